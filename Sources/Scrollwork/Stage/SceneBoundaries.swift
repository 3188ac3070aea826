// Owns: every scene's start and end sorted by where they fire, going forward and (while some scene
// has hysteresis) going backward; the cursors that say where the current offset stands among them;
// the window of boundaries a resize left out of order; and how many scenes are sorted in.
// Called by: `Stage` only — a move (`Stage+Crossings.swift`: `advance(from:to:)`, then a
// walk over the ranges it returns), adding, changing and removing scenes, and changes of the layout.
// It never reads or changes a scene's flags: the stage's walk does.

/// Where a scene's boundaries fire, read from the stage's slots: a start `h` past the scene's start
/// going forward (`start + h`), `h` before it going backward (`start − h`), and the same for its end.
struct BoundaryKeys {
    let slots: UnsafeMutablePointer<Stage.Slot>
    #if DEBUG
    /// How many slots there are: debug builds check every index against it (release builds keep
    /// the pointer alone).
    let count: Int
    #endif

    init(slots: UnsafeMutablePointer<Stage.Slot>, count: Int) {
        self.slots = slots
        #if DEBUG
        self.count = count
        #endif
    }

    /// Whether `index` names a slot (always true in release builds, which do not keep the count).
    func holds(_ index: Int) -> Bool {
        #if DEBUG
        return index >= 0 && index < count
        #else
        return true
        #endif
    }

    func start(_ index: Int, backward: Bool) -> Double {
        assert(holds(index), "BoundaryKeys slot \(index) out of range")
        let slot = slots + index
        return backward ? slot.pointee.start - slot.pointee.hysteresis : slot.pointee.start + slot.pointee.hysteresis
    }

    func end(_ index: Int, backward: Bool) -> Double {
        assert(holds(index), "BoundaryKeys slot \(index) out of range")
        let slot = slots + index
        return backward ? slot.pointee.end - slot.pointee.hysteresis : slot.pointee.end + slot.pointee.hysteresis
    }
}

/// Every scene's boundaries, sorted, with cursors at the stage's offset: what makes a move
/// O(log *s* + *k*), and O(1 + *k*) for a small one (see "Scenes at scale").
///
/// Invariants:
/// - `starts` and `ends` hold the scenes `0..<indexedCount`, sorted by their forward keys;
///   `backStarts` and `backEnds` the same by their backward keys while `hysteresisCount > 0` (the
///   number of scenes with hysteresis), and are empty otherwise. Scenes added later join at
///   ``indexPending(count:keys:)``.
/// - The boundaries whose keys lie in `staleLow...staleHigh` may hold their scenes' keys from
///   before a resize (still sorted by them) until ``indexPending(count:keys:)``; empty when
///   `staleLow > staleHigh`.
/// - While `cursorsValid`, each cursor is its array's bound at the stage's offset (`starts`:
///   lower bound, `ends`: upper bound, and the same for the backward ones). Any change of the
///   boundaries makes them invalid (``invalidateCursors()``).
struct SceneBoundaries {
    private(set) var starts = SortedBoundaries()
    private(set) var ends = SortedBoundaries()
    private(set) var backStarts = SortedBoundaries()
    private(set) var backEnds = SortedBoundaries()
    private(set) var hysteresisCount = 0
    private(set) var indexedCount = 0
    private(set) var cursorStart = 0, cursorEnd = 0, cursorBackStart = 0, cursorBackEnd = 0
    private(set) var cursorsValid = false
    private var staleLow = Double.infinity, staleHigh = -Double.infinity

    /// Whether the invariants a debug build can check hold: each array sorted, as many ends as
    /// starts (and backward ones only while some scene has hysteresis), and valid
    /// cursors within their arrays (a debug validation: O(*b*)).
    var invariantsHold: Bool {
        guard starts.invariantsHold, ends.invariantsHold, backStarts.invariantsHold, backEnds.invariantsHold,
              starts.count == ends.count, backStarts.count == backEnds.count,
              hysteresisCount > 0 || backStarts.count == 0 else { return false }
        guard cursorsValid else { return true }
        return cursorStart >= 0 && cursorStart <= starts.count && cursorEnd >= 0 && cursorEnd <= ends.count
            && cursorBackStart >= 0 && cursorBackStart <= backStarts.count && cursorBackEnd >= 0 && cursorBackEnd <= backEnds.count
    }

