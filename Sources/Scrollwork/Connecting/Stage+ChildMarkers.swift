extension Stage {
    /// The markers of a child stage driven by one of this stage's scenes (``Track/driving(_:)``),
    /// placed on this stage: where, in this stage's offsets, each of the child's boundaries is
    /// crossed.
    ///
    /// A child boundary at child offset *c* is crossed when this stage reaches
    /// `start + c / childRange × length`, where `start` and `length` are the driving scene's and
    /// `childRange` is the child's ``StageLayout/maximumOffset``. Each marker keeps its child
    /// scene's name and boundary; its ``Marker/offset`` is that offset of this stage, its
    /// ``Marker/hysteresis`` the child's scaled the same way, its ``Marker/viewportPosition`` the
    /// driving scene's start's (where the section is held while the child scrolls), and its
    /// ``Marker/explanation`` the child's, prefixed with the scene's name. A child boundary beyond
    /// the child's range is placed by the same formula, past the scene's end (it is never crossed
    /// while the scene drives the child). Where the formula overflows — a scene longer than the
    /// largest `Double` (`-1e308 … 1e308`), or a child whose range is subnormal — the child's
    /// progress `c / childRange` places the marker instead, as ``StageLabel`` places a label: the
    /// blend of the scene's ends at that progress when its length overflows (so `-1e308 … 1e308`
    /// places the child's start at -1e308 and its middle at 0), and the hysteresis is that
    /// progress's distance from the scene's start. No offset or hysteresis is NaN or infinite:
    /// one beyond the `Double` range is capped at ±`greatestFiniteMagnitude`.
    ///
    /// - Parameters:
    ///   - child: The stage the scene drives.
    ///   - scene: The name of the scene whose progress drives it.
    /// - Returns: The child's markers in its order, or none for an unknown or unresolved scene or
    ///   a child without a scroll range.
    /// - Complexity: O(*s* + *p*) for the child's *s* scenes and the parent's *p* (the parent's
    ///   markers are built to find the driving scene's). Not meant for the per-frame path.
    public func markers(ofChild child: Stage, drivenBy scene: String) -> [Marker] {
        let childRange = child.layout.maximumOffset
        guard let range = range(of: scene), childRange > 0,
              let start = markers.first(where: { $0.scene == scene && $0.boundary == .start })
        else { return [] }
        let length = range.upperBound - range.lowerBound, scale = length / childRange
        // `start + c × scale`. Where that overflows — a scene longer than the largest Double (its
        // length is ∞), a child of subnormal range (the scale is ∞, and 0 × ∞ is NaN) — the child's
        // progress `c / childRange` places it on the scene as labels do: `start + progress × length`,
        // or the blend of the scene's ends when the length overflows; capped at ±greatestFiniteMagnitude.
        func place(_ c: Double) -> Double {
            let offset = range.lowerBound + c * scale
            if offset.isFinite { return offset }
            let progress = c / childRange
            return saturated(length.isFinite ? range.lowerBound + progress * length : lerp(range.lowerBound, range.upperBound, progress))
        }
        // The hysteresis is a distance: the same, less the scene's start.
        func distance(_ h: Double) -> Double {
            let distance = h * scale
            if distance.isFinite { return distance }
            let progress = h / childRange
            return saturated(length.isFinite ? progress * length : lerp(range.lowerBound, range.upperBound, progress) - range.lowerBound)
        }
        return child.markers.map { marker in
            Marker(
                scene: marker.scene, boundary: marker.boundary, isTrigger: marker.isTrigger,
                offset: place(marker.offset), viewportPosition: start.viewportPosition,
                hysteresis: distance(marker.hysteresis), explanation: "in `\(scene)`: \(marker.explanation)")
        }
    }
}
