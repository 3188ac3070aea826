/// How much motion an app shows: everything, or only what the user causes and what is essential —
/// the reduced motion of Apple's Human Interface Guidelines and WCAG 2.3.3.
///
/// A ``Stage``, an ``Animator`` and a ``ScrollPhysics`` each have a `motionPolicy`, switchable while
/// they run; the platform layer feeds it from the system's Reduce Motion setting. Under
/// ``reduced``, what changes depends on the ``MotionKind`` of each track and animation:
///
/// | kind | tracks (scroll-linked) | animations | springs of any kind |
/// |---|---|---|---|
/// | ``MotionKind/decorative`` | discrete: each scale holds its `from` until its middle, then its `to` | instant: the end value at once | — |
/// | ``MotionKind/fade`` | unchanged (fades and colour changes are fine) | unchanged | never overshoot |
/// | ``MotionKind/essential`` | unchanged | unchanged | never overshoot |
///
/// Events, scene states, pins and snapping targets are the same under both policies; only values
/// change. A spring never overshoots under reduced motion: its damping is raised to critical (if it
/// was below) and it may not pass its target, so a spring handed a fling's velocity settles
/// without oscillating. A scroll view's own motion (dragging, gliding, rubber banding) is caused
/// by the user and stays; its programmatic animated scrolls move at once.
///
/// A struct over a private enum, so that new policies can be added without breaking a client `switch`.
public struct MotionPolicy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case full, reduced }
    let kind: Kind

    /// All motion (the default).
    public static let full = MotionPolicy(kind: .full)
    /// No decorative movement: reduced motion.
    public static let reduced = MotionPolicy(kind: .reduced)

    /// The policy for the system's Reduce Motion setting: ``reduced`` when it is on.
    public init(reduceMotion: Bool) {
        kind = reduceMotion ? .reduced : .full
    }

    init(kind: Kind) { self.kind = kind }

    /// Whether this is ``reduced``.
    public var isReduced: Bool { kind == .reduced }

    /// `full` or `reduced`.
    public var description: String { isReduced ? "reduced" : "full" }
}

/// What kind of motion a track or an animation makes, which decides what reduced motion does with
/// it (see ``MotionPolicy``).
///
/// Defaults by value type, when a track or animation does not say: ``RGBA`` values are
/// ``fade``s (colour changes are fine under reduced motion); everything else — numbers, points,
/// sizes, rects and your own types — is ``decorative``, because a number is as often a position,
/// a scale or an angle as an opacity: mark opacity tracks `.fade`. Pins are ``essential``.
///
/// A struct over a private enum, so that new kinds can be added without breaking a client `switch`.
public struct MotionKind: Hashable, Sendable, CustomStringConvertible {
    enum Kind: UInt8, Hashable, Sendable { case decorative, fade, essential }
    let kind: Kind

    /// Sliding, zooming, spinning, parallax the user did not directly cause: discrete or instant
    /// under reduced motion.
    public static let decorative = MotionKind(kind: .decorative)
    /// Opacity and colour changes: kept under reduced motion.
    public static let fade = MotionKind(kind: .fade)
    /// Motion that carries meaning or follows the user's hand (a pin, a progress bar, a scroll
    /// position): kept under reduced motion.
    public static let essential = MotionKind(kind: .essential)

    init(kind: Kind) { self.kind = kind }

    /// The default for values of `type`: ``fade`` for ``RGBA``, ``decorative`` otherwise.
    @usableFromInline
    static func `default`<Value>(for type: Value.Type) -> MotionKind {
        type == RGBA.self ? .fade : .decorative
    }

    /// `decorative`, `fade` or `essential`.
    public var description: String {
        switch kind {
        case .decorative: "decorative"
        case .fade: "fade"
        case .essential: "essential"
        }
    }
}
