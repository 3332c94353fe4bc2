#!/usr/bin/env bash
# Builds, links and runs a package that depends on this checkout by path, as a user's would: one
# executable per library product (read from `swift package dump-package`, so products added
# later are covered), each importing that product alone and printing a value the script checks.
# A product this script has no program for gets one that imports it and prints a marker, so it
# is still built and linked on its own.
#
# It also checks, as a user's package sees them, HeadlessUIKit's enums that mirror UIKit's
# non-frozen ones (`@nonexhaustive`, every one found in the sources): a `switch` with
# `@unknown default` builds with no warning, and one without it gets the diagnostic real UIKit
# gives, a warning in the Swift 5 language mode and an error in Swift 6. Nothing else in the
# downstream build may warn.
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

# Switches over every public enum of HeadlessUIKit that has cases: over its `@nonexhaustive` ones
# (those UIKit does not freeze) with `@unknown default` in Swift 6, and without it in Swift 5
# (warns) and in Swift 6 (fails, so that target is declared only later, for a build of its own);
# over the ones HeadlessUIKit keeps exhaustive, listed here, with no `@unknown default`. An enum
# that is neither is an error. Writes the `@nonexhaustive` enums' qualified names, one a line.
exhaustive="Headless.LayoutIssue.Kind"
python3 - "$package/Sources" Sources/HeadlessUIKit "$exhaustive" >"$work/nonexhaustive.txt" <<'PYTHON'
import pathlib, re, sys

out, sources = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
exhaustive = set(sys.argv[3].split())
declaration = re.compile(r"^(\s*)((?:[@\w()]+\s+)*)(extension|class|struct|enum|actor)\s+([\w.]+)")
enums = []  # (qualified name, cases, nonexhaustive)
for path in sorted(sources.rglob("*.swift")):
    lines = path.read_text().split("\n")
    scopes = []  # (indentation, name)
    for number, line in enumerate(lines):
        match = declaration.match(line)
        if not match or line.lstrip().startswith("//"):
            continue
        indent = len(match.group(1))
        scopes = [scope for scope in scopes if scope[0] < indent]
        scopes.append((indent, match.group(4)))
        if match.group(3) != "enum" or "public" not in match.group(2).split():
            continue
        cases = []
        for body in lines[number + 1:]:
            if body.startswith(" " * indent + "}"):
                break
            case = re.match(r"^\s*case\s+(.*?)(?:\s*//.*)?$", body)
            if case and len(body) - len(body.lstrip()) == indent + 2:
                for item in case.group(1).split(","):
                    cases.append(item.split("=")[0].split("(")[0].strip())
        if cases:
            name = ".".join(name for _, name in scopes)
            nonexhaustive = number > 0 and lines[number - 1].strip() == "@nonexhaustive"
            if nonexhaustive == (name in exhaustive):
                sys.exit(f"{path}: {name} must be @nonexhaustive, as UIKit's enums are, or be "
                         "listed in check-downstream.sh as exhaustive")
            enums.append((name, cases, nonexhaustive))

def switches(unknown_default, only_nonexhaustive):
    text = "import HeadlessUIKit\n"
    for index, (name, cases, nonexhaustive) in enumerate(enums):
        if only_nonexhaustive and not nonexhaustive:
            continue
        text += f"\npublic func switch{index}(_ value: {name}) -> Int {{\n  switch value {{\n"
        text += "".join(f"  case .{case}: {number}\n" for number, case in enumerate(cases))
        if unknown_default and nonexhaustive:
            text += "  @unknown default: -1\n"
        text += "  }\n}\n"
    return text

for target, unknown_default in [("switches-handled", True), ("switches-unhandled-swift5", False),
                                ("switches-unhandled-swift6", False)]:
    (out / target).mkdir(parents=True, exist_ok=True)
    (out / target / "Switches.swift").write_text(switches(unknown_default, not unknown_default))
for name, _, nonexhaustive in enums:
    if nonexhaustive:
        print(name)
PYTHON
mapfile -t nonexhaustive <"$work/nonexhaustive.txt"
[ ${#nonexhaustive[@]} -gt 0 ] || {
  echo "no @nonexhaustive enums found in HeadlessUIKit" >&2
  exit 1
}
headless=".product(name: \"HeadlessUIKit\", package: \"$identity\")"
targets+="
    .target(name: \"switches-handled\", dependencies: [$headless]),
    .target(
      name: \"switches-unhandled-swift5\",
      dependencies: [$headless],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),"
# Declared only for the build that must fail.
unhandled6="
    .target(name: \"switches-unhandled-swift6\", dependencies: [$headless]),"

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

# unknown_values <log>: the qualified names of the enums a build log says a switch does not cover
# all values of, sorted.
unknown_values() {
  grep -oE "switch covers known cases, but '[A-Za-z0-9_.]+' may have additional unknown values" \
    "$1" | sed -E "s/.*but '([^']+)'.*/\\1/" | LC_ALL=C sort -u
}
expected_names="$(printf '%s\n' "${nonexhaustive[@]}" | LC_ALL=C sort)"

started=$SECONDS
# The log is shown when the build fails or warns unexpectedly (the expected warnings are many).
swift build --package-path "$package" >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  exit 1
}
echo "downstream build: $((SECONDS - started)) s for ${products[*]}"
status=0
# The only warnings: one per enum, in the Swift 5 target that leaves out `@unknown default`.
swift5="$(grep -E '(^|/)switches-unhandled-swift5/[^ ]*: warning: switch covers known cases' \
  "$work/build.log" | sort -u | grep -c . || true)"
others="$(grep -E ': warning: ' "$work/build.log" |
  grep -vE '(^|/)switches-unhandled-swift5/[^ ]*: warning: switch covers known cases' || true)"
if [ -n "$others" ]; then
  cat "$work/build.log" >&2
  echo "FAIL downstream build warns:" >&2
  echo "$others" >&2
  status=1
fi
if [ "$(grep ': warning: ' "$work/build.log" | unknown_values /dev/stdin)" = "$expected_names" ] &&
  [ "$swift5" -eq ${#nonexhaustive[@]} ]; then
  echo "ok   switch without @unknown default, Swift 5: a warning for each of" \
    "${#nonexhaustive[@]} enums; with it (or over $exhaustive), none"
else
  echo "FAIL switch without @unknown default, Swift 5: expected a warning for each of:" \
    "${nonexhaustive[*]}" >&2
  status=1
fi

# Swift 6: the same switches are errors, so that target alone must fail to build.
sed -i "s|^  targets: \\[|&$(printf '%s' "$unhandled6" | tr '\n' ' ')|" "$package/Package.swift"
if swift build --package-path "$package" --target switches-unhandled-swift6 \
  >"$work/swift6.log" 2>&1; then
  echo "FAIL switch without @unknown default, Swift 6: built, expected errors" >&2
  status=1
elif [ "$(grep ': error: ' "$work/swift6.log" | unknown_values /dev/stdin)" = "$expected_names" ] &&
  [ "$(grep ': error: ' "$work/swift6.log" | sort -u | grep -c .)" -eq ${#nonexhaustive[@]} ]; then
  echo "ok   switch without @unknown default, Swift 6: an error for each of" \
    "${#nonexhaustive[@]} enums"
else
  cat "$work/swift6.log" >&2
  echo "FAIL switch without @unknown default, Swift 6: expected only an error for each of:" \
    "${nonexhaustive[*]}" >&2
  status=1
fi
bin="$(swift build --package-path "$package" --show-bin-path)"
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
