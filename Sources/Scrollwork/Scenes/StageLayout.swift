import Foundation

/// The geometry a ``Stage`` resolves ``ScrollAnchor``s against: the scroll axis, the viewport and
/// content sizes, and the frames of named elements in content coordinates.
///
/// Give the stage a new layout whenever any of these change (rotation, a resized window, content
/// loaded late, a mobile toolbar changing the viewport height); every scene is resolved again and
/// the stage re-syncs to its current offset.
public struct StageLayout: Hashable, Sendable {
    /// The axis offsets are measured along.
    public var axis: ScrollAxis
    /// The size of the visible area.
    public var viewport: CGSize
    /// The size of the scrollable content.
    public var content: CGSize
    /// Frames of named elements, in content coordinates.
    public var elements: [String: CGRect]

    /// Creates a layout. Everything defaults to empty, which resolves absolute anchors only.
    public init(axis: ScrollAxis = .vertical, viewport: CGSize = .zero, content: CGSize = .zero, elements: [String: CGRect] = [:]) {
        self.axis = axis
        self.viewport = viewport
        self.content = content
        self.elements = elements
    }

    /// The largest offset the content allows (content length − viewport length, at least 0).
    ///
    /// Capped at `greatestFiniteMagnitude`; 0 when either length is NaN.
    public var maximumOffset: Double {
        let offset = axis.length(of: content) - axis.length(of: viewport)
        return offset.isNaN ? 0 : min(max(offset, 0), .greatestFiniteMagnitude)
    }
}
