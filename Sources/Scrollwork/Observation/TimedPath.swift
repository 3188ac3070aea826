/// The path of a scroll through its timed offsets, and the velocity measured on it: what
/// ``Stage/velocity`` and ``ScrollSource/velocity(at:)`` report.
///
/// **The path** `X(t)` is the piecewise-linear curve through the offsets at their times. Before
/// the first offset it holds the first, and after the newest it holds the newest. Two offsets at
/// one time are a step (a jump); offsets given with an earlier time than the newest count as at its
/// time.
///
/// **The measure** at time `t` is the mean velocity of the path over the trailing window
/// `(t − window, t]`: `u(t) = (X(t) − X(t − window)) / window`, in points per second. It is exact
/// for motion at constant velocity, whatever the times of the offsets; for smooth motion sampled
/// every `h` seconds or less, at an offset's time it is within `h² · A / (8 · window)` of the true
/// path's mean over the window, `A` being the largest |acceleration| (linear interpolation's error
/// bound at the window's far end).
///
/// **The velocity** at a time `T` after the newest offset (time `n`) is the measure at
/// `max(n, T − hold)`: it holds the newest offset's measure for ``hold`` seconds — a frame ticked
/// between two offsets, or a display link's tick for the frame about to be shown, is not a stop —
/// and then follows the held path as if the scroll had stopped at the newest offset, `hold` seconds
/// late. Nothing is extrapolated: a jump reads as its displacement over the window, no more. Once
/// the path has held still for a whole window before that time, the velocity is exactly 0 (both
/// ends of the window read the same stored offset): a settled state, not an asymptote.
///
/// Memory: the offsets of the last window and a few more (two per instant at most, and runs of
/// equal offsets as their first and last). Appending is amortised O(1) and allocates only while
/// the count of offsets per window grows; a query is O(log *m*) for the *m* offsets kept.
struct TimedPath {
    /// The trailing window the velocity averages over, in seconds.
    static let window = 0.1
    /// How long the velocity holds the newest offset's measure before the path counts as held.
    static let hold = 0.05

    /// A timed offset.
    struct Sample: Equatable {
        var time: Double
        var offset: Double
    }

    /// The samples kept, oldest first, from `head` on.
    private(set) var samples: [Sample] = []
    private(set) var head = 0
    /// The time of the first sample of the newest run of equal offsets.
    private var runStart = 0.0
    /// From when on the path holds still: `X` is constant on `[restStart, ∞)`.
    private(set) var restStart = -Double.infinity
    /// How much longer than the velocity's window and hold the path is kept exact before its
    /// newest offset, in seconds: 0, or a stage's longest track lag (see `LagPath`).
    var extraRetention = 0.0

    /// Whether no offset has been recorded.
    var isEmpty: Bool { samples.count == head }

    /// The newest sample.
    var newest: Sample? { isEmpty ? nil : samples[samples.count - 1] }

    /// From when on the velocity is exactly 0 (with no further offsets): once the measure's time,
    /// `max(newest, t − hold)`, is a window past the start of the path's rest; `-∞` when empty.
    ///
    /// That is `(restStart + window) + hold`, or `restStart + 0.15` where that sum is earlier
    /// (the two roundings may differ by an ulp): "0.15 s after the last offset that moved" holds at
    /// exactly the time a caller computes as `last + 0.15`. The measure there is within rounding
    /// of 0 (both ends of the held window read the same stored offset an ulp later).
    var restTime: Double {
        guard let newest else { return -.infinity }
        let quiet = restStart + Self.window
        return newest.time >= quiet ? newest.time : min(quiet + Self.hold, restStart + Self.restDelay)
    }

    /// How long after the last offset that moved the velocity is exactly 0: 0.15 s, written as
    /// the one `Double` nearest to it (`window + hold` rounds one ulp above it).
    static let restDelay = 0.15

    /// Forgets every offset.
    mutating func removeAll() {
        samples.removeAll(keepingCapacity: true)
        head = 0
        restStart = -.infinity
    }

    /// Records `offset` at `time` (finite; earlier than the newest counts as the newest's time).
    mutating func append(_ offset: Double, at time: Double) {
        guard let last = newest else {
            samples.append(Sample(time: time, offset: offset))
            runStart = time
            restStart = time
            return
        }
        let t = max(time, last.time), end = samples.count - 1
        let twoOrMore = end > head
        if offset == last.offset {
            guard t > last.time else { return }
            // A run of equal offsets is its first and its newest sample: the path is flat between.
            if twoOrMore && samples[end - 1].offset == offset && samples[end - 1].time < last.time {
                samples[end].time = t
            } else {
                samples.append(Sample(time: t, offset: offset))
            }
        } else {
            if t == last.time && twoOrMore && samples[end - 1].time == t {
                // A step: an instant keeps its first and its newest offset.
                samples[end].offset = offset
            } else {
                samples.append(Sample(time: t, offset: offset))
            }
            runStart = t
        }
        restStart = runStart
        prune(before: last.time - Self.window - Self.hold - extraRetention)
    }

