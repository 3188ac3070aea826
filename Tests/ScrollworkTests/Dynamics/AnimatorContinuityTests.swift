import Foundation
import Testing
@testable import Scrollwork

@Suite("Animator continuity")
struct AnimatorContinuityTests {
    @Test("Retargeting a running spring keeps its position and velocity, then follows the new spring")
    func retarget() throws {
        let box = Sprite(), animator = Animator()
        let spring = DampedSpring(bounciness: 6, speed: 10)
        let tracer = AnimationTracer<Double>()
        var move = PropertyAnimation.spring(spring, from: 0.0, to: 300)
        move.tracer = tracer
        animator.add(move, to: box, \.x, forKey: "m")
        let h = 1e-4, tr = 0.2
        animator.tick(at: 0)
        animator.tick(at: tr - h)
        let before = box.x
        animator.tick(at: tr)
        let atRetarget = box.x
        let velocityBefore = try #require(animator.velocity(forKey: AnimationKey<Double>("m")))
        expectClose(atRetarget, spring.position(at: tr, from: 0, to: 300), tolerance: 1e-12)
        expectClose(velocityBefore, spring.velocity(at: tr, from: 0, to: 300), tolerance: 1e-9)

        #expect(animator.retarget(forKey: "m", to: -50.0))
        // At the retarget instant nothing jumps: the same velocity, the same position.
        #expect(try #require(animator.velocity(forKey: AnimationKey<Double>("m"))) == velocityBefore)
        animator.tick(at: tr + h)
        let after = box.x
        expectClose(after, spring.position(at: h, from: atRetarget, to: -50, initialVelocity: velocityBefore), tolerance: 1e-9)
        // One-sided slopes agree to O(h · acceleration).
        let acceleration = spring.stiffness * (350)   // bound on |a| near the retarget
        expectClose((atRetarget - before) / h, (after - atRetarget) / h, tolerance: h * acceleration)
        // Later frames follow the new spring from the retarget state.
        for dt in [0.05, 0.2, 0.6] {
            animator.tick(at: tr + dt)
            expectClose(box.x, spring.position(at: dt, from: atRetarget, to: -50, initialVelocity: velocityBefore), tolerance: 1e-9, "dt \(dt)")
        }
        for frame in 0...200 { animator.tick(at: 1 + Double(frame) / 60) }
        #expect(box.x == -50)
        let kinds = tracer.records.map(\.kind)
        #expect(kinds.filter { $0 == .retargeted }.count == 1)
        #expect(kinds.filter { $0 == .reachedTarget }.count == 1)   // reached -50 after the retarget (300 never)
        #expect(kinds.last == .stopped(finished: true))
        // Only springs retarget; a missing key or a wrong type is refused.
        animator.add(.tween(to: 1.0), to: box, \.x, forKey: "t")
        #expect(!animator.retarget(forKey: "t", to: 3.0))
        #expect(!animator.retarget(forKey: "none", to: 3.0))
        #expect(!animator.retarget(forKey: "t", to: CGPoint.zero))
    }

    @Test("A pending spring retargets by starting towards the new target")
    func retargetPending() {
        let box = Sprite(), animator = Animator()
        animator.add(.spring(DampedSpring(response: 0.2, dampingRatio: 1), from: 0.0, to: 10), to: box, \.x, forKey: "s")
        #expect(animator.retarget(forKey: "s", to: 20.0))
        for frame in 0...120 { animator.tick(at: Double(frame) / 60) }
        #expect(box.x == 20)
    }

    @Test("A decay hands its velocity to a spring that settles on the edge: continuous, in event order")
    func decayToSpring() throws {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        let edge = 800.0, v0 = 3000.0
        let bounce = DampedSpring(bounciness: 0, speed: 5)
        var fling = PropertyAnimation.decay(.normal, from: 0.0, velocity: v0)
        log.attach(&fling, "decay", animator: animator)
        var handOff: (time: Double, position: Double, velocity: Double)?
        fling.onApply = { [unowned animator, unowned log] x in
            log.lines.append("decay applied @\(animator.now!)")
            guard x > edge, handOff == nil else { return }
            let t = animator.now!
            handOff = (t, x, animator.velocity(forKey: AnimationKey<Double>("scroll"))!)
            var back = PropertyAnimation.spring(bounce, to: edge)
            log.attach(&back, "spring", animator: animator)
            #expect(animator.handOff(forKey: "scroll", to: back))
        }
        animator.add(fling, to: box, \.x, forKey: "scroll")
        var frame = 0
        var afterHandOff: [(Double, Double)] = []
        while !animator.isIdle && frame < 1000 {
            let t = Double(frame) / 60
            animator.tick(at: t)
            if handOff != nil { afterHandOff.append((t, box.x)) }
            frame += 1
        }
        let h = try #require(handOff)
        // The hand-off happened at a frame, with the decay's own state there.
        expectClose(h.position, Decay.normal.position(at: h.time, initialVelocity: v0), tolerance: 1e-9)
        expectClose(h.velocity, Decay.normal.velocity(at: h.time, initialVelocity: v0), tolerance: 1e-9)
        // Every later frame is the spring released from that state at that time (the last frame
        // snaps to the edge, within the 0.01 threshold).
        for (t, x) in afterHandOff.dropFirst().dropLast() {
            expectClose(x, bounce.position(at: t - h.time, from: h.position, to: edge, initialVelocity: h.velocity), tolerance: 1e-9, "t \(t)")
        }
        #expect(box.x == edge && afterHandOff.count > 30)
        // Order: the decay's last frame, its stop, then the spring starts on the next tick.
        let lines = log.lines
        let stop = try #require(lines.firstIndex { $0.hasPrefix("decay stopped(false)") })
        #expect(lines[stop - 1].hasPrefix("decay applied @\(h.time)"))
        #expect(lines[stop] == "decay stopped(false) @\(h.time)")
        #expect(lines[stop + 1] == "spring started @\(h.time + 1.0 / 60)" || lines[stop + 1].hasPrefix("spring started @"))
        #expect(lines.last?.hasPrefix("spring stopped(true)") == true)
        #expect(lines.filter { $0.hasPrefix("decay stopped") }.count == 1)
    }

