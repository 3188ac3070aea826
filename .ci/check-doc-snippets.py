#!/usr/bin/env python3
"""Checks every ```swift block in README.md and the DocC catalogues as a reader would use it.

Rules (the README's and the catalogues' contract with their readers):
- A block is a **complete program** unless the line before its fence says otherwise. It is compiled
  exactly as written, with only the imports it shows, as the main file of a program (top-level
  statements, `try` and `await` allowed). A block that uses `CGPoint` must therefore show
  `import Foundation`, as a file pasted into a new Linux project would need.
- A complete block followed by a ```text block (blank lines between are allowed) states its output:
  it is linked against the built Scrollwork, run, and its standard output must equal the text block
  (trailing spaces ignored).
- `<!-- fragment -->` before a fence marks a fragment: part of a program (an `extension` to paste
  into a file, statements that continue the article's previous block). It is compiled with
  `import Foundation` and `import Scrollwork` added, wrapped in an `async throws` function unless
  it declares extensions or protocols at its top level. README.md and each catalogue's landing page
  may not hold fragments: what a newcomer reads first must work when pasted.
- **Results written as comments** (STYLE.md R16) are compared too. In a complete program, a line
  that is a whole expression statement followed by a trailing comment holding only a literal —
  `source.velocity(at: 0.01)    // 120.0` — states that expression's value: a number (`-12`, `0.5`,
  `1e-7`, `inf`, `nan`), `true`, `false`, `nil` or a string literal (`"#008080"`). The checker
  evaluates the expression in its place (a leading `try`/`await` stays in front) and compares its
  description (`String(describing:)`; for a string literal, `String(reflecting:)`, quotes
  included) with the comment's text exactly, an Optional unwrapped (`nil` when it is nil). A line
  counts only if its code is one complete expression: not a declaration (`let`, `var`, `func`…), not
  an assignment, not `print(…)` (whose output a ```text block states), with balanced brackets.
  Any other trailing comment (`// 0 → 1 across the scene`, `// [0, 100]`, `// 1,200 pt/s`) is prose
  and is not checked. A block with such results is run even without a ```text block.
- **Doc-comment examples in Sources/** (`///` lines) are checked by the same rules when they are
  complete programs: a ```swift fence inside a `///` comment whose first line is an `import` (as a
  reader pasting it needs) is compiled, run when it states output (a ```text fence after it in the
  same comment, or results as comments), and compared. Other `///` fences are fragments of their
  type's context and are not compiled here.
- `<!-- typecheck: apple -->` before a fence marks Apple-only code, which .ci/typecheck-apple.sh
  type-checks against the interface stubs; ```swift manifest blocks are Package.swift fragments.
  Neither is compiled here.

Usage: check-doc-snippets.py <module-dir> [<object-dir>]
  <module-dir>  the folder holding Scrollwork.swiftmodule (`swift build --show-bin-path`/Modules)
  <object-dir>  the folder holding Scrollwork's object files (default: <module-dir>/../Scrollwork.build)
Exits 1 and prints the compiler's messages or the output's difference, with the block's source
location, on any failure.
"""
import glob, os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
module_dir = os.path.abspath(sys.argv[1])
object_dir = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.join(os.path.dirname(module_dir), "Scrollwork.build")
catalogues = sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc")))
docs = [os.path.join(root, "README.md")] + sorted(
    path for catalogue in catalogues for path in glob.glob(os.path.join(catalogue, "**", "*.md"), recursive=True))
# The pages a newcomer reads first: the README and each catalogue's landing page (named after its module).
first_pages = {os.path.join(root, "README.md")} | {
    os.path.join(c, os.path.basename(c)[:-len(".docc")] + ".md") for c in catalogues}

FENCE_SWIFT = re.compile(r"^\s*```swift\s*$")
FENCE_TEXT = re.compile(r"^\s*```text\s*$")
FENCE_END = re.compile(r"^\s*```\s*$")


def dedent(lines):
    indent = min((len(l) - len(l.lstrip()) for l in lines if l.strip()), default=0)
    return [l[indent:] for l in lines]


def read_fence(lines, start):
    """The body of the fence opened at index `start`, and the index of its closing line."""
    end = start + 1
    while end < len(lines) and not FENCE_END.match(lines[end]):
        end += 1
    return dedent(lines[start + 1:end]), end


