import Foundation
import Testing
@testable import Scrollwork

@Suite("Reduced motion in the animator and the scroll physics")
struct ReducedMotionAnimationTests {

    /// Ticks `animator` at 120 Hz from `start` for `seconds`, returning the values written.
    static func run(_ animator: Animator, _ box: Sprite, from start: Double = 0, seconds: Double) -> [Double] {
        var values: [Double] = []
        for frame in 0...Int(seconds * 120) {
            animator.tick(at: start + Double(frame) / 120)
            values.append(box.x)
        }
        return values
    }

    @Test("A decorative animation ends at once at its end value: spring, tween, decay, repeats")
    func decorativeIsInstant() {
        let bouncy = DampedSpring(bounciness: 20, speed: 8)
        let cases: [(PropertyAnimation<Double>, Double)] = [
            (.spring(bouncy, from: 0, to: 100), 100),
            (.tween(from: 0, to: 100, duration: 2, easing: .easeOutBack), 100),
            (.decay(from: 0, velocity: 1_000), Decay.normal.stoppingPosition(from: 0, initialVelocity: 1_000, threshold: 0.01)),
            ({ var a = PropertyAnimation<Double>.tween(from: 0, to: 100, duration: 1); a.repeatCount = 2; a.autoreverses = true; return a }(), 0),
        ]
        for (animation, end) in cases {
            let box = Sprite(), animator = Animator()
            box.x = -1   // no case ends here: the end value must be written
            animator.motionPolicy = .reduced
            var finished: Bool?
            var animation = animation
            animation.onStop = { finished = $0 }
            animator.add(animation, to: box, \.x)
            animator.tick(at: 0)
            expectClose(box.x, end, tolerance: 1e-9, "\(animation.kind)")
            #expect(finished == true && animator.isIdle, "\(animation.kind)")
        }
    }

    @Test("Fades and essential animations keep moving, but their springs never overshoot")
    func springsNeverOvershoot() {
        for kind in [MotionKind.fade, .essential] {
            let box = Sprite(), animator = Animator()
            animator.motionPolicy = .reduced
            var spring = PropertyAnimation<Double>.spring(DampedSpring(bounciness: 20, speed: 8), from: 0, to: 100, initialVelocity: 3_000)
            spring.motion = kind
            animator.add(spring, to: box, \.x)
            let values = Self.run(animator, box, seconds: 3)
            #expect(values.allSatisfy { $0 <= 100 }, "\(kind)")
            #expect(values[1] > 0 && values[1] < 100, "\(kind): it still moves")
            #expect(values.last == 100 && animator.isIdle, "\(kind)")
        }
        // The same spring under full motion overshoots (what the rule removes).
        let box = Sprite(), animator = Animator()
        var spring = PropertyAnimation<Double>.spring(DampedSpring(bounciness: 20, speed: 8), from: 0, to: 100, initialVelocity: 3_000)
        spring.motion = .fade
        animator.add(spring, to: box, \.x)
        #expect(Self.run(animator, box, seconds: 3).contains { $0 > 100 })
    }

    @Test("A spring handed a fling's velocity settles without oscillating under reduced motion")
    func handOffSettles() {
        let box = Sprite(), animator = Animator()
        animator.motionPolicy = .reduced
        var fling = PropertyAnimation<Double>.decay(from: 0, velocity: 4_000)
        fling.motion = .essential
        animator.add(fling, to: box, \.x, forKey: "scroll")
        animator.tick(at: 0)
        animator.tick(at: 0.1)
        var edge = PropertyAnimation<Double>.spring(DampedSpring(bounciness: 12, speed: 10), to: 300)
        edge.motion = .essential
        #expect(animator.handOff(forKey: "scroll", to: edge))
        let values = Self.run(animator, box, from: 0.1, seconds: 3)
        // No crossing of the target, ever: it arrives and stays.
        let crossings = zip(values, values.dropFirst()).filter { ($0 - 300) * ($1 - 300) < 0 }
        #expect(crossings.isEmpty && values.last == 300)
    }

