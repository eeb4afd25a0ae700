# Typometer: one command to set up, build, test and demo.
#
#   make test    install missing system libraries, build, run every test
#   make demo    run the CLI on the bundled fonts and examples
#   make install release-build the CLI into $(PREFIX)/bin (PREFIX=/usr/local)
#   make bench   release-build and run the benchmarks
#   make format  apply .swift-format
#   make docs    build the DocC guide into .build/docs (no warnings allowed)
#   make fuzz, fuzz-replay, sanitize, leaks: hostile-input checks (README)

SHELL := /bin/bash
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?= -Xswiftc -warnings-as-errors
PKG_MODULES := freetype2 fontconfig harfbuzz icu-uc libpng16
APT_PACKAGES := pkg-config libfreetype-dev libfontconfig-dev libharfbuzz-dev libicu-dev libpng-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell $(SWIFT) build --show-bin-path)/typometer

.PHONY: deps pango-deps build test demo bench compare-pango report-check format lint clean docs install
.PHONY: fuzz fuzz-replay sanitize leaks

# Installs the Debian -dev packages only when pkg-config cannot find a module.
deps:
	@missing=0; \
	command -v pkg-config >/dev/null 2>&1 || missing=1; \
	if [ $$missing = 0 ]; then \
	  for m in $(PKG_MODULES); do pkg-config --exists $$m || { missing=1; echo "missing: $$m"; }; done; \
	fi; \
	if [ $$missing = 1 ]; then \
	  echo "Installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# Pango through PyGObject, the peer `make bench` and `make compare-pango` measure
# against (Scripts/pango/); installed only when /usr/bin/python3 cannot load it.
PANGO_PACKAGES := python3-gi gir1.2-pango-1.0
pango-deps:
	@/usr/bin/python3 -c "import gi; gi.require_version('Pango', '1.0'); gi.require_version('PangoFT2', '1.0')" 2>/dev/null || { \
	  echo "Installing $(PANGO_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(PANGO_PACKAGES) >/dev/null; }

# The release CLI in $(DESTDIR)$(PREFIX)/bin; it needs only the Debian libraries
# `deps` installs (FreeType, Fontconfig, HarfBuzz, ICU, libpng) at run time:
# the Swift runtime and Foundation are linked in (--static-swift-stdlib, built
# in .build/static, as the flag rebuilds every module), which also spares each
# run loading them (`check` over the corpus starts about 25 ms sooner).
# (`make test` installs its debug build into out/install with CONFIG=debug.)
PREFIX ?= /usr/local
CONFIG ?= release
INSTALL_BUILD = $(if $(filter release,$(CONFIG)),--static-swift-stdlib --scratch-path .build/static)
install: deps
	$(SWIFT) build -c $(CONFIG) $(SWIFT_BUILD_FLAGS) $(INSTALL_BUILD) --product typometer
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) $(INSTALL_BUILD) --show-bin-path)/typometer" "$(DESTDIR)$(PREFIX)/bin/typometer"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/typometer"

# Every suite is Swift Testing (no XCTest). After the suites, the fuzz corpora
# are replayed and the Getting Started program of the DocC guide is built and
# run as a package of its own (Scripts/getting-started.sh, a few seconds: it
# reuses this build). The last line sums up the run as "N passed, N failed".
test: deps
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	@mkdir -p out
	@$(INPUTS_DIGEST) > out/inputs.before
	@set -o pipefail; $(SWIFT) test --skip-build --disable-xctest 2>&1 | tee out/test.log
	@Scripts/fuzz.sh replay --no-build
	@SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="$(SWIFT_BUILD_FLAGS)" Scripts/getting-started.sh
	@rm -rf out/install && $(MAKE) --no-print-directory install CONFIG=debug PREFIX="$(CURDIR)/out/install" >/dev/null && \
	  out/install/bin/typometer --version | grep -q '^typometer ' && echo "make install: out/install/bin/typometer runs"
	@$(INPUTS_DIGEST) | diff -u out/inputs.before - >/dev/null || \
	  { echo "the tests changed files in $(INPUT_FOLDERS):"; $(INPUTS_DIGEST) | diff -u out/inputs.before -; exit 1; }
	@passed=$$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} in .* passed.*/\1/p' out/test.log | tail -1); \
	  echo "tests: $${passed:-0} passed, 0 failed"

# The files tests and the demo read; both check that these are byte-identical after.
INPUT_FOLDERS := Fonts Examples Tests/Data Benchmarks
INPUTS_DIGEST := find $(INPUT_FOLDERS) -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum

