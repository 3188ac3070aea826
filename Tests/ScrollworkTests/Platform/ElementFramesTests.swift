import Foundation
import Testing
@testable import Scrollwork

/// A reusable cell: the item it shows changes when its container reuses it.
private final class FakeCell {
    var item: Int?
    var frame: CGRect
    init(item: Int, frame: CGRect) {
        self.item = item
        self.frame = frame
    }
}

@Suite("ElementFrames: lazy containers, reused cells, feed replacement")
struct ElementFramesTests {
    static func rowFrame(_ index: Int) -> CGRect { CGRect(x: 0, y: Double(index) * 100, width: 390, height: 100) }

    @Test("An element of a lazy stack keeps its place after its view scrolls out: the scene stays resolved and active")
    func lazyStackKeepsScenes() throws {
        let stage = Stage()
        var events: [String] = []
        stage.onEvent = { events.append("\($0.scene) \($0.kind)") }
        try stage.add(ScrollScene("row 12", start: .element("row 12", .start, meets: .center), length: 600))
        let holder = ScrollFeedHolder()
        let target = ScrollFeedTarget.stage(stage, axis: .vertical)
        // Rows 5 to 14 are laid out; the scroll view shows 844 pt from 700.
        holder.elements.report(Dictionary(uniqueKeysWithValues: (5...14).map { ("row \($0)", Self.rowFrame($0)) }))
        holder.deliver(ScrollViewFeedTests.geometry(y: 700), to: target)
        #expect(stage.range(of: "row 12") == 778...1378)
        // Scrolling on: the lazy stack drops rows 5 to 14 and lays out 20 to 29.
        for y in stride(from: 800.0, through: 2000, by: 100) {
            let first = Int(y / 100)
            holder.elements.report(Dictionary(uniqueKeysWithValues: (first...(first + 9)).map { ("row \($0)", Self.rowFrame($0)) }))
            holder.deliver(ScrollViewFeedTests.geometry(y: y), to: target)
        }
        #expect(stage.unresolvedScenes.isEmpty)
        #expect(stage.range(of: "row 12") == 778...1378)
        #expect(events == ["row 12 enter", "row 12 leave"])
    }

    @Test("An item never laid out is placed by an estimate; a report replaces the estimate when it appears")
    func estimatedItems() throws {
        let stage = Stage()
        try stage.add(ScrollScene("row 40", start: .element("row 40", .start, meets: .end), length: 100))
        let holder = ScrollFeedHolder()
        holder.elements.estimate = { name in
            guard name.hasPrefix("row "), let index = Int(name.dropFirst(4)) else { return nil }
            return Self.rowFrame(index)
        }
        holder.deliver(ScrollViewFeedTests.geometry(y: 0, content: 6000), to: .stage(stage, axis: .vertical))
        #expect(stage.range(of: "row 40") == 3156...3256)
        // Laid out at last, 20 pt lower than estimated (a taller row above it).
        holder.elements.report(["row 40": Self.rowFrame(40).offsetBy(dx: 0, dy: 20)])
        holder.redeliver()
        #expect(stage.range(of: "row 40") == 3176...3276)
    }

    @Test("An element laid out once keeps its last known frame after it scrolls out, even with an estimate (the estimate is only for names never laid out)")
    func estimateDoesNotReplaceLastKnownFrame() throws {
        let stage = Stage()
        try stage.add(ScrollScene("row 40", start: .element("row 40", .start, meets: .end), length: 100))
        let holder = ScrollFeedHolder()
        holder.elements.estimate = { name in
            guard name.hasPrefix("row "), let index = Int(name.dropFirst(4)) else { return nil }
            return Self.rowFrame(index)
        }
        let target = ScrollFeedTarget.stage(stage, axis: .vertical)
        holder.elements.report(["row 40": Self.rowFrame(40).offsetBy(dx: 0, dy: 20)])
        holder.deliver(ScrollViewFeedTests.geometry(y: 3000, content: 6000), to: target)
        #expect(stage.range(of: "row 40") == 3176...3276)
        // The lazy stack drops row 40's view: the report no longer names it.
        holder.elements.report([:])
        holder.deliver(ScrollViewFeedTests.geometry(y: 5000, content: 6000), to: target)
        #expect(stage.range(of: "row 40") == 3176...3276)
        #expect(holder.elements.lastKnownFrames["row 40"] == Self.rowFrame(40).offsetBy(dx: 0, dy: 20))
        // The same for a measured element whose view is unavailable.
        let elements = ElementFrames()
        elements.expectedNames = { ["a", "b"] }
        elements.estimate = { _ in CGRect(x: 0, y: 0, width: 1, height: 1) }
        var reading = ElementFrames.Reading.frame(CGRect(x: 0, y: 50, width: 1, height: 1))
        elements.track("a") { reading }
        #expect(elements.frames()["a"]?.minY == 50)
        reading = .unavailable
        #expect(elements.frames()["a"]?.minY == 50)
        // A name never laid out is estimated at every call (the estimate may change).
        #expect(elements.frames()["b"]?.minY == 0)
        elements.estimate = { _ in CGRect(x: 0, y: 9, width: 1, height: 1) }
        #expect(elements.frames()["b"]?.minY == 9)
        // A forgotten name is estimated again.
        elements.report(["b": CGRect(x: 0, y: 70, width: 1, height: 1)])
        #expect(elements.frames()["b"]?.minY == 70)
        elements.report([:])
        #expect(elements.frames()["b"]?.minY == 70)
        elements.forget("b")
        #expect(elements.frames()["b"]?.minY == 9)
    }

