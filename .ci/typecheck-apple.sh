#!/usr/bin/env bash
# Type-checks the Apple platform layer (Sources/ScrollworkUI) and the app recipes in the DocC
# article against interface stubs of UIKit, AppKit, QuartzCore and SwiftUI (Stubs/Apple), in Swift 6
# mode with complete concurrency checking and warnings as errors — once as if on iOS (UIKit, no
# AppKit) and once as if on macOS (AppKit, no UIKit). There is no Apple SDK on Linux: this proves
# the code is consistent with the declared interfaces, not that it runs on a device.
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

# Builds stub module $2 from the files under $stubs/$2 into folder $1 (with the folders already built on the path).
stub() {
    local out=$1 name=$2; shift 2
    swiftc -emit-module "${flags[@]}" -package-name AppleStubs -module-name "$name" -emit-module-path "$out/$name.swiftmodule" "$@" "$stubs/$name"/*.swift
}
mkdir -p "$work/common" "$work/ios" "$work/macos" "$work/recipes"
echo "== Apple interface stubs"
stub "$work/common" ObjectiveC
stub "$work/common" CoreGraphics -I "$work/common"
stub "$work/common" FoundationKVO -I "$work/common"
stub "$work/common" QuartzCore -I "$work/common"
stub "$work/common" SwiftUI -I "$work/common"
stub "$work/ios" UIKit -I "$work/common"
stub "$work/macos" AppKit -I "$work/common"

# The article's recipes: every ```swift block preceded by the marker line is a whole file.
python3 - "$root/Sources/ScrollworkUI/Documentation.docc" "$work/recipes" <<'PY'
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

sources=$(find Sources/ScrollworkUI -name '*.swift' | sort)
check() {
    local platform=$1; shift
    echo "== type-check ScrollworkUI as if on $platform"
    # Emitting the module type-checks every body too (with the same warnings): one pass serves both.
    swiftc -emit-module "${flags[@]}" -strict-concurrency=complete -module-name ScrollworkUI -package-name "$package_name" \
        -I "$work/$platform" -I "$work/common" -I "$modules" -emit-module-path "$work/$platform/ScrollworkUI.swiftmodule" $sources
    echo "== type-check the article's recipes as if on $platform"
    for recipe in "$work"/recipes/*.swift; do
        [ -e "$recipe" ] || continue
        # A recipe names its platform in a first-line comment (`// iOS` or `// macOS`); others run on both.
        case "$(head -1 "$recipe")" in
            "// iOS"*) [ "$platform" = ios ] || continue ;;
            "// macOS"*) [ "$platform" = macos ] || continue ;;
        esac
        swiftc -typecheck "${flags[@]}" -strict-concurrency=complete -I "$work/$platform" -I "$work/common" -I "$modules" "$recipe"
    done
}
check ios
check macos
echo "Apple type-check done"
