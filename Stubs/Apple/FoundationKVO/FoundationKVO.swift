// Stub of the key-value observing API of Apple's Foundation Swift overlay, which Linux's
// Foundation does not have. On Apple platforms these declarations are part of Foundation itself
// (module Foundation, Swift overlay `NSObject+KVO`); here they are a separate module that the UIKit
// and AppKit stubs re-export, because the real Foundation on Linux cannot be extended in place.
// Built only by .ci/typecheck-apple.sh.
import Foundation

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
/// (`class NSKeyValueObservation`, an `NSObject`; stops observing when deinitialised or invalidated.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public class NSKeyValueObservation: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func invalidate() {}
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
/// (`struct NSKeyValueObservingOptions: OptionSet` with `.new`, `.old`, `.initial`, `.prior`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
/// (`struct NSKeyValueObservedChange<Value>` with `newValue: Value?` and `oldValue: Value?`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSKeyValueObservedChange<Value> {
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public let newValue: Value?
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public let oldValue: Value?
}

/// The protocol through which `NSObject` gets `observe(_:options:changeHandler:)` in Apple's
/// Foundation overlay (`_KeyValueCodingAndObserving`).
public protocol KeyValueObservingStub {}

extension KeyValueObservingStub {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    /// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    ///  changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

extension NSObject: KeyValueObservingStub {}
