import Foundation

/// A stage written down: its layout, scenes, tracks and labels as a versioned JSON document whose
/// tracks name their targets — something to store, ship, diff and preview.
///
/// A document is the same choreography as a stage built in code, without the code: each track
/// says which target it animates (`"title1.opacity"`), and the app binds those names to closures
/// or key paths when it turns the document into a ``Stage`` (``Stage/init(_:bindings:)``). A stage
/// whose tracks are named (``Track/named(_:)``) becomes a document with ``init(_:)``.
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// final class Title { var opacity = 0.0 }
/// let title = Title()
/// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 0.5, easing: .easeOutCubic) }
/// let code = try Stage {
///     ScrollScene("intro", start: 0, length: 600) {
///         Track(fade, to: \Title.opacity, on: title, motion: .fade).named("title.opacity")
///     }
/// }
/// let json = try StageDocument(code).json()                   // what a designer edits
/// let document = try StageDocument(json: json)                // what the app ships and reads
/// let stage = try Stage(document, bindings: ["title.opacity": .keyPath(\Title.opacity, on: title)])
/// stage.setOffset(150)
/// print(title.opacity, document.targets.map(\.name))
/// ```
///
/// ```text
/// 0.875 ["title.opacity"]
/// ```
///
/// ## The format
///
/// Version 2, written for people (``json()`` writes it; DescribingAStage.md has the whole
/// reference, and `stage-document.schema.json` beside it lets an editor complete and check it):
///
/// ```json
/// {
///   "version": 2,
///   "layout": {"viewport": [390, 844], "content": [390, 3376], "elements": {"page1": [0, 0, 390, 844]}},
///   "scenes": [
///     {
///       "name": "page1", "trigger": "page1", "start": "top center", "end": "+=844", "hysteresis": 2,
///       "tracks": [
///         {"target": "title1.opacity", "motion": "fade", "initial": 0,
///          "scales": [{"start": 0.15, "length": 0.35, "to": 1, "easing": "easeOutCubic"}]},
///         {"target": "card.pin", "type": "pin"}
///       ]
///     }
///   ],
///   "tracks": [{"target": "screen.background", "type": "color", "colorSpace": "oklab", "initial": "#1d3b8b", "scales": []}],
///   "labels": [{"name": "intro", "at": 0}]
/// }
/// ```
///
/// - `version` (required): 2, or 1 for the older form (still read, to the same document; see
///   DescribingAStage.md). A newer one is refused (``StageDocumentError/Kind/unsupportedVersion``),
///   and so is any field the version does not define, at any depth
///   (``StageDocumentError/Kind/unknownKey``, with the field probably meant).
/// - `layout` (optional): `axis` (`vertical` or `horizontal`, default vertical), `viewport` and
///   `content` as `[width, height]`, `elements` (optional) as `{name: [x, y, width, height]}`.
/// - `scenes` (optional, default none), in order, each with a unique `name`, an optional `trigger`
///   (the element its short anchors name), a `start` and an `end`, and optional `hysteresis` (0),
///   `once` (false), `enabled` (true) and `tracks` (none).
/// - An anchor is a number (an offset), a ScrollTrigger string — `"top center"`, `"top
///   top+=100"`, `"bottom 80%"`, `"#page2 top bottom"` (another element), `"content bottom
///   bottom"` — or an object (`{"element": "card", "edge": "top", "viewportEdge": "center"}`, and
///   the named ranges of ``ScrollAnchor/view(_:of:at:insets:)``). An `end` may also be `"+=600"`, a
///   length from the start.
/// - `tracks` (optional): the stage's own tracks, keyed on the whole scroll range.
/// - A track has a `target` (a non-empty name), a `type` — `number` (the default), `point`
///   (`[x, y]`), `size` (`[width, height]`), `rect` (`[x, y, width, height]`), `color`
///   (`"#rrggbb"`, `"#rrggbbaa"`, the short `"#rgb"` and `"#rgba"`, or `{"red", "green", "blue",
///   "alpha"}`) or `pin` — and, except
///   for a pin, an `initial` value, `scales` (default none: `start`, `length`, `to` and an optional
///   `easing`, a name such as `"easeOutCubic"` or an object such as `{"name": "steps", "count":
///   4}`; GSAP's names such as `"power2.inOut"` are not names here, and the fault says the
///   equivalent, `"easeInOutCubic"`), a `domain` (`progress`, `sceneOffset`, `offset`, `velocity` or `unclampedProgress`,
///   default progress), a `motion` (`decorative`, `fade` or `essential`, default by type as
///   ``MotionKind`` says) and, for a colour, a `colorSpace` (`srgb`, `srgb-linear` or `oklab`,
///   default srgb). Tracks of one target carry one value type (a pin's is `number`).
/// - A `path` track (a ``MotionPath``, see <doc:MotionPaths>) has a `path` (SVG path data, required)
///   and an optional `autoRotate` (`true`, or an offset in degrees; default false); its `initial`
///   and `scales` are the fraction of the path's length travelled, and it writes a
///   ``MotionPath/Placement``.
/// - `labels` (optional): `{"name", "at": anchor}` or `{"name", "scene", "progress"}` (progress
///   default 0).
///
/// ``json()`` leaves out fields at their defaults and writes the short forms wherever they read
/// back bit for bit (a colour no `#rrggbbaa` spells exactly is written as its components, a
/// fraction no percentage spells exactly in an anchor's long form), so the same document is the
/// same bytes on every run: encode → decode → encode is byte for byte identical, and every number
/// comes back bit for bit (JSON numbers are written in the shortest form that reads back exactly).
///
/// ## Limits
///
/// ``init(json:)`` is total and fast on any input: a document larger than 16 MiB is refused before
/// it is parsed; arrays and objects nested deeper than 64 are refused in one pass before parsing
/// (a document needs about 45); a name (scene, target, element, label) longer than 1,024 UTF-8
/// bytes is refused; numbers must be finite, and one a `Double` cannot hold (`1e999`, `1e-999`) is
/// ``StageDocumentError/Kind/invalidValue`` at its path. Errors quote at most 64 characters of any name, so a
/// 10 MB string makes a short message, and list at most 100 faults (then one line counting the
/// rest). Decoding is O(*n*) in the document's size, plus O(*k* log *k*) for a timeline of *k*
/// scales, whatever the number of faults.
///
/// ## Equality
///
/// Two documents are equal when their parts are: numbers compare with `==` (so `0` equals `-0`);
/// compare ``json()`` for bit-exact equality.
public struct StageDocument: Equatable, Sendable {
    /// The version ``json()`` writes and the newest ``init(json:)`` reads: 2. Version 1
    /// documents are still read, to the same document (and written as version 2).
    public static let currentVersion = 2

