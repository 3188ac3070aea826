import Foundation

/// Turns scroll offsets into scene events and track values — the one object a scroll view feeds.
///
/// A stage holds ``ScrollScene``s, and tracks of its own whose range is the whole scroll range
/// (``add(_:)-(Track)``). For each offset it receives, it writes every track whose position changed and
/// then reports every boundary crossing as a ``SceneEvent``: to the scene's
/// ``ScrollScene/onEvent``, to ``onEvent``, and to every stream made by ``events()``.
///
/// ```swift
/// let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844),
///                                      content: CGSize(width: 390, height: 4000)))
/// try stage.add(intro)
/// try stage.add(ScrollScene("dots", start: .element("page2", .start, meets: .center), length: 0))
/// stage.setOffset(0)
/// stage.setOffset(2500)   // one jump: every crossing is reported, in scroll order
/// ```
///
/// ## The event contract
/// - **Every crossing, in scroll order.** A move from `a` to `b` reports every boundary between
///   them — however many scenes it jumps over — ordered by where the boundary lies along the move
///   (ascending when scrolling forward, descending when scrolling backward). A scene jumped over
///   completely reports `enter` then `leave` (or `enterBack` then `leaveBack`), as ScrollTrigger
///   does. Where boundaries coincide, a boundary reached *at* the offset (`leave`, `leaveBack`)
///   comes before one crossed *past* it (`enter`, `enterBack`), then scenes go in the order they were
///   added (forward) or its reverse (backward).
/// - **Mirror images.** Scrolling from `a` to `b` and back reports, on the way back, the same
///   crossings in reverse order with each kind mirrored (enter ↔ leaveBack, leave ↔ enterBack).
///   With ``ScrollScene/hysteresis`` a crossing happens `h` past its boundary in the direction of travel,
///   so crossings of different scenes less than the hysteresis apart may swap places on the way back.
/// - **Tracks first.** Within one update, all tracks are written before the first event is
///   reported, so an event handler sees the frame's final values — and after any jump every track
///   holds the value it would have after scrolling there slowly.
/// - **The first offset is silent** unless ``loadEvents`` says otherwise. The first offset a stage
///   receives (and ``restore(_:)``, and adding a scene) sets states without events: nothing was
///   crossed. With ``LoadEvents/fromStart`` it reports instead what a scroll from before every
///   scene would have (in scroll order, as any jump); with ``LoadEvents/onScreen``, the `enter` of
///   each scene on screen; with ``LoadEvents/visible`` (the one for a page that fades its cards in
///   on `enter`), also the `enter` and `leave` of each scene passed whose element still shows.
/// - **Layout changes and scene changes** re-resolve the scenes concerned and report, scene by
///   scene, the crossings the new boundaries (or hysteresis, `once`, enabled state) imply at the
///   current offset: ``layout`` for every scene, ``updateScene(named:_:)`` for one.
/// - **Unresolved scenes.** A scene whose anchors name an element the layout does not have is
///   inactive: it reports nothing, and no move writes its tracks, until it can be placed (a
///   ``motionPolicy`` switch still rewrites them once at the positions they kept, so they show the
///   policy in force; a scene never placed has none and is not written). If it was active when
///   its element disappeared, it leaves backwards — it reports `leaveBack` at its last start, and
///   its tracks are written once at its start (progress 0, and its start offset for
///   ``TrackDomain/offset`` tracks), so nothing is left half-animated; a scene that was before or
///   after keeps that state, and its tracks their end values. When it can be placed again it
///   reports the crossings its new position implies, like any layout change; a scene placed for
///   the first time takes its state silently, as when it is added.
/// - **Re-entrancy.** An event handler may call ``setOffset(_:)``, change ``layout``, or add,
///   change and remove scenes. Events already found are all reported first, in order (a scene
///   removed or changed meanwhile reports them to the handler it had when they were found); then the
///   newest offset given is processed. Track write closures must not call into the stage, and the
///   closure of ``updateScene(named:_:)`` may read it but not change it: a call that changes the
///   stage from either traps, naming the call.
///
/// ## Time
/// A stage needs no clock: an offset is processed when it arrives. Given times — offsets with
/// ``setOffset(_:at:)``, or a ``timeSource`` and ticks, as the frame drivers give them (a stage is
/// ``FrameTicking``) — it also measures the scroll ``velocity``, which tracks keyed on
/// ``TrackDomain/velocity`` read, and delivers events in batches (``batchEvents(of:interval:maximum:_:)``).
/// A stage that is never given a time does exactly what it did without them.
///
/// A stage is not thread-safe: use it from one isolation domain (usually the main actor). Its event
/// streams may be consumed anywhere.
///
/// - Complexity: ``setOffset(_:)`` is O(log *s* + *k* + *t*) for *s* scenes, *k* boundaries between
///   the old and the new offset, and the *t* tracks of the scenes the move changes — those active
///   before it and those it crossed — and of the stage, plus the tracks keyed on
///   ``TrackDomain/offset``, ``TrackDomain/unclampedProgress`` or ``TrackDomain/velocity`` and
///   those of scenes with hysteresis, whose positions can change anywhere (a visited track whose
///   position did not change costs a comparison; the tracks of other scenes are not visited, so a
///   page of 20,000 tracked scenes scrolls as cheaply as one of 2,000): the stage keeps every
///   scene's boundaries sorted, so a move visits only what it crosses — a small move walks from
///   where the last one stopped, in O(1). Boundaries of scenes
///   that take no part (disabled, completed `once` scenes, unresolved ones) count in *k* when they
///   lie between the offsets; scenes without tracks cost nothing else. The first offset, and the
///   first move after ``restore(_:)``, are O(*s*), and the first offset also sorts the boundaries
///   of the scenes added (O(*s* log *s*) at worst, O(*s*) for scenes added in the order of their
///   starts; scenes added later are sorted in at the next move, and the boundaries that
///   ``resizeElement(named:by:)`` moved are put back in order there too). A move allocates nothing, also
///   when it reports events, except what Swift's runtime allocates for each write through a key
///   path (one small access record per key-path track written). See "Scenes at scale" in the
///   Scenes and stages article for the costs of the other calls.
public final class Stage {
    /// A crossing found by a full scan or a re-sync, before it is reported.
    struct Crossing {
        var slot: Int
        var kind: SceneEvent.Kind
        /// Where the crossing happens along the move.
        var key: Double
        /// 0 if it happens on reaching `key`, 1 if only once past it.
        var rank: Int
        /// The boundary crossed (the scene's start or end, as resolved when it was crossed).
        var boundary: Double
        /// Whether only the scene's toggled animations hear it: the `enter` and `leave` of a scene
        /// passed at load under ``LoadEvents/onScreen``.
        var silent = false
    }

