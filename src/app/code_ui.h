// "Copy as code" (code_ui.cpp): a language choice and a button in the panel's Selected agent
// section that copy playground.code(lang) for the selected agent (or the demo's main one).
#pragma once

#include <string>

namespace app {

struct App;

/// The language chosen in the panel: "cpp", "csharp", "gdscript" or "js".
const char* CodeExportLang();
/// The languages to choose from, by index: their ids ("cpp") and shown names ("C++"); null past the last.
const char* CodeLangId(int i);
const char* CodeLangLabel(int i);
int CodeExportLangIndex();
void SetCodeExportLang(int i);  ///< the panel's choice (out of range: kept)
/// The refusal of a language id that is not one of them: "Unknown language: use cpp, csharp, gdscript or js."
std::string CodeLangRefusal();

namespace web {
/// Copies the code in `lang` through the page's playground.copyCode (clipboard, with a fallback,
/// and the notice "Copied pursuit as C++").
void CopyCode(const char* lang);
}  // namespace web

}  // namespace app
