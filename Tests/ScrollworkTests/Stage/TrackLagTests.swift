import Foundation
import Testing
@testable import Scrollwork

/// A lagged track (``Track/lagged(_:)``) against the closed forms of its kernel `2·(T − s)/T²`:
/// step and ramp responses at 30, 60, 120 and 144 Hz, exact settling at `T`, no overshoot, the
/// stage's idleness, reduced motion, readings and restores.
@Suite("Track lag")
struct TrackLagTests {
    static let rates = [30.0, 60.0, 120.0, 144.0]

    /// A stage with one stage track, keyed on the offset, whose value is its (lagged) offset,
    /// exactly (for offsets ≥ 0: powers of two scale exactly).
    static func stage(lag: Double) -> (Stage, TrackBuffer) {
        let stage = Stage(), buffer = TrackBuffer(count: 1)
        var identity = Timeline(initial: 0.0)
        try! identity.insert(Scale(start: 0, length: 0x1p52, to: 0x1p52))
        stage.add(Track(identity, into: buffer, at: 0, domain: .offset, motion: .essential).lagged(lag))
        return (stage, buffer)
    }

    /// The frame times of `seconds` at `rate` Hz, from 0: frame index × interval.
    static func frames(_ rate: Double, through seconds: Double) -> [Double] {
        (0...Int((seconds * rate).rounded())).map { Double($0) / rate }
    }

    /// The response to a unit step at 0 at time `t`: `1 − (1 − t/T)²`, 1 from `T` on.
    static func step(_ t: Double, lag: Double) -> Double {
        t <= 0 ? 0 : t >= lag ? 1 : 1 - (1 - t / lag) * (1 - t / lag)
    }

    /// The response to a unit ramp from 0 at time `t`: `t²/T − t³/(3T²)`, then `t − T/3`.
    static func ramp(_ t: Double, lag: Double) -> Double {
        t <= 0 ? 0 : t >= lag ? t - lag / 3 : t * t / lag - t * t * t / (3 * lag * lag)
    }

    @Test("A jump is followed as 1 − (1 − t/T)² at 30, 60, 120 and 144 Hz, and is exact from T on", arguments: rates)
    func stepResponse(rate: Double) {
        let lag = 0.4, from = 1000.0, to = 1600.0
        let (stage, buffer) = Self.stage(lag: lag)
        stage.setOffset(from, at: 0)
        stage.setOffset(to, at: 0)            // a step: two offsets at one time
        #expect(buffer.values[0] == from)
        for t in Self.frames(rate, through: 1).dropFirst() {
            stage.setOffset(to, at: t)        // the scroll view keeps reporting where it is
            let expected = from + (to - from) * Self.step(t, lag: lag)
            expectClose(buffer.values[0], expected, tolerance: 1e-9 * (to - from), "\(rate) Hz, t = \(t)")
            expectClose(stage.laggedOffset(lag: lag)!, buffer.values[0], tolerance: 0)
            if t >= lag {
                #expect(buffer.values[0] == to, "settled exactly at \(rate) Hz, t = \(t)")
                #expect(stage.isIdle)
            } else {
                #expect(!stage.isIdle, "moving at \(rate) Hz, t = \(t)")
            }
        }
    }

    @Test("A jump followed by ticks alone (no new offset) gives the same values", arguments: rates)
    func stepResponseByTicks(rate: Double) {
        let lag = 0.25
        let (stage, buffer) = Self.stage(lag: lag)
        stage.setOffset(50, at: 2)
        stage.setOffset(250, at: 2)
        for t in Self.frames(rate, through: 0.5).dropFirst() {
            stage.tick(at: 2 + t)
            expectClose(buffer.values[0], 50 + 200 * Self.step(t, lag: lag), tolerance: 1e-9 * 200, "\(rate) Hz, t = \(t)")
        }
        #expect(buffer.values[0] == 250)
        #expect(stage.isIdle)
    }

