/// The platform-independent half of a display-link driver: which time each frame ticks at, when
/// to pause because nothing moves, and when to resume.
///
/// A display link calls ``frame(timestamp:targetTimestamp:duration:)`` once per refresh; the loop
/// ticks its ``FrameTicking`` target at the time the frame will be shown and asks the link to pause
/// once the target is idle. When the target gains work (its ``FrameTicking/onNeedsFrames``, which
/// the loop installs) or ``resume()`` is called, the loop asks the link to run again. The link
/// itself is the platform's (`CADisplayLink`, a timer): the loop only reports, through
/// ``onRunningChange``, whether it should be running.
///
/// ```swift
/// let animator = Animator()
/// let loop = FrameLoop(animator)            // idle: not running
/// loop.onRunningChange = { running in print("link paused:", !running) }
/// animator.add(.tween(to: 1.0), to: property)   // prints "link paused: false"
/// loop.frame(timestamp: 10.000, targetTimestamp: 10.008, duration: 1.0 / 120)   // ticks at 10.008
/// ```
///
/// ## Frame times
/// - A frame ticks at its **target timestamp** — when the frame being prepared reaches the screen —
///   so values match what is displayed; without a usable one (non-finite, or before `timestamp`),
///   at `timestamp + duration`, else at `timestamp`. A frame with no finite time is skipped and
///   counted in ``skippedFrameCount``: none of its times is finite, or `timestamp + duration`
///   overflows (a frame at `greatestFiniteMagnitude` with that duration). Later frames tick at
///   their own times.
/// - Times never go back: a frame earlier than the last one ticks at the last one's time.
/// - All times are in the display link's time base (on Apple platforms `CACurrentMediaTime()`,
///   seconds since boot); a motion started while the link was paused begins at the first frame
///   after the link resumes, so a pause does not make anything jump.
///
/// A loop is confined to its target's isolation domain (the main actor, for a display link).
package final class FrameLoop {
    /// The object ticked every frame (held strongly).
    package let target: any FrameTicking
    /// Whether frames should be delivered: `false` once the target is idle, `true` again when it
    /// gains work. Starts as `!target.isIdle`.
    package private(set) var isRunning: Bool
    /// Called with the new ``isRunning`` whenever it changes; a driver pauses or unpauses its
    /// display link here.
    package var onRunningChange: ((Bool) -> Void)?
    /// The time the last frame ticked at, or `nil` before the first.
    package private(set) var lastFrameTime: Double?
    /// How many frames were skipped because they had no finite time (see the type's discussion).
    package private(set) var skippedFrameCount = 0

    /// Whether the loop installed the target's time source (and so removes it when invalidated).
    private let installedTimeSource: Bool

    /// Creates a loop for `target` and installs itself as the target's ``FrameTicking/onNeedsFrames``.
    ///
    /// - Parameters:
    ///   - target: What to tick; for conformers that never call `onNeedsFrames`, call ``resume()``
    ///     after starting a motion.
    ///   - timeSource: The current time on the clock the frames' timestamps come from (for a
    ///     display link, `CACurrentMediaTime`), installed as the target's
    ///     ``FrameTicking/timeSource`` so that calls made between frames take effect when they are
    ///     made; `nil` (default) leaves the target's time source alone.
    package init(_ target: any FrameTicking, timeSource: (() -> Double)? = nil) {
        self.target = target
        isRunning = !target.isIdle
        installedTimeSource = timeSource != nil
        target.onNeedsFrames = { [weak self] in self?.resume() }
        if let timeSource { target.timeSource = timeSource }
    }

    /// Asks for frames again (no effect while running).
    package func resume() {
        guard !isRunning else { return }
        isRunning = true
        onRunningChange?(true)
    }

    /// Stops asking for frames until the target gains work or ``resume()`` is called.
    package func pause() {
        guard isRunning else { return }
        isRunning = false
        onRunningChange?(false)
    }

    /// The time a frame ticks at; see the type's discussion.
    ///
    /// - Parameters:
    ///   - timestamp: When the link fired for this frame (`CADisplayLink.timestamp`).
    ///   - targetTimestamp: When the frame will be shown (`CADisplayLink.targetTimestamp`), or `nil`.
    ///   - duration: The refresh interval (`CADisplayLink.duration`), or 0 if unknown.
    /// - Returns: The tick time, or `nil` if no time given is finite or `timestamp + duration`
    ///   overflows.
    package func frameTime(timestamp: Double, targetTimestamp: Double?, duration: Double) -> Double? {
        let time: Double
        if let targetTimestamp, targetTimestamp.isFinite, !timestamp.isFinite || targetTimestamp >= timestamp {
            time = targetTimestamp
        } else if timestamp.isFinite, duration.isFinite, duration > 0 {
            time = timestamp + duration
            // Past greatestFiniteMagnitude: the frame has no finite time. Ticking at +∞ would
            // hold every later frame there (times never go back), and targets ignore it.
            guard time.isFinite else { return nil }
        } else if timestamp.isFinite {
            time = timestamp
        } else {
            return nil
        }
        return max(time, lastFrameTime ?? time)
    }

    /// Handles one display-link callback: ticks the target at ``frameTime(timestamp:targetTimestamp:duration:)``
    /// and pauses if the target is then idle.
    ///
    /// - Parameters:
    ///   - timestamp: When the link fired for this frame.
    ///   - targetTimestamp: When the frame will be shown, or `nil`.
    ///   - duration: The refresh interval, or 0 if unknown.
    /// - Returns: The time ticked, or `nil` if the frame was skipped (no finite time, see
    ///   ``frameTime(timestamp:targetTimestamp:duration:)``).
    @discardableResult
    package func frame(timestamp: Double, targetTimestamp: Double?, duration: Double) -> Double? {
        guard let time = frameTime(timestamp: timestamp, targetTimestamp: targetTimestamp, duration: duration) else {
            skippedFrameCount += 1
            return nil
        }
        lastFrameTime = time
        target.tick(at: time)
        if target.isIdle { pause() }
        return time
    }

    /// Removes the loop from its target's ``FrameTicking/onNeedsFrames`` and stops asking for frames.
    package func invalidate() {
        target.onNeedsFrames = nil
        if installedTimeSource { target.timeSource = nil }
        onRunningChange = nil
        isRunning = false
    }
}

// A loop ticks its target synchronously and holds its callbacks: confined like its target.
@available(*, unavailable)
extension FrameLoop: Sendable {}
