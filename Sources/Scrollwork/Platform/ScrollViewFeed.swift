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
/// ## Insets the stage writes
/// A track may write the scroll view's insets (a collapsing header that sets `contentInset.top`).
/// UIKit keeps `contentOffset` when `contentInset` changes — the content does not move on screen —
/// but the offset as ``ScrollViewGeometry/offset(along:)`` measures it, from the content's resting
/// place, would move by the change, and the track, keyed on the offset, would write again: a
/// header collapsing 1:1 with the scroll would never move, a slower one would collapse late and
/// cost ``maximumPasses`` deliveries a frame. So the feed **holds the insets its stage writes**:
/// an inset change that arrives while it is delivering (necessarily caused by that delivery) does
/// not change the insets the feed measures with — offset and viewport stay as they were before
/// the write, and the delivery is a repeat — and ``heldInsets`` keeps the difference from then on.
/// The offset thus stays the distance scrolled from where the content rested before the stage
/// changed the insets: a header that collapses over 200 pt of its timeline collapses over 200 pt
/// of scrolling, in one delivery per frame. Inset changes from outside a delivery (a bar, the
/// keyboard, the app) count as before: they move the offset and the viewport.
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
    ///
    /// Setting it marks the elements as changed: the next delivery checks and compares them (O(*e*)),
    /// and lays out the stage with them if they differ from the last delivered; a delivery after
    /// which they were not set looks at none of them (O(1)).
    package var elements: [String: CGRect] = [:] {
        didSet { elementsChanged = true }
    }
    /// Whether ``elements`` was set since the last delivery looked at it.
    private var elementsChanged = false
    /// Whether every frame of ``elements`` is finite: checked once after each change.
    private var elementsAreFinite = true
    /// The stage's ``Stage/layoutGeneration`` after the feed last laid it out (`nil` before).
    private var laidOutGeneration: Int?
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
    /// The last geometry accepted, as the view reported it, or `nil` before the first.
    package private(set) var geometry: ScrollViewGeometry?
    /// What the feed adds to each inset the view reports: the opposite of every inset change that
    /// arrived during a delivery — the stage's own writes, held (see "Insets the stage writes").
    /// Zero until a track writes an inset.
    package private(set) var heldInsets = ScrollPhysics.Insets.zero
    /// Called after every delivery, with the offset delivered (for views that re-render from the
    /// stage). A call into the feed from here is coalesced like any re-entry.
    package var onUpdate: ((Double) -> Void)?

    /// The element frames of the last delivery (a repeat needs the same).
    private var deliveredElements: [String: CGRect]?
    /// Whether ``elements`` differ from the frames the stage was last laid out with.
    private var newElements = false
    /// The last geometry accepted with ``heldInsets`` added: what the stage was given.
    private var measured: ScrollViewGeometry?
    /// Whether a delivery is under way (updates are coalesced meanwhile).
    package private(set) var isDelivering = false
    /// Counts ``update(measuring:reading:)`` calls, to notice one nested in another.
    private var readings = 0
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
    /// - Complexity: O(1) when only the offset changed, plus the stage's own work for the move.
    ///   After ``elements`` was set, O(*e*) for *e* elements to check and compare them; a change of
    ///   frames, content or viewport lays the stage out (see ``Stage/layout``: only the scenes
    ///   anchored to what changed are placed again while the viewport and the names stay).
    @discardableResult
    package func update(_ geometry: ScrollViewGeometry) -> Bool {
        guard geometry.isFinite, checkElements() else {
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
            deliver(current, causedByDelivery: passes > 1)
            next = pending
        }
        return true
    }

    /// Measures the view's element frames with `measure`, **then** reads its geometry with `read`,
    /// and delivers them: what a binding does on every observation.
    ///
    /// Measuring can lay the view out (a collection view asked for an item's layout attributes),
    /// and a layout that changes the content size or offset reports it at once — a nested update,
    /// delivered from inside `measure`. Geometry read before measuring would be older than that
    /// and would undo it. So the geometry is read after measuring, and an update during which a
    /// nested one was made delivers nothing more: the nested update measured and read everything
    /// after the layout, while elements this one measured before it may be stale.
    ///
    /// - Parameters:
    ///   - measure: The element frames in content coordinates (they become ``elements``).
    ///   - read: The view's geometry, or `nil` if the view is gone.
    /// - Returns: `nil` if `read` found no view (nothing is delivered); otherwise as ``update(_:)``
    ///   (`true` when a nested update superseded this one).
    @discardableResult
    package func update(measuring measure: () -> [String: CGRect], reading read: () -> ScrollViewGeometry?) -> Bool? {
        readings &+= 1
        let reading = readings
        let frames = measure()
        guard let geometry = read() else { return nil }
        if readings != reading { return true }   // superseded by a nested update
        elements = frames
        return update(geometry)
    }

    private func deliver(_ geometry: ScrollViewGeometry, causedByDelivery: Bool) {
        // Elements may have been changed by the delivery that queued this one: check them again.
        guard checkElements() else {
            refusedGeometryCount += 1
            return
        }
        self.geometry = geometry
        var measured = geometry
        if causedByDelivery, let previous = self.measured {
            // The stage wrote these insets: keep measuring with the previous ones, exactly.
            measured.insets = previous.insets
            heldInsets = ScrollPhysics.Insets(top: previous.insets.top - geometry.insets.top, left: previous.insets.left - geometry.insets.left,
                                              bottom: previous.insets.bottom - geometry.insets.bottom, right: previous.insets.right - geometry.insets.right)
        } else if heldInsets != .zero {
            measured.insets = ScrollPhysics.Insets(top: geometry.insets.top + heldInsets.top, left: geometry.insets.left + heldInsets.left,
                                                   bottom: geometry.insets.bottom + heldInsets.bottom, right: geometry.insets.right + heldInsets.right)
        }
        if elementsChanged {
            // Set since the last delivery: the same frames as delivered are no change.
            elementsChanged = false
            if elements != deliveredElements { newElements = true }
        }
        let offset = measured.offset(along: axis)
        let laidOut = self.measured.map { $0.contentSize == measured.contentSize && $0.viewportSize == measured.viewportSize } ?? false
        if laidOut && !newElements, case .stage(let stage) = destination, stage.layoutGeneration != laidOutGeneration {
            // The layout was changed behind the feed's back: give it the feed's again.
            newElements = true
        }
        if measured == self.measured && !newElements {
            repeatCount += 1
            return
        }
        self.measured = measured
        switch destination {
        case .source(let source):
            source.send(offset)
        case .stage(let stage):
            if newElements || !laidOut {
                newElements = false
                deliveredElements = elements
                // Only the scenes anchored to what changed are placed again (see `Stage.layout`).
                stage.layout = measured.layout(axis: axis, elements: elements)
                laidOutGeneration = stage.layoutGeneration
            }
            stage.setOffset(offset)
        }
        onUpdate?(offset)
    }

    /// Whether every element frame is finite, checked again only after ``elements`` was set.
    private func checkElements() -> Bool {
        if elementsChanged { elementsAreFinite = elements.values.allSatisfy(\.animationComponents.isFinite) }
        return elementsAreFinite
    }
}

// A feed drives a stage, which lives in one isolation domain.
@available(*, unavailable)
extension ScrollViewFeed: Sendable {}
