extension RGBA {
    /// A colour from the components of a grey or RGB colour, as Core Graphics lists them.
    ///
    /// One component is a grey level, two are grey and alpha (expanded to equal red, green and
    /// blue, as Ouroboros learned to do for `UIColor(white:alpha:)`), three are red, green and blue
    /// (opaque), four add alpha. The components are taken as they are: pass sRGB (or extended sRGB)
    /// values, converting other colour spaces first.
    ///
    /// ```swift
    /// RGBA(components: [0.25, 0.5])           // rgba(0.25, 0.25, 0.25, 0.5)
    /// RGBA(components: [1, 0.5, 0, 1])        // rgba(1, 0.5, 0, 1)
    /// RGBA(components: [1, 2, 3, 4, 5])       // nil
    /// ```
    ///
    /// - Parameter components: 1 to 4 finite numbers.
    /// - Returns: The colour, or `nil` for another count or a non-finite component.
    package init?(components: [Double]) {
        guard components.allSatisfy(\.isFinite) else { return nil }
        switch components.count {
        case 1: self.init(red: components[0], green: components[0], blue: components[0])
        case 2: self.init(red: components[0], green: components[0], blue: components[0], alpha: components[1])
        case 3: self.init(red: components[0], green: components[1], blue: components[2])
        case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: return nil
        }
    }

    /// A colour from single-precision sRGB components (SwiftUI's `Color.Resolved` stores `Float`);
    /// every `Float` converts to `Double` exactly.
    package init(red: Float, green: Float, blue: Float, opacity: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
    }

    /// The components rounded to the nearest `Float` (red, green, blue, alpha): what a
    /// single-precision colour such as SwiftUI's `Color.Resolved` can hold. Converting them back
    /// with ``init(red:green:blue:opacity:)`` is exact.
    package var floatComponents: (red: Float, green: Float, blue: Float, alpha: Float) {
        (Float(red), Float(green), Float(blue), Float(alpha))
    }
}
