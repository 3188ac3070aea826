/// Runs keyed animations on any target, one frame per ``tick(at:)``: Pop's animator, headless.
///
/// Add a ``PropertyAnimation`` under a key to an ``AnimatableProperty`` (an object's key path, held
/// weakly, or read/write closures). Each tick writes every running animation's value for that
/// time; time comes from outside — explicit ``tick(at:)`` calls, or ``FrameTicking/run(every:clock:untilIdle:isolation:)``
/// with any `Clock`.
///
/// ```swift
/// final class Card { var y = 0.0 }
/// let card = Card(), animator = Animator()
/// var drop = PropertyAnimation.spring(DampedSpring(bounciness: 8, speed: 12), to: 300.0)
/// drop.onStop = { finished in print("stopped, finished:", finished) }
/// animator.add(drop, to: card, \.y, forKey: "drop")
/// for frame in 0...60 { animator.tick(at: Double(frame) / 60) }   // card.y follows the spring
/// animator.retarget(forKey: "drop", to: 120.0)                     // keeps position and velocity
/// ```
///
/// ## Behaviour
/// - **Keys.** Keys are unique per animator. Adding under a key in use replaces that animation:
///   the new one takes the key, then the old one stops with `finished == false`. A `nil` key gets a
///   fresh one (returned).
/// - **Time.** Every call that starts or changes an animation takes an optional time (`at:`, on the
///   tick clock). Without one, it takes effect at the tick in progress (from a callback: so a
///   hand-off made there is seamless), else at the ``timeSource``'s reading (the frame drivers
///   install one), else — with neither — `add` starts the animation's clock at the next tick and
///   the other calls act at the last tick. Every value is a closed-form function of time since the
///   start, so sampling at 30, 60 or 120 Hz gives the same values at the same times, and with a
///   time or a time source so does every call made between frames. An animation has ended when
///   its time says so, whether or not a frame has shown it: a call finds one that has ended by the
///   call's time finished — its end value written, `stopped(finished: true)` reported — so a
///   retarget, hand-off, pause or removal just after an end returns `false`, and an add under its
///   key replaces nothing. A pause at time *t* holds the value at *t*, and writes it at once.
///   An animation added during a tick is first written on the next tick. Ticks never go back in
///   time (an earlier time counts as the last one); NaN and infinite times are ignored, and a NaN
///   or infinite `at:` counts as none.
/// - **Events**, per animation and frame, in this order: `started` (once, when its delay is over);
///   on the first frame of a new run, the previous run's `reachedTarget` if no frame caught it,
///   then `repeated(run:)`; the value is written; `reachedTarget` (first crossing per run);
///   `applied`; `stopped(finished:)`. They reach the animation's closures, its
///   ``AnimationTracer``, and every ``events()`` stream. A frame that skips whole runs reports only
///   the run it lands in.
/// - **Direction.** ``reverseAnimation(forKey:at:)`` plays an animation backward along the same
///   curve (its motion time runs backward, so values stay closed forms of time) until it is back
///   at its start, where it finishes; ``playAnimation(forKey:at:)`` turns it forward again, and
///   ``completeAnimation(forKey:at:)`` ends it on its end value at once. Frames played backward
///   report `applied` only. A ``ToggledAnimation`` drives these from a scene's crossings.
/// - **Re-entrancy.** Callbacks may add, remove, retarget, pause or resume animations; removals take
///   effect at once (the removed animation reports `stopped` before the call returns), and a tick
///   requested from inside a callback is ignored. A change made by a callback applies after the
///   change that caused the callback: when ``add(_:to:forKey:at:)`` replaces an animation, or
///   ``removeAnimation(forKey:at:)`` or ``removeAllAnimations(at:)`` removes one, its `onStop` runs once
///   the key already holds the new animation (or none), so an add it makes under that key replaces
///   the new animation, or is kept after a removal. In every state each key names at most one
///   animation, ``animationKeys`` lists each key once, and ``isIdle`` is `true` exactly when no
///   animation can write again.
/// - **Ending.** An animation ends when it finishes, is removed or replaced, or its object is
///   deallocated (weakly held); it then reports exactly one `stopped`, after a `started`. When the
///   animator itself is deinitialised, its animations end without callbacks and its event streams
///   finish.
///
/// ## Threading
/// An animator is confined to one thread or actor: it holds non-`Sendable` targets and callbacks
/// and runs them synchronously inside ``tick(at:)``, without locks. It is therefore not `Sendable`;
/// the compiler keeps it inside the isolation domain that created it (hand it to a driver task with
/// `Task { await animator.run(…) }` and use it only from there, or run the driver on your actor).
///
/// - Complexity: ``tick(at:)`` is O(*n*) in the running animations and allocates nothing in steady
///   state (no event streams subscribed and no tracers recording).
public final class Animator {
    var records: [AnimationRecord] = []
    var index: [String: AnimationRecord] = [:]
    var continuations: [AsyncStream<AnimationEvent>.Continuation] = []
    var isTicking = false
    var tickTime = 0.0
    var needsCompaction = false
    private var nextKey = 0

