/// A run of numbers that tracks write their values into, one slot per component: a frame's values
/// in one flat buffer, read after the frame.
///
/// A buffer track (``Track/init(_:into:at:domain:motion:)``) stores its value's
/// ``AnimatableVector/animationComponents`` from its slot on, and runs no code of the caller during
/// the frame. Read the slots between frames: to fill a renderer's uniforms, to export a frame, to
/// compare a frame in a test.
///
/// ```swift
/// let buffer = TrackBuffer(count: 2)
/// var fade = Timeline(initial: 0.0)
/// try fade.insert(Scale(start: 0, length: 1, to: 1))
/// let stage = Stage(layout: StageLayout(viewport: CGSize(width: 320, height: 100), content: CGSize(width: 320, height: 300)))
/// stage.add(Track(fade, into: buffer, at: 0))                    // keyed on progress
/// stage.add(Track(fade, into: buffer, at: 1, domain: .offset))   // keyed on the offset
/// stage.setOffset(50)
/// buffer.values   // [0.25, 1.0]: progress 50 / 200, and offset 50, past the scale's end
/// ```
///
/// Slots start at 0 and keep the last value written; a track whose scene is unresolved or
/// removed leaves its slots alone. The buffer is not `Sendable`: read and write it where its stage
/// runs.
public final class TrackBuffer {
    /// How many slots there are.
    public let count: Int
    /// The first slot. Fixed for the buffer's life, so that tracks hold it as plain data.
    @usableFromInline
    let start: UnsafeMutablePointer<Double>

    /// A buffer of `count` slots, all 0.
    ///
    /// - Precondition: `0 <= count <= Int.max / 8` (the buffer's size in bytes must be an `Int`).
    ///   A count the system cannot allocate traps as any failed allocation does.
    public init(count: Int) {
        precondition(count >= 0, "TrackBuffer(count: \(count)): the count must not be negative")
        precondition(count <= Int.max / MemoryLayout<Double>.stride,
                     "TrackBuffer(count: \(count)): the count must be at most \(Int.max / MemoryLayout<Double>.stride), so that its size in bytes is an Int")
        self.count = count
        start = .allocate(capacity: Swift.max(count, 1))
        start.initialize(repeating: 0, count: count)
    }

    deinit { start.deallocate() }

    /// The number in slot `index`.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> Double {
        get {
            precondition(index >= 0 && index < count, "TrackBuffer[\(index)] is out of range for \(count) slots")
            return start[index]
        }
        set {
            precondition(index >= 0 && index < count, "TrackBuffer[\(index)] is out of range for \(count) slots")
            start[index] = newValue
        }
    }

    /// Every slot, in order (a copy).
    ///
    /// - Complexity: O(*n*).
    public var values: [Double] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Calls `body` with the slots in place, without copying them.
    ///
    /// - Parameter body: Reads the slots. The pointer is valid only during the call; a frame must
    ///   not run during it.
    public func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Double>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }
}
