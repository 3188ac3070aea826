/// Something advanced by frames at explicit times: an ``Animator`` or a ``ScrollPhysics``.
///
/// Everything time-dependent in Scrollwork takes its time from outside. Call ``tick(at:)``
/// yourself (tests, offline rendering, a display link's timestamps), or let
/// ``run(every:clock:untilIdle:isolation:)`` tick it from a `Clock`.
public protocol FrameTicking: AnyObject {
    /// Advances to `time`, in seconds.
    ///
    /// - Parameter time: The frame's time; conformers document what earlier and non-finite times do.
    func tick(at time: Double)

    /// The time of the last tick, or `nil` before the first.
    var lastTickTime: Double? { get }

    /// Whether there is nothing left to advance (no running animation or motion).
    var isIdle: Bool { get }
}

extension FrameTicking {
    /// Ticks every `interval` of `clock` until the task is cancelled (or, with `untilIdle`, until
    /// nothing moves).
    ///
    /// Frame *k* is ticked at `origin + k × interval` in seconds, where `origin` is the last tick's
    /// time (0 for a fresh target; frame 0 is then ticked at once, otherwise the first frame is one
    /// interval later). The times come from the frame index, never from `clock.now`, so the same
    /// frames give the same values under any clock. When the clock runs ahead (a slow frame or a
    /// big jump of a test clock), the frames that are already past are skipped and the latest due
    /// frame is ticked: dropped frames, as on a display. A jump of more than 2⁵² frames at once
    /// (a 1-attosecond interval on a clock that jumps seconds) cannot be counted exactly: the frame
    /// grid then restarts at the clock's current time, which is ticked.
    ///
    /// ```swift
    /// let driver = Task { await animator.run(every: .milliseconds(16), clock: ContinuousClock()) }
    /// // … later
    /// driver.cancel()
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The frame interval; must be positive.
    ///   - clock: The clock to sleep on (a test clock makes it deterministic).
    ///   - untilIdle: Whether to return after a tick that leaves the target idle (default `false`).
    ///   - isolation: The actor the target belongs to; inferred from the caller.
    /// - Precondition: `interval > .zero`.
    public func run<C: Clock>(
        every interval: Duration, clock: C, untilIdle: Bool = false, isolation: isolated (any Actor)? = #isolation
    ) async where C.Duration == Duration {
        precondition(interval > .zero, "FrameTicking.run(every:clock:) needs a positive interval, got \(interval)")
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) * 1e-18
        var origin = lastTickTime ?? 0
        var frame = lastTickTime == nil ? 0 : 1
        var start = clock.now
        while !Task.isCancelled {
            let deadline = start.advanced(by: interval * frame)
            if frame > 0 {
                do {
                    try await clock.sleep(until: deadline, tolerance: nil)
                } catch {
                    return   // cancelled: end quietly
                }
                // Skip frames that are already past.
                let now = clock.now
                let late = deadline.duration(to: now)
                if late >= interval {
                    let skipped = (late / interval).rounded(.down)
                    if skipped <= 0x1p52 - Double(frame) {
                        frame += Int(skipped)
                    } else {
                        // Too many to count (and `interval * frame` could overflow): restart the grid now.
                        origin += Double(frame) * seconds + Double(late.components.seconds) + Double(late.components.attoseconds) * 1e-18
                        start = now
                        frame = 0
                    }
                }
            }
            tick(at: origin + Double(frame) * seconds)
            if untilIdle && isIdle { return }
            frame += 1
        }
    }

    /// Ticks every `interval` of a `ContinuousClock`; see ``run(every:clock:untilIdle:isolation:)``.
    ///
    /// - Parameters:
    ///   - interval: The frame interval; must be positive.
    ///   - untilIdle: Whether to return after a tick that leaves the target idle (default `false`).
    ///   - isolation: The actor the target belongs to; inferred from the caller.
    public func run(every interval: Duration, untilIdle: Bool = false, isolation: isolated (any Actor)? = #isolation) async {
        await run(every: interval, clock: ContinuousClock(), untilIdle: untilIdle, isolation: isolation)
    }
}

extension Animator: FrameTicking {}
