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

    /// `timeline` when its value type has a document form (`Double`, `CGPoint`, `CGSize`,
    /// `CGRect`, ``RGBA``); `nil` otherwise. Called once per track made, never per frame.
    @usableFromInline
    init?<Value>(_ timeline: Timeline<Value>) {
        if let timeline = timeline as? Timeline<Double> {
            self = .number(timeline)
        } else if let timeline = timeline as? Timeline<CGPoint> {
            self = .point(timeline)
        } else if let timeline = timeline as? Timeline<CGSize> {
            self = .size(timeline)
        } else if let timeline = timeline as? Timeline<CGRect> {
            self = .rect(timeline)
        } else if let timeline = timeline as? Timeline<RGBA> {
            self = .color(timeline)
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
        default: return false
        }
    }
}
