// visionOS
// expect: deprecated
// `onChange(of:perform:)` is deprecated from visionOS 1.0, the floor (warnings are errors).
import SwiftUI

struct Counter: View {
    var count = 0
    var body: some View {
        EmptyView().onChange(of: count) { _ in }
    }
}
