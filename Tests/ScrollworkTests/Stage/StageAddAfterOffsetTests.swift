// Property tests of adds after the first offset: twin stages, seeded.

import Foundation
import Testing
@testable import Scrollwork

/// What a stage's tracks wrote (bit patterns by track id), its buffer, and its scenes' events.
private final class AddProbe {
    var values: [Int: [UInt64]] = [:]
    var events: [String] = []
    let buffer = TrackBuffer(count: 64)
    var snapshotBits: [Int: [UInt64]] { values }
    var bufferBits: [UInt64] { (0..<buffer.count).map { buffer[$0].bitPattern } }
}

/// Scenes and stage tracks to add, made twice from one seed (one copy per twin stage).
private struct AddSpec {
    var scenes: [ScrollScene] = []
    var stageTracks: [Track] = []
}

private func timeline(_ domain: TrackDomain.Kind, _ r: inout SplitMix64) -> Timeline<Double> {
    var t = Timeline(initial: Double(r.next() % 10))
    switch domain {
    case .progress: try! t.insert(Scale(start: 0.1, length: 0.6, to: 100, easing: .easeInOutCubic))
    case .sceneOffset: try! t.insert(Scale(start: 0, length: 200, to: -40, easing: .easeOutBack))
    case .offset: try! t.insert(Scale(start: 100, length: 1_500, to: 300))
    case .velocity: try! t.insert(Scale(start: -2_000, length: 4_000, to: 50))
    case .unclampedProgress: try! t.insert(Scale(start: -0.5, length: 2, to: 70, easing: .easeInOutSine))
    }
    return t
}

private let domains: [TrackDomain] = [.progress, .sceneOffset, .offset, .unclampedProgress, .velocity]

/// Tracks with ids from `nextID`, writing into `sink` (bit patterns).
private func tracks(_ n: Int, _ r: inout SplitMix64, sink: AddProbe, nextID: inout Int, velocity: Bool) -> [Track] {
    var result: [Track] = []
    for _ in 0..<n {
        let id = nextID; nextID += 1
        let domain = domains[Int(r.next() % UInt64(velocity ? 5 : 4))]
        let t = timeline(domain.kind, &r)
        switch r.next() % 6 {
        case 0: result.append(Track(t, domain: domain) { [unowned sink] in sink.values[id] = [$0.bitPattern] })
        case 1: result.append(Track(t, domain: domain, motion: .fade) { [unowned sink] in sink.values[id] = [$0.bitPattern] })
        case 2:
            var p = Timeline(initial: CGPoint.zero)
            try! p.insert(Scale(start: 0.2, length: 0.6, to: CGPoint(x: 30, y: 90)))
            result.append(Track(p) { [unowned sink] in sink.values[id] = [Double($0.x).bitPattern, Double($0.y).bitPattern] })
        case 3:
            var c = Timeline(initial: RGBA.black)
            try! c.insert(Scale(start: 0, length: 1, to: RGBA(0xFF8800)))
            result.append(Track(c, domain: .progress) { [unowned sink] in sink.values[id] = [$0.red.bitPattern, $0.green.bitPattern, $0.blue.bitPattern] })
        case 4: result.append(Track(t, into: sink.buffer, at: id % 64, domain: domain))
        default: result.append(.pin { [unowned sink] in sink.values[id] = [$0.bitPattern] })
        }
    }
    return result
}

/// A deterministic spec: scenes named with `prefix`.
private func addSpec(seed: UInt64, prefix: String, count: Int, sink: AddProbe, disabled: Bool, velocity: Bool = true, idBase: Int) -> AddSpec {
    var r = SplitMix64(seed: seed)
    var nextID = idBase
    var spec = AddSpec()
    for i in 0..<count {
        let start = Double(r.next() % 2_000)
        let length = r.next() % 5 == 0 ? 0 : Double(r.next() % 400)
        let anchor: ScrollAnchor = switch r.next() % 6 {
        case 0: .element("missing")
        case 1: .element("hero", .start, meets: .center, plus: start)
        default: .offset(start)
        }
        var scene = ScrollScene("\(prefix)\(i)", start: anchor, length: length,
                                hysteresis: Double(r.next() % 3) * 4, once: r.next() % 4 == 0)
        if disabled && r.next() % 4 == 0 { scene.isEnabled = false }
        for track in tracks(Int(r.next() % 4), &r, sink: sink, nextID: &nextID, velocity: velocity) { scene.add(track) }
        let name = scene.name
        scene.onEvent = { [unowned sink] in sink.events.append("\(name) \($0.description)") }
        spec.scenes.append(scene)
    }
    spec.stageTracks = tracks(Int(r.next() % 3), &r, sink: sink, nextID: &nextID, velocity: velocity)
    return spec
}

