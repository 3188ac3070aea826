/// Which of a run of pages — adjacent scenes, such as the pages of an intro walkthrough — is
/// current: exactly one at every offset, so a page indicator never shows no page or two.
///
/// Scene states cannot answer this: at the boundary two adjacent scenes share, the first is
/// *after* and the second *before*, and with hysteresis both stay inactive for a band around it.
/// A page index hands over from one page to the next at a single switch point — the shared
/// boundary, or the middle of the gap between two pages — with its own hysteresis.
///
/// ```swift
/// var pages = PageIndex(pages: ["page1", "page2", "page3"], hysteresis: 8)
/// stage.setOffset(0)
/// pages.update(on: stage)      // 0
/// stage.setOffset(844)         // the boundary between page 1 and page 2
/// pages.update(on: stage)      // 0: not yet 8 points past it
/// stage.setOffset(853)
/// pages.update(on: stage)      // 1
/// ```
///
/// ## Rules
/// - Pages are ordered by where their ranges start. Between two consecutive pages the switch point
///   is the middle of the first one's end and the second one's start (their shared boundary when
///   they touch). Before the first switch point the first page is current; past the last, the last.
/// - Moving forward, the next page becomes current once the offset is at least `hysteresis` past
///   the switch point; moving back, the previous one once the offset is more than `hysteresis`
///   before it. Without hysteresis a page owns `[its switch point, the next switch point)`.
/// - The first update (and an update after the current page became unresolved) places the index
///   without hysteresis. Pages whose scenes are unknown or unresolved take no part.
/// - A NaN or infinite offset changes nothing. Negative or non-finite hysteresis counts as 0.
///   Switch points are computed without overflow, so ranges near ±`greatestFiniteMagnitude` switch
///   at their middle too.
public struct PageIndex: Hashable, Sendable {
    /// The names of the pages' scenes.
    public let pages: [String]
    /// How far past a switch point the offset must go before the page changes, in points.
    public var hysteresis: Double
    /// The index in ``pages`` of the current page, or `nil` before the first update or while no
    /// page can be placed.
    public private(set) var current: Int?

    /// Creates an index over the scenes named `pages`.
    ///
    /// - Parameters:
    ///   - pages: The pages' scene names.
    ///   - hysteresis: The dead band around each switch point, in points (default 0).
    public init(pages: [String], hysteresis: Double = 0) {
        self.pages = pages
        self.hysteresis = hysteresis
    }

    /// The name of the current page, if any.
    public var currentPage: String? { current.map { pages[$0] } }

    /// Updates the current page from the stage's offset and the pages' resolved ranges.
    ///
    /// - Parameter stage: The stage the pages are on.
    /// - Returns: The index of the current page, or `nil` if the stage has no offset yet or no
    ///   page is resolved.
    /// - Complexity: O(*p* log *p*) for *p* pages.
    @discardableResult
    public mutating func update(on stage: Stage) -> Int? {
        guard let offset = stage.offset else { return current }
        return update(offset: offset, ranges: pages.map { stage.range(of: $0) })
    }

    /// The page the index will show once the scroll reaches `offset` from where it is now, without
    /// changing the index: where a fling leaves the indicator, known at its release.
    ///
    /// It is what ``update(on:)`` would return with the stage at `offset` — from the current
    /// page, with the same hysteresis — so pass it the resting offset a release returns
    /// (``ScrollPhysics/endDrag(fingerVelocity:at:)``, ``ScrollPhysics/restingContentOffset``)
    /// instead of dividing by a page height. It equals the page the index shows once the scroll
    /// rests there when the index is updated on the way and the way is monotone (a glide, and the
    /// paging and snapping springs, which do not overshoot by default), or when `offset` lies
    /// farther than ``hysteresis`` from every switch point — which is why an intro centres each
    /// page's scene on the offset the page rests at (see <doc:BuildingAnIntro>).
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let stage = try Stage {
    ///     for index in 0..<4 { ScrollScene("page\(index + 1)", start: (Double(index) - 0.5) * 844, length: 844) }
    /// }
    /// let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 4 * 844), viewportSize: CGSize(width: 390, height: 844))
    /// scroll.isPagingEnabled = true
    /// var pages = PageIndex(pages: ["page1", "page2", "page3", "page4"], hysteresis: 8)
    /// scroll.onOffsetChange = { offset in
    ///     stage.setOffset(Double(offset.y))
    ///     pages.update(on: stage)
    /// }
    /// stage.setOffset(0)
    /// pages.update(on: stage)
    /// scroll.beginDrag(at: 0)
    /// scroll.drag(fingerTranslation: CGPoint(x: 0, y: -300))
    /// let rest = scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -1200), at: 0.1)
    /// print("resting at", rest.y, "on", pages.pages[pages.page(at: Double(rest.y), on: stage)!], "- now", pages.currentPage!)
    /// var time = 0.1
    /// while !scroll.isIdle { time += 1.0 / 120; scroll.tick(at: time) }
    /// print("rested on", pages.currentPage!)
    /// ```
    ///
    /// ```text
    /// resting at 844.0 on page2 - now page1
    /// rested on page2
    /// ```
    ///
    /// - Parameters:
    ///   - offset: Where the scroll will be. A NaN or infinite offset answers the current page.
    ///   - stage: The stage the pages are on.
    /// - Returns: The index in ``pages`` of the page the index would show, or `nil` when no page
    ///   can be placed.
    /// - Complexity: O(*p* log *p*) for *p* pages.
    public func page(at offset: Double, on stage: Stage) -> Int? {
        var copy = self
        return copy.update(offset: offset, ranges: pages.map { stage.range(of: $0) })
    }

    /// Updates the current page from an offset and the pages' ranges.
    ///
    /// - Parameters:
    ///   - offset: The scroll offset.
    ///   - ranges: One range per page, in the order of ``pages``; `nil` for a page that cannot be
    ///     placed. Extra ranges are ignored; missing ones count as `nil`.
    /// - Returns: The index of the current page, or `nil` when no page can be placed.
    /// - Complexity: O(*p* log *p*) for *p* pages.
    @discardableResult
    public mutating func update(offset: Double, ranges: [ClosedRange<Double>?]) -> Int? {
        guard offset.isFinite else { return current }
        let placed = pages.indices
            .compactMap { index in index < ranges.count ? ranges[index].map { (index, $0) } : nil }
            .sorted { ($0.1.lowerBound, $0.0) < ($1.1.lowerBound, $1.0) }
        guard !placed.isEmpty else {
            current = nil
            return nil
        }
        let h = hysteresis.isFinite ? max(hysteresis, 0) : 0
        func switchPoint(_ k: Int) -> Double { Self.middle(placed[k].1.upperBound, placed[k + 1].1.lowerBound) }
        var position: Int
        if let current, let found = placed.firstIndex(where: { $0.0 == current }) {
            position = found
            while position < placed.count - 1 && offset >= switchPoint(position) + h { position += 1 }
            while position > 0 && offset < switchPoint(position - 1) - h { position -= 1 }
        } else {
            position = 0
            while position < placed.count - 1 && offset >= switchPoint(position) { position += 1 }
        }
        current = placed[position].0
        return current
    }

    /// The middle of `a` and `b`, without overflow: `(a + b) / 2` where the sum is finite (exact up
    /// to the sum's rounding), `a / 2 + b / 2` where it is not — two huge numbers of one sign, whose
    /// halves are exact — so pages near ±`greatestFiniteMagnitude` switch at their middle, not at ±∞.
    static func middle(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        return sum.isFinite ? sum / 2 : a / 2 + b / 2
    }
}