    /// One scene as a document holds it.
    struct SceneEntry: Equatable, Sendable {
        var name: String
        var start: ScrollAnchor
        var end: ScrollScene.End
        var hysteresis: Double
        var once: Bool
        var isEnabled: Bool
        var tracks: [TrackEntry]
        /// The toggled animation the scene plays, if any.
        var toggle: SceneToggle? = nil
    }

    /// A scene's toggled animation: its name, and what each crossing does to it.
    struct SceneToggle: Equatable, Sendable {
        var animation: String
        var actions: ToggleActions
    }

    /// One track as a document holds it: its target's name, its timeline (or a pin), its domain
    /// and motion kind.
    struct TrackEntry: Equatable, Sendable {
        var target: String
        var timeline: DocumentTimeline
        var domain: TrackDomain
        var motion: MotionKind
        /// For a track that scrolls another stage (``Track/driving(_:)``), that stage's document
        /// (the target is then empty, and the timeline the identity).
        var child: StageDocument? = nil
        /// The track's lag in seconds (``Track/lagged(_:)``), 0 for none; `"lag"` in version 2.
        var lag: Double = 0
        /// The staggered group this track was read from (`"targets"` and `"stagger"` in version
        /// 2), and its place in the group; `nil` for a track of its own. Not part of equality: a
        /// group equals its expanded tracks.
        var group: DocumentStagger? = nil
        var groupIndex = 0

