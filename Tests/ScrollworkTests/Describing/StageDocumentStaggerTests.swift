import Foundation
import Testing
@testable import Scrollwork

/// A staggered group in a version 2 document (issue 40 item 1): `"targets"` (a list or a pattern
/// over the layout's elements) and `"stagger"` read into one track per target whose timeline is
/// exactly the Swift ``Stagger``'s, written back as the group byte for byte, and refused with a
/// located fault when it can't be expanded.
@Suite("Stage document stagger")
struct StageDocumentStaggerTests {
    /// A document with six cards in a 2 × 3 grid (card1…card6 in reading order, named out of
    /// order in the layout) and one staggered fade.
    static func json(targets: String = #""card*.opacity""#, stagger: String = #"{"amount": 0.5, "from": "center", "grid": [2, 3]}"#) -> String {
        """
        {
          "version": 2,
          "layout": {"viewport": [390, 844], "content": [390, 3000],
                     "elements": {"card4": [0, 200, 100, 100], "card2": [100, 0, 100, 100], "card6": [200, 200, 100, 100],
                                  "card1": [0, 0, 100, 100], "card3": [200, 0, 100, 100], "card5": [100, 200, 100, 100],
                                  "title": [0, 0, 390, 80]}},
          "scenes": [
            {"name": "cards", "start": 0, "end": 1000,
             "tracks": [{"targets": \(targets), "motion": "fade",
                         "initial": 0, "scales": [{"start": 0, "length": 1, "to": 1, "easing": "easeOutCubic"}],
                         "stagger": \(stagger)}]}
          ]
        }
        """
    }

