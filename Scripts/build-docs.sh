#!/usr/bin/env bash
# Builds every DocC catalogue (Sources/*/Documentation.docc) against its module's public symbol
# graph with `docc convert --analyze --warnings-as-errors`: a broken symbol link, a link to a
# type the module cannot see, or a malformed page fails the build. Archives go to
# .build/docs/MODULE.doccarchive (open one with `docc preview` or serve it as static files).
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  -h|--help) sed -n '2,5s/^# \{0,1\}//p' "$0"; exit 0 ;;
  "") ;;
  *) echo "usage: Scripts/build-docs.sh" >&2; exit 2 ;;
esac

# dump-symbol-graph also extracts the test modules' graphs, so they must be built (a no-op after
# `swift build --build-tests` or `swift test`).
swift build --build-tests >/dev/null
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -type d -name symbolgraph -path '*unknown-linux*' | head -1)
[ -n "$graphs" ] || { echo "build-docs: no symbol graphs under .build" >&2; exit 1; }
out=.build/docs
mkdir -p "$out"
count=0
for catalogue in Sources/*/Documentation.docc; do
  module=$(basename "$(dirname "$catalogue")")
  staging=$(mktemp -d)
  # The module's own graph and its extensions of other modules' types.
  cp "$graphs/$module.symbols.json" "$staging/"
  cp "$graphs/$module"@*.symbols.json "$staging/" 2>/dev/null || true
  docc convert "$catalogue" --additional-symbol-graph-dir "$staging" \
    --fallback-display-name "$module" --fallback-bundle-identifier "gesturetape.$module" \
    --output-path "$out/$module.doccarchive" --analyze --warnings-as-errors >"$staging/log" 2>&1 \
    || { cat "$staging/log" >&2; echo "build-docs: $module failed" >&2; rm -rf "$staging"; exit 1; }
  rm -rf "$staging"
  count=$((count + 1))
  echo "build-docs: $module"
done
echo "build-docs: $count catalogues, no warnings"
