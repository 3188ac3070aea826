import Foundation
import Testing
@testable import Scrollwork

/// The sine, expo, circ and elastic curves against the libm formulas they replaced (issue 29, item
/// 2): `Easing.transcendental(_:_:)` evaluates them with polynomial kernels, which must stay within
/// 1e-15 absolute of the formula, monotonic wherever the formula is, and exact at both ends.
@Suite("Penner kernels")
struct PennerKernelTests {
    /// The formulas as `Easing.transcendental(_:_:)` wrote them before the kernels, with Foundation's
    /// `sin`, `cos`, `pow` and `sqrt`, clamped as the curves are.
    static let formulas: [String: @Sendable (Double) -> Double] = [
        "easeInSine": { t in -cos(t * (Double.pi / 2)) + 1 },
        "easeOutSine": { t in sin(t * (Double.pi / 2)) },
        "easeInOutSine": { t in -0.5 * (cos(Double.pi * t) - 1) },
        "easeInExpo": { t in pow(2, 10 * (t - 1)) },
        "easeOutExpo": { t in -pow(2, -10 * t) + 1 },
        "easeInOutExpo": { t in
            let u = t * 2
            if u < 1 { return 0.5 * pow(2, 10 * (u - 1)) }
            return 0.5 * (-pow(2, -10 * (u - 1)) + 2)
        },
        "easeInCirc": { t in -(sqrt(1 - t * t) - 1) },
        "easeOutCirc": { t in
            let u = t - 1
            return sqrt(1 - u * u)
        },
        "easeInOutCirc": { t in
            let u = t * 2
            if u < 1 { return -0.5 * (sqrt(1 - u * u) - 1) }
            let v = u - 2
            return 0.5 * (sqrt(1 - v * v) + 1)
        },
        "easeInElastic": { t in
            let period = 0.3, shift = 0.3 / 4
            let u = t - 1
            return -(pow(2, 10 * u) * sin((u - shift) * (2 * Double.pi) / period))
        },
        "easeOutElastic": { t in
            let period = 0.3, shift = 0.3 / 4
            return pow(2, -10 * t) * sin((t - shift) * (2 * Double.pi) / period) + 1
        },
        "easeInOutElastic": { t in
            let period = 0.3 * 1.5, shift = 0.3 * 1.5 / 4
            let u = t * 2 - 1
            if u < 0 { return -0.5 * (pow(2, 10 * u) * sin((u - shift) * (2 * Double.pi) / period)) }
            return pow(2, -10 * u) * sin((u - shift) * (2 * Double.pi) / period) * 0.5 + 1
        },
    ]

    static let names = formulas.keys.sorted()

    /// The curves whose formula is monotonic (elastic oscillates).
    static let monotonicNames: Set<String> = [
        "easeInSine", "easeOutSine", "easeInOutSine", "easeInExpo", "easeOutExpo", "easeInOutExpo",
        "easeInCirc", "easeOutCirc", "easeInOutCirc",
    ]

    /// 0, 1 and 100,001 evenly spaced points, the 64 doubles either side of 0.5 and of a few other
    /// points, and points near both ends, sorted.
    static let grid: [Double] = {
        var points = (0...100_000).map { Double($0) / 100_000 }
        for centre in [0.5, 0.25, 0.75, 0.15, 0.075, 0.1125, 0.5625] {
            var below = centre, above = centre
            for _ in 0..<64 {
                below = below.nextDown
                above = above.nextUp
                points += [below, above]
            }
        }
        for exponent in 1...300 {
            let small = pow(10, -Double(exponent))
            points += [small, 1 - small, 0.5 - small, 0.5 + small]
        }
        points += [Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, (1.0).nextDown, (0.0).nextUp]
        return points.filter { $0 >= 0 && $0 <= 1 }.sorted()
    }()

    static func reference(_ name: String, _ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return formulas[name]!(t)
    }

