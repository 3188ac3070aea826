import Foundation
import Testing
@testable import Scrollwork

@Suite("Track bindings")
struct TrackBindingTests {
    final class Logo {
        var center = CGPoint.zero
        var size = CGSize.zero
        var alpha: CGFloat = 0
        var opacity: Float = 0
        var spin = 0.0
        var pin = 0.0
        var tint = RGBA.black
        var frame = CGRect.zero
    }

    /// A stage of one scene, 0 ... 100, with a track of every value type and a pin.
    static func document() throws -> StageDocument {
        let numbers = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let path = try Timeline(initial: CGPoint.zero) { Segment(to: CGPoint(x: 100, y: 50), over: 1) }
        let sizes = try Timeline(initial: CGSize.zero) { Segment(to: CGSize(width: 10, height: 20), over: 1) }
        let frames = try Timeline(initial: CGRect.zero) { Segment(to: CGRect(x: 1, y: 2, width: 3, height: 4), over: 1) }
        let tints = try Timeline(initial: RGBA.black, colorSpace: .linearSRGB) { Segment(to: .white, over: 1) }
        let stage = try Stage {
            ScrollScene("s", start: 0, length: 100) {
                Track(path) { _ in }.named("logo.center")
                Track(sizes) { _ in }.named("logo.size")
                Track(numbers) { _ in }.named("logo.alpha")
                Track(numbers) { _ in }.named("logo.opacity")
                Track(numbers) { _ in }.named("logo.spin")
                Track.pin { _ in }.named("logo.pin")
                Track(tints) { _ in }.named("logo.tint")
                Track(frames) { _ in }.named("logo.frame")
            }
        }
        return try StageDocument(stage)
    }

    @Test("Key-path bindings write every value type, converting numbers to CGFloat and Float properties")
    func keyPaths() throws {
        let logo = Logo()
        let stage = try Stage(Self.document(), bindings: [
            "logo.center": .keyPath(\Logo.center, on: logo),
            "logo.size": .keyPath(\Logo.size, on: logo),
            "logo.alpha": .keyPath(\Logo.alpha, on: logo),
            "logo.opacity": .keyPath(\Logo.opacity, on: logo),
            "logo.spin": .keyPath(\Logo.spin, on: logo),
            "logo.pin": .keyPath(\Logo.pin, on: logo),
            "logo.tint": .keyPath(\Logo.tint, on: logo),
            "logo.frame": .keyPath(\Logo.frame, on: logo),
        ])
        stage.setOffset(25)
        #expect(logo.center == CGPoint(x: 25, y: 12.5))
        #expect(logo.size == CGSize(width: 2.5, height: 5))
        #expect(logo.alpha == 0.25 && logo.opacity == 0.25 && logo.spin == 0.25)
        #expect(logo.pin == 25)
        #expect(logo.frame == CGRect(x: 0.25, y: 0.5, width: 0.75, height: 1))
        #expect(logo.tint == RGBA.interpolate(from: .black, to: .white, progress: 0.25, in: .linearSRGB))
    }

    @Test("Closure and components bindings write what the tracks compute")
    func closures() throws {
        var written: [String: [Double]] = [:]
        var center = CGPoint.zero, size = CGSize.zero, frame = CGRect.zero, tint = RGBA.black, spin = 0.0, pin = 0.0
        let stage = try Stage(Self.document(), bindings: [
            "logo.center": .point { center = $0 },
            "logo.size": .size { size = $0 },
            "logo.frame": .rect { frame = $0 },
            "logo.tint": .color { tint = $0 },
            "logo.spin": .number { spin = $0 },
            "logo.pin": .number { pin = $0 },
            "logo.alpha": .components { written["alpha"] = $0 },
            "logo.opacity": .components { written["opacity"] = $0 },
        ])
        stage.setOffset(50)
        #expect(center == CGPoint(x: 50, y: 25) && size == CGSize(width: 5, height: 10) && frame == CGRect(x: 0.5, y: 1, width: 1.5, height: 2))
        #expect(spin == 0.5 && pin == 50 && written == ["alpha": [0.5], "opacity": [0.5]])
        #expect(tint == RGBA.interpolate(from: .black, to: .white, progress: 0.5, in: .linearSRGB))

        var components: [String: [Double]] = [:]
        let targets = try Self.document().targets.map(\.name)
        let recording = try Stage(Self.document(), bindings: Dictionary(uniqueKeysWithValues: targets.map { name in
            (name, TrackBinding.components { components[name] = $0 })
        }))
        recording.setOffset(50)
        #expect(components["logo.center"] == [50, 25] && components["logo.size"] == [5, 10] && components["logo.frame"] == [0.5, 1, 1.5, 2])
        #expect(components["logo.pin"] == [50] && components["logo.tint"] == [tint.red, tint.green, tint.blue, tint.alpha])
    }

