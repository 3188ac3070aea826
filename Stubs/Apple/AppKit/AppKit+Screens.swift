// Stub of the AppKit API a typical scroll-driven view controller uses (Stubs/Screens): the view
// controller and its life cycle (views made with a frame and subviews are in NSView's body, in
// AppKit.swift, where AppKit declares them: designated and `open`, so a subclass overrides them). Same rules as AppKit.swift:
// Apple's declaration text, each with its page and the availability the page states ("macOS: -"
// on a page: no version given, so no attribute beyond the type's). Built only by .ci/typecheck-apple.sh.

/// https://developer.apple.com/documentation/appkit/nsviewcontroller (`class NSViewController`;
/// macOS 10.5; main-actor isolated through `NSResponder`).
@available(macOS 10.5, *)
@MainActor
open class NSViewController: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {}
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/view (`@IBOutlet var view: NSView { get set }`)
    open var view: NSView = NSView()
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview() (`func loadView()`)
    open func loadView() {}
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidload() (`func viewDidLoad()`; macOS 10.10)
    @available(macOS 10.10, *)
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidlayout() (`func viewDidLayout()`; macOS 10.10)
    @available(macOS 10.10, *)
    open func viewDidLayout() {}
}

/// https://developer.apple.com/documentation/appkit/nsnib (`class NSNib`), for `NSNib.Name`.
open class NSNib: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsnib/name (`typealias NSNib.Name = String`)
    public typealias Name = String
}

// MARK: A document window with a title bar

/// https://developer.apple.com/documentation/appkit/nswindow (`@MainActor class NSWindow`).
@available(macOS 10.0, *)
@MainActor
open class NSWindow: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nswindow/init(contentrect:stylemask:backing:defer:)
    /// (`init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool)`)
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {
        super.init()
    }
    /// https://developer.apple.com/documentation/appkit/nswindow/title (`var title: String { get set }`)
    open var title: String = ""
    /// https://developer.apple.com/documentation/appkit/nswindow/titlebarappearstransparent
    /// (`var titlebarAppearsTransparent: Bool { get set }`; macOS 10.10)
    @available(macOS 10.10, *)
    open var titlebarAppearsTransparent: Bool = false
    /// https://developer.apple.com/documentation/appkit/nswindow/contentviewcontroller
    /// (`var contentViewController: NSViewController? { get set }`; macOS 10.10)
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController?
    /// https://developer.apple.com/documentation/appkit/nswindow/contentview (`var contentView: NSView? { get set }`)
    open var contentView: NSView?
    /// https://developer.apple.com/documentation/appkit/nswindow/center() (`func center()`)
    open func center() {}
    /// https://developer.apple.com/documentation/appkit/nswindow/makekeyandorderfront(_:) (`func makeKeyAndOrderFront(_ sender: Any?)`)
    open func makeKeyAndOrderFront(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct (`struct StyleMask`, an option set).
    public struct StyleMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/init(rawvalue:) (`init(rawValue: UInt)`)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/titled (`static var titled: NSWindow.StyleMask { get }`)
        public static var titled: NSWindow.StyleMask { NSWindow.StyleMask(rawValue: 1 << 0) }
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/closable
        public static var closable: NSWindow.StyleMask { NSWindow.StyleMask(rawValue: 1 << 1) }
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/miniaturizable
        public static var miniaturizable: NSWindow.StyleMask { NSWindow.StyleMask(rawValue: 1 << 2) }
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/resizable
        public static var resizable: NSWindow.StyleMask { NSWindow.StyleMask(rawValue: 1 << 3) }
        /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/fullsizecontentview (macOS 10.10)
        @available(macOS 10.10, *)
        public static var fullSizeContentView: NSWindow.StyleMask { NSWindow.StyleMask(rawValue: 1 << 15) }
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/backingstoretype (`enum BackingStoreType`; only
    /// `buffered` is stubbed, the others are deprecated).
    public enum BackingStoreType: UInt, Sendable {
        /// https://developer.apple.com/documentation/appkit/nswindow/backingstoretype/buffered
        case buffered = 2
    }
}

/// https://developer.apple.com/documentation/appkit/nswindowcontroller (`class NSWindowController`; main-actor
/// isolated through `NSResponder`).
@available(macOS 10.0, *)
@MainActor
open class NSWindowController: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(window:) (`init(window: NSWindow?)`)
    public init(window: NSWindow?) {
        self.window = window
        super.init()
    }
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(coder:) (`init?(coder: NSCoder)`; required, as NSCoding's)
    public required init?(coder: NSCoder) { super.init() }
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/window (`var window: NSWindow? { get set }`)
    open var window: NSWindow?
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/showwindow(_:) (`@IBAction func showWindow(_ sender: Any?)`)
    open func showWindow(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/document (`unowned(unsafe) var document: AnyObject? { get set }`;
    /// NSWindowController.h: `@property (nullable, assign) id document`). A subclass's own `document` clashes with it.
    unowned(unsafe) open var document: AnyObject?
}

/// https://developer.apple.com/documentation/appkit/nsevent (`class NSEvent`), for `NSEvent.GestureAxis`.
@available(macOS 10.0, *)
open class NSEvent: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsevent/gestureaxis (`enum GestureAxis`, an `Int` enumeration; macOS 10.7)
    @available(macOS 10.7, *)
    public enum GestureAxis: Int, Sendable {
        case none = 0
        case horizontal = 1
        case vertical = 2
    }
}
