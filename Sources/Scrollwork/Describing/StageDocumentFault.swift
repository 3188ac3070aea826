/// One fault of a document: what is wrong, where (line, column and JSON path), in which scene and
/// track, what was expected there, and the name that was probably meant.
///
/// ``StageDocument/init(json:)`` reports every fault of a version 2 document in one pass, in
/// document order, as ``StageDocumentError/faults``:
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// let json = #"""
/// {"version": 2,
///  "scenes": [{"name": "intro", "start": "top centre", "end": "+=600", "hysterisis": 2,
///              "tracks": [{"target": "title.opacity", "initial": 0,
///                          "scales": [{"start": 0, "length": 1, "to": "1", "easing": "easeOutCubik"}]}]}]}
/// """#
/// do {
///     _ = try StageDocument(json: Data(json.utf8))
/// } catch {
///     for fault in error.faults { print(fault) }
/// }
/// ```
///
/// ```text
/// 2:40: scenes[0].start (scene "intro"): "centre" is not a position (top, center, bottom, left, right, 80%, 100px, top+=100); e.g. "top center", "top top+=100", "bottom 80%", "#page2 top bottom"; did you mean "top center"?
/// 2:70: scenes[0].hysterisis (scene "intro"): a scene has no field "hysterisis"; did you mean "hysteresis"?
/// 4:69: scenes[0].tracks[0].scales[0].to (scene "intro", target "title.opacity"): expected a number, found a string; e.g. 0.5
/// 4:84: scenes[0].tracks[0].scales[0].easing (scene "intro", target "title.opacity"): unknown easing "easeOutCubik"; a name: linear, or easeIn, easeOut or easeInOut + Quad, Cubic, Quart, Quint, Sine, Expo, Circ, Elastic, Back or Bounce (e.g. "easeInOutCubic"); or an object, e.g. {"name": "steps", "count": 4}; did you mean "easeOutCubic"?
/// ```
public struct StageDocumentFault: Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault this is.
    public let kind: StageDocumentError.Kind
    /// The JSON path of the fault (see ``StageDocumentError/path``).
    public let path: String
    /// The line where the faulty value (or key) starts, from 1; `nil` when unknown (a document
    /// read through a `Decoder`, or a fault of a stage rather than of JSON text).
    public let line: Int?
    /// The column where the faulty value (or key) starts, from 1, in characters; `nil` when unknown.
    public let column: Int?
    /// The name of the scene the fault is in, if it is inside one.
    public let scene: String?
    /// The target of the track the fault is in, if it is inside one.
    public let target: String?
    /// Why, in one line.
    public let reason: String
    /// What belongs there, with a short example (`a number, e.g. 0.5`), when the fault is about a
    /// value's shape.
    public let expected: String?
    /// The known name closest to a misspelt one (a field, an element, a scene), if one is close.
    public let suggestion: String?

    init(_ kind: StageDocumentError.Kind, at path: String, line: Int? = nil, column: Int? = nil, scene: String? = nil, target: String? = nil,
         _ reason: String, expected: String? = nil, suggestion: String? = nil) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.scene = scene
        self.target = target
        self.reason = reason
        self.expected = expected
        self.suggestion = suggestion
    }

    /// `line:column: ` (when known) followed by ``message``.
    public var description: String {
        guard let line, let column else { return message }
        return "\(line):\(column): " + message
    }

    /// `path (scene "…", target "…"): reason; expected…; did you mean "…"?`, the parts that are
    /// known: the fault without its position, for a tool that writes the position its own way
    /// (`file:line:column: error: message`).
    public var message: String {
        var text = path.isEmpty ? "document" : path
        let context = [scene.map { "scene \(DocumentPath.quote($0))" }, target.map { "target \(DocumentPath.quote($0))" }].compactMap { $0 }
        if !context.isEmpty { text += " (" + context.joined(separator: ", ") + ")" }
        text += ": " + reason
        if let expected { text += "; " + expected }
        if let suggestion { text += "; did you mean \(DocumentPath.quote(suggestion))?" }
        return text
    }
}

extension StageDocumentFault {
    /// The known name closest to `name` by edit distance, if it is close enough to be a
    /// misspelling (at most a third of its length, and at most 3, edits away).
    ///
    /// - Complexity: O(*c* · *m* · *n*) for *c* candidates of length about *m* and a name of length
    ///   *n*; names longer than 64 characters are not compared.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let word = Array(name.lowercased().unicodeScalars)
        guard !word.isEmpty, word.count <= 64 else { return nil }
        let limit = min(3, max(1, word.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard other.count <= 64, abs(other.count - word.count) <= limit else { continue }
            let distance = editDistance(word, other)
            if distance <= limit, distance < best?.distance ?? .max || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Damerau–Levenshtein distance (optimal string alignment: an adjacent swap is one edit).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
