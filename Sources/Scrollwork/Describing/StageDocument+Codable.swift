#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

// The document's JSON form (see `StageDocument`'s "The format"). Every object is read through a
// `DocumentObject`, which refuses fields the format does not have; every value is checked where
// it is read, so a fault is reported at its own JSON path. Nested values are read with their own
// `Codable` forms: those written by hand (easings, timelines, colours) refuse unknown fields
// themselves (`Decoder.refuseUnknownFields`); synthesized ones (anchors, labels) are checked against
// a `FieldShape` first. Semantic faults are thrown as
// `StageDocumentError` from inside the decoder; `StageDocument(json:)` turns the decoder's own
// `DecodingError`s into `StageDocumentError`s with the path of their coding path.

extension StageDocument: Codable {
    /// Writes the document in version 2 of the format described under "The format" (an encoder
    /// that does not sort keys keeps the order ``json()`` writes).
    ///
    /// - Throws: `EncodingError.invalidValue` for a ``Easing/custom(_:)`` easing.
    public func encode(to encoder: any Encoder) throws {
        do {
            try DocumentWriter.tree(of: self).encode(to: encoder)
        } catch let error as DocumentWriter.Unencodable {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath + error.path.keys, debugDescription: error.reason))
        }
    }

    /// Reads a document written in the format described under "The format", and checks it.
    ///
    /// - Throws: ``StageDocumentError`` for a fault of the format (an unknown field, an
    ///   unsupported version, an invalid value), or the decoder's `DecodingError` for a value of the
    ///   wrong JSON type or a missing field. ``init(json:)`` throws only ``StageDocumentError``.
    public init(from decoder: any Decoder) throws {
        let object = try DocumentObject(decoder, fields: ["version", "layout", "scenes", "tracks", "labels"], in: "a document")
        // The version first: a newer document may have fields this version does not know.
        // Read as a number, so that `1.5` is reported here rather than as JSON the decoder
        // cannot fit into an `Int`.
        let version: Double = try object.decode("version")
        guard version == 1 || version == Double(Self.currentVersion) else {
            let reason = if version.rounded() != version || abs(version) > 1e9 {
                "\(version) is not a version; versions are whole numbers from 1"
            } else if version > Double(Self.currentVersion) {
                "version \(Int(version)) is newer than this library reads (\(Self.currentVersion)): update Scrollwork to read it"
            } else {
                "version \(Int(version)) does not exist; the first is 1"
            }
            throw StageDocumentError(.unsupportedVersion, at: object.path(of: "version").description, reason)
        }
        if version == 2 {
            self = try Self.version2(try DocumentJSON(from: decoder))
            return
        }
        try object.refuseUnknownFields()
        // An all-default layout is no layout, as `StageDocument(_:)` writes it, so that a stage
        // made from a document gives the document back.
        let layout = (try object.decodeIfPresent("layout") as LayoutForm?).flatMap { $0.layout == StageLayout() ? nil : $0.layout }
        self.init(
            layout: layout,
            scenes: try object.decode("scenes"),
            tracks: try object.decodeIfPresent("tracks") ?? [],
            labels: try object.contains("labels") ? Self.labels(object) : [])
        try validate()
    }

    /// The document a version 2 tree describes, checked.
    ///
    /// - Throws: ``StageDocumentError`` with every fault found, in document order.
    static func version2(_ tree: DocumentJSON) throws(StageDocumentError) -> StageDocument {
        let reader = DocumentReader()
        guard let document = reader.document(tree) else { throw StageDocumentError(faults: reader.sortedFaults) }
        try document.validate()
        return document
    }

    /// The labels, each checked for fields its form does not have before it is read.
    private static func labels(_ object: DocumentObject) throws -> [StageLabel] {
        var labels: [StageLabel] = []
        var list = try object.container.nestedUnkeyedContainer(forKey: DocumentKey("labels"))
        while !list.isAtEnd {
            let decoder = try list.superDecoder()
            try FieldShape.label.check(decoder)
            labels.append(try StageLabel(from: decoder))
        }
        return labels
    }

    /// The checks that span the document: unique scene names, and one value type per target.
    /// (Decoding checks each value where it reads it; ``init(_:)`` checks its values here.)
    func validate() throws(StageDocumentError) {
        let root = DocumentPath([])
        if let layout { try LayoutForm.validate(layout, at: root + DocumentKey("layout")) }
        var sceneNames = Set<String>()
        for (index, scene) in scenes.enumerated() {
            let path = root + DocumentKey("scenes") + DocumentKey(index: index)
            try scene.validate(at: path)
            guard sceneNames.insert(scene.name).inserted else {
                throw StageDocumentError(.duplicateName, at: (path + DocumentKey("name")).description, "another scene is named \(DocumentPath.quote(scene.name))")
            }
        }
        var types: [String: (type: StageDocument.ValueType, path: DocumentPath)] = [:]
        for (track, path) in allTracks {
            try track.validate(at: path)
            let type = track.timeline.valueType
            if let first = types[track.target], first.type != type {
                throw StageDocumentError(
                    .conflictingTypes, at: (path + DocumentKey("type")).description,
                    "\(DocumentPath.quote(track.target)) is a \(type) here but a \(first.type) at \(first.path)")
            }
            if types[track.target] == nil { types[track.target] = (type, path) }
        }
        for (index, label) in labels.enumerated() {
            try Self.validate(label, at: root + DocumentKey("labels") + DocumentKey(index: index))
        }
    }

    /// Checks a label's names and numbers.
    static func validate(_ label: StageLabel, at path: DocumentPath) throws(StageDocumentError) {
        try checkName(label.name, at: path + DocumentKey("name"))
        switch label.position {
        case .anchor(let anchor):
            try validate(anchor, at: path + DocumentKey("position") + DocumentKey("anchor") + DocumentKey("_0"))
        case .scene(let scene, let progress):
            let position = path + DocumentKey("position") + DocumentKey("scene")
            try checkName(scene, at: position + DocumentKey("_0"))
            try checkFinite(progress, at: position + DocumentKey("progress"))
        }
    }

    /// Checks an anchor's element name and numbers.
    static func validate(_ anchor: ScrollAnchor, at path: DocumentPath) throws(StageDocumentError) {
        var positions = [(path + DocumentKey("edge"), anchor.edge), (path + DocumentKey("viewportEdge"), anchor.viewportEdge)]
        if case .element(let element) = anchor.reference {
            try checkName(element, at: path + DocumentKey("reference") + DocumentKey("element") + DocumentKey("_0"))
        }
        if let insets = anchor.view?.insets {
            guard anchor.elementName != nil else {
                throw StageDocumentError(.invalidValue, at: (path + DocumentKey("view")).description,
                                         "a named range (\"view\") is a range of an element: its reference must be an element")
            }
            let place = path + DocumentKey("view") + DocumentKey("insets")
            positions += [(place + DocumentKey("start"), insets.start), (place + DocumentKey("end"), insets.end)]
        }
        try checkFinite(anchor.points, at: path + DocumentKey("points"))
        for (place, position) in positions {
            try checkFinite(position.fraction, at: place + DocumentKey("fraction"))
            try checkFinite(position.points, at: place + DocumentKey("points"))
        }
    }

    /// Refuses NaN and ±∞ (which JSON cannot spell, and a decoder that allows them must not bring in).
    static func checkFinite(_ value: Double, at path: @autoclosure () -> DocumentPath, _ what: String = "a number") throws(StageDocumentError) {
        guard value.isFinite else { throw StageDocumentError(.invalidValue, at: path().description, "\(what) must be finite, not \(value)") }
    }
}

