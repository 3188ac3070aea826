import Foundation
import Testing
@testable import Scrollwork

/// Stress tests for the interleavings that real apps produce: SwiftUI cancels a view's `.task`
/// every time the view disappears, while the scroll view keeps sending offsets.
///
/// Each test runs in a child process with a watchdog, so a deadlock fails the test (the child
/// exits with status 3 after the time limit) instead of hanging the whole suite.
@Suite("ScrollSource under stress")
struct ScrollSourceStressTests {
    /// One sender thread sends in a loop while tasks subscribe and are cancelled at once, over and
    /// over; several long-lived observers read meanwhile, and `finish()` races the last of it.
    static func cancelDuringSends(rounds: Int, cancelsPerRound: Int, seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        for _ in 0..<rounds {
            let source = ScrollSource()
            let sending = Locked(true)
            let sender = Thread {
                var offset = 0.0
                while sending.withLock({ $0 }) {
                    source.send(offset)
                    offset += 1
                }
            }
            sender.start()
            let readers = (0..<3).map { index in
                Task { () -> Int in
                    var count = 0
                    for await _ in source.offsets(bufferingPolicy: index == 0 ? .bufferingNewest(1) : .bufferingNewest(4)) { count += 1 }
                    return count
                }
            }
            let finishAfter = Int(random.next() % UInt64(cancelsPerRound))
            var cancelled: [Task<Void, Never>] = []
            for index in 0..<cancelsPerRound {
                let task = Task { for await _ in source.offsets() {} }
                if random.next() % 2 == 0 { await Task.yield() }
                task.cancel()
                cancelled.append(task)
                if index == finishAfter { source.finish() }
            }
            sending.withLock { $0 = false }
            source.finish()
            for reader in readers { _ = await reader.value }
            for task in cancelled { await task.value }
            #expect(source.observerCount == 0)
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Cancelling observers while another thread sends never deadlocks", arguments: [UInt64(1), 2])
    func cancelWhileSending(seed: UInt64) async {
        await #expect(processExitsWith: .success) { [seed] in
            startWatchdog()
            await ScrollSourceStressTests.cancelDuringSends(rounds: 20, cancelsPerRound: 1_000, seed: seed)
        }
    }
    #endif
}

extension ScrollSourceStressTests {
    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Two readers and a million sends from another thread: every reader ends with the final offset")
    func manySendsTwoReaders() async {
        await #expect(processExitsWith: .success) {
            startWatchdog()
            await ScrollSourceStressTests.sendAMillion()
        }
    }
    #endif

    /// The body of ``manySendsTwoReaders()``.
    static func sendAMillion() async {
        let source = ScrollSource()
        let count = 1_000_000
        let readers = (0..<2).map { _ in
            Task { () -> Double? in
                var last: Double?
                for await offset in source.offsets() { last = offset }
                return last
            }
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                for offset in 0..<count { source.send(Double(offset)) }
                source.finish()
                done.resume()
            }.start()
        }
        for reader in readers { #expect(await reader.value == Double(count - 1)) }
    }
}
