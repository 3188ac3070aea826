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
        StageSnapshot(offset: offset, scenes: Dictionary(uniqueKeysWithValues: slots.map {
            ($0.scene.name, StageSnapshot.SceneSnapshot(passedStart: $0.passedStart, passedEnd: $0.passedEnd, completed: $0.completed))
        }))
    }

    /// Restores a snapshot: sets the offset and the scenes' states, writes every track, and reports
    /// no events. A disabled scene's tracks are not written (it is frozen); they are written when
    /// it is enabled again.
    ///
    /// Scenes the snapshot does not name take the state their position implies; names the stage
    /// does not have are ignored; a scene recorded as past its end is also past its start.
    ///
    /// - Throws: ``StageError/nonFiniteOffset(_:)`` for a NaN or infinite offset; nothing is
    ///   changed.
    public func restore(_ snapshot: StageSnapshot) throws(StageError) {
        precondition(runningClosure == nil, "Stage.restore(_:) called from \(runningClosure!)")
        if let offset = snapshot.offset, !offset.isFinite { throw .nonFiniteOffset(offset) }
        offset = snapshot.offset
        for index in slots.indices {
            // A snapshot places every resolved scene (when it has an offset): later changes report
            // what they imply. Any other scene is placed silently once it can be.
            slots[index].placed = offset != nil && slots[index].resolved
            slots[index].completed = false
            if let saved = snapshot.scenes[slots[index].scene.name] {
                slots[index].passedStart = saved.passedStart || saved.passedEnd || saved.completed
                slots[index].passedEnd = saved.passedEnd || saved.completed
                slots[index].completed = saved.completed && slots[index].scene.once
            } else if let offset, slots[index].resolved {
                setSilently(&slots[index], at: offset)
            } else {
                slots[index].passedStart = false
                slots[index].passedEnd = false
            }
        }
        rewriteTracks()
    }
}
