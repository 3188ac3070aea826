#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A headless UIScrollView: drag with rubber banding, fling, bounce, paging and animated scrolls,
/// producing content offsets from gestures and time.
///
/// This is the scroll view that custom-scroll-view write-ups rebuild on Pop (Ole Begemann's and
/// Rounak Jain's CustomScrollView, Grant Paul's bounce, the decay demo of the Popping examples),
/// with UIScrollView's constants:
/// deceleration 0.998 per millisecond (``Decay/normal``), the 0.55 rubber band
/// (``RubberBand/uiScrollView``), and a bounce spring of Pop bounciness 0, speed 5 (Grant Paul's).
/// Every offset it produces goes to its ``ScrollSource`` (and ``onOffsetChange``), so a fling can
/// drive a ``Stage`` or any timeline end to end without UIKit.
///
/// ```swift
/// let source = ScrollSource(axis: .vertical)
/// let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 3000),
///                            viewportSize: CGSize(width: 390, height: 844), source: source)
/// scroll.beginDrag()
/// scroll.drag(fingerTranslation: CGPoint(x: 0, y: -120))          // finger up 120 pt: offset 120
/// let rest = scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -1800)) // released moving up: a fling
/// rest.y                                                          // ≈ 1015.7, where it will stop
/// for frame in 0..<480 { scroll.tick(at: Double(frame) / 120) }
/// scroll.contentOffset.y == rest.y                                // true
/// ```
///
/// ## Behaviour
/// - **Bounds.** The offset rests in ``minimumContentOffset`` (`−inset.left`, `−inset.top`) …
///   ``maximumContentOffset`` (content + insets − viewport, never below the minimum). An axis
///   scrolls only when enabled and its content (with insets) is longer than the viewport.
/// - **Velocities and signs.** Every velocity the library reports or takes is the rate of change of
///   the value it belongs to: a content velocity is positive when the offset grows. The finger
///   moves the other way, and the two gesture calls that take the finger's motion say so in their
///   labels: ``drag(fingerTranslation:)`` and ``endDrag(fingerVelocity:at:)`` take a pan gesture's
///   `translation` and `velocity` as they are.
/// - **Drag.** ``beginDrag(at:)`` stops any fling, bounce or animated scroll where it is (reporting
///   `finished == false` to a scroll's completion). ``drag(fingerTranslation:)`` moves the content
///   opposite to the finger's total translation since the drag began; past an edge the content
///   follows the rubber band. A drag that begins outside the bounds (mid-bounce) starts from the
///   rubber band's inverse, so the content does not jump under the finger.
/// - **Release.** ``endDrag(fingerVelocity:at:)``, per axis: outside the bounds, a spring back to
///   the edge with the release velocity; with paging, a spring to the page chosen from the projected
///   resting position (at most one page from where the drag began); with a ``restingTarget``, a
///   spring to the target it returns (``snapSpring``, or the spring it chose); otherwise a decay.
///   A decay that would cross an edge becomes, at the exact moment of crossing, a spring that
///   starts on the edge with the decay's velocity there and settles on it (without ``bounces``, it
///   stops there). The release returns where the
///   content will come to rest (``restingContentOffset``), exactly: a glide stops by Pop's rule,
///   once slower than 5 pt/s, about 2.5 pt short of ``Decay/projectedPosition(from:initialVelocity:)``.
/// - **Animated scrolls.** ``scroll(to:duration:easing:at:completion:)`` tweens from the current
///   offset; a new call, a drag, ``stop(at:)`` or ``setContentOffset(_:)`` interrupts it, and its
///   completion gets `false`; the new motion starts where the old one was. A scroll has reached
///   its offset when its time says so: one of those calls made after its end, before a frame has
///   shown it, finds it complete, and its completion gets `true`.
/// - **Time.** Every call that starts or stops a motion takes an optional time (`at:`, on the tick
///   clock). Without one, it acts at the tick in progress, else at the ``timeSource``'s reading
///   (the frame drivers install one), else at the next tick (a stop: at the last tick's offset).
///   Every offset is a closed-form function of time, so frame rate does not change the trajectory.
///   Ticks never go back in time; NaN and infinite tick times are ignored, and a NaN or infinite
///   `at:` counts as none.
/// - **Bad input.** A gesture's non-finite translation is ignored and a non-finite velocity
///   component counts as 0 (gesture recognizers can report NaN after a zero-length interval).
///   Programmatic targets and the geometry (sizes, insets) must be finite (a trap otherwise, when
///   set). Finite values anywhere in the range work: bounds, offsets and velocities are capped at
///   ±`greatestFiniteMagnitude`, and even a 10³⁰⁰ pt/s fling comes to rest.
///
/// ## Threading
/// Like ``Animator``, a scroll physics is confined to one thread or actor and is not `Sendable`;
/// its ``ScrollSource`` is, so observers may read the offsets anywhere.
///
/// - Complexity: ``tick(at:)`` is O(1) and allocates nothing (with no observer on the source or
///   with its default latest-wins buffering).
public final class ScrollPhysics {
    // MARK: Configuration

