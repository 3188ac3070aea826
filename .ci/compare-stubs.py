#!/usr/bin/env python3
"""Holds the interface stubs (Stubs/Apple) to Apple's real SDKs.

Run from anywhere in a clone (needs swiftc, swift-symbolgraph-extract and swift-frontend beside it):

    python3 .ci/compare-stubs.py                      # every *.sdk under ${SCROLLWORK_APPLE_SDKS:-~/.cache/apple-sdks}
    python3 .ci/compare-stubs.py ~/.cache/apple-sdks/iPhoneOS17.0.sdk ~/.cache/apple-sdks/macOS14.0.sdk

With no SDK it prints one line saying it was skipped and exits 0. To get an SDK, from a mirror of the public GitHub
repositories theos/sdks (iPhoneOS16.5.sdk, really iOS 16.4) or itsnebulalol/sdks (iPhoneOS17.0.sdk, macOS13.0.sdk,
macOS14.0.sdk):  python3 /work/shared/apple-sdk/extract-sdk.py <mirror> iPhoneOS17.0.sdk ~/.cache/apple-sdks

What it compares, through the compiler's own view of both sides (symbol graphs, not regular expressions over Swift):
- the stubs are built for iOS (ObjectiveC, CoreGraphics, FoundationKVO, QuartzCore, UIKit, SwiftUI) and for macOS
  (AppKit in place of UIKit), as the newest SDK's variant (no SDK_XCODE_16_0), and their public symbols extracted
  with swift-symbolgraph-extract;
- each SDK is loaded by the same Linux compiler (as /work/shared/apple-sdk/typecheck-ios.sh does: a resource folder
  with the Dispatch and os API notes of .ci/realsdk-apinotes, SwiftUI rebuilt from the SDK's .swiftinterface with
  one os_log interpolation removed, a libxml symlink restored; target arm64-apple-ios / x86_64-apple-macos at the
  floors of Package.swift) and UIKit or AppKit, SwiftUI, QuartzCore, CoreGraphics, CoreFoundation, Foundation,
  ObjectiveC and Swift extracted, once per SDK and compiler, cached under
  ${SCROLLWORK_REALSDK_CACHE:-~/.cache/scrollwork-realsdk}/stubs-<key> (a first run takes a few minutes an SDK,
  later ones seconds). SwiftUI's interface is made buildable by .ci/realsdk_swiftui.py (as typecheck-realsdk-one.sh
  does: the macOS 13.0 SDK's Swift 5.7 interface gets the `Body` of its primitive conformances written out). A module
  that still does not load is named in the summary, and the stub of it is not compared with that SDK;
- every stub declaration is looked up by its path (`UIView.init(frame:)`; among overloads and constrained
  extensions, the one with the same generic constraints, then the closest); one Apple's type does not declare
  itself is looked up in its superclasses (`UILabel.init(frame:)` is UIView's), then in the protocols it conforms
  to (a view's `body`, an option set's `init()`: found, and a `body` checked against Apple's `Body`). It is compared
  on: the declaration as the compiler prints it, with argument labels, parameter, result and generic types,
  generic constraints, defaults, effects and modifiers (`static`/`class`, `convenience`, `final`); the isolation
  (`@MainActor` or none: a member takes its type's unless it says otherwise), `@preconcurrency`, and `@Sendable`
  and `@MainActor` in function types; whether a property can be set (`let` is a `var { get }`); `open` against
  `public`; a type's kind, superclass and the protocols the stub's conforms to; a protocol's requirements (Apple's
  optional ones, those with a default and underscored ones may be left out); and the availability for the SDK's
  platform (iOS for iPhoneOS SDKs, macOS for MacOSX SDKs: introduced, deprecated, obsoleted, unavailable; a
  declaration takes its type's availability unless it has its own).
- Not compared, as they are not API or the printer shows them on one side only: internal parameter names, a
  function's own generic parameter names (compared by position), `override`, `required` on an Objective-C
  initializer (NSCoding's `init(coder:)`), attributes that change nothing for a caller (`@frozen`, `@inlinable`,
  `@objc(name)`, `@NSCopying`, `@IBOutlet`, ...). A C structure's CGFloat fields are Double in Swift from the SDKs
  that moved CGFloat's typedef to CoreFoundation (iOS 17, macOS 14; Apple's pages show Double), CGFloat before: the
  two are compared as one there. FoundationKVO's `KeyValueObservingStub` stands in for NSObject (STAND_INS).

The stubs follow the newest SDKs (Xcode 16.3 and later), so:
- a declaration the SDK does not have is "not in this SDK" when the stub makes it available only after the SDK's
  version, and a mismatch when the stub says the SDK's version already had it;
- a difference from an SDK that a later SDK of the same platform on the machine does not have (Apple changed the
  declaration since: `collectionView(_:cellForItemAt:)` is iOS 6.0 in the 16.4 SDK, 8.0 in the 17.0 SDK and on its
  page) is listed with -v as changed after that SDK, not as a mismatch;
- a deprecation or obsoletion after the SDK's version (Apple's "to be deprecated" 100000 included) is not a
  difference;
- against an SDK whose Swift interfaces predate Swift 6 (all four above), a concurrency annotation (isolation,
  `@preconcurrency`, `@Sendable`, a `Sendable` conformance or refinement) is counted as newer than the SDK, not as a
  mismatch, when the stub has it and the SDK lacks it, and in either direction for a declaration written in Swift
  (SwiftUI, the overlays): the Swift 6 SDKs redid those (SwiftUI's `View` `@MainActor`, its modifiers and views'
  initializers `nonisolated`, `@MainActor` action closures). An annotation an Objective-C declaration has and the
  stub lacks or contradicts is a mismatch.

Output: one line per mismatch, `Stubs/…/File.swift:LINE: API: what differs — Apple: <Apple's declaration>`; then per
SDK `stubs vs <SDK>: N declarations compared, M mismatches, K not in this SDK (…)`. Exit 1 when any SDK has a
mismatch, 2 when the check cannot run, 0 otherwise. `-v` also lists the declarations not in each SDK, the
differences counted as newer than it, and the declarations found in a superclass or protocol.
"""
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import realsdk_swiftui  # noqa: E402  (beside this script: SwiftUI's interface made buildable, shared with typecheck-realsdk-one.sh)

