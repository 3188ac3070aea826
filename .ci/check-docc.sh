#!/usr/bin/env bash
# Builds the Scrollwork DocC catalogue with warnings treated as errors: a broken symbol link, a
# missing article or an unresolvable topic fails CI. Uses swift-docc-plugin, which Package.swift adds
# only when SCROLLWORK_DOCS is set (the library itself has no dependencies). A separate scratch path
# keeps the plugin's build out of the main build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
SCROLLWORK_DOCS=1 swift package --disable-sandbox --scratch-path .build-docs \
    generate-documentation --target Scrollwork --warnings-as-errors --output-path .build-docs/Scrollwork.doccarchive
echo "DocC catalogue builds without warnings"
