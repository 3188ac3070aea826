import Foundation
import Testing
@testable import Scrollwork

/// An object to animate.
final class Sprite {
    var x = 0.0
    var point = CGPoint.zero
    var color = RGBA.black
    var level = Meter(amount: 0)
}

/// A value that is only `Interpolatable`: tweens work, springs need `AnimatableVector`.
struct Meter: Interpolatable, Equatable {
    var amount: Double
    static func interpolate(from: Meter, to: Meter, progress: Double) -> Meter {
        Meter(amount: from.amount + (to.amount - from.amount) * progress)
    }
}

/// Records callbacks as text, with the animator's time.
final class CallbackLog {
    var lines: [String] = []
    var kinds: [String] { lines.map { $0.components(separatedBy: " @")[0] } }

    func attach<Value>(_ animation: inout PropertyAnimation<Value>, _ name: String, animator: Animator) {
        animation.onStart = { [unowned self, unowned animator] in lines.append("\(name) started @\(animator.now ?? -1)") }
        animation.onApply = { [unowned self, unowned animator] _ in lines.append("\(name) applied @\(animator.now ?? -1)") }
        animation.onReachTarget = { [unowned self, unowned animator] in lines.append("\(name) reached @\(animator.now ?? -1)") }
        animation.onStop = { [unowned self, unowned animator] finished in lines.append("\(name) stopped(\(finished)) @\(animator.now ?? -1)") }
    }
}

@Suite("Animator")
struct AnimatorTests {
    @Test("A spring writes its closed form at each tick and finishes exactly on the target")
    func springFollowsClosedForm() {
        let box = Sprite(), animator = Animator()
        let spring = DampedSpring(bounciness: 10, speed: 10)
        animator.add(.spring(spring, from: 20.0, to: 220, initialVelocity: -300), to: box, \.x, forKey: "x")
        #expect(box.x == 0)   // nothing is written before the first tick
        var frame = 0
        while animator.hasAnimation(forKey: "x") {
            let t = Double(frame) / 60
            animator.tick(at: t)
            if animator.hasAnimation(forKey: "x") {
                #expect(box.x == spring.position(at: t, from: 20, to: 220, initialVelocity: -300), "t \(t)")
            }
            frame += 1
        }
        #expect(box.x == 220)
        let settle = spring.settlingDuration(from: 20, to: 220, initialVelocity: -300, threshold: 0.01)
        #expect(Double(frame - 1) / 60 >= settle && Double(frame - 2) / 60 < settle)
        #expect(animator.isIdle && animator.animationKeys.isEmpty)
    }

    @Test("Each component of a CGPoint or RGBA spring follows the one-dimensional spring")
    func components() {
        let box = Sprite(), animator = Animator()
        let spring = DampedSpring(response: 0.4, dampingRatio: 0.6)
        animator.add(.spring(spring, from: CGPoint(x: 0, y: 100), to: CGPoint(x: 50, y: -30), initialVelocity: CGPoint(x: 200, y: 0)), to: box, \.point)
        animator.add(.spring(spring, from: RGBA.black, to: RGBA(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)), to: box, \.color, threshold: 1e-4)
        for frame in 0...30 {
            let t = Double(frame) / 60
            animator.tick(at: t)
            // (Converted explicitly: `#expect(CGFloat == Double)` misreports equal values on Linux.)
            #expect(Double(box.point.x) == spring.position(at: t, from: 0, to: 50, initialVelocity: 200))
            #expect(Double(box.point.y) == spring.position(at: t, from: 100, to: -30))
            #expect(box.color.green == spring.position(at: t, from: 0, to: 0.5))
            #expect(box.color.alpha == spring.position(at: t, from: 1, to: 0.5))
        }
    }

    @Test("Callbacks come in order: started, applied…, reached at the first crossing, applied, stopped")
    func eventOrder() throws {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var bouncy = PropertyAnimation.spring(DampedSpring(bounciness: 16, speed: 12), from: 0.0, to: 100)
        log.attach(&bouncy, "s", animator: animator)
        animator.add(bouncy, to: box, \.x, forKey: "s")
        var values: [Double] = []
        for frame in 0...600 {
            animator.tick(at: Double(frame) / 60)
            values.append(box.x)
        }
        let kinds = log.kinds
        #expect(kinds.first == "s started")
        #expect(kinds.last == "s stopped(true)")
        #expect(kinds.filter { $0 == "s stopped(true)" }.count == 1)
        #expect(kinds.filter { $0 == "s reached" }.count == 1)
        let reached = try #require(kinds.firstIndex(of: "s reached"))
        #expect(kinds[reached + 1] == "s applied")          // reached before that frame's applied
        #expect(kinds[1] == "s applied")                    // the start frame is applied too
        // The reach frame is the first whose value is at or past 100, well before the stop.
        let firstCrossing = try #require(values.firstIndex { $0 >= 100 })
        #expect(kinds[..<reached].filter { $0 == "s applied" }.count == firstCrossing)
        #expect(reached < kinds.count - 10)
        #expect(kinds.dropFirst().dropLast().allSatisfy { $0 == "s applied" || $0 == "s reached" })
    }

