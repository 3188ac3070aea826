import Foundation

/// The state an ``Animator`` keeps for one keyed animation: timing shared by every value type.
///
/// Time: the animation's own clock starts at `anchor` (the tick time at which it was added, or the
/// first tick after), stops while paused, and its motion begins `delay` later. Motion time is that
/// clock minus the delay minus `origin` (moved forward by a retarget), so every sample is a pure
/// function of the tick's time: frames may come at any rate, or be dropped, without changing the
/// values at given times.
class AnimationRecord {
    enum Lifecycle { case pending, running, stopped }

    let key: String
    let delay: Double
    var lifecycle = Lifecycle.pending
    var anchor: Double?
    var isPaused = false
    var pausedAt: Double?
    var resumeRequested = false
    var pausedTotal = 0.0
    var origin = 0.0
    /// Bumped by every change that invalidates a step in progress (retarget, stop).
    var generation = 0

    init(key: String, delay: Double, anchor: Double?) {
        self.key = key
        self.delay = delay
        self.anchor = anchor
    }

    /// The animation's clock (before the delay) at animator time `t`; frozen while paused.
    func clock(at t: Double) -> Double {
        (pausedAt ?? t) - (anchor ?? t) - pausedTotal
    }

    /// Motion time at animator time `t`.
    func motionTime(at t: Double) -> Double {
        clock(at: t) - delay - origin
    }

    func resume(at time: Double) {
        if let pausedAt { pausedTotal += time - pausedAt }
        pausedAt = nil
        isPaused = false
        resumeRequested = false
    }

    /// Advances to the tick at `time`: starts, writes a frame, reports events, finishes.
    func step(at time: Double, in animator: Animator) { preconditionFailure("abstract") }

    /// Ends the animation early (`finished == false`) or on completion, reporting `stopped`.
    func stop(finished: Bool, at time: Double, in animator: Animator) { preconditionFailure("abstract") }

    func status(at time: Double?) -> AnimationStatus { preconditionFailure("abstract") }
}

/// A keyed animation of one value type.
final class TypedRecord<Value: Interpolatable>: AnimationRecord {
    /// What the motion needs once the start value is known.
    enum Motion {
        case tween(Tween, from: Value, to: Value)
        case spring(Spring, velocity: AnimationComponents)
        case decay(Decay, velocity: AnimationComponents)
    }

    /// One evaluation of the motion.
    struct Sample {
        var value: Value
        var components: AnimationComponents?
        /// Eased progress, for tweens.
        var progress: Double
        var run: Int
        var done: Bool
    }

    let property: AnimatableProperty<Value>
    var animation: PropertyAnimation<Value>
    var motion: Motion?
    /// The forward run's endpoints, as components (vector values only): a spring's start and
    /// target, a decay's start and resting point, a tween's endpoints.
    var fromComponents = AnimationComponents(0)
    var toComponents = AnimationComponents(0)
    var runDuration = 0.0
    var totalRuns = 1
    var run = 0
    var reached = false
    var current: Value?

    init(key: String, animation: PropertyAnimation<Value>, property: AnimatableProperty<Value>, anchor: Double?) {
        self.animation = animation
        self.property = property
        super.init(key: key, delay: animation.delay, anchor: anchor)
    }

    // MARK: Stepping

    override func step(at time: Double, in animator: Animator) {
        guard lifecycle != .stopped else { return }
        if anchor == nil { anchor = time }
        if isPaused {
            if pausedAt == nil { pausedAt = time }
            guard resumeRequested else { return }
            resume(at: time)
        }
        guard clock(at: time) >= delay else { return }
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
        let vector = animation.vector
        let threshold = property.threshold
        totalRuns = animation.totalRuns
        switch animation.motion {
        case .tween(let tween, _, let to):
            motion = .tween(tween, from: from, to: to)
            if let vector {
                fromComponents = vector.components(from)
                toComponents = vector.components(to)
            }
            runDuration = tween.duration
        case .spring(let spring, _, let to, let initialVelocity):
            guard let vector else { preconditionFailure("springs are made only for AnimatableVector values") }
            fromComponents = vector.components(from)
            toComponents = vector.components(to)
            let velocity = initialVelocity.map(vector.components) ?? AnimationComponents(repeating: 0, count: fromComponents.count)
            motion = .spring(spring, velocity: velocity)
            runDuration = Self.settlingDuration(spring, from: fromComponents, to: toComponents, velocity: velocity, threshold: threshold)
        case .decay(let decay, _, let velocityValue):
            guard let vector else { preconditionFailure("decays are made only for AnimatableVector values") }
            fromComponents = vector.components(from)
            let velocity = vector.components(velocityValue)
            var duration = 0.0
            for i in 0..<velocity.count { duration = max(duration, decay.duration(initialVelocity: velocity[i], threshold: threshold)) }
            var end = fromComponents
            for i in 0..<end.count { end[i] = decay.position(at: duration, from: fromComponents[i], initialVelocity: velocity[i]) }
            toComponents = end
            motion = .decay(decay, velocity: velocity)
            runDuration = duration
        }
        lifecycle = .running
        run = 0
        reached = false
        notify(.started, at: time, value: from, in: animator)
        animation.onStart?()
    }

