#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension StageDiagram {
    // MARK: - Tracks

    /// A track's lane: its label and value range in the gutter, its curve over the offsets its
    /// domain covers.
    mutating func lane(_ track: Track, start: Double, end: Double, top: Double) {
        // (offset, position) pairs: where to draw each sample, and what to evaluate there.
        // Evenly spaced samples over the positions the domain covers, plus the timeline's own
        // scale boundaries there, so corners and peaks are drawn exactly.
        // Positions and offsets are computed without overflow: a range may be wider than the
        // largest number (its scene offset is then capped there, as on the stage).
        var points: [(offset: Double, position: Double)] = []
        let domain: (low: Double, high: Double, offset: (Double) -> Double)?
        switch track.domain.kind {
        case .offset: domain = (lo, hi, { $0 })
        case .progress where end > start: domain = (0, 1, { Self.point($0, from: start, to: end) })
        case .sceneOffset where end > start: domain = (0, min(end - start, .greatestFiniteMagnitude), { start + $0 })
        case .unclampedProgress where end > start && (end - start).isFinite:
            // Over the whole drawn axis: the progress the offsets lo...hi give.
            domain = ((lo - start) / (end - start), (hi - start) / (end - start), { start + $0 * (end - start) })
        case .progress, .unclampedProgress:
            // A zero-length range: progress is 0 before its start and 1 from it on.
            domain = nil
            points = [(lo, 0), (start, 0), (start, 1), (hi, 1)]
        case .sceneOffset, .velocity:
            domain = nil
            points = [(lo, 0), (hi, 0)]
        }
        if let domain {
            let n = samples
            var positions = (0..<n).map { Self.point(Double($0) / Double(n - 1), from: domain.low, to: domain.high) }
            positions += track.sample([]).breakpoints.filter { $0 > domain.low && $0 < domain.high }
            positions.sort()
            for position in positions where position != points.last?.position {
                points.append((domain.offset(position), position))
            }
        }
        let sampled = track.sample(points.map(\.position))
        let name = track.label(valueType: sampled.valueType)
        labels.append(text(Self.margin + 10, top + 12, fit(name, Self.gutter - 18)))
        let from = x(points[0].offset), to = x(points[points.count - 1].offset)
        under.append(rect(from, top, max(to - from, 1), Self.laneHeight, fill: "#f9fafb", stroke: "#eef0f3"))
        let keyedOn = track.isPin ? "pin" : "\(track.domain)"

        guard let values = sampled.values, let count = values.first?.count else {
            labels.append(text(Self.margin + 10, top + 25, fit("not drawn · \(keyedOn)", Self.gutter - 18), cls: "dim"))
            return
        }
        if sampled.valueType == RGBA.self {
            colourStrip(values, offsets: points.map(\.offset), top: top)
            let first = RGBA(animationComponents: values[0]).hexString, last = RGBA(animationComponents: values[values.count - 1]).hexString
            labels.append(text(Self.margin + 10, top + 25, fit("\(first) → \(last) · \(keyedOn)", Self.gutter - 18), cls: "dim"))
            return
        }

        var low = Double.infinity, high = -Double.infinity
        for value in values {
            for k in 0..<count where value[k].isFinite {
                low = min(low, value[k])
                high = max(high, value[k])
            }
        }
        let curveTop = top + 4, curveHeight = Self.laneHeight - 8
        func y(_ v: Double) -> Double {
            high > low ? curveTop + curveHeight * (1 - Self.fraction(v, from: low, to: high)) : curveTop + curveHeight / 2
        }
        for k in 0..<count {
            var d = ""
            var drawing = false
            for (i, value) in values.enumerated() {
                guard value[k].isFinite else {
                    drawing = false
                    continue
                }
                d += "\(drawing ? "L" : "M")\(px(x(points[i].offset))) \(px(y(value[k]))) "
                drawing = true
            }
            guard !d.isEmpty else { continue }
            let colour = Self.componentColours[k % Self.componentColours.count]
            curves.append("<path d=\"\(d.dropLast())\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(count > 1 ? "1.2" : "1.6")\" stroke-linejoin=\"round\"/>")
        }
        if sampled.valueType == MotionPath.Placement.self { pathThumbnail(values, offsets: points.map(\.offset), top: top) }
        let span = low <= high ? "\(Readout.number(low)) … \(Readout.number(high))" : "no finite values"
        if count > 1 {
            // Name each component in its line's colour.
            let names = Self.componentNames(sampled.valueType, count: count)
            var cursor = Self.margin + 10
            var parts: [String] = []
            for (k, name) in names.enumerated() {
                parts.append("<tspan fill=\"\(Self.componentColours[k % Self.componentColours.count])\">\(escape(name))</tspan>")
                cursor += Double(name.count + 1) * Self.charWidth
            }
            let rest = fit(" \(span) · \(keyedOn)", Self.margin + Self.gutter - 8 - cursor)
            labels.append("<text x=\"\(px(Self.margin + 10))\" y=\"\(px(top + 25))\" class=\"dim\">\(parts.joined(separator: " "))\(escape(rest))</text>")
        } else {
            labels.append(text(Self.margin + 10, top + 25, fit("\(span)\(track.isPin ? " pt" : "") · \(keyedOn)", Self.gutter - 18), cls: "dim"))
        }
    }

    /// A path track's path as it is travelled over the lane, drawn small at the lane's right end
    /// (y down, as on screen), with the element where the stage's offset puts it: a dot and a
    /// stroke along its angle.
    mutating func pathThumbnail(_ values: [AnimationComponents], offsets: [Double], top: Double) {
        let finite = values.filter(\.isFinite)
        guard finite.count > 1 else { return }
        let xs = finite.map { $0[0] }, ys = finite.map { $0[1] }
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        let height = Self.laneHeight - 6, width = height * 3
        let scale = min(width / max(maxX - minX, 1e-9), height / max(maxY - minY, 1e-9))
        let right = x(offsets[offsets.count - 1]) - 3
        let left = right - width, upper = top + 3
        func place(_ value: AnimationComponents) -> (Double, Double) {
            (left + (width - (maxX - minX) * scale) / 2 + (value[0] - minX) * scale, upper + (height - (maxY - minY) * scale) / 2 + (value[1] - minY) * scale)
        }
        curves.append(rect(left - 2, upper - 2, width + 4, height + 4, fill: "#ffffff", stroke: "#d1d5db", radius: 3))
        let d = finite.map(place).enumerated().map { "\($0.offset == 0 ? "M" : "L")\(px($0.element.0)) \(px($0.element.1))" }.joined(separator: " ")
        curves.append("<path d=\"\(d)\" fill=\"none\" stroke=\"#6366f1\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"/>")
        guard let offset = stage.offset else { return }
        let nearest = offsets.indices.min { abs(offsets[$0] - offset) < abs(offsets[$1] - offset) }!
        guard values[nearest].isFinite else { return }
        let (cx, cy) = place(values[nearest])
        let angle = values[nearest][2]
        curves.append(line(cx, cy, cx + 7 * cos(angle), cy + 7 * sin(angle), stroke: "#111827", width: 1.6))
        curves.append("<circle cx=\"\(px(cx))\" cy=\"\(px(cy))\" r=\"2.5\" fill=\"#111827\"/>")
    }

    /// A colour track as a strip: a gradient through every sample.
    mutating func colourStrip(_ values: [AnimationComponents], offsets: [Double], top: Double) {
        let from = x(offsets[0]), to = x(offsets[offsets.count - 1])
        let id = "colour\(gradients)"
        gradients += 1
        var stops: [String] = []
        for (value, offset) in zip(values, offsets) {
            let colour = RGBA(animationComponents: value).clamped()
            let at = to > from ? (x(offset) - from) / (to - from) : 0
            stops.append("<stop offset=\"\(Readout.number(at, decimals: 4))\" stop-color=\"\(String(colour.hexString.prefix(7)))\"\(colour.alpha < 1 ? " stop-opacity=\"\(Readout.number(colour.alpha, decimals: 3))\"" : "")/>")
        }
        defs.append("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(px(from))\" y1=\"0\" x2=\"\(px(to))\" y2=\"0\">\n\(stops.joined(separator: "\n"))\n</linearGradient>")
        curves.append(rect(from, top + 5, max(to - from, 1), Self.laneHeight - 10, fill: "url(#\(id))"))
    }

    /// What a value's components are called: `x y` for a point, `w h` for a size, `x y w h` for a
    /// rectangle, `r g b a` for a colour.
    static func componentNames(_ type: Any.Type, count: Int) -> [String] {
        if type == CGPoint.self { return ["x", "y"] }
        if type == CGSize.self { return ["w", "h"] }
        if type == CGRect.self { return ["x", "y", "w", "h"] }
        if type == RGBA.self { return ["r", "g", "b", "a"] }
        if type == MotionPath.Placement.self { return ["x", "y", "angle"] }
        return (1...count).map { "#\($0)" }
    }

    // MARK: - Legend

    /// The key under the rows. Returns the drawing's height.
    mutating func legend(at top: Double) -> Double {
        var cx = Self.margin, y = top
        let items: [(swatch: String, text: String)] = [
            ("start", "start marker"), ("end", "end marker"), ("band", "hysteresis band"), ("trigger", "trigger"),
            ("bar", "range, filled to progress"), ("cursor", "current offset"), ("outside", "outside the scroll range"),
            ("curve", "track value, scaled to its own min … max"),
        ]
        for item in items {
            let w = 26 + Double(item.text.count) * Self.charWidth + 22
            if cx + w > width - Self.margin {
                cx = Self.margin
                y += 20
            }
            let sy = y - 4
            switch item.swatch {
            case "start", "end":
                let colour = item.swatch == "start" ? Self.startColour : Self.endColour
                marks.append(line(cx + 10, sy - 7, cx + 10, sy + 7, stroke: colour, width: 1.2, dashed: true))
            case "band":
                under.append(rect(cx + 6, sy - 7, 8, 14, fill: Self.startColour, opacity: Self.bandOpacity))
            case "trigger":
                marks.append(diamond(cx + 10, sy, radius: 6, filled: false))
            case "bar":
                under.append(rect(cx, sy - 6, 20, 12, fill: "#e5e7eb", stroke: "#9ca3af"))
                under.append(rect(cx, sy - 6, 12, 12, fill: "#60a5fa"))
            case "cursor":
                marks.append(line(cx + 10, sy - 7, cx + 10, sy + 7, stroke: "#111827", width: 1.5))
            case "outside":
                under.append(rect(cx, sy - 7, 20, 14, fill: "#f3f4f6", stroke: "#e5e7eb"))
            default:
                curves.append("<path d=\"M\(px(cx)) \(px(sy + 5)) C\(px(cx + 8)) \(px(sy + 5)) \(px(cx + 12)) \(px(sy - 5)) \(px(cx + 20)) \(px(sy - 5))\" fill=\"none\" stroke=\"\(Self.componentColours[0])\" stroke-width=\"1.6\"/>")
            }
            labels.append(text(cx + 26, y, item.text, cls: "dim"))
            cx += w
        }
        return y + 16
    }

    /// The stage's diagnostics under the legend, one line each (nothing when there are none).
    /// Returns the bottom of the drawing.
    mutating func diagnosticsList(at top: Double) -> Double {
        let diagnostics = stage.diagnostics
        guard !diagnostics.isEmpty else { return top }
        var y = top + 16
        labels.append(text(Self.margin, y, "\(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s"): what can never happen with this layout", cls: "warn"))
        for diagnostic in diagnostics {
            y += Self.lineHeight + 2
            labels.append(text(Self.margin, y, fit("! \(diagnostic)", width - 2 * Self.margin), cls: "warn"))
        }
        return y + 16
    }

    // MARK: - Labels

    /// One line of a placed label: its text, and where it is anchored.
    struct LabelLine: Equatable {
        var text: String
        var x: Double
        var anchor: String
    }

    /// Places a marker's label, `head · body`, beside the marker at `mx` on lines of its own.
    ///
    /// The candidates, in order of preference: one line on the preferred side of the marker (right
    /// for a start, left for an end), one line on the other side, then the same two with `head` and
    /// `body` on two lines. A candidate must fit inside the plot; among those that do, the one
    /// crossing the fewest of the row's other vertical lines (`avoiding`: its markers and the
    /// cursor) wins, a second line counting as one and a half crossings (a dashed line behind a
    /// haloed label hides little; a taller row costs room). If none fits, one line is centred
    /// on the marker, shifted to stay inside the plot and shortened if it must.
    func placeLabel(head: String, body: String, at mx: Double, preferRight: Bool, avoiding verticals: [Double]) -> [LabelLine] {
        let head = Self.visible(head), body = Self.visible(body)   // measured as drawn
        let joined = "\(head) · \(body)"
        let sides = preferRight ? [true, false] : [false, true]
        var best: (lines: [LabelLine], cost: Double)?
        for texts in [[joined], [head, body]] {
            let w = Double(texts.map(\.count).max() ?? 0) * Self.charWidth
            for right in sides {
                let left = right ? mx + 4 : mx - 4 - w
                guard left >= plotLeft, left + w <= plotRight else { continue }
                let crossings = verticals.filter { $0 > left + 1 && $0 < left + w - 1 && abs($0 - mx) > 0.5 }.count
                let cost = Double(crossings) + (texts.count > 1 ? 1.5 : 0)
                if best == nil || cost < best!.cost {
                    best = (texts.map { LabelLine(text: $0, x: right ? mx + 4 : mx - 4, anchor: right ? "start" : "end") }, cost)
                }
            }
        }
        if let best { return best.lines }
        let text = fit(joined, plotRight - plotLeft)
        let w = Double(text.count) * Self.charWidth
        return [LabelLine(text: text, x: min(max(mx - w / 2, plotLeft), plotRight - w), anchor: "start")]
    }

    /// `text` shortened with an ellipsis to fit `width` pixels (measured as drawn: see ``visible(_:)``).
    func fit(_ text: String, _ width: Double) -> String {
        let text = Self.visible(text)
        let limit = Int(width / Self.charWidth)
        guard text.count > limit else { return text }
        return limit > 1 ? String(text.prefix(limit - 1)) + "…" : ""
    }

    func range(_ start: Double, _ end: Double) -> String {
        "\(Readout.number(start))…\(Readout.number(end))"
    }

    // MARK: - SVG elements

    func px(_ value: Double) -> String { Readout.number(value, decimals: 1) }

    /// `text` with its control characters shown as Unicode's control pictures (`bell\u{7}` is
    /// `bell␇`), and the two characters XML forbids besides them, U+FFFE and U+FFFF, as U+FFFD.
    ///
    /// XML 1.0 allows no C0 control but tab, line feed and carriage return, so a scene named
    /// `"bell\u{7}"` copied as it is made the document ill-formed; tab and line breaks would
    /// collapse to spaces in a one-line label, so they are shown too, as is DEL.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0xFFFE || $0.value == 0xFFFF }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0xFFFE, 0xFFFF: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` as XML character data or an attribute value: ``visible(_:)``, with `&`, `<`, `>` and
    /// `"` escaped.
    func escape(_ text: String) -> String {
        var out = ""
        for character in Self.visible(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    func text(_ x: Double, _ y: Double, _ content: String, cls: String? = nil, anchor: String? = nil) -> String {
        var attributes = "x=\"\(px(x))\" y=\"\(px(y))\""
        if let cls { attributes += " class=\"\(cls)\"" }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        return "<text \(attributes)>\(escape(content))</text>"
    }

    func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1, dashed: Bool = false) -> String {
        "<line x1=\"\(px(x1))\" y1=\"\(px(y1))\" x2=\"\(px(x2))\" y2=\"\(px(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(px(width))\"\(dashed ? " stroke-dasharray=\"4 3\"" : "")/>"
    }

    /// A trigger's diamond centred on (`x`, `y`), filled once the trigger has fired.
    func diamond(_ x: Double, _ y: Double, radius r: Double, filled: Bool) -> String {
        "<path d=\"M \(px(x)) \(px(y - r)) L \(px(x + r)) \(px(y)) L \(px(x)) \(px(y + r)) L \(px(x - r)) \(px(y)) Z\" "
            + "fill=\"\(filled ? Self.startColour : "#ffffff")\" stroke=\"\(Self.startColour)\" stroke-width=\"1.5\"/>"
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, stroke: String? = nil, opacity: Double? = nil, dashed: Bool = false, radius: Double? = nil) -> String {
        var attributes = "x=\"\(px(x))\" y=\"\(px(y))\" width=\"\(px(w))\" height=\"\(px(h))\" fill=\"\(fill)\""
        if let opacity { attributes += " fill-opacity=\"\(Readout.number(opacity))\"" }
        if let stroke { attributes += " stroke=\"\(stroke)\"" }
        if dashed { attributes += " stroke-dasharray=\"4 3\"" }
        if let radius { attributes += " rx=\"\(px(radius))\"" }
        return "<rect \(attributes)/>"
    }
}
