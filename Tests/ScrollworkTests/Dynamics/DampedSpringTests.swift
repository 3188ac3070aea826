import Foundation
import Testing
@testable import Scrollwork

@Suite("DampedSpring")
struct DampedSpringTests {
    // MARK: Independent analytic references (textbook forms, evaluated differently from the kernel)

    /// Under-damped, amplitude–phase form: `A·e^(−ζωt)·cos(ωd·t − φ)`.
    static func underdamped(_ spring: DampedSpring, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let b = (v0 + zeta * omega * x0) / wd
        let amplitude = (x0 * x0 + b * b).squareRoot(), phase = atan2(b, x0)
        let e = exp(-zeta * omega * t)
        return (amplitude * e * cos(wd * t - phase), amplitude * e * (-zeta * omega * cos(wd * t - phase) - wd * sin(wd * t - phase)))
    }

    /// Over-damped, sum of two exponentials with the roots taken directly.
    static func overdamped(_ spring: DampedSpring, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let r1 = -zeta * omega + omega * (zeta * zeta - 1).squareRoot()
        let r2 = -zeta * omega - omega * (zeta * zeta - 1).squareRoot()
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }

    /// Critically damped: `(x0 + (v0 + ω·x0)·t)·e^(−ωt)`.
    static func critical(omega: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let e = exp(-omega * t)
        return ((x0 + (v0 + omega * x0) * t) * e, (v0 - omega * (v0 + omega * x0) * t) * e)
    }

