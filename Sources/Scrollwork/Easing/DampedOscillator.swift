import Foundation

/// The closed-form motion of a damped harmonic oscillator `x'' + 2ζω·x' + ω²·x = 0`.
///
/// This is the one spring kernel in Scrollwork: ``Easing/spring(mass:stiffness:damping:initialVelocity:)``
/// samples it for a unit move, and ``DampedSpring`` (Dynamics) for any start, target and velocity. `x` is
/// the displacement from the rest position; the solution for `x(0) = x0`, `x'(0) = v0` is written as
///
///     x(t) = C(t)·x0 + S(t)·(v0 + ζω·x0)
///     v(t) = C(t)·v0 − S(t)·(ζω·v0 + ω²·x0)
///
/// where the basis `C`, `S` (already multiplied by the decay `e^(−ζωt)`) depends on the regime:
/// - under-damped (ζ < 1), `ωd = ω√(1 − ζ²)`: `C = e^(−ζωt)·cos ωd·t`, `S = e^(−ζωt)·sin(ωd·t)/ωd`;
/// - critically damped (ζ = 1): `C = e^(−ωt)`, `S = t·e^(−ωt)`;
/// - over-damped (ζ > 1), `ωd = ω√(ζ² − 1)`: `C = e^(−ζωt)·cosh ωd·t`, `S = e^(−ζωt)·sinh(ωd·t)/ωd`,
///   evaluated as `e^(r·t)·(1 + q)/2` and `e^(r·t)·(1 − q)/(2ωd)` with the slow root
///   `r = −ω/(ζ + √(ζ² − 1))` and `q = e^(−2ωd·t)` from `expm1`, so that nothing overflows and
///   nothing cancels, even next to critical damping or far from it.
///
/// Each form tends to the critical one as ζ → 1, so the regimes join without a seam.
///
/// ## Extreme parameters
/// Every finite spring (m > 0, k > 0, c ≥ 0) is accepted. ω and ζ are computed without
/// intermediate overflow (`√k·√m` where `k·m` would leave the range), and they are reported as
/// computed — `+∞` only when the value itself exceeds `Double`'s range. The *sampled* motion keeps
/// its rates within ``slowestRate``…``fastestRate`` per second: an under-damped spring's ω is
/// clamped into that range (ζ kept), and a damped spring's fast and slow rates
/// `ω(ζ ± √(ζ² − 1))` are clamped too (the slow one — the visible creep of a heavily damped
/// spring — down to 10⁻³⁰⁰). Springs inside those limits, which is every spring a person can
/// see, are sampled exactly as given; beyond them the motion differs only before 10⁻¹⁴⁸ s or
/// after 10¹⁴⁸ s, and every product in the kernel stays finite.
struct DampedOscillator: Sendable, Hashable {
    enum Regime: Sendable, Hashable {
        case underdamped, critical, overdamped
    }

    /// The fastest rate, per second, the sampled motion uses (ω, or a damped spring's fast rate).
    static let fastestRate = 1e150
    /// The slowest natural frequency the sampled motion uses, per second (the slow rate of a
    /// heavily damped spring may go down to its square, 10⁻³⁰⁰).
    static let slowestRate = 1e-150

    /// Natural angular frequency ω of the sampled motion, in radians per second (> 0): the spring's
    /// own inside the limits (see ``naturalParameters(mass:stiffness:damping:)`` for the reported one).
    let omega: Double
    /// Damping ratio ζ of the sampled motion (≥ 0).
    let ratio: Double
    let regime: Regime
    /// `ωd`: `ω√(1 − ζ²)` under-damped, `ω√(ζ² − 1)` over-damped, 0 when critical.
    let frequency: Double
    /// `1/ωd` (`+∞` when critical), so that sampling multiplies instead of dividing.
    let inverseFrequency: Double
    /// The exponent of the envelope: `−ζω`, or the slow root `−ω/(ζ + √(ζ² − 1))` over-damped.
    let rate: Double
    /// `ζω`.
    let dampingRate: Double

