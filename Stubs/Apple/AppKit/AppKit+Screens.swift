// Stub of the AppKit API a typical scroll-driven view controller uses (Stubs/Screens): the view
// controller and its life cycle, views made with a frame, subviews. Same rules as AppKit.swift:
// Apple's declaration text, each with its page and the availability the page states ("macOS: -"
// on a page: no version given, so no attribute beyond the type's). Built only by .ci/typecheck-apple.sh.

extension NSView {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:) (`init(frame frameRect: NSRect)`).
    /// AppKit declares it as the designated initialiser; here a convenience one, as NSView's stub
    /// class body is not edited here — so a subclass can inherit it but not override it.
    public convenience init(frame frameRect: NSRect) {
        self.init()
        frame = frameRect
    }
    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:) (`func addSubview(_ view: NSView)`)
    public func addSubview(_ view: NSView) {}
}

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
