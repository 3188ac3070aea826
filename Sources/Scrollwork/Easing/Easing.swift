/// A timing curve that maps linear progress to eased progress.
///
/// An easing is a small value: a curve identifier and up to four parameters stored inline, so
/// evaluating one never allocates and a ``Timeline`` can keep one per segment. Curves that need more
/// (``piecewiseLinear(_:)-([LinearStop])`` stops, ``custom(_:)`` closures, combinators) keep an immutable, shared box.
///
/// ```swift
/// Easing.easeInOutCubic(0.25)                  // 0.0625
/// Easing.cubicBezier(0.25, 0.1, 0.25, 1)(0.5)  // 0.802403387584857 (CSS `ease`)
/// Easing.steps(4)(0.5)                         // 0.5
/// Easing.easeInQuad.reversed(0.25)             // 0.4375 (== easeOutQuad)
/// ```
///
/// ## Numeric contract
/// - Every continuous built-in curve has `f(0) == 0` and `f(1) == 1` exactly. ``steps(_:_:)``
///   follows CSS instead (`jumpStart` and `jumpBoth` are already above 0 at 0), and ``piecewiseLinear(_:)-([LinearStop])``
///   returns whatever outputs its stops give.
/// - Input outside `0...1`: the named curves (``linear``, the Penner family, ``spring(mass:stiffness:damping:initialVelocity:)``)
///   clamp it into `0...1`; the CSS curves (``cubicBezier(_:_:_:_:)``, ``steps(_:_:)``, ``piecewiseLinear(_:)-([LinearStop])``)
///   extend as CSS Easing Level 2 says (cubic-bezier along its end tangents, steps by its algorithm,
///   `linear()` along its first and last pieces).
/// - Output may leave `0...1`: back and elastic curves overshoot, and so may cubic-bezier curves
///   with y control points outside `0...1` and under-damped springs.
/// - NaN in gives NaN out for every built-in curve; ±infinity is clamped by the named curves.
///
/// Easings are `Hashable` (two ``custom(_:)`` easings are equal only when they are copies of the
/// same `custom` call) and `Codable` by name and parameters (a custom curve cannot be encoded and
/// throws `EncodingError.invalidValue`).
public struct Easing: Sendable {
    @usableFromInline
    let curve: Curve
    @usableFromInline
    let p0: Double
    @usableFromInline
    let p1: Double
    @usableFromInline
    let p2: Double
    @usableFromInline
    let p3: Double
    @usableFromInline
    let storage: EasingStorage?

    @inlinable
    init(_ curve: Curve, _ p0: Double = 0, _ p1: Double = 0, _ p2: Double = 0, _ p3: Double = 0, storage: EasingStorage? = nil) {
        self.curve = curve
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
        self.storage = storage
    }

    /// Evaluates the curve at `progress`.
    ///
    /// - Parameter progress: Linear progress, usually in `0...1` (see the type's numeric contract
    ///   for input outside it).
    /// - Returns: Eased progress.
    /// - Complexity: O(1) for every built-in curve except ``piecewiseLinear(_:)-([LinearStop])``, which is O(log *k*) in its
    ///   *k* stops, and ``cubicBezier(_:_:_:_:)``, which runs a few Newton steps.
    @inlinable
    public func callAsFunction(_ progress: Double) -> Double {
        // Named curves first: one comparison of the tag on the common path.
        if curve.isNamed { return Easing.penner(curve, progress) }
        switch curve {
        case .cubicBezier:
            return UnitBezier.evaluate(x1: p0, y1: p1, x2: p2, y2: p3, progress)
        case .steps:
            return Easing.evaluateSteps(count: p0, position: p1, progress)
        default:
            return evaluateBoxed(progress)
        }
    }

    /// The evaluation of curves that keep their data in ``storage`` (kept out of line).
    @usableFromInline
    func evaluateBoxed(_ progress: Double) -> Double {
        storage?.evaluate(curve, progress) ?? progress
    }

    /// Linear progress: `f(p) = p` on `0...1`, clamped outside it.
    @inlinable
    public static var linear: Easing { Easing(.linear) }

    /// A curve defined by a closure.
    ///
    /// The closure should be pure and should map 0 to 0 and 1 to 1 if the curve is meant to join
    /// neighbouring timeline segments without a jump; Scrollwork calls it as is, with any input.
    /// A custom easing cannot be encoded, and equals only its own copies.
    ///
    /// - Parameter curve: The timing function; it is called on the thread that evaluates the easing.
    public static func custom(_ curve: @escaping @Sendable (Double) -> Double) -> Easing {
        Easing(.custom, storage: EasingStorage(.custom(curve)))
    }

