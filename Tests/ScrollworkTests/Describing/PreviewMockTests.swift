import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview
@testable import Walkthrough

/// `Examples/LandingPage/landing.json`, as committed.
let landingFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/LandingPage/landing.json")

@Suite("Preview mock page")
struct PreviewMockTests {
    @Test("A target's name is element.property, split at the last dot; no dot, or `screen`, is the screen")
    func split() {
        let elements: Set = ["hero", "cards.strip"]
        #expect(PreviewMock.split("hero.opacity", elements: elements) == ("hero", "opacity"))
        #expect(PreviewMock.split("cards.strip.x", elements: elements) == ("cards.strip", "x"))
        #expect(PreviewMock.split("screen.background", elements: elements) == ("", "background"))
        #expect(PreviewMock.split("screen.background", elements: ["screen"]) == ("screen", "background"))
        #expect(PreviewMock.split("background", elements: elements) == ("", "background"))
        #expect(PreviewMock.split("logo.center", elements: elements) == ("logo", "center"))
    }

    @Test("The property and the value type say how a value is applied", arguments: [
        ("opacity", "number", PreviewMock.Apply.opacity), ("Alpha", "number", .opacity), ("x", "number", .translateX),
        ("shift", "number", .translateX), ("y", "number", .translateY), ("scale", "number", .scale), ("scaleY", "number", .scaleY),
        ("rotate", "number", .rotate), ("spin", "number", .rotate), ("pin", "number", .pin), ("width", "number", .width),
        ("count", "number", .text), ("progress", "number", .text),
        ("center", "point", .center), ("position", "point", .center), ("offset", "point", .translate), ("scale", "point", .scaleXY),
        ("size", "size", .size), ("scale", "size", .scaleXY), ("frame", "rect", .frame), ("anything", "rect", .frame),
        ("background", "color", .background), ("bg", "color", .background), ("color", "color", .color),
        ("textColor", "color", .color), ("border", "color", .borderColor),
    ])
    func apply(property: String, type: String, expected: PreviewMock.Apply) {
        #expect(PreviewMock.apply(property, type: type).apply == expected)
    }

    @Test("A number shown as text: whole for a counter, two decimals after its property's name otherwise")
    func text() {
        #expect(PreviewMock.apply("count", type: "number") == (.text, 0, ""))
        #expect(PreviewMock.apply("visitorCount", type: "number") == (.text, 0, ""))
        #expect(PreviewMock.apply("progress", type: "number") == (.text, 2, "progress "))
    }

    @Test("The landing page: every target applies to a layout element by name, the biggest boxes drawn first")
    func landing() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: landingFile)), title: "landing.json", step: nil)
        let mock = data.mock
        #expect(mock.boxes.allSatisfy(\.inLayout) && mock.boxes.count == 10 && mock.boxes.allSatisfy { $0.layer == "content" })
        #expect(mock.boxes.first?.name == "product" && mock.boxes.firstIndex { $0.name == "shot" }! > mock.boxes.firstIndex { $0.name == "product" }!)
        let applied = Dictionary(uniqueKeysWithValues: mock.effects.map { (data.targets[$0.target].name, "\($0.element) \($0.apply)") })
        #expect(applied["hero.opacity"] == "hero opacity" && applied["hero.y"] == "hero translateY")
        #expect(applied["shot.pin"] == "shot pin" && applied["shot.rotate"] == "shot rotate")
        #expect(applied["card3.x"] == "card3 translateX" && applied["card3.pin"] == "card3 pin")
        #expect(applied["colours.background"] == "colours background" && applied["colours.color"] == "colours color")
        #expect(applied["stats.count"] == "stats text")
        #expect(mock.effects.count == data.targets.count)
    }

    @Test("The walkthrough: actors centred on screen halfway through their scene, a pinned one when its scene starts, stage tracks' on the screen")
    func walkthroughActors() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file)), title: "w.json", step: 100)
        let boxes = Dictionary(uniqueKeysWithValues: data.mock.boxes.map { ($0.name, $0) })
        // page1 runs from -422 to 422: its middle, 0, puts the viewport's centre at 422; title1 and dot1 share a row.
        let title1 = try #require(boxes["title1"]), dot1 = try #require(boxes["dot1"])
        #expect(title1.layer == "content" && !title1.inLayout && title1.frame[1] + title1.frame[3] / 2 == 422 && dot1.frame[1] == title1.frame[1])
        #expect(title1.frame[0] + title1.frame[2] + 8 == dot1.frame[0] && title1.frame[0] == 390 - dot1.frame[0] - dot1.frame[2])
        // The card is pinned from 1568: centred in the viewport then, at 1568 + 422.
        let card = try #require(boxes["card"])
        #expect(card.layer == "content" && card.frame[1] + card.frame[3] / 2 == 1568 + 422)
        // The logo is moved by tracks of the stage's own: on the screen. The background is the screen's.
        #expect(boxes["logo"]?.layer == "screen" && boxes["screen"] == nil)
        #expect(data.mock.effects.first { data.targets[$0.target].name == "screen.background" }.map { "\($0.element)|\($0.apply)" } == "|background")
        #expect(data.mock.effects.first { data.targets[$0.target].name == "logo.center" }?.apply == .center)
    }
}

