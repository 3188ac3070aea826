#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
import Scrollwork

// Layer properties for `Animator`, Pop's `kPOPLayer…` properties: each holds its layer weakly (an
// animation of a released layer ends with `finished == false`), and scalars are `Double`.

extension AnimatableProperty where Value == CGPoint {
    /// A layer's `position` (Pop's `kPOPLayerPosition`).
    public static func position(of layer: CALayer) -> AnimatableProperty {
        .object(layer, read: { $0.position }, write: { $0.position = $1 })
    }

    /// A layer's scale along x and y, kept apart from its rotation and translation (Pop's
    /// `kPOPLayerScaleXY`).
    public static func scale(of layer: CALayer) -> AnimatableProperty {
        .object(layer, read: { $0.planarTransform.scale }, write: { $0.planarTransform.scale = $1 })
    }

    /// A layer's translation, kept apart from its scale and rotation (Pop's `kPOPLayerTranslationXY`).
    public static func translation(of layer: CALayer) -> AnimatableProperty {
        .object(layer, read: { $0.planarTransform.translation }, write: { $0.planarTransform.translation = $1 })
    }
}

extension AnimatableProperty where Value == CGRect {
    /// A layer's `bounds` (Pop's `kPOPLayerBounds`).
    public static func bounds(of layer: CALayer) -> AnimatableProperty {
        .object(layer, read: { $0.bounds }, write: { $0.bounds = $1 })
    }

    /// A layer's `frame`.
    public static func frame(of layer: CALayer) -> AnimatableProperty {
        .object(layer, read: { $0.frame }, write: { $0.frame = $1 })
    }
}

extension AnimatableProperty where Value == Double {
    /// A layer's `opacity` (Pop's `kPOPLayerOpacity`), as a `Double` (the layer stores a `Float`).
    public static func opacity(of layer: CALayer) -> AnimatableProperty {
        .object(layer, threshold: 0.001, read: { Double($0.opacity) }, write: { $0.opacity = Float($1) })
    }

    /// A layer's `cornerRadius` (Pop's `kPOPLayerCornerRadius`).
    public static func cornerRadius(of layer: CALayer) -> AnimatableProperty {
        .object(layer, read: { Double($0.cornerRadius) }, write: { $0.cornerRadius = CGFloat($1) })
    }

    /// A layer's rotation in radians, kept apart from its scale and translation (Pop's
    /// `kPOPLayerRotation`).
    public static func rotation(of layer: CALayer) -> AnimatableProperty {
        .object(layer, threshold: 0.001, read: { $0.planarTransform.rotation }, write: { $0.planarTransform.rotation = $1 })
    }
}

extension CALayer {
    /// The layer's affine transform as scale, rotation and translation channels.
    var planarTransform: PlanarTransform {
        get {
            let m = affineTransform()
            return PlanarTransform(a: Double(m.a), b: Double(m.b), c: Double(m.c), d: Double(m.d), tx: Double(m.tx), ty: Double(m.ty))
        }
        set {
            let m = newValue.matrix
            setAffineTransform(CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
        }
    }
}
#endif
