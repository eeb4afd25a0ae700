#!/usr/bin/env bash
# The fuzz targets (Sources/Fuzz*), two ways:
#
#   Scripts/fuzz.sh replay [--no-build]   plain debug build; every target replays its
#                                          seed corpus once (seconds; part of `make test`)
#   Scripts/fuzz.sh run [TARGET…]          libFuzzer + AddressSanitizer, release build in
#                                          .build-fuzz/TARGET; each target for FUZZ_SECONDS (60)
#
# Seeds: Tests/Fuzz/<target>/ (hand-made edge cases and every past finding) plus
# the project's fixtures, read in place. A run works on a copy in a temporary
# directory, so nothing under Tests/ is written; findings (crash-*, leak-*,
# timeout-*, oom-*) land in out/fuzz/<Target>/. A finding makes the run fail.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
ALL_TARGETS=(FuzzFont FuzzConfig FuzzStringCatalogs FuzzCheckSpec FuzzAndroidResources)

seeds() {
  case $1 in
    FuzzFont)
      echo Tests/Fuzz/font Tests/Data/fonts-bad Tests/Data/structure Tests/Data/sizing \
        Fonts/NotoSansHebrew-Regular.ttf Fonts/NotoSansThai-Regular.ttf \
        Fonts/SerifFourVariable-subset.ttf Tests/Data/fonts/SpaceKernClassZero.ttf \
        Tests/Data/fonts/SpaceContextClassZero.ttf Tests/Data/fonts/SpaceKernSecondValue.ttf \
        Tests/Data/fonts/ComposingReached.ttf Tests/Data/fonts/KerningPairs.ttf \
        Fonts/Roboto-Regular.ttf ;;
    FuzzConfig)
      echo Tests/Fuzz/config Tests/Data/config \
        Examples/TypographyKit.json Examples/TypographyKit.plist Examples/App/TypographyKit.json ;;
    FuzzStringCatalogs)
      echo Tests/Fuzz/string-catalogs Tests/Data/catalogs Tests/Data/interface-builder Examples/App ;;
    FuzzCheckSpec)
      echo Tests/Fuzz/check-spec Examples/App/typometer.json Examples/Android/typometer.json ;;
    FuzzAndroidResources)
      echo Tests/Fuzz/android-resources Tests/Data/android Examples/Android/app/src/main/res ;;
    *) echo "fuzz.sh: unknown target $1 (one of ${ALL_TARGETS[*]})" >&2; exit 2 ;;
  esac
}

replay() {
  if [ "${1:-}" != --no-build ]; then
    $SWIFT build ${SWIFT_BUILD_FLAGS:-} >/dev/null
  fi
  local bin status=0
  bin=$($SWIFT build --show-bin-path)
  for target in "${ALL_TARGETS[@]}"; do
    # shellcheck disable=SC2046
    timeout 120 "$bin/$target" --max-seconds 10 $(seeds "$target") || status=1
  done
  return $status
}

# The number of libFuzzer coverage counters (bytes of __sancov_cntrs) in a binary.
# (objdump's whole output is read: `grep -q` under pipefail can fail on SIGPIPE.)
counters() {
  local size
  size=$(objdump -h "$1" | awk '$2 == "__sancov_cntrs" { print $3 }')
  echo $((16#${size:-0}))
}
MIN_COUNTERS=1000

fuzz_build() {
  local target=$1
  shift
  # swiftc keeps only the last -sanitize= flag, and SwiftPM writes its two in
  # either order: the combined flag last makes Swift code get both coverage
  # counters and AddressSanitizer checks.
  $SWIFT build -c release --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
    --product "$target" --scratch-path "$scratch/$target" "$@"
}

run() {
  local seconds=${FUZZ_SECONDS:-60}
  scratch=${FUZZ_SCRATCH:-.build-fuzz}
  local targets=("$@") status=0
  [ ${#targets[@]} -gt 0 ] || targets=("${ALL_TARGETS[@]}")
  local bin
  # One build directory per target, every call to it with the same flags. A
  # binary with fewer than MIN_COUNTERS coverage counters (only the target's own
  # module instrumented) is rebuilt once from scratch, then refused.
  for target in "${targets[@]}"; do
    seeds "$target" >/dev/null
    local count
    fuzz_build "$target" >/dev/null
    bin=$(fuzz_build "$target" --show-bin-path)
    count=$(counters "$bin/$target")
    if [ "$count" -lt "$MIN_COUNTERS" ]; then
      echo "$target: $count coverage counters; rebuilding $scratch/$target from scratch"
      rm -rf "${scratch:?}/$target"
      fuzz_build "$target" >/dev/null
      count=$(counters "$bin/$target")
      if [ "$count" -lt "$MIN_COUNTERS" ]; then
        echo "$target: still $count coverage counters; the libraries are not instrumented" >&2
        return 1
      fi
    fi
    echo "$target: $count coverage counters"
  done
  mkdir -p out/fuzz
  for target in "${targets[@]}"; do
    bin=$(fuzz_build "$target" --show-bin-path)
    local work corpus artifacts
    work=$(mktemp -d "${TMPDIR:-/tmp}/typometer-fuzz.XXXXXX")
    corpus=$work/corpus
    artifacts=out/fuzz/$target
    mkdir -p "$corpus" "$artifacts"
    # shellcheck disable=SC2046
    find $(seeds "$target") -type f ! -name '.*' ! -name '*.md' ! -name 'LICENSE*' -print0 |
      while IFS= read -r -d '' file; do cp "$file" "$corpus/$(echo "$file" | tr / _)"; done
    echo "$target: fuzzing for $seconds s over $(ls "$corpus" | wc -l) seeds (log: $work/log)"
    local code=0
    (cd "$work" && TMPDIR=$work \
      LSAN_OPTIONS="suppressions=$OLDPWD/Scripts/lsan-suppressions.txt:print_suppressions=0" \
      ASAN_OPTIONS="suppressions=$OLDPWD/Scripts/asan-suppressions.txt" \
      "$bin/$target" corpus \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$OLDPWD/$artifacts/") >"$work/log" 2>&1 || code=$?
    local execs rate
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/log" | tail -1)
    local coverage
    coverage=$(grep -o 'cov: [0-9]*' "$work/log" | tail -1)
    echo "$target: exit $code, ${execs:-?} execs, ${rate:-?} execs/s, ${coverage:-cov: ?} edges," \
      "corpus $(ls "$corpus" | wc -l) files"
    if [ "$code" != 0 ]; then
      status=1
      grep -E 'ERROR|SUMMARY|Test unit written|==[0-9]+==' "$work/log" | head -20 || true
      echo "$target: finding kept in $artifacts/; full log $work/log"
    else
      rm -rf "$work"
    fi
  done
  return $status
}

case ${1:-} in
  replay) shift; replay "$@" ;;
  run) shift; run "$@" ;;
  *) echo "usage: Scripts/fuzz.sh replay [--no-build] | run [TARGET…]" >&2; exit 2 ;;
esac
