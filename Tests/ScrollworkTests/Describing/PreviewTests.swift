import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview
@testable import Walkthrough

@Suite("Preview")
struct PreviewTests {
    @Test("The preview's samples of walkthrough.json are the walkthrough's own values at every sample, under both policies")
    func samplesAreTheStagesValues() throws {
        let document = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        let data = try PreviewData(document: document, title: "walkthrough.json", step: nil)
        #expect(data.step == 2 && data.range == [0, 2532] && data.count == 1267)
        #expect(data.targets.map(\.name) == document.targets.map(\.name))
        #expect(data.scenes == ["page1", "page2", "page3", "page4", "pin", "finale"])
        #expect(data.markers.count == 11 && data.diagnostics.isEmpty)
        let center = try #require(data.targets.firstIndex { $0.name == "logo.center" })
        let background = try #require(data.targets.firstIndex { $0.name == "screen.background" })
        let pin = try #require(data.targets.firstIndex { $0.name == "card.pin" })
        for policy in [MotionPolicy.full, .reduced] {
            let walkthrough = try Walkthrough(policy: policy)
            let samples = try #require(data.samples["\(policy)"])
            for index in 0..<data.count {
                walkthrough.stage.setOffset(Double(index) * data.step)
                let colour = walkthrough.screen.background
                #expect(samples.values[center][2 * index..<2 * index + 2].map { $0 } == [Double(walkthrough.logo.center.x), Double(walkthrough.logo.center.y)])
                #expect(samples.values[background][4 * index..<4 * index + 4].map { $0 } == [colour.red, colour.green, colour.blue, colour.alpha])
                #expect(samples.values[pin][index] == walkthrough.card.pin)
                #expect(samples.progress[4][index] == walkthrough.stage.progress(of: "pin"))
            }
        }
    }

    @Test("The page embeds the data and the diagram, and leaves a marked place for diagnostics")
    func page() throws {
        let document = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        var data = try PreviewData(document: document, title: "<walkthrough>.json", step: 50)
        data.diagnostics = ["scene `x` starts past the largest offset </script>"]
        let html = try PreviewPage.html(data, diagram: Stage(document).diagram())
        #expect(html.contains("<title>&lt;walkthrough&gt;.json · Scrollwork preview</title>"))
        #expect(html.contains("<!-- DIAGNOSTICS:") && html.contains(#""diagnostics":["scene `x` starts past the largest offset <\/script>"]"#))
        #expect(html.components(separatedBy: "</script>").count == 3)   // the data block and the code, nothing closed early
        #expect(html.contains("<template id=\"diagram-svg\"><svg"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))   // self-contained
    }
}
