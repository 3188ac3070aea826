// Offsets: how a stage takes a new offset and reports what it crossed.

extension Stage {
    /// Moves the stage to `offset` at once: writes every track whose position changed, then reports
    /// every crossing in scroll order (see the type's event contract).
    ///
    /// This is what a scroll view calls with each new offset (or what ``follow(_:isolation:)``
    /// calls for you). The stage does not animate: to follow the offset smoothly, wrap it in a
    /// ``ScrubbedStage``.
    ///
    /// The offset happens now: at the ``timeSource``'s reading if there is one (the frame drivers
    /// install one), else at the stage's time — its newest offset's or tick's time. A stage that
    /// has never had a time measures no velocity; give times with ``setOffset(_:at:)``.
    ///
    /// - Parameter offset: The scroll offset along the layout's axis, in points.
    /// - Returns: `false` if `offset` is NaN or infinite (refused, counted in
    ///   ``refusedOffsetCount``, nothing changes); otherwise `true`.
    /// - Complexity: O(log *s* + *k* + *t*); see the type's complexity note.
    @discardableResult
    public func setOffset(_ offset: Double) -> Bool {
        precondition(runningClosure == nil, "Stage.setOffset(_:) called from \(runningClosure!)")
        guard offset.isFinite else {
            refusedOffsetCount += 1
            return false
        }
        if _fastPath(modes == 4) {
            // Scenes with tracks, tested first: then this path costs no more than before the
            // modes told it apart (W2 tracked n = 1,000: 2,018.7 instructions an op, 2,021.7 when the
            // compiler tested the plain path first), and the others one test (still well below their
            // figures before: W1 stage_scrub_tracks_mixed n = 10 334.1 → 339.1, W2 scrub 425.5 → 428.5).
            modes = 5   // delivering
            moveWithTrackedScenes(to: offset)
        } else if modes != 0 {
            // From a handler (processed once every event already found is reported), or on a
            // stage that keeps time.
            if modes & 3 != 0 { return update(to: offset, at: nil) }
            // Lagged tracks (and maybe scenes with tracks).
            modes |= 1   // delivering
            moveWithExtras(to: offset)
        } else {
            modes = 1   // delivering
            movePlainly(to: offset)
        }
        if outbox.hasWork {
            drain()
            modes &= 14   // a handler may have given the stage a time, scenes with tracks, lagged tracks
        } else {
            modes &= 12
        }
        return true
    }

