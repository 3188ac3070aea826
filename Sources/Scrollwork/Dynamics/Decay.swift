import Foundation

/// Momentum that fades: UIScrollView's deceleration, as a closed form of time.
///
/// The velocity is multiplied by ``rate`` every millisecond — UIScrollView's `decelerationRate` and
/// Pop's `deceleration` mean exactly this — so after `t` seconds it is `v0·rate^(1000t)`. The
/// position is Pop's closed form of that per-millisecond series,
///
///     x(t) = x0 + (v0/1000) · rate · (1 − rate^(1000t)) / (1 − rate)
///
/// which is exact for any frame length (so any frame rate samples the same curve) and tends to the
/// WWDC 2018 projection `x0 + (v0/1000)·rate/(1 − rate)` (``projectedPosition(from:initialVelocity:)``).
///
/// ```swift
/// let decay = Decay.normal                                      // rate 0.998 per ms
/// decay.projectedDistance(initialVelocity: 1000)                // 499.0
/// decay.duration(initialVelocity: 1000)                         // 2.6465… (until 5 pt/s)
/// decay.position(at: 2.6465, from: 0, initialVelocity: 1000)    // 496.5…
/// decay.velocity(at: 0.5, initialVelocity: 1000)                // 367.5…
/// ```
///
/// ## Numeric contract
/// - Units: time in seconds, positions in points (or any unit), velocities in units per second.
/// - Time before 0 gives the start state; `+∞` gives the resting position and velocity 0. A NaN
///   time, or a NaN or infinite position, velocity or distance, gives NaN (`nil` from
///   ``time(toTravel:initialVelocity:)``): queries never trap. Speeds and thresholds are compared
///   as given: `+∞` is reached at once, 0 or less never.
/// - Finite inputs give finite results unless the result itself is beyond the range of `Double`
///   (`from` near `greatestFiniteMagnitude` moving further out); subnormal thresholds and speeds
///   give finite durations.
/// - ``velocity(at:initialVelocity:)`` is Pop's and UIScrollView's `v0·rate^(1000t)`. Pop's position
///   is a per-millisecond sum, so its exact slope is that velocity times
///   `κ = rate·ln(1/rate)/(1 − rate)` — 0.999 for `.normal`, 0.995 for `.fast`. Both are kept as Pop
///   defines them; a hand-off to a spring uses the reported velocity.
public struct Decay: Sendable, Hashable {
    /// The fraction of velocity kept per millisecond, in `0 < rate < 1`.
    public let rate: Double

    /// Creates a decay.
    ///
    /// - Parameter rate: The fraction of velocity kept per millisecond: 0.998 is UIScrollView's
    ///   `.normal`, 0.99 its `.fast`; closer to 1 glides further.
    /// - Precondition: `0 < rate < 1`; 1 would never stop and 0 stops at once, so both trap, as do
    ///   NaN and values outside.
    public init(rate: Double) {
        precondition(rate > 0 && rate < 1, "Decay(rate:) needs 0 < rate < 1, got \(rate)")
        self.rate = rate
    }

    /// UIScrollView's `.normal` deceleration rate, 0.998 per millisecond (Pop's default).
    public static let normal = Decay(rate: 0.998)

    /// UIScrollView's `.fast` deceleration rate, 0.99 per millisecond.
    public static let fast = Decay(rate: 0.99)

    /// `1000·ln(rate)`: the exponent per second (negative).
    var exponent: Double { 1000 * log(rate) }

    /// `rate / (1 − rate) / 1000`: distance per unit of initial velocity.
    var reach: Double { rate / (1 - rate) / 1000 }

    /// The position at time `t`.
    ///
    /// - Parameters:
    ///   - t: Seconds since release; negative gives `from`, `+∞` the resting position.
    ///   - from: The position at release (default 0).
    ///   - initialVelocity: Units per second at release.
    /// - Returns: `from + v0·rate/(1 − rate)/1000 · (1 − rate^(1000t))`; NaN for NaN inputs.
    public func position(at t: Double, from: Double = 0, initialVelocity: Double) -> Double {
        let position = t <= 0 ? from + 0 * initialVelocity : from + initialVelocity * reach * -expm1(exponent * t)
        // Infinite inputs give NaN (the documented answer), not the ±∞ the formula carries.
        return position.isFinite || (from.isFinite && initialVelocity.isFinite && !t.isNaN) ? position : .nan
    }

    /// The velocity at time `t`: `v0·rate^(1000t)` (`v0` before 0, 0 at `+∞`).
    ///
    /// - Parameters:
    ///   - t: Seconds since release.
    ///   - initialVelocity: Units per second at release.
    /// - Returns: Units per second; NaN for NaN inputs.
    public func velocity(at t: Double, initialVelocity: Double) -> Double {
        if initialVelocity.isInfinite { return .nan }
        return t <= 0 ? initialVelocity : initialVelocity * exp(exponent * t)
    }

    /// How far the motion goes in the end: `(v0/1000)·rate/(1 − rate)`, the WWDC 2018 projection.
    ///
    /// - Parameter initialVelocity: Units per second at release.
    /// - Returns: The signed distance (units); it has the velocity's sign. NaN for a NaN or
    ///   infinite velocity.
    public func projectedDistance(initialVelocity: Double) -> Double {
        initialVelocity.isFinite ? initialVelocity * reach : .nan
    }

