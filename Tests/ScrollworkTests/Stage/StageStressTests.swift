import Foundation
import Testing
@testable import Scrollwork

/// A stage's event streams consumed by tasks that are cancelled while the stage reports events
/// from another thread: the termination handler of a cancelled stream must never wait on a lock
/// that is held while an event is yielded.
@Suite("Stage event streams under stress")
struct StageStressTests {
    static func cancelDuringEvents(rounds: Int, cancelsPerRound: Int) async {
        for _ in 0..<rounds {
            let box = Locked<Stage?>(nil)
            let running = Locked(true)
            // How many threads wait for the box. A mutex is not fair: a driver that takes the box
            // again right after releasing it can starve a waiter for as long as it loops (seen
            // here: a minute), so the driver lets a waiter in first.
            let waiting = Locked(0)
            let ready = DispatchSemaphore(value: 0)
            let driver = Thread {
                // The stage lives on this thread; only its `events()` is called from elsewhere,
                // through the lock-guarded box, while the thread is parked between frames.
                let stage = Stage()
                for index in 0..<20 { try! stage.add(ScrollScene("s\(index)", start: Double(index) * 10, length: 5)) }
                box.withLock { $0 = stage }
                ready.signal()
                var offset = 0.0
                while running.withLock({ $0 }) {
                    while waiting.withLock({ $0 }) > 0 { sched_yield() }
                    _ = box.withLock { $0?.setOffset(offset) }   // every call crosses several scenes
                    offset = offset == 0 ? 200 : 0
                }
                box.withLock { $0 = nil }
            }
            driver.start()
            ready.wait()
            /// A new event stream of the stage, taken between frames.
            func events() -> AsyncStream<SceneEvent>? {
                waiting.withLock { $0 += 1 }
                defer { waiting.withLock { $0 -= 1 } }
                return box.withLock { $0?.events() }
            }
            var tasks: [Task<Void, Never>] = []
            for _ in 0..<cancelsPerRound {
                guard let stream = events() else { break }
                let task = Task { for await _ in stream {} }
                await Task.yield()
                task.cancel()
                tasks.append(task)
            }
            running.withLock { $0 = false }
            for task in tasks { await task.value }
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Cancelling event consumers while the stage reports events never deadlocks")
    func cancelWhileReporting() async {
        await #expect(processExitsWith: .success) {
            startWatchdog()
            await StageStressTests.cancelDuringEvents(rounds: 10, cancelsPerRound: 1_000)
        }
    }
    #endif
}
