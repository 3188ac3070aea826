// A document's responsive variants (`"variants"`): reading, writing, and the responsive stage a
// document makes.

extension StageDocument {
    /// One variant as a document holds it: its name, its condition and its scenes.
    struct VariantEntry: Equatable, Sendable {
        var name: String
        var condition: StageVariant.Condition
        var scenes: [SceneEntry]
    }

    /// The document of a responsive stage: its stage's (the base, see ``init(_:)``) with the
    /// variants under `"variants"`, each scene as a document writes a stage's.
    ///
    /// - Throws: What ``init(_:)`` throws, for the base's tracks and for the variants'.
    /// - Complexity: O(*s* + *t* + *k*) for *s* scenes, *t* tracks and *k* scales in all.
    public init(responsive page: ResponsiveStage) throws(StageDocumentError) {
        // The base only: the variant in force is written under "variants", not as base scenes.
        let inForce = Set(page.variants.first { $0.name == page.variantInForce }?.scenes.map(\.name) ?? [])
        try self.init(page.stage)
        scenes.removeAll { inForce.contains($0.name) }
        variants = []
        for (index, variant) in page.variants.enumerated() {
            let probe = Stage()
            // Validated by the responsive stage: unique names, valid numbers.
            _ = try? probe.add(contentsOf: variant.scenes)
            let written = try StageDocument(probe, at: DocumentPath([]) + DocumentKey("variants") + DocumentKey(index: index))
            variants.append(VariantEntry(name: variant.name, condition: variant.condition, scenes: written.scenes))
        }
        try validate()
    }
}

extension ResponsiveStage {
    /// The responsive stage a document describes: its base scenes, tracks and labels on a new
    /// ``Stage`` (as ``Stage/init(_:bindings:)`` makes it), and its `"variants"`, their tracks bound
    /// with the same `bindings`. No variant is in force until the first ``update(_:)``.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let json = #"""
    /// {"version": 2, "variants": [
    ///   {"name": "wide", "when": {"minWidth": 768}, "scenes": [{"name": "hero", "start": 0, "end": "+=600"}]},
    ///   {"name": "narrow", "scenes": [{"name": "hero", "start": 0, "end": "+=300"}]}
    /// ]}
    /// """#
    /// let page = try ResponsiveStage(StageDocument(json: Data(json.utf8)))
    /// try page.update(.init(width: 390, height: 844))
    /// print(page.variantInForce ?? "none", page.stage.sceneNames)
    /// ```
    ///
    /// ```text
    /// narrow ["hero"]
    /// ```
    ///
    /// - Throws: What ``Stage/init(_:bindings:)`` throws (a binding of the wrong type), at the
    ///   track's path under `"variants"`.
    public convenience init(_ document: StageDocument, bindings: [String: TrackBinding] = [:]) throws(StageDocumentError) {
        // The base scenes only (a stage made from a document leaves its variants out), with the
        // binding diagnostics of the whole document.
        let stage = try Stage(document, bindings: bindings)
        var variants: [StageVariant] = []
        for (index, entry) in document.variants.enumerated() {
            // The scenes are made as a stage made from a document makes them, then taken off it.
            var part = StageDocument(layout: nil, scenes: entry.scenes, tracks: [], labels: [])
            part.variants = []
            let made: Stage
            do {
                made = try Stage(part, bindings: bindings)
            } catch {
                throw StageDocumentError(error.kind, at: "variants[\(index)]." + error.path, error.reason)
            }
            variants.append(StageVariant(entry.name, when: entry.condition, scenes: made.sceneNames.compactMap { made.scene(named: $0) }))
        }
        do {
            try self.init(stage, variants: variants)
        } catch {
            // A decoded document has unique names and valid numbers; kept for documents changed
            // in ways decoding never checked.
            throw StageDocumentError(.invalidValue, at: "variants", error.description)
        }
    }
}

