// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scrollwork",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Scrollwork", targets: ["Scrollwork"]),
        // UIKit, AppKit and SwiftUI bindings; empty where none of them exists (Linux).
        .library(name: "ScrollworkUI", targets: ["ScrollworkUI"]),
        // `swift run scrollwork-preview stage.json [out.html]`: a stage document as an interactive HTML page.
        .executable(name: "scrollwork-preview", targets: ["ScrollworkPreview"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Scrollwork"),
        .target(name: "ScrollworkUI", dependencies: ["Scrollwork"]),
        .executableTarget(name: "ScrollworkPreview", dependencies: ["Scrollwork"]),
        // walkthrough.json is the stage as a document (`swift run Walkthrough --document` writes it).
        .executableTarget(name: "Walkthrough", dependencies: ["Scrollwork"], path: "Examples/Walkthrough", exclude: ["walkthrough.json"]),
        .executableTarget(name: "EasingGallery", dependencies: ["Scrollwork"], path: "Examples/EasingGallery"),
        .executableTarget(name: "Fling", dependencies: ["Scrollwork"], path: "Examples/Fling"),
        .executableTarget(name: "ScrollDriven", dependencies: ["Scrollwork"], path: "Examples/ScrollDriven"),
        .executableTarget(name: "Staggered", dependencies: ["Scrollwork"], path: "Examples/Staggered"),
        // The tests import the Walkthrough example, to check its stored document against its code,
        // and the preview, to check its samples against the stage.
        .testTarget(name: "ScrollworkTests", dependencies: ["Scrollwork", "Walkthrough", "ScrollworkPreview"], exclude: ["Describing/Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// Local preview: SCROLLWORK_DOCS=1 swift package --disable-sandbox preview-documentation --target Scrollwork
// SPI skips injecting the plugin once it sees the URL, so its variable must open the gate too.
if Context.environment["SCROLLWORK_DOCS"] != nil || Context.environment["SPI_GENERATE_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}
