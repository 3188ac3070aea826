import Foundation

/// What a declarative binding (a SwiftUI modifier) feeds, as given by its latest render: a stage
/// along an axis, or a source — with whatever should hear of each delivery, and whether the
/// stage's motion policy follows the system's Reduce Motion setting.
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
    /// The stage whose motion policy follows Reduce Motion, or `nil` (a source, or a stage whose
    /// policy the app manages).
    let reduceMotionFollower: Stage?
    /// The responsive stage whose context's motion policy follows Reduce Motion too, if any.
    var responsiveFollower: ResponsiveStage?
    /// The size classes the view's environment reports (SwiftUI's `horizontalSizeClass` and
    /// `verticalSizeClass`), or `nil` where the platform has none (macOS): a responsive stage's
    /// feed gives them to its context with each layout (``ScrollViewFeed/reportedSizeClasses``).
    package var sizeClasses: ReportedSizeClasses?

    /// A stage fed along `axis`; with `followsReduceMotion`, its ``Stage/motionPolicy`` is set from
    /// the system's Reduce Motion setting (``ScrollFeedHolder/reduceMotionChanged(to:target:)``).
    package static func stage(
        _ stage: Stage, axis: ScrollAxis, followsReduceMotion: Bool = false, onUpdate: ((Double) -> Void)? = nil
    ) -> ScrollFeedTarget {
        ScrollFeedTarget(makeFeed: { ScrollViewFeed(stage: stage, axis: axis) }, id: ID(object: ObjectIdentifier(stage), axis: axis), onUpdate: onUpdate,
                         reduceMotionFollower: followsReduceMotion ? stage : nil)
    }

    /// A responsive stage fed along `axis`, its variant following the layout (see
    /// ``ScrollViewFeed/init(responsive:axis:)``); with `followsReduceMotion`, its stage's motion
    /// policy and its context's follow the Reduce Motion setting, so a variant for reduced motion
    /// comes into force with it.
    package static func responsive(
        _ page: ResponsiveStage, axis: ScrollAxis, followsReduceMotion: Bool = false, onUpdate: ((Double) -> Void)? = nil
    ) -> ScrollFeedTarget {
        var target = ScrollFeedTarget(makeFeed: { ScrollViewFeed(responsive: page, axis: axis) }, id: ID(object: ObjectIdentifier(page), axis: axis),
                                      onUpdate: onUpdate, reduceMotionFollower: followsReduceMotion ? page.stage : nil)
        target.responsiveFollower = followsReduceMotion ? page : nil
        return target
    }

    /// A source fed along its own axis.
    package static func source(_ source: ScrollSource) -> ScrollFeedTarget {
        ScrollFeedTarget(makeFeed: { ScrollViewFeed(source: source) }, id: ID(object: ObjectIdentifier(source), axis: source.axis), onUpdate: nil,
                         reduceMotionFollower: nil)
    }

    /// Sets the stage's motion policy from the Reduce Motion setting `reduce`, if it follows it.
    func followReduceMotion(_ reduce: Bool) {
        reduceMotionFollower?.motionPolicy = MotionPolicy(reduceMotion: reduce)
        if let page = responsiveFollower {
            var context = page.context ?? StageVariant.Context(layout: page.stage.layout)
            context.motionPolicy = MotionPolicy(reduceMotion: reduce)
            // A switch refused (an arriving scene's name is a base scene's) leaves the variant in
            // force; the feed reports such a refusal at the next layout.
            _ = try? page.update(context)
        }
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
/// identifier cannot be reused while its feed is current.) A new stage that follows Reduce Motion
/// also takes the setting last heard (``reduceMotionChanged(to:target:)``) at once: the
/// environment reports the setting when the view appears and when it changes, not when the stage
/// does, so the new stage would otherwise keep its full motion until the setting changed.
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
    /// The system's Reduce Motion setting as last heard, or `nil` before it was.
    package private(set) var reduceMotion: Bool?

    package init() {}

    /// Hears the system's Reduce Motion setting — when the view appears and whenever it changes —
    /// and sets the motion policy of `target`'s stage from it, if the stage follows it.
    package func reduceMotionChanged(to reduce: Bool, target: ScrollFeedTarget) {
        reduceMotion = reduce
        target.followReduceMotion(reduce)
    }

    /// Makes `target` the one fed. A new target gets a new feed, fed the last geometry at once, and
    /// — if its stage follows Reduce Motion and the setting was heard — the motion policy of that
    /// setting; the same target only takes the new ``ScrollFeedTarget/onUpdate``.
    package func retarget(_ target: ScrollFeedTarget) {
        if targetID == target.id, let feed {
            feed.onUpdate = target.onUpdate
            feed.reportedSizeClasses = target.sizeClasses
            return
        }
        let feed = target.makeFeed()
        feed.onUpdate = target.onUpdate
        feed.reportedSizeClasses = target.sizeClasses
        self.feed = feed
        targetID = target.id
        // SwiftUI tells of Reduce Motion only when it changes: a new stage takes the current setting now.
        if let reduceMotion { target.followReduceMotion(reduceMotion) }
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
            feed.reportedSizeClasses = target.sizeClasses
            // A scroll moves nothing in content coordinates: measure only if there is news.
            if elements.needsMeasuring { feed.elements = elements.frames() }
            feed.update(geometry)
        }
    }

    /// Gives `target`'s responsive stage the target's size classes now, if its context has others
    /// (``ScrollViewFeed/followSizeClasses()``): a size-class change that came with no new layout.
    /// The view calls it a moment after the environment changed (on the next turn of the main
    /// queue), so that a rotation's new size, delivered meanwhile, switches once with both.
    /// Nothing before the first delivery, or for a target that is not the current one.
    package func followSizeClasses(of target: ScrollFeedTarget) {
        guard targetID == target.id, let feed else { return }
        feed.reportedSizeClasses = target.sizeClasses
        feed.followSizeClasses()
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