    static let template: Timeline<Double> = {
        var timeline = Timeline(initial: 0.0)
        try! timeline.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutCubic))
        return timeline
    }()

    static let cards = (1...6).map { "card\($0).opacity" }

    /// A group for the schema corpus: listed targets and a cell origin, whose mutations the
    /// schema can judge as the decoder does (a pattern's matches depend on the layout, which it
    /// cannot see).
    static let corpus = #"{"version": 2, "scenes": [{"name": "grid", "start": 0, "end": 800, "tracks": [{"targets": ["g1.y", "g2.y", "g3.y", "g4.y", "g5.y", "g6.y"], "initial": 40, "scales": [{"start": 0, "length": 1, "to": 0}], "stagger": {"amount": 0.4, "from": [0, 1], "grid": [2, 3]}}]}]}"#

    @Test("A pattern matches the layout's elements in reading order; json → document → json is byte-identical and keeps the group")
    func roundTrip() throws {
        let document = try StageDocument(json: Data(Self.json().utf8))
        #expect(document.scenes[0].tracks.map(\.target) == Self.cards)
        let written = try document.json()
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("card*.opacity") && !text.contains("card1.opacity"))
        let again = try StageDocument(json: written)
        #expect(again == document)
        #expect(try again.json() == written)
        // A listed group round-trips too, with every stagger field written.
        let listed = Self.json(targets: #"["a.x", "b.x", "c.x", "d.x"]"#, stagger: #"{"each": 0.1, "from": [0, 1], "grid": [2, 2], "mode": "shift", "ease": "easeInQuad"}"#)
        let listedDocument = try StageDocument(json: Data(listed.utf8))
        let listedWritten = try listedDocument.json()
        #expect(try StageDocument(json: listedWritten).json() == listedWritten)
        #expect(String(decoding: listedWritten, as: UTF8.self).contains("easeInQuad"))
    }

    @Test("A stage made from a group gives the expanded tracks back, equal to the document, and writes them one per target")
    func throughStage() throws {
        let document = try StageDocument(json: Data(Self.json().utf8))
        let stage = try Stage(document)
        let back = try StageDocument(stage)
        #expect(back == document)
        let text = String(decoding: try back.json(), as: UTF8.self)
        #expect(Self.cards.allSatisfy { text.contains("\"\($0)\"") } && !text.contains("stagger"))
    }

    @Test("Each target's timeline is exactly the Swift Stagger's", arguments: [
        (#"{"amount": 0.5}"#, Stagger(spread: .amount(0.5))),
        (#"{"amount": 0.5, "from": "end"}"#, Stagger(from: .end, spread: .amount(0.5))),
        (#"{"amount": 0.6, "from": "center"}"#, Stagger(from: .center, spread: .amount(0.6))),
        (#"{"amount": 0.6, "from": "edges"}"#, Stagger(from: .edges, spread: .amount(0.6))),
        (#"{"each": 0.1, "from": 4}"#, Stagger(from: .index(4), spread: .each(0.1))),
        (#"{"amount": 0.5, "from": "center", "grid": [2, 3]}"#, Stagger(from: .center, spread: .amount(0.5), arrangement: .grid(rows: 2, columns: 3))),
        (#"{"each": 0.05, "from": [1, 2], "grid": [3, 2]}"#, Stagger(from: .cell(row: 1, column: 2), spread: .each(0.05), arrangement: .grid(rows: 3, columns: 2))),
        (#"{"amount": 0.4, "from": "edges", "grid": [2, 3], "ease": "easeInQuad"}"#, Stagger(from: .edges, spread: .amount(0.4), arrangement: .grid(rows: 2, columns: 3), easing: .easeInQuad)),
    ])
    func expansion(stagger text: String, stagger: Stagger) throws {
        let document = try StageDocument(json: Data(Self.json(stagger: text).utf8))
        let expected = try stagger.spread(Self.template, count: 6)
        let tracks = document.scenes[0].tracks
        #expect(tracks.count == 6)
        for (track, timeline) in zip(tracks, expected) {
            #expect(track.timeline == .number(timeline), "\(track.target)")
        }
    }

    @Test("Shift mode moves each timeline by its offset, as Stagger.shifted does")
    func shift() throws {
        let document = try StageDocument(json: Data(Self.json(targets: #"["a.x", "b.x", "c.x"]"#, stagger: #"{"each": 0.25, "mode": "shift"}"#).utf8))
        let expected = try Stagger(spread: .each(0.25)).shifted(Self.template, count: 3)
        #expect(document.scenes[0].tracks.map(\.timeline) == expected.map(DocumentTimeline.number))
        #expect(document.scenes[0].tracks.map { $0.timeline.scalesStart } == [0, 0.25, 0.5])
    }

    @Test("Bad groups are faults at their line and column, with what was expected and the name probably meant", arguments: [
        (#""cart*.opacity""#, #"{"amount": 0.5}"#, "scenes[0].tracks[0].targets", "card*"),
        (#""card*.opacity""#, #"{"amount": 0.5, "each": 0.1}"#, "scenes[0].tracks[0].stagger.each", nil),
        (#""card*.opacity""#, #"{"amount": 0.5, "from": "centre"}"#, "scenes[0].tracks[0].stagger.from", "center"),
        (#""card*.opacity""#, #"{"amount": 0.5, "grid": [2, 2]}"#, "scenes[0].tracks[0].stagger.grid", nil),
        (#""card*.opacity""#, #"{"amount": 0.5, "from": 9}"#, "scenes[0].tracks[0].stagger.from", nil),
        (#""card*.opacity""#, #"{"amount": 0.5, "from": [0, 1]}"#, "scenes[0].tracks[0].stagger.from", nil),
        (#""card*.opacity""#, #"{"amount": 1.5}"#, "scenes[0].tracks[0].stagger.amount", nil),
        (#"["a.x", "a.x"]"#, #"{"amount": 0.5}"#, "scenes[0].tracks[0].targets[1]", nil),
    ] as [(String, String, String, String?)])
    func faults(targets: String, stagger: String, path: String, suggestion: String?) throws {
        do {
            _ = try StageDocument(json: Data(Self.json(targets: targets, stagger: stagger).utf8))
            Issue.record("\(targets) with \(stagger) was accepted")
        } catch {
            let fault = try #require(error.faults.first)
            #expect(fault.path == path, "\(error)")
            #expect(fault.line == 9 || fault.line == 11, "\(error)")
            #expect((fault.column ?? 0) > 0)
            #expect(fault.kind == .invalidValue || fault.kind == .duplicateName)
            if let suggestion { #expect(fault.suggestion == suggestion, "\(error)") }
            #expect(error.faults.count == 1, "\(error)")
        }
    }

    @Test("A pattern without `*` is refused (one target is `target`)")
    func patternWithoutStar() throws {
        #expect(throws: StageDocumentError.self) { try StageDocument(json: Data(Self.json(targets: #""card1.opacity""#).utf8)) }
    }

    @Test("A track with both target and targets, or a stagger without targets, is refused")
    func mixed() throws {
        let both = Self.json().replacingOccurrences(of: #""motion": "fade""#, with: #""target": "x", "motion": "fade""#)
        #expect(throws: StageDocumentError.self) { try StageDocument(json: Data(both.utf8)) }
        let alone = Self.json().replacingOccurrences(of: #""targets": "card*.opacity""#, with: #""target": "x""#)
        #expect(throws: StageDocumentError.self) { try StageDocument(json: Data(alone.utf8)) }
    }
}

extension DocumentTimeline {
    /// The start of the first scale of a number timeline (for checking shifts).
    var scalesStart: Double? {
        if case .number(let timeline) = self { return timeline.scales.first?.start }
        return nil
    }
}
