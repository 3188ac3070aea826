#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

// Version 2 of the document's JSON form, written for people (see DescribingAStage.md): read from
// a `DocumentJSON` tree by a `DocumentReader` that records every fault and carries on, and written
// to one by `DocumentWriter`. Version 1 is read by the `Codable` form in StageDocument+Codable.swift
// and written as version 2.

// MARK: - Shapes

/// What an object of the format holds: its name for messages, its fields, and an example.
struct DocumentShape {
    let what: String
    let fields: [String]
    let example: String

    static let document = DocumentShape(what: "a document", fields: ["$schema", "version", "layout", "scenes", "tracks", "labels", "velocitySmoothing", "variants"],
                                        example: #"{"version": 2, "scenes": []}"#)
    static let stage = DocumentShape(what: "a driven stage", fields: ["layout", "scenes", "tracks", "labels", "velocitySmoothing"],
                                     example: #"{"layout": {"axis": "horizontal", "viewport": [390, 844], "content": [1560, 844]}, "scenes": []}"#)
    static let driving = DocumentShape(what: "a track that drives a stage", fields: ["type", "stage"],
                                       example: #"{"type": "stage", "stage": {"layout": {"axis": "horizontal", "viewport": [390, 844], "content": [1560, 844]}}}"#)
    static let smoothing = DocumentShape(what: "a velocity smoothing", fields: ["timeConstant", "mass", "stiffness", "damping"],
                                         example: #"{"timeConstant": 0.1} or {"mass": 1, "stiffness": 170, "damping": 26}"#)
    static let layout = DocumentShape(what: "a layout", fields: ["axis", "viewport", "content", "elements"],
                                      example: #"{"viewport": [390, 844], "content": [390, 3376], "elements": {"page1": [0, 0, 390, 844]}}"#)
    static let scene = DocumentShape(what: "a scene", fields: ["name", "trigger", "start", "end", "hysteresis", "once", "enabled", "tracks", "animation", "toggleActions"],
                                     example: #"{"name": "intro", "trigger": "page1", "start": "top center", "end": "+=600"}"#)
    static let track = DocumentShape(what: "a track", fields: ["target", "type", "domain", "motion", "lag", "initial", "colorSpace", "scales", "path", "autoRotate", "targets", "stagger"],
                                     example: #"{"target": "title.opacity", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 1}]}"#)
    static let pin = DocumentShape(what: "a pin", fields: ["target", "type"], example: #"{"target": "card.pin", "type": "pin"}"#)
    static let scale = DocumentShape(what: "a scale", fields: ["start", "length", "to", "easing"],
                                     example: #"{"start": 0, "length": 0.5, "to": 1, "easing": "easeOutCubic"}"#)
    static let anchor = DocumentShape(what: "an anchor", fields: ["offset", "element", "content", "edge", "viewportEdge", "points", "view"],
                                      example: #"{"element": "page2", "edge": "top", "viewportEdge": "center"}"#)
    static let position = DocumentShape(what: "a position", fields: ["fraction", "points"], example: #"{"fraction": 0.25, "points": 10}"#)
    static let view = DocumentShape(what: "a view range", fields: ["range", "insets"], example: #"{"range": "entry", "insets": {"start": "0px", "end": "64px"}}"#)
    static let insets = DocumentShape(what: "insets", fields: ["start", "end"], example: #"{"start": "0px", "end": "64px"}"#)
    static let label = DocumentShape(what: "a label", fields: ["name", "at", "scene", "progress"],
                                     example: #"{"name": "intro", "at": 0} or {"name": "middle", "scene": "gallery", "progress": 0.5}"#)
    static let color = DocumentShape(what: "a colour", fields: ["red", "green", "blue", "alpha"], example: #"{"red": 0.11, "green": 0.2, "blue": 0.5, "alpha": 1}"#)
    static let stop = DocumentShape(what: "a linear() stop", fields: ["output", "input"], example: #"{"output": 0.5, "input": 0.25}"#)

    static let anchorExpected = ##"an anchor: a number (an offset, e.g. 400), a string (e.g. "top center", "#page2 top bottom-=100", "content bottom bottom") or an object (e.g. {"element": "page2", "edge": "top", "viewportEdge": "center"})"##
    static let easingExpected = #"an easing: a name (e.g. "easeOutCubic") or an object (e.g. {"name": "steps", "count": 4, "position": "jump-start"})"#
}

// MARK: - Reading

/// Reads a version 2 document from a tree, recording every fault (with its position, path, scene
/// and target) and carrying on past it, so that one pass reports them all.
final class DocumentReader {
    /// The most faults kept; past it reading stops adding them.
    static let maximumFaults = 100

    private(set) var faults: [StageDocumentFault] = []
    private(set) var omitted = 0
    /// The scene and target being read, for the faults' context.
    var scene: String?
    var target: String?
    /// The elements of the layout being read, which a staggered group's pattern matches.
    var layoutElements: [String: CGRect] = [:]

    /// Records a fault at `node` (or at `line`/`column`). A suggestion is kept only when a message
    /// can quote it whole (at most ``Excerpt/limit`` characters): one built from a huge input is
    /// no name anyone meant.
    func fault(_ kind: StageDocumentError.Kind, at node: DocumentJSON?, _ path: DocumentPath, _ reason: String,
               expected: String? = nil, suggestion: @autoclosure () -> String? = nil, line: Int? = nil, column: Int? = nil) {
        guard faults.count < Self.maximumFaults else {
            omitted += 1
            return
        }
        let line = line ?? node.map(\.line), column = column ?? node.map(\.column)
        faults.append(StageDocumentFault(
            kind, at: path.description, line: line == 0 ? nil : line, column: column == 0 ? nil : column,
            scene: scene.map { DocumentPath.clip($0, to: 64) }, target: target.map { DocumentPath.clip($0, to: 64) },
            DocumentPath.clip(reason), expected: expected.map { DocumentPath.clip($0, to: 400) },
            suggestion: suggestion().flatMap { $0.unicodeScalars.count <= Excerpt.limit ? $0 : nil }))
    }

    /// The faults in document order (stable for faults without a position).
    var sortedFaults: [StageDocumentFault] {
        var sorted = faults.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
        }.map(\.element)
        if omitted > 0, let last = sorted.last {
            sorted.append(StageDocumentFault(last.kind, at: "", "\(omitted) more faults not listed (reading stops listing after \(Self.maximumFaults))"))
        }
        return sorted
    }

    func wrongType(_ node: DocumentJSON, _ path: DocumentPath, expected: String) {
        fault(.wrongType, at: node, path, "expected \(expected.split(separator: ":").first ?? Substring(expected)), found \(node.typeName)", expected: "e.g. " + Self.example(of: expected))
    }

    private static func example(of expected: String) -> String {
        if let range = expected.range(of: "e.g. ") { return String(expected[range.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: ")")) }
        return expected
    }

    // MARK: Primitives

    /// An object's members by key, unknown keys and duplicates reported; `nil` (reported) when the
    /// value is not an object.
    func object(_ node: DocumentJSON, _ path: DocumentPath, _ shape: DocumentShape, fields: [String]? = nil) -> [String: (member: DocumentJSON.Member, path: DocumentPath)]? {
        guard case .object(let members) = node.value else {
            fault(.wrongType, at: node, path, "expected \(shape.what) (an object), found \(node.typeName)", expected: "e.g. " + shape.example)
            return nil
        }
        let allowed = fields ?? shape.fields
        var byKey: [String: (member: DocumentJSON.Member, path: DocumentPath)] = [:]
        for member in members {
            let memberPath = path + DocumentKey(member.key)
            guard allowed.contains(member.key) else {
                let suggestion = StageDocumentFault.closest(to: member.key, in: allowed)
                fault(.unknownKey, at: nil, memberPath, "\(shape.what) has no field \(DocumentPath.quote(member.key))",
                      expected: suggestion == nil ? "its fields are \(allowed.joined(separator: ", "))" : nil, suggestion: suggestion,
                      line: member.line, column: member.column)
                continue
            }
            guard byKey[member.key] == nil else {
                fault(.invalidValue, at: nil, memberPath, "the field \(DocumentPath.quote(member.key)) is written twice", line: member.line, column: member.column)
                continue
            }
            byKey[member.key] = (member, memberPath)
        }
        return byKey
    }

    /// Reports a missing required field of the object at `node`.
    func missing(_ field: String, in node: DocumentJSON, _ path: DocumentPath, expected: String) {
        // A misspelling of the field is reported already (an unknown field of this object, "did
        // you mean" this one): once is enough.
        let prefix = path.description
        if faults.contains(where: { $0.kind == .unknownKey && $0.suggestion == field && $0.path.hasPrefix(prefix) && $0.path.count > prefix.count
                                    && !$0.path.dropFirst(prefix.count).dropFirst().contains(where: { $0 == "." || $0 == "[" }) }) { return }
        fault(.missing, at: node, path + DocumentKey(field), "required field \(DocumentPath.quote(field)) missing", expected: expected)
    }

    func number(_ node: DocumentJSON, _ path: DocumentPath, example: String = "0.5") -> Double? {
        switch node.value {
        case .number(let number) where number.isFinite: return number
        case .integer(let integer): return Double(integer)
        case .number(let number):
            fault(.invalidValue, at: node, path, "a number must be finite, not \(number)", expected: "e.g. \(example)")
            return nil
        case .numberOutOfRange(let literal):
            fault(.invalidValue, at: node, path, "a number out of range: \(DocumentPath.clip(literal, to: 64)) is beyond what a double holds (±1.8e308, and no smaller than 2.2e-308 unless 0)")
            return nil
        case .null:
            fault(.missing, at: node, path, "expected a number, found null", expected: "e.g. \(example)")
            return nil
        default:
            fault(.wrongType, at: node, path, "expected a number, found \(node.typeName)", expected: "e.g. \(example)")
            return nil
        }
    }

    func string(_ node: DocumentJSON, _ path: DocumentPath, example: String) -> String? {
        guard case .string(let string) = node.value else {
            fault(node.value.isNull ? .missing : .wrongType, at: node, path, "expected a string, found \(node.typeName)", expected: "e.g. \(example)")
            return nil
        }
        return string
    }

    func bool(_ node: DocumentJSON, _ path: DocumentPath) -> Bool? {
        guard case .bool(let bool) = node.value else {
            fault(node.value.isNull ? .missing : .wrongType, at: node, path, "expected true or false, found \(node.typeName)", expected: "e.g. true")
            return nil
        }
        return bool
    }

    func array(_ node: DocumentJSON, _ path: DocumentPath, example: String) -> [DocumentJSON]? {
        guard case .array(let elements) = node.value else {
            fault(node.value.isNull ? .missing : .wrongType, at: node, path, "expected an array, found \(node.typeName)", expected: "e.g. \(example)")
            return nil
        }
        return elements
    }

    /// A name (scene, target, element, label), checked against the length limit.
    func name(_ node: DocumentJSON, _ path: DocumentPath, example: String) -> String? {
        guard let name = string(node, path, example: example) else { return nil }
        let length = name.utf8.count
        guard length <= StageDocument.maximumNameLength else {
            fault(.tooLarge, at: node, path, "a name of \(length) bytes; names may have at most \(StageDocument.maximumNameLength)")
            return nil
        }
        return name
    }

    /// One of `names`, as its value.
    func choice<Value>(_ node: DocumentJSON, _ path: DocumentPath, _ what: String, of names: KeyValuePairs<String, Value>) -> Value? {
        guard let name = string(node, path, example: DocumentPath.quote(names.first!.key)) else { return nil }
        guard let match = names.first(where: { $0.key == name }) else {
            fault(.invalidValue, at: node, path, "unknown \(what) \(DocumentPath.quote(name))", expected: "one of \(names.map(\.key).joined(separator: ", "))",
                  suggestion: StageDocumentFault.closest(to: name, in: names.map(\.key)))
            return nil
        }
        return match.value
    }

    /// `count` numbers in an array (a size, a point, a frame).
    func numbers(_ node: DocumentJSON, _ path: DocumentPath, count: Int, example: String) -> [Double]? {
        guard let elements = array(node, path, example: example) else { return nil }
        guard elements.count == count else {
            fault(.wrongType, at: node, path, "expected \(count) numbers, found \(elements.count) values", expected: "e.g. \(example)")
            return nil
        }
        var values: [Double] = []
        for (index, element) in elements.enumerated() {
            if let value = number(element, path + DocumentKey(index: index)) { values.append(value) }
        }
        return values.count == count ? values : nil
    }

    /// The number at `key` of `fields`, the object at `node`: a missing key gives `value`, or, with
    /// no default, is reported missing (expecting `expected`).
    func number(_ fields: Fields, _ key: String, of node: DocumentJSON, _ path: DocumentPath, default value: Double? = nil,
                expected: String = "a number") -> Double? {
        guard let field = fields[key] else {
            if value == nil { missing(key, in: node, path, expected: expected) }
            return value
        }
        return number(field.member.value, field.path)
    }

    /// The numbers at `keys` of `fields`, in order, as ``number(_:_:of:_:default:expected:)`` reads
    /// each (`defaults` by key, `expected` of a missing one), or `nil` if any is missing or
    /// invalid — after reporting every one that is.
    func numbers(_ fields: Fields, _ keys: [String], of node: DocumentJSON, _ path: DocumentPath, defaults: [String: Double] = [:],
                 expected: (String) -> String) -> [Double]? {
        let values = keys.map { number(fields, $0, of: node, path, default: defaults[$0], expected: expected($0)) }
        return values.allSatisfy { $0 != nil } ? values.map { $0! } : nil
    }
}

extension DocumentJSON.Value {
    var isNull: Bool { if case .null = self { true } else { false } }
}

extension DocumentReader {
    // MARK: The document

    /// The document a version 2 tree describes, or `nil` with ``faults`` recorded.
    func document(_ root: DocumentJSON, at path: DocumentPath = DocumentPath([]), nested: Bool = false) -> StageDocument? {
        guard let fields = object(root, path, nested ? .stage : .document) else { return nil }
        var layout: StageLayout?
        if let node = fields["layout"] {
            layout = self.layout(node.member.value, node.path)
        }
        let outerElements = layoutElements
        layoutElements = layout?.elements ?? [:]
        defer { layoutElements = outerElements }
        if let node = fields["$schema"] { _ = string(node.member.value, node.path, example: #""../Schema/stage-document.schema.json""#) }
        var scenes: [StageDocument.SceneEntry] = []
        var sceneNames: [String: DocumentPath] = [:]
        var types: [String: (type: StageDocument.ValueType, path: DocumentPath)] = [:]
        var complete = true
        if let node = fields["scenes"], let list = array(node.member.value, node.path, example: "[" + DocumentShape.scene.example + "]") {
            for (index, element) in list.enumerated() {
                let scenePath = node.path + DocumentKey(index: index)
                let scene = self.scene(element, scenePath, types: &types)
                // Names are compared as written, also of scenes with faults of their own.
                if let name = peek("name", in: element) {
                    if let first = sceneNames[name] {
                        self.scene = name
                        fault(.duplicateName, at: nameNode(of: element), scenePath + DocumentKey("name"), "another scene is named \(DocumentPath.quote(name)) (at \(first))",
                              expected: "a name no other scene of the stage has: rename one of the two")
                        self.scene = nil
                        complete = false
                    } else {
                        sceneNames[name] = scenePath
                    }
                }
                guard let scene else {
                    complete = false
                    continue
                }
                scenes.append(scene)
            }
        } else if fields["scenes"] != nil {
            complete = false
        }
        let tracks = self.tracks(fields["tracks"], types: &types, complete: &complete)
        var labels: [StageLabel] = []
        if let node = fields["labels"], let list = array(node.member.value, node.path, example: "[" + DocumentShape.label.example + "]") {
            for (index, element) in list.enumerated() {
                if let label = label(element, node.path + DocumentKey(index: index), sceneNames: sceneNames) { labels.append(label) } else { complete = false }
            }
        } else if fields["labels"] != nil {
            complete = false
        }
        var smoothing: ScrubSmoothing?
        if let node = fields["velocitySmoothing"] {
            smoothing = self.smoothing(node.member.value, node.path)
            if smoothing == nil { complete = false }
        }
        // A toggled animation's name is bound as its own target: it must not be a track's.
        for scene in scenes {
            if let toggle = scene.toggle, let track = types[toggle.animation] {
                self.scene = scene.name
                fault(.conflictingTypes, at: nil, track.path + DocumentKey("target"),
                      "\(DocumentPath.quote(toggle.animation)) names a toggled animation of scene \(DocumentPath.quote(scene.name)) and a \(track.type) track here")
                self.scene = nil
                complete = false
            }
        }
        let variants = fields["variants"].map { self.variants($0, baseScenes: sceneNames, types: &types, complete: &complete) } ?? []
        guard complete, faults.isEmpty else { return nil }
        var document = StageDocument(layout: layout.flatMap { $0 == StageLayout() ? nil : $0 }, scenes: scenes, tracks: tracks, labels: labels, velocitySmoothing: smoothing)
        document.variants = variants
        return document
    }

    /// `{"timeConstant": seconds}` (an exponential) or `{"mass", "stiffness", "damping"}` (a spring; mass default 1).
    func smoothing(_ node: DocumentJSON, _ path: DocumentPath) -> ScrubSmoothing? {
        guard let fields = object(node, path, .smoothing) else { return nil }
        if let field = fields["timeConstant"] {
            if let other = ["mass", "stiffness", "damping"].first(where: { fields[$0] != nil }) {
                fault(.invalidValue, at: node, path, "a smoothing is an exponential (timeConstant) or a spring (mass, stiffness, damping), not both: \(other) given", expected: "e.g. " + DocumentShape.smoothing.example)
                return nil
            }
            guard let value = number(field.member.value, field.path, example: "0.1") else { return nil }
            guard value > 0 else {
                fault(.invalidValue, at: field.member.value, field.path, "a time constant must be positive, not \(DocumentJSON.format(value))", expected: "seconds, e.g. 0.1")
                return nil
            }
            return .exponential(timeConstant: value)
        }
        guard let values = numbers(fields, ["mass", "stiffness", "damping"], of: node, path, defaults: ["mass": 1],
                                   expected: { "a number, e.g. " + ($0 == "stiffness" ? "170" : "26") }) else { return nil }
        guard values[0] > 0, values[1] > 0, values[2] >= 0 else {
            fault(.invalidValue, at: node, path, "a spring needs mass > 0, stiffness > 0 and damping >= 0", expected: "e.g. " + DocumentShape.smoothing.example)
            return nil
        }
        return .spring(DampedSpring(mass: values[0], stiffness: values[1], damping: values[2]))
    }

    private func nameNode(of scene: DocumentJSON) -> DocumentJSON {
        if case .object(let members) = scene.value, let name = members.first(where: { $0.key == "name" }) { return name.value }
        return scene
    }

    private func tracks(_ node: (member: DocumentJSON.Member, path: DocumentPath)?, types: inout [String: (type: StageDocument.ValueType, path: DocumentPath)],
                        complete: inout Bool) -> [StageDocument.TrackEntry] {
        guard let node else { return [] }
        guard let list = array(node.member.value, node.path, example: "[" + DocumentShape.track.example + "]") else {
            complete = false
            return []
        }
        var tracks: [StageDocument.TrackEntry] = []
        for (index, element) in list.enumerated() {
            let trackPath = node.path + DocumentKey(index: index)
            guard let track = track(element, trackPath), let expanded = expand(track, element, trackPath) else {
                complete = false
                continue
            }
            for track in expanded {
            if let child = track.child {
                // The driven stage's targets share the document's names (one set of bindings).
                for (childTrack, childPath) in child.allTracks where childTrack.child == nil {
                    let path = DocumentPath(trackPath.keys + [DocumentKey("stage")] + childPath.keys)
                    if let first = types[childTrack.target], first.type != childTrack.timeline.valueType {
                        fault(.conflictingTypes, at: element, path + DocumentKey("type"),
                              "\(DocumentPath.quote(childTrack.target)) is a \(childTrack.timeline.valueType) here but a \(first.type) at \(first.path)")
                        complete = false
                    } else if types[childTrack.target] == nil {
                        types[childTrack.target] = (childTrack.timeline.valueType, path)
                    }
                }
                tracks.append(track)
                continue
            }
            let type = track.timeline.valueType
            if let first = types[track.target] {
                if first.type != type {
                    target = track.target
                    fault(.conflictingTypes, at: element, trackPath + DocumentKey("type"),
                          "\(DocumentPath.quote(track.target)) is a \(type) here but a \(first.type) at \(first.path)")
                    target = nil
                    complete = false
                }
            } else {
                types[track.target] = (type, trackPath)
            }
            tracks.append(track)
            }
        }
        return tracks
    }

    // MARK: Layout

    func layout(_ node: DocumentJSON, _ path: DocumentPath) -> StageLayout? {
        guard let fields = object(node, path, .layout) else { return nil }
        var axis = ScrollAxis.vertical
        if let axisNode = fields["axis"] {
            axis = choice(axisNode.member.value, axisNode.path, "axis", of: ["vertical": ScrollAxis.vertical, "horizontal": .horizontal]) ?? .vertical
        }
        var sizes: [CGSize] = []
        for key in ["viewport", "content"] {
            guard let field = fields[key] else {
                missing(key, in: node, path, expected: "[width, height], e.g. [390, 844]")
                continue
            }
            if let values = numbers(field.member.value, field.path, count: 2, example: "[390, 844]") {
                sizes.append(CGSize(width: values[0], height: values[1]))
            }
        }
        var elements: [String: CGRect] = [:]
        var elementsComplete = true
        if let field = fields["elements"] {
            if case .object(let members) = field.member.value.value {
                for member in members {
                    let framePath = field.path + DocumentKey(member.key)
                    let length = member.key.utf8.count
                    guard length <= StageDocument.maximumNameLength else {
                        fault(.tooLarge, at: nil, framePath, "a name of \(length) bytes; names may have at most \(StageDocument.maximumNameLength)", line: member.line, column: member.column)
                        elementsComplete = false
                        continue
                    }
                    guard elements[member.key] == nil else {
                        fault(.invalidValue, at: nil, framePath, "the element \(DocumentPath.quote(member.key)) is written twice", line: member.line, column: member.column)
                        elementsComplete = false
                        continue
                    }
                    if let frame = numbers(member.value, framePath, count: 4, example: "[x, y, width, height], e.g. [0, 844, 390, 844]") {
                        elements[member.key] = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
                    } else {
                        elementsComplete = false
                    }
                }
            } else {
                fault(.wrongType, at: field.member.value, field.path, "expected an object of frames by element name, found \(field.member.value.typeName)",
                      expected: #"e.g. {"page1": [0, 0, 390, 844]}"#)
                elementsComplete = false
            }
        }
        guard sizes.count == 2, elementsComplete else { return nil }
        return StageLayout(axis: axis, viewport: sizes[0], content: sizes[1], elements: elements)
    }

    // MARK: Scenes

    /// The string of member `key` of an object, if it has one: a scene's name or a track's
    /// target, known before the object's faults are reported so that they can name it.
    func peek(_ key: String, in node: DocumentJSON) -> String? {
        guard case .object(let members) = node.value, let member = members.first(where: { $0.key == key }),
              case .string(let text) = member.value.value else { return nil }
        return text
    }

    func scene(_ node: DocumentJSON, _ path: DocumentPath, types: inout [String: (type: StageDocument.ValueType, path: DocumentPath)]) -> StageDocument.SceneEntry? {
        scene = peek("name", in: node)
        defer { scene = nil }
        guard let fields = object(node, path, .scene) else { return nil }
        var name: String?
        if let field = fields["name"] {
            name = self.name(field.member.value, field.path, example: #""intro""#)
        } else {
            missing("name", in: node, path, expected: #"a scene's name, e.g. "intro""#)
        }
        scene = name
        var trigger: String?
        if let field = fields["trigger"] { trigger = self.name(field.member.value, field.path, example: #""page1""#) }
        var start: ScrollAnchor?
        if let field = fields["start"] {
            start = anchor(field.member.value, field.path, trigger: trigger, triggerWritten: fields["trigger"] != nil)
        } else {
            missing("start", in: node, path, expected: "e.g. \"top center\" or 0")
        }
        var end: ScrollScene.End?
        if let field = fields["end"] {
            end = self.end(field.member.value, field.path, trigger: trigger, triggerWritten: fields["trigger"] != nil)
        } else {
            missing("end", in: node, path, expected: "e.g. \"+=600\" (a length) or \"bottom top\"")
        }
        var hysteresis = 0.0
        var valid = true
        if let field = fields["hysteresis"] {
            if let value = number(field.member.value, field.path, example: "2") {
                if value >= 0 { hysteresis = value } else {
                    fault(.invalidValue, at: field.member.value, field.path, "hysteresis must not be negative, not \(DocumentJSON.format(value))", expected: "points, e.g. 2")
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var toggle: StageDocument.SceneToggle?
        if let field = fields["animation"] {
            if let animation = self.name(field.member.value, field.path, example: #""badge.pop""#) {
                var actions = ToggleActions()
                if let actionsField = fields["toggleActions"], let text = string(actionsField.member.value, actionsField.path, example: #""play none none reverse""#) {
                    do {
                        actions = try ToggleActions(text)
                    } catch {
                        let words = ["play", "pause", "resume", "reverse", "restart", "reset", "complete", "none"]
                        var suggestion: String?
                        if case .unknownAction(let word) = error, text.utf8.count <= 4 * Excerpt.limit,
                           let closest = StageDocumentFault.closest(to: word, in: words) {
                            suggestion = text.replacingOccurrences(of: word, with: closest)
                        }
                        fault(.invalidValue, at: actionsField.member.value, actionsField.path, error.description,
                              expected: #"one to four actions for enter, leave, enterBack and leaveBack, e.g. "play none none reverse""#, suggestion: suggestion)
                        valid = false
                    }
                } else if fields["toggleActions"] != nil {
                    valid = false
                }
                toggle = StageDocument.SceneToggle(animation: animation, actions: actions)
            } else {
                valid = false
            }
        } else if let field = fields["toggleActions"] {
            fault(.missing, at: node, path + DocumentKey("animation"), "toggleActions without the \"animation\" they play",
                  expected: #"the name the app binds with TrackBinding.toggle, e.g. "animation": "badge.pop""#, line: field.member.line, column: field.member.column)
            valid = false
        }
        var once = false, isEnabled = true
        if let field = fields["once"] { if let value = bool(field.member.value, field.path) { once = value } else { valid = false } }
        if let field = fields["enabled"] { if let value = bool(field.member.value, field.path) { isEnabled = value } else { valid = false } }
        let tracks = self.sceneTracks(fields["tracks"], types: &types, valid: &valid)
        guard let name, let start, let end, valid else { return nil }
        return StageDocument.SceneEntry(name: name, start: start, end: end, hysteresis: hysteresis, once: once, isEnabled: isEnabled, tracks: tracks, toggle: toggle)
    }

    private func sceneTracks(_ node: (member: DocumentJSON.Member, path: DocumentPath)?, types: inout [String: (type: StageDocument.ValueType, path: DocumentPath)],
                             valid: inout Bool) -> [StageDocument.TrackEntry] {
        var complete = true
        let tracks = self.tracks(node, types: &types, complete: &complete)
        if !complete { valid = false }
        return tracks
    }

    func end(_ node: DocumentJSON, _ path: DocumentPath, trigger: String?, triggerWritten: Bool) -> ScrollScene.End? {
        if case .string(let text) = node.value, text.hasPrefix("+=") || text.hasPrefix("-=") {
            guard let length = DocumentAnchor.length(text) else {
                fault(.invalidValue, at: node, path, "\(DocumentPath.quote(text)) is not a length", expected: #"a length from the start, e.g. "+=600""#)
                return nil
            }
            guard length >= 0 else {
                fault(.invalidValue, at: node, path, "a length must not be negative, not \(DocumentJSON.format(length))", expected: #"e.g. "+=600""#)
                return nil
            }
            return .length(length)
        }
        return anchor(node, path, trigger: trigger, triggerWritten: triggerWritten).map { .anchor($0) }
    }

    // MARK: Anchors

    func anchor(_ node: DocumentJSON, _ path: DocumentPath, trigger: String?, triggerWritten: Bool) -> ScrollAnchor? {
        switch node.value {
        case .number, .integer, .numberOutOfRange:
            return number(node, path, example: "400").map(ScrollAnchor.offset)
        case .string(let text):
            switch DocumentAnchor.anchor(text, trigger: trigger) {
            case .success(let anchor):
                if let element = anchor.elementName, element.utf8.count > StageDocument.maximumNameLength {
                    fault(.tooLarge, at: node, path, "an element name of \(element.utf8.count) bytes; names may have at most \(StageDocument.maximumNameLength)")
                    return nil
                }
                return anchor
            case .failure(.noElement):
                fault(.invalidValue, at: node, path, "\(DocumentPath.quote(text)) names no element, and \(triggerWritten ? "the scene's trigger is not valid" : "there is no \"trigger\" to refer to")",
                      expected: ##"name the element in the string ("#page2 top center"), or give the scene a "trigger": "page2""##)
                return nil
            case .failure(.malformed(let why)):
                fault(.invalidValue, at: node, path, why, expected: ##"e.g. "top center", "top top+=100", "bottom 80%", "#page2 top bottom""##,
                      suggestion: Self.respelt(text))
                return nil
            }
        case .object:
            return longAnchor(node, path)
        default:
            fault(node.value.isNull ? .missing : .wrongType, at: node, path, "expected an anchor, found \(node.typeName)", expected: DocumentShape.anchorExpected)
            return nil
        }
    }

    /// `text` with each word that is no position and no reference replaced by the closest
    /// position keyword (`"top centre"` → `"top center"`), if that changes anything.
    static func respelt(_ text: String) -> String? {
        guard text.utf8.count <= 4 * Excerpt.limit else { return nil }   // longer than a suggestion is kept
        let keywords = ["top", "center", "bottom", "left", "right", "start", "end"]
        var changed = false
        let words = text.split(separator: " ").map { word -> String in
            let base = word.split(separator: "+=", maxSplits: 1).first.flatMap { $0.split(separator: "-=", maxSplits: 1).first } ?? word
            guard !word.hasPrefix("#"), word != "content", !word.hasPrefix("+="), !word.hasPrefix("-="), DocumentAnchor.position(word) == nil,
                  let keyword = StageDocumentFault.closest(to: String(base), in: keywords) else { return String(word) }
            changed = true
            return keyword + word.dropFirst(base.count)
        }
        let respelt = words.joined(separator: " ")
        return changed && DocumentAnchor.position(Substring(words.last ?? "")) != nil ? respelt : nil
    }

    private func longAnchor(_ node: DocumentJSON, _ path: DocumentPath) -> ScrollAnchor? {
        guard let fields = object(node, path, .anchor) else { return nil }
        let references = ["offset", "element", "content"].filter { fields[$0] != nil }
        guard references.count == 1 else {
            fault(.invalidValue, at: node, path, references.isEmpty ? "an anchor needs one of offset, element or content" : "an anchor has one of offset, element or content, not \(references.joined(separator: " and "))",
                  expected: "e.g. " + DocumentShape.anchor.example)
            return nil
        }
        var valid = true
        var reference: ScrollAnchor.Reference = .absolute
        var points = 0.0
        if let field = fields["offset"] {
            if let value = number(field.member.value, field.path, example: "400") { points = value } else { valid = false }
        } else if let field = fields["element"] {
            if let name = name(field.member.value, field.path, example: #""page2""#) { reference = .element(name) } else { valid = false }
        } else if let field = fields["content"] {
            if case .bool(true) = field.member.value.value { reference = .content } else {
                fault(.invalidValue, at: field.member.value, field.path, "content is written `true`", expected: #"e.g. {"content": true, "edge": "bottom", "viewportEdge": "bottom"}"#)
                valid = false
            }
        }
        if let field = fields["points"] {
            if fields["offset"] != nil {
                fault(.invalidValue, at: field.member.value, field.path, "an offset anchor has no points: the offset is its points", expected: #"e.g. {"offset": 400}"#)
                valid = false
            } else if let value = number(field.member.value, field.path, example: "20") { points = value } else { valid = false }
        }
        var edges: [ScrollAnchor.Position] = []
        for key in ["edge", "viewportEdge"] {
            if let field = fields[key] {
                if let position = position(field.member.value, field.path) { edges.append(position) } else { valid = false }
            } else {
                edges.append(.start)
            }
        }
        var view: ScrollAnchor.View?
        if let field = fields["view"] {
            if case .element = reference {
                view = self.view(field.member.value, field.path)
                if view == nil { valid = false }
            } else {
                fault(.invalidValue, at: field.member.value, field.path, "a named range (\"view\") is a range of an element: the anchor needs an \"element\"",
                      expected: #"e.g. {"element": "card", "view": {"range": "entry"}, "edge": "25%"}"#)
                valid = false
            }
        }
        guard valid, edges.count == 2 else { return nil }
        return ScrollAnchor(reference: reference, edge: edges[0], viewportEdge: edges[1], points: points, view: view)
    }

    func position(_ node: DocumentJSON, _ path: DocumentPath) -> ScrollAnchor.Position? {
        if case .string(let text) = node.value {
            let expected = "top, center, bottom (left, right), a percentage (80%) or points (100px), optionally shifted (top+=100), or {\"fraction\": 0.25, \"points\": 10}"
            guard let position = DocumentAnchor.position(Substring(text)) else {
                fault(.invalidValue, at: node, path, "\(DocumentPath.quote(text)) is not a position", expected: expected)
                return nil
            }
            guard position.points.isFinite else {
                fault(.invalidValue, at: node, path, DocumentAnchor.overflow(Substring(text)), expected: expected)
                return nil
            }
            return position
        }
        guard let fields = object(node, path, .position) else { return nil }
        guard let values = numbers(fields, ["fraction", "points"], of: node, path, defaults: ["fraction": 0, "points": 0],
                                   expected: { _ in "a number" }) else { return nil }
        return ScrollAnchor.Position(fraction: values[0], points: values[1])
    }

    private func view(_ node: DocumentJSON, _ path: DocumentPath) -> ScrollAnchor.View? {
        guard let fields = object(node, path, .view) else { return nil }
        var range: ScrollAnchor.ViewRange?
        if let field = fields["range"] {
            range = choice(field.member.value, field.path, "view range", of: [
                "cover": ScrollAnchor.ViewRange.cover, "contain": .contain, "entry": .entry, "exit": .exit,
                "entry-crossing": .entryCrossing, "exit-crossing": .exitCrossing,
            ])
        } else {
            missing("range", in: node, path, expected: "cover, contain, entry, exit, entry-crossing or exit-crossing")
        }
        var insets = ScrollAnchor.ViewInsets.zero
        var valid = true
        if let field = fields["insets"] {
            if let insetFields = object(field.member.value, field.path, .insets) {
                for key in ["start", "end"] {
                    guard let inset = insetFields[key] else { continue }
                    if let position = position(inset.member.value, inset.path) {
                        if key == "start" { insets.start = position } else { insets.end = position }
                    } else {
                        valid = false
                    }
                }
            } else {
                valid = false
            }
        }
        guard let range, valid else { return nil }
        return ScrollAnchor.View(range: range, insets: insets)
    }

    // MARK: Labels

    func label(_ node: DocumentJSON, _ path: DocumentPath, sceneNames: [String: DocumentPath]) -> StageLabel? {
        guard let fields = object(node, path, .label) else { return nil }
        var name: String?
        if let field = fields["name"] { name = self.name(field.member.value, field.path, example: #""intro""#) } else {
            missing("name", in: node, path, expected: #"a label's name, e.g. "intro""#)
        }
        switch (fields["at"], fields["scene"]) {
        case (let at?, nil):
            if let field = fields["progress"] {
                fault(.unknownKey, at: nil, field.path, "a label at an anchor has no progress (only a label in a scene has)", line: field.member.line, column: field.member.column)
                return nil
            }
            guard let anchor = anchor(at.member.value, at.path, trigger: nil, triggerWritten: false), let name else { return nil }
            return StageLabel(name, at: anchor)
        case (nil, let scene?):
            guard let sceneName = self.name(scene.member.value, scene.path, example: #""gallery""#) else { return nil }
            var progress = 0.0
            if let field = fields["progress"] {
                guard let value = number(field.member.value, field.path) else { return nil }
                progress = value
            }
            guard let name else { return nil }
            return StageLabel(name, scene: sceneName, progress: progress)
        default:
            fault(.invalidValue, at: node, path, "a label has either \"at\" (an anchor) or \"scene\" (with an optional \"progress\")", expected: "e.g. " + DocumentShape.label.example)
            return nil
        }
    }

    // MARK: Tracks

    static let types = ["number", "point", "size", "rect", "color", "pin", "stage", "path"]

    func track(_ node: DocumentJSON, _ path: DocumentPath) -> StageDocument.TrackEntry? {
        target = peek("target", in: node)
        defer { target = nil }
        var type = "number"
        if case .object(let members) = node.value, let typeMember = members.first(where: { $0.key == "type" }) {
            let typePath = path + DocumentKey("type")
            guard let name = string(typeMember.value, typePath, example: #""number""#) else { return nil }
            guard Self.types.contains(name) else {
                fault(.invalidValue, at: typeMember.value, typePath, "unknown type \(DocumentPath.quote(name))", expected: "one of \(Self.types.joined(separator: ", "))",
                      suggestion: StageDocumentFault.closest(to: name, in: Self.types))
                return nil
            }
            type = name
        }
        if type == "stage" {
            target = nil
            guard let fields = object(node, path, .driving) else { return nil }
            guard let field = fields["stage"] else {
                missing("stage", in: node, path, expected: "the driven stage: " + DocumentShape.stage.example)
                return nil
            }
            let (scene, target) = (self.scene, self.target)
            (self.scene, self.target) = (nil, nil)
            defer { (self.scene, self.target) = (scene, target) }
            let before = faults.count + omitted
            guard let child = document(field.member.value, at: field.path, nested: true), faults.count + omitted == before else { return nil }
            return StageDocument.TrackEntry(target: "", timeline: .number(Track.identity), domain: .progress, motion: .essential, child: child)
        }
        let isPin = type == "pin"
        guard let fields = object(node, path, isPin ? .pin : .track, fields: isPin ? nil : DocumentShape.track.fields.filter { ($0 != "colorSpace" || type == "color") && (($0 != "path" && $0 != "autoRotate") || type == "path") }) else {
            return nil
        }
        var targetName: String?
        if let field = fields["target"] {
            targetName = name(field.member.value, field.path, example: #""title.opacity""#)
            if targetName?.isEmpty == true {
                fault(.invalidValue, at: field.member.value, field.path, "a target needs a name", expected: #"e.g. "title.opacity""#)
                targetName = nil
            }
        } else if fields["targets"] == nil {
            missing("target", in: node, path, expected: #"the name of what the track animates, e.g. "title.opacity""#)
        }
        target = targetName
        if isPin {
            guard let targetName else { return nil }
            return StageDocument.TrackEntry(target: targetName, timeline: .pin, domain: .sceneOffset, motion: .essential)
        }
        var valid = true
        var domain = TrackDomain.progress
        if let field = fields["domain"] {
            if let value = choice(field.member.value, field.path, "domain", of: StageDocument.TrackEntry.domains) { domain = value } else { valid = false }
        }
        var motion: MotionKind = type == "color" ? .default(for: RGBA.self) : .default(for: Double.self)
        if let field = fields["motion"] {
            if let value = choice(field.member.value, field.path, "motion", of: StageDocument.TrackEntry.motions) { motion = value } else { valid = false }
        }
        let timeline: DocumentTimeline? = switch type {
        case "point": timeline(fields, node, path, DocumentValue<CGPoint>.point).map(DocumentTimeline.point)
        case "size": timeline(fields, node, path, DocumentValue<CGSize>.size).map(DocumentTimeline.size)
        case "rect": timeline(fields, node, path, DocumentValue<CGRect>.rect).map(DocumentTimeline.rect)
        case "color": timeline(fields, node, path, DocumentValue<RGBA>.color).map(DocumentTimeline.color)
        case "path": pathTimeline(fields, node, path, travel: timeline(fields, node, path, DocumentValue<Double>.number))
        default: timeline(fields, node, path, DocumentValue<Double>.number).map(DocumentTimeline.number)
        }
        var lag = 0.0
        if let field = fields["lag"], let value = number(field.member.value, field.path, example: "0.3") {
            // A lag in seconds: 0 for none (as Track.lagged(_:) takes it, a negative one is a mistake here).
            if value.isFinite && value >= 0 {
                lag = value
            } else {
                fault(.invalidValue, at: field.member.value, field.path, "a lag must be a finite number of seconds ≥ 0, got \(value)", expected: "e.g. 0.3")
                valid = false
            }
        } else if fields["lag"] != nil {
            valid = false
        }
        // A staggered group (see StageDocument+Stagger.swift): expanded per target by `tracks`.
        var group: DocumentStagger?
        if fields["targets"] != nil || fields["stagger"] != nil {
            if let field = fields["target"], fields["targets"] != nil {
                fault(.invalidValue, at: field.member.value, field.path, "a track has one target or a staggered group of targets, not both",
                      expected: #"either "target" or "targets" with "stagger""#)
                valid = false
            } else if fields["target"] != nil {
                _ = staggerGroup(fields, node, path)
                valid = false
            } else if let read = staggerGroup(fields, node, path) {
                group = read.stagger
            } else {
                valid = false
            }
        }
        guard let targetName = targetName ?? (group != nil ? "" : nil), let timeline, valid else { return nil }
        var entry = StageDocument.TrackEntry(target: targetName, timeline: timeline, domain: domain, motion: motion, lag: lag)
        group?.template = timeline
        entry.group = group
        return entry
    }

    typealias Fields = [String: (member: DocumentJSON.Member, path: DocumentPath)]

    private func timeline<Value: AnimatableVector & Codable>(_ fields: Fields, _ node: DocumentJSON, _ path: DocumentPath, _ kind: DocumentValue<Value>) -> Timeline<Value>? {
        var valid = true
        var initial: Value?
        if let field = fields["initial"] {
            initial = kind.read(self, field.member.value, field.path)
        } else {
            missing("initial", in: node, path, expected: "the value before the first scale, \(kind.expected)")
        }
        var space = ColorSpace.sRGB
        if let field = fields["colorSpace"] {
            if let value = choice(field.member.value, field.path, "colour space", of: ["srgb": ColorSpace.sRGB, "srgb-linear": .linearSRGB, "oklab": .oklab]) {
                space = value
            } else {
                valid = false
            }
        }
        var scales: [Scale<Value>] = []
        if let field = fields["scales"], let list = array(field.member.value, field.path, example: "[" + DocumentShape.scale.example + "]") {
            for (index, element) in list.enumerated() {
                if let scale = scale(element, field.path + DocumentKey(index: index), kind) { scales.append(scale) } else { valid = false }
            }
        } else if fields["scales"] != nil {
            valid = false
        }
        guard let initial, valid else { return nil }
        var timeline = Timeline<Value>(initial: initial)
        timeline.space = space
        do {
            try timeline.insert(contentsOf: scales)
        } catch {
            let (index, reason) = Timeline<Value>.firstRefused(scales, initial: initial, otherwise: error)
            let scalePath = path + DocumentKey("scales") + DocumentKey(index: index)
            var scaleNode: DocumentJSON?
            if let field = fields["scales"], case .array(let elements) = field.member.value.value, elements.indices.contains(index) { scaleNode = elements[index] }
            fault(.invalidValue, at: scaleNode ?? node, scalePath, reason.description, expected: "scales of a timeline have a finite start and a length greater than 0, and do not overlap: start each at or after the end (start + length) of the one before, or shorten that one")
            return nil
        }
        return timeline
    }

    private func scale<Value: AnimatableVector & Codable>(_ node: DocumentJSON, _ path: DocumentPath, _ kind: DocumentValue<Value>) -> Scale<Value>? {
        guard let fields = object(node, path, .scale) else { return nil }
        let numbers = self.numbers(fields, ["start", "length"], of: node, path,
                                   expected: { "a number, e.g. \($0 == "start" ? "0" : "0.5")" })
        var to: Value?
        if let field = fields["to"] { to = kind.read(self, field.member.value, field.path) } else {
            missing("to", in: node, path, expected: "the value the scale ends at, \(kind.expected)")
        }
        var easing: Easing? = .linear
        if let field = fields["easing"] { easing = self.easing(field.member.value, field.path, depth: 0) }
        guard let numbers, let to, let easing else { return nil }
        return Scale(start: numbers[0], length: numbers[1], to: to, easing: easing)
    }

    // MARK: Easings

    /// An easing name the format does not have: the fault lists the names, and answers a GSAP
    /// name (`power2.inOut`) with its equivalent here.
    private func unknownEasing(_ name: String, at node: DocumentJSON, _ path: DocumentPath, names: [String]) {
        if let gsap = GSAPEasing.equivalent(of: name) {
            fault(.invalidValue, at: node, path, "unknown easing \(DocumentPath.quote(name)): GSAP's \(DocumentPath.quote(name, notingLength: false)) is \(gsap.text) here",
                  expected: DocumentShape.easingNamesExpected, suggestion: gsap.suggestion)
        } else {
            fault(.invalidValue, at: node, path, "unknown easing \(DocumentPath.quote(name))", expected: DocumentShape.easingNamesExpected,
                  suggestion: StageDocumentFault.closest(to: name, in: names))
        }
    }

    func easing(_ node: DocumentJSON, _ path: DocumentPath, depth: Int) -> Easing? {
        let names = Curve.allCases.filter { $0 != .custom }.map(\.rawValue)
        if case .string(let name) = node.value {
            guard let curve = Curve(rawValue: name), curve.isNamed else {
                let parameterised = Curve(rawValue: name).map { $0 != .custom } ?? false
                if parameterised {
                    fault(.invalidValue, at: node, path, "the easing \(DocumentPath.quote(name)) has parameters: write it as an object",
                          expected: DocumentShape.easingExpected)
                } else {
                    unknownEasing(name, at: node, path, names: names)
                }
                return nil
            }
            return Easing(curve)
        }
        guard case .object(let members) = node.value else {
            fault(node.value.isNull ? .missing : .wrongType, at: node, path, "expected an easing, found \(node.typeName)", expected: DocumentShape.easingExpected)
            return nil
        }
        guard let nameMember = members.first(where: { $0.key == "name" }) else {
            missing("name", in: node, path, expected: DocumentShape.easingExpected)
            return nil
        }
        guard let name = string(nameMember.value, path + DocumentKey("name"), example: #""easeOutCubic""#) else { return nil }
        guard let curve = Curve(rawValue: name), curve != .custom else {
            unknownEasing(name, at: nameMember.value, path + DocumentKey("name"), names: names)
            return nil
        }
        let shape = DocumentShape(what: "a \(name) easing", fields: Easing.codableFields(of: curve), example: #"{"name": "steps", "count": 4, "position": "jump-start"}"#)
        guard let fields = object(node, path, shape) else { return nil }
        func number(_ key: String, default value: Double? = nil) -> Double? {
            self.number(fields, key, of: node, path, default: value)
        }
        func invalid(_ why: String) -> Easing? {
            fault(.invalidValue, at: node, path, "easing \(DocumentPath.quote(name)): \(why)", expected: DocumentShape.easingExpected)
            return nil
        }
        switch curve {
        case .cubicBezier:
            let values = ["x1", "y1", "x2", "y2"].map { number($0) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            return .cubicBezier(values[0]!, values[1]!, values[2]!, values[3]!)
        case .steps:
            // Read as written: a count past 2^53 is kept exactly (an integer in the tree), one
            // written as a double (`4.0`, `1e3`) is taken when it is whole and an `Int` holds it.
            let count: Int
            if let field = fields["count"], case .integer(let integer) = field.member.value.value {
                guard integer >= 1 else {
                    fault(.wrongType, at: field.member.value, field.path, "expected a whole number of steps, found \(integer)", expected: "e.g. 4")
                    return nil
                }
                count = integer
            } else {
                guard let number = number("count") else { return nil }
                guard number.rounded() == number, number >= 1, number < 0x1p63 else {
                    if let field = fields["count"] { fault(.wrongType, at: field.member.value, field.path, "expected a whole number of steps, found \(DocumentJSON.format(number))", expected: "e.g. 4") }
                    return nil
                }
                count = Int(number)
            }
            var position = StepPosition.jumpEnd
            if let field = fields["position"] {
                let pairs = StepPosition.allCases.map { ($0.rawValue, $0) }
                guard let text = string(field.member.value, field.path, example: #""jump-start""#) else { return nil }
                guard let match = pairs.first(where: { $0.0 == text }) else {
                    fault(.invalidValue, at: field.member.value, field.path, "unknown step position \(DocumentPath.quote(text))",
                          expected: "one of \(pairs.map(\.0).joined(separator: ", "))", suggestion: StageDocumentFault.closest(to: text, in: pairs.map(\.0)))
                    return nil
                }
                position = match.1
            }
            guard position != .jumpNone || count >= 2 else { return invalid("too few steps (\(count))") }
            return .steps(count, position)
        case .piecewiseLinear:
            guard let field = fields["stops"] else {
                missing("stops", in: node, path, expected: #"e.g. [{"output": 0}, {"output": 1}]"#)
                return nil
            }
            guard let list = array(field.member.value, field.path, example: #"[{"output": 0}, {"output": 1}]"#) else { return nil }
            var stops: [LinearStop] = []
            for (index, element) in list.enumerated() {
                let stopPath = field.path + DocumentKey(index: index)
                guard let stopFields = object(element, stopPath, .stop) else { continue }
                guard let output = stopFields["output"] else {
                    missing("output", in: element, stopPath, expected: "a number, e.g. 0.5")
                    continue
                }
                guard let value = self.number(output.member.value, output.path) else { continue }
                var input: Double?
                if let inputField = stopFields["input"] {
                    guard let inputValue = self.number(inputField.member.value, inputField.path) else { continue }
                    input = inputValue
                }
                stops.append(LinearStop(value, at: input))
            }
            guard stops.count == list.count else { return nil }
            guard !stops.isEmpty else { return invalid("stops must be non-empty") }
            return .piecewiseLinear(stops)
        case .spring:
            let mass = number("mass"), stiffness = number("stiffness"), damping = number("damping"), velocity = number("velocity", default: 0)
            guard let mass, let stiffness, let damping, let velocity else { return nil }
            guard mass > 0, stiffness > 0, damping >= 0 else { return invalid("needs mass > 0, stiffness > 0, damping >= 0") }
            return .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .reversed, .mirrored:
            guard depth < Easing.maximumCodableNesting else { return invalid("combinators nest deeper than \(Easing.maximumCodableNesting)") }
            guard let field = fields["of"] else {
                missing("of", in: node, path, expected: DocumentShape.easingExpected)
                return nil
            }
            guard let inner = easing(field.member.value, field.path, depth: depth + 1) else { return nil }
            return curve == .reversed ? inner.reversed : inner.mirrored
        default:
            return Easing(curve)
        }
    }
}

// MARK: - Values

/// How a version 2 document writes one value type, and reads it back.
struct DocumentValue<Value: AnimatableVector & Codable> {
    /// What the value looks like, with an example.
    let expected: String
    let read: (DocumentReader, DocumentJSON, DocumentPath) -> Value?
    let write: (Value) -> DocumentJSON

    static var number: DocumentValue<Double> {
        DocumentValue<Double>(expected: "a number, e.g. 0.5", read: { $0.number($1, $2) }, write: { DocumentJSON(.number($0)) })
    }

    static var point: DocumentValue<CGPoint> {
        DocumentValue<CGPoint>(
            expected: "[x, y], e.g. [10, 20]",
            read: { reader, node, path in reader.numbers(node, path, count: 2, example: "[x, y], e.g. [10, 20]").map { CGPoint(x: $0[0], y: $0[1]) } },
            write: { DocumentJSON(.array([DocumentJSON(.number(Double($0.x))), DocumentJSON(.number(Double($0.y)))])) })
    }

    static var size: DocumentValue<CGSize> {
        DocumentValue<CGSize>(
            expected: "[width, height], e.g. [390, 844]",
            read: { reader, node, path in reader.numbers(node, path, count: 2, example: "[width, height], e.g. [390, 844]").map { CGSize(width: $0[0], height: $0[1]) } },
            write: { DocumentJSON(.array([DocumentJSON(.number(Double($0.width))), DocumentJSON(.number(Double($0.height)))])) })
    }

    static var rect: DocumentValue<CGRect> {
        DocumentValue<CGRect>(
            expected: "[x, y, width, height], e.g. [0, 0, 390, 844]",
            read: { reader, node, path in
                reader.numbers(node, path, count: 4, example: "[x, y, width, height], e.g. [0, 0, 390, 844]").map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            },
            write: { rect in DocumentJSON(.array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { DocumentJSON(.number(Double($0))) })) })
    }

    static var color: DocumentValue<RGBA> {
        DocumentValue<RGBA>(expected: ##""#rrggbb", "#rrggbbaa", "#rgb" or "#rgba", e.g. "#1c2b3a""##, read: { $0.color($1, $2) }, write: DocumentWriter.color)
    }
}

extension DocumentReader {
    /// A colour: `"#rrggbb"`, `"#rrggbbaa"` (or the short `#rgb`, `#rgba`), or an object of
    /// components (alpha optional, default 1).
    func color(_ node: DocumentJSON, _ path: DocumentPath) -> RGBA? {
        let expected = ##"a colour: "#rrggbb", "#rrggbbaa", "#rgb" or "#rgba" (e.g. "#1c2b3a", "#fc0"), or {"red": 0.11, "green": 0.2, "blue": 0.5, "alpha": 1}"##
        switch node.value {
        case .string(let text):
            guard text.hasPrefix("#"), let color = try? RGBA(hex: text) else {
                fault(.invalidValue, at: node, path, "\(DocumentPath.quote(text)) is not a colour", expected: expected)
                return nil
            }
            return color
        case .object:
            guard let fields = object(node, path, .color) else { return nil }
            guard let components = numbers(fields, ["red", "green", "blue", "alpha"], of: node, path, defaults: ["alpha": 1],
                                           expected: { _ in "a number from 0 to 1" }) else { return nil }
            return RGBA(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default:
            fault(node.value.isNull ? .missing : .wrongType, at: node, path, "expected a colour, found \(node.typeName)", expected: expected)
            return nil
        }
    }
}

// MARK: - Writing

/// Writes a document as a version 2 tree: short forms wherever they read back bit for bit, the
/// long forms otherwise.
enum DocumentWriter {
    struct Unencodable: Error {
        var path: DocumentPath
        var reason: String
    }

    static func member(_ key: String, _ value: DocumentJSON) -> DocumentJSON.Member {
        DocumentJSON.Member(key: key, line: 0, column: 0, value: value)
    }

    static func number(_ value: Double) -> DocumentJSON { DocumentJSON(.number(value)) }
    static func string(_ value: String) -> DocumentJSON { DocumentJSON(.string(value)) }

    static func tree(of document: StageDocument, at root: DocumentPath = DocumentPath([]), nested: Bool = false) throws(Unencodable) -> DocumentJSON {
        let axis = document.layout?.axis ?? .vertical
        var members = nested ? [] : [member("version", number(Double(StageDocument.currentVersion)))]
        if let layout = document.layout {
            var layoutMembers = [
                member("axis", string(layout.axis.rawValue)),
                member("viewport", DocumentJSON(.array([number(Double(layout.viewport.width)), number(Double(layout.viewport.height))]))),
                member("content", DocumentJSON(.array([number(Double(layout.content.width)), number(Double(layout.content.height))]))),
            ]
            if !layout.elements.isEmpty {
                layoutMembers.append(member("elements", DocumentJSON(.object(layout.elements.sorted { $0.key < $1.key }.map { name, frame in
                    member(name, DocumentJSON(.array([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { number(Double($0)) })))
                }))))
            }
            members.append(member("layout", DocumentJSON(.object(layoutMembers))))
        }
        var scenes: [DocumentJSON] = []
        for (index, scene) in document.scenes.enumerated() {
            scenes.append(try self.scene(scene, axis: axis, at: root + DocumentKey("scenes") + DocumentKey(index: index)))
        }
        if !nested || !scenes.isEmpty { members.append(member("scenes", DocumentJSON(.array(scenes)))) }
        if !document.tracks.isEmpty {
            let tracks = try self.tracks(document.tracks, at: root + DocumentKey("tracks"))
            members.append(member("tracks", DocumentJSON(.array(tracks))))
        }
        if !document.labels.isEmpty {
            members.append(member("labels", DocumentJSON(.array(document.labels.map { label in
                switch label.position {
                case .anchor(let anchor):
                    DocumentJSON(.object([member("name", string(label.name)), member("at", self.anchor(anchor, trigger: nil, axis: axis))]))
                case .scene(let scene, let progress):
                    DocumentJSON(.object([member("name", string(label.name)), member("scene", string(scene))]
                        + (progress.bitPattern == 0 ? [] : [member("progress", number(progress))])))
                }
            }))))
        }
        if !document.variants.isEmpty {
            members.append(member("variants", try variants(of: document, axis: axis, at: root)))
        }
        if let smoothing = document.velocitySmoothing {
            switch smoothing.kind {
            case .exponential(let timeConstant):
                members.append(member("velocitySmoothing", DocumentJSON(.object([member("timeConstant", number(timeConstant))]))))
            case .spring(let spring):
                members.append(member("velocitySmoothing", DocumentJSON(.object([
                    member("mass", number(spring.mass)), member("stiffness", number(spring.stiffness)), member("damping", number(spring.damping)),
                ]))))
            }
        }
        return DocumentJSON(.object(members))
    }

    static func scene(_ scene: StageDocument.SceneEntry, axis: ScrollAxis, at path: DocumentPath) throws(Unencodable) -> DocumentJSON {
        var endAnchor: ScrollAnchor?
        if case .anchor(let anchor) = scene.end { endAnchor = anchor }
        let trigger = scene.start.elementName ?? endAnchor?.elementName
        var members = [member("name", string(scene.name))]
        if let trigger { members.append(member("trigger", string(trigger))) }
        members.append(member("start", anchor(scene.start, trigger: trigger, axis: axis)))
        switch scene.end {
        case .length(let length): members.append(member("end", string("+=" + DocumentJSON.format(length))))
        case .anchor(let anchor): members.append(member("end", self.anchor(anchor, trigger: trigger, axis: axis)))
        }
        // Fields at their defaults are left out (hysteresis +0, not once, enabled).
        if scene.hysteresis.bitPattern != 0 { members.append(member("hysteresis", number(scene.hysteresis))) }
        if scene.once { members.append(member("once", DocumentJSON(.bool(true)))) }
        if !scene.isEnabled { members.append(member("enabled", DocumentJSON(.bool(false)))) }
        if let toggle = scene.toggle {
            members.append(member("animation", string(toggle.animation)))
            members.append(member("toggleActions", string(toggle.actions.description)))
        }
        if !scene.tracks.isEmpty {
            let tracks = try self.tracks(scene.tracks, at: path + DocumentKey("tracks"))
            members.append(member("tracks", DocumentJSON(.array(tracks))))
        }
        return DocumentJSON(.object(members))
    }

    static func anchor(_ anchor: ScrollAnchor, trigger: String?, axis: ScrollAxis) -> DocumentJSON {
        if case .absolute = anchor.reference, anchor.view == nil,
           anchor.edge.fraction.bitPattern == 0, anchor.edge.points.bitPattern == 0,
           anchor.viewportEdge.fraction.bitPattern == 0, anchor.viewportEdge.points.bitPattern == 0 {
            return number(anchor.points)
        }
        if let text = DocumentAnchor.text(of: anchor, trigger: trigger, axis: axis), !(text.hasPrefix("+=") || text.hasPrefix("-=")) {
            return string(text)
        }
        var members: [DocumentJSON.Member] = []
        switch anchor.reference {
        case .absolute: members.append(member("offset", number(anchor.points)))
        case .element(let name): members.append(member("element", string(name)))
        case .content: members.append(member("content", DocumentJSON(.bool(true))))
        }
        members.append(member("edge", position(anchor.edge, axis: axis)))
        members.append(member("viewportEdge", position(anchor.viewportEdge, axis: axis)))
        if case .absolute = anchor.reference {} else if anchor.points.bitPattern != 0 { members.append(member("points", number(anchor.points))) }
        if let view = anchor.view {
            var viewMembers = [member("range", string(view.range.description))]
            if view.insets != .zero {
                viewMembers.append(member("insets", DocumentJSON(.object([
                    member("start", position(view.insets.start, axis: axis)), member("end", position(view.insets.end, axis: axis)),
                ]))))
            }
            members.append(member("view", DocumentJSON(.object(viewMembers))))
        }
        return DocumentJSON(.object(members))
    }

    static func position(_ position: ScrollAnchor.Position, axis: ScrollAxis) -> DocumentJSON {
        if let text = DocumentAnchor.text(of: position, axis: axis) { return string(text) }
        return DocumentJSON(.object([member("fraction", number(position.fraction)), member("points", number(position.points))]))
    }

    static func track(_ track: StageDocument.TrackEntry, at path: DocumentPath) throws(Unencodable) -> DocumentJSON {
        if let child = track.child {
            return DocumentJSON(.object([member("type", string("stage")), member("stage", try tree(of: child, at: path + DocumentKey("stage"), nested: true))]))
        }
        var members = [member("target", string(track.target)), member("type", string(track.timeline.typeName))]
        func timeline<Value: AnimatableVector & Codable>(_ timeline: Timeline<Value>, _ kind: DocumentValue<Value>) throws(Unencodable) {
            // Fields at their defaults are left out (the progress domain, the type's motion kind,
            // sRGB).
            if track.domain != .progress { members.append(member("domain", string(track.domain.description))) }
            let motion: MotionKind = Value.self == RGBA.self ? .default(for: RGBA.self) : .default(for: Double.self)
            if track.motion != motion { members.append(member("motion", string(track.motion.description))) }
            if track.lag > 0 { members.append(member("lag", number(track.lag))) }
            members.append(member("initial", kind.write(timeline.initialValue)))
            if Value.self == RGBA.self, timeline.space != .sRGB { members.append(member("colorSpace", string(timeline.space.description))) }
            var scales: [DocumentJSON] = []
            for (index, scale) in timeline.scales.enumerated() {
                let easingPath = path + DocumentKey("scales") + DocumentKey(index: index) + DocumentKey("easing")
                var scaleMembers = [member("start", number(scale.start)), member("length", number(scale.length)), member("to", kind.write(scale.to))]
                if scale.easing.curve != .linear {
                    scaleMembers.append(member("easing", try easing(scale.easing, at: easingPath, target: track.target)))
                }
                scales.append(DocumentJSON(.object(scaleMembers)))
            }
            members.append(member("scales", DocumentJSON(.array(scales))))
        }
        switch track.timeline {
        case .number(let value): try timeline(value, .number)
        case .point(let value): try timeline(value, .point)
        case .size(let value): try timeline(value, .size)
        case .rect(let value): try timeline(value, .rect)
        case .color(let value): try timeline(value, .color)
        case .pin: break
        case .path(let value, let along):
            try timeline(value, .number)
            members += pathMembers(along)
        }
        return DocumentJSON(.object(members))
    }

    static func easing(_ easing: Easing, at path: DocumentPath, target: String) throws(Unencodable) -> DocumentJSON {
        let curve = easing.curve
        if curve.isNamed { return string(curve.rawValue) }
        var members = [member("name", string(curve.rawValue))]
        switch curve {
        case .cubicBezier:
            members += [member("x1", number(easing.p0)), member("y1", number(easing.p1)), member("x2", number(easing.p2)), member("y2", number(easing.p3))]
        case .steps:
            members += [member("count", DocumentJSON(.integer(easing.stepCount))), member("position", string(easing.stepPosition.rawValue))]
        case .piecewiseLinear:
            members.append(member("stops", DocumentJSON(.array((easing.piecewiseLinearStops ?? []).map { stop in
                DocumentJSON(.object([member("output", number(stop.output))] + (stop.input.map { [member("input", number($0))] } ?? [])))
            }))))
        case .spring:
            if case .spring(let spring)? = easing.storage?.payload {
                let parameters = spring.parameters
                members += [member("mass", number(parameters.mass)), member("stiffness", number(parameters.stiffness)),
                            member("damping", number(parameters.damping)), member("velocity", number(parameters.initialVelocity))]
            }
        case .reversed, .mirrored:
            // Iterative down the chain, so a deep one cannot overflow the stack; refused past the
            // depth a document reads.
            guard easing.combinatorDepth <= Easing.maximumCodableNesting else {
                throw Unencodable(path: path, reason: "track `\(DocumentPath.clip(target, to: 64))`: easing combinators nest \(easing.combinatorDepth) deep; a document holds at most \(Easing.maximumCodableNesting)")
            }
            if let inner = easing.innerEasing { members.append(member("of", try self.easing(inner, at: path + DocumentKey("of"), target: target))) }
        case .custom:
            throw Unencodable(path: path, reason: "track `\(DocumentPath.clip(target, to: 64))`: Easing.custom closures cannot be encoded")
        default:
            break
        }
        return DocumentJSON(.object(members))
    }

    /// `"#rrggbb"` / `"#rrggbbaa"` when that reads back bit for bit, else the components.
    static func color(_ color: RGBA) -> DocumentJSON {
        let hex = color.hexString
        if let back = try? RGBA(hex: hex),
           [back.red, back.green, back.blue, back.alpha].map(\.bitPattern) == [color.red, color.green, color.blue, color.alpha].map(\.bitPattern) {
            return string(hex)
        }
        return DocumentJSON(.object([member("red", number(color.red)), member("green", number(color.green)), member("blue", number(color.blue)), member("alpha", number(color.alpha))]))
    }
}
