// visionOS
// expect: pass
// The same class on visionOS, where Observation has existed since 1.0, the floor (its interface
// says `@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)`: visionOS through iOS 17).
import Observation

@Observable
final class Counter {
    var count = 0
    @ObservationIgnored var cache: [Int] = []
}

@MainActor
func track(_ counter: Counter) -> Int {
    withObservationTracking { counter.count } onChange: {}
}
