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
///
/// A struct over a private enum, so that new domains can be added without breaking a client `switch`.
public struct TrackDomain: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Kind: UInt8, Hashable, Sendable {
        case progress, sceneOffset, offset
    }

    @usableFromInline
    let kind: Kind

    /// Progress through the track's range, clamped into `0...1`.
    public static let progress = TrackDomain(kind: .progress)
    /// Points from the start of the track's range, clamped into `0...length`.
    public static let sceneOffset = TrackDomain(kind: .sceneOffset)
    /// The absolute scroll offset.
    public static let offset = TrackDomain(kind: .offset)

    /// `progress`, `sceneOffset` or `offset`.
    public var description: String {
        switch kind {
        case .progress: return "progress"
        case .sceneOffset: return "sceneOffset"
        case .offset: return "offset"
        }
    }
}
