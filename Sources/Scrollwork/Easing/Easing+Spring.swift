import Foundation

extension Easing {
    /// A damped spring from 0 to 1, normalised to run over `0...1`, like WebKit's CSS `spring()`.
    ///
    /// The spring starts at 0 with `initialVelocity` (in units of the whole distance per second)
    /// and is pulled towards 1. Progress `p` samples the closed-form solution at time
    /// `p × settlingDuration`, where ``settlingDuration`` is when the spring's envelope stays within
    /// 0.001 of the target; `f(1)` is then exactly 1. Under-damped springs overshoot. Progress is
    /// clamped into `0...1`; NaN returns NaN.
    ///
    /// - Parameters:
    ///   - mass: Mass, > 0 (default 1).
    ///   - stiffness: Spring constant, > 0 (default 100).
    ///   - damping: Damping coefficient, ≥ 0 (default 10). Zero damping never settles: the curve then
    ///     spans 100 seconds of undamped oscillation and `f(1)` is forced to 1.
    ///   - initialVelocity: Starting velocity in distances per second (default 0).
    /// - Precondition: finite arguments, `mass > 0`, `stiffness > 0`, `damping >= 0`.
    public static func spring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) -> Easing {
        let curve = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        return Easing(.spring, curve.dampingRatio, curve.angularFrequency, initialVelocity, curve.duration, storage: EasingStorage(.spring(curve)))
    }

    /// A spring curve described as SwiftUI does: a perceptual `duration` and a `bounce`.
    ///
    /// `bounce` 0 is critically damped, positive values bounce (up to 1, undamped), negative values
    /// are over-damped. Stiffness is `(2π / duration)²` and the damping ratio `1 − bounce` (or
    /// `1 / (1 + bounce)` for negative bounce), with mass 1.
    ///
    /// - Precondition: `duration > 0` and finite, `bounce` in `-1 < bounce <= 1`.
    public static func spring(duration: Double, bounce: Double = 0) -> Easing {
        precondition(duration > 0 && duration.isFinite, "Easing.spring(duration:bounce:) needs a positive duration, got \(duration)")
        precondition(bounce > -1 && bounce <= 1, "Easing.spring(duration:bounce:) needs bounce in -1 < bounce <= 1, got \(bounce)")
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// For a spring curve, the simulated time in seconds that progress 0...1 spans; otherwise `nil`.
    public var settlingDuration: Double? {
        guard case .spring(let spring)? = storage?.payload else { return nil }
        return spring.duration
    }
}

/// The closed-form motion of a unit spring released at 0 towards 1.
struct SpringCurve: Sendable {
    struct Parameters: Hashable, Sendable {
        var mass, stiffness, damping, initialVelocity: Double
    }

    let parameters: Parameters
    let dampingRatio: Double
    let angularFrequency: Double
    let duration: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        precondition(
            mass.isFinite && stiffness.isFinite && damping.isFinite && initialVelocity.isFinite,
            "Easing.spring needs finite parameters, got mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(initialVelocity)")
        precondition(mass > 0, "Easing.spring needs a positive mass, got \(mass)")
        precondition(stiffness > 0, "Easing.spring needs a positive stiffness, got \(stiffness)")
        precondition(damping >= 0, "Easing.spring needs a non-negative damping, got \(damping)")
        parameters = Parameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        angularFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        duration = Self.settlingTime(ratio: dampingRatio, omega: angularFrequency, velocity: initialVelocity)
    }

    /// Displacement from the target (starts at −1) at time `t`, and an upper bound of its magnitude.
    static func displacement(ratio: Double, omega: Double, velocity: Double, at t: Double) -> (value: Double, envelope: Double) {
        let x0 = -1.0
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let b = (velocity + ratio * omega * x0) / damped
            let decay = exp(-ratio * omega * t)
            return (decay * (x0 * cos(damped * t) + b * sin(damped * t)), decay * (x0 * x0 + b * b).squareRoot())
        }
        if ratio == 1 {
            let b = velocity + omega * x0
            let decay = exp(-omega * t)
            return ((x0 + b * t) * decay, (abs(x0) + abs(b) * t) * decay)
        }
        let root = (ratio * ratio - 1).squareRoot()
        let r1 = -omega * (ratio - root), r2 = -omega * (ratio + root)
        let c2 = (velocity - r1 * x0) / (r2 - r1), c1 = x0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, abs(c1) * e1 + abs(c2) * e2)
    }

    /// The first time after which the displacement's envelope stays below 0.001.
    static func settlingTime(ratio: Double, omega: Double, velocity: Double) -> Double {
        let threshold = 1e-3, limit = 100.0
        if ratio == 0 { return limit }
        // The envelope decreases once past its peak (at most one for these forms): bracket, bisect.
        var high = 1 / (ratio * omega)
        while displacement(ratio: ratio, omega: omega, velocity: velocity, at: high).envelope >= threshold {
            high *= 2
            if high >= limit { return limit }
        }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if displacement(ratio: ratio, omega: omega, velocity: velocity, at: middle).envelope >= threshold {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    func curve(_ progress: Double) -> Double {
        if progress.isNaN { return progress }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        let t = progress * duration
        return 1 + Self.displacement(ratio: dampingRatio, omega: angularFrequency, velocity: parameters.initialVelocity, at: t).value
    }
}
