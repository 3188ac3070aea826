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
