import Foundation

/// A ``ScrubSmoothing`` applied to the velocity of a ``TimedPath``, in continuous time: what
/// ``Stage/velocity`` reports while ``Stage/velocitySmoothing`` is set.
///
/// The measured velocity `u(t) = (X(t) − X(t − window)) / window` of a piecewise-linear path is
/// itself piecewise linear in `t`, with breakpoints at the offsets' times and those plus the window
/// (and past the newest offset, its hold and those breakpoints that late). Over each piece the
/// smoothing has a closed form for a ramp input, so the smoothed velocity at any time is a function
/// of the path alone — not of when it is evaluated: the same offsets at the same times give the
/// same values at 30, 60 or 120 frames a second.
///
/// - Exponential, time constant `τ`: `y' = (u − y)/τ`; for `u = u₀ + r·s`,
///   `y(s) = u₀ + r·s − r·τ + (y₀ − u₀ + r·τ)·e^(−s/τ)`.
/// - Spring (`m·y'' + c·y' + k·(y − u) = 0`): `y = u − (c/k)·r + e`, where `e` is the free motion
///   of the spring from `e₀ = y₀ − u₀ + (c/k)·r`, `e₀' = y₀' − r` (``DampedOscillator``).
///
/// - Spring with ζ ≥ 1: the same equation as two first-order lags in a row, `u → z → y`, at the
///   slow and fast rates `λs = ω(ζ − √(ζ² − 1))` and `λf = ω(ζ + √(ζ² − 1))` (`λs·λf = ω²`,
///   `λs + λf = 2ζω`; equal when critical): `z' = λs·(u − z)`, `y' = λf·(z − y)`, so `z = y + y'/λf`.
///   Over a piece, `y(d) = e^(−b)·y₀ + b·E·z₀ + a·b·Φ₁·u₀ + a·b·d·Φ₂·r` with `a = λs·d`,
///   `b = λf·d`, `E`, `Φ₁`, `Φ₂` the divided differences of `e^x`, `φ₁`, `φ₂` over `−a`, `−b`
///   (the exponential integrator's φ-functions): every weight is ≥ 0 and the weights of a
///   constant input sum to 1, so the smoothed velocity is a weighted mean of the measured ones and
///   can never exceed them. The plain form's lag `(2ζ/ω)·r` is never formed: it cancels
///   catastrophically, and overflows, for a strongly over-damped spring (ζ up to 10³⁰⁰ and more).
///
/// The state is committed at the newest offset's time (the path before it is final); a later
/// evaluation advances a provisional copy, which the next offset replaces. Once the path holds and
/// its velocity is 0 (from ``TimedPath/restTime`` on), the smoothed velocity decays freely, and
/// from the moment its envelope stays within ``settleThreshold`` — a time computed from the state
/// at the rest time, so it too is a function of the path — it is exactly 0.
struct VelocityFilter {
    /// Within how many points per second of 0 a decaying smoothed velocity counts as settled.
    static let settleThreshold = 0.01

    /// The smoothed velocity and its rate of change at `time`.
    struct State {
        var time: Double
        var value = 0.0, rate = 0.0
        /// When it is exactly 0 for good, once known (it decays freely from the path's rest time),
        /// and the rest time that was computed for.
        var settle: Double?
        var settleRest = 0.0
    }

    let smoothing: ScrubSmoothing
    /// The state at the newest offset's time (or where the filter started).
    private(set) var committed: State
    /// A state at or after `committed`, on the path as it stands; discarded by the next offset.
    private var provisional: State

    /// A filter at `value`, starting at `time` (`-∞`: at rest until the path's first offset).
    init(_ smoothing: ScrubSmoothing, value: Double, at time: Double) {
        self.smoothing = smoothing
        committed = State(time: time, value: value.isFinite ? value : 0)
        provisional = committed
    }

    /// The newest offset of `path` is new: the state advances to its time along the final path.
    mutating func commit(_ path: TimedPath) {
        guard let newest = path.newest else { return }
        if committed.time == -.infinity {
            // At rest, and the path holds its first offset before it: nothing happened until then.
            committed.time = newest.time
        } else if newest.time > committed.time {
            advance(&committed, to: newest.time, on: path)
        }
        provisional = committed
    }

