// Workload W1 (Benchmarks/W1.md) through Scrollwork's public API: the same layout, offsets, options,
// case names and JSON lines as its C reference (Benchmarks/Reference/w1-reference.c), so the two can
// be run back to back and compared (Benchmarks/compare-w1.sh). Exits with status 1 if any case misses its W1 checksum.
//
//     swift build -c release && .build/release/W1 [--quick] [--n=10,100] [--case=REGEX]
//                                                 [--reps=7] [--target-ms=100] [--warm-ms=150]
//
// `random_*` cases call `Timeline.value(at:)` (a full search every time); `scrub_*` cases keep one
// `TimelineCursor` per track and call `value(at:cursor:)`, the per-frame path a real caller uses
// (compare them with the C reference's `*_cursor` figures). `build_*` cases time building the
// timelines; `stage_*` cases time a whole `Stage` frame of the `tracks_mixed` layout.
//
// Every line also carries `mallocs_per_op`: the allocations counted over one more pass of the ring
// after verification (one build for `build_*`), or -1 where they cannot be counted.
//
// `--ops=N` replaces the timing protocol by one run of exactly N ops per case, inside the function
// `profiled`, for counting instructions with callgrind (Benchmarks/count-w1.sh):
//
//     valgrind --tool=callgrind --toggle-collect='*profiled*' .build/release/W1 --ops=100000 --case=…
//
// collects exactly the N ops (the instructions per op are the total over N).

import Dispatch
import Foundation
import MallocCount
import Scrollwork
import W1Layout

let peer = "scrollwork@0.1.0-dev"

// MARK: - Options

struct Options {
    var reps = 7, targetMs = 100.0, warmMs = 150.0
    var sizes = [10, 100, 1_000, 10_000]
    var only: String?
    var ops: Int?
}
let options: Options = {
var reps = 7, targetMs = 100.0, warmMs = 150.0
var sizes = [10, 100, 1_000, 10_000]
var only: String?
var ops: Int?
for argument in CommandLine.arguments.dropFirst() {
    func value(_ prefix: String) -> String? { argument.hasPrefix(prefix) ? String(argument.dropFirst(prefix.count)) : nil }
    if argument == "--quick" {
        reps = 3; targetMs = 30; warmMs = 30
    } else if let v = value("--reps=") {
        reps = min(max(Int(v) ?? 7, 1), 64)
    } else if let v = value("--target-ms=") {
        targetMs = Double(v) ?? targetMs
    } else if let v = value("--warm-ms=") {
        warmMs = Double(v) ?? warmMs
    } else if let v = value("--ops=") {
        ops = max(Int(v) ?? 100_000, 1)
        reps = 1
    } else if let v = value("--n=") {
        sizes = v.split(separator: ",").compactMap { Int($0) }
    } else if let v = value("--case=") {
        guard (try? Regex(v)) != nil else {
            FileHandle.standardError.write(Data("bad --case regex\n".utf8))
            exit(2)
        }
        only = v
    } else {
        FileHandle.standardError.write(Data("unknown arg \(argument)\n".utf8))
        exit(2)
    }
}
return Options(reps: reps, targetMs: targetMs, warmMs: warmMs, sizes: sizes, only: only, ops: ops)
}()
let reps = options.reps, targetMs = options.targetMs, warmMs = options.warmMs

func selected(_ name: String) -> Bool {
    guard let pattern = options.only, let regex = try? Regex(pattern) else { return true }
    return name.firstMatch(of: regex) != nil
}

/// The tracks of one case, grouped by value type (track `k` of a mixed layout has kind `k mod 4`).
struct Tracks {
    var numbers: [Timeline<Double>] = []
    var points: [Timeline<CGPoint>] = []
    var rects: [Timeline<CGRect>] = []
    var colours: [Timeline<RGBA>] = []
    var count = 0, segments = 0, values = 0
    var length = 0.0

    init(tracks: Int, segments s: Int, kind: (Int) -> Kind) {
        count = tracks
        segments = tracks * s
        for k in 0..<tracks {
            switch kind(k) {
            case .number: numbers.append(numberTrack(k, s)); values += 1
            case .point: points.append(pointTrack(k, s)); values += 2
            case .rect: rects.append(rectTrack(k, s)); values += 4
            case .colour: colours.append(colourTrack(k, s)); values += 4
            }
            length = max(length, trackEnd(k, segments: s))
        }
    }
}

