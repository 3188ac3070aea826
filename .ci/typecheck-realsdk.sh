#!/usr/bin/env bash
# Type-checks the whole package — Scrollwork at each platform's floor, ScrollworkUI, Stubs/Screens, the app sketch
# and the "In an app" recipes — against every real Apple SDK found (.ci/typecheck-realsdk-one.sh checks one), and
# the stubs (Stubs/Apple) against the same SDKs (.ci/compare-stubs.py).
#
# SDKs are looked for in $SCROLLWORK_APPLE_SDKS (default ~/.cache/apple-sdks): iPhoneOS*.sdk and macOS*.sdk /
# MacOSX*.sdk folders. None is committed to the project; to get them (public GitHub repositories):
#   theos/sdks          iPhoneOS16.5.sdk (really iOS 16.4: the iOS floor's SDK)
#   itsnebulalol/sdks   iPhoneOS17.0.sdk, macOS13.0.sdk (the macOS floor's SDK), macOS14.0.sdk
# clone (or mirror) a repository, then
#   python3 ../shared/apple-sdk/extract-sdk.py <the clone's git dir> iPhoneOS17.0.sdk ~/.cache/apple-sdks
# With no SDK there, one line says the check was skipped, and the script exits 0: the stub check
# (.ci/typecheck-apple.sh) still runs. With SCROLLWORK_REQUIRE_APPLE_SDKS=1 a missing SDK fails instead.
set -uo pipefail
cd "$(dirname "$0")/.."
dir=${SCROLLWORK_APPLE_SDKS:-$HOME/.cache/apple-sdks}
sdks=()
for sdk in "$dir"/iPhoneOS*.sdk "$dir"/macOS*.sdk "$dir"/MacOSX*.sdk; do
    [ -f "$sdk/SDKSettings.json" ] && sdks+=("$sdk")
done
if [ ${#sdks[@]} = 0 ]; then
    echo "real-sdk: SKIPPED, no Apple SDK in $dir (iPhoneOS*.sdk, macOS*.sdk): see .ci/typecheck-realsdk.sh's header to extract them from theos/sdks and itsnebulalol/sdks"
    [ -n "${SCROLLWORK_REQUIRE_APPLE_SDKS:-}" ] && exit 1
    exit 0
fi
failed=0
summary=()
for sdk in "${sdks[@]}"; do
    log=$(mktemp)
    bash .ci/typecheck-realsdk-one.sh "$sdk" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    line=$(grep -E '^real-sdk ' "$log" | tail -1)
    summary+=("${line:-real-sdk $(basename "$sdk"): could not run (exit $status)}")
    [ "$status" = 0 ] || failed=1
    rm -f "$log"
done
# The stubs against the same SDKs, all at once (an SDK's difference that a later SDK of the same platform does not
# have is Apple's change since, not a mismatch).
echo "== the stubs (Stubs/Apple) against the same SDKs: .ci/compare-stubs.py"
log=$(mktemp)
python3 .ci/compare-stubs.py "${sdks[@]}" 2>&1 | tee "$log"
[ "${PIPESTATUS[0]}" = 0 ] || failed=1
mapfile -t -O "${#summary[@]}" summary < <(grep -E '^stubs vs ' "$log")
rm -f "$log"
echo "== real-SDK summary"
printf '%s\n' "${summary[@]}"
exit $failed
