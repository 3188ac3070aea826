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
    public init(from decoder: any Decoder) throws {
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
    /// - Throws: `DecodingError.dataCorrupted` carrying the ``TimelineError`` description when the
    ///   scales are invalid or overlap.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(initial: try container.decode(Value.self, forKey: .initial))
        space = try container.decodeIfPresent(ColorSpace.self, forKey: .colorSpace) ?? .sRGB
        let scales = try container.decode([Scale<Value>].self, forKey: .scales)
        do {
            try insert(contentsOf: scales)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .scales, in: container, debugDescription: error.description)
        }
    }
}

extension Timeline: CustomStringConvertible {
    /// `Timeline(initial: …, scales: [[start, end] from → to (easing), …])`.
    public var description: String {
        "Timeline(initial: \(initialValue), scales: [\(scales.map(\.description).joined(separator: ", "))])"
    }
}
