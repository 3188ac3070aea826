extension Stage {
    /// One boundary of a scene, placed for drawing: where it is crossed, where it sits in the
    /// content and in the viewport, and how it was resolved — GSAP's `markers: true`, as data.
    ///
    /// An app draws a debug overlay from these: a line in the content at ``contentPosition`` (it
    /// scrolls with the content) and a line fixed in the viewport at ``viewportPosition``; the two
    /// meet exactly when the offset reaches ``offset``, which is when the boundary is crossed.
    ///
    /// ```swift
    /// let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844),
    ///                                       content: CGSize(width: 390, height: 3000),
    ///                                       elements: ["card": CGRect(x: 0, y: 1200, width: 390, height: 300)]))
    /// try stage.add(ScrollScene("card", start: .element("card", .start, meets: .center), length: 300))
    /// for marker in stage.markers {
    ///     print(marker.scene, marker.boundary, marker.offset, marker.explanation)
    /// }
    /// // card start 778.0 element `card` top meets viewport centre
    /// // card end 1078.0 start + 300 pt
    /// ```
    public struct Marker: Hashable, Sendable {
        /// Which boundary of its scene a marker is.
        ///
        /// Closed forever (a range has a start and an end), so it is an enum.
        public enum Boundary: String, Hashable, Sendable {
            /// Where the scene starts (the only marker of a trigger).
            case start
            /// Where the scene ends.
            case end
        }

        /// The scene's name.
        public var scene: String
        /// Which boundary this is.
        public var boundary: Boundary
        /// Whether the scene is a trigger (length 0): its one marker is its ``Boundary/start``.
        public var isTrigger: Bool
        /// The scroll offset at which the boundary lies, in points.
        public var offset: Double
        /// Where the boundary sits in the viewport, in points from the viewport's start along the
        /// axis: the viewport edge its anchor names (0 for an absolute offset; an end given as a
        /// length uses its start's).
        public var viewportPosition: Double
        /// The scene's hysteresis: events at this boundary happen this many points past it.
        public var hysteresis: Double
        /// How the boundary was resolved, in words: "element \`card\` top meets viewport centre",
        /// `fixed offset`, `start + 844 pt` (leading and trailing on a horizontal axis).
        public var explanation: String

        /// Where the boundary sits in the content, in points from the content's start:
        /// ``offset`` + ``viewportPosition``, so a line drawn there in the content meets the line at
        /// ``viewportPosition`` in the viewport exactly at ``offset``.
        public var contentPosition: Double { offset + viewportPosition }

        /// What the marker is and where, as the description and the diagram label it:
        /// "start 778", "trigger 0".
        var heading: String { "\(isTrigger ? "trigger" : boundary.rawValue) \(Readout.number(offset))" }

        /// Creates a marker.
        package init(scene: String, boundary: Boundary, isTrigger: Bool, offset: Double, viewportPosition: Double, hysteresis: Double, explanation: String) {
            self.scene = scene
            self.boundary = boundary
            self.isTrigger = isTrigger
            self.offset = offset
            self.viewportPosition = viewportPosition
            self.hysteresis = hysteresis
            self.explanation = explanation
        }
    }

    /// The boundaries of every resolved scene, in the order the scenes were added: each scene's
    /// start, then its end (a trigger has only its start). Unresolved scenes have none (see
    /// ``unresolvedScenes``).
    ///
    /// - Complexity: O(*s*) for *s* scenes. Not meant for the per-frame path: read it when the
    ///   layout or the scenes change.
    public var markers: [Marker] {
        (0..<slots.count).flatMap { markers(of: $0) }
    }

    /// The markers of the scene in `slots[index]`: none while it is unresolved.
    func markers(of index: Int) -> [Marker] {
        let slot = slots[index]
        guard slot.resolved else { return [] }
        let scene = scenes[index], axis = layout.axis
        let startPosition = scene.start.viewportPosition(in: layout)
        var markers = [Marker(
            scene: scene.name, boundary: .start, isTrigger: slot.isTrigger, offset: slot.start,
            viewportPosition: startPosition, hysteresis: scene.hysteresis, explanation: scene.start.explanation(on: axis))]
        guard !slot.isTrigger else { return markers }
        let (endPosition, endExplanation) = switch scene.end {
        case .length(let length): (startPosition, "start + \(Readout.number(length)) pt")
        case .anchor(let anchor): (anchor.viewportPosition(in: layout), anchor.explanation(on: axis))
        }
        markers.append(Marker(
            scene: scene.name, boundary: .end, isTrigger: false, offset: slot.end, viewportPosition: endPosition,
            hysteresis: scene.hysteresis, explanation: endExplanation))
        return markers
    }

    /// Why the scene in `slots[index]` cannot be placed: "element \`x\` missing" for each element
    /// its anchors name that the layout does not have, or a non-finite resolved offset.
    func unresolvedReason(of index: Int) -> String {
        var missing: [String] = []
        for name in scenes[index].anchors.compactMap(\.elementName) where layout.elements[name] == nil && !missing.contains(name) {
            missing.append(name)
        }
        if missing.isEmpty { return "unresolved: an anchor is not a finite offset" }
        return "unresolved: " + missing.map { "element `\($0)` missing" }.joined(separator: ", ")
    }
}
