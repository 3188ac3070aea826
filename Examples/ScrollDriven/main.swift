// A horizontal section inside a vertical scroll, with scenes that start time-based animations.
//
//     swift run ScrollDriven [output-folder]     (default: out/scroll-driven, git-ignored)
//
// The page is a vertical Stage; its scene `gallery` pins the section and drives a child Stage with a
// horizontal layout (Track.driving): five panels slide sideways while the page scrolls down. Each
// panel is a scene of the child: its card rises and fades in with the panel's progress (a track),
// and its badge pops when the panel reaches the middle of the window (a toggled animation on an
// Animator: play on enter, reverse on leaveBack).
//
// The strip leans with its own speed: a track of the strip keyed on its velocity skews it, 1° per
// 150 points a second against the motion, clamped to ±8° by the track's timeline and smoothed by a
// spring (Stage.velocitySmoothing). The strip gets the page's times through its time source, and
// ticks let its velocity fall to exactly 0 once it stops.
//
// Writes `index.html`: open it and scroll — every position on screen was computed by the stages
// (a frame every 4 points, scrolled slowly: no skew); `#markers` shows the page's markers and the
// strip's markers placed on the page; `#at=1500` opens it scrolled there; "Play the recording"
// replays a scripted scroll (six seconds down, a jump back to the top) whose badge animations the
// Animator computed and whose skew the strip's velocity gave, at 60 Hz; `#t=2.5` opens the
// recording's frame at 2.5 s. Add `&still` to either for a still of that frame without scrolling
// (how the screenshots are taken: `chromium --headless --screenshot=shot.png
// --window-size=960,640 'file://…/index.html#t=2.5&still'`). Prints the events of that scroll, and
// checks that a jump through the page leaves the stages and the badges as a slow scroll does, and
// that the recording's skew comes to rest at exactly 0 and is the same at 30 Hz within 0.05° (the
// scroll is smooth, not steady: the estimate is exact for steady motion, within a bound otherwise).

import Foundation
import Scrollwork

let arguments = CommandLine.arguments.dropFirst()
let directory = URL(fileURLWithPath: arguments.first ?? "out/scroll-driven", isDirectory: true)

/// The page's geometry, in points (CSS pixels).
enum Geometry {
    static let width = 960.0, height = 640.0
    static let panels = 5, panelWidth = 560.0
    static let stripLength = Double(panels) * panelWidth            // 2,800
    static let stripRange = stripLength - width                      // 1,840: how far the strip moves
    static let galleryTop = height                                   // the section follows a one-screen intro
    static let outroTop = galleryTop + height + stripRange           // the section is held for the strip's range
    static let contentHeight = outroTop + 900
}

final class Panel {
    var opacity = 0.0, rise = 0.0, badge = 0.0
}

/// What the page's own tracks write — how far the section is held down, and the progress bar —
/// and the strip's skew.
final class Readout {
    var held = 0.0, progress = 0.0, skew = 0.0
}

/// The two stages and the animator, wired together.
final class Page {
    let panels: [Panel]
    let animator: Animator
    let readout: Readout
    let strip: Stage
    let page: Stage
    var now = 0.0

