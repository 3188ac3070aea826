import Foundation
import Scrollwork
import Testing

@Suite("Stage labels")
struct StageLabelTests {
    func makeStage() throws -> Stage {
        try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 4000),
                                      elements: ["features": CGRect(x: 0, y: 2000, width: 390, height: 600)])) {
            ScrollScene("gallery", start: 1000, length: 800)
            StageLabel("intro", at: .offset(0))
            StageLabel("gallery", scene: "gallery")
            StageLabel("gallery middle", scene: "gallery", progress: 0.5)
            StageLabel("features", at: .element("features", .start, meets: .start))
            StageLabel("missing", at: .element("nowhere"))
        }
    }

    @Test("Labels resolve to offsets in the current layout, and follow it")
    func offsets() throws {
        let stage = try makeStage()
        #expect(stage.offset(ofLabel: "intro") == 0)
        #expect(stage.offset(ofLabel: "gallery") == 1000)
        #expect(stage.offset(ofLabel: "gallery middle") == 1400)
        #expect(stage.offset(ofLabel: "features") == 2000)
        #expect(stage.offset(ofLabel: "missing") == nil && stage.offset(ofLabel: "unknown") == nil)
        var layout = stage.layout
        layout.elements["features"]?.origin.y = 2500
        stage.layout = layout
        #expect(stage.offset(ofLabel: "features") == 2500)
    }

    @Test("The current, next and previous labels follow the offset; ties go to the label added last")
    func currentAndNext() throws {
        let stage = try makeStage()
        #expect(stage.currentLabel == nil)          // no offset yet
        let expected: [(Double, String?, String?, String?)] = [
            (0, "intro", "gallery", nil), (999, "intro", "gallery", "intro"), (1000, "gallery", "gallery middle", "intro"),
            (1500, "gallery middle", "features", "gallery middle"), (3000, "features", nil, "features"),
        ]
        for (offset, current, next, previous) in expected {
            stage.setOffset(offset)
            #expect(stage.currentLabel == current && stage.nextLabel == next && stage.previousLabel == previous, "at \(offset)")
        }
        stage.add(StageLabel("also intro", at: .offset(0)))
        stage.setOffset(0)
        #expect(stage.currentLabel == "also intro")
    }

    @Test("Duplicate names: the first answers; removal removes all of them")
    func duplicates() throws {
        let stage = try makeStage()
        stage.add(StageLabel("intro", at: .offset(50)))
        #expect(stage.offset(ofLabel: "intro") == 0 && stage.labels.count == 6)
        #expect(stage.removeLabel(named: "intro") && !stage.removeLabel(named: "intro"))
        #expect(stage.offset(ofLabel: "intro") == nil && stage.labels.count == 4)
    }

    @Test("Snapping to labels, directional: a fling snaps to the next label in its direction")
    func snapping() throws {
        let stage = try makeStage()
        let snapping = Snapping(to: .labels)
        #expect(snapping.target(from: 1100, velocity: 50, on: stage) == 1400)     // forward: never back to 1000
        #expect(snapping.target(from: 1100, velocity: -50, on: stage) == 1000)
        #expect(snapping.target(from: 1100, velocity: 0, on: stage) == 1000)      // at rest: the nearest
        #expect(Snapping(to: .labels, isDirectional: false).target(from: 1390, velocity: -5000, on: stage) == 0)
    }
}
