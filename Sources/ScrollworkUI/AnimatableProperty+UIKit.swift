#if canImport(UIKit) && !os(watchOS)
import Scrollwork
import UIKit

// View and scroll-view properties for `Animator` (Pop's `kPOPView…` and `kPOPScrollView…`), each
// holding its view weakly. Colours are `RGBA` in extended sRGB.

extension AnimatableProperty where Value == CGPoint {
    /// A view's `center` (Pop's `kPOPViewCenter`).
    @MainActor public static func center(of view: UIView) -> AnimatableProperty {
        .object(view, read: { $0.center }, write: { $0.center = $1 })
    }

    /// A scroll view's `contentOffset` (Pop's `kPOPScrollViewContentOffset`), set without UIKit's
    /// own animation: the scroll recipe in "Using Scrollwork in an app" drives it.
    @MainActor public static func contentOffset(of scrollView: UIScrollView) -> AnimatableProperty {
        .object(scrollView, read: { $0.contentOffset }, write: { $0.setContentOffset($1, animated: false) })
    }
}

extension AnimatableProperty where Value == CGRect {
    /// A view's `frame` (Pop's `kPOPViewFrame`).
    @MainActor public static func frame(of view: UIView) -> AnimatableProperty {
        .object(view, read: { $0.frame }, write: { $0.frame = $1 })
    }

    /// A view's `bounds` (Pop's `kPOPViewBounds`).
    @MainActor public static func bounds(of view: UIView) -> AnimatableProperty {
        .object(view, read: { $0.bounds }, write: { $0.bounds = $1 })
    }
}

extension AnimatableProperty where Value == Double {
    /// A view's `alpha` (Pop's `kPOPViewAlpha`).
    @MainActor public static func alpha(of view: UIView) -> AnimatableProperty {
        .object(view, threshold: 0.001, read: { Double($0.alpha) }, write: { $0.alpha = CGFloat($1) })
    }
}

extension AnimatableProperty where Value == RGBA {
    /// A view's `backgroundColor` (Pop's `kPOPViewBackgroundColor`); no colour reads as clear.
    @MainActor public static func backgroundColor(of view: UIView) -> AnimatableProperty {
        .object(view, threshold: 0.001, read: { $0.backgroundColor.map(RGBA.init) ?? .clear }, write: { $0.backgroundColor = UIColor(rgba: $1) })
    }

    /// A layer's `backgroundColor` (Pop's `kPOPLayerBackgroundColor`); no colour reads as clear.
    public static func backgroundColor(of layer: CALayer) -> AnimatableProperty {
        .object(layer, threshold: 0.001, read: { $0.backgroundColor.map(RGBA.init) ?? .clear }, write: { $0.backgroundColor = UIColor(rgba: $1).cgColor })
    }
}

extension RGBA {
    /// The colour's components in the extended sRGB colour space (`UIColor.getRed(_:green:blue:alpha:)`
    /// converts from the colour's own space); transparent black if it cannot be converted.
    public init(_ color: UIColor) {
        // One buffer for the four components (explicit pointers rather than `&red`, which the Linux
        // type-check against the interface stubs cannot convert).
        var c = [CGFloat](repeating: 0, count: 4)
        let converted = c.withUnsafeMutableBufferPointer { p in
            color.getRed(p.baseAddress, green: p.baseAddress.map { $0 + 1 }, blue: p.baseAddress.map { $0 + 2 }, alpha: p.baseAddress.map { $0 + 3 })
        }
        guard converted else {
            self = .clear
            return
        }
        self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }

    /// The colour of a `CGColor`, through `UIColor` (which converts it to extended sRGB).
    public init(_ color: CGColor) {
        self.init(UIColor(cgColor: color))
    }
}

extension UIColor {
    /// A colour with `rgba`'s extended sRGB components, exactly (`CGFloat` is a `Double`).
    ///
    /// Labeled, so that an app's `UIColor(.white)` keeps meaning SwiftUI's `UIColor.init(_:)` taking
    /// a `Color` (`.white` is an `RGBA` too).
    public convenience init(rgba: RGBA) {
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }
}
#endif
