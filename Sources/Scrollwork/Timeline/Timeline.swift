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

    // MARK: - Reading

    /// The timeline's value at `offset`.
    ///
    /// Total: every offset has an answer (see the type's semantics; NaN and −∞ give ``initial``,
    /// +∞ the last `to`).
    ///
    /// - Complexity: O(log *n*), no allocation.
    @inlinable
    public func value(at offset: Double) -> Value {
        let starts = self.starts
        guard let first = starts.first, offset >= first else { return valueBeforeFirst }
        return Self.evaluate(segment(Self.lastIndex(in: starts, notAbove: offset)), at: offset)
    }

    /// The value before the first start: the first segment's `from` (linked to the initial value),
    /// read without loading the storage object; the initial value itself for an empty timeline.
    @inlinable
    var valueBeforeFirst: Value { segmentCount > 0 ? records[0].from : initialValue }

    /// The timeline's value at `offset`, starting the search where `cursor` points and leaving the
    /// cursor on the segment found.
    ///
    /// Gives exactly the same values as ``value(at:)``. Offsets within 16 segments of the previous
    /// call (scrubbing, scrolling) are found by a short walk; farther jumps fall back to the binary search.
    ///
    /// - Complexity: O(*d*) for a move across *d* ≤ 16 segments, else O(log *n*). No allocation.
    @inlinable
    public func value(at offset: Double, cursor: inout TimelineCursor) -> Value {
        let hint = cursor.index
        let index = index(near: hint, for: offset)
        if index < 0 {
            cursor.index = 0
            return valueBeforeFirst
        }
        // Written only when it moved: a scrub mostly stays in its segment.
        if index != hint { cursor.index = index }
        return Self.evaluate(segment(index), at: offset)
    }

    /// The last index whose start is at most `offset`, or -1 (before the first start, NaN),
    /// checking the record at `hint` first: one record read when the offset is still in it.
    @inlinable
    func index(near hint: Int, for offset: Double) -> Int {
        if UInt(bitPattern: hint) < UInt(bitPattern: segmentCount) {
            let record = records[hint]
            if record.start <= offset {
                if offset < record.nextStart { return hint }
                // Scrolling on into the next segment: one more record, the next in memory.
                let next = hint + 1
                if next < segmentCount, offset < records[next].nextStart { return next }
            }
        }
        return Self.index(in: starts, near: hint, for: offset)
    }

    /// The scale that contains `offset` (ends inclusive; the later one where two touch) and the
    /// linear progress through it in `0...1`, or `nil` when `offset` is outside every scale or NaN.
    ///
    /// - Complexity: O(log *n*).
    public func activeScale(at offset: Double) -> (index: Int, progress: Double)? {
        guard let first = starts.first, offset >= first else { return nil }
        let index = Self.lastIndex(in: starts, notAbove: offset)
        let end = records[index].end
        guard offset <= end else { return nil }
        return (index, offset >= end ? 1 : min((offset - startValues[index]) / storage.lengths[index], 1))
    }

    /// The last index whose start is at most `offset`; `starts[0] <= offset` must hold.
    @inlinable
    static func lastIndex(in starts: UnsafeBufferPointer<Double>, notAbove offset: Double) -> Int {
        // A branch-free four-way search, so random offsets cost no mispredicted branches. Each round
        // compares the three quarter points (independent loads, fetched in parallel) and adds the
        // number that are <= offset: a sum of comparisons, which the optimiser cannot turn back into
        // a jump the way it does a ternary (LLVM's x86 cmov converter). Invariant: the answer lies
        // in base..<base + remaining and starts[base] <= offset; the next range takes the largest
        // quarter's size, which only adds elements greater than offset.
        var base = 0
        var remaining = starts.count
        while remaining > 3 {
            let quarter = remaining &>> 2
            let below = Int(truncatingIfNeeded: unsafeBitCast(starts[base &+ quarter] <= offset, to: UInt8.self))
                &+ Int(truncatingIfNeeded: unsafeBitCast(starts[base &+ 2 &* quarter] <= offset, to: UInt8.self))
                &+ Int(truncatingIfNeeded: unsafeBitCast(starts[base &+ 3 &* quarter] <= offset, to: UInt8.self))
            base &+= quarter &* below
            remaining &-= 3 &* quarter
        }
        if remaining >= 2 {
            var below = Int(truncatingIfNeeded: unsafeBitCast(starts[base &+ 1] <= offset, to: UInt8.self))
            if remaining == 3 {
                below &+= Int(truncatingIfNeeded: unsafeBitCast(starts[base &+ 2] <= offset, to: UInt8.self))
            }
            base &+= below
        }
        return base
    }

    /// The last index whose start is at most `offset`, looking at `hint`'s segment first (a scroll
    /// or scrub usually stays in it); -1 when `offset` is before the first start or NaN.
    @inlinable
    static func index(in starts: UnsafeBufferPointer<Double>, near hint: Int, for offset: Double) -> Int {
        let count = starts.count
        guard count > 0, offset >= starts[0] else { return -1 }
        let index = min(max(hint, 0), count - 1)
        if starts[index] <= offset, index + 1 == count || starts[index + 1] > offset { return index }
        return walk(in: starts, from: index, for: offset)
    }

    /// The last index whose start is at most `offset` (`starts[0] <= offset`), walking up to 16
    /// segments from `index`, then by binary search.
    @inlinable
    static func walk(in starts: UnsafeBufferPointer<Double>, from index: Int, for offset: Double) -> Int {
        var index = index
        if starts[index] <= offset {
            for _ in 0..<16 {
                guard index + 1 < starts.count, starts[index + 1] <= offset else { return index }
                index += 1
            }
        } else {
            for _ in 0..<16 {
                index -= 1
                if starts[index] <= offset { return index }
            }
        }
        return lastIndex(in: starts, notAbove: offset)
    }

    /// Where one segment's data lies, as plain data: pointers into the timeline's storage (which the
    /// caller keeps alive, holding the timeline) and the colour space.
    ///
    /// Pointers rather than a copy of the record: a lookup then loads only the fields it reads, and
    /// the out-of-line path (``evaluateInGeneral(_:progress:)``) takes three words instead of a
    /// record copied to the stack on every lookup.
    @usableFromInline
    struct Lookup {
        @usableFromInline var record: UnsafeMutablePointer<Hot>
        /// The segment's curve parameters, read only for curves that are not named.
        @usableFromInline var parameters: UnsafeMutablePointer<CurveParameters>
        @usableFromInline var space: ColorSpace.Kind

        @inlinable
        init(record: UnsafeMutablePointer<Hot>, parameters: UnsafeMutablePointer<CurveParameters>, space: ColorSpace.Kind) {
            self.record = record
            self.parameters = parameters
            self.space = space
        }
    }

    /// Segment `index`'s data, for ``evaluate(_:at:)``.
    ///
    /// Evaluation is split in two on purpose: this part reads the timeline, and
    /// ``evaluate(_:at:)`` is a static function of plain data (pointers that need no retain).
    /// Anything the optimiser cannot see through (an easing's `sin` or `pow`, a custom closure, a
    /// colour conversion) then costs no retain of the timeline's storage around it.
    @inlinable
    func segment(_ index: Int) -> Lookup {
        Lookup(record: records + index, parameters: pointers.parameters + index, space: space.kind)
    }

    /// The value of a segment made discrete, at an offset at or after its start: `from` before the
    /// segment's middle, `to` from the middle on (CSS's discrete interpolation). Reduced motion
    /// uses it for decorative tracks.
    ///
    /// The middle is `start + length / 2` for the segment's `length` as given, and the comparison
    /// is exact for every offset: `2 · (offset − start)` against `length` (doubling is exact), and
    /// where the difference rounded to exactly half the length, the sign of its rounding error.
    /// (Multiplying by the rounded reciprocal of the length was not exact: a scale 0.765625 long
    /// showed `from` at exactly its middle.) A difference or a doubling that overflows is +∞, past
    /// every finite length, which compares correctly.
    @inlinable
    static func discreteValue(_ segment: Lookup, length: Double, at offset: Double) -> Value {
        let record = segment.record.pointee
        if offset >= record.end { return record.to }
        let difference = offset - record.start
        let twice = 2 * difference
        if twice != length { return twice < length ? record.from : record.to }
        // `difference` is exactly half the length, perhaps rounded: the offset is before the
        // middle when the exact difference is smaller (Knuth's two-sum gives its rounding error;
        // nothing overflows, every term is at most the segment's end in magnitude).
        let back = difference - offset
        let error = (offset - (difference - back)) + (-record.start - back)
        return error < 0 ? record.from : record.to
    }

    /// The length of segment `index` as given (`end − start` may differ in the last bit).
    @usableFromInline
    func length(ofSegment index: Int) -> Double { storage.lengths[index] }

    /// The value of a segment at an offset at or after its start.
    ///
    /// The common case stays inline and small: a named curve (plain arithmetic, the rarer ones one
    /// call away, see ``Easing/penner(_:unit:)``) and the value type's interpolation, inlined once.
    /// Curves with parameters, and colours blended in linear sRGB or OKLab, are one call to
    /// ``evaluateInGeneral(_:progress:)``, so that this body stays small enough for the optimiser
    /// to inline into a loop over many timelines (a stage frame); every call takes plain values.
    ///
    /// Eased progress 0 and 1 give the segment's `from` and `to` themselves, for every value type
    /// (the ``Interpolatable`` law, made exact): checked once here, the interpolation inlined after
    /// it drops its own per-component checks for those two cases.
    @inlinable
    static func evaluate(_ segment: Lookup, at offset: Double) -> Value {
        let record = segment.record.pointee
        if offset > record.end { return record.to }
        let progress = offset == record.end ? 1 : min((offset - record.start) * record.inverseLength, 1)
        if !record.curve.isNamed || (Value.self == RGBA.self && !segment.space.isSRGB) {
            return evaluateInGeneral(segment, progress: progress)
        }
        let eased = Easing.penner(record.curve, unit: progress)
        if eased == 0 { return record.from }
        if eased == 1 { return record.to }
        return Value.interpolate(from: record.from, to: record.to, progress: eased)
    }

    /// ``evaluate(_:at:)`` for curves that are not named, and for colours blended in linear sRGB or
    /// OKLab, at linear `progress` through the segment. Out of line (each of these is a call
    /// anyway), so that the evaluation inlined into every lookup stays small.
    @inlinable @inline(never)
    static func evaluateInGeneral(_ segment: Lookup, progress: Double) -> Value {
        let record = segment.record.pointee
        let eased = record.curve.isNamed
            ? Easing.penner(record.curve, unit: progress) : segment.parameters.pointee.evaluate(record.curve, progress)
        if eased == 0 { return record.from }
        if eased == 1 { return record.to }
        if Value.self == RGBA.self, !segment.space.isSRGB {
            // Value is RGBA here: the bit casts are identities (and, unlike `as!`, free).
            let colour = RGBA.premultipliedBlend(
                from: unsafeBitCast(record.from, to: RGBA.self), to: unsafeBitCast(record.to, to: RGBA.self),
                progress: eased, oklab: segment.space.isOKLab)
            return unsafeBitCast(colour, to: Value.self)
        }
        return Value.interpolate(from: record.from, to: record.to, progress: eased)
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