        static func == (lhs: TrackEntry, rhs: TrackEntry) -> Bool {
            lhs.target == rhs.target && lhs.timeline == rhs.timeline && lhs.domain == rhs.domain && lhs.motion == rhs.motion
                && lhs.child == rhs.child && lhs.lag == rhs.lag
        }
    }

    /// The geometry, or `nil` for an empty layout (absolute anchors only).
    var layout: StageLayout?
    var scenes: [SceneEntry]
    /// The stage's own tracks.
    var tracks: [TrackEntry]
    var labels: [StageLabel]
    /// The stage's ``Stage/velocitySmoothing``.
    var velocitySmoothing: ScrubSmoothing?
    /// The responsive variants (see `StageDocument+Variants.swift`), none by default.
    var variants: [VariantEntry] = []

    init(layout: StageLayout?, scenes: [SceneEntry], tracks: [TrackEntry], labels: [StageLabel], velocitySmoothing: ScrubSmoothing? = nil) {
        self.layout = layout
        self.scenes = scenes
        self.tracks = tracks
        self.labels = labels
        self.velocitySmoothing = velocitySmoothing
    }

    /// The document of a stage built in code: its layout, its scenes (with their tracks, in the
    /// order they were added), its own tracks and its labels.
    ///
    /// Every track must be named (``Track/named(_:)``), and carry one of the value types a
    /// document can hold: `Double`, `CGPoint`, `CGSize`, `CGRect` or ``RGBA`` (pins are tracks
    /// too). Event handlers are code and are not written; nor is the stage's offset or motion
    /// policy.
    ///
    /// A stage made from a document gives that document back: `StageDocument(Stage(document))
    /// == document`.
    ///
    /// - Parameter stage: The stage to describe.
    /// - Throws: ``StageDocumentError`` at the path the track would have in the document
    ///   (`scenes[1].tracks[0]`): ``StageDocumentError/Kind/unnamedTrack`` for a track without a
    ///   name, ``StageDocumentError/Kind/unencodable`` for a value type a document cannot hold,
    ///   ``StageDocumentError/Kind/conflictingTypes`` when tracks of one name carry different value
    ///   types, ``StageDocumentError/Kind/tooLarge`` for a name longer than 1,024 bytes,
    ///   ``StageDocumentError/Kind/invalidValue`` for a number that is not finite (a document
    ///   cannot write it). A ``Easing/custom(_:)`` easing is accepted here and refused by
    ///   ``json()``.
    /// - Complexity: O(*s* + *t* + *k*) for *s* scenes, *t* tracks and *k* scales in all.
    public init(_ stage: Stage) throws(StageDocumentError) {
        try self.init(stage, at: DocumentPath([]))
    }

    /// The document of `stage`, which lies at `root` in the document being made (a stage a track
    /// drives lies at the track's `stage`).
    init(_ stage: Stage, at root: DocumentPath) throws(StageDocumentError) {
        var scenes: [SceneEntry] = []
        for (index, name) in stage.sceneNames.enumerated() {
            guard let scene = stage.scene(named: name) else { continue }
            let path = root + DocumentKey("scenes") + DocumentKey(index: index)
            var tracks: [TrackEntry] = []
            for (trackIndex, track) in scene.tracks.enumerated() {
                tracks.append(try TrackEntry(track, at: path + DocumentKey("tracks") + DocumentKey(index: trackIndex)))
            }
            scenes.append(SceneEntry(
                name: scene.name, start: scene.start, end: scene.end, hysteresis: scene.hysteresis, once: scene.once,
                isEnabled: scene.isEnabled, tracks: tracks, toggle: scene.toggle))
        }
        var tracks: [TrackEntry] = []
        for (index, track) in stage.ownTracks.enumerated() {
            tracks.append(try TrackEntry(track, at: root + DocumentKey("tracks") + DocumentKey(index: index)))
        }
        let layout = stage.layout == StageLayout() ? nil : stage.layout
        self.init(layout: layout, scenes: scenes, tracks: tracks, labels: stage.labels, velocitySmoothing: stage.velocitySmoothing)
        try validate()
    }

