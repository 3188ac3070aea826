#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Scrollwork

// Layer colours and the AppKit colour conversions; views are animated through their layers
// (`wantsLayer = true`) with the QuartzCore properties.

extension AnimatableProperty where Value == RGBA {
    /// A layer's `backgroundColor` (Pop's `kPOPLayerBackgroundColor`); no colour reads as clear.
    public static func backgroundColor(of layer: CALayer) -> AnimatableProperty {
        .object(layer, threshold: 0.001, read: { $0.backgroundColor.map(RGBA.init) ?? .clear }, write: { $0.backgroundColor = NSColor($1).cgColor })
    }
}

extension RGBA {
    /// The colour's components in the extended sRGB colour space; transparent black if it cannot
    /// be converted (a pattern colour, say).
    public init(_ color: NSColor) {
        guard let srgb = color.usingColorSpace(.extendedSRGB) else {
            self = .clear
            return
        }
        self.init(red: Double(srgb.redComponent), green: Double(srgb.greenComponent), blue: Double(srgb.blueComponent),
                  alpha: Double(srgb.alphaComponent))
    }

    /// The colour of a `CGColor`, through `NSColor` (converted to extended sRGB).
    public init(_ color: CGColor) {
        self = NSColor(cgColor: color).map(RGBA.init) ?? .clear
    }
}

extension NSColor {
    /// A colour with `rgba`'s extended sRGB components, exactly (`CGFloat` is a `Double`).
    public convenience init(_ rgba: RGBA) {
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }
}
#endif
