import Foundation

/// A fuzz target: a name (its corpus folder is `Fuzz/Corpus/<name>/`) and what it does with one input.
struct FuzzTarget: Sendable {
    let name: String
    let summary: String
    /// Checks one input; returns whether any of the target's decoders accepted it (the seed check
    /// of `run.sh` uses that, fuzzing does not).
    let run: @Sendable (UnsafeRawBufferPointer) -> Bool
}

/// Stops the process with a message: libFuzzer reports the signal and writes the input as a
/// `crash-…` artifact.
func fail(_ message: @autoclosure () -> String) -> Never {
    fatalError("fuzz check failed: \(message())")
}

/// Keeps a result alive, so that computing it is not optimised away in a release build.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Which doubles the JSON may spell.
///
/// JSON has no literal for NaN or ±∞, and `JSONEncoder` refuses them by default (it throws), so with
/// the default coders no decoded value can hold one. Apps that want them opt in with
/// `nonConformingFloatDecodingStrategy`, and then the decoders see NaN and ±∞ — which they must
/// refuse or store without trapping. Every input is therefore tried both ways:
/// - ``strict``: the default coders; every decoded value must compare equal (`==`) to its round trip.
/// - ``nonConforming``: `"nan"`, `"inf"` and `"-inf"` strings are numbers. A NaN is not equal to
///   itself, so when the encoding holds a `"nan"` the `==` check is skipped and the byte-exact check
///   of the encodings (which spell NaN the same way every time) carries the round trip alone.
enum FloatSpelling: CaseIterable {
    case strict, nonConforming

    var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        if self == .nonConforming {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        return decoder
    }

    var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        // Sorted keys: dictionaries (a snapshot's scenes) and keyed containers encode in one order,
        // so two encodings of equal values are equal bytes.
        encoder.outputFormatting = [.sortedKeys]
        if self == .nonConforming {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        return encoder
    }
}

/// Decodes `input` as `T`; when that succeeds, checks the exact round trip:
/// `decode(encode(x))` equals `x` (compared through `key`), and `encode(decode(encode(x)))` is
/// byte for byte `encode(x)`. A value that decodes but cannot be encoded fails too: whatever a
/// decoder accepts, its encoder must be able to write back.
///
/// - Parameters:
///   - key: What `==` compares, for types that are not `Equatable` themselves (a timeline compares
///     its initial value, scales and colour space).
///   - use: Runs on the decoded value: the calls an app makes on what it just decoded. They must
///     not trap.
/// - Returns: Whether the input decoded (with either spelling).
@discardableResult
func checkRoundTrip<T: Codable, Key: Equatable>(
    _ input: Data, as type: T.Type, key: (T) -> Key, use: (T) -> Void = { _ in }
) -> Bool {
    var decoded = false
    for spelling in FloatSpelling.allCases {
        let decoder = spelling.decoder, encoder = spelling.encoder
        guard let first = try? decoder.decode(T.self, from: input) else { continue }
        decoded = true
        use(first)
        let encoded: Data
        do { encoded = try encoder.encode(first) } catch {
            fail("\(T.self) (\(spelling)) decoded \(first) but cannot encode it: \(error)")
        }
        let second: T
        do { second = try decoder.decode(T.self, from: encoded) } catch {
            fail("\(T.self) (\(spelling)): its own encoding \(text(encoded)) does not decode: \(error)")
        }
        let reencoded: Data
        do { reencoded = try encoder.encode(second) } catch {
            fail("\(T.self) (\(spelling)): the round trip of \(text(encoded)) cannot be encoded: \(error)")
        }
        guard reencoded == encoded else {
            fail("\(T.self) (\(spelling)): encode(decode(encode(x))) is \(text(reencoded)), encode(x) is \(text(encoded))")
        }
        let holdsNaN = spelling == .nonConforming && text(encoded).contains("\"nan\"")
        guard holdsNaN || key(first) == key(second) else {
            fail("\(T.self) (\(spelling)): decode(encode(x)) != x for x = \(first), encoded \(text(encoded)), decoded again \(second)")
        }
    }
    return decoded
}

/// ``checkRoundTrip(_:as:key:use:)`` for an `Equatable` type.
@discardableResult
func checkRoundTrip<T: Codable & Equatable>(_ input: Data, as type: T.Type, use: (T) -> Void = { _ in }) -> Bool {
    checkRoundTrip(input, as: type, key: { $0 }, use: use)
}

/// JSON bytes as text, for messages.
func text(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
}