    /// The time of the last tick, or `nil` before the first.
    public private(set) var lastTickTime: Double?

    /// The current time on the tick clock, for calls made between ticks without `at:`; see
    /// ``FrameTicking/timeSource``.
    public var timeSource: (() -> Double)?

    /// How much motion the animations show (default ``MotionPolicy/full``).
    ///
    /// Under ``MotionPolicy/reduced``, an animation whose ``PropertyAnimation/motion`` is
    /// ``MotionKind/decorative`` ends at once at its end value (a tween's target, a spring's target,
    /// where a decay stops; the end of its last run with repeats), and every other spring settles
    /// without overshoot: its damping is raised to critical if it was below, and it may not pass its
    /// target (so a spring handed a fling's velocity settles without oscillating). Tweens and decays
    /// that are not decorative run as they are. Switching to reduced ends running decorative
    /// animations at the next tick (or at a call that acts on one before it); other running
    /// animations keep the motion they started with until they are retargeted or replaced.
    public var motionPolicy = MotionPolicy.full {
        didSet {
            guard motionPolicy.isReduced, !oldValue.isReduced else { return }
            for record in records { record.reduceMotion() }
        }
    }

    /// Called whenever an animation is added (or handed off) or resumed, so that a frame driver
    /// paused while the animator was idle resumes; see ``FrameTicking/onNeedsFrames``.
    public var onNeedsFrames: (() -> Void)?

    /// Creates an animator with no animations.
    public init() {}

    deinit {
        for continuation in continuations { continuation.finish() }
    }

    /// The animator's current time: the tick in progress, else the last tick's time.
    var now: Double? { isTicking ? tickTime : lastTickTime }

    /// When a motion started now begins: `time`, the tick in progress or the time source (see
    /// ``FrameTicking/callTime(_:tick:)``), else `nil` — the next tick.
    func startTime(_ time: Double?) -> Double? {
        callTime(time, tick: isTicking ? tickTime : nil)
    }

    /// When a change made now acts: as ``startTime(_:)``, else the last tick's time.
    func actionTime(_ time: Double?) -> Double? {
        startTime(time) ?? lastTickTime
    }

    /// The animation under `key` as a call made at `time` finds it: the one there is first brought
    /// to `time` (see ``catchUp(_:at:)``), so one that has ended by then has finished, whether or
    /// not a frame has shown it. What its callbacks add under `key` meanwhile is returned instead.
    func liveRecord(forKey key: String, at time: Double?) -> AnimationRecord? {
        if let time, let record = index[key] { catchUp(record, at: time) }
        return index[key]
    }

    /// Brings `record` to `time` between frames: it starts if its delay is over, and finishes if
    /// its motion has ended, as a frame at `time` would have done. Its callbacks run as from a
    /// tick at `time`: calls they make without a time act then, and ticks they ask for are ignored.
    func catchUp(_ record: AnimationRecord, at time: Double) {
        actingAsTick(at: time) { record.catchUp(at: time, in: self) }
    }

    /// Runs `body` as from a tick at `time` (see ``catchUp(_:at:)``).
    func actingAsTick(at time: Double, _ body: () -> Void) {
        let wasTicking = isTicking, outerTime = tickTime
        isTicking = true
        tickTime = time
        body()
        isTicking = wasTicking
        tickTime = outerTime
        compactIfIdle()
    }

