#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Where the tracks of a ``StageDocument`` target write: a closure or a key path of your object,
/// given for the target's name when a stage is made from the document
/// (``Stage/init(_:bindings:)``).
///
/// ```swift
/// import Foundation
/// import Scrollwork
///
/// final class Logo { var center = CGPoint.zero }
/// let logo = Logo()
/// var opacity = 0.0
/// let path = try Timeline(initial: CGPoint(x: 0, y: 0)) { Segment(to: CGPoint(x: 100, y: 40), over: 1) }
/// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
/// let document = try StageDocument(try Stage {
///     ScrollScene("intro", start: 0, length: 400) {
///         Track(path) { _ in }.named("logo.center")
///         Track(fade) { _ in }.named("title.opacity")
///     }
/// })
/// let stage = try Stage(document, bindings: [
///     "logo.center": .keyPath(\Logo.center, on: logo),
///     "title.opacity": .number { opacity = $0 },
/// ])
/// stage.setOffset(100)
/// print(logo.center.x, logo.center.y, opacity)
/// ```
///
/// ```text
/// 25.0 10.0 0.25
/// ```
///
/// A binding is checked against the value type of its target's tracks when the stage is made:
/// `.number` binds `number` targets (and pins), `.point` binds `point` targets, and so on; a key
/// path binds the targets whose values its property holds (a `number` target also binds to a
/// `CGFloat` or `Float` property, converting each value); ``components(_:)`` binds any target. A
/// binding that does not fit its target throws ``StageDocumentError/Kind/bindingMismatch``.
///
/// Bindings hold what they capture (a key-path binding holds its object) until the stage is made;
/// the tracks then hold key-path objects weakly, as ``Track/init(_:to:on:domain:motion:)`` does.
public struct TrackBinding {
    enum Writer {
        case number((Double) -> Void)
        case point((CGPoint) -> Void)
        case size((CGSize) -> Void)
        case rect((CGRect) -> Void)
        case color((RGBA) -> Void)
        case placement((MotionPath.Placement) -> Void)
        case components(([Double]) -> Void)
        case keyPath(writes: String, make: (DocumentTimeline, TrackDomain, MotionKind) -> Track?)
        case toggle(ToggledAnimation)
    }

    let writer: Writer

    /// Writes a `number` target's values (or a pin's translation) to a closure.
    ///
    /// - Parameter write: Receives each new value.
    public static func number(_ write: @escaping (Double) -> Void) -> TrackBinding { TrackBinding(writer: .number(write)) }

    /// Writes a `point` target's values to a closure.
    ///
    /// - Parameter write: Receives each new value.
    public static func point(_ write: @escaping (CGPoint) -> Void) -> TrackBinding { TrackBinding(writer: .point(write)) }

    /// Writes a `size` target's values to a closure.
    ///
    /// - Parameter write: Receives each new value.
    public static func size(_ write: @escaping (CGSize) -> Void) -> TrackBinding { TrackBinding(writer: .size(write)) }

    /// Writes a `rect` target's values to a closure.
    ///
    /// - Parameter write: Receives each new value.
    public static func rect(_ write: @escaping (CGRect) -> Void) -> TrackBinding { TrackBinding(writer: .rect(write)) }

    /// Writes a `color` target's values to a closure.
    ///
    /// - Parameter write: Receives each new value.
    public static func color(_ write: @escaping (RGBA) -> Void) -> TrackBinding { TrackBinding(writer: .color(write)) }

    /// Writes a `path` target's placements to a closure.
    ///
    /// - Parameter write: Receives each new placement.
    public static func placement(_ write: @escaping (MotionPath.Placement) -> Void) -> TrackBinding { TrackBinding(writer: .placement(write)) }

    /// Writes any target's values to a closure as their components: `[value]` for a number or a
    /// pin, `[x, y]` for a point, `[width, height]` for a size, `[x, y, width, height]` for a
    /// rect, `[red, green, blue, alpha]` for a colour (see ``AnimatableVector``).
    ///
    /// For tools that treat every target alike — a preview, a recorder, a test. Each write makes
    /// an array, so prefer the typed bindings in an app.
    ///
    /// - Parameter write: Receives each new value's components.
    public static func components(_ write: @escaping ([Double]) -> Void) -> TrackBinding { TrackBinding(writer: .components(write)) }