// MARK: - Objects

/// A JSON object being read: its fields, where it is, and which fields the format allows.
struct DocumentObject {
    let container: KeyedDecodingContainer<DocumentKey>
    let path: DocumentPath
    let fields: [String]
    let what: String

    init(_ decoder: any Decoder, fields: [String], in what: String) throws {
        container = try decoder.container(keyedBy: DocumentKey.self)
        path = DocumentPath(decoder.codingPath)
        self.fields = fields
        self.what = what
    }

    /// Throws ``StageDocumentError/Kind/unknownKey`` for the first field (in sorted order) the
    /// format does not have.
    func refuseUnknownFields() throws(StageDocumentError) {
        let unknown = container.allKeys.map(\.stringValue).filter { !fields.contains($0) }
        guard let first = unknown.min() else { return }
        throw StageDocumentError(
            .unknownKey, at: path(of: first).description,
            "\(what) has no field \(DocumentPath.quote(first)); its fields are \(fields.joined(separator: ", "))")
    }

    func path(of field: String) -> DocumentPath { path + DocumentKey(field) }

    func contains(_ field: String) -> Bool { container.contains(DocumentKey(field)) }

    func decode<Value: Decodable>(_ field: String) throws -> Value {
        try container.decode(Value.self, forKey: DocumentKey(field))
    }

