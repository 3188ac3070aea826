import Foundation
import Testing
@testable import Scrollwork

/// A document that must be refused, with the kind and JSON path of its fault.
struct MalformedDocument: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let kind: StageDocumentError.Kind
    let path: String

    var testDescription: String { name }

    static let anchor = #"{"edge":{"fraction":0,"points":0},"points":0,"reference":{"absolute":{}},"viewportEdge":{"fraction":0,"points":0}}"#
    static let scales = #"[{"start":0,"length":0.5,"to":1}]"#
    static let track = #"{"target":"x","type":"number","timeline":{"initial":0,"scales":\#(scales)}}"#

    static func scene(name: String = #""a""#, start: String = anchor, end: String = #"{"length":100}"#, tracks: String = track, extra: String = "") -> String {
        #"{"name":\#(name),"start":\#(start),"end":\#(end),"tracks":[\#(tracks)]\#(extra)}"#
    }

    static func document(_ scenes: String..., extra: String = "") -> String {
        #"{"version":1,"scenes":[\#(scenes.joined(separator: ","))]\#(extra)}"#
    }

    static func track(type: String = "number", timeline: String = #"{"initial":0,"scales":\#(scales)}"#, extra: String = "") -> String {
        #"{"target":"x","type":"\#(type)","timeline":\#(timeline)\#(extra)}"#
    }

    init(_ name: String, _ json: String, _ kind: StageDocumentError.Kind, at path: String) {
        self.name = name
        self.json = json
        self.kind = kind
        self.path = path
    }

    static let catalogue: [MalformedDocument] = [
        // Not JSON, or not a document.
        MalformedDocument("truncated JSON", #"{"version":1,"scenes":["#, .notJSON, at: ""),
        MalformedDocument("trailing garbage", document(scene()) + " x", .notJSON, at: ""),
        MalformedDocument("a raw control character in a string", "{\"version\":1,\"scenes\":[\(scene(name: "\"a\u{1}\""))]}", .notJSON, at: ""),
        MalformedDocument("an array", "[]", .wrongType, at: ""),
        MalformedDocument("empty", "", .notJSON, at: ""),
        // The version.
        MalformedDocument("no version", #"{"scenes":[]}"#, .missing, at: "version"),
        MalformedDocument("version as a string", #"{"version":"1","scenes":[]}"#, .wrongType, at: "version"),
        MalformedDocument("version as a fraction", #"{"version":1.5,"scenes":[]}"#, .unsupportedVersion, at: "version"),
        MalformedDocument("a step count as a fraction", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"steps","count":2.5}}]}"#))), .wrongType, at: "scenes[0].tracks[0].timeline.scales[0].easing.count"),
        MalformedDocument("version from the future, with a field of its own", #"{"version":3,"scenes":[],"sound":{}}"#, .unsupportedVersion, at: "version"),
        MalformedDocument("version 0", #"{"version":0,"scenes":[]}"#, .unsupportedVersion, at: "version"),
        // Fields.
        MalformedDocument("no scenes", #"{"version":1}"#, .missing, at: "scenes"),
        MalformedDocument("a misspelt field", #"{"version":1,"scenes":[],"lables":[]}"#, .unknownKey, at: "lables"),
        MalformedDocument("scenes as an object", #"{"version":1,"scenes":{}}"#, .wrongType, at: "scenes"),
        MalformedDocument("a scene without a name", document(#"{"start":\#(anchor),"end":{"length":1}}"#), .missing, at: "scenes[0].name"),
        MalformedDocument("a scene named with a number", document(scene(name: "7")), .wrongType, at: "scenes[0].name"),
        MalformedDocument("a scene named null", document(scene(name: "null")), .missing, at: "scenes[0].name"),
        MalformedDocument("a misspelt hysteresis", document(scene(extra: #","hysterisis":2"#)), .unknownKey, at: "scenes[0].hysterisis"),
        MalformedDocument("a negative hysteresis", document(scene(extra: #","hysteresis":-2"#)), .invalidValue, at: "scenes[0].hysteresis"),
        MalformedDocument("once as a string", document(scene(extra: #","once":"yes""#)), .wrongType, at: "scenes[0].once"),
        MalformedDocument("two scenes of one name", document(scene(), scene(name: #""b""#), scene()), .duplicateName, at: "scenes[2].name"),
        MalformedDocument("a scene without an end", document(#"{"name":"a","start":\#(anchor)}"#), .missing, at: "scenes[0].end"),
        MalformedDocument("an end with a length and an anchor", document(scene(end: #"{"length":1,"anchor":\#(anchor)}"#)), .invalidValue, at: "scenes[0].end"),
        MalformedDocument("an empty end", document(scene(end: "{}")), .invalidValue, at: "scenes[0].end"),
        MalformedDocument("a negative length", document(scene(end: #"{"length":-1}"#)), .invalidValue, at: "scenes[0].end.length"),
        MalformedDocument("an anchor without a reference", document(scene(start: #"{"edge":{"fraction":0,"points":0},"points":0,"viewportEdge":{"fraction":0,"points":0}}"#)), .missing, at: "scenes[0].start.reference"),
        MalformedDocument("an anchor that is a number", document(scene(start: "400")), .wrongType, at: "scenes[0].start"),
        MalformedDocument("an end anchor with a text fraction", document(scene(end: #"{"anchor":{"edge":{"fraction":"half","points":0},"points":0,"reference":{"content":{}},"viewportEdge":{"fraction":0,"points":0}}}"#)), .wrongType, at: "scenes[0].end.anchor.edge.fraction"),
        // Tracks.
        MalformedDocument("an unknown track type", document(scene(tracks: track(type: "vector"))), .invalidValue, at: "scenes[0].tracks[0].type"),
        MalformedDocument("a track without a type", document(scene(tracks: #"{"target":"x","timeline":{"initial":0,"scales":[]}}"#)), .missing, at: "scenes[0].tracks[0].type"),
        MalformedDocument("a track without a timeline", document(scene(tracks: #"{"target":"x","type":"number"}"#)), .missing, at: "scenes[0].tracks[0].timeline"),
        MalformedDocument("an empty target", document(scene(tracks: #"{"target":"","type":"pin"}"#)), .invalidValue, at: "scenes[0].tracks[0].target"),
        MalformedDocument("a pin with a timeline", document(scene(tracks: #"{"target":"p","type":"pin","timeline":{}}"#)), .unknownKey, at: "scenes[0].tracks[0].timeline"),
        MalformedDocument("an unknown domain", document(scene(tracks: track(extra: #","domain":"time""#))), .invalidValue, at: "scenes[0].tracks[0].domain"),
        MalformedDocument("an unknown motion kind", document(scene(tracks: track(extra: #","motion":"wobbly""#))), .invalidValue, at: "scenes[0].tracks[0].motion"),
        MalformedDocument("a number where a point belongs", document(scene(tracks: track(type: "point"))), .wrongType, at: "scenes[0].tracks[0].timeline.initial"),
        MalformedDocument("a point with one coordinate", document(scene(tracks: track(type: "point", timeline: #"{"initial":[1],"scales":[]}"#))), .missing, at: "scenes[0].tracks[0].timeline.initial[1]"),
        MalformedDocument("a colour space on a number track", document(scene(tracks: track(timeline: #"{"initial":0,"colorSpace":"oklab","scales":[]}"#))), .unknownKey, at: "scenes[0].tracks[0].timeline.colorSpace"),
        MalformedDocument("an unknown colour space", document(scene(tracks: track(type: "color", timeline: #"{"initial":{"red":0,"green":0,"blue":0,"alpha":1},"colorSpace":"cmyk","scales":[]}"#))), .invalidValue, at: "scenes[0].tracks[0].timeline.colorSpace"),
        MalformedDocument("a colour without alpha", document(scene(tracks: track(type: "color", timeline: #"{"initial":{"red":0,"green":0,"blue":0},"scales":[]}"#))), .missing, at: "scenes[0].tracks[0].timeline.initial.alpha"),
        MalformedDocument("a timeline without scales", document(scene(tracks: track(timeline: #"{"initial":0}"#))), .missing, at: "scenes[0].tracks[0].timeline.scales"),
        MalformedDocument("scales as an object", document(scene(tracks: track(timeline: #"{"initial":0,"scales":{}}"#))), .wrongType, at: "scenes[0].tracks[0].timeline.scales"),
        MalformedDocument("a scale without a length", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1},{"start":2,"to":1}]}"#))), .missing, at: "scenes[0].tracks[0].timeline.scales[1].length"),
        MalformedDocument("a misspelt scale field", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"lenght":1,"to":1}]}"#))), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[0].lenght"),
        MalformedDocument("overlapping segments", document(scene(), scene(name: #""b""#, tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":0.5,"to":1},{"start":0.25,"length":0.5,"to":0}]}"#))), .invalidValue, at: "scenes[1].tracks[0].timeline.scales[1]"),
        MalformedDocument("a zero-length segment", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":0,"to":1}]}"#))), .invalidValue, at: "scenes[0].tracks[0].timeline.scales[0]"),
        MalformedDocument("an unknown easing", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"easeInOutWobble"}}]}"#))), .invalidValue, at: "scenes[0].tracks[0].timeline.scales[0].easing.name"),
        MalformedDocument("a cubic bezier without y2", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"cubicBezier","x1":0,"y1":0,"x2":1}}]}"#))), .missing, at: "scenes[0].tracks[0].timeline.scales[0].easing.y2"),
        MalformedDocument("zero steps", document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"steps","count":0}}]}"#))), .invalidValue, at: "scenes[0].tracks[0].timeline.scales[0].easing.name"),
        MalformedDocument("a target that is a number and a point", document(scene(tracks: track() + "," + track(type: "point", timeline: #"{"initial":[0,0],"scales":[]}"#))), .conflictingTypes, at: "scenes[0].tracks[1].type"),
        MalformedDocument("a stage track of the wrong type", document(extra: #","tracks":[\#(track(type: "size", timeline: #"{"initial":[0,"0"],"scales":[]}"#))]"#), .wrongType, at: "tracks[0].timeline.initial[1]"),
        // Layout and labels.
        MalformedDocument("a layout without a viewport", document(extra: #","layout":{"content":[1,1]}"#), .missing, at: "layout.viewport"),
        MalformedDocument("a diagonal axis", document(extra: #","layout":{"axis":"diagonal","viewport":[1,1],"content":[1,1]}"#), .invalidValue, at: "layout.axis"),
        MalformedDocument("an element frame of three numbers", document(extra: #","layout":{"viewport":[1,1],"content":[1,1],"elements":{"hero image":[[0,0],[1]]}}"#), .missing, at: #"layout.elements["hero image"][1][1]"#),
        MalformedDocument("a label nowhere", document(extra: #","labels":[{"name":"l","position":{"nowhere":{}}}]"#), .unknownKey, at: "labels[0].position.nowhere"),
        MalformedDocument("a label with no position", document(extra: #","labels":[{"name":"l","position":{}}]"#), .wrongType, at: "labels[0].position"),
        MalformedDocument("a label without a name", document(extra: #","labels":[{"position":{"scene":{"_0":"a","progress":0.5}}}]"#), .missing, at: "labels[0].name"),
    ]

    /// A scale with `easing`, second in its timeline (issue 31, bug 1: faults inside nested values).
    static func easing(_ easing: String) -> String {
        document(scene(tracks: track(timeline: #"{"initial":0,"scales":[{"start":0,"length":0.5,"to":1},{"start":0.5,"length":0.5,"to":0,"easing":\#(easing)}]}"#)))
    }

    static let viewAnchor = #"{"edge":{"fraction":0,"points":0},"points":0,"reference":{"element":{"_0":"card"}},"viewportEdge":{"fraction":0,"points":0},"view":{"range":"entry","insets":{"start":{"fraction":0,"points":0},"end":{"fraction":0,"points":64}}}}"#
    static let colour = #"{"red":0,"green":0,"blue":0,"alpha":1}"#

    /// Unknown fields inside nested values: anchors (their reference, edges, view and insets),
    /// easings (their parameters, `linear()` stops, combinators), colours and labels.
    static let nestedFields: [MalformedDocument] = [
        MalformedDocument("a misspelt step position", easing(#"{"name":"steps","count":4,"positon":"jump-start"}"#), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[1].easing.positon"),
        MalformedDocument("a parameter of another curve", easing(#"{"name":"easeInQuad","x1":0.2}"#), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[1].easing.x1"),
        MalformedDocument("a misspelt spring field", easing(#"{"name":"spring","mass":1,"stiffness":100,"damping":10,"velocty":2}"#), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[1].easing.velocty"),
        MalformedDocument("a misspelt field inside a combinator", easing(#"{"name":"reversed","of":{"name":"mirrored","of":{"name":"cubicBezier","x1":0,"y1":0,"x2":1,"y2":1,"y3":0}}}"#), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[1].easing.of.of.y3"),
        MalformedDocument("a misspelt linear() stop input", easing(#"{"name":"piecewiseLinear","stops":[{"output":0},{"output":1,"inptu":1}]}"#), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[1].easing.stops[1].inptu"),
        MalformedDocument("a misspelt anchor field", document(scene(start: #"{"edge":{"fraction":0,"points":0},"pionts":5,"points":0,"reference":{"absolute":{}},"viewportEdge":{"fraction":0,"points":0}}"#)), .unknownKey, at: "scenes[0].start.pionts"),
        MalformedDocument("a misspelt edge field", document(scene(start: #"{"edge":{"fraction":0,"points":0,"pixels":3},"points":0,"reference":{"absolute":{}},"viewportEdge":{"fraction":0,"points":0}}"#)), .unknownKey, at: "scenes[0].start.edge.pixels"),
        MalformedDocument("a misspelt viewport edge field", document(scene(end: #"{"anchor":{"edge":{"fraction":0,"points":0},"points":0,"reference":{"content":{}},"viewportEdge":{"fraction":0,"point":0}}}"#)), .unknownKey, at: "scenes[0].end.anchor.viewportEdge.point"),
        MalformedDocument("a field inside an absolute reference", document(scene(start: #"{"edge":{"fraction":0,"points":0},"points":0,"reference":{"absolute":{"offset":400}},"viewportEdge":{"fraction":0,"points":0}}"#)), .unknownKey, at: "scenes[0].start.reference.absolute.offset"),
        MalformedDocument("a second name in an element reference", document(scene(start: #"{"edge":{"fraction":0,"points":0},"points":0,"reference":{"element":{"_0":"a","_1":"b"}},"viewportEdge":{"fraction":0,"points":0}}"#)), .unknownKey, at: "scenes[0].start.reference.element._1"),
        MalformedDocument("a misspelt view field", document(scene(start: viewAnchor.replacingOccurrences(of: #""range":"entry""#, with: #""range":"entry","offset":0.25"#))), .unknownKey, at: "scenes[0].start.view.offset"),
        MalformedDocument("a misspelt inset", document(scene(start: viewAnchor.replacingOccurrences(of: #""end":{"fraction":0,"points":64}"#, with: #""end":{"fraction":0,"points":64},"top":{"fraction":0,"points":0}"#))), .unknownKey, at: "scenes[0].start.view.insets.top"),
        MalformedDocument("a misspelt inset position field", document(scene(start: viewAnchor.replacingOccurrences(of: #""points":64"#, with: #""points":64,"pt":1"#))), .unknownKey, at: "scenes[0].start.view.insets.end.pt"),
        MalformedDocument("a colour with a hue", document(scene(tracks: track(type: "color", timeline: #"{"initial":{"red":0,"green":0,"blue":0,"alpha":1,"hue":0},"scales":[]}"#))), .unknownKey, at: "scenes[0].tracks[0].timeline.initial.hue"),
        MalformedDocument("a scale's colour with a misspelt component", document(scene(tracks: track(type: "color", timeline: #"{"initial":\#(colour),"scales":[{"start":0,"length":1,"to":{"red":0,"green":0,"blue":0,"alpha":1,"bleu":1}}]}"#))), .unknownKey, at: "scenes[0].tracks[0].timeline.scales[0].to.bleu"),
        MalformedDocument("a misspelt label field", document(extra: #","labels":[{"name":"l","position":{"scene":{"_0":"a","progress":0.5}},"colour":"red"}]"#), .unknownKey, at: "labels[0].colour"),
        MalformedDocument("a misspelt label scene field", document(extra: #","labels":[{"name":"l","position":{"scene":{"_0":"a","progres":0.5}}}]"#), .unknownKey, at: "labels[0].position.scene.progres"),
        MalformedDocument("a second anchor in a label", document(extra: #","labels":[{"name":"l","position":{"anchor":{"_0":\#(anchor),"_1":\#(anchor)}}}]"#), .unknownKey, at: "labels[0].position.anchor._1"),
        MalformedDocument("a misspelt field in a label's anchor", document(extra: #","labels":[{"name":"l","position":{"anchor":{"_0":\#(anchor.replacingOccurrences(of: #""points":0,"reference""#, with: #""points":0,"refrence":{},"reference""#))}}}]"#), .unknownKey, at: "labels[0].position.anchor._0.refrence"),
        MalformedDocument("a misspelt field in a stage track's easing", document(extra: #","tracks":[{"target":"y","type":"number","timeline":{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"steps","count":2,"positon":"start"}}]}}]"#), .unknownKey, at: "tracks[0].timeline.scales[0].easing.positon"),
    ]

    /// Numbers no `Double` can hold, wherever they are (issue 31, bug 2).
    static let outOfRange: [MalformedDocument] = [
        MalformedDocument("hysteresis beyond a double", document(scene(extra: #","hysteresis":1e999"#)), .invalidValue, at: "scenes[0].hysteresis"),
        MalformedDocument("a length too large for a double", document(scene(end: #"{"length":1e400}"#)), .invalidValue, at: "scenes[0].end.length"),
        MalformedDocument("a point's y below a double", document(scene(tracks: track(type: "point", timeline: #"{"initial":[0,-1e999],"scales":[]}"#))), .invalidValue, at: "scenes[0].tracks[0].timeline.initial[1]"),
        MalformedDocument("a number too small for a double", document(extra: #","labels":[{"name":"l","position":{"scene":{"_0":"a","progress":1e-999}}}]"#), .invalidValue, at: "labels[0].position.scene.progress"),
        MalformedDocument("an element frame beyond a double", document(extra: #","layout":{"viewport":[1,1],"content":[1,1],"elements":{"hero image":[[0,0],[1,2E+400]]}}"#), .invalidValue, at: #"layout.elements["hero image"][1][1]"#),
        MalformedDocument("an easing parameter beyond a double", easing(#"{"name":"cubicBezier","x1":0,"y1":1e999,"x2":1,"y2":1}"#), .invalidValue, at: "scenes[0].tracks[0].timeline.scales[1].easing.y1"),
        MalformedDocument("a version beyond a double", #"{"version":1e999,"scenes":[]}"#, .invalidValue, at: "version"),
    ]
}

@Suite("Stage document errors")
struct StageDocumentErrorTests {
    /// Reads `json`, expecting a fault of `kind` at `path`; checks that the error's message is one
    /// short line that starts with the path, and that decoding it with a plain `JSONDecoder` throws
    /// too (and does not trap).
    @discardableResult
    func expectRefused(_ json: Data, _ kind: StageDocumentError.Kind, at path: String, sourceLocation: SourceLocation = #_sourceLocation) -> StageDocumentError? {
        let valid = try! StageDocument(json: Data(MalformedDocument.document(MalformedDocument.scene()).utf8))
        var document = valid
        let error = catching(sourceLocation: sourceLocation) { document = try StageDocument(json: json) }
        // Nothing changed.
        #expect(document == valid, sourceLocation: sourceLocation)
        guard let error else { return nil }
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        // The description starts with the position when it is known (`1:24: `), then the path.
        let afterPosition = error.line == nil ? error.description : String(error.description.drop { $0 != " " }.dropFirst())
        #expect(afterPosition.hasPrefix(path.isEmpty ? "document: " : "\(path): "), "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.count < 500 && !error.description.contains("\n"), "\(error.description.prefix(600))", sourceLocation: sourceLocation)
        if json.count <= StageDocument.maximumByteCount {
            #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try JSONDecoder().decode(StageDocument.self, from: json) }
        }
        return error
    }

    @Test("Every malformed document of the catalogue throws the typed error at the fault's JSON path", arguments: MalformedDocument.catalogue)
    func catalogue(_ malformed: MalformedDocument) {
        expectRefused(Data(malformed.json.utf8), malformed.kind, at: malformed.path)
    }

    @Test("An unknown field inside a nested value is refused at its own path (issue 31, bug 1)", arguments: MalformedDocument.nestedFields)
    func nestedFields(_ malformed: MalformedDocument) {
        expectRefused(Data(malformed.json.utf8), malformed.kind, at: malformed.path)
    }

    @Test("A number no double can hold is refused at its own path (issue 31, bug 2)", arguments: MalformedDocument.outOfRange)
    func outOfRange(_ malformed: MalformedDocument) {
        expectRefused(Data(malformed.json.utf8), malformed.kind, at: malformed.path)
    }

    @Test("The catalogue's base document is valid, so each entry tests its one fault")
    func baseIsValid() throws {
        let document = try StageDocument(json: Data(MalformedDocument.document(MalformedDocument.scene(), MalformedDocument.scene(name: #""b""#)).utf8))
        #expect(document.targets.map(\.name) == ["x"])
    }

    @Test("Messages read as a sentence naming the path and why")
    func messages() throws {
        let cases: [(String, String)] = [
            (MalformedDocument.document(MalformedDocument.scene(start: "400")), "scenes[0].start: expected an object, found a number"),
            (#"{"version":3,"scenes":[]}"#, "version: version 3 is newer than this library reads (2): update Scrollwork to read it"),
            (MalformedDocument.document(MalformedDocument.scene(extra: #","hysterisis":2"#)),
             #"scenes[0].hysterisis: a scene has no field "hysterisis"; its fields are name, start, end, hysteresis, once, isEnabled, tracks"#),
            (MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(timeline: #"{"initial":0,"scales":[{"start":0,"length":0.5,"to":1},{"start":0.25,"length":0.5,"to":0}]}"#))),
             "scenes[0].tracks[0].timeline.scales[1]: Scale [0.25, 0.75] overlaps the existing scale [0.0, 0.5]"),
            (MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(extra: #","domain":"time""#))),
             #"scenes[0].tracks[0].domain: unknown domain "time"; one of progress, sceneOffset, offset, velocity, unclampedProgress"#),
            (MalformedDocument.document(MalformedDocument.scene(), MalformedDocument.scene()), #"scenes[1].name: another scene is named "a""#),
            (MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"easeInOutWobble"}}]}"#))),
             "scenes[0].tracks[0].timeline.scales[0].easing.name: Easing 'easeInOutWobble': unknown easing name"),
            (MalformedDocument.document(MalformedDocument.scene(tracks: #"{"target":"x","timeline":{"initial":0,"scales":[]}}"#)), "scenes[0].tracks[0].type: required field missing"),
            (MalformedDocument.easing(#"{"name":"steps","count":4,"positon":"jump-start"}"#),
             #"scenes[0].tracks[0].timeline.scales[1].easing.positon: a steps easing has no field "positon"; its fields are name, count, position"#),
            (MalformedDocument.document(MalformedDocument.scene(extra: #","hysteresis":1e999"#)),
             "scenes[0].hysteresis: a number out of range: 1e999 is beyond what a double holds (±1.8e308)"),
            (MalformedDocument.document(extra: #","labels":[{"name":"l","position":{"scene":{"_0":"a","progress":-1e-999}}}]"#),
             "labels[0].position.scene.progress: a number out of range: -1e-999 is too small for a double (it would read as 0)"),
        ]
        for (json, message) in cases {
            let error = catching { try StageDocument(json: Data(json.utf8)) }
            #expect(error?.description == message)
        }
    }

    @Test("10 MB strings are refused quickly with a short message, wherever they are", arguments: ["scene name", "target", "element", "unknown field", "easing name", "label", "type"])
    func hugeStrings(place: String) {
        let huge = String(repeating: "x", count: 10_000_000)
        let (json, kind, path): (String, StageDocumentError.Kind, String) = switch place {
        case "scene name": (MalformedDocument.document(MalformedDocument.scene(name: "\"\(huge)\"")), .tooLarge, "scenes[0].name")
        case "target": (MalformedDocument.document(MalformedDocument.scene(tracks: #"{"target":"\#(huge)","type":"pin"}"#)), .tooLarge, "scenes[0].tracks[0].target")
        case "element":
            (MalformedDocument.document(extra: #","layout":{"viewport":[1,1],"content":[1,1],"elements":{"\#(huge)":[[0,0],[1,1]]}}"#), .tooLarge,
             "layout.elements[\"" + String(repeating: "x", count: 64) + "…\"]")
        case "unknown field": (MalformedDocument.document(extra: #","\#(huge)":1"#), .unknownKey, "[\"" + String(repeating: "x", count: 64) + "…\"]")
        case "easing name":
            (MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":{"name":"\#(huge)"}}]}"#))),
             .invalidValue, "scenes[0].tracks[0].timeline.scales[0].easing.name")
        case "label": (MalformedDocument.document(extra: #","labels":[{"name":"\#(huge)","position":{"scene":{"_0":"a","progress":0.5}}}]"#), .tooLarge, "labels[0].name")
        default: (MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(type: huge))), .invalidValue, "scenes[0].tracks[0].type")
        }
        expectRefused(Data(json.utf8), kind, at: path)
    }

    @Test("100,000-deep nesting is refused before parsing, naming the path where it passes the limit", arguments: ["[", "{\"a\":"])
    func deepNesting(opener: String) {
        let closer = opener == "[" ? "]" : "}"
        let depth = 100_000
        let bare = String(repeating: opener, count: depth) + "1" + String(repeating: closer, count: depth)
        let bareStep = opener == "[" ? "[0]" : ".a"
        let barePath = String((String(repeating: bareStep, count: StageDocument.maximumDepth)).drop { $0 == "." })
        expectRefused(Data(bare.utf8), .tooDeep, at: barePath)
        // Inside a document: deep in a track's timeline.
        let inside = MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(timeline: #"{"initial":0,"scales":[\#(bare)]}"#)))
        let prefix = "scenes[0].tracks[0].timeline.scales"
        // Depth of `scales`' array: document, scenes, scene, tracks, track, timeline, scales = 7.
        let remaining = StageDocument.maximumDepth - 7
        expectRefused(Data(inside.utf8), .tooDeep, at: prefix + "[0]" + String(repeating: bareStep, count: remaining))
    }

    @Test("A path too long to read (long keys nested deep) keeps its first and last parts, so the message stays short")
    func longPaths() {
        let key = String(repeating: "k", count: 60)
        let json = #"{"version":1,"scenes":[],"x":"# + String(repeating: #"{"\#(key)":"#, count: 70) + "1" + String(repeating: "}", count: 70) + "}"
        let error = catching { try StageDocument(json: Data(json.utf8)) }
        #expect(error?.kind == .tooDeep)
        #expect(error.map { $0.path.hasPrefix("x.\(key).\(key).") && $0.path.hasSuffix(".\(key).\(key)") && $0.path.contains("…") } == true)
        #expect(error.map { $0.path.count <= 482 && $0.description.count < 600 } == true, "\(error?.description.count ?? 0)")
    }

    @Test("A document at the nesting a real document needs is read: 32 nested easing combinators inside a scale")
    func deepestValidDocument() throws {
        var easing = #"{"name":"easeInQuad"}"#
        for index in 0..<32 { easing = #"{"name":"\#(index % 2 == 0 ? "reversed" : "mirrored")","of":\#(easing)}"# }
        let json = MalformedDocument.document(MalformedDocument.scene(tracks: MalformedDocument.track(timeline: #"{"initial":0,"scales":[{"start":0,"length":1,"to":1,"easing":\#(easing)}]}"#)))
        let document = try StageDocument(json: Data(json.utf8))
        #expect(try StageDocument(json: document.json()) == document)
    }

    @Test("Bytes that are not UTF-8 are refused")
    func notUTF8() {
        var bytes = Data(MalformedDocument.document(MalformedDocument.scene(name: "\"ab\"")).utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "b"))!] = 0xFF
        expectRefused(bytes, .notJSON, at: "")
    }

    @Test("A document larger than 16 MiB is refused before it is parsed")
    func tooLarge() {
        let padding = String(repeating: " ", count: StageDocument.maximumByteCount)
        expectRefused(Data((MalformedDocument.document(MalformedDocument.scene()) + padding).utf8), .tooLarge, at: "")
    }

    @Test("Kinds print as their names")
    func kindNames() {
        let kinds: [StageDocumentError.Kind] = [
            .notJSON, .wrongType, .missing, .unknownKey, .invalidValue, .unsupportedVersion, .tooLarge, .tooDeep, .duplicateName,
            .conflictingTypes, .unnamedTrack, .unencodable, .bindingMismatch,
        ]
        #expect(kinds.map(\.description) == [
            "notJSON", "wrongType", "missing", "unknownKey", "invalidValue", "unsupportedVersion", "tooLarge", "tooDeep", "duplicateName",
            "conflictingTypes", "unnamedTrack", "unencodable", "bindingMismatch",
        ])
        #expect(Set(kinds).count == kinds.count)
    }
}
