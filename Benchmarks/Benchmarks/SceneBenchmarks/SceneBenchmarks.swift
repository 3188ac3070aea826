// Stage frames and offset delivery, with ordo-one/benchmark.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark --target SceneBenchmarks
//
// - A stage frame with 1,000 tracks in W1's `tracks_mixed` layout (n = 10,000: 250 each of Double,
//   CGPoint, CGRect and RGBA, 10 scales each), in the scrub and random patterns. Each track writes
//   to a closure that stores into a preallocated buffer (W1Layout's `mixedStage`, which the W1
//   harness times too, next to its C reference), or, as a buffer track, into a TrackBuffer
//   (`mixedBufferStage`). One frame per operation.
// - The same frame with 1,000 Double tracks written through key paths, for comparison.
// - One offset delivered by a ScrollSource to 1, 10 and 100 observers (streams with latest-wins
//   buffers, not being read: the cost of the fan-out itself).
// - 1 million and 10 million offsets sent to 10 observers that read them: peak memory must not grow.
// - A nested stage and toggle-connected scenes: see NestedAndToggles.swift.
// - Scroll velocity and batched events: see VelocityAndBatches.swift.
// - A stage built one scene at a time after its first offset: 1,000 scenes with a track each
//   (each add writes the new scene's track only, so the build is linear in the scenes).

import Benchmark
import Foundation
import Scrollwork
import W1Layout

final class Target {
    var value = 0.0
}

var frames: Benchmark.Configuration {
    Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 20_000)
}

let benchmarks: @Sendable () -> Void = {
    nestedAndToggleBenchmarks()
    velocityAndBatchBenchmarks()
    for pattern in ["scrub", "random"] {
        for buffer in [false, true] {
            let stage: Stage, sum: () -> Double, length: Double
            if buffer {
                let made = mixedBufferStage(tracks: 1_000, segments: 10)
                (stage, length) = (made.stage, made.length)
                sum = { made.buffer.withUnsafeBufferPointer { $0.reduce(0, +) } }
            } else {
                let made = mixedStage(tracks: 1_000, segments: 10)
                (stage, length) = (made.stage, made.length)
                sum = { made.sink.sum }
            }
            let offsets = makeRing(random: pattern == "random", length: length)
            // Verify first: the stage's writes over the ring must sum to W1's checksum for this case.
            var checksum = 0.0
            for offset in offsets {
                stage.setOffset(offset)
                checksum += sum()
            }
            let expected = pattern == "random" ? 746781887.120 : 746746001.270
            precondition(abs(checksum - expected) < 0.01, "stage frame \(pattern): checksum \(checksum), W1 expects \(expected)")
            var frame = 0
            let tracks = buffer ? "mixed buffer tracks" : "mixed tracks"
            Benchmark("Stage frame, 1,000 \(tracks), \(pattern)", configuration: frames) { benchmark in
                for _ in benchmark.scaledIterations {
                    stage.setOffset(offsets[frame & (ring - 1)])
                    frame &+= 1
                }
                blackHole(stage.offset)
            }
        }
    }

    let targets = (0..<1_000).map { _ in Target() }
    let keyPathStage = Stage()
    for (k, target) in targets.enumerated() { keyPathStage.add(Track(numberTrack(k, 10), to: \Target.value, on: target, domain: .offset)) }
    let scrub = makeRing(random: false, length: trackEnd(7, segments: 10))
    var keyPathFrame = 0
    Benchmark("Stage frame, 1,000 Double tracks through key paths, scrub", configuration: frames) { benchmark in
        for _ in benchmark.scaledIterations {
            keyPathStage.setOffset(scrub[keyPathFrame & (ring - 1)])
            keyPathFrame &+= 1
        }
        blackHole(targets[0].value)
    }

    let ramp = numberTrack(0, 1)
    Benchmark("Stage build, 1,000 scenes with a track each, added one at a time after the first offset",
              configuration: Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations {
            let stage = Stage()
            stage.setOffset(5_000)
            let target = Target()
            for index in 0..<1_000 {
                _ = try? stage.add(ScrollScene("s\(index)", start: 10 * Double(index), length: 100) {
                    Track(ramp, to: \Target.value, on: target)
                })
            }
            blackHole(target.value)
        }
    }

    for observers in [1, 10, 100] {
        let source = ScrollSource()
        let streams = (0..<observers).map { _ in source.offsets() }
        Benchmark("ScrollSource send to \(observers) observers",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo)) { benchmark in
            for index in benchmark.scaledIterations { source.send(Double(index)) }   // distinct offsets within a run
            blackHole(streams.count)
        }
    }

    for count in [1_000_000, 10_000_000] {
        Benchmark("\(count / 1_000_000) million offsets to 10 reading observers",
                  configuration: .init(metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], timeUnits: .milliseconds,
                                       maxDuration: .seconds(60), maxIterations: 1)) { _ in
            let source = ScrollSource()
            await withTaskGroup(of: Double.self) { group in
                for _ in 0..<10 {
                    let stream = source.offsets()
                    group.addTask {
                        var last = 0.0
                        for await offset in stream { last = offset }
                        return last
                    }
                }
                for offset in 0..<count { source.send(Double(offset)) }
                source.finish()
                for await last in group { precondition(last == Double(count - 1), "the final offset was lost") }
            }
        }
    }
}
