"""What compare-w1.sh and count-w1.sh share: the C reference case each Scrollwork case of W1 is set
against. Random cases against the reference's plain search, scrub cases against its `_cursor`
figures, stage frames (`stage_…`, with closure tracks, and `stage_…_buffer`, with buffer tracks)
against the same case of the `tracks_mixed` layout."""


def reference(case):
    """The C case a Scrollwork case is measured against."""
    if case.startswith("stage_"):
        case = case[len("stage_"):].removesuffix("_buffer")
    return case + "_cursor" if case.startswith("scrub") else case
