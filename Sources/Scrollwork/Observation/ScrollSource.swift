#if canImport(CoreGraphics)
import CoreGraphics
#endif
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
///     for await offset in source.offsets() { print(offset) }   // the current offset, then the newest ones
/// }
/// source.send(CGPoint(x: 0, y: 120))   // the vertical component, 120, is delivered
/// source.send(.nan)                    // refused: returns false, `refusedCount` becomes 1
/// source.finish()                      // every stream ends after its newest offset
/// ```
///
/// ## Stream semantics
/// - **One stream per observer.** Each ``offsets(bufferingPolicy:)`` call registers one consumer with its
///   own buffer; iterate each stream from one task only (`AsyncStream` is single-consumer).
/// - **The current offset on subscribe.** A new stream starts with the source's current offset, if
///   one has been sent, so an observer never waits for the next scroll to learn where it is.
/// - **Latest wins by default.** With the default `.bufferingNewest(1)` a consumer that falls
///   behind finds only the newest offset when it next reads; intermediate offsets are dropped, never
///   queued. Other policies are chosen per stream, in `AsyncStream`'s own vocabulary.
/// - **The final offset is never lost** (with `.bufferingNewest` and `.unbounded`). Every offset sent
///   before ``finish()`` is either read or replaced by a newer one; the newest is always delivered
///   before the stream ends.
/// - **Ending.** ``finish()`` (or the source's deinitialisation) ends every stream after its
///   buffered offsets; later streams deliver the final offset and end at once. A consumer whose task
///   is cancelled sees the stream end (`nil`) and is unregistered immediately; nothing leaks.
/// - **Refusals.** NaN and ±∞ are refused: ``send(_:)-(Double)`` returns `false`, nothing is
///   delivered, and ``refusedCount`` counts them. Offsets sent after ``finish()`` are ignored
///   (returns `false`, not counted).
///
/// ## Velocity
/// Offsets sent with a time (``send(_:at:)-(Double,_)``) also measure the scroll velocity, which
/// ``velocity(at:)`` reports in points per second, as a ``Stage`` measures its ``Stage/velocity``:
/// the mean velocity over the trailing 0.1 s of the piecewise-linear path through the timed
/// offsets (held for 0.05 s after the newest, then measured that late), exact for constant velocity
/// at any frame rate, and exactly 0 from 0.15 s after the last offset that moved — asked at a later
/// time, with no further offset needed. An offset sent without
/// a time counts as sent at the newest timed offset's time (none counts before the first).
/// ``ScrollPhysics`` sends its offsets with the times of its ticks. The mean is over the whole
/// window even as a scroll starts (the path holds its first offset before it): 12 points in the
/// first 0.01 s read as 120 points per second, not 1,200.
///
/// ```swift
/// import Scrollwork
///
/// let source = ScrollSource()
/// source.send(0, at: 0)
/// source.send(12, at: 0.01)
/// source.velocity(at: 0.01)    // 120.0
/// source.velocity(at: 0.5)     // 0.0
/// ```
///
/// All methods are safe to call from any thread; offsets sent from one thread reach every observer
/// in the order they were sent.
///
/// Each stream pulls from its observer's mailbox (`AsyncStream(unfolding:)`), so sending to an
/// observer that is not waiting costs a store, not a trip through `AsyncStream`'s own buffer (about
/// 1 µs for 100 observers, against about 50 µs with one `yield` each). An observer that is waiting
/// is woken through a one-slot `AsyncStream<Void>` of its own, after the source's lock is released.
///
/// ## Locking
/// The source's lock guards only its own state: no continuation is resumed, no stream yielded to
/// and no observer code run while it is held. A consumer cancelled while it waits ends through its
/// wake-up stream's cancellation, whose termination handler (run by the Swift runtime under the
/// cancelled task's lock) takes the source's lock only for the time it takes to remove a mailbox,
/// so cancellation can never wait on a sender or the other way round.
///
/// - Complexity: ``send(_:)-(Double)`` is O(*k*) for *k* observers and allocates nothing for the
///   default policy; memory does not grow with the number of offsets sent.
public final class ScrollSource: Sendable {
    /// One observer's unread offsets, and how to wake it while it waits for one.
    struct Mailbox {
        let id: Int
        var queue: OffsetQueue
        /// Whether the observer found the queue empty and waits on `wake`.
        var isWaiting = false
        let wake: AsyncStream<Void>.Continuation
    }

    struct State {
        var current: Double?
        var mailboxes: [Mailbox] = []
        var nextID = 0
        var refused = 0
        var finished = false
        /// The timed offsets, for ``ScrollSource/velocity(at:)``.
        var path = TimedPath()
        /// A spare buffer for the observers a send wakes, lent out so that steady-state sends
        /// allocate nothing; see ``ScrollSource/send(_:)-(Double)``.
        var spareWakes: [AsyncStream<Void>.Continuation] = []

        func index(of id: Int) -> Int? { mailboxes.firstIndex { $0.id == id } }
    }

