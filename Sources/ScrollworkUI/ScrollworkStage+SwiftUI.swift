#if canImport(SwiftUI)
import Scrollwork
import SwiftUI

extension View {
    /// Feeds `stage` from the scroll view this modifier is applied to: its offset on every scroll,
    /// and its layout (viewport, content size, the frames of views marked with
    /// ``scrollworkElement(_:)``).
    ///
    /// On iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2 and later it reads
    /// `onScrollGeometryChange(for:of:action:)`. Below that — the package supports iOS 16 and
    /// macOS 13 — it falls back to measuring the content marked with ``scrollworkContent()``
    /// against the scroll view's frame and safe area (geometry readers and preferences). Both give
    /// the same offsets for the same position: 0 at rest under a navigation bar, as UIKit's
    /// binding does (the fallback does not see `contentMargins`).
    ///
    /// ```swift
    /// ScrollView {
    ///     VStack { … Hero().scrollworkElement("hero") … }
    ///         .scrollworkContent()
    /// }
    /// .scrollworkStage(stage)
    /// ```
    ///
    /// **Lazy content.** An element keeps its last known frame after its view leaves the screen (a
    /// `LazyVStack` or `List` drops the views it scrolled past), so its scenes keep their place.
    /// For items that have never been laid out, pass `estimatedFrame`: it is asked for the frame of
    /// each element the stage's anchors name that no view has reported yet (a row height times the
    /// row's index, say), and a reported frame replaces the estimate as soon as the view appears.
    /// It is asked when something changed — views reported frames, or the stage was replaced —
    /// never for a scroll alone: a scroll costs no work per element, estimated or not. (A render
    /// passes a new closure; it is taken to mean the same and asked at the next change.)
    ///
    /// **Nested scroll views.** A scroll view inside this one's content may feed a stage of its
    /// own (a horizontal strip with `.scrollworkStage(stripStage, axis: .horizontal)`): each
    /// modifier takes the reports of its own content and passes none on, so an element belongs to
    /// the innermost scroll view fed by one of these modifiers, and this stage sees neither the
    /// strip's elements nor — below iOS 18 / macOS 15 — its content frame and size.
    ///
    /// **A new stage.** When the view renders again with another stage (or axis), the new stage is
    /// fed from then on — at once with the scroll view's current geometry and, if it follows
    /// Reduce Motion, the current setting — and the old one no more.
    ///
    /// The stage follows the environment's `accessibilityReduceMotion`: its
    /// ``Scrollwork/Stage/motionPolicy`` is set from it when the view appears, whenever it
    /// changes, and when a render swaps in another stage (pass `followsReduceMotion: false` to
    /// manage the policy yourself: the stage is then left alone).
    ///
    /// - Parameters:
    ///   - stage: The stage to drive.
    ///   - axis: The scroll axis (default vertical).
    ///   - followsReduceMotion: Whether the stage's motion policy follows the system's Reduce Motion
    ///     setting (default `true`).
    ///   - estimatedFrame: The frame, in content coordinates, of an element no view has reported
    ///     yet, or `nil` if unknown (default: no estimates).
    /// - Returns: The view, feeding the stage.
    public func scrollworkStage(
        _ stage: Stage, axis: ScrollAxis = .vertical, followsReduceMotion: Bool = true, estimatedFrame: ((String) -> CGRect?)? = nil
    ) -> some View {
        modifier(ScrollFeedModifier(target: .stage(stage, axis: axis, followsReduceMotion: followsReduceMotion), estimate: estimatedFrame))
    }

    /// Feeds `model`'s stage from the scroll view this modifier is applied to, and updates the
    /// model after every delivery, so views reading it re-render (each only when what it reads
    /// changed); otherwise as ``scrollworkStage(_:axis:followsReduceMotion:estimatedFrame:)``.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .scrollworkStage(model)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model whose stage to drive.
    ///   - axis: The scroll axis (default vertical).
    ///   - followsReduceMotion: Whether the stage's motion policy follows Reduce Motion (default `true`).
    ///   - estimatedFrame: The frame of an element no view has reported yet, or `nil` (default: none).
    /// - Returns: The view, feeding the stage and the model.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func scrollworkStage(
        _ model: StageModel, axis: ScrollAxis = .vertical, followsReduceMotion: Bool = true, estimatedFrame: ((String) -> CGRect?)? = nil
    ) -> some View {
        let onUpdate: (Double) -> Void = { [weak model] _ in model?.update() }
        // A model of a responsive stage: its variant follows the layout (and Reduce Motion).
        let target: ScrollFeedTarget = if let page = model.responsive {
            .responsive(page, axis: axis, followsReduceMotion: followsReduceMotion, onUpdate: onUpdate)
        } else {
            .stage(model.stage, axis: axis, followsReduceMotion: followsReduceMotion, onUpdate: onUpdate)
        }
        return modifier(ScrollFeedModifier(target: target, estimate: estimatedFrame))
    }

    /// Sends the scroll view's offsets along `source.axis` to `source`; see ``scrollworkStage(_:axis:followsReduceMotion:estimatedFrame:)``.
    public func scrollworkSource(_ source: ScrollSource) -> some View {
        modifier(ScrollFeedModifier(target: .source(source), estimate: nil))
    }

