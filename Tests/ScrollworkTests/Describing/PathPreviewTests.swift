import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview

@Suite("Path tracks in the preview")
struct PathPreviewTests {
    @Test("a path target carries its path data, three components a sample, and moves a box on the screen along it")
    func pathTarget() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Documents/flight.stage.json")
        let document = try StageDocument(json: Data(contentsOf: url))
        let data = try PreviewData(document: document, title: "flight.stage.json", step: 100)
        let target = try #require(data.targets.first)
        #expect(target.type == "path" && target.components == 3)
        let path = try #require(document.targets.first?.motionPath)
        #expect(target.path == path.pathData)
        let effect = try #require(data.mock.effects.first)
        #expect(effect.apply == .path && effect.element == "plane")
        #expect(data.mock.boxes.first { $0.name == "plane" }?.layer == "screen")
        // The sample at offset 1000 (progress 0.5, eased in and out: half the path) is the placement there.
        let values = try #require(data.samples["full"]?.values[0])
        let sample = values[30..<33].map { $0 ?? .nan }
        let expected = path.placement(at: Easing.easeInOutSine(0.5), rotation: .tangent())
        #expect(abs(sample[0] - expected.x) < 1e-9 && abs(sample[1] - expected.y) < 1e-9 && abs(sample[2] - expected.angle) < 1e-12)
    }
}
