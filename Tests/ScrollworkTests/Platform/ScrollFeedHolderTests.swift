import Foundation
import Testing
@testable import Scrollwork

@Suite("ScrollFeedHolder: a stage swapped in follows Reduce Motion")
struct ScrollFeedHolderTests {
    @Test("A stage swapped in while Reduce Motion is on is reduced at once, before the setting changes again")
    func swappedStageTakesCurrentSetting() {
        let first = Stage(), second = Stage()
        let holder = ScrollFeedHolder()
        // The view appears with Reduce Motion on, then scrolls.
        holder.reduceMotionChanged(to: true, target: .stage(first, axis: .vertical, followsReduceMotion: true))
        holder.deliver(ScrollViewFeedTests.geometry(y: 300), to: .stage(first, axis: .vertical, followsReduceMotion: true))
        #expect(first.motionPolicy == .reduced)
        // The view renders again with a new stage; the setting does not change, so SwiftUI says nothing.
        holder.retarget(.stage(second, axis: .vertical, followsReduceMotion: true))
        #expect(second.motionPolicy == .reduced)
        #expect(second.offset == 300)
        // Turned off: the current stage follows, the old one is left as it was.
        holder.reduceMotionChanged(to: false, target: .stage(second, axis: .vertical, followsReduceMotion: true))
        #expect(second.motionPolicy == .full)
        #expect(first.motionPolicy == .reduced)
    }

    @Test("A stage swapped in by a delivery (the first geometry after the render) is reduced too")
    func stageSwappedByDelivery() {
        let first = Stage(), second = Stage()
        let holder = ScrollFeedHolder()
        holder.deliver(ScrollViewFeedTests.geometry(y: 0), to: .stage(first, axis: .vertical, followsReduceMotion: true))
        holder.reduceMotionChanged(to: true, target: .stage(first, axis: .vertical, followsReduceMotion: true))
        holder.deliver(ScrollViewFeedTests.geometry(y: 40), to: .stage(second, axis: .vertical, followsReduceMotion: true))
        #expect(second.motionPolicy == .reduced && second.offset == 40)
    }

    @Test("A stage that does not follow Reduce Motion is left alone, swapped in or not")
    func notFollowingIsLeftAlone() {
        let first = Stage(), second = Stage()
        second.motionPolicy = .full
        let holder = ScrollFeedHolder()
        holder.reduceMotionChanged(to: true, target: .stage(first, axis: .vertical))
        #expect(first.motionPolicy == .full)
        holder.retarget(.stage(second, axis: .vertical))
        #expect(second.motionPolicy == .full)
        // Nor does a stage swapped in before the setting was ever heard change.
        let third = Stage()
        let fresh = ScrollFeedHolder()
        fresh.retarget(.stage(third, axis: .vertical, followsReduceMotion: true))
        #expect(third.motionPolicy == .full)
    }
}
