import Foundation
import Testing
@testable import Scrollwork

/// The custom decelerating scroll view (a pan gesture driving ``ScrollPhysics``), without UIKit:
/// the tracker gets what a pan recognizer would report, a ``FrameLoop`` gets display-link frames.
@Suite("ScrollGestureTracker")
struct ScrollGestureTrackerTests {
    @Test("The recognizer's slop is absorbed: the content does not jump when the pan begins")
    func slop() {
        let physics = ScrollPhysicsTests.list()
        var tracker = ScrollGestureTracker()
        tracker.pan(.began, translation: CGPoint(x: 0, y: -12), velocity: .zero, on: physics)
        #expect(physics.isDragging && physics.contentOffset.y == 0 && tracker.slop == CGPoint(x: 0, y: -12))
        tracker.pan(.changed, translation: CGPoint(x: 0, y: -112), velocity: .zero, on: physics)
        #expect(physics.contentOffset.y == 100)
        var raw = ScrollGestureTracker()
        raw.absorbsRecognitionSlop = false
        let other = ScrollPhysicsTests.list()
        raw.pan(.began, translation: CGPoint(x: 0, y: -12), velocity: .zero, on: other)
        raw.pan(.changed, translation: CGPoint(x: 0, y: -112), velocity: .zero, on: other)
        #expect(other.contentOffset.y == 112)
    }

    @Test("Drag, rubber band, fling, bounce, and a tap that stops the fling")
    func customScrollView() {
        let physics = ScrollPhysicsTests.list()
        let loop = FrameLoop(physics)
        var tracker = ScrollGestureTracker()
        var t = 100.0
        func frames(_ count: Int) {
            for _ in 0..<count where loop.isRunning {
                loop.frame(timestamp: t, targetTimestamp: t + 1.0 / 120, duration: 1.0 / 120)
                t += 1.0 / 120
            }
        }
        // Pull down past the top: rubber band.
        tracker.pan(.began, translation: .zero, velocity: .zero, on: physics)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: 150), velocity: .zero, on: physics)
        expectClose(Double(physics.contentOffset.y), -RubberBandTests.reference(150, 844), tolerance: 1e-9)
        #expect(!loop.isRunning)
        // Let go: it bounces back to 0.
        tracker.pan(.ended, translation: CGPoint(x: 0, y: 150), velocity: .zero, on: physics)
        #expect(loop.isRunning && physics.activity == .bouncing)
        frames(600)
        #expect(physics.contentOffset.y == 0 && physics.isIdle && !loop.isRunning)
        // Fling up the list.
        tracker.pan(.began, translation: CGPoint(x: 0, y: -10), velocity: .zero, on: physics)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: -210), velocity: .zero, on: physics)
        tracker.pan(.ended, translation: CGPoint(x: 0, y: -210), velocity: CGPoint(x: 0, y: -2000), on: physics)
        #expect(physics.activity == .decelerating)
        frames(30)
        let gliding = physics.contentOffset.y
        #expect(gliding > 200)
        // A tap stops it where it is.
        tracker.tap(on: physics)
        frames(5)
        #expect(physics.contentOffset.y == gliding && physics.isIdle && !loop.isRunning)
        // Fling hard at the end: it crosses the edge and bounces back onto it.
        tracker.pan(.began, translation: .zero, velocity: .zero, on: physics)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: -100), velocity: .zero, on: physics)
        tracker.pan(.ended, translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -8000), on: physics)
        var beyond = false
        for _ in 0..<2000 where loop.isRunning {
            frames(1)
            beyond = beyond || physics.contentOffset.y > ScrollPhysicsTests.maxY
        }
        #expect(beyond && physics.contentOffset.y == ScrollPhysicsTests.maxY)
    }

    @Test("Cancelled pans spring back; phases without a drag are ignored; a missed began begins the drag")
    func edgeCases() {
        let physics = ScrollPhysicsTests.list()
        var tracker = ScrollGestureTracker()
        tracker.pan(.ended, translation: .zero, velocity: CGPoint(x: 0, y: -5000), on: physics)
        tracker.pan(.cancelled, translation: .zero, velocity: .zero, on: physics)
        #expect(physics.isIdle && !tracker.isPanning)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: 20), velocity: .zero, on: physics)   // no began: its translation is the slop
        #expect(tracker.isPanning && physics.isDragging && physics.contentOffset.y == 0)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, on: physics)
        #expect(physics.contentOffset.y < 0)
        tracker.pan(.cancelled, translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 3000), on: physics, at: 0)
        #expect(physics.activity == .bouncing && !tracker.isPanning)
        for frame in 0...600 { physics.tick(at: Double(frame) / 60) }
        #expect(physics.contentOffset.y == 0)
        // A touch down mid-bounce stops it outside the bounds; lifting the finger settles it.
        tracker.pan(.began, translation: .zero, velocity: .zero, on: physics)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, on: physics)
        tracker.pan(.ended, translation: CGPoint(x: 0, y: 100), velocity: .zero, on: physics, at: 20)
        physics.tick(at: 20.05)
        let stopped = physics.contentOffset.y
        tracker.touchDown(on: physics)
        physics.tick(at: 20.2)
        #expect(stopped < 0 && physics.contentOffset.y == stopped && physics.isIdle)
        tracker.touchUp(on: physics, at: 21)
        for frame in 0...600 { physics.tick(at: 21 + Double(frame) / 60) }
        #expect(physics.contentOffset.y == 0)
        #expect("\(ScrollGestureTracker.PanPhase.began) \(ScrollGestureTracker.PanPhase.cancelled)" == "began cancelled")
    }

    @Test("Touches pass their times on: a touch at a time between frames stops the fling where it was then")
    func touchTimes() {
        let physics = ScrollPhysicsTests.list()
        var tracker = ScrollGestureTracker()
        tracker.pan(.began, translation: .zero, velocity: .zero, on: physics, at: 0)
        tracker.pan(.changed, translation: CGPoint(x: 0, y: -100), velocity: .zero, on: physics, at: 0)
        tracker.pan(.ended, translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -1_000), on: physics, at: 0)
        physics.tick(at: 0.1)
        tracker.touchDown(on: physics, at: 0.25)
        expectClose(Double(physics.contentOffset.y), 100 + Decay.normal.position(at: 0.25, initialVelocity: 1_000), tolerance: 1e-9)
        physics.tick(at: 0.5)
        #expect(physics.isIdle)
    }
}
