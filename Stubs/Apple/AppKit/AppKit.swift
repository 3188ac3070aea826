// Stub of the AppKit API the platform layer uses, with Apple's names, labels, types, optionality
// and main-actor isolation (each declaration cites its documentation page).
// Built only by .ci/typecheck-apple.sh; method bodies are placeholders.
@_exported import Foundation
@_exported import FoundationKVO
@_exported import QuartzCore

/// https://developer.apple.com/documentation/foundation/nsedgeinsets (`struct NSEdgeInsets`; its CGFloat fields are
/// `Double` in Swift since the macOS 14 SDK moved CGFloat's typedef to CoreFoundation, `CGFloat` before).
@available(macOS 10.10, *)
public struct NSEdgeInsets: Sendable {
    @available(macOS 10.10, *)
    public var top: Double
    @available(macOS 10.10, *)
    public var left: Double
    @available(macOS 10.10, *)
    public var bottom: Double
    @available(macOS 10.10, *)
    public var right: Double
    @available(macOS 10.10, *)
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// https://developer.apple.com/documentation/appkit/nscolorspace (`class NSColorSpace`).
@available(macOS 10.0, *)
open class NSColorSpace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolorspace/extendedsrgb
    @available(macOS 10.12, *)
    open class var extendedSRGB: NSColorSpace { NSColorSpace() }
}

