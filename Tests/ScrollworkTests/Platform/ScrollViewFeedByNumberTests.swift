import Foundation
import Testing
@testable import Scrollwork

/// A page of blocks whose views a binding measures through `ElementFrames` and delivers to a stage
/// through a feed: by number (`update(measuring: elements, …)`, issue 37 item 4) or the way of
/// the closure (`update(measuring: { elements.frames() }, …)`), which compares every frame.
private final class MeasuredPage {
    let stage = Stage()
    let feed: ScrollViewFeed
    let elements = ElementFrames()
    let byNumber: Bool
    /// The views' frames, and what a measurer reads instead of a view's frame (`.unavailable`, `.gone`).
    var frames: [CGRect]
    var readings: [Int: ElementFrames.Reading] = [:]
    var content: Double
    var viewport = 844.0
    var offset = 0.0
    var events: [String] = []
    /// Whether the next event's handler grows block 0 and updates from inside the delivery.
    var reenter = false

    init(byNumber: Bool, blocks: Int) throws {
        self.byNumber = byNumber
        feed = ScrollViewFeed(stage: stage)
        var random = SplitMix64(seed: 0x37_0004)
        var top = 128.0
        frames = []
        for i in 0..<blocks {
            let height = 64 + Double(random.next() % 1024) / 4
            frames.append(CGRect(x: 0, y: top, width: 390, height: height))
            let length = random.next() % 8 == 0 ? 0 : Double(1 + random.next() % 4096) / 4
            try stage.add(ScrollScene("s\(i)", start: .element("e\(i)", .start, meets: .start, plus: Double(random.next() % 1024) / 4 - 128),
                                      length: length))
            top += height
        }
        content = top + 1280
        try stage.add(ScrollScene("footer", start: .content(.end, meets: .end, plus: -400), length: 300))
        stage.onEvent = { [unowned self] event in
            events.append("\(event.scene) \(event.kind)")
            if reenter {
                reenter = false
                grow(0, by: 3)
                update()
            }
        }
        for i in 0..<blocks { track(i) }
    }

    func track(_ i: Int) {
        elements.track("e\(i)") { [unowned self] in readings[i] ?? .frame(frames[i]) }
    }

    /// Block `r` grows by `d`: every later block moves by `d`, and the content grows.
    func grow(_ r: Int, by d: Double) {
        frames[r].size.height += d
        for j in r + 1..<frames.count { frames[j].origin.y += d }
        content += d
    }

    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 390, height: content),
                           visibleSize: CGSize(width: 390, height: viewport))
    }

    func update(measuringAll: Bool = true) {
        if byNumber {
            feed.update(measuring: elements, measuringAll: measuringAll, reading: { self.geometry })
        } else {
            feed.update(measuring: { self.elements.frames(measuringAll: measuringAll) }, reading: { self.geometry })
        }
    }

    /// What the two ways must agree on after every step.
    struct Observation: Equatable {
        var offset: Double?
        var viewport: CGSize, content: CGSize
        var elements: [String: CGRect]
        var events: [String]
        var progress: [Double?]
        var feedElements: [String: CGRect]
        var counts: [Int]
    }

    var observed: Observation {
        let layout = stage.layout
        return Observation(offset: stage.offset, viewport: layout.viewport, content: layout.content, elements: layout.elements, events: events,
                           progress: stage.sceneNames.map { stage.progress(of: $0) }, feedElements: feed.elements,
                           counts: [feed.repeatCount, feed.refusedGeometryCount, feed.coalescedCount, feed.droppedCount])
    }
}

