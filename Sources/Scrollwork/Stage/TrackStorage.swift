// How a stage keeps and writes its tracks: per-frame positions, batches of one value type and
// destination kind, and the frame loop compiled for each.

/// Where a scene's per-frame positions are kept: one per scene, plus the stage itself at index 0.
///
/// The four positions are stored in the order of ``TrackDomain/Kind``'s raw values, so that a
/// track's position is one load at `rawValue × 8` bytes (see ``position(_:)``).
@usableFromInline
struct SceneFrame: Sendable {
    /// The scene's progress in `0...1`; NaN while the scene is unresolved.
    @usableFromInline var progress: Double
    /// Points from the scene's start, clamped into `0...length`; NaN while unresolved.
    @usableFromInline var sceneOffset: Double
    /// The offset the scene's tracks see (the stage offset, or the end of a completed `once` scene).
    @usableFromInline var offset: Double
    /// The stage's velocity as its tracks see it (see ``Stage/velocity``); NaN while unresolved.
    @usableFromInline var velocity: Double
    /// The scene's progress, not clamped (``TrackDomain/unclampedProgress``); NaN while unresolved.
    @usableFromInline var unclampedProgress: Double

    init(progress: Double, sceneOffset: Double, offset: Double, velocity: Double, unclampedProgress: Double) {
        self.progress = progress
        self.sceneOffset = sceneOffset
        self.offset = offset
        self.velocity = velocity
        self.unclampedProgress = unclampedProgress
    }

    static let unresolved = SceneFrame(progress: .nan, sceneOffset: .nan, offset: .nan, velocity: .nan, unclampedProgress: .nan)

    /// The position a track keyed on `domain` reads.
    @inlinable
    func position(_ domain: TrackDomain.Kind) -> Double {
        switch domain {
        case .progress: return progress
        case .sceneOffset: return sceneOffset
        case .offset: return offset
        case .velocity: return velocity
        case .unclampedProgress: return unclampedProgress
        }
    }

    /// Whether the fields lie in the order of ``TrackDomain/Kind``'s raw values, 8 bytes apart
    /// (what `TrackStorage.PositionSource.position(in:)` relies on).
    static var fieldsFollowDomains: Bool {
        MemoryLayout<SceneFrame>.size == 40 && MemoryLayout<SceneFrame>.offset(of: \.progress) == 0
            && MemoryLayout<SceneFrame>.offset(of: \.sceneOffset) == 8 && MemoryLayout<SceneFrame>.offset(of: \.offset) == 16
            && MemoryLayout<SceneFrame>.offset(of: \.velocity) == 24 && TrackDomain.Kind.velocity.rawValue == 3
            && MemoryLayout<SceneFrame>.offset(of: \.unclampedProgress) == 32 && TrackDomain.Kind.unclampedProgress.rawValue == 4
    }
}

/// The tracks of one value type and destination kind on a stage, with the frame loop compiled
/// for them.
@usableFromInline
final class TrackBatch {
    @usableFromInline let storage: AnyObject
    /// Writes the tracks of a frame: `(frames, force, reduced)`.
    let update: (UnsafeBufferPointer<SceneFrame>, Bool, Bool) -> Void
    /// Writes the tracks of the listed frames whose position changed: `(frames, swept, swept list's number, moved, reduced)`.
    let updateFrames: (UnsafeBufferPointer<SceneFrame>, UnsafeBufferPointer<Int32>, Int, UnsafeBufferPointer<Int32>, Bool) -> Void
    /// Writes the tracks keyed on ``TrackDomain/velocity`` whose position changed: `(frames, reduced)`.
    let updateVelocity: (UnsafeBufferPointer<SceneFrame>, Bool) -> Void
    let remove: (Int, Bool) -> Void
    /// Forgets the last position of every track whose position is NaN in the frames.
    let forget: (UnsafeBufferPointer<SceneFrame>) -> Void
    /// How many tracks the batch holds.
    let count: () -> Int
    /// Writes the tracks from the given one on: `(first, frames, reduced)`.
    let writeFrom: (Int, UnsafeBufferPointer<SceneFrame>, Bool) -> Void

