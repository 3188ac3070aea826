import Foundation

// libFuzzer's entry points. libFuzzer supplies `main`; this module has none (it has no
// `main.swift`, and SwiftPM compiles it with `-parse-as-library`).
//
// One binary holds every target; `--target=NAME` (or the environment variable
// `SCROLLWORK_FUZZ_TARGET`) picks one. libFuzzer ignores flags that start with `--`, and passes
// them on to the processes it forks (`-fork=N`, `-jobs=N`), as it does the environment.

/// The target chosen on the command line, set once by `LLVMFuzzerInitialize` before any input.
nonisolated(unsafe) private var selected: FuzzTarget?

/// What `run.sh`'s seed check expects of each input it runs: `SCROLLWORK_FUZZ_EXPECT=accepted`
/// (some decoder of the target takes it) or `refused` (none does). Unset while fuzzing.
nonisolated(unsafe) private var expectation: Bool?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    let arguments = CommandLine.arguments
    if arguments.contains("--list") {
        for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
        exit(0)
    }
    let name = arguments.lazy.compactMap { $0.hasPrefix("--target=") ? String($0.dropFirst("--target=".count)) : nil }.last
        ?? ProcessInfo.processInfo.environment["SCROLLWORK_FUZZ_TARGET"]
    guard let name, let target = FuzzTarget.all.first(where: { $0.name == name }) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("""
            usage: ScrollworkFuzz --target=NAME [libFuzzer flags] [corpus dirs or inputs]
            targets: \(names) (--list describes them)

            """.utf8))
        exit(2)
    }
    selected = target
    switch ProcessInfo.processInfo.environment["SCROLLWORK_FUZZ_EXPECT"] {
    case nil: expectation = nil
    case "accepted": expectation = true
    case "refused": expectation = false
    case let other?:
        FileHandle.standardError.write(Data("SCROLLWORK_FUZZ_EXPECT is accepted or refused, not \(other)\n".utf8))
        exit(2)
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = selected else { fatalError("LLVMFuzzerInitialize did not choose a target") }
    let accepted = target.run(UnsafeRawBufferPointer(start: start, count: count))
    if let expectation, accepted != expectation {
        fail("target \(target.name) \(accepted ? "accepted" : "refused") an input expected to be \(expectation ? "accepted" : "refused")")
    }
    return 0
}
