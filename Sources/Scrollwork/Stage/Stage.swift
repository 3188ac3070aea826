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
/// - **The first offset is silent.** The first offset a stage receives (and ``restore(_:)``, and
///   adding a scene) sets states without events: nothing was crossed.
/// - **Layout changes and scene changes** re-resolve the scenes concerned and report, scene by
///   scene, the crossings the new boundaries (or hysteresis, `once`, enabled state) imply at the
///   current offset: ``layout`` for every scene, ``updateScene(named:_:)`` for one.
/// - **Unresolved scenes.** A scene whose anchors name an element the layout does not have is
///   inactive: it reports nothing and writes no tracks until it can be placed. If it was active when
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
/// A stage is not thread-safe: use it from one isolation domain (usually the main actor). Its event
/// streams may be consumed anywhere.
///
/// - Complexity: ``setOffset(_:)`` is O(*s* + *t*) for *s* scenes and *t* tracks (a track whose
///   position did not change costs a comparison), plus O(*e* log *e*) for *e* events. It allocates
///   nothing when no event is reported, except what Swift's runtime allocates for each write
///   through a key path (one small access record per key-path track written).
public final class Stage {
    struct Slot {
        var scene: ScrollScene
        var start = 0.0, end = 0.0
        var resolved = false
        /// Whether the scene has ever been placed (resolved with an offset): its first placement
        /// is silent, later ones report what they imply.
        var placed = false
        var passedStart = false, passedEnd = false, completed = false

        var length: Double { end - start }
        var isTrigger: Bool { end == start }

        var state: SceneState {
            passedEnd || completed ? .after : passedStart ? .active : .before
        }
    }

    /// A crossing found during an update, before it is sorted and reported.
    struct Crossing {
        var slot: Int
        var kind: SceneEvent.Kind
        /// Where the crossing happens along the move.
        var key: Double
        /// 0 if it happens on reaching `key`, 1 if only once past it.
        var rank: Int
        /// The boundary crossed (the scene's start or end, as resolved when it was crossed).
        var boundary: Double
    }

    /// The layout anchors are resolved against. Setting it re-resolves every scene and re-syncs to
    /// the current offset (reporting the crossings that the moved boundaries imply).
    public var layout: StageLayout {
        didSet {
            scrollLength = layout.maximumOffset
            relayout()
        }
    }

    /// Called with every event after the scene's own handler.
    public var onEvent: ((SceneEvent) -> Void)?

    /// How much motion the tracks show (default ``MotionPolicy/full``); see ``MotionPolicy``.
    ///
    /// Under ``MotionPolicy/reduced`` a ``MotionKind/decorative`` track is discrete — it shows each
    /// scale's `from` until the scale's middle and its `to` from there on — while fades, colour
    /// changes, pins and other essential tracks keep interpolating. Events and scene states do not
    /// depend on the policy. Setting it writes every track once for the current offset and
    /// reports no events (nothing was crossed) — except the tracks of a disabled scene, which is
    /// frozen: they keep their values, and are written under the policy current then when the
    /// scene is enabled again.
    public var motionPolicy = MotionPolicy.full {
        didSet {
            precondition(runningClosure == nil, "Stage.motionPolicy changed from \(runningClosure!)")
            reducesMotion = motionPolicy.isReduced
            if motionPolicy != oldValue { rewriteTracks() }
        }
    }

    /// The last offset accepted, or `nil` before the first.
    @exclusivity(unchecked) public internal(set) var offset: Double?

    /// How many non-finite offsets ``setOffset(_:)`` has refused.
    public private(set) var refusedOffsetCount = 0

