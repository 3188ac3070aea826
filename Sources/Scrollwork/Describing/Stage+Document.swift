extension Stage {
    /// A stage made from a document, its targets bound to your objects by name.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// final class Title { var opacity = 0.0 }
    /// let title = Title()
    /// let json = #"""
    /// {"version": 1, "scenes": [{"name": "intro", "start": {"edge": {"fraction": 0, "points": 0}, "points": 0,
    ///  "reference": {"absolute": {}}, "viewportEdge": {"fraction": 0, "points": 0}}, "end": {"length": 600},
    ///  "tracks": [{"target": "title.opacity", "type": "number", "motion": "fade",
    ///              "timeline": {"initial": 0, "scales": [{"start": 0, "length": 1, "to": 1}]}},
    ///             {"target": "title.shift", "type": "number",
    ///              "timeline": {"initial": 40, "scales": [{"start": 0, "length": 1, "to": 0}]}}]}]}
    /// """#
    /// let document = try StageDocument(json: Data(json.utf8))
    /// let bindings: [String: TrackBinding] = ["title.opacity": .keyPath(\Title.opacity, on: title), "subtitle.opacity": .number { _ in }]
    /// let stage = try Stage(document, bindings: bindings)
    /// stage.setOffset(300)
    /// print(title.opacity)
    /// print(document.bindingReport(for: bindings))
    /// ```
    ///
    /// ```text
    /// 0.5
    /// unbound: title.shift; unmatched: subtitle.opacity
    /// ```
    ///
    /// The stage has the document's layout (an empty one when it has none), its own tracks, its
    /// scenes in order (each with its tracks, hysteresis, `once` and enabled state) and its
    /// labels. Every track is named after its target (``Track/name``), so
    /// `StageDocument(Stage(document)) == document`.
    ///
    /// A target without a binding still gets its tracks: they are evaluated every frame like any
    /// other and write nowhere (a preview or a query can still show their values). Bindings whose
    /// name no track targets are ignored. ``StageDocument/bindingReport(for:)`` lists both.
    ///
    /// - Parameters:
    ///   - document: The choreography.
    ///   - bindings: Where each target's values go, by target name (default: none).
    /// - Throws: ``StageDocumentError/Kind/bindingMismatch`` at the path of the first track whose
    ///   binding writes another value type (`scenes[1].tracks[0]`: "`logo.center` is a point
    ///   target; its binding writes Double"). Every binding is checked before anything is made:
    ///   when it throws, no track has been written.
    /// - Complexity: O(*s* + *t* + *l*) for *s* scenes, *t* tracks and *l* labels.
    public convenience init(_ document: StageDocument, bindings: [String: TrackBinding] = [:]) throws(StageDocumentError) {
        func make(_ entry: StageDocument.TrackEntry, at path: DocumentPath) throws(StageDocumentError) -> Track {
            if let child = entry.child { return Track.driving(try Stage(child, bindings: bindings)) }
            guard let binding = bindings[entry.target] else {
                return TrackBinding.unboundTrack(entry.timeline, domain: entry.domain, motion: entry.motion).named(entry.target).lagged(entry.lag)
            }
            guard let track = binding.track(entry.timeline, domain: entry.domain, motion: entry.motion) else {
                let type = entry.timeline.typeName
                throw StageDocumentError(
                    .bindingMismatch, at: path.description,
                    "\(DocumentPath.quote(entry.target)) is a \(type) target; its binding writes \(binding.writes)")
            }
            return track.named(entry.target).lagged(entry.lag)
        }
        let root = DocumentPath([])
        var ownTracks: [Track] = []
        for (index, entry) in document.tracks.enumerated() {
            ownTracks.append(try make(entry, at: root + DocumentKey("tracks") + DocumentKey(index: index)))
        }
        var scenes: [ScrollScene] = []
        for (index, entry) in document.scenes.enumerated() {
            let path = root + DocumentKey("scenes") + DocumentKey(index: index)
            var scene = switch entry.end {
            case .length(let length): ScrollScene(entry.name, start: entry.start, length: length)
            case .anchor(let end): ScrollScene(entry.name, start: entry.start, end: end)
            }
            scene.hysteresis = entry.hysteresis
            scene.once = entry.once
            scene.isEnabled = entry.isEnabled
            for (trackIndex, track) in entry.tracks.enumerated() {
                scene.add(try make(track, at: path + DocumentKey("tracks") + DocumentKey(index: trackIndex)))
            }
            if let toggle = entry.toggle {
                switch bindings[toggle.animation]?.writer {
                case .toggle(let animation)?:
                    animation.actions = toggle.actions
                    scene = scene.toggling(animation, named: toggle.animation)
                case nil:
                    scene.toggle = toggle        // unbound: kept, so that the stage gives the document back
                case let other?:
                    throw StageDocumentError(
                        .bindingMismatch, at: (path + DocumentKey("animation")).description,
                        "\(DocumentPath.quote(toggle.animation)) is a toggled animation; its binding writes \(TrackBinding(writer: other).writes)")
                }
            }
            scenes.append(scene)
        }
        self.init(layout: document.layout ?? StageLayout())
        if let smoothing = document.velocitySmoothing { velocitySmoothing = smoothing }
        for track in ownTracks { add(track) }
        for (index, scene) in scenes.enumerated() {
            do {
                try add(scene)
            } catch {
                // A decoded document has unique names and finite, non-negative numbers; kept for
                // documents changed in ways decoding never checked.
                throw StageDocumentError(.invalidValue, at: (root + DocumentKey("scenes") + DocumentKey(index: index)).description, error.description)
            }
        }
        for label in document.labels { add(label) }
        let report = document.bindingReport(for: bindings)
        let animations = Set(document.allToggles.map(\.toggle.animation))
        // Names are searched for a likely misspelling in documents of up to 256 names, so that the
        // diagnostics cost O(1) a binding; the list is made once, not for every binding.
        let names = report.unmatchedBindings.isEmpty ? [] : document.targets.map(\.name) + animations.sorted()
        bindingDiagnostics = report.unboundTargets.map {
            StageDiagnostic(.unboundTarget, subject: $0, explanation: animations.contains($0)
                ? "no binding names this toggled animation: the scene's crossings play nothing"
                : "no binding names this target: its track is evaluated and writes nowhere")
        } + report.unmatchedBindings.map { name in
            let known = names.count <= 256 ? StageDocumentFault.closest(to: name, in: names) : nil
            return StageDiagnostic(.unusedBinding, subject: name, explanation: "no track of the document targets this name" + (known.map { " (did you mean `\($0)`?)" } ?? ""))
        }
    }
}

