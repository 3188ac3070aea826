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
    intro.add(Track(\DiagramBox.opacity, on: box, fade))
    intro.add(Track(\DiagramBox.position, on: box, path))
    try stage.add(intro)

    try stage.add(ScrollScene("hero", start: .element("hero", .start, meets: .center), end: .element("hero", .end, meets: .start)))

    var pin = ScrollScene("pin", start: 1200, length: 300)
    pin.once = true
    pin.pin { _ in }
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
    stage.addTrack(Track(\DiagramBox.colour, on: box, colour, domain: .offset))
    var label = Timeline(initial: UnplottableLabel(text: "a"))
    try label.insert(Scale(start: 0, length: 1, to: UnplottableLabel(text: "b")))
    stage.addTrack(Track(label) { _ in })

    if let offset { stage.setOffset(offset) }
    return (stage, box)
}

/// Whether `svg` parses as XML.
func isWellFormed(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
}

