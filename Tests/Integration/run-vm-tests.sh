#!/usr/bin/env bash
# GestureTape's recorder on a real Linux kernel: boots Debian's own kernel under QEMU (TCG; no
# KVM needed) with virtio mouse, tablet and keyboard, and runs the standalone `gesturetape`
# (Scripts/build-standalone.sh) inside the guest from its own copy: the guest's root is a
# busybox initramfs plus the shared libraries the programs it runs need (copied by their
# `ldd`), so neither the host's file system nor the Swift toolchain is visible there. It
# injects input (QMP from the host for the virtio devices; uinput inside the guest for
# multitouch touchpads), compares the recorded (type, code, value) sequences with what was
# injected, and checks what the recorder had mapped. Scenarios: docs/RECORDING.md. Prints
# "N passed, N failed".
#
# Usage: bash Tests/Integration/run-vm-tests.sh [--bench [RATE SECONDS]]
#        bash Tests/Integration/run-vm-tests.sh --make-demo-recordings OUTDIR
#          (no tests: boots only the touchscreen VM, records the demo gestures of drive.py's
#          DEMO_PLANS with `gesturetape record`, copies the .gtape files to OUTDIR)
# Env:   GESTURETAPE  the binary to test (default: Scripts/build-standalone.sh's, built if
#                     needed); a binary that needs more than glibc and libevdev fails the
#                     "standalone" checks
#        VM_WORK      work directory (default: .build-vm/ in the repository; kernel cached)
#        SKIP_APT=1   do not install Debian packages
# Needs: Debian 12, root (apt-get). About 40 s with packages installed and the binary built.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WORK=${VM_WORK:-$ROOT/.build-vm}
BENCH=0 RATE=8000 DURATION=60
DEMO_OUT=
# The gestures --make-demo-recordings records (override with DEMO_GESTURES="name …"; the names are
# drive.py's DEMO_PLANS).
DEMO_GESTURES=${DEMO_GESTURES:-"virtio-touchscreen-1fg-flick-down virtio-touchscreen-1fg-slow-drag-down virtio-touchscreen-1fg-flick-right virtio-touchscreen-1fg-slow-drag-right"}
if [ "${1:-}" = --bench ]; then BENCH=1; RATE=${2:-8000}; DURATION=${3:-60}; fi
if [ "${1:-}" = --make-demo-recordings ]; then
  [ -n "${2:-}" ] || { echo "usage: $0 --make-demo-recordings OUTDIR"; exit 2; }
  mkdir -p "$2"; DEMO_OUT=$(cd "$2" && pwd)
fi
T0=$(date +%s%N)
stamp() { local d=$((($(date +%s%N) - T0) / 100000000)); printf '[%4d.%ds] %s\n' $((d / 10)) $((d % 10)) "$*"; }
mkdir -p "$WORK"

# 1. Debian packages: QEMU, a busybox for the initramfs, cpio, a C compiler and libevdev for
#    the guest's uinput tool, evemu-tools for the benchmark's reference recorder.
PKGS=(qemu-system-x86 busybox-static cpio gcc libc6-dev libevdev-dev pkg-config python3 evemu-tools)
if [ "${SKIP_APT:-0}" != 1 ]; then
  missing=()
  for p in "${PKGS[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if ((${#missing[@]})); then
    stamp "apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi
stamp "$(qemu-system-x86_64 --version | head -1)"

# 2. The guest kernel: Debian's current linux-image-<abi>-amd64, downloaded and extracted only.
KPKG=$(apt-cache depends linux-image-amd64 2>/dev/null \
  | sed -n 's/.*Depends: \(linux-image-[0-9].*-amd64\)$/\1/p' | head -1)
if [ -z "$KPKG" ]; then apt-get update -qq; KPKG=$(apt-cache depends linux-image-amd64 \
  | sed -n 's/.*Depends: \(linux-image-[0-9].*-amd64\)$/\1/p' | head -1); fi
