// iOS
// expect: pass
// The same modifier inside `if #available`, and in a declaration marked available from iOS 18.
import SwiftUI

struct Feed: View {
    var body: some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
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