    /// The motion of `m·x'' + c·x' + k·x = 0`.
    ///
    /// - Precondition: finite `m > 0`, `k > 0`, `c >= 0` (callers validate and report).
    init(mass m: Double, stiffness k: Double, damping c: Double) {
        let (omega, ratio) = Self.naturalParameters(mass: m, stiffness: k, damping: c)
        if omega >= Self.slowestRate && omega <= Self.fastestRate && ratio <= Self.fastestRate {
            self.init(omega: omega, ratio: ratio)
        } else {
            let sampled = Self.sampledParameters(mass: m, stiffness: k, damping: c, ratio: ratio)
            self.init(omega: sampled.omega, ratio: sampled.ratio)
        }
    }

    /// ω = √(k/m) and ζ = c/(2√(k·m)) as the parameters give them, by the plain formulas whenever
    /// their intermediates are normal numbers (bit for bit what they always were), else by square
    /// roots taken first: `+∞` only when the value itself exceeds the range of `Double`.
    static func naturalParameters(mass m: Double, stiffness k: Double, damping c: Double) -> (omega: Double, ratio: Double) {
        let quotient = k / m
        let omega = quotient.isNormal ? quotient.squareRoot() : k.squareRoot() / m.squareRoot()
        let product = k * m
        let root = product.isNormal ? product.squareRoot() : k.squareRoot() * m.squareRoot()
        let ratio = (2 * root).isFinite ? c / (2 * root) : c / root * 0.5
        return (omega, ratio)
    }

    /// The ω and ζ to sample a spring outside the limits with (see the type's discussion),
    /// computed from logarithms so that nothing overflows.
    private static func sampledParameters(mass m: Double, stiffness k: Double, damping c: Double, ratio: Double) -> (omega: Double, ratio: Double) {
        let lowest = log(slowestRate), highest = log(fastestRate)
        let logOmega = (log(k) - log(m)) / 2
        guard c > 0, ratio >= 1 else { return (exp(min(max(logOmega, lowest), highest)), ratio) }
        // Damped: the fast and slow rates are ω·ζ·(1 ± √(1 − 1/ζ²))^(±1).
        let logRatio = log(c) - log(2.0) - (log(k) + log(m)) / 2
        let g = log1p((-expm1(-2 * max(logRatio, 0))).squareRoot())
        let fast = min(max(logOmega + logRatio + g, lowest), highest)
        let slow = min(max(logOmega - logRatio - g, 2 * lowest), fast)
        // ω² is the product of the rates and ζ·ω their mean.
        return (exp((fast + slow) / 2), cosh((fast - slow) / 2))
    }

    /// - Precondition: `omega` in `10⁻²²⁵ … fastestRate` and `ratio ≥ 0`, both finite (the extreme
    ///   path keeps ω at or above the geometric mean of the slowest and fastest rates it allows).
    private init(omega: Double, ratio: Double) {
        self.omega = omega
        self.ratio = ratio
        dampingRate = ratio * omega
        if ratio < 1 {
            regime = .underdamped
            frequency = omega * ((1 - ratio) * (1 + ratio)).squareRoot()
            rate = -dampingRate
        } else if ratio == 1 {
            regime = .critical
            frequency = 0
            rate = -omega
        } else {
            regime = .overdamped
            // (ζ − 1)(ζ + 1) overflows beyond ζ ≈ 1.3e154; the split form is exact enough there.
            let root = ratio < 1e150 ? ((ratio - 1) * (ratio + 1)).squareRoot() : (ratio - 1).squareRoot() * (ratio + 1).squareRoot()
            frequency = omega * root
            rate = -omega / (ratio + root)
        }
        inverseFrequency = 1 / frequency
    }

    /// The damped basis `(C(t), S(t))` at `t ≥ 0`.
    ///
    /// Once `e^(rate·t)` underflows to 0 (`rate·t < −746`) the basis is exactly (0, 0): returned
    /// without taking `cos` or `sin` of a huge (or infinite) angle, which would make it NaN.
    func basis(at t: Double) -> (c: Double, s: Double) {
        let exponent = rate * t
        if exponent < -746 { return (0, 0) }
        switch regime {
        case .underdamped:
            let envelope = exp(exponent)
            let angle = frequency * t
            return (envelope * cos(angle), envelope * sin(angle) * inverseFrequency)
        case .critical:
            let envelope = exp(exponent)
            return (envelope, envelope * t)
        case .overdamped:
            let envelope = exp(exponent)
            let qMinusOne = expm1(-2 * frequency * t)
            return (envelope * (2 + qMinusOne) * 0.5, envelope * -qMinusOne * 0.5 * inverseFrequency)
        }
    }

