/// A ``Stage``'s state, saved so an intro or a long page can be restored where the user left it —
/// without replaying the events of every scene the user already went through.
///
/// ```swift
/// let data = try JSONEncoder().encode(stage.snapshot)
/// // … next launch, after adding the same scenes:
/// try stage.restore(JSONDecoder().decode(StageSnapshot.self, from: data))
/// ```
public struct StageSnapshot: Hashable, Sendable, Codable {
    /// One scene's state.
    public struct SceneSnapshot: Hashable, Sendable, Codable {
        /// Whether the offset is past the scene's start (as its events last reported).
        public var passedStart: Bool
        /// Whether the offset is past the scene's end.
        public var passedEnd: Bool
        /// Whether a ``ScrollScene/once`` scene has completed.
        public var completed: Bool

        /// Creates a scene snapshot.
        public init(passedStart: Bool, passedEnd: Bool, completed: Bool) {
            self.passedStart = passedStart
            self.passedEnd = passedEnd
            self.completed = completed
        }
    }

    /// The stage's offset, or `nil` if it has never been given one.
    public var offset: Double?
    /// The state of each scene, by name.
    public var scenes: [String: SceneSnapshot]

    /// Creates a snapshot.
    public init(offset: Double?, scenes: [String: SceneSnapshot]) {
        self.offset = offset
        self.scenes = scenes
    }
}
