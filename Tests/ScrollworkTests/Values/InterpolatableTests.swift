import Foundation
import Testing
@testable import Scrollwork

@Suite("Interpolatable")
struct InterpolatableTests {
    /// Checks the protocol's laws for one conformer: exact endpoints, the midpoint, extrapolation.
    func checkLaws<T: Interpolatable & Equatable>(
        _ a: T, _ b: T, middle: T, beyond: T, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(T.interpolate(from: a, to: b, progress: 0) == a, sourceLocation: sourceLocation)
        #expect(T.interpolate(from: a, to: b, progress: 1) == b, sourceLocation: sourceLocation)
        #expect(T.interpolate(from: a, to: b, progress: 0.5) == middle, sourceLocation: sourceLocation)
        #expect(T.interpolate(from: a, to: b, progress: 1.5) == beyond, sourceLocation: sourceLocation)
    }

    @Test("Every conformer returns its endpoints exactly and extrapolates linearly")
    func laws() {
        checkLaws(10.0, 20.0, middle: 15, beyond: 25)
        checkLaws(Float(10), Float(20), middle: 15, beyond: 25)
        checkLaws(CGFloat(-4), CGFloat(4), middle: 0, beyond: 8)
        checkLaws(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0), middle: CGPoint(x: 5, y: 5), beyond: CGPoint(x: 15, y: -5))
        checkLaws(CGSize(width: 2, height: 4), CGSize(width: 4, height: 8), middle: CGSize(width: 3, height: 6), beyond: CGSize(width: 5, height: 10))
        checkLaws(
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 40),
            middle: CGRect(x: 5, y: 10, width: 20, height: 25), beyond: CGRect(x: 15, y: 30, width: 40, height: 55))
        checkLaws(
            RGBA(red: 0, green: 0.5, blue: 1, alpha: 1), RGBA(red: 1, green: 0.5, blue: 0, alpha: 0),
            middle: RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5), beyond: RGBA(red: 1.5, green: 0.5, blue: -0.5, alpha: -0.5))
    }

    @Test("A NaN progress gives NaN components and never traps")
    func nanProgress() {
        #expect(Double.interpolate(from: 0, to: 1, progress: .nan).isNaN)
        #expect(CGPoint.interpolate(from: .zero, to: CGPoint(x: 1, y: 1), progress: .nan).x.isNaN)
        #expect(RGBA.interpolate(from: .black, to: .white, progress: .nan).red.isNaN)
    }
}
