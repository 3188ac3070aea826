import Testing
@testable import Scrollwork

/// A scene shares its fields with its copies until one changes (copy on write): each copy must
/// still behave as a value of its own.
@Suite("A scene is a value")
struct ScrollSceneValueTests {
    @Test("Changing any field of a copy leaves the original as it was, and the other way round")
    func copiesAreIndependent() {
        var heard: [String] = []
        let original = ScrollScene("intro", start: 10, length: 100, hysteresis: 2) {
            Track(Timeline(initial: 0.0)) { _ in }
        } onEvent: { _ in heard.append("original") }

        var copy = original
        copy.start = .offset(20)
        copy.end = .anchor(.element("hero"))
        copy.hysteresis = 5
        copy.once = true
        copy.isEnabled = false
        copy.tracks.append(Track(Timeline(initial: 0.0)) { _ in })
        copy.add(Track(Timeline(initial: 0.0)) { _ in })
        copy.onEvent = { _ in heard.append("copy") }
        copy.toggle = StageDocument.SceneToggle(animation: "badge.pop", actions: .init())

        #expect(original.start == .offset(10))
        #expect(original.end == .length(100))
        #expect(original.hysteresis == 2)
        #expect(original.once == false)
        #expect(original.isEnabled == true)
        #expect(original.tracks.count == 1)
        #expect(original.toggle == nil)
        original.onEvent?(SceneEvent(scene: "intro", kind: .enter, boundary: 10, offset: 11))

        #expect(copy.name == "intro")
        #expect(copy.start == .offset(20))
        #expect(copy.end == .anchor(.element("hero")))
        #expect(copy.hysteresis == 5)
        #expect(copy.once == true)
        #expect(copy.isEnabled == false)
        #expect(copy.tracks.count == 3)
        #expect(copy.toggle?.animation == "badge.pop")
        copy.onEvent?(SceneEvent(scene: "intro", kind: .enter, boundary: 20, offset: 21))
        #expect(heard == ["original", "copy"])

        // The other way round: the original changes after the copy was made.
        var second = copy
        let third = second
        second.hysteresis = 9
        second.tracks.removeAll()
        #expect(third.hysteresis == 5)
        #expect(third.tracks.count == 3)
        #expect(second.hysteresis == 9)
        #expect(second.tracks.isEmpty)
    }

    @Test("A stage keeps its own copy: changing the scene after adding it changes nothing on the stage")
    func stageCopyIsItsOwn() throws {
        let stage = Stage(layout: StageLayout(axis: .vertical, viewport: .init(width: 100, height: 100), content: .init(width: 100, height: 1000)))
        var scene = ScrollScene("intro", start: 10, length: 100)
        try stage.add(scene)
        scene.hysteresis = 7
        scene.start = .offset(500)
        #expect(stage.scene(named: "intro")?.hysteresis == 0)
        #expect(stage.scene(named: "intro")?.start == .offset(10))
        try stage.updateScene(named: "intro") { $0.hysteresis = 3 }
        #expect(stage.scene(named: "intro")?.hysteresis == 3)
        #expect(scene.hysteresis == 7)
    }
}
