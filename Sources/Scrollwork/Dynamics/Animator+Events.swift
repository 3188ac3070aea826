extension Animator {
    /// A new stream of every event of every animation of this animator.
    ///
    /// - The stream is unbounded and loses nothing: each event is buffered until read, so a consumer
    ///   that falls behind accumulates events (one `applied` per animation per frame). Events are
    ///   yielded synchronously during ``tick(at:)`` and the other calls that cause them, in the
    ///   order listed on ``Animator``.
    /// - One stream per consumer; call `events()` again for another.
    /// - The stream finishes when the animator is deinitialised. A consumer whose task is cancelled
    ///   sees the stream end; the animator drops it at its next event.
    /// - While no stream is open, reporting events costs nothing and allocates nothing.
    ///
    /// - Returns: A single-consumer stream of events.
    public func events() -> AsyncStream<AnimationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: AnimationEvent.self, bufferingPolicy: .unbounded)
        continuations.append(continuation)
        return stream
    }

    /// Yields an event to every open stream, dropping the streams that have ended.
    func publish(key: String, kind: AnimationEvent.Kind, time: Double) {
        guard !continuations.isEmpty else { return }
        let event = AnimationEvent(key: key, kind: kind, time: time)
        var i = 0
        while i < continuations.count {
            if case .terminated = continuations[i].yield(event) {
                continuations.remove(at: i)
            } else {
                i += 1
            }
        }
    }
}
