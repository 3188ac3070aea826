import Foundation
import Scrollwork
import Testing

@Suite("Stage builder")
struct StageBuilderTests {
    /// One random scene's numbers, drawn once and used by both ways of building.
    struct SceneSpec {
        var name: String
        var start: Double
        var length: Double
        var hysteresis: Double
        var once: Bool
        var tracks: [(domain: TrackDomain, timeline: Timeline<Double>)]
    }

    static func specs(seed: UInt64) throws -> (scenes: [SceneSpec], stageTracks: [Timeline<Double>]) {
        var random = SplitMix64(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double { (Double(random.next() % 10_000) / 10_000) * (range.upperBound - range.lowerBound) + range.lowerBound }
        func timeline() throws -> Timeline<Double> {
            let a = number(0...1), b = number(0...1)
            return try Timeline(initial: number(-5...5)) {
                Hold(a / 4)
                Segment(to: number(-10...10), over: 0.2 + a / 4, easing: [.linear, .easeInOutCubic, .easeOutBack][Int(random.next() % 3)])
                Segment(to: number(-10...10), over: 0.1 + b / 4)
            }
        }
        var scenes: [SceneSpec] = []
        for index in 0..<Int(3 + random.next() % 6) {
            var tracks: [(TrackDomain, Timeline<Double>)] = []
            for _ in 0..<Int(random.next() % 3) {
                tracks.append(([TrackDomain.progress, .sceneOffset, .offset][Int(random.next() % 3)], try timeline()))
            }
            scenes.append(SceneSpec(name: "s\(index)", start: number(0...2000), length: random.next() % 5 == 0 ? 0 : number(1...600),
                                    hysteresis: random.next() % 3 == 0 ? number(0...8) : 0, once: random.next() % 4 == 0, tracks: tracks))
        }
        return (scenes, try (0..<Int(random.next() % 3)).map { _ in try timeline() })
    }

    @Test("A built stage and the same stage added call by call report the same events and write the same values", arguments: 0..<40)
    func builderMatchesImperative(seed: UInt64) throws {
        let (specs, stageTracks) = try Self.specs(seed: seed)
        let layout = StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3600))
        var logs: [[String]] = [[], []]
        func log(_ way: Int) -> (String) -> Void { { logs[way].append($0) } }

        let built = try Stage(layout: layout) {
            for (k, timeline) in stageTracks.enumerated() {
                Track(timeline, domain: .progress) { value in logs[0].append("stage\(k)=\(value)") }
            }
            for spec in specs {
                ScrollScene(spec.name, start: spec.start, length: spec.length, hysteresis: spec.hysteresis, once: spec.once) {
                    for (k, track) in spec.tracks.enumerated() {
                        Track(track.timeline, domain: track.domain) { value in logs[0].append("\(spec.name).\(k)=\(value)") }
                    }
                } onEvent: { logs[0].append("\($0)") }
            }
        }
        let byHand = Stage(layout: layout)
        for (k, timeline) in stageTracks.enumerated() {
            byHand.add(Track(timeline, domain: .progress) { value in logs[1].append("stage\(k)=\(value)") })
        }
        for spec in specs {
            var scene = ScrollScene(spec.name, start: .offset(spec.start), length: spec.length)
            scene.hysteresis = spec.hysteresis
            scene.once = spec.once
            scene.onEvent = { logs[1].append("\($0)") }
            for (k, track) in spec.tracks.enumerated() {
                scene.add(Track(track.timeline, domain: track.domain) { value in logs[1].append("\(spec.name).\(k)=\(value)") })
            }
            try byHand.add(scene)
        }
        var random = SplitMix64(seed: seed ^ 0xF00D)
        for _ in 0..<60 {
            let offset = Double(random.next() % 4000) - 200
            built.setOffset(offset)
            byHand.setOffset(offset)
            #expect(logs[0] == logs[1], "seed \(seed) at \(offset)")
            #expect(built.description == byHand.description, "seed \(seed)")
        }
    }

    @Test("A stage that cannot be built throws the first refusal")
    func refusals() {
        #expect(throws: StageError.duplicateScene("a")) {
            try Stage {
                ScrollScene("a", start: 0, length: 10)
                ScrollScene("a", start: 20, length: 10)
            }
        }
        #expect(throws: StageError.invalidLength(scene: "b", length: -1)) {
            try Stage {
                ScrollScene("a", start: 0, length: 10)
                ScrollScene("b", start: 20, length: -1)
            }
        }
    }

    @Test("Scene options written in the initialiser equal the same options set afterwards")
    func sceneOptions() {
        var fired: [String] = []
        let scene = ScrollScene("a", start: .offset(5), end: .offset(50), hysteresis: 3, once: true) {
            Track.pin { _ in }
        } onEvent: { fired.append("\($0)") }
        let handlerOnly = ScrollScene("c", start: 0, length: 0, onEvent: { fired.append("c: \($0.kind)") })
        handlerOnly.onEvent?(SceneEvent(scene: "c", kind: .leave, boundary: 0, offset: 1))
        #expect(handlerOnly.tracks.isEmpty && fired == ["c: leave"])
        fired.removeAll()
        #expect(scene.hysteresis == 3 && scene.once && scene.tracks.count == 1 && scene.end == .anchor(.offset(50)))
        scene.onEvent?(SceneEvent(scene: "a", kind: .enter, boundary: 5, offset: 6))
        #expect(fired == ["a enter @5.0"])
        let plain = ScrollScene("b", start: 0, length: 10)
        #expect(plain.hysteresis == 0 && !plain.once && plain.tracks.isEmpty && plain.onEvent == nil)
    }
}
