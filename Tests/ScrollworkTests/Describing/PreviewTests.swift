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

    @Test("The page embeds the data, the diagram and the diagnostics")
    func page() throws {
        let document = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        var data = try PreviewData(document: document, title: "<walkthrough>.json", step: 50)
        data.diagnostics = ["scene `x` starts past the largest offset </script>"]
        let html = try PreviewPage.html(data, diagram: Stage(document).diagram())
        #expect(html.contains("<title>&lt;walkthrough&gt;.json · Scrollwork preview</title>"))
        #expect(html.contains("id=\"diagnostic-list\"") && html.contains(#""diagnostics":["scene `x` starts past the largest offset \u003c\/script\u003e"]"#))
        #expect(html.components(separatedBy: "</script>").count == 4)   // the data block, the variants block and the code, nothing closed early
        #expect(html.contains("<template id=\"diagram-svg\"><svg"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))   // self-contained
    }
}

@Suite("Preview diagnostics")
struct PreviewDiagnosticsTests {
    @Test("The preview page carries the stage's diagnostics (not the unbound targets it binds itself)")
    func diagnostics() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let built = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000))) {
            ScrollScene("intro", start: 0, length: 400) { Track(ramp) { _ in }.named("title.opacity") }
            ScrollScene("credits", start: 1300, length: 400)
        }
        let data = try PreviewData(document: try StageDocument(built), title: "t.json", step: 100)
        #expect(data.diagnostics == ["credits: never active: it starts at 1300, at or past the end of the scroll range (1200)"])
    }
}

@Suite("Preview diagnostics, one source")
struct PreviewDiagnosticsAgreeTests {
    /// The `! ` lines the diagram lists under its legend, unescaped.
    static func diagramLines(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { node -> String? in
            guard node.contains("class=\"warn\""), let open = node.firstIndex(of: ">"), let close = node.range(of: "</text>") else { return nil }
            let text = String(node[node.index(after: open)..<close.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            return text.hasPrefix("! ") ? text : nil
        }
    }

    /// Whether the diagram's lines are the panel's, in order (a line too long for the diagram ends in `…`).
    static func agree(_ lines: [String], _ panel: [String]) -> Bool {
        lines.count == panel.count && zip(lines, panel).allSatisfy { line, item in
            line == "! " + item || (line.hasSuffix("…") && ("! " + item).hasPrefix(line.dropLast()))
        }
    }

    @Test("The panel and the diagram of a preview list the same diagnostics, from one stage", arguments: ["walkthrough", "faulty"])
    func agree(document name: String) throws {
        let document: StageDocument
        if name == "walkthrough" {
            document = try StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file))
        } else {
            let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 0.4, at: 0.6) }
            document = try StageDocument(Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 1800))) {
                ScrollScene("intro", start: 0, length: 400) { Track(ramp) { _ in }.named("title.opacity") }
                ScrollScene("fade", start: 800, length: 400) { Track(ramp) { _ in }.named("card.opacity") }
                ScrollScene("credits", start: 1300, length: 400) { Track(ramp) { _ in }.named("credits.opacity") }
                ScrollScene("zero", start: 0, length: 0)
                StageLabel("top", at: .offset(0))
                StageLabel("top", at: .offset(10))
            })
        }
        let probe = try PreviewData.probe(of: document)
        let data = try PreviewData(document: document, probe: probe, title: "\(name).json", step: 100)
        let svg = probe.diagram()
        let lines = Self.diagramLines(svg)
        #expect(Self.agree(lines, data.diagnostics), "diagram: \(lines)\npanel: \(data.diagnostics)")
        #expect(data.diagnostics == probe.diagnostics.map(\.description))
        #expect(!data.diagnostics.contains { $0.contains(": unbound:") }, "the page binds every target: \(data.diagnostics)")
        if name == "walkthrough" {
            #expect(data.diagnostics.isEmpty && !svg.contains("diagnostic"))
        } else {
            #expect(data.diagnostics.count == 5, "\(data.diagnostics)")
            #expect(svg.contains("\(data.diagnostics.count) diagnostics: what can never happen with this layout"))
        }
    }
}

