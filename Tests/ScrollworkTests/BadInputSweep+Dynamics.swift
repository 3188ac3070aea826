import Foundation
import Testing
@testable import Scrollwork

// The bad-input sweep over the dynamics APIs added since it was written: frame loops, planar
// transforms, track buffers, and `run(every:clock:)` at the extremes of `Duration`.

extension BadInputSweepTests {
    @Test("Frame loops, planar transforms and track buffers × NaN, ±∞, ±0, ±subnormal, ±greatestFiniteMagnitude (and Int extremes)",
          arguments: 0..<3)
    func sweepDynamicsAdditions(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (checked, skipped) = Self.sweep(Self.dynamicsAdditions, seed: seed, using: &rng)
        #expect(checked > 3 * skipped, "checked \(checked), skipped \(skipped)")
        #expect(checked > 150, "checked \(checked)")
    }

    /// The frame loop, planar transform and track buffer entry points.
    static let dynamicsAdditions: [SweepProbe] = [
        SweepProbe(name: "FrameLoop.frameTime(timestamp:targetTimestamp:duration:), frame(…), then an ordinary frame",
                   doubles: [0...100, 0...100, 0...0.05, 0...100, 0...100, 0...0.05]) { d, _ in
            let animator = Animator(), loop = FrameLoop(animator)
            var written: [Double] = []
            var forever = PropertyAnimation.tween(from: 0.0, to: 1, duration: 1, easing: .linear)
            forever.repeatsForever = true
            animator.add(forever, to: AnimatableProperty(read: { 0 }, write: { written.append($0) }), at: 0)
            // Two frames of any numbers, then ordinary ones: each ticks at a finite time or is skipped.
            for (timestamp, target, duration) in [(d[0], d[1], d[2]), (d[3], d[4], d[5])] {
                let last = loop.lastFrameTime, skipped = loop.skippedFrameCount
                let expected = loop.frameTime(timestamp: timestamp, targetTimestamp: target, duration: duration)
                let time = loop.frame(timestamp: timestamp, targetTimestamp: target, duration: duration)
                if let problem = firstProblem(
                    require(time == expected, "frame ticked at \(String(describing: time)), frameTime said \(String(describing: expected))"),
                    require(time.map(\.isFinite) ?? true, "a frame at \(String(describing: time))"),
                    require(time.map { $0 >= (last ?? $0) } ?? true, "went back from \(String(describing: last)) to \(String(describing: time))"),
                    require((time == nil) == (loop.skippedFrameCount == skipped + 1), "skipped count \(loop.skippedFrameCount)"),
                    require(time == nil || animator.lastTickTime == time, "the animator ticked at \(String(describing: animator.lastTickTime))")) {
                    return problem
                }
            }
            let before = loop.lastFrameTime ?? -.infinity
            let next = Swift.max(100.5, before)
            return firstProblem(
                require(loop.frame(timestamp: 100.5, targetTimestamp: nil, duration: 0) == next, "an ordinary frame after them"),
                require(animator.lastTickTime == next, "the animator is at \(String(describing: animator.lastTickTime)), not \(next)"),
                require(!written.contains(where: \.isNaN), "wrote NaN"))
        },
        SweepProbe(name: "PlanarTransform(a:b:c:d:tx:ty:), matrix, init(scale:rotation:translation:)",
                   doubles: Array(repeating: -10...10, count: 6) + [-4...4]) { d, _ in
            let (a, b, c, dd) = (d[0], d[1], d[2], d[3])
            let transform = PlanarTransform(a: a, b: b, c: c, d: dd, tx: d[4], ty: d[5])
            let (sx, sy, rotation) = (Double(transform.scale.x), Double(transform.scale.y), transform.rotation)
            let translated = require(transform.translation == CGPoint(x: d[4], y: d[5]) || d[4].isNaN || d[5].isNaN, "translation \(transform.translation)")
            guard allFinite([a, b, c, dd]) else {
                // Documented: a non-finite entry gives non-finite channels (NaN for NaN), never a trap.
                let nan = [a, b, c, dd].contains(where: \.isNaN)
                return firstProblem(translated, nan ? require(sx.isNaN || sy.isNaN || rotation.isNaN, "NaN in gave \(transform)") : nil)
            }
            // sx is the column's length, |sy| ≤ the other column's (Hadamard), so both are finite unless
            // that length itself is beyond the range; the rotation is always finite.
            let column0 = hypot(a, b), column1 = hypot(c, dd)
            let round = PlanarTransform(scale: transform.scale, rotation: rotation, translation: transform.translation).matrix
            return firstProblem(
                translated,
                require(sx == column0, "scale.x \(sx), not \(column0)"),
                require(rotation.isFinite && abs(rotation) <= .pi, "rotation \(rotation)"),
                require(!sy.isNaN && (sy.isFinite || !column1.isFinite), "scale.y \(sy) for a column of length \(column1)"),
                require(sx == 0 || abs(sy) <= column1 * (1 + 1e-14), "|scale.y| \(sy) above \(column1)"),
                // Back to a matrix: the first column is the given one (within rounding).
                sx.isFinite ? require(abs(round.a - a) <= 1e-15 * sx + 1e-300 && abs(round.b - b) <= 1e-15 * sx + 1e-300, "matrix \(round)") : nil,
                // From channels: finite scales and rotation give a finite matrix.
                {
                    let m = PlanarTransform(scale: CGPoint(x: d[0], y: d[1]), rotation: d[6], translation: .zero).matrix
                    let finite = allFinite([d[0], d[1], d[6]])
                    return require(!finite || allFinite([m.a, m.b, m.c, m.d]), "matrix of finite channels \(m)")
                }())
        },
        // Documented: a negative count, one beyond Int.max / 8 and an index outside the slots trap
        // (checked below); counts up to 2²⁰ are tried here.
        SweepProbe(name: "TrackBuffer(count:), subscript, values", doubles: [-10...10], ints: [1...64, 0...0],
                   allowed: { _, i in (0...(1 << 20)).contains(i[0]) && (i[0] == 0 || (0..<i[0]).contains(i[1])) }) { d, i in
            let buffer = TrackBuffer(count: i[0])
            if i[0] > 0 { buffer[i[1]] = d[0] }
            let values = buffer.values
            return firstProblem(
                require(values.count == i[0] && buffer.count == i[0], "count \(values.count)"),
                i[0] == 0 ? nil : require(values[i[1]] == d[0] || d[0].isNaN && values[i[1]].isNaN, "slot \(i[1]) holds \(values[i[1]])"),
                require(values.enumerated().allSatisfy { $0.offset == i[1] || $0.element == 0 }, "other slots changed"))
        },
    ]
}

