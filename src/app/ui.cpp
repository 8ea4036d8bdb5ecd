// The ImGui panel: demo picker and lesson, time controls, the demo's parameters (with units and
// tooltips), seed, annotations with a colour legend, view settings, share link, the selected
// agent's numbers, and the help popup. Text that came from a link is only ever shown with
// TextUnformatted or "%s", never as a format string.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <iterator>

#include "app/app.h"
#include "app/line_break.h"
#include "app/slider_text.h"
#include "app/palette.h"
#include "app/panel_layout.h"
#include "app/code_ui.h"
#include "app/controls.h"
#include "code/code.h"
#include "strings/decimal.h"
#include "strings/strings.h"
#include "imgui.h"
#include "imgui_internal.h"  // FindRenderedTextEnd: where a label's "##" id starts

namespace app {

namespace {

bool g_pictureFrame = false;  // this frame is drawn for a PNG: no tooltips

const char* T(demos::Key key) { return demos::Tr(key); }

// A header's, popup's or window's title in the current language, with a fixed ImGui id (its open
// state survives a language switch).
std::string Titled(demos::Key key, const char* id) { return std::string(T(key)) + "###" + id; }

// A window's title (Titled) that fits a title bar `width` wide, the collapse arrow's part taken
// off, drawn at `fontScale` (the window's SetWindowFontScale): whole, else cut at a character and
// ended with "…". ImGui clips a title bar's text without a sign of it ("Playground de
// comportamento" on a projector's ui=2 in pt-BR). Called every frame: the last answer is kept.
std::string TitledToFit(demos::Key key, const char* id, float width, float fontScale) {
  // In the window's own font size: Begin draws the title at the window's font scale as it was left
  // (g.FontSize may still be another window's here).
  const float size = ImGui::GetCurrentContext()->FontBaseSize * fontScale;
  ImFont* font = ImGui::GetFont();
  std::string text = T(key);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float room = width - 2.0f * (st.FramePadding.x + st.WindowBorderSize) - size - st.ItemInnerSpacing.x;
  static struct { std::string text, id, out; float room = 0.0f, size = 0.0f; ImFont* font = nullptr; } last;
  if (last.font == font && last.room == room && last.size == size && last.text == text && last.id == id)
    return last.out;
  last.text = text, last.id = id, last.room = room, last.size = size, last.font = font;
  auto measure = [&](const char* b, const char* e) { return font->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e).x; };
  if (!(width > 0.0f) || measure(text.c_str(), nullptr) <= room) return last.out = text + "###" + id;
  const char* kEllipsis = "\xE2\x80\xA6";
  const float ellipsis = measure(kEllipsis, nullptr);
  size_t end = text.size();
  while (end > 0 && measure(text.c_str(), text.c_str() + end) + ellipsis > room) {
    --end;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // a whole UTF-8 character
  }
  while (end > 0 && text[end - 1] == ' ') --end;
  return last.out = text.substr(0, end) + kEllipsis + "###" + id;
}

void Tooltip(const char* text) {
  if (!g_pictureFrame && ImGui::IsItemHovered()) {
    TheApp().ui.tooltipShown = true;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

// Records the last item's rectangle under a name (window.playground.widgets()), if any of it
// shows: an item scrolled out of the panel, or inside a folded header or panel, is not reported.
// `frameWidth` > 0: only the widget's frame (a slider's rect otherwise includes its label).
// `drags`: a slider, on which a touch waits for movement before it acts (main.cpp: a tap on it
// types a value instead, shell.js).
// The widget whose HTML twin (shell/a11y.js) has the keyboard focus gets a focus ring, two
// rings (dark outside, light inside) so it shows on every background, and is scrolled into view.
void Remember(App& a, const char* kind, const char* name, float frameWidth = 0.0f, bool drags = false) {
  ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  if (frameWidth > 0.0f) hi.x = lo.x + frameWidth;
  std::string full = std::string(kind) + ":" + name;
  bool visible = ImGui::IsItemVisible();  // any of it inside the window's clip rectangle
  if (!a.ui.focusWidget.empty() && full == a.ui.focusWidget) {
    if (visible) {
      ImDrawList* dl = ImGui::GetForegroundDrawList();
      dl->AddRect({lo.x - 4.0f, lo.y - 4.0f}, {hi.x + 4.0f, hi.y + 4.0f}, IM_COL32(0, 0, 0, 255), 5.0f, 0, 4.0f);
      dl->AddRect({lo.x - 3.0f, lo.y - 3.0f}, {hi.x + 3.0f, hi.y + 3.0f}, IM_COL32(255, 214, 10, 255), 4.0f, 0,
                  2.0f);
    }
    if (a.ui.focusScroll) {
      ImGui::SetScrollHereY(0.5f);
      a.ui.focusScroll = false;
    }
  }
  if (!visible) return;
  a.ui.widgets.push_back({std::move(full), {lo.x, lo.y}, {hi.x, hi.y}, drags});
}


// [SECTION] words: wrapped text, numbers in the current language, translated names
// A metric's shown name (the name itself is its id in the plots and the JS API). A compare
// ghost's plot is named "ghost <parameter> <value>: <metric>" (app.cpp, Plots::Sample).
const char* MetricLabel(const char* name, std::string_view demo = {}) {
  static std::string shown;
  const char* colon = std::strstr(name, ": ");
  if (std::strncmp(name, "ghost ", 6) == 0 && colon) {
    std::string what(name + 6, colon);  // "<parameter> <value>"
    size_t space = what.rfind(' ');
    std::string param = what.substr(0, space), value = space == std::string::npos ? "" : what.substr(space + 1);
    std::vector<char> number(value.begin(), value.end());
    number.push_back('\0');
    demos::LocalizeNumbers(number.data());
    std::string label = demos::ParamText(demo, param, "label");
    std::string metric = MetricLabel(colon + 2);
    shown = demos::Trf("plot.ghost", {label.empty() ? param : label, number.data(), metric});
    return shown.c_str();
  }
  return demos::MetricText(name);  // the rule the verdicts use too (strings.h)
}

}  // namespace

void SameLineIfFits(const char* label, float extra) {
  const ImGuiStyle& st = ImGui::GetStyle();
  float w = ImGui::CalcTextSize(label, nullptr, true).x + (extra >= 0.0f ? extra : st.FramePadding.x * 2.0f);
  float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + st.ItemSpacing.x + w <= right) ImGui::SameLine();
}

bool SmallButton(const App& a, const char* label) {
  if (!a.view.coarsePointer) return ImGui::SmallButton(label);
  float w = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  return ImGui::Button(label, ImVec2(std::max(w, ImGui::GetFrameHeight()), 0.0f));
}

namespace {
// The panel's words wrap the same way frame after frame (a lesson's paragraphs, the notes): the
// last few results are kept, by text, width, font and size, as measuring every word again cost a
// tenth of a running frame on a slow CPU. A small ring: a text that changes every frame (a status
// line's numbers) only takes one place in turn.
struct WrappedText {
  std::string text, out;
  float width = 0.0f, size = 0.0f;
  const ImFont* font = nullptr;
};
std::string WrapTextNow(const char* text, float width, ImFont* font, float size);
constexpr size_t kWrapCacheSize = 48;
WrappedText g_wrapped[kWrapCacheSize];
size_t g_wrapNext = 0;
}  // namespace

void ForgetWrappedText() {
  for (WrappedText& w : g_wrapped) w = WrappedText{};
}

std::string WrapText(const char* text, float width) {
  ImFont* font = ImGui::GetFont();
  float size = ImGui::GetFontSize();
  for (const WrappedText& w : g_wrapped)
    if (w.font == font && w.width == width && w.size == size && w.text == text) return w.out;
  WrappedText& slot = g_wrapped[g_wrapNext];
  g_wrapNext = (g_wrapNext + 1) % kWrapCacheSize;
  // A new string, not an assignment into the old one: a slot keeps no capacity from a longer text
  // it held before (the heap stays flat while the ring turns over).
  slot.text = std::string(text), slot.width = width, slot.size = size, slot.font = font;
  slot.out = WrapTextNow(text, width, font, size);
  return slot.out;
}

namespace {
std::string WrapTextNow(const char* text, float width, ImFont* font, float size) {
  return WrapWords(text, width, [&](const char* b, const char* e) { return font->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e).x; });
}
}  // namespace

bool ValueSlider(const char* label, float* v, float lo, float hi, const char* shown, bool logarithmic) {
  ImGuiSliderFlags flags = ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoInput;
  if (logarithmic) flags |= ImGuiSliderFlags_Logarithmic;
  float before = *v;
  bool changed = ImGui::SliderFloat(label, v, lo, hi, "", flags);
  // The frame: the item without its label (drawn at its right, if any).
  const ImGuiStyle& st = ImGui::GetStyle();
  const char* end = ImGui::FindRenderedTextEnd(label);
  float labelW = end == label ? 0.0f : ImGui::CalcTextSize(label, end).x + st.ItemInnerSpacing.x;
  ImVec2 lo2 = ImGui::GetItemRectMin(), hi2 = ImGui::GetItemRectMax();
  hi2.x -= labelW;
  // Where the grab is (the value before this frame's drag: what the frame drew), as a share of the
  // frame; the text beside it, on the side with more room (slider_text.h).
  float t = hi > lo ? (before - lo) / (hi - lo) : 0.0f;
  if (logarithmic && lo > 0.0f && before > 0.0f) t = std::log(before / lo) / std::log(hi / lo);
  ImVec2 size = ImGui::CalcTextSize(shown);
  SliderText place = PlaceSliderText(lo2.x, hi2.x, st.FramePadding.x, st.GrabMinSize, t, size.x);
  float fontSize = ImGui::GetFontSize() * place.scale;
  ImVec2 at(place.x, lo2.y + (hi2.y - lo2.y - fontSize) * 0.5f);
  ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), fontSize, at, ImGui::GetColorU32(ImGuiCol_Text), shown);
  if (GImGui->LogEnabled) ImGui::LogRenderedText(&at, shown);  // the panel's text, as tests read it
  return changed;
}

namespace {

// Text wrapped at the panel's (or the cell's) right edge by WrapText; greyed when `disabled`.
void TextWrappedL(const char* text, bool disabled = false) {
  float width = std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 2.0f);
  if (disabled) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextUnformatted(WrapText(text, width).c_str());
  if (disabled) ImGui::PopStyleColor();
}