    static func settlingDuration(_ spring: Spring, from: AnimationComponents, to: AnimationComponents, velocity: AnimationComponents, threshold: Double) -> Double {
        var duration = 0.0
        for i in 0..<from.count {
            duration = max(duration, spring.settlingDuration(from: from[i], to: to[i], initialVelocity: velocity[i], threshold: threshold))
        }
        return duration
    }

    /// Writes the frame at `time` and reports its events in order: on entering a new run the last
    /// run's reachedTarget (if its frames missed it) and repeated; then the write, reachedTarget,
    /// applied, stopped. Callbacks may change the animator; a change to this animation ends the step.
    private func advance(at time: Double, in animator: Animator) {
        let generation = self.generation
        let sample = self.sample(atMotionTime: motionTime(at: time))
        if sample.run != run {
            // The previous run reached its target at its end, between two frames.
            if !reached {
                notify(.reachedTarget, at: time, value: current, in: animator)
                animation.onReachTarget?()
                guard self.generation == generation, lifecycle == .running else { return }
            }
            run = sample.run
            reached = false
            notify(.repeated(run: sample.run), at: time, value: current, in: animator)
            guard self.generation == generation, lifecycle == .running else { return }
        }
        let written = finish(sample)
        guard property.write(written) else {
            stop(finished: false, at: time, in: animator)
            return
        }
        current = written
        if !reached && (sample.done || hasReached(sample)) {
            reached = true
            notify(.reachedTarget, at: time, value: written, in: animator)
            animation.onReachTarget?()
            guard self.generation == generation, lifecycle == .running else { return }
        }
        notify(.applied, at: time, value: written, in: animator)
        animation.onApply?(written)
        guard self.generation == generation, lifecycle == .running else { return }
        if sample.done {
            lifecycle = .stopped
            self.generation += 1
            animator.didStop(self)
            notify(.stopped(finished: true), at: time, value: written, in: animator)
            animation.onStop?(true)
        }
    }

    override func stop(finished: Bool, at time: Double, in animator: Animator) {
        guard lifecycle != .stopped else { return }
        let wasPending = lifecycle == .pending
        lifecycle = .stopped
        generation += 1
        animator.didStop(self)
        if wasPending {
            // Every stop is paired with a start, as in Pop (and Core Animation).
            notify(.started, at: time, value: nil, in: animator)
            animation.onStart?()
        }
        notify(.stopped(finished: finished), at: time, value: current, in: animator)
        animation.onStop?(finished)
    }

    private func notify(_ kind: AnimationEvent.Kind, at time: Double, value: Value?, in animator: Animator) {
        animation.tracer?.record(kind, at: time, value: value)
        animator.publish(key: key, kind: kind, time: time)
    }

    // MARK: Sampling

    /// The motion at motion time `t` (clamped to ≥ 0): which run, and the value in it.
    func sample(atMotionTime t: Double) -> Sample {
        let t = max(t, 0)
        var runIndex = 0, runTime = t, done = false
        if runDuration == 0 {
            done = true
        } else if runDuration.isFinite {
            let runs = (t / runDuration).rounded(.down)
            if runs >= Double(totalRuns) || runs >= 9e18 {
                done = true
            } else {
                runIndex = Int(runs)
                runTime = t - runs * runDuration
            }
        }
        if done {
            runIndex = totalRuns == .max ? run : totalRuns - 1
            runTime = runDuration
        }
        let reversed = animation.autoreverses && runIndex % 2 == 1
        return evaluate(runTime: runTime, reversed: reversed, run: runIndex, done: done)
    }

    private func evaluate(runTime t: Double, reversed: Bool, run: Int, done: Bool) -> Sample {
        let start = reversed ? toComponents : fromComponents
        let target = reversed ? fromComponents : toComponents
        switch motion {
        case .tween(let tween, let from, let to)?:
            let progress = done ? 1 : tween.progress(at: t)
            let value = done ? (reversed ? from : to) : Value.interpolate(from: reversed ? to : from, to: reversed ? from : to, progress: progress)
            return Sample(value: value, components: animation.vector?.components(value), progress: progress, run: run, done: done)
        case .spring(let spring, let velocity)?:
            var position = target
            if !done {
                let basis = spring.oscillator.basis(at: t)
                for i in 0..<position.count {
                    let v0 = reversed ? -velocity[i] : velocity[i]
                    position[i] += spring.oscillator.displacement(basis, x0: start[i] - target[i], v0: v0)
                }
            }
            return vectorSample(position, run: run, done: done)
        case .decay(let decay, let velocity)?:
            var position = target
            if !done {
                let travelled = -expm1(decay.exponent * t) * decay.reach
                for i in 0..<position.count {
                    position[i] = start[i] + (reversed ? -velocity[i] : velocity[i]) * travelled
                }
            }
            return vectorSample(position, run: run, done: done)
        case nil:
            preconditionFailure("an animation is sampled only once started")
        }
    }

