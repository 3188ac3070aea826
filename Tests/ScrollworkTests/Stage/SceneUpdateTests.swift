import Foundation
import Testing
@testable import Scrollwork

/// A stage with one scene `s` from 100 to 200 and a progress track, plus a log of what it reports.
private final class Fixture {
    let stage: Stage
    var log: [String] = []
    var value = -1.0
    let ramp: Timeline<Double>

    init(layout: StageLayout = StageLayout(), start: ScrollAnchor = .offset(100), length: Double = 100) throws {
        stage = Stage(layout: layout)
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        self.ramp = ramp
        var scene = ScrollScene("s", start: start, length: length)
        scene.add(Track(ramp) { [unowned self] in value = $0 })
        try stage.add(scene)
        stage.onEvent = { [unowned self] in log.append("\($0.scene) \($0.kind.rawValue) @\($0.boundary)") }
    }
}

/// A 100 × 100 viewport over 2,000 points of content, with a card from 100 to 200.
private let cardLayout = StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 2_000),
                                     elements: ["card": CGRect(x: 0, y: 100, width: 100, height: 100)])

@Suite("Changing scenes on a stage")
struct SceneUpdateTests {
    @Test("A scene read back from the stage is the stage's copy; an update is what the stage uses")
    func readAndUpdate() throws {
        let fixture = try Fixture()
        fixture.stage.setOffset(150)
        #expect(fixture.stage.scene(named: "s")?.hysteresis == 0)
        #expect(fixture.stage.scene(named: "nope") == nil)
        var handled: [SceneEvent.Kind] = []
        try fixture.stage.updateScene(named: "s") { scene in
            scene.hysteresis = 10
            scene.onEvent = { handled.append($0.kind) }
        }
        #expect(fixture.stage.scene(named: "s")?.hysteresis == 10)
        #expect(fixture.log.isEmpty)               // nothing moved: nothing crossed
        fixture.stage.setOffset(205)               // within the new hysteresis of the end: still active
        #expect(fixture.stage.state(of: "s") == .active && handled.isEmpty)
        fixture.stage.setOffset(211)
        #expect(handled == [.leave])              // the handler set after `add` is the one called
    }

    @Test("Moving a boundary reports exactly the crossings it implies, and keeps what the scene went through")
    func movingBoundaries() throws {
        let fixture = try Fixture()
        fixture.stage.setOffset(150)               // active
        try fixture.stage.updateScene(named: "s") { $0.start = .offset(160) }
        #expect(fixture.log == ["s leaveBack @160.0"])
        #expect(fixture.stage.state(of: "s") == .before && fixture.value == 0)
        try fixture.stage.updateScene(named: "s") { scene in
            scene.start = .offset(0)
            scene.end = .length(200)
        }
        #expect(fixture.log == ["s leaveBack @160.0", "s enter @0.0"])
        #expect(fixture.value == 0.75)
        // Shortening the scene past the offset reports the end being reached.
        try fixture.stage.updateScene(named: "s") { $0.end = .anchor(.offset(120)) }
        #expect(fixture.log.last == "s leave @120.0")
        #expect(fixture.stage.state(of: "s") == .after)
    }

    @Test("A once scene stays complete through an update; turning once off makes it live again")
    func onceThroughUpdates() throws {
        let fixture = try Fixture()
        try fixture.stage.updateScene(named: "s") { $0.once = true }
        fixture.stage.setOffset(0)
        fixture.stage.setOffset(300)               // enter, leave: completed
        fixture.stage.setOffset(150)               // completed: nothing
        try fixture.stage.updateScene(named: "s") { $0.hysteresis = 1 }
        #expect(fixture.log == ["s enter @100.0", "s leave @200.0"])
        #expect(fixture.stage.state(of: "s") == .after && fixture.value == 1)
        try fixture.stage.updateScene(named: "s") { $0.once = false }
        #expect(fixture.log.suffix(1) == ["s enterBack @200.0"])
        #expect(fixture.stage.state(of: "s") == .active && fixture.value == 0.5)
        // Turning once on for a scene already left forwards completes it.
        fixture.stage.setOffset(250)
        try fixture.stage.updateScene(named: "s") { $0.once = true }
        fixture.stage.setOffset(150)
        #expect(fixture.stage.state(of: "s") == .after && fixture.value == 1)
    }