// A checkbox whose label wraps when it does not fit on the row (a click on the label toggles it
// too); one item, the box and its label, for the layout after it and for Remember.
bool CheckboxWrapped(const char* label, bool* v) {
  const ImGuiStyle& st = ImGui::GetStyle();
  float box = ImGui::GetFrameHeight() + st.ItemInnerSpacing.x;
  if (ImGui::CalcTextSize(label, nullptr, true).x + box <= ImGui::GetContentRegionAvail().x) return ImGui::Checkbox(label, v);
  ImGui::BeginGroup();
  bool changed = ImGui::Checkbox((std::string("##") + label).c_str(), v);
  ImGui::SameLine(0.0f, st.ItemInnerSpacing.x);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + st.FramePadding.y);
  TextWrappedL(std::string(label, ImGui::FindRenderedTextEnd(label)).c_str());  // without its "###id"
  if (ImGui::IsItemClicked()) *v = !*v, changed = true;
  ImGui::EndGroup();
  return changed;
}

// Remembers the last slider or combo: its frame as "<kind>:<name>" and its label (drawn at the
// frame's right, if any) as "text:<kind>:<name>", so a label cut by the panel's edge shows in
// widgets().
void RememberSlider(App& a, const char* kind, const char* name, const char* label, bool drags) {
  const char* end = ImGui::FindRenderedTextEnd(label);
  ImVec2 size = ImGui::CalcTextSize(label, end, true);
  float labelW = end == label ? 0.0f : size.x + ImGui::GetStyle().ItemInnerSpacing.x;
  Remember(a, kind, name, ImGui::GetItemRectSize().x - labelW, drags);
  if (end == label || !ImGui::IsItemVisible()) return;
  ImVec2 hi = ImGui::GetItemRectMax(), lo(hi.x - size.x, ImGui::GetItemRectMin().y + ImGui::GetStyle().FramePadding.y);
  a.ui.widgets.push_back({std::string("text:") + kind + ":" + name, {lo.x, lo.y}, {hi.x, lo.y + size.y}, false});
}

// [SECTION] grids: the panel's tables, laid out by hand
// The panel's tables (the experiment's figures, the compare race) are plain layout, not ImGui's
// tables: the linker then leaves their layout engine (most of imgui_tables.cpp; ImGui's own frame
// code still calls a few of its functions) out of the page, 12 KB of gzipped wasm (#17).
// Columns share the width by weight, a cell's text wraps inside its column, a row is as tall as
// its tallest cell, and lines separate the cells as ImGuiTableFlags_Borders draws them.
struct Grid {
  std::vector<float> edges;     // screen x of the column edges: one more than the columns
  float top = 0.0f;             // screen y of the grid's top
  float rowTop = 0.0f;          // screen y of the current row's top
  float rowBottom = 0.0f;       // ...and of its tallest cell's bottom so far
  int column = -1;              // the current cell's column; -1 before the first cell
  std::vector<float> rowLines;  // screen y of the lines between rows
};

void GridBegin(Grid& g, const std::vector<float>& weights) {
  g = Grid{};
  ImVec2 at = ImGui::GetCursorScreenPos();
  float width = ImGui::GetContentRegionAvail().x, total = 0.0f, x = at.x;
  for (float w : weights) total += w;
  g.edges.push_back(x);
  for (float w : weights) g.edges.push_back(x += width * w / total);
  g.top = g.rowTop = g.rowBottom = at.y;
}

// A header row: the columns' names on the header colour (an empty name leaves its cell blank).
void GridHeader(Grid& g, const std::vector<const char*>& names) {
  const ImVec2 pad = ImGui::GetStyle().CellPadding;
  float h = ImGui::GetTextLineHeight() + pad.y * 2.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled({g.edges.front(), g.top}, {g.edges.back(), g.top + h},
                    ImGui::GetColorU32(ImGuiCol_TableHeaderBg));
  for (size_t i = 0; i < names.size() && i + 1 < g.edges.size(); ++i)
    dl->AddText({g.edges[i] + pad.x, g.top + pad.y}, ImGui::GetColorU32(ImGuiCol_Text), names[i]);
  g.rowTop = g.rowBottom = g.top + h;
  g.rowLines.push_back(g.rowTop);
}

// Ends the current cell (if any) and moves to the next, the first of a new row after a row's last.
// The cell's text wraps at its column's right edge.
void GridCell(Grid& g) {
  const ImVec2 pad = ImGui::GetStyle().CellPadding;
  if (g.column >= 0) {
    ImGui::PopTextWrapPos();
    g.rowBottom = std::max(g.rowBottom, ImGui::GetItemRectMax().y + pad.y);
  }
  if (++g.column == int(g.edges.size()) - 1) {
    g.column = 0;
    g.rowTop = g.rowBottom;
    g.rowLines.push_back(g.rowTop);
  }
  ImGui::SetCursorScreenPos({g.edges[g.column] + pad.x, g.rowTop + pad.y});
  ImGui::PushTextWrapPos(g.edges[g.column + 1] - pad.x - ImGui::GetWindowPos().x + ImGui::GetScrollX());
}

// Ends the last cell, draws the lines, and leaves the grid as one item (its whole rectangle) for
// the layout after it and for Remember.
void GridEnd(Grid& g) {
  GridCell(g);
  ImGui::PopTextWrapPos();
  float bottom = g.column == 0 ? g.rowTop : g.rowBottom;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImU32 light = ImGui::GetColorU32(ImGuiCol_TableBorderLight);
  for (size_t i = 1; i + 1 < g.edges.size(); ++i)
    dl->AddLine({g.edges[i], g.top}, {g.edges[i], bottom}, light);
  for (float y : g.rowLines)
    if (y < bottom) dl->AddLine({g.edges.front(), y}, {g.edges.back(), y}, light);
  dl->AddRect({g.edges.front(), g.top}, {g.edges.back(), bottom},
              ImGui::GetColorU32(ImGuiCol_TableBorderStrong));
  ImGui::SetCursorScreenPos({g.edges.front(), g.top});
  ImGui::Dummy({g.edges.back() - g.edges.front(), bottom - g.top});
}

// [SECTION] controls drawn from the panel's description (controls.h)
// The description of this frame's panel (DrawPanel makes it once per frame); every widget below
// takes its label, help, range, value and state from it, and acts through Act.
const std::vector<ControlSection>* g_controls = nullptr;

const Control& Ctl(std::string_view name) {
  static const Control kNone;
  const Control* c = g_controls ? FindControl(*g_controls, name) : nullptr;
  return c ? *c : kNone;
}

const ControlSection* SectionOf(const char* name) {
  if (!g_controls) return nullptr;
  for (const ControlSection& s : *g_controls)
    if (s.name == name) return &s;
  return nullptr;
}

// Opens section `name` when the focus arrives (once) at one of its controls, as the description
// lists them: the accessible view, or focus(), reaching a control the panel had folded away.
void OpenIfFocused(const App& a, const char* name) {
  const ControlSection* s = a.ui.focusScroll ? SectionOf(name) : nullptr;
  if (!s) return;
  for (const Control& c : s->controls)
    if (c.name == a.ui.focusWidget) ImGui::SetNextItemOpen(true);
}

}  // namespace

// Remembers the last item under the control's name ("param:lookahead" as kind "param", name "lookahead").
void RememberControl(App& a, const Control& c, float frameWidth, bool drags) {
  size_t colon = c.name.find(':');
  Remember(a, c.name.substr(0, colon).c_str(), c.name.substr(colon + 1).c_str(), frameWidth, drags);
}

