/// A range of scroll offsets with tracks that animate through it and events when it is crossed —
/// ScrollMagic's scene, ScrollTrigger's trigger.
///
/// A scene starts at an anchor and extends for a length (or to a second anchor). Length 0 makes it
/// a pure trigger: a point that reports events when passed but is never active. Its progress is
/// `(offset − start) / length` clamped into `0...1`.
///
/// ```swift
/// var intro = ScrollScene("intro", start: 0, length: 600)
/// intro.hysteresis = 4                                  // ignore jitter of up to 4 points
/// intro.add(Track(fade, to: \Title.opacity, on: title))     // keyed on progress
/// intro.add(.pin { y in pinned.translationY = y })    // keeps an element fixed while active
/// intro.onEvent = { event in print(event) }             // intro enter @0.0, …
/// try stage.add(intro)
/// try stage.updateScene(named: "intro") { $0.hysteresis = 8 }   // later, in place
/// ```
///
/// ## Boundaries and events
/// A scene with length > 0 is *active* strictly inside `start < offset < end`; at `start` or before
/// it is *before*, at `end` or after it is *after* (ScrollTrigger's `isActive` and ScrollMagic's
/// states). A trigger (length 0) is *before* below `start` and *after* from `start` on.
///
/// With ``hysteresis`` `h > 0`, a state changes only once the offset is more than `h` past the
/// boundary: entering needs `offset > start + h`, leaving back needs `offset ≤ start − h` (and
/// likewise at the end), so jitter within `h` of a boundary fires nothing. Hysteresis affects events
/// and ``SceneState`` only; track values are always a pure function of the offset.
///
/// With ``once``, the scene completes the first time it is left forwards: it reports nothing more,
/// stays *after*, and its tracks hold their end values even when the offset goes back.
///
/// A scene is a value: the stage keeps its own copy. To change a scene after it is on a stage,
/// use ``Stage/updateScene(named:_:)``; ``Stage/scene(named:)`` reads the stage's copy.
///
/// Scenes hold closures (tracks, ``onEvent``), so they are not `Sendable`: build and use them
/// where the ``Stage`` lives.
public struct ScrollScene {
    /// Where a scene ends: a number of points after its start, or a second anchor.
    ///
    /// Closed forever (a range is given by its length or its end), so it is an enum.
    public enum End: Hashable, Sendable {
        /// `length` points after the start (0 = a trigger).
        case length(Double)
        /// Where the anchor resolves; if that is before the start, the scene is a trigger at its start.
        case anchor(ScrollAnchor)
    }

