import Foundation
import Testing
@testable import Scrollwork

@Suite("Platform values: colour components and planar transforms")
struct PlatformValueTests {
    @Test("Core Graphics component lists: grey expands, RGB is opaque, other counts and NaN are refused")
    func components() {
        #expect(RGBA(components: [0.25]) == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        #expect(RGBA(components: [0.25, 0.5]) == RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(RGBA(components: [1, 0.5, 0]) == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(RGBA(components: [1.2, -0.1, 0, 0.3]) == RGBA(red: 1.2, green: -0.1, blue: 0, alpha: 0.3))   // extended sRGB kept
        #expect(RGBA(components: []) == nil)
        #expect(RGBA(components: [1, 2, 3, 4, 5]) == nil)
        #expect(RGBA(components: [1, .nan, 0]) == nil)
    }

    @Test("Single precision: Float → Double is exact, and a Float colour survives the round trip", arguments: 0..<50)
    func floatRoundTrip(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let floats = (0..<4).map { _ in Float(Double.random(in: -0.2...1.2, using: &rng)) }
        let colour = RGBA(red: floats[0], green: floats[1], blue: floats[2], opacity: floats[3])
        let back = colour.floatComponents
        #expect([back.red, back.green, back.blue, back.alpha] == floats, "seed \(seed)")
        // Doubles round to the nearest Float.
        let third = RGBA(red: 1.0 / 3, green: 0, blue: 0).floatComponents.red
        #expect(third == Float(1.0 / 3))
    }

    @Test("Channels → matrix → channels round-trips", arguments: 0..<50)
    func transformRoundTrip(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let transform = PlanarTransform(scale: CGPoint(x: uniform(0.1...3), y: uniform(-3...3)), rotation: uniform(-3...3),
                                        translation: CGPoint(x: uniform(-500...500), y: uniform(-500...500)))
        let m = transform.matrix
        let back = PlanarTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        expectClose(Double(back.scale.x), Double(transform.scale.x), tolerance: 1e-12, "seed \(seed)")
        expectClose(Double(back.scale.y), Double(transform.scale.y), tolerance: 1e-12, "seed \(seed)")
        expectClose(back.rotation, transform.rotation, tolerance: 1e-12, "seed \(seed)")
        #expect(back.translation == transform.translation, "seed \(seed)")
    }

    @Test("Known matrices: identity, a quarter turn, changing one channel keeps the others, shear is dropped")
    func knownMatrices() {
        let identity = PlanarTransform()
        #expect(identity.matrix == (1, 0, -0.0, 1, 0, 0))
        let quarter = PlanarTransform(a: 0, b: 2, c: -2, d: 0, tx: 5, ty: 6)   // scale 2, then 90°
        expectClose(Double(quarter.scale.x), 2)
        expectClose(Double(quarter.scale.y), 2)
        expectClose(quarter.rotation, .pi / 2)
        var spun = quarter
        spun.rotation = 0
        let m = spun.matrix
        #expect(m.a == 2 && m.b == 0 && m.d == 2 && m.tx == 5 && m.ty == 6)
        let mirrored = PlanarTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        #expect(mirrored.scale == CGPoint(x: 1, y: -1) && mirrored.rotation == 0)
        let sheared = PlanarTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(sheared.scale == CGPoint(x: 1, y: 1) && sheared.rotation == 0)
        let collapsed = PlanarTransform(a: 0, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        #expect(collapsed.scale == CGPoint(x: 0, y: 3) && collapsed.rotation == 0)
    }

    @Test("Decomposing neither overflows nor underflows: matrices scaled by 1e±200, 1e±300 and the extremes",
          arguments: [1e200, 1e-200, 1e300, 1e-300, Double.greatestFiniteMagnitude / 8, Double.leastNonzeroMagnitude * 0x1p30])
    func transformExtremes(k: Double) {
        // A quarter turn of scale (3k, 4k), then a 30° turn of scale (2k, −k).
        let quarter = PlanarTransform(a: 0, b: 3 * k, c: -4 * k, d: 0, tx: 0, ty: 0)
        expectClose(Double(quarter.scale.x) / k, 3, tolerance: 1e-6, "\(quarter.scale)")
        expectClose(Double(quarter.scale.y) / k, 4, tolerance: 1e-6, "\(quarter.scale)")
        expectClose(quarter.rotation, .pi / 2, tolerance: 1e-12)
        let turn = PlanarTransform(scale: CGPoint(x: 2, y: -1), rotation: .pi / 6).matrix
        let scaled = PlanarTransform(a: turn.a * k, b: turn.b * k, c: turn.c * k, d: turn.d * k, tx: 0, ty: 0)
        expectClose(Double(scaled.scale.x) / k, 2, tolerance: 1e-6, "\(scaled.scale)")
        expectClose(Double(scaled.scale.y) / k, -1, tolerance: 1e-6, "\(scaled.scale)")
        expectClose(scaled.rotation, .pi / 6, tolerance: 1e-6)
        // No shear column: sx = 0.
        let collapsed = PlanarTransform(a: 0, b: 0, c: 3 * k, d: 4 * k, tx: 0, ty: 0)
        expectClose(Double(collapsed.scale.y) / k, 5, tolerance: 1e-6, "\(collapsed.scale)")
    }

    @Test("The issue's matrices: 1e200 and 1e-200 times the identity")
    func transformIssueMatrices() {
        let big = PlanarTransform(a: 1e200, b: 0, c: 0, d: 1e200, tx: 0, ty: 0)
        #expect(big.scale == CGPoint(x: 1e200, y: 1e200) && big.rotation == 0)
        let small = PlanarTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0)
        #expect(small.scale == CGPoint(x: 1e-200, y: 1e-200) && small.rotation == 0)
    }
}