// The tooltip of the last item: its help, or why it is locked (none without words: Run greyed
// until an answer is given has none).
void ControlTooltip(App& a, const Control& c) {
  if (c.help.empty()) return;
  if (c.locked || !c.enabled) {
    if (!g_pictureFrame && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      a.ui.tooltipShown = true;
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
      ImGui::TextUnformatted(c.help.c_str());  // a locked control's says why first
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    return;
  }
  Tooltip(c.help.c_str());
}

namespace {

// A slider showing the description's text (`shown`, in the language's numbers: ImGui prints it as
// it is, a format without a conversion). Every slider is ImGuiSliderFlags_NoInput: a value is
// typed in the page's number field instead (shell.js: a double-click, or a tap on a touch
// screen), so ImGui's text editor is never used and is cut from the wasm (imgui_unused.cpp).
// The value is rounded to the decimals shown.
bool ControlSlider(const Control& c, const char* label, float* v) {
  *v = float(c.value);
  if (!ValueSlider(label, v, float(c.min), float(c.max), c.shown.c_str(), c.logarithmic)) return false;
  double scale = std::pow(10.0, c.decimals);
  *v = std::clamp(float(std::nearbyint(double(*v) * scale) / scale), float(c.min), float(c.max));
  return true;
}

// A choice's combo: the description's choices by their shown names; a pick acts with its value.
void ControlCombo(App& a, const Control& c, const char* label, const char* preview = nullptr) {
  // Every item in view when the screen has room (ImGui shows 8 and scrolls the rest).
  if (!ImGui::BeginCombo(label, preview ? preview : c.text.c_str(), ImGuiComboFlags_HeightLargest)) return;
  for (size_t k = 0; k < c.choices.size(); ++k) {
    const ControlChoice& ch = c.choices[k];
    if (!ch.enabled) ImGui::BeginDisabled();
    if (ImGui::Selectable(ch.label.c_str(), double(k) == c.value) && ch.enabled) {
      Act(a, c.name, double(k), ch.value);
    }
    if (!ch.enabled) ImGui::EndDisabled();
  }
  ImGui::EndCombo();
}

}  // namespace

// A control of the description as its kind's widget, with `label` as ImGui's (its shown label
// and a fixed id, or "##" when the label is drawn above); acts when changed.
void DrawControl(App& a, const Control& c, const std::string& label, bool small) {
  bool off = c.locked || !c.enabled;
  if (off) ImGui::BeginDisabled();
  switch (c.kind) {
    case ControlKind::Button:
      if (small ? SmallButton(a, label.c_str()) : ImGui::Button(label.c_str())) Act(a, c.name);
      break;
    case ControlKind::Slider: {
      float v;
      if (ControlSlider(c, label.c_str(), &v)) Act(a, c.name, v);
      break;
    }
    case ControlKind::Choice:
      ControlCombo(a, c, label.c_str());
      break;
    case ControlKind::Toggle: {
      bool on = c.value != 0.0;
      if (CheckboxWrapped(label.c_str(), &on)) Act(a, c.name, on ? 1.0 : 0.0);
      break;
    }
    case ControlKind::Radio:
      if (ImGui::RadioButton(label.c_str(), c.value != 0.0) && c.value == 0.0) Act(a, c.name, 1.0);
      break;
    case ControlKind::Number:
    case ControlKind::Text:
      break;
  }
  if (off) ImGui::EndDisabled();
}

namespace {

// A button of the description, remembered, with its tooltip.
bool ButtonRow(App& a, const char* name, bool small = false, const char* shown = nullptr) {
  const Control& c = Ctl(name);
  if (c.name.empty()) return false;
  DrawControl(a, c, std::string(shown ? shown : c.label.c_str()) + "###" + c.name, small);
  RememberControl(a, c);
  ControlTooltip(a, c);
  return true;
}

// A combo as wide as the row whose preview wraps onto more lines when it does not fit on one (a
// long demo title in Portuguese at ui=2): BeginCombo's frame, as tall as its text, and its list.
bool WrappedCombo(const char* id, const char* preview) {
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (window->SkipItems) return false;
  const ImGuiStyle& st = ImGui::GetStyle();
  float arrow = ImGui::GetFrameHeight(), w = ImGui::GetContentRegionAvail().x;
  std::string text = WrapText(preview, w - arrow - st.FramePadding.x * 2.0f);
  if (text.find('\n') == std::string::npos) {
    ImGui::SetNextItemWidth(w);
    return ImGui::BeginCombo(id, preview, ImGuiComboFlags_HeightLargest);
  }
  ImGuiID gid = window->GetID(id);
  ImVec2 at = window->DC.CursorPos;
  ImRect bb(at, {at.x + w, at.y + ImGui::CalcTextSize(text.c_str()).y + st.FramePadding.y * 2.0f});
  ImGui::ItemSize(bb, st.FramePadding.y);
  if (!ImGui::ItemAdd(bb, gid)) return false;
  bool hovered = false, held = false;
  bool pressed = ImGui::ButtonBehavior(bb, gid, &hovered, &held);
  ImGuiID popup = ImHashStr("##ComboPopup", 0, gid);
  bool open = ImGui::IsPopupOpen(popup, ImGuiPopupFlags_None);
  if (pressed && !open) ImGui::OpenPopupEx(popup, ImGuiPopupFlags_None), open = true;
  ImDrawList* dl = window->DrawList;
  float x2 = bb.Max.x - arrow;
  ImGui::RenderNavHighlight(bb, gid);
  dl->AddRectFilled(bb.Min, {x2, bb.Max.y}, ImGui::GetColorU32(hovered ? ImGuiCol_FrameBgHovered : ImGuiCol_FrameBg),
                    st.FrameRounding, ImDrawFlags_RoundCornersLeft);
  dl->AddRectFilled({x2, bb.Min.y}, bb.Max, ImGui::GetColorU32(open || hovered ? ImGuiCol_ButtonHovered : ImGuiCol_Button),
                    st.FrameRounding, ImDrawFlags_RoundCornersRight);
  float arrowY = (bb.Min.y + bb.Max.y - ImGui::GetFontSize()) * 0.5f;  // in the middle of the lines
  ImGui::RenderArrow(dl, {x2 + st.FramePadding.y, arrowY}, ImGui::GetColorU32(ImGuiCol_Text), ImGuiDir_Down, 1.0f);
  ImGui::RenderFrameBorder(bb.Min, bb.Max, st.FrameRounding);
  ImGui::RenderText({bb.Min.x + st.FramePadding.x, bb.Min.y + st.FramePadding.y}, text.c_str());
  return open && ImGui::BeginComboPopup(popup, bb, ImGuiComboFlags_HeightLargest);
}

// [SECTION] sections of the panel
void DemoSection(App& a) {
  const Control& demo = Ctl("combo:demo");
  bool comboOpen = WrappedCombo("##demo", demo.text.c_str());
  RememberControl(a, demo);
  if (comboOpen) {
    for (size_t i = 0; i < demo.choices.size(); ++i) {
      if (ImGui::Selectable(demo.choices[i].label.c_str(), double(i) == demo.value)) Act(a, demo.name, double(i), demo.choices[i].value);
      Remember(a, "demo", demo.choices[i].value.c_str());
    }
    ImGui::EndCombo();
  }
  // The lessons gallery: curated scenes, each a link with its own text.
  const Control& lessons = Ctl("combo:lessons");
  ImGui::SetNextItemWidth(-1);
  // Its name as the description gives it (the accessible view's too), as a list that opens.
  std::string gallery = demos::Trf("ui.opens_list", {lessons.label});
  bool galleryOpen = ImGui::BeginCombo("##lessons", gallery.c_str(), ImGuiComboFlags_HeightLargest);
  RememberControl(a, lessons);
  if (galleryOpen) {
    for (size_t i = 1; i < lessons.choices.size(); ++i) {  // not the page's "Choose a lesson"
      if (ImGui::Selectable(lessons.choices[i].label.c_str(), double(i) == lessons.value))
        Act(a, lessons.name, double(i), lessons.choices[i].value);
      Remember(a, "lesson", std::to_string(i - 1).c_str());
    }
    ImGui::EndCombo();
  }
  TextWrappedL(Ctl("text:demo-lesson").text.c_str());
  TextWrappedL(a.scene.pg.desc().source, true);
}

void TimeSection(App& a) {
  // Three equal buttons when every label fits in a third of the row; else each as wide as its
  // label, on as many rows as they need (Pausar, Passo, Reiniciar at ui=2): never cut.
  const char* const names[] = {"button:play", "button:step", "button:reset"};
  float w = (ImGui::GetContentRegionAvail().x - 2.0f * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  for (const char* name : names)
    if (ImGui::CalcTextSize(Ctl(name).label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f > w) w = 0.0f;
  for (const char* name : names) {
    const Control& c = Ctl(name);
    if (c.name != "button:play") {
      if (w > 0.0f)
        ImGui::SameLine();
      else
        SameLineIfFits(c.label.c_str());
    }
    if (ImGui::Button((c.label + "###" + c.name).c_str(), ImVec2(w, 0))) Act(a, c.name);
    RememberControl(a, c);
    ControlTooltip(a, c);
  }
  const Control& speed = Ctl("slider:speed");
  ImGui::SetNextItemWidth(-ImGui::CalcTextSize(speed.label.c_str()).x - ImGui::GetStyle().ItemInnerSpacing.x);
  DrawControl(a, speed, speed.label + "###speed");
  RememberSlider(a, "slider", "speed", speed.label.c_str(), true);
  ControlTooltip(a, speed);
  // The clock, and the link buttons at the right end of the same row. Where the clock does not fit
  // beside them (a long run, a large UI scale, longer words) the buttons move down a row, beside
  // Save clip; only a clock too wide for the panel itself loses its frame count.
  const steer::World& world = a.scene.pg.world();
  const ImGuiStyle& style = ImGui::GetStyle();
  float rowX = ImGui::GetCursorPosX();
  float buttonsX = rowX + ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(Ctl("button:copy").label.c_str()).x -
                   ImGui::CalcTextSize(Ctl("button:share").label.c_str()).x - ImGui::CalcTextSize("?").x -
                   6.0f * style.FramePadding.x - 2.0f * style.ItemSpacing.x;
  std::string frame = std::to_string((long long)world.frame), time = demos::FixedNumber(world.Time(), 2);
  std::string clock = demos::Trf("ui.clock", {frame, time});
  bool besideButtons = rowX + ImGui::CalcTextSize(clock.c_str()).x + style.ItemSpacing.x <= buttonsX;
  if (!besideButtons && ImGui::CalcTextSize(clock.c_str()).x > ImGui::GetContentRegionAvail().x)
    clock = demos::Trf("ui.clock_short", {time});
  ImGui::TextDisabled("%s", clock.c_str());
  Remember(a, "text", "clock");
  if (besideButtons) ImGui::SameLine(buttonsX);
  ButtonRow(a, "button:copy", true);
  SameLineIfFits(Ctl("button:share").label.c_str());
  ButtonRow(a, "button:share", true);
  SameLineIfFits("?");
  ButtonRow(a, "button:help", true, "?");  // an icon; its name is the description's label
  if (!besideButtons) SameLineIfFits(Ctl("button:clip").label.c_str());
  ButtonRow(a, "button:clip", true);  // Save clip: a span of the timeline as GIF or WebM
}

// The width the longest label leaves the sliders, but never less than 45% of the panel.
float ParamLabelSpace(const ControlSection& params) {
  float avail = ImGui::GetContentRegionAvail().x;
  float labelSpace = 0.0f;
  for (const Control& c : params.controls) {
    if (c.name.compare(0, 6, "param:") != 0 || c.kind == ControlKind::Toggle) continue;
    float w = ImGui::CalcTextSize(c.label.c_str()).x + ImGui::GetStyle().ItemInnerSpacing.x + 4.0f;
    labelSpace = std::max(labelSpace, w);
  }
  return std::min(labelSpace, avail * 0.55f);
}

// Whether a choice's combo, beside its label, would cut its longest choice ("buckla▼").
bool ComboCutsAChoice(const Control& c, float width) {
  if (c.kind != ControlKind::Choice) return false;
  float widest = 0.0f;
  for (const ControlChoice& ch : c.choices) widest = std::max(widest, ImGui::CalcTextSize(ch.label.c_str()).x);
  return widest + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2.0f > width;
}

// Whether a slider `width` px wide shows its widest value (its maximum, with its unit) at the
// font's size beside its grab at either end (slider_text.h shrinks what does not fit).
bool SliderShrinksItsValue(const Control& c, float width) {
  if (c.kind != ControlKind::Slider) return false;
  const std::string widest = ParamShown(c.max, c.decimals, c.unit);
  const ImGuiStyle& st = ImGui::GetStyle();
  return ImGui::CalcTextSize(widest.c_str()).x + st.GrabMinSize + 2.0f * (st.FramePadding.x + kSliderGrabPadding) + 2.0f > width;
}

// A parameter's row: its widget (greyed when locked), tooltip, and the change. A label too long
// for the space beside the sliders goes above its widget, wrapped; so does a choice's label where
// the combo beside it would cut a choice, and a slider's where the slider beside it would shrink
// its value (a projector's narrow panel: "Evader jitter" beside a 95 px slider, its number small).
void ParamRow(App& a, const Control& c, float labelSpace) {
  ImGui::PushID(c.name.c_str());
  bool toggle = c.kind == ControlKind::Toggle;
  float besideWidth = ImGui::GetContentRegionAvail().x - labelSpace;
  bool above = !toggle && (ImGui::CalcTextSize(c.label.c_str()).x + ImGui::GetStyle().ItemInnerSpacing.x > labelSpace ||
                           ComboCutsAChoice(c, besideWidth) || SliderShrinksItsValue(c, besideWidth));
  if (above) {
    TextWrappedL(c.label.c_str(), c.locked);
    Remember(a, "text", c.name.c_str());
  }
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - (above ? 0.0f : labelSpace));
  std::string label = above ? std::string("##p") : c.label;
  DrawControl(a, c, label);
  if (toggle)
    RememberControl(a, c);
  else
    RememberSlider(a, "param", c.name.c_str() + 6, label.c_str(), c.kind == ControlKind::Slider && !c.locked);
  ControlTooltip(a, c);
  ImGui::PopID();
}

// Defaults, the seed and Re-roll, on one row under the parameters; the flowfield's paint.
void SeedRow(App& a) {
  ButtonRow(a, "button:defaults");
  SameLineIfFits("0000000000", 0.0f);
  // The seed as a button: a click (or a tap) opens the page's number field over it (shell.js),
  // which sets it through playground.setSeed.
  const Control& seed = Ctl("input:seed");
  if (seed.locked) ImGui::BeginDisabled();
  ImGui::Button((seed.text + "###seed").c_str(), ImVec2(ImGui::CalcTextSize("0000000000").x, 0.0f));
  if (seed.locked) ImGui::EndDisabled();
  RememberControl(a, seed);
  ControlTooltip(a, seed);
  SameLineIfFits(Ctl("button:reroll").label.c_str());
  ButtonRow(a, "button:reroll");
  const Control& hint = Ctl("text:paint-hint");
  if (!hint.name.empty()) {  // the flowfield demo: a drag paints; Noise field takes it off
    TextWrappedL(hint.text.c_str(), true);
    ButtonRow(a, "button:noisefield");
  }
}

void ParamsSection(App& a) {
  const ControlSection* params = SectionOf("parameters");
  if (!params) return;
  float labelSpace = ParamLabelSpace(*params);
  for (const Control& c : params->controls)
    if (c.name.compare(0, 6, "param:") == 0) ParamRow(a, c, labelSpace);
  SeedRow(a);
}

void LessonSection(App& a) {
  const Control& title = Ctl("text:lesson");
  if (!title.name.empty()) {
    // Shown until the demo changes or another link loads (app.cpp resets a.scene.lesson).
    TextWrappedL(title.text.c_str());  // a long title wraps at the panel's edge, as its text does
    Remember(a, "text", "lesson");
    TextWrappedL(Ctl("text:lesson-text").text.c_str(), true);
    ImGui::Spacing();
  }
  std::vector<demos::Readout> lines;
  a.scene.pg.Formula(lines);
  ImVec4 ink = a.view.theme != demos::Theme::Dark ? ImVec4(0.45f, 0.3f, 0.0f, 1.0f)
                                                  : ImVec4(0.98f, 0.84f, 0.39f, 1.0f);
  // Wrapped, so a long line is never cut at the panel's edge (narrow screens, large UI scales).
  ImGui::PushStyleColor(ImGuiCol_Text, ink);
  for (const demos::Readout& r : lines) TextWrappedL(r.text);
  ImGui::PopStyleColor();
  if (!lines.empty()) Remember(a, "text", "formula");  // the description's text:formula (its last line)
  const Control& tryThis = Ctl("text:try-this");  // folded away while a challenge is open
  if (tryThis.name.empty()) return;
  ImGui::Spacing();
  ImGui::TextDisabled("%s", tryThis.text.c_str());
  for (const char* name : {"text:try-1", "text:try-2", "text:try-3"}) {
    const Control& t = Ctl(name);
    if (t.name.empty()) continue;
    ImGui::Bullet();
    TextWrappedL(t.text.c_str());
  }
}

void PlotsSection(App& a) {
  const Plots& p = a.scene.plots;
  if (p.count < 2) {
    ImGui::TextDisabled("%s", T("ui.plots_wait"));
    return;
  }
  int captures = -1;
  for (int s = 0; s < int(p.names.size()); ++s)
    if (p.names[s] == "captures") captures = s;
  struct Getter {
    const Plots* plots;
    int s;
  };
  for (int s = 0; s < int(p.names.size()); ++s) {
    if (s == captures) continue;
    Getter g{&p, s};
    std::string overlay = std::string(MetricLabel(p.names[s].c_str(), a.scene.pg.desc().id)) + "  " + demos::FixedNumber(p.At(s, p.count - 1), 2);
    ImGui::PushID(s);
    ImGui::PlotLines(
        "##plot",
        [](void* data, int k) {
          const Getter* gg = static_cast<const Getter*>(data);
          return gg->plots->At(gg->s, k);
        },
        &g, p.count, 0, overlay.c_str(), FLT_MAX, FLT_MAX,
        ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetTextLineHeight() * 2.6f));
    Remember(a, "plot", p.names[s].c_str());
    // Captures: a red tick where the counter went up.
    if (captures >= 0) {
      ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
      for (int k = 1; k < p.count; ++k)
        if (p.At(captures, k) > p.At(captures, k - 1)) {
          float x = lo.x + (hi.x - lo.x) * float(k) / float(p.count - 1);
          // 4.6:1 against the plot's frame (WCAG 1.4.11)
          ImGui::GetWindowDrawList()->AddLine({x, lo.y}, {x, hi.y}, IM_COL32(255, 160, 170, 255), 2.0f);
        }
    }
    ImGui::PopID();
  }
  const std::string span = Spoken(Plots::kSamples * Plots::kEvery * steer::kStepSeconds, 0);  // 30 s
  const std::string last = captures >= 0 ? demos::Trf("ui.plots_last_captures", {span}) : demos::Trf("ui.plots_last", {span});
  TextWrappedL(last.c_str(), true);
}

void ExperimentTable(const demos::Experiment& e);

void ExperimentSection(App& a) {
  demos::Experiment& e = a.scene.experiment;
  ButtonRow(a, "button:experiment");
  if (e.running()) {
    ImGui::ProgressBar(e.progress(), ImVec2(-1, 0));
    return;
  }
  if (!e.done() || e.demo() != a.scene.pg.desc().id) return;
  // A table belongs to the settings it was made with: once they change it is marked stale and
  // greyed, with what it was made with, until it is run again.
  ExperimentNotes notes = ExperimentNotesOf(a);
  bool stale = !notes.stale.empty();
  if (stale) {
    ImGui::PushStyleColor(ImGuiCol_Text, a.view.theme != demos::Theme::Dark ? ImVec4(0.6f, 0.0f, 0.0f, 1.0f)
                                                                            : ImVec4(1.0f, 0.6f, 0.45f, 1.0f));
    TextWrappedL(notes.stale.c_str());
    ImGui::PopStyleColor();
    Remember(a, "text", "experiment-stale");
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
  }
  ExperimentTable(e);
  TextWrappedL(notes.note.c_str(), true);
  if (stale) ImGui::PopStyleVar();
}

}  // namespace

std::string ExperimentTitle() { return demos::Trf("ui.sec.experiment", {std::to_string(demos::Experiment::kSeeds)}); }

ExperimentNotes ExperimentNotesOf(const App& a) {
  const demos::Experiment& e = a.scene.experiment;
  ExperimentNotes n;
  if (!e.Matches(a.scene.pg)) n.stale = demos::Trf("ui.exp_stale", {e.StaleReason(a.scene.pg)});
  std::string seeds = std::to_string(demos::Experiment::kSeeds);
  std::string seconds = std::to_string(std::lround(a.scene.pg.Seconds(demos::Experiment::kStepsPerSeed)));
  n.note = e.rows().empty()        ? std::string(T("ui.exp_none"))
           : e.sameForEverySeed() ? demos::Trf("ui.exp_same", {seeds})
                                  : demos::Trf("ui.exp_note", {seeds, seconds});
  return n;
}

namespace {

void ExperimentTable(const demos::Experiment& e) {
  if (e.rows().empty()) return;  // the note says why
  // One column per row of results (a chaser, a compared setting), one line per figure, cells
  // wrapped: a long label ("lookahead 1: capture") wraps between words instead of squeezing the
  // figures' headers to "cau...", at any UI scale.
  const auto& rows = e.rows();
  Grid g;
  std::vector<float> weights(rows.size() + 1, 1.3f);
  weights[0] = 1.0f;
  GridBegin(g, weights);
  GridCell(g);
  ImGui::TextUnformatted("");
  for (const demos::ExperimentRow& r : rows) {
    GridCell(g);
    ImGui::TextWrapped("%s", r.label.c_str());
  }
  // The cells are the description's (ExperimentCells), which the accessible view's table reads.
  std::vector<std::vector<std::string>> cells;
  for (const demos::ExperimentRow& r : rows) cells.push_back(ExperimentCells(r));
  const std::vector<std::string> heads = ExperimentHeads();
  for (size_t f = 0; f < heads.size(); ++f) {
    GridCell(g);
    ImGui::TextWrapped("%s", heads[f].c_str());
    for (const std::vector<std::string>& c : cells) {
      GridCell(g);
      if (c[f].empty())
        ImGui::TextDisabled("-");
      else
        ImGui::TextWrapped("%s", c[f].c_str());
    }
  }
  GridEnd(g);
}

// The race: one column per variant (this scene, then each ghost), one row per metric; metric
// names wrap in the first column and values are short, so nothing is cut at any UI scale. The
// rows are the description's (RaceRows), which the accessible view reads as items.
void RaceTable(App& a) {
  std::vector<RaceRow> rows = RaceRows(a);
  if (rows.empty()) return;
  size_t columns = rows[0].cells.size();
  Grid g;
  std::vector<float> weights(columns + 1, 1.0f);
  weights[0] = 1.6f;
  GridBegin(g, weights);
  std::vector<const char*> names(columns + 1, T("ui.col_ghost"));
  names[0] = "";
  names[1] = T("ui.col_scene");
  GridHeader(g, names);
  for (size_t r = 0; r < rows.size(); ++r) {
    GridCell(g);
    ImGui::TextWrapped("%s", rows[r].label.c_str());
    Remember(a, "text", ("race-" + std::to_string(r)).c_str());  // the description's row (its label)
    for (const std::string& cell : rows[r].cells) {
      GridCell(g);
      if (r == 0) ImGui::TextWrapped("%s", cell.c_str());
      else ImGui::TextUnformatted(cell.c_str());
    }
  }
  GridEnd(g);
}

void CompareSection(App& a) {
  const Control& compare = Ctl("combo:compare");
  ImGui::SetNextItemWidth(-1);
  DrawControl(a, compare, "##compare");
  RememberControl(a, compare);
  ControlTooltip(a, compare);
  int cp = a.scene.pg.compareParam();
  if (cp < 0) return;
  // The ghost's value: a slider, or a combo for a choice (changing it starts the race over).
  const Control& ghost = Ctl("slider:ghost");
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.55f);
  std::string shown = std::string(T("ui.ghost"));
  DrawControl(a, ghost, shown + "###ghost");
  RememberSlider(a, "slider", "ghost", shown.c_str(), ghost.kind == ControlKind::Slider);
  RaceTable(a);
  Remember(a, "table", "race");
}

void LegendSwatch(ImU32 col) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  float h = ImGui::GetTextLineHeight();
  ImGui::GetWindowDrawList()->AddRectFilled({p.x, p.y + h * 0.25f}, {p.x + h * 0.9f, p.y + h * 0.75f}, col,
                                            2.0f);
  ImGui::Dummy(ImVec2(h * 0.9f, h));
  ImGui::SameLine();
}

