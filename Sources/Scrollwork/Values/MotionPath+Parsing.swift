#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension MotionPath {
    /// A path read from SVG path data: `M L H V C S Q T A Z`, absolute (upper case) and relative
    /// (lower case), as the SVG 2 grammar writes it.
    ///
    /// Numbers may be written `10`, `-1.5`, `.5`, `1e-3`, `1.5E+2`, and need no separator where the
    /// next one cannot continue them (`-1-2` is two numbers, `.5.5` is 0.5 and 0.5); commas and
    /// white space separate. A command's arguments may repeat without repeating its letter (after a
    /// move the repeats are lines, as SVG says); arc flags are one digit each and need no separator
    /// (`a10 10 0 0110 10`). Empty data (or only white space) is an empty path.
    ///
    /// Unlike a browser, which draws path data up to its first error, a bad character fails the
    /// whole path: a motion path that silently stops short would move an element somewhere its
    /// author did not mean.
    ///
    /// ```swift
    /// import Scrollwork
    ///
    /// let path = try MotionPath(pathData: "m10 10 h80 v40 s-20 40 -40 40 z")
    /// print(path.pathData)
    /// ```
    ///
    /// ```text
    /// M10 10 L90 10 L90 50 C90 50 70 90 50 90 Z
    /// ```
    ///
    /// - Parameter pathData: The `d` attribute of an SVG `path`.
    /// - Throws: ``MotionPathError`` with the column of the first fault and what was expected there:
    ///   a command letter, a number, a flag, a separator, or a first command other than a move.
    ///   Numbers too large for a `Double` (`1e999`) are faults too.
    /// - Complexity: O(*m*) for *m* characters, plus measuring each segment (see ``MotionPath``).
    public init(pathData: String) throws(MotionPathError) {
        var reader = PathDataReader(Array(pathData.utf8), text: pathData)
        self.init(try reader.read())
    }
}

/// Reads path data byte by byte (path data is ASCII; any other character is a fault).
struct PathDataReader {
    let bytes: [UInt8]
    let text: String
    var index = 0

    init(_ bytes: [UInt8], text: String) {
        self.bytes = bytes
        self.text = text
    }

    /// The 1-based character column of byte `offset`.
    func column(of offset: Int) -> Int {
        let prefix = bytes[..<min(offset, bytes.count)]
        return String(decoding: prefix, as: UTF8.self).count + 1
    }

    /// A fault at the current position.
    func fault(_ expected: String) -> MotionPathError {
        let found: String
        if index >= bytes.count {
            found = "the end of the data"
        } else {
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: index)
            let character = text[start...].first.map(String.init) ?? "?"
            found = "`\(character)`"
        }
        return MotionPathError(column: column(of: index), expected: expected, found: found)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func skipSpaces() {
        while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Whether a number can start here.
    var atNumber: Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        return Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Skips a comma-wsp after an argument; returns whether a comma was read (so another
    /// argument must follow).
    mutating func skipSeparator() -> Bool {
        skipSpaces()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
            return true
        }
        return false
    }

    /// A number, as the SVG grammar writes it.
    mutating func number(_ what: String) throws(MotionPathError) -> Double {
        let expected = "a number (\(what))"
        let start = index
        if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        var digits = 0
        while index < bytes.count && Self.isDigit(bytes[index]) { index += 1; digits += 1 }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            let dot = index
            index += 1
            var fraction = 0
            while index < bytes.count && Self.isDigit(bytes[index]) { index += 1; fraction += 1 }
            if digits == 0 && fraction == 0 {
                index = dot
                if start == dot { throw fault(expected) }
                index = dot + 1
                throw fault("a digit")
            }
            digits += fraction
        }
        if digits == 0 {
            if index == start { throw fault(expected) }
            throw fault("a digit")
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count && Self.isDigit(bytes[index]) else { throw fault("a digit of the exponent") }
            while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            let end = index
            index = start
            defer { index = end }
            throw MotionPathError(column: column(of: start), expected: "a finite number (\(what))", found: "`\(literal)`")
        }
        return value
    }

