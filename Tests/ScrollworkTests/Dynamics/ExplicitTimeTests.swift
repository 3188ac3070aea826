import Foundation
import Testing
@testable import Scrollwork

/// Everything that starts a motion takes a time; without one, a time source gives it. Either way
/// the result depends on when the call was made, never on when frames come.
@Suite("Explicit time")
struct ExplicitTimeTests {
    /// A time source a test moves by hand: the "wall clock" of a simulated app.
    final class Wall {
        var now = 0.0
        var source: () -> Double { { [unowned self] in now } }
    }

    /// Frame times at `rate` Hz from 0 through `end`.
    static func frames(rate: Double, through end: Double) -> [Double] {
        (0...Int((end * rate).rounded())).map { Double($0) / rate }
    }

    /// Plays a simulated app: frames at `rate` Hz through `end`, and each call at its time, between
    /// the frames around it, with the wall clock reading that time when it is made.
    static func play(rate: Double, through end: Double, wall: Wall, calls: [(time: Double, act: () -> Void)], tick: (Double) -> Void) {
        var calls = calls
        for frame in frames(rate: rate, through: end) {
            while let next = calls.first, next.time < frame {
                calls.removeFirst()
                wall.now = next.time
                next.act()
            }
            wall.now = frame
            tick(frame)
        }
    }

    // MARK: ScrubbedStage

    /// The stage offset at t = 1 s after retargets at 0.1 s (to 500) and 0.51 s (to 100), ticked at `rate`.
    static func scrubbed(rate: Double, explicit: Bool) -> Double {
        let stage = Stage()
        stage.setOffset(0)
        let scrubbed = ScrubbedStage(stage, smoothing: .spring(DampedSpring(response: 0.5, dampingRatio: 0.7)))
        let wall = Wall()
        if !explicit { scrubbed.timeSource = wall.source }
        let calls: [(time: Double, act: () -> Void)] = [(0.1, 500.0), (0.51, 100)].map { time, target in
            (time, { scrubbed.retarget(to: target, at: explicit ? time : nil) })
        }
        play(rate: rate, through: 1, wall: wall, calls: calls) { scrubbed.tick(at: $0) }
        return stage.offset ?? .nan
    }

    @Test("A scrubbed stage retargeted at given times reads the same at 30, 60, 120 and 144 Hz, with at: or with a time source")
    func scrubbedStageIsRateIndependent() {
        for explicit in [true, false] {
            for rate in Self.rates {
                expectClose(Self.scrubbed(rate: rate, explicit: explicit), Self.scrubbed(rate: 120, explicit: explicit), tolerance: 1e-9, "\(rate) Hz, explicit: \(explicit)")
            }
        }
        expectClose(Self.scrubbed(rate: 30, explicit: true), Self.scrubbed(rate: 120, explicit: false), tolerance: 1e-9)
    }

    @Test("Without a time or a time source, a scrubbed stage's retarget waits for the next tick")
    func scrubbedStageFallback() {
        let stage = Stage()
        stage.setOffset(0)
        let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
        scrubbed.tick(at: 0)
        scrubbed.retarget(to: 100)
        scrubbed.tick(at: 0.5)
        #expect(stage.offset == 0)                 // the retarget took effect at this tick
        scrubbed.tick(at: 0.7)
        expectClose(stage.offset ?? .nan, 100 * (1 - exp(-1)), tolerance: 1e-9)
    }

    // MARK: Animator

    /// A box's value at t = 1 s: a spring added at 0.105 s and retargeted at 0.51 s, ticked at `rate`.
    static func animated(rate: Double, explicit: Bool) -> Double {
        let box = Sprite(), animator = Animator(), wall = Wall()
        if !explicit { animator.timeSource = wall.source }
        let calls: [(time: Double, act: () -> Void)] = [
            (0.105, {
                animator.add(.spring(DampedSpring(response: 0.4, dampingRatio: 0.6), from: 0.0, to: 300), to: box, \.x, forKey: "x", at: explicit ? 0.105 : nil)
            }),
            (0.51, { animator.retarget(forKey: "x", to: 50.0, at: explicit ? 0.51 : nil) }),
        ]
        play(rate: rate, through: 1, wall: wall, calls: calls) { animator.tick(at: $0) }
        return box.x
    }

