import Foundation

/// A clock whose time moves only when a test says so.
///
/// `advance(by:)` moves `now` and resumes every sleeper whose deadline has come, in deadline order.
/// `sleepers(atLeast:)` suspends until that many tasks are asleep on the clock, which is how a test
/// knows, without yielding heuristics, that a driver has finished a frame and is waiting for the
/// next one. Cancelling a sleeping task resumes it with `CancellationError`; cancelling a task
/// waiting in `sleepers(atLeast:)` returns at once, so a test's time limit ends the wait.
final class ManualClock: Clock, @unchecked Sendable {   // @unchecked: every mutable field is behind `lock`
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var waiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var cancelled: Set<Int> = []
    private var nextID = 0

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    /// A fresh id for a sleeper or a waiter.
    private func makeID() -> Int {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = makeID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if cancelled.remove(id) != nil {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if deadline <= current {
                    lock.unlock()
                    continuation.resume()
                } else {
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let ready = takeSatisfiedWaiters()
                    lock.unlock()
                    for waiter in ready { waiter.resume() }
                }
            }
        } onCancel: {
            lock.lock()
            if let index = sleepers.firstIndex(where: { $0.id == id }) {
                let sleeper = sleepers.remove(at: index)
                lock.unlock()
                sleeper.continuation.resume(throwing: CancellationError())
            } else {
                cancelled.insert(id)
                lock.unlock()
            }
        }
    }

    /// Moves time forward and wakes the sleepers that are due, earliest deadline first.
    func advance(by duration: Duration) {
        lock.lock()
        current = current.advanced(by: duration)
        let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
        sleepers.removeAll { $0.deadline <= current }
        lock.unlock()
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks are asleep on this clock, or once the calling task is
    /// cancelled.
    func sleepers(atLeast count: Int = 1) async {
        let id = makeID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                lock.lock()
                if sleepers.count >= count || cancelled.remove(id) != nil {
                    lock.unlock()
                    continuation.resume()
                } else {
                    waiters.append((id, count, continuation))
                    lock.unlock()
                }
            }
        } onCancel: {
            lock.lock()
            if let index = waiters.firstIndex(where: { $0.id == id }) {
                let waiter = waiters.remove(at: index)
                lock.unlock()
                waiter.continuation.resume()
            } else {
                cancelled.insert(id)
                lock.unlock()
            }
        }
    }

    /// Must be called with `lock` held.
    private func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
        let ready = waiters.filter { $0.count <= sleepers.count }.map(\.continuation)
        waiters.removeAll { $0.count <= sleepers.count }
        return ready
    }
}
