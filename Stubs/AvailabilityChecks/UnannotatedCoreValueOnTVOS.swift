// tvOS
// expect: 'ObservedValue' is only available in tvOS_17
// A type that stores the core's `ObservedValue` (Observation-backed, `@available(… tvOS 17.0 …)` in
// Sources/Scrollwork/Platform/ObservedStage.swift), as `StageValue` does, with no `@available`: the
// core is built with its availability translated, so the tvOS 16 floor rejects it. Guards
// `StageValue`'s `@available(iOS 17.0, macOS 14.0, tvOS 17.0, …)`.
import Scrollwork

struct Reading {
    let storage: ObservedValue<Double>
}
