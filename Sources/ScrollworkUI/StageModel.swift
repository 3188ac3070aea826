#if canImport(SwiftUI)
import Observation
import Scrollwork

/// An observable mirror of a ``Scrollwork/Stage`` for SwiftUI views: they read the offset and the
/// scenes' progress and state, and re-render when they change.
///
/// The model copies the stage's values in ``update()``: call it after driving the stage, or let a
/// feed call it after every offset. For typed track values (a `CGPoint`, an `RGBA`), let the stage's tracks
/// write into properties of your own `@Observable` model: SwiftUI re-renders what reads them.
///
/// Requires iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1 (the Observation framework). On
/// iOS 16 and macOS 13, write tracks into `@Published` properties of an `ObservableObject` instead.
///
/// ```swift
/// @State private var model = StageModel(stage)
/// …
/// Text("\(Int((model.progress(of: "intro") ?? 0) * 100))%")
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @Observable
public final class StageModel {
    /// The stage mirrored.
    @ObservationIgnored public let stage: Stage
    /// The stage's offset as of the last ``update()``.
    public private(set) var offset: Double?
    private var progress: [String: Double] = [:]
    private var states: [String: SceneState] = [:]

    /// A model of `stage`, read at once.
    public init(_ stage: Stage) {
        self.stage = stage
        update()
    }

    /// Reads the stage's offset and every scene's progress and state; views that read a value
    /// that changed re-render.
    public func update() {
        if offset != stage.offset { offset = stage.offset }
        for name in stage.sceneNames {
            let value = stage.progress(of: name)
            if progress[name] != value { progress[name] = value }
            let state = stage.state(of: name)
            if states[name] != state { states[name] = state }
        }
    }

    /// Makes `feed` update this model after every offset it delivers.
    func feedUpdates(_ feed: ScrollViewFeed) {
        feed.onUpdate = { [weak self] _ in self?.update() }
    }

    /// The scene's progress in `0...1` as of the last ``update()``, or `nil` (see ``Scrollwork/Stage/progress(of:)``).
    public func progress(of scene: String) -> Double? { progress[scene] }

    /// The scene's state as of the last ``update()``, or `nil` for an unknown name.
    public func state(of scene: String) -> SceneState? { states[scene] }
}
#endif