    /// An event found and not yet reported: its scene's slot (or, below 0, `-1 - i` for
    /// `detached[i]`), what happened, the boundary, and the offset after the update.
    struct Pending {
        var slot: Int32
        var kind: SceneEvent.Kind
        /// Whether only the scene's toggled animations hear it (see `Crossing.silent`).
        var silent = false
        var boundary: Double
        var offset: Double
    }

    /// Called with every event after the scene's own handler.
    @exclusivity(unchecked) public var onEvent: ((SceneEvent) -> Void)?

    /// How much motion the tracks show (default ``MotionPolicy/full``); see ``MotionPolicy``.
    ///
    /// Under ``MotionPolicy/reduced`` a ``MotionKind/decorative`` track is discrete — it shows each
    /// scale's `from` until the scale's middle and its `to` from there on — while fades, colour
    /// changes, pins and other essential tracks keep interpolating. Events and scene states do not
    /// depend on the policy. Setting it writes every track once for the current offset and
    /// reports no events (nothing was crossed) — an unresolved scene's tracks at the positions they
    /// kept when it lost its place (one never placed has none) — except the tracks of a disabled
    /// scene, which is frozen: they keep their values, and are written under the policy current
    /// then when the scene is enabled again.
    public var motionPolicy = MotionPolicy.full {
        didSet {
            precondition(runningClosure == nil, "Stage.motionPolicy changed from \(runningClosure!)")
            reducesMotion = motionPolicy.isReduced
            if motionPolicy != oldValue { rewriteTracks() }
        }
    }

