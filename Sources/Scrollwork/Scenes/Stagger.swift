import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One animation spread over many targets, each offset from the next: GSAP's `stagger`, for
/// scrubbed tracks and for toggled animations.
///
/// A stagger gives each of `count` targets an **offset**, from how far the target lies from an
/// origin (``Origin``): by index in a list, by cell in a grid of rows × columns, or by position in
/// the layout (``Arrangement``). The target nearest the origin gets 0; the others get their
/// distance beyond it times ``Spread/each(_:)``, or that distance as a fraction of the farthest's
/// times ``Spread/amount(_:)`` — so the last target starts exactly `amount` after the first.
///
/// The offsets are used in two ways:
/// - **Scrubbed** (``spread(_:count:)``, ``shifted(_:count:)``): each target's timeline is moved
///   along the scroll. ``spread(_:count:)`` fits every target's run into the scene, the last one
///   ending exactly where the scene ends (offsets as fractions of the scene, for timelines keyed on
///   ``TrackDomain/progress``); ``shifted(_:count:)`` moves each by its offset in the timeline's
///   own units (points, for ``TrackDomain/sceneOffset`` and ``TrackDomain/offset``).
/// - **Triggered** (``delays(count:)``, ``animations(_:count:)``): each target's toggled
///   animation starts its offset later, in seconds.
///
/// ```swift
/// import Scrollwork
///
/// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
/// let stagger = Stagger(from: .center, spread: .amount(0.5))
/// let fades = try stagger.spread(fade, count: 5)        // five timelines, one per card
/// print(try stagger.offsets(count: 5))
/// print(fades.map { $0.scales[0].start }, fades.map { $0.scales[0].end })
/// ```
///
/// ```text
/// [0.5, 0.25, 0.0, 0.25, 0.5]
/// [0.5, 0.25, 0.0, 0.25, 0.5] [1.0, 0.75, 0.5, 0.75, 1.0]
/// ```
///
/// **Events.** ``Stage/batchEvents(of:interval:maximum:_:)`` staggers *events*: it gathers the
/// scenes crossed close together into one call. A stagger staggers *values*: one animation, many
/// targets, each offset. They combine: a batch handler that plays one toggled animation per card
/// in the batch delays each by `try stagger.delays(count: batch.count)[i]`.
///
/// - Complexity: ``offsets(count:)`` is O(*n*) for *n* targets; the scrubbed forms O(*n* · *k*)
///   for *k* scales per timeline. A stage's frame costs what *n* separate tracks cost: the offsets
///   are built into each target's timeline, nothing is computed per frame.
public struct Stagger: Sendable {
    /// Where the stagger starts: the target (or point) whose offset is 0.
    public struct Origin: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case start, end, center, edges
            case index(Int)
            case cell(row: Int, column: Int)
        }

        let kind: Kind

        /// The first target (a grid's top-left cell; in a layout, the first target's position).
        public static let start = Origin(kind: .start)
        /// The last target (a grid's last cell; in a layout, the last target's position).
        public static let end = Origin(kind: .end)
        /// The middle: of the list (between the two middle targets for an even count), of the
        /// grid, or of the box around the targets' positions.
        public static let center = Origin(kind: .center)
        /// The edges: the targets farthest from the middle go first, the middle last.
        public static let edges = Origin(kind: .edges)
        /// The target at `index` (in a grid, row-major; in a layout, its position).
        public static func index(_ index: Int) -> Origin { Origin(kind: .index(index)) }
        /// The grid's cell at `row`, `column` (from 0; it need not hold a target).
        public static func cell(row: Int, column: Int) -> Origin { Origin(kind: .cell(row: row, column: column)) }

        /// `start`, `end`, `center`, `edges`, `index(3)` or `cell(1,2)`.
        public var description: String {
            switch kind {
            case .start: return "start"
            case .end: return "end"
            case .center: return "center"
            case .edges: return "edges"
            case .index(let index): return "index(\(index))"
            case .cell(let row, let column): return "cell(\(row),\(column))"
            }
        }
    }

    /// How far apart the offsets are.
    public struct Spread: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case amount(Double), each(Double)
        }

        let kind: Kind

        /// The whole span: the farthest target is offset by `total`, the others in proportion to
        /// their distance (GSAP's `amount`).
        public static func amount(_ total: Double) -> Spread { Spread(kind: .amount(total)) }
        /// A fixed step: each unit of distance (one index, one cell, one point) adds `step` (GSAP's
        /// `each`).
        public static func each(_ step: Double) -> Spread { Spread(kind: .each(step)) }
    }

    /// How the targets lie, which decides their distances from the origin.
    public struct Arrangement: Sendable {
        enum Kind: Sendable {
            case list
            case grid(rows: Int, columns: Int)
            case positions([CGPoint])
        }

        let kind: Kind

        /// In a line, in order: target `i`'s distance from target `k` is `|i − k|`.
        public static let list = Arrangement(kind: .list)
        /// In a grid of `rows` × `columns`, filled row by row: the distance between cells is the
        /// straight line between them, in cells (`√(Δrow² + Δcolumn²)`).
        public static func grid(rows: Int, columns: Int) -> Arrangement { Arrangement(kind: .grid(rows: rows, columns: columns)) }
        /// At these positions in the layout (one per target, such as the centres of their frames):
        /// the distance is the straight line between them, in points.
        public static func positions(_ points: [CGPoint]) -> Arrangement { Arrangement(kind: .positions(points)) }
    }

    /// The target whose offset is 0 (default ``Origin/start``).
    public var from: Origin
    /// How far apart the offsets are.
    public var spread: Spread
    /// How the targets lie (default ``Arrangement/list``).
    public var arrangement: Arrangement
    /// How the offsets follow the distance, applied to the distance as a fraction of the farthest
    /// (default ``Easing/linear``): `.easeInQuad` bunches the targets near the origin together.
    /// With ``Spread/each(_:)`` the fraction eased is scaled back by the farthest distance.
    public var easing: Easing

    /// A stagger.
    ///
    /// - Parameters:
    ///   - from: The target whose offset is 0 (default ``Origin/start``).
    ///   - spread: How far apart the offsets are.
    ///   - arrangement: How the targets lie (default ``Arrangement/list``).
    ///   - easing: How the offsets follow the distance (default ``Easing/linear``).
    public init(from: Origin = .start, spread: Spread, arrangement: Arrangement = .list, easing: Easing = .linear) {
        self.from = from
        self.spread = spread
        self.arrangement = arrangement
        self.easing = easing
    }

    /// Each target's distance from the origin, in the arrangement's unit, before the nearest is
    /// subtracted.
    func distances(count: Int) throws(StaggerError) -> [Double] {
        guard count >= 0 else { throw .negativeCount(count) }
        guard count > 0 else { return [] }
        switch arrangement.kind {
        case .list:
            let last = Double(count - 1), middle = last / 2
            switch from.kind {
            case .start: return (0..<count).map { Double($0) }
            case .end: return (0..<count).map { last - Double($0) }
            case .center: return (0..<count).map { abs(Double($0) - middle) }
            case .edges: return (0..<count).map { middle - abs(Double($0) - middle) }
            case .index(let k):
                guard (0..<count).contains(k) else { throw .originOutOfRange(from, count: count) }
                return (0..<count).map { Double(abs($0 - k)) }
            case .cell: throw .originNotInArrangement(from)
            }
        case .grid(let rows, let columns):
            guard rows > 0, columns > 0 else { throw .emptyGrid(rows: rows, columns: columns) }
            let (cellCount, overflow) = rows.multipliedReportingOverflow(by: columns)
            guard overflow || count <= cellCount else {
                throw .gridTooSmall(rows: rows, columns: columns, count: count)
            }
            let cells = (0..<count).map { CGPoint(x: Double($0 % columns), y: Double($0 / columns)) }
            let middle = CGPoint(x: Double(columns - 1) / 2, y: Double(rows - 1) / 2)
            return try Self.distances(of: cells, from: from, middle: middle, cell: true)
        case .positions(let points):
            guard points.count == count else { throw .positionCount(points.count, count: count) }
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { throw .nonFinitePosition }
            let xs = points.map(\.x), ys = points.map(\.y)
            let middle = CGPoint(x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2)
            return try Self.distances(of: points, from: from, middle: middle, cell: false)
        }
    }

    /// The distances of `points` from the origin; `middle` is the centre, `cell` whether the
    /// points are grid cells (which ``Origin/cell(row:column:)`` may name).
    private static func distances(of points: [CGPoint], from origin: Origin, middle: CGPoint, cell: Bool) throws(StaggerError) -> [Double] {
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(a.x) - Double(b.x), Double(a.y) - Double(b.y)) }
        let point: CGPoint
        switch origin.kind {
        case .start: point = points[0]
        case .end: point = points[points.count - 1]
        case .center: point = middle
        case .edges:
            let fromMiddle = points.map { distance($0, middle) }
            let farthest = fromMiddle.max()!
            return fromMiddle.map { farthest - $0 }
        case .index(let k):
            guard points.indices.contains(k) else { throw .originOutOfRange(origin, count: points.count) }
            point = points[k]
        case .cell(let row, let column):
            guard cell else { throw .originNotInArrangement(origin) }
            point = CGPoint(x: Double(column), y: Double(row))
        }
        return points.map { distance($0, point) }
    }

    /// Each target's offset: 0 for the nearest to the origin, and the others by their distance
    /// beyond it (see the type's discussion), in the unit the offsets are used in — a fraction of
    /// the scene, points, or seconds.
    ///
    /// For `n` targets in a list (`c = (n − 1)/2`, `i` from 0), with ``Spread/amount(_:)`` `A`:
    /// from the start `A·i/(n − 1)`; the end `A·(n − 1 − i)/(n − 1)`; the centre `A·|i − c|/c`; the
    /// edges `A·(c − |i − c|)/c`; index `k` `A·|i − k|/max(k, n − 1 − k)`. With
    /// ``Spread/each(_:)`` `E`, the distance times `E` (less the nearest's: `E·(|i − c| − 1/2)` from
    /// the centre of an even count). One target, or targets all at one distance, have 0.
    ///
    /// - Parameter count: How many targets, ≥ 0 (0 gives none).
    /// - Returns: One offset per target, in order; all ≥ 0 and finite.
    /// - Throws: ``StaggerError``: a negative count, a spread that is negative or not finite, an
    ///   origin outside the targets, a grid too small or empty, positions not one per target or
    ///   not finite, a result that is not finite.
    /// - Complexity: O(*n*).
    public func offsets(count: Int) throws(StaggerError) -> [Double] {
        let value: Double
        switch spread.kind {
        case .amount(let v), .each(let v): value = v
        }
        guard value.isFinite && value >= 0 else { throw .badSpread(spread) }
        let distances = try distances(count: count)
        guard let nearest = distances.min(), let farthest = distances.max(), farthest > nearest else {
            return distances.map { _ in 0 }
        }
        let range = farthest - nearest
        let offsets = distances.map { d -> Double in
            let fraction = (d - nearest) / range, eased = easing(fraction)
            switch spread.kind {
            case .amount(let total): return total * eased
            // Unbent, the distance itself: the step times whole cells is exact.
            case .each(let step): return step * (eased == fraction ? d - nearest : range * eased)
            }
        }
        guard offsets.allSatisfy({ $0.isFinite }) else { throw .nonFiniteOffset }
        return offsets.map { max($0, 0) }
    }
}