    @usableFromInline
    init(
        storage: AnyObject, update: @escaping (UnsafeBufferPointer<SceneFrame>, Bool, Bool) -> Void,
        updateFrames: @escaping (UnsafeBufferPointer<SceneFrame>, UnsafeBufferPointer<Int32>, Int, UnsafeBufferPointer<Int32>, Bool) -> Void,
        updateVelocity: @escaping (UnsafeBufferPointer<SceneFrame>, Bool) -> Void, remove: @escaping (Int, Bool) -> Void,
        forget: @escaping (UnsafeBufferPointer<SceneFrame>) -> Void, count: @escaping () -> Int,
        writeFrom: @escaping (Int, UnsafeBufferPointer<SceneFrame>, Bool) -> Void
    ) {
        self.storage = storage
        self.update = update
        self.updateFrames = updateFrames
        self.updateVelocity = updateVelocity
        self.remove = remove
        self.forget = forget
        self.count = count
        self.writeFrom = writeFrom
    }
}

/// A track's write closure, held by a class so that a frame can call it through an unowned
/// reference without retaining it.
@usableFromInline
final class TrackWriter<Value> {
    @usableFromInline let write: (Value) -> Void
    @usableFromInline init(_ write: @escaping (Value) -> Void) { self.write = write }
}

/// Where a track's frames put its values: one kind per storage, so that a frame loop is compiled
/// for one destination and makes no choice per track. Plain data: the object that keeps it valid
/// is held beside it (``TrackStorage/owners``).
@usableFromInline
protocol TrackDestination {
    associatedtype Value: Interpolatable
    /// Puts one new value.
    func write(_ value: Value)
}

/// A closure track's destination: its writer, unowned.
@usableFromInline
struct ClosureDestination<Value: Interpolatable>: TrackDestination {
    @usableFromInline let writer: Unmanaged<TrackWriter<Value>>

    @inlinable
    init(_ writer: TrackWriter<Value>) { self.writer = .passUnretained(writer) }

    /// Calls the closure through the unowned reference, which saves a retain and a release per
    /// track per frame (the storage's owners keep the writer alive).
    @inlinable
    func write(_ value: Value) { writer._withUnsafeGuaranteedRef { $0.write(value) } }
}

/// A buffer track's destination: its first slot in a ``TrackBuffer``.
@usableFromInline
struct BufferDestination<Value: AnimatableVector>: TrackDestination {
    @usableFromInline let slots: UnsafeMutablePointer<Double>

    @inlinable
    init(_ slots: UnsafeMutablePointer<Double>) { self.slots = slots }

    /// Stores the value's components, one per slot.
    @inlinable
    func write(_ value: Value) {
        let components = value.animationComponents
        slots[0] = components.x
        if components.count > 1 { slots[1] = components.y }
        if components.count > 2 { slots[2] = components.z }
        if components.count > 3 { slots[3] = components.w }
    }
}

/// The tracks of one value type and destination kind, as records in one array: a frame is one
/// tight loop per run of tracks that read the same position.
@usableFromInline
final class TrackStorage<Destination: TrackDestination> {
    @usableFromInline typealias Value = Destination.Value

    /// What a frame reads and writes for a track.
    @usableFromInline
    struct Entry {
        @usableFromInline var timeline: Timeline<Value>
        @usableFromInline var cursor = TimelineCursor()
        /// The position last written; NaN = never.
        @usableFromInline var last = Double.nan
        @usableFromInline let destination: Destination

        @usableFromInline
        init(timeline: Timeline<Value>, destination: Destination) {
            self.timeline = timeline
            self.destination = destination
        }
    }

    /// Where a track's position comes from: a scene's frame (0 is the stage's) and a domain.
    @usableFromInline
    struct PositionSource: Equatable {
        @usableFromInline var frame: Int
        @usableFromInline let domain: TrackDomain.Kind

        @usableFromInline
        init(frame: Int, domain: TrackDomain.Kind) {
            self.frame = frame
            self.domain = domain
        }