    @Test("Measurers: unavailable keeps the last frame, gone drops the name, forget removes it")
    func measurerReadings() {
        let elements = ElementFrames()
        var reading = ElementFrames.Reading.frame(CGRect(x: 0, y: 50, width: 10, height: 10))
        var calls = 0
        elements.track("a") { calls += 1; return reading }
        #expect(elements.frames()["a"]?.minY == 50)
        reading = .unavailable
        #expect(elements.frames()["a"]?.minY == 50)
        reading = .gone
        #expect(elements.frames()["a"] == nil)
        #expect(elements.frames().isEmpty && calls == 3)   // a gone measurer is not asked again
        elements.report(["b": CGRect(x: 0, y: 1, width: 1, height: 1)])
        #expect(elements.frames().keys.sorted() == ["b"])
        elements.forget("b")
        elements.report([:])
        #expect(elements.frames().isEmpty)
    }

    @Test("A reused cell does not move its scene: the element keeps the frame of the item it was tracked with")
    func reusedCellDoesNotMoveScene() throws {
        let stage = Stage()
        try stage.add(ScrollScene("featured", start: .element("featured", .start, meets: .center), length: 200))
        let cell = FakeCell(item: 3, frame: Self.rowFrame(3))
        let holder = ScrollFeedHolder()
        holder.elements.track("featured", measure: ElementFrames.reusableView(
            showing: 3, currentItem: { [weak cell] in cell?.item }, frame: { [weak cell] in cell?.frame }))
        let target = ScrollFeedTarget.stage(stage, axis: .vertical)
        holder.deliver(ScrollViewFeedTests.geometry(y: 0), to: target)
        #expect(stage.range(of: "featured") == -122...78)
        // Row 3 scrolls out; the collection view reuses the cell for row 17.
        cell.item = 17
        cell.frame = Self.rowFrame(17)
        holder.deliver(ScrollViewFeedTests.geometry(y: 900), to: target)
        #expect(stage.range(of: "featured") == -122...78)
        // Parked in the reuse queue (showing nothing): still where row 3 was.
        cell.item = nil
        holder.deliver(ScrollViewFeedTests.geometry(y: 950), to: target)
        #expect(stage.range(of: "featured") == -122...78)
        // Back on row 3, moved by 5 pt: followed again.
        cell.item = 3
        cell.frame = Self.rowFrame(3).offsetBy(dx: 0, dy: 5)
        holder.deliver(ScrollViewFeedTests.geometry(y: 0), to: target)
        #expect(stage.range(of: "featured") == -117...83)
    }

    @Test("A cell tracked from its registration (not showing its item yet) keeps the frame of its own item once reused")
    func cellTrackedWhileConfigured() throws {
        let stage = Stage()
        try stage.add(ScrollScene("photo 3", start: .element("photo 3", .start, meets: .center), length: 200))
        // The registration handler runs before the cell is shown: the collection view has no index
        // path for it yet, and it still sits where it was parked.
        let cell = FakeCell(item: 3, frame: CGRect(x: 0, y: -1000, width: 390, height: 100))
        cell.item = nil
        let holder = ScrollFeedHolder()
        holder.elements.track("photo 3", measure: ElementFrames.reusableView(
            currentItem: { [weak cell] in cell?.item }, frame: { [weak cell] in cell?.frame }))
        let target = ScrollFeedTarget.stage(stage, axis: .vertical)
        holder.deliver(ScrollViewFeedTests.geometry(y: 0), to: target)
        #expect(holder.elements.lastKnownFrames["photo 3"] == nil)     // not laid out yet: no frame
        // Shown at item 3.
        cell.item = 3
        cell.frame = Self.rowFrame(3)
        holder.deliver(ScrollViewFeedTests.geometry(y: 10), to: target)
        #expect(stage.range(of: "photo 3") == -122...78)
        // Item 3 scrolls out; the cell is reused for item 17: the element stays where item 3 was.
        cell.item = 17
        cell.frame = Self.rowFrame(17)
        holder.deliver(ScrollViewFeedTests.geometry(y: 900), to: target)
        #expect(stage.range(of: "photo 3") == -122...78)
        // Parked, then shown at item 3 again, 5 pt lower: followed again.
        cell.item = nil
        holder.deliver(ScrollViewFeedTests.geometry(y: 950), to: target)
        cell.item = 3
        cell.frame = Self.rowFrame(3).offsetBy(dx: 0, dy: 5)
        holder.deliver(ScrollViewFeedTests.geometry(y: 0), to: target)
        #expect(stage.range(of: "photo 3") == -117...83)
        // Released: gone.
        holder.elements.track("photo 4", measure: ElementFrames.reusableView(currentItem: { Int?.none }, frame: { CGRect?.none }))
        #expect(holder.elements.frames()["photo 4"] == nil)
    }