    /// Releases the arrays; the value must not be used afterwards.
    func free() {
        for column in [starts, ends, backStarts, backEnds] { column.free() }
    }

    /// The cursors no longer stand at the offset (the boundaries or the offset changed other than
    /// by a move); the next move places them by binary search.
    mutating func invalidateCursors() {
        cursorsValid = false
    }

    /// Some scenes gained (or lost) hysteresis: keeps the backward boundaries while any has some.
    mutating func hysteresisChanged(by change: Int, keys: BoundaryKeys) {
        let had = hysteresisCount > 0
        hysteresisCount += change
        if hysteresisCount > 0 && !had {
            backStarts.rebuild(count: indexedCount) { keys.start($0, backward: true) }
            backEnds.rebuild(count: indexedCount) { keys.end($0, backward: true) }
        } else if hysteresisCount == 0 && had {
            backStarts.keys.removeAll(); backStarts.slots.removeAll()
            backEnds.keys.removeAll(); backEnds.slots.removeAll()
        }
        cursorsValid = false
    }

    /// Puts the boundaries in order again after resizes, and sorts in those of the scenes added
    /// since (`indexedCount..<count`).
    mutating func indexPending(count: Int, keys: BoundaryKeys) {
        if staleLow <= staleHigh { repairStale(keys: keys) }
        if indexedCount < count { index(from: indexedCount, to: count, keys: keys) }
    }

    /// The boundaries of scenes re-placed by a resize lay in `low...high` before it: they are
    /// reloaded and sorted again at the next ``indexPending(count:keys:)``.
    mutating func markStale(low: Double, high: Double) {
        guard low <= high else { return }
        staleLow = Swift.min(staleLow, low)
        staleHigh = Swift.max(staleHigh, high)
        cursorsValid = false
    }

    /// Reloads the keys of the boundaries between `staleLow` and `staleHigh` and puts them back in
    /// order: O(*w* + *i*) for the *w* boundaries reloaded and the *i* that change places.
    private mutating func repairStale(keys: BoundaryKeys) {
        let low = staleLow, high = staleHigh
        staleLow = .infinity
        staleHigh = -.infinity
        forEachInUse(keys: keys) { boundaries, key in
            boundaries.repair(boundaries.lowerBound(low), boundaries.upperBound(high)) { key(Int($0)) }
        }
        cursorsValid = false
    }

    private mutating func index(from first: Int, to count: Int, keys: BoundaryKeys) {
        forEachInUse(keys: keys) { $0.append(slots: first..<count, key: $1) }
        indexedCount = count
        cursorsValid = false
    }

    /// Sorts every scene's boundaries again from their keys: O(*s*) when nearly in order.
    mutating func rebuild(count: Int, keys: BoundaryKeys) {
        staleLow = .infinity
        staleHigh = -.infinity
        forEachInUse(keys: keys) { $0.rebuild(count: count, key: $1) }
        indexedCount = count
        cursorsValid = false
    }

    /// Runs `body` on each sorted array in use — the forward starts and ends, and the backward ones
    /// while some scene has hysteresis — with the key of a scene's boundary in it.
    private mutating func forEachInUse(keys: BoundaryKeys, _ body: (inout SortedBoundaries, (Int) -> Double) -> Void) {
        body(&starts) { keys.start($0, backward: false) }
        body(&ends) { keys.end($0, backward: false) }
        if hysteresisCount > 0 {
            body(&backStarts) { keys.start($0, backward: true) }
            body(&backEnds) { keys.end($0, backward: true) }
        }
    }

    /// Moves scene `slot`'s boundaries from the keys `old` (forward start, end, backward start,
    /// end) to its keys now, with `hysteresisChange` (+1, 0, −1) for a scene gaining or losing
    /// hysteresis. The boundaries must be in order (``indexPending(count:keys:)``).
    mutating func rekey(slot: Int, from old: (Double, Double, Double, Double), hysteresisChange: Int, keys: BoundaryKeys) {
        let number = Int32(truncatingIfNeeded: slot)
        starts.rekey(from: old.0, to: keys.start(slot, backward: false), slot: number)
        ends.rekey(from: old.1, to: keys.end(slot, backward: false), slot: number)
        if hysteresisCount > 0 && hysteresisCount + hysteresisChange > 0 {
            backStarts.rekey(from: old.2, to: keys.start(slot, backward: true), slot: number)
            backEnds.rekey(from: old.3, to: keys.end(slot, backward: true), slot: number)
        }
        if hysteresisChange != 0 { hysteresisChanged(by: hysteresisChange, keys: keys) }
        cursorsValid = false
    }

