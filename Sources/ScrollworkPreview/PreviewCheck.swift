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
///   `file: warning: subject: kind: explanation`, and the status is 0; with `--strict` the lines
///   say `error:` and any diagnostic makes the status 1.
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
            self.init(document: document, probe: probe,
                      lines: diagnostics.map { Self.line($0, file: file, strict: strict) },
                      status: strict && !diagnostics.isEmpty ? 1 : 0)
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

    /// `file: warning: subject: kind: explanation` (`error:` when strict).
    static func line(_ diagnostic: StageDiagnostic, file: String, strict: Bool) -> String {
        "\(file): \(strict ? "error" : "warning"): \(diagnostic)"
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

            stage.json: warning: card: unresolved: the layout has no element `crad`

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
