import Foundation
import Testing
@testable import Scrollwork

/// A stage's scroll velocity against analytic offset curves: exact for constant velocity at any
/// frame rate, within the stated bound for smooth motion, exactly 0 after a stop with no further
/// offsets, and the same at 30, 60 and 120 Hz; velocity tracks, clamped and smoothed.
@Suite("Stage velocity")
struct StageVelocityTests {
    static let window = 0.1, hold = 0.05

    /// The times of `seconds` of frames at `rate` Hz, from 0: frame index × interval.
    static func frames(_ rate: Double, through seconds: Double) -> [Double] {
        (0...Int((seconds * rate).rounded())).map { Double($0) / rate }
    }

    /// Whether `t` is a multiple of 1/30 s (a time that frames at 30, 60 and 120 Hz share).
    static func sharedFrame(_ t: Double) -> Bool { abs(t * 30 - (t * 30).rounded()) < 1e-9 }

    // MARK: - The estimate

    @Test("Constant velocity is exact at 30, 60 and 120 Hz, at the offsets' times and at ticks between them", arguments: [30.0, 60.0, 120.0])
    func constantVelocity(rate: Double) {
        for v in [1234.5, -987.25] {
            let stage = Stage()
            for t in Self.frames(rate, through: 1) {
                stage.setOffset(5000 + v * t, at: t)
                // Before a window has passed, the path holds its first offset behind the window.
                let expected = t >= Self.window ? v : v * t / Self.window
                expectClose(stage.velocity, expected, tolerance: 1e-9 * abs(v), "\(rate) Hz, t = \(t)")
                // A frame ticked between two offsets is not a stop: it sees the newest offset's velocity.
                stage.tick(at: t + 0.4 / rate)
                expectClose(stage.velocity, expected, tolerance: 1e-9 * abs(v), "\(rate) Hz, tick after t = \(t)")
            }
            #expect(!stage.isIdle)
        }
    }

    @Test("Smooth motion is within A·h²/(8·window) of the path's mean velocity, and two frame rates agree within the sum of their bounds")
    func smoothMotion() {
        // x(t) = 2000 + 1500 sin(πt): |x''| ≤ A = 1500 π².
        func x(_ t: Double) -> Double { 2000 + 1500 * sin(Double.pi * t) }
        let a = 1500 * Double.pi * Double.pi
        var measured: [Double: [Double: Double]] = [:]   // rate → time → velocity
        for rate in [30.0, 60.0, 120.0] {
            let stage = Stage()
            let h = 1 / rate, bound = a * h * h / (8 * Self.window)
            for t in Self.frames(rate, through: 2) {
                stage.setOffset(x(t), at: t)
                guard t >= Self.window else { continue }
                let mean = (x(t) - x(t - Self.window)) / Self.window
                expectClose(stage.velocity, mean, tolerance: bound + 1e-9, "\(rate) Hz, t = \(t)")
                // The mean lags the instantaneous velocity by at most A · window / 2.
                #expect(abs(stage.velocity - 1500 * Double.pi * cos(Double.pi * t)) <= bound + a * Self.window / 2)
                if Self.sharedFrame(t) { measured[rate, default: [:]][(t * 30).rounded() / 30] = stage.velocity }
            }
        }
        for (t, v30) in measured[30]! {
            let bound30 = a / (30 * 30 * 8 * Self.window)
            for rate in [60.0, 120.0] {
                let v = measured[rate]![t]!
                expectClose(v, v30, tolerance: bound30 + a / (rate * rate * 8 * Self.window) + 1e-9, "30 vs \(rate) Hz at \(t)")
            }
        }
    }