    @Test("A cell prepared for item 3 and reused for item 9 before it was shown: only the configured index path keeps it off item 9")
    func preparedCellReusedBeforeShown() {
        let cell = FakeCell(item: 3, frame: CGRect(x: 0, y: -1000, width: 390, height: 100))
        cell.item = nil
        let elements = ElementFrames()
        elements.track("given", measure: ElementFrames.reusableView(
            showing: 3, currentItem: { [weak cell] in cell?.item }, frame: { [weak cell] in cell?.frame }))
        elements.track("adopted", measure: ElementFrames.reusableView(
            currentItem: { [weak cell] in cell?.item }, frame: { [weak cell] in cell?.frame }))
        #expect(elements.frames().isEmpty)
        cell.item = 9
        cell.frame = Self.rowFrame(9)
        let frames = elements.frames()
        #expect(frames["given"] == nil)
        #expect(frames["adopted"] == Self.rowFrame(9))   // the documented limit of tracking without the index path
    }

    @Test("A render with a new stage feeds the new stage from then on, starting where the scroll view is")
    func newStageReplacesOld() throws {
        let first = Stage(), second = Stage()
        let holder = ScrollFeedHolder()
        var updates: [String] = []
        holder.deliver(ScrollViewFeedTests.geometry(y: 300), to: .stage(first, axis: .vertical, onUpdate: { _ in updates.append("first") }))
        #expect(first.offset == 300 && second.offset == nil)
        // The view renders again with a new stage: it is fed at once, before any scroll.
        holder.retarget(.stage(second, axis: .vertical, onUpdate: { _ in updates.append("second") }))
        #expect(second.offset == 300)
        holder.deliver(ScrollViewFeedTests.geometry(y: 420), to: .stage(second, axis: .vertical, onUpdate: { _ in updates.append("second") }))
        #expect(first.offset == 300 && second.offset == 420)
        #expect(updates == ["first", "second", "second"])
        // The same stage again keeps its feed (no redelivery); a new axis is a new target.
        let feed = holder.feed
        holder.retarget(.stage(second, axis: .vertical))
        #expect(holder.feed === feed)
        holder.retarget(.stage(second, axis: .horizontal))
        #expect(holder.feed !== feed && second.layout.axis == .horizontal)
        // A source works the same way.
        let source = ScrollSource(axis: .vertical)
        holder.retarget(.source(source))
        #expect(source.offset == 420)
    }

    @Test("The stage's anchored element names, each once, in scene order")
    func anchoredNames() throws {
        let stage = Stage()
        try stage.add(ScrollScene("a", start: .element("hero"), end: .element("footer", .end)))
        try stage.add(ScrollScene("b", start: .element("hero", .end), length: 10))
        try stage.add(ScrollScene("c", start: 10, length: 10))
        #expect(stage.anchoredElementNames == ["hero", "footer"])
    }

    // MARK: - Tracking one at a time (issue 37)

    /// A stage of `n` scenes, scene `i` anchored to the element "row i".
    static func rowStage(_ n: Int) throws -> Stage {
        let stage = Stage()
        try stage.add(contentsOf: (0..<n).map { ScrollScene("s\($0)", start: .element("row \($0)", .start, meets: .end), length: 50) })
        return stage
    }