/// Why a ``Stagger`` can't give offsets; nothing is made when one is thrown.
public enum StaggerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The count of targets is negative.
    case negativeCount(Int)
    /// The spread's amount or step is negative, NaN or infinite.
    case badSpread(Stagger.Spread)
    /// The origin is an index outside `0..<count`.
    case originOutOfRange(Stagger.Origin, count: Int)
    /// The origin is a grid cell, and the targets are not in a grid.
    case originNotInArrangement(Stagger.Origin)
    /// The grid has no row or no column.
    case emptyGrid(rows: Int, columns: Int)
    /// The grid has fewer cells than there are targets.
    case gridTooSmall(rows: Int, columns: Int, count: Int)
    /// The positions are not one per target.
    case positionCount(Int, count: Int)
    /// A position is NaN or infinite.
    case nonFinitePosition
    /// An offset came out infinite (a huge step times a huge distance).
    case nonFiniteOffset
    /// The offsets leave no room in the scene: ``Stagger/spread(_:count:)`` needs a span below 1
    /// (the whole scene), and the farthest target's offset is `span`.
    case spanTooLong(Double)
    /// A scale moved outside what a timeline accepts (a shift beyond what a Double holds).
    case timeline(TimelineError)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .negativeCount(let count): return "a stagger needs a count ≥ 0, got \(count)"
        case .badSpread(let spread): return "a stagger's spread must be finite and ≥ 0, got \(spread.kind)"
        case .originOutOfRange(let origin, let count): return "the stagger's origin \(origin) is outside the \(count) targets"
        case .originNotInArrangement(let origin): return "the stagger's origin \(origin) names a grid cell, and the targets are not in a grid"
        case .emptyGrid(let rows, let columns): return "a stagger's grid needs rows and columns ≥ 1, got \(rows) × \(columns)"
        case .gridTooSmall(let rows, let columns, let count): return "a grid of \(rows) × \(columns) cells can't hold \(count) targets"
        case .positionCount(let positions, let count): return "a stagger by position needs one position per target: \(positions) for \(count) targets"
        case .nonFinitePosition: return "a stagger's positions must be finite"
        case .nonFiniteOffset: return "the stagger's offsets are not finite"
        case .spanTooLong(let span): return "a stagger spread over a scene needs a span below 1 (the whole scene), got \(span)"
        case .timeline(let error): return "a staggered timeline was refused: \(error)"
        }
    }
}