    @Test("A steady scroll is followed as t²/T − t³/(3T²), then T/3 behind; after it stops, as the difference of two ramps, exact at stop + T", arguments: rates)
    func rampResponse(rate: Double) {
        let lag = 0.5, speed = -1234.5, start = 20_000.0, stop = 1.0
        let (stage, buffer) = Self.stage(lag: lag)
        for t in Self.frames(rate, through: 2) {
            stage.setOffset(start + speed * min(t, stop), at: t)
            let expected = start + speed * (Self.ramp(t, lag: lag) - Self.ramp(t - stop, lag: lag))
            expectClose(buffer.values[0], expected, tolerance: 1e-9 * abs(speed), "\(rate) Hz, t = \(t)")
            if t >= stop + lag { #expect(buffer.values[0] == start + speed * stop) }
        }
    }

    @Test("The four frame rates agree at the times they share (every 1/6 s) for a path linear between shared times")
    func frameRatesAgree() {
        // Offsets linear between multiples of 1/6 s: each rate samples the same piecewise-linear path.
        let knots: [(Double, Double)] = [(0, 0), (1.0 / 6, 300), (2.0 / 6, 300), (3.0 / 6, -200), (5.0 / 6, 900), (1, 900)]
        func path(_ t: Double) -> Double {
            for k in 1..<knots.count where t <= knots[k].0 {
                let (t0, x0) = knots[k - 1], (t1, x1) = knots[k]
                return x0 + (x1 - x0) * (t - t0) / (t1 - t0)
            }
            return knots.last!.1
        }
        var shared: [Int: [Double]] = [:]
        for rate in Self.rates {
            let (stage, buffer) = Self.stage(lag: 0.3)
            for t in Self.frames(rate, through: 2) {
                stage.setOffset(path(t), at: t)
                let sixths = t * 6
                if abs(sixths - sixths.rounded()) < 1e-9 { shared[Int(sixths.rounded()), default: []].append(buffer.values[0]) }
            }
        }
        for (k, values) in shared {
            #expect(values.count == 4)
            for value in values { expectClose(value, values[0], tolerance: 1e-9, "t = \(k)/6") }
        }
        #expect(shared[12]!.allSatisfy { $0 == 900 })
    }

    @Test("Never overshoots: the lagged offset stays within the offsets of the last T seconds (seeded random scrolls)", arguments: 0..<8)
    func neverOvershoots(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let lag = 0.1 + Double(random.next() % 100) / 100
        let (stage, buffer) = Self.stage(lag: lag)
        var history: [(Double, Double)] = []
        var x = 50_000.0
        for frame in 0..<400 {
            let t = Double(frame) / 60
            x += Double(Int(random.next() % 2001) - 1000) / 10
            stage.setOffset(x, at: t)
            history.append((t, x))
            let recent = history.filter { $0.0 >= t - lag - 1.0 / 60 }.map(\.1)
            let value = buffer.values[0]
            #expect(value >= recent.min()! - 1e-9 && value <= recent.max()! + 1e-9, "seed \(seed), t = \(t): \(value)")
        }
    }

    @Test("Under reduced motion the lag is off; a reading is without lag and says so; a restore is caught up")
    func reducedMotionReadingsRestore() throws {
        let (stage, buffer) = Self.stage(lag: 1)
        stage.setOffset(0, at: 0)
        stage.setOffset(400, at: 0.1)
        #expect(buffer.values[0] < 400)
        let reading = stage.reading(at: 400)
        #expect(!reading.includesLag)
        #expect(reading.stageValues[0]?[0] == 400)
        let snapshot = stage.snapshot
        stage.motionPolicy = .reduced
        #expect(buffer.values[0] == 400)
        #expect(stage.laggedOffset(lag: 1) == 400)
        var asked = 0
        stage.onNeedsFrames = { asked += 1 }
        stage.motionPolicy = .full
        #expect(buffer.values[0] < 400)
        #expect(!stage.isIdle)
        #expect(asked == 1, "a lag in motion again asks for frames")
        stage.setOffset(900, at: 0.2)
        try stage.restore(snapshot)
        #expect(buffer.values[0] == 400)
        #expect(stage.isIdle)
    }

    @Test("A scene's lagged track reads its progress at the lagged offset; an unlagged one at the stage's")
    func sceneTrack() throws {
        let direct = TrackBuffer(count: 1), lagged = TrackBuffer(count: 1)
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0, length: 1, to: 1))
        var scene = ScrollScene("card", start: 100, length: 200)
        scene.add(Track(fade, into: direct, at: 0))
        scene.add(Track(fade, into: lagged, at: 0).lagged(0.5))
        let stage = Stage()
        _ = try stage.add(scene)
        stage.setOffset(0, at: 0)
        stage.setOffset(300, at: 0)
        stage.tick(at: 0.25)
        // Lagged offset 300 · 0.75 = 225: progress 125 / 200.
        #expect(direct.values[0] == 1)
        expectClose(lagged.values[0], 0.625, tolerance: 1e-12)
        stage.tick(at: 0.5)
        #expect(lagged.values[0] == 1)
    }

    @Test("A scene's lagged track is written by offsets alone, with no tick: its progress at the lagged offset after every move")
    func sceneTrackByOffsets() throws {
        let lagged = TrackBuffer(count: 1)
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0, length: 1, to: 1))
        var scene = ScrollScene("card", start: 100, length: 200)
        scene.add(Track(fade, into: lagged, at: 0).lagged(0.5))
        let stage = Stage()
        _ = try stage.add(scene)
        stage.setOffset(0, at: 0)
        stage.setOffset(300, at: 0)
        for step in 1...4 {
            stage.setOffset(300, at: Double(step) * 0.125)     // the scroll view keeps reporting where it is
            let progress = min(max((stage.laggedOffset(lag: 0.5)! - 100) / 200, 0), 1)
            expectClose(lagged.values[0], progress, tolerance: 1e-12)
        }
        // Lagged offset at 0.25 s: 300 · 0.75 = 225, progress 0.625; from 0.5 s on, 300 and 1.
        #expect(lagged.values[0] == 1)
    }

    @Test("A lag that is 0, negative, NaN or infinite is none; a stage without time reads its offset")
    func badLags() {
        var identity = Timeline(initial: 0.0)
        try! identity.insert(Scale(start: 0, length: 10, to: 10))
        let track = Track(identity, domain: .offset) { _ in }
        for bad in [0, -1, Double.nan, .infinity, -.infinity] { #expect(track.lagged(bad).lag == 0) }
        #expect(track.lagged(0.3).lag == 0.3)
        let (stage, buffer) = Self.stage(lag: 0.5)
        stage.setOffset(10)
        stage.setOffset(70)
        #expect(buffer.values[0] == 70)
        #expect(stage.laggedOffset(lag: .nan) == 70)
    }
}
