// Page load: what a stage reports for the scenes it finds already entered or passed when it places
// them for the first time (see `Stage.loadEvents`). Nothing here runs on a move.

extension Stage {
    /// What a stage reports at page load for the scenes it finds already entered or passed: see
    /// ``Stage/loadEvents``.
    ///
    /// A stage *places* a scene — gives it a state from the offset — when it first has both: at its
    /// first offset, when a scene is added after it, or later, once a scene that was disabled or
    /// unresolved can be placed (it is enabled, or its element appears). ``Stage/restore(_:)``
    /// places every scene too. A move never places anything: it reports what it crosses.
    ///
    /// | | first offset `p` | a scene added (or first placed) at `p` | ``Stage/restore(_:)`` |
    /// |---|---|---|---|
    /// | ``silent`` | nothing | nothing | nothing |
    /// | ``fromStart`` | what a scroll from before every scene to `p` reports | what a scroll from before the scene to `p` reports | what a scroll from before every scene to the saved states reports |
    /// | ``onScreen`` | `enter` of each scene active at `p` (a passed scene's toggled animations completed, silently) | `enter` if it is active at `p` (if passed, the same silent completion) | `enter` of each scene saved as active (those saved as passed: the same) |
    /// | ``visible`` | as ``onScreen``, and `enter` then `leave` of each scene passed whose element shows at `p` | the same, for that scene | as ``onScreen``, and `enter` then `leave` of each scene saved as passed whose element shows |
    ///
    /// - **``fromStart``** is ScrollTrigger's page load: the first offset reports exactly the
    ///   events that a silent stage placed before every scene and then moved to `p` reports —
    ///   `enter` then `leave` for each scene passed, `enter` for each scene on screen, every one in
    ///   scroll order by the event contract, hysteresis applied as on any forward move (so a scene
    ///   whose start lies less than its hysteresis before `p` is not entered yet) — and leaves
    ///   every scene in the state that move leaves it: the two stages are twins from then on.
    ///   Toggle actions see a jump: a scene passed plays and completes at once.
    /// - **``onScreen``** is ScrollTrigger's `limitCallbacks: true`: scenes are placed as
    ///   ``silent`` places them, and those active at `p` (past their start, before their end) then
    ///   report `enter`, in the order of their starts (scenes with one start in the order added).
    ///   Scenes already passed, and triggers (length 0, never active), report nothing — but, as
    ///   ScrollTrigger still runs their animations, the toggled animations a passed scene knows
    ///   (``ScrollScene/toggling(_:named:)``) hear the `enter` and `leave` a scroll from before it
    ///   reports, in one update: a jump, which leaves a `play` animation completed, so that
    ///   scrolling back up reverses it from its end. No handler, ``Stage/onEvent``, stream or batch
    ///   hears them (a ``ToggledAnimation/handle(_:)`` passed as the scene's handler is a handler).
    /// - **``visible``** is what a page shows, and the setting for a first program: ``onScreen``,
    ///   and each scene already *passed* at `p` whose element is at least partly on screen (it
    ///   overlaps the viewport `p ... p + viewport length`) reports `enter` then `leave`, to
    ///   everyone, in scroll order — what a scroll from before it would report. A scene ranged over
    ///   its card's `entry` ends as the card is fully in view, so under ``onScreen`` a card in full
    ///   view at load is passed and silent, and only the card still entering fades in; under
    ///   ``visible`` all of them do. The scene's element is the one its start anchor depends on
    ///   (an element edge or a view range's subject), else its end anchor's; a scene without one is
    ///   placed as under ``onScreen``. A scene whose element shows but whose start is still ahead
    ///   (`start: top 80%` with the card's top at 90 %) reports nothing yet: its `enter` comes when
    ///   the scroll reaches its start, and reporting it at load too would report it twice.
    ///
    /// **How ``onScreen`` differs from ScrollTrigger's `limitCallbacks: true`.** Only at placing.
    /// `limitCallbacks` also silences later jumps: a refresh or a fast scroll that skips over a
    /// trigger fires none of its callbacks while it is not active before and after. A Scrollwork
    /// move never does that — every crossing of a jump is reported, in scroll order, under every
    /// choice here — so ``onScreen`` and ``visible`` change the first placing of each scene and
    /// nothing after it.
    ///
    /// **Together.** Scenes placed by one call — the first offset, one ``Stage/add(contentsOf:)``,
    /// a restore — report in one scroll order across them. Scenes first placed by a layout change
    /// or a scene update report in the order of the scenes, among that change's other crossings,
    /// as every crossing of a layout change does.
    ///
    /// **Restore.** A snapshot exists to bring a page back "without replaying the events of every
    /// scene the user already went through", and with ``silent`` it still does. With the other two
    /// a restore is a page load at the saved position: each scene takes its saved state, and then
    /// reports how a page load would have got it there — with ``onScreen`` the `enter` of every
    /// scene saved as active and nothing of the scenes already gone through (the snapshot's
    /// promise kept, and the cards on screen shown; the passed ones' toggled animations completed,
    /// silently, as at a first offset); with ``fromStart`` every event, as
    /// ScrollTrigger replays them on a reload. A scene disabled at the restore reports nothing and
    /// is placed when it is enabled, as a scene added then would be.
    ///
    /// **When the events go.** As a move's: after the tracks are written, to the scene's handler,
    /// ``Stage/onEvent``, the event streams and the batches
    /// (``Stage/batchEvents(of:interval:maximum:_:)``), so that toggle actions play and a batch of
    /// the cards on screen arrives at load. A handler may change the stage as during any move: the
    /// events already found are reported first, then the newest offset it gave.
    ///
    /// A struct over a private enum, so that choices can be added without breaking a client `switch`.
    public struct LoadEvents: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable { case silent, fromStart, onScreen, visible }
        let kind: Kind

