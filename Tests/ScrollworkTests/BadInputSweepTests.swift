import Foundation
import Testing
@testable import Scrollwork

/// One public entry point, as the sweep sees it: ordinary ranges for its numeric parameters, the
/// preconditions its documentation states, and a check of the documented answer.
struct SweepProbe: Sendable {
    /// What is called, for failure messages.
    let name: String
    /// The ordinary range of each `Double` parameter, in order.
    let doubles: [ClosedRange<Double>]
    /// The ordinary range of each `Int` parameter, in order.
    var ints: [ClosedRange<Int>] = []
    /// The documented preconditions: `false` when the documentation says the call traps (the
    /// sweep skips it; a few such calls are checked to trap in exit tests).
    var allowed: @Sendable (_ d: [Double], _ i: [Int]) -> Bool = { _, _ in true }
    /// Makes the calls and compares the outcome with the documentation: `nil`, or what is wrong.
    let check: @Sendable (_ d: [Double], _ i: [Int]) -> String?
}

// MARK: - Checks

/// The first problem found, if any.
func firstProblem(_ checks: String?...) -> String? {
    checks.lazy.compactMap { $0 }.first
}

/// A problem unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) -> String? {
    condition ? nil : message()
}

/// A problem unless `value` is finite.
func isFinite(_ value: Double, _ what: String) -> String? {
    value.isFinite ? nil : "\(what) = \(value) is not finite"
}

/// Whether every value is finite.
func allFinite(_ values: [Double]) -> Bool {
    values.allSatisfy(\.isFinite)
}

/// Whether every value is finite, counting only those at `indices`.
func allFinite(_ values: [Double], at indices: some Sequence<Int>) -> Bool {
    indices.allSatisfy { values[$0].isFinite }
}

@Suite("Bad-input sweep")
struct BadInputSweepTests {
    static let max = Double.greatestFiniteMagnitude
    static let tiny = Double.leastNonzeroMagnitude

    /// The values every `Double` parameter is tried with.
    static let specialDoubles: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, tiny, -tiny, max, -max]
    /// The values every `Int` parameter is tried with.
    static let specialInts: [Int] = [.max, .min, 0, -1, 1]

    @Test("Every numeric parameter × NaN, ±∞, ±0, ±subnormal, ±greatestFiniteMagnitude (and Int.max, Int.min): a defined answer, a typed error or a documented precondition",
          arguments: 0..<3)
    func sweep(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (checked, skipped) = Self.sweep(Self.probes, seed: seed, using: &rng)
        // The sweep must reach the code: most calls are allowed, and every probe ran.
        #expect(checked > 3 * skipped, "checked \(checked), skipped \(skipped)")
        #expect(checked > 2500, "checked \(checked)")
    }

    /// Runs `probes`: each numeric parameter alone among ordinary values, then together with a
    /// second special value. Records an issue per problem (at most 25).
    static func sweep(_ probes: [SweepProbe], seed: UInt64, using rng: inout SplitMix64) -> (checked: Int, skipped: Int) {
        var checked = 0, skipped = 0, problems = 0
        for probe in probes {
            let slots = probe.doubles.count + probe.ints.count
            for slot in 0..<slots {
                let isDouble = slot < probe.doubles.count
                for special in 0..<(isDouble ? specialDoubles.count : specialInts.count) {
                    for variant in 0..<2 {
                        var d = probe.doubles.map { Double.random(in: $0, using: &rng) }
                        var i = probe.ints.map { Int.random(in: $0, using: &rng) }
                        substitute(slot, special, into: &d, &i)
                        if variant == 1 {
                            guard slots > 1 else { continue }
                            var other = Int.random(in: 0..<(slots - 1), using: &rng)
                            if other >= slot { other += 1 }
                            let count = other < d.count ? specialDoubles.count : specialInts.count
                            substitute(other, Int.random(in: 0..<count, using: &rng), into: &d, &i)
                        }
                        guard probe.allowed(d, i) else {
                            skipped += 1
                            continue
                        }
                        checked += 1
                        if let problem = probe.check(d, i) {
                            Issue.record("\(probe.name) with \(d)\(i.isEmpty ? "" : " \(i)") (seed \(seed)): \(problem)")
                            problems += 1
                            if problems >= 25 { return (checked, skipped) }
                        }
                    }
                }
            }
        }
        return (checked, skipped)
    }

    static func substitute(_ slot: Int, _ special: Int, into d: inout [Double], _ i: inout [Int]) {
        if slot < d.count {
            d[slot] = specialDoubles[special]
        } else {
            i[slot - d.count] = specialInts[special]
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("What the sweep skips as a documented precondition does trap, with a message")
    func documentedPreconditionsTrap() async {
        await #expect(processExitsWith: .failure) { _ = Easing.steps(.min) }
        await #expect(processExitsWith: .failure) { _ = Easing.cubicBezier(0, .infinity, 1, 1) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(mass: -.leastNonzeroMagnitude, stiffness: 1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = DampedSpring(response: .infinity, dampingRatio: 1) }
        await #expect(processExitsWith: .failure) { _ = Decay(rate: .nan) }
        await #expect(processExitsWith: .failure) {
            var animation = PropertyAnimation.tween(to: 1.0)
            animation.repeatCount = .min
        }
        await #expect(processExitsWith: .failure) { _ = Timeline(initial: 0.0)[.max] }
    }
    #endif

    /// Every public entry point with numeric parameters, by family.
    static let probes: [SweepProbe] = values + easing + timeline + dynamics + scrollPhysics + scenes + observation + added
}

// MARK: - Values

/// The documented answer of a linear blend of one component (``Interpolatable``'s laws).
func blendProblem(_ a: Double, _ b: Double, _ p: Double, _ v: Double) -> String? {
    func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
    if a == b { return require(v == a, "equal endpoints gave \(v), not \(a)") }
    if p == 0 { return require(same(v, a), "progress 0 gave \(v), not \(a)") }
    if p == 1 { return require(same(v, b), "progress 1 gave \(v), not \(b)") }
    if a.isNaN || b.isNaN || p.isNaN { return require(v.isNaN, "\(v), not NaN") }
    if !(a.isFinite && b.isFinite && p.isFinite) { return require(!v.isFinite, "\(v) from non-finite values") }
    // Finite endpoints stay finite inside 0...1, unless both are within a few ulps of the end of the
    // range with the same sign (documented).
    let nearEnd = abs(a) > Double.greatestFiniteMagnitude * (1 - 1e-15) && abs(b) > Double.greatestFiniteMagnitude * (1 - 1e-15) && (a > 0) == (b > 0)
    if p > 0 && p < 1 && !nearEnd { return require(v.isFinite, "\(v) inside 0...1") }
    // Outside 0...1, NaN only where both products overflow (documented).
    let bothOverflow = !(a * (1 - p)).isFinite && !(b * p).isFinite
    return require(!v.isNaN || bothOverflow, "NaN from finite values")
}

