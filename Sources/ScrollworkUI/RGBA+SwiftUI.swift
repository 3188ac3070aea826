#if canImport(SwiftUI)
import Scrollwork
import SwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension RGBA {
    /// The colour of a resolved SwiftUI colour, from its sRGB components (extended range). Every
    /// `Float` converts to `Double` exactly.
    public init(_ color: Color.Resolved) {
        self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Color.Resolved {
    /// A resolved sRGB colour with `rgba`'s components rounded to `Float` (``Scrollwork/RGBA/floatComponents``).
    public init(_ rgba: RGBA) {
        let c = rgba.floatComponents
        self.init(colorSpace: .sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}
#endif