        /// The position in `frames`: one load, from the field of `domain` (`SceneFrame`'s fields
        /// follow the domains' raw values; checked by `SceneFrame.fieldsFollowDomains`). `frames`
        /// is never empty (the stage's own frame is first): its address is taken unchecked in
        /// release builds.
        @inlinable
        func position(in frames: UnsafeBufferPointer<SceneFrame>) -> Double {
            assert(frame >= 0 && frame < frames.count, "a track's frame \(frame) out of 0..<\(frames.count)")
            return UnsafeRawPointer(frames.baseAddress.unsafelyUnwrapped + frame).load(fromByteOffset: Int(domain.rawValue) &* 8, as: Double.self)
        }
    }

    /// A track's position source, and whether it is decorative (discrete under reduced motion).
    /// Never read by the full-motion frame loop, which reads ``runs``.
    @usableFromInline
    struct Placement {
        @usableFromInline var source: PositionSource
        @usableFromInline let decorative: Bool
    }

    /// Consecutive entries that read the same position: `entries[start..<end]` (`start` is the
    /// previous run's end). A frame reads each run's position once.
    @usableFromInline
    struct Run {
        @usableFromInline let source: PositionSource
        @usableFromInline let start: Int
        @usableFromInline var end: Int
        /// The next run of the same frame, in entry order, or -1 (see ``TrackStorage/firstRun``).
        @usableFromInline var next: Int32 = -1

        @usableFromInline
        init(source: PositionSource, start: Int, end: Int) {
            self.source = source
            self.start = start
            self.end = end
        }
    }

    // The entries and runs live in memory of their own (see `TrackRecords`), and are unchecked for
    // the reason Stage.swift gives ("Exclusivity"): no stage call a write closure may make reaches
    // them. Figures (callgrind, instructions an op, unchecked / these, `TrackBatches.all` and the
    // batches' properties checked): W1 stage_scrub_tracks_mixed n = 10 343 / 589, n = 1,000
    // 13,311 / 14,050; stage_random_tracks_mixed_buffer n = 10 322 / 570; W2 scrub n = 1,000 415 / 520.
    @exclusivity(unchecked) @usableFromInline var entries = TrackRecords<Entry>()
    /// Per entry, in the same order.
    @usableFromInline var placements: [Placement] = []
    @exclusivity(unchecked) @usableFromInline var runs = TrackRecords<Run>()
    /// Per frame number, its first and last run (-1: none; frames past the end have none): the
    /// runs of one frame are linked in entry order by ``Run/next``, so that a move visits the
    /// tracks of the frames it changed without looking at the others.
    @exclusivity(unchecked) @usableFromInline var firstRun = TrackRecords<Int32>()
    @exclusivity(unchecked) var lastRun = TrackRecords<Int32>()
    /// The runs of the moved frames a move visits (``update(_:swept:sweptList:moved:reduced:)``),
    /// kept between moves for their memory.
    @exclusivity(unchecked) @usableFromInline var visits = TrackRecords<Int32>()
    /// The runs of the swept frames, sorted, for the stage's list number `sweptRunsList` and
    /// `sweptRunsCount` runs (a track added makes them be found again). Unchecked, as `entries`
    /// (no write closure reaches them): checked, the two counts' accesses took W1
    /// stage_scrub_tracks_mixed n = 100 from 1,735 instructions a frame to 2,617.
    @exclusivity(unchecked) @usableFromInline var sweptRuns = TrackRecords<Int32>()
    @exclusivity(unchecked) @usableFromInline var sweptRunsList = -1
    @exclusivity(unchecked) @usableFromInline var sweptRunsCount = -1
    /// Per entry, what keeps its destination valid (a writer, a buffer).
    @usableFromInline var owners: [AnyObject] = []

    @usableFromInline init() { assert(SceneFrame.fieldsFollowDomains, "SceneFrame's fields must follow TrackDomain.Kind's raw values") }

