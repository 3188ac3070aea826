/// What a diagram learns from sampling a track: its value type, and its values as components.
@usableFromInline
struct TrackSamples {
    /// The track's value type.
    var valueType: Any.Type
    /// The value's components at each position asked for, or `nil` when the value type is not an
    /// ``AnimatableVector`` (the diagram cannot plot it).
    var values: [AnimationComponents]?
    /// Where the timeline's scales start and end, ascending, so a drawing can sample its corners
    /// exactly; empty for a timeline of more than ``maximumBreakpointScales`` scales.
    var breakpoints: [Double]

    /// Timelines with more scales than this are drawn from the evenly spaced samples alone.
    static let maximumBreakpointScales = 256

    @usableFromInline
    init(valueType: Any.Type, values: [AnimationComponents]?, breakpoints: [Double]) {
        self.valueType = valueType
        self.values = values
        self.breakpoints = breakpoints
    }
}

extension Track {
    /// Evaluates `timeline` at `positions` for a diagram: never on the per-frame path.
    ///
    /// - Complexity: O(*n* + *s*) for *n* positions in ascending order and *s* scales (O(*n* + log *s*)
    ///   above ``TrackSamples/maximumBreakpointScales``, whose boundaries are not listed).
    @usableFromInline
    static func components<Value: Interpolatable>(of timeline: Timeline<Value>, at positions: [Double]) -> TrackSamples {
        var breakpoints: [Double] = []
        if timeline.count <= TrackSamples.maximumBreakpointScales {
            for scale in timeline.scales {
                breakpoints.append(scale.start)
                breakpoints.append(scale.end)
            }
        }
        guard Value.self is any AnimatableVector.Type else {
            return TrackSamples(valueType: Value.self, values: nil, breakpoints: breakpoints)
        }
        var cursor = TimelineCursor()
        var values: [AnimationComponents] = []
        values.reserveCapacity(positions.count)
        for position in positions {
            guard let vector = timeline.value(at: position, cursor: &cursor) as? any AnimatableVector else {
                return TrackSamples(valueType: Value.self, values: nil, breakpoints: breakpoints)
            }
            values.append(vector.animationComponents)
        }
        return TrackSamples(valueType: Value.self, values: values, breakpoints: breakpoints)
    }

    /// ``label(valueType:)`` for the track's own value type.
    var label: String { label(valueType: sample([]).valueType) }

    /// A short name for people: its ``Track/name`` (`title1.opacity`, `pin card.pin`), the key
    /// path it writes (`\Title.opacity`), `pin`, the value type
    /// and slots of a buffer track (`CGPoint → buffer[2...3]`), or the value type of a closure
    /// track (`Double track`).
    func label(valueType: Any.Type) -> String {
        if let name { return isPin ? "pin \(name)" : name }
        if isPin { return "pin" }
        if let keyPath {
            let text = String(describing: keyPath)
            // A computed property prints with an address, which is neither readable nor stable.
            if !text.contains("<") && !text.contains("0x") { return text }
            return "\\\(type(of: keyPath).rootType) (computed)"
        }
        if let bufferSlots { return "\(valueType) → buffer[\(bufferSlots.lowerBound)...\(bufferSlots.upperBound - 1)]" }
        return "\(valueType) track"
    }
}
