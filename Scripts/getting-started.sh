#!/usr/bin/env bash
# Builds and runs the Getting Started program as a package of its own would:
# the first ```swift block of Sources/Typometer/Typometer.docc/GettingStarted.md
# becomes the only source of a temporary package that depends on this one by
# path and imports only Typometer. Part of `make test`.
#
# The package builds in this package's .build (--scratch-path), so the library
# modules `make test` built are reused rather than built a second time.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
SWIFT_BUILD_FLAGS=${SWIFT_BUILD_FLAGS--Xswiftc -warnings-as-errors}
ARTICLE=Sources/Typometer/Typometer.docc/GettingStarted.md

PACKAGE=$(mktemp -d "${TMPDIR:-/tmp}/typometer-getting-started.XXXXXX")
trap 'rm -rf "$PACKAGE"' EXIT
mkdir -p "$PACKAGE/Sources/GettingStarted"
# The lines between the first "```swift" and the "```" after it.
awk '/^```swift$/ && !found { found = 1; inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$ARTICLE" > "$PACKAGE/Sources/GettingStarted/main.swift"
[ -s "$PACKAGE/Sources/GettingStarted/main.swift" ] || { echo "$ARTICLE: no swift block"; exit 1; }

cat > "$PACKAGE/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "GettingStarted",
  dependencies: [.package(path: "$ROOT")],
  targets: [
    .executableTarget(
      name: "GettingStarted",
      dependencies: [.product(name: "Typometer", package: "$(basename "$ROOT")")])
  ]
)
SWIFT

# shellcheck disable=SC2086  # SWIFT_BUILD_FLAGS is a list of flags
if ! $SWIFT build --package-path "$PACKAGE" --scratch-path "$ROOT/.build" \
  --disable-build-manifest-caching $SWIFT_BUILD_FLAGS --product GettingStarted \
  > "$PACKAGE/build.log" 2>&1; then
  cat "$PACKAGE/build.log"
  echo "$ARTICLE: the Getting Started program does not build as a package of its own"
  exit 1
fi
BIN=$($SWIFT build --package-path "$PACKAGE" --scratch-path "$ROOT/.build" --show-bin-path)
"$BIN/GettingStarted" "$ROOT/Fonts" > "$PACKAGE/output.txt"
lines=$(wc -l < "$PACKAGE/output.txt")
# One line per iOS category, each followed by its lines of text.
categories=$(grep -c ' pt: ' "$PACKAGE/output.txt" || true)
if [ "$categories" != 12 ]; then
  echo "the Getting Started program printed $categories category lines, not 12:"
  cat "$PACKAGE/output.txt"
  exit 1
fi
echo "Getting Started program: built with import Typometer only, printed $lines lines for 12 categories"
