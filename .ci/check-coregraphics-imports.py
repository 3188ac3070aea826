#!/usr/bin/env python3
"""Two rules for CoreGraphics types on Apple platforms that Linux hides.

1. Every Swift file under Sources/Scrollwork (and the other targets that build on Apple platforms) that
uses a CoreGraphics type in code imports CoreGraphics where it exists:

    #if canImport(CoreGraphics)
    import CoreGraphics
    #endif

On Linux, Foundation declares CGPoint, CGSize, CGRect and CGFloat itself; on Apple platforms
Foundation does not import CoreGraphics, so without the import `CGPoint.zero`, `CGRect.minY`, `==` and
`Codable` of those types are missing there (the real-SDK check, .ci/typecheck-realsdk.sh, sees it as
errors; this check sees it without an SDK). Comments are not code: a type named only in a comment
needs no import.

2. No struct or enum synthesizes `Hashable` over a `CGPoint`, `CGSize` or `CGRect` stored property or
associated value (or a collection of them): Apple's SDKs make those types `Hashable` only from
iOS 18 / macOS 15, and the compiler does not flag a synthesized conformance below that, so it would
fail at run time on iOS 16–17 and macOS 13–14. A type that writes its own `hash(into:)` is fine.

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


HASHABLE = re.compile(r"\b(struct|enum)\s+(\w+)[^{]*?:\s*[^{]*\bHashable\b[^{]*\{")
CG_STORED = re.compile(r"^\s*(?:(?:public|package|internal|private|fileprivate|private\(set\)|package\(set\)|public\(set\)|let|var|static|case|indirect|@\w+)\s+)*"
                       r"(?:(?:let|var)\s+\w+\s*:[^=\n{]*\bCG(Point|Size|Rect)\b|case\s+\w+\s*\([^)]*\bCG(Point|Size|Rect)\b)")


def synthesized_hashable_over_cg(text):
    """Names of the types in `text` (code only) that synthesize Hashable over a CG type."""
    found = []
    for match in HASHABLE.finditer(text):
        depth, i = 1, match.end()
        while depth and i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        body = text[match.end():i - 1]
        # Members at the type's own level: drop nested braces' contents.
        level, top = 0, []
        for ch in body:
            if ch == "}":
                level -= 1
            if level == 0:
                top.append(ch)
            if ch == "{":
                level += 1
        top = "".join(top)
        stored = [l for l in top.split("\n") if CG_STORED.search(l) and "static " not in l]
        own_hash = "hash(into" in body or re.search(r"extension\s+" + match.group(2) + r"\b[^{]*\{[^}]*?func\s+hash\(into", text)
        if stored and not own_hash:
            found.append(match.group(2))
    return found


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
    hashing = []
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            for name in synthesized_hashable_over_cg(code(path.read_text())):
                hashing.append(f"{path}: {name} synthesizes Hashable over a CGPoint, CGSize or CGRect: Apple's SDKs make those Hashable "
                               "only from iOS 18 / macOS 15; write hash(into:) (see StageLayout) or conform to Equatable only")
    for line in hashing:
        print(line)
    print(f"Hashable over CoreGraphics types: {len(hashing)} type(s) synthesize it")
    for path in missing:
        print(f"{path}: uses a CoreGraphics type without `#if canImport(CoreGraphics) import CoreGraphics #endif`"
              + (" (fixed)" if fix else ""))
    print(f"CoreGraphics imports: {len(missing)} file(s) {'fixed' if fix else 'missing the import'}")
    return 1 if (missing and not fix) or hashing else 0


sys.exit(main(sys.argv[1:]))
