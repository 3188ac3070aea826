import Foundation
@testable import Scrollwork
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the diagram fixture's tracks write to.
final class DiagramBox {
    var opacity = 0.0
    var position = CGPoint.zero
    var colour = RGBA.black
}

/// A value that can be interpolated but has no components: a diagram cannot plot it.
struct UnplottableLabel: Interpolatable {
    var text: String
    static func interpolate(from: UnplottableLabel, to: UnplottableLabel, progress: Double) -> UnplottableLabel { progress < 0.5 ? from : to }
}

/// A stage with one of everything a diagram shows: a scene with hysteresis and two tracks, a scene
/// between element anchors, a `once` scene with a pin, an unresolved scene, a trigger, a disabled
/// scene, and stage tracks of a colour and of a value that cannot be plotted.
func makeDiagramStage(offset: Double? = 700, axis: ScrollAxis = .vertical) throws -> (Stage, DiagramBox) {
    let box = DiagramBox()
    let size = { (along: Double, across: Double) in axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across) }
    let hero = axis == .vertical ? CGRect(x: 0, y: 1000, width: 400, height: 400) : CGRect(x: 1000, y: 0, width: 400, height: 400)
    let stage = Stage(layout: StageLayout(axis: axis, viewport: size(800, 400), content: size(3000, 400), elements: ["hero": hero]))

    var fade = Timeline(initial: 0.0)
    try fade.insert(Scale(start: 0, length: 0.5, to: 1))
    var path = Timeline(initial: CGPoint(x: 0, y: 100))
    try path.insert(Scale(start: 0, length: 1, to: CGPoint(x: 300, y: 50), easing: .easeInOutCubic))
    var intro = ScrollScene("intro", start: 0, length: 600)
    intro.hysteresis = 8
    intro.add(Track(fade, to: \DiagramBox.opacity, on: box))
    intro.add(Track(path, to: \DiagramBox.position, on: box))
    try stage.add(intro)

    try stage.add(ScrollScene("hero", start: .element("hero", .start, meets: .center), end: .element("hero", .end, meets: .start)))

    var pin = ScrollScene("pin", start: 1200, length: 300)
    pin.once = true
    pin.add(.pin { _ in })
    try stage.add(pin)

    var ghost = ScrollScene("ghost", start: .element("ghost"), length: 100)
    ghost.add(Track(fade) { _ in })
    try stage.add(ghost)

    try stage.add(ScrollScene("finale", start: .content(.end, meets: .end, plus: -50), length: 0))

    var off = ScrollScene("off", start: 1800, length: 100)
    off.isEnabled = false
    try stage.add(off)

    var colour = Timeline(initial: try RGBA(hex: "#1d3b8b"), colorSpace: .oklab)
    try colour.insert(Scale(start: 0, length: 2200, to: try RGBA(hex: "#b45309")))
    stage.add(Track(colour, to: \DiagramBox.colour, on: box, domain: .offset))
    var label = Timeline(initial: UnplottableLabel(text: "a"))
    try label.insert(Scale(start: 0, length: 1, to: UnplottableLabel(text: "b")))
    stage.add(Track(label) { _ in })

    if let offset { stage.setOffset(offset) }
    return (stage, box)
}

/// Whether `svg` parses as XML.
func isWellFormed(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
}


/// What is wrong with `svg` as a standalone SVG document: it must parse as XML, and every number in
/// its geometry and paint attributes must be finite.
func svgProblems(_ svg: String) -> [String] {
    final class Checker: NSObject, XMLParserDelegate {
        /// The attributes whose values are numbers, or lists of numbers (`viewBox`, path data).
        static let numeric: Set<String> = [
            "x", "y", "x1", "y1", "x2", "y2", "width", "height", "rx", "stroke-width", "fill-opacity", "stop-opacity",
            "offset", "viewBox", "d",
        ]
        var problems: [String] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                    attributes: [String: String] = [:]) {
            for (name, value) in attributes where Self.numeric.contains(name) {
                if elementName == "svg" && (name == "width" || name == "height") && value.hasSuffix("%") { continue }
                if elementName == "rect" && value == "100%" { continue }
                // Path data: a command letter may begin a token; everything else is a number.
                var tokens = value.split(whereSeparator: { $0 == " " || $0 == "," })
                if name == "d" {
                    tokens = tokens.map { $0.first.map { "MLCZHVSQTA".contains($0) } ?? false ? $0.dropFirst() : $0 }.filter { !$0.isEmpty }
                }
                for token in tokens where !(Double(token).map(\.isFinite) ?? false) {
                    problems.append("<\(elementName) \(name)=\"\(value)\">: \(token) is not a finite number")
                }
            }
        }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let checker = Checker()
    parser.delegate = checker
    guard parser.parse() else { return ["not well-formed XML: \(String(describing: parser.parserError))"] }
    return checker.problems
}
