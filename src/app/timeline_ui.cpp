// The timeline bar under the scene (issue #37): a slider over the run's history, from its first
// moment to the furthest it reached, with the run's events marked on it (each kind its own shape
// and colour; hovering a mark names it, the bar's tooltip has the legend). A
// drag goes to that moment (ScrubTo: the very state a straight run has then) and pauses; playing
// on from there keeps the future until an edit replaces it. The keys , . Home End do the same
// from the keyboard (main.cpp), playground.scrub() from scripts, the accessible view's Time slider
// from a screen reader. "Link to this moment" at its end copies the scene's link with at= now.
#include <cmath>
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

// How each kind of event shows on the bar: a shape and an annotation layer's colour (palette.h,
// checked for contrast in every theme), so two kinds differ by shape as well as colour (WCAG 1.4.1).
enum class Mark : uint8_t { Up, Down, Diamond, Dot, Square, Ring, Frame, Cross };
struct EventStyle {
  Mark shape;
  int layer;  ///< LayerColor's bit
};
constexpr EventStyle kEventStyles[demos::kEventKinds] = {
    {Mark::Up, 1},       // capture: the force colour
    {Mark::Down, 9},     // escape: muted (the trails')
    {Mark::Diamond, 2},  // a challenge decided: the desired velocity's
    {Mark::Dot, 7},      // a stray joins the flock: the neighbours'
    {Mark::Square, 8},   // the path's end: the path's
    {Mark::Ring, 3},     // the target reached: the predicted point's
    {Mark::Frame, 5},    // hidden: the wander circle's
    {Mark::Cross, 4},    // found: the threat's
};

/// A mark of `kind` centred at c, r pixels from its centre to its edge.
void DrawMark(ImDrawList* dl, demos::EventKind kind, ImVec2 c, float r, demos::Theme theme) {
  const EventStyle& st = kEventStyles[int(kind)];
  ImU32 col = LayerColor(theme, st.layer);
  switch (st.shape) {
    case Mark::Up: dl->AddTriangleFilled({c.x - r, c.y + r}, {c.x + r, c.y + r}, {c.x, c.y - r}, col); break;
    case Mark::Down: dl->AddTriangleFilled({c.x - r, c.y - r}, {c.x, c.y + r}, {c.x + r, c.y - r}, col); break;
    case Mark::Diamond:
      dl->AddQuadFilled({c.x, c.y - r * 1.3f}, {c.x + r, c.y}, {c.x, c.y + r * 1.3f}, {c.x - r, c.y}, col);
      break;
    case Mark::Dot: dl->AddCircleFilled(c, r, col, 12); break;
    case Mark::Square: dl->AddRectFilled({c.x - r * 0.85f, c.y - r * 0.85f}, {c.x + r * 0.85f, c.y + r * 0.85f}, col); break;
    case Mark::Ring: dl->AddCircle(c, r - 0.75f, col, 12, 1.5f); break;
    case Mark::Frame: dl->AddRect({c.x - r * 0.85f, c.y - r * 0.85f}, {c.x + r * 0.85f, c.y + r * 0.85f}, col, 0.0f, 0, 1.5f); break;
    case Mark::Cross:
      dl->AddLine({c.x - r, c.y - r}, {c.x + r, c.y + r}, col, 2.0f);
      dl->AddLine({c.x - r, c.y + r}, {c.x + r, c.y - r}, col, 2.0f);
      break;
  }
}

std::string EventWords(demos::EventKind k) { return demos::TrKey(std::string("event.") + demos::EventName(k)); }

