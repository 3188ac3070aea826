// What a stage keeps per scene: the hot part every move may read (`Slot`), and the handles.

extension Stage {
    /// A scene on a stage, as returned by ``Stage/add(_:)-(ScrollScene)``: the cheap way to query a scene the stage
    /// holds many of (``Stage/progress(of:)-(Stage.SceneID)`` reads an array where
    /// ``Stage/progress(of:)-(String)`` finds the name in a table first).
    ///
    /// A handle is valid until its scene is removed (renaming the scene keeps it); after that,
    /// queries with it answer `nil`. A stage never reuses a handle. Handles are numbered per stage:
    /// one used with another stage names that stage's scene of the same number, if any.
    public struct SceneID: Hashable, Sendable {
        /// The handle's number on its stage, in the order scenes were added.
        let value: Int
    }

    /// The per-scene state a move reads: positions, flags, and the scene's place in the active set.
    /// The scene's definition (anchors, closures, tracks) is kept apart, in `scenes`.
    struct Slot {
        var start = 0.0, end = 0.0
        /// The scene's hysteresis (copied from the scene, which a move never reads).
        var hysteresis = 0.0
        /// The scene's handle number.
        var id = 0
        /// Where the scene is in `activeSlots`, or -1.
        var activePosition: Int32 = -1
        var passedStart = false, passedEnd = false, completed = false
        var resolved = false
        /// Whether the scene has ever been placed (resolved with an offset): its first placement
        /// is silent, later ones report what they imply.
        var placed = false
        var isEnabled = true, once = false
        /// Whether the scene has tracks: only then does a move compute its frame.
        var isTracked = false
        /// Whether a move may change its tracks' positions while it is neither active nor crossed
        /// (see `Stage.isSwept(_:)`): its tracks are then visited by every move.
        var isSwept = false

        init(_ scene: ScrollScene, id: Int) {
            hysteresis = scene.hysteresis
            isEnabled = scene.isEnabled
            once = scene.once
            isTracked = !scene.tracks.isEmpty
            isSwept = Stage.isSwept(scene)
            self.id = id
        }

        var length: Double { end - start }
        var isTrigger: Bool { end == start }
        /// Whether a move can make the scene cross a boundary.
        var isLive: Bool { resolved && isEnabled && !completed }
        var isActive: Bool { passedStart && !passedEnd && !completed }
        /// Where the scene's tracks see offset `x`: a completed `once` scene is seen at its end or later.
        func seen(at x: Double) -> Double { completed ? max(x, end) : x }

        var state: SceneState {
            passedEnd || completed ? .after : passedStart ? .active : .before
        }
    }

    /// A scene's anchors, compiled against the layout: elements by number instead of by name.
    struct SlotAnchors {
        var start: CompiledAnchor
        /// The end anchor, or `nil` for a scene with a length.
        var end: CompiledAnchor?
        var length = 0.0
    }

    /// An anchor compiled against a layout (see ``ScrollAnchor/resolve(in:)``, which it computes
    /// exactly, operation for operation).
    struct CompiledAnchor {
        static let absolute: Int32 = -1, content: Int32 = -2, missing: Int32 = -3, view: Int32 = -4
        /// An edge anchor's element number, or one of the constants: ``view`` for a view anchor
        /// (``ScrollAnchor/view(_:of:at:insets:)``), whose element is ``subject``.
        var element: Int32
        /// A view anchor's element number (or -1 while the layout lacks it); -1 for other anchors.
        var subject: Int32 = -1
        /// The named range of a view anchor, or `nil` for an edge anchor. For a view anchor,
        /// `edgePoints` and `viewport` hold the visibility range's start and end edges, and `points`
        /// the position's points plus the anchor's.
        var range: ScrollAnchor.ViewRange?
        /// The element the anchor depends on: its element or its subject, or -1.
        var dependency: Int32 { element >= 0 ? element : subject }
        var fraction: Double, edgePoints: Double
        /// Where the anchor's viewport edge lies (0 for an absolute anchor).
        var viewport: Double
        var points: Double

        init(_ anchor: ScrollAnchor, in layout: StageLayout, elements: [String: Int32]) {
            fraction = anchor.edge.fraction
            edgePoints = anchor.edge.points
            points = anchor.points
            viewport = anchor.viewportPosition(in: layout)
            range = nil
            switch anchor.reference {
            case .absolute: element = Self.absolute
            case .content: element = Self.content
            case .element(let name):
                if let view = anchor.view {
                    element = Self.view
                    subject = elements[name] ?? -1
                    range = view.range
                    (edgePoints, viewport) = view.insets.visibleEdges(viewportLength: layout.axis.length(of: layout.viewport))
                    points = anchor.edge.points + anchor.points
                } else {
                    element = elements[name] ?? Self.missing
                }
            }
        }
    }

    /// The handle of `slots[index]`.
    func handle(_ index: Int) -> SceneID { SceneID(value: slots[index].id) }

