/// A boundary crossing reported by a ``Stage``: a scene was entered or left, forwards or backwards.
///
/// The four kinds are ScrollTrigger's and ScrollMagic's vocabulary:
///
/// | kind | the offset… | direction |
/// |---|---|---|
/// | ``Kind/enter`` | passes the start going forward | forward |
/// | ``Kind/leave`` | reaches the end going forward | forward |
/// | ``Kind/enterBack`` | comes back inside past the end | backward |
/// | ``Kind/leaveBack`` | goes back to or before the start | backward |
///
/// A zero-length scene (a trigger) reports `enter` then `leave` when passed forwards and `enterBack`
/// then `leaveBack` when passed backwards.
public struct SceneEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The four crossings. Closed (a range has two ends and an offset two directions), so an enum.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// The offset passed the start going forward.
        case enter
        /// The offset reached the end going forward.
        case leave
        /// The offset came back inside past the end going backward.
        case enterBack
        /// The offset went back to or before the start.
        case leaveBack

        /// `.forward` for ``enter`` and ``leave``, `.backward` for the other two.
        public var direction: ScrollDirection {
            switch self {
            case .enter, .leave: return .forward
            case .enterBack, .leaveBack: return .backward
            }
        }

        /// The event that undoes this one when the same boundary is crossed the other way:
        /// enter ↔ leaveBack, leave ↔ enterBack.
        public var mirrored: Kind {
            switch self {
            case .enter: return .leaveBack
            case .leaveBack: return .enter
            case .leave: return .enterBack
            case .enterBack: return .leave
            }
        }
    }

    /// The name of the scene.
    public var scene: String
    /// What happened.
    public var kind: Kind
    /// The offset of the boundary that was crossed (the scene's resolved start or end).
    public var boundary: Double
    /// The stage's offset after the update that produced the event.
    public var offset: Double

    /// Creates an event.
    public init(scene: String, kind: Kind, boundary: Double, offset: Double) {
        self.scene = scene
        self.kind = kind
        self.boundary = boundary
        self.offset = offset
    }

    /// `scene kind @boundary`, e.g. `intro enter @0.0`.
    public var description: String { "\(scene) \(kind.rawValue) @\(boundary)" }
}
