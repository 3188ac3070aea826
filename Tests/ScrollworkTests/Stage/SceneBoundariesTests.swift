import Foundation
import Testing
@testable import Scrollwork

/// `SceneBoundaries` alone: a move's walk holds exactly the boundaries a test of every scene finds
/// between the two offsets, through adds, hysteresis, re-keyed scenes, resizes and removals.
@Suite("Stage parts: the scene boundaries")
struct SceneBoundariesTests {
    /// Scenes at random places (some with hysteresis), in a column of slots.
    final class Slots {
        var column = StageColumn<Stage.Slot>()
        deinit { column.free() }
        var keys: BoundaryKeys { BoundaryKeys(slots: column.base, count: column.count) }

        func add(start: Double, length: Double, hysteresis: Double) {
            var slot = Stage.Slot(ScrollScene("s\(column.count)", start: .offset(start), length: length), id: column.count)
            slot.start = start
            slot.end = start + length
            slot.hysteresis = hysteresis
            column.append(slot)
        }
    }

    /// The slots whose forward (or backward) start and end keys a move from `a` to `b` crosses,
    /// found by testing every slot: starts in `[a, b)` and ends in `(a, b]` going forward, starts in
    /// `[b, a)` and ends in `(b, a]` going backward.
    static func crossed(_ slots: Slots, from a: Double, to b: Double) -> (starts: Set<Int32>, ends: Set<Int32>) {
        var starts = Set<Int32>(), ends = Set<Int32>()
        let forward = b > a, hysteresis = (0..<slots.column.count).contains { slots.column[$0].hysteresis > 0 }
        let backward = !forward && hysteresis
        for i in 0..<slots.column.count {
            let start = slots.keys.start(i, backward: backward), end = slots.keys.end(i, backward: backward)
            if forward ? (a <= start && start < b) : (b <= start && start < a) { starts.insert(Int32(i)) }
            if forward ? (a < end && end <= b) : (b < end && end <= a) { ends.insert(Int32(i)) }
        }
        return (starts, ends)
    }

    static func walked(_ boundaries: SceneBoundaries, _ walk: SceneBoundaries.Walk) -> (starts: Set<Int32>, ends: Set<Int32>) {
        func slots(_ column: SortedBoundaries, _ range: Range<Int>) -> Set<Int32> { Set(range.map { column.slots[$0] }) }
        switch walk {
        case .none: return ([], [])
        case .forward(let starts, let ends): return (slots(boundaries.starts, starts), slots(boundaries.ends, ends))
        case .backward(let starts, let ends, let back):
            return back ? (slots(boundaries.backStarts, starts), slots(boundaries.backEnds, ends))
                : (slots(boundaries.starts, starts), slots(boundaries.ends, ends))
        }
    }

    @Test("Every move walks exactly the boundaries between its offsets", arguments: 0..<12)
    func walksWhatIsCrossed(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let slots = Slots()
        var boundaries = SceneBoundaries()
        defer { boundaries.free() }
        func addScenes(_ count: Int) {
            for _ in 0..<count {
                let hysteresis = Int.random(in: 0..<4, using: &random) == 0 ? Double(Int.random(in: 1...20, using: &random)) : 0
                slots.add(start: Double(Int.random(in: 0...2000, using: &random)), length: Double(Int.random(in: 0...300, using: &random)), hysteresis: hysteresis)
                if hysteresis > 0 { boundaries.hysteresisChanged(by: 1, keys: slots.keys) }
            }
            boundaries.invalidateCursors()
        }
        addScenes(30)
        var x = Double(Int.random(in: 0...2300, using: &random))
        for step in 0..<400 {
            switch Int.random(in: 0..<20, using: &random) {
            case 0:
                addScenes(Int.random(in: 1...5, using: &random))
            case 1:
                // A scene moves (an update): its boundaries are re-keyed from where they were.
                boundaries.indexPending(count: slots.column.count, keys: slots.keys)
                let i = Int.random(in: 0..<slots.column.count, using: &random), keys = slots.keys
                let old = (keys.start(i, backward: false), keys.end(i, backward: false), keys.start(i, backward: true), keys.end(i, backward: true))
                let hadHysteresis = slots.column[i].hysteresis > 0
                let shift = Double(Int.random(in: -300...300, using: &random))
                slots.column[i].start += shift
                slots.column[i].end += shift
                slots.column[i].hysteresis = hadHysteresis ? 0 : 7
                boundaries.rekey(slot: i, from: old, hysteresisChange: hadHysteresis ? -1 : 1, keys: slots.keys)
            case 2:
                // Scenes below a point move down (a resize): their old keys are marked stale.
                let point = Double(Int.random(in: 0...2000, using: &random)), delta = Double(Int.random(in: -50...50, using: &random))
                var low = Double.infinity, high = -Double.infinity
                for i in 0..<slots.column.count where slots.column[i].start >= point {
                    low = min(low, slots.column[i].start - slots.column[i].hysteresis)
                    high = max(high, slots.column[i].end + slots.column[i].hysteresis)
                    slots.column[i].start += delta
                    slots.column[i].end += delta
                }
                boundaries.markStale(low: low, high: high)
            default:
                let b = Double(Int.random(in: -100...2400, using: &random)) + Double(Int.random(in: 0..<4, using: &random)) / 4
                if !boundaries.cursorsValid { boundaries.placeCursors(at: x, count: slots.column.count, keys: slots.keys) }
                let walk = boundaries.advance(from: x, to: b)
                let found = Self.walked(boundaries, walk), expected = Self.crossed(slots, from: x, to: b)
                #expect(found.starts == expected.starts, "seed \(seed) step \(step): starts from \(x) to \(b)")
                #expect(found.ends == expected.ends, "seed \(seed) step \(step): ends from \(x) to \(b)")
                x = b
            }
        }
        #expect(boundaries.indexedCount == slots.column.count)
    }

    @Test("Removing a scene numbers the later ones one lower, and the last hysteresis gone drops the backward keys")
    func removal() {
        let slots = Slots()
        var boundaries = SceneBoundaries()
        defer { boundaries.free() }
        slots.add(start: 100, length: 50, hysteresis: 0)
        slots.add(start: 300, length: 50, hysteresis: 10)
        slots.add(start: 200, length: 50, hysteresis: 0)
        boundaries.hysteresisChanged(by: 1, keys: slots.keys)
        boundaries.rebuild(count: 3, keys: slots.keys)
        #expect(boundaries.backStarts.count == 3)
        boundaries.remove(slot: 1, hadHysteresis: true, keys: slots.keys)
        #expect(boundaries.hysteresisCount == 0)
        #expect(boundaries.backStarts.count == 0)
        #expect((0..<boundaries.starts.count).map { boundaries.starts.slots[$0] } == [0, 1])
        #expect((0..<boundaries.starts.count).map { boundaries.starts.keys[$0] } == [100, 200])
        #expect(boundaries.indexedCount == 2)
    }
}
