import Foundation
import Testing
@testable import Scrollwork

/// What a scroll costs through the platform feed: the stage is laid out only when something in
/// the layout changed, and a scroll alone looks at no element.
@Suite("ScrollViewFeed: scrolls lay nothing out")
struct ScrollViewFeedCostTests {
    static func geometry(y: Double, content: Double = 3000) -> ScrollViewGeometry {
        ScrollViewFeedTests.geometry(y: y, content: content)
    }

    static func stage() throws -> Stage {
        let stage = Stage()
        try stage.add(ScrollScene("card", start: .element("card", .start, meets: .center), length: 200))
        return stage
    }

    @Test("Scrolls after the elements were given lay the stage out once, and a change of frames, content or a layout changed behind the feed's back lays it out again")
    func laysOutOnlyOnChange() throws {
        let stage = try Self.stage()
        let feed = ScrollViewFeed(stage: stage)
        feed.elements = ["card": CGRect(x: 0, y: 1200, width: 390, height: 300)]
        feed.update(Self.geometry(y: 0))
        let laidOut = stage.layoutGeneration
        for y in stride(from: 10.0, through: 1500, by: 10) { feed.update(Self.geometry(y: y)) }
        #expect(stage.layoutGeneration == laidOut)
        #expect(stage.offset == 1500)
        #expect(stage.state(of: "card") == .after)

        // The same frames given again: no layout, and the next scroll is not a repeat.
        feed.elements = ["card": CGRect(x: 0, y: 1200, width: 390, height: 300)]
        feed.update(Self.geometry(y: 900))
        #expect(stage.layoutGeneration == laidOut)
        #expect(stage.state(of: "card") == .active)

        // A frame changed: one layout, only the card re-placed.
        feed.elements = ["card": CGRect(x: 0, y: 1000, width: 390, height: 300)]
        feed.update(Self.geometry(y: 900))
        #expect(stage.layoutGeneration == laidOut + 1)
        #expect(stage.range(of: "card") == 578...778)
        #expect(stage.state(of: "card") == .after)

        // The content grew: one layout.
        feed.update(Self.geometry(y: 900, content: 3400))
        #expect(stage.layoutGeneration == laidOut + 2)
        #expect(stage.layout.content.height == 3400)

        // Someone resized the card on the stage: the feed's frames come back with the next delivery.
        #expect(stage.resizeElement(named: "card", by: 100))
        feed.update(Self.geometry(y: 901, content: 3400))
        #expect(stage.layout.elements["card"] == CGRect(x: 0, y: 1000, width: 390, height: 300))
        #expect(stage.layout.content.height == 3400)
    }

    @Test("A holder measures the element frames again only after a report, not on every scroll")
    func holderMeasuresOnlyAfterNews() throws {
        let stage = try Self.stage()
        let holder = ScrollFeedHolder(), target = ScrollFeedTarget.stage(stage, axis: .vertical)
        holder.elements.report(["card": CGRect(x: 0, y: 1200, width: 390, height: 300)])
        holder.deliver(Self.geometry(y: 0), to: target)
        #expect(!holder.elements.needsMeasuring)
        let laidOut = stage.layoutGeneration
        for y in stride(from: 10.0, through: 900, by: 10) { holder.deliver(Self.geometry(y: y), to: target) }
        #expect(!holder.elements.needsMeasuring)
        #expect(stage.layoutGeneration == laidOut)
        #expect(stage.state(of: "card") == .active)

        holder.elements.report(["card": CGRect(x: 0, y: 2000, width: 390, height: 300)])
        #expect(holder.elements.needsMeasuring)
        holder.deliver(Self.geometry(y: 900), to: target)
        #expect(stage.range(of: "card") == 1578...1778)
        #expect(stage.state(of: "card") == .before)
        #expect(stage.layoutGeneration == laidOut + 1)
    }
}
