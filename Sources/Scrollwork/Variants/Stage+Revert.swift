// Writing a leaving scene's tracks back to their rest values, for a variant switch.

extension Stage {
    /// Writes the tracks of the scene named `name` once at its rest position — progress 0, 0
    /// points into it, its start as the offset, velocity 0: what they show before the scene starts,
    /// which is the timeline's initial value unless a scale begins before progress 0 — so that
    /// removing it leaves nothing half-animated (GSAP's `revert()`). Nothing is written for a
    /// scene never placed (its tracks were never written), nor before the stage's first offset.
    /// The other tracks are not written: their positions did not change.
    ///
    /// - Complexity: O(*t*) for the stage's *t* tracks (a track whose position is unchanged costs a
    ///   comparison).
    func revertTracks(ofSceneNamed name: String) {
        guard let index = indexByName[name], offset != nil, slots[index].isTracked, slots[index].placed else { return }
        frames[index + 1] = SceneFrame(progress: 0, sceneOffset: 0, offset: slots[index].start, velocity: 0, unclampedProgress: 0)
        runningClosure = .trackWrite
        tracks.update(UnsafeBufferPointer(start: frames.base, count: frames.count), force: false, reduced: reducesMotion)
        runningClosure = nil
    }
}
