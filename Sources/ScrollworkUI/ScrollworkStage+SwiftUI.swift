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
    /// against the scroll view's frame (a geometry reader and a preference), which knows no
    /// content insets: offsets then count from wherever the content's top is laid out.
    ///
    /// ```swift
    /// ScrollView {
    ///     VStack { … Hero().scrollworkElement("hero") … }
    ///         .scrollworkContent()
    /// }
    /// .scrollworkStage(stage)
    /// ```
    ///
    /// The stage follows the environment's `accessibilityReduceMotion`: its
    /// ``Scrollwork/Stage/motionPolicy`` is set from it when the view appears and whenever it
    /// changes (pass `followsReduceMotion: false` to manage the policy yourself).
    ///
    /// - Parameters:
    ///   - stage: The stage to drive (it lives as long as the view's state).
    ///   - axis: The scroll axis (default vertical).
    ///   - followsReduceMotion: Whether the stage's motion policy follows the system's Reduce Motion
    ///     setting (default `true`).
    /// - Returns: The view, feeding the stage.
    public func scrollworkStage(_ stage: Stage, axis: ScrollAxis = .vertical, followsReduceMotion: Bool = true) -> some View {
        modifier(ScrollFeedModifier(makeFeed: { ScrollViewFeed(stage: stage, axis: axis) }))
            .onReduceMotionChange { reduce in
                if followsReduceMotion { stage.motionPolicy = MotionPolicy(reduceMotion: reduce) }
            }
    }

    /// Sends the scroll view's offsets along `source.axis` to `source`; see ``scrollworkStage(_:axis:followsReduceMotion:)``.
    public func scrollworkSource(_ source: ScrollSource) -> some View {
        modifier(ScrollFeedModifier(makeFeed: { ScrollViewFeed(source: source) }))
    }

    /// Marks the scroll view's content, so element frames are measured in its coordinates and the
    /// fallback below iOS 18 / macOS 15 can measure the offset.
    public func scrollworkContent() -> some View {
        modifier(ContentMarker())
    }

    /// Lays this view's frame out as the element `name` of the stage fed by
    /// ``scrollworkStage(_:axis:followsReduceMotion:)`` (inside content marked with ``scrollworkContent()``).
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

/// Frames of marked elements in content coordinates.
struct ElementFramesKey: PreferenceKey {
    static var defaultValue: [String: CGRect] { [:] }
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// The content's frame in the scroll view's coordinates (the fallback's offset).
struct ContentFrameKey: PreferenceKey {
    static var defaultValue: CGRect { .zero }
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
        let next = nextValue()
        if next != .zero { value = next }
    }
}

/// The scroll view's visible size, measured by the fallback.
struct ViewportSizeKey: PreferenceKey {
    static var defaultValue: CGSize { .zero }
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        let next = nextValue()
        if next != .zero { value = next }
    }
}

/// Keeps one feed per view identity and delivers geometry to it.
struct ScrollFeedModifier: ViewModifier {
    let makeFeed: () -> ScrollViewFeed
    @State private var state = FeedState()

    func body(content: Content) -> some View {
        let state = self.state
        let makeFeed = self.makeFeed
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            content
                .onScrollGeometryChange(for: ScrollViewGeometry.self, of: { geometry in
                    let insets = geometry.contentInsets
                    return ScrollViewGeometry(
                        contentOffset: geometry.contentOffset, contentSize: geometry.contentSize, visibleSize: geometry.containerSize,
                        insets: ScrollPhysics.Insets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
                                             right: Double(insets.trailing)))
                }, action: { _, geometry in
                    state.deliver(geometry, makeFeed: makeFeed)
                })
                .onPreferenceChange(ElementFramesKey.self) { frames in
                    state.elements = frames
                    state.redeliver(makeFeed: makeFeed)
                }
        } else {
            content
                .coordinateSpace(name: ScrollworkSpace.viewport)
                .background {
                    GeometryReader { proxy in Color.clear.preference(key: ViewportSizeKey.self, value: proxy.size) }
                }
                .onPreferenceChange(ViewportSizeKey.self) { size in
                    state.viewport = size
                    state.deliverFallback(makeFeed: makeFeed)
                }
                .onPreferenceChange(ContentFrameKey.self) { frame in
                    state.contentFrame = frame
                    state.deliverFallback(makeFeed: makeFeed)
                }
                .onPreferenceChange(ElementFramesKey.self) { frames in
                    state.elements = frames
                    state.deliverFallback(makeFeed: makeFeed)
                }
        }
    }
}

/// The modifier's state: its feed (made once) and the latest measurements.
@MainActor
final class FeedState {
    private var feed: ScrollViewFeed?
    var elements: [String: CGRect] = [:]
    var viewport = CGSize.zero
    var contentFrame = CGRect.zero
    private var last: ScrollViewGeometry?

    func deliver(_ geometry: ScrollViewGeometry, makeFeed: () -> ScrollViewFeed) {
        let feed = self.feed ?? makeFeed()
        self.feed = feed
        last = geometry
        feed.elements = elements
        feed.update(geometry)
    }

    func redeliver(makeFeed: () -> ScrollViewFeed) {
        if let last { deliver(last, makeFeed: makeFeed) }
    }

    /// Below iOS 18 / macOS 15: the content's frame in the scroll view gives the offset (its
    /// minimum negated) and the content size.
    func deliverFallback(makeFeed: () -> ScrollViewFeed) {
        guard viewport != .zero else { return }
        let offset = CGPoint(x: -contentFrame.minX, y: -contentFrame.minY)
        deliver(ScrollViewGeometry(contentOffset: offset, contentSize: contentFrame.size, visibleSize: viewport), makeFeed: makeFeed)
    }
}
#endif