@Suite("Preview page safety")
struct PreviewPageSafetyTests {
    @Test("Names from a document cannot inject markup or placeholders into the page")
    func hostileNames() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let hostile = "<img src=x onerror=alert(1)>"
        let built = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000))) {
            ScrollScene("{{DATA}}", start: 0, length: 400) { Track(ramp) { _ in }.named("{{TITLE}}") }
            ScrollScene(hostile, start: 500, length: 400) { Track(ramp) { _ in }.named(hostile) }
        }
        let document = try StageDocument(built)
        let data = try PreviewData(document: document, title: "{{DIAGRAM}} & <b>", step: 100)
        let html = try PreviewPage.html(data, diagram: Stage(document).diagram())
        #expect(!html.contains("<img"), "a name's markup reached the page")
        #expect(html.components(separatedBy: "<script type=\"application/json\" id=\"preview-data\">").count == 2)
        #expect(html.contains("<title>{{DIAGRAM}} &amp; &lt;b&gt; · Scrollwork preview</title>"))
        // The data still reads back exactly.
        let start = try #require(html.range(of: "id=\"preview-data\">")).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        #expect(decoded["scenes"] as? [String] == ["{{DATA}}", hostile])
    }
}

@Suite("Preview command line")
struct PreviewCommandLineTests {
    /// A document whose `card` scene names an element the layout spells `card`, as `crad`.
    static func misspelt() throws -> Data {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let layout = StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 2000),
                                 elements: ["card": CGRect(x: 0, y: 900, width: 390, height: 300)])
        return try StageDocument(Stage(layout: layout) {
            ScrollScene("intro", start: 0, length: 400) { Track(ramp) { _ in }.named("title.opacity") }
            ScrollScene("card", start: .element("crad"), length: 300) { Track(ramp) { _ in }.named("card.opacity") }
        }).json()
    }

    @Test("A misspelt element name is printed as a warning naming it; exit 0, or 1 with --strict")
    func misspeltElement() throws {
        let json = try Self.misspelt()
        let lenient = PreviewCheck(json: json, file: "stage.json", strict: false)
        let strict = PreviewCheck(json: json, file: "stage.json", strict: true)
        let probe = try #require(lenient.probe)
        #expect(probe.diagnostics.map(\.kind) == [.unresolvedElement])
        #expect(lenient.lines == ["stage.json:26:15: warning: card: unresolved: the layout has no element `crad` (did you mean `card`?)"])
        #expect(lenient.status == 0 && lenient.document != nil)
        #expect(strict.lines == ["stage.json:26:15: error: card: unresolved: the layout has no element `crad` (did you mean `card`?)"])
        #expect(strict.status == 1 && strict.document != nil)   // the page is still written
        // The lines are the page's Diagnostics panel, one for one.
        let data = try PreviewData(document: #require(lenient.document), probe: probe, title: "stage.json", step: 100)
        #expect(lenient.lines == data.diagnostics.map { "stage.json:26:15: warning: \($0)" })
    }

    @Test("A target whose element is misspelt is a warning with \"did you mean\"; exit 1 with --strict (issue 38, item 4)")
    func misspeltTarget() throws {
        let json = Data(##"""
        {"version": 2, "layout": {"viewport": [390, 844], "content": [390, 3000], "elements": {"product": [0, 900, 390, 600]}},
         "scenes": [{"name": "turn", "trigger": "product", "start": "top bottom", "end": "bottom top",
                     "tracks": [{"target": "prodcut.rotation", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 360}]}]}]}
        """##.utf8)
        let strict = PreviewCheck(json: json, file: "stage.json", strict: true)
        #expect(strict.lines == ["stage.json:3:36: error: prodcut.rotation: misspelt target: the layout has no element `prodcut` (did you mean `product`?)"])
        #expect(strict.status == 1)
        #expect(PreviewCheck(json: json, file: "stage.json", strict: false).status == 0)
    }

    @Test("The walkthrough's document prints nothing and exits 0, with or without --strict", arguments: [false, true])
    func clean(strict: Bool) throws {
        let check = PreviewCheck(json: try Data(contentsOf: WalkthroughDocumentTests.file), file: "walkthrough.json", strict: strict)
        #expect(check.lines.isEmpty && check.status == 0 && check.document != nil && check.probe != nil)
    }

    @Test("A document that cannot be read prints `file:line:column: error: path: message` for each fault and exits 1, with or without --strict", arguments: [false, true])
    func documentError(strict: Bool) throws {
        let bad = PreviewCheck(json: Data("{".utf8), file: "bad.json", strict: strict)
        #expect(bad.status == 1 && bad.document == nil && bad.probe == nil)
        #expect(bad.lines == ["bad.json:1:2: error: document: not valid JSON: unexpected end of the document: a key in double quotes is missing"], "\(bad.lines)")

        var object = try #require(JSONSerialization.jsonObject(with: Self.misspelt()) as? [String: Any])
        object["sceens"] = [Any]()
        let misspelt = try JSONSerialization.data(withJSONObject: object)
        let unknown = PreviewCheck(json: misspelt, file: "stage.json", strict: strict)
        let error = try #require(throws: StageDocumentError.self) { try StageDocument(json: misspelt) }
        #expect(unknown.status == 1 && unknown.lines == error.faults.map { "stage.json:\($0.line ?? 0):\($0.column ?? 0): error: \($0.message)" })
        #expect(unknown.lines.count == 1 && unknown.lines[0].contains(#"no field "sceens"; did you mean "scenes"?"#), "\(unknown.lines)")
    }

    @Test("--help documents --strict and the exit statuses")
    func usage() {
        #expect(PreviewCheck.usage.contains("--strict") && PreviewCheck.usage.contains("--step") && PreviewCheck.usage.contains("Exit status"))
        #expect(PreviewCheck.usage.contains("--watch") && PreviewCheck.usage.contains(".watch.js"))
    }
}

@Suite("Preview event log")
struct PreviewEventLogTests {
    /// `node`, if it is on the `PATH`: the page's own script is then run by the tests.
    static let node: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("node") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The source of the page script's function `name`, from `function name(` to its closing brace.
    static func function(_ name: String, in page: String) throws -> String {
        let start = try #require(page.range(of: "function \(name)("))
        var depth = 0, index = try #require(page[start.upperBound...].firstIndex(of: "{"))
        while true {
            if page[index] == "{" { depth += 1 }
            if page[index] == "}" { depth -= 1 }
            if depth == 0 { return String(page[start.lowerBound...index]) }
            index = page.index(after: index)
        }
    }

    /// The Events panel's lines, top first, after the page's `logEvents(from, to)` between two
    /// sample indices: the page's own `note` and `logEvents`, run by node on the page's data,
    /// with a list standing in for the panel.
    static func eventLog(_ data: PreviewData, from: Int, to: Int) throws -> [String] {
        let page = try PreviewPage.html(data, diagram: "")
        let json = String(decoding: try JSONEncoder().encode(data), as: UTF8.self)
        let script = """
        "use strict";
        const data = \(json);
        const [low, high] = data.range;
        const fmt = (x) => String(x);
        const items = [];
        const log = { get children() { return items; }, prepend(item) { items.unshift(item); }, get lastChild() { return { remove() { items.pop(); } }; } };
        const el = (tag, attrs = {}, text) => ({ tag, text, parts: [], appendChild(child) { this.parts.push(child); } });
        const document = { createTextNode: (text) => ({ text }) };
        \(try function("note", in: page))
        \(try function("logEvents", in: page))
        logEvents(\(from), \(to));
        console.log(JSON.stringify(items.map((item) => item.parts.map((part) => part.text).join(" | "))));
        """
        return try JSONDecoder().decode([String].self, from: runNode(script))
    }

    /// What node prints running `script` (written to a file of its own), expecting status 0.
    static func runNode(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-page-script-\(UUID().uuidString).js")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = Self.node
        process.arguments = [file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, sourceLocation: sourceLocation)
        return bytes
    }

    @Test("The Events panel lists each move's events newest first, backward as forward: the walkthrough scrubbed from 2532 back to 0 shows page1 enterBack on top, finale enterBack last (issue 38, item 3)",
          .enabled(if: PreviewEventLogTests.node != nil, "needs node to run the page's script"))
    func eventLogNewestFirst() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file)), title: "w.json", step: nil)
        let top = Int(((2532 - data.range[0]) / data.step).rounded())
        let back = try Self.eventLog(data, from: top, to: 0)
        #expect(back.first?.contains("page1 enterBack") == true, "\(back)")
        #expect(back.last?.contains("finale enterBack") == true, "\(back)")
        // Every event of the move, each once, newest first: the reverse of the order they were reported.
        let reported = data.events.backward.filter { $0.index < top && $0.index >= 0 }.map(\.text)
        #expect(back.map { String($0.split(separator: "|").last!.dropFirst()) } == reported.reversed())
        let forward = try Self.eventLog(data, from: 0, to: top)
        let reportedForward = data.events.forward.filter { $0.index > 0 && $0.index <= top }.map(\.text)
        #expect(forward.map { String($0.split(separator: "|").last!.dropFirst()) } == reportedForward.reversed())
        #expect(forward.first?.contains("finale leave") == true, "\(forward)")   // a trigger: enter, then leave
    }
}