    private func vectorSample(_ components: AnimationComponents, run: Int, done: Bool) -> Sample {
        guard let vector = animation.vector else { preconditionFailure("physics needs AnimatableVector values") }
        return Sample(value: vector.value(components), components: components, progress: done ? 1 : 0, run: run, done: done)
    }

    /// The velocity at motion time `t`, per component; `nil` for values without components.
    func velocity(atMotionTime t: Double) -> AnimationComponents? {
        guard let vector = animation.vector, let motion else { return nil }
        let sample = self.sample(atMotionTime: t)
        let zero = AnimationComponents(repeating: 0, count: fromComponents.count)
        if sample.done { return zero }
        let reversed = animation.autoreverses && sample.run % 2 == 1
        let start = reversed ? toComponents : fromComponents
        let target = reversed ? fromComponents : toComponents
        let runTime = max(t, 0) - (runDuration.isFinite ? Double(sample.run) * runDuration : 0)
        var result = zero
        switch motion {
        case .tween(let tween, let from, let to):
            let a = vector.components(reversed ? to : from), b = vector.components(reversed ? from : to)
            for i in 0..<result.count { result[i] = tween.velocity(at: runTime, from: a[i], to: b[i]) }
        case .spring(let spring, let velocity):
            let basis = spring.oscillator.basis(at: runTime)
            for i in 0..<result.count {
                let v0 = reversed ? -velocity[i] : velocity[i]
                result[i] = spring.oscillator.velocity(basis, x0: start[i] - target[i], v0: v0)
            }
        case .decay(let decay, let velocity):
            let factor = exp(decay.exponent * runTime)
            for i in 0..<result.count { result[i] = (reversed ? -velocity[i] : velocity[i]) * factor }
        }
        return result
    }

    /// Clamping and rounding, per component (vector values only).
    private func finish(_ sample: Sample) -> Value {
        guard var components = sample.components, let vector = animation.vector,
              !animation.clampingStorage.isEmpty || animation.roundingStorage > 0
        else { return sample.value }
        let reversed = animation.autoreverses && sample.run % 2 == 1
        let start = reversed ? toComponents : fromComponents
        let target = reversed ? fromComponents : toComponents
        let clamping = animation.clampingStorage, factor = animation.roundingStorage
        for i in 0..<components.count {
            var c = components[i]
            let forward = target[i] >= start[i]
            if clamping.contains(.start) { c = forward ? max(c, start[i]) : min(c, start[i]) }
            if clamping.contains(.end) { c = forward ? min(c, target[i]) : max(c, target[i]) }
            if factor > 0 { c = (c / factor).rounded() * factor }
            components[i] = c
        }
        return vector.value(components)
    }

    /// Pop's rule: every component is at its target or past it, seen from where the run started.
    private func hasReached(_ sample: Sample) -> Bool {
        guard let components = sample.components, !isTween else { return sample.progress >= 1 }
        let reversed = animation.autoreverses && sample.run % 2 == 1
        let start = reversed ? toComponents : fromComponents
        let target = reversed ? fromComponents : toComponents
        for i in 0..<components.count {
            let initial = target[i] - start[i], remaining = target[i] - components[i]
            if initial != 0 && remaining != 0 && (initial > 0) == (remaining > 0) { return false }
        }
        return true
    }

    private var isTween: Bool {
        if case .tween? = motion { return true }
        return false
    }

    // MARK: Changes

    /// Gives a running spring a new target at animator time `time`, keeping position and velocity.
    func retarget(to target: Value, at time: Double, in animator: Animator) -> Bool {
        guard case .spring(let spring, let from, _, let initialVelocity) = animation.motion, let vector = animation.vector,
              lifecycle != .stopped
        else { return false }
        animation.motion = .spring(spring, from: from, to: target, initialVelocity: initialVelocity)
        // Not started yet: it will simply start towards the new target.
        guard lifecycle == .running else { return true }
        let t = max(motionTime(at: time), 0)
        let position = sample(atMotionTime: t).components ?? vector.components(target)
        let velocity = self.velocity(atMotionTime: t) ?? AnimationComponents(repeating: 0, count: position.count)
        fromComponents = position
        toComponents = vector.components(target)
        motion = .spring(spring, velocity: velocity)
        runDuration = Self.settlingDuration(spring, from: position, to: toComponents, velocity: velocity, threshold: property.threshold)
        origin += t
        totalRuns = 1
        run = 0
        reached = false
        animation.autoreverses = false
        generation += 1
        notify(.retargeted, at: time, value: current, in: animator)
        return true
    }

    override func status(at time: Double?) -> AnimationStatus {
        let started = lifecycle == .running && motion != nil
        return AnimationStatus(
            kind: animation.kind, hasStarted: started, isPaused: isPaused,
            elapsed: started ? max(motionTime(at: time ?? 0), 0) : 0, run: run,
            runDuration: started ? runDuration : nil)
    }
}
