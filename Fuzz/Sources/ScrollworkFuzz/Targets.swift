import Foundation
import Scrollwork

// Every public `Codable` type of Scrollwork, and the hex colour parser, grouped into targets that
// share input shapes (and so a corpus). Each JSON target tries every one of its types on each input:
// whichever decodes must survive the round trip of `checkRoundTrip`. The checks of a target are
// listed in an array literal, which evaluates every element (`||` would stop at the first success).

extension FuzzTarget {
    static let all: [FuzzTarget] = [easing, timeline, scene, snapshot, rgba, hex, document]

    /// `Easing` (with `LinearStop` and `StepPosition`, which it nests).
    static let easing = FuzzTarget(name: "easing", summary: "Easing, LinearStop, StepPosition from JSON") { bytes in
        let input = Data(bytes)
        return [
            checkRoundTrip(input, as: Easing.self) { easing in
                for progress in [0, 0.25, 0.5, 1, -0.5, 1.5, .nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
                    keep(easing(progress))
                }
                keep(easing.description)
                keep(easing.hashValue)
            },
            checkRoundTrip(input, as: LinearStop.self),
            checkRoundTrip(input, as: [LinearStop].self),
            checkRoundTrip(input, as: StepPosition.self),
        ].contains(true)
    }

    /// `Timeline` and `Scale` over every `Codable` value type Scrollwork interpolates.
    static let timeline = FuzzTarget(name: "timeline", summary: "Timeline and Scale of Double, Float, CGFloat, CGPoint, CGSize, CGRect, RGBA from JSON") { bytes in
        let input = Data(bytes)
        return [
            checkTimeline(input, of: Double.self),
            checkTimeline(input, of: Float.self),
            checkTimeline(input, of: CGFloat.self),
            checkTimeline(input, of: CGPoint.self),
            checkTimeline(input, of: CGSize.self),
            checkTimeline(input, of: CGRect.self),
            checkTimeline(input, of: RGBA.self, space: \.colorSpace),
        ].contains(true)
    }

    /// The scene vocabulary: events, anchors and the small enums.
    static let scene = FuzzTarget(name: "scene", summary: "SceneEvent, ScrollAnchor, ScrollAnchor.Position, ScrollAxis from JSON") { bytes in
        let input = Data(bytes)
        return [
            checkRoundTrip(input, as: SceneEvent.self) { event in
                keep(event.description)
                keep(event.kind.direction)
                keep(event.kind.mirrored)
            },
            checkRoundTrip(input, as: ScrollAnchor.self) { anchor in
                keep(anchor.description)
                keep(anchor.elementName)
                keep(anchor + 1)
                for axis in ScrollAxis.allCases {
                    let layout = StageLayout(
                        axis: axis, viewport: CGSize(width: 390, height: 844), content: CGSize(width: 1200, height: 3000),
                        elements: ["hero": CGRect(x: 10, y: 2000, width: 300, height: 400), "": .zero])
                    keep(anchor.resolve(in: layout))
                }
            },
            checkRoundTrip(input, as: ScrollAnchor.Position.self) { edge in
                keep(edge.description)
                keep(edge + 1)
            },
            checkRoundTrip(input, as: SceneEvent.Kind.self),
            checkRoundTrip(input, as: ScrollAxis.self),
        ].contains(true)
    }

    /// `StageSnapshot`, also restored into a stage (what an app does with one it decoded).
    static let snapshot = FuzzTarget(name: "snapshot", summary: "StageSnapshot from JSON, restored into a stage") { bytes in
        let input = Data(bytes)
        return [
            checkRoundTrip(input, as: StageSnapshot.self) { snapshot in
                let stage = Stage()
                var once = ScrollScene("once", start: 100, length: 100)
                once.once = true
                var opacity = Timeline(initial: 0.0)
                try? opacity.insert(Scale(start: 0, length: 1, to: 1))
                once.add(Track(opacity) { keep($0) })
                for scene in [ScrollScene("a", start: 0, length: 50), ScrollScene("trigger", start: 500, length: 0), once] {
                    _ = try? stage.add(scene)
                }
                // Refused (a typed error) for a non-finite offset; must not trap for anything else.
                try? stage.restore(snapshot)
                keep(stage.snapshot)
                keep(stage.state(of: "once"))
                keep(stage.setOffset(0))
            },
        ].contains(true)
    }

    /// `RGBA` and `ColorSpace` from JSON, and a decoded colour's hex form.
    static let rgba = FuzzTarget(name: "rgba", summary: "RGBA, ColorSpace from JSON; hexString of what decodes") { bytes in
        let input = Data(bytes)
        return [
            checkRoundTrip(input, as: RGBA.self) { colour in
                keep(colour.description)
                keep(colour.clamped())
                checkHexForm(of: colour)
                for space in [ColorSpace.sRGB, .linearSRGB, .oklab] {
                    keep(RGBA.interpolate(from: colour, to: .white, progress: 0.5, in: space))
                }
            },
            checkRoundTrip(input, as: ColorSpace.self) { keep($0.description) },
        ].contains(true)
    }

