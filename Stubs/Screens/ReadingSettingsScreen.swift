import Scrollwork
import ScrollworkUI
import SwiftUI

// A SwiftUI screen that passes its state down as bindings, as an app developer writes it: `@State`
// values handed to child views as `$value` and `$settings.member` (a binding to a member through
// dynamic member lookup), a child view with `@Binding` properties that changes them, and the chosen
// scale applied to a scrolling column; with Scrollwork imported too, so an overload of it that made
// one of these calls ambiguous fails. Checked on every platform.

struct ReadingSettings {
    var scale = 1.0
    var showsCovers = true
}

/// A child view that changes a value it does not own.
struct ScaleStepper: View {
    @Binding var scale: Double

    var body: some View {
        HStack {
            Button("Smaller") { scale = max(0.5, scale - 0.1) }
            Text("\(scale, specifier: "%.1f")×")
            Button("Larger") { scale = min(2, scale + 0.1) }
        }
    }
}

struct CoverSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        Button(isOn ? "Hide covers" : "Show covers") { isOn.toggle() }
    }
}

struct ReadingSettingsScreen: View {
    @State private var settings = ReadingSettings()
    @State private var pageScale = 1.0

    var body: some View {
        VStack {
            ScaleStepper(scale: $pageScale)
            ScaleStepper(scale: $settings.scale)
            CoverSwitch(isOn: $settings.showsCovers)
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<6) { chapter in
                        Text("Chapter \(chapter + 1)")
                            .scaleEffect(CGFloat(pageScale * settings.scale))
                            .opacity(settings.showsCovers ? 1 : 0.6)
                    }
                }
            }
        }
    }
}

/// A preview-style use of a constant binding, as in tests and previews.
struct ScaleStepperPreview: View {
    var body: some View {
        ScaleStepper(scale: .constant(1))
    }
}
