#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Turns a pan gesture's callbacks and touches into `ScrollPhysics` drags, releases and stops:
/// the state machine of a custom scroll view driven by a pan gesture recognizer.
///
/// Feed it what a `UIPanGestureRecognizer` (or `NSPanGestureRecognizer`) reports — its phase, its
/// translation and its velocity, both in the scrolling view's superview — and touches that do not
/// pan:
///
/// | input | what the scroll view does |
/// |---|---|
/// | pan `began` | any fling, bounce or animated scroll stops where it is; a drag begins |
/// | pan `changed` | the content follows the finger, rubber-banded past its edges |
/// | pan `ended` | release with the gesture's velocity: fling, bounce back, or settle on a page |
/// | pan `cancelled` | release with no velocity: content outside its bounds springs back |
/// | ``touchDown(on:at:)`` | a fling stops where it is (the tap that stops a fling) |
/// | ``touchUp(on:at:)`` without a pan | content left outside its bounds springs back |
///
/// A recognizer begins only once the finger has moved a few points (its "slop"), and reports that
/// movement in its first translation. The tracker subtracts it, so the content starts moving from
/// where it was — as `UIScrollView` does — instead of jumping by the slop; set
/// ``absorbsRecognitionSlop`` to `false` to follow the raw translation. A `changed` without a
/// `began` begins the drag first; `ended` or `cancelled` without a drag does nothing.
///
/// ```swift
/// var tracker = ScrollGestureTracker()
/// tracker.pan(.began, translation: CGPoint(x: 0, y: -10), velocity: .zero, on: physics)     // drag starts; no jump
/// tracker.pan(.changed, translation: CGPoint(x: 0, y: -130), velocity: .zero, on: physics)  // offset +120
/// tracker.pan(.ended, translation: CGPoint(x: 0, y: -130), velocity: CGPoint(x: 0, y: -900), on: physics)   // fling
/// ```
package struct ScrollGestureTracker: Equatable, Sendable {
    /// A pan gesture's phase, as the platform's recognizer reports it.
    package struct PanPhase: Hashable, Sendable, CustomStringConvertible {
        private enum Tag: Hashable, Sendable { case began, changed, ended, cancelled }
        private let tag: Tag

        /// The finger has moved far enough to pan.
        package static let began = PanPhase(tag: .began)
        /// The finger moved.
        package static let changed = PanPhase(tag: .changed)
        /// The finger lifted.
        package static let ended = PanPhase(tag: .ended)
        /// The system took the gesture away (an incoming call, another recognizer); also use it
        /// for a recognizer that failed after it began.
        package static let cancelled = PanPhase(tag: .cancelled)

        /// `began`, `changed`, `ended` or `cancelled`.
        package var description: String {
            switch tag {
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// Whether to subtract the translation reported when the pan began (default `true`).
    package var absorbsRecognitionSlop = true
    /// Whether a pan is in progress.
    package private(set) var isPanning = false
    /// The translation reported when the pan began (zero when ``absorbsRecognitionSlop`` is off).
    package private(set) var slop = CGPoint.zero

    /// A tracker with no pan in progress.
    package init() {}

    /// Handles one callback of a pan gesture.
    ///
    /// - Parameters:
    ///   - phase: The recognizer's phase.
    ///   - translation: The finger's total movement since the gesture started, in points (a
    ///     non-finite component makes the callback a no-op for the drag, as ``ScrollPhysics`` does).
    ///   - velocity: The finger's velocity in points per second; read on `ended`.
    ///   - physics: The scroll view to drive.
    ///   - time: When the callback happened (the touch, or the lift), on the physics' tick clock;
    ///     `nil` (default) means now, as ``ScrollPhysics`` reads it (its time source, else the tick).
    package mutating func pan(_ phase: PanPhase, translation: CGPoint, velocity: CGPoint, on physics: ScrollPhysics, at time: Double? = nil) {
        switch phase {
        case .began:
            begin(translation: translation, on: physics, at: time)
        case .changed:
            if !isPanning { begin(translation: translation, on: physics, at: time) }
            physics.drag(fingerTranslation: CGPoint(x: translation.x - slop.x, y: translation.y - slop.y))
        case .ended:
            guard isPanning else { return }
            isPanning = false
            physics.endDrag(fingerVelocity: velocity, at: time)
        default:
            guard isPanning else { return }
            isPanning = false
            physics.endDrag(fingerVelocity: .zero, at: time)
        }
    }

    /// A finger touched the content: any fling, bounce or animated scroll stops where it is.
    ///
    /// - Parameters:
    ///   - physics: The scroll view.
    ///   - time: When the finger touched, on the tick clock; `nil` (default) means now, as for
    ///     ``ScrollPhysics/stop(at:)``.
    package func touchDown(on physics: ScrollPhysics, at time: Double? = nil) {
        guard !isPanning else { return }
        physics.stop(at: time)
    }

    /// A finger lifted without panning: content left outside its bounds (or between pages) settles.
    ///
    /// - Parameters:
    ///   - physics: The scroll view.
    ///   - time: When the finger lifted, on the tick clock; `nil` (default) means now, as for
    ///     ``ScrollPhysics/endDrag(fingerVelocity:at:)``.
    package func touchUp(on physics: ScrollPhysics, at time: Double? = nil) {
        guard !isPanning else { return }
        physics.endDrag(fingerVelocity: .zero, at: time)
    }

    /// A tap (a touch down and up without a pan, as a tap gesture recognizer reports it):
    /// ``touchDown(on:at:)`` then ``touchUp(on:at:)``, both at `time`.
    package func tap(on physics: ScrollPhysics, at time: Double? = nil) {
        touchDown(on: physics, at: time)
        touchUp(on: physics, at: time)
    }

    private mutating func begin(translation: CGPoint, on physics: ScrollPhysics, at time: Double?) {
        isPanning = true
        let finite = translation.x.isFinite && translation.y.isFinite
        slop = absorbsRecognitionSlop && finite ? translation : .zero
        physics.beginDrag(at: time)
    }
}
