import Foundation
import Testing
@testable import Scrollwork

/// The checks behind the stage's unsafe-pointer columns (issue 38, item 6): each access asserts
/// with these helpers, so a debug build traps on a library bug instead of corrupting memory, and a
/// release build pays nothing. These tests show what each helper answers, without trapping.
@Suite("Debug checks of the stage's unsafe-pointer parts")
struct StageDebugChecksTests {
    @Test("A column knows which indexes name its values, and its invariants hold through its changes")
    func columnBounds() {
        var column = StageColumn<Int32>()
        defer { column.free() }
        #expect(!column.holds(0) && !column.holds(-1))
        for value in 0..<10 { column.append(Int32(value)) }
        #expect(column.holds(0) && column.holds(9))
        #expect(!column.holds(10) && !column.holds(-1) && !column.holds(.max))
        column.remove(at: 3)
        #expect(column.count == 9 && !column.holds(9) && column.holds(8))
        column.resize(to: 20, filler: 7)
        #expect(column.holds(19) && !column.holds(20) && column[19] == 7)
        column.removeLast()
        #expect(!column.holds(19))
        #expect(column.invariantsHold)
        column.removeAll()
        #expect(!column.holds(0) && column.invariantsHold)
    }

    @Test("Track records know which indexes name a record")
    func recordBounds() {
        var records = TrackRecords<Int32>()
        defer { records.free() }
        #expect(!records.holds(0))
        for value in 0..<5 { records.append(Int32(value)) }
        #expect(records.holds(4) && !records.holds(5) && !records.holds(-1))
        #expect(records.invariantsHold)
    }

    #if DEBUG
    @Test("Boundary keys check a slot against the stage's count in debug builds")
    func boundaryKeyBounds() throws {
        let stage = Stage()
        for index in 0..<3 { try stage.add(ScrollScene("s\(index)", start: .offset(Double(index) * 100), length: 50)) }
        let keys = stage.boundaryKeys
        #expect(keys.holds(0) && keys.holds(2))
        #expect(!keys.holds(3) && !keys.holds(-1))
        #expect(keys.start(1, backward: false) == 100 && keys.end(2, backward: true) == 250)
    }
    #endif

    @Test("Sorted boundaries tell a sorted column from one out of order")
    func sortedBoundaries() {
        var boundaries = SortedBoundaries()
        defer { boundaries.free() }
        for (key, slot) in [(1.0, 0), (2.0, 1), (2.0, 2), (5.0, 3)] as [(Double, Int32)] {
            boundaries.keys.append(key)
            boundaries.slots.append(slot)
        }
        #expect(boundaries.invariantsHold)
        boundaries.slots[2] = 0   // (2, 0) after (2, 1): out of order
        #expect(!boundaries.invariantsHold)
        boundaries.slots[2] = 2
        boundaries.keys.append(9)   // a key without its slot
        #expect(!boundaries.invariantsHold)
    }

    @Test("The outbox's invariants hold as events are added, taken and cleared")
    func outbox() {
        var outbox = EventOutbox()
        defer { outbox.free() }
        #expect(outbox.invariantsHold)
        outbox.append(slot: 0, .enter, boundary: 10, offset: 12)
        outbox.append(slot: 1, .leave, boundary: 11, offset: 12)
        #expect(outbox.invariantsHold)
        _ = outbox.next()
        #expect(outbox.invariantsHold && outbox.hasEvents)
        _ = outbox.next()
        #expect(outbox.invariantsHold && !outbox.hasEvents)
        let cleared = outbox.clearReported()
        #expect(cleared && outbox.invariantsHold)
    }

    @Test("A stage's bookkeeping agrees with itself through adds, moves, changes and removals")
    func stageInvariants() throws {
        let stage = Stage()
        #expect(stage.invariantsHold)
        var ramp = Timeline(initial: 0.0)
        try ramp.insert(Scale(start: 0, length: 1, to: 1))
        var last = 0.0
        for index in 0..<20 {
            var scene = ScrollScene("s\(index)", start: .offset(Double(index) * 40), length: index % 5 == 0 ? 0 : 90)
            if index % 3 == 0 { scene.add(Track(ramp) { last = $0 }) }
            if index % 7 == 0 { scene.add(Track(ramp, domain: .offset) { last = $0 }) }
            try stage.add(scene)
        }
        #expect(stage.invariantsHold)
        for offset in [0.0, 333, 340, 800, 120, 121] {
            stage.setOffset(offset)
            #expect(stage.invariantsHold, "at \(offset)")
        }
        try stage.updateScene(named: "s4") { $0.hysteresis = 5 }
        #expect(stage.invariantsHold)
        try stage.updateScene(named: "s6") { $0.tracks = [] }
        #expect(stage.invariantsHold)
        stage.removeScene(named: "s3")
        stage.setOffset(500)
        #expect(stage.invariantsHold)
        #expect(last.isFinite)
        // A broken list is told apart: a tracked scene missing from `trackedSlots`.
        let removed = stage.trackedSlots[0]
        stage.trackedSlots.remove(at: 0)
        #expect(!stage.invariantsHold)
        stage.trackedSlots.append(removed)
        #expect(stage.invariantsHold)
    }
}