/// Marks the scroll view's content, so element frames are measured in its coordinates and the
    /// fallback below iOS 18 / macOS 15 can measure the offset.
    public func scrollworkContent() -> some View {
        modifier(ContentMarker())
    }

    /// Lays this view's frame out as the element `name` of the stage fed by
    /// ``scrollworkStage(_:axis:followsReduceMotion:estimatedFrame:)`` (inside content marked with
    /// ``scrollworkContent()``): the innermost scroll view so fed, where scroll views nest.
    public func scrollworkElement(_ name: String) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: ElementFramesKey.self, value: [name: proxy.frame(in: .named(ScrollworkSpace.content))])
            }
        }
    }
}

/// The content marked by `scrollworkContent()`: the coordinate space element frames are measured
/// in, and — only below iOS 18 / macOS 15, where the fallback reads the offset from it — the
/// content's frame in the scroll view, measured on every scroll. Later systems read the scroll
/// geometry instead, so nothing is measured there.
struct ContentMarker: ViewModifier {
    func body(content: Content) -> some View {
        let marked = content.coordinateSpace(name: ScrollworkSpace.content)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            marked
        } else {
            marked.background {
                GeometryReader { proxy in
                    Color.clear.preference(key: ContentFrameKey.self, value: proxy.frame(in: .named(ScrollworkSpace.viewport)))
                }
            }
        }
    }
}

/// Names of the coordinate spaces the modifiers share.
enum ScrollworkSpace: Hashable {
    case content, viewport
}

/// Frames of marked elements in content coordinates (`ElementFramesReport`).
struct ElementFramesKey: PreferenceKey {
    static var defaultValue: [String: CGRect] { ElementFramesReport.defaultValue }
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        ElementFramesReport.combine(&value, nextValue())
    }
}

/// The content's frame in the scroll view's coordinates, the fallback's offset (`ContentFrameReport`).
struct ContentFrameKey: PreferenceKey {
    static var defaultValue: CGRect { ContentFrameReport.defaultValue }
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
        ContentFrameReport.combine(&value, nextValue())
    }
}

/// The scroll view's size and safe area insets, measured by the fallback (`ViewportReport`).
struct ViewportKey: PreferenceKey {
    static var defaultValue: ReportedViewport { ViewportReport.defaultValue }
    static func reduce(value: inout ReportedViewport, nextValue: () -> ReportedViewport) {
        ViewportReport.combine(&value, nextValue())
    }
}

extension ScrollPhysics.Insets {
    /// SwiftUI's edge insets, leading as left.
    init(_ insets: EdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing))
    }
}

/// What one render of the modifier feeds: the target and the estimate. Main-actor isolated, so
/// that the closures SwiftUI may declare `@Sendable` (`onPreferenceChange` in the SDK of Xcode
/// 16.2) can carry it.
@MainActor
final class FeedRender {
    let target: ScrollFeedTarget
    let estimate: ((String) -> CGRect?)?
    init(target: ScrollFeedTarget, estimate: ((String) -> CGRect?)?) {
        self.target = target
        self.estimate = estimate
    }
}

/// Keeps one feed per view identity and target, and delivers geometry to it. It reads the
/// reports (preferences) of its own scroll view's content and passes none on, so an enclosing
/// scroll view's modifier never takes a nested one's (`ScrollContentReport.passedOn(from:)`).
struct ScrollFeedModifier: ViewModifier {
    let target: ScrollFeedTarget
    let estimate: ((String) -> CGRect?)?
    @State private var state = FeedState()
    #if !os(macOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    #endif

    /// The environment's size classes, for a responsive stage's variants; none on macOS.
    private var sizeClasses: ReportedSizeClasses? {
        #if os(macOS)
        nil
        #else
        ReportedSizeClasses(horizontal: StageVariant.SizeClass(horizontalSizeClass), vertical: StageVariant.SizeClass(verticalSizeClass))
        #endif
    }

    /// The target of this render, with the environment's size classes.
    private var renderedTarget: ScrollFeedTarget {
        var target = self.target
        target.sizeClasses = sizeClasses
        return target
    }

