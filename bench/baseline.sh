#!/usr/bin/env bash
# Builds the page as it was before SDL2 came back (main's commit f0d57a7: its own platform layer
# on Emscripten's HTML5 API) into build/baseline/web, for bench/startup.mjs to load beside today's.
# Built once per commit: the sources from `git archive`, the same pinned ImGui and npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
export EM_CLOSURE_COMPILER=${EM_CLOSURE_COMPILER:-$ROOT/node_modules/.bin/google-closure-compiler}
COMMIT=${BASELINE_COMMIT:-f0d57a7}
OUT=$ROOT/build/baseline
STAMP=$OUT/web/.built-$COMMIT
[ -f "$STAMP" ] && exit 0
echo "bench: building the page of $COMMIT into build/baseline/web (once)"
rm -rf "$OUT/src" "$OUT/web"
mkdir -p "$OUT/src" "$OUT/web"
git archive "$COMMIT" | tar -x -C "$OUT/src"
ln -s "$ROOT/node_modules" "$OUT/src/node_modules"
cp -r "$OUT/src/web/." "$OUT/web/"  # the site's committed files (favicon.svg)
emcmake cmake -S "$OUT/src" -B "$OUT/build" -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$ROOT/.cache/imgui-1.86" \
  -DWEB_DIR="$OUT/web" >/dev/null
cmake --build "$OUT/build" -j"${JOBS:-2}" --target playground shell_files string_tables service_worker codegen >/dev/null
touch "$STAMP"
