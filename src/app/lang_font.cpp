#include "app/lang_font.h"

#include <cstdlib>
#include <cstring>
#include <string>

#include "demos/strings.h"
#include "imgui.h"

namespace app {
namespace {
unsigned char* g_ttf = nullptr;  // our copy of the page's bytes
int g_size = 0;
ImVector<ImWchar> g_ranges;  // must outlive the atlas build
}  // namespace

void SetLanguageFont(const unsigned char* ttf, int size) {
  std::free(g_ttf);
  g_ttf = nullptr;
  g_size = 0;
  if (!ttf || size <= 0) return;
  g_ttf = static_cast<unsigned char*>(std::malloc(size_t(size)));
  if (!g_ttf) return;
  std::memcpy(g_ttf, ttf, size_t(size));
  g_size = size;
}

void MergeLanguageFont(ImFontAtlas& atlas, float pixels) {
  if (!g_ttf || std::string(demos::Language()) != "zh-CN") return;
  // Only the characters the current table uses (a few hundred), not all of CJK: a small atlas.
  // Glyphs the UI font has (Latin-1, digits) stay the UI font's: a merge skips them.
  ImFontGlyphRangesBuilder builder;
  std::string all = demos::AllTexts();
  builder.AddText(all.c_str(), all.c_str() + all.size());
  g_ranges.clear();
  builder.BuildRanges(&g_ranges);
  ImFontConfig cfg;
  cfg.MergeMode = true;
  cfg.FontDataOwnedByAtlas = false;  // kept in g_ttf
  cfg.OversampleH = 1;               // CJK glyphs are square and dense: no horizontal oversampling
  cfg.OversampleV = 1;
  atlas.AddFontFromMemoryTTF(g_ttf, g_size, pixels, &cfg, g_ranges.Data);
}

}  // namespace app
