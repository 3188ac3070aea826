import Foundation
import Testing
@testable import Scrollwork

/// `ElementIndex` alone: numbering, finding what an assignment changed, and resizing.
@Suite("Stage parts: the element index")
struct ElementIndexTests {
    static func layout(axis: ScrollAxis = .vertical, heights: [Double] = [100, 200, 300, 400]) -> StageLayout {
        var elements: [String: CGRect] = [:], top = 0.0
        for (k, height) in heights.enumerated() {
            elements["e\(k)"] = axis == .vertical ? CGRect(x: 0, y: top, width: 50, height: height) : CGRect(x: top, y: 0, width: height, height: 50)
            top += height
        }
        let content = axis == .vertical ? CGSize(width: 50, height: top) : CGSize(width: top, height: 50)
        return StageLayout(axis: axis, viewport: CGSize(width: 50, height: 50), content: content, elements: elements)
    }

    @Test("Elements are numbered in the dictionary's order, with their start and length along the axis", arguments: [ScrollAxis.vertical, .horizontal])
    func numbering(axis: ScrollAxis) {
        let layout = Self.layout(axis: axis)
        var index = ElementIndex(layout)
        defer { index.free() }
        #expect(index.count == 4)
        for (position, name) in layout.elements.keys.enumerated() {
            let id = Int(index.ids[name]!)
            #expect(id == position)
            #expect(index.names[id] == name)
            let k = Double(Int(name.dropFirst())!)
            #expect(index.lengths[id] == 100 * (k + 1))
            #expect(index.origins[id] == 100 * k * (k + 1) / 2)
        }
        #expect(index.contentLength == 1000)
        #expect(index.scrollLength == 950)
        let loaded = index.currentLayout()
        #expect(loaded == layout)
    }

    @Test("An assignment lists the elements whose frames changed, whether the layout is a copy or a dictionary of its own")
    func assignment() {
        let layout = Self.layout()
        var index = ElementIndex(layout)
        defer { index.free() }
        var copy = layout
        copy.elements["e2"]!.origin.y += 10
        let copyGrew = index.assign(copy)
        #expect(copyGrew == false)
        #expect((0..<index.changed.count).map { index.names[Int(index.changed[$0])] } == ["e2"])
        #expect(index.origins[Int(index.ids["e2"]!)] == 310)

        // The same names in a dictionary built anew, with the content grown and e0 taller.
        var rebuilt = StageLayout(axis: .vertical, viewport: copy.viewport, content: CGSize(width: 50, height: 1200), elements: [:])
        for (name, frame) in copy.elements.reversed() { rebuilt.elements["\(name)"] = frame }
        rebuilt.elements["e0"]!.size.height = 150
        let rebuiltGrew = index.assign(rebuilt)
        #expect(rebuiltGrew == true)
        #expect((0..<index.changed.count).map { index.names[Int(index.changed[$0])] } == ["e0"])
        #expect(index.lengths[Int(index.ids["e0"]!)] == 150)
        #expect(index.scrollLength == 1150)
        let afterRebuilt = index.currentLayout()
        #expect(afterRebuilt == rebuilt)

        // Another viewport, or other names: not an assignment of frames (nothing changes).
        var wider = rebuilt
        wider.viewport.width = 60
        let widerGrew = index.assign(wider)
        #expect(widerGrew == nil)
        var renamed = rebuilt
        renamed.elements["e4"] = renamed.elements.removeValue(forKey: "e3")
        let renamedGrew = index.assign(renamed)
        #expect(renamedGrew == nil)
        let unchanged = index.currentLayout()
        #expect(unchanged == rebuilt)
    }

    @Test("A resize moves the elements from the resized one's end on and grows the content; the layout follows when read")
    func resize() {
        var index = ElementIndex(Self.layout())
        defer { index.free() }
        let e1 = Int(index.ids["e1"]!)
        let expected = index.layout(resizing: e1, by: 50)
        let resized = index.resize(e1, by: 50)
        #expect(resized)
        #expect(Set((0..<index.changed.count).map { index.names[Int(index.changed[$0])] }) == ["e1", "e2", "e3"])
        #expect(index.names[Int(index.changed[0])] == "e1")
        #expect(index.origins[Int(index.ids["e3"]!)] == 650)
        #expect(index.origins[Int(index.ids["e0"]!)] == 0)
        #expect(index.contentLength == 1050)
        let afterResize = index.currentLayout()
        #expect(afterResize == expected)
        #expect(expected.elements["e2"]!.minY == 350)

        #expect(!index.canResize(e1, by: -251))
        let resizedByNaN = index.resize(e1, by: .nan)
        #expect(!resizedByNaN)
        let resizedBelowZero = index.resize(e1, by: -251)
        #expect(!resizedBelowZero)
        let afterRefusals = index.currentLayout()
        #expect(afterRefusals == expected)
    }
}
