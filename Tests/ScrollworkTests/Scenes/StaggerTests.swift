import Foundation
import Testing
@testable import Scrollwork

/// Stagger offsets against their closed forms — every list origin, grids from a corner, a cell and
/// the centre, layout positions — for amount and each; scrubbed timelines that end exactly where the
/// scene ends; triggered delays; and every bad input's error.
@Suite("Stagger")
struct StaggerTests {
    static let counts = [1, 2, 5, 6, 11]

    /// The closed form for `n` targets in a list, with amount `a` (see ``Stagger/offsets(count:)``).
    static func listOffset(_ i: Int, _ n: Int, from origin: Stagger.Origin, amount a: Double) -> Double {
        guard n > 1 else { return 0 }
        let last = Double(n - 1), c = last / 2, x = Double(i)
        switch origin.kind {
        case .start: return a * x / last
        case .end: return a * (last - x) / last
        case .center:
            // Less the nearest's distance: 0 for an odd count, 1/2 for an even one.
            let nearest = n % 2 == 0 ? 0.5 : 0
            return c == nearest ? 0 : a * (abs(x - c) - nearest) / (c - nearest)
        case .edges:
            let farthest = n % 2 == 0 ? c - 0.5 : c
            return farthest == 0 ? 0 : a * (c - abs(x - c)) / farthest
        case .index(let k): return a * abs(x - Double(k)) / Double(max(k, n - 1 - k))
        case .cell: return .nan
        }
    }