    /// Where the motion would come to rest if it never stopped: `from` plus
    /// ``projectedDistance(initialVelocity:)`` — the WWDC 2018 projection, the limit as time goes to
    /// infinity.
    ///
    /// Use it to choose a snapping target or a page before the motion ends. A decay run by Pop's
    /// rule stops a little short of it, once slower than `5 × threshold`:
    /// ``stoppingPosition(from:initialVelocity:threshold:)`` (for a 1,000 pt/s fling at the normal
    /// rate, 496.5 pt away instead of 499).
    ///
    /// - Parameters:
    ///   - from: The position at release.
    ///   - initialVelocity: Units per second at release.
    /// - Returns: The projected position; NaN for a NaN or infinite input.
    public func projectedPosition(from: Double, initialVelocity: Double) -> Double {
        from.isFinite ? from + projectedDistance(initialVelocity: initialVelocity) : .nan
    }

    /// Where a decay run by Pop's rule actually stops: its position at
    /// ``duration(initialVelocity:threshold:)``, when it becomes slower than `5 × threshold`.
    ///
    /// This is where a ``ScrollPhysics`` glide and an ``Animator`` decay come to rest.
    ///
    /// - Parameters:
    ///   - from: The position at release.
    ///   - initialVelocity: Units per second at release.
    ///   - threshold: The property's threshold (default 1, Pop's for points).
    /// - Returns: The stopping position.
    public func stoppingPosition(from: Double, initialVelocity: Double, threshold: Double = 1) -> Double {
        position(at: duration(initialVelocity: initialVelocity, threshold: threshold), from: from, initialVelocity: initialVelocity)
    }

    /// The initial velocity whose motion comes to rest exactly `distance` away: the inverse of
    /// ``projectedDistance(initialVelocity:)``, for a decay that should stop at a chosen point.
    ///
    /// - Parameter distance: The signed distance to travel.
    /// - Returns: Units per second, with the distance's sign; NaN for a NaN or infinite distance.
    public func initialVelocity(toTravel distance: Double) -> Double {
        // A rate so small that `reach` underflows to 0 needs an infinite velocity to move at all.
        distance.isFinite ? (distance == 0 ? 0 : distance / reach) : .nan
    }

    /// How long until the speed falls to `5 × threshold`: Pop's stopping rule.
    ///
    /// Pop stops a decay once every component's speed is below five times the property's
    /// threshold (`kPOPAnimationDecayMinimalVelocityFactor`); for points the threshold is 1, so a
    /// fling stops at 5 pt/s, about 2.5 pt short of the projected rest.
    ///
    /// - Parameters:
    ///   - initialVelocity: Units per second at release.
    ///   - threshold: The property's threshold (default 1, Pop's for points).
    /// - Returns: Seconds ≥ 0: 0 if the speed starts at or below `5 × threshold`, `+∞` if the
    ///   threshold is ≤ 0 (the speed never reaches 0); NaN for NaN inputs and an infinite velocity.
    ///   Finite for every finite velocity and positive threshold, subnormal ones included.
    public func duration(initialVelocity: Double, threshold: Double = 1) -> Double {
        time(untilSpeed: 5 * threshold, initialVelocity: initialVelocity)
    }

    /// How long until the speed falls to `speed`.
    ///
    /// - Parameters:
    ///   - speed: The speed to reach, in units per second.
    ///   - initialVelocity: Units per second at release.
    /// - Returns: `ln(speed/|v0|)/(1000·ln rate)`, or 0 if already at or below it, `+∞` for a speed
    ///   ≤ 0 (never reached); NaN for NaN inputs and an infinite velocity.
    public func time(untilSpeed speed: Double, initialVelocity: Double) -> Double {
        if speed.isNaN || !initialVelocity.isFinite { return .nan }
        let start = abs(initialVelocity)
        if start <= speed { return 0 }
        if speed <= 0 { return .infinity }
        // The ratio underflows for subnormal speeds (log 0 would say "never"): use a difference then.
        let ratio = speed / start
        return (ratio.isNormal ? log(ratio) : log(speed) - log(start)) / exponent
    }

    /// When the motion has travelled `distance` from its start, or `nil` if it never gets there.
    ///
    /// Solves `x(t) − x0 = distance`: `t = ln(1 − distance/projected)/(1000·ln rate)`. Used to find
    /// the exact moment a fling crosses a content edge, independent of any frame.
    ///
    /// - Parameters:
    ///   - distance: The signed distance to cover.
    ///   - initialVelocity: Units per second at release.
    /// - Returns: Seconds ≥ 0 (0 for a zero distance), or `nil` when the distance lies behind the
    ///   motion or at or beyond its projected rest; `nil` for non-finite inputs.
    public func time(toTravel distance: Double, initialVelocity: Double) -> Double? {
        guard distance.isFinite, initialVelocity.isFinite else { return nil }
        if distance == 0 { return 0 }
        let fraction = distance / projectedDistance(initialVelocity: initialVelocity)
        guard fraction > 0, fraction < 1 else { return nil }
        return log1p(-fraction) / exponent
    }
}

extension Decay: CustomStringConvertible {
    /// `Decay(rate: 0.998)`.
    public var description: String { "Decay(rate: \(rate))" }
}
