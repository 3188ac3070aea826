#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A path an element travels along: lines, quadratic and cubic Bézier curves and elliptical arcs,
/// as SVG path data (`M L H V C S Q T A Z`) or built in Swift, travelled at uniform speed by arc
/// length.
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// let wave = try MotionPath(pathData: "M0 0 C50 -80 150 80 200 0")
/// let halfway = wave.placement(at: 0.5, rotation: .tangent())
/// print(String(format: "(%.3f, %.3f) %.1f°", halfway.x, halfway.y, halfway.angle * 180 / .pi))
/// ```
///
/// ```text
/// (100.000, 0.000) 28.1°
/// ```
///
/// A fraction of the path means a fraction of its **length**, not of a curve's parameter: at 0.5 the
/// element has travelled exactly half the path's ``length``, so equal steps of scroll move it equal
/// distances whatever the curve's control points do. Lengths come from adaptive Gauss–Legendre
/// quadrature, and a fraction is turned back into a place on a curve by a safeguarded Newton
/// iteration on that integral, so the distance travelled is within 1e-9 × ``length`` of the
/// fraction asked for (in practice about 1e-13).
///
/// Coordinates are Core Graphics' and SVG's: y grows downwards, and an angle is in radians,
/// clockwise on screen from the x axis (the angle `CGAffineTransform(rotationAngle:)` and CSS
/// `rotate()` take).
///
/// Decisions where SVG leaves a motion path open:
/// - A move (`M`) inside a path is a jump: it adds no length, and the element passes from the end
///   of one subpath to the start of the next at one fraction (at that fraction exactly it is at the
///   end of the earlier subpath).
/// - A close (`Z`) is a line back to the subpath's start, travelled like any line.
/// - A path without length (empty, a lone move, or segments of zero length) places the element at
///   its first point (or the origin when empty), with angle 0 plus any offset.
/// - Arcs follow SVG's implementation notes: out-of-range radii are scaled up (F.6.6), an arc with a
///   zero radius is a line, an arc to its own start point is left out (F.6.2), and negative radii
///   count as their magnitude.
///
/// - Complexity: Building is O(*n*·*k*) for *n* segments, where *k* is the number of quadrature
///   pieces a segment needs (1 for lines and most curves, a few dozen near a cusp); a placement is
///   O(log *n* + log *k*) plus a few Newton steps of one 16-point quadrature each.
public struct MotionPath: Hashable, Sendable {
    /// The path's elements, absolute and normalised (`H`/`V` as lines, `S`/`T` as curves with
    /// their reflected control points), in order.
    public private(set) var elements: [Element] = []
    /// The measured pieces, one per element that draws; derived from ``elements``.
    var pieces: [Piece] = []
    /// Where the current subpath began, for a close.
    var subpathStart: (x: Double, y: Double)?
    /// The current point.
    var current: (x: Double, y: Double)?

    /// An empty path: ``length`` 0, every placement at the origin.
    public init() {}

    /// A path made of `elements`, in order.
    ///
    /// - Precondition: Every coordinate is finite.
    public init(_ elements: [Element]) {
        for element in elements { append(element) }
    }

    /// A path built by a closure of elements.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let arch = MotionPath {
    ///     MotionPath.Element.move(to: CGPoint(x: 0, y: 100))
    ///     MotionPath.Element.curve(to: CGPoint(x: 200, y: 100), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 200, y: 0))
    ///     MotionPath.Element.arc(to: CGPoint(x: 0, y: 100), radiusX: 100, radiusY: 50, sweep: true)
    /// }
    /// print(arch.pathData)
    /// ```
    ///
    /// ```text
    /// M0 100 C0 0 200 0 200 100 A100 50 0 0 1 0 100
    /// ```
    ///
    /// - Precondition: Every coordinate is finite.
    public init(@Builder _ elements: () -> [Element]) {
        self.init(elements())
    }

