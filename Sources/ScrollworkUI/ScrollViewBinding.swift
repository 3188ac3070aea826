#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import Scrollwork

/// Keeps a ``Scrollwork/ScrollSource`` or a ``Scrollwork/Stage`` in step with a real scroll view:
/// its offset on every scroll, and — for a stage — its layout (viewport, content size, the frames
/// of the element views you track) whenever they change.
///
/// Make one with a `UIScrollView` (observed by key-value observation of `contentOffset`,
/// `contentSize` and `bounds`; no swizzling) or an `NSScrollView` (its clip view's bounds-changed
/// and the document view's frame-changed notifications), and keep it: it is the token of the
/// observation.
///
/// ```swift
/// let binding = ScrollViewBinding(tableView, to: stage)          // UIKit or AppKit
/// binding.trackElement(heroView, named: "hero")                  // anchors may name "hero"
/// ```
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
/// - **When it updates.** On every offset, content size or size change. Element frames are measured
///   on each of those updates; if an element moves without any of them (a cell that grows in
///   place), call ``update()`` from `viewDidLayoutSubviews()`.
///
/// The binding, its feed and its stage live on the main actor.
@MainActor
public final class ScrollViewBinding {
    /// What the binding feeds: geometry in, offsets and layouts out.
    let feed: ScrollViewFeed
    private let readGeometry: () -> ScrollViewGeometry?
    private var elementReaders: [String: () -> CGRect?] = [:]
    /// Key-value observations and notification registrations; they end when released.
    private var observations: [AnyObject] = []
    /// Whether ``cancel()`` was called or the scroll view went away.
    public private(set) var isCancelled = false
    /// The observed scroll view (a `UIScrollView` or an `NSScrollView`), held weakly.
    weak var scrollView: AnyObject?

    init(feed: ScrollViewFeed, scrollView: AnyObject, readGeometry: @escaping () -> ScrollViewGeometry?) {
        self.feed = feed
        self.scrollView = scrollView
        self.readGeometry = readGeometry
    }

    /// How many geometries were refused for a NaN or infinite number.
    public var refusedGeometryCount: Int { feed.refusedGeometryCount }

    /// Whether the binding still observes a live scroll view.
    public var isActive: Bool { !isCancelled && scrollView != nil }

    /// Keeps `observation` (a key-value observation or a notification registration) alive as long as the binding.
    func retain(_ observation: AnyObject) {
        observations.append(observation)
    }

    /// Measures the element with `name` by `measure`, which returns its frame in content
    /// coordinates, or `nil` once it is gone.
    func track(_ name: String, measure: @escaping () -> CGRect?) {
        elementReaders[name] = measure
        update()
    }

    /// Stops measuring the element named `name` and removes it from the layout.
    ///
    /// - Parameter name: The element's name.
    public func untrackElement(named name: String) {
        elementReaders[name] = nil
        update()
    }

    /// Reads the scroll view's geometry and element frames now and delivers them.
    public func update() {
        guard !isCancelled else { return }
        guard let geometry = readGeometry() else {
            cancel()   // the scroll view is gone: end quietly
            return
        }
        var elements: [String: CGRect] = [:]
        for (name, measure) in elementReaders {
            if let frame = measure() { elements[name] = frame } else { elementReaders[name] = nil }
        }
        feed.elements = elements
        feed.update(geometry)
    }

    /// Stops observing; later scrolls are not delivered. Idempotent.
    public func cancel() {
        isCancelled = true
        observations.removeAll()
        elementReaders.removeAll()
    }
}
#endif