    static func easing(_ name: String) throws -> Easing {
        try #require(Easing.named.first { $0.name == name }?.easing)
    }

    @Test("Each kernel curve is within 1e-15 of its libm formula, and exact at 0 and 1", arguments: names)
    func withinBound(name: String) throws {
        let curve = try Self.easing(name)
        #expect(curve(0) == 0)
        #expect(curve(1) == 1)
        var worst = 0.0, worstAt = 0.0
        for t in Self.grid {
            let error = abs(curve(t) - Self.reference(name, t))
            if !(error <= worst) { worst = error; worstAt = t }
        }
        #expect(worst <= 1e-15, "\(name): \(worst) at \(worstAt)")
    }

    @Test("Circ is its formula bit for bit", arguments: ["easeInCirc", "easeOutCirc", "easeInOutCirc"])
    func circExact(name: String) throws {
        let curve = try Self.easing(name)
        for t in Self.grid { #expect(curve(t) == Self.reference(name, t), "\(name) at \(t)") }
    }

    /// The curve's values at `points` that fall below the previous point's where the formula's do
    /// not: (progress, the value there, how far below).
    static func stepsBack(_ name: String, _ curve: Easing, _ points: [Double]) -> [(t: Double, value: Double, by: Double)] {
        var steps: [(t: Double, value: Double, by: Double)] = []
        var previous = (value: curve(points[0]), reference: Self.reference(name, points[0]))
        for t in points.dropFirst() {
            let current = (value: curve(t), reference: Self.reference(name, t))
            if current.reference >= previous.reference, current.value < previous.value {
                steps.append((t, current.value, previous.value - current.value))
            }
            previous = current
        }
        return steps
    }

    /// On the 100,001 evenly spaced points, a curve never decreases where its formula does not.
    @Test("Each kernel curve is monotonic wherever its formula is, on the evenly spaced points", arguments: names.filter(monotonicNames.contains))
    func staysMonotonic(name: String) throws {
        let steps = Self.stepsBack(name, try Self.easing(name), (0...100_000).map { Double($0) / 100_000 })
        #expect(steps.isEmpty, "\(name) steps back at \(steps.prefix(5))")
    }

    /// Between neighbouring doubles (around 0.5 and the other centres) and at the points near both
    /// ends, where the curve moves by an ulp or less from one point to the next, a kernel a few ulps
    /// from the exact value may step back where the correctly rounded libm does not: by 4 ulps at
    /// most.
    @Test("Between nearby points, a kernel curve steps back by 4 ulps at most", arguments: names.filter(monotonicNames.contains))
    func nearbySteps(name: String) throws {
        for step in Self.stepsBack(name, try Self.easing(name), Self.grid) {
            #expect(step.by <= 4 * step.value.ulp, "\(name) steps back by \(step.by) at \(step.t)")
        }
    }

    @Test("The kernels: sin(vπ/2) and 2^y exact where they must be, NaN through")
    func kernels() {
        #expect(Easing.sinHalfPi(0) == 0)
        #expect(Easing.sinHalfPi(1) == 1)
        #expect(Easing.sinHalfPi(-1) == -1)
        #expect(Easing.powerOfTwo(0) == 1)
        for n in -1022...1023 { #expect(Easing.powerOfTwo(Double(n)) == pow(2, Double(n)), "2^\(n)") }
        #expect(Easing.sinHalfPi(.nan).isNaN)
        #expect(Easing.powerOfTwo(.nan).isNaN)
        #expect(Easing.dampedCosine(.nan, cycles: 10.0 / 3).isNaN)
        var worst = 0.0
        for k in 0...20_000 {
            let y = -10 + Double(k) / 1_000
            worst = max(worst, abs(Easing.powerOfTwo(y) - pow(2, y)) / pow(2, y))
        }
        #expect(worst <= 2.3e-16, "2^y relative error \(worst)")
    }
}
