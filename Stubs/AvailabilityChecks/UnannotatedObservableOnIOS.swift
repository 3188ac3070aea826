// iOS
// expect: 'Observable()' is only available in iOS_17
// An `@Observable` class with no availability at the iOS 16 floor: Observation is iOS 17. The
// Linux toolchain's Observation module is replaced by its own interface with Apple's availability
// translated, so the macro, the conformance it adds and the registrar it stores all fail here.
import Observation

@Observable
final class Counter {
    var count = 0
}
