import Foundation
import Testing
@testable import Scrollwork

/// What a stage writes and reports, per track kind, for one policy.
fileprivate final class Probe {
    var decorative = 0.0, fade = 0.0, colour = RGBA.black, pin = 0.0, point = CGPoint.zero
    var writes = 0
    var events: [String] = []
}

/// The value of `timeline` at `position` with every scale made discrete at its middle: the rule
/// reduced motion documents, computed from the public scales.
private func discrete<Value: Interpolatable>(_ timeline: Timeline<Value>, at position: Double) -> Value {
    guard let scale = timeline.scales.last(where: { $0.start <= position }) else { return timeline.initial }
    if position >= scale.end { return scale.to }
    return (position - scale.start) / scale.length < 0.5 ? scale.from : scale.to
}

@Suite("Reduced motion on a stage")
struct ReducedMotionStageTests {
    static let slide: Timeline<Double> = {
        var timeline = Timeline(initial: 0.0)
        try! timeline.insert(Scale(start: 0, length: 0.4, to: 100, easing: .easeInOutCubic))
        try! timeline.insert(Scale(start: 0.6, length: 0.4, to: -50, easing: .easeOutBack))
        return timeline
    }()
    static let move: Timeline<CGPoint> = {
        var timeline = Timeline(initial: CGPoint.zero)
        try! timeline.insert(Scale(start: 0.2, length: 0.6, to: CGPoint(x: 30, y: 90)))
        return timeline
    }()
    static let tint: Timeline<RGBA> = {
        var timeline = Timeline(initial: RGBA.black)
        try! timeline.insert(Scale(start: 0, length: 1, to: RGBA(0xFF8800)))
        return timeline
    }()

    /// Scenes at random places with one track of each kind each; all writing into `probe`.
    fileprivate static func stage(seed: UInt64, policy: MotionPolicy, probe: Probe) throws -> Stage {
        var random = SplitMix64(seed: seed)
        let stage = Stage()
        stage.motionPolicy = policy
        for index in 0..<6 {
            let start = Double(random.next() % 2_000)
            var scene = ScrollScene("s\(index)", start: start, length: Double(random.next() % 400))
            scene.hysteresis = Double(random.next() % 3) * 4
            scene.add(Track(slide) { [unowned probe] in probe.decorative += $0; probe.writes += 1 })
            scene.add(Track(slide, motion: .fade) { [unowned probe] in probe.fade += $0; probe.writes += 1 })
            scene.add(Track(tint) { [unowned probe] in probe.colour = RGBA.interpolate(from: probe.colour, to: $0, progress: 0.5); probe.writes += 1 })
            scene.add(Track(move) { [unowned probe] in probe.point.x += $0.x; probe.point.y += $0.y; probe.writes += 1 })
            scene.add(.pin { [unowned probe] in probe.pin += $0; probe.writes += 1 })
            scene.onEvent = { [unowned probe] in probe.events.append($0.description) }
            try stage.add(scene)
        }
        return stage
    }

    @Test("Over randomized scrolls, events, states, pins, fades and colours are identical under both policies, with as many writes (the decorative rule: discreteRule)", arguments: 0..<6)
    func onlyDecorativeTracksChange(seed: UInt64) throws {
        let full = Probe(), reduced = Probe()
        let a = try Self.stage(seed: seed, policy: .full, probe: full)
        let b = try Self.stage(seed: seed, policy: .reduced, probe: reduced)
        var random = SplitMix64(seed: seed &+ 100)
        for _ in 0..<300 {
            let offset = Double(random.next() % 2_600) - 100
            a.setOffset(offset)
            b.setOffset(offset)
            #expect(a.sceneNames.map { a.state(of: $0) } == b.sceneNames.map { b.state(of: $0) }, "seed \(seed)")
        }
        #expect(full.events == reduced.events, "seed \(seed)")
        #expect(full.pin == reduced.pin && full.fade == reduced.fade && full.colour == reduced.colour, "seed \(seed)")
        #expect(full.writes == reduced.writes, "seed \(seed)")
    }

    @Test("A decorative track shows each scale's from before its middle and its to from the middle on")
    func discreteRule() throws {
        final class Box { var x = -1.0, point = CGPoint(x: -1, y: -1), opacity = -1.0 }
        let box = Box()
        var scene = ScrollScene("s", start: 0, length: 1_000)
        scene.add(Track(Self.slide, to: \Box.x, on: box))
        scene.add(Track(Self.move, to: \Box.point, on: box))
        scene.add(Track(Self.slide, to: \Box.opacity, on: box, motion: .fade))
        let stage = Stage()
        stage.motionPolicy = .reduced
        try stage.add(scene)
        for offset in stride(from: -10.0, through: 1_010, by: 5) {
            stage.setOffset(offset)
            let progress = min(max(offset / 1_000, 0), 1)
            #expect(box.x == discrete(Self.slide, at: progress), "offset \(offset)")
            #expect(box.point == discrete(Self.move, at: progress), "offset \(offset)")
            #expect(box.opacity == Self.slide.value(at: progress), "offset \(offset)")   // fades keep interpolating
        }
        stage.setOffset(199)    // progress 0.199: first half of the 0...0.4 scale
        #expect(box.x == 0)
        stage.setOffset(200)    // its middle: the scale's `to`
        #expect(box.x == 100)
    }

