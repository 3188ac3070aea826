import Foundation

extension ScrollPhysics {
    /// A finger touches the content: any fling, bounce, paging or animated scroll stops where it
    /// is (an animated scroll's completion gets `false`) and a drag begins.
    public func beginDrag() {
        let interrupted = halt()
        isDragging = true
        dragStartOffset = contentOffset
        // Outside the bounds (mid-bounce) the finger picks the content up where the rubber band
        // shows it: start from the unresisted offset that the band maps to the current one.
        dragOrigin = CGPoint(
            x: unresisted(Double(contentOffset.x), in: horizontalRange, dimension: Double(viewportSize.width)),
            y: unresisted(Double(contentOffset.y), in: verticalRange, dimension: Double(viewportSize.height)))
        interrupted?(false)
    }

    /// The finger has moved by `translation` in total since the drag began (a pan gesture's
    /// translation); the content moves the opposite way, rubber-banded past its edges.
    ///
    /// A drag that was not begun begins now. A translation with a non-finite component is ignored.
    ///
    /// - Parameter translation: The finger's total movement since ``beginDrag()``, in points.
    public func drag(translation: CGPoint) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        if !isDragging { beginDrag() }
        let x = scrollsX ? resisted(Double(dragOrigin.x - translation.x), in: horizontalRange, dimension: Double(viewportSize.width)) : Double(contentOffset.x)
        let y = scrollsY ? resisted(Double(dragOrigin.y - translation.y), in: verticalRange, dimension: Double(viewportSize.height)) : Double(contentOffset.y)
        move(to: CGPoint(x: x, y: y))
    }

    /// The finger lifts with `velocity` (a pan gesture's velocity: finger points per second; the
    /// content moves the opposite way): each axis springs back, settles on a page, or glides.
    ///
    /// - Parameters:
    ///   - velocity: The finger's velocity; a non-finite component counts as 0, and an axis that
    ///     does not scroll ignores its component.
    ///   - time: When the finger lifted, on the tick clock; `nil` (default) means the next tick
    ///     (or this tick, from a callback during one). A NaN or infinite time counts as `nil`.
    public func endDrag(velocity: CGPoint, at time: Double? = nil) {
        isDragging = false
        let start = Self.finite(time) ?? startTime
        let vx = scrollsX && velocity.x.isFinite ? -Double(velocity.x) : 0
        let vy = scrollsY && velocity.y.isFinite ? -Double(velocity.y) : 0
        release(&horizontal, .horizontal, at: Double(contentOffset.x), velocity: vx, range: horizontalRange, scrolls: scrollsX,
                page: Double(pageSize?.width ?? viewportSize.width), dragStart: Double(dragStartOffset.x), start: start)
        release(&vertical, .vertical, at: Double(contentOffset.y), velocity: vy, range: verticalRange, scrolls: scrollsY,
                page: Double(pageSize?.height ?? viewportSize.height), dragStart: Double(dragStartOffset.y), start: start)
        dragStartOffset = contentOffset
    }

    /// Stops every motion where it is, like a touch that does not drag (Popping's tap to stop).
    /// An animated scroll's completion gets `false`. Content left outside its bounds stays there
    /// until the next release (``endDrag(velocity:at:)`` with zero velocity springs it back).
    public func stop() {
        isDragging = false
        halt()?(false)
    }

    /// Moves the content to `offset` at once, stopping any motion (an animated scroll's completion
    /// gets `false`). The offset is not clamped, as with UIScrollView.
    ///
    /// - Parameter offset: The new offset.
    /// - Precondition: `offset` is finite.
    public func setContentOffset(_ offset: CGPoint) {
        precondition(offset.x.isFinite && offset.y.isFinite, "ScrollPhysics.setContentOffset(_:) needs a finite offset, got \(offset)")
        isDragging = false
        let interrupted = halt()
        horizontal.rest(at: Double(offset.x))
        vertical.rest(at: Double(offset.y))
        move(to: offset)
        interrupted?(false)
    }

    /// Scrolls to `offset` over `duration` with `easing`, like scroll_animation's
    /// `setContentOffset(_:duration:timingFunction:completion:)` — but timed by absolute time, so
    /// dropped frames do not stretch it, and interruptible.
    ///
    /// The scroll starts from the current offset. A later call, a drag, ``stop()`` or
    /// ``setContentOffset(_:)`` interrupts it: its completion gets `false` and the new motion starts
    /// where it was. A zero duration moves at once and calls the completion with `true` before
    /// returning (scroll_animation skipped it). The target is not clamped.
    ///
    /// - Parameters:
    ///   - offset: The target offset.
    ///   - duration: Seconds, ≥ 0 (default 0.3).
    ///   - easing: The timing curve (default ``Easing/easeInOut``).
    ///   - time: When to start, on the tick clock; `nil` (default) means the next tick (or this
    ///     tick, from a callback during one). A NaN or infinite time counts as `nil`.
    ///   - completion: Called once: `true` when the offset is reached, `false` when interrupted.
    /// - Precondition: `offset` is finite; `duration` is finite and ≥ 0.
    public func scroll(to offset: CGPoint, duration: Double = 0.3, easing: Easing = .easeInOut, at time: Double? = nil, completion: ((Bool) -> Void)? = nil) {
        precondition(offset.x.isFinite && offset.y.isFinite, "ScrollPhysics.scroll(to:duration:easing:at:completion:) needs a finite offset, got \(offset)")
        let tween = Tween(duration: duration, easing: easing)
        isDragging = false
        let interrupted = halt()
        if duration == 0 {
            horizontal.rest(at: Double(offset.x))
            vertical.rest(at: Double(offset.y))
            move(to: offset)
            interrupted?(false)
            completion?(true)
            return
        }
        let start = Self.finite(time) ?? startTime
        horizontal.tween(tween, from: Double(contentOffset.x), to: Double(offset.x), start: start)
        vertical.tween(tween, from: Double(contentOffset.y), to: Double(offset.y), start: start)
        self.completion = completion
        interrupted?(false)
    }

    // MARK: Helpers

    /// `time` if it is finite: a NaN start would make every later offset NaN.
    private static func finite(_ time: Double?) -> Double? {
        time.flatMap { $0.isFinite ? $0 : nil }
    }

    private func release(_ motion: inout AxisMotion, _ axis: ScrollAxis, at position: Double, velocity: Double, range: ClosedRange<Double>,
                         scrolls: Bool, page: Double, dragStart: Double, start: Double?) {
        if position < range.lowerBound || position > range.upperBound {
            let edge = min(max(position, range.lowerBound), range.upperBound)
            motion.spring(bounceSpring, from: position, to: edge, velocity: velocity, phase: .bouncing, start: start)
        } else if !scrolls {
            motion.rest(at: position)
        } else if isPagingEnabled && page > 0 && page.isFinite {
            let target = pageTarget(from: position, velocity: velocity, range: range, page: page, dragStart: dragStart)
            motion.spring(pagingSpring, from: position, to: target, velocity: velocity, phase: .paging, start: start)
        } else if let target = restingTarget?(position, velocity, axis), target.isFinite {
            let target = min(max(target, range.lowerBound), range.upperBound)
            motion.spring(snapSpring, from: position, to: target, velocity: velocity, phase: .snapping, start: start)
        } else {
            motion.decay(decelerationRate, from: position, velocity: velocity, within: range, start: start)
        }
    }

    /// The page nearest the projected resting position, at most one page from where the drag began.
    func pageTarget(from position: Double, velocity: Double, range: ClosedRange<Double>, page: Double, dragStart: Double) -> Double {
        let projected = decelerationRate.restingPosition(from: position, initialVelocity: velocity)
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
