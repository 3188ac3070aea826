import Benchmark
import Foundation
import Scrollwork

/// An object with animated properties.
final class Model {
    var x = 0.0
    var point = CGPoint.zero
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    // One sample = one closed-form evaluation at a new time; 1,000 per iteration (scaled), times
    // reported per sample.
    func sampling(_ name: String, _ sample: @escaping @Sendable (Double) -> Double) {
        Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark in
            var t = 0.0
            for _ in benchmark.scaledIterations {
                t += 0.0001
                blackHole(sample(t))
            }
        }
    }
    let underdamped = DampedSpring(bounciness: 4, speed: 12), overdamped = DampedSpring(response: 0.4, dampingRatio: 1.6)
    sampling("DampedSpring.position(at:) under-damped sample") { underdamped.position(at: $0, from: 0, to: 300, initialVelocity: -500) }
    sampling("DampedSpring.velocity(at:) over-damped sample") { overdamped.velocity(at: $0, from: 0, to: 300, initialVelocity: -500) }
    sampling("Decay.position(at:) sample") { Decay.normal.position(at: $0, from: 10, initialVelocity: 2500) }

    /// Ticks `animator` at 120 Hz, one tick per iteration, after a first tick that starts everything.
    func measureTicks(_ animator: Animator, _ benchmark: Benchmark) {
        var frame = 0
        animator.tick(at: 0)   // starts every animation (reads, sets up): not part of the steady state
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            animator.tick(at: Double(frame) / 120)
        }
        benchmark.stopMeasurement()
    }

    // One iteration = one tick of 1,000 running animations, written through closure properties:
    // 500 Double springs and 250 CGPoint springs (autoreversing forever) and 250 decays (that never
    // slow down enough to stop). Expect 0 mallocs.
    Benchmark("Animator.tick, 1,000 animations") { benchmark in
        let animator = Animator()
        let models = (0..<1000).map { _ in Model() }
        for (i, model) in models.enumerated() {
            let x = AnimatableProperty(read: { model.x }, write: { model.x = $0 })
            if i < 500 {
                var spring = PropertyAnimation.spring(DampedSpring(bounciness: 8, speed: 6), from: 0.0, to: Double(i))
                spring.repeatsForever = true
                spring.autoreverses = true
                animator.add(spring, to: x, forKey: "x\(i)")
            } else if i < 750 {
                var point = PropertyAnimation.spring(DampedSpring(response: 0.8, dampingRatio: 0.3), from: .zero, to: CGPoint(x: i, y: -i))
                point.repeatsForever = true
                point.autoreverses = true
                animator.add(point, to: AnimatableProperty(read: { model.point }, write: { model.point = $0 }), forKey: "p\(i)")
            } else {
                let decay = PropertyAnimation.decay(from: 0.0, velocity: 1e9)
                animator.add(decay, to: AnimatableProperty(threshold: 1e-9, read: { model.x }, write: { model.x = $0 }), forKey: "d\(i)")
            }
        }
        measureTicks(animator, benchmark)
        withExtendedLifetime(models) {}
    }

    // The same 500 Double springs written through `ReferenceWritableKeyPath`s: Swift's key-path
    // runtime allocates an access record (`ClassHolder`) for every write through a stored key
    // path, so expect one malloc per animation per tick here, unlike closure properties.
    Benchmark("Animator.tick, 500 key-path springs") { benchmark in
        let animator = Animator()
        let models = (0..<500).map { _ in Model() }
        for (i, model) in models.enumerated() {
            var spring = PropertyAnimation.spring(DampedSpring(bounciness: 8, speed: 6), from: 0.0, to: Double(i))
            spring.repeatsForever = true
            spring.autoreverses = true
            animator.add(spring, to: model, \.x, forKey: "x\(i)")
        }
        measureTicks(animator, benchmark)
        withExtendedLifetime(models) {}
    }

    // One iteration = one frame of a fling that crosses the end of a long list and bounces,
    // publishing every offset into a ScrollSource with one latest-wins observer.
    Benchmark("ScrollPhysics.tick (fling and bounce, one observer)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let source = ScrollSource(axis: .vertical)
        let offsets = source.offsets()
        let scroll = ScrollPhysics(contentSize: CGSize(width: 390, height: 40_000), viewportSize: CGSize(width: 390, height: 844), source: source)
        var frame = 0
        var time = 0.0
        func fling() {
            scroll.setContentOffset(CGPoint(x: 0, y: 30_000))
            scroll.beginDrag()
            scroll.endDrag(fingerVelocity: CGPoint(x: 0, y: -12_000), at: time)
        }
        fling()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            time = Double(frame) / 120
            scroll.tick(at: time)
            if scroll.isIdle { fling() }
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(offsets) {}
    }
}
