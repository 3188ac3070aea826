import Foundation
import Testing
@testable import Scrollwork

@Suite("ScrollPhysics")
struct ScrollPhysicsTests {
    /// A vertical list: 390 × 844 viewport over 3,000 pt of content; offsets 0...2156.
    static func list(source: ScrollSource? = nil) -> ScrollPhysics {
        ScrollPhysics(contentSize: CGSize(width: 390, height: 3000), viewportSize: CGSize(width: 390, height: 844), source: source)
    }

    static let maxY = 3000.0 - 844

    @Test("Bounds follow content, viewport and insets; short or disabled axes do not scroll")
    func bounds() {
        let scroll = ScrollPhysics(contentSize: CGSize(width: 300, height: 1000), viewportSize: CGSize(width: 320, height: 400),
                                   contentInset: ScrollPhysics.Insets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(scroll.minimumContentOffset == CGPoint(x: 0, y: -20))
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 630))
        scroll.drag(fingerTranslation: CGPoint(x: -50, y: -100))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))   // the narrow axis stays put
        scroll.scrollsVertically = false
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -300))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("Dragging moves against the finger, rubber-banded with 0.55 past either edge")
    func drag() {
        let scroll = Self.list()
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -300))
        #expect(scroll.contentOffset.y == 300 && scroll.activity == .dragging)
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: 100))          // 100 pt above the top
        expectClose(Double(scroll.contentOffset.y), -RubberBandTests.reference(100, 844), tolerance: 1e-12)
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -(Self.maxY + 250)))   // 250 pt past the end
        expectClose(Double(scroll.contentOffset.y), Self.maxY + RubberBandTests.reference(250, 844), tolerance: 1e-9)
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: Double.nan))   // ignored
        expectClose(Double(scroll.contentOffset.y), Self.maxY + RubberBandTests.reference(250, 844), tolerance: 1e-9)
        // Without bounces the drag clamps.
        scroll.bounces = false
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: 100))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("A release inside the bounds glides on the decay's closed form and stops at 5 pt/s")
    func fling() {
        let scroll = Self.list()
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -200))
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -1500), at: 0)   // finger up: content moves down the list
        #expect(scroll.activity == .decelerating)
        let duration = Decay.normal.duration(initialVelocity: 1500)
        var frame = 0
        while !scroll.isIdle {
            let t = Double(frame) / 60
            scroll.tick(at: t)
            if t < duration {
                expectClose(Double(scroll.contentOffset.y), Decay.normal.position(at: t, from: 200, initialVelocity: 1500), tolerance: 1e-9)
                expectClose(Double(scroll.velocity.y), Decay.normal.velocity(at: t, initialVelocity: 1500), tolerance: 1e-9)
            }
            frame += 1
        }
        expectClose(Double(scroll.contentOffset.y), Decay.normal.position(at: duration, from: 200, initialVelocity: 1500), tolerance: 1e-9)
        #expect(scroll.velocity == .zero && scroll.activity == .idle)
        #expect(scroll.contentOffset.x == 0)
    }

    /// Flings past the end; returns (time, offset, phase) per frame at `hz`.
    static func flingPastEnd(hz: Int) -> [(Double, Double, ScrollPhysics.Activity)] {
        let scroll = list()
        scroll.setContentOffset(CGPoint(x: 0, y: 1500))
        scroll.beginDrag()
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -4000), at: 0)
        return (0...(4 * hz)).map { frame in
            let t = Double(frame) / Double(hz)
            scroll.tick(at: t)
            return (t, Double(scroll.contentOffset.y), scroll.activity)
        }
    }

    @Test("A release reports where it will come to rest, exactly; the resting target sees that rest and may replace it")
    func restingOffset() throws {
        // A 1,000 pt/s glide stops by the 5 pt/s rule: 2.5 pt short of the projection, and the
        // release says so.
        let scroll = Self.list()
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -100))
        let rest = scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -1_000), at: 0)
        let stop = Decay.normal.stoppingPosition(from: 100, initialVelocity: 1_000)
        #expect(rest == CGPoint(x: 0, y: stop) && scroll.restingContentOffset == rest)
        expectClose(stop - 100, 496.5, tolerance: 0.05)
        expectClose(Decay.normal.projectedPosition(from: 100, initialVelocity: 1_000) - stop, 2.5, tolerance: 0.05)
        var time = 0.0
        while !scroll.isIdle { time += 1.0 / 60; scroll.tick(at: time) }
        #expect(scroll.contentOffset == rest)
        // A fling that would cross the end rests on the edge.
        scroll.beginDrag()
        let edge = scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -9_000))
        #expect(Double(edge.y) == Self.maxY, "\(Double(edge.y) - Self.maxY)")
        // The resting target is told the natural rest and may choose another.
        let snapped = Self.list()
        var seen: [ScrollPhysics.Release] = []
        snapped.restingTarget = { release in
            seen.append(release)
            return (release.restingPosition / 100).rounded() * 100
        }
        snapped.beginDrag()
        snapped.drag(fingerTranslation: CGPoint(x: 0, y: -100))
        let target = snapped.endDrag(fingerVelocity: CGPoint(x: 0, y: -1_000), at: 0)
        #expect(seen == [ScrollPhysics.Release(axis: .vertical, position: 100, velocity: 1_000, restingPosition: stop)])
        #expect(target.y == 600 && snapped.activity == .snapping)
    }

    @Test("A fling that crosses the end becomes, at the exact crossing time, a spring that settles on the edge")
    func bounceAtTheEnd() throws {
        let decay = Decay.normal, spring = DampedSpring(bounciness: 0, speed: 5)
        let crossing = try #require(decay.time(toTravel: Self.maxY - 1500, initialVelocity: 4000))
        let edgeVelocity = decay.velocity(at: crossing, initialVelocity: 4000)
        let frames = Self.flingPastEnd(hz: 60)
        var overshoot = 0.0
        for (t, y, phase) in frames {
            if t < crossing {
                expectClose(y, decay.position(at: t, from: 1500, initialVelocity: 4000), tolerance: 1e-9)
                #expect(phase == .decelerating)
            } else if phase == .bouncing {   // (the settled frames snap onto the edge, within 0.01)
                expectClose(y, spring.position(at: t - crossing, from: Self.maxY, to: Self.maxY, initialVelocity: edgeVelocity), tolerance: 1e-9)
                overshoot = max(overshoot, y - Self.maxY)
            }
        }
        #expect(overshoot > 20)   // it does go past the edge before coming back
        #expect(frames.last!.1 == Self.maxY && frames.last!.2 == .idle)
        #expect(frames.contains { $0.2 == .bouncing })
        // The same trajectory at 30 and 120 Hz: equal values at the shared times.
        let at30 = Self.flingPastEnd(hz: 30), at120 = Self.flingPastEnd(hz: 120)
        for (index, frame) in at30.enumerated() {
            #expect(frame.1 == at120[index * 4].1, "t \(frame.0)")
            #expect(frame.1 == frames[index * 2].1, "t \(frame.0)")
        }
    }

    @Test("Released outside the bounds, it springs back to the edge with the release velocity")
    func releaseOutside() {
        let scroll = Self.list(), spring = DampedSpring(bounciness: 0, speed: 5)
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: 200))
        let pulled = Double(scroll.contentOffset.y)
        #expect(pulled < 0)
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: 300), at: 1)   // still moving down: content moves up past the top
        #expect(scroll.activity == .bouncing)
        for frame in 0...120 {
            let t = 1 + Double(frame) / 60
            scroll.tick(at: t)
            if !scroll.isIdle {
                expectClose(Double(scroll.contentOffset.y), spring.position(at: t - 1, from: pulled, to: 0, initialVelocity: -300), tolerance: 1e-9)
            }
        }
        #expect(scroll.contentOffset.y == 0 && scroll.isIdle)
    }

    @Test("A touch stops a fling where it is; a drag that begins mid-bounce does not jump")
    func touchStops() {
        let scroll = Self.list()
        scroll.beginDrag()
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -3000), at: 0)
        scroll.tick(at: 0)
        scroll.tick(at: 0.3)
        let held = scroll.contentOffset
        scroll.beginDrag()
        #expect(scroll.activity == .dragging && scroll.velocity == .zero)
        scroll.tick(at: 0.6)
        #expect(scroll.contentOffset == held)
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: 10))
        #expect(scroll.contentOffset.y == held.y - 10)

        // Mid-bounce above the top: picking it up with no movement keeps the offset.
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: held.y + 300))
        scroll.endDrag(fingerVelocity: .zero)
        scroll.tick(at: 0.7)
        scroll.tick(at: 0.75)
        let bouncing = scroll.contentOffset.y
        #expect(bouncing < 0 && scroll.activity == .bouncing)
        scroll.beginDrag()
        scroll.drag(fingerTranslation: .zero)
        expectClose(Double(scroll.contentOffset.y), Double(bouncing), tolerance: 1e-9)
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -5))   // and moves on smoothly from there
        #expect(scroll.contentOffset.y > bouncing)
        // stop() holds it outside until the next release springs it back.
        scroll.stop()
        #expect(scroll.isIdle && scroll.contentOffset.y < 0)
        scroll.endDrag(fingerVelocity: .zero)
        for frame in 1...120 { scroll.tick(at: 1 + Double(frame) / 60) }
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("Paging settles on the page the projection picks, at most one page from the start")
    func paging() {
        let scroll = ScrollPhysics(contentSize: CGSize(width: 400 * 5, height: 300), viewportSize: CGSize(width: 400, height: 300))
        scroll.isPagingEnabled = true
        func fling(by translation: Double, velocity: Double, from start: Double) -> Double {
            scroll.setContentOffset(CGPoint(x: start, y: 0))
            scroll.beginDrag()
            scroll.drag(fingerTranslation: CGPoint(x: translation, y: 0))
            scroll.endDrag(fingerVelocity: CGPoint(x: velocity, y: 0))
            // Inside the bounds a release pages; dragged past an edge it bounces back to it.
            let inside = scroll.contentOffset.x >= 0 && scroll.contentOffset.x <= 1600
            #expect(scroll.activity == (inside ? .paging : .bouncing))
            var t = (scroll.lastTickTime ?? 0) + 1
            while !scroll.isIdle {
                scroll.tick(at: t)
                t += 1.0 / 60
            }
            return Double(scroll.contentOffset.x)
        }
        #expect(fling(by: -100, velocity: 0, from: 400) == 400)          // projection 500: back to page 1
        #expect(fling(by: -150, velocity: -500, from: 400) == 800)       // projection 550 + 249.5: page 2
        #expect(fling(by: -50, velocity: -20_000, from: 400) == 800)     // far projection: still one page
        #expect(fling(by: 120, velocity: 2000, from: 800) == 400)        // backwards one page
        #expect(fling(by: 20, velocity: 5000, from: 0) == 0)             // no page before the first
        #expect(fling(by: -10, velocity: -5000, from: 1600) == 1600)     // nor after the last
        scroll.pageSize = CGSize(width: 250, height: 300)
        #expect(fling(by: -130, velocity: 0, from: 0) == 250)
    }

    @Test("scroll(to:) tweens by absolute time; a new call or a touch interrupts it (finished false)")
    func animatedScroll() {
        let scroll = Self.list()
        var results: [String] = []
        scroll.scroll(to: CGPoint(x: 0, y: 1000), duration: 1, easing: .linear, at: 0) { results.append("a \($0)") }
        #expect(scroll.activity == .animating)
        scroll.tick(at: 0)
        scroll.tick(at: 0.25)
        #expect(scroll.contentOffset.y == 250)
        scroll.tick(at: 0.9)                    // frames dropped: still on time
        expectClose(Double(scroll.contentOffset.y), 900, tolerance: 1e-9)
        scroll.scroll(to: CGPoint(x: 0, y: 100), duration: 0.5, easing: .linear, at: 0.9) { results.append("b \($0)") }
        #expect(results == ["a false"])
        scroll.tick(at: 1.15)
        expectClose(Double(scroll.contentOffset.y), 500, tolerance: 1e-9)   // from 900 towards 100, half way
        scroll.tick(at: 1.45)
        #expect(scroll.contentOffset.y == 100 && results == ["a false", "b true"] && scroll.isIdle)
        scroll.scroll(to: CGPoint(x: 0, y: 600), completion: { results.append("c \($0)") })
        scroll.tick(at: 1.5)
        scroll.beginDrag()
        #expect(results.last == "c false")
        scroll.endDrag(fingerVelocity: .zero)
        // A zero duration moves at once and completes before returning.
        scroll.scroll(to: CGPoint(x: 0, y: 42), duration: 0) { results.append("d \($0)") }
        #expect(scroll.contentOffset.y == 42 && results.last == "d true")
        // A completion may start the next scroll.
        scroll.scroll(to: CGPoint(x: 0, y: 10), duration: 0.1, at: 2) { _ in
            scroll.scroll(to: CGPoint(x: 0, y: 20), duration: 0.1) { results.append("e \($0)") }
        }
        for frame in 0...30 { scroll.tick(at: 2 + Double(frame) / 60) }
        #expect(scroll.contentOffset.y == 20 && results.last == "e true")
    }

    @Test("A fling drives a ScrollSource and a Stage end to end")
    func endToEnd() async throws {
        let source = ScrollSource(axis: .vertical)
        let crossings = ValueRecorder<String>()
        let stage = Stage()
        try stage.add(ScrollScene("middle", start: 800, length: 300))
        stage.onEvent = { crossings.append("\($0.kind)") }
        // Subscribe before anything is sent (a task's `stage.follow(source)` might start too late
        // to see the first offsets, which is fine in an app but not in a test of every crossing).
        let offsets = source.offsets(bufferingPolicy: .unbounded)
        let following = Task {
            for await offset in offsets { stage.setOffset(offset) }
        }
        let scroll = Self.list(source: source)
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -100))
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -5000), at: 0)
        for frame in 0...300 { scroll.tick(at: Double(frame) / 60) }
        source.finish()
        await following.value
        #expect(source.offset == Double(scroll.contentOffset.y))
        #expect(Double(scroll.contentOffset.y) == Self.maxY)   // the fling reached the end and bounced there
        #expect(crossings.values == ["enter", "leave"])
        #expect(source.refusedCount == 0)
    }

    @Test("Bad input has defined results")
    func badInput() {
        let scroll = Self.list()
        scroll.beginDrag()
        scroll.drag(fingerTranslation: CGPoint(x: 0, y: -100))
        scroll.endDrag(fingerVelocity: CGPoint(x: Double.nan, y: Double.nan))   // treated as 0: it stays
        scroll.tick(at: 0)
        scroll.tick(at: 1)
        #expect(scroll.contentOffset.y == 100 && scroll.isIdle)
        scroll.tick(at: .nan)
        scroll.tick(at: 0.5)                                              // earlier: counts as 1
        #expect(scroll.lastTickTime == 1)
        scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -Double.infinity))      // infinite: 0 as well
        scroll.tick(at: 2)
        #expect(scroll.contentOffset.y == 100)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("Non-finite programmatic targets and negative durations trap")
    func traps() async {
        await #expect(processExitsWith: .failure) { Self.list().scroll(to: CGPoint(x: 0, y: Double.nan)) }
        await #expect(processExitsWith: .failure) { Self.list().scroll(to: .zero, duration: -1) }
        await #expect(processExitsWith: .failure) { Self.list().setContentOffset(CGPoint(x: Double.infinity, y: 0)) }
    }
    #endif
}
