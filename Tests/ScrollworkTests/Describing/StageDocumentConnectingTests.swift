import Foundation
import Testing
@testable import Scrollwork

/// Horizontal sections, velocity tracks and toggle actions written in a version 2 document read
/// bit for bit as the same stage built in Swift.
@Suite("Stage document, connecting")
struct StageDocumentConnectingTests {
    @Test("A velocity track with a spring smoothing: the document and the Swift calls write the same bits at every frame, and the stage gives the document back")
    func velocity() throws {
        let json = Data(#"""
        {"version": 2,
         "velocitySmoothing": {"mass": 1, "stiffness": 170, "damping": 26},
         "tracks": [{"target": "card.skew", "domain": "velocity", "motion": "decorative", "initial": 10,
                     "scales": [{"start": -3000, "length": 6000, "to": -10, "easing": "easeInOutSine"}]}]}
        """#.utf8)
        let document = try StageDocument(json: json)
        var fromDocument: [UInt64] = [], fromCode: [UInt64] = []
        let made = try Stage(document, bindings: ["card.skew": .number { fromDocument.append($0.bitPattern) }])
        let code = Stage()
        let skew = try Timeline(initial: 10.0) { Segment(to: -10, over: 6000, easing: .easeInOutSine, at: -3000) }
        code.add(Track(skew, domain: .velocity, motion: .decorative) { fromCode.append($0.bitPattern) }.named("card.skew"))
        code.velocitySmoothing = .spring(DampedSpring(mass: 1, stiffness: 170, damping: 26))
        var random = SplitMix64(seed: 31)
        var offset = 0.0
        for frame in 0..<600 {
            let time = Double(frame) / 60
            if frame < 300 { offset += Double(random.next() % 40) }      // a scroll, then rest
            made.setOffset(offset, at: time)
            code.setOffset(offset, at: time)
            made.tick(at: time + 1.0 / 120)
            code.tick(at: time + 1.0 / 120)
        }
        #expect(fromDocument == fromCode)
        #expect(Set(fromDocument).count > 100)
        #expect(try StageDocument(code) == document)
        #expect(try StageDocument(made) == document)
    }

    static let strip = #"""
    {"version": 2,
     "layout": {"viewport": [390, 844], "content": [390, 5000]},
     "scenes": [{"name": "gallery", "start": 1000, "end": "+=2340",
                 "tracks": [{"target": "gallery.pin", "type": "pin"},
                            {"type": "stage", "stage": {
                              "layout": {"axis": "horizontal", "viewport": [390, 844], "content": [1560, 844],
                                         "elements": {"panel3": [780, 0, 390, 844]}},
                              "scenes": [{"name": "panel3", "trigger": "panel3", "start": "left left", "end": "+=390",
                                          "tracks": [{"target": "panel3.opacity", "initial": 0,
                                                      "scales": [{"start": 0, "length": 1, "to": 1, "easing": "easeOutCubic"}]}]}]}}]}]}
    """#

    @Test("A horizontal section (a track driving a stage): the document and the builder write the same bits down and back up, and the stage gives the document back")
    func horizontalSection() throws {
        let document = try StageDocument(json: Data(Self.strip.utf8))
        #expect(document.targets.map(\.name) == ["gallery.pin", "panel3.opacity"])
        var fromDocument: [UInt64] = [], fromCode: [UInt64] = []
        let made = try Stage(document, bindings: [
            "gallery.pin": .number { fromDocument.append($0.bitPattern) }, "panel3.opacity": .number { fromDocument.append($0.bitPattern) },
        ])
        let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1, easing: .easeOutCubic) }
        let strip = try Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 390, height: 844), content: CGSize(width: 1560, height: 844),
                                                  elements: ["panel3": CGRect(x: 780, y: 0, width: 390, height: 844)])) {
            ScrollScene("panel3", start: .element("panel3", .start, meets: .start), length: 390) {
                Track(fade) { fromCode.append($0.bitPattern) }.named("panel3.opacity")
            }
        }
        let code = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 5000))) {
            ScrollScene("gallery", start: 1000, length: 2340) {
                Track.pin { fromCode.append($0.bitPattern) }.named("gallery.pin")
                Track.driving(strip)
            }
        }
        let offsets = Array(stride(from: 0.0, through: 4156, by: 7))
        for offset in offsets + offsets.reversed() {
            made.setOffset(offset)
            code.setOffset(offset)
        }
        #expect(fromDocument == fromCode)
        #expect(Set(fromDocument).count > 200)
        #expect(try StageDocument(code) == document)
        #expect(try StageDocument(made) == document)
        #expect(try StageDocument(json: document.json()) == document)
    }

    final class Badge { var scale = 0.0 }

    /// The badge's scale after each step of a scroll with time, for a stage made by `make`.
    static func badgeScales(_ make: (ToggledAnimation) throws -> Stage) throws -> [UInt64] {
        let badge = Badge(), animator = Animator()
        var now = 0.0
        animator.timeSource = { now }
        let pop = animator.connect(.tween(from: 0.0, to: 1, duration: 0.5, easing: .easeOutQuad), to: badge, \.scale, forKey: "pop")
        let stage = try make(pop)
        var scales: [UInt64] = []
        stage.setOffset(0)
        for (time, offset) in [(1.0, 500.0), (1.25, 300), (1.5, 450), (2.0, 1000), (2.1, 100), (2.2, 650), (3.0, 0)] {
            now = time
            stage.setOffset(offset)
            for step in 1...6 {
                animator.tick(at: time + Double(step) * 0.05)
                scales.append(badge.scale.bitPattern)
            }
        }
        return scales
    }

    @Test("Toggle actions: a scene's animation and toggleActions in a document play the bound animation as ScrollScene.toggling does in Swift, bit for bit")
    func toggleActions() throws {
        let document = try StageDocument(json: Data(#"""
        {"version": 2, "scenes": [{"name": "badge", "start": 400, "end": "+=300", "animation": "badge.pop", "toggleActions": "play none none reverse"}]}
        """#.utf8))
        let fromDocument = try Self.badgeScales { pop in try Stage(document, bindings: ["badge.pop": .toggle(pop)]) }
        var codeDocument: StageDocument?
        let fromCode = try Self.badgeScales { pop in
            pop.actions = ToggleActions(leaveBack: .reverse)
            let stage = try Stage { ScrollScene("badge", start: 400, length: 300).toggling(pop, named: "badge.pop") }
            codeDocument = try StageDocument(stage)
            return stage
        }
        #expect(fromDocument == fromCode)
        #expect(Set(fromDocument).count > 10)
        #expect(codeDocument == document)
        #expect(document.bindingReport(for: [:]).unboundTargets == ["badge.pop"])
        let diagnostics = try Stage(document).diagnostics.map(\.description)
        #expect(diagnostics.contains("badge.pop: unbound: no binding names this toggled animation: the scene's crossings play nothing"), "\(diagnostics)")
        #expect(String(decoding: try document.json(), as: UTF8.self).contains(#""toggleActions": "play none none reverse""#))
        // Bound to something else, it is refused at the scene's animation.
        let error = try #require(throws: StageDocumentError.self) { try Stage(document, bindings: ["badge.pop": .number { _ in }]) }
        #expect(error.kind == .bindingMismatch && error.path == "scenes[0].animation")
    }

    @Test("Faults in a driven stage and in toggle actions are reported at their own paths, with what was meant")
    func faults() throws {
        let json = Data(#"""
        {"version": 2, "scenes": [{"name": "badge", "start": 400, "end": "+=300", "animation": "badge.pop", "toggleActions": "play none none revers",
          "tracks": [{"type": "stage", "stage": {"scenes": [{"name": "x", "start": 0, "end": "+=1", "onse": true}]}}]}]}
        """#.utf8)
        let error = try #require(throws: StageDocumentError.self) { try StageDocument(json: json) }
        #expect(error.faults.map(\.path) == ["scenes[0].toggleActions", "scenes[0].tracks[0].stage.scenes[0].onse"])
        #expect(error.faults.map(\.suggestion) == ["play none none reverse", "once"])
        #expect(error.faults.map(\.scene) == ["badge", "x"])
    }
}
