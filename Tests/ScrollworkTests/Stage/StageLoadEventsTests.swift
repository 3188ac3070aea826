// Page load (`Stage.loadEvents`): twin stages on seeded random pages, and the card feed.

import Foundation
import Testing
@testable import Scrollwork

@Suite("Stage load events")
struct StageLoadEventsTests {
    /// A stage of `spec` whose events go into `events`, and whose tracks write into `log`.
    static func stage(_ spec: RandomStage, _ loadEvents: Stage.LoadEvents, events: Box<[SceneEvent]>, log: StageLog) throws -> Stage {
        let stage = try spec.stage(log: log)
        stage.loadEvents = loadEvents
        stage.onEvent = { events.value.append($0) }
        return stage
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The last value written to each target that only one track writes (with two, which one
    /// writes last depends on which moved).
    static func finalValues(_ log: StageLog, of spec: RandomStage) -> [String: String] {
        var counts: [String: Int] = [:]
        for track in spec.ownTracks + spec.scenes.flatMap(\.tracks) { counts[track.target, default: 0] += 1 }
        var values: [String: String] = [:]
        for entry in log.entries {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let target = String(entry[..<equals])
            if counts[target] == 1 { values[target] = String(entry[equals...]) }
        }
        return values
    }

    /// Offsets to load at: random ones, and the scenes' boundaries and where their hysteresis ends.
    static func loadOffsets(_ stage: Stage, _ random: inout SplitMix64) -> [Double] {
        var offsets = (0..<3).map { _ in Double(random.next() % 5_000) - 500 + Double(random.next() % 100) / 7 }
        for name in stage.sceneNames {
            guard let range = stage.range(of: name), let h = stage.scene(named: name)?.hysteresis else { continue }
            offsets += [range.lowerBound, range.upperBound, range.lowerBound + h, range.upperBound + h]
        }
        return offsets
    }

    // MARK: - fromStart

    @Test("fromStart: the first offset reports exactly what a silent twin placed before every scene and moved there reports, and the twins stay twins",
          arguments: 0..<60)
    func fromStartIsAMoveFromBeforeEveryScene(seed: UInt64) throws {
        let spec = try RandomStage(seed: seed)
        var random = SplitMix64(seed: seed ^ 0x10AD)
        let probe = try spec.stage(log: StageLog())
        for p in Self.loadOffsets(probe, &random).prefix(6) {
            let aEvents = Box<[SceneEvent]>([]), bEvents = Box<[SceneEvent]>([])
            let aLog = StageLog(), bLog = StageLog()
            let a = try Self.stage(spec, .fromStart, events: aEvents, log: aLog)
            let b = try Self.stage(spec, .silent, events: bEvents, log: bLog)
            b.setOffset(-1e7)
            #expect(bEvents.value.isEmpty)
            b.setOffset(p)
            a.setOffset(p)
            #expect(aEvents.value == bEvents.value, "seed \(seed), offset \(p)")
            #expect(a.snapshot == b.snapshot, "seed \(seed), offset \(p)")
            #expect(Self.finalValues(aLog, of: spec) == Self.finalValues(bLog, of: spec), "seed \(seed), offset \(p)")
            for _ in 0..<8 {
                aEvents.value.removeAll()
                bEvents.value.removeAll()
                let x = Double(random.next() % 6_000) - 1_000
                a.setOffset(x)
                b.setOffset(x)
                #expect(aEvents.value == bEvents.value, "seed \(seed), load at \(p), then \(x)")
            }
            #expect(a.snapshot == b.snapshot, "seed \(seed), offset \(p)")
        }
    }

    // MARK: - onScreen

    @Test("onScreen: the first offset reports the enter of each scene a silent twin finds active, in the order of their starts, and nothing else",
          arguments: 0..<60)
    func onScreenReportsTheActiveScenes(seed: UInt64) throws {
        let spec = try RandomStage(seed: seed)
        var random = SplitMix64(seed: seed ^ 0x5C4EE)
        let probe = try spec.stage(log: StageLog())
        for p in Self.loadOffsets(probe, &random).prefix(6) {
            let aEvents = Box<[SceneEvent]>([]), bEvents = Box<[SceneEvent]>([])
            let a = try Self.stage(spec, .onScreen, events: aEvents, log: StageLog())
            let b = try Self.stage(spec, .silent, events: bEvents, log: StageLog())
            b.setOffset(p)
            a.setOffset(p)
            let names = b.sceneNames
            let active = names.indices.filter { b.state(of: names[$0]) == .active }
                .sorted { (b.range(of: names[$0])!.lowerBound, $0) < (b.range(of: names[$1])!.lowerBound, $1) }
            let expected = active.map { SceneEvent(scene: names[$0], kind: .enter, boundary: b.range(of: names[$0])!.lowerBound, offset: p) }
            #expect(aEvents.value == expected, "seed \(seed), offset \(p)")
            #expect(a.snapshot == b.snapshot, "seed \(seed), offset \(p)")
            for _ in 0..<6 {
                aEvents.value.removeAll()
                bEvents.value.removeAll()
                let x = Double(random.next() % 6_000) - 1_000
                a.setOffset(x)
                b.setOffset(x)
                #expect(aEvents.value == bEvents.value, "seed \(seed), load at \(p), then \(x)")
            }
        }
    }

    // MARK: - Adds

    @Test("A scene added while the page is inside or past it reports what a stage loading it alone there reports; one add of many reports in one scroll order",
          arguments: 0..<40)
    func addWhileInside(seed: UInt64) throws {
        var spec = try RandomStage(seed: seed)
        spec.labels = []
        var random = SplitMix64(seed: seed ^ 0xADD)
        let split = Int(random.next() % UInt64(spec.scenes.count + 1))
        var first = spec, added = spec
        first.scenes = Array(spec.scenes[..<split])
        added.scenes = Array(spec.scenes[split...])
        added.ownTracks = []
        let probe = try spec.stage(log: StageLog())
        for loadEvents in [Stage.LoadEvents.fromStart, .onScreen] {
            for p in Self.loadOffsets(probe, &random).prefix(4) {
                let aEvents = Box<[SceneEvent]>([]), bEvents = Box<[SceneEvent]>([])
                let a = try Self.stage(first, loadEvents, events: aEvents, log: StageLog())
                let b = try Self.stage(added, loadEvents, events: bEvents, log: StageLog())
                a.setOffset(p)
                aEvents.value.removeAll()
                let log = StageLog()
                if random.next() % 2 == 0 {
                    try a.add(contentsOf: added.scenes.map { $0.scene(log) })
                } else {
                    // One at a time: each reports its own, in turn.
                    for scene in added.scenes { try a.add(scene.scene(log)) }
                    let separately = aEvents.value
                    aEvents.value.removeAll()
                    for scene in added.scenes {
                        let alone = Box<[SceneEvent]>([])
                        var one = added
                        one.scenes = [scene]
                        let c = try Self.stage(one, loadEvents, events: alone, log: StageLog())
                        c.setOffset(p)
                        aEvents.value += alone.value
                    }
                    #expect(separately == aEvents.value, "seed \(seed), \(loadEvents) at \(p)")
                    continue
                }
                b.setOffset(p)
                #expect(aEvents.value == bEvents.value, "seed \(seed), \(loadEvents) at \(p)")
            }
        }
    }

    @Test("Silent adds and loads report nothing (the default)")
    func silentIsTheDefault() throws {
        let stage = try Stage { ScrollScene("a", start: 0, length: 500) }
        #expect(stage.loadEvents == .silent)
        var events: [SceneEvent] = []
        stage.onEvent = { events.append($0) }
        stage.setOffset(100)
        try stage.add(ScrollScene("b", start: 50, length: 100))
        try stage.add(contentsOf: [ScrollScene("c", start: 0, length: 10), ScrollScene("d", start: 90, length: 0)])
        try stage.restore(stage.snapshot)
        #expect(events.isEmpty)
        #expect([Stage.LoadEvents.silent, .fromStart, .onScreen].map(\.description) == ["silent", "fromStart", "onScreen"])
    }

    // MARK: - A card feed

    /// Ten cards 250 high, one every 300 points from 100, in a viewport 800 high; each card's
    /// scene lasts while it is on screen (from its top meeting the viewport's bottom to its bottom
    /// meeting the viewport's top): card k from 300k − 700 to 300k + 350. At 1050, cards 0–2 are
    /// passed and cards 3–5 on screen.
    static func feed(_ loadEvents: Stage.LoadEvents, onEvent: ((SceneEvent) -> Void)? = nil) throws -> Stage {
        var elements: [String: CGRect] = [:]
        for card in 0..<10 { elements["card\(card)"] = CGRect(x: 0, y: 100 + Double(card) * 300, width: 400, height: 250) }
        let layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 3200), elements: elements)
        let stage = try Stage(layout: layout) {
            for card in 0..<10 {
                ScrollScene("card\(card)", start: .element("card\(card)", .start, meets: .end), end: .element("card\(card)", .end, meets: .start))
            }
        }
        stage.loadEvents = loadEvents
        stage.onEvent = onEvent
        return stage
    }

