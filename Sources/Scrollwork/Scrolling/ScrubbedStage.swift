/// A ``Stage`` whose offset is smoothed: ``retarget(to:at:)`` sets where the stage should go, and
/// each ``tick(at:)`` moves it part of the way (ScrollTrigger's `scrub: n` for a whole stage).
///
/// Events and tracks follow the displayed offset, so a fast fling is played back as a smooth catch-up
/// — still reporting every crossing in order. Drive it with explicit times, or with
/// ``FrameTicking/run(every:clock:untilIdle:isolation:)``. Each tick gives the stage the displayed
/// offset with the tick's time (``Stage/setOffset(_:at:)``), so the stage's ``Stage/velocity`` is
/// the displayed offset's; drive the scrubbed stage, not the stage inside it.
///
/// ```swift
/// let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
/// scrubbed.retarget(to: 1200, at: 0)   // the real offset, and when it changed
/// scrubbed.tick(at: 0.1)               // the stage is now about 40% of the way there
/// ```
///
/// The time of a retarget decides the whole motion, so give it (`at:`), or let the
/// ``timeSource`` give it (the frame drivers install one): then the same input at 30 Hz and at
/// 120 Hz puts the stage at the same offsets at the same times. Without either, a retarget
/// takes effect at the next tick.
///
/// Like its stage, it is used from one isolation domain.
public final class ScrubbedStage: FrameTicking {
    /// The stage being driven.
    public let stage: Stage
    /// The smoothing state.
    package private(set) var smoother: ScrubSmoother
    /// The time of the last tick, or `nil` before the first.
    public private(set) var lastTickTime: Double?
    /// The current time on the tick clock, for retargets without `at:`; see
    /// ``FrameTicking/timeSource``.
    public var timeSource: (() -> Double)?
    /// A target set without a time, followed from the next tick's time.
    private var pending: Double?
    /// Called when ``retarget(to:at:)`` sets a new target, so that a frame driver paused while the
    /// stage had caught up resumes; see ``FrameTicking/onNeedsFrames``.
    public var onNeedsFrames: (() -> Void)?

    /// Wraps `stage`, starting from its current offset (0 if it has none).
    public init(_ stage: Stage, smoothing: ScrubSmoothing) {
        self.stage = stage
        smoother = ScrubSmoother(smoothing, at: stage.offset ?? 0)
    }

    /// Sets the offset to follow, from the displayed state at `time`.
    ///
    /// - Parameters:
    ///   - offset: The real offset.
    ///   - time: When it changed, on the tick clock; `nil` (default) means now (the
    ///     ``timeSource``), else the next tick. A NaN or infinite time counts as none; a time
    ///     before the current motion's start counts as that start.
    /// - Returns: `false` (and nothing changes) for a non-finite offset.
    @discardableResult
    public func retarget(to offset: Double, at time: Double? = nil) -> Bool {
        guard offset.isFinite else { return false }
        if let time = callTime(time, tick: nil) {
            pending = nil
            smoother.retarget(to: offset, at: time)
        } else {
            pending = offset
        }
        onNeedsFrames?()
        return true
    }

    /// The real offset the stage is following (the last one given to ``retarget(to:at:)`` or
    /// ``jump(to:at:)``).
    public var target: Double { pending ?? smoother.target }

    /// Moves the stage to `offset` at once, with no smoothing — a programmatic jump (restoring a
    /// position, tapping a page indicator) — reporting every crossing on the way. The stage gets
    /// the offset at the jump's time (its velocity sees the jump as a fast move).
    ///
    /// - Parameters:
    ///   - offset: Where to go.
    ///   - time: When, on the tick clock; `nil` (default) means now (the ``timeSource``), else the
    ///     last tick's time.
    /// - Returns: `false` (and nothing changes) for a non-finite offset.
    @discardableResult
    public func jump(to offset: Double, at time: Double? = nil) -> Bool {
        guard offset.isFinite else { return false }
        pending = nil
        let now = callTime(time, tick: nil) ?? lastTickTime ?? 0
        smoother.reset(to: offset, at: now)
        stage.setOffset(offset, at: now)
        return true
    }

    /// Moves the stage to the displayed offset at `time`. Earlier or non-finite times are ignored.
    public func tick(at time: Double) {
        guard time.isFinite, time >= (lastTickTime ?? -.infinity) else { return }
        if let pending {
            smoother.retarget(to: pending, at: time)
            self.pending = nil
        }
        lastTickTime = time
        stage.setOffset(smoother.offset(at: time), at: time)
    }

    /// Whether the displayed offset has caught up with the target (as of the last tick), and the
    /// stage has nothing left to advance either: no batch of its events waiting for its interval,
    /// and — when it shows its velocity, through a velocity track or ``Stage/velocitySmoothing`` —
    /// its velocity, measured on the displayed offsets, back at exactly 0 (0.1 s after the
    /// displayed offset settles). A stage that shows no velocity does not keep the scrubbed stage
    /// busy: its ``Stage/velocity`` then holds its last value until the next tick.
    public var isIdle: Bool {
        pending == nil && smoother.isSettled(at: lastTickTime ?? .infinity) && stage.offset == smoother.target
            && (stage.showsVelocity ? stage.isIdle : stage.batchesWaiting == 0)
    }

    /// Follows `source`: each offset it delivers becomes the target (at the time the
    /// ``timeSource`` reads when it arrives), until the source finishes or the calling task is
    /// cancelled. Ticking is separate (see ``FrameTicking``).
    ///
    /// - Parameters:
    ///   - source: Where the real offsets come from.
    ///   - isolation: The actor the stage is used from; inferred from the caller.
    public func follow(_ source: ScrollSource, isolation: isolated (any Actor)? = #isolation) async {
        for await offset in source.offsets() {
            retarget(to: offset)
        }
    }
}