    /// Reads a document from JSON, checking everything a stage needs: after it returns, building a
    /// stage from the document cannot fail for the document's sake.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let json = #"{"version": 3, "scenes": []}"#
    /// do {
    ///     _ = try StageDocument(json: Data(json.utf8))
    /// } catch {
    ///     print(error)
    /// }
    /// ```
    ///
    /// ```text
    /// version: version 3 is newer than this library reads (2): update Scrollwork to read it
    /// ```
    ///
    /// Decoding a ``StageDocument`` with a `JSONDecoder` of your own checks the same things, but
    /// skips the size and nesting limits and may throw a `DecodingError`; this initialiser applies
    /// the limits and throws only ``StageDocumentError``.
    ///
    /// - Parameter json: The document's bytes, UTF-8.
    /// - Throws: ``StageDocumentError``. For a version 2 document it lists every fault
    ///   (``StageDocumentError/faults``, in document order, each with its line and column, JSON
    ///   path, scene and target, what was expected and the name probably meant); for version 1 the
    ///   first fault found, by its JSON path. The version is checked first. See
    ///   ``StageDocumentError/Kind`` for the kinds of fault, and the type's "Limits".
    /// - Complexity: O(*n*) for *n* bytes, plus O(*k* log *k*) for a timeline of *k* scales given
    ///   out of order.
    public init(json: Data) throws(StageDocumentError) {
        try Self.checkLimits(json)
        let tree: DocumentJSON
        do {
            tree = try DocumentJSON.parse(json)
        } catch {
            throw StageDocumentError(faults: [StageDocumentFault(
                .notJSON, at: "", line: error.line, column: error.column, DocumentPath.clip("not valid JSON: " + error.reason))])
        }
        if case .object(let members) = tree.value, let version = members.first(where: { $0.key == "version" }),
           version.value.value.numericValue == Double(Self.currentVersion) {
            self = try Self.version2(tree)
            return
        }
        // A "$schema" is version 2's (the schema describes version 2 only): a document with one
        // and another version has its version wrong, not its "$schema".
        if case .object(let members) = tree.value, members.contains(where: { $0.key == "$schema" }),
           let version = members.first(where: { $0.key == "version" }),
           let number = version.value.value.numericValue, number < Double(Self.currentVersion) {
            throw StageDocumentError(faults: [StageDocumentFault(
                .unsupportedVersion, at: "version", line: version.value.line, column: version.value.column,
                "a document with \"$schema\" is version \(Self.currentVersion) (the schema describes version \(Self.currentVersion)), "
                    + "but this one says \(DocumentPath.clip(Readout.number(number))): write \"version\": \(Self.currentVersion)")])
        }
        // Version 1 (and a missing or unsupported version, which its reader reports).
        do {
            self = try JSONDecoder().decode(StageDocument.self, from: json)
        } catch let error as StageDocumentError {
            throw error
        } catch let error as DecodingError {
            let wrapped = StageDocumentError(error)
            guard wrapped.kind == .notJSON, wrapped.reason == "not valid JSON" else { throw wrapped }
            throw Self.syntaxError(in: json)
        } catch {
            throw StageDocumentError(.notJSON, at: "", DocumentPath.clip("\(error)"))
        }
    }

