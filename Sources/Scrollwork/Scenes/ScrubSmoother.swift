import Foundation

/// How a smoothed offset follows the real one (ScrollTrigger's `scrub: n`, Motion's `useSpring`).
///
/// - ``exponential(timeConstant:)``: the gap to the target shrinks by a factor *e* every
///   `timeConstant` seconds — a catch-up with no overshoot. After `3 × timeConstant` 95% of a jump
///   is covered.
/// - ``spring(_:)``: a spring pulls the displayed offset to the target; retargeting keeps its velocity,
///   so a scroll that keeps moving is followed smoothly (and a bouncy spring overshoots).
///
/// A struct over a private enum, so new kinds can be added without breaking a client `switch`.
public struct ScrubSmoothing: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case exponential(Double)
        case spring(DampedSpring)
    }

    let kind: Kind

    /// Exponential catch-up with the given time constant, in seconds.
    ///
    /// - Precondition: `timeConstant` is finite and > 0.
    public static func exponential(timeConstant: Double) -> ScrubSmoothing {
        precondition(timeConstant.isFinite && timeConstant > 0, "ScrubSmoothing.exponential(timeConstant:) needs a positive time constant, got \(timeConstant)")
        return ScrubSmoothing(kind: .exponential(timeConstant))
    }

    /// A spring to the target.
    public static func spring(_ spring: DampedSpring) -> ScrubSmoothing { ScrubSmoothing(kind: .spring(spring)) }
}

/// A displayed offset that follows a target offset over time — the smoothing behind ScrollTrigger's
/// `scrub: n`, as a value type with explicit time.
///
/// Set the target whenever the real offset changes and read the displayed offset at any later time;
/// both take times in seconds from the same clock (a display link's timestamps, a test's frame
/// index × interval). Between retargets the motion is a closed form, so the displayed offset at a
/// given time does not depend on how often it is sampled.
///
/// ```swift
/// var smoother = ScrubSmoother(.exponential(timeConstant: 0.25), at: 0)
/// smoother.retarget(to: 1000, at: 0)
/// smoother.offset(at: 0.25)    // ≈ 632: 1 − 1/e of the way
/// smoother.offset(at: 2)       // 1000 (settled)
/// ```
///
/// Once within ``settleDistance`` of the target (and, for a spring, slower than 1 point per
/// second) the displayed offset is the target exactly and ``isSettled(at:)`` is `true` — the
/// explicit "settled" state whose absence left velocity-driven effects stuck in Motion.
///
/// The displayed offset and velocity are always finite for finite targets: a spring that
/// overshoots a target near ±greatestFiniteMagnitude is capped there, and a NaN time counts as the
/// current segment's start.
package struct ScrubSmoother: Hashable, Sendable {
    /// How the displayed offset follows.
    package let smoothing: ScrubSmoothing
    /// The offset being followed.
    package private(set) var target: Double
    /// How close counts as arrived, in points (default 0.01). A NaN or negative distance counts as
    /// 0 (only the target itself is arrived), `+∞` as arrived at once.
    package var settleDistance = 0.01

    /// The displayed offset and velocity at ``segmentStart``, where the current segment begins.
    private var start: Double
    private var startVelocity: Double
    private var segmentStart: Double

    /// A smoother resting at `offset`.
    ///
    /// - Precondition: `offset` is finite.
    package init(_ smoothing: ScrubSmoothing, at offset: Double) {
        precondition(offset.isFinite, "ScrubSmoother(_:at:) needs a finite offset, got \(offset)")
        self.smoothing = smoothing
        target = offset
        start = offset
        startVelocity = 0
        segmentStart = -.infinity
    }

    /// Starts following `target` from the displayed state at `time`.
    ///
    /// A non-finite target is ignored. A time before the current segment's start counts as that
    /// start (time does not run backwards); a non-finite time counts as the current segment's start
    /// (or 0 for a smoother that has never moved).
    package mutating func retarget(to target: Double, at time: Double) {
        guard target.isFinite else { return }
        let now: Double
        if time.isFinite {
            now = segmentStart.isFinite ? max(time, segmentStart) : time
        } else {
            now = segmentStart.isFinite ? segmentStart : 0
        }
        let (position, velocity) = state(at: now)
        start = position
        startVelocity = velocity
        segmentStart = now
        self.target = target
    }

    /// Jumps to `offset` with no motion (a programmatic jump that should not be smoothed).
    package mutating func reset(to offset: Double, at time: Double) {
        guard offset.isFinite else { return }
        target = offset
        start = offset
        startVelocity = 0
        segmentStart = time.isFinite ? time : segmentStart
    }

    /// The displayed offset at `time` (the segment's start value for earlier times).
    package func offset(at time: Double) -> Double { state(at: time).position }

    /// The displayed offset's velocity at `time`, in points per second.
    package func velocity(at time: Double) -> Double { state(at: time).velocity }

    /// Whether the displayed offset has arrived at the target by `time`.
    package func isSettled(at time: Double) -> Bool {
        let (position, velocity) = state(at: time)
        return position == target && velocity == 0
    }

    private func state(at time: Double) -> (position: Double, velocity: Double) {
        // A smoother that has never moved rests on its target.
        guard segmentStart.isFinite else { return (target, 0) }
        let t = time.isNaN ? 0 : max(time - segmentStart, 0)
        if t == .infinity { return (target, 0) }
        let position: Double, velocity: Double
        switch smoothing.kind {
        case .exponential(let tau):
            // start + (target − start)(1 − e^(−t/τ)), with expm1 so that t = 0 gives `start` exactly.
            let covered = -expm1(-t / tau), remaining = exp(-t / tau)
            let gap = target - start
            if gap.isFinite {
                position = start + gap * covered
                velocity = gap * remaining / tau
            } else {
                // Offsets near ±greatestFiniteMagnitude: the gap overflows, a blend does not.
                position = lerp(start, target, covered)
                velocity = target * (remaining / tau) - start * (remaining / tau)
            }
        case .spring(let spring):
            position = spring.position(at: t, from: start, to: target, initialVelocity: startVelocity)
            velocity = spring.velocity(at: t, from: start, to: target, initialVelocity: startVelocity)
        }
        let settled: Bool
        let distance = settleDistance > 0 ? settleDistance : 0
        switch smoothing.kind {
        case .exponential: settled = abs(position - target) <= distance
        case .spring: settled = abs(position - target) <= distance && abs(velocity) < 1
        }
        if settled { return (target, 0) }
        // An overshoot past ±greatestFiniteMagnitude (a target at the end of the range) is capped.
        return (saturated(position), saturated(velocity))
    }
}