    /// Removes scene `slot`'s boundaries and numbers the later scenes one lower. The boundaries
    /// must be in order (``indexPending(count:keys:)``); `hadHysteresis` says whether the scene
    /// counted in `hysteresisCount`.
    mutating func remove(slot: Int, hadHysteresis: Bool, keys: BoundaryKeys) {
        if hadHysteresis { hysteresisChanged(by: -1, keys: keys) }
        let removed = Int32(truncatingIfNeeded: slot)
        starts.remove(slot: removed)
        ends.remove(slot: removed)
        backStarts.remove(slot: removed)
        backEnds.remove(slot: removed)
        indexedCount -= 1
        cursorsValid = false
    }

    /// What a move must walk: the forward boundaries crossed (ascending), the backward ones
    /// (descending, in `backStarts`/`backEnds` while some scene has hysteresis, else in
    /// `starts`/`ends`), or nothing.
    enum Walk {
        case none
        case forward(starts: Range<Int>, ends: Range<Int>)
        case backward(starts: Range<Int>, ends: Range<Int>, usesBackwardKeys: Bool)
    }

    /// Places invalid cursors at `x`, after sorting in what is pending (`count` scenes in all):
    /// O(log *s*) plus the sorting.
    mutating func placeCursors(at x: Double, count: Int, keys: BoundaryKeys) {
        indexPending(count: count, keys: keys)
        placeCursors(at: x)
    }

    /// Moves valid cursors from `a` to `b` and returns the boundaries crossed: O(log *s* + *k*),
    /// and O(1 + *k*) for a small move. (Each range's bounds are in order by construction: a
    /// cursor moving forward only grows, one moving backward only shrinks.)
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // it is the cursor part of every move's `findCrossings`, which it was before it had a type.
    @inline(__always)
    mutating func advance(from a: Double, to b: Double) -> Walk {
        // Where the forward boundaries and (with hysteresis) the backward ones stand at b.
        let fs = cursorStart, fe = cursorEnd
        cursorStart = starts.bound(b, strict: false, from: fs)
        cursorEnd = ends.bound(b, strict: true, from: fe)
        if b > a {
            if hysteresisCount > 0 {
                cursorBackStart = backStarts.bound(b, strict: false, from: cursorBackStart)
                cursorBackEnd = backEnds.bound(b, strict: true, from: cursorBackEnd)
            }
            // (Most small moves cross nothing.)
            return fs < cursorStart || fe < cursorEnd
                ? .forward(starts: Range(uncheckedBounds: (fs, cursorStart)), ends: Range(uncheckedBounds: (fe, cursorEnd))) : .none
        } else if hysteresisCount > 0 {
            let bs = cursorBackStart, be = cursorBackEnd
            cursorBackStart = backStarts.bound(b, strict: false, from: bs)
            cursorBackEnd = backEnds.bound(b, strict: true, from: be)
            return cursorBackStart < bs || cursorBackEnd < be
                ? .backward(starts: Range(uncheckedBounds: (cursorBackStart, bs)), ends: Range(uncheckedBounds: (cursorBackEnd, be)),
                            usesBackwardKeys: true) : .none
        } else if cursorStart < fs || cursorEnd < fe {
            return .backward(starts: Range(uncheckedBounds: (cursorStart, fs)), ends: Range(uncheckedBounds: (cursorEnd, fe)), usesBackwardKeys: false)
        }
        return .none
    }

    /// Sets the cursors from the offset by binary search.
    private mutating func placeCursors(at x: Double) {
        cursorStart = starts.lowerBound(x)
        cursorEnd = ends.upperBound(x)
        if hysteresisCount > 0 {
            cursorBackStart = backStarts.lowerBound(x)
            cursorBackEnd = backEnds.upperBound(x)
        }
        cursorsValid = true
    }
}