KVER=${KPKG#linux-image-}
if [ ! -f "$WORK/kernel/boot/vmlinuz-$KVER" ]; then
  stamp "downloading $KPKG"
  (cd "$WORK" && rm -rf linux-image-*.deb kernel && apt-get download -q "$KPKG" >/dev/null 2>&1 \
    && dpkg-deb -x linux-image-*.deb kernel && rm -f linux-image-*.deb)
fi
KERNEL=$WORK/kernel/boot/vmlinuz-$KVER

# 3. The guest's uinput tool (touchpad gestures, streams, drops, the benchmark's flood).
gcc -O2 -Wall -o "$WORK/uinput-tool" "$HERE/vm/uinput-tool.c" $(pkg-config --cflags --libs libevdev)

# 4. The initramfs: busybox, /init and the modules (virtio, 9p, evdev, uinput) in load order.
#    It is the guest's root; the programs under test and their libraries come from the share.
MODS="netfs fscache 9pnet virtio_ring virtio virtio_pci_modern_dev virtio_pci_legacy_dev
  virtio_pci virtio_input 9pnet_virtio 9p evdev uinput"
if [ ! -f "$WORK/initrd-$KVER.cpio.gz" ] || [ "$HERE/vm/init" -nt "$WORK/initrd-$KVER.cpio.gz" ]; then
  R=$(mktemp -d)
  mkdir -p "$R/bin" "$R/lib/modules"
  cp /bin/busybox "$R/bin/"
  cp "$HERE/vm/init" "$R/init"
  chmod +x "$R/init"
  : > "$R/modules.list"
  for m in $MODS; do
    f=$(find "$WORK/kernel/lib/modules/$KVER" -name "$m.ko*" | head -1)
    [ -n "$f" ] || { echo "kernel module $m not found"; exit 1; }
    case $f in *.xz) xz -dc "$f" ;; *.zst) zstd -qdc "$f" ;; *) cat "$f" ;; esac > "$R/lib/modules/$m.ko"
    echo "$m" >> "$R/modules.list"
  done
  (cd "$R" && find . | cpio -o -H newc --quiet | gzip -1) > "$WORK/initrd-$KVER.cpio.gz"
  rm -rf "$R"
fi

# 5. The binary under test: the standalone build (Scripts/build-standalone.sh), unless given.
GT=${GESTURETAPE:-}
if [ -z "$GT" ]; then
  stamp "Scripts/build-standalone.sh"
  (cd "$ROOT" && Scripts/build-standalone.sh | sed 's/^/  /') \
    || { echo "0 passed, 1 failed"; exit 1; }
  GT=$ROOT/.build-standalone/gesturetape
fi
[ -x "$GT" ] || { echo "no gesturetape binary at $GT"; echo "0 passed, 1 failed"; exit 1; }
stamp "testing $GT on $KVER"

# The guest's libraries: what `ldd` lists for each program the guest runs, copied to
# ROOT/lib/x86_64-linux-gnu (the loader to ROOT/lib64), where glibc looks for them.
sysroot_add() {  # sysroot_add ROOT PROGRAM
  local lib dest
  if ldd "$2" | grep -q 'not found'; then echo "$2: $(ldd "$2" | grep 'not found')"; exit 1; fi
  for lib in $(ldd "$2" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}'); do
    case $lib in */ld-linux*) dest=$1/lib64 ;; *) dest=$1/lib/x86_64-linux-gnu ;; esac
    mkdir -p "$dest"
    cp -L "$lib" "$dest/$(basename "$lib")"
  done
}

# 6. Boot, inject, check: one VM with the virtio mouse, tablet and keyboard and the uinput
#    scenarios; then, with QEMU 10, one VM whose only pointer is a virtio touchscreen.
PASSED=0 FAILED=0
run_vm() {  # run_vm MODE SHARE QEMU [drive.py options]
  local mode=$1 share=$2 qemu=$3
  shift 3
  rm -rf "$share"
  mkdir -p "$share/logs"
  cp "$HERE/vm/guest.sh" "$share/guest.sh"
  # The programs the guest runs travel through the share (mounted at /mnt), with their
  # libraries in the share's sysroot; evemu-record is the benchmark's reference recorder.
  mkdir -p "$share/bin" "$share/sysroot"
  cp "$GT" "$share/gesturetape"
  cp "$WORK/uinput-tool" "$share/uinput-tool"
  cp "$(command -v evemu-record)" "$share/bin/evemu-record"
  for program in "$share/gesturetape" "$share/uinput-tool" "$share/bin/evemu-record"; do
    sysroot_add "$share/sysroot" "$program"
  done
  printf 'GT=%s\nTOOL=%s\nMODE=%s\nBENCH=%s\nRATE=%s\nSECONDS_=%s\nDEMO_GESTURES="%s"\n' \
    /mnt/gesturetape /mnt/uinput-tool "$mode" "$BENCH" "$RATE" "$DURATION" "$DEMO_GESTURES" \
    > "$share/config.sh"
  python3 "$HERE/vm/drive.py" --kernel "$KERNEL" --initrd "$WORK/initrd-$KVER.cpio.gz" \
    --share "$share" --gesturetape "$GT" --qemu "$qemu" --rate "$RATE" --duration "$DURATION" \
    "$@" | tee "$share.out" | grep -v '^[0-9]* passed, [0-9]* failed$' || true
  local counts
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$share.out" | tail -1)
  [ -n "$counts" ] || counts="0 passed, 1 failed"
  PASSED=$((PASSED + ${counts%% passed*}))
  FAILED=$((FAILED + $(echo "$counts" | sed 's/.* \([0-9]*\) failed/\1/')))
  stamp "$mode: $counts (logs: $share/logs, console: $share/console.log)"
}

