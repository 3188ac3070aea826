/// What a track's timeline is keyed on: a position in the range the track belongs to.
///
/// A track belongs to a scene (its range is the scene's `start...end`) or to the stage itself (its
/// range is the whole scroll range, `0...`  ``StageLayout/maximumOffset``), and the domain means the
/// same thing in both:
///
/// - ``progress``: progress through the range, `0...1` (the default, and what ScrollTrigger's
///   `scrub` and ScrollMagic's tweens use). Clamped: the value holds outside the range. A
///   zero-length range (a trigger, or a stage whose layout has no scrollable length) is 0 before
///   its start and 1 from it on.
/// - ``sceneOffset``: points from the range's start, clamped into `0...length`.
/// - ``offset``: the stage's absolute scroll offset, unclamped.
///
/// A struct over a private enum, so that new domains can be added without breaking a client `switch`.
public struct TrackDomain: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Kind: UInt8, Hashable, Sendable {
        case progress, sceneOffset, offset
    }

    @usableFromInline
    let kind: Kind

    /// Progress through the track's range, clamped into `0...1`.
    public static let progress = TrackDomain(kind: .progress)
    /// Points from the start of the track's range, clamped into `0...length`.
    public static let sceneOffset = TrackDomain(kind: .sceneOffset)
    /// The absolute scroll offset.
    public static let offset = TrackDomain(kind: .offset)

    /// `progress`, `sceneOffset` or `offset`.
    public var description: String {
        switch kind {
        case .progress: return "progress"
        case .sceneOffset: return "sceneOffset"
        case .offset: return "offset"
        }
    }
}

/// A timeline bound to a destination: each frame, a ``Stage`` evaluates the timeline at the track's
/// position (see ``TrackDomain``) and writes the value — to an object's property through a key
/// path, to a closure, or as numbers into slots of a ``TrackBuffer``.
///
/// A track writes only when its position changed since its last write, so a frame in which a scene
/// does not move costs almost nothing. Objects written through key paths are held weakly: a track
/// whose object is gone does nothing.
///
/// ```swift
/// final class Title { var opacity = 0.0 }
/// let title = Title()
/// var fade = Timeline(initial: 0.0)
/// try fade.insert(Scale(start: 0, length: 0.5, to: 1))          // fade in over the first half
/// let track = Track(fade, to: \Title.opacity, on: title)            // keyed on scene progress
/// let logged = Track(fade, domain: .progress) { print($0) }    // or to a closure
/// ```
///
/// Write closures run on the stage's thread, in the middle of a frame: they must not call back into
/// the stage (doing so traps).
public struct Track {
    /// What the track's timeline is keyed on.
    public let domain: TrackDomain
    /// What kind of motion the track makes, which decides what a stage's reduced ``MotionPolicy``
    /// does with it: a ``MotionKind/decorative`` track becomes discrete, the others keep
    /// interpolating.
    public let motion: MotionKind
    /// Tells this track (and its copies) from others, so a stage can keep a changed scene's
    /// unchanged tracks.
    @usableFromInline
    let identity = Identity()
    /// The value type and the kind of destination, which pick the batch the track joins.
    @usableFromInline
    let batchKind: ObjectIdentifier
    /// Makes an empty batch for ``batchKind``. Built in the (inlinable) initialisers, so the
    /// batch's frame loop is compiled for the caller's concrete value type.
    @usableFromInline
    let makeBatch: () -> TrackBatch
    /// Adds the track to a batch made by `makeBatch`, for a frame, a domain and whether it is
    /// decorative.
    @usableFromInline
    let join: (TrackBatch, Int, TrackDomain.Kind, Bool) -> Void
    /// The timeline's values at some positions, as components, for a diagram (never per frame).
    /// See `Track+Diagram.swift`.
    @usableFromInline
    let sample: ([Double]) -> TrackSamples
    /// The property a key-path track writes, to label it in a diagram; `nil` for other tracks.
    @usableFromInline
    var keyPath: AnyKeyPath?
    /// The slots a buffer track writes, to label it in a diagram; `nil` for other tracks.
    @usableFromInline
    var bufferSlots: Range<Int>?
    /// Whether the track is a scene's pin (``Track/pin(_:)``).
    @usableFromInline
    var isPin = false

