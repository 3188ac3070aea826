// Owns: the timed offsets a stage's lagged tracks follow, and the lagged offset computed on them.
// Called by: `TrackLags` (recording offsets, the lagged offset of each lag, whether it settled).

/// The offset a track with a lag of `T` seconds reads at time `t`: a weighted mean of the scroll
/// path over the last `T` seconds, in continuous time.
///
/// **The path** `X(t)` is the piecewise-linear curve through the timed offsets (as ``TimedPath``:
/// it holds the first offset before it and the newest after it; two offsets at one time are a
/// step; an offset given earlier than the newest counts as at its time).
///
/// **The lag** is the path seen through the kernel `w(s) = 2·(T − s)/T²` on `0 ≤ s ≤ T`:
/// `L(t) = ∫₀ᵀ w(s)·X(t − s) ds = (2/T²)·∫_{t−T}^{t} (τ − t + T)·X(τ) dτ`. Over each linear piece
/// of the path the integral has a closed form, so `L(t)` is a function of the path alone — the
/// same offsets at the same times give the same lagged offset at 30, 60, 120 or 144 frames a
/// second (to rounding). The kernel is what makes the lag read as a designer expects:
/// - **Never overshoots**: `w ≥ 0` and `∫w = 1`, so `L(t)` is a mean of where the scroll was in
///   the last `T` seconds, always between their least and greatest.
/// - **Settles exactly in finite time**: `T` seconds after the path last moved, every weight
///   reads the same held offset, and `L(t)` *is* that offset (not an asymptote, no threshold).
/// - **Step response** (a jump by `Δ` at time 0): `Δ·(1 − (1 − t/T)²)` for `0 ≤ t ≤ T` — an
///   ease-out (quadratic) catch-up that starts at the scroll's speed and arrives at rest.
/// - **Ramp response** (a scroll at `r` points per second from time 0): `r·(t²/T − t³/(3T²))` for
///   `t ≤ T`, then `r·(t − T/3)`: a steady scroll is followed `T/3` seconds behind.
///
/// Memory: the offsets of the last `T` seconds (the longest lag on the stage) and one before.
/// Appending is amortised O(1); ``offset(at:lag:)`` is O(*m*) for the *m* offsets within the lag.
struct LagPath {
    /// The timed offsets, kept for the longest lag.
    private(set) var path = TimedPath()

    /// Whether no offset has been recorded.
    var isEmpty: Bool { path.isEmpty }

    /// The newest offset.
    var newest: Double? { path.newest?.offset }

    /// Forgets every offset.
    mutating func removeAll() {
        path.removeAll()
    }

    /// Records `offset` (finite) at `time` (finite; earlier than the newest counts as the newest's
    /// time), keeping what a lag of up to `keep` seconds needs.
    mutating func append(_ offset: Double, at time: Double, keep: Double) {
        path.extraRetention = keep
        path.append(offset, at: time)
    }

    /// Whether a lag of `lag` seconds reads exactly the newest offset at `time` and will until the
    /// path moves again (`time ≥` the path's rest start `+ lag`); `true` while empty.
    func isSettled(at time: Double, lag: Double) -> Bool {
        isEmpty || time - lag >= path.restStart
    }

    /// The lagged offset `L(time)` for a lag of `lag` seconds (> 0, finite); `nil` while empty.
    ///
    /// Computed relative to the newest offset (so a settled lag is exactly it), piece by piece
    /// over the window `[time − lag, time]`, each piece's `∫(τ − a)·X(τ) dτ` in closed form.
    func offset(at time: Double, lag: Double) -> Double? {
        guard let reference = newest else { return nil }
        if isSettled(at: time, lag: lag) { return reference }
        // In units of the lag (u = (τ − a)/lag, weight 2u), so a window over one held offset
        // gives it back exactly.
        let a = time - lag
        var sum = 0.0
        // The path before the first kept sample holds it; after the newest, holds the newest (0
        // relative to the reference, so it adds nothing).
        let samples = path.samples, head = path.head
        let first = samples[head]
        if first.time > a {
            let h = (min(first.time, time) - a) / lag
            sum += (first.offset - reference) * h * h / 2
        }
        var k = head
        while k + 1 < samples.count {
            let p = samples[k], q = samples[k + 1]
            k += 1
            if q.time <= a { continue }
            if p.time >= time { break }
            // The piece clipped to the window, as values at its clipped ends.
            let start = max(p.time, a), end = min(q.time, time)
            guard end > start else { continue }
            let span = q.time - p.time
            let xs = Self.blend(p, q, at: start, span: span) - reference
            let xe = Self.blend(p, q, at: end, span: span) - reference
            let c = (start - a) / lag, h = (end - start) / lag, rise = xe - xs
            // ∫₀ʰ (c + σ)·(xs + rise·σ/h) dσ
            sum += c * xs * h + (c * rise + xs * h) * h / 2 + rise * h * h / 3
        }
        let value = reference + sum * 2
        return value.isFinite ? value : reference
    }

    /// The path on the piece `p`–`q` at `time` (`p.time ≤ time ≤ q.time`, `span = q.time − p.time > 0`).
    private static func blend(_ p: TimedPath.Sample, _ q: TimedPath.Sample, at time: Double, span: Double) -> Double {
        if time <= p.time { return p.offset }
        if time >= q.time { return q.offset }
        let fraction = (time - p.time) / span
        let value = p.offset + (q.offset - p.offset) * fraction
        return value.isFinite ? value : p.offset * (1 - fraction) + q.offset * fraction
    }
}