    func body(content: Content) -> some View {
        let state = self.state
        let target = renderedTarget
        let render = FeedRender(target: target, estimate: estimate)
        // A render with a new stage feeds it at once (the geometry callbacks fire only on change).
        // A size-class change is followed a moment later (the next turn of the main queue): the
        // new size a rotation brings with it, delivered meanwhile, then switches once with both.
        observing(content, state: state, render: render)
            .onValueChange(of: target.id) { _ in state.retarget(render) }
            .onValueChange(of: target.sizeClasses) { _ in
                DispatchQueue.main.async { MainActor.assumeIsolated { state.followSizeClasses(render) } }
            }
            .onReduceMotionChange { reduce in state.reduceMotionChanged(to: reduce, render) }
    }

    @ViewBuilder
    private func observing(_ content: Content, state: FeedState, render: FeedRender) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            content
                .onScrollGeometryChange(for: ScrollViewGeometry.self, of: { geometry in
                    ScrollViewGeometry.scrollGeometry(contentOffset: geometry.contentOffset, contentSize: geometry.contentSize,
                                                      contentInsets: ScrollPhysics.Insets(geometry.contentInsets), containerSize: geometry.containerSize)
                }, action: { _, geometry in
                    state.deliver(geometry, render)
                })
                .onPreferenceChange(ElementFramesKey.self) { frames in
                    MainActor.assumeIsolated { state.report(frames, render) }
                }
                .transformPreference(ElementFramesKey.self) { $0 = ElementFramesReport.passedOn(from: $0) }
        } else {
            content
                .coordinateSpace(name: ScrollworkSpace.viewport)
                .background {
                    GeometryReader { proxy in
                        Color.clear.preference(key: ViewportKey.self,
                                               value: ReportedViewport(size: proxy.size, safeArea: ScrollPhysics.Insets(proxy.safeAreaInsets)))
                    }
                }
                .onPreferenceChange(ViewportKey.self) { viewport in
                    MainActor.assumeIsolated {
                        state.viewport = viewport
                        state.deliverFallback(render)
                    }
                }
                .onPreferenceChange(ContentFrameKey.self) { frame in
                    MainActor.assumeIsolated {
                        state.contentFrame = frame
                        state.deliverFallback(render)
                    }
                }
                .onPreferenceChange(ElementFramesKey.self) { frames in
                    MainActor.assumeIsolated { state.report(frames, render) }
                }
                .transformPreference(ViewportKey.self) { $0 = ViewportReport.passedOn(from: $0) }
                .transformPreference(ContentFrameKey.self) { $0 = ContentFrameReport.passedOn(from: $0) }
                .transformPreference(ElementFramesKey.self) { $0 = ElementFramesReport.passedOn(from: $0) }
        }
    }
}

/// The modifier's state across renders: the feed holder (feed, element frames, last geometry) and,
/// for the fallback, the latest measurements.
@MainActor
final class FeedState {
    let holder = ScrollFeedHolder()
    var viewport = ReportedViewport()
    var contentFrame = CGRect.zero

    /// The system's Reduce Motion setting, as the view appears and whenever it changes: the
    /// holder sets the motion policy of the render's stage from it, if the stage follows it.
    func reduceMotionChanged(to reduce: Bool, _ render: FeedRender) {
        holder.reduceMotionChanged(to: reduce, target: render.target)
    }

    /// Gives a responsive stage the render's size classes, if a change came with no new layout.
    func followSizeClasses(_ render: FeedRender) {
        holder.followSizeClasses(of: render.target)
    }

    func retarget(_ render: FeedRender) {
        holder.elements.estimate = render.estimate
        holder.retarget(render.target)
    }

    func deliver(_ geometry: ScrollViewGeometry, _ render: FeedRender) {
        // Replacing the estimate by the render's is no news (`ElementFrames.estimate`): a scroll
        // measures nothing, though the view may render (and pass a new closure) every frame.
        holder.elements.estimate = render.estimate
        holder.deliver(geometry, to: render.target)
    }

    /// Frames reported by the elements laid out now; the others keep their last known frames.
    func report(_ frames: [String: CGRect], _ render: FeedRender) {
        holder.elements.report(frames)
        if let geometry = holder.geometry { deliver(geometry, render) }
    }

    /// Below iOS 18 / macOS 15: the content's frame in the scroll view and the scroll view's safe
    /// area give the geometry (see `ReportedViewport.geometry(contentFrame:)`).
    func deliverFallback(_ render: FeedRender) {
        guard let geometry = viewport.geometry(contentFrame: contentFrame) else { return }
        deliver(geometry, render)
    }
}
#if !os(macOS)
extension StageVariant.SizeClass {
    /// SwiftUI's size class, or `nil` where the environment has none.
    init?(_ sizeClass: UserInterfaceSizeClass?) {
        self.init(isCompact: sizeClass == .compact, isRegular: sizeClass == .regular)
    }
}
#endif
#endif
