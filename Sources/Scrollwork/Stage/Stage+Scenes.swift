// Adding and removing scenes and tracks.

extension Stage {
    /// Adds a scene; its tracks are written at the current offset right away, and its state is set
    /// from the offset without reporting events — or, if the stage has an offset and
    /// ``loadEvents`` is not ``LoadEvents/silent``, reporting what that says (its `enter` when the
    /// offset is inside it, say), after the tracks are written.
    ///
    /// - Returns: The scene's handle, for the queries that take one.
    /// - Throws: ``StageError`` if the name is taken, or the length, hysteresis or an absolute
    ///   anchor is not a finite, non-negative number. Nothing is changed when an error is thrown.
    /// - Complexity: O(*t*) for the scene's *t* tracks, plus the work of putting its boundaries
    ///   among the others', which waits for the next move or change: O(*s*) for one scene on a stage
    ///   of *s* (a memory move), O(*m* log *m*) at worst for *m* scenes added between two moves, and
    ///   O(*m*) when they come in the order of their starts, as on a page laid out top to bottom.
    @discardableResult
    public func add(_ scene: ScrollScene) throws(StageError) -> SceneID {
        precondition(runningClosure == nil, "Stage.add(_:) called from \(runningClosure!)")
        try claimNames(of: CollectionOfOne(scene))
        let counts = tracks.counts
        let index = append(scene)
        // Its boundaries join the sorted ones when next needed (a batch of adds sorts once).
        if slots[index].hysteresis > 0 { boundaries.hysteresisChanged(by: 1, keys: boundaryKeys) }
        boundaries.invalidateCursors()
        writeTracks(addedSince: counts, scenes: index..<index + 1)
        if !crossings.isEmpty { reportAddedScenes() }
        return handle(index)
    }

    /// Adds scenes, all or none; their tracks are written at the current offset, and their states
    /// are set from the offset without reporting events, as ``add(_:)-(ScrollScene)`` does for each
    /// (with ``loadEvents``, the events of all of them are reported in one scroll order).
    ///
    /// - Returns: The scenes' handles, in order.
    /// - Throws: The ``StageError`` of the first scene that ``add(_:)-(ScrollScene)`` would refuse (a name already
    ///   on the stage or earlier in `scenes`, or a bad number). Nothing is changed when an error is thrown.
    /// - Complexity: O(*m* log *m* + *s* + *t*) for *m* new scenes with *t* tracks on a stage of *s*
    ///   scenes; O(*m* + *t*) when the scenes come in the order of their starts, as on a page
    ///   laid out top to bottom.
    @discardableResult
    public func add(contentsOf scenes: some Sequence<ScrollScene>) throws(StageError) -> [SceneID] {
        precondition(runningClosure == nil, "Stage.add(contentsOf:) called from \(runningClosure!)")
        let scenes = Array(scenes)
        try claimNames(of: scenes)
        let first = slots.count, counts = tracks.counts
        slots.reserve(first + scenes.count)
        frames.reserve(first + scenes.count + 1)
        var added = 0
        for scene in scenes {
            let index = append(scene)
            if slots[index].hysteresis > 0 { added += 1 }
        }
        let range = first..<slots.count
        if added > 0 { boundaries.hysteresisChanged(by: added, keys: boundaryKeys) }
        boundaries.invalidateCursors()
        writeTracks(addedSince: counts, scenes: range)
        if !crossings.isEmpty { reportAddedScenes() }
        return range.map(handle)
    }

    /// Validates `scenes`, to be appended in order, and enters their names in `indexByName` at the
    /// slots they will take (one hash per name); on the first scene refused, takes every name it
    /// entered back out and throws that scene's error.
    private func claimNames(of scenes: some Collection<ScrollScene>) throws(StageError) {
        let first = slots.count
        if scenes.count > 1 { indexByName.reserveCapacity(first + scenes.count) }
        for (k, scene) in scenes.enumerated() {
            let error: StageError
            if let taken = indexByName.updateValue(first + k, forKey: scene.name) {
                indexByName[scene.name] = taken
                error = .duplicateScene(scene.name)
            } else {
                do throws(StageError) {
                    try scene.validate()
                    continue
                } catch let refused {
                    indexByName[scene.name] = nil
                    error = refused
                }
            }
            for claimed in scenes.prefix(k) { indexByName[claimed.name] = nil }
            throw error
        }
    }

