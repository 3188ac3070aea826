#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Passes a scroll view's geometry on as offsets to a ``ScrollSource`` or a ``Stage``, keeping the
/// stage's ``StageLayout`` in step: the part of every platform binding that is not a platform call.
///
/// A binding (a `UIScrollView` observer, an `NSScrollView` observer, a SwiftUI modifier) reads the
/// view's `ScrollViewGeometry` and element frames whenever they may have changed and calls
/// ``update(_:)``. The feed then:
/// - **refuses** geometry with a NaN or infinite number: nothing is sent or laid out, and
///   ``refusedGeometryCount`` counts it (as ``ScrollSource`` counts refused offsets);
/// - **skips a repeat**: the same geometry and element frames as the last delivery do nothing and
///   are counted in ``repeatCount`` (two observations of one change — a scroll moves both
///   `contentOffset` and `bounds` — cost one delivery);
/// - for a stage, **lays it out** when the layout changed — viewport, content size or any element
///   frame, as after a rotation, a Dynamic Type change or content that loaded late — so anchors are
///   resolved again, then **scrolls** it to `ScrollViewGeometry/offset(along:)`;
/// - for a source, **sends** the offset along the source's axis.
///
/// ```swift
/// let stage = Stage()
/// let feed = ScrollViewFeed(stage: stage, axis: .vertical)
/// feed.elements["hero"] = CGRect(x: 0, y: 1200, width: 390, height: 400)
/// feed.update(ScrollViewGeometry(contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 390, height: 3000),
///                                visibleSize: CGSize(width: 390, height: 844)))
/// stage.offset              // 300.0
/// stage.layout.elements["hero"]?.minY   // 1200.0
/// ```
///
/// ## Re-entry
/// A track's write may move or resize the very scroll view that feeds the stage (a collapsing
/// header that changes the content inset, a snap through `setContentOffset`, a document whose
/// frame a track changes); the view reports the new geometry at once, from inside the stage's
/// frame, where the stage may not be called. The feed never passes that on: an update that
/// arrives while the feed is delivering is **coalesced** — only the newest is kept, counted in
/// ``coalescedCount`` — and delivered right after the current delivery returns, before
/// ``update(_:)`` returns to the outermost caller. A write that moves the view every time it runs
/// would never settle: after ``maximumPasses`` deliveries in one outermost call the feed stops,
/// drops the newest geometry and counts it in ``droppedCount`` (the next update from the view
/// brings the stage up to date).
///
/// ## Insets the stage writes
/// A track may write the scroll view's insets (a collapsing header that sets `contentInset.top`).
/// UIKit keeps `contentOffset` when `contentInset` changes — the content does not move on screen —
/// but the offset as ``ScrollViewGeometry/offset(along:)`` measures it, from the content's resting
/// place, would move by the change, and the track, keyed on the offset, would write again: a
/// header collapsing 1:1 with the scroll would never move, a slower one would collapse late and
/// cost ``maximumPasses`` deliveries a frame. So the feed **holds the insets its stage writes**:
/// an inset change that arrives while it is delivering (necessarily caused by that delivery) does
/// not change the insets the feed measures with — offset and viewport stay as they were before
/// the write, and the delivery is a repeat — and ``heldInsets`` keeps the difference from then on.
/// The offset thus stays the distance scrolled from where the content rested before the stage
/// changed the insets: a header that collapses over 200 pt of its timeline collapses over 200 pt
/// of scrolling, in one delivery per frame. Inset changes from outside a delivery (a bar, the
/// keyboard, the app) count as before: they move the offset and the viewport.
///
/// Two feeds may write to the same stage (two bindings of one scroll view, say): the second
/// delivers the same offset and layout, which the stage treats as no change, so events are reported
/// once. A feed is used from one isolation domain, like its stage.
package final class ScrollViewFeed {
    enum Destination {
        case source(ScrollSource)
        case stage(Stage)
    }

    let destination: Destination
    /// The stage of ``destination``, if any, not retained (`destination` holds it): the fast path
    /// calls it without the retain and release that taking it out of the enum costs, about 40
    /// instructions a scroll (W2 `feed` n = 1,000, issue 37, item 3).
    private let unretainedStage: Unmanaged<Stage>?
    /// The axis offsets are measured along (the source's, or the one given for a stage).
    package let axis: ScrollAxis
    /// Frames of named elements in content coordinates, laid out on a stage with the next
    /// ``update(_:)`` (ignored for a source).
    ///
    /// Setting it marks the elements as changed: the next delivery checks and compares them (O(*e*)),
    /// and lays out the stage with them if they differ from the last delivered; a delivery after
    /// which they were not set looks at none of them (O(1)).
    ///
    /// After an ``update(measuring:measuringAll:reading:)`` it is the ``ElementFrames``' last known
    /// frames.
    package var elements: [String: CGRect] {
        get { link?.frames.lastKnownFrames ?? storedElements }
        set {
            storedElements = newValue
            link = nil
            elementSets &+= 1
            flags.insert(.elementsChanged)
        }
    }
    private var storedElements: [String: CGRect] = [:]

    /// The element frames a binding measures, while the stage holds them exactly as their last
    /// delivery left them, numbered as then (issue 37, item 4): a delivery then hands the stage
    /// only the frames the measure changed, by the stage's numbers (`map`, built on first use).
    private struct Link {
        let frames: ElementFrames
        /// The frames' ``ElementFrames/nameEpoch`` when linked: the same names since.
        let nameEpoch: Int
        /// The stage's number of each name number of `frames` (see ``ElementFrames/numbers(in:)``).
        var map: [Int32]?
    }
    private var link: Link?
    /// The changed frames a delivery takes (kept to be reused: a delivery allocates nothing).
    private var changedIDs: [Int32] = []
    private var changedFrames: [CGRect] = []
    /// Counts the settings of ``elements``.
    private var elementSets = 0
    /// What a delivery reads and writes, in one value that it reads once and writes back once,
    /// before it calls out (a re-entrant update then finds it current): the runtime checks every
    /// access to a class's stored property for exclusivity, and one access costs about a tenth of
    /// a scroll's own work here (callgrind, `Benchmarks/count-w2.sh --case=feed`, n = 1,000:
    /// 1,263 instructions an op with a property for each, 1,196 with the flags in one, 1,088 with
    /// this; 990 once the stage's `layoutGeneration`, read every delivery, was unchecked). A
    /// re-entrant update may reach it, so its accesses stay checked.
    private struct DeliveryState {
        /// The last geometry accepted, as the view reported it.
        var geometry: ScrollViewGeometry?
        /// The last geometry accepted with the held insets added: what the stage was given.
        var measured: ScrollViewGeometry?
        var heldInsets = ScrollPhysics.Insets.zero
        var flags = Flags()
        /// The stage's ``Stage/layoutGeneration`` after the feed last laid it out (`nil` before).
        var laidOutGeneration: Int?
    }
    private var state = DeliveryState()

    /// Flags of a delivery.
    private struct Flags: OptionSet {
        let rawValue: UInt8
        /// ``elements`` was set since a delivery last looked at it.
        static let elementsChanged = Flags(rawValue: 1)
        /// Some frame of ``elements`` is not finite (checked once after each change).
        static let elementsNotFinite = Flags(rawValue: 2)
        /// ``elements`` differ from the frames the stage was last laid out with.
        static let newElements = Flags(rawValue: 4)
        /// A delivery is under way (updates are coalesced meanwhile).
        static let delivering = Flags(rawValue: 8)
        /// ``elements``, as last checked, differ from the frames last delivered.
        static let elementsDiffer = Flags(rawValue: 16)
        /// Every update takes the full delivery (tests compare the fast path with it).
        static let fullDeliveriesOnly = Flags(rawValue: 32)
    }
    private var flags: Flags {
        get { state.flags }
        set { state.flags = newValue }
    }
    /// How many geometries were refused for a non-finite number.
    package private(set) var refusedGeometryCount = 0
    /// How many updates repeated the last delivery exactly and were skipped.
    package private(set) var repeatCount = 0
    /// How many updates arrived while the feed was delivering and were replaced by a newer one
    /// before their turn came.
    package private(set) var coalescedCount = 0
    /// How many updates were dropped because a delivery kept causing new ones (see "Re-entry").
    package private(set) var droppedCount = 0
    /// The most deliveries one outermost ``update(_:)`` makes: its own and those it caused.
    package static let maximumPasses = 8
    /// The last geometry accepted, as the view reported it, or `nil` before the first.
    package var geometry: ScrollViewGeometry? { state.geometry }
    /// What the feed adds to each inset the view reports: the opposite of every inset change that
    /// arrived during a delivery — the stage's own writes, held (see "Insets the stage writes").
    /// Zero until a track writes an inset.
    package var heldInsets: ScrollPhysics.Insets { state.heldInsets }
    /// Called after every delivery, with the offset delivered (for views that re-render from the
    /// stage). A call into the feed from here is coalesced like any re-entry.
    package var onUpdate: ((Double) -> Void)? {
        get { updateHandler }
        set { updateHandler = newValue }
    }
    /// ``onUpdate``'s storage, private so that its accesses are checked statically: a `package`
    /// stored property is checked at run time on every read, which cost a scroll through the feed
    /// 76 of its instructions (W2 `feed` n = 1,000, issue 37, item 3).
    private var updateHandler: ((Double) -> Void)?

    /// The element frames of the last delivery (a repeat needs the same).
    private var deliveredElements: [String: CGRect]?
    /// Whether the frames last delivered are the stage's own, as a delivery by number left them
    /// (``update(measuring:measuringAll:reading:)``), rather than `deliveredElements`: the stage's
    /// layout is then read when frames are compared (no copy of them is kept, which a measure
    /// changing a frame in place would copy whole).
    private var deliveredToStage = false
    /// Whether a delivery is under way (updates are coalesced meanwhile).
    package var isDelivering: Bool { flags.contains(.delivering) }
    #if DEBUG
    /// How many updates took the fast path of a scroll alone (debug builds: for the tests).
    private(set) var fastDeliveries = 0
    /// How many deliveries handed the stage the changed frames by number (debug builds: for the tests).
    private(set) var deliveriesByNumber = 0
    #endif
    /// Whether every update takes the full delivery, never the fast path of a scroll alone (which
    /// gives the same results: the tests compare the two).
    var alwaysDeliversInFull: Bool {
        get { flags.contains(.fullDeliveriesOnly) }
        set { if newValue { flags.insert(.fullDeliveriesOnly) } else { flags.remove(.fullDeliveriesOnly) } }
    }
    /// Counts ``update(measuring:reading:)`` calls, to notice one nested in another.
    private var readings = 0
    /// The newest update that arrived during a delivery (delivered with the elements current then).
    private var pending: ScrollViewGeometry?

    /// A feed that sends offsets along `source.axis` to `source`.
    package init(source: ScrollSource) {
        destination = .source(source)
        unretainedStage = nil
        axis = source.axis
    }

    /// A feed that lays out and scrolls `stage`, measuring along `axis` (default vertical; it
    /// becomes the layout's axis).
    package init(stage: Stage, axis: ScrollAxis = .vertical) {
        destination = .stage(stage)
        unretainedStage = .passUnretained(stage)
        self.axis = axis
    }

    /// A feed that lays out and scrolls `page`'s stage and switches its variants when the
    /// viewport changes (a rotation, a Split View or Stage Manager resize): after each new layout
    /// it calls ``ResponsiveStage/followLayout()`` — at the offset the stage had, on the new layout
    /// — and then scrolls to the new offset (issue 39, item 3).
    package convenience init(responsive page: ResponsiveStage, axis: ScrollAxis = .vertical) {
        self.init(stage: page.stage, axis: axis)
        responsive = page
    }

    /// The responsive stage whose variants follow the layout, if any.
    package private(set) var responsive: ResponsiveStage?

    /// The size classes the platform reports for the scroll view, given to the responsive stage's
    /// context with each new layout (one switch for a rotation that changes both) and by
    /// ``followSizeClasses()``; `nil` where the platform reports none (AppKit, Linux): the
    /// context's are kept then. A binding sets it before each delivery that may lay out.
    package var reportedSizeClasses: ReportedSizeClasses?

    /// The error of the last switch a new layout asked for and ``ResponsiveStage/followLayout()``
    /// refused (an arriving scene's name held by a base scene; the variant in force stays), or
    /// `nil` after a layout that switched or needed no switch.
    package private(set) var switchError: StageError?

    /// The stage fed, if any.
    package var stage: Stage? {
        if case .stage(let stage) = destination { return stage }
        return nil
    }

    /// The source fed, if any.
    package var source: ScrollSource? {
        if case .source(let source) = destination { return source }
        return nil
    }

    /// Whether a scroll view of `size` differs in size from the last geometry accepted: what a
    /// binding asks before it measures anything for a `bounds` or `frame` observation, which also
    /// fires on every scroll (the origin moves) — only a change of size is news there.
    package func isNewVisibleSize(_ size: CGSize) -> Bool {
        geometry?.visibleSize != size
    }

    /// Delivers `geometry` (see the type's discussion).
    ///
    /// - Parameter geometry: The scroll view's current geometry.
    /// - Returns: `false` if it was refused as non-finite (and counted), otherwise `true` — also
    ///   when it was a repeat, or coalesced to be delivered after the current delivery.
    /// - Complexity: O(1) when only the offset changed, plus the stage's own work for the move.
    ///   After ``elements`` was set, O(*e*) for *e* elements to check and compare them; a change of
    ///   frames, content or viewport lays the stage out (see ``Stage/layout``: only the scenes
    ///   anchored to what changed are placed again while the viewport and the names stay).
    @discardableResult
    package func update(_ geometry: ScrollViewGeometry) -> Bool {
        if let offset = scrollOffset(of: geometry) {
            // A scroll alone: the fast path (see `scrollOffset(of:)`).
            Self.noteScroll(to: geometry, in: &state)
            #if DEBUG
            fastDeliveries += 1
            #endif
            if let stage = unretainedStage {
                _ = stage._withUnsafeGuaranteedRef { $0.setOffset(offset) }
            } else if case .source(let source) = destination {
                source.send(offset)
            }
            updateHandler?(offset)
            if pending != nil { deliverPending(after: 1) }
            flags.remove(.delivering)
            return true
        }
        guard geometry.isFinite, checkElements() else {
            refusedGeometryCount += 1
            return false
        }
        if flags.contains(.delivering) {
            if pending != nil { coalescedCount += 1 }
            pending = geometry
            return true
        }
        flags.insert(.delivering)
        defer { flags.remove(.delivering) }
        // `pending` is nil outside a delivery: only what a delivery caused is taken from it.
        deliver(geometry, causedByDelivery: false)
        deliverPending(after: 1)
        return true
    }

    /// Delivers the updates that arrived during the `passes` deliveries made so far, the newest
    /// each time, until none arrives or ``maximumPasses`` is reached (see "Re-entry").
    private func deliverPending(after passes: Int) {
        var passes = passes
        while let next = pending {
            pending = nil
            if passes == Self.maximumPasses {
                droppedCount += 1
                return
            }
            passes += 1
            deliver(next, causedByDelivery: true)
        }
    }

    /// The offset to deliver if `geometry` is a **scroll alone** — only its content offset differs
    /// from the last geometry accepted (sizes and insets as last time), ``elements`` was not set
    /// since, no delivery is under way, the insets measured with are the ones a full delivery would
    /// compute, and the stage's layout is still the feed's — or `nil` if it is not (or is a repeat,
    /// or its offset is not finite): then the full delivery decides.
    ///
    /// The fast path gives exactly what the full delivery gives for such a geometry (the same
    /// offset, no layout, the same counts), without copying the delivery state in and out,
    /// comparing the geometries whole or checking the 12 numbers known to be finite: issue 37,
    /// item 3 (`Benchmarks/count-w2.sh --case='^feed$'`).
    // Forced inline, an exception to the house style measured with callgrind (Benchmarks/count-w2.sh):
    // W2 feed n = 1,000: 615.5 instructions an op without it (the geometry copied for the call),
    // 602.0 with — measured together with `Stage.tracksAdded`, which took scrub from 431.0 to 427.4.
    @inline(__always)
    private func scrollOffset(of geometry: ScrollViewGeometry) -> Double? {
        let state = self.state
        guard state.flags.isEmpty, let last = state.geometry, let measured = state.measured,
              Self.sameSizesAndInsets(geometry, last) else { return nil }
        let offset = geometry.contentOffset, lastOffset = last.contentOffset
        guard Double(offset.x).isFinite && Double(offset.y).isFinite,
              Double(offset.x) != Double(lastOffset.x) || Double(offset.y) != Double(lastOffset.y) else { return nil }
        let held = state.heldInsets
        if held.top != 0 || held.left != 0 || held.bottom != 0 || held.right != 0 {
            // What the full delivery measures with: the view's insets plus the held ones.
            let insets = geometry.insets, used = measured.insets
            guard used.top == insets.top + held.top && used.left == insets.left + held.left
                && used.bottom == insets.bottom + held.bottom && used.right == insets.right + held.right else { return nil }
        }
        if case .stage(let stage) = destination, stage.layoutGeneration != state.laidOutGeneration { return nil }
        return axis == .vertical ? Double(offset.y) + measured.insets.top : Double(offset.x) + measured.insets.left
    }

    /// Whether `a` and `b` have the same content size, visible size and insets, compared number
    /// by number (`CGSize`'s `==` is a call into Foundation on Linux).
    private static func sameSizesAndInsets(_ a: ScrollViewGeometry, _ b: ScrollViewGeometry) -> Bool {
        Double(a.contentSize.width) == Double(b.contentSize.width) && Double(a.contentSize.height) == Double(b.contentSize.height)
            && Double(a.visibleSize.width) == Double(b.visibleSize.width) && Double(a.visibleSize.height) == Double(b.visibleSize.height)
            && a.insets.top == b.insets.top && a.insets.left == b.insets.left && a.insets.bottom == b.insets.bottom && a.insets.right == b.insets.right
    }

    /// Records the scroll `scrollOffset(of:)` accepted — the geometry as reported, the measured one
    /// with its content offset — and marks the delivery under way: one access to the state.
    private static func noteScroll(to geometry: ScrollViewGeometry, in state: inout DeliveryState) {
        state.geometry = geometry
        state.measured?.contentOffset = geometry.contentOffset
        state.flags = .delivering
    }

    /// Measures the view's element frames with `measure`, **then** reads its geometry with `read`,
    /// and delivers them: what a binding does on every observation.
    ///
    /// Measuring can lay the view out (a collection view asked for an item's layout attributes),
    /// and a layout that changes the content size or offset reports it at once — a nested update,
    /// delivered from inside `measure`. Geometry read before measuring would be older than that
    /// and would undo it. So the geometry is read after measuring, and an update during which a
    /// nested one was made delivers nothing more: the nested update measured and read everything
    /// after the layout, while elements this one measured before it may be stale.
    ///
    /// - Parameters:
    ///   - measure: The element frames in content coordinates (they become ``elements``).
    ///   - read: The view's geometry, or `nil` if the view is gone.
    /// - Returns: `nil` if `read` found no view (nothing is delivered); otherwise as ``update(_:)``
    ///   (`true` when a nested update superseded this one).
    @discardableResult
    package func update(measuring measure: () -> [String: CGRect], reading read: () -> ScrollViewGeometry?) -> Bool? {
        readings &+= 1
        let reading = readings
        let frames = measure()
        guard let geometry = read() else { return nil }
        if readings != reading { return true }   // superseded by a nested update
        elements = frames
        return update(geometry)
    }

    /// Measures the elements of `frames` (all of them, or only those tracked since the last
    /// measure), **then** reads the view's geometry with `read`, and delivers them: what a binding
    /// does on every observation, as ``update(measuring:reading:)`` with
    /// `{ frames.frames(measuringAll: measuringAll) }` — the same stage layout, offset, events and
    /// counts — but faster when only frames changed.
    ///
    /// Once a delivery has laid the stage out with these frames, and while nothing else lays it out,
    /// gives ``elements`` other frames or changes the set of names the frames know, a delivery hands
    /// the stage only the frames the measure changed, by number: nothing is compared or hashed
    /// but what changed. Otherwise — and for a new viewport, held insets, a non-finite frame, or a
    /// delivery under way — it takes the whole way of ``update(_:)``.
    ///
    /// - Parameters:
    ///   - frames: The elements to measure (they become ``elements``).
    ///   - measuringAll: Whether to measure every tracked element (see
    ///     ``ElementFrames/frames(measuringAll:)``).
    ///   - read: The view's geometry, or `nil` if the view is gone.
    /// - Returns: As ``update(measuring:reading:)``.
    /// - Complexity: O(*n*) measurer calls for *n* elements measured, plus O(*c*) for the *c*
    ///   frames they changed and the stage's work for them (see ``Stage/layout``): no hashing. The
    ///   first delivery after the names changed is O(*n*), one hash a name.
    @discardableResult
    package func update(measuring frames: ElementFrames, measuringAll: Bool = true, reading read: () -> ScrollViewGeometry?) -> Bool? {
        readings &+= 1
        let reading = readings
        frames.measure(all: measuringAll)
        guard let geometry = read() else {
            link = nil
            return nil
        }
        if readings != reading {   // superseded by a nested update
            link = nil
            return true
        }
        if deliverChanges(of: frames, geometry) { return true }
        // The whole way: every frame compared with those delivered.
        elements = frames.lastKnownFrames
        frames.discardChanges()
        let sets = elementSets, epoch = frames.nameEpoch, wasDelivering = isDelivering
        guard update(geometry) else { return false }
        if !wasDelivering, pending == nil, sets == elementSets, epoch == frames.nameEpoch, flags.isEmpty || flags == .fullDeliveriesOnly,
           case .stage(let stage) = destination, stage.layoutGeneration == state.laidOutGeneration {
            // The stage holds these frames, and these names: link them.
            link = Link(frames: frames, nameEpoch: epoch)
            storedElements = [:]
            deliveredElements = nil
            deliveredToStage = true
        }
        return true
    }

    /// Delivers `geometry` and the frames `frames` changed since the last delivery, by number,
    /// if the link allows it (see ``update(measuring:measuringAll:reading:)``); `false` if the
    /// whole way must decide.
    private func deliverChanges(of frames: ElementFrames, _ geometry: ScrollViewGeometry) -> Bool {
        guard var link, link.frames === frames, link.nameEpoch == frames.nameEpoch, frames.changesAreLogged, pending == nil,
              case .stage(let stage) = destination else { return false }
        var state = self.state
        guard state.flags.isEmpty, let previous = state.measured, state.heldInsets == .zero, state.laidOutGeneration == stage.layoutGeneration,
              geometry.isFinite, geometry.viewportSize == previous.viewportSize else { return false }
        let map: [Int32]
        if let known = link.map {
            map = known
        } else {
            map = frames.numbers(in: stage.elementIndex.ids)
            link.map = map
            self.link = link
        }
        var ids = changedIDs, newFrames = changedFrames
        changedIDs = []
        changedFrames = []
        defer {
            changedIDs = ids
            changedFrames = newFrames
        }
        // Taken: from here a return of `false` takes the whole way, which compares every frame.
        // (A frame that is not finite is refused by the whole way.)
        guard frames.takeChanges(mappedBy: map, ids: &ids, frames: &newFrames) else { return false }
        let contentChanged = geometry.contentSize != previous.contentSize
        if !contentChanged && geometry == previous && !stage.differ(ids, newFrames) {
            repeatCount += 1
            return true
        }
        state.geometry = geometry
        state.measured = geometry
        state.flags = .delivering
        self.state = state
        #if DEBUG
        deliveriesByNumber += 1
        #endif
        if contentChanged || !ids.isEmpty {
            stage.setElementFrames(ids, newFrames, content: geometry.contentSize)
            self.state.laidOutGeneration = stage.layoutGeneration
            if let responsive { followLayout(responsive, of: stage) }
        }
        let offset = geometry.offset(along: axis)
        stage.setOffset(offset)
        onUpdate?(offset)
        deliverPending(after: 1)
        flags.remove(.delivering)
        return true
    }

    private func deliver(_ geometry: ScrollViewGeometry, causedByDelivery: Bool) {
        // Elements may have been changed by the delivery that queued this one: check them again.
        if causedByDelivery && !checkElements() {
            refusedGeometryCount += 1
            return
        }
        var state = self.state
        state.geometry = geometry
        let previous = state.measured
        var measured = geometry
        if causedByDelivery, let previous {
            // The stage wrote these insets: keep measuring with the previous ones, exactly.
            measured.insets = previous.insets
            state.heldInsets = ScrollPhysics.Insets(top: previous.insets.top - geometry.insets.top, left: previous.insets.left - geometry.insets.left,
                                                    bottom: previous.insets.bottom - geometry.insets.bottom, right: previous.insets.right - geometry.insets.right)
        } else if state.heldInsets != .zero {
            let held = state.heldInsets
            measured.insets = ScrollPhysics.Insets(top: geometry.insets.top + held.top, left: geometry.insets.left + held.left,
                                                   bottom: geometry.insets.bottom + held.bottom, right: geometry.insets.right + held.right)
        }
        if state.flags.contains(.elementsChanged) {
            // Set since the last delivery: the same frames as delivered are no change (compared
            // when they were checked).
            state.flags.remove(.elementsChanged)
            if state.flags.contains(.elementsDiffer) { state.flags.insert(.newElements) }
            state.flags.remove(.elementsDiffer)
        }
        let offset = measured.offset(along: axis)
        let laidOut = previous.map { $0.contentSize == measured.contentSize && $0.viewportSize == measured.viewportSize } ?? false
        if laidOut && !state.flags.contains(.newElements), case .stage(let stage) = destination,
           stage.layoutGeneration != state.laidOutGeneration {
            // The layout was changed behind the feed's back: give it the feed's again.
            state.flags.insert(.newElements)
        }
        let layOut = state.flags.contains(.newElements) || !laidOut
        if measured == previous && !state.flags.contains(.newElements) {
            self.state = state
            repeatCount += 1
            return
        }
        state.measured = measured
        state.flags.remove(.newElements)
        // Written back before calling out: a re-entrant update finds it current, and nothing after
        // the calls writes it again but `laidOutGeneration`.
        self.state = state
        switch destination {
        case .source(let source):
            source.send(offset)
        case .stage(let stage):
            if layOut {
                deliveredElements = elements
                deliveredToStage = false
                // Only the scenes anchored to what changed are placed again (see `Stage.layout`).
                stage.layout = measured.layout(axis: axis, elements: elements)
                self.state.laidOutGeneration = stage.layoutGeneration
                if let responsive { followLayout(responsive, of: stage) }
            }
            stage.setOffset(offset)
        }
        onUpdate?(offset)
    }

    /// Switches `page`'s variant to the one the stage's new layout puts in force, at the stage's
    /// offset; a switch's adds and updates leave the layout as it was, so the feed's stays current.
    private func followLayout(_ page: ResponsiveStage, of stage: Stage) {
        do {
            try page.followLayout(sizeClasses: reportedSizeClasses)
            switchError = nil
        } catch {
            switchError = error
        }
        state.laidOutGeneration = stage.layoutGeneration
    }

    /// Gives the responsive stage the ``reportedSizeClasses`` now, if its context has others: a
    /// size-class change without a resize (a trait change on iPad), switched at the stage's
    /// offset. Nothing before the stage has a context (the first layout gives them), for a feed
    /// of no responsive stage, or when the platform reports none. A refused switch is kept in
    /// ``switchError``, as for a layout.
    ///
    /// - Complexity: O(1) when the context has these size classes; otherwise O(*v*) for *v*
    ///   variants, plus the switch's cost.
    package func followSizeClasses() {
        guard let page = responsive, let reported = reportedSizeClasses, let context = page.context, !reported.match(context) else { return }
        do {
            try page.updateSizeClasses(horizontal: reported.horizontal, vertical: reported.vertical)
            switchError = nil
        } catch {
            switchError = error
        }
    }

    /// Whether every element frame is finite, checked again only after ``elements`` was set — and
    /// then compared with the frames last delivered (the flag `elementsDiffer`), in the same walk.
    private func checkElements() -> Bool {
        var flags = flags
        guard flags.contains(.elementsChanged) else { return !flags.contains(.elementsNotFinite) }
        var delivered = deliveredElements
        if deliveredToStage, case .stage(let stage) = destination, stage.layoutGeneration == state.laidOutGeneration {
            delivered = stage.layout.elements
        }
        let (finite, differ) = Self.inspect(elements, against: delivered)
        if finite { flags.remove(.elementsNotFinite) } else { flags.insert(.elementsNotFinite) }
        if differ { flags.insert(.elementsDiffer) } else { flags.remove(.elementsDiffer) }
        self.flags = flags
        return finite
    }

    /// Whether every frame of `elements` is finite, and whether they differ from `delivered`.
    ///
    /// Frames measured again hold the names in the order of the frames delivered, when they are a
    /// changed copy of them (as ``ElementFrames/frames(measuringAll:)`` returns): then the two are
    /// compared position by position — each name by its identity, no hashing — and only a changed
    /// frame is checked (the delivered ones were finite). Frames in another order or of other names
    /// are checked and compared whole (one hash a name). Issue 37, item 4. (A walk by index costs
    /// about 80 instructions a name, W2 `feed_relayout`; `zip` of the two dictionaries, 178.)
    ///
    /// - Complexity: O(*e*) for *e* elements.
    private static func inspect(_ elements: [String: CGRect], against delivered: [String: CGRect]?) -> (finite: Bool, differ: Bool) {
        guard let delivered, delivered.count == elements.count else {
            return (elements.values.allSatisfy(\.animationComponents.isFinite), true)
        }
        var differ = false
        var position = elements.startIndex, old = delivered.startIndex
        while position != elements.endIndex {
            let (name, frame) = elements[position], (oldName, oldFrame) = delivered[old]
            guard name == oldName else {
                return (elements.values.allSatisfy(\.animationComponents.isFinite), elements != delivered)
            }
            if frame.origin.x != oldFrame.origin.x || frame.origin.y != oldFrame.origin.y
                || frame.size.width != oldFrame.size.width || frame.size.height != oldFrame.size.height {
                guard frame.animationComponents.isFinite else { return (false, true) }
                differ = true
            }
            elements.formIndex(after: &position)
            delivered.formIndex(after: &old)
        }
        return (true, differ)
    }
}

// A feed drives a stage, which lives in one isolation domain.
@available(*, unavailable)
extension ScrollViewFeed: Sendable {}
