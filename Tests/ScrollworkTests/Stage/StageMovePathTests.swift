import Foundation
import Testing
@testable import Scrollwork

/// A move takes the plain path while only the stage's own tracks are written, and the path with
/// extras once a scene has tracks or a track lags (`Stage.movesWithExtras`, issue 37, item 7):
/// both write what the other would, and the flag follows every change that adds or removes them.
@Suite("Stage move paths")
struct StageMovePathTests {
    /// A timeline that is its position, exactly, from 0 to 4,096.
    static var identity: Timeline<Double> {
        var timeline = Timeline(initial: 0.0)
        try! timeline.insert(Scale(start: 0, length: 4_096, to: 4_096))
        return timeline
    }

    @Test("A stage's own tracks are written by plain moves; a scene with tracks added and removed switches the path both ways")
    func sceneTracksSwitchThePath() throws {
        let stage = Stage(), buffer = TrackBuffer(count: 2)
        stage.add(Track(Self.identity, into: buffer, at: 0, domain: .offset))
        #expect(!stage.movesWithExtras)
        stage.setOffset(100)
        stage.setOffset(300)
        #expect(buffer.values[0] == 300)
        #expect(!stage.movesWithExtras && stage.invariantsHold)

        var scene = ScrollScene("s", start: .offset(200), length: 400)
        var progress = Timeline(initial: 0.0)
        try progress.insert(Scale(start: 0, length: 1, to: 400))
        scene.add(Track(progress, into: buffer, at: 1, domain: .progress))
        try stage.add(scene)
        #expect(stage.movesWithExtras && stage.invariantsHold)
        #expect(buffer.values[1] == 100)   // placed at 300: a quarter of the way
        stage.setOffset(500)
        #expect(buffer.values[0] == 500 && buffer.values[1] == 300)
        stage.setOffset(1_000)   // past its end: clamped
        #expect(buffer.values[0] == 1_000 && buffer.values[1] == 400)

        #expect(stage.removeScene(named: "s"))
        #expect(!stage.movesWithExtras && stage.invariantsHold)
        stage.setOffset(250)
        #expect(buffer.values[0] == 250 && buffer.values[1] == 400)   // the removed scene's track no longer writes
    }

    @Test("Tracks taken from a scene and given back switch the path both ways")
    func updatedSceneSwitchesThePath() throws {
        let stage = Stage(), buffer = TrackBuffer(count: 1)
        try stage.add(ScrollScene("s", start: .offset(0), length: 1_000))
        stage.setOffset(10)
        #expect(!stage.movesWithExtras)
        try stage.updateScene(named: "s") { $0.add(Track(Self.identity, into: buffer, at: 0, domain: .sceneOffset)) }
        #expect(stage.movesWithExtras && stage.invariantsHold)
        stage.setOffset(640)
        #expect(buffer.values[0] == 640)
        try stage.updateScene(named: "s") { $0.tracks.removeAll() }
        #expect(!stage.movesWithExtras && stage.invariantsHold)
        stage.setOffset(700)
        #expect(buffer.values[0] == 640)
    }

    @Test("A lagged track makes every move take the path with extras, which writes it")
    func laggedTrackTakesThePathWithExtras() {
        let stage = Stage(), buffer = TrackBuffer(count: 2)
        stage.add(Track(Self.identity, into: buffer, at: 0, domain: .offset))
        stage.setOffset(0, at: 0)
        #expect(!stage.movesWithExtras)
        stage.add(Track(Self.identity, into: buffer, at: 1, domain: .offset).lagged(0.5))
        #expect(stage.movesWithExtras && stage.invariantsHold)
        stage.setOffset(1_000, at: 0)
        #expect(buffer.values[0] == 1_000 && buffer.values[1] == 0)
        stage.setOffset(1_000, at: 0.5)   // settled after the lag
        #expect(buffer.values[1] == 1_000)
    }

    @Test("A handler that adds a scene with tracks during a plain move leaves the next move on the path with extras")
    func handlerAddsTrackedScene() throws {
        let stage = Stage(), buffer = TrackBuffer(count: 1)
        var trigger = ScrollScene("trigger", start: .offset(100), length: 0)
        trigger.onEvent = { [unowned stage] event in
            guard event.kind == .enter else { return }
            var scene = ScrollScene("late", start: .offset(0), length: 2_000)
            scene.add(Track(Self.identity, into: buffer, at: 0, domain: .sceneOffset))
            _ = try? stage.add(scene)
        }
        try stage.add(trigger)
        stage.setOffset(0)
        stage.setOffset(200)   // the handler runs inside this move
        #expect(stage.movesWithExtras && stage.invariantsHold)
        #expect(buffer.values[0] == 200)
        stage.setOffset(900)
        #expect(buffer.values[0] == 900)
    }
}
