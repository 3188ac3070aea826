import Testing
@testable import Scrollwork

/// The switch contract of ``ResponsiveStage``: *switch at p, then scroll to q* equals *a fresh stage
/// of the new variant given p and the carried states, then scrolled to q* — every track value and
/// every event — over seeded layouts, offsets and switch sequences (switches between moves, two
/// or three in one frame, from inside an event handler, in the middle of a fling), and a leaving
/// scene's tracks hold their rest values.
@Suite("VariantSwitchEquivalence")
struct VariantSwitchEquivalenceTests {
    /// One track of a generated scene: its timeline, its domain, and the target it writes.
    struct TrackSpec {
        var timeline: Timeline<Double>
        var domain: TrackDomain
        var target: String

        /// What the track shows at rest (progress 0, 0 points in, the scene's start as the offset).
        func rest(start: Double) -> Double {
            timeline.value(at: domain == .offset ? start : 0)
        }
    }

    /// One generated scene.
    struct SceneSpec {
        var name: String
        var start: Double
        var length: Double
        var hysteresis: Double
        var once: Bool
        var tracks: [TrackSpec]
    }

    /// Where tracks write and events go, for one stage.
    final class Recorder {
        var values: [String: Double] = [:]
        var events: [SceneEvent] = []
    }

    static func scenes(_ specs: [SceneSpec], into recorder: Recorder) -> [ScrollScene] {
        specs.map { spec in
            ScrollScene(spec.name, start: spec.start, length: spec.length, hysteresis: spec.hysteresis, once: spec.once) {
                for track in spec.tracks {
                    Track(track.timeline, domain: track.domain) { [unowned recorder] in recorder.values[track.target] = $0 }
                }
            }
        }
    }

    static func makeScene(_ name: String, _ random: inout SplitMix64) -> SceneSpec {
        let start = Double(Int.random(in: 0...40, using: &random)) * 50
        let length = Double(Int.random(in: 0...12, using: &random)) * 50
        let hysteresis = Int.random(in: 0..<4, using: &random) == 0 ? Double(Int.random(in: 1...20, using: &random)) : 0
        let once = Int.random(in: 0..<4, using: &random) == 0
        var tracks: [TrackSpec] = []
        for k in 0..<Int.random(in: 0...2, using: &random) {
            var timeline = Timeline(initial: Double(Int.random(in: 0...10, using: &random)))
            let domain: TrackDomain = [.progress, .offset, .sceneOffset][Int.random(in: 0..<3, using: &random)]
            let (at, span): (Double, Double) = switch domain {
            case .offset: (start + Double(Int.random(in: 0...4, using: &random)) * 25, Double(Int.random(in: 1...8, using: &random)) * 25)
            case .sceneOffset: (Double(Int.random(in: 0...4, using: &random)) * 25, Double(Int.random(in: 1...8, using: &random)) * 25)
            default: (Double(Int.random(in: 0...5, using: &random)) / 10, Double(Int.random(in: 1...5, using: &random)) / 10)
            }
            try! timeline.insert(Scale(start: at, length: span, to: Double(Int.random(in: 0...10, using: &random)), easing: .easeInOutQuad))
            tracks.append(TrackSpec(timeline: timeline, domain: domain, target: "\(name).\(k)"))
        }
        return SceneSpec(name: name, start: start, length: length, hysteresis: hysteresis, once: once, tracks: tracks)
    }

    /// Three variants over a pool of six scene names (each variant takes a random subset, with its
    /// own positions and tracks), in force at widths 0–500, 500–1000 and 1000–1500; width 2000 puts
    /// none in force.
    static func makeVariants(_ random: inout SplitMix64) -> [[SceneSpec]] {
        (0..<3).map { _ in
            (0..<6).filter { _ in Int.random(in: 0..<3, using: &random) > 0 }.map { makeScene("s\($0)", &random) }
        }
    }

    static func variants(_ specs: [[SceneSpec]], into recorder: Recorder) -> [StageVariant] {
        specs.enumerated().map { index, scenes in
            StageVariant("v\(index)", when: .init(minWidth: Double(index) * 500, maxWidth: Double(index + 1) * 500),
                         scenes: Self.scenes(scenes, into: recorder))
        }
    }

    static func context(_ variant: Int?) -> StageVariant.Context {
        .init(width: variant.map { Double($0) * 500 + 250 } ?? 2000, height: 800)
    }

