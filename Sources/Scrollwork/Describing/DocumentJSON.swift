import Foundation

/// A JSON value as a version 2 ``StageDocument`` is read and written: the parsed tree, each value
/// with the line and column where it starts, so that every fault can say where it is.
///
/// ``parse(_:)`` reads bytes (O(*n*), recursion bounded by ``StageDocument/maximumDepth``, which
/// ``StageDocument/checkLimits(_:)`` has checked before); ``text`` writes the tree for people
/// (two-space indents, short arrays of numbers on one line, numbers in the shortest form that reads
/// back bit for bit, integers as written). Objects keep their members in the order written.
struct DocumentJSON: Sendable {
    indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        /// A whole number written without a fraction or an exponent that an `Int` holds, kept
        /// exactly: a step count above 2^53 is not rounded to a `Double` on its way through the
        /// tree (`-0` is a ``number(_:)``, for its sign).
        case integer(Int)
        /// A number a `Double` cannot hold (`1e999`, `1e-999`), as written.
        case numberOutOfRange(String)
        case string(String)
        case array([DocumentJSON])
        case object([Member])
    }

    /// One member of an object: its key, where the key is, and its value.
    struct Member: Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: DocumentJSON
    }

    var value: Value
    /// Where the value starts, 1-based; 0 when unknown (a tree read through a `Decoder`).
    var line: Int
    var column: Int

    init(_ value: Value, line: Int = 0, column: Int = 0) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// What JSON calls the value's type, with an article: "a number", "an object".
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "true or false"
        case .number, .integer, .numberOutOfRange: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension DocumentJSON.Value {
    /// Whether the value is a number (a double, an integer, or one out of a double's range).
    var isNumber: Bool {
        switch self {
        case .number, .integer, .numberOutOfRange: true
        default: false
        }
    }

    /// A number's value as a double (an integer rounded to the nearest), or `nil` for any other
    /// value and a number out of range.
    var numericValue: Double? {
        switch self {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: nil
        }
    }
}

// MARK: - Parsing

extension DocumentJSON {
    /// Where and why bytes are not JSON.
    struct SyntaxError: Error {
        var line: Int
        var column: Int
        var reason: String
    }

    /// Parses `bytes` as one JSON value (whitespace around it allowed).
    static func parse(_ bytes: Data) throws(SyntaxError) -> DocumentJSON {
        var parser = Parser(bytes: [UInt8](bytes))
        if !isUTF8(parser.bytes) {
            throw SyntaxError(line: 1, column: 1, reason: "the bytes are not UTF-8")
        }
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected text after the document's end") }
        return value
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates or truncated sequences).
    ///
    /// The standard library's `String(validating:as:)` says the same, but only from iOS 18 and
    /// macOS 15; this runs at every floor the package declares. O(*n*).
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        var codec = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        /// The position where the current line starts.
        var lineStart = 0

