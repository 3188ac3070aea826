import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview

@Suite("Staggered groups in the preview")
struct StaggerPreviewTests {
    @Test("The staggered grid example previews as a wave: every card's sample is its staggered timeline's value, the centre ahead of the corners")
    func wave() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Documents/stagger-grid.stage.json")
        let document = try StageDocument(json: Data(contentsOf: url))
        let data = try PreviewData(document: document, title: "stagger-grid.stage.json", step: 450)
        let names = data.targets.map(\.name)
        #expect(names.filter { $0.hasSuffix(".opacity") } == (1...12).map { "card\($0).opacity" })
        let values = try #require(data.samples["full"]?.values)
        // Sample 1 is offset 450: progress 0.5 of the scene "wave" (0…900).
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutCubic))
        let group = try Stagger(from: .center, spread: .amount(0.6), arrangement: .grid(rows: 4, columns: 3)).spread(fade, count: 12)
        var opacities: [Double] = []
        for card in 1...12 {
            let index = try #require(names.firstIndex(of: "card\(card).opacity"))
            let sample = try #require(values[index][1])
            #expect(abs(sample - group[card - 1].value(at: 0.5)) < 1e-12, "card\(card)")
            opacities.append(sample)
        }
        #expect(opacities[4] == 1 && opacities[7] == 1)           // the centre cells have arrived
        #expect(opacities[0] == 0 && opacities[11] == 0)          // the corners have not started
        #expect(opacities[1] > 0 && opacities[1] < opacities[3])  // in between, by distance
    }
}
