#if canImport(UIKit) && !os(watchOS)
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

    /// Scrolls and lays out `page`'s stage from `scrollView` along `axis`, and switches its variant
    /// by itself when the viewport or a size class changes — a rotation, a Split View or Stage
    /// Manager resize, a window resized: after each new layout the switch is made at the offset
    /// the stage had, then the stage scrolls to the new one (the decision is the
    /// platform-independent feed's, tested on Linux).
    ///
    /// The size classes are the scroll view's `traitCollection`'s (`.unspecified` is `nil`), read
    /// with every layout, so a rotation that changes the size and a size class switches once,
    /// straight to the variant both select. From iOS 17, tvOS 17 and visionOS the binding also
    /// registers for changes of the two size-class traits: a change that comes without a resize
    /// (a pane of fixed width in a window that narrows) is followed on the next turn of the main
    /// queue, after the layout that usually comes with it. On iOS 16 such a change is seen at
    /// the next layout: call ``update()`` from your view controller's
    /// `traitCollectionDidChange(_:)` to have it at once.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; held weakly.
    ///   - page: The responsive stage to drive.
    ///   - axis: The scroll axis (default vertical); it becomes the layout's axis.
    public convenience init(_ scrollView: UIScrollView, to page: ResponsiveStage, axis: ScrollAxis = .vertical) {
        self.init(scrollView, feed: ScrollViewFeed(responsive: page, axis: axis))
    }

    private convenience init(_ scrollView: UIScrollView, feed: ScrollViewFeed) {
        self.init(feed: feed, scrollView: scrollView, readGeometry: { [weak scrollView] in
            scrollView.map(Self.geometry(of:))
        })
        if feed.responsive != nil { followSizeClasses(of: scrollView) }
        observe(scrollView)
    }

    /// Reads `scrollView`'s size classes before every update that may lay out and, where UIKit
    /// has trait-change registrations, follows a change that comes without a layout.
    private func followSizeClasses(of scrollView: UIScrollView) {
        readSizeClasses = { [weak scrollView] in scrollView.map { ReportedSizeClasses($0.traitCollection) } }
        guard #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) else { return }
        let changed: @Sendable () -> Void = { [weak self] in
            // The next turn: a rotation's new size, delivered meanwhile, switches once with both.
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.update() } }
        }
        let registration = scrollView.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (_: UIScrollView, _: UITraitCollection) in changed()
        }
        onCancel.append { [weak scrollView] in scrollView?.unregisterForTraitChanges(registration) }
    }

    /// Observes what moves or lays out `scrollView`, and delivers its geometry now.
    private func observe(_ scrollView: UIScrollView) {
        // Scrolling moves `contentOffset` (and the origin of `bounds`, which is no news), and
        // measures nothing; late content moves `contentSize`; keyboard handling and
        // pull-to-refresh change `contentInset`; rotation and resizing change the size of `bounds`
        // and `frame`. UIKit changes them, and so calls these handlers, on the main thread.
        let refresh: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated { self?.update() }
        }
        let scrolled: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated { self?.scrolled() }
        }
        let resized: @Sendable (UIScrollView) -> Void = { [weak self] scrollView in
            MainActor.assumeIsolated { self?.updateIfResized(scrollView.bounds.size) }
        }
        retain(scrollView.observe(\.contentOffset) { _, _ in scrolled() })
        retain(scrollView.observe(\.contentSize) { _, _ in refresh() })
        retain(scrollView.observe(\.contentInset) { _, _ in refresh() })
        retain(scrollView.observe(\.bounds) { scrollView, _ in resized(scrollView) })
        retain(scrollView.observe(\.frame) { scrollView, _ in resized(scrollView) })
        update()
    }

    /// Measures `view`'s frame in the scroll view's content on every update and lays it out as
    /// the element `name` (anchors such as `.element(name, .start, meets: .center)` follow it).
    ///
    /// If `view` is a table or collection view cell of this scroll view, or lies inside one, it is
    /// measured only while the cell shows its own row or item — the one it shows now or, tracked
    /// from a cell registration handler or `cellForItemAt` (before the cell is shown), the first
    /// one it shows: once the cell is reused for another row, the element keeps the last frame
    /// measured for its own. From a registration handler, pass the handler's index path with
    /// ``trackElement(_:named:at:)``: it is exact even for a cell prepared ahead and reused before
    /// it was ever shown. (For an exact frame off screen, use ``trackItem(at:named:)``.)
    ///
    /// It joins the layout at the next update, scheduled once for every element tracked meanwhile
    /// (see ``trackElement(named:measure:)``): tracking *n* elements in a loop costs O(*n*).
    ///
    /// - Parameters:
    ///   - view: A view inside the scroll view's content; held weakly.
    ///   - name: The element's name in ``Scrollwork/StageLayout/elements``.
    public func trackElement(_ view: UIView, named name: String) {
        track(view, named: name, at: nil)
    }

    /// Measures `view` — a cell of this collection or table view showing the item (or row) at
    /// `indexPath`, or a view inside one — on every update while the cell shows that item, and
    /// lays it out as the element `name`; once the cell is reused for another item, the element
    /// keeps the last frame measured for this one.
    ///
    /// Call it where a cell is configured, with the index path it is configured for:
    ///
    /// ```swift
    /// let photos = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
    ///     cell.show(photo)
    ///     binding.trackElement(cell.imageView, named: "photo \(photo.id)", at: indexPath)
    /// }
    /// ```
    ///
    /// Until the cell shows `indexPath` (it is configured before it is shown, and a cell prepared
    /// ahead may be reused for another item before it ever is) the element has no frame from it.
    /// A view in no cell of this scroll view is measured as by ``trackElement(_:named:)``.
    ///
    /// - Parameters:
    ///   - view: The cell, or a view inside it; held weakly.
    ///   - name: The element's name in ``Scrollwork/StageLayout/elements``.
    ///   - indexPath: The index path the cell is configured for.
    public func trackElement(_ view: UIView, named name: String, at indexPath: IndexPath) {
        track(view, named: name, at: indexPath)
    }

    /// Tracks `view` as the element `name`: kept to the item at `indexPath`, or to the item its cell
    /// shows (now, or first) when `nil`, if it is in a cell of this scroll view.
    private func track(_ view: UIView, named name: String, at indexPath: IndexPath?) {
        let frame: () -> CGRect? = { [weak view, weak self] in
            guard let view, let scrollView = self?.scrollView as? UIScrollView else { return nil }
            // A scroll view's own coordinates are its content's.
            return view.convert(view.bounds, to: scrollView)
        }
        guard let currentItem = Self.reusedItem(containing: view, in: scrollView as? UIScrollView) else {
            track(name) { frame().map(ElementFrames.Reading.frame) ?? .gone }
            return
        }
        if let indexPath {
            track(name, measure: ElementFrames.reusableView(showing: indexPath, currentItem: currentItem, frame: frame))
        } else {
            track(name, measure: ElementFrames.reusableView(currentItem: currentItem, frame: frame))
        }
    }

    /// Lays out the item at `indexPath` of the bound `UICollectionView` (through its layout
    /// attributes), or the row at `indexPath` of the bound `UITableView` (through
    /// `rectForRow(at:)`), as the element `name`, whether or not the item is on screen or has a
    /// cell, so scenes can be anchored to any item of lazy content. Off screen the frame is the
    /// layout's own answer: exact for fixed sizes, but with estimated sizes (self-sizing cells,
    /// `estimatedRowHeight`) an item not laid out yet has its estimated frame, and the element moves
    /// to the real one when the layout lays the item out.
    ///
    /// An index path the data source does not have (yet) is not measured: the element keeps its
    /// last known frame, or stays out of the layout. On another kind of scroll view nothing is
    /// measured.
    ///
    /// It joins the layout at the next update, scheduled once for every element tracked meanwhile
    /// (see ``trackElement(named:measure:)``): tracking *n* elements in a loop costs O(*n*).
    ///
    /// - Parameters:
    ///   - indexPath: The item's (or row's) index path.
    ///   - name: The element's name in ``Scrollwork/StageLayout/elements``.
    public func trackItem(at indexPath: IndexPath, named name: String) {
        track(name) { [weak self] in
            switch self?.scrollView {
            case let collectionView as UICollectionView:
                return collectionView.layoutAttributesForItem(at: indexPath).map { .frame($0.frame) } ?? .unavailable
            case let tableView as UITableView:
                guard indexPath.section < tableView.numberOfSections, indexPath.row < tableView.numberOfRows(inSection: indexPath.section) else {
                    return .unavailable
                }
                return .frame(tableView.rectForRow(at: indexPath))
            default:
                return .unavailable
            }
        }
    }

    /// What tells whether a reusable cell holding `view` still shows the same row or item: the
    /// cell's current index path in `scrollView`, or `nil` if `view` is in no cell of it.
    static func reusedItem(containing view: UIView, in scrollView: UIScrollView?) -> (() -> IndexPath?)? {
        var ancestor: UIView? = view
        while let candidate = ancestor, candidate !== scrollView {
            if let cell = candidate as? UICollectionViewCell, let collectionView = scrollView as? UICollectionView {
                return { [weak cell, weak collectionView] in cell.flatMap { collectionView?.indexPath(for: $0) } }
            }
            if let cell = candidate as? UITableViewCell, let tableView = scrollView as? UITableView {
                return { [weak cell, weak tableView] in cell.flatMap { tableView?.indexPath(for: $0) } }
            }
            ancestor = candidate.superview
        }
        return nil
    }

    /// The geometry UIKit reports for `scrollView`.
    static func geometry(of scrollView: UIScrollView) -> ScrollViewGeometry {
        let inset = scrollView.adjustedContentInset
        return ScrollViewGeometry(
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize, visibleSize: scrollView.bounds.size,
            insets: ScrollPhysics.Insets(top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right)))
    }
}

extension ReportedSizeClasses {
    /// The size classes of `traits`, `.unspecified` as `nil`.
    init(_ traits: UITraitCollection) {
        self.init(horizontal: StageVariant.SizeClass(traits.horizontalSizeClass), vertical: StageVariant.SizeClass(traits.verticalSizeClass))
    }
}

extension StageVariant.SizeClass {
    /// UIKit's size class, or `nil` for `.unspecified` (and any later case).
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
        self.init(isCompact: sizeClass == .compact, isRegular: sizeClass == .regular)
    }
}
#endif
