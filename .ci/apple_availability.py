#!/usr/bin/env python3
"""Prepares Swift sources for one Apple platform variant of .ci/typecheck-apple.sh.

The compiler here targets Linux, where `@available(iOS 17.0, *)` and `#available(macOS 14.0, *)` are
never checked. This script makes the compiler check them anyway, for one platform at its deployment
target (the floor `Package.swift` declares), by translating each availability *attribute* into the
compiler's custom availability domains (`-enable-experimental-feature CustomAvailability`):

- each version above the floor that any file mentions for the platform becomes a domain
  (`macOS_14`, `macOS_15_4`), declared in a generated Clang module `AvailabilityDomains`;
- "available from V" becomes every domain from the floor up to V: on a declaration as one
  `@available(DOMAIN)` attribute each (added beside the original, which Linux ignores), in a
  condition as one `#available(DOMAIN)` clause each (in place of the original). A declaration from
  V therefore requires the domain of V, and a context of V grants the domains of every version up
  to V, which is the ordering of versions;
- `@available(P, unavailable)`, an `obsoleted:` version at or below the floor, and a `deprecated`
  with no version or a version at or below the floor become `@available(*, unavailable)` and
  `@available(*, deprecated)` for platform P (Swift reports a deprecation when the deployment
  target is at or past its version);
- visionOS inherits iOS's availability where an `@available` attribute names iOS but not visionOS
  (iOS 17 and below as visionOS 1.0, iOS 18 as visionOS 2.0, later versions by number), as the
  compiler does; an `#available`/`#unavailable` condition inherits nothing: on visionOS only its
  visionOS specification counts, else `*` (which holds at the floor), so `#available(iOS 18, *)`
  does not guard a visionOS 2 API there, as with Apple's compiler;
- `os(NAME)` conditions are decided for the platform (true for it, false for the other Apple
  platforms); `canImport` follows the stubs on the search path.

The same translation serves the toolchain's own interfaces of Observation and Synchronization
(`.swiftinterface` text, whose `@available` specifications are Apple's), so the modules rebuilt
from them enforce Apple's availability too (.ci/typecheck-apple.sh).

Name resolution, overloads and the availability scopes (an enclosing `@available` declaration,
`if #available` and `guard #available`, stored properties, types of unavailable classes) are the
compiler's: only the text of availability specifications is translated. Comments and string
literals are left alone.

Usage: apple_availability.py PLATFORM FLOOR DOMAINS_DIR < manifest
  PLATFORM     iOS, macOS, tvOS, watchOS or visionOS
  FLOOR        the deployment target, e.g. 13.0
  DOMAINS_DIR  where to write the Clang module (module.modulemap, AvailabilityDomains.h)
  manifest     lines "DESTINATION<TAB>SOURCE": each source is written, translated, to its destination
Prints the domains it declared. Exits 1 on a specification it cannot translate (`#unavailable` of
a version above the floor).
"""
import pathlib
import re
import sys

PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")


def version(text):
    parts = tuple(int(p) for p in text.split("."))
    while len(parts) > 1 and parts[-1] == 0:
        parts = parts[:-1]
    return parts


def domain_name(platform, v):
    return platform + "_" + "_".join(str(p) for p in v)


def mask(text):
    """`text` with comments and string literals blanked (same length, newlines kept)."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            blank(i, j)
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i, j + 1)
            i = j + 1
        else:
            i += 1
    return "".join(out)


def split_args(text, masked):
    """The comma-separated arguments of `text`, split at commas outside strings and brackets."""
    args, depth, start = [], 0, 0
    for k, c in enumerate(masked):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            args.append(text[start:k].strip())
            start = k + 1
    args.append(text[start:].strip())
    return [a for a in args if a]


SHORT = re.compile(r"^([A-Za-z]+)\s+([0-9]+(?:\.[0-9]+)*)$")


class Spec:
    """What one availability specification says about the variant's platform."""

    def __init__(self):
        self.introduced = None
        self.unavailable = False
        self.deprecated = False
        self.message = None


def applies(name, platform, names_visionos, condition):
    if name == platform:
        return True
    # visionOS inherits iOS's availability in an attribute that does not name visionOS itself, but
    # not in a condition: `#available(iOS 18, *)` tests only the running platform's own
    # specification, so on visionOS its `*` matches (swiftlang/swift: `isPlatformActive` in
    # lib/AST/PlatformKind.cpp makes iOS active on visionOS except for runtime queries, and
    # `bestActiveSpecForQuery` in lib/Sema/AvailabilityScopeBuilder.cpp asks with ForRuntimeQuery).
    return platform == "visionOS" and name == "iOS" and not names_visionos and not condition


def remap(name, platform, v):
    if platform == "visionOS" and name == "iOS":
        if v <= (17,):
            return (1,)
        if v[0] == 18:
            return (2,) + v[1:]
        return v
    return v


