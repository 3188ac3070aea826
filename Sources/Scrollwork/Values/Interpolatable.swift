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
///   NaN; an infinite `progress` gives the infinity the extrapolation heads to (the common value
///   when both endpoints are equal); equal infinite endpoints stay that infinity; a blend strictly
///   between `+∞` and `−∞` is NaN. Finite endpoints anywhere in the finite range never overflow
///   inside `0...1`.
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
    // NaN without a NaN input comes only from infinities (∞ × 0, ∞ − ∞): a branch the common case
    // never takes, so the hot path keeps its two multiplications and an addition.
    return value.isNaN ? lerpNonFinite(from, to, progress) : value
}

/// The blend where the plain formula gave NaN: see ``Interpolatable``'s laws.
@usableFromInline
func lerpNonFinite(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    if from.isNaN || to.isNaN || progress.isNaN { return .nan }
    if progress == 0 { return from }
    if progress == 1 { return to }
    if from == to { return from }
    if progress.isInfinite && from.isFinite && to.isFinite { return (to > from) == (progress > 0) ? .infinity : -.infinity }
    return .nan
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
