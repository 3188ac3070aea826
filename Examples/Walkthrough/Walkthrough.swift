import Foundation
import Scrollwork

/// The walkthrough's visible objects. Every property is written by the stage's tracks; nothing
/// else moves them.
final class Title {
    let text: String
    let subtitle: String
    var opacity = 0.0
    var shift = 0.0          // horizontal slide, points
    init(_ text: String, _ subtitle: String) {
        self.text = text
        self.subtitle = subtitle
    }
}

final class Logo {
    var center = CGPoint.zero
    var scale = 1.0
    var spin = 0.0           // degrees
}

final class Screen {
    var background = RGBA.black
}

final class Card {
    var pin = 0.0            // pin translation, points
    var opacity = 0.0
}

final class Dot {
    var opacity = 0.35
}

/// A four-page intro: titles fade and slide, a logo travels along a path, the background colour
/// changes from page to page, a card is pinned on page 3, and four dots show the page.
final class Walkthrough {
    static let viewport = CGSize(width: 390, height: 844)
    static let pages = 4
    static var page: Double { Double(viewport.height) }
    /// Where the pinned card sits in content coordinates (it scrolls with the content outside its pin).
    static let cardContentY = 2 * page + 300

    let titles = [
        Title("Scroll, don't play", "Every frame is a pure function of the offset"),
        Title("Any value", "Numbers, points, rects and colours, eased"),
        Title("Pinned in place", "Held while its scene is active, by arithmetic"),
        Title("Backwards too", "Scroll up: the exact mirror image"),
    ]
    let logo = Logo()
    let screen = Screen()
    let card = Card()
    let dots = (0..<Walkthrough.pages).map { _ in Dot() }
    let stage: Stage

    /// - Parameter policy: How much motion the stage shows: the page embeds frames for both.
    init(policy: MotionPolicy = .full) throws {
        let page = Self.page, width = Double(Self.viewport.width)
        let layout = StageLayout(viewport: Self.viewport, content: CGSize(width: width, height: page * Double(Self.pages)),
                                 elements: Dictionary(uniqueKeysWithValues: (0..<Self.pages).map { index in
                                     ("page\(index + 1)", CGRect(x: 0, y: Double(index) * page, width: width, height: page))
                                 }))
        // Page by page: the background blends in OKLab, the logo travels, spins and grows at the end.
        let colours = [0x1D3B8B, 0x6D28D9, 0xBE185D, 0xB45309].map { RGBA(UInt32($0)) }
        let stops = [CGPoint(x: 195, y: 250), CGPoint(x: 305, y: 400), CGPoint(x: 95, y: 215), CGPoint(x: 195, y: 330)]
        let background = try Timeline(initial: colours[0], colorSpace: .oklab) {
            for colour in colours.dropFirst() { Segment(to: colour, over: page, easing: .easeInOutSine) }
        }
        let path = try Timeline(initial: stops[0]) { for stop in stops.dropFirst() { Segment(to: stop, over: page, easing: .easeInOutCubic) } }
        let spin = try Timeline(initial: 0.0) { for turn in 1...3 { Segment(to: Double(turn) * 120, over: page, easing: .easeInOutQuad) } }
        let grow = try Timeline(initial: 1.0) { Hold(2.5 * page); Segment(to: 1.6, over: 0.5 * page, easing: .easeOutBack) }
        // Each page's scene runs from half a page before it to half a page after it (progress 0.5 is
        // the page at rest): its title fades and slides in and out, and its dot lights up.
        let fade = try Timeline(initial: 0.0) { Hold(0.15); Segment(to: 1, over: 0.35, easing: .easeOutCubic); Segment(to: 0, over: 0.35, easing: .easeInCubic) }
        let slide = try Timeline(initial: 140.0) { Hold(0.15); Segment(to: 0, over: 0.35, easing: .easeOutCubic); Segment(to: -140, over: 0.35, easing: .easeInCubic) }
        let light = try Timeline(initial: 0.35) { Hold(0.25); Segment(to: 1, over: 0.25); Segment(to: 0.35, over: 0.25) }
        let show = try Timeline(initial: 0.0) { Segment(to: 1, over: 0.2); Segment(to: 0, over: 0.2, at: 0.8) }
        let (screen, logo, card, titles, dots) = (self.screen, self.logo, self.card, self.titles, self.dots)
        stage = try Stage(layout: layout) {
            Track(background, to: \Screen.background, on: screen, domain: .offset).named("screen.background")
            Track(path, to: \Logo.center, on: logo, domain: .offset).named("logo.center")
            Track(spin, to: \Logo.spin, on: logo, domain: .offset).named("logo.spin")
            Track(grow, to: \Logo.scale, on: logo, domain: .offset).named("logo.scale")
            for (index, (title, dot)) in zip(titles, dots).enumerated() {
                // Opacities are fades (kept under reduced motion); the slide is decorative (discrete).
                ScrollScene("page\(index + 1)", start: .element("page\(index + 1)", .start, meets: .center), length: page, hysteresis: 2) {
                    Track(fade, to: \Title.opacity, on: title, motion: .fade).named("title\(index + 1).opacity")
                    Track(slide, to: \Title.shift, on: title).named("title\(index + 1).shift")
                    Track(light, to: \Dot.opacity, on: dot, motion: .fade).named("dot\(index + 1).opacity")
                }
            }
            // Page 3 pins a card: while its scene is active the card stays put as the content scrolls.
            ScrollScene("pin", start: 2 * page - 120, length: 360) {
                Track.pin { [unowned card] in card.pin = $0 }.named("card.pin")
                Track(show, to: \Card.opacity, on: card, motion: .fade).named("card.opacity")
            }
            // A trigger near the end: no tracks, just events ("show the Get started button").
            ScrollScene("finale", start: .content(.end, meets: .end, plus: -60), length: 0)
        }
        stage.motionPolicy = policy
    }

