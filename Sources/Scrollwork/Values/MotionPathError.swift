/// Why path data could not be read: where (a column) and what was expected there.
///
/// ```swift
/// import Scrollwork
///
/// do {
///     _ = try MotionPath(pathData: "M0 0 L10")
/// } catch {
///     print(error)
/// }
/// ```
///
/// ```text
/// column 9: expected a number (the y coordinate of L), found the end of the data
/// ```
public struct MotionPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column, in characters, of the first character that could not be read (one past
    /// the last character when the data ended too soon).
    public let column: Int
    /// What the data needed there, e.g. `a number (the y coordinate of L)`, `a flag, 0 or 1`.
    public let expected: String
    /// What was there: a character in backquotes, or `the end of the data`.
    public let found: String

    /// A fault at `column`.
    public init(column: Int, expected: String, found: String) {
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// `column 9: expected a number (the y coordinate of L), found the end of the data`.
    public var description: String { "column \(column): expected \(expected), found \(found)" }
}
