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
    var identity = Identity()
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
    var sample: ([Double]) -> TrackSamples
    /// The property a key-path track writes, to label it in a diagram; `nil` for other tracks.
    @usableFromInline
    var keyPath: AnyKeyPath?
    /// The slots a buffer track writes, to label it in a diagram; `nil` for other tracks.
    @usableFromInline
    var bufferSlots: Range<Int>?
    /// The value at a position, as its components, computed as a stage's frame computes it
    /// (discrete when the `Bool` says so: a decorative track under reduced motion); `nil` when the
    /// value type is not an ``AnimatableVector``. For ``Stage/reading(at:motionPolicy:)``; never
    /// per frame.
    @usableFromInline
    var read: (Double, Bool) -> AnimationComponents?
    /// The offsets the timeline's segments span (`nil` for an empty timeline), for diagnostics.
    @usableFromInline
    var extent: ClosedRange<Double>?
    /// Whether the track is a scene's pin (``Track/pin(_:)``).
    @usableFromInline
    var isPin = false
    /// The name of what the track animates, as a ``StageDocument`` names its targets
    /// (`"title1.opacity"`), or `nil` (the default). Set it with ``named(_:)``.
    ///
    /// A stage whose tracks are all named can be written out as a document
    /// (``StageDocument/init(_:)``); a stage made from a document names every track after its
    /// target. The stage's diagram labels a named track by its name.
    public internal(set) var name: String?
    /// How many seconds the track's value takes to catch up with the scroll (``lagged(_:)``);
    /// 0 (the default) for none.
    public internal(set) var lag: Double = 0
    /// The timeline, kept for ``StageDocument/init(_:)`` when its value type has a document form
    /// (see `DocumentTimeline.swift`; never read per frame).
    @usableFromInline
    var documentTimeline: DocumentTimeline?
    /// The stage this track scrolls (``Track/driving(_:)``), kept for ``StageDocument/init(_:)``
    /// (never read per frame; the track's closure holds it too).
    var drivenStage: Stage?
    /// The timeline's value type, for ``StageReading/value(of:as:)`` and ``Stage/value(of:as:)``
    /// (never read per frame).
    @usableFromInline
    var valueType: Any.Type

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
        valueType = Destination.Value.self
        batchKind = ObjectIdentifier(TrackStorage<Destination>.self)
        makeBatch = {
            let storage = TrackStorage<Destination>()
            return TrackBatch(
                storage: storage, update: { storage.update($0, force: $1, reduced: $2) },
                updateFrames: { storage.update($0, swept: $1, sweptList: $2, moved: $3, reduced: $4) },
                updateVelocity: { storage.updateVelocity($0, reduced: $1) },
                remove: { storage.removeTracks(ofFrame: $0, renumber: $1) }, forget: { storage.forgetTracks(unplacedIn: $0) },
                count: { storage.entries.count }, writeFrom: { storage.write(from: $0, $1, force: false, reduced: $2) })
        }
        join = { batch, frame, domain, decorative in
            let (target, owner) = destination()
            unsafeDowncast(batch.storage, to: TrackStorage<Destination>.self)
                .append(timeline, frame: frame, domain: domain, decorative: decorative, destination: target, owner: owner)
        }
        sample = { Track.components(of: timeline, at: $0) }
        extent = timeline.extent
        read = { Track.components(of: timeline, at: $0, discrete: $1) }
        documentTimeline = DocumentTimeline(timeline)
    }

    /// The track with its target named `name`, as a ``StageDocument`` names it.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// final class Title { var opacity = 0.0 }
    /// let title = Title()
    /// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
    /// let track = Track(fade, to: \Title.opacity, on: title, motion: .fade).named("title.opacity")
    /// print(track.name ?? "-")
    /// ```
    ///
    /// ```text
    /// title.opacity
    /// ```
    ///
    /// A name changes nothing the track does; it lets ``StageDocument/init(_:)`` write the track
    /// into a document, and labels it in the stage's diagram.
    ///
    /// - Parameter name: The target's name, such as `"title1.opacity"` or `"logo.center"`.
    /// - Returns: A copy of the track with that name.
    public func named(_ name: String) -> Track {
        var copy = self
        copy.name = name
        return copy
    }

    /// The track, following the scroll with a lag of `seconds`: GSAP ScrollSmoother's `data-lag`,
    /// one element trailing the others.
    ///
    /// The track reads its position (progress, scene offset or offset) not at the stage's offset
    /// but at a **lagged offset**: a mean of where the scroll was over the last `seconds`, weighted
    /// `2·(T − s)/T²` for the offset `s` seconds ago (`T = seconds`). So the value:
    /// - catches up **exactly** `seconds` after the scroll stops (no asymptote, no threshold),
    ///   easing out: after a jump of `Δ` it has moved `Δ·(1 − (1 − t/T)²)` at `t ≤ T`;
    /// - **never overshoots**: the lagged offset is always between the least and greatest offsets
    ///   of the last `seconds`, so a timeline that does not overshoot shows no overshoot;
    /// - follows a steady scroll `T/3` seconds behind (a ramp at `r` points per second reads
    ///   `r·(t²/T − t³/(3T²))` over its first `T` seconds, then `r·(t − T/3)`);
    /// - is **frame-rate independent**: it is computed in continuous time on the piecewise-linear
    ///   path through the stage's timed offsets (``Stage/setOffset(_:at:)``, or a ``Stage/timeSource``),
    ///   so the same offsets at the same times give the same values at 30, 60, 120 or 144 Hz, as
    ///   ``Stage/velocity`` does.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// var rise = Timeline(initial: 0.0)
    /// try rise.insert(Scale(start: 0, length: 100, to: 100))
    /// let stage = Stage()
    /// stage.add(Track(rise, domain: .offset) { print($0) }.lagged(0.5))
    /// stage.setOffset(0, at: 0)
    /// stage.setOffset(100, at: 0)       // a jump: the lagged value is still 0
    /// stage.tick(at: 0.25)               // 100 · (1 − 0.5²)
    /// stage.tick(at: 0.5)                // caught up
    /// ```
    ///
    /// ```text
    /// 0.0
    /// 75.0
    /// 100.0
    /// ```
    ///
    /// A stage with a lagged track in motion is not ``Stage/isIdle`` (the frame drivers keep
    /// ticking it); it is again once every lag has caught up. Under a reduced
    /// ``Stage/motionPolicy`` the lag is off: the track reads the stage's offset. A stage that
    /// keeps no time (offsets without times and no time source) has nothing to lag on: the track
    /// reads the stage's offset. ``Stage/reading(at:motionPolicy:)`` is a place, not a moment, so
    /// it reads every track without its lag (the value the lag settles to; see
    /// ``StageReading/includesLag``); ``Stage/laggedOffset(lag:)`` gives the offset a lag reads now.
    /// A ``Stage/restore(_:)`` places lagged tracks at the restored offset, caught up. A track keyed
    /// on ``TrackDomain/velocity`` ignores its lag (``Stage/velocitySmoothing`` smooths velocity).
    /// The stage keeps the offsets of the longest lag it has; a lagged track added while the
    /// scroll moves starts from the offsets kept (at least the newest).
    ///
    /// - Parameter seconds: The lag. 0, a negative lag, NaN and infinity mean none.
    /// - Returns: A copy of the track with that lag, a track of its own (a scene updated with it
    ///   in place of the original replaces the original).
    public func lagged(_ seconds: Double) -> Track {
        var copy = self
        copy.lag = seconds > 0 && seconds.isFinite ? seconds : 0
        copy.identity = Identity()
        return copy
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