extension DocumentShape {
    static let variant = DocumentShape(what: "a variant", fields: ["name", "when", "scenes"],
                                       example: #"{"name": "wide", "when": {"minWidth": 768}, "scenes": []}"#)
    static let condition = DocumentShape(
        what: "a condition", fields: ["minWidth", "maxWidth", "minHeight", "maxHeight", "orientation", "horizontalSizeClass", "verticalSizeClass", "motion", "flags"],
        example: #"{"minWidth": 600, "maxWidth": 1024, "orientation": "landscape"}"#)
}

extension DocumentReader {
    /// The variants under `"variants"`: each a unique `name`, an optional `when` and `scenes` whose
    /// names are unique in the variant and not a base scene's.
    func variants(_ node: (member: DocumentJSON.Member, path: DocumentPath), baseScenes: [String: DocumentPath],
                  types: inout [String: (type: StageDocument.ValueType, path: DocumentPath)], complete: inout Bool) -> [StageDocument.VariantEntry] {
        guard let list = array(node.member.value, node.path, example: "[" + DocumentShape.variant.example + "]") else {
            complete = false
            return []
        }
        var variants: [StageDocument.VariantEntry] = []
        var variantNames: [String: DocumentPath] = [:]
        for (index, element) in list.enumerated() {
            let path = node.path + DocumentKey(index: index)
            guard let fields = object(element, path, .variant) else {
                complete = false
                continue
            }
            var name: String?
            if let field = fields["name"] {
                name = self.name(field.member.value, field.path, example: #""wide""#)
                if let name {
                    if let first = variantNames[name] {
                        fault(.duplicateName, at: field.member.value, field.path, "another variant is named \(DocumentPath.quote(name)) (at \(first))")
                    } else {
                        variantNames[name] = path
                    }
                }
            } else {
                missing("name", in: element, path, expected: #"the variant's name, e.g. "wide""#)
            }
            let condition = fields["when"].map { self.condition($0.member.value, $0.path) } ?? StageVariant.Condition()
            var scenes: [StageDocument.SceneEntry] = []
            var sceneNames: [String: DocumentPath] = [:]
            if let field = fields["scenes"], let sceneList = array(field.member.value, field.path, example: "[" + DocumentShape.scene.example + "]") {
                for (sceneIndex, sceneNode) in sceneList.enumerated() {
                    let scenePath = field.path + DocumentKey(index: sceneIndex)
                    let scene = self.scene(sceneNode, scenePath, types: &types)
                    if let sceneName = peek("name", in: sceneNode) {
                        let other = sceneNames[sceneName].map { "another scene of the variant is named \(DocumentPath.quote(sceneName)) (at \($0))" }
                            ?? baseScenes[sceneName].map { "a base scene is named \(DocumentPath.quote(sceneName)) (at \($0)); a variant's scenes need names of their own" }
                        if let other {
                            self.scene = sceneName
                            let nameNode: DocumentJSON? = if case .object(let members) = sceneNode.value { members.first { $0.key == "name" }?.value } else { nil }
                            fault(.duplicateName, at: nameNode, scenePath + DocumentKey("name"), other)
                            self.scene = nil
                            complete = false
                        } else {
                            sceneNames[sceneName] = scenePath
                        }
                    }
                    if let scene { scenes.append(scene) } else { complete = false }
                }
            } else if fields["scenes"] != nil {
                complete = false
            }
            guard let name, let condition else {
                complete = false
                continue
            }
            variants.append(StageDocument.VariantEntry(name: name, condition: condition, scenes: scenes))
        }
        return variants
    }

    /// A variant's `when`: size bounds (numbers), `orientation`, the size classes, `motion` and `flags`.
    func condition(_ node: DocumentJSON, _ path: DocumentPath) -> StageVariant.Condition? {
        guard let fields = object(node, path, .condition) else { return nil }
        var condition = StageVariant.Condition()
        var valid = true
        func bound(_ key: String, _ set: (inout StageVariant.Condition, Double) -> Void) {
            guard let field = fields[key] else { return }
            if let value = number(field.member.value, field.path, example: "768") { set(&condition, value) } else { valid = false }
        }
        bound("minWidth") { $0.minWidth = $1 }
        bound("maxWidth") { $0.maxWidth = $1 }
        bound("minHeight") { $0.minHeight = $1 }
        bound("maxHeight") { $0.maxHeight = $1 }
        if let field = fields["orientation"] {
            condition.orientation = choice(field.member.value, field.path, "orientation", of: ["portrait": .portrait, "landscape": .landscape])
            if condition.orientation == nil { valid = false }
        }
        for (key, set) in [("horizontalSizeClass", { (c: inout StageVariant.Condition, v: StageVariant.SizeClass) in c.horizontalSizeClass = v }),
                           ("verticalSizeClass", { (c: inout StageVariant.Condition, v: StageVariant.SizeClass) in c.verticalSizeClass = v })] {
            guard let field = fields[key] else { continue }
            if let value = choice(field.member.value, field.path, "size class", of: ["compact": StageVariant.SizeClass.compact, "regular": .regular]) {
                set(&condition, value)
            } else {
                valid = false
            }
        }
        if let field = fields["motion"] {
            condition.motionPolicy = choice(field.member.value, field.path, "motion policy", of: ["full": MotionPolicy.full, "reduced": .reduced])
            if condition.motionPolicy == nil { valid = false }
        }
        if let field = fields["flags"] {
            if let list = array(field.member.value, field.path, example: #"["signedIn"]"#) {
                for (index, element) in list.enumerated() {
                    if let flag = name(element, field.path + DocumentKey(index: index), example: #""signedIn""#) { condition.flags.insert(flag) } else { valid = false }
                }
            } else {
                valid = false
            }
        }
        return valid ? condition : nil
    }
}

extension DocumentWriter {
    /// The `"variants"` array: each variant's name, its condition (left out when it has none) and
    /// its scenes, in the order read.
    static func variants(of document: StageDocument, axis: ScrollAxis, at root: DocumentPath) throws(Unencodable) -> DocumentJSON {
        var list: [DocumentJSON] = []
        for (index, variant) in document.variants.enumerated() {
            var members = [member("name", string(variant.name))]
            let c = variant.condition
            var when: [DocumentJSON.Member] = []
            for (key, value) in [("minWidth", c.minWidth), ("maxWidth", c.maxWidth), ("minHeight", c.minHeight), ("maxHeight", c.maxHeight)] {
                if let value { when.append(member(key, number(value))) }
            }
            if let orientation = c.orientation { when.append(member("orientation", string(orientation.rawValue))) }
            if let size = c.horizontalSizeClass { when.append(member("horizontalSizeClass", string(size.rawValue))) }
            if let size = c.verticalSizeClass { when.append(member("verticalSizeClass", string(size.rawValue))) }
            if let motion = c.motionPolicy { when.append(member("motion", string(motion.description))) }
            if !c.flags.isEmpty { when.append(member("flags", DocumentJSON(.array(c.flags.sorted().map(string))))) }
            if !when.isEmpty { members.append(member("when", DocumentJSON(.object(when)))) }
            var scenes: [DocumentJSON] = []
            for (sceneIndex, scene) in variant.scenes.enumerated() {
                scenes.append(try self.scene(scene, axis: axis, at: root + DocumentKey("variants") + DocumentKey(index: index) + DocumentKey("scenes") + DocumentKey(index: sceneIndex)))
            }
            members.append(member("scenes", DocumentJSON(.array(scenes))))
            list.append(DocumentJSON(.object(members)))
        }
        return DocumentJSON(.array(list))
    }
}
