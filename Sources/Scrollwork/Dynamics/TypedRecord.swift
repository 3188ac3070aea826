/// A keyed animation of one value type.
///
/// Everything the per-frame path needs is copied into stored properties when the record is made
/// (reading fields of the generic `PropertyAnimation<Value>` on every frame would cost a metadata
/// lookup each), and springs and decays are computed on components by ``AnimationMotion``: `Value`
/// appears only in the write.
final class TypedRecord<Value: Interpolatable>: AnimationRecord {
    let property: AnimatableProperty<Value>
    let write: (Value) -> Bool
    var animation: PropertyAnimation<Value>
    let makeValue: ((AnimationComponents) -> Value)?
    let makeComponents: ((Value) -> AnimationComponents)?
    let onStart: (() -> Void)?
    let onApply: ((Value) -> Void)?
    let onReachTarget: (() -> Void)?
    let onStop: ((Bool) -> Void)?
    let tracer: AnimationTracer<Value>?

    var motion: AnimationMotion?
    /// A tween's endpoints.
    var tweenFrom: Value?
    var tweenTo: Value?
    var run = 0
    var reached = false
    /// The last written value: as components for springs and decays, as a value for tweens.
    var currentComponents: AnimationComponents?
    var currentTweenValue: Value?
    /// The value the motion started from, once it has begun.
    var startValue: Value?

    init(key: String, animation: PropertyAnimation<Value>, property: AnimatableProperty<Value>, anchor: Double?) {
        self.animation = animation
        self.property = property
        write = property.write
        makeValue = animation.vector?.value
        makeComponents = animation.vector?.components
        onStart = animation.onStart
        onApply = animation.onApply
        onReachTarget = animation.onReachTarget
        onStop = animation.onStop
        tracer = animation.tracer
        super.init(key: key, delay: animation.delay, anchor: anchor)
    }

    /// The value last written, if any.
    var current: Value? {
        if let currentComponents, let makeValue { return makeValue(currentComponents) }
        return currentTweenValue
    }

    // MARK: Stepping

    override func step(at time: Double, in animator: Animator) {
        guard lifecycle != .stopped else { return }
        if anchor == nil { anchor = time }
        if isPaused {
            if pausedAt == nil {
                // Paused before its first tick, without a time: it pauses now, at its start.
                pausedAt = time
                if !resumeRequested { hold(at: time, in: animator) }
            }
            guard resumeRequested else { return }
            resume(at: time)
        }
        // A running motion may have started early (placed at its end to play backward).
        guard lifecycle == .running || clock(at: time) >= delay else { return }
        let generation = self.generation
        if lifecycle == .pending {
            begin(at: time, in: animator)
            guard self.generation == generation, lifecycle == .running else { return }
        }
        advance(at: time, in: animator)
    }

    /// Reads the start value if needed, sets up the motion and reports `started`.
    private func begin(at time: Double, in animator: Animator) {
        guard let from = animation.from ?? property.read() else {
            stop(finished: false, at: time, in: animator)
            return
        }
        let threshold = property.threshold
        let none = AnimationComponents(0)
        var motion = AnimationMotion(
            kind: .tween(Tween()), from: none, to: none, runDuration: 0, totalRuns: animation.totalRuns,
            autoreverses: animation.autoreverses, clamping: animation.clampingStorage, rounding: animation.roundingStorage)
        switch animation.plan {
        case .tween(let tween, _, let to):
            tweenFrom = from
            tweenTo = to
            if let makeComponents {
                motion.from = makeComponents(from)
                motion.to = makeComponents(to)
            }
            motion.kind = .tween(tween)
            motion.runDuration = tween.duration
        case .spring(let spring, _, let to, let initialVelocity):
            guard let makeComponents else { preconditionFailure("springs are made only for AnimatableVector values") }
            motion.from = makeComponents(from)
            motion.to = makeComponents(to)
            let velocity = initialVelocity.map(makeComponents) ?? AnimationComponents(repeating: 0, count: motion.from.count)
            (motion.kind, motion.runDuration) = AnimationMotion.spring(spring, from: motion.from, to: motion.to, velocity: velocity, threshold: threshold)
        case .decay(let decay, _, let velocityValue):
            guard let makeComponents else { preconditionFailure("decays are made only for AnimatableVector values") }
            motion.from = makeComponents(from)
            (motion.kind, motion.runDuration, motion.to) = AnimationMotion.decay(decay, from: motion.from, velocity: makeComponents(velocityValue), threshold: threshold)
        }
        if animator.motionPolicy.isReduced { reduce(&motion, threshold: threshold) }
        self.motion = motion
        lifecycle = .running
        run = 0
        reached = false
        startValue = from
        notify(.started, at: time, in: animator) { from }
        onStart?()
    }

