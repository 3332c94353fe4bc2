#!/usr/bin/env bash
# Formats the Swift sources in place, or lints them with `--lint` (as CI does).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Examples ] && paths+=(Examples)
if [ "${1:-}" = "--lint" ]; then
  swift format lint -r --strict "${paths[@]}"
else
  swift format format -r -i "${paths[@]}"
fi
