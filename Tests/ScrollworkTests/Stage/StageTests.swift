import Foundation
import Testing
@testable import Scrollwork

/// Collects what a stage reports and writes.
final class Recorder {
    var events: [SceneEvent] = []
    var values: [String: Double] = [:]
    var writes = 0

    var log: [String] { events.map { "\($0.scene) \($0.kind.rawValue)" } }
}

/// A stage with one scene per spec, each carrying a progress track that records into `recorder`.
func makeStage(_ specs: [(name: String, start: Double, length: Double)], hysteresis: Double = 0, once: Set<String> = [],
               recorder: Recorder) throws -> Stage {
    let stage = Stage()
    var ramp = Timeline(initial: 0.0)
    try ramp.insert(Scale(start: 0, length: 1, to: 1))
    for spec in specs {
        var scene = ScrollScene(spec.name, start: spec.start, length: spec.length)
        scene.hysteresis = hysteresis
        scene.once = once.contains(spec.name)
        scene.add(Track(ramp) { [unowned recorder] value in
            recorder.values[spec.name] = value
            recorder.writes += 1
        })
        try stage.add(scene)
    }
    stage.onEvent = { [unowned recorder] in recorder.events.append($0) }
    return stage
}

@Suite("Stage")
struct StageTests {
    let three: [(name: String, start: Double, length: Double)] = [("a", 100, 100), ("b", 300, 100), ("c", 500, 0)]

