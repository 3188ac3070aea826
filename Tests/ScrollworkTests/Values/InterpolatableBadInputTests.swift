import Foundation
import Testing
@testable import Scrollwork

@Suite("Interpolatable bad input")
struct InterpolatableBadInputTests {
    static let max = Double.greatestFiniteMagnitude

    @Test("Endpoints are exact for infinite values too: progress 0 gives from, 1 gives to")
    func infiniteEndpoints() {
        #expect(Double.interpolate(from: 1, to: .infinity, progress: 0) == 1)
        #expect(Double.interpolate(from: 1, to: .infinity, progress: 1) == .infinity)
        #expect(Double.interpolate(from: -.infinity, to: 1, progress: 1) == 1)
        #expect(Double.interpolate(from: -.infinity, to: 1, progress: 0) == -.infinity)
        #expect(Double.interpolate(from: 1, to: .infinity, progress: 0.5) == .infinity)
        #expect(Float.interpolate(from: 1, to: .infinity, progress: 0) == 1)
        #expect(CGPoint.interpolate(from: CGPoint(x: 2, y: 3), to: CGPoint(x: Double.infinity, y: 0), progress: 0) == CGPoint(x: 2, y: 3))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGRect.interpolate(from: rect, to: CGRect(x: -Double.infinity, y: 0, width: 0, height: 0), progress: 0) == rect)
        #expect(RGBA.interpolate(from: .white, to: RGBA(red: .infinity, green: 0, blue: 0), progress: 0) == .white)
    }

    @Test("Equal endpoints hold at any progress; otherwise non-finite values follow IEEE arithmetic")
    func infiniteProgress() {
        #expect(Double.interpolate(from: 3, to: 3, progress: .infinity) == 3)
        #expect(Double.interpolate(from: .infinity, to: .infinity, progress: 2) == .infinity)
        #expect(Double.interpolate(from: -7, to: -7, progress: .nan) == -7)
        #expect(Double.interpolate(from: .infinity, to: 1, progress: 0.5) == .infinity)
        #expect(Double.interpolate(from: .infinity, to: -.infinity, progress: 0.5).isNaN)
        #expect(Double.interpolate(from: 1, to: 2, progress: .infinity).isNaN)            // −∞ + ∞
        #expect(Double.interpolate(from: 0, to: 1, progress: .nan).isNaN)
    }

    @Test("Endpoints across the whole finite range blend without overflow inside 0...1")
    func extremeFiniteEndpoints() {
        #expect(Double.interpolate(from: -Self.max, to: Self.max, progress: 0.5) == 0)
        #expect(Double.interpolate(from: -Self.max, to: Self.max, progress: 0) == -Self.max)
        #expect(Double.interpolate(from: Self.max, to: Self.max, progress: 0.3) == Self.max)
        #expect(Double.interpolate(from: Self.max, to: 1, progress: 0.3).isFinite)
        #expect(Double.interpolate(from: -Self.max, to: Self.max, progress: 2).isInfinite)   // 3 × max: beyond the range
    }
}
