import Foundation
import Scrollwork
import Testing

@Suite("Pure queries")
struct StageReadingTests {
    /// The last value each named target was written, and how many writes there were.
    final class Sink {
        var values: [String: [Double]] = [:]
        var writes = 0
        func write(_ name: String, _ components: [Double]) {
            values[name] = components
            writes += 1
        }
    }

    static func makeStage(seed: UInt64, sink: Sink, events: @escaping (SceneEvent) -> Void) throws -> Stage {
        var random = SplitMix64(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double {
            Double(random.next() % 100_000) / 100_000 * (range.upperBound - range.lowerBound) + range.lowerBound
        }
        func easing() -> Easing { [.linear, .easeInOutCubic, .easeOutBack, .steps(3), .easeInElastic][Int(random.next() % 5)] }
        let domains: [TrackDomain] = [.progress, .sceneOffset, .offset]
        let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 800), content: CGSize(width: 390, height: 4000)))
        for k in 0..<Int(random.next() % 3) {
            let timeline = try Timeline(initial: number(-5...5)) { Segment(to: number(-50...50), over: 0.1 + number(0...0.5), easing: easing(), at: number(0...0.5)) }
            stage.add(Track(timeline, domain: .progress, motion: random.next() % 2 == 0 ? .decorative : .fade) { sink.write("stage\(k)", [$0]) }.named("stage\(k)"))
        }
        for index in 0..<Int(4 + random.next() % 8) {
            let length = random.next() % 5 == 0 ? 0 : number(1...700)
            var scene = ScrollScene("s\(index)", start: .offset(number(-100...3300)), length: length)
            scene.hysteresis = random.next() % 3 == 0 ? number(0...12) : 0
            scene.once = random.next() % 5 == 0
            scene.onEvent = events
            for k in 0..<Int(random.next() % 4) {
                let domain = domains[Int(random.next() % 3)]
                let span = domain == .progress ? 1.0 : domain == .sceneOffset ? max(length, 1) : 3200
                let name = "s\(index).t\(k)"
                let motion: MotionKind = random.next() % 2 == 0 ? .decorative : .essential
                switch random.next() % 3 {
                case 0:
                    let timeline = try Timeline(initial: number(-5...5)) {
                        Hold(number(0...0.3) * span)
                        Segment(to: number(-50...50), over: (0.05 + number(0...0.4)) * span, easing: easing())
                        Segment(to: number(-50...50), over: (0.05 + number(0...0.3)) * span, easing: easing())
                    }
                    scene.add(Track(timeline, domain: domain, motion: motion) { sink.write(name, [$0]) }.named(name))
                case 1:
                    let timeline = try Timeline(initial: CGPoint(x: number(0...9), y: 0)) {
                        Segment(to: CGPoint(x: number(0...99), y: number(0...99)), over: (0.1 + number(0...0.8)) * span, easing: easing())
                    }
                    scene.add(Track(timeline, domain: domain, motion: motion) { sink.write(name, [Double($0.x), Double($0.y)]) }.named(name))
                default:
                    let timeline = try Timeline(initial: RGBA(0x102030), colorSpace: .oklab) {
                        Segment(to: RGBA(UInt32(random.next() % 0xFFFFFF)), over: (0.1 + number(0...0.8)) * span, easing: easing())
                    }
                    scene.add(Track(timeline, domain: domain, motion: motion) { sink.write(name, [$0.red, $0.green, $0.blue, $0.alpha]) }.named(name))
                }
            }
            if random.next() % 4 == 0 { scene.add(Track.pin { sink.write("s\(index).pin", [$0]) }.named("s\(index).pin")) }
            try stage.add(scene)
        }
        return stage
    }

    @Test("A reading equals what the move then writes and reports, bit for bit, with no event and no write of its own — under the stage's policy and under the other one", arguments: 0..<40)
    func readingMatchesMove(seed: UInt64) throws {
        // `twin` is the same stage driven the same way under the other motion policy: what it
        // writes checks the readings taken under that policy.
        let sink = Sink(), twinSink = Sink()
        var events = 0
        let stage = try Self.makeStage(seed: seed, sink: sink) { _ in events += 1 }
        let twin = try Self.makeStage(seed: seed, sink: twinSink) { _ in }
        twin.motionPolicy = .reduced
        var random = SplitMix64(seed: seed &* 7919)
        for step in 0..<120 {
            if step % 30 == 17 {
                stage.motionPolicy = stage.motionPolicy == .full ? .reduced : .full
                twin.motionPolicy = stage.motionPolicy == .full ? .reduced : .full
            }
            if step % 40 == 23, let name = stage.sceneNames.randomElement(using: &random) {
                try stage.updateScene(named: name) { $0.isEnabled.toggle() }
                try twin.updateScene(named: name) { $0.isEnabled.toggle() }
            }
            let x = step % 10 == 9 ? Double(random.next() % 3400) - 100 : (stage.offset ?? 0) + Double(Int(random.next() % 81) - 40)
            let (eventsBefore, writesBefore) = (events, sink.writes)
            let reading = stage.reading(at: x)
            let other = stage.reading(at: x, motionPolicy: twin.motionPolicy)
            #expect(events == eventsBefore && sink.writes == writesBefore, "seed \(seed) step \(step): a reading reported or wrote")
            stage.setOffset(x)
            twin.setOffset(x)
            for name in stage.sceneNames {
                #expect(reading.state(of: name) == stage.state(of: name), "seed \(seed) step \(step) \(name) state")
                #expect(reading.progress(of: name)?.bitPattern == stage.progress(of: name)?.bitPattern, "seed \(seed) step \(step) \(name) progress")
                #expect(reading.pinTranslation(of: name)?.bitPattern == stage.pinTranslation(of: name)?.bitPattern, "seed \(seed) step \(step) \(name) pin")
            }
            for (read, written) in [(reading, sink.values), (other, twinSink.values)] {
                for (name, values) in written {
                    guard let value = read.value(ofTarget: name) else { continue }   // not written by this move
                    #expect((0..<value.count).map { value[$0].bitPattern } == values.map(\.bitPattern),
                            "seed \(seed) step \(step) \(name) under \(read.motionPolicy): read \(value), written \(values)")
                }
            }
        }
    }

    @Test("Before the first offset a reading places every scene silently, as the first offset does")
    func firstOffset() throws {
        let stage = try Stage {
            ScrollScene("a", start: 0, length: 100)
            ScrollScene("b", start: 200, length: 0)
            ScrollScene("c", start: 300, length: 100, once: true)
        }
        let reading = stage.reading(at: 450)
        #expect(["a", "b", "c"].map { reading.state(of: $0) } == [.after, .after, .after])
        #expect(stage.offset == nil && stage.state(of: "a") == .before)
        #expect(reading.values(ofScene: "a").isEmpty && reading.state(of: "unknown") == nil)
    }

    @Test("Reduced motion reads decorative tracks as discrete; a disabled scene answers frozen with no values")
    func policyAndFrozen() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 100, over: 1) }
        let stage = try Stage {
            ScrollScene("a", start: 0, length: 100) {
                Track(ramp) { _ in }.named("slide")
                Track(ramp, motion: .fade) { _ in }.named("fade")
            }
        }
        stage.setOffset(0)
        #expect(stage.reading(at: 30).value(ofTarget: "slide")?[0] == 30)
        #expect(stage.reading(at: 30, motionPolicy: .reduced).value(ofTarget: "slide")?[0] == 0)
        #expect(stage.reading(at: 60, motionPolicy: .reduced).value(ofTarget: "slide")?[0] == 100)
        #expect(stage.reading(at: 30, motionPolicy: .reduced).value(ofTarget: "fade")?[0] == 30)
        stage.setOffset(40)
        try stage.updateScene(named: "a") { $0.isEnabled = false }
        let frozen = stage.reading(at: 90)
        #expect(frozen.progress(of: "a") == 0.4 && frozen.state(of: "a") == .active && frozen.value(ofTarget: "fade") == nil)
    }
}
