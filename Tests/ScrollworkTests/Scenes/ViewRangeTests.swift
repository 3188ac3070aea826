import Foundation
import Testing
@testable import Scrollwork

/// CSS view-timeline named ranges, checked against the spec's definitions written as predicates on
/// a scroll position (an independent model: no min or max, only "is the subject inside, covering,
/// crossing at this offset?"), over random layouts and relayouts, both axes.
@Suite("View ranges")
struct ViewRangeTests {
    /// One subject in one viewport, all in whole points so that every range end is a whole point.
    struct Scenario: CustomStringConvertible {
        var origin: Int, length: Int, viewport: Int, insetStart: Int, insetEnd: Int

        /// The visibility range at scroll position `p`: the viewport less its insets.
        func visible(_ p: Int) -> (start: Int, end: Int) { (p + insetStart, p + viewport - insetEnd) }

        /// Whether `p` is in the named range, by the spec's words.
        /// Whether `p` is in the named range, by the spec's words (`contain` is the contain range's
        /// ends, for entry and exit, which the spec defines through it).
        func contains(_ name: ScrollAnchor.ViewRange, _ p: Int, contain: (low: Int, high: Int)) -> Bool {
            let (vs, ve) = visible(p), s = origin, e = origin + length
            let cover = s <= ve && e >= vs                          // some part of the subject meets the range
            let inside = s >= vs && e <= ve, covers = s <= vs && e >= ve
            switch name {
            case .cover: return cover
            case .contain: return inside || covers
            case .entryCrossing: return s <= ve && ve <= e          // the range's end edge lies on the subject
            case .exitCrossing: return s <= vs && vs <= e           // the range's start edge lies on the subject
            case .entry: return cover && p <= contain.low           // entering: cover 0 % … contain 0 %
            case .exit: return cover && p >= contain.high           // leaving: contain 100 % … cover 100 %
            default: Issue.record("unknown range \(name)"); return false
            }
        }

        /// The first and last scroll positions in the range, found by scanning every whole point.
        func bounds(_ name: ScrollAnchor.ViewRange) -> (low: Int, high: Int) {
            let contain = name == .entry || name == .exit ? bounds(.contain) : (0, 0)
            let positions = (origin - viewport - abs(insetStart) - abs(insetEnd) - 2)...(origin + length + abs(insetStart) + abs(insetEnd) + 2)
            let inside = positions.filter { contains(name, $0, contain: contain) }
            return (inside.first!, inside.last!)
        }

        var description: String { "subject \(origin)+\(length), viewport \(viewport), insets \(insetStart)/\(insetEnd)" }
    }

    static func random(_ rng: inout SplitMix64, viewport: Int) -> Scenario {
        // Subjects smaller and larger than the visibility range, and exactly its size.
        let insetStart = Int.random(in: -40...120, using: &rng), insetEnd = Int.random(in: -40...120, using: &rng)
        let visible = viewport - insetStart - insetEnd
        let length = [Int.random(in: 0...visible, using: &rng), Int.random(in: visible...(3 * viewport), using: &rng), visible].randomElement(using: &rng)!
        return Scenario(origin: Int.random(in: 0...4_000, using: &rng), length: length, viewport: viewport, insetStart: insetStart, insetEnd: insetEnd)
    }

    static func layout(_ scenario: Scenario, axis: ScrollAxis) -> StageLayout {
        let frame = axis == .vertical
            ? CGRect(x: 10, y: scenario.origin, width: 300, height: scenario.length)
            : CGRect(x: scenario.origin, y: 10, width: scenario.length, height: 300)
        let viewport = axis == .vertical ? CGSize(width: 390, height: scenario.viewport) : CGSize(width: scenario.viewport, height: 844)
        return StageLayout(axis: axis, viewport: viewport, content: CGSize(width: 20_000, height: 20_000), elements: ["subject": frame])
    }

    static func insets(_ scenario: Scenario) -> ScrollAnchor.ViewInsets { .points(start: Double(scenario.insetStart), end: Double(scenario.insetEnd)) }