    /// The scene's name, unique on a stage; events and queries use it.
    public var name: String { storage.name }
    /// Where the scene starts.
    public var start: ScrollAnchor {
        get { storage.start }
        set { unique().start = newValue }
    }
    /// Where the scene ends.
    public var end: End {
        get { storage.end }
        set { unique().end = newValue }
    }
    /// The dead band around each boundary, in points (default 0); see the type's discussion.
    public var hysteresis: Double {
        get { storage.hysteresis }
        set { unique().hysteresis = newValue }
    }
    /// Whether the scene completes after it is first left forwards (default `false`).
    public var once: Bool {
        get { storage.once }
        set { unique().once = newValue }
    }
    /// Whether the scene takes part (default `true`), like ScrollTrigger's `enable()`/`disable()`.
    ///
    /// A disabled scene is frozen: it reports no events; its tracks are not written, not even by a
    /// switch of the stage's ``Stage/motionPolicy`` or by ``Stage/restore(_:)`` (they keep their
    /// values); and its state and progress stay what they were, also when its tracks change (a
    /// restore still sets its state). Enabling it again brings its tracks up to date for the
    /// current offset under the policy current then (those a policy switch or a restore skipped,
    /// and new ones, are written even where their position did not move), and reports the
    /// crossings between where it was frozen and the current offset, as a layout change does; if
    /// its element vanished meanwhile, it ends as a scene enabled throughout would: one that was
    /// active leaves backwards (`leaveBack` at its last start, its tracks written at its start).
    public var isEnabled: Bool {
        get { storage.isEnabled }
        set { unique().isEnabled = newValue }
    }
    /// The scene's tracks, written every frame in which their position changes.
    public var tracks: [Track] {
        get { storage.tracks }
        // In place, so that `scene.tracks.append(track)` does not copy the array each time.
        _modify { yield &unique().tracks }
    }
    /// Called with each of this scene's events, before the stage's ``Stage/onEvent`` and the
    /// stage's event streams.
    public var onEvent: ((SceneEvent) -> Void)? {
        get { storage.onEvent }
        set { unique().onEvent = newValue }
    }
    /// The toggled animation the scene plays, by the name a ``StageDocument`` gives it, and its
    /// actions (``toggling(_:named:)``): what a document writes as the scene's `animation` and
    /// `toggleActions`.
    var toggle: StageDocument.SceneToggle? {
        get { storage.toggle }
        set { unique().toggle = newValue }
    }
    /// The toggled animations connected with ``toggling(_:named:)``, in the order connected: the
    /// stage gives them a scene's load events that no handler hears (see
    /// ``Stage/LoadEvents/onScreen``).
    var toggledAnimations: [ToggledAnimation] {
        get { storage.toggledAnimations }
        set { unique().toggledAnimations = newValue }
    }

    /// The scene's fields, shared by its copies until one of them changes (copy on write). A stage
    /// copies a scene several times as it adds it (the caller's array, the batch, its own list),
    /// and a scene's fields — two anchors with their names, the tracks, the handler — cost about
    /// 330 instructions to copy and destroy; a shared reference costs a retain and a release.
    /// W2 build n = 1,000: 7,263,017 instructions a build with the fields inline, 5,790,357 with
    /// them shared, for one allocation more a scene (3,150 mallocs a build against 2,151).
    private var storage: Storage

    /// The storage of ``ScrollScene``: its fields.
    ///
    /// Their accesses are not checked at run time: only a scene reaches its storage, it writes
    /// only storage no other scene shares (`unique()`, in a mutating member, which Swift already
    /// checks), and every access but the `tracks` modify ends before it returns; that modify
    /// runs the caller's code only while the caller holds the scene exclusively. Checked, they
    /// cost 316,000 instructions a build more (W2 build n = 1,000: 6,106,441 against 5,790,357).
    private final class Storage {
        let name: String
        @exclusivity(unchecked) var start: ScrollAnchor
        @exclusivity(unchecked) var end: End
        @exclusivity(unchecked) var hysteresis: Double = 0
        @exclusivity(unchecked) var once = false
        @exclusivity(unchecked) var isEnabled = true
        @exclusivity(unchecked) var tracks: [Track] = []
        @exclusivity(unchecked) var onEvent: ((SceneEvent) -> Void)?
        @exclusivity(unchecked) var toggle: StageDocument.SceneToggle?
        @exclusivity(unchecked) var toggledAnimations: [ToggledAnimation] = []

        init(name: String, start: ScrollAnchor, end: End) {
            self.name = name
            self.start = start
            self.end = end
        }

        /// A copy with the same fields, for a scene about to change one.
        func copy() -> Storage {
            let copy = Storage(name: name, start: start, end: end)
            copy.hysteresis = hysteresis
            copy.once = once
            copy.isEnabled = isEnabled
            copy.tracks = tracks
            copy.onEvent = onEvent
            copy.toggle = toggle
            copy.toggledAnimations = toggledAnimations
            return copy
        }
    }

    /// The storage, copied first if another scene shares it: the one to change.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// A scene with the fields given and the others at their defaults.
    private init(
        name: String, start: ScrollAnchor, end: End, hysteresis: Double, once: Bool, tracks: [Track],
        onEvent: ((SceneEvent) -> Void)?
    ) {
        storage = Storage(name: name, start: start, end: end)
        storage.hysteresis = hysteresis
        storage.once = once
        storage.tracks = tracks
        storage.onEvent = onEvent
    }

