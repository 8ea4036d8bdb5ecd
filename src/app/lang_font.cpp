#include "app/lang_font.h"

#include <string>

#include "strings/strings.h"
#include "imgui.h"

namespace app {
namespace {
bool g_loaded = false;
ImVector<ImWchar> g_ranges;  // must outlive the atlas build
}  // namespace

void SetLanguageFont(bool loaded) { g_loaded = loaded; }

void MergeLanguageFont(ImFontAtlas& atlas, float pixels, bool languageNames) {
  const bool table = g_loaded && demos::HasOwnFont(demos::Language());
  if (!table && !languageNames) return;
  // Only the characters the current table uses (a few hundred), not all of CJK: a small atlas.
  // Glyphs the UI font has (Latin-1, digits) stay the UI font's: a merge skips them.
  ImFontGlyphRangesBuilder builder;
  if (table) {
    std::string all = demos::AllTexts();
    builder.AddText(all.c_str(), all.c_str() + all.size());
  }
  if (languageNames)
    for (const demos::KnownLanguage& l : demos::kLanguages)
      if (l.ownFont) builder.AddText(l.name);
  g_ranges.clear();
  builder.BuildRanges(&g_ranges);
  ImFontConfig cfg;
  if (!UiFontData(FontFace::Chinese, &cfg)) return;
  cfg.MergeMode = true;
  cfg.SizePixels = pixels;
  cfg.GlyphRanges = g_ranges.Data;
  atlas.AddFont(&cfg);
}

}  // namespace app
