import Foundation
import Testing
@testable import Scrollwork

@Suite("ScrollPhysics bad input")
struct ScrollPhysicsBadInputTests {
    static let max = Double.greatestFiniteMagnitude

    /// Ticks at 60 Hz from `start` until idle (or `seconds` pass), expecting finite offsets.
    @discardableResult
    static func run(_ scroll: ScrollPhysics, from start: Double = 0, seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var frame = 0
        while Double(frame) / 60 <= seconds {
            scroll.tick(at: start + Double(frame) / 60)
            if !(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite) {
                Issue.record("non-finite offset \(scroll.contentOffset) at frame \(frame)", sourceLocation: sourceLocation)
                return false
            }
            if scroll.isIdle { return true }
            frame += 1
        }
        return scroll.isIdle
    }

    @Test("NaN and infinite start times count as the next tick: offsets stay finite and the scroll completes")
    func nonFiniteStartTimes() {
        for time in [Double.nan, .infinity, -.infinity] {
            let fling = ScrollPhysicsTests.list()
            fling.beginDrag()
            fling.drag(fingerTranslation: CGPoint(x: 0, y: -300))
            fling.endDrag(fingerVelocity: CGPoint(x: 0, y: -800), at: time)
            #expect(Self.run(fling), "at \(time)")
            #expect(fling.contentOffset.y > 300, "at \(time)")

            let animated = ScrollPhysicsTests.list()
            var completed: Bool?
            animated.scroll(to: CGPoint(x: 0, y: 500), duration: 0.3, at: time) { completed = $0 }
            #expect(Self.run(animated), "at \(time)")
            #expect(animated.contentOffset.y == 500 && completed == true, "at \(time)")
        }
    }

    @Test("A 1e300 pt/s fling bounces off the end and comes to rest")
    func hugeFling() {
        let scroll = ScrollPhysicsTests.list()
        scroll.beginDrag()
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -1e300))
        #expect(Self.run(scroll, seconds: 600))
        #expect(Double(scroll.contentOffset.y) == ScrollPhysicsTests.maxY, "\(Double(scroll.contentOffset.y) - ScrollPhysicsTests.maxY)")
        let wild = ScrollPhysicsTests.list()
        wild.beginDrag()
        wild.endDrag(fingerVelocity: CGPoint(x: Self.max, y: -Self.max))
        #expect(Self.run(wild, seconds: 600))
    }

    @Test("Geometry near greatestFiniteMagnitude keeps finite bounds and offsets")
    func extremeGeometry() {
        let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: Self.max), viewportSize: CGSize(width: 390, height: 844),
                                   contentInset: ScrollPhysics.Insets(top: Self.max, bottom: Self.max))
        #expect(scroll.maximumContentOffset.y == CGFloat(Self.max))
        #expect(scroll.minimumContentOffset.y == CGFloat(-Self.max))
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -1e308))
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -5000))
        #expect(Self.run(scroll))
        scroll.contentInset = ScrollPhysics.Insets(top: -Self.max, left: Self.max, bottom: -Self.max, right: -Self.max)
        scroll.contentSize = CGSize(width: -Self.max, height: Self.max)
        scroll.viewportSize = CGSize(width: Self.max, height: 0)
        scroll.isPagingEnabled = true
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: Self.max, y: -Self.max))
        scroll.endDrag(fingerVelocity: CGPoint(x: 1e6, y: -1e6))
        #expect(Self.run(scroll))
    }

    @Test("A page length that is zero, NaN or infinite glides instead of paging")
    func degeneratePages() {
        for page in [CGSize.zero, CGSize(width: Double.nan, height: Double.nan), CGSize(width: Double.infinity, height: -1)] {
            let scroll = ScrollPhysicsTests.list()
            scroll.isPagingEnabled = true
            scroll.pageSize = page
            scroll.beginDrag()
            scroll.drag(fingerTranslation: CGPoint(x: 0, y: -300))
            scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -500))
            #expect(scroll.activity == .decelerating, "page \(page)")
            #expect(Self.run(scroll), "page \(page)")
        }
        let empty = ScrollPhysics(contentSize: CGSize(width: 0, height: 3000), viewportSize: .zero)
        empty.isPagingEnabled = true
        empty.beginDrag()
        empty.drag(fingerTranslation: CGPoint(x: 0, y: -100))
        empty.endDrag(fingerVelocity: CGPoint(x: 0, y: -500))
        #expect(Self.run(empty))
    }

    @Test("The rubber band saturates below the viewport for any finite overshoot, and its inverse does not overflow")
    func rubberBandExtremes() {
        let band = RubberBand.uiScrollView
        let far = band.offset(forOvershoot: 1e306, dimension: 1000)
        #expect(far.isFinite && far <= 1000 && far > 999.99, "\(far)")
        #expect(band.offset(forOvershoot: -Self.max, dimension: Self.max).isFinite)
        expectClose(band.offset(forOvershoot: Self.max, dimension: Self.max), Self.max * 0.55 / 1.55, tolerance: Self.max * 1e-15)
        #expect(RubberBand(coefficient: Self.max).offset(forOvershoot: 10, dimension: 1000) <= 1000)
        let inverse = band.overshoot(forOffset: 1e300, dimension: 1e301)
        expectClose(inverse, 1e300 / 9e300 * 1e301 / 0.55, tolerance: 1e288)
        // The inverse of the forward map, at a large but representable scale.
        expectClose(band.overshoot(forOffset: band.offset(forOvershoot: 3e300, dimension: 1e301), dimension: 1e301), 3e300, tolerance: 1e288)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Non-finite geometry traps when set, like the initialiser")
    func geometryTraps() async {
        await #expect(processExitsWith: .failure) {
            let scroll = ScrollPhysicsTests.list()
            scroll.contentInset = ScrollPhysics.Insets(top: .nan)
        }
        await #expect(processExitsWith: .failure) { ScrollPhysicsTests.list().contentSize = CGSize(width: 1, height: Double.infinity) }
        await #expect(processExitsWith: .failure) { ScrollPhysicsTests.list().viewportSize = CGSize(width: -Double.infinity, height: 1) }
    }
    #endif
}
