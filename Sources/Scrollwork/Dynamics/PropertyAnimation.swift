/// One animation of a property: what moves it (a tween, a spring or a decay), its timing options,
/// and its callbacks. Add it to an ``Animator`` under a key.
///
/// ```swift
/// var slide = PropertyAnimation.spring(DampedSpring(bounciness: 8, speed: 10), to: CGPoint(x: 0, y: 320))
/// slide.delay = 0.1
/// slide.roundingFactor = 0.5                       // write half-point positions only
/// slide.onReachTarget = { print("arrived (first crossing)") }
/// slide.onStop = { finished in print(finished ? "settled" : "interrupted") }
/// animator.add(slide, to: card, \.center, forKey: "slide")
/// ```
///
/// A spring or decay needs an ``AnimatableVector`` value (it has a velocity); a tween works with any
/// ``Interpolatable`` value. `from` may be left `nil`: the property's value is then read when the
/// animation starts (after its delay), like Pop's `fromValue`.
///
/// Options with a trap for bad values (a negative delay, a negative repeat count, a negative or
/// non-finite rounding factor) trap when set, naming the option and the value.
public struct PropertyAnimation<Value: Interpolatable> {
    enum Plan {
        case tween(Tween, from: Value?, to: Value)
        case spring(DampedSpring, from: Value?, to: Value, initialVelocity: Value?)
        case decay(Decay, from: Value?, velocity: Value)
    }

    var plan: Plan
    /// Component access, present when `Value` is an ``AnimatableVector``.
    let vector: VectorWitness<Value>?

    /// Seconds to wait, after the animation is added, before it starts (default 0).
    ///
    /// - Precondition: finite and ≥ 0.
    public var delay: Double = 0 {
        didSet { precondition(delay.isFinite && delay >= 0, "PropertyAnimation.delay needs a finite value >= 0, got \(delay)") }
    }

    /// How many times the animation runs (default 1). With ``autoreverses`` each run goes there and
    /// back. 0 also means once, as in Pop.
    ///
    /// - Precondition: ≥ 0.
    public var repeatCount: Int = 1 {
        didSet { precondition(repeatCount >= 0, "PropertyAnimation.repeatCount needs a value >= 0, got \(repeatCount)") }
    }

    /// Whether it repeats until removed; then ``repeatCount`` is ignored and it never finishes.
    public var repeatsForever = false

    /// Whether each run is followed by the same run backwards (`from` and `to` swapped; a spring's
    /// or decay's velocity reversed). A reversed run's start is the forward run's end, so there is
    /// no jump.
    public var autoreverses = false

    var clampingStorage: AnimationClamping = .none
    var roundingStorage = 0.0

    /// What kind of motion this animation makes (default: by value type, see ``MotionKind``).
    ///
    /// Under an animator's reduced ``MotionPolicy``, a ``MotionKind/decorative`` animation ends at
    /// once at its end value, and a spring of any other kind settles without overshoot.
    public var motion: MotionKind = .default(for: Value.self)

    /// Records every event of this animation, with its time and value (default none).
    public var tracer: AnimationTracer<Value>?

    /// Called when the animation starts (after its delay).
    public var onStart: (() -> Void)?
    /// Called after each frame's value is written, with that value.
    public var onApply: ((Value) -> Void)?
    /// Called the first time each run reaches or crosses its target; see
    /// ``AnimationEvent/Kind/reachedTarget``.
    public var onReachTarget: (() -> Void)?
    /// Called once when the animation ends: `true` if it finished, `false` if it was removed,
    /// replaced, or its object went away.
    public var onStop: ((_ finished: Bool) -> Void)?

    init(plan: Plan, vector: VectorWitness<Value>?) {
        self.plan = plan
        self.vector = vector
    }

    /// What moves the value.
    package var kind: AnimationKind {
        switch plan {
        case .tween: .tween
        case .spring: .spring
        case .decay: .decay
        }
    }

    /// The start value, or `nil` to read the property when the animation starts.
    public var from: Value? {
        switch plan {
        case .tween(_, let from, _), .spring(_, let from, _, _), .decay(_, let from, _): from
        }
    }

    /// The target of a tween or spring; `nil` for a decay (it rests where its momentum ends).
    public var target: Value? {
        switch plan {
        case .tween(_, _, let to), .spring(_, _, let to, _): to
        case .decay: nil
        }
    }

