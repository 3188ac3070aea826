// Workload W2, scenes at scale (Benchmarks/W2.md), through Scrollwork's public API (but for the
// `feed` variant, which drives the platform feed's `package` API): the same page,
// rings, options, case names and JSON lines as its C reference (Benchmarks/Reference/w2-reference.c),
// so the two can be run back to back and compared (Benchmarks/compare-w2.sh). Every case checks its
// verification sums against W2.md's table; the exit status is 1 if any differs.
//
//     swift build -c release && .build/release/W2 [--quick] [--n=10,100,1000,10000,100000]
//         [--case=REGEX] [--reps=7] [--target-ms=100] [--warm-ms=150] [--ops=N] [--no-ref]
//
// The calls are those of Benchmarks/W2.md, "The Scrollwork harness": a `StageLayout` with one
// element per block, one `ScrollScene` per scene anchored to its block with its own `onEvent`
// handler (which updates the checksums and the harness's active set, as the C program's loop
// does), all added with one `add(contentsOf:)` before the first offset, which returns their
// handles; a move op is `setOffset(_:)` and then `progress(of:)` of every active scene's handle; a
// relayout op is `resizeElement(named:by:)`.
//
// Three variants take the other paths a user may take to the same work (W2.md, "Variants"), with
// the same ops and the same sums: `scrub_names` reads progress by scene name, `feed` delivers each
// scrub offset as a scroll view's geometry through `ScrollViewFeed` (the platform bindings' shared
// core, `package` API: see Package.swift), and `relayout_assign` sets `stage.layout` to a layout
// built before the op, with the change `resizeElement(named:by:)` makes. `tracked` is `scrub` on a
// page whose every scene has a card's two closure tracks (issue 37: a tracked page's frame).
//
// `--quick` is the C program's (3 reps of 30 ms, 30 ms of warm-up) at every size. `--no-ref` is
// accepted for symmetry with the C program and changes nothing: this harness's reference is W2.md's
// table, which it always checks.
//
// `--ops=N` replaces the verification pass and the timing protocol by one run of exactly N ops per
// case (N builds for `build`) inside the function `profiled`, for counting instructions with
// callgrind (Benchmarks/count-w2.sh):
//
//     valgrind --tool=callgrind --toggle-collect='*profiled*' .build/release/W2 --ops=4096 --n=1000 --case='^scrub$'
//
// With N = 4096 (one ring) the line's sums are the verification sums and are checked against the table.

import Dispatch
import Foundation
import MallocCount
import Scrollwork

let peer = "scrollwork@0.1.0-dev"
/// The viewport's length: free in W2 (the content is `M` + viewport long, so offsets run over `[0, M]`).
let viewport = 844.0

// MARK: - Options

struct Options {
    var reps = 7, targetMs = 100.0, warmMs = 150.0
    var sizes = [10, 100, 1_000, 10_000, 100_000]
    var only: String?
    var ops: Int?
    var quick = false
}
/// The sizes `--quick` covers when no `--n=` is given: all of them (a move and a relayout cost
/// O(log n + k), so the verification passes at n = 100,000 take seconds).
let quickSizes = [10, 100, 1_000, 10_000, 100_000]
/// The largest `n` at which `--quick` runs `relayout_assign`, whatever `--n=` says: setting a
/// layout re-reads all of it (about 0.25 ms an op at n = 1,000, 3 ms at 10,000), so a ring takes
/// 1.4 s at 1,000, 15 s at 10,000 and minutes at 100,000.
let quickAssignLimit = 1_000

let options: Options = {
    var o = Options()
    var quick = false, sizesGiven = false
    for argument in CommandLine.arguments.dropFirst() {
        func value(_ prefix: String) -> String? { argument.hasPrefix(prefix) ? String(argument.dropFirst(prefix.count)) : nil }
        if argument == "--quick" {
            quick = true
            o.reps = 3; o.targetMs = 30; o.warmMs = 30
        } else if argument == "--no-ref" {
            // The C program's switch for its brute-force evaluator; nothing to skip here.
        } else if let v = value("--reps=") {
            o.reps = min(max(Int(v) ?? 7, 1), 64)
        } else if let v = value("--target-ms=") {
            o.targetMs = Double(v) ?? o.targetMs
        } else if let v = value("--warm-ms=") {
            o.warmMs = Double(v) ?? o.warmMs
        } else if let v = value("--ops=") {
            o.ops = max(Int(v) ?? 1, 1)
        } else if let v = value("--n=") {
            o.sizes = v.split(separator: ",").compactMap { Int($0) }
            sizesGiven = true
        } else if let v = value("--case=") {
            guard (try? Regex(v)) != nil else {
                FileHandle.standardError.write(Data("bad --case regex\n".utf8))
                exit(2)
            }
            o.only = v
        } else {
            FileHandle.standardError.write(Data("unknown arg \(argument)\n".utf8))
            exit(2)
        }
    }
    if quick && !sizesGiven { o.sizes = quickSizes }
    o.quick = quick
    if o.ops != nil { o.reps = 1 }
    return o
}()
let reps = options.reps

func selected(_ name: String) -> Bool {
    guard let pattern = options.only, let regex = try? Regex(pattern) else { return true }
    return name.firstMatch(of: regex) != nil
}

// MARK: - The checksums and the active set

/// W2.md's verification sums.
struct Sums: Equatable {
    var evCount: UInt64 = 0, evSum: UInt64 = 0, actCount: UInt64 = 0, progQ: UInt64 = 0
    var evHash: UInt32 = 2_166_136_261
    var progSum = 0.0

