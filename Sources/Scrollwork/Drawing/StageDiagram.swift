#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Draws a ``Stage`` as SVG for ``Stage/diagram(options:)``.
///
/// Layout: a left gutter holds names and value ranges; the plot to its right has the offset axis
/// along x. Each row is the stage (its own tracks) or a scene: a bar line, a line for the start
/// marker's label, one for the end marker's, then one lane per track. Labels sit on lines of
/// their own and curves in lanes of their own, so no label can cover a curve or another label;
/// every label's width is known (a monospaced font) and it is placed, or shortened, to stay inside
/// the plot.
struct StageDiagram {
    // Geometry, in SVG pixels.
    static let fontSize = 11.0
    /// The advance of one character of the label font (DejaVu Sans Mono and Menlo: 0.602 em),
    /// rounded up.
    static let charWidth = 6.7
    static let margin = 16.0
    static let gutter = 206.0
    static let laneHeight = 30.0
    static let laneGap = 6.0
    static let barTop = 4.0
    static let barHeight = 12.0
    /// The baseline of a row's first marker label below the row's top, and the distance between
    /// label lines.
    static let firstLabelLine = 29.0
    static let lineHeight = 14.0

    /// A hysteresis band is drawn at least this wide, so a band of a few points stays visible.
    static let minimumBand = 6.0
    static let bandOpacity = 0.2

    static let startColour = "#15803d"
    static let endColour = "#dc2626"
    static let componentColours = ["#2563eb", "#ea580c", "#0d9488", "#9333ea"]

    let stage: Stage
    let options: Stage.DiagramOptions
    let width: Double
    let samples: Int
    let plotLeft: Double
    let plotRight: Double
    /// The offsets at the plot's left and right edges.
    let lo: Double
    let hi: Double
    let ticks: [Double]
    let tickDecimals: Int

    // The drawing, in layers (painted in this order).
    var defs: [String] = []
    var under: [String] = []
    var marks: [String] = []
    var curves: [String] = []
    var labels: [String] = []
    var gradients = 0

    init(stage: Stage, options: Stage.DiagramOptions) {
        self.stage = stage
        self.options = options
        width = options.width.isFinite ? min(max(options.width, 480), 20_000) : 1100
        samples = min(max(options.samplesPerTrack, 2), 10_000)
        plotLeft = Self.margin + Self.gutter
        plotRight = width - Self.margin - 8

        // The axis covers the scroll range, every resolved scene with its hysteresis, and the offset,
        // within the finite numbers (a hysteresis band may reach past them).
        let largest = Double.greatestFiniteMagnitude
        var low = 0.0, high = stage.layout.maximumOffset
        for index in 0..<stage.slots.count where stage.slots[index].resolved {
            let slot = stage.slots[index]
            low = min(low, max(slot.start - slot.hysteresis, -largest))
            high = max(high, min(slot.end + slot.hysteresis, largest))
        }
        if let offset = stage.offset {
            low = min(low, offset)
            high = max(high, offset)
        }
        if !(high > low) { high = low + 100 }   // low <= 0 here: no overflow
        // A little room at both ends, so that lines at the extremes stay clear of the edges (none
        // past ±greatestFiniteMagnitude). The width may overflow: see `fraction(_:from:to:)`.
        let width = high - low
        let pad = width.isFinite ? width * 0.015 : (high / 2 - low / 2) * 0.03
        lo = max(low - pad, -largest)
        hi = min(high + pad, largest)
        (ticks, tickDecimals) = Self.ticks(from: lo, to: hi, width: plotRight - plotLeft)
    }