    /// The same walkthrough, its stage made from a document (`walkthrough.json`) with the objects
    /// bound by name, as an app that ships the document would make it.
    init(document: StageDocument, policy: MotionPolicy = .full) throws {
        stage = try Stage(document, bindings: Self.bindings(titles: titles, logo: logo, screen: screen, card: card, dots: dots))
        stage.motionPolicy = policy
    }

    var maximumOffset: Double { stage.layout.maximumOffset }

    /// The stage as a document (what `walkthrough.json` holds): every track is named above.
    var document: StageDocument {
        get throws { try StageDocument(stage) }
    }

    /// Where each target of the document goes: what an app that ships `walkthrough.json` writes
    /// to make the same stage with `Stage(document, bindings:)`.
    static func bindings(titles: [Title], logo: Logo, screen: Screen, card: Card, dots: [Dot]) -> [String: TrackBinding] {
        var bindings: [String: TrackBinding] = [
            "screen.background": .keyPath(\Screen.background, on: screen),
            "logo.center": .keyPath(\Logo.center, on: logo),
            "logo.spin": .keyPath(\Logo.spin, on: logo),
            "logo.scale": .keyPath(\Logo.scale, on: logo),
            "card.pin": .keyPath(\Card.pin, on: card),
            "card.opacity": .keyPath(\Card.opacity, on: card),
        ]
        for (index, (title, dot)) in zip(titles, dots).enumerated() {
            bindings["title\(index + 1).opacity"] = .keyPath(\Title.opacity, on: title)
            bindings["title\(index + 1).shift"] = .keyPath(\Title.shift, on: title)
            bindings["dot\(index + 1).opacity"] = .keyPath(\Dot.opacity, on: dot)
        }
        return bindings
    }

    /// The card's vertical position in the viewport: its content position, minus the offset, plus the pin.
    var cardY: Double { Self.cardContentY - (stage.offset ?? 0) + card.pin }

    /// Everything visible, as numbers (what the HTML page embeds and the SVG frames draw).
    var frame: Frame {
        Frame(
            offset: stage.offset ?? 0,
            background: screen.background.clamped().hexString,
            titles: titles.map { [round3($0.opacity), round3($0.shift)] },
            logo: [round3(Double(logo.center.x)), round3(Double(logo.center.y)), round3(logo.scale), round3(logo.spin)],
            card: [round3(cardY), round3(card.opacity)],
            dots: dots.map { round3($0.opacity) },
            active: stage.sceneNames.filter { stage.state(of: $0) == .active })
    }
}

func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

/// One rendered state of the walkthrough.
struct Frame: Codable, Equatable {
    var offset: Double
    var background: String
    var titles: [[Double]]        // [opacity, shift] per page
    var logo: [Double]            // x, y, scale, spin
    var card: [Double]            // y, opacity
    var dots: [Double]
    var active: [String]

    /// What is drawn, without the offset and the active-scene list (scene states depend on the
    /// path within a scene's hysteresis band; drawn values never do).
    var visible: Frame {
        var copy = self
        copy.offset = 0
        copy.active = []
        return copy
    }
}
