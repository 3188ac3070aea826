// Batched delivery: the events of a set of scenes, grouped by kind and time.

extension Stage {
    /// Delivers the events of the scenes named `names` in batches too — ScrollTrigger's
    /// `ScrollTrigger.batch()`: a feed of cards that fade in as they enter gets the cards that
    /// entered together in one call, to stagger them.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let stage = try Stage {
    ///     for card in 0..<12 { ScrollScene("card\(card)", start: Double(card) * 100, length: 0) }
    /// }
    /// try stage.batchEvents(of: stage.sceneNames, interval: 0.1, maximum: 5) { batch in
    ///     print(batch[0].kind, batch.map(\.scene))
    /// }
    /// stage.setOffset(-1, at: 0)
    /// stage.setOffset(750, at: 0.5)          // one jump over eight cards
    /// stage.tick(at: 0.6)                    // the interval has elapsed: the rest goes
    /// ```
    ///
    /// ```text
    /// enter ["card0", "card1", "card2", "card3", "card4"]
    /// leave ["card0", "card1", "card2", "card3", "card4"]
    /// enter ["card5", "card6", "card7"]
    /// leave ["card5", "card6", "card7"]
    /// ```
    ///
    /// **What a batch holds.** Events of one kind — `enter`, `leave`, `enterBack` or `leaveBack`,
    /// each kind batched on its own, as ScrollTrigger's `onEnter`, `onLeave`… batches are — of the
    /// scenes named, in the order the stage reports them: scroll order within an update (a jump's
    /// every crossing, as the event contract orders them), updates in turn. At most `maximum`.
    ///
    /// **When it is delivered.** The first event of a kind opens a batch at the stage's time (the
    /// time of the offset that caused it, see ``setOffset(_:at:)``). The batch is delivered
    /// - at once when it reaches `maximum` events, right after the event that filled it has gone
    ///   to its scene's handler, ``onEvent`` and the event streams;
    /// - otherwise once the stage's time reaches its opening time plus `interval` (a sum beyond
    ///   the largest finite `Double` counts as `greatestFiniteMagnitude`, which a tick can reach):
    ///   before an offset at or after that time is processed, at a ``tick(at:)`` at or after it, or
    ///   at the end of the update that opened it when `interval` is 0;
    /// - and, on a stage that has never had a time (no timed offset, no ``timeSource``, no tick),
    ///   at the end of the update that opened it: without a clock an interval cannot elapse.
    ///
    /// Batches due together go in the order they opened. A batch waiting for its interval keeps
    /// the stage from being ``isIdle``, so a frame driver ticks it until the batch goes.
    ///
    /// **Jumps.** A jump over 200 cards reports each card's `enter` and `leave` in scroll order, so
    /// the enter batches hold the cards in order, cut at the maximum as they come (the last, a
    /// remainder, after the interval), and the leave batches likewise. The jump back reports the
    /// mirror image — each card's `enterBack` and `leaveBack`, in reverse order — so the leaveBack
    /// batches, joined, are the enter batches reversed (and the enterBack ones the leave ones).
    /// Each run of a kind is cut at the maximum from its own first event, so the cuts themselves
    /// mirror when the count is a multiple of the maximum.
    ///
    /// Batching adds a delivery: every event still goes to its scene's handler, ``onEvent`` and
    /// the event streams, first. `deliver` runs as those handlers do, and may do what they may (an
    /// offset it sets is processed after the events already found); the events that causes go in
    /// later batches. A scene named again in a later call moves to the later call's batches
    /// (events already collected stay where they are); a removed scene leaves them. Each call keeps
    /// its handler and four batches for the stage's life, and each offset and tick while a batch is
    /// open looks at every call's: make one call per set of scenes, when the stage is built, not
    /// one per frame. A ``restore(_:)`` drops the batches collected before it.
    ///
    /// - Parameters:
    ///   - names: The scenes to batch; each must be on the stage.
    ///   - interval: How long a batch collects, in seconds on the stage's clock, ≥ 0 (ScrollTrigger's
    ///     `interval`; 0: one batch per kind per update).
    ///   - maximum: The most events a batch holds, ≥ 1 (default: no limit; ScrollTrigger's `batchMax`).
    ///   - deliver: Receives each batch: one or more events of one kind, in the order reported.
    /// - Throws: ``StageError/unknownScene(_:)`` for a name the stage does not have; nothing is
    ///   changed.
    /// - Precondition: `interval` is finite and ≥ 0; `maximum ≥ 1`.
    /// - Complexity: O(*n*) for the *n* names. Each event of a batched scene then costs O(1) more,
    ///   and so does each offset and tick while a batch is open for each call made; delivering a
    ///   batch of *b* events costs the call, and allocates nothing once a batch of that size has
    ///   been delivered before (unless `deliver` keeps the array).
    public func batchEvents(
        of names: some Sequence<String>, interval: Double, maximum: Int = .max, _ deliver: @escaping ([SceneEvent]) -> Void
    ) throws(StageError) {
        precondition(runningClosure == nil, "Stage.batchEvents(of:interval:maximum:_:) called from \(runningClosure!)")
        precondition(interval.isFinite && interval >= 0, "Stage.batchEvents(of:interval:maximum:_:) needs a finite interval >= 0, got \(interval)")
        precondition(maximum >= 1, "Stage.batchEvents(of:interval:maximum:_:) needs a maximum of at least 1, got \(maximum)")
        var indices: [Int] = []
        for name in names {
            guard let index = indexByName[name] else { throw .unknownScene(name) }
            indices.append(index)
        }
        let batches = self.batches ?? EventBatches()
        self.batches = batches
        hasSinks = true
        let group = Int32(truncatingIfNeeded: batches.groups.count)
        batches.groups.append(EventBatches.Group(interval: interval, maximum: maximum, deliver: deliver))
        for index in indices {
            let id = slots[index].id
            if batches.groupOfID.count <= id { batches.groupOfID += repeatElement(-1, count: slotOfID.count - batches.groupOfID.count) }
            batches.groupOfID[id] = group
        }
    }