    // MARK: Adding and removing

    /// Adds an animation of a property under a key, replacing any animation with that key.
    ///
    /// The replacement happens at `time`: an animation under `key` that has ended by then has
    /// finished (`stopped(finished: true)`, its end value written) and is not replaced; a running
    /// one stops with `finished == false`.
    ///
    /// - Parameters:
    ///   - animation: The animation to run.
    ///   - property: Where to read and write the value.
    ///   - key: The key, or `nil` (default) for a fresh unique key.
    ///   - time: When the animation's clock starts (its delay counts from there), on the tick clock;
    ///     `nil` (default) means now (see the type's discussion of time), or the next tick.
    /// - Returns: The key used, typed with the animation's value.
    @discardableResult
    public func add<Value>(
        _ animation: PropertyAnimation<Value>, to property: AnimatableProperty<Value>, forKey key: String? = nil, at time: Double? = nil
    ) -> AnimationKey<Value> {
        AnimationKey(insert(animation, to: property, forKey: key, anchor: startTime(time)).key)
    }

    /// Adds an animation of `object[keyPath: keyPath]`, holding `object` weakly.
    ///
    /// - Parameters:
    ///   - animation: The animation to run.
    ///   - object: The object to animate; when it is deallocated the animation stops (not finished).
    ///   - keyPath: The property to animate.
    ///   - threshold: The completion threshold, > 0 (default 0.01; see ``AnimatableProperty``).
    ///   - key: The key, or `nil` (default) for a fresh unique key.
    ///   - time: When the animation's clock starts; see ``add(_:to:forKey:at:)``.
    /// - Returns: The key used, typed with the animation's value.
    /// - Precondition: `threshold` is finite and > 0.
    @discardableResult
    public func add<Object: AnyObject, Value>(
        _ animation: PropertyAnimation<Value>, to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        threshold: Double = 0.01, forKey key: String? = nil, at time: Double? = nil
    ) -> AnimationKey<Value> {
        add(animation, to: .keyPath(keyPath, of: object, threshold: threshold), forKey: key, at: time)
    }

    /// Adds a record for `animation` under `key` (or a fresh key), replacing the one there; returns it.
    @discardableResult
    func insert<Value>(_ animation: PropertyAnimation<Value>, to property: AnimatableProperty<Value>, forKey key: String?, anchor: Double?) -> TypedRecord<Value> {
        let key = key ?? freshKey()
        // The replacement happens at the new animation's start: an old one that has ended by then
        // finishes first (`finished == true`), as a frame would have made it.
        let time = anchor ?? actionTime(nil)
        // The new animation takes the key before the old one stops, so the old one's callbacks run
        // against the finished change: an add they make under this key is a later add and replaces
        // the new animation in turn. Every key then has exactly one animation that has not ended.
        let replaced = liveRecord(forKey: key, at: time)
        let record = TypedRecord(key: key, animation: animation, property: property, anchor: anchor)
        records.append(record)
        index[key] = record
        onNeedsFrames?()
        if let replaced {
            replaced.stop(finished: false, at: time ?? 0, in: self)
            compactIfIdle()
        }
        return record
    }

    func freshKey() -> String {
        repeat { nextKey += 1 } while index["#\(nextKey)"] != nil
        return "#\(nextKey)"
    }

    /// Removes the animation with `key`; it reports `stopped(finished: false)` before this returns.
    ///
    /// The removal happens at `time`, or now: at the tick in progress, else at the
    /// ``timeSource``'s reading, else at the last tick. An animation that has ended by then has
    /// finished instead (`stopped(finished: true)`, its end value written), and the call returns
    /// `false`.
    ///
    /// - Parameters:
    ///   - key: The key's name.
    ///   - time: When the removal happens, on the tick clock; `nil` (default) means now.
    /// - Returns: Whether an animation that had not ended had that key.
    @discardableResult
    public func removeAnimation(forKey key: String, at time: Double? = nil) -> Bool {
        let time = actionTime(time)
        guard let record = liveRecord(forKey: key, at: time) else { return false }
        record.stop(finished: false, at: time ?? 0, in: self)
        compactIfIdle()
        return true
    }

