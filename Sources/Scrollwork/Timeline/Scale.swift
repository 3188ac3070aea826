/// One segment of a ``Timeline``: over `start...end` the value eases from ``from`` to ``to``.
///
/// A scale is what Ouroboros calls a `Scale` (its `trigger` is ``start``, its `offset` is
/// ``length``). You give it where it starts, how long it is, where it goes and how; where it comes
/// *from* is not yours to choose: inserting it into a timeline links ``from`` to the value the
/// timeline has just before ``start``, which keeps every timeline continuous. A scale that is not
/// in a timeline has `from == to`.
///
/// ```swift
/// var opacity = Timeline(initial: 0.0)
/// try opacity.insert(Scale(start: 100, length: 200, to: 1, easing: .easeOutCubic))
/// opacity.scales[0].from   // 0.0, linked on insertion
/// ```
public struct Scale<Value: Interpolatable> {
    /// The scroll offset where the segment begins (points, inclusive).
    public let start: Double
    /// The segment's extent along the scroll axis (points); a timeline accepts only finite `length > 0`.
    public let length: Double
    /// The value at ``start``, linked by the timeline on insertion.
    public let from: Value
    /// The value at ``end`` and after it, until the next segment.
    public let to: Value
    /// How progress through the segment is eased.
    public let easing: Easing

    /// Creates a segment. Nothing is validated here; ``Timeline/insert(_:)`` refuses a scale whose
    /// bounds are not finite or whose length is not positive, with a ``TimelineError``.
    ///
    /// - Parameters:
    ///   - start: The offset where the segment begins.
    ///   - length: How long the segment is, > 0.
    ///   - to: The value the segment reaches at its end.
    ///   - easing: The timing curve (default ``Easing/linear``).
    @inlinable
    public init(start: Double, length: Double, to: Value, easing: Easing = .linear) {
        self.init(start: start, length: length, from: to, to: to, easing: easing)
    }

    /// A scale with its `from` already linked (what a timeline hands out).
    @inlinable
    init(start: Double, length: Double, from: Value, to: Value, easing: Easing) {
        self.start = start
        self.length = length
        self.from = from
        self.to = to
        self.easing = easing
    }

    /// The offset where the segment ends (inclusive): `start + length`.
    public var end: Double { start + length }

    /// The segment's value at `offset`: `from + (to − from) · easing(progress)` with progress
    /// clamped into `0...1`, so offsets before ``start`` give the eased value at 0 and after ``end``
    /// the eased value at 1. NaN gives the value at progress 0.
    ///
    /// A scale that a timeline would refuse still has a defined value: one whose length is not
    /// positive (zero, negative, NaN) is a jump at ``start`` — progress 0 before it, 1 from it on —
    /// and one with a NaN start stays at progress 0. Nothing here is NaN unless an endpoint or the
    /// easing makes it so.
    public func value(at offset: Double) -> Value {
        let progress: Double
        if !(length > 0) {
            progress = offset >= start ? 1 : 0
        } else {
            // An infinite length never gets past progress 0 before its (infinite) end.
            progress = offset >= end ? 1 : offset > start && length.isFinite ? (offset - start) / length : 0
        }
        return Value.interpolate(from: from, to: to, progress: easing(min(progress, 1)))
    }
}

extension Scale: Sendable where Value: Sendable {}
extension Scale: Equatable where Value: Equatable {}
extension Scale: Hashable where Value: Hashable {}

extension Scale: CustomStringConvertible {
    /// `[start, end] from → to (easing)`.
    public var description: String { "[\(start), \(end)] \(from) → \(to) (\(easing))" }
}
