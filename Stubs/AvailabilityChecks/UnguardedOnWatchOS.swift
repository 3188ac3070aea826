// watchOS
// expect: is only available in watchOS_11
// An iOS 18 / watchOS 11 modifier at the watchOS 9 floor, outside any availability scope.
import SwiftUI

struct Feed: View {
    var body: some View {
        EmptyView().onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
    }
}
