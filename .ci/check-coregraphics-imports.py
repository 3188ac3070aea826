#!/usr/bin/env python3
"""Every Swift file under Sources/Scrollwork (and the other targets that build on Apple platforms) that
uses a CoreGraphics type in code imports CoreGraphics where it exists:

    #if canImport(CoreGraphics)
    import CoreGraphics
    #endif

On Linux, Foundation declares CGPoint, CGSize, CGRect and CGFloat itself; on Apple platforms
Foundation does not import CoreGraphics, so without the import `CGPoint.zero`, `CGRect.minY`, `==` and
`Codable` of those types are missing there (the real-SDK check, .ci/typecheck-realsdk.sh, sees it as
errors; this check sees it without an SDK). Comments are not code: a type named only in a comment
needs no import.

Usage: check-coregraphics-imports.py [--fix] [FOLDER ...]   (default folders: Sources/Scrollwork,
Sources/ScrollworkPreview). Exits 1 and lists the files that lack the import; --fix adds it.
"""
import pathlib
import re
import sys

CG = re.compile(r"\bCG(Point|Size|Rect|Float|AffineTransform|Vector)\b")
IMPORT = "#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\n"


def code(text):
    """`text` without comments and string literals (roughly: enough to find type names in code)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"""(.*?)"""', '""', text, flags=re.S)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def main(argv):
    fix = "--fix" in argv
    folders = [a for a in argv if a != "--fix"] or ["Sources/Scrollwork", "Sources/ScrollworkPreview"]
    missing = []
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            text = path.read_text()
            if not CG.search(code(text)) or IMPORT in text:
                continue
            missing.append(path)
            if fix:
                lines = text.split("\n")
                first = next((i for i, l in enumerate(lines) if l.startswith("import ")), 0)
                lines.insert(first, IMPORT.rstrip("\n"))
                path.write_text("\n".join(lines))
    for path in missing:
        print(f"{path}: uses a CoreGraphics type without `#if canImport(CoreGraphics) import CoreGraphics #endif`"
              + (" (fixed)" if fix else ""))
    print(f"CoreGraphics imports: {len(missing)} file(s) {'fixed' if fix else 'missing the import'}")
    return 1 if missing and not fix else 0


sys.exit(main(sys.argv[1:]))
