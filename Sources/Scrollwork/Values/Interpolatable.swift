/// A value that can be blended between two instances of itself.
///
/// Every value a ``Timeline`` animates conforms: the timeline finds the active ``Scale``, eases its
/// progress and asks the value type to blend the scale's endpoints.
///
/// ## Laws
/// - `interpolate(from: a, to: b, progress: 0)` is `a` and `progress: 1` is `b`, up to rounding
///   (exactly, for the conformances Scrollwork ships).
/// - `progress` usually lies in `0...1`, but eased progress may leave it (back and elastic curves
///   overshoot): conformances extrapolate along the same line instead of clamping.
/// - A non-finite `progress` produces a non-finite result for numeric components; it is never a trap.
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
    from * (1 - progress) + to * progress
}

extension Double: Interpolatable {
    /// Linear blend `from·(1 − progress) + to·progress`: exactly `from` at 0 and `to` at 1.
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
