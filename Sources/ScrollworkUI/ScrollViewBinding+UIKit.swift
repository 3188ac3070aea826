#if canImport(UIKit)
import Scrollwork
import UIKit

extension ScrollViewBinding {
    /// Sends `scrollView`'s offsets along `source.axis` to `source`.
    ///
    /// The current offset is sent at once. See `ScrollViewGeometry` for how offsets are measured
    /// (from the top of the content, insets included).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; held weakly.
    ///   - source: Where to send offsets.
    public convenience init(_ scrollView: UIScrollView, to source: ScrollSource) {
        self.init(scrollView, feed: ScrollViewFeed(source: source))
    }

    /// Scrolls and lays out `stage` from `scrollView` along `axis`.
    ///
    /// The stage's layout (viewport, content size, tracked elements) and offset are set at once.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; held weakly.
    ///   - stage: The stage to drive.
    ///   - axis: The scroll axis (default vertical); it becomes the layout's axis.
    public convenience init(_ scrollView: UIScrollView, to stage: Stage, axis: ScrollAxis = .vertical) {
        self.init(scrollView, feed: ScrollViewFeed(stage: stage, axis: axis))
    }

    private convenience init(_ scrollView: UIScrollView, feed: ScrollViewFeed) {
        self.init(feed: feed, scrollView: scrollView, readGeometry: { [weak scrollView] in
            scrollView.map(Self.geometry(of:))
        })
        // Offsets move `contentOffset`; rotation and resizing move `bounds`; late content moves
        // `contentSize`. UIKit changes them, and so calls these handlers, on the main thread.
        let refresh: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated { self?.update() }
        }
        retain(scrollView.observe(\.contentOffset) { _, _ in refresh() })
        retain(scrollView.observe(\.contentSize) { _, _ in refresh() })
        retain(scrollView.observe(\.bounds) { _, _ in refresh() })
        update()
    }

    /// Measures `view`'s frame in the scroll view's content on every update and lays it out as
    /// the element `name` (anchors such as `.element(name, .start, meets: .center)` follow it).
    ///
    /// - Parameters:
    ///   - view: A view inside the scroll view's content; held weakly.
    ///   - name: The element's name in ``Scrollwork/StageLayout/elements``.
    public func trackElement(_ view: UIView, named name: String) {
        track(name) { [weak view, weak self] in
            guard let view, let scrollView = self?.scrollView as? UIScrollView else { return nil }
            // A scroll view's own coordinates are its content's.
            return view.convert(view.bounds, to: scrollView)
        }
    }

    /// The geometry UIKit reports for `scrollView`.
    static func geometry(of scrollView: UIScrollView) -> ScrollViewGeometry {
        let inset = scrollView.adjustedContentInset
        return ScrollViewGeometry(
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize, visibleSize: scrollView.bounds.size,
            insets: ScrollPhysics.Insets(top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right)))
    }
}
#endif