    /// A track that writes `timeline`'s value to `write`.
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default: by value type, see ``MotionKind``).
    ///   - write: Receives each new value.
    @inlinable
    public init<Value: Interpolatable>(_ timeline: Timeline<Value>, domain: TrackDomain = .progress, motion: MotionKind? = nil, write: @escaping (Value) -> Void) {
        self.init(timeline, domain: domain, motion: motion, to: ClosureDestination<Value>.self) {
            let writer = TrackWriter(write)
            return (ClosureDestination(writer), writer)
        }
    }

    /// A track that writes `timeline`'s value to `object[keyPath: keyPath]`, holding `object` weakly.
    ///
    /// ```swift
    /// let track = Track(fade, to: \Title.opacity, on: title, motion: .fade)
    /// ```
    ///
    /// Each write goes through Swift's key-path runtime, which allocates a small access record and
    /// costs about 200 ns on a 2020s server core, where a closure call costs a few; for many tracks
    /// per frame, a closure track
    /// (`Track(timeline) { [weak object] in object?.property = $0 }`) or a buffer track is cheaper.
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - keyPath: The property to write.
    ///   - object: The object that owns it; when it is deallocated the track stops writing.
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default: by value type, see ``MotionKind``).
    @inlinable
    public init<Root: AnyObject, Value: Interpolatable>(
        _ timeline: Timeline<Value>, to keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, domain: TrackDomain = .progress,
        motion: MotionKind? = nil
    ) {
        self.init(timeline, domain: domain, motion: motion) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
        self.keyPath = keyPath
    }

    /// A track that writes `timeline`'s value, as its ``AnimatableVector/animationComponents``, into
    /// `buffer`, from slot `slot` on: one slot per component (a `CGRect` fills four, origin x, y,
    /// width, height).
    ///
    /// The frame's values land in one flat run of numbers that the caller reads after the frame —
    /// a renderer's uniforms, an exported frame, a snapshot in a test — and no code of the caller
    /// runs during the frame. This is the cheapest destination: a frame stores the components
    /// where a closure track calls a closure.
    ///
    /// ```swift
    /// let buffer = TrackBuffer(count: 3)
    /// var slide = Timeline(initial: CGPoint.zero)
    /// try slide.insert(Scale(start: 0, length: 1, to: CGPoint(x: 100, y: 40)))
    /// let stage = Stage()
    /// stage.add(Track(slide, into: buffer, at: 1, domain: .offset))   // slots 1 and 2
    /// stage.setOffset(0.5)
    /// buffer.values   // [0.0, 50.0, 20.0]
    /// ```
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - buffer: Where the components go. The track keeps it alive.
    ///   - slot: The first slot written.
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default: by value type, see ``MotionKind``).
    /// - Precondition: The value's components fit: `0 <= slot` and `slot + count <= buffer.count`,
    ///   where `count` is the value type's component count (1...4).
    @inlinable
    public init<Value: AnimatableVector>(
        _ timeline: Timeline<Value>, into buffer: TrackBuffer, at slot: Int, domain: TrackDomain = .progress, motion: MotionKind? = nil
    ) {
        let count = timeline.initial.animationComponents.count
        precondition(
            slot >= 0 && slot <= buffer.count - count,
            "Track(into:at: \(slot)): \(count) component(s) do not fit a TrackBuffer of \(buffer.count) slots")
        self.init(timeline, domain: domain, motion: motion, to: BufferDestination<Value>.self) {
            (BufferDestination(buffer.start + slot), buffer)
        }
        bufferSlots = slot..<slot + count
    }

    /// A pin: `write` receives, every frame it changes, how far the content has scrolled into the
    /// scene — `offset − start` clamped into `0...length`, in points.
    ///
    /// Adding that amount to an element's position along the scroll axis keeps it fixed on screen
    /// while the scene is active (ScrollMagic's `setPin`, as arithmetic). A pin is
    /// ``MotionKind/essential``: reduced motion keeps it exact. Before the scene the translation is
    /// 0; after it, `length`, so the element scrolls away with the content from where it was held.
    /// Content after the element is not pushed down; leave `length` points of space after it if it
    /// must not overlap what follows. On a stage's own tracks a pin's range is the whole scroll range.
    ///
    /// ```swift
    /// var card = ScrollScene("card", start: 1600, length: 360)
    /// card.add(.pin { translation in print("hold the card down by", translation) })
    /// ```
    public static func pin(_ write: @escaping (Double) -> Void) -> Track {
        var track = Track(Track.identity, domain: .sceneOffset, motion: .essential, write: write)
        track.isPin = true
        return track
    }

    /// A track whose frames write through a `Destination`, made for each batch it joins by
    /// `destination` (with the object that keeps it valid).
    @inlinable
    init<Destination: TrackDestination>(
        _ timeline: Timeline<Destination.Value>, domain: TrackDomain, motion: MotionKind?, to _: Destination.Type,
        destination: @escaping () -> (Destination, AnyObject)
    ) {
        self.domain = domain
        self.motion = motion ?? .default(for: Destination.Value.self)
        batchKind = ObjectIdentifier(TrackStorage<Destination>.self)
        makeBatch = {
            let storage = TrackStorage<Destination>()
            return TrackBatch(
                storage: storage, update: { storage.update($0, force: $1, reduced: $2) },
                remove: { storage.removeTracks(ofFrame: $0, renumber: $1) }, forget: { storage.forgetTracks(unplacedIn: $0) })
        }
        join = { batch, frame, domain, decorative in
            let (target, owner) = destination()
            unsafeDowncast(batch.storage, to: TrackStorage<Destination>.self)
                .append(timeline, frame: frame, domain: domain, decorative: decorative, destination: target, owner: owner)
        }
        sample = { Track.components(of: timeline, at: $0) }
    }

    @usableFromInline
    final class Identity {
        @usableFromInline init() {}
    }

    /// A timeline whose value is its offset, exactly, from 0 to 2⁵² (powers of two scale exactly).
    static let identity: Timeline<Double> = {
        var timeline = Timeline(initial: 0.0)
        try! timeline.insert(Scale(start: 0, length: 0x1p52, to: 0x1p52))
        return timeline
    }()
}

