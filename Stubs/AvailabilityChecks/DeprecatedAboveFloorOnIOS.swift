// iOS
// expect: pass
// The same modifier on iOS, deprecated only from iOS 17, above the floor: no warning there.
import SwiftUI

struct Counter: View {
    var count = 0
    var body: some View {
        EmptyView().onChange(of: count) { _ in }
    }
}