    @Test("A card feed at load: onScreen enters the cards on screen, fromStart also passes the ones above, silent says nothing")
    func cardFeed() throws {
        for (loadEvents, expected) in [
            (Stage.LoadEvents.silent, []),
            (.onScreen, ["card3 enter @200.0", "card4 enter @500.0", "card5 enter @800.0"]),
            (.fromStart, ["card0 enter @-700.0", "card1 enter @-400.0", "card2 enter @-100.0", "card3 enter @200.0", "card0 leave @350.0",
                          "card4 enter @500.0", "card1 leave @650.0", "card5 enter @800.0", "card2 leave @950.0"]),
        ] {
            var events: [String] = []
            let stage = try Self.feed(loadEvents) { events.append("\($0)") }
            stage.setOffset(1050)
            #expect(events == expected, "\(loadEvents)")
        }
    }

    @Test("Toggle actions run at load: the cards on screen play, the cards passed complete (fromStart; onScreen when the scene knows its animation) or stay (onScreen, a plain handler)",
          arguments: [false, true])
    func toggleActionsAtLoad(connected: Bool) throws {
        for loadEvents in [Stage.LoadEvents.silent, .onScreen, .fromStart] {
            final class Card { var opacity = 0.0 }
            let animator = Animator(), cards = (0..<6).map { _ in Card() }
            var now = 0.0
            animator.timeSource = { now }
            let toggles = cards.indices.map { index in
                animator.connect(.tween(from: 0.0, to: 1, duration: 0.5, easing: .linear), to: cards[index], \.opacity,
                                 forKey: "fade\(index)", actions: ToggleActions(leaveBack: .reverse))
            }
            let stage = try Stage {
                for index in cards.indices {
                    if connected {
                        ScrollScene("card\(index)", start: Double(index) * 300, length: 200).toggling(toggles[index], named: "fade\(index)")
                    } else {
                        ScrollScene("card\(index)", start: Double(index) * 300, length: 200, onEvent: toggles[index].handle)
                    }
                }
            }
            stage.loadEvents = loadEvents
            stage.setOffset(650)                         // card0 and card1 passed, card2 on screen
            let atLoad = cards.map(\.opacity)
            now = 0.25
            animator.tick(at: 0.25)
            let halfway = cards.map(\.opacity)
            now = 1
            animator.tick(at: 1)
            let after = cards.map(\.opacity)
            switch loadEvents {
            case .silent:
                #expect(after == [0, 0, 0, 0, 0, 0])
            case .onScreen where !connected:
                #expect(atLoad == [0, 0, 0, 0, 0, 0], "a plain handler hears nothing of a passed scene")
                #expect(halfway == [0, 0, 0.5, 0, 0, 0])
                #expect(after == [0, 0, 1, 0, 0, 0])
            default:
                #expect(atLoad == [1, 1, 0, 0, 0, 0], "a scene passed in one update is a jump: played and completed")
                #expect(halfway == [1, 1, 0.5, 0, 0, 0])
                #expect(after == [1, 1, 1, 0, 0, 0])
            }
        }
    }