    /// The curve's point reflection about (0.5, 0.5): `1 - f(1 - p)`.
    ///
    /// It turns an "in" curve into its "out" twin and back: `Easing.easeInCubic.reversed` gives
    /// `easeOutCubic`'s values at every progress (the two are not `==`). Endpoints stay at 0 and 1.
    ///
    /// Reflections that cancel are removed: `e.reversed.reversed` is `e` itself (equal, and the
    /// same values at every progress), so reversing never deepens a chain of combinators.
    public var reversed: Easing {
        if curve == .reversed, let inner = innerEasing { return inner }
        return Easing(.reversed, storage: EasingStorage(.inner(self)))
    }

    /// The curve run forwards over the first half and reflected over the second: an in-out curve.
    ///
    /// `p < 0.5 ? f(2p) / 2 : 1 - f(2 - 2p) / 2`, so `Easing.easeInQuad.mirrored` gives
    /// `easeInOutQuad`'s values at every progress (the two are not `==`: a combinator is not its
    /// named twin). Endpoints stay at 0 and 1; the midpoint is `f(1) / 2`.
    ///
    /// Combinators nest to any depth: evaluating, comparing, printing and releasing a chain of them
    /// take no stack per level (O(*d*) time for *d* levels). Encoding and decoding handle at most
    /// 32 levels.
    ///
    /// Outside `0...1` each mirrored level doubles the distance the inner curve is asked about, so
    /// past about a thousand levels any progress outside `0...1` reaches ±∞ inside the chain. A
    /// chain of any depth gives exactly what its formula gives there: the inner curve's value at
    /// ±∞ scaled by 2^−depth, never NaN unless the inner curve gives NaN. For a CSS curve with a
    /// sloped end tangent that is ±∞, as for a shallow chain at ±∞; for a flat one, 0 or 1.
    public var mirrored: Easing {
        Easing(.mirrored, storage: EasingStorage(.inner(self)))
    }

    /// The deepest chain of ``reversed`` and ``mirrored`` combinators that `Codable` handles: 32.
    ///
    /// Each level is one nested JSON object, and coders recurse per level, so a deeper chain
    /// throws `EncodingError.invalidValue` when encoded and `DecodingError.dataCorrupted` when
    /// decoded instead of exhausting the stack.
    package static let maximumCodableNesting = 32

    /// The easing a combinator wraps, or `nil` for other curves.
    var innerEasing: Easing? {
        guard case .inner(let inner)? = storage?.payload else { return nil }
        return inner
    }

    /// How many combinators wrap the innermost curve (0 for a curve that is not a combinator).
    var combinatorDepth: Int {
        var depth = 0
        var easing = self
        while let inner = easing.innerEasing {
            depth += 1
            easing = inner
        }
        return depth
    }

    /// Evaluates a chain of combinators without recursion: each level maps the progress and adds
    /// an affine map `offset + scale·y` of the output, so the innermost curve is called once.
    ///
    /// The scale is ±2^−*h* after *h* mirrored levels. It is applied to the innermost value as a
    /// sign and an exponent, exactly, rather than as a `Double` that underflows to 0 past about
    /// 1,074 levels (where 0 · ±∞ made NaN): the chain gives what its formula gives at any depth.
    static func evaluateCombinators(_ curve: Curve, _ inner: Easing, _ progress: Double) -> Double {
        var curve = curve, inner = inner, p = progress
        var offset = 0.0, scale = 1.0
        var negative = false, halvings = 0
        while true {
            if curve == .reversed {
                offset += scale
                scale = -scale
                negative.toggle()
                p = 1 - p
            } else if p < 0.5 {
                scale *= 0.5
                halvings += 1
                p = 2 * p
            } else {
                offset += scale
                scale *= -0.5
                negative.toggle()
                halvings += 1
                p = 2 - 2 * p
            }
            guard inner.curve == .reversed || inner.curve == .mirrored, let next = inner.innerEasing else { break }
            curve = inner.curve
            inner = next
        }
        return offset + Double(sign: negative ? .minus : .plus, exponent: -halvings, significand: inner(p))
    }
}

/// Identifies a curve family; the raw value is the name used by `Codable`.
@usableFromInline
enum Curve: String, Sendable, CaseIterable {
    case linear
    case easeInQuad, easeOutQuad, easeInOutQuad
    case easeInCubic, easeOutCubic, easeInOutCubic
    case easeInQuart, easeOutQuart, easeInOutQuart
    case easeInQuint, easeOutQuint, easeInOutQuint
    case easeInSine, easeOutSine, easeInOutSine
    case easeInExpo, easeOutExpo, easeInOutExpo
    case easeInCirc, easeOutCirc, easeInOutCirc
    case easeInElastic, easeOutElastic, easeInOutElastic
    case easeInBack, easeOutBack, easeInOutBack
    case easeInBounce, easeOutBounce, easeInOutBounce
    case cubicBezier
    case steps
    case piecewiseLinear = "piecewiseLinear"
    case spring
    case reversed
    case mirrored
    case custom
}

