extension RGBA {
    /// Why a string could not be read as a hexadecimal colour.
    public enum ParseError: Error, Hashable, Sendable {
        /// The string (without a leading `#`) does not have 3, 4, 6 or 8 digits.
        case invalidLength(String)
        /// The string contains a character that is not a hexadecimal digit.
        case invalidDigit(String)
    }

    /// An opaque-by-default colour from a `0xRRGGBB` integer, as written in code: no parsing, no
    /// error.
    ///
    /// ```swift
    /// RGBA(0xFF8800)                // orange: red 1, green 136/255, blue 0, alpha 1
    /// RGBA(0x008080, alpha: 0.5)    // half-transparent teal
    /// ```
    ///
    /// - Parameters:
    ///   - rgb: Red, green and blue as the bytes of a 24-bit integer; components become `byte / 255`.
    ///   - alpha: Opacity (default 1), stored as given.
    /// - Precondition: `rgb <= 0xFFFFFF` (for a colour with alpha in its digits, use ``init(hex:)``
    ///   with `#RRGGBBAA`).
    public init(_ rgb: UInt32, alpha: Double = 1) {
        precondition(rgb <= 0xFF_FFFF, "RGBA(_:alpha:) takes 0xRRGGBB (at most 0xFFFFFF), got 0x\(String(rgb, radix: 16, uppercase: true))")
        self.init(red: Double(rgb >> 16) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Reads a CSS-style hexadecimal colour: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// The leading `#` is optional and digits are case-insensitive. Short forms repeat each digit
    /// (`#f80` is `#ff8800`). Components become `value / 255`.
    ///
    /// ```swift
    /// try RGBA(hex: "#ff000080")   // red 1, green 0, blue 0, alpha 128/255
    /// try RGBA(hex: "12345")       // throws ParseError.invalidLength("12345")
    /// ```
    ///
    /// For a colour written in code, ``init(_:alpha:)`` takes an integer literal and cannot fail.
    ///
    /// - Throws: ``ParseError`` naming the input; nothing is created.
    public init(hex: String) throws(ParseError) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for character in digits.utf8 {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(character - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(character - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(character - UInt8(ascii: "A") + 10)
            default: throw .invalidDigit(hex)
            }
            if nibbles.count > 8 { throw .invalidLength(hex) }
        }
        let bytes: [UInt8]
        switch nibbles.count {
        case 3, 4: bytes = nibbles.map { $0 << 4 | $0 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: throw .invalidLength(hex)
        }
        self.init(
            red: Double(bytes[0]) / 255,
            green: Double(bytes[1]) / 255,
            blue: Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        )
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1, in lower-case.
    ///
    /// Components are clamped into `0...1` (NaN as 0) and rounded to the nearest of 256 levels, so
    /// `RGBA(hex: c.hexString)` equals `c` for every colour read from hex.
    public var hexString: String {
        let colour = clamped()
        var channels = [colour.red, colour.green, colour.blue]
        let byteAlpha = Int((colour.alpha * 255).rounded())
        if byteAlpha < 255 { channels.append(colour.alpha) }
        let hexDigits = Array("0123456789abcdef")
        var text = "#"
        for channel in channels {
            let byte = Int((channel * 255).rounded())
            text.append(hexDigits[byte >> 4])
            text.append(hexDigits[byte & 15])
        }
        return text
    }
}