    @Test("A critically damped spring reaches its target only on its final frame")
    func reachAtEnd() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var calm = PropertyAnimation.spring(DampedSpring(response: 0.3, dampingRatio: 1), from: 0.0, to: 10)
        log.attach(&calm, "c", animator: animator)
        animator.add(calm, to: box, \.x)
        for frame in 0...120 { animator.tick(at: Double(frame) / 60) }
        #expect(Array(log.kinds.suffix(3)) == ["c reached", "c applied", "c stopped(true)"])
    }

    @Test("Adding under a key in use stops the old animation (finished false) before the new one starts")
    func replace() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var first = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1)
        log.attach(&first, "first", animator: animator)
        animator.add(first, to: box, \.x, forKey: "k")
        animator.tick(at: 0)
        animator.tick(at: 0.5)
        var second = PropertyAnimation.tween(to: 0.0, duration: 1)
        log.attach(&second, "second", animator: animator)
        animator.add(second, to: box, \.x, forKey: "k")
        #expect(log.lines.last == "first stopped(false) @0.5")
        animator.tick(at: 0.6)
        #expect(log.lines.suffix(2) == ["second started @0.6", "second applied @0.6"])
        #expect(animator.animationKeys == ["k"])
        // The replacement reads its start from the property: where the first one left it.
        #expect(box.x == Tween(duration: 1, easing: .ease).value(at: 0.5, from: 0.0, to: 100))

        // A pending animation that is replaced still reports a start before its stop (Pop's rule).
        var pending = PropertyAnimation.tween(to: 5.0, duration: 1)
        log.attach(&pending, "pending", animator: animator)
        animator.add(pending, to: box, \.x, forKey: "k")
        animator.add(.tween(to: 1.0), to: box, \.x, forKey: "k")
        #expect(log.lines.suffix(2) == ["pending started @0.6", "pending stopped(false) @0.6"])
    }

    @Test("Removals take a time: at: decides whether an animation had ended, whatever the last frame was")
    func removalsAtTimes() {
        let box = Sprite(), animator = Animator()
        var stops: [Bool] = []
        var tween = PropertyAnimation.tween(from: 0.0, to: 1, duration: 1, easing: .linear)
        tween.onStop = { stops.append($0) }
        animator.add(tween, to: box, \.x, forKey: "a", at: 0)
        animator.add(tween, to: box, \.x, forKey: "b", at: 0)
        animator.tick(at: 0.25)
        #expect(animator.removeAnimation(forKey: "a", at: 0.5))          // still running at 0.5
        #expect(!animator.removeAnimation(forKey: "b", at: 1.5))         // ended by 1.5: it finished
        #expect(stops == [false, true] && box.x == 1)
        animator.add(tween, to: box, \.x, forKey: "c", at: 2)
        animator.add(tween, to: box, \.x, forKey: "d", at: 2.5)
        animator.removeAllAnimations(at: 3.2)                            // c ended at 3, d had not
        #expect(stops == [false, true, true, false] && animator.isIdle)
    }

    @Test("Removing, querying and generated keys")
    func keys() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        let a = animator.add(.tween(to: 1.0), to: box, \.x)
        let b = animator.add(.spring(to: CGPoint(x: 1, y: 1)), to: box, \.point)
        #expect(a.name != b.name && a.name.hasPrefix("#") && b.name.hasPrefix("#"))
        #expect(animator.animationKeys == [a.name, b.name])
        #expect(animator.status(forKey: b.name)?.kind == .spring)
        #expect(animator.status(forKey: b.name)?.hasStarted == false)
        #expect(animator.value(forKey: a) == nil)
        animator.tick(at: 0)
        animator.tick(at: 0.1)
        #expect(animator.value(forKey: a) == box.x)
        #expect(animator.value(forKey: AnimationKey<CGPoint>(a.name)) == nil)   // another value type
        let typed: Double? = animator.value(forKey: AnimationKey(a.name))         // the type from the context
        #expect(typed == box.x)
        #expect(animator.status(forKey: b.name)?.elapsed == 0.1)
        var c = PropertyAnimation.decay(from: 0.0, velocity: 100)
        log.attach(&c, "c", animator: animator)
        animator.add(c, to: box, \.x, forKey: a.name)                 // replaces a
        #expect(animator.removeAnimation(forKey: a.name))
        #expect(log.lines.last == "c stopped(false) @0.1")
        #expect(!animator.removeAnimation(forKey: a.name))
        animator.removeAllAnimations()
        #expect(animator.isIdle && !animator.hasAnimation(forKey: b.name))
    }

    @Test("A deallocated object ends its animations (weakly held) without another write")
    func weakTarget() {
        let animator = Animator(), log = CallbackLog()
        var box: Sprite? = Sprite()
        var move = PropertyAnimation.tween(from: 0.0, to: 10, duration: 1)
        log.attach(&move, "m", animator: animator)
        animator.add(move, to: box!, \.x, forKey: "m")
        animator.tick(at: 0)
        box = nil
        animator.tick(at: 0.1)
        #expect(log.kinds == ["m started", "m applied", "m stopped(false)"])
        #expect(animator.isIdle)
        // An object gone before the start: its value cannot be read, so it stops at once.
        var gone: Sprite? = Sprite()
        var late = PropertyAnimation.tween(to: 10.0)
        log.attach(&late, "late", animator: animator)
        animator.add(late, to: gone!, \.x)
        gone = nil
        animator.tick(at: 0.2)
        #expect(log.kinds.suffix(2) == ["late started", "late stopped(false)"])
    }

    @Test("Closure properties read their start value and use their threshold")
    func closureProperty() {
        var stored = 40.0, writes = 0
        let property = AnimatableProperty(threshold: 0.5, read: { stored }, write: { stored = $0; writes += 1 })
        let animator = Animator()
        animator.add(.spring(DampedSpring(response: 0.5, dampingRatio: 1), to: 0.0), to: property, forKey: "s")
        var frame = 0
        while !animator.isIdle {
            animator.tick(at: Double(frame) / 120)
            frame += 1
        }
        #expect(stored == 0)
        // It finishes on the first frame at or after the settling time for a threshold of 0.5.
        let settle = DampedSpring(response: 0.5, dampingRatio: 1).settlingDuration(from: 40, to: 0, threshold: 0.5)
        #expect(writes == Int((settle * 120).rounded(.up)) + 1)
        #expect(settle < DampedSpring(response: 0.5, dampingRatio: 1).settlingDuration(from: 40, to: 0))
    }

    @Test("Only-Interpolatable values tween; zero durations finish on the first frame")
    func plainInterpolatable() {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        animator.add(.tween(to: Meter(amount: 10), duration: 1, easing: .linear), to: box, \.level)
        animator.tick(at: 0)
        animator.tick(at: 0.25)
        #expect(box.level == Meter(amount: 2.5))
        var jump = PropertyAnimation.tween(to: 7.0, duration: 0)
        log.attach(&jump, "j", animator: animator)
        animator.add(jump, to: box, \.x)
        animator.tick(at: 0.3)
        #expect(box.x == 7)
        #expect(log.kinds == ["j started", "j reached", "j applied", "j stopped(true)"])
        // A decay already slower than 5 × its threshold (0.05 pt/s here) ends where it starts.
        let still = animator.add(.decay(from: 3.0, velocity: 0.04), to: box, \.x)
        animator.tick(at: 0.4)
        #expect(box.x == 3 && !animator.hasAnimation(forKey: still.name))
    }

    @Test("A tracer records every event with its time and value")
    func tracer() throws {
        let box = Sprite(), animator = Animator()
        let tracer = AnimationTracer<Double>(reservingCapacity: 64)
        var move = PropertyAnimation.tween(from: 10.0, to: 20, duration: 0.1, easing: .linear)
        move.tracer = tracer
        animator.add(move, to: box, \.x, forKey: "t")
        for frame in 0...6 { animator.tick(at: Double(frame) / 50) }
        let kinds = tracer.records.map(\.kind)
        #expect(kinds.first == .started && kinds.last == .stopped(finished: true))
        #expect(tracer.records.first?.value == 10)
        let applied = tracer.records(of: .applied)
        #expect(applied.map(\.time) == [0, 0.02, 0.04, 0.06, 0.08, 0.1])
        for entry in applied { expectClose(try #require(entry.value), 10 + 100 * entry.time, tolerance: 1e-12) }
        #expect(tracer.records(of: .reachedTarget).map(\.time) == [0.1])
        tracer.reset()
        #expect(tracer.records.isEmpty)
    }

    @Test("Clamping keeps an overshooting spring on its side; rounding writes multiples of the factor")
    func clampingAndRounding() {
        let box = Sprite(), animator = Animator()
        var clamped = PropertyAnimation.spring(DampedSpring(bounciness: 20, speed: 8), from: 0.0, to: 100)
        #expect(clamped.clamping == .none)
        #expect([AnimationClamping.none, .start, .end, .both].map(\.description) == ["none", "start", "end", "both"])
        clamped.clamping = .end
        animator.add(clamped, to: box, \.x)
        var rounded = PropertyAnimation.spring(DampedSpring(bounciness: 20, speed: 8), from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: -33.3))
        rounded.roundingFactor = 0.5
        animator.add(rounded, to: box, \.point)
        var sawOvershootUnclamped = false
        let free = DampedSpring(bounciness: 20, speed: 8)
        for frame in 0...300 {
            let t = Double(frame) / 60
            animator.tick(at: t)
            #expect(box.x <= 100)
            if free.position(at: t, from: 0, to: 100) > 100 { sawOvershootUnclamped = true }
            #expect(box.point.x.truncatingRemainder(dividingBy: 0.5) == 0)
            #expect(box.point.y.truncatingRemainder(dividingBy: 0.5) == 0 || box.point.y == -33.3)
        }
        #expect(sawOvershootUnclamped)
        #expect(box.x == 100 && box.point == CGPoint(x: 100, y: -33.5))   // the last frame is rounded too
        // A tween of a vector value supports clamping as well (easeOutBack overshoots 1).
        var back = PropertyAnimation.tween(from: 0.0, to: 10, duration: 1, easing: .easeOutBack)
        back.clamping = .both
        animator.add(back, to: box, \.x)
        for frame in 0...60 {
            animator.tick(at: 5 + Double(frame) / 60)
            #expect(box.x >= 0 && box.x <= 10)
        }
    }

    @Test("Bad times are ignored: NaN, infinity, and time running backwards")
    func badTimes() {
        let box = Sprite(), animator = Animator()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x)
        animator.tick(at: .nan)
        animator.tick(at: .infinity)
        #expect(animator.lastTickTime == nil && box.x == 0)
        animator.tick(at: 0)
        animator.tick(at: 0.5)
        animator.tick(at: 0.2)   // counts as 0.5
        #expect(box.x == 50 && animator.lastTickTime == 0.5)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Impossible animations trap with a message")
    func traps() async {
        await #expect(processExitsWith: .failure) { _ = PropertyAnimation.spring(to: Double.nan) }
        await #expect(processExitsWith: .failure) { _ = PropertyAnimation.spring(to: 1.0, initialVelocity: .nan) }
        await #expect(processExitsWith: .failure) { _ = PropertyAnimation.decay(velocity: CGPoint(x: 1, y: Double.infinity)) }
        await #expect(processExitsWith: .failure) { _ = PropertyAnimation.tween(to: 1.0, duration: -1) }
        await #expect(processExitsWith: .failure) {
            var animation = PropertyAnimation.tween(to: 1.0)
            animation.delay = -0.1
        }
        await #expect(processExitsWith: .failure) {
            var animation = PropertyAnimation.tween(to: 1.0)
            animation.repeatCount = -1
        }
        await #expect(processExitsWith: .failure) {
            var animation = PropertyAnimation.tween(to: 1.0)
            animation.roundingFactor = .nan
        }
        await #expect(processExitsWith: .failure) { _ = AnimatableProperty<Double>(threshold: 0, read: { 0 }, write: { _ in }) }
        await #expect(processExitsWith: .failure) { _ = Animator().retarget(forKey: "x", to: Double.nan) }
    }
    #endif

    @Test("One tween serves every value type: made in generic code, a vector tween still has a velocity")
    func oneTweenForEveryValue() {
        func slide<Value: Interpolatable>(to value: Value) -> PropertyAnimation<Value> {
            .tween(to: value, duration: 1, easing: .linear)
        }
        let sprite = Sprite(), animator = Animator()
        animator.add(slide(to: 100.0), to: sprite, \.x, forKey: "x")
        animator.add(slide(to: Meter(amount: 10)), to: sprite, \.level, forKey: "level")
        animator.tick(at: 0)
        animator.tick(at: 0.5)
        expectClose(sprite.x, 50, tolerance: 1e-9)
        expectClose(animator.velocity(forKey: AnimationKey<Double>("x")) ?? .nan, 100, tolerance: 1e-3)
        #expect(sprite.level == Meter(amount: 5))
    }
}
