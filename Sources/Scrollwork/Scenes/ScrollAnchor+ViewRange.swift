import Foundation

extension ScrollAnchor {
    /// A named range of an element's pass through the viewport, as CSS scroll-driven animations name
    /// them (`view-timeline` ranges): ``cover``, ``contain``, ``entry``, ``exit``, ``entryCrossing``
    /// and ``exitCrossing``.
    ///
    /// Each is a range of scroll offsets, defined by where the element (the *subject*) meets the
    /// edges of its *visibility range* — the viewport less its ``ViewInsets`` — and resolved again
    /// at every layout, so a scene placed with one stays exact when the element grows past the
    /// viewport or shrinks below it. With `S` and `E` the offsets at which the subject's start and
    /// end edges meet the visibility range's *end* edge, and `s` and `e` those at which they meet its
    /// *start* edge:
    ///
    /// | range | 0 % | 100 % |
    /// |---|---|---|
    /// | ``cover`` | `S` (the subject starts to enter) | `e` (it has just left) |
    /// | ``contain`` | `min(s, E)` | `max(s, E)` |
    /// | ``entry`` | `S` | `min(s, E)` (contain 0 %) |
    /// | ``exit`` | `max(s, E)` (contain 100 %) | `e` |
    /// | ``entryCrossing`` | `S` | `E` (its end edge crosses the end edge) |
    /// | ``exitCrossing`` | `s` (its start edge crosses the start edge) | `e` |
    ///
    /// ``contain`` is where the subject is wholly inside the visibility range when it is smaller
    /// (from `E` to `s`), and where it wholly covers it when it is larger (from `s` to `E`): the
    /// min and max choose between the two at every layout, which no single linear anchor can.
    ///
    /// A set that may grow, so a struct over a private enum (house rule R13).
    public struct ViewRange: Hashable, Sendable, Codable, CustomStringConvertible {
        enum Name: String, Hashable, Sendable, CaseIterable {
            case cover, contain, entry, exit
            case entryCrossing = "entry-crossing"
            case exitCrossing = "exit-crossing"
        }

        let name: Name

        /// From the subject's start edge meeting the visibility range's end edge to its end edge
        /// meeting the start edge: the whole pass.
        public static let cover = ViewRange(name: .cover)
        /// While the subject is wholly inside the visibility range (smaller subjects) or wholly
        /// covers it (larger ones).
        public static let contain = ViewRange(name: .contain)
        /// While the subject enters: from ``cover``'s 0 % to ``contain``'s 0 %.
        public static let entry = ViewRange(name: .entry)
        /// While the subject leaves: from ``contain``'s 100 % to ``cover``'s 100 %.
        public static let exit = ViewRange(name: .exit)
        /// While the subject crosses the visibility range's end edge: as long as the subject.
        public static let entryCrossing = ViewRange(name: .entryCrossing)
        /// While the subject crosses the visibility range's start edge: as long as the subject.
        public static let exitCrossing = ViewRange(name: .exitCrossing)

        /// Every named range.
        public static let all: [ViewRange] = Name.allCases.map(ViewRange.init(name:))

        /// The CSS name: `cover`, `entry-crossing`, …
        public var description: String { name.rawValue }

