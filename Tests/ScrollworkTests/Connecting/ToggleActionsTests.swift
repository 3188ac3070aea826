import Foundation
import Testing
@testable import Scrollwork

/// A toggled tween of `Sprite.x` from 0 to 100 over 1 s, linear, on an animator whose time source
/// reads `now`; callbacks recorded as `started` / `stopped(finished)`.
final class ToggleRig {
    let sprite = Sprite(), animator = Animator()
    var now = 0.0
    var callbacks: [String] = []
    private(set) var toggle: ToggledAnimation!
    private var serial = 0

    init(actions: ToggleActions = ToggleActions(), motion: MotionKind? = nil, policy: MotionPolicy = .full) {
        var tween = PropertyAnimation.tween(from: 0.0, to: 100, duration: 1, easing: .linear)
        if let motion { tween.motion = motion }
        tween.onStart = { [unowned self] in callbacks.append("started") }
        tween.onStop = { [unowned self] in callbacks.append("stopped(\($0))") }
        animator.motionPolicy = policy
        animator.timeSource = { [unowned self] in now }
        toggle = animator.connect(tween, to: sprite, \.x, forKey: "t", actions: actions)
    }

    /// Delivers `kind` at time `t` with `action`, at an offset no other event has (never a jump).
    func perform(_ action: ToggleActions.Action, as kind: SceneEvent.Kind = .enter, at t: Double) {
        now = t
        toggle.actions[kind] = action
        serial += 1
        toggle.handle(SceneEvent(scene: "s", kind: kind, boundary: 0, offset: Double(serial)))
    }
}

@Suite("Toggle actions")
struct ToggleActionsTests {
    // MARK: Parsing

    @Test("GSAP's strings parse, missing words are none, and the description round-trips")
    func parsing() throws {
        #expect(try ToggleActions("play none none reverse") == ToggleActions(leaveBack: .reverse))
        #expect(try ToggleActions("play") == ToggleActions())
        #expect(try ToggleActions("  restart\tcomplete ") == ToggleActions(enter: .restart, leave: .complete))
        let all = try ToggleActions("resume reset complete pause")
        #expect(all[.enter] == .resume && all[.leave] == .reset && all[.enterBack] == .complete && all[.leaveBack] == .pause)
        for words in ["play pause resume reset", "none none none none", "reverse restart play complete"] {
            #expect(try ToggleActions(words).description == words)
        }
        #expect(ToggleActions().description == "play none none none")
        var edited = ToggleActions()
        edited[.leaveBack] = .reverse
        #expect(edited == ToggleActions(leaveBack: .reverse))
    }

    @Test("Bad strings throw typed errors naming the input")
    func parsingErrors() {
        #expect(throws: ToggleActionsError.unknownAction("stop")) { try ToggleActions("play stop") }
        #expect(throws: ToggleActionsError.unknownAction("Play")) { try ToggleActions("Play") }
        #expect(throws: ToggleActionsError.wrongCount(0)) { try ToggleActions("") }
        #expect(throws: ToggleActionsError.wrongCount(0)) { try ToggleActions("   ") }
        #expect(throws: ToggleActionsError.wrongCount(5)) { try ToggleActions("play none none none none") }
        #expect(ToggleActionsError.unknownAction("stop").description.contains("'stop'"))
        #expect(ToggleActionsError.wrongCount(5).description.contains("5"))
    }

    // MARK: The table

    /// Ways to put the playhead somewhere before the tested action: steps of (action, time), then
    /// frames up to `until`.
    static let setups: [(name: String, steps: [(ToggleActions.Action, Double)], until: Double)] = [
        ("fresh", [], 0.5),
        ("playing forward", [(.play, 0)], 0.4),
        ("playing backward", [(.play, 0), (.reverse, 0.8)], 1.2),
        ("paused", [(.play, 0), (.pause, 0.4)], 0.6),
        ("paused backward", [(.play, 0), (.reverse, 0.8), (.pause, 1.0)], 1.1),
        ("at its end", [(.play, 0)], 1.2),
        ("back at its start", [(.play, 0), (.reverse, 0.5)], 1.2),
        ("reset after playing", [(.play, 0), (.reset, 1.2)], 1.3),
        ("completed at once", [(.complete, 0)], 0.2),
        ("restarted", [(.play, 0), (.restart, 0.7)], 0.9),
    ]

    static let actions: [ToggleActions.Action] = [.play, .pause, .resume, .reverse, .restart, .reset, .complete, .none]

