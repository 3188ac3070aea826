/// Where a scene starts or ends, in the vocabulary of ScrollTrigger's `start: "top center"`.
///
/// An anchor is either an absolute offset, or "this edge of an element (or of the content) meets
/// that edge of the viewport" — the scroll offset at which the two coincide. Anchors are resolved by
/// a ``Stage`` from its ``StageLayout`` and resolved again whenever the layout changes, so scenes
/// follow the content when sizes change.
///
/// ```swift
/// ScrollAnchor.offset(400)                                   // at offset 400
/// ScrollAnchor.element("hero", .start, meets: .center)    // GSAP "top center"
/// ScrollAnchor.element("hero", .end, meets: .start)        // GSAP "bottom top"
/// ScrollAnchor.content(.end, meets: .end)                  // the largest offset (content end)
/// ScrollAnchor.view(.entry, of: "card", at: .fraction(0.25))  // CSS `entry 25%`
/// ```
///
/// Resolved offset = (element origin + `edge` along the element's length)
///                 − (`viewportEdge` along the viewport's length) + `points`;
/// for a named range of an element (``view(_:of:at:insets:)``), the range's 0 % + `edge` along its
/// length + `points`, the range found by ``ViewRange``'s rules.
public struct ScrollAnchor: Hashable, Sendable, Codable, CustomStringConvertible {
    enum Reference: Hashable, Sendable, Codable {
        case absolute
        case element(String)
        case content
    }

    /// A named range of an element's pass through the viewport (``ScrollAnchor/view(_:of:at:insets:)``).
    struct View: Hashable, Sendable, Codable {
        var range: ViewRange
        var insets: ViewInsets
    }

    let reference: Reference
    let edge: Position
    let viewportEdge: Position
    let points: Double
    /// For a view anchor, its named range of the element in ``reference``, `edge` being the
    /// position along the range; `nil` for an edge anchor. (A field beside the reference rather
    /// than a case of it: the reference stays a single-payload enum, which a stage copies more
    /// cheaply — W2 build n = 1,000: 7.14 M instructions with a third payload case, 6.97 M so.)
    let view: View?

    init(reference: Reference, edge: Position, viewportEdge: Position, points: Double, view: View? = nil) {
        self.reference = reference
        self.edge = edge
        self.viewportEdge = viewportEdge
        self.points = points
        self.view = view
    }

    /// A fixed offset.
    public static func offset(_ offset: Double) -> ScrollAnchor {
        ScrollAnchor(reference: .absolute, edge: .start, viewportEdge: .start, points: offset)
    }

    /// The offset at which `edge` of the element named `name` meets `viewportEdge`, plus `points`.
    ///
    /// The element's frame comes from ``StageLayout/elements``; until the stage knows it, scenes
    /// that use the anchor are unresolved (inactive, see ``Stage``).
    public static func element(_ name: String, _ edge: Position = .start, meets viewportEdge: Position = .start, plus points: Double = 0) -> ScrollAnchor {
        ScrollAnchor(reference: .element(name), edge: edge, viewportEdge: viewportEdge, points: points)
    }

    /// The offset at which `edge` of the whole content meets `viewportEdge`, plus `points`.
    /// `.content(.end, meets: .end)` is the largest offset the content allows.
    public static func content(_ edge: Position, meets viewportEdge: Position, plus points: Double = 0) -> ScrollAnchor {
        ScrollAnchor(reference: .content, edge: edge, viewportEdge: viewportEdge, points: points)
    }

    /// The anchor moved by `points`.
    public static func + (anchor: ScrollAnchor, points: Double) -> ScrollAnchor {
        ScrollAnchor(reference: anchor.reference, edge: anchor.edge, viewportEdge: anchor.viewportEdge, points: anchor.points + points, view: anchor.view)
    }

    /// The element this anchor depends on, if any.
    public var elementName: String? {
        if case .element(let name) = reference { return name }
        return nil
    }

    /// The offset this anchor resolves to in `layout`, or `nil` if it names an element the layout
    /// does not have, or if the result is not finite (a NaN or infinite size, frame or number, or
    /// a sum that overflows): a stage leaves a scene with such an anchor unresolved.
    public func resolve(in layout: StageLayout) -> Double? {
        guard let offset = unvalidatedResolve(in: layout), offset.isFinite else { return nil }
        return offset
    }