        /// The last position a column was counted at, and its column: positions only grow, so
        /// counting on from there keeps the parse O(*n*) however long a line is.
        var counted = (position: 0, column: 1)

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The column of `position`, counting characters (UTF-8 continuation bytes are not counted).
        mutating func column() -> Int {
            var (index, column) = counted.position >= lineStart ? counted : (lineStart, 1)
            while index < position {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            counted = (position, column)
            return column
        }

        mutating func error(_ reason: String) -> SyntaxError { SyntaxError(line: line, column: column(), reason: reason) }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
                case UInt8(ascii: "\n"):
                    position += 1
                    line += 1
                    lineStart = position
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> DocumentJSON {
            guard position < bytes.count else { throw error("unexpected end of the document: a value is missing") }
            guard depth < 512 else { throw error("arrays and objects nest too deep") }
            let (line, column) = (self.line, self.column())
            func made(_ value: Value) -> DocumentJSON { DocumentJSON(value, line: line, column: column) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                if takes(UInt8(ascii: "}")) { return made(.object(members)) }   // empty
                while true {
                    skipSpace()
                    guard position < bytes.count else { throw error("unexpected end of the document: a key in double quotes is missing") }
                    guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                    let (keyLine, keyColumn) = (self.line, self.column())
                    let key = try string()
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
                    position += 1
                    skipSpace()
                    members.append(Member(key: key, line: keyLine, column: keyColumn, value: try value(depth: depth + 1)))
                    if try closes(UInt8(ascii: "}"), "an object") { return made(.object(members)) }
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [DocumentJSON] = []
                if takes(UInt8(ascii: "]")) { return made(.array(elements)) }   // empty
                while true {
                    skipSpace()
                    elements.append(try value(depth: depth + 1))
                    if try closes(UInt8(ascii: "]"), "an array") { return made(.array(elements)) }
                }
            case UInt8(ascii: "\""):
                return made(.string(try string()))
            case UInt8(ascii: "t"):
                try word("true")
                return made(.bool(true))
            case UInt8(ascii: "f"):
                try word("false")
                return made(.bool(false))
            case UInt8(ascii: "n"):
                try word("null")
                return made(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return made(try number())
            default:
                throw error("unexpected character: a value starts with {, [, \", a digit, -, true, false or null")
            }
        }

        /// Skips space, then takes `byte` if it comes next.
        mutating func takes(_ byte: UInt8) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// After a member of an object or an element of an array (`container`, "an object" or "an
        /// array"): takes the `,` before the next one (`false`) or the `close` that ends it (`true`).
        mutating func closes(_ close: UInt8, _ container: String) throws(SyntaxError) -> Bool {
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of the document: \(container) is not closed") }
            if bytes[position] == UInt8(ascii: ",") {
                let comma = error("")
                position += 1
                skipSpace()
                if position < bytes.count && bytes[position] == close {
                    // JSON has no trailing comma: say so where the comma is (JavaScript allows it).
                    let last = container == "an object" ? "member" : "element"
                    throw SyntaxError(line: comma.line, column: comma.column,
                                      reason: "a trailing comma: JSON allows no ',' after the last \(last) of \(container); remove this ','")
                }
                return false
            }
            guard bytes[position] == close else {
                throw error("expected ',' or '\(Character(Unicode.Scalar(close)))' in \(container)")
            }
            position += 1
            return true
        }

        mutating func word(_ word: StaticString) throws(SyntaxError) {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count,
                  (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else {
                throw error("unexpected word: expected \(word)")
            }
            position += count
        }

        mutating func number() throws(SyntaxError) -> Value {
            let start = position
            func digits() -> Int {
                let first = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
                return position - first
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let integer = position
            guard digits() > 0 else { throw error("a number needs a digit after '-'") }
            if bytes[integer] == UInt8(ascii: "0"), position - integer > 1 { throw error("a number does not start with 0 unless it is 0") }
            var whole = true
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                whole = false
                guard digits() > 0 else { throw error("a number needs digits after '.'") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                whole = false
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw error("a number needs digits in its exponent") }
            }
            let literal = String(decoding: bytes[start..<position], as: UTF8.self)
            // An integer is kept as written (but -0, whose sign only a double keeps).
            if whole, literal != "-0", let exact = Int(literal) { return .integer(exact) }
            guard let value = Double(literal), value.isFinite else { return .numberOutOfRange(literal) }
            if value == 0, literal.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) {
                return .numberOutOfRange(literal)
            }
            return .number(value)
        }

        mutating func string() throws(SyntaxError) -> String {
            position += 1
            var start = position
            var text = ""
            while true {
                guard position < bytes.count else { throw error("unexpected end of the document: a string is not closed") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    text += String(decoding: bytes[start..<position], as: UTF8.self)
                    position += 1
                    return text
                }
                if byte < 0x20 { throw error("a control character in a string: write it as an escape (\\n, \\t, \\u0001)") }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                text += String(decoding: bytes[start..<position], as: UTF8.self)
                let backslash = position
                position += 1
                guard position < bytes.count else { throw error("unexpected end of the document: an escape is not finished") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{8}"
                case UInt8(ascii: "f"): text += "\u{C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"):
                    var unit = try hex4()
                    if (0xD800..<0xDC00).contains(unit), position + 1 < bytes.count,
                       bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate escape without its low surrogate") }
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(unit) else { throw error("an escape of a lone surrogate (\\u\(String(unit, radix: 16)))") }
                    text.unicodeScalars.append(scalar)
                default:
                    // At the backslash, which is on the escape's line (a line feed after it is not
                    // counted), and with no raw control character in the message.
                    position = backslash
                    let shown = (0x21..<0x7F).contains(escape) ? String(Character(Unicode.Scalar(escape)))
                        : escape < 0x80 ? " before U+" + String(format: "%04X", UInt32(escape))
                        : " before a non-ASCII character"
                    throw error("an unknown escape in a string: \\" + shown)
                }
                start = position
            }
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard position + 4 <= bytes.count else { throw error("a \\u escape needs four hexadecimal digits") }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8 = switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: throw error("a \\u escape needs four hexadecimal digits")
                }
                unit = unit << 4 | UInt32(digit)
                position += 1
            }
            return unit
        }
    }
}