    /// Which component of a point-valued offset this source forwards.
    public let axis: ScrollAxis
    private let state: Locked<State>

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - axis: The component that ``send(_:)-(CGPoint)`` forwards (default vertical).
    ///   - initial: The current offset before anything is sent, delivered to every new observer;
    ///     `nil` (the default) delivers nothing until the first ``send(_:)-(Double)``. A non-finite
    ///     `initial` is treated as `nil`.
    public init(axis: ScrollAxis = .vertical, initial: Double? = nil) {
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
    /// - Complexity: O(*k*) for *k* observers; a few nanoseconds per observer that is not waiting.
    @discardableResult
    public func send(_ offset: Double) -> Bool {
        send(offset, time: nil)
    }

    /// Sends an offset that the scroll reached at `time`, to every observer, and records it for
    /// ``velocity(at:)``; see ``send(_:)-(Double)``.
    ///
    /// - Parameters:
    ///   - offset: A position along ``axis`` in points.
    ///   - time: When, in seconds on the sender's clock (a display link's timestamps, a
    ///     ``ScrollPhysics``'s ticks). A time before the newest one counts as the newest; a NaN
    ///     or infinite time counts as none.
    /// - Returns: `true` if the offset was accepted; `false` if it was refused as non-finite (and
    ///   counted in ``refusedCount``) or the source is finished.
    /// - Complexity: O(*k*) for *k* observers, plus amortised O(1) to record the offset.
    @discardableResult
    public func send(_ offset: Double, at time: Double) -> Bool {
        send(offset, time: time)
    }

    /// Sends the component of `point` along ``axis`` that the scroll reached at `time`; see
    /// ``send(_:at:)-(Double,_)``.
    @discardableResult
    public func send(_ point: CGPoint, at time: Double) -> Bool {
        send(axis.component(of: point), time: time)
    }

    /// The scroll velocity at `time`, in points per second, measured from the offsets sent with a
    /// time (see "Velocity" above): positive while the offset grows, exactly 0 at rest, and never
    /// beyond ±10¹⁵ points per second.
    ///
    /// - Parameter time: When, on the senders' clock. A time before the newest offset's counts as
    ///   that offset's (the velocity as of the newest offset); NaN too. `+∞` gives 0.
    /// - Returns: The velocity; 0 before any timed offset.
    /// - Complexity: O(log *m*) for the *m* offsets of the last 0.15 s.
    public func velocity(at time: Double) -> Double {
        state.withLock { state in
            guard let newest = state.path.newest else { return 0 }
            return state.path.velocity(at: time.isNaN ? newest.time : max(time, newest.time))
        }
    }

    private func send(_ offset: Double, time: Double?) -> Bool {
        // Every mailbox gets the offset under the lock, so every observer sees the offsets of one
        // sender in order; observers that wait are woken after the lock is released.
        var woken: [AsyncStream<Void>.Continuation] = []
        let accepted = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            guard offset.isFinite else {
                state.refused += 1
                return false
            }
            state.current = offset
            if let time, time.isFinite {
                state.path.append(offset, at: time)
            } else if let newest = state.path.newest {
                state.path.append(offset, at: newest.time)
            }
            for index in state.mailboxes.indices {
                state.mailboxes[index].queue.push(offset)
                if state.mailboxes[index].isWaiting {
                    state.mailboxes[index].isWaiting = false
                    if woken.isEmpty { swap(&woken, &state.spareWakes) }
                    woken.append(state.mailboxes[index].wake)
                }
            }
            return true
        }
        guard !woken.isEmpty else { return accepted }
        for wake in woken { wake.yield() }
        woken.removeAll(keepingCapacity: true)
        state.withLock { $0.spareWakes = woken }
        return accepted
    }

    /// Sends the component of `point` along ``axis``; see ``send(_:)-(Double)``.
    @discardableResult
    public func send(_ point: CGPoint) -> Bool {
        send(axis.component(of: point))
    }

    /// A new stream of offsets for one observer.
    ///
    /// The stream starts with the current offset (if any), then delivers offsets as they are sent,
    /// buffered by `bufferingPolicy`, and ends after ``finish()``. Cancelling the consuming task, or
    /// dropping the stream, ends it and unregisters it.
    ///
    /// ```swift
    /// let source = ScrollSource()
    /// let latest = source.offsets()                                   // a slow reader skips to the newest
    /// let trajectory = source.offsets(bufferingPolicy: .unbounded)    // every offset, in order
    /// ```
    ///
    /// - Parameter bufferingPolicy: What the stream keeps while its consumer is busy, as
    ///   `AsyncStream` defines it: `.bufferingNewest(n)` keeps the `n` newest unread offsets (the
    ///   default keeps one: latest wins), `.bufferingOldest(n)` the `n` oldest (later ones are
    ///   dropped while it is full, so the final offset can be lost), `.unbounded` all of them (memory
    ///   grows with a consumer's lag). A count below 1 counts as 1: a stream always keeps at least one
    ///   offset, so a consumer that is not waiting at the moment of a send still receives it.
    /// - Returns: A single-consumer stream: iterate it from one task.
    public func offsets(bufferingPolicy: AsyncStream<Double>.Continuation.BufferingPolicy = .bufferingNewest(1)) -> AsyncStream<Double> {
        let (wakeUps, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state -> Int in
            let id = state.nextID
            state.nextID += 1
            var queue = OffsetQueue(bufferingPolicy)
            if let current = state.current { queue.push(current) }
            state.mailboxes.append(Mailbox(id: id, queue: queue, wake: wake))
            return id
        }
        // The stream pulls from the mailbox when its consumer asks; the token unregisters the
        // mailbox when the stream (and so the closure holding the token) goes away, and the wake-up
        // stream's termination (the consumer was cancelled) unregisters it at once.
        let token = ObserverToken(state: state, id: id, wakeUps: wakeUps)
        wake.onTermination = { [state] _ in
            state.withLock { state in
                if let index = state.index(of: id) { state.mailboxes.remove(at: index) }
            }
        }
        return AsyncStream(unfolding: { await token.next() })
    }

