/// What a track's timeline is keyed on.
///
/// - ``progress``: the scene's progress, `0...1` (the default, and what ScrollTrigger's `scrub`
///   and ScrollMagic's tweens use). Clamped: the value holds outside the scene.
/// - ``sceneOffset``: points from the scene's start, clamped into `0...length`.
/// - ``offset``: the stage's absolute scroll offset, unclamped. A track added to the stage itself
///   (not to a scene) always uses this domain.
///
/// A struct over a private enum, so that new domains can be added without breaking a client `switch`.
public struct TrackDomain: Hashable, Sendable, CustomStringConvertible {
    enum Kind: UInt8, Hashable, Sendable {
        case progress, sceneOffset, offset
    }

    let kind: Kind

    /// The scene's progress, clamped into `0...1`.
    public static let progress = TrackDomain(kind: .progress)
    /// Points from the scene's start, clamped into `0...length`.
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
    let domain: TrackDomain
    let install: (TrackRegistry, _ frame: Int, _ domain: TrackDomain.Kind) -> Void

    /// A track that writes `timeline`'s value to `write`.
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - write: Receives each new value.
    public init<Value: Interpolatable>(_ timeline: Timeline<Value>, domain: TrackDomain = .progress, write: @escaping (Value) -> Void) {
        self.domain = domain
        install = { registry, frame, kind in
            registry.group(for: Value.self).append(timeline, frame: frame, domain: kind, sink: TrackSink(write))
        }
    }

    /// A track that writes `timeline`'s value to `object[keyPath: keyPath]`, holding `object` weakly.
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - object: The object that owns it; when it is deallocated the track stops writing.
    ///   - timeline: The values, keyed on `domain`.
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    public init<Root: AnyObject, Value: Interpolatable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, _ timeline: Timeline<Value>, domain: TrackDomain = .progress
    ) {
        self.init(timeline, domain: domain) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}

/// Where a scene's per-frame positions are kept: one per scene, plus the stage itself at index 0.
struct SceneFrame {
    /// The scene's progress in `0...1`; NaN while the scene is unresolved.
    var progress: Double
    /// Points from the scene's start, clamped into `0...length`; NaN while unresolved.
    var sceneOffset: Double
    /// The offset the scene's tracks see (the stage offset, or the end of a completed `once` scene).
    var offset: Double

    static let unresolved = SceneFrame(progress: .nan, sceneOffset: .nan, offset: .nan)

    func position(_ domain: TrackDomain.Kind) -> Double {
        switch domain {
        case .progress: return progress
        case .sceneOffset: return sceneOffset
        case .offset: return offset
        }
    }
}

/// A write destination. A class, so that a frame can call it through an unowned reference without
/// retaining it (see `TypedTrackGroup.update`).
final class TrackSink<Value> {
    let write: (Value) -> Void
    init(_ write: @escaping (Value) -> Void) { self.write = write }
}

/// The tracks of one value type, stored contiguously so a frame is one tight loop per type.
class TrackGroup {
    /// Writes every track whose position changed (all of them when `force` is set).
    func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool) {}
    /// Removes the tracks of frame `frame` and renumbers the frames after it.
    func removeTracks(ofFrame frame: Int) {}
    /// Forgets what was last written, so the next update writes every track.
    func invalidate(frame: Int) {}
}

final class TypedTrackGroup<Value: Interpolatable>: TrackGroup {
    struct Entry {
        var timeline: Timeline<Value>
        var cursor = TimelineCursor()
        var frame: Int
        var domain: TrackDomain.Kind
        /// The position last written; NaN = never.
        var last = Double.nan
        var sink: Unmanaged<TrackSink<Value>>
    }

    private var entries: [Entry] = []
    /// Owns the sinks that `entries` refer to without retaining.
    private var sinks: [TrackSink<Value>] = []

    func append(_ timeline: Timeline<Value>, frame: Int, domain: TrackDomain.Kind, sink: TrackSink<Value>) {
        sinks.append(sink)
        entries.append(Entry(timeline: timeline, frame: frame, domain: domain, sink: Unmanaged.passUnretained(sink)))
    }

    override func update(_ frames: UnsafeBufferPointer<SceneFrame>, force: Bool) {
        guard !entries.isEmpty else { return }
        entries.withUnsafeMutableBufferPointer { entries in
            let base = entries.baseAddress!
            for k in 0..<entries.count {
                let entry = base + k
                let position = frames[entry.pointee.frame].position(entry.pointee.domain)
                if position.isNaN || (position == entry.pointee.last && !force) { continue }
                entry.pointee.last = position
                let value = entry.pointee.timeline.value(at: position, cursor: &entry.pointee.cursor)
                // The sink is owned by `sinks`; calling through the unowned reference avoids a retain
                // and release per track per frame.
                entry.pointee.sink._withUnsafeGuaranteedRef { $0.write(value) }
            }
        }
    }

    override func removeTracks(ofFrame frame: Int) {
        var kept: [Entry] = [], keptSinks: [TrackSink<Value>] = []
        for (entry, sink) in zip(entries, sinks) where entry.frame != frame {
            var entry = entry
            if entry.frame > frame { entry.frame -= 1 }
            kept.append(entry)
            keptSinks.append(sink)
        }
        entries = kept
        sinks = keptSinks
    }

    override func invalidate(frame: Int) {
        for k in entries.indices where entries[k].frame == frame { entries[k].last = .nan }
    }
}

/// Pins: each writes its scene's clamped offset from the start (see ``Scene/pin(_:)``).
final class PinGroup: TrackGroup {
    private var frames: [Int] = []
    private var last: [Double] = []
    private var sinks: [TrackSink<Double>] = []

    func append(frame: Int, sink: TrackSink<Double>) {
        frames.append(frame)
        last.append(.nan)
        sinks.append(sink)
    }

    override func update(_ frameBuffer: UnsafeBufferPointer<SceneFrame>, force: Bool) {
        for k in frames.indices {
            let position = frameBuffer[frames[k]].sceneOffset
            if position.isNaN || (position == last[k] && !force) { continue }
            last[k] = position
            sinks[k].write(position)
        }
    }

    override func removeTracks(ofFrame frame: Int) {
        let keep = frames.indices.filter { frames[$0] != frame }
        sinks = keep.map { sinks[$0] }
        last = keep.map { last[$0] }
        frames = keep.map { frames[$0] > frame ? frames[$0] - 1 : frames[$0] }
    }

    override func invalidate(frame: Int) {
        for k in frames.indices where frames[k] == frame { last[k] = .nan }
    }
}

/// Finds or creates the group for a value type.
final class TrackRegistry {
    private(set) var groups: [TrackGroup] = []
    private var byType: [ObjectIdentifier: TrackGroup] = [:]
    let pins = PinGroup()

    init() { groups.append(pins) }

    func group<Value: Interpolatable>(for type: Value.Type) -> TypedTrackGroup<Value> {
        if let group = byType[ObjectIdentifier(type)] { return group as! TypedTrackGroup<Value> }
        let group = TypedTrackGroup<Value>()
        byType[ObjectIdentifier(type)] = group
        groups.append(group)
        return group
    }
}