# QEMU >= 8.1 has virtio-multitouch-pci; bookworm has 7.2, bookworm-backports 10.0. It is
# fetched with a private apt configuration under $WORK (the system's sources stay as they
# are), extracted, and run in a mount namespace that hides the installed 7.2's module
# directory (QEMU 10 would otherwise load 7.2's modules and abort). Sets QEMU10 (empty when
# it could not be fetched).
fetch_qemu10() {
  BPO=$WORK/bpo QEMU10=
  if [ ! -x "$BPO/root/usr/bin/qemu-system-x86_64" ]; then
    stamp "fetching QEMU from bookworm-backports"
    rm -rf "$BPO"
    mkdir -p "$BPO/lists/partial" "$BPO/cache/archives/partial" "$BPO/sources" "$BPO/debs"
    URI=$(awk '/^URIs:/{u=$2} /^Suites:.*bookworm( |$)/{print u; exit}' \
      /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
    [ -n "$URI" ] || URI=$(awk '$1=="deb" && $3=="bookworm"{print $2; exit}' \
      /etc/apt/sources.list 2>/dev/null || true)
    [ -n "$URI" ] || URI=http://deb.debian.org/debian
    printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: main\nSigned-By: %s\n' \
      "$URI" /usr/share/keyrings/debian-archive-keyring.gpg > "$BPO/sources/bpo.sources"
    APTO=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$BPO/sources"
      -o "Dir::State::Lists=$BPO/lists" -o "Dir::Cache=$BPO/cache")
    if apt-get "${APTO[@]}" update -qq >/dev/null 2>&1 && (cd "$BPO/debs" && apt-get "${APTO[@]}" \
      download -q qemu-system-x86 qemu-system-data qemu-system-common seabios >/dev/null 2>&1); then
      for d in "$BPO"/debs/*.deb; do dpkg-deb -x "$d" "$BPO/root"; done
      mkdir -p "$BPO/root/usr/lib/x86_64-linux-gnu/qemu"
    fi
  fi
  if [ -x "$BPO/root/usr/bin/qemu-system-x86_64" ]; then
    cat > "$BPO/qemu" <<WRAP
#!/bin/sh
exec unshare -m sh -c 'mount --bind $BPO/root/usr/lib/x86_64-linux-gnu/qemu /usr/lib/x86_64-linux-gnu/qemu && exec $BPO/root/usr/bin/qemu-system-x86_64 -L $BPO/root/usr/share/qemu -L $BPO/root/usr/share/seabios "\$@"' qemu "\$@"
WRAP
    chmod +x "$BPO/qemu"
    QEMU10=$BPO/qemu
    stamp "$("$QEMU10" --version | head -1)"
  fi
}

if [ -n "$DEMO_OUT" ]; then
  # The demo recordings (recordings/README.md): the touchscreen VM only; drive.py injects the
  # gestures through QMP and checks each log; the logs are copied out only if all checks pass.
  fetch_qemu10
  [ -n "$QEMU10" ] || { echo "QEMU 10 from bookworm-backports could not be fetched"; exit 1; }
  run_vm demo "$WORK/share-demo" "$QEMU10" --touchscreen --demo "${DEMO_GESTURES// /,}"
  if [ "$FAILED" = 0 ] && [ "$PASSED" -gt 0 ]; then
    for g in $DEMO_GESTURES; do
      cp "$WORK/share-demo/logs/$g.gtape" "$DEMO_OUT/$g.gtape"
      stamp "wrote $DEMO_OUT/$g.gtape"
    done
  fi
elif [ "$BENCH" = 1 ]; then
  run_vm bench "$WORK/share" qemu-system-x86_64 --bench
else
  run_vm main "$WORK/share" qemu-system-x86_64
  if [ "${TOUCHSCREEN:-1}" = 1 ]; then
    fetch_qemu10
    if [ -n "$QEMU10" ]; then
      run_vm touchscreen "$WORK/share-touchscreen" "$QEMU10" --touchscreen
    else
      echo "FAIL touchscreen: QEMU 10 from bookworm-backports could not be fetched"
      FAILED=$((FAILED + 1))
    fi
  fi
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
