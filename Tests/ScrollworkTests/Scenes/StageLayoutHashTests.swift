import Foundation
import Testing
import Scrollwork

/// `StageLayout` hashes its numbers itself (Apple's SDKs make `CGSize` and `CGRect` `Hashable` only
/// from iOS 18 and macOS 15), so the hash must agree with `==`: equal layouts, equal hashes.
@Suite("StageLayout: Hashable at every floor")
struct StageLayoutHashTests {
    @Test("Equal layouts hash alike, whatever order their elements were added in and whatever the sign of a zero")
    func equalLayoutsHashAlike() {
        var a = StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3000))
        var b = StageLayout(viewport: CGSize(width: 390, height: -0.0 + 844), content: CGSize(width: 390, height: 3000))
        a.elements["hero"] = CGRect(x: 0, y: 0, width: 390, height: 400)
        a.elements["card"] = CGRect(x: 20, y: 900, width: 350, height: 200)
        a.elements["zero"] = CGRect(x: 0, y: 0, width: 0, height: 0)
        b.elements["zero"] = CGRect(x: -0.0, y: -0.0, width: -0.0, height: 0)
        b.elements["card"] = CGRect(x: 20, y: 900, width: 350, height: 200)
        b.elements["hero"] = CGRect(x: 0, y: 0, width: 390, height: 400)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    @Test("Layouts that differ in any one number, name or the axis hash apart (for these values)")
    func differentLayoutsHashApart() {
        let base = StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3000),
                               elements: ["hero": CGRect(x: 0, y: 0, width: 390, height: 400)])
        var variants = [base]
        variants.append(StageLayout(axis: .horizontal, viewport: base.viewport, content: base.content, elements: base.elements))
        variants.append(StageLayout(viewport: CGSize(width: 391, height: 844), content: base.content, elements: base.elements))
        variants.append(StageLayout(viewport: base.viewport, content: CGSize(width: 390, height: 3001), elements: base.elements))
        variants.append(StageLayout(viewport: base.viewport, content: base.content, elements: ["hero": CGRect(x: 0, y: 1, width: 390, height: 400)]))
        variants.append(StageLayout(viewport: base.viewport, content: base.content, elements: ["hero": CGRect(x: 0, y: 0, width: 390, height: 401)]))
        variants.append(StageLayout(viewport: base.viewport, content: base.content, elements: ["Hero": CGRect(x: 0, y: 0, width: 390, height: 400)]))
        variants.append(StageLayout(viewport: base.viewport, content: base.content, elements: [:]))
        #expect(Set(variants).count == variants.count)
        #expect(Set(variants.map(\.hashValue)).count == variants.count)
    }
}