    /// `StageDocument` through its typed entry point, `StageDocument(json:)`: an exact round trip
    /// of what it accepts, a stage made from it (every target bound), and short, typed errors for
    /// what it refuses. Also decoded with plain `JSONDecoder`s (both float spellings), which may
    /// throw anything but must not trap, and must accept no non-finite number.
    static let document = FuzzTarget(name: "document", summary: "StageDocument from JSON: exact round trip, a stage made and moved, typed errors") { bytes in
        let input = Data(bytes)
        for spelling in FloatSpelling.allCases {
            if let plain = try? spelling.decoder.decode(StageDocument.self, from: input) {
                // Whatever a decoder accepts, the document can write with the default encoder
                // (non-finite numbers are refused while decoding).
                do { _ = try plain.json() } catch { fail("a document decoded with \(spelling) coders cannot be written: \(error)") }
            }
        }
        let document: StageDocument
        do throws(StageDocumentError) {
            document = try StageDocument(json: input)
        } catch {
            // Every fault (at most 100, and a line saying how many more) is one short line whose
            // message starts with its path (then its scene and target, if any).
            guard !error.faults.isEmpty, error.faults.count <= 101, error.faults.allSatisfy({ fault in
                let path = fault.path.isEmpty ? "document" : fault.path
                return fault.description.count < 1500 && !fault.description.contains("\n")
                    && (fault.message.hasPrefix(path + ": ") || fault.message.hasPrefix(path + " ("))
            }) else {
                fail("an error's faults are not short lines starting with their paths: \(error.description.prefix(2000))")
            }
            return false
        }
        let json: Data, again: StageDocument
        do {
            json = try document.json()
            again = try StageDocument(json: json)
        } catch {
            fail("an accepted document does not round-trip: \(error)")
        }
        guard again == document else { fail("decode(encode(x)) != x for \(text(json))") }
        guard (try? again.json()) == json else { fail("encode(decode(encode(x))) differs from encode(x) for \(text(json))") }

        // A stage made from it, every target bound to a recorder: it cannot fail, and it gives the
        // document back.
        var written = 0
        let bindings = Dictionary(uniqueKeysWithValues: document.targets.map { ($0.name, TrackBinding.components { keep($0); written += 1 }) })
        let stage: Stage
        do {
            stage = try Stage(document, bindings: bindings)
        } catch {
            fail("a decoded document does not make a stage: \(error)")
        }
        guard document.bindingReport(for: bindings).isComplete else { fail("a binding for every target leaves some unbound") }
        guard (try? StageDocument(stage)) == document else { fail("StageDocument(Stage(document)) != document for \(text(json))") }
        var offsets: [Double] = [0, -1, 1e9, stage.layout.maximumOffset]
        for marker in stage.markers.prefix(16) { offsets += [marker.offset, marker.offset.nextUp, marker.offset - 1] }
        for policy in [MotionPolicy.full, .reduced] {
            stage.motionPolicy = policy
            for offset in offsets { keep(stage.setOffset(offset)) }
        }
        keep(stage.description)
        keep(stage.labels.map { stage.offset(ofLabel: $0.name) })
        keep(written)
        return true
    }

    /// `RGBA(hex:)` on arbitrary text.
    static let hex = FuzzTarget(name: "hex", summary: "RGBA(hex:) on arbitrary text, and its round trip through hexString") { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let colour: RGBA
        do throws(RGBA.ParseError) {
            colour = try RGBA(hex: text)
        } catch {
            switch error {
            case .invalidLength(let named), .invalidDigit(let named):
                guard named == text else { fail("RGBA(hex: \(text.debugDescription)) threw \(error), which names another string") }
            }
            return false
        }
        // Digits are case-insensitive.
        for variant in [text.lowercased(), text.uppercased()] {
            guard (try? RGBA(hex: variant)) == colour else {
                fail("RGBA(hex:) reads \(text.debugDescription) as \(colour) but \(variant.debugDescription) differently")
            }
        }
        // Documented: `RGBA(hex: c.hexString)` equals `c` for every colour read from hex.
        guard (try? RGBA(hex: colour.hexString)) == colour else {
            fail("RGBA(hex: \(text.debugDescription)) is \(colour), whose hexString \(colour.hexString) reads back differently")
        }
        checkHexForm(of: colour)
        return true
    }
}

/// A colour's `hexString` must be well formed, and a fixed point once read back.
private func checkHexForm(of colour: RGBA) {
    let hex = colour.hexString
    guard hex.count == 7 || hex.count == 9, hex.first == "#", hex.dropFirst().allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
        fail("\(colour).hexString is \(hex.debugDescription)")
    }
    guard let read = try? RGBA(hex: hex), read.hexString == hex else {
        fail("\(colour).hexString is \(hex), which does not read back to itself")
    }
}

/// What two timelines must share to be the same timeline (`Timeline` is not `Equatable`).
private struct TimelineShape<Value: Interpolatable & Equatable>: Equatable {
    let initial: Value
    let scales: [Scale<Value>]
    let space: ColorSpace?
}

/// The round trip of `Timeline<Value>` and `Scale<Value>`, and lookups on the decoded timeline.
/// Returns whether either decoded.
private func checkTimeline<Value: Interpolatable & Codable & Equatable>(
    _ input: Data, of value: Value.Type, space: ((Timeline<Value>) -> ColorSpace)? = nil
) -> Bool {
    let timeline = checkRoundTrip(input, as: Timeline<Value>.self, key: { TimelineShape(initial: $0.initial, scales: $0.scales, space: space?($0)) }) { timeline in
        var offsets: [Double] = [0, -1, 1e9, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        for scale in timeline.scales.prefix(8) {
            offsets += [scale.start, scale.start + scale.length / 2, scale.end, scale.end.nextUp]
            keep(scale.value(at: scale.start))
        }
        for offset in offsets { keep(timeline.value(at: offset)) }
        keep(timeline.description)
        keep(timeline.extent)
    }
    let scale = checkRoundTrip(input, as: Scale<Value>.self) { scale in
        keep(scale.value(at: scale.start + 1))
        keep(scale.description)
    }
    return timeline || scale
}
