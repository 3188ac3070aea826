import Foundation
import Testing
@testable import Scrollwork

@Suite("FrameLoop")
struct FrameLoopTests {
    final class Box { var value = 0.0 }

    @Test("A frame ticks at the target timestamp, else timestamp + duration, else timestamp; never back in time")
    func frameTimes() {
        let loop = FrameLoop(Animator())
        #expect(loop.frameTime(timestamp: 10, targetTimestamp: 10.008, duration: 1.0 / 120) == 10.008)
        #expect(loop.frameTime(timestamp: 10, targetTimestamp: nil, duration: 0.016) == 10.016)
        #expect(loop.frameTime(timestamp: 10, targetTimestamp: .nan, duration: 0.016) == 10.016)
        #expect(loop.frameTime(timestamp: 10, targetTimestamp: 9.5, duration: 0.016) == 10.016)   // a target before the timestamp is not usable
        #expect(loop.frameTime(timestamp: 10, targetTimestamp: nil, duration: .nan) == 10)
        #expect(loop.frameTime(timestamp: 10, targetTimestamp: nil, duration: -1) == 10)
        #expect(loop.frameTime(timestamp: .nan, targetTimestamp: 10.5, duration: 0) == 10.5)
        #expect(loop.frameTime(timestamp: .infinity, targetTimestamp: nil, duration: 0) == nil)
        #expect(loop.frame(timestamp: .nan, targetTimestamp: nil, duration: 0.016) == nil)
        #expect(loop.skippedFrameCount == 1)
        #expect(loop.frame(timestamp: 20, targetTimestamp: 20.016, duration: 0.016) == 20.016)
        #expect(loop.frame(timestamp: 19, targetTimestamp: 19.016, duration: 0.016) == 20.016)   // earlier counts as the last
        #expect(loop.lastFrameTime == 20.016)
    }

    @Test("Idle targets start paused; adding an animation resumes; the loop pauses after the frame that finishes it")
    func pausesWhenIdle() {
        let animator = Animator()
        let box = Box()
        let loop = FrameLoop(animator)
        var changes: [Bool] = []
        loop.onRunningChange = { changes.append($0) }
        #expect(!loop.isRunning)
        animator.add(.tween(from: 0, to: 100, duration: 0.1, easing: .linear), to: box, \.value, forKey: "move")
        #expect(loop.isRunning && changes == [true])
        // The link resumes some time later: the tween starts at the first frame, so nothing jumps.
        loop.frame(timestamp: 50, targetTimestamp: 50.05, duration: 0.05)
        #expect(box.value == 0)
        loop.frame(timestamp: 50.05, targetTimestamp: 50.10, duration: 0.05)
        expectClose(box.value, 50, tolerance: 1e-9)
        #expect(loop.isRunning)
        loop.frame(timestamp: 50.10, targetTimestamp: 50.15, duration: 0.05)
        #expect(box.value == 100)
        #expect(!loop.isRunning && changes == [true, false])
        // A resumed (paused) animation asks for frames too.
        animator.add(.tween(from: 0, to: 1, duration: 1, easing: .linear), to: box, \.value, forKey: "again")
        animator.pauseAnimation(forKey: "again")
        loop.frame(timestamp: 51, targetTimestamp: 51, duration: 0)
        #expect(loop.isRunning)   // a paused animation is not idle: the animator still has it
        loop.pause()
        animator.resumeAnimation(forKey: "again")
        #expect(loop.isRunning)
    }

    @Test("A scroll physics and a scrubbed stage ask for frames when they start moving")
    func otherTargets() {
        let physics = ScrollPhysics(contentSize: CGSize(width: 100, height: 1000), viewportSize: CGSize(width: 100, height: 100))
        let loop = FrameLoop(physics)
        #expect(!loop.isRunning)
        physics.beginDrag()
        physics.drag(fingerTranslation: CGPoint(x: 0, y: -50))
        #expect(!loop.isRunning)   // dragging needs no frames: the gesture moves the content
        physics.endDrag(fingerVelocity: CGPoint(x: 0, y: -800))
        #expect(loop.isRunning)
        var t = 0.0
        while loop.isRunning && t < 10 {
            loop.frame(timestamp: t, targetTimestamp: t + 1.0 / 60, duration: 1.0 / 60)
            t += 1.0 / 60
        }
        #expect(physics.isIdle && !loop.isRunning)
        physics.scroll(to: CGPoint(x: 0, y: 0), duration: 0.2)
        #expect(loop.isRunning)

        let scrubbed = ScrubbedStage(Stage(), smoothing: .exponential(timeConstant: 0.1))
        let scrubLoop = FrameLoop(scrubbed)
        scrubLoop.pause()
        scrubbed.retarget(to: 500)
        #expect(scrubLoop.isRunning)
    }

    @Test("Invalidating detaches the loop from its target")
    func invalidate() {
        let animator = Animator()
        let loop = FrameLoop(animator)
        loop.invalidate()
        #expect(animator.onNeedsFrames == nil)
        animator.add(.tween(from: 0, to: 1, duration: 1), to: AnimatableProperty(read: { 0.0 }, write: { _ in }))
        #expect(!loop.isRunning)
    }

    @Test("A released loop stops resuming: the target's hook holds it weakly")
    func weakHook() {
        let animator = Animator()
        var loop: FrameLoop? = FrameLoop(animator)
        weak let weakLoop = loop
        loop = nil
        #expect(weakLoop == nil)
        animator.add(.tween(from: 0, to: 1, duration: 1), to: AnimatableProperty(read: { 0.0 }, write: { _ in }))   // no crash
    }

    @Test("A loop given a time source installs it on its target and removes it when invalidated")
    func timeSource() {
        let animator = Animator()
        var now = 12.5
        let loop = FrameLoop(animator, timeSource: { now })
        #expect(animator.timeSource?() == 12.5)
        now = 13
        #expect(animator.timeSource?() == 13)
        loop.invalidate()
        #expect(animator.timeSource == nil)
        // Without one, the target's own is left alone, also when the loop is invalidated.
        animator.timeSource = { 1 }
        let other = FrameLoop(animator)
        other.invalidate()
        #expect(animator.timeSource?() == 1)
    }

    @Test("A frame whose time overflows is skipped, and later frames tick at their own times")
    func overflowingFrameTime() {
        let animator = Animator(), box = Box()
        animator.add(.tween(from: 0.0, to: 100, duration: 1, easing: .linear), to: box, \.value, at: 10)
        let loop = FrameLoop(animator)
        let max = Double.greatestFiniteMagnitude
        #expect(loop.frameTime(timestamp: max, targetTimestamp: nil, duration: max) == nil)
        #expect(loop.frame(timestamp: max, targetTimestamp: nil, duration: max) == nil)
        #expect(loop.frame(timestamp: max, targetTimestamp: .infinity, duration: max) == nil)
        #expect(loop.skippedFrameCount == 2 && loop.lastFrameTime == nil)
        #expect(loop.frame(timestamp: 10.25, targetTimestamp: nil, duration: 0.25) == 10.5)
        #expect(animator.lastTickTime == 10.5 && box.value == 50)
        #expect(loop.frame(timestamp: 10.75, targetTimestamp: nil, duration: 0.25) == 11)
        #expect(box.value == 100 && !loop.isRunning)
        // A finite target timestamp is used as it is, and a finite timestamp alone too.
        #expect(loop.frameTime(timestamp: max, targetTimestamp: max, duration: max) == max)
        #expect(loop.frameTime(timestamp: -max, targetTimestamp: nil, duration: max) == 11)   // 0, never back in time
    }
}
