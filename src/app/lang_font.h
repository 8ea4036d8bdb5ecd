// The glyphs a language needs beyond the UI font's Latin-1 (issue #19): Chinese. The page fetches
// web/lang/zh-CN.ttf (a CJK font subset at build time to exactly the characters of
// strings/zh-CN.json) only when Chinese is chosen and hands it over (pg_set_font); the atlas then
// merges it into the UI font, with glyph ranges made of the characters the current table uses.
#pragma once

struct ImFontAtlas;

namespace app {

/// Keeps a copy of a TTF the page fetched. Null or 0 bytes drops it.
void SetLanguageFont(const unsigned char* ttf, int size);
/// Merges the language font into the font just added to `atlas` at `pixels` size, when the
/// current language has characters the UI font lacks. Call between AddFont and Build.
void MergeLanguageFont(ImFontAtlas& atlas, float pixels);

}  // namespace app
