/// A growable run of values in memory of its own: how a stage's track storage keeps what its frame
/// loop reads (`TrackStorage.entries` and `.runs`).
///
/// Why not an array: a frame opens its entries for writing, which on an array is a uniqueness check
/// (a runtime call) every frame, and it reads them across calls the optimiser cannot see into (the
/// tracks' write closures), around which an array read from a class is retained. A pointer and a
/// count are plain data: with a few tracks of each value type, those per-batch costs were more than
/// a track's own work. The owner frees the memory with ``free()``, once, when it is done. The frame
/// loops index `base` directly; they assert their indexes with ``holds(_:)`` (debug builds only).
@usableFromInline
struct TrackRecords<Element> {
    /// Where the records are: `base[0..<count]` is initialised.
    @usableFromInline private(set) var base: UnsafeMutablePointer<Element>
    /// How many records there are.
    @usableFromInline private(set) var count = 0
    private var capacity = 0

    /// No records yet (room for none: the first append allocates room for four).
    init() { base = .allocate(capacity: 0) }

    /// Whether `index` names a record: `0 <= index < count`.
    @usableFromInline
    func holds(_ index: Int) -> Bool { index >= 0 && index < count }

    /// Whether the records' invariants hold: `0 <= count <= capacity` (a debug validation).
    var invariantsHold: Bool { count >= 0 && count <= capacity }

    /// The last record, or `nil` when there are none.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The records, copied into an array.
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Adds `element` after the last record (amortised O(1): the memory doubles when full).
    @usableFromInline
    mutating func append(_ element: Element) {
        if count == capacity {
            capacity = Swift.max(4, 2 * capacity)
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
        }
        (base + count).initialize(to: element)
        count += 1
        assert(invariantsHold)
    }

    /// Releases every record, keeping the memory.
    @usableFromInline
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Replaces every record with `elements`, in order.
    mutating func replaceAll(with elements: some Sequence<Element>) {
        removeAll()
        for element in elements { append(element) }
    }

    /// Releases the records and their memory; the value must not be used afterwards.
    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
