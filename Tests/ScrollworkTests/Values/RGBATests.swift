import Foundation
import Testing
@testable import Scrollwork

@Suite("RGBA")
struct RGBATests {
    @Test("Hex strings of every length parse to value/255", arguments: [
        ("#ff8000", RGBA(red: 1, green: 128.0 / 255, blue: 0)),
        ("FF8000", RGBA(red: 1, green: 128.0 / 255, blue: 0)),
        ("#f80", RGBA(red: 1, green: 136.0 / 255, blue: 0)),
        ("#f808", RGBA(red: 1, green: 136.0 / 255, blue: 0, alpha: 136.0 / 255)),
        ("#00000080", RGBA(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)),
    ])
    func parse(text: String, expected: RGBA) throws {
        #expect(try RGBA(hex: text) == expected)
    }

    @Test("Malformed hex strings throw a typed error naming the input")
    func parseErrors() {
        #expect(throws: RGBA.ParseError.invalidLength("#12345")) { try RGBA(hex: "#12345") }
        #expect(throws: RGBA.ParseError.invalidLength("")) { try RGBA(hex: "") }
        #expect(throws: RGBA.ParseError.invalidLength("#123456789")) { try RGBA(hex: "#123456789") }
        #expect(throws: RGBA.ParseError.invalidDigit("#12g")) { try RGBA(hex: "#12g") }
        #expect(throws: RGBA.ParseError.invalidDigit("# 123")) { try RGBA(hex: "# 123") }
    }

    @Test("hexString round-trips every 8-bit colour it prints and clamps the rest")
    func hexRoundTrip() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let bytes = (0..<4).map { _ in Double(UInt8.random(in: 0...255, using: &generator)) / 255 }
            let colour = RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
            #expect(try RGBA(hex: colour.hexString) == colour)
        }
        #expect(RGBA(red: 2, green: -1, blue: .nan, alpha: 1).hexString == "#ff0000")
        #expect(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5).hexString == "#00000080")
    }

    @Test("clamped() pins components into 0...1 and NaN to 0")
    func clamping() {
        let colour = RGBA(red: 1.2, green: -0.1, blue: .nan, alpha: 0.5).clamped()
        #expect(colour == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test("Codable round trip")
    func codable() throws {
        let colour = RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let data = try JSONEncoder().encode(colour)
        #expect(try JSONDecoder().decode(RGBA.self, from: data) == colour)
    }

    @Test("An integer literal makes a colour without parsing: the same as the hex string, alpha as given")
    func integerLiteral() throws {
        #expect(RGBA(0xFF8800) == (try RGBA(hex: "#ff8800")))
        #expect(RGBA(0x000000) == .black && RGBA(0xFFFFFF) == .white)
        #expect(RGBA(0x008080, alpha: 0.5) == RGBA(red: 0, green: 128.0 / 255, blue: 128.0 / 255, alpha: 0.5))
        for (value, hex): (UInt32, String) in [(0x123456, "#123456"), (0xABCDEF, "#abcdef"), (0x0F0F0F, "#0f0f0f")] {
            #expect(RGBA(value).hexString == hex)
        }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test("An integer above 0xFFFFFF is a programmer error")
    func integerTooLarge() async {
        await #expect(processExitsWith: .failure) { _ = RGBA(0x1_000000) }
    }
    #endif
}