// MARK: - The operation

/// Cursors for the scrub pattern, one per track, in buffers allocated once: a frame loop keeps its
/// cursors where it can write them without checks, as the C reference keeps each in its track
/// (an array opened for writing on every op would check its uniqueness every op — harness cost,
/// about 13 instructions an op, that a one-track case would count as the library's).
final class Cursors {
    let numbers, points, rects, colours: UnsafeMutableBufferPointer<TimelineCursor>
    init(_ tracks: Tracks) {
        func cursors(_ count: Int) -> UnsafeMutableBufferPointer<TimelineCursor> {
            let buffer = UnsafeMutableBufferPointer<TimelineCursor>.allocate(capacity: count)
            buffer.initialize(repeating: TimelineCursor())
            return buffer
        }
        numbers = cursors(tracks.numbers.count)
        points = cursors(tracks.points.count)
        rects = cursors(tracks.rects.count)
        colours = cursors(tracks.colours.count)
    }
    deinit {
        for buffer in [numbers, points, rects, colours] { buffer.deallocate() }
    }
}

/// Reads every component of every timeline at `t`, as an app's frame loop would.
func readAll<Value>(_ timelines: [Timeline<Value>], at t: Double, into sum: inout Double, _ add: (Value) -> Double) {
    for timeline in timelines { sum += add(timeline.value(at: t)) }
}

// The seek loops skip empty value-type groups before calling `readAll`: the optimiser may leave a
// `readAll` out of line, and a call per empty group per op is harness cost the C reference (which
// has no groups) does not pay.

func readAll<Value>(_ timelines: [Timeline<Value>], _ cursors: UnsafeMutableBufferPointer<TimelineCursor>, at t: Double, into sum: inout Double, _ add: (Value) -> Double) {
    for k in timelines.indices { sum += add(timelines[k].value(at: t, cursor: &cursors[k])) }
}

func sum(_ p: CGPoint) -> Double { Double(p.x) + Double(p.y) }
func sum(_ r: CGRect) -> Double { Double(r.origin.x) + Double(r.origin.y) + Double(r.size.width) + Double(r.size.height) }
func sum(_ c: RGBA) -> Double { c.red + c.green + c.blue + c.alpha }

@inline(never)
func seekRandom(_ tracks: Tracks, _ offsets: [Double], iterations: Int) -> Double {
    var total = 0.0
    for i in 0..<iterations {
        let t = offsets[i & (ring - 1)]
        if !tracks.numbers.isEmpty { readAll(tracks.numbers, at: t, into: &total) { $0 } }
        if !tracks.points.isEmpty { readAll(tracks.points, at: t, into: &total, sum) }
        if !tracks.rects.isEmpty { readAll(tracks.rects, at: t, into: &total, sum) }
        if !tracks.colours.isEmpty { readAll(tracks.colours, at: t, into: &total, sum) }
    }
    return total
}

@inline(never)
func seekScrub(_ tracks: Tracks, _ cursors: Cursors, _ offsets: [Double], iterations: Int) -> Double {
    var total = 0.0
    for i in 0..<iterations {
        let t = offsets[i & (ring - 1)]
        if !tracks.numbers.isEmpty { readAll(tracks.numbers, cursors.numbers, at: t, into: &total) { $0 } }
        if !tracks.points.isEmpty { readAll(tracks.points, cursors.points, at: t, into: &total, sum) }
        if !tracks.rects.isEmpty { readAll(tracks.rects, cursors.rects, at: t, into: &total, sum) }
        if !tracks.colours.isEmpty { readAll(tracks.colours, cursors.colours, at: t, into: &total, sum) }
    }
    return total
}

// A case whose tracks are all of one value type runs one loop over that group, as an app's frame
// loop over timelines of one type would: the four-group loops above keep all four groups' state
// across an op and test the empty ones, harness cost (9 to 12 instructions an op, spills and
// tests) that the C reference, reading one flat list of tracks, does not pay.

