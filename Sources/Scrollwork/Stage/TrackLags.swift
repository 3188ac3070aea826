// Owns: a stage's lagged tracks (``Track/lagged(_:)``), grouped by lag, each group with its own
// batches and frames, and the timed offsets they follow.
// Called by: `Stage` only, through `Stage+Lag.swift` (adding and removing tracks, a timed offset,
// a frame's writes, `isIdle`, a restore).

/// The lagged tracks of a stage: one group per distinct lag, which reads the frames of the
/// lagged offset (``LagPath``) instead of the stage's.
///
/// Invariants: every group holds at least one track once added (a group emptied by removals is
/// kept, and costs one check a frame); `path` keeps what the longest lag needs.
final class TrackLags {
    /// The tracks that share one lag.
    final class Group {
        /// The lag, in seconds (> 0, finite).
        let lag: Double
        /// The tracks, batched as a stage batches its own.
        let tracks = TrackBatches()
        /// The frames the tracks read: the stage's frames, at the lagged offset.
        var frames: [SceneFrame] = []

        init(lag: Double) { self.lag = lag }
    }

    private(set) var groups: [Group] = []
    /// The timed offsets the lags follow.
    private(set) var path = LagPath()
    /// The longest lag, in seconds.
    private var longest = 0.0
    /// Whether the last write was at a settled lag (a tick then has nothing to write until the
    /// next offset).
    var wroteSettled = false

    /// The group of `lag` seconds, made if it is new.
    func group(for lag: Double) -> Group {
        if let group = groups.first(where: { $0.lag == lag }) { return group }
        let group = Group(lag: lag)
        groups.append(group)
        longest = max(longest, lag)
        return group
    }

    /// Records offset `x` (finite) at `time` (finite).
    func record(_ x: Double, at time: Double) {
        path.append(x, at: time, keep: longest)
    }

    /// Forgets the path (a restore): the lags start again, settled, from the next timed offset.
    func restart() {
        path.removeAll()
    }

    /// The offset a lag of `lag` seconds reads at `time`, or `x` (the stage's offset) without a
    /// time or a timed offset.
    func offset(lag: Double, at time: Double?, current x: Double) -> Double {
        guard let time else { return x }
        return path.offset(at: time, lag: lag) ?? x
    }

    /// Whether every lag reads the newest offset at `time` for good (or there is no time).
    func isSettled(at time: Double?) -> Bool {
        guard let time else { return true }
        return path.isSettled(at: time, lag: longest)
    }

    /// Removes the tracks of frame `frame` from every group (see ``TrackBatches/removeTracks(ofFrame:renumber:)``).
    func removeTracks(ofFrame frame: Int, renumber: Bool) {
        for group in groups { group.tracks.removeTracks(ofFrame: frame, renumber: renumber) }
    }
}