    @Test("A disabled scene is frozen: no events, no writes; enabling it reports what it missed")
    func enableAndDisable() throws {
        let fixture = try Fixture()
        fixture.stage.setOffset(150)
        try fixture.stage.updateScene(named: "s") { $0.isEnabled = false }
        fixture.stage.setOffset(400)
        fixture.stage.setOffset(120)
        fixture.stage.setOffset(0)
        #expect(fixture.log.isEmpty)
        #expect(fixture.value == 0.5 && fixture.stage.state(of: "s") == .active && fixture.stage.progress(of: "s") == 0.5)
        try fixture.stage.updateScene(named: "s") { $0.isEnabled = true }
        #expect(fixture.log == ["s leaveBack @100.0"])
        #expect(fixture.value == 0 && fixture.stage.state(of: "s") == .before)
    }

    @Test("Adding and removing tracks in an update: new tracks are written at once, removed ones stop")
    func changingTracks() throws {
        let fixture = try Fixture()
        fixture.stage.setOffset(150)
        var added = -1.0
        try fixture.stage.updateScene(named: "s") { scene in
            scene.tracks.removeAll()
            scene.add(Track(fixture.ramp) { added = $0 })
        }
        #expect(added == 0.5 && fixture.log.isEmpty)
        fixture.stage.setOffset(175)
        #expect(added == 0.75)
        #expect(fixture.value == 0.5)              // the removed track kept its last value
    }

    @Test("A refused update throws a typed error and changes nothing; a rename is allowed")
    func refusedUpdates() throws {
        let fixture = try Fixture()
        try fixture.stage.add(ScrollScene("other", start: 500, length: 10))
        fixture.stage.setOffset(150)
        #expect(throws: StageError.unknownScene("nope")) { try fixture.stage.updateScene(named: "nope") { $0.once = true } }
        #expect(throws: StageError.invalidHysteresis(scene: "s", hysteresis: -1)) {
            try fixture.stage.updateScene(named: "s") { $0.hysteresis = -1; $0.start = .offset(0) }
        }
        #expect(throws: StageError.duplicateScene("other")) {
            try fixture.stage.updateScene(named: "s") { $0 = ScrollScene("other", start: 0, length: 1) }
        }
        #expect(throws: StageError.invalidLength(scene: "s", length: .infinity)) {
            try fixture.stage.updateScene(named: "s") { $0 = ScrollScene("s", start: 0, length: .infinity) }
        }
        #expect(fixture.stage.range(of: "s") == 100...200 && fixture.stage.scene(named: "s")?.hysteresis == 0)
        #expect(fixture.log.isEmpty && fixture.stage.sceneNames == ["s", "other"])
        try fixture.stage.updateScene(named: "s") { $0 = ScrollScene("renamed", start: 100, length: 100).keeping(tracksOf: $0) }
        #expect(fixture.stage.sceneNames == ["renamed", "other"] && fixture.stage.state(of: "renamed") == .active)
        #expect(fixture.stage.scene(named: "s") == nil)
    }

    @Test("A stage restored before its first offset reports the crossings later changes imply, like one scrolled there")
    func changesAfterRestore() throws {
        let active = StageSnapshot(offset: 150, scenes: ["s": .init(passedStart: true, passedEnd: false, completed: false)])
        // A layout change after the restore.
        let moved = try Fixture(layout: cardLayout, start: .element("card"), length: 100)
        try moved.stage.restore(active)
        #expect(moved.log.isEmpty && moved.stage.state(of: "s") == .active && moved.value == 0.5)
        moved.stage.layout.elements["card"] = CGRect(x: 0, y: 160, width: 100, height: 100)
        #expect(moved.log == ["s leaveBack @160.0"] && moved.stage.state(of: "s") == .before && moved.value == 0)
        // A scene update after the restore; a scene the snapshot does not name is placed by it too.
        let updated = try Fixture()
        try updated.stage.restore(StageSnapshot(offset: 150, scenes: [:]))
        #expect(updated.log.isEmpty && updated.stage.state(of: "s") == .active)
        try updated.stage.updateScene(named: "s") { $0.start = .offset(160) }
        #expect(updated.log == ["s leaveBack @160.0"] && updated.stage.state(of: "s") == .before)
    }

    @Test("An active scene whose element vanishes leaves backwards, with its tracks at the start; it comes back with the events its position implies")
    func vanishingElement() throws {
        let fixture = try Fixture(layout: cardLayout, start: .element("card"), length: 100)
        fixture.stage.setOffset(150)
        #expect(fixture.stage.state(of: "s") == .active && fixture.value == 0.5)
        fixture.stage.layout.elements["card"] = nil
        #expect(fixture.log == ["s leaveBack @100.0"])
        #expect(fixture.stage.state(of: "s") == .before && fixture.value == 0)
        #expect(fixture.stage.progress(of: "s") == nil && fixture.stage.unresolvedScenes == ["s"])
        fixture.stage.setOffset(170)               // unresolved: nothing
        #expect(fixture.log.count == 1 && fixture.value == 0)
        fixture.stage.layout.elements["card"] = CGRect(x: 0, y: 120, width: 100, height: 100)
        #expect(fixture.log == ["s leaveBack @100.0", "s enter @120.0"])
        #expect(fixture.stage.state(of: "s") == .active && fixture.value == 0.5)
    }

    @Test("A scene that was after or before when its element vanished keeps that state and its end values")
    func vanishingWhileOutside() throws {
        let fixture = try Fixture(layout: cardLayout, start: .element("card"), length: 100)
        fixture.stage.setOffset(500)
        fixture.stage.layout.elements["card"] = nil
        #expect(fixture.log.isEmpty && fixture.stage.state(of: "s") == .after && fixture.value == 1)
        fixture.stage.setOffset(0)
        fixture.stage.layout.elements["card"] = CGRect(x: 0, y: 100, width: 100, height: 100)
        #expect(fixture.log == ["s enterBack @200.0", "s leaveBack @100.0"])
        #expect(fixture.stage.state(of: "s") == .before && fixture.value == 0)
    }
}

