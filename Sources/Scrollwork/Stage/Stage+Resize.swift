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
    ///   infinite, or the element's length is negative before or after the change; otherwise `true`.
    /// - Complexity: O(log *e* + *m*) for the *m* elements and scenes moved, plus the events it
    ///   reports. The sorted boundaries of the moved scenes are put back in order at the next move
    ///   (or other change of the scenes), once for every resize since the last: O(*w*) for the *w*
    ///   boundaries between the lowest and the highest that moved. The first call after the layout
    ///   or the scenes changed is O(*s* + *e* log *e*), to index the elements and their scenes.
    @discardableResult
    public func resizeElement(named name: String, by delta: Double) -> Bool {
        precondition(runningClosure == nil, "Stage.resizeElement(named:by:) called from \(runningClosure!)")
        guard delta.isFinite, let element = elementIDs[name].map(Int.init) else { return false }
        let axis = storedLayout.axis, frame = elementFrames[element]
        let length = axis.length(of: frame.size), newLength = length + delta
        guard length >= 0, newLength >= 0, newLength.isFinite else { return false }
        layoutGeneration &+= 1
        if needsFullScan {
            // Some flags may disagree with the offset (a restore): a whole relayout re-syncs all.
            var layout = self.layout
            layout.elements[name] = resized(frame, by: delta, axis: axis)
            let end = axis == .vertical ? Double(frame.maxY) : Double(frame.maxX)
            for id in 0..<elementFrames.count where id != element && origin(elementFrames[id], axis) >= end {
                layout.elements[elementNames[id]] = moved(elementFrames[id], by: delta, axis: axis)
            }
            if axis == .vertical { layout.content.height += CGFloat(delta) } else { layout.content.width += CGFloat(delta) }
            self.layout = layout
            return true
        }
        if !elementOrderValid { indexElements() }
        if !adjacencyValid { linkAll() }
        let oldEnd = axis == .vertical ? Double(frame.maxY) : Double(frame.maxX)

        // The elements: the resized one, and those that start at or after its old end; then the
        // scenes anchored to any of them or to the content (every element is in place by then).
        elementFrames[element] = resized(frame, by: delta, axis: axis)
        elementLengths[element] = axis.length(of: elementFrames[element].size)
        let first = elementOrder.lowerBound(oldEnd)
        movedElements.removeAll()
        movedElements.append(Int32(truncatingIfNeeded: element))
        let orderKeys = elementOrder.keys.base, orderSlots = elementOrder.slots.base
        for p in first..<elementOrder.count {
            let id = Int(orderSlots[p])
            guard id != element else { continue }
            movedElements.append(Int32(truncatingIfNeeded: id))
            let movedFrame = moved(elementFrames[id], by: delta, axis: axis)
            elementFrames[id] = movedFrame
            elementOrigins[id] = origin(movedFrame, axis)
            orderKeys[p] = elementOrigins[id]
        }
        // In order again: the moved elements keep their order among themselves (but for rounding
        // ties, and the resized element itself if it lies among them), so this is one comparison
        // per element unless a shrink moves them before earlier ones.
        elementOrder.sort(from: first)
        if axis == .vertical { storedLayout.content.height += CGFloat(delta) } else { storedLayout.content.width += CGFloat(delta) }
        contentLength = axis.length(of: storedLayout.content)
        scrollLength = storedLayout.maximumOffset
        elementsStale = true

        replaceScenesAnchoredToMovedElements(contentChanged: true)
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

    private func origin(_ frame: CGRect, _ axis: ScrollAxis) -> Double {
        axis == .vertical ? Double(frame.minY) : Double(frame.minX)
    }

    private func resized(_ frame: CGRect, by delta: Double, axis: ScrollAxis) -> CGRect {
        var frame = frame
        if axis == .vertical { frame.size.height += CGFloat(delta) } else { frame.size.width += CGFloat(delta) }
        return frame
    }

    private func moved(_ frame: CGRect, by delta: Double, axis: ScrollAxis) -> CGRect {
        var frame = frame
        if axis == .vertical { frame.origin.y += CGFloat(delta) } else { frame.origin.x += CGFloat(delta) }
        return frame
    }

    /// Sorts the elements by start.
    func indexElements() {
        elementOrder.rebuild(count: elementOrigins.count) { self.elementOrigins[$0] }
        elementOrderValid = true
    }

    /// Lists, for every element, the scenes anchored to it (`anchorHeads[e]`, then `anchorNext`,
    /// over links `2 · slot + anchor`), and the scenes anchored to the content.
    func linkAll() {
        anchorHeads.removeAll()
        anchorHeads.resize(to: elementNames.count, filler: -1)
        anchorNext.removeAll()
        anchorNext.resize(to: 2 * slots.count, filler: -1)
        contentAnchored.removeAll(keepingCapacity: true)
        for index in 0..<slots.count { link(index) }
        adjacencyValid = true
    }

    /// Adds `slots[index]` to the lists.
    func link(_ index: Int) {
        if anchorNext.count < 2 * (index + 1) { anchorNext.resize(to: 2 * (index + 1), filler: -1) }
        let compiled = anchors[index]
        var content = link(compiled.start, 2 * index)
        if let end = compiled.end, link(end, 2 * index + 1) { content = true }
        if content { contentAnchored.append(Int32(truncatingIfNeeded: index)) }
    }

    /// Adds link `link` to its element's list; whether the anchor is the content's instead.
    private func link(_ anchor: CompiledAnchor, _ link: Int) -> Bool {
        let element = anchor.dependency
        guard element >= 0 else { return anchor.element == CompiledAnchor.content }
        anchorNext[link] = anchorHeads[Int(element)]
        anchorHeads[Int(element)] = Int32(truncatingIfNeeded: link)
        return false
    }
}
