import Foundation
import Scrollwork
import Testing

/// An independent model of a path for tests: each segment as its own formula in a parameter,
/// measured by a dense polyline with Richardson extrapolation (no quadrature, no inversion by
/// Newton), so the library's lengths and placements can be checked against it.
struct PathReference {
    /// One segment: the point at a parameter in `0...1`.
    struct Segment {
        let point: (Double) -> (x: Double, y: Double)
    }

    let segments: [Segment]
    /// Chords per segment of the fine polyline.
    let chords: Int
    /// Cumulative lengths at every fine sample, per segment, extrapolated (O(h⁴)); the coarse
    /// grid is every other fine sample, so extrapolated values exist at even samples.
    private var cumulative: [[Double]] = []
    private(set) var length = 0.0

    init(_ segments: [Segment], chords: Int = 1 << 16) {
        self.segments = segments
        self.chords = chords
        var total = 0.0
        for segment in segments {
            var fine = [0.0], coarse = [0.0]
            var previous = segment.point(0)
            var previousEven = previous
            for i in 1...chords {
                let p = segment.point(Double(i) / Double(chords))
                fine.append(fine[fine.count - 1] + hypot(p.x - previous.x, p.y - previous.y))
                previous = p
                if i % 2 == 0 {
                    coarse.append(coarse[coarse.count - 1] + hypot(p.x - previousEven.x, p.y - previousEven.y))
                    previousEven = p
                }
            }
            var extrapolated: [Double] = []
            for j in 0..<coarse.count { extrapolated.append(total + (4 * fine[2 * j] - coarse[j]) / 3) }
            total = extrapolated[extrapolated.count - 1]
            cumulative.append(extrapolated)
        }
        length = total
    }

    /// The point at `fraction` of the length: the segment and parameter found on the extrapolated
    /// cumulative lengths, interpolated linearly in the parameter between samples.
    func point(at fraction: Double) -> (x: Double, y: Double) {
        let distance = fraction * length
        for (index, table) in cumulative.enumerated() where table[table.count - 1] >= distance || index == cumulative.count - 1 {
            guard table[table.count - 1] > table[0] else { continue }
            var low = 0, high = table.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if table[middle] <= distance { low = middle } else { high = middle }
            }
            // Within the bracket, a finer polyline of its own (its chords' error is negligible
            // at this size), then linear in the parameter inside one fine chord.
            let step = 2.0 / Double(chords), fine = 4096
            let segment = segments[index]
            var walked = table[low]
            var previous = segment.point(Double(low) * step)
            for i in 1...fine {
                let t = (Double(low) + Double(i) / Double(fine)) * step
                let p = segment.point(t)
                let chord = hypot(p.x - previous.x, p.y - previous.y)
                if walked + chord >= distance || i == fine {
                    let share = chord > 0 ? max(0, min(1, (distance - walked) / chord)) : 0
                    return segment.point(t - (1 - share) * step / Double(fine))
                }
                walked += chord
                previous = p
            }
            return segment.point(Double(high) * step)
        }
        return segments.last?.point(1) ?? (0, 0)
    }

    /// The tangent's angle at `fraction` by a central finite difference of ``point(at:)``
    /// (one-sided at the ends).
    func angle(at fraction: Double, step: Double = 1e-6) -> Double {
        let a = point(at: max(0, fraction - step)), b = point(at: min(1, fraction + step))
        return atan2(b.y - a.y, b.x - a.x)
    }
}

extension PathReference.Segment {
    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PathReference.Segment {
        PathReference.Segment { (t: Double) -> (x: Double, y: Double) in (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t) }
    }

    static func quad(_ p: [Double]) -> PathReference.Segment {
        PathReference.Segment { (t: Double) -> (x: Double, y: Double) in
            let u = 1 - t
            return (u * u * p[0] + 2 * u * t * p[2] + t * t * p[4], u * u * p[1] + 2 * u * t * p[3] + t * t * p[5])
        }
    }

    static func cubic(_ p: [Double]) -> PathReference.Segment {
        PathReference.Segment { (t: Double) -> (x: Double, y: Double) in
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p[0] + b * p[2] + c * p[4] + d * p[6], a * p[1] + b * p[3] + c * p[5] + d * p[7])
        }
    }

    /// An axis-aligned ellipse arc around a known centre, from angle `from` to `to` (radians).
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, from: Double, to: Double) -> PathReference.Segment {
        PathReference.Segment { (t: Double) -> (x: Double, y: Double) in
            let theta = from + (to - from) * t
            return (cx + rx * cos(theta), cy + ry * sin(theta))
        }
    }
}

/// The difference of two angles, wrapped into `-π...π`.
func angleDifference(_ a: Double, _ b: Double) -> Double {
    remainder(a - b, 2 * .pi)
}
