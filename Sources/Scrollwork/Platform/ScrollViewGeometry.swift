#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// What a scroll view reports about itself — content offset, content size, visible size and
/// insets — and the scroll offset and ``StageLayout`` that Scrollwork derives from it.
///
/// Every platform binding (a `UIScrollView`, an `NSScrollView`'s clip view, SwiftUI's
/// `ScrollGeometry`) reads these four values and lets this type do the arithmetic, so the three
/// agree and the rules are tested without a UI framework.
///
/// ## The offset
/// Scrollwork measures the **distance scrolled from the top of the content**: 0 when the content
/// rests at its start with its insets showing (under a navigation bar, say), growing as it scrolls.
/// That is UIKit's `contentOffset` plus the leading inset (`contentOffset.y + adjustedContentInset.top`),
/// so an offset does not change when a bar changes the insets, and `start: 0` means "at the top".
/// Past the top while rubber-banding it is negative. (A ``ScrollViewFeed`` adds one rule: insets
/// its own stage's tracks write are held, so they move neither its offset nor its viewport.)
///
/// ## The layout
/// The viewport is the visible size minus the insets (the unobscured area), and element frames are
/// in content coordinates, so an anchor such as "element top meets viewport centre" is reached when
/// the element's top is in the middle of what the user can see. ``StageLayout/maximumOffset`` is
/// then the offset at which the content's end meets the viewport's end.
///
/// ```swift
/// // A 390 × 844 table under a 100 pt bar, scrolled to its top (contentOffset.y == -100):
/// let geometry = ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: -100), contentSize: CGSize(width: 390, height: 3000),
///                                   visibleSize: CGSize(width: 390, height: 844), insets: ScrollPhysics.Insets(top: 100))
/// geometry.offset(along: .vertical)                       // 0.0
/// geometry.layout(axis: .vertical).viewport.height        // 744.0
/// ```
package struct ScrollViewGeometry: Equatable, Sendable {
    /// The platform's content offset: the content point at the scroll view's top-left corner.
    package var contentOffset: CGPoint
    /// The size of the scrollable content.
    package var contentSize: CGSize
    /// The scroll view's own size (its bounds, including any area under bars).
    package var visibleSize: CGSize
    /// The insets in effect (UIKit's `adjustedContentInset`, AppKit's `contentInsets`, SwiftUI's
    /// `contentInsets`).
    package var insets: ScrollPhysics.Insets

    /// Creates a geometry from the values a scroll view reports.
    package init(contentOffset: CGPoint, contentSize: CGSize, visibleSize: CGSize, insets: ScrollPhysics.Insets = .zero) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.visibleSize = visibleSize
        self.insets = insets
    }

    /// The geometry of an AppKit scroll view, from its clip view.
    ///
    /// AppKit scrolls by moving the clip view's bounds over the document view. In a flipped document
    /// (y grows downwards, the usual case for lists) the distance from the document's top is
    /// `clipBounds.minY − documentFrame.minY`; in a non-flipped one (y grows upwards, origin at the
    /// bottom) it is `documentFrame.maxY − clipBounds.maxY`. Both give the same ``contentOffset``, so
    /// flipped and non-flipped documents report the same offsets.
    ///
    /// A non-flipped document **shorter than the visible area** (the clip view less its top and
    /// bottom `contentInsets`) rests at the bottom of that area (clip origin `−contentInsets.bottom`),
    /// so its top is below the visible top and the rule above would give a negative offset at rest.
    /// There the distance is measured from that resting place instead,
    /// `documentFrame.minY − clipBounds.minY − contentInsets.bottom`: 0 at rest, growing as the
    /// content is pulled forward — as a flipped document of the same height reports. A document
    /// taller than the visible area scrolls, and follows the rule above, even if it is shorter than
    /// the clip view (under a title bar, say): 0 with its top showing, ``StageLayout/maximumOffset``
    /// with its bottom showing.
    ///
    /// - Parameters:
    ///   - clipBounds: The clip view's `bounds` (in the clip view's coordinates, which are flipped
    ///     when the document view is).
    ///   - documentFrame: The document view's `frame` in the clip view's coordinates.
    ///   - isFlipped: The document view's `isFlipped`.
    ///   - contentInsets: The clip view's `contentInsets`.
    /// - Returns: The geometry, with the content offset measured from the document's top-left.
    package static func clipView(bounds clipBounds: CGRect, documentFrame: CGRect, isFlipped: Bool, contentInsets: ScrollPhysics.Insets = .zero) -> ScrollViewGeometry {
        let x = clipBounds.minX - documentFrame.minX
        let y: Double
        if isFlipped {
            y = clipBounds.minY - documentFrame.minY
        } else if Double(documentFrame.height) < Double(clipBounds.height) - contentInsets.top - contentInsets.bottom {
            // `contentOffset.y` is the distance less the top inset, which offset(along:) adds back.
            y = Double(documentFrame.minY - clipBounds.minY) - contentInsets.bottom - contentInsets.top
        } else {
            y = documentFrame.maxY - clipBounds.maxY
        }
        return ScrollViewGeometry(contentOffset: CGPoint(x: x, y: y), contentSize: documentFrame.size, visibleSize: clipBounds.size, insets: contentInsets)
    }

    /// The geometry of a SwiftUI scroll view from its `ScrollGeometry` (iOS 18, macOS 15 and later):
    /// `containerSize` is the scroll view's size and `contentInsets` the insets in effect (leading
    /// as ``ScrollPhysics/Insets/left``).
    package static func scrollGeometry(contentOffset: CGPoint, contentSize: CGSize, contentInsets: ScrollPhysics.Insets, containerSize: CGSize) -> ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: contentOffset, contentSize: contentSize, visibleSize: containerSize, insets: contentInsets)
    }

    /// The geometry of a SwiftUI scroll view measured without `ScrollGeometry` (below iOS 18 and
    /// macOS 15): from the frame of its content in the scroll view's coordinate space and the scroll
    /// view's safe area.
    ///
    /// A scroll view under a bar extends under it and lays its content out below the safe area, as
    /// UIKit insets it: at rest the content's top is at `safeAreaInsets.top`. The safe area insets
    /// are therefore the insets in effect and the content offset is the content frame's origin
    /// negated (`−safeAreaInsets.top` at rest), so ``offset(along:)`` is 0 at rest under a bar and
    /// this geometry equals ``scrollGeometry(contentOffset:contentSize:contentInsets:containerSize:)``'s
    /// for the same position. (Insets SwiftUI adds other than the safe area — `contentMargins` —
    /// are not seen here.)
    ///
    /// - Parameters:
    ///   - contentFrame: The content's frame in the scroll view's coordinate space.
    ///   - containerSize: The scroll view's size.
    ///   - safeAreaInsets: The scroll view's safe area insets (leading as ``ScrollPhysics/Insets/left``).
    package static func measuredContent(frame contentFrame: CGRect, containerSize: CGSize, safeAreaInsets: ScrollPhysics.Insets) -> ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: CGPoint(x: -contentFrame.minX, y: -contentFrame.minY), contentSize: contentFrame.size, visibleSize: containerSize,
                           insets: safeAreaInsets)
    }

    /// A rectangle in an AppKit document view's own coordinates, in Scrollwork's content
    /// coordinates (y measured down from the document's top), for ``StageLayout/elements``.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in the document view's coordinates (`convert(_:to: documentView)`).
    ///   - documentHeight: The document view's height.
    ///   - isFlipped: The document view's `isFlipped`.
    /// - Returns: `rect` itself in a flipped document; mirrored top to bottom in a non-flipped one.
    package static func contentFrame(of rect: CGRect, documentHeight: Double, isFlipped: Bool) -> CGRect {
        isFlipped ? rect : CGRect(x: rect.minX, y: documentHeight - Double(rect.maxY), width: rect.width, height: rect.height)
    }

    /// Whether every number is finite (a binding refuses the geometry otherwise).
    package var isFinite: Bool {
        contentOffset.animationComponents.isFinite && contentSize.animationComponents.isFinite
            && visibleSize.animationComponents.isFinite && insets.isFinite
    }

    /// The distance scrolled from the top (or leading edge) of the content along `axis`:
    /// the content offset plus the leading inset.
    package func offset(along axis: ScrollAxis) -> Double {
        switch axis {
        case .horizontal: return Double(contentOffset.x) + insets.left
        case .vertical: return Double(contentOffset.y) + insets.top
        }
    }

    /// Both components of ``offset(along:)``.
    package var scrolledDistance: CGPoint {
        CGPoint(x: offset(along: .horizontal), y: offset(along: .vertical))
    }

    /// The visible size less the insets (never negative).
    package var viewportSize: CGSize {
        CGSize(width: max(Double(visibleSize.width) - insets.left - insets.right, 0),
               height: max(Double(visibleSize.height) - insets.top - insets.bottom, 0))
    }

    /// The stage layout this geometry implies: `axis`, the unobscured viewport, the content size
    /// and the given element frames (in content coordinates).
    package func layout(axis: ScrollAxis, elements: [String: CGRect] = [:]) -> StageLayout {
        StageLayout(axis: axis, viewport: viewportSize, content: contentSize, elements: elements)
    }
}
