import Foundation
import Scrollwork
import Testing

@Suite("Typed target values")
struct StageTargetValueTests {
    /// Written by the stage, to compare with what the queries answer.
    final class Sink {
        var double = 0.0, float: Float = 0, cgFloat: CGFloat = 0
        var point = CGPoint.zero, size = CGSize.zero, rect = CGRect.zero, colour = RGBA(0x000000)
    }

    /// A custom value type that is `Interpolatable` but not an `AnimatableVector`.
    struct Level: Interpolatable {
        var value: Double
        static func interpolate(from: Level, to: Level, progress: Double) -> Level {
            Level(value: from.value + (to.value - from.value) * progress)
        }
    }

    /// A stage over 0...400 whose scene "all" animates one target of every built-in value type,
    /// linearly from its initial value to its end value.
    static func makeStage(_ sink: Sink) throws -> Stage {
        let double = try Timeline(initial: 0.0) { Segment(to: 8, over: 1) }
        let float = try Timeline(initial: Float(0)) { Segment(to: 4, over: 1) }
        let cgFloat = try Timeline(initial: CGFloat(10)) { Segment(to: 50, over: 1) }
        let point = try Timeline(initial: CGPoint.zero) { Segment(to: CGPoint(x: 100, y: -40), over: 1) }
        let size = try Timeline(initial: CGSize(width: 100, height: 100)) { Segment(to: CGSize(width: 300, height: 500), over: 1) }
        let rect = try Timeline(initial: CGRect(x: 0, y: 0, width: 10, height: 10)) {
            Segment(to: CGRect(x: 40, y: 80, width: 50, height: 90), over: 1)
        }
        let colour = try Timeline(initial: RGBA(0x000000)) { Segment(to: RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5), over: 1) }
        let level = try Timeline(initial: Level(value: 0)) { Segment(to: Level(value: 1), over: 1) }
        return try Stage {
            ScrollScene("all", start: 0, length: 400) {
                Track(double, to: \Sink.double, on: sink).named("double")
                Track(float, to: \Sink.float, on: sink).named("float")
                Track(cgFloat, to: \Sink.cgFloat, on: sink).named("cgFloat")
                Track(point, to: \Sink.point, on: sink).named("point")
                Track(size, to: \Sink.size, on: sink).named("size")
                Track(rect, to: \Sink.rect, on: sink).named("rect")
                Track(colour, to: \Sink.colour, on: sink).named("colour")
                Track(level) { _ in }.named("level")
            }
        }
    }

    @Test("A reading gives every built-in value type back as itself, equal to what the move writes")
    func everyType() throws {
        let sink = Sink()
        let stage = try Self.makeStage(sink)
        stage.setOffset(0)
        let reading = stage.reading(at: 100)   // progress 0.25
        #expect(try reading.value(of: "double", as: Double.self) == 2)
        #expect(try reading.value(of: "float", as: Float.self) == 1)
        #expect(try reading.value(of: "cgFloat", as: CGFloat.self) == 20)
        #expect(try reading.value(of: "point", as: CGPoint.self) == CGPoint(x: 25, y: -10))
        #expect(try reading.value(of: "size", as: CGSize.self) == CGSize(width: 150, height: 200))
        #expect(try reading.value(of: "rect", as: CGRect.self) == CGRect(x: 10, y: 20, width: 20, height: 30))
        #expect(try reading.value(of: "colour", as: RGBA.self) == RGBA(red: 0.25, green: 0.125, blue: 0, alpha: 0.875))

        stage.setOffset(100)   // the move writes what the reading said, and the stage answers it too
        #expect(sink.double == 2 && sink.float == 1 && sink.cgFloat == 20)
        #expect(sink.point == CGPoint(x: 25, y: -10) && sink.size == CGSize(width: 150, height: 200))
        #expect(sink.rect == CGRect(x: 10, y: 20, width: 20, height: 30))
        #expect(sink.colour == RGBA(red: 0.25, green: 0.125, blue: 0, alpha: 0.875))
        #expect(try stage.value(of: "double", as: Double.self) == sink.double)
        #expect(try stage.value(of: "rect", as: CGRect.self) == sink.rect)
        #expect(try stage.value(of: "colour", as: RGBA.self) == sink.colour)
        let point: CGPoint = try stage.value(of: "point")   // the type from the context
        #expect(point == sink.point)
    }

    @Test("The values equal the move's writes bit for bit along the whole range, forward and back")
    func bitForBit() throws {
        let sink = Sink()
        let stage = try Self.makeStage(sink)
        for offset in Array(stride(from: -20.0, through: 420, by: 7.3)) + Array(stride(from: 420.0, through: -20, by: -11.1)) {
            let reading = stage.reading(at: offset)
            stage.setOffset(offset)
            #expect(try reading.value(of: "float", as: Float.self) == sink.float, "at \(offset)")
            #expect(try reading.value(of: "colour", as: RGBA.self) == sink.colour, "at \(offset)")
            #expect(try stage.value(of: "size", as: CGSize.self) == sink.size, "at \(offset)")
        }
    }

    @Test("A type mismatch throws naming both types, even between types of the same component count")
    func mismatch() throws {
        let stage = try Self.makeStage(Sink())
        stage.setOffset(100)
        let reading = stage.reading(at: 100)
        #expect(throws: StageValueError.typeMismatch(target: "point", requested: "CGSize", actual: "CGPoint")) {
            try reading.value(of: "point", as: CGSize.self)
        }
        #expect(throws: StageValueError.typeMismatch(target: "cgFloat", requested: "Double", actual: "CGFloat")) {
            try stage.value(of: "cgFloat", as: Double.self)
        }
        #expect(throws: StageValueError.typeMismatch(target: "colour", requested: "Double", actual: "RGBA")) {
            try reading.value(of: "colour", as: Double.self)
        }
        // A custom type that is not an AnimatableVector cannot be asked for as itself; any other type is a mismatch.
        #expect(throws: StageValueError.typeMismatch(target: "level", requested: "Double", actual: "Level")) {
            try reading.value(of: "level", as: Double.self)
        }
        #expect(StageValueError.typeMismatch(target: "bg", requested: "Double", actual: "RGBA").description
            == "Target 'bg' animates RGBA values, not Double")
        #expect((try? reading.value(of: "point", as: CGSize.self)) == nil)
    }

    @Test("An unknown name, a stage without an offset and a disabled scene throw; the first track with a name answers for it")
    func noAnswer() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 100, over: 1) }
        let other = try Timeline(initial: 0.0) { Segment(to: -1, over: 1) }
        let stage = try Stage {
            ScrollScene("a", start: 0, length: 100) {
                Track(ramp) { _ in }.named("slide")
                Track(other) { _ in }.named("slide")
            }
        }
        #expect(throws: StageValueError.unknownTarget("slid")) { try stage.reading(at: 50).value(of: "slid", as: Double.self) }
        #expect(throws: StageValueError.noValue(target: "slide")) { try stage.value(of: "slide", as: Double.self) }
        #expect(try stage.reading(at: 50).value(of: "slide", as: Double.self) == 50)   // a reading places a new stage at once
        // Before an offset the name and type are still checked first.
        #expect(throws: StageValueError.unknownTarget("slid")) { try stage.value(of: "slid", as: Double.self) }
        #expect(throws: StageValueError.typeMismatch(target: "slide", requested: "RGBA", actual: "Double")) {
            try stage.value(of: "slide", as: RGBA.self)
        }
        stage.setOffset(40)
        #expect(try stage.value(of: "slide", as: Double.self) == 40)
        try stage.updateScene(named: "a") { $0.isEnabled = false }
        #expect(throws: StageValueError.noValue(target: "slide")) { try stage.value(of: "slide", as: Double.self) }
        #expect(throws: StageValueError.noValue(target: "slide")) { try stage.reading(at: 90).value(of: "slide", as: Double.self) }
    }

    @Test("A stage's own tracks and reduced motion answer as the move would write")
    func stageTracksAndPolicy() throws {
        let ramp = try Timeline(initial: 0.0) { Segment(to: 100, over: 1) }
        let stage = try Stage(layout: StageLayout(viewport: CGSize(width: 100, height: 100), content: CGSize(width: 100, height: 500))) {
            ScrollScene("a", start: 0, length: 100) { Track(ramp) { _ in }.named("slide") }
        }
        stage.add(Track(ramp) { _ in }.named("progress"))   // keyed on the whole scroll range, 0...400
        stage.setOffset(100)
        #expect(try stage.value(of: "progress", as: Double.self) == 25)
        #expect(try stage.reading(at: 30, motionPolicy: .reduced).value(of: "slide", as: Double.self) == 0)
        #expect(try stage.reading(at: 30).value(of: "slide", as: Double.self) == 30)
    }
}
