#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, checks the seed corpus, and fuzzes
# every target (or the ones named) for a bounded time. Exits non-zero on any crash, failed check,
# timeout, or a run that covered no Scrollwork code. See Fuzz/README.md.
#
#   Fuzz/run.sh [seconds-per-target] [target ...]      (default: 10 seconds, every target)
#
# The committed corpus is copied to a temporary folder, so a run never writes into the repository;
# crash inputs go to Fuzz/.build/artifacts/<target>-crash-… (git-ignored).
# Extra libFuzzer flags: SCROLLWORK_FUZZ_FLAGS="-fork=2 -max_len=8192" Fuzz/run.sh 600
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
seconds=${1:-10}
shift || true
if ! [[ $seconds =~ ^[0-9]+$ ]] || (( seconds < 1 )); then
    echo "usage: Fuzz/run.sh [seconds-per-target] [target ...]" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# SwiftPM names a path package after its folder. A clone in a folder called `fuzz` would clash
# with this package (folder `Fuzz`): reach the root through a link of another name instead, at a
# path that stays the same between runs so that builds stay incremental.
if [[ $(basename "$root" | tr '[:upper:]' '[:lower:]') == fuzz ]]; then
    link="${TMPDIR:-/tmp}/scrollwork-fuzz-$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
    mkdir -p "$link"
    ln -sfn "$root" "$link/scrollwork"
    export SCROLLWORK_FUZZ_ROOT="$link/scrollwork"
fi

# Swift's backtracer would catch a crash's signal before libFuzzer does; AddressSanitizer prints
# the stack instead.
export SWIFT_BACKTRACE=enable=no

# `--sanitize=fuzzer --sanitize=address` would build without coverage: SwiftPM hands swiftc two
# `-sanitize=` flags and the last one wins, so nothing gets libFuzzer's instrumentation. The one
# combined flag below comes last and instruments every module (Scrollwork included) for both;
# `--sanitize=fuzzer` stays so that SwiftPM links the executable for libFuzzer's `main`.
build=(swift build --package-path "$here" --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address)
echo "-- building the fuzz targets (debug: Scrollwork's assertions are on)"
if ! "${build[@]}" > "$work/build.log" 2>&1; then
    # gold's complaints about the sanitizer runtime's local symbols are noise.
    grep -v "Cannot export local symbol" "$work/build.log" >&2
    exit 1
fi
fuzz="$("${build[@]}" --show-bin-path)/ScrollworkFuzz"

if (( $# > 0 )); then
    targets=("$@")
else
    mapfile -t targets < <("$fuzz" --list | cut -f1)
    (( ${#targets[@]} > 0 )) || { echo "$fuzz --list named no targets" >&2; exit 1; }
fi

# Prints a failure's report from a log: from the first word about the failure (the check's message,
# the sanitizer's or libFuzzer's) to the input libFuzzer saved, without the shadow-memory dump and
# the runtime's unsymbolicated stack (AddressSanitizer's, symbolicated, follows it).
report() {
    awk '/Fatal error|==ERROR|ERROR: libFuzzer|ALARM: working on the last Unit|out-of-memory/ { on = 1 } on' "$1" \
        | grep -v -E "^  0x|^Shadow|^  [A-Z][a-z].*: |^Current stack trace:|^[0-9]+ +[^ ]+ +0x[0-9a-f]+ " | head -80 >&2 || true
}

artifacts="$here/.build/artifacts"
mkdir -p "$artifacts"
failed=()

for target in "${targets[@]}"; do
    seeds="$here/Corpus/$target"
    if [[ ! -d $seeds ]]; then
        echo "no corpus for target '$target' ($seeds)" >&2
        exit 2
    fi

    # Seed check: every seed named refused-* must be refused by all of the target's decoders,
    # every other seed accepted by one (and survive its round trip), so no seed silently tests
    # nothing.
    for expect in accepted refused; do
        if [[ $expect == refused ]]; then
            mapfile -t files < <(find "$seeds" -type f -name 'refused-*' | sort)
        else
            mapfile -t files < <(find "$seeds" -type f ! -name 'refused-*' | sort)
        fi
        (( ${#files[@]} > 0 )) || continue
        if ! SCROLLWORK_FUZZ_EXPECT=$expect "$fuzz" --target="$target" "${files[@]}" > "$work/$target-seeds.log" 2>&1; then
            echo "FAIL $target: a seed was not $expect, or failed its check:" >&2
            grep -E "^Running: " "$work/$target-seeds.log" | tail -1 >&2 || true
            report "$work/$target-seeds.log"
            failed+=("$target")
            continue 2
        fi
    done

    dict=()
    [[ $target == hex ]] || dict=(-dict="$here/scrollwork.dict")
    mkdir -p "$work/corpus/$target"
    cp "$seeds"/* "$work/corpus/$target/"

    # Instrumentation check: running the seeds must cover functions of the Scrollwork module itself
    # (mangled names containing `10Scrollwork`), not only the harness's.
    "$fuzz" --target="$target" "$work/corpus/$target" -runs=0 -print_coverage=1 > "$work/$target-coverage.log" 2>&1 || true
    covered=$(grep -c "^COVERED_FUNC:.*10Scrollwork" "$work/$target-coverage.log" || true)
    if (( covered == 0 )); then
        echo "FAIL $target: the seeds cover no Scrollwork function (is the module instrumented?)" >&2
        grep -E "INFO: Loaded|cov:|WARNING|ERROR" "$work/$target-coverage.log" | tail -4 >&2 || true
        failed+=("$target")
        continue
    fi

    # shellcheck disable=SC2086 # SCROLLWORK_FUZZ_FLAGS is a list of flags
    if "$fuzz" --target="$target" "$work/corpus/$target" "${dict[@]}" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts/$target-" ${SCROLLWORK_FUZZ_FLAGS:-} > "$work/$target.log" 2>&1; then
        seeded=$(grep -E "^#[0-9]+[[:space:]]+INITED" "$work/$target.log" | grep -o "cov: [0-9]*" | tail -1 || true)
        final=$(grep -E "^#[0-9]+[[:space:]]+DONE" "$work/$target.log" | tail -1 || true)
        echo "ok   $target: seeds $seeded ($covered Scrollwork functions); after ${seconds} s: $final"
    else
        echo "FAIL $target: replay the saved input with" >&2
        echo "     SWIFT_BACKTRACE=enable=no $fuzz --target=$target $artifacts/$target-<kind>-<hash>" >&2
        report "$work/$target.log"
        failed+=("$target")
    fi
done

if (( ${#failed[@]} > 0 )); then
    echo "fuzzing failed: ${failed[*]} (artifacts in $artifacts)" >&2
    exit 1
fi
echo "fuzzing passed: ${targets[*]} (${seconds} s each)"