    deinit {
        entries.free()
        runs.free()
        firstRun.free()
        lastRun.free()
        visits.free()
        sweptRuns.free()
    }

    @usableFromInline
    func append(_ timeline: Timeline<Value>, frame: Int, domain: TrackDomain.Kind, decorative: Bool, destination: Destination, owner: AnyObject) {
        entries.append(Entry(timeline: timeline, destination: destination))
        placements.append(Placement(source: PositionSource(frame: frame, domain: domain), decorative: decorative))
        owners.append(owner)
        extendRuns(with: placements[placements.count - 1].source)
    }

    /// Adds the last entry, which reads `source`, to the runs: to the last run when it reads the
    /// same position, otherwise as a new run.
    func extendRuns(with source: PositionSource) {
        if let last = runs.last, last.source == source {
            runs.base[runs.count - 1].end += 1
            return
        }
        let start = runs.last?.end ?? 0, run = Int32(truncatingIfNeeded: runs.count)
        runs.append(Run(source: source, start: start, end: start + 1))
        let frame = source.frame
        while firstRun.count <= frame {
            firstRun.append(-1)
            lastRun.append(-1)
        }
        let last = Int(lastRun.base[frame])
        if last >= 0 {
            runs.base[last].next = run
        } else {
            firstRun.base[frame] = run
        }
        lastRun.base[frame] = run
    }

