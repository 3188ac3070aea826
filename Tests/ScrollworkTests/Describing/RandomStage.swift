import Foundation
@testable import Scrollwork

/// Everything a stage writes and reports, in order: each write as `target=` and its components'
/// bit patterns (so `0` and `-0` differ), each event as its description.
final class StageLog {
    var entries: [String] = []

    func write(_ target: String, _ components: [Double]) {
        entries.append("\(target)=" + components.map { String($0.bitPattern, radix: 16) }.joined(separator: ","))
    }

    func write<Value: AnimatableVector>(_ target: String, _ value: Value) {
        let components = value.animationComponents
        write(target, (0..<components.count).map { components[$0] })
    }
}

/// A property a key-path binding writes, logging each write.
final class LoggedBox<Value: AnimatableVector> {
    let target: String
    let log: StageLog
    var value: Value { didSet { log.write(target, value) } }

    init(_ target: String, _ value: Value, log: StageLog) {
        self.target = target
        self.value = value
        self.log = log
    }
}

/// A random stage drawn from a seed — layout, anchors of every kind, ends, hysteresis, `once`,
/// disabled scenes, tracks of every value type, domain and motion kind with random easings, pins,
/// labels — built in code with the builders, every track named and writing into a ``StageLog``.
struct RandomStage {
    enum Values {
        case number(Timeline<Double>), point(Timeline<CGPoint>), size(Timeline<CGSize>), rect(Timeline<CGRect>), color(Timeline<RGBA>), pin
    }

    struct TrackSpec {
        var target: String
        var values: Values
        var domain: TrackDomain
        var motion: MotionKind?

        func track(_ log: StageLog) -> Track {
            let target = self.target
            let track: Track = switch values {
            case .number(let timeline): Track(timeline, domain: domain, motion: motion) { log.write(target, $0) }
            case .point(let timeline): Track(timeline, domain: domain, motion: motion) { log.write(target, $0) }
            case .size(let timeline): Track(timeline, domain: domain, motion: motion) { log.write(target, $0) }
            case .rect(let timeline): Track(timeline, domain: domain, motion: motion) { log.write(target, $0) }
            case .color(let timeline): Track(timeline, domain: domain, motion: motion) { log.write(target, $0) }
            case .pin: Track.pin { log.write(target, $0) }
            }
            return track.named(target)
        }
    }

    struct SceneSpec {
        var name: String
        var start: ScrollAnchor
        var end: ScrollScene.End
        var hysteresis: Double
        var once: Bool
        var isEnabled: Bool
        var tracks: [TrackSpec]

        func scene(_ log: StageLog) -> ScrollScene {
            var scene = switch end {
            case .length(let length):
                ScrollScene(name, start: start, length: length, hysteresis: hysteresis, once: once) { for track in tracks { track.track(log) } }
            case .anchor(let anchor):
                ScrollScene(name, start: start, end: anchor, hysteresis: hysteresis, once: once) { for track in tracks { track.track(log) } }
            }
            scene.isEnabled = isEnabled
            return scene
        }
    }

    var layout: StageLayout
    var ownTracks: [TrackSpec] = []
    var scenes: [SceneSpec] = []
    var labels: [StageLabel] = []

