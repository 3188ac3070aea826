// Per-frame cost of a nested (horizontal-in-vertical) stage and of toggle-connected scenes.
//
// - A page whose scene drives a child stage (Track.driving) of 100 scenes with one closure track
//   each, scrubbed back and forth through the section (the child's scenes are crossed on the way),
//   next to the same 100 scenes placed on one stage (the flattened page): the cost of nesting.
// - 100 scenes connected to an Animator by toggle actions ("play none none reverse" on 1-second
//   tweens), one scroll update and one animator tick per frame: scrubbed inside one scene (nothing
//   toggles: 0 allocations expected), and scrubbed through all of them (crossings start and reverse
//   runs, which allocate their records).

import Benchmark
import Foundation
import Scrollwork
import W1Layout

/// One frame per operation, timed in nanoseconds (these frames take a microsecond or two).
var fineFrames: Benchmark.Configuration {
    Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 20_000)
}

final class Sink {
    var values = [Double](repeating: 0, count: 100)
}

/// `count` offsets going back and forth over `range` in steps of about `step` points.
func backAndForth(over range: ClosedRange<Double>, step: Double, count: Int = ring) -> [Double] {
    let length = range.upperBound - range.lowerBound
    return (0..<count).map { i in
        let travelled = (Double(i) * step).truncatingRemainder(dividingBy: 2 * length)
        return range.lowerBound + (travelled <= length ? travelled : 2 * length - travelled)
    }
}

func nestedAndToggleBenchmarks() {
    let ramp = try! Timeline(initial: 0.0) { Segment(to: 1, over: 1) }

    // Nested: a page scene of 4,000 points drives a child with 2,000 points of range and 100 scenes.
    let sink = Sink(), flatSink = Sink()
    let child = Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 400, height: 800),
                                          content: CGSize(width: 2400, height: 800)))
    let flat = Stage()
    for k in 0..<100 {
        let start = Double(k) * 20
        try! child.add(ScrollScene("s\(k)", start: start, length: 15) { Track(ramp) { sink.values[k] = $0 } })
        try! flat.add(ScrollScene("s\(k)", start: 1000 + 2 * start, length: 30) { Track(ramp) { flatSink.values[k] = $0 } })
    }
    let page = Stage()
    try! page.add(ScrollScene("section", start: 1000, length: 4000) { Track.driving(child) })
    try! flat.add(ScrollScene("section", start: 1000, length: 4000))
    let scrub = backAndForth(over: 900...5100, step: 7)
    for (name, stage) in [("nested: a page scene driving a child stage of 100 scenes", page), ("flattened: the same 101 scenes on one stage", flat)] {
        for offset in scrub { stage.setOffset(offset) }   // warm: every capacity reached
        var frame = 0
        Benchmark("Stage frame, \(name), scrub", configuration: fineFrames) { benchmark in
            for _ in benchmark.scaledIterations {
                stage.setOffset(scrub[frame & (ring - 1)])
                frame &+= 1
            }
            blackHole(sink.values[0] + flatSink.values[0])
        }
    }

    // Toggles: 100 scenes of 100 points, each connected to a 1-second tween.
    for (name, range) in [("inside one scene (nothing toggles)", 5_020.0...5_080.0), ("through all of them", 0.0...10_000.0)] {
        let animator = Animator(), targets = (0..<100).map { _ in Target() }
        var now = 0.0
        animator.timeSource = { now }
        let stage = Stage()
        let actions = try! ToggleActions("play none none reverse")
        for (k, target) in targets.enumerated() {
            let toggle = animator.connect(.tween(from: 0.0, to: 1, duration: 1, easing: .linear), to: .object(target, read: { $0.value }, write: { $0.value = $1 }),
                                          actions: actions)
            try! stage.add(ScrollScene("s\(k)", start: Double(k) * 100, length: 100, onEvent: toggle.handle))
        }
        let offsets = backAndForth(over: range, step: 11)
        var frame = 0
        for offset in offsets {                              // warm
            now += 1.0 / 60
            stage.setOffset(offset)
            animator.tick(at: now)
        }
        Benchmark("Stage frame + animator tick, 100 toggled scenes, \(name)", configuration: fineFrames) { benchmark in
            for _ in benchmark.scaledIterations {
                now += 1.0 / 60
                stage.setOffset(offsets[frame & (ring - 1)])
                animator.tick(at: now)
                frame &+= 1
            }
            blackHole(targets[0].value)
        }
    }
}
