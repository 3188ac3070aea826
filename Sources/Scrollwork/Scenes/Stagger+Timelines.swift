// A stagger's two uses: scrubbed (each target's timeline moved along the scroll) and triggered
// (each target's animation delayed in time).

extension Stagger {
    /// The timeline spread over `count` targets within one scene (scrubbed, the offsets as
    /// fractions of the scene): target `i`'s timeline runs over `offset[i] … offset[i] + (1 − span)`
    /// of the scene, where `span` is the farthest target's offset — so the first target starts
    /// where the timeline starts, and the farthest ends exactly where it ends.
    ///
    /// Every scale at `start`, `length` becomes `offset[i] + start·(1 − span)`,
    /// `length·(1 − span)`; the values, easings and colour space are kept. For `timeline` keyed on
    /// ``TrackDomain/progress`` (its scales within `0...1`), a target's run is `(1 − span)` of the
    /// scene; with ``Spread/amount(_:)`` `A`, `span = A` (GSAP's `stagger: { amount }` inside a
    /// scrubbed timeline of duration 1); with ``Spread/each(_:)``, `span = each · farthest distance`.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
    /// let fades = try Stagger(spread: .each(0.25)).spread(fade, count: 3)
    /// print(fades.map { $0.value(at: 0.5) })   // runs 0…0.5, 0.25…0.75, 0.5…1
    /// ```
    ///
    /// ```text
    /// [1.0, 0.5, 0.0]
    /// ```
    ///
    /// - Parameters:
    ///   - timeline: The animation of one target, keyed on progress.
    ///   - count: How many targets, ≥ 0.
    /// - Returns: One timeline per target, in order.
    /// - Throws: ``StaggerError``: as ``offsets(count:)``, and ``StaggerError/spanTooLong(_:)`` when
    ///   the span is 1 or more (no room left for a run).
    /// - Complexity: O(*n* · *k*) for *n* targets and *k* scales.
    public func spread<Value: Interpolatable>(_ timeline: Timeline<Value>, count: Int) throws(StaggerError) -> [Timeline<Value>] {
        let offsets = try offsets(count: count)
        let span = offsets.max() ?? 0
        guard span < 1 else { throw .spanTooLong(span) }
        return try Self.transform(timeline, shifts: offsets, scale: 1 - span)
    }

    /// The timeline moved along the scroll for each of `count` targets (scrubbed, the offsets in
    /// the timeline's own unit: points for ``TrackDomain/sceneOffset`` or ``TrackDomain/offset``,
    /// a fraction for ``TrackDomain/progress``): target `i`'s scales start `offset[i]` later,
    /// their lengths kept.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let rise = try Timeline(initial: 40.0) { Segment(to: 0, over: 200) }       // over 200 points
    /// let rises = try Stagger(spread: .each(60)).shifted(rise, count: 3)            // 60 points apart
    /// print(rises.map { $0.scales[0].start })
    /// ```
    ///
    /// ```text
    /// [0.0, 60.0, 120.0]
    /// ```
    ///
    /// A target shifted past its scene's end is held at its first value there (a progress or
    /// scene-offset timeline is clamped to the scene): use ``spread(_:count:)`` to fit the runs in.
    ///
    /// - Parameters:
    ///   - timeline: The animation of one target.
    ///   - count: How many targets, ≥ 0.
    /// - Returns: One timeline per target, in order.
    /// - Throws: ``StaggerError``: as ``offsets(count:)``, and ``StaggerError/timeline(_:)`` for a
    ///   shift that makes a scale's start infinite.
    /// - Complexity: O(*n* · *k*) for *n* targets and *k* scales.
    public func shifted<Value: Interpolatable>(_ timeline: Timeline<Value>, count: Int) throws(StaggerError) -> [Timeline<Value>] {
        try Self.transform(timeline, shifts: offsets(count: count), scale: 1)
    }

    /// Each target's delay, in seconds, for a triggered stagger: ``offsets(count:)``, the spread
    /// in seconds (``Spread/amount(_:)``: the last target starts `amount` seconds after the
    /// first; ``Spread/each(_:)``: each index, cell or point adds `each` seconds).
    ///
    /// - Parameter count: How many targets, ≥ 0.
    /// - Returns: One delay per target, in order, all ≥ 0.
    /// - Throws: ``StaggerError``, as ``offsets(count:)``.
    /// - Complexity: O(*n*).
    public func delays(count: Int) throws(StaggerError) -> [Double] {
        try offsets(count: count)
    }

    /// The animation once per target, each started its delay later (``delays(count:)`` added to
    /// the animation's own ``PropertyAnimation/delay``): connect each to its target's toggles
    /// (``Animator/connect(_:to:_:threshold:forKey:actions:)``) and one `enter` plays them as a
    /// wave. Reversing plays back without the delay's gap growing: each run starts its own delay
    /// after its toggle, as a lone animation with that delay does.
    ///
    /// - Parameters:
    ///   - animation: The animation of one target.
    ///   - count: How many targets, ≥ 0.
    /// - Returns: One animation per target, in order.
    /// - Throws: ``StaggerError``, as ``offsets(count:)``; ``StaggerError/nonFiniteOffset`` if a
    ///   delay added to the animation's overflows.
    /// - Complexity: O(*n*).
    public func animations<Value>(_ animation: PropertyAnimation<Value>, count: Int) throws(StaggerError) -> [PropertyAnimation<Value>] {
        let delays = try delays(count: count)
        guard delays.allSatisfy({ (animation.delay + $0).isFinite }) else { throw .nonFiniteOffset }
        return delays.map { delay in
            var copy = animation
            copy.delay += delay
            return copy
        }
    }

    /// `timeline` once per shift, as ``transform(_:shift:scale:)`` makes it. A loop, not `map`:
    /// an SDK's `map` before Swift 6 rethrows `any Error`, not the closure's typed error.
    static func transform<Value: Interpolatable>(_ timeline: Timeline<Value>, shifts: [Double], scale: Double) throws(StaggerError) -> [Timeline<Value>] {
        var timelines: [Timeline<Value>] = []
        timelines.reserveCapacity(shifts.count)
        for shift in shifts { timelines.append(try transform(timeline, shift: shift, scale: scale)) }
        return timelines
    }

    /// `timeline` with every scale moved to `shift + start·scale` and stretched by `scale` (> 0).
    static func transform<Value: Interpolatable>(_ timeline: Timeline<Value>, shift: Double, scale: Double) throws(StaggerError) -> Timeline<Value> {
        var moved = timeline
        moved.removeAll()
        let scales = timeline.scales.map { original in
            // Both ends move by the same map, so touching scales still touch; the length is the
            // largest whose end (start + length, as a scale computes it) does not pass the mapped end.
            let start = shift + original.start * scale, end = shift + original.end * scale
            var length = end - start
            while length > 0 && start + length > end { length = length.nextDown }
            return Scale(start: start, length: length, to: original.to, easing: original.easing)
        }
        do {
            try moved.insert(contentsOf: scales)
        } catch {
            throw .timeline(error)
        }
        return moved
    }
}