    @Test("An animator's add and retarget between frames give the same values at 30, 60, 120 and 144 Hz, with at: or a time source")
    func animatorIsRateIndependent() {
        for explicit in [true, false] {
            for rate in Self.rates {
                expectClose(Self.animated(rate: rate, explicit: explicit), Self.animated(rate: 120, explicit: explicit), tolerance: 1e-9, "\(rate) Hz, explicit: \(explicit)")
            }
        }
        expectClose(Self.animated(rate: 30, explicit: true), Self.animated(rate: 120, explicit: false), tolerance: 1e-9)
        // The fallback (no time, no source) starts the spring at the next tick: it depends on the rate.
        #expect(abs(Self.fallbackAnimated(rate: 30) - Self.fallbackAnimated(rate: 120)) > 1e-3)
    }

    static func fallbackAnimated(rate: Double) -> Double {
        let box = Sprite(), animator = Animator()
        // The animator has no time source, so the wall clock `play` keeps is not read.
        play(rate: rate, through: 0.3, wall: Wall(), calls: [(0.105, {
            animator.add(.spring(DampedSpring(response: 0.4, dampingRatio: 0.6), from: 0.0, to: 300), to: box, \.x)
        })]) { animator.tick(at: $0) }
        return box.x
    }

    // MARK: ScrollPhysics

    /// The content offset at t = 1.5 s: a drag released at 0.213 s (finger velocity −1,500 pt/s)
    /// and a touch at 0.9 s that stops the fling, ticked at `rate`.
    static func flung(rate: Double, explicit: Bool) -> CGPoint {
        let scroll = ScrollPhysics(contentSize: CGSize(width: 100, height: 5_000), viewportSize: CGSize(width: 100, height: 500))
        let wall = Wall()
        if !explicit { scroll.timeSource = wall.source }
        let calls: [(time: Double, act: () -> Void)] = [
            (0.05, { scroll.beginDrag(at: explicit ? 0.05 : nil); scroll.drag(fingerTranslation: CGPoint(x: 0, y: -100)) }),
            (0.213, { scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -1_500), at: explicit ? 0.213 : nil) }),
            (0.9, { scroll.stop(at: explicit ? 0.9 : nil) }),
        ]
        play(rate: rate, through: 1.5, wall: wall, calls: calls) { scroll.tick(at: $0) }
        return scroll.contentOffset
    }

    @Test("A release and a stopping touch between frames land on the same offset at 30, 60, 120 and 144 Hz, with at: or a time source")
    func scrollPhysicsIsRateIndependent() {
        for explicit in [true, false] {
            for rate in Self.rates {
                expectClose(Double(Self.flung(rate: rate, explicit: explicit).y), Double(Self.flung(rate: 120, explicit: explicit).y), tolerance: 1e-9,
                            "\(rate) Hz, explicit: \(explicit)")
            }
        }
        // The stop at 0.9 s holds the glide where it was then: 100 + the decay's travel in 0.687 s.
        let expected = 100 + Decay.normal.position(at: 0.9 - 0.213, initialVelocity: 1_500)
        expectClose(Double(Self.flung(rate: 30, explicit: true).y), expected, tolerance: 1e-9)
    }

    @Test("run(every:clock:) installs a time source on the clock's scale while it runs, and restores the old one", .timeLimit(.minutes(1)))
    @MainActor
    func driverInstallsTimeSource() async {
        let clock = ManualClock()
        let animator = Animator()
        let driver = Task { await animator.run(every: .milliseconds(100), clock: clock) }
        await clock.sleepers(atLeast: 1)           // frame 0 at 0
        clock.advance(by: .milliseconds(130))      // frame 1 (0.1 s) ticked; the clock reads 0.13 s
        await clock.sleepers(atLeast: 1)
        expectClose(animator.timeSource?() ?? .nan, 0.13, tolerance: 1e-12)
        driver.cancel()
        await driver.value
        #expect(animator.timeSource == nil)
    }
}

