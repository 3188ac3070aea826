// Pure queries: what a stage would show at an offset, without events and without writes.

extension Stage {
    /// What the stage would show at `offset` — every scene's state, progress and pin, and every
    /// track's value — without reporting an event or writing a target: a scrubber, a preview or a
    /// test can ask about any offset, as often as it likes.
    ///
    /// The answer is what ``setOffset(_:)`` with `offset` would do next, from the stage's current
    /// state: states follow the event contract (hysteresis counts from the current state; a
    /// completed `once` scene stays after; the first offset places every scene silently), and each
    /// track's value is equal, bit for bit, to what the move would write. A disabled scene answers
    /// with its frozen state and progress and its tracks with `nil` (the move would not write them);
    /// so does an unresolved scene, which keeps its state and has no progress. Tracks keyed on
    /// ``TrackDomain/velocity`` read the stage's current ``velocity``: a reading is a place, not
    /// a move in time.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// final class Title { var opacity = 0.0 }
    /// let title = Title()
    /// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
    /// let stage = try Stage {
    ///     ScrollScene("intro", start: 100, length: 200) { Track(fade, to: \Title.opacity, on: title).named("title.opacity") }
    /// }
    /// stage.setOffset(0)
    /// let reading = stage.reading(at: 150)
    /// print(reading.progress(of: "intro")!, try reading.value(of: "title.opacity", as: Double.self), title.opacity)
    /// ```
    ///
    /// ```text
    /// 0.25 0.25 0.0
    /// ```
    ///
    /// ``StageReading/value(of:as:)`` gives a named target's value as its own type (`Double`,
    /// `CGPoint`, ``RGBA``…) and throws a ``StageValueError`` for an unknown name or a wrong type;
    /// ``StageReading/value(ofTarget:)`` gives its raw ``AnimationComponents``.
    ///
    /// - Parameters:
    ///   - offset: The offset to ask about. A NaN or infinite offset reads the current offset
    ///     (the move would be refused), or 0 for a stage without one.
    ///   - motionPolicy: The policy to read under (default: the stage's).
    /// - Complexity: O(*s* + *t*) for *s* scenes and *t* tracks. It allocates the answer.
    public func reading(at offset: Double, motionPolicy: MotionPolicy? = nil) -> StageReading {
        let x = offset.isFinite ? offset : (self.offset ?? 0)
        let reduced = (motionPolicy ?? self.motionPolicy).isReduced
        var reading = StageReading(offset: x, motionPolicy: motionPolicy ?? self.motionPolicy)
        let stageFrame = Self.frame(start: 0, end: scrollLength, seen: x, velocity: trackVelocity)
        reading.stageValues = ownTracks.map { Self.read($0, in: stageFrame, reduced: reduced) }
        for index in 0..<slots.count {
            let scene = scenes[index]
            var slot = slots[index]
            var sceneReading = StageReading.SceneReading(state: slot.state, progress: nil, pinTranslation: nil,
                                                         values: Array(repeating: nil, count: scene.tracks.count))
            if !slot.isEnabled {
                let frozen = frozenFrames[index]
                sceneReading.progress = slot.resolved && !frozen.progress.isNaN ? frozen.progress : nil
                sceneReading.pinTranslation = slot.resolved && !frozen.sceneOffset.isNaN ? frozen.sceneOffset : nil
            } else if slot.resolved {
                if self.offset == nil || !slot.placed {
                    Self.place(&slot, at: x)
                } else if !slot.completed {
                    let flags = Self.flags(slot, at: x)
                    slot.passedStart = flags.start
                    slot.passedEnd = flags.end
                    if flags.end && slot.once { slot.completed = true }
                }
                let frame = Self.frame(of: slot, at: x, velocity: trackVelocity)
                sceneReading.state = slot.state
                sceneReading.progress = frame.progress
                sceneReading.pinTranslation = frame.sceneOffset
                sceneReading.values = scene.tracks.map { Self.read($0, in: frame, reduced: reduced) }
            }
            reading.scenes[scene.name] = sceneReading
        }
        reading.fillTargets(stageTracks: ownTracks, scenes: scenes)
        return reading
    }

