// Simulates a scroll session on Scrollwork's headless scroll view — a drag, a release into a
// fling, a fling past the end and its bounce, a pull past the end released into a spring-back, a
// paged fling, and an animated scroll interrupted by another — and plots offset and velocity
// over time, with each phase shaded, as one SVG.
//
//     swift run Fling [output.svg | output-folder]      (default: out/fling.svg, git-ignored)

import Foundation
import Scrollwork

// A vertical list: an 844 pt viewport over 4,000 pt of content, so offsets rest in 0...3156.
let source = ScrollSource(axis: .vertical)
let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 4000), viewportSize: CGSize(width: 390, height: 844), source: source)
let maxOffset = Double(scroll.maximumContentOffset.y)
let hz = 120.0

struct Sample {
    let time, offset, velocity: Double
    let phase: ScrollPhysics.Activity
}

var samples: [Sample] = []
var marks: [(time: Double, label: String)] = []
var log: [String] = []
var frame = 0
var now: Double { Double(frame) / hz }

/// Ticks until `end`, recording every frame.
@MainActor func run(until end: Double, during: ((Double) -> Void)? = nil) {
    while now < end - 1e-9 {
        during?(now)
        scroll.tick(at: now)
        samples.append(Sample(time: now, offset: Double(scroll.contentOffset.y), velocity: Double(scroll.velocity.y), phase: scroll.activity))
        frame += 1
    }
}

/// A finger moving by `distance` (negative: up) over `duration`, then lifting with its speed.
@MainActor func drag(by distance: Double, over duration: Double, releaseVelocity: Double, label: String) {
    let start = now
    scroll.beginDrag()
    marks.append((start, "touch"))
    run(until: start + duration) { t in
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: distance * (t - start) / duration))
    }
    scroll.drag(fingerTranslation: CGPoint(x: 0, y: distance))
    scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: releaseVelocity), at: now)
    marks.append((now, label))
}

// 1. A drag up by 300 pt, released at 1,200 pt/s: a fling that stops on its own.
drag(by: -300, over: 0.25, releaseVelocity: -1200, label: "release")
run(until: 2.6)
// 2. A faster drag and a hard fling: the decay crosses the end and hands its velocity to a spring.
drag(by: -500, over: 0.25, releaseVelocity: -5000, label: "fling")
run(until: 5.4)
// 3. A pull past the end (rubber band), released without velocity: it springs back.
drag(by: -450, over: 0.6, releaseVelocity: 0, label: "release outside")
run(until: 7.0)
// 4. Paging: a flick back lands exactly one page (844 pt) earlier.
scroll.isPagingEnabled = true
drag(by: 120, over: 0.12, releaseVelocity: 1500, label: "paged flick")
run(until: 8.4)
scroll.isPagingEnabled = false
// 5. An animated scroll to the top, interrupted half way by a scroll to 1,200.
scroll.scroll(to: .zero, duration: 1.2, easing: .easeInOutCubic, at: now) { finished in log.append("scroll to 0 finished: \(finished)") }
marks.append((now, "scroll(to: 0)"))
run(until: 9.0)
scroll.scroll(to: CGPoint(x: 0, y: 1200), duration: 0.8, easing: .easeOutCubic, at: now) { finished in log.append("scroll to 1200 finished: \(finished)") }
marks.append((now, "scroll(to: 1200)"))
run(until: 10.4)
source.finish()

// MARK: - The plot

let width = 1100.0, height = 720.0
let plotLeft = 80.0, plotRight = width - 30
let offsetPanel = (top: 70.0, bottom: 390.0), velocityPanel = (top: 440.0, bottom: 670.0)
let duration = samples.last!.time
let offsetRange = (-250.0, maxOffset + 350)
let speed = samples.map { abs($0.velocity) }.max()! * 1.1
@MainActor func x(_ t: Double) -> Double { plotLeft + (plotRight - plotLeft) * t / duration }
func y(_ value: Double, in panel: (top: Double, bottom: Double), range: (Double, Double)) -> Double {
    panel.bottom - (panel.bottom - panel.top) * (value - range.0) / (range.1 - range.0)
}
@MainActor func yOffset(_ v: Double) -> Double { y(v, in: offsetPanel, range: offsetRange) }
@MainActor func yVelocity(_ v: Double) -> Double { y(v, in: velocityPanel, range: (-speed, speed)) }
func f(_ v: Double) -> String { String(format: "%.1f", v) }

