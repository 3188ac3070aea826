// The page and the rings of workload W2 (Benchmarks/W2.md, "The page" and "Cases"), computed exactly
// as the C reference (Benchmarks/Reference/w2-reference.c) computes them: every position is a
// multiple of 1/4 below 2^26, so every sum is exact and both programs see bit-identical inputs.

import Foundation

/// Ops in a ring (`R`), and half of it (`H`).
let ring = 4096
let half = 2048

/// The LCG of W2.md: `x ← (1664525·x + 1013904223) mod 2³²`, returning the new `x`.
struct LCG {
    var x: UInt32
    mutating func next() -> UInt32 {
        x = x &* 1_664_525 &+ 1_013_904_223
        return x
    }
}

/// The page of `n` blocks and scenes: block `i` is `h[i]` long and starts at `top[i]`; scene `i`
/// starts `o[i]` after the block's top and is `length[i]` long (0: a trigger).
struct Page {
    let n: Int
    var h: [Double] = [], o: [Double] = [], length: [Double] = []
    /// `n + 1` block tops.
    var top: [Double] = []
    /// The offsets run over `[0, M]`: `⌊top[n]⌋ + 1280`, an integer.
    var M = 0.0
    /// The names the stage knows block `i` and scene `i` by: `"e<i>"` and `"s<i>"`.
    var elementNames: [String] = [], sceneNames: [String] = []

    init(n: Int) {
        self.n = n
        var lcg = LCG(x: 272_000)
        top = [128]
        for i in 0..<n {
            let u1 = lcg.next(), u2 = lcg.next(), u3 = lcg.next()
            h.append(64 + Double(u1 >> 22) * 0.25)
            o.append(Double(Int(u2 >> 22) - 512) * 0.25)
            length.append(u3 >> 29 == 0 ? 0 : Double(1 + ((u3 >> 17) & 0xFFF)) * 0.25)
            top.append(top[i] + h[i])
            elementNames.append("e\(i)")
            sceneNames.append("s\(i)")
        }
        M = top[n].rounded(.down) + 1280
    }

    /// `X = ⌊M/2⌋`: where `build` and `relayout` place the stage.
    var middle: Double { (M / 2).rounded(.down) }
}

/// The offsets of a move case's ring (`scrub`, `fling` or `jump`).
func moveRing(_ name: String, _ page: Page) -> [Double] {
    let M = page.M
    switch name {
    case "scrub":
        // 2048 steps of 32 forward, then back, from 32768 before the middle; reflected at 0 and M.
        let c = page.middle - 32 * Double(half) / 2
        return (0..<ring).map { i in
            let y = c + 32 * Double(i <= half ? i : ring - i)
            let q = (y.truncatingRemainder(dividingBy: 2 * M) + 2 * M).truncatingRemainder(dividingBy: 2 * M)
            return q <= M ? q : 2 * M - q
        }
    case "jump":
        var lcg = LCG(x: 12345)
        return (0..<ring).map { _ in (Double(lcg.next() >> 11) * M / 2_097_152).rounded(.down) }
    case "fling":
        var lcg = LCG(x: 31415)
        let limit = Int(M)
        var p = limit / 2, v = 0
        var path = [Double(p)]
        for _ in 1...half {
            if v == 0 {
                let u = lcg.next()
                v = 32 + Int(u >> 24)
                if (u >> 23) & 1 == 1 { v = -v }
            }
            p += v
            if p <= 0 {
                p = 0; v = 0
            } else if p >= limit {
                p = limit; v = 0
            } else {
                v = v > 0 ? v - 1 - v / 16 : v + 1 + (-v) / 16
            }
            path.append(Double(p))
        }
        return (0..<ring).map { i in path[i <= half ? i : ring - i] }
    default:
        preconditionFailure("no ring for \(name)")
    }
}

/// The relayout ring: pair `j` lengthens block `blocks[j]` by `growths[j]` (op `2j`) and shortens it
/// back (op `2j + 1`).
func relayoutRing(_ page: Page) -> (blocks: [Int], growths: [Double]) {
    var lcg = LCG(x: 16180)
    var blocks: [Int] = [], growths: [Double] = []
    for _ in 0..<half {
        let u1 = lcg.next(), u2 = lcg.next()
        blocks.append(Int((UInt64(u1 >> 16) * UInt64(page.n)) >> 16))
        growths.append(Double(1 + (u2 >> 20)) * 0.25)
    }
    return (blocks, growths)
}
