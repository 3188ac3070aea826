/// Why a ``Stage`` refused a change. A refused change leaves the stage exactly as it was.
public enum StageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A scene with this name is already on the stage.
    case duplicateScene(String)
    /// No scene with this name is on the stage.
    case unknownScene(String)
    /// The scene's length is negative, NaN or infinite.
    case invalidLength(scene: String, length: Double)
    /// The scene's hysteresis is negative, NaN or infinite.
    case invalidHysteresis(scene: String, hysteresis: Double)
    /// An absolute anchor of the scene is not finite.
    case nonFiniteAnchor(scene: String, anchor: Double)
    /// A snapshot's offset is NaN or infinite.
    case nonFiniteOffset(Double)

    /// A sentence naming the scene and the offending value.
    public var description: String {
        switch self {
        case .duplicateScene(let name): return "A scene named \(Excerpt.quoted(name)) is already on the stage"
        case .unknownScene(let name): return "No scene named \(Excerpt.quoted(name)) is on the stage"
        case .invalidLength(let name, let length): return "Scene \(Excerpt.quoted(name)) has length \(length); a length must be finite and at least 0"
        case .invalidHysteresis(let name, let value): return "Scene \(Excerpt.quoted(name)) has hysteresis \(value); it must be finite and at least 0"
        case .nonFiniteAnchor(let name, let value): return "Scene \(Excerpt.quoted(name)) has a non-finite anchor offset \(value)"
        case .nonFiniteOffset(let value): return "A stage offset must be finite, got \(value)"
        }
    }
}
