/// A named position on a stage — a GSAP timeline label: a place to jump to, snap to, or ask about
/// ("which section are we in?").
///
/// A label sits at an anchor (an offset, or an element's edge meeting the viewport's) or at a
/// fraction of a scene's progress, and is resolved whenever it is read, so it follows the layout.
///
/// ```swift
/// import Scrollwork
///
/// let stage = try Stage {
///     ScrollScene("gallery", start: 1000, length: 800)
///     StageLabel("intro", at: .offset(0))
///     StageLabel("gallery middle", scene: "gallery", progress: 0.5)
/// }
/// stage.setOffset(1500)
/// print(stage.offset(ofLabel: "gallery middle") ?? -1, stage.currentLabel ?? "-", stage.nextLabel ?? "-")
/// ```
///
/// ```text
/// 1400.0 gallery middle -
/// ```
public struct StageLabel: Hashable, Sendable, Codable {
    /// Where a label is.
    ///
    /// Closed forever (a fixed place, or a place in a scene), so it is an enum.
    public enum Position: Hashable, Sendable, Codable {
        /// Where the anchor resolves.
        case anchor(ScrollAnchor)
        /// `progress` of the way through the named scene (0 its start, 1 its end).
        case scene(String, progress: Double)
    }

    /// The label's name.
    public var name: String
    /// Where it is.
    public var position: Position

    /// A label where `anchor` resolves.
    public init(_ name: String, at anchor: ScrollAnchor) {
        self.name = name
        position = .anchor(anchor)
    }

    /// A label `progress` of the way through the scene named `scene` (default: at its start).
    public init(_ name: String, scene: String, progress: Double = 0) {
        self.name = name
        position = .scene(scene, progress: progress)
    }
}
