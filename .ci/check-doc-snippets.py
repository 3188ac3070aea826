#!/usr/bin/env python3
"""Type-checks every ```swift block in README.md and the DocC catalogue against the built Scrollwork.

Each block becomes one Swift file. A block that declares extensions or protocols at its top level
is compiled at file scope; any other block is wrapped in an `async throws` function, so it may use
`try`, `await`, local types and statements as a reader would paste them. `import` lines are hoisted.
Not checked here: blocks right after a `<!-- typecheck: apple -->` line (Apple-only code, which
.ci/typecheck-apple.sh type-checks against the interface stubs) and blocks fenced ```swift manifest
(a Package.swift fragment). Warnings are allowed: doc examples show results as comments, which the
compiler reports as unused.

Usage: check-doc-snippets.py <module-dir>   (the folder holding Scrollwork.swiftmodule)
Exits 1 and prints the compiler's messages, with the block's source location, on any error.
"""
import glob, os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
module_dir = sys.argv[1]
docs = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))

blocks = []
for path in docs:
    lines = open(path, encoding="utf-8").read().split("\n")
    inside, start, body = False, 0, []
    for number, line in enumerate(lines, 1):
        if not inside and re.match(r"^\s*```swift\s*$", line):
            if number >= 2 and lines[number - 2].strip() == "<!-- typecheck: apple -->":
                continue   # an Apple-only block: .ci/typecheck-apple.sh checks it against the stubs
            inside, start, body = True, number, []
        elif inside and re.match(r"^\s*```\s*$", line):
            inside = False
            blocks.append((os.path.relpath(path, root), start, body))
        elif inside:
            body.append(line)

workdir = tempfile.mkdtemp(prefix="doc-snippets-")
files = []
for index, (path, line, body) in enumerate(blocks):
    indent = min((len(l) - len(l.lstrip()) for l in body if l.strip()), default=0)
    body = [l[indent:] for l in body]
    imports = sorted({l.strip() for l in body if l.startswith("import ")} | {"import Foundation", "import Scrollwork"})
    code = [l for l in body if not l.startswith("import ")]
    file_scope = any(re.match(r"^(public )?(extension|protocol) ", l) for l in code)
    out = [f"// {path}:{line}"] + imports + [""]
    if file_scope:
        out += code
    else:
        out += [f"func snippet{index}() async throws {{"] + ["    " + l if l else l for l in code] + ["}"]
    name = os.path.join(workdir, f"snippet{index}.swift")
    open(name, "w", encoding="utf-8").write("\n".join(out) + "\n")
    files.append((name, path, line))

failed = False
for name, path, line in files:
    result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", module_dir, name],
                            capture_output=True, text=True)
    if result.returncode != 0:
        failed = True
        print(f"error: the swift block at {path}:{line} does not compile:")
        print(result.stdout + result.stderr)
print(f"check-doc-snippets: {len(files)} blocks from {len(docs)} files, {'FAILED' if failed else 'all compile'}")
sys.exit(1 if failed else 0)
