#!/usr/bin/env bash
# Type-checks Scrollwork, its Apple platform layer (Sources/ScrollworkUI), the screens in Stubs/Screens, the app
# sketch (Examples/AppSketch), the "In an app" recipes (the blocks .ci/typecheck-apple.sh extracts) and any extra
# client files (SCROLLWORK_REALSDK_CLIENTS) against ONE real Apple SDK (an iPhoneOS*.sdk or a MacOSX/macOS*.sdk:
# headers, .tbd files and Apple's .swiftinterface files) instead of the project's Stubs/Apple, on Linux, at the
# package's floor for that platform (Package.swift), in Swift 6 mode with complete concurrency checking.
#
# Usage (from a clone):  bash .ci/typecheck-realsdk-one.sh /path/iPhoneOS17.0.sdk
# .ci/typecheck-realsdk.sh runs it for every SDK it finds; this script checks one.
# Optional: SWIFTC (default: swiftc on PATH), SCROLLWORK_REALSDK_CACHE (default ~/.cache/scrollwork-realsdk: the
# rebuilt SDK modules, reused by later runs), SCROLLWORK_REALSDK_CLIENTS (default: none; a folder of
# extra app files to check), SCROLLWORK_REALSDK_KEEP=1 (keep the work folder and print it).
# The last line reads `real-sdk <SDK>: N errors (A newer-than-SDK, B mismatches, C other)`. Exit 0 when B = C = 0
# (errors of class A are expected with an SDK older than the one the project targets), 1 otherwise, 2 when the check
# cannot run.
#
# Derived from ../shared/apple-sdk/typecheck-ios.sh (iOS only); its NOTES.md has the why of each step. Here:
#  - a resource folder for the compiler: the toolchain's shims and clang headers, plus the API notes of Dispatch and
#    os that Apple's toolchains carry (swiftlang/swift apinotes/), os's adjusted to the overlays of Swift 5.x SDKs;
#  - SwiftUI is rebuilt from the SDK's own interface with one string interpolation in an @inlinable body removed
#    (Swift 6 compilers reject that os_log call of Swift 5.x SDKs); nothing else of the SDK is changed;
#  - APIs newer than the SDK that the code uses are declared in small shim modules WITH Apple's availability
#    (counted and printed), so every other name is checked against the SDK and availability stays enforced;
#  - Scrollwork is checked as it is (pass A) and, for the record, with `import CoreGraphics` added to each file (pass
#    B): an error only pass A has is a file that uses CoreGraphics API without importing it;
#  - with an SDK older than iOS 18 / macOS 15, ScrollworkUI and the clients are checked a second time against a
#    SwiftUI whose View and ViewModifier are @MainActor @preconcurrency as in the iOS 18 SDK: a concurrency error that
#    disappears there is classed "newer than the SDK"; one that stays is not.
#  - macOS: the x86_64 slice (the SDKs carry x86_64 and arm64e interfaces; the checks do not depend on the CPU).
set -uo pipefail
script_version=3-swiftui-$(sed -n 's/^VERSION = \([0-9]*\).*/\1/p' .ci/realsdk_swiftui.py)
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(pwd)
sdk=${1:-}
[ -n "$sdk" ] && [ -f "$sdk/SDKSettings.json" ] || { echo "real-sdk: give an iPhoneOS*.sdk or macOS*.sdk folder" >&2; exit 2; }
[ -d Sources/ScrollworkUI ] && [ -f Package.swift ] || { echo "real-sdk: run from a clone of the project" >&2; exit 2; }
sdk=$(cd "$sdk" && pwd)
SWIFTC=${SWIFTC:-$(command -v swiftc)}
[ -x "$SWIFTC" ] || { echo "real-sdk: no swiftc" >&2; exit 2; }
bindir=$(dirname "$(readlink -f "$SWIFTC")")
frontend=$bindir/swift-frontend
tclib=$(cd "$bindir/../lib/swift" && pwd)
clients_dir=${SCROLLWORK_REALSDK_CLIENTS:-$(mktemp -d)}
work=$(mktemp -d)
[ "${SCROLLWORK_REALSDK_KEEP:-}" ] && echo "real-sdk: work folder $work" || trap 'rm -rf "$work"' EXIT
t0=$(date +%s)
stamp() { echo "   ($(( $(date +%s) - t0 )) s)"; }
nerr() { grep -cE '^[^ ][^:]*\.swift:[0-9]+:[0-9]+: error:' "$1"; }