    @Test("A stop with no further offsets: the velocity holds for 0.05 s, falls linearly over 0.1 s, and is exactly 0 from then on", arguments: [30.0, 60.0, 120.0])
    func stopWithoutOffsets(rate: Double) {
        let v = 2400.0, stop = 0.5
        let stage = Stage()
        for t in Self.frames(rate, through: 2) {
            if t <= stop + 1e-12 {
                stage.setOffset(300 + v * t, at: t)
            } else {
                stage.tick(at: t)
            }
            let held = t - stop - Self.hold
            let expected = t < Self.window ? v * t / Self.window : held <= 0 ? v : max(0, v * (1 - held / Self.window))
            if held >= Self.window + 1e-9 {
                #expect(stage.velocity == 0, "\(rate) Hz, t = \(t): \(stage.velocity)")
                #expect(stage.isIdle)
            } else {
                expectClose(stage.velocity, expected, tolerance: 1e-9 * v, "\(rate) Hz, t = \(t)")
                if held < Self.window - 1e-9 { #expect(!stage.isIdle) }
            }
        }
    }

    @Test("A run of equal offsets is a stop: exactly 0 one window after it begins (0.05 s later if the offsets stop coming)")
    func repeatedOffsets() {
        let stage = Stage()
        for t in Self.frames(60, through: 1) {
            stage.setOffset(t < 0.5 ? 1000 * t : 500, at: t)
        }
        // The run of 500s began at 0.5: 0 from 0.6 on, with no grace (the path was seen to hold).
        #expect(stage.velocity == 0 && stage.isIdle)
        let probe = Stage()
        for t in Self.frames(60, through: 0.55) { probe.setOffset(t < 0.5 ? 1000 * t : 500, at: t) }
        expectClose(probe.velocity, 1000 * (1 - 0.05 / Self.window), tolerance: 1e-6)   // 0.05 s into the fall
        probe.tick(at: 0.6 + 1e-9)                   // no more offsets: the measure runs 0.05 s late
        expectClose(probe.velocity, 1000 * (1 - 0.05 / Self.window), tolerance: 1e-4)
        probe.tick(at: 0.65 + 1e-9)
        #expect(probe.velocity == 0)
    }

    @Test("A jump — two offsets at one time — reads as its displacement over the window, held 0.05 s, then 0 exactly")
    func jump() {
        let stage = Stage()
        stage.setOffset(0, at: 0)
        stage.setOffset(0, at: 1)
        stage.setOffset(500, at: 1)
        expectClose(stage.velocity, 500 / Self.window, tolerance: 1e-9)
        stage.tick(at: 1.14)                  // nothing extrapolated: never more than the jump
        expectClose(stage.velocity, 500 / Self.window, tolerance: 1e-9)
        stage.tick(at: 1.15 + 1e-9)
        #expect(stage.velocity == 0 && stage.isIdle)
        // An instant keeps its first and its newest offset: the path runs straight from 500 at 1
        // to 900 at 2, and steps to 700 there.
        stage.setOffset(900, at: 2)
        stage.setOffset(100, at: 2)
        stage.setOffset(700, at: 2)
        expectClose(stage.velocity, (700 - 860) / Self.window, tolerance: 1e-9)
    }

    // MARK: - Time

    @Test("Offsets without a time take the time source's reading, else the stage's time; a stage that never had a time measures nothing")
    func offsetTimes() {
        let untimed = Stage()
        untimed.setOffset(0)
        untimed.setOffset(100)
        #expect(untimed.velocity == 0 && untimed.isIdle)

        let sourced = Stage()
        var now = 0.0
        sourced.timeSource = { now }
        for frame in 0...12 {
            now = Double(frame) / 60
            sourced.setOffset(600 * now)
        }
        expectClose(sourced.velocity, 600, tolerance: 1e-9)
        sourced.timeSource = { .nan }                       // a NaN reading counts as no source
        sourced.setOffset(600 * now + 10)                    // at the stage's time: a step
        expectClose(sourced.velocity, 600 + 10 / Self.window, tolerance: 1e-9)

        let ticked = Stage()
        ticked.tick(at: 0)                                   // ticks give the stage a time
        for frame in 1...12 {
            ticked.setOffset(600 * Double(frame - 1) / 60)   // stamped at the last tick
            ticked.tick(at: Double(frame) / 60)
        }
        expectClose(ticked.velocity, 600, tolerance: 1e-9)
    }

    @Test("Times never go back: an earlier offset time counts as the newest, earlier and non-finite ticks are ignored")
    func monotoneTime() {
        let stage = Stage()
        stage.setOffset(0, at: 1)
        stage.setOffset(50, at: 0.5)          // at 1: a step of 50
        expectClose(stage.velocity, 50 / Self.window, tolerance: 1e-9)
        stage.tick(at: 2)
        #expect(stage.velocity == 0 && stage.lastTickTime == 2)
        stage.tick(at: 1.5)
        stage.tick(at: .nan)
        stage.tick(at: .infinity)
        #expect(stage.lastTickTime == 2)
        // Counts as none: at the stage's time, 2 — the path runs straight from the offset at 1.
        stage.setOffset(60, at: .nan)
        expectClose(stage.velocity, 10, tolerance: 1e-9)
        #expect(!stage.setOffset(.nan, at: 3) && stage.refusedOffsetCount == 1)
    }

    @Test("Restoring a snapshot leaves the stage at rest")
    func restore() throws {
        let stage = Stage()
        stage.setOffset(0, at: 0)
        stage.setOffset(100, at: 0.05)
        let snapshot = stage.snapshot
        #expect(stage.velocity != 0)
        try stage.restore(snapshot)
        #expect(stage.velocity == 0 && stage.isIdle)
        stage.setOffset(110, at: 0.1)          // the first offset after: nothing to measure from yet
        #expect(stage.velocity == 0)
        stage.setOffset(120, at: 0.2)
        expectClose(stage.velocity, 100, tolerance: 1e-9)
    }

    @Test("A restore starts the stage's clock again: the same times after it give what a new stage gives")
    func restoreStartsTheClockAgain() throws {
        let stage = Stage(), fresh = Stage()
        stage.setOffset(0, at: 0)
        stage.tick(at: 10)
        try stage.restore(stage.snapshot)
        #expect(stage.lastTickTime == nil)
        for target in [stage, fresh] {
            target.setOffset(0, at: 0)
            target.setOffset(100, at: 0.1)
        }
        #expect(stage.velocity == fresh.velocity && stage.velocity != 0)
        for target in [stage, fresh] { target.tick(at: 0.2) }
        #expect(stage.lastTickTime == 0.2 && stage.velocity == fresh.velocity)
    }

    @Test("Offsets far apart measure at most ±10¹⁵ points a second; a smoothing of them stays finite and settles")
    func hugeDisplacements() {
        for smoothing in [nil, ScrubSmoothing.exponential(timeConstant: 0.1), .spring(DampedSpring(response: 0.3, dampingRatio: 1))] {
            let stage = Stage()
            stage.velocitySmoothing = smoothing
            stage.setOffset(0, at: 0)
            stage.setOffset(2e307, at: 0.01)
            #expect(stage.velocity.isFinite && stage.velocity > 0, "\(String(describing: smoothing))")
            stage.setOffset(-.greatestFiniteMagnitude, at: 0.02)
            #expect(stage.velocity.isFinite, "\(String(describing: smoothing))")
            stage.tick(at: 1)
            // Times a few ulps apart: a ramp too steep to integrate is a step.
            stage.setOffset(.greatestFiniteMagnitude, at: 1 + 2.2e-16)
            stage.tick(at: 2)
            stage.setOffset(0, at: 100)
            stage.setOffset(100, at: 100.1)
            stage.tick(at: 200)
            #expect(stage.velocity == 0 && stage.isIdle, "\(String(describing: smoothing))")
        }
        let source = ScrollSource()
        source.send(0, at: 0)
        source.send(.greatestFiniteMagnitude, at: 0.01)
        #expect(source.velocity(at: 0.01) == 1e15)
    }

    @Test("Setting a smoothing on a stage at rest starts it from 0; on a moving stage it asks for frames")
    func smoothingStartsAtTheStagesTime() throws {
        let stage = Stage(), ramp = try Timeline(initial: 0.0) { Segment(to: 10_000, over: 10_000) }
        var skew = -1.0, needs = 0
        stage.add(Track(ramp, domain: .velocity) { skew = $0 })
        stage.onNeedsFrames = { needs += 1 }
        stage.setOffset(0, at: 0)
        stage.setOffset(300, at: 0.1)
        stage.tick(at: 0.3)
        #expect(stage.velocity == 0 && stage.isIdle && skew == 0)
        let asked = needs
        stage.velocitySmoothing = .spring(DampedSpring(response: 1, dampingRatio: 1))
        #expect(stage.velocity == 0 && skew == 0)
        // At rest it is idle at once: no frames asked for (issue 30, bug 7).
        #expect(stage.isIdle && needs == asked)
        stage.tick(at: 0.4)
        #expect(stage.isIdle && needs == asked)
        // Moving: the smoothing starts at the measured velocity, and the stage asks for frames.
        stage.velocitySmoothing = nil
        stage.setOffset(400, at: 0.45)
        let moving = needs, raw = stage.velocity
        #expect(raw > 0)
        stage.velocitySmoothing = .exponential(timeConstant: 0.1)
        #expect(stage.velocity == raw)
        #expect(!stage.isIdle && needs > moving)
    }

    // MARK: - Smoothing

    /// The velocity of the stage's path for offsets `x(t)` given from `first` to `last` and then
    /// no more: the path holds after `last`, and the velocity there is its measure at
    /// `max(last, t − hold)`.
    static func velocity(at t: Double, x: (Double) -> Double, first: Double, last: Double) -> Double {
        func path(_ s: Double) -> Double { x(min(max(s, first), last)) }
        func measure(_ s: Double) -> Double { (path(s) - path(s - window)) / window }
        return measure(t <= last ? t : max(last, t - hold))
    }

    /// Integrates `y'' = −ω²(y − u) − 2ζω·y'` (or, with `tau`, `y' = (u − y)/τ`) with RK4 in steps
    /// of `step`, for the input `u`.
    static func integrate(
        _ u: (Double) -> Double, from start: Double, to end: Double, omega: Double = 0, ratio: Double = 0, tau: Double? = nil,
        step: Double = 1e-5
    ) -> [Double: Double] {
        var y = 0.0, v = 0.0, t = start
        var samples: [Double: Double] = [:]
        func f(_ t: Double, _ y: Double, _ v: Double) -> (Double, Double) {
            if let tau { return ((u(t) - y) / tau, 0) }
            return (v, -omega * omega * (y - u(t)) - 2 * ratio * omega * v)
        }
        let count = Int(((end - start) / step).rounded())
        for k in 0..<count {
            if k % 100 == 0 { samples[(t * 1000).rounded() / 1000] = y }
            let (a1, b1) = f(t, y, v)
            let (a2, b2) = f(t + step / 2, y + step / 2 * a1, v + step / 2 * b1)
            let (a3, b3) = f(t + step / 2, y + step / 2 * a2, v + step / 2 * b2)
            let (a4, b4) = f(t + step, y + step * a3, v + step * b3)
            y += step / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
            v += step / 6 * (b1 + 2 * b2 + 2 * b3 + b4)
            t = start + Double(k + 1) * step
        }
        samples[(t * 1000).rounded() / 1000] = y
        return samples
    }

    @Test("Smoothing follows its differential equation driven by the measured velocity (RK4, 10 µs steps), for an exponential and a spring")
    func smoothingAgainstIntegration() {
        // 0…0.6 s at 2000 pt/s, then −500 pt/s until 1 s, then no more offsets.
        func x(_ t: Double) -> Double { t <= 0.6 ? 2000 * t : 1200 - 500 * (t - 0.6) }
        let u = { (t: Double) in Self.velocity(at: t, x: x, first: 0, last: 1) }
        let spring = DampedSpring(response: 0.2, dampingRatio: 0.7)
        for smoothing in [ScrubSmoothing.exponential(timeConstant: 0.08), .spring(spring)] {
            let reference: [Double: Double]
            if case .exponential(let tau) = smoothing.kind {
                reference = Self.integrate(u, from: 0, to: 2, tau: tau)
            } else {
                reference = Self.integrate(u, from: 0, to: 2, omega: spring.angularFrequency, ratio: spring.dampingRatio)
            }
            let stage = Stage()
            stage.velocitySmoothing = smoothing
            for k in 0...2000 where k % 10 == 0 {
                let t = Double(k) / 1000
                if t <= 1 { stage.setOffset(x(t), at: t) } else { stage.tick(at: t) }
                // Settled, it is exactly 0: the reference is then within the settle threshold.
                let settled = t > 1.15 && stage.velocity == 0
                expectClose(stage.velocity, reference[t]!, tolerance: settled ? 0.01 : 1e-6, "\(smoothing) at \(t)")
            }
        }
    }

    @Test("Smoothed velocity settles to exactly 0, at a time that does not depend on the frame rate", arguments: [30.0, 60.0, 120.0])
    func smoothedSettle(rate: Double) {
        let stage = Stage()
        stage.velocitySmoothing = .spring(DampedSpring(response: 0.3, dampingRatio: 0.5))
        var settledAt: Double?
        for t in Self.frames(rate, through: 4) {
            if t <= 0.5 { stage.setOffset(3000 * t, at: t) } else { stage.tick(at: t) }
            if stage.velocity == 0 && t > 0.5 {
                if settledAt == nil { settledAt = t }
            } else {
                #expect(settledAt == nil, "left 0 at \(t)")
            }
            #expect(stage.isIdle == (settledAt != nil) || t <= 0.5)
        }
        let settled = settledAt
        #expect(settled != nil)
        // The settle time is computed from the state at rest: frames see it within one frame.
        let reference = Stage()
        reference.velocitySmoothing = .spring(DampedSpring(response: 0.3, dampingRatio: 0.5))
        for t in Self.frames(120, through: 0.5) { reference.setOffset(3000 * t, at: t) }
        var exact = 0.5
        while true {
            exact += 1e-4
            reference.tick(at: exact)
            if reference.velocity == 0 { break }
        }
        #expect(settled.map { $0 >= exact - 1e-4 && $0 < exact + 1 / rate } == true, "\(String(describing: settled)) vs \(exact)")
    }

    // MARK: - Velocity tracks

    /// A page whose own track skews by the velocity, clamped to ±10° and smoothed by a spring,
    /// scrolled by a motion whose velocity changes only at multiples of 1/30 s, at `rate` Hz.
    static func skews(rate: Double, smoothing: ScrubSmoothing?) throws -> [Double: Double] {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 20000)))
        var skew = Double.nan
        let timeline = try Timeline(initial: 10.0) { Segment(to: -10, over: 6000, at: -3000) }
        stage.add(Track(timeline, domain: .velocity, motion: .decorative) { skew = $0 })
        stage.velocitySmoothing = smoothing
        // 3000 pt/s for 0.5 s, −1500 for 0.5 s, 6000 (past the clamp) for 0.4 s, then a stop.
        func x(_ t: Double) -> Double {
            if t <= 0.5 { return 3000 * t }
            if t <= 1 { return 1500 - 1500 * (t - 0.5) }
            return 750 + 6000 * (min(t, 1.4) - 1)
        }
        var written: [Double: Double] = [:]
        for t in frames(rate, through: 3) {
            if t <= 1.4 + 1e-12 { stage.setOffset(x(t), at: t) } else { stage.tick(at: t) }
            if sharedFrame(t) { written[(t * 30).rounded() / 30] = skew }
        }
        #expect(stage.isIdle && stage.velocity == 0)
        return written
    }

    @Test("A velocity track, clamped by its timeline and smoothed by a spring, writes the same values at 30, 60 and 120 Hz, and rests at exactly f(0)")
    func velocityTrack() throws {
        for smoothing in [nil, ScrubSmoothing.spring(DampedSpring(response: 0.25, dampingRatio: 0.8)), .exponential(timeConstant: 0.1)] {
            let at30 = try Self.skews(rate: 30, smoothing: smoothing)
            for rate in [60.0, 120.0] {
                let other = try Self.skews(rate: rate, smoothing: smoothing)
                for (t, value) in at30 { expectClose(other[t]!, value, tolerance: 1e-9, "\(String(describing: smoothing)) \(rate) Hz at \(t)") }
            }
            #expect(at30.values.allSatisfy { (-10...10).contains($0) })
            #expect(at30.values.contains(-10))              // 6000 pt/s is past the clamp
            #expect(at30[3] == 0)                           // at rest: f(0), exactly
        }
    }

    @Test("A scene's velocity track reads the stage's velocity while the scene is placed and enabled; disabled, it keeps its value")
    func sceneVelocityTrack() throws {
        let stage = Stage()
        var written: [Double] = []
        let identity = try Timeline(initial: -1e6) { Segment(to: 1e6, over: 2e6, at: -1e6) }
        try stage.add(ScrollScene("card", start: 1000, length: 100) {
            Track(identity, domain: .velocity) { written.append($0) }
        })
        stage.setOffset(0, at: 0)
        stage.setOffset(60, at: 0.1)
        expectClose(written.last!, 600, tolerance: 1e-6)          // far from the scene: still written
        try stage.updateScene(named: "card") { $0.isEnabled = false }
        let count = written.count
        stage.tick(at: 1)
        #expect(written.count == count)
        try stage.updateScene(named: "card") { $0.isEnabled = true }
        #expect(written.last == 0)
        #expect(TrackDomain.velocity.description == "velocity")
    }

    @Test("A tick writes only the velocity tracks; under reduced motion a decorative one is discrete, an essential one exact")
    func ticksWriteVelocityTracksOnly() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 5000)))
        var offsetWrites = 0, decorative: [Double] = [], essential: [Double] = []
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1000, at: -500) }
        stage.add(Track(ramp, domain: .offset) { _ in offsetWrites += 1 })
        stage.add(Track(ramp, domain: .velocity, motion: .decorative) { decorative.append($0) })
        try stage.add(ScrollScene("card", start: 0, length: 4000) {
            Track(ramp, domain: .velocity, motion: .essential) { essential.append($0) }
        })
        stage.motionPolicy = .reduced
        stage.setOffset(0, at: 0)
        stage.setOffset(40, at: 0.1)                  // 400 pt/s
        let writes = offsetWrites
        stage.tick(at: 0.16)                          // falling: 400 · (1 − 0.01/0.1) = 360 pt/s
        #expect(offsetWrites == writes)
        #expect(decorative.last == 1)                 // past the scale's middle (0): its end value
        expectClose(essential.last!, (360 + 500) / 1000, tolerance: 1e-9)
        stage.tick(at: 0.3)
        #expect(decorative.last == 0.0 || decorative.last == 1, "\(decorative)")
        expectClose(essential.last!, 0.5, tolerance: 1e-12)
    }

    @Test("SceneFrame's fields follow the domains, as the frame loop's one-load position relies on")
    func frameLayout() {
        #expect(SceneFrame.fieldsFollowDomains)
        let frame = SceneFrame(progress: 0.25, sceneOffset: 12, offset: 1012, velocity: -80, unclampedProgress: 1.75)
        let frames = [frame]
        frames.withUnsafeBufferPointer { buffer in
            for domain in [TrackDomain.progress, .sceneOffset, .offset, .velocity, .unclampedProgress] {
                let source = TrackStorage<ClosureDestination<Double>>.PositionSource(frame: 0, domain: domain.kind)
                #expect(source.position(in: buffer) == frame.position(domain.kind))
            }
        }
    }

    // MARK: - Frame drivers

    @Test("A frame driver ticks a stage until its velocity is at rest, and a paused display-link loop resumes when it moves")
    func frameDrivers() async {
        let stage = Stage()
        for t in Self.frames(60, through: 0.5) { stage.setOffset(1000 * t, at: t) }
        #expect(!stage.isIdle)
        await stage.run(every: .milliseconds(10), clock: ImmediateClock(), untilIdle: true)
        #expect(stage.velocity == 0 && stage.isIdle)
        let last = stage.lastTickTime ?? .nan
        #expect(last >= 0.65 && last < 0.66 + 1e-9, "\(last)")
        #expect(stage.timeSource == nil)                    // the driver's source is removed after the run

        let loop = FrameLoop(stage)
        #expect(!loop.isRunning)
        stage.setOffset(600, at: 1)
        stage.setOffset(700, at: 1.1)                       // it moves: frames are asked for
        #expect(loop.isRunning)
        var time = 1.1
        while loop.isRunning {
            time += 1.0 / 60
            loop.frame(timestamp: time, targetTimestamp: nil, duration: 0)
        }
        #expect(stage.velocity == 0 && time < 1.3)
    }

    @Test("A scrubbed stage's velocity is its displayed offset's; it is idle once that velocity is exactly 0 if the stage shows it")
    func scrubbedStage() throws {
        // Without anything showing the velocity, a scrubbed stage is idle as it always was: when
        // the displayed offset has caught up.
        let plain = ScrubbedStage(Stage(), smoothing: .exponential(timeConstant: 0.1))
        plain.retarget(to: 1000, at: 0)
        var plainTime = 0.0
        while !plain.isIdle {
            plainTime += 1.0 / 60
            plain.tick(at: plainTime)
        }
        #expect(plain.stage.velocity != 0)

        let stage = Stage()
        var shown = 0.0
        stage.add(Track(try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }, domain: .velocity) { shown = $0 })
        let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.1))
        scrubbed.retarget(to: 1000, at: 0)
        var time = 0.0
        var previous = 0.0
        while !scrubbed.isIdle {
            time += 1.0 / 60
            scrubbed.tick(at: time)
            // It slows down (the displayed offset's last step, onto the target, is at most 0.01 pt).
            if time > 0.2 { #expect(stage.velocity <= previous + 0.01 / Self.window) }
            previous = stage.velocity
        }
        #expect(stage.velocity == 0 && shown == 0 && stage.offset == 1000 && time <= plainTime + 0.1 + 1.0 / 60)   // within a frame of one window later
        #expect(scrubbed.jump(to: 0, at: time))
        #expect(stage.velocity == -1000 / Self.window)   // a jump reads as a fast scroll
    }

    // MARK: - ScrollSource

    @Test("A scroll source measures the velocity of its timed offsets as a stage does, at any later time")
    func scrollSource() {
        let source = ScrollSource()
        #expect(source.velocity(at: 1) == 0)
        source.send(7)                                        // before any time: not measured
        for t in Self.frames(120, through: 0.5) { source.send(-800 * t, at: t) }
        expectClose(source.velocity(at: 0.5), -800, tolerance: 1e-9)
        expectClose(source.velocity(at: 0.52), -800, tolerance: 1e-9)   // within the grace
        expectClose(source.velocity(at: 0.6), -400, tolerance: 1e-9)    // halfway down
        #expect(source.velocity(at: 0.65 + 1e-9) == 0)
        #expect(source.velocity(at: .infinity) == 0)
        expectClose(source.velocity(at: 0), -800, tolerance: 1e-9)       // earlier: at the newest offset
        expectClose(source.velocity(at: .nan), -800, tolerance: 1e-9)
        source.send(CGPoint(x: 0, y: -390), at: 0.55)                    // at 0.55, 10 points on
        expectClose(source.velocity(at: 0.55), (-390 + 360) / Self.window, tolerance: 1e-6)
        source.send(-380)                                                // untimed: at the newest time
        #expect(source.offset == -380)
    }

    @Test("A scroll physics sends its offsets with its ticks' times, so its source measures the fling")
    func physicsSource() {
        let source = ScrollSource()
        let physics = ScrollPhysics(contentSize: CGSize(width: 400, height: 10000), viewportSize: CGSize(width: 400, height: 800), source: source)
        physics.tick(at: 0)
        _ = physics.endDrag(fingerVelocity: CGPoint(x: 0, y: -2000))
        var offsets: [Double] = []
        for frame in 1...30 {
            physics.tick(at: Double(frame) / 60)
            offsets.append(Double(physics.contentOffset.y))
        }
        // The mean velocity of the fling's last 0.1 s (six frames), from the offsets it showed.
        let measured = source.velocity(at: 0.5)
        expectClose(measured, (offsets[29] - offsets[23]) / Self.window, tolerance: 1e-6)
        #expect(measured > 500)                                       // 2000 pt/s, decaying for 0.5 s
    }
}