    /// Collects a path's elements: one element per line, `if`, `for` and `if/else` included.
    @resultBuilder
    public enum Builder {
        /// One element.
        public static func buildExpression(_ element: Element) -> [Element] { [element] }
        /// Elements from a loop or a nested builder.
        public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
        /// The block's elements, in order.
        public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
        /// An `if` without `else`.
        public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
        /// The first branch of an `if/else`.
        public static func buildEither(first part: [Element]) -> [Element] { part }
        /// The second branch of an `if/else`.
        public static func buildEither(second part: [Element]) -> [Element] { part }
        /// A `for` loop.
        public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    }

    /// The path's length in points: the sum of its segments' arc lengths (a move adds nothing).
    ///
    /// Within about 1e-13 of the exact length relative to it (adaptive Gauss–Legendre quadrature).
    public var length: Double { pieces.last?.end ?? 0 }

    /// Two paths are equal when their ``elements`` are.
    public static func == (lhs: MotionPath, rhs: MotionPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the ``elements``.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: Building

    /// Starts a new subpath at `point`.
    ///
    /// - Precondition: `point` is finite.
    public mutating func move(to point: CGPoint) { append(.move(to: point)) }

    /// Adds a straight line from the current point to `point`.
    ///
    /// A path that does not start with a move starts at the origin (an explicit `move(to: .zero)`
    /// is added, so ``pathData`` is valid).
    ///
    /// - Precondition: `point` is finite.
    public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    ///
    /// - Precondition: Both points are finite.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { append(.quadCurve(to: point, control: control)) }

    /// Adds a cubic Bézier curve from the current point to `point`.
    ///
    /// - Precondition: All three points are finite.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds an elliptical arc from the current point to `point`, as SVG's `A` command describes it.
    ///
    /// - Parameters:
    ///   - point: Where the arc ends.
    ///   - radiusX: The ellipse's x radius (scaled up if too small to reach `point`).
    ///   - radiusY: The ellipse's y radius.
    ///   - rotation: The ellipse's x axis rotation in **degrees**, as in SVG (default 0).
    ///   - largeArc: Whether to take the arc larger than 180° (default `false`).
    ///   - sweep: Whether the arc turns in the positive-angle direction, clockwise on screen
    ///     (default `false`).
    /// - Precondition: Every number is finite.
    public mutating func addArc(to point: CGPoint, radiusX: Double, radiusY: Double, rotation: Double = 0, largeArc: Bool = false, sweep: Bool = false) {
        append(.arc(to: point, radiusX: radiusX, radiusY: radiusY, rotation: rotation, largeArc: largeArc, sweep: sweep))
    }

    /// Closes the current subpath with a line back to its start. Does nothing on an empty path.
    public mutating func closeSubpath() { append(.close) }

    /// Appends `element`, measuring the segment it draws.
    mutating func append(_ element: Element) {
        precondition(element.isFinite, "MotionPath: every coordinate must be finite, got \(element)")
        if case .close = element.kind {
            guard let start = subpathStart, let from = current else { return }
            elements.append(element)
            appendPiece(.line(from.x, from.y, start.x, start.y))
            current = start
            return
        }
        if case .move(let x, let y) = element.kind {
            elements.append(element)
            subpathStart = (x, y)
            current = (x, y)
            return
        }
        if current == nil {
            elements.append(.move(to: .zero))
            subpathStart = (0, 0)
            current = (0, 0)
        }
        let from = current!
        elements.append(element)
        switch element.kind {
        case .line(let x, let y):
            appendPiece(.line(from.x, from.y, x, y))
            current = (x, y)
        case .quad(let cx, let cy, let x, let y):
            appendPiece(.quad(from.x, from.y, cx, cy, x, y))
            current = (x, y)
        case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
            appendPiece(.cubic(from.x, from.y, c1x, c1y, c2x, c2y, x, y))
            current = (x, y)
        case .arc(let rx, let ry, let rotation, let large, let sweep, let x, let y):
            if let curve = Curve.arc(from: from, to: (x, y), rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep) {
                appendPiece(curve)
            }
            current = (x, y)
        case .move, .close:
            break
        }
    }

    /// Measures `curve` and adds it after the last piece.
    mutating func appendPiece(_ curve: Curve) {
        let start = pieces.last?.end ?? 0
        pieces.append(Piece(curve: curve, start: start))
    }
}
