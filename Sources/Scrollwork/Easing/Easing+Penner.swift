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
    ///
    /// Sine, expo and elastic are not the libm calls of their formulas but polynomial kernels on
    /// the bounded ranges those formulas use (``sinHalfPi(_:)``, ``powerOfTwo(_:)``,
    /// ``dampedCosine(_:cycles:)``): libm's general range reduction and special cases cost more
    /// than these arguments need (sine took 10–11 ns an evaluation, elastic 12–15; DESIGN.md §4
    /// asks ≤ 5 ns). Fidelity: each of
    /// the nine stays within 1e-15 absolute of its libm formula (the one in the comment beside it;
    /// verified on 100,001 evenly spaced points, the 128 doubles around 0.5 and six other points,
    /// and points near both ends, by `PennerKernelTests`), is exactly 0 at 0 and 1 at 1 (the
    /// clamps below), and is monotonic on the evenly spaced points as its formula is (sine and
    /// expo; elastic is not). Between points an ulp or so apart, a kernel a few ulps from the
    /// exact value can step back where the correctly rounded libm does not: expo never did there;
    /// sine did, by 1 ulp (easeOutSine 16 times, near 0.25, 0.5, 0.75 and 1; easeInSine 3) or up
    /// to 3 ulps (easeInOutSine 4 times, near 0.25 and 0.5). Circ is its formula, bit for bit.
    ///
    /// The in-out curves take the half the progress needs from a shared operand, with no
    /// data-dependent branch (``upper(_:_:)``): random progress made the branch mispredict about
    /// half the time, which cost more than the arithmetic.
    // Never inline: with the kernels, the optimiser inlined it into the stage's track loops, whose
    // common path (cubic curves) grew slower (W1 stage_scrub_tracks_mixed n = 1,000: 13,311
    // instructions a frame before the kernels, 13,514 inlined, 13,311 not).
    @usableFromInline @inline(never)
    static func transcendental(_ curve: Curve, _ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch curve {
        case .easeInSine:
            // 1 − cos(tπ/2), as 2·sin²(tπ/4): accurate near 0, where the curve is flat.
            let sine = sinHalfPi(t * 0.5)
            return 2 * (sine * sine)
        case .easeOutSine:
            // sin(tπ/2).
            return sinHalfPi(t)
        case .easeInOutSine:
            // (1 − cos(tπ)) / 2, as sin²(tπ/2) below 0.5 and 1 − sin²((1 − t)π/2) above: accurate
            // near both flat ends.
            let sine = sinHalfPi(min(t, 1 - t))
            return upper(t - 0.5, sine * sine)
        case .easeInExpo:
            // pow(2, 10(t − 1)).
            return powerOfTwo(10 * (t - 1))
        case .easeOutExpo:
            // 1 − pow(2, −10t).
            return 1 - powerOfTwo(-10 * t)
        case .easeInOutExpo:
            // u = 2t: pow(2, 10(u − 1)) / 2 below 1, (2 − pow(2, −10(u − 1))) / 2 above; both
            // exponents are −10|u − 1|, exactly.
            let d = t * 2 - 1
            return upper(d, 0.5 * powerOfTwo(-10 * abs(d)))
        case .easeInCirc: return -(sqrt(1 - t * t) - 1)
        case .easeOutCirc:
            let u = t - 1
            return sqrt(1 - u * u)
        case .easeInOutCirc:
            // u = 2t: −(√(1 − u²) − 1) / 2 below 1, (√(1 − (u − 2)²) + 1) / 2 above, bit for bit,
            // with the half chosen by the sign of u − 1 (+1 or −1, exact).
            let u = t * 2
            let side = Double(signOf: u - 1, magnitudeOf: 1)
            let v = u - (1 + side)
            return (0.5 * side) * (sqrt(1 - v * v) + side)
        case .easeInElastic:
            // u = t − 1: −pow(2, 10u)·sin((u − 0.075)·2π / 0.3), which is pow(2, 10u)·cos(2π·10u/3).
            return dampedCosine(1 - t, cycles: 10.0 / 3)
        case .easeOutElastic:
            // pow(2, −10t)·sin((t − 0.075)·2π / 0.3) + 1, which is 1 − pow(2, −10t)·cos(2π·10t/3).
            return 1 - dampedCosine(t, cycles: 10.0 / 3)
        case .easeInOutElastic:
            // u = 2t − 1, period 0.45, shift 0.1125: −pow(2, 10u)·sin((u − 0.1125)·2π / 0.45) / 2
            // below 0, pow(2, −10u)·sin(…) / 2 + 1 above; with sin(a − π/2) = −cos(a), both halves
            // are pow(2, −10|u|)·cos(2π·20|u|/9) / 2, taken from 0 or from 1.
            let u = t * 2 - 1
            return upper(u, 0.5 * dampedCosine(abs(u), cycles: 20.0 / 9))
        default: return t
        }
    }

    /// `half` where `side` is negative, `1 − half` where it is not (+0 included), exactly as that
    /// select, without one: the sign of `side` becomes an offset of 0 or 1 and a factor of ±1.
    /// The in-out curves' halves meet where `side` changes sign, and random progress made a branch
    /// there mispredict about half the time; written as a select, the compiler still branched
    /// (the select sat on the switch's return).
    static func upper(_ side: Double, _ half: Double) -> Double {
        let sign = Double(signOf: -side, magnitudeOf: 1)
        return (0.5 - 0.5 * sign) + sign * half
    }

    /// `sin(vπ/2)` for `v` in `−1...1` (or NaN), within 2.9e-16 of the exact value (under 3 ulps;
    /// the largest error found at 50,000 points checked in 40-digit arithmetic): an odd
    /// polynomial of degree 17 in Horner form (Remez on `0...1` in `v²`, approximation error
    /// 3.3e-19), plain multiplications and additions only (no fused multiply-add: the target has
    /// no guaranteed hardware FMA, and a software one is a libm call). Exact at 0 and ±1.
    static func sinHalfPi(_ v: Double) -> Double {
        let w = v * v
        let p = 0x1.921fb54442d18p+0 + w * (-0x1.4abbce625be52p-1 + w * (0x1.466bc6775aa7dp-4
            + w * (-0x1.32d2cce627c9ep-8 + w * (0x1.50783485523f1p-13 + w * (-0x1.e3074dfb5b971p-19
            + w * (0x1.e8f3677c2c58bp-25 + w * (-0x1.6f7ad23a648ddp-31 + w * 0x1.9d46b0508cff6p-38)))))))
        return v * p
    }

    /// `2^y` for `y` in `−1022...1023` (or NaN; the easing curves pass `−10...0`), within 2.3e-16
    /// relative (`PennerKernelTests` checks it against `pow` on `−10...10`): `y` is split into the
    /// nearest integer `n` and `f = y − n` in `−0.5...0.5` (exactly, by adding and removing
    /// 1.5·2⁵²); `2^n` is built from its exponent bits, and `2^f` is `1 + f·q(f)` with `q` of
    /// degree 10 (Remez, approximation error 1.3e-17; plain multiplications and additions).
    /// Exactly `2^n` at every integer `n`; nothing traps, and NaN gives NaN.
    // Forced inline, an exception to the house style measured with callgrind (a loop of `Easing`
    // values over 4,096 progress values, like TimelineBenchmarks' "easing" ones): without it the
    // optimiser calls it out of line, and easeInOutExpo takes 130 instructions an evaluation, 122
    // with it (easeInExpo 111 → 107, easeOutExpo 116 → 108; elastic, with dampedCosine's, below).
    @inline(__always)
    static func powerOfTwo(_ y: Double) -> Double {
        let shifter = 0x1.8p52
        let shifted = y + shifter
        let f = y - (shifted - shifter)
        // The low bits of `shifted` hold n; its exponent field is n + 1023.
        let scale = Double(bitPattern: (shifted.bitPattern &+ 1023) &<< 52)
        // Estrin's scheme: the pairs and the powers of f are independent, so the longest chain of
        // dependent operations is 8, not Horner's 20 (expo and elastic measured 0.6–1.0 ns an
        // evaluation faster in a timing loop).
        let f2 = f * f, f4 = f2 * f2
        let q01 = 0x1.62e42fefa39efp-1 + f * 0x1.ebfbdff82c598p-3
        let q23 = 0x1.c6b08d704a0cbp-5 + f * 0x1.3b2ab6fba1dd9p-7
        let q45 = 0x1.5d87fe78a2cc0p-10 + f * 0x1.430913097012cp-13
        let q67 = 0x1.ffcbfc7440c2ap-17 + f * 0x1.62bfd476dc4fbp-20
        let q89 = 0x1.b524dcbab31a2p-24 + f * 0x1.e606407da8d19p-28
        let q8to10 = q89 + f2 * 0x1.ea0443e7cdfd5p-32
        let q4to10 = (q45 + f2 * q67) + f4 * q8to10
        let q = (q01 + f2 * q23) + f4 * q4to10
        return scale * (1 + f * q)
    }

    /// `2^(−10x)·cos(2π·cycles·x)` for `x` in `0...1` (or NaN), the elastic curves' decaying wave:
    /// `cycles·x` less its nearest integer is `r` in `−0.5...0.5` (exactly), and `cos(2πr)` is
    /// `1 − 2·sin²(πr)`.
    // Forced inline, an exception to the house style measured with callgrind (as powerOfTwo's):
    // with both forced, easeInElastic 153 → 142 instructions an evaluation, easeOutElastic
    // 157 → 142, easeInOutElastic 173 → 157.
    @inline(__always)
    static func dampedCosine(_ x: Double, cycles: Double) -> Double {
        let shifter = 0x1.8p52
        let z = x * cycles
        let r = z - ((z + shifter) - shifter)
        let sine = sinHalfPi(2 * r)
        return powerOfTwo(-10 * x) * (1 - 2 * sine * sine)
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
