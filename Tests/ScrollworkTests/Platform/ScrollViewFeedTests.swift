import Foundation
import Testing
@testable import Scrollwork

@Suite("ScrollViewGeometry and ScrollViewFeed")
struct ScrollViewFeedTests {
    static let phone = CGSize(width: 390, height: 844)

    static func geometry(y: Double, content: Double = 3000, top: Double = 0, bottom: Double = 0, size: CGSize = phone) -> ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: size.width, height: content),
                           visibleSize: size, insets: ScrollPhysics.Insets(top: top, bottom: bottom))
    }

    @Test("The offset is the distance scrolled from the top: content offset plus the leading inset")
    func offsetAndViewport() {
        let atTop = Self.geometry(y: -100, top: 100, bottom: 34)
        #expect(atTop.offset(along: .vertical) == 0)
        #expect(atTop.viewportSize == CGSize(width: 390, height: 710))
        let layout = atTop.layout(axis: .vertical)
        // The largest offset the layout allows is where the real scroll view stops:
        // contentOffset.y max = content + bottom − height = 2190, plus the top inset.
        #expect(layout.maximumOffset == 3000 + 34 - 844 + 100)
        let sideways = ScrollViewGeometry(contentOffset: CGPoint(x: 40, y: 0), contentSize: CGSize(width: 2000, height: 300),
                                          visibleSize: CGSize(width: 300, height: 300), insets: ScrollPhysics.Insets(left: 16))
        #expect(sideways.offset(along: .horizontal) == 56)
        #expect(sideways.scrolledDistance == CGPoint(x: 56, y: 0))
        #expect(ScrollViewGeometry(contentOffset: .zero, contentSize: .zero, visibleSize: CGSize(width: 10, height: 10),
                                   insets: ScrollPhysics.Insets(top: 20)).viewportSize.height == 0)
    }

    @Test("Flipped and non-flipped AppKit documents give the same offsets", arguments: [0.0, 250, 1156, -30])
    func clipView(distance: Double) {
        let document = CGRect(x: 0, y: 0, width: 400, height: 1756)
        let size = CGSize(width: 400, height: 600)
        // Flipped: y grows downwards, so the clip's origin is the distance from the top.
        let flipped = ScrollViewGeometry.clipView(bounds: CGRect(origin: CGPoint(x: 0, y: distance), size: size),
                                                  documentFrame: document, isFlipped: true)
        // Not flipped: the origin is at the bottom, so the clip's top edge is `height − distance`.
        let unflipped = ScrollViewGeometry.clipView(bounds: CGRect(x: 0, y: 1756 - distance - 600, width: 400, height: 600),
                                                    documentFrame: document, isFlipped: false)
        #expect(flipped == unflipped)
        #expect(flipped.offset(along: .vertical) == distance)
        #expect(flipped.contentSize == document.size && flipped.visibleSize == size)
        // Insets behave as in UIKit: at rest under a 52 pt title bar the clip origin is −52.
        let inset = ScrollViewGeometry.clipView(bounds: CGRect(x: 0, y: -52, width: 400, height: 600), documentFrame: document,
                                                isFlipped: true, contentInsets: ScrollPhysics.Insets(top: 52))
        #expect(inset.offset(along: .vertical) == 0)
        // An element 100 pt below the top of a 1756 pt document, 50 pt tall.
        let element = CGRect(x: 10, y: 100, width: 200, height: 50)
        #expect(ScrollViewGeometry.contentFrame(of: element, documentHeight: 1756, isFlipped: true) == element)
        #expect(ScrollViewGeometry.contentFrame(of: CGRect(x: 10, y: 1756 - 150, width: 200, height: 50), documentHeight: 1756, isFlipped: false) == element)
    }

    @Test("A stage feed scrolls the stage and lays it out only when the layout changes")
    func stageFeed() throws {
        let stage = Stage()
        var events: [String] = []
        stage.onEvent = { events.append("\($0.scene) \($0.kind)") }
        try stage.add(ScrollScene("hero", start: .element("hero", .start, meets: .center), length: 100))
        let feed = ScrollViewFeed(stage: stage, axis: .vertical)
        feed.elements["hero"] = CGRect(x: 0, y: 1200, width: 390, height: 400)
        #expect(feed.update(Self.geometry(y: 0)))
        #expect(stage.layout.viewport == Self.phone && stage.range(of: "hero") == 778...878)
        #expect(stage.offset == 0)
        feed.update(Self.geometry(y: 800))
        #expect(events == ["hero enter"])
        // Rotation: the viewport gets shorter, the anchor moves, and the stage re-syncs.
        feed.update(Self.geometry(y: 800, size: CGSize(width: 844, height: 390)))
        #expect(stage.range(of: "hero") == 1005...1105)
        #expect(events == ["hero enter", "hero leaveBack"])
        // Late content: the element moves down.
        feed.elements["hero"] = CGRect(x: 0, y: 1500, width: 844, height: 400)
        feed.update(Self.geometry(y: 800, size: CGSize(width: 844, height: 390)))
        #expect(stage.range(of: "hero") == 1305...1405)
        #expect(feed.geometry == Self.geometry(y: 800, size: CGSize(width: 844, height: 390)))
    }

    @Test("Non-finite geometry is refused and counted; nothing is sent or laid out")
    func refusals() {
        let source = ScrollSource(axis: .vertical)
        let feed = ScrollViewFeed(source: source)
        var delivered: [Double] = []
        feed.onUpdate = { delivered.append($0) }
        #expect(feed.update(Self.geometry(y: 120, top: 20)))
        #expect(source.offset == 140 && delivered == [140])
        #expect(!feed.update(Self.geometry(y: .nan)))
        #expect(!feed.update(Self.geometry(y: 10, content: .infinity)))
        #expect(!feed.update(ScrollViewGeometry(contentOffset: .zero, contentSize: .zero, visibleSize: .zero, insets: ScrollPhysics.Insets(top: -.infinity))))
        let stage = Stage()
        let stageFeed = ScrollViewFeed(stage: stage)
        stageFeed.elements["broken"] = CGRect(x: 0, y: Double.nan, width: 1, height: 1)
        #expect(!stageFeed.update(Self.geometry(y: 10)))
        #expect(stage.offset == nil && stage.layout == StageLayout())
        #expect(feed.refusedGeometryCount == 3 && stageFeed.refusedGeometryCount == 1)
        #expect(source.offset == 140 && source.refusedCount == 0 && delivered == [140])
        #expect(feed.stage == nil && feed.source === source && stageFeed.stage === stage)
    }

    @Test("Two feeds of one scroll view into one stage report each crossing once")
    func boundTwice() throws {
        let stage = Stage()
        var events: [SceneEvent.Kind] = []
        stage.onEvent = { events.append($0.kind) }
        try stage.add(ScrollScene("a", start: 100, length: 50))
        let first = ScrollViewFeed(stage: stage), second = ScrollViewFeed(stage: stage)
        for y in [0.0, 120, 200, 50] {
            first.update(Self.geometry(y: y))
            second.update(Self.geometry(y: y))
        }
        #expect(events == [.enter, .leave, .enterBack, .leaveBack])
    }
}

