extension Stage {
    /// Adds a label (see ``StageLabel``). Labels may share a name; the first one added answers for
    /// the name, and the stage's diagnostics report the duplicates.
    ///
    /// - Complexity: O(1) amortised.
    ///
    /// - Precondition: not called from a track's write closure or an update's closure (as every
    ///   call that changes the stage).
    public func add(_ label: StageLabel) {
        precondition(runningClosure == nil, "Stage.add(_:) (a label) called from \(runningClosure!)")
        labelList.append(label)
    }

    /// Removes every label named `name`.
    ///
    /// - Returns: Whether there was one.
    /// - Precondition: not called from a track's write closure or an update's closure.
    /// - Complexity: O(*l*) for *l* labels.
    @discardableResult
    public func removeLabel(named name: String) -> Bool {
        precondition(runningClosure == nil, "Stage.removeLabel(named:) called from \(runningClosure!)")
        let count = labelList.count
        labelList.removeAll { $0.name == name }
        return labelList.count != count
    }

    /// The labels, in the order they were added.
    public var labels: [StageLabel] { labelList }

    /// Where the label named `name` is in the current layout: the offset its anchor resolves to, or
    /// its scene's start plus `progress` × the scene's length (the progress is not clamped); `nil`
    /// for an unknown name, an anchor that names a missing element, an unknown or unresolved scene,
    /// or a non-finite result.
    ///
    /// - Complexity: O(*l*) for *l* labels.
    public func offset(ofLabel name: String) -> Double? {
        labelList.first { $0.name == name }.flatMap(resolve)
    }

    /// The label at or last before the current offset (by resolved position; of labels at one
    /// position, the last added), or `nil` before the first label, without an offset, or without
    /// resolvable labels — GSAP's `currentLabel()`.
    ///
    /// - Complexity: O(*l* log *l*).
    public var currentLabel: String? {
        guard let offset else { return nil }
        return placedLabels().last { $0.offset <= offset }?.name
    }

    /// The first label after the current offset, or `nil` — GSAP's `nextLabel()`.
    ///
    /// - Complexity: O(*l* log *l*).
    public var nextLabel: String? {
        guard let offset else { return nil }
        return placedLabels().first { $0.offset > offset }?.name
    }

    /// The last label before the current offset, or `nil` — GSAP's `previousLabel()`.
    ///
    /// - Complexity: O(*l* log *l*).
    public var previousLabel: String? {
        guard let offset else { return nil }
        return placedLabels().last { $0.offset < offset }?.name
    }

    /// Every resolvable label (the first of each name), sorted by offset, then in the order added.
    func placedLabels() -> [(name: String, offset: Double)] {
        var seen = Set<String>()
        var placed: [(name: String, offset: Double, order: Int)] = []
        for (order, label) in labelList.enumerated() where seen.insert(label.name).inserted {
            if let offset = resolve(label) { placed.append((label.name, offset, order)) }
        }
        return placed.sorted { ($0.offset, $0.order) < ($1.offset, $1.order) }.map { ($0.name, $0.offset) }
    }

    /// The offset of `label` in the current layout, or `nil`.
    func resolve(_ label: StageLabel) -> Double? {
        let offset: Double?
        switch label.position {
        case .anchor(let anchor):
            offset = anchor.resolve(in: layout)
        case .scene(let scene, let progress):
            offset = range(of: scene).map { range in
                let length = range.upperBound - range.lowerBound
                return length.isFinite ? range.lowerBound + progress * length : lerp(range.lowerBound, range.upperBound, progress)
            }
        }
        return offset.flatMap { $0.isFinite ? $0 : nil }
    }
}
