#!/usr/bin/env bash
# Counts instructions per op of workload W2 (Benchmarks/W2.md) with callgrind, for Scrollwork's
# harness and the C reference side by side: repeatable figures, whatever else the machine is doing
# (timings on a shared machine are not). Each move or relayout case runs exactly --ops ops (default
# 4096, one pass of the ring, whose sums are then checked against W2.md's table) from the case's
# silent placement, inside the programs' `profiled` function, which is all callgrind collects; a
# `build` runs --builds builds (default 10,000 / n, at least 2: 1000 … 2). Both programs run the
# same ops, so their sums must agree whatever --ops is: the script says where they do not.
#
#     Benchmarks/count-w2.sh [--ops=4096] [--builds=N] [--n=10,100,1000,10000,100000] [--case=REGEX]
#
# Needs valgrind (Debian: apt-get install valgrind), cc, swift and python3. Scrollwork's scrub and
# fling are set against both the reference's plain search and its `_cursor` figures; jump, build and
# relayout against the same case; the variants as their case (scrub_names and feed as scrub,
# relayout_assign as relayout: the same ops, so the same sums). relayout_assign counts only the
# setter and the reads (its layouts are built outside `profiledAssignments`), and sets a whole
# layout an op: at n = 100,000 count it with a few ops (--ops=16). Under callgrind a program runs
# about 50 times slower: a ring of `jump` at n = 100,000 (about 68,000 events per op) takes
# minutes; count it with fewer ops (e.g. --ops=64: the first 64 ops of the ring, the same in both
# programs, so the ratio stays exact; the per-op figures are then those ops' average).
# Scrollwork runs with SWIFT_DETERMINISTIC_HASHING=1: its stage looks scenes and elements up by name,
# and with the per-process random hash seed the probe sequences, and so the counts, vary by about 1%
# from run to run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
ops=4096 builds= sizes= pattern=
for argument in "$@"; do
    case "$argument" in
    --ops=*) ops="${argument#--ops=}" ;;
    --builds=*) builds="${argument#--builds=}" ;;
    --n=*) sizes="${argument#--n=}" ;;
    --case=*) pattern="${argument#--case=}" ;;
    *) echo "unknown arg $argument" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { echo "count-w2.sh needs valgrind (Debian: apt-get install valgrind)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cc -O2 -o "$work/w2-c" "${W2_C:-$here/Reference/w2-reference.c}" -lm
(cd "$here" && swift build -c release --product W2 >/dev/null)
w2="$(cd "$here" && swift build -c release --show-bin-path)/W2"

python3 - "$here" "$work" "$w2" "$ops" "$builds" "$sizes" "$pattern" <<'PY'
import json, re, subprocess, sys
here, work, w2, ops, builds, sizes, pattern = sys.argv[1:]
sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
sys.path.insert(0, here)
from w2_pairs import SIZES, references, selected, disagreement
ops = int(ops)
cases = selected(pattern)[0]

counted = {}
def count(program, case, n, count, symbol):
    """Instructions per op and the JSON line of `count` ops of `case` (the C references' counts are
    kept: variants share them)."""
    key = (program, case, n, count)
    if key not in counted:
        counted[key] = run(program, case, n, count, symbol)
    return counted[key]

def run(program, case, n, count, symbol):
    out = subprocess.run(["env", "SWIFT_DETERMINISTIC_HASHING=1", "valgrind", "--tool=callgrind", f"--callgrind-out-file={work}/callgrind.out",
                          f"--toggle-collect={symbol}", program, f"--ops={count}", f"--n={n}", f"--case=^{case}$", "--no-ref"],
                         capture_output=True, text=True)
    collected = re.search(r"Collected : (\d+)", out.stderr)
    line = json.loads(out.stdout.splitlines()[-1]) if out.stdout.strip() else {}
    if not collected or not line or out.returncode not in (0, 1):
        sys.exit(f"{program} {case} n={n} failed:\n{out.stderr[-2000:]}")
    return int(collected.group(1)) / count, line

status = 0
print(f"{'case':16s}{'n':>8s}{'ops':>6s}{'C Ir/op':>14s}{'C cursor':>11s}{'Scrollwork':>15s}{'×C':>9s}{'×cursor':>10s}  sums", flush=True)
for n in map(int, (sizes or SIZES).split(",")):
    for case in cases:
        k = (int(builds) if builds else max(2, 10000 // n)) if case == "build" else ops
        plain, cursor = references(case)
        c, c_line = count(f"{work}/w2-c", plain, n, k, "profiled")
        cc = count(f"{work}/w2-c", cursor, n, k, "profiled")[0] if cursor else None
        s, line = count(w2, case, n, k, "*profiled*")
        wrong = disagreement(line, c_line)
        sums = ("table ok, " if line.get("checksum_ok") else "TABLE MISMATCH, " if "checksum_ok" in line else "") + \
               ("= C" if not wrong else "≠ C: " + " ".join(wrong))
        if wrong or line.get("checksum_ok") is False:
            status = 1
        print(f"{case:16s}{n:8d}{k:6d}{c:14,.1f}{(f'{cc:,.1f}' if cc else ''):>11s}{s:15,.1f}{s / c:9.1f}"
              f"{(f'{s / cc:.1f}' if cc else ''):>10s}  {sums}", flush=True)
sys.exit(status)
PY
