// Lagged tracks on a stage: where they are kept, when they are written, and the query of a lag.

extension Stage {
    /// Adds `track` to the batches of frame `frame` (0 is the stage's): a lagged track to its lag's
    /// group, any other to the stage's batches.
    func addTrack(_ track: Track, frame: Int) {
        guard track.lag > 0 && track.domain != .velocity else {
            tracks.add(track, frame: frame, domain: track.domain.kind)
            tracksAdded = true
            return
        }
        let lags = self.lags ?? {
            let made = TrackLags()
            self.lags = made
            // The path starts at the stage's offset, at its time (a lag added later starts settled).
            if let now, let offset { made.record(offset, at: now) }
            return made
        }()
        lags.group(for: track.lag).tracks.add(track, frame: frame, domain: track.domain.kind)
        noteMoveExtras()
    }

    /// Removes the tracks of frame `frame`, lagged or not (see ``TrackBatches/removeTracks(ofFrame:renumber:)``).
    func removeTracks(ofFrame frame: Int, renumber: Bool) {
        tracks.removeTracks(ofFrame: frame, renumber: renumber)
        lags?.removeTracks(ofFrame: frame, renumber: renumber)
    }

    /// Whether a lagged track may still change without a new offset.
    var lagsMoving: Bool {
        guard let lags else { return false }
        return !lags.isSettled(at: reducesMotion ? nil : now)
    }

    /// Writes the lagged tracks whose position changed (all with `force`, or with `forget` every
    /// one except those of unplaced scenes, which then write at their next position — a rewrite,
    /// after which a lag still in motion asks for frames, as a policy switched back to full motion
    /// finds one where the reduced policy had none): each group
    /// reads the frames of the stage and of its tracked scenes at its lagged offset — the stage's
    /// offset under reduced motion, or on a stage that keeps no time.
    ///
    /// - Complexity: O(*g* · (*s* + *t*)) for *g* lags, *s* scenes with tracks and *t* lagged
    ///   tracks, plus O(*m*) per lag for the *m* offsets within it.
    func writeLaggedTracks(force: Bool, forget: Bool = false) {
        guard let lags, let x = offset else { return }
        let time = reducesMotion ? nil : now
        lags.wroteSettled = lags.isSettled(at: time)
        for group in lags.groups where group.tracks.hasTracks {
            let lagged = lags.offset(lag: group.lag, at: time, current: x)
            if group.frames.count != frames.count {
                group.frames = Array(repeating: .unresolved, count: frames.count)
            }
            group.frames[0] = Self.frame(start: 0, end: scrollLength, seen: lagged, velocity: trackVelocity)
            for k in 0..<trackedSlots.count {
                let index = Int(trackedSlots[k])
                let slot = slots[index]
                // A placed, enabled scene at the lagged offset; any other keeps the stage's frame
                // (unresolved: the one it kept; disabled: none, so its tracks are not written).
                group.frames[index + 1] = slot.resolved && slot.isEnabled
                    ? Self.frame(of: slot, at: lagged, velocity: trackVelocity) : frames[index + 1]
            }
            runningClosure = .trackWrite
            group.frames.withUnsafeBufferPointer {
                group.tracks.update($0, force: force, reduced: reducesMotion)
                if forget { group.tracks.forgetTracks(unplacedIn: $0) }
            }
            runningClosure = nil
        }
        if forget && lagsMoving { onNeedsFrames?() }
    }

    /// The offset that a track with a lag of `lag` seconds (``Track/lagged(_:)``) reads now.
    ///
    /// It is a mean of where the scroll was over the last `lag` seconds, weighted `2·(T − s)/T²`
    /// for `s` seconds ago (`T = lag`), computed from the stage's timed offsets in continuous time
    /// (see ``Track/lagged(_:)``). It equals ``offset`` when `lag` is not positive and finite,
    /// under a reduced ``motionPolicy``, on a stage that keeps no time (offsets without
    /// ``setOffset(_:at:)`` or a ``timeSource``), on a stage without lagged tracks (their offsets are
    /// not recorded), and once the scroll has held still for `lag` seconds; `nil` without an offset.
    ///
    /// - Complexity: O(*m*) for the *m* offsets of the last `lag` seconds.
    public func laggedOffset(lag: Double) -> Double? {
        guard let x = offset else { return nil }
        guard lag > 0 && lag.isFinite, let lags, !reducesMotion else { return x }
        return lags.offset(lag: lag, at: now, current: x)
    }
}

extension StageReading {
    /// Whether the values include the tracks' lags (``Track/lagged(_:)``): always `false`.
    ///
    /// A reading is a place, not a moment: a lag depends on how and when the scroll got there, so
    /// a reading gives every lagged track the value it catches up to at the reading's offset —
    /// what it shows once the scroll has held still there for its lag. The offset a lag reads
    /// now is ``Stage/laggedOffset(lag:)``.
    public var includesLag: Bool { false }
}
