// A staggered grid and a lagged trail: one fade-and-rise spread over 24 cards from the centre of a
// 4 × 6 grid (Stagger), and a marker that follows the scroll half a second late (Track.lagged).
//
//     swift run Staggered [output-folder]     (default: out/staggered, git-ignored)
//
// Writes `index.html`: the grid at five scroll positions through its scene, every card's opacity
// and rise computed by the stage; a plot of a lagged track against the scroll over a scripted
// scroll (a jump, a pause, a steady scroll, a stop) computed at 30, 60, 120 and 144 Hz — the four
// curves lie on one another; and the stage's diagram (Stage.diagram()), with the 24 staggered runs.
// Screenshot: `chromium --headless --screenshot=shot.png --window-size=1200,900 'file://…/index.html'`.

import Foundation
import Scrollwork

let arguments = CommandLine.arguments.dropFirst()
let directory = URL(fileURLWithPath: arguments.first ?? "out/staggered", isDirectory: true)

let rows = 4, columns = 6, count = rows * columns

// MARK: - The staggered grid

let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1, easing: .easeOutCubic) }
let rise = try Timeline(initial: 60.0) { Segment(to: 0, over: 1, easing: .easeOutCubic) }
let wave = Stagger(from: .center, spread: .amount(0.7), arrangement: .grid(rows: rows, columns: columns))
let fades = try wave.spread(fade, count: count), rises = try wave.spread(rise, count: count)
let offsets = try wave.offsets(count: count)

let cards = TrackBuffer(count: 2 * count)          // opacity, rise per card
var scene = ScrollScene("cards", start: 200, length: 1000)
for index in 0..<count {
    scene.add(Track(fades[index], into: cards, at: 2 * index).named("card\(index + 1).opacity"))
    scene.add(Track(rises[index], into: cards, at: 2 * index + 1, motion: .decorative).named("card\(index + 1).y"))
}
let stage = Stage()
_ = try stage.add(scene)

@MainActor func grid(at offset: Double) -> String {
    stage.setOffset(offset)
    let cell = 30.0, gap = 6.0
    var svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Double(columns) * (cell + gap))" height="\##(Double(rows) * (cell + gap) + 70)">"##
    for index in 0..<count {
        let x = Double(index % columns) * (cell + gap), y = Double(index / columns) * (cell + gap) + 10
        let opacity = cards.values[2 * index], lift = cards.values[2 * index + 1]
        svg += ##"<rect x="\##(x)" y="\##(y + lift / 4)" width="\##(cell)" height="\##(cell)" rx="4" fill="#3b6fd8" fill-opacity="\##(opacity)" stroke="#9bb" stroke-width="0.5"/>"##
        svg += ##"<text x="\##(x + cell / 2)" y="\##(y + cell / 2 + 4 + lift / 4)" font-size="9" text-anchor="middle" fill="#fff">\##(String(format: "%.2f", offsets[index]))</text>"##
    }
    let progress = stage.progress(of: "cards") ?? 0
    svg += ##"<text x="0" y="\##(Double(rows) * (cell + gap) + 40)" font-size="13" font-family="sans-serif">offset \##(Int(offset)) · progress \##(String(format: "%.2f", progress))</text></svg>"##
    return svg
}
let stills = [300.0, 450, 600, 800, 1100].map(grid)

// MARK: - The lagged trail, at four frame rates

/// The scripted scroll: a jump to 600 at 0.2 s, held until 1 s, then 900 points a second for 1 s.
func scroll(_ t: Double) -> Double {
    t < 0.2 ? 0 : t < 1 ? 600 : t < 2 ? 600 + 900 * (t - 1) : 1500
}
var curves: [Double: [(Double, Double)]] = [:]
for rate in [30.0, 60.0, 120.0, 144.0] {
    let trail = Stage(), value = TrackBuffer(count: 1)
    var identity = Timeline(initial: 0.0)
    try identity.insert(Scale(start: 0, length: 0x1p52, to: 0x1p52))
    trail.add(Track(identity, into: value, at: 0, domain: .offset, motion: .essential).lagged(0.5))
    var jumped = false
    for frame in 0...Int(3 * rate) {
        let t = Double(frame) / rate
        if t >= 0.2 && !jumped {
            trail.setOffset(0, at: 0.2)          // the jump happens at 0.2 s, whatever the rate
            trail.setOffset(600, at: 0.2)
            jumped = true
        }
        trail.setOffset(scroll(t), at: t)
        curves[rate, default: []].append((t, value.values[0]))
    }
}
@MainActor func plot() -> String {
    let width = 520.0, height = 220.0
    func x(_ t: Double) -> Double { 40 + t / 3 * (width - 60) }
    func y(_ v: Double) -> Double { height - 30 - v / 1500 * (height - 50) }
    var svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" font-family="sans-serif" font-size="11">"##
    svg += ##"<line x1="40" y1="\##(y(0))" x2="\##(width - 20)" y2="\##(y(0))" stroke="#999"/><line x1="40" y1="\##(y(0))" x2="40" y2="\##(y(1500))" stroke="#999"/>"##
    let path = stride(from: 0.0, through: 3, by: 0.001).map { "\(x($0)),\(y(scroll($0)))" }.joined(separator: " ")
    svg += ##"<polyline points="\##(path)" fill="none" stroke="#bbb" stroke-width="3"/>"##
    let colours = [30.0: "#d62728", 60.0: "#2ca02c", 120.0: "#1f77b4", 144.0: "#000"]
    for (rate, points) in curves.sorted(by: { $0.key < $1.key }) {
        let line = points.map { "\(x($0.0)),\(y($0.1))" }.joined(separator: " ")
        svg += ##"<polyline points="\##(line)" fill="none" stroke="\##(colours[rate]!)" stroke-width="1"/>"##
    }
    svg += ##"<text x="50" y="16">grey: the scroll · red, green, blue, black: a 0.5 s lag at 30, 60, 120, 144 Hz</text>"##
    svg += ##"<text x="\##(x(3) - 10)" y="\##(y(0) + 16)">3 s</text><text x="8" y="\##(y(1500) + 4)">1500</text></svg>"##
    return svg
}

// MARK: - The page

stage.setOffset(700)
let html = """
    <!doctype html><meta charset="utf-8"><title>Staggered grid and lag</title>
    <style>body{font-family:sans-serif;margin:16px} .row{display:flex;gap:18px;flex-wrap:wrap} h2{font-size:15px;margin:14px 0 6px}</style>
    <h2>Stagger(from: .center, spread: .amount(0.7), arrangement: .grid(rows: 4, columns: 6)) — the scene at five offsets (each card shows its offset)</h2>
    <div class="row">\(stills.joined())</div>
    <h2>Track.lagged(0.5): the same scroll at four frame rates</h2>
    \(plot())
    <h2>stage.diagram()</h2>
    \(stage.diagram(options: Stage.DiagramOptions(width: 1100, samplesPerTrack: 64, showsTracks: true, title: "Staggered cards")))
    """
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
try html.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
let spread = curves.values.map { $0.last!.1 }
print("wrote \(directory.appendingPathComponent("index.html").path); the trail ends at", spread.max()!, "at every rate:", Set(spread).count == 1)
