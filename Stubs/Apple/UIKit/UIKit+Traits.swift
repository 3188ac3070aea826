// Stub of UIKit's size classes and trait-change registration, which a binding of a responsive stage
// reads (Sources/ScrollworkUI/ScrollViewBinding+UIKit.swift). Apple's names, labels, types,
// optionality, isolation and availability, each declaration citing its documentation page; compared
// with the iOS 16.4 and 17.0 SDKs by .ci/compare-stubs.py. Built only by .ci/typecheck-apple.sh.
#if !STUB_WATCHOS

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
/// (`enum UIUserInterfaceSizeClass: Int, @unchecked Sendable`: `unspecified` 0, `compact` 1, `regular` 2).
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
/// (`class UITraitCollection`; `Sendable`, not isolated).
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    /// (`var horizontalSizeClass: UIUserInterfaceSizeClass { get }`)
    @available(iOS 8.0, *)
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    /// (`var verticalSizeClass: UIUserInterfaceSizeClass { get }`)
    @available(iOS 8.0, *)
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment
/// (`@MainActor protocol UITraitEnvironment : NSObjectProtocol`).
@available(iOS 8.0, *)
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// (`var traitCollection: UITraitCollection { get }`)
    @available(iOS 8.0, *)
    var traitCollection: UITraitCollection { get }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// (deprecated in iOS 17.0 and visionOS 1.0 for the registrations below)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition-7wm9m
/// (`protocol UITraitDefinition`, iOS 17.0, tvOS 17.0; `identifier`, `name` and
/// `affectsColorAppearance` have defaults and are left out here).
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition-7wm9m/defaultvalue
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/uikit/uitrait (`typealias UITrait = any UITraitDefinition.Type`).
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
/// (`struct UITraitHorizontalSizeClass`, whose `Value` is `UIUserInterfaceSizeClass`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public typealias Value = UIUserInterfaceSizeClass
}

/// https://developer.apple.com/documentation/uikit/uitraitverticalsizeclass
/// (`struct UITraitVerticalSizeClass`, whose `Value` is `UIUserInterfaceSizeClass`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public typealias Value = UIUserInterfaceSizeClass
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
/// (`@MainActor protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol`; an opaque token).
@available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
/// (`@MainActor protocol UITraitChangeObservable`, iOS 17.0, tvOS 17.0).
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
public protocol UITraitChangeObservable {
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
    typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void
        where TraitEnvironment: UITraitEnvironment
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:target:action:)
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:)
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/unregisterfortraitchanges(_:)
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// UIView is a trait environment (https://developer.apple.com/documentation/uikit/uiview: "Conforms To
/// UITraitEnvironment").
@available(iOS 8.0, *)
extension UIView: UITraitEnvironment {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, *)
    public var traitCollection: UITraitCollection { UITraitCollection() }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// UIView's trait-change registrations (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94:
/// "Conforming Types: UIView").
@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<Self: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UIView.TraitChangeHandler<Self>
    ) -> any UITraitChangeRegistration { TraitChangeRegistrationStub() }
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:target:action:)
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistrationStub()
    }
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:)
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistrationStub()
    }
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/unregisterfortraitchanges(_:)
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

/// The stubs' token (UIKit's is private).
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
final class TraitChangeRegistrationStub: NSObject, UITraitChangeRegistration {
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
