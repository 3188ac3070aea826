import Foundation
import Testing
@testable import Scrollwork

@Suite("Easing")
struct EasingTests {
    static let samples = (0...200).map { Double($0) / 200 }

    @Test("The 31 named curves equal jQuery Easing 1.3's four-argument equations", arguments: Easing.named.map(\.name))
    func penner(name: String) throws {
        let easing = try #require(Easing.named.first { $0.name == name }?.easing)
        let reference = PennerReference.normalised(try #require(PennerReference.equations[name]))
        for p in Self.samples {
            expectClose(easing(p), reference(p), tolerance: 1e-12, "\(name) at \(p)")
        }
    }

    @Test("Continuous curves pin f(0) == 0 and f(1) == 1 exactly")
    func endpoints() {
        let curves = Easing.named.map(\.easing) + [
            .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.68, -0.55, 0.265, 1.55),
            .spring(), .spring(mass: 1, stiffness: 300, damping: 5), .spring(duration: 0.5, bounce: -0.5),
            .easeInBack.reversed, .easeOutElastic.mirrored, .steps(3), .steps(5, .jumpNone),
        ]
        for curve in curves {
            #expect(curve(0) == 0, "\(curve)")
            #expect(curve(1) == 1, "\(curve)")
        }
    }

    @Test("Named curves clamp input outside 0...1 and pass NaN through")
    func domain() {
        for (name, curve) in Easing.named {
            #expect(curve(-0.5) == 0 && curve(-.infinity) == 0, "\(name)")
            #expect(curve(1.5) == 1 && curve(.infinity) == 1, "\(name)")
            #expect(curve(.nan).isNaN, "\(name)")
        }
        for curve in [Easing.ease, .steps(3), .piecewiseLinear(0, 1), .spring(), .easeInQuad.reversed] {
            #expect(curve(.nan).isNaN, "\(curve)")
        }
    }

    @Test("Back and elastic overshoot by their published amounts")
    func overshoot() {
        // easeOutBack, u²((s+1)u + s) + 1 with u = p − 1, peaks where 3(s+1)u² + 2su = 0: about 1.1.
        let s = 1.70158, u = -2 * s / (3 * (s + 1))
        let peak = (0...10_000).map { Easing.easeOutBack(Double($0) / 10_000) }.max()!
        expectClose(peak, u * u * ((s + 1) * u + s) + 1, tolerance: 1e-6)
        expectClose(peak, 1.1, tolerance: 1e-3)
        #expect((0...1000).contains { Easing.easeInBack(Double($0) / 1000) < -0.09 })
        #expect((0...1000).contains { Easing.easeOutElastic(Double($0) / 1000) > 1.3 })
    }

    @Test("reversed gives the out twin and mirrored the in-out twin")
    func combinators() {
        let pairs: [(Easing, Easing, Easing)] = [
            (.easeInQuad, .easeOutQuad, .easeInOutQuad), (.easeInCubic, .easeOutCubic, .easeInOutCubic),
            (.easeInQuart, .easeOutQuart, .easeInOutQuart), (.easeInQuint, .easeOutQuint, .easeInOutQuint),
            (.easeInSine, .easeOutSine, .easeInOutSine), (.easeInCirc, .easeOutCirc, .easeInOutCirc),
            (.easeInExpo, .easeOutExpo, .easeInOutExpo), (.easeInBounce, .easeOutBounce, .easeInOutBounce),
        ]
        for (easeIn, easeOut, inOut) in pairs {
            for p in Self.samples {
                expectClose(easeIn.reversed(p), easeOut(p), tolerance: 1e-12, "\(easeIn).reversed at \(p)")
                expectClose(easeIn.mirrored(p), inOut(p), tolerance: 1e-12, "\(easeIn).mirrored at \(p)")
                expectClose(easeIn.reversed.reversed(p), easeIn(p), tolerance: 1e-12)
            }
        }
    }

    // Exact values: the Bézier solved by 200-step bisection in 40-digit arithmetic (mpmath), offline.
    static let bezierTable: [(points: [Double], expected: [Double])] = [
        ([0.25, 0.1, 0.25, 1], [0.094796305716043256633, 0.40851059135539587298, 0.80240338758485699057, 0.96045897834897408445, 0.9943164774845563715]),
        ([0.42, 0, 1, 1], [0.017026609651562944597, 0.093464650718824863151, 0.3153568125725393116, 0.62186186917489020915, 0.83942784576246656689]),
        ([0, 0, 0.58, 1], [0.16057215423753348801, 0.37813813082510981402, 0.68464318742746071461, 0.90653534928117515081, 0.98297339034843706796]),
        ([0.42, 0, 0.58, 1], [0.019722453548311199478, 0.12916193104731982331, 0.5, 0.87083806895268020746, 0.98027754645168881681]),
        ([0.68, -0.55, 0.265, 1.55], [-0.066291477333528742808, -0.082807108828322590465, 0.60667989722377158886, 1.0891657748134211103, 1.0623731951663699558]),
        ([0.9, 0.1, 0.1, 0.9], [0.0152588913686901175, 0.060924734382390391587, 0.5, 0.93907526561760961318, 0.9847411086313098906]),
        ]

