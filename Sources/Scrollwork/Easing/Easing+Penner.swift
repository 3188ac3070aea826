import Foundation

// Robert Penner's easing equations as jQuery Easing 1.3 (gsgd.co.uk) writes them, the set
// Ouroboros ships (NSBKeyframeAnimationFunctions.c), with b = 0, c = 1, d = 1. Progress is clamped
// into 0...1 first, which also pins f(0) == 0 and f(1) == 1 exactly.
//
// The named curves are inlinable computed properties rather than stored ones: a stored static is
// a lazily initialised global the optimiser cannot look into, so every call went through the
// curve dispatch; a computed one is a constant at the call site, and `Easing.easeInOutCubic(p)`
// compiles to the curve's arithmetic alone. Making one costs nothing (no storage, no allocation).
extension Easing {
    /// Quadratic ease-in, `p²`.
    @inlinable
    public static var easeInQuad: Easing { Easing(.easeInQuad) }
    /// Quadratic ease-out, `1 − (1 − p)²`.
    @inlinable
    public static var easeOutQuad: Easing { Easing(.easeOutQuad) }
    /// Quadratic ease-in-out.
    @inlinable
    public static var easeInOutQuad: Easing { Easing(.easeInOutQuad) }
    /// Cubic ease-in, `p³`.
    @inlinable
    public static var easeInCubic: Easing { Easing(.easeInCubic) }
    /// Cubic ease-out, `(p − 1)³ + 1`.
    @inlinable
    public static var easeOutCubic: Easing { Easing(.easeOutCubic) }
    /// Cubic ease-in-out: `4p³` below 0.5, `1 − (2 − 2p)³ / 2` above.
    @inlinable
    public static var easeInOutCubic: Easing { Easing(.easeInOutCubic) }
    /// Quartic ease-in, `p⁴`.
    @inlinable
    public static var easeInQuart: Easing { Easing(.easeInQuart) }
    /// Quartic ease-out, `1 − (p − 1)⁴`.
    @inlinable
    public static var easeOutQuart: Easing { Easing(.easeOutQuart) }
    /// Quartic ease-in-out.
    @inlinable
    public static var easeInOutQuart: Easing { Easing(.easeInOutQuart) }
    /// Quintic ease-in, `p⁵`.
    @inlinable
    public static var easeInQuint: Easing { Easing(.easeInQuint) }
    /// Quintic ease-out, `(p − 1)⁵ + 1`.
    @inlinable
    public static var easeOutQuint: Easing { Easing(.easeOutQuint) }
    /// Quintic ease-in-out.
    @inlinable
    public static var easeInOutQuint: Easing { Easing(.easeInOutQuint) }
    /// Sinusoidal ease-in, `1 − cos(p·π/2)`.
    @inlinable
    public static var easeInSine: Easing { Easing(.easeInSine) }
    /// Sinusoidal ease-out, `sin(p·π/2)`.
    @inlinable
    public static var easeOutSine: Easing { Easing(.easeOutSine) }
    /// Sinusoidal ease-in-out, `(1 − cos(p·π)) / 2`.
    @inlinable
    public static var easeInOutSine: Easing { Easing(.easeInOutSine) }
    /// Exponential ease-in, `2^(10(p − 1))` (0 at 0 exactly, so it jumps by 2⁻¹⁰ just after 0).
    @inlinable
    public static var easeInExpo: Easing { Easing(.easeInExpo) }
    /// Exponential ease-out, `1 − 2^(−10p)` (1 at 1 exactly).
    @inlinable
    public static var easeOutExpo: Easing { Easing(.easeOutExpo) }
    /// Exponential ease-in-out.
    @inlinable
    public static var easeInOutExpo: Easing { Easing(.easeInOutExpo) }
    /// Circular ease-in, `1 − √(1 − p²)`.
    @inlinable
    public static var easeInCirc: Easing { Easing(.easeInCirc) }
    /// Circular ease-out, `√(1 − (p − 1)²)`.
    @inlinable
    public static var easeOutCirc: Easing { Easing(.easeOutCirc) }
    /// Circular ease-in-out.
    @inlinable
    public static var easeInOutCirc: Easing { Easing(.easeInOutCirc) }
    /// Elastic ease-in: period 0.3, amplitude 1; undershoots below 0.
    @inlinable
    public static var easeInElastic: Easing { Easing(.easeInElastic) }
    /// Elastic ease-out: period 0.3, amplitude 1; overshoots above 1.
    @inlinable
    public static var easeOutElastic: Easing { Easing(.easeOutElastic) }
    /// Elastic ease-in-out: period 0.45 (0.3 × 1.5), amplitude 1.
    @inlinable
    public static var easeInOutElastic: Easing { Easing(.easeInOutElastic) }
    /// Back ease-in with overshoot s = 1.70158: `p²((s + 1)p − s)`; dips below 0.
    @inlinable
    public static var easeInBack: Easing { Easing(.easeInBack) }
    /// Back ease-out with overshoot s = 1.70158; rises above 1.
    @inlinable
    public static var easeOutBack: Easing { Easing(.easeOutBack) }
    /// Back ease-in-out with overshoot s = 1.70158 × 1.525.
    @inlinable
    public static var easeInOutBack: Easing { Easing(.easeInOutBack) }
    /// Bounce ease-in, `1 − easeOutBounce(1 − p)`.
    @inlinable
    public static var easeInBounce: Easing { Easing(.easeInBounce) }
    /// Bounce ease-out: four parabolic arcs (7.5625, breakpoints 1/2.75, 2/2.75, 2.5/2.75).
    @inlinable
    public static var easeOutBounce: Easing { Easing(.easeOutBounce) }
    /// Bounce ease-in-out.
    @inlinable
    public static var easeInOutBounce: Easing { Easing(.easeInOutBounce) }