    /// What the stage reports for the scenes it finds already entered or passed at page load —
    /// its first offset, a ``restore(_:)``, a scene added (or first placed) while the offset is
    /// inside or past it: nothing (``LoadEvents/silent``, the default), every event a scroll from
    /// before every scene would have reported (``LoadEvents/fromStart``, ScrollTrigger's load), or
    /// the `enter` of each scene on screen (``LoadEvents/onScreen``, ScrollTrigger's
    /// `limitCallbacks`).
    ///
    /// Those events go to the handlers, ``onEvent``, the event streams and the batches
    /// (``batchEvents(of:interval:maximum:_:)``) as a move's do, after the tracks are written, so
    /// toggle actions and "fade in on enter" handlers show the cards already on screen at load
    /// without replaying anything by hand:
    ///
    /// ```swift
    /// stage.loadEvents = .onScreen     // before the first offset
    /// stage.setOffset(restoredOffset)  // the cards on screen report `enter`
    /// ```
    ///
    /// It is read when a scene is placed for the first time, and by ``restore(_:)``: set it before
    /// the first offset. See ``LoadEvents`` for what each choice reports, and for how a restore
    /// relates to the snapshot's promise not to replay events. A move never reads it.
    ///
    /// - Complexity: Setting it is O(1). Reporting, the first offset and a restore cost
    ///   O(*s* + *e* log *e*) for *s* scenes and *e* events reported (the silent first offset's
    ///   O(*s*) plus sorting the events), and an add of *m* scenes O(*m* + *e* log *e*) more; every
    ///   move costs what it did.
    public var loadEvents = LoadEvents.silent

    /// The last offset accepted, or `nil` before the first.
    @exclusivity(unchecked) public internal(set) var offset: Double?

    /// How many non-finite offsets ``setOffset(_:)`` has refused.
    public internal(set) var refusedOffsetCount = 0

    // The parts (each file says what it owns and who calls it; each is tested alone):
    // - `elementIndex` (ElementIndex): the layout, its elements numbered, their geometry along the
    //   axis, what a change of it changed. Setting `layout` and resizing go through it.
    // - `links` (AnchorLinks): which scenes each element anchors, for changes of the layout.
    // - `boundaries` (SceneBoundaries): every scene's start and end sorted, with cursors at the
    //   offset; a move asks it for the boundaries crossed.
    // - `outbox` (EventOutbox): events found and not yet reported, detached events, the queued
    //   offset; the delivery loop (`Stage+Moves.swift`) takes from it and runs the handlers.
    // - `clock` (StageClock): the time, the timed path, the velocity's smoothing.
    // - `indexByName` (NameIndex): scene names to slots, with a table of the names' bits in front.
    // - `tracks` (TrackBatches, `TrackStorage.swift`): every track, grouped by value type.
    // The stage itself keeps the scenes (`slots`, `scenes`, `handlers`, `anchors`, `frames`) and
    // coordinates: a move is `boundaries.advance` → the walk that flips the slots' flags and fills
    // the outbox → `tracks.update` → the delivery loop.
    //
    // Exclusivity. No access to the stage's state is open while a caller's code runs: the parts'
    // methods run none (they are data structures), handlers run between accesses (the delivery
    // loop reads an event, then calls them), and a track's write closure — the only caller's code
    // that runs inside a stage call — can reach no state the frame is writing (a query reads the
    // scenes and frames, not the track storage; a change traps on `runningClosure`). So a
    // re-entrant call can never overlap an access, and the dynamic checks, which the runtime makes
    // on every access to a class's stored property, catch nothing here; they cost far more than
    // the work (callgrind, Benchmarks/count-w2.sh, instructions an op, unchecked / checked):
    //   every property below checked: W2 scrub n = 1,000 415 / 1,763, jump 125,224 / 264,673,
    //     relayout 112,038 / 329,240; n = 10 scrub 305 / 1,265, jump 1,903 / 5,258.
    //   `scenes`, `frozenFrames`, `clock` checked (with the four below): scrub n = 1,000 474, n = 10 341.
    //   `retiredHandlers` checked (with the three below): scrub n = 1,000 439, n = 10 319.
    //   `links` checked: relayout n = 10 3,212 against 3,131, n = 1,000 112,119 against 112,038.
    // `ownTracks`, `timeSource` and `onNeedsFrames` cost nothing checked (every count the same),
    // and are. Static checks apply everywhere.