blocks = []   # (path, line, kind, body, expected output or None)
problems = []
for path in docs:
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if not FENCE_SWIFT.match(lines[i]):
            i += 1
            continue
        marker = lines[i - 1].strip() if i > 0 else ""
        body, end = read_fence(lines, i)
        kind = {"<!-- typecheck: apple -->": "apple", "<!-- fragment -->": "fragment"}.get(marker, "program")
        expected = None
        j = end + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if kind == "program" and j < len(lines) and FENCE_TEXT.match(lines[j]):
            expected, _ = read_fence(lines, j)
        if kind == "fragment" and path in first_pages:
            problems.append(f"error: {os.path.relpath(path, root)}:{i + 1}: a fragment on a first page; "
                            "README.md and landing-page blocks must be complete programs")
        if kind != "apple":
            blocks.append((os.path.relpath(path, root), i + 1, kind, body, expected))
        i = end + 1

# Doc-comment examples: ```swift fences inside `///` comments whose first line is an import.
DOC_LINE = re.compile(r"^\s*/// ?(.*)$")
doc_sources = sorted(glob.glob(os.path.join(root, "Sources", "**", "*.swift"), recursive=True))
doc_comment_files = 0
for path in doc_sources:
    source = open(path, encoding="utf-8").read().split("\n")
    # Runs of `///` lines, as (first line index, texts).
    runs, i = [], 0
    while i < len(source):
        if not DOC_LINE.match(source[i]):
            i += 1
            continue
        start = i
        while i < len(source) and DOC_LINE.match(source[i]):
            i += 1
        runs.append((start, [DOC_LINE.match(l).group(1) for l in source[start:i]]))
    found = False
    for start, lines in runs:
        i = 0
        while i < len(lines):
            if not FENCE_SWIFT.match(lines[i]):
                i += 1
                continue
            body, end = read_fence(lines, i)
            first = next((l for l in body if l.strip()), "")
            if first.startswith("import "):
                expected = None
                j = end + 1
                while j < len(lines) and not lines[j].strip():
                    j += 1
                if j < len(lines) and FENCE_TEXT.match(lines[j]):
                    expected, _ = read_fence(lines, j)
                blocks.append((os.path.relpath(path, root), start + i + 1, "program", body, expected))
                found = True
            i = end + 1
    doc_comment_files += found

LITERAL = re.compile(r'^(-?(\d+(\.\d+)?([eE][+-]?\d+)?|inf|nan)|true|false|nil|"([^"\\]|\\.)*")$')
NOT_EXPRESSION = re.compile(r"^(let|var|func|for|if|while|guard|return|import|case|switch|struct|class|enum|"
                            r"extension|protocol|typealias|defer|do|catch|else|print)\b|^[@}{#]")


def split_comment(line):
    """The code and the trailing `//` comment of a line (None without one), outside string literals."""
    quoted, k = False, 0
    while k < len(line):
        c = line[k]
        if quoted and c == "\\":
            k += 2
            continue
        if c == '"':
            quoted = not quoted
        elif not quoted and line.startswith("//", k):
            return line[:k].rstrip(), line[k + 2:].strip()
        k += 1
    return line, None


def balanced(code):
    depth, quoted, k = 0, False, 0
    while k < len(code):
        c = code[k]
        if quoted and c == "\\":
            k += 2
            continue
        if c == '"':
            quoted = not quoted
        elif not quoted:
            depth += c in "([{"
            depth -= c in ")]}"
            if depth < 0:
                return False
        k += 1
    return depth == 0 and not quoted


def stated_results(body, path, fence):
    """The lines of a program that state an expression's value in a trailing comment, rewritten to
    check it, each naming its line in `path` (the fence at line `fence`): (new body, how many)."""
    out, count = [], 0
    for number, line in enumerate(body, 1):
        code, comment = split_comment(line)
        expression = code.strip()
        if (comment is None or not LITERAL.match(comment) or not expression or NOT_EXPRESSION.match(expression)
                or not balanced(expression) or expression.endswith((",", "in", "{"))
                or re.search(r"(^|[^=!<>+\-*/%&|^])=($|[^=])", expression)):
            out.append(line)
            continue
        prefix = ""
        while True:
            keyword = re.match(r"^(try[?!]?|await)\s+", expression)
            if not keyword:
                break
            prefix += keyword.group(0)
            expression = expression[keyword.end():]
        indent = line[:len(line) - len(line.lstrip())]
        quoted = '"' + comment.replace("\\", "\\\\").replace('"', '\\"') + '"'
        out.append(f"{indent}{prefix}docSnippetResult({expression}, {quoted}, at: \"{path}:{fence + number}\")")
        count += 1
    return out, count


