extension Track {
    /// A track that scrolls another stage: it moves `child` to `progress ×` the child's scroll
    /// range (``StageLayout/maximumOffset`` of its layout) — ScrollTrigger's `containerAnimation`,
    /// as a nested stage.
    ///
    /// A pinned section whose content moves sideways while the page scrolls down is a scene of the
    /// page (with a pin) holding this track, and a child stage with a horizontal layout — the
    /// section's viewport and content, its panels as elements — with scenes, tracks, pins and
    /// markers of its own, anchored on the horizontal positions of its elements:
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let strip = try Stage(layout: StageLayout(axis: .horizontal, viewport: CGSize(width: 390, height: 844),
    ///                                           content: CGSize(width: 4 * 390, height: 844))) {
    ///     ScrollScene("panel3", start: .offset(780), length: 390, onEvent: { print("strip:", $0) })
    /// }
    /// let page = try Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844),
    ///                                          content: CGSize(width: 390, height: 5000))) {
    ///     ScrollScene("gallery", start: 1000, length: 2340) {
    ///         Track.pin { _ in }                        // hold the section while the strip moves
    ///         Track.driving(strip)                      // 2,340 points down = 1,170 points sideways
    ///     } onEvent: { event in print("page:", event) }
    /// }
    /// page.setOffset(0)
    /// page.setOffset(3400)                              // one jump: the strip's crossings, in order
    /// ```
    ///
    /// ```text
    /// strip: panel3 enter @780.0
    /// strip: panel3 leave @1170.0
    /// page: gallery enter @1000.0
    /// page: gallery leave @3340.0
    /// ```
    ///
    /// The child behaves exactly as a stage that is scrolled by hand: the first offset it receives
    /// (when this track is first written) places its scenes as the child's own ``Stage/loadEvents``
    /// says — silently by default; the parent's setting is the parent's — a jump of the parent
    /// reports every crossing of the child in the child's scroll order (and the way back mirrors
    /// it), and its tracks, pins, markers, labels, snapshots and hysteresis are its own, in the
    /// child's points.
    ///
    /// **Order of events.** The child is moved when this track is written, in the parent's track
    /// phase, so the child's events of an update are reported before the parent's own events of the
    /// same update — the parent's "tracks first" rule with the child as the track's destination:
    /// when the parent's handlers run, the child has its final offset, states and track values.
    /// Across the two stages the order is by stage, not by position on the page: a jump into the
    /// middle of the section reports the child's crossings, then the section's `enter`.
    ///
    /// **Re-entrancy.** The child's handlers run inside the parent's track phase: they may change
    /// the child (a new offset or layout is processed after the events already found, as on any
    /// stage) or any other stage, but not the parent — a call that changes the parent from there
    /// traps, as from any of its track closures. The child must not drive its parent.
    ///
    /// **What the track does not follow.** It is written when its position changes, so a new
    /// layout of the child alone does not move the child to `progress ×` its new range: move it
    /// (`child.setOffset(progress * child.layout.maximumOffset)`) after changing its layout. The
    /// child has its own ``Stage/motionPolicy``: set it with the parent's. The track is
    /// ``MotionKind/essential`` (reduced motion keeps it exact), and it keeps `child` alive.
    ///
    /// - Parameter child: The stage to scroll; not the stage this track is added to.
    /// - Returns: A track keyed on ``TrackDomain/progress`` of its scene (or of the whole scroll
    ///   range, as a stage's own track).
    public static func driving(_ child: Stage) -> Track {
        var track = Track(Track.identity, domain: .progress, motion: .essential) { [child] progress in
            child.setOffset(progress * child.layout.maximumOffset)
        }
        track.drivenStage = child
        return track
    }
}