    @Test("Tracking 1,000 elements one at a time, as a binding does, measures each once and lays out once (1,000 measurer calls, not 500,500), with the layout of tracking them at once")
    func trackingOneAtATimeIsLinear() throws {
        let n = 1_000
        let geometry = ScrollViewFeedTests.geometry(y: 500, content: Double(n) * 100)
        let stage = try Self.rowStage(n)
        let feed = ScrollViewFeed(stage: stage, axis: .vertical)
        let elements = ElementFrames()
        // The binding's path: a track asks for an update only if none is pending; the update it
        // schedules (the main queue's next turn) measures the elements new since.
        var scheduled: [() -> Void] = []
        var calls = 0, updates = 0
        func update(measuringAll: Bool) {
            updates += 1
            feed.update(measuring: { elements.frames(measuringAll: measuringAll) }, reading: { geometry })
        }
        update(measuringAll: true)   // the binding's first update, at its init
        for i in 0..<n {
            let frame = Self.rowFrame(i)
            if elements.track("row \(i)", measure: { calls += 1; return .frame(frame) }) {
                scheduled.append { if elements.hasPendingUpdate { update(measuringAll: false) } }
            }
        }
        #expect(scheduled.count == 1 && calls == 0)
        for run in scheduled { run() }
        #expect(calls == n && updates == 2)
        // A later update of the content measures every element once more.
        update(measuringAll: true)
        #expect(calls == 2 * n)
        // The same layout and states as tracking them all at once.
        let reference = try Self.rowStage(n)
        let referenceFeed = ScrollViewFeed(stage: reference, axis: .vertical)
        referenceFeed.elements = Dictionary(uniqueKeysWithValues: (0..<n).map { ("row \($0)", Self.rowFrame($0)) })
        referenceFeed.update(geometry)
        #expect(stage.layout == reference.layout)
        #expect((0..<n).allSatisfy { stage.range(of: "s\($0)") == reference.range(of: "s\($0)") && stage.state(of: "s\($0)") == reference.state(of: "s\($0)") })
    }

    @Test("Tracks and forgets between updates ask for one update; an update between them measures everything and leaves the scheduled one nothing to do")
    func pendingUpdates() {
        let elements = ElementFrames()
        var calls: [String: Int] = [:]
        func measurer(_ name: String, y: Double) -> () -> ElementFrames.Reading {
            { calls[name, default: 0] += 1; return .frame(CGRect(x: 0, y: y, width: 1, height: 1)) }
        }
        #expect(elements.track("a", measure: measurer("a", y: 1)))
        #expect(!elements.track("b", measure: measurer("b", y: 2)))
        #expect(!elements.forget("a"))
        #expect(elements.hasPendingUpdate)
        // The scheduled update measures only what is new and still tracked.
        #expect(elements.frames(measuringAll: false) == ["b": CGRect(x: 0, y: 2, width: 1, height: 1)])
        #expect(calls == ["b": 1] && !elements.hasPendingUpdate)
        // Nothing new: measures nothing.
        _ = elements.frames(measuringAll: false)
        #expect(calls == ["b": 1])
        // A track, then a full update (content size): everything measured, nothing left pending.
        #expect(elements.track("c", measure: measurer("c", y: 3)))
        #expect(elements.frames().count == 2)
        #expect(calls == ["b": 2, "c": 1] && !elements.hasPendingUpdate)
        #expect(elements.forget("c"))
    }

    @Test("A scroll-only delivery with an estimate set asks the estimate nothing, even when a new render passes a new estimate closure")
    func estimateCostsNothingPerScroll() throws {
        let n = 1_000
        let stage = try Self.rowStage(n)
        let holder = ScrollFeedHolder()
        let target = ScrollFeedTarget.stage(stage, axis: .vertical)
        var asked = 0
        // What SwiftUI's modifier does at each delivery: set the render's estimate, then deliver.
        func render() -> (String) -> CGRect? {
            { name in
                asked += 1
                return Int(name.dropFirst(4)).map(Self.rowFrame)
            }
        }
        holder.elements.estimate = render()
        holder.deliver(ScrollViewFeedTests.geometry(y: 0, content: Double(n) * 100), to: target)
        #expect(asked == n)
        #expect(stage.range(of: "s40") == 3156...3206)
        for y in stride(from: 10.0, through: 1000, by: 10) {
            holder.elements.estimate = render()       // a new render: a new closure, the same estimate
            holder.deliver(ScrollViewFeedTests.geometry(y: y, content: Double(n) * 100), to: target)
        }
        #expect(asked == n && stage.offset == 1000)
        // News (a report) asks the current estimate again for the names still unplaced.
        holder.elements.report(["row 0": Self.rowFrame(0)])
        holder.redeliver()
        #expect(asked == 2 * n - 1)
        // Removing the estimate is news too.
        holder.elements.estimate = nil
        #expect(holder.elements.needsMeasuring)
    }
}
