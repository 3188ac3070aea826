/// A growable run of plain values in memory of its own: how a stage keeps what every move reads
/// (its slots, its sorted boundaries, its active set, its outbox).
///
/// Why not an array (see also ``TrackRecords``): a move reads and writes several of these from a
/// class, and on an array each access from a class is a uniqueness check, a bounds check and, across
/// calls the optimiser cannot see into, a retain. A pointer and a count are plain data. Only for
/// trivial (bitwise-copyable) elements: nothing is released element by element. The owner frees the
/// memory with ``free()``, once, when it is done.
///
/// Every access through the column checks its index, and every change its invariants, with
/// `assert`: a library bug traps in debug builds instead of corrupting memory, and release builds
/// (`-O`, where `assert` compiles to nothing) pay nothing. Code that reads `base` directly checks
/// its own indexes (see ``holds(_:)``).
struct StageColumn<Element> {
    /// Where the values are: `base[0..<count]` is initialised.
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many values there are.
    private(set) var count = 0
    private(set) var capacity = 0

    /// No values yet (room for none).
    init() {
        assert(_isPOD(Element.self), "StageColumn holds trivial values only")
        base = .allocate(capacity: 0)
    }

    subscript(index: Int) -> Element {
        get {
            assert(holds(index), "StageColumn index \(index) out of 0..<\(count)")
            return base[index]
        }
        nonmutating set {
            assert(holds(index), "StageColumn index \(index) out of 0..<\(count)")
            base[index] = newValue
        }
    }

    /// Whether `index` names a value: `0 <= index < count` (what every access asserts).
    func holds(_ index: Int) -> Bool { index >= 0 && index < count }

    /// Whether the column's invariants hold: `0 <= count <= capacity`, and memory at `base`
    /// (a debug validation, for assertions and tests).
    var invariantsHold: Bool { count >= 0 && count <= capacity && capacity >= 0 }

    /// Makes room for `minimum` values without changing them.
    mutating func reserve(_ minimum: Int) {
        assert(minimum >= 0, "StageColumn.reserve(\(minimum))")
        guard minimum > capacity else { return }
        capacity = Swift.max(minimum, 2 * capacity, 4)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
    }

    /// Adds `element` after the last value (amortised O(1)).
    mutating func append(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        (base + count).initialize(to: element)
        count += 1
        assert(invariantsHold)
    }

    /// ``append(_:)`` forced inline, for the loops that add many values (adding scenes, resizing):
    /// an exception to the house style measured with callgrind (Benchmarks/count-w2.sh). Inlining
    /// every append made W2 jump n = 1,000 142,217 instructions an op against 125,224 (the
    /// crossing walk grew); inlining these: see the commit.
    @inline(__always)
    mutating func appendInline(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Removes the value at `index`, moving the later ones down by one (O(*n*)).
    mutating func remove(at index: Int) {
        assert(holds(index), "StageColumn.remove(at: \(index)) out of 0..<\(count)")
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        count -= 1
    }

    /// Whether there are no values.
    var isEmpty: Bool { count == 0 }

    /// Sorts the values in place by `areInIncreasingOrder` (O(*n* log *n*)).
    func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        var values = UnsafeMutableBufferPointer(start: base, count: count)
        values.sort(by: areInIncreasingOrder)
    }

    /// Removes the last value.
    mutating func removeLast() {
        assert(count > 0, "StageColumn.removeLast() on an empty column")
        count -= 1
    }

    /// Forgets every value, keeping the memory.
    mutating func removeAll() { count = 0 }

    /// Sets the count to `newCount` (at most the capacity); new values are `filler`.
    mutating func resize(to newCount: Int, filler: Element) {
        assert(newCount >= 0, "StageColumn.resize(to: \(newCount))")
        reserve(newCount)
        if newCount > count { (base + count).initialize(repeating: filler, count: newCount - count) }
        count = newCount
    }

    /// Removes the values for which `remove` is true, keeping the others in order (O(*n*)).
    mutating func removeAll(where remove: (Element) -> Bool) {
        var kept = 0
        for index in 0..<count where !remove(base[index]) {
            base[kept] = base[index]
            kept += 1
        }
        count = kept
    }

    /// Releases the memory; the value must not be used afterwards.
    func free() { base.deallocate() }
}
