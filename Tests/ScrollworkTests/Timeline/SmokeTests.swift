import Testing
import Scrollwork

@Suite("Smoke")
struct SmokeTests {
    @Test("The README example gives the documented values")
    func readme() throws {
        var alpha = Timeline(initial: 0.0)
        try alpha.insert(Scale(start: 100, length: 100, to: 1))
        try alpha.insert(Scale(start: 400, length: 100, to: 0.5, easing: .easeInOutCubic))
        #expect(alpha.value(at: 50) == 0)
        #expect(alpha.value(at: 150) == 0.5)
        #expect(alpha.value(at: 300) == 1)
        #expect(alpha.value(at: 450) == 0.75)
        #expect(alpha.value(at: 900) == 0.5)
        #expect(Easing.easeInOutCubic(0.25) == 0.0625)
        #expect(Easing.steps(4)(0.5) == 0.5)
        #expect(abs(Easing.easeInQuad.reversed(0.25) - 0.4375) < 1e-15)
        print(Easing.cubicBezier(0.25, 0.1, 0.25, 1)(0.5))
    }
}
