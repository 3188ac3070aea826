// A document's path tracks: `"type": "path"`, with `path` (SVG path data) and an optional
// `autoRotate` (true, or an offset in degrees), and a number timeline of the fraction travelled.

extension DocumentReader {
    /// The path and rotation of a path track around its already read `travel` timeline; `nil`
    /// (with faults) when either is missing or bad.
    func pathTimeline(_ fields: Fields, _ node: DocumentJSON, _ path: DocumentPath, travel: Timeline<Double>?) -> DocumentTimeline? {
        var motionPath: MotionPath?
        if let field = fields["path"] {
            if let data = string(field.member.value, field.path, example: #""M0 0 C50 -80 150 80 200 0""#) {
                do {
                    motionPath = try MotionPath(pathData: data)
                } catch {
                    // The fault's column is inside the string when the string has nothing JSON escapes.
                    let value = field.member.value
                    let plain = data.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\"" && $0 != "\\" }
                    fault(.invalidValue, at: value, field.path, "bad path data at column \(error.column) of the path: expected \(error.expected), found \(error.found)",
                          expected: "SVG path data (M L H V C S Q T A Z), e.g. \"M0 0 C50 -80 150 80 200 0\"",
                          column: plain && value.column > 0 ? value.column + error.column : nil)
                }
            }
        } else {
            missing("path", in: node, path, expected: #"SVG path data, e.g. "M0 0 C50 -80 150 80 200 0""#)
        }
        var rotation = MotionPath.Rotation.fixed
        var valid = true
        if let field = fields["autoRotate"] {
            switch field.member.value.value {
            case .bool(let follows): rotation = follows ? .tangent(degrees: 0) : .fixed
            default:
                if let degrees = number(field.member.value, field.path, example: "true, or 90 (degrees)") { rotation = .tangent(degrees: degrees) } else { valid = false }
            }
        }
        guard let motionPath, let travel, valid else { return nil }
        return .path(travel, PathTravel(path: motionPath, rotation: rotation))
    }
}

extension DocumentWriter {
    /// A path track's `path` and, when it follows the tangent, `autoRotate` (`true` for no
    /// offset, else the offset in degrees).
    static func pathMembers(_ along: PathTravel) -> [DocumentJSON.Member] {
        var members = [member("path", string(along.path.pathData))]
        if along.rotation.followsTangent {
            members.append(member("autoRotate", along.rotation.degrees == 0 ? DocumentJSON(.bool(true)) : number(along.rotation.degrees)))
        }
        return members
    }
}
