import Foundation
import Testing
@testable import Scrollwork

@Suite("Scale bad input")
struct ScaleBadInputTests {
    /// A linked scale from 0 to 1 (what a timeline hands out), built directly.
    static func linked(start: Double, length: Double) -> Scale<Double> {
        Scale(start: start, length: length, from: 0, to: 1, easing: .linear)
    }

    @Test("A scale whose length a timeline would refuse is a jump at its start, never NaN")
    func refusedLengthsJump() {
        let lengths: [Double] = [.nan, 0, -5, -.infinity, -.leastNonzeroMagnitude]
        for length in lengths {
            let scale = Self.linked(start: 0, length: length)
            #expect(scale.value(at: -1) == 0, "length \(length)")
            #expect(scale.value(at: 0) == 1, "length \(length)")
            #expect(scale.value(at: 0.5) == 1, "length \(length)")
            #expect(scale.value(at: .nan) == 0, "length \(length)")
            var timeline = Timeline(initial: 0.0)
            #expect(throws: TimelineError.self, "length \(length)") { try timeline.insert(Scale(start: 0, length: length, to: 1.0)) }
        }
    }

    @Test("Infinite lengths and non-finite starts evaluate to an endpoint")
    func nonFiniteBounds() {
        let max = Double.greatestFiniteMagnitude
        let endless = Self.linked(start: -max, length: .infinity)
        #expect(endless.value(at: max) == 0)
        #expect(endless.value(at: .infinity) == 1)
        #expect(Self.linked(start: .nan, length: 1).value(at: 0) == 0)
        #expect(Self.linked(start: -.infinity, length: 1).value(at: 0) == 1)
        #expect(Self.linked(start: -max, length: max).value(at: -max / 2) == 0.5)
    }
}
