// macOS
// expect: 'ObservedStage' is only available in macOS_14
// A model shaped like `StageModel` (Sources/ScrollworkUI/StageModel.swift) without its
// `@available(iOS 17.0, macOS 14.0, …)`: it stores the core's `ObservedStage`, which is macOS 14
// (Sources/Scrollwork/Platform/ObservedStage.swift); the core is built with its availability
// translated, so the macOS 13 floor rejects the property. Conforming to `Observable` (macOS 14) is
// not itself the error: Swift lets a type conform to a protocol newer than the type, and so does
// this check (swiftlang/swift, test/Sema/availability_versions.swift).
import Observation
import Scrollwork

@MainActor
final class Model: Observable {
    let observed: ObservedStage

    init(_ stage: Stage) {
        observed = ObservedStage(stage)
    }
}
