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
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) (extended sRGB)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    public init(cgColor: CGColor) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { CGColor() }
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { false }
}

#if !STUB_WATCHOS
/// https://developer.apple.com/documentation/uikit/uiedgeinsets (`struct UIEdgeInsets`).
public struct UIEdgeInsets: Sendable, Equatable {
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
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`).
@MainActor
open class UIResponder: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uiview (`@MainActor class UIView`).
@MainActor
open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { CALayer() }
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform = .identity
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-5wi9c (`CGRect` overload)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview (`@MainActor class UIScrollView`).
@MainActor
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset (iOS 11)
    open var adjustedContentInset: UIEdgeInsets { .zero }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    weak open var delegate: (any UIScrollViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled (`var isPagingEnabled: Bool { get set }`)
    open var isPagingEnabled: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout (`@MainActor class UICollectionViewLayout`).
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout (`@MainActor class UICollectionViewFlowLayout`).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize: CGSize = CGSize(width: 50, height: 50)
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes (`@MainActor class UICollectionViewLayoutAttributes`).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect = .zero
}

/// https://developer.apple.com/documentation/uikit/uicollectionview (`@MainActor class UICollectionView`).
@MainActor
open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview (`@MainActor class UICollectionReusableView`).
@MainActor
open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell (`@MainActor class UICollectionViewCell: UICollectionReusableView`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

/// https://developer.apple.com/documentation/uikit/uitableview (`@MainActor class UITableView`).
@MainActor
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections (`var numberOfSections: Int { get }`)
    open var numberOfSections: Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)-1eqlg (the `UITableViewCell` overload)
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell (`@MainActor class UITableViewCell`).
@MainActor
open class UITableViewCell: UIView {}

/// https://developer.apple.com/documentation/uikit/uilabel (`@MainActor class UILabel`).
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text (`var text: String? { get set }`)
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor (`var textColor: UIColor! { get set }`)
    open var textColor: UIColor!
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate (`@MainActor protocol
/// UIScrollViewDelegate: NSObjectProtocol`; every requirement is optional, so none is declared here).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicontrol (`@MainActor class UIControl`).
@MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event (`struct Event: OptionSet`).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
        public static let touchDown = Event(rawValue: 1)
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`).
@MainActor
open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! = nil
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer (`@MainActor class UIGestureRecognizer`).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { .possible }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { nil }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uiaccessibility (a namespace of static members).
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    /// (`@MainActor static var isReduceMotionEnabled: Bool { get }`)
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    /// (`static let reduceMotionStatusDidChangeNotification: NSNotification.Name`)
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
#endif

#if !STUB_WATCHOS
// UIKit's additions to Foundation's IndexPath (declared by UIKit on Apple platforms; Linux's
// Foundation has IndexPath without them).
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/section (`var section: Int { get set }`)
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/row (`var row: Int { get set }`)
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/item (`var item: Int { get set }`)
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
