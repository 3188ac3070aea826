import Foundation

/// Why a ``StageDocument`` could not be read, written or bound: what went wrong, and where — the
/// JSON path of the fault, such as `scenes[2].tracks[0].timeline.scales[1]`.
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// let json = #"{"version": 1, "scenes": [{"name": "intro", "start": 0, "end": {"length": 600}}]}"#
/// do {
///     _ = try StageDocument(json: Data(json.utf8))
/// } catch {
///     print(error.kind, "at", error.path)
///     print(error)
/// }
/// ```
///
/// ```text
/// wrongType at scenes[0].start
/// scenes[0].start: expected an object, found a number
/// ```
///
/// A document that throws changes nothing: no document, stage or track is made, and no binding
/// is called. The ``reason`` is one line; it quotes at most 64 characters of any name or value
/// from the document, so a huge string never makes a huge message.
public struct StageDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    ///
    /// A struct over a private enum, so that new kinds can be added without breaking a client
    /// `switch`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Code: String, Hashable, Sendable {
            case notJSON, wrongType, missing, unknownKey, invalidValue, unsupportedVersion, tooLarge, tooDeep
            case duplicateName, conflictingTypes, unnamedTrack, unencodable, bindingMismatch
        }

        let code: Code

        /// The bytes are not JSON (a syntax error), or not UTF-8.
        public static let notJSON = Kind(code: .notJSON)
        /// A value of the wrong JSON type: a string where a number belongs, an object for an array.
        public static let wrongType = Kind(code: .wrongType)
        /// A required field is missing, or `null`.
        public static let missing = Kind(code: .missing)
        /// A field the format does not have, at any depth (often a misspelling: `hysterisis`, or
        /// `positon` in an easing).
        public static let unknownKey = Kind(code: .unknownKey)
        /// A value the format does not allow: an unknown easing, type, domain or motion kind, a
        /// negative length, overlapping segments, a number that is not finite or that a `Double`
        /// cannot hold (`1e999`: a number out of range).
        public static let invalidValue = Kind(code: .invalidValue)
        /// The document's `version` is newer than this library reads (or not a version at all).
        public static let unsupportedVersion = Kind(code: .unsupportedVersion)
        /// The document, or a name in it, is longer than the limits allow (see ``StageDocument``).
        public static let tooLarge = Kind(code: .tooLarge)
        /// Arrays and objects nest deeper than the limit allows (see ``StageDocument``).
        public static let tooDeep = Kind(code: .tooDeep)
        /// Two scenes share a name.
        public static let duplicateName = Kind(code: .duplicateName)
        /// Tracks of one target name carry different value types (`logo.center` a point in one
        /// scene, a rect in another), so no binding could write both.
        public static let conflictingTypes = Kind(code: .conflictingTypes)
        /// A stage's track has no ``Track/name``, so a document cannot name its target.
        public static let unnamedTrack = Kind(code: .unnamedTrack)
        /// Something with no document form: a ``Easing/custom(_:)`` easing, a track whose value
        /// type a document cannot carry.
        public static let unencodable = Kind(code: .unencodable)
        /// A binding writes another value type than the tracks of its target carry.
        public static let bindingMismatch = Kind(code: .bindingMismatch)

        /// The kind's name, as the static members spell it: `wrongType`, `tooDeep`.
        public var description: String { code.rawValue }
    }

    /// What kind of fault this is.
    public let kind: Kind
    /// Where the fault is, as a JSON path from the document's root: object keys joined by `.`,
    /// array indices in brackets, keys that are not plain identifiers quoted in brackets
    /// (`layout.elements["hero image"]`); empty for the document as a whole.
    public let path: String
    /// Why, in one line.
    public let reason: String
    /// Every fault found, in document order; the first is the one ``kind``, ``path`` and
    /// ``reason`` describe. A version 2 document read by ``StageDocument/init(json:)`` reports
    /// them all in one pass, each with its line and column; other errors have one.
    public let faults: [StageDocumentFault]

    init(_ kind: Kind, at path: String, _ reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
        faults = [StageDocumentFault(kind, at: path, reason)]
    }

    /// An error reporting `faults` (at least one), the first as its own.
    init(faults: [StageDocumentFault]) {
        precondition(!faults.isEmpty, "StageDocumentError(faults:) needs at least one fault")
        kind = faults[0].kind
        path = faults[0].path
        reason = faults[0].reason
        self.faults = faults
    }

    /// The line of the first fault (from 1), when known.
    public var line: Int? { faults.first?.line }
    /// The column of the first fault (from 1), when known.
    public var column: Int? { faults.first?.column }

    /// `path: reason` (`document: reason` for a fault of the whole document), preceded by
    /// `line:column: ` when known and followed by what was expected and the name probably meant;
    /// several faults one a line, after a line counting them.
    public var description: String {
        guard faults.count > 1 else { return faults.first?.description ?? "\(path.isEmpty ? "document" : path): \(reason)" }
        return "\(faults.count) faults:\n" + faults.map(\.description).joined(separator: "\n")
    }
}

extension StageDocumentError {
    /// The fault a `DecodingError` reports, at the JSON path of its coding path.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(.wrongType, at: DocumentPath(context.codingPath).description, Self.mismatch(expected: type, context.debugDescription))
        case .valueNotFound(let type, let context):
            self.init(.missing, at: DocumentPath(context.codingPath).description, "expected \(DocumentPath.jsonName(of: type)), found null")
        case .keyNotFound(let key, let context):
            self.init(.missing, at: DocumentPath(context.codingPath + [key]).description, "required field missing")
        case .dataCorrupted(let context):
            if context.underlyingError is UnknownFieldError {
                self.init(.unknownKey, at: DocumentPath(context.codingPath).description, DocumentPath.clip(context.debugDescription))
            } else if context.codingPath.isEmpty {
                // The JSON parser's own message names where it stopped.
                let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                self.init(.notJSON, at: "", DocumentPath.clip("not valid JSON" + (detail.map { ": \($0)" } ?? "")))
            } else {
                self.init(.invalidValue, at: DocumentPath(context.codingPath).description, DocumentPath.clip(context.debugDescription))
            }
        @unknown default:
            self.init(.invalidValue, at: "", DocumentPath.clip("\(error)"))
        }
    }

    /// "expected a number, found a string", from a type and a decoder's "Expected to decode Double
    /// but found a string instead."
    private static func mismatch(expected type: Any.Type, _ debugDescription: String) -> String {
        if debugDescription.contains("Invalid number of keys found") {
            return "expected an object with one key, naming its case"
        }
        let expected = "expected \(DocumentPath.jsonName(of: type))"
        guard let found = debugDescription.range(of: "but found ") else { return DocumentPath.clip("\(expected): \(debugDescription)") }
        var rest = String(debugDescription[found.upperBound...])
        if let end = rest.range(of: " instead") { rest = String(rest[..<end.lowerBound]) }
        rest = rest.replacingOccurrences(of: "dictionary", with: "object")
        let article = ["a ", "an ", "null"].contains { rest.hasPrefix($0) } ? "" : rest.first.map { "aeiou".contains($0) } == true ? "an " : "a "
        return DocumentPath.clip("\(expected), found \(article)\(rest)")
    }
}
