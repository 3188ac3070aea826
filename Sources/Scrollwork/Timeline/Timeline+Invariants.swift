extension Timeline {
    /// Checks, in debug builds, that the storage holds the timeline's segments, that no two segments
    /// overlap, that every segment's `from` is linked to the value before it, and that every curve
    /// storage has an owner.
    ///
    /// The walk is O(*n*), so it covers timelines of up to 1,000 scales; larger ones are checked
    /// only in release-independent tests. Past that cap the check is O(1), so an edit costs in a
    /// debug build what its documentation says (building or decoding *n* scales in order stays
    /// O(*n*), not O(*n*²)).
    @usableFromInline
    func checkInvariants() {
        #if DEBUG
        let count = segmentCount
        assert(storage.count == count && storage.capacity >= count,
               "Timeline: \(count) segments, storage of \(storage.count) with capacity \(storage.capacity)")
        assert(pointers.hot == storage.hot && pointers.starts == storage.starts, "Timeline: stale pointers into the storage")
        guard count <= 1_000 else { return }
        let parameters = UnsafeBufferPointer(start: storage.parameters, count: count)
        let owners = storage.owners
        assert(owners.count == parameters.count(where: { $0.storage != nil }), "Timeline: \(owners.count) owners for the curves with storage")
        let owned = Set(owners.map { ObjectIdentifier($0) })
        let starts = storage.starts, lengths = storage.lengths, hot = storage.hot
        for index in 0..<count {
            assert(hot[index].end == starts[index] + lengths[index], "Timeline: segment \(index) has a stale end")
            assert(hot[index].start == starts[index], "Timeline: segment \(index) has a stale start")
            assert(hot[index].nextStart == (index + 1 < count ? starts[index + 1] : .infinity), "Timeline: segment \(index) has a stale next start")
            assert(hot[index].end > starts[index], "Timeline: segment \(index) is empty")
            if index > 0 {
                assert(hot[index - 1].end <= starts[index], "Timeline: segments \(index - 1) and \(index) overlap")
            }
            let expected = index > 0 ? hot[index - 1].to : initialValue
            assert(Self.sameBits(hot[index].from, expected), "Timeline: segment \(index) is not linked to its predecessor")
            if let storage = parameters[index].storage {
                assert(owned.contains(ObjectIdentifier(storage.takeUnretainedValue())), "Timeline: segment \(index)'s curve storage has no owner")
            }
        }
        #endif
    }

    /// Whether two values have the same bytes (a copy of a value is bitwise identical to it).
    static func sameBits(_ a: Value, _ b: Value) -> Bool {
        withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in first.elementsEqual(second) } }
    }
}
