import Foundation
import Testing
@testable import Scrollwork

/// `ElementFrames` as it was written before its names were numbered (issue 37, item 4): every
/// name hashed in each dictionary and set it is kept in. The numbered one must answer the same.
private final class ElementFramesModel {
    var measurers: [String: () -> ElementFrames.Reading] = [:]
    var reported: [String: CGRect] = [:]
    var lastKnown: [String: CGRect] = [:]
    var laidOut: Set<String> = []
    var newlyTracked: Set<String> = []
    var hasPendingUpdate = false
    var hasNews = true
    var estimate: ((String) -> CGRect?)? {
        didSet { if (oldValue == nil) != (estimate == nil) { hasNews = true } }
    }
    var expectedNames: [String] = [] { didSet { hasNews = true } }
    var needsMeasuring: Bool { hasNews || !measurers.isEmpty }

    func track(_ name: String, measure: @escaping () -> ElementFrames.Reading) -> Bool {
        hasNews = true
        measurers[name] = measure
        newlyTracked.insert(name)
        defer { hasPendingUpdate = true }
        return !hasPendingUpdate
    }

    func forget(_ name: String) -> Bool {
        hasNews = true
        measurers[name] = nil
        reported[name] = nil
        lastKnown[name] = nil
        laidOut.remove(name)
        newlyTracked.remove(name)
        defer { hasPendingUpdate = true }
        return !hasPendingUpdate
    }

    func report(_ frames: [String: CGRect]) {
        hasNews = true
        reported = frames
    }

    func frames(measuringAll: Bool) -> [String: CGRect] {
        hasNews = false
        hasPendingUpdate = false
        for (name, frame) in reported {
            lastKnown[name] = frame
            laidOut.insert(name)
        }
        let names = measuringAll ? Array(measurers.keys) : Array(newlyTracked)
        for name in names where reported[name] == nil {
            guard let measure = measurers[name] else { continue }
            switch measure() {
            case .frame(let frame):
                lastKnown[name] = frame
                laidOut.insert(name)
            case .unavailable: break
            case .gone:
                measurers[name] = nil
                lastKnown[name] = nil
                laidOut.remove(name)
            }
        }
        newlyTracked.removeAll()
        if let estimate {
            for name in expectedNames where !laidOut.contains(name) && measurers[name] == nil {
                if let frame = estimate(name) { lastKnown[name] = frame }
            }
        }
        return lastKnown
    }
}

@Suite("ElementFrames: names numbered once, the same frames as by name")
struct ElementFramesModelTests {
    @Test("Random tracks, forgets, reports, readings (frames, unavailable, gone), estimates and measures give the frames, the measurer calls and the flags of the model that keeps every name in dictionaries", arguments: 0..<12)
    func sameAsByName(seed: UInt64) {
        var random = SplitMix64(seed: 0x37_0004 &+ seed)
        let names = (0..<24).map { "element \($0)" } + [""]   // the empty name is a name too
        var readings: [String: ElementFrames.Reading] = [:]
        var calls: [String: Int] = [:], modelCalls: [String: Int] = [:]
        let frames = ElementFrames(), model = ElementFramesModel()
        func frame(_ value: UInt64) -> CGRect { CGRect(x: 0, y: Double(value % 5000), width: 390, height: Double(value % 300)) }
        for step in 0..<600 {
            let name = names[Int(random.next() % UInt64(names.count))], value = random.next()
            switch random.next() % 100 {
            case 0..<18:
                let tracked = frames.track(name) { calls[name, default: 0] += 1; return readings[name] ?? .unavailable }
                let modelTracked = model.track(name) { modelCalls[name, default: 0] += 1; return readings[name] ?? .unavailable }
                #expect(tracked == modelTracked, "seed \(seed), step \(step)")
            case 18..<24:
                #expect(frames.forget(name) == model.forget(name), "seed \(seed), step \(step)")
            case 24..<46:
                switch value % 10 {
                case 0: readings[name] = .gone
                case 1, 2: readings[name] = .unavailable
                default: readings[name] = .frame(frame(value))
                }
            case 46..<52:
                var report: [String: CGRect] = [:]
                for candidate in names where random.next() % 6 == 0 { report[candidate] = frame(random.next()) }
                frames.report(report)
                model.report(report)
            case 52..<56:
                let estimate: ((String) -> CGRect?)? = value % 3 == 0 ? nil : { $0.hasSuffix("1") ? nil : CGRect(x: 0, y: 10, width: 1, height: Double($0.count)) }
                frames.estimate = estimate
                model.estimate = estimate
            case 56..<58:
                let expected = names.filter { _ in random.next() % 3 == 0 }
                frames.expectedNames = { expected }
                model.expectedNames = expected
            case 58..<62:
                frames.removeAll()
                model.measurers.removeAll(); model.reported.removeAll(); model.lastKnown.removeAll()
                model.laidOut.removeAll(); model.newlyTracked.removeAll(); model.hasPendingUpdate = false; model.hasNews = true
            default:
                let all = value % 4 != 0
                let measured = frames.frames(measuringAll: all), modelMeasured = model.frames(measuringAll: all)
                #expect(measured == modelMeasured, "seed \(seed), step \(step)")
                #expect(calls == modelCalls, "seed \(seed), step \(step)")
            }
            #expect(frames.hasPendingUpdate == model.hasPendingUpdate && frames.needsMeasuring == model.needsMeasuring, "seed \(seed), step \(step)")
            #expect(frames.lastKnownFrames == model.lastKnown, "seed \(seed), step \(step)")
        }
    }

    @Test("A measure that finds every frame unchanged returns the frames it returned last, with no element copied: the feed compares them in one walk")
    func unchangedMeasureKeepsTheFrames() {
        let elements = ElementFrames()
        var heights = [100.0, 200.0, 300.0]
        for index in 0..<3 {
            elements.track("row \(index)") { .frame(CGRect(x: 0, y: Double(index) * 400, width: 390, height: heights[index])) }
        }
        let first = elements.frames()
        let second = elements.frames()
        #expect(second == first)
        heights[1] = 250
        let third = elements.frames()
        #expect(third["row 1"] == CGRect(x: 0, y: 400, width: 390, height: 250))
        #expect(Array(third.keys) == Array(first.keys))   // written in place: the same order
    }
}