@Suite("ScrollViewGeometry: AppKit clip views")
struct ClipViewGeometryTests {
    @Test("A non-flipped document shorter than its clip view rests at offset 0, and scrolls forward from there",
          arguments: [true, false])
    func shortDocument(isFlipped: Bool) {
        // 400 pt of document in a 600 pt clip view: AppKit keeps a non-flipped document at the
        // bottom-left of the clip view's coordinates (origin 0) and the clip's bounds at origin 0.
        let document = CGRect(x: 0, y: 0, width: 400, height: 400)
        let rest = ScrollViewGeometry.clipView(bounds: CGRect(x: 0, y: 0, width: 400, height: 600), documentFrame: document, isFlipped: isFlipped)
        #expect(rest.offset(along: .vertical) == 0)
        // Rubber-banded 30 pt forward (content moving up): the clip moves 30 pt down the document,
        // towards lower y when not flipped, higher y when flipped.
        let pulled = ScrollViewGeometry.clipView(bounds: CGRect(x: 0, y: isFlipped ? 30 : -30, width: 400, height: 600),
                                                 documentFrame: document, isFlipped: isFlipped)
        #expect(pulled.offset(along: .vertical) == 30)
        // Exactly as tall as the clip view: both rules agree.
        let exact = ScrollViewGeometry.clipView(bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
                                                documentFrame: CGRect(x: 0, y: 0, width: 400, height: 600), isFlipped: isFlipped)
        #expect(exact.offset(along: .vertical) == 0)
    }

