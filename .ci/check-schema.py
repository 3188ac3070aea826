#!/usr/bin/env python3
"""Checks Schema/stage-document.schema.json, the JSON Schema of version 2 of the stage document.

- The schema is a valid draft 2020-12 schema.
- Every example document of version 2 validates: Examples/**/*.json, and the ```json blocks of
  the DocC catalogue that are whole documents.
- With --corpus DIR: the schema and the decoder agree on every document of DIR, a corpus written
  by the test suite (SCROLLWORK_SCHEMA_CORPUS=DIR swift test --filter SchemaCorpus): files named
  accept-*.json are those StageDocument(json:) reads, refuse-*.json those it refuses; the schema
  must accept exactly the first.

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

print(f"check-schema: {examples} example documents" + (f", {corpus_count} corpus documents" if corpus_count else "") + (": FAILED" if failed else ": all good"))
sys.exit(1 if failed else 0)
