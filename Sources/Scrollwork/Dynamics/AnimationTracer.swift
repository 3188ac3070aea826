/// Records every event of one animation with its time and value: Pop's `POPAnimationTracer`.
///
/// Attach a tracer to a ``PropertyAnimation`` before adding it, and read ``records`` afterwards:
///
/// ```swift
/// let tracer = AnimationTracer<Double>()
/// var move = PropertyAnimation.spring(to: 100.0)
/// move.tracer = tracer
/// animator.add(move, to: property, forKey: "move")
/// // … ticks …
/// tracer.records.map(\.kind)   // [started, applied, …, reachedTarget, applied, …, stopped(finished: true)]
/// ```
///
/// Recording appends to an array, which allocates as it grows; reserve capacity up front to keep
/// ticks allocation-free while tracing.
public final class AnimationTracer<Value> {
    /// One recorded event.
    public struct Record {
        /// What happened.
        public let kind: AnimationEvent.Kind
        /// The animator's time.
        public let time: Double
        /// The animation's value at that moment: the start value for `started`, the written value
        /// for `applied` and `reachedTarget`, the last written value otherwise; `nil` if none yet.
        public let value: Value?
    }

    /// Every entry since creation or the last ``reset()``, oldest first.
    public private(set) var records: [Record] = []

    /// Whether events are being recorded (default `true`).
    public var isRecording = true

    /// The most records ``init(reservingCapacity:)`` reserves up front: 1,048,576.
    static var largestReservation: Int { 1 << 20 }

    /// Creates a tracer.
    ///
    /// - Parameter capacity: Entries to reserve room for (default 0). At most 1,048,576 are
    ///   reserved up front (more are allocated as recording needs them), and a negative capacity
    ///   reserves none, so any `Int` is accepted.
    public init(reservingCapacity capacity: Int = 0) {
        records.reserveCapacity(min(max(capacity, 0), Self.largestReservation))
    }

    /// The records of one kind, oldest first.
    ///
    /// - Parameter kind: The kind to keep (compared with `==`, so `stopped(finished: true)` does not
    ///   match `stopped(finished: false)`).
    /// - Returns: The matching records.
    /// - Complexity: O(*n*) in the number of records.
    public func records(of kind: AnimationEvent.Kind) -> [Record] {
        records.filter { $0.kind == kind }
    }

    /// Forgets every entry, keeping the capacity.
    public func reset() {
        records.removeAll(keepingCapacity: true)
    }

    func record(_ kind: AnimationEvent.Kind, at time: Double, value: Value?) {
        guard isRecording else { return }
        records.append(Record(kind: kind, time: time, value: value))
    }
}

extension AnimationTracer.Record: Sendable where Value: Sendable {}
extension AnimationTracer.Record: Equatable where Value: Equatable {}

// A tracer is written by the animator that runs its animation, on that animator's thread.
@available(*, unavailable)
extension AnimationTracer: Sendable {}
