/// The path of a scroll through its timed offsets, and the velocity measured on it: what
/// ``Stage/velocity`` and ``ScrollSource/velocity(at:)`` report.
///
/// **The path** `X(t)` is the piecewise-linear curve through the offsets at their times. Before
/// the first offset it holds the first; after the newest it continues at the newest segment's
/// slope for ``grace`` seconds and then holds: an offset that is late by less than the grace (a
/// frame ticked between two offsets, a display link's tick for the frame about to be shown)
/// does not read as a stop, and a scroll whose offsets stop has stopped `grace` seconds later.
/// Two offsets at one time are a step (a jump); offsets given with an earlier time than the newest
/// count as at its time.
///
/// **The velocity** at time `t` is the mean velocity of the path over the trailing window
/// `(t − window, t]`: `(X(t) − X(t − window)) / window`, in points per second. It is exact for
/// motion at constant velocity, whatever the times of the offsets; for smooth motion sampled every
/// `h` seconds or less, at an offset's time it is within `h² · A / (8 · window)` of the path's true
/// mean over the window, `A` being the largest |acceleration| (linear interpolation's error bound
/// at the window's far end). Once the path holds — `grace` seconds after the newest offset, or at
/// the first of a run of equal offsets — the velocity is exactly 0 from one window later on (both
/// ends of the window read the same stored offset): a settled state, not an asymptote.
///
/// Memory: the offsets of the last window and a few more (two per instant at most, and runs of
/// equal offsets as their first and last). Appending is amortised O(1) and allocates only while
/// the count of offsets per window grows; a query is O(log *m*) for the *m* offsets kept.
struct TimedPath {
    /// The trailing window the velocity averages over, in seconds.
    static let window = 0.1
    /// How long the path continues past the newest offset at its slope before it holds, in seconds.
    static let grace = 0.05

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

    /// Whether no offset has been recorded.
    var isEmpty: Bool { samples.count == head }

    /// The newest sample.
    var newest: Sample? { isEmpty ? nil : samples[samples.count - 1] }

    /// From when on the velocity is exactly 0 (with no further offsets): one window after the path
    /// starts to hold; `-∞` when empty.
    var restTime: Double { restStart + Self.window }

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
            restStart = runStart
        } else if t == last.time {
            // A step: an instant keeps its first and its newest offset.
            if twoOrMore && samples[end - 1].time == t {
                samples[end].offset = offset
            } else {
                samples.append(Sample(time: t, offset: offset))
            }
            runStart = t
            restStart = t
        } else {
            samples.append(Sample(time: t, offset: offset))
            runStart = t
            restStart = t + Self.grace
        }
        prune(before: last.time - Self.window)
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

    /// The slope the path continues at after the newest sample: the newest segment's, or 0 after a
    /// step or a single sample.
    var slope: Double {
        let end = samples.count - 1
        guard end > head else { return 0 }
        let a = samples[end - 1], b = samples[end]
        guard b.time > a.time else { return 0 }
        let slope = (b.offset - a.offset) / (b.time - a.time)
        return slope.isFinite ? slope : 0
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
        let a = samples[k]
        if k == samples.count - 1 {
            let ahead = t - (a.time + shift)
            let slope = self.slope
            return slope == 0 ? a.offset : a.offset + slope * min(ahead, Self.grace)
        }
        let b = samples[k + 1]
        let start = a.time + shift, end = b.time + shift
        // end > start: a step is found on its far side from both directions.
        let fraction = (t - start) / (end - start)
        return fraction >= 1 ? b.offset : a.offset + (b.offset - a.offset) * fraction
    }

    /// The velocity at `t`: `(X(t) − X(t − window)) / window` (the window `(t − window, t]`), in
    /// points per second; 0 when empty. Exactly 0 from ``restTime`` on.
    func velocity(at t: Double) -> Double {
        guard !isEmpty else { return 0 }
        if t >= restTime { return 0 }
        return rawVelocity(at: t, left: false)
    }

    /// `(X(t) − X(t − window)) / window` with both limits taken from one side.
    func rawVelocity(at t: Double, left: Bool) -> Double {
        (position(at: t, shift: 0, left: left) - position(at: t, shift: Self.window, left: left)) / Self.window
    }

    /// The first time after `t` where the velocity's slope may change: a sample's time, a sample's
    /// time plus the window, or where the path stops continuing past the newest sample (and that
    /// plus the window); `+∞` past all of them.
    func nextBreakpoint(after t: Double) -> Double {
        guard let last = newest else { return .infinity }
        return min(nextBreakpoint(after: t, shift: 0, newest: last), nextBreakpoint(after: t, shift: Self.window, newest: last))
    }

    /// ``nextBreakpoint(after:)`` of the path shifted later by `shift`.
    private func nextBreakpoint(after t: Double, shift: Double, newest last: Sample) -> Double {
        // The first sample whose shifted time is after t.
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
        let stop = last.time + shift + Self.grace
        let sample = low < samples.count ? samples[low].time + shift : .infinity
        return stop > t ? min(sample, stop) : sample
    }
}
