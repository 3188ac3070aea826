import Foundation

/// The state an ``Animator`` keeps for one keyed animation: timing shared by every value type.
///
/// Time: the animation's own clock starts at `anchor` (the tick time at which it was added, or the
/// first tick after), stops while paused, and its motion begins `delay` later. Motion time is that
/// clock minus the delay minus `origin` (moved forward by a retarget), so every sample is a pure
/// function of the tick's time: frames may come at any rate, or be dropped, without changing the
/// values at given times. While reversed (``Animator/reverseAnimation(forKey:at:)``) motion time
/// runs backward instead: `reverseBase` minus the clock, so it is just as pure.
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
    /// Whether the motion plays backward, toward its start; motion time is then
    /// `reverseBase − clock`.
    var isReversed = false
    var reverseBase = 0.0
    /// The animator time of the last frame written, if any.
    var lastFrameTime: Double?
    /// Bumped by every change that invalidates a step in progress (retarget, stop, a pause's write).
    var generation = 0
    /// Where the animation ended, once it has: at its end, at its start, or elsewhere (removed,
    /// replaced, or its object gone). `nil` while it has not ended.
    var ending: Ending?

    /// Where a stopped animation left its value.
    enum Ending { case atEnd, atStart, interrupted }

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
        isReversed ? reverseBase - clock(at: t) : clock(at: t) - delay - origin
    }

    /// Makes the motion play backward (`reversed`) or forward from animator time `time` on,
    /// continuously: the motion time at `time` is the same either way. While paused the clock is
    /// frozen, so the turn takes effect from the resume.
    func turn(reversed: Bool, at time: Double) {
        guard reversed != isReversed else { return }
        let clock = clock(at: time), position = max(motionTime(at: time), 0)
        if reversed {
            reverseBase = position + clock
        } else {
            origin = clock - delay - position
        }
        isReversed = reversed
        // A step in progress (a callback of this animation's own frame turning it) ends there.
        generation += 1
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

    /// Brings the animation to animator time `time` for a call made then, between frames: once
    /// its delay is over it starts, and once its motion has ended it finishes — writing its end
    /// value and reporting its last events, as a frame at `time` would. Nothing else is written.
    func catchUp(at time: Double, in animator: Animator) { preconditionFailure("abstract") }

    /// Writes the frame at `time`, the time it was paused at, unless a frame at that time was
    /// written already.
    func hold(at time: Double, in animator: Animator) { preconditionFailure("abstract") }

    func status(at time: Double?) -> AnimationStatus { preconditionFailure("abstract") }

    /// The animator switched to reduced motion: a running decorative animation ends at its end.
    func reduceMotion() { preconditionFailure("abstract") }

    /// Ends the animation at `time` at its end value, as a frame after its end would: it starts
    /// first if it has not (reading its start value), then writes the end value and reports
    /// `reachedTarget` (unless this run reported it), `applied` and `stopped(finished: true)`.
    func complete(at time: Double, in animator: Animator) { preconditionFailure("abstract") }

    /// Ends the animation at `time` at its start value, as a reversed motion arriving there: it
    /// starts first if it has not, then writes its start value and reports `applied` and
    /// `stopped(finished: true)`.
    func completeBackward(at time: Double, in animator: Animator) { preconditionFailure("abstract") }

    /// Stops the animation at `time` with its start value written (when known: once it has
    /// started, or when it has a `from`), reporting `applied` then `stopped(finished: false)`.
    func reset(at time: Double, in animator: Animator) { preconditionFailure("abstract") }
}
