// macOS
// expect: unavailable
// CADisplayLink's initialiser is marked unavailable on macOS: no availability scope makes it usable.
import QuartzCore

final class Target: NSObject {
    @objc func step(_ sender: AnyObject) {}
}

@available(macOS 14.0, *)
func makeLink(_ target: Target) -> CADisplayLink {
    CADisplayLink(target: target, selector: #selector(Target.step(_:)))
}
