#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation

/// A block-based `NotificationCenter` registration, which must be removed: it is when released,
/// or earlier by ``remove()`` (removing twice is harmless).
///
/// `@unchecked Sendable`: `NotificationCenter.removeObserver(_:)` is thread-safe and the token is
/// only handed back to it, so a stream's termination handler may remove it from any thread.
final class NotificationRegistration: @unchecked Sendable {
    private let center: NotificationCenter
    private let token: NSObjectProtocol

    init(center: NotificationCenter, token: NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    func remove() {
        center.removeObserver(token)
    }

    deinit {
        remove()
    }
}
#endif
