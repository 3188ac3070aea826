import Foundation
import Testing
@testable import Scrollwork

/// A scroll view as a binding sees it, feeding `feed` on every change (as key-value observation
/// does), whose top inset a stage's track may write from inside a delivery (a collapsing header).
private final class ObservedScrollView {
    let feed: ScrollViewFeed
    var contentOffset = CGPoint(x: 0, y: 0) { didSet { feed.update(geometry) } }
    var contentHeight = 3000.0 { didSet { feed.update(geometry) } }
    var insets = ScrollPhysics.Insets(top: 100) { didSet { feed.update(geometry) } }

    init(feed: ScrollViewFeed) { self.feed = feed }

    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: contentOffset, contentSize: CGSize(width: 390, height: contentHeight),
                           visibleSize: CGSize(width: 390, height: 844), insets: insets)
    }
}

/// One stage fed by one feed, with everything a delivery can change recorded.
private final class FedStage {
    let stage = Stage()
    let feed: ScrollViewFeed
    let view: ObservedScrollView
    var events: [String] = []
    var delivered: [Double] = []

    init(fullDeliveriesOnly: Bool) throws {
        feed = ScrollViewFeed(stage: stage)
        feed.alwaysDeliversInFull = fullDeliveriesOnly
        view = ObservedScrollView(feed: feed)
        stage.onEvent = { [unowned self] in events.append("\($0.scene) \($0.kind)") }
        feed.onUpdate = { [unowned self] in delivered.append($0) }
        try stage.add(ScrollScene("a", start: .element("a", .start, meets: .center), length: 300))
        try stage.add(ScrollScene("b", start: .element("b", .start, meets: .end), length: 0))
        try stage.add(ScrollScene("c", start: .element("c", .center, meets: .center), length: 150))
        try stage.add(ScrollScene("late", start: 1200, length: 400))
        // The header collapses from 100 to 40 pt over the first 300 pt: the track writes the
        // view's inset, which reports it at once, from inside the delivery.
        var header = Timeline(initial: 100.0)
        try header.insert(Scale(start: 0, length: 300, to: 40))
        stage.add(Track(header, domain: .offset) { [unowned view] top in view.insets.top = top })
    }

    /// What the two feeds must agree on after every step.
    var observed: String {
        "\(String(describing: stage.offset)) \(stage.layout) \(stage.layoutGeneration) \(events) \(delivered) \(String(describing: feed.geometry)) \(feed.heldInsets) "
            + "\(feed.repeatCount) \(feed.refusedGeometryCount) \(feed.coalescedCount) \(feed.droppedCount)"
    }
}

@Suite("ScrollViewFeed: the fast path of a scroll alone")
struct ScrollViewFeedFastPathTests {
    static let frames = ["a": CGRect(x: 0, y: 900, width: 390, height: 200), "b": CGRect(x: 0, y: 1500, width: 390, height: 120),
                         "c": CGRect(x: 0, y: 2100, width: 390, height: 300)]

