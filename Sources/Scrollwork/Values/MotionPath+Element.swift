#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension MotionPath {
    /// One command of a path, absolute: a move, a line, a quadratic or cubic curve, an elliptical
    /// arc, or a close.
    ///
    /// Relative commands, `H`, `V`, `S` and `T` in path data become these absolute elements as they
    /// are read, so ``MotionPath/pathData`` writes `M L Q C A Z` only.
    ///
    /// A struct over a private enum, so that the set can grow without breaking a client `switch`.
    public struct Element: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case move(Double, Double)
            case line(Double, Double)
            case quad(Double, Double, Double, Double)
            case cubic(Double, Double, Double, Double, Double, Double)
            case arc(Double, Double, Double, Bool, Bool, Double, Double)
            case close
        }

        let kind: Kind

        init(kind: Kind) { self.kind = kind }

        /// Starts a subpath at `point` (SVG `M`).
        public static func move(to point: CGPoint) -> Element { Element(kind: .move(Double(point.x), Double(point.y))) }

        /// A straight line to `point` (SVG `L`).
        public static func line(to point: CGPoint) -> Element { Element(kind: .line(Double(point.x), Double(point.y))) }

        /// A quadratic Bézier curve to `point` (SVG `Q`).
        public static func quadCurve(to point: CGPoint, control: CGPoint) -> Element {
            Element(kind: .quad(Double(control.x), Double(control.y), Double(point.x), Double(point.y)))
        }

        /// A cubic Bézier curve to `point` (SVG `C`).
        public static func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) -> Element {
            Element(kind: .cubic(Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(point.x), Double(point.y)))
        }

        /// An elliptical arc to `point` (SVG `A`); `rotation` is in degrees. See
        /// ``MotionPath/addArc(to:radiusX:radiusY:rotation:largeArc:sweep:)``.
        public static func arc(to point: CGPoint, radiusX: Double, radiusY: Double, rotation: Double = 0, largeArc: Bool = false, sweep: Bool = false) -> Element {
            Element(kind: .arc(radiusX, radiusY, rotation, largeArc, sweep, Double(point.x), Double(point.y)))
        }

        /// A line back to the subpath's start (SVG `Z`).
        public static let close = Element(kind: .close)

        /// Whether every number is finite.
        var isFinite: Bool { numbers.allSatisfy(\.isFinite) }

        /// The command's numbers in SVG order (flags as 0 and 1).
        var numbers: [Double] {
            switch kind {
            case .move(let x, let y), .line(let x, let y): [x, y]
            case .quad(let a, let b, let c, let d): [a, b, c, d]
            case .cubic(let a, let b, let c, let d, let e, let f): [a, b, c, d, e, f]
            case .arc(let rx, let ry, let rotation, let large, let sweep, let x, let y): [rx, ry, rotation, large ? 1 : 0, sweep ? 1 : 0, x, y]
            case .close: []
            }
        }

        /// The command's letter.
        var letter: String {
            switch kind {
            case .move: "M"
            case .line: "L"
            case .quad: "Q"
            case .cubic: "C"
            case .arc: "A"
            case .close: "Z"
            }
        }

        /// The element as path data, e.g. `C0 0 50 80 100 0`.
        public var description: String {
            let numbers = self.numbers
            return numbers.isEmpty ? letter : letter + numbers.map(Self.format).joined(separator: " ")
        }

        /// `value` as short path data: integers without a fraction, others as Swift prints them
        /// (shortest round-tripping form, which path data reads back exactly).
        static func format(_ value: Double) -> String {
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        }
    }

    /// The path as SVG path data, absolute and normalised (`M L Q C A Z`), one space between
    /// commands: `MotionPath(pathData: path.pathData)` equals `path`.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    public var pathData: String { elements.map(\.description).joined(separator: " ") }
}
