import Scrollwork

// Issue 37, item 6: what a frame allocates when its tracks write through key paths, against
// closures. The `scrub` ring over the page, every scene with a length carrying one track that
// writes its progress to its own card — `tracks_keypath` through `Track(_:to:on:)` with a stored
// property of a final class and the key path resolved once, `tracks_closure` through a closure
// that captures the card weakly, the form the guides show — so the sums are `scrub`'s and
// `mallocs_per_op` is "allocations a frame" (W2.md, "Variants"). `moveCase` runs them.

/// A card of the page: the object a track writes.
final class Card {
    var opacity = 0.0
}

/// Gives every scene of `page` with a length, on `stage` (built by `makeStage`), a track that
/// writes its progress to its own card, by key path or by closure; returns the cards (the tracks
/// hold them weakly). Triggers carry no track.
func addCardTracks(to stage: Stage, _ page: Page, keyPaths: Bool) -> [Card] {
    let cards = (0..<page.n).map { _ in Card() }
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
    return cards
}
