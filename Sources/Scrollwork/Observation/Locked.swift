import Foundation

/// A value guarded by a lock: the one place where Scrollwork shares mutable state between threads.
///
/// `@unchecked Sendable` is sound because every access to `value` goes through `withLock`, which
/// holds the `NSLock` for the whole closure. Closures passed to `withLock` must not call back into
/// the same `Locked` (the lock is not recursive), must not run user code, and must not resume a
/// continuation, yield to an `AsyncStream` or do anything else that can take a lock of the Swift
/// runtime: cancellation handlers run under the cancelled task's lock and take these locks, so
/// waiting for the runtime while holding one could deadlock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
