#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Testing
@testable import Scrollwork

@Suite("ResponsiveStage")
struct ResponsiveStageTests {
    final class Box { var value = -1.0 }

    static func fade(from: Double = 0, to: Double = 1) -> Timeline<Double> {
        var timeline = Timeline(initial: from)
        try! timeline.insert(Scale(start: 0, length: 1, to: to))
        return timeline
    }

    @Test("Conditions: half-open widths, orientation, size classes, motion policy and flags")
    func conditions() {
        let tablet = StageVariant.Condition(minWidth: 600, maxWidth: 1024)
        #expect(!tablet.holds(in: .init(width: 599.5, height: 800)))
        #expect(tablet.holds(in: .init(width: 600, height: 800)))
        #expect(tablet.holds(in: .init(width: 1023.5, height: 800)))
        #expect(!tablet.holds(in: .init(width: 1024, height: 800)))
        #expect(!tablet.holds(in: .init(width: .nan, height: 800)))
        #expect(StageVariant.Context(width: 800, height: 800).orientation == .portrait)
        #expect(StageVariant.Context(width: 801, height: 800).orientation == .landscape)
        let landscape = StageVariant.Condition(orientation: .landscape)
        #expect(landscape.holds(in: .init(width: 900, height: 400)))
        #expect(!landscape.holds(in: .init(width: 400, height: 900)))
        let compact = StageVariant.Condition(horizontalSizeClass: .compact)
        #expect(!compact.holds(in: .init(width: 400, height: 900)))   // not reported: does not hold
        #expect(compact.holds(in: .init(width: 400, height: 900, horizontalSizeClass: .compact)))
        let calm = StageVariant.Condition(motionPolicy: .reduced, flags: ["lite"])
        #expect(!calm.holds(in: .init(width: 1, height: 1, motionPolicy: .reduced)))
        #expect(calm.holds(in: .init(width: 1, height: 1, motionPolicy: .reduced, flags: ["lite", "other"])))
        #expect(StageVariant.Condition().holds(in: .init(width: .nan, height: .nan)))
    }

