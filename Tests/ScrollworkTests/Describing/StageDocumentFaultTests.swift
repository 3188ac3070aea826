import Foundation
import Testing
@testable import Scrollwork

/// Errors that teach: every fault of a version 2 document in one pass, in document order, each
/// with its position, path, scene and target, what was expected, and the name probably meant.
@Suite("Stage document faults")
struct StageDocumentFaultTests {
    static func faults(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [StageDocumentFault] {
        do {
            _ = try StageDocument(json: Data(json.utf8))
            Issue.record("the document was read", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.faults
        }
    }

    @Test("Every fault is reported in one pass, in document order, each at its line and column, with its scene and target")
    func everyFault() {
        let faults = Self.faults("""
        {"version": 2,
         "tracks": [{"target": "bg", "type": "color", "initial": "#12345g"}],
         "scenes": [
          {"name": "a", "start": "top center", "end": "+=-5"},
          {"name": "b", "start": 0, "end": "+=10", "hysteresis": -1,
           "tracks": [{"target": "t", "initial": [1, 2], "motoin": "fade"}]},
          {"name": "a", "start": 0, "end": "+=1"}
         ],
         "labels": [{"name": "l"}]
        }
        """)
        #expect(faults.map(\.path) == [
            "tracks[0].initial", "scenes[0].start", "scenes[0].end", "scenes[1].hysteresis", "scenes[1].tracks[0].initial",
            "scenes[1].tracks[0].motoin", "scenes[2].name", "labels[0]",
        ])
        #expect(faults.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["2:58", "4:26", "4:47", "5:58", "6:42", "6:50", "7:12", "9:13"])
        #expect(faults.map(\.scene) == [nil, "a", "a", "b", "b", "b", "a", nil])
        #expect(faults.map(\.target) == ["bg", nil, nil, nil, "t", "t", nil, nil])
        #expect(faults.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue, .invalidValue, .wrongType, .unknownKey, .duplicateName, .invalidValue])
        #expect(faults[5].suggestion == "motion")
        #expect(faults[1].expected?.contains(##""#page2 top center""##) == true)   // no trigger: say how to name the element
        #expect(faults[4].expected == "e.g. 0.5")
    }

