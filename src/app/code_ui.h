// "Copy as code" (code_ui.cpp): a language choice and a button in the panel's Selected agent
// section that copy playground.code(lang) for the selected agent (or the demo's main one).
#pragma once

namespace app {

struct App;

/// The row: language combo and "Copy as code" button; nothing when the demo has no export.
void DrawCodeExport(App& a);
/// The language chosen in the panel: "cpp", "csharp", "gdscript" or "js" (pg_code_lang).
const char* CodeExportLang();

namespace web {
/// Copies the code in `lang` through the page's playground.copyCode (clipboard, with a fallback,
/// and the notice "Copied pursuit as C++").
void CopyCode(const char* lang);
}  // namespace web

}  // namespace app
