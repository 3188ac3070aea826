import Foundation
import Testing
@testable import Scrollwork

@Suite("Scenes bad input")
struct ScenesBadInputTests {
    static let max = Double.greatestFiniteMagnitude

    @Test("A scene between anchors at ±greatestFiniteMagnitude has a progress everywhere")
    func widestScene() throws {
        let stage = Stage()
        var pins: [Double] = []
        var scene = ScrollScene("wide", start: .offset(-Self.max), end: .offset(Self.max))
        scene.add(.pin { pins.append($0) })
        try stage.add(scene)
        for (offset, progress) in [(0.0, 0.5), (Self.max, 1), (-Self.max, 0), (Self.max / 2, 0.75)] {
            stage.setOffset(offset)
            #expect(stage.progress(of: "wide") == progress, "offset \(offset)")
            let pin = try #require(stage.pinTranslation(of: "wide"))
            #expect(pin.isFinite && pin >= 0, "offset \(offset): \(pin)")
        }
        let allFinite = pins.allSatisfy(\.isFinite)
        #expect(!pins.isEmpty && allFinite, "\(pins)")
        #expect(stage.range(of: "wide") == -Self.max...Self.max)
        // Snapping to its progress steps includes both ends.
        let targets = Snapping.Targets.progress(of: "wide", every: 0.5).offsets(on: stage)
        #expect(targets == [-Self.max, 0, Self.max])
    }

    @Test("Anchors that resolve to NaN or infinity resolve to nil and leave their scene unresolved")
    func nonFiniteAnchors() throws {
        let layout = StageLayout(viewport: CGSize(width: 100, height: Double.nan), content: CGSize(width: 100, height: 1000),
                                 elements: ["far": CGRect(x: 0, y: Self.max, width: 10, height: Self.max)])
        #expect(ScrollAnchor.content(.end, meets: .end).resolve(in: layout) == nil)
        #expect(ScrollAnchor.element("far", .end, meets: .start).resolve(in: StageLayout(elements: layout.elements)) == nil)
        #expect(ScrollAnchor.element("far").resolve(in: StageLayout(elements: layout.elements)) == Self.max)
        #expect(ScrollAnchor.offset(3).resolve(in: layout) == 3)
        let stage = Stage(layout: layout)
        try stage.add(ScrollScene("s", start: .content(.start, meets: .end), length: 10))
        #expect(stage.unresolvedScenes == ["s"])
        #expect(StageLayout(viewport: CGSize(width: 1, height: Double.nan)).maximumOffset == 0)
        #expect(StageLayout(viewport: CGSize(width: 1, height: -Self.max), content: CGSize(width: 1, height: Self.max)).maximumOffset == Self.max)
    }

    @Test("Scrub smoothing between offsets at ±greatestFiniteMagnitude stays finite; a NaN settle distance means exact")
    func smootherExtremes() {
        // A 10 s time constant keeps the velocity itself (2·max/10 at first) in range.
        var smoother = ScrubSmoother(.exponential(timeConstant: 10), at: -Self.max)
        smoother.retarget(to: Self.max, at: 0)
        for t in [0.0, 0.1, 1, 10, 1000] {
            #expect(smoother.offset(at: t).isFinite && smoother.velocity(at: t).isFinite, "t \(t)")
        }
        expectClose(smoother.velocity(at: 0), Self.max / 5, tolerance: Self.max * 1e-15)
        #expect(smoother.offset(at: 0) == -Self.max)
        #expect(smoother.offset(at: 1e5) == Self.max)
        var exact = ScrubSmoother(.exponential(timeConstant: 0.25), at: 0)
        exact.settleDistance = .nan
        exact.retarget(to: 100, at: 0)
        #expect(!exact.isSettled(at: 1))
        #expect(exact.isSettled(at: 1000))
        exact.settleDistance = .infinity
        #expect(exact.isSettled(at: 0.001) && exact.offset(at: 0.001) == 100)
    }
}
