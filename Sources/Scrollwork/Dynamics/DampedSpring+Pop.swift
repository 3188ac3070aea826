import Foundation

extension DampedSpring {
    /// Creates a unit-mass spring from Pop's `springBounciness` and `springSpeed`, by Pop's exact
    /// conversion (`POPAnimationExtras.mm`, `POPMath.mm`).
    ///
    /// Pop maps both values through Origami's "QC" parameters: speed `s` gives a QC tension
    /// `0.5 + (s/1.7/20)·199.5`; bounciness blends, with the quadratic-out weight of
    /// `(b/1.7/20)·0.8`, between the friction that just stops bouncing at that tension (a piecewise
    /// cubic) and 0.01; tension and friction are then rescaled to `194 + (qcTension − 30)/50·181`
    /// and `25 + (qcFriction − 8)/2·6`. The defaults, 4 and 12, give stiffness 342.10 and damping
    /// 30.49 (ζ ≈ 0.82).
    ///
    /// ```swift
    /// DampedSpring(bounciness: 4, speed: 12).stiffness   // 342.10…
    /// DampedSpring(bounciness: 0, speed: 5).damping      // 26.71… (the bounce of Pop-based scroll views)
    /// ```
    ///
    /// - Parameters:
    ///   - bounciness: Pop documents `0...20` (default 4); higher values bounce more. Values above 20
    ///     follow the same formula, up to 10⁵⁰; larger values act as 10⁵⁰ (beyond it the formula's
    ///     friction overflows).
    ///   - speed: Pop documents `0...20` (default 12); higher values are stiffer. Values above 10⁵⁰
    ///     act as 10⁵⁰.
    /// - Precondition: both finite and ≥ 0. Every such combination gives a valid spring.
    public init(bounciness: Double = 4, speed: Double = 12) {
        precondition(bounciness.isFinite && bounciness >= 0, "DampedSpring(bounciness:speed:) needs a finite bounciness >= 0, got \(bounciness)")
        precondition(speed.isFinite && speed >= 0, "DampedSpring(bounciness:speed:) needs a finite speed >= 0, got \(speed)")
        let bounciness = min(bounciness, PopSpring.largestInput), speed = min(speed, PopSpring.largestInput)
        // Pop's order of operations throughout (`POPAnimationExtras.mm`, `POPMath.mm`), so that the
        // result is bit for bit Pop's.
        let b = PopSpring.normalize(bounciness) * PopSpring.bouncinessRange
        let qcTension = PopSpring.speedRange.lowerBound + PopSpring.normalize(speed) * (PopSpring.speedRange.upperBound - PopSpring.speedRange.lowerBound)
        let weight = 2 * b - b * b
        let qcFriction = weight * PopSpring.minimumFriction + (1 - weight) * PopSpring.frictionWithoutBounce(qcTension)
        let tension = PopSpring.tension(fromQC: qcTension)
        let friction = PopSpring.friction(fromQC: qcFriction)
        // Every input in 0...largestInput gives QC tension ≥ 0.5 and QC friction ≥ 0.01, so both are
        // positive and finite.
        assert(tension > 0 && tension.isFinite && friction >= 0 && friction.isFinite, "Pop conversion out of range for bounciness \(bounciness), speed \(speed)")
        self.init(mass: 1, stiffness: tension, damping: friction)
    }