    @Test("A binding of the wrong value type throws, naming the target and its track's path, and nothing is written", arguments: [
        ("logo.center", "number"), ("logo.spin", "point"), ("logo.tint", "keyPath size"), ("logo.frame", "keyPath point"), ("logo.pin", "keyPath rgba"),
        ("logo.size", "rect"), ("logo.alpha", "color"),
    ])
    func mismatch(target: String, binding: String) throws {
        let logo = Logo()
        var calls = 0
        let wrong: TrackBinding = switch binding {
        case "number": .number { _ in calls += 1 }
        case "point": .point { _ in calls += 1 }
        case "rect": .rect { _ in calls += 1 }
        case "color": .color { _ in calls += 1 }
        case "keyPath size": .keyPath(\Logo.size, on: logo)
        case "keyPath point": .keyPath(\Logo.center, on: logo)
        default: .keyPath(\Logo.tint, on: logo)
        }
        let document = try Self.document()
        let index = try #require(document.scenes[0].tracks.firstIndex { $0.target == target })
        var bindings: [String: TrackBinding] = ["logo.spin": .number { _ in calls += 1 }, "logo.center": .point { _ in calls += 1 }]
        bindings[target] = wrong
        let error = try #require(catching { try Stage(document, bindings: bindings) })
        #expect(error.kind == .bindingMismatch)
        #expect(error.path == "scenes[0].tracks[\(index)]")
        #expect(error.reason.contains("\"\(target)\""), "\(error)")
        #expect(calls == 0 && logo.center == .zero && logo.size == .zero && logo.tint == .black)
    }

    @Test("The mismatch message says what the target is and what the binding writes")
    func mismatchMessage() throws {
        let error = catching { try Stage(Self.document(), bindings: ["logo.center": .number { _ in }]) }
        #expect(error?.description == #"scenes[0].tracks[0]: "logo.center" is a point target; its binding writes Double"#)
        let keyPath = catching { try Stage(Self.document(), bindings: ["logo.pin": .keyPath(\Logo.center, on: Logo())]) }
        #expect(keyPath?.description == #"scenes[0].tracks[5]: "logo.pin" is a pin target; its binding writes CGPoint"#)
    }

    @Test("Unbound targets and unmatched bindings are reported as data; unbound tracks still exist, named")
    func report() throws {
        let document = try Self.document()
        let bindings: [String: TrackBinding] = ["logo.center": .point { _ in }, "logo.spni": .number { _ in }, "hero.opacity": .number { _ in }]
        let report = document.bindingReport(for: bindings)
        #expect(report.unboundTargets == ["logo.size", "logo.alpha", "logo.opacity", "logo.spin", "logo.pin", "logo.tint", "logo.frame"])
        #expect(report.unmatchedBindings == ["hero.opacity", "logo.spni"])
        #expect(!report.isComplete)
        #expect(report.description == "unbound: logo.size, logo.alpha, logo.opacity, logo.spin, logo.pin, logo.tint, logo.frame; unmatched: hero.opacity, logo.spni")
        let stage = try Stage(document, bindings: bindings)
        stage.setOffset(30)
        #expect(try StageDocument(stage) == document)
        #expect(stage.scene(named: "s")?.tracks.map(\.name) == document.targets.map(\.name))
        let complete = document.bindingReport(for: Dictionary(uniqueKeysWithValues: document.targets.map { ($0.name, TrackBinding.components { _ in }) }))
        #expect(complete.isComplete && complete.description == "every target bound, every binding matched")
        #expect(StageDocument.BindingReport(unboundTargets: [], unmatchedBindings: ["x"]).description == "unmatched: x")
    }

    @Test("A named track keeps its name through a scene update, and the diagram labels it by name")
    func names() throws {
        let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let stage = try Stage {
            ScrollScene("s", start: 0, length: 100) {
                Track(fade) { _ in }.named("title.opacity")
                Track.pin { _ in }.named("card.pin")
            }
        }
        try stage.updateScene(named: "s") { $0.hysteresis = 2 }
        #expect(stage.scene(named: "s")?.tracks.map(\.name) == ["title.opacity", "card.pin"])
        let svg = stage.diagram()
        #expect(svg.contains("title.opacity") && svg.contains("pin card.pin"))
    }
}
