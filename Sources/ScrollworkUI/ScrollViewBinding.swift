#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import Scrollwork

/// Keeps a ``Scrollwork/ScrollSource`` or a ``Scrollwork/Stage`` in step with a real scroll view:
/// its offset on every scroll, and — for a stage — its layout (viewport, content size, the frames
/// of the elements you track) whenever they change.
///
/// Make one with a `UIScrollView` (observed by key-value observation of `contentOffset`,
/// `contentSize`, `contentInset` and the size of its `bounds` and `frame`; no swizzling) or an
/// `NSScrollView` (its clip view's bounds-changed and frame-changed notifications, the document
/// view's frame-changed notifications and the clip view's `contentInsets`), and keep it: it is the
/// token of the observation.
///
/// ```swift
/// let binding = ScrollViewBinding(tableView, to: stage)          // UIKit or AppKit
/// binding.trackElement(heroView, named: "hero")                  // anchors may name "hero"
/// ```
///
/// ## Elements
/// An element is known by its name and keeps its **last known frame**: a scene anchored to it keeps
/// its place while the element cannot be measured (its view is off screen or reused).
/// - ``trackElement(_:named:)`` measures a view on every update. Tracking is O(1): the elements
///   tracked (or untracked) meanwhile join the layout together at one update, scheduled on the main
///   queue, or at an earlier ``update()``. A view inside a table or
///   collection view cell is measured only while its cell shows its own item — the one it showed
///   when tracked or, tracked before the cell is shown (where it is configured), the first one it
///   shows: once the cell is reused for another row, the element stays where that item was.
///   Where a cell is configured, `trackElement(_:named:at:)` (UIKit) takes the index path it is
///   configured for.
/// - `trackItem(at:named:)` (UIKit) measures an item of a `UICollectionView` through its layout
///   attributes, or a row of a `UITableView` through `rectForRow(at:)`, whether or not the item is
///   on screen — the way to anchor scenes to lazy content (off screen, as exact as the layout's
///   answer: an estimate for an item of estimated size not laid out yet).
/// - ``trackElement(named:measure:)`` takes any measurer: return the frame in content
///   coordinates, or `nil` while it cannot be measured.
///
/// ## Life
/// - **Ending.** Observation stops when the binding is released or ``cancel()``led. The scroll view
///   and element views are held weakly: a released scroll view ends the binding quietly (``isActive``
///   becomes `false`), and a released element view drops out of the layout (scenes anchored to it
///   become unresolved until it is tracked again).
/// - **Binding a scroll view twice** makes two independent bindings. Into two stages, both are fed;
///   into the same stage or source, the second delivers the same offsets, which a stage ignores as
///   no change (each crossing is still reported once) — cancel the old binding to save the work.
/// - **Bad geometry** (NaN or infinite numbers, as a view in the middle of a layout pass can
///   report) is refused and counted in ``refusedGeometryCount``.
/// - **When it updates.** On every offset, content size, inset or size change; a notification
///   that changed none of them (a scroll also moves `bounds`) is skipped before anything is
///   measured. A scroll alone moves nothing in content coordinates, so it measures no element: it
///   costs the stage's move and no work per element. Element frames are measured on every other
///   update (content size, insets, size, ``update()``; the update a track schedules measures only
///   the elements tracked since); if an element moves without any of them (a cell that grows in
///   place, a view you move yourself), or the safe area changes the adjusted insets without any
///   observable property changing (bars appearing or hiding), call ``update()`` — from
///   `viewDidLayoutSubviews()`, or from `scrollViewDidChangeAdjustedContentInset(_:)`.
/// - **Tracks that move the scroll view.** A track may write to the scroll view it is fed from
///   (a collapsing header that changes the insets, a snap through `setContentOffset`): the update
///   this causes is delivered right after the current one, never from inside the stage's frame.
///   Insets a track writes do not move the stage: the content stays where it is on screen (UIKit
///   keeps `contentOffset` when `contentInset` changes), and so do the offset and the viewport,
///   which stay measured with the insets as they were before the stage wrote them — a header whose
///   timeline collapses it over 200 pt collapses over 200 pt of scrolling, one delivery a frame.
///   Inset changes from outside the stage's frame (bars, the keyboard, your code) move the offset
///   and the viewport as usual.
///
/// The binding, its feed and its stage live on the main actor.
@MainActor
public final class ScrollViewBinding {
    /// What the binding feeds: geometry in, offsets and layouts out.
    let feed: ScrollViewFeed
    /// The frames of tracked elements, last known frames included.
    let elements = ElementFrames()
    private let readGeometry: () -> ScrollViewGeometry?
    /// Key-value observations and notification registrations; they end when released.
    private var observations: [AnyObject] = []
    /// Whether ``cancel()`` was called or the scroll view went away.
    public private(set) var isCancelled = false
    /// The observed scroll view (a `UIScrollView` or an `NSScrollView`), held weakly.
    weak var scrollView: AnyObject?
    /// For a responsive stage on UIKit: the scroll view's size classes now, read before every
    /// update that may lay out (`nil` on AppKit, which has none).
    var readSizeClasses: (() -> ReportedSizeClasses?)?
    /// Ends what ``cancel()`` must end by hand (UIKit's trait-change registration).
    var onCancel: [() -> Void] = []

