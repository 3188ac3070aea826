import Foundation
import Scrollwork
import Testing

@Suite("Path tracks in documents")
struct PathDocumentTests {
    final class Plane {
        var placement = MotionPath.Placement(x: .nan, y: .nan)
    }

    static let json = """
    {
      "version": 2,
      "scenes": [
        {"name": "flight", "start": 100, "end": "+=400", "tracks": [
          {"target": "plane.path", "type": "path", "path": "M0 0 C50 -80 150 80 200 0 a60 40 30 0 1 100 60", "autoRotate": 90,
           "initial": 0.1, "scales": [{"start": 0, "length": 1, "to": 0.9, "easing": "easeInOutCubic"}]}
        ]}
      ]
    }
    """

    static func stage(_ plane: Plane) throws -> (Stage, MotionPath) {
        let path = try MotionPath(pathData: "M0 0 C50 -80 150 80 200 0 A60 40 30 0 1 300 60")
        let travel = try Timeline(initial: 0.1) { Segment(to: 0.9, over: 1, easing: .easeInOutCubic) }
        let stage = try Stage {
            ScrollScene("flight", start: 100, length: 400) {
                Track(along: path, travel: travel, rotation: .tangent(degrees: 90)) { plane.placement = $0 }.named("plane.path")
            }
        }
        return (stage, path)
    }

    @Test("path data, autoRotate and the travel timeline read into a stage that moves as the Swift-built one does")
    func readsLikeSwift() throws {
        let document = try StageDocument(json: Data(Self.json.utf8))
        #expect(document.targets.first { $0.name == "plane.path" }?.valueType == .path)
        let fromDocument = Plane(), built = Plane()
        let stage = try Stage(document, bindings: ["plane.path": .placement { fromDocument.placement = $0 }])
        let (swiftStage, _) = try Self.stage(built)
        #expect(try StageDocument(swiftStage) == document)
        for offset in stride(from: 0.0, through: 600, by: 37) {
            stage.setOffset(offset)
            swiftStage.setOffset(offset)
            #expect(fromDocument.placement == built.placement, "at \(offset)")
        }
    }

    @Test("a path track round-trips: Swift → document → JSON → document, byte for byte on the second write, and through Codable")
    func roundTrip() throws {
        let (stage, _) = try Self.stage(Plane())
        let document = try StageDocument(stage)
        let json = try document.json()
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""path" : "M0 0 C50 -80 150 80 200 0 A60 40 30 0 1 300 60""#) || text.contains(#""path": "M0 0 C50 -80 150 80 200 0 A60 40 30 0 1 300 60""#))
        let again = try StageDocument(json: json)
        #expect(again == document)
        #expect(try again.json() == json)
        let coded = try JSONDecoder().decode(StageDocument.self, from: JSONEncoder().encode(document))
        #expect(coded == document)
        // autoRotate true is an offset of 0, and a fixed rotation writes no field.
        let line = try MotionPath(pathData: "M0 0 L10 0")
        let straight = try Stage {
            ScrollScene("s", start: 0, length: 10) {
                Track(along: line, rotation: .tangent()) { _ in }.named("a.path")
                Track(along: line) { _ in }.named("b.path")
                Track(along: line, rotation: .tangent(offset: 0.3)) { _ in }.named("c.path")
            }
        }
        let written = String(decoding: try StageDocument(straight).json(), as: UTF8.self)
        #expect(written.components(separatedBy: "autoRotate").count == 3)
        // A radian offset is kept in degrees, so it reads back equal.
        expectClose(MotionPath.Rotation.tangent(offset: 0.3).offset, 0.3, tolerance: 1e-16)
        #expect(written.contains("true"))
        #expect(try StageDocument(json: Data(written.utf8)) == StageDocument(straight))
    }

    @Test("a key-path binding writes a MotionPath.Placement property")
    func keyPath() throws {
        let plane = Plane()
        let stage = try Stage(StageDocument(json: Data(Self.json.utf8)), bindings: ["plane.path": .keyPath(\Plane.placement, on: plane)])
        stage.setOffset(300)
        let reading = try stage.reading(at: 300).value(of: "plane.path", as: MotionPath.Placement.self)
        #expect(plane.placement == reading)
        #expect(plane.placement.x.isFinite)
    }

    static func faults(_ track: String) -> [StageDocumentFault] {
        let json = #"{"version": 2, "scenes": [{"name": "s", "start": 0, "end": 100, "tracks": ["# + track + "]}]}"
        do {
            _ = try StageDocument(json: Data(json.utf8))
            return []
        } catch {
            return error.faults
        }
    }

    @Test("bad path data is a fault at its column inside the document, saying what was expected")
    func badPathData() throws {
        let track = #"{"target": "p", "type": "path", "path": "M0 0 L10 Q", "initial": 0}"#
        let faults = Self.faults(track)
        let fault = try #require(faults.first)
        #expect(faults.count == 1)
        #expect(fault.path == "scenes[0].tracks[0].path")
        #expect(fault.reason.contains("column 10 of the path: expected a number (the y coordinate of L), found `Q`"))
        // The document's column of the `Q`: the string's opening quote is where the value starts.
        let json = #"{"version": 2, "scenes": [{"name": "s", "start": 0, "end": 100, "tracks": ["# + track + "]}]}"
        let quote = json.distance(from: json.startIndex, to: json.range(of: #""M0 0"#)!.lowerBound) + 1
        #expect(fault.line == 1)
        #expect(fault.column == quote + 10)
    }

    @Test("a path track needs its path; autoRotate is true, false or degrees; path fields belong to path tracks only")
    func otherFaults() throws {
        let missing = Self.faults(#"{"target": "p", "type": "path", "initial": 0}"#)
        #expect(missing.map(\.path) == ["scenes[0].tracks[0].path"])
        #expect(missing.first?.kind == .missing)
        let rotate = Self.faults(#"{"target": "p", "type": "path", "path": "M0 0 L1 1", "autoRotate": "yes", "initial": 0}"#)
        #expect(rotate.map(\.path) == ["scenes[0].tracks[0].autoRotate"])
        let stray = Self.faults(#"{"target": "p", "path": "M0 0 L1 1", "initial": 0}"#)
        #expect(stray.map(\.path) == ["scenes[0].tracks[0].path"])
        #expect(stray.first?.kind == .unknownKey)
        #expect(Self.faults(#"{"target": "p", "type": "path", "path": "M0 0 L1 1", "autoRotate": false, "initial": 0}"#).isEmpty)
    }
}
