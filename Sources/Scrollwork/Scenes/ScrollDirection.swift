/// Which way the offset moved.
///
/// Closed forever (an offset grows or shrinks), so it is an enum.
public enum ScrollDirection: Hashable, Sendable {
    /// The offset grew (scrolling down, or right on a horizontal axis).
    case forward
    /// The offset shrank.
    case backward
}

/// Where the offset is relative to a scene, as its events have reported it.
///
/// Closed forever (before, inside, after), so it is an enum.
public enum SceneState: Hashable, Sendable {
    /// Before the scene's start (or, with hysteresis, not yet far enough past it).
    case before
    /// Strictly inside the scene. A zero-length scene (a trigger) is never active.
    case active
    /// At or past the scene's end.
    case after
}