// The events as marks along the bottom of the slider's track. Returns the event under the mouse
// (its index in the run's events), or -1.
int DrawEvents(const App& a, ImVec2 min, ImVec2 max, int64_t start, int64_t end) {
  const demos::Playground& pg = a.scene.pg;
  if (end <= start) return -1;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float grab = ImGui::GetStyle().GrabMinSize * 0.5f + ImGui::GetStyle().FramePadding.y;
  float x0 = min.x + grab, x1 = max.x - grab, r = std::max(3.5f, (max.y - min.y) * 0.2f);
  ImVec2 mouse = ImGui::GetIO().MousePos;
  bool over = mouse.y >= min.y && mouse.y <= max.y;
  int hovered = -1;
  float nearest = r + 2.0f;
  const auto& events = pg.events();
  for (size_t i = 0; i < events.size(); ++i) {
    const demos::Playground::TimelineEvent& e = events[i];
    if (e.step < start || e.step > end) continue;
    float x = x0 + (x1 - x0) * float(double(e.step - start) / double(end - start));
    DrawMark(dl, e.kind, {x, max.y - r - 1.0f}, r, a.view.theme);
    if (over && std::fabs(mouse.x - x) < nearest) nearest = std::fabs(mouse.x - x), hovered = int(i);
  }
  return hovered;
}

// The bar's tooltip: what it does, then a legend of the kinds of event this run has had, each
// with its mark; over a mark, that event and its moment.
void BarTooltip(App& a, int hovered) {
  const demos::Playground& pg = a.scene.pg;
  ImGui::BeginTooltip();
  if (hovered >= 0) {
    const demos::Playground::TimelineEvent& e = pg.events()[size_t(hovered)];
    ImGui::TextUnformatted(demos::Trf("timeline.event_at", {EventWords(e.kind), SecondsText(pg.Seconds(e.step))}).c_str());
    ImGui::EndTooltip();
    return;
  }
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::TextUnformatted(demos::Tr("timeline.help"));
  ImGui::PopTextWrapPos();
  bool seen[demos::kEventKinds] = {};
  for (const demos::Playground::TimelineEvent& e : pg.events()) seen[int(e.kind)] = true;
  float h = ImGui::GetTextLineHeight();
  for (int k = 0; k < demos::kEventKinds; ++k) {
    if (!seen[k]) continue;
    ImVec2 p = ImGui::GetCursorScreenPos();
    DrawMark(ImGui::GetWindowDrawList(), demos::EventKind(k), {p.x + h * 0.5f, p.y + h * 0.5f}, h * 0.3f, a.view.theme);
    ImGui::Dummy({h, h});
    ImGui::SameLine();
    ImGui::TextUnformatted(EventWords(demos::EventKind(k)).c_str());
  }
  ImGui::EndTooltip();
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
  const ImGuiStyle& style = ImGui::GetStyle();
  float labelWidth = ImGui::CalcTextSize(demos::Trf("timeline.at", {"000.0", "000.0"}).c_str()).x;
  // "Link to this moment" at the end. A narrow bar (a phone, 200% zoom) gives up the moment's text
  // first (the slider's place and the accessible slider's words say it), then the button, so the
  // slider keeps a usable width.
  Control moment = MomentLinkControl(a);
  float momentWidth = ImGui::CalcTextSize(moment.label.c_str()).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
  float total = ImGui::GetContentRegionAvail().x;
  bool showLabel = total - labelWidth - style.ItemSpacing.x - momentWidth >= 160.0f;
  bool momentButton = showLabel || total - momentWidth >= 100.0f;
  showLabel = showLabel || !momentButton;
  ImGui::SetNextItemWidth(total - (showLabel ? labelWidth + style.ItemSpacing.x : 0.0f) - (momentButton ? momentWidth : 0.0f));
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
  bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
  int mark = DrawEvents(a, smin, smax, start, end);
  if (hovered && !a.ui.pictureFrame) BarTooltip(a, mark);
  if (showLabel) {
    ImGui::SameLine();
    ImGui::TextUnformatted(label.c_str());
  }
  if (momentButton) {
    ImGui::SameLine();
    if (ImGui::Button((moment.label + "###" + moment.name).c_str())) Act(a, moment.name);
    RememberWidget(a, "button", "copymoment");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", moment.help.c_str());
  }
  ImGui::End();
}

}  // namespace app
