#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Scrollwork

// View properties, layer colours and the AppKit colour conversions.
//
// Which layers may be animated: AppKit owns the layer of a *layer-backed* view (one that only sets
// `wantsLayer = true`) and Apple's documentation says never to change such a layer directly — AppKit
// may overwrite or lose the change at its next update. Animate those views through their own
// properties (`.frame(of:)`, `.alpha(of:)` below). The layer properties (`.position(of:)`,
// `.opacity(of:)`, `.backgroundColor(of:)` …) are for layers you own: standalone layers, and the
// layer of a *layer-hosting* view (one whose `layer` you set before setting `wantsLayer`).

extension AnimatableProperty where Value == CGRect {
    /// A view's `frame`, in its superview's coordinates (animating a layer-backed view's frame
    /// rather than its layer's).
    @MainActor public static func frame(of view: NSView) -> AnimatableProperty {
        .object(view, read: { $0.frame }, write: { $0.frame = $1 })
    }
}

extension AnimatableProperty where Value == Double {
    /// A view's `alphaValue` (animating a layer-backed view's opacity rather than its layer's).
    @MainActor public static func alpha(of view: NSView) -> AnimatableProperty {
        .object(view, threshold: 0.001, read: { Double($0.alphaValue) }, write: { $0.alphaValue = CGFloat($1) })
    }
}

extension AnimatableProperty where Value == RGBA {
    /// A layer's `backgroundColor` (Pop's `kPOPLayerBackgroundColor`); no colour reads as clear.
    ///
    /// Only for a layer you own (not the layer of a layer-backed `NSView`; see the file's notes).
    public static func backgroundColor(of layer: CALayer) -> AnimatableProperty {
        .object(layer, threshold: 0.001, read: { $0.backgroundColor.map(RGBA.init) ?? .clear }, write: { $0.backgroundColor = NSColor(rgba: $1).cgColor })
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
    ///
    /// Labeled, so that an app's `NSColor(.white)` keeps meaning SwiftUI's `NSColor.init(_:)` taking
    /// a `Color` (`.white` is an `RGBA` too).
    public convenience init(rgba: RGBA) {
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }
}
#endif