/// A ``Stage`` whose offset is smoothed: ``retarget(to:at:)`` sets where the stage should go, and
/// each ``tick(at:)`` moves it part of the way (ScrollTrigger's `scrub: n` for a whole stage).
///
/// Events and tracks follow the displayed offset, so a fast fling is played back as a smooth catch-up
/// — still reporting every crossing in order. Drive it with explicit times, or with
/// ``FrameTicking/run(every:clock:untilIdle:isolation:)``.
///
/// ```swift
/// let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
/// scrubbed.retarget(to: 1200, at: 0)   // the real offset, and when it changed
/// scrubbed.tick(at: 0.1)               // the stage is now about 40% of the way there
/// ```
///
/// The time of a retarget decides the whole motion, so give it (`at:`), or let the
/// ``timeSource`` give it (the frame drivers install one): then the same input at 30 Hz and at
/// 120 Hz puts the stage at the same offsets at the same times. Without either, a retarget
/// takes effect at the next tick.
///
/// Like its stage, it is used from one isolation domain.
public final class ScrubbedStage: FrameTicking {
    /// The stage being driven.
    public let stage: Stage
    /// The smoothing state.
    package private(set) var smoother: ScrubSmoother
    /// The time of the last tick, or `nil` before the first.
    public private(set) var lastTickTime: Double?
    /// The current time on the tick clock, for retargets without `at:`; see
    /// ``FrameTicking/timeSource``.
    public var timeSource: (() -> Double)?
    /// A target set without a time, followed from the next tick's time.
    private var pending: Double?
    /// Called when ``retarget(to:at:)`` sets a new target, so that a frame driver paused while the
    /// stage had caught up resumes; see ``FrameTicking/onNeedsFrames``.
    public var onNeedsFrames: (() -> Void)?

    /// Wraps `stage`, starting from its current offset (0 if it has none).
    public init(_ stage: Stage, smoothing: ScrubSmoothing) {
        self.stage = stage
        smoother = ScrubSmoother(smoothing, at: stage.offset ?? 0)
    }

    /// Sets the offset to follow, from the displayed state at `time`.
    ///
    /// - Parameters:
    ///   - offset: The real offset.
    ///   - time: When it changed, on the tick clock; `nil` (default) means now (the
    ///     ``timeSource``), else the next tick. A NaN or infinite time counts as none; a time
    ///     before the current motion's start counts as that start.
    /// - Returns: `false` (and nothing changes) for a non-finite offset.
    @discardableResult
    public func retarget(to offset: Double, at time: Double? = nil) -> Bool {
        guard offset.isFinite else { return false }
        if let time = callTime(time, tick: nil) {
            pending = nil
            smoother.retarget(to: offset, at: time)
        } else {
            pending = offset
        }
        onNeedsFrames?()
        return true
    }

    /// The real offset the stage is following (the last one given to ``retarget(to:at:)`` or
    /// ``jump(to:at:)``).
    public var target: Double { pending ?? smoother.target }

    /// Moves the stage to `offset` at once, with no smoothing — a programmatic jump (restoring a
    /// position, tapping a page indicator) — reporting every crossing on the way.
    ///
    /// - Parameters:
    ///   - offset: Where to go.
    ///   - time: When, on the tick clock; `nil` (default) means now (the ``timeSource``), else the
    ///     last tick's time.
    /// - Returns: `false` (and nothing changes) for a non-finite offset.
    @discardableResult
    public func jump(to offset: Double, at time: Double? = nil) -> Bool {
        guard offset.isFinite else { return false }
        pending = nil
        smoother.reset(to: offset, at: callTime(time, tick: nil) ?? lastTickTime ?? 0)
        stage.setOffset(offset)
        return true
    }

    /// Moves the stage to the displayed offset at `time`. Earlier or non-finite times are ignored.
    public func tick(at time: Double) {
        guard time.isFinite, time >= (lastTickTime ?? -.infinity) else { return }
        if let pending {
            smoother.retarget(to: pending, at: time)
            self.pending = nil
        }
        lastTickTime = time
        stage.setOffset(smoother.offset(at: time))
    }

    /// Whether the displayed offset has caught up with the target (as of the last tick).
    public var isIdle: Bool {
        pending == nil && smoother.isSettled(at: lastTickTime ?? .infinity) && stage.offset == smoother.target
    }

    /// Follows `source`: each offset it delivers becomes the target (at the time the
    /// ``timeSource`` reads when it arrives), until the source finishes or the calling task is
    /// cancelled. Ticking is separate (see ``FrameTicking``).
    ///
    /// - Parameters:
    ///   - source: Where the real offsets come from.
    ///   - isolation: The actor the stage is used from; inferred from the caller.
    public func follow(_ source: ScrollSource, isolation: isolated (any Actor)? = #isolation) async {
        for await offset in source.offsets() {
            retarget(to: offset)
        }
    }
}