    /// The slot of a handle, or `nil` if its scene was removed (or it is another stage's).
    func slotIndex(_ id: SceneID) -> Int? {
        guard id.value >= 0 && id.value < slotOfID.count else { return nil }
        // `slotOfID` names, for every handle number ever given, the slot of that number or -1.
        let index = Int(slotOfID[id.value])
        assert(index < 0 || slots[index].id == id.value, "slotOfID is out of step with the slots")
        return index >= 0 ? index : nil
    }

    // MARK: - The active set

    /// Puts `slots[index]` in the active set or takes it out, as its flags say.
    func refreshActive(_ index: Int) {
        let active = slots[index].isActive, position = Int(slots[index].activePosition)
        if active == (position >= 0) { return }
        if active {
            slots.base[index].activePosition = Int32(truncatingIfNeeded: activeSlots.count)
            activeSlots.append(Int32(truncatingIfNeeded: index))
        } else {
            let last = Int(activeSlots[activeSlots.count - 1])
            activeSlots[position] = Int32(truncatingIfNeeded: last)
            slots.base[last].activePosition = Int32(truncatingIfNeeded: position)
            activeSlots.removeLast()
            slots.base[index].activePosition = -1
        }
    }

    /// Sets every slot's place in the active set again from the flags: O(*s*).
    func rebuildActiveSet() {
        activeSlots.removeAll()
        for index in 0..<slots.count {
            slots.base[index].activePosition = -1
            refreshActive(index)
        }
    }

    // MARK: - Flags

    /// Places a slot: sets its flags from `offset` alone (no hysteresis, no events). A `once` scene
    /// found past its end is completed, as it would be after scrolling there.
    func setSilently(_ index: Int, at offset: Double) {
        slots.base[index].placed = true
        Self.place(&slots.base[index], at: offset)
        refreshActive(index)
    }

    /// `slot`'s flags from the offset alone, as a stage's first offset sets them.
    static func place(_ slot: inout Slot, at offset: Double) {
        guard !slot.completed else { return }
        if slot.isTrigger {
            slot.passedStart = offset >= slot.start
            slot.passedEnd = slot.passedStart
        } else {
            slot.passedStart = offset > slot.start
            slot.passedEnd = offset >= slot.end
        }
        if slot.passedEnd && slot.once { slot.completed = true }
    }

    /// The flags of `slot` after the offset reached `x`, applying hysteresis.
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w1.sh,
    // count-w2.sh): W2 relayout n = 1,000: 162,472 instructions an op without it, 151,773 with.
    @inline(__always)
    static func flags(_ slot: Slot, at x: Double) -> (start: Bool, end: Bool) {
        let h = slot.hysteresis
        if slot.isTrigger {
            let passed = slot.passedStart ? !(x < slot.start - h) : x >= slot.start + h
            return (passed, passed)
        }
        let start = slot.passedStart ? !(x <= slot.start - h) : x > slot.start + h
        let end = slot.passedEnd ? !(x < slot.end - h) : x >= slot.end + h
        return (start || end, end)
    }

    /// Adds `crossing` to `crossings`.
    // Never inline, nor `take(_:forSlot:alongMove:)`: inlined into `resync(_:)`, they made the
    // common case (nothing crossed) of every re-placed scene slower (W2 relayout n = 1,000: 115,075
    // instructions an op with both inlined, 114,081 with `take` alone, 111,786 with neither).
    @inline(never)
    func record(_ crossing: Crossing) {
        crossings.append(crossing)
    }

    /// Gives slot `index` new flags, recording the crossing of each boundary whose flag changed and
    /// completing a `once` scene that is now past its end.
    ///
    /// - Parameter alongMove: Whether the flags changed by moving the offset: crossings are then
    ///   keyed by where along the move they happen (`h` past the boundary) and ranked reach before
    ///   pass. Otherwise (a layout change or a scene update) every crossing has key and rank 0, and
    ///   they keep the order of the scenes.
    // Never inline: see `record(_:)`.
    @inline(never)
    func take(_ flags: (start: Bool, end: Bool), forSlot index: Int, alongMove: Bool) {
        let slot = slots[index]
        let h = slot.hysteresis
        let trigger = slot.isTrigger
        func cross(_ kind: SceneEvent.Kind, at boundary: Double, key: Double, rank: Int) {
            record(Crossing(slot: index, kind: kind, key: alongMove ? key : 0, rank: alongMove ? rank : 0, boundary: boundary))
        }
        if !slot.passedStart && flags.start { cross(.enter, at: slot.start, key: slot.start + h, rank: trigger ? 0 : 1) }
        if !slot.passedEnd && flags.end { cross(.leave, at: slot.end, key: slot.end + h, rank: 0) }
        if slot.passedEnd && !flags.end { cross(.enterBack, at: slot.end, key: slot.end - h, rank: 1) }
        if slot.passedStart && !flags.start { cross(.leaveBack, at: slot.start, key: slot.start - h, rank: trigger ? 1 : 0) }
        slots.base[index].passedStart = flags.start
        slots.base[index].passedEnd = flags.end
        if flags.end && slot.once { slots.base[index].completed = true }
        refreshActive(index)
    }
}
