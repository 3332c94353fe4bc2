#!/usr/bin/env bash
# Type-checks the Apple builds of the package on any machine, against stand-ins for Apple's
# frameworks (Scripts/AppleStandIns: Apple's API with Apple's signatures, a trap in every body;
# nothing is run). Three configurations:
#
# - uikit: SwiftLayout and the examples (and the `swiftlayout` command) with `canImport(UIKit)`
#   true, against UIKit and SwiftUI, as iOS, tvOS and visionOS compile them;
# - appkit: the same with `canImport(AppKit)` true and UIKit absent, against AppKit and SwiftUI,
#   as macOS compiles them;
# - headless: HeadlessUIKit (and SwiftLayoutInspector, which is built on it) with CoreGraphics
#   and the Objective-C runtime present, as a Mac compiles these products, which it still builds.
#
# In the first two HeadlessUIKit is on no search path, so code that only compiles against it
# fails here as it would on a Mac. Every configuration also sees Foundation, CoreGraphics and the
# Objective-C runtime as Apple platforms have them.
#
# Availability: a stand-in declaration that Apple introduced after the package's deployment target
# (Package.swift's `platforms`) is, for this check, also marked with a disabled availability
# domain, `NewerThanDeploymentTarget`, so that any use of it fails to compile. (Linux compilers
# ignore `@available(iOS …)`, so without this nothing would notice a too-new call.)
#
# Usage: Scripts/check-apple-builds.sh [uikit|appkit|headless]...   (all three when none is given)
set -euo pipefail
cd "$(dirname "$0")/.."

standins=Scripts/AppleStandIns
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Custom availability domains (experimental in Swift 6.3) mark too-new API: see `domain`.
language=(-swift-version 6 -enable-upcoming-feature ExistentialAny
  -enable-experimental-feature CustomAvailability)
# The package's settings for every target (Package.swift: Swift 6 language mode, strictSettings).
flags=("${language[@]}" -package-name swiftlayout -D SWIFTLAYOUT_CHECK_INVARIANTS)
# The stand-ins are a package of their own, so neither side sees the other's `package` symbols,
# and are built for library evolution, as Apple's frameworks are: their enums (`@nonexhaustive`
# where Apple's are Objective-C enums) are not exhaustive to the package's code.
standin=("${language[@]}" -package-name AppleStandIns -enable-library-evolution
  -suppress-warnings)

# The deployment targets, from Package.swift: "iOS 15" and so on, one a line.
mapfile -t minimums < <(grep -oE '\.(iOS|macOS|tvOS|visionOS)\(\.v[0-9_]+\)' Package.swift |
  sed -E 's/\.([A-Za-z]+)\(\.v([0-9_]+)\)/\1 \2/; s/_/./g')
