import Foundation
import Testing
@testable import Scrollwork

@Suite("Page index")
struct PageIndexTests {
    /// Three 100-point pages, back to back, each a scene with hysteresis 5.
    static func pagedStage() throws -> Stage {
        let stage = Stage()
        for index in 0..<3 {
            var page = ScrollScene("p\(index)", start: Double(index) * 100, length: 100)
            page.hysteresis = 5
            try stage.add(page)
        }
        return stage
    }

    @Test("Exactly one page is current at every offset, where scene states show none around a boundary")
    func exactlyOne() throws {
        let stage = try Self.pagedStage()
        var pages = PageIndex(pages: ["p0", "p1", "p2"], hysteresis: 5)
        var sawNoActiveScene = false
        for step in 0...700 {
            let offset = -20 + Double(step) * 0.5
            stage.setOffset(offset)
            let updated = pages.update(on: stage)
            let current = try #require(updated, "offset \(offset)")
            #expect((0..<3).contains(current))
            if stage.sceneNames.allSatisfy({ stage.state(of: $0) != .active }) { sawNoActiveScene = true }
        }
        #expect(sawNoActiveScene)   // what the page index is for
    }

    @Test("Pages change hysteresis past the switch point, forward and back")
    func hysteresis() throws {
        var pages = PageIndex(pages: ["a", "b", "c"], hysteresis: 5)
        let ranges: [ClosedRange<Double>?] = [0...100, 100...200, 200...300]
        #expect(pages.update(offset: 100, ranges: ranges) == 1)   // first placement: no hysteresis
        #expect(pages.update(offset: 96, ranges: ranges) == 1)
        #expect(pages.update(offset: 95, ranges: ranges) == 1)
        #expect(pages.update(offset: 94.9, ranges: ranges) == 0)
        #expect(pages.update(offset: 104.9, ranges: ranges) == 0)
        #expect(pages.update(offset: 105, ranges: ranges) == 1)
        #expect(pages.update(offset: 1_000, ranges: ranges) == 2)  // a jump passes every switch point
        #expect(pages.update(offset: -1_000, ranges: ranges) == 0)
        #expect(pages.update(offset: .nan, ranges: ranges) == 0)   // ignored
        #expect(pages.currentPage == "a")
    }

    @Test("Without hysteresis a page owns [its switch point, the next); gaps switch at their middle")
    func switchPoints() {
        var pages = PageIndex(pages: ["a", "b"])
        let gap: [ClosedRange<Double>?] = [0...100, 200...300]
        #expect(pages.update(offset: 149.9, ranges: gap) == 0)
        #expect(pages.update(offset: 150, ranges: gap) == 1)
        #expect(pages.update(offset: 149.9, ranges: gap) == 0)
    }

    @Test("Unresolved pages take no part; out-of-order pages are ordered by their start")
    func unresolvedAndOrder() {
        var pages = PageIndex(pages: ["late", "first", "missing"], hysteresis: 2)
        let ranges: [ClosedRange<Double>?] = [100...200, 0...100, nil]
        #expect(pages.update(offset: 50, ranges: ranges) == 1)
        #expect(pages.update(offset: 150, ranges: ranges) == 0)
        #expect(pages.update(offset: 150, ranges: [nil, 0...100, nil]) == 1)   // the current page vanished: placed again
        #expect(pages.update(offset: 150, ranges: [nil, nil, nil]) == nil)
        var unknown = PageIndex(pages: ["x"])
        let stage = Stage()
        #expect(unknown.update(on: stage) == nil)
        stage.setOffset(0)
        #expect(unknown.update(on: stage) == nil)
    }

    @Test("The switch point between pages near ±greatestFiniteMagnitude is their middle, not an overflow")
    func hugeRanges() {
        var pages = PageIndex(pages: ["a", "b"])
        let high: [ClosedRange<Double>?] = [0...1e308, 1.5e308...1.7e308]   // switch point 1.25e308
        #expect(pages.update(offset: 1.6e308, ranges: high) == 1)
        #expect(pages.update(offset: 1.2e308, ranges: high) == 0)
        #expect(pages.update(offset: 1.25e308, ranges: high) == 1)
        let low: [ClosedRange<Double>?] = [-1.7e308 ... -1.5e308, -1e308...0]  // switch point -1.25e308
        var mirrored = PageIndex(pages: ["a", "b"], hysteresis: 1e307)
        #expect(mirrored.update(offset: -1.6e308, ranges: low) == 0)
        #expect(mirrored.update(offset: -1.2e308, ranges: low) == 0)         // within the hysteresis
        #expect(mirrored.update(offset: -1.1e308, ranges: low) == 1)
        let widest: [ClosedRange<Double>?] = [-Double.greatestFiniteMagnitude...0, Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude]
        var extremes = PageIndex(pages: ["a", "b"])
        #expect(extremes.update(offset: 8.9e307, ranges: widest) == 0)
        #expect(extremes.update(offset: 9e307, ranges: widest) == 1)       // past max / 2
    }

    @Test("page(at:on:) foretells the page a release rests on, changes nothing, and keeps the direction's hysteresis")
    func foretold() throws {
        let height = 844.0
        let stage = try Stage {
            for index in 0..<4 { ScrollScene("page\(index + 1)", start: (Double(index) - 0.5) * height, length: height) }
        }
        var pages = PageIndex(pages: ["page1", "page2", "page3", "page4"], hysteresis: 8)
        #expect(pages.page(at: 900, on: stage) == 1 && pages.current == nil)   // before any update: placed without hysteresis
        let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 4 * height), viewportSize: CGSize(width: 390, height: height))
        scroll.isPagingEnabled = true
        var seen: [Int] = []
        scroll.onOffsetChange = { offset in
            stage.setOffset(Double(offset.y))
            seen.append(pages.update(on: stage)!)
        }
        stage.setOffset(0)
        pages.update(on: stage)
        var time = 0.0
        for (finger, velocity, page) in [(-300.0, -1200.0, 1), (-250, -900, 2), (200, 1500, 1), (-100, -2000, 2)] {
            scroll.beginDrag(at: time)
            scroll.drag(fingerTranslation: CGPoint(x: 0, y: finger))
            let rest = scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: velocity), at: time)
            let before = pages
            let foretold = pages.page(at: Double(rest.y), on: stage)
            #expect(pages == before)
            #expect(foretold == page && rest.y == Double(page) * height)
            while !scroll.isIdle { time += 1.0 / 120; scroll.tick(at: time) }
            #expect(pages.current == foretold)
            time += 1
        }
        #expect(Set(seen) == [0, 1, 2])
        // The switch point between page 1 and page 2 is 422; within 8 points of it the answer depends on the current page.
        stage.setOffset(0)
        pages.update(on: stage)
        #expect(pages.page(at: 425, on: stage) == 0 && pages.page(at: 430, on: stage) == 1)
        stage.setOffset(844)
        pages.update(on: stage)
        #expect(pages.page(at: 425, on: stage) == 1 && pages.page(at: 413, on: stage) == 0)
        #expect(pages.page(at: .nan, on: stage) == 1 && pages.page(at: .infinity, on: stage) == 1)
        #expect(PageIndex(pages: ["nowhere"]).page(at: 0, on: stage) == nil)
    }
}
