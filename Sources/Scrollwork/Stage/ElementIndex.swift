#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

// Owns: a stage's layout — the value as last set, its elements numbered, their frames, starts and
// lengths along the axis and their order along it, the content's and the scroll range's lengths —
// and what the last change of it changed.
// Called by: `Stage` only — setting and reading `layout` (`Stage+Layout.swift`), resizing an
// element (`Stage+Resize.swift`), and placing every anchor (`Stage.position(_:)` reads its
// columns in place, on each relayout).
// It knows nothing of scenes: the stage re-places the scenes anchored to `changed`.

/// A stage's layout, with its elements numbered and their geometry along the axis kept in columns,
/// so that anchors resolve without hashing a name and a change of frames is found and applied
/// element by element.
///
/// Invariants:
/// - `names[id]`, `frames[id]`, `origins[id]`, `lengths[id]` and `nameBits[id]` describe element
///   `id`, and `ids[names[id]] == id`. Numbers are given when a layout is loaded, in the order of
///   its dictionary, and kept by a later assignment of the same names (``assign(_:)``).
/// - `storageOrder[p]` is the number of the element at position `p` of `layout.elements`.
/// - `layout.elements[names[id]] == frames[id]` for every element, except while `stale`: a resize
///   moves the columns and leaves the dictionary to ``currentLayout()``.
/// - While `orderValid`, `order` holds every element sorted by its start (its key `origins[id]`).
/// - `changed` (and, after an assignment, `changedFrames`) lists the elements the last
///   ``assign(_:)`` or ``resize(_:by:)`` changed.
struct ElementIndex {
    /// The layout as last set; its element frames are stale while `stale`.
    private(set) var layout: StageLayout
    private var stale = false
    /// The elements' numbers by name, and their names by number.
    private(set) var ids: [String: Int32] = [:]
    private(set) var names: [String] = []
    /// The representation of each name (see `NameIndex.bits(of:)`): equal bits, the same name.
    private var nameBits = StageColumn<NameIndex.Bits>()
    /// The elements' numbers in the order `layout.elements` holds them.
    private var storageOrder: [Int32] = []
    /// Each element's frame, and its start and length along the axis.
    private(set) var frames = StageColumn<CGRect>()
    private(set) var origins = StageColumn<Double>()
    private(set) var lengths = StageColumn<Double>()
    /// The content's length along the axis, and `layout.maximumOffset`.
    private(set) var contentLength = 0.0
    private(set) var scrollLength = 0.0
    /// The elements sorted by start (for ``resize(_:by:)``), built when first needed.
    private var order = SortedBoundaries()
    private var orderValid = false
    /// The elements the last change changed; after an assignment, `changedFrames[k]` is the new
    /// frame of `changed[k]`.
    private(set) var changed = StageColumn<Int32>()
    private var changedFrames = StageColumn<CGRect>()

    /// The index of `layout`.
    init(_ layout: StageLayout) {
        self.layout = layout
        load(layout)
    }

    /// Releases the columns; the index must not be used afterwards.
    func free() {
        nameBits.free(); frames.free(); origins.free(); lengths.free()
        order.free(); changed.free(); changedFrames.free()
    }

    /// How many elements the layout has.
    var count: Int { names.count }

    /// The layout, its frames brought up to date after resizes: O(1), or O(*e*) (no hashing) for
    /// the first read after a resize.
    mutating func currentLayout() -> StageLayout {
        if stale {
            stale = false
            // In the dictionary's order, through indices (which hold no reference to it): no copy.
            var position = 0, key = layout.elements.values.startIndex
            while key != layout.elements.values.endIndex {
                layout.elements.values[key] = frames[Int(storageOrder[position])]
                layout.elements.values.formIndex(after: &key)
                position += 1
            }
        }
        return layout
    }

