import Foundation

extension MotionPath {
    /// One drawn segment, parameterised by `u` in `0...1`.
    enum Curve: Sendable {
        case line(Double, Double, Double, Double)
        case quad(Double, Double, Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double, Double, Double)
        /// Centre, radii, rotation (radians), start angle and sweep (radians): the centre
        /// parameterisation of SVG's implementation notes (F.6.4).
        case ellipse(cx: Double, cy: Double, rx: Double, ry: Double, phi: Double, theta: Double, delta: Double)

        /// The arc from `from` to `to` as SVG draws it: endpoint to centre (F.6.5), with
        /// out-of-range radii scaled up (F.6.6). `nil` when the end points are equal (the arc is
        /// left out); a line when a radius is 0.
        static func arc(from: (x: Double, y: Double), to: (x: Double, y: Double), rx: Double, ry: Double, rotation: Double,
                        largeArc: Bool, sweep: Bool) -> Curve? {
            if from.x == to.x && from.y == to.y { return nil }
            var rx = abs(rx), ry = abs(ry)
            if rx == 0 || ry == 0 { return .line(from.x, from.y, to.x, to.y) }
            let phi = (rotation.truncatingRemainder(dividingBy: 360)) * .pi / 180
            let cosPhi = cos(phi), sinPhi = sin(phi)
            // Step 1: (x1′, y1′).
            let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
            let x1 = cosPhi * dx + sinPhi * dy
            let y1 = -sinPhi * dx + cosPhi * dy
            // F.6.6: scale radii that cannot reach.
            let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
            if lambda > 1 {
                let root = lambda.squareRoot()
                rx *= root
                ry *= root
            }
            // Step 2: (cx′, cy′).
            let rx2 = rx * rx, ry2 = ry * ry
            let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
            let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
            var coefficient = (max(0, numerator) / denominator).squareRoot()
            if largeArc == sweep { coefficient = -coefficient }
            let cxPrime = coefficient * rx * y1 / ry
            let cyPrime = -coefficient * ry * x1 / rx
            // Step 3: (cx, cy).
            let cx = cosPhi * cxPrime - sinPhi * cyPrime + (from.x + to.x) / 2
            let cy = sinPhi * cxPrime + cosPhi * cyPrime + (from.y + to.y) / 2
            // Step 4: θ1 and Δθ.
            func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
                atan2(ux * vy - uy * vx, ux * vx + uy * vy)
            }
            let ux = (x1 - cxPrime) / rx, uy = (y1 - cyPrime) / ry
            let vx = (-x1 - cxPrime) / rx, vy = (-y1 - cyPrime) / ry
            let theta = angle(1, 0, ux, uy)
            var delta = angle(ux, uy, vx, vy)
            if !sweep && delta > 0 { delta -= 2 * .pi }
            if sweep && delta < 0 { delta += 2 * .pi }
            return .ellipse(cx: cx, cy: cy, rx: rx, ry: ry, phi: phi, theta: theta, delta: delta)
        }

        /// The point at `u`.
        func point(at u: Double) -> (x: Double, y: Double) {
            let v = 1 - u
            switch self {
            case .line(let x0, let y0, let x1, let y1):
                return (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u)
            case .quad(let x0, let y0, let cx, let cy, let x1, let y1):
                let a = v * v, b = 2 * v * u, c = u * u
                return (a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1)
            case .cubic(let x0, let y0, let ax, let ay, let bx, let by, let x1, let y1):
                let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
                return (a * x0 + b * ax + c * bx + d * x1, a * y0 + b * ay + c * by + d * y1)
            case .ellipse(let cx, let cy, let rx, let ry, let phi, let theta, let delta):
                let t = theta + delta * u
                let ex = rx * cos(t), ey = ry * sin(t)
                return (cx + cos(phi) * ex - sin(phi) * ey, cy + sin(phi) * ex + cos(phi) * ey)
            }
        }

