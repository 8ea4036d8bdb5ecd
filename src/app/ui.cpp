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

#include "app/app.h"
#include "app/palette.h"
#include "app/code_ui.h"
#include "app/paint_ui.h"
#include "imgui.h"

namespace app {

namespace {

constexpr float kPanelWidth = 340.0f;    // CSS px at UI scale 1
constexpr float kNarrowCanvas = 760.0f;  // below this the panel floats over the world
constexpr float kStackedBelow = 1100.0f;  // portrait screens narrower than this stack the panel

bool g_pictureFrame = false;  // this frame is drawn for a PNG: no tooltips

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

void Changed(App& a) { a.page.fragmentDirtySince = NowSeconds(); }

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

// Opens the section holding the focused widget (once, when the focus arrives).
void OpenIfFocused(const App& a, std::initializer_list<const char*> prefixes) {
  if (!a.ui.focusScroll) return;
  for (const char* p : prefixes)
    if (a.ui.focusWidget.compare(0, std::strlen(p), p) == 0) ImGui::SetNextItemOpen(true);
}

// The next button on the same row when it fits there, else on the next row (never cut).
void SameLineIfFits(const char* label) {
  const ImGuiStyle& st = ImGui::GetStyle();
  float w = ImGui::CalcTextSize(label).x + st.FramePadding.x * 2.0f;
  float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + st.ItemSpacing.x + w <= right) ImGui::SameLine();
}

// A small button, at least 24 CSS px high on touch screens (WCAG 2.5.8).
bool SmallButton(const App& a, const char* label) {
  if (!a.view.coarsePointer) return ImGui::SmallButton(label);
  float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  return ImGui::Button(label, ImVec2(std::max(w, ImGui::GetFrameHeight()), 0.0f));
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

// [SECTION] sections of the panel
void DemoSection(App& a) {
  const auto& all = demos::Demos();
  ImGui::SetNextItemWidth(-1);
  bool comboOpen = ImGui::BeginCombo("##demo", a.scene.pg.desc().title);
  Remember(a, "combo", "demo");
  if (comboOpen) {
    for (int i = 0; i < int(all.size()); ++i) {
      char label[96];
      std::snprintf(label, sizeof label, "%d  %s", i + 1, all[i].title);
      if (ImGui::Selectable(label, i == a.scene.pg.demoIndex())) {
        SelectDemo(a, all[i].id);
        Changed(a);
      }
      Remember(a, "demo", all[i].id);
    }
    ImGui::EndCombo();
  }
  // The lessons gallery: curated scenes, each a link with its own text.
  ImGui::SetNextItemWidth(-1);
  bool galleryOpen = ImGui::BeginCombo("##lessons", "Lessons gallery...");
  Remember(a, "combo", "lessons");
  if (galleryOpen) {
    const auto& lessons = demos::Lessons();
    for (int i = 0; i < int(lessons.size()); ++i) {
      if (ImGui::Selectable(lessons[i].title, i == a.scene.lesson)) {
        std::string message;
        if (LoadLink(a, lessons[i].link, &message)) a.scene.lesson = i;
        a.page.lastFragment.clear();
      }
      Remember(a, "lesson", std::to_string(i).c_str());
    }
    ImGui::EndCombo();
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(a.scene.pg.desc().lesson);
  ImGui::PopTextWrapPos();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(a.scene.pg.desc().source);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

void TimeSection(App& a) {
  float w = (ImGui::GetContentRegionAvail().x - 2.0f * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  if (ImGui::Button(a.scene.settings.paused ? "Play" : "Pause", ImVec2(w, 0))) {
    a.scene.settings.paused = !a.scene.settings.paused;
    Changed(a);
  }
  Remember(a, "button", "play");
  Tooltip("Space");
  ImGui::SameLine();
  if (ImGui::Button("Step", ImVec2(w, 0))) {
    a.scene.settings.paused = true;
    StepOnce(a, 1);
    Changed(a);
  }
  Remember(a, "button", "step");
  Tooltip("N or right arrow: one fixed step of 1/60 s (pauses)");
  ImGui::SameLine();
  if (ImGui::Button("Reset", ImVec2(w, 0))) ResetScene(a);
  Remember(a, "button", "reset");
  Tooltip("R: rebuild the scene from its seed");
  ImGui::SetNextItemWidth(-ImGui::CalcTextSize("Speed").x - ImGui::GetStyle().ItemInnerSpacing.x);
  if (ImGui::SliderFloat("Speed", &a.scene.settings.speed, demos::kMinSpeed, demos::kMaxSpeed, "%.2fx",
                         ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp))
    Changed(a);
  Remember(a, "slider", "speed", 0.0f, true);
  Tooltip(
      "Simulation speed: 0.1x (slow motion) to 4x. The step stays 1/60 s; only how many run per second "
      "changes.");
  // The clock, and the link buttons at the right end of the same row. A long run at a large UI
  // scale leaves no room for both: the frame count goes first, then the buttons move down a row.
  const steer::World& world = a.scene.pg.world();
  const ImGuiStyle& style = ImGui::GetStyle();
  float rowX = ImGui::GetCursorPosX();
  float buttonsX = rowX + ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("Copy link").x -
                   ImGui::CalcTextSize("Share").x - ImGui::CalcTextSize("?").x - 6.0f * style.FramePadding.x -
                   2.0f * style.ItemSpacing.x;
  char clock[64];
  std::snprintf(clock, sizeof clock, "frame %lld   t = %.2f s", (long long)world.frame, world.Time());
  if (rowX + ImGui::CalcTextSize(clock).x + style.ItemSpacing.x > buttonsX)
    std::snprintf(clock, sizeof clock, "t = %.2f s", world.Time());
  ImGui::TextDisabled("%s", clock);
  Remember(a, "text", "clock");
  if (rowX + ImGui::CalcTextSize(clock).x + style.ItemSpacing.x <= buttonsX) ImGui::SameLine(buttonsX);
  if (SmallButton(a, "Copy link")) web::CopyLink(CurrentFragment(a));
  Remember(a, "button", "copy");
  Tooltip("Copy a link that opens this exact scene: demo, parameters, seed, annotations, speed.");
  ImGui::SameLine();
  if (SmallButton(a, "Share")) web::OpenShare();
  Remember(a, "button", "share");
  Tooltip("Build a lesson's link: a title and a question, locked or hidden controls; its QR code.");
  ImGui::SameLine();
  if (SmallButton(a, "?")) a.ui.showHelp = true;
  Remember(a, "button", "help");
  Tooltip("Keyboard and mouse (H)");
}

// The width the longest label leaves the sliders, but never less than 45% of the panel.
float ParamLabelSpace(const std::vector<demos::ParamSpec>& specs) {
  float avail = ImGui::GetContentRegionAvail().x;
  float labelSpace = 0.0f;
  for (const demos::ParamSpec& s : specs) {
    float w = ImGui::CalcTextSize(s.label).x + ImGui::GetStyle().ItemInnerSpacing.x + 4.0f;
    if (s.kind != demos::ParamKind::Toggle && w > labelSpace) labelSpace = w;
  }
  return std::min(labelSpace, avail * 0.55f);
}

// A parameter's widget by its kind: a slider, a choice's combo or a checkbox. True when the user
// changed the value (*v is the new one).
bool ParamWidget(const demos::ParamSpec& s, float* v) {
  switch (s.kind) {
    case demos::ParamKind::Float: {
      char fmt[48];
      std::snprintf(fmt, sizeof fmt, "%%.%df %s", s.max - s.min >= 100.0f ? 0 : 2, s.unit);
      return ImGui::SliderFloat(s.label, v, s.min, s.max, fmt, ImGuiSliderFlags_AlwaysClamp);
    }
    case demos::ParamKind::Int: {
      int iv = int(*v);
      ImGuiSliderFlags flags = ImGuiSliderFlags_AlwaysClamp;
      if (s.max - s.min > 1000.0f) flags |= ImGuiSliderFlags_Logarithmic;
      bool changed = ImGui::SliderInt(s.label, &iv, int(s.min), int(s.max), "%d", flags);
      *v = float(iv);
      return changed;
    }
    case demos::ParamKind::Choice: {
      int iv = int(*v);
      bool changed = false;
      if (ImGui::BeginCombo(s.label, s.choices[iv])) {
        for (int k = 0; k <= int(s.max); ++k)
          if (ImGui::Selectable(s.choices[k], k == iv)) {
            *v = float(k);
            changed = true;
          }
        ImGui::EndCombo();
      }
      return changed;
    }
    case demos::ParamKind::Toggle: {
      bool b = *v != 0.0f;
      bool changed = ImGui::Checkbox(s.label, &b);
      *v = b ? 1.0f : 0.0f;
      return changed;
    }
  }
  return false;
}

bool ParamLocked(const demos::LessonSetup& setup, int i) { return i < 64 && ((setup.locked >> i) & 1u); }

// Parameter i's row: its widget (greyed when the lesson's link locks it), tooltip, and the change.
void ParamRow(App& a, int i, float labelSpace) {
  const demos::ParamSpec& s = a.scene.pg.specs()[i];
  bool locked = ParamLocked(a.scene.settings.setup, i);
  if (locked) ImGui::BeginDisabled();
  ImGui::PushID(i);
  float v = a.scene.pg.params()[i];
  float frameWidth = ImGui::GetContentRegionAvail().x - labelSpace;
  ImGui::SetNextItemWidth(frameWidth);
  bool changed = ParamWidget(s, &v);
  bool slider = s.kind == demos::ParamKind::Float || s.kind == demos::ParamKind::Int;
  Remember(a, "param", s.name, s.kind == demos::ParamKind::Toggle ? 0.0f : frameWidth, slider && !locked);
  if (locked) {
    ImGui::EndDisabled();
    if (!g_pictureFrame && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      a.ui.tooltipShown = true;
      ImGui::BeginTooltip();
      ImGui::TextUnformatted("Locked by this lesson's link.");
      ImGui::EndTooltip();
    }
  } else {
    Tooltip(s.help);
  }
  if (changed && !locked) {
    a.scene.pg.SetAt(i, v);
    if (s.rebuild) a.scene.trails.Clear();
    Changed(a);
  }
  ImGui::PopID();
}

// Defaults, the seed and Re-roll, on one row under the parameters.
void SeedRow(App& a) {
  const auto& specs = a.scene.pg.specs();
  if (ImGui::Button("Defaults")) {
    for (int i = 0; i < int(specs.size()); ++i)
      if (!ParamLocked(a.scene.settings.setup, i)) a.scene.pg.SetAt(i, specs[i].def);
    Changed(a);
  }
  Remember(a, "button", "defaults");
  Tooltip("Every parameter of this demo back to its default.");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("0000000000").x);
  uint64_t seed = a.scene.pg.seed();
  if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &seed, nullptr, nullptr, "%llu",
                         ImGuiInputTextFlags_EnterReturnsTrue)) {
    a.scene.pg.SetSeed(seed);
    a.scene.trails.Clear();
    Changed(a);
  }
  Remember(a, "input", "seed");
  Tooltip("Seed of the scene's random numbers: the same seed and parameters give the same scene.");
  ImGui::SameLine();
  if (ImGui::Button("Re-roll")) {
    // A new seed from the old one (splitmix64 step): deterministic, no hidden randomness.
    uint64_t z = a.scene.pg.seed() + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    a.scene.pg.SetSeed((z ^ (z >> 31)) % 1000000u);
    a.scene.trails.Clear();
    Changed(a);
  }
  Remember(a, "button", "reroll");
  Tooltip("A new seed: a different scene with the same parameters.");
  DrawPaintControls(a);  // the flowfield demo's "Noise field" (paint_ui.cpp)
}

void ParamsSection(App& a) {
  float labelSpace = ParamLabelSpace(a.scene.pg.specs());
  for (int i = 0; i < int(a.scene.pg.specs().size()); ++i) {
    if (i < 64 && (a.scene.settings.setup.hidden >> i) & 1u) continue;  // the lesson's link hides it
    ParamRow(a, i, labelSpace);
  }
  SeedRow(a);
}

void LessonSection(App& a) {
  const auto& lessons = demos::Lessons();
  if (a.scene.lesson >= 0 && a.scene.lesson < int(lessons.size())) {
    // Shown until the demo changes or another link loads (app.cpp resets a.scene.lesson).
    const demos::Lesson& l = lessons[a.scene.lesson];
    ImGui::TextUnformatted(l.title);
    Remember(a, "text", "lesson");
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", l.text);
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
  }
  std::vector<demos::Readout> lines;
  a.scene.pg.Formula(lines);
  ImVec4 ink = a.view.theme != demos::Theme::Dark ? ImVec4(0.45f, 0.3f, 0.0f, 1.0f)
                                                  : ImVec4(0.98f, 0.84f, 0.39f, 1.0f);
  // Wrapped, so a long line is never cut at the panel's edge (narrow screens, large UI scales).
  ImGui::PushStyleColor(ImGuiCol_Text, ink);
  ImGui::PushTextWrapPos(0.0f);
  for (const demos::Readout& r : lines) ImGui::TextUnformatted(r.text);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  const auto& tryThis = a.scene.pg.desc().tryThis;
  if (tryThis[0]) {
    ImGui::Spacing();
    ImGui::TextDisabled("Try this");
    for (const char* t : tryThis) {
      if (!t) continue;
      ImGui::Bullet();
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(t);
      ImGui::PopTextWrapPos();
    }
  }
}

void PlotsSection(App& a) {
  const Plots& p = a.scene.plots;
  if (p.count < 2) {
    ImGui::TextDisabled("Plots appear as the scene runs.");
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
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "%s  %.2f", p.names[s].c_str(), double(p.At(s, p.count - 1)));
    ImGui::PushID(s);
    ImGui::PlotLines(
        "##plot",
        [](void* data, int k) {
          const Getter* gg = static_cast<const Getter*>(data);
          return gg->plots->At(gg->s, k);
        },
        &g, p.count, 0, overlay, FLT_MAX, FLT_MAX,
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
  ImGui::TextDisabled("Last 30 s%s.", captures >= 0 ? "; red ticks: captures" : "");
}

void ExperimentTable(const demos::Experiment& e);

void ExperimentSection(App& a) {
  demos::Experiment& e = a.scene.experiment;
  char label[64];
  std::snprintf(label, sizeof label, "Run %d seeds x 60 s", demos::Experiment::kSeeds);
  if (ImGui::Button(label)) e.Start(a.scene.pg);
  Remember(a, "button", "experiment");
  Tooltip(
      "Runs this scene (these parameters) with seeds 1 to 20, one simulated minute each, without "
      "drawing, and summarises how long the chases took. The same link gives the same table.");
  if (e.running()) {
    ImGui::ProgressBar(e.progress(), ImVec2(-1, 0));
    return;
  }
  if (!e.done() || e.demo() != a.scene.pg.desc().id) return;
  // A table belongs to the settings it was made with: once they change it is marked stale and
  // greyed, with what it was made with, until it is run again.
  bool stale = !e.Matches(a.scene.pg);
  if (stale) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(
        a.view.theme != demos::Theme::Dark ? ImVec4(0.6f, 0.0f, 0.0f, 1.0f) : ImVec4(1.0f, 0.6f, 0.45f, 1.0f),
        "Out of date: %s. Run it again.", e.StaleReason(a.scene.pg).c_str());
    ImGui::PopTextWrapPos();
    Remember(a, "text", "experiment-stale");
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
  }
  ExperimentTable(e);
  if (stale) ImGui::PopStyleVar();
}

void ExperimentTable(const demos::Experiment& e) {
  if (e.rows().empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("No chases in this demo: experiments time captures (pursuit, evade, chase models).");
    ImGui::PopTextWrapPos();
    return;
  }
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
  GridCell(g);
  ImGui::TextUnformatted("caught");
  for (const demos::ExperimentRow& r : rows) {
    GridCell(g);
    if (r.escapes > 0)
      ImGui::TextWrapped("%d, %d escaped", r.chases, r.escapes);
    else
      ImGui::Text("%d", r.chases);
  }
  const char* const kFigures[] = {"mean", "median", "min", "max"};
  for (int f = 0; f < 4; ++f) {
    GridCell(g);
    ImGui::TextUnformatted(kFigures[f]);
    for (const demos::ExperimentRow& r : rows) {
      GridCell(g);
      float v = f == 0 ? r.mean : f == 1 ? r.median : f == 2 ? r.min : r.max;
      if (r.chases > 0)
        ImGui::Text("%.1f", double(v));
      else
        ImGui::TextDisabled("-");
    }
  }
  GridEnd(g);
  ImGui::PushTextWrapPos(0.0f);
  if (e.sameForEverySeed())
    ImGui::TextDisabled(
        "Time to capture, in seconds. This scene does not depend on the seed: all 20 seeds ran the same "
        "chase, so the table is one run.");
  else
    ImGui::TextDisabled("Time to capture over 20 seeds, in seconds.");
  ImGui::PopTextWrapPos();
}

// A value of parameter `spec` as text: a choice name or a number with its unit.
std::string ValueText(const demos::ParamSpec& spec, float v) {
  char buf[48];
  if (spec.kind == demos::ParamKind::Choice && spec.choices)
    std::snprintf(buf, sizeof buf, "%s", spec.choices[int(v)]);
  else
    std::snprintf(buf, sizeof buf, "%g %s", double(v), spec.unit);
  return buf;
}

// A metric as people read it: whole numbers (counts) without decimals, small values (ratios
// such as polarization) with two, the rest with one.
std::string NumberText(float v) {
  char buf[32];
  if (std::fabs(v) < 1e7f && v == std::floor(v))
    std::snprintf(buf, sizeof buf, "%.0f", double(v));
  else if (std::fabs(v) < 10.0f)
    std::snprintf(buf, sizeof buf, "%.2f", double(v));
  else
    std::snprintf(buf, sizeof buf, "%.1f", double(v));
  return buf;
}

// A ghost with a clearly different value from `v`: for a scale or a weight that can be 0, 0 (the
// behaviour switched off: look-ahead 0 is plain seek, the contrast most lessons need); otherwise
// the other end of the range, or the next choice.
float ContrastingValue(const demos::ParamSpec& s, float v) {
  bool switchesOff = s.min == 0.0f && v != 0.0f && (std::string(s.unit) == "x" || s.unit[0] == 0) &&
                     s.kind == demos::ParamKind::Float;
  if (s.kind == demos::ParamKind::Choice) return float((int(v) + 1) % (int(s.max) + 1));
  return switchesOff ? 0.0f : (v - s.min > s.max - v ? s.min : (s.min + s.max) * 0.5f);
}

void SetCompare(App& a, int param, const std::vector<float>& values) {
  a.scene.pg.SetCompare(param, values);
  a.scene.trails.Clear();
  a.scene.plots.Clear();
}

// Which setting the ghosts differ in: Off, or one of the demo's parameters.
void CompareCombo(App& a) {
  const auto& specs = a.scene.pg.specs();
  int cp = a.scene.pg.compareParam();
  ImGui::SetNextItemWidth(-1);
  bool open = ImGui::BeginCombo("##compare", cp >= 0 ? specs[cp].label : "Off");
  Remember(a, "combo", "compare");
  if (open) {
    if (ImGui::Selectable("Off", cp < 0)) SetCompare(a, -1, {});
    for (int i = 0; i < int(specs.size()); ++i) {
      if (std::string(specs[i].name) == "count") continue;  // another flock size is another scene
      if (ImGui::Selectable(specs[i].label, i == cp))
        SetCompare(a, i, {ContrastingValue(specs[i], a.scene.pg.params()[i])});
    }
    ImGui::EndCombo();
  }
  Tooltip(
      "Run the same scene again, drawn faded, with one setting different. Same seed: only that setting "
      "differs.");
}

// The ghost's value: a slider, or a combo for a choice (changing it starts the race over).
void GhostControl(App& a, int cp) {
  const demos::ParamSpec& spec = a.scene.pg.specs()[cp];
  float ghost = a.scene.pg.ghostValue(0);
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.55f);
  bool changed = false;
  bool choice = spec.kind == demos::ParamKind::Choice && spec.choices;
  if (choice) {
    int iv = int(ghost);
    if (ImGui::BeginCombo("Ghost", spec.choices[iv])) {
      for (int k = 0; k <= int(spec.max); ++k)
        if (ImGui::Selectable(spec.choices[k], k == iv)) ghost = float(k), changed = true;
      ImGui::EndCombo();
    }
  } else {
    changed = ImGui::SliderFloat("Ghost", &ghost, spec.min, spec.max, "%.2f", ImGuiSliderFlags_AlwaysClamp);
  }
  Remember(a, "slider", "ghost", 0.0f, !choice);
  if (changed) {
    std::vector<float> values;
    for (int g = 0; g < a.scene.pg.ghostCount(); ++g) values.push_back(a.scene.pg.ghostValue(g));
    values[0] = ghost;
    SetCompare(a, cp, values);
  }
}

// The race: one column per variant (this scene, then each ghost), one row per metric; metric
// names wrap in the first column and values are short, so nothing is cut at any UI scale.
void RaceTable(const App& a, int cp) {
  const demos::ParamSpec& spec = a.scene.pg.specs()[cp];
  std::vector<std::vector<demos::Metric>> variants(1);
  a.scene.pg.Metrics(variants[0]);
  for (int g = 0; g < a.scene.pg.ghostCount(); ++g) {
    variants.emplace_back();
    a.scene.pg.GhostMetrics(g, variants.back());
  }
  Grid g;
  std::vector<float> weights(variants.size() + 1, 1.0f);
  weights[0] = 1.6f;
  GridBegin(g, weights);
  std::vector<const char*> names(variants.size() + 1, "ghost");
  names[0] = "";
  names[1] = "scene";
  GridHeader(g, names);
  GridCell(g);
  ImGui::TextWrapped("%s", spec.label);
  for (int v = 0; v < int(variants.size()); ++v) {
    GridCell(g);
    ImGui::TextWrapped(
        "%s", ValueText(spec, v == 0 ? a.scene.pg.params()[cp] : a.scene.pg.ghostValue(v - 1)).c_str());
  }
  for (size_t m = 0; m < variants[0].size(); ++m) {
    GridCell(g);
    ImGui::TextWrapped("%s", variants[0][m].name);
    for (const auto& ms : variants) {
      GridCell(g);
      ImGui::TextUnformatted(NumberText(m < ms.size() ? ms[m].value : 0.0f).c_str());
    }
  }
  GridEnd(g);
}

void CompareSection(App& a) {
  CompareCombo(a);
  int cp = a.scene.pg.compareParam();
  if (cp < 0) return;
  GhostControl(a, cp);
  RaceTable(a, cp);
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
  // Two columns when the longest label fits in one, else one: labels are never cut.
  float widest = 0.0f;
  for (int b = 0; b < demos::kLayerCount; ++b)
    widest = std::max(widest, ImGui::CalcTextSize(demos::LayerLabel(b)).x);
  const ImGuiStyle& st = ImGui::GetStyle();
  float need = ImGui::GetTextLineHeight() * 0.9f + ImGui::GetFrameHeight() + widest +
               2.0f * st.ItemSpacing.x + st.ItemInnerSpacing.x + st.CellPadding.x * 2.0f;
  int columns = need * 2.0f <= ImGui::GetContentRegionAvail().x ? 2 : 1;
  // Rows as close as a table's: two cell paddings apart.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(st.ItemSpacing.x, st.CellPadding.y * 2.0f));
  float x0 = ImGui::GetCursorPosX(), half = ImGui::GetContentRegionAvail().x * 0.5f;
  for (int b = 0; b < demos::kLayerCount; ++b) {
    if (columns == 2 && b % 2 == 1) ImGui::SameLine(x0 + half + st.CellPadding.x);
    LegendSwatch(LayerColor(a.view.theme, b));
    bool on = (a.scene.pg.layers >> b) & 1u;
    if (ImGui::Checkbox(demos::LayerLabel(b), &on)) {
      a.scene.pg.layers ^= 1u << b;
      Changed(a);
    }
    Remember(a, "layer", demos::LayerName(b));
  }
  ImGui::PopStyleVar();
  ImGui::TextDisabled("Velocity arrows: 0.5 s of travel. Force: x0.1.");
}

void ViewSection(App& a) {
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
  float scale = a.view.uiScale;
  if (ImGui::SliderFloat("UI scale", &scale, 1.0f, 2.5f, "%.2fx", ImGuiSliderFlags_AlwaysClamp))
    a.view.uiScale = scale;
  Remember(a, "slider", "uiScale", 0.0f, true);
  Tooltip("Bigger text and controls for projectors; the font is re-rendered, never stretched.");
  static const struct {
    demos::Theme theme;
    const char *label, *name, *help;
  } kThemes[] = {
      {demos::Theme::Dark, "Dark", "theme-dark", "Light ink on a dark world, for screens."},
      {demos::Theme::Light, "Light", "theme-light", "Dark ink on a light world, for projectors and paper."},
      {demos::Theme::Contrast, "High contrast", "theme-contrast", "Black on white with thick lines."},
  };
  for (const auto& t : kThemes) {
    if (&t != kThemes) ImGui::SameLine();
    if (ImGui::RadioButton(t.label, a.view.theme == t.theme) && a.view.theme != t.theme) {
      a.view.theme = t.theme;
      a.view.fontScaleBuilt = 0.0f;  // re-apply the style
    }
    Remember(a, "radio", t.name);
    Tooltip(t.help);
  }
  ImGui::Checkbox("Performance", &a.view.showPerf);
  Remember(a, "check", "perf");
  bool recording = a.scene.pg.recording();
  if (ImGui::Checkbox("Record", &recording)) {
    a.scene.pg.SetRecording(recording);
    a.scene.trails.Clear();
    a.scene.accumulator = 0.0;
  }
  Remember(a, "check", "record");
  Tooltip("Record every agent's trajectory (every 0.1 s) from the start of the run, for the CSV.");
  ImGui::SameLine();
  if (ImGui::Button("CSV")) ExportCsv(a);
  Remember(a, "button", "csv");
  Tooltip("Download the recorded run: time, id, role, x, y, vx, vy.");
  ImGui::SameLine();
  if (ImGui::Button("PNG")) {
    a.ui.pngRequested = 2;
    a.ui.pictureLegend = a.view.pngLegend;
  }
  Remember(a, "button", "png");
  Tooltip("Download a picture of the scene (the panel left out).");
  ImGui::SameLine();
  ImGui::Checkbox("with legend", &a.view.pngLegend);
  Remember(a, "check", "pngLegend");
  Tooltip("The picture carries what each colour means: the roles and the annotations shown.");
  if (ImGui::Button("Fit")) a.view.camera.userMoved = false;
  Remember(a, "button", "fit");
  Tooltip("Show the whole world. Wheel or pinch zooms; drag empty space to pan.");
  // Zoom for one finger or the keyboard, not only the wheel or a pinch (WCAG 2.5.1).
  SameLineIfFits("Zoom in");
  if (ImGui::Button("Zoom in")) ZoomView(a.view, 1.25f);
  Remember(a, "button", "zoomIn");
  Tooltip("+ on the scene");
  SameLineIfFits("Zoom out");
  if (ImGui::Button("Zoom out")) ZoomView(a.view, 0.8f);
  Remember(a, "button", "zoomOut");
  Tooltip("- on the scene");
  SameLineIfFits("Offline copy");
  if (ImGui::Button("Offline copy")) web::DownloadOffline();
  Remember(a, "button", "offline");
  Tooltip("Download this page as one HTML file that opens with no network, starting on this scene.");
}

void SelectedSection(App& a) {
  DrawCodeExport(a);  // "Copy as code" (code_ui.cpp)
  const steer::World& w = a.scene.pg.world();
  if (a.scene.selected < 0 || a.scene.selected >= int(w.agents.size())) {
    ImGui::TextDisabled("Click an agent to see its numbers.");
    return;
  }
  const steer::Agent& ag = w.agents[a.scene.selected];
  ImGui::Text("#%d %s", ag.id, steer::RoleName(ag.role));
  ImGui::Text("speed %.0f / %.0f   force %.0f / %.0f", double(ag.Speed()), double(ag.maxSpeed),
              double(steer::Length(ag.force)), double(ag.maxForce));
  std::vector<demos::Readout> lines;
  a.scene.pg.Explain(a.scene.selected, lines);
  for (const demos::Readout& r : lines) ImGui::TextUnformatted(r.text);
}

void HelpPopup(App& a) {
  if (a.ui.showHelp) {
    ImGui::OpenPopup("Keyboard and mouse");
    a.ui.showHelp = false;
  }
  ImVec2 centre(a.view.canvas.x * 0.5f, a.view.canvas.y * 0.5f);
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal("Keyboard and mouse", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    static const char* const kKeys[][2] = {{"Space", "play / pause"},
                                           {"N or \xE2\x86\x92", "one step (pauses)"},
                                           {"R", "reset the scene"},
                                           {"1 - 9", "pick a demo"},
                                           {"D", "describe the scene in words"},
                                           {"H", "this help"},
                                           {"Tab", "the controls, one by one (page)"},
                                           {"Click", "select an agent"},
                                           {"Drag", "move agents, targets, obstacles"},
                                           {"Drag empty space", "pan"},
                                           {"Wheel / pinch", "zoom"},
                                           {"Two fingers", "pinch to zoom, move to pan"},
                                           {"Tap a slider", "type a value (touch screens)"},
                                           {"F or Fit", "show the whole world"},
                                           {"+ / -", "zoom in / out"}};
    // Two columns: the keys, then what they do, at the widest key's end.
    float keys = 0.0f;
    for (const auto& k : kKeys) keys = std::max(keys, ImGui::CalcTextSize(k[0]).x);
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(st.ItemSpacing.x, st.CellPadding.y * 2.0f));
    float x0 = ImGui::GetCursorPosX();
    for (const auto& k : kKeys) {
      ImGui::TextUnformatted(k[0]);
      ImGui::SameLine(x0 + keys + st.CellPadding.x * 2.0f);
      ImGui::TextUnformatted(k[1]);
    }
    ImGui::PopStyleVar();
    if (ImGui::Button("Close") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
      ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
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
  a.view.layout = a.view.canvas.y > a.view.canvas.x * 0.9f && a.view.canvas.x < kStackedBelow
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

// The panel window's place and size for the layout, and the world's part of the canvas as far as
// it is known before the window exists. Returns where a stacked panel starts (0 otherwise).
float PlacePanel(App& a, float titleBar) {
  float stackedTop = 0.0f;
  a.view.viewMin = {0.0f, 0.0f};
  a.view.viewMax = a.view.canvas;
  if (a.view.layout == Layout::Overlay) {
    float width = a.view.canvas.x - 16.0f;
    ImGui::SetNextWindowPos(ImVec2(8, 8), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, a.view.canvas.y * 0.6f));
  } else if (a.view.layout == Layout::Stacked) {
    // The world's full width, at its aspect, with FitView's margins and a lesson link's
    // heading; at most 60% of the height, so the panel keeps room for its controls.
    const steer::WorldDef& w = a.scene.pg.world().def;
    float aspect = w.width > 0.0f ? w.height / w.width : 0.7f;
    float worldH = (a.view.canvas.x - 24.0f) * aspect + 24.0f + a.view.headerHeight;
    stackedTop = std::floor(std::min(worldH, a.view.canvas.y * 0.6f));
    float top = a.ui.panelOpen ? stackedTop : a.view.canvas.y - titleBar;
    ImGui::SetNextWindowPos(ImVec2(0, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(a.view.canvas.x, a.view.canvas.y - stackedTop), ImGuiCond_Always);
    a.view.viewMax = {a.view.canvas.x, top};
  } else {
    // Beside the world: 340 px, but at most 30% of the width at UI scale 1 (so the world keeps
    // 40% of a 1024 x 768 screen) and 45% at larger scales (a projector's choice).
    float width =
        std::min(kPanelWidth * a.view.uiScale, a.view.canvas.x * (a.view.uiScale > 1.01f ? 0.45f : 0.30f));
    ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, a.view.canvas.y), ImGuiCond_Always);
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

// A folding section: its header (remembered as "header:<name>") and, when open, its contents.
void Section(App& a, const char* title, const char* name, ImGuiTreeNodeFlags flags, void (*contents)(App&)) {
  bool open = ImGui::CollapsingHeader(title, flags);
  Remember(a, "header", name);
  if (open) contents(a);
}

// The panel's contents, top to bottom.
void PanelSections(App& a) {
  // On a narrow screen the long sections start folded.
  ImGuiTreeNodeFlags openWide = a.view.canvas.x < kNarrowCanvas ? 0 : ImGuiTreeNodeFlags_DefaultOpen;
  DemoSection(a);
  ImGui::Separator();
  TimeSection(a);
  OpenIfFocused(a, {"param:", "button:defaults", "input:seed", "button:reroll", "button:noisefield"});
  Section(a, "Parameters", "parameters", ImGuiTreeNodeFlags_DefaultOpen, ParamsSection);
  ComposerSection(a);  // demo custom only: composer_ui.cpp
  Section(a, "Lesson: the formula, live", "lesson", ImGuiTreeNodeFlags_DefaultOpen, LessonSection);
  OpenIfFocused(a, {"combo:compare", "slider:ghost"});
  Section(a, "Compare", "compare", a.scene.pg.compareParam() >= 0 ? ImGuiTreeNodeFlags_DefaultOpen : 0,
          CompareSection);
  OpenIfFocused(a, {"button:experiment"});
  Section(a, "Experiment: 20 seeds", "experiment", 0, ExperimentSection);
  Section(a, "Plots", "plots", 0, PlotsSection);
  OpenIfFocused(a, {"layer:"});
  Section(a, "Annotations", "annotations", openWide, AnnotationsSection);
  OpenIfFocused(a, {"combo:codelang", "button:copycode"});
  Section(a, "Selected agent", "selected", openWide, SelectedSection);
  OpenIfFocused(a, {"slider:uiScale", "radio:theme", "check:", "button:csv", "button:png", "button:fit",
                    "button:zoom"});
  Section(a, "View", "view", 0, ViewSection);
}

}  // namespace

// The panel window's rectangle and its background colour as drawn over the canvas's outside
// colour (WindowBg is slightly translucent), for RenderFrame's clear; empty when not cleared.
void PanelFill(App& a, bool cleared, ImVec4 bg) {
  a.view.panelFillMin = a.view.panelFillMax = {0.0f, 0.0f};
  if (!cleared) return;
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  a.view.panelFillMin = {p.x, p.y};
  a.view.panelFillMax = {p.x + size.x, p.y + size.y};
  ImVec4 out = ImGui::ColorConvertU32ToFloat4(ThemePalette(a.view.theme).outside);
  a.view.panelFillColor = ImGui::ColorConvertFloat4ToU32(ImVec4(bg.x * bg.w + out.x * (1.0f - bg.w),
                                                                bg.y * bg.w + out.y * (1.0f - bg.w),
                                                                bg.z * bg.w + out.z * (1.0f - bg.w), 1.0f));
}

void DrawPanel(App& a) {
  g_pictureFrame = a.ui.pictureFrame;
  a.ui.widgets.clear();
  a.ui.uiRects.clear();
  a.ui.tooltipShown = false;
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
  ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
  if (cleared) ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(0, 0, 0, 0));
  bool open = ImGui::Begin(
      drawer ? "Steering Playground: tap here for the controls###panel" : "Steering Playground###panel",
      nullptr, flags);
  if (cleared) ImGui::PopStyleColor();
  PanelFill(a, cleared, bg);
  FollowPanelWindow(a, asked, titleBar, stackedTop);
  FollowSwipe(a, open);
  if (open) PanelSections(a);
  ImGui::End();
  HelpPopup(a);
}

void DrawEmbedOverlay(App& a) {
  a.ui.widgets.clear();
  a.ui.uiRects.clear();
  a.ui.tooltipShown = false;
  a.view.viewMin = {0.0f, 0.0f};
  a.view.viewMax = a.view.canvas;
  // Below a lesson link's title and prompt (their height from the last frame).
  ImGui::SetNextWindowPos(ImVec2(8, 8 + a.view.headerHeight), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.75f);
  ImGui::Begin("##embed", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  if (ImGui::Button(a.scene.settings.paused ? "Play" : "Pause"))
    a.scene.settings.paused = !a.scene.settings.paused;
  Remember(a, "button", "play");
  ImGui::SameLine();
  if (ImGui::Button("Reset")) ResetScene(a);
  Remember(a, "button", "reset");
  if (a.view.embed) {  // panel=0 on the page itself has no other page to open
    ImGui::SameLine();
    if (ImGui::Button("Open in playground")) web::OpenFullPlayground(CurrentFragment(a));
    Remember(a, "button", "open");
  }
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  a.ui.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  ImGui::End();
}

// A lesson link's title and prompt, above the world: the space is taken from the top of the view
// before the world is fitted, so the heading never covers the scene. Plain text only.
void ReserveLessonHeader(App& a) {
  const demos::LessonSetup& l = a.scene.settings.setup;
  a.view.headerHeight = 0.0f;
  if (l.title.empty() && l.prompt.empty() && !l.hasCheck) return;
  float wrap = a.view.viewMax.x - a.view.viewMin.x - 32.0f;
  if (wrap < 80.0f) return;
  float h = 14.0f;
  if (!l.title.empty()) h += ImGui::CalcTextSize(l.title.c_str(), nullptr, false, wrap / 1.25f).y * 1.25f + 4.0f;
  if (!l.prompt.empty()) h += ImGui::CalcTextSize(l.prompt.c_str(), nullptr, false, wrap).y + 4.0f;
  h += ChallengeBarHeight(a, wrap);  // a challenge's answer, Run and verdict under its question
  a.view.headerHeight = h;
  a.view.viewMin.y += h;
  a.ui.widgets.push_back(
      {"text:lesson-header", {a.view.viewMin.x, a.view.viewMin.y - h}, {a.view.viewMax.x, a.view.viewMin.y}});
}

// A PNG's legend, in the world's bottom-left corner: each role in the scene and each annotation
// shown, by colour and name, on a panel-coloured card (slides and handouts have no panel).
void DrawPictureLegend(const App& a, ImDrawList* dl) {
  std::vector<std::pair<unsigned, const char*>> rows;
  bool role[16] = {};
  for (const steer::Agent& ag : a.scene.pg.world().agents) role[int(ag.role) % 16] = true;
  for (int r = 0; r < 16; ++r)
    if (role[r]) rows.push_back({RoleColor(a.view.theme, r), steer::RoleName(steer::Role(r))});
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

void DrawCanvasOverlay(const App& a) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  if (a.ui.pictureFrame && a.ui.pictureLegend) DrawPictureLegend(a, dl);
  ImVec4 textCol = ImGui::GetStyle().Colors[ImGuiCol_Text];
  ImU32 text = ImGui::GetColorU32(textCol);
  float line = ImGui::GetTextLineHeightWithSpacing();
  if (a.view.headerHeight > 0.0f) {
    // Under ImGui's windows (the challenge bar sits in it), over the world.
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const demos::LessonSetup& l = a.scene.settings.setup;
    float x = a.view.viewMin.x + 16.0f, y = a.view.viewMin.y - a.view.headerHeight + 8.0f;
    float wrap = a.view.viewMax.x - a.view.viewMin.x - 32.0f;
    dl->AddRectFilled(
        {a.view.viewMin.x, a.view.viewMin.y - a.view.headerHeight},
        {a.view.viewMax.x, a.view.viewMin.y - 2.0f},
        a.view.theme == demos::Theme::Dark ? IM_COL32(22, 27, 36, 255) : IM_COL32(255, 255, 255, 255));
    if (!l.title.empty()) {
      ImFont* font = ImGui::GetFont();
      float size = ImGui::GetFontSize() * 1.25f;
      dl->AddText(font, size, {x, y}, text, l.title.c_str(), nullptr, wrap);
      y += font->CalcTextSizeA(size, FLT_MAX, wrap, l.title.c_str()).y + 4.0f;
    }
    if (!l.prompt.empty()) dl->AddText(nullptr, 0.0f, {x, y}, text, l.prompt.c_str(), nullptr, wrap);
  }
  // The demo's status line, top-right of the world view; wrapped to stay inside it at large UI
  // scales.
  char status[96];
  a.scene.pg.Status(status, sizeof status);
  if (status[0]) {
    float wrap = std::max(a.view.viewMax.x - a.view.viewMin.x - 28.0f, 40.0f);
    ImVec2 size = ImGui::CalcTextSize(status, nullptr, false, wrap);
    ImVec2 at(std::max(a.view.viewMax.x - size.x - 14.0f, a.view.viewMin.x + 14.0f),
              a.view.viewMin.y + 10.0f);
    dl->AddRectFilled(
        {at.x - 6, at.y - 3}, {at.x + size.x + 6, at.y + size.y + 3},
        a.view.theme == demos::Theme::Dark ? IM_COL32(20, 24, 32, 200) : IM_COL32(255, 255, 255, 230), 4.0f);
    dl->AddText(nullptr, 0.0f, at, text, status, nullptr, wrap);
  }
  if (a.scene.settings.paused && !a.ui.pictureFrame) {
    const char* paused = "Paused";
    ImVec2 at(a.view.viewMin.x + 14.0f, a.view.viewMax.y - line - 8.0f);
    dl->AddText(at, text, paused);
  }
  if (a.view.showPerf) {
    // One line, or two right-aligned lines when one would run into the panel (narrow screens,
    // large UI scale).
    char first[80], second[96];
    std::snprintf(first, sizeof first, "%.0f fps   %d agents", double(a.perf.fps),
                  int(a.scene.pg.world().agents.size()));
    std::snprintf(second, sizeof second, "sim %.2f ms (%d step%s%s)   draw %.2f ms", double(a.perf.simMs),
                  a.scene.stepsLastFrame, a.scene.stepsLastFrame == 1 ? "" : "s",
                  a.scene.slowMotion ? ", slow motion" : "", double(a.perf.drawMs));
    char both[180];
    std::snprintf(both, sizeof both, "%s   %s", first, second);
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
    ImVec2 size = ImGui::CalcTextSize(a.ui.notice.c_str(), nullptr, false,
                                      (a.view.viewMax.x - a.view.viewMin.x) * 0.8f);
    ImVec2 at((a.view.viewMin.x + a.view.viewMax.x - size.x) * 0.5f, a.view.viewMax.y - size.y - line * 1.5f);
    dl->AddRectFilled({at.x - 10, at.y - 6}, {at.x + size.x + 10, at.y + size.y + 6},
                      IM_COL32(250, 215, 100, 240), 6.0f);
    dl->AddText(nullptr, 0.0f, at, IM_COL32(20, 20, 20, 255), a.ui.notice.c_str(), nullptr,
                (a.view.viewMax.x - a.view.viewMin.x) * 0.8f);
  }
}

}  // namespace app
