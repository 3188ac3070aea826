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
    /// while the scene drives the child).
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
        let scale = (range.upperBound - range.lowerBound) / childRange
        return child.markers.map { marker in
            Marker(
                scene: marker.scene, boundary: marker.boundary, isTrigger: marker.isTrigger,
                offset: range.lowerBound + marker.offset * scale, viewportPosition: start.viewportPosition,
                hysteresis: marker.hysteresis * scale, explanation: "in `\(scene)`: \(marker.explanation)")
        }
    }
}
