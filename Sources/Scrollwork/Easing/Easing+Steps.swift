/// Where the jumps of a ``Easing/steps(_:_:)`` curve fall (CSS Easing Level 2 `<step-position>`).
public enum StepPosition: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first jump happens at progress 0 (CSS `jump-start`, alias `start`).
    case jumpStart = "jump-start"
    /// The last jump happens at progress 1 (CSS `jump-end`, alias `end`; the default).
    case jumpEnd = "jump-end"
    /// No jump at either end: output holds 0 at the start and 1 at the end (CSS `jump-none`).
    case jumpNone = "jump-none"
    /// Jumps at both ends (CSS `jump-both`).
    case jumpBoth = "jump-both"
}

extension Easing {
    /// A staircase of `count` equal steps, as CSS `steps(count, position)`.
    ///
    /// Evaluation follows the CSS algorithm with the "before flag" unset: `current = ⌊p·n⌋`, plus 1
    /// for `jumpStart`/`jumpBoth`, clamped to `0...jumps` while `p` is in `0...1`, divided by the
    /// number of jumps (`n`, `n − 1` for `jumpNone`, `n + 1` for `jumpBoth`). So
    /// `steps(4)(0.5) == 0.5`, `steps(4, .jumpStart)(0) == 0.25` and `steps(4)(1) == 1`. Input
    /// outside `0...1` is not clamped (CSS), NaN returns NaN, ±infinity returns ±infinity.
    ///
    /// Every count up to `Int.max` is kept exactly (it prints and encodes as given); evaluation
    /// uses the nearest `Double` to the count, which differs only above 2⁵³ steps, where a step is
    /// narrower than the spacing of `Double`s near 1 anyway.
    ///
    /// - Precondition: `count >= 1`, and `count >= 2` for `.jumpNone` (CSS rejects both).
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> Easing {
        precondition(count >= 1, "Easing.steps(_:_:) needs at least one step, got \(count)")
        precondition(position != .jumpNone || count >= 2, "Easing.steps(_:_:) with .jumpNone needs at least two steps, got \(count)")
        let code: Double
        switch position {
        case .jumpStart: code = 0
        case .jumpEnd: code = 1
        case .jumpNone: code = 2
        case .jumpBoth: code = 3
        }
        // The count is kept exactly in two halves that `Double` holds exactly (p2, p3): a count
        // above 2⁵³ has no exact `Double`, and `Int(Double(Int.max))` would trap.
        return Easing(.steps, Double(count), code, Double(count >> 32), Double(count & 0xFFFF_FFFF))
    }

    /// The step count as given to ``steps(_:_:)``.
    var stepCount: Int {
        Int(p2) << 32 | Int(p3)
    }

    @usableFromInline
    var stepPosition: StepPosition {
        switch p1 {
        case 0: return .jumpStart
        case 2: return .jumpNone
        case 3: return .jumpBoth
        default: return .jumpEnd
        }
    }

    @inlinable
    static func evaluateSteps(count: Double, position: Double, _ progress: Double) -> Double {
        if progress.isNaN { return progress }
        var current = (progress * count).rounded(.down)
        if position == 0 || position == 3 { current += 1 }
        let jumps = position == 2 ? count - 1 : position == 3 ? count + 1 : count
        if progress >= 0 && current < 0 { current = 0 }
        if progress <= 1 && current > jumps { current = jumps }
        return current / jumps
    }
}
