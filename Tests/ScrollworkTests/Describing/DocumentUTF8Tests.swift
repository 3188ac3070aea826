import Testing
@testable import Scrollwork

/// The document reader's UTF-8 check runs at every deployment floor (the standard library's
/// `String(validating:as:)` is iOS 18 / macOS 15 only), and must say what that initialiser says.
@Suite("Document bytes: UTF-8 validation")
struct DocumentUTF8Tests {
    @Test("Malformed sequences are refused, well-formed ones kept", arguments: [
        ([], true),
        ([0x61, 0x62], true),
        ([0xC3, 0xA9], true),                          // é
        ([0xF0, 0x9F, 0x98, 0x80], true),              // U+1F600
        ([0xF4, 0x8F, 0xBF, 0xBF], true),              // U+10FFFF, the last scalar
        ([0xC0, 0x80], false),                         // an overlong NUL
        ([0xE0, 0x80, 0x80], false),                   // overlong
        ([0xED, 0xA0, 0x80], false),                   // a surrogate, U+D800
        ([0xF4, 0x90, 0x80, 0x80], false),             // past U+10FFFF
        ([0xE2, 0x82], false),                         // truncated at the end
        ([0xE2, 0x82, 0x61], false),                   // truncated in the middle
        ([0x80], false),                               // a lone continuation byte
        ([0xFF], false),
        ([0x61, 0xFE, 0x61], false),
    ] as [([UInt8], Bool)])
    func knownSequences(bytes: [UInt8], valid: Bool) {
        #expect(DocumentJSON.isUTF8(bytes) == valid)
    }

    @Test("Agrees with String(validating:as:) on 20,000 seeded byte strings")
    func agreesWithStandardLibrary() {
        var random = SplitMix64(seed: 36)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &random)
            // Mostly bytes that start or continue multi-byte sequences, so both answers occur.
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random) ? UInt8.random(in: 0x80...0xF5, using: &random) : UInt8.random(in: 0...0xFF, using: &random)
            }
            #expect(DocumentJSON.isUTF8(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }
}
