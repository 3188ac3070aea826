// Per-frame cost of scroll velocity and of batched events (issue 23).
//
// - W1's stage frame (1,000 mixed buffer tracks, scrub) fed with `setOffset(_:at:)` at 60 Hz and
//   no velocity track: what keeping time costs a stage that uses no velocity (one offset recorded
//   per frame), next to the same frame with untimed offsets.
// - The same frame with one velocity track (a skew clamped to ±10° by its timeline), raw and
//   smoothed by a spring, with an offset and a tick per frame (a display link's pattern: the tick
//   for the frame to be shown comes after the offset).
// - A tick of each of these stages once the scroll has stopped and the velocity is exactly 0 (what
//   a frame costs until the driver pauses).
// - 500 cards whose events are batched (interval 0.1 s, at most 6 a batch), scrolled through back
//   and forth at 60 Hz with a tick per frame: batches open, fill, wait and go.
// - A jump over the 500 cards and back per operation (2,000 events, 6-card batches, the remainders
//   delivered by a tick after the interval).
// - Both again with the events counted by `onEvent` instead of batched: the cost of batching.
// - An offset with a time sent by a ScrollSource to 10 observers (next to "ScrollSource send to 10
//   observers").
// Every frame must allocate nothing once warm.

import Benchmark
import Foundation
import Scrollwork
import W1Layout

func velocityAndBatchBenchmarks() {
    let skew = try! Timeline(initial: 10.0) { Segment(to: -10, over: 6000, at: -3000) }

    do {
        // The untimed frame again, in nanoseconds, to set the timed ones against.
        let made = mixedBufferStage(tracks: 1_000, segments: 10)
        let offsets = makeRing(random: false, length: made.length)
        for offset in offsets { made.stage.setOffset(offset) }
        var frame = 0
        Benchmark("Stage frame, 1,000 mixed buffer tracks, scrub, untimed offsets", configuration: fineFrames) { benchmark in
            for _ in benchmark.scaledIterations {
                made.stage.setOffset(offsets[frame & (ring - 1)])
                frame &+= 1
            }
            blackHole(made.stage.offset)
        }
    }

    for variant in ["no velocity track", "a velocity track", "a spring-smoothed velocity track"] {
        let made = mixedBufferStage(tracks: 1_000, segments: 10)
        let stage = made.stage
        let skewBuffer = TrackBuffer(count: 1)
        if variant != "no velocity track" { stage.add(Track(skew, into: skewBuffer, at: 0, domain: .velocity)) }
        if variant.hasPrefix("a spring") { stage.velocitySmoothing = .spring(DampedSpring(response: 0.25, dampingRatio: 0.8)) }
        let offsets = makeRing(random: false, length: made.length)
        var frame = 0
        let ticks = variant != "no velocity track"
        func step() {
            let time = Double(frame) / 60
            stage.setOffset(offsets[frame & (ring - 1)], at: time)
            if ticks { stage.tick(at: time + 1.0 / 120) }
            frame &+= 1
        }
        for _ in 0..<ring { step() }                                   // warm: every capacity reached
        Benchmark("Stage frame, 1,000 mixed buffer tracks, scrub, timed offsets, \(variant)\(ticks ? " and a tick" : "")",
                  configuration: fineFrames) { benchmark in
            for _ in benchmark.scaledIterations { step() }
            blackHole(skewBuffer[0])
        }
        do {
            let rest = Double(frame) / 60 + 1
            stage.tick(at: rest)
            precondition(stage.velocity == 0 && stage.isIdle && skewBuffer[0] == 0, "the velocity did not come to rest")
            var tick = 0
            Benchmark("Stage tick at rest, 1,000 mixed buffer tracks, \(variant)",
                      configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo)) { benchmark in
                for _ in benchmark.scaledIterations {
                    stage.tick(at: rest + Double(tick) / 60)
                    tick &+= 1
                }
                blackHole(skewBuffer[0])
            }
        }
    }

    // 500 cards, one every 120 points, each 300 points long; the same without batches, to compare.
    var delivered = 0
    for batched in [true, false] {
        let cards = try! Stage {
            for card in 0..<500 { ScrollScene("card\(card)", start: Double(card) * 120, length: 300) }
        }
        if batched {
            try! cards.batchEvents(of: cards.sceneNames, interval: 0.1, maximum: 6) { batch in delivered &+= batch.count }
        } else {
            cards.onEvent = { _ in delivered &+= 1 }
        }
        cardBenchmarks(cards, batched: batched) { delivered }
    }
    let source = ScrollSource()
    let streams = (0..<10).map { _ in source.offsets() }
    var sent = 0
    Benchmark("ScrollSource send with a time to 10 observers",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            source.send(Double(sent), at: Double(sent) / 60)
            sent &+= 1
        }
        blackHole(streams.count)
    }
}

/// A frame of scrolling through `cards` at 60 Hz, and a jump over all of them and back.
func cardBenchmarks(_ cards: Stage, batched: Bool, delivered: @escaping () -> Int) {
    let name = batched ? "500 batched cards (interval 0.1 s, at most 6)" : "500 cards, not batched"
    let scroll = backAndForth(over: -100...60_400, step: 17, count: 8 * ring)   // about 1,000 points a second
    var frame = 0
    func cardFrame() {
        let time = Double(frame) / 60
        cards.setOffset(scroll[frame % scroll.count], at: time)
        cards.tick(at: time + 1.0 / 120)
        frame &+= 1
    }
    for _ in 0..<scroll.count { cardFrame() }                          // warm: through every card, both ways
    Benchmark("Stage frame, \(name), scrolled through at 60 Hz with a tick", configuration: fineFrames) { benchmark in
        for _ in benchmark.scaledIterations { cardFrame() }
        blackHole(delivered())
    }
    var jumpTime = Double(frame) / 60 + 1
    func jump() {
        cards.setOffset(70_000, at: jumpTime)
        cards.tick(at: jumpTime + 0.2)
        cards.setOffset(-100, at: jumpTime + 0.4)
        cards.tick(at: jumpTime + 0.6)
        jumpTime += 1
    }
    jump()
    Benchmark("Stage, \(name): a jump over all of them and back (2,000 events)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 2_000)) { benchmark in
        for _ in benchmark.scaledIterations { jump() }
        blackHole(delivered())
    }
}
