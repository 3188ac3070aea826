import Foundation

/// The space in which two ``RGBA`` colours are blended.
///
/// - ``sRGB``: the stored, gamma-encoded components are blended directly and alpha is not
///   premultiplied. This is the default, the cheapest, and what Ouroboros and Pop do.
/// - ``linearSRGB``: components are decoded to linear light, blended there with premultiplied
///   alpha (CSS Color 4, §12.3), and encoded again. Blends of saturated colours stay brighter.
/// - ``oklab``: blended in Björn Ottosson's OKLab with premultiplied alpha, as CSS Color 4's
///   `color-mix(in oklab, …)`. Perceptually even; no grey dip between complementary colours.
///
/// Every space returns the endpoints exactly at progress 0 and 1. Premultiplied blends whose
/// interpolated alpha is 0 return the straight (non-premultiplied) blend of the components so no
/// NaN appears. Colours outside the sRGB gamut may come back from linear or OKLab blends with
/// components slightly outside `0...1`; use ``RGBA/clamped()``. Components or a progress beyond
/// ±10⁵⁰ (or not finite) — far outside any colour — may make linear and OKLab blends NaN (never a
/// trap); ``sRGB`` blends follow ``Interpolatable``'s laws for any values.
public struct ColorSpace: Hashable, Sendable, Codable, CustomStringConvertible {
    @usableFromInline
    enum Kind: String, Hashable, Sendable, Codable {
        case sRGB = "srgb"
        case linearSRGB = "srgb-linear"
        case oklab

        // Inlined code tests a kind by pattern, never with `==` or `!=`: in a client module those
        // resolve to `RawRepresentable`'s operators, which get the raw strings and compare them —
        // opaque calls, around which a colour lookup retained and released its timeline (40
        // instructions a lookup, measured with callgrind on W1's random_1track_color).

        /// Whether this is `.sRGB`.
        @inlinable
        var isSRGB: Bool {
            if case .sRGB = self { return true }
            return false
        }

        /// Whether this is `.oklab`.
        @inlinable
        var isOKLab: Bool {
            if case .oklab = self { return true }
            return false
        }
    }

    @usableFromInline
    let kind: Kind

    @usableFromInline
    init(_ kind: Kind) { self.kind = kind }

    /// Gamma-encoded sRGB components, straight alpha (the default).
    public static let sRGB = ColorSpace(.sRGB)
    /// Linear-light sRGB, premultiplied alpha.
    public static let linearSRGB = ColorSpace(.linearSRGB)
    /// OKLab, premultiplied alpha.
    public static let oklab = ColorSpace(.oklab)

    /// The CSS name of the space: `srgb`, `srgb-linear` or `oklab`.
    public var description: String { kind.rawValue }

    /// Encodes the space as its CSS name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(kind.rawValue)
    }

    /// Decodes a space from its CSS name; an unknown name is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown colour space \(Excerpt.quoted(name)); expected srgb, srgb-linear or oklab")
        }
        self.kind = kind
    }
}

extension RGBA {
    /// Blends two colours in the given space.
    ///
    /// - Parameters:
    ///   - from: The colour at progress 0 (returned exactly).
    ///   - to: The colour at progress 1 (returned exactly).
    ///   - progress: How far to go; values outside `0...1` extrapolate in the chosen space.
    ///   - space: Where to blend; see ``ColorSpace``.
    /// - Returns: The blended colour in non-premultiplied sRGB.
    @inlinable
    public static func interpolate(from: RGBA, to: RGBA, progress: Double, in space: ColorSpace) -> RGBA {
        switch space.kind {
        case .sRGB:
            return interpolate(from: from, to: to, progress: progress)
        case .linearSRGB, .oklab:
            if progress == 0 { return from }
            if progress == 1 { return to }
            return premultipliedBlend(from: from, to: to, progress: progress, oklab: space.kind.isOKLab)
        }
    }

    // Out of line: it calls `pow` and `cbrt`, and a timeline lookup reads its segment before calling
    // it, so callers need nothing of the timeline across the call (see `TimelineStorage`). Inlined,
    // it made every colour lookup larger than the optimiser would inline.
    @usableFromInline
    static func premultipliedBlend(from: RGBA, to: RGBA, progress: Double, oklab: Bool) -> RGBA {
        let a = oklab ? OKLab(from) : OKLab(linear: from)
        let b = oklab ? OKLab(to) : OKLab(linear: to)
        let alpha = lerp(from.alpha, to.alpha, progress)
        func mix(_ x: Double, _ y: Double) -> Double {
            let straight = lerp(x, y, progress)
            guard alpha != 0 else { return straight }
            let premultiplied = lerp(x * from.alpha, y * to.alpha, progress)
            return premultiplied / alpha
        }
        let blended = OKLab(l: mix(a.l, b.l), a: mix(a.a, b.a), b: mix(a.b, b.b))
        return oklab ? blended.rgba(alpha: alpha) : blended.linearRGBA(alpha: alpha)
    }
}

/// Three colour coordinates: OKLab's L, a, b, or (reused for the linear space) linear r, g, b.
@usableFromInline
struct OKLab {
    @usableFromInline var l, a, b: Double

    @inlinable
    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Linear-light sRGB coordinates of `colour`, stored as (l, a, b) = (r, g, b).
    @inlinable
    init(linear colour: RGBA) {
        self.init(l: Self.decode(colour.red), a: Self.decode(colour.green), b: Self.decode(colour.blue))
    }

    /// OKLab coordinates of `colour` (Ottosson 2020, the matrices CSS Color 4 uses).
    @inlinable
    init(_ colour: RGBA) {
        let r = Self.decode(colour.red), g = Self.decode(colour.green), bl = Self.decode(colour.blue)
        let lms0 = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let lms1 = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let lms2 = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        self.init(
            l: 0.2104542553 * lms0 + 0.7936177850 * lms1 - 0.0040720468 * lms2,
            a: 1.9779984951 * lms0 - 2.4285922050 * lms1 + 0.4505937099 * lms2,
            b: 0.0259040371 * lms0 + 0.7827717662 * lms1 - 0.8086757660 * lms2
        )
    }

    /// These coordinates read as linear r, g, b, encoded back to sRGB.
    @inlinable
    func linearRGBA(alpha: Double) -> RGBA {
        RGBA(red: Self.encode(l), green: Self.encode(a), blue: Self.encode(b), alpha: alpha)
    }

    /// These coordinates read as OKLab, converted back to sRGB.
    @inlinable
    func rgba(alpha: Double) -> RGBA {
        let l0 = l + 0.3963377774 * a + 0.2158037573 * b
        let m0 = l - 0.1055613458 * a - 0.0638541728 * b
        let s0 = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l0 * l0 * l0, m3 = m0 * m0 * m0, s3 = s0 * s0 * s0
        return RGBA(
            red: Self.encode(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
            green: Self.encode(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
            blue: Self.encode(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3),
            alpha: alpha
        )
    }

    /// sRGB transfer function, gamma-encoded → linear, extended to negatives by symmetry (CSS Color 4).
    @inlinable
    static func decode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// Inverse of ``decode(_:)``.
    @inlinable
    static func encode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }
}
