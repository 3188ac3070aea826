// Stub of the UIKit API the platform layer and the recipes use, with Apple's names, labels,
// types, optionality and main-actor isolation (each declaration cites its documentation page).
// Built only by .ci/typecheck-apple.sh; method bodies are placeholders.
//
// Variant STUB_WATCHOS: watchOS's UIKit, which has `UIColor` (and images, fonts) but no views,
// scroll views, gesture recognizers or view controllers — so code guarded only by
// `canImport(UIKit)` fails there as it would against the watchOS SDK.
@_exported import Foundation
@_exported import FoundationKVO
#if STUB_WATCHOS
@_exported import CoreGraphics
#else
@_exported import QuartzCore
#endif

/// https://developer.apple.com/documentation/uikit/uicolor (`class UIColor`; `Sendable`, not isolated).
@available(iOS 2.0, watchOS 2.0, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) (extended sRGB)
    @available(iOS 2.0, watchOS 2.0, visionOS 1.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    @available(iOS 2.0, watchOS 2.0, visionOS 1.0, *)
    public init(cgColor: CGColor) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    @available(iOS 2.0, watchOS 2.0, visionOS 1.0, *)
    open var cgColor: CGColor { CGColor() }
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @available(iOS 5.0, watchOS 2.0, visionOS 1.0, *)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { false }

    // UIColor's named colours, in the class body as UIKit declares them (`open`). With these and SwiftUI's
    // conversions (Stubs/Apple/SwiftUI/SwiftUI+UIKit.swift) on the path, an app's `UIColor(.white)` and
    // `Color(.white)` resolve as on a device, so a Scrollwork overload that made them ambiguous fails the
    // type-check (Stubs/Screens).
    /// https://developer.apple.com/documentation/uikit/uicolor/black (`class var black: UIColor { get }`)
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white (`class var white: UIColor { get }`)
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear (`class var clear: UIColor { get }`)
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

#if !STUB_WATCHOS
/// https://developer.apple.com/documentation/uikit/uiedgeinsets (`struct UIEdgeInsets`).
@available(iOS 2.0, visionOS 1.0, *)
public struct UIEdgeInsets: Sendable, Equatable {
    @available(iOS 2.0, visionOS 1.0, *)
    public var top: CGFloat
    @available(iOS 2.0, visionOS 1.0, *)
    public var left: CGFloat
    @available(iOS 2.0, visionOS 1.0, *)
    public var bottom: CGFloat
    @available(iOS 2.0, visionOS 1.0, *)
    public var right: CGFloat
    @available(iOS 2.0, visionOS 1.0, *)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    @available(iOS 2.0, visionOS 1.0, *)
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UIResponder: NSObject {
    @available(iOS 2.0, visionOS 1.0, *)
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uiview (`@MainActor class UIView`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, visionOS 1.0, *)
    public init(frame: CGRect) {}
    /// `UIView()`, `UILabel()`: NSObject's `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()),
    /// which UIKit's views inherit (UIView's calls `init(frame:)` with a zero rectangle).
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    @available(iOS 2.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    @available(iOS 2.0, visionOS 1.0, *)
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    @available(iOS 2.0, visionOS 1.0, *)
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center
    @available(iOS 2.0, visionOS 1.0, *)
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    @available(iOS 2.0, visionOS 1.0, *)
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2.0, visionOS 1.0, *)
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    @available(iOS 2.0, visionOS 1.0, *)
    open var layer: CALayer { CALayer() }
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    @available(iOS 2.0, visionOS 1.0, *)
    open var transform: CGAffineTransform = .identity
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    @available(iOS 2.0, visionOS 1.0, *)
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    @available(iOS 2.0, visionOS 1.0, *)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @available(iOS 3.2, visionOS 1.0, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    @available(iOS 2.0, visionOS 1.0, *)
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-5wi9c (`CGRect` overload)
    @available(iOS 2.0, visionOS 1.0, *)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    // Auto Layout, for the screens (NSLayoutAnchor and the constraint types are in UIKit+Screens.swift).
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    /// (`var translatesAutoresizingMaskIntoConstraints: Bool { get set }`; iOS 6)
    @available(iOS 6.0, visionOS 1.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/topanchor (`var topAnchor: NSLayoutYAxisAnchor { get }`; iOS 9)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor (`var leadingAnchor: NSLayoutXAxisAnchor { get }`; iOS 9)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview (`@MainActor class UIScrollView`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    @available(iOS 2.0, visionOS 1.0, *)
    open var contentOffset: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    @available(iOS 2.0, visionOS 1.0, *)
    open var contentSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    @available(iOS 2.0, visionOS 1.0, *)
    open var contentInset: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset (iOS 11)
    @available(iOS 11.0, visionOS 1.0, *)
    open var adjustedContentInset: UIEdgeInsets { .zero }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    @available(iOS 2.0, visionOS 1.0, *)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    @available(iOS 2.0, visionOS 1.0, *)
    weak open var delegate: (any UIScrollViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    @available(iOS 5.0, visionOS 1.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled (`var isPagingEnabled: Bool { get set }`)
    @available(iOS 2.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var isPagingEnabled: Bool {
        get { false }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide (`var contentLayoutGuide: UILayoutGuide { get }`; iOS 11)
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide (`var frameLayoutGuide: UILayoutGuide { get }`; iOS 11)
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout (`@MainActor class UICollectionViewLayout`).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
open class UICollectionViewLayout: NSObject {
    @available(iOS 6.0, visionOS 1.0, *)
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout (`@MainActor class UICollectionViewFlowLayout`).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    @available(iOS 6.0, visionOS 1.0, *)
    open var itemSize: CGSize = CGSize(width: 50, height: 50)
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes (`@MainActor class UICollectionViewLayoutAttributes`).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    @available(iOS 6.0, visionOS 1.0, *)
    open var frame: CGRect = .zero
}

/// https://developer.apple.com/documentation/uikit/uicollectionview (`@MainActor class UICollectionView`).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    @available(iOS 6.0, visionOS 1.0, *)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    @available(iOS 6.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    @available(iOS 6.0, visionOS 1.0, *)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
    @available(iOS 6.0, visionOS 1.0, *)
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// (`weak var dataSource: (any UICollectionViewDataSource)? { get set }`)
    @available(iOS 6.0, visionOS 1.0, *)
    weak open var dataSource: (any UICollectionViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata() (`func reloadData()`)
    @available(iOS 6.0, visionOS 1.0, *)
    open func reloadData() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview (`@MainActor class UICollectionReusableView`).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
open class UICollectionReusableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse() (`func prepareForReuse()`)
    @available(iOS 6.0, visionOS 1.0, *)
    open func prepareForReuse() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell (`@MainActor class UICollectionViewCell: UICollectionReusableView`).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview (`var contentView: UIView { get }`)
    @available(iOS 6.0, visionOS 1.0, *)
    open var contentView: UIView { UIView(frame: .zero) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// (`@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`; only its two required methods).
@available(iOS 6.0, visionOS 1.0, *)
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    @available(iOS 6.0, visionOS 1.0, *)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// (iOS 8.0, as its page and the iOS 17.0 SDK say; the iOS 16.4 SDK says 6.0)
    @available(iOS 8.0, visionOS 1.0, *)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// https://developer.apple.com/documentation/uikit/uitableview (`@MainActor class UITableView`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections (`var numberOfSections: Int { get }`)
    @available(iOS 2.0, visionOS 1.0, *)
    open var numberOfSections: Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    @available(iOS 2.0, visionOS 1.0, *)
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    @available(iOS 2.0, visionOS 1.0, *)
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)-1eqlg (the `UITableViewCell` overload)
    @available(iOS 2.0, visionOS 1.0, *)
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell (`@MainActor class UITableViewCell`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UITableViewCell: UIView {}

/// https://developer.apple.com/documentation/uikit/uilabel (`@MainActor class UILabel`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text (`var text: String? { get set }`)
    @available(iOS 2.0, visionOS 1.0, *)
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor (`var textColor: UIColor! { get set }`)
    @available(iOS 2.0, visionOS 1.0, *)
    open var textColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines (`var numberOfLines: Int { get set }`)
    @available(iOS 2.0, visionOS 1.0, *)
    open var numberOfLines: Int = 1
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate (`@MainActor protocol
/// UIScrollViewDelegate: NSObjectProtocol`; every requirement is optional, so none is declared here).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicontrol (`@MainActor class UIControl`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event (`struct Event: OptionSet`).
    @available(iOS 2.0, visionOS 1.0, *)
    public struct Event: OptionSet, Sendable {
        @available(iOS 2.0, visionOS 1.0, *)
        public let rawValue: UInt
        @available(iOS 2.0, visionOS 1.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
        @available(iOS 2.0, visionOS 1.0, *)
        public static let touchDown = Event(rawValue: 1)
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    @available(iOS 2.0, visionOS 1.0, *)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`).
@available(iOS 2.0, visionOS 1.0, *)
@MainActor
open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 2.0, visionOS 1.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    @available(iOS 2.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    @available(iOS 2.0, visionOS 1.0, *)
    open var view: UIView! = nil
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 2.0, visionOS 1.0, *)
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    @available(iOS 5.0, visionOS 1.0, *)
    open func viewDidLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem (`var navigationItem: UINavigationItem { get }`)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var navigationItem: UINavigationItem { UINavigationItem() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer (`@MainActor class UIGestureRecognizer`).
@available(iOS 3.2, visionOS 1.0, *)
@MainActor
open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    @available(iOS 3.2, visionOS 1.0, *)
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        @available(iOS 3.2, visionOS 1.0, *)
        public static let recognized = State.ended
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    @available(iOS 3.2, visionOS 1.0, *)
    public init(target: Any?, action: Selector?) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// (`var state: UIGestureRecognizer.State { get set }`: settable, for subclasses)
    @available(iOS 3.2, visionOS 1.0, *)
    open var state: UIGestureRecognizer.State {
        get { .possible }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    @available(iOS 3.2, visionOS 1.0, *)
    open var view: UIView? { nil }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, visionOS 1.0, *)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    @available(iOS 3.2, visionOS 1.0, *)
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
    @available(iOS 3.2, visionOS 1.0, *)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    @available(iOS 3.2, visionOS 1.0, *)
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, visionOS 1.0, *)
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uiaccessibility (`struct UIAccessibility`, a namespace of
/// static members).
public struct UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    /// (`@MainActor static var isReduceMotionEnabled: Bool { get }`)
    @available(iOS 8.0, visionOS 1.0, *)
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    /// (`static let reduceMotionStatusDidChangeNotification: NSNotification.Name`)
    @available(iOS 8.0, visionOS 1.0, *)
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
#endif

#if !STUB_WATCHOS
// UIKit's additions to Foundation's IndexPath (declared by UIKit on Apple platforms; Linux's
// Foundation has IndexPath without them). iOS 8.0 as the iOS 16.4 and 17.0 SDKs declare them (their
// pages now say iOS 7.0; either is far below the floor).
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    @available(iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    @available(iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/section (`var section: Int { get set }`)
    @available(iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/row (`var row: Int { get set }`)
    @available(iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/item (`var item: Int { get set }`)
    @available(iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
