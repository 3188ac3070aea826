import Foundation
import Testing
@testable import Scrollwork

/// `AnchorLinks` alone: each element's list holds exactly the scenes anchored to it.
@Suite("Stage parts: the anchor links")
struct AnchorLinksTests {
    /// The scenes in element `element`'s list, and the content's, walked as the stage walks them.
    static func scenes(_ links: AnchorLinks, element: Int) -> [Int] {
        var found: [Int] = [], link = links.heads[element]
        while link >= 0 {
            found.append(Int(link >> 1))
            link = links.next[Int(link)]
        }
        return found
    }

    @Test("Every anchor on an element (or a named range's subject) is in that element's list; content anchors are listed apart")
    func lists() {
        let layout = StageLayout(viewport: CGSize(width: 100, height: 500), content: CGSize(width: 100, height: 3000),
                                 elements: ["a": CGRect(x: 0, y: 0, width: 100, height: 300), "b": CGRect(x: 0, y: 800, width: 100, height: 300)])
        let elements = ElementIndex(layout)
        var anchors = StageColumn<Stage.SlotAnchors>()
        var links = AnchorLinks()
        defer { elements.free(); anchors.free(); links.free() }
        func compile(_ start: ScrollAnchor, _ end: ScrollAnchor) -> Stage.SlotAnchors {
            Stage.SlotAnchors(start: Stage.CompiledAnchor(start, in: layout, elements: elements.ids),
                              end: Stage.CompiledAnchor(end, in: layout, elements: elements.ids))
        }
        anchors.append(compile(.element("a", .start, meets: .start), .element("b", .end, meets: .end)))   // 0: a and b
        anchors.append(compile(.offset(100), .content(.end, meets: .end)))                                 // 1: the content
        anchors.append(compile(.element("b", .start, meets: .center), .element("b", .end, meets: .center))) // 2: b twice
        for index in 0..<3 { links.sceneAppended(index, anchors: anchors[index]) }   // marks only: not built yet
        #expect(!links.isValid)
        links.build(elementCount: elements.count, anchors: anchors)
        let a = Int(elements.ids["a"]!), b = Int(elements.ids["b"]!)
        #expect(Self.scenes(links, element: a) == [0])
        #expect(Self.scenes(links, element: b).sorted() == [0, 2, 2])
        #expect(links.contentAnchored == [1])

        // A scene added while the lists are kept joins them.
        anchors.append(compile(.element("a", .center, meets: .center), .offset(2000)))
        links.sceneAppended(3, anchors: anchors[3])
        #expect(Self.scenes(links, element: a).sorted() == [0, 3])
        links.sceneRemoved()
        #expect(!links.isValid)

        // Visits start unmarked.
        links.beginVisit()
        #expect((0..<3).allSatisfy { links.marks[$0] != links.mark })
    }
}