    @Test("Switching the policy mid-scroll writes every track once for the current offset and reports no events")
    func switchingMidScroll() throws {
        let probe = Probe(), reference = Probe()
        let stage = try Self.stage(seed: 7, policy: .full, probe: probe)
        let reducedStage = try Self.stage(seed: 7, policy: .reduced, probe: reference)
        for offset in [0.0, 300, 900, 1_234] {
            stage.setOffset(offset)
            reducedStage.setOffset(offset)
        }
        let events = probe.events.count, writes = probe.writes
        probe.decorative = 0; probe.point = .zero
        stage.motionPolicy = .reduced
        #expect(probe.events.count == events)
        #expect(probe.writes == writes + 6 * 5)          // six scenes, five tracks each, once
        reducedStage.motionPolicy = .full
        reference.decorative = 0; reference.point = .zero
        reducedStage.motionPolicy = .reduced             // the same rewrite on a stage that was reduced all along
        #expect(probe.decorative == reference.decorative && probe.point == reference.point)
        stage.motionPolicy = .reduced                    // unchanged: nothing written
        #expect(probe.writes == writes + 30)
    }
}

/// Issue 18: the discrete switch at a scale's exact middle, and policy switches on disabled scenes.
extension ReducedMotionStageTests {
    @Test("Under reduced motion a decorative track switches exactly at each scale's middle, for lengths whose reciprocal rounds")
    func exactMiddle() throws {
        var value = -1.0
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 0, length: 0.765625, to: 1))
        let stage = Stage()
        stage.motionPolicy = .reduced
        stage.add(Track(timeline, domain: .offset) { value = $0 })
        stage.setOffset(0.3828125)                    // progress exactly 0.5
        #expect(value == 1)
        stage.setOffset(0.3828125.nextDown)
        #expect(value == 0)

        // Many lengths and starts whose middles are exact numbers.
        var misses: [String] = []
        for k in 1...300 {
            let length = Double(k) * 0.015625
            for start in [0.0, -3.5, 1_000.25, 65_536] {
                var track = Timeline(initial: 0.0)
                try track.insert(Scale(start: start, length: length, to: 1))
                let middle = start + length / 2
                let local = Stage()
                local.motionPolicy = .reduced
                local.add(Track(track, domain: .offset) { value = $0 })
                local.setOffset(middle)
                if value != 1 { misses.append("length \(length), start \(start): \(value) at the middle") }
                local.setOffset(middle.nextDown)
                if value != 0 { misses.append("length \(length), start \(start): \(value) just before the middle") }
            }
        }
        #expect(misses.isEmpty, "\(misses.prefix(5))")
    }

    @Test("A policy switch does not write a disabled scene's tracks; enabling it writes them under the policy then current")
    func policySwitchWhileDisabled() throws {
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 100))
        var writes: [Double] = []
        var scene = ScrollScene("s", start: 0, length: 100)
        scene.add(Track(ramp) { writes.append($0) })
        let stage = Stage()
        try stage.add(scene)
        stage.setOffset(30)
        #expect(writes == [30])
        try stage.updateScene(named: "s") { $0.isEnabled = false }
        stage.motionPolicy = .reduced
        #expect(writes == [30])                        // frozen: not written
        stage.setOffset(60)
        try stage.updateScene(named: "s") { $0.isEnabled = true }
        #expect(writes == [30, 100])                   // reduced: past the middle, the scale's `to`

        // Enabled again at the offset where it was frozen, after the policy changed meanwhile.
        try stage.updateScene(named: "s") { $0.isEnabled = false }
        stage.motionPolicy = .full
        #expect(writes == [30, 100])
        try stage.updateScene(named: "s") { $0.isEnabled = true }
        #expect(writes == [30, 100, 60])
        #expect(stage.progress(of: "s") == 0.6)
    }

    @Test("A policy switch rewrites an unresolved scene's tracks at the position they kept, under the new policy; a scene never placed is not written (issue 30, bug 4)")
    func switchRewritesUnresolvedScenes() throws {
        // Progress 0 is the middle of the scale -1...1: 0.5 in full motion, 1 (its `to`) reduced.
        let straddle = try Timeline(initial: 0.0) { Segment(to: 1, over: 2, at: -1) }
        var layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 4000),
                                 elements: ["card": CGRect(x: 0, y: 1000, width: 400, height: 200)])
        let stage = Stage(layout: layout)
        var card: [Double] = [], ghost: [Double] = []
        try stage.add(ScrollScene("card", start: .element("card", .start, meets: .start), length: 400) {
            Track(straddle, motion: .decorative) { card.append($0) }
        })
        try stage.add(ScrollScene("ghost", start: .element("ghost", .start, meets: .start), length: 400) {
            Track(straddle, motion: .decorative) { ghost.append($0) }
        })
        stage.setOffset(1100)                            // card active
        layout.elements["card"] = nil
        stage.layout = layout                            // card unresolved: leaves backwards, written at progress 0
        #expect(stage.unresolvedScenes.sorted() == ["card", "ghost"])
        #expect(card.last == 0.5 && ghost.isEmpty)
        let written = card.count
        stage.setOffset(1300)                            // a move writes neither
        #expect(card.count == written && ghost.isEmpty)
        stage.motionPolicy = .reduced                    // the kept position, under the new policy
        #expect(card.count == written + 1 && card.last == 1 && ghost.isEmpty)
        stage.motionPolicy = .full
        #expect(card.last == 0.5 && ghost.isEmpty)
    }
}