    @inline(__always)
    mutating func event(_ i: Int, _ k: Int) {
        evCount &+= 1
        evSum &+= UInt64(k + 1) &* UInt64(i + 1)
        evHash = (evHash ^ UInt32(truncatingIfNeeded: 4 * i + k)) &* 16_777_619
    }

    /// `p` is a progress in (0, 1): `⌊p · 2²⁴⌋` fits an `Int`, whose conversion is C's cast (two
    /// checks and a truncation), where `UInt64(_:)` of a `Double` costs about 20 instructions.
    @inline(__always)
    mutating func progress(_ p: Double) {
        progSum += p
        progQ &+= UInt64(truncatingIfNeeded: Int(p * 16_777_216))
    }
}

/// What the scenes' handlers and the progress reads update: the sums, and the active set (an array
/// of scene indices plus each scene's position in it, as the C program keeps it). It lives at a
/// fixed address (`UnsafeMutablePointer<Books>`), which the handlers capture: no reference
/// counting and no exclusivity checks per event, as the C program's plain struct has none.
struct Books {
    var sums = Sums()
    let members: UnsafeMutablePointer<Int32>
    let position: UnsafeMutablePointer<Int32>
    var active = 0

    static func make(scenes n: Int) -> UnsafeMutablePointer<Books> {
        let members = UnsafeMutablePointer<Int32>.allocate(capacity: max(n, 1))
        let position = UnsafeMutablePointer<Int32>.allocate(capacity: max(n, 1))
        position.initialize(repeating: -1, count: max(n, 1))
        let books = UnsafeMutablePointer<Books>.allocate(capacity: 1)
        books.initialize(to: Books(members: members, position: position))
        return books
    }

    static func free(_ books: UnsafeMutablePointer<Books>) {
        books.pointee.members.deallocate()
        books.pointee.position.deallocate()
        books.deinitialize(count: 1)
        books.deallocate()
    }

    @inline(__always)
    mutating func add(_ i: Int) {
        position[i] = Int32(truncatingIfNeeded: active)
        members[active] = Int32(truncatingIfNeeded: i)
        active += 1
    }

    @inline(__always)
    mutating func remove(_ i: Int) {
        active -= 1
        let k = Int(position[i]), last = members[active]
        members[k] = last
        position[Int(last)] = Int32(truncatingIfNeeded: k)
        position[i] = -1
    }
}

/// W2.md's kind codes.
@inline(__always)
func code(_ kind: SceneEvent.Kind) -> Int {
    switch kind {
    case .enter: return 0
    case .leave: return 1
    case .enterBack: return 2
    case .leaveBack: return 3
    }
}

/// Scene `i`'s handler: counts the event and, for a scene with a length, joins it to the active
/// set on `enter`/`enterBack` and takes it out on `leave`/`leaveBack` (a trigger is never active).
func handler(_ books: UnsafeMutablePointer<Books>, _ i: Int, trigger: Bool) -> (SceneEvent) -> Void {
    if trigger {
        return { event in books.pointee.sums.event(i, code(event.kind)) }
    }
    return { event in
        let k = code(event.kind)
        books.pointee.sums.event(i, k)
        if k & 1 == 0 { books.pointee.add(i) } else { books.pointee.remove(i) }
    }
}

/// Reads the progress of every active scene through its handle (after an op, as W2.md's op ends).
@inline(__always)
func readActive(_ stage: Stage, _ handles: UnsafeMutableBufferPointer<Stage.SceneID>, _ books: UnsafeMutablePointer<Books>) {
    let count = books.pointee.active, members = books.pointee.members
    for k in 0..<count {
        books.pointee.sums.progress(stage.progress(of: handles[Int(members[k])])!)
    }
    books.pointee.sums.actCount &+= UInt64(count)
}

/// Reads the progress of every active scene by its name, `"s<i>"` (`scrub_names`: one `String`
/// hash per read, the path of a caller that keeps no handles).
@inline(__always)
func readActive(_ stage: Stage, names: UnsafeMutableBufferPointer<String>, _ books: UnsafeMutablePointer<Books>) {
    let count = books.pointee.active, members = books.pointee.members
    for k in 0..<count {
        books.pointee.sums.progress(stage.progress(of: names[Int(members[k])])!)
    }
    books.pointee.sums.actCount &+= UInt64(count)
}

// MARK: - The stage

/// The stage for `page`, every scene added (no offset yet): the layout, the stage, the scenes with
/// their handlers, and one batch add — all of `build` but the first offset. Their handles, scene
/// `i`'s at `i`, go to `handles`.
func makeStage(_ page: Page, _ books: UnsafeMutablePointer<Books>, _ handles: UnsafeMutableBufferPointer<Stage.SceneID>,
               laidOut: Bool = true, trackedInto values: UnsafeMutablePointer<Double>? = nil) -> Stage {
    let n = page.n
    var elements = [String: CGRect](minimumCapacity: n)
    if laidOut {
        for i in 0..<n {
            elements[page.elementNames[i]] = CGRect(x: 0, y: page.top[i], width: 390, height: page.h[i])
        }
    }
    let stage = Stage(layout: StageLayout(
        axis: .vertical, viewport: CGSize(width: 390, height: viewport),
        content: CGSize(width: 390, height: page.M + viewport), elements: elements))
    var scenes: [ScrollScene] = []
    scenes.reserveCapacity(n)
    for i in 0..<n {
        var scene = ScrollScene(page.sceneNames[i], start: .element(page.elementNames[i], .start, meets: .start, plus: page.o[i]), length: page.length[i])
        scene.onEvent = handler(books, i, trigger: page.length[i] == 0)
        if let values { addTracks(to: &scene, writingInto: values + 3 * i) }
        scenes.append(scene)
    }
    do {
        let ids = try stage.add(contentsOf: scenes)
        _ = handles.initialize(from: ids)
    } catch { fatalError("\(error)") }
    return stage
}

