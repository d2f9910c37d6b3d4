#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Fuzz/ (with -sanitize=fuzzer,address) and runs them.
#
#   Scripts/fuzz.sh [--runs N | --seconds S] [--jobs J] [--seed K] [TARGET…]
#
# TARGETs: native evemu libinput getevent replay ib expect (default: all seven, J at a time,
# default 2): the gesture-log readers, load-then-replay, the Interface Builder reader with the loader behind
# UIStoryboard and UINib, and the expectation-file reader with its checks.
# Seeds: the first 4 KiB of every shipped recording (recordings/, Examples/recordings/, in each
# format via `gesturetape convert`) and of the malformed fixtures; dictionaries of format tokens
# and boundary numbers in Fuzz/dictionaries. Work goes to .build-fuzz/ (corpora, logs); a
# crashing input is left as .build-fuzz/findings/TARGET/crash-* — make it a fixture in
# Tests/Fixtures/malformed (with its expected error in EXPECTED.json) before fixing it.
# Prints, per target: executions, coverage (libFuzzer's cov/ft), corpus size, findings.
# With --seed the mutations are reproducible from a fresh corpus (.ci/run runs a short seeded
# smoke: --runs 20000 --seed 1).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$ROOT/.build-fuzz
RUNS=
SECONDS_=
JOBS=2
SEED=
TARGETS=()
while (($#)); do
  case $1 in
    --runs) RUNS=$2; shift 2 ;;
    --seconds) SECONDS_=$2; shift 2 ;;
    --jobs) JOBS=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    -h|--help) sed -n 2,16p "$0"; exit 0 ;;
    native|evemu|libinput|getevent|replay|ib|expect) TARGETS+=("$1"); shift ;;
    *) echo "fuzz.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
