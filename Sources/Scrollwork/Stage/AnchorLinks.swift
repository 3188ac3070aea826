// Owns: which scenes each element of the layout anchors, and which are anchored to the content —
// what a change of the layout re-places — with the marks that visit each scene once per change.
// Called by: `Stage` only — adding, changing and removing scenes (`Stage+Scenes.swift`,
// `Stage+SceneUpdate.swift`), a load of the layout (which invalidates it) and every change of
// element frames (`Stage+Layout.swift`, which walks the lists after `beginVisit()`).

/// For each element, the scenes anchored to it: a singly linked list over links `2 · slot + anchor`
/// (anchor 0 the start, 1 the end), built when first needed and kept as scenes are added.
///
/// Invariants, while `isValid`: `heads[e]` starts the list of element `e` (−1 if empty) and
/// `next[link]` continues it; every anchor of every scene naming an element (or, for a named range,
/// its subject) is in that element's list once; `contentAnchored` lists each scene with an anchor on
/// the content once. `marks` has one entry per scene.
struct AnchorLinks {
    private(set) var heads = StageColumn<Int32>(), next = StageColumn<Int32>()
    private(set) var contentAnchored: [Int32] = []
    private(set) var isValid = false
    /// A scene is visited in the current change when `marks[index] == mark`.
    private(set) var marks = StageColumn<UInt32>()
    private(set) var mark: UInt32 = 0

    /// Releases the memory; the value must not be used afterwards.
    func free() {
        heads.free(); next.free(); marks.free()
    }

    /// The lists no longer hold (the layout was loaded again, a scene's anchors changed, a scene
    /// went): they are built again when next needed.
    mutating func invalidate() { isValid = false }

    /// A scene was appended: room for its mark, and its links if the lists are kept.
    mutating func sceneAppended(_ index: Int, anchors: Stage.SlotAnchors) {
        marks.append(0)
        if isValid { link(index, anchors) }
    }

    /// The last scene's mark goes (a scene was removed); the lists must be built again.
    mutating func sceneRemoved() {
        marks.removeLast()
        isValid = false
    }

    /// Builds the lists for `elementCount` elements and the scenes' `anchors` (O(*e* + *s*)).
    mutating func build(elementCount: Int, anchors: StageColumn<Stage.SlotAnchors>) {
        heads.removeAll()
        heads.resize(to: elementCount, filler: -1)
        next.removeAll()
        next.resize(to: 2 * anchors.count, filler: -1)
        contentAnchored.removeAll(keepingCapacity: true)
        for index in 0..<anchors.count { link(index, anchors[index]) }
        isValid = true
    }

    /// Adds scene `index` to the lists.
    private mutating func link(_ index: Int, _ compiled: Stage.SlotAnchors) {
        if next.count < 2 * (index + 1) { next.resize(to: 2 * (index + 1), filler: -1) }
        var content = link(compiled.start, 2 * index)
        if let end = compiled.end, link(end, 2 * index + 1) { content = true }
        if content { contentAnchored.append(Int32(truncatingIfNeeded: index)) }
    }

    /// Adds link `link` to its element's list; whether the anchor is the content's instead.
    private mutating func link(_ anchor: Stage.CompiledAnchor, _ link: Int) -> Bool {
        let element = anchor.dependency
        guard element >= 0 else { return anchor.element == Stage.CompiledAnchor.content }
        next[link] = heads[Int(element)]
        heads[Int(element)] = Int32(truncatingIfNeeded: link)
        return false
    }

    /// Starts a visit: no scene is marked visited (`marks[index] != mark` for every scene). The
    /// caller walks the lists from `heads` along `next` and `contentAnchored`, marking each scene
    /// it visits in `marks` (through its base: the walk is the relayout's inner loop).
    mutating func beginVisit() {
        mark &+= 1
        if mark == 0 {
            for k in 0..<marks.count { marks[k] = 0 }
            mark = 1
        }
    }
}
