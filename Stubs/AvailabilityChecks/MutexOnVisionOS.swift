// visionOS
// expect: 'Mutex' is only available in visionOS_2
// A `Mutex` (Synchronization: iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2) at the visionOS 1
// floor, outside any availability scope. The toolchain's Synchronization module is replaced by its
// own interface with Apple's availability translated.
import Synchronization

final class Tally: Sendable {
    let count = Mutex(0)
}