    /// A kept scene's state after a switch at `x`, written out from the contract rather than taken
    /// from the stage: a completed `once` scene stays completed (if the new definition is `once`);
    /// a scene the new definition makes `once` and that was left forwards has completed; otherwise
    /// its flags move from the old ones to what the new position implies at `x`, through its
    /// hysteresis band as any layout change does, completing a `once` scene now past its end.
    static func carry(_ old: StageSnapshot.SceneSnapshot, to spec: SceneSpec, at x: Double) -> StageSnapshot.SceneSnapshot {
        let done = StageSnapshot.SceneSnapshot(passedStart: true, passedEnd: true, completed: true)
        if spec.once && (old.completed || old.passedEnd) { return done }
        let h = spec.hysteresis, start = spec.start, end = spec.start + spec.length
        let passedStart: Bool, passedEnd: Bool
        if spec.length == 0 {
            passedStart = old.passedStart ? !(x < start - h) : x >= start + h
            passedEnd = passedStart
        } else {
            passedEnd = old.passedEnd ? !(x < end - h) : x >= end + h
            passedStart = (old.passedStart ? !(x <= start - h) : x > start + h) || passedEnd
        }
        if spec.once && passedEnd { return done }
        return StageSnapshot.SceneSnapshot(passedStart: passedStart, passedEnd: passedEnd, completed: false)
    }

    /// The counts a run compared.
    struct Tally {
        var sequences = 0
        var switches = 0
        var moves = 0
        var values = 0
        var events = 0
    }

    /// Runs one seeded switch sequence on a responsive stage, checking after every switch that a
    /// fresh stage of the new variant, given the switched stage's offset and the carried states,
    /// writes the same values and reports the same events over the moves up to the next switch.
    static func run(seed: UInt64, tally: inout Tally) {
        var random = SplitMix64(seed: seed)
        let specs = makeVariants(&random)
        let base = makeScene("base", &random)
        let loadEvents: Stage.LoadEvents = [.silent, .onScreen, .fromStart][Int.random(in: 0..<3, using: &random)]
        let recorder = Recorder()
        let stage = Stage()
        stage.loadEvents = loadEvents
        try! stage.add(contentsOf: scenes([base], into: recorder))
        let page = try! ResponsiveStage(stage, variants: variants(specs, into: recorder))
        /// The stage's states just before the (last) switch being checked.
        var before = stage.snapshot
        // A switch asked for by the next event reported (from inside the handler).
        var switchInHandler: Int?? = nil
        stage.onEvent = { event in
            recorder.events.append(event)
            if let target = switchInHandler {
                switchInHandler = nil
                before = stage.snapshot
                try! page.update(context(target))
            }
        }
        var fresh: (stage: Stage, recorder: Recorder, specs: [SceneSpec])?
        var inForce: Int? = nil
        var offset = 0.0
        var velocity = 0.0
        tally.sequences += 1

        /// Switches: builds the fresh stage to compare with, and checks the leaving scenes' rest values.
        func compareAfterSwitch(from old: Int?) {
            let now = page.variantInForce.map { Int($0.dropFirst())! }
            inForce = now
            let newSpecs = now.map { specs[$0] } ?? []
            if let old, stage.offset != nil {
                // Every target the old variant animated and the new one does not (a leaving
                // scene's, or a track a kept scene dropped) is at rest.
                let newTargets = Set(newSpecs.flatMap { $0.tracks.map(\.target) })
                for scene in specs[old] {
                    for track in scene.tracks where recorder.values[track.target] != nil && !newTargets.contains(track.target) {
                        #expect(recorder.values[track.target] == track.rest(start: scene.start),
                                "seed \(seed): \(track.target), which the new variant does not animate, is not at rest")
                        tally.values += 1
                    }
                }
            }
            let freshRecorder = Recorder()
            let other = Stage()
            // The switched stage's scene order (base, kept scenes where they were, arriving ones
            // after, in the variant's order), which orders events at coinciding boundaries.
            let byName = Dictionary(uniqueKeysWithValues: ([base] + newSpecs).map { ($0.name, $0) })
            #expect(Set(stage.sceneNames) == Set(byName.keys), "seed \(seed)")
            let kept = stage.sceneNames.filter { before.scenes[$0] != nil }
            let arriving = stage.sceneNames.filter { before.scenes[$0] == nil }
            #expect(stage.sceneNames == kept + arriving, "seed \(seed): arriving scenes are added after the others")
            try! other.add(contentsOf: scenes(kept.compactMap { byName[$0] }, into: freshRecorder))
            other.onEvent = { freshRecorder.events.append($0) }
            // Carried: the base's state (no switch touches it), and each kept scene's state
            // from before the switch taken to its new position as the contract says.
            var carried: [String: StageSnapshot.SceneSnapshot] = [:]
            carried["base"] = stage.snapshot.scenes["base"]
            for name in kept where name != "base" {
                if let old = before.scenes[name], let spec = byName[name], let x = stage.offset {
                    carried[name] = Self.carry(old, to: spec, at: x)
                }
            }
            try! other.restore(StageSnapshot(offset: stage.offset, scenes: carried))
            // The arriving scenes are added as an add at the offset does, load events and all.
            other.loadEvents = loadEvents
            try! other.add(contentsOf: scenes(arriving.compactMap { byName[$0] }, into: freshRecorder))
            freshRecorder.events.removeAll()
            #expect(other.snapshot == stage.snapshot, "seed \(seed): states after the switch")
            fresh = (other, freshRecorder, [base] + newSpecs)
            recorder.events.removeAll()
            compareValues()
        }

