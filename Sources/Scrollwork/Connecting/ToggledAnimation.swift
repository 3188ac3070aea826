/// A keyed animation that a scene's crossings play, pause, resume, reverse, restart, reset or
/// complete — ScrollTrigger's `toggleActions`, on an ``Animator``.
///
/// Make one with ``Animator/connect(_:to:_:threshold:forKey:actions:)`` and pass its ``handle(_:)``
/// as the scene's event handler. Scrolling then starts time-based motion instead of scrubbing it:
///
/// ```swift
/// import Scrollwork
///
/// final class Badge { var scale = 0.0 }
/// let badge = Badge(), animator = Animator()
/// var now = 0.0
/// animator.timeSource = { now }                    // when events happen (a frame driver sets one)
/// let pop = animator.connect(.tween(from: 0.0, to: 1, duration: 0.5, easing: .linear), to: badge, \.scale,
///                            forKey: "pop", actions: ToggleActions(leaveBack: .reverse))
/// let stage = try Stage {
///     ScrollScene("badge", start: 400, length: 300, onEvent: pop.handle)
/// }
/// stage.setOffset(0)
/// now = 1; stage.setOffset(500)                    // enter: play
/// animator.tick(at: 1.25)                          // 0.5 of the way
/// now = 1.25; stage.setOffset(300)                 // leaveBack: reverse, from where it is
/// animator.tick(at: 1.5)
/// print(badge.scale)
/// now = 2; stage.setOffset(1000)                   // one jump over the whole scene
/// print(badge.scale)                               // played at once: the jump took no time
/// ```
///
/// ```text
/// 0.0
/// 1.0
/// ```
///
/// ## Time
/// A stage has no clock: its events happen when an offset arrives. An action takes effect at the
/// animator's current time, as any call without `at:` does (see ``Animator``): the tick in progress,
/// else the animator's ``Animator/timeSource`` — which the frame drivers install, and which you set
/// when you tick by hand — else its last tick (an action that starts the animation: its next
/// tick). With a time source, the values do not depend on the frame rate: the same offsets at the
/// same times give the same values at 30, 60 or 120 Hz.
///
/// ## Jumps
/// A move that passes the whole scene — `enter` then `leave` in one update, or `enterBack` then
/// `leaveBack` — takes no time, as ScrollTrigger's `fastScrollEnd` has it: both actions are
/// performed in order, and after each the animation completes at once where it is heading (its
/// end value playing forward, its start value playing backward; a paused one stays). So a jump
/// leaves the animation as a slow scroll would have, with time for it to finish inside the scene:
/// `play none none reverse` jumped over forward shows its end value; `play reverse` its start
/// value. A trigger (a scene of length 0) is always passed in one update and plays as usual. A
/// `leave` counts as part of a jump when it follows its scene's `enter` at the same offset with
/// another boundary: the update that passed the scene (or a layout change that moved the scene
/// past the offset).
///
/// ## Reduced motion
/// Under the animator's reduced ``Animator/motionPolicy`` a ``MotionKind/decorative`` animation
/// takes no time: each action completes at once, as in a jump. Other kinds play as usual (springs
/// without overshoot).
///
/// ## The animation's life
/// Each play is a run of the animation on the animator, with `started` … `stopped` and the
/// callbacks of the ``PropertyAnimation``; between runs the animator has nothing under the key,
/// and the connection remembers where the value rests (at the start or the end, facing forward or
/// backward) and the start value the first run read, so that a reversal or a restart goes back
/// exactly there. An animation removed or replaced by other code counts as resting at its start.
/// A stage's first offset is silent by default, so a scene found active reports no `enter`: to
/// have the scenes on screen at load play (and those passed complete), set the stage's
/// ``Stage/loadEvents`` to ``Stage/LoadEvents/onScreen`` (or ``Stage/LoadEvents/fromStart``).
/// Under ``Stage/LoadEvents/onScreen`` a passed scene reports nothing, and its animation is
/// completed only when the scene knows it — connected with ``ScrollScene/toggling(_:named:)``,
/// not only passed as a handler.
///
/// Like its animator, a connection is used from one isolation domain. It holds the animator weakly:
/// once the animator is gone, events do nothing.
public final class ToggledAnimation {
    /// The key of the animation on the animator.
    public let key: String
    /// What each crossing does.
    public var actions: ToggleActions

    private weak var animator: Animator?
    private let target: ToggleTarget
    /// The animator's record of the current run, if any (it may have ended since).
    private var record: AnimationRecord?
    /// Where the value rests between runs.
    private var restsAtEnd = false
    private var facesForward = true
    /// The last event handled, to recognise a jump over the scene.
    private var lastEvent: SceneEvent?

    init(key: String, actions: ToggleActions, animator: Animator, target: ToggleTarget) {
        self.key = key
        self.actions = actions
        self.animator = animator
        self.target = target
    }

