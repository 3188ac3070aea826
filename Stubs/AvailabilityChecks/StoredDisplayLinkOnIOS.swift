// iOS
// expect: pass
// The same property on iOS, where CADisplayLink has existed since 3.1.
import QuartzCore

final class Holder {
    var link: CADisplayLink?
}
