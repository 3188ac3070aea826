/// Something a stage describes that can never happen with its current layout, with a one-line
/// explanation: a scene that can never become active, a trigger that can never fire, a pin that
/// never lets go, a track that never moves, a label that means two places, an element the layout
/// does not have.
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800),
///                                           content: CGSize(width: 390, height: 2000))) {
///     ScrollScene("intro", start: 0, length: 600)
///     ScrollScene("credits", start: 1300, length: 400)          // the scroll range ends at 1200
///     ScrollScene("card", start: .element("card"), length: 300)  // no element named "card"
/// }
/// for diagnostic in stage.diagnostics { print(diagnostic) }
/// ```
///
/// ```text
/// credits: never active: it starts at 1300, at or past the end of the scroll range (1200)
/// card: unresolved: the layout has no element `card`
/// ```
///
/// The list is data: show it in a debug overlay, fail a test on it, or read it in a stage's
/// `description`, its diagram and the preview page.
public struct StageDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    ///
    /// A struct over a private enum, so that new kinds can be added without breaking a client `switch`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Tag: String, Hashable, Sendable {
            case unreachableScene = "never active"
            case unreachableTrigger = "never fires"
            case pinOutlastsRange = "pin never releases"
            case trackOutsideRange = "track never moves"
            case duplicateLabel = "duplicate label"
            case unresolvedElement = "unresolved"
            case unboundTarget = "unbound"
            case unusedBinding = "unused binding"
        }

        let tag: Tag

        /// A scene with a length that no offset in the scroll range makes active.
        public static let unreachableScene = Kind(tag: .unreachableScene)
        /// A trigger (length 0) that no move within the scroll range crosses.
        public static let unreachableTrigger = Kind(tag: .unreachableTrigger)
        /// A pinned scene that ends past the scroll range: what it pins is never let go.
        public static let pinOutlastsRange = Kind(tag: .pinOutlastsRange)
        /// A track whose segments all lie where its position never goes.
        public static let trackOutsideRange = Kind(tag: .trackOutsideRange)
        /// Two labels with one name (the first answers for it).
        public static let duplicateLabel = Kind(tag: .duplicateLabel)
        /// A scene or label whose anchor names an element the layout does not have.
        public static let unresolvedElement = Kind(tag: .unresolvedElement)
        /// A track of a stage document whose target no binding names.
        public static let unboundTarget = Kind(tag: .unboundTarget)
        /// A binding given for a stage document that names no track's target.
        public static let unusedBinding = Kind(tag: .unusedBinding)

        /// `never active`, `never fires`, `pin never releases`, `track never moves`,
        /// `duplicate label`, `unresolved`, `unbound` or `unused binding`.
        public var description: String { tag.rawValue }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The scene, label or target it is about.
    public var subject: String
    /// Why, in one line, with the numbers that show it.
    public var explanation: String

    /// Creates a diagnostic.
    public init(_ kind: Kind, subject: String, explanation: String) {
        self.kind = kind
        self.subject = subject
        self.explanation = explanation
    }

    /// `subject: kind: explanation`.
    public var description: String { "\(subject): \(kind): \(explanation)" }
}

extension Stage {
    /// What can never happen with the current layout (see ``StageDiagnostic``), scene by scene in
    /// the order they were added, then the stage's own tracks, then labels, then — for a stage made
    /// from a ``StageDocument`` — its targets left unbound and bindings that matched nothing.
    ///
    /// The scroll range is `0...`  ``StageLayout/maximumOffset``; hysteresis counts (a scene
    /// entered only once the offset is `h` past its start). A scene whose element is missing is
    /// reported as unresolved and not checked further; a disabled scene is checked as if enabled.
    ///
    /// - Complexity: O(*s* + *t* + *l*) for *s* scenes, *t* tracks and *l* labels.
    public var diagnostics: [StageDiagnostic] {
        var found: [StageDiagnostic] = []
        let maximum = layout.maximumOffset
        for name in sceneNames {
            guard let scene = scene(named: name) else { continue }
            guard let range = range(of: name) else {
                let missing = scene.anchors.compactMap(\.elementName).filter { layout.elements[$0] == nil }
                let what = missing.isEmpty ? "its anchors do not resolve to finite offsets"
                    : "the layout has no element " + missing.map { "`\($0)`" }.joined(separator: ", ")
                found.append(StageDiagnostic(.unresolvedElement, subject: name, explanation: what))
                continue
            }
            found += Self.diagnose(scene, range: range, maximum: maximum)
            for (index, track) in scene.tracks.enumerated() where !track.isPin {
                if let problem = Self.trackProblem(track, range: range, maximum: maximum) {
                    found.append(StageDiagnostic(.trackOutsideRange, subject: "\(name) track \(index)", explanation: problem))
                }
            }
        }
        for (index, track) in ownTracks.enumerated() {
            if let problem = Self.trackProblem(track, range: 0...maximum, maximum: maximum) {
                found.append(StageDiagnostic(.trackOutsideRange, subject: "stage track \(index)", explanation: problem))
            }
        }
        var counts: [String: Int] = [:]
        for label in labelList { counts[label.name, default: 0] += 1 }
        var reported = Set<String>()
        for label in labelList where reported.insert(label.name).inserted {
            if let count = counts[label.name], count > 1 {
                found.append(StageDiagnostic(.duplicateLabel, subject: label.name,
                                             explanation: "\(count) labels share this name; the first one added answers for it"))
            }
            if let problem = unresolvedProblem(of: label) {
                found.append(StageDiagnostic(.unresolvedElement, subject: label.name, explanation: problem))
            }
        }
        return found + bindingDiagnostics
    }

