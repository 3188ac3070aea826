import Foundation
import Testing
@testable import Scrollwork

/// The corpus on which `Schema/stage-document.schema.json` and the decoder must agree: generated
/// version 2 documents and mutations of them, each with the decoder's verdict. When
/// `SCROLLWORK_SCHEMA_CORPUS` names a directory, the corpus is written there
/// (`accept-*.json`, `refuse-*.json`) for `.ci/check-schema.py --corpus` to validate.
@Suite("Schema corpus")
struct SchemaCorpusTests {
    /// The generated documents: random stages, documents of awkward numbers and every connecting
    /// feature, written by `json()`.
    static func documents() throws -> [DocumentJSON] {
        var documents: [Data] = []
        for seed in UInt64(0)..<40 { documents.append(try StageDocument(RandomStage(seed: seed).stage(log: StageLog())).json()) }
        for seed in UInt64(0)..<20 { documents.append(try StageDocumentVersion2Tests.awkwardDocument(seed: seed).json()) }
        documents.append(Data(StageDocumentConnectingTests.strip.utf8))
        documents.append(Data(##"{"version": 2, "velocitySmoothing": {"timeConstant": 0.1}, "scenes": [{"name": "badge", "start": "#badge top 80%", "end": "+=300", "animation": "badge.pop", "toggleActions": "play none none reverse", "tracks": [{"target": "e", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 1, "easing": {"name": "steps", "count": 3, "position": "jump-none"}}, {"start": 1, "length": 1, "to": 0, "easing": {"name": "spring", "mass": 1, "stiffness": 100, "damping": 10}}]}]}]}"##.utf8))
        documents.append(try Data(contentsOf: StageDocumentVariantsTests.responsiveFile))
        documents.append(Data(PathDocumentTests.json.utf8))
        documents.append(Data(StageDocumentStaggerTests.corpus.utf8))
        return try documents.map { try DocumentJSON.parse($0) }
    }

    /// Every value of `tree` by a path of member keys and indices.
    static func places(in tree: DocumentJSON, at path: [String] = []) -> [[String]] {
        switch tree.value {
        case .object(let members): return [path] + members.flatMap { places(in: $0.value, at: path + [$0.key]) }
        case .array(let elements): return [path] + elements.enumerated().flatMap { places(in: $1, at: path + ["\($0)"]) }
        default: return [path]
        }
    }

    /// `tree` with the value at `path` replaced by `change(value)` (`nil`: removed).
    static func changing(_ tree: DocumentJSON, at path: ArraySlice<String>, _ change: (DocumentJSON) -> DocumentJSON?) -> DocumentJSON? {
        guard let key = path.first else { return change(tree) }
        var tree = tree
        switch tree.value {
        case .object(var members):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return tree }
            if let changed = changing(members[index].value, at: path.dropFirst(), change) { members[index].value = changed } else { members.remove(at: index) }
            tree.value = .object(members)
        case .array(var elements):
            guard let index = Int(key), elements.indices.contains(index) else { return tree }
            if let changed = changing(elements[index], at: path.dropFirst(), change) { elements[index] = changed } else { elements.remove(at: index) }
            tree.value = .array(elements)
        default: break
        }
        return tree
    }

    /// One mutation of the value under `key`: a wrong type, a bad string, an unknown field, a
    /// removal, a negative number where the schema bounds it (not a scale's start: an overlap of
    /// scales is a fault the schema cannot see).
    static func mutate(_ value: DocumentJSON, key: String, _ random: inout SplitMix64) -> DocumentJSON? {
        let strings = ["top centre", "#", "top", "+=-5", "-=5", "#12345g", "red", "bogus", "play nothing", "content top", "#a top center +=x", "50 %", "1.%"]
        // An integer is mutated as the number it is.
        switch (value.value.numericValue.map(DocumentJSON.Value.number) ?? value.value, random.next() % 6) {
        case (_, 0): return nil                                                         // removed
        case (.object(var members), 1):                                                 // an unknown field
            members.insert(DocumentJSON.Member(key: ["bogus", "nmae", "tigger", "colour"][Int(random.next() % 4)], line: 0, column: 0, value: DocumentJSON(.number(1))),
                           at: Int(random.next() % UInt64(members.count + 1)))
            return DocumentJSON(.object(members))
        case (.string, _): return DocumentJSON(random.next() % 3 == 0 ? .number(7) : .string(strings[Int(random.next() % UInt64(strings.count))]))
        case (.number(let number), 2) where ["hysteresis", "length", "mass", "stiffness", "damping", "timeConstant", "count"].contains(key):
            return DocumentJSON(.number(-abs(number) - 1))                              // negative
        case (.number, _): return DocumentJSON(.string("7"))
        case (.bool, _): return DocumentJSON(.string("yes"))
        case (.array(let elements), _): return DocumentJSON(.array(Array(elements.dropLast())))
        default: return DocumentJSON(.array([value]))
        }
    }

    @Test("Generated documents and 1,500 mutations of them, each with the decoder's verdict: both kinds occur (and the corpus is written for .ci/check-schema.py when SCROLLWORK_SCHEMA_CORPUS is set)")
    func corpus() throws {
        let documents = try Self.documents()
        var random = SplitMix64(seed: 2026)
        var corpus: [(name: String, text: String, accepted: Bool)] = []
        for (index, tree) in documents.enumerated() {
            let text = tree.text
            corpus.append(("\(index)", text, (try? StageDocument(json: Data(text.utf8))) != nil))
        }
        for mutation in 0..<1500 {
            let tree = documents[Int(random.next() % UInt64(documents.count))]
            let places = Self.places(in: tree).filter { !$0.isEmpty }
            let place = places[Int(random.next() % UInt64(places.count))]
            guard let mutated = Self.changing(tree, at: place[...], { Self.mutate($0, key: place.last ?? "", &random) }) else { continue }
            let text = mutated.text
            corpus.append(("m\(mutation)", text, (try? StageDocument(json: Data(text.utf8))) != nil))
        }
        #expect(corpus.prefix(documents.count).allSatisfy { $0.accepted })
        let refused = corpus.filter { !$0.accepted }.count
        #expect(refused > 700 && corpus.count - refused > 150, "\(refused) refused of \(corpus.count)")
        guard let directory = ProcessInfo.processInfo.environment["SCROLLWORK_SCHEMA_CORPUS"] else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for entry in corpus {
            try Data(entry.text.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(entry.accepted ? "accept" : "refuse")-\(entry.name).json"))
        }
    }

    @Test("The schema's lists of names are the decoder's: easings, step positions, track types, domains, motions, colour spaces, view ranges")
    func schemaNames() throws {
        let url = StageDocumentDocsTests.root.appendingPathComponent("Schema/stage-document.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        func value(_ path: [Any], in root: Any) -> Any? {
            path.reduce(Optional(root)) { node, key in
                if let key = key as? String { return (node as? [String: Any])?[key] }
                return (node as? [Any]).flatMap { array in (key as? Int).flatMap { array.indices.contains($0) ? array[$0] : nil } }
            }
        }
        let named = Curve.allCases.filter(\.isNamed).map(\.rawValue)
        // Easings: a string is a name; an object is told apart by its name (issue 38, item 3).
        #expect(value(["easing", "allOf", 0, "then", "enum"], in: defs) as? [String] == named)
        let objects = value(["easing", "allOf", 1, "then", "allOf"], in: defs) as? [[String: Any]] ?? []
        #expect(value(["if", "properties", "name", "enum"], in: objects.last as Any) as? [String] == named)
        let steps = objects.first { value(["if", "properties", "name", "const"], in: $0) as? String == "steps" }
        #expect(value(["then", "properties", "position", "enum"], in: steps as Any) as? [String] == StepPosition.allCases.map(\.rawValue))
        // Tracks: one shape per type, chosen by `if`/`then` on "type" (absent: number).
        #expect(value(["numberTrack", "properties", "domain", "enum"], in: defs) as? [String] == StageDocument.TrackEntry.domains.map(\.key))
        #expect(value(["numberTrack", "properties", "motion", "enum"], in: defs) as? [String] == StageDocument.TrackEntry.motions.map(\.key))
        #expect(value(["colorTrack", "properties", "colorSpace", "enum"], in: defs) as? [String] == ["srgb", "srgb-linear", "oklab"])
        #expect(value(["view", "properties", "range", "enum"], in: defs) as? [String] == ScrollAnchor.ViewRange.all.map(\.description))
        let types = value(["track", "properties", "type", "enum"], in: defs) as? [String]
        #expect(types == DocumentReader.types)
        let rules = (value(["track", "allOf"], in: defs) as? [[String: Any]])?.compactMap { rule -> String? in
            guard let type = value(["if", "properties", "type", "const"], in: rule) as? String,
                  value(["then", "$ref"], in: rule) as? String == "#/$defs/\(type)Track",
                  value(["\(type)Track", "properties", "type", "const"], in: defs) as? String == type else { return nil }
            return type
        }
        #expect(rules == DocumentReader.types)
    }
}
