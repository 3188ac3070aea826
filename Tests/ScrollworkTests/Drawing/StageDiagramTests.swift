import Foundation
import Testing
@testable import Scrollwork

@Suite("Seeing a stage: the SVG diagram")
struct StageDiagramTests {
    @Test("The same stage draws the same SVG, and an identical stage draws it byte for byte")
    func deterministic() throws {
        let (stage, _) = try makeDiagramStage()
        let (twin, _) = try makeDiagramStage()
        let svg = stage.diagram()
        #expect(svg == stage.diagram())
        #expect(svg == twin.diagram())
        #expect(stage.description == twin.description)
        #expect(stage.debugDescription == twin.debugDescription)
        #expect(isWellFormed(svg))
    }

    @Test("The diagram names every scene and labels every marker with its offset and how it was resolved")
    func everySceneAndMarker() throws {
        let (stage, _) = try makeDiagramStage()
        let svg = stage.diagram(options: Stage.DiagramOptions(title: "Fixture"))
        #expect(svg.contains(">Fixture</text>"))
        for name in stage.sceneNames {
            #expect(svg.contains(">\(name)</text>"), "scene \(name) is not named")
        }
        for marker in stage.markers {
            // One line, or the offset above the explanation where that fits beside the marker better.
            let head = "\(marker.isTrigger ? "trigger" : marker.boundary.rawValue) \(Readout.number(marker.offset))"
            #expect(svg.contains(">\(head) · \(marker.explanation)</text>") || (svg.contains(">\(head)</text>") && svg.contains(">\(marker.explanation)</text>")),
                    "marker '\(head) · \(marker.explanation)' is not labelled")
        }
        // Start lines are green, end lines red; a trigger is a diamond.
        #expect(svg.components(separatedBy: "stroke=\"\(StageDiagram.startColour)\" stroke-width=\"1.2\" stroke-dasharray").count - 1 == 5 + 1)  // + the legend
        #expect(svg.components(separatedBy: "stroke=\"\(StageDiagram.endColour)\" stroke-width=\"1.2\" stroke-dasharray").count - 1 == 4 + 1)
        #expect(svg.contains("<path d=\"M "))
        // Rows say where each scene is and what it is doing.
        #expect(svg.contains(">0…600 · after 100%</text>"))
        #expect(svg.contains(">600…1400 · active 13%</text>"))
        #expect(svg.contains(">2150 trigger · before</text>"))
        #expect(svg.contains(">hysteresis 8 pt</text>"))
        #expect(svg.contains(">once</text>"))
        #expect(svg.contains(">disabled</text>"))
    }

    @Test("An unresolved scene is flagged with the element it misses")
    func unresolved() throws {
        let (stage, _) = try makeDiagramStage()
        let svg = stage.diagram()
        #expect(svg.contains(">unresolved: element `ghost` missing: no events, no track writes</text>"))
        #expect(svg.contains("class=\"warn\">unresolved</text>"))
        #expect(svg.contains(">1 track not drawn</text>"))
        stage.layout.elements["ghost"] = CGRect(x: 0, y: 2400, width: 10, height: 10)
        #expect(!stage.diagram().contains("unresolved"))
    }

    @Test("The cursor is drawn at the current offset, and is absent before the first offset")
    func cursor() throws {
        let (stage, _) = try makeDiagramStage()
        let diagram = StageDiagram(stage: stage, options: Stage.DiagramOptions())
        let x = diagram.px(diagram.x(700))
        let svg = stage.diagram()
        #expect(svg.contains("<line x1=\"\(x)\" y1=\"80\" x2=\"\(x)\""))
        #expect(svg.contains(">offset 700</text>"))
        stage.setOffset(1250)
        let moved = StageDiagram(stage: stage, options: Stage.DiagramOptions())
        #expect(stage.diagram().contains("<line x1=\"\(moved.px(moved.x(1250)))\" y1=\"80\""))

        let (fresh, _) = try makeDiagramStage(offset: nil)
        let none = fresh.diagram()
        #expect(none.contains("no offset yet"))
        let cursorLines = { (svg: String) in svg.components(separatedBy: "stroke=\"#111827\" stroke-width=\"1.5\"").count - 1 }
        #expect(cursorLines(none) == 1 && cursorLines(svg) == 2)   // the legend's swatch, and the cursor
        #expect(!none.contains("class=\"cursor\""))
    }

    @Test("Hysteresis is a shaded band around each boundary, at least a few pixels wide")
    func hysteresisBands() throws {
        let (stage, _) = try makeDiagramStage()
        let diagram = StageDiagram(stage: stage, options: Stage.DiagramOptions())
        let svg = stage.diagram()
        let width = max(diagram.x(8) - diagram.x(-8), StageDiagram.minimumBand)
        let bands = svg.split(separator: "\n").filter { $0.contains("fill-opacity=\"0.2\"") }
        #expect(bands.contains { $0.hasPrefix("<rect x=\"\(diagram.px(diagram.x(0) - width / 2))\"") && $0.contains("width=\"\(diagram.px(width))\"") })
        #expect(bands.contains { $0.hasPrefix("<rect x=\"\(diagram.px(diagram.x(600) - width / 2))\"") && $0.contains("fill=\"\(StageDiagram.endColour)\"") })
        // Two bands (intro's start and end), each filled in its marker's colour; none for scenes without hysteresis.
        #expect(svg.components(separatedBy: "fill-opacity=\"0.2\"").count - 1 == 2 + 1)   // + the legend's swatch
    }

    @Test("Tracks are drawn over their ranges: curves per component, colour strips, pins, and values that cannot be plotted")
    func tracks() throws {
        let (stage, box) = try makeDiagramStage()
        let svg = stage.diagram()
        #expect(svg.contains(">\\DiagramBox.opacity</text>"))
        #expect(svg.contains(">0 … 1 · progress</text>"))
        #expect(svg.contains(">\\DiagramBox.position</text>"))
        #expect(svg.contains("<tspan fill=\"#2563eb\">x</tspan> <tspan fill=\"#ea580c\">y</tspan> 0 … 300 · progress</text>"))
        #expect(svg.contains(">\\DiagramBox.colour</text>"))
        #expect(svg.contains(">#1d3b8b → #b45309 · offset</text>"))
        #expect(svg.contains("<linearGradient id=\"colour0\""))
        #expect(svg.contains(">pin</text>"))
        #expect(svg.contains(">0 … 300 pt · pin</text>"))
        #expect(svg.contains(">UnplottableLabel track</text>"))
        #expect(svg.contains(">not drawn · progress</text>"))
        // One path per component: opacity (1), position (2), pin (1).
        #expect(svg.components(separatedBy: "fill=\"none\" stroke=\"#").count - 1 == 4 + 1)   // + the legend's curve
        // Drawing evaluates timelines and writes nothing.
        box.opacity = -1
        box.position = CGPoint(x: -1, y: -1)
        _ = stage.diagram()
        #expect(box.opacity == -1 && box.position == CGPoint(x: -1, y: -1))

        let bare = stage.diagram(options: Stage.DiagramOptions(showsTracks: false))
        #expect(!bare.contains("\\DiagramBox.opacity") && !bare.contains("linearGradient"))
        #expect(bare.contains("element `hero` top meets viewport centre</text>"))
    }

    @Test("Curves pass exactly through the corners of their timelines")
    func corners() throws {
        let stage = Stage()
        var peak = Timeline(initial: 0.0)
        try peak.insert(Scale(start: 0, length: 0.5, to: 1))
        try peak.insert(Scale(start: 0.5, length: 0.5, to: 0))
        var scene = ScrollScene("s", start: 0, length: 1000)
        scene.add(Track(peak) { _ in })
        try stage.add(scene)
        // 2 evenly spaced samples miss the peak at progress 0.5; the scale boundaries catch it.
        #expect(stage.diagram(options: Stage.DiagramOptions(samplesPerTrack: 2)).contains(">0 … 1 · progress</text>"))
    }

    @Test("Axis ticks are round numbers covering the scroll range and every scene")
    func ticks() throws {
        let (stage, _) = try makeDiagramStage()
        let diagram = StageDiagram(stage: stage, options: Stage.DiagramOptions())
        #expect(diagram.ticks == [0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200])
        #expect(diagram.lo < -8 && diagram.hi > 2200)   // intro's hysteresis band, the content's end
        let wide = StageDiagram.ticks(from: -472, to: 3004, width: 854)
        #expect(wide.ticks == [0, 500, 1000, 1500, 2000, 2500, 3000])
        let small = StageDiagram.ticks(from: 0, to: 1, width: 854)
        #expect(small.ticks == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] && small.decimals == 1, "\(small)")
        let huge = StageDiagram.ticks(from: 0, to: 1e300, width: 854)
        #expect(huge.ticks.count >= 2)
    }

    @Test("Options are clamped; an empty stage draws; names are escaped")
    func edges() throws {
        let stage = Stage()
        #expect(stage.diagram(options: Stage.DiagramOptions(width: .nan)).contains("width=\"1100\""))
        #expect(stage.diagram(options: Stage.DiagramOptions(width: 10)).contains("width=\"480\""))
        #expect(stage.diagram(options: Stage.DiagramOptions(width: .infinity)).contains("width=\"1100\""))
        #expect(isWellFormed(stage.diagram()))
        try stage.add(ScrollScene("a<b & \"c\"", start: 0, length: 10))
        stage.setOffset(5)
        let svg = stage.diagram(options: Stage.DiagramOptions(samplesPerTrack: -3, title: "<T>"))
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        #expect(svg.contains(">&lt;T&gt;</text>"))
        #expect(isWellFormed(svg))
        // Huge offsets still draw.
        try stage.add(ScrollScene("far", start: 1e300, length: 1e300))
        #expect(isWellFormed(stage.diagram()))
    }
}

