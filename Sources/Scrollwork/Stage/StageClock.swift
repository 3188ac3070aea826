// Owns: a stage's time — the newest of its offsets' and ticks' times, the last tick's — and the
// timed path of its offsets the velocity is measured on, with the smoothing of that velocity.
// Called by: `Stage` only — a timed offset and a tick (`Stage+Velocity.swift`), the velocity and
// its smoothing, `isIdle`, a restore (`Stage+Events.swift`) and the batches, which read `now`.
// A stage that is never given a time never writes it.

/// A stage's time and velocity: what ``Stage/velocity`` reports and velocity tracks read.
///
/// Invariants: `now` is the newest time recorded (an offset's or a tick's), never earlier than
/// `lastTickTime`; `path` holds the timed offsets of the last 0.15 s at least (see `TimedPath`);
/// `filter`, if any, has committed every offset of `path`.
struct StageClock {
    /// The stage's time, or `nil` before any.
    private(set) var now: Double?
    /// The time of the last tick, or `nil` before the first.
    private(set) var lastTickTime: Double?
    /// The timed offsets the velocity is measured on.
    private(set) var path = TimedPath()
    /// The smoothing of the velocity, if any.
    private(set) var filter: VelocityFilter?

    /// Advances the time to `time` (finite), if it is newer: what an offset given at `time` does
    /// first (batches due by then go before the offset is recorded).
    mutating func advance(to time: Double) {
        now = Swift.max(now ?? time, time)
    }

    /// Records offset `x` at `time` (finite) on the path the velocity is measured on.
    mutating func record(_ x: Double, at time: Double) {
        path.append(x, at: time)
        filter?.commit(path)
    }

    /// Advances the time to `time`, a tick's; returns `false`, changing nothing, for a time that is
    /// not finite or earlier than the last tick's.
    mutating func tick(at time: Double) -> Bool {
        guard time.isFinite, time >= (lastTickTime ?? -.infinity) else { return false }
        lastTickTime = time
        advance(to: time)
        return true
    }

    /// Whether the measured velocity may still change without a new offset (the path is not yet
    /// at rest at `now`).
    var isMoving: Bool {
        guard let now else { return false }
        return now < path.restTime
    }

    /// Whether any timed offset was recorded (since the last ``restart()``).
    var hasPath: Bool { !path.isEmpty }

    /// The velocity at `now`, smoothed if there is a smoothing; 0 without a path.
    mutating func velocity() -> Double {
        guard let now, !path.isEmpty else { return 0 }
        if filter != nil { return filter!.value(at: now, on: path) }
        return path.velocity(at: now)
    }

    /// The smoothing in force.
    var smoothing: ScrubSmoothing? { filter?.smoothing }

    /// Starts `smoothing` afresh from the velocity measured at `now` (0 at rest), or removes it.
    mutating func smooth(with smoothing: ScrubSmoothing?) {
        guard let smoothing else {
            filter = nil
            return
        }
        let time = path.isEmpty ? nil : now
        filter = VelocityFilter(smoothing, value: time.map { path.velocity(at: $0) } ?? 0, at: time ?? -.infinity)
    }

    /// Whether the velocity is exactly 0 and its smoothing settled.
    mutating func isAtRest() -> Bool {
        guard let now, !path.isEmpty, now < path.restTime || filter != nil else { return true }
        guard filter != nil else { return false }
        _ = filter!.value(at: now, on: path)
        return filter!.isSettled(at: now)
    }

    /// Forgets the time and the path (a restore): the velocity starts again from the next timed
    /// offset or tick, and a smoothing from 0.
    mutating func restart() {
        path.removeAll()
        if let smoothing = filter?.smoothing { filter = VelocityFilter(smoothing, value: 0, at: -.infinity) }
        now = nil
        lastTickTime = nil
    }
}
