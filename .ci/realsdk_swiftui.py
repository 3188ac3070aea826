#!/usr/bin/env python3
"""SwiftUI's .swiftinterface from a real Apple SDK, made buildable by this Linux toolchain (Swift 6), for
.ci/typecheck-realsdk-one.sh and .ci/compare-stubs.py. Nothing else of the SDK is changed:

- one string interpolation in an @inlinable body (Environment.wrappedValue's runtime-issue message) is removed:
  Swift 6 compilers reject that os_log call of Swift 5.x SDKs;
- Swift 5.7 interfaces (the macOS 13.0 SDK) print the primitive conformances of _ConditionalContent and Optional to
  ToolbarContent, Commands and Gesture without their `Body` (Never), which Swift 6 compilers no longer infer there
  ("does not conform to protocol 'ToolbarContent'"): it is written out, as later SDKs' interfaces do;
- mode "iso" also makes View and ViewModifier @MainActor @preconcurrency, as the iOS 18 SDK declares them.

Usage: realsdk_swiftui.py SOURCE DESTINATION [real|iso]
"""
import re
import sys

VERSION = 2   # part of the callers' cache keys: bump when the text made changes

CONFORMANCE = re.compile(r"^extension (SwiftUI\._ConditionalContent|Swift\.Optional) : "
                         r"SwiftUI\.(ToolbarContent|Commands|Gesture) where .*\{$")


def patched(text, mode="real"):
    text = text.replace("Accessing Environment<\\(Value.self)>'s value", "Accessing Environment<Value>'s value")
    lines, out = text.split("\n"), []
    for i, line in enumerate(lines):
        out.append(line)
        if CONFORMANCE.match(line):
            j = i + 1
            while lines[j] != "}" and "typealias Body" not in lines[j]:
                j += 1
            if lines[j] == "}":
                out.append("  public typealias Body = Swift.Never")
    text = "\n".join(out)
    if mode == "iso":
        for old, new in [("\n@_typeEraser(AnyView) public protocol View {",
                          "\n@_typeEraser(AnyView) @preconcurrency @_Concurrency.MainActor public protocol View {"),
                         ("\npublic protocol ViewModifier {",
                          "\n@preconcurrency @_Concurrency.MainActor public protocol ViewModifier {")]:
            assert text.count(old) == 1, old
            text = text.replace(old, new)
    return text


if __name__ == "__main__":
    src, dst = sys.argv[1], sys.argv[2]
    mode = sys.argv[3] if len(sys.argv) > 3 else "real"
    with open(src) as f:
        text = f.read()
    with open(dst, "w") as f:
        f.write(patched(text, mode))
