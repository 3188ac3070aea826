/// A time-based animation: a duration and an easing, like Pop's basic animation.
///
/// Progress is computed from the absolute time since the start, `easing(min(t, duration)/duration)`,
/// never accumulated frame by frame, so dropped frames cannot stretch it. (Animators that add the
/// display link's nominal frame duration on every tick make each missed frame lengthen the
/// animation.)
///
/// ```swift
/// let tween = Tween(duration: 0.5, easing: .easeInOutCubic)
/// tween.progress(at: 0.25)                      // 0.5
/// tween.value(at: 0.125, from: 0.0, to: 200)    // 12.5
/// tween.value(at: 9, from: 0.0, to: 200)        // 200.0 (held after the end)
/// ```
///
/// ## Numeric contract
/// - Time is clamped into `0...duration`: before the start the eased progress is `easing(0)`
///   (0 for continuous curves), after the end `easing(1)` (1).
/// - A zero duration jumps: progress is `easing(0)` before time 0 and `easing(1)` from time 0 on.
/// - A NaN time gives NaN progress (the easings pass NaN through).
public struct Tween: Sendable, Hashable {
    /// Seconds, ≥ 0.
    public let duration: Double
    /// The timing curve.
    public let easing: Easing

    /// Creates a tween.
    ///
    /// - Parameters:
    ///   - duration: Seconds, ≥ 0 (default 0.4, Pop's `kPOPAnimationDurationDefault`).
    ///   - easing: The timing curve (default ``Easing/ease``, Core Animation's default and Pop's).
    /// - Precondition: `duration` is finite and ≥ 0.
    public init(duration: Double = 0.4, easing: Easing = .ease) {
        precondition(duration.isFinite && duration >= 0, "Tween(duration:easing:) needs a finite duration >= 0, got \(duration)")
        self.duration = duration
        self.easing = easing
    }

    /// Linear progress at `t`: `t / duration` clamped into `0...1` (see the type's contract for a
    /// zero duration and NaN).
    ///
    /// - Parameter t: Seconds since the start.
    /// - Returns: Progress in `0...1`, or NaN.
    @inlinable
    public func linearProgress(at t: Double) -> Double {
        if t.isNaN { return t }
        if duration == 0 { return t < 0 ? 0 : 1 }
        return min(max(t / duration, 0), 1)
    }

    /// Eased progress at `t`: `easing(linearProgress(at: t))`.
    ///
    /// - Parameter t: Seconds since the start.
    /// - Returns: Eased progress; it may leave `0...1` for overshooting curves.
    @inlinable
    public func progress(at t: Double) -> Double {
        easing(linearProgress(at: t))
    }

    /// The value at `t` of a move from `from` to `to`.
    ///
    /// - Parameters:
    ///   - t: Seconds since the start.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    /// - Returns: `Value.interpolate(from:to:progress:)` at the eased progress.
    @inlinable
    public func value<Value: Interpolatable>(at t: Double, from: Value, to: Value) -> Value {
        Value.interpolate(from: from, to: to, progress: progress(at: t))
    }

    /// The velocity at `t` of a move from `from` to `to`, in units per second.
    ///
    /// An easing is any function, so its slope is estimated by a central difference over 1e-6 of
    /// the progress (one-sided at the ends); it is 0 before the start, after the end, and for a
    /// zero duration.
    ///
    /// - Parameters:
    ///   - t: Seconds since the start.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    /// - Returns: Units per second; NaN for a NaN time. 0 for a move of zero distance or a flat
    ///   stretch of the curve, however short the duration or long the distance (where the product
    ///   would be `∞ × 0`); ±∞ when the velocity itself is beyond the range.
    public func velocity(at t: Double, from: Double, to: Double) -> Double {
        if t.isNaN { return t }
        guard duration > 0, t >= 0, t <= duration else { return 0 }
        let step = 1e-6
        let p = t / duration
        let low = max(p - step, 0), high = min(p + step, 1)
        let rate = (easing(high) - easing(low)) / (high - low) / duration, distance = to - from
        var velocity = rate * distance
        if !velocity.isFinite {
            // The distance may overflow where the velocity does not; ∞ × 0 means no motion.
            if rate.isFinite && from.isFinite && to.isFinite { velocity = rate * to - rate * from }
            if velocity.isNaN && (rate == 0 || distance == 0) { velocity = 0 }
        }
        return velocity
    }
}