    /// Counts the changes of the layout (every assignment of ``layout`` and every
    /// ``resizeElement(named:by:)``), so that a feed can tell in O(1) whether the layout is still the
    /// one it gave.
    // Unchecked (see "Exclusivity" above): checked, it cost W2 relayout n = 10 3,131 instructions
    // an op against 3,050, and feed n = 1,000 (which reads it every delivery) 1,088 against 990.
    @exclusivity(unchecked) package internal(set) var layoutGeneration = 0
    /// The layout, its elements numbered and their geometry along the axis (see `ElementIndex`).
    @exclusivity(unchecked) var elementIndex: ElementIndex
    /// `motionPolicy.isReduced`, kept for the frame.
    @exclusivity(unchecked) var reducesMotion = false

    /// Per scene, in the order added: the hot part, the definition, the compiled anchors.
    @exclusivity(unchecked) var slots = StageColumn<Slot>()
    @exclusivity(unchecked) var scenes: [ScrollScene] = []
    /// Per scene: its name and handler, as its events report them (see `SceneHandler`), each
    /// retained once by the stage (`handler(of:)` makes one, `retire(_:)` lets it go).
    @exclusivity(unchecked) var handlers = StageColumn<Unmanaged<SceneHandler>>()
    /// Handlers replaced or removed while a scene's handler was running, kept alive until the
    /// outbox is reported: the one running may be among them (see `retire(_:)`).
    @exclusivity(unchecked) var retiredHandlers: [SceneHandler] = []
    @exclusivity(unchecked) var anchors = StageColumn<SlotAnchors>()
    /// A handle's slot (-1 once removed), by handle number.
    @exclusivity(unchecked) var slotOfID = StageColumn<Int32>()
    @exclusivity(unchecked) var indexByName = NameIndex()
    /// The slots of the active scenes, in no particular order (see `Slot.activePosition`).
    @exclusivity(unchecked) var activeSlots = StageColumn<Int32>()
    /// The slots of the scenes that have tracks.
    @exclusivity(unchecked) var trackedSlots = StageColumn<Int32>()
    /// The frame numbers (`slot + 1`, 0 for the stage) whose tracks every move visits: the stage's
    /// and those of the tracked scenes whose tracks can change while the scene is neither active
    /// nor crossed (see `Stage+Frames.swift`, "Which frames a move changes"). Rebuilt when
    /// `sweptFramesValid` is cleared.
    @exclusivity(unchecked) var sweptFrames = StageColumn<Int32>()
    /// Whether `sweptFrames` is up to date with the scenes' tracks and hysteresis.
    @exclusivity(unchecked) var sweptFramesValid = false
    /// Numbers each list `sweptFrames` holds, so that the track batches know when to find the
    /// runs of its frames again.
    @exclusivity(unchecked) var sweptList = 0
    /// The frame numbers of the tracked scenes a move changed: active before it or crossed by it
    /// (with repeats; filled by every move, kept for the memory).
    @exclusivity(unchecked) var movedFrames = StageColumn<Int32>()

    /// Every scene's boundaries, sorted, with cursors at the offset (see `SceneBoundaries`).
    @exclusivity(unchecked) var boundaries = SceneBoundaries()
    /// Whether some scene's flags may disagree with the offset (after a restore): the next move
    /// then tests every scene.
    @exclusivity(unchecked) var needsFullScan = false

    /// Which scenes each element anchors, for changes of the layout (see `AnchorLinks`).
    @exclusivity(unchecked) var links = AnchorLinks()