    @Test("Every action × event × starting state against the playhead model: values at 30, 60 and 120 Hz, and callbacks",
          arguments: SceneEvent.Kind.allCases, [30, 60, 120])
    func table(kind: SceneEvent.Kind, hz: Int) {
        for setup in Self.setups {
            for action in Self.actions {
                let rig = ToggleRig()
                var model = ToggleModel()
                let context = "\(setup.name), then \(action) on \(kind) at \(hz) Hz"
                var frame = 0
                func tick(until t: Double) {
                    while Double(frame) / Double(hz) <= t + 1e-12 {
                        let time = Double(frame) / Double(hz)
                        rig.animator.tick(at: time)
                        model.advance(to: time)
                        frame += 1
                        expectClose(rig.sprite.x, model.value, tolerance: 1e-9, "\(context), t \(time)")
                    }
                }
                for (step, at) in setup.steps {
                    tick(until: at - 1e-9)
                    rig.perform(step, as: .enter, at: at)
                    model.apply(step, at: at)
                }
                tick(until: setup.until)
                // The tested action, between two frames.
                let at = setup.until + 0.5 / 120
                rig.perform(action, as: kind, at: at)
                model.apply(action, at: at)
                tick(until: setup.until + 2.5)
                #expect(rig.callbacks == model.callbacks, "\(context)")
                #expect(rig.animator.isIdle == !model.live, "\(context)")
            }
        }
    }

    // MARK: Through a stage

    @Test("A stage's crossings pick each event's action: play pause resume reset, scrolled slowly")
    func throughAStage() throws {
        let rig = ToggleRig(actions: try ToggleActions("play pause resume reset"))
        var model = ToggleModel()
        let stage = try Stage { ScrollScene("s", start: 100, length: 100, onEvent: rig.toggle.handle) }
        // (time, offset) of each scroll update; the animator ticks at 60 Hz in between.
        let script: [(Double, Double)] = [(0, 0), (0.1, 150), (0.5, 250), (0.9, 150), (1.6, 250), (1.7, 150), (2.0, 50)]
        let expected: [SceneEvent.Kind?] = [nil, .enter, .leave, .enterBack, .leave, .enterBack, .leaveBack]
        var frame = 0, events: [SceneEvent.Kind] = []
        stage.onEvent = { events.append($0.kind) }
        for (index, (t, offset)) in script.enumerated() {
            while Double(frame) / 60 < t {
                rig.animator.tick(at: Double(frame) / 60)
                model.advance(to: Double(frame) / 60)
                expectClose(rig.sprite.x, model.value, tolerance: 1e-9, "t \(Double(frame) / 60)")
                frame += 1
            }
            rig.now = t
            let before = events.count
            stage.setOffset(offset)
            #expect(events.count == before + (expected[index] == nil ? 0 : 1))
            if let kind = expected[index] { model.apply(rig.toggle.actions[kind], at: t) }
        }
        while frame <= 180 {
            rig.animator.tick(at: Double(frame) / 60)
            model.advance(to: Double(frame) / 60)
            expectClose(rig.sprite.x, model.value, tolerance: 1e-9, "t \(Double(frame) / 60)")
            frame += 1
        }
        #expect(rig.callbacks == model.callbacks)
        #expect(rig.sprite.x == 0 && rig.callbacks.last == "stopped(false)")   // reset on leaveBack
    }

    // MARK: Jumps

    /// The settled state a slow scroll leaves when the animation has time to finish inside the
    /// scene: each action, then the playhead run to its rest.
    static func slowScroll(_ first: ToggleActions.Action, _ second: ToggleActions.Action, from setup: [ToggleActions.Action]) -> ToggleModel {
        var model = ToggleModel()
        var t = 0.0
        for step in setup + [first, second] {
            model.apply(step, at: t)
            t += 10
            model.advance(to: t)
        }
        return model
    }

