import Foundation

extension CGFloat: Interpolatable {
    /// Linear blend `from + (to - from) * progress`, computed in `Double`.
    @inlinable
    public static func interpolate(from: CGFloat, to: CGFloat, progress: Double) -> CGFloat {
        CGFloat(Double(from) + (Double(to) - Double(from)) * progress)
    }
}

extension CGPoint: Interpolatable {
    /// Blends `x` and `y` independently.
    @inlinable
    public static func interpolate(from: CGPoint, to: CGPoint, progress: Double) -> CGPoint {
        CGPoint(
            x: Double.interpolate(from: Double(from.x), to: Double(to.x), progress: progress),
            y: Double.interpolate(from: Double(from.y), to: Double(to.y), progress: progress)
        )
    }
}

extension CGSize: Interpolatable {
    /// Blends `width` and `height` independently; a negative result is kept as is (no clamping).
    @inlinable
    public static func interpolate(from: CGSize, to: CGSize, progress: Double) -> CGSize {
        CGSize(
            width: Double.interpolate(from: Double(from.width), to: Double(to.width), progress: progress),
            height: Double.interpolate(from: Double(from.height), to: Double(to.height), progress: progress)
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