let colours: [ScrollPhysics.Activity: String] = [
    .dragging: "#ffd8a8", .decelerating: "#a5d8ff", .bouncing: "#ffc9c9", .paging: "#d0bfff", .animating: "#b2f2bb",
]
var svg = """
<svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="\(plotLeft)" y="30" font-size="18" font-weight="bold">Scrollwork Fling — a headless UIScrollView: offset and velocity over time</text>
<text x="\(plotLeft)" y="50" fill="#555">viewport 844 pt, content 4000 pt (offsets 0…\(Int(maxOffset))), deceleration 0.998/ms, rubber band 0.55, bounce spring: Pop bounciness 0, speed 5; \(Int(hz)) Hz</text>

"""
// Phase bands behind both panels.
var bandStart = 0
for index in 1...samples.count {
    if index == samples.count || samples[index].phase != samples[bandStart].phase {
        if let colour = colours[samples[bandStart].phase] {
            let from = x(samples[bandStart].time), to = x(index < samples.count ? samples[index].time : duration)
            for panel in [offsetPanel, velocityPanel] {
                svg += "<rect x=\"\(f(from))\" y=\"\(panel.top)\" width=\"\(f(max(to - from, 0.5)))\" height=\"\(panel.bottom - panel.top)\" fill=\"\(colour)\" opacity=\"0.55\"/>\n"
            }
        }
        bandStart = index
    }
}
// Axes, grid and labels.
for panel in [offsetPanel, velocityPanel] {
    svg += "<rect x=\"\(plotLeft)\" y=\"\(panel.top)\" width=\"\(plotRight - plotLeft)\" height=\"\(panel.bottom - panel.top)\" fill=\"none\" stroke=\"#333\"/>\n"
}
for second in 0...Int(duration) {
    let px = x(Double(second))
    svg += "<line x1=\"\(f(px))\" y1=\"\(velocityPanel.bottom)\" x2=\"\(f(px))\" y2=\"\(velocityPanel.bottom + 5)\" stroke=\"#333\"/>"
    svg += "<text x=\"\(f(px))\" y=\"\(velocityPanel.bottom + 18)\" text-anchor=\"middle\">\(second) s</text>\n"
}
for value in stride(from: 0.0, through: 3000, by: 500) {
    svg += "<text x=\"\(plotLeft - 6)\" y=\"\(f(yOffset(value) + 4))\" text-anchor=\"end\">\(Int(value))</text>"
    svg += "<line x1=\"\(plotLeft)\" y1=\"\(f(yOffset(value)))\" x2=\"\(plotRight)\" y2=\"\(f(yOffset(value)))\" stroke=\"#ddd\"/>\n"
}
for value in [-speed / 1.1, -speed / 2.2, 0, speed / 2.2, speed / 1.1] {
    svg += "<text x=\"\(plotLeft - 6)\" y=\"\(f(yVelocity(value) + 4))\" text-anchor=\"end\">\(Int(value.rounded()))</text>"
    svg += "<line x1=\"\(plotLeft)\" y1=\"\(f(yVelocity(value)))\" x2=\"\(plotRight)\" y2=\"\(f(yVelocity(value)))\" stroke=\"#ddd\"/>\n"
}
svg += "<text x=\"20\" y=\"\((offsetPanel.top + offsetPanel.bottom) / 2)\" transform=\"rotate(-90 20 \((offsetPanel.top + offsetPanel.bottom) / 2))\" text-anchor=\"middle\">content offset (pt)</text>\n"
svg += "<text x=\"20\" y=\"\((velocityPanel.top + velocityPanel.bottom) / 2)\" transform=\"rotate(-90 20 \((velocityPanel.top + velocityPanel.bottom) / 2))\" text-anchor=\"middle\">velocity (pt/s)</text>\n"
// The content edges.
for (value, label, dy) in [(0.0, "top edge 0", 14.0), (maxOffset, "end edge \(Int(maxOffset))", -5)] {
    svg += "<line x1=\"\(plotLeft)\" y1=\"\(f(yOffset(value)))\" x2=\"\(plotRight)\" y2=\"\(f(yOffset(value)))\" stroke=\"#c92a2a\" stroke-dasharray=\"6 4\"/>"
    svg += "<text x=\"\(plotRight - 4)\" y=\"\(f(yOffset(value) + dy))\" text-anchor=\"end\" fill=\"#c92a2a\">\(label)</text>\n"
}
// Event marks.
for (index, mark) in marks.enumerated() where mark.label != "touch" {
    let px = x(mark.time)
    svg += "<line x1=\"\(f(px))\" y1=\"\(offsetPanel.top)\" x2=\"\(f(px))\" y2=\"\(velocityPanel.bottom)\" stroke=\"#495057\" stroke-dasharray=\"2 3\"/>"
    svg += "<text x=\"\(f(px + 3))\" y=\"\(offsetPanel.bottom - 8 - Double(index % 2) * 14)\" fill=\"#212529\">\(mark.label)</text>\n"
}
// The curves.
@MainActor func path(_ value: (Sample) -> Double) -> String {
    samples.enumerated().map { index, sample in "\(index == 0 ? "M" : "L")\(f(x(sample.time))),\(f(value(sample)))" }.joined(separator: " ")
}
svg += "<path d=\"\(path { yOffset($0.offset) })\" fill=\"none\" stroke=\"#1864ab\" stroke-width=\"2\"/>\n"
svg += "<path d=\"\(path { yVelocity($0.velocity) })\" fill=\"none\" stroke=\"#e8590c\" stroke-width=\"2\"/>\n"
// Legend.
var legendX = plotLeft
for (phase, name) in [(ScrollPhysics.Activity.dragging, "dragging"), (.decelerating, "decelerating"), (.bouncing, "bouncing"), (.paging, "paging"), (.animating, "animated scroll")] {
    svg += "<rect x=\"\(legendX)\" y=\"\(height - 28)\" width=\"14\" height=\"14\" fill=\"\(colours[phase]!)\"/><text x=\"\(legendX + 19)\" y=\"\(height - 16)\">\(name)</text>\n"
    legendX += 125
}
svg += "<text x=\"\(legendX + 10)\" y=\"\(height - 16)\" fill=\"#1864ab\">— offset</text><text x=\"\(legendX + 80)\" y=\"\(height - 16)\" fill=\"#e8590c\">— velocity (velocity is 0 while dragging: the finger has it)</text>\n"
svg += "</svg>\n"

