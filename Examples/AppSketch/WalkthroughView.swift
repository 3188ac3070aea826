import Scrollwork
import ScrollworkUI
import SwiftUI

/// The walkthrough's choreography: one stage, its scenes, and the track values the views show.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
final class WalkthroughChoreography {
    let model = StageModel(Stage())
    let heroOpacity: StageValue<Double>
    let heroScale: StageValue<Double>
    let heroTilt: StageValue<Double>
    let titleOffset: StageValue<CGPoint>
    let titleColor: StageValue<RGBA>
    let footerBlur: StageValue<Double>

    init() {
        let stage = model.stage
        // The scales and scenes below are constants: an error here is a typo, found on the first run.
        try! stage.add(ScrollScene("hero", start: .element("hero", .start, meets: .end), length: 400))
        try! stage.add(ScrollScene("title", start: .element("title", .start, meets: .end), end: .element("title", .end, meets: .center)))
        try! stage.add(ScrollScene("footer", start: .element("page 11", .start, meets: .end), length: 300))

        var fade = Timeline(initial: 0.0)
        try! fade.insert(Scale(start: 0, length: 0.5, to: 1))
        var grow = Timeline(initial: 0.6)
        try! grow.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutBack))
        var tilt = Timeline(initial: -12.0)
        try! tilt.insert(Scale(start: 0.2, length: 0.8, to: 0, easing: .easeOutCubic))
        var slide = Timeline(initial: CGPoint(x: -80, y: 0))
        try! slide.insert(Scale(start: 0, length: 1, to: .zero, easing: .easeOutCubic))
        var tint = Timeline(initial: RGBA(red: 0.55, green: 0.55, blue: 0.6))
        try! tint.insert(Scale(start: 0.5, length: 0.5, to: RGBA(red: 0.95, green: 0.35, blue: 0.2)))
        var blur = Timeline(initial: 0.0)
        try! blur.insert(Scale(start: 0, length: 1, to: 8))

        heroOpacity = try! model.opacityTrack(fade, in: "hero")        // a fade: kept under Reduce Motion
        heroScale = try! model.track(grow, in: "hero")
        heroTilt = try! model.track(tilt, in: "hero")
        titleOffset = try! model.track(slide, in: "title")
        titleColor = try! model.track(tint, in: "title")
        footerBlur = try! model.track(blur, in: "footer")
    }
}

/// An intro walkthrough in a lazy stack: the hero and the title are animated by the scroll position;
/// the pages below are laid out lazily (only those near the screen exist), and the footer's scene is
/// anchored to the last page before it has ever been laid out, through an estimate.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct WalkthroughView: View {
    @State private var choreography = WalkthroughChoreography()
    static let pageHeight: CGFloat = 220

    var body: some View {
        let steps = choreography
        VStack(spacing: 0) {
            HeroProgress(model: steps.model)
            ScrollView {
                LazyVStack(spacing: 0) {
                    Text("Scroll down")
                        .frame(height: 700)
                    Text("Scrollwork")
                        .frame(width: 240, height: 240)
                        .scrollworkOpacity(steps.heroOpacity)
                        .scrollworkScale(steps.heroScale)
                        .scrollworkRotation(steps.heroTilt)
                        .scrollworkElement("hero")
                    Text("Scroll-linked animation, frame by frame")
                        .padding(24)
                        .scrollworkOffset(steps.titleOffset)
                        .scrollworkForeground(steps.titleColor)
                        .scrollworkElement("title")
                    ForEach(0..<12) { index in
                        Text("Page \(index + 1)")
                            .frame(height: Self.pageHeight)
                            .scrollworkBlur(index == 11 ? steps.footerBlur : steps.model.value(named: "sharp", initial: 0.0))
                            .scrollworkElement("page \(index)")
                    }
                }
                .scrollworkContent()
            }
            // Pages follow the title at a fixed height: a page never laid out yet is placed where it will be.
            .scrollworkStage(steps.model, estimatedFrame: { name in
                guard name.hasPrefix("page "), let index = Int(name.dropFirst(5)) else { return nil }
                return CGRect(x: 0, y: 700 + 240 + 80 + CGFloat(index) * Self.pageHeight, width: 390, height: Self.pageHeight)
            })
            Button("Replay") {
                // A new stage: the modifier feeds it from now on, starting where the scroll view is.
                choreography = WalkthroughChoreography()
            }
        }
    }
}

/// Reads one scene's progress: re-rendered on the frames where the hero's progress changes, and on
/// no other (not for the title's, nor for the offset).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct HeroProgress: View {
    let model: StageModel

    var body: some View {
        Text("Hero \(Int(((model.progress(of: "hero") ?? 0) * 100).rounded()))%")
            .padding(8)
    }
}