    @Test("Under a title bar, a non-flipped document that does not fill the clip view rests at 0 and ends at maximumOffset, as a flipped one does")
    func shortDocumentUnderTitleBar() {
        // A 600 pt clip view under a 28 pt title bar: 572 pt of it are visible. AppKit keeps the
        // clip's bounds between (bottom inset) and (document height + top inset − 600) — for a
        // non-flipped document, origin −bottom is the bottom of the document and the larger origin
        // its top; a flipped one rests at origin −top. When the document is shorter than the visible
        // area that range is empty and a non-flipped document rests at its bottom end (origin −bottom).
        let size = CGSize(width: 400, height: 600)
        func clip(_ y: Double) -> CGRect { CGRect(origin: CGPoint(x: 0, y: y), size: size) }
        func offset(_ y: Double, height: Double, flipped: Bool, insets: ScrollPhysics.Insets) -> Double {
            ScrollViewGeometry.clipView(bounds: clip(y), documentFrame: CGRect(x: 0, y: 0, width: 400, height: height), isFlipped: flipped,
                                        contentInsets: insets).offset(along: .vertical)
        }
        let titleBar = ScrollPhysics.Insets(top: 28)
        // 400 pt: shorter than the visible area. At rest, and pulled 30 pt forward (rubber band).
        #expect(offset(0, height: 400, flipped: false, insets: titleBar) == 0)
        #expect(offset(-30, height: 400, flipped: false, insets: titleBar) == 30)
        #expect(offset(-28, height: 400, flipped: true, insets: titleBar) == 0)
        #expect(offset(2, height: 400, flipped: true, insets: titleBar) == 30)
        // With a 20 pt bottom inset as well, the non-flipped document rests at origin −20.
        let both = ScrollPhysics.Insets(top: 28, bottom: 20)
        #expect(offset(-20, height: 400, flipped: false, insets: both) == 0)
        #expect(offset(-50, height: 400, flipped: false, insets: both) == 30)
        // 590 pt: taller than the 572 visible, shorter than the clip view. It scrolls 18 pt: its
        // top shows at origin 18 (590 + 28 − 600), its bottom at origin 0 — offsets 0 and 18, the
        // layout's maximumOffset, as the flipped document's −28 and −10 give.
        let layout = ScrollViewGeometry.clipView(bounds: clip(0), documentFrame: CGRect(x: 0, y: 0, width: 400, height: 590), isFlipped: false,
                                                 contentInsets: titleBar).layout(axis: .vertical)
        #expect(layout.maximumOffset == 18)
        #expect(offset(18, height: 590, flipped: false, insets: titleBar) == 0)
        #expect(offset(0, height: 590, flipped: false, insets: titleBar) == 18)
        #expect(offset(-28, height: 590, flipped: true, insets: titleBar) == 0)
        #expect(offset(-10, height: 590, flipped: true, insets: titleBar) == 18)
    }
}