void AnnotationsSection(App& a) {
  const ControlSection* layers = SectionOf("annotations");
  if (!layers) return;
  // Two columns when the longest label fits in one, else one: labels are never cut.
  float widest = 0.0f;
  for (const Control& c : layers->controls) widest = std::max(widest, ImGui::CalcTextSize(c.label.c_str()).x);
  const ImGuiStyle& st = ImGui::GetStyle();
  float need = ImGui::GetTextLineHeight() * 0.9f + ImGui::GetFrameHeight() + widest +
               2.0f * st.ItemSpacing.x + st.ItemInnerSpacing.x + st.CellPadding.x * 2.0f;
  int columns = need * 2.0f <= ImGui::GetContentRegionAvail().x ? 2 : 1;
  // Rows as close as a table's: two cell paddings apart.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(st.ItemSpacing.x, st.CellPadding.y * 2.0f));
  float x0 = ImGui::GetCursorPosX(), half = ImGui::GetContentRegionAvail().x * 0.5f;
  const Control* note = nullptr;
  for (int b = 0; b < int(layers->controls.size()); ++b) {
    const Control& c = layers->controls[size_t(b)];
    if (c.kind == ControlKind::Text) {  // the arrows' note, under the layers
      note = &c;
      continue;
    }
    if (columns == 2 && b % 2 == 1) ImGui::SameLine(x0 + half + st.CellPadding.x);
    LegendSwatch(LayerColor(a.view.theme, b));
    DrawControl(a, c, c.label);
    RememberControl(a, c);
  }
  ImGui::PopStyleVar();
  if (note) TextWrappedL(note->text.c_str(), true);
}

