#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Calls `action` with SwiftUI's `accessibilityReduceMotion` when the view appears and whenever
    /// it changes: the environment's form of ``SystemReduceMotion``.
    ///
    /// ```swift
    /// content.onReduceMotionChange { reduce in animator.motionPolicy = MotionPolicy(reduceMotion: reduce) }
    /// ```
    public func onReduceMotionChange(_ action: @escaping (Bool) -> Void) -> some View {
        modifier(ReduceMotionReader(action: action))
    }
}

struct ReduceMotionReader: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let action: (Bool) -> Void

    func body(content: Content) -> some View {
        let reduce = reduceMotion
        let action = self.action
        content
            .onAppear { action(reduce) }
            .onChange(of: reduce) { action($0) }
    }
}
#endif
