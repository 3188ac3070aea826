import Foundation
import Testing
@testable import Scrollwork

/// Where the velocity comes to rest (issue 30): the exact 0.15 s boundary, a smoothing set at rest,
/// and strongly over-damped smoothing springs.
extension StageVelocityTests {
    @Test("Exactly 0 and idle at the last moving offset's time + 0.15 s, for 1,200 frame times (a stage and a scroll source)")
    func restBoundaryIsExact() {
        var late: [Double] = []
        for k in 0..<1200 {
            let t0 = Double(k) / 60, last = t0 + 1.0 / 60
            let stage = Stage(), source = ScrollSource()
            stage.setOffset(0, at: t0)
            stage.setOffset(100, at: last)
            source.send(0, at: t0)
            source.send(100, at: last)
            #expect(stage.velocity > 0)
            stage.tick(at: last + 0.15)
            if stage.velocity != 0 || !stage.isIdle || source.velocity(at: last + 0.15) != 0 { late.append(t0) }
        }
        #expect(late.isEmpty, "not at rest at last + 0.15 for \(late.count) of 1,200 t0, e.g. \(late.prefix(4))")
    }

    @Test("Setting a smoothing on a stage at rest keeps it idle and asks for no frames")
    func smoothingAtRestStaysIdle() {
        let smoothings: [ScrubSmoothing] = [
            .exponential(timeConstant: 0.1), .spring(DampedSpring(response: 0.3, dampingRatio: 0.5)),
            .spring(DampedSpring(response: 1, dampingRatio: 1)), .spring(DampedSpring(stiffness: 100, damping: 1e10)),
        ]
        for smoothing in smoothings {
            let stage = Stage()
            var needs = 0
            stage.onNeedsFrames = { needs += 1 }
            stage.setOffset(0, at: 0)
            stage.tick(at: 0.5)
            #expect(stage.isIdle)
            let asked = needs
            stage.velocitySmoothing = smoothing
            #expect(stage.isIdle && stage.velocity == 0, "\(smoothing)")
            #expect(needs == asked, "\(smoothing): onNeedsFrames called \(needs - asked) times")
        }
    }

    @Test("A strongly over-damped smoothing spring never exceeds the measured velocity, is accurate, rests and is idle",
          arguments: [1e10, 1e50, 1e200, Double.greatestFiniteMagnitude])
    func overdampedSmoothing(damping: Double) {
        let spring = DampedSpring(stiffness: 100, damping: damping)
        let smoothed = Stage(), raw = Stage()
        smoothed.velocitySmoothing = .spring(spring)
        var largest = 0.0, excess: [String] = []
        for t in Self.frames(60, through: 10) {
            if t <= 0.5 + 1e-9 {
                for stage in [smoothed, raw] { stage.setOffset(1000 * t, at: t) }
            } else {
                for stage in [smoothed, raw] { stage.tick(at: t) }
            }
            largest = max(largest, abs(raw.velocity))
            if abs(smoothed.velocity) > largest * (1 + 1e-12) { excess.append("\(smoothed.velocity) > \(largest) at \(t)") }
            if damping == 1e10 && abs(t - 0.5) < 1e-9 {
                // Nearly a first-order lag of time constant c/k = 10⁸ s: y ≈ ∫u/10⁸, ∫u = 450 pt by 0.5 s.
                expectClose(smoothed.velocity, 450 / 1e8, tolerance: 4.5e-8, "damping \(damping) at \(t)")
            }
        }
        #expect(excess.isEmpty, "damping \(damping): \(excess.count) frames beyond the measured velocity, first \(excess.first ?? "")")
        #expect(smoothed.velocity == 0 && smoothed.isIdle, "damping \(damping): \(smoothed.velocity) at 10 s")
    }

    @Test("A critically and an over-damped smoothing spring follow their differential equation (RK4, 10 µs steps)", arguments: [1.0, 1.000001, 3.0, 40.0])
    func dampedSmoothingAgainstIntegration(ratio: Double) {
        func x(_ t: Double) -> Double { t <= 0.6 ? 2000 * t : 1200 - 500 * (t - 0.6) }
        let u = { (t: Double) in Self.velocity(at: t, x: x, first: 0, last: 1) }
        let spring = DampedSpring(response: 0.2, dampingRatio: ratio)
        let reference = Self.integrate(u, from: 0, to: 2, omega: spring.angularFrequency, ratio: spring.dampingRatio)
        let stage = Stage()
        stage.velocitySmoothing = .spring(spring)
        for k in 0...2000 where k % 10 == 0 {
            let t = Double(k) / 1000
            if t <= 1 { stage.setOffset(x(t), at: t) } else { stage.tick(at: t) }
            let settled = t > 1.15 && stage.velocity == 0
            expectClose(stage.velocity, reference[t]!, tolerance: settled ? 0.01 : 1e-6, "ζ = \(ratio) at \(t)")
        }
    }
}
