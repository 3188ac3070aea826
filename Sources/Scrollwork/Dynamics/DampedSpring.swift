import Foundation

/// A damped spring: mass, stiffness and damping, with its motion in closed form.
///
/// A spring is plain data. Its motion from any start value and initial velocity towards any target
/// is a function of time — ``position(at:from:to:initialVelocity:)`` and
/// ``velocity(at:from:to:initialVelocity:)`` solve `m·x'' + c·x' + k·x = 0` exactly for the
/// under-damped, critically damped and over-damped cases — so there is no integration step, no
/// accumulated error, and any frame rate samples the same curve. (Pop integrates the same equation
/// with fourth-order Runge–Kutta in 1 ms steps; the closed form is what that integrator approximates.)
///
/// ```swift
/// let spring = DampedSpring(bounciness: 4, speed: 12)        // Pop's defaults
/// spring.stiffness                                     // 342.10…  (Pop's "tension")
/// spring.damping                                       // 30.487…  (Pop's "friction")
/// spring.dampingRatio                                  // 0.824…   (under-damped: overshoots)
/// spring.position(at: 0.1, from: 0, to: 100)           // 61.67…
/// spring.settlingDuration(from: 0, to: 100)            // 0.6415…  (within 0.01 of 100 from then on)
///
/// DampedSpring(response: 0.5, dampingRatio: 1)               // SwiftUI's parameters
/// DampedSpring(duration: 0.5, bounce: 0.3)                   // …and its perceptual ones
/// ```
///
/// ## Numeric contract
/// - Units: time in seconds, positions in the caller's units (points), velocities in units per
///   second. Stiffness and damping are per unit of mass as in `F = −k·x − c·v`.
/// - Time before 0 gives the start state (`from`, `initialVelocity`); `+∞` gives the target at
///   rest, except for an undamped spring (damping 0), which has no limit and gives NaN (so does a
///   finite time at which its phase `ωd·t` overflows while the motion has not decayed, which needs
///   damping 0 or a damping ratio below about 10⁻³⁰⁰). A NaN time gives NaN, and a non-finite start,
///   target or velocity a non-finite result: queries never trap.
/// - Finite inputs give finite results, however large — `from: greatestFiniteMagnitude,
///   to: -greatestFiniteMagnitude` included — unless the position or velocity itself lies beyond
///   the range of `Double` (then ±∞). Very late times give the target exactly once the motion has
///   decayed below the smallest `Double`.
/// - Every finite mass > 0, stiffness > 0 and damping ≥ 0 makes a spring. ``dampingRatio`` and
///   ``angularFrequency`` are computed without intermediate overflow (`+∞` only when the value
///   itself is beyond the range); springs faster than 10¹⁵⁰ rad/s or slower than 10⁻¹⁵⁰ rad/s
///   are sampled as the nearest spring within those rates (they are settled, or have not moved,
///   at every time a display can show).
/// - The regimes meet continuously: a damping ratio a hair above or below 1 gives the critically
///   damped motion to within rounding.
///
/// Springs are `Hashable` by mass, stiffness and damping.
public struct DampedSpring: Sendable {
    /// The moving mass (> 0). Pop's conversions always give 1.
    public let mass: Double
    /// The spring constant `k` (> 0): Pop's *tension*.
    public let stiffness: Double
    /// The damping coefficient `c` (≥ 0): Pop's *friction*.
    public let damping: Double

    let oscillator: DampedOscillator