    @Test("A slow scroll down reports enter and leave for each scene, in order, with directions")
    func slowScroll() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        for offset in stride(from: 0.0, through: 700, by: 10) { stage.setOffset(offset) }
        #expect(recorder.log == ["a enter", "a leave", "b enter", "b leave", "c enter", "c leave"])
        #expect(recorder.events.map(\.kind.direction) == Array(repeating: .forward, count: 6))
        #expect(recorder.events.map(\.boundary) == [100, 200, 300, 400, 500, 500])
        #expect(recorder.events[0].offset == 110)   // first offset past the start
        #expect(recorder.events[1].offset == 200)   // the end is reached at the end
        #expect(stage.state(of: "a") == .after && stage.state(of: "c") == .after)
        #expect(recorder.values == ["a": 1, "b": 1, "c": 1])
    }

    @Test("One jump across every scene reports every crossing in scroll order, both ways")
    func jumps() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        stage.setOffset(0)
        stage.setOffset(1000)
        #expect(recorder.log == ["a enter", "a leave", "b enter", "b leave", "c enter", "c leave"])
        #expect(recorder.values == ["a": 1, "b": 1, "c": 1])
        recorder.events.removeAll()
        stage.setOffset(-50)
        #expect(recorder.log == ["c enterBack", "c leaveBack", "b enterBack", "b leaveBack", "a enterBack", "a leaveBack"])
        #expect(recorder.events.allSatisfy { $0.kind.direction == .backward })
        #expect(recorder.values == ["a": 0, "b": 0, "c": 0])
    }

    @Test("Landing exactly on boundaries: the start is still before, the end is already after, a trigger fires at its offset")
    func exactBoundaries() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        stage.setOffset(0)
        stage.setOffset(100)
        #expect(recorder.log.isEmpty && stage.state(of: "a") == .before)
        stage.setOffset(200)
        #expect(recorder.log == ["a enter", "a leave"])
        stage.setOffset(500)
        #expect(recorder.log == ["a enter", "a leave", "b enter", "b leave", "c enter", "c leave"])
        #expect(stage.state(of: "c") == .after)
        recorder.events.removeAll()
        stage.setOffset(400)   // back onto b's end: b is after at its end, so only c is crossed
        #expect(recorder.log == ["c enterBack", "c leaveBack"])
        stage.setOffset(300)   // onto b's start: b enters back and leaves back
        #expect(recorder.log == ["c enterBack", "c leaveBack", "b enterBack", "b leaveBack"])
    }

    @Test("Where boundaries coincide, reaching one comes before passing the other, and the way back mirrors it")
    func coincidingBoundaries() throws {
        let recorder = Recorder()
        let stage = try makeStage([("a", 0, 100), ("b", 100, 100), ("t", 100, 0)], recorder: recorder)
        stage.setOffset(50)
        stage.setOffset(150)
        #expect(recorder.log == ["a leave", "t enter", "t leave", "b enter"])
        recorder.events.removeAll()
        stage.setOffset(50)
        #expect(recorder.log == ["b leaveBack", "t enterBack", "t leaveBack", "a enterBack"])
    }

    @Test("Hysteresis ignores jitter within the band and fires once the offset is clearly past")
    func hysteresis() throws {
        let recorder = Recorder()
        let stage = try makeStage([("a", 100, 100)], hysteresis: 5, recorder: recorder)
        stage.setOffset(0)
        for offset in [101.0, 99, 104, 96, 105] { stage.setOffset(offset) }
        #expect(recorder.log.isEmpty && stage.state(of: "a") == .before)
        stage.setOffset(105.5)
        #expect(recorder.log == ["a enter"])
        for offset in [99.0, 101, 96, 104, 95.5] { stage.setOffset(offset) }
        #expect(recorder.log == ["a enter"] && stage.state(of: "a") == .active)
        stage.setOffset(95)
        #expect(recorder.log == ["a enter", "a leaveBack"])
        // Values ignore hysteresis: they are a pure function of the offset.
        stage.setOffset(103)
        #expect(recorder.values["a"] == 0.03)
        #expect(stage.state(of: "a") == .before)
    }

    @Test("A once scene completes when first left forwards: no more events, tracks hold their end values")
    func once() throws {
        let recorder = Recorder()
        let stage = try makeStage([("a", 100, 100), ("b", 300, 100)], once: ["a"], recorder: recorder)
        stage.setOffset(0)
        stage.setOffset(150)
        stage.setOffset(50)     // not completed yet: leaves back normally
        stage.setOffset(250)
        #expect(recorder.log == ["a enter", "a leaveBack", "a enter", "a leave"])
        recorder.events.removeAll()
        stage.setOffset(150)
        stage.setOffset(0)
        #expect(recorder.log.isEmpty)
        #expect(recorder.values["a"] == 1)
        #expect(stage.state(of: "a") == .after && stage.progress(of: "a") == 1)
    }

    @Test("After any jump, every track holds the value reached by scrolling there slowly, and a monotone jump reports what the slow scroll reports",
          arguments: 0..<8)
    func jumpsMatchSlowScrolling(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var specs: [(name: String, start: Double, length: Double)] = []
        for index in 0..<30 {
            let start = Double(Int.random(in: 0...400, using: &generator)) * 2.5
            let length = Bool.random(using: &generator) ? 0 : Double(Int.random(in: 1...80, using: &generator)) * 2.5
            specs.append(("s\(index)", start, length))
        }
        let hysteresis = [0, 0, 1.25, 5][Int(seed % 4)]
        let once: Set<String> = ["s3", "s7"]
        let fast = Recorder(), slow = Recorder()
        let jumping = try makeStage(specs, hysteresis: hysteresis, once: once, recorder: fast)
        let crawling = try makeStage(specs, hysteresis: hysteresis, once: once, recorder: slow)
        var position = 0.0
        jumping.setOffset(position)
        crawling.setOffset(position)
        for step in 0..<60 {
            let target = Double(Int.random(in: -40...440, using: &generator)) * 2.5
            fast.events.removeAll()
            slow.events.removeAll()
            jumping.setOffset(target)
            let stride = target >= position ? 0.625 : -0.625
            for offset in Swift.stride(from: position, through: target, by: stride).dropFirst() { crawling.setOffset(offset) }
            position = target
            #expect(fast.values == slow.values, "seed \(seed) step \(step): values after a jump differ from a slow scroll")
            #expect(fast.log == slow.log, "seed \(seed) step \(step): a jump reported \(fast.log), a slow scroll \(slow.log)")
            for spec in specs { #expect(jumping.state(of: spec.name) == crawling.state(of: spec.name), "seed \(seed) step \(step) \(spec.name)") }
        }
    }

    @Test("Scrolling there and back reports the mirror image", arguments: 0..<8)
    func mirror(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let specs = (0..<20).map { index in
            (name: "s\(index)", start: Double(Int.random(in: 0...100, using: &generator)) * 5,
             length: Double(Int.random(in: 0...20, using: &generator)) * 5)
        }
        let recorder = Recorder()
        let stage = try makeStage(specs, hysteresis: seed % 2 == 0 ? 0 : 2, recorder: recorder)
        stage.setOffset(-100)
        stage.setOffset(700)
        let down = recorder.events
        recorder.events.removeAll()
        stage.setOffset(-100)
        let up = recorder.events
        #expect(down.count == specs.count * 2)
        #expect(up.map(\.scene) == down.reversed().map(\.scene))
        #expect(up.map(\.kind) == down.reversed().map(\.kind.mirrored))
    }

    @Test("Track domains mean the same on a scene and on the stage: progress, points into the range, the absolute offset")
    func domains() throws {
        final class Box { var progress = -1.0, points = -1.0, absolute = -1.0 }
        let scene = Box(), page = Box()
        var identity = Timeline(initial: 0.0)
        try identity.insert(Scale(start: 0, length: 1_000, to: 1_000))
        var unit = Timeline(initial: 0.0)
        try unit.insert(Scale(start: 0, length: 1, to: 1))
        var a = ScrollScene("a", start: 100, length: 200)
        a.add(Track(unit, to: \Box.progress, on: scene))
        a.add(Track(identity, to: \Box.points, on: scene, domain: .sceneOffset))
        a.add(Track(identity, to: \Box.absolute, on: scene, domain: .offset))
        // The stage's range is its scroll range: 0...(1_100 − 100) = 0...1_000.
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 10, height: 100), content: CGSize(width: 10, height: 1_100)))
        try stage.add(a)
        stage.add(Track(unit, to: \Box.progress, on: page))
        stage.add(Track(identity, to: \Box.points, on: page, domain: .sceneOffset))
        stage.add(Track(identity, to: \Box.absolute, on: page, domain: .offset))
        stage.setOffset(150)
        #expect([scene.progress, scene.points, scene.absolute] == [0.25, 50, 150])
        #expect([page.progress, page.points, page.absolute] == [0.15, 150, 150])
        stage.setOffset(900)
        #expect([scene.progress, scene.points, scene.absolute] == [1, 200, 900])
        #expect([page.progress, page.points, page.absolute] == [0.9, 900, 900])
        stage.setOffset(1_050)
        #expect([page.progress, page.points, page.absolute] == [1, 1_000, 1_000])
        stage.setOffset(-5)
        #expect([scene.progress, scene.points, scene.absolute] == [0, 0, 0])
        #expect([page.progress, page.points, page.absolute] == [0, 0, 0])
        // A stage whose layout has no scrollable length is a zero-length range: 0 before 0, 1 from it on.
        let flat = Stage(), box = Box()
        flat.add(Track(unit, to: \Box.progress, on: box))
        flat.setOffset(-1)
        #expect(box.progress == 0)
        flat.setOffset(0)
        #expect(box.progress == 1)
    }

    @Test("A track writes only when its position changes, and key-path targets are held weakly")
    func writesAndWeakTargets() throws {
        let recorder = Recorder()
        let stage = try makeStage([("a", 100, 100)], recorder: recorder)
        stage.setOffset(0)
        stage.setOffset(50)
        stage.setOffset(-20)
        #expect(recorder.writes == 1)          // progress stayed 0
        stage.setOffset(150)
        #expect(recorder.writes == 2)

        final class Target { var value = 0.0 }
        var target: Target? = Target()
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var scene = ScrollScene("b", start: 0, length: 10)
        scene.add(Track(ramp, to: \Target.value, on: target!))
        try stage.add(scene)
        #expect(target?.value == 1)            // written when added, at the current offset
        weak let weakTarget = target
        target = nil
        #expect(weakTarget == nil)             // the stage did not keep it alive
        stage.setOffset(5)                    // and writing to a gone target is harmless
    }

    @Test("Pins report the offset scrolled into the scene, clamped to its length")
    func pins() throws {
        var translations: [Double] = []
        var scene = ScrollScene("pin", start: 200, length: 300)
        scene.add(.pin { translations.append($0) })
        let stage = Stage()
        try stage.add(scene)
        for offset in [0.0, 100, 200, 350, 500, 800, 350] { stage.setOffset(offset) }
        #expect(translations == [0, 150, 300, 150])
        #expect(stage.pinTranslation(of: "pin") == 150)
        #expect(stage.pinTranslation(of: "nope") == nil)
    }

    @Test("Bad scenes are refused with a typed error and change nothing; bad offsets are refused and counted")
    func badInput() throws {
        let stage = Stage()
        try stage.add(ScrollScene("a", start: 0, length: 10))
        #expect(throws: StageError.duplicateScene("a")) { try stage.add(ScrollScene("a", start: 50, length: 10)) }
        #expect(throws: StageError.invalidLength(scene: "b", length: -1)) { try stage.add(ScrollScene("b", start: 0, length: -1)) }
        #expect(throws: StageError.self) { try stage.add(ScrollScene("b", start: 0, length: .nan)) }
        #expect(throws: StageError.invalidLength(scene: "b", length: .infinity)) { try stage.add(ScrollScene("b", start: 0, length: .infinity)) }
        var jittery = ScrollScene("b", start: 0, length: 10)
        jittery.hysteresis = -1
        #expect(throws: StageError.invalidHysteresis(scene: "b", hysteresis: -1)) { try stage.add(jittery) }
        #expect(throws: StageError.nonFiniteAnchor(scene: "b", anchor: .infinity)) { try stage.add(ScrollScene("b", start: .infinity, length: 10)) }
        #expect(stage.sceneNames == ["a"])
        #expect(!stage.setOffset(.nan))
        #expect(!stage.setOffset(-.infinity))
        #expect(stage.refusedOffsetCount == 2)
        #expect(stage.offset == nil)
        #expect(stage.setOffset(5))
        #expect(stage.offset == 5)
        #expect(stage.state(of: "zzz") == nil && stage.progress(of: "zzz") == nil && stage.range(of: "zzz") == nil)
        #expect(stage.removeScene(named: "a") && !stage.removeScene(named: "a"))
    }

    @Test("Removing a scene keeps the other scenes' tracks and events working")
    func removal() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        stage.setOffset(0)
        stage.removeScene(named: "a")
        stage.setOffset(350)
        #expect(recorder.log == ["b enter"])
        #expect(recorder.values["b"] == 0.5 && recorder.values["a"] == 0)
        #expect(stage.sceneNames == ["b", "c"])
    }

    @Test("An event handler may scroll the stage; the new offset is processed after the current events")
    func reentrancy() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        stage.setOffset(0)
        stage.onEvent = { [unowned recorder, unowned stage] event in
            recorder.events.append(event)
            if event.scene == "a", event.kind == .enter { stage.setOffset(0) }   // bounce back
        }
        stage.setOffset(150)
        #expect(recorder.log == ["a enter", "a leaveBack"])
        #expect(stage.offset == 0)
    }

    @Test("A stage freed while an event stream is alive ends the stream (no deadlock)")
    func deinitWithLiveStream() async {
        var stage: Stage? = Stage()
        let stream = stage!.events()
        stage = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 0)
    }

    @Test("A handler that changes the layout mid-delivery keeps events in order, and its scroll is not lost")
    func relayoutDuringDelivery() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 2000),
                                              elements: ["c": CGRect(x: 0, y: 300, width: 100, height: 100)]))
        var log: [String] = []
        try stage.add(ScrollScene("a", start: 100, length: 100))
        try stage.add(ScrollScene("c", start: .element("c"), length: 100))
        stage.onEvent = { event in
            log.append("\(event.scene) \(event.kind.rawValue)")
            if event.scene == "a", event.kind == .enter {
                stage.layout.elements["c"] = CGRect(x: 0, y: 900, width: 100, height: 100)   // c moves past us
                stage.setOffset(777)
            }
        }
        stage.setOffset(0)
        stage.setOffset(450)
        // The jump's own crossings first (a enter, a leave, c enter, c leave), then the relayout's
        // (c moved to 900...1000: back before us), then the queued scroll to 777.
        #expect(log == ["a enter", "a leave", "c enter", "c leave", "c enterBack", "c leaveBack"])
        #expect(stage.offset == 777)
        #expect(stage.state(of: "c") == .before)
    }

    @Test("Removing a scene from a handler: every scene still reports what it crossed, to its own handler")
    func removalDuringDelivery() throws {
        let stage = Stage()
        var own: [String] = []
        var a = ScrollScene("a", start: 100, length: 100)
        a.onEvent = { event in
            own.append("a \(event.kind.rawValue)")
            if event.kind == .enter { stage.removeScene(named: "a") }
        }
        var b = ScrollScene("b", start: 300, length: 100)
        b.onEvent = { own.append("b \($0.kind.rawValue)") }
        try stage.add(a)
        try stage.add(b)
        stage.setOffset(0)
        stage.setOffset(1000)
        #expect(own == ["a enter", "a leave", "b enter", "b leave"])
        #expect(stage.sceneNames == ["b"])
    }

    @Test("A handler that removes or replaces its own scene runs to its end with what it captured alive, which goes once the events are reported")
    func handlerOutlivesItsScene() throws {
        final class Witness {
            let gone: Locked<Bool>
            init(_ gone: Locked<Bool>) { self.gone = gone }
            deinit { gone.withLock { $0 = true } }
        }
        for replace in [false, true] {
            let gone = Locked(false), aliveAfter = Locked<Bool?>(nil)
            let stage = Stage()
            do {
                let witness = Witness(gone)
                var a = ScrollScene("a", start: 100, length: 100)
                a.onEvent = { [witness] event in
                    guard event.kind == .enter else { return }
                    if replace {
                        try? stage.updateScene(named: "a") { $0.onEvent = nil }
                    } else {
                        stage.removeScene(named: "a")
                    }
                    aliveAfter.withLock { $0 = !witness.gone.withLock { $0 } }
                }
                try stage.add(a)
            }
            stage.setOffset(0)
            stage.setOffset(150)
            #expect(aliveAfter.withLock { $0 } == true, "replace: \(replace)")
            #expect(gone.withLock { $0 }, "replace: \(replace): released once reported")
        }
    }

    @Test("A once scene found past its end (first offset, add, restore) is complete, as if scrolled there")
    func onceFoundPastEnd() throws {
        for start in [500.0, 0] {
            let recorder = Recorder()
            let stage = try makeStage([("a", 100, 100)], once: ["a"], recorder: recorder)
            stage.setOffset(start)
            stage.setOffset(500)
            recorder.events.removeAll()
            stage.setOffset(0)
            #expect(recorder.log.isEmpty, "first offset \(start)")
            #expect(recorder.values["a"] == 1 && stage.state(of: "a") == .after, "first offset \(start)")
        }
    }

    @Test("Snapshots round-trip through JSON and restore states and values without events")
    func snapshots() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, once: ["a"], recorder: recorder)
        stage.setOffset(0)
        stage.setOffset(350)
        stage.setOffset(120)
        let data = try JSONEncoder().encode(stage.snapshot)
        let restoredRecorder = Recorder()
        let restored = try makeStage(three, once: ["a"], recorder: restoredRecorder)
        try restored.restore(JSONDecoder().decode(StageSnapshot.self, from: data))
        #expect(restoredRecorder.events.isEmpty)
        #expect(restored.snapshot == stage.snapshot)
        #expect(restoredRecorder.values == recorder.values)
        #expect(restored.state(of: "a") == .after)   // completed once scene
        restored.setOffset(600)
        stage.setOffset(600)
        #expect(restoredRecorder.log == ["b enter", "b leave", "c enter", "c leave"])
        #expect(restoredRecorder.log == Array(recorder.log.suffix(4)))
        #expect(throws: StageError.nonFiniteOffset(.infinity)) {
            try restored.restore(StageSnapshot(offset: .infinity, scenes: [:]))
        }
        #expect(restored.offset == 600)
    }

    @Test("The first offset, and adding a scene, set states without events")
    func silentStart() throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        stage.setOffset(350)
        #expect(recorder.log.isEmpty)
        #expect(stage.state(of: "a") == .after && stage.state(of: "b") == .active && stage.state(of: "c") == .before)
        try stage.add(ScrollScene("late", start: 300, length: 100))
        #expect(recorder.log.isEmpty && stage.state(of: "late") == .active)
        stage.setOffset(450)
        #expect(recorder.log == ["b leave", "late leave"])
    }

    @Test("Event streams deliver what the handlers see, to every consumer")
    func streams() async throws {
        let recorder = Recorder()
        let stage = try makeStage(three, recorder: recorder)
        let first = stage.events(), second = stage.events()
        stage.setOffset(0)
        stage.setOffset(1_000)
        stage.setOffset(0)
        let expected = recorder.events
        var received: [[SceneEvent]] = []
        for stream in [first, second] {
            var events: [SceneEvent] = []
            for await event in stream {
                events.append(event)
                if events.count == expected.count { break }
            }
            received.append(events)
        }
        #expect(received == [expected, expected])
        func consumers() -> Int { stage.observers.withLock { $0.continuations.count } }
        do {
            let third = stage.events()
            #expect(consumers() == 3)
            _ = third
        }
        #expect(consumers() == 2)   // a dropped stream unregisters

    }

    @Test("A stage follows a scroll source to its final offset")
    func followsSource() async throws {
        let source = ScrollSource()
        let result = await Task { @MainActor () -> (Double?, [String]) in
            let recorder = Recorder()
            let stage = try! makeStage(StageTests().three, recorder: recorder)
            stage.setOffset(0)   // the first offset is silent; start from the top
            let following = Task { @MainActor in await stage.follow(source) }
            source.send(0)
            for offset in stride(from: 0.0, through: 800, by: 1) { source.send(offset) }
            source.finish()
            await following.value
            return (stage.offset, recorder.log)
        }.value
        #expect(result.0 == 800)
        // Whatever offsets were skipped, every crossing is reported once, in order.
        #expect(result.1 == ["a enter", "a leave", "b enter", "b leave", "c enter", "c leave"])
    }

    @Test("Tracks added after the first offset are written at once, under the stage's policy, and only they are written")
    func addsAfterTheFirstOffsetWriteOnlyTheNewTracks() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 100, over: 1) }
        for policy in [MotionPolicy.full, .reduced] {
            let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 1_000), content: CGSize(width: 400, height: 2_000)))
            stage.motionPolicy = policy
            var old = 0
            try stage.add(ScrollScene("old", start: 0, length: 1_000) { Track(ramp) { _ in old += 1 } })
            stage.add(Track(ramp) { _ in old += 1 })
            stage.setOffset(300)
            let before = old
            var scene = 0.0, sceneWrites = 0, own = 0.0, batch: [Double] = []
            // Progress 0.25: a decorative track shows 25 in full motion and the scale's start, 0,
            // under reduced motion (it turns at the middle).
            try stage.add(ScrollScene("new", start: 200, length: 400) { Track(ramp) { scene = $0; sceneWrites += 1 } })
            stage.add(Track(ramp, motion: .fade) { own = $0 })
            try stage.add(contentsOf: (0..<3).map { index in
                ScrollScene("batch\(index)", start: 100 * Double(index), length: 400) { Track(ramp) { batch.append($0) } }
            })
            #expect(scene == (policy == .full ? 25 : 0))
            #expect(sceneWrites == 1)
            #expect(own == 30)   // 300 of a 1,000-point scroll range, a fade: continuous under both
            #expect(batch == (policy == .full ? [75, 50, 25] : [100, 100, 0]))
            #expect(old == before)
            stage.setOffset(400)
            #expect(scene == (policy == .full ? 50 : 100) && old == before + 2)
        }
    }

    @Test("A disabled scene added after the first offset is unplaced, as one added before it is, until it is enabled")
    func disabledSceneAddedAfterTheFirstOffset() throws {
        var scene = ScrollScene("s", start: 100, length: 100)
        scene.isEnabled = false
        let early = Stage(), late = Stage()
        try early.add(scene)
        early.setOffset(150)
        late.setOffset(150)
        try late.add(scene)
        #expect(early.state(of: "s") == .before && late.state(of: "s") == .before)
        var events: [String] = []
        for stage in [early, late] {
            stage.onEvent = { events.append($0.description) }
            try stage.updateScene(named: "s") { $0.isEnabled = true }
            #expect(stage.state(of: "s") == .active)
        }
        #expect(events.isEmpty)
    }
}