    /// The 31 named curves (``linear`` and the 30 Penner curves) in declaration order, with their names.
    public static let named: [(name: String, easing: Easing)] = Curve.allCases.prefix(31).map {
        ($0.rawValue, Easing($0))
    }

    /// Evaluates `linear` or a Penner curve at any progress (clamped into `0...1`); other curves
    /// are not handled here.
    @inlinable
    static func penner(_ curve: Curve, _ progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return penner(curve, unit: progress)
    }

    /// Evaluates `linear` or a Penner curve at `t` in `0...1` (or NaN), with no clamping on the
    /// common path: what a timeline calls, whose progress is in `0...1` already.
    ///
    /// The curves used most (linear, quad and cubic) are plain arithmetic here, small enough for
    /// the optimiser to inline into a caller's lookup, and exact at both ends as written (0 ↦ 0,
    /// 1 ↦ 1, no clamp needed); the others are one call away, to ``polynomial(_:_:)`` (quart,
    /// quint, back, bounce) or ``transcendental(_:_:)`` (sine, expo, circ, elastic), which pin the
    /// ends themselves.
    @inlinable
    static func penner(_ curve: Curve, unit t: Double) -> Double {
        switch curve {
        case .linear: return t
        case .easeInQuad: return t * t
        case .easeOutQuad: return -t * (t - 2)
        case .easeInOutQuad:
            // Both halves are computed and one selected: no data-dependent branch.
            let u = t * 2, v = u - 1
            let low = 0.5 * u * u, high = -0.5 * (v * (v - 2) - 1)
            return u < 1 ? low : high
        case .easeInCubic: return t * t * t
        case .easeOutCubic:
            let u = t - 1
            return u * u * u + 1
        case .easeInOutCubic:
            let v = 2 - 2 * t
            let low = 4 * t * t * t, high = 1 - v * v * v / 2
            return t < 0.5 ? low : high
        case .easeInSine, .easeOutSine, .easeInOutSine, .easeInExpo, .easeOutExpo, .easeInOutExpo,
             .easeInCirc, .easeOutCirc, .easeInOutCirc, .easeInElastic, .easeOutElastic, .easeInOutElastic:
            return transcendental(curve, t)
        default: return polynomial(curve, t)
        }
    }

