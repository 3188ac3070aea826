#!/usr/bin/env bash
# Counts instructions per op of workload W1 (Benchmarks/W1.md) with callgrind, for Scrollwork's
# harness and the C reference side by side: repeatable figures, whatever else the machine is doing
# (timings on a shared machine are not). Each case runs exactly --ops ops (default 4096, one pass of
# the ring) inside the programs' `profiled` function, which is all callgrind collects. Allocations
# per op are the harness's own count (`mallocs_per_op`).
#
#     Benchmarks/count-w1.sh [--ops=4096] [--n=10,100,1000,10000] [--case=REGEX]
#
# Needs valgrind. Random cases are set against the C reference's plain search, scrub cases against
# its `_cursor` figures, stage frames against `scrub_tracks_mixed_cursor` / `random_tracks_mixed`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
ops=4096 sizes=10,100,1000,10000 pattern=
for argument in "$@"; do
    case "$argument" in
    --ops=*) ops="${argument#--ops=}" ;;
    --n=*) sizes="${argument#--n=}" ;;
    --case=*) pattern="${argument#--case=}" ;;
    *) echo "unknown arg $argument" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { echo "count-w1.sh needs valgrind" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cc -O2 -o "$work/w1-c" "${W1_C:-$here/Reference/w1-reference.c}"
(cd "$here" && swift build -c release --product W1 >/dev/null)
w1="$(cd "$here" && swift build -c release --show-bin-path)/W1"

python3 - "$here" "$work" "$w1" "$ops" "$sizes" "$pattern" <<'PY'
import json, re, subprocess, sys
here, work, w1, ops, sizes, pattern = sys.argv[1:]
sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
sys.path.insert(0, here)
from w1_pairs import reference
ops = int(ops)
cases = ["random_1track_number", "scrub_1track_number", "random_tracks_number", "scrub_tracks_number",
         "random_tracks_mixed", "scrub_tracks_mixed", "random_1track_point", "random_1track_color",
         "stage_scrub_tracks_mixed", "stage_random_tracks_mixed",
         "stage_scrub_tracks_mixed_buffer", "stage_random_tracks_mixed_buffer"]
def count(program, case, n, symbol):
    out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={work}/callgrind.out",
                          f"--toggle-collect={symbol}", program, f"--ops={ops}", f"--n={n}", f"--case=^{case}$"],
                         capture_output=True, text=True)
    collected = re.search(r"Collected : (\d+)", out.stderr)
    line = json.loads(out.stdout.splitlines()[-1]) if out.stdout.strip() else {}
    if out.returncode != 0 or not collected or not line:
        sys.exit(f"{program} {case} n={n} failed:\n{out.stderr[-2000:]}")
    return int(collected.group(1)) / ops, line

print(f"{'case':34s}{'n':>7s}{'C Ir/op':>12s}{'Scrollwork':>12s}{'ratio':>8s}{'mallocs/op':>12s}")
rows = [("ease_cubicInOut", 1)] + [(case, int(n)) for n in sizes.split(",") for case in cases]
for case, n in rows:
    if pattern and not re.search(pattern, case):
        continue
    c, _ = count(f"{work}/w1-c", reference(case), n, "profiled")
    s, line = count(w1, case, n, "*profiled*")
    ok = "" if line.get("checksum_ok", True) else "  CHECKSUM MISMATCH"
    print(f"{case:34s}{n:7d}{c:12.1f}{s:12.1f}{s / c:8.2f}{line.get('mallocs_per_op', -1):12.4f}{ok}", flush=True)
PY