@inline(never)
func seekRandom<Value>(_ timelines: [Timeline<Value>], _ offsets: [Double], iterations: Int, _ add: (Value) -> Double) -> Double {
    var total = 0.0
    for i in 0..<iterations { readAll(timelines, at: offsets[i & (ring - 1)], into: &total, add) }
    return total
}

@inline(never)
func seekScrub<Value>(
    _ timelines: [Timeline<Value>], _ cursors: UnsafeMutableBufferPointer<TimelineCursor>, _ offsets: [Double], iterations: Int,
    _ add: (Value) -> Double
) -> Double {
    var total = 0.0
    for i in 0..<iterations { readAll(timelines, cursors, at: offsets[i & (ring - 1)], into: &total, add) }
    return total
}

/// Ops 0..<iterations of a seek case: full searches (`random`), or the per-frame path with one
/// cursor per track; through the one-group loops when the tracks are of one value type.
func seek(_ pattern: String, _ tracks: Tracks, _ cursors: Cursors, _ offsets: [Double], iterations: Int) -> Double {
    let random = pattern == "random"
    if tracks.numbers.count == tracks.count {
        return random
            ? seekRandom(tracks.numbers, offsets, iterations: iterations) { $0 }
            : seekScrub(tracks.numbers, cursors.numbers, offsets, iterations: iterations) { $0 }
    }
    if tracks.points.count == tracks.count {
        return random
            ? seekRandom(tracks.points, offsets, iterations: iterations, sum)
            : seekScrub(tracks.points, cursors.points, offsets, iterations: iterations, sum)
    }
    if tracks.colours.count == tracks.count {
        return random
            ? seekRandom(tracks.colours, offsets, iterations: iterations, sum)
            : seekScrub(tracks.colours, cursors.colours, offsets, iterations: iterations, sum)
    }
    return random ? seekRandom(tracks, offsets, iterations: iterations) : seekScrub(tracks, cursors, offsets, iterations: iterations)
}

// MARK: - Measurement (W1.md's protocol, as the C reference's `measure`)

func nanoseconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }

struct Measurement { var ns = 0.0, min = 0.0, max = 0.0, checksum = 0.0, iterations = 0 }
// The harness is single-threaded; these two globals are only touched from the main thread.
nonisolated(unsafe) var sink = 0.0

/// Runs `count` ops once: the one function callgrind collects in `--ops=` mode.
@inline(never)
func profiled(_ run: (Int) -> Double, _ count: Int) -> Double { run(count) }

func measure(_ run: (Int) -> Double) -> Measurement {
    if let ops = options.ops {
        let t0 = nanoseconds()
        let checksum = profiled(run, ops)
        let ns = (nanoseconds() - t0) / Double(ops)
        return Measurement(ns: ns, min: ns, max: ns, checksum: checksum, iterations: ops)
    }
    var iterations = 1
    var elapsed = 0.0
    while true {
        let t0 = nanoseconds()
        sink += run(iterations)
        elapsed = nanoseconds() - t0
        if elapsed >= 20e6 || iterations >= 1 << 34 { break }
        iterations *= elapsed < 1e6 ? 8 : 2
    }
    iterations = max(Int(Double(iterations) * targetMs * 1e6 / elapsed), 1)
    let warmEnd = nanoseconds() + warmMs * 1e6
    while nanoseconds() < warmEnd { sink += run(max(iterations / 8, 1)) }
    var samples: [Double] = []
    var m = Measurement(iterations: iterations)
    for _ in 0..<reps {
        let t0 = nanoseconds()
        m.checksum += run(iterations)
        samples.append((nanoseconds() - t0) / Double(iterations))
    }
    samples.sort()
    m.ns = samples[reps / 2]
    m.min = samples[0]
    m.max = samples[reps - 1]
    return m
}

// MARK: - Output and verification

