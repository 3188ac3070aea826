// NSColor's named colours, and the conversion from SwiftUI's Color that SwiftUI declares (on
// Apple's SDKs in SwiftUI, which imports AppKit; here in the AppKit stub, which the type-check
// builds after SwiftUI's). With these on the path, an app's `NSColor(.white)` resolves as on a Mac,
// so a Scrollwork overload that made it ambiguous fails the type-check (Stubs/Screens).
import SwiftUI

extension NSColor {
    /// https://developer.apple.com/documentation/appkit/nscolor/black (`class var black: NSColor { get }`)
    public class var black: NSColor { NSColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/white (`class var white: NSColor { get }`)
    public class var white: NSColor { NSColor() }
    /// https://developer.apple.com/documentation/appkit/nscolor/clear (`class var clear: NSColor { get }`)
    public class var clear: NSColor { NSColor() }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(_:) (`convenience init(_ color: Color)`,
    /// declared in SwiftUI)
    @available(macOS 11.0, *)
    public convenience init(_ color: Color) { self.init() }
}
