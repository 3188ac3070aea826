import Foundation
import Testing
@testable import Scrollwork

// The bad-input sweep over the APIs added with the declarative stage and the engine at scale:
// pure queries, labels, element resizes, timeline steps, unsmoothed jumps, timed removals and
// playback calls.

extension BadInputSweepTests {
    @Test("Readings, labels, resizes, timeline steps, jumps and timed animator calls × NaN, ±∞, ±0, ±subnormal, ±greatestFiniteMagnitude",
          arguments: 0..<3)
    func sweepDescribingAdditions(seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 2_000)
        let (checked, skipped) = Self.sweep(Self.describingAdditions, seed: seed, using: &rng)
        #expect(checked > 3 * skipped, "checked \(checked), skipped \(skipped)")
        #expect(checked > 250, "checked \(checked)")
    }

    /// A stage of two element-anchored scenes with a track each and two labels, at `offset`.
    static func describingStage(offset: Double) -> Stage {
        let ramp = try! Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let stage = try! Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 4000),
                                                   elements: ["a": CGRect(x: 0, y: 500, width: 390, height: 300),
                                                              "b": CGRect(x: 0, y: 1500, width: 390, height: 300)])) {
            ScrollScene("a", start: .element("a"), length: 300) { Track(ramp) { _ in }.named("a.x") }
            ScrollScene("b", start: .element("b"), length: 300, hysteresis: 4) { Track(ramp) { _ in }.named("b.x") }
            StageLabel("mid", scene: "a", progress: 0.5)
            StageLabel("b", at: .element("b", .center, meets: .center))
        }
        stage.setOffset(offset)
        return stage
    }

    static let describingAdditions: [SweepProbe] = [
        SweepProbe(name: "Stage.reading(at:motionPolicy:)", doubles: [-500...4000, -500...4000]) { d, _ in
            let stage = describingStage(offset: d[0])
            let reading = stage.reading(at: d[1])
            let expectedOffset = d[1].isFinite ? d[1] : (stage.offset ?? 0)
            return firstProblem(
                require(reading.offset == expectedOffset, "read at \(reading.offset)"),
                require(["a", "b"].allSatisfy { reading.progress(of: $0).map { (0...1).contains($0) } ?? true }, "progress out of 0...1"),
                require(reading.value(ofTarget: "a.x").map(\.isFinite) ?? true, "a non-finite value"))
        },
        SweepProbe(name: "Stage.resizeElement(named:by:)", doubles: [-500...4000, -600...600]) { d, _ in
            let stage = describingStage(offset: d[0])
            let twin = describingStage(offset: d[0])
            let resized = stage.resizeElement(named: "a", by: d[1])
            let valid = d[1].isFinite && 300 + d[1] >= 0
            if !valid { return require(!resized && stage.layout == twin.layout, "refused resize changed the layout") }
            var layout = twin.layout
            layout.elements["a"]!.size.height += d[1]
            layout.elements["b"]!.origin.y += d[1]
            layout.content.height += d[1]
            twin.layout = layout
            return firstProblem(
                require(resized, "a valid resize was refused"),
                require(stage.range(of: "b") == twin.range(of: "b") && stage.state(of: "b") == twin.state(of: "b"), "differs from setting the layout"))
        },
        SweepProbe(name: "StageLabel(_:scene:progress:), offset(ofLabel:), currentLabel", doubles: [-500...4000, -2...3]) { d, _ in
            let stage = describingStage(offset: d[0])
            stage.add(StageLabel("p", scene: "b", progress: d[1]))
            let offset = stage.offset(ofLabel: "p")
            _ = (stage.currentLabel, stage.nextLabel, stage.previousLabel, stage.diagnostics)
            // The scene's start plus progress × length; nil when that is not finite (documented).
            let expected = 1500 + d[1] * 300
            return require(expected.isFinite ? offset == expected : offset == nil, "label at \(String(describing: offset))")
        },
        SweepProbe(name: "Timeline(initial:) { Hold; Segment(to:over:easing:at:) }", doubles: [-100...100, 0...10, -10...10, 0...10]) { d, _ in
            do {
                let timeline = try Timeline(initial: 0.0) {
                    Hold(d[1])
                    Segment(to: d[0], over: d[3], at: d[2] > 0 ? nil : d[2])
                }
                return require(timeline.count == 1 && timeline.scales[0].to.bitPattern == d[0].bitPattern, "built \(timeline)")
            } catch {
                guard case .step? = error as? TimelineError else { return "threw \(error), not a step error" }
                return nil
            }
        },
        SweepProbe(name: "ScrubbedStage.jump(to:at:)", doubles: [-500...4000, -500...4000, -5...5]) { d, _ in
            let stage = describingStage(offset: 0)
            let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
            scrubbed.retarget(to: d[0], at: 0)
            let jumped = scrubbed.jump(to: d[1], at: d[2])
            return firstProblem(
                require(jumped == d[1].isFinite, "jump returned \(jumped)"),
                require(!jumped || stage.offset == d[1], "the stage is at \(String(describing: stage.offset))"),
                require(scrubbed.target.isFinite, "target \(scrubbed.target)"))
        },
        SweepProbe(name: "Animator.removeAnimation(forKey:at:), removeAllAnimations(at:), reverse/play/completeAnimation(forKey:at:)",
                   doubles: [-5...5, -5...5, -5...5]) { d, _ in
            final class Box { var x = 0.0 }
            let box = Box(), animator = Animator()
            animator.add(.tween(from: 0.0, to: 1, duration: 1), to: box, \.x, forKey: "a", at: 0)
            animator.add(.tween(from: 0.0, to: 1, duration: 1), to: box, \.x, forKey: "b", at: 0)
            animator.tick(at: 0.25)
            animator.reverseAnimation(forKey: "a", at: d[0])
            animator.playAnimation(forKey: "a", at: d[1])
            animator.completeAnimation(forKey: "b", at: d[2])
            animator.removeAnimation(forKey: "a", at: d[0])
            animator.removeAllAnimations(at: d[1])
            return firstProblem(require(box.x.isFinite, "wrote \(box.x)"), require(animator.isIdle, "not idle after removing all"))
        },
    ]
}
