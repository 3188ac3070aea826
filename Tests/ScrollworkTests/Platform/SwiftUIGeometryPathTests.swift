import Foundation
import Testing
@testable import Scrollwork

@Suite("ScrollViewGeometry: SwiftUI's two paths")
struct SwiftUIGeometryPathTests {
    @Test("ScrollGeometry and the fallback give the same geometry for the same position under a bar: 0 at rest",
          arguments: [0.0, 1, 49, 50, 250, -40])
    func pathsAgree(distance: Double) {
        // A 390 × 844 ScrollView under a 103 pt bar (a large title) and over the 34 pt home
        // indicator, scrolled `distance` from rest. iOS 18's ScrollGeometry reports the scroll view
        // as UIKit does (contentOffset.y = distance − 103). Below it the fallback measures the
        // content's frame in the scroll view's coordinate space — SwiftUI lays the content out
        // below the safe area, so its top is at 103 − distance — and the scroll view's safe area.
        let content = CGSize(width: 390, height: 3000)
        let container = CGSize(width: 390, height: 844)
        let scrollGeometry = ScrollViewGeometry.scrollGeometry(contentOffset: CGPoint(x: 0, y: distance - 103), contentSize: content,
                                                               contentInsets: ScrollPhysics.Insets(top: 103, bottom: 34), containerSize: container)
        let fallback = ScrollViewGeometry.measuredContent(frame: CGRect(origin: CGPoint(x: 0, y: 103 - distance), size: content),
                                                          containerSize: container, safeAreaInsets: ScrollPhysics.Insets(top: 103, bottom: 34))
        #expect(scrollGeometry.offset(along: .vertical) == distance)
        #expect(fallback.offset(along: .vertical) == distance)
        #expect(fallback.layout(axis: .vertical) == scrollGeometry.layout(axis: .vertical))
    }

    @Test("Fed through feeds, both paths fire a trigger at the same scroll position")
    func pathsFireTogether() throws {
        var events: [[String]] = [[], []]
        var distance = 0.0
        var feeds: [ScrollViewFeed] = []
        for path in 0..<2 {
            let stage = Stage()
            try stage.add(ScrollScene("title", start: 50, length: 0))
            stage.onEvent = { events[path].append("\($0.kind) at \(distance)") }
            feeds.append(ScrollViewFeed(stage: stage))
        }
        let insets = ScrollPhysics.Insets(top: 103, bottom: 34)
        let container = CGSize(width: 390, height: 844)
        let content = CGSize(width: 390, height: 3000)
        for step in stride(from: 0.0, through: 80, by: 10) {
            distance = step
            feeds[0].update(.scrollGeometry(contentOffset: CGPoint(x: 0, y: step - 103), contentSize: content, contentInsets: insets,
                                            containerSize: container))
            feeds[1].update(.measuredContent(frame: CGRect(origin: CGPoint(x: 0, y: 103 - step), size: content), containerSize: container,
                                             safeAreaInsets: insets))
        }
        // A trigger (length 0) is entered and left on the move that reaches it.
        #expect(events[0] == ["enter at 50.0", "leave at 50.0"])
        #expect(events[1] == events[0])
    }
}
