#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension ScrollPhysics {
    /// A finger touches the content: any fling, bounce, paging or animated scroll stops where it
    /// is (an animated scroll's completion gets `false`, or `true` if it has ended by `time`) and
    /// a drag begins.
    ///
    /// - Parameter time: When the finger touched, on the tick clock; the motion stops where it is
    ///   at that time (never before the last tick's offset, which is already shown). `nil` (default)
    ///   means now (the tick in progress or the ``timeSource``), else the last tick's offset.
    public func beginDrag(at time: Double? = nil) {
        let (interrupted, reached) = halt(at: startTime(time))
        isDragging = true
        dragStartOffset = contentOffset
        // Outside the bounds (mid-bounce) the finger picks the content up where the rubber band
        // shows it: start from the unresisted offset that the band maps to the current one.
        dragOrigin = CGPoint(
            x: unresisted(Double(contentOffset.x), in: horizontalRange, dimension: Double(viewportSize.width)),
            y: unresisted(Double(contentOffset.y), in: verticalRange, dimension: Double(viewportSize.height)))
        interrupted?(reached)
    }

    /// The finger has moved by `fingerTranslation` in total since the drag began (a pan gesture's
    /// `translation`, as it is); the content moves the opposite way, rubber-banded past its edges.
    ///
    /// A drag that was not begun begins now. A translation with a non-finite component is ignored.
    ///
    /// - Parameter fingerTranslation: The finger's total movement since ``beginDrag(at:)``, in points.
    public func drag(fingerTranslation: CGPoint) {
        guard fingerTranslation.x.isFinite, fingerTranslation.y.isFinite else { return }
        if !isDragging { beginDrag() }
        let x = scrollsX ? resisted(Double(dragOrigin.x - fingerTranslation.x), in: horizontalRange, dimension: Double(viewportSize.width)) : Double(contentOffset.x)
        let y = scrollsY ? resisted(Double(dragOrigin.y - fingerTranslation.y), in: verticalRange, dimension: Double(viewportSize.height)) : Double(contentOffset.y)
        move(to: CGPoint(x: x, y: y))
    }

    /// The finger lifts with `fingerVelocity` (a pan gesture's `velocity`, as it is: the content
    /// moves the opposite way): each axis springs back, settles on a page or a resting target, or
    /// glides. Returns where the content will come to rest.
    ///
    /// - Parameters:
    ///   - fingerVelocity: The finger's velocity in points per second; a non-finite component
    ///     counts as 0, and an axis that does not scroll ignores its component.
    ///   - time: When the finger lifted, on the tick clock; `nil` (default) means now (the tick in
    ///     progress or the ``timeSource``), else the next tick. A NaN or infinite time counts as none.
    /// - Returns: ``restingContentOffset``: where the release comes to rest, exactly.
    @discardableResult
    public func endDrag(fingerVelocity: CGPoint, at time: Double? = nil) -> CGPoint {
        isDragging = false
        let start = startTime(time)
        let vx = scrollsX && fingerVelocity.x.isFinite ? -Double(fingerVelocity.x) : 0
        let vy = scrollsY && fingerVelocity.y.isFinite ? -Double(fingerVelocity.y) : 0
        release(&horizontal, .horizontal, at: Double(contentOffset.x), velocity: vx, range: horizontalRange, scrolls: scrollsX,
                page: Double(pageSize?.width ?? viewportSize.width), dragStart: Double(dragStartOffset.x), start: start)
        release(&vertical, .vertical, at: Double(contentOffset.y), velocity: vy, range: verticalRange, scrolls: scrollsY,
                page: Double(pageSize?.height ?? viewportSize.height), dragStart: Double(dragStartOffset.y), start: start)
        dragStartOffset = contentOffset
        onNeedsFrames?()
        return restingContentOffset
    }

    /// Stops every motion where it is, like a touch that does not drag (a tap that stops a fling).
    /// An animated scroll's completion gets `false` (`true` if it has ended by `time`). Content left outside its bounds stays there
    /// until the next release (``endDrag(fingerVelocity:at:)`` with zero velocity springs it back).
    ///
    /// - Parameter time: When to stop, on the tick clock, as for ``beginDrag(at:)``.
    public func stop(at time: Double? = nil) {
        let (interrupted, reached) = halt(at: startTime(time))
        isDragging = false
        interrupted?(reached)
    }

    /// Moves the content to `offset` at once, stopping any motion (an animated scroll's completion
    /// gets `false`, or `true` if it has ended by now: the tick in progress or the ``timeSource``'s
    /// reading). The offset is not clamped, as with UIScrollView.
    ///
    /// - Parameter offset: The new offset.
    /// - Precondition: `offset` is finite.
    public func setContentOffset(_ offset: CGPoint) {
        precondition(offset.x.isFinite && offset.y.isFinite, "ScrollPhysics.setContentOffset(_:) needs a finite offset, got \(offset)")
        isDragging = false
        // It acts now: an animated scroll that has ended by now (the tick in progress or the time
        // source) has reached its offset. The offset where the motion was is never shown.
        let reached = startTime(nil).map(hasComeToRest(by:)) ?? false
        let (interrupted, _) = halt(at: nil)
        horizontal.rest(at: Double(offset.x))
        vertical.rest(at: Double(offset.y))
        move(to: offset)
        interrupted?(reached)
    }

    /// Scrolls to `offset` over `duration` with `easing`, as an animated `setContentOffset` with a
    /// timing function — timed by absolute time, so dropped frames do not stretch it, and
    /// interruptible.
    ///
    /// The scroll starts from the offset at its start time. A later call, a drag, ``stop(at:)`` or
    /// ``setContentOffset(_:)`` interrupts it: its completion gets `false` and the new motion
    /// starts where it was. Made after the scroll's end, such a call finds it complete — it has
    /// reached its offset whether or not a frame has shown it — and its completion gets `true`, at
    /// any frame rate. A zero duration — or any duration under a reduced ``motionPolicy``: a
    /// programmatic scroll is motion the user did not cause — moves at once and calls the
    /// completion with `true` before returning. The target is not clamped.
    ///
    /// - Parameters:
    ///   - offset: The target offset.
    ///   - duration: Seconds, ≥ 0 (default 0.3).
    ///   - easing: The timing curve (default ``Easing/easeInOut``).
    ///   - time: When to start, on the tick clock; `nil` (default) means now (the tick in progress or
    ///     the ``timeSource``), else the next tick. A NaN or infinite time counts as none.
    ///   - completion: Called once: `true` when the offset is reached (by the scroll's time, at the
    ///     first frame or call after its end), `false` when interrupted before.
    /// - Precondition: `offset` is finite; `duration` is finite and ≥ 0.
    public func scroll(to offset: CGPoint, duration: Double = 0.3, easing: Easing = .easeInOut, at time: Double? = nil, completion: ((Bool) -> Void)? = nil) {
        precondition(offset.x.isFinite && offset.y.isFinite, "ScrollPhysics.scroll(to:duration:easing:at:completion:) needs a finite offset, got \(offset)")
        let tween = Tween(duration: duration, easing: easing)
        let start = startTime(time)
        let (interrupted, reached) = halt(at: start)
        isDragging = false
        if duration == 0 || motionPolicy.isReduced {
            horizontal.rest(at: Double(offset.x))
            vertical.rest(at: Double(offset.y))
            move(to: offset)
            interrupted?(reached)
            completion?(true)
            return
        }
        horizontal.tween(tween, from: Double(contentOffset.x), to: Double(offset.x), start: start)
        vertical.tween(tween, from: Double(contentOffset.y), to: Double(offset.y), start: start)
        self.completion = completion
        interrupted?(reached)
        onNeedsFrames?()
    }

    // MARK: Helpers

    private func release(_ motion: inout AxisMotion, _ axis: ScrollAxis, at position: Double, velocity: Double, range: ClosedRange<Double>,
                         scrolls: Bool, page: Double, dragStart: Double, start: Double?) {
        if position < range.lowerBound || position > range.upperBound {
            let edge = min(max(position, range.lowerBound), range.upperBound)
            motion.spring(bounceSpring, from: position, to: edge, velocity: velocity, phase: .bouncing, reduced: motionPolicy.isReduced, start: start)
            return
        }
        guard scrolls else {
            motion.rest(at: position)
            return
        }
        if isPagingEnabled && page > 0 && page.isFinite {
            let target = pageTarget(from: position, velocity: velocity, range: range, page: page, dragStart: dragStart)
            motion.spring(pagingSpring, from: position, to: target, velocity: velocity, phase: .paging, reduced: motionPolicy.isReduced, start: start)
            return
        }
        motion.decay(decelerationRate, from: position, velocity: velocity, within: range, reduced: motionPolicy.isReduced, start: start)
        if let restingTarget {
            var release = Release(axis: axis, position: position, velocity: velocity, restingPosition: motion.restingPosition, spring: snapSpring)
            if let target = restingTarget(&release), target.isFinite {
                let target = min(max(target, range.lowerBound), range.upperBound)
                motion.spring(release.spring, from: position, to: target, velocity: velocity, phase: .snapping, reduced: motionPolicy.isReduced, start: start)
            }
        }
    }

    /// The page nearest the projected resting position, at most one page from where the drag began.
    func pageTarget(from position: Double, velocity: Double, range: ClosedRange<Double>, page: Double, dragStart: Double) -> Double {
        let projected = decelerationRate.projectedPosition(from: position, initialVelocity: velocity)
        let startPage = ((min(max(dragStart, range.lowerBound), range.upperBound) - range.lowerBound) / page).rounded()
        let lastPage = ((range.upperBound - range.lowerBound) / page).rounded(.up)
        var index = ((projected - range.lowerBound) / page).rounded()
        index = min(max(index, startPage - 1), startPage + 1)
        index = min(max(index, 0), lastPage)
        return min(range.lowerBound + index * page, range.upperBound)
    }

    private func resisted(_ offset: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        bounces ? rubberBand.clamp(offset, to: range, dimension: dimension) : min(max(offset, range.lowerBound), range.upperBound)
    }

    private func unresisted(_ offset: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        guard bounces else { return offset }
        if offset < range.lowerBound {
            return range.lowerBound + max(rubberBand.overshoot(forOffset: offset - range.lowerBound, dimension: dimension), -1e9)
        }
        if offset > range.upperBound {
            return range.upperBound + min(rubberBand.overshoot(forOffset: offset - range.upperBound, dimension: dimension), 1e9)
        }
        return offset
    }
}
