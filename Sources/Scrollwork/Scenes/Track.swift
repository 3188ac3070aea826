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
/// path, or to a closure.
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
/// let track = Track(\Title.opacity, on: title, fade)            // keyed on scene progress
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
    /// The value type, which picks the batch the track joins.
    @usableFromInline
    let valueType: ObjectIdentifier
    /// Makes an empty batch for the value type. Built in the (inlinable) initialisers, so the
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
    /// The property a key-path track writes, to label it in a diagram; `nil` for a closure track.
    @usableFromInline
    var keyPath: AnyKeyPath?
    /// Whether the track is a scene's pin (``ScrollScene/pin(_:)``).
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
        self.domain = domain
        self.motion = motion ?? .default(for: Value.self)
        valueType = ObjectIdentifier(Value.self)
        makeBatch = {
            let storage = TrackStorage<Value>()
            return TrackBatch(
                storage: storage, update: { storage.update($0, force: $1, reduced: $2) },
                remove: { storage.removeTracks(ofFrame: $0, renumber: $1) })
        }
        join = { batch, frame, domain, decorative in
            unsafeDowncast(batch.storage, to: TrackStorage<Value>.self).append(timeline, frame: frame, domain: domain, decorative: decorative, write: write)
        }
        sample = { Track.components(of: timeline, at: $0) }
    }

    /// A track that writes `timeline`'s value to `object[keyPath: keyPath]`, holding `object` weakly.
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - object: The object that owns it; when it is deallocated the track stops writing.
    ///   - timeline: The values, keyed on `domain`.
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default: by value type, see ``MotionKind``).
    @inlinable
    public init<Root: AnyObject, Value: Interpolatable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, _ timeline: Timeline<Value>, domain: TrackDomain = .progress,
        motion: MotionKind? = nil
    ) {
        self.init(timeline, domain: domain, motion: motion) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
        self.keyPath = keyPath
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

/// The tracks of one value type on a stage, with the frame loop compiled for that type.
@usableFromInline
final class TrackBatch {
    @usableFromInline let storage: AnyObject
    /// Writes the tracks of a frame: `(frames, force, reduced)`.
    let update: (UnsafeBufferPointer<SceneFrame>, Bool, Bool) -> Void
    let remove: (Int, Bool) -> Void

    @usableFromInline
    init(storage: AnyObject, update: @escaping (UnsafeBufferPointer<SceneFrame>, Bool, Bool) -> Void, remove: @escaping (Int, Bool) -> Void) {
        self.storage = storage
        self.update = update
        self.remove = remove
    }
}

/// A track's write closure, held by a class so that a frame can call it through an unowned
/// reference without retaining it.
@usableFromInline
final class TrackWriter<Value> {
    @usableFromInline let write: (Value) -> Void
    @usableFromInline init(_ write: @escaping (Value) -> Void) { self.write = write }
}

/// The tracks of one value type, as records in one array: a frame is one tight loop.
@usableFromInline
final class TrackStorage<Value: Interpolatable> {
    @usableFromInline
    struct Entry {
        @usableFromInline var timeline: Timeline<Value>
        @usableFromInline var cursor = TimelineCursor()
        @usableFromInline var frame: Int
        @usableFromInline var domain: TrackDomain.Kind
        /// The position last written; NaN = never.
        @usableFromInline var last = Double.nan
        /// Owned by `writers`.
        @usableFromInline var writer: Unmanaged<TrackWriter<Value>>

        @usableFromInline
        init(timeline: Timeline<Value>, frame: Int, domain: TrackDomain.Kind, writer: Unmanaged<TrackWriter<Value>>) {
            self.timeline = timeline
            self.frame = frame
            self.domain = domain
            self.writer = writer
        }
    }

    @usableFromInline var entries: [Entry] = []
    @usableFromInline var writers: [TrackWriter<Value>] = []
    /// Per entry, whether it is decorative (discrete under reduced motion); only the reduced
    /// frame loop reads it.
    @usableFromInline var decorative: [Bool] = []

    @usableFromInline init() {}

    @inlinable
    func append(_ timeline: Timeline<Value>, frame: Int, domain: TrackDomain.Kind, decorative: Bool, write: @escaping (Value) -> Void) {
        let writer = TrackWriter(write)
        writers.append(writer)
        self.decorative.append(decorative)
        entries.append(Entry(timeline: timeline, frame: frame, domain: domain, writer: Unmanaged.passUnretained(writer)))
    }

    /// Writes every track whose position changed (all of them when `force` is set); with
    /// `reduced`, decorative tracks are discrete (see ``MotionPolicy``): each scale shows its
    /// `from` until its middle and its `to` from there on.
    @inlinable
    func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool, reduced: Bool) {
        // Two loops, so that the full-motion one carries no test for reduced motion.
        if reduced {
            updateReduced(frames, force: force)
            return
        }
        entries.withUnsafeMutableBufferPointer { entries in
            for k in entries.indices {
                guard let (index, position) = Self.seek(&entries[k], in: frames, force: force) else { continue }
                // The segment is copied out of the entry first and evaluated after, so that no
                // call is made while the entry's timeline is borrowed (which would copy it).
                let value = index < 0
                    ? entries[k].timeline.valueBeforeFirst
                    : Timeline<Value>.evaluate(entries[k].timeline.segment(index), at: position)
                // `writers` keeps the writer alive; calling through the unowned reference saves a
                // retain and a release per track per frame.
                entries[k].writer._withUnsafeGuaranteedRef { $0.write(value) }
            }
        }
    }

    /// The frame loop under reduced motion.
    @usableFromInline
    func updateReduced(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool) {
        for k in entries.indices {
            guard let (index, position) = Self.seek(&entries[k], in: frames, force: force) else { continue }
            let value: Value
            if index < 0 {
                value = entries[k].timeline.valueBeforeFirst
            } else {
                let segment = entries[k].timeline.segment(index)
                value = decorative[k] ? Timeline<Value>.discreteValue(segment, at: position) : Timeline<Value>.evaluate(segment, at: position)
            }
            writers[k].write(value)
        }
    }

    /// Moves an entry's cursor to its position in `frames`: the segment index (−1 before the
    /// first) and the position, or `nil` when there is nothing to write (an unplaced scene, or no
    /// change without `force`).
    @inlinable
    static func seek(_ entry: inout Entry, in frames: UnsafeBufferPointer<SceneFrame>, force: Bool) -> (index: Int, position: Double)? {
        let position = frames[entry.frame].position(entry.domain)
        if position.isNaN || (position == entry.last && !force) { return nil }
        entry.last = position
        let index = entry.timeline.index(near: entry.cursor.index, for: position)
        entry.cursor.index = max(index, 0)
        return (index, position)
    }

    /// Removes the tracks of frame `frame`, and with `renumber` moves the frames after it down by one.
    @inlinable
    func removeTracks(ofFrame frame: Int, renumber: Bool) {
        let keep = entries.indices.filter { entries[$0].frame != frame }
        writers = keep.map { writers[$0] }
        decorative = keep.map { decorative[$0] }
        entries = keep.map { index in
            var entry = entries[index]
            if renumber && entry.frame > frame { entry.frame -= 1 }
            return entry
        }
    }
}

/// A stage's batches, one per value type.
final class TrackBatches {
    private(set) var all: [TrackBatch] = []
    private var byType: [ObjectIdentifier: TrackBatch] = [:]

    func add(_ track: Track, frame: Int, domain: TrackDomain.Kind) {
        let batch = byType[track.valueType] ?? {
            let batch = track.makeBatch()
            byType[track.valueType] = batch
            all.append(batch)
            return batch
        }()
        track.join(batch, frame, domain, track.motion == .decorative)
    }

    func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool, reduced: Bool) {
        for batch in all { batch.update(frames, force, reduced) }
    }

    /// Removes the tracks of frame `frame`, and with `renumber` moves the frames after it down by one.
    func removeTracks(ofFrame frame: Int, renumber: Bool) {
        for batch in all { batch.remove(frame, renumber) }
    }
}
