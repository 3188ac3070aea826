// Time on a stage: offsets with times, ticks, and the scroll velocity measured from them.

extension Stage {
    /// Moves the stage to `offset`, which the scroll reached at `time`; see ``setOffset(_:)``.
    ///
    /// The times of the offsets are what ``velocity`` is measured from, and what the interval of
    /// ``batchEvents(of:interval:maximum:_:)`` is counted on. A scroll view's callback gives the
    /// time of its frame (a display link's `targetTimestamp`, a test's frame index × interval);
    /// ``setOffset(_:)`` takes the time from the ``timeSource`` instead.
    ///
    /// ```swift
    /// stage.setOffset(0, at: 0)
    /// stage.setOffset(20, at: 1.0 / 60)      // 1,200 points per second
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The scroll offset along the layout's axis, in points.
    ///   - time: When, in seconds on the stage's clock (the one its ticks use). A time before the
    ///     stage's newest offset counts as that offset's time; a NaN or infinite time counts as
    ///     none (``setOffset(_:)``'s time is used).
    /// - Returns: `false` if `offset` is NaN or infinite (refused, counted in
    ///   ``refusedOffsetCount``, nothing changes); otherwise `true`.
    /// - Complexity: That of ``setOffset(_:)``, plus amortised O(1) to record the offset and
    ///   O(log *m*) for the *m* offsets of the last 0.15 s to measure the velocity when a track
    ///   reads it (and O(1) more per offset of the window with ``velocitySmoothing``).
    @discardableResult
    public func setOffset(_ offset: Double, at time: Double) -> Bool {
        precondition(runningClosure == nil, "Stage.setOffset(_:at:) called from \(runningClosure!)")
        guard offset.isFinite else {
            refusedOffsetCount += 1
            return false
        }
        return update(to: offset, at: time)
    }

    /// An offset on a stage that keeps time, or given from a handler: its time is resolved now
    /// (`time` if finite, else the time source's reading, else the stage's time), and the offset is
    /// processed at once or, from a handler, once every event already found is reported.
    func update(to offset: Double, at time: Double?) -> Bool {
        let resolved: Double?
        if let time, time.isFinite {
            resolved = time
        } else if let reading = timeSource?(), reading.isFinite {
            resolved = reading
        } else {
            resolved = now
        }
        if resolved != nil { keepsTime = true }
        if delivering {
            outbox.queue(offset, at: resolved)
            return true
        }
        delivering = true
        advance(to: offset, at: resolved)
        if outbox.hasWork { drain() }
        delivering = false
        return true
    }

    /// A move at a time: delivers the batches due by then, records the offset for the velocity,
    /// and moves (`delivering` is set).
    func advance(to x: Double, at time: Double?) {
        if let time {
            clock.advance(to: time)
            if let batches, batches.openCount > 0, batches.hasDue(at: now) { deliverDueBatches() }
            clock.record(x, at: time)
            lags?.record(x, at: time)
            if tracks.readsVelocity { trackVelocity = measuredVelocity() }
            if clock.isMoving || lagsMoving { onNeedsFrames?() }
        }
        move(to: x)
    }

    // MARK: - Velocity

    /// The scroll velocity at the stage's time, in points per second: positive while the offset
    /// grows, negative while it shrinks, and exactly 0 at rest.
    ///
    /// It is measured from the offsets and their times (``setOffset(_:at:)``, or ``setOffset(_:)``
    /// with a ``timeSource``), at the stage's time — the newest of its offsets' and ticks' times —
    /// so it falls to 0 when the scroll stops, whether or not another offset comes, as long as the
    /// stage is ticked (the frame drivers tick it while it is not ``isIdle``). A track keyed on
    /// ``TrackDomain/velocity`` reads it, after ``velocitySmoothing``.
    ///
    /// **The estimate.** The path of the scroll is the piecewise-linear curve through the offsets
    /// at their times, holding the newest offset after it. The velocity at an offset's time `t` is
    /// the mean velocity of the path over the trailing 0.1 s: `(X(t) − X(t − 0.1)) / 0.1`. Later,
    /// with no newer offset, it holds that value for 0.05 s (a frame ticked between two offsets is
    /// not a stop), then measures the held path 0.05 s late — as if the scroll had stopped at the
    /// newest offset. Nothing is extrapolated.
    /// - Exact for motion at constant velocity, whatever the frame rate: the same motion sampled
    ///   at 30, 60 or 120 Hz gives the same velocities at the same times (to rounding, about
    ///   10⁻¹⁰ of the offsets' size), and so does any motion that is linear between offsets common
    ///   to the rates (a start, a stop).
    /// - For smooth motion sampled every `h` seconds or less, at an offset's time it is within
    ///   `A·h²/0.8` points per second of the path's true mean over the window, where `A` is the
    ///   largest |acceleration| in points per second²: two frame rates agree within the sum of
    ///   their bounds (with `A` = 10,000 pt/s², a hard fling's deceleration, within 14 pt/s at 30
    ///   and 120 Hz). The mean lags the instantaneous velocity by about 0.05 s.
    /// - **At rest it is exactly 0**: 0.15 s after the last offset that moved (or 0.1 s after a
    ///   run of equal offsets begins, if they keep coming), and from then on until the scroll moves
    ///   again — a settled state, which ticks reach without any new offset (Motion's `useVelocity`
    ///   had to be fixed for this: skew driven by velocity stayed stuck because no zero-velocity
    ///   update came).
    /// - A jump (two offsets at one time, or a big move between two frames) reads as a fast
    ///   scroll for up to 0.15 s — its displacement over the window, never more; a track's
    ///   timeline clamps what it shows.
    ///
    /// - It is capped at ±10¹⁵ points per second (a displacement of 10¹⁴ points in the window),
    ///   so it stays finite, and so does its smoothing, for any finite offsets and times.
    ///
    /// Before any timed offset, and after ``restore(_:)``, the velocity is 0.
    ///
    /// - Complexity: O(log *m*) for the *m* offsets of the last 0.15 s (O(1) more per offset and
    ///   tick since the last read with ``velocitySmoothing``).
    public var velocity: Double { measuredVelocity() }

