// A debug validation of a stage's bookkeeping: what its unsafe-pointer columns must agree on. Not
// called on any path of a release build; tests call it after each change, and it is cheap enough
// (O(s + t)) to assert at a test's checkpoints.

extension Stage {
    /// Whether the stage's bookkeeping agrees with itself: every per-scene column holds one entry a
    /// scene (the frames one more, the stage's), the active set and each slot's place in it name
    /// each other, `trackedSlots` lists exactly the scenes with tracks (and bit 2 of `modes` says
    /// whether there are any, bit 3 whether a track lags), a valid list of swept frames
    /// lists exactly the stage and the swept scenes, every handle finds its slot, and the sorted
    /// boundaries are sorted with their cursors in range.
    ///
    /// - Complexity: O(*s* + *b*) for *s* scenes and *b* boundaries.
    var invariantsHold: Bool {
        let n = slots.count
        guard slots.invariantsHold, handlers.count == n, anchors.count == n, scenes.count == n,
              frames.count == n + 1, frozenFrames.count == n, activeSlots.count <= n else { return false }
        for k in 0..<activeSlots.count {
            let index = Int(activeSlots[k])
            guard index >= 0 && index < n && Int(slots[index].activePosition) == k else { return false }
        }
        var tracked = 0, swept = 0
        for index in 0..<n {
            let slot = slots[index]
            let position = Int(slot.activePosition)
            guard position < activeSlots.count, position < 0 || Int(activeSlots[position]) == index else { return false }
            guard slot.id >= 0 && slot.id < slotOfID.count && Int(slotOfID[slot.id]) == index else { return false }
            guard slot.isTracked == !scenes[index].tracks.isEmpty, slot.isSwept == Self.isSwept(scenes[index]) else { return false }
            if slot.isTracked {
                tracked += 1
                if slot.isSwept { swept += 1 }
            }
        }
        guard tracked == trackedSlots.count, (modes & 4 != 0) == (tracked > 0), (modes & 8 != 0) == (lags != nil),
              tracksAdded == tracks.hasTracks else { return false }
        for k in 0..<trackedSlots.count {
            let index = Int(trackedSlots[k])
            guard index >= 0 && index < n && slots[index].isTracked else { return false }
        }
        if sweptFramesValid {
            guard sweptFrames.count == swept + 1, sweptFrames[0] == 0 else { return false }
            for k in 1..<sweptFrames.count {
                let index = Int(sweptFrames[k]) - 1
                guard index >= 0 && index < n && slots[index].isTracked && slots[index].isSwept else { return false }
            }
        }
        return boundaries.invariantsHold
    }
}
