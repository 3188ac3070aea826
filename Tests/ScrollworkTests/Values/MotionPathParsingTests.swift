import Foundation
import Scrollwork
import Testing

@Suite("Motion path data")
struct MotionPathParsingTests {
    @Test("every command, absolute and relative, reads to the same absolute elements")
    func commands() throws {
        let absolute = try MotionPath(pathData: "M10 10 L20 10 H30 V20 C30 30 40 30 40 20 S50 10 50 20 Q60 30 70 20 T90 20 A10 10 0 0 1 110 20 Z")
        let relative = try MotionPath(pathData: "m10 10 l10 0 h10 v10 c0 10 10 10 10 0 s10-10 10 0 q10 10 20 0 t20 0 a10 10 0 0 1 20 0 z")
        #expect(absolute == relative)
        #expect(absolute.pathData == "M10 10 L20 10 L30 10 L30 20 C30 30 40 30 40 20 C40 10 50 10 50 20 Q60 30 70 20 Q80 10 90 20 A10 10 0 0 1 110 20 Z")
    }

    @Test("S and T reflect only the control point of a curve of their own kind")
    func reflections() throws {
        let path = try MotionPath(pathData: "M0 0 Q10 10 20 0 S30 10 40 0 T60 0")
        // S after Q: first control is the current point; T after S (a cubic): control is the current point.
        #expect(path.pathData == "M0 0 Q10 10 20 0 C20 0 30 10 40 0 Q40 0 60 0")
    }

    @Test("numbers in every form SVG allows", arguments: [
        ("M1.5e-3,2E+2", "M0.0015 200"),
        ("M.5.5", "M0.5 0.5"),
        ("M-1-2", "M-1 -2"),
        ("M+1 +2", "M1 2"),
        ("M1.5.5", "M1.5 0.5"),
        ("M 1 , 2", "M1 2"),
        ("M5. 6.", "M5 6"),
        ("  \n\tM0 0  ", "M0 0"),
        ("", ""),
        ("   ", ""),
    ])
    func numbers(_ data: String, _ expected: String) throws {
        #expect(try MotionPath(pathData: data).pathData == expected)
    }

    @Test("implicit repeats: pairs after a move are lines (relative after m), arc flags need no separator")
    func repeats() throws {
        #expect(try MotionPath(pathData: "M0 0 10 0 10 10").pathData == "M0 0 L10 0 L10 10")
        #expect(try MotionPath(pathData: "m5 5 10 0 0 10").pathData == "M5 5 L15 5 L15 15")
        #expect(try MotionPath(pathData: "M0 0a10 10 0 0110 10").pathData == "M0 0 A10 10 0 0 1 10 10")
        #expect(try MotionPath(pathData: "M0 0 L1 1,2 2").pathData == "M0 0 L1 1 L2 2")
        // After Z the next relative command starts from the subpath's start.
        #expect(try MotionPath(pathData: "M10 10 L20 10 z l0 5").pathData == "M10 10 L20 10 Z L10 15")
    }

    @Test("faults name the column and what was expected", arguments: [
        ("L0 0", 1, "a move, `M` or `m`", "`L`"),
        ("M0 0 L10", 9, "a number (the y coordinate of L)", "the end of the data"),
        ("M0 0 X1 1", 6, "a command letter (M L H V C S Q T A Z, or lower case)", "`X`"),
        ("M0 0 L1,,2", 9, "a number (the y coordinate of L)", "`,`"),
        ("M0 0 L1 2,", 11, "a number (the x coordinate of L)", "the end of the data"),
        ("M0 0 A10 10 0 2 1 5 5", 15, "a flag, 0 or 1 (the large arc flag of A)", "`2`"),
        ("M0 0 L1e 2", 9, "a digit of the exponent", "` `"),
        ("M0 0 L1e999 2", 7, "a finite number (the x coordinate of L)", "`1e999`"),
        ("M0 0 L- 2", 8, "a digit", "` `"),
        ("M0 0 Z 5", 8, "a command letter (M L H V C S Q T A Z, or lower case)", "`5`"),
        ("M0 0 L5 é", 9, "a number (the y coordinate of L)", "`é`"),
        ("Mé 0 L5 é", 2, "a number (the x coordinate of M)", "`é`"),
        ("M0 0 C1 1 2", 12, "a number (the y coordinate of C's second control point)", "the end of the data"),
    ])
    func faults(_ data: String, _ column: Int, _ expected: String, _ found: String) {
        #expect(throws: MotionPathError(column: column, expected: expected, found: found)) { try MotionPath(pathData: data) }
    }

    @Test("the error reads as one line with its column")
    func message() {
        #expect(MotionPathError(column: 9, expected: "a number", found: "the end of the data").description == "column 9: expected a number, found the end of the data")
    }

    @Test("the Swift builder and path data make equal paths, and pathData reads back equal", arguments: [
        "M0 0 C50 -80 150 80 200 0", "m0 0 h100 q50 0 50 50 C150 100 100 150 50 150 A50 50 0 0 1 0 100 Z", "M0.1 0.2 L1e-7 3.25e20",
    ])
    func roundTrip(_ data: String) throws {
        let path = try MotionPath(pathData: data)
        let again = try MotionPath(pathData: path.pathData)
        #expect(again == path)
        #expect(again.elements == path.elements)
        #expect(again.length == path.length)
    }

    @Test("the builder: mutating calls, the result builder and elements agree")
    func builder() throws {
        var path = MotionPath()
        path.addLine(to: CGPoint(x: 100, y: 0))   // starts at the origin
        path.addQuadCurve(to: CGPoint(x: 150, y: 50), control: CGPoint(x: 150, y: 0))
        path.addCurve(to: CGPoint(x: 50, y: 150), control1: CGPoint(x: 150, y: 100), control2: CGPoint(x: 100, y: 150))
        path.addArc(to: CGPoint(x: 0, y: 100), radiusX: 50, radiusY: 50, sweep: true)
        path.closeSubpath()
        let built = MotionPath {
            MotionPath.Element.move(to: .zero)
            MotionPath.Element.line(to: CGPoint(x: 100, y: 0))
            MotionPath.Element.quadCurve(to: CGPoint(x: 150, y: 50), control: CGPoint(x: 150, y: 0))
            MotionPath.Element.curve(to: CGPoint(x: 50, y: 150), control1: CGPoint(x: 150, y: 100), control2: CGPoint(x: 100, y: 150))
            MotionPath.Element.arc(to: CGPoint(x: 0, y: 100), radiusX: 50, radiusY: 50, sweep: true)
            MotionPath.Element.close
        }
        #expect(path == built)
        #expect(path == (try MotionPath(pathData: "M0 0 L100 0 Q150 0 150 50 C150 100 100 150 50 150 A50 50 0 0 1 0 100 Z")))
        var empty = MotionPath()
        empty.closeSubpath()
        #expect(empty.elements.isEmpty)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("a non-finite coordinate in the builder traps")
    func nonFinite() async {
        await #expect(processExitsWith: .failure) {
            var path = MotionPath()
            path.addLine(to: CGPoint(x: Double.nan, y: 0))
        }
    }
    #endif
}
