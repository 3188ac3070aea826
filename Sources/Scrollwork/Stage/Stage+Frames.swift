// A stage's frames: the positions its tracks read, computed each move for the stage and for the
// scenes that have tracks only.
//
// Which frames a move changes. A scene's frame holds five positions: its progress and the points
// scrolled into it are clamped into its range, so they change only while the offset is inside the
// range or crosses it; the offset, the unclamped progress and the velocity change with every move.
// Without hysteresis a scene's flags follow its range exactly (active is `start < x < end`, and a
// crossing is a boundary passed), so a move from `a` to `b` changes the clamped positions of the
// scenes active at `a` and of those it crossed (which include every scene active at `b`), and of no
// other. A move therefore visits the tracks of those scenes (`movedFrames`) and of the "swept"
// frames (`sweptFrames`): the stage's own, and those of the tracked scenes with a track keyed on
// one of the other three positions, or with hysteresis (whose flags lag their range). Every other
// tracked scene keeps its frame, and its tracks their positions: they are not looked at, so a
// frame costs O(active and crossed scenes' tracks + swept tracks), whatever the number of tracked
// scenes. (Their frames' other three positions go stale, and nothing reads them: their tracks do
// not, and a disabled scene's frozen frame is read for its progress and points only.) Every other
// change — the first offset, a move after a restore, a relayout, a scene changed, a motion policy
// switch — computes every tracked scene's frame and visits every track.

extension Stage {
    /// Recomputes the frames of the stage and of every placed, enabled scene with tracks, and
    /// writes the tracks whose positions changed. Unresolved scenes keep their frames (and so their
    /// tracks' values); a disabled scene's frame is unresolved (NaN), so nothing writes its tracks.
    func writeTracks(force: Bool) {
        // O(s) like this write: listed here, the swept frames are ready for the moves that follow.
        if !sweptFramesValid && trackedSlots.count > 0 { findSweptFrames() }
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

    /// ``writeTracks(at:force:)`` on a stage where no scene has tracks and no track lags
    /// (`movesWithExtras` is clear): the stage's own frame, and the writes of its tracks whose
    /// positions changed.
    @inline(__always)
    func writeStageTracks(at x: Double) {
        guard tracksAdded else { return }
        frames[0] = Self.frame(start: 0, end: scrollLength, seen: x, velocity: trackVelocity)
        runningClosure = .trackWrite
        tracks.update(UnsafeBufferPointer(start: frames.base, count: frames.count), force: false, reduced: reducesMotion)
        runningClosure = nil
    }

    /// The frames of the swept and moved scenes (see the top of this file) at `x`, the current
    /// offset, and the writes of their tracks whose positions changed.
    ///
    /// - Complexity: O(*m* + *w* + *t* log *t*) for *m* moved and *w* swept scenes and the *t* runs of
    ///   their tracks, plus the tracks' writes.
    // Forced inline, an exception to the house style measured with callgrind (see `move(to:)`).
    @inline(__always)
    func writeMovedTracks(at x: Double) {
        // Lagged tracks read every tracked scene at the lagged offset, so they are not moved-only.
        if lags != nil { writeLaggedTracks(force: false) }
        if !sweptFramesValid { findSweptFrames() }
        frames[0] = Self.frame(start: 0, end: scrollLength, seen: x, velocity: trackVelocity)
        computeFrames(sweptFrames, from: 1, at: x)
        computeFrames(movedFrames, from: 0, at: x)
        runningClosure = .trackWrite
        tracks.update(UnsafeBufferPointer(start: frames.base, count: frames.count),
                      swept: UnsafeBufferPointer(start: sweptFrames.base, count: sweptFrames.count), sweptList: sweptList,
                      moved: UnsafeBufferPointer(start: movedFrames.base, count: movedFrames.count), reduced: reducesMotion)
        runningClosure = nil
    }

    /// Computes the frames numbered `list[first...]` (`slot + 1`) at `x`, for the placed, enabled scenes.
    @inline(__always)
    func computeFrames(_ list: StageColumn<Int32>, from first: Int, at x: Double) {
        guard first < list.count else { return }
        for k in first..<list.count {
            let index = Int(list[k]) - 1
            let slot = slots.base + index
            guard slot.pointee.resolved && slot.pointee.isEnabled else { continue }
            frames[index + 1] = Self.frame(of: slot.pointee, at: x, velocity: trackVelocity)
        }
    }

    /// Whether a move may change the tracks' positions of `scene` while it is neither active nor
    /// crossed: it has tracks, and hysteresis or a track keyed on a position that is not clamped
    /// into its range. Kept in its slot (`Slot.isSwept`) when it is added or changed.
    static func isSwept(_ scene: ScrollScene) -> Bool {
        let tracks = scene.tracks
        return !tracks.isEmpty && (scene.hysteresis != 0 || tracks.contains { $0.domain.kind != .progress && $0.domain.kind != .sceneOffset })
    }

    /// Lists the swept frames again (after tracks or hysteresis changed): O(*s* + *t*).
    @inline(never)
    func findSweptFrames() {
        sweptFrames.removeAll()
        sweptFrames.append(0)
        for k in 0..<trackedSlots.count where slots[Int(trackedSlots[k])].isSwept {
            sweptFrames.append(trackedSlots[k] + 1)
        }
        sweptFramesValid = true
        sweptList += 1
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