    @Test("every named range's ends agree with the spec's definitions, for anchors and for a stage across relayouts", arguments: [ScrollAxis.vertical, .horizontal])
    func randomLayouts(axis: ScrollAxis) throws {
        var rng = SplitMix64(seed: axis == .vertical ? 30 : 31)
        var scenario = Self.random(&rng, viewport: 800)
        let stage = Stage(layout: Self.layout(scenario, axis: axis))
        for range in ScrollAnchor.ViewRange.all {
            try stage.add(ScrollScene("\(range)", range: range, of: "subject", insets: Self.insets(scenario)))
        }
        stage.setOffset(0)
        var flips = 0
        for round in 0..<120 {
            // A relayout: a new subject (often flipping whether it fits) by assignment, or its length by a resize.
            let next = Self.random(&rng, viewport: 800)
            let fitted = scenario.length <= scenario.viewport - scenario.insetStart - scenario.insetEnd
            if round % 2 == 0 {
                scenario = Scenario(origin: next.origin, length: next.length, viewport: 800, insetStart: scenario.insetStart, insetEnd: scenario.insetEnd)
                stage.layout = Self.layout(scenario, axis: axis)
            } else {
                #expect(stage.resizeElement(named: "subject", by: Double(next.length - scenario.length)))
                scenario.length = next.length
            }
            if fitted != (scenario.length <= scenario.viewport - scenario.insetStart - scenario.insetEnd) { flips += 1 }
            let layout = Self.layout(scenario, axis: axis)
            for range in ScrollAnchor.ViewRange.all {
                let model = scenario.bounds(range)
                let start = ScrollAnchor.view(range, of: "subject", insets: Self.insets(scenario)).resolve(in: layout)
                let end = ScrollAnchor.view(range, of: "subject", at: .end, insets: Self.insets(scenario)).resolve(in: layout)
                #expect(start == Double(model.low) && end == Double(model.high), "\(range) of \(scenario): \(String(describing: start))…\(String(describing: end))")
                #expect(stage.range(of: "\(range)") == Double(model.low)...Double(model.high), "stage \(range) of \(scenario)")
            }
        }
        #expect(flips > 20, "the relayouts flipped whether the subject fits only \(flips) times")
    }

    @Test("insets change with the scenario: each scenario on a fresh stage, insets in points and as fractions of the viewport")
    func insetsAndFractions() throws {
        var rng = SplitMix64(seed: 32)
        for _ in 0..<150 {
            let scenario = Self.random(&rng, viewport: 1_000)
            let layout = Self.layout(scenario, axis: .vertical)
            // The same insets as fractions of the 1,000-point viewport (tenths of a percent are whole points).
            let fractional = ScrollAnchor.ViewInsets(start: .fraction(Double(scenario.insetStart) / 1_000), end: .fraction(Double(scenario.insetEnd) / 1_000))
            for range in ScrollAnchor.ViewRange.all {
                let model = scenario.bounds(range)
                for insets in [Self.insets(scenario), fractional] {
                    let low = try #require(ScrollAnchor.view(range, of: "subject", insets: insets).resolve(in: layout))
                    let high = try #require(ScrollAnchor.view(range, of: "subject", at: .end, insets: insets).resolve(in: layout))
                    #expect(abs(low - Double(model.low)) <= 1e-9 && abs(high - Double(model.high)) <= 1e-9, "\(range) of \(scenario) with \(insets)")
                }
            }
        }
    }

