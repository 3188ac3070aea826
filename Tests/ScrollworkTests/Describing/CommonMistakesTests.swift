// A designer's ten common mistakes (issue 38, item 3): for each, what `scrollwork-preview` prints
// (PreviewCheck) says where — line and column — and how to fix it. The schema's side (its best
// match names the faulty field) is checked by `.ci/check-schema.py`.

import Foundation
import Scrollwork
import Testing
@testable import ScrollworkPreview

@Suite("Common mistakes")
struct CommonMistakesTests {
    /// A small, correct version 2 document; each mistake replaces one piece of it.
    static let base = ##"""
    {
      "version": 2,
      "layout": {
        "viewport": [390, 844],
        "content": [390, 3000],
        "elements": {"card": [0, 900, 390, 400], "product": [0, 1400, 390, 400]}
      },
      "scenes": [
        {
          "name": "intro",
          "trigger": "card",
          "start": "top center",
          "end": "+=600",
          "tracks": [
            {"target": "card.opacity", "initial": 0, "motion": "fade",
             "scales": [{"start": 0, "length": 0.5, "to": 1, "easing": "easeOutCubic"}]},
            {"target": "card.tint", "type": "color", "initial": "#1c2b3a",
             "scales": [{"start": 0, "length": 1, "to": "#ffcc00"}]},
            {"target": "product.rotation", "initial": 0,
             "scales": [{"start": 0, "length": 1, "to": 12000}]}
          ]
        },
        {"name": "outro", "trigger": "product", "start": "top bottom", "end": "+=300"}
      ]
    }
    """##

    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var replacing: String
        var with: String
        /// What the one line printed must start with: `stage.json:line:column: error:` and the path.
        var at: String
        /// What it must say: the fault, and how to fix it.
        var says: [String]
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "a misspelt key", replacing: #""motion": "fade""#, with: #""moton": "fade""#,
                at: "stage.json:15:50: error: scenes[0].tracks[0].moton", says: [#"did you mean "motion"?"#]),
        Mistake(name: "a bad colour", replacing: ##""to": "#ffcc00""##, with: ##""to": "#ffcc0""##,
                at: "stage.json:18:53: error: scenes[0].tracks[1].scales[0].to", says: [##""#ffcc0" is not a colour"##, ##""#rgb" or "#rgba""##]),
        Mistake(name: "a bad anchor", replacing: #""start": "top center""#, with: #""start": "top centre""#,
                at: "stage.json:12:16: error: scenes[0].start", says: [#""centre""#, #"did you mean "top center"?"#]),
        Mistake(name: "a missing to", replacing: #""length": 1, "to": 12000}"#, with: #""length": 1}"#,
                at: "stage.json:20:21: error: scenes[0].tracks[2].scales[0].to", says: [#"required field "to" missing"#, "e.g. 0.5"]),
        Mistake(name: "overlapping scales", replacing: #""easing": "easeOutCubic"}]"#,
                with: #""easing": "easeOutCubic"}, {"start": 0.4, "length": 0.5, "to": 0}]"#,
                at: "stage.json:16:85: error: scenes[0].tracks[0].scales[1]", says: ["overlaps the existing scale [0.0, 0.5]", "start each at or after the end"]),
        Mistake(name: "a trailing comma", replacing: #""end": "+=300"}"#, with: #""end": "+=300",}"#,
                at: "stage.json:23:82: error: document: not valid JSON", says: ["trailing comma", "remove this ','"]),
        Mistake(name: "a string for a number", replacing: #""to": 12000"#, with: #""to": "12000""#,
                at: "stage.json:20:53: error: scenes[0].tracks[2].scales[0].to", says: ["expected a number, found a string", "e.g. 0.5"]),
        Mistake(name: "an unknown easing", replacing: #""easing": "easeOutCubic""#, with: #""easing": "power2.inOut""#,
                at: "stage.json:16:68: error: scenes[0].tracks[0].scales[0].easing",
                says: [#"GSAP's "power2.inOut" is "easeInOutCubic" here"#, "easeIn, easeOut or easeInOut + Quad", "Back or Bounce", #"did you mean "easeInOutCubic"?"#]),
        Mistake(name: "a target with no element", replacing: #""target": "product.rotation""#, with: #""target": "prodcut.rotation""#,
                at: "stage.json:19:20: error: prodcut.rotation: misspelt target", says: ["did you mean `product`?"]),
        Mistake(name: "a duplicate scene", replacing: #""name": "outro""#, with: #""name": "intro""#,
                at: "stage.json:23:14: error: scenes[1].name", says: [#"another scene is named "intro""#, "rename one"]),
    ]

    @Test("The preview says where and how to fix each of a designer's ten common mistakes", arguments: mistakes)
    func mistake(_ mistake: Mistake) throws {
        #expect(PreviewCheck(json: Data(Self.base.utf8), file: "stage.json", strict: true).lines.isEmpty, "the base document is clean")
        let text = Self.base.replacingOccurrences(of: mistake.replacing, with: mistake.with)
        try #require(text != Self.base)
        let check = PreviewCheck(json: Data(text.utf8), file: "stage.json", strict: true)
        #expect(check.status == 1)
        #expect(check.lines.count == 1, "\(check.lines)")
        let line = try #require(check.lines.first)
        #expect(line.hasPrefix(mistake.at), "\(line)")
        for words in mistake.says { #expect(line.contains(words), "\(line)") }
    }

    @Test("A trigger that names no element is named once, where the scene is, with \"did you mean\"")
    func triggerNamedOnce() throws {
        let text = Self.base.replacingOccurrences(of: #""trigger": "product""#, with: #""trigger": "prodcut""#)
        let check = PreviewCheck(json: Data(text.utf8), file: "stage.json", strict: false)
        #expect(check.lines == ["stage.json:23:14: warning: outro: unresolved: the layout has no element `prodcut` (did you mean `product`?)"])
    }

    @Test("\"version\": 1 with \"$schema\" blames the version, at its line and column")
    func versionWithSchema() throws {
        let text = Self.base.replacingOccurrences(of: #""version": 2,"#, with: #""$schema": "stage-document.schema.json", "version": 1,"#)
        let check = PreviewCheck(json: Data(text.utf8), file: "stage.json", strict: false)
        #expect(check.lines == [#"stage.json:2:55: error: version: a document with "$schema" is version 2 (the schema describes version 2), but this one says 1: write "version": 2"#])
        // Without "$schema", version 1 is read as ever (and its own faults reported by path).
        #expect(throws: Never.self) { try StageDocument(json: Data(#"{"version": 1, "scenes": []}"#.utf8)) }
    }

    @Test("A trailing comma in an array says so too, at the comma")
    func trailingCommaInArray() throws {
        let check = PreviewCheck(json: Data(#"{"version": 2, "scenes": [1, 2,\#n ]}"#.utf8), file: "stage.json", strict: false)
        #expect(check.lines == ["stage.json:1:31: error: document: not valid JSON: a trailing comma: JSON allows no ',' after the last element of an array; remove this ','"])
    }

    @Test("GSAP's ease names are answered with the equivalent here", arguments: [
        ("power2.inOut", "easeInOutCubic"), ("expo.out", "easeOutExpo"), ("sine.in", "easeInSine"), ("power1", "easeOutQuad"),
        ("back.out(1.7)", "easeOutBack"), ("elastic.inOut(1, 0.3)", "easeInOutElastic"), ("Power4.easeIn", "easeInQuint"),
        ("strong.inOut", "easeInOutQuint"), ("bounce.out", "easeOutBounce"), ("circ.in", "easeInCirc"), ("none", "linear"),
    ])
    func gsapNames(_ name: String, _ equivalent: String) throws {
        let text = Self.base.replacingOccurrences(of: #""easing": "easeOutCubic""#, with: #""easing": "\#(name)""#)
        let line = try #require(PreviewCheck(json: Data(text.utf8), file: "stage.json", strict: false).lines.first)
        #expect(line.contains(#"is "\#(equivalent)""#), "\(line)")
        #expect(line.contains(#"did you mean "\#(equivalent)"?"#), "\(line)")
        #expect(line.contains("linear, or easeIn, easeOut or easeInOut + Quad, Cubic, Quart, Quint, Sine, Expo, Circ, Elastic, Back or Bounce"), "the names are listed: \(line)")
        // The equivalent reads, so the suggestion is a fix.
        let fixed = Self.base.replacingOccurrences(of: #""easing": "easeOutCubic""#, with: #""easing": "\#(equivalent)""#)
        #expect(throws: Never.self) { try StageDocument(json: Data(fixed.utf8)) }
    }

    @Test("GSAP's steps(n) is answered with the steps object; other unknown names with the closest name")
    func otherUnknownNames() throws {
        for (name, says) in [("steps(4)", #"is {"name": "steps", "count": 4} here"#), ("easeOutCubik", #"did you mean "easeOutCubic"?"#)] {
            let text = Self.base.replacingOccurrences(of: #""easing": "easeOutCubic""#, with: #""easing": "\#(name)""#)
            let line = try #require(PreviewCheck(json: Data(text.utf8), file: "stage.json", strict: false).lines.first)
            #expect(line.contains(says), "\(line)")
        }
    }

    @Test("A scale of length 0 is refused, saying a length is greater than 0 (one rule: Scale, Segment, the document and the schema)")
    func zeroLength() throws {
        let text = Self.base.replacingOccurrences(of: #""length": 1, "to": 12000"#, with: #""length": 0, "to": 12000"#)
        let line = try #require(PreviewCheck(json: Data(text.utf8), file: "stage.json", strict: false).lines.first)
        #expect(line.hasPrefix("stage.json:20:21: error: scenes[0].tracks[2].scales[0]"), "\(line)")
        #expect(line.contains("greater than 0") && !line.contains("≥ 0"), "\(line)")
        #expect(throws: TimelineError.self) { try Timeline(initial: 0.0) { Segment(to: 1, over: 0) } }
        var timeline = Timeline(initial: 0.0)
        #expect(throws: TimelineError.self) { try timeline.insert(Scale(start: 0, length: 0, to: 1)) }
    }
}
