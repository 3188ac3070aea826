/// A value that can be blended between two instances.
public protocol Interpolatable {
    /// Blends `from` toward `to`.
    static func interpolate(from: Self, to: Self, progress: Double) -> Self
}
