# The front door. The README's two commands:
#   make serve   installs what is missing, builds the page into web/, serves it on :8000 (gzip, a
#                strict CSP: as a host would, scripts/serve.mjs)
#   make test    native unit tests (plain and under ASan + UBSan), the wasm build, browser tests
#                (Chromium, then the cross-engine suite in Chromium, Firefox ESR and WebKitGTK)
# Other targets: make web (build only), make unit, make sanitize, make browser, make engines, make screenshots
# (ENGINES=firefox or ENGINES=chromium,webkit for some of them), make fuzz-api, make clean.
SHELL := /bin/bash
export NODE_PATH := /usr/share/nodejs
# The page's JS is minified by the Closure Compiler from npm (package.json), not a download.
export EM_CLOSURE_COMPILER := $(CURDIR)/node_modules/.bin/google-closure-compiler

SDL2_PREFIX := $(CURDIR)/.cache/sdl2-wasm-2.26.5+dfsg-1-lean2
IMGUI_DIR := $(CURDIR)/.cache/imgui-1.86
NATIVE := build/native
ASAN := build/asan
BENCH_NATIVE := build/bench-native
WEB := build/web
PORT ?= 8000
JOBS ?= 2

FUZZ_SECONDS ?= 600

.PHONY: setup native unit sanitize web browser engines desktop desktop-test test serve clean fuzz fuzz-ui fuzz-api soak bench screenshots first-frame-list

setup:
	@bash scripts/setup.sh

native: setup
	@cmake -S . -B $(NATIVE) -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	@cmake --build $(NATIVE) -j$(JOBS)

unit: native
	ctest --test-dir $(NATIVE) --output-on-failure -j$(JOBS)

# The same unit tests built with clang, under AddressSanitizer + UndefinedBehaviorSanitizer
# (so the golden state hashes are checked with gcc and clang). -O1, as ASan's authors advise:
# the same checks, a third of the time of -O0.
sanitize: setup
	@cmake -S . -B $(ASAN) -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" -DPLAYGROUND_SANITIZE=ON -DCMAKE_CXX_COMPILER=clang++ >/dev/null
	@cmake --build $(ASAN) -j$(JOBS)
	ctest --test-dir $(ASAN) --output-on-failure -j$(JOBS)