    /// `frames[0]` is the stage itself; `frames[i + 1]` is `slots[i]` — computed every move for
    /// scenes with tracks, and kept for the others when they stop being computed (see `liveFrame`).
    @exclusivity(unchecked) var frames = StageColumn<SceneFrame>()
    /// `frozenFrames[i]`: while `slots[i]` is disabled, its frame when it was disabled, which
    /// ``progress(of:)-(String)`` and ``pinTranslation(of:)-(String)`` report.
    @exclusivity(unchecked) var frozenFrames: [SceneFrame] = []
    let tracks = TrackBatches()
    /// `tracks.hasTracks`, kept for the plain move (`movePlainly(to:)`), which then tests one byte
    /// (W2 scrub n = 1,000: 431.0 instructions an op with `tracks.hasTracks`, 427.4 with this).
    @exclusivity(unchecked) var tracksAdded = false
    /// The tracks added by ``add(_:)-(Track)``, kept to describe the stage (never read per frame).
    var ownTracks: [Track] = []
    /// The labels added, in order (see `Stage+Labels.swift`; never read per frame).
    var labelList: [StageLabel] = []
    /// What making the stage from a document found (unbound targets, unused bindings), reported
    /// with ``diagnostics`` (never read per frame).
    var bindingDiagnostics: [StageDiagnostic] = []
    /// The crossings a change or a full scan found, before they are sorted and posted to the
    /// outbox. A column, not an array: emptying an array (`removeAll(keepingCapacity:)`) costs
    /// about 55 instructions even when it is empty (W2 relayout n = 10: 2,807 instructions an op
    /// against 3,027; 2,848 once `record(_:)` was kept out of line for larger stages).
    @exclusivity(unchecked) var crossings = StageColumn<Crossing>()
    /// The caller's closure the stage is running, if any: while it runs, every call that changes
    /// the stage traps, naming itself and the closure (see ``RunningClosure``).
    @exclusivity(unchecked) var runningClosure: RunningClosure?
    /// Events found and not yet reported, and the offset that waits its turn (see `EventOutbox`).
    @exclusivity(unchecked) var outbox = EventOutbox()
    /// Bit 0: whether events are being reported (handlers run; offsets and events that arrive
    /// meanwhile wait their turn). Bit 1: whether the stage keeps time (an offset given without a
    /// time must look for one). Bits 2 and 3: whether some scene has tracks, and whether some track
    /// lags (see `movesWithExtras`). One byte, so that ``setOffset(_:)`` tests them all at the cost
    /// of one: a move of a stage with none of them takes the plain path (issue 37, item 7).
    @exclusivity(unchecked) var modes: UInt8 = 0
    /// Whether events are being reported (bit 0 of `modes`).
    var delivering: Bool {
        get { modes & 1 != 0 }
        set { modes = newValue ? modes | 1 : modes & ~1 }
    }
    /// Whether an offset given without a time must look for one (bit 1 of `modes`): the stage has
    /// a time source or a time. Until then ``setOffset(_:)`` does nothing more than it did before
    /// stages kept time.
    var keepsTime: Bool {
        get { modes & 2 != 0 }
        set { modes = newValue ? modes | 2 : modes & ~2 }
    }
    /// Whether a move has more to write than the stage's own tracks (bits 2 and 3 of `modes`): some
    /// scene has tracks (bit 2), or some track lags (bit 3). Kept by `noteMoveExtras()` wherever
    /// either changes.
    var movesWithExtras: Bool { modes & 12 != 0 }
    let observers = Locked(EventObservers())
    /// Whether ``events()`` has made a stream that may still be open (cleared when none is).
    @exclusivity(unchecked) var hasStreams = false
    /// Whether an event goes anywhere after ``onEvent``: `hasStreams || batches != nil`.
    @exclusivity(unchecked) var hasSinks = false

    // Time (see `Stage+Velocity.swift`): none of it is read by a stage that never has a time.

