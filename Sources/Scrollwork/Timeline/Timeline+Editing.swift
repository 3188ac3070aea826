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
        try Self.validate(scale)
        // Building in order appends: skip the search.
        let index = (starts.last.map { $0 <= scale.start } ?? true) ? starts.count : insertionIndex(for: scale.start)
        let end = scale.start + scale.length
        if index > 0, segments[index - 1].end > scale.start {
            throw .overlap(new: scale.start...end, existing: segments[index - 1].start...segments[index - 1].end)
        }
        if index < segments.count, end > segments[index].start {
            throw .overlap(new: scale.start...end, existing: segments[index].start...segments[index].end)
        }
        let from = index > 0 ? segments[index - 1].to : initialValue
        if index < segments.count { setFrom(scale.to, at: index) }
        insertSegment(Segment(scale, from: from), at: index)
        checkInvariants()
    }

    /// Inserts many scales given in any order, linking every scale to its neighbours.
    ///
    /// All or nothing: the scales are validated against each other and against the timeline first,
    /// and nothing is changed when an error is thrown. When several scales are invalid, the error
    /// names the first problem found in start order.
    ///
    /// - Throws: ``TimelineError`` as ``insert(_:)`` does.
    /// - Complexity: O(*n* + *m* log *m*) for *m* new scales.
    public mutating func insert<S: Sequence>(contentsOf newScales: S) throws(TimelineError) where S.Element == Scale<Value> {
        var added = Array(newScales)
        for scale in added { try Self.validate(scale) }
        added.sort { $0.start < $1.start }
        // Merge the sorted new scales with the existing segments, checking each adjacent pair.
        var mergedStarts: [Double] = []
        var merged: [Segment] = []
        mergedStarts.reserveCapacity(segments.count + added.count)
        merged.reserveCapacity(segments.count + added.count)
        var old = 0, new = 0
        var previous: (start: Double, end: Double)? = nil
        while old < segments.count || new < added.count {
            let takeNew = old == segments.count || (new < added.count && added[new].start < segments[old].start)
            let segment = takeNew ? Segment(added[new], from: initialValue) : segments[old]
            if let previous, previous.end > segment.start {
                // Existing segments never overlap each other, so at least `segment` or the previous
                // one is new; name a new one as `new`.
                let current = segment.start...segment.end, earlier = previous.start...previous.end
                throw takeNew ? .overlap(new: current, existing: earlier) : .overlap(new: earlier, existing: current)
            }
            previous = (segment.start, segment.end)
            mergedStarts.append(segment.start)
            merged.append(segment)
            if takeNew { new += 1 } else { old += 1 }
        }
        for index in merged.indices {
            merged[index].from = index > 0 ? merged[index - 1].to : initialValue
        }
        starts = mergedStarts
        segments = merged
        hot = merged.map(\.hot)
        parameters = merged.map(\.parameters)
        checkInvariants()
    }

    /// Creates a timeline from scales given in any order; see ``insert(contentsOf:)``.
    ///
    /// - Throws: ``TimelineError`` if any scale is invalid or two overlap.
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
        precondition(segments.indices.contains(index), "Timeline.remove(at: \(index)) is out of range 0..<\(segments.count)")
        let removed = segments[index].scale
        starts.remove(at: index)
        segments.remove(at: index)
        hot.remove(at: index)
        parameters.remove(at: index)
        if index < segments.count {
            setFrom(index > 0 ? segments[index - 1].to : initialValue, at: index)
        }
        checkInvariants()
        return removed
    }

    /// Removes the scale that starts exactly at `start`, if there is one, and returns it.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func removeScale(startingAt start: Double) -> Scale<Value>? {
        let index = insertionIndex(for: start) - 1
        guard index >= 0, starts[index] == start else { return nil }
        return remove(at: index)
    }

    /// Removes every scale; the timeline then holds ``initial`` everywhere.
    public mutating func removeAll() {
        starts.removeAll()
        segments.removeAll()
        hot.removeAll()
        parameters.removeAll()
    }

    /// Sets segment `index`'s `from` in both the full and the hot record.
    @inlinable
    mutating func setFrom(_ value: Value, at index: Int) {
        segments[index].from = value
        hot[index].from = value
    }

    /// Inserts a segment into all four parallel arrays.
    @inlinable
    mutating func insertSegment(_ segment: Segment, at index: Int) {
        if index == segments.count {
            starts.append(segment.start)
            segments.append(segment)
            hot.append(segment.hot)
            parameters.append(segment.parameters)
        } else {
            starts.insert(segment.start, at: index)
            segments.insert(segment, at: index)
            hot.insert(segment.hot, at: index)
            parameters.insert(segment.parameters, at: index)
        }
    }

    /// The index of the first segment whose start is greater than `start`.
    @inlinable
    func insertionIndex(for start: Double) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low
    }

    @inlinable
    static func validate(_ scale: Scale<Value>) throws(TimelineError) {
        guard scale.start.isFinite else { throw .nonFiniteStart(start: scale.start, length: scale.length) }
        guard scale.length.isFinite, scale.length > 0 else { throw .invalidLength(start: scale.start, length: scale.length) }
        guard (scale.start + scale.length).isFinite else { throw .nonFiniteEnd(start: scale.start, length: scale.length) }
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
        try insert(Scale(start: start ?? segments.last?.end ?? 0, length: length, to: value, easing: easing))
    }
}
