import Foundation
import Testing
@testable import Scrollwork

@Suite("Buffer tracks")
struct TrackBufferTests {
    static let number: Timeline<Double> = {
        var timeline = Timeline(initial: 10.0)
        try! timeline.insert(Scale(start: 0.1, length: 0.3, to: 40, easing: .easeInOutCubic))
        try! timeline.insert(Scale(start: 0.5, length: 0.4, to: -5, easing: .cubicBezier(0.3, 0.1, 0.2, 1)))
        return timeline
    }()
    static let point: Timeline<CGPoint> = {
        var timeline = Timeline(initial: CGPoint(x: 1, y: 2))
        try! timeline.insert(Scale(start: 0, length: 0.6, to: CGPoint(x: 30, y: -90), easing: .easeOutBack))
        return timeline
    }()
    static let rect: Timeline<CGRect> = {
        var timeline = Timeline(initial: CGRect(x: 0, y: 0, width: 10, height: 10))
        try! timeline.insert(Scale(start: 0.2, length: 0.7, to: CGRect(x: 5, y: 6, width: 70, height: 80), easing: .steps(4)))
        return timeline
    }()
    static let colour: Timeline<RGBA> = {
        var timeline = Timeline(initial: RGBA(0x102030), colorSpace: .oklab)
        try! timeline.insert(Scale(start: 0.3, length: 0.5, to: RGBA(0xF0C040), easing: .easeInQuad))
        return timeline
    }()

    /// One track of each shipped kind written into `buffer` from slot 1 on (slots 1...11), keyed
    /// on scene progress; slot 0 and slot 12 belong to nobody.
    static func tracks(into buffer: TrackBuffer) -> [Track] {
        [
            Track(number, into: buffer, at: 1),
            Track(point, into: buffer, at: 2),
            Track(rect, into: buffer, at: 4),
            Track(colour, into: buffer, at: 8),
        ]
    }

    /// What the tracks of ``tracks(into:)`` hold at `progress`, slot by slot from slot 1.
    static func expected(at progress: Double) -> [Double] {
        let point = point.value(at: progress), rect = rect.value(at: progress), colour = colour.value(at: progress)
        return [number.value(at: progress), point.x, point.y, rect.minX, rect.minY, rect.width, rect.height,
                colour.red, colour.green, colour.blue, colour.alpha]
    }

