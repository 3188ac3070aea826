#!/usr/bin/env bash
# Runs workload W2, scenes at scale (Benchmarks/W2.md), on its C reference
# (Benchmarks/Reference/w2-reference.c) and on Scrollwork, back to back, and prints a side-by-side
# table: ns per op of both, Scrollwork's scrub and fling against both the reference's plain search
# and its `_cursor` figures, jump, build and relayout against the same case (the variants
# scrub_names and feed as scrub, relayout_assign as relayout), with Scrollwork's
# allocations per op and whether its sums match W2.md's table and the reference's. Extra arguments
# (--quick, --n=…, --case=…, --reps=…, --target-ms=…, --warm-ms=…) go to both. W2_C=path/to/other.c
# compares against another C implementation of W2. For instruction counts instead of times, see
# count-w2.sh.
#
#     [W2_ROUNDS=3] [W2_STAT=min] [W2_C_REF=1] Benchmarks/compare-w2.sh [--quick] [--n=10,100000] [--case=REGEX]
#
# Needs cc, swift and python3. Sizes default to 10 … 100,000 (also with --quick). The reference
# runs with --no-ref (its brute-force evaluator's pass over `jump` at 100,000 takes about a minute);
# its sums are checked against Scrollwork's instead, and Scrollwork's against W2.md's table.
# W2_C_REF=1 runs the evaluator too. The exit status is 1 if any sums disagree.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
reference_c="${W2_C:-$here/Reference/w2-reference.c}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cc -O2 -o "$work/w2-c" "$reference_c" -lm
(cd "$here" && swift build -c release --product W2 >/dev/null)
w2="$(cd "$here" && swift build -c release --show-bin-path)/W2"

sizes=$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import w2_pairs; print(w2_pairs.SIZES)' "$here")
pattern= passed=() c_only=()
[ "${W2_C_REF:-0}" = 1 ] || c_only+=(--no-ref)
for argument in "$@"; do
    case "$argument" in
    --n=*) sizes="${argument#--n=}" ;;
    --case=*) pattern="${argument#--case=}" ;;
    *) passed+=("$argument") ;;
    esac
done
# The selected cases in Scrollwork's harness, and their references with the `_cursor` twins in the
# C program (see w2_pairs.selected).
ours=$(python3 -c 'import sys; sys.dont_write_bytecode = True; sys.path.insert(0, sys.argv[1]); import w2_pairs; print(w2_pairs.selected(sys.argv[2])[1])' "$here" "$pattern")
theirs=$(python3 -c 'import sys; sys.dont_write_bytecode = True; sys.path.insert(0, sys.argv[1]); import w2_pairs; print(w2_pairs.selected(sys.argv[2])[2])' "$here" "$pattern")

# W2_ROUNDS=R (default 1) runs both programs R times, alternating them size by size, and reports
# each case's median over the rounds: on a shared machine a slow spell then hits both sides.
# W2_STAT=min reports each side's fastest rep over all rounds instead (noise only adds time).
status=0
: > "$work/out.jsonl"
for _ in $(seq "${W2_ROUNDS:-1}"); do
    for n in ${sizes//,/ }; do
        "$work/w2-c" ${passed[@]+"${passed[@]}"} ${c_only[@]+"${c_only[@]}"} --case="$theirs" --n="$n" >> "$work/out.jsonl" || status=1
        "$w2" ${passed[@]+"${passed[@]}"} --case="$ours" --n="$n" >> "$work/out.jsonl" || status=1
    done
done

python3 - "$here" "$work/out.jsonl" "${W2_STAT:-median}" <<'PY' || status=1
import json, sys
sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
sys.path.insert(0, sys.argv[1])
from w2_pairs import CASES, references, disagreement
c, s = {}, {}
for line in open(sys.argv[2]):
    d = json.loads(line)
    side = c if d["peer"].startswith("c-") else s
    side.setdefault((d["case"], d["n"]), []).append(d)
def pick(runs):
    """The run whose ns/op is the median of the rounds (the lower middle for an even count), or
    with W2_STAT=min the fastest rep of any round, as its ns/op."""
    if sys.argv[3] == "min":
        fastest = dict(min(runs, key=lambda d: d["min_ns"]))
        fastest["ns_per_op"] = fastest["min_ns"]
        return fastest
    return sorted(runs, key=lambda d: d["ns_per_op"])[(len(runs) - 1) // 2]
c = {k: pick(v) for k, v in c.items()}
s = {k: pick(v) for k, v in s.items()}

def ns(x):
    return f"{x:,.1f}" if x < 1e5 else f"{x:,.0f}"
bad = False
print(f"{'case':16s}{'n':>8s}{'C ns/op':>13s}{'C cursor':>11s}{'Scrollwork':>14s}{'×C':>9s}{'×cursor':>10s}{'mallocs/op':>12s}  sums")
for (case, n), d in sorted(s.items(), key=lambda kv: (kv[0][1], CASES.index(kv[0][0]))):
    plain, cursor = references(case)
    ref, cur = c.get((plain, n)), c.get((cursor, n)) if cursor else None
    ours = d["ns_per_op"]
    sums = "table ok" if d.get("checksum_ok") else ("TABLE MISMATCH" if "checksum_ok" in d else "no table row")
    if ref is not None:
        wrong = disagreement(d, ref)
        sums += ", = C" if not wrong else ", ≠ C: " + " ".join(wrong)
        bad |= bool(wrong)
    bad |= d.get("checksum_ok") is False
    ratio = lambda other: f"{ours / other['ns_per_op']:.1f}" if other else ""
    print(f"{case:16s}{n:8d}{ns(ref['ns_per_op']) if ref else '–':>13s}{ns(cur['ns_per_op']) if cur else '':>11s}{ns(ours):>14s}"
          f"{ratio(ref):>9s}{ratio(cur):>10s}{d.get('mallocs_per_op', -1):12.4f}  {sums}")
sys.exit(1 if bad else 0)
PY
exit $status