// MARK: - Writing

extension DocumentJSON {
    /// The tree as JSON text for people: objects one member a line in the order held, two-space
    /// indents, arrays of numbers (and empty containers) on one line, numbers in the shortest
    /// form that reads back bit for bit. The same tree gives the same bytes.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += Self.format(number)
        case .integer(let integer): output += String(integer)
        case .numberOutOfRange(let literal): output += literal
        case .string(let string): Self.quote(string, into: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.allSatisfy(\.value.isNumber) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    element.write(to: &output, indent: indent)
                }
                output += "]"
            } else {
                let inner = indent + "  "
                output += "[\n"
                for (index, element) in elements.enumerated() {
                    output += inner
                    element.write(to: &output, indent: inner)
                    output += index == elements.count - 1 ? "\n" : ",\n"
                }
                output += indent + "]"
            }
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            if isFlat {
                // A small object of plain values on one line: `{"start": 0, "length": 1, "to": 1}`.
                var line = "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { line += ", " }
                    Self.quote(member.key, into: &line)
                    line += ": "
                    member.value.write(to: &line, indent: indent)
                }
                line += "}"
                if line.count + indent.count <= 110 {
                    output += line
                    return
                }
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner
                Self.quote(member.key, into: &output)
                output += ": "
                member.value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// Whether the value is an object whose members are all numbers, strings, booleans, nulls
    /// or arrays of numbers: one that can be written on one line.
    private var isFlat: Bool {
        guard case .object(let members) = value else { return false }
        return members.allSatisfy { member in
            switch member.value.value {
            case .object: false
            case .array(let elements): elements.allSatisfy(\.value.isNumber)
            default: true
            }
        }
    }

    /// A finite number in the shortest form that reads back to the same bits: `390`, `0.11`,
    /// `-0`, `1e-05`.
    static func format(_ number: Double) -> String {
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func quote(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

// MARK: - Through Codable

extension DocumentJSON: Codable {
    /// Reads any JSON value from a decoder (without positions); an object's members in sorted key
    /// order.
    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: DocumentKey.self) {
            var members: [Member] = []
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append(Member(key: key.stringValue, line: 0, column: 0, value: try object.decode(DocumentJSON.self, forKey: key)))
            }
            self.init(.object(members))
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [DocumentJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(DocumentJSON.self)) }
            self.init(.array(elements))
            return
        }
        let single = try decoder.singleValueContainer()
        // Strings before numbers: a decoder that reads "NaN" as a number must not bring one in.
        if single.decodeNil() {
            self.init(.null)
        } else if let string = try? single.decode(String.self) {
            self.init(.string(string))
        } else if let bool = try? single.decode(Bool.self) {
            self.init(.bool(bool))
        } else {
            // A whole number an `Int` holds as an integer, exactly (a double rounds it past 2^53),
            // but -0, whose sign only a double keeps.
            let number = try single.decode(Double.self)
            if number.rounded() == number, number != 0 || number.sign == .plus, let integer = try? single.decode(Int.self), Double(integer) == number {
                self.init(.integer(integer))
            } else {
                self.init(.number(number))
            }
        }
    }

    /// Writes the value through an encoder (an object's members as keys: a sorting encoder sorts them).
    func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .integer(let integer):
            var single = encoder.singleValueContainer()
            try single.encode(integer)
        case .numberOutOfRange(let literal), .string(let literal):
            var single = encoder.singleValueContainer()
            try single.encode(literal)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: DocumentKey.self)
            for member in members { try object.encode(member.value, forKey: DocumentKey(member.key)) }
        }
    }
}
