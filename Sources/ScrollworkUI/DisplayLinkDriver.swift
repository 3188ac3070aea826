#if canImport(QuartzCore) && ((canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import Foundation
import QuartzCore
import Scrollwork
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Ticks an ``Scrollwork/Animator``, a ``Scrollwork/ScrollPhysics``, a ``Scrollwork/ScrubbedStage``
/// — anything ``Scrollwork/FrameTicking`` — from the display's refresh, and sleeps while it is idle.
///
/// The driver owns a display link (`CADisplayLink` on iOS, tvOS and visionOS; the view's
/// `displayLink(target:selector:)` on macOS 14 and later, and a timer on the main run loop below
/// that) and a frame loop that decides what to do with each frame:
/// - each frame ticks the target at the link's `targetTimestamp`, the time the frame reaches the
///   screen, inside a Core Animation transaction with implicit animations disabled (as Pop does),
///   so values written to layers land on that frame without a second animation;
/// - the target's ``Scrollwork/FrameTicking/timeSource`` reads `CACurrentMediaTime()` (the clock of
///   the link's timestamps), so calls made between frames without `at:` take effect when they are
///   made and the result does not depend on the frame rate;
/// - when the target is idle the link is paused; it resumes as soon as the target gains work
///   (an animation added, a release, an animated scroll: ``Scrollwork/FrameTicking/onNeedsFrames``);
/// - ``preferredFrameRateRange`` is passed to the link (on the timer fallback, its preferred or
///   maximum rate sets the timer's interval);
/// - releasing the driver (or ``invalidate()``) stops the link. The link runs in the run loop's
///   common modes, so it keeps ticking while a scroll view tracks a finger.
///
/// ```swift
/// let animator = Animator()
/// let frames = DisplayLinkDriver(animator)      // keep it as long as the animator should run
/// animator.add(.spring(to: CGPoint(x: 200, y: 400)), to: .position(of: card.layer), forKey: "move")
/// ```
///
/// Times are in the display link's time base, `CACurrentMediaTime()` (seconds since boot).
@MainActor
public final class DisplayLinkDriver {
    /// The frame logic: the target, whether it is running, the last frame's time.
    let loop: FrameLoop
    private let link: LinkHolder

    /// The range of frame rates to ask the display for (default: the system's choice).
    public var preferredFrameRateRange: CAFrameRateRange {
        didSet { link.setPreferredFrameRateRange(preferredFrameRateRange) }
    }

    #if canImport(UIKit)
    /// Drives `target` from a `CADisplayLink` on the main run loop.
    ///
    /// - Parameters:
    ///   - target: What to tick (held strongly).
    ///   - preferredFrameRateRange: The frame rates to ask for (default `.default`, the system's choice).
    public init(_ target: any FrameTicking, preferredFrameRateRange: CAFrameRateRange = .default) {
        loop = FrameLoop(target, timeSource: { CACurrentMediaTime() })
        self.preferredFrameRateRange = preferredFrameRateRange
        let proxy = LinkProxy()
        let displayLink = CADisplayLink(target: proxy, selector: #selector(LinkProxy.step(_:)))
        link = LinkHolder(displayLink: displayLink, preferredFrameRateRange: preferredFrameRateRange)
        start(proxy)
    }
    #else
    /// Drives `target` from `view`'s display link (macOS 14 and later: it follows the view from
    /// screen to screen, and does not fire while the view is hidden or off screen), or from a timer
    /// on the main run loop on macOS 13.
    ///
    /// - Parameters:
    ///   - target: What to tick (held strongly).
    ///   - view: The view whose display paces the frames.
    ///   - preferredFrameRateRange: The frame rates to ask for (default `.default`, the system's choice).
    public init(_ target: any FrameTicking, view: NSView, preferredFrameRateRange: CAFrameRateRange = .default) {
        loop = FrameLoop(target, timeSource: { CACurrentMediaTime() })
        self.preferredFrameRateRange = preferredFrameRateRange
        let proxy = LinkProxy()
        if #available(macOS 14.0, *) {
            let displayLink = view.displayLink(target: proxy, selector: #selector(LinkProxy.step(_:)))
            link = LinkHolder(displayLink: displayLink, preferredFrameRateRange: preferredFrameRateRange)
        } else {
            link = LinkHolder(timerEvery: Self.timerInterval(for: preferredFrameRateRange), proxy: proxy)
        }
        start(proxy)
    }

    /// The timer fallback's interval: the preferred rate, else the maximum, else 60 Hz.
    static func timerInterval(for range: CAFrameRateRange) -> Double {
        let rate = Double(range.preferred ?? range.maximum)
        return rate > 0 && rate.isFinite ? 1 / rate : 1.0 / 60
    }
    #endif

    private func start(_ proxy: LinkProxy) {
        proxy.driver = self
        link.setPaused(!loop.isRunning)
        loop.onRunningChange = { [weak self] running in self?.link.setPaused(!running) }
    }

    /// Whether the link is delivering frames (it pauses while the target is idle).
    public var isRunning: Bool { loop.isRunning }

    /// Stops the link for good and detaches from the target. Releasing the driver does the same.
    public func invalidate() {
        loop.invalidate()
        link.invalidate()
    }

    /// One frame: tick inside a transaction with implicit animations disabled.
    func step(timestamp: Double, targetTimestamp: Double?, duration: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        loop.frame(timestamp: timestamp, targetTimestamp: targetTimestamp, duration: duration)
        CATransaction.commit()
    }
}

/// The display link's target: a link retains its target, so the driver is reached weakly through
/// this proxy, and a link that outlives its driver invalidates itself on its next frame.
///
/// `@unchecked Sendable`: `driver` is set on the main actor before the link or timer starts, and
/// read only from their callbacks, which run on the main thread.
final class LinkProxy: NSObject, @unchecked Sendable {
    weak var driver: DisplayLinkDriver?