/// Where a scene's per-frame positions are kept: one per scene, plus the stage itself at index 0.
@usableFromInline
struct SceneFrame: Sendable {
    /// The scene's progress in `0...1`; NaN while the scene is unresolved.
    @usableFromInline var progress: Double
    /// Points from the scene's start, clamped into `0...length`; NaN while unresolved.
    @usableFromInline var sceneOffset: Double
    /// The offset the scene's tracks see (the stage offset, or the end of a completed `once` scene).
    @usableFromInline var offset: Double

    init(progress: Double, sceneOffset: Double, offset: Double) {
        self.progress = progress
        self.sceneOffset = sceneOffset
        self.offset = offset
    }

    static let unresolved = SceneFrame(progress: .nan, sceneOffset: .nan, offset: .nan)

    @inlinable
    func position(_ domain: TrackDomain.Kind) -> Double {
        switch domain {
        case .progress: return progress
        case .sceneOffset: return sceneOffset
        case .offset: return offset
        }
    }
}

/// The tracks of one value type and destination kind on a stage, with the frame loop compiled
/// for them.
@usableFromInline
final class TrackBatch {
    @usableFromInline let storage: AnyObject
    /// Writes the tracks of a frame: `(frames, force, reduced)`.
    let update: (UnsafeBufferPointer<SceneFrame>, Bool, Bool) -> Void
    let remove: (Int, Bool) -> Void
    /// Forgets the last position of every track whose position is NaN in the frames.
    let forget: (UnsafeBufferPointer<SceneFrame>) -> Void

