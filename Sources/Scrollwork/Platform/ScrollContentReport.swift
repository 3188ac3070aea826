import Foundation

/// A measurement that views inside a SwiftUI scroll view report up the view tree to the modifier
/// feeding a stage from that scroll view — a preference, in SwiftUI's terms: the frames of marked
/// elements (``ElementFramesReport``) and, below iOS 18 / macOS 15, the content's frame
/// (``ContentFrameReport``) and the scroll view's size and safe area (``ViewportReport``).
///
/// SwiftUI starts from ``defaultValue`` and folds in the values the views below report, in tree
/// order, with ``combine(_:_:)`` (a preference key's `reduce(value:nextValue:)`); a modifier reads
/// the result for its content.
package protocol ScrollContentReport {
    /// What is reported.
    associatedtype Value: Equatable
    /// The value when no view reports one.
    static var defaultValue: Value { get }
    /// Folds `next`, reported by a view later in the tree, into `value`.
    static func combine(_ value: inout Value, _ next: Value)
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
package struct ReportedViewport: Hashable, Sendable {
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