    @Test("A jump over the whole scene completes each action at once: the state a slow scroll leaves, in both directions",
          arguments: [[], [ToggleActions.Action.play], [.play, .reverse]])
    func jumps(setup: [ToggleActions.Action]) throws {
        for first in Self.actions {
            for second in Self.actions {
                for forward in [true, false] {
                    let actions = forward
                        ? ToggleActions(enter: first, leave: second, enterBack: .none, leaveBack: .none)
                        : ToggleActions(enter: .none, leave: .none, enterBack: first, leaveBack: second)
                    let rig = ToggleRig(actions: actions)
                    let stage = try Stage { ScrollScene("s", start: 100, length: 100, onEvent: rig.toggle.handle) }
                    stage.setOffset(forward ? 0 : 300)
                    // Reach the setup's state, with time to finish each step.
                    var t = 0.0
                    for step in setup {
                        rig.perform(step, as: .enter, at: t)
                        t += 10
                        rig.animator.tick(at: t)
                    }
                    rig.toggle.actions = actions
                    rig.now = t + 0.25
                    stage.setOffset(forward ? 300 : 0)   // one update: enter + leave (or enterBack + leaveBack)
                    let expected = Self.slowScroll(first, second, from: setup)
                    let context = "setup \(setup), \(first) \(second) \(forward ? "forward" : "backward")"
                    // At once, before any frame: where a slow scroll leaves it, with the same runs.
                    #expect(!expected.playing, "\(context)")
                    #expect(rig.sprite.x == expected.value, "\(context): \(rig.sprite.x) vs \(expected.value)")
                    #expect(rig.callbacks == expected.callbacks, "\(context)")
                    #expect(rig.animator.isIdle == !expected.live, "\(context)")
                    rig.animator.tick(at: t + 0.5)
                    rig.animator.tick(at: t + 20)
                    #expect(rig.sprite.x == expected.value, "\(context)")
                }
            }
        }
    }

    @Test("fastScrollEnd: play none none reverse jumped over lands on its end at once, and back on its start")
    func fastScrollEnd() throws {
        let rig = ToggleRig(actions: try ToggleActions("play none none reverse"))
        let stage = try Stage { ScrollScene("s", start: 100, length: 100, onEvent: rig.toggle.handle) }
        stage.setOffset(0)
        rig.now = 1
        stage.setOffset(500)                         // enter + leave in one update
        #expect(rig.sprite.x == 100 && rig.callbacks == ["started", "stopped(true)"])
        #expect(rig.animator.isIdle)
        rig.now = 2
        stage.setOffset(-50)                         // enterBack + leaveBack: reverse, at once
        #expect(rig.sprite.x == 0 && rig.callbacks == ["started", "stopped(true)", "started", "stopped(true)"])
        // Scrolled into the scene slowly, the same actions take their time.
        rig.now = 3
        stage.setOffset(150)
        rig.animator.tick(at: 3.5)
        #expect(rig.sprite.x == 50)
    }

    @Test("A trigger (length 0) is passed in one update and plays as usual")
    func triggerIsNotAJump() throws {
        let rig = ToggleRig()
        let stage = try Stage { ScrollScene("t", start: 100, length: 0, onEvent: rig.toggle.handle) }
        stage.setOffset(0)
        rig.now = 1
        stage.setOffset(200)
        #expect(rig.sprite.x == 0)
        rig.animator.tick(at: 1.5)
        #expect(rig.sprite.x == 50)
        rig.animator.tick(at: 2)
        #expect(rig.sprite.x == 100 && rig.callbacks == ["started", "stopped(true)"])
    }

    @Test("restart then pause in one frame shows the start, as GSAP does: a trigger passed, a scene entered and left between frames (issue 30, bug 2)",
          arguments: [true, false])
    func restartThenPause(trigger: Bool) throws {
        // A run played to its end (x = 100) first; then, at t = 2, restart and pause in one update.
        let rig = ToggleRig()
        var model = ToggleModel()
        rig.perform(.play, as: .enterBack, at: 0)
        model.apply(.play, at: 0)
        rig.animator.tick(at: 0)
        rig.animator.tick(at: 1.5)
        model.advance(to: 1.5)
        #expect(rig.sprite.x == 100)
        rig.toggle.actions = try ToggleActions("restart pause none none")
        let stage = try Stage { ScrollScene("s", start: 100, length: trigger ? 0 : 100, onEvent: rig.toggle.handle) }
        stage.setOffset(0)
        rig.now = 2
        if trigger {
            stage.setOffset(300)                   // passes the trigger: enter (restart), leave (pause)
        } else {
            stage.setOffset(150)                   // enter: restart
            stage.setOffset(250)                   // leave, in the same frame: pause
        }
        model.apply(.restart, at: 2)
        model.apply(.pause, at: 2)
        #expect(model.value == 0)
        #expect(rig.sprite.x == model.value)
        #expect(rig.callbacks == model.callbacks)
        rig.animator.tick(at: 2.5)
        #expect(rig.sprite.x == 0)
    }

    // MARK: Reduced motion

