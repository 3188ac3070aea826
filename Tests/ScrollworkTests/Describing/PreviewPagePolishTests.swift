// The preview page, polished (issue 38, item 4): markers name their scenes, labels stay readable
// on dark backgrounds, the diagram follows the scrub. The page's own functions run in node.

import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview

@Suite("Preview page polish")
struct PreviewPagePolishTests {
    /// What node prints running `body` after the page's functions `names`, or `nil` without node.
    static func run(_ names: [String], _ body: String) throws -> String? {
        guard PreviewEventLogTests.node != nil else { return nil }
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file)), title: "w.json", step: nil)
        let page = try PreviewPage.html(data, diagram: "")
        let script = "\"use strict\";\n" + (try names.map { try PreviewEventLogTests.function($0, in: page) }.joined(separator: "\n")) + "\n" + body
        let bytes = try PreviewEventLogTests.runNode(script)
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("A viewport marker names the scenes whose boundaries it stands for, start and end apart",
          .enabled(if: PreviewEventLogTests.node != nil, "needs node to run the page's script"))
    func scrollerMarkersNameScenes() throws {
        let markers = #"[{"scene": "page1", "boundary": "start"}, {"scene": "page2", "boundary": "start"}, {"scene": "page1", "boundary": "end"}, {"scene": "finale", "boundary": "trigger"}]"#
        let printed = try Self.run(["scrollerLabel"], "console.log(scrollerLabel(\(markers)));")
        #expect(printed == "scroller-start page1 · page2 · finale\nscroller-end page1")
        // The walkthrough's markers: every viewport line's label names each of its scenes.
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file)), title: "w.json", step: nil)
        let json = String(decoding: try JSONEncoder().encode(data.markers), as: UTF8.self)
        let all = try #require(try Self.run(["scrollerLabel"], "console.log(scrollerLabel(\(json)));"))
        for scene in Set(data.markers.map(\.scene)) { #expect(all.contains(scene), "\(all)") }
    }

    @Test("Labels take a dark chip on dark colours and a light one on light colours (WCAG luminance below 0.4, alpha over white)",
          .enabled(if: PreviewEventLogTests.node != nil, "needs node to run the page's script"))
    func contrast() throws {
        let colours = ["rgb(17, 24, 39)", "rgb(255, 255, 255)", "rgb(28, 43, 58)", "rgb(255, 204, 0)", "rgba(0, 0, 0, 0.1)", "rgba(0, 0, 0, 0.9)",
                       "rgb(37, 99, 235)", "rgb(120, 120, 120)", "rgb(200, 200, 200)", ""]
        let printed = try Self.run(["isDark"], "console.log(JSON.stringify(\(colours).map(isDark)));")
        // #2563eb: luminance 0.15, dark; grey 120: 0.19, dark; grey 200: 0.58, light.
        #expect(printed == "[true,false,true,false,false,true,true,true,false,false]")
    }

    @Test("The diagram's cursor follows the scrub: the offset's x on the diagram's axis, clamped to it",
          .enabled(if: PreviewEventLogTests.node != nil, "needs node to run the page's script"))
    func diagramCursor() throws {
        let printed = try Self.run(["diagramX"], "const axis = [200, 1092, -422, 2532, 80, 400];\nconsole.log(JSON.stringify([-1000, -422, 0, 1055, 2532, 9000].map((x) => diagramX(axis, x))));")
        // 892 px for 2954 pt: 0 is at 200 + 422 · 892 / 2954 = 327.43…
        let xs = try JSONDecoder().decode([Double].self, from: Data(try #require(printed).utf8))
        let perPoint: Double = 892.0 / 2954.0
        let expected: [Double] = [200, 200, 200 + 422 * perPoint, 200 + 1477 * perPoint, 1092, 1092]
        #expect(xs.count == 6)
        for (x, e) in zip(xs, expected) {
            let gap: Double = abs(x - e)
            #expect(gap < 1e-9, "\(xs)")
        }
    }

    @Test("The diagram says where its axis is, so that the page can place the cursor; the page moves it at every render")
    func diagramAxisAttribute() throws {
        let document = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        let probe = try PreviewData.probe(of: document)
        let svg = probe.diagram()
        let match = try #require(svg.firstMatch(of: /data-offset-axis="([^"]+)"/))
        let axis = match.1.split(separator: " ").compactMap { Double($0) }
        #expect(axis.count == 6)
        #expect(axis[0] < axis[1] && axis[2] < axis[3] && axis[4] < axis[5], "\(axis)")
        #expect(axis[2] <= 0 && axis[3] >= probe.layout.maximumOffset, "the axis covers the scroll range: \(axis)")
        let page = try PreviewPage.html(PreviewData(document: document, title: "w.json", step: nil), diagram: svg)
        #expect(page.contains("moveDiagramCursor(state.offset);"))
    }
}
