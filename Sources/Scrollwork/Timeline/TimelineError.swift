/// Why a ``Timeline`` refused a change. A refused change leaves the timeline exactly as it was.
public enum TimelineError: Error, Hashable, Sendable {
    /// The new scale `new` would overlap the existing scale `existing` (touching ends are allowed).
    case overlap(new: ClosedRange<Double>, existing: ClosedRange<Double>)
    /// The scale's start is NaN or infinite.
    case nonFiniteStart(start: Double, length: Double)
    /// The scale's length is NaN, infinite, zero or negative, or too small to make a segment at its
    /// start (the end rounds back onto the start, or `1 / length` overflows).
    case invalidLength(start: Double, length: Double)
    /// The scale's end, `start + length`, is not finite (the sum overflows).
    case nonFiniteEnd(start: Double, length: Double)
    /// A step of a timeline written with ``TimelineBuilder`` was refused: the step's position among
    /// the steps (from 0), where it was written (`file:line:column`), and why.
    indirect case step(_ index: Int, at: String, _ reason: TimelineError)
}

extension TimelineError: CustomStringConvertible {
    /// A sentence naming the offending ranges or values.
    public var description: String {
        switch self {
        case .overlap(let new, let existing):
            return "Scale [\(new.lowerBound), \(new.upperBound)] overlaps the existing scale [\(existing.lowerBound), \(existing.upperBound)]"
        case .nonFiniteStart(let start, let length):
            return "Scale starting at \(start) (length \(length)) has a non-finite start"
        case .invalidLength(let start, let length):
            return "Scale starting at \(start) has length \(length); a length must be finite, greater than 0 and large enough to move the end past the start"
        case .nonFiniteEnd(let start, let length):
            return "Scale starting at \(start) with length \(length) ends at a non-finite offset"
        case .step(let index, let location, let reason):
            return "Step \(index) (\(location)): \(reason)"
        }
    }
}