// MARK: - Output

// Written into the git-ignored `out/` folder of the current directory unless a path is given.
var output = CommandLine.arguments.dropFirst().first ?? "out/fling.svg"
var isFolder: ObjCBool = false
if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
    output = (output as NSString).appendingPathComponent("fling.svg")
}
do {
    let folder = (output as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
    try svg.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    print("Could not write \(output): \(error)")
    exit(1)
}

print("Fling: \(samples.count) frames at \(Int(hz)) Hz over \(f(duration)) s; the last offset sent to the ScrollSource was \(f(source.offset ?? .nan)).")
print("")
print("   time  phase          offset   velocity   (every 0.5 s and at each change of phase)")
var lastPhase: ScrollPhysics.Activity?
for (index, sample) in samples.enumerated() where sample.phase != lastPhase || index % Int(hz / 2) == 0 {
    let phase = sample.phase.description.padding(toLength: 12, withPad: " ", startingAt: 0)
    print(String(format: "%7.3f  ", sample.time) + phase + String(format: " %8.1f %10.1f", sample.offset, sample.velocity + 0))
    lastPhase = sample.phase
}
let peak = samples.filter { $0.time > 2.6 && $0.time < 5.4 }.map(\.offset).max()!
print("")
print("Fling past the end: peak \(f(peak)) pt, \(f(peak - maxOffset)) pt beyond the edge, settling back on \(Int(maxOffset)).")
for line in log { print(line) }
print("Wrote \(output)")