    /// Displacement at a time whose basis is `basis`.
    func displacement(_ basis: (c: Double, s: Double), x0: Double, v0: Double) -> Double {
        basis.c * x0 + basis.s * (v0 + dampingRate * x0)
    }

    /// Velocity at a time whose basis is `basis`.
    func velocity(_ basis: (c: Double, s: Double), x0: Double, v0: Double) -> Double {
        basis.c * v0 - basis.s * (dampingRate * v0 + omega * omega * x0)
    }

    /// `to + x(t)` at a time whose basis is `basis`, for a release at `from` with velocity `v0`:
    /// the plain form, or ``scaledPosition(_:from:to:v0:)`` where that overflows for finite inputs.
    func position(_ basis: (c: Double, s: Double), from: Double, to: Double, v0: Double) -> Double {
        let position = to + displacement(basis, x0: from - to, v0: v0)
        guard !position.isFinite, from.isFinite, to.isFinite, v0.isFinite else { return position }
        return scaledPosition(basis, from: from, to: to, v0: v0)
    }

    /// The velocity for the inputs of ``position(_:from:to:v0:)``: the plain form, or
    /// ``scaledVelocity(_:from:to:v0:)`` where that overflows for finite inputs.
    func velocity(_ basis: (c: Double, s: Double), from: Double, to: Double, v0: Double) -> Double {
        let velocity = velocity(basis, x0: from - to, v0: v0)
        guard !velocity.isFinite, from.isFinite, to.isFinite, v0.isFinite else { return velocity }
        return scaledVelocity(basis, from: from, to: to, v0: v0)
    }

    /// `to + x(t)` for finite `from`, `to`, `v0` whose plain evaluation overflowed (values near
    /// ±greatestFiniteMagnitude): evaluated in units scaled by a power of two, in which every
    /// intermediate stays finite. The result is ±∞ only when the position itself is beyond the range.
    func scaledPosition(_ basis: (c: Double, s: Double), from: Double, to: Double, v0: Double) -> Double {
        let scale = Self.scale(from, to, v0)
        let x0 = from * scale - to * scale
        return (to * scale + displacement(basis, x0: x0, v0: v0 * scale)) / scale
    }

    /// The velocity for the inputs of ``scaledPosition(_:from:to:v0:)``.
    func scaledVelocity(_ basis: (c: Double, s: Double), from: Double, to: Double, v0: Double) -> Double {
        let scale = Self.scale(from, to, v0)
        return velocity(basis, x0: from * scale - to * scale, v0: v0 * scale) / scale
    }

    /// A power of two that brings the largest magnitude below 1/2 (1 if it already is).
    private static func scale(_ a: Double, _ b: Double, _ c: Double) -> Double {
        let largest = max(abs(a), abs(b), abs(c))
        guard largest >= 0.5, largest.isFinite else { return 1 }
        return Double(sign: .plus, exponent: -(Int(largest.exponent) + 2), significand: 1)
    }

    /// A bound on `|x(u)|` for every `u ≥ t` that never increases with `t`.
    ///
    /// Under-damped it is the exact amplitude `e^(−ζωt)·√(x0² + ((v0 + ζω·x0)/ωd)²)`. Otherwise
    /// `C` and `S` are non-negative, so `|x| ≤ C·|x0| + S·|v0 + ζω·x0|`; `S` rises to a single
    /// peak and then falls, so it is held at its peak value before the peak.
    func envelope(x0: Double, v0: Double, at t: Double) -> Double {
        let b = v0 + dampingRate * x0
        switch regime {
        case .underdamped:
            let amplitude = (x0 * x0 + (b / frequency) * (b / frequency)).squareRoot()
            return exp(rate * t) * amplitude
        case .critical, .overdamped:
            return basis(at: t).c * abs(x0) + basis(at: max(t, peakTime)).s * abs(b)
        }
    }

    /// When `S(t)` peaks (critical and over-damped): `1/ω`, or `atanh(p)/ωd` with `p = ωd/ζω`,
    /// written as `log((1 + p)·ζ·(ζ + √(ζ² − 1)))/(2ωd)` because `1 − p` cancels for large ζ.
    private var peakTime: Double {
        if regime == .critical { return 1 / omega }
        let root = frequency / omega, p = root / ratio
        let product = (1 + p) * ratio * (ratio + root)
        if product.isFinite { return log(product) / (2 * frequency) }
        return (log1p(p) + log(ratio) + log(ratio + root)) / (2 * frequency)
    }