# --- The SDK and the floor -------------------------------------------------------------------------------------------
read -r sdk_version sdk_name <<<"$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["Version"], d["CanonicalName"])' "$sdk/SDKSettings.json")"
case $sdk_name in
    iphoneos*) os=iOS; arch=arm64-apple-ios; resplatform=iphoneos; generation=$sdk_version
               swiftui_interface=$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/$arch.swiftinterface ;;
    macosx*)   os=macOS; arch=x86_64-apple-macos; resplatform=macosx
               # The SDK generation in iOS numbers (macOS 13 came with iOS 16, 14 with 17, 15 with 18).
               generation=$(( ${sdk_version%%.*} + 3 )).${sdk_version#*.}
               swiftui_interface=$sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/$arch.swiftinterface ;;
    *) echo "real-sdk: $sdk_name: only iOS and macOS SDKs are checked" >&2; exit 2 ;;
esac
sdk_swift=$(sed -n '2s/.*Swift version \([0-9.]*\).*/\1/p' "$sdk/usr/lib/swift/Swift.swiftmodule/$arch.swiftinterface")
ver_lt() { python3 -c 'import sys; a,b=[tuple(int(x) for x in v.split(".")) for v in sys.argv[1:3]]; sys.exit(0 if a<b else 1)' "$1" "$2"; }
floor=$(grep -o "\.$os(\.v[0-9_]*)" Package.swift | head -1 | sed -E 's/.*\.v([0-9_]*)\)/\1/; s/_/./g')
case $floor in "") echo "real-sdk: no .$os floor in Package.swift" >&2; exit 2;; *.*) ;; *) floor=$floor.0;; esac
target=$arch$floor
pkg=$(basename "$checkout" | tr '[:upper:]' '[:lower:]')   # SwiftPM's identity of a root package: its folder's name
defs=()
ver_lt "$generation" 17.0 && defs+=(-D REALSDK_BELOW_17)
ver_lt "$generation" 18.0 && defs+=(-D REALSDK_BELOW_18)
ver_lt "$sdk_swift" 5.9 && defs+=(-D REALSDK_STDLIB_BELOW_5_9)
ver_lt "$sdk_swift" 6.0 && defs+=(-D REALSDK_STDLIB_BELOW_6_0)
echo "== real $os SDK $sdk_version (interfaces by Swift $sdk_swift), $("$SWIFTC" --version 2>&1 | head -1), target $target, package $pkg"

# --- Cached per SDK and compiler: resource folder, SDK view, rebuilt SwiftUI and Observation ---------------------------
key=$(printf '%s\n%s\n%s\n' "$sdk" "$("$SWIFTC" --version 2>&1 | head -1)" "$script_version" | sha1sum | cut -c1-12)
cache=${SCROLLWORK_REALSDK_CACHE:-$HOME/.cache/scrollwork-realsdk}/$key
mkdir -p "$cache/mc"
res=$cache/resdir
if [ ! -f "$res/.done" ]; then
    rm -rf "$res"; mkdir -p "$res/apinotes" "$res/$resplatform"     # empty: the SDK's own Swift modules are used
    ln -s "$tclib/shims" "$res/shims"; ln -s "$tclib/clang" "$res/clang"
    cp "$tclib/apinotes/std.apinotes" "$res/apinotes/"
    # Dispatch's and os's API notes as Apple's toolchains carry them (swiftlang/swift apinotes/, Apache License 2.0
    # with Runtime Library Exception): .ci/realsdk-apinotes, os's with _os_log_impl and
    # _os_signpost_emit_with_name_impl SwiftPrivate (imported as ___os_log_impl, ___os_signpost_emit_with_name_impl),
    # as the os overlays of Swift 5.x SDKs call them. The toolchain's own Dispatch notes win where it has them.
    if [ -f "$tclib/apinotes/Dispatch.apinotes" ]; then cp "$tclib/apinotes/Dispatch.apinotes" "$res/apinotes/"; else
        cp .ci/realsdk-apinotes/Dispatch.apinotes "$res/apinotes/"
    fi
    cp .ci/realsdk-apinotes/os.apinotes "$res/apinotes/"
    touch "$res/.done"
fi

