import Foundation
import Testing
@testable import Scrollwork

/// The stage against a brute-force model of its event contract: every scene tested on every move,
/// the crossings sorted by the documented rules (key, rank, scene order, enter before leave), on
/// seeded random pages with hysteresis, `once`, disabled scenes, triggers, ties, jumps, element
/// resizes, scene updates and reduced motion.
@Suite("Stage against a brute-force model")
struct StageModelTests {
    /// One scene of the model: anchored to element `element` (its start plus `shift`), `length` long.
    struct Scene {
        var element: Int, shift: Double, length: Double
        var hysteresis: Double, once: Bool, enabled: Bool
        var start = 0.0, end = 0.0
        var passedStart = false, passedEnd = false, completed = false, placed = false
        var frozen: Double?
        var isTrigger: Bool { end == start }
        var isActive: Bool { passedStart && !passedEnd && !completed }
        var state: SceneState { passedEnd || completed ? .after : passedStart ? .active : .before }
    }

    struct Crossing: Equatable, CustomStringConvertible {
        var scene: Int, kind: SceneEvent.Kind
        var description: String { "s\(scene) \(kind)" }
    }

    /// The model: element heights stacked from 100, the scenes, the offset.
    struct Model {
        var heights: [Double]
        var scenes: [Scene]
        var offset: Double?

        func top(_ element: Int) -> Double { 100 + heights[..<element].reduce(0, +) }

        mutating func place() {
            for i in scenes.indices {
                scenes[i].start = top(scenes[i].element) + scenes[i].shift
                scenes[i].end = scenes[i].start + scenes[i].length
            }
        }

        static func flags(_ scene: Scene, at x: Double) -> (start: Bool, end: Bool) {
            let h = scene.hysteresis
            if scene.isTrigger {
                let passed = scene.passedStart ? !(x < scene.start - h) : x >= scene.start + h
                return (passed, passed)
            }
            let start = scene.passedStart ? !(x <= scene.start - h) : x > scene.start + h
            let end = scene.passedEnd ? !(x < scene.end - h) : x >= scene.end + h
            return (start || end, end)
        }

        /// Gives scene `i` the flags for `x`; its crossings with their keys and ranks.
        mutating func take(_ i: Int, at x: Double) -> [(key: Double, rank: Int, order: Int, crossing: Crossing)] {
            let scene = scenes[i], flags = Self.flags(scene, at: x), h = scene.hysteresis, trigger = scene.isTrigger
            var found: [(Double, Int, Int, Crossing)] = []
            if !scene.passedStart && flags.start { found.append((scene.start + h, trigger ? 0 : 1, 0, Crossing(scene: i, kind: .enter))) }
            if !scene.passedEnd && flags.end { found.append((scene.end + h, 0, 1, Crossing(scene: i, kind: .leave))) }
            if scene.passedEnd && !flags.end { found.append((scene.end - h, 1, 0, Crossing(scene: i, kind: .enterBack))) }
            if scene.passedStart && !flags.start { found.append((scene.start - h, trigger ? 1 : 0, 1, Crossing(scene: i, kind: .leaveBack))) }
            scenes[i].passedStart = flags.start
            scenes[i].passedEnd = flags.end
            if flags.end && scene.once { scenes[i].completed = true }
            return found.map { (key: $0.0, rank: $0.1, order: $0.2, crossing: $0.3) }
        }

        mutating func setSilently(_ i: Int, at x: Double) {
            scenes[i].placed = true
            guard !scenes[i].completed else { return }
            if scenes[i].isTrigger {
                scenes[i].passedStart = x >= scenes[i].start
                scenes[i].passedEnd = scenes[i].passedStart
            } else {
                scenes[i].passedStart = x > scenes[i].start
                scenes[i].passedEnd = x >= scenes[i].end
            }
            if scenes[i].passedEnd && scenes[i].once { scenes[i].completed = true }
        }

        /// A move: every live scene tested, the crossings sorted by the contract.
        mutating func move(to x: Double) -> [Crossing] {
            guard let previous = offset else {
                offset = x
                for i in scenes.indices where scenes[i].enabled { setSilently(i, at: x) }
                return []
            }
            offset = x
            guard x != previous else { return [] }
            var found: [(key: Double, rank: Int, order: Int, crossing: Crossing)] = []
            for i in scenes.indices where scenes[i].enabled && !scenes[i].completed { found += take(i, at: x) }
            let forward = x > previous
            found.sort { a, b in
                if a.key != b.key { return forward ? a.key < b.key : a.key > b.key }
                if a.rank != b.rank { return a.rank < b.rank }
                if a.crossing.scene != b.crossing.scene { return forward ? a.crossing.scene < b.crossing.scene : a.crossing.scene > b.crossing.scene }
                return a.order < b.order
            }
            return found.map(\.crossing)
        }

