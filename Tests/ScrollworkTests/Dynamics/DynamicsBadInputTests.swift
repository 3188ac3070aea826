import Foundation
import Testing
@testable import Scrollwork

@Suite("Dynamics bad input")
struct DynamicsBadInputTests {
    static let max = Double.greatestFiniteMagnitude
    static let tiny = Double.leastNonzeroMagnitude

    @Test("Decay: infinite positions, velocities and distances give NaN, as documented")
    func decayInfiniteInputs() {
        let decay = Decay.normal
        for infinity in [Double.infinity, -.infinity] {
            #expect(decay.position(at: 1, from: infinity, initialVelocity: 1).isNaN)
            #expect(decay.position(at: 1, from: 0, initialVelocity: infinity).isNaN)
            #expect(decay.position(at: 0, from: infinity, initialVelocity: 1).isNaN)
            #expect(decay.position(at: .infinity, from: infinity, initialVelocity: 0).isNaN)
            #expect(decay.velocity(at: 1, initialVelocity: infinity).isNaN)
            #expect(decay.velocity(at: -1, initialVelocity: infinity).isNaN)
            #expect(decay.projectedDistance(initialVelocity: infinity).isNaN)
            #expect(decay.projectedPosition(from: infinity, initialVelocity: 1).isNaN)
            #expect(decay.initialVelocity(toTravel: infinity).isNaN)
            #expect(decay.duration(initialVelocity: infinity).isNaN)
            #expect(decay.time(untilSpeed: 1, initialVelocity: infinity).isNaN)
            #expect(decay.time(toTravel: 10, initialVelocity: infinity) == nil)
        }
        // Finite inputs stay finite, or overflow to ±∞ only when the value is beyond the range.
        #expect(decay.position(at: 1, from: Self.max, initialVelocity: -Self.max).isFinite)
        #expect(decay.position(at: 1, from: Self.max, initialVelocity: Self.max) == .infinity)
        // Speeds and thresholds compare as given.
        #expect(decay.time(untilSpeed: .infinity, initialVelocity: 1000) == 0)
        #expect(decay.duration(initialVelocity: 1000, threshold: .infinity) == 0)
        #expect(decay.duration(initialVelocity: 1000, threshold: -.infinity) == .infinity)
    }

    @Test("Decay: subnormal thresholds and speeds give finite durations")
    func decaySubnormalThreshold() {
        let decay = Decay.normal
        let duration = decay.duration(initialVelocity: 1000, threshold: Self.tiny)
        #expect(duration.isFinite && duration > decay.duration(initialVelocity: 1000))
        expectClose(duration, (log(5 * Self.tiny) - log(1000)) / (1000 * log(0.998)), tolerance: 1e-9)
        #expect(decay.time(untilSpeed: Self.tiny, initialVelocity: Self.max).isFinite)
        #expect(decay.duration(initialVelocity: Self.max).isFinite)
    }

    @Test("A decay animation with a subnormal threshold finishes")
    func decayAnimationFinishes() {
        var value = 0.0
        let animator = Animator()
        let property = AnimatableProperty<Double>(threshold: Self.tiny, read: { value }, write: { value = $0 })
        animator.add(.decay(velocity: 1000.0), to: property)
        var frame = 0
        while !animator.isIdle && frame < 1_000_000 {
            animator.tick(at: Double(frame) / 60)
            frame += 1
        }
        #expect(animator.isIdle)
        expectClose(value, Decay.normal.projectedPosition(from: 0, initialVelocity: 1000), tolerance: 1e-6)
    }

    @Test("Tween velocity: a zero distance or a flat curve is 0 however short the tween")
    func tweenVelocity() {
        #expect(Tween(duration: Self.tiny).velocity(at: 0, from: 3, to: 3) == 0)
        #expect(Tween(duration: Self.tiny, easing: .linear).velocity(at: 0, from: 0, to: 1) == .infinity)
        #expect(Tween(duration: 1, easing: .easeInOutCubic).velocity(at: 0, from: -Self.max, to: Self.max).isFinite)
        expectClose(Tween(duration: 4, easing: .linear).velocity(at: 2, from: -Self.max, to: Self.max), Self.max / 2, tolerance: Self.max * 1e-9)
        #expect(Tween(duration: Self.max).velocity(at: 1, from: 0, to: 1).isFinite)
    }

    @Test("Rounding to a subnormal factor leaves values as they are; a huge factor rounds to 0")
    func roundingExtremes() {
        for (factor, expected) in [(Self.tiny, [0.0, 12.5, 25, 37.5, 50]), (Self.max, [0, 0, 0, 0, 0])] {
            var written: [Double] = []
            var tween = PropertyAnimation.tween(from: 0.0, to: 50, duration: 1, easing: .linear)
            tween.roundingFactor = factor
            let animator = Animator()
            animator.add(tween, to: AnimatableProperty(read: { 0 }, write: { written.append($0) }))
            for frame in 0...4 { animator.tick(at: Double(frame) / 4) }
            #expect(written == expected, "factor \(factor)")
        }
        var spring = PropertyAnimation.spring(from: 0.0, to: 1e300)
        spring.roundingFactor = 1e-300
        var last = 0.0
        let animator = Animator()
        animator.add(spring, to: AnimatableProperty(read: { 0 }, write: { last = $0 }))
        for frame in 0...10 { animator.tick(at: Double(frame) / 60) }
        #expect(last.isFinite)
    }

    @Test("A tracer accepts any capacity")
    func tracerCapacity() {
        for capacity in [Int.max, Int.min, -1, 0, 1 << 21] {
            let tracer = AnimationTracer<Double>(reservingCapacity: capacity)
            #expect(tracer.records.isEmpty)
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("run(every:) with a 1-attosecond interval on a clock that jumps 10 s ticks at the jump without trapping (in a child process with a watchdog, so a trap or a hang fails the test)")
    func attosecondFrames() async {
        await #expect(processExitsWith: .success) {
            startWatchdog()
            await DynamicsBadInputTests.attosecondRun()
        }
    }
    #endif

    /// The body of ``attosecondFrames()``.
    static func attosecondRun() async {
        let clock = ManualClock()
        let ticks = ValueRecorder<Double>()
        let target = TickLog(ticks)
        let interval = Duration(secondsComponent: 0, attosecondsComponent: 1)
        let driver = Task { await target.run(every: interval, clock: clock, untilIdle: true) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(10))
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(10))
        await driver.value
        let values = ticks.values
        #expect(values.count == 3)
        if values.count == 3 {
            #expect(values[0] == 0)
            expectClose(values[1], 10, tolerance: 1e-9)
            expectClose(values[2], 20, tolerance: 1e-9)
        }
    }
}
