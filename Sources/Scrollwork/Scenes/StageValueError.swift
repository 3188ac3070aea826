/// Why a named target's value could not be read as the type asked for, from
/// ``StageReading/value(of:as:)`` or ``Stage/value(of:as:)``.
///
/// An unknown name and a wrong type are mistakes in the caller's code, so they are errors with the
/// names in them rather than a silent `nil`; `try?` turns every case into `nil` when a caller
/// wants that.
public enum StageValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No track of the stage has this target name (``Track/named(_:)``).
    case unknownTarget(String)
    /// The target's track animates another type: `actual` is its timeline's value type,
    /// `requested` the type asked for (both as Swift spells them, such as `"CGPoint"`). Types
    /// must match exactly: a `CGFloat` track is not read as `Double`.
    case typeMismatch(target: String, requested: String, actual: String)
    /// The target's track writes nothing here: its scene is disabled or unresolved (the move
    /// would not write it), or the stage has no offset yet.
    case noValue(target: String)

    /// A sentence naming the target and what went wrong.
    public var description: String {
        switch self {
        case .unknownTarget(let name): return "No track of the stage is named \(Excerpt.quoted(name))"
        case .typeMismatch(let name, let requested, let actual):
            return "Target \(Excerpt.quoted(name)) animates \(actual) values, not \(requested)"
        case .noValue(let name):
            return "Target \(Excerpt.quoted(name)) has no value here: its scene is disabled or unresolved, or the stage has no offset yet"
        }
    }
}