/// `tracked`'s timelines, keyed on the scene's progress: a fade in and out, and a slide.
let trackedFade: Timeline<Double> = {
    var fade = Timeline(initial: 0.0)
    try! fade.insert(Scale(start: 0, length: 0.25, to: 1))
    try! fade.insert(Scale(start: 0.75, length: 0.25, to: 0))
    return fade
}()
let trackedSlide: Timeline<CGPoint> = {
    var slide = Timeline(initial: CGPoint(x: 0, y: 48))
    try! slide.insert(Scale(start: 0, length: 1, to: CGPoint(x: 0, y: -48), easing: .easeInOutCubic))
    return slide
}()

/// `tracked`: gives `scene` the two closure tracks of a card on a tracked page, keyed on its
/// progress — its opacity into `values[0]`, its translation into `values[1]` and `values[2]`
/// (a card's properties, kept where the harness can read them without reference counting).
func addTracks(to scene: inout ScrollScene, writingInto values: UnsafeMutablePointer<Double>) {
    scene.add(Track(trackedFade) { values[0] = $0 })
    scene.add(Track(trackedSlide) { point in
        values[1] = Double(point.x)
        values[2] = Double(point.y)
    })
}

/// Room for a page's handles.
func makeHandles(_ page: Page) -> UnsafeMutableBufferPointer<Stage.SceneID> { .allocate(capacity: max(page.n, 1)) }

/// Fills the harness's active set from the stage's states after its silent first offset (outside
/// any timing: the first offset reports nothing, so the set cannot come from events).
func seedActive(_ stage: Stage, _ page: Page, _ handles: UnsafeMutableBufferPointer<Stage.SceneID>, _ books: UnsafeMutablePointer<Books>) {
    for i in 0..<page.n where stage.state(of: handles[i]) == .active { books.pointee.add(i) }
}

// MARK: - The ops

/// A move case: the stage, its ring of offsets, and the ring position, which runs on across calls
/// (the ring is a loop: the timed runs continue where the verification pass stopped).
final class MoveCase {
    let stage: Stage
    let offsets: UnsafeMutableBufferPointer<Double>
    let handles: UnsafeMutableBufferPointer<Stage.SceneID>
    let books: UnsafeMutablePointer<Books>
    var op = 0
    /// `scrub_names`: the scenes' names, scene `i`'s at `i`.
    var names = UnsafeMutableBufferPointer<String>(start: nil, count: 0)
    /// `feed`: the feed every offset goes through, as a scroll view's geometry.
    var feed: ScrollViewFeed?

    init(stage: Stage, offsets: [Double], handles: UnsafeMutableBufferPointer<Stage.SceneID>, books: UnsafeMutablePointer<Books>) {
        self.stage = stage
        self.offsets = .allocate(capacity: ring)
        _ = self.offsets.initialize(from: offsets)
        self.handles = handles
        self.books = books
    }
    deinit {
        offsets.deallocate()
        if names.baseAddress != nil {
            names.deinitialize()
            names.deallocate()
        }
    }
}

/// The geometry a vertical scroll view of `page` reports when scrolled to `offset`: the content
/// offset, the content (`M` + viewport long) and the visible size (no insets).
@inline(__always)
func geometry(_ page: Page, offset: Double) -> ScrollViewGeometry {
    ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 390, height: page.M + viewport),
                       visibleSize: CGSize(width: 390, height: viewport))
}

/// `iterations` move ops: `setOffset` (the handlers count the events and keep the active set),
/// then the progress of every active scene.
@inline(never)
func runMoves(_ c: MoveCase, _ iterations: Int) -> Double {
    let stage = c.stage, offsets = c.offsets, handles = c.handles, books = c.books
    var op = c.op
    for _ in 0..<iterations {
        stage.setOffset(offsets[op])
        readActive(stage, handles, books)
        op = (op + 1) & (ring - 1)
    }
    c.op = op
    return Double(books.pointee.sums.evCount) + books.pointee.sums.progSum
}

/// `scrub_names`: `iterations` move ops as `runMoves`'s, reading progress by scene name.
@inline(never)
func runMovesByName(_ c: MoveCase, _ iterations: Int) -> Double {
    let stage = c.stage, offsets = c.offsets, names = c.names, books = c.books
    var op = c.op
    for _ in 0..<iterations {
        stage.setOffset(offsets[op])
        readActive(stage, names: names, books)
        op = (op + 1) & (ring - 1)
    }
    c.op = op
    return Double(books.pointee.sums.evCount) + books.pointee.sums.progSum
}

/// `feed`: `iterations` move ops, each a scroll view's geometry (content offset `x_i`, the
/// page's content and visible sizes) delivered through the feed — which checks it, compares it
/// with the last delivery (the element frames were not set again: they are not looked at) and
/// scrolls the stage — then the progress of every active scene by handle.
@inline(never)
func runFeed(_ c: MoveCase, _ page: Page, _ iterations: Int) -> Double {
    let feed = c.feed!, stage = c.stage, offsets = c.offsets, handles = c.handles, books = c.books
    let content = CGSize(width: 390, height: page.M + viewport), visible = CGSize(width: 390, height: viewport)
    var op = c.op
    for _ in 0..<iterations {
        feed.update(ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: offsets[op]), contentSize: content, visibleSize: visible))
        readActive(stage, handles, books)
        op = (op + 1) & (ring - 1)
    }
    c.op = op
    return Double(books.pointee.sums.evCount) + books.pointee.sums.progSum
}

