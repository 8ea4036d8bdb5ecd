// "Copy as code": under the selected agent, the language to export to and a button that copies
// the agent's behaviour, with the current numbers, as one function (code/code.h). The copy and
// its notice happen in the page (shell.js copyCode), where the clipboard is; a click that lands
// on the button is copied inside the click itself there, as Copy link is (WebKit lends the
// clipboard only to the click's own handler).
#include "app/code_ui.h"

#include "app/app.h"
#include "code/code.h"
#include "strings/strings.h"
#include "imgui.h"

namespace app {

namespace {

struct LangName {
  const char* id;     ///< playground.code(lang)
  const char* label;  ///< in the combo
};
constexpr LangName kLangs[] = {{"cpp", "C++"}, {"csharp", "C# (Unity)"}, {"gdscript", "GDScript (Godot)"},
                               {"js", "JavaScript"}};
int chosen = 0;  // the panel's choice: UI state only, not in the link

}  // namespace

const char* CodeExportLang() { return kLangs[chosen].id; }

void DrawCodeExport(App& a) {
  if (!demos::HasCode(a.scene.pg, a.scene.selected)) return;
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("GDScript (Godot)").x + ImGui::GetFrameHeight() * 1.5f);
  if (ImGui::BeginCombo("##codelang", kLangs[chosen].label)) {
    for (int i = 0; i < int(sizeof kLangs / sizeof kLangs[0]); ++i)
      if (ImGui::Selectable(kLangs[i].label, i == chosen)) chosen = i;
    ImGui::EndCombo();
  }
  RememberWidget(a, "combo", "codelang");
  ImGui::SameLine();
  if (ImGui::Button(demos::Tr("ui.copy_code"))) web::CopyCode(CodeExportLang());
  RememberWidget(a, "button", "copycode");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", demos::Tr(a.scene.pg.desc().id == std::string("custom") ? demos::Key("ui.tip.copy_code_group")
                                      : a.scene.selected >= 0                      ? demos::Key("ui.tip.copy_code")
                                                                                   : demos::Key("ui.tip.copy_code_main")));
}

}  // namespace app