    @Test("A hand-off between ticks starts at the last tick, so the next frame continues the curve")
    func handOffBetweenTicks() throws {
        let box = Sprite(), animator = Animator()
        animator.add(.decay(from: CGPoint(x: 0, y: 0), velocity: CGPoint(x: 500, y: -800)), to: box, \.point, forKey: "p")
        animator.tick(at: 0)
        animator.tick(at: 0.1)
        let p = box.point
        let v = try #require(animator.velocity(forKey: AnimationKey<CGPoint>("p")))
        #expect(animator.handOff(forKey: "p", to: .spring(DampedSpring(response: 0.3, dampingRatio: 0.8), to: CGPoint(x: 100, y: 100))))
        animator.tick(at: 0.15)
        let spring = DampedSpring(response: 0.3, dampingRatio: 0.8)
        expectClose(box.point.x, spring.position(at: 0.05, from: p.x, to: 100, initialVelocity: v.x), tolerance: 1e-9)
        expectClose(box.point.y, spring.position(at: 0.05, from: p.y, to: 100, initialVelocity: v.y), tolerance: 1e-9)
        #expect(!animator.handOff(forKey: "missing", to: .spring(to: CGPoint.zero)))
    }

    @Test("Callbacks may remove their own animation or add others; each stops exactly once")
    func reentrancy() throws {
        let box = Sprite(), animator = Animator(), log = CallbackLog()
        var selfRemoving = PropertyAnimation.tween(from: 0.0, to: 10, duration: 1, easing: .linear)
        log.attach(&selfRemoving, "a", animator: animator)
        selfRemoving.onApply = { [unowned animator, unowned log] x in
            log.lines.append("a applied @\(animator.now!)")
            if x >= 5 {
                animator.removeAnimation(forKey: "a")
                animator.tick(at: 99)   // ignored: a tick is already running
                animator.add(.tween(from: 0.0, to: 1, duration: 1, easing: .linear), to: box, \.x, forKey: "b")
            }
        }
        animator.add(selfRemoving, to: box, \.x, forKey: "a")
        for t in [0, 0.25, 0.5, 0.75, 1.0] { animator.tick(at: t) }
        #expect(log.kinds == ["a started", "a applied", "a applied", "a applied", "a stopped(false)"])
        #expect(animator.lastTickTime == 1)
        // "b" was added during the 0.5 tick, so its clock started then: at 1.0 it is half way.
        #expect(animator.status(forKey: "b")?.elapsed == 0.5)
        #expect(box.x == 0.5)
    }

    @Test("The events stream reports what the closures see, in the same order, and ends with the animator")
    func eventsStream() async throws {
        var animator: Animator? = Animator()
        let box = Sprite(), log = CallbackLog()
        let stream = try #require(animator).events()
        var move = PropertyAnimation.spring(DampedSpring(bounciness: 12, speed: 12), from: 0.0, to: 1)
        log.attach(&move, "m", animator: try #require(animator))
        animator?.add(move, to: box, \.x, forKey: "m")
        animator?.add(.tween(to: 3.0, duration: 0.05), to: box, \.point.x, forKey: "n")
        animator?.removeAnimation(forKey: "n")
        for frame in 0...200 { animator?.tick(at: Double(frame) / 60) }
        animator = nil   // deinit finishes the stream
        var events: [AnimationEvent] = []
        for await event in stream { events.append(event) }
        let closureKinds = log.kinds.map { $0.replacingOccurrences(of: "m ", with: "") }
        let streamKinds = events.filter { $0.key == "m" }.map { event -> String in
            switch event.kind {
            case .started: "started"
            case .applied: "applied"
            case .reachedTarget: "reached"
            default: "stopped(\(event.kind.finished!))"
            }
        }
        #expect(streamKinds == closureKinds)
        #expect(events.filter { $0.key == "n" }.map(\.kind) == [.started, .stopped(finished: false)])
        #expect(events.last == AnimationEvent(key: "m", kind: .stopped(finished: true), time: events.last!.time))
        #expect(events.filter { $0.kind == .applied }.map(\.time) == events.filter { $0.kind == .applied }.map(\.time).sorted())
    }
}
