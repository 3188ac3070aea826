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

/// Issue 39, item 3: the size classes the platform reports reach a responsive stage through its
/// feed — with each layout (one switch for a rotation that changes the size and a size class) and
/// alone (a trait change without a resize).
@Suite("ResponsiveFeedSizeClasses")
struct ResponsiveFeedSizeClassesTests {
    /// A page whose variants tell the size classes apart, and one ("wide") that the width alone
    /// selects: a rotation handled in two steps would pass through it.
    static func page(_ stage: Stage = Stage()) throws -> ResponsiveStage {
        try ResponsiveStage(stage, variants: [
            StageVariant("landscape phone", when: .init(verticalSizeClass: .compact)) { ScrollScene("hero", start: 0, length: 200) },
            StageVariant("tablet", when: .init(horizontalSizeClass: .regular)) { ScrollScene("hero", start: 0, length: 900) },
            StageVariant("wide", when: .init(minWidth: 800)) { ScrollScene("hero", start: 0, length: 600) },
            StageVariant("phone") { ScrollScene("hero", start: 0, length: 400) },
        ])
    }

    static let portrait = ReportedSizeClasses(horizontal: .compact, vertical: .regular)
    static let landscape = ReportedSizeClasses(horizontal: .compact, vertical: .compact)
    static let regular = ReportedSizeClasses(horizontal: .regular, vertical: .regular)

    @Test("A rotation delivered with its size classes switches once, straight to the variant the new size and size classes select")
    func rotationSwitchesOnce() throws {
        let page = try Self.page()
        var switches: [String] = []
        page.onSwitch = { switches.append("\($0.from ?? "-") → \($0.to ?? "-")") }
        let feed = ScrollViewFeed(responsive: page)
        feed.reportedSizeClasses = Self.portrait
        #expect(feed.update(ResponsiveFeedTests.geometry(y: 100, width: 390, height: 844)))
        #expect(page.variantInForce == "phone")
        feed.reportedSizeClasses = Self.landscape
        #expect(feed.update(ResponsiveFeedTests.geometry(y: 100, width: 844, height: 390)))
        #expect(page.variantInForce == "landscape phone" && feed.switchError == nil)
        #expect(switches == ["- → phone", "phone → landscape phone"])
        #expect(page.context == StageVariant.Context(width: 844, height: 390, horizontalSizeClass: .compact, verticalSizeClass: .compact))
        // The same two changes one after the other pass through the variant of the width alone.
        let twoSteps = try Self.page()
        var passed: [String?] = []
        twoSteps.onSwitch = { passed.append($0.to) }
        _ = try twoSteps.update(StageVariant.Context(width: 390, height: 844, horizontalSizeClass: .compact, verticalSizeClass: .regular))
        _ = try twoSteps.update(StageVariant.Context(width: 844, height: 390, horizontalSizeClass: .compact, verticalSizeClass: .regular))
        _ = try twoSteps.updateSizeClasses(horizontal: .compact, vertical: .compact)
        #expect(passed == ["phone", "wide", "landscape phone"])
    }

    @Test("A size-class change without a new layout switches at the stage's offset when followed, once, and a repeat does nothing")
    func traitChangeAlone() throws {
        let stage = Stage()
        var events: [String] = []
        stage.onEvent = { events.append($0.description) }
        let page = try Self.page(stage)
        var switches = 0
        page.onSwitch = { _ in switches += 1 }
        let feed = ScrollViewFeed(responsive: page)
        feed.reportedSizeClasses = Self.regular
        #expect(feed.update(ResponsiveFeedTests.geometry(y: 500, width: 700, height: 1000)))
        #expect(page.variantInForce == "tablet" && switches == 1)
        #expect(stage.range(of: "hero") == 0...900)
        // The pane narrows its size class, not the scroll view (a sidebar of fixed width).
        feed.reportedSizeClasses = Self.portrait
        #expect(page.variantInForce == "tablet")   // nothing until followed
        feed.followSizeClasses()
        #expect(page.variantInForce == "phone" && switches == 2)
        #expect(stage.offset == 500 && stage.range(of: "hero") == 0...400)
        // The kept scene "hero" now ends at 400, before the offset: it was left as the switch placed it.
        #expect(events.last?.hasPrefix("hero leave") == true)
        feed.followSizeClasses()
        #expect(switches == 2)
        // A scroll after it is an ordinary move on the new variant.
        #expect(feed.update(ResponsiveFeedTests.geometry(y: 300, width: 700, height: 1000)))
        #expect(events.last?.hasPrefix("hero enterBack") == true && page.variantInForce == "phone")
    }

