// Stub of the Core Animation (QuartzCore) API the platform layer uses, with Apple's names, labels,
// types and optionality. Built only by .ci/typecheck-apple.sh.
@_exported import CoreGraphics
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
/// (`func CACurrentMediaTime() -> CFTimeInterval`.)
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// https://developer.apple.com/documentation/quartzcore/caframeraterange
/// (`struct CAFrameRateRange` with `init(minimum:maximum:preferred:)` and `.default`; iOS 15, macOS 12.)
@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
public struct CAFrameRateRange: Sendable, Equatable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink (`class CADisplayLink`;
/// iOS 3.1, tvOS 9, visionOS 1, macOS 14 — on macOS only through `NSView.displayLink(target:selector:)`).
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// (not available on macOS).
    @available(macOS, unavailable)
    public init(target: Any, selector sel: Selector) {}
    /// Placeholder for the stubs' own bodies.
    package init(stub: Void) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
    open var duration: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp (iOS 10)
    open var targetTimestamp: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    open var isPaused: Bool = false
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange (iOS 15, macOS 14)
    @available(iOS 15.0, tvOS 15.0, macOS 14.0, *)
    open var preferredFrameRateRange: CAFrameRateRange = .default
}

/// https://developer.apple.com/documentation/quartzcore/calayer (`class CALayer`; not isolated to
/// the main actor).
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float = 1
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()
    open func affineTransform() -> CGAffineTransform { .identity }
    /// https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
    open func setAffineTransform(_ m: CGAffineTransform) {}
}

/// https://developer.apple.com/documentation/quartzcore/catransaction (`class CATransaction`).
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() {}
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() {}
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    open class func setDisableActions(_ flag: Bool) {}
}
