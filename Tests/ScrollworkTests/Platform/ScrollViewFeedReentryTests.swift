import Foundation
import Testing
@testable import Scrollwork

/// A stand-in for a scroll view: what a binding reads, and the feed it calls whenever something a
/// track writes changes it (as UIKit's key-value observation calls a binding synchronously).
private final class FakeScrollView {
    var contentOffset = CGPoint.zero
    var insetTop = 0.0
    var size = CGSize(width: 390, height: 844)
    var feed: ScrollViewFeed?
    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: contentOffset, contentSize: CGSize(width: 390, height: 4000), visibleSize: size,
                           insets: ScrollPhysics.Insets(top: insetTop))
    }
    /// `setContentOffset(_:animated: false)`: the observation fires at once.
    func setContentOffset(_ offset: CGPoint) {
        contentOffset = offset
        feed?.update(geometry)
    }
    func setInsetTop(_ top: Double) {
        insetTop = top
        feed?.update(geometry)
    }
}

@Suite("ScrollViewFeed: re-entry, repeats and insets")
struct ScrollViewFeedReentryTests {
    @Test("A track that snaps its own scroll view re-enters the feed: no trap, the snap is delivered after the frame")
    func snappingTrackReenters() throws {
        let stage = Stage()
        let scrollView = FakeScrollView()
        let feed = ScrollViewFeed(stage: stage)
        scrollView.feed = feed
        var writes: [Double] = []
        var offsets: [Double] = []
        feed.onUpdate = { offsets.append($0) }
        var identity = Timeline(initial: 0.0)
        try identity.insert(Scale(start: 0, length: 4096, to: 4096))   // exact: a power of two
        // Snapping through setContentOffset: the write moves the scroll view, which reports at once.
        stage.add(Track(identity, domain: .offset) { offset in
            writes.append(offset)
            scrollView.setContentOffset(CGPoint(x: 0, y: (offset / 10).rounded(.down) * 10))
        })
        scrollView.contentOffset.y = 123
        #expect(feed.update(scrollView.geometry))
        // 123 → the track snaps to 120 → delivered after the frame → the track writes 120 again and
        // snaps to 120, which repeats the last delivery: done.
        #expect(stage.offset == 120)
        #expect(offsets == [123, 120])
        #expect(writes == [123, 120])
        #expect(feed.repeatCount == 1 && feed.droppedCount == 0 && !feed.isDelivering)
    }

    @Test("A collapsing header that changes the inset from a track write: the write does not move the stage, nothing traps")
    func collapsingHeader() throws {
        let stage = Stage()
        let scrollView = FakeScrollView()
        scrollView.insetTop = 100
        scrollView.contentOffset.y = -100
        let feed = ScrollViewFeed(stage: stage)
        scrollView.feed = feed
        var collapse = Timeline(initial: 100.0)
        try collapse.insert(Scale(start: 0, length: 1, to: 50))
        var header = ScrollScene("header", start: 0, length: 200)
        // The header shrinks from 100 to 50 pt over the first 200 pt. UIKit keeps contentOffset when
        // the inset changes (the content does not move), and the feed holds the stage's own write:
        // offset and viewport stay measured with the inset as it was before the write.
        header.add(Track(collapse) { top in scrollView.setInsetTop(top) })
        try stage.add(header)
        feed.update(scrollView.geometry)
        scrollView.setContentOffset(CGPoint(x: 0, y: 0))    // offset 100: half-way, the header is 75 pt
        #expect(stage.offset == 100 && scrollView.insetTop == 75)
        #expect(stage.layout.viewport == CGSize(width: 390, height: 744))   // 844 − 100
        #expect(!feed.isDelivering && feed.droppedCount == 0)
    }

