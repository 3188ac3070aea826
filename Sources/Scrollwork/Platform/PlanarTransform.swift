#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A 2-D affine transform as the channels Pop animates — scale, rotation and translation — and
/// back as a matrix.
///
/// Animating a transform matrix entry by entry (as Ouroboros does) bends rotations; animating the
/// channels does not. The platform properties that animate a layer's scale, rotation or translation
/// read the layer's affine transform into a `PlanarTransform`, change one channel, and write the
/// matrix back, so the other channels are kept.
///
/// The matrix is Core Graphics' `CGAffineTransform` layout, `(a, b, c, d, tx, ty)`, mapping a point
/// `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. A transform made from channels scales first
/// (along the layer's own axes), then rotates, then translates:
/// `a = sx·cos θ`, `b = sx·sin θ`, `c = −sy·sin θ`, `d = sy·cos θ`.
///
/// ```swift
/// var transform = PlanarTransform(scale: CGPoint(x: 2, y: 2), rotation: .pi / 2)
/// transform.rotation = 0                          // the scale is kept
/// transform.matrix                                // (a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
/// ```
///
/// Decomposing a matrix with shear keeps its scale, rotation and translation and drops the shear;
/// a reflection appears as a negative `scale.y`.
package struct PlanarTransform: Equatable, Sendable {
    /// Scale factors along x and y (1 = unscaled).
    package var scale: CGPoint
    /// Rotation in radians, counter-clockwise in a y-up space (clockwise on a y-down screen).
    package var rotation: Double
    /// Translation in points.
    package var translation: CGPoint

    /// Creates a transform from channels (default: the identity).
    package init(scale: CGPoint = CGPoint(x: 1, y: 1), rotation: Double = 0, translation: CGPoint = .zero) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
    }

    /// Decomposes a matrix in Core Graphics' layout.
    ///
    /// `sx = √(a² + b²)`, `θ = atan2(b, a)`, `sy = (a·d − b·c) / sx`; a matrix with `sx == 0` gives
    /// rotation 0 and `sy = √(c² + d²)`.
    ///
    /// The lengths are computed without squaring (a scaled hypotenuse) and `sy` as
    /// `cos θ·d − sin θ·c`, so no intermediate overflows or underflows: finite entries of any
    /// magnitude, from subnormal to `greatestFiniteMagnitude`, give a finite rotation and scales
    /// equal to the formulas within rounding — ±∞ only where a scale itself is beyond
    /// `greatestFiniteMagnitude` (a column longer than that). A NaN entry gives NaN in the
    /// channels it feeds, and an infinite one ±∞ or NaN; the translation is kept as given.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let sx = hypot(a, b)
        if sx == 0 {
            scale = CGPoint(x: 0, y: hypot(c, d))
            rotation = 0
        } else {
            // cos θ and sin θ from the column scaled to about 1 (by a power of two, exactly), so that
            // subnormal and huge columns keep their precision.
            let exponent = Swift.max(abs(a), abs(b)).exponent
            let scaledA = a.isFinite && b.isFinite ? Double(sign: .plus, exponent: -exponent, significand: a) : a
            let scaledB = a.isFinite && b.isFinite ? Double(sign: .plus, exponent: -exponent, significand: b) : b
            let length = hypot(scaledA, scaledB)
            scale = CGPoint(x: sx, y: (scaledA / length) * d - (scaledB / length) * c)
            rotation = atan2(b, a)
        }
        translation = CGPoint(x: tx, y: ty)
    }

    /// The matrix in Core Graphics' layout.
    package var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let cosine = cos(rotation), sine = sin(rotation)
        let sx = Double(scale.x), sy = Double(scale.y)
        return (sx * cosine, sx * sine, -sy * sine, sy * cosine, Double(translation.x), Double(translation.y))
    }
}
