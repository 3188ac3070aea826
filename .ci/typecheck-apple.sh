#!/usr/bin/env bash
# Type-checks the Apple platform layer (Sources/ScrollworkUI), the app recipes in its DocC article
# and the app sketch (Examples/AppSketch) against interface stubs of UIKit, AppKit, QuartzCore and
# SwiftUI (Stubs/Apple), in Swift 6 mode with complete concurrency checking and warnings as errors,
# once per platform and SDK variant the README claims:
#
#   variant          as if on   SDK the stubs follow                     stubs on the path
#   ios              iOS        Xcode 16.3 and later (iOS 18.4 SDK)       UIKit, QuartzCore, SwiftUI
#   ios-xcode16.0    iOS        Xcode 16.0-16.2 (@Sendable onPreferenceChange)  same
#   macos            macOS      Xcode 16.3 and later                      AppKit, QuartzCore, SwiftUI
#   macos-xcode16.0  macOS      Xcode 16.0-16.2                           same
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

# Builds stub module $2 from the files under $stubs/$2 into folder $1 (further arguments: -I, -D).
stub() {
    local out=$1 name=$2; shift 2
    mkdir -p "$out"
    swiftc -emit-module "${flags[@]}" -package-name AppleStubs -module-name "$name" -emit-module-path "$out/$name.swiftmodule" "$@" "$stubs/$name"/*.swift
}
echo "== Apple interface stubs (and their SDK variants)"
stub "$work/stubs/base" ObjectiveC
stub "$work/stubs/base" CoreGraphics -I "$work/stubs/base"
stub "$work/stubs/base" FoundationKVO -I "$work/stubs/base"
stub "$work/stubs/quartz" QuartzCore -I "$work/stubs/base"
stub "$work/stubs/swiftui" SwiftUI -I "$work/stubs/base"
stub "$work/stubs/swiftui-xcode16.0" SwiftUI -I "$work/stubs/base" -D SDK_XCODE_16_0
stub "$work/stubs/swiftui-visionos" SwiftUI -I "$work/stubs/base" -D SDK_VISIONOS
stub "$work/stubs/uikit" UIKit -I "$work/stubs/base" -I "$work/stubs/quartz"
stub "$work/stubs/uikit-watchos" UIKit -I "$work/stubs/base" -D STUB_WATCHOS
stub "$work/stubs/appkit" AppKit -I "$work/stubs/base" -I "$work/stubs/quartz"

# Whole files to check besides the module: the article's recipes (every ```swift block preceded by
# the marker line) and the app sketch.
mkdir -p "$work/apps"
python3 - "$root/Sources/ScrollworkUI/Documentation.docc" "$work/apps" <<'PY'
import pathlib, re, sys
marker = "<!-- typecheck: apple -->"
out = pathlib.Path(sys.argv[2])
count = 0
for article in sorted(pathlib.Path(sys.argv[1]).rglob("*.md")):
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
cp Examples/AppSketch/*.swift "$work/apps/"

# Copies the files given after $1 into folder $1 with every `os(NAME)` condition decided for the
# platform in $OS (true for it, false for the other Apple platforms).
decide_os() {
    local out=$1; shift
    mkdir -p "$out"
    python3 - "$OS" "$out" "$@" <<'PY'
import pathlib, re, sys
platform, out = sys.argv[1], pathlib.Path(sys.argv[2])
for name in sys.argv[3:]:
    text = pathlib.Path(name).read_text()
    text = re.sub(r"\bos\((iOS|macOS|tvOS|watchOS|visionOS)\)", lambda m: "true" if m.group(1) == platform else "false", text)
    (out / pathlib.Path(name).name).write_text(text)
PY
}

check() {
    local variant=$1 OS=$2 swiftui=$3 platform_stubs=$4
    local paths=(-I "$work/stubs/base" -I "$work/stubs/$swiftui" -I "$work/stubs/$platform_stubs")
    [ "$OS" = watchOS ] || paths+=(-I "$work/stubs/quartz")
    local dir="$work/$variant"
    echo "== $variant: ScrollworkUI as if on $OS"
    OS=$OS decide_os "$dir/src" $(find Sources/ScrollworkUI -name '*.swift' | sort)
    # Emitting the module type-checks every body too (with the same warnings): one pass serves both.
    swiftc -emit-module "${flags[@]}" -strict-concurrency=complete -module-name ScrollworkUI -package-name "$package_name" \
        "${paths[@]}" -I "$modules" -emit-module-path "$dir/ScrollworkUI.swiftmodule" "$dir"/src/*.swift
    echo "== $variant: the article's recipes and the app sketch"
    OS=$OS decide_os "$dir/apps" "$work"/apps/*.swift
    local checked=0
    for app in "$dir"/apps/*.swift; do
        # A file names its platform in a first-line comment (`// iOS`, `// macOS`, or `// not watchOS`
        # for UIKit-or-AppKit code); others are checked everywhere.
        case "$(head -1 "$app")" in
            "// iOS"*) [ "$OS" = iOS ] || continue ;;
            "// macOS"*) [ "$OS" = macOS ] || continue ;;
            "// not watchOS"*) [ "$OS" != watchOS ] || continue ;;
        esac
        swiftc -typecheck "${flags[@]}" -strict-concurrency=complete "${paths[@]}" -I "$dir" -I "$modules" "$app"
        checked=$((checked + 1))
    done
    echo "   $checked files"
}
check ios iOS swiftui uikit
check ios-xcode16.0 iOS swiftui-xcode16.0 uikit
check macos macOS swiftui appkit
check macos-xcode16.0 macOS swiftui-xcode16.0 appkit
check tvos tvOS swiftui uikit
check visionos visionOS swiftui-visionos uikit
check watchos watchOS swiftui uikit-watchos
echo "Apple type-check done: 7 variants"
