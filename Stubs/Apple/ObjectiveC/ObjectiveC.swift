// Stub of the ObjectiveC module (what Foundation, UIKit and AppKit re-export on Apple platforms),
// reduced to what `#selector` needs to type-check. Built only by .ci/typecheck-apple.sh.

/// https://developer.apple.com/documentation/objectivec/selector
/// (`struct Selector`, in the ObjectiveC module; `#selector(...)` produces one.)
/// Like the real one, a single pointer (the compiler requires that layout for `#selector`).
public struct Selector: Hashable, @unchecked Sendable {
    var ptr: OpaquePointer
    public init(_ name: String) { ptr = OpaquePointer(bitPattern: 1)! }
}
