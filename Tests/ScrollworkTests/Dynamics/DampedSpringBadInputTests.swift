import Foundation
import Testing
@testable import Scrollwork

@Suite("DampedSpring bad input")
struct DampedSpringBadInputTests {
    static let max = Double.greatestFiniteMagnitude
    static let tiny = Double.leastNonzeroMagnitude

    /// Every query of `spring` gives a number that is not NaN, for a few ordinary moves.
    static func expectSampled(_ spring: DampedSpring, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(spring.stiffness.isFinite && spring.stiffness > 0 && spring.damping.isFinite && spring.damping >= 0,
                "\(label): \(spring)", sourceLocation: sourceLocation)
        #expect(!spring.dampingRatio.isNaN && !spring.angularFrequency.isNaN, "\(label)", sourceLocation: sourceLocation)
        for t in [0.0, 1e-300, 0.001, 0.5, 10, 1e10, 1e300, max] {
            let x = spring.position(at: t, from: 0, to: 100, initialVelocity: 50)
            let v = spring.velocity(at: t, from: 0, to: 100, initialVelocity: 50)
            #expect(x.isFinite && v.isFinite, "\(label) t \(t): \(x), \(v)", sourceLocation: sourceLocation)
        }
        #expect(!spring.settlingDuration(from: 0, to: 100, initialVelocity: 50).isNaN, "\(label)", sourceLocation: sourceLocation)
    }