/// The relayout case: the stage, the ring of `(block, growth)` pairs, and the ring position.
final class RelayoutCase {
    let stage: Stage
    let blocks: UnsafeMutableBufferPointer<Int>
    let growths: UnsafeMutableBufferPointer<Double>
    let elementNames: [String]
    let handles: UnsafeMutableBufferPointer<Stage.SceneID>
    let books: UnsafeMutablePointer<Books>
    var op = 0

    init(stage: Stage, page: Page, handles: UnsafeMutableBufferPointer<Stage.SceneID>, books: UnsafeMutablePointer<Books>) {
        self.stage = stage
        let (blocks, growths) = relayoutRing(page)
        self.blocks = .allocate(capacity: half)
        _ = self.blocks.initialize(from: blocks)
        self.growths = .allocate(capacity: half)
        _ = self.growths.initialize(from: growths)
        elementNames = page.elementNames
        self.handles = handles
        self.books = books
    }
    deinit {
        blocks.deallocate()
        growths.deallocate()
    }
}

/// `iterations` relayout ops: block `r` grows (or shrinks back) by `d`, which moves every later
/// block and grows the content (`resizeElement(named:by:)`, reporting the crossings in scene order
/// inside the call); then the progress of every active scene.
@inline(never)
func runRelayouts(_ c: RelayoutCase, _ iterations: Int) -> Double {
    let stage = c.stage, blocks = c.blocks, growths = c.growths, elementNames = c.elementNames
    let handles = c.handles, books = c.books
    var op = c.op
    for _ in 0..<iterations {
        let j = op >> 1
        let r = blocks[j], d = op & 1 == 1 ? -growths[j] : growths[j]
        stage.resizeElement(named: elementNames[r], by: d)
        readActive(stage, handles, books)
        op = (op + 1) & (ring - 1)
    }
    c.op = op
    return Double(books.pointee.sums.evCount) + books.pointee.sums.progSum
}

/// `relayout_assign`: the relayout ring applied by setting `stage.layout`. Each op's layout — the
/// previous one with block `r` lengthened by `d` (or shortened back), every later block (those at
/// or after its old end) moved by `d` and the content grown by `d`, the change
/// `resizeElement(named:by:)` makes — is built, as a new dictionary, before the ops run, a batch
/// at a time (`prepareLayouts`), outside the timing, the allocation count and callgrind's count.
final class AssignCase {
    let stage: Stage
    let page: Page
    let blocks: [Int]
    let growths: [Double]
    let handles: UnsafeMutableBufferPointer<Stage.SceneID>
    let books: UnsafeMutablePointer<Books>
    var op = 0
    /// The elements and content of the last layout built (the stage's after the ops built so far).
    var elements: [String: CGRect]
    var content: CGSize
    /// The layouts of the next ops, built by `prepareLayouts`, and the layout the stage has before
    /// them (held so that its release, too, happens outside the ops).
    var prepared: [StageLayout] = []
    var current: StageLayout
    /// Layouts built at a time: about a million elements' worth, at most a ring.
    let batch: Int

    init(stage: Stage, page: Page, handles: UnsafeMutableBufferPointer<Stage.SceneID>, books: UnsafeMutablePointer<Books>) {
        self.stage = stage
        self.page = page
        (blocks, growths) = relayoutRing(page)
        self.handles = handles
        self.books = books
        current = stage.layout
        elements = current.elements
        content = current.content
        batch = max(2, min(ring, 1_000_000 / max(page.n, 1)))
    }
}

/// Builds the layouts of the next `count` ops of `c` (see `AssignCase`), with allocations not
/// counted.
@inline(never)
func prepareLayouts(_ c: AssignCase, _ count: Int) {
    let wasCounting = malloc_count_pause()
    defer { malloc_count_resume(wasCounting) }
    if let last = c.prepared.last { c.current = last }
    c.prepared.removeAll(keepingCapacity: true)
    let names = c.page.elementNames, n = c.page.n
    var op = c.op
    for _ in 0..<count {
        let j = op >> 1
        let r = c.blocks[j], d = op & 1 == 1 ? -c.growths[j] : c.growths[j]
        var elements = c.elements      // a new dictionary at the first write
        let frame = elements[names[r]]!
        elements[names[r]] = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + d)
        for i in (r + 1)..<n {
            let moved = elements[names[i]]!
            elements[names[i]] = CGRect(x: moved.minX, y: moved.minY + d, width: moved.width, height: moved.height)
        }
        c.content.height += d
        c.elements = elements
        c.prepared.append(StageLayout(axis: .vertical, viewport: CGSize(width: 390, height: viewport), content: c.content, elements: elements))
        op = (op + 1) & (ring - 1)
    }
}

/// `relayout_assign`'s ops on the layouts `prepareLayouts` built: `stage.layout = layout` (the
/// stage re-resolves every scene and reports the crossings in scene order inside the setter), then
/// the progress of every active scene. The only function callgrind counts in this case.
@inline(never)
func profiledAssignments(_ c: AssignCase) -> Double {
    let stage = c.stage, handles = c.handles, books = c.books
    for layout in c.prepared {
        stage.layout = layout
        readActive(stage, handles, books)
    }
    c.op = (c.op + c.prepared.count) & (ring - 1)
    return Double(books.pointee.sums.evCount) + books.pointee.sums.progSum
}

/// `iterations` `relayout_assign` ops, in batches: each batch's layouts are built (untimed: their
/// time goes to `untimedNs`, which `measure` subtracts), then its ops run.
func runAssignments(_ c: AssignCase, _ iterations: Int) -> Double {
    var left = iterations, total = 0.0
    while left > 0 {
        let count = min(left, c.batch)
        let t0 = nanoseconds()
        prepareLayouts(c, count)
        untimedNs += nanoseconds() - t0
        total += profiledAssignments(c)
        left -= count
    }
    return total
}

