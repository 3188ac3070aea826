import Foundation

/// The numeric part of a keyed animation, free of the value type: runs, repeats, autoreversal,
/// and for springs and decays the component motion itself, clamping and rounding.
///
/// Keeping this non-generic keeps the per-frame path of ``Animator/tick(at:)`` fast: generic code
/// that is not specialised (an animator holds animations of any value type) pays a metadata lookup
/// for every nested generic type it touches, so the record meets `Value` only to write it.
struct AnimationMotion {
    enum Kind {
        case tween(Tween)
        case spring(DampedSpring, velocity: AnimationComponents)
        case decay(Decay, velocity: AnimationComponents)
    }

    /// One evaluation.
    struct Sample {
        var run: Int
        var done: Bool
        var reversed: Bool
        var runTime: Double
        /// Eased progress, for tweens (1 when done).
        var progress: Double
        /// The raw position, for springs and decays.
        var components: AnimationComponents
    }

    var kind: Kind
    /// The forward run's endpoints: a spring's start and target, a decay's start and resting
    /// point, a tween's endpoints (vector values only).
    var from: AnimationComponents
    var to: AnimationComponents
    var runDuration: Double
    var totalRuns: Int
    var autoreverses: Bool
    var clamping: AnimationClamping
    var rounding: Double

    /// A spring from `from` to `to` with `velocity`, settled within `threshold`.
    static func spring(_ spring: DampedSpring, from: AnimationComponents, to: AnimationComponents, velocity: AnimationComponents, threshold: Double) -> (Kind, Double) {
        var duration = 0.0
        for i in 0..<from.count {
            duration = max(duration, spring.settlingDuration(from: from[i], to: to[i], initialVelocity: velocity[i], threshold: threshold))
        }
        return (.spring(spring, velocity: velocity), duration)
    }

    /// A decay from `from` with `velocity`, until every component is slower than 5 × threshold;
    /// also returns where it ends.
    static func decay(_ decay: Decay, from: AnimationComponents, velocity: AnimationComponents, threshold: Double) -> (Kind, Double, AnimationComponents) {
        var duration = 0.0
        for i in 0..<velocity.count { duration = max(duration, decay.duration(initialVelocity: velocity[i], threshold: threshold)) }
        var end = from
        for i in 0..<end.count { end[i] = decay.position(at: duration, from: from[i], initialVelocity: velocity[i]) }
        return (.decay(decay, velocity: velocity), duration, end)
    }

    /// A run's start and target: the forward endpoints, swapped for a reversed run.
    func endpoints(reversed: Bool) -> (start: AnimationComponents, target: AnimationComponents) {
        reversed ? (to, from) : (from, to)
    }

    /// The motion's last sample: the end of its last run, or, for a motion that never ends, of
    /// the run in progress (`currentRun`).
    func endSample(currentRun: Int) -> Sample {
        let run = totalRuns == .max ? currentRun : totalRuns - 1
        let reversed = autoreverses && run % 2 == 1
        return Sample(run: run, done: true, reversed: reversed, runTime: runDuration, progress: 1, components: endpoints(reversed: reversed).target)
    }

    /// The motion's first sample: its start value, exactly (progress 0 of the first run).
    var startSample: Sample {
        Sample(run: 0, done: false, reversed: false, runTime: 0, progress: 0, components: from)
    }

    var isTween: Bool {
        if case .tween = kind { return true }
        return false
    }

