/// Collects what a stage is made of — its scenes (each with its tracks) and tracks of its own —
/// written as a list, with `if`, `switch` and `for` as in any result builder.
///
/// See ``Stage/init(layout:_:)``.
@resultBuilder
public enum StageBuilder {
    /// One part of a stage, as the builder collects it (opaque).
    public struct Item {
        enum Kind {
            case scene(ScrollScene)
            case track(Track)
            case label(StageLabel)
        }

        let kind: Kind
    }

    /// A scene, with its tracks.
    public static func buildExpression(_ scene: ScrollScene) -> [Item] { [Item(kind: .scene(scene))] }
    /// A track of the stage's own, keyed on the whole scroll range (see ``TrackDomain``).
    public static func buildExpression(_ track: Track) -> [Item] { [Item(kind: .track(track))] }
    /// A label: a named position.
    public static func buildExpression(_ label: StageLabel) -> [Item] { [Item(kind: .label(label))] }
    /// The parts of a block, in order.
    public static func buildBlock(_ items: [Item]...) -> [Item] { items.flatMap { $0 } }
    /// The parts of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ items: [Item]?) -> [Item] { items ?? [] }
    /// The parts of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first items: [Item]) -> [Item] { items }
    /// The parts of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second items: [Item]) -> [Item] { items }
    /// The parts of every pass of a `for` loop, in order.
    public static func buildArray(_ items: [[Item]]) -> [Item] { items.flatMap { $0 } }
    /// The parts of an `if #available` block.
    public static func buildLimitedAvailability(_ items: [Item]) -> [Item] { items }
}

extension Stage {
    /// A stage described as a list: scenes with their tracks, tracks of the stage's own, and labels.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// final class Page { var opacity = 0.0 }
    /// final class Bar { var width = 0.0 }
    /// let pages = [Page(), Page(), Page()], bar = Bar()
    /// let fade = try Timeline(initial: 0.0) {
    ///     Segment(to: 1, over: 0.5)
    ///     Segment(to: 0, over: 0.5)
    /// }
    /// let progress = try Timeline(initial: 0.0) { Segment(to: 390, over: 1) }
    /// let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844),
    ///                                           content: CGSize(width: 390, height: 3 * 844))) {
    ///     Track(progress, to: \Bar.width, on: bar)                    // the stage's own: a progress bar
    ///     for (index, page) in pages.enumerated() {
    ///         ScrollScene("page\(index + 1)", start: Double(index) * 844 - 422, length: 844, hysteresis: 2) {
    ///             Track(fade, to: \Page.opacity, on: page, motion: .fade)
    ///         }
    ///     }
    /// }
    /// stage.setOffset(844)
    /// print(stage.sceneNames, pages.map(\.opacity), bar.width)
    /// ```
    ///
    /// ```text
    /// ["page1", "page2", "page3"] [0.0, 1.0, 0.0] 195.0
    /// ```
    ///
    /// The parts are added in order, as ``add(_:)-(ScrollScene)`` and ``add(_:)-(Track)`` would add
    /// them; a stage that cannot be built throws and nothing is made.
    ///
    /// - Parameters:
    ///   - layout: The geometry anchors resolve against (default: empty, which resolves absolute
    ///     anchors only).
    ///   - content: The scenes, tracks and labels.
    /// - Throws: ``StageError`` for the first scene that ``add(_:)-(ScrollScene)`` refuses (a name
    ///   already used, a length, hysteresis or absolute anchor that is not a finite, non-negative
    ///   number).
    /// - Complexity: O(*s* + *t*) for *s* scenes and *t* tracks.
    public convenience init(layout: StageLayout = StageLayout(), @StageBuilder _ content: () -> [StageBuilder.Item]) throws(StageError) {
        self.init(layout: layout)
        for item in content() {
            switch item.kind {
            case .scene(let scene): try add(scene)
            case .track(let track): add(track)
            case .label(let label): add(label)
            }
        }
    }
}