    /// The earliest time after which ``envelope(x0:v0:at:)`` stays at or below `threshold`.
    ///
    /// Returns 0 when the envelope starts below it and `+∞` when it never falls below it (no
    /// damping, or a threshold ≤ 0). Closed form under-damped; bisection to a relative 1e-15
    /// otherwise. `x0` and `v0` must be finite; any finite values and any positive threshold
    /// (subnormal ones too) give a finite time when damped: extreme ones are handled in logarithms.
    func settlingTime(x0: Double, v0: Double, threshold: Double) -> Double {
        let start = envelope(x0: x0, v0: v0, at: 0)
        if threshold.isNaN { return .nan }
        if start <= threshold { return 0 }
        if threshold <= 0 || dampingRate == 0 { return .infinity }
        guard start <= 1e300, threshold >= 1e-300 else { return settlingTime(x0: x0, v0: v0, logThreshold: log(threshold)) }
        if regime == .underdamped {
            return log(start / threshold) / dampingRate
        }
        return lastTimeAbove { envelope(x0: x0, v0: v0, at: $0) > threshold }
    }

    /// The time from which `exceeds` is false for good, for an `exceeds` that is true up to some
    /// time and false after it (as "the envelope is above the threshold" is): doubles a bound from
    /// `max(peak, 1/ζω)` until `exceeds` is false there (`+∞` if it never is), then bisects `0...`
    /// that bound to a relative 1e-15, in at most 200 steps. Critical and over-damped only.
    private func lastTimeAbove(_ exceeds: (Double) -> Bool) -> Double {
        var high = max(peakTime, 1 / dampingRate)
        while exceeds(high) {
            high *= 2
            if !high.isFinite { return .infinity }
        }
        var low = 0.0
        for _ in 0..<200 where high - low > 1e-15 * high {
            let middle = (low + high) / 2
            if exceeds(middle) {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    /// ``settlingTime(x0:v0:threshold:)`` in logarithms, for amplitudes or thresholds where the
    /// envelope's own values would overflow or underflow: the envelope of the motion scaled to
    /// `max(|x0|, |v0|) = 1` plus the logarithm of that scale. Needs damping, a finite threshold
    /// logarithm, and finite `x0`, `v0`.
    func settlingTime(x0: Double, v0: Double, logThreshold: Double) -> Double {
        let scale = max(abs(x0), abs(v0))
        guard scale > 0 else { return 0 }
        guard dampingRate > 0 else { return .infinity }
        let logScale = log(scale)
        let x = abs(x0 / scale), b = abs(v0 / scale + dampingRate * (x0 / scale))
        if regime == .underdamped {
            // log √(x² + (b/ωd)²), with b/ωd taken in logarithms (ωd may be tiny).
            let logAmplitude = logScale + Self.logSum(2 * log(x), 2 * (log(b) + log(inverseFrequency))) / 2
            return max((logAmplitude - logThreshold) / dampingRate, 0)
        }
        let peak = peakTime, peakS = basis(at: peak).s
        func logEnvelope(_ t: Double) -> Double {
            if t < peak {
                return logScale + log(basis(at: t).c * x + peakS * b)
            }
            // Past the peak C and S share the factor e^(rate·t): take it out as rate·t.
            let c: Double, s: Double
            if regime == .critical {
                (c, s) = (1, t)
            } else {
                let qMinusOne = expm1(-2 * frequency * t)
                (c, s) = ((2 + qMinusOne) * 0.5, -qMinusOne * 0.5 * inverseFrequency)
            }
            return logScale + rate * t + Self.logSum(log(c * x), log(s) + log(b))
        }
        if logEnvelope(0) <= logThreshold { return 0 }
        return lastTimeAbove { logEnvelope($0) > logThreshold }
    }

    /// `log(e^a + e^b)` without overflow; `−∞` terms (zero summands) drop out.
    private static func logSum(_ a: Double, _ b: Double) -> Double {
        let high = max(a, b), low = min(a, b)
        if high == -.infinity { return -.infinity }
        return high + log1p(exp(low - high))
    }
}