    init(feed: ScrollViewFeed, scrollView: AnyObject, readGeometry: @escaping () -> ScrollViewGeometry?) {
        self.feed = feed
        self.scrollView = scrollView
        self.readGeometry = readGeometry
    }

    /// How many geometries were refused for a NaN or infinite number.
    public var refusedGeometryCount: Int { feed.refusedGeometryCount }

    /// For a binding of a ``Scrollwork/ResponsiveStage``: why the switch the last new layout asked
    /// for was refused (an arriving scene's name is a base scene's; the variant in force stays), or
    /// `nil` when it switched or had no switch to make.
    public var variantSwitchError: StageError? { feed.switchError }

    /// Whether the binding still observes a live scroll view.
    public var isActive: Bool { !isCancelled && scrollView != nil }

    /// Keeps `observation` (a key-value observation or a notification registration) alive as long as the binding.
    func retain(_ observation: AnyObject) {
        observations.append(observation)
    }

    /// Measures the element `name` with `measure` on every update, from now on.
    ///
    /// Return the element's frame in the scroll view's content coordinates (for an `NSScrollView`,
    /// measured down from the document's top), or `nil` while it cannot be measured: the element
    /// then keeps its last known frame. To remove the element, call ``untrackElement(named:)``.
    ///
    /// The element joins the layout at the next update: the one this schedules on the main queue,
    /// which lays out every element tracked meanwhile at once, or an earlier ``update()`` (call
    /// it to have the layout now).
    ///
    /// - Complexity: O(1); tracking *n* elements one at a time — in a loop, from cell
    ///   registrations — costs O(*n*) in all: one measure of each and one layout.
    ///
    /// ```swift
    /// binding.trackElement(named: "chapter 3") { layout.frameOfChapter(3) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The element's name in ``Scrollwork/StageLayout/elements``.
    ///   - measure: The element's frame, or `nil` for "not now".
    public func trackElement(named name: String, measure: @escaping () -> CGRect?) {
        track(name) { measure().map(ElementFrames.Reading.frame) ?? .unavailable }
    }

    /// Measures the element `name` with `measure` from the next update on, and schedules one.
    func track(_ name: String, measure: @escaping () -> ElementFrames.Reading) {
        if elements.track(name, measure: measure) { scheduleUpdate() }
    }

    /// Stops measuring the element named `name` and removes it from the layout at the next update
    /// (as for ``trackElement(named:measure:)``, one for every track and untrack meanwhile).
    ///
    /// - Parameter name: The element's name.
    public func untrackElement(named name: String) {
        if elements.forget(name) { scheduleUpdate() }
    }

    /// Asks the main queue for one update of the elements tracked or untracked since the last
    /// update (`ElementFrames.track(_:measure:)` says when one is needed).
    private func scheduleUpdate() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.updateTracked() }
        }
    }

    /// The scheduled update: measures only the elements tracked since the last update, then reads
    /// the geometry and delivers them — nothing if an update since has done it.
    func updateTracked() {
        guard !isCancelled, elements.hasPendingUpdate else { return }
        deliver(measuringAll: false)
    }

    /// Measures the element frames and then reads the scroll view's geometry, now, and delivers them.
    ///
    /// Measuring comes first because it can lay the scroll view out, which reports a newer geometry
    /// from inside this call; that newer update then stands.
    public func update() {
        guard !isCancelled else { return }
        deliver(measuringAll: true)
    }

    /// Measures the elements (all, or those tracked since the last update), reads the geometry
    /// and delivers them, with the size classes of now for a responsive stage: a new layout
    /// switches with both at once, and a size-class change that came without one is followed
    /// after it (`ScrollViewFeed.followSizeClasses()`, which does nothing if the layout did it).
    private func deliver(measuringAll: Bool) {
        if let readSizeClasses { feed.reportedSizeClasses = readSizeClasses() }
        if feed.update(measuring: elements, measuringAll: measuringAll, reading: readGeometry) == nil {
            cancel()   // the scroll view is gone: end quietly
            return
        }
        if readSizeClasses != nil { feed.followSizeClasses() }
    }

    /// Delivers the scroll view's geometry without measuring the elements: for an observation of
    /// the offset, which moves nothing in content coordinates. The feed then does O(1) work besides
    /// the stage's move.
    func scrolled() {
        guard !isCancelled else { return }
        guard let geometry = readGeometry() else {
            cancel()   // the scroll view is gone: end quietly
            return
        }
        feed.update(geometry)
    }

    /// Measures and updates if the scroll view's size is not the one last delivered, and otherwise
    /// delivers the scroll alone: for AppKit's clip view bounds, which move on every scroll.
    func scrolledOrResized() {
        guard !isCancelled else { return }
        guard let geometry = readGeometry() else {
            cancel()
            return
        }
        if feed.isNewVisibleSize(geometry.visibleSize) { update() } else { feed.update(geometry) }
    }

    /// Updates only if the scroll view's size is not the one last delivered: for observations of
    /// `bounds` and `frame`, which also fire on every scroll (their origin moves).
    func updateIfResized(_ size: CGSize) {
        if feed.isNewVisibleSize(size) { update() }
    }

    /// Stops observing; later scrolls are not delivered. Idempotent.
    public func cancel() {
        isCancelled = true
        observations.removeAll()
        let ends = onCancel
        onCancel.removeAll()
        for end in ends { end() }
        elements.removeAll()
    }
}
#endif
