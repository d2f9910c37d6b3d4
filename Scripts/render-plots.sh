#!/usr/bin/env bash
# Plots every shipped recording (recordings/*.gtape, replayed into the demo scene) with
# `gesturetape plot` and renders each SVG with rsvg-convert, failing if a render fails or is
# empty. The SVGs are the pictures in docs/images/plots/ (shown in the README).
#
# Usage: Scripts/render-plots.sh [--check] [--gesturetape PATH]
#   (no option)   write docs/images/plots/NAME.svg for every recording
#   --check       write nothing; fail if docs/images/plots differs from what the plot draws now
#                 (then run the script without --check and commit the pictures)
#   --gesturetape the binary to plot with (default: swift build's debug gesturetape)
# Needs rsvg-convert (Debian: librsvg2-bin; Scripts/install-dependencies.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
gt=
while (($#)); do
  case $1 in
    --check) check=1; shift ;;
    --gesturetape) gt=${2:?--gesturetape needs a path}; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "render-plots: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "$gt" ]; then
  swift build --product gesturetape >/dev/null
  gt="$(swift build --show-bin-path)/gesturetape"
fi
command -v rsvg-convert >/dev/null || { echo "render-plots: rsvg-convert missing (apt-get install librsvg2-bin)" >&2; exit 1; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for recording in recordings/*.gtape; do
  name=$(basename "$recording" .gtape)
  "$gt" plot "$recording" -o "$out/$name.svg" >/dev/null
  if ! rsvg-convert -o "$out/$name.png" "$out/$name.svg" || [ ! -s "$out/$name.png" ]; then
    echo "render-plots: rsvg-convert could not render $name.svg" >&2
    status=1
    continue
  fi
  echo "$name: $(stat -c %s "$out/$name.svg") bytes of SVG, $(stat -c %s "$out/$name.png") bytes of PNG"
  if [ "$check" = 1 ]; then
    if ! cmp -s "$out/$name.svg" "docs/images/plots/$name.svg"; then
      echo "render-plots: docs/images/plots/$name.svg is not what the plot draws now;" \
        "run Scripts/render-plots.sh and commit it" >&2
      status=1
    fi
  else
    mkdir -p docs/images/plots
    cp "$out/$name.svg" "docs/images/plots/$name.svg"
  fi
done
exit $status