/// `d` as a `Float` special: the extremes map to `Float`'s own.
func floatSpecial(_ d: Double) -> Float {
    switch d {
    case .greatestFiniteMagnitude: .greatestFiniteMagnitude
    case -.greatestFiniteMagnitude: -.greatestFiniteMagnitude
    case .leastNonzeroMagnitude: .leastNonzeroMagnitude
    case -.leastNonzeroMagnitude: -.leastNonzeroMagnitude
    default: Float(d)
    }
}

extension BadInputSweepTests {
    static let values: [SweepProbe] = [
        SweepProbe(name: "Double.interpolate(from:to:progress:)", doubles: [-1e3...1e3, -1e3...1e3, -0.5...1.5]) { d, _ in
            blendProblem(d[0], d[1], d[2], Double.interpolate(from: d[0], to: d[1], progress: d[2]))
        },
        SweepProbe(name: "Float.interpolate(from:to:progress:)", doubles: [-1e3...1e3, -1e3...1e3, -0.5...1.5]) { d, _ in
            let a = floatSpecial(d[0]), b = floatSpecial(d[1])
            return blendProblem(Double(a), Double(b), d[2], Double(Float.interpolate(from: a, to: b, progress: d[2])))
        },
        SweepProbe(name: "CGRect.interpolate(from:to:progress:)", doubles: Array(repeating: -1e3...1e3, count: 8) + [-0.5...1.5]) { d, _ in
            let a = CGRect(x: d[0], y: d[1], width: d[2], height: d[3]), b = CGRect(x: d[4], y: d[5], width: d[6], height: d[7])
            let v = CGRect.interpolate(from: a, to: b, progress: d[8]).animationComponents
            return (0..<4).lazy.compactMap { blendProblem(d[$0], d[$0 + 4], d[8], v[$0]) }.first
        },
        SweepProbe(name: "RGBA.interpolate(from:to:progress:)", doubles: Array(repeating: -0.5...1.5, count: 8) + [-0.5...1.5]) { d, _ in
            let v = RGBA.interpolate(from: RGBA(red: d[0], green: d[1], blue: d[2], alpha: d[3]),
                                     to: RGBA(red: d[4], green: d[5], blue: d[6], alpha: d[7]), progress: d[8]).animationComponents
            return (0..<4).lazy.compactMap { blendProblem(d[$0], d[$0 + 4], d[8], v[$0]) }.first
        },
        SweepProbe(name: "RGBA.interpolate(from:to:progress:in:) linear sRGB and OKLab", doubles: Array(repeating: -0.5...1.5, count: 8) + [-0.5...1.5]) { d, _ in
            let from = RGBA(red: d[0], green: d[1], blue: d[2], alpha: d[3]), to = RGBA(red: d[4], green: d[5], blue: d[6], alpha: d[7])
            for space in [ColorSpace.linearSRGB, .oklab] {
                let v = RGBA.interpolate(from: from, to: to, progress: d[8], in: space)
                if d[8] == 0, v != from && !d[0..<4].contains(where: \.isNaN) { return "\(space): progress 0 gave \(v)" }
                if d[8] == 1, v != to && !d[4..<8].contains(where: \.isNaN) { return "\(space): progress 1 gave \(v)" }
                // Documented: components or a progress beyond ±1e50 (or not finite) may blend to NaN.
                let ordinary = d.allSatisfy { $0.isFinite && abs($0) <= 1e50 }
                if ordinary, v.animationComponents.description.contains("nan") { return "\(space): \(v)" }
            }
            return nil
        },
        SweepProbe(name: "RGBA.clamped(), hexString", doubles: Array(repeating: -0.5...1.5, count: 4)) { d, _ in
            let colour = RGBA(red: d[0], green: d[1], blue: d[2], alpha: d[3])
            let clamped = colour.clamped().animationComponents
            let inUnit = (0..<4).allSatisfy { clamped[$0] >= 0 && clamped[$0] <= 1 }
            return firstProblem(require(inUnit, "clamped \(clamped)"), require(colour.hexString.hasPrefix("#"), colour.hexString))
        },
    ]
}

// MARK: - Easing

/// The documented answer of a continuous built-in curve at `p`: NaN for NaN, exact endpoints,
/// never NaN otherwise; finite inside `0...1` unless `finiteInside` is off.
func curveProblem(_ easing: Easing, _ p: Double, finiteInside: Bool = true) -> String? {
    let v = easing(p)
    if p.isNaN { return require(v.isNaN, "\(easing)(NaN) = \(v)") }
    if p == 0 { return require(v == 0, "\(easing)(0) = \(v)") }
    if p == 1 { return require(v == 1, "\(easing)(1) = \(v)") }
    if finiteInside && p > 0 && p < 1 { return isFinite(v, "\(easing)(\(p))") }
    return require(!v.isNaN, "\(easing)(\(p)) is NaN")
}

/// Encodes and decodes `easing`: a round trip to an equal easing with the same description, or a
/// typed `EncodingError` (JSON has no NaN or infinity, custom curves have no representation).
func codableProblem(_ easing: Easing) -> String? {
    do {
        let data = try JSONEncoder().encode(easing)
        let decoded = try JSONDecoder().decode(Easing.self, from: data)
        return require(decoded == easing && decoded.description == easing.description, "round trip gave \(decoded) for \(easing)")
    } catch is EncodingError {
        return nil
    } catch {
        return "\(easing): \(error)"
    }
}

