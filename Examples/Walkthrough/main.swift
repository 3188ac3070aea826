// A reversible intro walkthrough defined with Scrollwork scenes and timelines.
//
//     swift run Walkthrough [output-folder]              (default: out/walkthrough, git-ignored)
//     swift run Walkthrough --diagram [output-folder]    (only stage.svg and the stage's table)
//     swift run Walkthrough --document [file.json]       (only the stage as a document; default:
//                                                         Examples/Walkthrough/walkthrough.json)
//
// Writes `index.html` (open it and scroll: every visible property comes from values the Stage
// computed; add `#markers` to the address, or press Show markers, to see where each scene
// starts and ends; it follows the system's reduced-motion setting, and a button switches between
// the frames the stage computes with full and with reduced motion) and SVG frames at a handful of offsets, scrolling down and back up; prints the
// event log of a scripted scroll down and back up, and checks that the way up is the mirror image of
// the way down — events and values. Also writes `stage.svg`, the stage's diagram: its scenes, markers
// and track curves along the offset axis.

import Foundation
import Scrollwork

let arguments = CommandLine.arguments.dropFirst()
let diagramOnly = arguments.contains("--diagram")

// `--document`: the stage as a document, which `scrollwork-preview` renders and a test keeps in
// step with this code (WalkthroughDocumentTests).
if arguments.contains("--document") {
    let file = arguments.first { !$0.hasPrefix("--") }.map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("walkthrough.json")
    do {
        try (try Walkthrough().document.json() + Data("\n".utf8)).write(to: file)
        print("Wrote \(file.path)")
        exit(0)
    } catch {
        print("Walkthrough failed: \(error)")
        exit(1)
    }
}
let folder = arguments.first { !$0.hasPrefix("--") } ?? "out/walkthrough"
let directory = URL(fileURLWithPath: folder, isDirectory: true)

/// Writes the stage's diagram at an offset inside the pinned card's scene, and prints its table.
func writeDiagram() throws {
    let walkthrough = try Walkthrough()
    walkthrough.stage.setOffset(1700)
    let svg = walkthrough.stage.diagram(options: Stage.DiagramOptions(title: "Walkthrough stage"))
    try svg.write(to: directory.appendingPathComponent("stage.svg"), atomically: true, encoding: .utf8)
    print(walkthrough.stage)
    print("Wrote \(directory.path)/stage.svg")
}

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if diagramOnly {
        try writeDiagram()
        exit(0)
    }

    // 1. A scripted scroll down and back up, 20 points per frame, recording events and frames.
    let walkthrough = try Walkthrough()
    var events: [SceneEvent] = []
    walkthrough.stage.onEvent = { events.append($0) }
    let maximum = walkthrough.maximumOffset
    let downOffsets = Array(stride(from: 0.0, to: maximum, by: 20)) + [maximum]
    var down: [Double: Frame] = [:]
    for offset in downOffsets {
        walkthrough.stage.setOffset(offset)
        down[offset] = walkthrough.frame
    }
    let downEvents = events
    events.removeAll()
    var mismatches = 0
    for offset in downOffsets.reversed() {
        walkthrough.stage.setOffset(offset)
        if walkthrough.frame.visible != down[offset]?.visible { mismatches += 1 }
    }
    let upEvents = events

    print("Scrolling down, 0 → \(Int(maximum)) in steps of 20 (page scenes have 2 points of hysteresis):")
    for event in downEvents { print("  \(event.description.padding(toLength: 28, withPad: " ", startingAt: 0)) at offset \(Int(event.offset))") }
    print("Scrolling back up:")
    for event in upEvents { print("  \(event.description.padding(toLength: 28, withPad: " ", startingAt: 0)) at offset \(Int(event.offset))") }
    let mirrored = upEvents.map(\.scene) == downEvents.reversed().map(\.scene)
        && upEvents.map(\.kind) == downEvents.reversed().map(\.kind.mirrored)
        && upEvents.map(\.boundary) == downEvents.reversed().map(\.boundary)
    print("Events up are the mirror image of events down: \(mirrored ? "yes" : "NO")")
    print("Every frame on the way up equals the frame at the same offset on the way down: \(mismatches == 0 ? "yes" : "NO (\(mismatches) differ)")")

    // 2. One jump from the top to the bottom and back: every crossing, in scroll order.
    events.removeAll()
    walkthrough.stage.setOffset(0)
    events.removeAll()
    walkthrough.stage.setOffset(maximum)
    print("One jump to the bottom reports \(events.count) crossings: \(events.map(\.description).joined(separator: ", "))")
    let jumpFrameMatches = walkthrough.frame == down[maximum]
    print("The frame after the jump equals the frame reached by scrolling: \(jumpFrameMatches ? "yes" : "NO")")

    // 3. SVG frames at a handful of offsets, down and back up.
    let page = Walkthrough.page
    let marks = [0, 0.5 * page, page, 1.6 * page, 2 * page - 60, 2 * page + 120, 2.5 * page, maximum]
    var written: [String] = []
    var sameBothWays = true
    for (pass, offsets) in [("down", marks), ("up", marks.reversed())] {
        for (index, offset) in offsets.enumerated() {
            walkthrough.stage.setOffset(offset)
            let frame = walkthrough.frame
            let name = String(format: "frame-%@-%d-%04d.svg", pass, index + 1, Int(offset))
            let caption = "\(pass == "down" ? "↓ scrolling down" : "↑ scrolling up")   offset \(Int(offset))   active: \(frame.active.joined(separator: ", "))"
            try svg(frame, walkthrough: walkthrough, caption: caption).write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            written.append(name)
            if pass == "up", walkthrough.frame.visible != {
                let check = try! Walkthrough()
                check.stage.setOffset(offset)
                return check.frame.visible
            }() { sameBothWays = false }
        }
    }

    // 4. The HTML page: a frame every 2 points from a fresh stage, with full and with reduced
    //    motion (the page follows prefers-reduced-motion and has a toggle). Reduced motion may
    //    change only what is drawn, never which scenes are active.
    let step = 2.0
    let sampler = try Walkthrough(), reducedSampler = try Walkthrough(policy: .reduced)
    var frames: [Frame] = [], reducedFrames: [Frame] = []
    for offset in stride(from: 0.0, through: maximum, by: step) {
        sampler.stage.setOffset(offset)
        reducedSampler.stage.setOffset(offset)
        frames.append(sampler.frame)
        reducedFrames.append(reducedSampler.frame)
    }
    let sameScenes = zip(frames, reducedFrames).allSatisfy { $0.active == $1.active && $0.card == $1.card && $0.background == $1.background }
    let discreteLogo = Set(reducedFrames.map { $0.logo[0] }).count <= 2 * Walkthrough.pages
    print("Reduced motion keeps scenes, the pinned card and colours, and makes the logo's path discrete: \(sameScenes && discreteLogo ? "yes" : "NO")")
    let log = downEvents.map { "↓ \($0.description) (at \(Int($0.offset)))" } + upEvents.map { "↑ \($0.description) (at \(Int($0.offset)))" }
    try html(frames: frames, reducedFrames: reducedFrames, step: step, maximumOffset: maximum, walkthrough: sampler, log: log)
        .write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)

    try writeDiagram()
    print("Wrote \(directory.path)/index.html (\(frames.count) frames) and \(written.count) SVG frames; frames match the same offsets on a fresh stage: \(sameBothWays ? "yes" : "NO")")
    if !(mirrored && mismatches == 0 && jumpFrameMatches && sameBothWays && sameScenes && discreteLogo) { exit(1) }
} catch {
    print("Walkthrough failed: \(error)")
    exit(1)
}