    /// Performs the action for `event.kind` on the animation (see the type's discussion of time,
    /// jumps and reduced motion). Pass it as a scene's handler: `onEvent: toggle.handle`.
    ///
    /// - Parameter event: A crossing of the scene the animation is connected to.
    public func handle(_ event: SceneEvent) {
        guard let animator else { return }
        let jump = isJump(event)
        lastEvent = event
        // The first half of a jump takes no time: what its action started is over.
        if jump { settle(in: animator) }
        perform(actions[event.kind], in: animator)
        if jump || (animator.motionPolicy.isReduced && target.motion == .decorative) { settle(in: animator) }
    }

    /// Whether `event` completes a pass over the whole scene in one update.
    private func isJump(_ event: SceneEvent) -> Bool {
        guard let last = lastEvent, last.scene == event.scene, last.offset == event.offset, last.boundary != event.boundary
        else { return false }
        return (last.kind == .enter && event.kind == .leave) || (last.kind == .enterBack && event.kind == .leaveBack)
    }

    /// The current run if it has not ended by now; once it has, where it left the value.
    private func liveRecord(in animator: Animator) -> AnimationRecord? {
        if let record, record.lifecycle != .stopped, let time = animator.actionTime(nil) {
            animator.catchUp(record, at: time)
        }
        guard let record else { return nil }
        if record.lifecycle == .stopped || animator.index[key] !== record {
            target.learnStart(from: record)
            switch record.ending {
            case .atEnd: restsAtEnd = true
            case .atStart: restsAtEnd = false
            case .interrupted, nil:
                restsAtEnd = false
                facesForward = true
            }
            self.record = nil
            return nil
        }
        return record
    }

    private func perform(_ action: ToggleActions.Action, in animator: Animator) {
        let live = liveRecord(in: animator)
        let now = animator.actionTime(nil) ?? 0
        switch action.kind {
        case .none:
            return
        case .play:
            facesForward = true
            if live != nil {
                animator.playAnimation(forKey: key)
            } else if !restsAtEnd {
                start(in: animator)
            }
        case .pause:
            if live != nil { animator.pauseAnimation(forKey: key) }
        case .resume:
            if live != nil {
                animator.resumeAnimation(forKey: key)
            } else if facesForward && !restsAtEnd {
                start(in: animator)
            } else if !facesForward && restsAtEnd {
                startBackwardFromEnd(in: animator)
            }
        case .reverse:
            facesForward = false
            if live != nil {
                animator.reverseAnimation(forKey: key)
            } else if restsAtEnd {
                startBackwardFromEnd(in: animator)
            }
        case .restart:
            facesForward = true
            start(in: animator)
        case .reset:
            facesForward = true
            if let live {
                animator.reset(live, at: now)
            } else if restsAtEnd, let record = startBackwardFromEnd(in: animator) {
                animator.reset(record, at: now)
            }
        case .complete:
            if live != nil {
                animator.completeAnimation(forKey: key)
            } else if !restsAtEnd, let record = start(in: animator) {
                animator.actingAsTick(at: now) { record.complete(at: now, in: animator) }
            }
        }
        // Learn how the run ended if the action ended it.
        _ = liveRecord(in: animator)
    }

    /// Completes the current run at once where it is heading (a paused one stays).
    private func settle(in animator: Animator) {
        guard let live = liveRecord(in: animator) else { return }
        animator.settle(live, at: animator.actionTime(nil) ?? 0)
        _ = liveRecord(in: animator)
    }

    /// Starts a run from the start, now (or at the next tick without a time).
    @discardableResult
    private func start(in animator: Animator) -> AnimationRecord? {
        let record = target.insert(into: animator, forKey: key, anchor: animator.startTime(nil))
        self.record = record
        return record
    }

    /// Starts a run placed at its end, playing backward, now.
    @discardableResult
    private func startBackwardFromEnd(in animator: Animator) -> AnimationRecord? {
        let now = animator.actionTime(nil) ?? 0
        let record = target.insert(into: animator, forKey: key, anchor: now)
        self.record = record
        animator.actingAsTick(at: now) { target.beginBackwardFromEnd(record, at: now, in: animator) }
        return record.lifecycle == .stopped ? nil : record
    }
}

// A connection holds its animation's closures and acts on a non-Sendable animator.
@available(*, unavailable)
extension ToggledAnimation: Sendable {}

/// The animation a ``ToggledAnimation`` runs, with its value type.
class ToggleTarget {
    let motion: MotionKind

    init(motion: MotionKind) { self.motion = motion }

    /// Adds a fresh run, from the start value the first run read (if any).
    func insert(into animator: Animator, forKey key: String, anchor: Double?) -> AnimationRecord { preconditionFailure("abstract") }
    /// Keeps the start value `record` read, if it started.
    func learnStart(from record: AnimationRecord) { preconditionFailure("abstract") }
    /// Starts `record` at its end, playing backward.
    func beginBackwardFromEnd(_ record: AnimationRecord, at time: Double, in animator: Animator) { preconditionFailure("abstract") }
}

