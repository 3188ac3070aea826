import Foundation
import Testing
@testable import Scrollwork

@Suite("Tween")
struct TweenTests {
    @Test("Progress is a function of absolute time, so dropped frames cannot stretch it")
    func absoluteTime() {
        let tween = Tween(duration: 0.5, easing: .easeInOutCubic)
        expectClose(tween.progress(at: 0.25), 0.5)
        expectClose(tween.value(at: 0.125, from: 0.0, to: 200), 12.5)
        #expect(tween.value(at: 9, from: 0.0, to: 200) == 200)
        #expect(tween.value(at: -1, from: 0.0, to: 200) == 0)
        #expect(tween.value(at: 0.5, from: CGPoint(x: 1, y: 2), to: CGPoint(x: 5, y: 10)) == CGPoint(x: 5, y: 10))
        // Sampled every frame or with most frames dropped, the same time gives the same value.
        let smooth = (0...60).map { tween.value(at: Double($0) / 120, from: 10.0, to: 90) }
        let dropped = stride(from: 0, through: 60, by: 7).map { tween.value(at: Double($0) / 120, from: 10.0, to: 90) }
        #expect(dropped == stride(from: 0, through: 60, by: 7).map { smooth[$0] })
        // scroll_animation's defect for contrast: adding a nominal 1/60 per tick at a real 30 Hz doubles the duration.
        #expect(Tween().duration == 0.4 && Tween().easing == .ease)
    }

    @Test("A zero duration jumps at time 0; NaN passes through")
    func zeroDuration() {
        let jump = Tween(duration: 0, easing: .linear)
        #expect(jump.progress(at: -0.001) == 0)
        #expect(jump.progress(at: 0) == 1)
        #expect(jump.velocity(at: 0, from: 0, to: 100) == 0)
        #expect(Tween(duration: 1).progress(at: .nan).isNaN)
        #expect(Tween(duration: 1).velocity(at: .nan, from: 0, to: 1).isNaN)
    }

    @Test("The velocity estimate matches the easing's derivative")
    func velocity() {
        let tween = Tween(duration: 2, easing: .easeInQuad)   // p² → dv/dt = 2p/duration · distance
        for t in stride(from: 0.1, through: 1.9, by: 0.2) {
            expectClose(tween.velocity(at: t, from: 100, to: 300), 2 * (t / 2) / 2 * 200, tolerance: 1e-6)
        }
        expectClose(tween.velocity(at: 2, from: 100, to: 300), 200, tolerance: 1e-3)   // one-sided at the end
        #expect(tween.velocity(at: 3, from: 100, to: 300) == 0)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A negative or non-finite duration traps")
    func traps() async {
        await #expect(processExitsWith: .failure) { _ = Tween(duration: -1) }
        await #expect(processExitsWith: .failure) { _ = Tween(duration: .infinity) }
    }
    #endif
}
