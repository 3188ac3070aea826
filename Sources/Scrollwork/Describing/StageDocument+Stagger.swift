#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

// A staggered track group in document v2 (issue 40 item 1): one track entry with `"targets"` (a
// list of names, or a pattern such as "card*.opacity" over the layout's elements) and a
// `"stagger"` object, read into one `TrackEntry` per target (each timeline made by the Swift
// `Stagger`) that remember the group, so that `json()` writes the group back as it was read.

/// A staggered group as a document holds it: its targets as written, the stagger, and the
/// timeline before staggering.
struct DocumentStagger: Equatable, Sendable {
    /// The targets as written: a list of names, or a pattern over the layout's elements.
    enum Targets: Equatable, Sendable {
        case list([String])
        case pattern(String)
    }

    /// How the offsets move each timeline: fitted into the scene (``Stagger/spread(_:count:)``)
    /// or shifted in the timeline's unit (``Stagger/shifted(_:count:)``).
    enum Mode: String, Equatable, Sendable {
        case fit, shift
    }

    var targets: Targets
    var from: Stagger.Origin
    var spread: Stagger.Spread
    /// Rows and columns, or `nil` for a list.
    var grid: (rows: Int, columns: Int)?
    var mode: Mode
    var easing: Easing
    /// The timeline as written, before staggering.
    var template: DocumentTimeline

    static func == (lhs: DocumentStagger, rhs: DocumentStagger) -> Bool {
        lhs.targets == rhs.targets && lhs.from == rhs.from && lhs.spread == rhs.spread && lhs.grid?.rows == rhs.grid?.rows
            && lhs.grid?.columns == rhs.grid?.columns && lhs.mode == rhs.mode && lhs.easing == rhs.easing && lhs.template == rhs.template
    }

    /// The Swift stagger this group describes.
    var stagger: Stagger {
        Stagger(from: from, spread: spread, arrangement: grid.map { .grid(rows: $0.rows, columns: $0.columns) } ?? .list, easing: easing)
    }

    /// One timeline per target: the template staggered by ``stagger`` in ``mode``.
    func timelines(count: Int) throws(StaggerError) -> [DocumentTimeline] {
        let stagger = self.stagger
        func each<Value: Interpolatable>(_ timeline: Timeline<Value>) throws(StaggerError) -> [Timeline<Value>] {
            switch mode {
            case .fit: try stagger.spread(timeline, count: count)
            case .shift: try stagger.shifted(timeline, count: count)
            }
        }
        switch template {
        case .number(let t): return try each(t).map(DocumentTimeline.number)
        case .point(let t): return try each(t).map(DocumentTimeline.point)
        case .size(let t): return try each(t).map(DocumentTimeline.size)
        case .rect(let t): return try each(t).map(DocumentTimeline.rect)
        case .color(let t): return try each(t).map(DocumentTimeline.color)
        case .path(let t, let along): return try each(t).map { DocumentTimeline.path($0, along) }
        case .pin: return Array(repeating: .pin, count: count)
        }
    }

    /// The names a pattern matches among `elements`: the pattern is an element glob (`*` for any
    /// run of characters) up to its first `.`, then the property, so `card*.opacity` matches the
    /// elements `card1`, `cardB`… and gives `card1.opacity`, `cardB.opacity`…. Matches come in
    /// layout order: by the element's top (`minY`), then its left (`minX`), then its name — reading
    /// order for a grid of cards.
    static func matches(of pattern: String, in elements: [String: CGRect]) -> [String] {
        let (glob, property) = split(pattern)
        let parts = glob.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        func matches(_ name: String) -> Bool {
            guard parts.count > 1 else { return name == glob }
            guard name.hasPrefix(parts[0]), name.hasSuffix(parts[parts.count - 1]),
                  name.count >= parts[0].count + parts[parts.count - 1].count else { return false }
            var rest = Substring(name.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let range = rest.range(of: part) else { return false }
                rest = rest[range.upperBound...]
            }
            return true
        }
        return elements.filter { matches($0.key) }
            .sorted { a, b in
                (a.value.minY, a.value.minX) != (b.value.minY, b.value.minX)
                    ? (a.value.minY, a.value.minX) < (b.value.minY, b.value.minX) : a.key < b.key
            }
            .map { $0.key + property }
    }

    /// A pattern's element glob and its property (from the first `.`, kept with the dot).
    static func split(_ pattern: String) -> (glob: String, property: String) {
        guard let dot = pattern.firstIndex(of: ".") else { return (pattern, "") }
        return (String(pattern[..<dot]), String(pattern[dot...]))
    }
}

