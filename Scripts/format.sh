#!/usr/bin/env bash
# Formats the project's own Swift files with `swift format` and the repository's .swift-format
# (two-space indent, 100 columns), or with --check lints them strictly (CI): any finding fails.
#
# Not formatted: code that is not ours to restyle — iOS files kept as their authors wrote them
# (Examples/iOS, Examples/Hero, Tests/PortedHandlersTests/iOS) and third-party packages
# (Examples/Vendor, Vendor), the port tool's output that `Scripts/port-to-linux --check` compares
# byte for byte (…/Ported, Examples/Dependencies), the tests a hunt writes that
# their reproduction tests compare byte for byte (…/Hunted), and test fixtures.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '2,7s/^# \{0,1\}//p' "$0"; echo "usage: Scripts/format.sh [--check]"; }
mode=format
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  -h|--help) usage; exit 0 ;;
  *) usage >&2; exit 2 ;;
esac

mapfile -t files < <(git ls-files -- '*.swift' \
  ':!Examples/iOS/**' ':!Examples/Hero/**' ':!Examples/Sources/*/Ported/**' \
  ':!Examples/Vendor/**' ':!Examples/Dependencies/**' ':!Vendor/**' \
  ':!Tests/PortedHandlersTests/iOS/**' ':!Tests/PortedHandlersTests/Ported/**' \
  ':!Tests/Fixtures/**' ':!Tests/SourcePortingTests/Fixtures/**' ':!**/Hunted/**')
if [ "$mode" = check ]; then
  swift format lint --strict --parallel "${files[@]}"
  echo "swift format lint --strict: ${#files[@]} files, no findings"
else
  swift format format --in-place --parallel "${files[@]}"
fi
