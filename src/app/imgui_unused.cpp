// Parts of Dear ImGui this page never uses, cut at link time (-Wl,--wrap, see CMakeLists.txt).
//
// ImGui's text editor (InputTextEx, with stb_textedit, its key handling and the sscanf of typed
// numbers: about 9 KB of the gzipped wasm). The page has no ImGui text field, and every slider
// is ImGuiSliderFlags_NoInput (ui.cpp, composer_ui.cpp), so a slider never turns into one: a
// value is typed in the page's own number field (shell.js). Were it ever reached, it would show
// no field and report no edit.
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

extern "C" bool __wrap__ZN5ImGui11InputTextExEPKcS1_PciRK6ImVec2iPFiP26ImGuiInputTextCallbackDataEPv(
    const char*, const char*, char*, int, const ImVec2*, ImGuiInputTextFlags, ImGuiInputTextCallback, void*) {
  return false;
}
