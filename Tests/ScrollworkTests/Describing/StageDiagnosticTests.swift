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
        ("a scene entered only past the end", ["edge: never active: it starts at 1190 (entered past 1210), at or past the end of the scroll range (1200)"]),
        ("a scene before the start", ["early: never active: it ends at 0, at or before the start of the scroll range"]),
        ("a trigger at 0", ["zero: never fires: it sits at 0, at or before the start of the scroll range"]),
        ("a trigger past the end", ["beyond: never fires: it sits at 1250 and needs offsets up to 1250; the scroll range ends at 1200"]),
        ("a pin past the end", ["held: pin never releases: it ends at 1400, past the end of the scroll range (1200): what it pins stays held"]),
        ("a track outside its progress", ["fade track 0: track never moves: its segments span 1.5...2.5 of its progress; its position only goes over 0...1"]),
        ("a stage track past the end", ["stage track 0: track never moves: its segments span 1500...1600 of its offset; its position only goes over 0...1200"]),
        ("a missing element", ["ghost: unresolved: the layout has no element `ghost`"]),
        ("a duplicate label", ["top: duplicate label: 2 labels share this name; the first one added answers for it"]),
        ("a label at a missing element", ["nowhere: unresolved: the layout has no element `nothing`"]),
    ])
    func unreachable(caseName: String, expected: [String]) throws {
        let ramp = self.ramp
        let late = try Timeline(initial: 0.0) { Segment(to: 1, over: 1, at: 1.5) }
        let offsetTrack = try Timeline(initial: 0.0) { Segment(to: 1, over: 100, at: 1500) }
        let stage = try stage {
            switch caseName {
            case "a scene past the end": ScrollScene("late", start: 1300, length: 100)
            case "a scene entered only past the end": ScrollScene("edge", start: 1190, length: 100, hysteresis: 20)
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
            "title.opacty: unused binding: no track of the document targets this name",
        ])
    }
}
