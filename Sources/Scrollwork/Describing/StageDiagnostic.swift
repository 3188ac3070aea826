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
            case misspeltTarget = "misspelt target"
        }

        let tag: Tag

        /// A scene with a length that is never active: no first offset in the scroll range,
        /// followed by any moves within it, leaves it active.
        ///
        /// The first offset places the scene as ``Stage/loadEvents`` says (without hysteresis,
        /// unless ``Stage/LoadEvents/fromStart``), and each move applies the hysteresis from the
        /// state it leaves, so a scene that scrolling enters only past the end of the range (its
        /// start plus its hysteresis) is still active after a first offset past its start, and is
        /// not reported. Exact: a scene is reported exactly when no such run makes it active.
        public static let unreachableScene = Kind(tag: .unreachableScene)
        /// A trigger (length 0) that never fires: no first offset in the scroll range, followed by
        /// any moves within it, makes it report an event.
        ///
        /// It may fire going forward (from before it to `h` past it), going back (from a first
        /// offset at or past it to below `h` before it; not a completed ``ScrollScene/once``
        /// trigger), or at the first offset (``Stage/LoadEvents/fromStart``). Exact: a trigger is
        /// reported exactly when no such run makes it report an event.
        public static let unreachableTrigger = Kind(tag: .unreachableTrigger)
        /// A pinned scene that ends past the scroll range: what it pins is never let go.
        public static let pinOutlastsRange = Kind(tag: .pinOutlastsRange)
        /// A track that never changes its value: over the scroll range its position stays at one
        /// value, or on one side of all its segments (say a fade over 60–100% of a scene that the
        /// end of the scroll range cuts at 50%).
        ///
        /// Conservative: a track reported never changes its value, but a track whose position goes
        /// over part of its segments is not reported even where its value stays the same there
        /// (a segment between equal values, the flat part of a step easing). A track keyed on
        /// ``TrackDomain/velocity`` is never reported.
        public static let trackOutsideRange = Kind(tag: .trackOutsideRange)
        /// Two labels with one name (the first answers for it).
        public static let duplicateLabel = Kind(tag: .duplicateLabel)
        /// A scene or label whose anchor names an element the layout does not have.
        public static let unresolvedElement = Kind(tag: .unresolvedElement)
        /// A track of a stage document whose target no binding names.
        public static let unboundTarget = Kind(tag: .unboundTarget)
        /// A binding given for a stage document that names no track's target.
        public static let unusedBinding = Kind(tag: .unusedBinding)
        /// A target named `element.property` whose element the layout does not have but has one
        /// of a close name: a likely misspelling, such as `prodcut.rotation` beside an element
        /// `product`. The name is split at its last dot, as the preview splits it to apply the
        /// value to the element's box (where a misspelt element is drawn as a stray box of its own).
        ///
        /// Only near misses are reported (the closest element at most a third of the name's
        /// length, and at most 3, edits away; layouts of at most 256 elements): a target whose
        /// element part is close to no element (`counter.value`, an object of the app's), has no
        /// dot (`fade`) or is the screen's (`screen.background`, without an element `screen`) is
        /// not.
        public static let misspeltTarget = Kind(tag: .misspeltTarget)

        /// `never active`, `never fires`, `pin never releases`, `track never moves`,
        /// `duplicate label`, `unresolved`, `unbound`, `unused binding` or `misspelt target`.
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
    /// the order they were added, then the stage's own tracks, then labels, then targets whose
    /// element is a likely misspelling of one in the layout (the stage's own tracks first, each
    /// name once), then — for a stage made from a ``StageDocument`` — its targets left unbound and
    /// bindings that matched nothing.
    ///
    /// The scroll range is `0...`  ``StageLayout/maximumOffset``. "Never" means in no run that
    /// stays within it: any first offset, placed as ``loadEvents`` says, then any moves, with
    /// hysteresis and ``ScrollScene/once`` as a stage applies them. Never active and never fires
    /// are exact (reported exactly when no such run makes the scene active or the trigger fire);
    /// track never moves is conservative (see ``StageDiagnostic/Kind/trackOutsideRange``). A scene
    /// whose element is missing is reported as unresolved and not checked further; a disabled
    /// scene is checked as if enabled.
    ///
    /// - Complexity: O(*s* + *t* + *l*) for *s* scenes, *t* tracks and *l* labels (a target's
    ///   element is compared with at most 256 elements' names).
    public var diagnostics: [StageDiagnostic] {
        var found: [StageDiagnostic] = []
        let maximum = layout.maximumOffset
        for name in sceneNames {
            guard let scene = scene(named: name) else { continue }
            guard let range = range(of: name) else {
                let missing = scene.anchors.compactMap(\.elementName).filter { layout.elements[$0] == nil }
                let what = missing.isEmpty ? "its anchors do not resolve to finite offsets"
                    : "the layout has no element " + missing.map { Excerpt.quoted($0, mark: "`") + elementSuggestion(for: $0) }.joined(separator: ", ")
                found.append(StageDiagnostic(.unresolvedElement, subject: name, explanation: what))
                continue
            }
            found += Self.diagnose(scene, range: range, maximum: maximum, loadEvents: loadEvents)
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
        return found + misspeltTargets + bindingDiagnostics
    }

    /// The targets named `element.property` whose element is not in the layout but is a likely
    /// misspelling of one that is (see ``StageDiagnostic/Kind/misspeltTarget``), the stage's own
    /// tracks first, then the scenes' in order, each name once.
    var misspeltTargets: [StageDiagnostic] {
        let elements = layout.elements
        guard !elements.isEmpty, elements.count <= 256 else { return [] }
        var names = ownTracks.compactMap(\.name)
        for name in sceneNames { names += scene(named: name)?.tracks.compactMap(\.name) ?? [] }
        var seen = Set<String>(), found: [StageDiagnostic] = []
        for name in names where seen.insert(name).inserted {
            guard let dot = name.lastIndex(of: ".") else { continue }
            let element = String(name[..<dot])
            guard elements[element] == nil, element != "screen",
                  let close = StageDocumentFault.closest(to: element, in: elements.keys) else { continue }
            found.append(StageDiagnostic(.misspeltTarget, subject: name, explanation:
                "the layout has no element \(Excerpt.quoted(element, mark: "`")) (did you mean \(Excerpt.quoted(close, mark: "`"))?)"))
        }
        return found
    }

    /// ` (did you mean `card`?)` when the layout has an element whose name is a likely
    /// misspelling of `name`, else empty. Only layouts of at most 256 elements are searched, so a
    /// diagnostic costs O(1) whatever the layout.
    func elementSuggestion(for name: String) -> String {
        guard layout.elements.count <= 256, let close = StageDocumentFault.closest(to: name, in: layout.elements.keys) else { return "" }
        return " (did you mean `\(close)`?)"
    }

    /// Why `label` has no offset in the current layout, or `nil` when it has one.
    func unresolvedProblem(of label: StageLabel) -> String? {
        switch label.position {
        case .anchor(let anchor):
            if let element = anchor.elementName, layout.elements[element] == nil { return "the layout has no element \(Excerpt.quoted(element, mark: "`"))" + elementSuggestion(for: element) }
        case .scene(let scene, let progress):
            guard indexByName[scene] != nil else { return "the stage has no scene \(Excerpt.quoted(scene, mark: "`"))" }
            guard range(of: scene) != nil else { return "its scene \(Excerpt.quoted(scene, mark: "`")) is unresolved" }
            guard progress.isFinite else { return "its progress is \(Readout.number(progress)), not a finite number" }
        }
        return resolve(label) == nil ? "it does not resolve to a finite offset" : nil
    }

    /// The scene-level problems of a resolved scene on a stage whose scroll range is `0...maximum`
    /// and whose first offset places scenes as `loadEvents` says.
    static func diagnose(_ scene: ScrollScene, range: ClosedRange<Double>, maximum: Double, loadEvents: LoadEvents) -> [StageDiagnostic] {
        let (start, end, h) = (range.lowerBound, range.upperBound, scene.hysteresis)
        let number = { (x: Double) in Readout.number(x) }
        let reach = Self.reach(of: scene, range: range, maximum: maximum, loadEvents: loadEvents)
        if start == end {
            guard !reach.fires else { return [] }
            let why: String
            if start > maximum {
                why = "it sits at \(number(start)), past the end of the scroll range (\(number(maximum)))"
            } else if start <= 0 && !(loadEvents == .fromStart && h > 0) {
                why = "it sits at \(number(start)), at or before the start of the scroll range"
            } else {
                // Neither from below (it needs start + h within the range) nor back from above.
                let forward = "going forward it fires only past \(number(start + h)) (its position plus its hysteresis), beyond the end of the scroll range (\(number(maximum)))"
                let back = scene.once ? "it fires once, going forward, and a first offset at or past it completes it"
                    : start - h <= 0 ? "going back, only below \(number(start - h)), before the start of the scroll range"
                    : "no first offset places it passed (load events `fromStart` place it as a scroll from the top would)"
                why = forward + "; " + back
            }
            return [StageDiagnostic(.unreachableTrigger, subject: scene.name, explanation: why)]
        }
        if !reach.active {
            let why = start >= maximum ? "it starts at \(number(start)), at or past the end of the scroll range (\(number(maximum)))"
                : end <= 0 ? "it ends at \(number(end)), at or before the start of the scroll range"
                : "scrolling enters it only past \(number(start + h)) (its start plus its hysteresis), beyond the end of the scroll range (\(number(maximum))), "
                    + "and load events `fromStart` place a first offset as such a scroll would"
            return [StageDiagnostic(.unreachableScene, subject: scene.name, explanation: why)]
        }
        if scene.tracks.contains(where: \.isPin), end > maximum {
            return [StageDiagnostic(.pinOutlastsRange, subject: scene.name,
                                    explanation: "it ends at \(number(end)), past the end of the scroll range (\(number(maximum))): what it pins stays held")]
        }
        return []
    }

    /// What scrolling within `0...maximum` can do to `scene` resolved at `range`, on a stage whose
    /// first offset places scenes as `loadEvents` says: whether some first offset followed by some
    /// moves leaves it active, and whether any of them reports one of its events.
    ///
    /// Exact, with the stage's own rules (`Stage.place`, `Stage.flags`): a state changes only
    /// where an offset crosses one of its boundaries or `h` either side of one, so the offsets
    /// tried — those keys within the range, its ends, and one offset between each two of them —
    /// stand for every offset, and the states reached are explored from every first offset.
    /// O(1): at most 8 states and 17 offsets.
    static func reach(of scene: ScrollScene, range: ClosedRange<Double>, maximum: Double, loadEvents: LoadEvents) -> (active: Bool, fires: Bool) {
        var slot = Slot(scene, id: 0)
        (slot.start, slot.end, slot.resolved, slot.isEnabled) = (range.lowerBound, range.upperBound, true, true)
        let h = slot.hysteresis
        let keys = Set([0, maximum, slot.start, slot.start - h, slot.start + h, slot.end, slot.end - h, slot.end + h]
            .filter { $0 >= 0 && $0 <= maximum }).sorted()
        var offsets = keys
        for (a, b) in zip(keys, keys.dropFirst()) where a / 2 + b / 2 > a && a / 2 + b / 2 < b { offsets.append(a / 2 + b / 2) }
        /// Moves `slot` to `x` as a move does; whether that reports an event.
        func move(_ slot: inout Slot, to x: Double) -> Bool {
            let flags = Stage.flags(slot, at: x)
            let changed = flags.start != slot.passedStart || flags.end != slot.passedEnd
            (slot.passedStart, slot.passedEnd) = flags
            if flags.end && slot.once { slot.completed = true }
            return changed
        }
        var seen = Set<Int>(), queue: [Slot] = [], active = false, fires = false
        func visit(_ slot: Slot) {
            if seen.insert((slot.passedStart ? 1 : 0) | (slot.passedEnd ? 2 : 0) | (slot.completed ? 4 : 0)).inserted {
                queue.append(slot)
                active = active || slot.isActive
            }
        }
        for x in offsets {
            var placed = slot
            if loadEvents == .fromStart {
                Stage.place(&placed, at: -.infinity)
                if move(&placed, to: x) { fires = true }
            } else {
                Stage.place(&placed, at: x)
                if (loadEvents == .onScreen || loadEvents == .visible) && placed.isActive { fires = true }
                // Under `visible` a passed scene whose element shows reports at load.
                if loadEvents == .visible && placed.passedEnd && scene.anchors.contains(where: { $0.elementName != nil }) { fires = true }
            }
            visit(placed)
        }
        while let state = queue.popLast() {
            guard state.isLive else { continue }   // a completed `once` scene moves no more
            for x in offsets {
                var next = state
                if move(&next, to: x) { fires = true }
                visit(next)
            }
        }
        return (active, fires)
    }

    /// Why `track`, in a range `range` of a stage whose scroll range ends at `maximum`, never
    /// changes its value, or `nil` if it may: its position stays at one value over the scroll
    /// range, or on one side of all its segments. Conservative: a track whose position goes over
    /// part of its segments is not reported, even where its value stays the same there.
    static func trackProblem(_ track: Track, range: ClosedRange<Double>, maximum: Double) -> String? {
        guard let extent = track.extent else { return "its timeline has no segments" }
        guard track.domain.kind != .velocity else { return nil }   // a velocity can be any number
        // Every position grows with the offset (a completed `once` scene is seen at its end, which
        // it passed within the range): the track goes over those at the ends of the scroll range.
        let low = Stage.frame(start: range.lowerBound, end: range.upperBound, seen: 0, velocity: 0).position(track.domain.kind)
        let high = Stage.frame(start: range.lowerBound, end: range.upperBound, seen: maximum, velocity: 0).position(track.domain.kind)
        guard low <= high else { return nil }
        if low == high {
            return "its position (\(track.domain)) is \(Readout.number(low)) at every offset of the scroll range"
        }
        // Touching the positions at one end is still outside: the value is the same on both sides.
        guard extent.upperBound <= low || extent.lowerBound >= high else { return nil }
        return "its segments span \(Readout.number(extent.lowerBound))...\(Readout.number(extent.upperBound)) of its \(track.domain); "
            + "its position only goes over \(Readout.number(low))...\(Readout.number(high))"
    }
}
