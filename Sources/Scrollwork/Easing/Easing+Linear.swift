/// One stop of a CSS `linear()` easing: an output value and, optionally, the input where it applies.
public struct LinearStop: Hashable, Sendable, Codable {
    /// The eased value at this stop.
    public var output: Double
    /// The input progress of this stop, or `nil` to place it evenly between its neighbours.
    public var input: Double?

    /// Creates a stop; `input` is a fraction (CSS `75%` is `0.75`).
    public init(_ output: Double, at input: Double? = nil) {
        self.output = output
        self.input = input
    }

    private enum CodingKeys: String, CodingKey { case output, input }

    /// Decodes `{"output": 0.25, "input": 0.75}` (`input` optional).
    ///
    /// - Throws: `DecodingError` for a missing or mistyped `output`, or a field a stop does not have
    ///   (a misspelt `"inptu"` is refused, not read as a stop without an input).
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownFields(["output", "input"], in: "a linear() stop")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        output = try container.decode(Double.self, forKey: .output)
        input = try container.decodeIfPresent(Double.self, forKey: .input)
    }
}

extension Easing {
    /// A CSS `linear()` piecewise-linear curve through the given stops.
    ///
    /// The stops are canonicalised as CSS Easing Level 2 says: a first stop without an input gets 0,
    /// a last one gets 1; an input smaller than an earlier one is raised to it; runs of stops without
    /// inputs are spread evenly between their neighbours. Evaluation finds the last stop whose input
    /// is at most the progress and interpolates towards the next one; before the first and after the
    /// last stop it extends the first and last pieces; where two stops share an input the later
    /// output wins (a jump). A single stop gives a constant. The outputs are taken as given, so
    /// `f(0) == 0` only if the stops say so. Stops may use the whole finite range
    /// (`linear(-greatestFiniteMagnitude, greatestFiniteMagnitude)(0.5) == 0`); ±infinity extends the
    /// first or last piece to ±infinity, or to its output if that piece is flat.
    ///
    /// ```swift
    /// // CSS linear(0, 0.25 75%, 1)
    /// let e = Easing.piecewiseLinear([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(1)])
    /// e(0.375)   // 0.125
    /// ```
    ///
    /// - Precondition: at least one stop, every output and given input finite.
    /// - Complexity: O(*k*) to build, O(log *k*) per evaluation, for *k* stops.
    public static func piecewiseLinear(_ stops: [LinearStop]) -> Easing {
        precondition(!stops.isEmpty, "Easing.piecewiseLinear(_:) needs at least one stop")
        precondition(
            stops.allSatisfy { $0.output.isFinite && ($0.input?.isFinite ?? true) },
            "Easing.piecewiseLinear(_:) needs finite stops, got \(stops)")
        return Easing(.piecewiseLinear, storage: EasingStorage(.stops(PiecewiseLinear.canonical(stops))))
    }

    /// A CSS `linear()` curve whose outputs are spread evenly over `0...1`: `piecewiseLinear(0, 0.5, 1)` is CSS `linear(0, 0.5, 1)`.
    ///
    /// - Precondition: at least one value, all finite.
    public static func piecewiseLinear(_ outputs: Double...) -> Easing {
        piecewiseLinear(outputs.map { LinearStop($0) })
    }

    /// The canonical stops of a ``piecewiseLinear(_:)-([LinearStop])`` curve (every input filled in), or `nil` for other curves.
    package var piecewiseLinearStops: [LinearStop]? {
        guard case .stops(let points)? = storage?.payload else { return nil }
        return points.map { LinearStop($0.output, at: $0.input) }
    }
}

@usableFromInline
enum PiecewiseLinear {
    struct Point: Hashable, Sendable {
        var input: Double
        var output: Double
    }

    static func canonical(_ stops: [LinearStop]) -> [Point] {
        var inputs = stops.map(\.input)
        if inputs.count == 1 { return [Point(input: inputs[0] ?? 0, output: stops[0].output)] }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        var largest = -Double.infinity
        for index in inputs.indices {
            if let input = inputs[index] {
                largest = max(largest, input)
                inputs[index] = largest
            }
        }
        var index = 1
        while index < inputs.count {
            guard inputs[index] == nil else {
                index += 1
                continue
            }
            let runStart = index - 1
            var runEnd = index
            while inputs[runEnd] == nil { runEnd += 1 }
            let low = inputs[runStart]!, high = inputs[runEnd]!
            for filled in (runStart + 1)..<runEnd {
                let fraction = Double(filled - runStart) / Double(runEnd - runStart)
                let input = low + (high - low) * fraction
                // Inputs near ±greatestFiniteMagnitude: `high − low` overflows; blend instead.
                inputs[filled] = input.isFinite ? input : low * (1 - fraction) + high * fraction
            }
            index = runEnd + 1
        }
        return zip(inputs, stops).map { Point(input: $0!, output: $1.output) }
    }

    static func evaluate(_ points: [Point], _ progress: Double) -> Double {
        if progress.isNaN { return progress }
        if points.count == 1 { return points[0].output }
        // Last index whose input is <= progress (0 when none), kept below the last index.
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].input <= progress { low = middle + 1 } else { high = middle }
        }
        let index = min(max(low - 1, 0), points.count - 2)
        let a = points[index], b = points[index + 1]
        if a.input == b.input { return b.output }
        let value = a.output + (progress - a.input) / (b.input - a.input) * (b.output - a.output)
        return value.isFinite ? value : extended(a, b, progress)
    }

    /// The piece through `a` and `b` at `progress` (not NaN) where the plain formula gave no finite
    /// value: differences of stops near ±greatestFiniteMagnitude that overflow, a flat piece
    /// extended to ±infinity (0 × ∞), or an extension whose value really is beyond the range.
    static func extended(_ a: Point, _ b: Point, _ progress: Double) -> Double {
        if a.output == b.output { return a.output }
        // Halving every term keeps the differences finite and the ratio exact.
        let t = (progress / 2 - a.input / 2) / (b.input / 2 - a.input / 2)
        if t.isInfinite { return (t > 0) == (b.output > a.output) ? .infinity : -.infinity }
        // Between the stops a blend cannot overflow; beyond them the line overflows only where the
        // value itself is beyond the range.
        if t >= 0 && t <= 1 { return a.output * (1 - t) + b.output * t }
        return a.output + (b.output - a.output) * t
    }
}
