import Foundation
import Observation
import Testing
@testable import Scrollwork

/// Counts the invalidations of one reader, as SwiftUI sees them: the reader reads inside
/// `withObservationTracking`; a change of what it read calls `onChange` once, after which the reader
/// renders again (and so tracks again).
private final class Reader<Value>: @unchecked Sendable {
    private let read: () -> Value
    private(set) var invalidations = 0
    private var invalidated = false
    init(_ read: @escaping () -> Value) {
        self.read = read
        render()
    }
    func render() {
        withObservationTracking { _ = read() } onChange: { [self] in invalidated = true }
    }
    /// After a frame: whether the reader was invalidated during it (and renders again if so).
    func endFrame() -> Bool {
        guard invalidated else { return false }
        invalidated = false
        invalidations += 1
        render()
        return true
    }
}

@Suite("ObservedStage: fine-grained observation")
struct ObservedStageTests {
    @Test("Under reduced motion an opacity track made for a view fades (0.25, 0.5, 0.75), and a progress track follows exactly; a plain number stays decorative")
    func purposeDecidesDefaultMotion() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 5000)))
        try stage.add(ScrollScene("hero", start: 0, length: 100))
        stage.motionPolicy = .reduced
        let observed = ObservedStage(stage)
        var linear = Timeline(initial: 0.0)
        try linear.insert(Scale(start: 0, length: 1, to: 1))
        let opacity = try observed.track(linear, in: "hero", for: .opacity)
        let progress = try observed.track(linear, in: nil, for: .progress, domain: .offset)
        let plain = try observed.track(linear, in: "hero")
        var opacities: [Double] = [], plains: [Double] = []
        for offset in [0.0, 25, 50, 75, 100] {
            stage.setOffset(offset)
            opacities.append(opacity.value)
            plains.append(plain.value)
        }
        #expect(opacities == [0, 0.25, 0.5, 0.75, 1])
        stage.setOffset(0.5)
        #expect(progress.value == 0.5)
        #expect(plains == [0, 0, 1, 1, 1])                                 // decorative: discrete
        // An explicit kind wins over the purpose's default.
        let decorative = try observed.track(linear, in: "hero", for: .opacity, motion: .decorative)
        stage.setOffset(25)
        #expect(decorative.value == 0)
        #expect(ObservedStage.Purpose.opacity.defaultMotion == .fade && ObservedStage.Purpose.progress.defaultMotion == .essential)
    }

    @Test("1,000 frames through a 4-scene stage invalidate a reader of one scene's progress, and of a track value, only when that value changed")
    func fineGrainedInvalidation() throws {
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 5000)))
        for (index, name) in ["intro", "hero", "gallery", "outro"].enumerated() {
            try stage.add(ScrollScene(name, start: Double(index) * 1000, length: 600))
        }
        let observed = ObservedStage(stage)
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0.25, length: 0.25, to: 1))     // fades in over the second quarter of "hero"
        let heroOpacity = try observed.track(fade, in: "hero", named: "hero.opacity")
        let feed = ScrollViewFeed(stage: stage)
        feed.onUpdate = { _ in observed.update() }

        let progressReader = Reader { observed.progress(of: "gallery") }
        let valueReader = Reader { heroOpacity.value }
        let stateReader = Reader { observed.state(of: "intro") }
        var progressChanges = 0, valueChanges = 0, stateChanges = 0
        var generator = SplitMix64(seed: 21)
        var y = 0.0
        for frame in 0..<1000 {
            let progressBefore = stage.progress(of: "gallery"), valueBefore = heroOpacity.value, stateBefore = stage.state(of: "intro")
            // Mostly small scrolls, some flings and jumps, forwards and back, over the whole content.
            let step = generator.next() % 10 == 0 ? Double(generator.next() % 2000) - 1000 : Double(generator.next() % 60) - 20
            y = min(max(y + step, 0), 4156)
            feed.update(ScrollViewFeedTests.geometry(y: y, content: 5000))
            let progressChanged = stage.progress(of: "gallery") != progressBefore
            let valueChanged = heroOpacity.value != valueBefore
            let stateChanged = stage.state(of: "intro") != stateBefore
            #expect(progressReader.endFrame() == progressChanged, "frame \(frame), y \(y): gallery progress")
            #expect(valueReader.endFrame() == valueChanged, "frame \(frame), y \(y): hero opacity")
            #expect(stateReader.endFrame() == stateChanged, "frame \(frame), y \(y): intro state")
            if progressChanged { progressChanges += 1 }
            if valueChanged { valueChanges += 1 }
            if stateChanged { stateChanges += 1 }
        }
        #expect(progressReader.invalidations == progressChanges)
        #expect(valueReader.invalidations == valueChanges)
        #expect(stateReader.invalidations == stateChanges)
        // The readers slept through most frames: each value moves only inside its own range.
        #expect(progressChanges > 50 && progressChanges < 600)
        #expect(valueChanges > 10 && valueChanges < progressChanges)
        #expect(stateChanges > 1 && stateChanges < 100)
        print("ObservedStage over 1,000 frames: gallery progress changed on \(progressChanges), hero opacity on \(valueChanges), intro state on \(stateChanges)")
    }

    @Test("A reader of the offset is invalidated by every move and by nothing else")
    func offsetReader() throws {
        let stage = Stage()
        let observed = ObservedStage(stage)
        let reader = Reader { observed.offset }
        stage.setOffset(10)
        #expect(!reader.endFrame())     // not until the model is updated
        observed.update()
        #expect(reader.endFrame())
        observed.update()
        #expect(!reader.endFrame())
    }

    @Test("Named values: one value per name, shared by whatever writes it; a stage track writes it; unknown scenes throw")
    func namedValues() throws {
        let stage = Stage()
        try stage.add(ScrollScene("hero", start: 0, length: 100))
        let observed = ObservedStage(stage)
        let shared = observed.value(named: "hero.scale", initial: 1.0)
        var grow = Timeline(initial: 1.0)
        try grow.insert(Scale(start: 0, length: 1, to: 2))
        let tracked = try observed.track(grow, in: "hero", named: "hero.scale")
        #expect(tracked === shared)
        stage.setOffset(50)
        #expect(shared.value == 1.5)
        var slide = Timeline(initial: CGPoint.zero)
        try slide.insert(Scale(start: 0, length: 100, to: CGPoint(x: 0, y: -100)))
        let parallax = try observed.track(slide, in: nil, domain: .offset)
        #expect(parallax.value == CGPoint(x: 0, y: -50))
        #expect(throws: StageError.unknownScene("nope")) { try observed.track(grow, in: "nope") }
    }
}
