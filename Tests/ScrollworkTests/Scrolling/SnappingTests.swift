import Foundation
import Testing
@testable import Scrollwork

@Suite("Snapping")
struct SnappingTests {
    /// Scenes [0, 100] and [300, 400], a trigger at 600, and a gallery [1000, 1400].
    func stage() throws -> Stage {
        let stage = Stage()
        try stage.add(ScrollScene("a", start: 0, length: 100))
        try stage.add(ScrollScene("b", start: 300, length: 100))
        try stage.add(ScrollScene("t", start: 600, length: 0))
        try stage.add(ScrollScene("gallery", start: 1000, length: 400))
        return stage
    }

    @Test("Targets resolve to sorted offsets; unknown names and non-finite values are left out")
    func targets() throws {
        let stage = try stage()
        #expect(Snapping.Targets.scenes(["a", "t", "nope"]).offsets(on: stage) == [0, 100, 600])
        #expect(Snapping.Targets.progress(of: "gallery", every: 0.25).offsets(on: stage) == [1000, 1100, 1200, 1300, 1400])
        #expect(Snapping.Targets.progress(of: "gallery", every: 0.3).offsets(on: stage).count == 5)   // 0, .3, .6, .9 and the end
        #expect(Snapping.Targets.offsets([5, .nan, 5, -.infinity, 2]).offsets(on: stage) == [2, 5])
        #expect(Snapping.Targets.combined([.offsets([50]), .anchors([.offset(70), .element("missing")])]).offsets(on: stage) == [50, 70])
        #expect(Snapping.Targets.sceneBoundaries.offsets(on: stage) == [0, 100, 300, 400, 600, 1000, 1400])
        #expect(Snapping(to: .scenes(["nope"])).target(from: 10, velocity: 0, on: stage) == nil)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A progress step too small to enumerate traps with a message")
    func tinyStep() async {
        await #expect(processExitsWith: .failure) { _ = Snapping.Targets.progress(of: "a", every: 1e-300) }
        await #expect(processExitsWith: .failure) { _ = Snapping.Targets.progress(of: "a", every: .nan) }
    }
    #endif

    @Test("A release snaps to the target nearest its projected resting position")
    func projection() throws {
        let stage = try stage()
        let snapping = Snapping(to: .sceneBoundaries)
        #expect(snapping.target(from: 120, velocity: 0, on: stage) == 100)
        // 120 + 500 pt/s projects to 120 + 500 · 0.998 / (1000 · 0.002) ≈ 369.5: 400 is nearer than 300.
        let projected = Decay.normal.projectedPosition(from: 120, initialVelocity: 500)
        expectClose(projected, 369.5, tolerance: 1)
        #expect(snapping.target(from: 120, velocity: 500, on: stage) == 400)
        #expect(snapping.target(from: 120, velocity: -5_000, on: stage) == 0)
        #expect(snapping.target(from: .nan, velocity: 0, on: stage) == nil)
        #expect(snapping.target(from: 120, velocity: .nan, on: stage) == 100)
    }

    @Test("Directional snapping never springs back against a fling; slow releases snap either way")
    func directional() throws {
        let stage = try stage()
        // Released at 310 moving forward at 15 pt/s: projected ≈ 317.5, nearest overall is 300 (behind).
        #expect(Snapping(to: .sceneBoundaries).target(from: 310, velocity: 15, on: stage) == 400)
        #expect(Snapping(to: .sceneBoundaries, isDirectional: false).target(from: 310, velocity: 15, on: stage) == 300)
        #expect(Snapping(to: .sceneBoundaries).target(from: 310, velocity: 5, on: stage) == 300)   // below 10 pt/s
        // Nothing ahead: the nearest behind.
        #expect(Snapping(to: .sceneBoundaries).target(from: 1500, velocity: 800, on: stage) == 1400)
    }

    @Test("A snap motion starts at the release with its velocity and settles on the target")
    func motion() throws {
        let stage = try stage()
        let motion = try #require(Snapping(to: .sceneBoundaries).motion(from: 120, velocity: 500, on: stage))
        #expect(motion.to == 400)
        expectClose(motion.position(at: 0), 120, tolerance: 1e-9)
        expectClose(motion.velocity(at: 0), 500, tolerance: 1e-9)
        let duration = motion.duration()
        #expect(duration > 0 && duration < 5)
        expectClose(motion.position(at: duration), 400, tolerance: 0.5)
        expectClose(motion.position(at: 60), 400, tolerance: 1e-6)
    }

    @Test("ScrollPhysics springs a fling onto the snap target, starting with the release velocity")
    func physics() throws {
        let stage = try stage()
        let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 3000), viewportSize: CGSize(width: 390, height: 844))
        scroll.restingTarget = Snapping(to: .sceneBoundaries).restingTarget(on: stage)
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -120))
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -500), at: 0)   // content velocity +500 pt/s
        #expect(scroll.activity == .snapping)
        scroll.tick(at: 0)
        expectClose(Double(scroll.velocity.y), 500, tolerance: 1e-9)
        var time = 0.0
        while !scroll.isIdle && time < 10 {
            time += 1.0 / 60
            scroll.tick(at: time)
        }
        #expect(scroll.contentOffset.y == 400)
        // A horizontal release is not snapped by a vertical stage.
        var horizontal = ScrollPhysics.Release(axis: .horizontal, position: 10, velocity: 100, restingPosition: 60)
        #expect(scroll.restingTarget?(&horizontal) == nil)
    }

    @Test("The documented recipe springs with the snapping's own spring (issue 30, bug 1)")
    func physicsUsesTheSnappingsSpring() throws {
        // Targets 0, 500 and 1000; a vertical scroll view with a range of 0...1500. The finger drags
        // the content to 420 and lifts at t = 1 s with content velocity +300 pt/s: the projection,
        // 420 + 300 · 0.998 / (1000 · 0.002) ≈ 569.7, is nearest 500.
        let stage = Stage()
        let snapping = Snapping(to: .offsets([0, 500, 1000]), spring: DampedSpring(response: 0.8, dampingRatio: 0.5))
        let snap = snapping.restingTarget(on: stage)
        // The recipe of Snapping's docs, and the article's closure that delegates to it.
        for delegates in [false, true] {
            let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 2000), viewportSize: CGSize(width: 390, height: 500))
            scroll.restingTarget = delegates ? { release in snap(&release) } : snapping.restingTarget(on: stage)
            scroll.beginDrag(at: 0)
            scroll.drag(fingerTranslation: CGPoint(x: 0, y: -420))
            #expect(scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -300), at: 1).y == 500)
            // Reference: the closed form of the underdamped spring from 420 at +300 pt/s to 500, with
            // ω = 2π / 0.8, ζ = 0.5, ω_d = ω√(1 − ζ²): x(t) = 500 + e^(−ζωt) (−80 cos ω_d t + (300 − 80 ζω) / ω_d · sin ω_d t),
            // evaluated offline. The default spring (response 0.4 s, critically damped) gives 463.483,
            // 488.275, 499.136 and 499.947 instead.
            for (t, expected) in [(0.1, 457.119), (0.2, 491.452), (0.4, 515.002), (0.6, 504.635)] {
                scroll.tick(at: 1 + t)
                expectClose(Double(scroll.contentOffset.y), expected, tolerance: 5e-4, "at \(t) s, delegating: \(delegates)")
            }
        }
    }
}

