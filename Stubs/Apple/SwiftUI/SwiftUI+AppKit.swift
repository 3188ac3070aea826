// What SwiftUI declares on top of AppKit on macOS. SwiftUI imports and re-exports AppKit, so
// `import SwiftUI` alone names `NSColor`; the type-check builds the AppKit stub first for that reason.
#if canImport(AppKit)
@_exported import AppKit

extension NSColor {
    /// https://developer.apple.com/documentation/appkit/nscolor/init(_:) (`convenience init(_ color: Color)`,
    /// declared in SwiftUI; macOS 11)
    @available(macOS 11.0, *)
    public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
}

extension Color {
    /// The conversion from AppKit, `init(_ color: NSColor)` (macOS 10.15). Its page was not found with
    /// the search tool; the declaration follows SwiftUI's module interface, which marks it
    /// `@_disfavoredOverload`.
    @available(macOS 10.15, *)
    @_disfavoredOverload
    public init(_ color: NSColor) { self = .clear }
}
#endif
