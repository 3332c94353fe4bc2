#!/usr/bin/env bash
# Builds the DocC documentation of every library from symbol graphs, without the DocC plugin.
# Usage: Scripts/docs.sh [output-dir]   (default: docs-output). Warnings are errors.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs-output}"
mkdir -p "$out"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
modules=(SwiftLayoutEngine HeadlessUIKit SwiftLayout SwiftLayoutInspector SwiftLayoutTesting)
for module in "${modules[@]}"; do
  swift build --scratch-path .build/docs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/$module" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
  mkdir -p "$graphs/$module"
done
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  # Only this module's graphs (and its extensions of others), not those of its dependencies.
  only="$(mktemp -d)"
  cp "$graphs/$module/$module".symbols.json "$only/" 2>/dev/null || true
  cp "$graphs/$module/$module"@*.symbols.json "$only/" 2>/dev/null || true
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$only" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.swiftlayout.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >/dev/null
  rm -rf "$only"
  echo "docs: $out/$module.doccarchive"
done
