#if canImport(SwiftUI)
import Observation
import Scrollwork

/// An observable mirror of a ``Scrollwork/Stage`` for SwiftUI views: the offset, each scene's
/// progress and state, and track values — each observed on its own, so a view re-renders only when
/// a value it read changed.
///
/// Feed it with `scrollworkStage(_:axis:followsReduceMotion:estimatedFrame:)` given the model (it
/// calls ``update()`` after every offset), or call ``update()`` yourself after driving the stage.
/// A view that reads `progress(of: "gallery")` is invalidated on the frames where the gallery's
/// progress changed and on no other; a view that shows a track value with
/// `scrollworkOpacity(_:)` and the like, only when that value changed.
///
/// Make the tracks that views show with ``track(_:in:domain:motion:named:)`` — or, for opacities
/// and progress bars, ``opacityTrack(_:in:domain:motion:named:)`` and
/// ``progressTrack(_:in:domain:motion:named:)``, which stay continuous under Reduce Motion (a plain
/// number track is decorative: discrete there). The stage writes the value straight into the model
/// during its frame, only when it changed.
///
/// Requires iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1 (the Observation framework). On
/// iOS 16 and macOS 13, write tracks into `@Published` properties of an `ObservableObject` instead,
/// and turn colours into views with `Color.init(rgba:)`.
///
/// ```swift
/// let model = StageModel(stage)
/// let heroOpacity = try model.opacityTrack(fade, in: "hero")      // a fade: kept under Reduce Motion
/// …
/// Hero().scrollworkOpacity(heroOpacity)
/// Text("\(Int((model.progress(of: "intro") ?? 0) * 100))%")
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public final class StageModel: Observable {
    /// The stage mirrored.
    public let stage: Stage
    /// The platform-independent model (tested on Linux).
    let observed: ObservedStage

    /// The responsive stage whose stage is mirrored, if the model was made with one.
    public let responsive: ResponsiveStage?

    /// A model of `stage`, read at once.
    public init(_ stage: Stage) {
        self.stage = stage
        observed = ObservedStage(stage)
        responsive = nil
    }

    /// A model of `page`'s stage, read at once. Fed by `scrollworkStage(_:axis:followsReduceMotion:estimatedFrame:)`,
    /// the variant switches by itself when the viewport or the environment's size classes change
    /// (a rotation, Split View, Stage Manager) and, following Reduce Motion, when the motion policy
    /// does. On macOS, which has no size classes, those an app gives with
    /// ``Scrollwork/ResponsiveStage/updateSizeClasses(horizontal:vertical:)`` are kept.
    public init(_ page: ResponsiveStage) {
        stage = page.stage
        observed = ObservedStage(page.stage)
        responsive = page
    }

    /// The stage's offset as of the last ``update()``.
    public var offset: Double? { observed.offset }

    /// Reads the stage's offset and the progress and state of every scene read so far; views that
    /// read a value that changed re-render, no others.
    ///
    /// - Complexity: O(*r*) for the *r* scenes ever read through the model.
    public func update() {
        observed.update()
    }

    /// The scene's progress in `0...1` as of the last ``update()``, or `nil` (see ``Scrollwork/Stage/progress(of:)``).
    public func progress(of scene: String) -> Double? { observed.progress(of: scene) }

    /// The scene's state as of the last ``update()``, or `nil` for an unknown name.
    public func state(of scene: String) -> SceneState? { observed.state(of: scene) }

    /// Adds a track of `timeline` to the scene `scene` (or to the stage's own range when `nil`)
    /// whose value views can show, and returns that value.
    ///
    /// The value starts as the timeline's value at 0 and follows the stage from its next write
    /// (at once, if the stage has an offset and the scene is placed).
    ///
    /// ```swift
    /// var rise = Timeline(initial: CGPoint(x: 0, y: 40))
    /// try rise.insert(Scale(start: 0, length: 0.5, to: .zero))
    /// let heroOffset = try model.track(rise, in: "hero")           // decorative: discrete under Reduce Motion
    /// ```
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - scene: The scene whose progress (or offset) keys the timeline, or `nil` for the stage's
    ///     own range (default).
    ///   - domain: What the timeline's offsets mean (default ``Scrollwork/TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default: by value type: colours fade, numbers and
    ///     points are decorative — for an opacity use ``opacityTrack(_:in:domain:motion:named:)``,
    ///     for a progress bar ``progressTrack(_:in:domain:motion:named:)``, or pass `motion`).
    ///   - name: A name to share the value under (``value(named:initial:)``), or `nil` (default).
    /// - Returns: The value, for `scrollworkOffset(_:)` and the other effect modifiers, or to read.
    /// - Throws: ``Scrollwork/StageError/unknownScene(_:)`` if there is no such scene; nothing is
    ///   added then.
    public func track<Value: Interpolatable & Equatable>(
        _ timeline: Timeline<Value>, in scene: String? = nil, domain: TrackDomain = .progress, motion: MotionKind? = nil, named name: String? = nil
    ) throws(StageError) -> StageValue<Value> {
        StageValue(try observed.track(timeline, in: scene, domain: domain, motion: motion, named: name))
    }

    /// Adds a track of opacities for `scrollworkOpacity(_:)` and returns its value, as
    /// ``track(_:in:domain:motion:named:)`` does — but a ``Scrollwork/MotionKind/fade`` unless
    /// `motion` says otherwise, so under Reduce Motion the view still fades instead of popping
    /// (a plain `Double` track is decorative: discrete under reduced motion).
    ///
    /// ```swift
    /// let heroOpacity = try model.opacityTrack(fade, in: "hero")
    /// ```
    ///
    /// - Parameters:
    ///   - timeline: The opacities (`0` transparent, `1` opaque), keyed on `domain`.
    ///   - scene: The scene whose progress (or offset) keys the timeline, or `nil` for the stage's
    ///     own range (default).
    ///   - domain: What the timeline's offsets mean (default ``Scrollwork/TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default ``Scrollwork/MotionKind/fade``).
    ///   - name: A name to share the value under (``value(named:initial:)``), or `nil` (default).
    /// - Returns: The value, for `scrollworkOpacity(_:)`.
    /// - Throws: ``Scrollwork/StageError/unknownScene(_:)`` if there is no such scene; nothing is
    ///   added then.
    public func opacityTrack(
        _ timeline: Timeline<Double>, in scene: String? = nil, domain: TrackDomain = .progress, motion: MotionKind? = nil, named name: String? = nil
    ) throws(StageError) -> StageValue<Double> {
        StageValue(try observed.track(timeline, in: scene, for: .opacity, domain: domain, motion: motion, named: name))
    }

    /// Adds a track of how far something has got — a progress bar's fill, a percentage — and
    /// returns its value, as ``track(_:in:domain:motion:named:)`` does, but
    /// ``Scrollwork/MotionKind/essential`` unless `motion` says otherwise: it follows the scroll
    /// position exactly under Reduce Motion too.
    ///
    /// ```swift
    /// var fill = Timeline(initial: 0.0)
    /// try fill.insert(Scale(start: 0, length: 1, to: 1))
    /// let readingProgress = try model.progressTrack(fill)        // the whole page
    /// ```
    ///
    /// - Parameters:
    ///   - timeline: The values, keyed on `domain`.
    ///   - scene: The scene whose progress (or offset) keys the timeline, or `nil` for the stage's
    ///     own range (default).
    ///   - domain: What the timeline's offsets mean (default ``Scrollwork/TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default ``Scrollwork/MotionKind/essential``).
    ///   - name: A name to share the value under (``value(named:initial:)``), or `nil` (default).
    /// - Returns: The value, to show (`ProgressView(value:)`, a bar's width).
    /// - Throws: ``Scrollwork/StageError/unknownScene(_:)`` if there is no such scene; nothing is
    ///   added then.
    public func progressTrack(
        _ timeline: Timeline<Double>, in scene: String? = nil, domain: TrackDomain = .progress, motion: MotionKind? = nil, named name: String? = nil
    ) throws(StageError) -> StageValue<Double> {
        StageValue(try observed.track(timeline, in: scene, for: .progress, domain: domain, motion: motion, named: name))
    }

    /// The value named `name`, made with `initial` on the first request: the meeting point of a
    /// track made with a name and a view that shows it, whichever comes first.
    ///
    /// - Precondition: Every request for a name asks for the same value type.
    public func value<Value: Equatable>(named name: String, initial: Value) -> StageValue<Value> {
        StageValue(observed.value(named: name, initial: initial))
    }
}

/// A value of a ``StageModel`` — a track's current value — that views observe on their own.
///
/// Reading ``value`` in a view's body makes that view depend on this value alone. The effect
/// modifiers (`scrollworkOpacity(_:)`, `scrollworkOffset(_:)`, `scrollworkScale(_:anchor:)`,
/// `scrollworkRotation(_:anchor:)`, `scrollworkBlur(_:)`, `scrollworkForeground(_:)`) read it in a
/// modifier of their own, so only that modifier is invalidated, not the view that applies it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public struct StageValue<Value: Equatable> {
    let storage: ObservedValue<Value>

    init(_ storage: ObservedValue<Value>) {
        self.storage = storage
    }

    /// The current value.
    public var value: Value { storage.value }
}
#endif
