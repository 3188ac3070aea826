import Foundation
import Testing
@testable import Scrollwork

/// Scene handles, the active scenes, batch insertion and element resizes.
@Suite("Stage handles, active scenes, batches and resizes")
struct StageHandleTests {
    @Test("A handle answers as the name does, survives a rename, and answers nil once its scene is removed")
    func handles() throws {
        let stage = Stage()
        let a = try stage.add(ScrollScene("a", start: 100, length: 200))
        let b = try stage.add(ScrollScene("b", start: 150, length: 0))
        #expect(a != b)
        stage.setOffset(150)
        #expect(stage.progress(of: a) == 0.25)
        #expect(stage.progress(of: a) == stage.progress(of: "a"))
        #expect(stage.state(of: b) == .after)
        #expect(stage.range(of: a) == 100...300)
        #expect(stage.pinTranslation(of: a) == 50)
        try stage.updateScene(named: "a") { $0 = ScrollScene("renamed", start: 100, length: 200) }
        #expect(stage.progress(of: a) == 0.25)
        #expect(stage.removeScene(named: "renamed"))
        #expect(stage.progress(of: a) == nil)
        #expect(stage.state(of: a) == nil)
        #expect(stage.range(of: a) == nil)
        #expect(stage.state(of: b) == .after)
        let c = try stage.add(ScrollScene("a", start: 0, length: 10))
        #expect(c != a)
        #expect(stage.state(of: a) == nil)
    }

    @Test("activeScenes lists the active scenes as they enter and leave")
    func activeScenes() throws {
        let stage = Stage()
        let ids = try stage.add(contentsOf: [
            ScrollScene("a", start: 0, length: 100), ScrollScene("b", start: 50, length: 100), ScrollScene("t", start: 60, length: 0),
        ])
        #expect(stage.activeScenes.isEmpty)
        stage.setOffset(75)
        #expect(Set(stage.activeScenes) == [ids[0], ids[1]])
        stage.setOffset(120)
        #expect(stage.activeScenes == [ids[1]])
        stage.setOffset(500)
        #expect(stage.activeScenes.isEmpty)
    }

    @Test("add(contentsOf:) adds all or nothing, naming the first bad scene")
    func batch() throws {
        let stage = Stage()
        try stage.add(ScrollScene("taken", start: 0, length: 1))
        #expect(throws: StageError.invalidLength(scene: "bad", length: -1)) {
            try stage.add(contentsOf: [ScrollScene("ok", start: 0, length: 1), ScrollScene("bad", start: 0, length: -1), ScrollScene("taken", start: 0, length: 1)])
        }
        #expect(throws: StageError.duplicateScene("twice")) {
            try stage.add(contentsOf: [ScrollScene("twice", start: 0, length: 1), ScrollScene("twice", start: 5, length: 1)])
        }
        #expect(throws: StageError.duplicateScene("taken")) { try stage.add(contentsOf: [ScrollScene("taken", start: 0, length: 1)]) }
        #expect(throws: StageError.duplicateScene("taken")) {
            try stage.add(contentsOf: [ScrollScene("a", start: 0, length: 1), ScrollScene("taken", start: 7, length: 1), ScrollScene("b", start: 0, length: 1)])
        }
        #expect(throws: StageError.duplicateScene("taken")) { try stage.add(ScrollScene("taken", start: 9, length: 1)) }
        #expect(throws: StageError.invalidLength(scene: "single", length: -1)) { try stage.add(ScrollScene("single", start: 0, length: -1)) }
        #expect(stage.sceneNames == ["taken"])
        // No refused name is left behind, and the one taken still names its scene.
        for name in ["ok", "bad", "twice", "a", "b", "single"] { #expect(stage.range(of: name) == nil, "\(name)") }
        #expect(stage.range(of: "taken") == 0...1)
        stage.setOffset(10)
        let ids = try stage.add(contentsOf: [ScrollScene("later", start: 5, length: 10), ScrollScene("past", start: 0, length: 2)])
        #expect(stage.sceneNames == ["taken", "later", "past"])
        try stage.add(ScrollScene("ok", start: 0, length: 1))
        #expect(stage.range(of: "later") == 5...15 && stage.range(of: "past") == 0...2 && stage.range(of: "ok") == 0...1)
        #expect(stage.state(of: ids[0]) == .active)
        #expect(stage.state(of: ids[1]) == .after)
    }

    @Test("resizeElement moves what follows the element, refuses what it cannot do, and the layout follows")
    func resize() throws {
        let layout = StageLayout(
            viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 700),
            elements: ["a": CGRect(x: 0, y: 0, width: 100, height: 200), "b": CGRect(x: 0, y: 200, width: 100, height: 300),
                       "inside": CGRect(x: 0, y: 50, width: 10, height: 10)])
        let stage = Stage(layout: layout)
        var events: [String] = []
        var scene = ScrollScene("b", start: .element("b"), length: 50)
        scene.onEvent = { events.append("\($0.kind)") }
        try stage.add(scene)
        let end = try stage.add(ScrollScene("end", start: .content(.end, meets: .end), length: 0))
        stage.setOffset(210)
        #expect(stage.state(of: "b") == .active)
        #expect(stage.resizeElement(named: "a", by: 20))
        #expect(events == ["leaveBack"])
        #expect(stage.range(of: "b") == 220...270)
        #expect(stage.range(of: end) == 620...620)
        #expect(stage.layout.elements["a"]?.height == 220)
        #expect(stage.layout.elements["b"]?.minY == 220)
        #expect(stage.layout.elements["inside"]?.minY == 50)
        #expect(stage.layout.content.height == 720)
        #expect(!stage.resizeElement(named: "missing", by: 1))
        #expect(!stage.resizeElement(named: "a", by: .nan))
        #expect(!stage.resizeElement(named: "a", by: -221))
        #expect(stage.layout.elements["a"]?.height == 220)
        #expect(stage.resizeElement(named: "a", by: -220))
        #expect(stage.range(of: "b") == 0...50)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("resizeElement from a track's write closure traps with a message")
    func resizeFromTrack() async {
        await #expect(processExitsWith: .failure) {
            let stage = Stage(layout: StageLayout(elements: ["a": CGRect(x: 0, y: 0, width: 1, height: 1)]))
            stage.add(Track(Timeline(initial: 0.0), domain: .offset) { _ in stage.resizeElement(named: "a", by: 1) })
            stage.setOffset(1)
        }
    }
    #endif
}
