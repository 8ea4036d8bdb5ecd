// Parts of Dear ImGui and the C library this page never uses, or has already, cut at link time
// (-Wl,--wrap, see CMakeLists.txt).
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
//
// sscanf: ImGui reads its .ini settings with it (window positions, table columns). The page keeps
// no .ini (io.IniFilename is null, nothing calls LoadIniSettingsFromMemory), and nothing else in
// the page calls sscanf, so libc's scanner is cut; a call would read nothing.
//
// atof: ImGui rounds a dragged slider's value to the digits it shows by printing it and reading
// it back ("%.2f" -> "1.50" -> 1.5). It reads with demos::ParseDecimal instead of libc's strtod:
// the same double for such short decimals (tests/unit/decimal_test.cpp), without the C library's
// long-double scanner (with sscanf, about 6 KB of the gzipped wasm).
//
// sinf and cosf (ImGui's arcs and rounded corners, the app's drawing): the core's own steer::Sin
// and steer::Cos (about 1e-12 relative), already in the page for the simulation, instead of
// libm's with its argument reduction.
#include <cstring>

#include "strings/decimal.h"
#include "imgui.h"
#include "steer/trig.h"

extern "C" int __wrap_sscanf(const char*, const char*, ...) { return 0; }

extern "C" float __wrap_sinf(float x) { return steer::Sin(x); }
extern "C" float __wrap_cosf(float x) { return steer::Cos(x); }

extern "C" double __wrap_atof(const char* s) {
  // atof reads the longest number at the start (after blanks) and ignores the rest.
  while (*s == ' ' || *s == '\t') ++s;
  size_t n = std::strspn(s, "+-0123456789.eE");
  double v = 0.0;
  while (n > 0 && !demos::ParseDecimal(std::string_view(s, n), &v)) --n;
  return v;
}

extern "C" ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
  return nullptr;
}

extern "C" bool __wrap__ZN5ImGui11InputTextExEPKcS1_PciRK6ImVec2iPFiP26ImGuiInputTextCallbackDataEPv(
    const char*, const char*, char*, int, const ImVec2*, ImGuiInputTextFlags, ImGuiInputTextCallback, void*) {
  return false;
}