    // What every frame reads and writes (the offset, these arrays, and the track storages' entries
    // and runs) opts out of the runtime's dynamic exclusivity checks, which cost a small frame more
    // than its work (about 900 of the 1,740 instructions of a frame with one track). No two
    // accesses to them can overlap: a stage is used from one isolation domain, event handlers run
    // outside every access, and a track's write closure (the only outside code that runs inside
    // one) traps on the `runningClosure` precondition before it can reach them. Static checks
    // still apply.
    @exclusivity(unchecked) var slots: [Slot] = []
    /// `layout.maximumOffset` and `motionPolicy.isReduced`, kept beside them for the frame: reading
    /// a public property costs a frame a dynamic exclusivity check, an internal one does not.
    var scrollLength = 0.0
    var reducesMotion = false
    var indexByName: [String: Int] = [:]
    /// `frames[0]` is the stage itself; `frames[i + 1]` is `slots[i]`.
    @exclusivity(unchecked) var frames: [SceneFrame] = [.unresolved]
    /// `frozenFrames[i]`: while `slots[i]` is disabled, its frame when it was disabled, which
    /// ``progress(of:)`` and ``pinTranslation(of:)`` report; its entry in `frames` is unresolved
    /// meanwhile, so that no write reaches its tracks (a forced one included). Kept apart from
    /// the slots, which every frame reads.
    var frozenFrames: [SceneFrame] = []
    let tracks = TrackBatches()
    /// The tracks added by ``add(_:)-(Track)``, kept to describe the stage (never read per frame).
    var ownTracks: [Track] = []
    /// The labels added, in order (see `Stage+Labels.swift`; never read per frame).
    var labelList: [StageLabel] = []
    @exclusivity(unchecked) var crossings: [Crossing] = []
    /// The caller's closure the stage is running, if any: while it runs, every call that changes
    /// the stage traps, naming itself and the closure (see ``RunningClosure``).
    var runningClosure: RunningClosure?
    /// Events found but not yet reported, with the scene handler that was current when they were
    /// found; `outboxHead` is the next to report.
    @exclusivity(unchecked) var outbox: [(handler: ((SceneEvent) -> Void)?, event: SceneEvent)] = []
    var outboxHead = 0
    /// Whether events are being reported (handlers run); offsets and events that arrive meanwhile
    /// wait their turn.
    var delivering = false
    /// The newest offset given to ``setOffset(_:)`` and not yet processed.
    var queuedOffset: Double?
    let observers = Locked(EventObservers())

    /// Creates an empty stage.
    ///
    /// - Parameter layout: The geometry anchors resolve against (default: empty, which resolves
    ///   absolute anchors only).
    public init(layout: StageLayout = StageLayout()) {
        self.layout = layout
        scrollLength = layout.maximumOffset
    }

    deinit {
        // Finish outside the lock: finishing runs each stream's termination handler, which takes it.
        for continuation in observers.withLock({ $0.removeAll() }) { continuation.finish() }
    }

    // MARK: - Scenes and tracks

    /// Adds a scene; its tracks are written at the current offset right away, and its state is set
    /// from the offset without reporting events.
    ///
    /// - Throws: ``StageError`` if the name is taken, or the length, hysteresis or an absolute
    ///   anchor is not a finite, non-negative number. Nothing is changed when an error is thrown.
    /// - Complexity: O(*t*) for the scene's *t* tracks.
    public func add(_ scene: ScrollScene) throws(StageError) {
        precondition(runningClosure == nil, "Stage.add(_:) called from \(runningClosure!)")
        guard indexByName[scene.name] == nil else { throw .duplicateScene(scene.name) }
        try scene.validate()
        var slot = Slot(scene: scene)
        resolve(&slot)
        if let offset, slot.resolved { setSilently(&slot, at: offset) }
        slots.append(slot)
        indexByName[scene.name] = slots.count - 1
        frames.append(.unresolved)
        frozenFrames.append(.unresolved)
        let frame = frames.count - 1
        for track in scene.tracks { tracks.add(track, frame: frame, domain: track.domain.kind) }
        writeTracks(force: false)
    }

