import Testing
@testable import Scrollwork

/// `StageClock` alone: the time only moves forward, the velocity of a steady scroll is exact and
/// falls to exactly 0 at rest, and a restart forgets it all.
@Suite("Stage parts: the clock")
struct StageClockTests {
    @Test("A steady scroll at 600 pt/s reads 600 pt/s, then 0 once it has rested 0.15 s; late and non-finite ticks are ignored")
    func velocity() {
        var clock = StageClock()
        let atStart = clock.velocity()
        #expect(atStart == 0)
        for frame in 0...30 {
            let time = Double(frame) / 60
            clock.advance(to: time)
            clock.record(600 * time, at: time)
        }
        let steady = clock.velocity()
        #expect(abs(steady - 600) < 1e-9)
        #expect(clock.isMoving)
        let ticked = clock.tick(at: 0.5 + 0.15)
        #expect(ticked)
        let rested = clock.velocity()
        #expect(rested == 0)
        #expect(!clock.isMoving)
        let atRest = clock.isAtRest()
        #expect(atRest)
        let late = clock.tick(at: 0.6), infinite = clock.tick(at: .infinity)
        #expect(!late && !infinite)
        #expect(clock.lastTickTime == 0.65 && clock.now == 0.65)
        clock.restart()
        #expect(clock.now == nil && clock.lastTickTime == nil && !clock.hasPath)
    }

    @Test("A smoothing starts from the velocity measured now and keeps the clock from rest until it settles")
    func smoothing() {
        var clock = StageClock()
        for frame in 0...6 {
            let time = Double(frame) / 60
            clock.advance(to: time)
            clock.record(600 * time, at: time)
        }
        clock.smooth(with: .exponential(timeConstant: 0.1))
        #expect(clock.smoothing != nil)
        let started = clock.velocity()
        #expect(abs(started - 600) < 1e-9)
        _ = clock.tick(at: 0.3)
        let falling = clock.velocity(), busy = clock.isAtRest()
        #expect(falling > 0 && falling < 600)
        #expect(!busy)
        clock.smooth(with: nil)
        let unsmoothed = clock.velocity()
        #expect(unsmoothed == 0)
    }
}
