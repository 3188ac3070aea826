/// A colour as red, green, blue and alpha components in `0...1`, non-premultiplied sRGB.
///
/// `RGBA` is what timelines animate for colours. It is plain data: components outside `0...1`
/// are stored as given (extrapolating easings such as `.easeOutBack` produce them); call
/// ``clamped()`` before handing a value to a renderer that cannot take them.
///
/// ```swift
/// let teal = RGBA(0x008080)
/// teal.hexString                                               // "#008080"
/// RGBA.interpolate(from: .black, to: .white, progress: 0.5)   // (0.5, 0.5, 0.5, 1)
/// ```
///
/// Plain ``Interpolatable`` interpolation blends the stored components directly (what Ouroboros and
/// Pop do, and what ``ColorSpace/sRGB`` means). For perceptual blends choose a ``ColorSpace`` and
/// use ``interpolate(from:to:progress:in:)`` or a timeline made with
/// ``Timeline/init(initial:colorSpace:)``.
public struct RGBA: Hashable, Sendable, Codable {
    /// Red, nominally in `0...1`.
    public var red: Double
    /// Green, nominally in `0...1`.
    public var green: Double
    /// Blue, nominally in `0...1`.
    public var blue: Double
    /// Opacity, nominally in `0...1` (0 is transparent). Colour components are not premultiplied.
    public var alpha: Double

    /// Creates a colour from non-premultiplied sRGB components; no component is clamped.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour with every component clamped into `0...1`; a NaN component becomes 0.
    public func clamped() -> RGBA {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return RGBA(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }
}

extension RGBA {
    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

    /// Decodes `{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}`, every component required.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped component, or a field a colour does not
    ///   have (a misspelt `"bleu"` is refused, not dropped).
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownFields(["red", "green", "blue", "alpha"], in: "a colour")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red), green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue), alpha: try container.decode(Double.self, forKey: .alpha))
    }
}

extension RGBA: Interpolatable {
    /// Blends each stored component (red, green, blue, alpha) linearly, without premultiplying:
    /// the ``ColorSpace/sRGB`` rule. Progress outside `0...1` extrapolates.
    @inlinable
    public static func interpolate(from: RGBA, to: RGBA, progress: Double) -> RGBA {
        RGBA(
            red: lerp(from.red, to.red, progress),
            green: lerp(from.green, to.green, progress),
            blue: lerp(from.blue, to.blue, progress),
            alpha: lerp(from.alpha, to.alpha, progress)
        )
    }
}

extension RGBA: CustomStringConvertible {
    /// The colour as `rgba(r, g, b, a)` with components in `0...1`, e.g. `rgba(1, 0.5, 0, 1)`.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
