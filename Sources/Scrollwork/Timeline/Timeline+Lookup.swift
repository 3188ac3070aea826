import Foundation

extension Timeline {
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
