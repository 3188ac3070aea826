import Foundation
import Testing
@testable import Scrollwork

/// Batched event delivery (`Stage.batchEvents(of:interval:maximum:_:)`) against a model of its
/// rules on seeded random pages and moves, and the jump over 200 cards and back.
@Suite("Stage batches")
struct StageBatchTests {
    /// The documented rules, fed with the stage's own events in the order it reports them: a batch
    /// per kind, opened at the stage's time by its first event, delivered when full, when the time
    /// reaches its opening plus the interval (checked before an offset, at a tick, and at the end
    /// of an update), or at the end of every update on a stage without a time.
    struct Model {
        let interval: Double, maximum: Int
        var open: [SceneEvent.Kind: (names: [String], opened: Double?, sequence: Int)] = [:]
        var sequence = 0
        var log: [String] = []

        mutating func deliverDue(at time: Double?) {
            while let (kind, batch) = open.filter({ entry in
                guard let time, let opened = entry.value.opened else { return true }
                return time >= opened + interval
            }).min(by: { $0.value.sequence < $1.value.sequence }) {
                log.append("batch \(kind) \(batch.names)")
                open[kind] = nil
            }
        }

        mutating func event(_ event: SceneEvent, at time: Double?) {
            if open[event.kind] == nil {
                open[event.kind] = ([], time, sequence)
                sequence += 1
            }
            open[event.kind]!.names.append(event.scene)
            if open[event.kind]!.names.count == maximum {
                log.append("batch \(event.kind) \(open[event.kind]!.names)")
                open[event.kind] = nil
            }
        }
    }