    /// Writes the target's values to `object[keyPath: keyPath]`, holding `object` weakly once the
    /// stage is made (the binding itself holds it strongly).
    ///
    /// `Value` must be the target's value type: `Double`, `CGFloat` or `Float` for a `number`
    /// target or a pin (a `CGFloat` is written exactly, a `Float` rounded), `CGPoint`, `CGSize`,
    /// `CGRect` or ``RGBA`` for the others. Which one is checked when the stage is made.
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - object: The object that owns it.
    public static func keyPath<Root: AnyObject, Value: Interpolatable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root) -> TrackBinding {
        TrackBinding(writer: .keyPath(writes: "\(Value.self)") { timeline, domain, motion in
            if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, Double> {
                if case .pin = timeline { return Track.pin { [weak object] in object?[keyPath: keyPath] = $0 } }
                if case .number(let timeline) = timeline { return Track(timeline, to: keyPath, on: object, domain: domain, motion: motion) }
            } else if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, CGFloat> {
                let write: (Double) -> Void = { [weak object] in object?[keyPath: keyPath] = CGFloat($0) }
                if case .pin = timeline { return Track.pin(write) }
                if case .number(let timeline) = timeline { return Track(timeline, domain: domain, motion: motion, write: write) }
            } else if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, Float> {
                let write: (Double) -> Void = { [weak object] in object?[keyPath: keyPath] = Float($0) }
                if case .pin = timeline { return Track.pin(write) }
                if case .number(let timeline) = timeline { return Track(timeline, domain: domain, motion: motion, write: write) }
            } else {
                switch timeline {
                case .point(let timeline):
                    if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, CGPoint> { return Track(timeline, to: keyPath, on: object, domain: domain, motion: motion) }
                case .size(let timeline):
                    if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, CGSize> { return Track(timeline, to: keyPath, on: object, domain: domain, motion: motion) }
                case .rect(let timeline):
                    if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, CGRect> { return Track(timeline, to: keyPath, on: object, domain: domain, motion: motion) }
                case .color(let timeline):
                    if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, RGBA> { return Track(timeline, to: keyPath, on: object, domain: domain, motion: motion) }
                case .path(let travel, let along):
                    if let keyPath = keyPath as? ReferenceWritableKeyPath<Root, MotionPath.Placement> {
                        return Track(along: along.path, travel: travel, rotation: along.rotation, to: keyPath, on: object, domain: domain, motion: motion)
                    }
                case .number, .pin:
                    break
                }
            }
            return nil
        })
    }

    /// Plays a toggled animation from a scene's crossings: the binding of the name a document's
    /// scene gives as its `animation`, whose `toggleActions` replace the connection's
    /// ``ToggledAnimation/actions`` when the stage is made (see ``ScrollScene/toggling(_:named:)``).
    ///
    /// - Parameter animation: The connection to an animator
    ///   (``Animator/connect(_:to:_:threshold:forKey:actions:)``).
    public static func toggle(_ animation: ToggledAnimation) -> TrackBinding { TrackBinding(writer: .toggle(animation)) }

    /// What the binding writes, for messages: `Double`, `CGPoint`, `components`.
    var writes: String {
        switch writer {
        case .number: "Double"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .color: "RGBA"
        case .placement: "MotionPath.Placement"
        case .components: "components"
        case .keyPath(let writes, _): writes
        case .toggle: "a toggled animation"
        }
    }

    /// A track of `timeline` that writes through this binding, or `nil` if the binding writes
    /// another value type.
    func track(_ timeline: DocumentTimeline, domain: TrackDomain, motion: MotionKind) -> Track? {
        switch (writer, timeline) {
        case (.number(let write), .pin): return .pin(write)
        case (.number(let write), .number(let timeline)): return Track(timeline, domain: domain, motion: motion, write: write)
        case (.point(let write), .point(let timeline)): return Track(timeline, domain: domain, motion: motion, write: write)
        case (.size(let write), .size(let timeline)): return Track(timeline, domain: domain, motion: motion, write: write)
        case (.rect(let write), .rect(let timeline)): return Track(timeline, domain: domain, motion: motion, write: write)
        case (.color(let write), .color(let timeline)): return Track(timeline, domain: domain, motion: motion, write: write)
        case (.placement(let write), .path(let travel, let along)):
            return Track(along: along.path, travel: travel, rotation: along.rotation, domain: domain, motion: motion, write: write)
        case (.components(let write), _): return Self.componentsTrack(timeline, domain: domain, motion: motion, write: write)
        case (.keyPath(_, let make), _): return make(timeline, domain, motion)
        default: return nil
        }
    }

    /// A track that writes nowhere: what an unbound target gets (it is evaluated all the same).
    static func unboundTrack(_ timeline: DocumentTimeline, domain: TrackDomain, motion: MotionKind) -> Track {
        switch timeline {
        case .number(let timeline): Track(timeline, domain: domain, motion: motion) { _ in }
        case .point(let timeline): Track(timeline, domain: domain, motion: motion) { _ in }
        case .size(let timeline): Track(timeline, domain: domain, motion: motion) { _ in }
        case .rect(let timeline): Track(timeline, domain: domain, motion: motion) { _ in }
        case .color(let timeline): Track(timeline, domain: domain, motion: motion) { _ in }
        case .pin: Track.pin { _ in }
        case .path(let travel, let along): Track(along: along.path, travel: travel, rotation: along.rotation, domain: domain, motion: motion) { _ in }
        }
    }

    private static func componentsTrack(_ timeline: DocumentTimeline, domain: TrackDomain, motion: MotionKind, write: @escaping ([Double]) -> Void) -> Track {
        func send<Value: AnimatableVector>(_ value: Value) {
            let components = value.animationComponents
            write((0..<components.count).map { components[$0] })
        }
        switch timeline {
        case .number(let timeline): return Track(timeline, domain: domain, motion: motion, write: send)
        case .point(let timeline): return Track(timeline, domain: domain, motion: motion, write: send)
        case .size(let timeline): return Track(timeline, domain: domain, motion: motion, write: send)
        case .rect(let timeline): return Track(timeline, domain: domain, motion: motion, write: send)
        case .color(let timeline): return Track(timeline, domain: domain, motion: motion, write: send)
        case .pin: return Track.pin { write([$0]) }
        case .path(let travel, let along): return Track(along: along.path, travel: travel, rotation: along.rotation, domain: domain, motion: motion, write: send)
        }
    }
}
