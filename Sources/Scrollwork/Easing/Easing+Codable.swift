extension Easing: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, x1, y1, x2, y2, count, position, stops, mass, stiffness, damping, velocity, of
    }

    /// Encodes the curve by name and parameters, e.g. `{"name":"easeInQuad"}` or
    /// `{"name":"cubicBezier","x1":0.25,"y1":0.1,"x2":0.25,"y2":1}`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a ``custom(_:)`` curve (or a combinator over one):
    ///   a closure has no portable representation; also for combinators nested deeper than
    ///   32.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(curve.rawValue, forKey: .name)
        switch curve {
        case .cubicBezier:
            try container.encode(p0, forKey: .x1)
            try container.encode(p1, forKey: .y1)
            try container.encode(p2, forKey: .x2)
            try container.encode(p3, forKey: .y2)
        case .steps:
            try container.encode(stepCount, forKey: .count)
            try container.encode(stepPosition, forKey: .position)
        case .piecewiseLinear:
            try container.encode(piecewiseLinearStops ?? [], forKey: .stops)
        case .spring:
            guard case .spring(let spring)? = storage?.payload else { break }
            try container.encode(spring.parameters.mass, forKey: .mass)
            try container.encode(spring.parameters.stiffness, forKey: .stiffness)
            try container.encode(spring.parameters.damping, forKey: .damping)
            try container.encode(spring.parameters.initialVelocity, forKey: .velocity)
        case .reversed, .mirrored:
            guard let inner = innerEasing else { break }
            guard combinatorDepth <= Easing.maximumCodableNesting else {
                throw EncodingError.invalidValue(
                    self, EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "Easing combinators nest \(combinatorDepth) deep; Codable handles at most \(Easing.maximumCodableNesting)"))
            }
            try container.encode(inner, forKey: .of)
        case .custom:
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "Easing.custom closures cannot be encoded"))
        default:
            break
        }
    }

    /// The fields of a curve's form — its name and its parameters — in both document versions
    /// (version 2's reader refuses the others too).
    static func codableFields(of curve: Curve) -> [String] {
        switch curve {
        case .cubicBezier: ["name", "x1", "y1", "x2", "y2"]
        case .steps: ["name", "count", "position"]
        case .piecewiseLinear: ["name", "stops"]
        case .spring: ["name", "mass", "stiffness", "damping", "velocity"]
        case .reversed, .mirrored: ["name", "of"]
        default: ["name"]
        }
    }

    /// Decodes a curve written by ``encode(to:)``.
    ///
    /// Fields are checked as strictly as values: a field the curve does not have — a misspelling
    /// (`"positon"`), or another curve's parameter (`x1` on an `easeInQuad`) — is refused rather
    /// than ignored, here and in every nested curve and ``LinearStop``, so a curve that decodes is
    /// the curve that was meant and encodes back to the same fields.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an unknown name, a field the curve does not have
    ///   (at that field's coding path), or parameters the factories would
    ///   reject (non-finite control points, a step count below 1, an empty stop list, a non-positive
    ///   spring mass or stiffness, a negative damping), or combinators nested deeper than
    ///   32; `DecodingError.keyNotFound` for a missing one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        func invalid(_ why: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "Easing \(Excerpt.quoted(name)): \(why)")
        }
        guard let curve = Curve(rawValue: name), curve != .custom else { throw invalid("unknown easing name") }
        try decoder.refuseUnknownFields(Self.codableFields(of: curve), in: "a \(name) easing")
        switch curve {
        case .cubicBezier:
            let values = try [CodingKeys.x1, .y1, .x2, .y2].map { try container.decode(Double.self, forKey: $0) }
            guard values.allSatisfy(\.isFinite) else { throw invalid("control points must be finite") }
            self = .cubicBezier(values[0], values[1], values[2], values[3])
        case .steps:
            let count = try container.decode(Int.self, forKey: .count)
            let position = try container.decodeIfPresent(StepPosition.self, forKey: .position) ?? .jumpEnd
            guard count >= 1, position != .jumpNone || count >= 2 else { throw invalid("too few steps (\(count))") }
            self = .steps(count, position)
        case .piecewiseLinear:
            let stops = try container.decode([LinearStop].self, forKey: .stops)
            guard !stops.isEmpty, stops.allSatisfy({ $0.output.isFinite && ($0.input?.isFinite ?? true) }) else {
                throw invalid("stops must be non-empty and finite")
            }
            self = .piecewiseLinear(stops)
        case .spring:
            let mass = try container.decode(Double.self, forKey: .mass)
            let stiffness = try container.decode(Double.self, forKey: .stiffness)
            let damping = try container.decode(Double.self, forKey: .damping)
            let velocity = try container.decodeIfPresent(Double.self, forKey: .velocity) ?? 0
            guard [mass, stiffness, damping, velocity].allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping >= 0 else {
                throw invalid("needs finite mass > 0, stiffness > 0, damping >= 0")
            }
            self = .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .reversed, .mirrored:
            // Each nested combinator adds one `of` to the coding path: count them before recursing.
            let depth = decoder.codingPath.reversed().prefix { $0.stringValue == CodingKeys.of.stringValue }.count + 1
            guard depth <= Easing.maximumCodableNesting else {
                throw invalid("combinators nest deeper than \(Easing.maximumCodableNesting)")
            }
            let inner = try container.decode(Easing.self, forKey: .of)
            self = curve == .reversed ? inner.reversed : inner.mirrored
        default:
            self = Easing(curve)
        }
    }
}

extension Easing: CustomStringConvertible {
    /// A readable form: the name of a named curve (`easeInQuad`), or CSS syntax for CSS curves
    /// (`cubic-bezier(0.25, 0.1, 0.25, 1.0)`, `steps(4, jump-end)`, `linear(0.0 0%, 1.0 100%)`).
    public var description: String {
        switch curve {
        case .cubicBezier: return "cubic-bezier(\(p0), \(p1), \(p2), \(p3))"
        case .steps: return "steps(\(stepCount), \(stepPosition.rawValue))"
        case .piecewiseLinear:
            let stops = (piecewiseLinearStops ?? []).map { "\($0.output) \(($0.input ?? 0) * 100)%" }
            return "linear(\(stops.joined(separator: ", ")))"
        case .spring:
            guard case .spring(let spring)? = storage?.payload else { return "spring" }
            let p = spring.parameters
            return "spring(\(p.mass) \(p.stiffness) \(p.damping) \(p.initialVelocity))"
        case .reversed, .mirrored:
            // Iterative: a chain of combinators may be deeper than the stack allows recursion.
            var suffixes: [String] = []
            var easing = self
            while easing.curve == .reversed || easing.curve == .mirrored, let inner = easing.innerEasing {
                suffixes.append(easing.curve.rawValue)
                easing = inner
            }
            return ([easing.description] + suffixes.reversed()).joined(separator: ".")
        default:
            return curve.rawValue
        }
    }
}