    @Test("A list's offsets equal the closed forms for every origin, with amount", arguments: counts)
    func listAmount(count n: Int) throws {
        let origins: [Stagger.Origin] = [.start, .end, .center, .edges, .index(0), .index(n / 3), .index(n - 1)]
        for origin in origins {
            let offsets = try Stagger(from: origin, spread: .amount(0.6)).offsets(count: n)
            #expect(offsets.count == n)
            for i in 0..<n {
                expectClose(offsets[i], Self.listOffset(i, n, from: origin, amount: 0.6), tolerance: 1e-15, "\(origin), n = \(n), i = \(i)")
            }
            // The span is exact: the farthest target is offset by exactly the amount.
            if offsets.contains(where: { $0 > 0 }) { #expect(offsets.max() == 0.6, "\(origin), n = \(n)") }
            #expect(offsets.min() == 0)
        }
    }

    @Test("With each, a list's offsets are the distance beyond the nearest times the step", arguments: counts)
    func listEach(count n: Int) throws {
        let c = Double(n - 1) / 2
        let start = try Stagger(from: .start, spread: .each(0.1)).offsets(count: n)
        let end = try Stagger(from: .end, spread: .each(0.1)).offsets(count: n)
        let center = try Stagger(from: .center, spread: .each(0.1)).offsets(count: n)
        let edges = try Stagger(from: .edges, spread: .each(0.1)).offsets(count: n)
        for i in 0..<n {
            let x = Double(i), nearest = n % 2 == 0 ? 0.5 : 0
            expectClose(start[i], 0.1 * x, tolerance: 1e-15)
            expectClose(end[i], 0.1 * (Double(n - 1) - x), tolerance: 1e-15)
            expectClose(center[i], 0.1 * (abs(x - c) - nearest), tolerance: 1e-15)
            expectClose(edges[i], 0.1 * (c - abs(x - c)), tolerance: 1e-15)
        }
    }

    @Test("A grid's offsets are straight-line cell distances from a corner, a cell, the centre, or to the edges", arguments: [(3, 4, 12), (3, 4, 10), (5, 5, 25), (1, 7, 7), (4, 1, 3)])
    func grid(rows: Int, columns: Int, count: Int) throws {
        func cell(_ i: Int) -> (Double, Double) { (Double(i / columns), Double(i % columns)) }
        func check(_ origin: Stagger.Origin, _ distance: (Double, Double) -> Double) throws {
            let each = try Stagger(from: origin, spread: .each(0.05), arrangement: .grid(rows: rows, columns: columns)).offsets(count: count)
            let amount = try Stagger(from: origin, spread: .amount(1), arrangement: .grid(rows: rows, columns: columns)).offsets(count: count)
            let distances = (0..<count).map { distance(cell($0).0, cell($0).1) }
            let nearest = distances.min()!, farthest = distances.max()!
            for i in 0..<count {
                expectClose(each[i], 0.05 * (distances[i] - nearest), tolerance: 1e-14, "\(origin) \(rows)×\(columns) i = \(i)")
                let expected = farthest > nearest ? (distances[i] - nearest) / (farthest - nearest) : 0
                expectClose(amount[i], expected, tolerance: 1e-14, "\(origin) \(rows)×\(columns) i = \(i)")
            }
        }
        let cr = Double(rows - 1) / 2, cc = Double(columns - 1) / 2
        let last = cell(count - 1)
        try check(.start) { r, c in (r * r + c * c).squareRoot() }
        try check(.end) { r, c in ((r - last.0) * (r - last.0) + (c - last.1) * (c - last.1)).squareRoot() }
        try check(.center) { r, c in ((r - cr) * (r - cr) + (c - cc) * (c - cc)).squareRoot() }
        try check(.cell(row: rows - 1, column: 0)) { r, c in ((r - Double(rows - 1)) * (r - Double(rows - 1)) + c * c).squareRoot() }
        try check(.index(count / 2)) { r, c in
            let o = cell(count / 2)
            return ((r - o.0) * (r - o.0) + (c - o.1) * (c - o.1)).squareRoot()
        }
        // Edges: the farthest from the centre first.
        let centreDistances = (0..<count).map { i -> Double in
            let (r, c) = cell(i)
            return ((r - cr) * (r - cr) + (c - cc) * (c - cc)).squareRoot()
        }
        let far = centreDistances.max()!
        try check(.edges) { r, c in far - ((r - cr) * (r - cr) + (c - cc) * (c - cc)).squareRoot() }
    }

    @Test("A 3 × 3 grid from the centre: the middle 0, the sides 1, the corners √2, with each = 1")
    func gridByHand() throws {
        let offsets = try Stagger(from: .center, spread: .each(1), arrangement: .grid(rows: 3, columns: 3)).offsets(count: 9)
        let s = 2.0.squareRoot()
        let expected: [Double] = [s, 1, s, 1, 0, 1, s, 1, s]
        #expect(offsets == expected)
    }

    @Test("By layout position: straight-line distances in points from a target or the centre of their box")
    func positions() throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 80)]
        let fromFirst = try Stagger(from: .start, spread: .each(0.01), arrangement: .positions(points)).offsets(count: 4)
        expectClose(fromFirst[1], 0.5, tolerance: 1e-15)        // 50 points
        expectClose(fromFirst[2], 0.6, tolerance: 1e-15)
        expectClose(fromFirst[3], 0.8, tolerance: 1e-15)
        // The box is 0…60 × 0…80: its centre (30, 40) is target 1's position.
        let fromCentre = try Stagger(from: .center, spread: .amount(1), arrangement: .positions(points)).offsets(count: 4)
        #expect(fromCentre[1] == 0)
        #expect(fromCentre.allSatisfy { abs($0 - 1) < 1e-15 || $0 == 0 })
    }

    @Test("An easing bends the offsets along the distance, keeping both ends")
    func eased() throws {
        let offsets = try Stagger(spread: .amount(2), easing: .easeInQuad).offsets(count: 5)
        let expected: [Double] = [0, 0.125, 0.5, 1.125, 2]
        #expect(offsets == expected)
    }

    @Test("Scrubbed over the scene: each run is (1 − span) long from its offset, and the farthest ends exactly at 1", arguments: [0.0, 0.3, 0.5, 0.7, 0.9, 0.123456789])
    func spreadFits(amount: Double) throws {
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 0, length: 0.25, to: 0.5))
        try timeline.insert(Scale(start: 0.25, length: 0.75, to: 1, easing: .easeOutCubic))
        for origin in [Stagger.Origin.start, .end, .center, .edges] {
            let stagger = Stagger(from: origin, spread: .amount(amount))
            let offsets = try stagger.offsets(count: 7)
            let spread = try stagger.spread(timeline, count: 7)
            for (offset, target) in zip(offsets, spread) {
                let scales = target.scales
                #expect(scales.count == 2)
                expectClose(scales[0].start, offset, tolerance: 0)
                expectClose(scales[0].length, 0.25 * (1 - amount), tolerance: 1e-15)
                #expect(scales[0].end <= scales[1].start)
                expectClose(scales[1].end, offset + 1 - amount, tolerance: 1e-15)
                // The same values at the mapped progress.
                for p in stride(from: 0.0, through: 1, by: 0.125) {
                    expectClose(target.value(at: offset + p * (1 - amount)), timeline.value(at: p), tolerance: 1e-12)
                }
            }
            if amount > 0 {
                let last = spread[offsets.firstIndex(of: offsets.max()!)!]
                #expect(last.scales[1].end <= 1 && last.scales[1].end >= 1 - 1e-15)
                #expect(last.value(at: 1) == 1)
            }
        }
    }

    @Test("Scrubbed as a distance: each timeline is shifted by its offset in points, lengths kept")
    func shifted() throws {
        let rise = try Timeline(initial: 40.0) { Segment(to: 0, over: 200) }
        let rises = try Stagger(from: .end, spread: .amount(90)).shifted(rise, count: 4)
        let starts: [Double] = [90, 60, 30, 0], lengths: [Double] = [200, 200, 200, 200]
        #expect(rises.map { $0.scales[0].start } == starts)
        #expect(rises.map { $0.scales[0].length } == lengths)
        #expect(rises[0].value(at: 190) == 20)
    }

    @Test("Staggered tracks on a stage show the wave: at mid-scene the first target is done, the last not started")
    func onAStage() throws {
        let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let buffer = TrackBuffer(count: 5)
        let fades = try Stagger(spread: .amount(0.8)).spread(fade, count: 5)
        var scene = ScrollScene("cards", start: 0, length: 1000)
        for (i, timeline) in fades.enumerated() { scene.add(Track(timeline, into: buffer, at: i)) }
        let stage = Stage()
        _ = try stage.add(scene)
        stage.setOffset(500)
        // Run i covers 0.2·i … 0.2·i + 0.2 of the scene.
        for (value, expected) in zip(buffer.values, [1, 1, 0.5, 0, 0]) { expectClose(value, expected, tolerance: 1e-12) }
        stage.setOffset(1000)
        let done: [Double] = [1, 1, 1, 1, 1]
        #expect(buffer.values == done)
    }

    @Test("Triggered: delays are the offsets in seconds, added to each animation's own delay")
    func triggered() throws {
        let stagger = Stagger(from: .center, spread: .each(0.05), arrangement: .grid(rows: 2, columns: 3))
        let delays = try stagger.delays(count: 6)
        let offsets = try stagger.offsets(count: 6)
        #expect(delays == offsets)
        var pop = PropertyAnimation<Double>.tween(from: 0, to: 1, duration: 0.3, easing: .linear)
        pop.delay = 0.1
        let pops = try stagger.animations(pop, count: 6)
        let expected = delays.map { 0.1 + $0 }
        #expect(pops.map(\.delay) == expected)
    }

    @Test("Bad inputs get typed errors, and empty counts give nothing")
    func badInputs() throws {
        let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        #expect(try Stagger(spread: .amount(1)).offsets(count: 0) == [])
        #expect(try Stagger(spread: .amount(1)).offsets(count: 1) == [0])
        #expect(throws: StaggerError.negativeCount(-1)) { try Stagger(spread: .amount(1)).offsets(count: -1) }
        for bad in [-0.1, .nan, .infinity] {
            #expect(throws: StaggerError.self) { try Stagger(spread: .each(bad)).offsets(count: 3) }
        }
        #expect(throws: StaggerError.originOutOfRange(.index(3), count: 3)) { try Stagger(from: .index(3), spread: .amount(1)).offsets(count: 3) }
        #expect(throws: StaggerError.originNotInArrangement(.cell(row: 0, column: 0))) {
            try Stagger(from: .cell(row: 0, column: 0), spread: .amount(1)).offsets(count: 3)
        }
        #expect(throws: StaggerError.emptyGrid(rows: 0, columns: 3)) {
            try Stagger(spread: .amount(1), arrangement: .grid(rows: 0, columns: 3)).offsets(count: 3)
        }
        #expect(throws: StaggerError.gridTooSmall(rows: 2, columns: 2, count: 5)) {
            try Stagger(spread: .amount(1), arrangement: .grid(rows: 2, columns: 2)).offsets(count: 5)
        }
        #expect(throws: StaggerError.positionCount(1, count: 2)) {
            try Stagger(spread: .amount(1), arrangement: .positions([.zero])).offsets(count: 2)
        }
        #expect(throws: StaggerError.nonFinitePosition) {
            try Stagger(spread: .amount(1), arrangement: .positions([.zero, CGPoint(x: CGFloat.nan, y: 0)])).offsets(count: 2)
        }
        #expect(throws: StaggerError.nonFiniteOffset) { try Stagger(spread: .each(1e308)).offsets(count: 5) }
        #expect(throws: StaggerError.spanTooLong(1)) { try Stagger(spread: .amount(1)).spread(fade, count: 3) }
        #expect(throws: StaggerError.spanTooLong(1.5)) { try Stagger(spread: .each(0.5)).spread(fade, count: 4) }
        #expect(throws: StaggerError.self) { try Stagger(spread: .each(1e308)).shifted(fade, count: 2) }
    }
}
