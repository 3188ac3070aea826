// The preview of a responsive document (issue 39, item 4): a page per variant, the variant in force
// chosen by width with StageVariant.Condition's rule, and the events a switch reports.

import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview

@Suite("Preview responsive")
struct PreviewResponsiveTests {
    static func document() throws -> StageDocument {
        try StageDocument(json: Data(contentsOf: StageDocumentVariantsTests.responsiveFile))
    }

    @Test("The page's chooseVariant picks what StageVariant.Condition picks, over seeded conditions and contexts",
          .enabled(if: PreviewEventLogTests.node != nil, "needs node to run the page's script"))
    func choiceMatchesSwift() throws {
        var random = SplitMix64(seed: 39_4)
        let bounds: [Double?] = [nil, nil, 0, 390, 599.5, 600, 768, 1024, 1280, 2000]
        func bound() -> Double? { bounds.randomElement(using: &random)! }
        var cases: [(conditions: [StageVariant.Condition], contexts: [StageVariant.Context])] = []
        for _ in 0..<60 {
            let conditions = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                StageVariant.Condition(
                    minWidth: bound(), maxWidth: bound(), minHeight: Bool.random(using: &random) ? nil : bound(), maxHeight: Bool.random(using: &random) ? nil : bound(),
                    orientation: [nil, nil, .portrait, .landscape].randomElement(using: &random)!,
                    horizontalSizeClass: Int.random(in: 0..<4, using: &random) == 0 ? StageVariant.SizeClass.allCases.randomElement(using: &random) : nil,
                    verticalSizeClass: Int.random(in: 0..<4, using: &random) == 0 ? StageVariant.SizeClass.allCases.randomElement(using: &random) : nil,
                    motionPolicy: [nil, nil, MotionPolicy.full, .reduced].randomElement(using: &random)!,
                    flags: Int.random(in: 0..<8, using: &random) == 0 ? ["signedIn"] : [])
            }
            let contexts = (0..<50).map { _ in
                let width = Bool.random(using: &random) ? (bounds.compactMap { $0 }.randomElement(using: &random)!) : Double.random(in: 0..<2400, using: &random)
                let height = Bool.random(using: &random) ? (bounds.compactMap { $0 }.randomElement(using: &random)!) : Double.random(in: 0..<2400, using: &random)
                let sizeClass = { [nil, StageVariant.SizeClass.compact, .regular].randomElement(using: &random)! }
                return StageVariant.Context(width: width, height: height, horizontalSizeClass: sizeClass(), verticalSizeClass: sizeClass(),
                                            motionPolicy: Bool.random(using: &random) ? .full : .reduced)
            }
            cases.append((conditions, contexts))
        }
        let encoder = JSONEncoder()
        var script = "const cases = [\n"
        var expected: [[Int]] = []
        for (conditions, contexts) in cases {
            let json = String(decoding: try encoder.encode(conditions.map(PreviewVariants.Condition.init)), as: UTF8.self)
            // A size class the context lacks is left out (undefined) or null, alternately: both mean none.
            let points = contexts.enumerated().map { index, context in
                let none = index.isMultiple(of: 2) ? "" : "null"
                func size(_ key: String, _ value: StageVariant.SizeClass?) -> String {
                    value.map { ", \"\(key)\": \"\($0.rawValue)\"" } ?? (none.isEmpty ? "" : ", \"\(key)\": null")
                }
                return "{\"width\": \(context.width), \"height\": \(context.height), \"motion\": \"\(context.motionPolicy == .reduced ? "reduced" : "full")\""
                    + size("horizontalSizeClass", context.horizontalSizeClass) + size("verticalSizeClass", context.verticalSizeClass) + "}"
            }
            script += "[\(json), [\(points.joined(separator: ", "))]],\n"
            expected.append(contexts.map { context in conditions.firstIndex { $0.holds(in: context) } ?? -1 })
        }
        script += "];\nconsole.log(JSON.stringify(cases.map(([c, xs]) => xs.map((x) => chooseVariant(c, x)))));"
        let data = try PreviewData(document: Self.document(), title: "r.json", step: 50)
        let page = try PreviewPage.html(data, diagram: "")
        let source = "\"use strict\";\n" + (try PreviewEventLogTests.function("chooseVariant", in: page)) + "\n" + script
        let printed = try PreviewEventLogTests.runNode(source)
        let chosen = try JSONDecoder().decode([[Int]].self, from: printed)
        #expect(chosen == expected)
        // Every outcome occurs: none, and the first, second and later variants.
        let outcomes = Set(expected.flatMap { $0 })
        #expect(outcomes.isSuperset(of: [-1, 0, 1, 2]), "\(outcomes)")
        // Conditions on size classes are chosen, and passed over, many times.
        let chosenSized = zip(cases, expected).flatMap { item, indexes in indexes.filter { $0 >= 0 }.map { item.conditions[$0] } }
            .filter { $0.horizontalSizeClass != nil || $0.verticalSizeClass != nil }.count
        #expect(chosenSized > 100, "\(chosenSized)")
    }

    @Test("A device picked in the preview reports its size classes: Phone a phone's in portrait, Tablet an iPad's, the rest none unless picked",
          .enabled(if: PreviewEventLogTests.node != nil, "needs node to run the page's script"))
    func deviceSizeClasses() throws {
        let data = try PreviewData(document: Self.document(), title: "r.json", step: 50)
        let page = try PreviewPage.html(data, diagram: "")
        let asked = [("device", "390"), ("device", "768"), ("device", "1280"), ("device", "window"), ("device", "500"),
                     ("none", "390"), ("regular,compact", "390"), ("compact,compact", "1280")]
        let source = "\"use strict\";\n" + (try PreviewEventLogTests.function("sizeClassesOf", in: page)) + "\nconsole.log(JSON.stringify("
            + "[" + asked.map { "sizeClassesOf(\"\($0.0)\", \"\($0.1)\")" }.joined(separator: ", ") + "].map((c) => [c.horizontalSizeClass, c.verticalSizeClass])));"
        let printed = try JSONDecoder().decode([[String?]].self, from: try PreviewEventLogTests.runNode(source))
        #expect(printed == [["compact", "regular"], ["regular", "regular"], [nil, nil], [nil, nil], [nil, nil],
                            [nil, nil], ["regular", "compact"], ["compact", "compact"]])
    }

    @Test("--strict checks every variant's page: a target misspelt only inside variants is reported, with the variant's name, and fails the check")
    func strictChecksVariants() throws {
        let text = try String(contentsOf: StageDocumentVariantsTests.responsiveFile, encoding: .utf8)
        #expect(PreviewCheck(json: Data(text.utf8), file: "r.json", strict: true).lines == [])
        let misspelt = text.replacingOccurrences(of: "\"card1.opacity\"", with: "\"cadr1.opacity\"")
        #expect(misspelt != text)
        let check = PreviewCheck(json: Data(misspelt.utf8), file: "r.json", strict: true)
        #expect(check.status == 1)
        #expect(!check.lines.isEmpty && check.lines.allSatisfy { $0.contains(": error: variant \"") && $0.contains("cadr1") }, "\(check.lines)")
        // Each variant that animates card1 is named once; the base stage alone has nothing to say.
        let named = check.lines.map { $0.components(separatedBy: "variant \"")[1].prefix { $0 != "\"" } }
        #expect(named == ["desktop", "tablet", "phone"], "\(check.lines)")
        #expect(try PreviewData.probe(of: StageDocument(json: Data(misspelt.utf8))).diagnostics.isEmpty)
        // Without --strict the same lines are warnings and the status is 0.
        let lenient = PreviewCheck(json: Data(misspelt.utf8), file: "r.json", strict: false)
        #expect(lenient.status == 0 && lenient.lines.count == check.lines.count && lenient.lines.allSatisfy { $0.contains(": warning: variant") })
    }

    @Test("A responsive document's preview holds a page per variant (base scenes with the variant's) and one for none")
    func pagePerVariant() throws {
        let variants = try #require(try PreviewVariants(document: Self.document(), title: "r.json", step: 50))
        #expect(variants.variants.map(\.name) == ["desktop", "tablet", "phone"])
        #expect(variants.none.data.scenes == ["progress"])
        #expect(variants.variants.map(\.data.scenes) == [["progress", "hero", "cards"], ["progress", "hero", "cards"],
                                                         ["progress", "hero", "card1", "card2", "card3"]])
        #expect(variants.variants[0].condition.minWidth == 1024 && variants.variants[1].condition.maxWidth == 1024)
        #expect(variants.width == 390)
        #expect(variants.variants.allSatisfy { $0.diagram.contains("<svg") })
        // A document without variants has no responsive preview.
        let plain = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        #expect(try PreviewVariants(document: plain, title: "w.json", step: 50) == nil)
    }

    @Test("The switch events listed for a sample are those a responsive stage opened there reports switching")
    func switchEvents() throws {
        let document = try Self.document()
        let variants = try #require(try PreviewVariants(document: document, title: "r.json", step: 50))
        #expect(variants.switches.count == 12)   // 3 variants and none: 4 · 3 ordered pairs
        let range = variants.none.data.range
        for key in ["desktop>phone", "phone>desktop", "none>tablet"] {
            let parts = key.split(separator: ">").map(String.init)
            for index in stride(from: 0, to: variants.none.data.count, by: 7) {
                let offset = min(range[1], range[0] + Double(index) * 50)
                let page = try ResponsiveStage(document)
                let width = ["desktop": 1280.0, "tablet": 768, "phone": 390, "none": .nan]
                if parts[0] != "none" { try page.update(.init(width: width[parts[0]]!, height: 844)) }
                page.stage.setOffset(offset)
                var events: [String] = []
                page.stage.onEvent = { events.append($0.description) }
                try page.update(.init(width: width[parts[1]]!, height: 844))
                let listed = variants.switches[key]?.first { $0.index == index }?.events ?? []
                #expect(listed == events, "\(key) at \(offset)")
            }
        }
        // Going wide past the hero's end: the desktop hero is longer, so it enters back.
        #expect(variants.switches["phone>desktop"]?.isEmpty == false)
    }

    @Test("The page of a responsive document carries its variants and shows the width picker; a plain page carries null")
    func pageCarriesVariants() throws {
        let document = try Self.document()
        let data = try PreviewData(document: document, title: "r.json", step: 50)
        let variants = try PreviewVariants(document: document, title: "r.json", step: 50)
        let page = try PreviewPage.html(data, diagram: "", variants: variants)
        #expect(page.contains(#"<script type="application/json" id="preview-variants">{"none":"#))
        #expect(page.contains(#"data-width="390">Phone"#) && page.contains(#"data-width="768">Tablet"#) && page.contains(#"data-width="1280">Desktop"#))
        #expect(!page.contains("{{VARIANTS}}"))
        let plain = try PreviewPage.html(data, diagram: "")
        #expect(plain.contains(#"id="preview-variants">null</script>"#))
    }
}
