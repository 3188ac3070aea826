// macOS: an app's screen that imports SwiftUI, AppKit and ScrollworkUI together and names system
// colours with implicit members, as apps do. Scrollwork must not make any of these calls ambiguous
// (an unlabeled `NSColor.init(_: RGBA)` did: `.white` is also an `RGBA`).
import AppKit
import Scrollwork
import ScrollworkUI
import SwiftUI

@MainActor
func screenColors(tint: Color) -> [NSColor] {
    [NSColor(.white), NSColor(.black), NSColor(.clear), NSColor(tint), NSColor(Color.white),
     NSColor(rgba: .white), NSColor(rgba: RGBA(red: 1, green: 0.5, blue: 0))]
}

struct Swatch: View {
    var body: some View {
        VStack {
            Color.white
            Color.black
            Color(.white)
            Color(.black)
            Color(.clear)
            Color(rgba: RGBA(red: 1, green: 0.5, blue: 0))
        }
    }
}