    init(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        /// A double with all 53 bits of its fraction drawn: `0.7234234234234123`, not `0.72`.
        func unit() -> Double { Double(random.next() >> 11) * 0x1p-53 }
        func number(_ range: ClosedRange<Double>) -> Double {
            switch random.next() % 20 {
            case 0: return range.lowerBound
            case 1: return (range.lowerBound...range.upperBound).contains(0) ? -0.0 : range.upperBound
            case 2: return (range.lowerBound + unit() * (range.upperBound - range.lowerBound)).rounded()
            default: return range.lowerBound + unit() * (range.upperBound - range.lowerBound)
            }
        }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

        func easing(depth: Int = 0) -> Easing {
            switch random.next() % 9 {
            case 0, 1: return pick(Easing.named).easing
            case 2: return .cubicBezier(unit(), number(-1...2), unit(), number(-1...2))
            case 3:
                let position = pick(StepPosition.allCases)
                return .steps(Int(random.next() % 5) + (position == .jumpNone ? 2 : 1), position)
            case 4:
                return .piecewiseLinear((0..<Int(2 + random.next() % 3)).map { _ in LinearStop(number(-0.5...1.5), at: chance(50) ? unit() : nil) })
            case 5: return .spring(mass: 0.5 + unit(), stiffness: 50 + 200 * unit(), damping: 20 * unit(), initialVelocity: number(-5...5))
            case 6 where depth < 3: return chance(50) ? easing(depth: depth + 1).reversed : easing(depth: depth + 1).mirrored
            default: return .linear
            }
        }
        func timeline<Value>(_ value: () -> Value, span: Double) throws -> Timeline<Value> {
            var timeline = Timeline(initial: value())
            var cursor = chance(30) ? -span * unit() * 0.2 : 0
            var scales: [Scale<Value>] = []
            for _ in 0..<Int(random.next() % 5) {
                cursor += chance(40) ? span * unit() * 0.2 : 0
                let length = span * (0.01 + unit() * 0.4)
                scales.append(Scale(start: cursor, length: length, to: value(), easing: easing()))
                cursor += length
            }
            try timeline.insert(contentsOf: scales.shuffled(using: &random))
            return timeline
        }
        func colour() -> RGBA { RGBA(red: unit(), green: unit(), blue: unit(), alpha: chance(70) ? 1 : unit()) }

        var targets = 0
        var used: [(name: String, type: Int)] = []
        func track(inScene: Bool) throws -> TrackSpec {
            let domain = pick([TrackDomain.progress, .sceneOffset, .offset])
            let span = domain == .progress ? 1.0 : domain == .sceneOffset ? 600 : 3000
            let type = Int(random.next() % (inScene ? 6 : 5))
            let values: Values
            switch type {
            case 0: values = .number(try timeline({ number(-500...500) }, span: span))
            case 1: values = .point(try timeline({ CGPoint(x: number(-400...400), y: number(-400...900)) }, span: span))
            case 2: values = .size(try timeline({ CGSize(width: number(0...400), height: number(0...900)) }, span: span))
            case 3: values = .rect(try timeline({ CGRect(x: number(-50...300), y: number(-50...800), width: number(0...400), height: number(0...400)) }, span: span))
            case 4:
                var colours = try timeline(colour, span: span)
                colours.colorSpace = pick([ColorSpace.sRGB, .linearSRGB, .oklab])
                values = .color(colours)
            default: values = .pin
            }
            // Now and then a second track of a target already used (with the same value type).
            let typeKey = type == 5 ? 0 : type
            let target: String
            if chance(10), let shared = used.first(where: { $0.type == typeKey }) {
                target = shared.name
            } else {
                targets += 1
                target = pick(["title", "logo", "card", "dot", "screen"]) + "\(targets)." + pick(["opacity", "center", "frame", "shift"])
                used.append((target, typeKey))
            }
            let motion: MotionKind? = chance(40) ? nil : pick([MotionKind.decorative, .fade, .essential])
            return TrackSpec(target: target, values: values, domain: domain, motion: motion)
        }

        let elementCount = Int(random.next() % 5)
        let content = 1000 + 3000 * unit()
        var elements: [String: CGRect] = [:]
        for index in 0..<elementCount {
            elements["e\(index)"] = CGRect(x: number(0...100), y: number(0...content), width: number(10...390), height: number(10...900))
        }
        let axis = chance(25) ? ScrollAxis.horizontal : .vertical
        let viewport = CGSize(width: number(300...500), height: number(600...900))
        let contentSize = axis == .vertical ? CGSize(width: viewport.width, height: content) : CGSize(width: content, height: viewport.height)
        layout = chance(10) ? StageLayout() : StageLayout(axis: axis, viewport: viewport, content: contentSize, elements: elements)

        func position() -> ScrollAnchor.Position {
            chance(50) ? pick([.start, .center, .end]) : ScrollAnchor.Position(fraction: number(-0.5...1.5), points: number(-50...50))
        }
        func anchor() -> ScrollAnchor {
            switch random.next() % 5 {
            case 0, 1: return .offset(number(-100...3500))
            case 2: return .element("e\(random.next() % UInt64(elementCount + 1))", position(), meets: position(), plus: chance(50) ? 0 : number(-80...80))
            case 3: return .content(position(), meets: position(), plus: number(-200...0))
            default: return .offset(number(0...3000)) + number(-10...10)
            }
        }

        for _ in 0..<Int(random.next() % 3) { ownTracks.append(try track(inScene: false)) }
        for index in 0..<Int(1 + random.next() % 7) {
            let end: ScrollScene.End = chance(25) ? .anchor(anchor()) : .length(chance(15) ? 0 : number(1...900))
            scenes.append(SceneSpec(
                name: "scene\(index)", start: anchor(), end: end, hysteresis: chance(60) ? 0 : number(0...10), once: chance(20),
                isEnabled: !chance(10), tracks: try (0..<Int(random.next() % 4)).map { _ in try track(inScene: true) }))
        }
        for index in 0..<Int(random.next() % 4) {
            labels.append(chance(50)
                ? StageLabel("label\(index)", at: anchor())
                : StageLabel("label\(index)", scene: pick(scenes).name, progress: number(-0.2...1.2)))
        }
    }

