import Testing
@testable import Scrollwork

/// The manually managed records a track storage's frame loop reads: every value put in is released
/// exactly once, whether it is replaced or freed, and growth keeps the values in order.
@Suite("Track records")
struct TrackRecordsTests {
    /// Counts how many of its instances are alive.
    final class Counted {
        static let alive = Locked(0)
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive.withLock { $0 += 1 }
        }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    @Test("Appending past every capacity keeps the values in order; replacing and freeing release each value once")
    func appendReplaceFree() {
        let before = Counted.alive.withLock { $0 }
        var records = TrackRecords<Counted>()
        #expect(records.last == nil)
        for value in 0..<37 { records.append(Counted(value)) }   // grows 4 → 8 → 16 → 32 → 64
        #expect(records.count == 37)
        #expect(records.elements.map(\.value) == Array(0..<37))
        #expect(records.last?.value == 36)
        #expect(Counted.alive.withLock { $0 } == before + 37)

        let kept = records.elements.filter { $0.value % 3 == 0 }
        records.replaceAll(with: kept)
        #expect(records.elements.map(\.value) == Array(stride(from: 0, to: 37, by: 3)))
        #expect(Counted.alive.withLock { $0 } == before + 13)   // the 24 left out are released
        _ = consume kept
        #expect(Counted.alive.withLock { $0 } == before + 13)   // the records hold their own 13

        records.free()
        #expect(Counted.alive.withLock { $0 } == before)
    }
}
