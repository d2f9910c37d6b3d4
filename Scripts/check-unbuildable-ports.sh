#!/usr/bin/env bash
# Builds the ports of the pinned packages (or targets) that do not build on Linux
# (Examples/Vendor → Examples/Dependencies: SwifterSwift, CollectionKit, RxSwift's RxCocoa) and
# checks that they fail for the reasons docs/PORTING.md gives, and no other: the compiler's
# errors (file, line, message) must equal Examples/Dependencies/expected-errors/NAME.txt. A new
# error means HeadlessUI or the port regressed; a missing one means a reason went away — update
# the list and PORTING.md.
#
# usage: Scripts/check-unbuildable-ports.sh [--record]   (--record rewrites the lists)
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '2,9s/^# \{0,1\}//p' "$0"; }
record=false
case "${1:-}" in
  "") ;;
  --record) record=true ;;
  -h|--help) usage; exit 0 ;;
  *) usage >&2; exit 2 ;;
esac

status=0
for entry in SwifterSwift CollectionKit RxSwift:RxCocoa; do
  package=${entry%%:*}
  target=${entry#*:}
  [ "$target" = "$entry" ] && target=""
  name=${target:-$package}
  expected="Examples/Dependencies/expected-errors/$name.txt"
  echo "check-unbuildable-ports: building the port of $name (expected to fail)"
  log=".build-unbuildable/$name.log"
  mkdir -p .build-unbuildable
  if swift build --package-path "Examples/Dependencies/$package" \
    --scratch-path ".build-unbuildable/$package" ${target:+--target "$target"} > "$log" 2>&1
  then
    echo "check-unbuildable-ports: $name now builds: update PORTING.md and $expected" >&2
    status=1
    continue
  fi
  # "no such module" is reported by whichever file the compiler reads first: kept without its
  # place. Every other error keeps its file, line and column.
  actual=$(grep -E '^/.*: error: ' "$log" \
    | sed -E "s|^.*/Examples/Dependencies/$package/||" \
    | sed -E "s|^.*: (error: no such module .*)$|(any file): \\1|" \
    | sort -u || true)
  if [ -z "$actual" ]; then
    echo "check-unbuildable-ports: $name failed without a compiler error; its log:" >&2
    tail -30 "$log" >&2
    status=1
    continue
  fi
  if $record; then
    printf '%s\n' "$actual" > "$expected"
    echo "check-unbuildable-ports: wrote $expected ($(grep -c . "$expected") error(s))"
  elif ! diff -u "$expected" <(printf '%s\n' "$actual"); then
    echo "check-unbuildable-ports: $name fails differently from $expected (diff above)" >&2
    status=1
  else
    echo "check-unbuildable-ports: $name fails as expected ($(grep -c . "$expected") error(s))"
  fi
done
exit $status