        /// Re-syncs scene `i` at the offset (a layout change or an update): its crossings in order.
        mutating func resync(_ i: Int) -> [Crossing] {
            guard let x = offset, scenes[i].enabled else { return [] }
            guard scenes[i].placed else {
                setSilently(i, at: x)
                return []
            }
            guard !scenes[i].completed else { return [] }
            if scenes[i].once && scenes[i].passedEnd {
                scenes[i].completed = true
                return []
            }
            return take(i, at: x).map(\.crossing)
        }

        /// Element `element` grows by `delta`; every scene is placed again and re-synced in order.
        mutating func resize(_ element: Int, by delta: Double) -> [Crossing] {
            heights[element] += delta
            place()
            return scenes.indices.flatMap { resync($0) }
        }

        func progress(_ i: Int) -> Double? {
            let scene = scenes[i]
            if !scene.enabled { return scene.frozen }
            guard let x = offset else { return nil }
            let seen = scene.completed ? max(x, scene.end) : x
            let length = scene.end - scene.start
            return length > 0 ? min(max((seen - scene.start) / length, 0), 1) : (seen >= scene.start ? 1 : 0)
        }
    }

    /// A seeded page: `count` scenes on as many elements, positions on a quarter-point grid (so
    /// that boundaries tie), some triggers, some with hysteresis, some `once`, some disabled.
    static func page(_ rng: inout SplitMix64, count: Int) -> Model {
        let heights = (0..<count).map { _ in Double(Int.random(in: 2...24, using: &rng)) * 4 }
        var scenes: [Scene] = []
        for _ in 0..<count {
            let trigger = Int.random(in: 0..<5, using: &rng) == 0
            scenes.append(Scene(
                element: Int.random(in: 0..<count, using: &rng), shift: Double(Int.random(in: -64...64, using: &rng)) / 4,
                length: trigger ? 0 : Double(Int.random(in: 1...400, using: &rng)) / 4,
                hysteresis: [0, 0, 0, 1, 2.5].randomElement(using: &rng)!, once: Int.random(in: 0..<6, using: &rng) == 0,
                enabled: Int.random(in: 0..<8, using: &rng) != 0))
        }
        var model = Model(heights: heights, scenes: scenes, offset: nil)
        model.place()
        return model
    }

    static func layout(_ model: Model) -> StageLayout {
        var elements: [String: CGRect] = [:]
        for k in model.heights.indices { elements["e\(k)"] = CGRect(x: 0, y: model.top(k), width: 100, height: model.heights[k]) }
        let total = model.heights.reduce(0, +) + 200
        return StageLayout(viewport: CGSize(width: 100, height: 500), content: CGSize(width: 100, height: total + 500), elements: elements)
    }

    /// `layout` with element `name` `delta` longer, what starts at or after its end moved by
    /// `delta`, and the content `delta` longer: what ``Stage/resizeElement(named:by:)`` does.
    static func layout(_ layout: StageLayout, resizing name: String, by delta: Double) -> StageLayout {
        var layout = layout
        let frame = layout.elements[name]!
        layout.elements[name]!.size.height += delta
        for (other, otherFrame) in layout.elements where other != name && otherFrame.minY >= frame.maxY {
            layout.elements[other]!.origin.y += delta
        }
        layout.content.height += delta
        return layout
    }

    /// The stage for the model, logging every event; the scenes are added in one batch or one by one.
    static func stage(_ model: Model, log: Locked<[Crossing]>, batch: Bool) throws -> (Stage, [Stage.SceneID]) {
        let stage = Stage(layout: layout(model))
        var scenes: [ScrollScene] = []
        for (i, s) in model.scenes.enumerated() {
            var scene = ScrollScene("s\(i)", start: .element("e\(s.element)", .start, meets: .start, plus: s.shift), length: s.length)
            scene.hysteresis = s.hysteresis
            scene.once = s.once
            scene.isEnabled = s.enabled
            scene.onEvent = { event in log.withLock { $0.append(Crossing(scene: Int(event.scene.dropFirst())!, kind: event.kind)) } }
            scenes.append(scene)
        }
        if batch { return (stage, try stage.add(contentsOf: scenes)) }
        return (stage, try scenes.map { try stage.add($0) })
    }

