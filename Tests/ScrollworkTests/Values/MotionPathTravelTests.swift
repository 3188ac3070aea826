import Foundation
import Scrollwork
import Testing

@Suite("Motion path travel")
struct MotionPathTravelTests {
    /// A named path with its independent reference.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let data: String
        var testDescription: String { name }

        var reference: PathReference {
            switch name {
            case "cubic": PathReference([.cubic([0, 0, 50, -80, 150, 80, 200, 0])])
            case "cubic with a control point on its start": PathReference([.cubic([0, 0, 0, 0, 100, 100, 100, 0])])
            case "quadratic": PathReference([.quad([10, 10, 200, 10, 60, 180])])
            case "circular arc": PathReference([.ellipse(cx: 0, cy: 0, rx: 100, ry: 100, from: 0, to: .pi / 2)])
            case "elliptical arc": PathReference([.ellipse(cx: 100, cy: 0, rx: 100, ry: 50, from: .pi, to: 2 * .pi)])
            case "arc with radii scaled up": PathReference([.ellipse(cx: 100, cy: 0, rx: 100, ry: 100, from: .pi, to: 0)])
            default:
                PathReference([
                    .line(0, 0, 100, 0), .quad([100, 0, 150, 0, 150, 50]), .cubic([150, 50, 150, 100, 100, 150, 50, 150]),
                    .ellipse(cx: 50, cy: 100, rx: 50, ry: 50, from: .pi / 2, to: .pi), .line(0, 100, 0, 0),
                ])
            }
        }
    }

    static let cases = [
        Case(name: "cubic", data: "M0 0 C50 -80 150 80 200 0"),
        Case(name: "cubic with a control point on its start", data: "M0,0 C0,0 100,100 100,0"),
        Case(name: "quadratic", data: "M10 10 Q200 10 60 180"),
        Case(name: "circular arc", data: "M100 0 A100 100 0 0 1 0 100"),
        Case(name: "elliptical arc", data: "M0 0 A100 50 0 0 1 200 0"),
        Case(name: "arc with radii scaled up", data: "M0 0 A1 1 0 0 0 200 0"),
        Case(name: "mixed", data: "M0 0 h100 q50 0 50 50 C150 100 100 150 50 150 A50 50 0 0 1 0 100 Z"),
    ]

    @Test("the length equals an independent polyline measure within 1e-9 of it", arguments: cases)
    func length(_ test: Case) throws {
        let path = try MotionPath(pathData: test.data)
        let reference = test.reference
        #expect(abs(path.length - reference.length) <= 1e-9 * reference.length, "\(path.length) vs \(reference.length)")
    }

    @Test("positions at uniform fractions are where the reference travelled that share of the length", arguments: cases)
    func positions(_ test: Case) throws {
        let path = try MotionPath(pathData: test.data)
        let reference = test.reference
        for step in 0...64 {
            let fraction = Double(step) / 64
            let placement = path.placement(at: fraction)
            let expected = reference.point(at: fraction)
            // 1e-9 of the length along the path moves the point at most that far.
            let distance = hypot(placement.x - expected.x, placement.y - expected.y)
            #expect(distance <= 1e-9 * reference.length, "\(test.name) at \(fraction): \(placement) vs \(expected), off by \(distance)")
        }
    }

    @Test("auto-rotate angles equal the reference's finite-difference tangent, plus the offset", arguments: cases)
    func angles(_ test: Case) throws {
        let path = try MotionPath(pathData: test.data)
        let reference = test.reference
        for step in 1..<64 {
            let fraction = Double(step) / 64 + 1e-4   // off the joins, where the tangent turns
            let placement = path.placement(at: fraction, rotation: .tangent())
            let turned = path.placement(at: fraction, rotation: .tangent(offset: .pi / 2))
            let expected = reference.angle(at: fraction)
            #expect(abs(angleDifference(placement.angle, expected)) <= 1e-5, "\(test.name) at \(fraction): \(placement.angle) vs \(expected)")
            #expect(abs(angleDifference(turned.angle - .pi / 2, placement.angle)) <= 1e-14)
            #expect(path.placement(at: fraction).angle == 0, "without auto-rotate the angle stays 0")
        }
    }

    @Test("equal steps of fraction are equal distances along the path (uniform speed)")
    func uniformSpeed() throws {
        let path = try MotionPath(pathData: "M0 0 C0 300 300 -200 300 100")
        let reference = PathReference([.cubic([0, 0, 0, 300, 300, -200, 300, 100])])
        // The reference's arc length between consecutive placements is length / 100 each time.
        var previous = path.placement(at: 0)
        for step in 1...100 {
            let next = path.placement(at: Double(step) / 100)
            let chord = hypot(next.x - previous.x, next.y - previous.y)
            #expect(chord <= reference.length / 100 + 1e-9 && chord >= reference.length / 100 * 0.99)
            previous = next
        }
    }

    @Test("the end tangent of a cubic whose second control point sits on its end comes from the curve's approach")
    func degenerateEndTangent() throws {
        let path = try MotionPath(pathData: "M0 0 C100 0 100 100 100 100")
        // Approaching (100, 100) from (100, 0): straight down, angle π/2.
        expectClose(path.placement(at: 1, rotation: .tangent()).angle, .pi / 2, tolerance: 1e-12)
        let start = try MotionPath(pathData: "M0,0 C0,0 100,100 100,0").placement(at: 0, rotation: .tangent())
        expectClose(start.angle, .pi / 4, tolerance: 1e-12)
    }

    @Test("fractions are clamped into 0...1 and NaN reads as 0; a path without length stays at its first point")
    func totalBehaviour() throws {
        let path = try MotionPath(pathData: "M10 20 L110 20")
        #expect(path.placement(at: -1) == path.placement(at: 0))
        #expect(path.placement(at: 2) == path.placement(at: 1))
        #expect(path.placement(at: .nan) == MotionPath.Placement(x: 10, y: 20))
        #expect(path.placement(at: .infinity).position == CGPoint(x: 110, y: 20))
        #expect(MotionPath().placement(at: 0.5, rotation: .tangent(offset: 1)) == MotionPath.Placement(x: 0, y: 0, angle: 1))
        let dot = try MotionPath(pathData: "M5 6 L5 6")
        #expect(dot.length == 0)
        #expect(dot.placement(at: 0.7) == MotionPath.Placement(x: 5, y: 6))
    }

    @Test("a move inside a path is a jump that adds no length")
    func jumps() throws {
        let path = try MotionPath(pathData: "M0 0 L100 0 M0 50 L100 50")
        #expect(path.length == 200)
        #expect(path.placement(at: 0.5).position == CGPoint(x: 100, y: 0))
        expectClose(Double(path.placement(at: 0.75).x), 50)
        #expect(path.placement(at: 0.75).y == 50)
    }

    @Test("an arc with a zero radius is a line; an arc to its own start is left out")
    func degenerateArcs() throws {
        let line = try MotionPath(pathData: "M0 0 A0 20 0 0 1 30 40")
        expectClose(line.length, 50)
        let none = try MotionPath(pathData: "M0 0 A20 20 0 0 1 0 0 L10 0")
        expectClose(none.length, 10)
        let negative = try MotionPath(pathData: "M100 0 A-100 -100 0 0 1 0 100")
        expectClose(negative.length, 50 * .pi, tolerance: 1e-11)
    }
}