extension SceneUpdateTests {
    @Test("A handler may change another scene mid-delivery: crossings already found are still reported, later ones follow the change")
    func updateFromHandler() throws {
        let fixture = try Fixture()
        try fixture.stage.add(ScrollScene("t", start: 300, length: 100))
        fixture.stage.setOffset(0)
        var disabled = false
        fixture.stage.onEvent = { [unowned fixture] event in
            fixture.log.append("\(event.scene) \(event.kind.rawValue)")
            if event.scene == "s", event.kind == .enter, !disabled {
                disabled = true
                try? fixture.stage.updateScene(named: "t") { $0.isEnabled = false }
            }
        }
        fixture.stage.setOffset(500)
        #expect(fixture.log == ["s enter", "s leave", "t enter", "t leave"])
        fixture.stage.setOffset(0)                 // t is disabled now: only s reports
        #expect(fixture.log.suffix(2) == ["s enterBack", "s leaveBack"])
    }
}

extension ScrollScene {
    /// This scene with the tracks of `other` (an update that redefines a scene but keeps its tracks).
    func keeping(tracksOf other: ScrollScene) -> ScrollScene {
        var copy = self
        copy.tracks = other.tracks
        return copy
    }
}

/// Issue 18: disabled scenes stay frozen, and a scene whose element vanishes goes back to its start.
extension SceneUpdateTests {
    @Test("A disabled scene keeps its frozen progress and pin when its tracks change, and writes no track until enabled")
    func frozenThroughTrackChanges() throws {
        let stage = Stage()
        try stage.add(ScrollScene("first", start: 0, length: 10))
        var scene = ScrollScene("A", start: 100, length: 100)
        scene.add(.pin { _ in })
        try stage.add(scene)
        stage.setOffset(150)
        try stage.updateScene(named: "A") { $0.isEnabled = false }
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var written: [Double] = []
        try stage.updateScene(named: "A") { $0.add(Track(ramp) { written.append($0) }) }
        #expect(stage.progress(of: "A") == 0.5 && stage.pinTranslation(of: "A") == 50)
        #expect(stage.state(of: "A") == .active && written.isEmpty)
        try stage.updateScene(named: "A") { $0.tracks.removeFirst() }   // the pin goes, the ramp stays
        stage.setOffset(180)
        #expect(stage.progress(of: "A") == 0.5 && stage.pinTranslation(of: "A") == 50 && written.isEmpty)
        // Scenes added after it and removed before it leave its frozen progress with it.
        try stage.add(ScrollScene("B", start: 0, length: 10))
        stage.removeScene(named: "first")
        #expect(stage.progress(of: "A") == 0.5 && stage.progress(of: "B") == 1)
        try stage.updateScene(named: "A") { $0.isEnabled = true }
        #expect(written == [0.8] && stage.progress(of: "A") == 0.8)
    }

