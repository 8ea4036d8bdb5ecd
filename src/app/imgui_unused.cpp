// Parts of Dear ImGui this page never uses, cut at link time (-Wl,--wrap, see CMakeLists.txt).
//
// ImFontAtlas::GetTexDataAsAlpha8 falls back to AddFontDefault() when no font was added, which
// keeps ImGui's built-in ProggyClean font (a 12 KB base85 string and its decompressor, about
// 10 KB of the gzipped wasm) in the page. The page always adds its own font first
// (src/app/main.cpp, before the atlas is built), so the fallback is never taken: it returns no
// font, as AddFont does when it fails.
#include "imgui.h"

extern "C" ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
  return nullptr;
}
