#if canImport(UIKit)
import Scrollwork
import UIKit

extension ScrollGestureTracker {
    /// Handles a pan gesture recognizer's callback: its state, and its translation and velocity
    /// in the superview of its view (stable while the view's own bounds scroll).
    ///
    /// `began`, `changed` and `ended` map to the phases of the same names; `cancelled` and
    /// `failed` to ``PanPhase/cancelled``; `possible` is ignored.
    ///
    /// - Parameters:
    ///   - recognizer: The pan gesture recognizer, from its action method.
    ///   - physics: The scroll view to drive.
    @MainActor public mutating func handle(_ recognizer: UIPanGestureRecognizer, on physics: ScrollPhysics) {
        let phase: PanPhase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        let space = recognizer.view?.superview
        pan(phase, translation: recognizer.translation(in: space), velocity: recognizer.velocity(in: space), on: physics)
    }
}
#endif
