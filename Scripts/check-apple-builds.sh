#!/usr/bin/env bash
# Type-checks the Apple branches of the package on any machine: SwiftLayout and the examples (and
# the `swiftlayout` command) are compiled with `canImport(UIKit)` true, against stand-ins for
# UIKit and SwiftUI, and again with `canImport(AppKit)` true (UIKit absent), against stand-ins
# for AppKit and SwiftUI. The stand-ins (Scripts/AppleStandIns) declare Apple's API with Apple's
# signatures and trap in every body; nothing is run. HeadlessUIKit is on no search path, so code
# that only compiles against it fails here as it would on a Mac.
#
# Usage: Scripts/check-apple-builds.sh [uikit|appkit]...   (both when none is given)
set -euo pipefail
cd "$(dirname "$0")/.."

standins=Scripts/AppleStandIns
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The package's settings for every target (Package.swift: Swift 6 language mode, strictSettings).
flags=(-swift-version 6 -package-name swiftlayout -enable-upcoming-feature ExistentialAny
  -D SWIFTLAYOUT_CHECK_INVARIANTS)

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# emit <search dir> <module> <extra flags…> -- <files…>: builds a module interface into the dir,
# type-checking every function body on the way.
emit() {
  local dir="$1" module="$2"
  shift 2
  local extra=()
  while [ "$1" != "--" ]; do
    extra+=("$1")
    shift
  done
  shift
  swiftc -emit-module -parse-as-library -module-name "$module" "${flags[@]}" -I "$dir" \
    "${extra[@]}" -emit-module-path "$dir/$module.swiftmodule" "$@"
}

check() {
  local platform="$1" dir="$work/$1"
  mkdir -p "$dir"
  local started=$SECONDS
  # Library evolution makes the stand-ins' enums non-frozen, as Objective-C enums are in Swift.
  local standin=(-enable-library-evolution -suppress-warnings)
  emit "$dir" QuartzCore "${standin[@]}" -- "$standins/QuartzCore.swift"
  case "$platform" in
  uikit) emit "$dir" UIKit "${standin[@]}" -- "$standins/UIKit.swift" ;;
  appkit) emit "$dir" AppKit "${standin[@]}" -- "$standins/AppKit.swift" ;;
  esac
  emit "$dir" SwiftUI "${standin[@]}" -- "$standins/SwiftUI.swift"
  swiftc -typecheck "${flags[@]}" -I "$dir" "$standins/SwiftUIUsage.swift"

  # The branch must be the one intended, with HeadlessUIKit out of reach.
  local branch='canImport(UIKit)'
  if [ "$platform" = appkit ]; then branch='canImport(AppKit) && !canImport(UIKit)'; fi
  printf '#if canImport(HeadlessUIKit) || !(%s)\n#error("not the %s branch")\n#endif\n' \
    "$branch" "$platform" >"$dir/Probe.swift"
  swiftc -typecheck "${flags[@]}" -I "$dir" "$dir/Probe.swift"

  # Package.swift defines SWIFTLAYOUT_UIKIT_API where views have UIKit's API.
  local api=()
  if [ "$platform" = uikit ]; then api=(-D SWIFTLAYOUT_UIKIT_API); fi
  # shellcheck disable=SC2046
  emit "$dir" SwiftLayout "${api[@]}" -- $(sources Sources/SwiftLayout)
  # shellcheck disable=SC2046
  emit "$dir" SwiftLayoutExamples "${api[@]}" -- $(sources Examples)
  # shellcheck disable=SC2046
  swiftc -typecheck -module-name swiftlayout "${flags[@]}" "${api[@]}" -I "$dir" \
    $(sources Sources/swiftlayout)
  echo "$platform: SwiftLayout, SwiftLayoutExamples and swiftlayout type-check" \
    "($((SECONDS - started)) s)"
}

platforms=("$@")
[ ${#platforms[@]} -gt 0 ] || platforms=(uikit appkit)
# The configurations are independent: checked side by side, each into its own log.
pids=()
for platform in "${platforms[@]}"; do
  check "$platform" >"$work/$platform.log" 2>&1 &
  pids+=($!)
done
status=0
for index in "${!platforms[@]}"; do
  result=0
  wait "${pids[$index]}" || result=1
  cat "$work/${platforms[$index]}.log"
  if [ $result -ne 0 ]; then
    echo "${platforms[$index]}: does not compile (see above)" >&2
    status=1
  fi
done
exit $status