    /// The content's size, in points.
    ///
    /// - Precondition: finite width and height (like ``init(contentSize:viewportSize:contentInset:contentOffset:source:)``).
    public var contentSize: CGSize {
        didSet { Self.requireFinite(contentSize.animationComponents.isFinite, "contentSize", contentSize) }
    }
    /// The visible area's size, in points.
    ///
    /// - Precondition: finite width and height.
    public var viewportSize: CGSize {
        didSet { Self.requireFinite(viewportSize.animationComponents.isFinite, "viewportSize", viewportSize) }
    }
    /// Extra room around the content.
    ///
    /// - Precondition: finite insets.
    public var contentInset: Insets {
        didSet { Self.requireFinite(contentInset.isFinite, "contentInset", contentInset) }
    }
    /// Whether the horizontal axis scrolls (default `true`; it also needs content wider than the viewport).
    public var scrollsHorizontally = true
    /// Whether the vertical axis scrolls (default `true`; it also needs content taller than the viewport).
    public var scrollsVertically = true
    /// Whether the content rubber-bands past its edges and bounces back (default `true`); without,
    /// drags clamp and flings stop at the edges.
    public var bounces = true
    /// The deceleration after a release (default ``Decay/normal``, UIScrollView's 0.998).
    public var decelerationRate = Decay.normal
    /// The resistance past the edges while dragging (default ``RubberBand/uiScrollView``, 0.55).
    public var rubberBand = RubberBand.uiScrollView
    /// The spring that brings the content back to an edge (default Pop bounciness 0, speed 5, the
    /// bounce of the custom scroll views built on Pop: stiffness 193.4, damping 26.7, ζ ≈ 0.96).
    public var bounceSpring = DampedSpring(bounciness: 0, speed: 5)
    /// Whether releases settle on page boundaries (default `false`).
    public var isPagingEnabled = false
    /// The page size; `nil` (default) pages by the viewport's size, as UIScrollView does. An axis
    /// whose page length is not finite and positive (a zero or NaN page size, or an empty viewport)
    /// does not page: it glides as if paging were off.
    public var pageSize: CGSize?
    /// The spring that settles on a page (default critically damped, response 0.3 s).
    public var pagingSpring = DampedSpring(response: 0.3, dampingRatio: 1)
    /// Where a release inside the bounds comes to rest instead of gliding freely (paging, when
    /// enabled, takes precedence): UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    ///
    /// Called per scrolling axis with the ``Release`` — the offset, the content's velocity, the
    /// offset where the glide would come to rest on its own, and the spring that will carry it
    /// (``snapSpring``, unless the closure sets ``Release/spring``); return a target to spring to
    /// it with the release's spring, starting at the release velocity, or `nil` to glide. A
    /// non-finite target counts as `nil`; a target outside the bounds is clamped into them. Of the
    /// release, only ``Release/spring`` is read back.
    ///
    /// ``Snapping/restingTarget(on:)`` makes one that snaps to scene boundaries and other targets
    /// with its ``Snapping/spring``: `scroll.restingTarget = snapping.restingTarget(on: stage)`. A
    /// closure of your own that delegates to it passes the release on: `return snap(&release)`.
    public var restingTarget: ((_ release: inout Release) -> Double?)?
    /// The spring to a ``restingTarget`` when the closure leaves ``Release/spring`` as it is
    /// (default critically damped, response 0.4 s).
    public var snapSpring = DampedSpring(response: 0.4, dampingRatio: 1)
    /// How much motion the scroll view shows (default ``MotionPolicy/full``).
    ///
    /// Scrolling is motion the user causes, so dragging, gliding and rubber banding are the same
    /// under ``MotionPolicy/reduced``, and so are the targets of paging and snapping. What changes:
    /// every spring (bounce, paging, snapping) settles without overshoot — its damping is raised to
    /// critical and it rests on its target the moment it would pass it — and a programmatic
    /// ``scroll(to:duration:easing:at:completion:)`` moves at once. Motions already running keep
    /// going as they started, the bounce at the end of a glide included (it follows the policy
    /// of the release that started the glide); the policy applies to the next release or scroll.
    public var motionPolicy = MotionPolicy.full

    /// Where every offset goes, if anywhere.
    public let source: ScrollSource?
    /// Called with every new offset, after it is sent to ``source``.
    public var onOffsetChange: ((CGPoint) -> Void)?
    /// Called when a release or an animated scroll starts a motion, so that a frame driver paused
    /// while the scroll view was idle resumes; see ``FrameTicking/onNeedsFrames``.
    public var onNeedsFrames: (() -> Void)?

