/// A segment of a timeline written with a builder: it eases from the value before it to `to` over
/// a length, starting where the previous step ended (0 for the first) unless it is placed with `at:`.
///
/// With ``Hold``, segments describe a timeline the way one says it — "hold, then fade in, then out"
/// — and nobody computes starts by hand:
///
/// ```swift
/// import Scrollwork
///
/// let fade = try Timeline(initial: 0.0) {
///     Hold(0.15)                                          // 0 until 0.15
///     Segment(to: 1, over: 0.35, easing: .easeOutCubic)   // 0.15 ... 0.5
///     Segment(to: 0, over: 0.35, easing: .easeInCubic)    // 0.5 ... 0.85
/// }
/// print(fade.value(at: 0.5), fade.value(at: 1))
/// ```
///
/// ```text
/// 1.0 0.0
/// ```
///
/// Each segment remembers where it was written, so an error names it: see
/// ``TimelineError/step(_:at:_:)``.
public struct Segment<Value: Interpolatable> {
    let step: TimelineBuilder<Value>.Step

    /// A segment that eases to `to` over `length`.
    ///
    /// - Parameters:
    ///   - to: Where the segment ends.
    ///   - length: Its length, in the timeline's offsets (points, or progress for a scene's track):
    ///     greater than 0, as every scale's (``Scale``, `Timeline.insert(_:)`, a document's
    ///     `length`, the schema's `exclusiveMinimum: 0`); 0 is refused with
    ///     ``TimelineError/step(_:at:_:)``. For a change at one offset, use a `steps` easing.
    ///   - easing: Its curve (default ``Easing/linear``).
    ///   - start: Where it starts; `nil` (default) is where the previous step ended. A placed
    ///     segment sets where the next one follows.
    ///   - fileID: Where the segment is written, for errors (filled in by the compiler).
    ///   - line: The line, for errors.
    ///   - column: The column, for errors.
    public init(
        to: Value, over length: Double, easing: Easing = .linear, at start: Double? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        step = TimelineBuilder.Step(kind: .segment(to: to, length: length, easing: easing, start: start), location: "\(fileID):\(line):\(column)")
    }
}

/// A stretch of a timeline written with a builder where the value holds: the next ``Segment``
/// starts `length` later.
///
/// A hold adds no segment (a timeline holds its last value between segments anyway). A NaN,
/// infinite or negative length is refused with ``TimelineError/step(_:at:_:)``.
public struct Hold: Sendable {
    let length: Double
    let location: String

    /// A hold of `length`, in the timeline's offsets.
    ///
    /// - Parameters:
    ///   - length: How long the value holds.
    ///   - fileID: Where the hold is written, for errors (filled in by the compiler).
    ///   - line: The line, for errors.
    ///   - column: The column, for errors.
    public init(_ length: Double, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.length = length
        location = "\(fileID):\(line):\(column)"
    }
}

extension Segment: Sendable where Value: Sendable {}
extension TimelineBuilder.Step: Sendable where Value: Sendable {}
extension TimelineBuilder.Step.Kind: Sendable where Value: Sendable {}

/// Collects the ``Segment``s and ``Hold``s of a timeline, with `if`, `switch` and `for` as in any
/// result builder.
@resultBuilder
public enum TimelineBuilder<Value: Interpolatable> {
    /// A segment.
    public static func buildExpression(_ segment: Segment<Value>) -> [Step] { [segment.step] }
    /// A hold.
    public static func buildExpression(_ hold: Hold) -> [Step] { [Step(kind: .hold(hold.length), location: hold.location)] }
    /// The steps of a block, in order.
    public static func buildBlock(_ steps: [Step]...) -> [Step] { steps.flatMap { $0 } }
    /// The steps of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ steps: [Step]?) -> [Step] { steps ?? [] }
    /// The steps of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first steps: [Step]) -> [Step] { steps }
    /// The steps of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second steps: [Step]) -> [Step] { steps }
    /// The steps of every pass of a `for` loop, in order.
    public static func buildArray(_ steps: [[Step]]) -> [Step] { steps.flatMap { $0 } }
    /// The steps of an `if #available` block.
    public static func buildLimitedAvailability(_ steps: [Step]) -> [Step] { steps }

