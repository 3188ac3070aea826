import Foundation
import Testing
@testable import Scrollwork

// The bad-input sweep over the scene APIs added since `BadInputSweepTests.swift` was written: scene
// updates and what their closures may do, disabled scenes, page indexes, diagrams, markers and the
// stage's description. The calls the documentation says trap — changing the stage from an update's
// closure — are checked to trap in `SceneUpdateTests.changingFromTheClosureTraps`.

extension BadInputSweepTests {
    @Test("The scene APIs added since: every numeric parameter × NaN, ±∞, ±0, ±subnormal, ±greatestFiniteMagnitude (and Int.max, Int.min)",
          arguments: 0..<3)
    func sweepScenesSince(seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 1_000)
        let (checked, skipped) = Self.sweep(Self.scenesSince, seed: seed, using: &rng)
        #expect(checked > 3 * skipped, "checked \(checked), skipped \(skipped)")
        #expect(checked > 400, "checked \(checked)")
    }

    /// A stage with scene `s` (`d[0]`, `d[1]` long, hysteresis `d[2]`, if the stage takes it) and
    /// scene `t` from 50 to 150, each with a progress track and a pin, at offset `offset`.
    static func sweepStage(_ d: [Double], offset: Double) -> Stage {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3_000)))
        var ramp = Timeline(initial: 0.0)
        try? ramp.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutBack))
        var s = ScrollScene("s", start: d[0], length: d[1])
        s.hysteresis = d[2]
        var t = ScrollScene("t", start: 50, length: 100)
        for index in [0, 1] {
            let track = Track(ramp) { _ in }
            if index == 0 { s.add(track); s.add(.pin { _ in }) } else { t.add(track); t.add(.pin { _ in }) }
        }
        _ = try? stage.add(s)
        _ = try? stage.add(t)
        stage.setOffset(offset)
        return stage
    }

    /// What is wrong with the markers, the table and the diagram of `stage`, if anything.
    static func readoutProblem(_ stage: Stage, options: Stage.DiagramOptions = Stage.DiagramOptions(samplesPerTrack: 24)) -> String? {
        for marker in stage.markers {
            if !marker.offset.isFinite || !marker.viewportPosition.isFinite || !marker.hysteresis.isFinite {
                return "marker \(marker.scene) \(marker.boundary): \(marker.offset), \(marker.viewportPosition), \(marker.hysteresis)"
            }
        }
        let table = stage.description, debug = stage.debugDescription
        for name in stage.sceneNames where !table.contains(name) || !debug.contains(name) { return "\(name) is not in the table" }
        // The header repeats the layout's own numbers (a NaN size prints as nan); the rows are the stage's.
        if let row = table.split(separator: "\n").dropFirst().first(where: { $0.contains("nan") || $0.contains("inf") }) { return "the table prints \(row)" }
        return svgProblems(stage.diagram(options: options)).first.map { "diagram: \($0)" }
    }

    static let scenesSince: [SweepProbe] = [
        SweepProbe(name: "Stage.updateScene(named:_:) whose closure reads the stage (state, progress, range, markers, description, snapshot)",
                   doubles: [-500...500, 0...500, 0...20, -200...800]) { d, _ in
            let stage = sweepStage([0, 100, 0], offset: d[3])
            var reads = 0
            let expected = documentedStageError(name: "s", start: d[0], length: d[1], hysteresis: d[2])
            do throws(StageError) {
                try stage.updateScene(named: "s") { scene in
                    _ = (stage.sceneNames, stage.state(of: "s"), stage.progress(of: "s"), stage.pinTranslation(of: "t"), stage.range(of: "t"))
                    _ = (stage.markers, stage.description, stage.snapshot, stage.unresolvedScenes, stage.scene(named: "t"))
                    reads += 1
                    scene.start = .offset(d[0])
                    scene.end = .length(d[1])
                    scene.hysteresis = d[2]
                }
                if let expected { return "no error, expected \(expected)" }
            } catch {
                if error.description != expected?.description { return "threw \(error), expected \(String(describing: expected))" }
            }
            return firstProblem(
                require(reads == 1, "the closure ran \(reads) times"),
                require(stage.sceneNames == ["s", "t"] && stage.sceneNames.allSatisfy { stage.scene(named: $0)?.name == $0 }, "names \(stage.sceneNames)"),
                stageProblem(stage, "s"), stageProblem(stage, "t"))
        },
        SweepProbe(name: "ScrollScene.isEnabled with tracks changed, offsets moved and the motion policy switched while disabled",
                   doubles: [-500...500, 0...500, 0...20, -200...800, -200...800]) { d, _ in
            let stage = sweepStage(d, offset: d[3])
            guard stage.sceneNames.contains("s") else {
                return require(documentedStageError(name: "s", start: d[0], length: d[1], hysteresis: d[2]) != nil, "a valid scene was refused")
            }
            try? stage.updateScene(named: "s") { $0.isEnabled = false }
            let progress = stage.progress(of: "s"), pin = stage.pinTranslation(of: "s"), state = stage.state(of: "s")
            var written = 0
            var ramp = Timeline(initial: 0.0)
            try? ramp.insert(Scale(start: 0, length: 1, to: 1))
            try? stage.updateScene(named: "s") { $0.add(Track(ramp) { _ in written += 1 }) }
            stage.setOffset(d[4])
            stage.motionPolicy = .reduced
            let frozen = firstProblem(
                require(stage.progress(of: "s") == progress && stage.pinTranslation(of: "s") == pin && stage.state(of: "s") == state,
                        "frozen at \(String(describing: progress)), \(String(describing: pin)), now \(String(describing: stage.progress(of: "s")))"),
                require(written == 0, "a disabled scene's track was written \(written) times"))
            if let frozen { return frozen }
            try? stage.updateScene(named: "s") { $0.isEnabled = true }
            let placed = stage.offset != nil && stage.range(of: "s") != nil
            return firstProblem(
                require(written == (placed ? 1 : 0), "enabled: the new track was written \(written) times"),
                stageProblem(stage, "s"), stageProblem(stage, "t"))
        },
        SweepProbe(name: "PageIndex.update(offset:ranges:) with ranges anywhere up to ±greatestFiniteMagnitude",
                   doubles: [0...1.7e308, 0...1.7e308, 0...1.7e308, 0...1.7e308, 0...1.7e308, 0...1]) { d, _ in
            // Two pages from four bounds (of either sign), and an offset; no hysteresis.
            let sign: Double = d[5] < 0.5 ? -1 : 1
            func range(_ a: Double, _ b: Double) -> ClosedRange<Double>? {
                a.isNaN || b.isNaN ? nil : Swift.min(sign * a, sign * b)...Swift.max(sign * a, sign * b)
            }
            let ranges = [range(d[0], d[1]), range(d[2], d[3])]
            let offset = sign * d[4]
            var pages = PageIndex(pages: ["a", "b"])
            let current = pages.update(offset: offset, ranges: ranges)
            if !offset.isFinite { return require(current == nil, "a non-finite offset placed page \(String(describing: current))") }
            guard let first = ranges[0], let second = ranges[1] else {
                let placed = ranges.firstIndex { $0 != nil }
                return require(current == placed, "page \(String(describing: current)) with only \(String(describing: placed)) placed")
            }
            // Ordered by start; the switch point lies between the first's end and the second's start.
            let (earlier, later) = (first.lowerBound, 0) <= (second.lowerBound, 1) ? (0, 1) : (1, 0)
            let end = ranges[earlier]!.upperBound, start = ranges[later]!.lowerBound
            if offset >= Swift.max(end, start) { return require(current == later, "page \(String(describing: current)) at \(offset), past both \(end) and \(start)") }
            if offset < Swift.min(end, start) { return require(current == earlier, "page \(String(describing: current)) at \(offset), before both \(end) and \(start)") }
            return require(current != nil, "no page")
        },
        SweepProbe(name: "Stage.diagram(options:), markers, description: offsets, ranges, hysteresis, values and options",
                   doubles: [-500...500, 0...500, 0...20, -200...800, -1e3...1e3, -1e3...1e3, 480...2000], ints: [2...64]) { d, i in
            let stage = sweepStage(d, offset: d[3])
            var values = Timeline(initial: d[4])
            try? values.insert(Scale(start: 0, length: 1, to: d[5], easing: .easeInOutCubic))
            stage.add(Track(values, domain: .offset) { _ in })
            stage.add(Track(values) { _ in })
            return readoutProblem(stage, options: Stage.DiagramOptions(width: d[6], samplesPerTrack: i[0], title: "t\u{7}"))
        },
        SweepProbe(name: "Stage.diagram(options:), markers, description: element anchors in a layout of extreme sizes",
                   doubles: [0...2000, 0...2000, 0...3000, 0...3000, -100...3000, 0...500, -50...50, 0...1]) { d, _ in
            let layout = StageLayout(viewport: CGSize(width: d[0], height: d[1]), content: CGSize(width: d[0], height: d[2]),
                                     elements: ["e\u{1B}": CGRect(x: 0, y: d[4], width: d[3], height: d[5])])
            let stage = Stage(layout: layout)
            let edge = ScrollAnchor.Position(fraction: d[7], points: d[6])
            _ = try? stage.add(ScrollScene("a", start: .element("e\u{1B}", edge, meets: .center), end: .element("e\u{1B}", .end, meets: edge)))
            _ = try? stage.add(ScrollScene("b", start: .content(.end, meets: .end, plus: d[6]), length: 0))
            stage.setOffset(d[4])
            return readoutProblem(stage)
        },
    ]
}
