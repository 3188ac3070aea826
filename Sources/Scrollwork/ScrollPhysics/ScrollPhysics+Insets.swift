extension ScrollPhysics {
    /// Extra room around a scroll view's content, in points: UIKit's `contentInset`.
    ///
    /// Core Graphics has no insets type, so Scrollwork has this one (UIKit's `UIEdgeInsets` and
    /// AppKit's `NSEdgeInsets` map field by field). The offset range grows by the insets: the content
    /// can rest `top` points above its start and `bottom` points past its end.
    public struct Insets: Hashable, Sendable {
        /// Room above the content.
        public var top: Double
        /// Room before the content's leading (left) edge.
        public var left: Double
        /// Room below the content.
        public var bottom: Double
        /// Room after the content's trailing (right) edge.
        public var right: Double

        /// Creates insets; each defaults to 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = Insets()

        /// Whether all four insets are finite.
        var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
    }
}