    /// Drops the samples that no query from `cutoff` on needs: keeps the newest sample at or
    /// before `cutoff`, so that `X` from `cutoff` on is as it was.
    private mutating func prune(before cutoff: Double) {
        let last = samples.count - 1
        while head + 1 < last && samples[head + 1].time <= cutoff { head += 1 }
        if head > 32 && head * 2 > samples.count {
            samples.removeFirst(head)
            head = 0
        }
    }

    /// Where the path is at `t`, with every time of the path shifted later by `shift` (0 for
    /// `X(t)`, ``window`` for `X(t − window)`, so that the breakpoints of both are exact sums):
    /// the limit from the left with `left`, else from the right (the two differ only at a step).
    func position(at t: Double, shift: Double, left: Bool) -> Double {
        precondition(!isEmpty, "TimedPath.position(at:) needs a sample")
        // The last sample at (or, for the left limit, strictly before) t.
        var low = head, count = samples.count - head
        while count > 0 {
            let half = count >> 1, middle = low + half
            let time = samples[middle].time + shift
            if left ? time < t : time <= t {
                low = middle + 1
                count -= half + 1
            } else {
                count = half
            }
        }
        let k = low - 1
        if k < head { return samples[head].offset }
        if k == samples.count - 1 { return samples[k].offset }
        let a = samples[k], b = samples[k + 1]
        let start = a.time + shift, end = b.time + shift
        // end > start: a step is found on its far side from both directions.
        let fraction = (t - start) / (end - start)
        if fraction >= 1 { return b.offset }
        let value = a.offset + (b.offset - a.offset) * fraction
        // Offsets more than greatestFiniteMagnitude apart: the blend of the two, which stays finite.
        return value.isFinite ? value : a.offset * (1 - fraction) + b.offset * fraction
    }

    /// The measure at `t − lag`, `(X(t − lag) − X(t − lag − window)) / window`, with both limits
    /// taken from one side; `lag` is 0 or ``hold`` (the path's times shifted by the lag, so that
    /// breakpoints are the same sums everywhere).
    ///
    /// A measure beyond ±``maximumVelocity`` (a displacement of more than 10¹⁴ points in the
    /// window, or one beyond what a Double holds) is ±``maximumVelocity``.
    func measure(at t: Double, lag: Double, left: Bool) -> Double {
        let far = lag == 0 ? Self.window : Self.heldWindow
        let near = position(at: t, shift: lag, left: left), farther = position(at: t, shift: far, left: left)
        let velocity = (near - farther) / Self.window
        if abs(velocity) <= Self.maximumVelocity { return velocity }
        return (near / 2 - farther / 2 > 0 ? 1 : -1) * Self.maximumVelocity
    }

    /// The largest velocity measured, in points per second: 10¹⁵, far beyond any scroll (a
    /// displacement of 10¹⁴ points in the 0.1 s window), and small enough that a smoothing of it
    /// stays finite.
    static let maximumVelocity = 1e15

    /// ``window`` + ``hold``.
    static let heldWindow = window + hold

    /// The velocity at `t`, in points per second (see the type's discussion); 0 when empty, and
    /// exactly 0 from ``restTime`` on.
    func velocity(at t: Double) -> Double {
        guard !isEmpty else { return 0 }
        if t >= restTime { return 0 }
        return velocity(at: t, left: false)
    }

    /// The velocity at `t` as a limit from the left (`left`) or the right: what a smoothing
    /// integrates, piece by piece between the breakpoints ``nextBreakpoint(after:)`` gives.
    func velocity(at t: Double, left: Bool) -> Double {
        guard let newest else { return 0 }
        if t <= newest.time { return measure(at: t, lag: 0, left: left) }
        if t <= newest.time + Self.hold { return measure(at: newest.time, lag: 0, left: false) }
        return measure(at: t, lag: Self.hold, left: left)
    }

    /// The first time after `t` where the velocity's slope may change: a sample's time, a sample's
    /// time plus the window (both ``hold`` later past the newest offset), or the end of the hold;
    /// `+∞` past all of them.
    func nextBreakpoint(after t: Double) -> Double {
        guard let last = newest else { return .infinity }
        if t < last.time {
            return min(last.time, nextBreakpoint(after: t, shift: 0), nextBreakpoint(after: t, shift: Self.window))
        }
        let held = last.time + Self.hold
        if t < held { return held }
        // The measure runs `hold` late, on the held path: its far end's breakpoints, that late.
        return nextBreakpoint(after: t, shift: Self.heldWindow)
    }

    /// The first sample time plus `shift` after `t`, or `+∞`.
    private func nextBreakpoint(after t: Double, shift: Double) -> Double {
        var low = head, count = samples.count - head
        while count > 0 {
            let half = count >> 1, middle = low + half
            if samples[middle].time + shift <= t {
                low = middle + 1
                count -= half + 1
            } else {
                count = half
            }
        }
        return low < samples.count ? samples[low].time + shift : .infinity
    }
}
