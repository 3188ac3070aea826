#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The geometry a ``Stage`` resolves ``ScrollAnchor``s against: the scroll axis, the viewport and
/// content sizes, and the frames of named elements in content coordinates.
///
/// Give the stage a new layout whenever any of these change (rotation, a resized window, content
/// loaded late, a mobile toolbar changing the viewport height); every scene is resolved again and
/// the stage re-syncs to its current offset.
///
/// Layouts are `Hashable` at every deployment floor: the hash combines the sizes' and frames'
/// numbers, since Apple's SDKs make `CGSize` and `CGRect` `Hashable` only from iOS 18 and macOS 15.
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

extension StageLayout {
    /// Hashes the axis, the sizes and every element's name and frame, consistently with `==`
    /// (a frame hashes as its standardized rectangle, which equal rectangles share on every
    /// platform). O(elements).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(size: viewport)
        hasher.combine(size: content)
        // Order-independent, as a dictionary's own hash is: each entry hashed alone, then combined
        // by a commutative sum.
        var entries = 0
        for (name, frame) in elements {
            var entry = Hasher()
            entry.combine(name)
            entry.combine(rect: frame)
            entries &+= entry.finalize()
        }
        hasher.combine(elements.count)
        hasher.combine(entries)
    }
}

extension Hasher {
    /// Combines a size's width and height.
    mutating func combine(size: CGSize) {
        combine(Double(size.width))
        combine(Double(size.height))
    }

    /// Combines a rectangle's standardized origin and size.
    mutating func combine(rect: CGRect) {
        let rect = rect.standardized
        combine(Double(rect.origin.x))
        combine(Double(rect.origin.y))
        combine(size: rect.size)
    }
}