    @Test("Switching to reduced ends running decorative animations at the next tick; others continue")
    func switchingWhileRunning() {
        let slide = Sprite(), fade = Sprite(), animator = Animator()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: slide, \.x)
        var opacity = PropertyAnimation<Double>.tween(from: 0.0, to: 1, duration: 1, easing: .linear)
        opacity.motion = .fade
        animator.add(opacity, to: fade, \.x)
        animator.tick(at: 0)
        animator.tick(at: 0.25)
        animator.motionPolicy = .reduced
        animator.tick(at: 0.5)
        #expect(slide.x == 100)
        #expect(fade.x == 0.5)
        #expect(animator.animationKeys.count == 1)
    }

    @Test("A scroll view keeps the user's motion under reduced motion; programmatic scrolls move at once and springs never overshoot")
    func scrollPhysics() {
        func list() -> ScrollPhysics {
            let scroll = ScrollPhysics(contentSize: CGSize(width: 100, height: 3_000), viewportSize: CGSize(width: 100, height: 500))
            scroll.bounceSpring = DampedSpring(bounciness: 16, speed: 8)   // a bouncy edge, to show the difference
            return scroll
        }
        // The user's glide is the same under both policies.
        let full = list(), reduced = list()
        reduced.motionPolicy = .reduced
        for scroll in [full, reduced] {
            scroll.beginDrag(at: 0)
            scroll.drag(fingerTranslation: CGPoint(x: 0, y: -100))
            scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -800), at: 0)
        }
        for frame in 1...120 {
            full.tick(at: Double(frame) / 60)
            reduced.tick(at: Double(frame) / 60)
            #expect(full.contentOffset == reduced.contentOffset)
        }
        // A fling past the end comes back to the edge without dipping below it.
        func bounceDips(_ scroll: ScrollPhysics) -> Bool {
            scroll.beginDrag(at: 10)
            scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -9_000), at: 10)
            var dipped = false, seenPast = false
            for frame in 1...600 {
                scroll.tick(at: 10 + Double(frame) / 120)
                if scroll.contentOffset.y > 2_500 { seenPast = true }
                if seenPast && scroll.contentOffset.y < 2_500 - 0.01 { dipped = true }
            }
            #expect(seenPast && scroll.contentOffset.y == 2_500)
            return dipped
        }
        #expect(bounceDips(full))
        #expect(!bounceDips(reduced))
        // A programmatic scroll moves at once and completes.
        var completed: Bool?
        reduced.scroll(to: CGPoint(x: 0, y: 1_000), duration: 2, at: 20) { completed = $0 }
        #expect(reduced.contentOffset.y == 1_000 && completed == true && reduced.isIdle)
    }

    @Test("A policy switch mid-glide leaves the bounce as the release chose it", arguments: [MotionPolicy.full, .reduced])
    func policySwitchMidGlide(atRelease policy: MotionPolicy) {
        // The glide crosses the end (2,156) at about 0.07 s; the policy switches at 0.02 s.
        func glide(switching: Bool) -> [Double] {
            let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 3_000), viewportSize: CGSize(width: 390, height: 844),
                                       contentOffset: CGPoint(x: 0, y: 2_000))
            scroll.bounceSpring = DampedSpring(bounciness: 12, speed: 8)
            scroll.motionPolicy = policy
            scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -2_500), at: 0)
            var offsets: [Double] = []
            for frame in 1...240 {
                scroll.tick(at: Double(frame) / 120)
                if frame == 2 && switching { scroll.motionPolicy = policy.isReduced ? .full : .reduced }
                offsets.append(Double(scroll.contentOffset.y))
            }
            return offsets
        }
        let steady = glide(switching: false), switched = glide(switching: true)
        #expect(switched == steady)
        // The bounce is the release's: past the edge and back below it only under full motion.
        let past = steady.drop { $0 < 2_156 }
        #expect(((past.min() ?? 0) < 2_156 - 1) == !policy.isReduced, "\(past.min() ?? 0)…\(past.max() ?? 0)")
    }
}