    @Test("A write that moves its scroll view every time stops after maximumPasses and counts the drop")
    func runawayWrite() throws {
        let stage = Stage()
        let scrollView = FakeScrollView()
        let feed = ScrollViewFeed(stage: stage)
        scrollView.feed = feed
        var identity = Timeline(initial: 0.0)
        try identity.insert(Scale(start: 0, length: 4096, to: 4096))   // exact: a power of two
        stage.add(Track(identity, domain: .offset) { offset in
            scrollView.setContentOffset(CGPoint(x: 0, y: offset + 1))
        })
        scrollView.contentOffset.y = 10
        feed.update(scrollView.geometry)
        #expect(stage.offset == 10 + Double(ScrollViewFeed.maximumPasses - 1))
        #expect(feed.droppedCount == 1 && !feed.isDelivering)
        // The next update from the view brings the stage up to date.
        feed.update(ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: 500), contentSize: CGSize(width: 390, height: 4000),
                                       visibleSize: scrollView.size))
        #expect(stage.offset == 500 + Double(ScrollViewFeed.maximumPasses - 1))
    }

    @Test("Several updates during one delivery: only the newest is delivered, the others are counted")
    func coalescing() throws {
        let source = ScrollSource(axis: .vertical)
        let feed = ScrollViewFeed(source: source)
        var delivered: [Double] = []
        var reentered = false
        feed.onUpdate = { offset in
            delivered.append(offset)
            guard !reentered else { return }
            reentered = true
            for y in [10.0, 20, 30] { feed.update(ScrollViewFeedTests.geometry(y: y)) }
        }
        feed.update(ScrollViewFeedTests.geometry(y: 0))
        #expect(delivered == [0, 30])
        #expect(feed.coalescedCount == 2 && source.offset == 30)
    }

    @Test("Two observations of one scroll (contentOffset and bounds) deliver once; a bounds change of size alone is news")
    func repeatsAreSkipped() throws {
        let stage = Stage()
        try stage.add(ScrollScene("a", start: 100, length: 50))
        let feed = ScrollViewFeed(stage: stage)
        var updates = 0
        feed.onUpdate = { _ in updates += 1 }
        for y in [0.0, 40, 80, 120] {
            let geometry = ScrollViewFeedTests.geometry(y: y)
            feed.update(geometry)   // contentOffset's observation
            // bounds' observation: the origin moved, the size did not — a binding measures nothing.
            #expect(!feed.isNewVisibleSize(geometry.visibleSize))
            feed.update(geometry)   // had it measured: the same geometry, skipped
        }
        #expect(updates == 4 && feed.repeatCount == 4)
        #expect(feed.isNewVisibleSize(CGSize(width: 844, height: 390)))
        // New element frames are not a repeat.
        feed.elements["hero"] = CGRect(x: 0, y: 10, width: 10, height: 10)
        feed.update(ScrollViewFeedTests.geometry(y: 120))
        #expect(updates == 5 && stage.layout.elements["hero"] != nil)
    }

    @Test("An inset change alone (a bar appears, the keyboard) re-lays out the viewport and moves the offset")
    func insetChange() throws {
        let stage = Stage()
        try stage.add(ScrollScene("middle", start: .content(.center, meets: .center), length: 0))
        let feed = ScrollViewFeed(stage: stage)
        feed.update(ScrollViewFeedTests.geometry(y: -100, top: 100))
        #expect(stage.offset == 0 && stage.layout.viewport.height == 744)
        let before = try #require(stage.range(of: "middle"))
        // The keyboard: 300 pt of bottom inset, nothing else changes.
        #expect(feed.update(ScrollViewFeedTests.geometry(y: -100, top: 100, bottom: 300)))
        #expect(stage.layout.viewport.height == 444)
        #expect(try #require(stage.range(of: "middle")) != before)
        // A bar that shrinks by 50 pt without UIKit moving contentOffset: the offset moves by 50.
        feed.update(ScrollViewFeedTests.geometry(y: -100, top: 50, bottom: 300))
        #expect(stage.offset == -50 && stage.layout.viewport.height == 494)
        #expect(feed.repeatCount == 0)
    }
}
