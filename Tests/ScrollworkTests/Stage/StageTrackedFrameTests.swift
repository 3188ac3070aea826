import Foundation
import Testing
@testable import Scrollwork

/// What a tracked scene's closure tracks last received, by `"scene#track"`.
private final class Written {
    var values: [String: Double] = [:]
}

/// A seeded page of tracked scenes, moved and changed at random, checked after every step against
/// `reading(at:)` (which computes every scene's frame and every track's value from scratch).
private struct TrackedPage {
    let stage = Stage()
    let written = Written()
    var random: SplitMix64
    var names: [String] = []
    var made = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A timeline over the positions `domain` takes on this page, so that moving changes its value.
    mutating func timeline(for domain: TrackDomain, length: Double) throws -> Timeline<Double> {
        var timeline = Timeline(initial: Double(Int.random(in: -5...5, using: &random)))
        let (low, high): (Double, Double)
        switch domain.kind {
        case .progress: (low, high) = (0, 1)
        case .sceneOffset: (low, high) = (0, max(length, 1))
        case .offset: (low, high) = (0, 3_200)
        case .unclampedProgress: (low, high) = (-2, 3)
        case .velocity: (low, high) = (-1, 1)
        }
        let start = low + (high - low) * Double.random(in: 0..<0.5, using: &random)
        try timeline.insert(Scale(start: start, length: (high - low) * Double.random(in: 0.1...0.5, using: &random),
                                  to: Double.random(in: -100...100, using: &random), easing: .easeInOutQuad))
        return timeline
    }

    /// A new scene: one in eight a trigger, some with hysteresis or `once`, one to three tracks
    /// keyed on the clamped positions mostly, some on the offset or the unclamped progress.
    mutating func makeScene() throws -> ScrollScene {
        let name = "s\(made)"
        made += 1
        let length = Int.random(in: 0..<8, using: &random) == 0 ? 0 : Double(Int.random(in: 1...600, using: &random))
        var scene = ScrollScene(name, start: .offset(Double(Int.random(in: 0...3_000, using: &random))), length: length)
        if Int.random(in: 0..<6, using: &random) == 0 { scene.hysteresis = 4 }
        if Int.random(in: 0..<6, using: &random) == 0 { scene.once = true }
        let domains: [TrackDomain] = [.progress, .progress, .progress, .sceneOffset, .sceneOffset, .offset, .unclampedProgress]
        for k in 0..<Int.random(in: 1...3, using: &random) {
            let domain = domains.randomElement(using: &random)!
            let key = "\(name)#\(k)", written = written
            scene.add(Track(try timeline(for: domain, length: length), domain: domain) { written.values[key] = $0 })
        }
        return scene
    }

    /// Every placed, enabled scene's tracks hold their values at the offset; the bookkeeping agrees.
    func check(_ step: Int, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stage.invariantsHold, "seed \(seed), step \(step)", sourceLocation: sourceLocation)
        guard let x = stage.offset else { return }
        let reading = stage.reading(at: x)
        for name in names {
            guard let scene = reading.scenes[name] else { continue }
            for (k, value) in scene.values.enumerated() {
                guard let value else { continue }   // a disabled scene's tracks are not read
                let shown = written.values["\(name)#\(k)"]
                #expect(shown == value.x, "seed \(seed), step \(step), offset \(x): \(name)#\(k) shows \(String(describing: shown)), should \(value.x)",
                        sourceLocation: sourceLocation)
            }
        }
    }
}

@Suite("A tracked page's frame visits only the scenes it changes")
struct StageTrackedFrameTests {
    @Test("Every track shows its value at the offset after every move and change", arguments: 0..<12)
    func tracksFollowEveryMove(seed: UInt64) throws {
        var page = TrackedPage(seed: seed)
        for _ in 0..<60 {
            let scene = try page.makeScene()
            try page.stage.add(scene)
            page.names.append(scene.name)
        }
        var x = Double(Int.random(in: 0...3_200, using: &page.random))
        page.stage.setOffset(x)
        page.check(0, seed: seed)
        for step in 1...400 {
            let choice = Int.random(in: 0..<100, using: &page.random)
            if choice < 70 {
                x = min(max(x + Double(Int.random(in: -60...60, using: &page.random)), 0), 3_200)   // a drag
                page.stage.setOffset(x)
            } else if choice < 88 {
                x = Double(Int.random(in: 0...3_200, using: &page.random))   // a jump
                page.stage.setOffset(x)
            } else if choice < 93, let name = page.names.randomElement(using: &page.random) {
                try page.stage.updateScene(named: name) { $0.isEnabled.toggle() }
            } else if choice < 96, let name = page.names.randomElement(using: &page.random) {
                // Gains or loses hysteresis, or a track on the offset: it becomes swept, or stops being.
                let extra = try page.timeline(for: .offset, length: 0)
                let key = "\(name)#\(page.stage.scene(named: name)?.tracks.count ?? 0)", written = page.written
                try page.stage.updateScene(named: name) { scene in
                    if scene.hysteresis == 0 { scene.hysteresis = 3 } else { scene.hysteresis = 0 }
                    if scene.tracks.count < 4 { scene.add(Track(extra, domain: .offset) { written.values[key] = $0 }) }
                }
            } else if choice < 98 {
                let scene = try page.makeScene()
                try page.stage.add(scene)
                page.names.append(scene.name)
            } else if let name = page.names.randomElement(using: &page.random) {
                page.stage.removeScene(named: name)
                page.names.removeAll { $0 == name }
            }
            page.check(step, seed: seed)
        }
    }

    @Test("Two tracks of different scenes writing one property: the later track's write wins, as before")
    func writeOrderAcrossScenes() throws {
        // Scene a (added first) and scene b both write `shown`; both move in the same frames. A
        // frame writes tracks in the order they were added, so b's value is what stays.
        let stage = Stage()
        var shown = 0.0
        var a = ScrollScene("a", start: .offset(0), length: 100), b = ScrollScene("b", start: .offset(50), length: 100)
        let up = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let down = try Timeline(initial: 10.0) { Segment(to: 20, over: 1) }
        a.add(Track(up) { shown = $0 })
        b.add(Track(down) { shown = $0 })
        try stage.add(a)
        try stage.add(b)
        stage.setOffset(60)
        #expect(shown == 11)
        stage.setOffset(100)   // both still moving: b's 15
        #expect(shown == 15)
        stage.setOffset(200)   // b leaves at 150: 20; a left at 100 (its last write, 1, came first)
        #expect(shown == 20)
        stage.setOffset(75)   // both back inside
        #expect(shown == 12.5)
    }
}
