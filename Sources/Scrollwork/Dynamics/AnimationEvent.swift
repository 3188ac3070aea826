/// Something that happened to a keyed animation, as an ``Animator`` reports it.
///
/// ```swift
/// for await event in animator.events() where event.kind == .stopped(finished: true) {
///     print(event.key, "finished at", event.time)
/// }
/// ```
public struct AnimationEvent: Hashable, Sendable {
    /// The animation's key.
    public let key: String
    /// What happened.
    public let kind: Kind
    /// The animator's time when it happened: the tick's time, or for a change made between ticks
    /// (``Animator/removeAnimation(forKey:at:)`` and the like) the change's time — its `at:`, else
    /// the time source's reading, else the last tick's time (0 before any).
    public let time: Double

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - key: The animation's key.
    ///   - kind: What happened.
    ///   - time: Seconds, on the animator's clock.
    public init(key: String, kind: Kind, time: Double) {
        self.key = key
        self.kind = kind
        self.time = time
    }

    /// The kinds of events, in the order an animation reports them within one frame:
    /// ``started``, ``repeated(run:)``, ``reachedTarget``, ``applied``, ``stopped(finished:)``;
    /// ``retargeted`` is reported when ``Animator/retarget(forKey:to:at:)`` succeeds.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Tag: Hashable, Sendable {
            case started, applied, reachedTarget, retargeted, repeated(Int), stopped(Bool)
        }

        private let tag: Tag

        /// The animation began: its delay is over and its start value is known.
        public static let started = Kind(tag: .started)
        /// A frame's value was written to the property.
        public static let applied = Kind(tag: .applied)
        /// The value reached or crossed the target for the first time in this run: every
        /// component is at the target or on its far side (for an overshooting spring, the first
        /// crossing, long before it stops); a tween when its eased progress first reaches 1.
        public static let reachedTarget = Kind(tag: .reachedTarget)
        /// A running spring was given a new target, keeping its position and velocity.
        public static let retargeted = Kind(tag: .retargeted)

        /// A repeat (or an autoreversed half) began; `run` counts from 0, so the first repeat is 1.
        public static func repeated(run: Int) -> Kind { Kind(tag: .repeated(run)) }

        /// The animation ended: `finished` is `true` when it completed, `false` when it was removed,
        /// replaced, or its object was deallocated.
        public static func stopped(finished: Bool) -> Kind { Kind(tag: .stopped(finished)) }

        /// For ``stopped(finished:)``, whether it finished; `nil` for other kinds.
        public var finished: Bool? {
            if case .stopped(let finished) = tag { return finished }
            return nil
        }

        /// For ``repeated(run:)``, the run that began; `nil` for other kinds.
        public var run: Int? {
            if case .repeated(let run) = tag { return run }
            return nil
        }

        /// `started`, `applied`, `reachedTarget`, `retargeted`, `repeated(run: 1)`, `stopped(finished: true)`.
        public var description: String {
            switch tag {
            case .started: "started"
            case .applied: "applied"
            case .reachedTarget: "reachedTarget"
            case .retargeted: "retargeted"
            case .repeated(let run): "repeated(run: \(run))"
            case .stopped(let finished): "stopped(finished: \(finished))"
            }
        }
    }
}

extension AnimationEvent: CustomStringConvertible {
    /// `key kind @ time`, e.g. `fade stopped(finished: true) @ 0.5`.
    public var description: String { "\(key) \(kind) @ \(time)" }
}
