/// What a track's timeline is keyed on: a position in the range the track belongs to.
///
/// A track belongs to a scene (its range is the scene's `start...end`) or to the stage itself (its
/// range is the whole scroll range, `0...`  ``StageLayout/maximumOffset``), and the domain means the
/// same thing in both:
///
/// - ``progress``: progress through the range, `0...1` (the default, and what ScrollTrigger's
///   `scrub` and ScrollMagic's tweens use). Clamped: the value holds outside the range. A
///   zero-length range (a trigger, or a stage whose layout has no scrollable length) is 0 before
///   its start and 1 from it on.
/// - ``sceneOffset``: points from the range's start, clamped into `0...length`.
/// - ``offset``: the stage's absolute scroll offset, unclamped.
/// - ``velocity``: the stage's scroll velocity in points per second (``Stage/velocity``),
///   unclamped — the same for every range. A timeline clamps it by construction: it holds its first
///   value below its first scale and its last above the last.
/// - ``unclampedProgress``: progress through the range, not clamped — below 0 before the start,
///   above 1 past the end (opt-in; see its documentation).
///
/// A struct over a private enum, so that new domains can be added without breaking a client `switch`.
public struct TrackDomain: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Kind: UInt8, Hashable, Sendable {
        case progress, sceneOffset, offset, velocity, unclampedProgress
    }

    @usableFromInline
    let kind: Kind

    /// Progress through the track's range, clamped into `0...1`.
    public static let progress = TrackDomain(kind: .progress)
    /// Points from the start of the track's range, clamped into `0...length`.
    public static let sceneOffset = TrackDomain(kind: .sceneOffset)
    /// The absolute scroll offset.
    public static let offset = TrackDomain(kind: .offset)
    /// The stage's scroll velocity, in points per second: positive while the offset grows, 0 at
    /// rest (exactly, once the scroll has stopped; see ``Stage/velocity``).
    ///
    /// A skew that follows the scroll's speed, clamped to ±10° by the timeline and smoothed by a
    /// spring on the stage:
    ///
    /// ```swift
    /// let skew = try Timeline(initial: 10.0) { Segment(to: -10, over: 6000, at: -3000) }
    /// stage.add(Track(skew, domain: .velocity) { degrees in card.skew = degrees })
    /// stage.velocitySmoothing = .spring(DampedSpring(response: 0.3, dampingRatio: 1))
    /// ```
    ///
    /// A scene's velocity track is written while its scene is placed and enabled, as its other
    /// tracks are; it reads the stage's velocity, whether the scene is active or not.
    public static let velocity = TrackDomain(kind: .velocity)

    /// Progress through the track's range, **not** clamped: `(offset − start) / length`, below 0
    /// before the range's start and above 1 past its end — what CSS scroll-driven animations give
    /// an effect whose keyframes lie outside its animation range (a view timeline's progress
    /// outside `0%…100%`), and, on a stage's own track, a rubber band's overscroll as a fraction of
    /// the scroll range.
    ///
    /// Opt-in, because a timeline keyed on it must say what happens outside `0...1`: it holds its
    /// initial value below its first scale and its last above its last scale, so only scales that
    /// lie outside `0...1` (a scale from −0.5 to 0, say) change the value there. A zero-length range
    /// (a trigger) has no fraction to give: 0 before its start and 1 from it on, as ``progress``.
    /// A completed `once` scene is read at its end or later (at least 1), as its other tracks are.
    ///
    /// ```swift
    /// // A card that keeps rising past its scene's end: 40 points over the range, 20 more after it.
    /// let rise = try Timeline(initial: 0.0) { Segment(to: -40, over: 1); Segment(to: -60, over: 0.5) }
    /// let track = Track(rise, domain: .unclampedProgress) { y in card.offsetY = y }
    /// ```
    public static let unclampedProgress = TrackDomain(kind: .unclampedProgress)

    /// `progress`, `sceneOffset`, `offset`, `velocity` or `unclampedProgress`.
    public var description: String {
        switch kind {
        case .progress: return "progress"
        case .sceneOffset: return "sceneOffset"
        case .offset: return "offset"
        case .velocity: return "velocity"
        case .unclampedProgress: return "unclampedProgress"
        }
    }
}
