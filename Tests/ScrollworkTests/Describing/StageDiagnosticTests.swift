import Foundation
import Scrollwork
import Testing

@Suite("Stage diagnostics")
struct StageDiagnosticTests {
    /// A stage with a scroll range of 0...1200.
    func stage(@StageBuilder _ content: () -> [StageBuilder.Item]) throws -> Stage {
        try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000),
                                      elements: ["card": CGRect(x: 0, y: 900, width: 390, height: 300)]), content)
    }

    let ramp = try! Timeline(initial: 0.0) { Segment(to: 1, over: 1) }

    @Test("Every kind of unreachable part is reported, with its numbers", arguments: [
        ("a scene past the end", ["late: never active: it starts at 1300, at or past the end of the scroll range (1200)"]),
        ("a trigger within its hysteresis of both ends", ["band: never fires: going forward it fires only past 1300 (its position plus its hysteresis), beyond the end of the scroll range (1200); going back, only below -100, before the start of the scroll range"]),
        ("a once trigger within its hysteresis of the end", ["last: never fires: going forward it fires only past 1250 (its position plus its hysteresis), beyond the end of the scroll range (1200); it fires once, going forward, and a first offset at or past it completes it"]),
        ("a scene before the start", ["early: never active: it ends at 0, at or before the start of the scroll range"]),
        ("a trigger at 0", ["zero: never fires: it sits at 0, at or before the start of the scroll range"]),
        ("a trigger past the end", ["beyond: never fires: it sits at 1250, past the end of the scroll range (1200)"]),
        ("a pin past the end", ["held: pin never releases: it ends at 1400, past the end of the scroll range (1200): what it pins stays held"]),
        ("a track outside its progress", ["fade track 0: track never moves: its segments span 1.5...2.5 of its progress; its position only goes over 0...1"]),
        ("a stage track past the end", ["stage track 0: track never moves: its segments span 1500...1600 of its offset; its position only goes over 0...1200"]),
        ("a missing element", ["ghost: unresolved: the layout has no element `ghost`"]),
        ("a duplicate label", ["top: duplicate label: 2 labels share this name; the first one added answers for it"]),
        ("a label at a missing element", ["nowhere: unresolved: the layout has no element `nothing`"]),
        ("a label at a missing scene", ["lost: unresolved: the stage has no scene `gone`"]),
        ("a label at a NaN progress", ["odd: unresolved: its progress is nan, not a finite number"]),
    ])
    func unreachable(caseName: String, expected: [String]) throws {
        let ramp = self.ramp
        let late = try Timeline(initial: 0.0) { Segment(to: 1, over: 1, at: 1.5) }
        let offsetTrack = try Timeline(initial: 0.0) { Segment(to: 1, over: 100, at: 1500) }
        let stage = try stage {
            switch caseName {
            case "a scene past the end": ScrollScene("late", start: 1300, length: 100)
            case "a trigger within its hysteresis of both ends": ScrollScene("band", start: 600, length: 0, hysteresis: 700)
            case "a once trigger within its hysteresis of the end": ScrollScene("last", start: 1150, length: 0, hysteresis: 100, once: true)
            case "a scene before the start": ScrollScene("early", start: -300, length: 300)
            case "a trigger at 0": ScrollScene("zero", start: 0, length: 0)
            case "a trigger past the end": ScrollScene("beyond", start: 1250, length: 0)
            case "a pin past the end": ScrollScene("held", start: 1000, length: 400) { Track.pin { _ in } }
            case "a track outside its progress": ScrollScene("fade", start: 100, length: 300) { Track(late) { _ in } }
            case "a stage track past the end": Track(offsetTrack, domain: .offset) { _ in }
            case "a missing element": ScrollScene("ghost", start: .element("ghost"), length: 100) { Track(ramp) { _ in } }
            case "a duplicate label":
                StageLabel("top", at: .offset(0))
                StageLabel("top", at: .offset(10))
            case "a label at a missing scene": StageLabel("lost", scene: "gone")
            case "a label at a NaN progress":
                ScrollScene("real", start: 100, length: 100)
                StageLabel("odd", scene: "real", progress: .nan)
            default: StageLabel("nowhere", at: .element("nothing"))
            }
        }
        #expect(stage.diagnostics.map(\.description) == expected)
    }

    @Test("Reachable parts are not reported: scenes, triggers, pins and tracks that the scroll range reaches")
    func reachable() throws {
        let ramp = self.ramp
        let stage = try stage {
            Track(ramp, domain: .progress) { _ in }
            ScrollScene("intro", start: -100, length: 200) { Track(ramp) { _ in } }
            ScrollScene("card", start: .element("card", .start, meets: .center), length: 300) {
                Track.pin { _ in }
                Track(ramp, domain: .sceneOffset) { _ in }
            }
            ScrollScene("trigger", start: 1200, length: 0)
            ScrollScene("end", start: 1100, length: 100, hysteresis: 50) { Track(ramp, domain: .offset) { _ in } }
            ScrollScene("edge", start: 1190, length: 100, hysteresis: 20)   // placed active by a first offset past 1190
            ScrollScene("above", start: 1150, length: 0, hysteresis: 100)   // fires back from a first offset past it
            StageLabel("top", at: .offset(0))
            StageLabel("card", at: .element("card"))
        }
        #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
    }

    @Test("Diagnostics follow the layout")
    func followLayout() throws {
        let stage = try stage { ScrollScene("late", start: 1300, length: 100) }
        #expect(stage.diagnostics.count == 1)
        stage.layout.content.height = 3000
        #expect(stage.diagnostics.isEmpty)
    }
}

