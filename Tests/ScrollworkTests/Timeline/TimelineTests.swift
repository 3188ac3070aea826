import Foundation
import Testing
@testable import Scrollwork

@Suite("Timeline")
struct TimelineTests {
    func sample() throws -> Timeline<Double> {
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 100, length: 100, to: 1))
        try timeline.insert(Scale(start: 400, length: 100, to: 0.5, easing: .easeInOutCubic))
        return timeline
    }

    @Test("Values before, inside, between and after scales follow the documented semantics")
    func semantics() throws {
        let timeline = try sample()
        #expect(timeline.value(at: -1e9) == 0)
        #expect(timeline.value(at: 99.999) == 0)
        #expect(timeline.value(at: 100) == 0)        // start inclusive: from
        #expect(timeline.value(at: 150) == 0.5)
        #expect(timeline.value(at: 200) == 1)        // end inclusive: to
        #expect(timeline.value(at: 300) == 1)        // between: previous to
        #expect(timeline.value(at: 400) == 1)
        #expect(timeline.value(at: 425) == 1 - 0.5 * 0.0625)
        #expect(timeline.value(at: 450) == 0.75)
        #expect(timeline.value(at: 500) == 0.5)
        #expect(timeline.value(at: 1e12) == 0.5)
        #expect(Timeline(initial: 7.0).value(at: 3) == 7)
    }

    @Test("Non-finite offsets: NaN and −∞ give the initial value, +∞ the last target")
    func nonFiniteOffsets() throws {
        let timeline = try sample()
        var cursor = TimelineCursor()
        for offset in [Double.nan, -.infinity] {
            #expect(timeline.value(at: offset) == 0)
            #expect(timeline.value(at: offset, cursor: &cursor) == 0)
        }
        #expect(timeline.value(at: .infinity) == 0.5)
        #expect(timeline.value(at: .infinity, cursor: &cursor) == 0.5)
        #expect(timeline.activeScale(at: .nan) == nil)
    }

    @Test("Insertion links from to the previous to, and re-links the next scale")
    func linking() throws {
        var timeline = Timeline(initial: 10.0)
        try timeline.insert(Scale(start: 200, length: 100, to: 30))
        #expect(timeline.scales[0].from == 10)
        try timeline.insert(Scale(start: 0, length: 100, to: 20))
        #expect(timeline.scales.map(\.from) == [10, 20])
        try timeline.insert(Scale(start: 100, length: 100, to: 25))   // touches both neighbours
        #expect(timeline.scales.map(\.from) == [10, 20, 25])
        #expect(timeline.value(at: 200) == 25)
        timeline.initial = 0
        #expect(timeline.scales[0].from == 0)
        #expect(timeline.value(at: 50) == 10)
    }

    @Test("Removal re-links the next scale to the value before the removed one")
    func removal() throws {
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(contentsOf: [
            Scale(start: 0, length: 10, to: 1), Scale(start: 10, length: 10, to: 2), Scale(start: 30, length: 10, to: 3),
        ])
        let removed = timeline.remove(at: 1)
        #expect(removed.start == 10 && removed.from == 1 && removed.to == 2)
        #expect(timeline.scales.map(\.from) == [0, 1])
        #expect(timeline.value(at: 20) == 1)
        #expect(timeline.value(at: 35) == 2)
        #expect(timeline.removeScale(startingAt: 0)?.to == 1)
        #expect(timeline.removeScale(startingAt: 5) == nil)
        #expect(timeline.scales.map(\.from) == [0])
        timeline.removeAll()
        #expect(timeline.isEmpty && timeline.value(at: 35) == 0)
    }

    static let badScales: [(scale: Scale<Double>, error: TimelineError)] = [
        (Scale(start: 50, length: 100, to: 9), .overlap(new: 50...150, existing: 0...100)),        // tail overlap
        (Scale(start: 150, length: 100, to: 9), .overlap(new: 150...250, existing: 200...300)),    // head overlap
        (Scale(start: 210, length: 10, to: 9), .overlap(new: 210...220, existing: 200...300)),     // inside
        (Scale(start: 190, length: 200, to: 9), .overlap(new: 190...390, existing: 200...300)),    // covering
        (Scale(start: 0, length: 100, to: 9), .overlap(new: 0...100, existing: 0...100)),          // identical
        (Scale(start: 0, length: 50, to: 9), .overlap(new: 0...50, existing: 0...100)),            // same start
        (Scale(start: 50, length: 50, to: 9), .overlap(new: 50...100, existing: 0...100)),         // same end
        (Scale(start: 10, length: 0, to: 9), .invalidLength(start: 10, length: 0)),
        (Scale(start: 10, length: -5, to: 9), .invalidLength(start: 10, length: -5)),
        (Scale(start: 10, length: .infinity, to: 9), .invalidLength(start: 10, length: .infinity)),
        // Lengths too small to make a segment: the end rounds onto the start, or 1/length overflows.
        (Scale(start: 1e17, length: 1, to: 9), .invalidLength(start: 1e17, length: 1)),
        (Scale(start: 5000, length: .leastNonzeroMagnitude, to: 9), .invalidLength(start: 5000, length: .leastNonzeroMagnitude)),
        (Scale(start: 0, length: .leastNonzeroMagnitude, to: 9), .invalidLength(start: 0, length: .leastNonzeroMagnitude)),
        (Scale(start: .infinity, length: 1, to: 9), .nonFiniteStart(start: .infinity, length: 1)),
        (Scale(start: -.infinity, length: 1, to: 9), .nonFiniteStart(start: -.infinity, length: 1)),
        (Scale(start: .greatestFiniteMagnitude, length: .greatestFiniteMagnitude, to: 9),
         .nonFiniteEnd(start: .greatestFiniteMagnitude, length: .greatestFiniteMagnitude)),
    ]

    @Test("Bad scales are refused with an error naming the ranges, and nothing changes", arguments: badScales)
    func refused(scale: Scale<Double>, error: TimelineError) throws {
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 0, length: 100, to: 1))
        try timeline.insert(Scale(start: 200, length: 100, to: 2))
        let before = timeline.scales
        #expect(throws: error) { try timeline.insert(scale) }
        #expect(timeline.scales == before)
        // The batch form refuses the same scale, all or nothing.
        #expect(throws: error) { try timeline.insert(contentsOf: [Scale(start: 1000, length: 1, to: 5), scale]) }
        #expect(timeline.scales == before)
    }

    @Test("NaN bounds are refused")
    func nanBounds() {
        var timeline = Timeline(initial: 0.0)
        #expect { try timeline.insert(Scale(start: .nan, length: 1, to: 1)) } throws: { error in
            guard case .nonFiniteStart(let start, _)? = error as? TimelineError else { return false }
            return start.isNaN
        }
        #expect { try timeline.insert(Scale(start: 0, length: .nan, to: 1)) } throws: { error in
            guard case .invalidLength(_, let length)? = error as? TimelineError else { return false }
            return length.isNaN
        }
        #expect(timeline.isEmpty)
    }

    @Test("Touching scales are accepted; at the shared offset the later scale starts")
    func touching() throws {
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 0, length: 10, to: 1))
        try timeline.insert(Scale(start: 10, length: 10, to: 0, easing: .steps(2, .jumpStart)))
        #expect(timeline.count == 2)
        #expect(timeline.value(at: 10) == 0.5)   // jump-start jumps at its own start, as in CSS
        #expect(timeline.activeScale(at: 10)?.index == 1)
        #expect(timeline.activeScale(at: 10)?.progress == 0)
        #expect(timeline.activeScale(at: 5)?.progress == 0.5)
        #expect(timeline.activeScale(at: 20)?.progress == 1)
        #expect(timeline.activeScale(at: 25) == nil)
        #expect(timeline.activeScale(at: -1) == nil)
    }

    @Test("Overlapping scales within one batch are refused")
    func batchOverlap() {
        var timeline = Timeline(initial: 0.0)
        #expect(throws: TimelineError.overlap(new: 5...15, existing: 0...10)) {
            try timeline.insert(contentsOf: [Scale(start: 5, length: 10, to: 1), Scale(start: 0, length: 10, to: 2)])
        }
        #expect(timeline.isEmpty)
    }

    @Test("append continues where the last scale ends")
    func append() throws {
        var timeline = Timeline(initial: 0.0)
        try timeline.append(to: 1, length: 100)
        try timeline.append(to: 3, length: 50, easing: .easeOutQuad)
        try timeline.append(to: 4, length: 10, start: 200)
        #expect(timeline.scales.map(\.start) == [0, 100, 200])
        #expect(timeline.extent == 0...210)
        #expect(throws: TimelineError.overlap(new: 205...215, existing: 200...210)) { try timeline.append(to: 0, length: 10, start: 205) }
    }

    @Test("Timelines of every value type read through the same semantics")
    func valueTypes() throws {
        var points = Timeline(initial: CGPoint.zero)
        try points.insert(Scale(start: 0, length: 10, to: CGPoint(x: 10, y: 20)))
        #expect(points.value(at: 5) == CGPoint(x: 5, y: 10))
        var rects = Timeline(initial: CGRect.zero)
        try rects.insert(Scale(start: 0, length: 10, to: CGRect(x: 10, y: 10, width: 20, height: 40), easing: .easeInQuad))
        #expect(rects.value(at: 5) == CGRect(x: 2.5, y: 2.5, width: 5, height: 10))
        var sizes = Timeline(initial: CGSize.zero)
        try sizes.insert(Scale(start: 0, length: 10, to: CGSize(width: 8, height: 4)))
        #expect(sizes.value(at: 2.5) == CGSize(width: 2, height: 1))
        var floats = Timeline(initial: Float(0))
        try floats.insert(Scale(start: 0, length: 10, to: 1))
        #expect(floats.value(at: 5) == 0.5)
    }

    @Test("A colour timeline blends in its colour space")
    func colourSpaces() throws {
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        var straight = Timeline(initial: red)
        try straight.insert(Scale(start: 0, length: 10, to: blue))
        var perceptual = Timeline(initial: red, colorSpace: .oklab)
        try perceptual.insert(Scale(start: 0, length: 10, to: blue))
        #expect(straight.value(at: 5) == RGBA(red: 0.5, green: 0, blue: 0.5))
        #expect(perceptual.value(at: 5) == RGBA.interpolate(from: red, to: blue, progress: 0.5, in: .oklab))
        #expect(perceptual.value(at: 10) == blue)
        var cursor = TimelineCursor()
        #expect(perceptual.value(at: 5, cursor: &cursor) == perceptual.value(at: 5))
        perceptual.colorSpace = .linearSRGB
        #expect(perceptual.value(at: 5) == RGBA.interpolate(from: red, to: blue, progress: 0.5, in: .linearSRGB))
    }

    @Test("Codable round trip re-links and keeps the colour space; invalid JSON is refused")
    func codable() throws {
        var timeline = Timeline(initial: RGBA.black, colorSpace: .oklab)
        try timeline.insert(Scale(start: 0, length: 10, to: .white, easing: .easeOutBack))
        try timeline.insert(Scale(start: 20, length: 10, to: RGBA(red: 1, green: 0, blue: 0)))
        let data = try JSONEncoder().encode(timeline)
        let decoded = try JSONDecoder().decode(Timeline<RGBA>.self, from: data)
        #expect(decoded.scales == timeline.scales)
        #expect(decoded.colorSpace == .oklab)
        for offset in stride(from: -5.0, through: 35, by: 0.5) { #expect(decoded.value(at: offset) == timeline.value(at: offset)) }
        let overlapping = #"{"initial":0,"scales":[{"start":0,"length":10,"to":1},{"start":5,"length":10,"to":2}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Timeline<Double>.self, from: Data(overlapping.utf8)) }
        var custom = Timeline(initial: 0.0)
        try custom.insert(Scale(start: 0, length: 1, to: 1, easing: .custom { $0 }))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(custom) }
    }

    @Test("Randomized insert/remove/query sequences agree with a brute-force model", arguments: 0..<24)
    func randomized(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var timeline = Timeline(initial: 0.0)
        var model = TimelineModel(initial: 0)
        var cursor = TimelineCursor()
        func randomOffset() -> Double {
            // Quarter-point grid so boundaries are hit exactly, plus a little off-grid noise.
            let grid = Double(Int.random(in: -8...808, using: &generator)) / 4
            return Bool.random(using: &generator) ? grid : grid + Double.random(in: -0.1...0.1, using: &generator)
        }
        for step in 0..<300 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4:
                let entry = TimelineModel.Entry(
                    start: Double(Int.random(in: 0...180, using: &generator)),
                    length: Double(Int.random(in: -1...12, using: &generator)),
                    to: Double(Int.random(in: -50...50, using: &generator)))
                let before = timeline.scales
                let accepted = model.accepts(entry)
                do {
                    try timeline.insert(Scale(start: entry.start, length: entry.length, to: entry.to))
                    #expect(accepted, "seed \(seed) step \(step): accepted \(entry) the model refuses")
                    model.entries.append(entry)
                } catch {
                    #expect(!accepted, "seed \(seed) step \(step): refused \(entry): \(error)")
                    #expect(timeline.scales == before, "seed \(seed) step \(step): a refused insert changed the timeline")
                }
            case 4:
                guard !model.entries.isEmpty else { continue }
                let index = Int.random(in: 0..<timeline.count, using: &generator)
                let removed = timeline.remove(at: index)
                model.entries.removeAll { $0.start == removed.start }
            default:
                for _ in 0..<5 {
                    let offset = randomOffset()
                    let expected = model.value(at: offset)
                    expectClose(timeline.value(at: offset), expected, tolerance: 1e-9, "seed \(seed) step \(step) offset \(offset)")
                    expectClose(timeline.value(at: offset, cursor: &cursor), expected, tolerance: 1e-9, "cursor, seed \(seed) step \(step) offset \(offset)")
                }
            }
            #expect(timeline.scales.map(\.start) == model.sorted.map(\.start), "seed \(seed) step \(step)")
            #expect(timeline.scales.map(\.from) == model.sorted.map { model.from(of: $0) }, "seed \(seed) step \(step)")
        }
    }

    @Test("Every kind of easing evaluates inside a timeline exactly as on its own, through inserts and removals", arguments: 0..<4)
    func everyEasingKind(seed: UInt64) throws {
        let easings: [Easing] = [
            .linear, .easeInOutCubic, .easeOutElastic, .easeInSine, .cubicBezier(0.68, -0.55, 0.265, 1.55),
            .steps(4, .jumpBoth), .piecewiseLinear([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(1)]),
            .spring(duration: 0.5, bounce: 0.3), Easing.easeInQuad.reversed, Easing.easeOutBounce.mirrored,
            .custom { $0 * $0 * $0 },
        ]
        var generator = SplitMix64(seed: seed)
        let scales = easings.indices.map { Scale(start: Double($0) * 10, length: 8, to: Double($0 + 1) * 3, easing: easings[$0]) }
        var timeline = Timeline(initial: 0.0)
        for scale in scales.shuffled(using: &generator) { try timeline.insert(scale) }
        // Remove and re-insert a few, so that every parallel array is shifted both ways.
        for _ in 0..<5 {
            let removed = timeline.remove(at: Int.random(in: 0..<timeline.count, using: &generator))
            try timeline.insert(Scale(start: removed.start, length: removed.length, to: removed.to, easing: removed.easing))
        }
        var cursor = TimelineCursor()
        for (index, easing) in easings.enumerated() {
            let from = index == 0 ? 0 : Double(index) * 3, to = Double(index + 1) * 3
            for step in 0...16 {
                let progress = Double(step) / 16
                let offset = Double(index) * 10 + progress * 8
                let expected = Double.interpolate(from: from, to: to, progress: easing(progress))
                #expect(timeline.value(at: offset) == expected, "seed \(seed) easing \(easing) progress \(progress)")
                #expect(timeline.value(at: offset, cursor: &cursor) == expected, "seed \(seed) easing \(easing) progress \(progress)")
            }
        }
    }

    @Test("Every named curve and colour space: a scale gives exactly from and to at its ends and the value type's blend between")
    func namedCurvesEveryValueType() throws {
        // A value type whose own blend is off by a little everywhere, its ends included (allowed:
        // the protocol's laws hold "up to rounding" for other types): a timeline still gives the
        // scale's `from` and `to` themselves at eased progress 0 and 1.
        struct Inexact: Interpolatable, Equatable {
            var x: Double
            static func interpolate(from: Inexact, to: Inexact, progress: Double) -> Inexact {
                Inexact(x: from.x + (to.x - from.x) * progress + 1e-9)
            }
        }
        let from = RGBA(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.8), to = RGBA(red: 0.2, green: 0.7, blue: 1, alpha: 0.4)
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40), target = CGRect(x: -5, y: 7, width: 3, height: 90)
        for (name, easing) in Easing.named {
            var number = Timeline(initial: Inexact(x: 0.1))
            try number.insert(Scale(start: 10, length: 8, to: Inexact(x: 0.7), easing: easing))
            var frame = Timeline(initial: rect)
            try frame.insert(Scale(start: 10, length: 8, to: target, easing: easing))
            var colours = [ColorSpace.sRGB, .linearSRGB, .oklab].map { Timeline(initial: from, colorSpace: $0) }
            for index in colours.indices { try colours[index].insert(Scale(start: 10, length: 8, to: to, easing: easing)) }
            var cursor = TimelineCursor()
            for step in 0...32 {
                // Binary fractions: the timeline's progress through the scale is exactly `progress`.
                let progress = Double(step) / 32, offset = 10 + progress * 8
                let eased = easing(progress)
                let expected = eased == 0 ? Inexact(x: 0.1) : eased == 1 ? Inexact(x: 0.7)
                    : Inexact.interpolate(from: Inexact(x: 0.1), to: Inexact(x: 0.7), progress: eased)
                #expect(number.value(at: offset) == expected, "\(name) at \(progress)")
                #expect(number.value(at: offset, cursor: &cursor) == expected, "\(name) at \(progress)")
                #expect(frame.value(at: offset) == CGRect.interpolate(from: rect, to: target, progress: eased), "\(name) at \(progress)")
                for colour in colours {
                    #expect(colour.value(at: offset) == RGBA.interpolate(from: from, to: to, progress: eased, in: colour.colorSpace),
                            "\(name) in \(colour.colorSpace) at \(progress)")
                }
            }
            #expect(number.value(at: 10) == Inexact(x: 0.1) && number.value(at: 18) == Inexact(x: 0.7), "\(name)")
            #expect(colours.allSatisfy { $0.value(at: 10) == from && $0.value(at: 18) == to }, "\(name)")
        }
    }

    @Test("Building in random order, one by one or in a batch, gives the same timeline", arguments: 0..<4)
    func buildOrders(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let scales = (0..<500).map { Scale(start: Double($0) * 2, length: 1 + Double($0 % 2), to: Double($0 % 17)) }
        let shuffled = scales.shuffled(using: &generator)
        var oneByOne = Timeline(initial: -1.0)
        for scale in shuffled { try oneByOne.insert(scale) }
        let batch = try Timeline(initial: -1.0, scales: shuffled)
        var inOrder = Timeline(initial: -1.0)
        for scale in scales { try inOrder.insert(scale) }
        #expect(oneByOne.scales == inOrder.scales)
        #expect(batch.scales == inOrder.scales)
    }

    @Test("The cursor path equals the plain path for scrubbing and random jumps")
    func cursor() throws {
        var timeline = Timeline(initial: 0.0)
        for index in 0..<1000 {
            try timeline.append(to: Double(index % 7), length: 1 + Double(index % 3) * 0.5, easing: .easeInOutCubic, start: Double(index) * 3)
        }
        var cursor = TimelineCursor()
        var generator = SplitMix64(seed: 99)
        for frame in 0..<4000 {
            let offset = frame % 3 == 0 ? Double.random(in: -10...3010, using: &generator) : Double(frame) * 0.7
            #expect(timeline.value(at: offset, cursor: &cursor) == timeline.value(at: offset))
        }
        // A stale cursor from a longer timeline is only a hint.
        var stale = TimelineCursor()
        _ = timeline.value(at: 2990, cursor: &stale)
        var short = Timeline(initial: 0.0)
        try short.insert(Scale(start: 0, length: 1, to: 1))
        #expect(short.value(at: 0.5, cursor: &stale) == 0.5)
    }

    @Test("Copies are independent values: every change to one leaves the others as they were", arguments: 0..<8)
    func copies(seed: UInt64) throws {
        // Values that hold a reference (the label), so that copying, moving and releasing the
        // segments' values is exercised, and custom easings, whose storage the segments share.
        struct Labelled: Interpolatable, Equatable {
            var x: Double
            var label: String
            static func interpolate(from: Labelled, to: Labelled, progress: Double) -> Labelled {
                Labelled(x: Double.interpolate(from: from.x, to: to.x, progress: progress), label: progress < 0.5 ? from.label : to.label)
            }
        }
        func value(_ x: Int) -> Labelled { Labelled(x: Double(x), label: "value \(x) " + String(repeating: "•", count: x & 7)) }
        var generator = SplitMix64(seed: seed)
        var timeline = Timeline(initial: value(-1))
        var snapshots: [(timeline: Timeline<Labelled>, scales: [Scale<Labelled>], values: [Labelled])] = []
        let offsets = stride(from: -2.0, through: 130, by: 0.75).map { $0 }
        for step in 0..<200 {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0..<4:
                let start = Double(Int.random(in: 0...120, using: &generator))
                let easing: Easing = Bool.random(using: &generator) ? .easeOutQuad : .custom { $0 * $0 }
                try? timeline.insert(Scale(start: start, length: Double(Int.random(in: 1...6, using: &generator)), to: value(step), easing: easing))
            case 4 where !timeline.isEmpty:
                timeline.remove(at: Int.random(in: 0..<timeline.count, using: &generator))
            case 5:
                timeline.initial = value(1_000 + step)
            case 6 where Int.random(in: 0..<10, using: &generator) == 0:
                timeline.removeAll()
            default:
                snapshots.append((timeline, timeline.scales, offsets.map { timeline.value(at: $0) }))
            }
        }
        for (index, snapshot) in snapshots.enumerated() {
            #expect(snapshot.timeline.scales.map(\.start) == snapshot.scales.map(\.start), "seed \(seed) snapshot \(index)")
            #expect(snapshot.timeline.scales.map(\.from) == snapshot.scales.map(\.from), "seed \(seed) snapshot \(index)")
            #expect(offsets.map { snapshot.timeline.value(at: $0) } == snapshot.values, "seed \(seed) snapshot \(index)")
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Out-of-range indices trap with a message")
    func traps() async {
        await #expect(processExitsWith: .failure) {
            var timeline = Timeline(initial: 0.0)
            timeline.remove(at: 0)
        }
        await #expect(processExitsWith: .failure) { _ = Timeline(initial: 0.0)[3] }
    }
    #endif
}

@Suite("Timeline search")
struct TimelineSearchTests {
    @Test("The branch-free four-way search finds the last start <= offset for every size up to 70")
    func lastIndex() {
        for count in 1...70 {
            let starts = (0..<count).map { Double($0) * 2 }
            starts.withUnsafeBufferPointer { buffer in
                for offset in stride(from: 0.0, through: Double(count) * 2 + 1, by: 0.5) {
                    let expected = starts.lastIndex { $0 <= offset }!
                    #expect(Timeline<Double>.lastIndex(in: buffer, notAbove: offset) == expected, "count \(count) offset \(offset)")
                }
                #expect(Timeline<Double>.lastIndex(in: buffer, notAbove: .infinity) == count - 1)
            }
        }
    }
}
