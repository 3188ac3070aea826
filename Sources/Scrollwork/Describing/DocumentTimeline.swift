#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A track's timeline as a ``StageDocument`` holds it: one of the value types a document can
/// carry, or a pin (whose timeline is the identity, so it stores none).
///
/// Every ``Track`` keeps one when its value type has a document form, so that a stage built in
/// code can be written out as a document (``StageDocument/init(_:)``).
@usableFromInline
enum DocumentTimeline: Sendable {
    case number(Timeline<Double>)
    case point(Timeline<CGPoint>)
    case size(Timeline<CGSize>)
    case rect(Timeline<CGRect>)
    case color(Timeline<RGBA>)
    case pin
    /// A path track (``Track/init(along:travel:rotation:domain:motion:write:)``): its travel
    /// timeline of fractions, and the path and rotation.
    case path(Timeline<Double>, PathTravel)

    /// `timeline` when its value type has a document form (`Double`, `CGPoint`, `CGSize`,
    /// `CGRect`, ``RGBA``); `nil` otherwise. Called once per track made, never per frame: a
    /// comparison of metatypes, no dynamic cast.
    @usableFromInline
    init?<Value>(_ timeline: Timeline<Value>) {
        // `Value` is the named type, so each bit cast is between identical types.
        if Value.self == Double.self {
            self = .number(unsafeBitCast(timeline, to: Timeline<Double>.self))
        } else if Value.self == CGPoint.self {
            self = .point(unsafeBitCast(timeline, to: Timeline<CGPoint>.self))
        } else if Value.self == CGSize.self {
            self = .size(unsafeBitCast(timeline, to: Timeline<CGSize>.self))
        } else if Value.self == CGRect.self {
            self = .rect(unsafeBitCast(timeline, to: Timeline<CGRect>.self))
        } else if Value.self == RGBA.self {
            self = .color(unsafeBitCast(timeline, to: Timeline<RGBA>.self))
        } else {
            return nil
        }
    }

    /// The value type a binding must write (a pin writes numbers).
    var valueType: StageDocument.ValueType {
        switch self {
        case .number, .pin: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .path: .path
        }
    }

    /// The name the document gives the track's type: a value type's, or `pin`.
    var typeName: String {
        if case .pin = self { return "pin" }
        return valueType.description
    }
}

extension DocumentTimeline: Equatable {
    /// Equal kinds, initial values, scales (start, length, values and easing) and, for colours,
    /// colour spaces.
    @usableFromInline
    static func == (lhs: DocumentTimeline, rhs: DocumentTimeline) -> Bool {
        func same<Value: Equatable>(_ a: Timeline<Value>, _ b: Timeline<Value>) -> Bool {
            a.initialValue == b.initialValue && a.scales == b.scales
        }
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return same(a, b)
        case (.point(let a), .point(let b)): return same(a, b)
        case (.size(let a), .size(let b)): return same(a, b)
        case (.rect(let a), .rect(let b)): return same(a, b)
        case (.color(let a), .color(let b)): return same(a, b) && a.colorSpace == b.colorSpace
        case (.pin, .pin): return true
        case (.path(let a, let p), .path(let b, let q)): return same(a, b) && p == q
        default: return false
        }
    }
}
