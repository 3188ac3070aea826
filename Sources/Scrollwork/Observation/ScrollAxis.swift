#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A scroll direction in the plane: which component of a 2-D offset a one-dimensional consumer reads.
///
/// Closed forever (a plane has two axes), so it is an enum.
public enum ScrollAxis: String, Hashable, Sendable, Codable, CaseIterable {
    /// The x component (a horizontally scrolling view).
    case horizontal
    /// The y component (a vertically scrolling view, the usual case).
    case vertical

    /// The component of `point` along this axis.
    package func component(of point: CGPoint) -> Double {
        switch self {
        case .horizontal: return Double(point.x)
        case .vertical: return Double(point.y)
        }
    }

    /// Where `rect` starts along this axis (`minX` or `minY`).
    package func start(of rect: CGRect) -> Double {
        switch self {
        case .horizontal: return Double(rect.minX)
        case .vertical: return Double(rect.minY)
        }
    }

    /// Where `rect` ends along this axis (`maxX` or `maxY`).
    package func end(of rect: CGRect) -> Double {
        switch self {
        case .horizontal: return Double(rect.maxX)
        case .vertical: return Double(rect.maxY)
        }
    }

    /// The extent of `rect` along this axis, standardized as `width` and `height` are (a negative
    /// size is measured from its other end): `end(of:)` minus `start(of:)`.
    package func length(of rect: CGRect) -> Double {
        switch self {
        case .horizontal: return Double(rect.size.width.magnitude)
        case .vertical: return Double(rect.size.height.magnitude)
        }
    }

    /// The extent of `size` along this axis (width or height).
    package func length(of size: CGSize) -> Double {
        switch self {
        case .horizontal: return Double(size.width)
        case .vertical: return Double(size.height)
        }
    }
}
