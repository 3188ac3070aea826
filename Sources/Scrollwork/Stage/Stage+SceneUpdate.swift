// Changing a scene in place.

extension Stage {
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
    /// - Precondition: `change` does not change the stage. Calling ``add(_:)-(ScrollScene)``,
    ///   ``add(contentsOf:)``, ``add(_:)-(Track)``, ``add(_:)-(StageLabel)``, ``removeScene(named:)``,
    ///   ``removeLabel(named:)``, ``updateScene(named:_:)``, ``setOffset(_:)``,
    ///   ``resizeElement(named:by:)`` or ``restore(_:)``, or setting ``layout`` or ``motionPolicy``,
    ///   from inside `change` traps with a message naming
    ///   the call ("Stage.removeScene(named:) called from the closure of
    ///   Stage.updateScene(named:_:)"). To remove or add scenes as part of an update, do it before
    ///   or after the call.
    /// - Complexity: O(*t*) for the scene's *t* tracks when its tracks changed; O(log *s*) otherwise
    ///   (plus the scenes its boundaries pass among the sorted boundaries of all *s* scenes), plus
    ///   the events it reports; O(*s*) when the name changes.
    public func updateScene(named name: String, _ change: (inout ScrollScene) -> Void) throws(StageError) {
        precondition(runningClosure == nil, "Stage.updateScene(named:_:) called from \(runningClosure!)")
        guard let index = indexByName[name] else { throw .unknownScene(name) }
        var scene = scenes[index]
        // The closure edits a copy; a change of the stage meanwhile (removing this very scene, say)
        // would leave `index` pointing elsewhere, so every such call traps instead.
        runningClosure = .sceneUpdate
        change(&scene)
        runningClosure = nil
        if scene.name != name, indexByName[scene.name] != nil { throw .duplicateScene(scene.name) }
        try scene.validate()
        indexPendingScenes()
        // Events not yet reported keep the handler and name the scene had when they were found.
        detachPendingEvents()
        keepFrame(index)
        let old = scenes[index]
        let keys = boundaryKeys
        let oldKeys = (keys.start(index, backward: false), keys.end(index, backward: false), keys.start(index, backward: true), keys.end(index, backward: true))
        let hysteresisChange = (scene.hysteresis > 0 ? 1 : 0) - (old.hysteresis > 0 ? 1 : 0)
        scenes[index] = scene
        sweptFramesValid = false   // its tracks or hysteresis may have changed
        retire(index)
        handlers[index] = handler(of: scene)
        if scene.start != old.start || scene.end != old.end {
            anchors[index] = compile(scene)
            links.invalidate()
        }
        if scene.name != name { reindexNames() }
        let slot = slots.base + index
        slot.pointee.hysteresis = scene.hysteresis
        slot.pointee.isSwept = Self.isSwept(scene)
        slot.pointee.isEnabled = scene.isEnabled
        slot.pointee.once = scene.once
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
            removeTracks(ofFrame: index + 1, renumber: false)
            for track in scene.tracks { addTrack(track, frame: index + 1) }
            if tracks.readsVelocity { trackVelocity = measuredVelocity() }
            frames[index + 1] = .unresolved
            setTracked(index, !scene.tracks.isEmpty)
        }
        if old.once && !scene.once { slot.pointee.completed = false }
        crossings.removeAll()
        resync(index)
        refreshActive(index)
        // The scene's boundaries follow its new position and hysteresis.
        boundaries.rekey(slot: index, from: oldKeys, hysteresisChange: hysteresisChange, keys: boundaryKeys)
        finishResync()
    }

    /// Records whether `slots[index]` has tracks (and so has its frame computed every move).
    func setTracked(_ index: Int, _ tracked: Bool) {
        guard slots[index].isTracked != tracked else { return }
        slots.base[index].isTracked = tracked
        sweptFramesValid = false
        if tracked {
            trackedSlots.append(Int32(truncatingIfNeeded: index))
        } else {
            trackedSlots.removeAll { $0 == Int32(truncatingIfNeeded: index) }
        }
        noteMoveExtras()
    }
}
