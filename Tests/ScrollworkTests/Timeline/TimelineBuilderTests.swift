import Foundation
import Scrollwork
import Testing

@Suite("Timeline builder")
struct TimelineBuilderTests {
    @Test("Steps follow one another: the same scales as inserting them by hand")
    func followOneAnother() throws {
        let built = try Timeline(initial: 0.0) {
            Hold(0.15)
            Segment(to: 1, over: 0.35, easing: .easeOutCubic)
            Segment(to: 0, over: 0.35, easing: .easeInCubic)
        }
        var byHand = Timeline(initial: 0.0)
        try byHand.insert(Scale(start: 0.15, length: 0.35, to: 1, easing: .easeOutCubic))
        try byHand.insert(Scale(start: 0.5, length: 0.35, to: 0, easing: .easeInCubic))
        #expect(built.scales.map { [$0.start, $0.length, $0.from, $0.to] } == byHand.scales.map { [$0.start, $0.length, $0.from, $0.to] })
        #expect(built.scales.map(\.easing) == byHand.scales.map(\.easing))
        for offset in stride(from: -0.1, through: 1.1, by: 0.01) {
            #expect(built.value(at: offset).bitPattern == byHand.value(at: offset).bitPattern)
        }
    }

    @Test("Loops and conditions build steps; a placed segment sets where the next one follows")
    func controlFlow() throws {
        let stops = [1.0, 2.0, 3.0]
        let reversed = true
        let timeline = try Timeline(initial: 0.0) {
            for stop in stops {
                Segment(to: stop, over: 10)
            }
            if reversed {
                Segment(to: 0, over: 5, at: 100)
            } else {
                Hold(5)
            }
            Segment(to: 7, over: 1)
        }
        #expect(timeline.scales.map(\.start) == [0, 10, 20, 100, 105])
        #expect(timeline.scales.map(\.to) == [1, 2, 3, 0, 7])
        #expect(timeline.value(at: 50) == 3)
    }

    @Test("An overlapping placement names its step and where it was written")
    func overlapNamesTheStep() {
        // Built outside `#expect`: inside a macro's expansion, default `#line` arguments name the macro.
        func build() throws(TimelineError) -> Timeline<Double> {
            try Timeline(initial: 0.0) {
                Segment(to: 1, over: 10)
                Hold(3)
                Segment(to: 2, over: 10, at: 5)
            }
        }
        let line = #line - 3
        #expect(throws: TimelineError.step(2, at: "ScrollworkTests/TimelineBuilderTests.swift:\(line):24", .overlap(new: 5...15, existing: 0...10))) {
            try build()
        }
    }

    @Test("Bad lengths are refused with the step's position: zero, negative, NaN, infinite, and holds")
    func badLengths() {
        for length in [0, -1, Double.nan, .infinity] {
            #expect {
                try Timeline(initial: 0.0) { Segment(to: 1, over: 10); Segment(to: 2, over: length) }
            } throws: { error in
                guard case .step(1, _, .invalidLength(start: 10, length: let got))? = error as? TimelineError else { return false }
                return got.bitPattern == length.bitPattern
            }
        }
        #expect {
            try Timeline(initial: 0.0) { Hold(-1) }
        } throws: { error in
            if case .step(0, _, .invalidLength(start: 0, length: -1))? = error as? TimelineError { true } else { false }
        }
        #expect {
            try Timeline(initial: 0.0) { Hold(.greatestFiniteMagnitude); Hold(.greatestFiniteMagnitude) }
        } throws: { error in
            if case .step(1, _, .nonFiniteEnd)? = error as? TimelineError { true } else { false }
        }
        #expect(throws: Never.self) { try Timeline(initial: 0.0) { Hold(0); Segment(to: 1, over: 1) } }
    }

    @Test("Colour timelines take their colour space")
    func colours() throws {
        let oklab = try Timeline(initial: RGBA(0x1D3B8B), colorSpace: .oklab) {
            Segment(to: RGBA(0x6D28D9), over: 100)
        }
        #expect(oklab.colorSpace == .oklab)
        #expect(oklab.value(at: 100) == RGBA(0x6D28D9))
        #expect(oklab.value(at: 50) != (try Timeline(initial: RGBA(0x1D3B8B)) { Segment(to: RGBA(0x6D28D9), over: 100) }).value(at: 50))
    }

    @Test("An error's description names the step, its place and the reason")
    func description() {
        let error = TimelineError.step(3, at: "App/Intro.swift:12:9", .invalidLength(start: 4, length: 0))
        #expect(error.description == "Step 3 (App/Intro.swift:12:9): Scale starting at 4.0 has length 0.0; a length must be finite, greater than 0 and large enough to move the end past the start")
    }
}
