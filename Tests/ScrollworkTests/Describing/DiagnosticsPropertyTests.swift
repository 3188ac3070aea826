import Foundation
import Testing
@testable import Scrollwork

/// Every verdict of ``Stage/diagnostics`` on random stages, checked against brute-force scrolling
/// over the whole scroll range: the offsets are a grid of the range plus every boundary, `h`
/// either side of it, and the doubles next to each of those; each of them is a first offset, from
/// which the stage sweeps up, down and up again (or down, up and down).
///
/// Exact kinds, both ways: a scene is reported never active exactly when no run makes it active;
/// a trigger is reported never firing exactly when no run reports an event of it (at the first
/// offset, under the stage's load events, or on a move). Conservative kind, one way and a half: a
/// track reported never moving never changes its value; and where every position the runs give
/// it lies at one value or on one side of its segments, it is reported.
@Suite("Diagnostics against brute-force scrolling")
struct DiagnosticsPropertyTests {
    static let loads: [Stage.LoadEvents] = [.silent, .fromStart, .onScreen]

    @Test("Every verdict holds, and the exact ones are found", arguments: 0..<24)
    func verdicts(seed: UInt64) throws {
        var spec = try RandomStage(seed: seed &* 7919 &+ 31)
        // Diagnostics check a disabled scene as if enabled: the runs enable every scene.
        for index in spec.scenes.indices { spec.scenes[index].isEnabled = true }
        let loadEvents = Self.loads[Int(seed % 3)]
        let stage = try spec.stage(log: StageLog())
        stage.loadEvents = loadEvents
        let diagnostics = stage.diagnostics
        let maximum = stage.layout.maximumOffset
        func reported(_ kind: StageDiagnostic.Kind) -> Set<String> { Set(diagnostics.filter { $0.kind == kind }.map(\.subject)) }

        // The offsets: a grid, every boundary and h either side, and the doubles next to them.
        var keys: [Double] = []
        for name in stage.sceneNames {
            guard let range = stage.range(of: name), let h = stage.scene(named: name)?.hysteresis else { continue }
            for boundary in [range.lowerBound, range.upperBound] { keys += [boundary, boundary - h, boundary + h] }
        }
        var offsets = Set((0...40).map { maximum * Double($0) / 40 })
        for key in keys { for x in [key.nextDown, key, key.nextUp] where x >= 0 && x <= maximum { offsets.insert(x) } }
        let ascending = offsets.sorted(), descending = Array(ascending.reversed())

        try Self.checkScenes(of: stage, layout: spec.layout, scenes: spec.scenes.map { $0.scene(StageLog()) }, offsets: ascending, note: "seed \(seed)")

        // Tracks: their values are a pure function of the offset, so one sweep over every offset
        // gives every value a run can write. Each track gets a target of its own.
        for index in spec.ownTracks.indices { spec.ownTracks[index].target = "stage track \(index)" }
        for scene in spec.scenes.indices {
            for index in spec.scenes[scene].tracks.indices { spec.scenes[scene].tracks[index].target = "\(spec.scenes[scene].name) track \(index)" }
        }
        let log = StageLog()
        let tracked = try spec.stage(log: log)
        tracked.loadEvents = loadEvents
        for offset in ascending + descending { tracked.setOffset(offset) }
        var values: [String: Set<[Double]>] = [:]
        for entry in log.entries {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let numbers = entry[entry.index(after: equals)...].split(separator: ",").map { Double(bitPattern: UInt64($0, radix: 16) ?? 0) + 0 }
            values[String(entry[..<equals]), default: []].insert(numbers)
        }
        let neverMoves = reported(.trackOutsideRange)
        for subject in neverMoves {
            #expect((values[subject]?.count ?? 0) <= 1, "seed \(seed): \(subject) reported never moving, wrote \(values[subject] ?? [])")
        }
        // The converse, for the positions the runs give each scene's tracks.
        for name in stage.sceneNames {
            guard let range = stage.range(of: name), let scene = stage.scene(named: name) else { continue }
            for (index, track) in scene.tracks.enumerated() where !track.isPin && track.domain != .velocity {
                guard let extent = track.extent else { continue }
                let positions = ascending.map { Self.position(track.domain, range: range, offset: $0) }
                guard let low = positions.min(), let high = positions.max() else { continue }
                if low == high || extent.upperBound <= low || extent.lowerBound >= high {
                    #expect(neverMoves.contains("\(name) track \(index)"),
                            "seed \(seed): \(name) track \(index) only goes over \(low)...\(high) of \(extent) and is not reported")
                }
            }
        }
    }

    @Test("Scenes and triggers near the ends of the range, with wide hysteresis, `once` and every kind of load events", arguments: 0..<24)
    func edges(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double {
            (Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound) + range.lowerBound).rounded()
        }
        let maximum = 1000.0
        let scenes = (0..<10).map { index in
            let start = random.next() % 2 == 0 ? number(-300...300) : number(700...1300)
            var scene = ScrollScene("s\(index)", start: start, length: random.next() % 3 == 0 ? 0 : number(1...400),
                                    hysteresis: random.next() % 4 == 0 ? 0 : number(0...300), once: random.next() % 4 == 0)
            scene.isEnabled = true
            return scene
        }
        let layout = StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 800 + maximum))
        let stage = try Stage(layout: layout) { for scene in scenes { scene } }
        stage.loadEvents = Self.loads[Int(seed % 3)]
        var offsets = Set((0...20).map { maximum * Double($0) / 20 })
        for scene in scenes {
            guard let range = stage.range(of: scene.name) else { continue }
            for boundary in [range.lowerBound, range.upperBound] {
                for key in [boundary, boundary - scene.hysteresis, boundary + scene.hysteresis] {
                    for x in [key.nextDown, key, key.nextUp] where x >= 0 && x <= maximum { offsets.insert(x) }
                }
            }
        }
        try Self.checkScenes(of: stage, layout: layout, scenes: scenes, offsets: offsets.sorted(), note: "seed \(seed)")
    }

    /// Runs copies of `scenes` (without tracks) on `layout` with `stage`'s load events: from each
    /// of `offsets` as the first offset, sweeps over them all up, down and up (and down, up and
    /// down); checks that `stage`'s never-active and never-firing verdicts are exactly what the runs
    /// find.
    static func checkScenes(of stage: Stage, layout: StageLayout, scenes: [ScrollScene], offsets ascending: [Double], note: String) throws {
        let diagnostics = stage.diagnostics
        func reported(_ kind: StageDiagnostic.Kind) -> Set<String> { Set(diagnostics.filter { $0.kind == kind }.map(\.subject)) }
        let descending = Array(ascending.reversed())
        let bare = scenes.map { scene in
            var scene = scene
            scene.tracks = []
            scene.onEvent = nil
            scene.isEnabled = true
            return scene
        }
        var everActive = Set<String>(), everFired = Set<String>()
        for first in ascending {
            for upFirst in [true, false] {
                let run = try Stage(layout: layout) { for scene in bare { scene } }
                run.loadEvents = stage.loadEvents
                run.onEvent = { everFired.insert($0.scene) }
                let sweeps = upFirst ? [ascending, descending, ascending] : [descending, ascending, descending]
                for offset in [first] + sweeps.joined() {
                    run.setOffset(offset)
                    for name in run.sceneNames where run.state(of: name) == .active { everActive.insert(name) }
                }
            }
        }
        let resolved = stage.sceneNames.compactMap { name in stage.range(of: name).map { (name, $0) } }
        let neverActive = Set(resolved.filter { $0.1.lowerBound < $0.1.upperBound }.map(\.0)).subtracting(everActive)
        let neverFires = Set(resolved.filter { $0.1.lowerBound == $0.1.upperBound }.map(\.0)).subtracting(everFired)
        let load = stage.loadEvents
        #expect(reported(.unreachableScene) == neverActive,
                "\(note) (\(load)): reported never active \(reported(.unreachableScene).sorted()), found \(neverActive.sorted()): \(diagnostics)")
        #expect(reported(.unreachableTrigger) == neverFires,
                "\(note) (\(load)): reported never firing \(reported(.unreachableTrigger).sorted()), found \(neverFires.sorted()): \(diagnostics)")
    }

    /// A track's position at `offset`, by the definitions of ``TrackDomain``.
    static func position(_ domain: TrackDomain, range: ClosedRange<Double>, offset: Double) -> Double {
        let (start, end) = (range.lowerBound, range.upperBound)
        switch domain {
        case .progress where end <= start, .unclampedProgress where end <= start: return offset >= start ? 1 : 0
        case .progress: return min(max((offset - start) / (end - start), 0), 1)
        case .sceneOffset: return min(max(offset - start, 0), max(end - start, 0))
        case .unclampedProgress: return (offset - start) / (end - start)
        default: return offset
        }
    }
}
