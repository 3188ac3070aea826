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
struct DampedOscillator: Sendable, Hashable {
    enum Regime: Sendable, Hashable {
        case underdamped, critical, overdamped
    }

    /// Natural angular frequency ω, in radians per second (> 0).
    let omega: Double
    /// Damping ratio ζ (≥ 0).
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

    /// - Precondition: `omega > 0` and `ratio >= 0`, both finite (callers validate and report).
    init(omega: Double, ratio: Double) {
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
            let root = ((ratio - 1) * (ratio + 1)).squareRoot()
            frequency = omega * root
            rate = -omega / (ratio + root)
        }
        inverseFrequency = 1 / frequency
    }

    /// The damped basis `(C(t), S(t))` at `t ≥ 0`.
    func basis(at t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underdamped:
            let envelope = exp(rate * t)
            let angle = frequency * t
            return (envelope * cos(angle), envelope * sin(angle) * inverseFrequency)
        case .critical:
            let envelope = exp(rate * t)
            return (envelope, envelope * t)
        case .overdamped:
            let envelope = exp(rate * t)
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
        return log((1 + p) * ratio * (ratio + root)) / (2 * frequency)
    }

    /// The earliest time after which ``envelope(x0:v0:at:)`` stays at or below `threshold`.
    ///
    /// Returns 0 when the envelope starts below it and `+∞` when it never falls below it (no
    /// damping, or a threshold ≤ 0). Closed form under-damped; bisection to a relative 1e-15
    /// otherwise.
    func settlingTime(x0: Double, v0: Double, threshold: Double) -> Double {
        let start = envelope(x0: x0, v0: v0, at: 0)
        if start.isNaN || threshold.isNaN { return .nan }
        if start <= threshold { return 0 }
        if threshold <= 0 || dampingRate == 0 { return .infinity }
        if regime == .underdamped {
            return log(start / threshold) / dampingRate
        }
        var high = max(peakTime, 1 / dampingRate)
        while envelope(x0: x0, v0: v0, at: high) > threshold {
            high *= 2
            if !high.isFinite { return .infinity }
        }
        var low = 0.0
        for _ in 0..<200 where high - low > 1e-15 * high {
            let middle = (low + high) / 2
            if envelope(x0: x0, v0: v0, at: middle) > threshold {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }
}
