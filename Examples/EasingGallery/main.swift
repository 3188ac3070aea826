// Writes one SVG that plots every easing curve Scrollwork ships, labelled, so you can look at them.
//
//     swift run EasingGallery [output.svg]      (default: out/easing-gallery.svg, git-ignored)

import Foundation
import Scrollwork

let curves: [(String, Easing)] = Easing.named.map { ($0.name, $0.easing) } + [
    ("ease (CSS)", .ease),
    ("easeIn (CSS)", .easeIn),
    ("easeOut (CSS)", .easeOut),
    ("easeInOut (CSS)", .easeInOut),
    ("cubicBezier(.68,-.55,.265,1.55)", .cubicBezier(0.68, -0.55, 0.265, 1.55)),
    ("steps(4, jumpEnd)", .steps(4)),
    ("steps(4, jumpStart)", .steps(4, .jumpStart)),
    ("steps(4, jumpNone)", .steps(4, .jumpNone)),
    ("steps(4, jumpBoth)", .steps(4, .jumpBoth)),
    ("linear(0, .25 75%, 1)", .piecewiseLinear([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(1)])),
    ("spring()", .spring()),
    ("spring(duration: .5, bounce: .3)", .spring(duration: 0.5, bounce: 0.3)),
    ("easeInQuad.reversed", Easing.easeInQuad.reversed),
    ("easeOutBounce.mirrored", Easing.easeOutBounce.mirrored),
]

let columns = 6
let cell = (width: 190.0, height: 190.0)
let plot = (left: 20.0, top: 45.0, size: 150.0)
let rows = (curves.count + columns - 1) / columns
var svg = """
<svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Double(columns) * cell.width))" height="\(Int(Double(rows) * cell.height + 40))" font-family="Helvetica, Arial, sans-serif">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="12" y="26" font-size="18" font-weight="bold">Scrollwork easing gallery — x: progress 0…1, y: eased value (dashed: 0 and 1)</text>

"""
for (index, (name, easing)) in curves.enumerated() {
    let originX = Double(index % columns) * cell.width + plot.left
    let originY = Double(index / columns) * cell.height + 40
    func px(_ p: Double) -> Double { originX + p * plot.size }
    func py(_ v: Double) -> Double { originY + 25 + plot.size * 0.5 * (1.5 - v) }  // shows −0.5...1.5
    svg += "<g>\n"
    svg += "<rect x=\"\(originX)\" y=\"\(py(1.5))\" width=\"\(plot.size)\" height=\"\(py(-0.5) - py(1.5))\" fill=\"#f6f7f9\" stroke=\"#d0d4da\"/>\n"
    for level in [0.0, 1.0] {
        svg += "<line x1=\"\(px(0))\" y1=\"\(py(level))\" x2=\"\(px(1))\" y2=\"\(py(level))\" stroke=\"#9aa3ad\" stroke-dasharray=\"4 3\"/>\n"
    }
    let points = (0...300).map { step -> String in
        let p = Double(step) / 300
        let value = min(max(easing(p), -0.5), 1.5)
        return String(format: "%.2f,%.2f", px(p), py(value))
    }
    svg += "<polyline fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"2\" points=\"\(points.joined(separator: " "))\"/>\n"
    svg += "<text x=\"\(originX)\" y=\"\(originY + 18)\" font-size=\"11\">\(name)</text>\n"
    svg += "</g>\n"
}
svg += "</svg>\n"

// Written into the git-ignored `out/` folder of the current directory unless a path is given.
let output = CommandLine.arguments.dropFirst().first ?? "out/easing-gallery.svg"
do {
    let folder = (output as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
    try svg.write(toFile: output, atomically: true, encoding: .utf8)
    print("Wrote \(curves.count) curves to \(output)")
} catch {
    print("Could not write \(output): \(error)")
    exit(1)
}