    @Test("Before any layout, size classes wait for the first; where the platform reports none, the size classes an app gave are kept")
    func waitingAndKept() throws {
        let page = try Self.page()
        let feed = ScrollViewFeed(responsive: page)
        feed.reportedSizeClasses = Self.regular
        feed.followSizeClasses()
        #expect(page.variantInForce == nil && page.context == nil)
        #expect(feed.update(ResponsiveFeedTests.geometry(y: 0, width: 700, height: 1000)))
        #expect(page.variantInForce == "tablet")
        // An AppKit binding reports none: the app's own size classes stay through new layouts.
        let other = try Self.page()
        let unreported = ScrollViewFeed(responsive: other)
        #expect(unreported.update(ResponsiveFeedTests.geometry(y: 0, width: 700, height: 1000)))
        #expect(other.variantInForce == "phone")
        _ = try other.updateSizeClasses(horizontal: .regular, vertical: .regular)
        #expect(other.variantInForce == "tablet")
        #expect(unreported.update(ResponsiveFeedTests.geometry(y: 0, width: 900, height: 1000)))
        #expect(other.variantInForce == "tablet" && other.context?.horizontalSizeClass == .regular)
        unreported.followSizeClasses()
        #expect(other.variantInForce == "tablet")
    }

    @Test("A switch that size classes ask for and cannot come is refused: the variant in force stays and the feed says why")
    func refused() throws {
        let stage = Stage()
        try stage.add(ScrollScene("other", start: 0, length: 10))
        let page = try ResponsiveStage(stage, variants: [
            StageVariant("tablet", when: .init(horizontalSizeClass: .regular)) { ScrollScene("other", start: 0, length: 900) },
            StageVariant("phone") { ScrollScene("hero", start: 0, length: 400) },
        ])
        let feed = ScrollViewFeed(responsive: page)
        feed.reportedSizeClasses = Self.portrait
        #expect(feed.update(ResponsiveFeedTests.geometry(y: 0, width: 390, height: 844)))
        feed.reportedSizeClasses = Self.regular
        feed.followSizeClasses()
        #expect(page.variantInForce == "phone" && feed.switchError == .duplicateScene("other"))
        #expect(page.context?.horizontalSizeClass == .compact)   // nothing changed
    }

    @Test("A platform's size class maps by what it equals: compact, regular, and anything else (unspecified) as none")
    func platformSizeClass() {
        #expect(StageVariant.SizeClass(isCompact: true, isRegular: false) == .compact)
        #expect(StageVariant.SizeClass(isCompact: false, isRegular: true) == .regular)
        #expect(StageVariant.SizeClass(isCompact: false, isRegular: false) == nil)
    }

    @Test("A declarative target carries its environment's size classes: each delivery gives them, and a change alone is followed through the holder")
    func holderFollows() throws {
        let page = try Self.page()
        let holder = ScrollFeedHolder()
        var target = ScrollFeedTarget.responsive(page, axis: .vertical)
        target.sizeClasses = Self.portrait
        holder.followSizeClasses(of: target)   // before the first delivery: nothing
        #expect(page.variantInForce == nil)
        holder.deliver(ResponsiveFeedTests.geometry(y: 0, width: 390, height: 844), to: target)
        #expect(page.variantInForce == "phone")
        // Rotation: the render with the new environment comes before the new geometry.
        target.sizeClasses = Self.landscape
        holder.retarget(target)
        #expect(page.variantInForce == "phone")
        holder.deliver(ResponsiveFeedTests.geometry(y: 0, width: 844, height: 390), to: target)
        #expect(page.variantInForce == "landscape phone")
        // A size-class change with no new geometry, followed a moment later.
        target.sizeClasses = Self.regular
        holder.followSizeClasses(of: target)
        #expect(page.variantInForce == "tablet")
        // Another target's change is not this feed's.
        var stranger = ScrollFeedTarget.responsive(try Self.page(), axis: .vertical)
        stranger.sizeClasses = Self.portrait
        holder.followSizeClasses(of: stranger)
        #expect(page.variantInForce == "tablet")
    }
}