    init() throws {
        let panels = (0..<Geometry.panels).map { _ in Panel() }, animator = Animator(), readout = Readout()
        let card = try Timeline(initial: 0.0) { Segment(to: 1, over: 1, easing: .easeOutCubic) }
        let fade = try Timeline(initial: 0.15) { Segment(to: 1, over: 0.6) }
        var pop = PropertyAnimation.tween(from: 0.0, to: 1, duration: 0.45, easing: .easeOutBack)
        pop.motion = .decorative
        let actions = try ToggleActions("play none none reverse")
        let badges = panels.enumerated().map { index, panel in
            animator.connect(pop, to: panel, \Panel.badge, forKey: "badge\(index)", actions: actions)
        }
        let frames = (0..<Geometry.panels).map {
            ("panel\($0)", CGRect(x: Double($0) * Geometry.panelWidth, y: 0, width: Geometry.panelWidth, height: Geometry.height))
        }
        // The strip's skew: 1° per 150 points a second, leaning against the motion, at most 8°.
        let lean = try Timeline(initial: 8.0) { Segment(to: -8, over: 2400, at: -1200) }
        let strip = try Stage(layout: StageLayout(
            axis: .horizontal, viewport: CGSize(width: Geometry.width, height: Geometry.height),
            content: CGSize(width: Geometry.stripLength, height: Geometry.height), elements: Dictionary(uniqueKeysWithValues: frames))) {
            Track(lean, domain: .velocity, motion: .decorative) { readout.skew = $0 }
            for (index, panel) in panels.enumerated() {
                // From the panel's leading edge at the window's middle, for one panel width.
                ScrollScene("panel\(index)", start: .element("panel\(index)", .start, meets: .center), length: Geometry.panelWidth) {
                    Track(card, to: \Panel.rise, on: panel)
                    Track(fade, to: \Panel.opacity, on: panel, motion: .fade)
                } onEvent: { badges[index].handle($0) }
            }
        }
        let bar = try Timeline(initial: 0.0) { Segment(to: 1, over: 1) }
        page = try Stage(layout: StageLayout(
            viewport: CGSize(width: Geometry.width, height: Geometry.height), content: CGSize(width: Geometry.width, height: Geometry.contentHeight),
            elements: ["gallery": CGRect(x: 0, y: Geometry.galleryTop, width: Geometry.width, height: Geometry.height)])) {
            Track(bar, motion: .essential) { readout.progress = $0 }     // the page's progress bar
            ScrollScene("gallery", start: .element("gallery"), length: Geometry.stripRange) {
                Track.pin { readout.held = $0 }
                Track.driving(strip)
            }
        }
        (self.panels, self.animator, self.readout, self.strip) = (panels, animator, readout, strip)
        animator.timeSource = { [unowned self] in now }
        // The page moves the strip without a time: the strip reads the page's from its time source.
        strip.timeSource = { [unowned self] in now }
        strip.velocitySmoothing = .spring(DampedSpring(response: 0.35, dampingRatio: 0.9))
        // The first offset is silent, and the first panel is past the middle from the start: hand
        // its badge the enter a scroll would have reported.
        badges[0].handle(SceneEvent(scene: "panel0", kind: .enter, boundary: strip.range(of: "panel0")?.lowerBound ?? 0, offset: 0))
    }

    /// Scrolls the page to `offset` at time `time`.
    func scroll(to offset: Double, at time: Double) {
        now = time
        page.setOffset(offset, at: time)
    }

    /// A frame at `time` without a new offset: the animator and the strip's velocity move on.
    func tick(at time: Double) {
        now = max(now, time)
        animator.tick(at: time)
        strip.tick(at: time)
    }

    /// What the HTML page shows at the current offset.
    var frame: [Double] {
        var values = [readout.held, strip.offset ?? 0, readout.progress, readout.skew]
        for panel in panels { values += [panel.opacity, panel.rise, panel.badge] }
        return values
    }
}

