extension Animator {
    /// Plays the animation with `key` backward, toward its start, along the same curve — GSAP's
    /// `reverse()`.
    ///
    /// From the reversal's time on, the animation's motion time runs backward from where it is:
    /// the value retraces the curve it came by (a tween's easing, a spring's or decay's closed
    /// form, earlier runs of a repeating animation) at the same speed, and the velocity is that of
    /// the forward motion, negated. There is no jump: the value at the reversal's time is the same
    /// either way. A paused animation is also resumed (at `time`, as ``resumeAnimation(forKey:at:)``
    /// would). On arriving back at its start it writes its start value exactly and finishes,
    /// reporting `applied` and `stopped(finished: true)`; frames played backward report `applied`
    /// only (no `reachedTarget`, no `repeated`). An animation whose delay is not over, or that has
    /// not had its first tick, is at its start already: it starts (reading its start value), writes
    /// that value and finishes at once. ``playAnimation(forKey:at:)`` turns it forward again.
    ///
    /// Under a reduced ``motionPolicy`` a decorative animation takes no time either way: reversed,
    /// it is back at its start on the next frame.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// final class Box { var x = 0.0 }
    /// let box = Box(), animator = Animator()
    /// animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 0)
    /// animator.tick(at: 0.75)                       // x == 75
    /// animator.reverseAnimation(forKey: "x", at: 0.75)
    /// animator.tick(at: 1.25)                       // x == 25: back along the same line
    /// animator.tick(at: 2)                          // x == 0: at its start, finished
    /// print(box.x, animator.hasAnimation(forKey: "x"))
    /// ```
    ///
    /// ```text
    /// 0.0 false
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: When it turns, on the tick clock; `nil` (default) means now (the tick in progress
    ///     or the ``timeSource``), else the last tick.
    /// - Returns: `false` if there is no such animation, it has ended by `time` (it has then
    ///   finished, whether or not a frame has shown it), or it is already playing backward.
    @discardableResult
    public func reverseAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        turnAnimation(forKey: key, reversed: true, at: time)
    }

    /// Plays the animation with `key` forward: turns a reversed animation around (continuously, as
    /// ``reverseAnimation(forKey:at:)`` does) and resumes a paused one — GSAP's `play()`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: When it turns or resumes, on the tick clock; `nil` (default) means now (the tick
    ///     in progress or the ``timeSource``), else the last tick (a resume: the next tick).
    /// - Returns: `false` if there is no such animation, it has ended by `time`, or it is already
    ///   playing forward (or waiting to start).
    @discardableResult
    public func playAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        turnAnimation(forKey: key, reversed: false, at: time)
    }

    /// ``reverseAnimation(forKey:at:)`` (`reversed`) or ``playAnimation(forKey:at:)``: turns the
    /// animation to play in that direction and resumes it if paused. Reversing one that has not
    /// started ends it at once at its start.
    private func turnAnimation(forKey key: String, reversed: Bool, at time: Double?) -> Bool {
        let time = actionTime(time)
        guard let record = liveRecord(forKey: key, at: time) else { return false }
        let now = time ?? lastTickTime ?? 0
        if reversed && record.lifecycle == .pending {
            actingAsTick(at: now) { record.completeBackward(at: now, in: self) }
            return true
        }
        let paused = record.isPaused && !record.resumeRequested
        guard record.isReversed != reversed || paused else { return false }
        record.turn(reversed: reversed, at: now)
        if paused { resume(record, at: time) }
        onNeedsFrames?()
        return true
    }

    /// Ends the animation with `key` at once at its end value, as a frame after its end would —
    /// GSAP's `progress(1)` on a toggle's `complete`.
    ///
    /// The end value is where the animation would finish: a tween's or spring's target, where a
    /// decay stops, the end of the last run of a repeating animation (its start again after an
    /// even number of autoreversed halves); an animation that never finishes (it repeats forever,
    /// or is an undamped spring) ends at the end of the run in progress. Paused, reversed or not
    /// yet started (it then starts first, reading its start value), it is the same. It reports,
    /// at `time`, what a frame at its end reports: `started` if it had not started, the previous
    /// run's `reachedTarget` and `repeated` if it skips to a later run, then `reachedTarget` (unless
    /// this run reported it), `applied` and `stopped(finished: true)`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: When it completes, on the tick clock; `nil` (default) means now (the tick in
    ///     progress or the ``timeSource``), else the last tick.
    /// - Returns: `false` if there is no such animation or it has ended by `time` (it has then
    ///   finished, whether or not a frame has shown it).
    @discardableResult
    public func completeAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        let time = actionTime(time)
        guard let record = liveRecord(forKey: key, at: time) else { return false }
        let now = time ?? lastTickTime ?? 0
        actingAsTick(at: now) { record.complete(at: now, in: self) }
        return true
    }

    /// Ends `record` at `time` with its start value written and `stopped(finished: false)`
    /// (a toggle's `reset`); one that has not started starts first, reading its start value.
    func reset(_ record: AnimationRecord, at time: Double) {
        actingAsTick(at: time) { record.reset(at: time, in: self) }
    }

    /// Ends `record` at `time` where it is heading: its end playing forward, its start playing
    /// backward (a jump's settling). A paused record stays.
    func settle(_ record: AnimationRecord, at time: Double) {
        guard !record.isPaused || record.resumeRequested else { return }
        actingAsTick(at: time) {
            if record.isReversed {
                record.completeBackward(at: time, in: self)
            } else {
                record.complete(at: time, in: self)
            }
        }
    }
}
