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

    private var measurers: [String: () -> Reading] = [:]
    private var reported: [String: CGRect] = [:]
    private var lastKnown: [String: CGRect] = [:]
    /// The names whose last known frame came from a report or a measurer, not from the estimate.
    private var laidOut: Set<String> = []
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
    package var needsMeasuring: Bool { hasNews || !measurers.isEmpty }
    private var hasNews = true
    /// The names tracked since the last ``frames(measuringAll:)``: what a measure of the new
    /// elements alone reads.
    private var newlyTracked: Set<String> = []
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
        measurers[name] = measure
        newlyTracked.insert(name)
        return markPendingUpdate()
    }

    /// Stops measuring `name` and forgets its frames: the element leaves the layout.
    ///
    /// - Returns: Whether this is the first track or forget since the last measure (see
    ///   ``track(_:measure:)``).
    @discardableResult
    package func forget(_ name: String) -> Bool {
        hasNews = true
        measurers[name] = nil
        reported[name] = nil
        lastKnown[name] = nil
        laidOut.remove(name)
        newlyTracked.remove(name)
        return markPendingUpdate()
    }

    /// Forgets every name.
    package func removeAll() {
        hasNews = true
        measurers.removeAll()
        reported.removeAll()
        lastKnown.removeAll()
        laidOut.removeAll()
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
        hasNews = false
        hasPendingUpdate = false
        for (name, frame) in reported {
            lastKnown[name] = frame
            laidOut.insert(name)
        }
        if measuringAll {
            for (name, measure) in measurers where reported[name] == nil { read(name, measure) }
        } else {
            for name in newlyTracked where reported[name] == nil {
                if let measure = measurers[name] { read(name, measure) }
            }
        }
        newlyTracked.removeAll(keepingCapacity: true)
        if let estimate {
            for name in expectedNames() where !laidOut.contains(name) && measurers[name] == nil {
                if let frame = estimate(name) { lastKnown[name] = frame }
            }
        }
        return lastKnown
    }

    /// Reads `measure`, the measurer of `name`, into the last known frames.
    private func read(_ name: String, _ measure: () -> Reading) {
        switch measure() {
        case .frame(let frame):
            lastKnown[name] = frame
            laidOut.insert(name)
        case .unavailable: break
        case .gone:
            measurers[name] = nil
            lastKnown[name] = nil
            laidOut.remove(name)
        }
    }

    /// The last known frames, without measuring.
    package var lastKnownFrames: [String: CGRect] { lastKnown }

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
