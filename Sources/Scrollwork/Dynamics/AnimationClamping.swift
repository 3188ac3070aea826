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
public struct AnimationClamping: OptionSet, Hashable, Sendable {
    /// The raw bits: 1 for start, 2 for end (Pop's `kPOPAnimationClampStart`/`End`).
    public let rawValue: Int

    /// Creates a set from raw bits.
    ///
    /// - Parameter rawValue: 1 = start, 2 = end, 3 = both; other bits are ignored.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Values never go back past the start of the move.
    public static let start = AnimationClamping(rawValue: 1)
    /// Values never pass the target.
    public static let end = AnimationClamping(rawValue: 2)
    /// Both ends.
    public static let both: AnimationClamping = [.start, .end]
}