// MARK: - Calls just after an end

/// A call placed just after an animation's or a scroll's end must find it ended, whether or not a
/// frame has shown the end yet: the answer depends on the call's time, never on the frame rate.
extension ExplicitTimeTests {
    /// The rates every table below is played at.
    static let rates: [Double] = [30, 60, 120, 144]

    /// What a call on a running animation can be.
    enum Call: String, CaseIterable, CustomStringConvertible, Sendable {
        case retarget, handOff, replace, remove, removeAll, pause
        var description: String { rawValue }
        /// Whether the call takes an `at:` time (the removals act at the tick or the time source).
        var takesTime: Bool { self != .remove && self != .removeAll }
    }

    /// What a call did, in terms that can be compared across frame rates.
    struct Outcome: Equatable, CustomStringConvertible {
        /// What the call returned (`true` for `add`, which returns a key).
        var returned: Bool
        /// The `onStop` flags of the first animation, in order.
        var stops: [Bool]
        /// The property's value at t = 2 s.
        var value: Double
        var description: String { "returned \(returned), stops \(stops), value \(value)" }
    }

    static let bouncy = DampedSpring(bounciness: 8, speed: 12)
    /// When the spring, 0 → 100 from rest, ends (closed form, threshold 0.01): 0.77013 s.
    static let springEnd = bouncy.settlingDuration(from: 0, to: 100, initialVelocity: 0, threshold: 0.01)

    /// A spring 0 → 100 added at 0, and `call` made at `time`, played at `rate` through t = 2 s.
    static func springCall(_ call: Call, at time: Double, rate: Double, explicit: Bool) -> Outcome {
        let box = Sprite(), animator = Animator(), wall = Wall()
        if !explicit { animator.timeSource = wall.source }
        var stops: [Bool] = []
        var spring = PropertyAnimation.spring(bouncy, from: 0.0, to: 100)
        spring.onStop = { stops.append($0) }
        animator.add(spring, to: box, \.x, forKey: "x", at: 0)
        let at = explicit ? time : nil
        var returned = false
        play(rate: rate, through: 2, wall: wall, calls: [(time, {
            switch call {
            case .retarget: returned = animator.retarget(forKey: "x", to: 50.0, at: at)
            case .handOff: returned = animator.handOff(forKey: "x", to: .spring(bouncy, to: 50.0), at: at)
            case .replace: returned = animator.add(.tween(to: 50.0, duration: 0.5), to: box, \.x, forKey: "x", at: at) == "x"
            case .remove: returned = animator.removeAnimation(forKey: "x")
            case .removeAll:
                animator.removeAllAnimations()
                returned = true
            case .pause: returned = animator.pauseAnimation(forKey: "x", at: at)
            }
        })]) { animator.tick(at: $0) }
        return Outcome(returned: returned, stops: stops, value: box.x)
    }

    /// What each call placed after the spring's end gives: the spring has finished (written its
    /// target, reported `stopped(finished: true)`), so there is nothing left to change.
    static func afterEnd(_ call: Call) -> Outcome {
        switch call {
        case .replace: Outcome(returned: true, stops: [true], value: 50)   // the tween starts from 100
        case .removeAll: Outcome(returned: true, stops: [true], value: 100)
        default: Outcome(returned: false, stops: [true], value: 100)
        }
    }

    @Test("A retarget, hand-off, replacement, removal, removal of all or pause just after a spring's end finds it finished, at 30, 60, 120 and 144 Hz",
          arguments: Call.allCases, [1e-4, 0.0017, 0.005, 0.02])
    func callJustAfterSpringEnd(call: Call, delay: Double) {
        let time = Self.springEnd + delay
        for rate in Self.rates {
            // The removals take no time: without a time source they act at the last tick.
            for explicit in call.takesTime ? [true, false] : [false] {
                let outcome = Self.springCall(call, at: time, rate: rate, explicit: explicit)
                #expect(outcome == Self.afterEnd(call), "\(call) at end + \(delay) s, \(rate) Hz, explicit: \(explicit)")
            }
        }
    }

