import Foundation
import Testing
@testable import Scrollwork

@Suite("Easing bad input")
struct EasingBadInputTests {
    static let max = Double.greatestFiniteMagnitude

    @Test("CSS curves at ±infinity follow their end tangents: a flat tangent keeps the end value, never NaN")
    func cssAtInfinity() {
        #expect(Easing.easeInOut(.infinity) == 1)
        #expect(Easing.easeInOut(-.infinity) == 0)
        #expect(Easing.ease(.infinity) == 1)
        #expect(Easing.ease(-.infinity) == -.infinity)     // start tangent 0.1 / 0.25
        #expect(Easing.easeIn(.infinity) == .infinity)     // end tangent (0 − 1) / (0.42 − 1) > 0
        #expect(Easing.easeOut(.infinity) == 1)
        #expect(Easing.cubicBezier(0, 0, 1, 1)(.infinity) == .infinity)
        for easing in [Easing.ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.3, -1, 0.7, 2)] {
            #expect(!easing(.infinity).isNaN && !easing(-.infinity).isNaN, "\(easing)")
        }
    }

    @Test("Cubic-bezier y control points at ±greatestFiniteMagnitude give finite values inside 0...1")
    func bezierExtremeControlPoints() {
        let curve = Easing.cubicBezier(0.25, Self.max, 0.75, -Self.max)
        // x(0.5) = 0.5 exactly, so y = 3·(1/8)·max − 3·(1/8)·max + 1/8.
        expectClose(curve(0.5), 0.125, tolerance: 1e-12)
        #expect(curve(0) == 0 && curve(1) == 1)
        for p in stride(from: 0.05, to: 1, by: 0.05) { #expect(curve(p).isFinite, "p \(p)") }
        let high = Easing.cubicBezier(0.5, Self.max, 0.5, Self.max)
        #expect(high(0.5).isFinite && high(0.5) > 1e307)
    }

    @Test("linear() stops across the whole finite range interpolate without overflow")
    func linearExtremeStops() {
        let wide = Easing.piecewiseLinear(-Self.max, Self.max)
        #expect(wide(0) == -Self.max)
        #expect(wide(0.5) == 0)
        #expect(wide(1) == Self.max)
        expectClose(wide(0.75), Self.max / 2, tolerance: Self.max * 1e-15)
        // Inputs spread between stops at ±max are placed halfway, not at infinity.
        let spread = Easing.piecewiseLinear([LinearStop(0, at: -Self.max), LinearStop(0.5), LinearStop(1, at: Self.max)])
        #expect(spread.piecewiseLinearStops?[1].input == 0)
        #expect(spread(0) == 0.5)
        #expect(spread(Self.max) == 1)
        // A flat last piece stays flat out to infinity; a sloped one goes to infinity.
        #expect(Easing.piecewiseLinear(0, 1, 1)(.infinity) == 1)
        #expect(Easing.piecewiseLinear(0, 1, 1)(-.infinity) == -.infinity)
        #expect(Easing.piecewiseLinear(1, 1, 0)(-.infinity) == 1)
    }

    @Test("steps(Int.max) prints, encodes and decodes its exact count")
    func hugeStepCounts() throws {
        let steps = Easing.steps(Int.max)
        #expect(steps.description == "steps(9223372036854775807, jump-end)")
        expectClose(steps(0.5), 0.5, tolerance: 1e-15)
        #expect(steps(1) == 1)
        let json = #"{"name":"steps","count":9223372036854775807}"#
        let decoded = try JSONDecoder().decode(Easing.self, from: Data(json.utf8))
        #expect(decoded == steps)
        let encoded = try JSONEncoder().encode(decoded)
        #expect(String(decoding: encoded, as: UTF8.self).contains("9223372036854775807"))
        #expect(try JSONDecoder().decode(Easing.self, from: encoded) == steps)
        for count in [1, 2, 3, 1 << 31, 1 << 32, (1 << 32) + 1, (1 << 53) + 1, Int.max - 1, Int.max] {
            for position in StepPosition.allCases where position != .jumpNone || count >= 2 {
                let easing = Easing.steps(count, position)
                let round = try JSONDecoder().decode(Easing.self, from: JSONEncoder().encode(easing))
                #expect(round == easing && round.description == easing.description, "\(count) \(position)")
                #expect(easing.description.hasPrefix("steps(\(count), "))
            }
        }
    }

    @Test("reversed twice is the same easing, so 100,000 reversals stay one level deep")
    func reversedCollapses() {
        var e = Easing.easeInCubic
        for _ in 0..<100_000 { e = e.reversed }
        #expect(e == .easeInCubic)
        #expect(e.description == "easeInCubic")
        #expect(Easing.easeInCubic.reversed.reversed(0.3) == Easing.easeInCubic(0.3))
        var odd = Easing.ease
        for _ in 0..<100_001 { odd = odd.reversed }
        #expect(odd == Easing.ease.reversed)
    }

    @Test("A chain of 100,000 combinators evaluates, compares, prints and is released without recursion")
    func deepChains() {
        // Over a custom curve ending at 0.5, nothing collapses: mirrored and reversed alternate.
        let base = Easing.custom { $0 * 0.5 }
        func chain(_ depth: Int) -> Easing {
            var e = base
            for level in 0..<depth { e = level % 3 == 0 ? e.reversed : e.mirrored }
            return e
        }
        // The iterative evaluation agrees with the definitions applied level by level.
        func reference(_ depth: Int, _ p: Double) -> Double {
            var levels: [Bool] = []   // true = reversed, outermost last
            for level in 0..<depth { levels.append(level % 3 == 0) }
            func f(_ k: Int, _ p: Double) -> Double {
                guard k > 0 else { return p * 0.5 }
                if levels[k - 1] { return 1 - f(k - 1, 1 - p) }
                return p < 0.5 ? f(k - 1, 2 * p) / 2 : 1 - f(k - 1, 2 - 2 * p) / 2
            }
            return f(depth, p)
        }
        for depth in 1...12 {
            for p in [-0.5, 0, 0.1, 0.3, 0.5, 0.7, 0.95, 1, 1.5] {
                expectClose(chain(depth)(p), reference(depth, p), tolerance: 1e-12, "depth \(depth) p \(p)")
            }
        }
        let deep = chain(100_000), again = chain(100_000)
        #expect(deep.combinatorDepth == 100_000)
        for p in [0.0, 0.25, 0.5, 0.8, 1] { #expect(deep(p).isFinite, "p \(p)") }
        #expect(deep(.nan).isNaN)
        #expect(deep == again)
        #expect(deep != chain(99_999).mirrored.mirrored)
        let text = deep.description
        #expect(text.hasPrefix(base.description + ".reversed.mirrored.mirrored.reversed"))
        var long = Easing.easeInQuad
        for _ in 0..<100_000 { long = long.mirrored }
        #expect(long(0) == 0 && long(1) == 1)
        #expect(long == long.reversed.reversed)
    }

    @Test("Codable handles combinators up to maximumCodableNesting deep and refuses deeper ones with typed errors")
    func codableNesting() throws {
        var e = Easing.easeInQuad
        for _ in 0..<Easing.maximumCodableNesting { e = e.mirrored }
        let data = try JSONEncoder().encode(e)
        #expect(try JSONDecoder().decode(Easing.self, from: data) == e)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(e.mirrored) }
        var json = #"{"name":"easeInQuad"}"#
        for _ in 0...Easing.maximumCodableNesting { json = #"{"name":"mirrored","of":"# + json + "}" }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Easing.self, from: Data(json.utf8)) }
        // Nested in a timeline, the limit counts combinators only, not the containers around them.
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 0, length: 1, to: 1, easing: e))
        let decoded = try JSONDecoder().decode(Timeline<Double>.self, from: JSONEncoder().encode(timeline))
        #expect(decoded.scales[0].easing == e)
    }

    @Test("A chain of combinators deeper than a double's exponent range gives at ±∞ what a shallow one gives, never NaN",
          arguments: [Easing.ease, .cubicBezier(0.3, 0.2, 0.7, 0.8), .cubicBezier(0.42, 0, 0.58, 1), .linear, .easeOutBack])
    func deepChainsAtInfinity(base: Easing) {
        func chain(_ depth: Int, reversing: Bool) -> Easing {
            var e = base
            for level in 0..<depth { e = reversing && level % 7 == 3 ? e.reversed : e.mirrored }
            return e
        }
        for reversing in [false, true] {
            let shallow = chain(11, reversing: reversing)
            for depth in [1_100, 1_500, 5_000] {
                let deep = chain(depth, reversing: reversing)
                for p in [Double.infinity, -.infinity] {
                    #expect(deep(p) == shallow(p), "depth \(depth), reversing: \(reversing), p \(p): \(deep(p)) vs \(shallow(p))")
                }
                for p in [-0.5, 1.5, -Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0, 0.3, 1] {
                    #expect(!deep(p).isNaN, "depth \(depth), reversing: \(reversing), p \(p)")
                }
                #expect(deep(0) == 0 && deep(1) == 1)
            }
        }
    }

    @Test("The issue's chain: 1,100 mirrored over a cubic-bezier")
    func issueChain() {
        var e = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
        for _ in 0..<1_100 { e = e.mirrored }
        #expect(e(.infinity) == .infinity)
        #expect(e(-.infinity) == -.infinity)
    }
}
