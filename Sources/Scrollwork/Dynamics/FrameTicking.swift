/// Something advanced by frames at explicit times: an ``Animator``, a ``ScrollPhysics``, a
/// ``ScrubbedStage``, or a ``Stage`` (whose velocity and batched events move on with time).
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

    /// The current time on the tick clock, for calls made between ticks without an explicit time.
    ///
    /// Every call that starts or changes a motion takes an optional time (`at:`). Without one, the
    /// call happens at the tick in progress (from a callback during a tick), else at this source's
    /// reading, else at a fallback each call documents (usually the next tick). With a time
    /// source, the result of a call depends on when it was made, not on when frames come: the same
    /// input at 30 Hz and at 120 Hz gives the same values at the same times. Both frame drivers —
    /// ``run(every:clock:untilIdle:isolation:)`` and the platform display-link driver — install one
    /// while they run; set your own when you tick by hand with real timestamps (or pass `at:`).
    /// A source reading NaN or infinity counts as no source.
    var timeSource: (() -> Double)? { get set }

    /// Called when the target gains work that needs frames — an animation added or resumed, a
    /// release or an animated scroll started — so that a driver paused while the target was idle
    /// can resume (the platform display-link driver sets it). It may be called while frames are already running.
    ///
    /// ``Animator``, ``ScrollPhysics``, ``ScrubbedStage`` and ``Stage`` call it. The default implementation
    /// stores nothing and is never called: a driver of another conformer must be resumed by hand.
    var onNeedsFrames: (() -> Void)? { get set }
}

extension FrameTicking {
    /// Stores nothing: a conformer that does not implement it never asks for frames.
    public var onNeedsFrames: (() -> Void)? {
        get { nil }
        set {}
    }

    /// The time a call made now takes effect: `time` if given and finite, else `tick` (the tick in
    /// progress, if any), else the time source's finite reading, else `nil`.
    func callTime(_ time: Double?, tick: Double?) -> Double? {
        if let time, time.isFinite { return time }
        if let tick { return tick }
        if let reading = timeSource?(), reading.isFinite { return reading }
        return nil
    }
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
    /// A frame's deadline, `interval × k` after the grid's start, must be a `Duration` (which
    /// counts up to about 1.7 × 10²⁰ s). So the run returns by itself, after its last frame, once
    /// the next one would lie more than 2⁶⁶ s (about 2.3 × 10¹² years) after the grid's start:
    /// frames no clock can reach never come. Only absurd intervals get there — with
    /// `.seconds(Int64.max / 4)`, after frame 32.
    ///
    /// While it runs, the target's ``timeSource`` reads `clock` on the same scale
    /// (`origin` + the clock's time since the run began), so calls made between frames take effect
    /// when they are made; the previous time source is restored when the run ends.
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
        let seconds = Self.seconds(interval)
        var origin = lastTickTime ?? 0
        var frame = lastTickTime == nil ? 0 : 1
        var start = clock.now
        let previousSource = timeSource
        let sourceOrigin = origin, sourceStart = start
        timeSource = { sourceOrigin + Self.seconds(sourceStart.duration(to: clock.now)) }
        defer { timeSource = previousSource }
        while !Task.isCancelled {
            // Past 2⁶⁶ s, `interval * frame` (and the clock's instants) would leave Duration's range.
            guard Double(frame) * seconds <= Self.maximumGridSeconds else { return }
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
                        origin += Double(frame) * seconds + Self.seconds(late)
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

    /// How far after the grid's start a frame may lie: 2⁶⁶ s, within `Duration`'s range
    /// (2¹²⁷ attoseconds, about 1.7 × 10²⁰ s) with room for the clock's own start.
    static var maximumGridSeconds: Double { 0x1p66 }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
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
