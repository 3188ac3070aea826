#!/usr/bin/env bash
# Type-checks the Apple platform layer (Sources/ScrollworkUI), the app recipes in its DocC article
# and the app sketch (Examples/AppSketch) against interface stubs of UIKit, AppKit, QuartzCore and
# SwiftUI (Stubs/Apple), in Swift 6 mode with complete concurrency checking and warnings as errors,
# once per platform and SDK variant the README claims:
#
#   variant          as if on   SDK the stubs follow                     stubs on the path
#   ios              iOS        Xcode 16.3 and later (iOS 18.4 SDK)       UIKit, QuartzCore, SwiftUI
#   ios-xcode16.0    iOS        Xcode 16.2 (@Sendable onPreferenceChange)  same
#   macos            macOS      Xcode 16.3 and later                      AppKit, QuartzCore, SwiftUI
#   macos-xcode16.0  macOS      Xcode 16.2                                same
#   tvos             tvOS       Xcode 16.3 and later (iOS's UIKit stub)   UIKit, QuartzCore, SwiftUI
#   visionos         visionOS   visionOS SDK (onChange(of:perform:) deprecated from 1.0)  UIKit, QuartzCore, SwiftUI
#   watchos          watchOS    watchOS SDK (UIKit without views, no QuartzCore)          UIKit (colours only), SwiftUI
#
# The compiler targets Linux, so `os(...)` conditions are set by rewriting them to `true`/`false` in
# copies of the sources for each variant (canImport(...) follows the stubs on the path). There is
# no Apple SDK here: this proves the code is consistent with the declared interfaces, not that it
# runs on a device.
#
# Availability is enforced at each platform's floor (.ci/apple_availability.py): in the stubs, in
# what is checked, in the core module Scrollwork (compiled here once a platform, bodies included,
# so that ScrollworkUI sees its `@available` declarations), and in the toolchain's own Observation
# and Synchronization modules, whose interfaces carry Apple's availability (Observation iOS 17/macOS
# 14/tvOS 17/watchOS 10/visionOS 1, Synchronization iOS 18/macOS 15/tvOS 18/watchOS 11/visionOS 2)
# and are rebuilt, translated, in place of the Linux modules. Not covered: the standard library and
# Foundation, which carry no Apple availability here (an `Int128` at the iOS 16 floor passes).
# Stubs/AvailabilityChecks holds the check's own checks.
#
# Needs nothing built beforehand. Any error or warning fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# ScrollworkUI uses Scrollwork's `package` declarations: both are compiled here under one name.
package_name=scrollwork
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stubs=Stubs/Apple
flags=(-swift-version 6 -parse-as-library -warnings-as-errors -Xfrontend -enable-objc-interop)
# The core is compiled as SwiftPM compiles it here: without Objective-C interop, which on Linux
# leaves the standard library without the pointer intrinsics that `&value` arguments need.
core_flags=(-swift-version 6 -parse-as-library -warnings-as-errors)
# Availability is checked through custom availability domains (see .ci/apple_availability.py).
availability=(-enable-experimental-feature CustomAvailability)
# Modules of the Swift toolchain that Apple ships as OS libraries with their own availability:
# Linux builds them from the same source, and their interfaces (the .swiftinterface beside each
# module) carry the same `@available(macOS 14.0, iOS 17.0, …)` text, which the compiler ignores on
# Linux. Each variant translates these interfaces like the stubs and builds them into its stubs
# folder, which comes first on the search path, so a use of `Mutex` or `@Observable` above the
# floor fails as it would on the device's SDK.
toolchain_modules="Observation Synchronization"
read -r toolchain_lib toolchain_triple < <(swiftc -print-target-info | python3 -c 'import json, sys
info = json.load(sys.stdin); print(info["paths"]["runtimeLibraryImportPaths"][0], info["target"]["moduleTriple"])')
toolchain_interface() { echo "$toolchain_lib/$1.swiftmodule/$toolchain_triple.swiftinterface"; }
for name in $toolchain_modules; do
    [ -f "$(toolchain_interface "$name")" ] || { echo "no interface of the toolchain's $name at $(toolchain_interface "$name")" >&2; exit 1; }
done

# The deployment target of each platform, from Package.swift's `platforms:` (`.macOS(.v13)` → 13.0).
floor() {
    local v
    v=$(grep -o "\.$1(\.v[0-9_]*)" Package.swift | head -1 | sed -E 's/.*\.v([0-9_]*)\)/\1/; s/_/./g')
    [ -n "$v" ] || { echo "no .$1 floor in Package.swift" >&2; exit 1; }
    case $v in *.*) echo "$v" ;; *) echo "$v.0" ;; esac
}