[ ${#minimums[@]} -eq 4 ] || {
  echo "Package.swift's platforms not found" >&2
  exit 1
}

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# domain <dir>: the Clang module that declares the availability domain NewerThanDeploymentTarget,
# disabled: what is only available in it cannot be used at all. (A domain declared on the
# command line does not survive in a compiled module; one declared by a Clang module does.)
domain() {
  printf '%s\n' '#include <availability_domain.h>' \
    'CLANG_DISABLED_AVAILABILITY_DOMAIN(NewerThanDeploymentTarget);' >"$1/DeploymentTarget.h"
  printf '%s\n' 'module DeploymentTarget {' '  header "DeploymentTarget.h"' '  export *' '}' \
    >"$1/module.modulemap"
}

# emit <search dir> <module> <flags…> -- <files…>: builds a module into the dir, type-checking
# every function body on the way.
emit() {
  local dir="$1" module="$2"
  shift 2
  local extra=()
  while [ "$1" != "--" ]; do
    extra+=("$1")
    shift
  done
  shift
  swiftc -emit-module -parse-as-library -module-name "$module" "${extra[@]}" -I "$dir" \
    -emit-module-path "$dir/$module.swiftmodule" "$@"
}

# standin <dir> <module> <platform…>: builds a stand-in module from a copy of its file in which
# every declaration introduced, on one of the platforms, after the deployment target is also
# `@available(NewerThanDeploymentTarget)`.
standin() {
  local dir="$1" module="$2"
  shift 2
  python3 - "$standins/$module.swift" "$dir/$module.swift" "${minimums[@]}" -- "$@" <<'PYTHON'
import re, sys

source, copy = sys.argv[1], sys.argv[2]
rest = sys.argv[3:]
split = rest.index("--")
minimums = {name: version for name, version in (item.split() for item in rest[:split])}
platforms = rest[split + 1:]

def version(text):
    return tuple(int(part) for part in text.split("."))

def newer(match):
    introduced = re.findall(r"\b(iOS|macOS|tvOS|visionOS) (\d+(?:\.\d+)*)", match.group(1))
    if any(name in platforms and version(number) > version(minimums[name])
           for name, number in introduced):
        return "@available(NewerThanDeploymentTarget) " + match.group(0)
    return match.group(0)

with open(source) as file:
    text = file.read()
with open(copy, "w") as file:
    file.write("import DeploymentTarget\n" + re.sub(r"@available\(([^)]*)\)", newer, text))
PYTHON
  emit "$dir" "$module" "${standin[@]}" -- "$dir/$module.swift"
}

check() {
  local configuration="$1" dir="$work/$1"
  mkdir -p "$dir"
  local started=$SECONDS
  domain "$dir"
  # The platforms whose deployment target applies.
  local platforms=(iOS tvOS visionOS)
  case "$configuration" in
  appkit) platforms=(macOS) ;;
  headless) platforms=(iOS macOS tvOS visionOS) ;;
  esac
  standin "$dir" CoreGraphics "${platforms[@]}"
  standin "$dir" ObjectiveC "${platforms[@]}"

  if [ "$configuration" = headless ]; then
    printf '%s\n' '#if !canImport(CoreGraphics) || !canImport(ObjectiveC) || canImport(UIKit)' \
      '#error("not a Mac build of HeadlessUIKit")' '#endif' >"$dir/Probe.swift"
    swiftc -typecheck "${flags[@]}" -I "$dir" "$dir/Probe.swift"
    # shellcheck disable=SC2046
    emit "$dir" SwiftLayoutEngine "${flags[@]}" -- $(sources Sources/SwiftLayoutEngine)
    # shellcheck disable=SC2046
    emit "$dir" HeadlessUIKit "${flags[@]}" -- $(sources Sources/HeadlessUIKit)
    # shellcheck disable=SC2046
    emit "$dir" SwiftLayoutInspector "${flags[@]}" -- $(sources Sources/SwiftLayoutInspector)
    # A user's code: Core Graphics' and the runtime's names are unambiguous through HeadlessUIKit.
    swiftc -typecheck -swift-version 6 -I "$dir" "$standins/HeadlessUsage.swift"
    echo "headless: SwiftLayoutEngine, HeadlessUIKit and SwiftLayoutInspector type-check with" \
      "CoreGraphics and ObjectiveC ($((SECONDS - started)) s)"
    return
  fi

  standin "$dir" QuartzCore "${platforms[@]}"
  case "$configuration" in
  uikit) standin "$dir" UIKit "${platforms[@]}" ;;
  appkit) standin "$dir" AppKit "${platforms[@]}" ;;
  esac
  standin "$dir" SwiftUI "${platforms[@]}"
  swiftc -typecheck "${flags[@]}" -I "$dir" "$standins/SwiftUIUsage.swift"

  # The branch must be the one intended, with HeadlessUIKit out of reach.
  local branch='canImport(UIKit)'
  if [ "$configuration" = appkit ]; then branch='canImport(AppKit) && !canImport(UIKit)'; fi
  printf '#if canImport(HeadlessUIKit) || !(%s)\n#error("not the %s branch")\n#endif\n' \
    "$branch" "$configuration" >"$dir/Probe.swift"
  swiftc -typecheck "${flags[@]}" -I "$dir" "$dir/Probe.swift"

  # Package.swift defines SWIFTLAYOUT_UIKIT_API where views have UIKit's API.
  local api=()
  if [ "$configuration" = uikit ]; then api=(-D SWIFTLAYOUT_UIKIT_API); fi
  # shellcheck disable=SC2046
  emit "$dir" SwiftLayout "${flags[@]}" "${api[@]}" -- $(sources Sources/SwiftLayout)
  # shellcheck disable=SC2046
  emit "$dir" SwiftLayoutExamples "${flags[@]}" "${api[@]}" -- $(sources Examples)
  # shellcheck disable=SC2046
  swiftc -typecheck -module-name swiftlayout "${flags[@]}" "${api[@]}" -I "$dir" \
    $(sources Sources/swiftlayout)
  echo "$configuration: SwiftLayout, SwiftLayoutExamples and swiftlayout type-check" \
    "($((SECONDS - started)) s)"
}

configurations=("$@")
[ ${#configurations[@]} -gt 0 ] || configurations=(uikit appkit headless)
# The configurations are independent: checked side by side, each into its own log.
pids=()
for configuration in "${configurations[@]}"; do
  check "$configuration" >"$work/$configuration.log" 2>&1 &
  pids+=($!)
done
status=0
for index in "${!configurations[@]}"; do
  result=0
  wait "${pids[$index]}" || result=1
  cat "$work/${configurations[$index]}.log"
  if [ $result -ne 0 ]; then
    echo "${configurations[$index]}: does not compile (see above)" >&2
    status=1
  fi
done
exit $status
