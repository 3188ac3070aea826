import Foundation
import Testing
@testable import Scrollwork

@Suite("Stage layout")
struct ScrollAnchorTests {
    let layout = StageLayout(
        axis: .vertical, viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 3000),
        elements: ["hero": CGRect(x: 0, y: 1000, width: 400, height: 400)])

    @Test("Anchors resolve as 'element edge meets viewport edge', GSAP style")
    func resolution() {
        #expect(ScrollAnchor.offset(42).resolve(in: layout) == 42)
        #expect(ScrollAnchor.element("hero", .start, meets: .center).resolve(in: layout) == 600)        // "top center"
        #expect(ScrollAnchor.element("hero", .end, meets: .start).resolve(in: layout) == 1400)       // "bottom top"
        #expect(ScrollAnchor.element("hero", .start, meets: .end).resolve(in: layout) == 200)        // "top bottom"
        #expect(ScrollAnchor.element("hero", .center, meets: .fraction(0.25), plus: 10).resolve(in: layout) == 1010)
        #expect(ScrollAnchor.element("hero", .start + 20, meets: .center - 20).resolve(in: layout) == 640)
        #expect(ScrollAnchor.content(.end, meets: .end).resolve(in: layout) == layout.maximumOffset)
        #expect(layout.maximumOffset == 2200)
        #expect(ScrollAnchor.element("missing").resolve(in: layout) == nil)
        var horizontal = layout
        horizontal.axis = .horizontal
        horizontal.elements["hero"] = CGRect(x: 900, y: 0, width: 300, height: 10)
        #expect(ScrollAnchor.element("hero", .center, meets: .center).resolve(in: horizontal) == 850)
    }

    @Test("Scenes between anchors follow the layout, and a layout change reports the crossings it implies")
    func relayout() throws {
        let stage = Stage(layout: layout)
        var events: [String] = []
        stage.onEvent = { events.append("\($0.scene) \($0.kind.rawValue)") }
        try stage.add(ScrollScene("hero", start: .element("hero", .start, meets: .center), end: .element("hero", .end, meets: .start)))
        try stage.add(ScrollScene("tail", start: .content(.end, meets: .end, plus: -100), length: 100))
        #expect(stage.range(of: "hero") == 600...1400)
        #expect(stage.range(of: "tail") == 2100...2200)
        stage.setOffset(700)
        #expect(stage.state(of: "hero") == .active)
        // The hero moves down below the current offset: the scene is now ahead of us.
        stage.layout.elements["hero"] = CGRect(x: 0, y: 2000, width: 400, height: 400)
        #expect(stage.range(of: "hero") == 1600...2400)
        #expect(events == ["hero leaveBack"])
        #expect(stage.state(of: "hero") == .before)
        // Content shrinks: the tail scene moves to before the offset.
        stage.layout.content.height = 1200
        #expect(stage.range(of: "tail") == 300...400)
        #expect(events == ["hero leaveBack", "tail enter", "tail leave"])
        // A viewport change (a toolbar hiding) moves every viewport-relative anchor.
        stage.layout.viewport.height = 900
        #expect(stage.range(of: "hero") == 1550...2400)
    }

    @Test("A scene whose element is unknown waits, inactive, until the layout has the element")
    func unresolved() throws {
        let stage = Stage(layout: layout)
        var events: [SceneEvent] = []
        stage.onEvent = { events.append($0) }
        var value = -1.0
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var scene = ScrollScene("late", start: .element("late"), length: 100)
        scene.add(Track(ramp) { value = $0 })
        try stage.add(scene)
        stage.setOffset(0)
        stage.setOffset(500)
        #expect(stage.unresolvedScenes == ["late"])
        #expect(stage.range(of: "late") == nil && stage.progress(of: "late") == nil)
        #expect(value == -1 && events.isEmpty)
        stage.layout.elements["late"] = CGRect(x: 0, y: 450, width: 10, height: 10)
        #expect(stage.unresolvedScenes.isEmpty)
        #expect(value == 0.5 && events.isEmpty)     // resolved silently
        stage.setOffset(600)
        #expect(events.map(\.kind) == [.leave])
    }

    @Test("An end anchor before the start makes the scene a trigger at its start")
    func invertedRange() throws {
        let stage = Stage(layout: layout)
        try stage.add(ScrollScene("inverted", start: .offset(500), end: .offset(100)))
        #expect(stage.range(of: "inverted") == 500...500)
    }
}