        /// The `order`th derivative (1, 2 or 3) with respect to `u`.
        func derivative(_ order: Int, at u: Double) -> (x: Double, y: Double) {
            let v = 1 - u
            switch self {
            case .line(let x0, let y0, let x1, let y1):
                return order == 1 ? (x1 - x0, y1 - y0) : (0, 0)
            case .quad(let x0, let y0, let cx, let cy, let x1, let y1):
                switch order {
                case 1: return (2 * (v * (cx - x0) + u * (x1 - cx)), 2 * (v * (cy - y0) + u * (y1 - cy)))
                case 2: return (2 * (x1 - 2 * cx + x0), 2 * (y1 - 2 * cy + y0))
                default: return (0, 0)
                }
            case .cubic(let x0, let y0, let ax, let ay, let bx, let by, let x1, let y1):
                switch order {
                case 1:
                    return (3 * (v * v * (ax - x0) + 2 * v * u * (bx - ax) + u * u * (x1 - bx)),
                            3 * (v * v * (ay - y0) + 2 * v * u * (by - ay) + u * u * (y1 - by)))
                case 2:
                    return (6 * (v * (bx - 2 * ax + x0) + u * (x1 - 2 * bx + ax)), 6 * (v * (by - 2 * ay + y0) + u * (y1 - 2 * by + ay)))
                default:
                    return (6 * (x1 - 3 * bx + 3 * ax - x0), 6 * (y1 - 3 * by + 3 * ay - y0))
                }
            case .ellipse(_, _, let rx, let ry, let phi, let theta, let delta):
                let t = theta + delta * u
                // d/dt of (rx cos t, ry sin t) rotated, times Δθ per order (cycling derivatives).
                var ex: Double, ey: Double
                switch order {
                case 1: (ex, ey) = (-rx * sin(t), ry * cos(t))
                case 2: (ex, ey) = (-rx * cos(t), -ry * sin(t))
                default: (ex, ey) = (rx * sin(t), -ry * cos(t))
                }
                let scale = pow(delta, Double(order))
                ex *= scale
                ey *= scale
                return (cos(phi) * ex - sin(phi) * ey, sin(phi) * ex + cos(phi) * ey)
            }
        }

        /// The speed `|dP/du|` at `u`.
        func speed(at u: Double) -> Double {
            let d = derivative(1, at: u)
            return (d.x * d.x + d.y * d.y).squareRoot()
        }

        /// A bound on the curve's size: its control polygon's length (the radii's for an ellipse),
        /// which scales tolerances.
        var size: Double {
            func distance(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { ((c - a) * (c - a) + (d - b) * (d - b)).squareRoot() }
            switch self {
            case .line(let x0, let y0, let x1, let y1): return distance(x0, y0, x1, y1)
            case .quad(let x0, let y0, let cx, let cy, let x1, let y1): return distance(x0, y0, cx, cy) + distance(cx, cy, x1, y1)
            case .cubic(let x0, let y0, let ax, let ay, let bx, let by, let x1, let y1):
                return distance(x0, y0, ax, ay) + distance(ax, ay, bx, by) + distance(bx, by, x1, y1)
            case .ellipse(_, _, let rx, let ry, _, _, let delta): return max(rx, ry) * abs(delta)
            }
        }

        /// The direction of travel at `u`: the first derivative, or where it vanishes (a cubic
        /// whose control point sits on its end point, a cusp) the first higher derivative that
        /// does not, signed as the curve is travelled. `nil` when every derivative vanishes.
        func direction(at u: Double) -> (x: Double, y: Double)? {
            let tiny = 1e-12 * max(size, .leastNormalMagnitude)
            for order in 1...3 {
                var d = derivative(order, at: u)
                if (d.x * d.x + d.y * d.y).squareRoot() > tiny {
                    // Near u = 1, P′(1 − h) ≈ (−h)^(order−1) P^(order)(1) / (order − 1)!.
                    if order == 2 && u >= 1 { d = (-d.x, -d.y) }
                    return d
                }
            }
            return nil
        }
    }
}