    @Test("A scene's buffer tracks store every component of their values in their own slots, and nothing outside them, at every offset of a randomized scroll")
    func componentsInTheirSlots() throws {
        let buffer = TrackBuffer(count: 13)
        buffer[0] = -1
        buffer[12] = -2
        let stage = Stage()
        var scene = ScrollScene("hero", start: 100, length: 400)
        for track in Self.tracks(into: buffer) { scene.add(track) }
        try stage.add(scene)
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let offset = Double(random.next() % 700) - 50
            stage.setOffset(offset)
            let progress = min(max((offset - 100) / 400, 0), 1)
            #expect(Array(buffer.values[1...11]) == Self.expected(at: progress), "offset \(offset)")
            #expect(buffer[0] == -1 && buffer[12] == -2)
        }
    }

    @Test("Buffer tracks and closure tracks of the same timelines write the same numbers, under full and reduced motion")
    func sameAsClosures() throws {
        for policy in [MotionPolicy.full, .reduced] {
            let buffer = TrackBuffer(count: 12)
            var written = [Double](repeating: 0, count: 12)
            let stage = Stage(layout: StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 1_100)))
            stage.motionPolicy = policy
            for track in Self.tracks(into: buffer) { stage.add(track) }
            stage.add(Track(Self.number) { written[1] = $0 })
            stage.add(Track(Self.point) { written[2] = $0.x; written[3] = $0.y })
            stage.add(Track(Self.rect) { written[4] = $0.minX; written[5] = $0.minY; written[6] = $0.width; written[7] = $0.height })
            stage.add(Track(Self.colour) { written[8] = $0.red; written[9] = $0.green; written[10] = $0.blue; written[11] = $0.alpha })
            var random = SplitMix64(seed: 11)
            for _ in 0..<200 {
                stage.setOffset(Double(random.next() % 1_200) - 50)
                #expect(buffer.values == written, "\(policy)")
            }
        }
    }

    @Test("A buffer track writes only when its position changes; an unresolved scene's slots keep their values, and a removed scene's keep its last")
    func keepsValues() throws {
        let buffer = TrackBuffer(count: 1)
        let stage = Stage()
        var scene = ScrollScene("intro", start: .element("card"), length: 100)
        scene.add(Track(Self.number, into: buffer, at: 0))
        try stage.add(scene)
        stage.setOffset(50)
        #expect(buffer[0] == 0, "unresolved: the slot is never written")
        stage.layout = StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 1_000), elements: ["card": CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(buffer[0] == Self.number.value(at: 0.5))
        buffer[0] = 99
        stage.setOffset(50)
        #expect(buffer[0] == 99, "the same offset again: no write")
        stage.setOffset(80)
        #expect(buffer[0] == Self.number.value(at: 0.8))
        #expect(stage.removeScene(named: "intro"))
        stage.setOffset(10)
        #expect(buffer[0] == Self.number.value(at: 0.8))
    }

    @Test("Tracks of several scenes, in runs broken by scene updates and removals, each read their own scene's position")
    func runsAcrossScenes() throws {
        let buffer = TrackBuffer(count: 6)
        let stage = Stage()
        for (index, start) in [0.0, 200, 400].enumerated() {
            var scene = ScrollScene("s\(index)", start: start, length: 100)
            scene.add(Track(Self.number, into: buffer, at: 2 * index))
            scene.add(Track(Self.number, into: buffer, at: 2 * index + 1, domain: .sceneOffset))
            try stage.add(scene)
        }
        // s1's tracks move to the end of the batch; s0 is removed, so s2 and s1 are renumbered.
        try stage.updateScene(named: "s1") { $0.tracks = [Track(Self.number, into: buffer, at: 2), Track(Self.number, into: buffer, at: 3, domain: .sceneOffset)] }
        #expect(stage.removeScene(named: "s0"))
        for offset in [-10.0, 230, 250, 460, 480, 1_000, 210] {
            stage.setOffset(offset)
            for (index, start) in [(1, 200.0), (2, 400)] {
                let inside = min(max(offset - start, 0), 100)
                #expect(buffer[2 * index] == Self.number.value(at: inside / 100), "offset \(offset), scene \(index)")
                #expect(buffer[2 * index + 1] == Self.number.value(at: inside), "offset \(offset), scene \(index)")
            }
        }
    }

    @Test("The slots are validated: components that do not fit, a negative slot, a negative count and an index out of range trap")
    func preconditions() async {
        await #expect(processExitsWith: .failure) { _ = Track(TrackBufferTests.rect, into: TrackBuffer(count: 4), at: 1) }
        await #expect(processExitsWith: .failure) { _ = Track(TrackBufferTests.number, into: TrackBuffer(count: 4), at: -1) }
        await #expect(processExitsWith: .failure) { _ = TrackBuffer(count: -1) }
        await #expect(processExitsWith: .failure) { _ = TrackBuffer(count: 2)[2] }
        await #expect(processExitsWith: .failure) { TrackBuffer(count: 2)[-1] = 0 }
    }

    @Test("A buffer keeps its slots readable in place and as a copy, an empty buffer has none, and a track may fill a buffer exactly")
    func reading() {
        let buffer = TrackBuffer(count: 3)
        buffer[1] = 4
        buffer[2] = 0.5
        #expect(buffer.values == [0, 4, 0.5])
        #expect(buffer.withUnsafeBufferPointer { $0.reduce(0, +) } == 4.5)
        #expect(TrackBuffer(count: 0).values.isEmpty)
        // A track of the whole buffer fits exactly, and is named by its slots.
        let whole = TrackBuffer(count: 4)
        let stage = Stage()
        stage.add(Track(Self.rect, into: whole, at: 0, domain: .offset))
        stage.setOffset(0.55)
        let rect = Self.rect.value(at: 0.55)
        #expect(whole.values == [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)])
        #expect(stage.debugDescription.hasSuffix("stage tracks: CGRect → buffer[0...3] (offset)"), "\(stage.debugDescription)")
    }

    @Test("The documented examples give the values their comments state")
    func documentedExamples() throws {
        // TrackBuffer's example.
        let buffer = TrackBuffer(count: 2)
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0, length: 1, to: 1))
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 320, height: 100), content: CGSize(width: 320, height: 300)))
        stage.add(Track(fade, into: buffer, at: 0))
        stage.add(Track(fade, into: buffer, at: 1, domain: .offset))
        stage.setOffset(50)
        #expect(buffer.values == [0.25, 1.0])
        // Track(_:domain:motion:into:at:)'s example.
        let points = TrackBuffer(count: 3)
        var slide = Timeline(initial: CGPoint.zero)
        try slide.insert(Scale(start: 0, length: 1, to: CGPoint(x: 100, y: 40)))
        let second = Stage()
        second.add(Track(slide, into: points, at: 1, domain: .offset))
        second.setOffset(0.5)
        #expect(points.values == [0.0, 50.0, 20.0])
    }

    @Test("A stage track keyed on progress follows the scroll range of the current layout: rewritten when the layout changes, and read against it afterwards")
    func stageTracksFollowTheLayout() {
        let buffer = TrackBuffer(count: 1)
        var identity = Timeline(initial: 0.0)
        try! identity.insert(Scale(start: 0, length: 1, to: 1))
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 500)))
        stage.add(Track(identity, into: buffer, at: 0))
        stage.setOffset(100)
        #expect(buffer[0] == 0.25)   // 100 / 400
        stage.layout = StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 900))
        #expect(buffer[0] == 0.125)  // 100 / 800, written by the layout change
        stage.setOffset(200)
        #expect(buffer[0] == 0.25)   // 200 / 800
        stage.layout = StageLayout()
        #expect(buffer[0] == 1)      // no scroll range: 1 from the start on
    }
}