    /// A page of `count` cards (scenes `card0…`, some triggers) and `others` unbatched scenes, in
    /// random places.
    static func page(_ rng: inout SplitMix64, cards count: Int, others: Int) throws -> Stage {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 20000)))
        var scenes: [ScrollScene] = []
        for card in 0..<count {
            let start = Double.random(in: 0...18000, using: &rng).rounded()
            let length = Bool.random(using: &rng) ? 0 : Double.random(in: 1...900, using: &rng).rounded()
            scenes.append(ScrollScene("card\(card)", start: start, length: length))
        }
        for other in 0..<others {
            scenes.append(ScrollScene("other\(other)", start: Double.random(in: 0...18000, using: &rng).rounded(), length: 300))
        }
        try stage.add(contentsOf: scenes)
        return stage
    }

    @Test("Seeded random jumps and ticks: every batch as the model delivers it, at the same moment among the events", arguments: 0..<40)
    func againstModel(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let timed = seed % 4 != 3                              // one page in four never has a time
        let stage = try Self.page(&rng, cards: Int.random(in: 1...120, using: &rng), others: 5)
        let interval = [0, 0.05, 0.2, 1][Int.random(in: 0...3, using: &rng)]
        let maximum = [1, 3, 7, Int.max][Int.random(in: 0...3, using: &rng)]
        var model = Model(interval: interval, maximum: maximum)
        var actual: [String] = [], expected: [String] = []
        var now: Double? = nil
        stage.onEvent = { event in
            actual.append("\(event)")
            expected.append("\(event)")
            guard event.scene.hasPrefix("card") else { return }
            model.event(event, at: now)
            expected += model.log
            model.log.removeAll()
        }
        try stage.batchEvents(of: stage.sceneNames.filter { $0.hasPrefix("card") }, interval: interval, maximum: maximum) { batch in
            #expect(batch.count <= maximum && Set(batch.map(\.kind)).count == 1, "seed \(seed)")
            actual.append("batch \(batch[0].kind) \(batch.map(\.scene))")
        }
        func settle() {
            model.deliverDue(at: now)
            expected += model.log
            model.log.removeAll()
        }
        var time = 0.0
        for _ in 0..<60 {
            time += [0, 0.01, 0.04, 0.1, 0.3][Int.random(in: 0...4, using: &rng)]
            let offset = Double.random(in: -100...19000, using: &rng).rounded()
            if !timed {
                stage.setOffset(offset)
                settle()
            } else if Int.random(in: 0...3, using: &rng) == 0 {
                now = max(now ?? time, time)
                stage.tick(at: time)
                settle()
            } else {
                now = max(now ?? time, time)
                settle()                                       // batches due by then go first
                stage.setOffset(offset, at: time)
                settle()                                       // the end of the update
            }
            #expect(actual == expected, "seed \(seed), interval \(interval), maximum \(maximum)")
            if actual != expected { return }
            if timed && !model.open.isEmpty { #expect(!stage.isIdle, "seed \(seed): a batch waits") }
        }
    }

    @Test("A jump over 200 cards delivers them in order in batches of at most the maximum; the jump back mirrors it", arguments: [1, 7, 10, 64])
    func jumpOverCards(maximum: Int) throws {
        // 200 cards, each 300 points long, one every 40 points: each is passed whole by the jumps.
        let stage = try Stage {
            for card in 0..<200 { ScrollScene(String(format: "card%03d", card), start: 1000 + Double(card) * 40, length: 300) }
        }
        var batches: [[SceneEvent]] = []
        try stage.batchEvents(of: stage.sceneNames, interval: 0.1, maximum: maximum) { batches.append($0) }
        var events: [SceneEvent] = []
        stage.onEvent = { events.append($0) }
        let cards = stage.sceneNames
        stage.setOffset(0, at: 0)
        stage.setOffset(20000, at: 1)
        stage.tick(at: 1.1)                                     // the remainders, after the interval
        let forward = batches, forwardEvents = events
        batches.removeAll()
        events.removeAll()
        stage.setOffset(0, at: 2)
        stage.tick(at: 2.1)
        let backward = batches

        for (kinds, run) in [([SceneEvent.Kind.enter, .leave], forward), ([.leaveBack, .enterBack], backward)] {
            for kind in kinds {
                let ofKind = run.filter { $0[0].kind == kind }
                #expect(ofKind.allSatisfy { $0.allSatisfy { $0.kind == kind } })
                #expect(ofKind.dropLast().allSatisfy { $0.count == maximum } && ofKind.last!.count <= maximum)
                let names = ofKind.flatMap { $0.map(\.scene) }
                #expect(names == (kind.direction == .forward ? cards : cards.reversed()), "\(kind)")
            }
        }
        // The way back is the mirror image: the same events reversed, each kind mirrored.
        #expect(events.map { "\($0.scene) \($0.kind)" } == forwardEvents.reversed().map { "\($0.scene) \($0.kind.mirrored)" })
        let forwardByKind = Dictionary(grouping: forward.flatMap { $0 }, by: \.kind).mapValues { $0.map(\.scene) }
        let backwardByKind = Dictionary(grouping: backward.flatMap { $0 }, by: \.kind).mapValues { $0.map(\.scene) }
        #expect(backwardByKind[.leaveBack] == forwardByKind[.enter]?.reversed())
        #expect(backwardByKind[.enterBack] == forwardByKind[.leave]?.reversed())
        if 200 % maximum == 0 {
            // The cuts mirror too.
            #expect(backward.filter { $0[0].kind == .leaveBack }.map { $0.map(\.scene) }
                == forward.filter { $0[0].kind == .enter }.reversed().map { $0.map(\.scene).reversed() })
        }
    }

    @Test("A batch waits for its interval: delivered at a tick or before an offset at or after it, and keeps the stage from being idle")
    func interval() throws {
        let stage = try Stage {
            for card in 0..<6 { ScrollScene("card\(card)", start: Double(card) * 100, length: 0) }
        }
        var log: [String] = []
        try stage.batchEvents(of: stage.sceneNames, interval: 0.25) { batch in log.append("\(batch.map(\.scene))") }
        var framesAsked = 0
        stage.onNeedsFrames = { framesAsked += 1 }
        stage.setOffset(-1, at: 0)
        stage.setOffset(150, at: 1)                    // card0, card1: enter and leave batches open
        #expect(log.isEmpty && !stage.isIdle && framesAsked > 0)
        stage.tick(at: 1.2)
        #expect(log.isEmpty)
        stage.setOffset(250, at: 1.2)                  // card2 joins the open batches
        stage.tick(at: 1.25)                           // due: enter, then leave (the order they opened)
        #expect(log == [#"["card0", "card1", "card2"]"#, #"["card0", "card1", "card2"]"#])
        #expect(stage.isIdle == (stage.velocity == 0))
        stage.setOffset(350, at: 2)                    // card3 at 2: opens at 2
        stage.setOffset(550, at: 2.25)                 // due before this offset: card3 goes alone
        #expect(log.suffix(2) == [#"["card3"]"#, #"["card3"]"#])
        stage.tick(at: 3)
        #expect(log.suffix(2) == [#"["card4", "card5"]"#, #"["card4", "card5"]"#])
    }

    @Test("Without a time, each update's batches go at its end; an interval of 0 does the same on a timed stage")
    func untimedAndZero() throws {
        for timed in [false, true] {
            let stage = try Stage {
                for card in 0..<10 { ScrollScene("card\(card)", start: Double(card) * 100, length: 0) }
                ScrollScene("other", start: 250, length: 0)
            }
            var log: [String] = []
            try stage.batchEvents(of: (0..<10).map { "card\($0)" }, interval: timed ? 0 : 5, maximum: 4) { batch in
                log.append("\(batch[0].kind) \(batch.map(\.scene))")
            }
            stage.onEvent = { log.append("event \($0.scene) \($0.kind)") }
            if timed { stage.setOffset(-1, at: 0) } else { stage.setOffset(-1) }
            if timed { stage.setOffset(550, at: 1) } else { stage.setOffset(550) }
            let batches = log.filter { !$0.hasPrefix("event") }
            #expect(batches == [
                #"enter ["card0", "card1", "card2", "card3"]"#, #"leave ["card0", "card1", "card2", "card3"]"#,
                #"enter ["card4", "card5"]"#, #"leave ["card4", "card5"]"#,
            ], "timed: \(timed)")
            #expect(log.last == #"leave ["card4", "card5"]"#)     // after the update's last event
            #expect(stage.isIdle || timed)
        }
    }

    @Test("Handlers may change the stage: an offset set from a batch is processed after; a scene removed by its handler is still batched")
    func reentrancy() throws {
        let stage = try Stage {
            for card in 0..<5 { ScrollScene("card\(card)", start: Double(card) * 100, length: 0) }
        }
        var log: [String] = []
        try stage.updateScene(named: "card1") { scene in
            scene.onEvent = { [unowned stage] event in
                if event.kind == .leave { stage.removeScene(named: "card1") }
            }
        }
        try stage.batchEvents(of: stage.sceneNames, interval: 0, maximum: 3) { [unowned stage] batch in
            log.append("\(batch[0].kind) \(batch.map(\.scene)) at \(stage.offset!)")
            if batch[0].kind == .leave && stage.offset == 450 { stage.setOffset(50) }
        }
        stage.setOffset(-1)
        stage.setOffset(450)
        #expect(log == [
            #"enter ["card0", "card1", "card2"] at 450.0"#, #"leave ["card0", "card1", "card2"] at 450.0"#,
            #"enter ["card3", "card4"] at 450.0"#, #"leave ["card3", "card4"] at 450.0"#,
            #"enterBack ["card4", "card3", "card2"] at 50.0"#, #"leaveBack ["card4", "card3", "card2"] at 50.0"#,
        ])
        #expect(stage.sceneNames == ["card0", "card2", "card3", "card4"])
    }

    @Test("Naming a scene the stage does not have throws and changes nothing; a later call moves a scene to its batches")
    func errors() throws {
        let stage = try Stage {
            ScrollScene("a", start: 100, length: 0)
            ScrollScene("b", start: 200, length: 0)
        }
        #expect(throws: StageError.unknownScene("c")) { try stage.batchEvents(of: ["a", "c"], interval: 0) { _ in Issue.record("batched") } }
        var first: [String] = [], second: [String] = []
        try stage.batchEvents(of: ["a", "b"], interval: 0) { first += $0.map(\.scene) }
        try stage.batchEvents(of: ["b"], interval: 0) { second += $0.map(\.scene) }
        stage.setOffset(0)
        stage.setOffset(300)
        #expect(first == ["a", "a"] && second == ["b", "b"])
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A negative or non-finite interval and a maximum below 1 trap with a message")
    func traps() async {
        await #expect(processExitsWith: .failure) { try? Stage().batchEvents(of: [], interval: -1) { _ in } }
        await #expect(processExitsWith: .failure) { try? Stage().batchEvents(of: [], interval: .nan) { _ in } }
        await #expect(processExitsWith: .failure) { try? Stage().batchEvents(of: [], interval: 0, maximum: 0) { _ in } }
    }
    #endif

    @Test("A restore drops the batches collected before it: nothing of them is delivered, and the stage is idle")
    func restoreDropsOpenBatches() throws {
        let stage = try Stage {
            for card in 0..<4 { ScrollScene("card\(card)", start: Double(card) * 100, length: 50) }
        }
        var log: [String] = []
        try stage.batchEvents(of: stage.sceneNames, interval: 1) { batch in log.append("\(batch[0].kind) \(batch.map(\.scene))") }
        stage.setOffset(-10, at: 0)
        let before = stage.snapshot
        stage.setOffset(120, at: 0.1)
        #expect(!stage.isIdle)
        try stage.restore(before)
        #expect(stage.isIdle)
        stage.tick(at: 2)
        #expect(log.isEmpty)
        stage.setOffset(60, at: 3)
        stage.tick(at: 5)
        #expect(log == ["enter [\"card0\"]", "leave [\"card0\"]"])
    }

    @Test("A batch opened at a time whose sum with the interval overflows is due at the largest finite time: the stage becomes idle")
    func overflowingDueTime() throws {
        let stage = try Stage { ScrollScene("card", start: 100, length: 0) }
        var log: [String] = []
        try stage.batchEvents(of: ["card"], interval: 1e308) { batch in log.append("\(batch[0].kind) \(batch.map(\.scene))") }
        stage.setOffset(0, at: 1e308)
        stage.setOffset(200, at: 1e308)               // enter and leave open at 1e308; 1e308 + 1e308 overflows
        #expect(log.isEmpty && !stage.isIdle)
        stage.tick(at: .greatestFiniteMagnitude)
        #expect(log == ["enter [\"card\"]", "leave [\"card\"]"])
        #expect(stage.isIdle)
    }
}
