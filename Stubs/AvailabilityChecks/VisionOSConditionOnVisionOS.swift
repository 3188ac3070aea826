// visionOS
// expect: pass
// The same modifier on visionOS under a condition that names visionOS 2, and in a declaration marked
// available from iOS 18 only: attributes (unlike conditions) carry iOS's availability over to
// visionOS where they do not name it, iOS 18 as visionOS 2.
import SwiftUI

struct Feed: View {
    var body: some View {
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
            EmptyView().onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
        }
    }
}

@available(iOS 18.0, *)
struct NewFeed: View {
    var body: some View {
        EmptyView().onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
    }
}
