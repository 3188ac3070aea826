// Owns: the numbers of a stage's names (its scenes' slots), and a table of their representations.
// Called by: `Stage` (adding, renaming and removing scenes; every query and update by name).

/// Names to numbers — a ``Stage``'s scene names to their slots — with a table of the names'
/// representations in front of the dictionary, which finds a name given as the same `String` value
/// it was entered with, or as a small string with the same characters, without hashing it.
///
/// Hashing a `String` (SipHash over its bytes) and finding it in a dictionary costs about 330
/// instructions, several times what a stage spends on the query it was asked for: a caller who reads
/// `progress(of: "card")` every frame would pay it every frame. So a look-up first reads the
/// string's own representation — the inline bytes of a small string (up to 15 UTF-8 bytes on 64-bit
/// platforms), the storage reference and count of a large one — mixes those bits into a slot of the
/// table and compares them with the bits kept there. Equal bits mean the same characters: a small
/// string's bits are its bytes, and a large one's storage is immutable while the index keeps a
/// `String` that uses it (the dictionary's keys; the names of the aliases, `kept`), so it can neither
/// change nor be freed and reused. Different bits prove nothing — the same long name built anew has
/// a new storage — and fall through to the dictionary, whose answer then enters the table as an
/// alias of those bits.
///
/// Every name enters the table as it is entered, so even a name's first look-up is not hashed. The
/// table takes 24 bytes a slot and holds two to eight slots a name: it is built again, larger (four
/// slots a name at least, so that a first probe nearly always finds the name), when half its slots
/// are used, and a batch add (`reserveCapacity`) sizes it so at once. A renumbering
/// or a removal starts a new generation of aliases (entries of an older one are skipped) and
/// updates the name's own entry in place: O(1) on average. The table is built again, without its
/// aliases, when it fills up: O(1) amortised an entry.
///
/// Figures (callgrind, `Benchmarks/count-w2.sh --case=scrub_names`, instructions an op of a scrub
/// that reads every active scene's progress by name, over 4,096 ops that include each name's
/// first look-up): at n = 10, 846 with the dictionary alone, 417.6 with a two-way cache filled at
/// look-ups, 408.4 with the table (303.4 by handle); at n = 1,000, 1,303, 634.2 and 576.8 (413.2
/// by handle); at n = 10,000, 1,291, 633.4 and 564.8 (404.2 by handle). With two slots a name
/// after a batch add rather than four, n = 1,000 read 606.7. Entering the names costs a build
/// (`--case=build`, n = 1,000) 6,066,493 instructions against 5,791,087 without the table.
struct NameIndex {
    /// A slot of the table: the bits of a name, its number and what the slot holds (`tag`).
    private struct Entry {
        var low: UInt64 = 0, high: UInt64 = 0
        var value: Int32 = 0
        /// `Self.empty`, `Self.deleted`, `Self.own` (a name's own entry, by the bits of the
        /// dictionary's key) or a generation (an alias: valid while it is `generation`).
        var tag: UInt32 = 0
    }

    private static let empty: UInt32 = 0, deleted: UInt32 = 1, own: UInt32 = 2

    /// Every name and its number.
    private(set) var numbers: [String: Int] = [:]
    /// Open addressing with linear probing; `table.count` is a power of two, at least twice the
    /// slots in use (not empty).
    private var table = ContiguousArray(repeating: Entry(), count: 16)
    private var mask = 15
    /// The slots that are not empty (own entries, aliases of any generation, deleted ones).
    private var used = 0
    /// The generation of valid aliases; bumped by every renumbering or removal.
    private var generation: UInt32 = 3
    /// The names of the aliases since the table was last built, kept alive (see the type's
    /// discussion).
    private var kept: [String] = []

    init() {}

    /// An index of `pairs`, whose names must be distinct.
    init(uniqueKeysWithValues pairs: some Sequence<(String, Int)>) {
        numbers = Dictionary(uniqueKeysWithValues: pairs)
        rebuild()
    }

    /// How many names the index holds.
    var count: Int { numbers.count }

    /// The number of `name`, or `nil`; setting `nil` removes the name.
    ///
    /// - Complexity: O(1) on average: a hash of the name, or none when it is found by its bits.
    subscript(name: String) -> Int? {
        @inline(__always) mutating get { lookUp(name) }
        set {
            if let newValue {
                _ = updateValue(newValue, forKey: name)
            } else if let index = numbers.index(forKey: name) {
                let own = Self.bits(of: numbers[index].key)
                numbers.remove(at: index)
                setOwnEntry(own, to: nil)
            }
        }
    }

    /// Sets the number of `name` (below 2³¹), returning the number it had.
    mutating func updateValue(_ value: Int, forKey name: String) -> Int? {
        makeRoom()
        // One hash for a new name; a renumbering (rare) hashes again to find the key's bits.
        guard let old = numbers.updateValue(value, forKey: name) else {
            let (low, high) = Self.bits(of: name)
            insert(low, high, value, alias: false)
            return nil
        }
        setOwnEntry(Self.bits(of: numbers[numbers.index(forKey: name)!].key), to: value)
        return old
    }

