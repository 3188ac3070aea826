import Foundation
import Testing
@testable import Scrollwork

/// The platform-independent halves of the app recipes that run on an ``Animator``: an animated
/// scroll with a timing function, and a decay handed to a spring at the container's edge.
@Suite("Animator recipes")
struct AnimatorRecipeTests {
    /// Stands in for a `UIScrollView` (its `contentOffset`) and a `CALayer` (its `position`).
    final class FakeView {
        var contentOffset = CGPoint.zero
        var position = CGPoint.zero
    }

    static func scroll(_ view: FakeView, to target: CGPoint, on animator: Animator, completion: @escaping (Bool) -> Void) {
        var scroll = PropertyAnimation.tween(to: target, duration: 0.6, easing: .easeInOutCubic)
        scroll.onStop = completion
        animator.add(scroll, to: view, \.contentOffset, forKey: "scroll")
    }

    @Test("Animated scroll: eased, timed by absolute time, completion true at the end", arguments: [30.0, 60, 120])
    func animatedScroll(rate: Double) {
        let view = FakeView(), animator = Animator()
        view.contentOffset = CGPoint(x: 0, y: 200)
        var finished: [Bool] = []
        Self.scroll(view, to: CGPoint(x: 0, y: 1400), on: animator) { finished.append($0) }
        var frame = 0
        while !animator.isIdle {
            let t = Double(frame) / rate
            animator.tick(at: t)
            if t <= 0.6 {
                expectClose(Double(view.contentOffset.y), 200 + 1200 * Easing.easeInOutCubic(t / 0.6), tolerance: 1e-9)
            }
            frame += 1
        }
        #expect(view.contentOffset.y == 1400 && finished == [true])
    }

    @Test("Animated scroll: a touch interrupts it where it is, and its completion gets false")
    func interruptedScroll() {
        let view = FakeView(), animator = Animator()
        var finished: [Bool] = []
        Self.scroll(view, to: CGPoint(x: 0, y: 1000), on: animator) { finished.append($0) }
        animator.tick(at: 0)
        animator.tick(at: 0.3)
        let there = view.contentOffset
        animator.removeAnimation(forKey: "scroll")    // what the recipe does when the user touches
        animator.tick(at: 0.4)
        #expect(view.contentOffset == there && finished == [false] && animator.isIdle)
    }

    @Test("Decay then spring: leaving the container hands the velocity to a spring to the centre")
    func decayThenSpring() throws {
        let ball = FakeView(), animator = Animator()
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        let centre = CGPoint(x: 195, y: 422)
        ball.position = centre
        var handOffVelocity: CGPoint?
        var decay = PropertyAnimation.decay(velocity: CGPoint(x: 1500, y: -400))
        decay.onApply = { [unowned animator] position in
            let frame = CGRect(x: position.x - 50, y: position.y - 50, width: 100, height: 100)
            if !container.contains(frame) {
                handOffVelocity = animator.velocity(forKey: AnimationKey<CGPoint>("fling"))
                animator.handOff(forKey: "fling", to: .spring(to: centre))
            }
        }
        animator.add(decay, to: ball, \.position, forKey: "fling")
        var t = 0.0, outside = false
        while !animator.isIdle && t < 10 {
            animator.tick(at: t)
            outside = outside || ball.position.x > 340
            t += 1.0 / 60
        }
        let velocity = try #require(handOffVelocity)
        #expect(velocity.x > 0 && velocity.y < 0)   // still moving right and up when handed off
        #expect(outside && ball.position == centre && animator.isIdle)
    }
}

@Suite("AnimatableProperty.object")
struct AnimatablePropertyObjectTests {
    final class Layer { var opacity: Float = 1 }

    @Test("Converts on the way and ends the animation when the object goes away")
    func weakConverting() {
        let animator = Animator()
        var layer: Layer? = Layer()
        var stops: [Bool] = []
        var fade = PropertyAnimation<Double>.tween(to: 0, duration: 1, easing: .linear)
        fade.onStop = { stops.append($0) }
        animator.add(fade, to: .object(layer!, read: { Double($0.opacity) }, write: { $0.opacity = Float($1) }), forKey: "fade")
        animator.tick(at: 0)
        animator.tick(at: 0.25)
        #expect(layer?.opacity == 0.75)
        layer = nil
        animator.tick(at: 0.5)
        #expect(stops == [false] && animator.isIdle)
    }
}
