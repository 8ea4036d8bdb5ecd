// The flowfield demo's painting: a drag over the world paints (main.cpp hands the drag to
// Playground::PaintStroke instead of panning the view); here, the hint and the way back to the
// noise field.
#include "app/paint_ui.h"

#include "app/app.h"
#include "imgui.h"

namespace app {

void DrawPaintControls(App& a) {
  if (a.scene.pg.PaintCells() <= 0) return;
  bool painted = !a.scene.pg.paint().empty();
  ImGui::TextDisabled("Drag over the world to paint the field.");
  ImGui::BeginDisabled(!painted);
  if (ImGui::Button("Noise field")) {
    a.scene.pg.ClearPaint();
    a.page.fragmentDirtySince = NowSeconds();
  }
  ImGui::EndDisabled();
  RememberWidget(a, "button", "noisefield");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", painted ? "Take the paint off: the field from the noise and the seed again."
                                    : "Nothing painted yet: drag over the world to paint arrows along your drag.");
}

}  // namespace app
