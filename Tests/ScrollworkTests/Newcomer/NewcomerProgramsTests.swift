import Foundation
import Scrollwork
import Testing

/// The three small programs a newcomer writes from the README and the articles alone, compiled and
/// run as tests: a four-page reversible walkthrough, value queries, and a paged fling. Each body
/// between the `// program` markers is what the newcomer writes (the lines and library types are
/// counted for the API's size).
@Suite("Newcomer programs")
struct NewcomerProgramsTests {
    final class Page { var opacity = 0.0, shift = 0.0 }

    @Test("A four-page reversible walkthrough: every title fades and slides in and out, one page is current, and scrolling back up mirrors the way down")
    func walkthrough() throws {
        // program: walkthrough
        let pages = (0..<4).map { _ in Page() }
        let fade = try Timeline(initial: 0.0) { Hold(0.2); Segment(to: 1, over: 0.3, easing: .easeOutCubic); Segment(to: 0, over: 0.3) }
        let slide = try Timeline(initial: 80.0) { Hold(0.2); Segment(to: 0, over: 0.3, easing: .easeOutCubic); Segment(to: -80, over: 0.3) }
        let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 4 * 844))) {
            for (index, page) in pages.enumerated() {
                ScrollScene("page\(index + 1)", start: Double(index) * 844 - 422, length: 844, hysteresis: 2) {
                    Track(fade, to: \Page.opacity, on: page)
                    Track(slide, to: \Page.shift, on: page)
                }
            }
        }
        var events: [SceneEvent] = []
        stage.onEvent = { events.append($0) }
        var indicator = PageIndex(pages: stage.sceneNames, hysteresis: 8)
        var down: [[Double]] = [], current: [Int?] = []
        for offset in stride(from: 0.0, through: 2532, by: 4) {
            stage.setOffset(offset)
            current.append(indicator.update(on: stage))
            down.append(pages.flatMap { [$0.opacity, $0.shift] })
        }
        let eventsDown = events
        events.removeAll()
        var up: [[Double]] = []
        for offset in stride(from: 0.0, through: 2532, by: 4).reversed() {
            stage.setOffset(offset)
            up.append(pages.flatMap { [$0.opacity, $0.shift] })
        }
        // program end
        #expect(up.reversed() == down)
        #expect(events.map(\.kind) == eventsDown.reversed().map(\.kind.mirrored))
        #expect(events.map(\.scene) == eventsDown.reversed().map(\.scene))
        #expect(Set(current) == [0, 1, 2, 3] && !current.contains(nil))
        #expect(down[211] == [0, -80, 1, 0, 0, 80, 0, 80])   // offset 844: page 2 at rest
    }

    @Test("Value queries: a timeline's value, its active segment and progress, and a stage's progress and state at an offset")
    func valueQueries() throws {
        // program: queries
        let width = try Timeline(initial: 0.0) {
            Segment(to: 100, over: 200)
            Hold(100)
            Segment(to: 40, over: 100, easing: .easeInOutCubic)
        }
        let active = width.activeScale(at: 350)
        let stage = try Stage { ScrollScene("intro", start: 100, length: 400) }
        stage.setOffset(300)
        let data = try JSONEncoder().encode(width)
        let copy = try JSONDecoder().decode(Timeline<Double>.self, from: data)
        // program end
        #expect(width.value(at: 50) == 25 && width.value(at: 250) == 100 && width.value(at: 400) == 40)
        #expect(active?.index == 1 && active?.progress == 0.5)
        #expect(width.value(at: 350) == 70)
        #expect(stage.progress(of: "intro") == 0.5 && stage.state(of: "intro") == .active)
        #expect(copy.scales.map(\.end) == [200, 400] && copy.value(at: 350) == 70)
    }

    @Test("A paged fling: a release pages to the next page, and a stage following the scroll view reports the page it settles on")
    func pagedFling() throws {
        // program: fling
        let physics = ScrollPhysics(contentSize: CGSize(width: 390, height: 4 * 844), viewportSize: CGSize(width: 390, height: 844))
        physics.isPagingEnabled = true
        let stage = try Stage { for index in 0..<4 { ScrollScene("page\(index + 1)", start: Double(index) * 844, length: 0) } }
        var reached: [String] = []
        stage.onEvent = { reached.append("\($0.scene) \($0.kind)") }
        physics.onOffsetChange = { stage.setOffset(Double($0.y)) }
        physics.beginDrag(at: 0)
        physics.drag(fingerTranslation: CGPoint(x: 0, y: -300))
        let resting = physics.endDrag(fingerVelocity: CGPoint(x: 0, y: -1200), at: 0.1)
        var time = 0.1
        while !physics.isIdle { time += 1.0 / 120; physics.tick(at: time) }
        // program end
        #expect(resting.y == 844 && physics.contentOffset.y == 844)
        #expect(reached == ["page2 enter", "page2 leave"])
        #expect(time < 2)
    }
}
