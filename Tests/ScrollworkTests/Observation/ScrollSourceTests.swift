import Foundation
import Testing
@testable import Scrollwork

@Suite("ScrollSource")
struct ScrollSourceTests {
    /// Reads a finished stream to the end.
    func collect(_ stream: AsyncStream<Double>) async -> [Double] {
        var values: [Double] = []
        for await value in stream { values.append(value) }
        return values
    }

    @Test("A new observer first receives the current offset")
    func currentOnSubscribe() async {
        let source = ScrollSource()
        let before = source.offsets(bufferingPolicy: .unbounded)
        source.send(10)
        source.send(20)
        let after = source.offsets(bufferingPolicy: .unbounded)
        source.send(30)
        source.finish()
        #expect(await collect(before) == [10, 20, 30])
        #expect(await collect(after) == [20, 30])
        let seeded = ScrollSource(initial: 5)
        let first = seeded.offsets()
        seeded.finish()
        #expect(await collect(first) == [5])
    }

    @Test("Latest wins: a slow observer finds only the newest offset, never a backlog")
    func latestWins() async {
        let source = ScrollSource()
        let latest = source.offsets()
        let three = source.offsets(bufferingPolicy: .bufferingNewest(3))
        let all = source.offsets(bufferingPolicy: .unbounded)
        for offset in 1...1_000 { source.send(Double(offset)) }
        source.finish()
        #expect(await collect(latest) == [1_000])
        #expect(await collect(three) == [998, 999, 1_000])
        #expect(await collect(all) == (1...1_000).map(Double.init))
    }

    @Test("AsyncStream's policies: bufferingOldest keeps the first unread offsets, and a count below 1 counts as 1")
    func bufferingPolicies() async {
        let source = ScrollSource()
        let oldest = source.offsets(bufferingPolicy: .bufferingOldest(2))
        let none = source.offsets(bufferingPolicy: .bufferingNewest(0))
        let negative = source.offsets(bufferingPolicy: .bufferingOldest(-5))
        for offset in 1...10 { source.send(Double(offset)) }
        source.finish()
        #expect(await collect(oldest) == [1, 2])
        #expect(await collect(none) == [10])
        #expect(await collect(negative) == [1])
    }

    @Test("Non-finite offsets are refused, counted and never delivered")
    func refusals() async {
        let source = ScrollSource()
        let stream = source.offsets(bufferingPolicy: .unbounded)
        #expect(source.send(1))
        #expect(!source.send(.nan))
        #expect(!source.send(.infinity))
        #expect(!source.send(CGPoint(x: 0, y: -CGFloat.infinity)))
        #expect(source.send(2))
        #expect(source.refusedCount == 3)
        #expect(source.offset == 2)
        source.finish()
        #expect(!source.send(3))
        #expect(source.refusedCount == 3)
        #expect(await collect(stream) == [1, 2])
        #expect(ScrollSource(initial: .nan).offset == nil)
    }

    @Test("A point-valued send forwards the component of the source's axis", arguments: ScrollAxis.allCases)
    func axisSelection(axis: ScrollAxis) async {
        let source = ScrollSource(axis: axis)
        let stream = source.offsets(bufferingPolicy: .unbounded)
        source.send(CGPoint(x: 3, y: 7))
        source.finish()
        #expect(await collect(stream) == [axis == .horizontal ? 3 : 7])
    }

    @Test("After finish, sends are ignored and a new observer gets the final offset, then the end")
    func afterFinish() async {
        let source = ScrollSource()
        source.send(42)
        source.finish()
        source.finish()
        #expect(source.isFinished)
        #expect(await collect(source.offsets()) == [42])
        #expect(source.observerCount == 0)
    }

    @Test("Cancelling an observer's task, or dropping its stream, unregisters it")
    func cancellationCleansUp() async {
        let source = ScrollSource()
        let stream = source.offsets()
        _ = source.offsets()          // created and dropped at once
        #expect(source.observerCount == 1)
        let reader = Task { await collect(stream) }
        source.send(1)
        reader.cancel()
        _ = await reader.value
        #expect(source.observerCount == 0)
        #expect(source.send(2))
    }

    @Test("Deinitialising the source ends its streams")
    func deinitFinishes() async {
        var source: ScrollSource? = ScrollSource()
        let stream = source!.offsets(bufferingPolicy: .unbounded)
        source!.send(1)
        source = nil
        #expect(await collect(stream) == [1])
    }

    @Test("Many observers joining and leaving during sends: each sees increasing offsets ending with the final one", arguments: 0..<4)
    func concurrentObservers(seed: UInt64) async {
        let source = ScrollSource()
        let count = 10_000
        await withTaskGroup(of: (ok: Bool, last: Double?, finished: Bool).self) { group in
            var random = SplitMix64(seed: seed)
            for index in 0..<24 {
                let leaveEarly = index % 3 == 0
                let policy: AsyncStream<Double>.Continuation.BufferingPolicy = [.bufferingNewest(1), .bufferingNewest(4), .unbounded][Int(random.next() % 3)]
                group.addTask {
                    var previous = -Double.infinity, ok = true, seen = 0
                    for await offset in source.offsets(bufferingPolicy: policy) {
                        ok = ok && offset > previous
                        previous = offset
                        seen += 1
                        if leaveEarly, seen == 50 { return (ok, nil, false) }
                    }
                    return (ok, previous, true)
                }
            }
            group.addTask {
                for offset in 0..<count {
                    source.send(Double(offset))
                    if offset % 1_000 == 0 { await Task.yield() }
                }
                source.finish()
                return (true, nil, false)
            }
            for await result in group {
                #expect(result.ok, "seed \(seed): offsets arrived out of order")
                if result.finished {
                    #expect(result.last == Double(count - 1), "seed \(seed): the final offset was lost")
                }
            }
        }
        #expect(source.observerCount == 0)
    }
}