    /// The time of the last tick, or `nil` before the first.
    public var lastTickTime: Double? { clock.lastTickTime }
    /// The current time on the tick clock, for offsets given without a time; see
    /// ``FrameTicking/timeSource`` and ``setOffset(_:at:)``. The frame drivers install one.
    public var timeSource: (() -> Double)? {
        didSet {
            precondition(runningClosure == nil, "Stage.timeSource changed from \(runningClosure!)")
            if timeSource != nil { keepsTime = true }
        }
    }
    /// Called when the stage gains work that needs frames — its velocity starts to move, or a
    /// batch of events waits for its interval — so that a frame driver paused while it was idle
    /// resumes; see ``FrameTicking/onNeedsFrames``.
    public var onNeedsFrames: (() -> Void)?
    /// The stage's time and the path its velocity is measured on (see `StageClock`).
    @exclusivity(unchecked) var clock = StageClock()
    /// The lagged tracks and the offsets they follow, once a lagged track is added (`Stage+Lag.swift`).
    /// Unchecked as the other per-move state ("Exclusivity"): read on every move and tick.
    @exclusivity(unchecked) var lags: TrackLags?
    /// The stage's time: the newest of its offsets' and ticks' times, or `nil` before any.
    var now: Double? { clock.now }
    /// The velocity that tracks read: kept current on every timed offset and tick while some
    /// track reads ``TrackDomain/velocity`` (`tracks.readsVelocity`).
    @exclusivity(unchecked) var trackVelocity = 0.0
    /// The batched delivery of events (see `Stage+Batches.swift`), once ``batchEvents(of:interval:maximum:_:)`` is used.
    @exclusivity(unchecked) var batches: EventBatches?

    /// Creates an empty stage.
    ///
    /// - Parameter layout: The geometry anchors resolve against (default: empty, which resolves
    ///   absolute anchors only).
    /// - Complexity: O(*e*) for the layout's *e* elements.
    public init(layout: StageLayout = StageLayout()) {
        elementIndex = ElementIndex(layout)
        frames.append(.unresolved)
    }

    deinit {
        // Finish outside the lock: finishing runs each stream's termination handler, which takes it.
        for continuation in observers.withLock({ $0.removeAll() }) { continuation.finish() }
        boundaries.free()
        slots.free()
        anchors.free()
        elementIndex.free()
        links.free()
        activeSlots.free()
        slotOfID.free()
        trackedSlots.free()
        sweptFrames.free()
        movedFrames.free()
        frames.free()
        outbox.free()
        crossings.free()
        for index in 0..<handlers.count { handlers[index].release() }
        handlers.free()
    }

    // MARK: - Internals

    func reindexNames() {
        indexByName = NameIndex(uniqueKeysWithValues: scenes.enumerated().map { ($1.name, $0) })
    }

    /// Where the scenes' boundaries fire, read from their slots.
    var boundaryKeys: BoundaryKeys { BoundaryKeys(slots: slots.base, count: slots.count) }

    /// Puts the sorted boundaries in order again after resizes, and those of the scenes added
    /// since the last call among them.
    func indexPendingScenes() {
        boundaries.indexPending(count: slots.count, keys: boundaryKeys)
    }

    /// Sorts every scene's boundaries again from their positions: O(*s*) when nearly in order.
    func rebuildBoundaries() {
        boundaries.rebuild(count: slots.count, keys: boundaryKeys)
    }
}

/// A scene's name and event handler, as a stage reports its events: fixed when made (a change of
/// the scene makes a new one), so that reporting an event reads both through a reference the stage
/// keeps alive without retaining either.
final class SceneHandler {
    let name: String
    let onEvent: ((SceneEvent) -> Void)?
    /// The scene's toggled animations (``ScrollScene/toggling(_:named:)``), which alone hear its
    /// silent load events.
    let toggledAnimations: [ToggledAnimation]

    init(_ scene: ScrollScene) {
        name = scene.name
        onEvent = scene.onEvent
        toggledAnimations = scene.toggledAnimations
    }
}

/// A closure of the caller's that a ``Stage`` is running, during which the closure must not change
/// the stage.
enum RunningClosure: CustomStringConvertible {
    /// A track's write closure, in the middle of a frame.
    case trackWrite
    /// The closure of ``Stage/updateScene(named:_:)``, which edits a copy of a scene.
    case sceneUpdate

    /// How a trap message names the closure.
    var description: String {
        switch self {
        case .trackWrite: "a track's write closure"
        case .sceneUpdate: "the closure of Stage.updateScene(named:_:)"
        }
    }
}
