// A stage's frames: the positions its tracks read, computed each move for the stage and for the
// scenes that have tracks only.

extension Stage {
    /// Recomputes the frames of the stage and of every placed, enabled scene with tracks, and
    /// writes the tracks whose positions changed. Unresolved scenes keep their frames (and so their
    /// tracks' values); a disabled scene's frame is unresolved (NaN), so nothing writes its tracks.
    func writeTracks(force: Bool) {
        if let x = offset { writeTracks(at: x, force: force) }
    }

    /// Writes every track at the current offset whether its position changed or not (a motion
    /// policy switch, a restore), except those whose frame is NaN — an unplaced, unresolved or
    /// disabled scene's, frozen — which are made to write at their next position instead, even one
    /// equal to their last: a scene enabled again then shows the policy current then.
    func rewriteTracks() {
        writeTracks(force: true)
        tracks.forgetTracks(unplacedIn: UnsafeBufferPointer(start: frames.base, count: frames.count))
        if lags != nil { writeLaggedTracks(force: false, forget: true) }
    }

    /// ``writeTracks(force:)`` at `x`, the current offset. A stage without tracks computes no
    /// frame at all (``stageFrame`` computes the stage's when asked).
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W1 stage_scrub_tracks_mixed_buffer n = 10: 295 instructions a frame without it, 283 with.
    @inline(__always)
    func writeTracks(at x: Double, force: Bool) {
        if lags != nil { writeLaggedTracks(force: force) }
        guard tracks.hasTracks else { return }
        frames[0] = Self.frame(start: 0, end: scrollLength, seen: x, velocity: trackVelocity)
        for k in 0..<trackedSlots.count {
            let index = Int(trackedSlots[k])
            let slot = slots.base + index
            guard slot.pointee.resolved && slot.pointee.isEnabled else { continue }
            frames[index + 1] = Self.frame(of: slot.pointee, at: x, velocity: trackVelocity)
        }
        runningClosure = .trackWrite
        tracks.update(UnsafeBufferPointer(start: frames.base, count: frames.count), force: force, reduced: reducesMotion)
        runningClosure = nil
    }

    /// Writes, at the current offset, the tracks added since `counts` (``TrackBatches/counts``)
    /// — those of the scenes in `added` and of the stage — as ``writeTracks(force:)`` would, after
    /// computing the frames they read; the other tracks are not visited. An added velocity track
    /// makes the stage measure its velocity for its tracks; if that is not the velocity they read
    /// so far, every track reads a new position, so every one is written.
    ///
    /// - Complexity: O(*m* + *t*) for the *m* scenes in `added` and the *t* tracks added.
    func writeTracks(addedSince counts: [Int], scenes added: Range<Int>) {
        let velocity = trackVelocity
        if tracks.readsVelocity { trackVelocity = measuredVelocity() }
        if lags != nil { writeLaggedTracks(force: false) }
        guard trackVelocity == velocity else { return writeTracks(force: false) }
        guard let x = offset, tracks.hasTracks else { return }
        frames[0] = Self.frame(start: 0, end: scrollLength, seen: x, velocity: trackVelocity)
        for index in added where slots[index].isTracked && slots[index].resolved && slots[index].isEnabled {
            frames[index + 1] = Self.frame(of: slots[index], at: x, velocity: trackVelocity)
        }
        runningClosure = .trackWrite
        tracks.writeTracks(addedSince: counts, UnsafeBufferPointer(start: frames.base, count: frames.count), reduced: reducesMotion)
        runningClosure = nil
    }

    /// The stage's own frame at the current offset (what its tracks read), or `nil` without an offset.
    var stageFrame: SceneFrame? {
        offset.map { Self.frame(start: 0, end: scrollLength, seen: $0, velocity: trackVelocity) }
    }

    /// The frame `slots[index]` has now: computed when it is placed and enabled and the stage has
    /// an offset (what a move would compute), otherwise the one kept in `frames` — what it had when
    /// it was last computed (see ``keepFrame(_:)``).
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 scrub n = 1,000: 3.7× the cursor floor without it, 3.3× with.
    @inline(__always)
    func liveFrame(_ index: Int) -> SceneFrame {
        let slot = slots.base + index
        guard let x = offset, slot.pointee.resolved && slot.pointee.isEnabled && !slot.pointee.isTracked else { return frames[index + 1] }
        return Self.frame(of: slot.pointee, at: x, velocity: trackVelocity)
    }

    /// Stores the frame of a scene without tracks in `frames`, as a move would have, before
    /// something changes what it is computed from (its position, its flags, its enabled state, the
    /// offset): the code that keeps a frame when a scene stops being computed then reads it there.
    func keepFrame(_ index: Int) {
        if !slots[index].isTracked { frames[index + 1] = liveFrame(index) }
    }

    /// The positions of the tracks of the scene in `slot` at offset `x`: a completed `once` scene
    /// is seen at its end or later.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 scrub n = 1,000: 3.7× the cursor floor without it, 3.3× with.
    @inline(__always)
    static func frame(of slot: Slot, at x: Double, velocity: Double) -> SceneFrame {
        frame(start: slot.start, end: slot.end, seen: slot.seen(at: x), velocity: velocity)
    }

    /// The positions of the tracks of the range `start...end` at offset `seen` (the stage's offset,
    /// or the end of a completed `once` scene): progress and points clamped into the range, the
    /// offset, and the stage's velocity.
    static func frame(start: Double, end: Double, seen: Double, velocity: Double) -> SceneFrame {
        let length = end - start
        // Anchors near ±greatestFiniteMagnitude: end − start overflows (never in practice), and the
        // scene offset is capped at `greatestFiniteMagnitude`.
        let sceneOffset = min(max(seen - start, 0), length.isFinite ? length : .greatestFiniteMagnitude)
        // One division for both progresses (`progress(start:end:seen:)` is the unclamped one, clamped).
        let unclamped = unclampedProgress(start: start, end: end, seen: seen)
        return SceneFrame(progress: min(max(unclamped, 0), 1), sceneOffset: sceneOffset, offset: seen, velocity: velocity,
                          unclampedProgress: unclamped)
    }

    /// The progress through `start...end` at `seen`, not clamped (a range of length 0 is 0 before
    /// its start and 1 from it on); from halved values when the length overflows.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh):
    // W1 stage_scrub_tracks_mixed n = 10: 357.1 instructions a frame without it, 343.1 with.
    @inline(__always)
    static func unclampedProgress(start: Double, end: Double, seen: Double) -> Double {
        let length = end - start
        guard length.isFinite else { return (seen / 2 - start / 2) / (end / 2 - start / 2) }
        return length > 0 ? (seen - start) / length : (seen >= start ? 1 : 0)
    }

    /// The progress through `start...end` at `seen`, clamped into `0...1` (a range of length 0 is
    /// 0 before its start and 1 from it on); from halved values (exact) when the length overflows.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 scrub n = 1,000: 485.5 instructions an op without it, 478.5 with.
    @inline(__always)
    static func progress(start: Double, end: Double, seen: Double) -> Double {
        min(max(unclampedProgress(start: start, end: end, seen: seen), 0), 1)
    }
}
