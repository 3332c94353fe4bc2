#!/usr/bin/env bash
# Builds, links and runs a package that depends on this checkout by path, as a user's would: one
# executable per library product (read from `swift package dump-package`, so products added
# later are covered), each importing that product alone and printing a value the script checks.
# A product this script has no program for gets one that imports it and prints a marker, so it
# is still built and linked on its own.
#
# Usage: Scripts/check-downstream.sh [scratch directory]   (a temporary one when not given)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

work="${1:-}"
if [ -z "$work" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

# A path dependency's identity is its directory's name, lowercased.
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
# One line per library product: its name, then the modules (targets) it is made of.
mapfile -t lines < <(swift package dump-package --scratch-path "$work/dump" | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(" ".join([product["name"]] + product["targets"]))
')
products=()
declare -A modules
for line in "${lines[@]}"; do
  read -r name targets <<<"$line"
  products+=("$name")
  modules[$name]="$targets"
done
[ ${#products[@]} -gt 0 ] || {
  echo "no library products found" >&2
  exit 1
}

package="$work/Downstream"
rm -rf "$package"
mkdir -p "$package/Sources"

# program <product>: the main.swift of the executable that uses <product>, and what it prints.
program() {
  case "$1" in
  SwiftLayoutEngine)
    cat <<'EOF'
import SwiftLayoutEngine

let solver = Solver()
let left = Variable("left")
let width = Variable("width")
do {
  try solver.addConstraint(left == 10)
  try solver.addConstraint(width >= 20)
  try solver.addConstraint(left + width == 130.4)
  solver.updateVariables()
  // The rounding functions are the math library's: they must link.
  print("SwiftLayoutEngine width=\(width.value.rounded()) floor=\(width.value.rounded(.down))")
} catch {
  print("SwiftLayoutEngine failed: \(error)")
}
EOF
    echo "SwiftLayoutEngine width=120.0 floor=120.0"
    ;;
  HeadlessUIKit)
    cat <<'EOF'
import HeadlessUIKit

let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
let child = UIView()
child.translatesAutoresizingMaskIntoConstraints = false
root.addSubview(child)
NSLayoutConstraint.activate([
  child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
  child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
  child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
  child.heightAnchor.constraint(equalToConstant: 44),
])
root.layoutIfNeeded()
let frame = child.frame
print("HeadlessUIKit frame=\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)")
EOF
    echo "HeadlessUIKit frame=20.0,10.0,280.0,44.0"
    ;;
  SwiftLayout)
    cat <<'EOF'
import SwiftLayout

let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
let label = UILabel()
let activation = root.sublayout {
  label.anchors {
    Anchors.top.equalToSuper(constant: 10)
    Anchors.horizontal(offset: 20)
    Anchors.height.equalTo(constant: 30)
  }
}.active()
root.layoutIfNeeded()
let frame = label.frame
print("SwiftLayout frame=\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)")
withExtendedLifetime(activation) {}
EOF
    echo "SwiftLayout frame=20.0,10.0,280.0,30.0"
    ;;
  *)
    for module in ${modules[$1]}; do printf 'import %s\n' "$module"; done
    printf '\nprint("%s imported")\n' "$1"
    echo "$1 imported"
    ;;
  esac
}

targets=""
declare -A expected
for product in "${products[@]}"; do
  target="use-$product"
  mkdir -p "$package/Sources/$target"
  program "$product" >"$work/program.txt"
  # The last line is the expected output; the rest is the program.
  expected[$target]="$(tail -n 1 "$work/program.txt")"
  sed '$d' "$work/program.txt" >"$package/Sources/$target/main.swift"
  targets+="
    .executableTarget(
      name: \"$target\",
      dependencies: [.product(name: \"$product\", package: \"$identity\")]
    ),"
done

cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Downstream",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  dependencies: [.package(path: "$root")],
  targets: [$targets
  ]
)
EOF

started=$SECONDS
swift build --package-path "$package"
echo "downstream build: $((SECONDS - started)) s for ${products[*]}"
bin="$(swift build --package-path "$package" --show-bin-path)"
status=0
for product in "${products[@]}"; do
  target="use-$product"
  output="$("$bin/$target")"
  if [ "$output" = "${expected[$target]}" ]; then
    echo "ok   $target: $output"
  else
    echo "FAIL $target: printed '$output', expected '${expected[$target]}'" >&2
    status=1
  fi
done
exit $status
