// The library's own hot paths, with ordo-one/benchmark: timeline lookups (random and small moves,
// for Double, CGPoint and RGBA, from 10 to 100,000 scales), every easing family, and building.
// Each measured iteration does 1,000 operations (`scalingFactor: .kilo`), so the figures read as
// time per operation. Run: cd Benchmarks && swift package --disable-sandbox benchmark --target TimelineBenchmarks

import Benchmark
import Foundation
import Scrollwork
import W1Layout

var perOperation: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo,
        maxDuration: .seconds(1), maxIterations: 10_000)
}

/// A timeline of `count` touching scales (W1's layout, track 0), built with `keyframe`.
func timeline<Value: Interpolatable>(_ count: Int, _ keyframe: (Int) -> Value) -> Timeline<Value> {
    track(0, segments: count, keyframe)
}

func lookups<Value: Interpolatable>(_ name: String, _ make: (Int) -> Timeline<Value>, sum: @escaping @Sendable (Value) -> Double) {
    for count in [10, 1_000, 100_000] {
        let built = make(count)
        let length = trackEnd(0, segments: count)
        let random = makeRing(random: true, length: length)
        // Small moves: a sweep in steps of about a tenth of a segment, as a scroll produces.
        let moves = (0..<ring).map { Double($0) * 0.137 }.map { $0.truncatingRemainder(dividingBy: length) }
        Benchmark("value(at:) random \(name) \(count) scales", configuration: perOperation) { benchmark in
            var total = 0.0
            for index in benchmark.scaledIterations { total += sum(built.value(at: random[index & (ring - 1)])) }
            blackHole(total)
        }
        Benchmark("value(at:cursor:) small moves \(name) \(count) scales", configuration: perOperation) { benchmark in
            var total = 0.0
            var cursor = TimelineCursor()
            for index in benchmark.scaledIterations { total += sum(built.value(at: moves[index & (ring - 1)], cursor: &cursor)) }
            blackHole(total)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    lookups("Double", { count in timeline(count) { component($0, 0, 0, colour: false) } }, sum: { $0 })
    lookups("CGPoint", { count in pointTrack(0, count) }, sum: { Double($0.x) + Double($0.y) })
    lookups("RGBA", { count in colourTrack(0, count) }, sum: { $0.red + $0.green + $0.blue + $0.alpha })

    // Every easing family: one curve of each, evaluated over a ring of progress values.
    let progress = makeRing(random: true, length: 1)
    let families: [(String, Easing)] = [
        ("linear", .linear), ("quad", .easeInOutQuad), ("cubic", .easeInOutCubic), ("quart", .easeInOutQuart),
        ("quint", .easeInOutQuint), ("sine", .easeInOutSine), ("expo", .easeInOutExpo), ("circ", .easeInOutCirc),
        ("elastic", .easeInOutElastic), ("back", .easeInOutBack), ("bounce", .easeInOutBounce),
        ("cubicBezier", .cubicBezier(0.42, 0, 0.58, 1)), ("steps", .steps(5, .jumpBoth)),
        ("linear() stops", .piecewiseLinear([LinearStop(0), LinearStop(0.3, at: 0.2), LinearStop(0.8, at: 0.6), LinearStop(1)])),
        ("spring", .spring(duration: 0.5, bounce: 0.3)), ("reversed", Easing.easeInCubic.reversed),
        ("mirrored", Easing.easeInCubic.mirrored), ("custom", .custom { $0 * $0 }),
    ]
    for (name, easing) in families {
        Benchmark("easing \(name)", configuration: perOperation) { benchmark in
            var total = 0.0
            for index in benchmark.scaledIterations { total += easing(progress[index & (ring - 1)]) }
            blackHole(total)
        }
    }

    // Building: appending 10,000 scales in order, and 10,000 in random order (one batch).
    let inOrder = (0..<10_000).map { Scale(start: Double($0) * 2, length: 1.5, to: Double($0 % 97)) }
    var generator = SystemRandomNumberGenerator()
    let shuffled = inOrder.shuffled(using: &generator)
    let building = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(1))
    Benchmark("build 10,000 scales appending in order", configuration: building) { benchmark in
        for _ in benchmark.scaledIterations {
            var built = Timeline(initial: 0.0)
            for scale in inOrder { try! built.insert(scale) }
            blackHole(built)
        }
    }
    Benchmark("build 10,000 scales in random order (insert(contentsOf:))", configuration: building) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! Timeline(initial: 0.0, scales: shuffled)) }
    }

    // Reading a stage document whose timeline's 40,000 scales are written in order and in reverse:
    // documented as O(n + k log k) for any order (issue 31, bug 6: reversed was O(k²), 45 s at
    // 80,000 scales).
    for (order, starts) in [("in order", Array(0..<40_000)), ("reversed", Array((0..<40_000).reversed()))] {
        let scales = starts.map { #"{"start":\#($0 * 2),"length":1.5,"to":\#($0 % 97)}"# }.joined(separator: ",")
        let json = Data(#"{"version":1,"scenes":[{"name":"a","start":{"edge":{"fraction":0,"points":0},"points":0,"reference":{"absolute":{}},"viewportEdge":{"fraction":0,"points":0}},"end":{"length":100},"tracks":[{"target":"x","type":"number","timeline":{"initial":0,"scales":[\#(scales)]}}]}]}"#.utf8)
        Benchmark("read a stage document of 40,000 scales \(order)", configuration: building) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! StageDocument(json: json)) }
        }
    }
}
