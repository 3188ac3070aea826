// Stub of the Core Animation (QuartzCore) API the platform layer uses, with Apple's names, labels,
// types and optionality. Built only by .ci/typecheck-apple.sh.
@_exported import CoreGraphics
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
/// (`func CACurrentMediaTime() -> CFTimeInterval`.)
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// https://developer.apple.com/documentation/quartzcore/caframeraterange
/// (`struct CAFrameRateRange` with `init(minimum:maximum:preferred:)` and `.default`; iOS 15, macOS 12.)
@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
public struct CAFrameRateRange: Sendable, Equatable {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public var minimum: Float
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public var maximum: Float
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public var preferred: Float?
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    /// (`init(minimum: Float, maximum: Float, preferred: Float? = nil)`)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink (`class CADisplayLink`;
/// iOS 3.1, tvOS 9, visionOS 1, macOS 14 — on macOS only through `NSView.displayLink(target:selector:)`).
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// (not available on macOS).
    @available(iOS 3.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init(target: Any, selector sel: Selector) {}
    /// Placeholder for the stubs' own bodies.
    package init(stub: Void) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    @available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, *)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    @available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, *)
    open func invalidate() {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    @available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, *)
    open var timestamp: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
    @available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, *)
    open var duration: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp (iOS 10)
    @available(iOS 10.0, macOS 14.0, tvOS 10.0, visionOS 1.0, *)
    open var targetTimestamp: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    @available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, *)
    open var isPaused: Bool = false
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange (iOS 15, macOS 14)
    @available(iOS 15.0, tvOS 15.0, macOS 14.0, *)
    open var preferredFrameRateRange: CAFrameRateRange = .default
}

/// https://developer.apple.com/documentation/quartzcore/calayer (`class CALayer`; not isolated to
/// the main actor).
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open var position: CGPoint = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open var opacity: Float = 1
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius (iOS 2.0)
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open var backgroundColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open func affineTransform() -> CGAffineTransform { .identity }
    /// https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open func setAffineTransform(_ m: CGAffineTransform) {}
}

/// https://developer.apple.com/documentation/quartzcore/catransaction (`class CATransaction`).
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open class func begin() {}
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open class func commit() {}
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    @available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
    open class func setDisableActions(_ flag: Bool) {}
}