    /// Adds a track of the stage's own, whose range is the whole scroll range: `0...`
    /// ``StageLayout/maximumOffset`` of ``layout`` (see ``TrackDomain``). It is written right away.
    ///
    /// A page-wide progress bar is a stage track keyed on ``TrackDomain/progress``; a parallax
    /// layer that moves with the absolute offset is one keyed on ``TrackDomain/offset``.
    ///
    /// - Complexity: O(1) amortised.
    public func add(_ track: Track) {
        precondition(runningClosure == nil, "Stage.add(_:) (a track) called from \(runningClosure!)")
        tracks.add(track, frame: 0, domain: track.domain.kind)
        ownTracks.append(track)
        writeTracks(force: false)
    }

    /// Removes the scene named `name` and its tracks (which keep their last values).
    ///
    /// - Returns: Whether there was such a scene.
    /// - Complexity: O(*s* + *t*).
    @discardableResult
    public func removeScene(named name: String) -> Bool {
        precondition(runningClosure == nil, "Stage.removeScene(named:) called from \(runningClosure!)")
        guard let index = indexByName[name] else { return false }
        tracks.removeTracks(ofFrame: index + 1, renumber: true)
        slots.remove(at: index)
        frames.remove(at: index + 1)
        frozenFrames.remove(at: index)
        reindex()
        return true
    }

    /// The stage's copy of the scene named `name` (its definition as last added or updated), or
    /// `nil` for an unknown name.
    public func scene(named name: String) -> ScrollScene? {
        indexByName[name].map { slots[$0].scene }
    }

    /// Changes the scene named `name` in place, keeping what it has been through: its state, its
    /// `once` completion and its unchanged tracks.
    ///
    /// `change` receives the stage's copy of the scene; anything may change — anchors or length,
    /// hysteresis, `once`, ``ScrollScene/isEnabled``, ``ScrollScene/onEvent``, tracks, even the name.
    /// The stage then re-resolves the scene and reports exactly the crossings the change implies at
    /// the current offset, as a layout change does (moving the scene's start past the offset
    /// reports `enter`, say; changing only its handler reports nothing). When the change adds or
    /// removes tracks, the scene's tracks are rebuilt and written at the current offset (removed
    /// ones stop and keep their last values); otherwise they are written only if their position
    /// moved.
    ///
    /// ```swift
    /// try stage.updateScene(named: "intro") { scene in
    ///     scene.hysteresis = 8
    ///     scene.onEvent = { event in print("now:", event) }
    /// }
    /// try stage.updateScene(named: "gallery") { $0.isEnabled = false }   // ScrollTrigger's disable()
    /// ```
    ///
    /// - Parameters:
    ///   - name: The scene's name.
    ///   - change: Edits the scene. It may read the stage, but must not change it.
    /// - Throws: ``StageError/unknownScene(_:)`` for an unknown name; ``StageError/duplicateScene(_:)``
    ///   if the new name is taken; any ``StageError`` that ``add(_:)-(ScrollScene)`` throws for the changed scene.
    ///   Nothing is changed when an error is thrown.
    /// - Precondition: `change` does not change the stage. Calling ``add(_:)-(ScrollScene)``, ``add(_:)-(Track)``,
    ///   ``removeScene(named:)``, ``updateScene(named:_:)``, ``setOffset(_:)`` or ``restore(_:)``,
    ///   or setting ``layout`` or ``motionPolicy``, from inside `change` traps with a message naming
    ///   the call ("Stage.removeScene(named:) called from the closure of
    ///   Stage.updateScene(named:_:)"). To remove or add scenes as part of an update, do it before
    ///   or after the call.
    /// - Complexity: O(*t*) for the scene's *t* tracks when its tracks changed; O(1) otherwise,
    ///   plus the events it reports.
    public func updateScene(named name: String, _ change: (inout ScrollScene) -> Void) throws(StageError) {
        precondition(runningClosure == nil, "Stage.updateScene(named:_:) called from \(runningClosure!)")
        guard let index = indexByName[name] else { throw .unknownScene(name) }
        var scene = slots[index].scene
        // The closure edits a copy; a change of the stage meanwhile (removing this very scene, say)
        // would leave `index` pointing elsewhere, so every such call traps instead.
        runningClosure = .sceneUpdate
        change(&scene)
        runningClosure = nil
        if scene.name != name, indexByName[scene.name] != nil { throw .duplicateScene(scene.name) }
        try scene.validate()
        let old = slots[index].scene
        slots[index].scene = scene
        if scene.name != name { reindex() }
        if old.isEnabled != scene.isEnabled {
            if scene.isEnabled {
                // Thawed: `finishResync()` computes its frame again (if it is resolved) and writes
                // its tracks under the policy current now.
                frozenFrames[index] = .unresolved
            } else {
                frozenFrames[index] = frames[index + 1]
                frames[index + 1] = .unresolved
            }
        }
        if old.tracks.map({ ObjectIdentifier($0.identity) }) != scene.tracks.map({ ObjectIdentifier($0.identity) }) {
            tracks.removeTracks(ofFrame: index + 1, renumber: false)
            for track in scene.tracks { tracks.add(track, frame: index + 1, domain: track.domain.kind) }
            frames[index + 1] = .unresolved
        }
        if old.once && !scene.once { slots[index].completed = false }
        crossings.removeAll(keepingCapacity: true)
        resync(index)
        finishResync()
    }

