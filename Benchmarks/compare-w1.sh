#!/usr/bin/env bash
# Runs workload W1 (Benchmarks/W1.md) on its C reference (Benchmarks/Reference/w1-reference.c) and on
# Scrollwork, back to back, and prints a side-by-side table: random cases against the reference's
# plain search, scrub cases against its `_cursor` figures, stage frames against
# `scrub_tracks_mixed_cursor` / `random_tracks_mixed`, with Scrollwork's allocations per op. Extra
# arguments (--quick, --n=…, --case=…) go to both. W1_C=path/to/other.c compares against another C
# implementation of W1 instead. For instruction counts instead of times, see count-w1.sh.
#
#     [W1_ROUNDS=3] [W1_STAT=min] Benchmarks/compare-w1.sh [--quick] [--n=10,10000] [--case=REGEX]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
reference_c="${W1_C:-$here/Reference/w1-reference.c}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cc -O2 -o "$work/w1-c" "$reference_c"
(cd "$here" && swift build -c release --product W1 >/dev/null)
w1="$(cd "$here" && swift build -c release --show-bin-path)/W1"

# W1_ROUNDS=R (default 1) runs both programs R times, alternating them size by size, and reports
# each case's median over the rounds: on a shared machine a slow spell then hits both sides.
# W1_STAT=min reports each side's fastest rep over all rounds instead (noise only adds time).
sizes=10,100,1000,10000 passed=()
for argument in "$@"; do
    case "$argument" in --n=*) sizes="${argument#--n=}" ;; *) passed+=("$argument") ;; esac
done
: > "$work/out.jsonl"
for _ in $(seq "${W1_ROUNDS:-1}"); do
    for n in ${sizes//,/ }; do
        "$work/w1-c" ${passed[@]+"${passed[@]}"} --n="$n" >> "$work/out.jsonl"
        "$w1" ${passed[@]+"${passed[@]}"} --n="$n" >> "$work/out.jsonl"
    done
done

python3 - "$here" "$work/out.jsonl" "${W1_STAT:-median}" <<'PY'
import json, sys
sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
sys.path.insert(0, sys.argv[1])
from w1_pairs import reference
c, s = {}, {}
for line in open(sys.argv[2]):
    d = json.loads(line)
    side = c if d["peer"].startswith("c-") else s
    side.setdefault((d["case"], d["n"]), []).append(d)
def med(runs):
    """The run whose ns/op is the median of the rounds (the lower middle for an even count), or
    with W1_STAT=min the fastest rep of any round, as its ns/op."""
    if sys.argv[3] == "min":
        fastest = dict(min(runs, key=lambda d: d.get("min_ns", d["ns_per_op"])))
        if "ns_per_segment" in fastest and "min_ns" in fastest:
            fastest["ns_per_segment"] = round(fastest["ns_per_segment"] * fastest["min_ns"] / fastest["ns_per_op"], 3)
        fastest["ns_per_op"] = fastest.get("min_ns", fastest["ns_per_op"])
        return fastest
    runs = sorted(runs, key=lambda d: d["ns_per_op"])
    return runs[(len(runs) - 1) // 2]
c = {k: med(v) for k, v in c.items()}
s = {k: med(v) for k, v in s.items()}

print(f"{'case':34s}{'n':>7s}{'C ns/op':>12s}{'Scrollwork':>12s}{'ratio':>8s}{'mallocs/op':>12s}  checksum")
for (case, n), d in s.items():
    ours, mallocs = d["ns_per_op"], d.get("mallocs_per_op", -1)
    if case.startswith("build"):
        print(f"{case:34s}{n:7d}{'':>12s}{ours:12.1f}{'':>8s}{mallocs:12.4f}  {d['ns_per_segment']} ns/segment")
        continue
    ref = c.get((reference(case), n))
    if ref is None:
        continue
    print(f"{case:34s}{n:7d}{ref['ns_per_op']:12.1f}{ours:12.1f}{ours / ref['ns_per_op']:8.2f}{mallocs:12.4f}  {d.get('checksum_ok', '')}")
PY