    /// What `track` would be written in `frame`.
    static func read(_ track: Track, in frame: SceneFrame, reduced: Bool) -> AnimationComponents? {
        let position = frame.position(track.domain.kind)
        guard !position.isNaN else { return nil }
        return track.read(position, reduced && track.motion == .decorative)
    }
}

/// What a stage would show at an offset: see ``Stage/reading(at:motionPolicy:)``.
public struct StageReading: Sendable {
    /// One scene's answer.
    struct SceneReading: Sendable {
        var state: SceneState
        var progress: Double?
        var pinTranslation: Double?
        var values: [AnimationComponents?]
    }

    /// The offset read.
    public let offset: Double
    /// The policy read under.
    public let motionPolicy: MotionPolicy
    var scenes: [String: SceneReading] = [:]
    /// The values of the stage's own tracks, in the order they were added.
    public internal(set) var stageValues: [AnimationComponents?] = []
    /// Named tracks' values by name (the first track with a name answers for it).
    var targetValues: [String: AnimationComponents?] = [:]
    /// Named tracks' value types by name, for ``value(of:as:)``.
    var targetTypes: [String: Any.Type] = [:]

    init(offset: Double, motionPolicy: MotionPolicy) {
        self.offset = offset
        self.motionPolicy = motionPolicy
    }

    /// The scene's state, or `nil` for an unknown name.
    public func state(of scene: String) -> SceneState? { scenes[scene]?.state }

    /// The scene's progress in `0...1`, with the `nil` cases of ``Stage/progress(of:)-(String)``.
    public func progress(of scene: String) -> Double? { scenes[scene]?.progress }

    /// The scene's pin translation, with the `nil` cases of ``Stage/pinTranslation(of:)-(String)``.
    public func pinTranslation(of scene: String) -> Double? { scenes[scene]?.pinTranslation }

    /// The values of the scene's tracks, in the order of ``ScrollScene/tracks``; `nil` for a track
    /// the move would not write (its scene disabled or unresolved) or whose value type is not an
    /// ``AnimatableVector``. Empty for an unknown name.
    public func values(ofScene scene: String) -> [AnimationComponents?] { scenes[scene]?.values ?? [] }

    /// The value of the track whose target is named `name` (``Track/named(_:)``; every track of a
    /// stage made from a ``StageDocument``) as its components, or `nil` as for ``values(ofScene:)``
    /// and for an unknown name.
    ///
    /// The answer is an ``AnimationComponents``, not an array: `[0]` is the first component, and
    /// `RGBA(animationComponents:)` (or any ``AnimatableVector``'s initialiser) makes the value
    /// again. ``value(of:as:)`` does that for you, and says why when it cannot.
    public func value(ofTarget name: String) -> AnimationComponents? { targetValues[name] ?? nil }

    /// Fills the values of named targets from the stage's and the scenes' values: the stage's own
    /// tracks first, then the scenes' in the order they were added.
    mutating func fillTargets(stageTracks: [Track], scenes: [ScrollScene]) {
        var named = zip(stageTracks, stageValues).map { ($0, $1) }
        for scene in scenes { named += zip(scene.tracks, self.scenes[scene.name]?.values ?? []).map { ($0, $1) } }
        for (track, value) in named {
            if let name = track.name, !targetValues.keys.contains(name) {
                targetValues[name] = .some(value)
                targetTypes[name] = track.valueType
            }
        }
    }
}

extension Track {
    /// `timeline`'s value at `position` as a stage's frame loop computes it (`TrackStorage`), as
    /// components; `nil` when `Value` is not an ``AnimatableVector``.
    @usableFromInline
    static func components<Value: Interpolatable>(of timeline: Timeline<Value>, at position: Double, discrete: Bool) -> AnimationComponents? {
        let index = timeline.index(near: 0, for: position)
        let value: Value
        if index < 0 {
            value = timeline.valueBeforeFirst
        } else if discrete {
            value = Timeline<Value>.discreteValue(timeline.segment(index), length: timeline.length(ofSegment: index), at: position)
        } else {
            value = Timeline<Value>.evaluate(timeline.segment(index), at: position)
        }
        return (value as? any AnimatableVector)?.animationComponents
    }
}