// MARK: - Reading

extension DocumentReader {
    static let staggerShape = DocumentShape(what: "a stagger", fields: ["amount", "each", "from", "grid", "mode", "ease"],
                                            example: #"{"amount": 0.5, "from": "center", "grid": [3, 4]}"#)
    static let origins: KeyValuePairs<String, Stagger.Origin> = ["start": .start, "end": .end, "center": .center, "edges": .edges]

    /// The group a track entry's `"targets"` and `"stagger"` describe (both required together),
    /// or `nil` with faults recorded.
    func staggerGroup(_ fields: Fields, _ node: DocumentJSON, _ path: DocumentPath) -> (targets: DocumentStagger.Targets, stagger: DocumentStagger)? {
        guard let targetsField = fields["targets"] else {
            missing("targets", in: node, path, expected: #"the targets a stagger spreads over: a list (["card1.opacity", "card2.opacity"]) or a pattern ("card*.opacity")"#)
            return nil
        }
        guard let staggerField = fields["stagger"] else {
            missing("stagger", in: node, path, expected: "how the targets are offset: " + Self.staggerShape.example)
            return nil
        }
        var targets: DocumentStagger.Targets?
        let targetsNode = targetsField.member.value
        if case .string = targetsNode.value {
            if let pattern = name(targetsNode, targetsField.path, example: #""card*.opacity""#) {
                if !pattern.contains("*") {
                    fault(.invalidValue, at: targetsNode, targetsField.path, "a pattern has a `*` for the part of the element names that varies",
                          expected: #"e.g. "card*.opacity", or a list of names (["card1.opacity"])"#)
                } else {
                    targets = .pattern(pattern)
                }
            }
        } else if let list = array(targetsNode, targetsField.path, example: #"["card1.opacity", "card2.opacity"]"#) {
            var names: [String] = []
            for (index, element) in list.enumerated() {
                let elementPath = targetsField.path + DocumentKey(index: index)
                guard let name = name(element, elementPath, example: #""card1.opacity""#) else { continue }
                if name.isEmpty {
                    fault(.invalidValue, at: element, elementPath, "a target needs a name", expected: #"e.g. "card1.opacity""#)
                } else if names.contains(name) {
                    fault(.duplicateName, at: element, elementPath, "\(DocumentPath.quote(name)) is listed twice", expected: "each target once")
                } else {
                    names.append(name)
                }
            }
            if names.count == list.count {
                if names.isEmpty {
                    fault(.invalidValue, at: targetsNode, targetsField.path, "no targets", expected: #"at least one target, e.g. ["card1.opacity"]"#)
                } else {
                    targets = .list(names)
                }
            }
        }
        let stagger = self.stagger(staggerField.member.value, staggerField.path)
        guard let targets, let stagger else { return nil }
        return (targets, DocumentStagger(targets: targets, from: stagger.from, spread: stagger.spread, grid: stagger.grid, mode: stagger.mode,
                                         easing: stagger.easing, template: .pin))
    }

    /// `{"amount" | "each", "from", "grid", "mode", "ease"}`.
    private func stagger(_ node: DocumentJSON, _ path: DocumentPath)
        -> (from: Stagger.Origin, spread: Stagger.Spread, grid: (rows: Int, columns: Int)?, mode: DocumentStagger.Mode, easing: Easing)? {
        guard let fields = object(node, path, Self.staggerShape) else { return nil }
        var valid = true
        var spread: Stagger.Spread?
        switch (fields["amount"], fields["each"]) {
        case (let amount?, nil):
            if let value = spreadValue(amount) { spread = .amount(value) }
        case (nil, let each?):
            if let value = spreadValue(each) { spread = .each(value) }
        case (_?, let each?):
            fault(.invalidValue, at: each.member.value, each.path, "a stagger has either an amount (the whole span) or each (a step), not both",
                  expected: #"one of them: {"amount": 0.5} or {"each": 0.1}"#)
        case (nil, nil):
            missing("amount", in: node, path, expected: #"the whole span, e.g. "amount": 0.5 (or a step, "each": 0.1)"#)
        }
        var from = Stagger.Origin.start
        if let field = fields["from"] {
            if let origin = origin(field.member.value, field.path) { from = origin } else { valid = false }
        }
        var grid: (rows: Int, columns: Int)?
        if let field = fields["grid"] {
            if let values = numbers(field.member.value, field.path, count: 2, example: "[3, 4]") {
                if values.allSatisfy({ $0 >= 1 && $0 <= 1_000_000 && $0 == $0.rounded() }) {
                    grid = (Int(values[0]), Int(values[1]))
                } else {
                    fault(.invalidValue, at: field.member.value, field.path, "a grid is [rows, columns], whole numbers ≥ 1", expected: "e.g. [3, 4]")
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var mode = DocumentStagger.Mode.fit
        if let field = fields["mode"] {
            if let value = choice(field.member.value, field.path, "stagger mode", of: ["fit": DocumentStagger.Mode.fit, "shift": .shift]) { mode = value } else { valid = false }
        }
        var easing = Easing.linear
        if let field = fields["ease"] {
            if let value = self.easing(field.member.value, field.path, depth: 0) { easing = value } else { valid = false }
        }
        guard valid, let spread else { return nil }
        if case .cell = from.kind, grid == nil {
            fault(.invalidValue, at: fields["from"]?.member.value, path + DocumentKey("from"), "a cell [row, column] is an origin in a grid, and this stagger has none",
                  expected: #"a "grid": [rows, columns], or an index or name ("start", "end", "center", "edges")"#)
            return nil
        }
        return (from, spread, grid, mode, easing)
    }

    private func spreadValue(_ field: (member: DocumentJSON.Member, path: DocumentPath)) -> Double? {
        guard let value = number(field.member.value, field.path, example: "0.5") else { return nil }
        guard value.isFinite, value >= 0 else {
            fault(.invalidValue, at: field.member.value, field.path, "a stagger's spread must be a finite number ≥ 0, got \(value)", expected: "e.g. 0.5")
            return nil
        }
        return value
    }

    /// `"start"`, `"end"`, `"center"`, `"edges"`, an index, or a cell `[row, column]`.
    private func origin(_ node: DocumentJSON, _ path: DocumentPath) -> Stagger.Origin? {
        if let value = node.value.numericValue {
            guard value >= 0, value <= 1_000_000, value == value.rounded() else {
                fault(.invalidValue, at: node, path, "an index origin is a whole number ≥ 0, got \(value)", expected: #"e.g. 2, or "center""#)
                return nil
            }
            return .index(Int(value))
        }
        switch node.value {
        case .string: return choice(node, path, "stagger origin", of: Self.origins)
        case .array:
            guard let values = numbers(node, path, count: 2, example: "[1, 2]") else { return nil }
            guard values.allSatisfy({ $0 >= 0 && $0 <= 1_000_000 && $0 == $0.rounded() }) else {
                fault(.invalidValue, at: node, path, "a cell is [row, column], whole numbers ≥ 0", expected: "e.g. [1, 2]")
                return nil
            }
            return .cell(row: Int(values[0]), column: Int(values[1]))
        default:
            fault(.wrongType, at: node, path, "expected a string, a number or [row, column], found \(node.typeName)",
                  expected: #"one of start, end, center, edges, an index (e.g. 2) or a cell (e.g. [1, 2])"#)
            return nil
        }
    }

    /// One entry per target of `entry`'s group (just `entry` when it has none), each timeline
    /// staggered; `nil` with a fault when no element matches the pattern or the stagger cannot
    /// give offsets for the targets.
    func expand(_ entry: StageDocument.TrackEntry, _ node: DocumentJSON, _ path: DocumentPath) -> [StageDocument.TrackEntry]? {
        guard let group = entry.group else { return [entry] }
        func member(_ key: String) -> DocumentJSON? {
            if case .object(let members) = node.value { return members.first(where: { $0.key == key })?.value }
            return nil
        }
        let names: [String]
        switch group.targets {
        case .list(let list): names = list
        case .pattern(let pattern):
            names = DocumentStagger.matches(of: pattern, in: layoutElements)
            if names.isEmpty {
                let glob = DocumentStagger.split(pattern).glob
                let elements = layoutElements.keys.sorted()
                fault(.invalidValue, at: member("targets"), path + DocumentKey("targets"),
                      "no element of the layout matches \(DocumentPath.quote(glob))" + (elements.isEmpty ? " (the layout has no elements)" : ""),
                      expected: "a pattern over the layout's elements (\(elements.prefix(8).joined(separator: ", "))), `*` for any run of characters",
                      suggestion: StageDocumentFault.closest(to: glob, in: Self.globs(of: elements)))
                return nil
            }
        }
        let timelines: [DocumentTimeline]
        do {
            timelines = try group.timelines(count: names.count)
        } catch {
            let key: String = switch error {
            case .gridTooSmall, .emptyGrid: "grid"
            case .originOutOfRange, .originNotInArrangement: "from"
            case .badSpread, .spanTooLong: group.spread.isAmount ? "amount" : "each"
            default: ""
            }
            let staggerNode = member("stagger")
            var at = staggerNode
            if case .object(let members)? = staggerNode?.value, let found = members.first(where: { $0.key == key }) { at = found.value }
            fault(.invalidValue, at: at, path + DocumentKey("stagger") + DocumentKey(key.isEmpty ? "from" : key),
                  "\(error) (for \(names.count) target\(names.count == 1 ? "" : "s"))",
                  expected: Self.staggerExpectation(error, count: names.count))
            return nil
        }
        return zip(names, timelines).enumerated().map { index, pair in
            var expanded = entry
            expanded.target = pair.0
            expanded.timeline = pair.1
            expanded.groupIndex = index
            return expanded
        }
    }

    /// The element names and, for names ending in digits, their family's glob (`card12` →
    /// `card*`): what a mistyped pattern probably meant.
    static func globs(of elements: [String]) -> [String] {
        var globs: [String] = []
        for name in elements {
            let stem = name.reversed().drop(while: \.isNumber).reversed()
            if stem.count < name.count, !globs.contains(String(stem) + "*") { globs.append(String(stem) + "*") }
        }
        return globs + elements
    }

    private static func staggerExpectation(_ error: StaggerError, count: Int) -> String {
        switch error {
        case .gridTooSmall: "a grid with at least \(count) cells, e.g. [\(Int(Double(count).squareRoot().rounded(.up))), \(Int(Double(count).squareRoot().rounded(.up)))]"
        case .originOutOfRange: "an index below \(count), or a cell inside the grid"
        case .spanTooLong: #"an amount below 1 for "mode": "fit" (a fraction of the scene), or "mode": "shift""#
        default: "a stagger the targets can take"
        }
    }
}

extension Stagger.Spread {
    var isAmount: Bool { if case .amount = kind { true } else { false } }
}

// MARK: - Writing

extension DocumentWriter {
    /// A staggered group's entry: its template track, `"targets"` in place of `"target"`, then
    /// `"stagger"` — as ``DocumentReader`` reads it.
    static func group(_ track: StageDocument.TrackEntry, _ group: DocumentStagger, at path: DocumentPath) throws(Unencodable) -> DocumentJSON {
        var template = track
        template.group = nil
        template.timeline = group.template
        let written = try self.track(template, at: path)
        guard case .object(var members) = written.value else { return written }
        let targets: DocumentJSON = switch group.targets {
        case .list(let names): DocumentJSON(.array(names.map(string)))
        case .pattern(let pattern): string(pattern)
        }
        if let index = members.firstIndex(where: { $0.key == "target" }) { members[index] = member("targets", targets) }
        var stagger: [DocumentJSON.Member] = []
        switch group.spread.kind {
        case .amount(let value): stagger.append(member("amount", number(value)))
        case .each(let value): stagger.append(member("each", number(value)))
        }
        switch group.from.kind {
        case .start: break
        case .end, .center, .edges: stagger.append(member("from", string(group.from.description)))
        case .index(let index): stagger.append(member("from", number(Double(index))))
        case .cell(let row, let column): stagger.append(member("from", DocumentJSON(.array([number(Double(row)), number(Double(column))]))))
        }
        if let grid = group.grid { stagger.append(member("grid", DocumentJSON(.array([number(Double(grid.rows)), number(Double(grid.columns))])))) }
        if group.mode != .fit { stagger.append(member("mode", string(group.mode.rawValue))) }
        if group.easing.curve != .linear {
            stagger.append(member("ease", try easing(group.easing, at: path + DocumentKey("stagger") + DocumentKey("ease"), target: track.target)))
        }
        members.append(member("stagger", DocumentJSON(.object(stagger))))
        return DocumentJSON(.object(members))
    }

    /// The entries of `tracks` as written: each track alone, a staggered group once (at its
    /// first target).
    static func tracks(_ tracks: [StageDocument.TrackEntry], at path: DocumentPath) throws(Unencodable) -> [DocumentJSON] {
        var written: [DocumentJSON] = []
        for (index, track) in tracks.enumerated() {
            let trackPath = path + DocumentKey(index: index)
            if let group = track.group {
                if track.groupIndex == 0 { written.append(try self.group(track, group, at: trackPath)) }
            } else {
                written.append(try self.track(track, at: trackPath))
            }
        }
        return written
    }
}
