import Foundation

extension StageDocument {
    /// The largest document ``init(json:)`` reads: 16 MiB, room for about 50,000 scenes with
    /// tracks. Larger input is refused before it is parsed.
    static let maximumByteCount = 16 << 20
    /// The longest name a document may hold — a scene's, a target's, an element's, a label's — in
    /// UTF-8 bytes.
    static let maximumNameLength = 1024
    /// How deep arrays and objects may nest. A document needs about 45 at most (an easing nests
    /// up to 32 combinators, each an object inside a scale, inside a timeline, a track, a scene).
    static let maximumDepth = 64

    /// Refuses input larger than ``maximumByteCount`` or nesting deeper than ``maximumDepth``,
    /// before any parser sees it, naming the path of the container that goes too deep.
    ///
    /// Foundation's `JSONDecoder` refuses nesting beyond 512 on Linux, with no path; other
    /// parsers recurse without a limit. This check is one pass over the bytes that keeps only the
    /// open containers (with each one's current key or index), so it is O(*n*) in time and
    /// O(``maximumDepth``) in memory. It does not validate the JSON: the parser does that after.
    static func checkLimits(_ json: Data) throws(StageDocumentError) {
        guard json.count <= maximumByteCount else {
            throw StageDocumentError(.tooLarge, at: "", "\(json.count) bytes; a document may have at most \(maximumByteCount) (16 MiB)")
        }
        let fault: StageDocumentError? = json.withUnsafeBytes { bytes in Self.nestingFault(in: bytes) }
        if let fault { throw fault }
    }

    private struct OpenContainer {
        var isObject: Bool
        var key: String?
        var index = 0
        var expectsKey: Bool
    }

    /// One pass over a JSON text's structure that keeps the open containers — each with its
    /// current key or index, keys kept from their first 256 bytes — so that a fault can be named by
    /// its path. `visit` is called before each `{` or `[` is opened and at each number literal
    /// (with its byte range), with the open containers; the first error it returns ends the walk.
    /// It does not validate the JSON: the parser does that.
    private static func walk(
        _ bytes: UnsafeRawBufferPointer, reserving capacity: Int = 0,
        _ visit: (_ open: [OpenContainer], _ number: Range<Int>?) -> StageDocumentError?
    ) -> StageDocumentError? {
        var open: [OpenContainer] = []
        open.reserveCapacity(capacity)
        var position = 0
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let start = position + 1
                position += 1
                while position < count, bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                if let last = open.indices.last, open[last].isObject, open[last].expectsKey {
                    // A key, kept for the path (its first bytes only: names are short).
                    let end = min(position, count, start + 256)
                    open[last].key = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if let fault = visit(open, nil) { return fault }
                let isObject = byte == UInt8(ascii: "{")
                open.append(OpenContainer(isObject: isObject, expectsKey: isObject))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
            case UInt8(ascii: ","):
                if let last = open.indices.last {
                    if open[last].isObject { open[last].expectsKey = true } else { open[last].index += 1 }
                }
            case UInt8(ascii: ":"):
                if let last = open.indices.last { open[last].expectsKey = false }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                while position + 1 < count, Self.isNumberByte(bytes[position + 1]) { position += 1 }
                if let fault = visit(open, start..<position + 1) { return fault }
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// The path of the open containers.
    private static func path(_ open: [OpenContainer]) -> DocumentPath {
        DocumentPath(open.map { container -> any CodingKey in
            container.isObject ? DocumentKey(container.key ?? "") : DocumentKey(index: container.index)
        })
    }

    private static func nestingFault(in bytes: UnsafeRawBufferPointer) -> StageDocumentError? {
        walk(bytes, reserving: maximumDepth) { open, number in
            guard number == nil, open.count == maximumDepth else { return nil }
            return StageDocumentError(.tooDeep, at: path(open).description, "arrays and objects nest more than \(maximumDepth) deep")
        }
    }

    /// The first number in `json` that its field cannot hold, at its JSON path: one beyond what a
    /// `Double` holds (`1e999`, or `1e-999`, which would read as 0), or a step `count` that is not
    /// a whole number an `Int` holds (the format's only integer field); `nil` if there is none.
    ///
    /// Foundation's `JSONDecoder` refuses such a number as "not valid JSON", without a path; this
    /// finds it in one more pass over the bytes (only for a document already refused), keeping the
    /// open containers as ``checkLimits(_:)`` does. Keys are as written, JSON escapes included.
    static func numberFault(in json: Data) -> StageDocumentError? {
        json.withUnsafeBytes { bytes in
            var integerFault: StageDocumentError?
            let fault = walk(bytes) { open, number in
                guard let number else { return nil }
                let literal = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[number]), as: UTF8.self)
                let value = Double(literal) ?? 0
                let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
                let shown = DocumentPath.clip(literal, to: 64)
                if value.isInfinite {
                    return StageDocumentError(.invalidValue, at: path(open).description, "a number out of range: \(shown) is beyond what a double holds (±1.8e308)")
                }
                if value == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
                    return StageDocumentError(.invalidValue, at: path(open).description, "a number out of range: \(shown) is too small for a double (it would read as 0)")
                }
                if integerFault == nil, open.last?.isObject == true, open.last?.key == "count",
                   !(value.rounded() == value && value >= -0x1p63 && value < 0x1p63) {
                    integerFault = StageDocumentError(.wrongType, at: path(open).description, "expected a whole number, found \(shown)")
                }
                return nil
            }
            return fault ?? integerFault
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// Refuses a name longer than ``maximumNameLength`` UTF-8 bytes.
    static func checkName(_ name: String, at path: @autoclosure () -> DocumentPath) throws(StageDocumentError) {
        let length = name.utf8.count
        guard length <= maximumNameLength else {
            throw StageDocumentError(.tooLarge, at: path().description, "a name of \(length) bytes; names may have at most \(maximumNameLength)")
        }
    }
}
