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

// MARK: Collection views with a compositional layout and cell registrations (iOS 13 and 14)

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension (`@MainActor class NSCollectionLayoutDimension`; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    /// (`class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self`)
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize (`@MainActor class NSCollectionLayoutSize`; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class NSCollectionLayoutSize: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
    /// (`convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)`)
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.init()
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem (`@MainActor class NSCollectionLayoutItem`; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class NSCollectionLayoutItem: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
    /// (`convenience init(layoutSize: NSCollectionLayoutSize)`)
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup (`@MainActor class NSCollectionLayoutGroup`; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    /// (`class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
/// (`enum UICollectionLayoutSectionOrthogonalScrollingBehavior`, an `Int` enumeration; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection (`@MainActor class NSCollectionLayoutSection`; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class NSCollectionLayoutSection: NSObject {
    override init() {}
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    /// (`convenience init(group: NSCollectionLayoutGroup)`)
    public convenience init(group: NSCollectionLayoutGroup) { self.init() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing (`var interGroupSpacing: CGFloat { get set }`)
    open var interGroupSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
    /// (`var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get set }`)
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// (`@MainActor class UICollectionViewCompositionalLayout`; iOS 13).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
    /// (`init(section: NSCollectionLayoutSection)`)
    public init(section: NSCollectionLayoutSection) { super.init() }
}

extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    /// (`struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell`; iOS 14, tvOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
        /// (`typealias Handler = (Cell, IndexPath, Item) -> Void`)
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
        /// (`init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`)
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    /// (`@MainActor func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
    /// for indexPath: IndexPath, item: Item?) -> Cell where Cell : UICollectionViewCell`; iOS 14, tvOS 14)
    @available(iOS 14.0, tvOS 14.0, *)
    @MainActor
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell { fatalError() }
}
#endif