@Suite("ScrollViewFeed: a relayout through ElementFrames by number")
struct ScrollViewFeedByNumberTests {
    @Test("Relayouts, scrolls, repeats, unavailable and gone readings, forgets, tracks, reports, new viewports, non-finite frames, layouts changed behind the feed's back and updates from inside a delivery give the same layout, offset, events, progress and counts by number as by comparing every frame", arguments: 0..<6)
    func sameAsComparingEveryFrame(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x37_0040 &+ seed)
        let blocks = 40
        let byNumber = try MeasuredPage(byNumber: true, blocks: blocks), byName = try MeasuredPage(byNumber: false, blocks: blocks)
        for page in [byNumber, byName] {
            page.offset = 2000
            page.update()
        }
        #expect(byNumber.observed == byName.observed)
        #if DEBUG
        let before = byNumber.feed.deliveriesByNumber
        #endif
        for step in 0..<300 {
            let choice = random.next() % 100, r = Int(random.next() % UInt64(blocks)), d = Double(random.next() % 2048) / 4 - 200
            for page in [byNumber, byName] {
                switch choice {
                case 0..<40:                                                  // a block grew or shrank
                    if page.frames[r].height + d >= 0 { page.grow(r, by: d) }
                    page.update()
                case 40..<52:                                                 // a scroll, measured
                    page.offset = max(0, page.offset + d * 4)
                    page.update()
                case 52..<58: page.update()                                   // nothing changed
                case 58..<62:                                                 // a view off screen, or back
                    page.readings[r] = page.readings[r] == nil ? .unavailable : nil
                    page.grow(r, by: d > 0 ? d : 0)
                    page.update()
                case 62..<64:                                                 // a view released
                    page.readings[r] = .gone
                    page.update()
                case 64..<67:                                                 // tracked again (after gone or forget)
                    page.readings[r] = nil
                    page.track(r)
                    page.update(measuringAll: choice == 64)
                case 67..<69:                                                 // forgotten
                    page.elements.forget("e\(r)")
                    page.update()
                case 69..<72:                                                 // a rotation
                    page.viewport = page.viewport == 844 ? 390 : 844
                    page.update()
                case 72..<75:                                                 // a NaN frame, then a good one
                    let good = page.frames[r]
                    page.frames[r].origin.y = .nan
                    page.update()
                    page.frames[r] = good
                    page.update()
                case 75..<78:                                                 // the stage resized behind the feed's back
                    page.stage.resizeElement(named: "e\(r)", by: 10)
                    page.update()
                case 78..<80:                                                 // a report wins over the measurer
                    page.elements.report(d > 0 ? ["e\(r)": CGRect(x: 0, y: 50 + d, width: 390, height: 80)] : [:])
                    page.update()
                case 80..<82:                                                 // frames given by hand
                    page.feed.elements = page.elements.lastKnownFrames
                    page.feed.update(page.geometry)
                case 82..<86:                                                 // a geometry alone (a scroll)
                    page.offset = max(0, page.offset + d)
                    page.feed.update(page.geometry)
                case 86..<90:                                                 // an update from an event handler
                    page.reenter = true
                    page.offset = max(0, page.offset + d * 8)
                    page.update()
                    page.reenter = false
                default:                                                      // new elements measured only
                    page.grow(r, by: abs(d))
                    page.update(measuringAll: false)
                }
            }
            #expect(byNumber.observed == byName.observed, "step \(step), choice \(choice)")
            if byNumber.observed != byName.observed { return }
        }
        #if DEBUG
        // Most relayouts took the way by number (the others: after a change of names, a rotation, a NaN…).
        #expect(byNumber.feed.deliveriesByNumber - before > 60)
        #endif
        #expect(byName.stage.invariantsHold && byNumber.stage.invariantsHold)
    }

    @Test("A relayout by number hands the stage only the frames that changed, and a measure that changes nothing is a repeat")
    func onlyWhatChanged() throws {
        let page = try MeasuredPage(byNumber: true, blocks: 100)
        page.offset = 3000
        page.update()
        page.update()   // linked now; nothing changed
        #expect(page.feed.repeatCount == 1)
        page.grow(90, by: 50)
        let generation = page.stage.layoutGeneration
        page.update()
        // Blocks 90…99 changed: the stage was told of those alone.
        #expect(page.stage.elementIndex.changed.count == 10)
        #expect(page.stage.layoutGeneration == generation + 1)
        #expect(page.stage.layout.elements["e99"] == page.frames[99])
        #expect(Double(page.stage.layout.content.height) == page.content)
        #if DEBUG
        #expect(page.feed.deliveriesByNumber == 1)
        #endif
    }

    @Test("ElementFrames logs the frames it changed by number, until taken; a change of names or an estimate's change in place is noticed")
    func changeLog() {
        let elements = ElementFrames()
        var frames = ["a": CGRect(x: 0, y: 0, width: 10, height: 10), "b": CGRect(x: 0, y: 10, width: 10, height: 10)]
        elements.track("a") { .frame(frames["a"]!) }
        elements.track("b") { .frame(frames["b"]!) }
        let epoch = elements.nameEpoch
        _ = elements.frames()
        #expect(elements.nameEpoch != epoch)   // two names gained frames
        elements.discardChanges()
        var map = elements.numbers(in: ["a": 7, "b": 3])
        #expect(map == [7, 3])
        var ids: [Int32] = [], taken: [CGRect] = []
        frames["b"]!.origin.y = 20
        _ = elements.frames()
        frames["b"]!.origin.y = 30
        _ = elements.frames()
        #expect(elements.takeChanges(mappedBy: map, ids: &ids, frames: &taken))
        #expect(ids == [3, 3] && taken.map(\.origin.y) == [20, 30])
        _ = elements.frames()
        #expect(elements.takeChanges(mappedBy: map, ids: &ids, frames: &taken) && ids.isEmpty)
        // A name without a number in the map: nothing taken.
        map[1] = -1
        frames["b"]!.origin.y = 40
        _ = elements.frames()
        #expect(!elements.takeChanges(mappedBy: map, ids: &ids, frames: &taken) && ids.isEmpty)
        // An estimate changing a frame in place has no number: the changes are unknown until discarded.
        let stable = elements.nameEpoch
        elements.expectedNames = { ["c"] }
        elements.estimate = { _ in CGRect(x: 0, y: 100, width: 1, height: 1) }
        _ = elements.frames()
        #expect(elements.nameEpoch != stable)
        elements.estimate = { _ in CGRect(x: 0, y: 200, width: 1, height: 1) }
        _ = elements.frames()
        #expect(!elements.changesAreLogged)
        elements.discardChanges()
        #expect(elements.changesAreLogged)
        let before = elements.nameEpoch
        elements.forget("a")
        #expect(elements.nameEpoch != before)
    }
}