@Suite("Scrub smoothing")
struct ScrubSmootherTests {
    @Test("Exponential smoothing closes a gap by 1/e per time constant and settles exactly")
    func exponential() {
        var smoother = ScrubSmoother(.exponential(timeConstant: 0.25), at: 0)
        #expect(smoother.offset(at: 5) == 0 && smoother.isSettled(at: 5))
        smoother.retarget(to: 1000, at: 1)
        #expect(smoother.offset(at: 1) == 0)
        expectClose(smoother.offset(at: 1.25), 1000 * (1 - exp(-1)), tolerance: 1e-9)
        expectClose(smoother.velocity(at: 1), 4000, tolerance: 1e-9)
        #expect(smoother.offset(at: 0.5) == 0)                 // before the segment: its start
        #expect(smoother.offset(at: 10) == 1000 && smoother.isSettled(at: 10))
        #expect(!smoother.isSettled(at: 2))
    }

    @Test("Retargeting keeps the displayed offset continuous, and a spring keeps its velocity too")
    func continuity() {
        for smoothing in [ScrubSmoothing.exponential(timeConstant: 0.3), .spring(DampedSpring(response: 0.5, dampingRatio: 0.7))] {
            var smoother = ScrubSmoother(smoothing, at: 0)
            smoother.retarget(to: 500, at: 0)
            let before = (smoother.offset(at: 0.2), smoother.velocity(at: 0.2))
            smoother.retarget(to: -300, at: 0.2)
            #expect(smoother.offset(at: 0.2) == before.0)
            if case .spring = smoothing.kind { expectClose(smoother.velocity(at: 0.2), before.1, tolerance: 1e-9) }
            #expect(smoother.offset(at: 60) == -300)
        }
    }