    /// Writes the frame at `time` and reports its events in order: on entering a new run the last
    /// run's reachedTarget (if its frames missed it) and repeated; then the write, reachedTarget,
    /// applied, stopped. Callbacks may change the animator; a change to this animation ends the step.
    private func advance(at time: Double, in animator: Animator) {
        guard let motion else { return }
        if isReversed {
            advanceBackward(at: time, motion: motion, in: animator)
            return
        }
        let sample = motion.sample(at: motionTime(at: time), currentRun: run)
        guard enter(run: sample.run, at: time, in: animator) else { return }
        present(sample, motion: motion, at: time, in: animator, forward: true, ending: sample.done ? .atEnd : nil)
    }

    /// Moves a forward motion into `newRun`, reporting the previous run's reachedTarget (if its
    /// frames missed it) and `repeated`; `false` if a callback changed this animation meanwhile.
    private func enter(run newRun: Int, at time: Double, in animator: Animator) -> Bool {
        guard newRun != run else { return true }
        let generation = self.generation
        // The previous run reached its target at its end, between two frames.
        if !reached {
            notify(.reachedTarget, at: time, in: animator) { current }
            onReachTarget?()
            guard self.generation == generation, lifecycle == .running else { return false }
        }
        run = newRun
        reached = false
        notify(.repeated(run: newRun), at: time, in: animator) { current }
        return self.generation == generation && lifecycle == .running
    }

    /// Writes `sample` and reports its events: reachedTarget (forward, the first time in a run),
    /// applied, and — with an `ending` — stopped(finished: true).
    private func present(
        _ sample: AnimationMotion.Sample, motion: AnimationMotion, at time: Double, in animator: Animator, forward: Bool, ending: Ending?
    ) {
        let generation = self.generation
        let written: Value
        if motion.isTween {
            written = advanceTween(sample, motion: motion)
        } else {
            guard let makeValue else { return }
            let components = motion.finish(sample.components, reversed: sample.reversed)
            written = makeValue(components)
            currentComponents = components
        }
        guard write(written) else {
            stop(finished: false, at: time, in: animator)
            return
        }
        lastFrameTime = time
        if forward && !reached && motion.hasReached(sample) {
            reached = true
            notify(.reachedTarget, at: time, in: animator) { written }
            onReachTarget?()
            guard self.generation == generation, lifecycle == .running else { return }
        }
        notify(.applied, at: time, in: animator) { written }
        onApply?(written)
        guard self.generation == generation, lifecycle == .running else { return }
        if let ending {
            lifecycle = .stopped
            self.ending = ending
            self.generation += 1
            animator.didStop(self)
            notify(.stopped(finished: true), at: time, in: animator) { written }
            onStop?(true)
        }
    }

    /// A frame of a reversed motion: the curve's value at the (decreasing) motion time, and on
    /// arriving at motion time 0 the start value and `stopped(finished: true)`. Playing backward
    /// reports no reachedTarget or repeated. Out of line: forward frames never pay for it.
    @inline(never)
    private func advanceBackward(at time: Double, motion: AnimationMotion, in animator: Animator) {
        let position = motionTime(at: time)
        // An instant motion (reduced motion made it take no time) is back at its start at once.
        guard position > 0, motion.runDuration > 0 else {
            present(motion.startSample, motion: motion, at: time, in: animator, forward: false, ending: .atStart)
            return
        }
        let sample = motion.sample(at: position, currentRun: run)
        run = sample.run
        // Moving away from the target: played forward again, it reaches the target again.
        reached = false
        present(sample, motion: motion, at: time, in: animator, forward: false, ending: nil)
    }

    /// A tween's value for a sample, kept as the current value.
    ///
    /// Out of line, as is the tracing in ``notify(_:at:in:value:)``: this class's methods run as
    /// unspecialised generic code, where any `Value?` in a method makes the method look up
    /// `Optional<Value>`'s metadata in the runtime on every call (about 290 instructions) — for
    /// every spring and decay too, if it were in ``advance(at:in:)``.
    @inline(never)
    private func advanceTween(_ sample: AnimationMotion.Sample, motion: AnimationMotion) -> Value {
        let value = tweenValue(sample, motion: motion)
        currentTweenValue = value
        return value
    }

