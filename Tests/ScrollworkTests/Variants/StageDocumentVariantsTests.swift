import Foundation
import Testing
@testable import Scrollwork

@Suite("StageDocumentVariants")
struct StageDocumentVariantsTests {
    /// `Examples/Documents/responsive.stage.json`, as committed.
    static let responsiveFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Documents/responsive.stage.json")

    final class Element { var value = -1.0 }

    @Test("A document with variants round-trips exactly: json → document → json is byte-identical, and through a responsive stage gives the document back")
    func roundTrip() throws {
        let document = try StageDocument(json: Data(contentsOf: Self.responsiveFile))
        #expect(document.variants.map(\.name) == ["desktop", "tablet", "phone"])
        #expect(document.variants[1].condition == StageVariant.Condition(minWidth: 600, maxWidth: 1024))
        let json = try document.json()
        #expect(try StageDocument(json: json) == document)
        #expect(try StageDocument(json: json).json() == json)
        let page = try ResponsiveStage(document)
        #expect(try StageDocument(responsive: page) == document)
        try page.update(.init(width: 768, height: 1024))
        #expect(try StageDocument(responsive: page) == document)      // the variant in force is not written as base scenes
        // Every kind of condition, written and read back.
        let every = #"{"version": 2, "variants": [{"name": "a", "when": {"minWidth": 1, "maxWidth": 2.5, "minHeight": 3, "maxHeight": 4, "orientation": "landscape", "horizontalSizeClass": "regular", "verticalSizeClass": "compact", "motion": "reduced", "flags": ["x", "b"]}, "scenes": []}, {"name": "b", "scenes": []}]}"#
        let read = try StageDocument(json: Data(every.utf8))
        #expect(read.variants[0].condition == StageVariant.Condition(
            minWidth: 1, maxWidth: 2.5, minHeight: 3, maxHeight: 4, orientation: .landscape, horizontalSizeClass: .regular,
            verticalSizeClass: .compact, motionPolicy: .reduced, flags: ["x", "b"]))
        let written = try String(decoding: read.json(), as: UTF8.self)
        #expect(written.range(of: #""b""#)!.lowerBound < written.range(of: #""x""#)!.lowerBound)   // flags sorted
        #expect(try StageDocument(json: Data(written.utf8)) == read)
    }

    @Test("The example previews at three widths: phone, tablet and desktop each put their variant in force, with its values")
    func threeWidths() throws {
        let document = try StageDocument(json: Data(contentsOf: Self.responsiveFile))
        let hero = Element(), card2 = Element()
        let page = try ResponsiveStage(document, bindings: [
            "hero.opacity": .keyPath(\Element.value, on: hero), "card2.opacity": .keyPath(\Element.value, on: card2),
        ])
        #expect(page.stage.diagnostics.filter { $0.kind == .unusedBinding }.isEmpty)
        page.stage.setOffset(500)
        var seen: [String] = []
        for width in [390.0, 768, 1280] {
            try page.update(.init(width: width, height: 844))
            seen.append(page.variantInForce ?? "none")
        }
        #expect(seen == ["phone", "tablet", "desktop"])
        #expect(page.stage.sceneNames == ["progress", "hero", "cards"])
        #expect(hero.value == 1)      // desktop's hero has no fade: the dropped track is back at rest
        try page.update(.init(width: 390, height: 844))
        #expect(page.stage.sceneNames == ["progress", "hero", "card1", "card2", "card3"])
        #expect(hero.value > 0 && hero.value < 1)
        #expect(page.diagnostics.isEmpty)
    }

    @Test("Faults of variants: names twice, a base scene's name, an unknown condition field, a bad orientation — each at its line and path")
    func faults() {
        let json = #"""
        {"version": 2, "scenes": [{"name": "base", "start": 0, "end": 10}],
         "variants": [
          {"name": "a", "when": {"minWidh": 600}, "scenes": [{"name": "base", "start": 0, "end": 5}]},
          {"name": "a", "when": {"orientation": "sideways"}, "scenes": [{"name": "s", "start": 0, "end": 5}, {"name": "s", "start": 1, "end": 5}]},
          {"when": {"motion": "reduced"}}
         ]}
        """#
        do {
            _ = try StageDocument(json: Data(json.utf8))
            Issue.record("accepted")
        } catch {
            let lines = error.faults.map { "\($0.line ?? 0) \($0.path) \($0.kind)" }
            #expect(lines == [
                "3 variants[0].when.minWidh unknownKey",
                "3 variants[0].scenes[0].name duplicateName",
                "4 variants[1].name duplicateName",
                "4 variants[1].when.orientation invalidValue",
                "4 variants[1].scenes[1].name duplicateName",
                "5 variants[2].name missing",
            ])
            #expect(error.faults[0].suggestion == "minWidth")
        }
    }
}
