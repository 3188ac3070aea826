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
/// - Never a trap. For the numeric components of the shipped conformances, equal endpoints give
///   that endpoint at any progress (infinite ones included). Otherwise the result is
///   `from·(1 − progress) + to·progress` as IEEE arithmetic computes it: a NaN anywhere gives NaN;
///   finite endpoints stay finite inside `0...1` (up to ±greatestFiniteMagnitude, unless both lie
///   within a few units in the last place of it with the same sign); outside it a value beyond the
///   range is ±∞, or NaN when both products overflow (a progress near ±greatestFiniteMagnitude);
///   an infinite endpoint or progress gives ±∞, or NaN where the formula meets `∞ × 0` or `∞ − ∞`.
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

/// The linear blend `from·(1 − progress) + to·progress`, exact at progress 0 and 1 and for equal
/// endpoints — infinite ones included, where the products would meet `∞ × 0` or `∞ − ∞`.
///
/// The exact cases are selects, not branches (no call, nothing the optimiser must keep out of
/// line): the timeline's per-frame path pays two comparisons and no more.
@inlinable
func lerp(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    let value = from * (1 - progress) + to * progress
    return progress == 0 || from == to ? from : progress == 1 ? to : value
}

/// `value` capped at ±greatestFiniteMagnitude (NaN stays NaN): for motions that may overshoot a
/// target at the end of the range, whose reported offsets must stay finite.
func saturated(_ value: Double) -> Double {
    min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
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