// MARK: - Traps and run(every:) extremes

/// A clock whose sleeps return at once: `now` jumps to the deadline, plus `lateness` (a frame
/// that comes late), so a frame driver runs as fast as it can count.
final class ImmediateClock: Clock, @unchecked Sendable {   // @unchecked: `current` is behind `lock`
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    let lateness: Duration

    init(lateness: Duration = .zero) {
        self.lateness = lateness
    }

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock { current = Swift.max(current, deadline).advanced(by: lateness) }
    }
}

@Suite("Bad-input sweep: frame drivers")
struct FrameDriverExtremesTests {
    /// Runs a repeating tween under `run(every:clock:untilIdle:)` on an immediate clock until it
    /// ends; returns the tick times, which must be finite and never go back.
    static func drive(every interval: Duration, lateness: Duration = .zero, repeats: Int?) async -> [Double] {
        let animator = Animator()
        // Repeating forever, runs of 10⁶ s: its run count stays far below the 9·10¹⁸ where it ends.
        var tween = PropertyAnimation.tween(from: 0.0, to: 1, duration: repeats == nil ? 1e6 : 1, easing: .linear)
        if let repeats { tween.repeatCount = repeats } else { tween.repeatsForever = true }
        var ticks: [Double] = []
        tween.onApply = { [unowned animator] _ in ticks.append(animator.now ?? .nan) }
        animator.add(tween, to: AnimatableProperty(read: { 0 }, write: { _ in }), at: 0)
        await animator.run(every: interval, clock: ImmediateClock(lateness: lateness), untilIdle: repeats != nil)
        return ticks
    }

    /// Whether `ticks` are finite and never go back.
    static func ordered(_ ticks: [Double]) -> Bool {
        ticks.allSatisfy(\.isFinite) && zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 }
    }

    @Test("run(every:) with an interval of Int64.max / 4 seconds and a repeating animation counts no frame it cannot reach", .timeLimit(.minutes(1)))
    func hugeIntervalEnds() async {
        // Before the fix: "Overflow in *" (interval × frame) after about 74 frames.
        let ticks = await Self.drive(every: .seconds(Int64.max / 4), repeats: nil)
        #expect(Self.ordered(ticks))
        // The last frame counted lies within 2⁶⁶ s of the run's start.
        #expect(ticks.count == 33 && ticks.last == 32 * Double(Int64.max / 4), "\(ticks.count) frames, last \(ticks.last ?? .nan)")
    }

    @Test("run(every:) at the extremes of Duration: it ticks at finite, ordered times and returns without trapping",
          .timeLimit(.minutes(1)),
          arguments: [
              // Intervals whose frames leave Duration's range: a repeating animation runs out of frames.
              (Duration.seconds(Int64.max), Duration.zero, true), (.seconds(Int64.max / 2), .zero, true),
              (.seconds(Int64.max / 4), .seconds(Int64.max / 8), true), (.seconds(1 << 40), .zero, false),
              // Tiny intervals on a clock that comes late: frames are skipped, the grid restarts.
              (.nanoseconds(1), .seconds(1), false), (Duration(secondsComponent: 0, attosecondsComponent: 1), .milliseconds(300), false),
          ])
    func durationExtremes(interval: Duration, lateness: Duration, forever: Bool) async {
        for repeats in forever ? [nil, 3] : [3] as [Int?] {
            let ticks = await Self.drive(every: interval, lateness: lateness, repeats: repeats)
            #expect(!ticks.isEmpty && Self.ordered(ticks), "\(interval), late \(lateness), repeats \(String(describing: repeats)): \(ticks.prefix(5))…")
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A track buffer too large to address traps with a message naming the initialiser and the count")
    func trackBufferTooLarge() async {
        let beyond = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = TrackBuffer(count: Int.max) }
        let justBeyond = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = TrackBuffer(count: Int.max / 8 + 1) }
        for result in [beyond, justBeyond] {
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("TrackBuffer(count:"), "\(message)")
        }
        await #expect(processExitsWith: .failure) { _ = TrackBuffer(count: -1) }
    }

    @Test("run(every:) with an interval of Int64.max / 4 seconds does not trap (in a child process, so a regression is contained)")
    func hugeIntervalDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            _ = await FrameDriverExtremesTests.drive(every: .seconds(Int64.max / 4), repeats: nil)
        }
    }
    #endif
}
