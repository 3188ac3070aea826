/// The continuations of a stage's event streams.
///
/// Only read and written under the stage's `observers` lock; events are yielded outside it (see
/// ``Stage/pump()``), because a cancelled consumer's termination handler runs under the runtime's
/// task lock and then takes this one.
struct EventObservers {
    var continuations: [(id: Int, continuation: AsyncStream<SceneEvent>.Continuation)] = []
    var nextID = 0

    /// Unregisters every stream and returns their continuations, to be finished outside the lock.
    mutating func removeAll() -> [AsyncStream<SceneEvent>.Continuation] {
        defer { continuations.removeAll() }
        return continuations.map(\.continuation)
    }
}

extension Stage {
    /// A new stream of this stage's events, for one consumer.
    ///
    /// Events are buffered without limit (none is ever dropped) and arrive in the order the stage
    /// reports them. The stream ends when the stage is deallocated; cancelling the consuming task
    /// ends it early and unregisters it.
    public func events() -> AsyncStream<SceneEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: SceneEvent.self, bufferingPolicy: .unbounded)
        hasStreams = true
        hasSinks = true
        let id = observers.withLock { observers -> Int in
            let id = observers.nextID
            observers.nextID += 1
            observers.continuations.append((id, continuation))
            return id
        }
        let observers = self.observers
        continuation.onTermination = { _ in
            observers.withLock { $0.continuations.removeAll { $0.id == id } }
        }
        return stream
    }

    // MARK: - Snapshots

    /// The stage's state: its offset and every scene's flags.
    public var snapshot: StageSnapshot {
        StageSnapshot(offset: offset, scenes: Dictionary(uniqueKeysWithValues: (0..<slots.count).map {
            let slot = slots[$0]
            return (scenes[$0].name, StageSnapshot.SceneSnapshot(passedStart: slot.passedStart, passedEnd: slot.passedEnd, completed: slot.completed))
        }))
    }

    /// Restores a snapshot: sets the offset and the scenes' states, writes every track, and reports
    /// no events — unless ``loadEvents`` says to report a page load at the saved position (the
    /// `enter` of each scene saved as active, or every event a scroll there from the start would
    /// report), which it then does after writing the tracks; see ``LoadEvents``. A disabled scene's
    /// tracks are not written (it is frozen); they are written when it is enabled again. The stage
    /// is then at rest, as a new stage is: its ``velocity`` is 0 until its next timed offsets (the restored offset is no motion); its clock starts again
    /// (``lastTickTime`` is `nil`, and the next offset's or tick's time is the stage's time, even
    /// one earlier than before the restore, so replaying the same times gives the same results);
    /// and batches of events collected before (``batchEvents(of:interval:maximum:_:)``) are
    /// dropped, not delivered.
    ///
    /// Scenes the snapshot does not name take the state their position implies; names the stage
    /// does not have are ignored; a scene recorded as past its end is also past its start.
    ///
    /// - Throws: ``StageError/nonFiniteOffset(_:)`` for a NaN or infinite offset; nothing is
    ///   changed.
    /// - Complexity: O(*s* + *t*). If a restored state disagrees with the offset (a scene recorded
    ///   as active at an offset outside it), the next move tests every scene, O(*s*), as it finds
    ///   the crossings that disagreement implies.
    public func restore(_ snapshot: StageSnapshot) throws(StageError) {
        precondition(runningClosure == nil, "Stage.restore(_:) called from \(runningClosure!)")
        if let offset = snapshot.offset, !offset.isFinite { throw .nonFiniteOffset(offset) }
        // Scenes without tracks keep the frame they had (as those with tracks do when the restored
        // stage has no offset, and so writes none).
        for index in 0..<slots.count { keepFrame(index) }
        offset = snapshot.offset
        needsFullScan = false
        for index in 0..<slots.count {
            let slot = slots.base + index
            // A snapshot places every resolved scene (when it has an offset): later changes report
            // what they imply. Any other scene is placed silently once it can be.
            slot.pointee.placed = offset != nil && slot.pointee.resolved
            slot.pointee.completed = false
            if let saved = snapshot.scenes[scenes[index].name] {
                slot.pointee.passedStart = saved.passedStart || saved.passedEnd || saved.completed
                slot.pointee.passedEnd = saved.passedEnd || saved.completed
                slot.pointee.completed = saved.completed && slot.pointee.once
            } else if let offset, slot.pointee.resolved {
                setSilently(index, at: offset)
            } else {
                slot.pointee.passedStart = false
                slot.pointee.passedEnd = false
            }
            // Reporting load events, a disabled scene is placed (and reports them) once enabled.
            if loadEvents.kind != .silent && !slot.pointee.isEnabled { slot.pointee.placed = false }
            // Flags the offset would change at once (a snapshot of another layout, say): the next
            // move tests every scene, as a move always did.
            if let offset, slot.pointee.isLive {
                let flags = Self.flags(slot.pointee, at: offset)
                if flags.start != slot.pointee.passedStart || flags.end != slot.pointee.passedEnd { needsFullScan = true }
            }
        }
        rebuildActiveSet()
        boundaries.invalidateCursors()
        // A restored stage is at rest, with a clock of its own to come: its velocity and time start
        // again from its next timed offset or tick, and batches collected before are dropped.
        clock.restart()
        lags?.restart()
        trackVelocity = 0
        batches?.dropOpenBatches()
        rewriteTracks()
        if loadEvents.kind != .silent && offset != nil { reportRestoredStates() }
    }
}
