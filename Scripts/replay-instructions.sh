#!/usr/bin/env bash
# Instructions per replay and per display frame of `gesturetape-bench replay`, counted by
# valgrind's callgrind: a count that does not depend on what else the machine is doing, so two
# builds compare on a shared machine where wall times wander (docs/PERFORMANCE.md).
#
#   Scripts/replay-instructions.sh [--profile FILE] [BENCH]
#
# BENCH is a release build of gesturetape-bench (default: built here into .build-bench-rel).
# The count of one replay is the difference between an invocation with 3 replays and one with
# 1 (loading the recording, the process start and the digest's replay cancel out), halved.
# --profile FILE keeps callgrind's output of the larger run (callgrind_annotate FILE reads it).
# valgrind 3.19 cannot read the DWARF 5 of Swift 6.3's binaries, so the debug information is
# stripped from a copy first (the symbol table stays: functions keep their names).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=""
if [ "${1:-}" = "--profile" ]; then profile=$2; shift 2; fi
bench=${1:-}
if [ -z "$bench" ]; then
  swift build -c release --package-path Benchmarks --scratch-path .build-bench-rel >&2
  bench=.build-bench-rel/release/gesturetape-bench
fi
command -v valgrind >/dev/null || { echo "replay-instructions: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$bench" "$work/bench"
count() {
  valgrind --tool=callgrind --callgrind-out-file="$work/$1.out" "$work/bench" replay \
    --runs 1 --repetitions "$1" >"$work/$1.txt" 2>"$work/$1.err"
  sed -n 's/^summary: *//p' "$work/$1.out"
}
one=$(count 1)
three=$(count 3)
frames=$(sed -n 's/.* \([0-9]*\) display frames$/\1/p' "$work/3.txt")
digest=$(sed -n 's/^  digest: //p' "$work/3.txt")
per=$(((three - one) / 2))
echo "instructions per replay: $per"
echo "display frames per replay: $frames"
echo "instructions per display frame: $((per / frames))"
echo "digest: $digest"
if [ -n "$profile" ]; then cp "$work/3.out" "$profile"; cp "$work/1.out" "$profile.1"; fi