        func compareValues() {
            guard let fresh else { return }
            for scene in fresh.specs {
                for track in scene.tracks {
                    #expect(recorder.values[track.target] == fresh.recorder.values[track.target],
                            "seed \(seed): \(track.target) at \(stage.offset ?? .nan)")
                    tally.values += 1
                }
            }
        }

        func switchTo(_ target: Int?) {
            let old = inForce
            before = stage.snapshot
            try! page.update(context(target))
            tally.switches += 1
            compareAfterSwitch(from: old)
        }

        for _ in 0..<Int.random(in: 8...16, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2:
                switchTo([0, 1, 2, nil][Int.random(in: 0..<4, using: &random)])
            case 3:
                // Back and forth within one frame: two or three switches without a move between.
                for _ in 0..<Int.random(in: 2...3, using: &random) {
                    before = stage.snapshot
                    try! page.update(context([0, 1, 2, nil][Int.random(in: 0..<4, using: &random)]))
                    tally.switches += 1
                }
                compareAfterSwitch(from: nil)
            case 4:
                // From inside the handler of the next event reported (if the next move reports any).
                let target = [0, 1, 2, nil][Int.random(in: 0..<4, using: &random)]
                switchInHandler = .some(target)
                let inForceBefore = page.variantInForce
                offset = Double(Int.random(in: -10...450, using: &random)) * 5
                stage.setOffset(offset)
                fresh?.stage.setOffset(offset)
                tally.moves += 1
                if switchInHandler == nil {
                    if page.variantInForce != inForceBefore { tally.switches += 1 }
                    let old = inForceBefore.map { Int($0.dropFirst())! }
                    compareAfterSwitch(from: old)
                } else {
                    switchInHandler = nil
                    #expect(recorder.events == (fresh?.recorder.events ?? recorder.events), "seed \(seed)")
                    fresh?.recorder.events.removeAll()
                    recorder.events.removeAll()
                    compareValues()
                }
            default:
                // A jump, or a fling: a run of shrinking steps, switching in the middle now and then.
                let fling = Int.random(in: 0..<2, using: &random) == 0
                velocity = Double(Int.random(in: -80...80, using: &random))
                let steps = fling ? Int.random(in: 3...12, using: &random) : 1
                for step in 0..<steps {
                    if fling {
                        offset += velocity
                        velocity *= 0.8
                    } else {
                        offset = Double(Int.random(in: -10...450, using: &random)) * 5
                    }
                    stage.setOffset(offset)
                    fresh?.stage.setOffset(offset)
                    tally.moves += 1
                    if let fresh {
                        #expect(recorder.events == fresh.recorder.events, "seed \(seed): events at \(offset)")
                        tally.events += recorder.events.count
                    }
                    recorder.events.removeAll()
                    fresh?.recorder.events.removeAll()
                    compareValues()
                    if fling && step == steps / 2 && Int.random(in: 0..<3, using: &random) == 0 {
                        switchTo([0, 1, 2, nil][Int.random(in: 0..<4, using: &random)])
                    }
                }
            }
        }
    }

    @Test("A switch then a scroll equals a fresh stage of the new variant, over 1,200 seeded sequences")
    func equivalence() {
        var tally = Tally()
        for seed in 0..<1_200 as Range<UInt64> { Self.run(seed: seed &* 0x9E37_79B9 &+ 7, tally: &tally) }
        #expect(tally.sequences == 1_200)
        // The run compares real work (these are the counts for these seeds, not lower bounds).
        #expect(tally.switches > 9_000)
        #expect(tally.moves > 30_000)
        #expect(tally.values > 140_000)
        #expect(tally.events > 8_000)
        print("VariantSwitchEquivalence: \(tally.sequences) sequences, \(tally.switches) switches, \(tally.moves) moves, \(tally.values) track values and \(tally.events) events compared")
    }
}