extension BadInputSweepTests {
    static let easing: [SweepProbe] = [
        SweepProbe(name: "Easing.linear and the Penner curves", doubles: [-0.5...1.5]) { d, _ in
            for (_, easing) in Easing.named {
                if let problem = curveProblem(easing, d[0]) { return problem }
                if !d[0].isNaN, !(0...1).contains(easing(d[0])) && !easing.description.contains("Elastic") && !easing.description.contains("Back") {
                    return "\(easing)(\(d[0])) = \(easing(d[0])) outside 0...1"
                }
            }
            return nil
        },
        SweepProbe(name: "Easing.reversed, mirrored (and chained)", doubles: [-0.5...1.5]) { d, _ in
            for (_, easing) in Easing.named.prefix(12) {
                for combined in [easing.reversed, easing.mirrored, easing.mirrored.reversed, easing.reversed.mirrored.mirrored] {
                    if let problem = curveProblem(combined, d[0]) { return problem }
                }
            }
            return nil
        },
        SweepProbe(name: "Easing.cubicBezier(_:_:_:_:)", doubles: [0...1, -2...3, 0...1, -2...3, -0.5...1.5],
                   allowed: { d, _ in allFinite(d, at: 0..<4) }) { d, _ in
            let easing = Easing.cubicBezier(d[0], d[1], d[2], d[3])
            return firstProblem(curveProblem(easing, d[4]), codableProblem(easing))
        },
        SweepProbe(name: "Easing.steps(_:_:)", doubles: [-0.5...1.5], ints: [1...1000, 0...3],
                   allowed: { _, i in i[0] >= 1 && (i[1] & 3 != 2 || i[0] >= 2) }) { d, i in
            let easing = Easing.steps(i[0], StepPosition.allCases[i[1] & 3])
            let v = easing(d[0])
            return firstProblem(
                d[0].isNaN ? require(v.isNaN, "steps(NaN) = \(v)") : require(!v.isNaN, "steps(\(d[0])) is NaN"),
                require(!(0...1).contains(d[0]) || (0...1).contains(v), "steps(\(d[0])) = \(v)"),
                require(easing.description.hasPrefix("steps(\(i[0]), "), easing.description),
                codableProblem(easing))
        },
        SweepProbe(name: "Easing.piecewiseLinear(_:) stops", doubles: [-2...3, -2...3, 0...1, -2...3, -0.5...1.5],
                   allowed: { d, _ in allFinite(d, at: 0..<4) }) { d, _ in
            let easing = Easing.piecewiseLinear([LinearStop(d[0]), LinearStop(d[1], at: d[2]), LinearStop(d[3])])
            let v = easing(d[4]), outputs = [d[0], d[1], d[3]]
            let inside = v >= outputs.min()! && v <= outputs.max()!
            return firstProblem(
                d[4].isNaN ? require(v.isNaN, "NaN in gave \(v)") : require(!v.isNaN, "NaN"),
                require(!(0...1).contains(d[4]) || inside, "linear(\(outputs))(\(d[4])) = \(v) outside the outputs"),
                require(easing.piecewiseLinearStops?.allSatisfy { $0.input.map(\.isFinite) ?? false } ?? false, "stops \(String(describing: easing.piecewiseLinearStops))"),
                codableProblem(easing))
        },
        SweepProbe(name: "Easing.piecewiseLinear(_:) outputs", doubles: [-2...3, -2...3, -0.5...1.5], allowed: { d, _ in allFinite(d, at: 0..<2) }) { d, _ in
            let v = Easing.piecewiseLinear(d[0], d[1])(d[2])
            return d[2].isNaN ? require(v.isNaN, "\(v)") : require(!v.isNaN && (!(0...1).contains(d[2]) || v.isFinite), "\(v)")
        },
        SweepProbe(name: "Easing.spring(mass:stiffness:damping:initialVelocity:)", doubles: [0.1...10, 1...1000, 0...50, -50...50, -0.5...1.5],
                   allowed: { d, _ in allFinite(d, at: 0..<4) && d[0] > 0 && d[1] > 0 && d[2] >= 0 }) { d, _ in
            let easing = Easing.spring(mass: d[0], stiffness: d[1], damping: d[2], initialVelocity: d[3])
            let duration = easing.settlingDuration ?? .nan
            return firstProblem(
                curveProblem(easing, d[4], finiteInside: abs(d[3]) <= 1e300),
                require(duration >= 0 && duration <= 100, "settlingDuration \(duration)"),
                codableProblem(easing))
        },
        SweepProbe(name: "Easing.spring(duration:bounce:)", doubles: [0.05...3, -0.9...1, -0.5...1.5],
                   allowed: { d, _ in d[0].isFinite && d[0] > 0 && d[1] > -1 && d[1] <= 1 }) { d, _ in
            let easing = Easing.spring(duration: d[0], bounce: d[1])
            return firstProblem(curveProblem(easing, d[2]), codableProblem(easing))
        },
    ]
}

// MARK: - Timeline

/// The error ``Timeline/insert(_:)`` documents for a scale with these bounds next to an existing
/// scale over `0...100`, or `nil` when it is accepted.
func documentedInsertError(start: Double, length: Double) -> TimelineError? {
    guard start.isFinite else { return .nonFiniteStart(start: start, length: length) }
    // "NaN, infinite, zero or negative, or too small to make a segment at its start (the end
    // rounds back onto the start, or 1 / length overflows)".
    guard length.isFinite, length > 0, (1 / length).isFinite else { return .invalidLength(start: start, length: length) }
    let end = start + length
    guard end.isFinite else { return .nonFiniteEnd(start: start, length: length) }
    guard end > start else { return .invalidLength(start: start, length: length) }
    if start < 100 && end > 0 { return .overlap(new: start...end, existing: 0...100) }
    return nil
}

extension BadInputSweepTests {
    static let timeline: [SweepProbe] = [
        SweepProbe(name: "Timeline.insert(_:), value(at:), value(at:cursor:), activeScale(at:)",
                   doubles: [-300...300, 1...200, -10...10, -400...400]) { d, _ in
            var timeline = Timeline(initial: 0.0)
            try? timeline.insert(Scale(start: 0, length: 100, to: 1, easing: .easeInOutCubic))
            let before = timeline.value(at: 50)
            let expected = documentedInsertError(start: d[0], length: d[1])
            do throws(TimelineError) {
                try timeline.insert(Scale(start: d[0], length: d[1], to: d[2], easing: .easeOutBack))
                if let expected { return "accepted, documented \(expected)" }
            } catch {
                if expected == nil { return "refused: \(error)" }
                // Compared as text: a NaN payload is never equal to itself.
                if case .overlap = error, case .overlap? = expected {} else if "\(error)" != "\(expected!)" { return "\(error), documented \(expected!)" }
                if timeline.count != 1 || timeline.value(at: 50) != before { return "a refused insert changed the timeline" }
            }
            let offset = d[3]
            let value = timeline.value(at: offset)
            var cursor = TimelineCursor()
            let viaCursor = timeline.value(at: offset, cursor: &cursor)
            let active = timeline.activeScale(at: offset)
            return firstProblem(
                require(value == viaCursor || (value.isNaN && viaCursor.isNaN), "value \(value) but via cursor \(viaCursor)"),
                offset.isNaN || offset == -.infinity ? require(value == 0, "\(offset) gave \(value), not the initial value") : nil,
                offset == .infinity ? require(value == timeline.scales.last!.to || d[2].isNaN, "+∞ gave \(value), not the last to") : nil,
                d[2].isNaN ? nil : require(!value.isNaN, "NaN at \(offset)"),
                require(active.map { (0...1).contains($0.progress) } ?? true, "active progress \(String(describing: active))"))
        },
        SweepProbe(name: "Timeline.append(to:length:easing:start:), removeScale(startingAt:), Codable",
                   doubles: [-10...10, 1...200, 100...300, -300...300]) { d, _ in
            var timeline = Timeline(initial: 0.0)
            try? timeline.insert(Scale(start: 0, length: 100, to: 1))
            let expected = documentedInsertError(start: d[2], length: d[1])
            do throws(TimelineError) {
                try timeline.append(to: d[0], length: d[1], start: d[2])
                if expected != nil { return "append accepted, documented \(expected!)" }
            } catch {
                if expected == nil { return "append refused: \(error)" }
                if timeline.count != 1 { return "a refused append changed the timeline" }
            }
            let count = timeline.count
            let removed = timeline.removeScale(startingAt: d[3])
            if (removed != nil) != (timeline.count == count - 1) { return "removeScale(startingAt: \(d[3])) returned \(String(describing: removed))" }
            do {
                let decoded = try JSONDecoder().decode(Timeline<Double>.self, from: JSONEncoder().encode(timeline))
                return require(decoded.scales.map(\.start) == timeline.scales.map(\.start), "round trip")
            } catch is EncodingError {
                return nil   // JSON has no NaN or infinity: a typed error
            } catch {
                return "\(error)"
            }
        },
        SweepProbe(name: "Timeline[_:], remove(at:)", doubles: [], ints: [0...1],
                   allowed: { _, i in (0..<2).contains(i[0]) }) { _, i in
            var timeline = try! Timeline(initial: 0.0, scales: [Scale(start: 0, length: 1, to: 1), Scale(start: 2, length: 1, to: 2)])
            let scale = timeline[i[0]]
            return require(timeline.remove(at: i[0]).start == scale.start && timeline.count == 1, "remove(at: \(i[0]))")
        },
        SweepProbe(name: "Scale(start:length:to:).value(at:)", doubles: [-100...100, -10...100, -10...10, -200...200]) { d, _ in
            let v = Scale(start: d[0], length: d[1], to: d[2]).value(at: d[3])
            // Unlinked, a scale runs from `to` to `to`: its value is `to` wherever it is evaluated.
            if d[2].isNaN { return require(v.isNaN, "\(v)") }
            return require(v == d[2] || abs(v - d[2]) <= abs(d[2]) * 1e-15, "\(v), not \(d[2])")
        },
    ]
}

