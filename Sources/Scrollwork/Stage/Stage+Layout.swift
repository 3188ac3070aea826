import Foundation

// How a stage places its scenes: the layout, anchors compiled against it, and re-syncing scenes
// whose boundaries moved (a new layout, a resized element, a changed scene).

extension Stage {
    /// The layout anchors are resolved against. Setting it re-resolves every scene and re-syncs to
    /// the current offset (reporting the crossings that the moved boundaries imply).
    ///
    /// - Complexity: Setting it is O(*s* + *e*) for *s* scenes and *e* elements (hashing every
    ///   element name and every anchor's). Reading it is O(1), or O(*e*) (no hashing) for the first
    ///   read after ``resizeElement(named:by:)``, which updates the elements lazily.
    public var layout: StageLayout {
        get {
            if elementsStale {
                elementsStale = false
                for id in elementKeys.indices { storedLayout.elements.values[elementKeys[id]] = elementFrames[id] }
            }
            return storedLayout
        }
        set {
            precondition(runningClosure == nil, "Stage.layout changed from \(runningClosure!)")
            storedLayout = newValue
            elementsStale = false
            loadLayout()
            relayout()
        }
    }

    /// Numbers the layout's elements and keeps their frames, and its content and scroll lengths.
    func loadLayout() {
        let layout = storedLayout, axis = layout.axis, count = layout.elements.count
        elementIDs = Dictionary(minimumCapacity: count)
        elementNames.removeAll(keepingCapacity: true)
        elementKeys.removeAll(keepingCapacity: true)
        elementFrames.removeAll()
        elementOrigins.removeAll()
        elementLengths.removeAll()
        for key in layout.elements.indices {
            let (name, frame) = layout.elements[key]
            elementIDs[name] = Int32(truncatingIfNeeded: elementNames.count)
            elementNames.append(name)
            elementKeys.append(key)
            elementFrames.append(frame)
            elementOrigins.append(axis == .vertical ? Double(frame.minY) : Double(frame.minX))
            elementLengths.append(axis.length(of: frame.size))
        }
        contentLength = axis.length(of: layout.content)
        scrollLength = layout.maximumOffset
        elementOrderValid = false
        adjacencyValid = false
    }

    /// A scene's anchors compiled against the current layout.
    func compile(_ scene: ScrollScene) -> SlotAnchors {
        let start = CompiledAnchor(scene.start, in: storedLayout, elements: elementIDs)
        switch scene.end {
        case .length(let length): return SlotAnchors(start: start, end: nil, length: length)
        case .anchor(let end): return SlotAnchors(start: start, end: CompiledAnchor(end, in: storedLayout, elements: elementIDs))
        }
    }

    /// Where a compiled anchor resolves, as ``ScrollAnchor/resolve(in:)`` computes it, or `nil`.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 relayout n = 1,000: 10.1× the floor without it, 9.6× with.
    @inline(__always)
    func position(_ anchor: CompiledAnchor) -> Double? {
        let offset: Double
        switch anchor.element {
        case CompiledAnchor.absolute: offset = anchor.points
        case CompiledAnchor.content: offset = 0 + anchor.fraction * contentLength + anchor.edgePoints - anchor.viewport + anchor.points
        case CompiledAnchor.missing: return nil
        case CompiledAnchor.view: return viewPosition(anchor)
        default:
            let element = Int(anchor.element)
            offset = elementOrigins.base[element] + anchor.fraction * elementLengths.base[element] + anchor.edgePoints - anchor.viewport + anchor.points
        }
        return offset.isFinite ? offset : nil
    }

    /// Where a view anchor (a named range's position, ``ScrollAnchor/view(_:of:at:insets:)``)
    /// resolves, as ``ScrollAnchor/resolve(in:)`` computes it, or `nil`. Out of line: the edge
    /// anchors' path stays as small as it was.
    @inline(never)
    func viewPosition(_ anchor: CompiledAnchor) -> Double? {
        guard let range = anchor.range, anchor.subject >= 0 else { return nil }
        let element = Int(anchor.subject)
        let (low, high) = range.bounds(origin: elementOrigins.base[element], length: elementLengths.base[element],
                                       visibleStart: anchor.edgePoints, visibleEnd: anchor.viewport)
        let offset = lerp(low, high, anchor.fraction) + anchor.points
        return offset.isFinite ? offset : nil
    }

    /// Resolves `slots[index]` (as ``ScrollScene`` resolves against a layout): sets its start and
    /// end, or marks it unresolved, keeping its last start and end. The boundaries are the caller's.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 relayout n = 1,000: 118,041 instructions an op without it, 113,515 with.
    @inline(__always)
    func resolve(_ index: Int) {
        let anchors = self.anchors.base + index
        let slot = slots.base + index
        guard let start = position(anchors.pointee.start) else { slot.pointee.resolved = false; return }
        let end: Double
        if let anchor = anchors.pointee.end {
            guard let resolved = position(anchor) else { slot.pointee.resolved = false; return }
            end = max(resolved, start)
        } else {
            end = start + anchors.pointee.length
            guard end.isFinite else { slot.pointee.resolved = false; return }
        }
        slot.pointee.start = start
        slot.pointee.end = end
        slot.pointee.resolved = true
    }

    func relayout() {
        crossings.removeAll(keepingCapacity: true)
        for index in 0..<slots.count {
            anchors[index] = compile(scenes[index])
            resync(index)
        }
        rebuildBoundaries()
        finishResync()
    }

    /// Writes the tracks, then reports the crossings that `resync(_:)` found.
    func finishResync() {
        writeTracks(force: false)
        post()
        pump()
    }

    /// Re-places one scene after its layout, definition or enabled state changed, recording the
    /// crossings this implies at the current offset (each at key 0, in scene order). Its
    /// boundaries are the caller's to update.
    func resync(_ index: Int) {
        let wasResolved = slots[index].resolved
        resolve(index)
        guard let x = offset, slots[index].isEnabled else { return }
        let slot = slots[index]
        if wasResolved && !slot.resolved && !slot.isTracked {
            // It stops being computed: keep the frame it had (its last start and end, the offset),
            // as its tracks would hold it.
            frames[index + 1] = Self.frame(of: slot, at: x, velocity: trackVelocity)
        }
        guard slot.resolved else {
            // Unresolved: inactive. An active scene leaves backwards at its last start (which a
            // failed resolution keeps), and its tracks go to its start: progress 0, 0 points into
            // it, and its start as the offset. It may have become unresolved just now, or while it
            // was disabled (frozen: it reports this when enabled again). A scene never placed (one
            // restored as active while unresolved) has crossed nothing, and is placed silently later.
            if slot.placed && slot.state == .active {
                crossings.append(Crossing(slot: index, kind: .leaveBack, key: 0, rank: 0, boundary: slot.start))
                slots.base[index].passedStart = false
                refreshActive(index)
                frames[index + 1] = SceneFrame(progress: 0, sceneOffset: 0, offset: slot.start, velocity: trackVelocity, unclampedProgress: 0)
            }
            return
        }
        guard slot.placed else {
            placeForTheFirstTime(index, at: x, alongMove: false)
            return
        }
        if slot.completed { return }
        if slot.once && slot.passedEnd {
            // `once` turned on for a scene already left forwards: it has completed.
            slots.base[index].completed = true
            refreshActive(index)
            return
        }
        let flags = Self.flags(slot, at: x)
        if flags.start != slot.passedStart || flags.end != slot.passedEnd { take(flags, forSlot: index, alongMove: false) }
    }
}
