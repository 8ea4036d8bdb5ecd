// "Copy as code": the language to export the selected agent's behaviour to, with the current
// numbers, as one function (code/code.h's kCodeLangs); the panel's combo and button are the
// description's (controls.cpp). The copy and its notice happen in the page (shell.js copyCode),
// where the clipboard is; a click that lands on the button is copied inside the click itself
// there, as Copy link is (WebKit lends the clipboard only to the click's own handler).
#include "app/code_ui.h"

#include "app/app.h"
#include "code/code.h"
#include "strings/strings.h"

namespace app {

namespace {
constexpr int kLangCount = int(sizeof demos::kCodeLangs / sizeof demos::kCodeLangs[0]);
int chosen = 0;  // the panel's choice: UI state only, not in the link
}  // namespace

const char* CodeExportLang() { return demos::kCodeLangs[chosen].id; }
const char* CodeLangId(int i) { return i >= 0 && i < kLangCount ? demos::kCodeLangs[i].id : nullptr; }
const char* CodeLangLabel(int i) { return i >= 0 && i < kLangCount ? demos::kCodeLangs[i].label : nullptr; }
int CodeExportLangIndex() { return chosen; }
void SetCodeExportLang(int i) {
  if (i >= 0 && i < kLangCount) chosen = i;
}
std::string CodeLangRefusal() {
  static_assert(kLangCount >= 2, "TrChoices lists two choices or more");
  std::vector<std::string> ids;
  for (const demos::CodeLangName& l : demos::kCodeLangs) ids.push_back(l.id);
  return demos::TrChoices("refused.code_lang", ids);
}

}  // namespace app
