#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Scrollwork

/// Everything the preview page shows, computed by Scrollwork from the document alone: the stage
/// made from it with every target bound to a recorder, moved through its scroll range every
/// `step` points under each motion policy (and once backward, for the events of scrubbing back).
/// The page only looks up the nearest sample; how it draws the values is ``PreviewMock``'s.
struct PreviewData: Encodable {
    struct Element: Encodable {
        var name: String
        var frame: [Double]      // x, y, width, height (content coordinates)
    }

    struct Marker: Encodable {
        var scene: String
        var boundary: String     // "start", "end" or "trigger"
        var offset: Double       // where the boundary is crossed
        var viewport: Double     // where its line is fixed in the viewport
        var content: Double      // where its line sits in the content
        var hysteresis: Double
        var explanation: String
    }

    struct Label: Encodable {
        var name: String
        var offset: Double?
    }

    struct Target: Encodable {
        var name: String
        var type: String         // number, point, size, rect, color or path
        var components: Int
        /// A path target's path data, which the page draws (absent for other types).
        var path: String? = nil
    }

    /// One motion policy's samples, index `i` at offset `range[0] + i * step`.
    struct Samples: Encodable {
        /// Per target, `count × components` numbers, sample after sample (`nil`: not written yet).
        var values: [[Double?]]
        /// Per scene, its progress at each sample (`nil`: unresolved).
        var progress: [[Double?]]
        /// Per scene, one character a sample: `b` before, `a` active, `f` after, `-` unresolved.
        var states: [String]
    }

    /// An event the stage reports at a sample: `index` is the sample the offset moved to.
    struct Event: Encodable, Equatable {
        var index: Int
        /// `scene kind @boundary` (``SceneEvent``'s description).
        var text: String
    }

    /// The events of scrolling through the samples one step at a time: forward from the first
    /// (the first offset reports nothing, as a page load), and backward from the last.
    struct Events: Encodable, Equatable {
        var forward: [Event]
        var backward: [Event]
    }

    var title: String
    var axis: String
    var viewport: [Double]
    var content: [Double]
    var maximumOffset: Double
    var range: [Double]
    var step: Double
    var count: Int
    var elements: [Element]
    var markers: [Marker]
    var labels: [Label]
    var targets: [Target]
    var scenes: [String]
    var samples: [String: Samples]
    var events: Events
    /// The mock page: a box per element, and how each target applies to one.
    var mock: PreviewMock
    /// What can never happen on this stage, one line each (``Stage/diagnostics``).
    var diagnostics: [String]
}

extension PreviewData {
    /// The samples most previews need: every 2 points, or coarser so that there are at most
    /// `maximumSamples` a policy.
    static let maximumSamples = 20_000

    /// The stage the page describes: made from `document` with every target bound, as the page
    /// binds them all. The one source of what the page says can never happen: its diagnostics
    /// are the Diagnostics panel's list, and its diagram (which lists them too) is the page's.
    static func probe(of document: StageDocument) throws(StageDocumentError) -> Stage {
        try Stage(document, bindings: Dictionary(uniqueKeysWithValues: document.targets.map { ($0.name, TrackBinding.components { _ in }) }))
    }