    func decodeIfPresent<Value: Decodable>(_ field: String) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: DocumentKey(field))
    }

    /// An anchor, its fields checked before it is read (its synthesized decoder ignores unknown ones).
    func anchor(_ field: String) throws -> ScrollAnchor {
        if contains(field) { try FieldShape.anchor.check(try container.superDecoder(forKey: DocumentKey(field))) }
        return try decode(field)
    }

    /// A name, checked against the length limit.
    func name(_ field: String) throws -> String {
        let name: String = try decode(field)
        try StageDocument.checkName(name, at: path(of: field))
        return name
    }

    /// A finite number (`default` when absent).
    func number(_ field: String, default value: Double? = nil) throws -> Double {
        let number: Double
        if let value {
            number = try decodeIfPresent(field) ?? value
        } else {
            number = try decode(field)
        }
        try StageDocument.checkFinite(number, at: path(of: field))
        return number
    }

    /// One of `names` (a string), as its value.
    func choice<Value>(_ field: String, of names: KeyValuePairs<String, Value>, default value: Value) throws -> Value {
        guard let name: String = try decodeIfPresent(field) else { return value }
        guard let match = names.first(where: { $0.key == name }) else {
            throw StageDocumentError(
                .invalidValue, at: path(of: field).description,
                "unknown \(field) \(DocumentPath.quote(name)); one of \(names.map(\.key).joined(separator: ", "))")
        }
        return match.value
    }
}

// MARK: - Layout

/// The JSON form of a ``StageLayout``.
struct LayoutForm: Codable {
    var layout: StageLayout

    init(_ layout: StageLayout) { self.layout = layout }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DocumentKey.self)
        try container.encode(layout.axis, forKey: DocumentKey("axis"))
        try container.encode(layout.viewport, forKey: DocumentKey("viewport"))
        try container.encode(layout.content, forKey: DocumentKey("content"))
        try container.encode(layout.elements, forKey: DocumentKey("elements"))
    }

    init(from decoder: any Decoder) throws {
        let object = try DocumentObject(decoder, fields: ["axis", "viewport", "content", "elements"], in: "a layout")
        try object.refuseUnknownFields()
        let axis = try object.choice("axis", of: ["vertical": ScrollAxis.vertical, "horizontal": .horizontal], default: .vertical)
        var elements: [String: CGRect] = [:]
        if object.contains("elements") {
            // Read key by key, so that each name is checked at its own path.
            let nested = try object.container.nestedContainer(keyedBy: DocumentKey.self, forKey: DocumentKey("elements"))
            for key in nested.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                try StageDocument.checkName(key.stringValue, at: object.path(of: "elements") + key)
                elements[key.stringValue] = try nested.decode(CGRect.self, forKey: key)
            }
        }
        layout = StageLayout(axis: axis, viewport: try object.decode("viewport"), content: try object.decode("content"), elements: elements)
        try Self.validate(layout, at: object.path)
    }

    /// Checks the sizes, frames and element names.
    static func validate(_ layout: StageLayout, at path: DocumentPath) throws(StageDocumentError) {
        for (key, size) in [("viewport", layout.viewport), ("content", layout.content)] {
            for (index, value) in [size.width, size.height].enumerated() {
                try StageDocument.checkFinite(Double(value), at: path + DocumentKey(key) + DocumentKey(index: index))
            }
        }
        for (name, frame) in layout.elements.sorted(by: { $0.key < $1.key }) {
            let framePath = path + DocumentKey("elements") + DocumentKey(name)
            try StageDocument.checkName(name, at: framePath)
            for (index, value) in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].enumerated() {
                try StageDocument.checkFinite(Double(value), at: framePath + DocumentKey(index: index / 2) + DocumentKey(index: index % 2))
            }
        }
    }
}

// MARK: - Scenes

