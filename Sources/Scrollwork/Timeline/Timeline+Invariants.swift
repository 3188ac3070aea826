extension Timeline {
    /// Checks, in debug builds, that the starts are sorted and mirror the segments, that no two
    /// segments overlap, and that every segment's `from` is linked to the value before it.
    ///
    /// The walk is O(*n*), so it covers timelines of up to 1,000 scales; larger ones are checked
    /// only in release-independent tests.
    @usableFromInline
    func checkInvariants() {
        #if DEBUG
        assert(starts.count == segments.count && hot.count == segments.count && parameters.count == segments.count,
               "Timeline: \(starts.count) starts, \(hot.count) hot records and \(parameters.count) curve records for \(segments.count) segments")
        guard segments.count <= 1_000 else { return }
        for index in segments.indices {
            let segment = segments[index]
            assert(starts[index] == segment.start, "Timeline: start \(index) does not mirror its segment")
            assert(segment.end > segment.start, "Timeline: segment \(index) is empty")
            if index > 0 {
                assert(segments[index - 1].end <= segment.start, "Timeline: segments \(index - 1) and \(index) overlap")
            }
            let expected = index > 0 ? segments[index - 1].to : initialValue
            assert(Self.sameBits(segment.from, expected), "Timeline: segment \(index) is not linked to its predecessor")
            assert(Self.sameBits(hot[index].from, expected) && Self.sameBits(hot[index].to, segment.to), "Timeline: hot record \(index) is stale")
            assert(hot[index].end == segment.end && hot[index].curve == segment.easing.curve, "Timeline: hot record \(index) has a stale end or curve")
            assert(parameters[index].storage?.toOpaque() == segment.easing.storage.map { Unmanaged.passUnretained($0).toOpaque() }, "Timeline: curve record \(index) is stale")
        }
        #endif
    }

    /// Whether two values have the same bytes (a copy of a value is bitwise identical to it).
    static func sameBits(_ a: Value, _ b: Value) -> Bool {
        withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in first.elementsEqual(second) } }
    }
}