demo: build
	@mkdir -p out
	@$(INPUTS_DIGEST) > out/inputs.demo
	@echo '$$ typometer fonts --no-system-fonts --fonts Fonts --family noto'
	@$(BIN) fonts --no-system-fonts --fonts Fonts --family noto
	@echo
	@echo '$$ typometer fonts find Inter-Bolt --no-system-fonts --fonts Fonts'
	@$(BIN) fonts find Inter-Bolt --no-system-fonts --fonts Fonts || true
	@echo
	@echo '$$ typometer metrics Roboto-Regular --size 17 --no-system-fonts --fonts Fonts'
	@$(BIN) metrics Roboto-Regular --size 17 --no-system-fonts --fonts Fonts
	@echo
	@echo '$$ typometer check Examples/App/typometer.json --report out/report'
	@$(BIN) check Examples/App/typometer.json --report out/report; \
	  status=$$?; echo; echo "exit status $$status (1: overflows or uncovered characters found); report: out/report/report.html"
	@echo
	@echo '$$ typometer check Examples/Android/typometer.json --report out/report-android'
	@$(BIN) check Examples/Android/typometer.json --report out/report-android; \
	  status=$$?; echo; echo "exit status $$status (1: strings that overflow at some font scale); report: out/report-android/report.html"
	@$(INPUTS_DIGEST) | diff -u out/inputs.demo - >/dev/null || { echo "the demo changed its inputs"; exit 1; }

# The corpus to benchmark on: the shared 13-language UI-string corpus when it is
# there (read in place, never copied), else the small one shipped in Benchmarks/.
BENCH_CORPUS ?= $(firstword $(wildcard ../shared/corpus/strings) Benchmarks/corpus)

bench: deps pango-deps
	$(SWIFT) build -c release $(SWIFT_BUILD_FLAGS) --product TypometerBench
	$(shell $(SWIFT) build -c release --show-bin-path)/TypometerBench $(BENCH_CORPUS)

# Line counts against Pango (same fonts, unhinted, WORD_CHAR) over the shared corpus.
compare-pango: deps pango-deps
	$(SWIFT) build -c release $(SWIFT_BUILD_FLAGS) --product typometer
	Scripts/compare-pango.py --typometer $(shell $(SWIFT) build -c release --show-bin-path)/typometer

# The DocC catalog (Sources/Typometer/Typometer.docc) with the symbols of every
# module `import Typometer` brings in, built by the toolchain's docc.
docs: deps
	SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="$(SWIFT_BUILD_FLAGS)" Scripts/docs.sh

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build

# Pictures: run the rendering tests, then draw sample sheets into
# .build/render-check/ to look at (exit 1 from render means a row overflows).
# After an intended change to drawing: make render-check RECORD=1 re-records
# the golden images in Tests/Data/rendering.
RENDER_DIR := .build/render-check
RENDER_FONTS := --no-system-fonts --fonts Fonts

.PHONY: render-check
render-check: deps
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	$(if $(RECORD),TYPOMETER_RECORD_GOLDEN=1 )$(SWIFT) test --skip-build --filter "RenderingTests|RenderCommandTests"
	@mkdir -p $(RENDER_DIR)
	$(BIN) render Inter-Regular $(RENDER_FONTS) --style body --categories xs,l,xxxl,ax3 \
	  --width 160 --max-lines 2 --out $(RENDER_DIR)/latin.png \
	  "Save changes to your document before closing? 👍🏽" || [ $$? = 1 ]
	$(BIN) render NotoSansArabic-Regular $(RENDER_FONTS) --size 20 --width 180 --max-lines 2 \
	  --out $(RENDER_DIR)/arabic.png "مرحبا بالعالم، هذا نص طويل يلتف على عدة أسطر" || [ $$? = 1 ]
	$(BIN) render Roboto-Regular $(RENDER_FONTS) --size 24 --width 16 \
	  --out $(RENDER_DIR)/too-wide.png "OK WWW नमस्ते สวัสดี" || [ $$? = 1 ]
	@echo "Pictures in $(RENDER_DIR)/"

# The HTML report of `check --report` in a real browser: headless Chromium takes a
# screenshot of Examples/App's report.html and verifies that it loaded every image.
report-check: build
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; }
	Scripts/report-check.sh $(BIN)

# Hostile input (README, "Hostile input"). fuzz-replay is quick and runs in `make test`;
# the others take minutes: libFuzzer for FUZZ_SECONDS per target, the test suite
# under ASan and TSan, the release CLI under valgrind.
FUZZ_SECONDS ?= 60

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Scripts/fuzz.sh run

fuzz-replay: deps
	SWIFT_BUILD_FLAGS="$(SWIFT_BUILD_FLAGS)" Scripts/fuzz.sh replay

sanitize: deps
	Scripts/sanitize.sh

leaks: deps
	SWIFT_BUILD_FLAGS="$(SWIFT_BUILD_FLAGS)" Scripts/leaks.sh