extension StageDocument {
    /// What a set of bindings leaves out: targets (and scenes' toggled animations) no binding
    /// writes, and bindings no track or scene names (often a misspelt name).
    public struct BindingReport: Hashable, Sendable, CustomStringConvertible {
        /// The targets without a binding, in the order of ``StageDocument/targets``. Their tracks
        /// are evaluated and write nowhere.
        public let unboundTargets: [String]
        /// The names of bindings that match no target, sorted.
        public let unmatchedBindings: [String]

        /// Whether every target is bound and every binding matches.
        public var isComplete: Bool { unboundTargets.isEmpty && unmatchedBindings.isEmpty }

        /// `unbound: a, b; unmatched: c`, or `every target bound, every binding matched`.
        public var description: String {
            if isComplete { return "every target bound, every binding matched" }
            var parts: [String] = []
            if !unboundTargets.isEmpty { parts.append("unbound: " + unboundTargets.joined(separator: ", ")) }
            if !unmatchedBindings.isEmpty { parts.append("unmatched: " + unmatchedBindings.joined(separator: ", ")) }
            return parts.joined(separator: "; ")
        }
    }

    /// Which targets `bindings` leaves unbound, and which of its names match no target.
    ///
    /// See ``Stage/init(_:bindings:)`` for an example. The value types are checked when the
    /// stage is made, not here.
    ///
    /// - Parameter bindings: The bindings a stage is (or will be) made with.
    /// - Returns: The unbound targets and the unmatched binding names.
    /// - Complexity: O(*t* + *b*) for *t* tracks and *b* bindings (plus sorting the unmatched).
    public func bindingReport(for bindings: [String: TrackBinding]) -> BindingReport {
        var targets = targets.map(\.name)
        var seen = Set(targets)
        for (toggle, _) in allToggles where seen.insert(toggle.animation).inserted { targets.append(toggle.animation) }
        let named = Set(targets)
        return BindingReport(
            unboundTargets: targets.filter { bindings[$0] == nil },
            unmatchedBindings: bindings.keys.filter { !named.contains($0) }.sorted())
    }
}
