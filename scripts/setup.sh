#!/usr/bin/env bash
# Installs what the build needs, idempotently: Debian packages, the pinned SDL2 and Dear ImGui
# sources (Debian source packages, checked by sha256), SDL2 compiled for wasm, and the npm
# packages of the browser tests. Everything it downloads or builds lands in .cache/ (ignored).
# A second run does nothing but checks. As root it installs directly; otherwise it says what
# is missing and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
CACHE=$ROOT/.cache
export NODE_PATH=/usr/share/nodejs

# [SECTION] pinned versions
IMGUI_DEB=1.86+ds-1
IMGUI_TAR=imgui_1.86+ds.orig.tar.xz
IMGUI_SHA=0dace0e8e57d298eb6e93af12dc19420cb96330832f6495c733b90aeeef11f64
IMGUI_DIR=imgui-1.86
SDL_DEB=2.26.5+dfsg-1
SDL_TAR=libsdl2_2.26.5+dfsg.orig.tar.gz
SDL_SHA=b3f2c822151804125d08db94c65852f711c2e5df2145a59da120748dc32eb9c3
SDL_DIR=SDL2-2.26.5
# Debian packages: compilers and tests, emscripten, the browsers, the UI font and its subsetter.
# node and npm are checked as commands: some machines have a nodejs package that bundles npm.
# The browser tests run in three engines (docs/browsers.md): chromium; firefox-esr and
# webkit2gtk-driver (WebKitWebDriver and, through libwebkit2gtk-4.1-0, its MiniBrowser), which
# get WebGL 2 only in a window, so under xvfb's xvfb-run. xvfb-run needs xauth, which xvfb only
# recommends; everything else they need is a dependency (apt-cache depends --recurse): Mesa's
# llvmpipe (libgl1-mesa-dri, libegl-mesa0), fontconfig, bubblewrap for WebKit's sandbox.
# fonts-dejavu-core gives the browsers a font. No D-Bus session bus is needed.
# mono-mcs and mono-runtime: the unit test that compiles the C# code export (mcs) and runs it (mono).
# godot3-server: Godot 3.2.3 headless, the unit tests that run the GDScript code export in Godot
# (CodeGodot.*; 21 MB to download, about 3 s to install).
# binaryen (emscripten's own dependency, named because the build calls it): wasm-split, which cuts
# the page's wasm in two (scripts/split_wasm.py).
# fonts-wqy-microhei: the Chinese glyphs, subset at build time to the zh-CN table's characters
# (web/lang/zh-CN.ttf; a 5 MB package, where fonts-noto-cjk is about 90 MB).
# The desktop playground (make desktop): libsdl2-dev (SDL 2.26.5, the version the page builds from
# source, with the GL/GLES headers through its dependencies), libepoxy-dev (the GL calls for
# either context the desktop makes: OpenGL ES 3.0, else OpenGL 3.3 core) and libstb-dev (stb_truetype for
# the UI font, stb_image_write for --screenshot); it draws its text in DejaVu Sans and, for
# Chinese, WenQuanYi Micro Hei: the two fonts above. xdotool: the desktop test's click and key
# go through the X server as a user's would.
PACKAGES=(cmake make g++ clang libclang-rt-14-dev googletest libgtest-dev emscripten binaryen chromium
          firefox-esr webkit2gtk-driver xvfb xauth
          fonts-dejavu-core python3-fonttools fonts-wqy-microhei xz-utils ca-certificates mono-mcs mono-runtime
          godot3-server
          libsdl2-dev libepoxy-dev libstb-dev xdotool)

say() { printf 'setup: %s\n' "$*"; }
is_root() { [ "$(id -u)" = 0 ]; }

# [SECTION] Debian packages
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  if ! is_root; then
    say "missing Debian packages: ${missing[*]}"
    say "run: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}"
    exit 1
  fi
  say "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# [SECTION] pinned sources (Debian source packages), verified by checksum
fetch_source() { # package=version tarball sha
  local spec=$1 tar=$2 sha=$3
  if [ -f "$CACHE/src/$tar" ] && echo "$sha  $CACHE/src/$tar" | sha256sum -c --quiet 2>/dev/null; then
    return 0
  fi
  if ! is_root; then
    say "missing $tar; run this script as root once (it adds a deb-src entry and fetches it)"
    exit 1
  fi
  if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
    # Same archive, suites and key as the machine's own binary entry, with deb-src.
    say "adding a deb-src entry derived from the machine's debian.sources"
    sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
      > /etc/apt/sources.list.d/playground-src.sources
    apt-get update -qq
  fi
  mkdir -p "$CACHE/src"
  (cd "$CACHE/src" && apt-get source -qq --download-only "$spec" 2>&1 | grep -v '^W: Download is performed unsandboxed' || true)
  echo "$sha  $CACHE/src/$tar" | sha256sum -c --quiet || { say "checksum mismatch for $tar"; exit 1; }
}
fetch_source "imgui=$IMGUI_DEB" "$IMGUI_TAR" "$IMGUI_SHA"
fetch_source "libsdl2=$SDL_DEB" "$SDL_TAR" "$SDL_SHA"

