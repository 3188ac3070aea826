import Foundation
import Scrollwork

/// The preview's mock page: one labelled box per element a target names, and how each target's
/// value is applied to its box — decided here from the names alone, so the page only applies.
///
/// ## The convention
///
/// A target's name is `element.property`, split at its last dot (`hero.opacity`, `product.pin`,
/// `cards.strip.x`). A name without a dot, or one whose element is `screen` (and the layout has no
/// element `screen`), applies to the screen itself: `screen.background` colours the viewport.
///
/// The element is the layout element of that name, drawn at its frame in the content (it scrolls
/// with the page). An element the layout does not have is an *actor*: a box the page makes for it,
/// fixed on the screen when a track of the stage's own targets it or when it is placed by a
/// `center` point or a `frame` rect, and otherwise in the content where the viewport's centre is
/// halfway through the first scene that targets it — or, pinned, where it is when that scene
/// starts, so that the pin holds it mid-screen. Actors placed at one spot share rows, two to a row
/// on a phone. Larger layout elements are drawn first, so one inside another shows above it.
///
/// The property, compared without case, says what the value does (``Apply``):
///
/// | type | property | applied as |
/// |---|---|---|
/// | number | `opacity`, `alpha`, `fade` | CSS `opacity` |
/// | number | `x`, `shift`, `translateX`, `tx` | `translateX` in points |
/// | number | `y`, `lift`, `translateY`, `ty` | `translateY` in points |
/// | number | `scale` (`scaleX`, `scaleY`) | `scale` |
/// | number | `rotate`, `rotation`, `spin`, `angle`, `degrees` | `rotate` in degrees |
/// | number | `pin` (a pin track is a number) | a translation along the scroll axis: the pin |
/// | number | `width`, `height` | the box's width or height |
/// | number | anything else (`count`, `value`, `progress`) | the number as the box's text: whole for a name with `count` in it, else two decimals |
/// | point | `center`, `position` | the box centred there (in its layer's coordinates) |
/// | point | `scale` | `scale(x, y)` |
/// | point | anything else (`offset`, `translate`) | `translate(x, y)` |
/// | size | `scale` | `scale(width, height)` |
/// | size | anything else | the box's width and height |
/// | rect | any | the box's frame (in its layer's coordinates) |
/// | color | `color`, `text`, `textColor`, `foreground`, `ink` | CSS `color` |
/// | color | `border`, `borderColor`, `stroke`, `outline` | `border-color` |
/// | color | anything else (`background`, `bg`, `fill`) | `background-color` |
/// | path | any | the box centred on the path's point (in its layer's coordinates), turned by the angle; the path is drawn in the layer |
struct PreviewMock: Encodable, Equatable {
    /// What a target's value does to its element's box.
    enum Apply: String, Encodable, Equatable, CaseIterable {
        case opacity, translateX, translateY, scale, scaleX, scaleY, rotate, pin, width, height, text
        case center, translate, scaleXY, size, frame, path
        case color, borderColor, background
    }

    /// How one target applies: to which box, as what.
    struct Effect: Encodable, Equatable {
        /// The target's index in ``PreviewData/targets``.
        var target: Int
        /// The box's name; `""` for the screen.
        var element: String
        var apply: Apply
        /// For ``Apply/text``: digits after the point (0 for a counter).
        var digits: Int?
        /// For ``Apply/text``: what precedes the number (`""` for a counter, `"progress "`).
        var prefix: String?
    }

    /// A box on the mock page.
    struct Box: Encodable, Equatable {
        var name: String
        /// x, y, width, height, in the coordinates of its layer.
        var frame: [Double]
        /// `content` (scrolls with the page) or `screen` (fixed in the viewport).
        var layer: String
        /// Whether the layout has it (else the page made it: an actor).
        var inLayout: Bool
    }

    var boxes: [Box]
    var effects: [Effect]
}

extension PreviewMock {
    /// The element and property of a target's name: split at the last dot; without a dot, or
    /// for `screen`, the screen (`""`) — unless the layout has an element of that name.
    static func split(_ name: String, elements: Set<String>) -> (element: String, property: String) {
        guard let dot = name.lastIndex(of: ".") else { return ("", name) }
        let element = String(name[..<dot]), property = String(name[name.index(after: dot)...])
        if element == "screen" && !elements.contains("screen") { return ("", property) }
        return (element, property)
    }

    /// What a property of a target of `type` (`number`, `point`, `size`, `rect` or `color`)
    /// does, with a text's digits and prefix.
    static func apply(_ property: String, type: String) -> (apply: Apply, digits: Int?, prefix: String?) {
        let key = property.lowercased()
        switch type {
        case "point":
            switch key {
            case "center", "position": return (.center, nil, nil)
            case "scale": return (.scaleXY, nil, nil)
            default: return (.translate, nil, nil)
            }
        case "size":
            return (key == "scale" ? .scaleXY : .size, nil, nil)
        case "rect":
            return (.frame, nil, nil)
        case "path":
            return (.path, nil, nil)
        case "color":
            switch key {
            case "color", "text", "textcolor", "foreground", "ink": return (.color, nil, nil)
            case "border", "bordercolor", "stroke", "outline": return (.borderColor, nil, nil)
            default: return (.background, nil, nil)
            }
        default:
            switch key {
            case "opacity", "alpha", "fade": return (.opacity, nil, nil)
            case "x", "shift", "translatex", "tx": return (.translateX, nil, nil)
            case "y", "lift", "translatey", "ty": return (.translateY, nil, nil)
            case "scale": return (.scale, nil, nil)
            case "scalex": return (.scaleX, nil, nil)
            case "scaley": return (.scaleY, nil, nil)
            case "rotate", "rotation", "spin", "angle", "degrees": return (.rotate, nil, nil)
            case "pin": return (.pin, nil, nil)
            case "width": return (.width, nil, nil)
            case "height": return (.height, nil, nil)
            default:
                return key.contains("count") ? (.text, 0, "") : (.text, 2, property + " ")
            }
        }
    }

