/// How a message quotes text that came from outside — a name, a word, a string of a document: whole
/// when it is short, else its first ``limit`` characters, `…` and its full length in UTF-8 bytes, so
/// that a message stays one short line whatever the input (a 600 KB easing name gives `Easing
/// 'xxxx…' (600000 bytes): unknown easing name`, not a 600 KB message).
enum Excerpt {
    /// The most characters (Unicode scalars) a message quotes of one text.
    static let limit = 64

    /// `text` between `mark`s, cut after ``limit`` characters with its length noted after the
    /// closing mark: `'hero'`, `"xxxx…" (600000 bytes)`. With `escaping`, quotes, backslashes and
    /// control characters are written as JSON escapes them (`\"`, `\\`, `\n`, `\u0001`).
    ///
    /// - Complexity: O(``limit``): the length is the string's UTF-8 count.
    static func quoted(_ text: String, mark: String = "'", escaping: Bool = false, notingLength: Bool = true) -> String {
        var quoted = mark
        var cut = false
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                cut = true
                quoted += "…"
                break
            }
            guard escaping else {
                quoted.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        quoted += mark
        if cut && notingLength { quoted += " (\(text.utf8.count) bytes)" }
        return quoted
    }
}
