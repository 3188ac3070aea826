/// The underlying error of the `DecodingError.dataCorrupted` that Scrollwork's own decoders throw
/// for a field their form does not define, so that ``StageDocument`` reports it as
/// ``StageDocumentError/Kind/unknownKey``.
struct UnknownFieldError: Error {}

extension Decoder {
    /// Throws `DecodingError.dataCorrupted` at the first field (in sorted order) of this JSON
    /// object that is not one of `fields`: a misspelt field is an error, not a silent default
    /// that the next encode drops. A value that is not an object passes (its decoder says why).
    func refuseUnknownFields(_ fields: [String], in what: @autoclosure () -> String) throws {
        guard let container = try? container(keyedBy: DocumentKey.self) else { return }
        var first: String?
        for key in container.allKeys where !fields.contains(key.stringValue) {
            if first.map({ key.stringValue < $0 }) ?? true { first = key.stringValue }
        }
        guard let first else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath + [DocumentKey(first)],
            debugDescription: "\(what()) has no field \(DocumentPath.quote(first)); its fields are \(fields.joined(separator: ", "))",
            underlyingError: UnknownFieldError()))
    }
}