    /// A scene from `start` to `start + length`, in absolute offsets.
    ///
    /// - Parameters:
    ///   - name: The scene's name, unique on its stage.
    ///   - start: Where it starts, in points.
    ///   - length: How long it is, in points (0 = a trigger).
    ///   - hysteresis: The dead band around each boundary, in points (default 0).
    ///   - once: Whether it completes after it is first left forwards (default `false`).
    ///   - tracks: Its tracks, written as a list (default none): the trailing closure.
    ///   - onEvent: Called with each of its events (default none): a second trailing closure,
    ///     `ScrollScene(…) { tracks } onEvent: { event in … }`.
    public init(
        _ name: String, start: Double, length: Double, hysteresis: Double = 0, once: Bool = false,
        @TrackBuilder tracks: () -> [Track] = { [] }, onEvent: ((SceneEvent) -> Void)? = nil
    ) {
        self.init(name, start: .offset(start), length: length, hysteresis: hysteresis, once: once, tracks: tracks, onEvent: onEvent)
    }

    /// A scene from an anchor, `length` points long (0 = a trigger).
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// final class Title { var opacity = 0.0 }
    /// let title = Title()
    /// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 0.5) }
    /// let intro = ScrollScene("intro", start: .element("hero", .start, meets: .center), length: 600, hysteresis: 4) {
    ///     Track(fade, to: \Title.opacity, on: title, motion: .fade)
    /// }
    /// print(intro.tracks.count)
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    ///
    /// - Parameters:
    ///   - name: The scene's name, unique on its stage.
    ///   - start: Where it starts.
    ///   - length: How long it is, in points (0 = a trigger).
    ///   - hysteresis: The dead band around each boundary, in points (default 0).
    ///   - once: Whether it completes after it is first left forwards (default `false`).
    ///   - tracks: Its tracks, written as a list (default none): the trailing closure.
    ///   - onEvent: Called with each of its events (default none): a second trailing closure,
    ///     `ScrollScene(…) { tracks } onEvent: { event in … }`.
    public init(
        _ name: String, start: ScrollAnchor, length: Double, hysteresis: Double = 0, once: Bool = false,
        @TrackBuilder tracks: () -> [Track] = { [] }, onEvent: ((SceneEvent) -> Void)? = nil
    ) {
        self.init(name: name, start: start, end: .length(length), hysteresis: hysteresis, once: once, tracks: tracks(), onEvent: onEvent)
    }

    /// A scene between two anchors, such as ScrollTrigger's `start: "top bottom", end: "bottom top"`.
    /// If the end resolves before the start, the scene is a trigger at its start.
    ///
    /// - Parameters:
    ///   - name: The scene's name, unique on its stage.
    ///   - start: Where it starts.
    ///   - end: Where it ends.
    ///   - hysteresis: The dead band around each boundary, in points (default 0).
    ///   - once: Whether it completes after it is first left forwards (default `false`).
    ///   - tracks: Its tracks, written as a list (default none): the trailing closure.
    ///   - onEvent: Called with each of its events (default none): a second trailing closure,
    ///     `ScrollScene(…) { tracks } onEvent: { event in … }`.
    public init(
        _ name: String, start: ScrollAnchor, end: ScrollAnchor, hysteresis: Double = 0, once: Bool = false,
        @TrackBuilder tracks: () -> [Track] = { [] }, onEvent: ((SceneEvent) -> Void)? = nil
    ) {
        self.init(name: name, start: start, end: .anchor(end), hysteresis: hysteresis, once: once, tracks: tracks(), onEvent: onEvent)
    }

