extension Timeline {
    /// Inserts a scale, linking it to its neighbours.
    ///
    /// The new scale's ``Scale/from`` becomes the previous scale's `to` (or ``initial``), and the
    /// next scale's `from` becomes the new scale's `to`, so the timeline stays continuous.
    /// Nothing is changed when an error is thrown.
    ///
    /// ```swift
    /// var x = Timeline(initial: 0.0)
    /// try x.insert(Scale(start: 0, length: 10, to: 1))
    /// try x.insert(Scale(start: 5, length: 10, to: 2))
    /// // throws TimelineError.overlap(new: 5.0...15.0, existing: 0.0...10.0)
    /// ```
    ///
    /// - Parameter scale: The scale to add; its `from` is ignored.
    /// - Throws: ``TimelineError`` if the scale's start or end is not finite, its length is not
    ///   finite and positive, or it overlaps an existing scale (touching is allowed).
    /// - Complexity: amortised O(log *n*) when the scale goes last (building in order), O(*n*)
    ///   otherwise.
    // Inlinable so that building a `Timeline<Double>` from another module runs specialised code
    // instead of generic code that looks up metadata for every scale (about 10× slower).
    @inlinable
    public mutating func insert(_ scale: Scale<Value>) throws(TimelineError) {
        try Self.validate(start: scale.start, length: scale.length)
        let count = segmentCount
        // Building in order appends: skip the search.
        let index = count == 0 || storage.starts[count - 1] <= scale.start ? count : insertionIndex(for: scale.start)
        let end = scale.start + scale.length
        if index > 0, storage.hot[index - 1].end > scale.start {
            throw .overlap(new: scale.start...end, existing: storage.starts[index - 1]...storage.hot[index - 1].end)
        }
        if index < count, end > storage.starts[index] {
            throw .overlap(new: scale.start...end, existing: storage.starts[index]...storage.hot[index].end)
        }
        let from = index > 0 ? storage.hot[index - 1].to : initialValue
        insertRecord(Record(scale, from: from), at: index)
        if index + 1 < segmentCount {
            records[index + 1].from = scale.to
            records[index].nextStart = startValues[index + 1]
        }
        if index > 0 { records[index - 1].nextStart = scale.start }
        if let easingStorage = scale.easing.storage { storage.owners.append(easingStorage) }
        checkInvariants()
    }

    /// Inserts many scales given in any order, linking every scale to its neighbours.
    ///
    /// All or nothing: the scales are validated against each other and against the timeline first,
    /// and nothing is changed when an error is thrown. When several scales are invalid, bounds are
    /// checked first, in the order given, then overlaps in start order (when two new scales
    /// overlap, the later one is reported as `new`).
    ///
    /// - Throws: ``TimelineError`` as ``insert(_:)`` does.
    /// - Complexity: O(*n* + *m* log *m*) for *m* new scales.
    @inlinable
    public mutating func insert<S: Sequence>(contentsOf newScales: S) throws(TimelineError) where S.Element == Scale<Value> {
        var added = Array(newScales)
        for scale in added { try Self.validate(start: scale.start, length: scale.length) }
        added.sort { $0.start < $1.start }
        // Merge the sorted new scales with the existing records, checking each adjacent pair.
        var merged: [Record] = []
        let count = segmentCount
        merged.reserveCapacity(count + added.count)
        var old = 0, new = 0
        var previous: (start: Double, end: Double)? = nil
        while old < count || new < added.count {
            let takeNew = old == count || (new < added.count && added[new].start < storage.starts[old])
            let record = takeNew
                ? Record(added[new], from: initialValue)
                : Record(start: storage.starts[old], length: storage.lengths[old], hot: storage.hot[old], parameters: storage.parameters[old])
            if let previous, previous.end > record.start {
                // Existing segments never overlap each other, so at least `record` or the previous
                // one is new; name a new one as `new`.
                let current = record.start...record.hot.end, earlier = previous.start...previous.end
                throw takeNew ? .overlap(new: current, existing: earlier) : .overlap(new: earlier, existing: current)
            }
            previous = (record.start, record.hot.end)
            merged.append(record)
            if takeNew { new += 1 } else { old += 1 }
        }
        for index in merged.indices {
            merged[index].hot.from = index > 0 ? merged[index - 1].hot.to : initialValue
            merged[index].hot.nextStart = index + 1 < merged.count ? merged[index + 1].start : .infinity
        }
        let rebuilt = TimelineStorage<Value>(capacity: merged.count, initial: initialValue)
        for (index, record) in merged.enumerated() { rebuilt.initialize(at: index, to: record) }
        rebuilt.count = merged.count
        rebuilt.owners = storage.owners + added.compactMap(\.easing.storage)
        use(rebuilt)
        checkInvariants()
    }

