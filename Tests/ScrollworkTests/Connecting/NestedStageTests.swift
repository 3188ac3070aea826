import Foundation
import Testing
@testable import Scrollwork

/// A page with a horizontal section: the parent stage scrolls vertically, its scene `section`
/// (1000...3048, 2048 points) drives a child stage whose scroll range is 1024 points, so one point
/// of the child is two of the page — powers of two, so that every mapping below is exact.
final class NestedPage {
    static let sectionStart = 1000.0, sectionLength = 2048.0, childRange = 1024.0
    static let scale = sectionLength / childRange

    /// The child's scenes: (name, start, length, hysteresis, once), in child points.
    static let childScenes: [(String, Double, Double, Double, Bool)] = [
        ("a", 0, 100, 0, false), ("b", 200, 300, 4, false), ("c", 512, 0, 0, false), ("d", 700, 324, 0, false),
        ("e", 900, 50, 2.5, true), ("f", 300, 400, 0, false),
    ]
    /// The parent's own scenes: (name, start, length).
    static let parentScenes: [(String, Double, Double)] = [("intro", 0, 400), ("section", sectionStart, sectionLength), ("outro", 3500, 300)]

    let parent: Stage, child: Stage, flat: Stage
    /// Every event, tagged with the stage that reported it: "child", "parent" or "flat".
    var log: [(stage: String, event: SceneEvent)] = []
    /// Progress written by each child scene's track, and by the flattened page's copy of it.
    var childProgress: [String: Double] = [:], flatProgress: [String: Double] = [:]
    var childPin = 0.0, flatPin = 0.0

    init() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        child = Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 512, height: 700),
                                          content: CGSize(width: 512 + Self.childRange, height: 700)))
        flat = Stage()
        parent = Stage()
        for (name, start, length, hysteresis, once) in Self.childScenes {
            try child.add(ScrollScene(name, start: start, length: length, hysteresis: hysteresis, once: once) {
                Track(ramp) { [unowned self] in childProgress[name] = $0 }
                if name == "d" { Track.pin { [unowned self] in childPin = $0 } }
            })
            try flat.add(ScrollScene(name, start: Self.sectionStart + start * Self.scale, length: length * Self.scale,
                                     hysteresis: hysteresis * Self.scale, once: once) {
                Track(ramp) { [unowned self] in flatProgress[name] = $0 }
                if name == "d" { Track.pin { [unowned self] in flatPin = $0 } }
            })
        }
        for (name, start, length) in Self.parentScenes {
            try parent.add(ScrollScene(name, start: start, length: length) {
                if name == "section" { Track.driving(child) }
            })
            try flat.add(ScrollScene(name, start: start, length: length))
        }
        child.onEvent = { [unowned self] in log.append(("child", $0)) }
        parent.onEvent = { [unowned self] in log.append(("parent", $0)) }
        flat.onEvent = { [unowned self] in log.append(("flat", $0)) }
    }

    /// Moves both pages to `y`; returns the events of the nested page (child and parent, in the
    /// order reported) and of the flattened page.
    func move(to y: Double) -> (nested: [(String, SceneEvent)], flat: [SceneEvent]) {
        log.removeAll()
        parent.setOffset(y)
        let nested = log
        log.removeAll()
        flat.setOffset(y)
        return (nested, log.map(\.event))
    }

    /// A child event as the flattened page reports it: its boundary in page points.
    static func flattened(_ event: SceneEvent) -> (String, SceneEvent.Kind, Double) {
        (event.scene, event.kind, sectionStart + event.boundary * scale)
    }
}