    /// Round tick values inside `low...high`: multiples of a step of 1, 2 or 5 × 10ⁿ, the smallest
    /// whose labels keep five characters of space between them.
    static func ticks(from low: Double, to high: Double, width: Double) -> (ticks: [Double], decimals: Int) {
        var exponent = floor(log10((high - low) / 50))
        for _ in 0..<40 where exponent < 300 {
            for mantissa in [1.0, 2, 5] {
                let step = mantissa * pow(10, exponent)
                let first = (low / step).rounded(.up), last = (high / step).rounded(.down)
                guard last >= first, last - first <= 400 else { continue }
                // k × mantissa ÷ 10ⁿ rather than k × step, so 3 × 0.2 is 0.6, not 0.6000000000000001.
                let power = pow(10, abs(exponent))
                let values = stride(from: first, through: last, by: 1).map { (exponent < 0 ? $0 * mantissa / power : $0 * step) + 0 }   // + 0 turns -0 into 0
                let decimals = max(0, Int(-exponent))
                let widest = values.map { Readout.number($0, decimals: decimals).count }.max() ?? 0
                if step / (high - low) * width >= Double(widest + 5) * charWidth { return (values, decimals) }
            }
            exponent += 1
        }
        return ([low, high], 2)   // numbers too large for round ticks to help
    }

    /// The x of an offset. Everything drawn lies in `lo...hi`; what reaches past it (a hysteresis
    /// band beyond ±`greatestFiniteMagnitude`) is drawn to the plot's edge, so every x is finite.
    func x(_ offset: Double) -> Double {
        let offset = offset.isNaN ? lo : min(max(offset, lo), hi)
        return plotLeft + Self.fraction(offset, from: lo, to: hi) * (plotRight - plotLeft)
    }

    /// Where `value` lies in `a...b` (`a < b`, all finite) as a fraction: `(value − a) / (b − a)`,
    /// computed from halves where the width overflows (a range from −`greatestFiniteMagnitude` to
    /// +`greatestFiniteMagnitude`), so it is finite.
    static func fraction(_ value: Double, from a: Double, to b: Double) -> Double {
        let width = b - a
        return width.isFinite ? (value - a) / width : (value / 2 - a / 2) / (b / 2 - a / 2)
    }

    /// The number a fraction `t` in `0...1` of the way from `a` to `b` (finite), without overflow.
    static func point(_ t: Double, from a: Double, to b: Double) -> Double {
        let width = b - a
        return width.isFinite ? a + width * t : a * (1 - t) + b * t
    }

    // MARK: - The document

    var svg: String {
        var diagram = self
        return diagram.draw()
    }