    @Test("Reduced motion: a decorative toggled animation is instant at each event; a fade plays")
    func reducedMotion() throws {
        let decorative = ToggleRig(actions: try ToggleActions("play none none reverse"), policy: .reduced)
        let fade = ToggleRig(actions: try ToggleActions("play none none reverse"), motion: .fade, policy: .reduced)
        for rig in [decorative, fade] {
            let stage = try Stage { ScrollScene("s", start: 100, length: 100, onEvent: rig.toggle.handle) }
            stage.setOffset(0)
            rig.now = 1
            stage.setOffset(150)
            rig.animator.tick(at: 1.25)
            #expect(rig.sprite.x == (rig === decorative ? 100 : 25))
            rig.now = 1.25
            stage.setOffset(50)
            #expect(rig.sprite.x == (rig === decorative ? 0 : 25))
            rig.animator.tick(at: 1.5)
            #expect(rig.sprite.x == 0)
        }
        #expect(decorative.callbacks == ["started", "stopped(true)", "started", "stopped(true)"])
        #expect(fade.callbacks == ["started", "stopped(true)"])
    }

    @Test("The doc example of ToggledAnimation prints what it says")
    func docExample() throws {
        final class Badge { var scale = 0.0 }
        let badge = Badge(), animator = Animator()
        var now = 0.0, printed: [Double] = []
        animator.timeSource = { now }
        let pop = animator.connect(.tween(from: 0.0, to: 1, duration: 0.5, easing: .linear), to: badge, \.scale,
                                   forKey: "pop", actions: ToggleActions(leaveBack: .reverse))
        let stage = try Stage { ScrollScene("badge", start: 400, length: 300, onEvent: pop.handle) }
        stage.setOffset(0)
        now = 1; stage.setOffset(500)
        animator.tick(at: 1.25)
        now = 1.25; stage.setOffset(300)
        animator.tick(at: 1.5)
        printed.append(badge.scale)
        now = 2; stage.setOffset(1000)
        printed.append(badge.scale)
        #expect(printed == [0, 1])
    }

    // MARK: Frame-rate independence

    /// A scripted scroll through three toggled scenes (updates at fixed times), ticked at `hz`;
    /// values by time.
    static func scripted(hz: Int) throws -> [Double: [Double]] {
        let animator = Animator(), sprites = [Sprite(), Sprite(), Sprite()]
        var now = 0.0
        animator.timeSource = { now }
        let spring = PropertyAnimation.spring(DampedSpring(bounciness: 10, speed: 12), from: 0.0, to: 100)
        let toggles = [
            animator.connect(.tween(from: 0.0, to: 100, duration: 0.7, easing: .easeInOutCubic), to: sprites[0], \.x,
                             actions: try ToggleActions("play reverse play reverse")),
            animator.connect(spring, to: sprites[1], \.x, actions: try ToggleActions("restart pause resume reset")),
            animator.connect(.decay(.normal, from: 0.0, velocity: 800), to: sprites[2], \.x,
                             actions: try ToggleActions("play complete reverse reset")),
        ]
        let stage = try Stage {
            for (index, toggle) in toggles.enumerated() {
                ScrollScene("s\(index)", start: Double(index) * 300, length: 200, onEvent: toggle.handle)
            }
        }
        let script: [(Double, Double)] = [(0, -10), (0.13, 50), (0.41, 260), (0.77, 380), (1.02, 900), (1.5, 420),
                                          (1.91, 120), (2.3, -100), (2.71, 650)]
        var values: [Double: [Double]] = [:]
        var next = 0
        for frame in 0...(4 * hz) {
            let t = Double(frame) / Double(hz)
            while next < script.count && script[next].0 <= t {
                now = script[next].0
                stage.setOffset(script[next].1)
                next += 1
            }
            animator.tick(at: t)
            if frame % (hz / 30) == 0 { values[Double(frame / (hz / 30)) / 30] = sprites.map(\.x) }
        }
        return values
    }

    @Test("Scroll updates at given times give the same values at 30, 60 and 120 Hz")
    func frameRateIndependence() throws {
        let at30 = try Self.scripted(hz: 30), at60 = try Self.scripted(hz: 60), at120 = try Self.scripted(hz: 120)
        #expect(at30.count == 121)
        for (t, values) in at30 {
            #expect(at60[t] == values, "t \(t)")
            #expect(at120[t] == values, "t \(t)")
        }
        #expect(Set(at30.values.flatMap { $0 }).count > 20)   // they moved
    }
}