    /// Called by the display link, on the main run loop, with itself (declared `AnyObject`, which
    /// Objective-C passes as `id`). Only display links call it, and macOS has them from 14 on (below
    /// that the timer calls ``tick(interval:)``).
    @MainActor @objc func step(_ sender: AnyObject) {
        guard #available(macOS 14.0, *), let link = sender as? CADisplayLink else { return }
        guard let driver else {
            link.invalidate()
            return
        }
        driver.step(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp, duration: link.duration)
    }

    /// Called by the fallback timer on the main run loop; returns `false` once the driver is gone.
    @MainActor func tick(interval: Double) -> Bool {
        guard let driver else { return false }
        driver.step(timestamp: CACurrentMediaTime(), targetTimestamp: nil, duration: interval)
        return true
    }
}

/// What ``LinkHolder`` asks of a display link. `CADisplayLink` exists on macOS only from 14, above
/// the package's floor, so the holder stores the link as this protocol, which the class conforms to
/// where it exists: nothing outside an `#available(macOS 14.0, *)` scope names the class.
protocol FrameLink: AnyObject {
    var isPaused: Bool { get set }
    var preferredFrameRateRange: CAFrameRateRange { get set }
    func invalidate()
}

@available(macOS 14.0, *)
extension CADisplayLink: FrameLink {}

/// Owns the link or the timer, and stops it when released.
final class LinkHolder {
    private var displayLink: (any FrameLink)?
    private var timer: Timer?
    private var interval = 0.0
    /// The timer's target, held here: unlike a display link, a timer's closure holds it weakly, so
    /// without this it would be released as soon as the driver's initialiser returns. (No cycle:
    /// the proxy holds the driver weakly.)
    private var proxy: LinkProxy?

    /// Takes `displayLink`, asks it for `range` and adds it to the main run loop's common modes
    /// (so it keeps firing while a scroll view tracks a finger).
    @available(macOS 14.0, *)
    init(displayLink: CADisplayLink, preferredFrameRateRange range: CAFrameRateRange) {
        displayLink.preferredFrameRateRange = range
        displayLink.add(to: .main, forMode: .common)
        self.displayLink = displayLink
    }

    init(timerEvery interval: Double, proxy: LinkProxy) {
        self.interval = interval
        self.proxy = proxy
    }

    func setPaused(_ paused: Bool) {
        if let displayLink {
            displayLink.isPaused = paused
        } else if paused {
            timer?.invalidate()
            timer = nil
        } else if timer == nil, let proxy {
            let timer = Timer(timeInterval: interval, repeats: true) { [weak proxy] timer in
                let interval = timer.timeInterval
                let alive = MainActor.assumeIsolated { proxy?.tick(interval: interval) ?? false }
                if !alive { timer.invalidate() }
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        }
    }

    func setPreferredFrameRateRange(_ range: CAFrameRateRange) {
        displayLink?.preferredFrameRateRange = range
    }

    func invalidate() {
        displayLink?.invalidate()
        displayLink = nil
        timer?.invalidate()
        timer = nil
    }

    deinit {
        invalidate()
    }
}
#endif