# Whole files to check besides the module: the recipes (every ```swift block preceded by the marker
# line, in README.md or any DocC catalogue) and the app sketch.
python3 .ci/extract-apple-recipes.py "$root" "$work/apps"
cp Examples/AppSketch/*.swift Stubs/Screens/*.swift "$work/apps/"

# Writes the sources of variant folder $1 for the platform in $OS, with every `os(NAME)` decided and
# every availability specification translated to compiler-checked availability domains at the
# platform's floor (.ci/apple_availability.py): the stubs of modules $2 (space-separated) into
# $1/stubsrc/NAME, the toolchain's interfaces into $1/toolchainsrc, Scrollwork into $1/coresrc
# (keeping its folders), ScrollworkUI into $1/src, the recipes and the sketch into $1/apps; the
# domains' Clang module into $1/domains.
translate() {
    local dir=$1 modules_wanted=$2 f name
    {
        for name in $modules_wanted; do
            for f in "$stubs/$name"/*.swift; do printf '%s\t%s\n' "$dir/stubsrc/$name/$(basename "$f")" "$f"; done
        done
        for name in $toolchain_modules; do printf '%s\t%s\n' "$dir/toolchainsrc/$name.swiftinterface" "$(toolchain_interface "$name")"; done
        find Sources/Scrollwork -name '*.swift' | sort | while read -r f; do printf '%s\t%s\n' "$dir/coresrc/${f#Sources/Scrollwork/}" "$f"; done
        find Sources/ScrollworkUI -name '*.swift' | sort | while read -r f; do printf '%s\t%s\n' "$dir/src/$(basename "$f")" "$f"; done
        for f in "$work"/apps/*.swift; do printf '%s\t%s\n' "$dir/apps/$(basename "$f")" "$f"; done
        for f in Stubs/AvailabilityChecks/*.swift; do printf '%s\t%s\n' "$dir/checks/$(basename "$f")" "$f"; done
    } | python3 .ci/apple_availability.py "$OS" "$(floor "$OS")" "$dir/domains"
}

# Builds stub module $2 of variant folder $1 from its translated sources (further arguments: -D).
stub() {
    local dir=$1 name=$2; shift 2
    compile swiftc -emit-module "${flags[@]}" "${availability[@]}" -I "$dir/domains" -I "$dir/stubs" -package-name AppleStubs \
        -module-name "$name" -emit-module-path "$dir/stubs/$name.swiftmodule" "$@" "$dir/stubsrc/$name"/*.swift
}

# Builds toolchain module $2 of variant folder $1 from its translated interface, into the stubs
# folder. An interface is compiled with the flags its header names: the domains are added there.
toolchain_module() {
    local dir=$1 name=$2 interface="$1/toolchainsrc/$2.swiftinterface"
    sed -i '/^\/\/ swift-module-flags:/s/$/ -enable-experimental-feature CustomAvailability/' "$interface"
    compile swiftc -frontend -compile-module-from-interface "$interface" -module-name "$name" -I "$dir/domains" \
        -o "$dir/stubs/$name.swiftmodule"
}

# Runs a compiler command, naming the files of variant folder $dir by their place in the repository.
compile() {
    "$@" 2> >(sed -e "s#$dir/src/#[$variant] Sources/ScrollworkUI/#g" -e "s#$dir/stubsrc/#[$variant] Stubs/Apple/#g" \
        -e "s#$dir/coresrc/#[$variant] Sources/Scrollwork/#g" \
        -e "s#$dir/apps/#[$variant] recipe or sketch #g" -e "s#$dir/checks/#[$variant] Stubs/AvailabilityChecks/#g" \
        -e "s#$dir/toolchainsrc/#[$variant] the toolchain's interface of #g" >&2)
}

# Checks one variant: $1 its name, $2 the platform, $3 the UI framework stub (UIKit or AppKit),
# further arguments the stubs' compilation conditions (-D SDK_...).
check() {
    local variant=$1 OS=$2 ui=$3; shift 3
    # In dependency order: SwiftUI imports (and re-exports) the UI framework, as on Apple's SDKs.
    local dir="$work/$variant" wanted="ObjectiveC CoreGraphics FoundationKVO QuartzCore $ui SwiftUI"
    [ "$OS" != watchOS ] || wanted="ObjectiveC CoreGraphics FoundationKVO $ui SwiftUI"
    echo "== $variant: as if on $OS at its floor, $(floor "$OS")"
    mkdir -p "$dir/stubs"
    OS=$OS translate "$dir" "$wanted"
    local name
    for name in $toolchain_modules; do toolchain_module "$dir" "$name"; done
    for name in $wanted; do stub "$dir" "$name" "$@"; done
    local paths=(-I "$dir/domains" -I "$dir/stubs")
    # The core, with its availability translated like the rest, so that what ScrollworkUI uses of it
    # (the Observation-backed `ObservedValue`, macOS 14 and iOS 17) is checked at the floor too. Its
    # sources and their availability do not depend on the SDK, so it is built once a platform.
    # Emitting a module type-checks every body too (with the same warnings): one pass serves both.
    local core="$work/core-$OS"
    if [ ! -f "$core/Scrollwork.swiftmodule" ]; then
        echo "== $variant: Scrollwork (once for $OS)"
        mkdir -p "$core"
        local sources
        mapfile -t sources < <(find "$dir/coresrc" -name '*.swift' | sort)
        compile swiftc -emit-module "${core_flags[@]}" "${availability[@]}" -module-name Scrollwork -package-name "$package_name" \
            "${paths[@]}" -emit-module-path "$core/Scrollwork.swiftmodule" "${sources[@]}"
    fi
    paths+=(-I "$core")
    echo "== $variant: ScrollworkUI"
    compile swiftc -emit-module "${flags[@]}" "${availability[@]}" -strict-concurrency=complete -module-name ScrollworkUI -package-name "$package_name" \
        "${paths[@]}" -emit-module-path "$dir/ScrollworkUI.swiftmodule" "$dir"/src/*.swift
    echo "== $variant: the recipes and the app sketch"
    local checked=0
    for app in "$dir"/apps/*.swift; do
        # A file names its platform in a first-line comment (`// iOS`, `// macOS`, `// tvOS`, or
        # `// not watchOS` for UIKit-or-AppKit code); others are checked everywhere.
        case "$(head -1 "$app")" in
            "// iOS"*) [ "$OS" = iOS ] || continue ;;
            "// macOS"*) [ "$OS" = macOS ] || continue ;;
            "// tvOS"*) [ "$OS" = tvOS ] || continue ;;
            "// not watchOS"*) [ "$OS" != watchOS ] || continue ;;
        esac
        compile swiftc -typecheck "${flags[@]}" "${availability[@]}" -strict-concurrency=complete "${paths[@]}" -I "$dir" "$app"
        checked=$((checked + 1))
    done
    echo "   $checked files"
    # The check's own checks: each file names its platform on its first line (`// macOS`) and on its
    # second what must happen (`// expect: pass`, or `// expect: ` and a piece of the error the
    # compiler must give); a file that should fail and compiles fails the script. They are compiled
    # in the package, so they can reach the core's `package` declarations (as ScrollworkUI does).
    local expected output
    checked=0
    for app in "$dir"/checks/*.swift; do
        [ "$(head -1 "$app")" = "// $OS" ] || continue
        expected=$(sed -n '2s#^// expect: ##p' "$app")
        if output=$(compile swiftc -typecheck "${flags[@]}" "${availability[@]}" -strict-concurrency=complete -package-name "$package_name" \
                "${paths[@]}" -I "$dir" "$app" 2>&1); then
            [ "$expected" = pass ] || { echo "[$variant] Stubs/AvailabilityChecks/${app##*/}: compiled, but should have failed with: $expected" >&2; exit 1; }
        else
            [ "$expected" != pass ] && grep -qF -- "$expected" <<<"$output" || { echo "$output" >&2; echo "[$variant] Stubs/AvailabilityChecks/${app##*/}: expected: $expected" >&2; exit 1; }
        fi
        checked=$((checked + 1))
    done
    echo "   availability self-check: $checked files behaved as expected"
}
check ios iOS UIKit
check ios-xcode16.0 iOS UIKit -D SDK_XCODE_16_0
check macos macOS AppKit
check macos-xcode16.0 macOS AppKit -D SDK_XCODE_16_0
check tvos tvOS UIKit
check visionos visionOS UIKit
check watchos watchOS UIKit -D STUB_WATCHOS
echo "Apple type-check done: 7 variants"
