/// Maps a scroll offset to a value through non-overlapping, continuous ``Scale`` segments.
///
/// A timeline starts at an ``initial`` value. Each inserted scale eases from the value the
/// timeline has just before it to its own ``Scale/to``, so the timeline is continuous by
/// construction, and an insertion that would overlap another scale is refused with a
/// ``TimelineError``, leaving the timeline unchanged.
///
/// ```swift
/// var alpha = Timeline(initial: 0.0)
/// try alpha.insert(Scale(start: 100, length: 100, to: 1))
/// try alpha.insert(Scale(start: 400, length: 100, to: 0.5, easing: .easeInOutCubic))
/// alpha.value(at: 50)    // 0.0   before the first scale: the initial value
/// alpha.value(at: 150)   // 0.5   inside: eased progress
/// alpha.value(at: 300)   // 1.0   between scales: the previous scale's `to`
/// alpha.value(at: 450)   // 0.75
/// alpha.value(at: 900)   // 0.5   after the last scale
/// ```
///
/// ## Semantics
/// - Inside a scale, both ends inclusive: `from + (to − from) · easing(progress)`, where
///   `progress = (offset − start) / length` is in `0...1` — the value type's
///   ``Interpolatable/interpolate(from:to:progress:)`` at the eased progress, except that eased
///   progress 0 and 1 give the scale's `from` and `to` themselves, for every value type (so a
///   scale meets its neighbours exactly, even where a custom type's blend rounds).
/// - Before the first scale: ``initial``. Between scales and after the last: the previous
///   scale's `to`. An empty timeline is ``initial`` everywhere.
/// - Scales may touch (`a.end == b.start`); at the shared offset the later scale is evaluated at
///   progress 0, which equals `a.to` for every continuous easing (a `steps(_, .jumpStart)` scale
///   jumps there, as CSS does).
/// - Non-finite offsets: NaN and −∞ give ``initial``; +∞ gives the last scale's `to`.
///
/// ## Cost
/// ``value(at:)`` is O(log *n*) (a branch-free binary search over the starts) and allocates
/// nothing; ``value(at:cursor:)`` is O(1) for small moves between calls. Appending scales in
/// order is amortised O(1) each; inserting in the middle is O(*n*) (use ``insert(contentsOf:)``
/// to add many scales in any order in O(*n* + *m* log *m*)).
public struct Timeline<Value: Interpolatable> {
    /// One segment as plain data, the unit the editing code moves around.
    @usableFromInline
    struct Record {
        @usableFromInline var start: Double
        @usableFromInline var length: Double
        @usableFromInline var hot: Hot
        @usableFromInline var parameters: CurveParameters

        /// The record of `scale` linked to `from`. The easing's storage, if any, must be kept alive
        /// by the timeline storage's `owners`.
        @inlinable
        init(_ scale: Scale<Value>, from: Value) {
            start = scale.start
            length = scale.length
            hot = Hot(start: scale.start, nextStart: .infinity, end: scale.start + scale.length, inverseLength: 1 / scale.length,
                      from: from, to: scale.to, curve: scale.easing.curve)
            parameters = CurveParameters(scale.easing)
        }

        @inlinable
        init(start: Double, length: Double, hot: Hot, parameters: CurveParameters) {
            self.start = start
            self.length = length
            self.hot = hot
            self.parameters = parameters
        }
    }

    /// Everything a lookup reads for one segment, in one record: whether an offset falls in the
    /// segment (`start..<nextStart`, which the cursor checks first) and its value there. For
    /// `Double` a record is 64 bytes, one cache line (the storage aligns them so). Named curves are
    /// evaluated from `curve` alone; any other curve also reads the segment's ``CurveParameters``.
    @usableFromInline
    struct Hot {
        @usableFromInline var start: Double
        /// The next segment's start, or +∞ for the last: the offsets `start..<nextStart` are this
        /// segment's (through its end, then holding `to` in the gap before the next).
        @usableFromInline var nextStart: Double
        @usableFromInline var end: Double
        @usableFromInline var inverseLength: Double
        @usableFromInline var from: Value
        @usableFromInline var to: Value
        @usableFromInline var curve: Curve

        @inlinable
        init(start: Double, nextStart: Double, end: Double, inverseLength: Double, from: Value, to: Value, curve: Curve) {
            self.start = start
            self.nextStart = nextStart
            self.end = end
            self.inverseLength = inverseLength
            self.from = from
            self.to = to
            self.curve = curve
        }
    }

    // The segments live in a `TimelineStorage` (parallel runs of plain data in one allocation,
    // copied on write), which lookups read through pointers: see that type for why.