    /// Quart, quint, back and bounce at `t` in `0...1` (or NaN); exactly 0 and 1 at the ends.
    @usableFromInline
    static func polynomial(_ curve: Curve, _ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch curve {
        case .easeInQuart: return t * t * t * t
        case .easeOutQuart:
            let u = t - 1
            return -(u * u * u * u - 1)
        case .easeInOutQuart:
            let u = t * 2, v = u - 2
            let low = 0.5 * u * u * u * u, high = -0.5 * (v * v * v * v - 2)
            return u < 1 ? low : high
        case .easeInQuint: return t * t * t * t * t
        case .easeOutQuint:
            let u = t - 1
            return u * u * u * u * u + 1
        case .easeInOutQuint:
            let u = t * 2, v = u - 2
            let low = 0.5 * u * u * u * u * u, high = 0.5 * (v * v * v * v * v + 2)
            return u < 1 ? low : high
        case .easeInBack:
            let s = 1.70158
            return t * t * ((s + 1) * t - s)
        case .easeOutBack:
            let s = 1.70158
            let u = t - 1
            return u * u * ((s + 1) * u + s) + 1
        case .easeInOutBack:
            let s = 1.70158 * 1.525
            let u = t * 2
            if u < 1 { return 0.5 * (u * u * ((s + 1) * u - s)) }
            let v = u - 2
            return 0.5 * (v * v * ((s + 1) * v + s) + 2)
        case .easeInBounce: return 1 - bounceOut(1 - t)
        case .easeOutBounce: return bounceOut(t)
        case .easeInOutBounce:
            if t < 0.5 { return (1 - bounceOut(1 - t * 2)) * 0.5 }
            return bounceOut(t * 2 - 1) * 0.5 + 0.5
        default: return t
        }
    }

    /// The Penner curves built on `sin`, `pow` and `sqrt`, at `t` in `0...1` (or NaN); exactly 0
    /// and 1 at the ends. Out of line: these calls would make every caller's lookup path opaque.
    @usableFromInline
    static func transcendental(_ curve: Curve, _ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch curve {
        case .easeInSine: return -cos(t * (Double.pi / 2)) + 1
        case .easeOutSine: return sin(t * (Double.pi / 2))
        case .easeInOutSine: return -0.5 * (cos(Double.pi * t) - 1)
        case .easeInExpo: return pow(2, 10 * (t - 1))
        case .easeOutExpo: return -pow(2, -10 * t) + 1
        case .easeInOutExpo:
            let u = t * 2
            if u < 1 { return 0.5 * pow(2, 10 * (u - 1)) }
            return 0.5 * (-pow(2, -10 * (u - 1)) + 2)
        case .easeInCirc: return -(sqrt(1 - t * t) - 1)
        case .easeOutCirc:
            let u = t - 1
            return sqrt(1 - u * u)
        case .easeInOutCirc:
            // u = 2t: −(√(1 − u²) − 1) / 2 below 1, (√(1 − (u − 2)²) + 1) / 2 above, bit for bit,
            // with the half chosen by the sign of u − 1 (+1 or −1, exact) rather than a branch:
            // random progress mispredicted it about half the time, which cost more than the
            // arithmetic (written as a select, the compiler still branched: the select sat on the
            // switch's return).
            let u = t * 2
            let side = Double(signOf: u - 1, magnitudeOf: 1)
            let v = u - (1 + side)
            return (0.5 * side) * (sqrt(1 - v * v) + side)
        case .easeInElastic:
            let period = 0.3, shift = 0.3 / 4
            let u = t - 1
            return -(pow(2, 10 * u) * sin((u - shift) * (2 * Double.pi) / period))
        case .easeOutElastic:
            let period = 0.3, shift = 0.3 / 4
            return pow(2, -10 * t) * sin((t - shift) * (2 * Double.pi) / period) + 1
        case .easeInOutElastic:
            let period = 0.3 * 1.5, shift = 0.3 * 1.5 / 4
            let u = t * 2 - 1
            if u < 0 { return -0.5 * (pow(2, 10 * u) * sin((u - shift) * (2 * Double.pi) / period)) }
            return pow(2, -10 * u) * sin((u - shift) * (2 * Double.pi) / period) * 0.5 + 1
        default: return t
        }
    }

    /// Penner's easeOutBounce on `0...1`.
    @inlinable
    static func bounceOut(_ t: Double) -> Double {
        if t < 1 / 2.75 { return 7.5625 * t * t }
        if t < 2 / 2.75 {
            let u = t - 1.5 / 2.75
            return 7.5625 * u * u + 0.75
        }
        if t < 2.5 / 2.75 {
            let u = t - 2.25 / 2.75
            return 7.5625 * u * u + 0.9375
        }
        let u = t - 2.625 / 2.75
        return 7.5625 * u * u + 0.984375
    }
}