@Suite("Preview landing page")
struct PreviewLandingTests {
    @Test("landing.json reads, with no diagnostic, so `--strict` passes")
    func strict() throws {
        let check = PreviewCheck(json: try Data(contentsOf: landingFile), file: "landing.json", strict: true)
        #expect(check.lines.isEmpty && check.status == 0 && check.document != nil)
    }

    @Test("The pinned product shot stays put on the screen through its scene, and rotates only with full motion")
    func pinnedShot() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: landingFile)), title: "landing.json", step: nil)
        let shot = try #require(data.mock.boxes.first { $0.name == "shot" })
        let pin = try #require(data.targets.firstIndex { $0.name == "shot.pin" })
        let rotate = try #require(data.targets.firstIndex { $0.name == "shot.rotate" })
        let span = try #require(data.markers.first { $0.scene == "product" && $0.boundary == "start" }?.offset)
        #expect(span == 847)   // the shot's centre (1144 + 125) meets the viewport's (422)
        for policy in ["full", "reduced"] {
            let samples = try #require(data.samples[policy])
            var seen = Set<Double>()
            for index in 0..<data.count {
                let offset = Double(index) * data.step
                guard offset >= span && offset <= span + 1200, let held = samples.values[pin][index] else { continue }
                // Where the shot's top is on the screen: its frame, the pin, minus the offset.
                #expect(shot.frame[1] + held - offset == 1144 - span)
                seen.insert(try #require(samples.values[rotate][index]))
            }
            if policy == "reduced" { #expect(seen == [0, 180, 360]) } else { #expect(seen.count > 100) }
        }
    }

    @Test("The hero fades and the counter counts under both policies alike; the strip slides only with full motion")
    func policies() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: landingFile)), title: "landing.json", step: nil)
        let full = try #require(data.samples["full"]), reduced = try #require(data.samples["reduced"])
        for name in ["hero.opacity", "stats.count", "colours.background"] {
            let t = try #require(data.targets.firstIndex { $0.name == name })
            #expect(full.values[t] == reduced.values[t], "\(name)")
        }
        let count = try #require(data.targets.firstIndex { $0.name == "stats.count" })
        #expect(full.values[count].last == 12000)
        let x = try #require(data.targets.firstIndex { $0.name == "card1.x" })
        #expect(Set(reduced.values[x].compactMap { $0 }) == [0, -1170] && Set(full.values[x].compactMap { $0 }).count > 100)
    }
}

@Suite("Preview events")
struct PreviewEventTests {
    @Test("The event log's events are the walkthrough stage's, scrolled sample by sample forward from 0 and back from the end")
    func events() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: WalkthroughDocumentTests.file)), title: "w.json", step: nil)
        var expected: [PreviewData.Event] = []
        var index = 0
        let walkthrough = try Walkthrough()
        walkthrough.stage.onEvent = { expected.append(PreviewData.Event(index: index, text: $0.description)) }
        for i in 0..<data.count {
            index = i
            walkthrough.stage.setOffset(Double(i) * data.step)
        }
        #expect(data.events.forward == expected)
        // page1 ends at 422, with a hysteresis of 2: left at 424, sample 212.
        #expect(data.events.forward.first == PreviewData.Event(index: 212, text: "page1 leave @422.0"))
        expected = []
        let back = try Walkthrough()
        back.stage.setOffset(Double(data.count - 1) * data.step)
        back.stage.onEvent = { expected.append(PreviewData.Event(index: index, text: $0.description)) }
        for i in stride(from: data.count - 2, through: 0, by: -1) {
            index = i
            back.stage.setOffset(Double(i) * data.step)
        }
        #expect(data.events.backward == expected && data.events.backward.count == data.events.forward.count)
        #expect(Set(data.events.forward.map(\.text)).count == data.events.forward.count)
    }
}

