#if canImport(SwiftUI)
import Scrollwork
import SwiftUI

// Track values shown as view effects. Each effect is a modifier of its own that reads its value in
// its own body: when the value changes, SwiftUI invalidates that modifier alone — not the view
// that applies it, nor any view that reads other values.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
    /// Sets the view's opacity from a track value (`0` transparent, `1` opaque).
    ///
    /// ```swift
    /// Hero().scrollworkOpacity(heroOpacity)   // heroOpacity = try model.opacityTrack(fade, in: "hero")
    /// ```
    ///
    /// Make the value with `StageModel.opacityTrack(_:in:domain:motion:named:)`, a
    /// ``Scrollwork/MotionKind/fade`` that Reduce Motion keeps continuous; a plain `track` of a
    /// `Double` is decorative, and would pop from transparent to opaque at the middle of its scale.
    ///
    /// - Parameter value: The opacity.
    /// - Returns: The view with the opacity applied.
    public func scrollworkOpacity(_ value: StageValue<Double>) -> some View {
        modifier(OpacityEffect(value: value))
    }

    /// Offsets the view by a track value, in points (`x` right, `y` down).
    ///
    /// - Parameter value: The offset.
    /// - Returns: The view, offset.
    public func scrollworkOffset(_ value: StageValue<CGPoint>) -> some View {
        modifier(OffsetEffect(value: value))
    }

    /// Scales the view uniformly by a track value (`1` unscaled).
    ///
    /// - Parameters:
    ///   - value: The scale factor.
    ///   - anchor: The point that stays put (default the centre).
    /// - Returns: The view, scaled.
    public func scrollworkScale(_ value: StageValue<Double>, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffect(value: value, anchor: anchor))
    }

    /// Rotates the view by a track value, in **degrees**, clockwise on screen.
    ///
    /// - Parameters:
    ///   - value: The angle in degrees.
    ///   - anchor: The point rotated about (default the centre).
    /// - Returns: The view, rotated.
    public func scrollworkRotation(_ value: StageValue<Double>, anchor: UnitPoint = .center) -> some View {
        modifier(RotationEffect(value: value, anchor: anchor))
    }

    /// Blurs the view by a track value: the blur's radius in points (`0` sharp).
    ///
    /// - Parameter value: The radius.
    /// - Returns: The view, blurred.
    public func scrollworkBlur(_ value: StageValue<Double>) -> some View {
        modifier(BlurEffect(value: value))
    }

    /// Sets the view's foreground colour (text, symbols, shapes' default fill) from a track value:
    /// `foregroundStyle(_:)` with the colour's sRGB components (see `Color.init(rgba:)`).
    ///
    /// - Parameter value: The colour.
    /// - Returns: The view, coloured.
    public func scrollworkForeground(_ value: StageValue<RGBA>) -> some View {
        modifier(ForegroundEffect(value: value))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct OpacityEffect: ViewModifier {
    let value: StageValue<Double>
    func body(content: Content) -> some View { content.opacity(value.value) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct OffsetEffect: ViewModifier {
    let value: StageValue<CGPoint>
    func body(content: Content) -> some View {
        let offset = value.value
        content.offset(x: offset.x, y: offset.y)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct ScaleEffect: ViewModifier {
    let value: StageValue<Double>
    let anchor: UnitPoint
    func body(content: Content) -> some View { content.scaleEffect(CGFloat(value.value), anchor: anchor) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct RotationEffect: ViewModifier {
    let value: StageValue<Double>
    let anchor: UnitPoint
    func body(content: Content) -> some View { content.rotationEffect(.degrees(value.value), anchor: anchor) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct BlurEffect: ViewModifier {
    let value: StageValue<Double>
    func body(content: Content) -> some View { content.blur(radius: CGFloat(value.value)) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct ForegroundEffect: ViewModifier {
    let value: StageValue<RGBA>
    func body(content: Content) -> some View { content.foregroundStyle(Color(rgba: value.value)) }
}
#endif
