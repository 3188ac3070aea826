/// A value that can be blended between two instances of itself.
///
/// Every value a ``Timeline`` animates conforms: the timeline finds the active ``Scale``, eases its
/// progress and asks the value type to blend the scale's endpoints.
///
/// ## Laws
/// - `interpolate(from: a, to: b, progress: 0)` is `a` and `progress: 1` is `b`, up to rounding
///   (exactly, for the conformances Scrollwork ships — infinite components included).
/// - `progress` usually lies in `0...1`, but eased progress may leave it (back and elastic curves
///   overshoot): conformances extrapolate along the same line instead of clamping.
/// - Never a trap. For the numeric components of the shipped conformances: a NaN anywhere gives
///   NaN. With finite endpoints the result never overflows inside `0...1`, even for endpoints at
///   ±greatestFiniteMagnitude; outside it, it is ±∞ only where the extrapolated value is beyond
///   the range, and an infinite `progress` gives the infinity the extrapolation heads to (the
///   endpoint when both are equal). With infinite endpoints: equal ones stay that infinity;
///   between `+∞` and `−∞` the result is NaN inside `0...1` and the nearer endpoint's infinity
///   outside it; one infinite endpoint gives its infinity, negated where its weight (`1 − progress`
///   for `from`, `progress` for `to`) is negative; an infinite progress with an infinite endpoint
///   is NaN.
///
/// ```swift
/// Double.interpolate(from: 10, to: 20, progress: 0.25)   // 12.5
/// Double.interpolate(from: 10, to: 20, progress: 1.1)    // 21 (extrapolated)
/// ```
public protocol Interpolatable {
    /// Blends `from` toward `to`.
    ///
    /// - Parameters:
    ///   - from: The value at progress 0.
    ///   - to: The value at progress 1.
    ///   - progress: How far to go, usually in `0...1`; values outside extrapolate.
    /// - Returns: The blended value.
    static func interpolate(from: Self, to: Self, progress: Double) -> Self
}

/// The linear blend `from·(1 − progress) + to·progress`, exact at progress 0 and 1.
@inlinable
func lerp(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    let value = from * (1 - progress) + to * progress
    // A non-finite result comes only from non-finite values or from rounding past the range: a
    // branch the common case never takes, so the hot path keeps its two multiplications and an addition.
    return value.isFinite ? value : lerpNonFinite(from, to, progress, value)
}

/// The blend where the plain formula gave `value`, which is not finite: see ``Interpolatable``'s laws.
@usableFromInline
func lerpNonFinite(_ from: Double, _ to: Double, _ progress: Double, _ value: Double) -> Double {
    if from.isNaN || to.isNaN || progress.isNaN { return .nan }
    if progress == 0 { return from }
    if progress == 1 { return to }
    if from.isFinite && to.isFinite {
        if progress.isInfinite { return from == to ? from : (to > from) == (progress > 0) ? .infinity : -.infinity }
        // The products or their sum rounded past the range: inside 0...1 the blend lies between
        // the endpoints; outside it, `from + (to − from)·progress` overflows only where the value
        // itself is beyond the range (even when `to − from` overflows).
        if progress > 0 && progress < 1 { return min(max(value, min(from, to)), max(from, to)) }
        return from + (to - from) * progress
    }
    if from == to { return from }
    if progress.isInfinite { return .nan }
    if from.isInfinite && to.isInfinite { return progress > 0 && progress < 1 ? .nan : progress < 0 ? from : to }
    // One infinite endpoint: its infinity, with the sign of its weight.
    return from.isInfinite ? (1 - progress > 0 ? from : -from) : (progress > 0 ? to : -to)
}

extension Double: Interpolatable {
    /// Linear blend `from·(1 − progress) + to·progress`: exactly `from` at 0 and `to` at 1, also
    /// for infinite endpoints (see the protocol's laws for non-finite values).
    @inlinable
    public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
        lerp(from, to, progress)
    }
}

extension Float: Interpolatable {
    /// Linear blend computed in `Double` and rounded to `Float` once; exact at 0 and 1.
    @inlinable
    public static func interpolate(from: Float, to: Float, progress: Double) -> Float {
        Float(lerp(Double(from), Double(to), progress))
    }
}