extension StageDocument.SceneEntry: Codable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DocumentKey.self)
        try container.encode(name, forKey: DocumentKey("name"))
        try container.encode(start, forKey: DocumentKey("start"))
        var end = container.nestedContainer(keyedBy: DocumentKey.self, forKey: DocumentKey("end"))
        switch self.end {
        case .length(let length): try end.encode(length, forKey: DocumentKey("length"))
        case .anchor(let anchor): try end.encode(anchor, forKey: DocumentKey("anchor"))
        }
        try container.encode(hysteresis, forKey: DocumentKey("hysteresis"))
        try container.encode(once, forKey: DocumentKey("once"))
        try container.encode(isEnabled, forKey: DocumentKey("isEnabled"))
        try container.encode(tracks, forKey: DocumentKey("tracks"))
    }

    init(from decoder: any Decoder) throws {
        let object = try DocumentObject(decoder, fields: ["name", "start", "end", "hysteresis", "once", "isEnabled", "tracks"], in: "a scene")
        try object.refuseUnknownFields()
        name = try object.name("name")
        start = try object.anchor("start")
        try StageDocument.validate(start, at: object.path(of: "start"))
        guard object.contains("end") else { throw StageDocumentError(.missing, at: object.path(of: "end").description, "required field missing") }
        let end = try DocumentObject(object.container.superDecoder(forKey: DocumentKey("end")), fields: ["length", "anchor"], in: "a scene's end")
        try end.refuseUnknownFields()
        switch (end.contains("length"), end.contains("anchor")) {
        case (true, false):
            let length = try end.number("length")
            guard length >= 0 else {
                throw StageDocumentError(.invalidValue, at: end.path(of: "length").description, "a length must not be negative, not \(length)")
            }
            self.end = .length(length)
        case (false, true):
            let anchor = try end.anchor("anchor")
            try StageDocument.validate(anchor, at: end.path(of: "anchor"))
            self.end = .anchor(anchor)
        default:
            throw StageDocumentError(.invalidValue, at: end.path.description, "an end has either a length or an anchor")
        }
        hysteresis = try object.number("hysteresis", default: 0)
        guard hysteresis >= 0 else {
            throw StageDocumentError(.invalidValue, at: object.path(of: "hysteresis").description, "hysteresis must not be negative, not \(hysteresis)")
        }
        once = try object.decodeIfPresent("once") ?? false
        isEnabled = try object.decodeIfPresent("isEnabled") ?? true
        tracks = try object.decodeIfPresent("tracks") ?? []
    }

    /// Checks the name and numbers (what ``Stage/add(_:)-(ScrollScene)`` would refuse).
    func validate(at path: DocumentPath) throws(StageDocumentError) {
        try StageDocument.checkName(name, at: path + DocumentKey("name"))
        try StageDocument.validate(start, at: path + DocumentKey("start"))
        switch end {
        case .length(let length):
            let lengthPath = path + DocumentKey("end") + DocumentKey("length")
            try StageDocument.checkFinite(length, at: lengthPath)
            guard length >= 0 else { throw StageDocumentError(.invalidValue, at: lengthPath.description, "a length must not be negative, not \(length)") }
        case .anchor(let anchor):
            try StageDocument.validate(anchor, at: path + DocumentKey("end") + DocumentKey("anchor"))
        }
        try StageDocument.checkFinite(hysteresis, at: path + DocumentKey("hysteresis"))
        guard hysteresis >= 0 else {
            throw StageDocumentError(.invalidValue, at: (path + DocumentKey("hysteresis")).description, "hysteresis must not be negative, not \(hysteresis)")
        }
    }
}

// MARK: - Tracks