@Suite("Preview watch")
struct PreviewWatchTests {
    @Test("--watch renders again only when the document's stamp changes, polling a fixed number of times without waiting")
    func polls() {
        let day = Date(timeIntervalSince1970: 86_400)
        // What the file looks like at each poll: unchanged, saved, saved (same bytes, new date), gone, back, unchanged.
        let stamps: [PreviewWatch.Stamp?] = [
            .init(modified: day, size: 10), .init(modified: day, size: 10), .init(modified: day + 1, size: 12),
            .init(modified: day + 2, size: 12), nil, .init(modified: day + 3, size: 12), .init(modified: day + 3, size: 12),
        ]
        var read = 0, sleeps = 0, renders: [Int] = []
        let watch = PreviewWatch(stamp: { defer { read += 1 }; return stamps[read] }, sleep: { sleeps += 1 })
        let count = watch.run(polls: 6) { renders.append(read) }
        #expect(count == 3 && renders == [3, 4, 6] && sleeps == 6 && read == 7)
    }

    @Test("A watched page loads its script file and reloads on a new stamp; an unwatched one loads nothing")
    func page() throws {
        let data = try PreviewData(document: StageDocument(json: Data(contentsOf: landingFile)), title: "landing.json", step: 50)
        let watch = PreviewPage.Watch(script: PreviewWatch.scriptName(for: URL(fileURLWithPath: "/tmp/out/landing page.html")),
                                      stamp: PreviewWatch.pageStamp(Data("{}".utf8)))
        #expect(watch.script == "landing page.watch.js" && watch.stamp.count == 16)
        #expect(watch.stamp != PreviewWatch.pageStamp(Data("{ }".utf8)) && watch.stamp == PreviewWatch.pageStamp(Data("{}".utf8)))
        let watched = try PreviewPage.html(data, diagram: "<svg></svg>", watch: watch)
        #expect(watched.contains(#"script.src = "landing\u0020page.watch.js?" + Date.now();"#))
        #expect(watched.contains("window.scrollworkStamp !== \"\(watch.stamp)\""))
        #expect(PreviewWatch.script(stamp: watch.stamp) == "window.scrollworkStamp = \"\(watch.stamp)\";\n")
        let plain = try PreviewPage.html(data, diagram: "<svg></svg>")
        #expect(!plain.contains("watch.js") && !plain.contains("script.src") && !plain.contains("{{WATCH}}"))
        let error = PreviewPage.errorHTML(title: "a.json", lines: ["a.json: error: scenes[0]: <bad>"], watch: watch)
        #expect(error.contains("a.json: error: scenes[0]: &lt;bad&gt;") && error.contains("landing\\u0020page.watch.js"))
    }
}

@Suite("Preview mock page placement")
struct PreviewMockPlacementTests {
    static let targets = [
        PreviewData.Target(name: "badge.opacity", type: "number", components: 1),
        PreviewData.Target(name: "tag.opacity", type: "number", components: 1),
        PreviewData.Target(name: "tag.count", type: "number", components: 1),
        PreviewData.Target(name: "sticker.pin", type: "number", components: 1),
        PreviewData.Target(name: "box.frame", type: "rect", components: 4),
        PreviewData.Target(name: "panel.x", type: "number", components: 1),
    ]

    @Test("On a horizontal stage, actors are placed along x: side by side across y, centred halfway through their scene")
    func horizontal() {
        let mock = PreviewMock(
            targets: Self.targets,
            scenes: [("a", ["badge.opacity", "tag.opacity", "tag.count"]), ("b", ["sticker.pin", "box.frame"]), ("c", ["panel.x"])],
            spans: ["a": 1000...2000, "b": 3000...3500, "c": 0...100],
            elements: [PreviewData.Element(name: "panel", frame: [0, 0, 2000, 600])],
            viewport: [1000, 600], axis: "horizontal")
        let boxes = Dictionary(uniqueKeysWithValues: mock.boxes.map { ($0.name, $0) })
        #expect(mock.boxes.map(\.name) == ["panel", "badge", "tag", "sticker", "box"])
        #expect(PreviewMock.actorSize(viewport: [1000, 600], axis: "horizontal") == [150, 68])
        // Scene a is half done at 1500, when the viewport's centre is at 1500 + 500: badge and tag share the line across.
        let badge = boxes["badge"]!, tag = boxes["tag"]!
        #expect(badge.frame[0] + badge.frame[2] / 2 == 2000 && tag.frame[0] == badge.frame[0] && badge.layer == "content")
        #expect(badge.frame[1] + badge.frame[3] + 8 == tag.frame[1] && badge.frame[1] == 600 - tag.frame[1] - tag.frame[3])
        // Pinned: centred when its scene starts. Placed by a frame: on the screen.
        #expect(boxes["sticker"]!.frame[0] + 75 == 3000 + 500 && boxes["box"]!.layer == "screen")
        #expect(mock.effects.map(\.apply) == [.opacity, .opacity, .text, .pin, .frame, .translateX])
        #expect(mock.effects.map(\.element) == ["badge", "tag", "tag", "sticker", "box", "panel"])
    }
}
