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
///
/// A struct over a private enum, so that new domains can be added without breaking a client `switch`.
public struct TrackDomain: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Kind: UInt8, Hashable, Sendable {
        case progress, sceneOffset, offset, velocity
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

    /// `progress`, `sceneOffset`, `offset` or `velocity`.
    public var description: String {
        switch kind {
        case .progress: return "progress"
        case .sceneOffset: return "sceneOffset"
        case .offset: return "offset"
        case .velocity: return "velocity"
        }
    }
}