    @Test("the spec's cases by hand: a 300-point card in an 800-point viewport, and a 1,200-point one")
    func handWorked() throws {
        func bounds(_ range: ScrollAnchor.ViewRange, height: Double, insets: ScrollAnchor.ViewInsets = .zero) -> [Double] {
            let layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000),
                                     elements: ["card": CGRect(x: 0, y: 2_000, width: 400, height: height)])
            return [.start, .end].map { ScrollAnchor.view(range, of: "card", at: $0, insets: insets).resolve(in: layout)! }
        }
        // Smaller than the viewport: its top meets the bottom at 1,200, its bottom at 1,500; its top
        // meets the top at 2,000, its bottom at 2,300.
        #expect(bounds(.cover, height: 300) == [1_200, 2_300])
        #expect(bounds(.contain, height: 300) == [1_500, 2_000])          // wholly inside
        #expect(bounds(.entry, height: 300) == [1_200, 1_500])
        #expect(bounds(.exit, height: 300) == [2_000, 2_300])
        #expect(bounds(.entryCrossing, height: 300) == [1_200, 1_500])
        #expect(bounds(.exitCrossing, height: 300) == [2_000, 2_300])
        // Larger: bottom meets the bottom at 2,400, top meets the top at 2,000.
        #expect(bounds(.cover, height: 1_200) == [1_200, 3_200])
        #expect(bounds(.contain, height: 1_200) == [2_000, 2_400])        // wholly covering
        #expect(bounds(.entry, height: 1_200) == [1_200, 2_000])
        #expect(bounds(.exit, height: 1_200) == [2_400, 3_200])
        #expect(bounds(.entryCrossing, height: 1_200) == [1_200, 2_400])   // as long as the subject
        #expect(bounds(.exitCrossing, height: 1_200) == [2_000, 3_200])
        // A 64-point bar inset at the top, 10% of the viewport at the bottom.
        let insets = ScrollAnchor.ViewInsets(start: .points(64), end: .fraction(0.1))
        #expect(bounds(.cover, height: 300, insets: insets) == [1_280, 2_236])
        #expect(bounds(.contain, height: 300, insets: insets) == [1_580, 1_936])
        // Offsets within a range: `entry 25%`, `exit -20px`, `cover 50% + 10px`.
        let layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000),
                                 elements: ["card": CGRect(x: 0, y: 2_000, width: 400, height: 300)])
        #expect(ScrollAnchor.view(.entry, of: "card", at: .fraction(0.25)).resolve(in: layout) == 1_275)
        #expect(ScrollAnchor.view(.exit, of: "card", at: .points(-20)).resolve(in: layout) == 1_980)
        #expect(ScrollAnchor.view(.cover, of: "card", at: .fraction(0.5) + 10).resolve(in: layout) == 1_760)
        #expect((ScrollAnchor.view(.cover, of: "card") + 5).resolve(in: layout) == 1_205)
    }

    @Test("entry 25% to exit 75% on a stage: progress through the mixed range, exact after the card grows past the viewport")
    func mixedPair() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000),
                                              elements: ["card": CGRect(x: 0, y: 2_000, width: 400, height: 300)]))
        try stage.add(ScrollScene("card", start: .view(.entry, of: "card", at: .fraction(0.25)), end: .view(.exit, of: "card", at: .fraction(0.75))))
        #expect(stage.range(of: "card") == 1_275...2_225)
        stage.setOffset(1_750)
        #expect(stage.progress(of: "card") == 0.5)
        #expect(stage.resizeElement(named: "card", by: 900))       // 1,200 points: now larger than the viewport
        // entry = 1,200…2,000, exit = 2,400…3,200.
        #expect(stage.range(of: "card") == 1_400...3_000)
    }

    @Test("a zero-length named range makes the scene a trigger at that offset: the same events as a trigger scene there")
    func zeroLength() throws {
        // A subject exactly as tall as the viewport has an empty contain range (its top meets the top
        // as its bottom meets the bottom); an empty subject has an empty entry-crossing.
        var events: [String] = [], twinEvents: [String] = []
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000),
                                              elements: ["panel": CGRect(x: 0, y: 2_000, width: 400, height: 800),
                                                         "rule": CGRect(x: 0, y: 3_000, width: 400, height: 0)]))
        try stage.add(ScrollScene("contain", range: .contain, of: "panel", onEvent: { events.append("\($0)") }))
        try stage.add(ScrollScene("crossing", range: .entryCrossing, of: "rule", onEvent: { events.append("\($0)") }))
        let twin = Stage()
        try twin.add(ScrollScene("contain", start: 2_000, length: 0, onEvent: { twinEvents.append("\($0)") }))
        try twin.add(ScrollScene("crossing", start: 2_200, length: 0, onEvent: { twinEvents.append("\($0)") }))
        #expect(stage.range(of: "contain") == 2_000...2_000)
        #expect(stage.range(of: "crossing") == 2_200...2_200)
        for offset in [1_000.0, 2_100, 2_500, 1_000, 2_000, 1_999] {
            stage.setOffset(offset)
            twin.setOffset(offset)
            #expect(stage.state(of: "contain") == twin.state(of: "contain") && stage.progress(of: "crossing") == twin.progress(of: "crossing"))
        }
        #expect(events == twinEvents)
        #expect(events.count == 12, "\(events)")   // six crossings of the two triggers, two events each
    }

    @Test("an anchor of a missing element leaves its scene unresolved until the element arrives")
    func missingElement() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000)))
        try stage.add(ScrollScene("card", range: .cover, of: "card"))
        #expect(stage.range(of: "card") == nil)
        stage.layout.elements["card"] = CGRect(x: 0, y: 2_000, width: 400, height: 300)
        #expect(stage.range(of: "card") == 1_200...2_300)
        #expect(ScrollAnchor.view(.cover, of: "card", at: .fraction(.infinity)).resolve(in: stage.layout) == nil)
    }

    @Test("an element with a negative height is read standardized, as CG reads it (minY 1700, maxY 2000): its end is 2000, not 1400, for anchors, named ranges and a stage (issue 38, item 5)",
          arguments: [ScrollAxis.vertical, .horizontal])
    func negativeSize(axis: ScrollAxis) throws {
        func layout(_ frame: CGRect) -> StageLayout {
            StageLayout(axis: axis, viewport: CGSize(width: 844, height: 844), content: CGSize(width: 5_000, height: 5_000), elements: ["e": frame])
        }
        let negative = axis == .vertical ? CGRect(x: 0, y: 2_000, width: 390, height: -300) : CGRect(x: 2_000, y: 0, width: -300, height: 390)
        let flipped = layout(negative), standard = layout(negative.standardized)
        #expect(ScrollAnchor.element("e", .end).resolve(in: flipped) == 2_000)
        #expect(ScrollAnchor.element("e", .start).resolve(in: flipped) == 1_700)
        for range in ScrollAnchor.ViewRange.all {
            for fraction in [0.0, 0.25, 1] {
                let anchor = ScrollAnchor.view(range, of: "e", at: .fraction(fraction))
                #expect(anchor.resolve(in: flipped) == anchor.resolve(in: standard), "\(range) \(fraction)")
            }
        }
        #expect(ScrollAnchor.view(.entryCrossing, of: "e", at: .fraction(1)).resolve(in: flipped) == 1_156)   // its end meets the viewport's end: 2000 − 844
        #expect(ScrollAnchor.view(.exitCrossing, of: "e").resolve(in: flipped) == 1_700)
        // A stage reads its own columns: the same ranges, at load and after a relayout.
        let scenes = { () -> [ScrollScene] in
            [ScrollScene("end", start: .element("e", .start), end: .element("e", .end)),
             ScrollScene("entry", range: .entryCrossing, of: "e"), ScrollScene("exit", range: .exitCrossing, of: "e")]
        }
        let stage = Stage(layout: flipped), twin = Stage(layout: standard)
        for scene in scenes() { try stage.add(scene) }
        for scene in scenes() { try twin.add(scene) }
        for name in ["end", "entry", "exit"] { #expect(stage.range(of: name) == twin.range(of: name), "\(name)") }
        #expect(stage.range(of: "end") == 1_700...2_000)
        stage.layout = layout(negative.offsetBy(dx: axis == .horizontal ? 100 : 0, dy: axis == .vertical ? 100 : 0))
        #expect(stage.range(of: "end") == 1_800...2_100)
    }

    @Test("view anchors round-trip through JSON and a stage document, and read as people write them")
    func codableAndDescription() throws {
        let anchor = ScrollAnchor.view(.entryCrossing, of: "card", at: .fraction(0.25), insets: ScrollAnchor.ViewInsets(start: .points(64), end: .fraction(0.1)))
        let data = try JSONEncoder().encode(anchor)
        #expect(try JSONDecoder().decode(ScrollAnchor.self, from: data) == anchor)
        #expect(String(decoding: data, as: UTF8.self).contains("\"entry-crossing\""))
        #expect(anchor.elementName == "card")
        #expect(anchor.explanation(on: .vertical) == "element `card` entry-crossing 25%, inset 64 pt / 10%")
        #expect(ScrollAnchor.view(.exit, of: "card").description == "card exit 0.0%")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScrollAnchor.ViewRange.self, from: Data("\"entry crossing\"".utf8)) }

        let layout = StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000),
                                 elements: ["card": CGRect(x: 0, y: 2_000, width: 400, height: 300)])
        let stage = Stage(layout: layout)
        try stage.add(ScrollScene("card", range: .contain, of: "card", insets: .points(start: 64, end: 0)))
        let json = try StageDocument(stage).json()
        let decoded = try Stage(StageDocument(json: json))
        #expect(decoded.range(of: "card") == stage.range(of: "card"))
        #expect(try StageDocument(decoded).json() == json)

        // A named range of anything but an element is refused, at its path.
        let absolute = #"{"version":1,"scenes":[{"name":"a","start":{"edge":{"fraction":0,"points":0},"points":0,"reference":{"absolute":{}},"#
            + #""viewportEdge":{"fraction":0,"points":0},"view":{"range":"cover","insets":{"start":{"fraction":0,"points":0},"end":{"fraction":0,"points":0}}}},"#
            + #""end":{"length":100}}]}"#
        do {
            _ = try StageDocument(json: Data(absolute.utf8))
            Issue.record("a named range of an absolute anchor was read")
        } catch {
            #expect(error.kind == .invalidValue && error.path == "scenes[0].start.view", "\(error)")
        }
    }
}