/// `iterations` builds: the layout, the stage, the scenes and their handlers, the adds and the
/// first offset `X`; each build releases the previous stage.
@inline(never)
func runBuilds(_ page: Page, _ books: UnsafeMutablePointer<Books>, _ handles: UnsafeMutableBufferPointer<Stage.SceneID>, _ iterations: Int) -> Double {
    var total = 0.0
    for _ in 0..<iterations {
        let stage = makeStage(page, books, handles)
        stage.setOffset(page.middle)
        total += stage.offset ?? 0
    }
    return total
}

/// `feed_relayout`'s state: the block the current op grew (`r`, by `d`; `d` is 0 after the op that
/// shrinks it back), which the measurers read, as a binding's measurers read the views.
final class Growth {
    var r = -1, d = 0.0
}

/// `feed_relayout`: the relayout ring through a binding's path. Every block is an element tracked
/// with a measurer (`ElementFrames.track`), whose frame is the page's with the current growth
/// applied; an op changes the growth and delivers as a binding does after a change of content
/// size: `feed.update(measuring: elements, reading: { geometry })` (`ScrollViewBinding.update()`)
/// — every element measured, and the frames the measure changed handed to the stage by number
/// (issue 37, item 4) — then the progress of every active scene.
final class FeedRelayoutCase {
    let stage: Stage
    let feed: ScrollViewFeed
    let elements = ElementFrames()
    let growth = Growth()
    let blocks: [Int], growths: [Double]
    let handles: UnsafeMutableBufferPointer<Stage.SceneID>
    let books: UnsafeMutablePointer<Books>
    let page: Page
    var op = 0

    init(stage: Stage, page: Page, handles: UnsafeMutableBufferPointer<Stage.SceneID>, books: UnsafeMutablePointer<Books>) {
        self.stage = stage
        self.page = page
        (blocks, growths) = relayoutRing(page)
        self.handles = handles
        self.books = books
        feed = ScrollViewFeed(stage: stage, axis: .vertical)
        let growth = self.growth
        for i in 0..<page.n {
            let top = page.top[i], h = page.h[i]
            elements.track(page.elementNames[i]) {
                let r = growth.r, d = growth.d
                return .frame(CGRect(x: 0, y: i > r ? top + d : top, width: 390, height: i == r ? h + d : h))
            }
        }
    }

    /// The geometry of the page scrolled to `X` with the content grown by the current growth.
    func geometry() -> ScrollViewGeometry {
        ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: page.middle), contentSize: CGSize(width: 390, height: page.M + viewport + growth.d),
                           visibleSize: CGSize(width: 390, height: viewport))
    }

    /// A binding's update: measure every element, then read the geometry, and deliver.
    func update() {
        let elements = self.elements
        feed.update(measuring: elements, reading: { self.geometry() })
    }
}

/// `iterations` `feed_relayout` ops (see `FeedRelayoutCase`).
@inline(never)
func runFeedRelayouts(_ c: FeedRelayoutCase, _ iterations: Int) -> Double {
    let handles = c.handles, books = c.books, growth = c.growth
    var op = c.op
    for _ in 0..<iterations {
        let j = op >> 1
        growth.r = c.blocks[j]
        growth.d = op & 1 == 1 ? 0 : c.growths[j]
        c.update()
        readActive(c.stage, handles, books)
        op = (op + 1) & (ring - 1)
    }
    c.op = op
    return Double(books.pointee.sums.evCount) + books.pointee.sums.progSum
}

/// The largest `n` of the `setup` rows (each op builds a stage of `n` scenes, outside the count).
let setupLimit = 20_000

/// A binding's setup on `stage` (its scenes added, no element laid out): the binding's first
/// update (`ElementFrames`, `ScrollViewFeed`, geometry at `X`, no element), then every block
/// tracked as an element with a measurer — `setup_each`: one `trackElement` a block, each asking
/// for the one update the binding schedules on the main queue, run after the loop as the queue's
/// next turn; `setup_batch`: all tracked, then one `update()`. The only function callgrind counts
/// in these cases. (Its body is `setUpBinding`: callgrind's `--toggle-collect='*profiled*'` toggles
/// at every function whose name matches, closures included, so a closure of this function — or one
/// the compiler folded into it, as `FeedRelayoutCase.update`'s — would turn the count off inside.)
@inline(never)
func profiledSetup(_ stage: Stage, _ page: Page, oneAtATime: Bool) -> Double {
    setUpBinding(stage, page, oneAtATime: oneAtATime)
}

/// The work of `profiledSetup`.
@inline(never)
func setUpBinding(_ stage: Stage, _ page: Page, oneAtATime: Bool) -> Double {
    let elements = ElementFrames(), feed = ScrollViewFeed(stage: stage, axis: .vertical)
    let g = geometry(page, offset: page.middle)
    feed.update(measuring: elements, reading: { g })
    var scheduled: [() -> Void] = []
    for i in 0..<page.n {
        let frame = CGRect(x: 0, y: page.top[i], width: 390, height: page.h[i])
        let asks = elements.track(page.elementNames[i]) { .frame(frame) }
        if oneAtATime && asks {
            // ScrollViewBinding.scheduleUpdate: one update on the main queue's next turn.
            scheduled.append { if elements.hasPendingUpdate { feed.update(measuring: elements, measuringAll: false, reading: { g }) } }
        }
    }
    if oneAtATime {
        for update in scheduled { update() }
    } else {
        feed.update(measuring: elements, reading: { g })
    }
    return stage.offset ?? 0
}

