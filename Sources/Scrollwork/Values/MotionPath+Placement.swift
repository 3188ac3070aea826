#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension MotionPath {
    /// Where an element travelling a path is, and which way it points.
    ///
    /// An ``AnimatableVector`` of three components — x, y and the angle in radians — so a path
    /// track can write into a ``TrackBuffer`` and a reading gives it back with
    /// `MotionPath.Placement(animationComponents:)`. Interpolating two placements blends the
    /// components (a straight line, not the path).
    public struct Placement: Hashable, Sendable, CustomStringConvertible {
        /// The x coordinate.
        public var x: Double
        /// The y coordinate.
        public var y: Double
        /// The angle in radians, clockwise on screen from the x axis: the tangent's direction in
        /// `-π...π` plus the rotation's offset when the rotation follows the tangent, otherwise 0.
        public var angle: Double

        /// A placement at `(x, y)` turned by `angle` radians.
        public init(x: Double, y: Double, angle: Double = 0) {
            self.x = x
            self.y = y
            self.angle = angle
        }

        /// `(x, y) angle` in radians.
        public var description: String { "(\(x), \(y)) \(angle)" }
    }

    /// Whether an element turns to follow the path: a struct over a private enum, so that other
    /// rules can be added without breaking a client `switch`.
    ///
    /// The offset is kept in degrees, as a document writes it (`"autoRotate": 90`), so a rotation
    /// reads back from a document equal to itself; ``offset`` gives it in radians.
    public struct Rotation: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case fixed
            case tangent(degrees: Double)
        }

        let kind: Kind

        /// The element keeps its angle: every placement's angle is 0.
        public static let fixed = Rotation(kind: .fixed)

        /// The element turns along the path's tangent (GSAP's `autoRotate`), plus `offset` radians
        /// (default 0): an arrow drawn pointing up follows with `.tangent(offset: .pi / 2)`.
        ///
        /// - Precondition: `offset` is finite.
        public static func tangent(offset: Double = 0) -> Rotation {
            precondition(offset.isFinite, "MotionPath.Rotation.tangent(offset:) needs a finite offset, got \(offset)")
            return Rotation(kind: .tangent(degrees: offset * 180 / .pi))
        }

        /// The element turns along the path's tangent plus `degrees` (GSAP's `autoRotate: 90`).
        ///
        /// - Precondition: `degrees` is finite.
        public static func tangent(degrees: Double) -> Rotation {
            precondition(degrees.isFinite, "MotionPath.Rotation.tangent(degrees:) needs a finite offset, got \(degrees)")
            return Rotation(kind: .tangent(degrees: degrees))
        }

        /// Whether the element follows the tangent.
        public var followsTangent: Bool {
            if case .tangent = kind { return true }
            return false
        }

        /// The offset added to the tangent's angle, in radians (0 for ``fixed``).
        public var offset: Double { degrees * .pi / 180 }

        /// The offset added to the tangent's angle, in degrees (0 for ``fixed``).
        public var degrees: Double {
            if case .tangent(let degrees) = kind { return degrees }
            return 0
        }

        /// `fixed` or `tangent(90.0°)`.
        public var description: String { followsTangent ? "tangent(\(degrees)°)" : "fixed" }
    }

    /// Where an element is after travelling `fraction` of the path's length, and its angle.
    ///
    /// `fraction` is clamped into `0...1` (a NaN reads as 0): a path is not wrapped around. At a
    /// fraction where the path joins two segments the element takes the earlier segment's end and
    /// tangent.
    ///
    /// - Parameters:
    ///   - fraction: How far along, as a fraction of ``length``.
    ///   - rotation: Whether the angle follows the tangent (default ``Rotation/fixed``: angle 0).
    /// - Returns: The position, within 1e-9 × ``length`` along the path of the exact distance, and
    ///   the angle.
    /// - Complexity: O(log *n* + log *k*) for *n* segments of at most *k* quadrature intervals, plus
    ///   a few Newton steps of 16 evaluations each.
    public func placement(at fraction: Double, rotation: Rotation = .fixed) -> Placement {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        guard length > 0 else {
            let point = firstPoint
            return Placement(x: point.x, y: point.y, angle: rotation.offset)
        }
        let distance = f * length
        let (index, u) = locate(distance)
        let curve = pieces[index].curve
        let point = u >= 1 ? curve.point(at: 1) : curve.point(at: u)
        guard rotation.followsTangent else { return Placement(x: point.x, y: point.y, angle: 0) }
        let direction = curve.direction(at: u) ?? (1, 0)
        return Placement(x: point.x, y: point.y, angle: atan2(direction.y, direction.x) + rotation.offset)
    }

    /// The point at `fraction` of the length (see ``placement(at:rotation:)``).
    public func point(at fraction: Double) -> CGPoint { placement(at: fraction).position }

    /// The segment holding `distance` (the first one of non-zero length whose end reaches it) and
    /// the parameter there.
    func locate(_ distance: Double) -> (index: Int, u: Double) {
        // The first piece whose end is at or after `distance` and which has length.
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].end >= distance { high = middle } else { low = middle + 1 }
        }
        var index = low
        while pieces[index].length <= 0 && index + 1 < pieces.count { index += 1 }
        while pieces[index].length <= 0 && index > 0 { index -= 1 }
        let piece = pieces[index]
        return (index, piece.parameter(atDistance: distance - piece.start))
    }

    /// The first point of the path, or the origin when it is empty.
    var firstPoint: (x: Double, y: Double) {
        guard let first = elements.first, case .move(let x, let y) = first.kind else { return (0, 0) }
        return (x, y)
    }
}

extension MotionPath.Placement {
    /// The position as a point.
    public var position: CGPoint { CGPoint(x: x, y: y) }
}

extension MotionPath.Placement: AnimatableVector {
    /// Blends x, y and angle independently.
    public static func interpolate(from: Self, to: Self, progress: Double) -> Self {
        Self(x: lerp(from.x, to.x, progress), y: lerp(from.y, to.y, progress), angle: lerp(from.angle, to.angle, progress))
    }

    /// Three components: x, y, angle.
    public var animationComponents: AnimationComponents { AnimationComponents(x, y, angle) }

    /// The placement of components x, y, angle.
    public init(animationComponents: AnimationComponents) {
        self.init(x: animationComponents[0], y: animationComponents[1], angle: animationComponents[2])
    }
}
