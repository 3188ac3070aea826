import Testing

/// Expects `actual` within `tolerance` of `expected` (NaN matches only NaN), reporting at the caller.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-12, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if expected.isNaN {
        #expect(actual.isNaN, comment, sourceLocation: sourceLocation)
    } else {
        #expect(abs(actual - expected) <= tolerance, "\(actual) vs \(expected) ± \(tolerance) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
    }
}
