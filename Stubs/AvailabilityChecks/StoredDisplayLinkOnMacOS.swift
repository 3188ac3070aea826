// macOS
// expect: 'CADisplayLink' is only available in macOS_14
// A stored property of a macOS 14 class, at the macOS 13 floor: `#available` cannot guard it
// (the bug the check was built to find in DisplayLinkDriver.swift).
import QuartzCore

final class Holder {
    var link: CADisplayLink?
}