/// https://developer.apple.com/documentation/appkit/nscolor (`class NSColor`; `Sendable`).
@available(macOS 10.0, *)
open class NSColor: NSObject, @unchecked Sendable {
    override init() {}
    /// https://developer.apple.com/documentation/appkit/nscolor/init(red:green:blue:alpha:)
    /// (`init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`; extended sRGB components)
    @available(macOS 10.9, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// https://developer.apple.com/documentation/appkit/nscolor/init(cgcolor:) (`init?(cgColor: CGColor)`)
    @available(macOS 10.8, *)
    public init?(cgColor: CGColor) { super.init() }
    /// https://developer.apple.com/documentation/appkit/nscolor/cgcolor
    @available(macOS 10.8, *)
    open var cgColor: CGColor { CGColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/usingcolorspace(_:)
    @available(macOS 10.0, *)
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { nil }
    /// https://developer.apple.com/documentation/appkit/nscolor/redcomponent
    @available(macOS 10.0, *)
    open var redComponent: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nscolor/greencomponent
    @available(macOS 10.0, *)
    open var greenComponent: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nscolor/bluecomponent
    @available(macOS 10.0, *)
    open var blueComponent: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nscolor/alphacomponent
    @available(macOS 10.0, *)
    open var alphaComponent: CGFloat { 0 }

    // NSColor's named colours, in the class body as AppKit declares them (`open`). With these and SwiftUI's
    // conversions (Stubs/Apple/SwiftUI/SwiftUI+AppKit.swift) on the path, an app's `NSColor(.white)` resolves as
    // on a Mac, so a Scrollwork overload that made it ambiguous fails the type-check (Stubs/Screens).
    /// https://developer.apple.com/documentation/appkit/nscolor/black (`class var black: NSColor { get }`)
    open class var black: NSColor { NSColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/white (`class var white: NSColor { get }`)
    open class var white: NSColor { NSColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/clear (`class var clear: NSColor { get }`)
    open class var clear: NSColor { NSColor() }
}

/// https://developer.apple.com/documentation/appkit/nsresponder (`@MainActor class NSResponder`).
@available(macOS 10.0, *)
@MainActor
open class NSResponder: NSObject {
    @available(macOS 10.0, *)
    public override init() {}
}

/// https://developer.apple.com/documentation/appkit/nsview (`@MainActor class NSView`).
@available(macOS 10.0, *)
@MainActor
open class NSView: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:) (`init(frame frameRect: NSRect)`, the
    /// designated initialiser a subclass overrides)
    public init(frame frameRect: NSRect) {
        super.init()
        frame = frameRect
    }
    /// https://developer.apple.com/documentation/appkit/nsview/init(coder:) (`init?(coder: NSCoder)`; required, as
    /// NSCoding's)
    public required init?(coder: NSCoder) { super.init() }
    /// `NSView()`: NSObject's `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()),
    /// which AppKit's NSView inherits (it calls `init(frame:)` with a zero rectangle).
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/appkit/nsview/bounds
    @available(macOS 10.0, *)
    open var bounds: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/frame
    @available(macOS 10.0, *)
    open var frame: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/alphavalue (`var alphaValue: CGFloat { get set }`)
    @available(macOS 10.5, *)
    open var alphaValue: CGFloat = 1
    /// https://developer.apple.com/documentation/appkit/nsview/isflipped
    @available(macOS 10.0, *)
    open var isFlipped: Bool { false }
    /// https://developer.apple.com/documentation/appkit/nsview/postsboundschangednotifications
    @available(macOS 10.0, *)
    open var postsBoundsChangedNotifications: Bool = false
    /// https://developer.apple.com/documentation/appkit/nsview/postsframechangednotifications
    @available(macOS 10.0, *)
    open var postsFrameChangedNotifications: Bool = false
    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:to:)-3ssss (`NSRect` overload)
    @available(macOS 10.0, *)
    open func convert(_ rect: NSRect, to view: NSView?) -> NSRect { rect }
    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:) (`func addSubview(_ view: NSView)`)
    open func addSubview(_ view: NSView) {}
    /// https://developer.apple.com/documentation/appkit/nsview/displaylink(target:selector:) (macOS 14)
    @available(macOS 14.0, *)
    open func displayLink(target: Any, selector: Selector) -> CADisplayLink { CADisplayLink(stub: ()) }
    /// https://developer.apple.com/documentation/appkit/nsview/boundsdidchangenotification
    @available(macOS 10.0, *)
    public class var boundsDidChangeNotification: NSNotification.Name { NSNotification.Name("NSViewBoundsDidChangeNotification") }
    /// https://developer.apple.com/documentation/appkit/nsview/framedidchangenotification
    @available(macOS 10.0, *)
    public class var frameDidChangeNotification: NSNotification.Name { NSNotification.Name("NSViewFrameDidChangeNotification") }
}

/// https://developer.apple.com/documentation/appkit/nsclipview (`@MainActor class NSClipView`).
@available(macOS 10.0, *)
@MainActor
open class NSClipView: NSView {
    /// https://developer.apple.com/documentation/appkit/nsclipview/contentinsets
    @available(macOS 10.10, *)
    open var contentInsets: NSEdgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/appkit/nsscrollview (`@MainActor class NSScrollView`).
@available(macOS 10.0, *)
@MainActor
open class NSScrollView: NSView {
    /// https://developer.apple.com/documentation/appkit/nsscrollview/contentview
    @available(macOS 10.0, *)
    open var contentView: NSClipView = NSClipView()
    /// https://developer.apple.com/documentation/appkit/nsscrollview/documentview
    @available(macOS 10.0, *)
    open var documentView: NSView?
    /// https://developer.apple.com/documentation/appkit/nsscrollview/hasverticalscroller (`var hasVerticalScroller: Bool { get set }`)
    open var hasVerticalScroller: Bool = false
    /// https://developer.apple.com/documentation/appkit/nsscrollview/automaticallyadjustscontentinsets
    /// (`var automaticallyAdjustsContentInsets: Bool { get set }`; macOS 10.10)
    @available(macOS 10.10, *)
    open var automaticallyAdjustsContentInsets: Bool = true
    /// https://developer.apple.com/documentation/appkit/nsscrollview/addfloatingsubview(_:for:)
    /// (`func addFloatingSubview(_ view: NSView, for axis: NSEvent.GestureAxis)`; macOS 10.9): a subview that stays
    /// put along `axis` while the document scrolls, as a sticky header.
    @available(macOS 10.9, *)
    open func addFloatingSubview(_ view: NSView, for axis: NSEvent.GestureAxis) {}
}

/// https://developer.apple.com/documentation/appkit/nsworkspace (`class NSWorkspace`).
@available(macOS 10.0, *)
open class NSWorkspace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsworkspace/shared
    @available(macOS 10.0, *)
    open class var shared: NSWorkspace { NSWorkspace() }
    /// https://developer.apple.com/documentation/appkit/nsworkspace/notificationcenter
    @available(macOS 10.0, *)
    open var notificationCenter: NotificationCenter { NotificationCenter() }
    /// https://developer.apple.com/documentation/appkit/nsworkspace/accessibilitydisplayshouldreducemotion (macOS 10.12)
    @available(macOS 10.12, *)
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
    /// https://developer.apple.com/documentation/appkit/nsworkspace/accessibilitydisplayoptionsdidchangenotification
    /// (`class let accessibilityDisplayOptionsDidChangeNotification: NSNotification.Name`; Swift source cannot
    /// declare a `class let`, so a read-only `class var`, which is the same to a caller)
    @available(macOS 10.10, *)
    public class var accessibilityDisplayOptionsDidChangeNotification: NSNotification.Name {
        NSNotification.Name("NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
    }
}
