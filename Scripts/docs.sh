#!/usr/bin/env bash
# Builds the DocC catalog Sources/Typometer/Typometer.docc, with the symbols of
# every module `import Typometer` re-exports, into .build/docs/Typometer.doccarchive
# (`make docs`). Any DocC warning fails the build.
#
# `swift package` has no DocC plugin here, so this runs the toolchain's own
# tools: swift-symbolgraph-extract on the built modules (taking the re-exported
# modules' symbols into Typometer's graph), then docc convert.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
# The flags of `make build` and `make test`, so the build they made is reused.
SWIFT_BUILD_FLAGS=${SWIFT_BUILD_FLAGS--Xswiftc -warnings-as-errors}
TOOLCHAIN=$(dirname "$(realpath "$(command -v "$SWIFT")")")
DOCC=${DOCC:-$TOOLCHAIN/docc}
EXTRACT=$TOOLCHAIN/swift-symbolgraph-extract
REEXPORTED=AndroidResources,TypeScale,StructuredText,FontCore,FontDiscovery,Shaping,TextLayout,Rendering,TypographyConfig,StringCatalogs,TypometerChecks
OUT=.build/docs
GRAPHS=$OUT/symbol-graphs

# shellcheck disable=SC2086  # SWIFT_BUILD_FLAGS is a list of flags
$SWIFT build $SWIFT_BUILD_FLAGS --target Typometer
BIN=$($SWIFT build --show-bin-path)
TRIPLE=$($SWIFT -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)

# The C modules the Swift modules were built against: their module maps and headers.
clang_flags=()
for map in Sources/C*/module.modulemap "$BIN"/C*.build/module.modulemap; do
  [ -f "$map" ] && clang_flags+=(-Xcc "-fmodule-map-file=$map")
done
for flag in $(pkg-config --cflags-only-I freetype2 fontconfig harfbuzz libpng16 icu-uc); do
  clang_flags+=(-Xcc "$flag")
done

rm -rf "$GRAPHS" "$OUT/Typometer.doccarchive"
mkdir -p "$GRAPHS"
"$EXTRACT" -module-name Typometer -target "$TRIPLE" -I "$BIN/Modules" -I "$BIN" \
  "${clang_flags[@]}" -minimum-access-level public -skip-inherited-docs \
  -experimental-allowed-reexported-modules="$REEXPORTED" -output-dir "$GRAPHS"

"$DOCC" convert Sources/Typometer/Typometer.docc --additional-symbol-graph-dir "$GRAPHS" \
  --fallback-display-name Typometer --fallback-bundle-identifier org.typometer.Typometer \
  --output-path "$OUT/Typometer.doccarchive" --transform-for-static-hosting \
  --warnings-as-errors
echo "Documentation in $OUT/Typometer.doccarchive (open index.html through a web server)"
