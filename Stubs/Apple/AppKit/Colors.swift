// NSColor's named colours. With these and SwiftUI's conversions (Stubs/Apple/SwiftUI/
// SwiftUI+AppKit.swift) on the path, an app's `NSColor(.white)` resolves as on a Mac, so a
// Scrollwork overload that made it ambiguous fails the type-check (Stubs/Screens).

extension NSColor {
    /// https://developer.apple.com/documentation/appkit/nscolor/black (`class var black: NSColor { get }`)
    public class var black: NSColor { NSColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/white (`class var white: NSColor { get }`)
    public class var white: NSColor { NSColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/clear (`class var clear: NSColor { get }`)
    public class var clear: NSColor { NSColor() }

}