    /// A step a block builds (opaque: steps go to ``Timeline/init(initial:_:)``), with where it
    /// was written.
    public struct Step {
        enum Kind {
            case segment(to: Value, length: Double, easing: Easing, start: Double?)
            case hold(Double)
        }

        let kind: Kind
        /// `file:line:column` of the step.
        let location: String
    }
}

extension Timeline {
    /// A timeline whose segments follow one another as `steps` lists them.
    ///
    /// ```swift
    /// let page = 844.0
    /// let path = try Timeline(initial: CGPoint(x: 195, y: 250)) {
    ///     Segment(to: CGPoint(x: 305, y: 400), over: page, easing: .easeInOutCubic)   // 0 ... 844
    ///     Segment(to: CGPoint(x: 95, y: 215), over: page, easing: .easeInOutCubic)    // 844 ... 1688
    ///     Hold(page / 2)
    ///     Segment(to: CGPoint(x: 195, y: 330), over: page / 2)                        // 2110 ... 2532
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - initial: The value before the first segment.
    ///   - steps: The segments and holds, in order.
    /// - Throws: ``TimelineError/step(_:at:_:)`` naming the step (its position among the steps, from
    ///   0, and where it was written) and the reason: a length that is not finite and positive, a
    ///   non-finite start or end, or a segment placed with `at:` that overlaps an earlier one.
    /// - Complexity: O(*n*) for *n* steps that follow one another; a segment placed before an
    ///   earlier one is inserted among them in O(*n*).
    public init(initial: Value, @TimelineBuilder<Value> _ steps: () -> [TimelineBuilder<Value>.Step]) throws(TimelineError) {
        self.init(initial: initial)
        try append(steps())
    }

    /// A colour timeline blended in `colorSpace` whose segments follow one another as `steps` lists them.
    ///
    /// ```swift
    /// let background = try Timeline(initial: RGBA(0x1D3B8B), colorSpace: .oklab) {
    ///     Segment(to: RGBA(0x6D28D9), over: 844, easing: .easeInOutSine)
    ///     Segment(to: RGBA(0xBE185D), over: 844, easing: .easeInOutSine)
    /// }
    /// ```
    ///
    /// - Throws: ``TimelineError/step(_:at:_:)``, as ``init(initial:_:)`` does.
    public init(initial: RGBA, colorSpace: ColorSpace, @TimelineBuilder<RGBA> _ steps: () -> [TimelineBuilder<RGBA>.Step]) throws(TimelineError)
    where Value == RGBA {
        self.init(initial: initial, colorSpace: colorSpace)
        try append(steps())
    }

    /// Adds `steps` after the last segment (or from 0); all or nothing.
    mutating func append(_ steps: [TimelineBuilder<Value>.Step]) throws(TimelineError) {
        var cursor = segmentCount > 0 ? records[segmentCount - 1].end : 0
        var scales: [(step: Int, scale: Scale<Value>)] = []
        scales.reserveCapacity(steps.count)
        for (index, step) in steps.enumerated() {
            switch step.kind {
            case .hold(let length):
                guard length.isFinite, length >= 0 else {
                    throw .step(index, at: step.location, .invalidLength(start: cursor, length: length))
                }
                let end = cursor + length
                guard end.isFinite else { throw .step(index, at: step.location, .nonFiniteEnd(start: cursor, length: length)) }
                cursor = end
            case .segment(let value, let length, let easing, let start):
                let from = start ?? cursor
                do {
                    try Self.validate(start: from, length: length)
                } catch {
                    throw .step(index, at: step.location, error)
                }
                scales.append((index, Scale(start: from, length: length, to: value, easing: easing)))
                cursor = from + length
            }
        }
        // Overlaps, checked in the order written, so the error names the later of two steps.
        var copy = self
        for (index, scale) in scales {
            do {
                try copy.insert(scale)
            } catch {
                throw .step(index, at: steps[index].location, error)
            }
        }
        self = copy
    }
}
