import Foundation

extension MotionPath {
    /// A measured segment: its curve, where it starts along the path, and the quadrature pieces
    /// that turn a distance into a parameter.
    struct Piece: Sendable {
        let curve: Curve
        /// The path length before this segment.
        let start: Double
        /// The path length at its end.
        let end: Double
        /// Parameter breaks `u₀ = 0 < u₁ < … < u_k = 1` of the accepted quadrature intervals.
        let breaks: [Double]
        /// Arc length from `u = 0` to each break (same count as `breaks`).
        let lengths: [Double]

        init(curve: Curve, start: Double) {
            self.curve = curve
            self.start = start
            var breaks: [Double] = [0]
            var lengths: [Double] = [0]
            if case .line = curve {
                breaks.append(1)
                lengths.append(curve.speed(at: 0))
            } else {
                let tolerance = Quadrature.relativeTolerance * max(curve.size, .leastNormalMagnitude)
                Quadrature.adapt(curve, 0, 1, Quadrature.integral(curve, 0, 1), tolerance, depth: 0, breaks: &breaks, lengths: &lengths)
            }
            self.breaks = breaks
            self.lengths = lengths
            end = start + lengths[lengths.count - 1]
        }

        /// The segment's own length.
        var length: Double { end - start }

        /// The parameter `u` at which the arc length from the segment's start is `distance`
        /// (clamped into `0...length`).
        ///
        /// A binary search for the quadrature interval, then a Newton iteration on the arc length
        /// integral safeguarded by bisection within it (the integral is monotone, so the bracket
        /// always holds the root).
        func parameter(atDistance distance: Double) -> Double {
            let total = lengths[lengths.count - 1]
            guard total > 0 else { return 0 }
            if distance <= 0 { return 0 }
            if distance >= total { return 1 }
            if case .line = curve { return distance / total }
            if case .ellipse(_, _, let rx, let ry, _, _, _) = curve, rx == ry { return distance / total }
            // The interval i with lengths[i] <= distance < lengths[i + 1].
            var low = 0, high = lengths.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if lengths[middle] <= distance { low = middle } else { high = middle }
            }
            let a = breaks[low], b = breaks[high]
            let target = distance - lengths[low]
            let span = lengths[high] - lengths[low]
            var lower = a, upper = b
            var u = a + (b - a) * (span > 0 ? target / span : 0.5)
            let tolerance = 1e-15 * max(total, 1)
            for _ in 0..<100 {
                let error = Quadrature.integral(curve, a, u) - target
                if abs(error) <= tolerance { break }
                if error > 0 { upper = u } else { lower = u }
                let speed = curve.speed(at: u)
                var next = speed > 0 ? u - error / speed : .nan
                if !(next > lower && next < upper) { next = (lower + upper) / 2 }
                if next == u || upper - lower <= 4 * Double.ulpOfOne * max(1, abs(u)) { u = next; break }
                u = next
            }
            return u
        }
    }

    /// Gauss–Legendre quadrature of a curve's speed.
    enum Quadrature {
        /// Intervals are split until halving changes their integral by at most this much, times
        /// the curve's size.
        static let relativeTolerance = 1e-14
        /// A segment is cut into at most about this many intervals (never reached by curves of
        /// finite numbers in practice; it bounds the work on pathological input).
        static let maximumIntervals = 4096
        /// Splits stop at this depth (an interval of 2⁻⁴⁰ of the parameter), whatever the error.
        static let maximumDepth = 40

        /// Nodes in `-1...1` and weights of the 16-point rule, computed once by Newton's method on
        /// the Legendre polynomial P₁₆ (accurate to a few ulps).
        static let rule: (nodes: [Double], weights: [Double]) = {
            let n = 16
            var nodes: [Double] = [], weights: [Double] = []
            for i in 1...n {
                var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
                var derivative = 0.0
                for _ in 0..<100 {
                    var p0 = 1.0, p1 = x
                    for k in 2...n {
                        let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
                        p0 = p1
                        p1 = p2
                    }
                    derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                    let step = p1 / derivative
                    x -= step
                    if abs(step) < 1e-17 { break }
                }
                nodes.append(x)
                weights.append(2 / ((1 - x * x) * derivative * derivative))
            }
            return (nodes, weights)
        }()

        /// `∫ₐᵇ |P′(u)| du` by the 16-point rule.
        static func integral(_ curve: Curve, _ a: Double, _ b: Double) -> Double {
            let half = (b - a) / 2, middle = (a + b) / 2
            let rule = Self.rule
            var sum = 0.0
            for i in 0..<rule.nodes.count { sum += rule.weights[i] * curve.speed(at: middle + half * rule.nodes[i]) }
            return sum * half
        }

        /// Splits `a...b` until each half's integral agrees with the whole's, appending the
        /// accepted intervals' right ends and cumulative lengths.
        static func adapt(_ curve: Curve, _ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, depth: Int,
                          breaks: inout [Double], lengths: inout [Double]) {
            let middle = (a + b) / 2
            let left = integral(curve, a, middle), right = integral(curve, middle, b)
            if abs(left + right - whole) <= tolerance || depth >= maximumDepth || breaks.count >= maximumIntervals {
                breaks.append(b)
                lengths.append(lengths[lengths.count - 1] + left + right)
            } else {
                adapt(curve, a, middle, left, tolerance, depth: depth + 1, breaks: &breaks, lengths: &lengths)
                adapt(curve, middle, b, right, tolerance, depth: depth + 1, breaks: &breaks, lengths: &lengths)
            }
        }
    }
}