    /// Samples `document`'s stage.
    ///
    /// - Parameters:
    ///   - document: The stage's description.
    ///   - probe: The stage the page describes (``probe(of:)``), whose markers, labels and
    ///     diagnostics the page shows; `nil` to make it here.
    ///   - title: The page's title (the document's file name).
    ///   - step: Points between samples; `nil` for 2, or coarser on a long range.
    init(document: StageDocument, probe: Stage? = nil, title: String, step requestedStep: Double?) throws(StageDocumentError) {
        let targets = document.targets
        var current: [String: [Double]] = [:]
        let bindings = Dictionary(uniqueKeysWithValues: targets.map { target in
            (target.name, TrackBinding.components { current[target.name] = $0 })
        })
        let probe = if let probe { probe } else { try Self.probe(of: document) }
        let layout = probe.layout
        let markers = probe.markers
        // The range a scroll view can rest in; a stage without a scrollable layout is shown up to
        // just past its last boundary.
        let top = layout.maximumOffset > 0 ? layout.maximumOffset : (markers.map(\.offset).filter { $0 > 0 }.max() ?? 900) + 100
        let step = requestedStep ?? max(2, top / Double(Self.maximumSamples))
        let count = Int((top / step).rounded(.down)) + 1
        let viewport = layout.viewport == .zero ? CGSize(width: 390, height: 844) : layout.viewport
        let axisLength = layout.axis == .vertical ? Double(viewport.height) : Double(viewport.width)
        let contentLength = max(layout.axis == .vertical ? Double(layout.content.height) : Double(layout.content.width), top + axisLength)

        var samples: [String: Samples] = [:]
        var forward: [Event] = [], backward: [Event] = []
        var at = 0
        let record: (SceneEvent) -> Void = { forward.append(Event(index: at, text: $0.description)) }
        for policy in [MotionPolicy.full, .reduced] {
            current = [:]
            let stage = try Stage(document, bindings: bindings)
            stage.motionPolicy = policy
            // Events do not depend on the policy: they are recorded once, scrolling forward.
            if policy == .full { stage.onEvent = record }
            var values = targets.map { _ in [Double?]() }
            var progress = stage.sceneNames.map { _ in [Double?]() }
            var states = stage.sceneNames.map { _ in "" }
            for index in 0..<count {
                at = index
                stage.setOffset(min(Double(index) * step, top))
                for (t, target) in targets.enumerated() {
                    let components = Self.components(of: target.valueType)
                    if let written = current[target.name] {
                        values[t] += written.map { $0.isFinite ? $0 : nil }
                    } else {
                        values[t] += Array(repeating: nil, count: components)
                    }
                }
                for (s, name) in stage.sceneNames.enumerated() {
                    progress[s].append(stage.progress(of: name).flatMap { $0.isFinite ? $0 : nil })
                    let code: Character = switch stage.state(of: name) {
                    case .before?: "b"
                    case .active?: "a"
                    case .after?: "f"
                    default: "-"
                    }
                    states[s].append(code)
                }
            }
            samples["\(policy)"] = Samples(values: values, progress: progress, states: states)
        }
        let back = try Stage(document, bindings: bindings)
        back.setOffset(min(Double(count - 1) * step, top))
        back.onEvent = { backward.append(Event(index: at, text: $0.description)) }
        for index in stride(from: count - 2, through: 0, by: -1) {
            at = index
            back.setOffset(Double(index) * step)
        }
        let elements = layout.elements.sorted { $0.key < $1.key }.map { name, frame in
            Element(name: name, frame: [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) })
        }
        let viewportSize = [Double(viewport.width), Double(viewport.height)]
        let targetList = targets.map { Target(name: $0.name, type: $0.valueType.description, components: Self.components(of: $0.valueType), path: $0.motionPath?.pathData) }
        var spans: [String: ClosedRange<Double>] = [:]
        for marker in markers {
            let span = spans[marker.scene].map { min($0.lowerBound, marker.offset)...max($0.upperBound, marker.offset) }
            spans[marker.scene] = span ?? marker.offset...marker.offset
        }
        let mock = PreviewMock(
            targets: targetList,
            scenes: probe.sceneNames.map { name in (name, probe.scene(named: name)?.tracks.compactMap(\.name) ?? []) },
            spans: spans, elements: elements, viewport: viewportSize, axis: layout.axis.rawValue)

        self.init(
            title: title, axis: layout.axis.rawValue, viewport: viewportSize,
            content: layout.axis == .vertical ? [Double(viewport.width), contentLength] : [contentLength, Double(viewport.height)],
            maximumOffset: layout.maximumOffset, range: [0, top], step: step, count: count,
            elements: elements,
            markers: markers.map { marker in
                Marker(
                    scene: marker.scene, boundary: marker.isTrigger ? "trigger" : marker.boundary.rawValue, offset: marker.offset,
                    viewport: marker.viewportPosition, content: marker.contentPosition, hysteresis: marker.hysteresis, explanation: marker.explanation)
            },
            labels: probe.labels.map { Label(name: $0.name, offset: probe.offset(ofLabel: $0.name)) },
            targets: targetList,
            scenes: probe.sceneNames, samples: samples, events: Events(forward: forward, backward: backward), mock: mock,
            // All of them, document-level ones included: the diagram drawn from the probe lists the same.
            diagnostics: probe.diagnostics.map(\.description))
    }

    static func components(of type: StageDocument.ValueType) -> Int {
        switch type {
        case .point, .size: 2
        case .path: 3
        case .rect, .color: 4
        default: 1
        }
    }
}
