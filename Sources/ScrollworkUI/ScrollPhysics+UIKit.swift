#if canImport(UIKit) && !os(watchOS)
import Scrollwork
import UIKit

extension ScrollPhysics {
    /// Drives the scroll view from a pan gesture recognizer's callback: call it from the
    /// recognizer's action method.
    ///
    /// `began` stops any fling, bounce or animated scroll where it is and begins a drag (without
    /// the jump of the recognizer's few points of slop, as `UIScrollView` does); `changed` follows
    /// the finger, rubber-banded past the edges; `ended` releases with the gesture's velocity
    /// (fling, bounce back, or settle on a page); `cancelled` and `failed` release with no velocity;
    /// `possible` is ignored. Translation and velocity are read in the superview of the
    /// recognizer's view, which stays put while the view's own bounds scroll.
    ///
    /// For a tap that stops a fling, call ``Scrollwork/ScrollPhysics/stop(at:)``, then
    /// ``Scrollwork/ScrollPhysics/endDrag(fingerVelocity:at:)`` with zero velocity so content left
    /// outside its bounds springs back.
    ///
    /// - Parameter recognizer: The pan gesture recognizer.
    @MainActor public func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let phase: ScrollGestureTracker.PanPhase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        let space = recognizer.view?.superview
        gestures.pan(phase, translation: recognizer.translation(in: space), velocity: recognizer.velocity(in: space), on: self)
    }
}
#endif
