import Foundation
import Testing
@testable import Scrollwork

@Suite("Animator timing")
struct AnimatorTimingTests {
    /// Runs a mixed set of animations at `hz` for three seconds; values by 120 Hz frame index.
    static func trajectory(hz: Int) -> [Int: [Double]] {
        let box = Sprite(), animator = Animator()
        var spring = PropertyAnimation.spring(DampedSpring(bounciness: 12, speed: 9), from: 0.0, to: 100, initialVelocity: 250)
        spring.delay = 0.1
        spring.autoreverses = true
        spring.repeatCount = 2
        animator.add(spring, to: box, \.x)
        animator.add(.decay(.fast, from: CGPoint(x: 10, y: 20), velocity: CGPoint(x: 900, y: -1500)), to: box, \.point)
        var tween = PropertyAnimation.tween(from: RGBA.black, to: .white, duration: 0.7, easing: .easeInOutCubic)
        tween.repeatCount = 3
        animator.add(tween, to: box, \.color)
        var values: [Int: [Double]] = [:]
        for frame in 0...(3 * hz) {
            animator.tick(at: Double(frame) / Double(hz))
            values[frame * (120 / hz)] = [box.x, box.point.x, box.point.y, box.color.red]
        }
        return values
    }

    @Test("The same animations sampled at 30, 60 and 120 Hz pass through the same values at the same times")
    func frameRateIndependence() throws {
        let at30 = Self.trajectory(hz: 30), at60 = Self.trajectory(hz: 60), at120 = Self.trajectory(hz: 120)
        for index in stride(from: 0, through: 360, by: 4) {
            #expect(at30[index] == at120[index], "t = \(Double(index) / 120)")
            #expect(at60[index] == at120[index], "t = \(Double(index) / 120)")
        }
        // And the values are the closed forms of absolute time.
        #expect(try #require(at30[60])[1] == Decay.fast.position(at: 0.5, from: 10, initialVelocity: 900))
    }

    @Test("A delay postpones the start; the motion is measured from the end of the delay")
    func delay() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var late = PropertyAnimation.tween(from: 10.0, to: 20, duration: 1, easing: .linear)
        late.delay = 0.5
        log.attach(&late, "late", animator: animator)
        animator.add(late, to: box, \.x)
        for t in [0, 0.2, 0.4] { animator.tick(at: t) }
        #expect(log.lines.isEmpty && box.x == 0)
        animator.tick(at: 0.6)
        #expect(log.kinds == ["late started", "late applied"])
        expectClose(box.x, 11, tolerance: 1e-12)   // 0.1 s into the motion, not 0
        #expect(animator.status(forKey: "#1")?.elapsed == 0.6 - 0.5)
    }

    @Test("Pause freezes the value and the clock; resume continues without a jump")
    func pauseResume() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var move = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        log.attach(&move, "m", animator: animator)
        animator.add(move, to: box, \.x, forKey: "m")
        animator.tick(at: 0)
        animator.tick(at: 0.25)
        #expect(animator.pauseAnimation(forKey: "m"))
        #expect(!animator.pauseAnimation(forKey: "m"))
        #expect(animator.status(forKey: "m")?.isPaused == true)
        let applied = log.lines.count
        animator.tick(at: 0.5)
        animator.tick(at: 0.75)
        #expect(box.x == 25 && log.lines.count == applied)
        #expect(animator.resumeAnimation(forKey: "m"))
        #expect(!animator.resumeAnimation(forKey: "m"))
        animator.tick(at: 1)
        #expect(box.x == 25)            // resumed where it paused
        animator.tick(at: 1.5)
        #expect(box.x == 75)
        animator.tick(at: 1.75)
        #expect(box.x == 100 && log.kinds.last == "m stopped(true)")

        // Pausing before the first tick holds the animation at its start; so does its delay.
        var waiting = PropertyAnimation.tween(from: 0.0, to: 10, duration: 1, easing: .linear)
        waiting.delay = 0.5
        animator.add(waiting, to: box, \.x, forKey: "w")
        animator.pauseAnimation(forKey: "w")
        animator.tick(at: 5)
        animator.tick(at: 9)
        animator.resumeAnimation(forKey: "w")
        animator.tick(at: 9.25)                                      // resumes here: its clock is at 0
        animator.tick(at: 9.5)
        #expect(animator.status(forKey: "w")?.hasStarted == false)   // 0.25 s of its 0.5 s delay
        animator.tick(at: 10)
        expectClose(box.x, 2.5, tolerance: 1e-12)
    }

    @Test("repeatCount and autoreverses: a triangle wave, its events, and the end back at the start")
    func autoreverse() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var wave = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        wave.repeatCount = 2
        wave.autoreverses = true
        log.attach(&wave, "w", animator: animator)
        let tracer = AnimationTracer<Double>()
        wave.tracer = tracer
        animator.add(wave, to: box, \.x)
        for quarter in 0...18 {
            let t = Double(quarter) / 4
            animator.tick(at: t)
            let phase = t.truncatingRemainder(dividingBy: 2)
            let expected = t >= 4 ? 0 : (phase <= 1 ? 100 * phase : 100 * (2 - phase))
            expectClose(box.x, expected, tolerance: 1e-9, "t \(t)")
        }
        #expect(tracer.records.compactMap(\.kind.run) == [1, 2, 3])
        #expect(tracer.records(of: .repeated(run: 2)).map(\.time) == [2])
        #expect(log.kinds.filter { $0 == "w reached" }.count == 4)   // once per run
        #expect(log.kinds.last == "w stopped(true)")
        #expect(log.lines.last == "w stopped(true) @4.0")

        // Without autoreverse each run starts again from `from`.
        var saw = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        saw.repeatCount = 3
        animator.add(saw, to: box, \.x)
        for (t, expected) in [(10.0, 0.0), (10.5, 50), (11, 0), (11.5, 50), (12.75, 75), (13, 100)] {
            animator.tick(at: t)
            expectClose(box.x, expected, tolerance: 1e-9, "t \(t)")
        }
        #expect(animator.isIdle)
    }

    @Test("An autoreversed spring mirrors its forward run and ends at rest at its start")
    func springAutoreverse() throws {
        let box = Sprite(), animator = Animator()
        let spring = DampedSpring(bounciness: 8, speed: 14)
        var wave = PropertyAnimation.spring(spring, from: 0.0, to: 50, initialVelocity: 100)
        wave.autoreverses = true
        animator.add(wave, to: box, \.x)
        animator.tick(at: 0)
        let run = try #require(animator.status(forKey: "#1")?.runDuration)
        for step in 1...40 {
            let u = run * Double(step) / 40
            animator.tick(at: run + u)
            if step < 40 {
                expectClose(box.x, 50 - spring.position(at: u, from: 0, to: 50, initialVelocity: 100), tolerance: 1e-9, "u \(u)")
            }
        }
        #expect(box.x == 0 && animator.isIdle)
    }

    @Test("An undamped spring that repeats forever never finishes")
    func forever() {
        let box = Sprite(), animator = Animator()
        var swing = PropertyAnimation.spring(DampedSpring(mass: 1, stiffness: 40, damping: 0), from: -1.0, to: 1)
        swing.repeatsForever = true
        animator.add(swing, to: box, \.x)
        for frame in 0...6000 { animator.tick(at: Double(frame) / 60) }
        #expect(!animator.isIdle)
        #expect(animator.status(forKey: "#1")?.runDuration == .infinity)
        expectClose(box.x, 1 - 2 * cos(40.0.squareRoot() * 100), tolerance: 1e-9)
    }
}