    @Test("The same calls just before the spring's end act on it, the same way at 30, 60, 120 and 144 Hz", arguments: Call.allCases)
    func callJustBeforeSpringEnd(call: Call) {
        let time = Self.springEnd - 0.0017
        let reference = Self.springCall(call, at: time, rate: 1_000, explicit: call.takesTime)
        #expect(reference.returned)
        for rate in Self.rates {
            for explicit in call.takesTime ? [true, false] : [false] {
                var outcome = Self.springCall(call, at: time, rate: rate, explicit: explicit)
                // A removal leaves the value its last frame wrote, which depends on the rate.
                if !call.takesTime { outcome.value = reference.value }
                #expect(outcome.returned == reference.returned && outcome.stops == reference.stops, "\(call), \(rate) Hz: \(outcome)")
                expectClose(outcome.value, reference.value, tolerance: 1e-9, "\(call), \(rate) Hz")
            }
        }
    }

    // MARK: Pausing

    /// A linear tween 0 → 100 over 1 s, paused at `pause` and resumed at 1 s, played at `rate`:
    /// the value just before the resume, and at 1.5 s.
    static func paused(at pause: Double, rate: Double, explicit: Bool) -> (held: Double, later: Double, stops: [Bool]) {
        let box = Sprite(), animator = Animator(), wall = Wall()
        if !explicit { animator.timeSource = wall.source }
        var stops: [Bool] = []
        var tween = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        tween.onStop = { stops.append($0) }
        animator.add(tween, to: box, \.x, forKey: "x", at: 0)
        var held = Double.nan
        play(rate: rate, through: 1.5, wall: wall, calls: [
            (pause, { animator.pauseAnimation(forKey: "x", at: explicit ? pause : nil) }),
            (1, {
                held = box.x
                animator.resumeAnimation(forKey: "x", at: explicit ? 1 : nil)
            }),
        ]) { animator.tick(at: $0) }
        return (held, box.x, stops)
    }

    @Test("A pause at t holds and writes the value at t, whatever the frame rate; a resume continues from it",
          arguments: [0.43, 0.5, 0.0123, 0.999])
    func pauseHoldsValueAtItsTime(pause: Double) {
        for rate in Self.rates {
            for explicit in [true, false] {
                let outcome = Self.paused(at: pause, rate: rate, explicit: explicit)
                expectClose(outcome.held, 100 * pause, tolerance: 1e-9, "\(rate) Hz, explicit: \(explicit)")
                expectClose(outcome.later, 100 * min(pause + 0.5, 1), tolerance: 1e-9, "\(rate) Hz, explicit: \(explicit)")
                #expect(outcome.stops == (pause + 0.5 >= 1 ? [true] : []), "\(rate) Hz, explicit: \(explicit)")
            }
        }
    }