    /// The motion at motion time `t` (clamped to ≥ 0): which run, and where in it.
    ///
    /// - Parameter currentRun: The run last reported, kept when a zero-length run repeats forever.
    func sample(at t: Double, currentRun: Int) -> Sample {
        let t = max(t, 0)
        var run = 0, runTime = t, done = false
        if runDuration == 0 {
            done = true
        } else if runDuration.isFinite {
            let runs = (t / runDuration).rounded(.down)
            if runs >= Double(totalRuns) || runs >= 9e18 {
                done = true
            } else {
                run = Int(runs)
                runTime = t - runs * runDuration
            }
        }
        if done {
            run = totalRuns == .max ? currentRun : totalRuns - 1
            runTime = runDuration
        }
        let reversed = autoreverses && run % 2 == 1
        let (start, target) = endpoints(reversed: reversed)
        var position = target
        var progress = 1.0
        if !done {
            switch kind {
            case .tween(let tween):
                progress = tween.progress(at: runTime)
            case .spring(let spring, let velocity):
                let basis = spring.oscillator.basis(at: runTime)
                for i in 0..<position.count {
                    position[i] = spring.oscillator.position(basis, from: start[i], to: target[i], v0: reversed ? -velocity[i] : velocity[i])
                }
            case .decay(let decay, let velocity):
                let travelled = -expm1(decay.exponent * runTime) * decay.reach
                for i in 0..<position.count {
                    position[i] = start[i] + (reversed ? -velocity[i] : velocity[i]) * travelled
                }
            }
        }
        return Sample(run: run, done: done, reversed: reversed, runTime: runTime, progress: progress, components: position)
    }

    /// The velocity per component at motion time `t`; for tweens, from the components of
    /// `tweenFrom`/`tweenTo` (a numeric estimate).
    func velocity(at t: Double, currentRun: Int) -> AnimationComponents {
        let sample = self.sample(at: t, currentRun: currentRun)
        var result = AnimationComponents(repeating: 0, count: from.count)
        guard !sample.done else { return result }
        let (start, target) = endpoints(reversed: sample.reversed)
        switch kind {
        case .tween(let tween):
            for i in 0..<result.count { result[i] = tween.velocity(at: sample.runTime, from: start[i], to: target[i]) }
        case .spring(let spring, let velocity):
            let basis = spring.oscillator.basis(at: sample.runTime)
            for i in 0..<result.count {
                result[i] = spring.oscillator.velocity(basis, from: start[i], to: target[i], v0: sample.reversed ? -velocity[i] : velocity[i])
            }
        case .decay(let decay, let velocity):
            let factor = exp(decay.exponent * sample.runTime)
            for i in 0..<result.count { result[i] = (sample.reversed ? -velocity[i] : velocity[i]) * factor }
        }
        return result
    }

    /// Whether clamping or rounding changes written values.
    var finishes: Bool { !clamping.isEmpty || rounding > 0 }

    /// Clamping and rounding, per component, for a value in a run (`reversed` or not).
    func finish(_ components: AnimationComponents, reversed: Bool) -> AnimationComponents {
        guard finishes else { return components }
        let (start, target) = endpoints(reversed: reversed)
        var result = components
        for i in 0..<result.count {
            var c = result[i]
            let forward = target[i] >= start[i]
            if clamping.contains(.start) { c = forward ? max(c, start[i]) : min(c, start[i]) }
            if clamping.contains(.end) { c = forward ? min(c, target[i]) : max(c, target[i]) }
            if rounding > 0 {
                // A grid finer than the spacing of doubles near c (c / rounding overflows) leaves
                // c where it is: every double is then within rounding of a grid point.
                let steps = c / rounding
                if steps.isFinite { c = steps.rounded() * rounding }
            }
            result[i] = c
        }
        return result
    }

    /// Pop's rule: every component is at its target or past it, seen from where the run started;
    /// a tween when its eased progress reaches 1.
    func hasReached(_ sample: Sample) -> Bool {
        if sample.done { return true }
        if isTween { return sample.progress >= 1 }
        let (start, target) = endpoints(reversed: sample.reversed)
        for i in 0..<sample.components.count {
            let initial = target[i] - start[i], remaining = target[i] - sample.components[i]
            if initial != 0 && remaining != 0 && (initial > 0) == (remaining > 0) { return false }
        }
        return true
    }
}