// MARK: - Dynamics

/// The documented answers of a spring's queries (``DampedSpring``'s numeric contract).
func springProblem(_ s: DampedSpring, t: Double, from: Double, to: Double, v0: Double, threshold: Double) -> String? {
    let label = "\(s)"
    if let problem = firstProblem(
        require(s.stiffness.isFinite && s.stiffness > 0 && s.damping.isFinite && s.damping >= 0 && s.mass.isFinite && s.mass > 0, "\(label) is not a valid spring"),
        require(s.dampingRatio >= 0 && s.angularFrequency > 0, "\(label): ζ \(s.dampingRatio), ω \(s.angularFrequency)"),
        require(!s.response.isNaN && !s.bounce.isNaN && !(s.popParameters.map { $0.speed.isNaN || $0.bounciness.isNaN } ?? false), "\(label): a NaN property")) {
        return problem
    }
    let x = s.position(at: t, from: from, to: to, initialVelocity: v0)
    let v = s.velocity(at: t, from: from, to: to, initialVelocity: v0)
    let settle = s.settlingDuration(from: from, to: to, initialVelocity: v0, threshold: threshold)
    let finiteInputs = from.isFinite && to.isFinite && v0.isFinite
    let settleProblem = !finiteInputs || threshold.isNaN
        ? require(settle.isNaN, "settlingDuration \(settle), documented NaN")
        : require(settle >= 0, "settlingDuration \(settle)")
    if t.isNaN { return firstProblem(require(x.isNaN && v.isNaN, "NaN time gave \(x), \(v)"), settleProblem) }
    if !finiteInputs { return firstProblem(require(!x.isFinite && !v.isFinite, "non-finite inputs gave \(x), \(v)"), settleProblem) }
    // Documented: an undamped spring (or a damping ratio below about 1e-300) has no limit: NaN at
    // +∞ and where its phase overflows.
    let ringing = s.dampingRatio < 1e-300
    return firstProblem(
        ringing ? nil : require(!x.isNaN && !v.isNaN, "\(label) at \(t): \(x), \(v)"),
        t <= 0 ? require(x == from && v == v0, "start state at \(t): \(x), \(v)") : nil,
        t == .infinity && !ringing ? require(x == to && v == 0, "+∞ gave \(x), \(v)") : nil,
        settleProblem)
}

extension BadInputSweepTests {
    /// Ordinary ranges of the spring queries: time, from, to, velocity, threshold.
    static let springQueries: [ClosedRange<Double>] = [-0.1...3, -500...500, -500...500, -3000...3000, 0.001...1]