@Suite("Nested stages")
struct NestedStageTests {
    @Test("Seeded random moves of the page: the child's and the parent's crossings, states, tracks and pins match the flattened page",
          arguments: 0..<8)
    func randomMoves(seed: UInt64) throws {
        let page = try NestedPage()
        var random = SplitMix64(seed: seed)
        let childNames = Set(NestedPage.childScenes.map(\.0))
        // Boundaries of the flattened page, hit exactly now and then.
        let boundaries = page.flat.sceneNames.compactMap { page.flat.range(of: $0) }.flatMap { [$0.lowerBound, $0.upperBound] }
        for step in 0..<400 {
            let y: Double
            switch random.next() % 4 {
            case 0: y = boundaries[Int(random.next() % UInt64(boundaries.count))] + [-2.5, 0, 0, 2.5][Int(random.next() % 4)]
            case 1: y = (page.parent.offset ?? 0) + Double(Int(random.next() % 161) - 80) * 0.25   // a scrub
            default: y = Double(Int(random.next() % 17_600)) * 0.25 - 200                         // a jump
            }
            let (nested, flat) = page.move(to: y)
            let context = "seed \(seed), step \(step), y \(y)"
            // The child's crossings are the flattened page's crossings of the child's scenes, in order.
            let childEvents = nested.filter { $0.0 == "child" }.map { NestedPage.flattened($0.1) }
            let flatChild = flat.filter { childNames.contains($0.scene) }.map { ($0.scene, $0.kind, $0.boundary) }
            #expect(childEvents.map(\.0) == flatChild.map(\.0) && childEvents.map(\.1) == flatChild.map(\.1)
                    && childEvents.map(\.2) == flatChild.map(\.2), "\(context): \(childEvents) vs \(flatChild)")
            // The parent's are the flattened page's crossings of the parent's scenes.
            let parentEvents = nested.filter { $0.0 == "parent" }.map(\.1)
            #expect(parentEvents == flat.filter { !childNames.contains($0.scene) }, "\(context)")
            // Within an update, the child's events come first (reported in the parent's track phase).
            if let firstParent = nested.firstIndex(where: { $0.0 == "parent" }) {
                #expect(!nested[firstParent...].contains { $0.0 == "child" }, "\(context)")
            }
            for name in childNames {
                #expect(page.child.state(of: name) == page.flat.state(of: name), "\(context), \(name)")
                #expect(page.child.progress(of: name) == page.flat.progress(of: name), "\(context), \(name)")
                #expect(page.childProgress[name] == page.flatProgress[name], "\(context), \(name)")
            }
            #expect(page.childPin * NestedPage.scale == page.flatPin, "\(context)")
        }
    }

    @Test("The child's markers, placed on the parent, are the flattened page's")
    func markers() throws {
        let page = try NestedPage()
        let placed = page.parent.markers(ofChild: page.child, drivenBy: "section")
        let childNames = Set(NestedPage.childScenes.map(\.0))
        let flat = page.flat.markers.filter { childNames.contains($0.scene) }
        #expect(placed.map(\.scene) == flat.map(\.scene))
        #expect(placed.map(\.boundary) == flat.map(\.boundary))
        #expect(placed.map(\.offset) == flat.map(\.offset))
        #expect(placed.map(\.hysteresis) == flat.map(\.hysteresis))
        #expect(placed.map(\.isTrigger) == flat.map(\.isTrigger))
        #expect(placed.allSatisfy { $0.viewportPosition == 0 && $0.explanation.hasPrefix("in `section`: ") })
        #expect(page.parent.markers(ofChild: page.child, drivenBy: "nowhere").isEmpty)
        #expect(page.parent.markers(ofChild: Stage(), drivenBy: "section").isEmpty)   // no scroll range
    }

    @Test("A driving scene whose length overflows, or a child with a subnormal range, places finite markers (issue 30, bug 9)")
    func markersWithoutOverflow() throws {
        // A child with a 1,000-point range and one scene over its first half (hysteresis 4), driven
        // by a scene from -1e308 to 1e308: its length, 2e308, overflows.
        let child = Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 100, height: 100),
                                              content: CGSize(width: 1100, height: 100)))
        try child.add(ScrollScene("half", start: 0, length: 500, hysteresis: 4))
        let huge = try Stage { ScrollScene("huge", start: .offset(-1e308), end: .offset(1e308)) }
        let placed = huge.markers(ofChild: child, drivenBy: "huge")
        #expect(placed.map(\.offset) == [-1e308, 0])
        // 4 of the child's 1,000 points are 0.4 % of the scene's 2e308: 8e305.
        for marker in placed { expectClose(marker.hysteresis, 8e305, tolerance: 1e293) }

        // A child whose whole range is the smallest subnormal, 5e-324, with a scene over all of it,
        // driven by a scene from 1000 to 3048.
        let tiny = Stage(layout: StageLayout(axis: .horizontal, viewport: .zero,
                                             content: CGSize(width: Double.leastNonzeroMagnitude, height: 0)))
        #expect(tiny.layout.maximumOffset == .leastNonzeroMagnitude)
        try tiny.add(ScrollScene("all", start: 0, length: .leastNonzeroMagnitude))
        let page = try Stage { ScrollScene("section", start: 1000, length: 2048) }
        let small = page.markers(ofChild: tiny, drivenBy: "section")
        #expect(small.map(\.offset) == [1000, 3048])
        #expect(small.map(\.hysteresis) == [0, 0])
    }

    @Test("A jump into the middle of the section reports the child's crossings, then the section's enter; the way back mirrors each stage")
    func eventOrder() throws {
        let page = try NestedPage()
        _ = page.move(to: 500)
        let (down, _) = page.move(to: 2000)                 // child offset 500 (b ends at 500, hysteresis 4)
        #expect(down.map { "\($0.0) \($0.1)" } == [
            "child a enter @0.0", "child a leave @100.0", "child b enter @200.0", "child f enter @300.0",
            "parent section enter @1000.0",
        ])
        let (up, _) = page.move(to: 500)
        #expect(up.map { "\($0.0) \($0.1)" } == [
            "child f leaveBack @300.0", "child b leaveBack @200.0", "child a enterBack @100.0",
            "child a leaveBack @0.0", "parent section leaveBack @1000.0",
        ])
    }

    @Test("The child's first offset is placed as the child's own loadEvents say, as the first offset of a stage scrolled by hand (issue 38, item 5: the docs said silent)",
          arguments: [Stage.LoadEvents.silent, .onScreen, .fromStart])
    func childLoadEvents(loadEvents: Stage.LoadEvents) throws {
        let page = try NestedPage(), byHand = try NestedPage()
        page.child.loadEvents = loadEvents
        byHand.child.loadEvents = loadEvents
        let (nested, _) = page.move(to: 2000)               // the page's first offset: the child's first, 500
        byHand.log.removeAll()
        byHand.child.setOffset(500)
        #expect(nested.filter { $0.0 == "child" }.map { "\($0.1)" } == byHand.log.map { "\($0.event)" })
        #expect(nested.contains { $0.0 == "child" } == (loadEvents != .silent))
    }

    @Test("As a stage's own track, the whole page's progress drives the child; a trigger scene drives it from 0 to its range at once")
    func stageTrackAndTrigger() throws {
        let child = Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 100, height: 10), content: CGSize(width: 612, height: 10)))
        let page = Stage(layout: StageLayout(viewport: CGSize(width: 10, height: 100), content: CGSize(width: 10, height: 2148)))
        page.add(Track.driving(child))
        page.setOffset(1024)                                  // half of the 2,048-point range
        #expect(child.offset == 256)
        let other = Stage(layout: child.layout)
        try page.add(ScrollScene("trigger", start: 1500, length: 0) { Track.driving(other) })
        #expect(other.offset == 0)
        page.setOffset(1500)
        #expect(other.offset == 512 && child.offset == 375)
    }

    @Test("The driving track is essential: reduced motion on the parent keeps the child exact")
    func reducedMotion() throws {
        let page = try NestedPage()
        page.parent.motionPolicy = .reduced
        _ = page.move(to: 1000 + 3 * 128)
        #expect(page.child.offset == 192)
        page.parent.motionPolicy = .full
        #expect(page.child.offset == 192)
    }

    @Test("A child's handler may move the child (queued, as on any stage) and drive another stage")
    func childHandlerReentrancy() throws {
        let page = try NestedPage(), other = Stage()
        var seen: [String] = []
        try page.child.updateScene(named: "c") { scene in
            scene.onEvent = { [unowned page] event in
                seen.append("\(event)")
                if event.kind == .enter { page.child.setOffset(600) }   // processed after this update's events
                other.setOffset(event.boundary)
            }
        }
        _ = page.move(to: 0)
        _ = page.move(to: 1000 + 2 * 520)                            // child 520: passes c at 512
        #expect(seen == ["c enter @512.0", "c leave @512.0"])
        #expect(page.child.offset == 600 && other.offset == 512)
    }

    @Test("The doc example of Track.driving prints what it says")
    func docExample() throws {
        var lines: [String] = []
        let strip = try Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 390, height: 844),
                                                  content: CGSize(width: 4 * 390, height: 844))) {
            ScrollScene("panel3", start: .offset(780), length: 390, onEvent: { lines.append("strip: \($0)") })
        }
        let page = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 5000))) {
            ScrollScene("gallery", start: 1000, length: 2340) {
                Track.pin { _ in }
                Track.driving(strip)
            } onEvent: { lines.append("page: \($0)") }
        }
        page.setOffset(0)
        page.setOffset(3400)
        #expect(lines == ["strip: panel3 enter @780.0", "strip: panel3 leave @1170.0", "page: gallery enter @1000.0",
                          "page: gallery leave @3340.0"])
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("A child's handler that changes the parent traps, naming the parent's track closure")
    func childHandlerChangingTheParentTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let child = Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 100, height: 100),
                                                  content: CGSize(width: 300, height: 100)))
            let parent = Stage()
            _ = try? child.add(ScrollScene("x", start: 50, length: 10, onEvent: { _ in parent.setOffset(0) }))
            _ = try? parent.add(ScrollScene("section", start: 0, length: 100) { Track.driving(child) })
            parent.setOffset(0)
            parent.setOffset(100)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Stage.setOffset(_:) called from a track's write closure"))
    }
    #endif
}