    /// Why `json`, which the decoder refused without saying where, is not a document: the
    /// position of a syntax error (Foundation's `JSONDecoder` on Linux does not report it;
    /// `JSONSerialization` says where it stopped), or the path of a number out of range (which
    /// neither reports: see ``numberFault(in:)``).
    private static func syntaxError(in json: Data) -> StageDocumentError {
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        } catch {
            guard var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else {
                return StageDocumentError(.notJSON, at: "", "not valid JSON")
            }
            // `JSONSerialization` also stops at a number out of range ("Number 1e999 is not
            // representable in Swift."), which is no syntax error: name its path instead.
            if detail.contains("not representable"), let fault = numberFault(in: json) { return fault }
            if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
               let offset = Int(detail[range].dropFirst("character ".count)), offset <= json.count {
                let before = json.prefix(offset)
                let line = before.count { $0 == UInt8(ascii: "\n") } + 1
                let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - json.startIndex + 1 } ?? 0) + 1
                detail += " (line \(line), column \(column))"
            }
            return StageDocumentError(.notJSON, at: "", DocumentPath.clip("not valid JSON: " + detail))
        }
        return numberFault(in: json) ?? StageDocumentError(
            .wrongType, at: "", "a number does not fit its field: a fraction where a whole number belongs, or a whole number too large")
    }

    /// The document as JSON: every field written, keys sorted, two-space indents — the same
    /// document gives the same bytes, and ``init(json:)`` reads them back to an equal document
    /// whose numbers are bit for bit the same.
    ///
    /// - Returns: UTF-8 JSON, without a trailing newline.
    /// - Throws: ``StageDocumentError/Kind/unencodable`` at the easing's path when a scale uses a
    ///   ``Easing/custom(_:)`` curve (a closure has no portable form), naming the track's target.
    /// - Complexity: O(*n*) in the size of the result.
    public func json() throws(StageDocumentError) -> Data {
        do {
            return Data(try DocumentWriter.tree(of: self).text.utf8)
        } catch {
            throw StageDocumentError(.unencodable, at: error.path.description, DocumentPath.clip(error.reason))
        }
    }
}

extension StageDocument {
    /// What kind of value a target receives.
    ///
    /// A struct over a private enum, so that new value types can be added without breaking a
    /// client `switch`.
    public struct ValueType: Hashable, Sendable, CustomStringConvertible {
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case number, point, size, rect, color, path
        }

        let kind: Kind

        /// A number: `Double` (a binding may write `CGFloat` or `Float` properties too). Pins are
        /// numbers.
        public static let number = ValueType(kind: .number)
        /// A `CGPoint`.
        public static let point = ValueType(kind: .point)
        /// A `CGSize`.
        public static let size = ValueType(kind: .size)
        /// A `CGRect`.
        public static let rect = ValueType(kind: .rect)
        /// An ``RGBA`` colour.
        public static let color = ValueType(kind: .color)
        /// A ``MotionPath/Placement``: a place on a motion path and its angle.
        public static let path = ValueType(kind: .path)