extension Curve {
    /// Whether the curve is ``Easing/linear`` or a Penner curve: evaluated from its tag alone.
    @inlinable
    var isNamed: Bool {
        switch self {
        case .cubicBezier, .steps, .piecewiseLinear, .spring, .reversed, .mirrored, .custom: return false
        default: return true
        }
    }
}

/// Data a curve needs beyond four inline doubles. Immutable and shared between copies.
// @unchecked: `payload` is written only by `deinit` (which has exclusive access) to unlink a chain
// of combinators; everywhere else it is read-only.
@usableFromInline
final class EasingStorage: @unchecked Sendable {
    enum Payload: Sendable {
        case stops([PiecewiseLinear.Point])
        case spring(SpringCurve)
        case inner(Easing)
        case custom(@Sendable (Double) -> Double)
    }

    private(set) var payload: Payload

    init(_ payload: Payload) { self.payload = payload }

    /// Releases a chain of combinators one link at a time: left to itself, each storage would
    /// release the next from inside its own `deinit`, one stack frame per level.
    deinit {
        var next = takeInnerStorage()
        while var node = next {
            next = nil
            // Shared further down: someone else keeps the rest of the chain alive.
            guard isKnownUniquelyReferenced(&node) else { return }
            next = node.takeInnerStorage()
        }
    }

    /// Unlinks the wrapped easing of a combinator and returns its storage.
    private func takeInnerStorage() -> EasingStorage? {
        guard case .inner(let inner) = payload else { return nil }
        payload = .stops([])
        return inner.storage
    }

    /// Evaluates the curve `curve` (the tag of the easing that owns this storage) at `progress`.
    @usableFromInline
    func evaluate(_ curve: Curve, _ progress: Double) -> Double {
        switch payload {
        case .stops(let points):
            return PiecewiseLinear.evaluate(points, progress)
        case .spring(let spring):
            return spring.curve(progress)
        case .inner(let inner):
            return Easing.evaluateCombinators(curve, inner, progress)
        case .custom(let closure):
            return closure(progress)
        }
    }
}

/// An easing's parameters as plain data: the inline parameters and an unowned reference to the
/// storage, which the ``Easing`` it was made from keeps alive. ``Timeline`` keeps one per segment so
/// that evaluating a segment never copies a reference (see `Timeline.segmentValue`).
@usableFromInline
struct CurveParameters: Sendable {
    @usableFromInline var p0, p1, p2, p3: Double
    @usableFromInline var storage: Unmanaged<EasingStorage>?

    @inlinable
    init(p0: Double, p1: Double, p2: Double, p3: Double, storage: Unmanaged<EasingStorage>?) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
        self.storage = storage
    }

    @inlinable
    init(_ easing: Easing) {
        self.init(p0: easing.p0, p1: easing.p1, p2: easing.p2, p3: easing.p3, storage: easing.storage.map { Unmanaged.passUnretained($0) })
    }

    /// Evaluates curve `curve` with these parameters. The storage must still be alive.
    @usableFromInline
    func evaluate(_ curve: Curve, _ progress: Double) -> Double {
        switch curve {
        case .cubicBezier:
            return UnitBezier.evaluate(x1: p0, y1: p1, x2: p2, y2: p3, progress)
        case .steps:
            return Easing.evaluateSteps(count: p0, position: p1, progress)
        default:
            guard let storage else { return Easing.penner(curve, progress) }
            return storage.takeUnretainedValue().evaluate(curve, progress)
        }
    }
}

extension Easing: Hashable {
    /// Curves are equal when their kind and parameters are; custom curves only by identity.
    ///
    /// - Complexity: O(*d*) for combinators nested *d* deep, without recursion.
    public static func == (lhs: Easing, rhs: Easing) -> Bool {
        var lhs = lhs, rhs = rhs
        while true {
            guard lhs.curve == rhs.curve, lhs.p0 == rhs.p0, lhs.p1 == rhs.p1, lhs.p2 == rhs.p2, lhs.p3 == rhs.p3
            else { return false }
            switch (lhs.storage?.payload, rhs.storage?.payload) {
            case (nil, nil): return true
            case (.stops(let a)?, .stops(let b)?): return a == b
            case (.spring(let a)?, .spring(let b)?): return a.parameters == b.parameters
            case (.inner(let a)?, .inner(let b)?):
                if lhs.storage === rhs.storage { return true }
                lhs = a
                rhs = b
            case (.custom?, .custom?): return lhs.storage === rhs.storage
            default: return false
            }
        }
    }

    /// Hashes the kind and the inline parameters (consistent with `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
        hasher.combine(p0)
        hasher.combine(p1)
        hasher.combine(p2)
        hasher.combine(p3)
    }
}
