// What SwiftUI declares on top of UIKit where UIKit exists (iOS, tvOS, visionOS; on watchOS the
// colour classes only). SwiftUI imports and re-exports UIKit, so `import SwiftUI` alone names
// `UIColor`; the type-check builds the UIKit stub first for that reason.
#if canImport(UIKit)
@_exported import UIKit

extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(_:) (`convenience init(_ color: Color)`,
    /// declared in SwiftUI; iOS 14, tvOS 14, watchOS 7)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
}

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:) (`init(uiColor: UIColor)`)
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(uiColor: UIColor) { self = .clear }

    /// The older conversion, `init(_ color: UIColor)` (iOS 13, tvOS 13, watchOS 6). Its page was not
    /// found with the search tool; the declaration follows SwiftUI's module interface, which marks it
    /// `@_disfavoredOverload` (so `Color(.white)` prefers any other `init(_:)` whose argument has a
    /// `.white`: an unlabeled Scrollwork overload would silently take such calls over).
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @_disfavoredOverload
    public init(_ color: UIColor) { self = .clear }
}
#endif