    // MARK: State

    /// The current offset of the content's origin from the viewport's origin, in points.
    public private(set) var contentOffset: CGPoint
    /// The content offset's rate of change in points per second as of the last tick (0 while
    /// dragging: the gesture knows the finger's velocity).
    public private(set) var velocity = CGPoint.zero
    /// Whether a drag is in progress.
    package internal(set) var isDragging = false
    /// The time of the last tick, or `nil` before the first.
    public private(set) var lastTickTime: Double?

    /// The current time on the tick clock, for calls made between ticks without `at:`; see
    /// ``FrameTicking/timeSource``.
    public var timeSource: (() -> Double)?
    /// The pan gesture in progress, for the platform layer's gesture entry point.
    package var gestures = ScrollGestureTracker()

    var horizontal: AxisMotion
    var vertical: AxisMotion
    var dragOrigin = CGPoint.zero
    var dragStartOffset = CGPoint.zero
    var completion: ((Bool) -> Void)?
    var isTicking = false
    var tickTime = 0.0

    /// Creates a scroll physics at rest.
    ///
    /// - Parameters:
    ///   - contentSize: The content's size.
    ///   - viewportSize: The visible area's size.
    ///   - contentInset: Extra room around the content (default none).
    ///   - contentOffset: The initial offset (default `.zero`); it is not clamped.
    ///   - source: Where to send offsets (default none). The initial offset is sent at once.
    /// - Precondition: finite sizes, insets and offset.
    public init(contentSize: CGSize, viewportSize: CGSize, contentInset: Insets = .zero, contentOffset: CGPoint = .zero, source: ScrollSource? = nil) {
        precondition(
            contentSize.animationComponents.isFinite && viewportSize.animationComponents.isFinite
                && contentOffset.animationComponents.isFinite && contentInset.isFinite,
            "ScrollPhysics(contentSize:viewportSize:contentInset:contentOffset:source:) needs finite geometry")
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.source = source
        horizontal = AxisMotion(at: Double(contentOffset.x))
        vertical = AxisMotion(at: Double(contentOffset.y))
        source?.send(contentOffset)
    }

    // MARK: Geometry