    /// How many runs the animation makes in all (each half of an autoreversed run counts).
    var totalRuns: Int {
        if repeatsForever { return .max }
        let runs = max(repeatCount, 1)
        return autoreverses ? (runs > Int.max / 2 ? .max : 2 * runs) : runs
    }

    /// A copy whose motion starts at `value` with `velocity` (springs and decays), for hand-offs.
    func continuing(from value: Value, velocity: Value?) -> PropertyAnimation {
        var copy = self
        switch plan {
        case .tween(let tween, _, let to):
            copy.plan = .tween(tween, from: value, to: to)
        case .spring(let spring, _, let to, let initial):
            copy.plan = .spring(spring, from: value, to: to, initialVelocity: velocity ?? initial)
        case .decay(let decay, _, let initial):
            copy.plan = .decay(decay, from: value, velocity: velocity ?? initial)
        }
        return copy
    }
}

extension PropertyAnimation {
    /// A time-based move to `to` over `duration` with `easing`: Pop's basic animation.
    ///
    /// Progress follows the absolute time since the start (see ``Tween``), so dropped frames do not
    /// stretch it. A zero duration writes `to` on the first frame and finishes.
    ///
    /// A tween works with any ``Interpolatable`` value; when the value is also an
    /// ``AnimatableVector`` (numbers, points, sizes, rects, colours), the animation supports
    /// ``clamping``, ``roundingFactor``, velocity queries and hand-offs as springs and decays do.
    ///
    /// - Parameters:
    ///   - from: The start value, or `nil` (default) to read the property when it starts.
    ///   - to: The target.
    ///   - duration: Seconds, ≥ 0 (default 0.4).
    ///   - easing: The timing curve (default ``Easing/ease``, Core Animation's default).
    /// - Returns: The animation.
    /// - Precondition: `duration` is finite and ≥ 0; for vector values, `from` and `to` have finite
    ///   components.
    public static func tween(from: Value? = nil, to: Value, duration: Double = 0.4, easing: Easing = .ease) -> PropertyAnimation {
        let vector = VectorWitness<Value>.ifVector
        if let vector { requireFinite(from, to, vector: vector, api: "PropertyAnimation.tween(from:to:duration:easing:)") }
        return PropertyAnimation(plan: .tween(Tween(duration: duration, easing: easing), from: from, to: to), vector: vector)
    }

    /// Traps, naming `api`, unless every given value has finite components.
    private static func requireFinite(_ values: Value?..., vector: VectorWitness<Value>, api: String) {
        for case let value? in values {
            let components = vector.components(value)
            precondition(components.isFinite, "\(api) needs finite values, got \(components)")
        }
    }
}

extension PropertyAnimation where Value: AnimatableVector {

    /// A spring from `from` (or the property's value) to `to`, released with `initialVelocity`.
    ///
    /// The motion is ``DampedSpring``'s closed form. It finishes when every component stays within the
    /// property's threshold of the target (the envelope bound of
    /// ``DampedSpring/settlingDuration(from:to:initialVelocity:threshold:)``), writing the target exactly
    /// on its last frame; an undamped spring never finishes. Retarget a running spring with
    /// ``Animator/retarget(forKey:to:at:)``.
    ///
    /// - Parameters:
    ///   - spring: The spring (default `DampedSpring()`, Pop's bounciness 4 and speed 12).
    ///   - from: The start value, or `nil` (default) to read the property when it starts.
    ///   - to: The target.
    ///   - initialVelocity: Units per second per component, or `nil` (default) for rest.
    /// - Returns: The animation.
    /// - Precondition: every given value has finite components (a NaN velocity traps; a headless
    ///   ``ScrollPhysics`` turns a gesture's NaN velocity into 0 before it gets here).
    public static func spring(_ spring: DampedSpring = DampedSpring(), from: Value? = nil, to: Value, initialVelocity: Value? = nil) -> PropertyAnimation {
        requireFinite(from, to, initialVelocity, vector: .standard, api: "PropertyAnimation.spring(_:from:to:initialVelocity:)")
        return PropertyAnimation(plan: .spring(spring, from: from, to: to, initialVelocity: initialVelocity), vector: .standard)
    }