/// `setup_each` / `setup_batch` (see `profiledSetup`): each op builds the stage (not counted, not
/// timed), then sets a binding up on it.
func setupCase(_ name: String, _ page: Page) {
    guard selected(name), page.n <= setupLimit else { return }
    let books = Books.make(scenes: page.n), handles = makeHandles(page)
    defer {
        Books.free(books)
        handles.deallocate()
    }
    let oneAtATime = name == "setup_each"
    func run(_ iterations: Int) -> Double {
        var total = 0.0
        for _ in 0..<iterations {
            let t0 = nanoseconds()
            let wasCounting = malloc_count_pause()
            let stage = makeStage(page, books, handles, laidOut: false)
            malloc_count_resume(wasCounting)
            untimedNs += nanoseconds() - t0
            total += profiledSetup(stage, page, oneAtATime: oneAtATime)
            precondition(stage.unresolvedScenes.isEmpty, "the setup left scenes unresolved")
        }
        return total
    }
    let t0 = nanoseconds()
    let mallocs = options.ops == nil ? mallocsPerOp(1, run) : -1
    let verifyMs = (nanoseconds() - t0) / 1e6
    let m = measure(countsItself: true, run)
    emit(name, n: page.n, m, Sums(), opsRead: 1, perScene: true, mallocs: mallocs, verifyMs: verifyMs, ok: nil, M: page.M)
}

// MARK: - Measurement (W2.md's protocol, as the C reference's `measure`)

func nanoseconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }

struct Measurement { var ns = 0.0, min = 0.0, max = 0.0, iterations = 0 }
// The harness is single-threaded; these globals are only touched from the main thread.
nonisolated(unsafe) var sink = 0.0
nonisolated(unsafe) var failures: [String] = []
/// Time a run spent on work that is not its ops' (`relayout_assign` building its layouts), which
/// `measure` takes out of the run's time.
nonisolated(unsafe) var untimedNs = 0.0

/// Runs `count` ops once: the one function callgrind collects in `--ops=` mode.
@inline(never)
func profiled(_ run: (Int) -> Double, _ count: Int) -> Double { run(count) }

/// Times `run` (W2.md's protocol), less what it puts in `untimedNs`. With `--ops=N`, one run of N
/// ops inside `profiled`, or — `countsItself`, for a run that calls its own `profiled…` function
/// for the part callgrind should count — outside it.
func measure(countsItself: Bool = false, _ run: (Int) -> Double) -> Measurement {
    func timed(_ iterations: Int) -> Double {
        untimedNs = 0
        let t0 = nanoseconds()
        sink += run(iterations)
        return nanoseconds() - t0 - untimedNs
    }
    if let ops = options.ops {
        untimedNs = 0
        let t0 = nanoseconds()
        sink += countsItself ? run(ops) : profiled(run, ops)
        let ns = (nanoseconds() - t0 - untimedNs) / Double(ops)
        return Measurement(ns: ns, min: ns, max: ns, iterations: ops)
    }
    var iterations = 1
    var elapsed = 0.0
    while true {
        elapsed = timed(iterations)
        if elapsed >= 20e6 || iterations >= 1 << 34 { break }
        iterations *= elapsed < 1e6 ? 8 : 2
    }
    iterations = max(Int(Double(iterations) * options.targetMs * 1e6 / elapsed), 1)
    let warmEnd = nanoseconds() + options.warmMs * 1e6
    while nanoseconds() < warmEnd { sink += run(max(iterations / 8, 1)) }
    var samples: [Double] = []
    for _ in 0..<reps {
        samples.append(timed(iterations) / Double(iterations))
    }
    samples.sort()
    return Measurement(ns: samples[reps / 2], min: samples[0], max: samples[reps - 1], iterations: iterations)
}

/// The allocations per op over `count` ops of `run` (-1 where they cannot be counted).
func mallocsPerOp(_ count: Int, _ run: (Int) -> Double) -> Double {
    malloc_count_start()
    sink += run(count)
    let mallocs = malloc_count_stop()
    return mallocs < 0 ? -1 : Double(mallocs) / Double(count)
}

// MARK: - Verification (W2.md's table)

/// One row of W2.md's table; `build` rows have no events.
struct Expected {
    var evCount: UInt64? = nil, evSum: UInt64? = nil, evHash: UInt32? = nil
    var actCount: UInt64, progQ: UInt64, progSum: Double
}

func row(_ evCount: UInt64, _ evSum: UInt64, _ evHash: UInt32, _ actCount: UInt64, _ progQ: UInt64, _ progSum: Double) -> Expected {
    Expected(evCount: evCount, evSum: evSum, evHash: evHash, actCount: actCount, progQ: progQ, progSum: progSum)
}