    /// Writes every track whose position changed (all of them when `force` is set); with
    /// `reduced`, decorative tracks are discrete (see ``MotionPolicy``): each scale shows its
    /// `from` until its middle and its `to` from there on.
    ///
    /// - Complexity: O(*t*) for *t* tracks, plus O(log *n*) for each track whose position left
    ///   the neighbourhood of its previous segment.
    @inlinable
    func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool, reduced: Bool) {
        // Two loops, so that the full-motion one carries no test for reduced motion.
        if reduced {
            updateReduced(frames, force: force)
            return
        }
        let runs = self.runs, entries = self.entries.base
        var first = 0
        for r in 0..<runs.count {
            let run = runs.base[r]
            defer { first = run.end }
            let position = run.source.position(in: frames)
            if position.isNaN { continue }   // an unplaced or unresolved scene
            Self.writeFullMotion(entries, first, run.end, at: position, force: force)
        }
    }

    /// Writes the tracks `start..<end` of `entries` at `position` (not NaN) in full motion, each
    /// whose position changed (every one with `force`): the loop of both ``update(_:force:reduced:)``
    /// and `visit(_:_:reduced:)`.
    ///
    /// A counted loop, not a range: a range checks its bounds when it is made and each step.
    /// Callgrind (with `unsafelyUnwrapped` in `position(in:)`), instructions a frame, range /
    /// counted: W1 stage_scrub_tracks_mixed n = 10 339.1 / 334.1, n = 1,000 13,291.1 / 12,884.3;
    /// W2 tracked n = 1,000 (`visit`) 2,018.7 / 1,987.0. Forced inline, so each caller keeps the loop
    /// it had (an exception to the house style: the two loops apart and this one shared measure the
    /// same, W1 stage rows at n = 10 and 1,000 and W2 tracked at n = 200 and 1,000 to the instruction).
    @inlinable @inline(__always)
    static func writeFullMotion(_ entries: UnsafeMutablePointer<Entry>, _ start: Int, _ end: Int, at position: Double, force: Bool) {
        var k = start
        while k < end {
            defer { k &+= 1 }
            guard let index = seek(&entries[k], to: position, force: force) else { continue }
            // The segment is copied out of the entry first and evaluated after, so that no call is
            // made while the entry's timeline is borrowed (which would copy it).
            let value = index < 0
                ? entries[k].timeline.valueBeforeFirst
                : Timeline<Value>.evaluate(entries[k].timeline.segment(index), at: position)
            entries[k].destination.write(value)
        }
    }

    /// Writes the tracks of the frames numbered in `swept` and `moved` whose position changed, in
    /// the order ``update(_:force:reduced:)`` writes them (entry order; a run listed twice is
    /// visited once). A move passes the frames whose positions it may have changed; the others'
    /// tracks would find their positions unchanged, so they are not looked at. The runs of the
    /// `swept` frames are kept, sorted, for as long as `sweptList` (which numbers each list) is the same.
    ///
    /// - Complexity: O(*r* log *r* + *w* + *t*) for the *r* runs of the `moved` frames, the *w* runs of
    ///   the `swept` ones, and the *t* tracks of both, plus O(log *n*) for each track whose position
    ///   left the neighbourhood of its segment.
    @inlinable
    func update(
        _ frames: UnsafeBufferPointer<SceneFrame>, swept: UnsafeBufferPointer<Int32>, sweptList: Int,
        moved: UnsafeBufferPointer<Int32>, reduced: Bool
    ) {
        if sweptList != sweptRunsList || runs.count != sweptRunsCount { findSweptRuns(swept, list: sweptList) }
        let swept = sweptRuns.base, sweptCount = sweptRuns.count
        if moved.isEmpty {
            for v in 0..<sweptCount { visit(Int(swept[v]), frames, reduced: reduced) }
            return
        }
        visits.removeAll()
        gatherRuns(of: moved)
        let movedCount = visits.count
        if movedCount > 1 {
            var order = UnsafeMutableBufferPointer(start: visits.base, count: movedCount)
            order.sort()
        }
        // Both lists are sorted: merged, in entry order, each run once.
        let movedRuns = visits.base
        var i = 0, j = 0, previous: Int32 = -1
        while i < sweptCount || j < movedCount {
            let r: Int32
            if j >= movedCount || (i < sweptCount && swept[i] <= movedRuns[j]) {
                r = swept[i]
                i += 1
            } else {
                r = movedRuns[j]
                j += 1
            }
            if r == previous { continue }
            previous = r
            visit(Int(r), frames, reduced: reduced)
        }
    }

    /// Writes the tracks of run `r` whose position changed, as ``update(_:force:reduced:)`` does.
    @inlinable
    func visit(_ r: Int, _ frames: UnsafeBufferPointer<SceneFrame>, reduced: Bool) {
        assert(runs.holds(r) && runs.base[r].start >= 0 && runs.base[r].end <= self.entries.count, "track run \(r) out of range")
        let run = runs.base[r], entries = self.entries.base
        let position = run.source.position(in: frames)
        if position.isNaN { return }   // an unplaced or unresolved scene
        if reduced {
            for k in run.start..<run.end {
                Self.write(&entries[k], at: position, force: false, discrete: placements[k].decorative)
            }
            return
        }
        Self.writeFullMotion(entries, run.start, run.end, at: position, force: false)
    }

    /// Lists the runs of the frames numbered in `swept`, sorted, as the runs of list number `list`.
    @usableFromInline
    func findSweptRuns(_ swept: UnsafeBufferPointer<Int32>, list: Int) {
        visits.removeAll()
        gatherRuns(of: swept)
        var order = UnsafeMutableBufferPointer(start: visits.base, count: visits.count)
        order.sort()
        sweptRuns.removeAll()
        for v in 0..<visits.count { sweptRuns.append(visits.base[v]) }
        sweptRunsList = list
        sweptRunsCount = runs.count
    }

    /// Adds the runs of the frames numbered in `list` to ``visits``.
    @inlinable
    func gatherRuns(of list: UnsafeBufferPointer<Int32>) {
        let heads = firstRun.base, known = firstRun.count, runs = self.runs.base
        for frame in list {
            assert(frame >= 0, "a frame number below 0")
            var run = Int(frame) < known ? heads[Int(frame)] : -1
            while run >= 0 {
                assert(self.runs.holds(Int(run)), "track run \(run) out of range")
                visits.append(run)
                run = runs[Int(run)].next
            }
        }
    }

    /// Writes the tracks keyed on ``TrackDomain/velocity`` whose position changed (a tick: only
    /// the velocity moved), as ``update(_:force:reduced:)`` would.
    ///
    /// - Complexity: O(*r* + *v*) for *r* runs of tracks and *v* velocity tracks.
    @inlinable
    func updateVelocity(_ frames: UnsafeBufferPointer<SceneFrame>, reduced: Bool) {
        let runs = self.runs, entries = self.entries.base
        var first = 0
        for r in 0..<runs.count {
            let run = runs.base[r]
            defer { first = run.end }
            guard run.source.domain == .velocity else { continue }
            let position = run.source.position(in: frames)
            if position.isNaN { continue }
            for k in first..<run.end {
                Self.write(&entries[k], at: position, force: false, discrete: reduced && placements[k].decorative)
            }
        }
    }

    /// The frame loop under reduced motion.
    @usableFromInline
    func updateReduced(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool) {
        write(from: 0, frames, force: force, reduced: true)
    }

    /// Writes the tracks `first...` whose position changed (all of them when `force` is set), one
    /// at a time: the frame loop under reduced motion, and the first write of tracks just added.
    ///
    /// - Complexity: O(*t*) for the *t* tracks from `first` on, plus O(log *n*) each.
    @usableFromInline
    func write(from first: Int, _ frames: UnsafeBufferPointer<SceneFrame>, force: Bool, reduced: Bool) {
        let entries = self.entries.base
        for k in first..<self.entries.count {
            let placement = placements[k]
            let position = placement.source.position(in: frames)
            if position.isNaN { continue }
            Self.write(&entries[k], at: position, force: force, discrete: reduced && placement.decorative)
        }
    }

    /// Writes `entry`'s value at `position` (not NaN) if its position changed (or with `force`):
    /// each scale discrete at its middle with `discrete` (a decorative track under reduced motion).
    @inlinable
    static func write(_ entry: inout Entry, at position: Double, force: Bool, discrete: Bool) {
        guard let index = seek(&entry, to: position, force: force) else { return }
        let value: Value
        if index < 0 {
            value = entry.timeline.valueBeforeFirst
        } else {
            let segment = entry.timeline.segment(index)
            value = discrete
                ? Timeline<Value>.discreteValue(segment, length: entry.timeline.length(ofSegment: index), at: position)
                : Timeline<Value>.evaluate(segment, at: position)
        }
        entry.destination.write(value)
    }

    /// Moves an entry's cursor to `position` (not NaN): the segment index (−1 before the first),
    /// or `nil` when there is nothing to write (no change without `force`).
    @inlinable
    static func seek(_ entry: inout Entry, to position: Double, force: Bool) -> Int? {
        if position == entry.last && !force { return nil }
        entry.last = position
        let index = entry.timeline.index(near: entry.cursor.index, for: position)
        entry.cursor.index = max(index, 0)
        return index
    }

    /// Makes every track whose position is NaN in `frames` — a track of an unplaced, unresolved or
    /// disabled scene, which a forced write skipped — write at its next position, even one equal
    /// to the last it wrote. Not on the per-frame path: after a forced write only.
    @usableFromInline
    func forgetTracks(unplacedIn frames: UnsafeBufferPointer<SceneFrame>) {
        let entries = self.entries.base
        for k in 0..<self.entries.count where placements[k].source.position(in: frames).isNaN {
            entries[k].last = .nan
        }
    }

    /// Removes the tracks of frame `frame`, and with `renumber` moves the frames after it down by one.
    @usableFromInline
    func removeTracks(ofFrame frame: Int, renumber: Bool) {
        let keep = placements.indices.filter { placements[$0].source.frame != frame }
        guard keep.count < placements.count || renumber else { return }
        entries.replaceAll(with: keep.map { entries.base[$0] })
        owners = keep.map { owners[$0] }
        placements = keep.map { index in
            var placement = placements[index]
            if renumber && placement.source.frame > frame { placement.source.frame -= 1 }
            return placement
        }
        runs.removeAll()
        firstRun.removeAll()
        lastRun.removeAll()
        for placement in placements { extendRuns(with: placement.source) }
    }
}

