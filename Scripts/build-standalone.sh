#!/usr/bin/env bash
# Builds `gesturetape` as one file that runs on another Linux machine without the Swift
# toolchain: the Swift runtime, Foundation, libstdc++ and libgcc are linked in statically, so it
# needs only glibc (libc, libm, the loader) and libevdev.so.2 (Debian/Ubuntu: libevdev2).
#
# Usage: Scripts/build-standalone.sh [--scratch-path DIR] [--keep-symbols]
#   --scratch-path DIR  SwiftPM's build folder (default: .build-standalone)
#   --keep-symbols      keep the symbol table (names in crash backtraces; about 30 MB more)
#
# Prints the binary's path, its size and its `ldd`; fails if `ldd` lists any library other
# than glibc's and libevdev's. The binary is DIR/gesturetape (stripped); copy that one file.
#
# What it runs: `swift build -c release --static-swift-stdlib --product gesturetape` plus two
# linker settings. The plain command links too, but its binary also needs libstdc++.so.6 and
# libgcc_s.so.1 (installed on nearly every Debian/Ubuntu system, since apt depends on them):
# Swift's static-stdlib link line asks for `-lstdc++`, which finds the shared libstdc++. A
# linker script named libstdc++.so in a private folder, searched first, hands the linker the
# static archive instead; `-static-libgcc` does the same for libgcc. The binary is also linked
# as a classic (non-PIE) executable without an exported symbol table: with ~90 000 fewer
# relocations to apply and no dynamic symbols to load, the recorder starts with megabytes less
# resident memory (docs/PERFORMANCE.md).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-standalone
strip=1
while (($#)); do
  case $1 in
    --scratch-path) scratch=${2:?--scratch-path needs a folder}; shift 2 ;;
    --keep-symbols) strip=0; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-standalone: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

archive=$(g++ -print-file-name=libstdc++.a 2>/dev/null || true)
if [ ! -f "$archive" ]; then
  echo "build-standalone: libstdc++.a not found (Debian: apt-get install libstdc++-12-dev)" >&2
  exit 1
fi
links=$scratch/static-libstdc++
mkdir -p "$links"
printf 'INPUT(%s)\n' "$archive" > "$links/libstdc++.so"

swift build -c release --static-swift-stdlib --product gesturetape --scratch-path "$scratch" \
  -Xlinker -L"$PWD/$links" \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
  -Xswiftc -Xclang-linker -Xswiftc -no-pie \
  -Xlinker --no-export-dynamic

built="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/gesturetape"
out=$scratch/gesturetape
if [ "$strip" = 1 ]; then strip -o "$out" "$built"; else cp "$built" "$out"; fi

echo "binary: $PWD/$out"
echo "size:   $(stat -c %s "$out") bytes ($(du -h "$out" | cut -f1))"
echo "ldd:"
ldd "$out" | sed 's/^/  /'
# glibc's libraries, the loader, the kernel's vDSO and libevdev: anything else is a failure.
others=$(ldd "$out" | awk '{print $1}' \
  | grep -v -E '^(linux-vdso\.so\.1|libc\.so\.6|libm\.so\.6|libevdev\.so\.2|/lib64/ld-linux-x86-64\.so\.2)$' \
  || true)
if [ -n "$others" ]; then
  echo "build-standalone: the binary needs more than glibc and libevdev: $others" >&2
  exit 1
fi
