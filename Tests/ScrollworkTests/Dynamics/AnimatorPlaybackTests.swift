import Foundation
import Testing
@testable import Scrollwork

@Suite("Animator playback: reverse, play, complete")
struct AnimatorPlaybackTests {
    @Test("A reversed tween retraces its eased curve from where it turned, and finishes on its start value")
    func reverseTween() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var move = PropertyAnimation.tween(from: 10.0, to: 110, duration: 1, easing: .easeInOutCubic)
        log.attach(&move, "m", animator: animator)
        animator.add(move, to: box, \.x, forKey: "m", at: 0)
        animator.tick(at: 0.6)
        #expect(animator.reverseAnimation(forKey: "m", at: 0.7))   // between frames
        #expect(!animator.reverseAnimation(forKey: "m", at: 0.7))  // already backward
        for t in stride(from: 0.75, through: 1.35, by: 0.05) {
            animator.tick(at: t)
            let u = 0.7 - (t - 0.7)                                  // motion time runs backward
            expectClose(box.x, 10 + 100 * Easing.easeInOutCubic(u), tolerance: 1e-9, "t \(t)")
        }
        animator.tick(at: 1.45)
        #expect(box.x == 10 && !animator.hasAnimation(forKey: "m"))
        #expect(log.kinds.filter { $0 != "m applied" } == ["m started", "m stopped(true)"])   // no reachedTarget
        #expect(log.lines.last == "m stopped(true) @1.45")
    }

    @Test("A reversed spring retraces its closed form and its velocity is negated; play turns it forward again")
    func reverseSpring() throws {
        let box = Sprite(), animator = Animator()
        let spring = DampedSpring(bounciness: 12, speed: 10)
        let key = animator.add(.spring(spring, from: 0.0, to: 200, initialVelocity: 50), to: box, \.x, at: 0)
        animator.tick(at: 0.3)
        animator.reverseAnimation(forKey: key.name)                 // at the last tick, 0.3
        animator.tick(at: 0.4)
        expectClose(box.x, spring.position(at: 0.2, from: 0, to: 200, initialVelocity: 50), tolerance: 1e-9)
        let velocity = try #require(animator.velocity(forKey: key))
        expectClose(velocity, -spring.velocity(at: 0.2, from: 0, to: 200, initialVelocity: 50), tolerance: 1e-9)
        #expect(animator.playAnimation(forKey: key.name, at: 0.45))
        #expect(!animator.playAnimation(forKey: key.name, at: 0.45))
        animator.tick(at: 0.6)
        expectClose(box.x, spring.position(at: 0.3, from: 0, to: 200, initialVelocity: 50), tolerance: 1e-9)   // 0.15 back, 0.15 on
    }

    @Test("Reversing goes back through earlier runs of a repeating animation; pause and resume hold a reversed clock")
    func reverseRepeats() {
        let box = Sprite(), animator = Animator()
        var wave = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        wave.repeatCount = 2
        wave.autoreverses = true                                  // 0→100→0→100→0 over 4 s
        animator.add(wave, to: box, \.x, forKey: "w", at: 0)
        animator.tick(at: 2.5)
        expectClose(box.x, 50, tolerance: 1e-9)
        animator.reverseAnimation(forKey: "w", at: 2.5)
        animator.tick(at: 3.25)                                   // motion time 1.75: descending half
        expectClose(box.x, 25, tolerance: 1e-9)
        animator.pauseAnimation(forKey: "w", at: 3.25)
        animator.tick(at: 9)
        expectClose(box.x, 25, tolerance: 1e-9)
        animator.resumeAnimation(forKey: "w", at: 9)
        animator.tick(at: 10)                                     // motion time 0.75
        expectClose(box.x, 75, tolerance: 1e-9)
        animator.tick(at: 11)
        #expect(box.x == 0 && animator.isIdle)
    }

    @Test("A reverse or play also resumes a paused animation, at the call's time")
    func reverseResumes() {
        let box = Sprite(), animator = Animator()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 0)
        animator.tick(at: 0.5)
        animator.pauseAnimation(forKey: "x", at: 0.5)
        animator.tick(at: 2)
        #expect(animator.reverseAnimation(forKey: "x", at: 2))
        #expect(animator.status(forKey: "x")?.isPaused == false)
        animator.tick(at: 2.25)
        expectClose(box.x, 25, tolerance: 1e-12)
        animator.pauseAnimation(forKey: "x", at: 2.25)
        #expect(animator.playAnimation(forKey: "x", at: 3))
        animator.tick(at: 3.5)
        expectClose(box.x, 75, tolerance: 1e-12)
    }

    @Test("Reversing an animation that has not started ends it at its start at once")
    func reversePending() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        box.x = 42
        var late = PropertyAnimation.tween(from: 5.0, to: 100, duration: 1)
        late.delay = 0.5
        log.attach(&late, "l", animator: animator)
        animator.add(late, to: box, \.x, forKey: "l", at: 0)
        animator.tick(at: 0.2)
        #expect(animator.reverseAnimation(forKey: "l", at: 0.3))
        #expect(box.x == 5 && animator.isIdle)
        #expect(log.lines == ["l started @0.3", "l applied @0.3", "l stopped(true) @0.3"])
    }

    @Test("A reversal after the end finds the animation finished; a retarget of a reversed spring plays forward")
    func reverseAfterEndAndRetarget() {
        let box = Sprite(), animator = Animator()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 0)
        animator.tick(at: 0.5)
        #expect(!animator.reverseAnimation(forKey: "x", at: 1.2))   // ended at 1: finished meanwhile
        #expect(box.x == 100)

        let spring = DampedSpring(bounciness: 0, speed: 8)
        let key = animator.add(.spring(spring, from: 0.0, to: 100), to: box, \.x, at: 2)
        animator.tick(at: 2.2)
        animator.reverseAnimation(forKey: key.name, at: 2.2)
        animator.tick(at: 2.3)
        let position = box.x
        #expect(animator.retarget(forKey: key, to: 300, at: 2.3))
        animator.tick(at: 2.4)
        #expect(box.x > position)                                   // forward again, toward 300
        #expect(animator.status(forKey: key.name)?.elapsed ?? 0 > 0)
    }

    @Test("complete ends at the end value with the events of a frame at the end, from any state")
    func complete() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var wave = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        wave.repeatCount = 3
        wave.autoreverses = true                                   // six halves: ends at its start
        log.attach(&wave, "w", animator: animator)
        let tracer = AnimationTracer<Double>()
        wave.tracer = tracer
        animator.add(wave, to: box, \.x, forKey: "w", at: 0)
        animator.tick(at: 0.5)
        animator.reverseAnimation(forKey: "w", at: 0.5)
        #expect(animator.completeAnimation(forKey: "w", at: 0.6))
        #expect(box.x == 0 && animator.isIdle)
        #expect(tracer.records.map(\.kind.description).suffix(5) == ["reachedTarget", "repeated(run: 5)", "reachedTarget", "applied", "stopped(finished: true)"])
        #expect(!animator.completeAnimation(forKey: "w"))

        // Not started, paused: it starts (reading its start value) and ends.
        box.x = 7
        var late = PropertyAnimation.tween(to: 50.0, duration: 1)
        late.delay = 1
        animator.add(late, to: box, \.x, forKey: "late", at: 1)
        animator.pauseAnimation(forKey: "late", at: 1)
        #expect(animator.completeAnimation(forKey: "late", at: 1.1))
        #expect(box.x == 50 && animator.isIdle)

        // An endless spring completes on its target.
        var swing = PropertyAnimation.spring(DampedSpring(mass: 1, stiffness: 40, damping: 0), from: -1.0, to: 1)
        swing.repeatsForever = true
        animator.add(swing, to: box, \.x, forKey: "swing", at: 2)
        animator.tick(at: 2.3)
        #expect(animator.completeAnimation(forKey: "swing", at: 2.35))
        #expect(box.x == 1 && animator.isIdle)
    }

    @Test("Under reduced motion a reversed decorative animation is back at its start on the next frame")
    func reducedReverse() {
        let box = Sprite(), animator = Animator()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 0)
        animator.tick(at: 0.4)
        animator.reverseAnimation(forKey: "x", at: 0.4)
        animator.motionPolicy = .reduced
        animator.tick(at: 0.45)
        #expect(box.x == 0 && animator.isIdle)
    }

    @Test("Reversing from a callback of the animation's own frame turns it there; at its very end it has finished")
    func reverseFromCallback() {
        let box = Sprite(), animator = Animator()
        var bounce = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        bounce.onApply = { [unowned animator] x in if x >= 50 { animator.reverseAnimation(forKey: "b") } }
        animator.add(bounce, to: box, \.x, forKey: "b", at: 0)
        for t in [0.25, 0.5, 0.75] { animator.tick(at: t) }
        expectClose(box.x, 25, tolerance: 1e-12)                   // on its way back from 50
        animator.tick(at: 1)
        #expect(box.x == 0 && animator.isIdle)

        // At the end of its motion, an animation has ended: a reversal finds it finished.
        var late = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        late.onReachTarget = { [unowned animator] in #expect(!animator.reverseAnimation(forKey: "l")) }
        animator.add(late, to: box, \.x, forKey: "l", at: 2)
        animator.tick(at: 3)
        #expect(box.x == 100 && animator.isIdle)
    }
}
