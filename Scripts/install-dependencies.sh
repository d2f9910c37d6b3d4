#!/usr/bin/env bash
# Installs the Debian 12 packages GestureTape builds and tests with (run as root; a fresh
# machine needs this once, before `swift run` / `swift test`):
#   libevdev-dev   the recorder (`gesturetape record`, `gesturetape devices`) links libevdev
#   libsqlite3-dev CoreData's stand-in keeps its stores in SQLite
#   libevemu-dev   the benchmark compares our evemu reader with libevemu's
#   evemu-tools python3-evemu libinput-tools python3-libevdev python3-yaml
#                  the interop tests read our files with the peers' own tools
#   librsvg2-bin   rsvg-convert renders the plots in CI (Scripts/render-plots.sh)
#   chromium       the replay viewer's browser test opens it in headless Chromium
#   valgrind       Scripts/replay-instructions.sh counts the replay benchmark's instructions
# Already-installed packages are skipped, so it is cheap to run again.
set -euo pipefail
packages=(libevdev-dev libsqlite3-dev libevemu-dev evemu-tools python3-evemu libinput-tools
  python3-libevdev python3-yaml pkg-config librsvg2-bin chromium valgrind)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  echo "install-dependencies: all present (${packages[*]})"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "install-dependencies: missing ${missing[*]}; run as root (sudo $0)" >&2
  exit 1
fi
echo "install-dependencies: apt-get install ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