    @Test("onScreen: a card passed at load has its toggled animation completed, silently, so scrolling back up reverses it from its end (issue 38, item 2)")
    func passedTogglesCompleteOnScreen() throws {
        final class Card { var opacity = 0.0 }
        let animator = Animator(), cards = (0..<3).map { _ in Card() }
        var now = 0.0
        animator.timeSource = { now }
        let fades = cards.indices.map { index in
            animator.connect(.tween(from: 0.0, to: 1, duration: 0.4, easing: .linear), to: cards[index], \.opacity,
                             forKey: "fade\(index)", actions: ToggleActions(leaveBack: .reverse))
        }
        // Cards one every 500 points, each scene 300 long: card0 0…300, card1 500…800, card2 1000…1300.
        let stage = try Stage {
            for index in cards.indices {
                ScrollScene("card\(index)", start: Double(index) * 500, length: 300).toggling(fades[index], named: "fade\(index)")
            }
        }
        stage.loadEvents = .onScreen
        var events: [String] = []
        stage.onEvent = { events.append("\($0.kind) \($0.scene)") }
        stage.setOffset(600)                             // card0 passed, card1 on screen, card2 below
        #expect(events == ["enter card1"], "the passed card reports nothing")
        #expect(cards.map(\.opacity) == [1, 0, 0], "card0 completed at load; card1 starts playing")
        now = 0.2
        animator.tick(at: now)
        #expect(cards.map(\.opacity) == [1, 0.5, 0])
        now = 1
        animator.tick(at: now)
        #expect(cards.map(\.opacity) == [1, 1, 0])
        // Back up into card0 (card1 leaves back: reversed from its end), then before it (card0
        // leaves back: reversed from the end the load left it at).
        now = 2
        stage.setOffset(200)
        #expect(events == ["enter card1", "leaveBack card1", "enterBack card0"])
        now = 2.1
        animator.tick(at: now)
        for (card, expected) in zip(cards, [1, 0.75, 0]) { expectClose(card.opacity, expected) }
        stage.setOffset(-10)
        #expect(events == ["enter card1", "leaveBack card1", "enterBack card0", "leaveBack card0"])
        now = 2.2
        animator.tick(at: now)
        for (card, expected) in zip(cards, [0.75, 0.5, 0]) { expectClose(card.opacity, expected) }
        now = 2.4
        animator.tick(at: now)
        for (card, expected) in zip(cards, [0.25, 0, 0]) { expectClose(card.opacity, expected) }
        now = 3
        animator.tick(at: now)
        #expect(cards.map(\.opacity) == [0, 0, 0])
        // Forward again: card0 plays from its start, as any scroll has it.
        stage.setOffset(100)
        now = 3.2
        animator.tick(at: now)
        expectClose(cards[0].opacity, 0.5)

        // A restore is a page load: the same, on a fresh page.
        let restoredCards = (0..<3).map { _ in Card() }, restoredAnimator = Animator()
        restoredAnimator.timeSource = { now }
        let restored = try Stage {
            for index in restoredCards.indices {
                ScrollScene("card\(index)", start: Double(index) * 500, length: 300).toggling(
                    restoredAnimator.connect(.tween(from: 0.0, to: 1, duration: 0.4, easing: .linear), to: restoredCards[index], \.opacity,
                                             forKey: "fade\(index)", actions: ToggleActions(leaveBack: .reverse)), named: "fade\(index)")
            }
        }
        restored.loadEvents = .onScreen
        var restoredEvents: [String] = []
        restored.onEvent = { restoredEvents.append("\($0.kind) \($0.scene)") }
        stage.setOffset(900)                              // card0 and card1 passed, card2 below
        try restored.restore(stage.snapshot)
        #expect(restoredEvents.isEmpty)
        #expect(restoredCards.map(\.opacity) == [1, 1, 0])
    }