    /// The names of the scenes, in the order they were added.
    public var sceneNames: [String] { slots.map(\.scene.name) }

    /// The scene's state as its events last reported it, or `nil` for an unknown name.
    public func state(of name: String) -> SceneState? {
        indexByName[name].map { slots[$0].state }
    }

    /// The scene's progress in `0...1` at the current offset (1 for a completed `once` scene; the
    /// progress it was frozen at for a disabled one, whatever changed meanwhile), or `nil` for an
    /// unknown name, an unresolved scene, a stage without an offset, or a scene disabled before it
    /// had a progress.
    public func progress(of name: String) -> Double? {
        guard let index = indexByName[name], slots[index].resolved else { return nil }
        let progress = reportedFrame(index).progress
        return progress.isNaN ? nil : progress
    }

    /// The scene's pin translation at the current offset (see ``Track/pin(_:)``), with the same
    /// `nil` cases as ``progress(of:)`` (and frozen, like it, while the scene is disabled).
    public func pinTranslation(of name: String) -> Double? {
        guard let index = indexByName[name], slots[index].resolved else { return nil }
        let translation = reportedFrame(index).sceneOffset
        return translation.isNaN ? nil : translation
    }

    /// The frame that ``progress(of:)`` and ``pinTranslation(of:)`` report for `slots[index]`: the
    /// one its tracks read, or, while it is disabled, the one it was frozen at.
    func reportedFrame(_ index: Int) -> SceneFrame {
        slots[index].scene.isEnabled ? frames[index + 1] : frozenFrames[index]
    }

    /// The scene's resolved `start...end`, or `nil` for an unknown name or while an anchor names an
    /// element the layout does not have.
    public func range(of name: String) -> ClosedRange<Double>? {
        guard let index = indexByName[name], slots[index].resolved else { return nil }
        return slots[index].start...slots[index].end
    }

    /// The names of scenes whose anchors cannot be resolved in the current layout; they report no
    /// events and write no tracks until they can.
    public var unresolvedScenes: [String] { slots.filter { !$0.resolved }.map(\.scene.name) }

    // MARK: - Offsets

    /// Moves the stage to `offset` at once: writes every track whose position changed, then reports
    /// every crossing in scroll order (see the type's event contract).
    ///
    /// This is what a scroll view calls with each new offset (or what ``follow(_:isolation:)``
    /// calls for you). The stage does not animate: to follow the offset smoothly, wrap it in a
    /// ``ScrubbedStage``.
    ///
    /// - Parameter offset: The scroll offset along the layout's axis, in points.
    /// - Returns: `false` if `offset` is NaN or infinite (refused, counted in
    ///   ``refusedOffsetCount``, nothing changes); otherwise `true`.
    @discardableResult
    public func setOffset(_ offset: Double) -> Bool {
        precondition(runningClosure == nil, "Stage.setOffset(_:) called from \(runningClosure!)")
        guard offset.isFinite else {
            refusedOffsetCount += 1
            return false
        }
        queuedOffset = offset
        pump()
        return true
    }