extract() { # tarball dir
  [ -d "$CACHE/$2" ] && [ -f "$CACHE/$2/.extracted" ] && return 0
  rm -rf "${CACHE:?}/$2"
  tar -xf "$CACHE/src/$1" -C "$CACHE"
  touch "$CACHE/$2/.extracted"
}
extract "$IMGUI_TAR" "$IMGUI_DIR"

# [SECTION] SDL2 for wasm, built once per version and configuration with its own CMake.
# Only what a WebGL page needs: video, events, timers. Audio, the 2D renderer, joysticks,
# haptics, sensors, the offscreen and dummy video drivers and the rest are off, and
# SDL_LEAN_AND_MEAN leaves out the software blitters, RLE and YUV surfaces (SDL_internal.h).
# SDL_CONFIG names the build in the cache (.cache/sdl2-wasm-<version>-<config>).
SDL_CONFIG=lean2
SDL_OPTIONS="-DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF
  -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_SENSOR=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_LOADSO=OFF
  -DSDL_OFFSCREEN=OFF -DSDL_DUMMYVIDEO=OFF -DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1"
SDL_PREFIX=$CACHE/sdl2-wasm-$SDL_DEB-$SDL_CONFIG
# SDL's configure checks, answered (cmake/sdl2_wasm_checks.cmake: 5 min of try_compiles through
# emcc otherwise). SDL2_RECHECK=1 asks them all again and rewrites that file from the answers.
SDL_CHECKS=$ROOT/cmake/sdl2_wasm_checks.cmake
if [ "${SDL2_RECHECK:-0}" = 1 ]; then rm -f "$SDL_PREFIX/.built"; fi
if [ ! -f "$SDL_PREFIX/.built" ]; then
  extract "$SDL_TAR" "$SDL_DIR"
  say "building SDL2 $SDL_DEB for wasm (once: under a minute; 6 min with SDL2_RECHECK=1)"
  rm -rf "$CACHE/sdl2-build" "$SDL_PREFIX"
  start=$SECONDS
  checks=(-C "$SDL_CHECKS")
  if [ "${SDL2_RECHECK:-0}" = 1 ]; then checks=(); fi
  # shellcheck disable=SC2086  # SDL_OPTIONS is a list of words
  emcmake cmake "${checks[@]}" -S "$CACHE/$SDL_DIR" -B "$CACHE/sdl2-build" -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$SDL_PREFIX" $SDL_OPTIONS \
    >"$CACHE/sdl2-build.log" 2>&1
  if [ "${SDL2_RECHECK:-0}" = 1 ]; then
    { sed -n '/^#/p' "$SDL_CHECKS"
      sed -En 's/^((HAVE_[A-Za-z0-9_]*|LIBC_IS_GLIBC|STDC_HEADERS)):INTERNAL=(.*)$/set(\1 "\3" CACHE INTERNAL "")/p' \
        "$CACHE/sdl2-build/CMakeCache.txt"; } > "$SDL_CHECKS.new"
    mv "$SDL_CHECKS.new" "$SDL_CHECKS"
    say "SDL's configure checks asked again: $SDL_CHECKS rewritten"
  fi
  emmake make -C "$CACHE/sdl2-build" -j"$(nproc)" install >>"$CACHE/sdl2-build.log" 2>&1 \
    || { tail -30 "$CACHE/sdl2-build.log"; exit 1; }
  touch "$SDL_PREFIX/.built"
  say "SDL2 for wasm built in $((SECONDS - start)) s"
  rm -rf "$CACHE/sdl2-build" "${CACHE:?}/$SDL_DIR"
  # Builds of other versions or configurations are not used any more.
  find "$CACHE" -maxdepth 1 -name 'sdl2-wasm-*' ! -path "$SDL_PREFIX" -exec rm -rf {} +
fi

# [SECTION] npm packages of the browser tests (pinned by package-lock.json)
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (pinned by package-lock.json; no browser download)"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error >/dev/null
fi
