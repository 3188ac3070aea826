import Foundation

// An element of the layout changes length, and everything after it moves: re-placing only the
// scenes anchored to what moved.

extension Stage {
    /// Changes the length of the element named `name` along the scroll axis by `delta` points, as
    /// when content above grows (an image loads, a cell expands): every element that starts at or
    /// after the element's old end moves by `delta`, the content grows by `delta`, and the scenes
    /// anchored to what moved are placed again.
    ///
    /// The result is exactly that of setting ``layout`` to a copy with the element's length along
    /// the axis (`size.height` on a vertical axis) plus `delta`, the `origin` of every element whose
    /// start (`minY`) is at or after the element's old end (`maxY`) plus `delta`, and the content's
    /// length plus `delta` — the same positions, states, track values and events, in the same
    /// order — but only the scenes anchored to the element, to the moved elements or to the
    /// content are resolved again, elements are found by number rather than by name, and the
    /// layout's dictionary of elements is brought up to date only when ``layout`` is next read.
    ///
    /// ```swift
    /// stage.resizeElement(named: "hero-image", by: 240)   // the image loaded: 240 points taller
    /// ```
    ///
    /// - Parameters:
    ///   - name: The element's name in ``layout``.
    ///   - delta: The change of its length, in points (negative to shrink it).
    /// - Returns: `false`, changing nothing, if the layout has no such element, `delta` is NaN or
    ///   infinite, or the element's length would be negative after the change; otherwise `true`.
    ///   A frame of negative size is read standardized, as anchors read it (its length is the
    ///   size's magnitude), and is stored standardized once resized.
    /// - Complexity: O(log *e* + *m*) for the *m* elements and scenes moved, plus the events it
    ///   reports. The sorted boundaries of the moved scenes are put back in order at the next move
    ///   (or other change of the scenes), once for every resize since the last: O(*w*) for the *w*
    ///   boundaries between the lowest and the highest that moved. The first call after the layout
    ///   or the scenes changed is O(*s* + *e* log *e*), to index the elements and their scenes.
    @discardableResult
    public func resizeElement(named name: String, by delta: Double) -> Bool {
        precondition(runningClosure == nil, "Stage.resizeElement(named:by:) called from \(runningClosure!)")
        guard let element = elementIndex.ids[name].map(Int.init) else { return false }
        if needsFullScan {
            // Some flags may disagree with the offset (a restore): a whole relayout re-syncs all.
            guard elementIndex.canResize(element, by: delta) else { return false }
            layout = elementIndex.layout(resizing: element, by: delta)
            return true
        }
        // (A mutating call: a non-mutating one on the index, which the stage holds, would copy it.)
        guard elementIndex.resize(element, by: delta) else { return false }
        layoutGeneration &+= 1
        // Every element is in place: the scenes anchored to the changed ones, and to the content.
        replaceScenesAnchoredToChangedElements(contentChanged: true)
        return true
    }

    /// The order `take` records a scene's events in.
    static func sequence(_ kind: SceneEvent.Kind) -> Int {
        switch kind {
        case .enter: 0
        case .leave: 1
        case .enterBack: 2
        case .leaveBack: 3
        }
    }
}
