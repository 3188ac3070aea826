// `Stage.LoadEvents.visible` (issue 38, item 2): a first program shows what is on screen.

import Foundation
import Testing
@testable import Scrollwork

@Suite("Stage load events: visible")
struct StageLoadEventsVisibleTests {
    final class Card { var opacity = 0.0 }

    /// Three cards 250 high at 100, 400 and 700 in a viewport 844 high, each fading in over its
    /// CSS `entry` range (card k's from 300k − 744 to 300k − 494): at offset `offset`, cards 0
    /// and 1 are in full view and past their range, card 2 is entering.
    static func threeCards(_ loadEvents: Stage.LoadEvents, at offset: Double = 0, toggling: Bool = false) throws -> (shown: Int, events: [String]) {
        let animator = Animator(), cards = (0..<3).map { _ in Card() }
        var now = 0.0
        animator.timeSource = { now }
        let frames = cards.indices.map { ("card\($0)", CGRect(x: 0, y: 100 + Double($0) * 300, width: 390, height: 250)) }
        let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3000),
                                                  elements: Dictionary(uniqueKeysWithValues: frames))) {
            for (index, (card, _)) in frames.enumerated() {
                let fadeIn = animator.connect(.tween(from: 0.0, to: 1, duration: 0.4, easing: .linear), to: cards[index], \.opacity,
                                              forKey: card, actions: ToggleActions(leaveBack: .reverse))
                if toggling {
                    ScrollScene(card, range: .entry, of: card).toggling(fadeIn, named: card)
                } else {
                    ScrollScene(card, range: .entry, of: card, onEvent: fadeIn.handle)   // what a newcomer writes
                }
            }
        }
        stage.loadEvents = loadEvents
        var events: [String] = []
        stage.onEvent = { events.append("\($0)") }
        stage.setOffset(offset)
        now = 1
        animator.tick(at: now)
        return (cards.filter { $0.opacity == 1 }.count, events)
    }

    @Test("The three-card entry example: onScreen shows 1 of 3 cards on screen, visible 3 of 3, fromStart 3 of 3, silent 0")
    func threeCardEntry() throws {
        let onScreen = try Self.threeCards(.onScreen), visible = try Self.threeCards(.visible)
        #expect(onScreen.shown == 1 && onScreen.events == ["card2 enter @-144.0"])
        #expect(visible.shown == 3)
        #expect(visible.events == ["card0 enter @-744.0", "card0 leave @-494.0", "card1 enter @-444.0", "card1 leave @-194.0", "card2 enter @-144.0"])
        #expect(try Self.threeCards(.fromStart).shown == 3)
        #expect(try Self.threeCards(.silent).shown == 0)
        // A scene that knows its toggled animation completes it when passed at load, under both.
        #expect(try Self.threeCards(.onScreen, toggling: true).shown == 3)
        #expect(try Self.threeCards(.visible, toggling: true).shown == 3)
    }

    @Test("visible: a card scrolled wholly above the viewport is passed silently (as onScreen); one partly above reports enter and leave")
    func partlyAndWhollyAbove() throws {
        // At 300: card0 (100…350) shows its last 50 points, card1 and card2 show whole.
        let partly = try Self.threeCards(.visible, at: 300)
        #expect(partly.shown == 3)
        #expect(partly.events == ["card0 enter @-744.0", "card0 leave @-494.0", "card1 enter @-444.0", "card1 leave @-194.0",
                                  "card2 enter @-144.0", "card2 leave @106.0"])
        // At 350: card0's bottom edge meets the viewport's top: no longer on screen, so it is
        // passed silently, as under onScreen (a plain handler hears nothing; a scene that knows
        // its toggled animation completes it).
        let above = try Self.threeCards(.visible, at: 350)
        #expect(above.shown == 2)
        #expect(try Self.threeCards(.visible, at: 350, toggling: true).shown == 3)
        #expect(above.events == ["card1 enter @-444.0", "card1 leave @-194.0", "card2 enter @-144.0", "card2 leave @106.0"])
    }

    @Test("visible: a scene whose element shows but whose start is ahead reports nothing at load, and its enter once reached")
    func startAhead() throws {
        let layout = StageLayout(viewport: CGSize(width: 400, height: 1000), content: CGSize(width: 400, height: 3000),
                                 elements: ["card": CGRect(x: 0, y: 900, width: 400, height: 200)])
        var events: [String] = []
        // Starts when the card's top meets 80 % of the viewport: at 100.
        let stage = try Stage(layout: layout) {
            ScrollScene("card", start: .element("card", .start, meets: .fraction(0.8)), length: 100)
        }
        stage.loadEvents = .visible
        stage.onEvent = { events.append("\($0)") }
        stage.setOffset(0)
        #expect(events.isEmpty)
        stage.setOffset(150)
        #expect(events == ["card enter @100.0"])
    }

    @Test("visible: a scene without an element is placed as onScreen places it")
    func sceneWithoutElement() throws {
        for loadEvents in [Stage.LoadEvents.onScreen, .visible] {
            var events: [String] = []
            let stage = try Stage { ScrollScene("a", start: 0, length: 100); ScrollScene("b", start: 150, length: 100) }
            stage.loadEvents = loadEvents
            stage.onEvent = { events.append("\($0)") }
            stage.setOffset(200)
            #expect(events == ["b enter @150.0"], "\(loadEvents)")
        }
    }

    @Test("visible at a restore: the scenes saved as passed whose element shows report enter then leave, as at a first offset")
    func restore() throws {
        let saved = try StageLoadEventsTests.feed(.silent)
        saved.setOffset(1050)
        var events: [String] = []
        let stage = try StageLoadEventsTests.feed(.visible) { events.append("\($0)") }
        try stage.restore(saved.snapshot)
        var first: [String] = []
        let loaded = try StageLoadEventsTests.feed(.visible) { first.append("\($0)") }
        loaded.setOffset(1050)
        // At 1050 the viewport is 1050…1850: cards 0–2 (100…350, 400…650, 700…950) are above it,
        // so only the cards on screen report, as under onScreen.
        #expect(events == ["card3 enter @200.0", "card4 enter @500.0", "card5 enter @800.0"])
        #expect(first == events)
        #expect(Stage.LoadEvents.visible.description == "visible")
    }

    @Test("The diagnostics know visible: a trigger passed at every offset, on an element, fires at load under it")
    func diagnostics() throws {
        let layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 800),
                                 elements: ["card": CGRect(x: 0, y: 100, width: 400, height: 100)])
        // The content does not scroll: the trigger (the card's top meeting the viewport's bottom, at -700) is passed at every offset.
        let stage = try Stage(layout: layout) { ScrollScene("card", start: .element("card", .start, meets: .end), length: 0) }
        var events: [String] = []
        stage.onEvent = { events.append("\($0)") }
        stage.loadEvents = .onScreen
        #expect(stage.diagnostics.map(\.kind) == [.unreachableTrigger])
        stage.loadEvents = .visible
        #expect(stage.diagnostics.isEmpty)
        stage.setOffset(0)
        #expect(events == ["card enter @-700.0", "card leave @-700.0"])
    }

    @Test("The Batches article's example, which sets visible: the cards on screen at load fade in, in the first batch")
    func batchArticleExample() throws {
        var lines: [String] = []
        // The article's program (ScrollDrivenPages.md, "Batches"), printing into `lines`.
        let frames = (0..<500).map { (String(format: "card%03d", $0), CGRect(x: 0, y: Double($0) * 300, width: 390, height: 280)) }
        let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844),
                                                  content: CGSize(width: 390, height: 150_000),
                                                  elements: Dictionary(uniqueKeysWithValues: frames))) {
            for (card, _) in frames {
                ScrollScene(card, start: .element(card, .start, meets: .end), end: .element(card, .end, meets: .start))
            }
        }
        stage.loadEvents = .visible
        var now = 0.0
        try stage.batchEvents(of: stage.sceneNames, interval: 0.15, maximum: 8) { batch in
            guard batch[0].kind == .enter || batch[0].kind == .leaveBack else { return }
            let cards = batch.map { $0.scene.dropFirst(4) }.joined(separator: " ")
            lines.append("\(String(format: "%.3f s", now)) \(batch[0].kind == .enter ? "fade in " : "hide    ") \(cards)")
        }
        stage.setOffset(0, at: 0)
        for frame in 1...30 {
            now = Double(frame) / 60
            stage.setOffset(2400 * now, at: now)
        }
        now = 0.6
        stage.setOffset(7500, at: now)
        for frame in 37...48 {
            now = Double(frame) / 60
            stage.tick(at: now)
        }
        now = 1
        stage.setOffset(0, at: now)
        now = 1.2
        stage.tick(at: now)
        #expect(lines == [
            "0.150 s fade in  000 001 002 003",
            "0.300 s fade in  004 005",
            "0.600 s fade in  006",
            "0.600 s fade in  007 008 009 010 011 012 013 014",
            "0.600 s fade in  015 016 017 018 019 020 021 022",
            "0.750 s fade in  023 024 025 026 027",
            "1.000 s hide     027 026 025 024 023 022 021 020",
            "1.000 s hide     019 018 017 016 015 014 013 012",
            "1.000 s hide     011 010 009 008 007 006 005 004",
            "1.200 s hide     003",
        ], "\(lines)")
    }
}