    static let dynamics: [SweepProbe] = [
        SweepProbe(name: "DampedSpring(mass:stiffness:damping:) and its queries", doubles: [0.1...10, 1...2000, 0...80] + springQueries,
                   allowed: { d, _ in allFinite(d, at: 0..<3) && d[0] > 0 && d[1] > 0 && d[2] >= 0 }) { d, _ in
            springProblem(DampedSpring(mass: d[0], stiffness: d[1], damping: d[2]), t: d[3], from: d[4], to: d[5], v0: d[6], threshold: d[7])
        },
        SweepProbe(name: "DampedSpring(response:dampingRatio:)", doubles: [0.05...3, 0...3] + springQueries,
                   allowed: { d, _ in d[0].isFinite && d[0] > 0 && d[1].isFinite && d[1] >= 0 }) { d, _ in
            springProblem(DampedSpring(response: d[0], dampingRatio: d[1]), t: d[2], from: d[3], to: d[4], v0: d[5], threshold: d[6])
        },
        SweepProbe(name: "DampedSpring(duration:bounce:)", doubles: [0.05...3, -0.9...1] + springQueries,
                   allowed: { d, _ in d[0].isFinite && d[0] > 0 && d[1] > -1 && d[1] <= 1 }) { d, _ in
            springProblem(DampedSpring(duration: d[0], bounce: d[1]), t: d[2], from: d[3], to: d[4], v0: d[5], threshold: d[6])
        },
        SweepProbe(name: "DampedSpring(bounciness:speed:)", doubles: [0...20, 0...20] + springQueries,
                   allowed: { d, _ in allFinite(d, at: 0..<2) && d[0] >= 0 && d[1] >= 0 }) { d, _ in
            springProblem(DampedSpring(bounciness: d[0], speed: d[1]), t: d[2], from: d[3], to: d[4], v0: d[5], threshold: d[6])
        },
        SweepProbe(name: "Decay(rate:) and its queries", doubles: [0.9...0.999, -0.1...5, -500...500, -3000...3000, -500...500, 0.01...2, 0...100],
                   allowed: { d, _ in d[0] > 0 && d[0] < 1 }) { d, _ in
            let decay = Decay(rate: d[0])
            let (t, from, v0, distance, threshold, speed) = (d[1], d[2], d[3], d[4], d[5], d[6])
            let x = decay.position(at: t, from: from, initialVelocity: v0)
            let v = decay.velocity(at: t, initialVelocity: v0)
            let duration = decay.duration(initialVelocity: v0, threshold: threshold)
            let untilSpeed = decay.time(untilSpeed: speed, initialVelocity: v0)
            let travel = decay.time(toTravel: distance, initialVelocity: v0)
            return firstProblem(
                require(x.isNaN == (t.isNaN || !from.isFinite || !v0.isFinite), "position \(x)"),
                require(v.isNaN == (t.isNaN || !v0.isFinite), "velocity \(v)"),
                require(decay.projectedDistance(initialVelocity: v0).isNaN == !v0.isFinite, "projectedDistance"),
                require(decay.projectedPosition(from: from, initialVelocity: v0).isNaN == (!from.isFinite || !v0.isFinite), "restingPosition"),
                require(decay.initialVelocity(toTravel: distance).isNaN == !distance.isFinite, "initialVelocity(toTravel:)"),
                threshold.isNaN || !v0.isFinite ? require(duration.isNaN, "duration \(duration)") : require(duration >= 0, "duration \(duration)"),
                speed.isNaN || !v0.isFinite ? require(untilSpeed.isNaN, "time(untilSpeed:) \(untilSpeed)") : require(untilSpeed >= 0, "time(untilSpeed:) \(untilSpeed)"),
                require(travel.map { $0 >= 0 && $0.isFinite } ?? true, "time(toTravel:) \(String(describing: travel))"),
                !distance.isFinite || !v0.isFinite ? require(travel == nil, "time(toTravel:) \(String(describing: travel))") : nil)
        },
        SweepProbe(name: "Tween(duration:easing:) and its queries", doubles: [0...2, -0.5...3, -500...500, -500...500],
                   allowed: { d, _ in d[0].isFinite && d[0] >= 0 }) { d, _ in
            let (t, from, to) = (d[1], d[2], d[3])
            for easing in [Easing.linear, .easeInOutCubic, .easeOutBack, .ease] {
                let tween = Tween(duration: d[0], easing: easing)
                let linear = tween.linearProgress(at: t), p = tween.progress(at: t)
                let velocity = tween.velocity(at: t, from: from, to: to)
                if let problem = firstProblem(
                    t.isNaN ? require(linear.isNaN && p.isNaN, "NaN time") : require((0...1).contains(linear) && p.isFinite, "progress \(linear), \(p)"),
                    blendProblem(from, to, p, tween.value(at: t, from: from, to: to)),
                    t.isNaN || !from.isFinite || !to.isFinite ? nil : require(!velocity.isNaN, "velocity is NaN")) {
                    return "\(easing): \(problem)"
                }
            }
            return nil
        },
        SweepProbe(name: "PropertyAnimation options, Animator.tick(at:), AnimatableProperty threshold",
                   doubles: [-500...500, -500...500, -3000...3000, 0...1, 0...0.5, 0...2, 0.001...1, 0...5, -500...500], ints: [0...3],
                   allowed: { d, i in allFinite(d, at: 0..<3) && d[3].isFinite && d[3] >= 0 && d[4].isFinite && d[4] >= 0
                       && d[5].isFinite && d[5] >= 0 && d[6].isFinite && d[6] > 0 && d[8].isFinite && i[0] >= 0 }) { d, i in
            let (from, to, velocity, duration, delay, rounding, threshold, time) = (d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7])
            var animations: [PropertyAnimation<Double>] = [
                .tween(from: from, to: to, duration: duration, easing: .easeOutBack),
                .spring(DampedSpring(response: 0.3, dampingRatio: 0.6), from: from, to: to, initialVelocity: velocity),
                .decay(from: from, velocity: velocity),
            ]
            let animator = Animator()
            var written: [Double] = []
            for index in animations.indices {
                animations[index].delay = delay
                animations[index].roundingFactor = rounding
                animations[index].repeatCount = i[0]
                animations[index].autoreverses = i[0] % 2 == 1
                animator.add(animations[index], to: AnimatableProperty(threshold: threshold, read: { 0 }, write: { written.append($0) }))
            }
            let ticks: [Double] = [0, 1.0 / 60, 0.2, time, 1, 30, 1e6, 1e300]
            for (index, tick) in ticks.enumerated() {
                let last = animator.lastTickTime
                animator.tick(at: tick)
                if !tick.isFinite && animator.lastTickTime != last { return "tick(at: \(tick)) was not ignored" }
                if index == 2 { animator.retarget(forKey: "#2", to: d[8]) }
            }
            // Durations and delays beyond 1e299 s have not ended by the last tick.
            let ends = i[0] <= 1000 && duration <= 1e299 && delay <= 1e299
            return firstProblem(
                require(!written.contains(where: \.isNaN), "wrote NaN"),
                require(!ends || animator.isIdle, "not idle after a tick at 1e300: \(animator.animationKeys)"))
        },
        SweepProbe(name: "AnimationTracer(reservingCapacity:), AnimationEvent.Kind.repeated(run:)",
                   doubles: [], ints: [0...100, 0...3, 0...5]) { _, i in
            let tracer = AnimationTracer<Double>(reservingCapacity: i[0])
            return firstProblem(
                require(tracer.records.isEmpty, "tracer"),
                require(AnimationEvent.Kind.repeated(run: i[2]).run == i[2], "repeated(run: \(i[2]))"))
        },
        SweepProbe(name: "AnimationComponents subscript", doubles: [-10...10], ints: [0...3],
                   allowed: { _, i in (0..<4).contains(i[0]) }) { d, i in
            var components = AnimationComponents(1, 2, 3, 4)
            components[i[0]] = d[0]
            return require(components[i[0]] == d[0] || d[0].isNaN, "components[\(i[0])]")
        },
    ]
}

// MARK: - ScrollPhysics

/// Ticks `scroll` at `times`, requiring finite offsets and velocities throughout.
func scrollProblem(_ scroll: ScrollPhysics, ticks times: [Double]) -> String? {
    for time in times {
        scroll.tick(at: time)
        let o = scroll.contentOffset, v = scroll.velocity
        if !(o.x.isFinite && o.y.isFinite && v.x.isFinite && v.y.isFinite) { return "at \(time): offset \(o), velocity \(v)" }
    }
    return nil
}

extension BadInputSweepTests {
    static let scrollTicks: [Double] = [0, 1.0 / 60, 0.1, 0.5, 2, 10, 100, 1e4, 1e8, 1e300]

