// iOS: an app's screen that imports SwiftUI, UIKit and ScrollworkUI together and names system
// colours with implicit members, as apps do. Scrollwork must not make any of these calls ambiguous
// (an unlabeled `UIColor.init(_: RGBA)` did: `.white` is also an `RGBA`).
import Scrollwork
import ScrollworkUI
import SwiftUI
import UIKit

@MainActor
func screenColors(tint: Color) -> [UIColor] {
    [UIColor(.white), UIColor(.black), UIColor(.clear), UIColor(tint), UIColor(Color.white),
     UIColor(rgba: .white), UIColor(rgba: RGBA(red: 1, green: 0.5, blue: 0))]
}

struct Badge: View {
    var body: some View {
        VStack {
            Color(uiColor: .white)
            Color(uiColor: .black)
            Color.clear
            Color(.white)
            Color(.black)
            Color(.clear)
            Color(rgba: RGBA(red: 1, green: 0.5, blue: 0))
        }
    }
}