    /// Why `label` has no offset in the current layout, or `nil` when it has one.
    func unresolvedProblem(of label: StageLabel) -> String? {
        switch label.position {
        case .anchor(let anchor):
            if let element = anchor.elementName, layout.elements[element] == nil { return "the layout has no element `\(element)`" }
        case .scene(let scene, let progress):
            guard indexByName[scene] != nil else { return "the stage has no scene `\(scene)`" }
            guard range(of: scene) != nil else { return "its scene `\(scene)` is unresolved" }
            guard progress.isFinite else { return "its progress is \(Readout.number(progress)), not a finite number" }
        }
        return resolve(label) == nil ? "it does not resolve to a finite offset" : nil
    }

    /// The scene-level problems of a resolved scene.
    static func diagnose(_ scene: ScrollScene, range: ClosedRange<Double>, maximum: Double) -> [StageDiagnostic] {
        let (start, end, h) = (range.lowerBound, range.upperBound, scene.hysteresis)
        let number = { (x: Double) in Readout.number(x) }
        if start == end {
            // A trigger fires when a move passes its start by the hysteresis: from below (needs
            // start + h ≤ maximum and a lower offset, start > 0) or back from above.
            if start + h > maximum || start <= 0 {
                let why = start <= 0 ? "it sits at \(number(start)), at or before the start of the scroll range"
                    : "it sits at \(number(start)) and needs offsets up to \(number(start + h)); the scroll range ends at \(number(maximum))"
                return [StageDiagnostic(.unreachableTrigger, subject: scene.name, explanation: why)]
            }
            return []
        }
        var found: [StageDiagnostic] = []
        if start >= maximum {
            found.append(StageDiagnostic(.unreachableScene, subject: scene.name,
                                         explanation: "it starts at \(number(start)), at or past the end of the scroll range (\(number(maximum)))"))
        } else if start + h >= maximum {
            found.append(StageDiagnostic(.unreachableScene, subject: scene.name,
                                         explanation: "scrolling enters it only past \(number(start + h)) (its start plus its hysteresis), beyond the end of the scroll range (\(number(maximum))); only a first offset past \(number(start)) places it active"))
        } else if end <= 0 {
            found.append(StageDiagnostic(.unreachableScene, subject: scene.name,
                                         explanation: "it ends at \(number(end)), at or before the start of the scroll range"))
        } else if scene.tracks.contains(where: \.isPin), end > maximum {
            found.append(StageDiagnostic(.pinOutlastsRange, subject: scene.name,
                                         explanation: "it ends at \(number(end)), past the end of the scroll range (\(number(maximum))): what it pins stays held"))
        }
        return found
    }

    /// Why `track`, in a range `range` of a stage whose scroll range ends at `maximum`, never
    /// changes its value, or `nil` if it can.
    static func trackProblem(_ track: Track, range: ClosedRange<Double>, maximum: Double) -> String? {
        guard let extent = track.extent else { return "its timeline has no segments" }
        let reach: ClosedRange<Double>
        switch track.domain.kind {
        case .progress: reach = 0...1
        case .sceneOffset: reach = 0...max(range.upperBound - range.lowerBound, 0)
        case .offset: reach = 0...maximum   // written at every offset, in or out of the scene
        case .velocity: return nil          // a velocity can be any number
        case .unclampedProgress:
            // Over the scroll range 0...maximum (or 0...1 for a trigger).
            let length = range.upperBound - range.lowerBound
            guard length > 0, length.isFinite else { reach = 0...1; break }
            reach = (0 - range.lowerBound) / length...(maximum - range.lowerBound) / length
        }
        guard extent.upperBound <= reach.lowerBound || extent.lowerBound >= reach.upperBound else { return nil }
        // Touching the reach at one end is still outside: the value is the same on both sides.
        return "its segments span \(Readout.number(extent.lowerBound))...\(Readout.number(extent.upperBound)) of its \(track.domain); "
            + "its position only goes over \(Readout.number(reach.lowerBound))...\(Readout.number(reach.upperBound))"
    }
}
