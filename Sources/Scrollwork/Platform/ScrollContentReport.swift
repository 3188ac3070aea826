#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A measurement that views inside a SwiftUI scroll view report up the view tree to the modifier
/// feeding a stage from that scroll view — a preference, in SwiftUI's terms: the frames of marked
/// elements (``ElementFramesReport``) and, below iOS 18 / macOS 15, the content's frame
/// (``ContentFrameReport``) and the scroll view's size and safe area (``ViewportReport``).
///
/// SwiftUI starts from ``defaultValue`` and folds in the values the views below report, in tree
/// order, with ``combine(_:_:)`` (a preference key's `reduce(value:nextValue:)`); a modifier reads
/// the result for its content and passes on ``passedOn(from:)`` — nothing — so that the modifier of
/// an enclosing scroll view does not take a nested one's reports for its own.
package protocol ScrollContentReport {
    /// What is reported.
    associatedtype Value: Equatable
    /// The value when no view reports one.
    static var defaultValue: Value { get }
    /// Folds `next`, reported by a view later in the tree, into `value`.
    static func combine(_ value: inout Value, _ next: Value)
}

extension ScrollContentReport {
    /// What a feed modifier passes on to the views around its scroll view, having read `value`
    /// from its content: nothing (``defaultValue``).
    ///
    /// SwiftUI hands a preference to every ancestor, past the modifier that reads it, unless a
    /// view transforms what it passes on. Scroll views nest — a horizontal strip with a stage of
    /// its own inside a vertical page with another — and the reports of a scroll view's content
    /// belong to its own stage: an enclosing stage given them would lay out the strip's elements
    /// (in the strip's coordinates, replacing its own elements of the same name) and, below
    /// iOS 18 / macOS 15, take the strip's content frame and size for its own. So each modifier
    /// passes this on instead (`transformPreference`), and an element belongs to the innermost
    /// scroll view fed by a modifier.
    package static func passedOn(from value: Value) -> Value { defaultValue }
}

/// The frames of the elements laid out now, by name, in content coordinates: a later report of a
/// name replaces an earlier one.
package enum ElementFramesReport: ScrollContentReport {
    package static var defaultValue: [String: CGRect] { [:] }
    package static func combine(_ value: inout [String: CGRect], _ next: [String: CGRect]) {
        value.merge(next) { _, new in new }
    }
}

/// The content's frame in the scroll view's coordinates (the fallback's offset): a later frame
/// replaces an earlier one, and `.zero` — nothing measured — replaces none.
package enum ContentFrameReport: ScrollContentReport {
    package static var defaultValue: CGRect { .zero }
    package static func combine(_ value: inout CGRect, _ next: CGRect) {
        if next != .zero { value = next }
    }
}

/// The scroll view's size and safe area insets, as the fallback measures them.
package struct ReportedViewport: Equatable, Sendable {
    /// The scroll view's size.
    package var size: CGSize
    /// Its safe area insets.
    package var safeArea: ScrollPhysics.Insets

    package init(size: CGSize = .zero, safeArea: ScrollPhysics.Insets = .zero) {
        self.size = size
        self.safeArea = safeArea
    }

    /// The geometry of a scroll view of this viewport whose content has the frame `contentFrame`
    /// in its coordinates (``ScrollViewGeometry/measuredContent(frame:containerSize:safeAreaInsets:)``),
    /// or `nil` while the viewport has no size (not measured yet).
    package func geometry(contentFrame: CGRect) -> ScrollViewGeometry? {
        guard size != .zero else { return nil }
        return .measuredContent(frame: contentFrame, containerSize: size, safeAreaInsets: safeArea)
    }
}

/// The scroll view's ``ReportedViewport``: a later viewport with a size replaces an earlier one.
package enum ViewportReport: ScrollContentReport {
    package static var defaultValue: ReportedViewport { ReportedViewport() }
    package static func combine(_ value: inout ReportedViewport, _ next: ReportedViewport) {
        if next.size != .zero { value = next }
    }
}
