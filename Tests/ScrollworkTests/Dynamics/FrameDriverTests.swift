import Foundation
import Testing
@testable import Scrollwork

/// Collects values from any thread.
final class ValueRecorder<Element: Sendable>: @unchecked Sendable {   // @unchecked: `values` is behind `lock`
    private let lock = NSLock()
    private var storage: [Element] = []
    func append(_ value: Element) { lock.withLock { storage.append(value) } }
    var values: [Element] { lock.withLock { storage } }
}

@Suite("Frame driver", .timeLimit(.minutes(1)))
struct FrameDriverTests {
    static func rounded(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }

    @Test("run(every:clock:) ticks at frame index × interval, skips frames the clock has passed, and stops when idle")
    func driver() async {
        let clock = ManualClock()
        let written = ValueRecorder<Double>()
        let animator = Animator()
        let property = AnimatableProperty<Double>(read: { 0 }, write: { written.append($0) })
        animator.add(.tween(from: 0, to: 100, duration: 0.1, easing: .linear), to: property)
        let events = animator.events()
        let driver = Task { await animator.run(every: .milliseconds(25), clock: clock, untilIdle: true) }
        await clock.sleepers(atLeast: 1)            // frame 0 ticked at once; waiting for frame 1
        #expect(written.values == [0])
        clock.advance(by: .milliseconds(25))
        await clock.sleepers(atLeast: 1)
        #expect(written.values == [0, 25])
        clock.advance(by: .milliseconds(60))        // frame 2 (50 ms) is late: frame 3 (75 ms) is ticked
        await clock.sleepers(atLeast: 1)
        #expect(written.values.map(Self.rounded) == [0, 25, 75])   // frame 3 is at 3 × 0.025 s
        clock.advance(by: .milliseconds(25))        // frame 4 (100 ms) finishes the tween
        await driver.value
        #expect(written.values.map(Self.rounded) == [0, 25, 75, 100])
        var kinds: [AnimationEvent.Kind] = []
        for await event in events {
            kinds.append(event.kind)
            if event.kind.finished != nil { break }
        }
        #expect(kinds.first == .started && kinds.last == .stopped(finished: true))
    }

    @Test("Cancelling the driving task ends the loop quietly; a second run continues from the last tick")
    func cancellation() async {
        let clock = ManualClock()
        let ticks = ValueRecorder<Double>()
        let target = TickLog(ticks)
        let driver = Task { await target.run(every: .milliseconds(10), clock: clock) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .milliseconds(10))
        await clock.sleepers(atLeast: 1)
        driver.cancel()
        await driver.value
        #expect(ticks.values == [0, 0.01])
        let again = Task { await target.run(every: .milliseconds(10), clock: clock, untilIdle: true) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .milliseconds(10))
        await again.value
        #expect(ticks.values == [0, 0.01, 0.02])   // one interval after the last tick
    }
}

/// A target that records its tick times (in a locked recorder) and turns idle after its third tick.
final class TickLog: FrameTicking, @unchecked Sendable {   // @unchecked: `timeSource` is set only by the driver's task
    let ticks: ValueRecorder<Double>
    var timeSource: (() -> Double)?
    var lastTickTime: Double? { ticks.values.last }
    var isIdle: Bool { ticks.values.count >= 3 }
    init(_ ticks: ValueRecorder<Double>) { self.ticks = ticks }
    func tick(at time: Double) { ticks.append(time) }
}