    /// Ends every stream after the offsets it has buffered; later sends are ignored. Idempotent.
    public func finish() {
        let woken = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            state.finished = true
            var woken: [AsyncStream<Void>.Continuation] = []
            for index in state.mailboxes.indices where state.mailboxes[index].isWaiting {
                state.mailboxes[index].isWaiting = false
                woken.append(state.mailboxes[index].wake)
            }
            return woken
        }
        // Outside the lock, as in `send(_:)`: each woken observer drains its mailbox and ends.
        for wake in woken { wake.yield() }
    }

    /// The newest accepted offset, or `nil` if none has been sent (and no `initial` was given).
    public var offset: Double? { state.withLock { $0.current } }

    /// How many non-finite offsets have been refused.
    public var refusedCount: Int { state.withLock { $0.refused } }

    /// How many streams are currently registered.
    public var observerCount: Int { state.withLock { $0.mailboxes.count } }

    /// Whether ``finish()`` has been called.
    public var isFinished: Bool { state.withLock { $0.finished } }
}

/// One observer's registration: pulls offsets for its stream and unregisters when released.
///
/// `@unchecked Sendable`: `wakeUps` is an iterator, which is not `Sendable`, but only the stream's
/// single consumer calls ``next()``, one call at a time (`AsyncStream` never overlaps calls to its
/// `unfolding` closure), so the iterator is never used from two places at once.
private final class ObserverToken: @unchecked Sendable {
    let state: Locked<ScrollSource.State>
    let id: Int
    private var wakeUps: AsyncStream<Void>.Iterator

    init(state: Locked<ScrollSource.State>, id: Int, wakeUps: AsyncStream<Void>) {
        self.state = state
        self.id = id
        self.wakeUps = wakeUps.makeAsyncIterator()
    }

    deinit {
        let wake = state.withLock { state -> AsyncStream<Void>.Continuation? in
            guard let index = state.index(of: id) else { return nil }
            return state.mailboxes.remove(at: index).wake
        }
        wake?.finish()
    }

    /// The next offset, waiting for one if none is buffered; `nil` once the source has finished
    /// and the buffer is empty, or when the consuming task is cancelled.
    func next() async -> Double? {
        while true {
            let ready: Double?? = state.withLock { state in
                guard let index = state.index(of: id) else { return .some(nil) }
                if let offset = state.mailboxes[index].queue.pop() { return .some(offset) }
                if state.finished {
                    state.mailboxes.remove(at: index)
                    return .some(nil)
                }
                state.mailboxes[index].isWaiting = true
                return .none
            }
            if let ready { return ready }
            // Cancellation ends the wake-up stream (its termination handler unregisters the
            // mailbox), so a cancelled consumer returns `nil` here.
            guard await wakeUps.next() != nil else { return nil }
        }
    }
}
/// An observer's unread offsets, oldest first: the newest `limit` (or all, without a limit), or with
/// `keepsOldest` the oldest `limit`.
struct OffsetQueue {
    let limit: Int?
    let keepsOldest: Bool
    private var items: [Double] = []
    private var head = 0

    init(_ policy: AsyncStream<Double>.Continuation.BufferingPolicy) {
        switch policy {
        case .bufferingNewest(let count): (limit, keepsOldest) = (max(count, 1), false)
        case .bufferingOldest(let count): (limit, keepsOldest) = (max(count, 1), true)
        default: (limit, keepsOldest) = (nil, false)   // .unbounded (the enum is not frozen)
        }
        items.reserveCapacity(min(limit ?? 16, 16))
    }

    mutating func push(_ offset: Double) {
        if keepsOldest, let limit, items.count - head >= limit { return }
        if limit == 1 {
            // Latest wins: one slot, overwritten in place.
            if items.isEmpty { items.append(offset) } else { items[0] = offset }
            head = 0
            return
        }
        items.append(offset)
        if let limit, items.count - head > limit { head += 1 }
        if head > 64, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
    }

    mutating func pop() -> Double? {
        guard head < items.count else { return nil }
        let offset = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return offset
    }
}
