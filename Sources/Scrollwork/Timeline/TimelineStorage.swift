/// The segments of a ``Timeline``: parallel runs of starts, lengths, hot records and curve
/// parameters in one allocation, reached through pointers fixed when the storage is made.
///
/// Why not arrays: a lookup in client code reads the timeline where the client keeps it (an array
/// of timelines, a property). When the lookup reads the timeline's arrays and any of its paths may
/// call code the optimiser cannot see (a custom easing, `sin`, a colour conversion), the client
/// must retain every array for the whole lookup — five retains and five releases per lookup, more
/// than the lookup itself. Pointers that never change (`let`) are plain data: reading them needs no
/// retain, whatever the lookup calls afterwards.
///
/// Copy on write: a timeline writes into its storage only while it holds the only reference to it
/// (see `Timeline.reserveUnique(_:)`); otherwise it copies the storage first. A storage never grows:
/// a timeline that needs more room moves its segments into a new, larger one.
@usableFromInline
final class TimelineStorage<Value: Interpolatable> {
    /// How many segments fit.
    @usableFromInline let capacity: Int
    /// How many segments are initialised (what `deinit` releases). Kept equal to the count of the
    /// timeline that owns the storage; lookups read the timeline's copy, not this one.
    @usableFromInline var count = 0
    /// The starts of the segments, ascending: the run the binary search reads.
    @usableFromInline let starts: UnsafeMutablePointer<Double>
    /// Each segment's length exactly as given (`end − start` may differ in the last bit).
    @usableFromInline let lengths: UnsafeMutablePointer<Double>
    /// The hot part of each segment, in the same order.
    @usableFromInline let hot: UnsafeMutablePointer<Timeline<Value>.Hot>
    /// The curve parameters of each segment, in the same order; read only for curves that are not
    /// named (cubic-bezier, steps, stops, springs, combinators, custom). Plain data.
    @usableFromInline let parameters: UnsafeMutablePointer<CurveParameters>
    /// The timeline's initial value (one value, initialised from creation to `deinit`).
    @usableFromInline let initial: UnsafeMutablePointer<Value>
    /// The one allocation the four runs and the initial value live in.
    let memory: UnsafeMutableRawPointer
    /// The storage of every easing that has one (stops, springs, combinators, custom curves), once
    /// per segment using it: what keeps the unowned references in ``parameters`` alive. Here rather
    /// than in the timeline, so that a copy of a timeline holds one reference.
    @usableFromInline var owners: [EasingStorage] = []

    /// An empty storage with room for `capacity` segments, holding `initial`.
    @usableFromInline
    init(capacity: Int, initial value: Value) {
        precondition(capacity >= 0, "TimelineStorage(capacity: \(capacity))")
        self.capacity = capacity
        func end<T>(of _: T.Type, at offset: Int) -> Int { offset + MemoryLayout<T>.stride * capacity }
        func aligned<T>(_ offset: Int, for _: T.Type) -> Int {
            let alignment = MemoryLayout<T>.alignment
            return (offset + alignment - 1) / alignment * alignment
        }
        // Hot records first, at a cache-line boundary: a 64-byte record is then one line.
        let startsOffset = aligned(end(of: Timeline<Value>.Hot.self, at: 0), for: Double.self)
        let lengthsOffset = end(of: Double.self, at: startsOffset)
        let parametersOffset = aligned(end(of: Double.self, at: lengthsOffset), for: CurveParameters.self)
        let initialOffset = aligned(end(of: CurveParameters.self, at: parametersOffset), for: Value.self)
        let byteCount = initialOffset + MemoryLayout<Value>.stride
        let alignment = max(64, MemoryLayout<Timeline<Value>.Hot>.alignment, MemoryLayout<CurveParameters>.alignment, MemoryLayout<Value>.alignment)
        memory = .allocate(byteCount: max(byteCount, 1), alignment: alignment)
        hot = memory.bindMemory(to: Timeline<Value>.Hot.self, capacity: capacity)
        starts = (memory + startsOffset).bindMemory(to: Double.self, capacity: capacity)
        lengths = (memory + lengthsOffset).bindMemory(to: Double.self, capacity: capacity)
        parameters = (memory + parametersOffset).bindMemory(to: CurveParameters.self, capacity: capacity)
        initial = (memory + initialOffset).bindMemory(to: Value.self, capacity: 1)
        initial.initialize(to: value)
    }

    deinit {
        // Doubles and curve parameters are trivial; hot records hold values, which may not be.
        hot.deinitialize(count: count)
        initial.deinitialize(count: 1)
        memory.deallocate()
    }

    /// The pointers lookups read, as a timeline keeps them beside its storage.
    @usableFromInline
    struct Pointers {
        @usableFromInline let hot: UnsafeMutablePointer<Timeline<Value>.Hot>
        @usableFromInline let starts: UnsafeMutablePointer<Double>
        @usableFromInline let parameters: UnsafeMutablePointer<CurveParameters>
    }

    @usableFromInline
    var pointers: Pointers { Pointers(hot: hot, starts: starts, parameters: parameters) }

    /// Initialises the segment slot `index` (uninitialised) with `record`'s fields.
    @inlinable
    func initialize(at index: Int, to record: Timeline<Value>.Record) {
        (starts + index).initialize(to: record.start)
        (lengths + index).initialize(to: record.length)
        (hot + index).initialize(to: record.hot)
        (parameters + index).initialize(to: record.parameters)
    }

    /// Moves `count` segments from `source` to `destination` in every buffer (the ranges may
    /// overlap); the source slots are left uninitialised.
    @inlinable
    func moveSegments(from source: Int, to destination: Int, count: Int) {
        (starts + destination).moveInitialize(from: starts + source, count: count)
        (lengths + destination).moveInitialize(from: lengths + source, count: count)
        (hot + destination).moveInitialize(from: hot + source, count: count)
        (parameters + destination).moveInitialize(from: parameters + source, count: count)
    }

    /// A storage with room for `capacity` segments (at least `count`) holding copies of these
    /// segments, or — with `moving` — these segments themselves, leaving this storage empty.
    @inlinable
    func relocated(capacity: Int, moving: Bool) -> TimelineStorage {
        let new = TimelineStorage(capacity: Swift.max(capacity, count), initial: initial.pointee)
        new.starts.initialize(from: starts, count: count)
        new.lengths.initialize(from: lengths, count: count)
        new.parameters.initialize(from: parameters, count: count)
        if moving {
            new.hot.moveInitialize(from: hot, count: count)
        } else {
            new.hot.initialize(from: hot, count: count)
        }
        new.count = count
        new.owners = owners
        if moving { count = 0 }
        return new
    }
}

// Memory is written only by a timeline holding the only reference to its storage; a shared
// storage is immutable. So it can be shared across threads whenever its values can; and so can the
// pointers into it, which a timeline holds only beside the storage they point into.
extension TimelineStorage: @unchecked Sendable where Value: Sendable {}
extension TimelineStorage.Pointers: @unchecked Sendable where Value: Sendable {}
