import Foundation
import Scrollwork

/// What `scrollwork-preview` says about a document on standard error, and the status it exits
/// with, decided from the document's bytes alone (the page is written apart from this).
///
/// - A document that cannot be read (bad JSON, an unknown key, a wrong type, …) gives one line a
///   fault, `file:line:column: error: path: message` (the ``StageDocumentError``'s faults, all of
///   them, in document order), and status 1.
/// - Otherwise every diagnostic of the stage the page describes (``PreviewData/probe(of:)``, the
///   list its Diagnostics panel and its diagram show) gives one line,
///   `file:line:column: warning: subject: kind: explanation` (where the subject — the scene,
///   target or label — is written), and the status is 0; with `--strict` the lines
///   say `error:` and any diagnostic makes the status 1. A document with variants is checked
///   variant by variant too (``variantLines(_:base:json:file:strict:)``): each variant's page.
struct PreviewCheck {
    /// The document, when it could be read.
    var document: StageDocument?
    /// The stage the page describes, every target bound, when the document could be read.
    var probe: Stage?
    /// The lines for standard error, one a fault or diagnostic.
    var lines: [String]
    /// The exit status these lines call for: 0, or 1.
    var status: Int32

    /// Reads and checks a document.
    ///
    /// - Parameters:
    ///   - json: The document's bytes.
    ///   - file: The document's path as given on the command line, at the start of every line.
    ///   - strict: Whether any diagnostic is an error (`--strict`).
    init(json: Data, file: String, strict: Bool) {
        do throws(StageDocumentError) {
            let document = try StageDocument(json: json)
            let probe = try PreviewData.probe(of: document)
            let diagnostics = probe.diagnostics
            let lines = diagnostics.map { Self.line($0, file: file, strict: strict, at: Self.position(of: $0.subject, in: json)) }
                + Self.variantLines(document, base: diagnostics, json: json, file: file, strict: strict)
            self.init(document: document, probe: probe, lines: lines, status: strict && !lines.isEmpty ? 1 : 0)
        } catch {
            self.init(document: nil, probe: nil, lines: Self.lines(error, file: file), status: 1)
        }
    }

    init(document: StageDocument?, probe: Stage?, lines: [String], status: Int32) {
        self.document = document
        self.probe = probe
        self.lines = lines
        self.status = status
    }

    /// For a document with variants, what its pages show beyond the base stage's diagnostics: the
    /// variants' own (one that can never apply, one an earlier one shadows) as
    /// `file: warning: variant …`, then, for each variant, the diagnostics of its page — the base
    /// scenes with the variant's — that the base stage does not have, as
    /// `file:line:column: warning: variant "name": subject: kind: explanation` (`error:` when
    /// strict; the position is where the subject is first spelt). A variant whose scenes cannot
    /// join the base is left to the page, which fails on it.
    ///
    /// - Complexity: O(*v* · *n*) for *v* variants over a stage of *n* scenes, besides the
    ///   diagnostics' own costs.
    static func variantLines(_ document: StageDocument, base: [StageDiagnostic], json: Data, file: String, strict: Bool) -> [String] {
        let bindings = Dictionary(uniqueKeysWithValues: document.targets.map { ($0.name, TrackBinding.components { _ in }) })
        guard let page = try? ResponsiveStage(document, bindings: bindings), !page.variants.isEmpty else { return [] }
        let severity = strict ? "error" : "warning"
        var lines = page.diagnostics.map { "\(file): \(severity): \($0)" }
        let known = Set(base.map(\.description))
        for variant in page.variants {
            guard let stage = try? Stage(document, bindings: bindings), (try? stage.add(contentsOf: variant.scenes)) != nil else { continue }
            for diagnostic in stage.diagnostics where !known.contains(diagnostic.description) {
                let position = Self.position(of: diagnostic.subject, in: json)
                lines.append("\(file)\(position.map { ":\($0.line):\($0.column)" } ?? ""): \(severity): variant \"\(variant.name)\": \(diagnostic)")
            }
        }
        return lines
    }

