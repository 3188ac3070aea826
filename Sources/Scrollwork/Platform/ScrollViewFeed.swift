import Foundation

/// Passes a scroll view's geometry on as offsets to a ``ScrollSource`` or a ``Stage``, keeping the
/// stage's ``StageLayout`` in step: the part of every platform binding that is not a platform call.
///
/// A binding (a `UIScrollView` observer, an `NSScrollView` observer, a SwiftUI modifier) reads the
/// view's `ScrollViewGeometry` and element frames whenever they may have changed and calls
/// ``update(_:)``. The feed then:
/// - **refuses** geometry with a NaN or infinite number: nothing is sent or laid out, and
///   ``refusedGeometryCount`` counts it (as ``ScrollSource`` counts refused offsets);
/// - for a stage, **lays it out** when the layout changed — viewport, content size or any element
///   frame, as after a rotation, a Dynamic Type change or content that loaded late — so anchors are
///   resolved again, then **scrolls** it to `ScrollViewGeometry/offset(along:)`;
/// - for a source, **sends** the offset along the source's axis.
///
/// ```swift
/// let stage = Stage()
/// let feed = ScrollViewFeed(stage: stage, axis: .vertical)
/// feed.elements["hero"] = CGRect(x: 0, y: 1200, width: 390, height: 400)
/// feed.update(ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 390, height: 3000),
///                                visibleSize: CGSize(width: 390, height: 844)))
/// stage.offset              // 300.0
/// stage.layout.elements["hero"]?.minY   // 1200.0
/// ```
///
/// Two feeds may write to the same stage (two bindings of one scroll view, say): the second
/// delivers the same offset and layout, which the stage treats as no change, so events are reported
/// once. A feed is used from one isolation domain, like its stage.
package final class ScrollViewFeed {
    enum Destination {
        case source(ScrollSource)
        case stage(Stage)
    }

    let destination: Destination
    /// The axis offsets are measured along (the source's, or the one given for a stage).
    package let axis: ScrollAxis
    /// Frames of named elements in content coordinates, laid out on a stage with the next
    /// ``update(_:)`` (ignored for a source).
    package var elements: [String: CGRect] = [:]
    /// How many geometries were refused for a non-finite number.
    package private(set) var refusedGeometryCount = 0
    /// The last geometry accepted, or `nil` before the first.
    package private(set) var geometry: ScrollViewGeometry?
    /// Called after every accepted update, with the offset delivered (for views that re-render
    /// from the stage).
    package var onUpdate: ((Double) -> Void)?

    /// A feed that sends offsets along `source.axis` to `source`.
    package init(source: ScrollSource) {
        destination = .source(source)
        axis = source.axis
    }

    /// A feed that lays out and scrolls `stage`, measuring along `axis` (default vertical; it
    /// becomes the layout's axis).
    package init(stage: Stage, axis: ScrollAxis = .vertical) {
        destination = .stage(stage)
        self.axis = axis
    }

    /// The stage fed, if any.
    package var stage: Stage? {
        if case .stage(let stage) = destination { return stage }
        return nil
    }

    /// The source fed, if any.
    package var source: ScrollSource? {
        if case .source(let source) = destination { return source }
        return nil
    }

    /// Delivers `geometry` (see the type's discussion).
    ///
    /// - Parameter geometry: The scroll view's current geometry.
    /// - Returns: `false` if it was refused as non-finite (and counted), otherwise `true`.
    /// - Complexity: O(*e*) for *e* elements to compare the layout, plus the stage's own work.
    @discardableResult
    package func update(_ geometry: ScrollViewGeometry) -> Bool {
        guard geometry.isFinite, elements.values.allSatisfy(\.animationComponents.isFinite) else {
            refusedGeometryCount += 1
            return false
        }
        self.geometry = geometry
        let offset = geometry.offset(along: axis)
        switch destination {
        case .source(let source):
            source.send(offset)
        case .stage(let stage):
            let layout = geometry.layout(axis: axis, elements: elements)
            if stage.layout != layout { stage.layout = layout }
            stage.setOffset(offset)
        }
        onUpdate?(offset)
        return true
    }
}

// A feed drives a stage, which lives in one isolation domain.
@available(*, unavailable)
extension ScrollViewFeed: Sendable {}
