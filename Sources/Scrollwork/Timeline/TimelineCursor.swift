/// Remembers where the last lookup in a timeline landed, so that the next one, a few points
/// away, is found in a step or two instead of a binary search.
///
/// A cursor is plain state owned by the caller: keep one per timeline you read every frame and pass
/// it `inout` to ``Timeline/value(at:cursor:)``. It is only a hint: a cursor used with another
/// timeline, or one whose timeline changed, still gives correct values (it just searches again).
public struct TimelineCursor: Sendable, Hashable {
    @usableFromInline
    var index: Int

    /// A cursor at the first segment.
    @inlinable
    public init() { index = 0 }
}