((${#TARGETS[@]})) || TARGETS=(native evemu libinput getevent replay ib expect)
[ -n "$RUNS$SECONDS_" ] || SECONDS_=60

echo "==> building the harnesses (release, -sanitize=fuzzer,address)"
# SwiftPM caches the package graph of the path dependency: drop it so new source files count.
rm -f "$WORK/release.yaml" "$WORK/build.db"
(cd "$ROOT/Fuzz" && swift build -c release --scratch-path "$WORK" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | tail -1)
BIN=$(cd "$ROOT/Fuzz" && swift build -c release --scratch-path "$WORK" --show-bin-path \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

echo "==> seed corpora"
(cd "$ROOT" && swift build --product gesturetape >/dev/null 2>&1)
GT=$(cd "$ROOT" && swift build --show-bin-path)/gesturetape
for t in native evemu libinput getevent replay ib expect; do mkdir -p "$WORK/seeds/$t" "$WORK/corpus/$t" "$WORK/findings/$t"; done
seed() { head -c 4096 "$1" > "$WORK/seeds/$2/$(basename "$1")"; }
for f in "$ROOT"/recordings/*.gtape "$ROOT"/recordings/hero-bugs/*.gtape "$ROOT"/Examples/recordings/*.gtape; do
  seed "$f" native; seed "$f" replay
  base=$(basename "$f" .gtape)
  "$GT" convert "$f" "$WORK/seeds/evemu-full-$base.evemu" --to evemu >/dev/null 2>&1 && \
    seed "$WORK/seeds/evemu-full-$base.evemu" evemu
  "$GT" convert "$f" "$WORK/seeds/libinput-full-$base.yml" --to libinput >/dev/null 2>&1 && \
    seed "$WORK/seeds/libinput-full-$base.yml" libinput
  "$GT" convert "$f" "$WORK/seeds/getevent-full-$base.getevent" --to getevent >/dev/null 2>&1 && \
    seed "$WORK/seeds/getevent-full-$base.getevent" getevent
done
rm -f "$WORK"/seeds/*-full-*
for f in "$ROOT"/Tests/Fixtures/malformed/native-*; do seed "$f" native; done
for f in "$ROOT"/Tests/Fixtures/malformed/evemu-*; do seed "$f" evemu; done
for f in "$ROOT"/Tests/Fixtures/malformed/libinput-*; do seed "$f" libinput; done
for f in "$ROOT"/Tests/Fixtures/getevent/*; do [ -f "$f" ] && seed "$f" getevent; done
# Interface Builder documents are seeded whole (up to max_len): a cut document is rejected early.
while IFS= read -r -d '' f; do
  cp "$f" "$WORK/seeds/ib/$(echo "$f" | tr '/' '_')"
done < <(find "$ROOT/Tests/Fixtures/InterfaceBuilder" "$ROOT/Tests/Fixtures/fuzzed" "$ROOT/Examples/iOS" "$ROOT/Examples/Hero" \
  \( -name '*.storyboard' -o -name '*.xib' \) -size -16k -print0)
for f in "$ROOT"/recordings/*.expect.json "$ROOT"/Examples/recordings/*.expect.json; do
  cp "$f" "$WORK/seeds/expect/"
done

binary() {
  case $1 in
    native) echo FuzzNative ;; evemu) echo FuzzEvemu ;; libinput) echo FuzzLibinput ;;
    getevent) echo FuzzGetevent ;;
    replay) echo FuzzReplay ;; ib) echo FuzzInterfaceBuilder ;; expect) echo FuzzExpectations ;;
  esac
}
dict() { case $1 in replay) echo native ;; *) echo "$1" ;; esac; }

run() {
  local t=$1 limit
  if [ -n "$RUNS" ]; then limit=(-runs="$RUNS"); else limit=(-max_total_time="$SECONDS_"); fi
  [ -n "$SEED" ] && limit+=(-seed="$SEED")
  # libinput record inputs are capped at 2 KiB: its YAML reader builds a node tree (15× slower
  # than the other readers), and a short document exercises the same grammar.
  local maxlen=4096
  [ "$t" = libinput ] && maxlen=2048
  # Interface Builder documents are larger: a small storyboard is 4-16 KiB.
  [ "$t" = ib ] && maxlen=16384
  # LeakSanitizer cannot see the pointers Swift keeps with tag bits (a weak reference's side
  # table in its object's header, class references in an enum's spare bits): it reports UIKit
  # objects' side tables and the expectation schema's once-made nodes as direct leaks. These two
  # harnesses run without it; -rss_limit_mb still catches memory that grows.
  local leaks=() asan=${ASAN_OPTIONS:-}
  case $t in ib | expect) leaks=(-detect_leaks=0); asan=detect_leaks=0${asan:+:$asan} ;; esac
  ASAN_OPTIONS=$asan "$BIN/$(binary "$t")" "${limit[@]}" "${leaks[@]}" -max_len=$maxlen -timeout=10 -rss_limit_mb=2048 \
    -dict="$ROOT/Fuzz/dictionaries/$(dict "$t").dict" -artifact_prefix="$WORK/findings/$t/" \
     -print_final_stats=1 "$WORK/corpus/$t" "$WORK/seeds/$t" > "$WORK/$t.log" 2>&1 || true
  local runs cov ft corpus crashes
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$WORK/$t.log" | tail -1 | grep -o '[0-9]*$' || echo 0)
  cov=$(grep -o 'cov: [0-9]*' "$WORK/$t.log" | tail -1 | grep -o '[0-9]*' || echo 0)
  ft=$(grep -o 'ft: [0-9]*' "$WORK/$t.log" | tail -1 | grep -o '[0-9]*' || echo 0)
  corpus=$(ls "$WORK/corpus/$t" | wc -l)
  crashes=$(ls "$WORK/findings/$t" | wc -l)
  echo "$t: $runs executions, cov $cov, ft $ft, corpus $corpus, findings $crashes (log .build-fuzz/$t.log)"
}

echo "==> fuzzing: ${TARGETS[*]} (${RUNS:+$RUNS runs}${SECONDS_:+$SECONDS_ s} each, $JOBS at a time)"
running=0
for t in "${TARGETS[@]}"; do
  run "$t" &
  running=$((running + 1))
  if ((running >= JOBS)); then wait -n; running=$((running - 1)); fi
done
wait
found=$(find "$WORK/findings" -type f | wc -l)
((found == 0)) || { echo "fuzz.sh: $found finding(s) under .build-fuzz/findings"; exit 1; }
