/// What an offset stream keeps for a consumer that reads more slowly than offsets arrive.
///
/// The default, ``latest``, keeps only the newest offset: a slow observer skips to the present and
/// never works through a backlog, and memory stays constant however far it falls behind. Use
/// ``newest(_:)`` to keep a short history, or ``unbounded`` when every offset matters (recording a
/// trajectory, tests).
///
/// A struct over a private enum, so that new policies can be added without breaking a client `switch`.
public struct OffsetBuffering: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case newest(Int)
        case unbounded
    }

    let kind: Kind

    /// Keep only the newest offset (latest wins). The default.
    public static let latest = OffsetBuffering(kind: .newest(1))

    /// Keep the `count` newest offsets; older unread ones are dropped.
    ///
    /// - Precondition: `count >= 1`.
    public static func newest(_ count: Int) -> OffsetBuffering {
        precondition(count >= 1, "OffsetBuffering.newest(_:) needs a count of at least 1, got \(count)")
        return OffsetBuffering(kind: .newest(count))
    }

    /// Keep every offset until it is read. Memory grows with a consumer's lag.
    public static let unbounded = OffsetBuffering(kind: .unbounded)

    /// `latest`, `newest(n)` or `unbounded`.
    public var description: String {
        switch kind {
        case .newest(1): return "latest"
        case .newest(let count): return "newest(\(count))"
        case .unbounded: return "unbounded"
        }
    }

    /// How many unread offsets a stream keeps, or `nil` for all of them.
    var limit: Int? {
        switch kind {
        case .newest(let count): return count
        case .unbounded: return nil
        }
    }
}
