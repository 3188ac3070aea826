import Foundation
import Testing
@testable import Scrollwork

@Suite("Animator re-entrancy")
struct AnimatorReentrancyTests {
    @Test("A replaced animation whose onStop re-adds under its key leaves one animation per key, and removeAll leaves nothing writing")
    func replaceFromStopHandler() {
        let animator = Animator()
        var writers: [String] = []
        func animation(_ name: String, restarts: Int) -> PropertyAnimation<Double> {
            var tween = PropertyAnimation.tween(from: 0.0, to: 1, duration: 10)
            var left = restarts
            tween.onStop = { [unowned animator] _ in
                guard left > 0 else { return }
                left -= 1
                animator.add(animation("\(name)'", restarts: 0), to: AnimatableProperty(read: { 0 }, write: { _ in writers.append("\(name)'") }), forKey: "k")
            }
            return tween
        }
        animator.add(animation("a", restarts: 2), to: AnimatableProperty(read: { 0 }, write: { _ in writers.append("a") }), forKey: "k")
        animator.tick(at: 0)
        animator.add(.tween(from: 0.0, to: 1, duration: 10), to: AnimatableProperty(read: { 0 }, write: { _ in writers.append("b") }), forKey: "k")
        // a stopped and re-added a' under "k", which replaced b: a' holds the key, alone.
        #expect(animator.animationKeys == ["k"])
        writers.removeAll()
        animator.tick(at: 1)
        #expect(writers == ["a'"])
        animator.removeAllAnimations()
        #expect(animator.isIdle)
        #expect(animator.animationKeys.isEmpty)
        writers.removeAll()
        animator.tick(at: 2)
        #expect(writers.isEmpty)
    }

    @Test("removeAllAnimations removes what was there; an animation a stop handler adds meanwhile is kept and counted")
    func removeAllKeepsLaterAdds() {
        let animator = Animator()
        var written = 0
        let property = AnimatableProperty<Double>(read: { 0 }, write: { _ in written += 1 })
        var first = PropertyAnimation.tween(from: 0.0, to: 1, duration: 10)
        first.onStop = { [unowned animator] _ in
            animator.add(.tween(from: 0.0, to: 1, duration: 10), to: property, forKey: "later")
        }
        animator.add(first, to: property, forKey: "first")
        animator.add(.tween(from: 0.0, to: 1, duration: 10), to: property, forKey: "second")
        animator.removeAllAnimations()
        #expect(animator.animationKeys == ["later"])
        #expect(!animator.isIdle)
        animator.tick(at: 0)
        #expect(written == 1)
    }

    /// What the test knows about one animation from its callbacks alone.
    final class Ledger {
        var key: [Int: String] = [:]
        var started: Set<Int> = []
        var stopped: Set<Int> = []
        var writesByEnded: [Int] = []
        var restartBudget = 0
        var nextID = 0
        var alive: [Int] { key.keys.filter { !stopped.contains($0) }.sorted() }
    }

    @Test("Random adds, replaces, removals and ticks with re-adding handlers keep every key unique and nothing orphaned", arguments: 0..<12)
    func randomized(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let animator = Animator(), ledger = Ledger()
        let keys = ["a", "b", "c"]
        var time = 0.0

        func makeAnimation(forKey key: String, rng: inout SplitMix64) -> (PropertyAnimation<Double>, AnimatableProperty<Double>) {
            ledger.nextID += 1
            let id = ledger.nextID
            ledger.key[id] = key
            var tween = PropertyAnimation.tween(from: 0.0, to: 1, duration: Double.random(in: 0...0.3, using: &rng))
            let handler = Int.random(in: 0..<4, using: &rng)
            let otherKey = keys.randomElement(using: &rng)!
            var seedForChild = rng.next()
            tween.onStart = { ledger.started.insert(id) }
            tween.onStop = { [unowned animator] _ in
                ledger.stopped.insert(id)
                guard ledger.restartBudget > 0 else { return }
                switch handler {
                case 1:   // re-add under its own key
                    ledger.restartBudget -= 1
                    var child = SplitMix64(seed: seedForChild)
                    let (animation, property) = makeAnimation(forKey: key, rng: &child)
                    animator.add(animation, to: property, forKey: key)
                case 2:   // add under another key
                    ledger.restartBudget -= 1
                    var child = SplitMix64(seed: seedForChild)
                    let (animation, property) = makeAnimation(forKey: otherKey, rng: &child)
                    animator.add(animation, to: property, forKey: otherKey)
                case 3:   // remove another key
                    ledger.restartBudget -= 1
                    animator.removeAnimation(forKey: otherKey)
                default:
                    break
                }
                seedForChild &+= 1
            }
            let property = AnimatableProperty<Double>(read: { 0 }, write: { _ in
                if ledger.stopped.contains(id) { ledger.writesByEnded.append(id) }
            })
            return (tween, property)
        }

        /// Checks everything observable; `false` after the first problem (one report per seed).
        func checkInvariants(_ step: Int) -> Bool {
            let listed = animator.animationKeys
            let aliveKeys = ledger.alive.map { ledger.key[$0]! }
            let consistent = Set(listed).count == listed.count && Set(aliveKeys).count == aliveKeys.count
                && Set(aliveKeys) == Set(listed) && animator.isIdle == ledger.alive.isEmpty
                && keys.allSatisfy { animator.hasAnimation(forKey: $0) == listed.contains($0) } && ledger.writesByEnded.isEmpty
            guard !consistent else { return true }
            #expect(Set(listed).count == listed.count, "seed \(seed) step \(step): keys listed twice: \(listed)")
            #expect(Set(aliveKeys).count == aliveKeys.count, "seed \(seed) step \(step): two live animations share a key: \(ledger.alive)")
            #expect(Set(aliveKeys) == Set(listed), "seed \(seed) step \(step): live \(aliveKeys) vs listed \(listed)")
            #expect(animator.isIdle == ledger.alive.isEmpty, "seed \(seed) step \(step): isIdle \(animator.isIdle) with live \(ledger.alive)")
            for key in keys { #expect(animator.hasAnimation(forKey: key) == listed.contains(key), "seed \(seed) step \(step) key \(key)") }
            #expect(ledger.writesByEnded.isEmpty, "seed \(seed) step \(step): ended animations wrote: \(ledger.writesByEnded)")
            return false
        }

        for step in 0..<300 {
            ledger.restartBudget = Int.random(in: 0...3, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                let key = keys.randomElement(using: &rng)!
                let (animation, property) = makeAnimation(forKey: key, rng: &rng)
                animator.add(animation, to: property, forKey: key)
            case 4..<6:
                animator.removeAnimation(forKey: keys.randomElement(using: &rng)!)
            case 6:
                animator.removeAllAnimations()
            default:
                time += Double.random(in: 0...0.2, using: &rng)
                animator.tick(at: time)
            }
            guard checkInvariants(step) else { return }
        }
        // Every animation that ended reported a start before its stop.
        #expect(ledger.stopped.isSubset(of: ledger.started), "seed \(seed)")
    }
}