ROOT = pathlib.Path(__file__).resolve().parent.parent
STUBS = ROOT / "Stubs" / "Apple"
SDK_SIDE_VERSION = f"2-swiftui-{realsdk_swiftui.VERSION}"  # bump when the SDK-side extraction changes, to rebuild the caches

# The stub modules of each flavour, in dependency order, and the SDK modules whose symbols they are compared with.
FLAVOURS = {
    "iOS": ["ObjectiveC", "CoreGraphics", "FoundationKVO", "QuartzCore", "UIKit", "SwiftUI"],
    "macOS": ["ObjectiveC", "CoreGraphics", "FoundationKVO", "QuartzCore", "AppKit", "SwiftUI"],
}
# CoreFoundation holds CGPoint, CGRect and CGAffineTransform from the iOS 17 and macOS 14 SDKs on; Swift the standard
# library's protocols, whose members (`rawValue`, `OptionSet`'s `init()`) a stub may declare on a conforming type.
SDK_MODULES = {
    "iOS": ["UIKit", "SwiftUI", "QuartzCore", "CoreGraphics", "CoreFoundation", "Foundation", "ObjectiveC", "Swift"],
    "macOS": ["AppKit", "SwiftUI", "QuartzCore", "CoreGraphics", "CoreFoundation", "Foundation", "ObjectiveC", "Swift"],
}
# Stand-ins: a stub type through which the stubs give an Apple type members they cannot declare on it (FoundationKVO's
# protocol gives Linux's NSObject the Foundation overlay's `observe(_:options:changeHandler:)`, which Apple declares
# in an extension of `_KeyValueCodingAndObserving` and its symbol graph shows on NSObject). The stand-in itself is not
# compared; its members are compared with the Apple type's.
STAND_INS = {"KeyValueObservingStub": "NSObject"}
# Conformances that Linux's NSObject or the compiler add on their own, not claims of a stub.
IMPLIED_CONFORMANCES = {"SendableMetatype", "KeyValueObservingStub", "Copyable", "Escapable", "BitwiseCopyable"}
FUNCTION_KINDS = {"swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
                  "swift.type.subscript", "swift.func.op"}
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol"}
# Attributes that change nothing for a client's type-check.
IGNORED_ATTRIBUTES = {"@frozen", "@inlinable", "@usableFromInline", "@_alwaysEmitIntoClient", "@_transparent",
                      "@_disfavoredOverload", "@objc", "@nonobjc", "@_fixed_layout", "@_effects", "@_semantics",
                      "@_silgen_name", "@_spi", "@_typeEraser", "@backDeployed", "@_originallyDefinedIn",
                      "@_implements", "@_borrowed", "@_hasMissingDesignatedInitializers", "@_marker", "dynamic",
                      "@_unsafeInheritExecutor", "@_specialize", "@_show_in_interface", "@_nonoverride", "@_weakLinked",
                      "@_documentation", "@_objcRuntimeName", "@_staticInitializeObjCMetadata", "@objcMembers",
                      "@_unavailableFromAsync", "@_predatesConcurrency", "@NSCopying", "@IBOutlet", "@IBAction",
                      "@IBInspectable", "@IBDesignable", "@NSManaged"}
CONCURRENCY = ("@MainActor", "@Sendable", "@preconcurrency", "nonisolated")


def version_tuple(text):
    return tuple(int(p) for p in str(text).split(".") if p != "")


def vstr(v):
    if v is None:
        return None
    if isinstance(v, dict):
        parts = [v.get("major", 0), v.get("minor", 0)] + ([v["patch"]] if v.get("patch") else [])
        return ".".join(str(p) for p in parts)
    return ".".join(str(p) for p in v)


