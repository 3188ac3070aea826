extension Easing {
    /// CSS `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)`; also Core Animation's
    /// `kCAMediaTimingFunctionDefault` (the same control points), which Pop's basic animation uses.
    public static let ease = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` / Core Animation `easeIn`, `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = Easing.cubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out` / Core Animation `easeOut`, `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = Easing.cubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out` / Core Animation `easeInEaseOut`, `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = Easing.cubicBezier(0.42, 0, 0.58, 1)

    /// A CSS `cubic-bezier(x1, y1, x2, y2)` curve from (0, 0) to (1, 1).
    ///
    /// CSS rejects x control points outside `0...1` (the curve would not be a function of time);
    /// Scrollwork clamps them into `0...1` instead, so every input is usable. y control points may
    /// take any finite value (overshoot), up to `±greatestFiniteMagnitude`: the result inside
    /// `0...1` is then still finite. Progress outside `0...1` extends along the curve's end
    /// tangents, as CSS Easing Level 2 specifies; ±infinity gives ±infinity along a sloped tangent
    /// and the end value (0 or 1) along a flat one. The curve is solved with Newton's method from a
    /// good initial guess, falling back to bisection, to an x error below 1e-12 — more accurate than
    /// WebKit's `UnitBezier` (which stops at 1e-6 / (200 × duration)).
    ///
    /// - Precondition: All four arguments are finite
    ///   ("Easing.cubicBezier needs finite control points").
    /// - Complexity: O(1): at most 8 Newton steps, else at most 64 bisection steps.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
        precondition(
            x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite,
            "Easing.cubicBezier needs finite control points, got (\(x1), \(y1), \(x2), \(y2))")
        return Easing(.cubicBezier, min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }
}

/// The CSS / WebKit unit Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
@usableFromInline
enum UnitBezier {
    @usableFromInline
    static func evaluate(x1: Double, y1: Double, x2: Double, y2: Double, _ x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 {
            if x == 0 { return 0 }
            // Extend along the start tangent (CSS Easing 2, cubic Bézier easing functions).
            let slope: Double
            if x1 > 0 { slope = y1 / x1 } else if y1 == 0 && x2 > 0 { slope = y2 / x2 } else { slope = 0 }
            // A flat tangent stays flat out to -∞ (0 × ∞ would be NaN).
            return slope == 0 ? 0 : slope * x
        }
        if x >= 1 {
            if x == 1 { return 1 }
            let slope: Double
            if x2 < 1 { slope = (y2 - 1) / (x2 - 1) } else if y2 == 1 && x1 < 1 { slope = (y1 - 1) / (x1 - 1) } else { slope = 0 }
            return slope == 0 ? 1 : 1 + slope * (x - 1)
        }
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        let t = solve(x, ax: ax, bx: bx, cx: cx)
        let y = ((ay * t + by) * t + cy) * t
        return y.isFinite ? y : bernstein(t, y1: y1, y2: y2)
    }

    /// `y(t)` in Bernstein form, `3(1−t)²t·y1 + 3(1−t)t²·y2 + t³`: slower than the power form but
    /// free of its intermediate overflow (`3·y1` for y control points near `greatestFiniteMagnitude`),
    /// since each weight is at most 4/9. The exact value is then always finite.
    static func bernstein(_ t: Double, y1: Double, y2: Double) -> Double {
        let u = 1 - t
        return (3 * u * u * t) * y1 + (3 * u * t * t) * y2 + t * t * t
    }

    /// The parameter t in 0...1 with x(t) == x, to within 1e-12.
    @usableFromInline
    static func solve(_ x: Double, ax: Double, bx: Double, cx: Double) -> Double {
        let epsilon = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < epsilon { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        // Bisection: x(t) is monotone on 0...1 because x1 and x2 lie in 0...1.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
