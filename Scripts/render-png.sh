#!/usr/bin/env bash
# Converts SVG files (e.g. those written by `swift run swiftlayout demo`) to PNG for looking.
# Usage: Scripts/render-png.sh file.svg [more.svg …]   Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "render-png: rsvg-convert not found; install it with: apt-get install librsvg2-bin" >&2
  exit 1
fi
for svg in "$@"; do
  png="${svg%.svg}.png"
  rsvg-convert --zoom=2 --background-color=white -o "$png" "$svg"
  echo "$png"
done
