/// Where an ``Animator`` reads and writes a value: an object's key path or a pair of closures,
/// and the threshold that decides when a spring or decay has finished (Pop's animatable property).
///
/// ```swift
/// final class Card { var center = CGPoint.zero }
/// let card = Card()
/// let center = AnimatableProperty.keyPath(\Card.center, of: card)          // held weakly
/// var volume = 0.0
/// let level = AnimatableProperty(threshold: 0.001, read: { volume }, write: { volume = $0 })
/// ```
///
/// A key-path property holds its object **weakly**: once the object is deallocated the animation
/// writing to it ends with `finished == false`. A closure property lives as long as its closures.
public struct AnimatableProperty<Value: Interpolatable> {
    /// The distance, in the value's units per component, within which a spring counts as settled;
    /// a decay stops once every component is slower than `5 × threshold` per second (Pop's rule).
    public let threshold: Double
    let read: () -> Value?
    let write: (Value) -> Bool

    /// A property backed by closures: Pop's custom property.
    ///
    /// - Parameters:
    ///   - threshold: The completion threshold, > 0 (default 0.01: a hundredth of a point).
    ///   - read: Returns the current value, used when an animation has no `from`; returning `nil`
    ///     means the target is gone, and the animation ends with `finished == false`.
    ///   - write: Stores a new value; called on the thread that ticks the animator.
    /// - Precondition: `threshold` is finite and > 0.
    public init(threshold: Double = 0.01, read: @escaping () -> Value?, write: @escaping (Value) -> Void) {
        self.init(threshold: threshold, read: read, writeReportingLife: { value in
            write(value)
            return true
        })
    }

    init(threshold: Double, read: @escaping () -> Value?, writeReportingLife: @escaping (Value) -> Bool) {
        precondition(threshold.isFinite && threshold > 0, "AnimatableProperty needs a finite threshold > 0, got \(threshold)")
        self.threshold = threshold
        self.read = read
        write = writeReportingLife
    }

    /// A property that reads and writes `object[keyPath: keyPath]`, holding `object` weakly.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - object: The object that owns it; not retained.
    ///   - threshold: The completion threshold, > 0 (default 0.01).
    /// - Returns: The property.
    /// - Precondition: `threshold` is finite and > 0.
    public static func keyPath<Object: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Object, Value>, of object: Object, threshold: Double = 0.01
    ) -> AnimatableProperty {
        AnimatableProperty(
            threshold: threshold,
            read: { [weak object] in object?[keyPath: keyPath] },
            writeReportingLife: { [weak object] value in
                guard let object else { return false }
                object[keyPath: keyPath] = value
                return true
            })
    }

    /// A property of `object` reached through closures, holding `object` weakly: for values that
    /// need converting on the way (a `Float` opacity animated as `Double`, a colour, one channel of
    /// a transform).
    ///
    /// ```swift
    /// let opacity = AnimatableProperty<Double>.object(layer, read: { Double($0.opacity) }, write: { $0.opacity = Float($1) })
    /// ```
    ///
    /// Like ``keyPath(_:of:threshold:)``, once `object` is deallocated the animation writing to it
    /// ends with `finished == false`.
    ///
    /// - Parameters:
    ///   - object: The object that owns the value; not retained.
    ///   - threshold: The completion threshold, > 0 (default 0.01).
    ///   - read: Returns the object's current value.
    ///   - write: Stores a new value in the object.
    /// - Returns: The property.
    /// - Precondition: `threshold` is finite and > 0.
    public static func object<Object: AnyObject>(
        _ object: Object, threshold: Double = 0.01, read: @escaping (Object) -> Value, write: @escaping (Object, Value) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            threshold: threshold,
            read: { [weak object] in object.map(read) },
            writeReportingLife: { [weak object] value in
                guard let object else { return false }
                write(object, value)
                return true
            })
    }
}

// The closures run on whichever thread ticks the animator that uses them, so a property is
// confined to that animator's thread, like the animator itself.
@available(*, unavailable)
extension AnimatableProperty: Sendable {}