@Suite("Diagnostics, where they are shown")
struct DiagnosticsShownTests {
    @Test("The diagram lists the diagnostics under its legend, and stays well-formed")
    func diagram() throws {
        let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000))) {
            ScrollScene("credits", start: 1300, length: 400)
            ScrollScene("ghost <&>", start: .element("missing\u{7}"), length: 10)
        }
        let svg = stage.diagram()
        #expect(svgProblems(svg).isEmpty, "\(svgProblems(svg))")
        #expect(svg.contains("2 diagnostics: what can never happen with this layout"))
        #expect(svg.contains("! credits: never active: it starts at 1300, at or past the end of the scroll range (1200)"))
        #expect(svg.contains("! ghost &lt;&amp;&gt;: unresolved"))
        let clean = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000))) {
            ScrollScene("a", start: 0, length: 10)
        }
        #expect(!clean.diagram().contains("diagnostic"))
    }

    @Test("A stage made from a document reports its unbound targets and the bindings that matched nothing")
    func bindings() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let built = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000))) {
            ScrollScene("intro", start: 0, length: 400) {
                Track(ramp) { _ in }.named("title.opacity")
                Track(ramp) { _ in }.named("title.shift")
            }
        }
        let document = try StageDocument(built)
        let stage = try Stage(document, bindings: ["title.opacity": .number { _ in }, "title.opacty": .number { _ in }])
        #expect(stage.diagnostics.map(\.description) == [
            "title.shift: unbound: no binding names this target: its track is evaluated and writes nowhere",
            "title.opacty: unused binding: no track of the document targets this name (did you mean `title.opacity`?)",
        ])
    }

    @Test("A target named after an element the layout lacks, close to one it has, is reported with \"did you mean\"; targets close to no element, of the screen, or of an element there are not (issue 38, item 4)")
    func misspeltTargetElement() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let layout = StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 3000),
                                 elements: ["product": CGRect(x: 0, y: 800, width: 390, height: 600), "hero": CGRect(x: 0, y: 0, width: 390, height: 800)])
        let stage = try Stage(layout: layout) {
            ScrollScene("turn", start: .element("product"), length: 600) {
                Track(ramp) { _ in }.named("prodcut.rotation")
                Track(ramp) { _ in }.named("product.opacity")
                Track(ramp) { _ in }.named("screen.background")
                Track(ramp) { _ in }.named("counter.value")
                Track(ramp) { _ in }.named("fade")
            }
            Track(ramp) { _ in }.named("hreo.y")
            Track(ramp) { _ in }.named("prodcut.rotation")
        }
        #expect(stage.diagnostics.map(\.description) == [
            "hreo.y: misspelt target: the layout has no element `hreo` (did you mean `hero`?)",
            "prodcut.rotation: misspelt target: the layout has no element `prodcut` (did you mean `product`?)",
        ])
        #expect(stage.diagnostics.map(\.kind.description) == ["misspelt target", "misspelt target"])
        // The same from its document, as the preview reads it.
        let document = try Stage(StageDocument(stage), bindings: [:])
        #expect(document.diagnostics.filter { $0.kind.description == "misspelt target" }.map(\.subject) == ["hreo.y", "prodcut.rotation"])
        // Fixed, nothing is reported.
        stage.layout.elements["prodcut"] = CGRect(x: 0, y: 1400, width: 390, height: 100)
        stage.layout.elements["hreo"] = CGRect(x: 0, y: 1500, width: 390, height: 100)
        #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
    }
}

