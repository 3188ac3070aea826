// scrollwork-preview: turns a stage document into a self-contained interactive HTML page.
//
//     swift run scrollwork-preview walkthrough.json [out.html] [--step points] [--strict] [--watch]
//
// The page (default: out/preview/<document name>.html, git-ignored) has a scroll area and a scrub
// slider, every target's value live (numbers as numbers, points, sizes and rects as small drawings,
// colours as swatches), each scene's state and progress, its start and end markers, the labels,
// the stage's diagram, and a full / reduced motion switch. Every value on it was computed by
// Scrollwork: the stage made from the document, every target bound to a recorder, is moved through
// its scroll range every `step` points (default 2) under both motion policies, and the page looks
// up the nearest sample. Open it at an offset and policy with `out.html#offset=844&motion=reduced`.
//
// The stage's diagnostics (the page's Diagnostics panel) are printed to standard error, one a line,
// `stage.json:line:column: warning: subject: kind: explanation`; they leave the exit status 0 unless `--strict`
// is given, which prints them as `error:` and exits with status 1 (after writing the page). A
// document that cannot be read prints `stage.json: error: <JSON path>: <message>` and exits with
// status 1; a usage error, or a file that cannot be read or written, exits with 2. The lines and
// the status are decided by `PreviewCheck` (tested in PreviewTests).
//
// The page is a mock of the design: a labelled box per element, each target applied to its box by
// its name (`hero.opacity`, `product.rotate`, `product.pin`, `stats.count`; `PreviewMock` has the
// convention), an event log while scrubbing, and Play with Loop at a chosen speed.
//
// A responsive document (one with "variants") gets a device-width picker: the page holds each
// variant's drawing and the events of each switch (`PreviewVariants`), and opens at a width with
// `out.html#offset=1200&width=1280` (or `width=window`, the browser window's).
//
// `--watch` renders again whenever the document changes (`PreviewWatch`) and never exits (stop it
// with Ctrl-C); the page it writes reloads itself when that happens, by loading the one-line
// `<page name>.watch.js` written beside it every second. A document that cannot be read then
// writes an error page instead, which reloads the same way. CI never passes --watch.

import Foundation
import Scrollwork

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("scrollwork-preview: \(message)\n".utf8))
    exit(status)
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A line on standard output, written at once (`print` buffers it when the output is a file or a
/// pipe, so a `--watch` log would show nothing until the buffer fills).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(PreviewCheck.usage)
    exit(0)
}
let strict = arguments.contains("--strict")
let watching = arguments.contains("--watch")
arguments.removeAll { $0 == "--strict" || $0 == "--watch" }
var step: Double?
if let index = arguments.firstIndex(of: "--step") {
    guard index + 1 < arguments.count, let value = Double(arguments[index + 1]), value.isFinite, value > 0 else {
        fail("--step needs a positive number of points", status: 2)
    }
    step = value
    arguments.removeSubrange(index...index + 1)
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    fail("unknown option \(unknown) (see --help)", status: 2)
}
guard (1...2).contains(arguments.count) else {
    fail("usage: scrollwork-preview <document.json> [out.html] [--step points] [--strict] [--watch] (see --help)", status: 2)
}
let input = URL(fileURLWithPath: arguments[0])
let name = input.deletingPathExtension().lastPathComponent
let output = arguments.count > 1
    ? URL(fileURLWithPath: arguments[1])
    : URL(fileURLWithPath: "out/preview", isDirectory: true).appendingPathComponent(name + ".html")

/// Reads the document, prints its faults or diagnostics, writes the page (an error page while
/// watching, for a document that cannot be read), and returns the exit status they call for.
@MainActor func render() -> Int32 {
    let bytes: Data
    do {
        bytes = try Data(contentsOf: input)
    } catch {
        printError("scrollwork-preview: cannot read \(input.path): \(error.localizedDescription)")
        return 2
    }
    let watch = watching ? PreviewPage.Watch(script: PreviewWatch.scriptName(for: output), stamp: PreviewWatch.pageStamp(bytes)) : nil
    func write(_ page: String) -> Bool {
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try page.write(to: output, atomically: true, encoding: .utf8)
            if let watch {
                try PreviewWatch.script(stamp: watch.stamp)
                    .write(to: output.deletingLastPathComponent().appendingPathComponent(watch.script), atomically: true, encoding: .utf8)
            }
            return true
        } catch {
            printError("scrollwork-preview: cannot write \(output.path): \(error)")
            return false
        }
    }

    let check = PreviewCheck(json: bytes, file: arguments[0], strict: strict)
    check.lines.forEach(printError)
    guard let document = check.document, let probe = check.probe else {
        if let watch { _ = write(PreviewPage.errorHTML(title: input.lastPathComponent, lines: check.lines, watch: watch)) }
        return check.status
    }
    do throws(StageDocumentError) {
        // One stage, bound as the page binds it, feeds the Diagnostics panel, the diagram and the lines above.
        let data = try PreviewData(document: document, probe: probe, title: input.lastPathComponent, step: step)
        let diagram = probe.diagram(options: Stage.DiagramOptions(title: input.lastPathComponent))
        // A responsive document: every variant's page, and the events of a switch between two.
        let variants: PreviewVariants?
        do {
            variants = try PreviewVariants(document: document, title: input.lastPathComponent, step: step)
        } catch {
            printError("\(arguments[0]): error: variants: \(error)")
            return 1
        }
        guard let page = try? PreviewPage.html(data, diagram: diagram, watch: watch, variants: variants) else {
            printError("scrollwork-preview: cannot encode the page of \(input.path)")
            return 2
        }
        guard write(page) else { return 2 }
        let report = "\(data.scenes.count) scenes, \(data.targets.count) targets, \(data.count) samples a policy every \(data.step) pt"
            + (variants.map { "; variants \($0.variants.map(\.name).joined(separator: ", "))" } ?? "")
        let found = data.diagnostics.count == 1 ? "1 diagnostic" : "\(data.diagnostics.count) diagnostics"
        say("Wrote \(output.path) (\(report); \(page.utf8.count / 1024) KB; \(found))")
        return check.status
    } catch {
        let lines = PreviewCheck.lines(error, file: arguments[0])
        lines.forEach(printError)
        if let watch { _ = write(PreviewPage.errorHTML(title: input.lastPathComponent, lines: lines, watch: watch)) }
        return 1
    }
}

let status = render()
guard watching else { exit(status) }
say("Watching \(input.path); the page reloads itself when it changes (Ctrl-C stops).")
PreviewWatch(stamp: { PreviewWatch.stamp(of: input) }, sleep: { Thread.sleep(forTimeInterval: 0.5) }).run(polls: nil) {
    _ = render()
}
