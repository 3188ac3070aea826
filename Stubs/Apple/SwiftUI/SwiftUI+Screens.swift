// Stub of the SwiftUI API a typical scroll-driven screen uses (Stubs/Screens): navigation,
// sections with pinned headers, safe-area insets, progress, fonts and images, scroll targets and
// the iOS 17 coordinate-space protocol. Same rules as SwiftUI.swift: Apple's declaration text, each
// with its page and the availability the page states (iOS 18 SDK spellings: `@ViewBuilder` where
// the current pages show `@ContentBuilder`). Built only by .ci/typecheck-apple.sh.

// MARK: Strings

/// https://developer.apple.com/documentation/swiftui/localizedstringkey (`@frozen struct LocalizedStringKey`).
/// A string literal given to `Text`, `Button` or `navigationTitle` becomes one of these (the
/// non-generic overload wins over the `StringProtocol` one), as with a real SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    /// (`struct StringInterpolation`; only the appends a screen uses are stubbed: literals,
    /// numbers through `_FormatSpecifiable`, and `Text`).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo (iOS 14)
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// `_FormatSpecifiable`: the public underscored protocol SwiftUI's interpolation takes numbers
/// through (Int, Double, … conform). It has no documentation page of its own; it is named in the
/// declaration of `appendInterpolation(_:)-378v9` above. Its requirements are not stubbed.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

extension Text {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

extension State {
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(initialValue value: Value) { self.init(wrappedValue: value) }
}

/// https://developer.apple.com/documentation/swiftui/binding
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`): `$state`, `$state.member`, and
/// `@Binding var` in a child view. Not `@frozen` here: a frozen public struct without stored properties would be
/// implicitly `Sendable`, which Apple's `Binding` is not.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// Placeholder for the stubs' own bodies.
    init(stub: Void) {}
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (`var wrappedValue: Value { get nonmutating set }`)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue (`var projectedValue: Binding<Value> { get }`)
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) (`init(projectedValue: Binding<Value>)`)
    public init(projectedValue: Binding<Value>) {}
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// (`subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { Binding<Subject>(stub: ()) }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:) (`static func constant(_ value: Value) -> Binding<Value>`)
    public static func constant(_ value: Value) -> Binding<Value> { Binding(stub: ()) }
}

// MARK: Navigation

/// https://developer.apple.com/documentation/swiftui/navigationpath (`struct NavigationPath`; iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath {
    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
/// (`nonisolated struct NavigationStack<Data, Root> where Root : View`; iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/body (`var body: some View { get }`)
    public var body: some View { EmptyView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack where Data == NavigationPath {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    nonisolated public init(@ViewBuilder root: () -> Root) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem (`struct NavigationBarItem`;
/// iOS 13, tvOS 13, watchOS 6, visionOS 1; not on macOS).
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode (`enum TitleDisplayMode`)
    public enum TitleDisplayMode: Sendable {
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic
        case automatic
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/inline
        case inline
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/large
        case large
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    /// (iOS 14, watchOS 8, visionOS 1; its page lists neither macOS nor tvOS).
    @available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx (the `View` overload; iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { fatalError() }
}

// MARK: Layout

/// https://developer.apple.com/documentation/swiftui/verticalalignment (`struct VerticalAlignment`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/hstack (`@frozen nonisolated struct HStack<Content> where Content : View`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/edge (`@frozen enum Edge`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set (`@frozen struct Set: OptionSet`).
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Set(rawValue: 2)
        /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Set(rawValue: 4)
        /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Set(rawValue: 8)
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Set = [.leading, .trailing]
        /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Set = [.top, .bottom]
    }
}

/// https://developer.apple.com/documentation/swiftui/verticaledge (`@frozen enum VerticalEdge`; iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/verticaledge/top
    case top
    /// https://developer.apple.com/documentation/swiftui/verticaledge/bottom
    case bottom
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
    /// (the `VerticalEdge` overload; iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View where V: View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/section (`struct Section<Parent, Content, Footer>`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension PinnedScrollableViews {
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
}

// MARK: Content

/// https://developer.apple.com/documentation/swiftui/progressview
/// (`struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`; iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// https://developer.apple.com/documentation/swiftui/progressview/body (`var body: some View { get }`)
    public var body: some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
}

/// https://developer.apple.com/documentation/swiftui/image (`@frozen struct Image`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Image: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:) (macOS 11)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/font (`@frozen struct Font`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/headline (`static let headline: Font`)
    public static let headline = Font()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
}

// MARK: Scroll targets (iOS 17)

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior (`protocol ScrollTargetBehavior`;
/// iOS 17). iOS 18.4's `properties(context:)` requirement (and its `Properties` and
/// `PropertiesContext`) is not stubbed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/targetcontext
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// https://developer.apple.com/documentation/swiftui/scrolltarget (`struct ScrollTarget`; iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTarget {
    /// https://developer.apple.com/documentation/swiftui/scrolltarget/rect (`var rect: CGRect`)
    public var rect: CGRect
    /// https://developer.apple.com/documentation/swiftui/scrolltarget/anchor (`var anchor: UnitPoint?`)
    public var anchor: UnitPoint?
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
/// (`@dynamicMemberLookup struct ScrollTargetBehaviorContext`; iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/originaltarget
    public var originalTarget: ScrollTarget { ScrollTarget(rect: .zero, anchor: nil) }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/velocity
    public var velocity: CGVector { CGVector(dx: 0, dy: 0) }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
    public var contentSize: CGSize { .zero }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
    public var containerSize: CGSize { .zero }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/axes
    public var axes: Axis.Set { .vertical }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/subscript(dynamicmember:)
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { EnvironmentValues()[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior (`struct PagingScrollTargetBehavior`)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior/updatetarget(_:context:)
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {}
}

/// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior (`struct ViewAlignedScrollTargetBehavior`)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    // Its initialiser `init(limitBehavior:)` is not stubbed (nor `LimitBehavior`): the screens use `.viewAligned`.
    init() {}
    /// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/updatetarget(_:context:)
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/paging
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/viewaligned
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:) (iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:) (iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { fatalError() }
}

// MARK: Coordinate spaces (iOS 17)

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol (`protocol CoordinateSpaceProtocol`; iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
    var coordinateSpace: CoordinateSpace { get }
}

/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace (`struct NamedCoordinateSpace`; iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// https://developer.apple.com/documentation/swiftui/namedcoordinatespace/coordinatespace
    public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
}

extension GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:) (the
    /// `some CoordinateSpaceProtocol` overload, iOS 17; beside the `CoordinateSpace` one, which a
    /// call with `.global`, `.local` or `.named(_:)` still picks, as the non-generic candidate)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}