void ViewSection(App& a) {
  const Control& scale = Ctl("slider:uiScale");
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
  DrawControl(a, scale, scale.label + "###uiScale");
  RememberSlider(a, "slider", "uiScale", scale.label.c_str(), true);
  ControlTooltip(a, scale);
  const float box = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
  bool first = true;
  for (const char* name : {"radio:theme-dark", "radio:theme-light", "radio:theme-contrast"}) {
    const Control& c = Ctl(name);
    if (!first) SameLineIfFits(c.label.c_str(), box);
    first = false;
    DrawControl(a, c, c.label);
    RememberControl(a, c);
    ControlTooltip(a, c);
  }
  // The rest in the description's order: each on the row before it when it fits.
  const ControlSection* view = SectionOf("view");
  bool started = false;
  for (const Control& c : view->controls) {
    if (c.name == "slider:uiScale" || c.kind == ControlKind::Radio) continue;
    bool check = c.kind == ControlKind::Toggle;
    if (started && c.name != "check:perf" && c.name != "check:record" && c.name != "button:fit")
      SameLineIfFits(c.label.c_str(), check ? box : -1.0f);
    started = true;
    DrawControl(a, c, c.label + "###" + c.name);
    RememberControl(a, c);
    ControlTooltip(a, c);
  }
}

void SelectedSection(App& a) {
  const Control& lang = Ctl("combo:codelang");
  if (!lang.name.empty()) {  // "Copy as code": the language, then the button
    float widest = 0.0f;  // the longest of the languages' labels (code/code.h)
    for (const demos::CodeLangName& l : demos::kCodeLangs) widest = std::max(widest, ImGui::CalcTextSize(l.label).x);
    ImGui::SetNextItemWidth(widest + ImGui::GetFrameHeight() * 1.5f);
    DrawControl(a, lang, "##codelang");
    RememberControl(a, lang);
    ImGui::SameLine();
    ButtonRow(a, "button:copycode");
  }
  // The agent in words, from the description (controls.cpp): a line each, or how to pick one.
  const std::string& words = Ctl("text:selected").text;
  bool none = a.scene.selected < 0 || a.scene.selected >= int(a.scene.pg.world().agents.size());
  for (size_t at = 0; at <= words.size();) {
    size_t end = std::min(words.find('\n', at), words.size());
    std::string line = words.substr(at, end - at);
    if (!none && at == 0) ImGui::TextUnformatted(line.c_str());
    else TextWrappedL(line.c_str(), none);
    at = end + 1;
  }
}

using HelpRows = std::vector<std::pair<std::string, std::string>>;

// The help's rows: the keys (controls.cpp's shortcut table, which names them; D, the scene in
// words, is the page's), then Tab (through the page's controls and the scene: help.key7, the accessible view's row too) and the pointer's
// and fingers' gestures (GestureRows).
HelpRows HelpRowsNow() {
  HelpRows rows;
  for (const ShortcutRow& r : ShortcutRows(kOnPage)) rows.push_back({r.keys, r.does});
  if (kOnPage) rows.push_back({demos::Tr("help.key7"), demos::Tr("help.does7")});  // Tab through the page's controls
  for (const GestureRow& g : GestureRows()) rows.push_back({g.gesture, g.does});
  return rows;
}

// How the help lays its rows out: rows [0, split) in the first column, the rest in a second one
// beside it (split == rows: one column); the keys wrapped at `keys` px and what they do at `does`.
struct HelpPlan {
  size_t split = 0;
  float keys = 0.0f, does = 0.0f;
  float height = 0.0f;  ///< the taller column's, px
};

// The height of each row as the plan wraps it.
std::vector<float> HelpRowHeights(const HelpRows& rows, float keys, float does) {
  std::vector<float> h;
  for (const auto& r : rows)
    h.push_back(std::max(ImGui::CalcTextSize(WrapText(r.first.c_str(), keys).c_str()).y,
                         ImGui::CalcTextSize(WrapText(r.second.c_str(), does).c_str()).y) +
                ImGui::GetStyle().ItemSpacing.y);
  return h;
}

// One column where it fits in `room` px, else two side by side in `wide` px, split where their
// heights are nearest, each key wrapped at 8 ems and what it does sharing the rest of the width.
HelpPlan PlanHelp(const HelpRows& rows, float wide, float room, float does) {
  const ImGuiStyle& st = ImGui::GetStyle();
  HelpPlan p{rows.size(), wide * 0.4f, does, 0.0f};
  for (float h : HelpRowHeights(rows, p.keys, p.does)) p.height += h;
  if (p.height <= room) return p;
  float keys = 0.0f, gap = st.ItemSpacing.x * 3.0f;
  p.keys = ImGui::GetFontSize() * 8.0f;
  for (const auto& r : rows) keys = std::max(keys, ImGui::CalcTextSize(WrapText(r.first.c_str(), p.keys).c_str()).x);
  float left = wide - st.WindowPadding.x * 2.0f - gap - 2.0f * (keys + st.CellPadding.x * 2.0f);
  p.does = std::clamp(left * 0.5f, ImGui::GetFontSize() * 6.0f, does);
  std::vector<float> h = HelpRowHeights(rows, p.keys, p.does);
  float total = 0.0f, first = 0.0f;
  for (float x : h) total += x;
  p.height = total;
  for (size_t i = 0; i < h.size(); ++i) {
    first += h[i];
    if (std::max(first, total - first) < p.height) p.split = i + 1, p.height = std::max(first, total - first);
  }
  return p;
}

// One column of the help, rows [from, to): the keys, then what they do at the widest key's end.
void HelpColumn(const HelpRows& rows, size_t from, size_t to, const HelpPlan& p) {
  const ImGuiStyle& st = ImGui::GetStyle();
  float keys = 0.0f, x0 = ImGui::GetCursorPosX();
  for (size_t i = from; i < to; ++i)
    keys = std::max(keys, ImGui::CalcTextSize(WrapText(rows[i].first.c_str(), p.keys).c_str()).x);
  for (size_t i = from; i < to; ++i) {
    ImGui::TextUnformatted(WrapText(rows[i].first.c_str(), p.keys).c_str());
    ImGui::SameLine();
    ImGui::SetCursorPosX(x0 + keys + st.CellPadding.x * 2.0f);
    ImGui::TextUnformatted(WrapText(rows[i].second.c_str(), p.does).c_str());
  }
}

