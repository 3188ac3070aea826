#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Testing
@testable import Scrollwork

/// Issue 39, item 3: a binding's feed switches a responsive stage's variant by itself when the
/// viewport changes (a rotation, a Split View or Stage Manager resize).
@Suite("ResponsiveFeed")
struct ResponsiveFeedTests {
    /// A target that keeps every value written to it.
    final class Recorder {
        var values: [Double] = []
        var value: Double {
            get { values.last ?? -1 }
            set { values.append(newValue) }
        }
    }

    static func variants(_ wideHero: Recorder, _ narrowHero: Recorder, _ cards: Recorder) -> [StageVariant] {
        let fade = ResponsiveStageTests.fade(from: 1, to: 0), grow = ResponsiveStageTests.fade()
        return [
            StageVariant("wide", when: .init(minWidth: 768)) {
                ScrollScene("hero", start: 0, length: 900) { Track(fade, to: \Recorder.value, on: wideHero) }
                ScrollScene("cards", start: 1200, length: 400) { Track(grow, to: \Recorder.value, on: cards) }
            },
            StageVariant("narrow") {
                ScrollScene("hero", start: 0, length: 400) { Track(fade, to: \Recorder.value, on: narrowHero) }
            },
        ]
    }

    static func geometry(y: Double, width: Double, height: Double) -> ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: width, height: 4000),
                           visibleSize: CGSize(width: width, height: height))
    }

    @Test("A new viewport from the feed switches the variant at the offset the stage had, then scrolls: as setting the layout, following it and scrolling by hand")
    func feedSwitches() throws {
        // (offset, width, height) deliveries: portrait phone, rotation to landscape tablet, back.
        let steps: [(Double, Double, Double)] = [(0, 390, 844), (300, 390, 844), (320, 1024, 768), (1300, 1024, 768), (1250, 390, 844), (100, 390, 844)]
        func run(byHand: Bool) throws -> (variants: [String?], events: [String], values: [[Double]]) {
            let wideHero = Recorder(), narrowHero = Recorder(), cards = Recorder()
            let stage = Stage()
            var events: [String] = []
            stage.onEvent = { events.append($0.description) }
            let page = try ResponsiveStage(stage, variants: Self.variants(wideHero, narrowHero, cards))
            let feed = ScrollViewFeed(responsive: page)
            var inForce: [String?] = []
            for (y, width, height) in steps {
                let geometry = Self.geometry(y: y, width: width, height: height)
                if byHand {
                    if stage.layout.viewport != geometry.viewportSize {
                        stage.layout = geometry.layout(axis: .vertical)
                        try page.followLayout()
                    }
                    stage.setOffset(geometry.offset(along: .vertical))
                } else {
                    #expect(feed.update(geometry))
                    #expect(feed.switchError == nil)
                }
                inForce.append(page.variantInForce)
            }
            return (inForce, events, [wideHero.values, narrowHero.values, cards.values])
        }
        let fed = try run(byHand: false), byHand = try run(byHand: true)
        #expect(fed.variants == ["narrow", "narrow", "wide", "wide", "narrow", "narrow"])
        #expect(fed.variants == byHand.variants)
        #expect(fed.events == byHand.events)
        #expect(fed.values == byHand.values)
        // The cards scene arrived with the wide variant and left with it, its track at rest (0).
        #expect(fed.values[2].last == 0)
        #expect(fed.events.contains { $0.hasPrefix("cards") })
    }

    @Test("A feed whose new layout puts in force a variant that cannot come (a base scene holds a name) keeps the variant in force and says why")
    func refusedSwitch() throws {
        let stage = Stage()
        try stage.add(ScrollScene("cards", start: 0, length: 10))
        let page = try ResponsiveStage(stage, variants: Self.variants(Recorder(), Recorder(), Recorder()))
        let feed = ScrollViewFeed(responsive: page)
        #expect(feed.update(Self.geometry(y: 0, width: 390, height: 844)))
        #expect(page.variantInForce == "narrow" && feed.switchError == nil)
        #expect(feed.update(Self.geometry(y: 10, width: 1024, height: 768)))
        #expect(page.variantInForce == "narrow")
        #expect(feed.switchError == .duplicateScene("cards"))
        #expect(stage.offset == 10 && stage.layout.viewport == CGSize(width: 1024, height: 768))
        // A later layout that needs no switch clears the error.
        #expect(feed.update(Self.geometry(y: 10, width: 400, height: 844)))
        #expect(feed.switchError == nil && page.variantInForce == "narrow")
    }
}

/// The declarative path (a SwiftUI model of a responsive stage): the holder's target switches with
/// the layout and, following Reduce Motion, with the motion policy.
@Suite("ResponsiveFeedTarget")
struct ResponsiveFeedTargetTests {
    @Test("A responsive target's feed follows the layout, and its context's motion policy follows Reduce Motion: a variant for reduced motion comes and goes")
    func followsLayoutAndReduceMotion() throws {
        let stage = Stage()
        let page = try ResponsiveStage(stage, variants: [
            StageVariant("calm", when: .init(motionPolicy: .reduced)) { ScrollScene("hero", start: 0, length: 100) },
            StageVariant("wide", when: .init(minWidth: 768)) { ScrollScene("hero", start: 0, length: 900) },
            StageVariant("narrow") { ScrollScene("hero", start: 0, length: 400) },
        ])
        var updates = 0
        let target = ScrollFeedTarget.responsive(page, axis: .vertical, followsReduceMotion: true, onUpdate: { _ in updates += 1 })
        let holder = ScrollFeedHolder()
        holder.deliver(ResponsiveFeedTests.geometry(y: 0, width: 390, height: 844), to: target)
        #expect(page.variantInForce == "narrow" && updates == 1)
        holder.deliver(ResponsiveFeedTests.geometry(y: 50, width: 1024, height: 768), to: target)
        #expect(page.variantInForce == "wide" && stage.offset == 50)
        holder.reduceMotionChanged(to: true, target: target)
        #expect(page.variantInForce == "calm" && stage.motionPolicy == .reduced)
        #expect(page.context?.width == 1024)   // the size is kept
        holder.reduceMotionChanged(to: false, target: target)
        #expect(page.variantInForce == "wide" && stage.motionPolicy == .full)
        // Not following Reduce Motion: neither the stage's policy nor the context's changes.
        let other = ScrollFeedTarget.responsive(page, axis: .vertical)
        ScrollFeedHolder().reduceMotionChanged(to: true, target: other)
        #expect(page.variantInForce == "wide" && stage.motionPolicy == .full)
    }
}