func rounded(_ value: Double) -> String {
    let text = String(format: "%.3f", value)
    return text.hasSuffix(".000") ? String(text.dropLast(4)) : text
}

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let maximum = Geometry.contentHeight - Geometry.height

    // 1. Frames for free scrolling, every 4 points: each offset with time to finish every badge
    //    animation (the state a slow scroll leaves — and, by the jump rule, a jump).
    let slow = try Page()
    var frames: [[Double]] = []
    for (index, offset) in stride(from: 0.0, through: maximum, by: 4).enumerated() {
        slow.scroll(to: offset, at: Double(index) * 10)
        slow.tick(at: Double(index) * 10 + 5)
        frames.append(slow.frame)
    }

    // 2. A jump from the top to every 50th frame's offset: the panels it passed show their badges
    //    at once (each completed as the jump happened); once the badge of the panel it landed in
    //    has had time to play, the whole frame is the slow scroll's.
    var jumpsAgree = true
    for index in stride(from: 0, to: frames.count, by: 50) {
        let jump = try Page()
        jump.scroll(to: 0, at: 0)
        jump.tick(at: 1)
        jump.scroll(to: Double(index) * 4, at: 1)
        for (number, panel) in jump.panels.enumerated() where jump.strip.state(of: "panel\(number)") == .after {
            if panel.badge != frames[index][6 + 3 * number] { jumpsAgree = false }
        }
        jump.tick(at: 6)
        // Everything but the skew: a jump is a fast move, a slow scroll is not (both are at rest by 6 s).
        var frame = jump.frame, slowFrame = frames[index]
        (frame[3], slowFrame[3]) = (0, 0)
        if frame != slowFrame { jumpsAgree = false }
    }

    // 3. The recording: six seconds down (an ease-in-out), a second at the bottom, a jump back to
    //    the top, at 60 Hz; the badges animate in time, and the strip leans with its velocity.
    //    Recorded at 30 Hz too: the strip's skew must be the same at the frames both show.
    func record(rate: Int, events: ((String) -> Void)? = nil) throws -> [[Double]] {
        let recorded = try Page()
        if let events {
            recorded.strip.onEvent = { events("  strip \($0)") }
            recorded.page.onEvent = { events("  page  \($0)") }
        }
        var recording: [[Double]] = []
        for frame in 0...(9 * rate) {
            let t = Double(frame) / Double(rate)
            let offset = t < 6 ? maximum * Easing.easeInOutSine(t / 6) : t < 7 ? maximum : 0
            recorded.scroll(to: offset.rounded(), at: t)
            recorded.tick(at: t)
            recording.append([offset.rounded(), recorded.readout.skew] + recorded.panels.map(\.badge))
        }
        return recording
    }
    var events: [String] = []
    let recording = try record(rate: 60) { events.append($0) }
    let at30 = try record(rate: 30)
    // The scroll is smooth, not steady, and the strip stops between two frames at the section's
    // end: the velocity is the same at 30 Hz only within the estimate's bound (exact for steady motion).
    let skewGap = at30.indices.map { abs(at30[$0][1] - recording[2 * $0][1]) }.max() ?? 0
    let skewsAgree = skewGap < 0.05
    print("A scripted scroll down the page and a jump back to the top:")
    for event in events { print(event) }
    let (peakFrame, peak) = recording.enumerated().map { ($0.offset, abs($0.element[1])) }.max { $0.1 < $1.1 }!
    let restFrame = recording.lastIndex { $0[1] != 0 }.map { $0 + 1 } ?? 0
    print(String(format: "The strip leans at most %.2f° (at %.2f s) while it moves; after the jump back it rests at exactly 0° from %.2f s", peak, Double(peakFrame) / 60, Double(restFrame) / 60))
    print(String(format: "Recorded at 30 Hz, the strip leans within %.2f° of the 60 Hz recording at every frame both show: %@",
                 skewGap, skewsAgree ? "yes" : "NO"))

    // 4. Markers: the page's own, and the strip's placed on the page.
    let markers = (slow.page.markers + slow.page.markers(ofChild: slow.strip, drivenBy: "gallery")).map {
        "{\"label\":\"\($0.scene) \($0.boundary.rawValue)\",\"y\":\(rounded($0.contentPosition)),\"v\":\(rounded($0.viewportPosition)),\"child\":\($0.explanation.hasPrefix("in "))}"
    }

    let html = page(frames: frames, recording: recording, markers: markers, maximum: maximum)
    try html.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    let back = events.suffix(Geometry.panels + 2)
    print("A jump down the page passes panels with their badges shown at once, and lands on the slow scroll's frame: \(jumpsAgree ? "yes" : "NO")")
    print("The jump back reports every crossing, in order, badges reversed at once: \(back.count) events, last \(back.last ?? "")")
    print("Wrote \(directory.path)/index.html (\(frames.count) frames, a \(recording.count)-frame recording)")
    // Back at the top: the first badge stays (its panel is still past the middle), the others reversed.
    let badgesAtTop = recording.last.map { Array($0.dropFirst(2)) } ?? []
    print("Badges back at the top: \(badgesAtTop.map(rounded))")
    if !jumpsAgree || !skewsAgree || recording.last?[1] != 0 || badgesAtTop != [1] + Array(repeating: 0, count: Geometry.panels - 1) { exit(1) }
} catch {
    print("error: \(error)")
    exit(1)
}