    static let scrollPhysics: [SweepProbe] = [
        SweepProbe(name: "RubberBand(coefficient:) and its maps", doubles: [0.1...1, -2000...2000, 1...2000, -500...0, 0...500],
                   allowed: { d, _ in d[0].isFinite && d[0] > 0 && !d[3].isNaN && !d[4].isNaN && d[3] <= d[4] }) { d, _ in
            let band = RubberBand(coefficient: d[0])
            let (x, dimension) = (d[1], d[2])
            let b = band.offset(forOvershoot: x, dimension: dimension)
            let back = band.overshoot(forOffset: x, dimension: dimension)
            let clamped = band.clamp(x, to: d[3]...d[4], dimension: dimension)
            if x.isNaN || dimension.isNaN {
                return require(b.isNaN && back.isNaN, "NaN in gave \(b), \(back)")
            }
            return firstProblem(
                dimension <= 0 ? require(b == 0 && back == 0, "dimension \(dimension) gave \(b), \(back)") : nil,
                dimension > 0 && dimension.isFinite ? require(abs(b) <= dimension && (b == 0 || (b < 0) == (x < 0)), "offset \(b) for \(x)") : nil,
                require(!b.isNaN && !back.isNaN && !clamped.isNaN, "NaN: \(b), \(back), \(clamped)"),
                dimension == .infinity && x.isFinite ? require(b == x * d[0], "an infinite dimension gave \(b)") : nil)
        },
        SweepProbe(name: "ScrollPhysics geometry, drag, endDrag(fingerVelocity:at:), paging, tick(at:)",
                   doubles: [0...2000, 0...4000, 1...1000, 1...1000, -50...50, -50...50, -50...50, -50...50, -100...2000, -100...2000,
                             -800...800, -800...800, -6000...6000, -6000...6000, 0...0.1, 1...1000, 1...1000, -100...3000],
                   allowed: { d, _ in allFinite(d, at: 0..<10) }) { d, _ in
            for mode in 0..<4 {
                let scroll = ScrollPhysics(contentSize: CGSize(width: d[0], height: d[1]), viewportSize: CGSize(width: d[2], height: d[3]),
                                           contentInset: ScrollPhysics.Insets(top: d[4], left: d[5], bottom: d[6], right: d[7]),
                                           contentOffset: CGPoint(x: d[8], y: d[9]))
                scroll.isPagingEnabled = mode == 1
                scroll.bounces = mode != 2
                scroll.pageSize = CGSize(width: d[15], height: d[16])
                // Documented: a non-finite resting target counts as none; others are clamped into the bounds.
                if mode == 3 { scroll.restingTarget = { _ in d[17] } }
                let (minimum, maximum) = (scroll.minimumContentOffset, scroll.maximumContentOffset)
                if !(minimum.x.isFinite && minimum.y.isFinite && maximum.x.isFinite && maximum.y.isFinite && maximum.x >= minimum.x && maximum.y >= minimum.y) {
                    return "bounds \(minimum)...\(maximum)"
                }
                scroll.beginDrag()
                scroll.drag(fingerTranslation: CGPoint(x: d[10], y: d[11]))
                scroll.endDrag(fingerVelocity: CGPoint(x: d[12], y: d[13]), at: d[14])
                if let problem = scrollProblem(scroll, ticks: scrollTicks) { return "mode \(mode): \(problem)" }
                let begun = !(d[14].isFinite && d[14] > 1e299)
                if begun && !scroll.isIdle { return "mode \(mode): not idle at 1e300 (\(scroll.activity))" }
            }
            return nil
        },
        SweepProbe(name: "ScrollPhysics.scroll(to:duration:easing:at:completion:), setContentOffset(_:), stop()",
                   doubles: [-100...3000, -100...3000, 0...1, 0...0.1, -100...3000, -100...3000],
                   allowed: { d, _ in allFinite(d, at: [0, 1, 4, 5]) && d[2].isFinite && d[2] >= 0 }) { d, _ in
            let scroll = ScrollPhysicsTests.list()
            var completions: [Bool] = []
            scroll.scroll(to: CGPoint(x: d[0], y: d[1]), duration: d[2], at: d[3]) { completions.append($0) }
            if let problem = scrollProblem(scroll, ticks: scrollTicks) { return problem }
            let target = CGPoint(x: d[0], y: d[1])
            // A start or a duration beyond the last tick (near greatestFiniteMagnitude) has not ended.
            let ended = d[2] == 0 || (!(d[3].isFinite && d[3] > 1e299) && d[2] <= 1e299)
            if ended && (scroll.contentOffset != target || completions != [true]) { return "ended at \(scroll.contentOffset), completions \(completions)" }
            if !ended && !completions.isEmpty { return "completed early: \(completions)" }
            scroll.scroll(to: .zero, duration: 1) { completions.append($0) }
            scroll.setContentOffset(CGPoint(x: d[4], y: d[5]))
            scroll.stop()
            let expected = ended ? [true, false] : [false, false]
            return require(completions == expected && scroll.contentOffset == CGPoint(x: d[4], y: d[5]), "completions \(completions)")
        },
    ]
}

// MARK: - Observation

extension BadInputSweepTests {
    static let observation: [SweepProbe] = [
        SweepProbe(name: "ScrollSource(axis:initial:), send(_:) Double and CGPoint, offsets(bufferingPolicy:)",
                   doubles: [-1000...1000, -1000...1000, -1000...1000], ints: [1...8]) { d, i in
            let source = ScrollSource(axis: .vertical, initial: d[0])
            let stream = source.offsets(bufferingPolicy: .bufferingNewest(i[0]))
            _ = stream
            let initialKept = source.offset == (d[0].isFinite ? d[0] : nil)
            let accepted = source.send(d[1])
            let point = source.send(CGPoint(x: 0, y: d[2]))
            let refused = (d[1].isFinite ? 0 : 1) + (d[2].isFinite ? 0 : 1)
            let latest = d[2].isFinite ? d[2] : d[1].isFinite ? d[1] : (d[0].isFinite ? d[0] : nil)
            source.finish()
            return firstProblem(
                require(initialKept, "initial \(d[0]) gave \(String(describing: source.offset))"),
                require(accepted == d[1].isFinite && point == d[2].isFinite && source.refusedCount == refused, "refused \(source.refusedCount)"),
                require(source.offset == latest, "offset \(String(describing: source.offset))"),
                require(ScrollAxis.horizontal.component(of: CGPoint(x: d[1], y: 0)) == d[1] || d[1].isNaN, "axis"))
        },
    ]
}

// MARK: - Scenes

/// The error ``Stage/add(_:)-(ScrollScene)`` documents for these numbers, or `nil`.
func documentedStageError(name: String, start: Double, length: Double, hysteresis: Double) -> StageError? {
    if !(length.isFinite && length >= 0) { return .invalidLength(scene: name, length: length) }
    if !(hysteresis.isFinite && hysteresis >= 0) { return .invalidHysteresis(scene: name, hysteresis: hysteresis) }
    if !start.isFinite { return .nonFiniteAnchor(scene: name, anchor: start) }
    return nil
}

/// What a stage reports for the scene `name`: progress in `0...1` and a finite, non-negative pin,
/// or `nil` for both when the scene is unresolved.
func stageProblem(_ stage: Stage, _ name: String) -> String? {
    let progress = stage.progress(of: name), pin = stage.pinTranslation(of: name)
    return firstProblem(
        require(progress.map { (0...1).contains($0) } ?? true, "progress \(String(describing: progress))"),
        require(pin.map { $0.isFinite && $0 >= 0 } ?? true, "pin \(String(describing: pin))"),
        require((progress == nil) == (pin == nil), "progress \(String(describing: progress)) but pin \(String(describing: pin))"),
        require(stage.range(of: name).map { $0.lowerBound.isFinite && $0.upperBound.isFinite } ?? true, "range"))
}

