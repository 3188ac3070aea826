/// Where a scroll comes to rest after a fling: the snap target nearest the fling's projected resting
/// position, reached by a spring that starts with the fling's velocity — ScrollTrigger's `snap` with
/// `inertia`, done with closed forms.
///
/// ```swift
/// let snapping = Snapping(to: .sceneBoundaries)
/// let target = snapping.target(from: 530, velocity: 900, on: stage)      // the next boundary
/// scrollPhysics.restingTarget = snapping.restingTarget(on: stage)        // let the physics snap
/// ```
///
/// The fling's resting position is projected with ``decay`` (UIScrollView's deceleration, the WWDC
/// 2018 projection). With ``isDirectional`` (the default, as in ScrollTrigger), a fling faster than
/// ``directionalSpeed`` only snaps to targets at or beyond the release position in its direction,
/// so it never springs back against the finger; a slower release snaps to the nearest target.
public struct Snapping: Sendable {
    /// The offsets a scroll may come to rest on.
    ///
    /// A struct over a private enum, so new kinds of targets can be added without breaking a client
    /// `switch`. Targets that cannot be resolved (unknown scenes, unknown elements, non-finite
    /// numbers) are left out; a set of targets that resolves to nothing does not snap.
    public struct Targets: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case offsets([Double])
            case anchors([ScrollAnchor])
            case sceneBoundaries
            case scenes([String])
            case progress(scene: String, step: Double)
            case labels
            case combined([Targets])
        }

        let kind: Kind

        /// Fixed offsets.
        public static func offsets(_ offsets: [Double]) -> Targets { Targets(kind: .offsets(offsets)) }
        /// Anchors resolved in the stage's layout — named positions such as "page 2's top at the
        /// viewport's top" (the labels of ScrollTrigger's `snap: "labels"`).
        public static func anchors(_ anchors: [ScrollAnchor]) -> Targets { Targets(kind: .anchors(anchors)) }
        /// The start and end of every resolved scene on the stage.
        public static let sceneBoundaries = Targets(kind: .sceneBoundaries)
        /// The start and end of the named scenes.
        public static func scenes(_ names: [String]) -> Targets { Targets(kind: .scenes(names)) }
        /// Every `step` of a scene's progress: `progress(of: "gallery", every: 0.25)` snaps to its
        /// start, its quarters and its end (ScrollTrigger's `snap: 0.25`).
        ///
        /// - Precondition: `step` is in `0.0001...1` (at most 10,000 targets).
        public static func progress(of scene: String, every step: Double) -> Targets {
            precondition(step >= 0.0001 && step <= 1, "Snapping.Targets.progress(of:every:) needs a step in 0.0001...1, got \(step)")
            return Targets(kind: .progress(scene: scene, step: step))
        }
        /// Every label on the stage (ScrollTrigger's `snap: "labels"`; with ``Snapping/isDirectional``,
        /// `"labelsDirectional"`). See ``StageLabel``.
        public static let labels = Targets(kind: .labels)
        /// All of the given targets together.
        public static func combined(_ targets: [Targets]) -> Targets { Targets(kind: .combined(targets)) }

        /// The targets' offsets on `stage`, sorted and without duplicates.
        ///
        /// - Complexity: O(*s* + *k* log *k*) for *s* scenes and *k* targets.
        public func offsets(on stage: Stage) -> [Double] {
            var offsets: [Double] = []
            collect(on: stage, into: &offsets)
            return Array(Set(offsets.filter(\.isFinite))).sorted()
        }

        private func collect(on stage: Stage, into offsets: inout [Double]) {
            switch kind {
            case .offsets(let values):
                offsets += values
            case .anchors(let anchors):
                offsets += anchors.compactMap { $0.resolve(in: stage.layout) }
            case .sceneBoundaries:
                offsets += stage.sceneNames.compactMap { stage.range(of: $0) }.flatMap { [$0.lowerBound, $0.upperBound] }
            case .scenes(let names):
                offsets += names.compactMap { stage.range(of: $0) }.flatMap { [$0.lowerBound, $0.upperBound] }
            case .progress(let scene, let step):
                guard let range = stage.range(of: scene) else { return }
                let count = Int((1 / step).rounded(.down))
                offsets += (0...count).map { k -> Double in
                    let offset = range.lowerBound + Double(k) * step * (range.upperBound - range.lowerBound)
                    // For ranges near ±greatestFiniteMagnitude the difference overflows: blend instead.
                    return offset.isFinite ? offset : lerp(range.lowerBound, range.upperBound, Double(k) * step)
                }
                offsets.append(range.upperBound)
            case .labels:
                offsets += stage.placedLabels().map(\.offset)
            case .combined(let all):
                for targets in all { targets.collect(on: stage, into: &offsets) }
            }
        }
    }

    /// Where the scroll may come to rest.
    public var targets: Targets
    /// How a fling would decelerate on its own; used to project where it would stop.
    public var decay: Decay
    /// The spring that carries the scroll to the target, starting with the fling's velocity.
    ///
    /// A ``ScrollPhysics`` springs with it through ``restingTarget(on:)``, which sets it as the
    /// release's ``ScrollPhysics/Release/spring`` (in place of ``ScrollPhysics/snapSpring``).
    public var spring: DampedSpring
    /// Whether a fling snaps only forward of its release position in its direction (default `true`).
    public var isDirectional: Bool
    /// Below this speed (points per second, default 10 — where ScrollTrigger considers scrolling
    /// stopped) a release snaps to the nearest target in either direction.
    public var directionalSpeed: Double

    /// Creates a snapping behaviour.
    ///
    /// - Parameters:
    ///   - targets: Where the scroll may come to rest.
    ///   - decay: The deceleration used to project the fling (default ``Decay/normal``).
    ///   - spring: The spring to the target (default: response 0.4 s, critically damped).
    ///   - isDirectional: Whether a fling only snaps forward in its direction (default `true`).
    ///   - directionalSpeed: The speed below which direction is ignored (default 10 points per second).
    public init(to targets: Targets, decay: Decay = .normal, spring: DampedSpring = DampedSpring(response: 0.4, dampingRatio: 1),
                isDirectional: Bool = true, directionalSpeed: Double = 10) {
        self.targets = targets
        self.decay = decay
        self.spring = spring
        self.isDirectional = isDirectional
        self.directionalSpeed = directionalSpeed
    }

    /// The target for a release at `position` moving at `velocity`, or `nil` when there are no
    /// targets (or `position` is not finite).
    ///
    /// - Parameters:
    ///   - position: The offset at release.
    ///   - velocity: The offset's velocity at release, in points per second (positive = the offset
    ///     grows); a non-finite velocity counts as 0.
    ///   - stage: Resolves scene and anchor targets.
    /// - Returns: The target nearest the projected resting position, among the targets allowed by
    ///   the direction rule; ties go to the smaller offset.
    public func target(from position: Double, velocity: Double, on stage: Stage) -> Double? {
        target(from: position, velocity: velocity, among: targets.offsets(on: stage))
    }

    /// The target among already resolved, sorted `offsets`; see ``target(from:velocity:on:)``.
    func target(from position: Double, velocity: Double, among offsets: [Double]) -> Double? {
        guard position.isFinite, !offsets.isEmpty else { return nil }
        let velocity = velocity.isFinite ? velocity : 0
        let projected = decay.projectedPosition(from: position, initialVelocity: velocity)
        var candidates = offsets
        if isDirectional && abs(velocity) >= directionalSpeed {
            let ahead = offsets.filter { velocity > 0 ? $0 >= position : $0 <= position }
            if !ahead.isEmpty { candidates = ahead }
        }
        return candidates.min { abs($0 - projected) < abs($1 - projected) }
    }

    /// The motion from a release at `position` with `velocity` to its target: a spring that starts
    /// with the release velocity. `nil` when there is no target.
    package func motion(from position: Double, velocity: Double, on stage: Stage) -> SnapMotion? {
        guard let target = target(from: position, velocity: velocity, on: stage) else { return nil }
        return SnapMotion(spring: spring, from: position, to: target, initialVelocity: velocity.isFinite ? velocity : 0)
    }

    /// A ``ScrollPhysics/restingTarget`` that snaps along the stage's axis (other axes glide freely),
    /// carried by this snapping's ``spring``.
    ///
    /// For a release along the stage's axis it returns ``target(from:velocity:on:)`` and, when there
    /// is one, sets the release's ``ScrollPhysics/Release/spring`` to ``spring``, so the scroll view
    /// springs to the target with it rather than with its ``ScrollPhysics/snapSpring``. The stage is
    /// held weakly; once it is gone, releases glide freely.
    ///
    /// ```swift
    /// scroll.restingTarget = snapping.restingTarget(on: stage)
    /// ```
    public func restingTarget(on stage: Stage) -> (_ release: inout ScrollPhysics.Release) -> Double? {
        { [weak stage] release in
            guard let stage, release.axis == stage.layout.axis,
                  let target = self.target(from: release.position, velocity: release.velocity, on: stage)
            else { return nil }
            release.spring = self.spring
            return target
        }
    }
}

/// A snap: a spring from a release position and velocity to a target, as a pure function of time.
package struct SnapMotion: Hashable, Sendable {
    /// The spring.
    package var spring: DampedSpring
    /// The offset at release.
    package var from: Double
    /// The target.
    package var to: Double
    /// The velocity at release, in points per second.
    package var initialVelocity: Double

    /// Creates a snap motion.
    package init(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double) {
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
    }

    /// The offset `t` seconds after release (`from` for `t ≤ 0`).
    package func position(at t: Double) -> Double {
        spring.position(at: t, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The velocity `t` seconds after release, in points per second.
    package func velocity(at t: Double) -> Double {
        spring.velocity(at: t, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// How long until the motion stays within `threshold` points of the target (default 0.5).
    package func duration(threshold: Double = 0.5) -> Double {
        spring.settlingDuration(from: from, to: to, initialVelocity: initialVelocity, threshold: threshold)
    }
}
