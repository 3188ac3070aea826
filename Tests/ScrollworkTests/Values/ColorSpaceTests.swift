import Foundation
import Testing
@testable import Scrollwork

@Suite("ColorSpace")
struct ColorSpaceTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    @Test("Every space returns the endpoints exactly", arguments: [ColorSpace.sRGB, .linearSRGB, .oklab])
    func endpoints(space: ColorSpace) {
        let a = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), b = RGBA(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.5)
        #expect(RGBA.interpolate(from: a, to: b, progress: 0, in: space) == a)
        #expect(RGBA.interpolate(from: a, to: b, progress: 1, in: space) == b)
    }

    // Reference values: CSS Color 4's sample conversion code (sRGB → XYZ → LMS → OKLab with the
    // spec's full-precision matrices), evaluated offline in Python/numpy.
    @Test("OKLab midpoints match the CSS Color 4 conversion")
    func oklabMidpoints() {
        let middle = RGBA.interpolate(from: Self.red, to: Self.blue, progress: 0.5, in: .oklab)
        expectClose(middle.red, 0.5504410676498466, tolerance: 1e-6)
        expectClose(middle.green, 0.3256206764340426, tolerance: 1e-6)
        expectClose(middle.blue, 0.636500697174017, tolerance: 1e-6)
        let yellow = RGBA(red: 1, green: 1, blue: 0)
        let other = RGBA.interpolate(from: yellow, to: Self.blue, progress: 0.5, in: .oklab)
        expectClose(other.red, 0.4225514109307379, tolerance: 1e-6)
        expectClose(other.green, 0.6723661976810336, tolerance: 1e-6)
        expectClose(other.blue, 0.7805430642881034, tolerance: 1e-6)
        let lab = OKLab(Self.red)
        expectClose(lab.l, 0.62795536, tolerance: 1e-6)
        expectClose(lab.a, 0.22486307, tolerance: 1e-6)
        expectClose(lab.b, 0.12584628, tolerance: 1e-6)
    }

    @Test("Linear-light blends decode, mix and re-encode")
    func linearMidpoint() {
        let grey = RGBA.interpolate(from: .black, to: .white, progress: 0.5, in: .linearSRGB)
        expectClose(grey.red, 0.7353569830524495)
        expectClose(grey.green, 0.7353569830524495)
        #expect(grey.alpha == 1)
    }

    @Test("Premultiplied spaces keep the hue when fading from transparent", arguments: [ColorSpace.linearSRGB, .oklab])
    func premultiplied(space: ColorSpace) {
        let transparentBlue = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
        let halfway = RGBA.interpolate(from: transparentBlue, to: Self.red, progress: 0.5, in: space)
        expectClose(halfway.alpha, 0.5)
        expectClose(halfway.red, 1, tolerance: 1e-6)
        expectClose(halfway.green, 0, tolerance: 1e-6)
        expectClose(halfway.blue, 0, tolerance: 1e-6)
        // Straight sRGB, by contrast, passes through purple.
        let straight = RGBA.interpolate(from: transparentBlue, to: Self.red, progress: 0.5)
        #expect(straight.blue == 0.5)
        // Both transparent: no NaN.
        let clear = RGBA.interpolate(from: .clear, to: RGBA(red: 1, green: 1, blue: 1, alpha: 0), progress: 0.5, in: space)
        #expect(!clear.red.isNaN && clear.alpha == 0)
    }

    @Test("Colour spaces encode as their CSS names")
    func codable() throws {
        for space in [ColorSpace.sRGB, .linearSRGB, .oklab] {
            let data = try JSONEncoder().encode([space])
            #expect(try JSONDecoder().decode([ColorSpace].self, from: data) == [space])
        }
        #expect(String(decoding: try JSONEncoder().encode([ColorSpace.oklab]), as: UTF8.self) == "[\"oklab\"]")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ColorSpace].self, from: Data("[\"hsl\"]".utf8)) }
    }
}
