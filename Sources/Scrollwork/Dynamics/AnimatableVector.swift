#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A value that physics can move one component at a time: up to four `Double`s.
///
/// Tweens only need ``Interpolatable``. Springs and decays also need velocities, retargeting needs
/// to carry a velocity from one target to the next, and rounding and clamping act per component,
/// so those work on values that convert to and from ``AnimationComponents`` — the same model as
/// Pop's four-component `Vector4r`. Each component moves independently with the same spring or
/// decay, which is exact because the equations are linear.
///
/// Scrollwork conforms `Double`, `Float`, `CGFloat` (one component), `CGPoint` and `CGSize`
/// (two), `CGRect` (origin x, y, width, height) and ``RGBA`` (red, green, blue, alpha).
///
/// ## Laws
/// - `Self(animationComponents: v.animationComponents)` is `v`, exactly.
/// - The component count is the same for every value of the type.
public protocol AnimatableVector: Interpolatable {
    /// The value's components.
    var animationComponents: AnimationComponents { get }

    /// Creates a value from components produced by ``animationComponents`` (the same count).
    ///
    /// - Parameter animationComponents: The components.
    init(animationComponents: AnimationComponents)
}

/// Up to four `Double` components of an ``AnimatableVector``, stored inline.
///
/// ```swift
/// let components = CGPoint(x: 3, y: 4).animationComponents
/// components.count   // 2
/// components[1]      // 4.0
/// ```
public struct AnimationComponents: Hashable, Sendable {
    /// How many components are used, 1...4.
    public let count: Int
    @usableFromInline var x: Double
    @usableFromInline var y: Double
    @usableFromInline var z: Double
    @usableFromInline var w: Double

    /// One component.
    @inlinable
    public init(_ x: Double) {
        count = 1
        self.x = x
        y = 0
        z = 0
        w = 0
    }

    /// Two components.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        count = 2
        self.x = x
        self.y = y
        z = 0
        w = 0
    }

    /// Three components.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double) {
        count = 3
        self.x = x
        self.y = y
        self.z = z
        w = 0
    }

    /// Four components.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        count = 4
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// `count` components, all `value`.
    init(repeating value: Double, count: Int) {
        self.count = count
        x = value
        y = count > 1 ? value : 0
        z = count > 2 ? value : 0
        w = count > 3 ? value : 0
    }

    /// The component at `index`.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> Double {
        get {
            precondition(index >= 0 && index < count, "AnimationComponents[\(index)] is out of range for \(count) components")
            switch index {
            case 0: return x
            case 1: return y
            case 2: return z
            default: return w
            }
        }
        set {
            precondition(index >= 0 && index < count, "AnimationComponents[\(index)] is out of range for \(count) components")
            switch index {
            case 0: x = newValue
            case 1: y = newValue
            case 2: z = newValue
            default: w = newValue
            }
        }
    }

    /// Whether every used component is finite.
    public var isFinite: Bool {
        x.isFinite && (count < 2 || y.isFinite) && (count < 3 || z.isFinite) && (count < 4 || w.isFinite)
    }
}

extension AnimationComponents: CustomStringConvertible {
    /// The used components in brackets, e.g. `[3.0, 4.0]`.
    public var description: String { "\((0..<count).map { self[$0] })" }
}

extension Double: AnimatableVector {
    /// One component: the value.
    @inlinable
    public var animationComponents: AnimationComponents { AnimationComponents(self) }
    /// The first component.
    public init(animationComponents: AnimationComponents) { self = animationComponents.x }
}

extension Float: AnimatableVector {
    /// One component: the value as a `Double`.
    @inlinable
    public var animationComponents: AnimationComponents { AnimationComponents(Double(self)) }
    /// The first component, rounded to `Float`.
    public init(animationComponents: AnimationComponents) { self = Float(animationComponents.x) }
}

extension CGFloat: AnimatableVector {
    /// One component: the value as a `Double`.
    @inlinable
    public var animationComponents: AnimationComponents { AnimationComponents(Double(self)) }
    /// The first component.
    public init(animationComponents: AnimationComponents) { self = CGFloat(animationComponents.x) }
}

extension CGPoint: AnimatableVector {
    /// Two components: `x`, `y`.
    @inlinable
    public var animationComponents: AnimationComponents { AnimationComponents(Double(x), Double(y)) }
    /// `x` and `y` from the first two components.
    public init(animationComponents c: AnimationComponents) { self.init(x: c.x, y: c.y) }
}

extension CGSize: AnimatableVector {
    /// Two components: `width`, `height`.
    @inlinable
    public var animationComponents: AnimationComponents { AnimationComponents(Double(width), Double(height)) }
    /// `width` and `height` from the first two components.
    public init(animationComponents c: AnimationComponents) { self.init(width: c.x, height: c.y) }
}

extension CGRect: AnimatableVector {
    /// Four components: `origin.x`, `origin.y`, `size.width`, `size.height`, as stored.
    @inlinable
    public var animationComponents: AnimationComponents {
        AnimationComponents(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
    }
    /// A rectangle from origin x, y, width and height.
    public init(animationComponents c: AnimationComponents) { self.init(x: c.x, y: c.y, width: c.z, height: c.w) }
}

extension RGBA: AnimatableVector {
    /// Four components: `red`, `green`, `blue`, `alpha` (not premultiplied).
    @inlinable
    public var animationComponents: AnimationComponents { AnimationComponents(red, green, blue, alpha) }
    /// A colour from red, green, blue and alpha.
    public init(animationComponents c: AnimationComponents) { self.init(red: c.x, green: c.y, blue: c.z, alpha: c.w) }
}
