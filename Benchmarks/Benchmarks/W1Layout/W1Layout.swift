// The layout and offsets of workload W1 (Benchmarks/W1.md), shared by the W1 harness and the
// stage benchmarks so both build exactly the same timelines.

import Foundation
import Scrollwork

/// The number of offsets in the ring every case cycles through.
public let ring = 4096

/// The length of segment `j` of track `k`: 1, 1.25, 1.5, 1.75 or 2, irregularly.
public func segmentLength(_ k: Int, _ j: Int) -> Double { 1 + Double((7 * j + 3 * k) % 5) * 0.25 }
/// Where track `k` starts.
public func stagger(_ k: Int) -> Double { Double(k % 8) * 0.125 }

/// Where track `k` with `count` segments ends.
public func trackEnd(_ k: Int, segments count: Int) -> Double {
    var end = stagger(k)
    for j in 0..<count { end += segmentLength(k, j) }
    return end
}

/// Component `c` of keyframe `j` of track `k` (colour channels 0–255, alpha 0–1).
public func component(_ j: Int, _ k: Int, _ c: Int, colour: Bool) -> Double {
    let mixed: Int = 37 * j + 11 * k
    if !colour { return Double((mixed + 53 * c) % 100) }
    if c < 3 { return Double((mixed + 53 * c) % 256) }
    let alpha: Int = 1 + (mixed + 159) % 100
    return Double(alpha) / 100
}

/// The value type of a track; track `k` of a mixed layout is `Kind(rawValue: k % 4)`.
public enum Kind: Int { case number, point, rect, colour }

/// Builds track `k` with `count` segments through the public API: one `append` per keyframe.
public func track<Value: Interpolatable>(_ k: Int, segments count: Int, _ keyframe: (Int) -> Value) -> Timeline<Value> {
    var timeline = Timeline(initial: keyframe(0))
    var start = stagger(k)
    for j in 0..<count {
        let length = segmentLength(k, j)
        try! timeline.insert(Scale(start: start, length: length, to: keyframe(j + 1), easing: .easeInOutCubic))
        start += length
    }
    return timeline
}
/// Track `k` with `s` segments, of each value type.
public func numberTrack(_ k: Int, _ s: Int) -> Timeline<Double> { track(k, segments: s) { component($0, k, 0, colour: false) } }
public func pointTrack(_ k: Int, _ s: Int) -> Timeline<CGPoint> {
    track(k, segments: s) { CGPoint(x: component($0, k, 0, colour: false), y: component($0, k, 1, colour: false)) }
}
public func rectTrack(_ k: Int, _ s: Int) -> Timeline<CGRect> {
    track(k, segments: s) {
        CGRect(x: component($0, k, 0, colour: false), y: component($0, k, 1, colour: false),
               width: component($0, k, 2, colour: false), height: component($0, k, 3, colour: false))
    }
}
public func colourTrack(_ k: Int, _ s: Int) -> Timeline<RGBA> {
    track(k, segments: s) {
        RGBA(red: component($0, k, 0, colour: true), green: component($0, k, 1, colour: true),
             blue: component($0, k, 2, colour: true), alpha: component($0, k, 3, colour: true))
    }
}

/// The 4096 offsets of a case over a timeline `length` long: W1's LCG (seed 12345) for the random
/// pattern, a sweep down and back in 1024 frames each for the scrub pattern.
public func makeRing(random: Bool, length: Double) -> [Double] {
    var x: UInt32 = 12345
    return (0..<ring).map { i in
        let p: Double
        if random {
            x = x &* 1_664_525 &+ 1_013_904_223
            p = Double(x) / 4_294_967_296
        } else {
            let phase = Double(i % 2048) / 1024
            p = phase <= 1 ? phase : 2 - phase
        }
        return p * length
    }
}


/// Where a stage's tracks write: one slot per component. A raw buffer, so that a write costs a
/// store (a class's array property would add an exclusivity check per write, which is the
/// benchmark's cost, not the library's).
public final class FrameSink: @unchecked Sendable {
    public let values: UnsafeMutableBufferPointer<Double>
    public init(capacity: Int) {
        values = .allocate(capacity: capacity)
        values.initialize(repeating: 0)
    }
    deinit { values.deallocate() }
    /// The sum of every slot, in order.
    public var sum: Double { values.reduce(0, +) }
}

/// A stage holding W1's `tracks_mixed` layout with `tracks` tracks of `segments` segments each, as
/// stage tracks keyed on the offset, each writing its components into consecutive slots of a sink.
/// Returns the stage, the sink and the layout's length `T`.
public func mixedStage(tracks: Int, segments: Int) -> (stage: Stage, sink: FrameSink, length: Double) {
    let stage = Stage()
    var slots = 0
    for k in 0..<tracks { slots += [1, 2, 4, 4][k % 4] }
    let sink = FrameSink(capacity: slots)
    var slot = 0
    var length = 0.0
    for k in 0..<tracks {
        let base = slot
        switch Kind(rawValue: k % 4)! {
        case .number:
            stage.add(Track(numberTrack(k, segments), domain: .offset) { sink.values[base] = $0 })
            slot += 1
        case .point:
            stage.add(Track(pointTrack(k, segments), domain: .offset) {
                sink.values[base] = Double($0.x)
                sink.values[base + 1] = Double($0.y)
            })
            slot += 2
        case .rect:
            stage.add(Track(rectTrack(k, segments), domain: .offset) { value in
                sink.values[base] = Double(value.origin.x)
                sink.values[base + 1] = Double(value.origin.y)
                sink.values[base + 2] = Double(value.size.width)
                sink.values[base + 3] = Double(value.size.height)
            })
            slot += 4
        case .colour:
            stage.add(Track(colourTrack(k, segments), domain: .offset) { value in
                sink.values[base] = value.red
                sink.values[base + 1] = value.green
                sink.values[base + 2] = value.blue
                sink.values[base + 3] = value.alpha
            })
            slot += 4
        }
        length = max(length, trackEnd(k, segments: segments))
    }
    return (stage, sink, length)
}

/// ``mixedStage(tracks:segments:)`` with buffer tracks: each track writes its components into its
/// consecutive slots of a `TrackBuffer` (the same slots as the closures there), with no closure.
public func mixedBufferStage(tracks: Int, segments: Int) -> (stage: Stage, buffer: TrackBuffer, length: Double) {
    let stage = Stage()
    let buffer = TrackBuffer(count: (0..<tracks).reduce(0) { $0 + [1, 2, 4, 4][$1 % 4] })
    var slot = 0
    var length = 0.0
    func add<Value: AnimatableVector>(_ timeline: Timeline<Value>) {
        stage.add(Track(timeline, into: buffer, at: slot, domain: .offset))
        slot += timeline.initial.animationComponents.count
    }
    for k in 0..<tracks {
        switch Kind(rawValue: k % 4)! {
        case .number: add(numberTrack(k, segments))
        case .point: add(pointTrack(k, segments))
        case .rect: add(rectTrack(k, segments))
        case .colour: add(colourTrack(k, segments))
        }
        length = max(length, trackEnd(k, segments: segments))
    }
    return (stage, buffer, length)
}