private let addLayout = StageLayout(viewport: CGSize(width: 100, height: 800), content: CGSize(width: 100, height: 3_000),
                          elements: ["hero": CGRect(x: 0, y: 500, width: 100, height: 300)])

/// Every value, bit for bit, state, progress, snapshot, event and velocity of two stages agree.
private func expectTwins(_ a: Stage, _ sa: AddProbe, _ b: Stage, _ sb: AddProbe, _ what: String) {
    #expect(sa.values == sb.values, "values \(what)")
    #expect(sa.bufferBits == sb.bufferBits, "buffer \(what)")
    #expect(a.sceneNames.map { a.state(of: $0) } == b.sceneNames.map { b.state(of: $0) }, "states \(what)")
    #expect(a.sceneNames.map { a.progress(of: $0)?.bitPattern } == b.sceneNames.map { b.progress(of: $0)?.bitPattern }, "progress \(what)")
    #expect(a.snapshot == b.snapshot, "snapshot \(what)")
    #expect(sa.events == sb.events, "events \(what)")
    #expect(a.velocity.bitPattern == b.velocity.bitPattern, "velocity \(what)")
}

/// Scenes and tracks added after a stage's first offset (or from a handler) leave it exactly as
/// if they had been added before, and as if every track had been written after each add.
@Suite("Adds after the first offset")
struct AddAfterOffsetTests {
    /// A: every scene added before the first offset. B: the late ones added after it, in chunks.
    @Test("Adding scenes after the first offset, one by one or in batches, equals adding them before", arguments: 0..<40)
    func twinBeforeAfterFirstOffset(seed: UInt64) throws {
        for policy in [MotionPolicy.full, .reduced] {
            for disabled in [false, true] {
                let sa = AddProbe(), sb = AddProbe()
                let a = Stage(layout: addLayout), b = Stage(layout: addLayout)
                a.motionPolicy = policy; b.motionPolicy = policy
                let ea = addSpec(seed: seed, prefix: "e", count: Int(seed % 3) * 3, sink: sa, disabled: disabled, idBase: 0)
                let eb = addSpec(seed: seed, prefix: "e", count: Int(seed % 3) * 3, sink: sb, disabled: disabled, idBase: 0)
                let la = addSpec(seed: seed &+ 1000, prefix: "l", count: 12, sink: sa, disabled: disabled, idBase: 1000)
                let lb = addSpec(seed: seed &+ 1000, prefix: "l", count: 12, sink: sb, disabled: disabled, idBase: 1000)
                // Early scenes and stage tracks in both.
                try a.add(contentsOf: ea.scenes); try b.add(contentsOf: eb.scenes)
                if seed % 2 == 0 { for t in ea.stageTracks { a.add(t) }; for t in eb.stageTracks { b.add(t) } }
                // A: late scenes before the first offset.
                try a.add(contentsOf: la.scenes); for t in la.stageTracks { a.add(t) }
                if seed % 2 == 1 { for t in ea.stageTracks { a.add(t) } }
                var r = SplitMix64(seed: seed &+ 7)
                let x0 = Double(r.next() % 2_600) - 100
                a.setOffset(x0, at: 0)
                b.setOffset(x0, at: 0)
                // B: late scenes after, in chunks.
                var i = 0
                while i < lb.scenes.count {
                    let n = Int(r.next() % 4) + 1
                    let chunk = Array(lb.scenes[i..<min(i + n, lb.scenes.count)])
                    if chunk.count == 1 || r.next() % 2 == 0 { for s in chunk { try b.add(s) } } else { try b.add(contentsOf: chunk) }
                    i += n
                }
                for t in lb.stageTracks { b.add(t) }
                if seed % 2 == 1 { for t in eb.stageTracks { b.add(t) } }
                let tag = "seed \(seed) \(policy) disabled \(disabled)"
                expectTwins(a, sa, b, sb, "after adds \(tag)")
                var time = 0.0
                for step in 0..<120 {
                    time += 1.0 / 60
                    if r.next() % 5 == 0 { a.tick(at: time); b.tick(at: time) } else {
                        let x = r.next() % 3 == 0 ? Double(r.next() % 2_600) - 100 : (a.offset ?? 0) + Double(Int(r.next() % 81) - 40)
                        a.setOffset(x, at: time); b.setOffset(x, at: time)
                    }
                    expectTwins(a, sa, b, sb, "step \(step) \(tag)")
                    if sa.values != sb.values || a.snapshot != b.snapshot { return }
                }
            }
        }
    }

