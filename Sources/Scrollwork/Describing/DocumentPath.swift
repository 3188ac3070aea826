/// A coding key of any name or index: what a ``StageDocument`` reads its objects with (so that it
/// can refuse keys it does not know) and builds JSON paths from.
struct DocumentKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }
}

/// A JSON path for people: `scenes[2].tracks[0].timeline.scales[1]`.
///
/// Keys are joined by `.`; indices are in brackets; a key that is not a plain identifier is quoted
/// in brackets (`layout.elements["hero image"]`), its first 64 characters only.
struct DocumentPath: CustomStringConvertible {
    let keys: [any CodingKey]

    init(_ keys: [any CodingKey]) { self.keys = keys }

    /// The path as text, at most about 500 characters: a longer one (only a malformed document
    /// has one: many long keys nested deep) keeps its first and last components around a `…`.
    var description: String {
        let parts = keys.enumerated().map { position, key in
            if let index = key.intValue { return "[\(index)]" }
            if Self.isIdentifier(key.stringValue) { return position == 0 ? key.stringValue : ".\(key.stringValue)" }
            return "[\(Self.quote(key.stringValue, notingLength: false))]"
        }
        let length = parts.reduce(0) { $0 + $1.count }
        guard length > 500 else { return parts.joined() }
        var head = "", tail = ""
        for part in parts {
            guard head.count + part.count <= 240 else { break }
            head += part
        }
        for part in parts.reversed() {
            guard tail.count + part.count <= 240 else { break }
            tail = part + tail
        }
        return head + "…" + tail
    }

    /// `path` followed by `key`.
    static func + (path: DocumentPath, key: DocumentKey) -> DocumentPath { DocumentPath(path.keys + [key]) }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), text.utf8.count <= 64 else { return false }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// `text` in double quotes, with quotes, backslashes and control characters escaped as JSON
    /// escapes them, cut after 64 characters (`…` marks the cut, and the text's length in bytes
    /// follows: `"xxxx…" (600000 bytes)`; see ``Excerpt``). In a path (`notingLength: false`) the
    /// length is left out.
    static func quote(_ text: String, notingLength: Bool = true) -> String {
        Excerpt.quoted(text, mark: "\"", escaping: true, notingLength: notingLength)
    }

    /// `text` cut after `limit` characters (`…` marks the cut): messages stay one short line
    /// whatever the document holds.
    static func clip(_ text: String, to limit: Int = 240) -> String {
        var clipped = ""
        for (count, character) in text.enumerated() {
            if count == limit { return clipped + "…" }
            clipped.append(character == "\n" ? " " : character)
        }
        return clipped
    }

    /// How JSON spells a Swift type a decoder expected: "a number", "an object".
    static func jsonName(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("[String") { return "an object" }
        if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        if name.hasPrefix("Int") || name.hasPrefix("UInt") { return "an integer" }
        if ["Double", "Float", "CGFloat", "Float16"].contains(name) { return "a number" }
        return name
    }
}
