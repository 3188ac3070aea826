"""What compare-w2.sh and count-w2.sh share: the C reference cases each Scrollwork case of W2 is set
against, and the check that two programs' verification sums agree. A Scrollwork stage keeps its
offset between moves, so its `scrub` and `fling` are set against both the reference's plain search
(`scrub`, `fling`) and its walk from the previous op (`scrub_cursor`, `fling_cursor`); `jump`,
`build` and `relayout` against the same case. The variants (W2.md, "Variants") run their case's
ops by another public path and are set against that case's references: `scrub_names` and `feed`
against `scrub` and `scrub_cursor`, `relayout_assign` against `relayout`."""

import re

CASES = ["build", "scrub", "scrub_names", "feed", "fling", "jump", "relayout", "relayout_assign", "feed_relayout",
         "tracks_keypath", "tracks_closure"]
SIZES = "10,100,1000,10000,100000"
# A variant's case: the same ops, the same sums, the same C references.
VARIANT_OF = {"scrub_names": "scrub", "feed": "scrub", "relayout_assign": "relayout", "feed_relayout": "relayout",
              "tracks_keypath": "scrub", "tracks_closure": "scrub"}


def references(case):
    """The C cases a Scrollwork case is measured against: (plain, cursor or None)."""
    case = VARIANT_OF.get(case, case)
    return (case, case + "_cursor") if case in ("scrub", "fling") else (case, None)


def selected(pattern):
    """The Scrollwork cases `pattern` selects (searched as the programs do), a pattern that selects
    exactly those in the harness (a Swift Regex), and one that selects their C references in the C
    program (a POSIX ERE): `--case=^scrub$` still runs the reference's `scrub_cursor`, `--case=feed`
    the reference's `scrub` and `scrub_cursor`."""
    cases = [case for case in CASES if not pattern or re.search(pattern, case)]
    c_cases = sorted({VARIANT_OF.get(case, case) for case in cases})
    return (cases, "^(" + "|".join(cases or ["none"]) + ")$",
            "^(" + "|".join(c_cases or ["none"]) + ")(_cursor)?$")


FIELDS = ("ev_count", "ev_sum", "ev_hash", "act_count", "prog_q")


def disagreement(ours, theirs):
    """How two JSON lines' sums differ (empty if they agree): the integer sums exactly, prog_sum
    (printed with 6 decimals) to the table's rounding or a relative 1e-9."""
    wrong = [f for f in FIELDS if f in ours and f in theirs and ours[f] != theirs[f]]
    a, b = ours.get("prog_sum"), theirs.get("prog_sum")
    if a is not None and b is not None and abs(a - b) > max(1.0000001e-6, 1e-9 * abs(b)):
        wrong.append("prog_sum")
    return wrong
