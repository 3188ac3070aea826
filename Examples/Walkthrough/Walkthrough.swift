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
        let page = Self.page
        stage = Stage(layout: StageLayout(
            axis: .vertical, viewport: Self.viewport,
            content: CGSize(width: Self.viewport.width, height: page * Double(Self.pages)),
            elements: (0..<Self.pages).reduce(into: [:]) { frames, index in
                frames["page\(index + 1)"] = CGRect(x: 0, y: Double(index) * page, width: Self.viewport.width, height: page)
            }))

        // Background: one colour per page, blended in OKLab between page positions.
        let colours = ["#1d3b8b", "#6d28d9", "#be185d", "#b45309"].map { try! RGBA(hex: $0) }
        var background = Timeline(initial: colours[0], colorSpace: .oklab)
        for index in 1..<colours.count {
            try background.insert(Scale(start: Double(index - 1) * page, length: page, to: colours[index], easing: .easeInOutSine))
        }
        stage.add(Track(background, to: \Screen.background, on: screen, domain: .offset))

        // The logo travels along a path through the pages, spinning and growing at the end.
        let stops = [CGPoint(x: 195, y: 250), CGPoint(x: 305, y: 400), CGPoint(x: 95, y: 215), CGPoint(x: 195, y: 330)]
        var path = Timeline(initial: stops[0])
        var spin = Timeline(initial: 0.0)
        for index in 1..<stops.count {
            try path.insert(Scale(start: Double(index - 1) * page, length: page, to: stops[index], easing: .easeInOutCubic))
            try spin.insert(Scale(start: Double(index - 1) * page, length: page, to: Double(index) * 120, easing: .easeInOutQuad))
        }
        var grow = Timeline(initial: 1.0)
        try grow.insert(Scale(start: 2.5 * page, length: 0.5 * page, to: 1.6, easing: .easeOutBack))
        stage.add(Track(path, to: \Logo.center, on: logo, domain: .offset))
        stage.add(Track(spin, to: \Logo.spin, on: logo, domain: .offset))
        stage.add(Track(grow, to: \Logo.scale, on: logo, domain: .offset))

        // Each page's scene spans from half a page before it to half a page after it, so progress
        // 0.5 is the page at rest: the title fades and slides in, then out, and its dot lights up.
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0.15, length: 0.35, to: 1, easing: .easeOutCubic))
        try fade.insert(Scale(start: 0.5, length: 0.35, to: 0, easing: .easeInCubic))
        var slide = Timeline(initial: 140.0)
        try slide.insert(Scale(start: 0.15, length: 0.35, to: 0, easing: .easeOutCubic))
        try slide.insert(Scale(start: 0.5, length: 0.35, to: -140, easing: .easeInCubic))
        var light = Timeline(initial: 0.35)
        try light.insert(Scale(start: 0.25, length: 0.25, to: 1))
        try light.insert(Scale(start: 0.5, length: 0.25, to: 0.35))
        for index in 0..<Self.pages {
            var scene = ScrollScene("page\(index + 1)", start: .element("page\(index + 1)", .start, meets: .center), length: page)
            scene.hysteresis = 2
            // Opacities are fades (kept under reduced motion); the slide is decorative movement
            // (discrete under reduced motion). Numbers are decorative unless they say otherwise.
            scene.add(Track(fade, to: \Title.opacity, on: titles[index], motion: .fade))
            scene.add(Track(slide, to: \Title.shift, on: titles[index]))
            scene.add(Track(light, to: \Dot.opacity, on: dots[index], motion: .fade))
            try stage.add(scene)
        }

        // Page 3 pins a card: while its scene is active the card stays put as the content scrolls.
        var pin = ScrollScene("pin", start: .offset(2 * page - 120), length: 360)
        pin.add(.pin { [unowned card] in card.pin = $0 })
        var show = Timeline(initial: 0.0)
        try show.insert(Scale(start: 0, length: 0.2, to: 1))
        try show.insert(Scale(start: 0.8, length: 0.2, to: 0))
        pin.add(Track(show, to: \Card.opacity, on: card, motion: .fade))
        try stage.add(pin)

        // A trigger near the end: no tracks, just events ("show the Get started button").
        try stage.add(ScrollScene("finale", start: .content(.end, meets: .end, plus: -60), length: 0))
        stage.motionPolicy = policy
    }

    var maximumOffset: Double { stage.layout.maximumOffset }

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