let expected: [String: [Int: Expected]] = [
    "build": [
        10: Expected(actCount: 3, progQ: 33_453_245, progSum: 1.993969),
        100: Expected(actCount: 4, progQ: 22_376_156, progSum: 1.333723),
        1_000: Expected(actCount: 3, progQ: 8_563_623, progSum: 0.510432),
        10_000: Expected(actCount: 2, progQ: 11_832_488, progSum: 0.705271),
        100_000: Expected(actCount: 3, progQ: 28_102_412, progSum: 1.675034),
    ],
    "scrub": [
        10: row(822, 11390, 2_483_456_802, 6057, 50_924_583_685, 3035.341901),
        100: row(1326, 165_855, 2_210_400_834, 9863, 82_739_892_229, 4931.682180),
        1_000: row(1406, 1_777_715, 1_611_076_422, 9487, 79_259_070_944, 4724.209050),
        10_000: row(1320, 16_500_010, 1_899_190_191, 9268, 77_430_648_958, 4615.226601),
        100_000: row(1378, 172_574_685, 4_039_371_238, 9873, 82_808_278_532, 4935.758319),
    ],
    "fling": [
        10: row(1594, 21005, 2_573_361_266, 5943, 49_107_431_961, 2927.031216),
        100: row(2392, 447_335, 2_132_818_351, 8908, 74_328_386_066, 4430.317314),
        1_000: row(2380, 3_333_635, 154_176_027, 8408, 70_128_396_081, 4179.978382),
        10_000: row(2374, 29_968_020, 2_564_541_930, 10001, 82_741_155_487, 4931.757480),
        100_000: row(2402, 301_109_790, 3_547_444_362, 9745, 80_838_212_560, 4818.333231),
    ],
    "jump": [
        10: row(32864, 504_075, 3_710_182_593, 6009, 50_308_818_458, 2998.639434),
        100: row(298_568, 39_006_105, 2_234_148_467, 9996, 83_931_858_398, 5002.728904),
        1_000: row(2_797_258, 3_507_565_955, 4_074_486_020, 9724, 81_582_178_499, 4862.677058),
        10_000: row(27_788_724, 346_820_426_960, 615_620_353, 9607, 80_563_284_177, 4801.946220),
        100_000: row(278_356_296, 34_659_621_810_385, 2_235_317_597, 9504, 79_561_378_084, 4742.227956),
    ],
    "relayout": [
        10: row(7698, 127_040, 510_924_250, 10803, 116_303_710_791, 6932.241576),
        100: row(10566, 1_354_350, 1_995_235_878, 13307, 73_220_147_968, 4364.261378),
        1_000: row(12838, 16_321_345, 1_730_555_834, 10541, 37_355_605_158, 2226.567780),
        10_000: row(10308, 128_765_250, 1_240_378_337, 7578, 48_344_117_105, 2881.534133),
        100_000: row(10816, 1_354_462_140, 1_144_879_793, 12042, 107_800_765_945, 6425.426693),
    ],
]

/// The variants (W2.md, "Variants") and the case whose ops, and so whose table row, they share.
let variantOf = ["scrub_names": "scrub", "feed": "scrub", "tracked": "scrub", "relayout_assign": "relayout", "feed_relayout": "relayout",
                 "tracks_keypath": "scrub", "tracks_closure": "scrub"]

/// Whether `sums` match the table's row for (`name`, `n`) — a variant's, its case's — or `nil`
/// where the table has no row; a mismatch is recorded for the exit status.
func verify(_ name: String, n: Int, _ sums: Sums) -> Bool? {
    guard let want = expected[variantOf[name] ?? name]?[n] else { return nil }
    var wrong: [String] = []
    func check<T: Equatable>(_ field: String, _ ours: T, _ theirs: T?) {
        if let theirs, ours != theirs { wrong.append("\(field) \(ours) ≠ \(theirs)") }
    }
    check("ev_count", sums.evCount, want.evCount)
    check("ev_sum", sums.evSum, want.evSum)
    check("ev_hash", sums.evHash, want.evHash)
    check("act_count", sums.actCount, want.actCount)
    check("prog_q", sums.progQ, want.progQ)
    // The table rounds prog_sum to 6 decimals: allow that rounding, or W2.md's relative 1e-9.
    let difference = abs(sums.progSum - want.progSum)
    if !(difference <= 5.000_001e-7 || difference <= 1e-9 * abs(want.progSum)) {
        wrong.append("prog_sum \(format(sums.progSum, 6)) ≠ \(format(want.progSum, 6))")
    }
    if !wrong.isEmpty { failures.append("\(name) n=\(n): " + wrong.joined(separator: ", ")) }
    return wrong.isEmpty
}

// MARK: - Output

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