    @Test("Factories whose derived stiffness or damping would overflow or underflow make valid springs")
    func extremeFactories() {
        Self.expectSampled(DampedSpring(response: 1e-160, dampingRatio: 1), "response 1e-160")
        Self.expectSampled(DampedSpring(response: Self.tiny, dampingRatio: 0.5), "response 5e-324")
        Self.expectSampled(DampedSpring(response: Self.max, dampingRatio: 1), "response max")
        Self.expectSampled(DampedSpring(duration: 1e200), "duration 1e200")
        Self.expectSampled(DampedSpring(duration: Self.tiny, bounce: 0.9), "duration 5e-324")
        Self.expectSampled(DampedSpring(response: 1, dampingRatio: Self.max), "dampingRatio max")
        Self.expectSampled(DampedSpring(bounciness: Self.max, speed: Self.max), "bounciness, speed max")
        Self.expectSampled(DampedSpring(bounciness: 0, speed: Self.max), "speed max")
        Self.expectSampled(DampedSpring(bounciness: Self.max, speed: 0), "bounciness max")
        // The clamps are the documented ones.
        #expect(DampedSpring(response: 1e-160, dampingRatio: 1).angularFrequency == 1e150)
        #expect(DampedSpring(response: 1e-160, dampingRatio: 1).dampingRatio == 1)
        #expect(DampedSpring(duration: 1e200).angularFrequency == 1e-150)
        #expect(DampedSpring(response: 1, dampingRatio: Self.max).damping == Self.max)
        #expect(DampedSpring(bounciness: Self.max, speed: 3) == DampedSpring(bounciness: 1e50, speed: 3))
        for easing in [Easing.spring(duration: Self.tiny), .spring(duration: 1e300), .spring(duration: Self.tiny, bounce: 1),
                       .spring(mass: Self.tiny), .spring(mass: Self.max, stiffness: Self.tiny, damping: Self.max),
                       .spring(initialVelocity: Self.max), .spring(damping: Self.max)] {
            #expect(easing(0) == 0 && easing(1) == 1, "\(easing)")
            for p in [0.1, 0.5, 0.9] { #expect(!easing(p).isNaN, "\(easing) at \(p)") }
            #expect(easing.settlingDuration.map { !$0.isNaN && $0 >= 0 } == true, "\(easing)")
        }
    }

    @Test("The damping ratio and frequency of huge or tiny parameters come out right")
    func ratioWithoutOverflow() {
        let heavy = DampedSpring(mass: 1e200, stiffness: 1e200, damping: 1e200)
        expectClose(heavy.dampingRatio, 0.5, tolerance: 1e-15)
        expectClose(heavy.angularFrequency, 1, tolerance: 1e-15)
        let light = DampedSpring(mass: 1e-200, stiffness: 1e-200, damping: 1e-200)
        expectClose(light.dampingRatio, 0.5, tolerance: 1e-15)
        // Same ratio and frequency, same motion.
        expectClose(heavy.position(at: 0.7, from: 0, to: 1), DampedSpring(mass: 1, stiffness: 1, damping: 1).position(at: 0.7, from: 0, to: 1), tolerance: 1e-14)
    }

    @Test("A nearly massless spring creeps at the rate k/c; a hugely damped one barely moves; neither gives NaN")
    func extremeMassAndDamping() {
        // m → 0: m·x'' vanishes and c·x' = −k·x leaves x = x0·e^(−(k/c)·t).
        let massless = DampedSpring(mass: Self.tiny, stiffness: 100, damping: 10)
        #expect(massless.dampingRatio > 1e160)
        expectClose(massless.position(at: 0.1, from: 0, to: 1), 1 - exp(-1), tolerance: 1e-12)
        expectClose(massless.velocity(at: 0.1, from: 0, to: 1), 10 * exp(-1), tolerance: 1e-10)
        expectClose(massless.settlingDuration(from: 0, to: 1), log(100) / 10, tolerance: 1e-9)
        // c = 1e300, k = 100: the slow rate is k/c = 1e-298 per second.
        let stuck = DampedSpring(mass: 1, stiffness: 100, damping: 1e300)
        let x = stuck.position(at: 0.1, from: 0, to: 1)
        #expect(x >= 0 && x < 1e-290, "\(x)")
        let v = stuck.velocity(at: 0.1, from: 0, to: 1)
        #expect(v >= 0 && v < 1e-290, "\(v)")
        let settle = stuck.settlingDuration(from: 0, to: 1)
        #expect(settle.isFinite && settle > 1e298, "\(settle)")
        Self.expectSampled(DampedSpring(mass: Self.tiny, stiffness: Self.max, damping: 1e-300), "mass tiny, stiffness max, damping 1e-300")
        // Undamped, the fastest spring has no limit: NaN where its phase overflows, as documented.
        let ringing = DampedSpring(mass: Self.tiny, stiffness: Self.max, damping: 0)
        #expect(ringing.position(at: 1, from: 0, to: 1).isFinite)
        #expect(ringing.position(at: 1e300, from: 0, to: 1).isNaN)
        Self.expectSampled(DampedSpring(mass: Self.max, stiffness: Self.tiny, damping: Self.max), "mass max, stiffness tiny, damping max")
        Self.expectSampled(DampedSpring(mass: Self.tiny, stiffness: Self.tiny, damping: Self.max), "all extreme")
        Self.expectSampled(DampedSpring(mass: Self.max, stiffness: Self.max, damping: Self.tiny), "mass and stiffness max")
    }

    @Test("Huge velocities and tiny thresholds still settle in finite time")
    func settlingWithoutOverflow() {
        let spring = DampedSpring()
        let fast = spring.settlingDuration(from: 0, to: 0, initialVelocity: 1e200)
        #expect(fast.isFinite && fast > 0 && fast < 100, "\(fast)")
        #expect(spring.settlingDuration(from: 0, to: 0, initialVelocity: 1e300).isFinite)
        #expect(spring.settlingDuration(from: 0, to: 0, initialVelocity: Self.max).isFinite)
        #expect(spring.settlingDuration(from: Self.max, to: -Self.max).isFinite)
        let fine = spring.settlingDuration(from: 0, to: 100, threshold: Self.tiny)
        #expect(fine.isFinite && fine > spring.settlingDuration(from: 0, to: 100), "\(fine)")
        let critical = DampedSpring(response: 0.5, dampingRatio: 1)
        #expect(critical.settlingDuration(from: 0, to: 100, threshold: Self.tiny).isFinite)
        #expect(critical.settlingDuration(from: 0, to: 0, initialVelocity: Self.max).isFinite)
        #expect(DampedSpring(response: 0.5, dampingRatio: 3).settlingDuration(from: -Self.max, to: Self.max, initialVelocity: Self.max).isFinite)
        // The log path agrees with the plain one where both apply.
        for ratio in [0.3, 1, 2.5] {
            let s = DampedSpring(response: 0.4, dampingRatio: ratio)
            let plain = s.settlingDuration(from: 0, to: 1e6, initialVelocity: 3e6, threshold: 0.01)
            let scaled = s.settlingDuration(from: 0, to: 1e300, initialVelocity: 3e300, threshold: 1e292)
            expectClose(scaled, plain, tolerance: 1e-9 * plain, "ζ \(ratio)")
        }
    }

    @Test("Late and extreme times and values: the target exactly, and finite values for finite inputs")
    func extremeTimesAndValues() {
        let spring = DampedSpring()
        #expect(spring.position(at: Self.max, from: 0, to: 1) == 1)
        #expect(spring.velocity(at: Self.max, from: 0, to: 1) == 0)
        #expect(spring.position(at: 1e10, from: 0, to: 1) == 1)
        for t in [1e-300, 0.01, 0.1, 1] {
            let x = spring.position(at: t, from: Self.max, to: -Self.max, initialVelocity: Self.max)
            let v = spring.velocity(at: t, from: Self.max, to: -Self.max, initialVelocity: Self.max)
            #expect(!x.isNaN && !v.isNaN, "t \(t): \(x) \(v)")
        }
        // At a tiny time the spring has not moved from its start.
        expectClose(spring.position(at: 1e-300, from: Self.max, to: -Self.max), Self.max, tolerance: Self.max * 1e-12)
        // Undamped: no limit, as documented — NaN at +∞ and where ω·t overflows.
        let undamped = DampedSpring(mass: 1, stiffness: 100, damping: 0)
        #expect(undamped.position(at: .infinity, from: 0, to: 1).isNaN)
        #expect(undamped.position(at: 1e300, from: 0, to: 1).isFinite)
    }

    @Test("An animated spring with a subnormal threshold finishes")
    func animatorSubnormalThreshold() {
        var value = 0.0
        let animator = Animator()
        let property = AnimatableProperty<Double>(threshold: Self.tiny, read: { value }, write: { value = $0 })
        animator.add(.spring(DampedSpring(response: 0.3, dampingRatio: 0.7), to: 100.0), to: property)
        var frame = 0
        while !animator.isIdle && frame < 100_000 {
            animator.tick(at: Double(frame) / 60)
            frame += 1
        }
        #expect(animator.isIdle)
        #expect(value == 100)
        // Extreme values animate without NaN and finish on the target.
        var extreme = 0.0
        let big = AnimatableProperty<Double>(read: { extreme }, write: { extreme = $0 })
        animator.add(.spring(DampedSpring(response: 0.3, dampingRatio: 0.7), from: Self.max, to: -Self.max, initialVelocity: Self.max), to: big)
        var sawNaN = false
        frame = 0
        while !animator.isIdle && frame < 100_000 {
            animator.tick(at: 1000 + Double(frame) / 60)
            sawNaN = sawNaN || extreme.isNaN
            frame += 1
        }
        #expect(!sawNaN && animator.isIdle && extreme == -Self.max)
    }
}