    @Test("Batches at load: one batch of the on-screen cards' enters (onScreen); the passed and on-screen ones' enters and the passed ones' leaves (fromStart)")
    func batchesAtLoad() throws {
        for timed in [false, true] {
            for loadEvents in [Stage.LoadEvents.onScreen, .fromStart] {
                let stage = try Self.feed(loadEvents)
                var batches: [String] = []
                try stage.batchEvents(of: stage.sceneNames, interval: 0.1) { batches.append("\($0[0].kind) \($0.map(\.scene))") }
                if timed {
                    stage.setOffset(1050, at: 0)
                    #expect(batches.isEmpty, "the interval has not elapsed")
                    stage.tick(at: 0.1)
                } else {
                    stage.setOffset(1050)
                }
                #expect(batches == (loadEvents == .onScreen
                    ? ["enter [\"card3\", \"card4\", \"card5\"]"]
                    : ["enter [\"card0\", \"card1\", \"card2\", \"card3\", \"card4\", \"card5\"]", "leave [\"card0\", \"card1\", \"card2\"]"]),
                    "\(loadEvents), timed \(timed)")
            }
        }
    }

    // MARK: - Restore

    @Test("A restore under load events reports what a first offset at the saved offset reports (scenes without hysteresis or once), and the twins stay twins",
          arguments: 0..<40)
    func restoreIsAPageLoad(seed: UInt64) throws {
        var spec = try RandomStage(seed: seed)
        for index in spec.scenes.indices {
            spec.scenes[index].hysteresis = 0
            spec.scenes[index].once = false
        }
        var random = SplitMix64(seed: seed ^ 0x5AFE)
        for loadEvents in [Stage.LoadEvents.fromStart, .onScreen] {
            let saved = try Self.stage(spec, .silent, events: Box([]), log: StageLog())
            for _ in 0..<4 { saved.setOffset(Double(random.next() % 6_000) - 1_000) }
            let snapshot = saved.snapshot
            let restoredEvents = Box<[SceneEvent]>([]), loadedEvents = Box<[SceneEvent]>([])
            let restored = try Self.stage(spec, loadEvents, events: restoredEvents, log: StageLog())
            let loaded = try Self.stage(spec, loadEvents, events: loadedEvents, log: StageLog())
            if random.next() % 2 == 0 { restored.setOffset(Double(random.next() % 3_000)) }   // restored over another state
            restoredEvents.value.removeAll()
            try restored.restore(snapshot)
            loaded.setOffset(snapshot.offset!)
            #expect(restoredEvents.value == loadedEvents.value, "seed \(seed), \(loadEvents)")
            #expect(restored.snapshot == loaded.snapshot, "seed \(seed), \(loadEvents)")
            for _ in 0..<6 {
                restoredEvents.value.removeAll()
                loadedEvents.value.removeAll()
                let x = Double(random.next() % 6_000) - 1_000
                restored.setOffset(x)
                loaded.setOffset(x)
                #expect(restoredEvents.value == loadedEvents.value, "seed \(seed), \(loadEvents), then \(x)")
            }
        }
    }

    @Test("A restore reports from the saved states: a completed once scene and a scene kept active by hysteresis")
    func restoreReportsTheSavedStates() throws {
        func make(_ loadEvents: Stage.LoadEvents, _ events: Box<[String]>) throws -> Stage {
            let stage = try Stage {
                ScrollScene("once", start: 100, length: 100, once: true)
                ScrollScene("sticky", start: 500, length: 200, hysteresis: 50)
                ScrollScene("later", start: 2000, length: 100)
            }
            stage.loadEvents = loadEvents
            stage.onEvent = { events.value.append("\($0)") }
            return stage
        }
        let saved = try make(.silent, Box([]))
        saved.setOffset(0)
        saved.setOffset(600)                           // once completes, sticky active
        saved.setOffset(480)                           // sticky stays active: within its hysteresis
        #expect(saved.state(of: "sticky") == .active)
        let snapshot = saved.snapshot
        for (loadEvents, expected) in [
            (Stage.LoadEvents.silent, [String]()),
            (.onScreen, ["sticky enter @500.0"]),
            (.fromStart, ["once enter @100.0", "once leave @200.0", "sticky enter @500.0"]),
        ] {
            let events = Box<[String]>([])
            let stage = try make(loadEvents, events)
            try stage.restore(snapshot)
            #expect(events.value == expected, "\(loadEvents)")
            #expect(stage.snapshot == snapshot)
        }
    }

    @Test("A restore with no offset reports nothing until the first offset, which then loads")
    func restoreWithoutOffset() throws {
        var events: [String] = []
        let stage = try Self.feed(.onScreen) { events.append("\($0)") }
        try stage.restore(try Self.feed(.silent).snapshot)
        #expect(events.isEmpty)
        stage.setOffset(1050)
        #expect(events == ["card3 enter @200.0", "card4 enter @500.0", "card5 enter @800.0"])
    }

    // MARK: - Scenes placed later

    @Test("Disabled and unresolved scenes report nothing until placed, then report as an add")
    func placedLater() throws {
        for loadEvents in [Stage.LoadEvents.onScreen, .fromStart] {
            var events: [String] = []
            var off = ScrollScene("off", start: 100, length: 200)
            off.isEnabled = false
            let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 4000))) {
                ScrollScene("missing", start: .element("hero", .start, meets: .start), length: 300)
                off
                ScrollScene("on", start: 0, length: 2000)
            }
            stage.loadEvents = loadEvents
            stage.onEvent = { events.append("\($0)") }
            stage.setOffset(1000)
            #expect(events == ["on enter @0.0"])
            events.removeAll()
            try stage.updateScene(named: "off") { $0.isEnabled = true }
            #expect(events == (loadEvents == .onScreen ? [] : ["off enter @100.0", "off leave @300.0"]), "off is passed: \(loadEvents)")
            events.removeAll()
            stage.layout.elements["hero"] = CGRect(x: 0, y: 900, width: 400, height: 100)
            #expect(events == ["missing enter @900.0"], "\(loadEvents)")
            // Placed once: later changes report what they imply, as for any scene.
            events.removeAll()
            stage.layout.elements["hero"] = CGRect(x: 0, y: 1200, width: 400, height: 100)
            #expect(events == ["missing leaveBack @1200.0"], "\(loadEvents)")
        }
    }

    @Test("A scene disabled at a restore reports its load events once enabled")
    func disabledAtRestore() throws {
        var events: [String] = []
        let stage = try Self.feed(.onScreen) { events.append("\($0)") }
        try stage.updateScene(named: "card3") { $0.isEnabled = false }
        let saved = try Self.feed(.silent)
        saved.setOffset(1050)
        try stage.restore(saved.snapshot)
        #expect(events == ["card4 enter @500.0", "card5 enter @800.0"])
        events.removeAll()
        try stage.updateScene(named: "card3") { $0.isEnabled = true }
        #expect(events == ["card3 enter @200.0"])
    }

    // MARK: - Re-entrancy

    @Test("A handler that moves the stage at load: every load event is reported first, then the move's crossings")
    func handlerMovesAtLoad() throws {
        var events: [String] = []
        var stage: Stage!
        stage = try Self.feed(.fromStart) { event in
            events.append("\(event)")
            if event.scene == "card0" && event.kind == .enter { stage.setOffset(1550) }
        }
        stage.setOffset(1050)
        // Then the move 1050 → 1550, as a silent twin reports it.
        var moved: [String] = []
        let twin = try Self.feed(.silent) { moved.append("\($0)") }
        twin.setOffset(1050)
        twin.setOffset(1550)
        #expect(moved == ["card6 enter @1100.0", "card3 leave @1250.0", "card7 enter @1400.0", "card4 leave @1550.0"])
        #expect(events == ["card0 enter @-700.0", "card1 enter @-400.0", "card2 enter @-100.0", "card3 enter @200.0", "card0 leave @350.0",
                           "card4 enter @500.0", "card1 leave @650.0", "card5 enter @800.0", "card2 leave @950.0"] + moved)
    }

    @Test("A handler that adds a scene the page is inside, at load: its enter comes after the events already found")
    func handlerAddsAtLoad() throws {
        var events: [String] = []
        var stage: Stage!
        stage = try Self.feed(.onScreen) { event in
            events.append("\(event)")
            if event.scene == "card3" { _ = try? stage.add(ScrollScene("banner", start: 0, length: 5000)) }
        }
        stage.setOffset(1050)
        #expect(events == ["card3 enter @200.0", "card4 enter @500.0", "card5 enter @800.0", "banner enter @0.0"])
    }
}