    @Test("cubicBezier is within 1e-9 of an exact solve", arguments: bezierTable)
    func cubicBezier(points: [Double], expected: [Double]) {
        let curve = Easing.cubicBezier(points[0], points[1], points[2], points[3])
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            expectClose(curve(x), y, tolerance: 1e-9, "\(curve) at \(x)")
        }
    }

    @Test("cubicBezier with flat ends still solves (x control points at 1 and 0) and stays monotone")
    func cubicBezierDegenerate() {
        let curve = Easing.cubicBezier(1, 0, 0, 1)
        var previous = -Double.infinity
        for i in 0...1000 {
            let y = curve(Double(i) / 1000)
            #expect(y >= previous - 1e-12)
            previous = y
        }
        expectClose(curve(0.5), 0.5, tolerance: 1e-6)
        expectClose(curve(0.1), 0.0037616749580831665837, tolerance: 1e-9)
    }

    @Test("cubicBezier clamps x control points and extends along the end tangents")
    func cubicBezierOutside() {
        #expect(Easing.cubicBezier(-1, 0, 2, 1) == .cubicBezier(0, 0, 1, 1))
        // linear-like bezier: tangent slope 1 at both ends
        let line = Easing.cubicBezier(0.25, 0.25, 0.75, 0.75)
        expectClose(line(-0.5), -0.5)
        expectClose(line(1.5), 1.5)
        // ease: start slope y1/x1 = 0.4; end slope (y2-1)/(x2-1) = 0
        expectClose(Easing.ease(-1), -0.4)
        expectClose(Easing.ease(2), 1)
    }

    // CSS Easing Level 2, "step easing functions" algorithm and its examples.
    static let stepsTable: [(curve: Easing, table: [(Double, Double)])] = [
        (Easing.steps(4), [(0.0, 0.0), (0.24, 0.0), (0.25, 0.25), (0.5, 0.5), (0.99, 0.75), (1.0, 1.0), (-0.1, -0.25), (1.1, 1.0)]),
        (Easing.steps(4, .jumpStart), [(0.0, 0.25), (0.24, 0.25), (0.25, 0.5), (0.75, 1.0), (1.0, 1.0), (-0.1, 0.0)]),
        (Easing.steps(5, .jumpNone), [(0.0, 0.0), (0.19, 0.0), (0.2, 0.25), (0.8, 1.0), (1.0, 1.0)]),
        (Easing.steps(3, .jumpBoth), [(0.0, 0.25), (0.33, 0.25), (0.34, 0.5), (0.5, 0.5), (0.99, 0.75), (1.0, 1.0)]),
        (Easing.steps(1), [(0.0, 0.0), (0.5, 0.0), (1.0, 1.0)]),
        ]

    @Test("steps follows the CSS algorithm for every jump position", arguments: stepsTable)
    func steps(curve: Easing, table: [(Double, Double)]) {
        for (input, output) in table {
            #expect(curve(input) == output, "\(curve) at \(input)")
        }
    }

    // MDN / CSS Easing Level 2 `linear()` examples.
    @Test("linear() stops canonicalise and interpolate as CSS says")
    func piecewiseLinear() throws {
        let quarter = Easing.piecewiseLinear([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(1)])
        expectClose(quarter(0.375), 0.125)
        expectClose(quarter(0.75), 0.25)
        expectClose(quarter(0.875), 0.625)
        let plateau = Easing.piecewiseLinear([LinearStop(0), LinearStop(0.5, at: 0.25), LinearStop(0.5, at: 0.75), LinearStop(1)])
        expectClose(plateau(0.5), 0.5)
        expectClose(plateau(0.125), 0.25)
        expectClose(plateau(0.875), 0.75)
        // Missing inputs spread evenly; decreasing inputs are raised to the running maximum.
        let even = Easing.piecewiseLinear(0, 0.2, 0.4, 1)
        #expect(try #require(even.piecewiseLinearStops).map(\.input) == [0, 1.0 / 3, 2.0 / 3, 1])
        let raised = Easing.piecewiseLinear([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(0.5, at: 0.25), LinearStop(1)])
        #expect(try #require(raised.piecewiseLinearStops).map(\.input) == [0, 0.75, 0.75, 1])
        expectClose(raised(0.75), 0.5)   // a jump: the later stop wins at the shared input
        // Outside the stops the first and last pieces extend.
        expectClose(Easing.piecewiseLinear(0, 1)(1.5), 1.5)
        expectClose(Easing.piecewiseLinear(0, 1)(-0.5), -0.5)
        // One stop is a constant.
        #expect(Easing.piecewiseLinear(0.3)(0.9) == 0.3)
    }

    @Test("A critically damped spring curve follows 1 − (1 + ωt)e^(−ωt)")
    func springCurve() throws {
        // stiffness 100, mass 1 → ω = 10; damping 20 → ζ = 1.
        let curve = Easing.spring(mass: 1, stiffness: 100, damping: 20)
        let duration = try #require(curve.settlingDuration)
        for p in stride(from: 0.05, to: 1, by: 0.05) {
            let t = p * duration
            expectClose(curve(p), 1 - (1 + 10 * t) * exp(-10 * t), tolerance: 1e-12)
        }
        // At the settling time the remaining distance is 0.001.
        expectClose((1 + 10 * duration) * exp(-10 * duration), 1e-3, tolerance: 1e-9)
        // Under-damped springs overshoot; SwiftUI's bounce 0 is critical damping.
        #expect((1..<100).contains { Easing.spring(mass: 1, stiffness: 100, damping: 5)(Double($0) / 100) > 1 })
        let swiftUI = Easing.spring(duration: 0.5, bounce: 0)
        #expect((1..<100).allSatisfy { swiftUI(Double($0) / 100) < 1 })
    }

    @Test("Easings are equal by kind and parameters; custom ones only to their copies")
    func equality() {
        #expect(Easing.easeInQuad == .easeInQuad)
        #expect(Easing.easeInQuad != .easeOutQuad)
        #expect(Easing.ease == .cubicBezier(0.25, 0.1, 0.25, 1))
        #expect(Easing.steps(3) != .steps(3, .jumpStart))
        #expect(Easing.piecewiseLinear(0, 0.5, 1) == .piecewiseLinear(0, 0.5, 1))
        #expect(Easing.spring() == .spring())
        #expect(Easing.easeInQuad.reversed == Easing.easeInQuad.reversed)
        #expect(Easing.easeInQuad.reversed != Easing.easeInQuad.mirrored)
        let custom = Easing.custom { $0 * $0 }
        let copy = custom
        #expect(custom == copy)
        #expect(custom != Easing.custom { $0 * $0 })
        #expect(Set([Easing.linear, .linear, .easeInQuad]).count == 2)
    }

    @Test("Every encodable easing survives a JSON round trip with the same values")
    func codable() throws {
        let curves: [Easing] = Easing.named.map(\.easing) + [
            .ease, .cubicBezier(0.1, -0.5, 0.9, 1.5), .steps(4, .jumpBoth), .steps(2, .jumpNone),
            .piecewiseLinear([LinearStop(0), LinearStop(0.9, at: 0.5), LinearStop(1)]), .spring(mass: 2, stiffness: 150, damping: 12, initialVelocity: 3),
            .easeOutBounce.reversed, .easeInExpo.mirrored.reversed,
        ]
        let data = try JSONEncoder().encode(curves)
        let decoded = try JSONDecoder().decode([Easing].self, from: data)
        #expect(decoded == curves)
        for (a, b) in zip(curves, decoded) {
            for p in [0.1, 0.5, 0.9] { #expect(a(p) == b(p)) }
        }
        #expect(String(decoding: try JSONEncoder().encode([Easing.easeInQuad]), as: UTF8.self) == "[{\"name\":\"easeInQuad\"}]")
    }

    @Test("Custom curves refuse to encode; bad JSON refuses to decode")
    func codableErrors() {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([Easing.custom { $0 }]) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([Easing.custom { $0 }.reversed]) }
        for json in [
            #"[{"name":"wobble"}]"#, #"[{"name":"custom"}]"#, #"[{"name":"steps","count":0}]"#,
            #"[{"name":"steps","count":1,"position":"jump-none"}]"#, #"[{"name":"piecewiseLinear","stops":[]}]"#,
            #"[{"name":"spring","mass":0,"stiffness":1,"damping":1}]"#, #"[{"name":"cubicBezier","x1":0,"y1":0,"x2":1}]"#,
        ] {
            #expect(throws: DecodingError.self, "\(json)") { try JSONDecoder().decode([Easing].self, from: Data(json.utf8)) }
        }
    }

    @Test("Descriptions use names and CSS syntax")
    func descriptions() {
        #expect(Easing.easeInQuad.description == "easeInQuad")
        #expect(Easing.ease.description == "cubic-bezier(0.25, 0.1, 0.25, 1.0)")
        #expect(Easing.steps(4).description == "steps(4, jump-end)")
        #expect(Easing.easeInQuad.reversed.description == "easeInQuad.reversed")
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Programmer errors trap with a message")
    func traps() async {
        await #expect(processExitsWith: .failure) { _ = Easing.steps(0) }
        await #expect(processExitsWith: .failure) { _ = Easing.steps(1, .jumpNone) }
        await #expect(processExitsWith: .failure) { _ = Easing.cubicBezier(.nan, 0, 1, 1) }
        await #expect(processExitsWith: .failure) { _ = Easing.spring(mass: 0) }
        await #expect(processExitsWith: .failure) { _ = Easing.piecewiseLinear([LinearStop]()) }
    }
    #endif
}