        /// `number`, `point`, `size`, `rect`, `color` or `path`: what a document's track `type` says.
        public var description: String { kind.rawValue }
    }

    /// A name a document's tracks animate, and the type of value it receives.
    public struct Target: Hashable, Sendable {
        /// The name, such as `"title1.opacity"`.
        public let name: String
        /// The value its tracks write.
        public let valueType: ValueType
        /// For a ``ValueType/path`` target, the path its first track travels (so a preview can
        /// draw it); `nil` for other targets.
        public var motionPath: MotionPath? = nil
    }

    /// Every target the document's tracks name, once each, in the order they first appear (the
    /// stage's own tracks first, then each scene's).
    ///
    /// - Complexity: O(*t*) for *t* tracks.
    public var targets: [Target] {
        var seen = Set<String>()
        var targets: [Target] = []
        for entry in allTracks where entry.track.child == nil && seen.insert(entry.track.target).inserted {
            var target = Target(name: entry.track.target, valueType: entry.track.timeline.valueType)
            if case .path(_, let along) = entry.track.timeline { target.motionPath = along.path }
            targets.append(target)
        }
        return targets
    }

    /// Every track with its path in the document: the stage's own first, then each scene's; a
    /// track that drives another stage is followed by that stage's tracks (in the same order).
    var allTracks: [(track: TrackEntry, path: DocumentPath)] { allTracks(at: DocumentPath([])) }

    private func allTracks(at root: DocumentPath) -> [(track: TrackEntry, path: DocumentPath)] {
        var all: [(track: TrackEntry, path: DocumentPath)] = []
        func add(_ entries: [TrackEntry], at path: DocumentPath) {
            for (index, entry) in entries.enumerated() {
                let trackPath = path + DocumentKey(index: index)
                all.append((entry, trackPath))
                if let child = entry.child { all += child.allTracks(at: trackPath + DocumentKey("stage")) }
            }
        }
        add(tracks, at: root + DocumentKey("tracks"))
        for (index, scene) in scenes.enumerated() {
            add(scene.tracks, at: root + DocumentKey("scenes") + DocumentKey(index: index) + DocumentKey("tracks"))
        }
        for (index, variant) in variants.enumerated() {
            for (sceneIndex, scene) in variant.scenes.enumerated() {
                add(scene.tracks, at: root + DocumentKey("variants") + DocumentKey(index: index) + DocumentKey("scenes") + DocumentKey(index: sceneIndex) + DocumentKey("tracks"))
            }
        }
        return all
    }

    /// Every scene's toggled animation, with the scene's path: this document's scenes in order,
    /// each followed by the toggles of the stages its tracks drive, then those of the stages the
    /// document's own tracks drive.
    var allToggles: [(toggle: SceneToggle, path: DocumentPath)] { toggles(at: DocumentPath([])) }

    private func toggles(at root: DocumentPath) -> [(toggle: SceneToggle, path: DocumentPath)] {
        var all: [(toggle: SceneToggle, path: DocumentPath)] = []
        func children(_ entries: [TrackEntry], at path: DocumentPath) {
            for (index, entry) in entries.enumerated() {
                if let child = entry.child { all += child.toggles(at: path + DocumentKey(index: index) + DocumentKey("stage")) }
            }
        }
        for (index, scene) in scenes.enumerated() {
            let path = root + DocumentKey("scenes") + DocumentKey(index: index)
            if let toggle = scene.toggle { all.append((toggle, path)) }
            children(scene.tracks, at: path + DocumentKey("tracks"))
        }
        children(tracks, at: root + DocumentKey("tracks"))
        for (index, variant) in variants.enumerated() {
            for (sceneIndex, scene) in variant.scenes.enumerated() {
                let path = root + DocumentKey("variants") + DocumentKey(index: index) + DocumentKey("scenes") + DocumentKey(index: sceneIndex)
                if let toggle = scene.toggle { all.append((toggle, path)) }
                children(scene.tracks, at: path + DocumentKey("tracks"))
            }
        }
        return all
    }
}

extension StageDocument.TrackEntry {
    /// The entry of a stage's track, at `path` in the document being made.
    init(_ track: Track, at path: DocumentPath) throws(StageDocumentError) {
        if let child = track.drivenStage {
            self.init(target: "", timeline: .number(Track.identity), domain: .progress, motion: .essential, child: try StageDocument(child, at: path + DocumentKey("stage")))
            return
        }
        guard let name = track.name else {
            throw StageDocumentError(.unnamedTrack, at: path.description, "a track without a name; name its target with Track.named(_:)")
        }
        if track.isPin {
            self.init(target: name, timeline: .pin, domain: .sceneOffset, motion: .essential)
            return
        }
        guard let timeline = track.documentTimeline else {
            throw StageDocumentError(
                .unencodable, at: path.description,
                "track `\(DocumentPath.clip(name, to: 64))` animates \(track.sample([]).valueType) values; a document holds Double, CGPoint, CGSize, CGRect and RGBA")
        }
        self.init(target: name, timeline: timeline, domain: track.domain, motion: track.motion, lag: track.lag)
    }
}
