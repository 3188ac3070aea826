// swift-tools-version: 6.0
import PackageDescription

// Coverage-guided fuzz targets (libFuzzer) for every decoder of Scrollwork. A nested package, like
// `Benchmarks/`, so the root package keeps no dependencies and `swift build` there never links
// libFuzzer. Build and run it with `Fuzz/run.sh` (see README.md): the sanitizer flags are passed on
// the command line, not here, because `unsafeFlags` would make the package unusable as a dependency
// and a plain `swift build` (no libFuzzer `main`) of this package is not meant to work.
let package = Package(
    name: "ScrollworkFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        // SwiftPM names a path package after its folder: a clone whose folder is itself called
        // `fuzz` would clash with this package's identity, so run.sh can point here through a
        // symbolic link of another name.
        .package(name: "Scrollwork", path: Context.environment["SCROLLWORK_FUZZ_ROOT"] ?? ".."),
    ],
    targets: [
        .executableTarget(
            name: "ScrollworkFuzz",
            dependencies: [.product(name: "Scrollwork", package: "Scrollwork")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