let expected: [String: [Int: Double]] = [
    "random_1track_number": [10: 212001.470, 100: 204140.213, 1000: 201805.346, 10000: 202317.091],
    "scrub_1track_number": [10: 212991.996, 100: 203094.433, 1000: 203096.623, 10000: 203216.042],
    "random_1track_point": [10: 400079.699, 100: 405764.837, 1000: 404012.781, 10000: 403746.087],
    "random_1track_color": [10: 1517665.672, 100: 1558988.077, 1000: 1569509.748, 10000: 1563140.819],
    "random_tracks_number": [10: 212001.470, 100: 2093398.098, 1000: 20313972.869, 10000: 202765178.831],
    "scrub_tracks_number": [10: 212991.996, 100: 2091056.314, 1000: 20306161.860, 10000: 202752000.174],
    "random_tracks_mixed": [10: 212001.470, 100: 6705666.724, 1000: 74744653.237, 10000: 746781887.120],
    "scrub_tracks_mixed": [10: 212991.996, 100: 6713276.236, 1000: 74745393.109, 10000: 746746001.270],
]
nonisolated(unsafe) var failures: [String] = []

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

/// The allocations per op over `count` ops of `run` (-1 where they cannot be counted).
func mallocsPerOp(_ count: Int, _ run: (Int) -> Double) -> Double {
    malloc_count_start()
    sink += run(count)
    let mallocs = malloc_count_stop()
    return mallocs < 0 ? -1 : Double(mallocs) / Double(count)
}