    static func compare(_ stage: Stage, _ ids: [Stage.SceneID], _ model: Model, seed: UInt64, step: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var active: Set<Stage.SceneID> = []
        for i in model.scenes.indices {
            #expect(stage.state(of: ids[i]) == model.scenes[i].state, "seed \(seed) step \(step): state of s\(i)", sourceLocation: sourceLocation)
            #expect(stage.state(of: "s\(i)") == model.scenes[i].state, "seed \(seed) step \(step): state of s\(i) by name", sourceLocation: sourceLocation)
            #expect(stage.progress(of: ids[i]) == model.progress(i), "seed \(seed) step \(step): progress of s\(i)", sourceLocation: sourceLocation)
            #expect(stage.range(of: ids[i]) == model.scenes[i].start...model.scenes[i].end, "seed \(seed) step \(step): range of s\(i)", sourceLocation: sourceLocation)
            if model.scenes[i].isActive { active.insert(ids[i]) }
        }
        #expect(Set(stage.activeScenes) == active, "seed \(seed) step \(step): active scenes", sourceLocation: sourceLocation)
        #expect(stage.activeScenes.count == active.count, "seed \(seed) step \(step): active scenes listed once", sourceLocation: sourceLocation)
    }

    @Test("Moves, jumps, element resizes and scene updates report exactly the model's events, states and progress", arguments: 0..<24)
    func againstModel(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var model = Self.page(&rng, count: Int.random(in: 1...60, using: &rng))
        let log = Locked<[Crossing]>([])
        let (stage, ids) = try Self.stage(model, log: log, batch: seed % 2 == 0)
        let end = model.top(model.heights.count) + 50
        for step in 0..<300 {
            var expected: [Crossing] = []
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<9:   // a small move (scrub), sometimes onto a boundary
                let base = model.offset ?? end / 2
                var x = base + Double(Int.random(in: -40...40, using: &rng)) / 4
                if Bool.random(using: &rng), let scene = model.scenes.randomElement(using: &rng) { x = [scene.start, scene.end].randomElement(using: &rng)! }
                stage.setOffset(x)
                expected = model.move(to: x)
            case 9..<13:  // a jump
                let x = Double(Int.random(in: -40...Int(end + 40), using: &rng))
                stage.setOffset(x)
                expected = model.move(to: x)
            case 13..<16: // an element grows or shrinks
                let element = Int.random(in: 0..<model.heights.count, using: &rng)
                // Heights stay positive, so that the elements after it are exactly those that move.
                let delta = Double(Int.random(in: -Int(model.heights[element] * 4 - 16)...400, using: &rng)) / 4
                #expect(stage.resizeElement(named: "e\(element)", by: delta), "seed \(seed) step \(step)")
                expected = model.resize(element, by: delta)
            case 16:      // enable or disable a scene
                let i = Int.random(in: 0..<model.scenes.count, using: &rng)
                let enabled = !model.scenes[i].enabled
                if !enabled { model.scenes[i].frozen = model.progress(i) }
                try stage.updateScene(named: "s\(i)") { $0.isEnabled = enabled }
                model.scenes[i].enabled = enabled
                if enabled {
                    model.scenes[i].frozen = nil
                    expected = model.resync(i)
                }
            case 17:      // change a scene's hysteresis or `once`
                let i = Int.random(in: 0..<model.scenes.count, using: &rng)
                if Bool.random(using: &rng) {
                    let h = [0, 1, 3.5].randomElement(using: &rng)!
                    try stage.updateScene(named: "s\(i)") { $0.hysteresis = h }
                    model.scenes[i].hysteresis = h
                } else {
                    let once = !model.scenes[i].once
                    try stage.updateScene(named: "s\(i)") { $0.once = once }
                    if model.scenes[i].once && !once { model.scenes[i].completed = false }
                    model.scenes[i].once = once
                }
                if model.scenes[i].enabled { expected = model.resync(i) }
            case 18:      // reduced motion changes no event
                stage.motionPolicy = stage.motionPolicy == .full ? .reduced : .full
            default:      // the same offset again: nothing
                if let x = model.offset {
                    stage.setOffset(x)
                    expected = model.move(to: x)
                }
            }
            let events = log.withLock { log in defer { log.removeAll() }; return log }
            #expect(events == expected, "seed \(seed) step \(step)")
            Self.compare(stage, ids, model, seed: seed, step: step)
            if events != expected { return }
        }
    }

    @Test("Resizes between moves, mixed with adds, removes and hysteresis changes, match re-resolving every scene in each resized layout", arguments: 0..<16)
    func resizesAmongSceneChanges(seed: UInt64) throws {
        // A resize leaves the sorted boundaries for the next move or scene change to put in
        // order; every kind of call that uses them must find them in order.
        var rng = SplitMix64(seed: seed)
        let model = Self.page(&rng, count: Int.random(in: 2...40, using: &rng))
        let logs = (Locked<[Crossing]>([]), Locked<[Crossing]>([]))
        let (resized, _) = try Self.stage(model, log: logs.0, batch: true)
        let (relaid, _) = try Self.stage(model, log: logs.1, batch: true)
        let end = model.top(model.heights.count)
        var names = (0..<model.scenes.count).map { "s\($0)" }, added = 0
        for step in 0..<200 {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:
                let x = Double(Int.random(in: -20...Int(end + 20), using: &rng))
                resized.setOffset(x)
                relaid.setOffset(x)
            case 1 where names.count > 1:
                let name = names.remove(at: Int.random(in: 0..<names.count, using: &rng))
                #expect(resized.removeScene(named: name) && relaid.removeScene(named: name), "seed \(seed) step \(step)")
            case 2:
                let h = [0, 2, 5.5].randomElement(using: &rng)!, name = names.randomElement(using: &rng)!
                try resized.updateScene(named: name) { $0.hysteresis = h }
                try relaid.updateScene(named: name) { $0.hysteresis = h }
            case 3:
                let element = Int.random(in: 0..<model.heights.count, using: &rng)
                let length = Double(Int.random(in: 0...200, using: &rng)), name = "s\(model.scenes.count + added)"
                added += 1
                for (stage, log) in [(resized, logs.0), (relaid, logs.1)] {
                    var scene = ScrollScene(name, start: .element("e\(element)", .start, meets: .start, plus: -30), length: length)
                    scene.onEvent = { event in log.withLock { $0.append(Crossing(scene: Int(event.scene.dropFirst())!, kind: event.kind)) } }
                    try stage.add(scene)
                }
                names.append(name)
            default:
                let name = "e\(Int.random(in: 0..<model.heights.count, using: &rng))"
                let delta = Double(Int.random(in: -Int(relaid.layout.elements[name]!.height * 4)...300, using: &rng)) / 4
                relaid.relayoutCompletely(Self.layout(relaid.layout, resizing: name, by: delta))
                #expect(resized.resizeElement(named: name, by: delta), "seed \(seed) step \(step)")
            }
            let (a, b) = (logs.0.withLock { $0 }, logs.1.withLock { $0 })
            #expect(a == b, "seed \(seed) step \(step)")
            for name in names {
                #expect(resized.state(of: name) == relaid.state(of: name), "seed \(seed) step \(step): \(name)")
                #expect(resized.progress(of: name) == relaid.progress(of: name), "seed \(seed) step \(step): \(name)")
            }
            if a != b { return }
        }
    }

    @Test("An element resize reports exactly what re-resolving every scene in the resized layout reports", arguments: 0..<16)
    func resizeMatchesLayout(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let model = Self.page(&rng, count: Int.random(in: 1...50, using: &rng))
        let logs = (Locked<[Crossing]>([]), Locked<[Crossing]>([]))
        let (resized, ids) = try Self.stage(model, log: logs.0, batch: true)
        let (relaid, _) = try Self.stage(model, log: logs.1, batch: false)
        let end = model.top(model.heights.count)
        for step in 0..<200 {
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let x = Double(Int.random(in: -20...Int(end + 20), using: &rng)) + Double(Int.random(in: 0..<4, using: &rng)) / 4
                resized.setOffset(x)
                relaid.setOffset(x)
            } else {
                let name = "e\(Int.random(in: 0..<model.heights.count, using: &rng))"
                let delta = Double(Int.random(in: -Int(relaid.layout.elements[name]!.height * 4)...300, using: &rng)) / 4
                let layout = Self.layout(relaid.layout, resizing: name, by: delta)
                relaid.relayoutCompletely(layout)
                #expect(resized.resizeElement(named: name, by: delta), "seed \(seed) step \(step)")
                #expect(resized.layout == layout, "seed \(seed) step \(step): the layout after the resize")
            }
            let (a, b) = (logs.0.withLock { $0 }, logs.1.withLock { $0 })
            #expect(a == b, "seed \(seed) step \(step)")
            for (i, id) in ids.enumerated() {
                #expect(resized.state(of: id) == relaid.state(of: "s\(i)"), "seed \(seed) step \(step): s\(i)")
                #expect(resized.progress(of: id) == relaid.progress(of: "s\(i)"), "seed \(seed) step \(step): s\(i)")
                #expect(resized.range(of: id) == relaid.range(of: "s\(i)"), "seed \(seed) step \(step): s\(i)")
            }
            if a != b { return }
        }
    }

    /// A layout assigned with only frames and the content changed takes the incremental path
    /// (a copy of the stage's layout is compared in its dictionary's order, a dictionary built anew
    /// by name); either way it must report exactly what re-resolving every scene reports.
    @Test("Assigning a layout with any frames changed reports exactly what re-resolving every scene reports", arguments: 0..<16)
    func assignmentMatchesCompleteRelayout(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let model = Self.page(&rng, count: Int.random(in: 1...40, using: &rng))
        let logs = (Locked<[Crossing]>([]), Locked<[Crossing]>([]))
        let (assigned, ids) = try Self.stage(model, log: logs.0, batch: true)
        let (relaid, _) = try Self.stage(model, log: logs.1, batch: true)
        // Scenes anchored to the content's end and to a second element, in both stages.
        for (stage, log) in [(assigned, logs.0), (relaid, logs.1)] {
            var tail = ScrollScene("s\(model.scenes.count)", start: .content(.end, meets: .end, plus: -300), end: .content(.end, meets: .end))
            tail.onEvent = { event in log.withLock { $0.append(Crossing(scene: Int(event.scene.dropFirst())!, kind: event.kind)) } }
            let last = model.heights.count - 1
            var span = ScrollScene("s\(model.scenes.count + 1)", start: .element("e0", .end, meets: .center), end: .element("e\(last)", .start, meets: .center))
            span.onEvent = tail.onEvent
            try stage.add(contentsOf: [tail, span])
        }
        let end = model.top(model.heights.count)
        for step in 0..<200 {
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let x = Double(Int.random(in: -20...Int(end + 20), using: &rng)) + Double(Int.random(in: 0..<4, using: &rng)) / 4
                assigned.setOffset(x)
                relaid.setOffset(x)
            } else {
                var layout = relaid.layout
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    let name = "e\(Int.random(in: 0..<model.heights.count, using: &rng))"
                    layout.elements[name]!.origin.y += Double(Int.random(in: -200...200, using: &rng)) / 4
                    layout.elements[name]!.size.height = Double(Int.random(in: 0...800, using: &rng)) / 4
                }
                if Bool.random(using: &rng) { layout.content.height += Double(Int.random(in: -100...100, using: &rng)) }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // The same names in a dictionary of their own (another order).
                    layout.elements = Dictionary(uniqueKeysWithValues: layout.elements.map { ("\($0.key)", $0.value) }.shuffled(using: &rng))
                }
                relaid.relayoutCompletely(layout)
                assigned.layout = layout
                #expect(assigned.layout == layout, "seed \(seed) step \(step): the layout after the assignment")
            }
            let (a, b) = (logs.0.withLock { $0 }, logs.1.withLock { $0 })
            #expect(a == b, "seed \(seed) step \(step)")
            for i in 0..<(ids.count + 2) {
                #expect(assigned.state(of: "s\(i)") == relaid.state(of: "s\(i)"), "seed \(seed) step \(step): s\(i)")
                #expect(assigned.progress(of: "s\(i)") == relaid.progress(of: "s\(i)"), "seed \(seed) step \(step): s\(i)")
                #expect(assigned.range(of: "s\(i)") == relaid.range(of: "s\(i)"), "seed \(seed) step \(step): s\(i)")
            }
            if a != b { return }
        }
        // Resizes after assignments (the element order is rebuilt) still match.
        let name = "e0", delta = 25.0
        relaid.relayoutCompletely(Self.layout(relaid.layout, resizing: name, by: delta))
        #expect(assigned.resizeElement(named: name, by: delta))
        #expect(assigned.layout == relaid.layout)
        #expect(logs.0.withLock { $0 } == logs.1.withLock { $0 })
    }
}
