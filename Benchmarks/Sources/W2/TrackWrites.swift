import Foundation
import MallocCount
import Scrollwork

// Issue 37, item 6: what a frame allocates when its tracks write through key paths, against
// closures. The `scrub` ring over the page, every scene with a length carrying one track that
// writes its progress to its own card — `tracks_keypath` through `Track(_:to:on:)` with a stored
// property of a final class and the key path resolved once, `tracks_closure` through a closure
// that captures the card weakly, the form the guides show — so the sums are `scrub`'s and
// `mallocs_per_op` is "allocations a frame" (W2.md, "Variants").

/// A card of the page: the object a track writes.
final class Card {
    var opacity = 0.0
}

/// The stage of `page` (as `makeStage`), each scene with a length given a track that writes its
/// progress to `cards[i]`, by key path or by closure. Triggers carry no track.
func makeTrackedStage(_ page: Page, _ books: UnsafeMutablePointer<Books>, _ handles: UnsafeMutableBufferPointer<Stage.SceneID>,
                      cards: [Card], keyPaths: Bool) -> Stage {
    let stage = makeStage(page, books, handles)
    let opacity: ReferenceWritableKeyPath<Card, Double> = \Card.opacity   // resolved once
    var fade = Timeline(initial: 0.0)
    do {
        try fade.insert(Scale(start: 0, length: 1, to: 1))
        for i in 0..<page.n where page.length[i] > 0 {
            let card = cards[i]
            let track = keyPaths ? Track(fade, to: opacity, on: card) : Track(fade) { [weak card] in card?.opacity = $0 }
            try stage.updateScene(named: page.sceneNames[i]) { $0.add(track) }
        }
    } catch { fatalError("\(error)") }
    return stage
}

/// `tracks_keypath` / `tracks_closure`: `scrub`'s ops on the tracked page, verified against
/// `scrub`'s row, with the allocations of the second half of the ring per op.
func trackWritesCase(_ name: String, _ page: Page) {
    guard selected(name) else { return }
    let books = Books.make(scenes: page.n), handles = makeHandles(page)
    defer {
        Books.free(books)
        handles.deallocate()
    }
    let cards = (0..<page.n).map { _ in Card() }
    let stage = makeTrackedStage(page, books, handles, cards: cards, keyPaths: name == "tracks_keypath")
    let offsets = moveRing("scrub", page)
    let c = MoveCase(stage: stage, offsets: offsets, handles: handles, books: books)
    stage.setOffset(offsets[ring - 1])
    seedActive(stage, page, handles, books)
    let run = { runMoves(c, $0) }
    if let ops = options.ops {
        let m = measure(run)
        let sums = books.pointee.sums
        emit(name, n: page.n, m, sums, opsRead: ops, perScene: false, mallocs: -1, verifyMs: 0,
             ok: ops == ring ? verify(name, n: page.n, sums) : nil, M: page.M)
        return
    }
    let t0 = nanoseconds()
    sink += run(half)
    let mallocs = mallocsPerOp(ring - half, run)
    let verifyMs = (nanoseconds() - t0) / 1e6
    let sums = books.pointee.sums
    let ok = verify(name, n: page.n, sums)
    emit(name, n: page.n, measure(run), sums, opsRead: ring, perScene: false, mallocs: mallocs, verifyMs: verifyMs, ok: ok, M: page.M)
    sink += cards.reduce(0) { $0 + $1.opacity }
}
