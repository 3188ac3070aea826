#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Where a binding gets the frames of a stage's named elements: views it measures, items of a
/// lazy container it asks a layout about, frames a SwiftUI view reported — and, for each name, the
/// last frame it knew.
///
/// A scene anchored to an element must not lose its place because the element's view is not on
/// screen: a lazy stack or list creates only the views near the viewport, and a collection view
/// reuses a cell for another item as soon as it scrolls out. So an element is known **by name**,
/// and each name keeps its **last known frame** until it is measured again or forgotten:
///
/// | source | registered with | when it cannot say |
/// |---|---|---|
/// | a measurer (a view, a table row, a collection item through its layout attributes) | ``track(_:measure:)`` | it returns ``Reading/unavailable`` (the last frame is kept) or ``Reading/gone`` (the name is dropped) |
/// | frames reported by views (SwiftUI preferences) | ``report(_:)`` | a name absent from a report keeps its last frame |
/// | an estimate for names never laid out | ``estimate`` | `nil`: the name stays unknown |
///
/// For each name a current report wins, then a measurer's reading, then the last known frame from
/// a report or a measurer; the estimate only places a name that was never laid out (or was
/// forgotten since), and is asked again at every ``frames(measuringAll:)``, which measures
/// everything once and returns the frames to lay out. Tracking measures nothing: the update it
/// asks for measures only the new elements (``track(_:measure:)``).
///
/// ```swift
/// let elements = ElementFrames()
/// elements.report(["row 7": CGRect(x: 0, y: 700, width: 390, height: 100)])
/// elements.report([:])                      // row 7 scrolled out of a lazy stack
/// elements.frames()["row 7"]                // still (0, 700, 390, 100)
/// ```
///
/// Used from one isolation domain, like the binding that owns it.
package final class ElementFrames {
    /// What a measurer found.
    package enum Reading: Equatable, Sendable {
        /// The element's frame in content coordinates.
        case frame(CGRect)
        /// Not measurable now (its view is off screen, reused for another item, not laid out
        /// yet): keep the last known frame.
        case unavailable
        /// The element is gone for good (its view was released): drop the name.
        case gone
    }

    /// What the frames know of one name, numbered when the name is first tracked or reported.
    private struct Slot {
        var name: String
        /// Whether the slot holds a name (a forgotten name's slot waits in `freeSlots`).
        var inUse = true
        var measure: (() -> Reading)?
        /// Whether its last known frame came from a report or a measurer, not from the estimate.
        var laidOut = false
        /// Tracked since the last ``frames(measuringAll:)`` (and listed in `newlyTracked`).
        var isNew = false
        /// Where `lastKnown` holds its frame, while `indicesValid`; `nil` when it holds none.
        var index: Dictionary<String, CGRect>.Index?
        /// Its last known frame, while `indicesValid` and it has an `index`: what a measure
        /// compares with (no dictionary read). `lastKnown` holds the same frame unless `isBehind`.
        var frame = CGRect.zero
        /// Listed in `behind`: `lastKnown` is given `frame` when next read.
        var isBehind = false
    }

    /// The names' numbers, and what is known of each name by number: a measure writes the frames
    /// by number (through `index`), with no hashing (issue 37, item 4).
    private var numbers: [String: Int] = [:]
    private var slots: [Slot] = []
    /// Numbers of forgotten names, given again to new ones.
    private var freeSlots: [Int] = []
    private var measurerCount = 0
    private var reported: [String: CGRect] = [:]
    private var lastKnown: [String: CGRect] = [:]
    /// Whether every slot's `index` is where `lastKnown` holds its name now: names added to or
    /// removed from `lastKnown` move them (checked: a stale index traps), so they are found again,
    /// one hash a name, at the next ``frames(measuringAll:)``.
    private var indicesValid = false
    /// Counts tracks, forgets, reports and removals: a measure notices one made by a measurer.
    private var mutations = 0
    /// The frames a measure found changed (kept to be reused: a measure allocates nothing).
    private var changes: [(Int, CGRect)] = []
    /// The numbers whose slot's `frame` `lastKnown` does not hold yet (each once: `isBehind`),
    /// given to it when it is next read (`catchUp()`): a binding that delivers by number never
    /// reads it, and a measure then writes no dictionary (issue 37, item 4). Empty while the
    /// indices are not valid (it is caught up before a name is added to or removed from
    /// `lastKnown`). Unchecked: only ever accessed briefly, with no call out during an access.
    @exclusivity(unchecked) private var behind: [Int32] = []
    /// Counts the changes of the set of names that have a last known frame (one added, one
    /// removed): while it stays the same, the names are the ones a feed last laid out, numbered as
    /// they were (see ``ScrollViewFeed/update(measuring:measuringAll:reading:)``).
    @exclusivity(unchecked) package private(set) var nameEpoch = 0
    /// The last known frames changed since ``takeChanges(mappedBy:)`` last took them, by number,
    /// in the order they changed (a name changed twice is listed twice: its last entry holds its
    /// frame); unusable if `changesUnknown`.
    private var changeLog: [(Int32, CGRect)] = []
    /// Whether a frame changed without a number to log it under (an estimate), or the log grew
    /// past twice the names (nobody takes it): the changes must then be found by comparing.
    @exclusivity(unchecked) private var changesUnknown = false
    /// Frames for names that nothing has measured or reported: called, at each ``frames(measuringAll:)``, with
    /// each name of ``expectedNames`` that was never laid out (a row height times an index, say).
    /// A name that a report or a measurer placed once keeps that last known frame instead.
    ///
    /// Setting an estimate where there was none, or removing it, is news (``needsMeasuring``);
    /// replacing one estimate by another is not: closures cannot be compared, and SwiftUI passes a
    /// new one, meaning the same, at every render — a view that renders on every scroll frame
    /// would otherwise measure every element on every frame. The new estimate is asked at the next
    /// ``frames(measuringAll:)`` (the next report, track, forget or new target).
    package var estimate: ((String) -> CGRect?)? {
        didSet {
            if (oldValue == nil) != (estimate == nil) { hasNews = true }
        }
    }
    /// The names an ``estimate`` is asked about (for a stage: the elements its anchors name).
    package var expectedNames: () -> [String] = { [] } {
        didSet { hasNews = true }
    }
    /// Whether ``frames(measuringAll:)`` may answer differently than it last did: something was
    /// reported, tracked, forgotten or estimated since, or a measurer may read a new frame. A delivery
    /// without news (a scroll) need not measure anything.
    package var needsMeasuring: Bool { hasNews || measurerCount > 0 }
    private var hasNews = true
    /// The numbers of the names tracked since the last ``frames(measuringAll:)``: what a measure of
    /// the new elements alone reads (a number whose slot is no longer `isNew` is skipped).
    private var newlyTracked: [Int] = []
    /// Whether a track or a forget happened since the last ``frames(measuringAll:)``.
    package private(set) var hasPendingUpdate = false

    package init() {}

    /// Measures the element `name` with `measure` from now on (replacing an earlier measurer of
    /// that name; its last known frame is kept until the new one reads).
    ///
    /// Tracking does not measure: a binding that tracks elements one at a time — in a loop, from
    /// cell registrations — schedules **one** update for all of them (the `true` this returns for
    /// the first track or forget since the last measure), which measures only the elements new
    /// since (``frames(measuringAll:)`` with `false`). Tracking *n* elements so costs O(*n*)
    /// measurer calls and one layout, not one update (O(*n*) each) per element.
    ///
    /// - Returns: Whether this is the first track or forget since the last measure: the caller
    ///   should schedule an update (later tracks and forgets join it).
    @discardableResult
    package func track(_ name: String, measure: @escaping () -> Reading) -> Bool {
        hasNews = true
        mutations &+= 1
        let number = slot(named: name)
        if slots[number].measure == nil { measurerCount += 1 }
        slots[number].measure = measure
        if !slots[number].isNew {
            slots[number].isNew = true
            newlyTracked.append(number)
        }
        return markPendingUpdate()
    }

    /// Stops measuring `name` and forgets its frames: the element leaves the layout.
    ///
    /// - Returns: Whether this is the first track or forget since the last measure (see
    ///   ``track(_:measure:)``).
    @discardableResult
    package func forget(_ name: String) -> Bool {
        hasNews = true
        mutations &+= 1
        reported[name] = nil
        if let number = numbers.removeValue(forKey: name) { free(number) }
        removeFrame(of: name)
        return markPendingUpdate()
    }

    /// Forgets every name.
    package func removeAll() {
        hasNews = true
        mutations &+= 1
        numbers.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        measurerCount = 0
        reported.removeAll()
        lastKnown.removeAll()
        behind.removeAll()
        namesChanged()
        newlyTracked.removeAll()
        hasPendingUpdate = false
    }

    /// Notes a track or forget; `true` for the first since the last measure.
    private func markPendingUpdate() -> Bool {
        defer { hasPendingUpdate = true }
        return !hasPendingUpdate
    }

    /// The frames views reported, all at once (a SwiftUI preference holds every element laid out
    /// now): they replace the previous report, and names no longer reported keep their last frame.
    package func report(_ frames: [String: CGRect]) {
        hasNews = true
        mutations &+= 1
        reported = frames
    }

    /// Measures the elements and returns the frame of each known name, updating the last known
    /// frames.
    ///
    /// - Parameter measuringAll: Whether to measure every tracked element (the default: the
    ///   content, the insets or the size changed, so any of them may have moved) or only those
    ///   tracked since the last measure (an update scheduled by ``track(_:measure:)``: nothing else
    ///   moved). Reports and estimates are applied either way.
    /// - Complexity: O(*n*) measurer calls and dictionary updates for *n* names measured, plus the
    ///   reported names and, with an ``estimate``, the ``expectedNames``.
    package func frames(measuringAll: Bool = true) -> [String: CGRect] {
        measure(all: measuringAll)
        catchUp()
        return lastKnown
    }

    /// Measures the elements as ``frames(measuringAll:)`` does, without returning the frames (a
    /// feed that delivers by number takes the changes: ``takeChanges(mappedBy:ids:frames:)``).
    package func measure(all measuringAll: Bool = true) {
        hasNews = false
        hasPendingUpdate = false
        if !indicesValid { findIndices() }
        for (name, frame) in reported {
            let number = slot(named: name)
            slots[number].laidOut = true
            write(frame, to: number)
        }
        let noReports = reported.isEmpty
        if measuringAll {
            measureAll()
        } else {
            for number in newlyTracked where slots[number].isNew {
                slots[number].isNew = false     // listed twice if forgotten and tracked again
                if let measure = slots[number].measure, noReports || reported[slots[number].name] == nil { read(number, measure) }
            }
        }
        for number in newlyTracked { slots[number].isNew = false }
        newlyTracked.removeAll(keepingCapacity: true)
        if let estimate {
            catchUp()
            for name in expectedNames() {
                if let number = numbers[name], slots[number].laidOut || slots[number].measure != nil { continue }
                guard let frame = estimate(name) else { continue }
                if let old = lastKnown.updateValue(frame, forKey: name) {
                    guard !ElementIndex.same(old, frame) else { continue }
                    changesUnknown = true
                    if indicesValid, let number = numbers[name] { slots[number].frame = frame }
                } else {
                    namesChanged()
                }
            }
        }
    }

    /// Measures every tracked element (but those reported now) into the last known frames.
    ///
    /// The loop reads a snapshot of the slots and the frames — no access to this object's stored
    /// properties per element, each of which the runtime checks for exclusivity (about 70
    /// instructions: 4 of them an element cost 3 times the measure itself, W2 `feed_relayout`) —
    /// and collects the changed frames, written afterwards in one access: in place by index, or,
    /// if a measurer tracked, forgot or reported something meanwhile, by name for the names still
    /// tracked. A `.gone` reading drops its name at once.
    private func measureAll() {
        var slots = self.slots
        let reported = self.reported, byIndex = indicesValid, mutations = self.mutations
        var changes = self.changes
        self.changes = []
        changes.removeAll(keepingCapacity: true)
        var newlyLaidOut = false, adds = false
        // Through pointers into the snapshots: a slot's fields are read in place (copying a slot
        // out retains its name and its measurer).
        slots.withUnsafeBufferPointer { slots in
            for number in 0..<slots.count {
                let slot = slots.baseAddress.unsafelyUnwrapped + number
                guard let measure = slot.pointee.measure, reported.isEmpty || reported[slot.pointee.name] == nil else { continue }
                switch measure() {
                case .frame(let frame):
                    if byIndex && slot.pointee.index != nil {
                        if slot.pointee.laidOut && ElementIndex.same(slot.pointee.frame, frame) { continue }
                    } else {
                        adds = true   // a name without a frame yet
                    }
                    if !slot.pointee.laidOut { newlyLaidOut = true }
                    changes.append((number, frame))
                case .unavailable: break
                case .gone:
                    guard self.slots[number].inUse else { continue }   // the measurer forgot its own name
                    let name = slot.pointee.name
                    numbers[name] = nil
                    free(number)
                    removeFrame(of: name)
                }
            }
        }
        if byIndex && !adds && indicesValid && mutations == self.mutations {
            // Nothing moved the indices: the changed frames by number, and names laid out now marked.
            // (The snapshot let go first: the slots are written in place, not copied.)
            slots = []
            Self.apply(changes, to: &self.slots, behind: &behind)
            if !changesUnknown {
                if changeLog.count + changes.count > 2 * self.slots.count + 64 {
                    changesUnknown = true
                    changeLog.removeAll()
                } else {
                    changeLog.reserveCapacity(changeLog.count + changes.count)
                    for (number, frame) in changes { changeLog.append((Int32(truncatingIfNeeded: number), frame)) }
                }
            }
            if newlyLaidOut {
                for (number, _) in changes { self.slots[number].laidOut = true }
            }
        } else {
            for (number, frame) in changes where self.slots[number].inUse && self.slots[number].name == slots[number].name {
                self.slots[number].laidOut = true
                write(frame, to: number)
            }
        }
        self.changes = changes
    }

    /// Writes `changes` (name numbers and frames) into the slots' frames, listing the numbers not
    /// yet `behind`.
    private static func apply(_ changes: [(Int, CGRect)], to slots: inout [Slot], behind: inout [Int32]) {
        for (number, frame) in changes {
            slots[number].frame = frame
            if !slots[number].isBehind {
                slots[number].isBehind = true
                behind.append(Int32(truncatingIfNeeded: number))
            }
        }
    }

    /// Gives `lastKnown` the frames of the numbers `behind` it (see `Slot.frame`): nothing to do
    /// but a test when none is.
    @inline(__always)
    private func catchUp() {
        if !behind.isEmpty { catchUpBehind() }
    }

    private func catchUpBehind() {
        assert(indicesValid, "frames behind while the indices are stale")
        for number in behind {
            let number = Int(number)
            slots[number].isBehind = false
            if slots[number].inUse, let index = slots[number].index { lastKnown.values[index] = slots[number].frame }
        }
        behind.removeAll(keepingCapacity: true)
    }

    /// Reads `measure`, the measurer of name `number`, into the last known frames.
    private func read(_ number: Int, _ measure: () -> Reading) {
        let reading = measure()
        guard slots[number].inUse else { return }   // the measurer forgot its own name
        switch reading {
        case .frame(let frame):
            slots[number].laidOut = true
            write(frame, to: number)
        case .unavailable: break
        case .gone:
            let name = slots[number].name
            numbers[name] = nil
            free(number)
            removeFrame(of: name)
        }
    }

    /// The number of `name`, numbering it if it has none.
    private func slot(named name: String) -> Int {
        if let number = numbers[name] { return number }
        var index: Dictionary<String, CGRect>.Index?, frame = CGRect.zero
        if indicesValid, let found = lastKnown.index(forKey: name) {   // an estimated name has a frame
            index = found
            frame = lastKnown.values[found]
        }
        let number: Int
        // (Each slot made where it is stored: a slot is large, and a copy of it a call.)
        if let free = freeSlots.popLast() {
            number = free
            slots[number] = Slot(name: name, index: index, frame: frame)
        } else {
            number = slots.count
            slots.append(Slot(name: name, index: index, frame: frame))
        }
        numbers[name] = number
        return number
    }

    /// Empties slot `number` (its name already unnumbered) for a new name.
    private func free(_ number: Int) {
        if slots[number].measure != nil { measurerCount -= 1 }
        slots[number] = Slot(name: "", inUse: false)
        freeSlots.append(number)
    }

    /// Makes `frame` the last known frame of name `number`: in place, by its index, when the name
    /// has a frame (and only if it differs, so an unchanged measure leaves `lastKnown` shared with
    /// the frames last returned); otherwise by name, adding it.
    private func write(_ frame: CGRect, to number: Int) {
        if indicesValid, slots[number].index != nil {
            if !ElementIndex.same(slots[number].frame, frame) {
                slots[number].frame = frame
                if !slots[number].isBehind {
                    slots[number].isBehind = true
                    behind.append(Int32(truncatingIfNeeded: number))
                }
                log(number, frame)
            }
            return
        }
        catchUp()
        if let old = lastKnown.updateValue(frame, forKey: slots[number].name) {
            if !ElementIndex.same(old, frame) { log(number, frame) }
        } else {
            namesChanged()
        }
    }

    /// Forgets the last known frame of `name`.
    private func removeFrame(of name: String) {
        catchUp()
        if lastKnown.removeValue(forKey: name) != nil { namesChanged() }
    }

    /// Notes that a name gained or lost its last known frame: the indices and the numbering a
    /// feed laid out are stale.
    private func namesChanged() {
        indicesValid = false
        nameEpoch &+= 1
    }

    /// Logs that name `number`'s last known frame is now `frame`, for ``takeChanges(mappedBy:)``.
    private func log(_ number: Int, _ frame: CGRect) {
        if changesUnknown { return }
        if changeLog.count > 2 * slots.count + 64 {
            changesUnknown = true
            changeLog.removeAll()
            return
        }
        changeLog.append((Int32(truncatingIfNeeded: number), frame))
    }

    /// Whether the frames changed since the last ``takeChanges(mappedBy:)`` are known by number
    /// (no estimate changed a frame in place, and the log did not overflow).
    package var changesAreLogged: Bool { !changesUnknown }

    /// Forgets the logged changes: a feed laid out every last known frame as it is now.
    package func discardChanges() {
        changeLog.removeAll(keepingCapacity: true)
        changesUnknown = false
    }

    /// Takes the frames changed since the last call (or ``discardChanges()``), each under the
    /// number `map` gives its name's number (a stage's element number), into `ids` and `frames`
    /// (emptied first); a name changed more than once is listed once per change, its last entry
    /// holding its frame. Returns `false` — taking nothing — if the changes are not logged
    /// (``changesAreLogged``), a number has no entry in `map` (`map[number] < 0`) or a frame has
    /// a number that is not finite.
    ///
    /// - Complexity: O(*c*) for the *c* changes logged: no hashing.
    package func takeChanges(mappedBy map: [Int32], ids: inout [Int32], frames: inout [CGRect]) -> Bool {
        ids.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        guard !changesUnknown else { return false }
        defer { changeLog.removeAll(keepingCapacity: true) }
        ids.reserveCapacity(changeLog.count)
        frames.reserveCapacity(changeLog.count)
        let taken = changeLog.withUnsafeBufferPointer { log in
            map.withUnsafeBufferPointer { map in
                for (number, frame) in log {
                    let n = Int(number)
                    guard n < map.count, map[n] >= 0, Double(frame.origin.x).isFinite && Double(frame.origin.y).isFinite
                        && Double(frame.size.width).isFinite && Double(frame.size.height).isFinite else { return false }
                    ids.append(map[n])
                    frames.append(frame)
                }
                return true
            }
        }
        if !taken {
            ids.removeAll(keepingCapacity: true)
            frames.removeAll(keepingCapacity: true)
        }
        return taken
    }

    /// For each name number, the number `ids` gives its name, or -1 for a number without a name
    /// or a last known frame, or a name `ids` lacks: the map ``takeChanges(mappedBy:ids:frames:)``
    /// takes. O(*n*), one hash a name.
    package func numbers(in ids: [String: Int32]) -> [Int32] {
        var map = [Int32](repeating: -1, count: slots.count)
        for number in slots.indices where slots[number].inUse && lastKnown[slots[number].name] != nil {
            map[number] = ids[slots[number].name] ?? -1
        }
        return map
    }

    /// Finds where `lastKnown` holds each numbered name: one hash a name.
    private func findIndices() {
        assert(behind.isEmpty, "frames behind while the indices are stale")
        for number in slots.indices where slots[number].inUse {
            if let index = lastKnown.index(forKey: slots[number].name) {
                slots[number].index = index
                slots[number].frame = lastKnown.values[index]
            } else {
                slots[number].index = nil
            }
        }
        indicesValid = true
    }

    /// The last known frames, without measuring.
    package var lastKnownFrames: [String: CGRect] {
        catchUp()
        return lastKnown
    }

    /// A measurer for a view that its container may reuse for another item (a table or collection
    /// view cell, or a view inside one): it reads `frame()` only while the view still shows `item`.
    ///
    /// Once the container reuses the view for another item — or parks it, showing nothing —
    /// `currentItem()` differs from `item` and the reading is ``Reading/unavailable``: the element
    /// keeps its last known frame instead of following the view to another row. A released view
    /// (`frame()` returns `nil`) is ``Reading/gone``.
    ///
    /// - Parameters:
    ///   - item: What the view showed when it was tracked (its index path, an identifier).
    ///   - currentItem: What it shows now, or `nil` when nothing.
    ///   - frame: The view's frame in content coordinates, or `nil` once it is released.
    package static func reusableView<Item: Equatable>(
        showing item: Item, currentItem: @escaping () -> Item?, frame: @escaping () -> CGRect?
    ) -> () -> Reading {
        {
            guard let measured = frame() else { return .gone }
            return currentItem() == item ? .frame(measured) : .unavailable
        }
    }

    /// A measurer for a view its container may reuse, tracked without saying which item it shows:
    /// it keeps to the item the view shows now or, if it shows none yet, to the **first item it
    /// shows**, as ``reusableView(showing:currentItem:frame:)`` does once that item is known.
    ///
    /// A cell is configured (a collection view's cell registration handler, `cellForItemAt`)
    /// before it is shown: at that moment its container has no index path for it, and it is not
    /// where its item will be. Until it shows an item the reading is ``Reading/unavailable`` (no
    /// frame), and from then on the element keeps that item's last frame once the cell is reused,
    /// instead of following the cell to another row. A cell configured for one item but never
    /// shown (prepared ahead, then reused for another) would adopt the other one: when the item is
    /// known where the view is tracked, pass it to ``reusableView(showing:currentItem:frame:)``.
    ///
    /// - Parameters:
    ///   - currentItem: What the view shows now, or `nil` when nothing.
    ///   - frame: The view's frame in content coordinates, or `nil` once it is released.
    package static func reusableView<Item: Equatable>(
        currentItem: @escaping () -> Item?, frame: @escaping () -> CGRect?
    ) -> () -> Reading {
        var item = currentItem()
        return {
            guard let measured = frame() else { return .gone }
            guard let shown = currentItem() else { return .unavailable }
            if item == nil { item = shown }     // the first item the view shows is its own
            return shown == item ? .frame(measured) : .unavailable
        }
    }
}

extension Stage {
    /// The names of the elements the scenes' anchors name, in the order of the scenes (each once).
    package var anchoredElementNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for name in sceneNames {
            guard let scene = scene(named: name) else { continue }
            var anchors = [scene.start]
            if case .anchor(let end) = scene.end { anchors.append(end) }
            for anchor in anchors {
                if let element = anchor.elementName, seen.insert(element).inserted { names.append(element) }
            }
        }
        return names
    }
}

// Holds closures that measure views: confined like its binding.
@available(*, unavailable)
extension ElementFrames: Sendable {}