# GitHub copies of SDKs store the symlink usr/include/libxml -> libxml2/libxml as a second folder, whose module map
# redefines libxml2: look at such an SDK through a folder of links that restores the symlink.
sdkview=$sdk
if [ -f "$sdk/usr/include/libxml/module.modulemap" ] && [ -f "$sdk/usr/include/libxml2/libxml/module.modulemap" ] \
    && [ "$(readlink -f "$sdk/usr/include/libxml")" != "$(readlink -f "$sdk/usr/include/libxml2/libxml")" ]; then
    sdkview=$cache/sdk
    if [ ! -f "$cache/sdk.done" ]; then
        rm -rf "$sdkview"; mkdir -p "$sdkview/usr/include"
        for e in "$sdk"/* "$sdk"/.[!.]*; do [ -e "$e" ] && [ "$(basename "$e")" != usr ] && ln -s "$e" "$sdkview/"; done
        for e in "$sdk"/usr/*; do [ "$(basename "$e")" != include ] && ln -s "$e" "$sdkview/usr/"; done
        for e in "$sdk"/usr/include/*; do [ "$(basename "$e")" != libxml ] && ln -s "$e" "$sdkview/usr/include/"; done
        ln -s libxml2/libxml "$sdkview/usr/include/libxml"
        touch "$cache/sdk.done"
    fi
fi
base=(-target "$target" -sdk "$sdkview" -resource-dir "$res" -module-cache-path "$cache/mc")

# SwiftUI, rebuilt from the SDK's interface for this compiler: "real" (one os_log interpolation in an @inlinable body
# removed: Environment.wrappedValue's runtime-issue message) and, below iOS 18, "iso" (also View and ViewModifier
# @MainActor @preconcurrency, as the iOS 18 SDK declares them).
modes=(real)
ver_lt "$generation" 18.0 && modes+=(iso)
for mode in "${modes[@]}"; do
    out=$cache/sdkmods-$mode; mkdir -p "$out"
    [ -f "$out/SwiftUI.swiftmodule" ] && continue
    echo "== rebuilding SwiftUI ($mode) from the SDK's interface (once per SDK and compiler)"
    python3 .ci/realsdk_swiftui.py "$swiftui_interface" "$work/SwiftUI-$mode.swiftinterface" "$mode" || exit 2
    "$frontend" -compile-module-from-interface -module-name SwiftUI "${base[@]}" -disable-availability-checking \
        -o "$out/SwiftUI.swiftmodule" "$work/SwiftUI-$mode.swiftinterface" >"$work/swiftui-$mode.log" 2>&1 \
        || { grep -m5 error: "$work/swiftui-$mode.log"; echo "real-sdk: SwiftUI does not build from the SDK's interface"; exit 2; }
    stamp
done
# Observation (iOS 17): the toolchain's own interface of it (less Glibc and iOS 26's Observations), for an SDK that
# predates it, or whose macro declarations predate the toolchain's macro plugin (Swift 5.9's ObservationTracked has no
# init accessor; the plugin of a Swift 6 toolchain expands one).
if { [ ! -d "$sdk/usr/lib/swift/Observation.swiftmodule" ] || ver_lt "$sdk_swift" 6.0; } && [ ! -f "$cache/sdkmods-real/Observation.swiftmodule" ]; then
    python3 - "$tclib"/linux/Observation.swiftmodule/*-unknown-linux-gnu.swiftinterface "$work/Observation.swiftinterface" <<'PY' || exit 2
import sys
out = []
for line in open(sys.argv[1]).read().splitlines():
    if line.startswith("// swift-module-flags:"):
        line = "// swift-module-flags: -enable-library-evolution -swift-version 5 -enable-experimental-feature Macros -enable-experimental-feature ExtensionMacros -module-name Observation"
    if line.startswith("// swift-module-flags-ignorable") or line == "import Glibc":
        continue
    if line.startswith("@available(macOS 26.0"):
        break                      # Observations<Element, Failure> and what follows: iOS 26
    out.append(line)
open(sys.argv[2], "w").write("\n".join(out) + "\n")
PY
    "$frontend" -compile-module-from-interface -module-name Observation "${base[@]}" \
        -o "$cache/sdkmods-real/Observation.swiftmodule" "$work/Observation.swiftinterface" >"$work/observation.log" 2>&1 \
        || { grep -m5 error: "$work/observation.log"; echo "real-sdk: Observation does not build"; exit 2; }
fi

# --- Shims: APIs newer than the SDK, with Apple's availability ------------------------------------------------------------
mkdir -p "$work/shims"
cat > "$work/shims/CoreShims.swift" <<'SWIFT'
// Standard library API newer than the SDK's standard library, declared with the availability the toolchain's own
// standard library gives it (swiftc 6.x, Swift.swiftinterface / _Concurrency.swiftinterface). Bodies are placeholders.
import Swift
import _Concurrency
#if REALSDK_STDLIB_BELOW_6_0
// Swift 6.0: a builtin macro of _Concurrency, back to the first concurrency releases.
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@freestanding(expression) public macro isolation<T>() -> T = Builtin.IsolationMacro
// Swift 6.0 (SE-0405): iOS 18, macOS 15.
extension String {
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  public init?<Encoding: _UnicodeEncoding>(validating codeUnits: some Sequence<Encoding.CodeUnit>, as encoding: Encoding.Type) { return nil }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  public init?<Encoding: _UnicodeEncoding>(validating codeUnits: some Sequence<Int8>, as encoding: Encoding.Type) where Encoding.CodeUnit == UInt8 { return nil }
}
// Swift 6.0 (SE-0220): emitted into the client, no availability. (Typed throws there; rethrows here, which is the
// same for callers and does not need the Swift 6 runtime to build.)
extension Sequence {
  public func count(where predicate: (Element) throws -> Bool) rethrows -> Int { fatalError() }
}
#endif
#if REALSDK_STDLIB_BELOW_5_9
// Swift 5.9 (SE-0392, SE-0388): back-deployed to the first concurrency releases.
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension MainActor {
  @_unavailableFromAsync(message: "await the call to the @MainActor closure directly")
  public static func assumeIsolated<T: Sendable>(_ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line) rethrows -> T { fatalError() }
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension AsyncStream {
  public static func makeStream(of elementType: Element.Type = Element.self, bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) { fatalError() }
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension AsyncThrowingStream where Failure == Error {
  public static func makeStream(of elementType: Element.Type = Element.self, throwing failureType: Failure.Type = Failure.self, bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded) -> (stream: AsyncThrowingStream<Element, Failure>, continuation: AsyncThrowingStream<Element, Failure>.Continuation) { fatalError() }
}
#endif
SWIFT
cat > "$work/shims/CGShims.swift" <<'SWIFT'
// iOS 18.0 SDK, CoreGraphics.swiftinterface: CGPoint, CGSize and CGRect gained hash(into:)/hashValue (emitted into the
// client) and a Hashable conformance that is @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *).
import CoreGraphics
#if REALSDK_BELOW_18
extension CGPoint {
  @_alwaysEmitIntoClient public func hash(into hasher: inout Hasher) { hasher.combine(x); hasher.combine(y) }
  @_alwaysEmitIntoClient public var hashValue: Int { var h = Hasher(); hash(into: &h); return h.finalize() }
}
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGPoint: @retroactive Hashable {}
extension CGSize {
  @_alwaysEmitIntoClient public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }
  @_alwaysEmitIntoClient public var hashValue: Int { var h = Hasher(); hash(into: &h); return h.finalize() }
}
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGSize: @retroactive Hashable {}
extension CGRect {
  @_alwaysEmitIntoClient public func hash(into hasher: inout Hasher) {
    let s = standardized
    hasher.combine(s.origin.x); hasher.combine(s.origin.y); hasher.combine(s.size.width); hasher.combine(s.size.height)
  }
  @_alwaysEmitIntoClient public var hashValue: Int { var h = Hasher(); hash(into: &h); return h.finalize() }
}
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGRect: @retroactive Hashable {}
#endif
SWIFT
cat > "$work/shims/UIShims.swift" <<'SWIFT'
// SwiftUI and UIKit API newer than the SDK, with Apple's availability (developer.apple.com, the pages Stubs/Apple
// cite), so a use outside a matching @available/#available still fails. Bodies are placeholders.
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif
#if REALSDK_BELOW_17
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color {
    @frozen public struct Resolved: Hashable {
        public var linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            linearRed = red; linearGreen = green; linearBlue = blue; self.opacity = opacity
        }
        public var red: Float { get { linearRed } set { linearRed = newValue } }
        public var green: Float { get { linearGreen } set { linearGreen = newValue } }
        public var blue: Float { get { linearBlue } set { linearBlue = newValue } }
    }
    public init(_ resolved: Color.Resolved) { self.init(.sRGB, red: 0, green: 0, blue: 0, opacity: 0) }
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { Color.Resolved(red: 0, green: 0, blue: 0) }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol { var coordinateSpace: CoordinateSpace { get } }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable { public var coordinateSpace: CoordinateSpace { .local } }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace() }
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension GeometryProxy {
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { self }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { self }
}
#if canImport(UIKit)
// UIKit's trait-change registrations (iOS 17.0, tvOS 17.0; the pages Stubs/Apple/UIKit/UIKit+Traits.swift cites).
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
@available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}
@available(iOS 17.0, tvOS 17.0, *)
extension UIView {
    @discardableResult @MainActor
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (_ traitEnvironment: Environment, _ previousTraitCollection: UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { fatalError() }
    @MainActor public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}
#endif
#endif
#if REALSDK_BELOW_18
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, @unchecked Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { .zero }
    public var bounds: CGRect { .zero }
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset; self.contentSize = contentSize
        self.contentInsets = contentInsets; self.containerSize = containerSize
    }
}
extension View {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
    // Declared by the iOS 18 SDK and back-deployed: iOS 16.0+, macOS 13.0+, tvOS 16.0+, watchOS 9.0+, visionOS 1.0+.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @preconcurrency public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                                         action: @escaping (T) -> Void) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @preconcurrency public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                                         action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
#endif
SWIFT
shim_lines=$(python3 - "${defs[@]}" "$work"/shims/*.swift <<'PY'
import sys, re
defs = {a for a in sys.argv[1:] if not a.startswith("/") and a != "-D"}
total = 0
for path in [a for a in sys.argv[1:] if a.startswith("/")]:
    stack = [True]
    for line in open(path):
        s = line.strip()
        if s.startswith("#if "):
            stack.append(stack[-1] and s[4:].strip() in defs); continue
        if s == "#endif":
            stack.pop(); continue
        if stack[-1] and s and not s.startswith("//") and not s.startswith("import "):
            total += 1
print(total)
PY
)
echo "== shims for APIs newer than this SDK: $shim_lines lines active (defines: ${defs[*]:-none})"
for mode in "${modes[@]}"; do
    m=$work/mods-$mode; mkdir -p "$m"
    cp "$cache/sdkmods-$mode/SwiftUI.swiftmodule" "$m/"
    [ -f "$cache/sdkmods-real/Observation.swiftmodule" ] && cp "$cache/sdkmods-real/Observation.swiftmodule" "$m/"
    "$SWIFTC" -emit-module -parse-stdlib -parse-as-library -module-name RealSDKCoreShims "${base[@]}" "${defs[@]}" \
        -emit-module-path "$m/RealSDKCoreShims.swiftmodule" "$work/shims/CoreShims.swift" >"$work/shim-core.log" 2>&1 \
        && "$SWIFTC" -emit-module -parse-as-library -module-name RealSDKCGShims "${base[@]}" "${defs[@]}" \
        -emit-module-path "$m/RealSDKCGShims.swiftmodule" "$work/shims/CGShims.swift" >"$work/shim-cg.log" 2>&1 \
        && "$SWIFTC" -emit-module -parse-as-library -swift-version 5 -module-name RealSDKUIShims "${base[@]}" "${defs[@]}" -I "$m" \
        -emit-module-path "$m/RealSDKUIShims.swiftmodule" "$work/shims/UIShims.swift" >"$work/shim-ui-$mode.log" 2>&1 \
        || { cat "$work"/shim-*.log | grep -m5 -A3 error:; echo "real-sdk: a shim module does not build"; exit 2; }
done
stamp

# --- Checks ----------------------------------------------------------------------------------------------------------
diags=$work/diags.tsv; : >"$diags"
# Records the diagnostics of log $3 as stage $1, mode $2.
record() {
    python3 - "$1" "$2" "$3" "$checkout" "$clients_dir" "$work" >>"$diags" <<'PY'
import re, sys, os
stage, mode, log, checkout, clients, work = sys.argv[1:7]
rx = re.compile(r"^([^ :][^:]*\.swift(?:interface)?):(\d+):(\d+): (error|warning): (.*)$")
seen = set()
for line in open(log, errors="replace"):
    m = rx.match(line.rstrip("\n"))
    if not m: continue
    path, ln, col, sev, msg = m.groups()
    for root, name in ((checkout + "/", ""), (os.path.realpath(clients) + "/", "clients/"), (clients.rstrip("/") + "/", "clients/"), (work + "/apps/", "recipe ")):
        if path.startswith(root):
            path = name + path[len(root):]; break
    k = (path, ln, col, sev, msg)
    if k in seen: continue
    seen.add(k)
    print("\t".join([stage, mode, path, ln, col, sev, msg]))
PY
}
common=(-swift-version 6 -parse-as-library "${base[@]}")

echo "== Scrollwork, pass A: as it is (Sources/Scrollwork, -DSWIFT_PACKAGE -DDEBUG, package $pkg)"
find Sources/Scrollwork -name '*.swift' | sort >"$work/scrollwork-files.txt"
mapfile -t core_files <"$work/scrollwork-files.txt"
core=(-module-name Scrollwork -package-name "$pkg" -DSWIFT_PACKAGE -DDEBUG -Onone -enable-testing)
"$SWIFTC" -typecheck -wmo "${common[@]}" "${core[@]}" -I "$work/mods-real" -Xfrontend -import-module -Xfrontend RealSDKCoreShims \
    "${core_files[@]}" >"$work/scrollwork-A.log" 2>&1
record Scrollwork-A real "$work/scrollwork-A.log"
echo "   $(nerr "$work/scrollwork-A.log") errors"; stamp

echo "== Scrollwork, pass B: with 'import CoreGraphics' in every file (the fix for pass A's CoreGraphics errors)"
for f in "${core_files[@]}"; do
    mkdir -p "$work/srcB/$(dirname "$f")"
    { printf '#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\n#sourceLocation(file: "%s", line: 1)\n' "$checkout/$f"; cat "$f"; } >"$work/srcB/$f"
done
srcB=("${core_files[@]/#/$work/srcB/}")
cgshim=(); ver_lt "$generation" 18.0 && cgshim=(-Xfrontend -import-module -Xfrontend RealSDKCGShims)
"$SWIFTC" -typecheck -wmo "${common[@]}" "${core[@]}" -I "$work/mods-real" -Xfrontend -import-module -Xfrontend RealSDKCoreShims \
    "${cgshim[@]}" "${srcB[@]}" >"$work/scrollwork-B.log" 2>&1
record Scrollwork-B real "$work/scrollwork-B.log"
echo "   $(nerr "$work/scrollwork-B.log") errors"
# The module for ScrollworkUI and the clients: declarations only (Swift 6 compilers crash lowering typed throws
# against a Swift 5.x standard library, so no function body is lowered here; every body was type-checked above).
mkdir -p "$work/out"
"$SWIFTC" -emit-module -wmo "${common[@]}" "${core[@]}" -I "$work/mods-real" -Xfrontend -import-module -Xfrontend RealSDKCoreShims \
    "${cgshim[@]}" -Xfrontend -experimental-skip-all-function-bodies -emit-module-path "$work/out/Scrollwork.swiftmodule" \
    "${srcB[@]}" >"$work/scrollwork-module.log" 2>&1 \
    || { grep -m5 -A3 error: "$work/scrollwork-module.log"; echo "real-sdk: no Scrollwork module to check ScrollworkUI with"; exit 2; }
stamp

# The recipes (marked blocks of README.md and the DocC catalogues), as .ci/typecheck-apple.sh extracts them.
python3 .ci/extract-apple-recipes.py "$checkout" "$work/apps" >/dev/null
clients=()
for f in Stubs/Screens/*.swift Examples/AppSketch/*.swift "$work"/apps/*.swift "$clients_dir"/*.swift; do
    [ -f "$f" ] || continue
    # A file names its platform on its first line (`// iOS`, `// macOS`, `// not watchOS`); others are checked everywhere.
    case "$(head -1 "$f")" in
        "// iOS"*) [ "$os" = iOS ] || continue ;;
        "// macOS"*) [ "$os" = macOS ] || continue ;;
        "// tvOS"*|"// visionOS"*|"// watchOS"*) continue ;;
    esac
    clients+=("$f")
done
ui_files=(Sources/ScrollworkUI/*.swift)
for mode in "${modes[@]}"; do
    m=$work/mods-$mode; o=$work/out-$mode; mkdir -p "$o"; cp "$work/out/Scrollwork.swiftmodule" "$o/"
    shims=(-I "$m" -I "$o" -Xfrontend -import-module -Xfrontend RealSDKCoreShims -Xfrontend -import-module -Xfrontend RealSDKUIShims)
    echo "== ScrollworkUI ($mode SwiftUI): -strict-concurrency=complete, package $pkg"
    "$SWIFTC" -typecheck -wmo "${common[@]}" -strict-concurrency=complete -module-name ScrollworkUI -package-name "$pkg" "${shims[@]}" \
        "${ui_files[@]}" >"$work/ui-$mode.log" 2>&1
    record ScrollworkUI "$mode" "$work/ui-$mode.log"
    echo "   $(nerr "$work/ui-$mode.log") errors"
    "$SWIFTC" -emit-module -wmo "${common[@]}" -module-name ScrollworkUI -package-name "$pkg" "${shims[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies -Xfrontend -experimental-lazy-typecheck -Xfrontend -experimental-skip-non-exportable-decls \
        -emit-module-path "$o/ScrollworkUI.swiftmodule" "${ui_files[@]}" >"$work/ui-module-$mode.log" 2>&1 \
        || { grep -m5 -A3 error: "$work/ui-module-$mode.log"; echo "real-sdk: no ScrollworkUI module to check the clients with"; exit 2; }
    echo "== screens, app sketch, recipes and extra clients ($mode SwiftUI): ${#clients[@]} files"
    for f in "${clients[@]}"; do
        n=$(basename "$f" .swift)
        "$SWIFTC" -typecheck "${common[@]}" -strict-concurrency=complete "${shims[@]}" "$f" >"$work/client-$mode-$n.log" 2>&1
        record client "$mode" "$work/client-$mode-$n.log"
        [ "$mode" = real ] && printf '   %-34s %s errors\n' "$n" "$(nerr "$work/client-$mode-$n.log")"
    done
    stamp
done

# --- Availability at the floor: the check's own check -------------------------------------------------------------------
echo "== availability self-check at $os $floor"
plant() {   # $1 name, $2 expected ("pass" or a piece of the error), stdin: the file
    cat >"$work/plant-$1.swift"
    local out
    if out=$("$SWIFTC" -typecheck "${common[@]}" -I "$work/mods-real" -I "$work/out-real" -Xfrontend -import-module -Xfrontend RealSDKCoreShims -Xfrontend -import-module -Xfrontend RealSDKUIShims "$work/plant-$1.swift" 2>&1); then
        [ "$2" = pass ] && { echo "   $1: passes, as it should"; return 0; }
        echo "   $1: COMPILED, but should fail with: $2"; selfcheck_failed=1
    else
        [ "$2" != pass ] && grep -qF -- "$2" <<<"$out" && { echo "   $1: fails, as it should: $(grep -m1 -o 'error: .*' <<<"$out")"; return 0; }
        echo "   $1: unexpected result:"; grep -m3 error: <<<"$out"; selfcheck_failed=1
    fi
}
selfcheck_failed=0
# SwiftUI's scrollBounceBehavior is iOS 16.4 / macOS 13.3: above both floors, in every SDK here but macOS 13.0, which
# has nothing newer than the floor (its plants are the macOS 15 shim's and ScrollworkUI's).
bounce=$( [ "$os" = iOS ] && echo 16.4 || echo 13.3 )
if ! ver_lt "$sdk_version" "$bounce"; then
plant "swiftui-$bounce-unguarded" "is only available in $os $bounce or newer" <<'SWIFT'
import SwiftUI
struct Bouncy: View { var body: some View { ScrollView { Text("x") }.scrollBounceBehavior(.basedOnSize) } }
SWIFT
sed "s/OS_VERSION/$os $bounce/" <<'SWIFT' | plant "swiftui-$bounce-guarded" pass
import SwiftUI
struct Bouncy: View {
    var body: some View {
        if #available(OS_VERSION, *) { ScrollView { Text("x") }.scrollBounceBehavior(.basedOnSize) } else { ScrollView { Text("x") } }
    }
}
SWIFT
fi
# An Objective-C header's availability: UIKit's altitudeAngle (iOS 16.4), AppKit's systemFill (macOS 14).
if [ "$os" = iOS ]; then
plant uikit-16.4-unguarded "is only available in iOS 16.4 or newer" <<'SWIFT'
import UIKit
@MainActor func altitude(_ g: UIHoverGestureRecognizer) -> CGFloat { g.altitudeAngle }
SWIFT
else
if ! ver_lt "$sdk_version" 14.0; then
plant appkit-14-unguarded "is only available in macOS 14.0 or newer" <<'SWIFT'
import AppKit
@MainActor func fill() -> NSColor { .systemFill }
SWIFT
fi
plant appkit-floor pass <<'SWIFT'
import AppKit
@MainActor func clip(_ view: NSView) -> Bool { view.wantsLayer }
SWIFT
fi
plant swiftui-18-unguarded "is only available in $os $( [ "$os" = iOS ] && echo 18.0 || echo 15.0) or newer" <<'SWIFT'
import SwiftUI
struct Tracked: View {
    var body: some View {
        ScrollView { Text("x") }.onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.y) }, action: { _, _ in })
    }
}
SWIFT
plant scrollworkui-17-unguarded "is only available in $os $( [ "$os" = iOS ] && echo 17.0 || echo 14.0) or newer" <<'SWIFT'
import Scrollwork
import ScrollworkUI
@MainActor func model() -> StageModel { StageModel(Stage()) }
SWIFT
plant core-18-unguarded "is only available in $os $( [ "$os" = iOS ] && echo 18.0 || echo 15.0) or newer" <<'SWIFT'
func valid(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }
SWIFT
stamp

# --- Classification ------------------------------------------------------------------------------------------------------
python3 - "$diags" "$generation" "$shim_lines" "$selfcheck_failed" "$sdk" "$cache" "$sdk_swift" "$os $sdk_version" <<'PY'
import sys, re, collections
path, sdk_version, shim_lines, selfcheck_failed, sdk, cache, sdk_swift, sdk_label = sys.argv[1:9]
below18 = tuple(int(x) for x in sdk_version.split(".")) < (18,)
below17 = tuple(int(x) for x in sdk_version.split(".")) < (17,)
stdlib_below_6 = tuple(int(x) for x in sdk_swift.split(".")) < (6,)
rows = [l.rstrip("\n").split("\t") for l in open(path) if l.strip()]
real = [r for r in rows if r[1] == "real"]
iso_lines = {(r[2], r[3]) for r in rows if r[1] == "iso" and r[5] == "error"}
passB = {(r[2], r[3], r[4], r[6]) for r in rows if r[0] == "Scrollwork-B"}
ISOLATION = re.compile(r"main actor-isolated|nonisolated context|#ActorIsolatedCall|actor-isolated .* from outside|Sendable")
AVAIL = re.compile(r"is only available in (iOS|macOS|tvOS|watchOS|visionOS) [0-9.]+ or newer")
def classify(r):
    stage, mode, f, ln, col, sev, msg = r
    if f.startswith(sdk) or f.startswith(cache) or "failed to build module" in msg or "SDK is not supported" in msg:
        return "C", "toolchain/SDK artefact"
    if stage == "Scrollwork-A" and (f, ln, col, msg) not in passB:
        # The only differences of pass B: `import CoreGraphics` in each file, and (below iOS 18) the iOS 18 SDK's
        # CGPoint/CGSize/CGRect Hashable conformance, which is @available(iOS 18.0, macOS 15.0, ...).
        if "Hashable" in msg:
            return "B", "Hashable over CGPoint/CGSize/CGRect: not in the SDK; iOS 18/macOS 15 and later only in the iOS 18 SDK"
        return "B", "Scrollwork uses CoreGraphics API (CGPoint.zero, CGRect.minY, ==, Codable) with only `import Foundation`, which on iOS does not import CoreGraphics"
    if sdk_label.startswith("macOS") and below17 and re.search(r"'CADisplayLink' is unavailable in macOS|has no member 'displayLink'", msg):
        return "A", "CADisplayLink and NSView.displayLink(target:selector:) are macOS 14: the macOS 13 SDK marks CADisplayLink unavailable (the macOS 14 SDK checks their use and its #available guard)"
    if stdlib_below_6 and "'assumeIsolated(_:file:line:)' is only available in" in msg:
        return "A", "MainActor.assumeIsolated: iOS 17 in Swift 5.9's standard library; Swift 6.0's (Xcode 16) back-deploys it to iOS 13"
    if AVAIL.search(msg):
        return "B", "an API above the floor used outside a matching @available/#available"
    if below18 and ISOLATION.search(msg) and (f, ln) not in iso_lines:
        return "A", "isolation: View/ViewModifier are @MainActor only from the iOS 18 SDK (gone with that model)"
    if below18 and ISOLATION.search(msg):
        return "C", "isolation error that stays with the iOS 18 model: triage"
    return "C", "unclassified: triage"
# Pass B repeats pass A's errors that the CoreGraphics import does not fix: count each place once.
seen, counted = set(), []
for r in real:
    k = (r[2], r[3], r[4], r[5], r[6])
    if k in seen: continue
    seen.add(k); counted.append(r)
errors = [r for r in counted if r[5] == "error"]
warnings = [r for r in counted if r[5] == "warning"]
by = collections.defaultdict(list)
for r in errors: by[classify(r)].append(r)
for (cls, why), rs in sorted(by.items()):
    files = sorted({r[2] for r in rs})
    print(f"-- class {cls}: {why}: {len(rs)} errors in {len(files)} files")
    for r in rs: print(f"   [{r[0]}] {r[2]}:{r[3]}:{r[4]}: {r[6]}")
if warnings:
    print(f"-- warnings: {len(warnings)}")
    for r in warnings: print(f"   [{r[0]}] {r[2]}:{r[3]}:{r[4]}: {r[6]}")
real_lines = {(x[2], x[3]) for x in real}
extra = [r for r in rows if r[1] == "iso" and r[5] == "error" and (r[2], r[3]) not in real_lines]
if extra:
    print(f"-- errors only with the iOS 18 isolation model (not counted): {len(extra)}")
    for r in extra: print(f"   [{r[0]}] {r[2]}:{r[3]}:{r[4]}: {r[6]}")
a = sum(len(v) for (c, _), v in by.items() if c == "A")
b = sum(len(v) for (c, _), v in by.items() if c == "B")
c = sum(len(v) for (c2, _), v in by.items() if c2 == "C")
print(f"shims: {shim_lines} lines; warnings: {len(warnings)}; availability self-check: {'FAILED' if selfcheck_failed != '0' else 'ok'}")
print(f"real-sdk {sdk_label}: {a + b + c} errors ({a} newer-than-SDK, {b} mismatches, {c} other)")
sys.exit(1 if (b or c or selfcheck_failed != "0") else 0)
PY
