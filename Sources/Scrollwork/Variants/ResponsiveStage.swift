// A stage with variants, switched live at the current offset.

/// A ``Stage`` whose choreography depends on its context — the viewport, the size classes: it holds ``StageVariant``s and keeps
/// on the stage the scenes of the first one whose condition holds, switching live — at the current
/// offset, state carried — when the context changes (a rotation, a Split View resize, a
/// size-class change, the app's own flags).
///
/// ```swift
/// import Scrollwork
///
/// let stage = Stage()
/// let page = try ResponsiveStage(stage, variants: [
///     StageVariant("wide", when: .init(minWidth: 768)) { ScrollScene("hero", start: 0, length: 600) },
///     StageVariant("narrow") { ScrollScene("hero", start: 0, length: 300) },
/// ])
/// try page.update(.init(width: 390, height: 844))
/// stage.setOffset(100)
/// try page.update(.init(width: 1024, height: 768))   // rotation: "hero" keeps its state
/// print(page.variantInForce ?? "none", stage.scene(named: "hero")?.end ?? .length(0))
/// ```
///
/// ```text
/// wide length(600.0)
/// ```
///
/// Scenes added to ``stage`` directly are its *base*: no switch touches them. With no variant in
/// force — before the first ``update(_:)``, or when no condition holds — the stage holds its base
/// scenes only, and every variant scene that was there has left as below (tracks at rest).
///
/// ## The switch contract
/// A switch from variant *A* to variant *B* at the stage's current offset *p* (none for either
/// side when no variant is in force) does, in this order:
/// 1. **Scenes only *A* has leave cleanly.** Each one's tracks are written back to their *rest
///    value* — what they show before the scene starts: progress 0, 0 points in, the scene's start
///    as the offset, velocity 0, which is the timeline's initial value unless a scale begins
///    before progress 0 (GSAP's `revert()`) — and the scene is removed
///    (``Stage/removeScene(named:)``). A leaving scene reports no event, as a revert fires no
///    callbacks; its toggled animations are left as they are.
/// 2. **Scenes in both (by name) keep their state.** Each is changed in place to *B*'s definition
///    (``Stage/updateScene(named:_:)``): its `once` completion stays, it reports exactly the
///    crossings its new position implies at *p* (moving its start past *p* reports `enter`, and its
///    toggled animations hear it), and labels anchored to it follow its new position. Its *A*
///    tracks are written back to rest, then its *B* tracks at *p* — so a target only *A* animates
///    is left at rest, and one both animate shows *B*'s value. Scenes go in *B*'s order.
/// 3. **Scenes only *B* has are added** (``Stage/add(contentsOf:)``), exactly as an add at *p*:
///    silently, or with the load events ``Stage/loadEvents`` asks for, in scroll order.
///
/// So the events a switch reports are the kept scenes' crossings, in *B*'s scene order, then the
/// arriving scenes' load events, in scroll order; a leaving scene reports none. The stage's scenes
/// are then its base scenes and kept scenes where they were, then the arriving ones in *B*'s order
/// (the order that decides between events at coinciding boundaries). After the switch the stage
/// is indistinguishable from a fresh stage holding those scenes in that order, given *p* and the
/// carried states — each kept scene's flags taken from the old ones to what its new position
/// implies, through its hysteresis band, its `once` completion kept (and reached, if *B* makes
/// it `once` and it was left forwards) — with the arriving scenes then added: every later move
/// writes the same values and reports the same events. The `VariantSwitchEquivalence` test pins
/// this over 1,200 seeded sequences (about 9,700 switches: between moves, several in one frame,
/// from an event handler, in the middle of a fling). A switch to the variant in force does nothing.
///
/// The switch is an ordinary change of the stage: it may be made from an event handler (the events
/// already found are reported first, then the switch's), and traps from a track's write closure. An
/// ``update(_:)`` made while a switch is under way (from a handler of one of its events, or from
/// ``onSwitch``) returns `nil` at once, and its context is applied when that switch is done.
///
/// A responsive stage is not thread-safe: use it where its stage is used (usually the main actor).
public final class ResponsiveStage {
    /// The stage the variants' scenes are put on.
    public let stage: Stage
    /// The variants, in order of precedence.
    public let variants: [StageVariant]
    /// The context last given to ``update(_:)``, or `nil` before the first.
    public private(set) var context: StageVariant.Context?
    /// The name of the variant in force, or `nil` when none is.
    public private(set) var variantInForce: String?
    /// Called after each switch, with what it did.
    public var onSwitch: ((VariantSwitch) -> Void)?

    /// A responsive stage over `stage`, no variant in force until the first ``update(_:)``.
    ///
    /// - Throws: ``VariantError`` for two variants of one name, two scenes of one name in a variant,
    ///   or a scene that ``Stage/add(_:)-(ScrollScene)`` would refuse. A variant's scene may share
    ///   its name with a base scene only if the two are never on the stage together: the switch that
    ///   would bring it throws then.
    /// - Complexity: O(*n*) for the variants' *n* scenes.
    public init(_ stage: Stage = Stage(), variants: [StageVariant]) throws(VariantError) {
        var names = Set<String>()
        for variant in variants {
            guard names.insert(variant.name).inserted else { throw .duplicateVariant(variant.name) }
            var sceneNames = Set<String>()
            for scene in variant.scenes {
                guard sceneNames.insert(scene.name).inserted else { throw .duplicateScene(variant: variant.name, scene: scene.name) }
                do throws(StageError) { try scene.validate() } catch { throw .invalidScene(variant: variant.name, error) }
            }
        }
        self.stage = stage
        self.variants = variants
    }

