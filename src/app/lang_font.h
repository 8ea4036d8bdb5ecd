// The glyphs a language needs beyond the UI's Latin-1 (issue #19): Chinese. The page fetches
// web/lang/zh-CN.ttf (a CJK font subset at build time to exactly the characters of
// strings/zh-CN.json) only when Chinese is chosen, loads it as the FontFace 'Playground CJK' and
// then says so (pg_set_font); the atlas then adds the characters the current table uses, which
// the browser draws in that face (browser_font.cpp).
#pragma once

#include <string_view>

struct ImFontAtlas;
struct ImFontConfig;

namespace app {

/// The faces the UI draws with: its own (Latin-1 and symbols), the Chinese glyphs, and the UI's
/// own file again for a link's words beyond Latin-1 (Greek, Cyrillic, Hebrew, Arabic, curly
/// quotes: the desktop's Chinese face lacks them; the page's browser draws every character).
enum class FontFace { Ui, Chinese, UiBeyondLatin1 };
/// Where `face`'s glyphs come from, written into `cfg` (FontData, FontNo): the page's browser
/// draws them (browser_font.cpp: no data), the desktop reads a TTF with stb_truetype
/// (desktop_font.cpp: DejaVu Sans, WenQuanYi Micro Hei). False when the face is not there (the
/// page has no UiBeyondLatin1: its Chinese face's merge draws those too).
bool UiFontData(FontFace face, ImFontConfig* cfg);

/// Whether the page's Chinese face is loaded (the browser can draw its glyphs).
void SetLanguageFont(bool loaded);
/// A teacher's own words (a link's title= and prompt=, in any language): their characters
/// beyond the UI's go into the atlas too (MergeLanguageFont), or the class saw "?" for them
/// ("逃避者能?下来吗", curly quotes, θ). True when that changes what the atlas must hold.
bool SetLinkText(std::string_view title, std::string_view prompt);
/// Merges the language's characters into the font just added to `atlas` at `pixels` size, when
/// the current language has characters the UI's ranges lack; with `languageNames`, also those of
/// every language's name in itself (the desktop's picker: "简体中文" in an English UI). Call
/// between AddFont and Build.
void MergeLanguageFont(ImFontAtlas& atlas, float pixels, bool languageNames = false);

#ifdef __EMSCRIPTEN__
/// The page: has the browser draw the glyphs `atlas` (its fonts added, not built yet) will ask
/// for, for at most about `budgetMs` ms per call, so that a start's glyphs come in several short
/// tasks (main.cpp) rather than in one long one; its Build then finds them drawn. True once all are.
bool PrepareBrowserGlyphs(const ImFontAtlas& atlas, double budgetMs);
#endif

}  // namespace app
