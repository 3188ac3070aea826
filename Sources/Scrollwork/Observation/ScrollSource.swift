import Foundation

/// Fans scroll offsets out to any number of observers, each with its own `AsyncStream`.
///
/// A scroll source is what a scroll view (UIKit, AppKit, SwiftUI, or Scrollwork's own headless
/// ``ScrollPhysics``) sends its offsets to, and what a ``Stage`` or any other observer reads them
/// from. It replaces Ouroboros' swizzled `setContentOffset:` and its app-wide notification: offsets
/// go only to the observers of this source.
///
/// ```swift
/// let source = ScrollSource(axis: .vertical)
/// let task = Task {
///     for await offset in source.offsets() { print(offset) }   // 0.0, then the newest offsets
/// }
/// source.send(CGPoint(x: 0, y: 120))   // the vertical component, 120, is delivered
/// source.send(.nan)                    // refused: returns false, `refusedCount` becomes 1
/// source.finish()                      // every stream ends after its newest offset
/// ```
///
/// ## Stream semantics
/// - **One stream per observer.** Each ``offsets(buffering:)`` call registers one consumer with its
///   own buffer; iterate each stream from one task only (`AsyncStream` is single-consumer).
/// - **The current offset on subscribe.** A new stream starts with the source's current offset, if
///   one has been sent, so an observer never waits for the next scroll to learn where it is.
/// - **Latest wins by default.** With ``OffsetBuffering/latest`` a consumer that falls behind
///   finds only the newest offset when it next reads; intermediate offsets are dropped, never queued.
///   Other policies are chosen per stream.
/// - **The final offset is never lost.** Every offset sent before ``finish()`` is either read or
///   replaced by a newer one; the newest is always delivered before the stream ends.
/// - **Ending.** ``finish()`` (or the source's deinitialisation) ends every stream after its
///   buffered offsets; later streams deliver the final offset and end at once. A consumer whose task
///   is cancelled sees the stream end (`nil`) and is unregistered immediately; nothing leaks.
/// - **Refusals.** NaN and ±∞ are refused: ``send(_:)-(Double)`` returns `false`, nothing is
///   delivered, and ``refusedCount`` counts them. Offsets sent after ``finish()`` are ignored
///   (returns `false`, not counted).
///
/// All methods are safe to call from any thread; offsets sent from one thread reach every observer
/// in the order they were sent.
///
/// - Complexity: ``send(_:)-(Double)`` is O(*k*) for *k* observers and allocates nothing for the
///   default policy; memory does not grow with the number of offsets sent.
public final class ScrollSource: Sendable {
    private struct Observer {
        let id: Int
        let continuation: AsyncStream<Double>.Continuation
    }

    private struct State {
        var current: Double?
        var observers: [Observer] = []
        var nextID = 0
        var refused = 0
        var finished = false
    }

    /// Which component of a point-valued offset this source forwards.
    public let axis: Axis
    private let state: Locked<State>

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - axis: The component that ``send(_:)-(CGPoint)`` forwards (default vertical).
    ///   - initial: The current offset before anything is sent, delivered to every new observer;
    ///     `nil` (the default) delivers nothing until the first ``send(_:)-(Double)``. A non-finite
    ///     `initial` is treated as `nil`.
    public init(axis: Axis = .vertical, initial: Double? = nil) {
        self.axis = axis
        state = Locked(State(current: initial.flatMap { $0.isFinite ? $0 : nil }))
    }

    deinit {
        finish()
    }

    /// Sends an offset to every observer.
    ///
    /// - Parameter offset: A position along ``axis`` in points.
    /// - Returns: `true` if the offset was accepted; `false` if it was refused as non-finite (and
    ///   counted in ``refusedCount``) or the source is finished.
    /// - Complexity: O(*k*) for *k* observers.
    @discardableResult
    public func send(_ offset: Double) -> Bool {
        state.withLock { state in
            guard !state.finished else { return false }
            guard offset.isFinite else {
                state.refused += 1
                return false
            }
            state.current = offset
            // Yielding never runs consumer code synchronously (it resumes or buffers), so it is safe
            // under the lock, and it keeps every observer's sequence in send order.
            for observer in state.observers { observer.continuation.yield(offset) }
            return true
        }
    }

    /// Sends the component of `point` along ``axis``; see ``send(_:)-(Double)``.
    @discardableResult
    public func send(_ point: CGPoint) -> Bool {
        send(axis.component(of: point))
    }

    /// A new stream of offsets for one observer.
    ///
    /// The stream starts with the current offset (if any), then delivers offsets as they are sent,
    /// buffered by `buffering`, and ends after ``finish()``. Cancelling the consuming task ends the
    /// stream and unregisters it.
    ///
    /// - Parameter buffering: What the stream keeps while its consumer is busy (default
    ///   ``OffsetBuffering/latest``).
    /// - Returns: A single-consumer stream.
    public func offsets(buffering: OffsetBuffering = .latest) -> AsyncStream<Double> {
        let (stream, continuation) = AsyncStream.makeStream(of: Double.self, bufferingPolicy: buffering.policy(for: Double.self))
        let registered = state.withLock { state -> Bool in
            if let current = state.current { continuation.yield(current) }
            guard !state.finished else { return false }
            let id = state.nextID
            state.nextID += 1
            state.observers.append(Observer(id: id, continuation: continuation))
            continuation.onTermination = { [weak self] _ in self?.unregister(id) }
            return true
        }
        if !registered { continuation.finish() }
        return stream
    }

    /// Ends every stream after the offsets it has buffered; later sends are ignored. Idempotent.
    public func finish() {
        let observers = state.withLock { state -> [Observer] in
            state.finished = true
            defer { state.observers.removeAll() }
            return state.observers
        }
        // Outside the lock: finishing runs each stream's termination handler.
        for observer in observers { observer.continuation.finish() }
    }

    /// The newest accepted offset, or `nil` if none has been sent (and no `initial` was given).
    public var offset: Double? { state.withLock { $0.current } }

    /// How many non-finite offsets have been refused.
    public var refusedCount: Int { state.withLock { $0.refused } }

    /// How many streams are currently registered.
    public var observerCount: Int { state.withLock { $0.observers.count } }

    /// Whether ``finish()`` has been called.
    public var isFinished: Bool { state.withLock { $0.finished } }

    private func unregister(_ id: Int) {
        state.withLock { state in
            state.observers.removeAll { $0.id == id }
        }
    }
}