        /// Decodes the CSS name (`"entry-crossing"`).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let name = Name(rawValue: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected one of \(Name.allCases.map(\.rawValue)), found \(Excerpt.quoted(text, mark: "\""))")
            }
            self.name = name
        }

        /// Encodes the CSS name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name.rawValue)
        }

        init(name: Name) { self.name = name }

        /// The range's first and last offsets for a subject from `origin` of `length` points, with
        /// the visibility range's start and end edges `visibleStart` and `visibleEnd` points from
        /// the viewport's start.
        func bounds(origin: Double, length: Double, visibleStart: Double, visibleEnd: Double) -> (Double, Double) {
            let end = origin + length
            let enters = origin - visibleEnd, entered = end - visibleEnd   // S and E
            let leaves = origin - visibleStart, left = end - visibleStart  // s and e
            switch name {
            case .cover: return (enters, left)
            case .contain: return (min(leaves, entered), max(leaves, entered))
            case .entry: return (enters, min(leaves, entered))
            case .exit: return (max(leaves, entered), left)
            case .entryCrossing: return (enters, entered)
            case .exitCrossing: return (leaves, left)
            }
        }
    }

    /// How far the visibility range's edges lie inside the viewport's (CSS `view-timeline-inset`):
    /// each a ``Position`` of the viewport — a fraction of its length plus points — measured inward
    /// from its own edge. Positive insets shrink the visibility range; negative ones grow it.
    public struct ViewInsets: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The inset of the visibility range's start edge from the viewport's start (the top on a
        /// vertical axis).
        public var start: Position
        /// The inset of the visibility range's end edge from the viewport's end (the bottom on a
        /// vertical axis).
        public var end: Position

        /// Insets at each end; `ViewInsets(start: .points(64))` keeps a 64-point bar out of the range.
        public init(start: Position = .start, end: Position = .start) {
            self.start = start
            self.end = end
        }

        /// No insets: the visibility range is the viewport.
        public static let zero = ViewInsets()

        /// `start` at the start and `end` at the end, in points.
        public static func points(start: Double, end: Double) -> ViewInsets {
            ViewInsets(start: .points(start), end: .points(end))
        }

        /// `0% 0%`, `64pt 10%`.
        public var description: String { "\(start) \(end)" }

        /// Where the visibility range's start and end edges lie, in points from the viewport's start.
        func visibleEdges(viewportLength: Double) -> (start: Double, end: Double) {
            (start.position(origin: 0, length: viewportLength), viewportLength - end.position(origin: 0, length: viewportLength))
        }
    }

    /// The offset `position` of the way through the named `range` of the element named `element`,
    /// with the visibility range inset by `insets` — CSS's `entry 25%` is
    /// `.view(.entry, of: "card", at: .fraction(0.25))`, `exit -20px` is
    /// `.view(.exit, of: "card", at: .points(-20))`.
    ///
    /// `position` is measured along the named range: its `fraction` of the range's length from the
    /// range's 0 %, plus its `points` (CSS's `<length-percentage>` offset). The range is found again
    /// at every layout with ``ViewRange``'s rules, so the anchor stays exact when the element or the
    /// viewport changes size. A scene from `.view(.entry, of: e, at: .fraction(0.25))` to
    /// `.view(.exit, of: e, at: .fraction(0.75))` is CSS's `animation-range: entry 25% exit 75%`.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 4000),
    ///                          elements: ["card": CGRect(x: 0, y: 2000, width: 400, height: 300)])
    /// print(ScrollAnchor.view(.entry, of: "card").resolve(in: layout)!)                       // card top meets viewport bottom
    /// print(ScrollAnchor.view(.entry, of: "card", at: .end).resolve(in: layout)!)             // card bottom meets viewport bottom
    /// print(ScrollAnchor.view(.exit, of: "card", at: .fraction(0.5)).resolve(in: layout)!)    // half way through its exit
    /// print(ScrollAnchor.view(.cover, of: "card", insets: .points(start: 100, end: 0)).resolve(in: layout)!)
    /// ```
    ///
    /// ```text
    /// 1200.0
    /// 1500.0
    /// 2150.0
    /// 1200.0
    /// ```
    ///
    /// - Parameters:
    ///   - range: The named range.
    ///   - element: The subject's name in ``StageLayout/elements``.
    ///   - position: How far through the range (default ``Position/start``, its 0 %).
    ///   - insets: The visibility range's insets from the viewport's edges (default ``ViewInsets/zero``).
    /// - Returns: An anchor that resolves to that offset, or to `nil` (the scene unresolved) while the
    ///   layout has no such element or the result is not finite.
    public static func view(_ range: ViewRange, of element: String, at position: Position = .start, insets: ViewInsets = .zero) -> ScrollAnchor {
        ScrollAnchor(reference: .element(element), edge: position, viewportEdge: .start, points: 0, view: View(range: range, insets: insets))
    }
}
