// visionOS
// expect: is only available in visionOS_2
// An `#available` that names iOS 18 but not visionOS, around a visionOS 2 modifier, on visionOS: a
// condition tests only the running platform's own specification, so `*` matches at the visionOS 1
// floor (swiftlang/swift, `bestActiveSpecForQuery` in lib/Sema/AvailabilityScopeBuilder.cpp asks
// `isPlatformActive(…, ForRuntimeQuery: true)`, and lib/AST/PlatformKind.cpp makes iOS active on
// visionOS only for attributes). Apple's compiler reports the modifier there.
import SwiftUI

struct Feed: View {
    var body: some View {
        if #available(iOS 18.0, macOS 15.0, *) {
            EmptyView().onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
        }
    }
}