    /// A flag: one `0` or `1`.
    mutating func flag(_ what: String) throws(MotionPathError) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw fault("a flag, 0 or 1 (\(what))")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// The whole path's elements, absolute.
    mutating func read() throws(MotionPathError) -> [MotionPath.Element] {
        var elements: [MotionPath.Element] = []
        var current = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        // The last curve's second (cubic) or only (quadratic) control point, for S and T.
        var cubicControl: (x: Double, y: Double)?
        var quadControl: (x: Double, y: Double)?
        skipSpaces()
        var first = true
        while index < bytes.count {
            let letter = bytes[index]
            guard let command = Command(letter) else {
                throw fault(first ? "a move, `M` or `m`" : "a command letter (M L H V C S Q T A Z, or lower case)")
            }
            if first && command.upper != "M" { throw fault("a move, `M` or `m`") }
            index += 1
            skipSpaces()
            if command.upper == "Z" {
                elements.append(.close)
                current = start
                cubicControl = nil
                quadControl = nil
                first = false
                continue
            }
            let name = String(UnicodeScalar(letter))
            var repeated = false
            var needArgument = false
            repeat {
                let base: (x: Double, y: Double) = command.relative ? current : (0, 0)
                let upper = command.upper == "M" && repeated ? "L" : command.upper
                var nextCubic: (x: Double, y: Double)?
                var nextQuad: (x: Double, y: Double)?
                func point(_ reader: inout PathDataReader, _ what: String) throws(MotionPathError) -> (x: Double, y: Double) {
                    let x = try reader.number("the x coordinate of \(what)")
                    _ = reader.skipSeparator()
                    let y = try reader.number("the y coordinate of \(what)")
                    return (base.x + x, base.y + y)
                }
                switch upper {
                case "M":
                    let p = try point(&self, name)
                    elements.append(.move(to: CGPoint(x: p.x, y: p.y)))
                    current = p
                    start = p
                case "L":
                    let p = try point(&self, name)
                    elements.append(.line(to: CGPoint(x: p.x, y: p.y)))
                    current = p
                case "H":
                    let x = try number("the x coordinate of \(name)")
                    current = (base.x + x, current.y)
                    elements.append(.line(to: CGPoint(x: current.x, y: current.y)))
                case "V":
                    let y = try number("the y coordinate of \(name)")
                    current = (current.x, (command.relative ? current.y : 0) + y)
                    elements.append(.line(to: CGPoint(x: current.x, y: current.y)))
                case "C", "S":
                    let c1: (x: Double, y: Double)
                    if upper == "C" {
                        c1 = try point(&self, "\(name)'s first control point")
                        _ = skipSeparator()
                    } else if let last = cubicControl {
                        c1 = (2 * current.x - last.x, 2 * current.y - last.y)
                    } else {
                        c1 = current
                    }
                    let c2 = try point(&self, upper == "C" ? "\(name)'s second control point" : "\(name)'s control point")
                    _ = skipSeparator()
                    let p = try point(&self, name)
                    elements.append(.curve(to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y)))
                    current = p
                    nextCubic = c2
                case "Q", "T":
                    let c: (x: Double, y: Double)
                    if upper == "Q" {
                        c = try point(&self, "\(name)'s control point")
                        _ = skipSeparator()
                    } else if let last = quadControl {
                        c = (2 * current.x - last.x, 2 * current.y - last.y)
                    } else {
                        c = current
                    }
                    let p = try point(&self, name)
                    elements.append(.quadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y)))
                    current = p
                    nextQuad = c
                default: // "A"
                    let rx = try number("the x radius of \(name)")
                    _ = skipSeparator()
                    let ry = try number("the y radius of \(name)")
                    _ = skipSeparator()
                    let rotation = try number("the x axis rotation of \(name)")
                    _ = skipSeparator()
                    let large = try flag("the large arc flag of \(name)")
                    _ = skipSeparator()
                    let sweep = try flag("the sweep flag of \(name)")
                    _ = skipSeparator()
                    let p = try point(&self, name)
                    elements.append(.arc(to: CGPoint(x: p.x, y: p.y), radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep))
                    current = p
                }
                cubicControl = nextCubic
                quadControl = nextQuad
                repeated = true
                needArgument = skipSeparator()
            } while atNumber || needArgument
            first = false
        }
        return elements
    }

    /// A command letter.
    struct Command {
        /// The upper-case letter.
        let upper: String
        /// Whether the letter was lower case.
        let relative: Bool

        init?(_ byte: UInt8) {
            let letters = "MLHVCSQTAZ"
            let scalar = UnicodeScalar(byte)
            let upper = String(scalar).uppercased()
            guard byte < 0x80, letters.contains(upper), Character(scalar).isLetter else { return nil }
            self.upper = upper
            relative = Character(scalar).isLowercase
        }
    }
}