    @Test("Scrolls, repeats, resizes, inset writes from inside a delivery, new frames, non-finite offsets and layouts changed behind the feed's back give the same offsets, events, layouts and counts with the fast path as with the full delivery", arguments: 0..<8)
    func sameAsFullDelivery(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x37_0003 &+ seed)
        let fast = try FedStage(fullDeliveriesOnly: false), full = try FedStage(fullDeliveriesOnly: true)
        for fed in [fast, full] {
            fed.feed.elements = Self.frames
            fed.view.contentOffset = CGPoint(x: 0, y: -100)
        }
        #expect(fast.observed == full.observed)
        for step in 0..<400 {
            let choice = random.next() % 100, amount = Double(random.next() % 2400) - 150
            for fed in [fast, full] {
                switch choice {
                case 0..<60: fed.view.contentOffset.y = amount                        // a scroll
                case 60..<66: fed.view.contentOffset.y = fed.view.contentOffset.y     // the same geometry again
                case 66..<70: fed.view.contentOffset.x = amount / 100                 // across the axis
                case 70..<74: fed.view.contentHeight = 3000 + amount / 10             // content grew or shrank
                case 74..<78: fed.view.insets.bottom = amount > 1000 ? 34 : 0         // a bar from outside
                case 78..<84:                                                         // frames given again, one moved or not
                    var frames = Self.frames
                    if amount > 800 { frames["b"]?.origin.y += amount / 50 }
                    fed.feed.elements = frames
                    fed.feed.update(fed.view.geometry)
                case 84..<88:                                                         // a non-finite offset
                    var geometry = fed.view.geometry
                    geometry.contentOffset.y = amount > 1000 ? .nan : .infinity
                    fed.feed.update(geometry)
                case 88..<92: _ = fed.stage.resizeElement(named: "a", by: amount / 100)   // behind the feed's back
                default: fed.view.contentOffset.y = amount / 8 - 100                  // near the top: the header moves
                }
            }
            #expect(fast.observed == full.observed, "seed \(seed), step \(step), choice \(choice)")
            if fast.observed != full.observed { return }
        }
        #if DEBUG
        #expect(fast.feed.fastDeliveries > 100, "seed \(seed)")
        #expect(full.feed.fastDeliveries == 0)
        #endif
    }

    @Test("A scroll alone looks at no element frame: frames set with a non-finite number refuse the next update, and a scroll after them too")
    func fastPathNeverSkipsChecks() throws {
        let fed = try FedStage(fullDeliveriesOnly: false)
        fed.feed.elements = Self.frames
        fed.view.contentOffset = CGPoint(x: 0, y: 400)
        let placed = try #require(fed.stage.offset)   // 400 plus the header's inset
        var frames = Self.frames
        frames["c"] = CGRect(x: 0, y: Double.nan, width: 390, height: 300)
        fed.feed.elements = frames
        fed.view.contentOffset.y = 500
        fed.view.contentOffset.y = 600
        #expect(fed.feed.refusedGeometryCount == 2)
        #expect(fed.stage.offset == placed)
        // Finite frames again: delivered, and the scrolls after them take the fast path.
        fed.feed.elements = Self.frames
        fed.view.contentOffset.y = 700
        #if DEBUG
        let before = fed.feed.fastDeliveries
        fed.view.contentOffset.y = 800
        #expect(fed.feed.fastDeliveries == before + 1)
        #endif
        #expect(fed.stage.offset == placed + 400)
        #expect(fed.feed.refusedGeometryCount == 2)
    }

    @Test("Frames compared with the last delivered position by position, or whole when their dictionary holds them in another order: a change lays out, the same frames do not, a non-finite change is refused")
    func framesComparedByPosition() throws {
        let fed = try FedStage(fullDeliveriesOnly: false)
        fed.feed.elements = Self.frames
        fed.view.contentOffset = CGPoint(x: 0, y: 400)
        let generation = fed.stage.layoutGeneration
        // The same frames in a dictionary of another capacity (another order): no layout.
        var copy = [String: CGRect](minimumCapacity: 64)
        for (name, frame) in Self.frames { copy[name] = frame }
        fed.feed.elements = copy
        fed.view.contentOffset.y = 410
        #expect(fed.stage.layoutGeneration == generation)
        // A changed copy of the delivered frames (the same order): one layout with the new frame.
        var moved = Self.frames
        moved["c"]?.origin.y = 2000
        fed.feed.elements = moved
        fed.view.contentOffset.y = 420
        #expect(fed.stage.layoutGeneration == generation + 1)
        #expect(fed.stage.layout.elements == moved)
        // Other names: laid out.
        var renamed = moved
        renamed["d"] = renamed.removeValue(forKey: "c")
        fed.feed.elements = renamed
        fed.view.contentOffset.y = 430
        let placed = try #require(fed.stage.offset)
        #expect(fed.stage.layoutGeneration == generation + 2)
        #expect(fed.stage.layout.elements == renamed)
        // A frame changed to infinity: refused, nothing laid out.
        var infinite = renamed
        infinite["a"]?.size.height = .infinity
        fed.feed.elements = infinite
        fed.view.contentOffset.y = 440
        #expect(fed.feed.refusedGeometryCount == 1)
        #expect(fed.stage.layoutGeneration == generation + 2 && fed.stage.offset == placed)
    }
}
