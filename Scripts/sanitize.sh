#!/usr/bin/env bash
# `make sanitize`: the whole test suite under AddressSanitizer (with
# LeakSanitizer), then under ThreadSanitizer, each in its own build directory
# (.build-sanitize-address, .build-sanitize-thread) so normal builds stay warm.
# Takes several minutes per sanitizer on two cores. SANITIZERS="thread" runs one.
# Only Swift code is instrumented: races and overflows inside the C libraries
# are not seen (the fuzz targets and valgrind cover those from outside).
# Two slow tests are skipped (100,000 strings in one file; 300 mutations of each
# string-file fixture): sanitized builds run 2–10× slower, `make test` runs them,
# and the fuzz targets run the same parsers under ASan.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
for sanitizer in ${SANITIZERS:-address thread}; do
  scratch=.build-sanitize-$sanitizer
  echo "== $sanitizer: building the tests"
  $SWIFT build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  echo "== $sanitizer: running the tests"
  LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0" \
    ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=30" \
    TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1" \
    $SWIFT test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" \
      --skip hundredThousandStrings --skip mutatedFixturesNeverCrash
  echo "== $sanitizer: clean"
done