final class TypedToggleTarget<Value: Interpolatable>: ToggleTarget {
    let animation: PropertyAnimation<Value>
    let property: AnimatableProperty<Value>
    /// The start value the first run read (or the animation's `from`).
    var start: Value?

    init(animation: PropertyAnimation<Value>, property: AnimatableProperty<Value>) {
        self.animation = animation
        self.property = property
        start = animation.from
        super.init(motion: animation.motion)
    }

    override func insert(into animator: Animator, forKey key: String, anchor: Double?) -> AnimationRecord {
        let run = start.map { animation.continuing(from: $0, velocity: nil) } ?? animation
        return animator.insert(run, to: property, forKey: key, anchor: anchor)
    }

    override func learnStart(from record: AnimationRecord) {
        if start == nil, let typed = record as? TypedRecord<Value>, let value = typed.startValue { start = value }
    }

    override func beginBackwardFromEnd(_ record: AnimationRecord, at time: Double, in animator: Animator) {
        (record as? TypedRecord<Value>)?.beginBackwardFromEnd(at: time, in: animator)
    }
}

extension Animator {
    /// Connects an animation of `object[keyPath: keyPath]` to a scene's crossings: each crossing
    /// plays, pauses, resumes, reverses, restarts, resets or completes it, as `actions` say.
    ///
    /// Nothing runs until the first crossing; pass the result's ``ToggledAnimation/handle(_:)`` as
    /// the scene's handler (`ScrollScene(…, onEvent: toggle.handle)`). The connection lives on the
    /// animator rather than the stage because the time, the value and the motion policy are the
    /// animator's, and the scene's handler is how any code follows a scene: so one connection
    /// serves a scene of any stage — a nested child stage's too — and the stage's own definition
    /// shows it.
    ///
    /// - Parameters:
    ///   - animation: The animation each run plays. With `from` left `nil`, the first run reads
    ///     the property's value, and later runs go back to that value.
    ///   - object: The object to animate, held weakly.
    ///   - keyPath: The property to animate.
    ///   - threshold: The completion threshold, > 0 (default 0.01; see ``AnimatableProperty``).
    ///   - key: The key its runs use on this animator, or `nil` (default) for a fresh one.
    ///   - actions: What each crossing does (default: play on `enter`, GSAP's default).
    /// - Returns: The connection.
    /// - Precondition: `threshold` is finite and > 0.
    public func connect<Object: AnyObject, Value>(
        _ animation: PropertyAnimation<Value>, to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        threshold: Double = 0.01, forKey key: String? = nil, actions: ToggleActions = ToggleActions()
    ) -> ToggledAnimation {
        connect(animation, to: .keyPath(keyPath, of: object, threshold: threshold), forKey: key, actions: actions)
    }

    /// Connects an animation of a property to a scene's crossings; see
    /// ``connect(_:to:_:threshold:forKey:actions:)``.
    ///
    /// - Parameters:
    ///   - animation: The animation each run plays.
    ///   - property: Where to read and write the value.
    ///   - key: The key its runs use on this animator, or `nil` (default) for a fresh one.
    ///   - actions: What each crossing does (default: play on `enter`).
    /// - Returns: The connection.
    public func connect<Value>(
        _ animation: PropertyAnimation<Value>, to property: AnimatableProperty<Value>, forKey key: String? = nil,
        actions: ToggleActions = ToggleActions()
    ) -> ToggledAnimation {
        ToggledAnimation(
            key: key ?? freshKey(), actions: actions, animator: self,
            target: TypedToggleTarget(animation: animation, property: property))
    }
}

extension ScrollScene {
    /// This scene, its crossings playing `animation` as its ``ToggledAnimation/actions`` say —
    /// ScrollTrigger's `animation` with `toggleActions` — under a name a ``StageDocument`` writes.
    ///
    /// The scene's event handler calls the animation's ``ToggledAnimation/handle(_:)`` first, then
    /// the handler it had. The document of a stage with this scene writes `"animation": name` and
    /// `"toggleActions"`; a stage made from such a document plays the animation bound to `name`
    /// (``TrackBinding/toggle(_:)``) the same way. The stage knows the animation then: under
    /// ``Stage/LoadEvents/onScreen`` a scene passed at load has it completed, silently (see
    /// ``Stage/LoadEvents``), which a handler alone cannot be told.
    ///
    /// - Parameters:
    ///   - animation: What the crossings play (``Animator/connect(_:to:_:threshold:forKey:actions:)``).
    ///   - name: The animation's name in a document, such as `"badge.pop"`.
    /// - Returns: The scene with the animation connected.
    public func toggling(_ animation: ToggledAnimation, named name: String) -> ScrollScene {
        var scene = self
        let previous = onEvent
        scene.onEvent = { event in
            animation.handle(event)
            previous?(event)
        }
        scene.toggle = StageDocument.SceneToggle(animation: name, actions: animation.actions)
        scene.toggledAnimations.append(animation)
        return scene
    }
}