// The help: one column of rows where it fits the canvas, else two side by side, else two written
// smaller (down to the panel's 1.25x: a projector's ui=2 at 1024x768), so that it does not scroll.
// Below the page's language picker when that is at the world's corner (pg_set_corner): the picker
// lies over the canvas, as it does over the status line.
void HelpPopup(App& a) {
  if (a.ui.showHelp) {
    ImGui::OpenPopup("###help");
    a.ui.showHelp = false;
  }
  const ImGuiStyle& st = ImGui::GetStyle();
  float top = a.view.PickerAtCorner() ? a.view.BelowPicker(a.view.viewMin.y) : 8.0f;
  float room = std::max(a.view.canvas.y - top - 8.0f, ImGui::GetFrameHeight() * 4.0f);
  float wide = a.view.canvas.x - 16.0f;
  ImGui::SetNextWindowPos(ImVec2(a.view.canvas.x * 0.5f, top + room * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(wide, room));
  if (!ImGui::BeginPopupModal(Titled("help.title", "help").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    return;
  HelpRows rows = HelpRowsNow();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(st.ItemSpacing.x, st.CellPadding.y * 2.0f));
  // The title bar (drawn, at the full scale), the Close button and the padding around the rows.
  float title = ImGui::GetFrameHeight(), smallest = std::min(1.0f, 1.25f / a.view.uiScale);
  HelpPlan plan;
  for (float scale = 1.0f;; scale = std::max(scale * 0.92f, smallest)) {
    ImGui::SetWindowFontScale(scale);
    float chrome = title + ImGui::GetFrameHeight() + st.ItemSpacing.y + st.WindowPadding.y * 2.0f + 2.0f;
    float does = std::min(ImGui::CalcTextSize(T("help.does12")).x * 1.2f, a.view.canvas.x * 0.5f);
    plan = PlanHelp(rows, wide, room - chrome, does);
    if (plan.height <= room - chrome || scale == smallest) break;
  }
  ImGui::BeginGroup();
  HelpColumn(rows, 0, plan.split, plan);
  ImGui::EndGroup();
  if (plan.split < rows.size()) {
    ImGui::SameLine(0.0f, st.ItemSpacing.x * 3.0f);
    ImGui::BeginGroup();
    HelpColumn(rows, plan.split, rows.size(), plan);
    ImGui::EndGroup();
  }
  ImGui::PopStyleVar();
  if (ImGui::Button(T("help.close")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    ImGui::CloseCurrentPopup();
  ImGui::SetWindowFontScale(1.0f);
  ImGui::EndPopup();
}

}  // namespace

void RememberWidget(App& a, const char* kind, const char* name) { Remember(a, kind, name); }

// [SECTION] the panel
namespace {

// Where the panel goes, by the canvas's shape.
void ChooseLayout(App& a) {
  // Narrow is about the screen, not the UI scale: a projector at 2x keeps the side panel.
  bool narrow = a.view.canvas.x < kNarrowCanvas;
  // Portrait (and near-square) phones and tablets stack the world above the panel: beside it,
  // the world would get what a 340 px panel leaves of a narrow width (on an 820 x 1180 tablet
  // 456 x 319 px, 15% of the screen); on top it spans the whole width (46% of that tablet, 94% of
  // a phone's width). A tall desktop window, 1100 px wide or more, keeps the side panel (and its
  // long view of the controls). Landscape phones keep the panel floating over the world.
  a.view.layout = a.view.canvas.y > a.view.canvas.x * kStackedAspect && a.view.canvas.x < kStackedBelow
                      ? Layout::Stacked
                  : narrow ? Layout::Overlay
                           : Layout::Side;
  if (!a.ui.layoutChosen) {
    // A phone on its side opens on the scene, the panel one tap away; elsewhere the panel
    // does not cover the world, so it opens.
    a.ui.panelOpen = a.view.layout != Layout::Overlay;
    a.ui.layoutChosen = true;
  }
}

// A side panel narrower than its UI scale asks for (a projector's: PlacePanel leaves the world
// 45%) writes its contents at the scale its width holds, 340 px of the panel's contents per 1x,
// but never below 1.25x: at 1024 x 768 with ui=2 the world is twice as large, the panel's text
// 1.25x. As a window font scale (1: the UI scale's own size).
float PanelTextScale(const App& a, float width) {
  float scale = std::clamp(width / kPanelWidth, std::min(a.view.uiScale, 1.25f), a.view.uiScale);
  return scale / a.view.uiScale;
}

// The panel window's place and size for the layout, and the world's part of the canvas as far as
// it is known before the window exists. Returns where a stacked panel starts (0 otherwise).
float PlacePanel(App& a, float titleBar) {
  float stackedTop = 0.0f;
  a.view.viewMin = {0.0f, 0.0f};
  a.view.viewMax = a.view.canvas;
  a.view.headerInPanel = false;
  if (a.view.layout == Layout::Overlay) {
    float width = a.view.canvas.x - 16.0f;
    ImGui::SetNextWindowPos(ImVec2(8, 8), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, a.view.canvas.y * 0.6f));
  } else if (a.view.layout == Layout::Stacked) {
    // The world's full width, at its aspect, with FitView's margins and a lesson link's
    // heading and the timeline bar; at most 60% of the height, so the panel keeps room for its controls.
    const steer::WorldDef& w = a.scene.pg.world().def;
    float aspect = w.width > 0.0f ? w.height / w.width : 0.7f;
    float worldH = (a.view.canvas.x - 2.0f * kWorldMargin) * aspect + 2.0f * kWorldMargin + a.view.headerHeight +
                   TimelineBarHeight(a);
    stackedTop = std::floor(std::min(worldH, a.view.canvas.y * kStackedWorldShare));
    float top = a.ui.panelOpen ? stackedTop : a.view.canvas.y - titleBar;
    ImGui::SetNextWindowPos(ImVec2(0, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(a.view.canvas.x, a.view.canvas.y - stackedTop), ImGuiCond_Always);
    a.view.viewMax = {a.view.canvas.x, top};
  } else {
    // Beside the world: 340 px, at most 30% of the width at UI scale 1 (the world keeps 43% of a
    // 1024 x 768 screen). A larger scale widens it only as far as leaves the world (at its aspect,
    // with FitView's margins, under the timeline bar) 45% of the canvas: a projector at 1024 x 768
    // with ui=2 gets a 286 px panel and a 713 x 499 px world, 45%, where a 460 px panel left it
    // 26%; never narrower than 240 px (the world then takes what is left). FollowPanelWindow fits
    // the panel's contents to that width.
    constexpr float kPanelMinWidth = 240.0f;  // CSS px
    constexpr float kWorldShare = 0.45f;      // of the canvas
    const steer::WorldDef& w = a.scene.pg.world().def;
    float aspect = w.width > 0.0f ? w.height / w.width : 0.7f;
    // (A lesson's or challenge's heading above the world is not counted: it wraps in the world's
    // column, and took the panel 497 px of a projector, the world 22%, when it was.)
    float tall = a.view.canvas.y - 24.0f - TimelineBarHeight(a);
    float worldW = std::min(std::sqrt(kWorldShare * a.view.canvas.x * a.view.canvas.y / aspect), tall / aspect);
    float room = a.view.uiScale > 1.01f ? std::max(kPanelMinWidth, a.view.canvas.x - worldW - 26.0f)
                                        : a.view.canvas.x * kPanelShare;
    float width = std::min(kPanelWidth * a.view.uiScale, room);
    // A lesson's or challenge's header (title, question, answers, verdict) goes at the top of the
    // panel's column, in the panel's text size: the world keeps the canvas's whole height. Above
    // the world it took a projector's world from 45% of the screen to 19-26% (the header's height
    // came off a world whose height, not width, is what bounds it on a landscape screen). Not
    // where it would leave the panel less than its title bar and a few rows (a long question on
    // a phone on its side): above the world then.
    float top = 0.0f;
    if (a.ui.panelOpen) {
      float k = PanelTextScale(a, width);
      float h = LessonHeaderHeight(a, width, k);
      if (h > 0.0f && h <= a.view.canvas.y - 3.0f * ImGui::GetFrameHeightWithSpacing()) {
        a.view.headerInPanel = true;
        a.view.headerScale = k;
        a.view.headerMin = {0.0f, 0.0f};
        a.view.headerMax = {width, std::floor(h)};
        top = std::floor(h);
      }
    }
    ImGui::SetNextWindowPos(ImVec2(0, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, a.view.canvas.y - top), ImGuiCond_Always);
    a.view.viewMin = {a.ui.panelOpen ? width : 0.0f, 0.0f};
  }
  ImGui::SetNextWindowCollapsed(!a.ui.panelOpen, ImGuiCond_Always);
  return stackedTop;
}

// Inside the panel window, once it exists: whether it is folded, the rectangle it covers, the
// world's part of the canvas, and the title bar as the drawer's handle.
void FollowPanelWindow(App& a, bool asked, float titleBar, float stackedTop) {
  a.ui.panelOpen = !ImGui::IsWindowCollapsed();
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  const ImGuiIO& io = ImGui::GetIO();
  // ImGui also folds on a double click on the title bar: a second tap on the handle soon after the
  // first is one more tap (below), not a double click that would fold and unfold at once.
  if (a.ui.panelOpen != asked && io.MouseDoubleClicked[0] && io.MouseClickedPos[0].y < wp.y + titleBar)
    a.ui.panelOpen = asked;
  a.ui.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  // A side panel's text at the scale its width holds (PanelTextScale). Its title bar is drawn by
  // the next frame's Begin at this scale (TitledToFit).
  ImGui::SetWindowFontScale(a.view.layout == Layout::Side ? PanelTextScale(a, ws.x) : 1.0f);
  if (a.view.layout == Layout::Side && !a.ui.panelOpen) a.view.viewMin = {0.0f, 0.0f};
  // Overlay: the world fits in the space below the panel.
  if (a.view.layout == Layout::Overlay) a.view.viewMin = {0.0f, wp.y + ws.y + 6.0f};
  if (a.view.layout == Layout::Stacked)
    a.view.viewMax = {a.view.canvas.x, a.ui.panelOpen ? stackedTop : wp.y};
  // The title bar is the drawer's handle: one tap or click anywhere on it folds or unfolds the
  // panel (ImGui itself wants the small arrow, or a double click, which a finger rarely hits).
  const ImGuiStyle& st = ImGui::GetStyle();
  ImVec2 tlo = wp, thi(wp.x + ws.x, wp.y + titleBar);
  float arrowEnd = wp.x + st.FramePadding.x + ImGui::GetFontSize() + st.ItemInnerSpacing.x;
  auto onHandle = [&](ImVec2 p) { return p.x >= arrowEnd && p.x < thi.x && p.y >= tlo.y && p.y < thi.y; };
  if (ImGui::IsMouseReleased(0) && onHandle(io.MousePos) && onHandle(io.MouseClickedPos[0]) &&
      io.MouseDragMaxDistanceSqr[0] < 64.0f && !ImGui::IsAnyItemActive())
    a.ui.panelOpen = !a.ui.panelOpen;  // applied by SetNextWindowCollapsed on the next frame
}

// A one-finger swipe over the panel scrolls it, the content following the finger (main.cpp
// starts it when a touch on the panel, not on a slider, moves past the slop).
void FollowSwipe(App& a, bool open) {
  if (a.ui.swipe.begin) {
    a.ui.swipe.scrollStart = ImGui::GetScrollY();
    a.ui.swipe.begin = false;
  }
  if (a.ui.swipe.active && open)
    ImGui::SetScrollY(std::clamp(a.ui.swipe.scrollStart - a.ui.swipe.dy, 0.0f, ImGui::GetScrollMaxY()));
}

// A folding section: its header (remembered as "header:<name>"; its words wrapped to the panel's
// width, so a long translation at ui=2 is never cut) and, when open, its contents. It opens when
// the focus arrives at one of its controls (`name` is the description's section too).
void SectionTitled(App& a, const std::string& title, const char* name, ImGuiTreeNodeFlags flags,
                   void (*contents)(App&)) {
  // The header's words start after its arrow (ImGui: a font size and three paddings in).
  float room = ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() - ImGui::GetStyle().FramePadding.x * 4.0f;
  OpenIfFocused(a, name);
  bool open = ImGui::CollapsingHeader((WrapText(title.c_str(), room) + "###" + name).c_str(), flags);
  Remember(a, "header", name);
  if (open) contents(a);
}
void Section(App& a, demos::Key key, const char* name, ImGuiTreeNodeFlags flags, void (*contents)(App&)) {
  SectionTitled(a, T(key), name, flags, contents);
}

// The panel's contents, top to bottom.
void PanelSections(App& a) {
  // On a narrow screen the long sections start folded.
  ImGuiTreeNodeFlags openWide = a.view.canvas.x < kNarrowCanvas ? 0 : ImGuiTreeNodeFlags_DefaultOpen;
  DemoSection(a);
  ImGui::Separator();
  TimeSection(a);
  Section(a, "ui.sec.parameters", "parameters", ImGuiTreeNodeFlags_DefaultOpen, ParamsSection);
  if (SectionOf("composer"))  // demo custom only: its contents are composer_ui.cpp's
    Section(a, "composer.header", "composer", ImGuiTreeNodeFlags_DefaultOpen, ComposerSection);
  Section(a, "ui.sec.lesson", "lesson", ImGuiTreeNodeFlags_DefaultOpen, LessonSection);
  Section(a, "ui.sec.compare", "compare", a.scene.pg.compareParam() >= 0 ? ImGuiTreeNodeFlags_DefaultOpen : 0,
          CompareSection);
  SectionTitled(a, ExperimentTitle(), "experiment", 0, ExperimentSection);
  Section(a, "ui.sec.plots", "plots", 0, PlotsSection);
  Section(a, "ui.sec.annotations", "annotations", openWide, AnnotationsSection);
  Section(a, "ui.sec.selected", "selected", openWide, SelectedSection);
  Section(a, "ui.sec.view", "view", 0, ViewSection);
}

}  // namespace

// The panel window's rectangle and its background colour as drawn over the canvas's outside
// colour (the palette's panel, ImGui's WindowBg, is slightly translucent: Over, as the page's
// first screen paints it), for RenderFrame's clear; empty when not cleared.
void PanelFill(App& a, bool cleared) {
  a.view.panelFillMin = a.view.panelFillMax = {0.0f, 0.0f};
  if (!cleared) return;
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  a.view.panelFillMin = {p.x, p.y};
  a.view.panelFillMax = {p.x + size.x, p.y + size.y};
  const Palette& colours = ThemePalette(a.view.theme);
  a.view.panelFillColor = Over(colours.panel, colours.outside);
}

// [SECTION] a world-only frame keeps the panel's contents
// While a scene runs and nobody touches the page, main.cpp redraws only the world's part of the
// canvas (the panel's pixels stay from the last whole frame, at most 0.2 s old). Such a frame need
// not build the panel's sections either (a third of a running frame's time on a slow CPU): the
// panel's window is still submitted (its place, its fold, the world's part of the canvas follow
// it as ever) with the extent of its last contents, so ImGui keeps its scroll and size, and the
// widgets it named last time stay named. Not while anything in the panel is live: a popup, a
// tooltip, an active widget, text input, a scroll to a focused widget, a capture for the tests.
struct KeptPanel {
  bool valid = false;
  size_t widgets = 0;          // the panel's entries at the front of a.ui.widgets
  ImVec2 contentMax, idealMax;  // the window's cursor extents, from its contents' start
};
KeptPanel g_kept;

bool KeepsPanel(const App& a) {
  return g_kept.valid && a.ui.worldOnly && !a.ui.popupOpen && !a.ui.tooltipShown && !a.ui.capturePanelText &&
         !a.ui.focusScroll && !a.ui.showHelp && !ImGui::IsAnyItemActive() && !ImGui::GetIO().WantTextInput;
}

// At the end of the panel's contents: their extent, for the frames that keep them.
void RememberPanelExtent(bool open) {
  const ImGuiWindow* w = ImGui::GetCurrentWindow();
  g_kept.valid = open;
  g_kept.contentMax = ImVec2(w->DC.CursorMaxPos.x - w->DC.CursorStartPos.x, w->DC.CursorMaxPos.y - w->DC.CursorStartPos.y);
  g_kept.idealMax = ImVec2(w->DC.IdealMaxPos.x - w->DC.CursorStartPos.x, w->DC.IdealMaxPos.y - w->DC.CursorStartPos.y);
}

// Instead of the contents: their last extent, as if drawn again.
void KeepPanelExtent() {
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  w->DC.CursorMaxPos = ImVec2(w->DC.CursorStartPos.x + g_kept.contentMax.x, w->DC.CursorStartPos.y + g_kept.contentMax.y);
  w->DC.IdealMaxPos = ImVec2(w->DC.CursorStartPos.x + g_kept.idealMax.x, w->DC.CursorStartPos.y + g_kept.idealMax.y);
}

void DrawPanel(App& a) {
  bool keep = KeepsPanel(a);
  static const std::vector<ControlSection> kNoControls;
  std::vector<ControlSection> controls = keep ? std::vector<ControlSection>() : PanelControls(a);  // described once
  g_controls = keep ? &kNoControls : &controls;
  g_pictureFrame = a.ui.pictureFrame;
  if (keep) {
    a.ui.widgets.resize(g_kept.widgets);  // the panel's, from the last frame that drew it
  } else {
    a.ui.widgets.clear();
    a.ui.tooltipShown = false;
  }
  a.ui.uiRects.clear();
  a.ui.challengeRoom = {};
  ChooseLayout(a);
  const float titleBar = ImGui::GetFrameHeight();  // a window's title bar: the folded drawer
  float stackedTop = PlacePanel(a, titleBar);
  ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings;
  if (a.view.layout == Layout::Overlay) flags |= ImGuiWindowFlags_AlwaysAutoResize;
  // Folded below or over the world, the title bar says what it is for.
  bool drawer = a.view.layout != Layout::Side && !a.ui.panelOpen;
  bool asked = a.ui.panelOpen;
  // Beside the world, the panel's background is a scissored clear (main.cpp RenderFrame), not a
  // blended quad: on a CPU rasteriser that quad costs more than the panel's text.
  bool cleared = a.view.layout == Layout::Side;
  if (cleared) ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(0, 0, 0, 0));
  // The panel's width as PlacePanel set it (its content's, last frame, where it sizes to fit).
  const ImGuiNextWindowData& next = ImGui::GetCurrentContext()->NextWindowData;
  ImGuiWindow* last = ImGui::FindWindowByName("###panel");
  float width = (next.Flags & ImGuiNextWindowDataFlags_HasSize) && next.SizeVal.x > 0.0f ? next.SizeVal.x
                : last ? last->Size.x : 0.0f;
  std::string title = TitledToFit(drawer ? demos::Key("ui.title_drawer") : demos::Key("ui.title"), "panel", width,
                                  last ? last->FontWindowScale : 1.0f);
  bool open = ImGui::Begin(title.c_str(), nullptr, flags);
  a.ui.panelTitle.assign(title, 0, title.rfind("###"));
  if (cleared) ImGui::PopStyleColor();
  PanelFill(a, cleared);
  FollowPanelWindow(a, asked, titleBar, stackedTop);
  FollowSwipe(a, open);
  bool capture = a.ui.capturePanelText && open;
  if (capture) ImGui::LogToBuffer(0);  // 0: opens no tree node
  if (open && keep) {
    KeepPanelExtent();
  } else {
    if (open) PanelSections(a);
    RememberPanelExtent(open);
  }
  if (capture) {
    a.ui.panelText = GImGui->LogBuffer.c_str();
    ImGui::LogFinish();
    a.ui.capturePanelText = false;
  }
  ImGui::End();
  HelpPopup(a);
  if (!keep) g_kept.widgets = a.ui.widgets.size();
  g_controls = nullptr;
}

void DrawEmbedOverlay(App& a) {
  g_kept.valid = false;  // the panel, when it comes back, is drawn whole first
  a.view.viewMin = {0.0f, 0.0f};
  a.view.viewMax = a.view.canvas;
  a.view.headerInPanel = false;
  g_pictureFrame = a.ui.pictureFrame;
  a.ui.widgets.clear();
  a.ui.uiRects.clear();
  a.ui.challengeRoom = {};
  a.ui.tooltipShown = false;
  // A PNG or a clip is the scene alone: the buttons and their tooltip stay out of it (the frame
  // after it draws them again).
  if (a.ui.pictureFrame) return;
  // Below a lesson link's title and prompt (their height from the last frame), and below the
  // page's language picker where it sits at the same corner (panel=0 on the page; an embed has
  // none): beside it, the buttons met the status line on a phone. Below the status line too
  // where that went under the picker.
  // The view's top is 0 here; once the header has its room it is headerHeight lower, and the
  // status line with it (PlaceStatusLine measures down from the view's top).
  const float top = a.view.headerHeight;
  float y = top + 8.0f;
  if (a.view.PickerAtCorner()) {
    y = a.view.BelowPicker(top);
    StatusLinePlace status = PlaceStatusLine(a.scene, a.view);
    if (!status.text.empty() && top + status.min.y >= y - 6.0f) y = top + status.max.y + 6.0f;
  }
  ImGui::SetNextWindowPos(ImVec2(8, y), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.75f);
  ImGui::Begin("##embed", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  // The description's small overlay: Play, Reset, and in an embed Open in playground.
  std::vector<ControlSection> controls = PanelControls(a);
  g_controls = &controls;
  ButtonRow(a, "button:play");
  ImGui::SameLine();
  ButtonRow(a, "button:reset");
  if (a.view.embed) {  // panel=0 on the page itself has no other page to open
    ImGui::SameLine();
    ButtonRow(a, "button:open");
  }
  g_controls = nullptr;
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  a.ui.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  ImGui::End();
}

void DrawLanguagePicker(App& a) {
  if (kOnPage || a.view.embed) return;
  // Where the page puts its <select> (shell.js, from layout()'s `picker`).
  const ImVec2 at(a.view.PickerAt().x, a.view.PickerAt().y);
  if (a.ui.pictureFrame) return;  // a PNG or a clip is the scene alone; the corner stays the picker's
  const char* current = demos::kLanguages[0].name;
  for (const demos::KnownLanguage& l : demos::kLanguages)
    if (std::strcmp(l.tag, demos::Language()) == 0) current = l.name;
  ImGui::SetNextWindowPos(at, ImGuiCond_Always);
  // The page's <select>'s size (shell.css: 13 px text, 19 px high at ui=1): the world, the status
  // line and the labels leave the same corner on both targets. No window's minimum (32 px) either.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, 0.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1.0f, 1.0f));
  ImGui::Begin("##language", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoFocusOnAppearing);
  const char* chosen = nullptr;
  {
    WindowFontScale pickerText(ViewState::kPickerFontPx / kUiFontPx);  // the popup's list keeps the UI's size
    float widest = 0.0f;
    for (const demos::KnownLanguage& l : demos::kLanguages) widest = std::max(widest, ImGui::CalcTextSize(l.name).x);
    ImGui::SetNextItemWidth(widest + ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().FramePadding.x);
    if (ImGui::BeginCombo("##lang", current)) {
      for (const demos::KnownLanguage& l : demos::kLanguages)
        if (ImGui::Selectable(l.name, l.name == current)) chosen = l.tag;
      ImGui::EndCombo();
    }
  }
  if (ImGui::IsItemHovered() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) Tooltip(demos::Tr("ui.language"));
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  ImGui::End();
  ImGui::PopStyleVar(3);
  a.ui.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  a.ui.widgets.push_back({"combo:language", {wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}, false});
  // The corner the status line, the labels and the world's fit leave free (pg_set_corner's).
  a.view.cornerW = wp.x + ws.x - a.view.viewMin.x;
  a.view.cornerH = wp.y + ws.y - a.view.viewMin.y;
  if (chosen) web::ChooseLanguage(chosen);
}

// A lesson link's title and prompt, above the world: the space is taken from the top of the view
// before the world is fitted, so the heading never covers the scene. Plain text only.
// Not ImGui::SetWindowFontScale: it marks the window written to, and the frame's implicit
// "Debug" window, current between windows, then shows.
static void SetFontScaleQuietly(float scale) {
  ImGuiContext& g = *GImGui;
  g.CurrentWindow->FontWindowScale = scale;
  g.FontSize = g.DrawListSharedData.FontSize = g.CurrentWindow->CalcFontSize();
}
WindowFontScale::WindowFontScale(float scale) : old(GImGui->CurrentWindow->FontWindowScale) { SetFontScaleQuietly(scale); }
WindowFontScale::~WindowFontScale() { SetFontScaleQuietly(old); }

float LessonHeaderHeight(const App& a, float width, float scale) {
  const demos::LessonSetup& l = a.scene.settings.setup;
  if (l.title.empty() && l.prompt.empty() && !l.hasCheck) return 0.0f;
  float wrap = width - 32.0f;
  if (wrap < 80.0f) return 0.0f;
  WindowFontScale scaled(scale);
  float h = 14.0f;
  if (!l.title.empty()) h += ImGui::CalcTextSize(l.title.c_str(), nullptr, false, wrap / 1.25f).y * 1.25f + 4.0f;
  if (!l.prompt.empty()) h += ImGui::CalcTextSize(l.prompt.c_str(), nullptr, false, wrap).y + 4.0f;
  return h + ChallengeBarHeight(a, width);  // a challenge's answer, Run and verdict under its question
}

void ReserveLessonHeader(App& a) {
  a.view.headerHeight = 0.0f;
  if (!a.view.headerInPanel) {  // else PlacePanel put it at the top of the panel's column
    a.view.headerMin = a.view.headerMax = {0.0f, 0.0f};
    a.view.headerScale = 1.0f;
    float h = LessonHeaderHeight(a, a.view.viewMax.x - a.view.viewMin.x, 1.0f);
    if (h <= 0.0f) return;
    a.view.headerHeight = h;
    a.view.headerMin = a.view.viewMin;
    a.view.viewMin.y += h;
    a.view.headerMax = {a.view.viewMax.x, a.view.viewMin.y};
  }
  a.ui.widgets.push_back({"text:lesson-header", a.view.headerMin, a.view.headerMax});
}

// A PNG's legend, in the world's bottom-left corner: each role in the scene and each annotation
// shown, by colour and name, on a panel-coloured card (slides and handouts have no panel).
void DrawPictureLegend(const App& a, ImDrawList* dl) {
  std::vector<std::pair<unsigned, const char*>> rows;
  bool role[16] = {};
  for (const steer::Agent& ag : a.scene.pg.world().agents) role[int(ag.role) % 16] = true;
  for (int r = 0; r < 16; ++r)
    if (role[r]) rows.push_back({RoleColor(a.view.theme, r), a.scene.pg.RoleWord(steer::Role(r))});
  for (int b = 0; b < demos::kLayerCount; ++b)
    if ((a.scene.pg.layers >> b) & 1u) rows.push_back({LayerColor(a.view.theme, b), demos::LayerLabel(b)});
  if (rows.empty()) return;
  float h = ImGui::GetTextLineHeightWithSpacing(), pad = 8.0f, w = 0.0f;
  for (const auto& row : rows) w = std::max(w, ImGui::CalcTextSize(row.second).x);
  w += h + pad * 2.0f;
  float x = a.view.viewMin.x + 8.0f, y = a.view.viewMax.y - 8.0f - pad * 2.0f - h * float(rows.size());
  dl->AddRectFilled({x, y}, {x + w, a.view.viewMax.y - 8.0f}, ImGui::GetColorU32(ImGuiCol_WindowBg), 4.0f);
  for (const auto& [col, name] : rows) {
    dl->AddRectFilled({x + pad, y + pad + h * 0.25f}, {x + pad + h * 0.7f, y + pad + h * 0.75f}, col, 2.0f);
    dl->AddText({x + pad + h, y + pad}, ImGui::GetColorU32(ImGuiCol_Text), name);
    y += h;
  }
}

// The plate under words drawn over the world (the status line, "Paused"): the scene's own lines
// and labels under them do not mix with their letters.
static void TextPlate(const App& a, ImDrawList* dl, ImVec2 at, ImVec2 size) {
  dl->AddRectFilled({at.x - 6, at.y - 3}, {at.x + size.x + 6, at.y + size.y + 3},
                    a.view.theme == demos::Theme::Dark ? IM_COL32(20, 24, 32, 200) : IM_COL32(255, 255, 255, 230), 4.0f);
}

StatusLinePlace PlaceStatusLine(const SceneState& scene, const ViewState& view) {
  StatusLinePlace out;
  char statusLine[160];
  scene.pg.Status(statusLine, sizeof statusLine);
  demos::LocalizeNumbers(statusLine);  // "Polarização 0,42" in pt-BR
  if (!statusLine[0]) return out;
  // Beside the page's language picker when it is at the corner, where every word fits beside it;
  // else under it, across the view (a phone at ui=2 cut "Polarization" there).
  float left = view.viewMin.x + 14.0f, top = view.viewMin.y + 10.0f;
  if (view.PickerAtCorner()) {
    float beside = view.viewMin.x + view.cornerW + 12.0f;
    float longest = WidestPiece(statusLine, [](const char* b, const char* e) { return ImGui::CalcTextSize(b, e).x; });
    if (view.viewMax.x - 14.0f - beside >= longest)
      left = std::max(left, beside);
    else
      top = view.BelowPicker(view.viewMin.y);
  }
  float wrap = std::max(view.viewMax.x - 14.0f - left, 40.0f);
  out.text = WrapText(statusLine, wrap);
  ImVec2 size = ImGui::CalcTextSize(out.text.c_str());
  out.at = {std::max(view.viewMax.x - size.x - 14.0f, left), top};
  out.min = out.at - Vec2{6.0f, 3.0f};
  out.max = out.at + Vec2{size.x + 6.0f, size.y + 3.0f};
  return out;
}

// At the world's bottom right, on a plate: the bottom left has scenes' own words (the chase's lane
// results), which it covered.
StatusLinePlace PlacePausedBadge(const SceneState& scene, const ViewState& view) {
  StatusLinePlace out;
  if (!scene.settings.paused) return out;
  out.text = T("ui.paused");
  ImVec2 size = ImGui::CalcTextSize(out.text.c_str());
  out.at = {view.viewMax.x - size.x - 14.0f, view.viewMax.y - ImGui::GetTextLineHeightWithSpacing() - 8.0f};
  out.min = out.at - Vec2{6.0f, 3.0f};
  out.max = out.at + Vec2{size.x + 6.0f, size.y + 3.0f};
  return out;
}

// The demo's status line on its plate, where PlaceStatusLine says (layout() reports the same).
static void DrawStatusLine(const App& a, ImDrawList* dl, ImU32 text) {
  StatusLinePlace status = PlaceStatusLine(a.scene, a.view);
  if (status.text.empty()) return;
  const ImVec2 at(status.at.x, status.at.y);
  TextPlate(a, dl, at, ImVec2(status.max.x - status.min.x - 12.0f, status.max.y - status.min.y - 6.0f));
  dl->AddText(at, text, status.text.c_str());
}

void DrawCanvasOverlay(const App& a) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  if (a.ui.pictureFrame && a.ui.pictureLegend) DrawPictureLegend(a, dl);
  ImVec4 textCol = ImGui::GetStyle().Colors[ImGuiCol_Text];
  ImU32 text = ImGui::GetColorU32(textCol);
  float line = ImGui::GetTextLineHeightWithSpacing();
  if (a.view.HasHeader()) {
    // Under ImGui's windows (the challenge bar sits in it), over the world or the panel's column.
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const demos::LessonSetup& l = a.scene.settings.setup;
    const Vec2 lo = a.view.headerMin, hi = a.view.headerMax;
    float x = lo.x + 16.0f, y = lo.y + 8.0f;
    float wrap = hi.x - lo.x - 32.0f;
    dl->AddRectFilled({lo.x, lo.y}, {hi.x, hi.y - 2.0f},
                      a.view.theme == demos::Theme::Dark ? IM_COL32(22, 27, 36, 255) : IM_COL32(255, 255, 255, 255));
    ImFont* font = ImGui::GetFont();
    float size = ImGui::GetFontSize() * a.view.headerScale;
    if (!l.title.empty()) {
      dl->AddText(font, size * 1.25f, {x, y}, text, l.title.c_str(), nullptr, wrap);
      y += font->CalcTextSizeA(size * 1.25f, FLT_MAX, wrap, l.title.c_str()).y + 4.0f;
    }
    if (!l.prompt.empty()) dl->AddText(font, size, {x, y}, text, l.prompt.c_str(), nullptr, wrap);
  }
  DrawStatusLine(a, dl, text);
  const StatusLinePlace paused = PlacePausedBadge(a.scene, a.view);
  if (!paused.text.empty() && !a.ui.pictureFrame) {
    const ImVec2 at(paused.at.x, paused.at.y);
    TextPlate(a, dl, at, ImVec2(paused.max.x - paused.min.x - 12.0f, paused.max.y - paused.min.y - 6.0f));
    dl->AddText(at, text, paused.text.c_str());
  }
  if (a.view.showPerf) {
    // One line, or two right-aligned lines when one would run into the panel (narrow screens,
    // large UI scale).
    std::string firstText = demos::Trf("ui.perf_fps", {demos::FixedNumber(a.perf.fps, 0),
                                                       std::to_string(a.scene.pg.world().agents.size())});
    std::string secondText = demos::Trf(a.scene.slowMotion ? demos::Key("ui.perf_slow") : demos::Key("ui.perf_sim"),
                                        {demos::FixedNumber(a.perf.simMs, 2), std::to_string(a.scene.stepsLastFrame),
                                         demos::FixedNumber(a.perf.drawMs, 2)});
    const char *first = firstText.c_str(), *second = secondText.c_str();
    std::string bothText = firstText + "   " + secondText;
    const char* both = bothText.c_str();
    float room = a.view.viewMax.x - a.view.viewMin.x - 28.0f;
    float y = a.view.viewMin.y + 10.0f + line * 1.3f;
    if (ImGui::CalcTextSize(both).x <= room) {
      dl->AddText(ImVec2(a.view.viewMax.x - ImGui::CalcTextSize(both).x - 14.0f, y), text, both);
    } else {
      dl->AddText(ImVec2(a.view.viewMax.x - ImGui::CalcTextSize(first).x - 14.0f, y), text, first);
      dl->AddText(ImVec2(a.view.viewMax.x - ImGui::CalcTextSize(second).x - 14.0f, y + line), text, second);
    }
  }
  // The notice (plain text; link problems, "Link copied").
  if (!a.ui.notice.empty() && NowSeconds() < a.ui.noticeUntil && !a.ui.pictureFrame) {
    std::string notice = WrapText(a.ui.notice.c_str(), (a.view.viewMax.x - a.view.viewMin.x) * 0.8f);
    ImVec2 size = ImGui::CalcTextSize(notice.c_str());
    ImVec2 at((a.view.viewMin.x + a.view.viewMax.x - size.x) * 0.5f, a.view.viewMax.y - size.y - line * 1.5f);
    dl->AddRectFilled({at.x - 10, at.y - 6}, {at.x + size.x + 10, at.y + size.y + 6},
                      IM_COL32(250, 215, 100, 240), 6.0f);
    dl->AddText(at, IM_COL32(20, 20, 20, 255), notice.c_str());
  }
}

}  // namespace app