def run(cmd, log=None, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if log is not None:
        pathlib.Path(log).write_text(r.stdout)
    return r


def fail(message):
    print(f"compare-stubs: {message}", file=sys.stderr)
    sys.exit(2)


# --- SDKs -------------------------------------------------------------------------------------------------------------

def find_sdks(args):
    explicit = bool(args)
    if not explicit:
        base = pathlib.Path(os.environ.get("SCROLLWORK_APPLE_SDKS", "~/.cache/apple-sdks")).expanduser()
        args = sorted(str(p) for p in base.glob("*.sdk")) if base.is_dir() else []
    sdks = []
    for a in args:
        p = pathlib.Path(a).expanduser()
        settings = p / "SDKSettings.json"
        if not settings.is_file():
            if explicit:
                fail(f"{a}: not an SDK folder (no SDKSettings.json)")
            continue
        s = json.loads(settings.read_text())
        canonical = s.get("CanonicalName", "")
        platform = "iOS" if canonical.startswith("iphoneos") else "macOS" if canonical.startswith("macosx") else None
        if platform is None:
            print(f"compare-stubs: {p.name}: {canonical} is not compared (only iPhoneOS and MacOSX SDKs are)")
            continue
        swift_interface = next(iter(sorted((p / "usr/lib/swift/Swift.swiftmodule").glob("*.swiftinterface"))), None)
        m = swift_interface and re.search(r"swift-compiler-version: Apple Swift version ([0-9.]+)",
                                          swift_interface.read_text(errors="replace")[:2000])
        sdks.append({"path": p.resolve(), "name": p.name, "platform": platform, "version": s["Version"],
                     "swift": m.group(1) if m else "0"})
    return sdks


def floor(platform):
    text = (ROOT / "Package.swift").read_text()
    m = re.search(r"\.%s\(\.v([0-9_]+)\)" % platform, text)
    if not m:
        fail(f"no .{platform} floor in Package.swift")
    v = m.group(1).replace("_", ".")
    return v if "." in v else v + ".0"


def toolchain():
    swiftc = shutil.which(os.environ.get("SWIFTC", "swiftc"))
    if not swiftc:
        fail("no swiftc on PATH")
    bindir = pathlib.Path(os.path.realpath(swiftc)).parent
    tools = {"swiftc": swiftc, "frontend": bindir / "swift-frontend", "extract": bindir / "swift-symbolgraph-extract",
             "lib": (bindir / "../lib/swift").resolve()}
    for k in ("frontend", "extract"):
        if not tools[k].exists():
            fail(f"no {tools[k].name} beside {swiftc}")
    tools["version"] = run([swiftc, "--version"]).stdout.splitlines()[0]
    return tools


def sdk_graphs(sdk, tools, verbose):
    """The SDK's symbol graphs (a folder), extracted once per SDK and compiler, and the modules that could not be
    loaded, each with the reason (a module name to a line)."""
    key = hashlib.sha1(f"{sdk['path']}\n{tools['version']}\n{SDK_SIDE_VERSION}\n".encode()).hexdigest()[:12]
    cache = pathlib.Path(os.environ.get("SCROLLWORK_REALSDK_CACHE", "~/.cache/scrollwork-realsdk")).expanduser()
    cache = cache / f"stubs-{key}"
    graphs = cache / "graphs"

    def unloaded():
        return {f.name[1:-len(".unloaded")]: f.read_text().strip() for f in graphs.glob(".*.unloaded")}
    if all((graphs / f".{m}.done").exists() or (graphs / f".{m}.unloaded").exists() for m in SDK_MODULES[sdk["platform"]]):
        return graphs, unloaded()
    print(f"compare-stubs: extracting {sdk['name']}'s symbol graphs into {cache} (once per SDK and compiler)", flush=True)
    cache.mkdir(parents=True, exist_ok=True)
    sdk_dir = sdk["path"]
    os_dir = "iphoneos" if sdk["platform"] == "iOS" else "macosx"
    # A resource folder of the compiler's own: the toolchain's shims and clang headers, the API notes of Dispatch
    # and os that Apple's toolchains carry, and no Swift modules for the platform (the SDK's are used).
    res = cache / "resdir"
    if not (res / ".done").exists():
        shutil.rmtree(res, ignore_errors=True)
        (res / "apinotes").mkdir(parents=True)
        (res / os_dir).mkdir()
        (res / "shims").symlink_to(tools["lib"] / "shims")
        (res / "clang").symlink_to(tools["lib"] / "clang")
        shutil.copy(tools["lib"] / "apinotes" / "std.apinotes", res / "apinotes")
        for notes in ("Dispatch", "os"):
            own = tools["lib"] / "apinotes" / f"{notes}.apinotes"
            shutil.copy(own if own.exists() and notes != "os" else ROOT / ".ci/realsdk-apinotes" / f"{notes}.apinotes",
                        res / "apinotes" / f"{notes}.apinotes")
        (res / ".done").touch()
    # GitHub copies of SDKs store the symlink usr/include/libxml -> libxml2/libxml as a second folder, whose module map
    # redefines libxml2: the SDK is seen through a folder of links that restores the symlink.
    inc = sdk_dir / "usr/include"
    if (inc / "libxml").is_dir() and not (inc / "libxml").is_symlink() and (inc / "libxml2/libxml").is_dir():
        view = cache / "sdk"
        if not (cache / "sdk.done").exists():
            shutil.rmtree(view, ignore_errors=True)
            (view / "usr/include").mkdir(parents=True)
            for e in sdk_dir.iterdir():
                if e.name != "usr":
                    (view / e.name).symlink_to(e)
            for e in (sdk_dir / "usr").iterdir():
                if e.name != "include":
                    (view / "usr" / e.name).symlink_to(e)
            for e in inc.iterdir():
                if e.name != "libxml":
                    (view / "usr/include" / e.name).symlink_to(e)
            (view / "usr/include/libxml").symlink_to("libxml2/libxml")
            (cache / "sdk.done").touch()
        sdk_dir = view
    if sdk["platform"] == "iOS":
        target, interface = f"arm64-apple-ios{floor('iOS')}", "arm64-apple-ios"
    else:
        target, interface = f"x86_64-apple-macos{floor('macOS')}", "x86_64-apple-macos"
    base = ["-target", target, "-sdk", str(sdk_dir), "-resource-dir", str(res), "-module-cache-path", str(cache / "mc")]
    # SwiftUI, rebuilt from the SDK's interface with one string interpolation in an @inlinable body removed: Swift 6
    # compilers reject that os_log call of Swift 5.x SDKs (Environment.wrappedValue's runtime-issue message).
    mods = cache / "modules"
    graphs.mkdir(parents=True, exist_ok=True)
    if not (mods / "SwiftUI.swiftmodule").exists() and not (graphs / ".SwiftUI.unloaded").exists():
        mods.mkdir(parents=True, exist_ok=True)
        src = sdk["path"] / f"System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/{interface}.swiftinterface"
        text = realsdk_swiftui.patched(src.read_text())   # the os_log interpolation; Swift 5.7's missing Body
        (cache / "SwiftUI.swiftinterface").write_text(text)
        r = run([str(tools["frontend"]), "-compile-module-from-interface", "-module-name", "SwiftUI", *base,
                 "-disable-availability-checking", "-o", str(mods / "SwiftUI.swiftmodule"),
                 str(cache / "SwiftUI.swiftinterface")], log=cache / "swiftui.log")
        if r.returncode != 0:
            # Not expected (realsdk_swiftui.py makes the four SDKs' interfaces build): the summary says so.
            (graphs / ".SwiftUI.unloaded").write_text(f"its interface does not build with this compiler "
                                                      f"({cache / 'swiftui.log'})\n")
    for module in SDK_MODULES[sdk["platform"]]:
        if (graphs / f".{module}.done").exists() or (graphs / f".{module}.unloaded").exists():
            continue
        if verbose:
            print(f"compare-stubs:   {sdk['name']}: {module}", flush=True)
        tmp = pathlib.Path(tempfile.mkdtemp(dir=cache, prefix=f"{module}."))
        r = run([str(tools["extract"]), "-module-name", module, *base, "-I", str(mods), "-minimum-access-level", "public",
                 "-skip-synthesized-members", "-output-dir", str(tmp)], log=cache / f"extract-{module}.log")
        if r.returncode != 0 or not (tmp / f"{module}.symbols.json").exists():
            fail(f"{sdk['name']}: no symbol graph of {module} (see {cache / f'extract-{module}.log'})")
        for f in tmp.iterdir():
            f.replace(graphs / f.name)
        tmp.rmdir()
        (graphs / f".{module}.done").touch()
    return graphs, unloaded()


def stub_graphs(platform, tools, work):
    """The stubs' symbol graphs for one flavour (a folder)."""
    out = work / platform
    (out / "graphs").mkdir(parents=True)
    for module in FLAVOURS[platform]:
        files = sorted(str(f) for f in (STUBS / module).glob("*.swift"))
        r = run([tools["swiftc"], "-emit-module", "-parse-as-library", "-swift-version", "6", "-Xfrontend",
                 "-enable-objc-interop", "-Xfrontend", "-experimental-skip-all-function-bodies", "-package-name",
                 "AppleStubs", "-module-name", module, "-I", str(out), "-emit-module-path",
                 str(out / f"{module}.swiftmodule"), *files])
        if r.returncode != 0:
            print(r.stdout, file=sys.stderr)
            fail(f"the {module} stub does not build")
        r = run([str(tools["extract"]), "-module-name", module, "-I", str(out), "-minimum-access-level", "public",
                 "-skip-synthesized-members", "-output-dir", str(out / "graphs")])
        if r.returncode != 0:
            print(r.stdout, file=sys.stderr)
            fail(f"no symbol graph of the {module} stub")
    return out / "graphs"


# --- Symbol graphs ----------------------------------------------------------------------------------------------------

def constraint_text(c):
    op = "==" if c.get("kind") == "sameType" else ":"
    return f"{c['lhs']} {op} {c['rhs']}"


def split_top_level(text, sep=","):
    parts, depth, cur = [], 0, ""
    for i, ch in enumerate(text):
        if ch in "([<":
            depth += 1
        elif ch in ")]>" and not (ch == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def norm_constraint(c):
    c = re.sub(r"\s*(==|:)\s*", r" \1 ", c.strip())
    return re.sub(r"\s+", " ", c)


class Graph:
    """The symbols of a folder of symbol-graph files, by identifier and by path, with their relationships."""

    def __init__(self, folder, own_only=None):
        self.symbols, self.by_path, self.parent = {}, {}, {}
        self.conforms, self.inherits, self.requirements, self.fallback = {}, {}, {}, {}
        self.defaulted = set()
        for f in sorted(pathlib.Path(folder).glob("*.symbols.json")):
            data = json.loads(f.read_text())
            module = f.name.split(".symbols.json")[0].split("@")[0]
            for s in data["symbols"]:
                usr = s["identifier"]["precise"]
                if own_only and ("::SYNTHESIZED::" in usr or own_only not in s.get("location", {}).get("uri", "")):
                    continue
                s["module"] = module
                self.symbols[usr] = s
                self.by_path.setdefault(tuple(s["pathComponents"]), []).append(s)
            for r in data["relationships"]:
                kind, src, dst = r["kind"], r["source"], r["target"]
                if "targetFallback" in r:
                    self.fallback[dst] = r["targetFallback"].split(".")[-1]
                if kind == "memberOf":
                    self.parent[src] = dst
                elif kind == "conformsTo":
                    self.conforms.setdefault(src, set()).add(dst)
                elif kind == "inheritsFrom":
                    self.inherits.setdefault(src, set()).add(dst)
                elif kind == "defaultImplementationOf":
                    self.defaulted.add(dst)
                elif kind in ("requirementOf", "optionalRequirementOf"):
                    self.requirements.setdefault(dst, []).append((src, kind == "optionalRequirementOf"))
                    self.parent.setdefault(src, dst)
        self.children = {}
        for src, dst in self.parent.items():
            self.children.setdefault(dst, []).append(src)

    def name_of(self, usr):
        s = self.symbols.get(usr)
        return s["pathComponents"][-1] if s else self.fallback.get(usr, usr)

    def parent_of(self, s):
        p = self.parent.get(s["identifier"]["precise"])
        if p in self.symbols:
            return self.symbols[p]
        path = tuple(s["pathComponents"])
        if len(path) > 1:
            for c in self.by_path.get(path[:-1], []):
                if c["kind"]["identifier"] in TYPE_KINDS or c["kind"]["identifier"] == "swift.typealias":
                    return c
        return None

    def availability(self, s, domain):
        """introduced, deprecated, obsoleted, unavailable for `domain`, each from the nearest declaration that says."""
        out = {"introduced": None, "deprecated": None, "obsoleted": None, "unavailable": False}
        node, seen = s, 0
        while node is not None and seen < 12:
            if seen and "::SYNTHESIZED::" in s["identifier"]["precise"]:
                break   # a protocol extension's member shown on a type: the type's availability is not its own
            for a in node.get("availability", []):
                if a.get("domain") == domain:
                    for k in ("introduced", "deprecated", "obsoleted"):
                        if out[k] is None and k in a:
                            out[k] = version_tuple(vstr(a[k]))
                if a.get("domain") in (domain, None, "*") and a.get("isUnconditionallyUnavailable"):
                    out["unavailable"] = True
            node, seen = self.parent_of(node), seen + 1
        return out

    def isolation(self, s):
        """`MainActor` or None (not isolated): the declaration's own, else (for a member) its type's. A nested type
        does not take its enclosing type's."""
        node, seen = s, 0
        while node is not None and seen < 2:
            attrs = decl_attributes(node)
            if "nonisolated" in attrs:
                return None
            if "@MainActor" in attrs:
                return "MainActor"
            if node["kind"]["identifier"] == "swift.class":   # a class takes its superclass's global actor
                for sup in self.superclass_symbols(node):
                    if "@MainActor" in decl_attributes(sup):
                        return "MainActor"
            if node["kind"]["identifier"] in TYPE_KINDS or node["kind"]["identifier"] == "swift.typealias":
                return None
            node, seen = self.parent_of(node), seen + 1
        return None

    def superclass_symbols(self, s):
        out, usr = [], s["identifier"]["precise"]
        while len(out) < 20 and self.inherits.get(usr):
            usr = sorted(self.inherits[usr])[0]
            if usr not in self.symbols:
                break
            out.append(self.symbols[usr])
        return out

    def superclasses(self, s):
        names, usr = [], s["identifier"]["precise"]
        while len(names) < 20 and self.inherits.get(usr):
            usr = sorted(self.inherits[usr])[0]
            names.append(self.name_of(usr))
        return names

    def conformances(self, s):
        """The names of the protocols a type conforms to, its superclasses' included."""
        return self.conformances_of(s["identifier"]["precise"])

    def conformances_of(self, usr):
        out, todo = set(), [usr] if usr else []
        while todo:
            u = todo.pop()
            out |= {self.name_of(t) for t in self.conforms.get(u, ())}
            todo.extend(self.inherits.get(u, ()))
        return out

    def own_constraints(self, s):
        """The generic constraints of the declaration itself: its where clause and those of the extension it is
        declared in, less those its enclosing type already has."""
        text = normalized(s)["where"]
        ext = {norm_constraint(constraint_text(c)) for c in (s.get("swiftExtension") or {}).get("constraints", [])}
        p = self.parent_of(s)
        inherited = set()
        if p is not None:
            inherited = {norm_constraint(constraint_text(c)) for c in (p.get("swiftGenerics") or {}).get("constraints", [])}
            inherited |= normalized(p)["where"]
        return (text | ext) - inherited


def decl_attributes(s):
    """The attributes written before the declaration's first keyword (`@MainActor`, `nonisolated`, `@frozen`)."""
    attrs, frags, i = [], s.get("declarationFragments", []), 0
    while i < len(frags):
        f = frags[i]
        if f["kind"] == "attribute":
            if f["spelling"] == "@" and i + 1 < len(frags) and frags[i + 1]["kind"] == "attribute":
                attrs.append("@" + frags[i + 1]["spelling"])
                i += 2
                continue
            attrs.append(f["spelling"])
        elif f["kind"] == "keyword":
            break
        i += 1
    return attrs


def apple_text(s):
    return re.sub(r"\s+", " ", "".join(f["spelling"] for f in s.get("declarationFragments", []))).strip()


_normalized = {}


def normalized(s):
    """The declaration as compared: `text` without internal parameter names, attributes that change nothing for a
    client, concurrency annotations and the where clause; a function's own generic parameters renamed by position.
    Apart: `decl` (the concurrency attributes before the keyword), `types` (those in the types, each with its offset
    in `text`), `where` (a set of constraints) and `accessors` of a property or subscript (`let` is `var { get }`)."""
    key = id(s)
    if key in _normalized:
        return _normalized[key]
    frags = [dict(f) for f in s.get("declarationFragments", [])]
    kind = s["kind"]["identifier"]
    out = []
    for f in frags:
        if f["kind"] == "internalParam":
            if out and out[-1]["kind"] == "text" and out[-1]["spelling"].endswith(" "):
                out[-1] = dict(out[-1], spelling=out[-1]["spelling"][:-1])
            continue
        out.append(f)
    frags = out
    if kind in FUNCTION_KINDS:
        names = []
        for f in frags:
            if f["kind"] == "genericParameter" and f["spelling"] not in names:
                names.append(f["spelling"])
        mapping = {n: f"τ{i}" for i, n in enumerate(names)}
        if mapping:
            rx = re.compile(r"(?<![.\w])(%s)\b" % "|".join(re.escape(n) for n in mapping))
            for f in frags:
                if f["kind"] in ("genericParameter", "typeIdentifier") and f["spelling"] in mapping:
                    f["spelling"] = mapping[f["spelling"]]
                elif f["kind"] == "text":
                    f["spelling"] = rx.sub(lambda m: mapping[m.group(1)], f["spelling"])
    # Attributes before the first keyword.
    decl, i, text = set(), 0, ""
    before_keyword = True
    while i < len(frags):
        f = frags[i]
        if f["kind"] == "keyword":
            before_keyword = False
        if f["kind"] == "attribute":
            spelling = f["spelling"]
            if spelling == "@" and i + 1 < len(frags) and frags[i + 1]["kind"] == "attribute":
                spelling = "@" + frags[i + 1]["spelling"]
                i += 1
            name = re.match(r"@?[A-Za-z_]+", spelling).group(0)
            if before_keyword and name in CONCURRENCY:
                decl.add(name)
                i += 1
                continue
            if name in IGNORED_ATTRIBUTES:
                i += 1
                # Its arguments, printed as text after it: `@objc(_NSKeyValueObservation) `.
                if i < len(frags) and frags[i]["kind"] == "text" and frags[i]["spelling"].startswith("("):
                    close = frags[i]["spelling"].find(")")
                    if close >= 0:
                        frags[i] = dict(frags[i], spelling=frags[i]["spelling"][close + 1:])
                continue
            text += spelling
        else:
            text += f["spelling"]
        i += 1
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"(^|\s)(%s)(\([^()]*\))?(?=\s)" % "|".join(re.escape(a) for a in IGNORED_ATTRIBUTES), " ",
                  " " + text + " ")
    text = re.sub(r"\s+", " ", text).strip()
    # Modifiers the printer gives one side only: `override` (never printed for Objective-C declarations).
    text = re.sub(r"(^| )override ", r"\1", text)
    types = []
    while True:
        m = re.search(r"(?:(?<=[\s(,:])|^)(@MainActor|@Sendable|@preconcurrency|nonisolated)(?: |(?=[()]))", text)
        if not m:
            break
        types.append((m.group(1), m.start()))
        text = (text[:m.start()] + text[m.end():]).strip()
    accessors = None
    if kind in ("swift.property", "swift.type.property", "swift.var", "swift.subscript", "swift.type.subscript"):
        m = re.search(r" \{ (get(?: (?:nonmutating |mutating )?set)?) \}$", text)
        if m:
            accessors, text = m.group(1), text[:m.start()]
        elif re.search(r"(^| )let ", text):
            accessors = "get"
        else:
            accessors = "get set"
        text = re.sub(r"(^| )let ", r"\1var ", text)
    where = set()
    parts = split_top_level(text, sep=" ") if " where " in text else []
    if parts:
        depth, idx = 0, None
        for j, ch in enumerate(text):
            if ch in "([<":
                depth += 1
            elif ch in ")]>" and not (ch == ">" and text[j - 1] == "-"):
                depth -= 1
            elif depth == 0 and text.startswith(" where ", j):
                idx = j
        if idx is not None:
            where = {norm_constraint(c) for c in split_top_level(text[idx + 7:])}
            text = text[:idx]
    result = {"text": text, "decl": decl, "types": types, "accessors": accessors, "where": where}
    _normalized[key] = result
    return result


def split_signature(text):
    """head, [parameters], tail of a function's normalized text (the top-level parentheses after the name)."""
    depth, start = 0, None
    for i, ch in enumerate(text):
        if ch in "<[":
            depth += 1
        elif ch in ">]" and not (ch == ">" and text[i - 1] == "-"):
            depth -= 1
        elif ch == "(" and depth == 0:
            start = i
            break
    if start is None:
        return text, None, ""
    depth = 0
    for j in range(start + 1, len(text)):
        ch = text[j]
        if ch in "([<":
            depth += 1
        elif ch in ")]>" and not (ch == ">" and text[j - 1] == "-"):
            if depth == 0 and ch == ")":
                return text[:start], split_top_level(text[start + 1:j]), text[j + 1:].strip()
            depth -= 1
    return text, None, ""


def describe_text_difference(kind, stub, apple):
    if kind in FUNCTION_KINDS:
        sh, sp, st = split_signature(stub)
        ah, ap, at = split_signature(apple)
        if sp is not None and ap is not None:
            parts = []
            if sh != ah:
                parts.append(f"`{sh}` where Apple has `{ah}`")
            if len(sp) != len(ap):
                parts.append(f"{len(sp)} parameters where Apple has {len(ap)}")
            else:
                for k, (a, b) in enumerate(zip(sp, ap)):
                    if a != b:
                        parts.append(f"parameter {k + 1} `{a}` where Apple has `{b}`")
            if st != at:
                parts.append(f"`{st or '(nothing)'}` after the parameters where Apple has `{at or '(nothing)'}`")
            if parts:
                return "; ".join(parts)
    return f"declared `{stub}` where Apple has `{apple}`"


# --- Comparison -------------------------------------------------------------------------------------------------------

def stub_location(s):
    loc = s.get("location")
    if not loc:
        return "Stubs/Apple"
    path = loc["uri"].replace("file://", "")
    try:
        path = str(pathlib.Path(path).resolve().relative_to(ROOT))
    except ValueError:
        pass
    return f"{path}:{loc['position']['line'] + 1}"


def display_path(s):
    return ".".join(s["pathComponents"])


def apple_path(path):
    return tuple(STAND_INS.get(p, p) for p in path)


def avail_text(av, domain):
    if av["unavailable"]:
        return f"@available({domain}, unavailable)"
    if av["introduced"] is None and av["deprecated"] is None and av["obsoleted"] is None:
        return ""
    if av["deprecated"] is None and av["obsoleted"] is None:
        return f"@available({domain} {vstr(av['introduced'])})"
    parts = [f"{k}: {vstr(av[k])}" for k in ("introduced", "deprecated", "obsoleted") if av[k] is not None]
    return f"@available({domain}, " + ", ".join(parts) + ")"


class Comparison:
    def __init__(self, stub, apple, sdk, unloaded=()):
        self.stub, self.apple, self.sdk, self.unloaded = stub, apple, sdk, set(unloaded)
        self.skipped = 0
        self.domain = sdk["platform"]
        self.sdk_version = version_tuple(sdk["version"])
        self.pre_swift6 = version_tuple(sdk["swift"]) < (6,)
        self.mismatches, self.not_in, self.newer, self.notes = [], [], [], []
        self.mismatch_of, self.clean, self.changed_later = {}, set(), []
        self.compared = 0

    def apple_type(self, path):
        for c in self.apple.by_path.get(path, []):
            if c["kind"]["identifier"] in TYPE_KINDS:
                return c
        return None

    def inherited_candidates(self, path, stub_symbol):
        """Apple's declarations of `path` in a superclass of the enclosing type (Apple's view of that type)."""
        t = self.apple_type(path[:-1]) if len(path) > 1 else None
        if t is None:
            return [], None
        for sup in self.apple.superclasses(t):
            found = self.apple.by_path.get((sup, path[-1]), [])
            if found:
                return found, f"inherited from {sup}"
        return [], None

    def protocol_candidates(self, path, stub_symbol):
        """A requirement or extension member of a protocol the enclosing type conforms to in Apple's SDK."""
        t = self.apple_type(path[:-1]) if len(path) > 1 else None
        if t is None:
            return [], None
        stub_conf = self.stub.conformances_of(self.stub.parent.get(stub_symbol["identifier"]["precise"]))
        apple_conf = self.apple.conformances(t)
        # The protocols the stub's type conforms to first; requirements before extension members.
        order = sorted(apple_conf, key=lambda p: (p not in stub_conf, p))

        def f_parent(f):
            return self.apple.parent.get(f["identifier"]["precise"])
        for want_requirement in (True, False):
            for proto in order:
                found = self.apple.by_path.get((proto, path[-1]), [])
                if want_requirement:
                    found = [f for f in found if any(f["identifier"]["precise"] == u for u, _ in
                                                     self.apple.requirements.get(f_parent(f), []))]
                if found:
                    return found, f"through {t['pathComponents'][-1]}'s conformance to {proto}"
        return [], None

    def differences(self, s, a, context=None):
        """What differs between stub declaration `s` and Apple's `a` (a member of Apple's type `context` when it is
        inherited from a superclass), and what is newer than the SDK."""
        stub, apple, domain = self.stub, self.apple, self.domain
        diffs, later = [], []
        kind, akind = s["kind"]["identifier"], a["kind"]["identifier"]
        objc = a["identifier"]["precise"].startswith("c:")
        # A Swift declaration of a pre-Swift 6 SDK: its concurrency annotations were redone by the Swift 6 SDKs
        # (View @MainActor, views' initializers nonisolated), so no difference in them is a mismatch.
        lenient = self.pre_swift6 and not objc
        if kind != akind:
            diffs.append(f"a {s['kind']['displayName'].lower()} where Apple has a {a['kind']['displayName'].lower()}")
        ns, na = normalized(s), normalized(a)
        st, at = ns["text"], na["text"]
        for stand, real in STAND_INS.items():
            st = re.sub(r"\b%s\b" % stand, real, st)
        if objc:  # `required` is not printed for Objective-C initializers (NSCoding's init(coder:) is required)
            st = re.sub(r"(^| )required ", r"\1", st)
        if kind == "swift.typealias" and " = " not in at:
            st = st.split(" = ")[0]
        parent = apple.parent_of(a)
        if st != at and parent is not None and parent["identifier"]["precise"].startswith("c:@S@") \
                and re.sub(r"\bCGFloat\b", "Double", st) == re.sub(r"\bCGFloat\b", "Double", at):
            # A C structure's CGFloat fields (and memberwise initializer) are imported as Double from the SDKs that
            # moved CGFloat's typedef to CoreFoundation (iOS 17, macOS 14; Apple's pages show Double), as CGFloat
            # before: the two are compared as one there.
            st = at
        if kind == "swift.protocol" and akind == kind and st != at:
            # Refining Sendable is a concurrency annotation (SwiftUI's ShapeStyle refines it from the iOS 17 SDK).
            def unsendable(t):
                head, _, inherited = t.partition(" : ")
                rest = [p for p in split_top_level(inherited) if p != "Sendable"]
                return head + (" : " + ", ".join(rest) if rest else ""), "Sendable" in split_top_level(inherited)
            (st2, ss), (at2, as_) = unsendable(st), unsendable(at)
            if st2 == at2:
                st = at
                if ss and not as_ and self.pre_swift6:
                    later.append("refines Sendable, which Apple's does not (newer than the SDK)")
                else:
                    diffs.append(f"{'refines' if ss else 'does not refine'} Sendable where Apple's "
                                 f"{'does not' if ss else 'does'}")
        if st != at:
            diffs.append(describe_text_difference(kind, st, at))
        sw, aw = stub.own_constraints(s), apple.own_constraints(a)
        if sw != aw:
            diffs.append(f"constraints `{', '.join(sorted(sw)) or '(none)'}` where Apple has "
                         f"`{', '.join(sorted(aw)) or '(none)'}`")
        if ns["accessors"] != na["accessors"]:
            diffs.append(f"{{ {ns['accessors']} }} where Apple has {{ {na['accessors']} }}")
        if s.get("accessLevel") != a.get("accessLevel") and {s.get("accessLevel"), a.get("accessLevel")} <= {"open", "public"}:
            diffs.append(f"{s.get('accessLevel')} where Apple has {a.get('accessLevel')}")
        # Isolation: the effective isolation, @preconcurrency, and the annotations in the types.
        siso, aiso = stub.isolation(s), apple.isolation(a)
        if siso != aiso:
            phrase = f"isolation {'@' + siso if siso else 'none'} where Apple has {'@' + aiso if aiso else 'none'}"
            (later if lenient or (self.pre_swift6 and aiso is None) else diffs).append(phrase)
        if ("@preconcurrency" in ns["decl"]) != ("@preconcurrency" in na["decl"]):
            stub_has = "@preconcurrency" in ns["decl"]
            phrase = f"{'' if stub_has else 'no '}@preconcurrency where Apple has {'none' if stub_has else 'it'}"
            (later if lenient or (self.pre_swift6 and stub_has) else diffs).append(phrase)
        if st == at and set(ns["types"]) != set(na["types"]):
            extra = sorted(x for x, _ in set(ns["types"]) - set(na["types"]))
            missing = sorted(x for x, _ in set(na["types"]) - set(ns["types"]))
            phrase = "in its types " + "; ".join(([f"{' '.join(extra)} that Apple's lacks"] if extra else []) +
                                                 ([f"no {' '.join(missing)} where Apple has"] if missing else []))
            (later if lenient or (self.pre_swift6 and not missing) else diffs).append(phrase)
        # Availability on the SDK's platform.
        sav, aav = stub.availability(s, domain), apple.availability(a, domain)
        if context is not None:   # inherited: usable from the later of the member's and the type's introduction
            tav = apple.availability(context, domain)
            if tav["introduced"] is not None and (aav["introduced"] is None or tav["introduced"] > aav["introduced"]):
                aav = dict(aav, introduced=tav["introduced"])
        if sav["unavailable"] != aav["unavailable"]:
            diffs.append(f"{'unavailable' if sav['unavailable'] else 'available'} on {domain} where Apple's is "
                         f"{'unavailable' if aav['unavailable'] else 'available'}")
        elif not sav["unavailable"]:
            if sav["introduced"] != aav["introduced"] and aav["introduced"] is not None:
                diffs.append(f"introduced in {domain} {vstr(sav['introduced']) or '(no version)'} where Apple says "
                             f"{vstr(aav['introduced'])}")
            for k in ("deprecated", "obsoleted"):
                sv, av = sav[k], aav[k]
                sv = sv if sv is not None and sv <= self.sdk_version else None   # after this SDK
                av = av if av is not None and av <= self.sdk_version else None   # after it, or 100000: "to be"
                if sv != av:
                    diffs.append(f"{k} in {domain} {vstr(sv) or '(no)'} where Apple says {vstr(av) or '(no)'}")
        # Types: superclass and conformances.
        if kind in TYPE_KINDS and kind == akind:
            ssup, asup = stub.superclasses(s), apple.superclasses(a)
            if ssup[:1] != asup[:1]:
                diffs.append(f"superclass {ssup[0] if ssup else '(none)'} where Apple has {asup[0] if asup else '(none)'}")
            aconf = apple.conformances(a) | ({"Sendable"} if aiso else set())
            implied = IMPLIED_CONFORMANCES | ({"Sendable"} if siso else set())   # a global actor's types are Sendable
            extra = sorted(p for p in stub.conformances(s) - implied if p not in aconf)
            if extra:
                (later if self.pre_swift6 and extra == ["Sendable"] else diffs).append(
                    "conforms to " + ", ".join(extra) + ", which Apple's does not")
        if kind == "swift.protocol" and akind == "swift.protocol":
            sreq = set().union(*self.requirements(stub, s))
            areq, aopt = self.requirements(apple, a)
            missing = sorted(r for r in areq - sreq if not r.startswith("_"))
            extra = sorted(sreq - areq - aopt)
            if missing:
                diffs.append("lacks Apple's requirement " + ", ".join(missing))
            if extra:
                diffs.append("requires " + ", ".join(extra) + ", which Apple's does not")
        return diffs, later

    def mismatch(self, s, line):
        self.mismatches.append(line)
        self.mismatch_of[s["identifier"]["precise"]] = line

    def forgive_changed_later(self, newer):
        """Moves the mismatches of declarations that `newer`, a later SDK of the same platform, declares as the stub
        does to `changed_later`: Apple changed them after this SDK, and the stubs follow the newest."""
        for usr, line in list(self.mismatch_of.items()):
            if usr in newer.clean:
                self.mismatches.remove(line)
                del self.mismatch_of[usr]
                self.changed_later.append(f"{line} (as {newer.sdk['name']} declares it)")

    @staticmethod
    def requirements(graph, p):
        """The requirements a conformer must implement, and those it may leave out (optional ones, and those with
        a default implementation or, for an associated type, a default type)."""
        usr = p["identifier"]["precise"]
        req, opt = set(), set()
        for u, optional in graph.requirements.get(usr, []):
            x = graph.symbols.get(u)
            defaulted = u in graph.defaulted or (x is not None and x["kind"]["identifier"] == "swift.associatedtype"
                                                 and " = " in apple_text(x))
            (opt if optional or defaulted else req).add(graph.name_of(u))
        for u in graph.children.get(usr, []):
            x = graph.symbols.get(u)
            if x is not None and x["kind"]["identifier"] == "swift.associatedtype":
                (opt if " = " in apple_text(x) else req).add(x["pathComponents"][-1])
        return req, opt

    def run(self):
        stub, apple, domain = self.stub, self.apple, self.domain
        for s in sorted(stub.symbols.values(), key=lambda x: (stub_location(x), display_path(x))):
            path = tuple(s["pathComponents"])
            if path in {(k,) for k in STAND_INS}:
                continue
            if s["module"] in self.unloaded:
                self.skipped += 1
                continue
            where = f"{stub_location(s)}: {display_path(s)}"
            sav = stub.availability(s, domain)
            newer_than_sdk = sav["introduced"] is not None and sav["introduced"] > self.sdk_version
            candidates = apple.by_path.get(apple_path(path), [])
            candidates = [a for a in candidates if a["module"] == s["module"]] or candidates
            # Overloads and constrained extensions: the declarations with the same constraints, if any.
            same = [a for a in candidates if apple.own_constraints(a) == stub.own_constraints(s)]
            via, context = None, None
            if not same:
                for finder in (self.inherited_candidates, self.protocol_candidates):
                    found, how = finder(apple_path(path), s)
                    if found:
                        candidates, via = found, how
                        context = self.apple_type(apple_path(path)[:-1])
                        break
            else:
                candidates = same
            if not candidates:
                if sav["unavailable"]:
                    continue
                if newer_than_sdk:
                    self.not_in.append(f"{where} ({domain} {vstr(sav['introduced'])})")
                    continue
                base = path[-1].split("(")[0]
                siblings = sorted(".".join(p) for p in apple.by_path if p[:-1] == apple_path(path[:-1])
                                  and p[-1].split("(")[0] == base)
                hint = f"; Apple has {', '.join(siblings[:8])}" if siblings else ""
                self.mismatch(s, f"{where}: not in {self.sdk['name']}, though the stub makes it available in "
                                       f"{domain} {vstr(sav['introduced']) or '(any version)'}{hint}")
                continue
            if via and via.startswith("through"):
                # Declared by a protocol Apple's type conforms to (a requirement's witness Apple does not show, or
                # an extension member): there is no declaration of Apple's type to compare with, except that a view's
                # `body` has the type of Apple's `Body`.
                self.compared += 1
                self.notes.append(f"{where}: {via}")
                bodies = [b for b in apple.by_path.get(apple_path(path[:-1]) + ("Body",), [])
                          if b["kind"]["identifier"] == "swift.typealias"]
                if path[-1] == "body" and bodies:
                    mine = normalized(s)["text"].split(": ", 1)[-1]
                    theirs = {normalized(b)["text"].split(" = ", 1)[-1] for b in bodies}
                    if mine not in theirs:
                        self.mismatch(s, f"{where}: of type `{mine}` where Apple's Body is "
                                               f"`{' or '.join(sorted(theirs))}` — Apple: {apple_text(bodies[0])}")
                continue
            scored = sorted((self.differences(s, a, context) + (a,) for a in candidates), key=lambda x: len(x[0]))
            diffs, later, a = scored[0]
            if diffs and newer_than_sdk:
                self.not_in.append(f"{where} ({domain} {vstr(sav['introduced'])}; the SDK has another "
                                   f"{display_path(a)})")
                continue
            self.compared += 1
            if via:
                self.notes.append(f"{where}: {via}")
            self.newer.extend(f"{where}: {x}" for x in later)
            if diffs:
                at = avail_text(apple.availability(a, domain), domain)
                self.mismatch(s, f"{where}: {'; '.join(diffs)} — Apple: {(at + ' ') if at else ''}{apple_text(a)}")
            else:
                self.clean.add(s["identifier"]["precise"])
        return self


def main(argv):
    verbose = "-v" in argv
    args = [a for a in argv if a != "-v"]
    sdks = find_sdks(args)
    if not sdks:
        where = os.environ.get("SCROLLWORK_APPLE_SDKS", "~/.cache/apple-sdks")
        print(f"compare-stubs: skipped: no Apple SDK under {where} (to get one, from a mirror of theos/sdks or "
              "itsnebulalol/sdks: python3 /work/shared/apple-sdk/extract-sdk.py <mirror> iPhoneOS17.0.sdk ~/.cache/apple-sdks)")
        return 0
    tools = toolchain()
    work = pathlib.Path(tempfile.mkdtemp(prefix="compare-stubs."))
    try:
        stubs = {}
        any_mismatch = False
        summaries = []
        comparisons = []
        for sdk in sdks:
            graphs, unloaded = sdk_graphs(sdk, tools, verbose)
            if sdk["platform"] not in stubs:
                stubs[sdk["platform"]] = Graph(stub_graphs(sdk["platform"], tools, work), own_only=str(STUBS))
            comparisons.append((Comparison(stubs[sdk["platform"]], Graph(graphs), sdk, unloaded).run(), unloaded))
        for c, _ in comparisons:
            for later, _ in comparisons:
                if later.domain == c.domain and later.sdk_version > c.sdk_version:
                    c.forgive_changed_later(later)
        for c, unloaded in comparisons:
            sdk = c.sdk
            for line in c.mismatches:
                print(line)
            if verbose:
                for line in c.not_in:
                    print(f"   not in {sdk['name']}: {line}")
                for line in c.changed_later:
                    print(f"   changed after {sdk['name']}: {line}")
                for line in c.newer:
                    print(f"   newer than {sdk['name']}: {line}")
                for line in c.notes:
                    print(f"   compared {line}")
            summaries.append(f"stubs vs {sdk['name']}: {c.compared} declarations compared, {len(c.mismatches)} mismatches, "
                             f"{len(c.not_in)} not in this SDK ({sdk['platform']} {sdk['version']}; "
                             f"{len(c.newer)} concurrency differences newer than the SDK"
                             + (f"; {len(c.changed_later)} declared as the stub by a later SDK here" if c.changed_later else "")
                             + "".join(f"; {c.skipped} declarations of the {m} stub not compared: {why}"
                                       for m, why in sorted(unloaded.items())) + ")")
            any_mismatch |= bool(c.mismatches)
        for s in summaries:
            print(s)
        return 1 if any_mismatch else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