        /// Nothing is reported: a scene placed takes its state silently (the default, and what a
        /// stage always did).
        public static let silent = LoadEvents(kind: .silent)
        /// Every event a scroll from before every scene to the offset would report, in scroll
        /// order (ScrollTrigger's default at page load).
        public static let fromStart = LoadEvents(kind: .fromStart)
        /// The `enter` of each scene on screen, in the order of their starts; scenes passed are
        /// placed silently, their toggled animations completed without an event
        /// (ScrollTrigger's `limitCallbacks: true`).
        public static let onScreen = LoadEvents(kind: .onScreen)
        /// What a page shows: ``onScreen``, and also the `enter` and `leave` of each scene already
        /// passed whose element is at least partly on screen — so that a card past its `entry`
        /// range but in full view is shown at load. The choice for a first program.
        public static let visible = LoadEvents(kind: .visible)

        /// The choice's name: `silent`, `fromStart`, `onScreen` or `visible`.
        public var description: String {
            switch kind {
            case .silent: "silent"
            case .fromStart: "fromStart"
            case .onScreen: "onScreen"
            case .visible: "visible"
            }
        }
    }

    /// Places `slots[index]` (resolved, enabled, never placed) at `x` for the first time, as
    /// ``loadEvents`` says, recording the events that implies in `crossings`: keyed along a
    /// forward move (to be sorted with `precedes(_:_:forward:)`) if `alongMove`, else each at key
    /// 0 in the order recorded.
    func placeForTheFirstTime(_ index: Int, at x: Double, alongMove: Bool) {
        switch loadEvents.kind {
        case .silent:
            setSilently(index, at: x)
        case .fromStart:
            // Before the scene (a completed `once` scene keeps its state), then a move to `x`.
            setSilently(index, at: -.infinity)
            guard slots[index].isLive else { return }
            let flags = Self.flags(slots[index], at: x)
            if flags.start || flags.end { take(flags, forSlot: index, alongMove: alongMove) }
        case .onScreen, .visible:
            setSilently(index, at: x)
            let slot = slots[index]
            if slot.isActive {
                record(Crossing(slot: index, kind: .enter, key: alongMove ? slot.start : 0, rank: alongMove ? 1 : 0, boundary: slot.start))
            } else if slot.passedEnd {
                if loadEvents.kind == .visible && elementShows(index, at: x) {
                    recordPassedVisible(index, alongMove: alongMove)
                } else {
                    recordPassedToggles(index, alongMove: alongMove)
                }
            }
        }
    }

    /// Whether the element of `slots[index]`'s scene — the element its start anchor depends on,
    /// else its end anchor's — is at least partly on screen at offset `x`: it overlaps the
    /// viewport `x ... x + viewport length` by more than a point's edge (an element of length 0:
    /// lies within it). `false` for a scene without an element. O(1).
    func elementShows(_ index: Int, at x: Double) -> Bool {
        let compiled = anchors[index]
        var element = compiled.start.dependency
        if element < 0, let end = compiled.end { element = end.dependency }
        guard element >= 0 && Int(element) < elementIndex.count else { return false }
        let origin = elementIndex.origins[Int(element)], length = elementIndex.lengths[Int(element)]
        let layout = elementIndex.layout
        let top = x, bottom = x + layout.axis.length(of: layout.viewport)
        if length > 0 { return min(origin + length, bottom) > max(origin, top) }
        return origin >= top && origin <= bottom
    }

    /// A scene passed at load under ``LoadEvents/visible`` whose element shows: it reports the
    /// `enter` and `leave` a scroll from before it reports, to everyone (so a toggled `play`
    /// completes, and a handler that fades in on `enter` shows the card).
    func recordPassedVisible(_ index: Int, alongMove: Bool) {
        let slot = slots[index]
        record(Crossing(slot: index, kind: .enter, key: alongMove ? slot.start : 0, rank: alongMove && !slot.isTrigger ? 1 : 0,
                        boundary: slot.start))
        record(Crossing(slot: index, kind: .leave, key: alongMove ? slot.end : 0, rank: 0, boundary: slot.end))
    }

    /// A scene passed at load under ``LoadEvents/onScreen``: its toggled animations, if it has
    /// any, hear the `enter` and `leave` a scroll from before it reports — one update, so a jump
    /// (see ``ToggledAnimation``): with `play`, they are completed — while no handler, stream or
    /// batch hears anything, as `limitCallbacks` has it.
    func recordPassedToggles(_ index: Int, alongMove: Bool) {
        guard !scenes[index].toggledAnimations.isEmpty else { return }
        let slot = slots[index]
        record(Crossing(slot: index, kind: .enter, key: alongMove ? slot.start : 0, rank: alongMove && !slot.isTrigger ? 1 : 0,
                        boundary: slot.start, silent: true))
        record(Crossing(slot: index, kind: .leave, key: alongMove ? slot.end : 0, rank: 0, boundary: slot.end, silent: true))
    }

    /// Sorts the crossings recorded by `placeForTheFirstTime(_:at:alongMove:)` along a forward
    /// move and adds them to the outbox.
    func postLoadEvents() {
        guard !crossings.isEmpty else { return }
        crossings.sort { Self.precedes($0, $1, forward: true) }
        post()
    }

    /// After an add that recorded load events: adds them to the outbox in scroll order and reports
    /// them (from a handler: after the events already found).
    func reportAddedScenes() {
        postLoadEvents()
        pump()
    }

    /// After a restore to an offset under ``loadEvents`` other than ``LoadEvents/silent``: adds to
    /// the outbox what a page load reaching the restored states reports, and reports it.
    func reportRestoredStates() {
        crossings.removeAll()
        let fromStart = loadEvents.kind == .fromStart
        for index in 0..<slots.count {
            let slot = slots[index]
            guard slot.placed && slot.isEnabled else { continue }
            if fromStart {
                // The crossings `take(_:forSlot:alongMove:)` records on the way from before the
                // scene to its saved flags.
                if slot.passedStart {
                    record(Crossing(slot: index, kind: .enter, key: slot.start + slot.hysteresis,
                                              rank: slot.isTrigger ? 0 : 1, boundary: slot.start))
                }
                if slot.passedEnd {
                    record(Crossing(slot: index, kind: .leave, key: slot.end + slot.hysteresis, rank: 0, boundary: slot.end))
                }
            } else if slot.isActive {
                record(Crossing(slot: index, kind: .enter, key: slot.start, rank: 1, boundary: slot.start))
            } else if slot.passedEnd {
                if loadEvents.kind == .visible, let x = offset, elementShows(index, at: x) {
                    recordPassedVisible(index, alongMove: true)
                } else {
                    recordPassedToggles(index, alongMove: true)
                }
            }
        }
        postLoadEvents()
        pump()
    }

    /// Whether `a` comes before `b` along a move (forward or backward), by the event contract:
    /// where it happens, a boundary reached before one passed, the scenes' order (reversed going
    /// backward), then a scene's own events in order.
    static func precedes(_ a: Crossing, _ b: Crossing, forward: Bool) -> Bool {
        if a.key != b.key { return forward ? a.key < b.key : a.key > b.key }
        if a.rank != b.rank { return a.rank < b.rank }
        if a.slot != b.slot { return forward ? a.slot < b.slot : a.slot > b.slot }
        return order(a.kind) < order(b.kind)
    }
}
