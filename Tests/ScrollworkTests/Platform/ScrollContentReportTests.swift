import Foundation
import Testing
@testable import Scrollwork

/// What SwiftUI gives a modifier for its content: the reports of the views below it, in tree
/// order, folded from the default with the key's `reduce`.
private func folded<Report: ScrollContentReport>(_: Report.Type, _ reports: [Report.Value]) -> Report.Value {
    var value = Report.defaultValue
    for next in reports { Report.combine(&value, next) }
    return value
}

@Suite("ScrollContentReport: nested SwiftUI scroll views, each feeding its own stage")
struct ScrollContentReportTests {
    // A vertical ScrollView with `.scrollworkStage(outer)`; inside its content, below the element
    // "hero", a horizontal ScrollView of photos with `.scrollworkStage(inner)`, whose content
    // marks its own "hero" too.
    static let outerHero = CGRect(x: 0, y: 600, width: 390, height: 240)
    static let innerHero = CGRect(x: 584, y: 0, width: 280, height: 160)
    static let photo = CGRect(x: 292, y: 0, width: 280, height: 160)

    @Test("An enclosing stage gets only its own content's element frames, not a nested scroll view's")
    func nestedElementFramesStayInside() throws {
        let outer = Stage(), inner = Stage()
        try outer.add(ScrollScene("hero", start: .element("hero", .start, meets: .end), length: 300))
        try inner.add(ScrollScene("hero", start: .element("hero", .start, meets: .end), length: 300))
        let outerHolder = ScrollFeedHolder(), innerHolder = ScrollFeedHolder()
        // The inner modifier reads its content's frames, and passes on what it passes on.
        let innerFrames = folded(ElementFramesReport.self, [["photo 1": Self.photo], ["hero": Self.innerHero]])
        innerHolder.elements.report(innerFrames)
        innerHolder.deliver(ScrollViewGeometry(contentOffset: .zero, contentSize: CGSize(width: 1460, height: 170),
                                               visibleSize: CGSize(width: 390, height: 170)),
                            to: .stage(inner, axis: .horizontal))
        // The outer content: the hero, then the nested scroll view (all it passed on).
        let outerFrames = folded(ElementFramesReport.self, [["hero": Self.outerHero], ElementFramesReport.passedOn(from: innerFrames)])
        outerHolder.elements.report(outerFrames)
        outerHolder.deliver(ScrollViewFeedTests.geometry(y: 0), to: .stage(outer, axis: .vertical))
        #expect(outerHolder.elements.lastKnownFrames == ["hero": Self.outerHero])
        #expect(outer.range(of: "hero") == -244...56)
        #expect(innerHolder.elements.lastKnownFrames == ["photo 1": Self.photo, "hero": Self.innerHero])
        #expect(inner.range(of: "hero") == 194...494)
    }

    @Test("Below iOS 18, an enclosing stage measures its own content and viewport, not a nested scroll view's",
          arguments: [false, true])
    func nestedFallbackGeometryStaysInside(nestedFirst: Bool) throws {
        // The outer scroll view (390 × 844 under a 103 pt bar) is scrolled 700 pt; the nested one
        // (390 × 170, no safe area) 300 pt sideways.
        let outerViewport = ReportedViewport(size: CGSize(width: 390, height: 844), safeArea: ScrollPhysics.Insets(top: 103, bottom: 34))
        let outerContent = CGRect(x: 0, y: 103 - 700, width: 390, height: 3000)
        let innerViewport = ReportedViewport(size: CGSize(width: 390, height: 170))
        let innerContent = CGRect(x: -300, y: 0, width: 1460, height: 170)
        // The inner modifier's measurements, as it reads them and as it passes them on.
        let innerGeometry = try #require(folded(ViewportReport.self, [innerViewport])
            .geometry(contentFrame: folded(ContentFrameReport.self, [innerContent])))
        #expect(innerGeometry.offset(along: .horizontal) == 300)
        let passedViewport = ViewportReport.passedOn(from: innerViewport)
        let passedContent = ContentFrameReport.passedOn(from: innerContent)
        // SwiftUI folds the outer content's reports with the nested ones, in either order.
        func around<Value>(_ own: Value, _ nested: Value) -> [Value] { nestedFirst ? [nested, own] : [own, nested] }
        let viewport = folded(ViewportReport.self, around(outerViewport, passedViewport))
        let content = folded(ContentFrameReport.self, around(outerContent, passedContent))
        let geometry = try #require(viewport.geometry(contentFrame: content))
        #expect(geometry.offset(along: .vertical) == 700)
        #expect(geometry.layout(axis: .vertical).viewport.height == 707)   // 844 less the bar and the home indicator
        let stage = Stage()
        ScrollViewFeed(stage: stage).update(geometry)
        #expect(stage.offset == 700)
    }

    @Test("Reports combine in tree order: a later element frame wins, and nothing measured replaces nothing")
    func combining() {
        #expect(folded(ElementFramesReport.self, [["a": Self.photo], ["a": Self.outerHero, "b": Self.photo]]) == ["a": Self.outerHero, "b": Self.photo])
        #expect(folded(ContentFrameReport.self, [Self.photo, .zero]) == Self.photo)
        #expect(folded(ViewportReport.self, [ReportedViewport(size: CGSize(width: 1, height: 2)), ReportedViewport()]).size == CGSize(width: 1, height: 2))
        #expect(ReportedViewport().geometry(contentFrame: Self.photo) == nil)
    }
}