    private func unvalidatedResolve(in layout: StageLayout) -> Double? {
        let viewport = viewportPosition(in: layout)
        switch reference {
        case .absolute:
            return points
        case .content:
            return edge.position(origin: 0, length: layout.axis.length(of: layout.content)) - viewport + points
        case .element(let name):
            guard let frame = layout.elements[name] else { return nil }
            let origin = layout.axis.start(of: frame)
            if let view {
                let visible = view.insets.visibleEdges(viewportLength: layout.axis.length(of: layout.viewport))
                let (low, high) = view.range.bounds(origin: origin, length: layout.axis.length(of: frame),
                                                    visibleStart: visible.start, visibleEnd: visible.end)
                return lerp(low, high, edge.fraction) + (edge.points + points)
            }
            return edge.position(origin: origin, length: layout.axis.length(of: frame)) - viewport + points
        }
    }

    /// Where the anchor's viewport edge lies, in points from the viewport's start (0 for an
    /// absolute offset, which is measured at the viewport's start).
    func viewportPosition(in layout: StageLayout) -> Double {
        if case .absolute = reference { return 0 }
        if view != nil { return 0 }
        return viewportEdge.position(origin: 0, length: layout.axis.length(of: layout.viewport))
    }

    /// `400.0`, `hero 0% meets 50%`, `content 100% meets 100% + 20.0`, `card entry 25.0%`.
    public var description: String {
        if case .element(let name) = reference, let view {
            let inset = view.insets == .zero ? "" : " inset \(view.insets)"
            return "\(name) \(view.range) \(edge)\(inset)\(points == 0 ? "" : " + \(points)")"
        }
        switch reference {
        case .absolute: return "\(points)"
        case .element(let name): return "\(name) \(edge) meets \(viewportEdge)\(points == 0 ? "" : " + \(points)")"
        case .content: return "content \(edge) meets \(viewportEdge)\(points == 0 ? "" : " + \(points)")"
        }
    }
}

extension ScrollAnchor {
    /// A position along an extent: a fraction of its length plus a number of points.
    ///
    /// ``start`` is where the extent begins along the scroll axis, ``center`` its middle and ``end``
    /// where it ends: top, centre and bottom on a vertical axis (ScrollTrigger's `top` and
    /// `bottom`), leading, centre and trailing on a horizontal one. `.fraction(0.25)` is a quarter
    /// of the way along; `.start + 20` is 20 points in.
    public struct Position: Hashable, Sendable, Codable, CustomStringConvertible {
        /// How far along the extent, as a fraction of its length (0 = start, 1 = end).
        public var fraction: Double
        /// Points added after the fraction is applied.
        public var points: Double

        /// Creates an edge `fraction` of the way along plus `points`.
        public init(fraction: Double, points: Double = 0) {
            self.fraction = fraction
            self.points = points
        }

        /// The start of the extent: its top on a vertical axis, its leading edge on a horizontal one.
        public static let start = Position(fraction: 0)
        /// The middle of the extent.
        public static let center = Position(fraction: 0.5)
        /// The end of the extent: its bottom on a vertical axis, its trailing edge on a horizontal one.
        public static let end = Position(fraction: 1)

        /// A fraction of the extent (`0.25` = a quarter of the way along).
        public static func fraction(_ fraction: Double) -> Position { Position(fraction: fraction) }
        /// A fixed number of points from the start of the extent.
        public static func points(_ points: Double) -> Position { Position(fraction: 0, points: points) }

        /// The edge moved by `points`.
        public static func + (edge: Position, points: Double) -> Position { Position(fraction: edge.fraction, points: edge.points + points) }
        /// The edge moved back by `points`.
        public static func - (edge: Position, points: Double) -> Position { edge + -points }

        /// Where the edge lies on an extent of `length` points that starts at `origin`.
        func position(origin: Double, length: Double) -> Double { origin + fraction * length + points }

        /// `50% + 20pt`.
        public var description: String { "\(fraction * 100)%\(points == 0 ? "" : (points > 0 ? " + \(points)pt" : " - \(-points)pt"))" }
    }
}
