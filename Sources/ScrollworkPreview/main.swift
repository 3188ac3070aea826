// scrollwork-preview: turns a stage document into a self-contained interactive HTML page.
//
//     swift run scrollwork-preview walkthrough.json [out.html] [--step points] [--strict]
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
// `stage.json: warning: subject: kind: explanation`; they leave the exit status 0 unless `--strict`
// is given, which prints them as `error:` and exits with status 1 (after writing the page). A
// document that cannot be read prints `stage.json: error: <JSON path>: <message>` and exits with
// status 1; a usage error, or a file that cannot be read or written, exits with 2. The lines and
// the status are decided by `PreviewCheck` (tested in PreviewTests).

import Foundation
import Scrollwork

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("scrollwork-preview: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(PreviewCheck.usage)
    exit(0)
}
let strict = arguments.contains("--strict")
arguments.removeAll { $0 == "--strict" }
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
    fail("usage: scrollwork-preview <document.json> [out.html] [--step points] [--strict] (see --help)", status: 2)
}
let input = URL(fileURLWithPath: arguments[0])
let name = input.deletingPathExtension().lastPathComponent
let output = arguments.count > 1
    ? URL(fileURLWithPath: arguments[1])
    : URL(fileURLWithPath: "out/preview", isDirectory: true).appendingPathComponent(name + ".html")

let bytes: Data
do {
    bytes = try Data(contentsOf: input)
} catch {
    fail("cannot read \(input.path): \(error.localizedDescription)", status: 2)
}

let check = PreviewCheck(json: bytes, file: arguments[0], strict: strict)
for line in check.lines {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
guard let document = check.document, let probe = check.probe else { exit(check.status) }

do throws(StageDocumentError) {
    // One stage, bound as the page binds it, feeds the Diagnostics panel, the diagram and the lines above.
    let data = try PreviewData(document: document, probe: probe, title: input.lastPathComponent, step: step)
    let diagram = probe.diagram(options: Stage.DiagramOptions(title: input.lastPathComponent))
    let page: String
    do {
        page = try PreviewPage.html(data, diagram: diagram)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try page.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(output.path): \(error)", status: 2)
    }
    let report = "\(data.scenes.count) scenes, \(data.targets.count) targets, \(data.count) samples a policy every \(data.step) pt"
    let found = data.diagnostics.count == 1 ? "1 diagnostic" : "\(data.diagnostics.count) diagnostics"
    print("Wrote \(output.path) (\(report); \(page.utf8.count / 1024) KB; \(found))")
} catch {
    FileHandle.standardError.write(Data(PreviewCheck.lines(error, file: arguments[0]).map { $0 + "\n" }.joined().utf8))
    exit(1)
}
exit(check.status)