func emit(_ name: String, n: Int, _ m: Measurement, tracks: Tracks?, mallocs: Double, extra: String = "") {
    var line = "{\"peer\":\"\(peer)\",\"case\":\"\(name)\",\"n\":\(n),\"ns_per_op\":\(format(m.ns)),\"ops\":\(m.iterations * reps)"
    if let tracks {
        line += ",\"tracks\":\(tracks.count),\"segments\":\(tracks.segments),\"values_per_op\":\(tracks.values)"
        line += ",\"ns_per_track\":\(format(m.ns / Double(tracks.count))),\"ns_per_value\":\(format(m.ns / Double(tracks.values)))"
    }
    line += extra
    line += ",\"mallocs_per_op\":\(format(mallocs, 4))"
    line += ",\"min_ns\":\(format(m.min)),\"max_ns\":\(format(m.max)),\"reps\":\(reps),\"ops_per_rep\":\(m.iterations),\"checksum\":\(String(format: "%.17g", m.checksum))}"
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The verification fields for a checksum of case `name` (a failure is reported as case `label`).
func verification(_ name: String, n: Int, _ checksum: Double, as label: String? = nil) -> String {
    var extra = ",\"verify_checksum\":\(format(checksum))"
    if let reference = expected[name]?[n] {
        let relative = abs(checksum - reference) / max(abs(reference), 1)
        // The table has three decimals; allow that rounding plus W1's relative tolerance.
        let ok = abs(checksum - reference) <= 0.0015 || relative <= 1e-9
        extra += ",\"ref_checksum\":\(format(reference)),\"checksum_ok\":\(ok)"
        if !ok { failures.append("\(label ?? name) n=\(n): \(format(checksum)) ≠ \(format(reference))") }
    }
    return extra
}

func shape(_ name: String, n: Int) -> (tracks: Int, segments: Int, kind: (Int) -> Kind) {
    let type = name.split(separator: "_").last.map(String.init) ?? "number"
    let one = name.contains("1track")
    let kind: (Int) -> Kind
    switch type {
    case "point": kind = { _ in .point }
    case "color": kind = { _ in .colour }
    case "mixed": kind = { Kind(rawValue: $0 % 4)! }
    default: kind = { _ in .number }
    }
    return one ? (1, n, kind) : (max(n / 10, 1), 10, kind)
}

func seekCase(_ pattern: String, _ shapeName: String, n: Int) {
    let name = "\(pattern)_\(shapeName)"
    guard selected(name) else { return }
    let (count, s, kind) = shape(name, n: n)
    let tracks = Tracks(tracks: count, segments: s, kind: kind)
    let offsets = makeRing(random: pattern == "random", length: tracks.length)
    let cursors = Cursors(tracks)
    func run(_ iterations: Int) -> Double { seek(pattern, tracks, cursors, offsets, iterations: iterations) }
    let checksum = run(ring)
    let mallocs = mallocsPerOp(ring, run)
    emit(name, n: n, measure(run), tracks: tracks, mallocs: mallocs, extra: verification(name, n: n, checksum))
}

/// Ops 0..<iterations of a stage case: move the stage to the next offset (every track writes its
/// components into its slots of the sink), then add the slots to the sum, as the C reference does.
@inline(never)
func stageFrames(_ stage: Stage, _ sink: FrameSink, _ offsets: [Double], iterations: Int) -> Double {
    var total = 0.0
    for i in 0..<iterations {
        stage.setOffset(offsets[i & (ring - 1)])
        total += sink.sum
    }
    return total
}

/// The buffer tracks' ``stageFrames(_:_:_:iterations:)``: the slots are the buffer's.
@inline(never)
func stageFrames(_ stage: Stage, _ buffer: TrackBuffer, _ offsets: [Double], iterations: Int) -> Double {
    var total = 0.0
    for i in 0..<iterations {
        stage.setOffset(offsets[i & (ring - 1)])
        total += buffer.withUnsafeBufferPointer { $0.reduce(0, +) }
    }
    return total
}

/// A stage case: `stage_<pattern>_tracks_mixed` with closure tracks, and with `buffer`
/// `stage_<pattern>_tracks_mixed_buffer` with buffer tracks.
func stageCase(_ pattern: String, n: Int, buffer: Bool) {
    let name = "stage_\(pattern)_tracks_mixed" + (buffer ? "_buffer" : "")
    guard selected(name) else { return }
    let (count, s, kind) = shape("tracks_mixed", n: n)
    let tracks = Tracks(tracks: count, segments: s, kind: kind)   // for the counts in the JSON line
    let run: (Int) -> Double
    if buffer {
        let (stage, slots, length) = mixedBufferStage(tracks: count, segments: s)
        let offsets = makeRing(random: pattern == "random", length: length)
        run = { stageFrames(stage, slots, offsets, iterations: $0) }
    } else {
        let (stage, frameSink, length) = mixedStage(tracks: count, segments: s)
        let offsets = makeRing(random: pattern == "random", length: length)
        run = { stageFrames(stage, frameSink, offsets, iterations: $0) }
    }
    let checksum = run(ring)
    emit(name, n: n, measure(run), tracks: tracks, mallocs: mallocsPerOp(ring, run), extra: verification("\(pattern)_tracks_mixed", n: n, checksum, as: name))
}

func buildCase(_ shapeName: String, n: Int) {
    let name = "build_\(shapeName)"
    guard selected(name) else { return }
    let (count, s, kind) = shape(name, n: n)
    let m = measure { iterations in
        var total = 0.0
        for _ in 0..<iterations {
            let tracks = Tracks(tracks: count, segments: s, kind: kind)
            total += Double(tracks.segments)
        }
        return total
    }
    let perSegment = m.ns / Double(count * s)
    let mallocs = mallocsPerOp(1) { _ in Double(Tracks(tracks: count, segments: s, kind: kind).segments) }
    emit(name, n: n, m, tracks: Tracks(tracks: count, segments: s, kind: kind), mallocs: mallocs, extra: ",\"ns_per_segment\":\(format(perSegment))")
}

if selected("ease_cubicInOut") {
    let progress = makeRing(random: true, length: 1)
    // The curve named at the call, as the C reference calls its one function: what a caller of a
    // named curve writes, and what the optimiser sees through (no curve dispatch).
    func run(_ iterations: Int) -> Double {
        var sum = 0.0
        for i in 0..<iterations { sum += Easing.easeInOutCubic(progress[i & (ring - 1)]) }
        return sum
    }
    emit("ease_cubicInOut", n: 1, measure(run), tracks: nil, mallocs: mallocsPerOp(ring, run))
}
for n in options.sizes {
    for shapeName in ["1track_number", "tracks_number", "tracks_mixed"] {
        seekCase("random", shapeName, n: n)
        seekCase("scrub", shapeName, n: n)
    }
    seekCase("random", "1track_point", n: n)
    seekCase("random", "1track_color", n: n)
    for buffer in [false, true] {
        stageCase("scrub", n: n, buffer: buffer)
        stageCase("random", n: n, buffer: buffer)
    }
    buildCase("1track_number", n: n)
    buildCase("tracks_mixed", n: n)
}
if sink.isNaN { print("unreachable: \(sink)") }
if !failures.isEmpty {
    FileHandle.standardError.write(Data("W1 checksum mismatch:\n\(failures.joined(separator: "\n"))\n".utf8))
    exit(1)
}
