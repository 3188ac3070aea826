/// A ``Stage``'s state, saved so an intro or a long page can be restored where the user left it —
/// without replaying the events of every scene the user already went through.
///
/// ```swift
/// let data = try JSONEncoder().encode(stage.snapshot)
/// // … next launch, after adding the same scenes:
/// try stage.restore(JSONDecoder().decode(StageSnapshot.self, from: data))
/// ```
///
/// A stage whose ``Stage/loadEvents`` is not ``Stage/LoadEvents/silent`` treats a restore as a page
/// load at the saved position: ``Stage/LoadEvents/onScreen`` reports the `enter` of each scene
/// saved as active (and still nothing of those gone through, whose toggled animations it completes
/// silently), ``Stage/LoadEvents/fromStart`` every
/// event a scroll from the top to the saved states reports.
///
/// A snapshot is opaque apart from its ``offset``: take it from ``Stage/snapshot``, store it (it is
/// `Codable`), and give it back to ``Stage/restore(_:)``.
public struct StageSnapshot: Hashable, Sendable, Codable {
    /// One scene's state.
    package struct SceneSnapshot: Hashable, Sendable, Codable {
        /// Whether the offset is past the scene's start (as its events last reported).
        package var passedStart: Bool
        /// Whether the offset is past the scene's end.
        package var passedEnd: Bool
        /// Whether a ``ScrollScene/once`` scene has completed.
        package var completed: Bool

        /// Creates a scene snapshot.
        package init(passedStart: Bool, passedEnd: Bool, completed: Bool) {
            self.passedStart = passedStart
            self.passedEnd = passedEnd
            self.completed = completed
        }
    }

    /// The stage's offset, or `nil` if it has never been given one.
    public internal(set) var offset: Double?
    /// The state of each scene, by name.
    package var scenes: [String: SceneSnapshot]

    /// Creates a snapshot.
    package init(offset: Double?, scenes: [String: SceneSnapshot]) {
        self.offset = offset
        self.scenes = scenes
    }
}