    /// A tween's value for a sample: interpolated by the value type, then clamped and rounded.
    private func tweenValue(_ sample: AnimationMotion.Sample, motion: AnimationMotion) -> Value {
        guard let from = tweenFrom, let to = tweenTo else { preconditionFailure("a tween is sampled only once started") }
        let value = sample.done
            ? (sample.reversed ? from : to)
            : Value.interpolate(from: sample.reversed ? to : from, to: sample.reversed ? from : to, progress: sample.progress)
        guard motion.finishes, let makeComponents, let makeValue else { return value }
        return makeValue(motion.finish(makeComponents(value), reversed: sample.reversed))
    }

    override func catchUp(at time: Double, in animator: Animator) {
        // A paused clock waits for its resume; an animation whose motion has not begun (its clock
        // exactly at its delay, as when it was added at this time) is left to the next frame.
        guard lifecycle != .stopped, !isPaused, anchor != nil, clock(at: time) > delay || lifecycle == .running else { return }
        if lifecycle == .pending {
            let generation = self.generation
            begin(at: time, in: animator)
            guard self.generation == generation, lifecycle == .running else { return }
        }
        guard let motion else { return }
        let ended = isReversed
            ? motionTime(at: time) <= 0 || motion.runDuration == 0
            : motion.sample(at: motionTime(at: time), currentRun: run).done
        if ended { advance(at: time, in: animator) }
    }

    override func hold(at time: Double, in animator: Animator) {
        guard lifecycle != .stopped, lastFrameTime != time else { return }
        if lifecycle == .pending {
            // Due but not begun — paused at the very time it was added, before a frame has begun
            // it: it begins now, so the value it holds (its start) is written, as GSAP renders a
            // tween paused at 0. One whose delay is not over writes nothing.
            guard anchor != nil, clock(at: time) >= delay else { return }
            let generation = self.generation
            begin(at: time, in: animator)
            guard self.generation == generation, lifecycle == .running else { return }
        }
        // A step in progress (a pause from this animation's own `onStart`) does not write again.
        generation += 1
        advance(at: time, in: animator)
    }

    override func stop(finished: Bool, at time: Double, in animator: Animator) {
        guard lifecycle != .stopped else { return }
        let wasPending = lifecycle == .pending
        lifecycle = .stopped
        if ending == nil { ending = finished ? .atEnd : .interrupted }
        generation += 1
        animator.didStop(self)
        if wasPending {
            // Every stop is paired with a start, as in Pop (and Core Animation).
            notify(.started, at: time, in: animator) { nil }
            onStart?()
        }
        notify(.stopped(finished: finished), at: time, in: animator) { current }
        onStop?(finished)
    }

    /// Reports an event to the tracer (computing the value only then) and to the event streams.
    private func notify(_ kind: AnimationEvent.Kind, at time: Double, in animator: Animator, value: () -> Value?) {
        if let tracer { trace(kind, at: time, into: tracer, value: value) }
        animator.publish(key: key, kind: kind, time: time)
    }

    /// Records an event in `tracer`. Out of line, so that ``notify(_:at:in:value:)`` holds no
    /// `Value?` (see ``advanceTween(_:motion:)``).
    @inline(never)
    private func trace(_ kind: AnimationEvent.Kind, at time: Double, into tracer: AnimationTracer<Value>, value: () -> Value?) {
        tracer.record(kind, at: time, value: value())
    }

    // MARK: Queries

    /// The position per component at animator time `time` (springs, decays, vector tweens).
    func components(at time: Double) -> AnimationComponents? {
        guard let motion else { return nil }
        let sample = motion.sample(at: motionTime(at: time), currentRun: run)
        if motion.isTween {
            guard let makeComponents else { return nil }
            return makeComponents(tweenValue(sample, motion: motion))
        }
        return sample.components
    }

    /// The velocity per component at animator time `time`; `nil` for values without components.
    /// Playing backward, the value moves against the curve's direction.
    func velocity(at time: Double) -> AnimationComponents? {
        guard let motion, makeComponents != nil else { return nil }
        var velocity = motion.velocity(at: motionTime(at: time), currentRun: run)
        if isReversed { for i in 0..<velocity.count { velocity[i] = -velocity[i] } }
        return velocity
    }

    // MARK: Changes