    /// The smoothed velocity at `time` (no earlier than the newest offset's), on `path` as it stands.
    mutating func value(at time: Double, on path: TimedPath) -> Double {
        if time < provisional.time { provisional = committed }
        advance(&provisional, to: max(time, provisional.time), on: path)
        return provisional.value
    }

    /// Whether the smoothed velocity is exactly 0 for good at `time` (as last evaluated).
    func isSettled(at time: Double) -> Bool {
        provisional.settle.map { time >= $0 } ?? false
    }

    /// Advances `state` to `time` along `path`, piece by piece.
    private func advance(_ state: inout State, to time: Double, on path: TimedPath) {
        guard !path.isEmpty else {
            state.time = max(state.time, time)
            return
        }
        let rest = path.restTime
        // A settle time holds while the path rests from the same time (a new offset moves it).
        if state.settle != nil && state.settleRest != rest { state.settle = nil }
        // At rest already (a filter started on a stage at rest): its settle time is known now, so
        // that it counts as settled without waiting for a later time.
        while state.time < time || (state.settle == nil && state.time >= rest) {
            if let settle = state.settle {
                if time >= settle {
                    state = State(time: time, settle: settle, settleRest: rest)
                } else {
                    step(&state, from: 0, to: 0, over: time - state.time)
                    state.time = time
                }
                return
            }
            if state.time >= rest {
                // The raw velocity is 0 from here on: the smoothed one decays freely.
                state.settle = state.time + settleDuration(state)
                state.settleRest = rest
                continue
            }
            let end = min(path.nextBreakpoint(after: state.time), time, rest)
            let start = path.velocity(at: state.time, left: false)
            let finish = path.velocity(at: end, left: true)
            let length = end - state.time
            step(&state, from: start, to: finish, over: length)
            state.time = end
        }
    }

    /// How long a free decay from `state` (the input at 0) takes to stay within the threshold.
    private func settleDuration(_ state: State) -> Double {
        switch smoothing.kind {
        case .exponential(let tau):
            let size = abs(state.value)
            return size <= Self.settleThreshold ? 0 : tau * log(size / Self.settleThreshold)
        case .spring(let spring):
            let duration = spring.oscillator.settlingTime(x0: state.value, v0: state.rate, threshold: Self.settleThreshold)
            return duration.isNaN ? .infinity : duration
        }
    }

    /// Advances `state` by `duration` under an input that ramps linearly from `start` to `finish`
    /// over that time. A ramp too steep to integrate in Doubles (a jump between two times
    /// a few ulps apart) is taken as a step to `finish`; whatever the input, the state stays finite.
    private func step(_ state: inout State, from start: Double, to finish: Double, over duration: Double) {
        guard duration > 0 else { return }
        let before = state
        integrate(&state, from: start, slope: (finish - start) / duration, over: duration)
        if !state.value.isFinite || !state.rate.isFinite {
            state = before
            integrate(&state, from: finish, slope: 0, over: duration)
            if !state.value.isFinite || !state.rate.isFinite {
                state.value = finish
                state.rate = 0
            }
        }
    }

    /// Advances `state` by `duration` under the input `u(s) = start + slope · s`, in closed form.
    private func integrate(_ state: inout State, from start: Double, slope: Double, over duration: Double) {
        switch smoothing.kind {
        case .exponential(let tau):
            let lag = slope * tau
            let decay = exp(-duration / tau)
            let value = start + slope * duration - lag + (state.value - start + lag) * decay
            state.rate = (start + slope * duration - value) / tau
            state.value = saturated(value)
        case .spring(let spring) where spring.oscillator.regime != .underdamped:
            Self.integrateLags(&state, spring.oscillator, from: start, slope: slope, over: duration)
        case .spring(let spring):
            let oscillator = spring.oscillator
            // The forced motion lags a ramp by (c/k)·slope = (2ζ/ω)·slope.
            let lag = oscillator.omega > 0 ? 2 * oscillator.ratio / oscillator.omega * slope : 0
            let basis = oscillator.basis(at: duration)
            let x0 = state.value - start + lag, v0 = state.rate - slope
            let free = oscillator.displacement(basis, x0: x0, v0: v0)
            let freeRate = oscillator.velocity(basis, x0: x0, v0: v0)
            state.value = saturated(start + slope * duration - lag + free)
            state.rate = saturated(slope + freeRate)
        }
    }