extension StageDocument.TrackEntry: Codable {
    static let domains: KeyValuePairs<String, TrackDomain> = [
        "progress": .progress, "sceneOffset": .sceneOffset, "offset": .offset, "velocity": .velocity, "unclampedProgress": .unclampedProgress,
    ]
    static let motions: KeyValuePairs<String, MotionKind> = ["decorative": .decorative, "fade": .fade, "essential": .essential]
    static let types = ["number", "point", "size", "rect", "color", "pin", "path"]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DocumentKey.self)
        try container.encode(target, forKey: DocumentKey("target"))
        try container.encode(timeline.typeName, forKey: DocumentKey("type"))
        let key = DocumentKey("timeline")
        switch timeline {
        case .number(let timeline): try container.encode(timeline, forKey: key)
        case .point(let timeline): try container.encode(timeline, forKey: key)
        case .size(let timeline): try container.encode(timeline, forKey: key)
        case .rect(let timeline): try container.encode(timeline, forKey: key)
        case .color(let timeline): try container.encode(timeline, forKey: key)
        case .pin: return
        case .path(let timeline, let along):
            try container.encode(timeline, forKey: key)
            try container.encode(along.path.pathData, forKey: DocumentKey("path"))
            if along.rotation.followsTangent { try container.encode(along.rotation.degrees, forKey: DocumentKey("autoRotate")) }
        }
        try container.encode(domain.description, forKey: DocumentKey("domain"))
        try container.encode(motion.description, forKey: DocumentKey("motion"))
    }

    init(from decoder: any Decoder) throws {
        let probe = try DocumentObject(decoder, fields: [], in: "a track")
        let type: String = try probe.decode("type")
        guard Self.types.contains(type) else {
            throw StageDocumentError(.invalidValue, at: probe.path(of: "type").description, "unknown type \(DocumentPath.quote(type)); one of \(Self.types.joined(separator: ", "))")
        }
        let isPin = type == "pin"
        let fields = isPin ? ["target", "type"] : ["target", "type", "timeline", "domain", "motion"] + (type == "path" ? ["path", "autoRotate"] : [])
        let object = try DocumentObject(decoder, fields: fields, in: isPin ? "a pin" : "a track")
        try object.refuseUnknownFields()
        let target = try object.name("target")
        guard !target.isEmpty else { throw StageDocumentError(.invalidValue, at: object.path(of: "target").description, "a target needs a name") }
        if isPin {
            self.init(target: target, timeline: .pin, domain: .sceneOffset, motion: .essential)
            return
        }
        guard object.contains("timeline") else {
            throw StageDocumentError(.missing, at: object.path(of: "timeline").description, "required field missing")
        }
        let timelineDecoder = try object.container.superDecoder(forKey: DocumentKey("timeline"))
        let timeline: DocumentTimeline
        switch type {
        case "number": timeline = .number(try Self.timeline(of: Double.self, from: timelineDecoder))
        case "point": timeline = .point(try Self.timeline(of: CGPoint.self, from: timelineDecoder))
        case "size": timeline = .size(try Self.timeline(of: CGSize.self, from: timelineDecoder))
        case "rect": timeline = .rect(try Self.timeline(of: CGRect.self, from: timelineDecoder))
        case "path":
            let data: String = try object.decode("path")
            let path: MotionPath
            do { path = try MotionPath(pathData: data) } catch {
                throw StageDocumentError(.invalidValue, at: object.path(of: "path").description, "path data: \(error)")
            }
            let degrees: Double? = try object.decodeIfPresent("autoRotate")
            try StageDocument.checkFinite(degrees ?? 0, at: object.path(of: "autoRotate"))
            let rotation: MotionPath.Rotation = degrees.map { MotionPath.Rotation.tangent(degrees: $0) } ?? .fixed
            timeline = .path(try Self.timeline(of: Double.self, from: timelineDecoder), PathTravel(path: path, rotation: rotation))
        default: timeline = .color(try Self.timeline(of: RGBA.self, from: timelineDecoder))
        }
        let fallback: MotionKind = if case .color = timeline { .default(for: RGBA.self) } else { .default(for: Double.self) }
        self.init(
            target: target, timeline: timeline, domain: try object.choice("domain", of: Self.domains, default: .progress),
            motion: try object.choice("motion", of: Self.motions, default: fallback))
    }

    /// Reads a timeline with ``Timeline``'s own `Codable` form: O(*k* log *k*) for *k* scales in
    /// any order, and a refused scale reported at its own index (as inserting the scales one at a
    /// time in the order written would refuse it). Its values' finiteness is checked by
    /// ``validate(at:)``.
    static func timeline<Value: AnimatableVector & Codable>(of _: Value.Type, from decoder: any Decoder) throws -> Timeline<Value> {
        let isColor = Value.self == RGBA.self
        let object = try DocumentObject(decoder, fields: isColor ? ["initial", "colorSpace", "scales"] : ["initial", "scales"], in: "a timeline")
        try object.refuseUnknownFields()
        return try Timeline<Value>(from: decoder)
    }

    /// Refuses a value with a component that is not finite.
    static func checkFinite<Value: AnimatableVector>(_ value: Value, at path: DocumentPath) throws(StageDocumentError) {
        guard value.animationComponents.isFinite else {
            throw StageDocumentError(.invalidValue, at: path.description, "values must be finite, not \(value.animationComponents)")
        }
    }

    /// Checks the target's name and the timeline's values (a track that drives a stage: that
    /// stage's document).
    func validate(at path: DocumentPath) throws(StageDocumentError) {
        if let child {
            try child.validate()
            return
        }
        try StageDocument.checkName(target, at: path + DocumentKey("target"))
        guard !target.isEmpty else { throw StageDocumentError(.invalidValue, at: (path + DocumentKey("target")).description, "a target needs a name") }
        let timelinePath = path + DocumentKey("timeline")
        func check<Value: AnimatableVector>(_ timeline: Timeline<Value>) throws(StageDocumentError) {
            try Self.checkFinite(timeline.initialValue, at: timelinePath + DocumentKey("initial"))
            for (index, scale) in timeline.scales.enumerated() {
                try Self.checkFinite(scale.to, at: timelinePath + DocumentKey("scales") + DocumentKey(index: index) + DocumentKey("to"))
            }
        }
        switch timeline {
        case .number(let timeline): try check(timeline)
        case .point(let timeline): try check(timeline)
        case .size(let timeline): try check(timeline)
        case .rect(let timeline): try check(timeline)
        case .color(let timeline): try check(timeline)
        case .pin: break
        case .path(let timeline, _): try check(timeline)
        }
    }
}