    /// Gives a running spring a new target at animator time `time`, keeping position and velocity.
    func retarget(to target: Value, at time: Double, in animator: Animator) -> Bool {
        guard case .spring(let spring, let from, _, let initialVelocity) = animation.plan, let makeComponents,
              lifecycle != .stopped
        else { return false }
        animation.plan = .spring(spring, from: from, to: target, initialVelocity: initialVelocity)
        // Not started yet: it will simply start towards the new target.
        guard lifecycle == .running, var motion else { return true }
        let t = max(motionTime(at: time), 0)
        let position = motion.sample(at: t, currentRun: run).components
        guard let velocity = velocity(at: time) else { return false }
        motion.from = position
        motion.to = makeComponents(target)
        (motion.kind, motion.runDuration) = AnimationMotion.spring(spring, from: position, to: motion.to, velocity: velocity, threshold: property.threshold)
        motion.totalRuns = 1
        motion.autoreverses = false
        if animator.motionPolicy.isReduced { reduce(&motion, threshold: property.threshold) }
        self.motion = motion
        if isReversed {
            // The new motion plays forward from here.
            isReversed = false
            origin = clock(at: time) - delay
        } else {
            origin += t
        }
        run = 0
        reached = false
        generation += 1
        notify(.retargeted, at: time, in: animator) { current }
        return true
    }

    // MARK: Playback

    override func complete(at time: Double, in animator: Animator) {
        guard begun(at: time, in: animator), let motion else { return }
        let sample = motion.endSample(currentRun: run)
        generation += 1
        guard enter(run: sample.run, at: time, in: animator) else { return }
        present(sample, motion: motion, at: time, in: animator, forward: true, ending: .atEnd)
    }

    override func completeBackward(at time: Double, in animator: Animator) {
        guard begun(at: time, in: animator), let motion else { return }
        generation += 1
        present(motion.startSample, motion: motion, at: time, in: animator, forward: false, ending: .atStart)
    }

    override func reset(at time: Double, in animator: Animator) {
        guard begun(at: time, in: animator), let motion else { return }
        generation += 1
        let generation = self.generation
        present(motion.startSample, motion: motion, at: time, in: animator, forward: false, ending: nil)
        guard self.generation == generation, lifecycle == .running else { return }
        ending = .atStart
        stop(finished: false, at: time, in: animator)
    }

    /// Starts the motion at `time` and places it at its end, playing backward: what a reversal
    /// of an animation that had finished does. Reports `started`; writes nothing (the end value
    /// is showing). An endless motion starts back from the end of its first run.
    func beginBackwardFromEnd(at time: Double, in animator: Animator) {
        guard begun(at: time, in: animator), let motion else { return }
        let runs = motion.totalRuns == .max ? 1 : Double(motion.totalRuns)
        let length = motion.runDuration.isFinite ? motion.runDuration * runs : 0
        run = motion.totalRuns == .max ? 0 : motion.totalRuns - 1
        isReversed = true
        reverseBase = (length.isFinite ? length : 0) + clock(at: time)
        generation += 1
    }

    /// Starts a pending animation at `time` (whatever its delay), reading its start value;
    /// `false` if it could not start (its object is gone) or has stopped.
    private func begun(at time: Double, in animator: Animator) -> Bool {
        if lifecycle == .pending {
            if anchor == nil { anchor = time }
            begin(at: time, in: animator)
        }
        return lifecycle == .running
    }

    // MARK: Reduced motion

    /// Reduced motion for a motion about to run: a decorative animation ends at once at its end
    /// (its runs take no time); a spring of any other kind settles without overshoot (damping
    /// raised to critical, and it may not pass its target).
    private func reduce(_ motion: inout AnimationMotion, threshold: Double) {
        if animation.motion == .decorative {
            motion.runDuration = 0
            return
        }
        guard case .spring(let spring, let velocity) = motion.kind else { return }
        (motion.kind, motion.runDuration) = AnimationMotion.spring(spring.withoutOvershoot, from: motion.from, to: motion.to, velocity: velocity, threshold: threshold)
        motion.clamping.insert(.end)
    }

    override func reduceMotion() {
        guard lifecycle == .running, animation.motion == .decorative else { return }
        motion?.runDuration = 0
    }

    override func status(at time: Double?) -> AnimationStatus {
        let started = lifecycle == .running && motion != nil
        return AnimationStatus(
            kind: animation.kind, hasStarted: started, isPaused: isPaused,
            elapsed: started ? max(motionTime(at: time ?? 0), 0) : 0, run: run,
            runDuration: started ? motion?.runDuration : nil)
    }
}