    /// Appends a validated scene whose name `claimNames(of:)` entered: its slot, definition,
    /// handler, anchors, frames and tracks, placed at the offset if there is one. Its boundaries
    /// are left to the caller. Returns its slot.
    private func append(_ scene: ScrollScene) -> Int {
        let index = slots.count, id = slotOfID.count
        slotOfID.appendInline(Int32(truncatingIfNeeded: index))
        slots.appendInline(Slot(scene, id: id))
        anchors.appendInline(compile(scene))
        scenes.append(scene)
        handlers.appendInline(handler(of: scene))
        frames.appendInline(.unresolved)
        frozenFrames.append(.unresolved)
        resolve(index)
        if let offset, slots[index].resolved && slots[index].isEnabled { placeForTheFirstTime(index, at: offset, alongMove: true) }
        if slots[index].isTracked {
            trackedSlots.append(Int32(truncatingIfNeeded: index))
            sweptFramesValid = false
            noteMoveExtras()
        }
        for track in scene.tracks { addTrack(track, frame: index + 1) }
        links.sceneAppended(index, anchors: anchors[index])
        return index
    }

    /// Adds a track of the stage's own, whose range is the whole scroll range: `0...`
    /// ``StageLayout/maximumOffset`` of ``layout`` (see ``TrackDomain``). It is written right away.
    ///
    /// A page-wide progress bar is a stage track keyed on ``TrackDomain/progress``; a parallax
    /// layer that moves with the absolute offset is one keyed on ``TrackDomain/offset``.
    ///
    /// - Complexity: O(*k*) for the *k* value types of the stage's tracks (amortised): the other
    ///   tracks are not visited.
    public func add(_ track: Track) {
        precondition(runningClosure == nil, "Stage.add(_:) (a track) called from \(runningClosure!)")
        let counts = tracks.counts
        addTrack(track, frame: 0)
        ownTracks.append(track)
        writeTracks(addedSince: counts, scenes: 0..<0)
    }

    /// Removes the scene named `name` and its tracks (which keep their last values). Its handle
    /// is no longer valid.
    ///
    /// - Returns: Whether there was such a scene.
    /// - Complexity: O(*s* + *t*).
    @discardableResult
    public func removeScene(named name: String) -> Bool {
        precondition(runningClosure == nil, "Stage.removeScene(named:) called from \(runningClosure!)")
        guard let index = indexByName[name] else { return false }
        indexPendingScenes()
        detachPendingEvents()
        removeTracks(ofFrame: index + 1, renumber: true)
        boundaries.remove(slot: index, hadHysteresis: slots[index].hysteresis > 0, keys: boundaryKeys)
        slotOfID[slots[index].id] = -1
        slots.remove(at: index)
        scenes.remove(at: index)
        retire(index)
        handlers.remove(at: index)
        anchors.remove(at: index)
        frames.remove(at: index + 1)
        frozenFrames.remove(at: index)
        links.sceneRemoved()
        for later in index..<slots.count { slotOfID[slots[later].id] = Int32(truncatingIfNeeded: later) }
        rebuildActiveSet()
        trackedSlots.removeAll()
        for slot in 0..<slots.count where slots[slot].isTracked { trackedSlots.append(Int32(truncatingIfNeeded: slot)) }
        noteMoveExtras()
        sweptFramesValid = false
        boundaries.invalidateCursors()
        reindexNames()
        return true
    }

    /// The stage's copy of the scene named `name` (its definition as last added or updated), or
    /// `nil` for an unknown name.
    public func scene(named name: String) -> ScrollScene? {
        indexByName[name].map { scenes[$0] }
    }

    /// The names of the scenes, in the order they were added.
    public var sceneNames: [String] { scenes.map(\.name) }
}