    /// The batch group of `slots[index]`'s events, or -1.
    func batchGroup(ofSlot index: Int) -> Int32 {
        guard let batches else { return -1 }
        let id = slots[index].id
        return id < batches.groupOfID.count ? batches.groupOfID[id] : -1
    }

    /// Adds a reported event to its group's batch of its kind, and delivers the batch if that
    /// fills it.
    func collect(_ event: SceneEvent, inGroup group: Int) {
        guard let batches else { return }
        let index = 4 * group + EventBatches.index(of: event.kind)
        let maximum = batches.groups[group].maximum, now = self.now
        // One access to the batches for the whole update of the batch.
        let (opens, full) = batches.open.withUnsafeMutableBufferPointer { open -> (Bool, Bool) in
            let opens = open[index].events.isEmpty
            if opens {
                open[index].opened = now
                open[index].sequence = batches.nextSequence
            }
            open[index].events.append(event)
            return (opens, open[index].events.count >= maximum)
        }
        if opens {
            batches.nextSequence += 1
            batches.openCount += 1
        }
        if full {
            deliverBatch(index)
        } else if opens {
            onNeedsFrames?()
        }
    }

    /// Delivers every batch that is due at the stage's time (all of them without a time), in the
    /// order they opened, including those that fall due meanwhile.
    func deliverDueBatches() {
        while let batches, let index = batches.firstDue(at: now) {
            deliverBatch(index)
        }
    }

    /// Delivers one open batch: lends its events to the handler and takes the array back, so that
    /// batches of a size delivered before allocate nothing.
    private func deliverBatch(_ index: Int) {
        guard let batches else { return }
        var events: [SceneEvent] = []
        swap(&events, &batches.open[index].events)
        batches.openCount -= 1
        let deliver = batches.groups[index / 4].deliver
        deliver(events)
        events.removeAll(keepingCapacity: true)
        // The batch stays empty while its handler runs (nothing is collected meanwhile).
        if batches.open[index].events.isEmpty { batches.open[index].events = events }
    }
}

/// The batches of a stage's ``Stage/batchEvents(of:interval:maximum:_:)`` calls.
///
/// Its properties opt out of dynamic exclusivity checks, as the stage's do: a stage is used from
/// one isolation domain, and a batch's handler runs after every access to them has ended.
final class EventBatches {
    /// The events of one kind collected since the batch opened.
    struct Batch {
        var events: [SceneEvent] = []
        /// The stage's time when the first event came (`nil` on a stage without a time).
        var opened: Double?
        /// The order in which batches opened.
        var sequence = 0
    }

    /// One call's scenes: its interval, maximum and handler.
    struct Group {
        let interval: Double
        let maximum: Int
        let deliver: ([SceneEvent]) -> Void
    }

    // Unchecked for the reason Stage.swift gives ("Exclusivity"; the handlers of a batch run after
    // its events are taken out); with the track storage's, checked, they cost W2 scrub n = 1,000
    // 520 instructions an op against 415 (see TrackStorage.swift).
    @exclusivity(unchecked) var groups: [Group] = [] {
        didSet { open += repeatElement(Batch(), count: 4 * groups.count - open.count) }
    }
    /// The batches, four per group (enter, leave, enterBack, leaveBack): group `g`'s batch of kind
    /// `k` is `open[4g + k]`.
    @exclusivity(unchecked) var open: [Batch] = []
    /// By scene handle number (handles are never reused, so a removed scene's stays unread): the
    /// group its events go to, or -1.
    @exclusivity(unchecked) var groupOfID: [Int32] = []
    /// How many batches hold events.
    @exclusivity(unchecked) var openCount = 0
    @exclusivity(unchecked) var nextSequence = 0

    static func index(of kind: SceneEvent.Kind) -> Int {
        switch kind {
        case .enter: return 0
        case .leave: return 1
        case .enterBack: return 2
        case .leaveBack: return 3
        }
    }

    /// Empties every open batch without delivering it (a restore).
    func dropOpenBatches() {
        for index in open.indices { open[index].events.removeAll(keepingCapacity: true) }
        openCount = 0
    }

    /// When a batch opened at `opened` is due: `opened + interval`, saturated at the largest finite
    /// time where that sum overflows (a stage's times are finite, so a tick can always reach it).
    static func dueTime(opened: Double, interval: Double) -> Double {
        min(opened + interval, .greatestFiniteMagnitude)
    }

    /// Whether an open batch is due at `time` (every open batch when `time` is `nil`).
    func hasDue(at time: Double?) -> Bool { firstDue(at: time) != nil }

    /// The open batch due at `time` that opened first (its index in `open`), if any.
    func firstDue(at time: Double?) -> Int? {
        guard openCount > 0 else { return nil }
        var found: Int?, first = Int.max
        for index in open.indices where !open[index].events.isEmpty && open[index].sequence < first {
            if let time, let opened = open[index].opened, time < Self.dueTime(opened: opened, interval: groups[index / 4].interval) { continue }
            found = index
            first = open[index].sequence
        }
        return found
    }
}