    /// Creates a timeline from scales given in any order; see ``insert(contentsOf:)``.
    ///
    /// - Throws: ``TimelineError`` if any scale is invalid or two overlap.
    @inlinable
    public init<S: Sequence>(initial: Value, scales: S) throws(TimelineError) where S.Element == Scale<Value> {
        self.init(initial: initial)
        try insert(contentsOf: scales)
    }

    /// Removes and returns the scale at `index` (in start order), re-linking the next scale's
    /// `from` to the value before the removed one (Ouroboros forgot this step).
    ///
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func remove(at index: Int) -> Scale<Value> {
        precondition(index >= 0 && index < segmentCount, "Timeline.remove(at: \(index)) is out of range 0..<\(segmentCount)")
        let removed = scale(index)
        reserveUnique(segmentCount)
        // Close the gap (moveInitialize copes with the overlap); only hot records need deinitialising.
        let after = segmentCount - index - 1
        (storage.hot + index).deinitialize(count: 1)
        storage.moveSegments(from: index + 1, to: index, count: after)
        segmentCount -= 1
        storage.count = segmentCount
        if let easingStorage = removed.easing.storage, let owner = storage.owners.firstIndex(where: { $0 === easingStorage }) {
            storage.owners.remove(at: owner)
        }
        if index < segmentCount {
            records[index].from = index > 0 ? records[index - 1].to : initialValue
        }
        if index > 0 { records[index - 1].nextStart = index < segmentCount ? startValues[index] : .infinity }
        checkInvariants()
        return removed
    }

    /// Removes the scale that starts exactly at `start`, if there is one, and returns it.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func removeScale(startingAt start: Double) -> Scale<Value>? {
        let index = insertionIndex(for: start) - 1
        guard index >= 0, storage.starts[index] == start else { return nil }
        return remove(at: index)
    }

    /// Removes every scale; the timeline then holds ``initial`` everywhere.
    public mutating func removeAll() {
        use(TimelineStorage(capacity: 0, initial: initialValue))
    }

    /// Inserts a record into the storage at `index`, moving the later segments up by one.
    @inlinable
    mutating func insertRecord(_ record: Record, at index: Int) {
        reserveUnique(segmentCount + 1)
        let after = segmentCount - index
        if after > 0 { storage.moveSegments(from: index, to: index + 1, count: after) }
        storage.initialize(at: index, to: record)
        segmentCount += 1
        storage.count = segmentCount
    }

    /// The index of the first segment whose start is greater than `start`.
    @inlinable
    func insertionIndex(for start: Double) -> Int {
        var low = 0, high = segmentCount
        while low < high {
            let middle = (low + high) / 2
            if storage.starts[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Checks a scale's bounds (taking numbers, not the scale, so nothing is copied to check them).
    @inlinable
    static func validate(start: Double, length: Double) throws(TimelineError) {
        guard start.isFinite else { throw .nonFiniteStart(start: start, length: length) }
        // A length too small to matter at `start` (the end rounds back onto it) or whose reciprocal
        // overflows (a subnormal) would make an empty or NaN segment: refused like a zero length.
        guard length.isFinite, length > 0, (1 / length).isFinite else { throw .invalidLength(start: start, length: length) }
        let end = start + length
        guard end.isFinite else { throw .nonFiniteEnd(start: start, length: length) }
        guard end > start else { throw .invalidLength(start: start, length: length) }
    }
}

extension Timeline {
    /// Appends a scale that starts where the last one ends (at `0` on an empty timeline, or at
    /// `start` when given).
    ///
    /// ```swift
    /// var x = Timeline(initial: 0.0)
    /// try x.append(to: 1, length: 100)               // [0, 100]
    /// try x.append(to: 3, length: 50, easing: .easeOutQuad)   // [100, 150]
    /// ```
    /// - Throws: ``TimelineError`` as ``insert(_:)`` does (an explicit `start` before the last end
    ///   overlaps).
    /// - Complexity: amortised O(log *n*).
    @inlinable
    public mutating func append(to value: Value, length: Double, easing: Easing = .linear, start: Double? = nil) throws(TimelineError) {
        try insert(Scale(start: start ?? (segmentCount > 0 ? storage.hot[segmentCount - 1].end : 0), length: length, to: value, easing: easing))
    }
}
