#!/usr/bin/env bash
# The fuzz targets (Sources/Fuzz*), two ways:
#
#   Scripts/fuzz.sh replay [--no-build]   plain debug build; every target replays its
#                                          seed corpus once (seconds; part of `make test`)
#   Scripts/fuzz.sh run [TARGET…]          libFuzzer + AddressSanitizer, release build in
#                                          .build-fuzz; each target for FUZZ_SECONDS (60)
#
# Seeds: Tests/Fuzz/<target>/ (hand-made edge cases and every past finding) plus
# the project's fixtures, read in place. A run works on a copy in a temporary
# directory, so nothing under Tests/ is written; findings (crash-*, leak-*,
# timeout-*, oom-*) land in out/fuzz/<Target>/. A finding makes the run fail.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
ALL_TARGETS=(FuzzFont FuzzConfig FuzzStringCatalogs FuzzCheckSpec)

seeds() {
  case $1 in
    FuzzFont)
      echo Tests/Fuzz/font Tests/Data/fonts-bad Tests/Data/structure \
        Fonts/NotoSansHebrew-Regular.ttf Fonts/NotoSansThai-Regular.ttf ;;
    FuzzConfig)
      echo Tests/Fuzz/config Tests/Data/config \
        Examples/TypographyKit.json Examples/TypographyKit.plist Examples/App/TypographyKit.json ;;
    FuzzStringCatalogs)
      echo Tests/Fuzz/string-catalogs Tests/Data/catalogs Examples/App ;;
    FuzzCheckSpec)
      echo Tests/Fuzz/check-spec Examples/App/typometer.json ;;
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

run() {
  local seconds=${FUZZ_SECONDS:-60} scratch=${FUZZ_SCRATCH:-.build-fuzz}
  local targets=("$@") status=0
  [ ${#targets[@]} -gt 0 ] || targets=("${ALL_TARGETS[@]}")
  local bin
  # One build directory per target: products built one after another in one
  # directory lost their coverage instrumentation (libFuzzer then reports "no
  # interesting inputs"), so each target gets its own.
  # A release build can come out without coverage counters (seen for
  # FuzzStringCatalogs); then the target is built in debug mode, which keeps them.
  local configuration=()
  for target in "${targets[@]}"; do
    seeds "$target" >/dev/null
    local mode=release
    $SWIFT build -c release --sanitize=fuzzer --sanitize=address -Xswiftc -DFUZZING \
      --product "$target" --scratch-path "$scratch/$target" >/dev/null
    bin=$($SWIFT build -c release --scratch-path "$scratch/$target" --show-bin-path)
    if ! objdump -h "$bin/$target" | grep -q __sancov_cntrs; then
      mode=debug
      echo "$target: the release build has no coverage counters; using a debug build"
      $SWIFT build -c debug --sanitize=fuzzer --sanitize=address -Xswiftc -DFUZZING \
        --product "$target" --scratch-path "$scratch/$target" >/dev/null
      bin=$($SWIFT build -c debug --scratch-path "$scratch/$target" --show-bin-path)
      if ! objdump -h "$bin/$target" | grep -q __sancov_cntrs; then
        echo "$target: no coverage counters in the debug build either; remove $scratch and retry" >&2
        return 1
      fi
    fi
    configuration+=("$mode")
  done
  mkdir -p out/fuzz
  local i=0
  for target in "${targets[@]}"; do
    bin=$($SWIFT build -c "${configuration[$i]}" --scratch-path "$scratch/$target" --show-bin-path)
    i=$((i + 1))
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
    echo "$target: exit $code, ${execs:-?} execs, ${rate:-?} execs/s, corpus $(ls "$corpus" | wc -l) files"
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
