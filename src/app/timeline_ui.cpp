// The timeline bar under the scene (issue #37): a slider over the run's history, from its first
// moment to the furthest it reached, with the run's events (captures, escapes) marked on it. A
// drag goes to that moment (ScrubTo: the very state a straight run has then) and pauses; playing
// on from there keeps the future until an edit replaces it. The keys , . Home End do the same
// from the keyboard (main.cpp), playground.scrub() from scripts, the accessible view's Time slider
// from a screen reader.
#include <cstdio>
#include <string>

#include "app/app.h"
#include "app/controls.h"
#include "imgui.h"
#include "strings/strings.h"

namespace app {

namespace {

std::string SecondsText(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", s);
  demos::LocalizeNumbers(buf);  // "12,5" in pt-BR
  return buf;
}

// The events as ticks on the slider's track: captures in the force colour, escapes muted.
void DrawEvents(const App& a, ImVec2 min, ImVec2 max, int64_t start, int64_t end) {
  const demos::Playground& pg = a.scene.pg;
  if (end <= start) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float grab = ImGui::GetStyle().GrabMinSize * 0.5f + ImGui::GetStyle().FramePadding.y;
  float x0 = min.x + grab, x1 = max.x - grab;
  for (const demos::Playground::TimelineEvent& e : pg.events()) {
    if (e.step < start || e.step > end) continue;
    float x = x0 + (x1 - x0) * float(double(e.step - start) / double(end - start));
    bool escape = e.kind[0] == 'e';
    ImU32 col = escape ? LayerColor(a.view.theme, 9) : LayerColor(a.view.theme, 1);
    dl->AddTriangleFilled({x - 4.0f, max.y}, {x + 4.0f, max.y}, {x, max.y - 6.0f}, col);
  }
}

}  // namespace

float TimelineBarHeight(const App& a) {
  // Not in a picture (PNG) or an embed: there the world keeps the whole strip.
  if (a.ui.pictureFrame || a.view.embed) return 0.0f;
  return ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().WindowPadding.y + 6.0f;
}

void ReserveTimelineBar(App& a) {
  // Its room is kept whether the run is short or long: the world never moves when it fills.
  a.view.viewMax.y -= TimelineBarHeight(a);
}

void DrawTimelineBar(App& a) {
  float h = TimelineBarHeight(a);
  float width = a.view.viewMax.x - a.view.viewMin.x - 16.0f;
  if (h <= 0.0f || width < 120.0f) return;
  demos::Playground& pg = a.scene.pg;
  ImGui::SetNextWindowPos(ImVec2(a.view.viewMin.x + 8.0f, a.view.viewMax.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, h - 6.0f), ImGuiCond_Always);
  ImGui::Begin("##timeline", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoFocusOnAppearing);
  // A press on the bar is the UI's, never the world's (main.cpp decides by these rectangles).
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  a.ui.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});

  int64_t start = pg.historyStart(), end = pg.historyEnd(), now = pg.steps();
  std::string label = demos::Trf("timeline.at", {SecondsText(pg.Seconds(now)), SecondsText(pg.Seconds(end))});
  float labelWidth = ImGui::CalcTextSize(demos::Trf("timeline.at", {"000.0", "000.0"}).c_str()).x;
  // Save clip at the bar's right end, from the panel's description (its Time section).
  Control clip = ClipControl(a);
  float clipWidth = ImGui::CalcTextSize(clip.label.c_str()).x + 2.0f * ImGui::GetStyle().FramePadding.x;
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - labelWidth - clipWidth -
                          2.0f * ImGui::GetStyle().ItemSpacing.x);
  // The slider in whole steps; its own text is empty (the moment is written beside it, never
  // under the grab).
  int value = int(now - start), span = int(end > start ? end - start : 1);
  ImGui::BeginDisabled(end <= start);
  if (ImGui::SliderInt("##time", &value, 0, span, "", ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoInput)) {
    ScrubTo(a, start + value);
    Wake();
  }
  ImGui::EndDisabled();
  ImVec2 smin = ImGui::GetItemRectMin(), smax = ImGui::GetItemRectMax();
  RememberWidget(a, "slider", "time");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", demos::Tr("timeline.help"));
  DrawEvents(a, smin, smax, start, end);
  ImGui::SameLine();
  ImGui::TextUnformatted(label.c_str());
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - clipWidth);
  if (ImGui::Button((clip.label + "###" + clip.name).c_str())) Act(a, clip.name);
  RememberWidget(a, "button", "clip");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", clip.help.c_str());
  ImGui::End();
}

}  // namespace app
