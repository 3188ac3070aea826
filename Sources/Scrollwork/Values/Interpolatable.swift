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

extension Double: Interpolatable {
    /// Linear blend `from + (to - from) * progress`.
    @inlinable
    public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
        from + (to - from) * progress
    }
}

extension Float: Interpolatable {
    /// Linear blend computed in `Double` and rounded to `Float` once.
    @inlinable
    public static func interpolate(from: Float, to: Float, progress: Double) -> Float {
        Float(Double(from) + (Double(to) - Double(from)) * progress)
    }
}