    @Test("Diagnostics name a variant that never holds and one an earlier variant shadows")
    func diagnostics() throws {
        let page = try ResponsiveStage(variants: [
            StageVariant("empty", when: .init(minWidth: 800, maxWidth: 600), scenes: []),
            StageVariant("wide", when: .init(minWidth: 768), scenes: []),
            StageVariant("desktop", when: .init(minWidth: 1024, orientation: .landscape), scenes: []),
            StageVariant("nan", when: .init(maxHeight: .nan), scenes: []),
            StageVariant("phone", when: .init(maxWidth: 600), scenes: []),
            StageVariant("all", scenes: []),
            StageVariant("never", when: .init(flags: ["x"]), scenes: []),
        ])
        #expect(page.diagnostics == [
            VariantDiagnostic(variant: "empty", reason: .neverHolds),
            VariantDiagnostic(variant: "desktop", reason: .shadowed(by: "wide")),
            VariantDiagnostic(variant: "nan", reason: .neverHolds),
            VariantDiagnostic(variant: "never", reason: .shadowed(by: "all")),
        ])
        #expect(page.diagnostics[1].description == #"variant "desktop" is never in force: "wide" (listed earlier) holds wherever it does"#)
    }

    @Test("Bad variants are refused with typed errors")
    func errors() {
        #expect(throws: VariantError.duplicateVariant("a")) {
            try ResponsiveStage(variants: [StageVariant("a", scenes: []), StageVariant("a", scenes: [])])
        }
        #expect(throws: VariantError.duplicateScene(variant: "a", scene: "s")) {
            try ResponsiveStage(variants: [StageVariant("a") { ScrollScene("s", start: 0, length: 1); ScrollScene("s", start: 5, length: 1) }])
        }
        #expect(throws: VariantError.invalidScene(variant: "a", .invalidLength(scene: "s", length: -1))) {
            try ResponsiveStage(variants: [StageVariant("a") { ScrollScene("s", start: 0, length: -1) }])
        }
        // An arriving scene whose name a base scene holds: refused, nothing changed.
        let stage = Stage()
        try! stage.add(ScrollScene("hero", start: 0, length: 10))
        let page = try! ResponsiveStage(stage, variants: [StageVariant("a") { ScrollScene("x", start: 0, length: 1); ScrollScene("hero", start: 0, length: 1) }])
        #expect(throws: StageError.duplicateScene("hero")) { try page.update(.init(width: 1, height: 1)) }
        #expect(stage.sceneNames == ["hero"] && page.variantInForce == nil && page.context == nil)
    }

    @Test("A leaving scene's tracks go back to rest; a kept one keeps its once completion; none in force leaves the base")
    func switchContract() throws {
        let wideBox = Box(), keptBox = Box(), narrowBox = Box()
        let stage = Stage()
        try stage.add(ScrollScene("base", start: 0, length: 100))
        var switches: [VariantSwitch] = []
        let page = try ResponsiveStage(stage, variants: [
            StageVariant("wide", when: .init(minWidth: 768)) {
                ScrollScene("pin", start: 100, length: 400) { Track(Self.fade(from: 0.25, to: 1), to: \Box.value, on: wideBox) }
                ScrollScene("cards", start: 0, length: 200, once: true) { Track(Self.fade(), to: \Box.value, on: keptBox) }
            },
            StageVariant("narrow", when: .init(maxWidth: 768)) {
                ScrollScene("cards", start: 600, length: 200, once: true) { Track(Self.fade(from: 0, to: 2), to: \Box.value, on: keptBox) }
                ScrollScene("fade", start: 0, length: 1000) { Track(Self.fade(), to: \Box.value, on: narrowBox) }
            },
        ])
        page.onSwitch = { switches.append($0) }
        try page.update(.init(width: 1024, height: 768))
        stage.setOffset(300)
        #expect(wideBox.value == 0.625 && keptBox.value == 1)
        let report = try #require(try page.update(.init(width: 390, height: 844)))
        #expect(report == VariantSwitch(from: "wide", to: "narrow", offset: 300, left: ["pin"], kept: ["cards"], arrived: ["fade"]))
        #expect(report.description == "wide → narrow at 300.0: left [\"pin\"], kept [\"cards\"], arrived [\"fade\"]")
        #expect(wideBox.value == 0.25)            // the pin's track at rest: its initial value
        #expect(keptBox.value == 2)               // completed once: seen at its end, with the new values
        #expect(narrowBox.value == 0.3)
        #expect(stage.sceneNames == ["base", "cards", "fade"])
        #expect(stage.snapshot.scenes["cards"]?.completed == true)
        // The same variant again: nothing happens.
        #expect(try page.update(.init(width: 400, height: 844)) == nil)
        // No variant holds: the variant scenes leave, the base stays.
        try page.update(.init(width: .nan, height: 1))
        #expect(page.variantInForce == nil)
        #expect(stage.sceneNames == ["base"])
        #expect(keptBox.value == 0 && narrowBox.value == 0)   // both at rest
        #expect(switches.map(\.to) == ["wide", "narrow", nil])
    }

    @Test("Events a switch owes: kept scenes' crossings in the new variant's order, then arrivals' load events in scroll order")
    func eventOrder() throws {
        let stage = Stage()
        stage.loadEvents = .onScreen
        var events: [String] = []
        stage.onEvent = { events.append("\($0.scene) \($0.kind)") }
        let page = try ResponsiveStage(stage, variants: [
            StageVariant("a", when: .init(maxWidth: 500)) {
                ScrollScene("k1", start: 1000, length: 100)
                ScrollScene("k2", start: 1000, length: 100)
                ScrollScene("gone", start: 0, length: 1000)
            },
            StageVariant("b") {
                ScrollScene("late", start: 400, length: 300)
                ScrollScene("k2", start: 0, length: 100)
                ScrollScene("early", start: 200, length: 300)
                ScrollScene("k1", start: 300, length: 500)
            },
        ])
        try page.update(.init(width: 400, height: 800))
        stage.setOffset(450)
        #expect(events == ["gone enter"])
        events.removeAll()
        try page.update(.init(width: 800, height: 800))
        // "gone" leaves silently; k2 passed (enter, leave), k1 entered; then early and late on screen.
        #expect(events == ["k2 enter", "k2 leave", "k1 enter", "early enter", "late enter"])
    }

    @Test("A switch asked for from an event handler or from onSwitch waits for the one under way")
    func reentrantUpdate() throws {
        let stage = Stage()
        let page = try ResponsiveStage(stage, variants: [
            StageVariant("a", when: .init(maxWidth: 500)) { ScrollScene("x", start: 0, length: 10) },
            StageVariant("b", when: .init(maxWidth: 1000)) { ScrollScene("y", start: 0, length: 10) },
            StageVariant("c") { ScrollScene("z", start: 0, length: 10) },
        ])
        var seen: [String?] = []
        page.onSwitch = { report in
            seen.append(report.to)
            if report.to == "a" { #expect(try! page.update(.init(width: 2000, height: 1)) == nil) }
        }
        try page.update(.init(width: 100, height: 1))
        #expect(seen == ["a", "c"])
        #expect(stage.sceneNames == ["z"] && page.context?.width == 2000)
    }
}

@Suite("ResponsiveStageLayout")
struct ResponsiveStageLayoutTests {
    @Test("Following the layout: a rotation switches, a content change does not, size classes and flags are kept")
    func followLayout() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 3000)))
        let page = try ResponsiveStage(stage, variants: [
            StageVariant("wide", when: .init(orientation: .landscape, horizontalSizeClass: .regular)) { ScrollScene("pin", start: 0, length: 500) },
            StageVariant("narrow") { ScrollScene("fade", start: 0, length: 500) },
        ])
        try page.update(.init(layout: stage.layout, horizontalSizeClass: .regular, flags: ["x"]))
        #expect(page.variantInForce == "narrow")
        stage.setOffset(100)
        stage.layout = StageLayout(viewport: CGSize(width: 844, height: 390), content: CGSize(width: 844, height: 2000))
        #expect(try page.followLayout()?.to == "wide")
        #expect(page.context == StageVariant.Context(width: 844, height: 390, horizontalSizeClass: .regular, flags: ["x"]))
        stage.layout = StageLayout(viewport: CGSize(width: 844, height: 390), content: CGSize(width: 844, height: 2500))
        #expect(try page.followLayout() == nil)
        #expect(try page.updateSizeClasses(horizontal: .compact, vertical: .compact)?.to == "narrow")
        #expect(stage.sceneNames == ["fade"] && stage.snapshot.scenes["fade"]?.passedStart == true)
    }
}
