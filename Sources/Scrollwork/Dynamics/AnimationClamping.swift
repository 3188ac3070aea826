/// Which ends of its move an animation may not pass: Pop's `clampMode`.
///
/// Clamping acts per component of an ``AnimatableVector`` and follows the direction of each
/// component's move: ``start`` keeps values from going back past the start (a spring released
/// away from its target), ``end`` keeps them from passing the target (an overshooting spring or
/// `easeOutBack` tween stops at the target instead). Decays never pass their resting position.
///
/// ```swift
/// var drop = PropertyAnimation.spring(DampedSpring(bounciness: 20, speed: 8), from: 0.0, to: 300)
/// drop.clamping = .end    // lands on 300 without bouncing past it
/// ```
///
/// A struct with four values, not an option set: ``none``, ``start``, ``end`` and ``both``.
public struct AnimationClamping: Hashable, Sendable, CustomStringConvertible {
    /// 1 for the start, 2 for the end (Pop's `kPOPAnimationClampStart`/`End`).
    let bits: UInt8

    /// No clamping (the default).
    public static let none = AnimationClamping(bits: 0)
    /// Values never go back past the start of the move.
    public static let start = AnimationClamping(bits: 1)
    /// Values never pass the target.
    public static let end = AnimationClamping(bits: 2)
    /// Both ends.
    public static let both = AnimationClamping(bits: 3)

    /// Whether this clamping includes `other`'s ends.
    func contains(_ other: AnimationClamping) -> Bool { bits & other.bits == other.bits }
    /// Whether nothing is clamped.
    var isEmpty: Bool { bits == 0 }
    /// Adds `other`'s ends.
    mutating func insert(_ other: AnimationClamping) { self = AnimationClamping(bits: bits | other.bits) }

    /// `none`, `start`, `end` or `both`.
    public var description: String { ["none", "start", "end", "both"][Int(bits)] }
}
