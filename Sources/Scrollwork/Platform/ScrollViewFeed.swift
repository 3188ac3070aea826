import Foundation

/// Passes a scroll view's geometry on as offsets to a ``ScrollSource`` or a ``Stage``, keeping the
/// stage's ``StageLayout`` in step: the part of every platform binding that is not a platform call.
///
/// A binding (a `UIScrollView` observer, an `NSScrollView` observer, a SwiftUI modifier) reads the
/// view's `ScrollViewGeometry` and element frames whenever they may have changed and calls
/// ``update(_:)``. The feed then:
/// - **refuses** geometry with a NaN or infinite number: nothing is sent or laid out, and
///   ``refusedGeometryCount`` counts it (as ``ScrollSource`` counts refused offsets);
/// - **skips a repeat**: the same geometry and element frames as the last delivery do nothing and
///   are counted in ``repeatCount`` (two observations of one change — a scroll moves both
///   `contentOffset` and `bounds` — cost one delivery);
/// - for a stage, **lays it out** when the layout changed — viewport, content size or any element
///   frame, as after a rotation, a Dynamic Type change or content that loaded late — so anchors are
///   resolved again, then **scrolls** it to `ScrollViewGeometry/offset(along:)`;
/// - for a source, **sends** the offset along the source's axis.
///
/// ```swift
/// let stage = Stage()
/// let feed = ScrollViewFeed(stage: stage, axis: .vertical)
/// feed.elements["hero"] = CGRect(x: 0, y: 1200, width: 390, height: 400)
/// feed.update(ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 390, height: 3000),
///                                visibleSize: CGSize(width: 390, height: 844)))
/// stage.offset              // 300.0
/// stage.layout.elements["hero"]?.minY   // 1200.0
/// ```
///
/// ## Re-entry
/// A track's write may move or resize the very scroll view that feeds the stage (a collapsing
/// header that changes the content inset, a snap through `setContentOffset`, a document whose
/// frame a track changes); the view reports the new geometry at once, from inside the stage's
/// frame, where the stage may not be called. The feed never passes that on: an update that
/// arrives while the feed is delivering is **coalesced** — only the newest is kept, counted in
/// ``coalescedCount`` — and delivered right after the current delivery returns, before
/// ``update(_:)`` returns to the outermost caller. A write that moves the view every time it runs
/// would never settle: after ``maximumPasses`` deliveries in one outermost call the feed stops,
/// drops the newest geometry and counts it in ``droppedCount`` (the next update from the view
/// brings the stage up to date).
///
/// Two feeds may write to the same stage (two bindings of one scroll view, say): the second
/// delivers the same offset and layout, which the stage treats as no change, so events are reported
/// once. A feed is used from one isolation domain, like its stage.
package final class ScrollViewFeed {
    enum Destination {
        case source(ScrollSource)
        case stage(Stage)
    }

    let destination: Destination
    /// The axis offsets are measured along (the source's, or the one given for a stage).
    package let axis: ScrollAxis
    /// Frames of named elements in content coordinates, laid out on a stage with the next
    /// ``update(_:)`` (ignored for a source).
    package var elements: [String: CGRect] = [:]
    /// How many geometries were refused for a non-finite number.
    package private(set) var refusedGeometryCount = 0
    /// How many updates repeated the last delivery exactly and were skipped.
    package private(set) var repeatCount = 0
    /// How many updates arrived while the feed was delivering and were replaced by a newer one
    /// before their turn came.
    package private(set) var coalescedCount = 0
    /// How many updates were dropped because a delivery kept causing new ones (see "Re-entry").
    package private(set) var droppedCount = 0
    /// The most deliveries one outermost ``update(_:)`` makes: its own and those it caused.
    package static let maximumPasses = 8
    /// The last geometry accepted, or `nil` before the first.
    package private(set) var geometry: ScrollViewGeometry?
    /// Called after every delivery, with the offset delivered (for views that re-render from the
    /// stage). A call into the feed from here is coalesced like any re-entry.
    package var onUpdate: ((Double) -> Void)?

    /// The element frames of the last delivery (a repeat needs the same).
    private var deliveredElements: [String: CGRect]?
    /// Whether a delivery is under way (updates are coalesced meanwhile).
    package private(set) var isDelivering = false
    /// The newest update that arrived during a delivery (delivered with the elements current then).
    private var pending: ScrollViewGeometry?

    /// A feed that sends offsets along `source.axis` to `source`.
    package init(source: ScrollSource) {
        destination = .source(source)
        axis = source.axis
    }

    /// A feed that lays out and scrolls `stage`, measuring along `axis` (default vertical; it
    /// becomes the layout's axis).
    package init(stage: Stage, axis: ScrollAxis = .vertical) {
        destination = .stage(stage)
        self.axis = axis
    }

    /// The stage fed, if any.
    package var stage: Stage? {
        if case .stage(let stage) = destination { return stage }
        return nil
    }

    /// The source fed, if any.
    package var source: ScrollSource? {
        if case .source(let source) = destination { return source }
        return nil
    }

    /// Whether a scroll view of `size` differs in size from the last geometry accepted: what a
    /// binding asks before it measures anything for a `bounds` or `frame` observation, which also
    /// fires on every scroll (the origin moves) — only a change of size is news there.
    package func isNewVisibleSize(_ size: CGSize) -> Bool {
        geometry?.visibleSize != size
    }

    /// Delivers `geometry` (see the type's discussion).
    ///
    /// - Parameter geometry: The scroll view's current geometry.
    /// - Returns: `false` if it was refused as non-finite (and counted), otherwise `true` — also
    ///   when it was a repeat, or coalesced to be delivered after the current delivery.
    /// - Complexity: O(*e*) for *e* elements to compare the layout, plus the stage's own work.
    @discardableResult
    package func update(_ geometry: ScrollViewGeometry) -> Bool {
        guard geometry.isFinite, elements.values.allSatisfy(\.animationComponents.isFinite) else {
            refusedGeometryCount += 1
            return false
        }
        if isDelivering {
            if pending != nil { coalescedCount += 1 }
            pending = geometry
            return true
        }
        isDelivering = true
        defer { isDelivering = false }
        var next: ScrollViewGeometry? = geometry
        var passes = 0
        while let current = next {
            pending = nil
            if passes == Self.maximumPasses {
                droppedCount += 1
                break
            }
            passes += 1
            deliver(current)
            next = pending
        }
        return true
    }

    private func deliver(_ geometry: ScrollViewGeometry) {
        // Elements may have been changed by the delivery that queued this one: check them again.
        guard elements.values.allSatisfy(\.animationComponents.isFinite) else {
            refusedGeometryCount += 1
            return
        }
        if geometry == self.geometry && elements == deliveredElements {
            repeatCount += 1
            return
        }
        self.geometry = geometry
        deliveredElements = elements
        let offset = geometry.offset(along: axis)
        switch destination {
        case .source(let source):
            source.send(offset)
        case .stage(let stage):
            let layout = geometry.layout(axis: axis, elements: elements)
            if stage.layout != layout { stage.layout = layout }
            stage.setOffset(offset)
        }
        onUpdate?(offset)
    }
}

// A feed drives a stage, which lives in one isolation domain.
@available(*, unavailable)
extension ScrollViewFeed: Sendable {}