    /// Reports pending events and processes the queued offset until there is neither. Re-entrant
    /// calls (from a handler) return at once: the outermost call does the work, in order — every
    /// event already found is reported before a newer offset is processed.
    func pump() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        drain()
    }

    /// `pump()`'s loop, with `delivering` set.
    func drain() {
        while true {
            if outbox.hasEvents {
                deliverNextEvent()
            } else {
                // Every event is reported: empty the outbox. No scene's handler runs now: those
                // replaced or removed meanwhile can go.
                if outbox.clearReported() && !retiredHandlers.isEmpty { retiredHandlers.removeAll() }
                if let batches, batches.openCount > 0, batches.hasDue(at: now) {
                    // The update's events are all reported: batches due now go (all of them on a
                    // stage without a time).
                    deliverDueBatches()
                    continue
                }
                guard let (target, time) = outbox.takeQueued() else { return }
                moveToQueued(target, at: time)
            }
        }
    }

    /// Processes the offset that waited its turn (see `drain()`).
    // Never inlined, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // inlined, the two paths of a move made the delivery loop of `drain()` cost about 3 instructions
    // more an event (W2 jump n = 1,000 129,852.2 instructions an op, against 127,810.0 before them).
    @inline(never)
    func moveToQueued(_ target: Double, at time: Double?) {
        if keepsTime {
            advance(to: target, at: time)
        } else {
            move(to: target)
        }
    }

    /// Lets go of `handlers[index]`, which is about to be replaced or removed: kept until the
    /// outbox is reported if a scene's handler may be running (`deliverNextEvent()` runs them
    /// with `outboxHead` past their event), as it may be this one.
    func retire(_ index: Int) {
        let handler = handlers[index].takeRetainedValue()
        if delivering && outbox.head > 0 { retiredHandlers.append(handler) }
    }

    /// A new handler for `scene`, retained once (for `handlers`).
    func handler(of scene: ScrollScene) -> Unmanaged<SceneHandler> {
        .passRetained(SceneHandler(scene))
    }

    /// Reports the next event of the outbox to its scene's handler, ``onEvent`` and the event
    /// streams.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 jump n = 1,000: 138,891 instructions an op without it, 124,551 with.
    @inline(__always)
    func deliverNextEvent() {
        let entry = outbox.next()
        if entry.silent {
            deliverSilently(entry)
            return
        }
        let event: SceneEvent
        if entry.slot >= 0 {
            // Neither the handler nor its closure is retained: the stage holds the handler, and
            // keeps one that the running handler replaces or removes until the outbox is reported.
            event = handlers[Int(entry.slot)]._withUnsafeGuaranteedRef { handler in
                let event = SceneEvent(scene: handler.name, kind: entry.kind, boundary: entry.boundary, offset: entry.offset)
                handler.onEvent?(event)
                return event
            }
        } else {
            let found = outbox.detachedEvent(entry.slot)
            event = found.event
            found.handler?(event)
        }
        if let onEvent { onEvent(event) }
        if hasSinks { deliverToSinks(event) }
    }

    /// Gives a silent event (a scene passed at load under ``LoadEvents/onScreen``) to the scene's
    /// toggled animations only: no handler, stream or batch hears it.
    @inline(never)
    func deliverSilently(_ entry: Pending) {
        if entry.slot >= 0 {
            let handler = handlers[Int(entry.slot)].takeUnretainedValue()
            let event = SceneEvent(scene: handler.name, kind: entry.kind, boundary: entry.boundary, offset: entry.offset)
            for animation in handler.toggledAnimations { animation.handle(event) }
        } else {
            let found = outbox.detachedEvent(entry.slot)
            found.handler?(found.event)
        }
    }

    /// Gives `event`, the one being reported (`outbox[outboxHead - 1]`), to the event streams and
    /// to its scene's batch, if any.
    @inline(never)
    func deliverToSinks(_ event: SceneEvent) {
        if hasStreams { yieldToStreams(event) }
        guard batches != nil else { return }
        // The handlers that ran may have changed the scenes: the entry is then detached, with
        // the batch its scene had (see `detachPendingEvents()`).
        let entry = outbox.current
        let group = entry.slot >= 0 ? batchGroup(ofSlot: Int(entry.slot)) : outbox.detachedEvent(entry.slot).group
        if group >= 0 { collect(event, inGroup: Int(group)) }
    }

    /// Yields `event` to every event stream. Copies the list (a retain, no allocation) and yields
    /// outside the lock: yielding resumes a waiting consumer, which takes the runtime's locks.
    func yieldToStreams(_ event: SceneEvent) {
        let observers = observers.withLock { $0.continuations }
        if observers.isEmpty {
            hasStreams = false
            hasSinks = batches != nil
        }
        for observer in observers { observer.continuation.yield(event) }
    }

    /// Gives every event not yet reported the handler and name its scene has now, before the scene
    /// changes or goes (so it still reports what it crossed to the handler it had then) — and so
    /// the event being reported, whose batch is found after its handlers ran.
    func detachPendingEvents() {
        let first = delivering && outbox.head > 0 ? outbox.head - 1 : outbox.head
        let scenes = self.scenes
        outbox.detach(from: first) { entry in
            let scene = scenes[Int(entry.slot)]
            let event = SceneEvent(scene: scene.name, kind: entry.kind, boundary: entry.boundary, offset: entry.offset)
            guard !entry.silent else {
                // For the toggled animations alone (see `deliverSilently(_:)`).
                let animations = scene.toggledAnimations
                return ({ event in for animation in animations { animation.handle(event) } }, event, -1)
            }
            return (scene.onEvent, event, self.batchGroup(ofSlot: Int(entry.slot)))
        }
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

    // MARK: - A move

    /// A move to `x`, by the plain path or the one with extras (see `movesWithExtras`).
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 scrub n = 1,000: 455.3 instructions an op without it (`drain()` then opened an access
    // checked at run time), 431.0 with.
    @inline(__always)
    func move(to x: Double) {
        if movesWithExtras {
            moveWithExtras(to: x)
        } else {
            movePlainly(to: x)
        }
    }

    /// A move on a stage where no scene has tracks and no track lags (`movesWithExtras` is clear):
    /// finds the crossings and writes the stage's own tracks, if any (they are all swept).
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W1 stage_scrub_tracks_mixed_buffer n = 10: 293 instructions a frame without it, 283 with.
    @inline(__always)
    func movePlainly(to x: Double) {
        if let previous = takeOffset(x), x != previous && slots.count > 0 {
            findCrossings(from: previous, to: x, scanning: needsFullScan)
        }
        writeStageTracks(at: x)
    }

    /// Makes `x` the offset, and returns the one before it; the first offset places every scene
    /// and returns `nil`.
    @inline(__always)
    func takeOffset(_ x: Double) -> Double? {
        let previous = offset
        offset = x
        if previous == nil { placeEveryScene(at: x) }
        return previous
    }

    /// `moveWithExtras(to:)` on a stage whose scenes have tracks and whose tracks do not lag
    /// (`modes` bit 2 without bit 3), which need not test which of the two it has.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 tracked n = 1,000: 2,023.7 instructions an op with `moveWithExtras(to:)` inlined in its place,
    // 2,021.7 with this.
    @inline(__always)
    func moveWithTrackedScenes(to x: Double) {
        if let previous = takeOffset(x) {
            moveWritingTracks(from: previous, to: x)
        } else {
            writeTracks(at: x, force: false)
        }
    }

    /// A move on a stage with scenes that have tracks, or with lagged tracks (`movesWithExtras`).
    @inline(never)
    func moveWithExtras(to x: Double) {
        if let previous = takeOffset(x) {
            if trackedSlots.count > 0 { return moveWritingTracks(from: previous, to: x) }
            // No scene has tracks: the stage's own, if any, are all visited (they are all swept).
            if x != previous && slots.count > 0 { findCrossings(from: previous, to: x, scanning: needsFullScan) }
        }
        writeTracks(at: x, force: false)
    }

    /// The crossings of a move from `previous` to `x`: every scene tested when `scanning` (after a
    /// restore), otherwise found from the sorted boundaries.
    @inline(__always)
    func findCrossings(from previous: Double, to x: Double, scanning: Bool) {
        if scanning {
            scanEveryScene(from: previous, to: x)
        } else {
            findCrossings(from: previous, to: x)
        }
    }

    /// Records in `modes` whether a move has more to write than the stage's own tracks: call it
    /// wherever scenes gain or lose tracks, or a lagged track is added.
    func noteMoveExtras() {
        modes = modes & ~12 | (trackedSlots.count > 0 ? 4 : 0) | (lags != nil ? 8 : 0)
    }

    /// A move on a stage with tracked scenes: finds the crossings, noting the tracked scenes active before
    /// it and those it crossed (the only scenes besides the swept ones whose frames it changes;
    /// see `Stage+Frames.swift`), then writes their tracks. After a restore, every scene is tested
    /// and every track visited.
    @inline(never)
    func moveWritingTracks(from previous: Double, to x: Double) {
        movedFrames.removeAll()
        if x != previous && slots.count > 0 {
            if needsFullScan {
                scanEveryScene(from: previous, to: x)
                writeTracks(at: x, force: false)
                return
            }
            for k in 0..<activeSlots.count {
                let index = Int(activeSlots[k])
                if slots.base[index].isTracked { movedFrames.append(Int32(truncatingIfNeeded: index + 1)) }
            }
            let first = outbox.events.count
            findCrossings(from: previous, to: x)
            for k in first..<outbox.events.count {
                let index = Int(outbox.events[k].slot)
                if index >= 0 && slots.base[index].isTracked { movedFrames.append(Int32(truncatingIfNeeded: index + 1)) }
            }
        }
        writeMovedTracks(at: x)
    }

    /// The first offset: every scene takes its state silently (or reporting what ``loadEvents``
    /// says), and the boundaries of the scenes added so far are sorted, so that the first move
    /// costs what the others do.
    @inline(never)
    func placeEveryScene(at x: Double) {
        crossings.removeAll()
        for index in 0..<slots.count where slots[index].resolved && slots[index].isEnabled {
            placeForTheFirstTime(index, at: x, alongMove: true)
        }
        postLoadEvents()   // nothing, unless `loadEvents` recorded some
        // O(s) like this placement: listed now, the swept frames are ready for the moves that follow.
        if !sweptFramesValid && trackedSlots.count > 0 { findSweptFrames() }
        indexPendingScenes()
        boundaries.invalidateCursors()
    }

    /// The move after a restore, whose flags may disagree with the offset: tests every scene, and
    /// sorts the crossings by the event contract (O(*s* + *e* log *e*)). Every flag agrees after it.
    func scanEveryScene(from previous: Double, to x: Double) {
        needsFullScan = false
        boundaries.invalidateCursors()
        for index in 0..<slots.count where slots[index].isLive {
            let flags = Self.flags(slots[index], at: x)
            if flags.start != slots[index].passedStart || flags.end != slots[index].passedEnd {
                take(flags, forSlot: index, alongMove: true)
            }
        }
        guard !crossings.isEmpty else { return }
        let forward = x >= previous
        crossings.sort { Self.precedes($0, $1, forward: forward) }
        post()
    }

    /// The order of a scene's own events at one boundary: enter before leave, enterBack before leaveBack.
    static func order(_ kind: SceneEvent.Kind) -> Int {
        kind == .enter || kind == .enterBack ? 0 : 1
    }

    /// Adds the crossings to the outbox as events, in order, and empties `crossings`.
    func post() {
        defer { crossings.removeAll() }
        guard let x = offset else { return }
        for k in 0..<crossings.count {
            let crossing = crossings[k]
            outbox.append(slot: crossing.slot, crossing.kind, silent: crossing.silent, boundary: crossing.boundary, offset: x)
        }
    }
}