    /// The stage built in code with the builders, every track named and writing into `log`.
    func stage(log: StageLog) throws -> Stage {
        let stage = try Stage(layout: layout) {
            for track in ownTracks { track.track(log) }
            for scene in scenes { scene.scene(log) }
            for label in labels { label }
        }
        stage.onEvent = { log.entries.append("\($0)") }
        return stage
    }

    /// Bindings that write what ``stage(log:)``'s tracks write into `log`, by closure
    /// (`style` 0), as components (1), or through key paths of boxes kept in `boxes` (2).
    static func bindings(for document: StageDocument, log: StageLog, style: Int, boxes: inout [AnyObject]) -> [String: TrackBinding] {
        var bindings: [String: TrackBinding] = [:]
        for target in document.targets {
            let name = target.name
            switch (style, target.valueType) {
            case (1, _): bindings[name] = .components { log.write(name, $0) }
            case (2, .number):
                let box = LoggedBox(name, 0.0, log: log)
                boxes.append(box)
                bindings[name] = .keyPath(\LoggedBox<Double>.value, on: box)
            case (2, .point):
                let box = LoggedBox(name, CGPoint.zero, log: log)
                boxes.append(box)
                bindings[name] = .keyPath(\LoggedBox<CGPoint>.value, on: box)
            case (2, .rect):
                let box = LoggedBox(name, CGRect.zero, log: log)
                boxes.append(box)
                bindings[name] = .keyPath(\LoggedBox<CGRect>.value, on: box)
            case (2, .color):
                let box = LoggedBox(name, RGBA.black, log: log)
                boxes.append(box)
                bindings[name] = .keyPath(\LoggedBox<RGBA>.value, on: box)
            case (_, .point): bindings[name] = .point { log.write(name, $0) }
            case (_, .size): bindings[name] = .size { log.write(name, $0) }
            case (_, .rect): bindings[name] = .rect { log.write(name, $0) }
            case (_, .color): bindings[name] = .color { log.write(name, $0) }
            default: bindings[name] = .number { log.write(name, $0) }
            }
        }
        return bindings
    }
}

extension StageDocument {
    /// Every number the document holds, as text that tells every bit apart (`-0.0`, the shortest
    /// form that reads back exactly): layout, anchors, ends, hysteresis, labels, and each
    /// timeline's initial value, scales (start, length, from, to) and easings.
    var numbersForComparison: [String] {
        var numbers: [String] = []
        if let layout {
            numbers.append("\(layout.axis) \(layout.viewport) \(layout.content)")
            numbers += layout.elements.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        }
        func add(_ timeline: DocumentTimeline) {
            func scales<Value>(_ timeline: Timeline<Value>) {
                numbers.append("\(timeline.initialValue)")
                numbers += timeline.scales.map { "\($0.start) \($0.length) \($0.from) \($0.to) \($0.easing)" }
            }
            switch timeline {
            case .number(let timeline): scales(timeline)
            case .point(let timeline): scales(timeline)
            case .size(let timeline): scales(timeline)
            case .rect(let timeline): scales(timeline)
            case .color(let timeline):
                scales(timeline)
                numbers.append("\(timeline.colorSpace)")
            case .pin: numbers.append("pin")
            case .path(let timeline, let along):
                scales(timeline)
                numbers.append("\(along.path.pathData) \(along.rotation)")
            }
        }
        func exact(_ anchor: ScrollAnchor) -> String {
            "\(anchor.reference) \(anchor.points) \(anchor.edge.fraction) \(anchor.edge.points) \(anchor.viewportEdge.fraction) \(anchor.viewportEdge.points)"
        }
        for track in tracks { add(track.timeline) }
        for scene in scenes {
            let end = switch scene.end {
            case .length(let length): "length \(length)"
            case .anchor(let anchor): exact(anchor)
            }
            numbers.append("\(scene.name) \(exact(scene.start)) \(end) \(scene.hysteresis) \(scene.once) \(scene.isEnabled)")
            for track in scene.tracks { add(track.timeline) }
        }
        for label in labels {
            switch label.position {
            case .anchor(let anchor): numbers.append("\(label.name) \(exact(anchor))")
            case .scene(let scene, let progress): numbers.append("\(label.name) \(scene) \(progress)")
            }
        }
        return numbers
    }
}
