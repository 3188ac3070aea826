#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

// How a stage places its scenes: the layout, anchors compiled against it, and re-syncing scenes
// whose boundaries moved (a new layout, a resized element, a changed scene).

extension Stage {
    /// The layout anchors are resolved against. Setting it re-resolves the scenes whose anchors
    /// moved and re-syncs them to the current offset, reporting the crossings the moved boundaries
    /// imply, scene by scene in the order the scenes were added.
    ///
    /// A layout with the same axis, viewport and element names as the current one — what a scroll
    /// view reports when an image loads or a cell grows, or a copy of ``layout`` with some frames
    /// changed — takes the path of ``resizeElement(named:by:)``: the stage compares the frames, and
    /// only the scenes anchored to an element whose frame changed (or to the content, if its size
    /// changed) are placed again. Any other change re-resolves every scene. Either way the result is
    /// the same: the same positions, states, track values and events, in the same order.
    ///
    /// - Complexity: Setting it is O(*e* + *m*) for *e* elements and the *m* scenes anchored to what
    ///   changed, plus the events it reports: a walk over the frames, with no hashing when the
    ///   layout is a copy of ``layout`` (its names are compared in the dictionary's order) and one
    ///   hash per name otherwise. A change of axis, viewport or element names is O(*s* + *e*) for
    ///   *s* scenes, hashing every element name and every anchor's. Reading it is O(1), or O(*e*)
    ///   (no hashing) for the first read after ``resizeElement(named:by:)``, which updates the
    ///   elements lazily.
    public var layout: StageLayout {
        get { elementIndex.currentLayout() }
        set {
            precondition(runningClosure == nil, "Stage.layout changed from \(runningClosure!)")
            layoutGeneration &+= 1
            // After a restore every scene is re-synced instead: some flags may disagree.
            if !needsFullScan, let contentChanged = elementIndex.assign(newValue) {
                if contentChanged || elementIndex.changed.count > 0 { replaceScenesAnchoredToChangedElements(contentChanged: contentChanged) }
            } else {
                relayoutCompletely(newValue)
            }
        }
    }

    /// Sets the layout to the current one with the elements numbered `ids` at `frames` (the last of
    /// an element listed twice stands) and the content of size `content`: exactly what setting
    /// ``layout`` to that layout does — the same positions, states, track values and events —
    /// without comparing the other elements' frames or hashing a name. A change that changes
    /// nothing leaves ``layoutGeneration`` as it was. What a feed does with the
    /// frames a binding measured changed (``ScrollViewFeed/update(measuring:measuringAll:reading:)``).
    ///
    /// - Complexity: O(*c* + *m*) for *c* frames given and the *m* scenes anchored to the elements
    ///   they change (and to the content, if its size changed), plus the events it reports.
    func setElementFrames(_ ids: [Int32], _ frames: [CGRect], content: CGSize) {
        precondition(runningClosure == nil, "Stage.layout changed from \(runningClosure!)")
        if needsFullScan {
            var layout = elementIndex.currentLayout()
            for k in ids.indices { layout.elements[elementIndex.names[Int(ids[k])]] = frames[k] }
            layout.content = content
            self.layout = layout
            return
        }
        let contentChanged = elementIndex.apply(ids, frames, content: content)
        if contentChanged || elementIndex.changed.count > 0 {
            layoutGeneration &+= 1
            replaceScenesAnchoredToChangedElements(contentChanged: contentChanged)
        }
    }

    /// Whether any element numbered `ids` has a frame other than the one `frames` gives it.
    func differ(_ ids: [Int32], _ frames: [CGRect]) -> Bool {
        for k in ids.indices where !ElementIndex.same(elementIndex.frames[Int(ids[k])], frames[k]) { return true }
        return false
    }

    /// Sets the layout re-resolving every scene: what setting ``layout`` does when more than
    /// element frames and the content changed (and what the tests compare the other path with).
    func relayoutCompletely(_ layout: StageLayout) {
        elementIndex.load(layout)
        links.invalidate()
        relayout()
    }

