extension Animator {
    /// Gives the running spring with `key` a new target, keeping its current position and velocity.
    ///
    /// The spring continues from its state at the animator's current time (the tick in progress,
    /// or the last tick) towards `target`: position and velocity are continuous there, and the
    /// settling time is recomputed. Remaining repeats are dropped, and `reachedTarget` can fire
    /// again for the new target (Pop's retargeting, which carries the velocity over the same way).
    /// A spring that has not started yet simply starts towards `target`. Reports `retargeted`.
    ///
    /// - Parameters:
    ///   - key: The key of a spring animation.
    ///   - target: The new target.
    ///   - time: When the retarget happens, on the tick clock; `nil` (default) means now (the tick
    ///     in progress or the ``timeSource``), else the last tick.
    /// - Returns: `false` if there is no spring with that key and value type, or it has ended by
    ///   `time` (it has then finished at its target, whether or not a frame has shown it). Tweens
    ///   restart rather than retarget: replace them, or use ``handOff(forKey:to:at:)``.
    /// - Precondition: `target` has finite components.
    @discardableResult
    public func retarget<Value: AnimatableVector>(forKey key: AnimationKey<Value>, to target: Value, at time: Double? = nil) -> Bool {
        precondition(target.animationComponents.isFinite, "Animator.retarget(forKey:to:at:) needs a finite target, got \(target.animationComponents)")
        let time = actionTime(time)
        guard let record = liveRecord(forKey: key.name, at: time) as? TypedRecord<Value> else { return false }
        return record.retarget(to: target, at: time ?? 0, in: self)
    }

    /// Replaces the animation with `key` by `animation`, starting from the old one's current value
    /// and velocity: a decay's momentum handed to a spring that settles on an edge (a scroll
    /// view's bounce-back), or a spring handed to a decay.
    ///
    /// The new animation's `from` is replaced by the running animation's value at the animator's
    /// current time, and a spring's `initialVelocity` or a decay's `velocity` by its velocity there;
    /// its clock starts at that same time, so position and velocity are continuous. The old
    /// animation stops with `finished == false`; the new one keeps the old one's property and
    /// reports `started` on the next tick.
    ///
    /// ```swift
    /// decay.onApply = { [unowned animator] y in
    ///     if y > maxY { animator.handOff(forKey: "scroll", to: .spring(DampedSpring(bounciness: 0, speed: 5), to: maxY)) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key of a started animation.
    ///   - animation: What continues the motion.
    ///   - time: When the hand-off happens, on the tick clock; `nil` (default) means now (the tick
    ///     in progress or the ``timeSource``), else the last tick.
    /// - Returns: `false` if there is no started animation with that key and value type, or it has
    ///   ended by `time` (it has then finished, whether or not a frame has shown it).
    @discardableResult
    public func handOff<Value: AnimatableVector>(forKey key: AnimationKey<Value>, to animation: PropertyAnimation<Value>, at time: Double? = nil) -> Bool {
        guard let time = actionTime(time), let record = liveRecord(forKey: key.name, at: time) as? TypedRecord<Value>, record.lifecycle == .running
        else { return false }
        guard let components = record.components(at: time), let velocity = record.velocity(at: time) else { return false }
        let next = animation.continuing(from: Value(animationComponents: components), velocity: Value(animationComponents: velocity))
        insert(next, to: record.property, forKey: key.name, anchor: time)
        return true
    }

    /// Pauses the animation with `key`: its clock (and delay) stops, and it holds its value at the
    /// pause's time until it resumes.
    ///
    /// A pause at time *t* holds the value at *t*, whatever frames came before: a started
    /// animation writes that value at once (reporting `applied`, and `reachedTarget` if it gets
    /// there), unless a frame at *t* wrote it already. So does one whose delay is over by *t* but
    /// that no frame has begun yet — paused at the very time it was added, say: it begins at *t*
    /// (reading its start value, reporting `started`) and writes its value there, its start
    /// value when paused at its start, as GSAP renders a tween restarted and paused at once.
    /// Then no events are reported until it resumes. An animation that has ended by *t* has
    /// finished instead (its end value written, `stopped(finished: true)`), and the call returns
    /// `false`. An animation whose delay is not over writes nothing; one added without a time
    /// before the first tick is paused at the next tick, at its start, and that tick begins it
    /// and writes its start value (its delay permitting).
    ///
    /// ```swift
    /// animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 0)
    /// animator.tick(at: 0.4)                           // box.x == 40
    /// animator.pauseAnimation(forKey: "x", at: 0.43)   // box.x == 43, at 30 Hz as at 144 Hz
    /// animator.tick(at: 0.9)                           // box.x == 43
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: When its clock stops, on the tick clock; `nil` (default) means now (the tick in
    ///     progress or the ``timeSource``), else the last tick.
    /// - Returns: `false` if there is no such animation, it has ended by `time`, or it is already
    ///   paused (a pause after a resume that has not taken effect yet cancels that resume and
    ///   returns `true`).
    @discardableResult
    public func pauseAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        let time = actionTime(time)
        guard let record = liveRecord(forKey: key, at: time) else { return false }
        if record.isPaused {
            // Paused, perhaps with a resume waiting for the next tick: cancel that resume.
            defer { record.resumeRequested = false }
            return record.resumeRequested
        }
        record.isPaused = true
        record.pausedAt = record.anchor == nil ? nil : time
        if let pausedAt = record.pausedAt {
            // The value at the pause's time is the one it holds: written now, not left to frames.
            actingAsTick(at: pausedAt) { record.hold(at: pausedAt, in: self) }
        }
        return true
    }

    /// Resumes a paused animation: its clock continues from where it stopped, so the value does
    /// not jump.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: When its clock continues, on the tick clock; `nil` (default) means now (the tick
    ///     in progress or the ``timeSource``), else the next tick.
    /// - Returns: `false` if there is no such animation, it is not paused, or it is already resuming.
    @discardableResult
    public func resumeAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        guard let record = index[key], record.isPaused, !record.resumeRequested else { return false }
        resume(record, at: time)
        onNeedsFrames?()
        return true
    }

    /// Resumes a paused `record` at `time` (or now, see ``resumeAnimation(forKey:at:)``).
    func resume(_ record: AnimationRecord, at time: Double?) {
        if record.anchor != nil, let time = startTime(time) {
            record.resume(at: max(time, record.pausedAt ?? time))
        } else {
            record.resumeRequested = true
        }
    }
}
