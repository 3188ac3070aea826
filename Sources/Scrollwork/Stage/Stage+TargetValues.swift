import Foundation

// Named targets' values as their own types: `reading.value(of: "bg", as: RGBA.self)`.

extension StageReading {
    /// The value of the track whose target is named `target`, as the type its timeline animates.
    ///
    /// This is ``value(ofTarget:)`` with the components turned back into a value: a `Double`,
    /// `Float`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, ``RGBA`` or any other
    /// ``AnimatableVector`` — the type must be exactly the track's (a `Timeline<RGBA>` is read
    /// `as: RGBA.self`; a `CGFloat` track is not read as `Double`). The value equals, bit for
    /// bit, what the move to the reading's offset would write. Named tracks are the ones given a
    /// name with ``Track/named(_:)`` and every track of a stage made from a ``StageDocument``; when
    /// several share a name, the first (the stage's own tracks, then the scenes' in the order
    /// they were added) answers.
    ///
    /// A wrong name or a wrong type is a mistake in the calling code, so it throws a
    /// ``StageValueError`` naming the target and both types, where a `nil` would leave the
    /// caller guessing; `try?` gives the optional form.
    ///
    /// ```swift
    /// import Foundation
    /// import Scrollwork
    ///
    /// let colour = try Timeline(initial: RGBA(0xFFFFFF)) { Segment(to: RGBA(0x008080), over: 1) }
    /// let slide = try Timeline(initial: CGPoint.zero) { Segment(to: CGPoint(x: 100, y: 40), over: 1) }
    /// let stage = try Stage {
    ///     ScrollScene("hero", start: 0, length: 400) {
    ///         Track(colour) { _ in }.named("bg")
    ///         Track(slide) { _ in }.named("hero.center")
    ///     }
    /// }
    /// stage.setOffset(0)
    /// let reading = stage.reading(at: 100)
    /// print(try reading.value(of: "bg", as: RGBA.self).hexString)
    /// let center = try reading.value(of: "hero.center", as: CGPoint.self)
    /// print(center.x, center.y)
    /// do {
    ///     _ = try reading.value(of: "bg", as: Double.self)
    /// } catch {
    ///     print(error)
    /// }
    /// print((try? reading.value(of: "hero.centre", as: CGPoint.self)) == nil)
    /// ```
    ///
    /// ```text
    /// #bfdfdf
    /// 25.0 10.0
    /// Target 'bg' animates RGBA values, not Double
    /// true
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name, such as `"title.opacity"`.
    ///   - type: The track's value type (it can be left out where the result's type says it).
    /// - Returns: The value the move would write.
    /// - Throws: ``StageValueError/unknownTarget(_:)`` when no track has the name,
    ///   ``StageValueError/typeMismatch(target:requested:actual:)`` when its track animates another
    ///   type, ``StageValueError/noValue(target:)`` when the move would not write it (its scene is
    ///   disabled or unresolved).
    /// - Complexity: O(1) on average (a hash of the name).
    public func value<Value: AnimatableVector>(of target: String, as type: Value.Type = Value.self) throws(StageValueError) -> Value {
        guard let actual = targetTypes[target] else { throw .unknownTarget(target) }
        guard ObjectIdentifier(actual) == ObjectIdentifier(type) else {
            throw .typeMismatch(target: target, requested: "\(type)", actual: "\(actual)")
        }
        guard let components = targetValues[target] ?? nil else { throw .noValue(target: target) }
        return Value(animationComponents: components)
    }
}

extension Stage {
    /// The current value of the track whose target is named `target`, as the type its timeline
    /// animates: what the stage wrote at its current ``offset``.
    ///
    /// It answers as ``StageReading/value(of:as:)`` does for a reading at the current offset, and
    /// throws the same errors — and ``StageValueError/noValue(target:)`` before the first offset,
    /// when nothing has been written. A disabled scene's target has no value either (its track
    /// keeps what it last wrote, which the stage does not keep).
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let fade = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
    /// let stage = try Stage {
    ///     ScrollScene("intro", start: 100, length: 200) { Track(fade) { _ in }.named("title.opacity") }
    /// }
    /// do {
    ///     _ = try stage.value(of: "title.opacity", as: Double.self)
    /// } catch {
    ///     print(error)
    /// }
    /// stage.setOffset(150)
    /// print(try stage.value(of: "title.opacity", as: Double.self))
    /// let opacity: Double = try stage.value(of: "title.opacity")      // the type from the context
    /// print(opacity)
    /// ```
    ///
    /// ```text
    /// Target 'title.opacity' has no value here: its scene is disabled or unresolved, or the stage has no offset yet
    /// 0.25
    /// 0.25
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name, such as `"title.opacity"`.
    ///   - type: The track's value type (it can be left out where the result's type says it).
    /// - Returns: The value written at the current offset.
    /// - Throws: ``StageValueError``, as ``StageReading/value(of:as:)`` does, and
    ///   ``StageValueError/noValue(target:)`` for a stage without an offset.
    /// - Complexity: O(*s* + *t*) for *s* scenes and *t* tracks: it reads the whole stage
    ///   (``reading(at:motionPolicy:)``). To follow values every frame, write them to your own
    ///   objects or a ``TrackBuffer`` instead.
    public func value<Value: AnimatableVector>(of target: String, as type: Value.Type = Value.self) throws(StageValueError) -> Value {
        let value = try reading(at: offset ?? 0).value(of: target, as: type)
        guard offset != nil else { throw .noValue(target: target) }
        return value
    }
}
