#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Calls `action` with SwiftUI's `accessibilityReduceMotion` when the view appears and whenever
    /// it changes: the environment's form of `SystemReduceMotion`.
    ///
    /// ```swift
    /// content.onReduceMotionChange { reduce in animator.motionPolicy = MotionPolicy(reduceMotion: reduce) }
    /// ```
    ///
    /// It is not called again when a later render brings another object for `action` to set (a
    /// new animator): set that one's policy when you make it. (`scrollworkStage` does so for a
    /// stage swapped in.)
    public func onReduceMotionChange(_ action: @escaping (Bool) -> Void) -> some View {
        modifier(ReduceMotionReader(action: action))
    }

    /// Calls `action` with `value` whenever it changes (not when the view appears): the two-value
    /// `onChange(of:initial:_:)` of iOS 17, macOS 14 and visionOS, and `onChange(of:perform:)` below
    /// them — which is deprecated on visionOS from its first release, so it is never compiled there.
    func onValueChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        #if os(visionOS)
        return onChange(of: value) { _, new in action(new) }
        #else
        return ValueChangeReader(content: self, value: value, action: action)
        #endif
    }
}

#if !os(visionOS)
/// `onValueChange(of:perform:)` below visionOS: the newer `onChange` where the system has it.
struct ValueChangeReader<Content: View, V: Equatable>: View {
    let content: Content
    let value: V
    let action: (V) -> Void

    var body: some View {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            content.onChange(of: value) { _, new in action(new) }
        } else {
            content.onChange(of: value, perform: action)
        }
    }
}
#endif

struct ReduceMotionReader: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let action: (Bool) -> Void

    func body(content: Content) -> some View {
        let reduce = reduceMotion
        let action = self.action
        content
            .onAppear { action(reduce) }
            .onValueChange(of: reduce, perform: action)
    }
}
#endif
