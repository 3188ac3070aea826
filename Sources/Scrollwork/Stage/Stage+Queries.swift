// What a stage answers about its scenes, by name and by handle.

extension Stage {
    /// The scene's state as its events last reported it, or `nil` for an unknown name.
    ///
    /// - Complexity: O(1) on average. A name given as the `String` value its scene was added with, or
    ///   as a string of up to 15 UTF-8 bytes, is found without hashing it;
    ///   ``state(of:)-(Stage.SceneID)`` looks nothing up.
    public func state(of name: String) -> SceneState? {
        indexByName[name].map { slots[$0].state }
    }

    /// The scene's state as its events last reported it, or `nil` once the scene is removed.
    ///
    /// - Complexity: O(1).
    public func state(of scene: SceneID) -> SceneState? {
        slotIndex(scene).map { slots[$0].state }
    }

    /// The scene's progress in `0...1` at the current offset (1 for a completed `once` scene; the
    /// progress it was frozen at for a disabled one, whatever changed meanwhile), or `nil` for an
    /// unknown name, an unresolved scene, a stage without an offset, or a scene disabled before it
    /// had a progress.
    ///
    /// - Complexity: O(1) on average. A name given as the `String` value its scene was added with, or
    ///   as a string of up to 15 UTF-8 bytes, is found without hashing it, within 1.5 times the cost
    ///   of ``progress(of:)-(Stage.SceneID)``, which looks nothing up.
    public func progress(of name: String) -> Double? {
        guard let index = indexByName[name] else { return nil }
        return progress(ofSlot: index)
    }

    /// The scene's progress, as ``progress(of:)-(String)`` describes it, or `nil` once the scene is
    /// removed.
    ///
    /// ```swift
    /// let card = try stage.add(ScrollScene("card", start: 1600, length: 360))
    /// stage.setOffset(1690)
    /// stage.progress(of: card)   // 0.25
    /// ```
    ///
    /// - Complexity: O(1).
    public func progress(of scene: SceneID) -> Double? {
        guard let index = slotIndex(scene) else { return nil }
        return progress(ofSlot: index)
    }

    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 scrub n = 1,000: 3.5× the cursor floor without it, 3.3× with.
    @inline(__always)
    func progress(ofSlot index: Int) -> Double? {
        let slot = slots.base + index
        guard slot.pointee.resolved else { return nil }
        let progress: Double
        if let x = offset, slot.pointee.isEnabled && !slot.pointee.isTracked {
            // What `liveFrame` computes, progress only: a scene without tracks has no frame kept.
            progress = Self.progress(start: slot.pointee.start, end: slot.pointee.end, seen: slot.pointee.seen(at: x))
        } else {
            progress = reportedFrame(index).progress
        }
        return progress.isNaN ? nil : progress
    }

    /// The scene's pin translation at the current offset (see ``Track/pin(_:)``), with the same
    /// `nil` cases as ``progress(of:)-(String)`` (and frozen, like it, while the scene is disabled).
    ///
    /// - Complexity: O(1) on average (a name given as the `String` its scene was added with, or of up
    ///   to 15 UTF-8 bytes, is not hashed).
    public func pinTranslation(of name: String) -> Double? {
        guard let index = indexByName[name] else { return nil }
        return pinTranslation(ofSlot: index)
    }

    /// The scene's pin translation, as ``pinTranslation(of:)-(String)`` describes it, or `nil`
    /// once the scene is removed.
    ///
    /// - Complexity: O(1).
    public func pinTranslation(of scene: SceneID) -> Double? {
        guard let index = slotIndex(scene) else { return nil }
        return pinTranslation(ofSlot: index)
    }

    func pinTranslation(ofSlot index: Int) -> Double? {
        guard slots[index].resolved else { return nil }
        let translation = reportedFrame(index).sceneOffset
        return translation.isNaN ? nil : translation
    }

    /// The frame that the progress and pin queries report for `slots[index]`: the one its tracks
    /// read, or, while it is disabled, the one it was frozen at.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 scrub n = 1,000: 3.7× the cursor floor without it, 3.3× with.
    @inline(__always)
    func reportedFrame(_ index: Int) -> SceneFrame {
        slots[index].isEnabled ? liveFrame(index) : frozenFrames[index]
    }

    /// The scene's resolved `start...end`, or `nil` for an unknown name or while an anchor names an
    /// element the layout does not have.
    ///
    /// - Complexity: O(1) on average (a name given as the `String` its scene was added with, or of up
    ///   to 15 UTF-8 bytes, is not hashed).
    public func range(of name: String) -> ClosedRange<Double>? {
        guard let index = indexByName[name], slots[index].resolved else { return nil }
        return slots[index].start...slots[index].end
    }

    /// The scene's resolved `start...end`, or `nil` while it is unresolved or once it is removed.
    ///
    /// - Complexity: O(1).
    public func range(of scene: SceneID) -> ClosedRange<Double>? {
        guard let index = slotIndex(scene), slots[index].resolved else { return nil }
        return slots[index].start...slots[index].end
    }

    /// The handles of the scenes whose state is ``SceneState/active``, in no particular order: what
    /// a caller would otherwise keep from the events (a disabled scene keeps the state it was
    /// frozen in).
    ///
    /// ```swift
    /// for scene in stage.activeScenes { render(stage.progress(of: scene)!) }
    /// ```
    ///
    /// - Complexity: O(*k*) for the *k* active scenes: the stage keeps the set as scenes enter
    ///   and leave.
    public var activeScenes: [SceneID] {
        (0..<activeSlots.count).map { handle(Int(activeSlots[$0])) }
    }

    /// The names of scenes whose anchors cannot be resolved in the current layout; they report no
    /// events and write no tracks until they can.
    ///
    /// - Complexity: O(*s*).
    public var unresolvedScenes: [String] {
        (0..<slots.count).filter { !slots[$0].resolved }.map { scenes[$0].name }
    }
}
