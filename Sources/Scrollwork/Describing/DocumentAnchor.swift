import Foundation

/// The short string form of anchors in a version 2 document — ScrollTrigger's `start` and `end`
/// strings — and of the positions along an element or the viewport they are made of.
///
/// ```text
/// anchor    = [reference " "] position " " position [" " shift]
/// reference = "#" name | "content"        (none: the scene's "trigger" element)
/// position  = (keyword | number "%" | number "px") [shift]
/// keyword   = top | left | start (0%) | center (50%) | bottom | right | end (100%)
/// shift     = ("+=" | "-=") number
/// ```
///
/// The first position is the element's (or content's) edge, the second the viewport's; a final
/// shift moves the whole anchor (``ScrollAnchor/element(_:_:meets:plus:)``'s `plus`). A scene's
/// `end` may also be `"+=600"`: a length from the start.
enum DocumentAnchor {
    /// A position written in a short string: `top`, `80%`, `100px`, `top+=100`, `center-=20`.
    ///
    /// Its points may be infinite where two finite numbers add up beyond a double
    /// (`1e308px+=1e308`): the caller refuses that with ``overflow(_:)``.
    static func position(_ text: Substring) -> ScrollAnchor.Position? {
        var base = text
        var shift: Double?
        if let range = text.range(of: "+=") ?? text.range(of: "-=") {
            guard let amount = number(text[range.upperBound...]) else { return nil }
            shift = text[range.lowerBound] == "-" ? -amount : amount
            base = text[..<range.lowerBound]
        }
        let fraction: Double
        var points: Double?
        switch base {
        case "top", "left", "start": fraction = 0
        case "center": fraction = 0.5
        case "bottom", "right", "end": fraction = 1
        default:
            if base.hasSuffix("%"), let percent = number(base.dropLast()) {
                fraction = percent / 100
            } else if base.hasSuffix("px"), let pixels = number(base.dropLast(2)) {
                fraction = 0
                points = pixels
            } else {
                return nil
            }
        }
        let total = points.map { base in shift.map { base + $0 } ?? base } ?? shift ?? 0
        return ScrollAnchor.Position(fraction: fraction, points: total)
    }

    /// A number as JSON writes it (`-12.5e3`: no `inf`, `nan`, hex, leading `+` or `.`, bare `1.`),
    /// finite — the grammar the JSON Schema's patterns spell.
    static func number(_ text: Substring) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integer = index
        guard digits() > 0, bytes[integer] != UInt8(ascii: "0") || index - integer == 1 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The length of an end written `+=600`.
    static func length(_ text: String) -> Double? {
        guard text.hasPrefix("+=") else { return nil }
        return number(text.dropFirst(2))
    }

    /// What went wrong reading a short anchor.
    enum Failure: Error {
        /// Not of the form at all.
        case malformed(String)
        /// No reference, and no trigger to refer to.
        case noElement
    }

    /// Reads a short anchor; `trigger` is the element a string without a reference refers to.
    static func anchor(_ text: String, trigger: String?) -> Result<ScrollAnchor, Failure> {
        var words = text.split(separator: " ", omittingEmptySubsequences: true)[...]
        enum Reference { case element(String), content }
        var reference: Reference?
        if let first = words.first, first.hasPrefix("#") {
            let name = first.dropFirst()
            guard !name.isEmpty else { return .failure(.malformed("`#` needs an element's name after it, as in \"#page2 top center\"")) }
            reference = .element(String(name))
            words = words.dropFirst()
        } else if words.first == "content" {
            reference = .content
            words = words.dropFirst()
        }
        var shift = 0.0
        if words.count == 3, let last = words.last, last.hasPrefix("+=") || last.hasPrefix("-=") {
            guard let amount = number(last.dropFirst(2)) else { return .failure(.malformed("\(DocumentPath.quote(String(last))) is not a shift: write +=100 or -=100")) }
            shift = last.hasPrefix("-") ? -amount : amount
            words = words.dropLast()
        }
        guard words.count == 2 else {
            return .failure(.malformed("an anchor is two positions, the element's edge and the viewport's, as in \"top center\""))
        }
        guard let edge = position(words.first!) else { return .failure(.malformed(unknownPosition(words.first!))) }
        guard let viewportEdge = position(words.last!) else { return .failure(.malformed(unknownPosition(words.last!))) }
        for (word, position) in [(words.first!, edge), (words.last!, viewportEdge)] where !position.points.isFinite {
            return .failure(.malformed(overflow(word)))
        }
        switch reference ?? trigger.map(Reference.element) {
        case .element(let name): return .success(ScrollAnchor(reference: .element(name), edge: edge, viewportEdge: viewportEdge, points: shift))
        case .content: return .success(ScrollAnchor(reference: .content, edge: edge, viewportEdge: viewportEdge, points: shift))
        case nil: return .failure(.noElement)
        }
    }

    /// Why a position that reads is refused: its points add up beyond what a double holds.
    static func overflow(_ word: Substring) -> String {
        "\(DocumentPath.quote(String(word))) adds up to more than a double holds (±1.8e308)"
    }

    private static func unknownPosition(_ word: Substring) -> String {
        "\(DocumentPath.quote(String(word))) is not a position (top, center, bottom, left, right, 80%, 100px, top+=100)"
    }

    // MARK: Writing

    /// The short form of `position`, if it reads back bit for bit.
    static func text(of position: ScrollAnchor.Position, axis: ScrollAxis) -> String? {
        let base: String
        switch position.fraction.bitPattern {
        case 0.0.bitPattern: base = axis == .vertical ? "top" : "left"
        case 0.5.bitPattern: base = "center"
        case 1.0.bitPattern: base = axis == .vertical ? "bottom" : "right"
        default:
            let percent = position.fraction * 100
            guard let written = [percent, percent.nextUp, percent.nextDown].first(where: { ($0 / 100).bitPattern == position.fraction.bitPattern && $0.isFinite })
            else { return nil }
            base = DocumentJSON.format(written) + "%"
        }
        return base + shift(position.points)
    }

    /// `""` for +0, `+=12.5`, `-=3` (and `-=0` for −0): what reads back to `points` bit for bit.
    static func shift(_ points: Double) -> String {
        if points.bitPattern == 0.0.bitPattern { return "" }
        return points.sign == .minus ? "-=" + DocumentJSON.format(-points) : "+=" + DocumentJSON.format(points)
    }

    /// Whether an element's name can be written `#name` in a short anchor.
    static func isShortName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: { $0.isWhitespace }) && name.utf8.count <= StageDocument.maximumNameLength
    }

    /// The short form of `anchor`, the reference left out when it is the element `trigger`; `nil`
    /// when it has none that reads back bit for bit (a named view range, an absolute offset with
    /// edges, a name with spaces, a fraction no percentage spells exactly).
    static func text(of anchor: ScrollAnchor, trigger: String?, axis: ScrollAxis) -> String? {
        guard anchor.view == nil else { return nil }
        let reference: String
        switch anchor.reference {
        case .absolute: return nil
        case .content: reference = "content "
        case .element(let name):
            if name == trigger {
                reference = ""
            } else {
                guard isShortName(name) else { return nil }
                reference = "#" + name + " "
            }
        }
        guard let edge = text(of: anchor.edge, axis: axis), let viewportEdge = text(of: anchor.viewportEdge, axis: axis) else { return nil }
        let points = shift(anchor.points)
        return reference + edge + " " + viewportEdge + (points.isEmpty ? "" : " " + points)
    }
}
