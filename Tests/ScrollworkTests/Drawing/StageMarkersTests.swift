import Foundation
import Testing
@testable import Scrollwork

@Suite("Seeing a stage: markers and the text table")
struct StageMarkersTests {
    @Test("Markers: each resolved scene's start then end, with offsets, viewport positions and explanations")
    func markers() throws {
        let (stage, _) = try makeDiagramStage()
        let markers = stage.markers
        #expect(markers.map { "\($0.scene) \($0.boundary)" } == [
            "intro start", "intro end", "hero start", "hero end", "pin start", "pin end", "finale start", "off start", "off end",
        ])
        #expect(markers.map(\.offset) == [0, 600, 600, 1400, 1200, 1500, 2150, 1800, 1900])
        #expect(markers.map(\.explanation) == [
            "fixed offset", "start + 600 pt",
            "element `hero` top meets viewport centre", "element `hero` bottom meets viewport top",
            "fixed offset", "start + 300 pt",
            "content bottom meets viewport bottom, 50 pt earlier",
            "fixed offset", "start + 100 pt",
        ])
        #expect(markers.map(\.viewportPosition) == [0, 0, 400, 0, 0, 0, 800, 0, 0])
        // The line in the content meets the line in the viewport at the marker's offset.
        #expect(markers[2].contentPosition == 1000)   // the hero's top
        #expect(markers[3].contentPosition == 1400)   // the hero's bottom
        #expect(markers.filter(\.isTrigger).map(\.scene) == ["finale"])
        #expect(markers[0].hysteresis == 8 && markers[2].hysteresis == 0)
    }

    @Test("Marker explanations name edges by the axis: top and bottom, leading and trailing; fractions and points")
    func explanations() throws {
        let (horizontal, _) = try makeDiagramStage(axis: .horizontal)
        #expect(horizontal.markers[2].explanation == "element `hero` leading meets viewport centre")
        #expect(horizontal.markers[3].explanation == "element `hero` trailing meets viewport leading")
        #expect(horizontal.markers[6].explanation == "content trailing meets viewport trailing, 50 pt earlier")
        #expect(ScrollAnchor.element("x", .fraction(0.25), meets: .start + 20, plus: 10).explanation(on: .vertical)
            == "element `x` 25% meets viewport top + 20 pt, 10 pt later")
        #expect(ScrollAnchor.element("x", .end - 12.5, meets: .center).explanation(on: .vertical)
            == "element `x` bottom - 12.5 pt meets viewport centre")
    }

    @Test("An end anchor resolving before the start makes a trigger: one marker")
    func reversedEnd() throws {
        let stage = Stage()
        try stage.add(ScrollScene("r", start: .offset(500), end: .offset(100)))
        #expect(stage.markers.count == 1)
        #expect(stage.markers.first?.isTrigger == true && stage.markers.first?.offset == 500)
    }

    @Test("description is a table of scenes, ranges, states and progress, then the diagnostics; debugDescription adds how each was resolved")
    func table() throws {
        let (stage, _) = try makeDiagramStage()
        #expect(stage.description == """
            Stage: 6 scenes, 2 tracks of its own; offset 700; vertical, viewport 400x800, content 400x3000, scroll range 0...2200
            scene   range                                state   progress  hysteresis  once  enabled  tracks
            intro   0...600                              after   1         8           no    yes      2
            hero    600...1400                           active  0.125     0           no    yes      0
            pin     1200...1500                          before  0         0           yes   yes      1
            ghost   unresolved: element `ghost` missing  before  -         0           no    yes      1
            finale  2150 (trigger)                       before  0         0           no    yes      0
            off     1800...1900                          before  -         0           no    no       0
            ! ghost: unresolved: the layout has no element `ghost`
            """)
        #expect(stage.debugDescription == stage.description + "\n" + """
            intro: start 0 · fixed offset; end 600 · start + 600 pt; tracks \\DiagramBox.opacity (progress), \\DiagramBox.position (progress)
            hero: start 600 · element `hero` top meets viewport centre; end 1400 · element `hero` bottom meets viewport top
            pin: start 1200 · fixed offset; end 1500 · start + 300 pt; tracks pin (sceneOffset)
            ghost: unresolved: element `ghost` missing; tracks Double track (progress)
            finale: trigger 2150 · content bottom meets viewport bottom, 50 pt earlier
            off: start 1800 · fixed offset; end 1900 · start + 100 pt
            stage tracks: \\DiagramBox.colour (offset), UnplottableLabel track (progress)
            """)
        #expect("\(Stage())" == """
            Stage: 0 scenes, 0 tracks of its own; offset none; vertical, viewport 0x0, content 0x0, scroll range 0...0
            scene  range  state  progress  hysteresis  once  enabled  tracks
            """)
    }

    @Test("Numbers read the same everywhere: no trailing .0, rounded, non-finite spelled out")
    func numbers() {
        #expect(Readout.number(1350) == "1350")
        #expect(Readout.number(-422) == "-422")
        #expect(Readout.number(0.125, decimals: 3) == "0.125")
        #expect(Readout.number(2 / 3) == "0.67")
        #expect(Readout.number(-0.001) == "0")
        #expect(Readout.number(.nan) == "nan" && Readout.number(-.infinity) == "-inf")
        #expect(Readout.number(1e300) == "1e+300")
    }
}
