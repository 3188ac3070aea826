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
# Needs the Scrollwork module from `swift build` (run after it; pass the build's module folder as
# $1 to override). Any error or warning fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
modules=${1:-$(swift build --show-bin-path)/Modules}
[ -f "$modules/Scrollwork.swiftmodule" ] || { echo "no Scrollwork.swiftmodule in $modules: run swift build first" >&2; exit 1; }
# ScrollworkUI uses Scrollwork's `package` declarations, which SwiftPM compiled under the package's
# identity (the folder name of the clone, lowercased): the same package name must be passed here.
package_name=$(cat "$modules"/../../../debug.yaml "$modules"/../../debug.yaml 2>/dev/null | grep -o 'package-name","[^"]*"' | head -1 | cut -d'"' -f3 || true)
package_name=${package_name:-$(basename "$root" | tr '[:upper:]' '[:lower:]')}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stubs=Stubs/Apple
flags=(-swift-version 6 -parse-as-library -warnings-as-errors -Xfrontend -enable-objc-interop)
# Availability is checked through custom availability domains (see .ci/apple_availability.py).
availability=(-enable-experimental-feature CustomAvailability)

# The deployment target of each platform, from Package.swift's `platforms:` (`.macOS(.v13)` → 13.0).
floor() {
    local v
    v=$(grep -o "\.$1(\.v[0-9_]*)" Package.swift | head -1 | sed -E 's/.*\.v([0-9_]*)\)/\1/; s/_/./g')
    [ -n "$v" ] || { echo "no .$1 floor in Package.swift" >&2; exit 1; }
    case $v in *.*) echo "$v" ;; *) echo "$v.0" ;; esac
}

# Whole files to check besides the module: the recipes (every ```swift block preceded by the marker
# line, in README.md or any DocC catalogue) and the app sketch.
mkdir -p "$work/apps"
python3 - "$root" "$work/apps" <<'PY'
import pathlib, re, sys
marker = "<!-- typecheck: apple -->"
root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
count = 0
for article in [root / "README.md"] + sorted(root.glob("Sources/*/*.docc/**/*.md")):
    lines = article.read_text().splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() == marker:
            assert lines[i + 1].startswith("```swift"), f"{article}:{i + 2}: the marker must precede a ```swift block"
            j = i + 2
            while not lines[j].startswith("```"):
                j += 1
            count += 1
            (out / f"{article.stem}_{count:02}.swift").write_text("\n".join(lines[i + 2:j]) + "\n")
            i = j
        i += 1
print(f"{count} marked blocks extracted")
PY
cp Examples/AppSketch/*.swift Stubs/Screens/*.swift "$work/apps/"

# Writes the sources of variant folder $1 for the platform in $OS, with every `os(NAME)` decided and
# every availability specification translated to compiler-checked availability domains at the
# platform's floor (.ci/apple_availability.py): the stubs of modules $2 (space-separated) into
# $1/stubsrc/NAME, ScrollworkUI into $1/src, the recipes and the sketch into $1/apps; the domains'
# Clang module into $1/domains.
translate() {
    local dir=$1 modules_wanted=$2 f name
    {
        for name in $modules_wanted; do
            for f in "$stubs/$name"/*.swift; do printf '%s\t%s\n' "$dir/stubsrc/$name/$(basename "$f")" "$f"; done
        done
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

# Runs a compiler command, naming the files of variant folder $dir by their place in the repository.
compile() {
    "$@" 2> >(sed -e "s#$dir/src/#[$variant] Sources/ScrollworkUI/#g" -e "s#$dir/stubsrc/#[$variant] Stubs/Apple/#g" \
        -e "s#$dir/apps/#[$variant] recipe or sketch #g" -e "s#$dir/checks/#[$variant] Stubs/AvailabilityChecks/#g" >&2)
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
    for name in $wanted; do stub "$dir" "$name" "$@"; done
    local paths=(-I "$dir/domains" -I "$dir/stubs")
    echo "== $variant: ScrollworkUI"
    # Emitting the module type-checks every body too (with the same warnings): one pass serves both.
    compile swiftc -emit-module "${flags[@]}" "${availability[@]}" -strict-concurrency=complete -module-name ScrollworkUI -package-name "$package_name" \
        "${paths[@]}" -I "$modules" -emit-module-path "$dir/ScrollworkUI.swiftmodule" "$dir"/src/*.swift
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
        compile swiftc -typecheck "${flags[@]}" "${availability[@]}" -strict-concurrency=complete "${paths[@]}" -I "$dir" -I "$modules" "$app"
        checked=$((checked + 1))
    done
    echo "   $checked files"
    # The check's own checks: each file names its platform on its first line (`// macOS`) and on its
    # second what must happen (`// expect: pass`, or `// expect: ` and a piece of the error the
    # compiler must give); a file that should fail and compiles fails the script.
    local expected output
    checked=0
    for app in "$dir"/checks/*.swift; do
        [ "$(head -1 "$app")" = "// $OS" ] || continue
        expected=$(sed -n '2s#^// expect: ##p' "$app")
        if output=$(compile swiftc -typecheck "${flags[@]}" "${availability[@]}" -strict-concurrency=complete "${paths[@]}" -I "$dir" -I "$modules" "$app" 2>&1); then
            [ "$expected" = pass ] || { echo "$app: compiled, but should have failed with: $expected" >&2; exit 1; }
        else
            [ "$expected" != pass ] && grep -qF -- "$expected" <<<"$output" || { echo "$output" >&2; echo "$app: expected: $expected" >&2; exit 1; }
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
