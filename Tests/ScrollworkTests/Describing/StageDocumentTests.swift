import Foundation
import Testing
@testable import Scrollwork

@Suite("Stage document")
struct StageDocumentTests {
    @Test("A random stage's document round-trips exactly: encode → decode → encode is byte for byte the same, every number bit for bit", arguments: 0..<60)
    func roundTrip(seed: UInt64) throws {
        let spec = try RandomStage(seed: seed)
        let document = try StageDocument(spec.stage(log: StageLog()))
        let json = try document.json()
        let decoded = try StageDocument(json: json)
        #expect(decoded == document, "seed \(seed)")
        #expect(decoded.numbersForComparison == document.numbersForComparison, "seed \(seed)")
        let again = try decoded.json()
        #expect(again == json, "seed \(seed): \(String(decoding: json, as: UTF8.self))")
        // A stage made from the document gives the document back.
        let remade = try StageDocument(Stage(decoded))
        #expect(remade == decoded, "seed \(seed)")
        #expect(try remade.json() == json, "seed \(seed)")
    }

    /// A document of one number track whose timeline has `scales` (start, length), written in that order.
    static func document(scales: [(start: Double, length: Double)]) -> Data {
        let written = scales.map { #"{"start":\#($0.start),"length":\#($0.length),"to":1}"# }.joined(separator: ",")
        return Data(#"{"version":1,"scenes":[{"name":"a","start":{"edge":{"fraction":0,"points":0},"points":0,"reference":{"absolute":{}},"viewportEdge":{"fraction":0,"points":0}},"end":{"length":100},"tracks":[{"target":"x","type":"number","timeline":{"initial":0,"scales":[\#(written)]}}]}]}"#.utf8)
    }

    @Test("Scales written in reverse read as the same timeline as in order (their cost, O(k log k) for any order, is measured by the TimelineBenchmarks suite's document cases: issue 31, bug 6)")
    func reversedScales() throws {
        let count = 5_000
        let inOrder = try StageDocument(json: Self.document(scales: (0..<count).map { (Double($0), 1) }))
        let reversed = try StageDocument(json: Self.document(scales: (0..<count).reversed().map { (Double($0), 1) }))
        guard case .number(let a) = inOrder.scenes[0].tracks[0].timeline, case .number(let b) = reversed.scenes[0].tracks[0].timeline else {
            Issue.record("not number timelines")
            return
        }
        #expect(a.count == count && a.scales == b.scales)
    }

    @Test("Scales given out of order are refused as inserting them one by one would: the first scale (in the order written) that overlaps an earlier one, at its index, with the same message", arguments: 0..<200)
    func outOfOrderOverlaps(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 1...12, using: &random)
        let scales = (0..<count).map { _ in (start: Double(Int.random(in: 0..<40, using: &random)) / 2, length: Double(Int.random(in: 1...6, using: &random)) / 2) }
        // The reference model: one insertion at a time.
        var reference = Timeline(initial: 0.0)
        var refused: (index: Int, error: TimelineError)?
        for (index, scale) in scales.enumerated() {
            do {
                try reference.insert(Scale(start: scale.start, length: scale.length, to: 1))
            } catch {
                refused = (index, error)
                break
            }
        }
        let written = String(decoding: Self.document(scales: scales), as: UTF8.self)
        do {
            let document = try StageDocument(json: Self.document(scales: scales))
            #expect(refused == nil, "seed \(seed): \(written) was read; the reference refused it at \(refused.map(\.index) ?? -1)")
            guard case .number(let timeline) = document.scenes[0].tracks[0].timeline else { return }
            #expect(timeline.scales == reference.scales, "seed \(seed)")
        } catch {
            guard let refused else {
                Issue.record("seed \(seed): \(written) was refused: \(error)")
                return
            }
            #expect(error.kind == .invalidValue, "seed \(seed)")
            #expect(error.path == "scenes[0].tracks[0].timeline.scales[\(refused.index)]", "seed \(seed): \(written)")
            #expect(error.reason == refused.error.description, "seed \(seed): \(written)")
        }
    }

    @Test("An all-default layout written out is the same as none: the stage made from it gives the document back")
    func emptyLayout() throws {
        let json = Data(#"{"layout":{"viewport":[0,0],"content":[0,0]},"scenes":[{"name":"a","start":{"edge":{"fraction":0,"points":0},"points":0,"reference":{"absolute":{}},"viewportEdge":{"fraction":0,"points":0}},"end":{"length":10}}],"version":1}"#.utf8)
        let document = try StageDocument(json: json)
        #expect(try StageDocument(Stage(document)) == document)
        #expect(!String(decoding: try document.json(), as: UTF8.self).contains("layout"))
    }

    @Test("A stage made from a random stage's document reports the same events and writes the same values as the stage built in code, at many offsets, under both motion policies", arguments: 0..<60)
    func documentStageMatchesBuilderStage(seed: UInt64) throws {
        let spec = try RandomStage(seed: seed)
        let codeLog = StageLog(), documentLog = StageLog()
        let code = try spec.stage(log: codeLog)
        let document = try StageDocument(json: StageDocument(code).json())
        var boxes: [AnyObject] = []
        let bound = try Stage(document, bindings: RandomStage.bindings(for: document, log: documentLog, style: Int(seed % 3), boxes: &boxes))
        bound.onEvent = { documentLog.entries.append("\($0)") }
        #expect(document.bindingReport(for: RandomStage.bindings(for: document, log: StageLog(), style: 0, boxes: &boxes)).isComplete)

        var random = SplitMix64(seed: seed ^ 0xD0C)
        let boundaries = code.markers.map(\.offset)
        let top = max(code.layout.maximumOffset, boundaries.max() ?? 0) + 100
        for policy in [MotionPolicy.full, .reduced, .full] {
            code.motionPolicy = policy
            bound.motionPolicy = policy
            #expect(codeLog.entries == documentLog.entries, "seed \(seed), switching to \(policy)")
            for step in 0..<80 {
                let offset: Double
                switch random.next() % 4 {
                case 0 where !boundaries.isEmpty: offset = boundaries[Int(random.next() % UInt64(boundaries.count))] + [-1, 0, 1, 0.5][Int(random.next() % 4)]
                case 1: offset = (code.offset ?? 0) + Double(random.next() % 41) - 20
                default: offset = Double(random.next() % UInt64(top + 200)) - 100
                }
                code.setOffset(offset)
                bound.setOffset(offset)
                #expect(codeLog.entries == documentLog.entries, "seed \(seed), \(policy), step \(step) at \(offset)")
                if codeLog.entries != documentLog.entries { return }
            }
        }
        // Something was compared: a write or an event, unless no track can ever write.
        let silent = spec.ownTracks.isEmpty && spec.scenes.allSatisfy { $0.tracks.isEmpty || !$0.isEnabled || code.range(of: $0.name) == nil }
        #expect(!codeLog.entries.isEmpty || silent, "seed \(seed)")
    }

    @Test("Numbers that are easy to lose come back bit for bit: -0, subnormals, the largest double, 0.1 + 0.2, thirds")
    func awkwardNumbers() throws {
        let values: [Double] = [-0.0, 0x1p-1074, 0x1p-1022, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.1 + 0.2, 1.0 / 3, 123_456_789.123_456_78, 1e21, 1e-7]
        var timeline = Timeline(initial: values[0])
        for (index, value) in values.dropFirst().enumerated() {
            try timeline.insert(Scale(start: Double(index) / 3, length: 1.0 / 7, to: value, easing: .cubicBezier(1.0 / 3, -0.0, 2.0 / 3, 1.1)))
        }
        let stage = try Stage {
            ScrollScene("s", start: .offset(-0.0), length: 0.1 + 0.2, hysteresis: 1.0 / 3) {
                Track(timeline) { _ in }.named("x")
            }
            StageLabel("third", scene: "s", progress: 1.0 / 3)
        }
        let document = try StageDocument(stage)
        let json = try document.json()
        let decoded = try StageDocument(json: json)
        #expect(decoded.numbersForComparison == document.numbersForComparison)
        guard case .number(let back) = decoded.scenes[0].tracks[0].timeline else {
            Issue.record("not a number track")
            return
        }
        #expect(back.initialValue.bitPattern == (-0.0).bitPattern)
        #expect(back.scales.map(\.to.bitPattern) == values.dropFirst().map(\.bitPattern))
        #expect(decoded.scenes[0].start.points.bitPattern == (-0.0).bitPattern)
        #expect(try decoded.json() == json)
    }

    @Test("A step count comes back exactly through json() and init(json:), and through JSONEncoder and JSONDecoder: 1, 2^53 + 1, 2^62, Int.max",
          arguments: [1, (1 << 53) + 1, 1 << 62, Int.max])
    func stepCountsRoundTrip(count: Int) throws {
        var timeline = Timeline(initial: 0.0)
        try timeline.insert(Scale(start: 0, length: 1, to: 1, easing: .steps(count, .jumpStart)))
        let stage = try Stage { Track(timeline) { _ in }.named("x") }
        let document = try StageDocument(stage)
        let json = try document.json()
        #expect(String(decoding: json, as: UTF8.self).contains(#""count": \#(count)"#))
        let decoded = try StageDocument(json: json)
        guard case .number(let back) = decoded.tracks[0].timeline else {
            Issue.record("not a number track")
            return
        }
        #expect(back.scales[0].easing.stepCount == count)
        #expect(back.scales[0].easing.stepPosition == .jumpStart)
        #expect(try decoded.json() == json)
        // The Codable path: Foundation's coders, the same document.
        let coded = try JSONEncoder().encode(document)
        let viaCoders = try JSONDecoder().decode(StageDocument.self, from: coded)
        guard case .number(let coderBack) = viaCoders.tracks[0].timeline else {
            Issue.record("not a number track")
            return
        }
        #expect(coderBack.scales[0].easing.stepCount == count)
    }

    @Test("The document of a stage lists its targets once each, with their value types, stage tracks first")
    func targets() throws {
        let path = try Timeline(initial: CGPoint.zero) { Segment(to: CGPoint(x: 1, y: 1), over: 1) }
        let colours = try Timeline(initial: RGBA.black, colorSpace: .oklab) { Segment(to: .white, over: 1) }
        let frame = try Timeline(initial: CGRect.zero) { Segment(to: CGRect(x: 0, y: 0, width: 10, height: 10), over: 1) }
        let size = try Timeline(initial: CGSize.zero) { Segment(to: CGSize(width: 3, height: 4), over: 1) }
        let stage = try Stage {
            ScrollScene("a", start: 0, length: 100) {
                Track.pin { _ in }.named("card.pin")
                Track(path) { _ in }.named("logo.center")
            }
            Track(colours) { _ in }.named("screen.background")
            ScrollScene("b", start: 100, length: 100) {
                Track(path) { _ in }.named("logo.center")
                Track(frame) { _ in }.named("card.frame")
                Track(size) { _ in }.named("card.size")
            }
        }
        let document = try StageDocument(stage)
        #expect(document.targets.map(\.name) == ["screen.background", "card.pin", "logo.center", "card.frame", "card.size"])
        #expect(document.targets.map(\.valueType) == [StageDocument.ValueType.color, .number, .point, .rect, .size])
        #expect(document.targets.map(\.valueType.description) == ["color", "number", "point", "rect", "size"])
        let json = String(decoding: try document.json(), as: UTF8.self)
        #expect(json.contains(#""type": "pin""#) && json.contains(#""colorSpace": "oklab""#))
    }

    @Test("Optional fields take their defaults: no layout, no labels, no stage tracks, hysteresis 0, enabled, progress domain, motion by type")
    func defaults() throws {
        let json = #"""
        {"version": 1, "scenes": [{"name": "a", "start": {"edge": {"fraction": 0, "points": 0}, "points": 10,
          "reference": {"absolute": {}}, "viewportEdge": {"fraction": 0, "points": 0}}, "end": {"length": 100},
          "tracks": [{"target": "x", "type": "number", "timeline": {"initial": 0, "scales": [{"start": 0, "length": 1, "to": 1}]}},
                     {"target": "c", "type": "color", "timeline": {"initial": {"red": 0, "green": 0, "blue": 0, "alpha": 1}, "scales": []}}]}]}
        """#
        let document = try StageDocument(json: Data(json.utf8))
        let scene = document.scenes[0]
        #expect(document.layout == nil && document.labels.isEmpty && document.tracks.isEmpty)
        #expect(scene.hysteresis == 0 && !scene.once && scene.isEnabled)
        #expect(scene.tracks[0].domain == .progress && scene.tracks[0].motion == .decorative)
        #expect(scene.tracks[1].motion == .fade)
        guard case .color(let colours) = scene.tracks[1].timeline else {
            Issue.record("not a colour track")
            return
        }
        #expect(colours.colorSpace == .sRGB)
        var seen: [Double] = []
        let stage = try Stage(document, bindings: ["x": .number { seen.append($0) }])
        stage.setOffset(60)
        #expect(seen == [0.5])
    }

    @Test("A stage built in code whose tracks are not all describable is refused, at the track's path")
    func refusedStages() throws {
        let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        let unnamed = try Stage {
            ScrollScene("a", start: 0, length: 100) {
                Track(fade) { _ in }.named("ok")
                Track(fade) { _ in }
            }
        }
        #expect(throws: StageDocumentError.self) { try StageDocument(unnamed) }
        let error = try #require(catching { try StageDocument(unnamed) })
        #expect(error.kind == .unnamedTrack && error.path == "scenes[0].tracks[1]")

        let floats = try Timeline(initial: Float(0)) { Segment(to: 1, over: 1) }
        let floatStage = try Stage { Track(floats) { _ in }.named("f") }
        let unencodable = try #require(catching { try StageDocument(floatStage) })
        #expect(unencodable.kind == .unencodable && unencodable.path == "tracks[0]")
        #expect(unencodable.reason.contains("Float") && unencodable.reason.contains("`f`"))

        let point = try Timeline(initial: CGPoint.zero) { Segment(to: CGPoint(x: 1, y: 1), over: 1) }
        let conflictingStage = try Stage {
            Track(fade) { _ in }.named("x")
            ScrollScene("a", start: 0, length: 100) { Track(point) { _ in }.named("x") }
        }
        let conflicting = try #require(catching { try StageDocument(conflictingStage) })
        #expect(conflicting.kind == .conflictingTypes && conflicting.path == "scenes[0].tracks[0].type")
        #expect(conflicting.description == #"scenes[0].tracks[0].type: "x" is a point here but a number at tracks[0]"#)

        let nanStage = try Stage { Track(Timeline(initial: Double.nan)) { _ in }.named("n") }
        let nan = try #require(catching { try StageDocument(nanStage) })
        #expect(nan.kind == .invalidValue && nan.path == "tracks[0].timeline.initial")
    }

    @Test("A custom easing is refused when the document is written, naming the track and the easing's path")
    func customEasing() throws {
        let spin = try Timeline(initial: 0.0) {
            Segment(to: 90, over: 0.5)
            Segment(to: 180, over: 0.5, easing: Easing.custom { $0 * $0 }.reversed)
        }
        let stage = try Stage {
            ScrollScene("a", start: 0, length: 100)
            ScrollScene("b", start: 100, length: 100) {
                Track(spin) { _ in }.named("logo.spin")
            }
        }
        let document = try StageDocument(stage)   // held in memory, and bindable…
        _ = try Stage(document)
        let error = try #require(catching { try document.json() })   // …but not written
        #expect(error.kind == .unencodable)
        #expect(error.path == "scenes[1].tracks[0].scales[1].easing.of")
        #expect(error.description == "scenes[1].tracks[0].scales[1].easing.of: track `logo.spin`: Easing.custom closures cannot be encoded")
    }
}

/// The ``StageDocumentError`` `body` throws, or `nil` (recording an issue) if it throws none or
/// another error.
func catching<T>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T) -> StageDocumentError? {
    do {
        _ = try body()
        Issue.record("expected a StageDocumentError, got a result", sourceLocation: sourceLocation)
    } catch let error as StageDocumentError {
        return error
    } catch {
        Issue.record("expected a StageDocumentError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