    /// The size of an actor's box: two to a row on a phone.
    static func actorSize(viewport: [Double], axis: String) -> [Double] {
        let across = axis == "horizontal" ? viewport[1] : viewport[0]
        let length = max(60, min(170, (across - 36) / 2))
        return axis == "horizontal" ? [150, length * 0.4] : [length, 56]
    }

    /// The mock page of a stage.
    ///
    /// - Parameters:
    ///   - targets: The document's targets, as ``PreviewData`` lists them.
    ///   - scenes: Each scene's name and the targets its tracks name, in the stage's order.
    ///   - spans: The offsets at which each resolved scene starts and ends (its markers').
    ///   - elements: The layout's elements, x, y, width, height.
    ///   - viewport: The viewport's width and height.
    ///   - axis: `vertical` or `horizontal`.
    init(targets: [PreviewData.Target], scenes: [(name: String, targets: [String])], spans: [String: ClosedRange<Double>],
         elements: [PreviewData.Element], viewport: [Double], axis: String) {
        let names = Set(elements.map(\.name))
        var effects: [Effect] = []
        var actors: [String] = []
        for (index, target) in targets.enumerated() {
            let (element, property) = Self.split(target.name, elements: names)
            let (apply, digits, prefix) = Self.apply(property, type: target.type)
            effects.append(Effect(target: index, element: element, apply: apply, digits: digits, prefix: prefix))
            if !element.isEmpty && !names.contains(element) && !actors.contains(element) { actors.append(element) }
        }
        // An actor's scene: the first that targets it; none when a track of the stage's own does.
        var sceneOf: [String: String] = [:]
        for scene in scenes {
            for target in scene.targets where sceneOf[target] == nil { sceneOf[target] = scene.name }
        }
        // Where each actor is centred along the axis in the content (`nil`: on the screen): in the
        // middle of the viewport when its scene is half done, or, pinned, when its scene starts.
        var groups: [(along: Double?, actors: [String])] = []
        for actor in actors {
            let mine = effects.filter { $0.element == actor }
            let targetNames = mine.map { targets[$0.target].name }
            let fixed = mine.contains { $0.apply == .center || $0.apply == .frame || $0.apply == .path } || targetNames.contains { sceneOf[$0] == nil }
            let span = fixed ? nil : targetNames.lazy.compactMap { sceneOf[$0] }.first.flatMap { spans[$0] }
            let axisLength = axis == "horizontal" ? viewport[0] : viewport[1]
            let along = span.map { span in
                (mine.contains { $0.apply == .pin } ? span.lowerBound : (span.lowerBound + span.upperBound) / 2) + axisLength / 2
            }
            if let group = groups.firstIndex(where: { $0.along == along }) {
                groups[group].actors.append(actor)
            } else {
                groups.append((along, [actor]))
            }
        }
        let vertical = axis != "horizontal"
        let size = Self.actorSize(viewport: viewport, axis: axis)
        let (alongSize, acrossSize) = vertical ? (size[1], size[0]) : (size[0], size[1])
        let across = vertical ? viewport[0] : viewport[1], gap = 8.0
        let perLine = max(1, Int((across - 2 * gap) / (acrossSize + gap)))
        // Larger boxes first, so that one inside another (a product shot in its section) is drawn above it.
        var boxes = elements.map { Box(name: $0.name, frame: $0.frame, layer: "content", inLayout: true) }
            .sorted { ($0.frame[2] * $0.frame[3], $1.name) > ($1.frame[2] * $1.frame[3], $0.name) }
        for group in groups {
            // A block of rows centred on `along` (on the screen: from its start), each row centred across.
            let rows = (group.actors.count + perLine - 1) / perLine
            let block = Double(rows) * alongSize + Double(rows - 1) * gap
            let first = group.along.map { $0 - block / 2 } ?? gap * 1.5
            for (slot, actor) in group.actors.enumerated() {
                let row = slot / perLine, inRow = min(perLine, group.actors.count - row * perLine)
                let rowLength = Double(inRow) * acrossSize + Double(inRow - 1) * gap
                let side = (across - rowLength) / 2 + Double(slot % perLine) * (acrossSize + gap)
                let along = first + Double(row) * (alongSize + gap)
                boxes.append(Box(name: actor, frame: (vertical ? [side, along] : [along, side]) + size,
                                 layer: group.along == nil ? "screen" : "content", inLayout: false))
            }
        }
        self.init(boxes: boxes, effects: effects)
    }
}