    /// ``integrate(_:from:slope:over:)`` for a spring with ζ ≥ 1, as two first-order lags in a
    /// row (see the type's discussion): non-negative weights, no lag term, nothing that cancels.
    private static func integrateLags(_ state: inout State, _ oscillator: DampedOscillator, from start: Double, slope: Double, over d: Double) {
        let slow = -oscillator.rate, fast = oscillator.dampingRate + oscillator.frequency
        let a = slow * d, b = fast * d, x = 2 * oscillator.frequency * d   // x = b − a
        let z0 = state.value + state.rate / fast, y0 = state.value
        let ea = exp(-a), eb = exp(-b)
        let rise = slope * d                      // the input's change over the piece
        // Stage 1 (z): e^(−a)·z₀ + (1 − e^(−a))·u₀ + a·φ₂(−a)·r·d.
        let slowStep = -expm1(-a), slowRamp = a < 1 ? a * phi2(-a) : 1 - phi1(-a)
        let z = ea * z0 + slowStep * start + slowRamp * rise
        // Stage 2 (y): the weights of z₀, u₀ and the ramp, b·E, a·b·Φ₁ and a·b·d·Φ₂ (over d).
        let divided = ea == 0 ? 0 : ea * phi1(-x)          // E = (e^(−a) − e^(−b))/(b − a)
        let zWeight: Double, stepWeight: Double, rampWeight: Double
        if b < 1 {
            let (p1, p2) = dividedPhi(-a, -b)
            zWeight = b * divided
            stepWeight = a * b * p1
            rampWeight = a * b * p2
        } else {
            // Φ₁ = (φ₁(−a) − E)/b and Φ₂ = (φ₂(−a) − Φ₁)/b, without forming b·… where it overflows.
            let bPhi1 = phi1(-a) - divided
            zWeight = ea == 0 ? 0 : (x >= 1 ? ea * -expm1(-x) * (fast / (2 * oscillator.frequency)) : b * divided)
            stepWeight = a * bPhi1
            rampWeight = slowRamp - (slow / fast) * bPhi1
        }
        let y = eb * y0 + zWeight * z0 + stepWeight * start + max(rampWeight, 0) * rise
        state.value = saturated(y)
        state.rate = saturated(fast * (z - y))
    }

    /// `φ₁(x) = (e^x − 1)/x` (1 at 0), for x ≤ 0.
    private static func phi1(_ x: Double) -> Double {
        x == 0 ? 1 : expm1(x) / x
    }

    /// `φ₂(x) = (e^x − 1 − x)/x²` (1/2 at 0), for x ≤ 0: its series where the plain form cancels.
    private static func phi2(_ x: Double) -> Double {
        if x < -1 { return (expm1(x) - x) / (x * x) }
        var term = 0.5, sum = 0.0
        for n in 0..<20 {
            sum += term
            term *= x / Double(n + 3)
        }
        return sum
    }

    /// The divided differences `φ₁[x₁, x₂]` and `φ₂[x₁, x₂]` for `−1 < x₂ ≤ x₁ ≤ 0`, from the series
    /// `φₖ[x₁, x₂] = Σₘ hₘ(x₁, x₂)/(m + 1 + k)!`, `hₘ` the complete homogeneous polynomial of degree m.
    private static func dividedPhi(_ x1: Double, _ x2: Double) -> (Double, Double) {
        var h = 1.0, power = 1.0, factorial = 2.0   // h₀, x₁⁰, (0 + 1 + 1)!
        var p1 = 0.0, p2 = 0.0
        for m in 0..<24 {
            p1 += h / factorial
            p2 += h / (factorial * Double(m + 3))
            factorial *= Double(m + 3)
            power *= x1
            h = x2 * h + power
        }
        return (p1, p2)
    }
}
