#!/usr/bin/env python3
"""Writes the recipes of README.md and the DocC catalogues that are marked for the Apple type-checks —
every ```swift block preceded by the line `<!-- typecheck: apple -->` — as whole files, one a block
(`<article>_<NN>.swift`), for .ci/typecheck-apple.sh (stubs) and .ci/typecheck-realsdk-one.sh (real SDKs).

Usage: extract-apple-recipes.py ROOT OUT_DIR. Prints how many blocks it wrote; exits 1 on a marker
that does not precede a ```swift block.
"""
import pathlib
import sys

MARKER = "<!-- typecheck: apple -->"
root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
count = 0
for article in [root / "README.md"] + sorted(root.glob("Sources/*/*.docc/**/*.md")):
    lines = article.read_text().splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() == MARKER:
            if not lines[i + 1].startswith("```swift"):
                sys.exit(f"{article}:{i + 2}: the marker must precede a ```swift block")
            j = i + 2
            while not lines[j].startswith("```"):
                j += 1
            count += 1
            (out / f"{article.stem}_{count:02}.swift").write_text("\n".join(lines[i + 2:j]) + "\n")
            i = j
        i += 1
print(f"{count} marked blocks extracted")