    /// How the velocity that ``velocity`` reports (and velocity tracks read) follows the measured
    /// one: `nil` (default) for none, or a ``ScrubSmoothing`` — an exponential catch-up, or a
    /// spring (Motion's `useSpring(useVelocity(…))`).
    ///
    /// The smoothing runs in continuous time on the measured velocity, which is piecewise linear
    /// between the offsets' times: closed forms over each piece, so the smoothed velocity too is
    /// the same at any frame rate for the same offsets at the same times (exactly so for motions
    /// the estimate is exact on; otherwise the frame rates differ by no more than the measured
    /// velocities do, for an exponential or a spring that does not overshoot). Once the measured
    /// velocity is 0, the smoothed one decays freely and is exactly 0 from the moment a bound on
    /// that decay falls to 0.01 points per second: for an exponential, the moment the value itself
    /// does; for a spring, the moment its envelope does (under-damped, `e^(−ζωt)` times the
    /// oscillation's amplitude; over-damped, a bound of the same kind), so a value that oscillates
    /// inside the envelope may have stayed within 0.01 of 0 since up to about half a period
    /// (`π/ωd`) earlier. That moment is computed from the state at rest, so it does not depend
    /// on the frame rate either. A spring without damping never settles.
    ///
    /// Setting it starts the smoothing afresh, at the velocity measured at the stage's time (0 on a
    /// stage at rest), writes the velocity tracks, and calls ``onNeedsFrames`` if the stage is then
    /// not ``isIdle``.
    ///
    /// - Complexity: Setting it is O(log *m*) plus the tracks' writes.
    public var velocitySmoothing: ScrubSmoothing? {
        get { clock.smoothing }
        set {
            precondition(runningClosure == nil, "Stage.velocitySmoothing changed from \(runningClosure!)")
            // From the measured velocity at the stage's time: 0 on a stage at rest.
            clock.smooth(with: newValue)
            refreshTrackVelocity()
            if !isIdle { onNeedsFrames?() }
        }
    }

    /// Whether something shows the velocity: a track keyed on it, or a smoothing of it.
    var showsVelocity: Bool { tracks.readsVelocity || clock.filter != nil }

    /// How many batches of events wait for their interval.
    var batchesWaiting: Int { batches?.openCount ?? 0 }

    /// The velocity at the stage's time, smoothed if the stage smooths it.
    func measuredVelocity() -> Double {
        clock.velocity()
    }

    /// Gives every computed frame the current ``trackVelocity`` and writes the velocity tracks
    /// whose position changed (nothing else moved: a tick).
    func writeVelocityTracks() {
        guard offset != nil else { return }
        if !frames[0].progress.isNaN { frames.base[0].velocity = trackVelocity }
        for k in 0..<trackedSlots.count {
            // As a move computes them: placed, enabled scenes only (the others keep their values).
            let index = Int(trackedSlots[k]), slot = slots.base + index
            guard slot.pointee.resolved && slot.pointee.isEnabled else { continue }
            frames.base[index + 1].velocity = trackVelocity
        }
        runningClosure = .trackWrite
        tracks.updateVelocity(UnsafeBufferPointer(start: frames.base, count: frames.count), reduced: reducesMotion)
        runningClosure = nil
    }

    /// Brings the velocity tracks read up to date and writes those whose value changed (after a
    /// velocity track is added, or the smoothing changes).
    func refreshTrackVelocity() {
        guard tracks.readsVelocity else { return }
        let velocity = measuredVelocity()
        guard velocity != trackVelocity else { return }
        trackVelocity = velocity
        writeTracks(force: false)
    }
}

// MARK: - Frames

extension Stage: FrameTicking {
    /// Advances the stage's time to `time`: the velocity falls as the scroll rests, velocity tracks
    /// are written when it changed, and batches of events whose interval has elapsed are delivered.
    /// Offsets are not changed. Earlier and non-finite times are ignored.
    ///
    /// The frame drivers (``FrameTicking/run(every:clock:untilIdle:isolation:)`` and the platform
    /// display-link driver) call it every frame while the stage is not ``isIdle``, and install a
    /// ``timeSource`` so that ``setOffset(_:)`` gives offsets the time they arrive.
    ///
    /// - Complexity: O(1) for a stage whose velocity is at rest and has no batch waiting; else
    ///   O(log *m*) for the velocity, plus, when it changed, O(*s*) for the *s* scenes with tracks
    ///   and the writes of the velocity tracks (other tracks are not visited), plus the batches
    ///   delivered.
    public func tick(at time: Double) {
        precondition(runningClosure == nil, "Stage.tick(at:) called from \(runningClosure!)")
        guard clock.tick(at: time) else { return }
        keepsTime = true
        if let lags, !lags.wroteSettled || lagsMoving { writeLaggedTracks(force: false) }
        if tracks.readsVelocity && clock.hasPath {
            let velocity = measuredVelocity()
            if velocity != trackVelocity {
                trackVelocity = velocity
                writeVelocityTracks()
            }
        }
        if let batches, batches.openCount > 0, batches.hasDue(at: now) { pump() }
    }

    /// Whether nothing is left to advance: the velocity is exactly 0 (and its smoothing settled)
    /// and no batch of events waits for its interval.
    public var isIdle: Bool {
        batchesWaiting == 0 && clock.isAtRest() && !lagsMoving
    }
}
