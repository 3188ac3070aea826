#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Scrollwork

extension ScrollViewBinding {
    /// Sends `scrollView`'s offsets along `source.axis` to `source`.
    ///
    /// Offsets are measured from the top of the document whether or not the document view is
    /// flipped.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; held weakly.
    ///   - source: Where to send offsets.
    public convenience init(_ scrollView: NSScrollView, to source: ScrollSource) {
        self.init(scrollView, feed: ScrollViewFeed(source: source))
    }

    /// Scrolls and lays out `stage` from `scrollView` along `axis`.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; held weakly.
    ///   - stage: The stage to drive.
    ///   - axis: The scroll axis (default vertical); it becomes the layout's axis.
    public convenience init(_ scrollView: NSScrollView, to stage: Stage, axis: ScrollAxis = .vertical) {
        self.init(scrollView, feed: ScrollViewFeed(stage: stage, axis: axis))
    }

    /// Scrolls and lays out `page`'s stage from `scrollView` along `axis`, and switches its variant
    /// by itself when the viewport changes — a window resized, a split view's divider moved, a
    /// full-screen tile: after each new layout the switch is made at the offset the stage had, then
    /// the stage scrolls to the new one (``Scrollwork/ResponsiveStage/followLayout()``; the
    /// decision is the platform-independent feed's, tested on Linux). AppKit has no size classes:
    /// a condition on one holds only with those an app gives with
    /// ``Scrollwork/ResponsiveStage/updateSizeClasses(horizontal:vertical:)``, which every later
    /// layout keeps. Width breakpoints are the way to tell window sizes apart on the Mac.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; held weakly.
    ///   - page: The responsive stage to drive.
    ///   - axis: The scroll axis (default vertical); it becomes the layout's axis.
    public convenience init(_ scrollView: NSScrollView, to page: ResponsiveStage, axis: ScrollAxis = .vertical) {
        self.init(scrollView, feed: ScrollViewFeed(responsive: page, axis: axis))
    }

    private convenience init(_ scrollView: NSScrollView, feed: ScrollViewFeed) {
        self.init(feed: feed, scrollView: scrollView, readGeometry: { [weak scrollView] in
            scrollView.map(Self.geometry(of:))
        })
        // The clip view's bounds move when the content scrolls, and its frame when the window
        // resizes; the document view's frame changes when content arrives. AppKit posts these on
        // the main thread; the registrations end when the binding is released.
        let clip = scrollView.contentView
        clip.postsBoundsChangedNotifications = true
        clip.postsFrameChangedNotifications = true
        observe(NSView.boundsDidChangeNotification, of: clip, scrolls: true)   // a scroll measures nothing
        observe(NSView.frameDidChangeNotification, of: clip)
        if let document = scrollView.documentView {
            document.postsFrameChangedNotifications = true
            observe(NSView.frameDidChangeNotification, of: document)
        }
        // A title bar or toolbar that the content scrolls under changes the clip view's insets
        // (with `automaticallyAdjustsContentInsets`), as does an app setting `contentInsets`.
        retain(clip.observe(\.contentInsets) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.update() }
        })
        update()
    }

    /// Updates on each `name` notification of `view`; with `scrolls`, measures only if the clip
    /// view's size changed (a notification of its bounds comes with every scroll).
    private func observe(_ name: NSNotification.Name, of view: NSView, scrolls: Bool = false) {
        let center = NotificationCenter.default
        let token = center.addObserver(forName: name, object: view, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated {
                if scrolls { self?.scrolledOrResized() } else { self?.update() }
            }
        }
        retain(NotificationRegistration(center: center, token: token))
    }

    /// Measures `view`'s frame in the document on every update and lays it out as the element
    /// `name`, measured from the document's top.
    ///
    /// It joins the layout at the next update, scheduled once for every element tracked meanwhile
    /// (see ``trackElement(named:measure:)``): tracking *n* elements in a loop costs O(*n*).
    ///
    /// - Parameters:
    ///   - view: A view inside the scroll view's document view; held weakly.
    ///   - name: The element's name in ``Scrollwork/StageLayout/elements``.
    public func trackElement(_ view: NSView, named name: String) {
        track(name) { [weak view, weak self] in
            guard let view else { return .gone }
            guard let document = (self?.scrollView as? NSScrollView)?.documentView else { return .unavailable }
            return .frame(ScrollViewGeometry.contentFrame(of: view.convert(view.bounds, to: document),
                                                          documentHeight: Double(document.bounds.height), isFlipped: document.isFlipped))
        }
    }

    /// The geometry AppKit reports for `scrollView` (no content until it has a document view).
    static func geometry(of scrollView: NSScrollView) -> ScrollViewGeometry {
        let clip = scrollView.contentView
        guard let document = scrollView.documentView else {
            return ScrollViewGeometry(contentOffset: clip.bounds.origin, contentSize: .zero, visibleSize: clip.bounds.size)
        }
        let inset = clip.contentInsets
        return ScrollViewGeometry.clipView(
            bounds: clip.bounds, documentFrame: document.frame, isFlipped: document.isFlipped,
            contentInsets: ScrollPhysics.Insets(top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right)))
    }
}
#endif