extension BadInputSweepTests {
    static let scenes: [SweepProbe] = [
        SweepProbe(name: "ScrollScene(_:start:length:), hysteresis, Stage.add, Stage.scroll(to:), a track",
                   doubles: [-500...500, 0...500, 0...20, -1000...1000, -1000...1000]) { d, _ in
            let stage = Stage()
            var values: [Double] = []
            var scene = ScrollScene("s", start: d[0], length: d[1])
            scene.hysteresis = d[2]
            var timeline = Timeline(initial: 0.0)
            try? timeline.insert(Scale(start: 0, length: 1, to: 1, easing: .easeInOutCubic))
            scene.add(Track(timeline) { values.append($0) })
            stage.add(Track(timeline, domain: .offset) { values.append($0) })
            let expected = documentedStageError(name: "s", start: d[0], length: d[1], hysteresis: d[2])
            do throws(StageError) {
                try stage.add(scene)
                if let expected { return "added, documented \(expected)" }
            } catch {
                if expected == nil || "\(error)" != "\(expected!)" { return "\(error), documented \(String(describing: expected))" }
                return require(stage.sceneNames.isEmpty, "a refused scene was added")
            }
            var events: [SceneEvent] = []
            stage.onEvent = { events.append($0) }
            for offset in [d[3], d[4]] {
                let accepted = stage.setOffset(offset)
                if accepted != offset.isFinite { return "scroll(to: \(offset)) returned \(accepted)" }
                if let problem = stageProblem(stage, "s") { return "at \(offset): \(problem)" }
            }
            let refused = [d[3], d[4]].filter { !$0.isFinite }.count
            return firstProblem(
                require(stage.refusedOffsetCount == refused, "refusedOffsetCount \(stage.refusedOffsetCount)"),
                require(!values.contains(where: \.isNaN), "a track wrote NaN"),
                require(events.allSatisfy { $0.boundary.isFinite && $0.offset.isFinite }, "events \(events)"))
        },
        SweepProbe(name: "ScrollAnchor.offset, element(_:_:meets:plus:), content(_:meets:plus:), Edge, StageLayout, ScrollScene(_:start:end:)",
                   doubles: [-500...500, 0...1, 0...1, -50...50, 1...1000, 1...1000, 1...3000, 1...3000, -100...100, 0...3000, 1...500, 1...500, -1000...3000]) { d, _ in
            let layout = StageLayout(viewport: CGSize(width: d[4], height: d[5]), content: CGSize(width: d[6], height: d[7]),
                                     elements: ["e": CGRect(x: d[8], y: d[9], width: d[10], height: d[11])])
            let element = ScrollAnchor.element("e", ScrollAnchor.Position(fraction: d[1], points: d[3]), meets: .fraction(d[2]) - d[3], plus: d[3])
            let anchors = [ScrollAnchor.offset(d[0]), element, .content(.end, meets: .points(d[3]), plus: d[3]), .offset(d[0]) + d[3]]
            for anchor in anchors {
                if let offset = anchor.resolve(in: layout), !offset.isFinite { return "\(anchor) resolved to \(offset)" }
            }
            let maximum = layout.maximumOffset
            if !(maximum.isFinite && maximum >= 0) { return "maximumOffset \(maximum)" }
            let stage = Stage(layout: layout)
            // The anchors' own numbers, including the moved offset `d[0] + d[3]` (which may overflow).
            let numbers = [d[0], d[1], d[2], d[3], d[0] + d[3]]
            do throws(StageError) {
                try stage.add(ScrollScene("a", start: anchors[0], end: element))
                try stage.add(ScrollScene("b", start: anchors[2], end: anchors[3]))
                if !allFinite(numbers) { return "added a scene with a non-finite anchor number \(numbers)" }
            } catch {
                guard case .nonFiniteAnchor = error, !allFinite(numbers) else { return "\(error)" }
                return nil
            }
            stage.setOffset(d[12])
            stage.layout = StageLayout(axis: .horizontal, viewport: layout.viewport, content: layout.content, elements: layout.elements)
            return firstProblem(stageProblem(stage, "a"), stageProblem(stage, "b"))
        },
        SweepProbe(name: "Stage.restore(_:) offset", doubles: [-1000...1000]) { d, _ in
            let stage = Stage()
            _ = try? stage.add(ScrollScene("s", start: 0, length: 100))
            do throws(StageError) {
                try stage.restore(StageSnapshot(offset: d[0], scenes: [:]))
                return firstProblem(require(d[0].isFinite && stage.offset == d[0], "restored \(d[0])"), stageProblem(stage, "s"))
            } catch {
                return require(!d[0].isFinite && error == .nonFiniteOffset(d[0]) || d[0].isNaN, "\(error)")
            }
        },
        SweepProbe(name: "Snapping(to:decay:spring:isDirectional:directionalSpeed:).target, motion; Targets.progress(of:every:)",
                   doubles: [-500...500, -500...500, 0...1000, 0...50, -500...2000, -5000...5000, 0.05...0.5, -0.1...3],
                   allowed: { d, _ in d[6] >= 0.0001 && d[6] <= 1 }) { d, _ in
            let stage = Stage()
            _ = try? stage.add(ScrollScene("s", start: 0, length: 1000))
            let targets = Snapping.Targets.combined([.offsets([d[0], d[1]]), .progress(of: "s", every: d[6]), .sceneBoundaries])
            let snapping = Snapping(to: targets, directionalSpeed: d[3])
            let offsets = targets.offsets(on: stage)
            let target = snapping.target(from: d[4], velocity: d[5], on: stage)
            let motion = snapping.motion(from: d[4], velocity: d[5], on: stage)
            let x = motion?.position(at: d[7]), v = motion?.velocity(at: d[7])
            return firstProblem(
                require(allFinite(offsets) && offsets == offsets.sorted(), "offsets \(offsets)"),
                require(offsets.contains(0) && offsets.contains(1000), "the scene's ends are missing from \(offsets)"),
                d[4].isFinite ? require(target.map { offsets.contains($0) } ?? false, "target \(String(describing: target))") : require(target == nil, "target for \(d[4])"),
                d[7].isNaN ? nil : require(!(x?.isNaN ?? false) && !(v?.isNaN ?? false), "motion at \(d[7]): \(String(describing: x)), \(String(describing: v))"),
                require(!(motion?.duration().isNaN ?? false), "motion duration"))
        },
        SweepProbe(name: "SnapMotion(spring:from:to:initialVelocity:)", doubles: [-500...500, -500...500, -3000...3000, -0.1...3, 0.001...2]) { d, _ in
            let motion = SnapMotion(spring: DampedSpring(response: 0.4, dampingRatio: 1), from: d[0], to: d[1], initialVelocity: d[2])
            return springProblem(motion.spring, t: d[3], from: d[0], to: d[1], v0: d[2], threshold: d[4])
        },
        SweepProbe(name: "ScrubSmoothing, ScrubSmoother(_:at:), retarget(to:at:), reset(to:at:), settleDistance, ScrubbedStage",
                   doubles: [0.05...1, -500...500, -500...500, 0...1, -0.5...3, 0...1, -500...500],
                   allowed: { d, _ in d[0].isFinite && d[0] > 0 && d[1].isFinite }) { d, _ in
            for smoothing in [ScrubSmoothing.exponential(timeConstant: d[0]), .spring(DampedSpring(response: d[0], dampingRatio: 0.8))] {
                var smoother = ScrubSmoother(smoothing, at: d[1])
                smoother.settleDistance = d[5]
                smoother.retarget(to: d[2], at: d[3])
                for t in [d[4], d[3], 0, 1, 10, 1e300] {
                    let x = smoother.offset(at: t), v = smoother.velocity(at: t)
                    if x.isNaN || v.isNaN || !x.isFinite { return "\(smoothing) at \(t): \(x), \(v)" }
                    _ = smoother.isSettled(at: t)
                }
                smoother.reset(to: d[6], at: d[4])
                if !smoother.offset(at: 1).isFinite { return "after reset: \(smoother.offset(at: 1))" }
                let stage = Stage()
                _ = try? stage.add(ScrollScene("s", start: 0, length: 100))
                let scrubbed = ScrubbedStage(stage, smoothing: smoothing)
                let accepted = scrubbed.retarget(to: d[2])
                for t in [d[3], d[4], 1, 1e300] { scrubbed.tick(at: t) }
                if accepted != d[2].isFinite || !(stage.offset ?? 0).isFinite { return "scrubbed stage: \(accepted), \(String(describing: stage.offset))" }
                if let problem = stageProblem(stage, "s") { return problem }
            }
            return nil
        },
    ]

