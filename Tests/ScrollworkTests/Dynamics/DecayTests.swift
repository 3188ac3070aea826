import Foundation
import Testing
@testable import Scrollwork

@Suite("Decay")
struct DecayTests {
    @Test("UIScrollView's rates are exact")
    func constants() {
        #expect(Decay.normal.rate == 0.998)
        #expect(Decay.fast.rate == 0.99)
        #expect(Decay(rate: 0.95) == Decay(rate: 0.95))
    }

    @Test("The closed form equals the per-millisecond series it sums", arguments: [0.998, 0.99, 0.9, 0.9995])
    func perMillisecond(rate: Double) {
        let decay = Decay(rate: rate)
        var v = 1234.5, x = -20.0
        for ms in 1...4000 {
            v *= rate          // each millisecond keeps `rate` of the velocity…
            x += v / 1000      // …and moves by the new velocity for that millisecond
            let t = Double(ms) / 1000
            expectClose(decay.position(at: t, from: -20, initialVelocity: 1234.5), x, tolerance: 1e-9, "rate \(rate) at \(ms) ms")
            expectClose(decay.velocity(at: t, initialVelocity: 1234.5), v, tolerance: 1e-9, "rate \(rate) at \(ms) ms")
        }
    }

    @Test("Pop's per-frame update composes to the closed form at any frame rate", arguments: [30.0, 60, 120, 47])
    func frames(hz: Double) {
        // POPDecayAnimationInternal.h: kv = d^(1000·dt); x += (v/1000)·d·(1 − kv)/(1 − d); v *= kv.
        let d = 0.998, dt = 1 / hz
        var x = 0.0, v = -2500.0
        for frame in 1...Int(3 * hz) {
            let kv = pow(d, 1000 * dt)
            x += v / 1000 * d * (1 - kv) / (1 - d)
            v *= kv
            let t = Double(frame) * dt
            expectClose(Decay.normal.position(at: t, initialVelocity: -2500), x, tolerance: 1e-9)
            expectClose(Decay.normal.velocity(at: t, initialVelocity: -2500), v, tolerance: 1e-9)
        }
    }

    @Test("The reference examples: 1000 pt/s stops after 2.647 s and 496.5 pt (normal), 0.527 s and 98.5 pt (fast)")
    func referenceExamples() {
        let normal = Decay.normal.duration(initialVelocity: 1000)
        expectClose(normal, 2.647, tolerance: 5e-4)
        expectClose(Decay.normal.position(at: normal, initialVelocity: 1000), 496.5, tolerance: 0.05)
        expectClose(Decay.normal.velocity(at: normal, initialVelocity: 1000), 5, tolerance: 1e-9)
        let fast = Decay.fast.duration(initialVelocity: 1000)
        expectClose(fast, 0.527, tolerance: 5e-4)
        expectClose(Decay.fast.position(at: fast, initialVelocity: 1000), 98.5, tolerance: 0.05)
        // The same rule with a custom threshold: 5 × 0.01 = 0.05 pt/s (the seeds' custom property).
        expectClose(Decay.normal.velocity(at: Decay.normal.duration(initialVelocity: -1000, threshold: 0.01), initialVelocity: -1000), -0.05, tolerance: 1e-12)
    }

    @Test("The WWDC projection: (v/1000)·d/(1 − d), the position's limit")
    func projection() {
        expectClose(Decay.normal.projectedDistance(initialVelocity: 1000), 499, tolerance: 1e-9)
        expectClose(Decay.fast.projectedDistance(initialVelocity: 1000), 99, tolerance: 1e-12)
        expectClose(Decay.normal.projectedPosition(from: 100, initialVelocity: -2000), 100 - 998, tolerance: 1e-9)
        #expect(Decay.normal.position(at: .infinity, from: 100, initialVelocity: -2000) == Decay.normal.projectedPosition(from: 100, initialVelocity: -2000))
        expectClose(Decay.normal.position(at: 60, from: 100, initialVelocity: -2000), 100 - 998, tolerance: 1e-9)
        // Choosing the velocity that stops at a point.
        expectClose(Decay.normal.projectedDistance(initialVelocity: Decay.normal.initialVelocity(toTravel: 321)), 321, tolerance: 1e-12)
    }

    @Test("time(toTravel:) inverts the position and refuses unreachable distances")
    func crossing() throws {
        for (v0, distance) in [(1000.0, 250.0), (-3000, -1400), (500, 0.5), (800, 398)] {
            let t = try #require(Decay.normal.time(toTravel: distance, initialVelocity: v0))
            expectClose(Decay.normal.position(at: t, initialVelocity: v0), distance, tolerance: 1e-9)
        }
        #expect(Decay.normal.time(toTravel: 0, initialVelocity: 100) == 0)
        #expect(Decay.normal.time(toTravel: 499, initialVelocity: 1000) == nil)    // only in the limit
        #expect(Decay.normal.time(toTravel: 600, initialVelocity: 1000) == nil)
        #expect(Decay.normal.time(toTravel: -10, initialVelocity: 1000) == nil)    // behind the motion
        #expect(Decay.normal.time(toTravel: 10, initialVelocity: 0) == nil)
        #expect(Decay.normal.time(toTravel: .nan, initialVelocity: 10) == nil)
    }

    @Test("Queries are total")
    func domain() {
        let decay = Decay.normal
        #expect(decay.position(at: -2, from: 7, initialVelocity: 100) == 7)
        #expect(decay.velocity(at: -2, initialVelocity: 100) == 100)
        #expect(decay.position(at: .nan, from: 7, initialVelocity: 100).isNaN)
        #expect(decay.velocity(at: .infinity, initialVelocity: 100) == 0)
        #expect(decay.position(at: 1, from: 7, initialVelocity: .nan).isNaN)
        #expect(decay.duration(initialVelocity: 4) == 0)
        #expect(decay.duration(initialVelocity: 100, threshold: 0) == .infinity)
        #expect(decay.duration(initialVelocity: .nan).isNaN)
        #expect(decay.duration(initialVelocity: 100, threshold: .nan).isNaN)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A rate outside 0 < r < 1 traps")
    func traps() async {
        await #expect(processExitsWith: .failure) { _ = Decay(rate: 1) }
        await #expect(processExitsWith: .failure) { _ = Decay(rate: 0) }
        await #expect(processExitsWith: .failure) { _ = Decay(rate: 1.2) }
        await #expect(processExitsWith: .failure) { _ = Decay(rate: .nan) }
    }
    #endif
}