@Suite("Unclamped progress")
struct UnclampedProgressTests {
    final class Card { var y = 0.0, clampedY = 0.0 }

    @Test("a track keyed on unclamped progress reads below 0 and above 1 outside its scene; a progress track holds")
    func outsideTheRange() throws {
        let card = Card()
        // 40 points up over the range, 20 more over the next half range, and 20 down over the half before it.
        let rise = try Timeline(initial: 20.0) { Segment(to: 0, over: 0.5, at: -0.5); Segment(to: -40, over: 1); Segment(to: -60, over: 0.5) }
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 400, height: 800), content: CGSize(width: 400, height: 6_000),
                                              elements: ["card": CGRect(x: 0, y: 2_000, width: 400, height: 300)]))
        try stage.add(ScrollScene("card", range: .contain, of: "card") {        // 1,500...2,000
            Track(rise, domain: .unclampedProgress) { card.y = $0 }
            Track(rise) { card.clampedY = $0 }
        })
        var seen: [[Double]] = []
        for offset in [1_375.0, 1_500, 1_750, 2_000, 2_125, 2_500, 1_000] {
            stage.setOffset(offset)
            seen.append([card.y, card.clampedY])
        }
        #expect(seen == [[10, 0], [0, 0], [-20, -20], [-40, -40], [-50, -40], [-60, -40], [20, 0]])
    }

    @Test("unclamped progress of a trigger is 0 before it and 1 from it on; a completed once scene is read at its end or later")
    func triggersAndOnce() throws {
        #expect(Stage.unclampedProgress(start: 100, end: 100, seen: 99) == 0)
        #expect(Stage.unclampedProgress(start: 100, end: 100, seen: 100) == 1)
        #expect(Stage.unclampedProgress(start: 100, end: 300, seen: 600) == 2.5)
        #expect(Stage.unclampedProgress(start: -1e308, end: 1e308, seen: 1e308) == 1)
        var values: [Double] = []
        let stage = Stage()
        let double = try Timeline(initial: 0.0) { Segment(to: 2, over: 2) }
        try stage.add(ScrollScene("once", start: 100, length: 200, once: true) {
            Track(double, domain: .unclampedProgress) { values.append($0) }
        })
        for offset in [0.0, 200, 500, 200] { stage.setOffset(offset) }
        #expect(values == [0, 0.5, 2, 1])
    }

    @Test("the domain round-trips through a stage document by name")
    func documentName() throws {
        let stage = Stage()
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        try stage.add(ScrollScene("s", start: 0, length: 100) {
            Track(ramp, domain: .unclampedProgress) { _ in }.named("x")
        })
        let json = try StageDocument(stage).json()
        #expect(String(decoding: json, as: UTF8.self).contains("\"unclampedProgress\""))
        #expect(try StageDocument(json: json).json() == json)
    }
}