    /// The entry points added with scene updates, page indexes, integer colours, explicit times and
    /// reduced motion.
    static let added: [SweepProbe] = [
        SweepProbe(name: "PageIndex(pages:hysteresis:), update(offset:ranges:)", doubles: [-50...50, -500...1500, 0...500, 0...500, 500...1000, 500...1000]) { d, _ in
            var pages = PageIndex(pages: ["a", "b"], hysteresis: d[0])
            let ranges: [ClosedRange<Double>?] = [
                allFinite([d[2], d[3]]) ? Swift.min(d[2], d[3])...Swift.max(d[2], d[3]) : nil,
                allFinite([d[4], d[5]]) ? Swift.min(d[4], d[5])...Swift.max(d[4], d[5]) : nil,
            ]
            let before = pages.current
            let current = pages.update(offset: d[1], ranges: ranges)
            if !d[1].isFinite { return require(current == before, "a non-finite offset changed the page") }
            let placed = ranges.compactMap { $0 }.count
            return placed == 0 ? require(current == nil, "a page with nothing placed") : require(current.map { (0..<2).contains($0) } ?? false, "no page among \(placed) placed")
        },
        SweepProbe(name: "RGBA(_:alpha:)", doubles: [0...1], ints: [0...0xFF_FFFF], allowed: { _, i in i[0] >= 0 && i[0] <= 0xFF_FFFF }) { d, i in
            let colour = RGBA(UInt32(i[0]), alpha: d[0])
            return firstProblem(
                require([colour.red, colour.green, colour.blue].allSatisfy { (0...1).contains($0) }, "components of 0x\(String(i[0], radix: 16))"),
                require(colour.alpha.isNaN ? d[0].isNaN : colour.alpha == d[0], "alpha \(colour.alpha) for \(d[0])"))
        },
        SweepProbe(name: "Stage.updateScene(named:_:) with the numbers add(_:) validates", doubles: [-500...500, 0...500, 0...20, -200...800]) { d, _ in
            let stage = Stage()
            _ = try? stage.add(ScrollScene("s", start: 0, length: 100))
            stage.setOffset(50)
            let expected = documentedStageError(name: "s", start: d[0], length: d[1], hysteresis: d[2])
            do throws(StageError) {
                try stage.updateScene(named: "s") { scene in
                    scene.start = .offset(d[0])
                    scene.end = .length(d[1])
                    scene.hysteresis = d[2]
                }
                if let expected { return "no error, expected \(expected)" }
            } catch {
                // Compared as text: a NaN payload is not equal to itself.
                if error.description != expected?.description { return "threw \(error), expected \(String(describing: expected))" }
                return require(stage.range(of: "s") == 0...100, "a refused update changed the scene")
            }
            stage.setOffset(d[3])
            return stageProblem(stage, "s")
        },
        SweepProbe(name: "at: times (Animator.add, retarget, ScrollPhysics.endDrag, scroll(to:), ScrubbedStage.retarget)", doubles: [-5...5, -5...5, 0...2],
                   allowed: { d, _ in d[2].isFinite && d[2] >= 0 }) { d, _ in
            let box = Sprite(), animator = Animator()
            animator.add(.spring(from: 0.0, to: 100), to: box, \.x, forKey: "x", at: d[0])
            animator.tick(at: 0)
            animator.retarget(forKey: "x", to: 50.0, at: d[1])
            for t in [0.5, 1, 10, 100] { animator.tick(at: t) }
            let physics = ScrollPhysics(contentSize: CGSize(width: 100, height: 2_000), viewportSize: CGSize(width: 100, height: 500))
            physics.beginDrag(at: d[0])
            physics.endDrag(fingerVelocity: CGPoint(x: 0, y: -1_000), at: d[1])
            var finished: Bool?
            physics.scroll(to: CGPoint(x: 0, y: 300), duration: d[2], at: d[0]) { finished = $0 }
            for t in [0.0, 1, 10, 100] { physics.tick(at: t) }
            let stage = Stage()
            let scrubbed = ScrubbedStage(stage, smoothing: .exponential(timeConstant: 0.2))
            scrubbed.retarget(to: 100, at: d[1])
            for t in [0.0, 1, 100] { scrubbed.tick(at: t) }
            // Documented: a NaN or infinite `at:` counts as none (the next tick, or for a retarget the
            // last tick); a finite time is taken as given, however far away.
            let addTime = d[0].isFinite ? d[0] : 0
            let scrollEnd = (d[0].isFinite ? d[0] : 0) + d[2]
            let retargetTime = d[1].isFinite ? d[1] : 1
            return firstProblem(
                require(!box.x.isNaN && [0, 50, 100].contains(box.x), "animator ended at \(box.x)"),
                addTime > 100 ? require(box.x == 0, "started early") : nil,
                require(physics.contentOffset.y.isFinite, "scroll offset \(physics.contentOffset.y)"),
                scrollEnd <= 100 ? require(physics.contentOffset.y == 300 && finished == true, "scroll ended at \(physics.contentOffset.y), finished \(String(describing: finished))") : nil,
                retargetTime < 90 ? require(stage.offset == 100, "scrubbed stage at \(String(describing: stage.offset))") : require(stage.offset.map(\.isFinite) ?? false, "scrubbed stage offset"))
        },
        SweepProbe(name: "MotionPolicy on a Stage (reduced, then full)", doubles: [-500...500, 0...500, -200...800]) { d, _ in
            let stage = Stage()
            stage.motionPolicy = .reduced
            var timeline = Timeline(initial: 0.0)
            try? timeline.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutBack))
            var scene = ScrollScene("s", start: d[0], length: d[1])
            var values: [Double] = []
            scene.add(Track(timeline) { values.append($0) })
            do {
                try stage.add(scene)
            } catch {
                // Refused (a non-finite start or length): nothing changed.
                return require(stage.sceneNames.isEmpty && values.isEmpty, "a refused scene changed the stage")
            }
            stage.setOffset(d[2])
            stage.motionPolicy = .full
            // A placed scene's track is written (by the offset, and again by the policy change);
            // an unplaced one's never.
            let placed = stage.progress(of: "s") != nil
            return firstProblem(
                require(values.isEmpty != placed, "\(values.count) values written, scene placed: \(placed)"),
                require(values.allSatisfy { !$0.isNaN }, "NaN written"),
                stageProblem(stage, "s"))
        },
    ]
}
