/// The resistance of a scroll view dragged past its edge: UIScrollView's rubber band.
///
/// Dragging `x` points past an edge moves the content only
///
///     b = (1 − 1 / (x·c/d + 1)) · d   =   x·c·d / (d + c·x)
///
/// points, where `d` is the viewport's extent along the drag and `c` the coefficient, 0.55 for
/// UIScrollView (Grant Paul's formula, quoted by FloatingPanel and Wave). It starts at slope `c`
/// and saturates below `d`: the content never moves a full viewport past its edge.
///
/// ```swift
/// let band = RubberBand.uiScrollView
/// band.offset(forOvershoot: 5, dimension: 960)     // 2.742…
/// band.offset(forOvershoot: 100, dimension: 960)   // 52.02…
/// band.offset(forOvershoot: 960, dimension: 960)   // 340.64…
/// ```
public struct RubberBand: Hashable, Sendable {
    /// The coefficient `c`: the slope at the edge (0.55 for UIScrollView).
    public let coefficient: Double

    /// Creates a rubber band.
    ///
    /// - Parameter coefficient: The slope at the edge, > 0 (default 0.55).
    /// - Precondition: `coefficient` is finite and > 0.
    public init(coefficient: Double = 0.55) {
        precondition(coefficient.isFinite && coefficient > 0, "RubberBand(coefficient:) needs a finite coefficient > 0, got \(coefficient)")
        self.coefficient = coefficient
    }

    /// UIScrollView's rubber band, coefficient 0.55.
    public static let uiScrollView = RubberBand(coefficient: 0.55)

    /// How far the content moves for a drag `overshoot` points past the edge.
    ///
    /// - Parameters:
    ///   - overshoot: The distance the finger has gone past the edge; negative values give the
    ///     mirrored (negative) result, ±∞ gives ±`dimension`.
    ///   - dimension: The viewport's extent along the drag; ≤ 0 gives 0 (nothing to pull), `+∞`
    ///     never saturates (`c·x`, the band's slope at the edge).
    /// - Returns: The content's displacement past the edge, with `overshoot`'s sign; NaN for NaN.
    ///   Always below `dimension` in magnitude (and finite), for any finite inputs.
    public func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
        if overshoot.isNaN || dimension.isNaN { return .nan }
        guard dimension > 0 else { return 0 }
        if dimension == .infinity { return overshoot * coefficient }
        let x = abs(overshoot)
        var b = x.isInfinite ? dimension : x * coefficient * dimension / (dimension + coefficient * x)
        if !b.isFinite {
            // x·c·d overflowed: the same value as d·u/(1 + u) with u = x·c/d, which saturates at d.
            let u = x / dimension * coefficient
            b = u.isFinite ? dimension * (u / (1 + u)) : dimension
        }
        return overshoot < 0 ? -b : b
    }

    /// The overshoot that produces a displacement: the inverse of ``offset(forOvershoot:dimension:)``,
    /// `x = b·d / (c·(d − b))`, used to pick a drag up where a bounce left the content.
    ///
    /// - Parameters:
    ///   - offset: The content's displacement past the edge.
    ///   - dimension: The viewport's extent along the drag.
    /// - Returns: The overshoot, with `offset`'s sign; `±∞` when `|offset| ≥ dimension` (out of
    ///   reach) or when the overshoot itself is beyond the range, 0 when `dimension ≤ 0`, `b/c` for
    ///   an infinite dimension; NaN for NaN.
    public func overshoot(forOffset offset: Double, dimension: Double) -> Double {
        if offset.isNaN || dimension.isNaN { return .nan }
        guard dimension > 0 else { return 0 }
        if dimension == .infinity { return offset / coefficient }
        let b = abs(offset)
        var x = b >= dimension ? .infinity : b * dimension / (coefficient * (dimension - b))
        if x.isInfinite && b < dimension {
            // b·d may overflow where the quotient does not: divide first.
            x = b / (dimension - b) * (dimension / coefficient)
        }
        return offset < 0 ? -x : x
    }

    /// Where content dragged to `offset` shows, given the allowed range: `offset` inside it, the
    /// rubber-banded position outside.
    ///
    /// - Parameters:
    ///   - offset: The unresisted offset (where the finger would put the content).
    ///   - range: The offsets the content may rest at.
    ///   - dimension: The viewport's extent along the drag.
    /// - Returns: The displayed offset.
    public func clamp(_ offset: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < range.lowerBound { return range.lowerBound + self.offset(forOvershoot: offset - range.lowerBound, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + self.offset(forOvershoot: offset - range.upperBound, dimension: dimension) }
        return offset
    }
}
