/// Boundaries of one kind (scene starts, scene ends, element starts), sorted by `(key, slot)`: the
/// key is where the boundary fires, the slot breaks ties in the order the scenes were added.
///
/// Keys and slots are kept in two columns, so that a search reads keys only.
struct SortedBoundaries {
    var keys = StageColumn<Double>()
    var slots = StageColumn<Int32>()

    var count: Int { keys.count }

    func free() {
        keys.free()
        slots.free()
    }

    /// Whether the invariants hold: as many slots as keys, sorted by `(key, slot)` (a debug
    /// validation: O(*n*)).
    var invariantsHold: Bool {
        guard keys.count == slots.count && keys.invariantsHold && slots.invariantsHold else { return false }
        for k in 1..<max(keys.count, 1) where Self.precedes(keys[k], slots[k], keys[k - 1], slots[k - 1]) { return false }
        return true
    }

    static func precedes(_ a: Double, _ i: Int32, _ b: Double, _ j: Int32) -> Bool {
        a < b || (a == b && i < j)
    }

    /// The first position whose key is `>= x` (all of them when none is).
    func lowerBound(_ x: Double) -> Int { search(x, strict: false) }

    /// The first position whose key is `> x`.
    func upperBound(_ x: Double) -> Int { search(x, strict: true) }

    /// A binary search: the first position whose key is `> x` (`strict`) or `>= x`.
    private func search(_ x: Double, strict: Bool) -> Int {
        var low = 0, n = keys.count
        let keys = keys.base
        while n > 0 {
            let half = n >> 1, middle = low + half
            let before = strict ? keys[middle] <= x : keys[middle] < x
            low = before ? middle + 1 : low
            n = before ? n - half - 1 : half
        }
        return low
    }

    /// `lowerBound(x)` (with `strict`: `upperBound(x)`) found by walking from `cursor`, the bound
    /// of an earlier `x`: O(1) for a small move, O(log *n*) for a far one.
    func bound(_ x: Double, strict: Bool, from cursor: Int) -> Int {
        let keys = keys.base, n = self.keys.count
        assert(cursor >= 0 && cursor <= n, "SortedBoundaries cursor \(cursor) out of 0...\(n)")
        var c = cursor
        // Below x (or at it, when strict): the bound is after c.
        func before(_ key: Double) -> Bool { strict ? key <= x : key < x }
        if c < n && before(keys[c]) {
            var steps = 0
            repeat {
                c += 1
                steps += 1
                if steps == 8 && c < n && before(keys[c]) { return search(x, strict: strict) }
            } while c < n && before(keys[c])
            return c
        }
        var steps = 0
        while c > 0 && !before(keys[c - 1]) {
            c -= 1
            steps += 1
            if steps == 8 && c > 0 && !before(keys[c - 1]) { return search(x, strict: strict) }
        }
        return c
    }

    /// The position of the entry `(key, slot)`, which must be present.
    func position(of key: Double, slot: Int32) -> Int {
        var p = lowerBound(key)
        while slots[p] != slot { p += 1 }
        return p
    }

    /// Gives the entry `(old, slot)` the key `new`, and moves it to its place: O(log *n*) plus the
    /// number of entries it passes.
    mutating func rekey(from old: Double, to new: Double, slot: Int32) {
        var p = position(of: old, slot: slot)
        let keys = keys.base, slots = slots.base
        while p > 0 && Self.precedes(new, slot, keys[p - 1], slots[p - 1]) {
            keys[p] = keys[p - 1]; slots[p] = slots[p - 1]; p -= 1
        }
        while p + 1 < count && Self.precedes(keys[p + 1], slots[p + 1], new, slot) {
            keys[p] = keys[p + 1]; slots[p] = slots[p + 1]; p += 1
        }
        keys[p] = new
        slots[p] = slot
    }

    /// Removes slot `removed` and renumbers the slots after it down by one: O(*n*).
    mutating func remove(slot removed: Int32) {
        var kept = 0
        let keys = keys.base, slots = slots.base
        for p in 0..<count where slots[p] != removed {
            keys[kept] = keys[p]
            slots[kept] = slots[p] > removed ? slots[p] - 1 : slots[p]
            kept += 1
        }
        self.keys.resize(to: kept, filler: 0)
        self.slots.resize(to: kept, filler: 0)
    }

    /// Replaces the entries with one per slot `0..<n`, keyed by `key`, and sorts them: O(*n*) when
    /// the keys are nearly in slot order (as on a page laid out top to bottom), O(*n* log *n*) at worst.
    mutating func rebuild(count n: Int, key: (Int) -> Double) {
        keys.removeAll()
        slots.removeAll()
        keys.reserve(n)
        slots.reserve(n)
        for i in 0..<n {
            keys.append(key(i))
            slots.append(Int32(truncatingIfNeeded: i))
        }
        sort(from: 0)
    }

    /// Appends one entry per slot of `range` and sorts the whole: O((*n* + *m*) + *m* log *m*) at worst.
    mutating func append(slots range: Range<Int>, key: (Int) -> Double) {
        let start = count
        keys.reserve(count + range.count)
        slots.reserve(count + range.count)
        for i in range {
            keys.append(key(i))
            slots.append(Int32(truncatingIfNeeded: i))
        }
        sort(from: start)
    }

    /// Sorts the entries, `0..<start` being sorted already: an insertion sort while it moves little,
    /// a full sort once it has moved more than a few entries per entry.
    mutating func sort(from start: Int) {
        let n = count
        guard n > 1 else { return }
        let keys = keys.base, slots = slots.base
        var budget = 8 * n + 64
        var i = Swift.max(start, 1)
        while i < n {
            let key = keys[i], slot = slots[i]
            var j = i
            while j > 0 && Self.precedes(key, slot, keys[j - 1], slots[j - 1]) {
                keys[j] = keys[j - 1]; slots[j] = slots[j - 1]; j -= 1
                budget -= 1
            }
            keys[j] = key
            slots[j] = slot
            i += 1
            if budget < 0 { break }
        }
        guard i < n else { return }
        var pairs = (0..<n).map { (keys[$0], slots[$0]) }
        pairs.sort { Self.precedes($0.0, $0.1, $1.0, $1.1) }
        for p in 0..<n {
            keys[p] = pairs[p].0
            slots[p] = pairs[p].1
        }
    }

    /// Reloads the keys of positions `low..<high` from `key` (some of their slots moved), and puts
    /// every entry back in order: O(*w* + *i*) for the *w* positions reloaded and the *i* entries
    /// that change places. Every entry whose key changed must lie in `low..<high`.
    mutating func repair(_ low: Int, _ high: Int, key: (Int32) -> Double) {
        let keys = keys.base, slots = slots.base, n = count
        for p in low..<high { keys[p] = key(slots[p]) }
        var i = Swift.max(low, 1)
        while i < n {
            let k = keys[i], s = slots[i]
            if i >= high && !Self.precedes(k, s, keys[i - 1], slots[i - 1]) { break }
            var j = i
            while j > 0 && Self.precedes(k, s, keys[j - 1], slots[j - 1]) {
                keys[j] = keys[j - 1]; slots[j] = slots[j - 1]; j -= 1
            }
            keys[j] = k
            slots[j] = s
            i += 1
        }
    }
}
