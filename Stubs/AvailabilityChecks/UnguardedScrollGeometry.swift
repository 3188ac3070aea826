// iOS
// expect: is only available in iOS_18
// An iOS 18 modifier at the iOS 16 floor, outside any availability scope.
import SwiftUI

struct Feed: View {
    var body: some View {
        EmptyView().onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
    }
}