    /// Room for `count` names in all.
    mutating func reserveCapacity(_ count: Int) {
        numbers.reserveCapacity(count)
        if 4 * count > table.count { rebuild(minimumCount: 4 * count) }
    }

    // Forced inline, an exception to the house style measured with callgrind
    // (Benchmarks/count-w2.sh --case=scrub_names): the hit path is a few loads and compares.
    @inline(__always)
    private mutating func lookUp(_ name: String) -> Int? {
        let (low, high) = Self.bits(of: name)
        let generation = generation
        var slot = Self.slot(low, high) & mask
        let hit = table.withUnsafeBufferPointer { entries -> Int? in
            let base = entries.baseAddress!
            assert(entries.count == mask + 1, "NameIndex table of \(entries.count) entries for mask \(mask)")
            while true {
                assert(slot >= 0 && slot < entries.count, "NameIndex slot \(slot) out of range")
                let entry = base + slot
                if entry.pointee.low == low && entry.pointee.high == high
                    && (entry.pointee.tag == Self.own || entry.pointee.tag == generation) {
                    return Int(entry.pointee.value)
                }
                if entry.pointee.tag == Self.empty { return nil }
                slot = (slot + 1) & mask
            }
        }
        return hit ?? lookUpAndAlias(name, low, high)
    }

    /// The dictionary's answer, entered in the table as an alias of `name`'s bits.
    @inline(never)
    private mutating func lookUpAndAlias(_ name: String, _ low: UInt64, _ high: UInt64) -> Int? {
        guard let value = numbers[name] else { return nil }
        makeRoom()
        insert(low, high, value, alias: true)
        kept.append(name)
        return value
    }

    /// Builds the table again, larger, if it is half full: room for one more entry. (Before the
    /// dictionary changes: building the table enters the dictionary's names.)
    private mutating func makeRoom() {
        if 2 * (used + 1) > table.count { rebuild(minimumCount: 4 * (numbers.count + 1)) }
    }

    /// Enters bits `low`, `high` with number `value`, as a name's own entry or as an alias, in the
    /// first slot from theirs that holds nothing valid (`makeRoom()` made sure there is one).
    private mutating func insert(_ low: UInt64, _ high: UInt64, _ value: Int, alias: Bool) {
        var slot = Self.slot(low, high) & mask
        while table[slot].tag == Self.own || table[slot].tag == generation { slot = (slot + 1) & mask }
        if table[slot].tag == Self.empty { used += 1 }
        table[slot] = Entry(low: low, high: high, value: Int32(value), tag: alias ? generation : Self.own)
    }

    /// Gives the own entry of the name whose dictionary key has bits `own` the number `value`, or
    /// deletes it (`nil`); every alias becomes invalid.
    private mutating func setOwnEntry(_ own: Bits, to value: Int?) {
        var slot = Self.slot(own.0, own.1) & mask
        while !(table[slot].tag == Self.own && table[slot].low == own.0 && table[slot].high == own.1) {
            slot = (slot + 1) & mask
        }
        if let value {
            table[slot].value = Int32(value)
        } else {
            table[slot].tag = Self.deleted
        }
        kept.removeAll(keepingCapacity: true)
        generation &+= 1
        if generation < 3 { rebuild() }   // after 2³² − 3 changes: no alias of an old generation may remain
    }

    /// Builds the table again from the dictionary, with room for `minimumCount` slots and twice
    /// the names at least, without aliases or deleted slots (O(*n*)).
    private mutating func rebuild(minimumCount: Int = 0) {
        var size = 16
        while size < Swift.max(minimumCount, 2 * numbers.count + 2) { size *= 2 }
        table = ContiguousArray(repeating: Entry(), count: size)
        mask = size - 1
        used = 0
        kept.removeAll()
        generation = 3
        for (name, value) in numbers {
            let (low, high) = Self.bits(of: name)
            var slot = Self.slot(low, high) & mask
            while table[slot].tag != Self.empty { slot = (slot + 1) & mask }
            table[slot] = Entry(low: low, high: high, value: Int32(value), tag: Self.own)
            used += 1
        }
    }

    /// A name's representation, as `bits(of:)` reads it.
    typealias Bits = (UInt64, UInt64)

    /// The first and the last 8 bytes of `name`'s representation (16 bytes on 64-bit platforms, 12
    /// on 32-bit ones, where the two overlap): together, all of it. Equal bits are the same characters
    /// while one of the strings is alive (see the type's discussion); different bits prove nothing.
    @inline(__always)
    static func bits(of name: String) -> Bits {
        withUnsafeBytes(of: name) { raw in
            (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
        }
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
