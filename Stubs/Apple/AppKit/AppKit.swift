// Stub of the AppKit API the platform layer uses, with Apple's names, labels, types, optionality
// and main-actor isolation (each declaration cites its documentation page).
// Built only by .ci/typecheck-apple.sh; method bodies are placeholders.
@_exported import Foundation
@_exported import FoundationKVO
@_exported import QuartzCore

/// https://developer.apple.com/documentation/foundation/nsedgeinsets (`struct NSEdgeInsets`).
public struct NSEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// https://developer.apple.com/documentation/appkit/nscolorspace (`class NSColorSpace`).
open class NSColorSpace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolorspace/extendedsrgb
    open class var extendedSRGB: NSColorSpace { NSColorSpace() }
}

/// https://developer.apple.com/documentation/appkit/nscolor (`class NSColor`; `Sendable`).
open class NSColor: NSObject, @unchecked Sendable {
    override init() {}
    /// https://developer.apple.com/documentation/appkit/nscolor/init(red:green:blue:alpha:)
    /// (components in the extended sRGB colour space)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
    /// https://developer.apple.com/documentation/appkit/nscolor/init(cgcolor:)
    public convenience init?(cgColor: CGColor) { self.init() }
    /// https://developer.apple.com/documentation/appkit/nscolor/cgcolor
    open var cgColor: CGColor { CGColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/usingcolorspace(_:)
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { nil }
    /// https://developer.apple.com/documentation/appkit/nscolor/redcomponent
    open var redComponent: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nscolor/greencomponent
    open var greenComponent: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nscolor/bluecomponent
    open var blueComponent: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nscolor/alphacomponent
    open var alphaComponent: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/appkit/nsresponder (`@MainActor class NSResponder`).
@MainActor
open class NSResponder: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/appkit/nsview (`@MainActor class NSView`).
@MainActor
open class NSView: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsview/bounds
    open var bounds: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/frame
    open var frame: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/alphavalue (`var alphaValue: CGFloat { get set }`)
    open var alphaValue: CGFloat = 1
    /// https://developer.apple.com/documentation/appkit/nsview/isflipped
    open var isFlipped: Bool { false }
    /// https://developer.apple.com/documentation/appkit/nsview/postsboundschangednotifications
    open var postsBoundsChangedNotifications: Bool = false
    /// https://developer.apple.com/documentation/appkit/nsview/postsframechangednotifications
    open var postsFrameChangedNotifications: Bool = false
    /// https://developer.apple.com/documentation/appkit/nsview/convert(_:to:)-3ssss (`NSRect` overload)
    open func convert(_ rect: NSRect, to view: NSView?) -> NSRect { rect }
    /// https://developer.apple.com/documentation/appkit/nsview/displaylink(target:selector:) (macOS 14)
    @available(macOS 14.0, *)
    open func displayLink(target: Any, selector: Selector) -> CADisplayLink { CADisplayLink(stub: ()) }
    /// https://developer.apple.com/documentation/appkit/nsview/boundsdidchangenotification
    public class var boundsDidChangeNotification: NSNotification.Name { NSNotification.Name("NSViewBoundsDidChangeNotification") }
    /// https://developer.apple.com/documentation/appkit/nsview/framedidchangenotification
    public class var frameDidChangeNotification: NSNotification.Name { NSNotification.Name("NSViewFrameDidChangeNotification") }
}

/// https://developer.apple.com/documentation/appkit/nsclipview (`@MainActor class NSClipView`).
@MainActor
open class NSClipView: NSView {
    /// https://developer.apple.com/documentation/appkit/nsclipview/contentinsets
    open var contentInsets: NSEdgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/appkit/nsscrollview (`@MainActor class NSScrollView`).
@MainActor
open class NSScrollView: NSView {
    /// https://developer.apple.com/documentation/appkit/nsscrollview/contentview
    open var contentView: NSClipView = NSClipView()
    /// https://developer.apple.com/documentation/appkit/nsscrollview/documentview
    open var documentView: NSView?
}

/// https://developer.apple.com/documentation/appkit/nsworkspace (`class NSWorkspace`).
open class NSWorkspace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsworkspace/shared
    open class var shared: NSWorkspace { NSWorkspace() }
    /// https://developer.apple.com/documentation/appkit/nsworkspace/notificationcenter
    open var notificationCenter: NotificationCenter { NotificationCenter() }
    /// https://developer.apple.com/documentation/appkit/nsworkspace/accessibilitydisplayshouldreducemotion (macOS 10.12)
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
    /// https://developer.apple.com/documentation/appkit/nsworkspace/accessibilitydisplayoptionsdidchangenotification
    /// (`class let accessibilityDisplayOptionsDidChangeNotification: NSNotification.Name`)
    public static let accessibilityDisplayOptionsDidChangeNotification = NSNotification.Name("NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
}