    /// Momentum from `from` (or the property's value) with `velocity`, slowing by the decay's rate.
    ///
    /// The motion is ``Decay``'s closed form. It finishes once every component is slower than
    /// `5 × threshold` per second (Pop's rule), where it stays; it never passes that point.
    ///
    /// - Parameters:
    ///   - decay: The deceleration (default ``Decay/normal``).
    ///   - from: The start value, or `nil` (default) to read the property when it starts.
    ///   - velocity: Units per second per component at release.
    /// - Returns: The animation.
    /// - Precondition: every given value has finite components.
    public static func decay(_ decay: Decay = .normal, from: Value? = nil, velocity: Value) -> PropertyAnimation {
        requireFinite(from, velocity, vector: .standard, api: "PropertyAnimation.decay(_:from:velocity:)")
        return PropertyAnimation(plan: .decay(decay, from: from, velocity: velocity), vector: .standard)
    }

    /// Which ends of the move the written values may not pass, per component (default none).
    public var clamping: AnimationClamping {
        get { clampingStorage }
        set { clampingStorage = newValue }
    }

    /// Written values are rounded to multiples of this, per component: 1 for whole points, 0.5 for
    /// half points, `1 / scale` for device pixels (default 0: no rounding). Pop's `roundingFactor`.
    /// A factor so small that `value / factor` overflows leaves the value as it is (it is already
    /// as close to a multiple as a `Double` can be); a huge one rounds to 0 or ±factor.
    ///
    /// - Precondition: finite and ≥ 0.
    public var roundingFactor: Double {
        get { roundingStorage }
        set {
            precondition(newValue.isFinite && newValue >= 0, "PropertyAnimation.roundingFactor needs a finite value >= 0, got \(newValue)")
            roundingStorage = newValue
        }
    }
}

// The callbacks are plain closures run on the animator's thread, so an animation is not Sendable.
@available(*, unavailable)
extension PropertyAnimation: Sendable {}

/// Converts a value to and from its components, captured where `Value: AnimatableVector` is known.
struct VectorWitness<Value> {
    let components: (Value) -> AnimationComponents
    let value: (AnimationComponents) -> Value
}

extension VectorWitness where Value: AnimatableVector {
    static var standard: VectorWitness {
        VectorWitness(components: { $0.animationComponents }, value: { Value(animationComponents: $0) })
    }
}

extension VectorWitness {
    /// The witness when `Value` turns out, at run time, to be an ``AnimatableVector``: what lets
    /// one `tween` serve every value type.
    static var ifVector: VectorWitness? {
        guard let vectorType = Value.self as? any AnimatableVector.Type else { return nil }
        return witness(for: vectorType)
    }

    /// `Vector` is `Value` here, so the standard witness is this one: cast once, when the animation
    /// is made, rather than a cast in each closure on every tick.
    private static func witness<Vector: AnimatableVector>(for _: Vector.Type) -> VectorWitness {
        VectorWitness<Vector>.standard as! VectorWitness
    }
}

/// What moves an animation's value.
package struct AnimationKind: Hashable, Sendable, CustomStringConvertible {
    private enum Tag: Hashable, Sendable { case tween, spring, decay }
    private let tag: Tag

    /// A duration and an easing (``Tween``).
    package static let tween = AnimationKind(tag: .tween)
    /// A ``DampedSpring``.
    package static let spring = AnimationKind(tag: .spring)
    /// A ``Decay``.
    package static let decay = AnimationKind(tag: .decay)

    /// `tween`, `spring` or `decay`.
    package var description: String {
        switch tag {
        case .tween: "tween"
        case .spring: "spring"
        case .decay: "decay"
        }
    }
}

/// Where a keyed animation is in its life, as ``Animator/status(forKey:)`` reports it.
public struct AnimationStatus: Hashable, Sendable {
    /// What moves it.
    package let kind: AnimationKind
    /// Whether it has started (its delay is over and a tick has seen it).
    public let hasStarted: Bool
    /// Whether it is paused.
    public let isPaused: Bool
    /// Seconds of motion since it started (or since it was last retargeted), as of the animator's
    /// last tick; 0 before it starts. While it plays backward (``Animator/reverseAnimation(forKey:at:)``)
    /// this is where it is in its motion, and it decreases.
    public let elapsed: Double
    /// The run in progress, from 0 (repeats and autoreversed halves count).
    public let run: Int
    /// The length of one run in seconds once started (`+∞` for an undamped spring), else `nil`.
    public let runDuration: Double?
}