    /// Reports pending events and processes the queued offset until there is neither. Re-entrant
    /// calls (from a handler) return at once: the outermost call does the work, in order — every
    /// event already found is reported before a newer offset is processed.
    func pump() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while true {
            if outboxHead < outbox.count {
                deliverNextEvent()
            } else {
                // Every event is reported: empty the outbox (only when there were events, which
                // spares a frame without events the access).
                if outboxHead > 0 {
                    outbox.removeAll(keepingCapacity: true)
                    outboxHead = 0
                }
                guard let target = queuedOffset else { return }
                queuedOffset = nil
                move(to: target)
            }
        }
    }

    /// Reports the next event of the outbox to its scene's handler, ``onEvent`` and the event
    /// streams. Out of line, so that a frame without events makes no access to any of them.
    @inline(never)
    func deliverNextEvent() {
        let (handler, event) = outbox[outboxHead]
        outboxHead += 1
        handler?(event)
        onEvent?(event)
        // Copy the list (a retain, no allocation) and yield outside the lock: yielding resumes a
        // waiting consumer, which takes the runtime's locks.
        for observer in observers.withLock({ $0.continuations }) { observer.continuation.yield(event) }
    }

    /// Follows `source`: every offset it delivers is passed to ``setOffset(_:)``, on the caller's
    /// actor, until the source finishes or the calling task is cancelled.
    ///
    /// Offsets that arrive while the stage is busy are not queued: the stage jumps to the newest,
    /// reporting every crossing on the way, so it never falls behind.
    ///
    /// - Parameters:
    ///   - source: Where offsets come from.
    ///   - isolation: The actor the stage is used from; inferred from the caller.
    public func follow(_ source: ScrollSource, isolation: isolated (any Actor)? = #isolation) async {
        for await offset in source.offsets() {
            setOffset(offset)
        }
    }

    // MARK: - Internals

    func reindex() {
        indexByName = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1.scene.name, $0) })
    }

    func resolve(_ slot: inout Slot) {
        if let range = slot.scene.resolve(in: layout) {
            slot.start = range.start
            slot.end = range.end
            slot.resolved = true
        } else {
            slot.resolved = false
        }
    }

    /// Places a slot: sets its flags from `offset` alone (no hysteresis, no events). A `once` scene
    /// found past its end is completed, as it would be after scrolling there.
    func setSilently(_ slot: inout Slot, at offset: Double) {
        slot.placed = true
        guard !slot.completed else { return }
        if slot.isTrigger {
            slot.passedStart = offset >= slot.start
            slot.passedEnd = slot.passedStart
        } else {
            slot.passedStart = offset > slot.start
            slot.passedEnd = offset >= slot.end
        }
        if slot.passedEnd && slot.scene.once { slot.completed = true }
    }

    /// The flags of `slot` after the offset reached `x`, applying hysteresis.
    static func flags(_ slot: Slot, at x: Double) -> (start: Bool, end: Bool) {
        let h = slot.scene.hysteresis
        if slot.isTrigger {
            let passed = slot.passedStart ? !(x < slot.start - h) : x >= slot.start + h
            return (passed, passed)
        }
        let start = slot.passedStart ? !(x <= slot.start - h) : x > slot.start + h
        let end = slot.passedEnd ? !(x < slot.end - h) : x >= slot.end + h
        return (start || end, end)
    }

    func move(to x: Double) {
        let previous = offset
        offset = x
        // `crossings` is empty here: `post()` empties it.
        if let previous {
            if x != previous { findCrossings(at: x) }
        } else {
            for index in slots.indices where slots[index].resolved && slots[index].scene.isEnabled {
                setSilently(&slots[index], at: x)
            }
        }
        writeTracks(at: x, force: false)
        if !crossings.isEmpty {
            let forward = x >= (previous ?? x)
            crossings.sort { a, b in
                if a.key != b.key { return forward ? a.key < b.key : a.key > b.key }
                if a.rank != b.rank { return a.rank < b.rank }
                if a.slot != b.slot { return forward ? a.slot < b.slot : a.slot > b.slot }
                return Self.order(a.kind) < Self.order(b.kind)
            }
            post()
        }
    }

    /// The order of a scene's own events at one boundary: enter before leave, enterBack before leaveBack.
    static func order(_ kind: SceneEvent.Kind) -> Int {
        kind == .enter || kind == .enterBack ? 0 : 1
    }

    /// Records the crossings of every scene for a move to `x`, updating the flags.
    func findCrossings(at x: Double) {
        for index in slots.indices where slots[index].resolved && slots[index].scene.isEnabled && !slots[index].completed {
            let flags = Self.flags(slots[index], at: x)
            if flags.start != slots[index].passedStart || flags.end != slots[index].passedEnd {
                take(flags, forSlot: index, alongMove: true)
            }
        }
    }

    /// Gives slot `index` new flags, recording the crossing of each boundary whose flag changed and
    /// completing a `once` scene that is now past its end.
    ///
    /// - Parameter alongMove: Whether the flags changed by moving the offset: crossings are then
    ///   keyed by where along the move they happen (`h` past the boundary) and ranked reach before
    ///   pass. Otherwise (a layout change or a scene update) every crossing has key and rank 0, and
    ///   they keep the order of the scenes.
    func take(_ flags: (start: Bool, end: Bool), forSlot index: Int, alongMove: Bool) {
        let slot = slots[index]
        let h = slot.scene.hysteresis
        let trigger = slot.isTrigger
        func cross(_ kind: SceneEvent.Kind, at boundary: Double, key: Double, rank: Int) {
            crossings.append(Crossing(slot: index, kind: kind, key: alongMove ? key : 0, rank: alongMove ? rank : 0, boundary: boundary))
        }
        if !slot.passedStart && flags.start { cross(.enter, at: slot.start, key: slot.start + h, rank: trigger ? 0 : 1) }
        if !slot.passedEnd && flags.end { cross(.leave, at: slot.end, key: slot.end + h, rank: 0) }
        if slot.passedEnd && !flags.end { cross(.enterBack, at: slot.end, key: slot.end - h, rank: 1) }
        if slot.passedStart && !flags.start { cross(.leaveBack, at: slot.start, key: slot.start - h, rank: trigger ? 1 : 0) }
        slots[index].passedStart = flags.start
        slots[index].passedEnd = flags.end
        if flags.end && slot.scene.once { slots[index].completed = true }
    }

    /// Recomputes the frames of the stage and of every placed, enabled scene, and writes the tracks
    /// whose positions changed. Unresolved scenes keep their frames (and so their tracks' values);
    /// a disabled scene's frame is unresolved (NaN), so nothing writes its tracks.
    func writeTracks(force: Bool) {
        if let x = offset { writeTracks(at: x, force: force) }
    }

    /// Writes every track at the current offset whether its position changed or not (a motion
    /// policy switch, a restore), except those whose frame is NaN — an unplaced, unresolved or
    /// disabled scene's, frozen — which are made to write at their next position instead, even one
    /// equal to their last: a scene enabled again then shows the policy current then.
    func rewriteTracks() {
        writeTracks(force: true)
        frames.withUnsafeBufferPointer { tracks.forgetTracks(unplacedIn: $0) }
    }

    /// ``writeTracks(force:)`` at `x`, the current offset.
    func writeTracks(at x: Double, force: Bool) {
        let stageLength = scrollLength
        frames.withUnsafeMutableBufferPointer { frames in
            frames[0] = Self.frame(start: 0, end: stageLength, seen: x)
            for index in slots.indices {
                let slot = slots[index]
                guard slot.resolved, slot.scene.isEnabled else { continue }
                frames[index + 1] = Self.frame(start: slot.start, end: slot.end, seen: slot.completed ? max(x, slot.end) : x)
            }
        }
        runningClosure = .trackWrite
        defer { runningClosure = nil }
        let reduced = reducesMotion
        frames.withUnsafeBufferPointer { tracks.update($0, force: force, reduced: reduced) }
    }

    /// The positions of the tracks of the range `start...end` at offset `seen` (the stage's offset,
    /// or the end of a completed `once` scene): progress and points clamped into the range, and
    /// the offset.
    static func frame(start: Double, end: Double, seen: Double) -> SceneFrame {
        let length = end - start
        guard length.isFinite else {
            // Anchors near ±greatestFiniteMagnitude: end − start overflows (never in practice).
            return frame(overflowingFrom: start, to: end, at: seen)
        }
        let progress = length > 0 ? min(max((seen - start) / length, 0), 1) : (seen >= start ? 1 : 0)
        return SceneFrame(progress: progress, sceneOffset: min(max(seen - start, 0), length), offset: seen)
    }

    /// The frame of a scene whose length overflows: progress from halved values (exact), and the
    /// scene offset capped at `greatestFiniteMagnitude`.
    static func frame(overflowingFrom start: Double, to end: Double, at seen: Double) -> SceneFrame {
        let progress = min(max((seen / 2 - start / 2) / (end / 2 - start / 2), 0), 1)
        let sceneOffset = min(max(seen - start, 0), .greatestFiniteMagnitude)
        return SceneFrame(progress: progress, sceneOffset: sceneOffset, offset: seen)
    }

    /// Adds the sorted crossings to the outbox as events, each with its scene's handler (so a scene
    /// removed by an earlier handler still reports what it crossed), and empties `crossings`.
    func post() {
        defer { crossings.removeAll(keepingCapacity: true) }
        guard let x = offset else { return }
        for crossing in crossings {
            let slot = slots[crossing.slot]
            outbox.append((slot.scene.onEvent, SceneEvent(scene: slot.scene.name, kind: crossing.kind, boundary: crossing.boundary, offset: x)))
        }
    }

    func relayout() {
        precondition(runningClosure == nil, "Stage.layout changed from \(runningClosure!)")
        crossings.removeAll(keepingCapacity: true)
        for index in slots.indices { resync(index) }
        finishResync()
    }

    /// Writes the tracks, then reports the crossings that `resync(_:)` found.
    private func finishResync() {
        writeTracks(force: false)
        post()
        pump()
    }

    /// Re-places one scene after its layout, definition or enabled state changed, recording the
    /// crossings this implies at the current offset (each at key 0, in scene order).
    private func resync(_ index: Int) {
        resolve(&slots[index])
        guard let x = offset, slots[index].scene.isEnabled else { return }
        let slot = slots[index]
        guard slot.resolved else {
            // Unresolved: inactive. An active scene leaves backwards at its last start (which a
            // failed resolution keeps), and its tracks go to its start: progress 0, 0 points into
            // it, and its start as the offset. It may have become unresolved just now, or while it
            // was disabled (frozen: it reports this when enabled again). A scene never placed (one
            // restored as active while unresolved) has crossed nothing, and is placed silently later.
            if slot.placed && slot.state == .active {
                crossings.append(Crossing(slot: index, kind: .leaveBack, key: 0, rank: 0, boundary: slot.start))
                slots[index].passedStart = false
                frames[index + 1] = SceneFrame(progress: 0, sceneOffset: 0, offset: slot.start)
            }
            return
        }
        guard slot.placed else {
            setSilently(&slots[index], at: x)
            return
        }
        if slot.completed { return }
        if slot.scene.once && slot.passedEnd {
            // `once` turned on for a scene already left forwards: it has completed.
            slots[index].completed = true
            return
        }
        take(Self.flags(slot, at: x), forSlot: index, alongMove: false)
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
