import Foundation

extension ScrollAnchor {
    /// How the anchor is resolved, in words: `fixed offset`, "element `card` top meets viewport
    /// centre", `content bottom meets viewport bottom, 60 pt earlier` (leading and trailing on a
    /// horizontal axis).
    func explanation(on axis: ScrollAxis) -> String {
        let subject: String
        switch reference {
        case .absolute: return "fixed offset"
        case .element(let name): subject = "element `\(name)`"
        case .content: subject = "content"
        }
        if case .element(let name) = reference, let view {
            let (range, insets) = (view.range, view.insets)
            // `element `card` entry 25%`, `element `card` cover 0%, inset 64 pt / 10%`.
            var text = "element `\(name)` \(range) \(Readout.number(edge.fraction * 100))%"
            if edge.points != 0 { text += " \(edge.points < 0 ? "-" : "+") \(Readout.number(abs(edge.points))) pt" }
            if insets != .zero { text += ", inset \(insets.start.insetName) / \(insets.end.insetName)" }
            if points == 0 { return text }
            return text + ", \(Readout.number(abs(points))) pt \(points < 0 ? "earlier" : "later")"
        }
        let base = "\(subject) \(edge.name(on: axis)) meets viewport \(viewportEdge.name(on: axis))"
        if points == 0 { return base }
        return base + ", \(Readout.number(abs(points))) pt \(points < 0 ? "earlier" : "later")"
    }
}

extension ScrollAnchor.Position {
    /// `64 pt`, `10%`, `10% + 20 pt`: an inset, a fraction of the viewport plus points.
    var insetName: String {
        if fraction == 0 { return "\(Readout.number(points)) pt" }
        let base = "\(Readout.number(fraction * 100))%"
        if points == 0 { return base }
        return base + " \(points < 0 ? "-" : "+") \(Readout.number(abs(points))) pt"
    }

    /// `top`, `centre`, `bottom` (`leading`, `centre`, `trailing` on a horizontal axis), `25%`,
    /// with points added as ` + 20 pt`.
    func name(on axis: ScrollAxis) -> String {
        let base: String
        switch fraction {
        case 0: base = axis == .vertical ? "top" : "leading"
        case 0.5: base = "centre"
        case 1: base = axis == .vertical ? "bottom" : "trailing"
        default: base = "\(Readout.number(fraction * 100))%"
        }
        if points == 0 { return base }
        return base + " \(points < 0 ? "-" : "+") \(Readout.number(abs(points))) pt"
    }
}

/// How numbers are written for people in a stage's table and diagram: deterministic, short, and
/// free of a trailing `.0`.
enum Readout {
    /// `x` rounded to `decimals` places without trailing zeros: `1350`, `0.69`, `-422`, `nan`.
    static func number(_ x: Double, decimals: Int = 2) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        if abs(x) >= 1e15 { return "\(x)" }
        let scale = pow(10, Double(decimals))
        let rounded = (x * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `a...b`.
    static func range(_ start: Double, _ end: Double) -> String {
        "\(number(start))...\(number(end))"
    }
}