func write(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The JSON line of a case, with the C program's fields in its order, then this harness's own:
/// `mallocs_per_op`, `verify_ms` (the verification pass's duration) and `checksum_ok` (the sums
/// against W2.md's table; absent for an `n` the table does not list, or for `--ops=N` with N ≠ 4096).
func emit(_ name: String, n: Int, _ m: Measurement, _ sums: Sums, opsRead: Int, perScene: Bool, mallocs: Double, verifyMs: Double, ok: Bool?, M: Double) {
    var line = "{\"peer\":\"\(peer)\",\"workload\":\"W2\",\"case\":\"\(name)\",\"n\":\(n),\"ns_per_op\":\(format(m.ns)),\"ops\":\(m.iterations * reps)"
    if perScene {
        line += ",\"ns_per_scene\":\(format(m.ns / Double(n)))"
    } else {
        line += ",\"events_per_op\":\(format(Double(sums.evCount) / Double(opsRead), 4)),\"active_per_op\":\(format(Double(sums.actCount) / Double(opsRead), 4))"
    }
    line += ",\"min_ns\":\(format(m.min)),\"max_ns\":\(format(m.max)),\"reps\":\(reps),\"ops_per_rep\":\(m.iterations)"
    if !perScene { line += ",\"ev_count\":\(sums.evCount),\"ev_sum\":\(sums.evSum),\"ev_hash\":\(sums.evHash)" }
    line += ",\"act_count\":\(sums.actCount),\"prog_q\":\(sums.progQ),\"prog_sum\":\(format(sums.progSum, 6))"
    if perScene { line += ",\"M\":\(format(M, 0))" }
    line += ",\"mallocs_per_op\":\(format(mallocs, 4)),\"verify_ms\":\(format(verifyMs, 1))"
    if let ok { line += ",\"checksum_ok\":\(ok)" }
    write(line + "}")
}

// MARK: - Cases

/// A move or relayout case, or a variant of one: build the stage and give it its first offset
/// silently (`x_{R−1}`, or `X` for relayout; for `feed`, through the feed); run the verification
/// pass (ops 0 … R−1, counting allocations over its second half); then time the ops that follow.
/// (`--quick` skips `relayout_assign` above `quickAssignLimit`.)
func moveCase(_ name: String, _ page: Page) {
    guard selected(name), !(options.quick && (name == "relayout_assign" || name == "feed_relayout") && page.n > quickAssignLimit) else { return }
    let books = Books.make(scenes: page.n), handles = makeHandles(page)
    defer {
        Books.free(books)
        handles.deallocate()
    }
    // `tracked`: every scene has a card's two tracks, writing into 3 numbers of its own.
    let values = UnsafeMutablePointer<Double>.allocate(capacity: 3 * max(page.n, 1))
    values.initialize(repeating: 0, count: 3 * max(page.n, 1))
    defer { values.deallocate() }
    let stage = makeStage(page, books, handles, trackedInto: name == "tracked" ? values : nil)
    let run: (Int) -> Double
    let countsItself = name == "relayout_assign"
    switch name {
    case "relayout":
        stage.setOffset(page.middle)
        let c = RelayoutCase(stage: stage, page: page, handles: handles, books: books)
        run = { runRelayouts(c, $0) }
    case "relayout_assign":
        stage.setOffset(page.middle)
        let c = AssignCase(stage: stage, page: page, handles: handles, books: books)
        run = { runAssignments(c, $0) }
    case "feed_relayout":
        // The feed's first delivery, every element measured, is the stage's silent first offset `X`.
        let c = FeedRelayoutCase(stage: stage, page: page, handles: handles, books: books)
        c.update()
        precondition(stage.offset == page.middle && c.feed.refusedGeometryCount == 0, "the feed did not place the stage")
        run = { runFeedRelayouts(c, $0) }
    default:
        let offsets = moveRing(variantOf[name] ?? name, page)
        let c = MoveCase(stage: stage, offsets: offsets, handles: handles, books: books)
        switch name {
        case "scrub_names":
            stage.setOffset(offsets[ring - 1])
            c.names = .allocate(capacity: max(page.n, 1))
            _ = c.names.initialize(from: page.sceneNames)
            run = { runMovesByName(c, $0) }
        case "feed":
            // The feed holds the stage's own element frames (the dictionary it would have laid
            // out itself), and its first delivery is the stage's silent first offset.
            let feed = ScrollViewFeed(stage: stage, axis: .vertical)
            feed.elements = stage.layout.elements
            feed.update(geometry(page, offset: offsets[ring - 1]))
            precondition(stage.offset == offsets[ring - 1] && feed.refusedGeometryCount == 0, "the feed did not place the stage")
            c.feed = feed
            run = { runFeed(c, page, $0) }
        case "tracks_keypath", "tracks_closure":
            // Every scene with a length writes its card (TrackWrites.swift), which the run keeps alive.
            let cards = addCardTracks(to: stage, page, keyPaths: name == "tracks_keypath")
            stage.setOffset(offsets[ring - 1])
            run = { iterations in withExtendedLifetime(cards) { runMoves(c, iterations) } }
        default:
            stage.setOffset(offsets[ring - 1])
            run = { runMoves(c, $0) }
        }
    }
    seedActive(stage, page, handles, books)
    if let ops = options.ops {
        // No verification pass: the profiled ops start from the silent placement, and carry the
        // verification sums when they are one ring.
        let m = measure(countsItself: countsItself, run)
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
    emit(name, n: page.n, measure(countsItself: countsItself, run), sums, opsRead: ring, perScene: false, mallocs: mallocs, verifyMs: verifyMs, ok: ok, M: page.M)
}

/// The build case: verified by one build's read of the active scenes at `X`, then timed whole.
func buildCase(_ page: Page) {
    guard selected("build") else { return }
    let books = Books.make(scenes: page.n), handles = makeHandles(page)
    defer {
        Books.free(books)
        handles.deallocate()
    }
    let t0 = nanoseconds()
    var sums = Sums()
    do {
        let stage = makeStage(page, books, handles)
        stage.setOffset(page.middle)
        seedActive(stage, page, handles, books)
        readActive(stage, handles, books)
        sums = books.pointee.sums
    }
    let verifyMs = (nanoseconds() - t0) / 1e6
    let ok = verify("build", n: page.n, sums)
    let mallocs = options.ops == nil ? mallocsPerOp(1) { runBuilds(page, books, handles, $0) } : -1
    let m = measure { runBuilds(page, books, handles, $0) }
    emit("build", n: page.n, m, sums, opsRead: 1, perScene: true, mallocs: mallocs, verifyMs: verifyMs, ok: ok, M: page.M)
}

for n in options.sizes where n >= 1 {
    let page = Page(n: n)
    buildCase(page)
    for name in ["scrub", "scrub_names", "feed", "fling", "jump", "relayout", "relayout_assign", "feed_relayout", "tracked"] { moveCase(name, page) }
    for name in ["setup_each", "setup_batch"] { setupCase(name, page) }
    for name in ["tracks_keypath", "tracks_closure"] { moveCase(name, page) }
}
if sink.isNaN { print("unreachable: \(sink)") }
if !failures.isEmpty {
    FileHandle.standardError.write(Data("W2 checksum mismatch:\n\(failures.joined(separator: "\n"))\n".utf8))
    exit(1)
}
