import Foundation

extension Easing {
    /// A damped spring from 0 to 1, normalised to run over `0...1`, like WebKit's CSS `spring()`.
    ///
    /// The spring starts at 0 with `initialVelocity` (in units of the whole distance per second)
    /// and is pulled towards 1. Progress `p` samples the closed-form solution at time
    /// `p × settlingDuration`, where ``settlingDuration`` is when the spring's envelope stays within
    /// 0.001 of the target; `f(1)` is then exactly 1. Under-damped springs overshoot (an initial
    /// velocity near `greatestFiniteMagnitude` may overshoot to ±∞). Progress is clamped into
    /// `0...1`; NaN returns NaN.
    ///
    /// - Parameters:
    ///   - mass: Mass, > 0 (default 1).
    ///   - stiffness: Spring constant, > 0 (default 100).
    ///   - damping: Damping coefficient, ≥ 0 (default 10). Zero damping never settles: the curve then
    ///     spans 100 seconds of undamped oscillation and `f(1)` is forced to 1.
    ///   - initialVelocity: Starting velocity in distances per second (default 0).
    /// - Precondition: finite arguments, `mass > 0`, `stiffness > 0`, `damping >= 0`. Every such
    ///   combination makes a curve (see ``DampedSpring``'s numeric contract for extreme ones).
    public static func spring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) -> Easing {
        let curve = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        return Easing(.spring, curve.dampingRatio, curve.angularFrequency, initialVelocity, curve.duration, storage: EasingStorage(.spring(curve)))
    }

    /// A spring curve described as SwiftUI does: a perceptual `duration` and a `bounce`.
    ///
    /// `bounce` 0 is critically damped, positive values bounce (up to 1, undamped), negative values
    /// are over-damped. Stiffness is `(2π / duration)²` and the damping ratio `1 − bounce` (or
    /// `1 / (1 + bounce)` for negative bounce), with mass 1. Durations beyond about
    /// 6·10⁻¹⁵⁰…6·10¹⁵⁰ s act as those bounds (the stiffness stays a finite, positive `Double`);
    /// the curve's shape does not depend on the duration anyway.
    ///
    /// - Precondition: `duration > 0` and finite, `bounce` in `-1 < bounce <= 1`.
    public static func spring(duration: Double, bounce: Double = 0) -> Easing {
        let (omega, ratio) = SpringCurve.frequencyAndRatio(duration: duration, bounce: bounce, api: "Easing.spring(duration:bounce:)")
        let spring = DampedSpring(unitMassOmega: omega, dampingRatio: ratio)
        return Easing.spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
    }

    /// For a spring curve, the simulated time in seconds that progress 0...1 spans; otherwise `nil`.
    public var settlingDuration: Double? {
        guard case .spring(let spring)? = storage?.payload else { return nil }
        return spring.duration
    }
}

/// The closed-form motion of a unit spring released at 0 towards 1, sampled from ``DampedOscillator``.
struct SpringCurve: Sendable {
    struct Parameters: Hashable, Sendable {
        var mass, stiffness, damping, initialVelocity: Double
    }

    let parameters: Parameters
    let oscillator: DampedOscillator
    let duration: Double

    var dampingRatio: Double { natural.ratio }
    var angularFrequency: Double { natural.omega }
    var natural: (omega: Double, ratio: Double) {
        DampedOscillator.naturalParameters(mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping)
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        precondition(
            mass.isFinite && stiffness.isFinite && damping.isFinite && initialVelocity.isFinite,
            "Easing.spring needs finite parameters, got mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(initialVelocity)")
        precondition(mass > 0, "Easing.spring needs a positive mass, got \(mass)")
        precondition(stiffness > 0, "Easing.spring needs a positive stiffness, got \(stiffness)")
        precondition(damping >= 0, "Easing.spring needs a non-negative damping, got \(damping)")
        parameters = Parameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        oscillator = DampedOscillator(mass: mass, stiffness: stiffness, damping: damping)
        // The first time after which the displacement's envelope stays below 0.001 of the distance,
        // capped at 100 seconds (an undamped spring never settles).
        duration = min(oscillator.settlingTime(x0: -1, v0: initialVelocity, threshold: 1e-3), 100)
    }

    /// SwiftUI's mapping of a perceptual `duration` and a `bounce` to a unit-mass spring: natural
    /// frequency `2π / duration`, damping ratio `1 − bounce` (or `1 / (1 + bounce)` for negative bounce).
    ///
    /// - Precondition: `duration > 0` and finite, `bounce` in `-1 < bounce <= 1`; `api` names the
    ///   caller in the trap message.
    static func frequencyAndRatio(duration: Double, bounce: Double, api: String) -> (omega: Double, ratio: Double) {
        precondition(duration > 0 && duration.isFinite, "\(api) needs a positive duration, got \(duration)")
        precondition(bounce > -1 && bounce <= 1, "\(api) needs bounce in -1 < bounce <= 1, got \(bounce)")
        return (2 * Double.pi / duration, bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    func curve(_ progress: Double) -> Double {
        if progress.isNaN { return progress }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        let basis = oscillator.basis(at: progress * duration)
        return 1 + oscillator.displacement(basis, x0: -1, v0: parameters.initialVelocity)
    }
}
