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
