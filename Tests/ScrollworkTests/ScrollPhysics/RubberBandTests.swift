import Foundation
import Testing
@testable import Scrollwork

@Suite("Rubber band")
struct RubberBandTests {
    /// The formula as Grant Paul wrote it, evaluated literally.
    static func reference(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double {
        (1 - 1 / ((x * c / d) + 1)) * d
    }

    @Test("UIScrollView's constants are exact: 0.55, 0.998, 0.99")
    func constants() {
        #expect(RubberBand.uiScrollView.coefficient == 0.55)
        #expect(RubberBand().coefficient == 0.55)
        #expect(ScrollPhysics(contentSize: .zero, viewportSize: .zero).rubberBand == .uiScrollView)
        #expect(ScrollPhysics(contentSize: .zero, viewportSize: .zero).decelerationRate.rate == 0.998)
        #expect(Decay.fast.rate == 0.99)
    }

    @Test("The reference's sample values for d = 960", arguments: [(5.0, 2.74), (100, 52.02), (960, 340.65)])
    func samples(overshoot: Double, expected: Double) {
        expectClose(RubberBand.uiScrollView.offset(forOvershoot: overshoot, dimension: 960), expected, tolerance: 0.005)
        expectClose(RubberBand.uiScrollView.offset(forOvershoot: -overshoot, dimension: 960), -expected, tolerance: 0.005)
    }

    @Test("Equals (1 − 1/(x·c/d + 1))·d, starts at slope c, saturates below d, and inverts", arguments: 0..<4)
    func formula(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let d = Double.random(in: 1...2000, using: &rng), x = Double.random(in: 0...20_000, using: &rng)
            let c = seed == 0 ? 0.55 : Double.random(in: 0.1...1, using: &rng)
            let band = RubberBand(coefficient: c)
            let b = band.offset(forOvershoot: x, dimension: d)
            expectClose(b, Self.reference(x, d, c), tolerance: 1e-12 * d, "seed \(seed) x \(x) d \(d)")
            #expect(b >= 0 && b < d && b <= c * x + 1e-12)
            expectClose(band.overshoot(forOffset: b, dimension: d), x, tolerance: 1e-9 * max(x, 1) * max(1, d / (d - b)), "seed \(seed)")
        }
        expectClose(RubberBand.uiScrollView.offset(forOvershoot: 1e-6, dimension: 800) / 1e-6, 0.55, tolerance: 1e-9)
    }

    @Test("Edges of the domain")
    func domain() {
        let band = RubberBand.uiScrollView
        #expect(band.offset(forOvershoot: .infinity, dimension: 500) == 500)
        #expect(band.offset(forOvershoot: -.infinity, dimension: 500) == -500)
        #expect(band.offset(forOvershoot: 40, dimension: 0) == 0)
        #expect(band.offset(forOvershoot: .nan, dimension: 500).isNaN)
        #expect(band.overshoot(forOffset: 500, dimension: 500) == .infinity)
        #expect(band.clamp(50, to: 0...100, dimension: 300) == 50)
        expectClose(band.clamp(130, to: 0...100, dimension: 300), 100 + band.offset(forOvershoot: 30, dimension: 300))
        expectClose(band.clamp(-30, to: 0...100, dimension: 300), -band.offset(forOvershoot: 30, dimension: 300))
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A non-positive coefficient traps")
    func traps() async {
        await #expect(processExitsWith: .failure) { _ = RubberBand(coefficient: 0) }
        await #expect(processExitsWith: .failure) { _ = RubberBand(coefficient: .nan) }
    }
    #endif
}
