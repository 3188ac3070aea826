import Foundation
import Scrollwork
import Testing

@Suite("Path tracks")
struct PathTrackTests {
    static let data = "M0 0 C50 -80 150 80 200 0 A60 40 30 0 1 300 60"

    /// Records what a track writes.
    final class Plane {
        var placement = MotionPath.Placement(x: .nan, y: .nan)
        var writes = 0
    }

    /// A stage with one scene, 100 ... 500, moving `plane` along the path from 0.1 to 0.9 with
    /// auto-rotate and a 90° offset, plus a number track of the same travel for comparison.
    static func stage(_ plane: Plane, numbers: Plane, motion: MotionKind? = nil) throws -> (Stage, MotionPath, Timeline<Double>) {
        let path = try MotionPath(pathData: data)
        let travel = try Timeline(initial: 0.1) { Segment(to: 0.9, over: 1, easing: .easeInOutCubic) }
        let stage = try Stage {
            ScrollScene("flight", start: 100, length: 400) {
                Track(along: path, travel: travel, rotation: .tangent(degrees: 90), motion: motion) { placement in
                    plane.placement = placement
                    plane.writes += 1
                }.named("plane.path")
                Track(travel, motion: motion) { numbers.placement.x = $0 }.named("plane.travel")
            }
        }
        return (stage, path, travel)
    }

    @Test("a stage writes the placement at the travelled fraction, with the tangent's angle plus the offset")
    func writes() throws {
        let plane = Plane(), numbers = Plane()
        let (stage, path, travel) = try Self.stage(plane, numbers: numbers)
        for offset in stride(from: 0.0, through: 600, by: 25) {
            stage.setOffset(offset)
            let fraction = travel.value(at: min(max((offset - 100) / 400, 0), 1))
            #expect(numbers.placement.x == fraction)
            let expected = path.placement(at: fraction, rotation: .tangent(offset: .pi / 2))
            #expect(plane.placement == expected, "at \(offset)")
            expectClose(plane.placement.angle, path.placement(at: fraction, rotation: .tangent()).angle + .pi / 2, tolerance: 1e-14)
        }
    }

    @Test("reading(at:) gives the same placement the move writes, as its own type")
    func reading() throws {
        let plane = Plane(), numbers = Plane()
        let (stage, _, _) = try Self.stage(plane, numbers: numbers)
        stage.setOffset(0)
        for offset in [0.0, 150, 300, 333.3, 499, 700] {
            let read = try stage.reading(at: offset).value(of: "plane.path", as: MotionPath.Placement.self)
            stage.setOffset(offset)
            #expect(read == plane.placement, "at \(offset)")
        }
        #expect(throws: StageValueError.self) { try stage.reading(at: 0).value(of: "plane.path", as: CGPoint.self) }
    }

    @Test("reduced motion acts on the travel: a decorative path track jumps where a number track of the same travel does; an essential one keeps gliding")
    func reducedMotion() throws {
        for motion in [MotionKind.decorative, .essential] {
            let plane = Plane(), numbers = Plane()
            let (stage, path, travel) = try Self.stage(plane, numbers: numbers, motion: motion)
            stage.motionPolicy = .reduced
            for offset in stride(from: 0.0, through: 600, by: 50) {
                stage.setOffset(offset)
                #expect(plane.placement == path.placement(at: numbers.placement.x, rotation: .tangent(degrees: 90)), "\(motion) at \(offset)")
                let reading = try stage.reading(at: offset).value(of: "plane.path", as: MotionPath.Placement.self)
                #expect(reading == plane.placement)
            }
            stage.setOffset(300)
            let full = travel.value(at: 0.5)
            if motion == .essential {
                #expect(numbers.placement.x == full)
            } else {
                #expect(numbers.placement.x != full, "a decorative travel is discrete under reduced motion")
            }
        }
    }

    @Test("a snapshot restored into a new stage writes the same placement")
    func saveRestore() throws {
        let plane = Plane(), numbers = Plane()
        let (stage, _, _) = try Self.stage(plane, numbers: numbers)
        stage.setOffset(0)
        stage.setOffset(321)
        let data = try JSONEncoder().encode(stage.snapshot)
        let restoredPlane = Plane(), restoredNumbers = Plane()
        let (restored, _, _) = try Self.stage(restoredPlane, numbers: restoredNumbers)
        try restored.restore(JSONDecoder().decode(StageSnapshot.self, from: data))
        #expect(restoredPlane.placement == plane.placement)
        #expect(restoredPlane.writes == 1)
    }

    @Test("key-path and buffer path tracks write the same placement: x, y and the angle")
    func destinations() throws {
        let path = try MotionPath(pathData: Self.data)
        let travel = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let plane = Plane()
        let buffer = TrackBuffer(count: 4)
        let stage = try Stage {
            ScrollScene("flight", start: 0, length: 100) {
                Track(along: path, travel: travel, rotation: .tangent(), to: \Plane.placement, on: plane)
                Track(along: path, travel: travel, rotation: .tangent(), into: buffer, at: 1)
            }
        }
        stage.setOffset(37)
        let expected = path.placement(at: 0.37, rotation: .tangent())
        #expect(plane.placement == expected)
        #expect(buffer.values == [0, expected.x, expected.y, expected.angle])
    }

    @Test("from:to: travels the given share of the path over the range, with its easing")
    func fromTo() throws {
        let path = try MotionPath(pathData: Self.data)
        let plane = Plane()
        let stage = try Stage {
            ScrollScene("flight", start: 0, length: 100) {
                Track(along: path, from: 0.8, to: 0.2, easing: .easeOutQuad) { plane.placement = $0 }
            }
        }
        for offset in [0.0, 10, 50, 99, 100, 150] {
            stage.setOffset(offset)
            let progress = min(offset / 100, 1)
            let expected = path.placement(at: 0.8 + (0.2 - 0.8) * Easing.easeOutQuad(progress))
            #expect(hypot(plane.placement.x - expected.x, plane.placement.y - expected.y) <= 1e-12 * path.length, "at \(offset)")
        }
    }
}

@Suite("Path tracks drawn")
struct PathTrackDrawingTests {
    @Test("the diagram names a path track's components and draws its path with the element where the offset puts it")
    func diagram() throws {
        let path = try MotionPath(pathData: "M0 0 L100 0 L100 100")
        let stage = try Stage {
            ScrollScene("flight", start: 0, length: 100) {
                Track(along: path, rotation: .tangent()) { _ in }.named("plane.path")
            }
        }
        let before = stage.diagram()
        #expect(before.contains(">x</tspan> <tspan fill=\"#ea580c\">y</tspan> <tspan fill=\"#0d9488\">angle</tspan>"))
        #expect(before.contains("stroke-dasharray=\"3 2\""), "the thumbnail of the path")
        #expect(!before.contains("<circle"), "no element before the stage has an offset")
        stage.setOffset(75)
        let after = stage.diagram()
        #expect(after.components(separatedBy: "<circle").count == 2, "the element, once")
    }
}
