#if canImport(SwiftUI)
import Scrollwork
import SwiftUI

extension Color {
    /// A colour with `rgba`'s sRGB components and alpha, on every system the package supports
    /// (iOS 16 and macOS 13 included): `Color(.sRGB, red:green:blue:opacity:)`, which takes
    /// extended-range components as they are. For the `Color.Resolved` of iOS 17 and macOS 14, see
    /// `Color.Resolved.init(rgba:)`.
    ///
    /// ```swift
    /// Text("Hello").foregroundStyle(Color(rgba: RGBA(red: 1, green: 0.5, blue: 0)))
    /// ```
    ///
    /// Labeled, so that an app's `Color(.white)` keeps meaning SwiftUI's (`.white` is an `RGBA` too).
    public init(rgba: RGBA) {
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}

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
    public init(rgba: RGBA) {
        let c = rgba.floatComponents
        self.init(colorSpace: .sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}
#endif
