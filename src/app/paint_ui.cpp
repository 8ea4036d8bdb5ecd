// The flowfield demo's painting: a drag over the world paints (main.cpp hands the drag to
// Playground::PaintStroke instead of panning the view); here, the hint and the way back to the
// noise field.
#include "app/paint_ui.h"

#include "app/app.h"
#include "strings/strings.h"
#include "imgui.h"

namespace app {

void DrawPaintControls(App& a) {
  if (a.scene.pg.PaintCells() <= 0) return;
  bool painted = !a.scene.pg.paint().empty();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextUnformatted(WrapText(demos::Tr("ui.paint_hint"), ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopStyleColor();
  ImGui::BeginDisabled(!painted);
  if (ImGui::Button(demos::Tr("ui.noise_field"))) {
    a.scene.pg.ClearPaint();
    a.page.fragmentDirtySince = NowSeconds();
  }
  ImGui::EndDisabled();
  RememberWidget(a, "button", "noisefield");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", demos::Tr(painted ? demos::Key("ui.tip.noise_field") : demos::Key("ui.tip.noise_field_none")));
}

}  // namespace app