    @Test("A critically damped spring has x(1/ω) = target − 2(target − start)/e")
    func criticalKnownValues() {
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 20)   // ω = 10, ζ = 1
        #expect(spring.dampingRatio == 1)
        expectClose(spring.position(at: 0.1, from: 0, to: 1), 1 - 2 / M_E, tolerance: 1e-15)
        expectClose(spring.position(at: 0.1, from: 50, to: 150), 150 - 200 / M_E, tolerance: 1e-12)
        // v(t) = ω²·t·e^(−ωt)·(target − start): at 1/ω that is ω·distance/e.
        expectClose(spring.velocity(at: 0.1, from: 50, to: 150), 10 * 100 / M_E, tolerance: 1e-10)
        // Released towards the target at v0 = −ω·x0 the linear term vanishes: x(t) = x0·e^(−ωt).
        expectClose(spring.position(at: 0.3, from: 0, to: 100, initialVelocity: 1000), 100 - 100 * exp(-3), tolerance: 1e-11)
    }

    @Test("Under-, critically and over-damped motion match the textbook solutions within 1e-9 of the distance", arguments: 0..<8)
    func analytic(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let mass = Double.random(in: 0.2...5, using: &rng)
            let stiffness = Double.random(in: 10...2000, using: &rng)
            let critical = 2 * (stiffness * mass).squareRoot()
            let from = Double.random(in: -1000...1000, using: &rng), to = Double.random(in: -1000...1000, using: &rng)
            let v0 = Double.random(in: -5000...5000, using: &rng)
            let distance = max(abs(to - from), 1)
            for (ratio, kind) in [(Double.random(in: 0...0.95, using: &rng), 0), (1, 1), (Double.random(in: 1.2...6, using: &rng), 2)] {
                let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: ratio * critical)
                let omega = (stiffness / mass).squareRoot()
                for step in 1...60 {
                    let t = Double(step) / 60 * 4 / omega
                    let reference: (x: Double, v: Double) = switch kind {
                    case 0: Self.underdamped(spring, x0: from - to, v0: v0, t: t)
                    case 1: Self.critical(omega: omega, x0: from - to, v0: v0, t: t)
                    default: Self.overdamped(spring, x0: from - to, v0: v0, t: t)
                    }
                    let scale = distance + abs(v0) / omega
                    expectClose(spring.position(at: t, from: from, to: to, initialVelocity: v0), to + reference.x,
                                tolerance: 1e-9 * scale, "seed \(seed) \(spring) t \(t)")
                    expectClose(spring.velocity(at: t, from: from, to: to, initialVelocity: v0), reference.v,
                                tolerance: 1e-9 * scale * omega, "seed \(seed) \(spring) t \(t)")
                }
            }
        }
    }

    @Test("The closed form agrees with Pop's 1 ms Runge–Kutta integrator", arguments: [(4.0, 12.0), (0, 5), (12, 5), (20, 20), (0, 0)])
    func popIntegrator(bounciness: Double, speed: Double) {
        let spring = DampedSpring(bounciness: bounciness, speed: speed)
        var solver = PopSpringIntegrator(stiffness: spring.stiffness, damping: spring.damping, from: 0, to: 300, initialVelocity: -800)
        for ms in 1...2000 {
            solver.advance(steps: 1)
            let t = Double(ms) / 1000
            // RK4's global error at h = 1 ms is of order (ωh)⁴ of the motion (ω ≤ 23 rad/s here): about
            // 1e-6 pt and 1e-5 pt/s on a 300 pt, 800 pt/s move.
            expectClose(spring.position(at: t, from: 0, to: 300, initialVelocity: -800), 300 + solver.position, tolerance: 1e-6, "t \(t)")
            expectClose(spring.velocity(at: t, from: 0, to: 300, initialVelocity: -800), solver.velocity, tolerance: 1e-4, "t \(t)")
        }
    }

    @Test("Energy never grows without input, and an undamped spring keeps it", arguments: 0..<6)
    func energy(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let mass = Double.random(in: 0.5...3, using: &rng), stiffness = Double.random(in: 20...800, using: &rng)
            let damping = seed == 0 ? 0 : Double.random(in: 0...4, using: &rng) * (stiffness * mass).squareRoot()
            let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
            let from = Double.random(in: -500...500, using: &rng), v0 = Double.random(in: -3000...3000, using: &rng)
            func energy(_ t: Double) -> Double {
                let x = spring.position(at: t, from: from, to: 0, initialVelocity: v0)
                let v = spring.velocity(at: t, from: from, to: 0, initialVelocity: v0)
                return 0.5 * mass * v * v + 0.5 * stiffness * x * x
            }
            let initial = energy(0)
            var previous = initial
            for ms in 1...3000 {
                let current = energy(Double(ms) / 1000)
                if damping == 0 {
                    expectClose(current, initial, tolerance: 1e-9 * initial, "seed \(seed) \(spring)")
                } else {
                    #expect(current <= previous * (1 + 1e-12) + 1e-12, "seed \(seed) \(spring) at \(ms) ms: \(current) > \(previous)")
                }
                previous = current
            }
        }
    }

    @Test("Pop's defaults and the reference table: bounciness/speed to tension/friction", arguments: [
        (4.0, 12.0, 342.10, 30.49), (0, 12, 342.10, 36.93), (0, 5, 193.41, 26.71), (12, 5, 193.41, 14.25),
        (10, 10, 299.62, 20.57), (20, 20, 512.03, 13.36), (0, 0, 87.21, 5.78),
    ])
    func popTable(bounciness: Double, speed: Double, tension: Double, friction: Double) {
        let spring = DampedSpring(bounciness: bounciness, speed: speed)
        expectClose(spring.stiffness, tension, tolerance: 0.005)
        expectClose(spring.damping, friction, tolerance: 0.005)
        #expect(spring.mass == 1)
    }

    @Test("Pop's conversion round-trips over its documented range")
    func popRoundTrip() throws {
        #expect(DampedSpring() == DampedSpring(bounciness: 4, speed: 12))
        for b in stride(from: 0.0, through: 20, by: 0.5) {
            for s in stride(from: 0.0, through: 20, by: 0.5) {
                let spring = DampedSpring(bounciness: b, speed: s)
                let pop = try #require(spring.popParameters, "b \(b) s \(s)")
                expectClose(pop.bounciness, b, tolerance: 1e-9, "b \(b) s \(s)")
                expectClose(pop.speed, s, tolerance: 1e-9, "b \(b) s \(s)")
            }
        }
        // Neither a strongly over-damped spring, an undamped one, nor one softer than speed 0 has
        // Pop parameters.
        #expect(DampedSpring(mass: 1, stiffness: 100, damping: 400).popParameters == nil)
        #expect(DampedSpring(mass: 1, stiffness: 100, damping: 0).popParameters == nil)
        #expect(DampedSpring(mass: 1, stiffness: 10, damping: 5).popParameters == nil)
    }

    /// Pop's `convertBounciness:speed:toTension:friction:mass:`, transliterated from its C in its
    /// own order of operations (`POPNormalize`, `POPProjectNormal`, `POPQuadraticOutInterpolation`,
    /// `POPBouncy3NoBounce` with `pow`, and the QC macros).
    static func popConversion(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double { (value - start) / (end - start) }
        func project(_ n: Double, _ start: Double, _ end: Double) -> Double { start + (n * (end - start)) }
        func noBounce(_ x: Double) -> Double {
            if x <= 18 { return (0.0007 * pow(x, 3)) - (0.031 * pow(x, 2)) + 0.64 * x + 1.28 }
            if x <= 44 { return (0.000044 * pow(x, 3)) - (0.006 * pow(x, 2)) + 0.36 * x + 2 }
            return (0.00000045 * pow(x, 3)) - (0.000332 * pow(x, 2)) + 0.1078 * x + 5.84
        }
        var b = normalize(bounciness / 1.7, 0, 20)
        b = project(b, 0, 0.8)
        let s = normalize(speed / 1.7, 0, 20)
        let qcTension = project(s, 0.5, 200)
        let t = 2 * b - b * b
        let qcFriction = t * 0.01 + (1 - t) * noBounce(qcTension)
        return (194.0 + (((qcTension - 30.0) / 50.0) * (375.0 - 194.0)), 25.0 + (((qcFriction - 8.0) / 2.0) * (25.0 - 19.0)))
    }

    @Test("Pop's bounciness/speed conversion is bit for bit Pop's", arguments: [(4.0, 12.0), (20, 20), (0, 5), (12, 5), (10, 10), (7.3, 0.4), (0, 0)])
    func popBitExact(bounciness: Double, speed: Double) {
        let pop = Self.popConversion(bounciness: bounciness, speed: speed)
        let spring = DampedSpring(bounciness: bounciness, speed: speed)
        #expect(spring.stiffness == pop.tension, "b \(bounciness) s \(speed)")
        #expect(spring.damping == pop.friction, "b \(bounciness) s \(speed)")
    }

    @Test("SwiftUI's response/dampingRatio and duration/bounce round-trip")
    func swiftUIParameters() {
        let critical = DampedSpring(response: 0.5, dampingRatio: 1)
        expectClose(critical.dampingRatio, 1, tolerance: 1e-15)
        expectClose(critical.response, 0.5, tolerance: 1e-15)
        expectClose(critical.stiffness, pow(2 * .pi / 0.5, 2), tolerance: 1e-12)
        for bounce in stride(from: -0.9, through: 1, by: 0.1) {
            let spring = DampedSpring(duration: 0.4, bounce: bounce)
            expectClose(spring.response, 0.4, tolerance: 1e-15)
            expectClose(spring.bounce, bounce, tolerance: 1e-12, "bounce \(bounce)")
        }
        #expect(DampedSpring(duration: 0.4, bounce: 1).damping == 0)
        #expect(DampedSpring(duration: 0.5).dampingRatio == 1)
    }

    @Test("Easing.spring samples the same kernel as DampedSpring")
    func sharedKernel() throws {
        for (mass, k, c, v) in [(1.0, 100.0, 10.0, 0.0), (2, 150, 12, 3), (1, 100, 20, -2), (1, 100, 60, 5)] {
            let easing = Easing.spring(mass: mass, stiffness: k, damping: c, initialVelocity: v)
            let duration = try #require(easing.settlingDuration)
            let spring = DampedSpring(mass: mass, stiffness: k, damping: c)
            for p in stride(from: 0.05, to: 1, by: 0.05) {
                #expect(easing(p) == spring.position(at: p * duration, from: 0, to: 1, initialVelocity: v))
            }
            // The easing's span is where the unit move settles within 0.001.
            expectClose(spring.settlingDuration(from: 0, to: 1, initialVelocity: v, threshold: 1e-3), duration, tolerance: 1e-12)
        }
    }

    @Test("Damping ratios a hair from 1 give the critical motion")
    func regimesJoin() {
        let omega = 12.0
        for ratio in [1 - 1e-12, 1 - 1e-8, 1 + 1e-12, 1 + 1e-8] {
            let spring = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
            for t in stride(from: 0.0, through: 1, by: 0.01) {
                let reference = Self.critical(omega: omega, x0: -100, v0: 400, t: t)
                expectClose(spring.position(at: t, from: 0, to: 100, initialVelocity: 400), 100 + reference.x, tolerance: 1e-5, "ζ \(ratio) t \(t)")
                expectClose(spring.velocity(at: t, from: 0, to: 100, initialVelocity: 400), reference.v, tolerance: 1e-4, "ζ \(ratio) t \(t)")
            }
        }
        // Heavily over-damped springs neither overflow nor lose the slow mode.
        let heavy = DampedSpring(mass: 1, stiffness: 100, damping: 2e5)   // ζ = 10,000
        let late = heavy.position(at: 500, from: 0, to: 100)
        #expect(late.isFinite && late > 0 && late < 100)
        expectClose(late, 100 - 100 * exp(-100.0 / 2e5 * 500), tolerance: 1e-6)
    }

    @Test("Settling: within the threshold from the settling time on, and exact for a critical release")
    func settling() {
        let critical = DampedSpring(mass: 1, stiffness: 100, damping: 20)
        let t = critical.settlingDuration(from: 0, to: 100, threshold: 0.01)
        // Released at rest, a critical spring's distance is exactly its envelope: 100(1 + ωt)e^(−ωt).
        expectClose(100 - critical.position(at: t, from: 0, to: 100), 0.01, tolerance: 1e-9)
        for spring in [DampedSpring(), DampedSpring(bounciness: 20, speed: 2), DampedSpring(response: 0.3, dampingRatio: 2.5), critical] {
            let settle = spring.settlingDuration(from: -40, to: 260, initialVelocity: 900, threshold: 0.05)
            #expect(settle > 0 && settle.isFinite)
            for step in 0...2000 {
                let u = settle + Double(step) / 200
                #expect(abs(spring.position(at: u, from: -40, to: 260, initialVelocity: 900) - 260) <= 0.05 + 1e-9, "\(spring) at \(u)")
            }
        }
        #expect(DampedSpring(mass: 1, stiffness: 100, damping: 0).settlingDuration(from: 0, to: 1) == .infinity)
        #expect(DampedSpring().settlingDuration(from: 5, to: 5) == 0)
        #expect(DampedSpring().settlingDuration(from: 0, to: 1, threshold: 0) == .infinity)
        #expect(DampedSpring().settlingDuration(from: .nan, to: 1).isNaN)
        // Starting at the target with a velocity: it leaves and comes back, so it takes time.
        #expect(DampedSpring(response: 0.4, dampingRatio: 1.5).settlingDuration(from: 0, to: 0, initialVelocity: 500) > 0.1)
    }

    @Test("Queries are total: negative time, NaN, infinity and non-finite inputs")
    func domain() {
        let spring = DampedSpring()
        #expect(spring.position(at: -1, from: 3, to: 9, initialVelocity: 2) == 3)
        #expect(spring.velocity(at: -1, from: 3, to: 9, initialVelocity: 2) == 2)
        #expect(spring.position(at: 0, from: 3, to: 9) == 3)
        #expect(spring.position(at: .nan, from: 3, to: 9).isNaN)
        #expect(spring.velocity(at: .nan, from: 3, to: 9).isNaN)
        #expect(spring.position(at: .infinity, from: 3, to: 9) == 9)
        #expect(spring.velocity(at: .infinity, from: 3, to: 9) == 0)
        #expect(spring.position(at: 1e6, from: 3, to: 9) == 9)
        let undamped = DampedSpring(mass: 1, stiffness: 100, damping: 0)
        #expect(undamped.position(at: .infinity, from: 3, to: 9).isNaN)
        #expect(spring.position(at: 0.1, from: 3, to: 9, initialVelocity: .nan).isNaN)
        #expect(!spring.position(at: 0.1, from: .infinity, to: 9).isFinite)
        #expect(spring.position(at: -1, from: 3, to: 9, initialVelocity: .nan).isNaN)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Impossible springs trap with a message")
    func traps() async {
        await #expect(processExitsWith: .failure) { _ = DampedSpring(mass: 0, stiffness: 1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(mass: 1, stiffness: -1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(mass: 1, stiffness: 1, damping: .nan) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(mass: 1, stiffness: 1, damping: -0.5) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(bounciness: -1) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(response: 0, dampingRatio: 1) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(duration: 0.5, bounce: -1) }
    }
    #endif
}
