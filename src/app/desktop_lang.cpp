// The desktop playground's language: the page's three, their tables compiled in
// (scripts/strings.py desktop writes desktop_tables.cpp from strings/*.json; the page fetches
// lang/<lang>.json instead). Which one: the command line's --lang, else the link's lang= (as the
// page follows it), else the first of ours the environment names (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG, as the page reads navigator.languages), else English.
#include <cstdlib>
#include <string>
#include <string_view>

#include "app/app.h"
#include "app/desktop.h"
#include "app/lang_font.h"
#include "link/link.h"
#include "strings/strings.h"

namespace app {

struct DesktopTable {
  const char* lang;
  const char* table;
};
extern const DesktopTable kDesktopTables[];
extern const int kDesktopTableCount;

std::string DesktopLanguage(const std::string& flag, const std::string& link, bool environment) {
  if (!flag.empty()) return std::string(demos::CanonicalLanguage(flag));
  if (!link.empty()) {
    demos::LinkResult r = demos::ParseLink(link);
    if (r.ok && !r.state.view.setup.lang.empty()) return r.state.view.setup.lang;
  }
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    if (!environment) break;
    const char* value = std::getenv(name);
    std::string_view tag = demos::PreferredLanguage(value ? value : "");
    if (!tag.empty()) return std::string(tag);
  }
  return "en";
}

bool UseDesktopLanguage(const std::string& tag) {
  const char* table = "";
  for (int i = 0; i < kDesktopTableCount; ++i)
    if (tag == kDesktopTables[i].lang) table = kDesktopTables[i].table;
  if (!demos::SetLanguage(tag, table)) return false;
  SetLanguageFont(true);  // the desktop reads its Chinese glyphs from disk (desktop_font.cpp)
  TheApp().view.fontScaleBuilt = 0.0f;
  return true;
}

}  // namespace app
