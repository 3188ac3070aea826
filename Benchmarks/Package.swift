// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The name SwiftPM compiles the Scrollwork package's modules with (`-package-name`): its identity
/// — the checkout folder's name, lowercased, without `.git` — as a C99 identifier (other characters
/// and a leading digit become `_`; checked with folders named `9My-Lib.x` and `Scroll-Work.git`).
/// W2's `feed` case drives the platform feed (`ScrollViewFeed`, `package` access), so W2 is
/// compiled with this name too (see its target).
let scrollworkPackageName: String = {
    var folder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()
    if folder.hasSuffix(".git") { folder.removeLast(4) }
    var name = String(folder.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
    if let first = name.first, first.isNumber { name = "_" + name.dropFirst() }
    return name
}()

let package = Package(
    name: "ScrollworkBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` decouples the package identity from the clone's folder name.
        .package(name: "Scrollwork", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // W1's layout and offsets, shared by the W1 harness and the stage benchmarks.
        .target(
            name: "W1Layout",
            dependencies: [.product(name: "Scrollwork", package: "Scrollwork")],
            path: "Benchmarks/W1Layout"
        ),
        // Workload W1 (Benchmarks/W1.md): a plain executable with its own measurement protocol; its C
        // reference is Reference/w1-reference.c. Outside `Benchmarks/`, where the benchmark plugin
        // takes every executable for a suite and runs it with its own arguments (which W1 refuses).
        .executableTarget(
            name: "W1",
            dependencies: [.product(name: "Scrollwork", package: "Scrollwork"), "W1Layout", "MallocCount"],
            path: "Sources/W1"
        ),
        // Workload W2, scenes at scale (Benchmarks/W2.md), the same kind of plain executable; its C
        // reference is Reference/w2-reference.c. Its `feed` case delivers geometry through
        // `ScrollViewFeed`, the platform bindings' shared core, which is `package`, not public: W2
        // is compiled in the Scrollwork package's name (SwiftPM's own `-package-name` is turned off
        // by `packageAccess: false`, which W2 does not need within this package). Everything else
        // in W2 uses public API only.
        .executableTarget(
            name: "W2",
            dependencies: [.product(name: "Scrollwork", package: "Scrollwork"), "MallocCount"],
            path: "Sources/W2",
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", scrollworkPackageName])]
        ),
        // Counts the W1 and W2 harnesses' allocations (glibc only), without changing where anything is allocated.
        .target(name: "MallocCount", path: "Benchmarks/MallocCount"),
    ]
)

for suite in ["TimelineBenchmarks", "SceneBenchmarks", "DynamicsBenchmarks"] {
    package.targets.append(.executableTarget(
        name: suite,
        dependencies: [
            .product(name: "Scrollwork", package: "Scrollwork"),
            .product(name: "Benchmark", package: "benchmark"),
            "W1Layout",
        ],
        path: "Benchmarks/\(suite)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
}
