// What a responsive stage's variants can never do.

/// A variant that can never be in force: its condition never holds, or an earlier variant's holds
/// wherever its does.
public struct VariantDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Why the variant is never in force.
    public enum Reason: Hashable, Sendable {
        /// Its condition holds in no context (an empty or NaN width or height range).
        case neverHolds
        /// The named earlier variant holds wherever this one does, so it always wins.
        case shadowed(by: String)
    }

    /// The variant's name.
    public var variant: String
    /// Why.
    public var reason: Reason

    /// One line: `variant "tablet" is never in force: "wide" (listed earlier) holds wherever it does`.
    public var description: String {
        switch reason {
        case .neverHolds: "variant \"\(variant)\" is never in force: its condition holds in no context (an empty size range)"
        case .shadowed(let earlier): "variant \"\(variant)\" is never in force: \"\(earlier)\" (listed earlier) holds wherever it does"
        }
    }
}

extension ResponsiveStage {
    /// The variants that can never be in force, in order: a condition that holds nowhere, or one
    /// shadowed by an earlier variant whose condition holds wherever it does (a fallback with no
    /// condition listed first shadows every variant after it). Two variants with the same
    /// condition are reported once, the later as shadowed by the earlier.
    ///
    /// The test is by constraints, so it is sound but not complete: it reports only what can
    /// never apply, and misses a variant shadowed by several earlier ones together (`0–600` and
    /// `600–` shadow everything after them).
    ///
    /// - Complexity: O(*v*²·*f*) for *v* variants with *f* flags each.
    public var diagnostics: [VariantDiagnostic] {
        var found: [VariantDiagnostic] = []
        for (k, variant) in variants.enumerated() {
            if variant.condition.isUnsatisfiable {
                found.append(VariantDiagnostic(variant: variant.name, reason: .neverHolds))
            } else if let earlier = variants.prefix(k).first(where: { !$0.condition.isUnsatisfiable && $0.condition.covers(variant.condition) }) {
                found.append(VariantDiagnostic(variant: variant.name, reason: .shadowed(by: earlier.name)))
            }
        }
        return found
    }
}