    /// A scene over a named range of an element's pass through the viewport — CSS's
    /// `animation-range: entry` — found again at every layout with ``ScrollAnchor/ViewRange``'s
    /// rules, so it stays exact when the element grows past the viewport or shrinks below it.
    ///
    /// For a range that starts in one named range and ends in another (CSS's `entry 25% exit 75%`),
    /// give two view anchors: `ScrollScene(name, start: .view(.entry, of: e, at: .fraction(0.25)),
    /// end: .view(.exit, of: e, at: .fraction(0.75)))`.
    ///
    /// A range that resolves to zero length (a subject exactly as long as the visibility range has an
    /// empty ``ScrollAnchor/ViewRange/contain``; an empty subject an empty
    /// ``ScrollAnchor/ViewRange/entryCrossing``) makes the scene a trigger at that offset, as a
    /// scene of length 0 is: it reports its crossing and its tracks step from their start to their
    /// end values there. CSS instead makes such a timeline *inactive* (its animations show no
    /// effect); a trigger keeps the event a page relies on, which is why Scrollwork chose it.
    ///
    /// - Parameters:
    ///   - name: The scene's name, unique on its stage.
    ///   - range: The named range.
    ///   - element: The subject's name in ``StageLayout/elements``.
    ///   - insets: The visibility range's insets from the viewport's edges (CSS `view-timeline-inset`;
    ///     default none).
    ///   - hysteresis: The dead band around each boundary, in points (default 0).
    ///   - once: Whether it completes after it is first left forwards (default `false`).
    ///   - tracks: Its tracks, written as a list (default none): the trailing closure.
    ///   - onEvent: Called with each of its events (default none): a second trailing closure.
    public init(
        _ name: String, range: ScrollAnchor.ViewRange, of element: String, insets: ScrollAnchor.ViewInsets = .zero,
        hysteresis: Double = 0, once: Bool = false,
        @TrackBuilder tracks: () -> [Track] = { [] }, onEvent: ((SceneEvent) -> Void)? = nil
    ) {
        self.init(name, start: .view(range, of: element, at: .start, insets: insets), end: .view(range, of: element, at: .end, insets: insets),
                  hysteresis: hysteresis, once: once, tracks: tracks, onEvent: onEvent)
    }

    /// Adds a track.
    public mutating func add(_ track: Track) {
        tracks.append(track)
    }

    /// The scene's anchors: its start, and its end when that is an anchor.
    var anchors: [ScrollAnchor] {
        if case .anchor(let end) = end { return [start, end] }
        return [start]
    }

    /// Checks the numbers a stage cannot work with (without allocating: a stage checks every scene
    /// it is given).
    func validate() throws(StageError) {
        if case .length(let length) = end, !(length.isFinite && length >= 0) {
            throw .invalidLength(scene: name, length: length)
        }
        guard hysteresis.isFinite, hysteresis >= 0 else { throw .invalidHysteresis(scene: name, hysteresis: hysteresis) }
        try validate(start)
        if case .anchor(let end) = end { try validate(end) }
    }

    private func validate(_ anchor: ScrollAnchor) throws(StageError) {
        func check(_ number: Double) throws(StageError) {
            if !number.isFinite { throw .nonFiniteAnchor(scene: name, anchor: number) }
        }
        try check(anchor.points)
        try check(anchor.edge.fraction)
        try check(anchor.edge.points)
        try check(anchor.viewportEdge.fraction)
        try check(anchor.viewportEdge.points)
    }

    /// The resolved `(start, end)` in `layout`, or `nil` if an anchor names an unknown element.
    func resolve(in layout: StageLayout) -> (start: Double, end: Double)? {
        // Anchors resolve only to finite offsets (or `nil`); a start plus a length may still overflow.
        guard let start = start.resolve(in: layout) else { return nil }
        switch end {
        case .length(let length):
            let end = start + length
            return end.isFinite ? (start, end) : nil
        case .anchor(let anchor):
            guard let end = anchor.resolve(in: layout) else { return nil }
            return (start, max(end, start))
        }
    }
}