    /// A 390 × 844 viewport over 4,000 points, with `hero` at 2,000 and a scene `D` on it (300 long)
    /// whose progress track writes into `value`.
    private static func heroStage(log: Cell<[String]>, value: Cell<Double>) throws -> Stage {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 4_000),
                                              elements: ["hero": CGRect(x: 0, y: 2_000, width: 390, height: 400)]))
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var scene = ScrollScene("D", start: .element("hero"), length: 300)
        scene.add(Track(ramp) { value.value = $0 })
        try stage.add(scene)
        stage.onEvent = { log.value.append("\($0.scene) \($0.kind.rawValue) @\($0.boundary)") }
        return stage
    }

    @Test("A scene disabled while active whose element vanishes leaves backwards when enabled, as it would have enabled throughout")
    func enabledAfterVanishing() throws {
        let log = Cell<[String]>([]), value = Cell(-1.0)
        let stage = try Self.heroStage(log: log, value: value)
        stage.setOffset(2_050)
        try stage.updateScene(named: "D") { $0.isEnabled = false }
        stage.layout.elements["hero"] = nil
        #expect(log.value.isEmpty && stage.state(of: "D") == .active)   // frozen meanwhile
        try stage.updateScene(named: "D") { $0.isEnabled = true }
        #expect(log.value == ["D leaveBack @2000.0"])
        #expect(stage.state(of: "D") == .before && stage.unresolvedScenes == ["D"] && value.value == 0)

        // The reference: the same steps with the scene enabled throughout.
        let referenceLog = Cell<[String]>([]), referenceValue = Cell(-1.0)
        let reference = try Self.heroStage(log: referenceLog, value: referenceValue)
        reference.setOffset(2_050)
        reference.layout.elements["hero"] = nil
        #expect(referenceLog.value == log.value && reference.state(of: "D") == stage.state(of: "D") && referenceValue.value == value.value)

        // It comes back like any scene whose element reappears.
        stage.layout.elements["hero"] = CGRect(x: 0, y: 2_020, width: 390, height: 400)
        #expect(log.value == ["D leaveBack @2000.0", "D enter @2020.0"] && stage.state(of: "D") == .active)
    }

    @Test("When an active scene's element vanishes, every track goes to the scene's start, offset tracks included")
    func vanishingWritesOffsetTracksAtStart() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 2_000),
                                              elements: ["card": CGRect(x: 0, y: 1_000, width: 100, height: 100)]))
        var identity = Timeline(initial: 0.0)
        try identity.insert(Scale(start: 0, length: 4_096, to: 4_096))
        var absolute = -1.0, progress = -1.0, pin = -1.0
        var scene = ScrollScene("s", start: .element("card"), length: 300)
        scene.add(Track(identity, domain: .offset) { absolute = $0 })
        scene.add(Track(identity) { progress = $0 })
        scene.add(.pin { pin = $0 })
        try stage.add(scene)
        stage.setOffset(1_100)
        #expect(absolute == 1_100 && pin == 100)
        stage.layout.elements["card"] = nil
        #expect(absolute == 1_000 && progress == 0 && pin == 0)
        stage.setOffset(1_200)   // unresolved: nothing is written
        #expect(absolute == 1_000)
    }
}

