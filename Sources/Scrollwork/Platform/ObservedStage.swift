import Observation

/// One value that views read and observe on its own: reading ``value`` inside
/// `withObservationTracking` (as SwiftUI does while it renders a body) makes the reader depend on
/// this value alone, and setting it notifies readers only when it changes.
///
/// Written by hand with an `ObservationRegistrar` (what the `@Observable` macro expands to), so the
/// equality check before each notification is explicit.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
package final class ObservedValue<Value: Equatable>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value

    /// A value holding `value`.
    package init(_ value: Value) {
        stored = value
    }

    /// The value. Setting an equal value notifies nobody.
    package var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            guard newValue != stored else { return }
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// The platform-independent half of a SwiftUI model of a ``Stage``: the stage's offset, each
/// scene's progress and state, and named track values, each observed **on its own**.
///
/// A view reading one scene's progress depends on that progress alone: ``update()`` (called after
/// each delivery by the feed) copies the stage's values and notifies only the readers of the values
/// that changed. A track added with ``track(_:in:domain:motion:named:)`` writes its value into an
/// ``ObservedValue`` directly, during the stage's frame, and only when it changed (a stage writes a
/// track only when its position moved, and the value notifies only when it differs).
///
/// Named values are the meeting point of whatever writes a value and whatever shows it: a track
/// made here, or any other writer (a stage document whose tracks name their targets) asking
/// ``value(named:initial:)`` for the same name.
///
/// ```swift
/// let observed = ObservedStage(stage)
/// let fade = try observed.track(timeline, in: "hero", named: "hero.opacity")
/// withObservationTracking { _ = observed.progress(of: "hero") } onChange: { print("hero moved") }
/// ```
///
/// Used from one isolation domain (the main actor, in SwiftUI), like its stage.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
package final class ObservedStage {
    /// A scene's observed values.
    final class SceneValues {
        let progress: ObservedValue<Double?>
        let state: ObservedValue<SceneState?>
        init(progress: Double?, state: SceneState?) {
            self.progress = ObservedValue(progress)
            self.state = ObservedValue(state)
        }
    }

    /// The stage mirrored.
    package let stage: Stage
    private let offsetValue: ObservedValue<Double?>
    /// Values of the scenes read so far (only those are copied by ``update()``).
    private var scenes: [String: SceneValues] = [:]
    /// Named values, each an `ObservedValue<Value>` of the type it was first asked with.
    private var named: [String: AnyObject] = [:]

    /// A model of `stage`, read at once.
    package init(_ stage: Stage) {
        self.stage = stage
        offsetValue = ObservedValue(stage.offset)
    }

    /// The stage's offset as of the last ``update()``.
    package var offset: Double? { offsetValue.value }

    /// The scene's progress as of the last ``update()`` (see ``Stage/progress(of:)-(String)``).
    package func progress(of scene: String) -> Double? { values(of: scene).progress.value }

    /// The scene's state as of the last ``update()`` (see ``Stage/state(of:)-(String)``).
    package func state(of scene: String) -> SceneState? { values(of: scene).state.value }

    /// Copies the stage's offset and the progress and state of every scene read so far; readers
    /// of a value that changed are notified, nobody else.
    ///
    /// - Complexity: O(*r*) for the *r* scenes ever read.
    package func update() {
        offsetValue.value = stage.offset
        for (name, values) in scenes {
            values.progress.value = stage.progress(of: name)
            values.state.value = stage.state(of: name)
        }
    }

    private func values(of scene: String) -> SceneValues {
        if let values = scenes[scene] { return values }
        let values = SceneValues(progress: stage.progress(of: scene), state: stage.state(of: scene))
        scenes[scene] = values
        return values
    }

    /// The value named `name`, made with `initial` on the first request.
    ///
    /// - Precondition: Every request for one name asks for the same type ("ObservedStage.value(named:
    ///   \"hero.opacity\") holds a Double, not a CGPoint" otherwise).
    package func value<Value: Equatable>(named name: String, initial: Value) -> ObservedValue<Value> {
        if let existing = named[name] {
            guard let value = existing as? ObservedValue<Value> else {
                preconditionFailure("ObservedStage.value(named: \"\(name)\") holds another type than \(Value.self)")
            }
            return value
        }
        let value = ObservedValue(initial)
        named[name] = value
        return value
    }

    /// Adds a track of `timeline` to the scene `scene` (or to the stage itself when `nil`) that
    /// writes into an observed value, and returns that value.
    ///
    /// The value starts as the timeline's value at 0 and follows the track from the stage's next
    /// write (at once when the stage has an offset and the scene is placed).
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - scene: The scene whose progress (or offset) keys the timeline; `nil` for the stage's own
    ///     range (see ``TrackDomain``).
    ///   - domain: What the timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default: by value type).
    ///   - name: The name to share the value under (see ``value(named:initial:)``), or `nil`.
    /// - Throws: ``StageError/unknownScene(_:)`` when there is no such scene; nothing is added then.
    package func track<Value: Interpolatable & Equatable>(
        _ timeline: Timeline<Value>, in scene: String?, domain: TrackDomain = .progress, motion: MotionKind? = nil, named name: String? = nil
    ) throws(StageError) -> ObservedValue<Value> {
        if let scene, stage.scene(named: scene) == nil { throw .unknownScene(scene) }
        let start = timeline.value(at: 0)
        let value = name.map { self.value(named: $0, initial: start) } ?? ObservedValue(start)
        let track = Track(timeline, domain: domain, motion: motion) { value.value = $0 }
        if let scene {
            try stage.updateScene(named: scene) { $0.add(track) }
        } else {
            stage.add(track)
        }
        return value
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension ObservedStage {
    /// What a number that a view shows is for, which decides the default ``MotionKind`` of its
    /// track: a number is as often a position or an angle as an opacity, so only its use can say.
    package enum Purpose: Sendable {
        /// An opacity (`scrollworkOpacity(_:)`): a ``MotionKind/fade``, kept under reduced motion.
        case opacity
        /// How far something has got (a progress bar's fill, a percentage): ``MotionKind/essential``,
        /// kept under reduced motion.
        case progress

        /// The motion kind a track for this purpose makes unless it says otherwise.
        package var defaultMotion: MotionKind {
            switch self {
            case .opacity: .fade
            case .progress: .essential
            }
        }
    }

    /// Adds a track of numbers for `purpose` (see ``track(_:in:domain:motion:named:)``), whose motion
    /// kind is `motion`, or the purpose's ``Purpose/defaultMotion`` when `nil`.
    package func track(
        _ timeline: Timeline<Double>, in scene: String?, for purpose: Purpose, domain: TrackDomain = .progress, motion: MotionKind? = nil,
        named name: String? = nil
    ) throws(StageError) -> ObservedValue<Double> {
        try track(timeline, in: scene, domain: domain, motion: motion ?? purpose.defaultMotion, named: name)
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@available(*, unavailable)
extension ObservedStage: Sendable {}
