// The timeline bar under the scene (issue #37): a slider over the run's history, from its first
// moment to the furthest it reached, with the run's events marked on it (each kind its own shape
// and colour; hovering a mark names it, the bar's tooltip has the legend). A
// drag goes to that moment (ScrubTo: the very state a straight run has then) and pauses; playing
// on from there keeps the future until an edit replaces it. The keys , . Home End do the same
// from the keyboard (main.cpp), playground.scrub() from scripts, the accessible view's Time slider
// from a screen reader. "Link to this moment" at its end copies the scene's link with at= now.
//
// A range of the run, as a video editor picks one: a drag on the bar with Shift held (either way:
// a reversed drag is the same range) or after a long press (a finger has no Shift), or the keys I
// and O at the current moment (main.cpp), or
// playground.selectRange() (webapi.cpp). It is drawn as a translucent band between its two ends,
// stays while the scene plays, and is what Save clip opens on (shell/clip.js reads timeline()'s
// selection). A plain click on the bar, or Escape, clears it; a plain drag still scrubs.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/app.h"
#include "app/controls.h"
#include "imgui.h"
#include "imgui_internal.h"  // PushItemFlag: the slider ignores the press that starts a range
#include "strings/strings.h"

namespace app {

namespace {

std::string SecondsText(double s) { return demos::FixedNumber(s, 1); }  // "12,5" in pt-BR

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

/// Where the slider's grab centre goes along the bar: the moment `start` at x0, `end` at x1 (as
/// ImGui's SliderInt places it: 2 px of padding, then half a grab, a grab being one step's width
/// or GrabMinSize, whichever is wider). Marks, the range and a press are placed by it alike.
struct Track {
  float x0, x1;
  int64_t start, end;
  Track(ImVec2 min, ImVec2 max, int64_t s, int64_t e) : start(s), end(e) {
    float size = max.x - min.x - 4.0f;
    float grab = std::min(std::max(size / float(double(e - s) + 1.0), ImGui::GetStyle().GrabMinSize), size);
    x0 = min.x + 2.0f + grab * 0.5f, x1 = max.x - 2.0f - grab * 0.5f;
  }
  float X(int64_t step) const { return end > start ? x0 + (x1 - x0) * float(double(step - start) / double(end - start)) : x0; }
  /// The step under x, clamped into the run.
  int64_t StepAt(float x) const {
    if (end <= start || x1 <= x0) return start;
    double t = std::clamp(double(x - x0) / double(x1 - x0), 0.0, 1.0);
    return start + int64_t(std::nearbyint(t * double(end - start)));
  }
};

// The events as marks along the bottom of the slider's track. Returns the event under the mouse
// (its index in the run's events), or -1.
int DrawEvents(const App& a, ImVec2 min, ImVec2 max, const Track& track) {
  const demos::Playground& pg = a.scene.pg;
  if (track.end <= track.start) return -1;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float r = std::max(3.5f, (max.y - min.y) * 0.2f);
  ImVec2 mouse = ImGui::GetIO().MousePos;
  bool over = mouse.y >= min.y && mouse.y <= max.y;
  int hovered = -1;
  float nearest = r + 2.0f;
  const auto& events = pg.events();
  for (size_t i = 0; i < events.size(); ++i) {
    const demos::Playground::TimelineEvent& e = events[i];
    if (e.step < track.start || e.step > track.end) continue;
    float x = track.X(e.step);
    DrawMark(dl, e.kind, {x, max.y - r - 1.0f}, r, a.view.theme);
    if (over && std::fabs(mouse.x - x) < nearest) nearest = std::fabs(mouse.x - x), hovered = int(i);
  }
  return hovered;
}

// The picked range: a translucent band over the track between its ends, each end a bracket a
// little taller than the bar (so the band reads as a span, not a mark). Only its start while its
// end is still to come (I pressed at the run's end, the scene not yet played on).
void DrawRange(const App& a, ImVec2 min, ImVec2 max, const Track& track) {
  const TimeRange& r = a.scene.range;
  if (!r.set || track.end <= track.start) return;
  int64_t from = 0, to = 0;
  bool span = RangeInRun(a.scene, &from, &to);
  if (!span) from = std::clamp(r.from, track.start, track.end);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The grab's colour (it stands out on the track); in high contrast the ends are the text's, black
  // on white (the light blue would be under 3:1 there, WCAG 1.4.11).
  ImU32 edge = ImGui::GetColorU32(a.view.theme == demos::Theme::Contrast ? ImGuiCol_Text : ImGuiCol_SliderGrab);
  float x0 = track.X(from), x1 = span ? track.X(to) : x0, tick = 4.0f;
  if (span) dl->AddRectFilled({x0, min.y + 1.0f}, {x1, max.y - 1.0f}, ImGui::GetColorU32(ImGuiCol_SliderGrab, 0.3f));
  auto bracket = [&](float x, float dir) {
    dl->AddLine({x, min.y - 2.0f}, {x, max.y + 2.0f}, edge, 2.0f);
    dl->AddLine({x, min.y - 1.0f}, {x + dir * tick, min.y - 1.0f}, edge, 2.0f);
    dl->AddLine({x, max.y + 1.0f}, {x + dir * tick, max.y + 1.0f}, edge, 2.0f);
  };
  bracket(x0, 1.0f);
  if (span) bracket(x1, -1.0f);
}

/// "Clip range: 3.0 s to 8.0 s" (the bar's tooltip), or "" when none is in the run.
std::string RangeWords(const App& a) {
  int64_t from = 0, to = 0;
  if (!RangeInRun(a.scene, &from, &to)) return {};
  const demos::Playground& pg = a.scene.pg;
  return demos::Trf("timeline.range", {SecondsText(pg.Seconds(from)), SecondsText(pg.Seconds(to))});
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
  ImGui::TextUnformatted(TimelineKeysText("timeline.help").c_str());
  std::string range = RangeWords(a);
  if (!range.empty()) ImGui::TextUnformatted(range.c_str());
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

// [SECTION] the range
bool RangeInRun(const SceneState& s, int64_t* from, int64_t* to) {
  if (!s.range.set) return false;
  int64_t start = s.pg.historyStart(), end = s.pg.historyEnd();
  int64_t f = std::clamp(s.range.from, start, end), t = std::clamp(s.range.to, start, end);
  if (t <= f) return false;
  *from = f, *to = t;
  return true;
}

bool SetRange(App& a, int64_t from, int64_t to) {
  if (to < from) std::swap(from, to);  // a drag to the left picks the same range
  const demos::Playground& pg = a.scene.pg;
  int64_t start = pg.historyStart(), end = pg.historyEnd();
  from = std::clamp(from, start, end);
  if (to != TimeRange::kOpenEnd) to = std::clamp(to, start, end);
  if (std::min(to, end) <= from) return false;
  a.scene.range = {true, from, to};
  return true;
}

void ClearRange(App& a) { a.scene.range = {}; }

void MarkRange(App& a, bool end) {
  const demos::Playground& pg = a.scene.pg;
  const TimeRange& r = a.scene.range;
  int64_t now = pg.steps();
  if (!end) {
    a.scene.range = {true, now, r.set && r.to > now ? r.to : TimeRange::kOpenEnd};
  } else {
    int64_t from = r.set && r.from < now ? r.from : pg.historyStart();
    if (from < now) a.scene.range = {true, from, now};  // nothing before the run's first moment
  }
}

// [SECTION] the bar
float TimelineBarHeight(const App& a) {
  // Not in an embed: there the world keeps the whole strip. A picture (a PNG, a clip's frame)
  // keeps the room too, so that it is the world as the screen shows it (layout().picture).
  if (a.view.embed) return 0.0f;
  return ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().WindowPadding.y + 6.0f;
}

void ReserveTimelineBar(App& a) {
  // Its room is kept whether the run is short or long: the world never moves when it fills.
  a.view.viewMax.y -= TimelineBarHeight(a);
}

namespace {

// A finger held still this long on the bar starts a range, as it has no Shift (a tablet, a
// phone): about what a touch screen takes for a long press. A mouse's press that waits before it
// drags still scrubs.
constexpr float kLongPressSeconds = 0.5f;

// How far (squared, CSS px) a press may wander and still be a press held still or a click: a
// finger's slop (kTouchSlopPx, as a tap anywhere else on the page), a mouse's drag threshold.
float StillSqr(const App& a) {
  float px = a.ui.pressByTouch ? kTouchSlopPx : ImGui::GetIO().MouseDragThreshold;
  return px * px;
}

// A press with Shift held starts a range (its anchor, the step under the press) and the slider
// does not see it; so does a finger held still on the slider for kLongPressSeconds (the slider,
// which went to that moment, lets go; the range's start shows at once, as I's does). While the
// button is held the range runs from the anchor to the pointer. Returns whether a range is being
// picked (the slider then takes no press).
bool PickRange(App& a, const Track& track, ImVec2 pos, float sliderWidth) {
  const demos::Playground& pg = a.scene.pg;
  int64_t start = pg.historyStart(), end = pg.historyEnd();
  ImGuiIO& io = ImGui::GetIO();
  bool overSlider = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(pos, {pos.x + sliderWidth, pos.y + ImGui::GetFrameHeight()});
  // Its ends snap to tenths of a second, as the clip dialog writes them (a whole number of frames
  // at both of its frame rates, 20 and 30 a second), or to the run's ends.
  int64_t tenth = std::max<int64_t>(1, pg.StepAt(0.1));
  auto snapped = [&](float x) {
    int64_t s = track.StepAt(x);
    return s == end ? end : std::clamp((s + tenth / 2) / tenth * tenth, start, end);
  };
  if (io.KeyShift && overSlider && ImGui::IsMouseClicked(0) && end > start && !a.ui.pictureFrame)
    a.ui.rangeAnchor = snapped(io.MousePos.x);
  const float still = StillSqr(a);
  if (a.ui.rangeAnchor < 0 && a.ui.pressByTouch && ImGui::GetActiveID() == ImGui::GetID("##time") && io.MouseDown[0] &&
      io.MouseDownDuration[0] >= kLongPressSeconds && io.MouseDragMaxDistanceSqr[0] < still && end > start) {
    ImGui::ClearActiveID();
    a.ui.rangeAnchor = snapped(io.MouseClickedPos[0].x);
    a.scene.range = {true, a.ui.rangeAnchor, TimeRange::kOpenEnd};
    web::TouchHeld();  // a finger lifted now, without a drag, is not a tap that types a time
  }
  if (a.ui.rangeAnchor >= 0) {
    if (io.MouseDown[0]) {
      int64_t at = snapped(io.MousePos.x);
      if (at != a.ui.rangeAnchor) SetRange(a, a.ui.rangeAnchor, at);
    } else {
      a.ui.rangeAnchor = -1;
    }
  }
  return a.ui.rangeAnchor >= 0 || (io.KeyShift && overSlider && !io.MouseDown[0]);
}

// The bar's row beside its slider: the moment's text and "Link to this moment". A narrow bar (a
// projector at ui=2, a phone, 200% zoom) first writes only the moment ("2.5 s", not "2.5 s of
// 9.0 s": the slider's place shows where it is in the run), then gives up its text (the accessible
// slider's words still say it), then the button, so the slider keeps a usable width. The text has
// room for three digits before the point, so that the slider keeps its width while a run grows; a
// longer run (a step count in a link) gets the room its text takes.
struct BarRow {
  std::string label;
  bool showLabel = false, momentButton = false;
  float sliderWidth = 0.0f;
};
BarRow LayOutBarRow(double nowSeconds, double endSeconds, float total, float momentWidth) {
  const ImGuiStyle& style = ImGui::GetStyle();
  auto room = [](const std::string& text, const std::string& widest) {
    return std::max(ImGui::CalcTextSize(widest.c_str()).x, ImGui::CalcTextSize(text.c_str()).x);
  };
  BarRow row;
  row.label = demos::Trf("timeline.at", {SecondsText(nowSeconds), SecondsText(endSeconds)});
  float labelWidth = room(row.label, demos::Trf("timeline.at", {"000.0", "000.0"}));
  row.showLabel = total - labelWidth - style.ItemSpacing.x - momentWidth >= 160.0f;
  std::string shortLabel = demos::Trf("timeline.now", {SecondsText(nowSeconds)});
  float shortWidth = room(shortLabel, demos::Trf("timeline.now", {"000.0"}));
  if (!row.showLabel && total - shortWidth - style.ItemSpacing.x - momentWidth >= 160.0f) {
    row.label = shortLabel;
    labelWidth = shortWidth;
    row.showLabel = true;
  }
  row.momentButton = row.showLabel || total - momentWidth >= 100.0f;
  // No room for the button either: the short moment alone where the slider keeps 100 px, else
  // the slider alone (the long text here left it 80 px, and below 140 px none).
  if (!row.momentButton) {
    row.showLabel = total - shortWidth - style.ItemSpacing.x >= 100.0f;
    row.label = shortLabel;
    labelWidth = shortWidth;
  }
  row.sliderWidth = total - (row.showLabel ? labelWidth + style.ItemSpacing.x : 0.0f) - (row.momentButton ? momentWidth : 0.0f);
  return row;
}

// ImGui makes an integer slider's grab 1/(span + 1) of the bar: before the run has a second moment
// (a link opened paused) the disabled slider gets this span, so that its grab is the usual one at
// the start instead of half the bar, which read as half the run.
constexpr int kNoRunSpan = 1000;

}  // namespace

void DrawTimelineBar(App& a) {
  float h = TimelineBarHeight(a);
  float width = a.view.viewMax.x - a.view.viewMin.x - 16.0f;
  a.ui.timelineLabel.clear();
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
  Control moment = MomentLinkControl(a);
  const ImGuiStyle& style = ImGui::GetStyle();
  BarRow row = LayOutBarRow(pg.Seconds(now), pg.Seconds(end), ImGui::GetContentRegionAvail().x,
                            ImGui::CalcTextSize(moment.label.c_str()).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x);
  a.ui.timelineLabel = row.showLabel ? row.label : std::string();
  ImGuiIO& io = ImGui::GetIO();
  ImVec2 pos = ImGui::GetCursorScreenPos();
  Track track(pos, {pos.x + row.sliderWidth, pos.y + ImGui::GetFrameHeight()}, start, end);
  bool picking = PickRange(a, track, pos, row.sliderWidth);
  ImGui::SetNextItemWidth(row.sliderWidth);
  // The slider in whole steps; its own text is empty (the moment is written beside it, never
  // under the grab).
  int value = int(now - start), span = int(end > start ? end - start : kNoRunSpan);
  ImGui::BeginDisabled(end <= start);
  ImGui::PushItemFlag(ImGuiItemFlags_Disabled, picking || end <= start);  // (false would undo BeginDisabled's)
  if (ImGui::SliderInt("##time", &value, 0, span, "", ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoInput)) {
    ScrubTo(a, start + value);
    Wake();
  }
  ImGui::PopItemFlag();
  // A plain click (a press and release without a drag) clears the range; a drag only scrubs; a
  // long press has just started one (PickRange let go of the slider).
  if (ImGui::IsItemDeactivated() && !picking &&
      io.MouseDragMaxDistanceSqr[0] < StillSqr(a))
    ClearRange(a);
  ImGui::EndDisabled();
  ImVec2 smin = ImGui::GetItemRectMin(), smax = ImGui::GetItemRectMax();
  RememberWidget(a, "slider", "time");
  bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
  DrawRange(a, smin, smax, track);
  int mark = DrawEvents(a, smin, smax, track);
  if (hovered && !a.ui.pictureFrame) BarTooltip(a, mark);
  if (row.showLabel) {
    ImGui::SameLine();
    ImGui::TextUnformatted(row.label.c_str());
  }
  if (row.momentButton) {
    ImGui::SameLine();
    if (ImGui::Button((moment.label + "###" + moment.name).c_str())) Act(a, moment.name);
    RememberWidget(a, "button", "copymoment");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", moment.help.c_str());
  }
  ImGui::End();
}

}  // namespace app
