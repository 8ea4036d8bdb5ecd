// The page's number field, on the desktop: a double-click on one of the panel's sliders, or a
// click on the seed, opens a text field over it, where the page's shell.js opens an <input>
// (ImGui's own text field here, which the page leaves out of its wasm). What is typed goes to the
// control's one action as text, as the page's field sends it (act(name, text): '.' or the
// language's own mark, clamped, refused with the reason in the notice). Enter applies, Escape or
// a click elsewhere cancels; the double-click's first press, which set the slider where it
// landed, is undone unless a value is applied, as in the page.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/controls.h"
#include "app/desktop.h"
#include "app/platform.h"
#include "imgui.h"
#include "strings/strings.h"

namespace app {
namespace {

struct Field {
  bool open = false, focus = false;
  std::string name, opened;  // the control, and the text it opened with
  Vec2 min, max;             // the widget's rectangle (UI px)
  bool restore = false;      // a double-click's press moved the slider: `before` is its value
  double before = 0.0;
  char text[64] = "";
};
Field g_field;

// The value under the last press that began a click sequence (the double-click's first).
struct Press {
  std::string name;
  double value = 0.0;
};
Press g_press;

// A slider of the panel or the seed under the pointer, as the page's field takes them (its
// touchSliders and input:seed), with its description; not a locked or a disabled one.
bool TypableAt(const App& a, ImVec2 p, const WidgetRect** widget, Control* control) {
  for (const WidgetRect& w : a.ui.widgets) {
    if (!(w.drags || w.name == "input:seed") || p.x < w.min.x || p.x >= w.max.x || p.y < w.min.y || p.y >= w.max.y)
      continue;
    const std::vector<ControlSection> sections = PanelControls(a);
    const Control* c = FindControl(sections, w.name);
    if (!c || c->locked || !c->enabled || (c->kind != ControlKind::Slider && c->kind != ControlKind::Number)) return false;
    *widget = &w, *control = *c;
    return true;
  }
  return false;
}

void Open(const WidgetRect& w, const Control& c) {
  g_field.open = g_field.focus = true;
  g_field.name = w.name, g_field.min = w.min, g_field.max = w.max;
  g_field.restore = g_press.name == w.name && g_press.value != c.value;
  g_field.before = g_press.value;
  Control shown = c;  // the value from before the press, as the field shows it
  if (g_field.restore) shown.value = g_press.value;
  g_field.opened = TypedValue(shown);
  std::snprintf(g_field.text, sizeof g_field.text, "%s", g_field.opened.c_str());
}

void Close(App& a, bool apply) {
  g_field.open = false;
  const std::string typed = g_field.text;
  ActResult r;
  if (apply && typed != g_field.opened && !typed.empty()) {
    r = Act(a, g_field.name, 0.0, typed);
    if (!r.ok || !r.message.empty()) Notify(a, r.message);
  }
  if (!r.ok && g_field.restore) Act(a, g_field.name, g_field.before);
}

}  // namespace

void DesktopFieldBeforePanel(App& a) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.MouseClicked[0] || platform::DoubleClickShown()) return;
  const WidgetRect* w = nullptr;
  Control c;
  const ImVec2 p = io.MousePos;
  const bool inField = p.x >= g_field.min.x && p.x < g_field.max.x && p.y >= g_field.min.y && p.y < g_field.max.y;
  if (g_field.open && inField) return;  // placing the caret
  g_press = TypableAt(a, p, &w, &c) ? Press{w->name, c.value} : Press{};
  if (g_field.open) Close(a, true);  // a click elsewhere: as the page's field, on blur, applies
}

void DesktopField(App& a) {
  const ImGuiIO& io = ImGui::GetIO();
  const WidgetRect* w = nullptr;
  Control c;
  const bool twice = io.MouseClicked[0] && platform::DoubleClickShown();
  if (!g_field.open && io.MouseClicked[0] && TypableAt(a, io.MousePos, &w, &c) && (twice || w->name == "input:seed"))
    Open(*w, c);
  if (!g_field.open) return;
  ImGui::SetNextWindowPos({g_field.min.x, g_field.min.y});
  ImGui::SetNextWindowSize({std::max(g_field.max.x - g_field.min.x, 80.0f), 0.0f});
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0.0f, 0.0f});
  if (ImGui::Begin("###typed", nullptr, flags)) {
    if (g_field.focus) ImGui::SetKeyboardFocusHere(), g_field.focus = false;
    ImGui::SetNextItemWidth(-1.0f);
    bool enter = ImGui::InputText("##typed", g_field.text, sizeof g_field.text,
                                  ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
      if (enter) Close(a, true);
    else if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) Close(a, false);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

bool DesktopFieldOpen() { return g_field.open; }

}  // namespace app
