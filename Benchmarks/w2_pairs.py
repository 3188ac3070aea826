"""What compare-w2.sh and count-w2.sh share: the C reference cases each Scrollwork case of W2 is set
against, and the check that two programs' verification sums agree. A Scrollwork stage keeps its
offset between moves, so its `scrub` and `fling` are set against both the reference's plain search
(`scrub`, `fling`) and its walk from the previous op (`scrub_cursor`, `fling_cursor`); `jump`,
`build` and `relayout` against the same case."""

import re

CASES = ["build", "scrub", "fling", "jump", "relayout"]
SIZES = "10,100,1000,10000,100000"


def references(case):
    """The C cases a Scrollwork case is measured against: (plain, cursor or None)."""
    return (case, case + "_cursor") if case in ("scrub", "fling") else (case, None)


def selected(pattern):
    """The Scrollwork cases `pattern` selects (searched as the programs do), and a pattern that
    selects exactly those cases and their `_cursor` twins in both programs (POSIX ERE in C, Swift
    Regex in the harness): `--case=^scrub$` still runs the reference's `scrub_cursor`."""
    cases = [case for case in CASES if not pattern or re.search(pattern, case)]
    return cases, "^(" + "|".join(cases or ["none"]) + ")(_cursor)?$"


FIELDS = ("ev_count", "ev_sum", "ev_hash", "act_count", "prog_q")


def disagreement(ours, theirs):
    """How two JSON lines' sums differ (empty if they agree): the integer sums exactly, prog_sum
    (printed with 6 decimals) to the table's rounding or a relative 1e-9."""
    wrong = [f for f in FIELDS if f in ours and f in theirs and ours[f] != theirs[f]]
    a, b = ours.get("prog_sum"), theirs.get("prog_sum")
    if a is not None and b is not None and abs(a - b) > max(1.0000001e-6, 1e-9 * abs(b)):
        wrong.append("prog_sum")
    return wrong