    /// `file:line:column: warning: subject: kind: explanation` (`error:` when strict; `file:
    /// warning: …` when the subject is not written in the document).
    static func line(_ diagnostic: StageDiagnostic, file: String, strict: Bool, at position: (line: Int, column: Int)? = nil) -> String {
        "\(file)\(position.map { ":\($0.line):\($0.column)" } ?? ""): \(strict ? "error" : "warning"): \(diagnostic)"
    }

    /// Where a diagnostic's subject — a scene, target or label name — is written in the
    /// document: the string value of the first `"target"`, `"name"` or `"trigger"` member that
    /// spells it (a target before a name), as line and column (1-based, counting characters as
    /// the document's faults do), or `nil` when no member does. O(*n*) in the document's length.
    static func position(of subject: String, in json: Data) -> (line: Int, column: Int)? {
        guard let text = String(data: json, encoding: .utf8) else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let quoted = (try? encoder.encode(subject)).map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        var best: (rank: Int, index: String.Index)?
        var searchFrom = text.startIndex
        while let found = text.range(of: quoted, range: searchFrom..<text.endIndex) {
            searchFrom = found.upperBound
            // The key before `: "subject"`, if the string is a member's value.
            var index = found.lowerBound
            func skipSpaceBack() { while index > text.startIndex, text[text.index(before: index)].isWhitespace { index = text.index(before: index) } }
            skipSpaceBack()
            guard index > text.startIndex, text[text.index(before: index)] == ":" else { continue }
            index = text.index(before: index)
            skipSpaceBack()
            let rank = ["\"target\"", "\"name\"", "\"trigger\""].firstIndex { text[..<index].hasSuffix($0) }
            guard let rank, best.map({ rank < $0.rank }) ?? true else { continue }
            best = (rank, found.lowerBound)
            if rank == 0 { break }
        }
        guard let index = best?.index else { return nil }
        let scalars = text.unicodeScalars, before = scalars[..<index]
        let lineStart = before.lastIndex(of: "\n").map { scalars.index(after: $0) } ?? scalars.startIndex
        return (before.count { $0 == "\n" } + 1, scalars[lineStart..<index].count + 1)
    }

    /// One line a fault, in document order: `file:line:column: error: path: message` (`file:
    /// error: …` when the position is not known; `document: message` for a fault of the whole
    /// document).
    static func lines(_ error: StageDocumentError, file: String) -> [String] {
        error.faults.map { fault in
            let position = fault.line.flatMap { line in fault.column.map { ":\(line):\($0)" } } ?? ""
            return "\(file)\(position): error: \(fault.message)"
        }
    }

    /// The tool's `--help`.
    static let usage = """
        usage: scrollwork-preview <document.json> [out.html] [--step points] [--strict] [--watch]

        Writes a self-contained interactive HTML page of a stage document (default:
        out/preview/<document name>.html): a mock of the design, each target applied to the
        element its name starts with (`hero.opacity`, `product.rotate`, `product.pin`,
        `stats.count`), with markers, an event log, play/loop, and full or reduced motion. It
        prints the stage's diagnostics, what can never happen with its layout, to standard
        error, one a line:

            stage.json:12:15: warning: card: unresolved: the layout has no element `crad`

          --step points  points between samples (default 2, coarser on a long range)
          --strict       any diagnostic is an error: printed as `error:`, exit status 1
                         (the page is still written)
          --watch        keep running: render again whenever the document changes; the page
                         reloads itself (it loads <page name>.watch.js, written beside it,
                         every second); a document that cannot be read gives an error page
          -h, --help     print this help

        Exit status: 0 when the page is written (diagnostics are warnings); 1 for a document
        that cannot be read (`stage.json: error: <JSON path>: <message>`) or, with --strict,
        any diagnostic; 2 for a usage error or a file that cannot be read or written.
        """
}
