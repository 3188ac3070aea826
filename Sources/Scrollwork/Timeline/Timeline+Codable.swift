extension Scale: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey { case start, length, to, easing }

    /// Encodes `start`, `length`, `to` and `easing`; `from` is derived, so it is not stored.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(length, forKey: .length)
        try container.encode(to, forKey: .to)
        try container.encode(easing, forKey: .easing)
    }

    /// Decodes a scale; a missing `easing` means ``Easing/linear``. Bounds are validated when the
    /// scale is inserted into a timeline, not here.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, or a field a scale does not have
    ///   (a misspelt `"lenght"` is refused, not dropped), here or in its easing.
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownFields(["start", "length", "to", "easing"], in: "a scale")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            start: try container.decode(Double.self, forKey: .start),
            length: try container.decode(Double.self, forKey: .length),
            to: try container.decode(Value.self, forKey: .to),
            easing: try container.decodeIfPresent(Easing.self, forKey: .easing) ?? .linear
        )
    }
}

extension Timeline: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey { case initial, colorSpace, scales }

    /// Encodes the initial value, the colour space (for ``RGBA`` timelines) and the scales.
    ///
    /// - Throws: `EncodingError.invalidValue` if a scale uses an ``Easing/custom(_:)`` curve.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(initialValue, forKey: .initial)
        if Value.self == RGBA.self { try container.encode(space, forKey: .colorSpace) }
        try container.encode(scales, forKey: .scales)
    }

    /// Decodes a timeline, re-validating and re-linking every scale.
    ///
    /// The scales may come in any order. A refused timeline is reported as inserting its scales
    /// one at a time, in the order written, would report it: at the first scale that is invalid or
    /// overlaps one written before it, with that ``TimelineError``.
    ///
    /// Fields are checked as strictly as values: a field the form does not have (`colorSpace` is
    /// one only for ``RGBA`` timelines) is refused rather than ignored, and so are unknown fields
    /// of its scales, their easings and (for ``RGBA``) its colours.
    ///
    /// - Throws: `DecodingError.dataCorrupted` carrying the ``TimelineError`` (its description, and
    ///   the error itself as the underlying error) at the coding path of the refused scale
    ///   (`scales[3]`); `DecodingError` for a missing, mistyped or unknown field.
    /// - Complexity: O(*k* log *k*) for *k* scales, in any order (O(*k*) in order).
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownFields(Value.self == RGBA.self ? ["initial", "colorSpace", "scales"] : ["initial", "scales"], in: "a timeline")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(initial: try container.decode(Value.self, forKey: .initial))
        space = try container.decodeIfPresent(ColorSpace.self, forKey: .colorSpace) ?? .sRGB
        let scales = try container.decode([Scale<Value>].self, forKey: .scales)
        do {
            try insert(contentsOf: scales)
        } catch {
            let (index, reason) = Self.firstRefused(scales, initial: initialValue, otherwise: error)
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath + [CodingKeys.scales, DocumentKey(index: index)],
                debugDescription: reason.description, underlyingError: reason))
        }
    }

    /// The first of `scales` that inserting them one at a time into an empty timeline would refuse,
    /// and why — what ``insert(_:)`` in a loop reports, in O(*k* log *k*) rather than its O(*k*²)
    /// for scales out of order.
    ///
    /// Insertion in a loop refuses scale *i* when it is invalid or overlaps one of the scales
    /// before it (which do not overlap each other). So the answer is the first invalid scale *v*,
    /// unless one of the valid scales before it overlaps an earlier one: whether the first *m*
    /// scales are free of overlaps is monotone in *m*, and checking it is one pass over the scales
    /// sorted once by start, so a binary search finds the first overlapping one; ``insert(_:)``
    /// into a timeline of the scales before it then gives its exact error.
    ///
    /// Called when `insert(contentsOf: scales)` into an empty timeline has thrown `error`, which
    /// it gives back (at the last scale) only if no scale is refused one at a time — never, since
    /// both refuse the same sets of scales.
    static func firstRefused(_ scales: [Scale<Value>], initial: Value, otherwise error: TimelineError) -> (index: Int, error: TimelineError) {
        var valid = scales.count
        var invalid: TimelineError?
        for (index, scale) in scales.enumerated() {
            do {
                try validate(start: scale.start, length: scale.length)
            } catch {
                (valid, invalid) = (index, error)
                break
            }
        }
        let order = scales.indices.prefix(valid).sorted { (scales[$0].start, $0) < (scales[$1].start, $1) }
        /// Whether the scales before `count` are free of overlaps.
        func disjoint(_ count: Int) -> Bool {
            var end = -Double.infinity
            for index in order where index < count {
                if end > scales[index].start { return false }
                end = scales[index].start + scales[index].length
            }
            return true
        }
        // The largest `count` whose scales are disjoint: scale `count` is the first that overlaps.
        var low = 0, high = valid
        while low < high {
            let middle = (low + high + 1) / 2
            if disjoint(middle) { low = middle } else { high = middle - 1 }
        }
        if low < valid {
            do {
                var timeline = Timeline(initial: initial)
                try timeline.insert(contentsOf: scales[..<low])
                try timeline.insert(scales[low])
            } catch {
                return (low, error)
            }
        }
        if let invalid { return (valid, invalid) }
        assertionFailure("Timeline.firstRefused: insert(contentsOf:) refused \(scales.count) scales that insert(_:) accepts one at a time")
        return (Swift.max(0, scales.count - 1), error)
    }
}

extension Timeline: CustomStringConvertible {
    /// `Timeline(initial: …, scales: [[start, end] from → to (easing), …])`.
    public var description: String {
        "Timeline(initial: \(initialValue), scales: [\(scales.map(\.description).joined(separator: ", "))])"
    }
}
