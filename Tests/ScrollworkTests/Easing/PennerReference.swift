import Foundation

/// Robert Penner's equations in their original four-argument form `f(t, b, c, d)` (begin value b,
/// change c, duration d), transcribed from jQuery Easing 1.3 — a different form from the library's
/// normalised one, used as the independent reference. Evaluated with b = 3, c = −2, d = 5 and
/// normalised back, so a slip in either form shows.
enum PennerReference {
    typealias Equation = @Sendable (_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double

    static func normalised(_ equation: @escaping Equation) -> @Sendable (Double) -> Double {
        let b = 3.0, c = -2.0, d = 5.0
        return { p in (equation(p * d, b, c, d) - b) / c }
    }

    static func outBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / d
        if t < 1 / 2.75 { return c * (7.5625 * t * t) + b }
        if t < 2 / 2.75 { t -= 1.5 / 2.75; return c * (7.5625 * t * t + 0.75) + b }
        if t < 2.5 / 2.75 { t -= 2.25 / 2.75; return c * (7.5625 * t * t + 0.9375) + b }
        t -= 2.625 / 2.75
        return c * (7.5625 * t * t + 0.984375) + b
    }

    static let equations: [String: Equation] = [
        "linear": { t, b, c, d in c * t / d + b },
        "easeInQuad": { t, b, c, d in let t = t / d; return c * t * t + b },
        "easeOutQuad": { t, b, c, d in let t = t / d; return -c * t * (t - 2) + b },
        "easeInOutQuad": { t, b, c, d in
            var t = t / (d / 2)
            if t < 1 { return c / 2 * t * t + b }
            t -= 1
            return -c / 2 * (t * (t - 2) - 1) + b
        },
        "easeInCubic": { t, b, c, d in let t = t / d; return c * t * t * t + b },
        "easeOutCubic": { t, b, c, d in let t = t / d - 1; return c * (t * t * t + 1) + b },
        "easeInOutCubic": { t, b, c, d in
            var t = t / (d / 2)
            if t < 1 { return c / 2 * t * t * t + b }
            t -= 2
            return c / 2 * (t * t * t + 2) + b
        },
        "easeInQuart": { t, b, c, d in let t = t / d; return c * t * t * t * t + b },
        "easeOutQuart": { t, b, c, d in let t = t / d - 1; return -c * (t * t * t * t - 1) + b },
        "easeInOutQuart": { t, b, c, d in
            var t = t / (d / 2)
            if t < 1 { return c / 2 * t * t * t * t + b }
            t -= 2
            return -c / 2 * (t * t * t * t - 2) + b
        },
        "easeInQuint": { t, b, c, d in let t = t / d; return c * t * t * t * t * t + b },
        "easeOutQuint": { t, b, c, d in let t = t / d - 1; return c * (t * t * t * t * t + 1) + b },
        "easeInOutQuint": { t, b, c, d in
            var t = t / (d / 2)
            if t < 1 { return c / 2 * t * t * t * t * t + b }
            t -= 2
            return c / 2 * (t * t * t * t * t + 2) + b
        },
        "easeInSine": { t, b, c, d in -c * cos(t / d * (Double.pi / 2)) + c + b },
        "easeOutSine": { t, b, c, d in c * sin(t / d * (Double.pi / 2)) + b },
        "easeInOutSine": { t, b, c, d in -c / 2 * (cos(Double.pi * t / d) - 1) + b },
        "easeInExpo": { t, b, c, d in t == 0 ? b : c * pow(2, 10 * (t / d - 1)) + b },
        "easeOutExpo": { t, b, c, d in t == d ? b + c : c * (-pow(2, -10 * t / d) + 1) + b },
        "easeInOutExpo": { t, b, c, d in
            if t == 0 { return b }
            if t == d { return b + c }
            var t = t / (d / 2)
            if t < 1 { return c / 2 * pow(2, 10 * (t - 1)) + b }
            t -= 1
            return c / 2 * (-pow(2, -10 * t) + 2) + b
        },
        "easeInCirc": { t, b, c, d in let t = t / d; return -c * (sqrt(1 - t * t) - 1) + b },
        "easeOutCirc": { t, b, c, d in let t = t / d - 1; return c * sqrt(1 - t * t) + b },
        "easeInOutCirc": { t, b, c, d in
            var t = t / (d / 2)
            if t < 1 { return -c / 2 * (sqrt(1 - t * t) - 1) + b }
            t -= 2
            return c / 2 * (sqrt(1 - t * t) + 1) + b
        },
        "easeInElastic": { t, b, c, d in
            if t == 0 { return b }
            var t = t / d
            if t == 1 { return b + c }
            let p = d * 0.3, a = c, s = p / (2 * Double.pi) * asin(c / a)
            t -= 1
            return -(a * pow(2, 10 * t) * sin((t * d - s) * (2 * Double.pi) / p)) + b
        },
        "easeOutElastic": { t, b, c, d in
            if t == 0 { return b }
            let t = t / d
            if t == 1 { return b + c }
            let p = d * 0.3, a = c, s = p / (2 * Double.pi) * asin(c / a)
            return a * pow(2, -10 * t) * sin((t * d - s) * (2 * Double.pi) / p) + c + b
        },
        "easeInOutElastic": { t, b, c, d in
            if t == 0 { return b }
            var t = t / (d / 2)
            if t == 2 { return b + c }
            let p = d * (0.3 * 1.5), a = c, s = p / (2 * Double.pi) * asin(c / a)
            t -= 1
            if t < 0 { return -0.5 * (a * pow(2, 10 * t) * sin((t * d - s) * (2 * Double.pi) / p)) + b }
            return a * pow(2, -10 * t) * sin((t * d - s) * (2 * Double.pi) / p) * 0.5 + c + b
        },
        "easeInBack": { t, b, c, d in let s = 1.70158, t = t / d; return c * t * t * ((s + 1) * t - s) + b },
        "easeOutBack": { t, b, c, d in let s = 1.70158, t = t / d - 1; return c * (t * t * ((s + 1) * t + s) + 1) + b },
        "easeInOutBack": { t, b, c, d in
            let s = 1.70158 * 1.525
            var t = t / (d / 2)
            if t < 1 { return c / 2 * (t * t * ((s + 1) * t - s)) + b }
            t -= 2
            return c / 2 * (t * t * ((s + 1) * t + s) + 2) + b
        },
        "easeInBounce": { t, b, c, d in c - outBounce(d - t, 0, c, d) + b },
        "easeOutBounce": { t, b, c, d in outBounce(t, b, c, d) },
        "easeInOutBounce": { t, b, c, d in
            if t < d / 2 { return (c - outBounce(d - t * 2, 0, c, d)) * 0.5 + b }
            return outBounce(t * 2 - d, 0, c, d) * 0.5 + c * 0.5 + b
        },
    ]
}