    /// Removes every animation, in the order they were added; each reports `stopped(finished: false)`.
    ///
    /// The removal happens at `time`, or at the time ``removeAnimation(forKey:at:)`` describes.
    /// Animations that have ended by then first finish (`finished == true`), as a frame would have
    /// made them; then the animations present are removed, including any that those finishing
    /// callbacks added. An animation that a removed animation's stop callback adds is a later change
    /// and is kept (``isIdle`` is then `false`).
    ///
    /// - Parameter time: When the removal happens, on the tick clock; `nil` (default) means now.
    public func removeAllAnimations(at time: Double? = nil) {
        let time = actionTime(time)
        if let time {
            // Those that have ended by now finish first, as frames would have made them.
            for record in records where record.lifecycle != .stopped { catchUp(record, at: time) }
        }
        let present = records.filter { $0.lifecycle != .stopped }
        for record in present { record.stop(finished: false, at: time ?? 0, in: self) }
        compactIfIdle()
    }

    /// Called by a record when it stops, for whatever reason.
    func didStop(_ record: AnimationRecord) {
        if index[record.key] === record { index[record.key] = nil }
        needsCompaction = true
    }

    private func compactIfIdle() {
        guard !isTicking, needsCompaction else { return }
        records.removeAll { $0.lifecycle == .stopped }
        needsCompaction = false
    }

    // MARK: Queries

    /// The keys of the animations that have not ended, in the order they were added.
    ///
    /// - Complexity: O(*n*).
    public var animationKeys: [String] {
        records.compactMap { $0.lifecycle == .stopped ? nil : $0.key }
    }

    /// Whether an animation with `key` exists (pending, running or paused).
    public func hasAnimation(forKey key: String) -> Bool {
        index[key] != nil
    }

    /// Where the animation with `key` is in its life, or `nil` if there is none.
    public func status(forKey key: String) -> AnimationStatus? {
        index[key]?.status(at: now)
    }

    /// The value the animation with `key` last wrote, or `nil` if there is none, it has not
    /// written yet, or it animates values of another type.
    ///
    /// - Parameter key: The key, as ``add(_:to:forKey:at:)`` returned it (or a literal, whose
    ///   value type comes from the context).
    public func value<Value: Interpolatable>(forKey key: AnimationKey<Value>) -> Value? {
        (index[key.name] as? TypedRecord<Value>)?.current
    }

    /// The velocity of the animation with `key` at the animator's current time, in units per
    /// second per component, or `nil` if there is none, it has not started, or its value is not a
    /// `Value`. A tween's velocity is estimated numerically (see ``Tween/velocity(at:from:to:)``).
    ///
    /// - Parameter key: The key, as ``add(_:to:forKey:at:)`` returned it (or a literal, whose
    ///   value type comes from the context).
    public func velocity<Value: AnimatableVector>(forKey key: AnimationKey<Value>) -> Value? {
        guard let record = index[key.name] as? TypedRecord<Value>, record.lifecycle == .running, let now,
              let velocity = record.velocity(at: now)
        else { return nil }
        return Value(animationComponents: velocity)
    }

    /// Whether nothing is left to animate.
    public var isIdle: Bool { index.isEmpty }

    // MARK: Ticking

    /// Advances every animation to `time` and writes their values.
    ///
    /// - Parameter time: Seconds on any clock the caller chooses, as long as it keeps to one; a time
    ///   earlier than the last tick counts as the last tick's time, and a NaN or infinite time is
    ///   ignored, as is a tick requested from a callback of this tick.
    /// - Complexity: O(*n*) in the animations; no allocation in steady state.
    public func tick(at time: Double) {
        guard time.isFinite, !isTicking else { return }
        isTicking = true
        tickTime = max(time, lastTickTime ?? time)
        // Records added by callbacks are appended past `count` and wait for the next tick; records
        // removed by callbacks are only marked, so indices stay valid until the compaction below.
        let count = records.count
        var i = 0
        while i < count {
            records[i].step(at: tickTime, in: self)
            i += 1
        }
        lastTickTime = tickTime
        isTicking = false
        compactIfIdle()
    }
}

// An animator runs its targets' writes and its callbacks synchronously on the thread that ticks
// it, without locks: it is confined to one thread or actor and cannot be sent.
@available(*, unavailable)
extension Animator: Sendable {}
