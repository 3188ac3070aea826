import Testing
@testable import Scrollwork

/// `EventOutbox` alone: events come out in the order they went in, detached ones keep what they
/// had, and a queued offset waits for the events found before it.
@Suite("Stage parts: the event outbox")
struct EventOutboxTests {
    @Test("Events come out in order; once all are reported the outbox empties, detached events with it")
    func order() {
        var outbox = EventOutbox()
        defer { outbox.free() }
        #expect(!outbox.hasWork)
        outbox.append(slot: 2, .enter, boundary: 100, offset: 150)
        outbox.append(slot: 0, .leave, boundary: 120, offset: 150)
        outbox.append(slot: 2, .leave, boundary: 140, offset: 150)
        #expect(outbox.hasEvents)
        let first = outbox.next()
        #expect(first.slot == 2 && first.kind == .enter && first.boundary == 100 && first.offset == 150)
        #expect(outbox.current.kind == .enter)

        // Scene 2 changes while its first event is reported: what is still pending of it detaches.
        outbox.detach(from: outbox.head) { entry in
            (nil, SceneEvent(scene: "old name of \(entry.slot)", kind: entry.kind, boundary: entry.boundary, offset: entry.offset), 7)
        }
        let second = outbox.next(), third = outbox.next()
        #expect(second.slot == -1 && third.slot == -2)
        #expect(outbox.detachedEvent(second.slot).event.scene == "old name of 0")
        #expect(outbox.detachedEvent(third.slot).event == SceneEvent(scene: "old name of 2", kind: .leave, boundary: 140, offset: 150))
        #expect(outbox.detachedEvent(third.slot).group == 7)
        #expect(!outbox.hasEvents)
        let emptied = outbox.clearReported()
        #expect(emptied)
        #expect(outbox.head == 0 && outbox.events.count == 0 && outbox.detached.isEmpty)
        let emptiedAgain = outbox.clearReported()
        #expect(!emptiedAgain)
    }

    @Test("Only the newest queued offset is kept, with its time, and it is taken once")
    func queue() {
        var outbox = EventOutbox()
        defer { outbox.free() }
        outbox.queue(300, at: nil)
        outbox.queue(500, at: 2.5)
        #expect(outbox.hasWork && !outbox.hasEvents)
        let taken = outbox.takeQueued()
        #expect(taken?.offset == 500 && taken?.time == 2.5)
        let takenAgain = outbox.takeQueued()
        #expect(takenAgain == nil)
        #expect(!outbox.hasWork)
    }
}
