/// Collects the tracks of a scene written as a list, with `if`, `switch` and `for` as in any result
/// builder: the trailing closure of a ``ScrollScene`` initialiser.
///
/// ```swift
/// import Scrollwork
///
/// final class Card { var opacity = 0.0, pin = 0.0 }
/// let card = Card()
/// let show = try Timeline(initial: 0.0) {
///     Segment(to: 1, over: 0.2)
///     Hold(0.6)
///     Segment(to: 0, over: 0.2)
/// }
/// let scene = ScrollScene("card", start: 1568, length: 360) {
///     Track.pin { card.pin = $0 }
///     Track(show, to: \Card.opacity, on: card, motion: .fade)
/// }
/// print(scene.tracks.count)
/// ```
///
/// ```text
/// 2
/// ```
@resultBuilder
public enum TrackBuilder {
    /// A track.
    public static func buildExpression(_ track: Track) -> [Track] { [track] }
    /// The tracks of a block, in order.
    public static func buildBlock(_ tracks: [Track]...) -> [Track] { tracks.flatMap { $0 } }
    /// The tracks of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ tracks: [Track]?) -> [Track] { tracks ?? [] }
    /// The tracks of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first tracks: [Track]) -> [Track] { tracks }
    /// The tracks of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second tracks: [Track]) -> [Track] { tracks }
    /// The tracks of every pass of a `for` loop, in order.
    public static func buildArray(_ tracks: [[Track]]) -> [Track] { tracks.flatMap { $0 } }
    /// The tracks of an `if #available` block.
    public static func buildLimitedAvailability(_ tracks: [Track]) -> [Track] { tracks }
}
