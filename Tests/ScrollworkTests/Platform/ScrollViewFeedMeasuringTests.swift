import Foundation
import Testing
@testable import Scrollwork

/// A view whose measurement of an element lays it out (as a collection view's
/// `layoutAttributesForItem(at:)` can), which reports the new content size from inside the update.
private final class LayingOutView {
    let feed: ScrollViewFeed
    var contentHeight = 2000.0
    var introY = 300.0
    var heroY = 900.0
    var needsLayout = true

    init(feed: ScrollViewFeed) { self.feed = feed }

    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: 100), contentSize: CGSize(width: 390, height: contentHeight),
                           visibleSize: CGSize(width: 390, height: 844))
    }

    func measure() -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        frames["intro"] = CGRect(x: 0, y: introY, width: 390, height: 100)   // measured before the layout pass
        layoutIfNeeded()
        frames["hero"] = CGRect(x: 0, y: heroY, width: 390, height: 400)
        return frames
    }

    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        contentHeight = 2600
        introY = 350
        heroY = 1200
        update()   // the contentSize observation fires
    }

    /// `ScrollViewBinding.update()`.
    func update() {
        feed.update(measuring: measure, reading: { self.geometry })
    }
}

@Suite("ScrollViewFeed: measuring and reading")
struct ScrollViewFeedMeasuringTests {
    @Test("A layout pass that measuring an element causes reports from inside the update: the stage ends with the newer geometry and frames")
    func nestedUpdateWhileMeasuring() {
        let stage = Stage()
        let feed = ScrollViewFeed(stage: stage)
        let view = LayingOutView(feed: feed)
        view.update()
        #expect(stage.layout.content.height == 2600)
        #expect(stage.layout.elements["intro"]?.minY == 350)
        #expect(stage.layout.elements["hero"]?.minY == 1200)
        #expect(feed.geometry?.contentSize.height == 2600)
        #expect(feed.update(measuring: { [:] }, reading: { nil }) == nil)
    }
}
