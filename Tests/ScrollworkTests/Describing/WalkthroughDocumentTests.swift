import Foundation
import Scrollwork
import Testing
@testable import Walkthrough

@Suite("Walkthrough document")
struct WalkthroughDocumentTests {
    /// `Examples/Walkthrough/walkthrough.json`, as committed.
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Walkthrough/walkthrough.json")

    /// Every property the stage writes, bit for bit.
    static func state(of walkthrough: Walkthrough) -> [UInt64] {
        let background = walkthrough.screen.background
        return walkthrough.titles.flatMap { [$0.opacity.bitPattern, $0.shift.bitPattern] }
            + [Double(walkthrough.logo.center.x).bitPattern, Double(walkthrough.logo.center.y).bitPattern, walkthrough.logo.scale.bitPattern, walkthrough.logo.spin.bitPattern]
            + [background.red, background.green, background.blue, background.alpha].map(\.bitPattern)
            + [walkthrough.card.pin.bitPattern, walkthrough.card.opacity.bitPattern]
            + walkthrough.dots.map(\.opacity.bitPattern)
    }

    @Test("The committed walkthrough.json is what the code describes (regenerate it with `swift run Walkthrough --document`)")
    func committedFileIsCurrent() throws {
        let expected = try Walkthrough().document.json() + Data("\n".utf8)
        let committed = try Data(contentsOf: Self.file)
        #expect(committed == expected, "Examples/Walkthrough/walkthrough.json is stale: run `swift run Walkthrough --document`")
    }

    @Test("The stage made from walkthrough.json, the walkthrough's objects bound, writes bit for bit what the code-built stage writes at every 2 points, down and back up, and reports the same events", arguments: [MotionPolicy.full, .reduced])
    func documentMatchesCode(policy: MotionPolicy) throws {
        let document = try StageDocument(json: Data(contentsOf: Self.file))
        let code = try Walkthrough(policy: policy), bound = try Walkthrough(document: document, policy: policy)
        #expect(document.bindingReport(for: Walkthrough.bindings(titles: bound.titles, logo: bound.logo, screen: bound.screen, card: bound.card, dots: bound.dots)).isComplete)
        var codeEvents: [String] = [], boundEvents: [String] = []
        code.stage.onEvent = { codeEvents.append("\($0)") }
        bound.stage.onEvent = { boundEvents.append("\($0)") }
        let maximum = code.maximumOffset
        let offsets = Array(stride(from: 0.0, through: maximum, by: 2))
        var compared = 0
        for offset in offsets + offsets.reversed() {
            code.stage.setOffset(offset)
            bound.stage.setOffset(offset)
            let (a, b) = (Self.state(of: code), Self.state(of: bound))
            #expect(a == b, "at \(offset), \(policy)")
            if a != b { return }
            compared += 1
        }
        #expect(compared == 2 * offsets.count && offsets.count > 1000)
        #expect(codeEvents == boundEvents && codeEvents.count > 10)
        #expect(try StageDocument(bound.stage) == document)
    }
}
