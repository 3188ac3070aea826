import Foundation
import Testing
@testable import Scrollwork

/// A track's `"lag"` in a version 2 document: read, written back byte for byte, carried to the
/// stage and back (`StageDocument(Stage(document)) == document`), and refused when it is negative.
@Suite("Stage document lag")
struct StageDocumentLagTests {
    static let json = """
        {
          "version": 2,
          "scenes": [
            {
              "name": "cards",
              "start": 0,
              "end": 400,
              "tracks": [
                {
                  "target": "card1.y",
                  "type": "number",
                  "domain": "offset",
                  "motion": "essential",
                  "lag": 0.25,
                  "initial": 0,
                  "scales": [
                    {
                      "start": 0,
                      "length": 400,
                      "to": 400
                    }
                  ]
                }
              ]
            }
          ]
        }
        """

    @Test("A lag reads, writes back unchanged, and makes a lagged track; the stage gives the document back")
    func roundTrip() throws {
        let document = try StageDocument(json: Data(Self.json.utf8))
        #expect(document.scenes[0].tracks[0].lag == 0.25)
        let written = try document.json()
        #expect(try StageDocument(json: written) == document)
        #expect(String(decoding: written, as: UTF8.self).contains("\"lag\" : 0.25") || String(decoding: written, as: UTF8.self).contains("\"lag\": 0.25"))
        let value = Box()
        let stage = try Stage(document, bindings: ["card1.y": .number { value.y = $0 }])
        #expect(try StageDocument(stage) == document)
        stage.setOffset(0, at: 0)
        stage.setOffset(400, at: 0)
        stage.tick(at: 0.125)
        expectClose(value.y, 400 * (1 - 0.25), tolerance: 1e-9)   // 1 − (1 − 1/2)²
        stage.tick(at: 0.25)
        #expect(value.y == 400)
    }

    @Test("A lag left out is none, and is not written")
    func absent() throws {
        let text = Self.json.replacingOccurrences(of: "\"lag\": 0.25,\n", with: "")
        let document = try StageDocument(json: Data(text.utf8))
        #expect(document.scenes[0].tracks[0].lag == 0)
        #expect(!String(decoding: try document.json(), as: UTF8.self).contains("lag"))
    }

    @Test("A negative lag or one that is not a number is a fault at its line and column", arguments: ["-1", "\"soon\""])
    func refused(lag: String) throws {
        let text = Self.json.replacingOccurrences(of: "\"lag\": 0.25", with: "\"lag\": \(lag)")
        do {
            _ = try StageDocument(json: Data(text.utf8))
            Issue.record("a lag of \(lag) was accepted")
        } catch {
            let fault = try #require(error.faults.first)
            #expect(fault.path == "scenes[0].tracks[0].lag")
            #expect(fault.line == 14)
            #expect(fault.kind == (lag == "-1" ? .invalidValue : .wrongType))
        }
    }

    final class Box: @unchecked Sendable { var y = 0.0 }
}