@Suite("Diagnostics against scrolling")
struct DiagnosticsVerdictTests {
    @Test("A scene reported never active is never active, scrolled or placed; a trigger reported never firing never reports an event", arguments: 0..<30)
    func verdictsHold(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double {
            Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound) + range.lowerBound
        }
        let maximum = 1200.0
        var specs: [(name: String, start: Double, length: Double, hysteresis: Double)] = []
        for index in 0..<12 {
            let length = random.next() % 3 == 0 ? 0 : number(1...400)
            specs.append(("s\(index)", number(-500...1500).rounded(), length.rounded(), random.next() % 2 == 0 ? number(0...30).rounded() : 0))
        }
        func makeStage(_ events: @escaping (SceneEvent) -> Void) throws -> Stage {
            try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 800 + maximum))) {
                for spec in specs {
                    ScrollScene(spec.name, start: spec.start, length: spec.length, hysteresis: spec.hysteresis, onEvent: events)
                }
            }
        }
        var fired = Set<String>()
        let stage = try makeStage { fired.insert($0.scene) }
        let neverActive = Set(stage.diagnostics.filter { $0.kind == .unreachableScene }.map(\.subject))
        let neverFires = Set(stage.diagnostics.filter { $0.kind == .unreachableTrigger }.map(\.subject))
        let placedOnly = Set(stage.diagnostics.filter { $0.explanation.contains("only a first offset") }.map(\.subject))
        var active = Set<String>()
        let path = Array(stride(from: 0.0, through: maximum, by: 1)) + Array(stride(from: maximum, through: 0, by: -1))
        for (step, offset) in path.enumerated() {
            stage.setOffset(offset)
            for name in stage.sceneNames where stage.state(of: name) == .active && step > 0 { active.insert(name) }
        }
        #expect(active.isDisjoint(with: neverActive), "seed \(seed): reported never active but active: \(active.intersection(neverActive))")
        #expect(fired.isDisjoint(with: neverFires), "seed \(seed): reported never firing but fired: \(fired.intersection(neverFires))")
        // Placed by a first offset: only the scenes whose diagnostic says so can be active.
        for offset in stride(from: 0.0, through: maximum, by: 5) {
            let placed = try makeStage { _ in }
            placed.setOffset(offset)
            for name in placed.sceneNames where placed.state(of: name) == .active {
                #expect(!neverActive.contains(name) || placedOnly.contains(name), "seed \(seed): \(name) placed active at \(offset)")
            }
        }
    }
}

@Suite("Diagnostics, issue 31")
struct DiagnosticsIssue31Tests {
    /// A stage with a scroll range of 0...1000.
    func stage(@StageBuilder _ content: () -> [StageBuilder.Item]) throws -> Stage {
        try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 1800)), content)
    }

    @Test("Bug 3: a trigger crossed from above is not reported as never firing")
    func triggerFromAbove() throws {
        var events: [String] = []
        let stage = try stage { ScrollScene("t", start: 900, length: 0, hysteresis: 200, onEvent: { events.append("\($0.kind)") }) }
        stage.setOffset(1000)
        stage.setOffset(0)
        #expect(events == ["enterBack", "leaveBack"])
        #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
    }

    @Test("Bug 4: a scene a first offset makes active is not reported as never active")
    func sceneActiveByFirstOffset() throws {
        let stage = try stage { ScrollScene("s", start: 950, length: 100, hysteresis: 60) }
        stage.setOffset(1000)
        #expect(stage.state(of: "s") == .active)
        #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
    }

    @Test("Bug 5: a track whose segments lie where the scroll range cuts its scene off is reported")
    func trackCutOff() throws {
        // Scene 800...1200 with the scroll range 0...1000: its progress only goes over 0...0.5.
        let fractions = [0.0, 0.25, 0.5, 0.6, 0.75, 1.0]
        var spans: [(Double, Double)] = []
        for (i, a) in fractions.enumerated() { for b in fractions[(i + 1)...] { spans.append((a, b)) } }
        let timelines = try spans.map { a, b in try Timeline(initial: 0.0) { Segment(to: 1, over: b - a, at: a) } }
        let stage = try stage {
            ScrollScene("fade", start: 800, length: 400) {
                for timeline in timelines { Track(timeline) { _ in } }
                for timeline in timelines { Track(timeline, domain: .unclampedProgress) { _ in } }
            }
        }
        let reported = Set(stage.diagnostics.filter { $0.kind == .trackOutsideRange }.map(\.subject))
        let expected = Set(spans.indices.filter { spans[$0].0 >= 0.5 }.flatMap { ["fade track \($0)", "fade track \($0 + spans.count)"] })
        #expect(reported == expected, "missed: \(expected.subtracting(reported).sorted()), extra: \(reported.subtracting(expected).sorted())")
        #expect(stage.diagnostics.first { $0.subject == "fade track 12" }?.description
            == "fade track 12: track never moves: its segments span 0.6...0.75 of its progress; its position only goes over 0...0.5")
    }

    @Test("Bug 5: a scene wholly outside the scroll range keeps its tracks at one position")
    func trackAtOnePosition() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let stage = try stage { ScrollScene("late", start: 1100, length: 200) { Track(ramp, domain: .sceneOffset) { _ in } } }
        #expect(stage.diagnostics.map(\.description) == [
            "late: never active: it starts at 1100, at or past the end of the scroll range (1000)",
            "late track 0: track never moves: its position (sceneOffset) is 0 at every offset of the scroll range",
        ])
    }
}