/// Issue 18: a diagram is a well-formed SVG document with finite numbers, whatever the stage holds.
extension StageDiagramTests {
    static let huge = Double.greatestFiniteMagnitude

    @Test("Extreme offsets, ranges and hysteresis draw finite coordinates", arguments: 0..<5)
    func extremeNumbers(kind: Int) throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3_000)))
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var scene = ScrollScene("s", start: 100, length: 400)
        scene.add(Track(ramp) { _ in })
        scene.add(Track(ramp, domain: .offset) { _ in })
        scene.add(.pin { _ in })
        switch kind {
        case 0: break                                                            // the offset alone
        case 1: scene = ScrollScene("wide", start: .offset(-Self.huge), end: .offset(Self.huge)).keeping(tracksOf: scene)
        case 2: scene.hysteresis = Self.huge
        case 3: scene = ScrollScene("far", start: Self.huge / 2, length: Self.huge / 2).keeping(tracksOf: scene)
        default: scene = ScrollScene("tiny", start: 0, length: .leastNonzeroMagnitude).keeping(tracksOf: scene)
        }
        try stage.add(scene)
        stage.add(Track(ramp, domain: .offset) { _ in })
        var extremes = Timeline(initial: -Self.huge)                        // values from -max to max
        try extremes.insert(Scale(start: 0, length: 1, to: Self.huge))
        stage.add(Track(extremes) { _ in })
        for offset in [-Self.huge, 0, 250, Self.huge] {
            stage.setOffset(offset)
            let problems = svgProblems(stage.diagram())
            #expect(problems.isEmpty, "case \(kind), offset \(offset): \(problems.prefix(3))")
        }
    }

    @Test("Control characters in names and titles do not make the SVG ill-formed; they show as control pictures")
    func controlCharacters() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 1_000),
                                              elements: ["el\u{0}\u{1B}": CGRect(x: 0, y: 200, width: 100, height: 100)]))
        try stage.add(ScrollScene("bell\u{7}", start: 0, length: 100))
        try stage.add(ScrollScene("tab\tnew\nline\r\n", start: 50, length: 100))
        try stage.add(ScrollScene("nonchars\u{FFFE}\u{FFFF}", start: .element("el\u{0}\u{1B}"), length: 10))
        try stage.add(ScrollScene("missing", start: .element("gone\u{8}"), length: 10))
        stage.setOffset(20)
        let svg = stage.diagram(options: Stage.DiagramOptions(title: "title\u{1}"))
        #expect(svgProblems(svg).isEmpty, "\(svgProblems(svg))")
        #expect(svg.contains(">bell\u{2407}</text>"))
        #expect(svg.contains(">title\u{2401}</text>"))
        #expect(svg.contains("gone\u{2408}"))
    }
}
