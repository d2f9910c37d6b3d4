#!/usr/bin/env bash
# Instructions per replay and per display frame of `gesturetape-bench replay`, counted by
# valgrind's callgrind: a count that does not depend on what else the machine is doing, so two
# builds compare on a shared machine where wall times wander (docs/PERFORMANCE.md).
#
#   Scripts/replay-instructions.sh [--profile FILE] [--check] [BENCH]
#
# BENCH is a release build of gesturetape-bench (default: built here into .build-bench-rel).
# The count of one replay is the difference between an invocation with 3 replays and one with
# 1 (loading the recording, the process start and the digest's replay cancel out), halved.
# --profile FILE keeps callgrind's output of the larger run (callgrind_annotate FILE reads it).
# --check fails (exit 1) when the count per replay is above the threshold kept in
# Benchmarks/Thresholds/replay-instructions.txt, or when the digest is not the one kept there:
# CI runs it so that a change that makes replays slower, or different, says so.
# valgrind 3.19 cannot read the DWARF 5 of Swift 6.3's binaries, so the debug information is
# stripped from a copy first (the symbol table stays: functions keep their names).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=""
check=false
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile=$2; shift 2 ;;
    --check) check=true; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "replay-instructions: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) break ;;
  esac
done
bench=${1:-}
if [ -z "$bench" ]; then
  swift build -c release --package-path Benchmarks --scratch-path .build-bench-rel >&2
  bench=.build-bench-rel/release/gesturetape-bench
fi
command -v valgrind >/dev/null || { echo "replay-instructions: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The binary has a folder of its own: its folder is the main bundle a controller's nib is looked
# for in, and callgrind's outputs beside it would make the two runs search different folders.
mkdir "$work/bin"
objcopy --strip-debug "$bench" "$work/bin/bench"
count() {
  valgrind --tool=callgrind --callgrind-out-file="$work/$1.out" "$work/bin/bench" replay \
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
if $check; then
  thresholds=Benchmarks/Thresholds/replay-instructions.txt
  # The file's `key value` lines; `#` starts a comment.
  value() { sed -n "s/^$1 *\([0-9a-f]*\).*/\1/p" "$thresholds"; }
  maximum=$(value maximum-per-replay)
  expected=$(value digest)
  if [ -z "$maximum" ] || [ -z "$expected" ]; then
    echo "replay-instructions: $thresholds lacks maximum-per-replay or digest" >&2
    exit 2
  fi
  if [ "$digest" != "$expected" ]; then
    echo "replay-instructions: the benchmark replay's digest is $digest, not $expected" \
      "($thresholds): the replay changed" >&2
    exit 1
  fi
  if ((per > maximum)); then
    echo "replay-instructions: $per instructions per replay, above the threshold $maximum" \
      "($thresholds): find what got slower (--profile), or raise it in a commit that says why" >&2
    exit 1
  fi
  echo "within the threshold: $per <= $maximum ($((per * 100 / maximum))%)"
fi