    /// Pop's `springBounciness` and `springSpeed` for this spring — the inverse of
    /// ``init(bounciness:speed:)`` — or `nil` when no bounciness and speed ≥ 0 give it.
    ///
    /// Pop's model covers one damping per stiffness and bounciness: there is no pair for more
    /// damping than Pop's bounce-free friction, less than its minimum (an undamped spring), or a
    /// stiffness below speed 0's. Computed per unit of mass (Pop's springs have mass 1), with Pop's
    /// `convertTension:friction:toBounciness:speed:`: the quadratic
    /// `(n − 0.01)x² + 2(0.01 − n)x + (n − qcFriction) = 0`, `n` being the bounce-free friction,
    /// keeping the root below 0.8 (its normalised bounciness range).
    ///
    /// ```swift
    /// DampedSpring(bounciness: 4, speed: 12).popParameters    // (bounciness: 4.0…, speed: 12.0…)
    /// DampedSpring(response: 1, dampingRatio: 2).popParameters // nil: over-damped
    /// ```
    public var popParameters: (bounciness: Double, speed: Double)? {
        let qcTension = PopSpring.qcTension(fromTension: stiffness / mass)
        let qcFriction = PopSpring.qcFriction(fromFriction: damping / mass)
        let speed = PopSpring.scale / (PopSpring.speedRange.upperBound - PopSpring.speedRange.lowerBound) * (qcTension - PopSpring.speedRange.lowerBound)
        // Speed 0 maps back to 0 only up to rounding.
        guard speed.isFinite, speed > -1e-9 else { return nil }
        let n = PopSpring.frictionWithoutBounce(qcTension)
        let a = n - PopSpring.minimumFriction, b = 2 * (PopSpring.minimumFriction - n), c = n - qcFriction
        guard a != 0 else { return nil }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return nil }
        let low = (-b - discriminant.squareRoot()) / (2 * a)
        let root = low < PopSpring.bouncinessRange ? low : (-b + discriminant.squareRoot()) / (2 * a)
        // Bounciness 0 solves to 0 only up to rounding; a clearly negative root means more damping
        // than Pop's bounce-free friction.
        guard root.isFinite, root > -1e-9 else { return nil }
        return (PopSpring.scale / PopSpring.bouncinessRange * max(root, 0), max(speed, 0))
    }
}

/// Pop's constants (`POPAnimationPrivate.h`) and the Origami conversions (`POPMath.mm`).
enum PopSpring {
    /// Bounciness and speed are divided by 1.7 and then by 20 to normalise them.
    static let normalizationScale = 1.7, normalizationRange = 20.0
    /// `20 · 1.7` (exactly 34 in binary, as in Pop): the scale of the inverse conversion.
    static let scale = 20 * 1.7
    /// The normalised bounciness range `[0, 0.8]`.
    static let bouncinessRange = 0.8
    /// The QC tension range the normalised speed maps to.
    static let speedRange = 0.5...200.0
    /// The friction at full bounciness.
    static let minimumFriction = 0.01
    /// The largest bounciness or speed taken as given: beyond about 10⁶⁰ the friction overflows.
    static let largestInput = 1e50
    /// `tension = 194 + (qc − 30)/50 · (375 − 194)`.
    static let tensionOffset = 194.0, tensionSpan = 375.0 - 194.0, minimumQCTension = 30.0
    /// `friction = 25 + (qc − 8)/2 · (25 − 19)`.
    static let frictionOffset = 25.0, frictionSpan = 25.0 - 19.0, minimumQCFriction = 8.0

    /// Pop's `POPNormalize(value / 1.7, 0, 20)`.
    static func normalize(_ value: Double) -> Double { (value / normalizationScale - 0) / (normalizationRange - 0) }

    /// `POP_ANIMATION_TENSION_FOR_QC_TENSION` and its siblings, parenthesised as Pop's macros are.
    static func tension(fromQC qc: Double) -> Double { tensionOffset + ((qc - minimumQCTension) / 50) * tensionSpan }
    static func friction(fromQC qc: Double) -> Double { frictionOffset + ((qc - minimumQCFriction) / 2) * frictionSpan }
    static func qcTension(fromTension tension: Double) -> Double { minimumQCTension + 50 * ((tension - tensionOffset) / tensionSpan) }
    static func qcFriction(fromFriction friction: Double) -> Double { minimumQCFriction + 2 * ((friction - frictionOffset) / frictionSpan) }

    /// Origami's "bouncy 3" friction: the QC friction that just stops a spring of this QC tension
    /// from bouncing; a cubic in three pieces, evaluated with `pow` as Pop does.
    static func frictionWithoutBounce(_ t: Double) -> Double {
        if t <= 18 { return (0.0007 * pow(t, 3)) - (0.031 * pow(t, 2)) + 0.64 * t + 1.28 }
        if t <= 44 { return (0.000044 * pow(t, 3)) - (0.006 * pow(t, 2)) + 0.36 * t + 2 }
        return (0.00000045 * pow(t, 3)) - (0.000332 * pow(t, 2)) + 0.1078 * t + 5.84
    }
}
