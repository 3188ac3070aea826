// UIColor's named colours. With these and SwiftUI's conversions (Stubs/Apple/SwiftUI/
// SwiftUI+UIKit.swift) on the path, an app's `UIColor(.white)` and `Color(.white)` resolve as on a
// device, so a Scrollwork overload that made them ambiguous fails the type-check (Stubs/Screens).

extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/black (`class var black: UIColor { get }`)
    public class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white (`class var white: UIColor { get }`)
    public class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear (`class var clear: UIColor { get }`)
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

}
