@testable import Scrollwork

/// A deliberately simple model of a timeline: an unsorted list of scales and linear scans.
struct TimelineModel {
    struct Entry: Equatable {
        var start, length, to: Double
        var end: Double { start + length }
    }

    var initial: Double
    var entries: [Entry] = []

    var sorted: [Entry] { entries.sorted { $0.start < $1.start } }

    /// Whether `entry` can join: finite, positive length, and no overlap (touching is fine).
    func accepts(_ entry: Entry) -> Bool {
        guard entry.start.isFinite, entry.length.isFinite, entry.length > 0, entry.end.isFinite else { return false }
        return entries.allSatisfy { $0.end <= entry.start || entry.end <= $0.start }
    }

    func from(of entry: Entry) -> Double {
        sorted.last { $0.end <= entry.start && $0 != entry }?.to ?? initial
    }

    func value(at offset: Double) -> Double {
        let ordered = sorted
        // The later scale wins where two touch, so scan from the end.
        if let inside = ordered.last(where: { $0.start <= offset && offset <= $0.end }) {
            let progress = (offset - inside.start) / inside.length
            return Double.interpolate(from: from(of: inside), to: inside.to, progress: min(progress, 1))
        }
        if let previous = ordered.last(where: { $0.end < offset }) { return previous.to }
        return initial
    }
}