/// A reference type holding a value, for closures that record into it.
private final class Cell<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Issue 18: an update's closure must not change the stage.
extension SceneUpdateTests {
    @Test("An update's closure may read the stage; the stage is consistent after it")
    func readingFromTheClosure() throws {
        let stage = Stage()
        try stage.add(ScrollScene("a", start: 0, length: 100))
        try stage.add(ScrollScene("b", start: 100, length: 100))
        stage.setOffset(50)
        var seen: [String] = []
        try stage.updateScene(named: "a") { scene in
            seen.append("\(stage.sceneNames) \(String(describing: stage.state(of: "a"))) \(String(describing: stage.progress(of: "a")))")
            _ = (stage.scene(named: "b"), stage.range(of: "b"), stage.markers, stage.description, stage.snapshot, stage.diagram())
            scene.end = .length(200)
        }
        #expect(seen == ["[\"a\", \"b\"] Optional(Scrollwork.SceneState.active) Optional(0.5)"])
        #expect(stage.progress(of: "a") == 0.25 && stage.sceneNames.allSatisfy { stage.scene(named: $0) != nil })
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The text a trap printed.
    private static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("Changing the stage from an update's closure traps with a message naming the call, and never corrupts the stage")
    func changingFromTheClosureTraps() async {
        // Removing the scene being updated: it used to leave a name without a scene (or trap on an index).
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            _ = try? stage.add(ScrollScene("b", start: 20, length: 10))
            try? stage.updateScene(named: "a") { _ in stage.removeScene(named: "a") }
        }
        #expect(Self.message(result).contains("Stage.removeScene(named:) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in stage.removeScene(named: "a") }
        }
        #expect(Self.message(result).contains("Stage.removeScene(named:) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in try? stage.updateScene(named: "a") { $0.once = true } }
        }
        #expect(Self.message(result).contains("Stage.updateScene(named:_:) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in _ = try? stage.add(ScrollScene("c", start: 0, length: 1)) }
        }
        #expect(Self.message(result).contains("Stage.add(_:) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in stage.setOffset(5) }
        }
        #expect(Self.message(result).contains("Stage.setOffset(_:) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in stage.layout = StageLayout(viewport: CGSize(width: 1, height: 1)) }
        }
        #expect(Self.message(result).contains("Stage.layout changed from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in stage.motionPolicy = .reduced }
        }
        #expect(Self.message(result).contains("Stage.motionPolicy changed from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in
                stage.add(Track(Timeline(initial: 0.0)) { _ in })
            }
        }
        #expect(Self.message(result).contains("Stage.add(_:) (a track) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in stage.add(StageLabel("l", at: .offset(3))) }
        }
        #expect(Self.message(result).contains("Stage.add(_:) (a label) called from the closure of Stage.updateScene(named:_:)"))
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            _ = try? stage.add(ScrollScene("a", start: 0, length: 10))
            try? stage.updateScene(named: "a") { _ in try? stage.restore(StageSnapshot(offset: 3, scenes: [:])) }
        }
        #expect(Self.message(result).contains("Stage.restore(_:) called from the closure of Stage.updateScene(named:_:)"))
        // A track's write closure still traps as before, naming its own closure.
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stage = Stage()
            var scene = ScrollScene("a", start: 0, length: 10)
            scene.add(Track(Timeline(initial: 0.0)) { _ in stage.removeScene(named: "a") })
            _ = try? stage.add(scene)
            stage.setOffset(5)
        }
        #expect(Self.message(result).contains("Stage.removeScene(named:) called from a track's write closure"))
    }
    #endif
}

extension SceneUpdateTests {
    @Test("A restore does not write a disabled scene's tracks; enabling it does")
    func restoreWhileDisabled() throws {
        let stage = Stage()
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var written: [Double] = []
        var scene = ScrollScene("s", start: 0, length: 100)
        scene.add(Track(ramp) { written.append($0) })
        try stage.add(scene)
        stage.setOffset(40)
        try stage.updateScene(named: "s") { $0.isEnabled = false }
        try stage.restore(stage.snapshot)
        #expect(written == [0.4])
        try stage.updateScene(named: "s") { $0.isEnabled = true }
        #expect(written == [0.4, 0.4])
    }
}
