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
    /// - Returns: `false` if there is no spring with that key and value type (tweens restart rather
    ///   than retarget: replace them, or use ``handOff(forKey:to:at:)``).
    /// - Precondition: `target` has finite components.
    @discardableResult
    public func retarget<Value: AnimatableVector>(forKey key: String, to target: Value, at time: Double? = nil) -> Bool {
        precondition(target.animationComponents.isFinite, "Animator.retarget(forKey:to:at:) needs a finite target, got \(target.animationComponents)")
        guard let record = index[key] as? TypedRecord<Value> else { return false }
        return record.retarget(to: target, at: actionTime(time) ?? 0, in: self)
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
    /// - Returns: `false` if there is no started animation with that key and value type.
    @discardableResult
    public func handOff<Value: AnimatableVector>(forKey key: String, to animation: PropertyAnimation<Value>, at time: Double? = nil) -> Bool {
        guard let record = index[key] as? TypedRecord<Value>, record.lifecycle == .running, let time = actionTime(time) else { return false }
        guard let components = record.components(at: time), let velocity = record.velocity(at: time) else { return false }
        let next = animation.continuing(from: Value(animationComponents: components), velocity: Value(animationComponents: velocity))
        _ = insert(next, to: record.property, forKey: key, anchor: time)
        return true
    }

    /// Pauses the animation with `key`: its clock (and delay) stops, its value stays as last
    /// written, and no events are reported until it resumes.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: When its clock stops, on the tick clock; `nil` (default) means now (the tick in
    ///     progress or the ``timeSource``), else the last tick.
    /// - Returns: `false` if there is no such animation or it is already paused (a pause after a
    ///   resume that has not taken effect yet cancels that resume and returns `true`).
    @discardableResult
    public func pauseAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        guard let record = index[key] else { return false }
        if record.isPaused {
            // Paused, perhaps with a resume waiting for the next tick: cancel that resume.
            defer { record.resumeRequested = false }
            return record.resumeRequested
        }
        record.isPaused = true
        record.pausedAt = record.anchor == nil ? nil : actionTime(time)
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
        if record.anchor != nil, let time = startTime(time) {
            record.resume(at: max(time, record.pausedAt ?? time))
        } else {
            record.resumeRequested = true
        }
        onNeedsFrames?()
        return true
    }
}
