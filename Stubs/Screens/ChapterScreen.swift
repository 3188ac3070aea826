import Scrollwork
import ScrollworkUI
import SwiftUI

// A scroll-driven SwiftUI screen as an app developer writes it after reading "Using Scrollwork in
// an app": a navigation stack with a title and a toolbar button, chapters in a lazy stack whose
// section headers stay pinned, a reading-progress bar in the bottom safe-area inset, covers that
// fade, grow and tilt in with the scroll position, a horizontal strip that pages (iOS 17), and the
// scroll geometry read directly where the system offers it (iOS 18). Checked on every platform.

/// The choreography: one stage, a scene per chapter cover, and the values the views show.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
final class ChapterChoreography {
    static let chapters = 4
    let model = StageModel(Stage())
    let coverOpacity: [StageValue<Double>]
    let coverScale: [StageValue<Double>]
    let coverTilt: [StageValue<Double>]
    let titleOffset: [StageValue<CGPoint>]

    init() throws {
        var fade = Timeline(initial: 0.0)
        try fade.insert(Scale(start: 0, length: 0.5, to: 1))
        var grow = Timeline(initial: 0.8)
        try grow.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutBack))
        var tilt = Timeline(initial: -8.0)
        try tilt.insert(Scale(start: 0.2, length: 0.8, to: 0, easing: .easeOutCubic))
        var slide = Timeline(initial: CGPoint(x: -60, y: 0))
        try slide.insert(Scale(start: 0, length: 1, to: .zero, easing: .easeOutCubic))
        var opacity: [StageValue<Double>] = [], scale: [StageValue<Double>] = [], rotation: [StageValue<Double>] = []
        var offset: [StageValue<CGPoint>] = []
        for chapter in 0..<Self.chapters {
            let name = "cover \(chapter)"
            try model.stage.add(ScrollScene(name, start: .element(name, .start, meets: .end), length: 300))
            opacity.append(try model.opacityTrack(fade, in: name))   // a fade: kept under Reduce Motion
            scale.append(try model.track(grow, in: name))
            rotation.append(try model.track(tilt, in: name))
            offset.append(try model.track(slide, in: name))
        }
        coverOpacity = opacity
        coverScale = scale
        coverTilt = rotation
        titleOffset = offset
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct ChapterScreen: View {
    @State private var choreography: ChapterChoreography
    @State private var replays = 0

    init(choreography: ChapterChoreography) {
        _choreography = State(initialValue: choreography)
    }

    var body: some View {
        let steps = choreography
        NavigationStack {
            ScrollView(.vertical, showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<ChapterChoreography.chapters) { chapter in
                        Section {
                            Cover(chapter: chapter, steps: steps)
                            ForEach(0..<6) { page in
                                Text("Page \(page + 1)")
                                    .padding(.horizontal, 20)
                                    .frame(height: 120)
                            }
                        } header: {
                            HStack(spacing: 8) {
                                Image(systemName: "book")
                                Text("Chapter \(chapter + 1)")
                                    .font(.headline)
                                    .scrollworkOffset(steps.titleOffset[chapter])
                            }
                            .padding(.horizontal, 20)
                        }
                    }
                }
                .scrollworkContent()
            }
            .scrollworkStage(steps.model, estimatedFrame: { name in
                guard name.hasPrefix("cover "), let index = Int(name.dropFirst(6)) else { return nil }
                return CGRect(x: 0, y: CGFloat(index) * 1_100, width: 390, height: 240)
            })
            .modifier(ReadsScrollGeometry())
            .safeAreaInset(edge: .bottom) {
                ReadingProgress(model: steps.model)
            }
            .navigationTitle("Chapters")
            #if os(iOS) || os(watchOS) || os(visionOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                Button("Replay") {
                    guard let fresh = try? ChapterChoreography() else { return }
                    choreography = fresh
                    replays += 1
                }
            }
        }
    }
}

/// A chapter cover: faded, scaled and tilted in by its scene, with a strip of pictures that pages.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct Cover: View {
    let chapter: Int
    let steps: ChapterChoreography

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            GeometryReader { proxy in
                // Where the cover is in the scroll view (iOS 17's coordinate-space protocol).
                let top = proxy.frame(in: .scrollView).minY
                Color(red: 0.2, green: 0.3, blue: 0.6)
                    .opacity(top < 0 ? 0.6 : 1)
                    .offset(y: min(0, top) / 4)
            }
            .frame(height: 200)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<5) { picture in
                        Image(systemName: "photo")
                            .frame(width: 280, height: 160)
                            .scaleEffect(picture == 0 ? 1 : 0.95)
                            .rotationEffect(.degrees(picture == 0 ? 0 : 2))
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .frame(height: 170)
        }
        .scrollworkOpacity(steps.coverOpacity[chapter])
        .scrollworkScale(steps.coverScale[chapter])
        .scrollworkRotation(steps.coverTilt[chapter])
        .scrollworkElement("cover \(chapter)")
    }
}

/// The bottom bar: how far the reader is through the chapters (the stage's offset over an estimate
/// of the content's height), re-rendered when the model's offset changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct ReadingProgress: View {
    let model: StageModel
    var body: some View {
        let read = min(1, max(0, (model.offset ?? 0) / 4_400))
        VStack(spacing: 4) {
            ProgressView(value: read)
            Text("\(Int(read * 100))% read")
        }
        .padding()
    }
}

/// Reads the scroll view's geometry where the system reports it (iOS 18, macOS 15); earlier systems
/// keep the view as it is. ScrollworkUI does the same inside `scrollworkStage`.
struct ReadsScrollGeometry: ViewModifier {
    @State private var overscroll: CGFloat = 0

    func body(content: Content) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            content
                .onScrollGeometryChange(for: CGFloat.self, of: { geometry in
                    min(0, geometry.contentOffset.y + geometry.contentInsets.top)
                }, action: { _, newValue in
                    overscroll = newValue
                })
                .blur(radius: -overscroll / 40)
        } else {
            content
        }
    }
}

/// A paged onboarding strip that also runs at the package's floor: paging where iOS 17 offers it,
/// and a plain scroll view below.
struct OnboardingStrip: View {
    let pages = ["Scroll", "Scrub", "Snap"]

    var body: some View {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
            strip.scrollTargetBehavior(.paging)
        } else {
            strip
        }
    }

    private var strip: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    GeometryReader { proxy in
                        Text(pages[index])
                            .font(.headline)
                            .opacity(proxy.frame(in: .global).minX < 0 ? 0.5 : 1)
                    }
                    .frame(width: 320)
                }
            }
        }
    }
}
