// UIColor's named colours, and the conversions between UIColor and SwiftUI's Color that SwiftUI
// declares (on Apple's SDKs in SwiftUI, which imports UIKit; here in the UIKit stub, which the
// type-check builds after SwiftUI's). With these on the path, an app's `UIColor(.white)` and
// `Color(uiColor: .white)` resolve as on a device, so a Scrollwork overload that made them
// ambiguous fails the type-check (Stubs/Screens).
import SwiftUI

extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/black (`class var black: UIColor { get }`)
    public class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white (`class var white: UIColor { get }`)
    public class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear (`class var clear: UIColor { get }`)
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(_:) (`convenience init(_ color: Color)`,
    /// declared in SwiftUI)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
}

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:) (`init(uiColor: UIColor)`)
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(uiColor: UIColor) { self = .clear }
}