# The link fuzzer for FUZZ_SECONDS (default 600), on a copy of the seed corpus.
fuzz: sanitize
	@rm -rf build/fuzz-corpus && mkdir -p build/fuzz-corpus && cp tests/fuzz/corpus/* build/fuzz-corpus/
	$(ASAN)/link_fuzz -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 build/fuzz-corpus 2>&1 | tail -25

# Performance figures side by side (ours native, wasm in node and Chromium, Yuka), written to docs/perf.md.
# The native side is built as the wasm side is: -O3 with link-time optimisation.
# It first builds the page of main's commit f0d57a7 (before SDL2) once, into build/baseline/web
# (bench/baseline.sh), to set beside this one. BENCH_ONLY=startup: only that comparison, printed;
# BENCH_ONLY=lighthouse: Lighthouse's mobile profile three times (npm lighthouse, package.json);
# BENCH_ONLY=throttled: every demo's frame rate with the CPU slowed 4x (issue 36); BENCH_ONLY=json:
# JsonWriter::Number against the writer it replaced, and a 100,000-boid flock's state() in the page.
bench: web
	@[ "$(BENCH_ONLY)" = json ] || bash bench/baseline.sh
	@cmake -S . -B $(BENCH_NATIVE) -DCMAKE_BUILD_TYPE=Release -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON >/dev/null
	@cmake --build $(BENCH_NATIVE) --target flock_bench json_number_bench -j$(JOBS)
	@cmake --build $(WEB) --target flock_bench json_number_bench -j$(JOBS)
	node bench/run.mjs

# The UI fuzzer for FUZZ_UI_MINUTES simulated minutes (default 30) of random input on the page.
FUZZ_UI_MINUTES ?= 30
fuzz-ui: web
	node tests/browser/fuzz_ui.mjs $(FUZZ_UI_MINUTES)

# The API fuzzer for FUZZ_API_MINUTES minutes per engine (default 10): seeded random sequences of
# window.playground calls with hostile arguments, and links of every size between them, in
# Chromium, Firefox and WebKit (ENGINES=... for some). Its short run, each call once with each
# hostile value, is tests/engines/fuzz_api.test.mjs, part of `make engines` and so of `make test`.
FUZZ_API_MINUTES ?= 10
fuzz-api: web
	xvfb-run -a -s "-screen 0 1920x1080x24 -noreset" node tests/engines/fuzz_api.mjs $(FUZZ_API_MINUTES)

# Eight simulated hours (1,728,000 steps) of a 2,000-boid flock, natively and in wasm under node.
soak: native web
	$(NATIVE)/soak 1728000 2000
	node --no-experimental-fetch $(WEB)/soak.js 1728000 2000

# The desktop playground: the page's app in an SDL2 window (Debian's libsdl2-dev, OpenGL ES 3).
desktop: setup
	@cmake -S . -B $(NATIVE) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DIMGUI_DIR=$(IMGUI_DIR) >/dev/null
	@cmake --build $(NATIVE) --target steering-playground -j$(JOBS)

# Its test: the golden hashes from the command line, then a window on a virtual X server (a
# screenshot of the scene and the panel, a key and a click through the X server).
desktop-test: desktop
	xvfb-run -a -s "-screen 0 1600x1000x24 -noreset" node --test --test-concurrency=1 tests/desktop/

web: setup
	@emcmake cmake -S . -B $(WEB) -DCMAKE_BUILD_TYPE=Release \
	  -DSDL2_PREFIX=$(SDL2_PREFIX) -DIMGUI_DIR=$(IMGUI_DIR) >/dev/null
	@cmake --build $(WEB) -j$(JOBS)
	@echo "web/ is the static site: copy it to any host (.wasm as application/wasm)."

browser: web
	node --test --test-concurrency=1 tests/node/ tests/browser/

# The cross-engine suite (docs/browsers.md), the API fuzzer's short run with it. Firefox and
# WebKit have WebGL 2 only in a window: a virtual X server (Xvfb) on a free display number, larger
# than the 1280x720 viewports.
engines: web
	xvfb-run -a -s "-screen 0 1920x1080x24 -noreset" node --test --test-concurrency=1 tests/engines/

test: unit sanitize browser engines desktop-test

# Every demo in three languages and three themes at 1366x768, 1024x768 with ui=2, an iPad and a
# phone in portrait, into build/screenshots/sheet/ with a contact sheet, build/screenshots/index.html
# (tests/tools/screenshots.mjs; SHOT_DEMOS, SHOT_LANGS, SHOT_THEMES, SHOT_SIZES take some of them).
screenshots: web
	node tests/tools/screenshots.mjs

serve: web
	node scripts/serve.mjs --port $(PORT)

# The functions the first frames of no demo's link run (src/app/deferred_functions.txt), recorded
# by Binaryen's instrumentation in Chromium over every demo's link (scripts/first_frame_profile.mjs):
# the page's build moves them to playground.deferred.wasm. Run it after changing the C++: a new
# function stays in playground.wasm until then (bytes, never a wait).
SPLIT := build/split
first-frame-list: setup
	@emcmake cmake -S . -B $(SPLIT) -DCMAKE_BUILD_TYPE=Release -DSPLIT_PROFILE=ON -DWEB_DIR=$(CURDIR)/$(SPLIT)/site \
	  -DSDL2_PREFIX=$(SDL2_PREFIX) -DIMGUI_DIR=$(IMGUI_DIR) >/dev/null
	@cmake --build $(SPLIT) -j$(JOBS)
	node scripts/first_frame_profile.mjs $(SPLIT)/site src/app/deferred_functions.txt

clean:
	rm -rf build web/index.html web/shell.css web/shell.js web/a11y.js web/playground.js web/playground.wasm web/playground.deferred.wasm web/codegen.js web/codegen.wasm
