/// The motion of one scroll axis on its own: a piecewise closed form of time.
///
/// A release becomes a decay whose edge crossing is solved in advance (``Decay/time(toTravel:initialVelocity:)``);
/// at that exact time, not at the next frame, the motion becomes a spring that starts on the edge
/// with the decay's velocity there. So a fling gives the same offsets at the same times whatever
/// the frame rate, bounce included.
struct AxisMotion {
    /// A decay's edge crossing, relative to the decay's start.
    struct Crossing {
        let time: Double
        let edge: Double
        let velocity: Double
        /// Whether the bounce that starts there settles without overshoot: the motion policy of the
        /// release, not of the frame that reaches the crossing.
        let reduced: Bool
    }

    enum Kind {
        case resting
        case decaying(Decay, velocity: Double, duration: Double, crossing: Crossing?)
        /// A spring; with `clamped`, it rests on the target the moment it would pass it.
        case springing(DampedSpring, target: Double, velocity: Double, duration: Double, phase: ScrollPhysics.Activity, clamped: Bool)
        case tweening(Tween, target: Double)
    }

    var kind = Kind.resting
    /// The start of the current piece in animator time; `nil` until the next tick.
    var start: Double?
    /// The position at `start`.
    var from: Double

    init(at position: Double) {
        from = position
    }

    var isResting: Bool {
        if case .resting = kind { return true }
        return false
    }

    /// Where the motion comes to rest: a decay's stop (or the edge it crosses, where it bounces
    /// back to or stops), a spring's or tween's target, the position of a rest.
    var restingPosition: Double {
        switch kind {
        case .resting: from
        case .decaying(let decay, let velocity, let duration, let crossing):
            crossing?.edge ?? decay.position(at: duration, from: from, initialVelocity: velocity)
        case .springing(_, let target, _, _, _, _): target
        case .tweening(_, let target): target
        }
    }

    var phase: ScrollPhysics.Activity {
        switch kind {
        case .resting: .idle
        case .decaying: .decelerating
        case .springing(_, _, _, _, let phase, _): phase
        case .tweening: .animating
        }
    }

    /// Settling threshold for springs, in points.
    static let threshold = 0.01

    /// Starts a decay from `position`; a crossing of `range` hands over to a bounce (see
    /// ``advance(to:bounces:bounceSpring:)``), reduced (no overshoot) if `reduced`.
    mutating func decay(_ decay: Decay, from position: Double, velocity: Double, within range: ClosedRange<Double>, reduced: Bool = false, start: Double?) {
        from = position
        self.start = start
        let duration = decay.duration(initialVelocity: velocity)
        guard duration > 0 else {
            kind = .resting
            return
        }
        var crossing: Crossing?
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        if let time = decay.time(toTravel: edge - position, initialVelocity: velocity), time <= duration {
            crossing = Crossing(time: time, edge: edge, velocity: decay.velocity(at: time, initialVelocity: velocity), reduced: reduced)
        }
        kind = .decaying(decay, velocity: velocity, duration: duration, crossing: crossing)
    }

    /// Starts a spring from `position` to `target` with `velocity`; with `reduced`, one that
    /// neither oscillates nor passes its target (reduced motion).
    mutating func spring(_ spring: DampedSpring, from position: Double, to target: Double, velocity: Double, phase: ScrollPhysics.Activity,
                         reduced: Bool = false, start: Double?) {
        from = position
        self.start = start
        let spring = reduced ? spring.withoutOvershoot : spring
        let duration = spring.settlingDuration(from: position, to: target, initialVelocity: velocity, threshold: Self.threshold)
        if duration == 0 {
            from = target
            kind = .resting
        } else {
            kind = .springing(spring, target: target, velocity: velocity, duration: duration, phase: phase, clamped: reduced && position != target)
        }
    }

    /// Starts a tween from `position` to `target`.
    mutating func tween(_ tween: Tween, from position: Double, to target: Double, start: Double?) {
        from = position
        self.start = start
        kind = .tweening(tween, target: target)
    }

    /// Stops where it is.
    mutating func rest(at position: Double) {
        from = position
        kind = .resting
    }

    /// Position and velocity at animator time `t`, taking every transition due by then at its
    /// own time: a decay's crossing becomes a bounce (`bounceSpring`, reduced as the release
    /// chose) or, without bounces, a stop on the edge; a finished piece rests.
    mutating func advance(to t: Double, bounces: Bool, bounceSpring: DampedSpring) -> (position: Double, velocity: Double) {
        while true {
            if start == nil { start = t }
            let elapsed = t - (start ?? t)
            switch kind {
            case .resting:
                return (from, 0)
            case .decaying(let decay, let velocity, let duration, let crossing):
                if let crossing, elapsed >= crossing.time {
                    let at = (start ?? t) + crossing.time
                    if bounces {
                        spring(bounceSpring, from: crossing.edge, to: crossing.edge, velocity: crossing.velocity, phase: .bouncing, reduced: crossing.reduced, start: at)
                        if case .resting = kind { return (crossing.edge, 0) }
                    } else {
                        rest(at: crossing.edge)
                    }
                    continue
                }
                if elapsed >= duration {
                    rest(at: decay.position(at: duration, from: from, initialVelocity: velocity))
                    continue
                }
                return (decay.position(at: elapsed, from: from, initialVelocity: velocity), decay.velocity(at: elapsed, initialVelocity: velocity))
            case .springing(let spring, let target, let velocity, let duration, _, let clamped):
                if elapsed >= duration {
                    rest(at: target)
                    continue
                }
                let position = spring.position(at: elapsed, from: from, to: target, initialVelocity: velocity)
                if clamped && (position - target) * (from - target) <= 0 {
                    // It would pass its target: it rests there instead.
                    rest(at: target)
                    continue
                }
                return (position, spring.velocity(at: elapsed, from: from, to: target, initialVelocity: velocity))
            case .tweening(let tween, let target):
                if elapsed >= tween.duration {
                    rest(at: target)
                    continue
                }
                return (tween.value(at: elapsed, from: from, to: target), tween.velocity(at: elapsed, from: from, to: target))
            }
        }
    }
}
