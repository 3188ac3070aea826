import Foundation

/// What a declarative binding (a SwiftUI modifier) feeds, as given by its latest render: a stage
/// along an axis, or a source — with whatever should hear of each delivery.
package struct ScrollFeedTarget {
    /// Tells targets apart: the same stage (or source) along the same axis is the same target.
    package struct ID: Hashable {
        let object: ObjectIdentifier
        let axis: ScrollAxis
    }

    let makeFeed: () -> ScrollViewFeed
    /// This target's identity.
    package let id: ID
    /// Called after each delivery to this target's feed (a model that mirrors the stage).
    package var onUpdate: ((Double) -> Void)?

    /// A stage fed along `axis`.
    package static func stage(_ stage: Stage, axis: ScrollAxis, onUpdate: ((Double) -> Void)? = nil) -> ScrollFeedTarget {
        ScrollFeedTarget(makeFeed: { ScrollViewFeed(stage: stage, axis: axis) }, id: ID(object: ObjectIdentifier(stage), axis: axis), onUpdate: onUpdate)
    }

    /// A source fed along its own axis.
    package static func source(_ source: ScrollSource) -> ScrollFeedTarget {
        ScrollFeedTarget(makeFeed: { ScrollViewFeed(source: source) }, id: ID(object: ObjectIdentifier(source), axis: source.axis), onUpdate: nil)
    }
}

/// The state a declarative binding keeps across renders: one feed for the current target, the
/// element frames (``ElementFrames``) and the last geometry.
///
/// A view that renders again with a **new** stage (or source, or axis) must feed the new one from
/// then on: ``retarget(_:)`` — called on every render and by every delivery with the render's
/// target — swaps the feed when the target's ``ScrollFeedTarget/ID`` changed and hands the new
/// feed the last geometry at once, so the new stage starts where the scroll view is. The old feed
/// is released and never fed again. (The feed holds its stage strongly, so a released stage's
/// identifier cannot be reused while its feed is current.)
///
/// ```swift
/// let holder = ScrollFeedHolder()
/// holder.deliver(geometry, to: .stage(first, axis: .vertical))
/// holder.retarget(.stage(second, axis: .vertical))   // second.offset is now the scroll view's
/// ```
///
/// Used from one isolation domain (the main actor, in SwiftUI).
package final class ScrollFeedHolder {
    /// The current feed, or `nil` before the first delivery.
    package private(set) var feed: ScrollViewFeed?
    /// The frames of the elements (reported, measured, estimated, last known).
    package let elements = ElementFrames()
    /// The last geometry delivered, re-delivered when the target or the elements change.
    package private(set) var geometry: ScrollViewGeometry?
    private var targetID: ScrollFeedTarget.ID?

    package init() {}

    /// Makes `target` the one fed. A new target gets a new feed, fed the last geometry at once; the
    /// same target only takes the new ``ScrollFeedTarget/onUpdate``.
    package func retarget(_ target: ScrollFeedTarget) {
        if targetID == target.id, let feed {
            feed.onUpdate = target.onUpdate
            return
        }
        let feed = target.makeFeed()
        feed.onUpdate = target.onUpdate
        self.feed = feed
        targetID = target.id
        let stage = feed.stage
        elements.expectedNames = { [weak stage] in stage?.anchoredElementNames ?? [] }
        redeliver()
    }

    /// Delivers `geometry` to `target`'s feed (retargeting first if needed). The element frames are
    /// measured again only if something was reported, tracked, forgotten or estimated since they
    /// last were (``ElementFrames/needsMeasuring``): a scroll costs the feed O(1) besides the
    /// stage's move.
    package func deliver(_ geometry: ScrollViewGeometry, to target: ScrollFeedTarget) {
        self.geometry = geometry
        if targetID != target.id || feed == nil {
            retarget(target)    // delivers the geometry just stored
        } else if let feed {
            feed.onUpdate = target.onUpdate
            // A scroll moves nothing in content coordinates: measure only if there is news.
            if elements.needsMeasuring { feed.elements = elements.frames() }
            feed.update(geometry)
        }
    }

    /// Delivers the last geometry again with the current element frames (after new element
    /// reports); nothing before the first geometry.
    package func redeliver() {
        guard let geometry, let feed else { return }
        feed.elements = elements.frames()
        feed.update(geometry)
    }
}

@available(*, unavailable)
extension ScrollFeedHolder: Sendable {}
