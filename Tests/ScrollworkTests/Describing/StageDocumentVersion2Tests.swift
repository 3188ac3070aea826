import Foundation
import Testing
@testable import Scrollwork
@testable import Walkthrough

@Suite("Stage document, version 2")
struct StageDocumentVersion2Tests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("The version 1 walkthrough.json (as committed before version 2) reads to the walkthrough's document, and writes as the committed version 2 file")
    func walkthroughMigrates() throws {
        let v1 = try Data(contentsOf: Self.fixtures.appendingPathComponent("walkthrough-v1.json"))
        let migrated = try StageDocument(json: v1)
        let code = try Walkthrough().document
        #expect(migrated == code)
        #expect(migrated.numbersForComparison == code.numbersForComparison)
        let v2 = try Data(contentsOf: WalkthroughDocumentTests.file)
        #expect(try migrated.json() + Data("\n".utf8) == v2)
        #expect(try StageDocument(json: v2) == migrated)
    }

    @Test("A random stage's document written as version 1 reads to the same document, bit for bit, and writes the same version 2 bytes", arguments: 0..<40)
    func version1Migrates(seed: UInt64) throws {
        let document = try StageDocument(RandomStage(seed: seed).stage(log: StageLog()))
        let v1 = try Version1Form(document: document).json
        #expect(String(decoding: v1, as: UTF8.self).contains(##""version" : 1"##))
        let migrated = try StageDocument(json: v1)
        #expect(migrated == document, "seed \(seed)")
        #expect(migrated.numbersForComparison == document.numbersForComparison, "seed \(seed)")
        #expect(try migrated.json() == document.json(), "seed \(seed)")
    }

    @Test("Version 2 has no synthesized keys: no `_0` (or any `_n`) anywhere in a random stage's document", arguments: 0..<40)
    func noSynthesizedKeys(seed: UInt64) throws {
        let text = String(decoding: try StageDocument(RandomStage(seed: seed).stage(log: StageLog())).json(), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"version\": 2,"))
        #expect(text.range(of: ##""_[0-9]+""##, options: .regularExpression) == nil, "seed \(seed)")
    }

    /// A version 2 document of one scene with `fields` (JSON members, no braces).
    static func scene(_ fields: String, layout: String = ##""layout": {"viewport": [390, 844], "content": [390, 4000], "elements": {"hero": [0, 1000, 390, 600], "page2": [0, 1600, 390, 844]}}, "##) -> Data {
        Data(##"{"version": 2, \##(layout)"scenes": [{"name": "s", \##(fields)}]}"##.utf8)
    }

    @Test("Short anchors read as the anchors ScrollTrigger's strings mean", arguments: [
        (##""trigger": "hero", "start": "top center", "end": "+=400""##, ScrollAnchor.element("hero", .start, meets: .center), ScrollScene.End.length(400)),
        (##""trigger": "hero", "start": "top top+=100", "end": "bottom 80%""##, .element("hero", .start, meets: .start + 100), .anchor(.element("hero", .end, meets: .fraction(0.8)))),
        (##""trigger": "hero", "start": "center-=20 bottom-=100", "end": "bottom top""##, .element("hero", .center - 20, meets: .end - 100), .anchor(.element("hero", .end, meets: .start))),
        (##""start": "#page2 top 100px", "end": "#hero bottom top +=5""##, .element("page2", .start, meets: .points(100)), .anchor(.element("hero", .end, meets: .start, plus: 5))),
        (##""trigger": "hero", "start": "#page2 25% center", "end": "content bottom bottom""##, .element("page2", .fraction(0.25), meets: .center), .anchor(.content(.end, meets: .end))),
        (##""start": 1200, "end": 1800.5"##, .offset(1200), .anchor(.offset(1800.5))),
        (##""start": {"offset": -0.0}, "end": "+=0""##, .offset(-0.0), .length(0)),
        (##""start": {"element": "hero", "edge": "top", "viewportEdge": {"fraction": 0.5, "points": 2}, "points": 3}, "end": "+=1""##,
         .element("hero", .start, meets: ScrollAnchor.Position(fraction: 0.5, points: 2), plus: 3), .length(1)),
        (##""trigger": "hero", "start": "left right", "end": "start end -=0""##, .element("hero", .start, meets: .end), .anchor(.element("hero", .start, meets: .end, plus: -0.0))),
    ])
    func shortAnchors(fields: String, start: ScrollAnchor, end: ScrollScene.End) throws {
        let document = try StageDocument(json: Self.scene(fields))
        let scene = try #require(document.scenes.first)
        #expect(scene.start == start)
        #expect(scene.start.points.bitPattern == start.points.bitPattern)
        #expect(scene.end == end)
        if case .anchor(let read) = scene.end, case .anchor(let expected) = end { #expect(read.points.bitPattern == expected.points.bitPattern) }
        // Written back, read again: the same document, the same bytes.
        let json = try document.json()
        #expect(try StageDocument(json: json) == document)
        #expect(try StageDocument(json: json).json() == json)
    }

    @Test("Every optional field is optional: a minimal document reads with the documented defaults")
    func defaults() throws {
        let json = Data(##"{"version": 2, "scenes": [{"name": "intro", "start": 0, "end": "+=600", "tracks": [{"target": "title.opacity", "initial": 0}, {"target": "bg", "type": "color", "initial": "#1d3b8b"}]}]}"##.utf8)
        let document = try StageDocument(json: json)
        let scene = try #require(document.scenes.first)
        #expect(document.layout == nil && document.tracks.isEmpty && document.labels.isEmpty)
        #expect(scene.hysteresis.bitPattern == 0 && !scene.once && scene.isEnabled)
        #expect(scene.tracks.map(\.domain) == [.progress, .progress])
        #expect(scene.tracks.map(\.motion) == [.default(for: Double.self), .default(for: RGBA.self)])
        #expect(scene.tracks[1].timeline == .color(Timeline(initial: RGBA(0x1D3B8B))))
        #expect(try StageDocument(json: Data(##"{"version": 2}"##.utf8)).scenes.isEmpty)
    }

    @Test("Colours: `#rrggbb` and `#rrggbbaa` read as the hex colour; a colour no hex spells exactly is written as components and reads back bit for bit")
    func colours() throws {
        let json = Data(##"{"version": 2, "tracks": [{"target": "bg", "type": "color", "initial": "#ff000080", "scales": [{"start": 0, "length": 1, "to": {"red": 0.11, "green": 0.2, "blue": 0.3}}]}]}"##.utf8)
        let document = try StageDocument(json: json)
        guard case .color(let timeline) = try #require(document.tracks.first).timeline else {
            Issue.record("not a colour track")
            return
        }
        #expect(timeline.initialValue == RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(timeline.scales.first?.to == RGBA(red: 0.11, green: 0.2, blue: 0.3, alpha: 1))
        let text = String(decoding: try document.json(), as: UTF8.self)
        #expect(text.contains(##""initial": "#ff000080""##))
        #expect(text.contains(##""to": {"red": 0.11, "green": 0.2, "blue": 0.3, "alpha": 1}"##))
    }

    /// A document of awkward numbers (−0, subnormals, thirds, short and long percentages), view
    /// anchors, names with spaces and `#`, colours no hex spells, velocity tracks and cubic-bezier
    /// easings: the generated documents of the round-trip property test and of the schema corpus.
    static func awkwardDocument(seed: UInt64) throws -> StageDocument {
        var random = SplitMix64(seed: seed &+ 7_777)
        func awkward() -> Double {
            switch random.next() % 8 {
            case 0: return -0.0
            case 1: return Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF)          // subnormal
            case 2: return Double(random.next() % 200) / 100                                    // a short percentage
            case 3: return 1.0 / Double(1 + random.next() % 9)                                  // thirds, sevenths…
            case 4: return (Double(random.next() >> 11) * 0x1p-53 - 0.5) * 1e6
            default: return Double(random.next() >> 11) * 0x1p-53
            }
        }
        func position() -> ScrollAnchor.Position { ScrollAnchor.Position(fraction: awkward(), points: awkward()) }
        let names = ["hero", "page two", "#odd", "p"]
        func anchor() -> ScrollAnchor {
            switch random.next() % 4 {
            case 0: .offset(awkward())
            case 1: .content(position(), meets: position(), plus: awkward())
            case 2: .view(ScrollAnchor.ViewRange.all[Int(random.next() % 6)], of: names[Int(random.next() % 4)], at: position(),
                          insets: ScrollAnchor.ViewInsets(start: position(), end: position()))
            default: .element(names[Int(random.next() % 4)], position(), meets: position(), plus: awkward())
            }
        }
        let stage = Stage(layout: StageLayout(axis: random.next() % 2 == 0 ? .vertical : .horizontal, viewport: CGSize(width: 390, height: 844),
                                              content: CGSize(width: 390, height: 5000), elements: ["hero": CGRect(x: 0, y: awkward(), width: 390, height: 600)]))
        for index in 0..<4 {
            var scene = random.next() % 2 == 0 ? ScrollScene("s\(index)", start: anchor(), length: abs(awkward()))
                                               : ScrollScene("s\(index)", start: anchor(), end: anchor())
            let colours = try Timeline(initial: RGBA(red: awkward(), green: awkward(), blue: awkward(), alpha: awkward())) {
                Segment(to: RGBA(UInt32(random.next() % 0x1000000)), over: 0.5)
            }
            let velocity = try Timeline(initial: awkward()) { Segment(to: awkward(), over: 6000, easing: .cubicBezier(awkward(), awkward(), awkward(), awkward()), at: -3000) }
            scene.add(Track(colours) { _ in }.named("bg\(index)"))
            scene.add(Track(velocity, domain: .velocity, motion: .decorative) { _ in }.named("skew\(index)"))
            try stage.add(scene)
        }
        stage.add(StageLabel("l", at: anchor()))
        stage.add(StageLabel("m", scene: "s0", progress: awkward()))
        return try StageDocument(stage)
    }

    @Test("Encode → decode → encode is byte-identical and every value bit-exact over generated documents of awkward numbers (fixed seeds)", arguments: 0..<100)
    func awkwardNumbers(seed: UInt64) throws {
        let document = try Self.awkwardDocument(seed: seed)
        let json = try document.json()
        let decoded = try StageDocument(json: json)
        #expect(decoded == document, "seed \(seed)")
        #expect(decoded.numbersForComparison == document.numbersForComparison, "seed \(seed)")
        #expect(try decoded.json() == json, "seed \(seed): \(String(decoding: json, as: UTF8.self))")
        // The same document through a plain JSONDecoder/JSONEncoder (the Codable conformance).
        #expect(try JSONDecoder().decode(StageDocument.self, from: JSONEncoder().encode(document)) == document, "seed \(seed)")
    }
}

@Suite("Stage document, version 2, in the docs")
struct StageDocumentDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ```json blocks of a Markdown file.
    static func jsonBlocks(in path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [String] = [], current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```json" { current = [] } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(String(line))
            }
        }
        return blocks
    }

    @Test("Every version 2 document shown in DescribingAStage.md reads, and makes a stage")
    func describingAStage() throws {
        let blocks = try Self.jsonBlocks(in: "Sources/Scrollwork/Documentation.docc/DescribingAStage.md")
        #expect(!blocks.isEmpty)
        for block in blocks {
            let document = try StageDocument(json: Data(block.utf8))
            _ = try Stage(document)
            #expect(!document.scenes.isEmpty)
        }
    }

    @Test("The scene shown in the README reads as the walkthrough's first scene with its first track")
    func readme() throws {
        let scenes = try Self.jsonBlocks(in: "README.md").filter { $0.contains(#""trigger""#) }
        #expect(scenes.count == 1)
        let walkthrough = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        var first = try #require(walkthrough.scenes.first)
        first.tracks = Array(first.tracks.prefix(1))
        for scene in scenes {
            let document = try StageDocument(json: Data(#"{"version": 2, "scenes": [\#(scene)]}"#.utf8))
            #expect(document.scenes == [first])
        }
    }

    @Test("Every version 2 document under Examples/ reads and makes a stage; the landing page there is the one DescribingAStage.md shows")
    func examples() throws {
        let folder = Self.root.appendingPathComponent("Examples")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
        var read = 0
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            guard String(decoding: data, as: UTF8.self).contains(#""version": 2"#) else { continue }
            _ = try Stage(StageDocument(json: data))
            read += 1
        }
        #expect(read >= 2, "\(files)")
        let landing = try String(contentsOf: folder.appendingPathComponent("Documents/landing.stage.json"), encoding: .utf8)
        #expect(try Self.jsonBlocks(in: "Sources/Scrollwork/Documentation.docc/DescribingAStage.md").contains(landing.trimmingCharacters(in: .newlines)))
    }
}