    /// Makes `layout` the layout, numbering its elements afresh in the order of its dictionary.
    ///
    /// - Complexity: O(*e*), hashing every name.
    mutating func load(_ layout: StageLayout) {
        self.layout = layout
        stale = false
        let axis = layout.axis, count = layout.elements.count
        ids = Dictionary(minimumCapacity: count)
        names.removeAll(keepingCapacity: true)
        nameBits.removeAll()
        storageOrder = Array(0..<Int32(truncatingIfNeeded: count))
        frames.removeAll()
        origins.removeAll()
        lengths.removeAll()
        for (name, frame) in layout.elements {
            ids[name] = Int32(truncatingIfNeeded: names.count)
            names.append(name)
            nameBits.append(NameIndex.bits(of: name))
            frames.append(frame)
            origins.append(axis.start(of: frame))
            lengths.append(axis.length(of: frame))
        }
        contentLength = axis.length(of: layout.content)
        scrollLength = layout.maximumOffset
        orderValid = false
    }

    /// Makes `new` the layout if it has the current axis, viewport and element names, keeping the
    /// elements' numbers: the elements whose frame differs are listed in `changed` and their
    /// columns updated. Returns whether the content's size changed, or `nil` — changing nothing —
    /// if `new` differs in more than frames and the content.
    ///
    /// The frames are compared in the order of `new`'s dictionary: a copy of the current layout
    /// holds its names in the same order, so each name is compared with the one expected there
    /// (the same string: its bits, no hashing). Where they differ, the names are looked up instead.
    ///
    /// - Complexity: O(*e*): no hashing for a copy of the layout, one hash per name otherwise.
    mutating func assign(_ new: StageLayout) -> Bool? {
        guard new.axis == layout.axis, new.viewport == layout.viewport, new.elements.count == names.count else { return nil }
        changed.removeAll()
        changedFrames.removeAll()
        var inOrder = true, position = 0
        for (name, frame) in new.elements {
            let id = Int(storageOrder[position])
            if NameIndex.bits(of: name) != nameBits[id] && name != names[id] { inOrder = false; break }
            if !Self.same(frame, frames[id]) {
                changed.append(Int32(truncatingIfNeeded: id))
                changedFrames.append(frame)
            }
            position += 1
        }
        if !inOrder {
            // Another dictionary: the same names (or not) in another order.
            var newOrder = storageOrder
            changed.removeAll()
            changedFrames.removeAll()
            position = 0
            for (name, frame) in new.elements {
                guard let id = ids[name] else { return nil }
                newOrder[position] = id
                if !Self.same(frame, frames[Int(id)]) {
                    changed.append(id)
                    changedFrames.append(frame)
                }
                position += 1
            }
            storageOrder = newOrder
        }
        let contentChanged = new.content != layout.content
        layout = new
        stale = false
        let axis = new.axis
        for k in 0..<changed.count {
            let id = Int(changed[k]), frame = changedFrames[k]
            frames[id] = frame
            origins[id] = axis.start(of: frame)
            lengths[id] = axis.length(of: frame)
        }
        if changed.count > 0 { orderValid = false }
        contentLength = axis.length(of: new.content)
        scrollLength = new.maximumOffset
        return contentChanged
    }

    /// Gives the elements numbered `ids` the frames `newFrames` (the last of an element listed twice
    /// stands) and the content the size `content`, keeping every name and number: the elements whose
    /// frame differs are listed in `changed`, and the layout's dictionary is brought up to date by
    /// ``currentLayout()``. Returns whether the content's size changed. The same change as
    /// ``assign(_:)`` of the layout with those frames and that content, found without comparing
    /// the others.
    ///
    /// - Complexity: O(*c*) for *c* frames given: no hashing.
    mutating func apply(_ ids: [Int32], _ newFrames: [CGRect], content: CGSize) -> Bool {
        changed.removeAll()
        changedFrames.removeAll()
        let axis = layout.axis
        for k in ids.indices {
            let id = Int(ids[k]), frame = newFrames[k]
            guard !Self.same(frame, frames[id]) else { continue }
            changed.append(Int32(truncatingIfNeeded: id))
            frames[id] = frame
            origins[id] = axis.start(of: frame)
            lengths[id] = axis.length(of: frame)
        }
        if changed.count > 0 {
            orderValid = false
            stale = true
        }
        let contentChanged = content != layout.content
        if contentChanged {
            layout.content = content
            contentLength = axis.length(of: content)
            scrollLength = layout.maximumOffset
        }
        return contentChanged
    }