    /// B: the code under review. C: the same, plus the full write the old code did after each add.
    @Test("An add writes what writing every track after it would write, through removals, restores and ticks", arguments: 0..<40)
    func incrementalMatchesFullWrite(seed: UInt64) throws {
        for policy in [MotionPolicy.full, .reduced] {
            let sb = AddProbe(), sc = AddProbe()
            let b = Stage(layout: addLayout), c = Stage(layout: addLayout)
            b.motionPolicy = policy; c.motionPolicy = policy
            if seed % 3 == 0 { b.velocitySmoothing = .exponential(timeConstant: 0.05); c.velocitySmoothing = .exponential(timeConstant: 0.05) }
            var r = SplitMix64(seed: seed &+ 99)
            var time = 0.0, batch = 0
            var snaps: [StageSnapshot] = []
            for step in 0..<150 {
                let op = r.next() % 10
                switch op {
                case 0, 1:
                    batch += 1
                    let pb = addSpec(seed: seed &* 31 &+ UInt64(batch), prefix: "b\(batch)-", count: Int(r.next() % 4) + 1, sink: sb, disabled: true, idBase: batch * 100)
                    let pc = addSpec(seed: seed &* 31 &+ UInt64(batch), prefix: "b\(batch)-", count: pb.scenes.count, sink: sc, disabled: true, idBase: batch * 100)
                    if op == 0 { for s in pb.scenes { try b.add(s) }; for s in pc.scenes { try c.add(s); c.writeTracks(force: false) } }
                    else { try b.add(contentsOf: pb.scenes); try c.add(contentsOf: pc.scenes); c.writeTracks(force: false) }
                    for t in pb.stageTracks { b.add(t) }; for t in pc.stageTracks { c.add(t); c.writeTracks(force: false) }
                case 2:
                    if let name = b.sceneNames.randomElement(using: &r) { b.removeScene(named: name); c.removeScene(named: name) }
                case 3:
                    time += 0.05; b.tick(at: time); c.tick(at: time)
                case 4:
                    if r.next() % 2 == 0 { snaps.append(b.snapshot) } else if let s = snaps.randomElement(using: &r) { try b.restore(s); try c.restore(s) }
                default:
                    time += 1.0 / 60
                    let x = r.next() % 3 == 0 ? Double(r.next() % 2_600) - 100 : (b.offset ?? 0) + Double(Int(r.next() % 81) - 40)
                    b.setOffset(x, at: time); c.setOffset(x, at: time)
                }
                expectTwins(b, sb, c, sc, "step \(step) op \(op) seed \(seed) \(policy)")
                if sb.values != sc.values || b.snapshot != c.snapshot { return }
            }
        }
    }

    /// Adds from a scene's handler while events are delivered, against adds after the offset returns.
    @Test("Adds made from a handler during delivery equal the same adds made after the offset returns", arguments: 0..<30)
    func addsFromHandler(seed: UInt64) throws {
        for policy in [MotionPolicy.full, .reduced] {
            let sb = AddProbe(), sc = AddProbe()
            let b = Stage(layout: addLayout), c = Stage(layout: addLayout)
            b.motionPolicy = policy; c.motionPolicy = policy
            let pb = addSpec(seed: seed, prefix: "x", count: 10, sink: sb, disabled: true, idBase: 0)
            let pc = addSpec(seed: seed, prefix: "x", count: 10, sink: sc, disabled: true, idBase: 0)
            var pending: [ScrollScene]? = pb.scenes
            var trig = ScrollScene("trigger", start: 500, length: 0)
            trig.onEvent = { [unowned b] _ in
                if let s = pending { pending = nil; try! b.add(contentsOf: s.prefix(5)); for x in s.dropFirst(5) { try! b.add(x) } }
            }
            try b.add(trig)
            try c.add(ScrollScene("trigger", start: 500, length: 0))
            var r = SplitMix64(seed: seed &+ 5)
            var time = 0.0, added = false
            for step in 0..<100 {
                time += 1.0 / 60
                let x = Double(r.next() % 1_200)
                b.setOffset(x, at: time); c.setOffset(x, at: time)
                if !added && pending == nil { added = true; try c.add(contentsOf: pc.scenes) }
                // The trigger's events differ (b's handler): compare the others.
                sb.events.removeAll(); sc.events.removeAll()
                expectTwins(b, sb, c, sc, "step \(step) seed \(seed) \(policy)")
                if sb.values != sc.values { return }
            }
        }
    }
}
