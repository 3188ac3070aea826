// Stub of the UIKit API a typical scroll-driven view controller uses (Stubs/Screens): Auto Layout
// anchors and constraints, the scroll view's layout guides, stack views, images and the navigation
// item. Same rules as UIKit.swift: Apple's declaration text, each with its page and the availability
// the page states; a member whose page does not list tvOS is `@available(tvOS, unavailable)` (the
// tvOS variant uses this stub). Built only by .ci/typecheck-apple.sh.

/// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) is on `UIImage`
/// (`class UIImage`; `Sendable`, not isolated; watchOS has it too).
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (`init?(systemName name: String)`; iOS 13)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(systemName name: String) {}
}

#if !STUB_WATCHOS
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint (`@MainActor class NSLayoutConstraint`).
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:) (`class func activate(_ constraints: [NSLayoutConstraint])`; iOS 8)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive (`var isActive: Bool { get set }`; iOS 8)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open var isActive: Bool = false

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis (`enum Axis: Int`)
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
/// (`@MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject`; iOS 9).
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor (`@MainActor class NSLayoutXAxisAnchor`)
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor (`@MainActor class NSLayoutYAxisAnchor`)
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension (`@MainActor class NSLayoutDimension`)
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide (`@MainActor class UILayoutGuide`; iOS 9).
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe (`var layoutFrame: CGRect { get }`)
    open var layoutFrame: CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// https://developer.apple.com/documentation/uikit/uistackview (`@MainActor class UIStackView`; iOS 9).
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) (`convenience init(arrangedSubviews views: [UIView])`)
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uistackview/axis (`var axis: NSLayoutConstraint.Axis { get set }`)
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing (`var spacing: CGFloat { get set }`)
    open var spacing: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uiimageview (`@MainActor class UIImageView`).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:) (`init(image: UIImage?)`)
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem (`@MainActor class UINavigationItem`).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UINavigationItem: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/title (`var title: String? { get set }`)
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
    /// (`var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get set }`; iOS 11, visionOS 1;
    /// its page does not list tvOS)
    @available(iOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
        get { .automatic }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum (`enum LargeTitleDisplayMode: Int`)
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic
        case automatic = 0
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/always
        case always = 1
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/never
        case never = 2
    }
}
#endif