    /// Creates a spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: The moving mass, > 0 (default 1).
    ///   - stiffness: The spring constant, > 0.
    ///   - damping: The damping coefficient, ≥ 0. Zero never settles.
    /// - Precondition: every argument is finite, `mass > 0`, `stiffness > 0`, `damping >= 0`;
    ///   anything else traps with a message naming the value. Every such spring is valid, from
    ///   `leastNonzeroMagnitude` to `greatestFiniteMagnitude` (see the type's numeric contract).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass.isFinite && mass > 0, "DampedSpring(mass:stiffness:damping:) needs a finite mass > 0, got \(mass)")
        precondition(stiffness.isFinite && stiffness > 0, "DampedSpring(mass:stiffness:damping:) needs a finite stiffness > 0, got \(stiffness)")
        precondition(damping.isFinite && damping >= 0, "DampedSpring(mass:stiffness:damping:) needs a finite damping >= 0, got \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        oscillator = DampedOscillator(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// A unit-mass spring of natural frequency `omega` and damping ratio `ratio`, for the SwiftUI
    /// factories: `omega` is clamped into the kernel's rates, so the stiffness `ω²` is a finite,
    /// normal number, and a damping `2ζω` that would overflow is `greatestFiniteMagnitude`.
    init(unitMassOmega omega: Double, dampingRatio ratio: Double) {
        let omega = min(max(omega, DampedOscillator.slowestRate), DampedOscillator.fastestRate)
        let damping = 2 * ratio * omega
        self.init(mass: 1, stiffness: omega * omega, damping: damping.isFinite ? damping : .greatestFiniteMagnitude)
    }

    /// Creates a unit-mass spring from SwiftUI's `response` and `dampingRatio`.
    ///
    /// `response` is the period of the undamped oscillation, `2π/ω`; stiffness is `(2π/response)²`
    /// and damping `4π·dampingRatio/response`.
    ///
    /// Every finite positive response and finite ratio ≥ 0 gives a spring: responses beyond
    /// about 6·10⁻¹⁵⁰…6·10¹⁵⁰ s act as those bounds (so the stiffness stays a finite, positive
    /// `Double`), and a ratio so large that the damping `4π·ζ/response` would overflow acts as the
    /// largest that does not (``dampingRatio`` then reports that value). Such a spring is either
    /// settled or frozen at every time a display can show.
    ///
    /// - Parameters:
    ///   - response: Seconds, > 0.
    ///   - dampingRatio: ζ, ≥ 0: below 1 bounces, 1 is critical, above 1 is over-damped.
    /// - Precondition: finite `response > 0` and `dampingRatio >= 0`.
    public init(response: Double, dampingRatio: Double) {
        precondition(response.isFinite && response > 0, "DampedSpring(response:dampingRatio:) needs a finite response > 0, got \(response)")
        precondition(dampingRatio.isFinite && dampingRatio >= 0, "DampedSpring(response:dampingRatio:) needs a finite dampingRatio >= 0, got \(dampingRatio)")
        self.init(unitMassOmega: 2 * Double.pi / response, dampingRatio: dampingRatio)
    }

    /// Creates a unit-mass spring from SwiftUI's perceptual `duration` and `bounce`.
    ///
    /// The same mapping as ``Easing/spring(duration:bounce:)``: stiffness `(2π/duration)²`, damping
    /// ratio `1 − bounce` for `bounce ≥ 0` and `1/(1 + bounce)` below 0 (over-damped). Durations
    /// beyond about 6·10⁻¹⁵⁰…6·10¹⁵⁰ s act as those bounds, as in ``init(response:dampingRatio:)``.
    ///
    /// - Parameters:
    ///   - duration: Seconds, > 0 (SwiftUI's default is 0.5).
    ///   - bounce: In `-1 < bounce <= 1` (default 0, critically damped); 1 is undamped.
    /// - Precondition: `duration > 0` and finite, `-1 < bounce <= 1`.
    public init(duration: Double, bounce: Double = 0) {
        let (omega, ratio) = SpringCurve.frequencyAndRatio(duration: duration, bounce: bounce, api: "DampedSpring(duration:bounce:)")
        self.init(unitMassOmega: omega, dampingRatio: ratio)
    }

    /// The damping ratio ζ = `c / (2√(k·m))`: below 1 the spring overshoots, 1 is critical.
    public var dampingRatio: Double { DampedOscillator.naturalParameters(mass: mass, stiffness: stiffness, damping: damping).ratio }

    /// The natural angular frequency ω = `√(k/m)`, in radians per second.
    public var angularFrequency: Double { DampedOscillator.naturalParameters(mass: mass, stiffness: stiffness, damping: damping).omega }

    /// SwiftUI's `response`: the undamped period `2π/ω`, in seconds (also the `duration` of
    /// ``init(duration:bounce:)``, which SwiftUI defines as the same quantity).
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// SwiftUI's `bounce`: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` (negative) for ζ > 1.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The position at time `t` of a spring released at `from` with `initialVelocity`, pulled to `to`.
    ///
    /// - Parameters:
    ///   - t: Seconds since release. Negative gives `from`; `+∞` gives `to` (NaN if undamped).
    ///   - from: The start position.
    ///   - to: The target (the rest position).
    ///   - initialVelocity: Units per second at release (default 0).
    /// - Returns: The position; NaN for a NaN time, non-finite for non-finite inputs.
    public func position(at t: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        guard t > 0, t < .infinity else { return boundaryState(at: t, from: from, to: to, initialVelocity: initialVelocity).position }
        return oscillator.position(oscillator.basis(at: t), from: from, to: to, v0: initialVelocity)
    }

    /// The velocity at time `t`, in units per second; see ``position(at:from:to:initialVelocity:)``.
    ///
    /// - Returns: The velocity: `initialVelocity` before 0, 0 at `+∞` (NaN if undamped), NaN for a
    ///   NaN time, non-finite for non-finite inputs.
    public func velocity(at t: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        guard t > 0, t < .infinity else { return boundaryState(at: t, from: from, to: to, initialVelocity: initialVelocity).velocity }
        return oscillator.velocity(oscillator.basis(at: t), from: from, to: to, v0: initialVelocity)
    }

    /// The state for `t ≤ 0` (the start), `+∞` (rest, or NaN when undamped) and NaN (NaN); kept
    /// out of the sampling path. The `0 ×` terms carry non-finite inputs into the result.
    private func boundaryState(at t: Double, from: Double, to: Double, initialVelocity: Double) -> (position: Double, velocity: Double) {
        if t.isNaN { return (t, t) }
        if t <= 0 { return (from + 0 * (to + initialVelocity), initialVelocity + 0 * (from - to)) }
        guard oscillator.dampingRate > 0 else { return (.nan, .nan) }
        return (to + 0 * (from + initialVelocity), 0 * (from + to + initialVelocity))
    }

    /// How long until the spring stays within `threshold` of its target.
    ///
    /// The bound comes from the motion's envelope (the decaying amplitude), not from a single zero
    /// crossing, so after this time `|position − to| ≤ threshold` holds for good: snapping to the
    /// target then moves it by at most `threshold`.
    ///
    /// - Parameters:
    ///   - from: The start position.
    ///   - to: The target.
    ///   - initialVelocity: Units per second at release (default 0).
    ///   - threshold: The distance from the target that counts as settled, in the same units
    ///     (default 0.01: a hundredth of a point).
    /// - Returns: Seconds ≥ 0: 0 if the spring starts settled, `+∞` if it never settles (no damping,
    ///   or a threshold ≤ 0); NaN for NaN or infinite inputs. Any finite inputs and positive
    ///   threshold — distances and velocities up to `greatestFiniteMagnitude`, subnormal thresholds —
    ///   give a finite time for a damped spring (unless the time itself exceeds the range).
    /// - Complexity: O(1) under-damped; a bisection of at most 200 steps otherwise.
    public func settlingDuration(from: Double, to: Double, initialVelocity: Double = 0, threshold: Double = 0.01) -> Double {
        guard from.isFinite, to.isFinite, initialVelocity.isFinite else { return .nan }
        let x0 = from - to
        if x0.isFinite { return oscillator.settlingTime(x0: x0, v0: initialVelocity, threshold: threshold) }
        // The distance overflows: the motion is linear, so halve it, the velocity and the threshold.
        if threshold.isNaN { return .nan }
        guard threshold > 0 else { return .infinity }
        return oscillator.settlingTime(x0: from / 2 - to / 2, v0: initialVelocity / 2, logThreshold: log(threshold) - log(2.0))
    }
}

extension DampedSpring {
    /// This spring with its damping raised to critical if it was below (`c = 2√(k·m)`): it no
    /// longer oscillates. Reduced motion uses it. A spring whose critical damping would overflow
    /// is returned unchanged.
    var withoutOvershoot: DampedSpring {
        let critical = 2 * (stiffness * mass).squareRoot()
        guard critical.isFinite, damping < critical else { return self }
        return DampedSpring(mass: mass, stiffness: stiffness, damping: critical)
    }
}

extension DampedSpring: Hashable {
    /// Springs are equal when their mass, stiffness and damping are.
    public static func == (lhs: DampedSpring, rhs: DampedSpring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
    }

    /// Hashes mass, stiffness and damping.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
    }
}

extension DampedSpring: CustomStringConvertible {
    /// `DampedSpring(mass: 1.0, stiffness: 342.1, damping: 30.48)`-style text.
    public var description: String { "DampedSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))" }
}
