#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension Stage: CustomStringConvertible, CustomDebugStringConvertible {
    /// A plain-text table of the stage: one row per scene with its range, state, progress,
    /// hysteresis, `once`, enabled state and track count, under a line describing the layout and
    /// the offset, followed by the stage's ``diagnostics`` (one `! ` line each), if any.
    ///
    /// ```text
    /// Stage: 2 scenes, 1 track of its own; offset 300; vertical, viewport 390x844, content 390x2000, scroll range 0...1156
    /// scene  range                               state   progress  hysteresis  once  enabled  tracks
    /// intro  0...600                             active  0.5       4           no    yes      1
    /// card   unresolved: element `card` missing  before  -         0           no    yes      0
    /// ! card: unresolved: the layout has no element `card`
    /// ```
    ///
    /// Rows are in the order the scenes were added and numbers are printed the same way on every
    /// platform, so the text is deterministic and fit for snapshots and logs. Progress is `-` where
    /// ``progress(of:)-(String)`` is `nil`.
    ///
    /// - Complexity: O(*s* + *t* + *l*) for *s* scenes, *t* tracks and *l* labels (the diagnostics).
    public var description: String {
        (table() + diagnostics.map { "! \($0)" }).joined(separator: "\n")
    }

    /// ``description``, followed by how each scene's boundaries were resolved and what its tracks
    /// write, and the stage's own tracks.
    ///
    /// ```text
    /// intro: start 0 · fixed offset; end 600 · start + 600 pt; tracks \Title.opacity (progress)
    /// ```
    ///
    /// - Complexity: O(*s* + *t*) for *s* scenes and *t* tracks.
    public var debugDescription: String {
        var lines = table() + diagnostics.map { "! \($0)" }
        for index in 0..<slots.count {
            let scene = scenes[index]
            var parts: [String] = []
            if slots[index].resolved {
                let markers = markers(of: index)
                for marker in markers {
                    parts.append("\(marker.heading) · \(marker.explanation)")
                }
            } else {
                parts.append(unresolvedReason(of: index))
            }
            if !scene.tracks.isEmpty { parts.append("tracks " + Self.trackList(scene.tracks)) }
            lines.append("\(scene.name): " + parts.joined(separator: "; "))
        }
        if !ownTracks.isEmpty { lines.append("stage tracks: " + Self.trackList(ownTracks)) }
        return lines.joined(separator: "\n")
    }

    /// `\Title.opacity (progress), pin (sceneOffset)`.
    static func trackList(_ tracks: [Track]) -> String {
        tracks.map { "\($0.label) (\($0.domain))" }.joined(separator: ", ")
    }

    /// The header line and the table's rows, columns padded to their widest cell.
    func table() -> [String] {
        let axis = layout.axis
        func size(_ size: CGSize) -> String { "\(Readout.number(Double(size.width)))x\(Readout.number(Double(size.height)))" }
        let header = "Stage: \(slots.count) scene\(slots.count == 1 ? "" : "s"), \(ownTracks.count) track\(ownTracks.count == 1 ? "" : "s") of its own; "
            + "offset \(offset.map { Readout.number($0) } ?? "none"); \(axis), viewport \(size(layout.viewport)), "
            + "content \(size(layout.content)), scroll range \(Readout.range(0, layout.maximumOffset))"
        var rows = [["scene", "range", "state", "progress", "hysteresis", "once", "enabled", "tracks"]]
        for index in 0..<slots.count {
            let slot = slots[index], scene = scenes[index]
            let range: String
            if !slot.resolved {
                range = unresolvedReason(of: index)
            } else if slot.isTrigger {
                range = "\(Readout.number(slot.start)) (trigger)"
            } else {
                range = Readout.range(slot.start, slot.end)
            }
            rows.append([
                scene.name, range, "\(slot.state)",
                progress(of: scene.name).map { Readout.number($0, decimals: 3) } ?? "-",
                Readout.number(scene.hysteresis), scene.once ? "yes" : "no", scene.isEnabled ? "yes" : "no",
                "\(scene.tracks.count)",
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return [header] + rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] + 2 - cell.count)
            }
            return line
        }
    }
}
