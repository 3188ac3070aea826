// Owns: the numbers of a stage's names (its scenes' slots), and a cache in front of them.
// Called by: `Stage` (adding, renaming and removing scenes; every query and update by name).

/// Names to numbers — a ``Stage``'s scene names to their slots — with a small two-way cache in front
/// of the dictionary that finds a name given again as the same `String` value without hashing it.
///
/// Hashing a `String` (SipHash over its bytes) costs about 350 instructions, several times what a
/// stage spends on the query it was asked for: a caller who reads `progress(of: "card")` every frame
/// would pay it every frame. So a lookup first reads the string's own representation — the inline
/// bytes of a small string, the storage reference and count of a large one — mixes those bits into a
/// pair of slots of the cache and compares them with the bits kept there. Equal bits mean the same
/// characters: a small string's bits are its bytes, and a large one's storage is immutable while the
/// cache keeps a reference to it (each entry holds its `String`), so it can neither change nor be
/// freed and reused. Different bits prove nothing — the same name built anew has a new storage — and
/// fall through to the dictionary, whose answer then takes the cache slot.
///
/// Any change of the mapping starts a new generation: entries of an older one are ignored, so a
/// rename, a removal or a renumbering costs O(1) here.
///
/// Figures (callgrind, `Benchmarks/count-w2.sh --case=scrub_names`, instructions an op of a scrub
/// that reads every active scene's progress by name, over 4,096 ops that include each name's
/// first look-up): at n = 10, 846 with the dictionary alone, 420 with the cache (305 by handle);
/// at n = 1,000, 1,303 and 636 (415 by handle); at n = 100,000, 1,351 and 666 (423 by handle).
struct NameIndex {
    /// A cached answer: the bits of the name it was given for, that name (kept alive, see above),
    /// the number, and the generation it belongs to.
    private struct Entry {
        var low: UInt64 = 0, high: UInt64 = 0
        var generation: UInt32 = 0
        var value = 0
        var name = ""
    }

    /// Every name and its number.
    private(set) var numbers: [String: Int] = [:]
    private var cache = ContiguousArray<Entry>()
    /// `cache.count - 1` (a power of two less one), or -1 while there is no cache.
    private var mask = -1
    /// The generation valid entries carry; bumped by every change of the mapping.
    private var generation: UInt32 = 1

    /// The most entries the cache grows to (24 bytes each, with the name's reference).
    static let maximumCacheCount = 4096

    init() {}

    /// An index of `pairs`, whose names must be distinct.
    init(uniqueKeysWithValues pairs: some Sequence<(String, Int)>) {
        numbers = Dictionary(uniqueKeysWithValues: pairs)
    }

    /// How many names the index holds.
    var count: Int { numbers.count }

    /// The number of `name`, or `nil`; setting `nil` removes the name.
    ///
    /// - Complexity: O(1): a hash of the name, or none when it is found in the cache.
    subscript(name: String) -> Int? {
        @inline(__always) mutating get { lookUp(name) }
        set {
            numbers[name] = newValue
            invalidate()
        }
    }

    /// Sets the number of `name`, returning the number it had. A new name leaves the cache as it
    /// is (its entries stay valid); a new number for a name invalidates it.
    mutating func updateValue(_ value: Int, forKey name: String) -> Int? {
        guard let old = numbers.updateValue(value, forKey: name) else { return nil }
        invalidate()
        return old
    }

    /// Room for `count` names in all.
    mutating func reserveCapacity(_ count: Int) {
        numbers.reserveCapacity(count)
    }

    // Forced inline, an exception to the house style measured with callgrind
    // (Benchmarks/count-w2.sh --case=scrub_names): the hit path is a few loads and compares.
    @inline(__always)
    private mutating func lookUp(_ name: String) -> Int? {
        let (low, high) = Self.bits(of: name)
        let slot = Self.slot(low, high) & mask
        if mask >= 0 {
            let generation = generation
            let hit = cache.withUnsafeBufferPointer { entries -> Int? in
                let first = entries.baseAddress! + slot
                if first.pointee.low == low && first.pointee.high == high && first.pointee.generation == generation {
                    return first.pointee.value
                }
                let second = entries.baseAddress! + (slot ^ 1)
                return second.pointee.low == low && second.pointee.high == high && second.pointee.generation == generation
                    ? second.pointee.value : nil
            }
            if let hit { return hit }
        }
        return lookUpAndCache(name, low, high)
    }

    /// The dictionary's answer, entered in the cache.
    @inline(never)
    private mutating func lookUpAndCache(_ name: String, _ low: UInt64, _ high: UInt64) -> Int? {
        let wanted = Swift.min(Self.maximumCacheCount, Swift.max(16, 2 * numbers.count))
        if cache.count < wanted {
            // Made (or grown, once the names doubled) at a look-up, never while names are added:
            // O(1) amortised a look-up, and nothing for a stage never asked by name. Each name
            // enters at its first look-up (filling the cache with every name at once cost
            // W2 scrub_names n = 100,000 173,090 instructions an op over its first 64 ops).
            var size = 16
            while size < wanted { size *= 2 }
            cache = ContiguousArray(repeating: Entry(), count: size)
            mask = size - 1
        }
        guard let value = numbers[name] else { return nil }
        enter(name, low, high, value)
        return value
    }

    /// Enters `name`'s number in the cache.
    private mutating func enter(_ name: String, _ low: UInt64, _ high: UInt64, _ value: Int) {
        // Two ways: the name's slot, or its neighbour if that holds a current entry and the
        // neighbour does not (then the slot's entry is evicted).
        var slot = Self.slot(low, high) & mask
        if cache[slot].generation == generation && cache[slot ^ 1].generation != generation { slot ^= 1 }
        cache[slot] = Entry(low: low, high: high, generation: generation, value: value, name: name)
    }

    /// Forgets every cached answer, in O(1) (and in O(cache) once every 2³² changes).
    private mutating func invalidate() {
        generation &+= 1
        if generation == 0 {
            for index in cache.indices { cache[index].generation = 0 }
            generation = 1
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
        return Int(truncatingIfNeeded: mixed >> 40)
    }
}