/// A stage's batches, one per value type and destination kind.
final class TrackBatches {
    @exclusivity(unchecked) private(set) var all: [TrackBatch] = []
    /// `all`, unretained, in memory of its own (see `TrackRecords`): a frame's loop over the
    /// batches reads the pointer and the count once, not the array around every batch's call.
    /// Callgrind (W1 stage_scrub_tracks_mixed, instructions a frame, this / the array):
    /// n = 10 337.1 / 339.1, n = 100 1,713.4 / 1,727.4.
    @exclusivity(unchecked) private var frameOrder = TrackRecords<Unmanaged<TrackBatch>>()
    private var byKind: [ObjectIdentifier: TrackBatch] = [:]

    deinit { frameOrder.free() }

    /// Whether any track was ever added (batches are never removed).
    var hasTracks: Bool { !all.isEmpty }
    /// Whether a track keyed on ``TrackDomain/velocity`` was ever added.
    private(set) var readsVelocity = false

    func add(_ track: Track, frame: Int, domain: TrackDomain.Kind) {
        if domain == .velocity { readsVelocity = true }
        let batch = byKind[track.batchKind] ?? {
            let batch = track.makeBatch()
            byKind[track.batchKind] = batch
            all.append(batch)
            frameOrder.append(.passUnretained(batch))
            return batch
        }()
        track.join(batch, frame, domain, track.motion == .decorative)
    }

    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W1 stage_scrub_tracks_mixed_buffer n = 10: 301 instructions a frame without it, 283 with.
    @inline(__always)
    func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool, reduced: Bool) {
        // Through unowned references (`all` keeps the batches alive, and a frame cannot change
        // it): a batch and its closure are then read without a retain and a release each.
        let batches = frameOrder.base, count = frameOrder.count
        for index in 0..<count {
            batches[index]._withUnsafeGuaranteedRef { $0.update(frames, force, reduced) }
        }
    }

    /// Writes the tracks of the frames numbered in `swept` (list number `sweptList`) and `moved`
    /// whose position changed (see ``TrackStorage/update(_:swept:sweptList:moved:reduced:)``).
    @inline(__always)
    func update(
        _ frames: UnsafeBufferPointer<SceneFrame>, swept: UnsafeBufferPointer<Int32>, sweptList: Int, moved: UnsafeBufferPointer<Int32>,
        reduced: Bool
    ) {
        let batches = frameOrder.base, count = frameOrder.count
        for index in 0..<count {
            batches[index]._withUnsafeGuaranteedRef { $0.updateFrames(frames, swept, sweptList, moved, reduced) }
        }
    }

    /// Writes the velocity tracks whose position changed (see ``TrackStorage/updateVelocity(_:reduced:)``).
    func updateVelocity(_ frames: UnsafeBufferPointer<SceneFrame>, reduced: Bool) {
        for index in all.indices {
            Unmanaged.passUnretained(all[index])._withUnsafeGuaranteedRef { $0.updateVelocity(frames, reduced) }
        }
    }

    /// Removes the tracks of frame `frame`, and with `renumber` moves the frames after it down by one.
    func removeTracks(ofFrame frame: Int, renumber: Bool) {
        for batch in all { batch.remove(frame, renumber) }
    }

    /// Makes every track whose position is NaN in `frames` write at its next position.
    func forgetTracks(unplacedIn frames: UnsafeBufferPointer<SceneFrame>) {
        for batch in all { batch.forget(frames) }
    }

    /// How many tracks each batch holds, to write the tracks added after with
    /// ``writeTracks(addedSince:_:reduced:)``.
    var counts: [Int] { all.map { $0.count() } }

    /// Writes the tracks added since `counts` was taken (a batch made since then: all of its).
    ///
    /// - Complexity: O(*b* + *t*) for *b* batches and the *t* tracks added.
    func writeTracks(addedSince counts: [Int], _ frames: UnsafeBufferPointer<SceneFrame>, reduced: Bool) {
        for (index, batch) in all.enumerated() {
            let first = index < counts.count ? counts[index] : 0
            if first < batch.count() { batch.writeFrom(first, frames, reduced) }
        }
    }
}