# The helpers a program with stated results gets at its end (top-level functions of main.swift are
# visible above their declaration).
RESULT_HELPERS = """
func docSnippetCompare(_ described: String, _ reflected: String, _ comment: String, at place: String) {
    let got = comment.hasPrefix("\\"") ? reflected : described
    if got != comment { fatalError("doc-snippet: \\(place) gives \\(got), but its comment says \\(comment)") }
}
func docSnippetResult<T>(_ value: T, _ comment: String, at place: String) {
    docSnippetCompare(String(describing: value), String(reflecting: value), comment, at: place)
}
func docSnippetResult<T>(_ value: T?, _ comment: String, at place: String) {
    if let value { docSnippetResult(value, comment, at: place) } else { docSnippetCompare("nil", "nil", comment, at: place) }
}
""".split("\n")

workdir = tempfile.mkdtemp(prefix="doc-snippets-")
objects = sorted(glob.glob(os.path.join(object_dir, "*.o")))
ran = 0
stated = 0   # results stated in comments, compared
for index, (path, line, kind, body, expected) in enumerate(blocks):
    where = f"{path}:{line}"
    if kind == "fragment":
        imports = sorted({l.strip() for l in body if l.startswith("import ")} | {"import Foundation", "import Scrollwork"})
        code = [l for l in body if not l.startswith("import ")]
        file_scope = any(re.match(r"^(public )?(extension|protocol) ", l) for l in code)
        out = imports + [""] + (code if file_scope else
                                [f"func fragment{index}() async throws {{"] + ["    " + l if l else l for l in code] + ["}"])
        name = os.path.join(workdir, f"fragment{index}.swift")
    else:
        out, results = stated_results(body, path, line)
        stated += results
        if results:
            out = out + RESULT_HELPERS
            if expected is None:
                expected = False   # run it; its standard output is not stated
        # Each program is the main file of its own build, so its name must be main.swift.
        folder = os.path.join(workdir, f"program{index}")
        os.makedirs(folder)
        name = os.path.join(folder, "main.swift")
    open(name, "w", encoding="utf-8").write("\n".join(out) + "\n")
    command = ["swiftc", "-swift-version", "6", "-I", module_dir, name]
    if expected is None:
        result = subprocess.run(command[:1] + ["-typecheck"] + command[1:], capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"error: the swift block at {where} does not compile (compiled as written, "
                            f"with only its own imports{' plus Foundation and Scrollwork' if kind == 'fragment' else ''}):\n"
                            + result.stdout + result.stderr)
        continue
    binary = os.path.join(workdir, f"program{index}.bin")
    result = subprocess.run(command + objects + ["-o", binary], capture_output=True, text=True)
    if result.returncode != 0:
        problems.append(f"error: the swift block at {where} does not compile:\n" + result.stdout + result.stderr)
        continue
    try:
        run = subprocess.run([binary], capture_output=True, text=True, timeout=60,
                             env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    except subprocess.TimeoutExpired:
        problems.append(f"error: the swift block at {where} did not finish within 60 s")
        continue
    ran += 1
    if expected is False:
        if run.returncode != 0:
            problems.append(f"error: the swift block at {where} states a result in a comment that it does not give "
                            f"(exit status {run.returncode}):\n"
                            + ("\n".join(l for l in run.stderr.split("\n") if "doc-snippet:" in l) or run.stderr))
        continue
    got = [l.rstrip() for l in run.stdout.rstrip("\n").split("\n")]
    want = [l.rstrip() for l in expected]
    if run.returncode != 0 or got != want:
        problems.append(f"error: the swift block at {where} printed (exit status {run.returncode}):\n"
                        + "\n".join(got) + "\nbut the text block after it says:\n" + "\n".join(want)
                        + (("\n" + run.stderr) if run.stderr else ""))

for problem in problems:
    print(problem)
programs = sum(1 for b in blocks if b[2] == "program")
print(f"check-doc-snippets: {len(blocks)} blocks from {len(docs)} files and doc comments in {doc_comment_files} sources ({programs} complete programs, "
      f"{len(blocks) - programs} fragments; {ran} run and their output compared, {stated} results stated in comments): "
      f"{'FAILED' if problems else 'all good'}")
sys.exit(1 if problems else 0)