    /// The segments.
    @usableFromInline
    var storage: TimelineStorage<Value>
    /// Where `storage` keeps its hot records and starts, kept here too so that a lookup reaches a
    /// segment without first loading the storage object (one cache line, and for a stage of many
    /// tracks one memory page, less per track). Set with the storage (see ``use(_:)``).
    @usableFromInline
    var pointers: TimelineStorage<Value>.Pointers
    /// The hot records (`storage.hot`).
    @inlinable
    var records: UnsafeMutablePointer<Hot> { pointers.hot }
    /// The starts (`storage.starts`).
    @inlinable
    var startValues: UnsafeMutablePointer<Double> { pointers.starts }
    /// How many segments there are (equal to `storage.count`; read here by lookups, because a
    /// class's variable costs an exclusivity check to read).
    @usableFromInline
    var segmentCount = 0
    /// Where colour values are blended; meaningful only when `Value` is ``RGBA``.
    @usableFromInline
    var space: ColorSpace = .sRGB

    // The initial value lives in the storage too, so that a timeline is the same small struct (five
    // words) for every value type: larger ones are copied field by field through outlined copy
    // functions where they are read, which made lookups of rects and colours copy the timeline.

    /// The value before the first segment (equal to the first segment's `from`).
    @inlinable
    var initialValue: Value { storage.initial.pointee }

    /// Creates an empty timeline that holds `initial` at every offset.
    public init(initial: Value) {
        let storage = TimelineStorage<Value>(capacity: 0, initial: initial)
        self.storage = storage
        pointers = storage.pointers
    }

    /// The value before the first scale. Setting it re-links the first scale's ``Scale/from``.
    public var initial: Value {
        get { initialValue }
        set {
            reserveUnique(segmentCount)
            storage.initial.pointee = newValue
            if segmentCount > 0 { records[0].from = newValue }
        }
    }

    /// The scales, sorted by start, with their linked `from` values.
    ///
    /// - Complexity: O(*n*): the array is built on each access.
    public var scales: [Scale<Value>] { (0..<segmentCount).map(scale) }

    /// The number of scales.
    public var count: Int { segmentCount }

    /// Whether the timeline has no scales.
    public var isEmpty: Bool { segmentCount == 0 }

    /// The offsets the scales cover, from the first start to the last end, or `nil` when empty.
    public var extent: ClosedRange<Double>? {
        guard segmentCount > 0 else { return nil }
        return startValues[0]...records[segmentCount - 1].end
    }

    /// Segment `index` as a scale, with its linked `from`.
    func scale(_ index: Int) -> Scale<Value> {
        let hot = storage.hot[index]
        return Scale(start: storage.starts[index], length: storage.lengths[index], from: hot.from, to: hot.to, easing: easing(index))
    }

    /// Segment `index`'s easing, rebuilt from its tag and parameters (sharing the same storage).
    func easing(_ index: Int) -> Easing {
        let p = storage.parameters[index]
        return Easing(storage.hot[index].curve, p.p0, p.p1, p.p2, p.p3, storage: p.storage?.takeUnretainedValue())
    }

    /// The scale at `index` (in start order), with its linked `from`.
    ///
    /// - Precondition: `index` is in `0..<count`.
    public subscript(index: Int) -> Scale<Value> {
        precondition(index >= 0 && index < segmentCount, "Timeline[\(index)] is out of range 0..<\(segmentCount)")
        return scale(index)
    }

    /// The segment starts, for the searches.
    @inlinable
    var starts: UnsafeBufferPointer<Double> { UnsafeBufferPointer(start: startValues, count: segmentCount) }

    /// Makes `storage` the timeline's storage (its count is the timeline's).
    @inlinable
    mutating func use(_ storage: TimelineStorage<Value>) {
        self.storage = storage
        pointers = storage.pointers
        segmentCount = storage.count
    }

    /// Makes the storage this timeline's alone, with room for at least `minimumCapacity` segments:
    /// what every change calls before writing. Copies a shared storage; grows a full one (doubling).
    @inlinable
    mutating func reserveUnique(_ minimumCapacity: Int) {
        let unique = isKnownUniquelyReferenced(&storage)
        if unique && storage.capacity >= minimumCapacity { return }
        let capacity = storage.capacity >= minimumCapacity ? storage.capacity : Swift.max(minimumCapacity, 2 * storage.capacity, 4)
        use(storage.relocated(capacity: capacity, moving: unique))
    }

}

extension Timeline: Sendable where Value: Sendable {}
extension Timeline.Record: Sendable where Value: Sendable {}
extension Timeline.Hot: Sendable where Value: Sendable {}

extension Timeline where Value == RGBA {
    /// Creates an empty colour timeline that blends in `colorSpace`.
    public init(initial: RGBA, colorSpace: ColorSpace) {
        self.init(initial: initial)
        space = colorSpace
    }

    /// Where this timeline blends colours (default ``ColorSpace/sRGB``). Every scale uses it.
    public var colorSpace: ColorSpace {
        get { space }
        set { space = newValue }
    }
}
