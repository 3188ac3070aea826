#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import Scrollwork
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The system's Reduce Motion setting: its current value and its changes, for whatever decides
/// how Scrollwork's motion is reduced.
///
/// Reads `UIAccessibility.isReduceMotionEnabled` and its `reduceMotionStatusDidChangeNotification`
/// (iOS, tvOS, visionOS), or `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` and the
/// workspace's `accessibilityDisplayOptionsDidChangeNotification` (macOS). In SwiftUI, read
/// `@Environment(\.accessibilityReduceMotion)` or use `View.onReduceMotionChange(_:)`.
///
/// Scrollwork's ``Scrollwork/MotionPolicy`` is what consumes it: hand the value to the stages,
/// animators and scroll views that should honour it.
///
/// ```swift
/// for await reduce in SystemReduceMotion.values() {   // the current value, then each change
///     let policy = MotionPolicy(reduceMotion: reduce)
///     stage.motionPolicy = policy
///     animator.motionPolicy = policy
/// }
/// ```
public enum SystemReduceMotion {
    /// The motion policy for the current setting: ``Scrollwork/MotionPolicy/reduced`` when Reduce
    /// Motion is on.
    @MainActor public static var policy: MotionPolicy { MotionPolicy(reduceMotion: isEnabled) }

    /// Whether Reduce Motion is on now.
    @MainActor public static var isEnabled: Bool {
        #if canImport(UIKit)
        UIAccessibility.isReduceMotionEnabled
        #else
        NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
        #endif
    }

    /// The current value, then the value after each change of the setting (repeats removed).
    ///
    /// One stream per call; it ends when its consuming task is cancelled (the notification
    /// registration is removed then). Values are read on the main actor.
    @MainActor public static func values() -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self, bufferingPolicy: .bufferingNewest(1))
        let last = LastValue(isEnabled)
        continuation.yield(last.value)
        #if canImport(UIKit)
        let center = NotificationCenter.default
        let name = UIAccessibility.reduceMotionStatusDidChangeNotification
        #else
        let center = NSWorkspace.shared.notificationCenter
        let name = NSWorkspace.accessibilityDisplayOptionsDidChangeNotification
        #endif
        let token = center.addObserver(forName: name, object: nil, queue: .main) { _ in
            let value = MainActor.assumeIsolated { isEnabled }
            if last.replace(with: value) { continuation.yield(value) }
        }
        let registration = NotificationRegistration(center: center, token: token)
        continuation.onTermination = { _ in registration.remove() }
        return stream
    }
}

/// The last value delivered, so that unrelated display-option changes are not repeated.
/// `@unchecked Sendable`: read and written only from the main queue.
private final class LastValue: @unchecked Sendable {
    private(set) var value: Bool
    init(_ value: Bool) { self.value = value }
    func replace(with new: Bool) -> Bool {
        defer { value = new }
        return new != value
    }
}
#endif