    @Test("The error's description lists the faults one a line after their count; its kind, path and reason are the first's")
    func description() throws {
        let error = try #require(throws: StageDocumentError.self) {
            try StageDocument(json: Data(#"{"version": 2, "scenes": [{"name": "a", "start": 0, "end": "+=1", "once": 1, "enabled": "no"}]}"#.utf8))
        }
        #expect(error.kind == .wrongType && error.path == "scenes[0].once" && error.line == 1 && error.column == 75)
        #expect(error.description == """
        2 faults:
        1:75: scenes[0].once (scene "a"): expected true or false, found a number; e.g. true
        1:89: scenes[0].enabled (scene "a"): expected true or false, found a string; e.g. true
        """)
    }

    @Test("A misspelt field nested in an easing, an anchor's long form, a colour or a label is refused at its own path, with the field meant (issue 31, bug 1, in version 2)", arguments: [
        (#""easing": {"name": "steps", "count": 4, "positon": "jump-start"}"#, "scenes[0].tracks[0].scales[0].easing.positon", "position"),
        (#""easing": {"name": "piecewiseLinear", "stops": [{"output": 0, "inptu": 0.5}]}"#, "scenes[0].tracks[0].scales[0].easing.stops[0].inptu", "input"),
        (#""easing": {"name": "reversed", "of": {"name": "cubicBezier", "x1": 0, "y1": 0, "x2": 1, "y2": 1, "x3": 0}}"#, "scenes[0].tracks[0].scales[0].easing.of.x3", "x1"),
    ])
    func nestedEasingFields(easing: String, path: String, meant: String) {
        let faults = Self.faults(#"{"version": 2, "scenes": [{"name": "s", "start": 0, "end": "+=1", "tracks": [{"target": "t", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 1, \#(easing)}]}]}]}"#)
        #expect(faults.map(\.path) == [path])
        #expect(faults.map(\.kind) == [.unknownKey])
        #expect(faults.first?.suggestion == meant)
    }

    @Test("Misspelt fields in anchors, colours and labels", arguments: [
        (#"{"version": 2, "scenes": [{"name": "s", "start": {"element": "e", "edge": {"fraction": 0, "pionts": 3}}, "end": "+=1"}]}"#, "scenes[0].start.edge.pionts", "points"),
        (#"{"version": 2, "scenes": [{"name": "s", "start": {"elemnt": "e"}, "end": "+=1"}]}"#, "scenes[0].start.elemnt", "element"),
        (#"{"version": 2, "tracks": [{"target": "c", "type": "color", "initial": {"red": 0, "green": 0, "blue": 0, "hue": 1}}]}"#, "tracks[0].initial.hue", nil),
        (#"{"version": 2, "labels": [{"name": "l", "at": 0, "colour": "red"}]}"#, "labels[0].colour", nil),
        (#"{"version": 2, "lables": []}"#, "lables", "labels"),
    ])
    func nestedFields(json: String, path: String, meant: String?) {
        let faults = Self.faults(json)
        #expect(faults.map(\.path).contains(path), "\(faults)")
        #expect(faults.first(where: { $0.path == path })?.suggestion == meant)
    }

    @Test("A number no double can hold is refused at its own path and position (issue 31, bug 2, in version 2)")
    func numberOutOfRange() {
        let faults = Self.faults("""
        {"version": 2, "scenes": [{"name": "s", "start": 0, "end": "+=1",
          "hysteresis": 1e999, "tracks": [{"target": "t", "initial": -1e-999}]}]}
        """)
        #expect(faults.map(\.path) == ["scenes[0].hysteresis", "scenes[0].tracks[0].initial"])
        #expect(faults.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(faults.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["2:17", "2:62"])
    }

    @Test("An anchor whose numbers overflow a double is refused at the anchor, with its line and column and its document path, not an internal one (issue 38, item 5)")
    func anchorOverflow() {
        let faults = Self.faults("""
        {"version": 2, "layout": {"viewport": [390, 844], "content": [390, 4000], "elements": {"e": [0, 1000, 390, 600]}},
         "scenes": [{"name": "s", "trigger": "e", "start": "1e308px+=1e308 top", "end": "+=1"},
                    {"name": "t", "start": {"element": "e", "edge": "top", "viewportEdge": "-1e308px-=1e308"}, "end": "+=1"}],
         "labels": [{"name": "l", "at": "#e top 1e308px+=1e308"}]}
        """)
        #expect(faults.map(\.path) == ["scenes[0].start", "scenes[1].start.viewportEdge", "labels[0].at"])
        #expect(faults.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["2:52", "3:84", "4:33"])
        #expect(faults.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(faults.allSatisfy { !$0.path.contains("points") && !$0.path.contains("_0") }, "\(faults)")
        #expect(faults.first?.reason.contains("1e308px+=1e308") == true, "\(faults)")
    }

    @Test("A fault quotes at most 64 characters of any input, then `…` and its full length; a suggestion as long as the input is not made (issue 38, item 5)")
    func boundedMessages() throws {
        let big = String(repeating: "x", count: 600_000)
        let note = "…' (600000 bytes)"
        func decodingMessage<Value: Decodable>(_ type: Value.Type, _ json: String) -> String {
            do {
                _ = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
                return "decoded"
            } catch DecodingError.dataCorrupted(let context) {
                return context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        var messages: [(String, String)] = [
            ("Easing", decodingMessage(Easing.self, #"{"name": "\#(big)"}"#)),
            ("ViewRange", decodingMessage(ScrollAnchor.ViewRange.self, #""\#(big)""#)),
            ("ColorSpace", decodingMessage(ColorSpace.self, #""\#(big)""#)),
            ("StageError", StageError.duplicateScene(big).description),
            ("StageValueError", StageValueError.unknownTarget(big).description),
        ]
        do {
            _ = try ToggleActions(big + " none")
        } catch {
            messages.append(("ToggleActions", error.description))
        }
        do {
            _ = try ToggleActions("play " + big)
        } catch {
            messages.append(("ToggleActions, second word", error.description))
        }
        let stage = try Stage { ScrollScene(big, start: 0, length: 1) }
        do {
            try stage.add(ScrollScene(big, start: 0, length: 1))
        } catch {
            messages.append(("Stage.add", error.description))
        }
        for (what, message) in messages {
            #expect(message.count < 200, "\(what): \(message.count) characters")
            #expect(message.contains(String(repeating: "x", count: 64) + note) || message.contains(String(repeating: "x", count: 64) + note.replacingOccurrences(of: "'", with: "\"")),
                    "\(what): \(message.prefix(300))")
        }
        // A document's faults: the misspelt toggle action and the misspelt anchor in a huge string.
        let faults = Self.faults(##"""
        {"version": 2, "scenes": [{"name": "s", "start": 0, "end": "+=1", "animation": "a", "toggleActions": "plya \##(big)"}],
         "labels": [{"name": "l", "at": "#\##(big) top centr"}],
         "tracks": [{"target": "t", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 1, "easing": "\##(big)"}]}]}
        """##)
        #expect(faults.count == 3)
        for fault in faults {
            #expect(fault.description.count < 400, "\(fault.path): \(fault.description.count) characters")
            #expect((fault.suggestion?.count ?? 0) <= 64, "\(fault.path): a suggestion of \(fault.suggestion?.count ?? 0) characters")
        }
        #expect(faults.last?.reason == "unknown easing \"" + String(repeating: "x", count: 64) + "…\" (600000 bytes)", "\(faults.last?.reason.prefix(300) ?? "")")
    }

    @Test("Not JSON: one fault at the line and column where the parser stopped")
    func syntax() {
        let faults = Self.faults("{\"version\": 2,\n \"scenes\": [\n  {\"name\": \"a\" \"start\": 0}]}")
        #expect(faults.count == 1)
        #expect(faults.first?.kind == .notJSON)
        #expect(faults.first.map { "\($0.line ?? 0):\($0.column ?? 0)" } == "3:16")
        #expect(faults.first?.reason == "not valid JSON: expected ',' or '}' in an object")
    }

    @Test("An unknown escape is reported at its backslash, on its own line, also when a line feed follows it; the message holds no raw control character (issue 38, item 5)")
    func unknownEscape() {
        let cases: [(json: String, position: String, reason: String)] = [
            ("{\"v\\\n\": 1}", "1:4", #"not valid JSON: an unknown escape in a string: \ before U+000A"#),
            ("{\"version\": 2,\n \"s\\q\": 1}", "2:4", #"not valid JSON: an unknown escape in a string: \q"#),
            ("{\"version\": 2,\n \"é\\\t\": 1}", "2:4", #"not valid JSON: an unknown escape in a string: \ before U+0009"#),
        ]
        for (json, position, reason) in cases {
            let faults = Self.faults(json)
            #expect(faults.map { "\($0.line ?? 0):\($0.column ?? 0)" } == [position], "\(json.debugDescription)")
            #expect(faults.map(\.reason) == [reason], "\(json.debugDescription)")
        }
    }

    @Test("Objects of numbers (a spring, a position, a scale, a colour) report each missing or bad number at its own path, and take their defaults")
    func numbersOfObjects() throws {
        let faults = Self.faults(##"""
        {"version": 2,
         "velocitySmoothing": {"damping": 26},
         "tracks": [{"target": "c", "type": "color", "initial": {"red": 0, "blue": 1e999},
                     "scales": [{"length": 1, "to": {"red": 1, "green": 1, "blue": 1}}]}],
         "scenes": [{"name": "a", "start": {"element": "e", "edge": {"points": 1e999}}, "end": "+=1"}]
        }
        """##)
        #expect(faults.map(\.path) == [
            "velocitySmoothing.stiffness", "tracks[0].initial.green", "tracks[0].initial.blue", "tracks[0].scales[0].start",
            "scenes[0].start.edge.points",
        ])
        #expect(faults.map(\.kind) == [.missing, .missing, .invalidValue, .missing, .invalidValue])
        #expect(faults[0].expected == "a number, e.g. 170")
        #expect(faults[1].expected == "a number from 0 to 1")
        #expect(faults[3].expected == "a number, e.g. 0")

        // The defaults: a spring's mass 1, a colour's alpha 1, a position's fraction and points 0.
        let document = try StageDocument(json: Data(##"""
        {"version": 2, "velocitySmoothing": {"stiffness": 170, "damping": 26},
         "tracks": [{"target": "c", "type": "color", "initial": {"red": 0, "green": 0.5, "blue": 1}, "scales": []}],
         "scenes": [{"name": "a", "start": {"element": "e", "edge": {"fraction": 0.5}}, "end": "+=1"}]}
        """##.utf8))
        #expect(document.velocitySmoothing == .spring(DampedSpring(mass: 1, stiffness: 170, damping: 26)))
        #expect(String(decoding: try document.json(), as: UTF8.self).contains(##""alpha": 1"##))
        #expect(document.scenes.first?.start == .element("e", .fraction(0.5)))
    }

    @Test("Not JSON: an array or object left open, or an array missing its comma, says which")
    func unclosed() {
        #expect(Self.faults("{\"version\": 2, \"scenes\": [{\"name\": \"a\"} {\"name\": \"b\"}]}").first?.reason
            == "not valid JSON: expected ',' or ']' in an array")
        #expect(Self.faults("{\"version\": 2, \"scenes\": [{\"name\": \"a\"}").first?.reason
            == "not valid JSON: unexpected end of the document: an array is not closed")
        #expect(Self.faults("{\"version\": 2").first?.reason
            == "not valid JSON: unexpected end of the document: an object is not closed")
    }

    @Test("Scales written in reverse in a version 2 document read as the same timeline as in order (issue 31, bug 6, in version 2)")
    func reversedScales() throws {
        func document(_ scales: [Int]) throws -> StageDocument {
            let written = scales.map { #"{"start": \#($0), "length": 1, "to": \#($0)}"# }.joined(separator: ", ")
            return try StageDocument(json: Data(#"{"version": 2, "tracks": [{"target": "x", "initial": 0, "scales": [\#(written)]}]}"#.utf8))
        }
        let inOrder = try document(Array(0..<2000)), reversed = try document(Array((0..<2000).reversed()))
        #expect(inOrder == reversed)
        let overlapping = Self.faults(#"{"version": 2, "tracks": [{"target": "x", "initial": 0, "scales": [{"start": 5, "length": 2, "to": 1}, {"start": 0, "length": 1, "to": 1}, {"start": 6, "length": 1, "to": 1}]}]}"#)
        #expect(overlapping.map(\.path) == ["tracks[0].scales[2]"])
    }

    @Test("At most 100 faults are listed, then one line counts the rest")
    func manyFaults() {
        let scenes = (0..<300).map { #"{"name": "s\#($0)", "start": "nowhere", "end": "+=1"}"# }.joined(separator: ",")
        let faults = Self.faults(#"{"version": 2, "scenes": [\#(scenes)]}"#)
        #expect(faults.count == 101)
        #expect(faults.last?.reason == "200 more faults not listed (reading stops listing after 100)")
        #expect(faults.dropLast().allSatisfy { $0.kind == .invalidValue })
    }

    @Test("Read through a plain JSONDecoder, a version 2 document reports the same faults, without positions")
    func throughDecoder() throws {
        let json = Data(#"{"version": 2, "scenes": [{"name": "a", "start": "top centre", "end": "+=1", "once": 1}]}"#.utf8)
        var decoderError: StageDocumentError?
        do { _ = try JSONDecoder().decode(StageDocument.self, from: json) } catch { decoderError = error as? StageDocumentError }
        let error = try #require(decoderError)
        let direct = Self.faults(String(decoding: json, as: UTF8.self))
        #expect(error.faults.map(\.path) == direct.map(\.path))
        #expect(error.faults.allSatisfy { $0.line == nil && $0.column == nil })
    }

    @Test("Edit distance: a swap, a missing and an extra letter are one edit; names far apart are not suggested")
    func closest() {
        #expect(StageDocumentFault.closest(to: "hysterisis", in: ["hysteresis", "once"]) == "hysteresis")
        #expect(StageDocumentFault.closest(to: "pgae2", in: ["page1", "page2"]) == "page2")
        #expect(StageDocumentFault.closest(to: "lenght", in: ["length"]) == "length")
        #expect(StageDocumentFault.closest(to: "sound", in: ["version", "scenes", "tracks", "labels"]) == nil)
    }

    @Test("A missing field next to a known field one edit away is reported (it trapped: the fault was taken for a misspelling already reported)")
    func missingBesideKnownField() {
        let faults = Self.faults(#"{"version": 2, "tracks": [{"target": "t", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 1, "easing": {"name": "cubicBezier", "y1": 0, "x2": 1, "y2": 1}}]}]}"#)
        #expect(faults.map(\.path) == ["tracks[0].scales[0].easing.x1"])
        #expect(faults.map(\.kind) == [.missing])
    }

    @Test("Numbers in anchor strings follow JSON's grammar, as the schema's patterns do (`1.%` and `01px` were read)", arguments: ["1.% top", "top +5px", "top .5%", "top 01px"])
    func anchorNumbers(anchor: String) {
        let faults = Self.faults(#"{"version": 2, "scenes": [{"name": "s", "trigger": "e", "start": "\#(anchor)", "end": "+=1"}]}"#)
        #expect(faults.map(\.path) == ["scenes[0].start"])
    }
}