    @Test("The value is written by the pause itself, before the next frame")
    func pauseWritesAtOnce() {
        let box = Sprite(), animator = Animator()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 0)
        animator.tick(at: 0.4)
        #expect(animator.pauseAnimation(forKey: "x", at: 0.43))
        expectClose(box.x, 43, tolerance: 1e-9)
        #expect(animator.value(forKey: AnimationKey<Double>("x")).map { abs($0 - 43) < 1e-9 } == true)
        animator.tick(at: 0.9)
        expectClose(box.x, 43, tolerance: 1e-9)
    }

    @Test("A pause at the instant an animation was added, before its first tick, writes its start value (issue 30, bug 2)")
    func pauseAtTheInstantOfAdding() {
        // Added at t = 2 and paused at t = 2: the animation has begun, at its start (GSAP renders 0).
        let box = Sprite(), animator = Animator()
        box.x = 5
        animator.add(.tween(from: 0.0, to: 1, duration: 1, easing: .linear), to: box, \.x, forKey: "x", at: 2)
        #expect(animator.pauseAnimation(forKey: "x", at: 2))
        #expect(box.x == 0)
        #expect(animator.status(forKey: "x")?.hasStarted == true)
        animator.tick(at: 2.5)
        #expect(box.x == 0)
        #expect(animator.resumeAnimation(forKey: "x", at: 3))
        animator.tick(at: 3.25)
        expectClose(box.x, 0.25, tolerance: 1e-12)

        // Added and paused without a time, before any tick: paused at the next tick, at its start.
        let later = Sprite(), untimed = Animator()
        later.x = 5
        untimed.add(.tween(from: 0.0, to: 1, duration: 1, easing: .linear), to: later, \.x, forKey: "x")
        #expect(untimed.pauseAnimation(forKey: "x"))
        #expect(later.x == 5)
        untimed.tick(at: 2)
        #expect(later.x == 0)
        untimed.tick(at: 2.5)
        #expect(later.x == 0)
    }

    @Test("A pause just after a tween's end finds it finished, at 30, 60, 120 and 144 Hz")
    func pauseJustAfterTweenEnd() {
        // The tween ends at 0.77 s, between frames at every rate.
        for rate in Self.rates {
            for explicit in [true, false] {
                let box = Sprite(), animator = Animator(), wall = Wall()
                if !explicit { animator.timeSource = wall.source }
                var stops: [Bool] = []
                var tween = PropertyAnimation.tween(from: 0.0, to: 100, duration: 0.77, easing: .linear)
                tween.onStop = { stops.append($0) }
                animator.add(tween, to: box, \.x, forKey: "x", at: 0)
                var paused: Bool?, held = Double.nan
                Self.play(rate: rate, through: 1, wall: wall, calls: [(0.7705, {
                    paused = animator.pauseAnimation(forKey: "x", at: explicit ? 0.7705 : nil)
                    held = box.x
                })]) { animator.tick(at: $0) }
                #expect(paused == false && held == 100 && stops == [true], "\(rate) Hz, explicit: \(explicit)")
            }
        }
    }

    // MARK: Animated scrolls

    /// What interrupts an animated scroll.
    enum Interruption: String, CaseIterable, CustomStringConvertible, Sendable {
        case scroll, beginDrag, stop, setContentOffset
        var description: String { rawValue }
    }

    /// `scroll(to: y 600, duration: 0.503, easing: .easeInOutCubic, at: 0)`, interrupted at `time`,
    /// played at `rate`: the first scroll's completion flags and the offset at 1.2 s.
    static func interruptedScroll(by interruption: Interruption, at time: Double, rate: Double, explicit: Bool) -> (flags: [Bool], offset: Double) {
        let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 3_000), viewportSize: CGSize(width: 390, height: 844))
        let wall = Wall()
        if !explicit { scroll.timeSource = wall.source }
        var flags: [Bool] = []
        scroll.scroll(to: CGPoint(x: 0, y: 600), duration: 0.503, easing: .easeInOutCubic, at: 0) { flags.append($0) }
        let at = explicit ? time : nil
        play(rate: rate, through: 1.2, wall: wall, calls: [(time, {
            switch interruption {
            case .scroll: scroll.scroll(to: CGPoint(x: 0, y: 100), duration: 0.4, at: at)
            case .beginDrag: scroll.beginDrag(at: at)
            case .stop: scroll.stop(at: at)
            case .setContentOffset: scroll.setContentOffset(CGPoint(x: 0, y: 100))
            }
        })]) { scroll.tick(at: $0) }
        return (flags, Double(scroll.contentOffset.y))
    }

    @Test("An animated scroll interrupted just after its end reports true at 30, 60, 120 and 144 Hz; just before, false",
          arguments: Interruption.allCases, [-0.004, 1e-4, 0.004, 0.017])
    func scrollInterruptedNearItsEnd(by interruption: Interruption, delay: Double) {
        let time = 0.503 + delay
        var offsets: [Double] = []
        for rate in Self.rates {
            // `setContentOffset(_:)` takes no time: without a time source it acts at the last tick.
            for explicit in interruption == .setContentOffset ? [false] : [true, false] {
                let outcome = Self.interruptedScroll(by: interruption, at: time, rate: rate, explicit: explicit)
                #expect(outcome.flags == [delay > 0], "\(interruption) at end + \(delay) s, \(rate) Hz, explicit: \(explicit)")
                offsets.append(outcome.offset)
            }
        }
        #expect(offsets.allSatisfy { abs($0 - offsets[0]) <= 1e-9 }, "\(offsets)")
    }

    // MARK: Flings

    /// A fling past the end of a list (a glide, then a bounce back to the edge), and a touch —
    /// `stop(at:)`, or `beginDrag(at:)` and a release at rest — at `time`, played at `rate` through
    /// 3 s: the offsets after the touch at every sixth of a second, and the phase at the end.
    static func bounceThenTouch(at time: Double, drag: Bool, rate: Double, explicit: Bool) -> (offsets: [Int: Double], phase: ScrollPhysics.Activity) {
        let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 3_000), viewportSize: CGSize(width: 390, height: 844),
                                   contentOffset: CGPoint(x: 0, y: 1_900))
        scroll.bounceSpring = DampedSpring(bounciness: 12, speed: 8)
        let wall = Wall()
        if !explicit { scroll.timeSource = wall.source }
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -2_500), at: 0)
        var offsets: [Int: Double] = [:]
        play(rate: rate, through: 3, wall: wall, calls: [(time, {
            if drag {
                scroll.beginDrag(at: explicit ? time : nil)
                scroll.endDrag(fingerVelocity: .zero, at: explicit ? time : nil)
            } else {
                scroll.stop(at: explicit ? time : nil)
            }
        })]) { frame in
            scroll.tick(at: frame)
            // Every rate has a frame at each sixth of a second.
            let sixths = (frame * 6).rounded()
            if frame > time && abs(frame * 6 - sixths) < 1e-9 { offsets[Int(sixths)] = Double(scroll.contentOffset.y) }
        }
        return (offsets, scroll.activity)
    }

    @Test("A touch just after a fling's bounce has settled, or just before, gives the same offsets at 30, 60, 120 and 144 Hz",
          arguments: [-0.004, 1e-4, 0.004, 0.013])
    func touchNearBounceEnd(delay: Double) {
        // The bounce settles (closed form) at the end of the glide's motion.
        let probe = ScrollPhysics(contentSize: CGSize(width: 390, height: 3_000), viewportSize: CGSize(width: 390, height: 844),
                                  contentOffset: CGPoint(x: 0, y: 1_900))
        probe.bounceSpring = DampedSpring(bounciness: 12, speed: 8)
        probe.endDrag(fingerVelocity: CGPoint(x: 0, y: -2_500), at: 0)
        var end = 0.0
        for frame in 1...12_000 {
            probe.tick(at: Double(frame) / 4_000)
            if probe.isIdle { end = Double(frame) / 4_000; break }
        }
        #expect(end > 0.5)
        let time = end + delay
        for drag in [false, true] {
            for explicit in [true, false] {
                let reference = Self.bounceThenTouch(at: time, drag: drag, rate: 120, explicit: explicit)
                for rate in Self.rates {
                    let outcome = Self.bounceThenTouch(at: time, drag: drag, rate: rate, explicit: explicit)
                    #expect(outcome.phase == .idle && outcome.offsets.count == reference.offsets.count)
                    for (index, offset) in outcome.offsets {
                        expectClose(offset, reference.offsets[index] ?? .nan, tolerance: 1e-9, "t \(Double(index) / 6), \(rate) Hz, drag: \(drag), explicit: \(explicit)")
                    }
                }
            }
        }
    }
}
