/// The key of an animation on an ``Animator``, with the type of the value it animates.
///
/// ``Animator/add(_:to:forKey:at:)`` returns the key it used; calls that read or change an
/// animation's value — ``Animator/value(forKey:)``, ``Animator/velocity(forKey:)``,
/// ``Animator/retarget(forKey:to:at:)``, ``Animator/handOff(forKey:to:at:)`` — take one, so the
/// value type never has to be guessed. A string literal makes a key, its value type taken from
/// the call:
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// final class Card { var center = CGPoint.zero }
/// let card = Card(), animator = Animator()
/// let move = animator.add(.spring(to: CGPoint(x: 200, y: 400)), to: card, \.center, at: 0)
/// animator.tick(at: 0.1)
/// animator.retarget(forKey: move, to: CGPoint(x: 100, y: 100))
/// print(animator.value(forKey: move) == card.center)        // the value last written, a CGPoint
/// animator.retarget(forKey: "other", to: 1.0)                // a literal: AnimationKey<Double>
/// ```
///
/// ```text
/// true
/// ```
///
/// Calls that do not depend on the value type (remove, pause, resume, status) take the key's
/// ``name``.
public struct AnimationKey<Value>: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as the animator stores it.
    public let name: String

    /// The key `name`, for values of type `Value`.
    public init(_ name: String) {
        self.name = name
    }

    /// The key `value`, for values of the type the call expects.
    public init(stringLiteral value: String) {
        name = value
    }

    /// The name.
    public var description: String { name }
}
