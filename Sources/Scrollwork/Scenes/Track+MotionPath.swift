/// A path track's destination: turns the travelled fraction into a placement on the path and
/// hands it on.
struct PathDestination<Inner: TrackDestination>: TrackDestination where Inner.Value == MotionPath.Placement {
    let inner: Inner
    let path: MotionPath
    let rotation: MotionPath.Rotation

    func write(_ value: Double) { inner.write(path.placement(at: value, rotation: rotation)) }
}

extension Track {
    /// A track that moves an element along `path`: `travel` says how far along it is, as a
    /// fraction of the path's length, and `write` receives the ``MotionPath/Placement`` there —
    /// a position and, with ``MotionPath/Rotation/tangent(offset:)``, the tangent's angle.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let path = try MotionPath(pathData: "M0 0 C50 -80 150 80 200 0")
    /// // The second quarter of the path over the scene, easing out.
    /// let travel = try Timeline(initial: 0.25) { Segment(to: 0.5, over: 1, easing: .easeOutCubic) }
    /// let track = Track(along: path, travel: travel, rotation: .tangent()) { placement in
    ///     print(placement.position, placement.angle)
    /// }
    /// .named("plane.path")
    /// ```
    ///
    /// The travel timeline is an ordinary `Timeline<Double>` keyed on `domain`, so scales, easing,
    /// holds and several legs work as for any number; its values are clamped into `0...1` when
    /// placed (a path is not wrapped). Reduced motion acts on the travel: a
    /// ``MotionKind/decorative`` path track (the default) jumps to each scale's end, as a number
    /// track does.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - travel: The fraction of the path's length travelled, keyed on `domain`.
    ///   - rotation: Whether the angle follows the tangent (default ``MotionPath/Rotation/fixed``).
    ///   - domain: What the travel timeline's offsets mean (default ``TrackDomain/progress``).
    ///   - motion: What kind of motion it makes (default ``MotionKind/decorative``).
    ///   - write: Receives each new placement.
    /// - Complexity: Each write costs a placement: O(log *n* + log *k*) on a path of *n* segments
    ///   (see ``MotionPath``).
    public init(along path: MotionPath, travel: Timeline<Double>, rotation: MotionPath.Rotation = .fixed, domain: TrackDomain = .progress,
                motion: MotionKind? = nil, write: @escaping (MotionPath.Placement) -> Void) {
        self.init(travel, domain: domain, motion: motion, to: PathDestination<ClosureDestination<MotionPath.Placement>>.self) {
            let writer = TrackWriter(write)
            return (PathDestination(inner: ClosureDestination(writer), path: path, rotation: rotation), writer)
        }
        follow(path, travel: travel, rotation: rotation)
    }

    /// A track that moves an element along `path` from fraction `start` to fraction `end` of its
    /// length over the track's range (progress 0 to 1), with `easing` — GSAP's `motionPath` with
    /// `start` and `end`.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let loop = try MotionPath(pathData: "M0 100 A100 100 0 1 1 200 100 A100 100 0 1 1 0 100")
    /// let track = Track(along: loop, from: 0, to: 0.5, rotation: .tangent(offset: .pi / 2)) { placement in
    ///     print(placement)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - start: The fraction of the length at progress 0 (default 0).
    ///   - end: The fraction at progress 1 (default 1); below `start` travels backwards.
    ///   - easing: How progress maps to travel (default linear).
    ///   - rotation: Whether the angle follows the tangent (default ``MotionPath/Rotation/fixed``).
    ///   - motion: What kind of motion it makes (default ``MotionKind/decorative``).
    ///   - write: Receives each new placement.
    /// - Precondition: `start` and `end` are finite.
    public init(along path: MotionPath, from start: Double = 0, to end: Double = 1, easing: Easing = .linear, rotation: MotionPath.Rotation = .fixed,
                motion: MotionKind? = nil, write: @escaping (MotionPath.Placement) -> Void) {
        self.init(along: path, travel: Track.travel(from: start, to: end, easing: easing), rotation: rotation, motion: motion, write: write)
    }

    /// A track that writes its placements to `object[keyPath: keyPath]`, holding `object` weakly
    /// (see ``init(along:travel:rotation:domain:motion:write:)``).
    public init<Root: AnyObject>(along path: MotionPath, travel: Timeline<Double>, rotation: MotionPath.Rotation = .fixed,
                                 to keyPath: ReferenceWritableKeyPath<Root, MotionPath.Placement>, on object: Root,
                                 domain: TrackDomain = .progress, motion: MotionKind? = nil) {
        self.init(along: path, travel: travel, rotation: rotation, domain: domain, motion: motion) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
        self.keyPath = keyPath
    }

    /// A track that writes its placements into `buffer` from slot `slot` on: x, y and the angle,
    /// three slots (see ``init(along:travel:rotation:domain:motion:write:)`` and
    /// ``init(_:into:at:domain:motion:)``).
    ///
    /// - Precondition: `0 <= slot` and `slot + 3 <= buffer.count`.
    public init(along path: MotionPath, travel: Timeline<Double>, rotation: MotionPath.Rotation = .fixed, into buffer: TrackBuffer, at slot: Int,
                domain: TrackDomain = .progress, motion: MotionKind? = nil) {
        precondition(slot >= 0 && slot <= buffer.count - 3, "Track(along:into:at: \(slot)): 3 components do not fit a TrackBuffer of \(buffer.count) slots")
        self.init(travel, domain: domain, motion: motion, to: PathDestination<BufferDestination<MotionPath.Placement>>.self) {
            (PathDestination(inner: BufferDestination(buffer.start + slot), path: path, rotation: rotation), buffer)
        }
        bufferSlots = slot..<slot + 3
        follow(path, travel: travel, rotation: rotation)
    }

    /// A travel timeline from `start` to `end` over progress `0...1`.
    static func travel(from start: Double, to end: Double, easing: Easing) -> Timeline<Double> {
        precondition(start.isFinite && end.isFinite, "Track(along:from:to:) needs finite fractions, got \(start) and \(end)")
        var timeline = Timeline(initial: start)
        try! timeline.insert(Scale(start: 0, length: 1, to: end, easing: easing))   // a valid scale: finite, length 1
        return timeline
    }

    /// Makes the track's queries, diagram and document speak of placements on `path`, not of the
    /// travelled fraction.
    mutating func follow(_ path: MotionPath, travel: Timeline<Double>, rotation: MotionPath.Rotation) {
        valueType = MotionPath.Placement.self
        read = { position, discrete in
            Track.components(of: travel, at: position, discrete: discrete).map { path.placement(at: $0[0], rotation: rotation).animationComponents }
        }
        sample = { positions in
            var samples = Track.components(of: travel, at: positions)
            samples.valueType = MotionPath.Placement.self
            samples.values = samples.values?.map { path.placement(at: $0[0], rotation: rotation).animationComponents }
            return samples
        }
        documentTimeline = .path(travel, PathTravel(path: path, rotation: rotation))
    }
}

/// What a document keeps of a path track besides its travel timeline.
@usableFromInline
struct PathTravel: Equatable, Sendable {
    var path: MotionPath
    var rotation: MotionPath.Rotation
}