// MARK: - Fields of synthesized forms

/// The fields of a JSON object that a synthesized `Codable` form reads (which ignores any others),
/// and the forms of the objects nested in them: what a document checks of its anchors and labels
/// before reading them, so that a misspelt field anywhere is ``StageDocumentError/Kind/unknownKey``
/// at its own path.
struct FieldShape: Sendable {
    let what: String
    let fields: [(name: String, shape: FieldShape?)]

    init(_ what: String, _ fields: [(String, FieldShape?)]) {
        self.what = what
        self.fields = fields.map { (name: $0.0, shape: $0.1) }
    }

    /// Refuses the first unknown field of the object `decoder` holds, then checks its nested objects.
    /// A value that is not an object passes: reading it says why.
    func check(_ decoder: any Decoder) throws {
        guard let object = try? DocumentObject(decoder, fields: fields.map(\.name), in: what) else { return }
        try object.refuseUnknownFields()
        for (name, shape) in fields {
            guard let shape, object.contains(name) else { continue }
            try shape.check(try object.container.superDecoder(forKey: DocumentKey(name)))
        }
    }

    static let position = FieldShape("a position", [("fraction", nil), ("points", nil)])
    static let reference = FieldShape("a reference", [
        ("absolute", FieldShape("an absolute reference", [])), ("element", FieldShape("an element reference", [("_0", nil)])),
        ("content", FieldShape("a content reference", [])),
    ])
    static let view = FieldShape("a view range", [("range", nil), ("insets", FieldShape("insets", [("start", position), ("end", position)]))])
    static let anchor = FieldShape("an anchor", [
        ("reference", reference), ("edge", position), ("viewportEdge", position), ("points", nil), ("view", view),
    ])
    static let label = FieldShape("a label", [
        ("name", nil),
        ("position", FieldShape("a label's position", [
            ("anchor", FieldShape("an anchor position", [("_0", anchor)])), ("scene", FieldShape("a scene position", [("_0", nil), ("progress", nil)])),
        ])),
    ])
}

// MARK: - Version 1, written

/// A document in version 1's form, as ``StageDocument/json()`` wrote it before version 2 (keys
/// sorted, synthesized forms of anchors and labels): kept so that tests can check that every
/// version 1 document still reads to the same document.
struct Version1Form: Encodable {
    let document: StageDocument

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DocumentKey.self)
        try container.encode(1, forKey: DocumentKey("version"))
        if let layout = document.layout { try container.encode(LayoutForm(layout), forKey: DocumentKey("layout")) }
        try container.encode(document.scenes, forKey: DocumentKey("scenes"))
        try container.encode(document.tracks, forKey: DocumentKey("tracks"))
        try container.encode(document.labels, forKey: DocumentKey("labels"))
    }

    /// The bytes version 1 wrote.
    var json: Data {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            return try encoder.encode(self)
        }
    }
}