    /// The length of the scroll range (`layout.maximumOffset`).
    var scrollLength: Double { elementIndex.scrollLength }

    /// Re-places the scenes anchored to the elements the layout's last change changed
    /// (`elementIndex.changed`) and, if `contentChanged`, those anchored to the content — each
    /// once — then writes the tracks and reports the crossings, scene by scene in the order the
    /// scenes were added. The sorted boundaries of the scenes re-placed are put back in order when
    /// next needed.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 relayout n = 10 3,050 instructions an op without it, 3,027 with.
    @inline(__always)
    func replaceScenesAnchoredToChangedElements(contentChanged: Bool) {
        if !links.isValid { links.build(elementCount: elementIndex.count, anchors: anchors) }
        links.beginVisit()
        crossings.removeAll()
        var low = Double.infinity, high = -Double.infinity
        // The walk reads the lists in place (a list of the scenes found first, walked after, cost
        // W2 relayout n = 1,000 120,726 instructions an op against 112,135).
        let marks = links.marks.base, next = links.next.base, heads = links.heads.base, mark = links.mark
        /// Re-places `slots[index]` once per change, widening `low...high` to its old keys.
        func replace(_ index: Int) {
            guard marks[index] != mark else { return }
            marks[index] = mark
            let slot = slots.base + index
            let h = slot.pointee.hysteresis
            low = min(low, slot.pointee.start - h)
            high = max(high, slot.pointee.end + h)
            resync(index)
        }
        let changed = elementIndex.changed
        for k in 0..<changed.count {
            // The scenes anchored to the element: links `2 · slot + anchor` (see `AnchorLinks`).
            var link = heads[Int(changed[k])]
            while link >= 0 {
                replace(Int(link >> 1))
                link = next[Int(link)]
            }
        }
        if contentChanged { for index in links.contentAnchored { replace(Int(index)) } }

        // Their scenes' boundaries: every key that changed was between `low` and `high`. They are
        // put back in order when next needed (a run of resizes between two moves sorts once).
        boundaries.markStale(low: low, high: high)
        // A layout change reports scene by scene, in the order the scenes were added.
        if crossings.count > 1 { crossings.sort { ($0.slot, Self.sequence($0.kind)) < ($1.slot, Self.sequence($1.kind)) } }
        finishResync()
    }

    /// A scene's anchors compiled against the current layout.
    func compile(_ scene: ScrollScene) -> SlotAnchors {
        let layout = elementIndex.layout, ids = elementIndex.ids
        let start = CompiledAnchor(scene.start, in: layout, elements: ids)
        switch scene.end {
        case .length(let length): return SlotAnchors(start: start, end: nil, length: length)
        case .anchor(let end): return SlotAnchors(start: start, end: CompiledAnchor(end, in: layout, elements: ids))
        }
    }

    /// Where a compiled anchor resolves, as ``ScrollAnchor/resolve(in:)`` computes it, or `nil`.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 relayout n = 1,000: 10.1× the floor without it, 9.6× with. A method of the
    // stage rather than of `ElementIndex`, reading its columns in place: as a method of the index
    // it copied the index (four retains and releases) per anchor: relayout 149,866 instructions an
    // op against 114,878.
    @inline(__always)
    func position(_ anchor: CompiledAnchor) -> Double? {
        let offset: Double
        switch anchor.element {
        case CompiledAnchor.absolute: offset = anchor.points
        case CompiledAnchor.content: offset = 0 + anchor.fraction * elementIndex.contentLength + anchor.edgePoints - anchor.viewport + anchor.points
        case CompiledAnchor.missing: return nil
        case CompiledAnchor.view: return viewPosition(anchor)
        default:
            let element = Int(anchor.element)
            offset = elementIndex.origins.base[element] + anchor.fraction * elementIndex.lengths.base[element] + anchor.edgePoints - anchor.viewport + anchor.points
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
        let (low, high) = range.bounds(origin: elementIndex.origins.base[element], length: elementIndex.lengths.base[element],
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
        crossings.removeAll()
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
                record(Crossing(slot: index, kind: .leaveBack, key: 0, rank: 0, boundary: slot.start))
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
