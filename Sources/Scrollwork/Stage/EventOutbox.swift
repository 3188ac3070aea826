// Owns: the events a stage found and has not reported yet, in order; those whose scene changed or
// went before they were reported (with the handler and name it had then); and the newest offset
// given while events were being reported, which waits its turn.
// Called by: `Stage` only — a move and a re-sync append (`Stage+Crossings.swift`, `post()`), the
// delivery loop takes (`Stage+Moves.swift`), scene changes detach. It runs no caller's code: the
// stage reads an event here, then calls the handlers outside any access to it, so a handler that
// re-enters the stage finds the outbox in a consistent state.

/// The queue between finding events and reporting them, which makes the stage's event contract
/// hold under re-entrancy: every event already found is reported, in order, before a newer offset
/// is processed.
///
/// Invariants: `events[..<head]` are reported and `events[head...]` are not; an entry whose `slot`
/// is below 0 is `detached[-1 - slot]`; `detached` is empty whenever `events` is.
struct EventOutbox {
    /// An event whose scene changed or went before it was reported: the handler and the event as
    /// its scene had them when it was found, and the scene's batch group then.
    typealias Detached = (handler: ((SceneEvent) -> Void)?, event: SceneEvent, group: Int32)

    private(set) var events = StageColumn<Stage.Pending>()
    /// The next event to report.
    private(set) var head = 0
    private(set) var detached: [Detached] = []
    /// The newest offset given while events were being reported, and its time.
    private(set) var queuedOffset: Double?
    private(set) var queuedTime: Double?

    /// Releases the memory; the value must not be used afterwards.
    func free() { events.free() }

    /// Whether an event waits to be reported.
    var hasEvents: Bool { head < events.count }

    /// Whether an event or a queued offset waits.
    var hasWork: Bool { head < events.count || queuedOffset != nil }

    /// Adds an event after the others.
    mutating func append(slot: Int, _ kind: SceneEvent.Kind, silent: Bool = false, boundary: Double, offset: Double) {
        events.append(Stage.Pending(slot: Int32(truncatingIfNeeded: slot), kind: kind, silent: silent, boundary: boundary, offset: offset))
    }

    /// The next event to report, taken: the caller reports it (the head has moved past it).
    mutating func next() -> Stage.Pending {
        assert(hasEvents, "EventOutbox.next() with no event left")
        let entry = events[head]
        head += 1
        return entry
    }

    /// The event being reported (the last one `next()` gave).
    var current: Stage.Pending {
        assert(head > 0, "EventOutbox.current before any event was taken")
        return events[head - 1]
    }

    /// The detached event an entry's negative `slot` stands for.
    func detachedEvent(_ slot: Int32) -> Detached {
        assert(slot < 0, "EventOutbox.detachedEvent(\(slot)) of an attached entry")
        return detached[Int(-1 - slot)]
    }

    /// Whether the invariants hold (see the type; a debug validation: O(*n*)).
    var invariantsHold: Bool {
        guard events.invariantsHold, head >= 0, head <= events.count, !events.isEmpty || detached.isEmpty else { return false }
        for k in 0..<events.count where events[k].slot < 0 && Int(-1 - events[k].slot) >= detached.count { return false }
        return true
    }

    /// Empties the outbox once every event is reported; returns whether there was anything to
    /// empty (the handlers that ran since may then be let go).
    mutating func clearReported() -> Bool {
        guard head > 0 else { return false }
        events.removeAll()
        head = 0
        if !detached.isEmpty { detached.removeAll(keepingCapacity: true) }
        return true
    }

    /// Detaches every event from `first` on whose scene is still numbered: `describe` gives the
    /// handler, event and group its scene has now.
    mutating func detach(from first: Int, _ describe: (Stage.Pending) -> Detached) {
        guard first < events.count else { return }
        for k in first..<events.count where events[k].slot >= 0 {
            detached.append(describe(events[k]))
            events.base[k].slot = Int32(truncatingIfNeeded: -detached.count)
        }
    }

    /// Keeps `offset` (at `time`) as the newest offset to process, replacing any kept before.
    mutating func queue(_ offset: Double, at time: Double?) {
        queuedOffset = offset
        queuedTime = time
    }

    /// The queued offset and its time, taken, or `nil`.
    mutating func takeQueued() -> (offset: Double, time: Double?)? {
        guard let offset = queuedOffset else { return nil }
        let time = queuedTime
        queuedOffset = nil
        queuedTime = nil
        return (offset, time)
    }
}
