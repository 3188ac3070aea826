#!/usr/bin/env python3
"""Checks Schema/stage-document.schema.json, the JSON Schema of version 2 of the stage document.

- The schema is a valid draft 2020-12 schema.
- Every example document of version 2 validates: Examples/**/*.json, and the ```json blocks of
  the DocC catalogue that are whole documents.
- With --corpus DIR: the schema and the decoder agree on every document of DIR, a corpus written
  by the test suite (SCROLLWORK_SCHEMA_CORPUS=DIR swift test --filter SchemaCorpus): files named
  accept-*.json are those StageDocument(json:) reads, refuse-*.json those it refuses; the schema
  must accept exactly the first.
- A designer's common mistakes, each made once in a small document: the best match of a standard
  validator (`jsonschema.exceptions.best_match`) names the faulty field (issue 38, item 3).

Uses the `jsonschema` package, installing it with pip (for this user) when it is missing.
"""
import glob
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

try:
    import jsonschema
except ImportError:
    print("check-schema: installing jsonschema with pip")
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "--user", "jsonschema"])
    import site
    import importlib
    sys.path.append(site.getusersitepackages())
    importlib.invalidate_caches()
    import jsonschema

schema_path = os.path.join(root, "Schema", "stage-document.schema.json")
with open(schema_path, encoding="utf-8") as file:
    schema = json.load(file)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)


def faults(document):
    return sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path).__repr__())


failed = False
examples = 0
candidates = []
for path in sorted(glob.glob(os.path.join(root, "Examples", "**", "*.json"), recursive=True)):
    with open(path, encoding="utf-8") as file:
        candidates.append((os.path.relpath(path, root), file.read()))
for path in sorted(glob.glob(os.path.join(root, "Sources", "*", "Documentation.docc", "*.md"))):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    for index, block in enumerate(re.findall(r"^```json\n(.*?)^```", text, re.S | re.M)):
        candidates.append((f"{os.path.relpath(path, root)} (json block {index + 1})", block))
for name, text in candidates:
    try:
        document = json.loads(text)
    except json.JSONDecodeError:
        continue
    if not isinstance(document, dict) or document.get("version") != 2:
        continue
    examples += 1
    for error in faults(document):
        failed = True
        print(f"check-schema: {name}: {'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message[:300]}")
if examples == 0:
    failed = True
    print("check-schema: no example document of version 2 found")

corpus_count = 0
if "--corpus" in sys.argv:
    corpus = sys.argv[sys.argv.index("--corpus") + 1]
    files = sorted(glob.glob(os.path.join(corpus, "*.json")))
    if not files:
        failed = True
        print(f"check-schema: the corpus {corpus} is empty")
    accepted = refused = 0
    for path in files:
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        decoder_accepts = name.startswith("accept-")
        errors = faults(document)
        schema_accepts = not errors
        accepted += decoder_accepts
        refused += not decoder_accepts
        corpus_count += 1
        if schema_accepts != decoder_accepts:
            failed = True
            why = "; ".join(f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:200]}" for e in errors[:3])
            print(f"check-schema: {name}: the decoder {'accepts' if decoder_accepts else 'refuses'} it, the schema {'accepts' if schema_accepts else 'refuses'} it {why}")
    if accepted == 0 or refused == 0:
        failed = True
        print(f"check-schema: the corpus needs documents of both kinds ({accepted} accepted, {refused} refused)")

# A designer's common mistakes that a schema can see: (what, the text replaced, its replacement,
# the path the best match must name, a word its message must hold). The others (a trailing comma,
# overlapping scales, a target with no element, a duplicate scene) are the decoder's and the
# preview's: see CommonMistakesTests.
MISTAKES_BASE = """{
  "version": 2,
  "layout": {"viewport": [390, 844], "content": [390, 3000],
             "elements": {"card": [0, 900, 390, 400], "product": [0, 1400, 390, 400]}},
  "scenes": [
    {"name": "intro", "trigger": "card", "start": "top center", "end": "+=600",
     "tracks": [
       {"target": "card.opacity", "initial": 0, "motion": "fade",
        "scales": [{"start": 0, "length": 0.5, "to": 1, "easing": "easeOutCubic"}]},
       {"target": "card.tint", "type": "color", "initial": "#1c2b3a",
        "scales": [{"start": 0, "length": 1, "to": "#ffcc00"}]},
       {"target": "product.rotation", "initial": 0, "scales": [{"start": 0, "length": 1, "to": 12000}]}
     ]},
    {"name": "outro", "trigger": "product", "start": "top bottom", "end": "+=300"}
  ],
  "tracks": [{"target": "page.tint", "type": "color", "domain": "offset", "initial": "#000",
              "scales": [{"start": 0, "length": 900, "to": "#fff", "easing": "easeInOutSine"}]}]
}"""
MISTAKES = [
    ("a misspelt key", '"motion": "fade"', '"moton": "fade"', "scenes/0/tracks/0", "moton"),
    ("a misspelt key in a scene", '"end": "+=600"', '"ned": "+=600"', "scenes/0", "ned"),
    ("a bad colour", '"to": "#ffcc00"', '"to": "#ffcc0"', "scenes/0/tracks/1/scales/0/to", "#ffcc0"),
    ("a colour name", '"to": "#fff"', '"to": "white"', "tracks/0/scales/0/to", "white"),
    ("a bad anchor", '"start": "top center"', '"start": "top centre"', "scenes/0/start", "top centre"),
    ("a bad length", '"end": "+=600"', '"end": "+=6oo"', "scenes/0/end", "+=6oo"),
    ("a missing to", '"length": 1, "to": 12000}', '"length": 1}', "scenes/0/tracks/2/scales/0", "'to'"),
    ("a string for a number", '"to": 12000', '"to": "12000"', "scenes/0/tracks/2/scales/0/to", "number"),
    ("a string for a number in a colour track", '"length": 1, "to": "#ffcc00"', '"length": "1", "to": "#ffcc00"', "scenes/0/tracks/1/scales/0/length", "number"),
    ("a number for a colour", '"to": "#ffcc00"', '"to": 12000', "scenes/0/tracks/1/scales/0/to", "string"),
    ("an unknown easing", '"easing": "easeOutCubic"', '"easing": "power2.inOut"', "scenes/0/tracks/0/scales/0/easing", "power2.inOut"),
    ("an unknown easing in a top-level track", '"easing": "easeInOutSine"', '"easing": "easeInOutSin"', "tracks/0/scales/0/easing", "easeInOutSin"),
    ("an unknown track type", '"type": "color", "initial": "#1c2b3a"', '"type": "colour", "initial": "#1c2b3a"', "scenes/0/tracks/1/type", "colour"),
]
mistakes_checked = 0
for what, old, new, path, word in MISTAKES:
    assert old in MISTAKES_BASE, what
    if faults(json.loads(MISTAKES_BASE)):
        failed = True
        print("check-schema: the common mistakes' base document does not validate")
        break
    best = jsonschema.exceptions.best_match(validator.iter_errors(json.loads(MISTAKES_BASE.replace(old, new, 1))))
    found = "/".join(map(str, best.absolute_path)) if best is not None else None
    mistakes_checked += 1
    if best is None or found != path or word not in best.message:
        failed = True
        print(f"check-schema: {what}: the best match is {found!r} ({best.message[:200] if best else 'none'}), expected {path!r} naming {word!r}")

print(f"check-schema: {examples} example documents" + (f", {corpus_count} corpus documents" if corpus_count else "") + f", {mistakes_checked} common mistakes" + (": FAILED" if failed else ": all good"))
sys.exit(1 if failed else 0)