    /// Changes the length of element `element` along the axis by `delta`: every element that
    /// starts at or after its old end moves by `delta`, and the content grows by `delta` (see
    /// ``Stage/resizeElement(named:by:)``). `changed` lists the element, then the moved ones; the
    /// layout's dictionary is brought up to date by ``currentLayout()``. Returns `false`, changing
    /// nothing, if `delta` is not finite or the length (standardized: never negative) would be
    /// negative after.
    ///
    /// - Complexity: O(log *e* + *m*) for the *m* elements moved (O(*e* log *e*) the first time
    ///   after a load or an assignment that moved an element, to sort the elements by start).
    mutating func resize(_ element: Int, by delta: Double) -> Bool {
        guard canResize(element, by: delta) else { return false }
        let axis = layout.axis, frame = frames[element]
        if !orderValid {
            order.rebuild(count: origins.count) { self.origins[$0] }
            orderValid = true
        }
        let oldEnd = axis.end(of: frame)
        frames[element] = Self.resized(frame, by: delta, axis: axis)
        lengths[element] = axis.length(of: frames[element])
        changed.removeAll()
        changed.append(Int32(truncatingIfNeeded: element))
        let first = order.lowerBound(oldEnd)
        let orderKeys = order.keys.base, orderSlots = order.slots.base
        for p in first..<order.count {
            let id = Int(orderSlots[p])
            guard id != element else { continue }
            changed.appendInline(Int32(truncatingIfNeeded: id))
            let movedFrame = Self.moved(frames[id], by: delta, axis: axis)
            frames[id] = movedFrame
            origins[id] = axis.start(of: movedFrame)
            orderKeys[p] = origins[id]
        }
        // In order again: the moved elements keep their order among themselves (but for rounding
        // ties, and the resized element itself if it lies among them), so this is one comparison
        // per element unless a shrink moves them before earlier ones.
        order.sort(from: first)
        if axis == .vertical { layout.content.height += CGFloat(delta) } else { layout.content.width += CGFloat(delta) }
        contentLength = axis.length(of: layout.content)
        scrollLength = layout.maximumOffset
        stale = true
        return true
    }

    /// Whether `delta` is finite and element `element`'s length (standardized) is not negative
    /// before or after adding it.
    func canResize(_ element: Int, by delta: Double) -> Bool {
        let length = layout.axis.length(of: frames[element]), newLength = length + delta
        return delta.isFinite && length >= 0 && newLength >= 0 && newLength.isFinite
    }

    /// The layout `resize(element, by: delta)` would make, as a whole value: O(*e*).
    func layout(resizing element: Int, by delta: Double) -> StageLayout {
        var layout = self.layout
        let axis = layout.axis, frame = frames[element]
        let end = axis.end(of: frame)
        for id in 0..<count {
            let origin = axis.start(of: frames[id])
            layout.elements[names[id]] = id == element ? Self.resized(frame, by: delta, axis: axis)
                : origin >= end ? Self.moved(frames[id], by: delta, axis: axis) : frames[id]
        }
        if axis == .vertical { layout.content.height += CGFloat(delta) } else { layout.content.width += CGFloat(delta) }
        return layout
    }

    /// Whether two frames are the same, compared field by field (Foundation's `==` is a call).
    @inline(__always)
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width && a.size.height == b.size.height
    }

    /// `frame`, standardized (a negative size measured from its other end, as anchors read it),
    /// longer by `delta` along the axis.
    private static func resized(_ frame: CGRect, by delta: Double, axis: ScrollAxis) -> CGRect {
        var frame = frame.standardized
        if axis == .vertical { frame.size.height += CGFloat(delta) } else { frame.size.width += CGFloat(delta) }
        return frame
    }

    private static func moved(_ frame: CGRect, by delta: Double, axis: ScrollAxis) -> CGRect {
        var frame = frame
        if axis == .vertical { frame.origin.y += CGFloat(delta) } else { frame.origin.x += CGFloat(delta) }
        return frame
    }
}
