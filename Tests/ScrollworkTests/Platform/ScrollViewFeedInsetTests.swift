import Foundation
import Testing
@testable import Scrollwork

/// A model of the `UIScrollView` properties a `ScrollViewBinding` reads, with UIKit's rules:
/// - `adjustedContentInset` is `contentInset` plus the safe area (the `.automatic` adjustment of a
///   scroll view under a navigation bar);
/// - setting `contentInset` changes `adjustedContentInset` and keeps `contentOffset`: the content
///   does not move on screen;
/// - key-value observation calls the observers of the property set, synchronously, after it
///   changed — every set, even to the same value. The binding observes `contentOffset` and
///   `contentInset`, and each observation measures the elements and reads the geometry
///   (`ScrollViewBinding.update()`).
private final class UIKitScrollViewModel {
    let safeAreaTop: Double
    let size = CGSize(width: 390, height: 844)
    let contentHeight = 4000.0
    let feed: ScrollViewFeed
    var contentOffset: CGPoint { didSet { observe() } }
    var contentInset: ScrollPhysics.Insets { didSet { observe() } }
    var adjustedContentInset: ScrollPhysics.Insets {
        ScrollPhysics.Insets(top: contentInset.top + safeAreaTop, left: contentInset.left, bottom: contentInset.bottom, right: contentInset.right)
    }

    /// A scroll view at rest at its top (`contentOffset.y == −adjustedContentInset.top`).
    init(feed: ScrollViewFeed, safeAreaTop: Double, insetTop: Double) {
        self.feed = feed
        self.safeAreaTop = safeAreaTop
        contentInset = ScrollPhysics.Insets(top: insetTop)
        contentOffset = CGPoint(x: 0, y: -(insetTop + safeAreaTop))
    }

    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: contentOffset, contentSize: CGSize(width: size.width, height: contentHeight), visibleSize: size,
                           insets: adjustedContentInset)
    }

    /// The binding's observation.
    func observe() {
        feed.update(measuring: { [:] }, reading: { self.geometry })
    }

    /// The user drags the content `distance` points up from where it rested.
    func drag(to distance: Double, from rest: Double) {
        contentOffset.y = rest + distance
    }
}

@Suite("ScrollViewFeed: insets a stage's tracks write (UIKit's observation order)")
struct ScrollViewFeedInsetWriteTests {
    /// The DocC recipe's stage, with the header's timeline given: a track that writes
    /// `contentInset.top`. Under a 91 pt bar (status bar and navigation bar).
    fileprivate static func header(_ timeline: Timeline<Double>) -> (Stage, ScrollViewFeed, UIKitScrollViewModel, () -> [Double]) {
        let stage = Stage()
        let feed = ScrollViewFeed(stage: stage)
        var delivered: [Double] = []
        feed.onUpdate = { delivered.append($0) }
        let scrollView = UIKitScrollViewModel(feed: feed, safeAreaTop: 91, insetTop: timeline.value(at: 0))
        stage.add(Track(timeline, domain: .offset) { [unowned scrollView] top in scrollView.contentInset.top = top })
        scrollView.observe()
        return (stage, feed, scrollView, {
            defer { delivered = [] }
            return delivered
        })
    }

    @Test("A header that collapses 1:1 with the scroll by writing contentInset: one delivery per frame, collapsed after exactly 56 pt")
    func oneToOneHeader() throws {
        var collapse = Timeline(initial: 120.0)
        try collapse.insert(Scale(start: 0, length: 56, to: 64))
        let (stage, feed, scrollView, delivered) = Self.header(collapse)
        let rest = -211.0   // −(120 + 91)
        #expect(stage.offset == 0 && scrollView.contentOffset.y == rest && delivered() == [0])
        for distance in [10.0, 28, 55, 56, 80, 300, 30, 0] {
            scrollView.drag(to: distance, from: rest)
            // One delivery to the stage per scroll, and the offset is the distance dragged.
            #expect(delivered() == [distance], "dragged \(distance)")
            #expect(stage.offset == distance)
            #expect(scrollView.contentInset.top == max(120 - distance, 64), "dragged \(distance)")
            // The viewport stays what the bar and the expanded header leave: 844 − 91 − 120.
            #expect(stage.layout.viewport.height == 633)
        }
        #expect(feed.droppedCount == 0 && !feed.isDelivering)
    }

    @Test("The DocC recipe (120 → 64 over 200 pt): the header follows its timeline, collapsed at 200 pt, not 256")
    func recipeHeader() throws {
        var header = Timeline(initial: 120.0)
        try header.insert(Scale(start: 0, length: 200, to: 64))
        let (stage, feed, scrollView, delivered) = Self.header(header)
        _ = delivered()
        for (distance, top) in [(100.0, 92.0), (200, 64), (256, 64), (50, 106)] {
            scrollView.drag(to: distance, from: -211)
            #expect(delivered() == [distance])
            #expect(stage.offset == distance && scrollView.contentInset.top == top, "dragged \(distance)")
        }
        #expect(feed.droppedCount == 0)
    }

    @Test("An inset that changes from outside the stage's frame (a bar, the keyboard) still moves the offset and the viewport")
    func outsideInsetChange() throws {
        var header = Timeline(initial: 120.0)
        try header.insert(Scale(start: 0, length: 200, to: 64))
        let (stage, _, scrollView, delivered) = Self.header(header)
        scrollView.drag(to: 200, from: -211)       // collapsed: contentInset.top 64
        _ = delivered()
        // The app adds a 300 pt bottom inset (the keyboard) and 20 pt at the top, outside any frame.
        scrollView.contentInset.bottom = 300
        #expect(stage.layout.viewport.height == 333 && stage.offset == 200)
        scrollView.contentInset.top += 20
        // The 20 pt from outside count: the offset moves by 20 and the viewport shrinks by 20. In
        // that frame the track writes its 64 pt back (its position moved), a write the feed holds.
        #expect(stage.offset == 220 && stage.layout.viewport.height == 313)
        #expect(scrollView.contentInset.top == 64)
        #expect(delivered() == [200, 220])
    }
}
