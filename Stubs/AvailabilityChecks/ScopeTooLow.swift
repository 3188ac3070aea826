// iOS
// expect: is only available in iOS_18
// An iOS 18 modifier inside an iOS 17 scope.
import SwiftUI

struct Feed: View {
    var body: some View {
        if #available(iOS 17.0, *) {
            EmptyView().onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
        }
    }
}
