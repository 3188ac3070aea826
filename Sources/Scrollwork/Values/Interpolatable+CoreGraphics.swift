#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension CGFloat: Interpolatable {
    /// Linear blend `from·(1 − progress) + to·progress`, computed in `Double`.
    @inlinable
    public static func interpolate(from: CGFloat, to: CGFloat, progress: Double) -> CGFloat {
        CGFloat(lerp(Double(from), Double(to), progress))
    }
}

extension CGPoint: Interpolatable {
    /// Blends `x` and `y` independently.
    @inlinable
    public static func interpolate(from: CGPoint, to: CGPoint, progress: Double) -> CGPoint {
        CGPoint(
            x: lerp(Double(from.x), Double(to.x), progress),
            y: lerp(Double(from.y), Double(to.y), progress)
        )
    }
}

extension CGSize: Interpolatable {
    /// Blends `width` and `height` independently; a negative result is kept as is (no clamping).
    @inlinable
    public static func interpolate(from: CGSize, to: CGSize, progress: Double) -> CGSize {
        CGSize(
            width: lerp(Double(from.width), Double(to.width), progress),
            height: lerp(Double(from.height), Double(to.height), progress)
        )
    }
}

extension CGRect: Interpolatable {
    /// Blends `origin.x`, `origin.y`, `size.width` and `size.height` independently, as stored
    /// (the rectangle is not standardised first).
    @inlinable
    public static func interpolate(from: CGRect, to: CGRect, progress: Double) -> CGRect {
        CGRect(
            origin: .interpolate(from: from.origin, to: to.origin, progress: progress),
            size: .interpolate(from: from.size, to: to.size, progress: progress)
        )
    }
}