    private mutating func draw() -> String {
        let layout = stage.layout
        let title = options.title ?? "Stage"
        let size = { (size: CGSize) in "\(Readout.number(Double(size.width)))×\(Readout.number(Double(size.height)))" }
        var subtitle = "\(layout.axis) · viewport \(size(layout.viewport)) · content \(size(layout.content))"
            + " · scroll range \(range(0, layout.maximumOffset))"
        subtitle += " · " + (stage.offset.map { "offset \(Readout.number($0))" } ?? "no offset yet")
        labels.append(text(Self.margin, 28, title, cls: "title"))
        labels.append(text(Self.margin, 47, fit(subtitle, width - 2 * Self.margin), cls: "dim"))

        // The axis.
        let axisY = 80.0
        labels.append(text(plotLeft - 10, axisY + 4, "offset (pt)", cls: "dim", anchor: "end"))
        marks.append(line(plotLeft, axisY, plotRight, axisY, stroke: "#9ca3af"))
        let reachable = (max(x(0), plotLeft), min(x(layout.maximumOffset), plotRight))
        marks.append(line(reachable.0, axisY, reachable.1, axisY, stroke: "#111827", width: 2.5))
        for tick in ticks {
            marks.append(line(x(tick), axisY, x(tick), axisY + 5, stroke: "#6b7280"))
            // Centred on its tick, unless that would leave the plot's edge.
            let caption = Readout.number(tick, decimals: tickDecimals)
            let half = Double(caption.count) * Self.charWidth / 2
            let anchor = x(tick) - half < plotLeft ? "start" : x(tick) + half > plotRight ? "end" : "middle"
            labels.append(text(x(tick), axisY - 8, caption, anchor: anchor))
        }

        // The rows.
        let rowsTop = 116.0
        var y = rowsTop
        y = stageRow(at: y)
        for index in 0..<stage.slots.count {
            marks.append(line(Self.margin, y - 5, plotRight, y - 5, stroke: "#e5e7eb"))
            y = sceneRow(index, at: y)
        }
        let rowsBottom = y - 6

        // Behind the rows: offsets outside the scroll range, and the grid.
        if x(0) > plotLeft {
            under.insert(rect(plotLeft, axisY + 6, x(0) - plotLeft, rowsBottom - axisY - 6, fill: "#f3f4f6"), at: 0)
        }
        if x(layout.maximumOffset) < plotRight {
            let left = x(layout.maximumOffset)
            under.insert(rect(left, axisY + 6, plotRight - left, rowsBottom - axisY - 6, fill: "#f3f4f6"), at: 0)
        }
        for tick in ticks {
            under.insert(line(x(tick), axisY + 6, x(tick), rowsBottom, stroke: "#eef0f3"), at: 0)
        }

        // The cursor.
        if let offset = stage.offset {
            let cx = x(offset)
            curves.insert(line(cx, axisY, cx, rowsBottom, stroke: "#111827", width: 1.5), at: 0)
            let caption = "offset \(Readout.number(offset))"
            let w = Double(caption.count) * Self.charWidth + 10
            let left = min(max(cx - w / 2, plotLeft), plotRight - w)
            labels.append(rect(left, axisY + 9, w, 16, fill: "#111827", radius: 3))
            labels.append(text(left + 5, axisY + 21, caption, cls: "cursor"))
        }

        let height = diagnosticsList(at: legend(at: rowsBottom + 28))
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(px(width))" height="\(px(height))" viewBox="0 0 \(px(width)) \(px(height))" \
        data-offset-axis="\(px(plotLeft)) \(px(plotRight)) \(lo) \(hi) \(px(axisY)) \(px(rowsBottom))">
        <style>
        text { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: \(px(Self.fontSize))px; fill: #1f2937; }
        .title { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; font-size: 18px; font-weight: bold; }
        .name { font-weight: bold; }
        .dim { fill: #6b7280; }
        .warn { fill: #b91c1c; }
        .start { fill: \(Self.startColour); }
        .end { fill: \(Self.endColour); }
        .cursor { fill: #ffffff; }
        .halo { paint-order: stroke; stroke: #ffffff; stroke-width: 4px; stroke-linejoin: round; }
        </style>
        <rect width="100%" height="100%" fill="#ffffff"/>

        """
        if !defs.isEmpty { out += "<defs>\n" + defs.joined(separator: "\n") + "\n</defs>\n" }
        for layer in [under, marks, curves, labels] where !layer.isEmpty {
            out += layer.joined(separator: "\n") + "\n"
        }
        return out + "</svg>\n"
    }

    // MARK: - Rows

    /// The stage's own row: the scroll range and the stage's tracks. Returns the next row's top.
    private mutating func stageRow(at top: Double) -> Double {
        let maximum = stage.layout.maximumOffset
        labels.append(text(Self.margin, top + 14, "stage", cls: "name"))
        labels.append(text(Self.margin, top + 29, fit("\(range(0, maximum)) · scroll range", Self.gutter - 8), cls: "dim"))
        let progress = stage.stageFrame?.progress
        bar(from: 0, to: maximum, progress: progress.flatMap { $0.isNaN ? nil : $0 }, top: top, dashed: false)
        let tracks = options.showsTracks ? stage.ownTracks : []
        var y = top + 36
        for track in tracks {
            lane(track, start: 0, end: maximum, top: y)
            y += Self.laneHeight + Self.laneGap
        }
        return max(y, top + 40) + 10
    }

    /// One scene's row. Returns the next row's top.
    private mutating func sceneRow(_ index: Int, at top: Double) -> Double {
        let slot = stage.slots[index]
        let scene = stage.scenes[index]
        labels.append(text(Self.margin, top + 14, fit(scene.name, Self.gutter - 8), cls: "name"))
        var flags: [String] = []
        if scene.hysteresis > 0 { flags.append("hysteresis \(Readout.number(scene.hysteresis)) pt") }
        if scene.once { flags.append("once") }
        if !scene.isEnabled { flags.append("disabled") }

        guard slot.resolved else {
            labels.append(text(Self.margin, top + 29, "unresolved", cls: "warn"))
            if !scene.tracks.isEmpty { flags.append("\(scene.tracks.count) track\(scene.tracks.count == 1 ? "" : "s") not drawn") }
            if !flags.isEmpty { labels.append(text(Self.margin, top + 43, fit(flags.joined(separator: " · "), Self.gutter - 8), cls: "dim")) }
            under.append(rect(plotLeft, top + 2, plotRight - plotLeft, 18, fill: "#fef2f2", stroke: Self.endColour, dashed: true))
            let reason = stage.unresolvedReason(of: index) + ": no events, no track writes"
            labels.append(text(plotLeft + 6, top + 15, fit(reason, plotRight - plotLeft - 12), cls: "warn halo"))
            return top + 50 + 10
        }

        let progress = stage.progress(of: scene.name)
        var status = slot.isTrigger ? "\(Readout.number(slot.start)) trigger" : range(slot.start, slot.end)
        status += " · \("\(slot.state)")"
        if let progress, !slot.isTrigger { status += " \(Readout.number(progress * 100, decimals: 0))%" }
        labels.append(text(Self.margin, top + 29, fit(status, Self.gutter - 8), cls: "dim"))
        if !flags.isEmpty { labels.append(text(Self.margin, top + 43, fit(flags.joined(separator: " · "), Self.gutter - 8), cls: "dim")) }

        // Marker labels first: they decide how many label lines the row needs.
        let markers = stage.markers(of: index)
        let verticals = markers.map { x($0.offset) } + (stage.offset.map { [x($0)] } ?? [])
        let placed = markers.map { marker in
            placeLabel(head: marker.heading,
                       body: marker.explanation, at: x(marker.offset), preferRight: marker.boundary == .start, avoiding: verticals)
        }
        let labelLines = max(placed.reduce(0) { $0 + $1.count }, 2)
        let lanesTop = Self.firstLabelLine + Self.lineHeight * Double(labelLines - 1) + 9
        let tracks = options.showsTracks ? scene.tracks : []
        let bottom = top + lanesTop + Double(tracks.count) * (Self.laneHeight + Self.laneGap) - (tracks.isEmpty ? 4 : Self.laneGap)

        // Markers: a band for the hysteresis, a line, and the label on lines of its own.
        var line = 0
        for (marker, lines) in zip(markers, placed) {
            let colour = marker.boundary == .start ? Self.startColour : Self.endColour
            let mx = x(marker.offset)
            if marker.hysteresis > 0 {
                let band = max(x(marker.offset + marker.hysteresis) - x(marker.offset - marker.hysteresis), Self.minimumBand)
                under.append(rect(mx - band / 2, top + 2, band, bottom - top - 2, fill: colour, opacity: Self.bandOpacity))
            }
            marks.append(self.line(mx, top + 2, mx, bottom, stroke: colour, width: 1.2, dashed: true))
            for placement in lines {
                let baseline = top + Self.firstLabelLine + Self.lineHeight * Double(line)
                labels.append(text(placement.x, baseline, placement.text, cls: "\(marker.boundary.rawValue) halo", anchor: placement.anchor))
                line += 1
            }
        }

        if slot.isTrigger {
            marks.append(diamond(x(slot.start), top + Self.barTop + Self.barHeight / 2, radius: 7, filled: slot.state == .after))
        } else {
            bar(from: slot.start, to: slot.end, progress: progress, top: top, dashed: !scene.isEnabled)
        }

        var y = top + lanesTop
        for track in tracks {
            lane(track, start: slot.start, end: slot.end, top: y)
            y += Self.laneHeight + Self.laneGap
        }
        return bottom + 10
    }

    /// A range's bar, filled up to `progress`.
    private mutating func bar(from start: Double, to end: Double, progress: Double?, top: Double, dashed: Bool) {
        let left = x(start), w = max(x(end) - left, 1)
        under.append(rect(left, top + Self.barTop, w, Self.barHeight, fill: dashed ? "#f9fafb" : "#e5e7eb", stroke: "#9ca3af", dashed: dashed))
        if let progress, progress > 0, !dashed {
            under.append(rect(left, top + Self.barTop, w * progress, Self.barHeight, fill: "#60a5fa"))
        }
    }

}