    @Test("The displayed offset is the same however often it is sampled", arguments: [30.0, 60.0, 120.0])
    func frameRateIndependence(rate: Double) {
        var smoother = ScrubSmoother(.spring(DampedSpring(response: 0.4, dampingRatio: 0.8)), at: 0)
        smoother.retarget(to: 800, at: 0)
        var sampled: [Double] = []
        for frame in 0...Int(rate) { sampled.append(smoother.offset(at: Double(frame) / rate)) }
        // Frames at the shared times (every 1/30 s) agree with the 30 Hz samples exactly.
        let step = Int(rate / 30)
        var reference = ScrubSmoother(.spring(DampedSpring(response: 0.4, dampingRatio: 0.8)), at: 0)
        reference.retarget(to: 800, at: 0)
        for k in 0...30 { #expect(sampled[k * step] == reference.offset(at: Double(k) / 30)) }
    }

    @Test("Bad input is ignored: non-finite targets and times")
    func badInput() {
        var smoother = ScrubSmoother(.exponential(timeConstant: 0.1), at: 10)
        smoother.retarget(to: .nan, at: 1)
        #expect(smoother.target == 10)
        smoother.retarget(to: 20, at: .nan)           // a smoother that never moved starts at 0
        expectClose(smoother.offset(at: 0.1), 20 - 10 * exp(-1), tolerance: 1e-9)
        smoother.retarget(to: 30, at: -5)             // before the segment: from its start
        #expect(smoother.offset(at: 0) == 10)
        #expect(smoother.offset(at: .nan) == 10)
    }

    @Test("A scrubbed stage follows its target smoothly and still reports every crossing in order")
    func scrubbedStage() throws {
        let recorder = Recorder()
        let stage = try makeStage([("a", 100, 100), ("b", 300, 100)], recorder: recorder)
        stage.setOffset(0)
        let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
        scrubbed.retarget(to: 1000)
        scrubbed.tick(at: 0)
        #expect(stage.offset == 0)
        scrubbed.tick(at: 0.2)
        expectClose(stage.offset ?? .nan, 1000 * (1 - exp(-1)), tolerance: 1e-9)
        #expect(recorder.log == ["a enter", "a leave", "b enter", "b leave"])
        var time = 0.2
        while !scrubbed.isIdle {
            time += 1.0 / 60
            scrubbed.tick(at: time)
        }
        #expect(stage.offset == 1000 && time < 3)
        scrubbed.tick(at: 0.5)                          // earlier: ignored
        #expect(stage.offset == 1000)
        #expect(!scrubbed.retarget(to: .infinity))
    }

    @Test("A jump moves a scrubbed stage at once, reports the crossings, and later retargets smooth from there")
    func scrubbedJump() throws {
        let recorder = Recorder()
        let stage = try makeStage([("a", 100, 100), ("b", 300, 100)], recorder: recorder)
        stage.setOffset(0)
        let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
        scrubbed.retarget(to: 1000, at: 0)
        #expect(scrubbed.target == 1000)
        #expect(scrubbed.jump(to: 250, at: 0.1))
        #expect(stage.offset == 250 && scrubbed.target == 250)
        #expect(recorder.log == ["a enter", "a leave"])
        scrubbed.tick(at: 0.2)
        #expect(stage.offset == 250)                    // settled where it jumped
        scrubbed.retarget(to: 450, at: 0.2)
        scrubbed.tick(at: 0.4)
        expectClose(stage.offset ?? .nan, 250 + 200 * (1 - exp(-1)), tolerance: 1e-9)
        #expect(!scrubbed.jump(to: .nan))
        #expect(scrubbed.target == 450)
    }
}
