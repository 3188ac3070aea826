extension ScrollPhysics {
    /// What a ``ScrollPhysics`` is doing.
    ///
    /// When the two axes differ the busier one wins, in this order: dragging, animating, bouncing,
    /// paging, snapping, decelerating, idle.
    public struct Activity: Hashable, Sendable, CustomStringConvertible {
        private enum Tag: Int, Hashable, Sendable {
            case idle, decelerating, snapping, paging, bouncing, animating, dragging
        }

        private let tag: Tag

        /// At rest.
        public static let idle = Activity(tag: .idle)
        /// A finger is on the content.
        public static let dragging = Activity(tag: .dragging)
        /// Gliding after a release, slowing by the deceleration rate.
        public static let decelerating = Activity(tag: .decelerating)
        /// Springing back to an edge, after a fling crossed it or a release outside the bounds.
        public static let bouncing = Activity(tag: .bouncing)
        /// Springing to a page after a release with paging enabled.
        public static let paging = Activity(tag: .paging)
        /// Springing to a ``ScrollPhysics/restingTarget`` after a release (snapping).
        public static let snapping = Activity(tag: .snapping)
        /// Running a programmatic ``ScrollPhysics/scroll(to:duration:easing:at:completion:)``.
        public static let animating = Activity(tag: .animating)

        /// Whether the content is moving on its own (not idle, not dragged).
        public var isMoving: Bool { tag != .idle && tag != .dragging }

        /// The busier of two activities.
        static func busier(_ a: Activity, _ b: Activity) -> Activity {
            a.tag.rawValue >= b.tag.rawValue ? a : b
        }

        /// `idle`, `dragging`, `decelerating`, `snapping`, `bouncing`, `paging` or `animating`.
        public var description: String {
            switch tag {
            case .idle: "idle"
            case .dragging: "dragging"
            case .decelerating: "decelerating"
            case .bouncing: "bouncing"
            case .paging: "paging"
            case .snapping: "snapping"
            case .animating: "animating"
            }
        }
    }
}