    /// The smallest resting offset: `(−inset.left, −inset.top)`.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest resting offset: content plus insets minus viewport, never below the minimum, and
    /// at most `greatestFiniteMagnitude` (sizes and insets near it would overflow the sum).
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: min(max(-contentInset.left, Double(contentSize.width) + contentInset.right - Double(viewportSize.width)), .greatestFiniteMagnitude),
            y: min(max(-contentInset.top, Double(contentSize.height) + contentInset.bottom - Double(viewportSize.height)), .greatestFiniteMagnitude))
    }

    /// Traps unless `isFinite`, naming the property and its value.
    private static func requireFinite(_ isFinite: Bool, _ name: String, _ value: Any) {
        precondition(isFinite, "ScrollPhysics.\(name) needs finite values, got \(value)")
    }

    var horizontalRange: ClosedRange<Double> { Double(minimumContentOffset.x)...Double(maximumContentOffset.x) }
    var verticalRange: ClosedRange<Double> { Double(minimumContentOffset.y)...Double(maximumContentOffset.y) }
    var scrollsX: Bool { scrollsHorizontally && horizontalRange.upperBound > horizontalRange.lowerBound }
    var scrollsY: Bool { scrollsVertically && verticalRange.upperBound > verticalRange.lowerBound }

    // MARK: State queries

    /// What the scroll view is doing; see ``ScrollPhysics/Activity``.
    public var activity: ScrollPhysics.Activity {
        isDragging ? .dragging : .busier(horizontal.phase, vertical.phase)
    }

    /// Whether nothing moves: no drag, no fling, bounce, paging or animated scroll.
    public var isIdle: Bool {
        !isDragging && horizontal.isResting && vertical.isResting
    }

    /// Where the current motion comes to rest, exactly: the offset a fling stops at (Pop's 5 pt/s
    /// rule, or the edge it bounces back to), the page or snap target, an animated scroll's
    /// target; the current offset while idle or dragging.
    public var restingContentOffset: CGPoint {
        isDragging ? contentOffset : CGPoint(x: horizontal.restingPosition, y: vertical.restingPosition)
    }

    /// When a motion started now begins: `time`, the tick in progress or the time source (see
    /// ``FrameTicking/callTime(_:tick:)``), else `nil` — the next tick.
    func startTime(_ time: Double?) -> Double? {
        callTime(time, tick: isTicking ? tickTime : nil)
    }

    // MARK: Ticking

    /// Advances every motion to `time` and publishes the offset if it changed.
    ///
    /// - Parameter time: Seconds; an earlier time than the last tick counts as the last tick's, and
    ///   NaN, infinity and ticks requested from this tick's callbacks are ignored.
    /// - Complexity: O(1); no allocation.
    public func tick(at time: Double) {
        guard time.isFinite, !isTicking else { return }
        isTicking = true
        defer {
            lastTickTime = tickTime
            isTicking = false
        }
        tickTime = max(time, lastTickTime ?? time)
        guard !isDragging else { return }
        advanceAxes(to: tickTime)
        if completion != nil && horizontal.isResting && vertical.isResting {
            let done = completion
            completion = nil
            done?(true)
        }
    }

    /// Advances both axes to `t` (every transition due by then at its own time) and sets the
    /// velocity and then the offset there (so offset observers see the new velocity), both capped
    /// at ±greatestFiniteMagnitude (a bounce off an edge near the end of the range overshoots past
    /// it, and every offset observer refuses ±∞).
    private func advanceAxes(to t: Double) {
        let x = horizontal.advance(to: t, bounces: bounces, bounceSpring: bounceSpring)
        let y = vertical.advance(to: t, bounces: bounces, bounceSpring: bounceSpring)
        velocity = CGPoint(x: saturated(x.velocity), y: saturated(y.velocity))
        move(to: CGPoint(x: saturated(x.position), y: saturated(y.position)))
    }

    /// Sets the offset and publishes it if it changed: to the source with its time (the tick in
    /// progress, else the time source's reading), so that the source measures the velocity.
    func move(to offset: CGPoint) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        if let source {
            if let time = startTime(nil) { source.send(offset, at: time) } else { source.send(offset) }
        }
        onOffsetChange?(offset)
    }

    /// Stops every motion where it is at `time` (no earlier than the last tick: what was shown
    /// stays shown), or at the current offset without a time. Returns the animated scroll's
    /// completion, to be called once the new state is in place, and whether every motion had come
    /// to rest by `time` — an animated scroll that has ended by then has reached its offset,
    /// whether or not a frame has shown it, so its completion gets `true`.
    func halt(at time: Double?) -> (completion: ((Bool) -> Void)?, reached: Bool) {
        if let time, !isDragging, !(horizontal.isResting && vertical.isResting) {
            advanceAxes(to: max(time, lastTickTime ?? time))
        }
        let reached = horizontal.isResting && vertical.isResting
        horizontal.rest(at: Double(contentOffset.x))
        vertical.rest(at: Double(contentOffset.y))
        velocity = .zero
        let interrupted = completion
        completion = nil
        return (interrupted, reached)
    }

    /// Whether every motion has come to rest by `time` (no earlier than the last tick), without
    /// changing anything.
    func hasComeToRest(by time: Double) -> Bool {
        var x = horizontal, y = vertical
        let t = max(time, lastTickTime ?? time)
        _ = x.advance(to: t, bounces: bounces, bounceSpring: bounceSpring)
        _ = y.advance(to: t, bounces: bounces, bounceSpring: bounceSpring)
        return x.isResting && y.isResting
    }
}

extension ScrollPhysics: FrameTicking {}

// A scroll physics calls its callbacks and writes its state synchronously on the thread that
// drives it, without locks: confined to one thread or actor, it cannot be sent.
@available(*, unavailable)
extension ScrollPhysics: Sendable {}

extension ScrollPhysics {
    /// A release of one axis, as ``restingTarget`` sees it.
    public struct Release: Hashable, Sendable {
        /// The axis.
        public var axis: ScrollAxis
        /// The offset along the axis at release, in points.
        public var position: Double
        /// The content's velocity along the axis at release, in points per second (positive = the
        /// offset grows; a non-finite gesture velocity counts as 0).
        public var velocity: Double
        /// Where the glide would come to rest on its own: where the decay stops by Pop's 5 pt/s
        /// rule, or the edge it would reach and bounce back to.
        public var restingPosition: Double
        /// The spring that carries the content to the target the ``ScrollPhysics/restingTarget``
        /// returns: the scroll view's ``ScrollPhysics/snapSpring`` when the release is made; the
        /// closure may set another (``Snapping/restingTarget(on:)`` sets its ``Snapping/spring``).
        public var spring: DampedSpring

        /// Creates a release.
        ///
        /// - Parameters:
        ///   - axis: The axis.
        ///   - position: The offset along the axis at release, in points.
        ///   - velocity: The content's velocity at release, in points per second.
        ///   - restingPosition: Where the glide would come to rest on its own.
        ///   - spring: The spring to the target (default ``ScrollPhysics/snapSpring``'s default:
        ///     critically damped, response 0.4 s).
        public init(axis: ScrollAxis, position: Double, velocity: Double, restingPosition: Double,
                    spring: DampedSpring = DampedSpring(response: 0.4, dampingRatio: 1)) {
            self.axis = axis
            self.position = position
            self.velocity = velocity
            self.restingPosition = restingPosition
            self.spring = spring
        }
    }
}
