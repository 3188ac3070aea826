// watchOS
// expect: pass
// `Mutex` and `Atomic` in a declaration marked available from watchOS 11, beside Foundation (whose
// Linux build itself imports Synchronization: the replaced module must still serve it).
import Foundation
import Synchronization

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class Tally: Sendable {
    let count = Mutex(0)
    let hits = Atomic<Int>(0)

    func bump() -> Int {
        hits.add(1, ordering: .relaxed)
        return count.withLock { value in
            value += 1
            return value
        }
    }
}

let started = Date()
