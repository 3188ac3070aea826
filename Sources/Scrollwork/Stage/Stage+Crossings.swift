// How a move finds what it crossed: a merge of the sorted starts and ends between the old and the
// new offset (the C floor's algorithm, Benchmarks/W2.md), in the event contract's order.
//
// A scene's start fires going forward once the offset is past `start + h`, and going backward
// once it is at or before `start − h`; its end fires going forward at `end + h` and backward once
// below `end − h` (a trigger is its end alone, firing both of its events). Every scene is in the
// sorted boundaries, whatever its state; a move visits the boundaries between the two offsets and
// skips those whose scene takes no part or has already passed them (hysteresis can leave a scene
// active on the far side of its start). Every flag agrees with the offset between moves (a restore
// may break that, and the move after it tests every scene instead), so the boundaries between the
// offsets are exactly the ones a test of every scene would find. (Where a start and an end fire at
// one key, which rounding can make happen with hysteresis, they go in the contract's order too: a
// scene may then report `leave` before `enter`, as a test of every scene sorts them.)

extension Stage {
    /// Records the crossings of a move from `a` to `b` in the outbox, in order, updating the flags
    /// and the active set: O(log *s* + *k*), O(1 + *k*) for a small move.
    @inline(never)
    func findCrossings(from a: Double, to b: Double) {
        // Every change of the boundaries (an add, a resize) makes the cursors invalid.
        if !boundaries.cursorsValid { placeCursors(at: a) }
        switch boundaries.advance(from: a, to: b) {
        case .none: break
        case .forward(let starts, let ends): forward(starts: starts, ends: ends, to: b)
        case .backward(let starts, let ends, usesBackwardKeys: true):
            backward(boundaries.backStarts, starts, boundaries.backEnds, ends, to: b)
        case .backward(let starts, let ends, usesBackwardKeys: false):
            backward(boundaries.starts, starts, boundaries.ends, ends, to: b)
        }
    }

    /// Places the invalid cursors at `a`, after sorting in the pending boundaries.
    // Never inline: the call on the boundaries, inlined into `findCrossings(from:to:)`, made every
    // move pay for keeping the stage's register free around it (W2 scrub n = 1,000: 415.2
    // instructions an op inlined, 413.2 not; fling 445.8 and 443.8).
    @inline(never)
    private func placeCursors(at a: Double) {
        boundaries.placeCursors(at: a, count: slots.count, keys: boundaryKeys)
    }

    /// Adds an event to the outbox.
    func emit(_ slot: Int, _ kind: SceneEvent.Kind, at boundary: Double, offset: Double) {
        outbox.append(slot: slot, kind, boundary: boundary, offset: offset)
    }

    /// A forward move: starts passed in `startRange` (keys in `[a, b)`), ends reached in
    /// `endRange` (keys in `(a, b]`); ascending keys, at one key ends (reached) before starts
    /// (passed), then ascending slots.
    func forward(starts startRange: Range<Int>, ends endRange: Range<Int>, to x: Double) {
        let startKeys = boundaries.starts.keys.base, startSlots = boundaries.starts.slots.base
        let endKeys = boundaries.ends.keys.base, endSlots = boundaries.ends.slots.base
        var i = startRange.lowerBound, j = endRange.lowerBound
        let i1 = startRange.upperBound, j1 = endRange.upperBound
        while true {
            let end: Bool
            if j < j1 {
                end = i >= i1 || endKeys[j] <= startKeys[i]
            } else if i < i1 {
                end = false
            } else {
                break
            }
            if end {
                let index = Int(endSlots[j])
                j += 1
                let slot = slots.base + index
                guard slot.pointee.isLive && !slot.pointee.passedEnd else { continue }
                if slot.pointee.isTrigger {
                    emit(index, .enter, at: slot.pointee.start, offset: x)
                    slot.pointee.passedStart = true
                }
                emit(index, .leave, at: slot.pointee.end, offset: x)
                slot.pointee.passedEnd = true
                if slot.pointee.once { slot.pointee.completed = true }
                refreshActive(index)
            } else {
                let index = Int(startSlots[i])
                i += 1
                let slot = slots.base + index
                guard slot.pointee.isLive && !slot.pointee.passedStart && !slot.pointee.isTrigger else { continue }
                emit(index, .enter, at: slot.pointee.start, offset: x)
                slot.pointee.passedStart = true
                refreshActive(index)
            }
        }
    }

    /// A backward move: starts reached in `startRange` (keys in `[b, a)`), ends passed in
    /// `endRange` (keys in `(b, a]`); descending keys, at one key starts (reached) before ends
    /// (passed), then descending slots.
    func backward(
        _ starts: SortedBoundaries, _ startRange: Range<Int>, _ ends: SortedBoundaries, _ endRange: Range<Int>, to x: Double
    ) {
        let startKeys = starts.keys.base, startSlots = starts.slots.base
        let endKeys = ends.keys.base, endSlots = ends.slots.base
        var i = startRange.upperBound, j = endRange.upperBound
        let i0 = startRange.lowerBound, j0 = endRange.lowerBound
        while true {
            let start: Bool
            if i > i0 {
                start = j <= j0 || startKeys[i - 1] >= endKeys[j - 1]
            } else if j > j0 {
                start = false
            } else {
                break
            }
            if start {
                i -= 1
                let index = Int(startSlots[i])
                let slot = slots.base + index
                guard slot.pointee.isLive && slot.pointee.passedStart && !slot.pointee.isTrigger else { continue }
                emit(index, .leaveBack, at: slot.pointee.start, offset: x)
                slot.pointee.passedStart = false
                refreshActive(index)
            } else {
                j -= 1
                let index = Int(endSlots[j])
                let slot = slots.base + index
                guard slot.pointee.isLive && slot.pointee.passedEnd else { continue }
                emit(index, .enterBack, at: slot.pointee.end, offset: x)
                slot.pointee.passedEnd = false
                if slot.pointee.isTrigger {
                    emit(index, .leaveBack, at: slot.pointee.start, offset: x)
                    slot.pointee.passedStart = false
                }
                refreshActive(index)
            }
        }
    }
}