    @usableFromInline
    init(
        storage: AnyObject, update: @escaping (UnsafeBufferPointer<SceneFrame>, Bool, Bool) -> Void, remove: @escaping (Int, Bool) -> Void,
        forget: @escaping (UnsafeBufferPointer<SceneFrame>) -> Void
    ) {
        self.storage = storage
        self.update = update
        self.remove = remove
        self.forget = forget
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

        /// The position in `frames`.
        @inlinable
        func position(in frames: UnsafeBufferPointer<SceneFrame>) -> Double { frames[frame].position(domain) }
    }

    /// A track's position source, and whether it is decorative (discrete under reduced motion).
    /// Never read by the full-motion frame loop, which reads ``runs``.
    @usableFromInline
    struct Placement {
        @usableFromInline var source: PositionSource
        @usableFromInline let decorative: Bool
    }

    /// Consecutive entries that read the same position: `entries[previous run's end..<end]`. A
    /// frame reads each run's position once.
    @usableFromInline
    struct Run {
        @usableFromInline let source: PositionSource
        @usableFromInline var end: Int
    }

    // The entries and runs live in memory of their own (see `TrackRecords`), and are unchecked for
    // the reason `Stage.slots` gives: a frame's accesses never overlap another.
    @exclusivity(unchecked) @usableFromInline var entries = TrackRecords<Entry>()
    /// Per entry, in the same order.
    @usableFromInline var placements: [Placement] = []
    @exclusivity(unchecked) @usableFromInline var runs = TrackRecords<Run>()
    /// Per entry, what keeps its destination valid (a writer, a buffer).
    @usableFromInline var owners: [AnyObject] = []

    @usableFromInline init() {}

    deinit {
        entries.free()
        runs.free()
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
        } else {
            runs.append(Run(source: source, end: (runs.last?.end ?? 0) + 1))
        }
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
            for k in first..<run.end {
                guard let index = Self.seek(&entries[k], to: position, force: force) else { continue }
                // The segment is copied out of the entry first and evaluated after, so that no
                // call is made while the entry's timeline is borrowed (which would copy it).
                let value = index < 0
                    ? entries[k].timeline.valueBeforeFirst
                    : Timeline<Value>.evaluate(entries[k].timeline.segment(index), at: position)
                entries[k].destination.write(value)
            }
        }
    }

    /// The frame loop under reduced motion.
    @usableFromInline
    func updateReduced(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool) {
        let entries = self.entries.base
        for k in 0..<self.entries.count {
            let placement = placements[k]
            let position = placement.source.position(in: frames)
            if position.isNaN { continue }
            guard let index = Self.seek(&entries[k], to: position, force: force) else { continue }
            let value: Value
            if index < 0 {
                value = entries[k].timeline.valueBeforeFirst
            } else {
                let segment = entries[k].timeline.segment(index)
                value = placement.decorative
                    ? Timeline<Value>.discreteValue(segment, length: entries[k].timeline.length(ofSegment: index), at: position)
                    : Timeline<Value>.evaluate(segment, at: position)
            }
            entries[k].destination.write(value)
        }
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
        for placement in placements { extendRuns(with: placement.source) }
    }
}

/// A stage's batches, one per value type and destination kind.
final class TrackBatches {
    @exclusivity(unchecked) private(set) var all: [TrackBatch] = []
    private var byKind: [ObjectIdentifier: TrackBatch] = [:]

    func add(_ track: Track, frame: Int, domain: TrackDomain.Kind) {
        let batch = byKind[track.batchKind] ?? {
            let batch = track.makeBatch()
            byKind[track.batchKind] = batch
            all.append(batch)
            return batch
        }()
        track.join(batch, frame, domain, track.motion == .decorative)
    }

    func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool, reduced: Bool) {
        // Through unowned references (`all` keeps the batches alive, and a frame cannot change
        // it): a batch and its closure are then read without a retain and a release each.
        for index in all.indices {
            Unmanaged.passUnretained(all[index])._withUnsafeGuaranteedRef { $0.update(frames, force, reduced) }
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
}