def interpret(args, platform, floor, condition):
    """The Spec of an availability argument list for `platform`, or None if it says nothing of it;
    `condition` for the list of an `#available` or `#unavailable` rather than of an `@available`."""
    names_visionos = any(re.match(r"^(visionOS|xrOS)\b", a) for a in args)
    first = args[0]
    if SHORT.match(first) or first == "*":
        # Short form: `iOS 17.0, macOS 14.0, *`.
        for a in args:
            m = SHORT.match(a)
            if m and applies(m.group(1), platform, names_visionos, condition):
                spec = Spec()
                spec.introduced = remap(m.group(1), platform, version(m.group(2)))
                return spec
        return None
    if not applies(first, platform, names_visionos, condition):
        return None
    spec = Spec()
    for a in args[1:]:
        key, _, value = a.partition(":")
        key, value = key.strip(), value.strip()
        if key == "introduced":
            spec.introduced = remap(first, platform, version(value))
        elif key == "deprecated":
            if not value or remap(first, platform, version(value)) <= floor:
                spec.deprecated = True
        elif key == "obsoleted":
            if remap(first, platform, version(value)) <= floor:
                spec.unavailable = True
        elif key == "unavailable":
            spec.unavailable = True
        elif key == "message":
            spec.message = value
    return spec


def main():
    platform, floor, domains_dir = sys.argv[1], version(sys.argv[2]), pathlib.Path(sys.argv[3])
    assert platform in PLATFORMS, platform
    pattern = re.compile(r"(@available|#available|#unavailable)\s*\(")
    files = []
    for line in sys.stdin.read().splitlines():
        if line.strip():
            dst, src = line.split("\t")
            text = pathlib.Path(src).read_text()
            text = re.sub(r"\bos\((iOS|macOS|tvOS|watchOS|visionOS)\)",
                          lambda m: "true" if m.group(1) == platform else "false", text)
            files.append((pathlib.Path(dst), src, text))

    # Every occurrence, parsed once: (file index, start, end, kind, spec).
    found, thresholds, errors = [], set(), []
    for index, (_, src, text) in enumerate(files):
        masked = mask(text)
        for m in pattern.finditer(masked):
            depth, k = 1, m.end()
            while depth:
                depth += {"(": 1, ")": -1}.get(masked[k], 0)
                k += 1
            args = split_args(text[m.end():k - 1], masked[m.end():k - 1])
            spec = interpret(args, platform, floor, m.group(1) != "@available") if args else None
            if spec is None:
                continue
            if spec.introduced is not None and spec.introduced > floor:
                thresholds.add(spec.introduced)
            found.append((index, m.start(), k, m.group(1), spec))
            if m.group(1) == "#unavailable" and spec.introduced is not None and spec.introduced > floor:
                line = text.count("\n", 0, m.start()) + 1
                errors.append(f"{src}:{line}: #unavailable above the {platform} floor is not translated; use #available")

    def domains(v):
        return [domain_name(platform, t) for t in sorted(thresholds) if t <= v]

    edits = {}
    for index, start, end, kind, spec in found:
        text = files[index][2]
        original = text[start:end]
        needed = domains(spec.introduced) if spec.introduced is not None and spec.introduced > floor else []
        if kind == "@available":
            extra = [f"@available({d})" for d in needed]
            message = spec.message or f'"{platform}"'
            if spec.unavailable:
                extra.append(f"@available(*, unavailable, message: {message})")
            elif spec.deprecated:
                extra.append(f"@available(*, deprecated, message: {message})")
            replacement = " ".join([original] + extra)
        elif kind == "#available":
            replacement = ", ".join(f"#available({d})" for d in needed) if needed else original
        else:
            replacement = original
        edits.setdefault(index, []).append((start, end, replacement))

    for index, (dst, _, text) in enumerate(files):
        for start, end, replacement in sorted(edits.get(index, []), reverse=True):
            text = text[:start] + replacement + text[end:]
        if index in edits and thresholds:
            # Imported where used, at the end so that the first line (which names a file's platform)
            # and every line number stay those of the source.
            text += "\nimport AvailabilityDomains\n"
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(text)

    domains_dir.mkdir(parents=True, exist_ok=True)
    names = [domain_name(platform, t) for t in sorted(thresholds)]
    header = ["#include <availability_domain.h>", "int scrollwork_availability_query(void);"]
    header += [f"CLANG_DYNAMIC_AVAILABILITY_DOMAIN({n}, scrollwork_availability_query);" for n in names]
    (domains_dir / "AvailabilityDomains.h").write_text("\n".join(header) + "\n")
    (domains_dir / "module.modulemap").write_text(
        'module AvailabilityDomains {\n    header "AvailabilityDomains.h"\n    export *\n}\n')
    print(f"   {platform} {'.'.join(map(str, floor))}: domains {', '.join(names) or '(none)'}")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)


main()
