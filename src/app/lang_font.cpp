#include "app/lang_font.h"

#include <cstring>
#include <string>

#include "strings/strings.h"
#include "imgui.h"
#include "imgui_internal.h"  // ImTextCharFromUtf8

namespace app {
namespace {
bool g_loaded = false;
ImVector<ImWchar> g_ranges;  // must outlive the atlas build
std::string g_title, g_prompt;     // the link's words
ImVector<ImWchar> g_linkRanges;  // their characters, as ranges

// Whether a character is one of the UI font's own (main.cpp's kGlyphRanges: ASCII and Latin-1).
bool Latin1(unsigned c) { return c < 0x100; }
}  // namespace

void SetLanguageFont(bool loaded) { g_loaded = loaded; }

bool SetLinkText(std::string_view title, std::string_view prompt) {
  if (title == g_title && prompt == g_prompt) return false;
  g_title = title;
  g_prompt = prompt;
  ImFontGlyphRangesBuilder builder;
  for (const std::string* text : {&g_title, &g_prompt})
    for (const char* p = text->c_str(); *p;) {
      unsigned c = 0;
      int n = ImTextCharFromUtf8(&c, p, nullptr);
      if (n <= 0) break;
      p += n;
      if (!Latin1(c) && c < 0x10000) builder.AddChar(ImWchar(c));
    }
  ImVector<ImWchar> ranges;
  builder.BuildRanges(&ranges);
  bool changed = ranges.Size != g_linkRanges.Size ||
                 (ranges.Size && std::memcmp(ranges.Data, g_linkRanges.Data, size_t(ranges.Size) * sizeof(ImWchar)) != 0);
  g_linkRanges.swap(ranges);
  return changed;
}

void MergeLanguageFont(ImFontAtlas& atlas, float pixels, bool languageNames) {
  const bool table = g_loaded && demos::HasOwnFont(demos::Language());
  const bool link = g_linkRanges.Size > 1;  // a range or more, and its ending 0
  if (!table && !languageNames && !link) return;
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
  // The link's words: the page's browser draws any character (its fonts fall back); the desktop
  // finds in the Chinese face those it has.
  for (int i = 0; i + 1 < g_linkRanges.Size; i += 2)
    for (unsigned c = g_linkRanges[i]; c <= g_linkRanges[i + 1]; ++c) builder.AddChar(ImWchar(c));
  g_ranges.clear();
  builder.BuildRanges(&g_ranges);
  // A teacher's words in Hebrew, Greek or Russian: from the UI's file where it has them (the
  // desktop's DejaVu Sans), before the Chinese face; a merge keeps the glyphs a font added first,
  // and skips those its file lacks.
  ImFontConfig own;
  if (link && UiFontData(FontFace::UiBeyondLatin1, &own)) {
    own.MergeMode = true;
    own.SizePixels = pixels;
    own.GlyphRanges = g_linkRanges.Data;
    atlas.AddFont(&own);
  }
  ImFontConfig cfg;
  if (!UiFontData(FontFace::Chinese, &cfg)) return;
  cfg.MergeMode = true;
  cfg.SizePixels = pixels;
  cfg.GlyphRanges = g_ranges.Data;
  atlas.AddFont(&cfg);
}

}  // namespace app