    /// The first variant whose condition holds in `context`, or `nil` when none does.
    ///
    /// - Complexity: O(*v*) for *v* variants.
    public func variant(for context: StageVariant.Context) -> StageVariant? {
        variants.first { $0.condition.holds(in: context) }
    }

    /// Records a new context and switches, at the current offset, to the variant it puts in
    /// force, if that is another (see "The switch contract").
    ///
    /// - Returns: What the switch did, or `nil` if the variant in force did not change.
    /// - Throws: ``StageError/duplicateScene(_:)`` if an arriving scene's name is taken by a base
    ///   scene; nothing is changed then (the context neither).
    /// - Complexity: O(*v*) to pick the variant; a switch costs what its removals, updates and adds
    ///   cost (O(*s* + *t*) for each scene removed, O(*t*) for each updated or added).
    @discardableResult
    public func update(_ context: StageVariant.Context) throws(StageError) -> VariantSwitch? {
        // From an event handler a switch reports (or from `onSwitch`): the newest context is
        // applied once the switch under way is done.
        guard !switching else {
            waiting = context
            return nil
        }
        switching = true
        defer { switching = false }
        var context = context, last: VariantSwitch?
        while true {
            let next = variant(for: context)
            if next?.name != variantInForce {
                let report = try switchTo(next)
                self.context = context
                onSwitch?(report)
                last = report
            } else {
                self.context = context
            }
            guard let newer = waiting else { return last }
            waiting = nil
            context = newer
        }
    }

    /// Whether a switch is under way, and the context given meanwhile.
    private var switching = false
    private var waiting: StageVariant.Context?

    /// Switches to `next` (or to no variant) at the stage's current offset.
    private func switchTo(_ next: StageVariant?) throws(StageError) -> VariantSwitch {
        let current = variants.first { $0.name == variantInForce }
        let oldNames = Set(current?.scenes.map(\.name) ?? [])
        let newScenes = next?.scenes ?? []
        let newNames = Set(newScenes.map(\.name))
        // Refuse before changing anything: an arriving name a base scene holds.
        for scene in newScenes where !oldNames.contains(scene.name) && stage.scene(named: scene.name) != nil {
            throw .duplicateScene(scene.name)
        }
        let leaving = (current?.scenes ?? []).map(\.name).filter { !newNames.contains($0) }
        for name in leaving {
            stage.revertTracks(ofSceneNamed: name)
            stage.removeScene(named: name)
        }
        var kept: [String] = [], added: [ScrollScene] = []
        for scene in newScenes {
            if oldNames.contains(scene.name) {
                kept.append(scene.name)
                // The old definition's tracks go to rest first, so that a track the new one drops
                // is left at rest; the new tracks are then written at the offset.
                stage.revertTracks(ofSceneNamed: scene.name)
                // Validated at init, and the name is the scene's own: this cannot throw.
                try stage.updateScene(named: scene.name) { $0 = scene }
            } else {
                added.append(scene)
            }
        }
        try stage.add(contentsOf: added)
        let report = VariantSwitch(from: variantInForce, to: next?.name, offset: stage.offset, left: leaving, kept: kept, arrived: added.map(\.name))
        variantInForce = next?.name
        return report
    }
}

/// What a ``ResponsiveStage`` switch did.
public struct VariantSwitch: Hashable, Sendable, CustomStringConvertible {
    /// The variant in force before, or `nil`.
    public var from: String?
    /// The variant in force after, or `nil`.
    public var to: String?
    /// The stage's offset at the switch, or `nil` before its first.
    public var offset: Double?
    /// The scenes that left (tracks written back to rest, then removed), in the old variant's order.
    public var left: [String]
    /// The scenes kept, changed in place, in the new variant's order.
    public var kept: [String]
    /// The scenes added, in the new variant's order.
    public var arrived: [String]

    /// One line: `"narrow → wide at 120: left [a], kept [hero], arrived [b]"`.
    public var description: String {
        let at = offset.map { " at \($0)" } ?? ""
        return "\(from ?? "none") → \(to ?? "none")\(at): left \(left), kept \(kept), arrived \(arrived)"
    }
}

/// Why a ``ResponsiveStage`` refused its variants.
public enum VariantError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two variants have this name.
    case duplicateVariant(String)
    /// A variant has two scenes of this name.
    case duplicateScene(variant: String, scene: String)
    /// A variant's scene is one a stage refuses.
    case invalidScene(variant: String, StageError)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .duplicateVariant(let name): "two variants are named \"\(name)\""
        case .duplicateScene(let variant, let scene): "variant \"\(variant)\" has two scenes named \"\(scene)\""
        case .invalidScene(let variant, let error): "variant \"\(variant)\": \(error)"
        }
    }
}
