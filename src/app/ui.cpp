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
#include "imgui.h"

namespace app {

namespace {

constexpr float kPanelWidth = 340.0f;    // CSS px at UI scale 1
constexpr float kNarrowCanvas = 760.0f;  // below this the panel floats over the world
constexpr float kStackedBelow = 1100.0f;  // portrait screens narrower than this stack the panel

bool g_pictureFrame = false;  // this frame is drawn for a PNG: no tooltips

void Tooltip(const char* text) {
  if (!g_pictureFrame && ImGui::IsItemHovered()) {
    TheApp().tooltipShown = true;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

void Changed(App& a) { a.fragmentDirtySince = NowSeconds(); }

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
  if (!a.focusWidget.empty() && full == a.focusWidget) {
    if (visible) {
      ImDrawList* dl = ImGui::GetForegroundDrawList();
      dl->AddRect({lo.x - 4.0f, lo.y - 4.0f}, {hi.x + 4.0f, hi.y + 4.0f}, IM_COL32(0, 0, 0, 255), 5.0f, 0, 4.0f);
      dl->AddRect({lo.x - 3.0f, lo.y - 3.0f}, {hi.x + 3.0f, hi.y + 3.0f}, IM_COL32(255, 214, 10, 255), 4.0f, 0,
                  2.0f);
    }
    if (a.focusScroll) {
      ImGui::SetScrollHereY(0.5f);
      a.focusScroll = false;
    }
  }
  if (!visible) return;
  a.widgets.push_back({std::move(full), {lo.x, lo.y}, {hi.x, hi.y}, drags});
}

// Opens the section holding the focused widget (once, when the focus arrives).
void OpenIfFocused(const App& a, std::initializer_list<const char*> prefixes) {
  if (!a.focusScroll) return;
  for (const char* p : prefixes)
    if (a.focusWidget.compare(0, std::strlen(p), p) == 0) ImGui::SetNextItemOpen(true);
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
  if (!a.coarsePointer) return ImGui::SmallButton(label);
  float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  return ImGui::Button(label, ImVec2(std::max(w, ImGui::GetFrameHeight()), 0.0f));
}

// [SECTION] sections of the panel
void DemoSection(App& a) {
  const auto& all = demos::Demos();
  ImGui::SetNextItemWidth(-1);
  bool comboOpen = ImGui::BeginCombo("##demo", a.pg.desc().title);
  Remember(a, "combo", "demo");
  if (comboOpen) {
    for (int i = 0; i < int(all.size()); ++i) {
      char label[96];
      std::snprintf(label, sizeof label, "%d  %s", i + 1, all[i].title);
      if (ImGui::Selectable(label, i == a.pg.demoIndex())) {
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
      if (ImGui::Selectable(lessons[i].title, i == a.lesson)) {
        std::string message;
        if (LoadLink(a, lessons[i].link, &message)) a.lesson = i;
        a.lastFragment.clear();
      }
      Remember(a, "lesson", std::to_string(i).c_str());
    }
    ImGui::EndCombo();
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(a.pg.desc().lesson);
  ImGui::PopTextWrapPos();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(a.pg.desc().source);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

void TimeSection(App& a) {
  float w = (ImGui::GetContentRegionAvail().x - 2.0f * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  if (ImGui::Button(a.view.paused ? "Play" : "Pause", ImVec2(w, 0))) {
    a.view.paused = !a.view.paused;
    Changed(a);
  }
  Remember(a, "button", "play");
  Tooltip("Space");
  ImGui::SameLine();
  if (ImGui::Button("Step", ImVec2(w, 0))) {
    a.view.paused = true;
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
  if (ImGui::SliderFloat("Speed", &a.view.speed, demos::kMinSpeed, demos::kMaxSpeed, "%.2fx",
                         ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp))
    Changed(a);
  Remember(a, "slider", "speed", 0.0f, true);
  Tooltip(
      "Simulation speed: 0.1x (slow motion) to 4x. The step stays 1/60 s; only how many run per second "
      "changes.");
  // The clock, and the link buttons at the right end of the same row. A long run at a large UI
  // scale leaves no room for both: the frame count goes first, then the buttons move down a row.
  const steer::World& world = a.pg.world();
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
  if (SmallButton(a, "?")) a.showHelp = true;
  Remember(a, "button", "help");
  Tooltip("Keyboard and mouse (H)");
}

void ParamsSection(App& a) {
  const auto& specs = a.pg.specs();
  // Sliders get what the longest label leaves, but never less than 45% of the panel.
  float avail = ImGui::GetContentRegionAvail().x;
  float labelSpace = 0.0f;
  for (const demos::ParamSpec& s : specs) {
    float w = ImGui::CalcTextSize(s.label).x + ImGui::GetStyle().ItemInnerSpacing.x + 4.0f;
    if (s.kind != demos::ParamKind::Toggle && w > labelSpace) labelSpace = w;
  }
  if (labelSpace > avail * 0.55f) labelSpace = avail * 0.55f;
  const demos::LessonSetup& setup = a.view.setup;
  for (int i = 0; i < int(specs.size()); ++i) {
    const demos::ParamSpec& s = specs[i];
    if (i < 64 && (setup.hidden >> i) & 1u) continue;  // the lesson's link hides it
    bool locked = i < 64 && ((setup.locked >> i) & 1u);
    if (locked) ImGui::BeginDisabled();
    ImGui::PushID(i);
    float v = a.pg.params()[i];
    bool changed = false;
    float frameWidth = ImGui::GetContentRegionAvail().x - labelSpace;
    ImGui::SetNextItemWidth(frameWidth);
    switch (s.kind) {
      case demos::ParamKind::Float: {
        char fmt[48];
        std::snprintf(fmt, sizeof fmt, "%%.%df %s", s.max - s.min >= 100.0f ? 0 : 2, s.unit);
        changed = ImGui::SliderFloat(s.label, &v, s.min, s.max, fmt, ImGuiSliderFlags_AlwaysClamp);
        break;
      }
      case demos::ParamKind::Int: {
        int iv = int(v);
        ImGuiSliderFlags flags = ImGuiSliderFlags_AlwaysClamp;
        if (s.max - s.min > 1000.0f) flags |= ImGuiSliderFlags_Logarithmic;
        changed = ImGui::SliderInt(s.label, &iv, int(s.min), int(s.max), "%d", flags);
        v = float(iv);
        break;
      }
      case demos::ParamKind::Choice: {
        int iv = int(v);
        if (ImGui::BeginCombo(s.label, s.choices[iv])) {
          for (int k = 0; k <= int(s.max); ++k)
            if (ImGui::Selectable(s.choices[k], k == iv)) {
              v = float(k);
              changed = true;
            }
          ImGui::EndCombo();
        }
        break;
      }
      case demos::ParamKind::Toggle: {
        bool b = v != 0.0f;
        changed = ImGui::Checkbox(s.label, &b);
        v = b ? 1.0f : 0.0f;
        break;
      }
    }
    bool slider = s.kind == demos::ParamKind::Float || s.kind == demos::ParamKind::Int;
    Remember(a, "param", s.name, s.kind == demos::ParamKind::Toggle ? 0.0f : frameWidth, slider && !locked);
    if (locked) {
      ImGui::EndDisabled();
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        a.tooltipShown = true;
        ImGui::BeginTooltip();
        ImGui::TextUnformatted("Locked by this lesson's link.");
        ImGui::EndTooltip();
      }
    } else {
      Tooltip(s.help);
    }
    if (changed && !locked) {
      a.pg.SetAt(i, v);
      if (s.rebuild) a.trails.Clear();
      Changed(a);
    }
    ImGui::PopID();
  }
  if (ImGui::Button("Defaults")) {
    for (int i = 0; i < int(specs.size()); ++i)
      if (!(i < 64 && ((setup.locked >> i) & 1u))) a.pg.SetAt(i, specs[i].def);
    Changed(a);
  }
  Remember(a, "button", "defaults");
  Tooltip("Every parameter of this demo back to its default.");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("0000000000").x);
  uint64_t seed = a.pg.seed();
  if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &seed, nullptr, nullptr, "%llu",
                         ImGuiInputTextFlags_EnterReturnsTrue)) {
    a.pg.SetSeed(seed);
    a.trails.Clear();
    Changed(a);
  }
  Remember(a, "input", "seed");
  Tooltip("Seed of the scene's random numbers: the same seed and parameters give the same scene.");
  ImGui::SameLine();
  if (ImGui::Button("Re-roll")) {
    // A new seed from the old one (splitmix64 step): deterministic, no hidden randomness.
    uint64_t z = a.pg.seed() + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    a.pg.SetSeed((z ^ (z >> 31)) % 1000000u);
    a.trails.Clear();
    Changed(a);
  }
  Remember(a, "button", "reroll");
  Tooltip("A new seed: a different scene with the same parameters.");
}

void LessonSection(App& a) {
  const auto& lessons = demos::Lessons();
  if (a.lesson >= 0 && a.lesson < int(lessons.size())) {
    // Shown until the demo changes or another link loads (app.cpp resets a.lesson).
    const demos::Lesson& l = lessons[a.lesson];
    ImGui::TextUnformatted(l.title);
    Remember(a, "text", "lesson");
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", l.text);
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
  }
  std::vector<demos::Readout> lines;
  a.pg.Formula(lines);
  ImVec4 ink = a.theme != demos::Theme::Dark ? ImVec4(0.45f, 0.3f, 0.0f, 1.0f) : ImVec4(0.98f, 0.84f, 0.39f, 1.0f);
  // Wrapped, so a long line is never cut at the panel's edge (narrow screens, large UI scales).
  ImGui::PushStyleColor(ImGuiCol_Text, ink);
  ImGui::PushTextWrapPos(0.0f);
  for (const demos::Readout& r : lines) ImGui::TextUnformatted(r.text);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  const auto& tryThis = a.pg.desc().tryThis;
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
  const Plots& p = a.plots;
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
  demos::Experiment& e = a.experiment;
  char label[64];
  std::snprintf(label, sizeof label, "Run %d seeds x 60 s", demos::Experiment::kSeeds);
  if (ImGui::Button(label)) e.Start(a.pg);
  Remember(a, "button", "experiment");
  Tooltip(
      "Runs this scene (these parameters) with seeds 1 to 20, one simulated minute each, without "
      "drawing, and summarises how long the chases took. The same link gives the same table.");
  if (e.running()) {
    ImGui::ProgressBar(e.progress(), ImVec2(-1, 0));
    return;
  }
  if (!e.done() || e.demo() != a.pg.desc().id) return;
  // A table belongs to the settings it was made with: once they change it is marked stale and
  // greyed, with what it was made with, until it is run again.
  bool stale = !e.Matches(a.pg);
  if (stale) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(a.theme != demos::Theme::Dark ? ImVec4(0.6f, 0.0f, 0.0f, 1.0f) : ImVec4(1.0f, 0.6f, 0.45f, 1.0f),
                       "Out of date: %s. Run it again.", e.StaleReason(a.pg).c_str());
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
  int columns = int(rows.size()) + 1;
  if (columns <= 64 &&
      ImGui::BeginTable("experiment", columns, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("##figure", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    for (size_t i = 0; i < rows.size(); ++i) ImGui::TableSetupColumn("##row", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableNextColumn();
    for (const demos::ExperimentRow& r : rows) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", r.label.c_str());
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted("caught");
    for (const demos::ExperimentRow& r : rows) {
      ImGui::TableNextColumn();
      if (r.escapes > 0)
        ImGui::TextWrapped("%d, %d escaped", r.chases, r.escapes);
      else
        ImGui::Text("%d", r.chases);
    }
    const char* const kFigures[] = {"mean", "median", "min", "max"};
    for (int f = 0; f < 4; ++f) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(kFigures[f]);
      for (const demos::ExperimentRow& r : rows) {
        ImGui::TableNextColumn();
        float v = f == 0 ? r.mean : f == 1 ? r.median : f == 2 ? r.min : r.max;
        if (r.chases > 0)
          ImGui::Text("%.1f", double(v));
        else
          ImGui::TextDisabled("-");
      }
    }
    ImGui::EndTable();
  }
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

void CompareSection(App& a) {
  const auto& specs = a.pg.specs();
  int cp = a.pg.compareParam();
  const char* current = cp >= 0 ? specs[cp].label : "Off";
  ImGui::SetNextItemWidth(-1);
  bool open = ImGui::BeginCombo("##compare", current);
  Remember(a, "combo", "compare");
  if (open) {
    if (ImGui::Selectable("Off", cp < 0)) {
      a.pg.SetCompare(-1, {});
      a.trails.Clear();
      a.plots.Clear();
    }
    for (int i = 0; i < int(specs.size()); ++i) {
      if (std::string(specs[i].name) == "count") continue;  // another flock size is another scene
      if (ImGui::Selectable(specs[i].label, i == cp)) {
        // A ghost with a clearly different value: for a scale or a weight that can be 0, 0 (the
        // behaviour switched off: look-ahead 0 is plain seek, the contrast most lessons need);
        // otherwise the other end of the range, or the next choice.
        const demos::ParamSpec& s = specs[i];
        float v = a.pg.params()[i];
        bool switchesOff = s.min == 0.0f && v != 0.0f && (std::string(s.unit) == "x" || s.unit[0] == 0) &&
                           s.kind == demos::ParamKind::Float;
        float other = s.kind == demos::ParamKind::Choice
                          ? float((int(v) + 1) % (int(s.max) + 1))
                          : switchesOff ? 0.0f : (v - s.min > s.max - v ? s.min : (s.min + s.max) * 0.5f);
        a.pg.SetCompare(i, {other});
        a.trails.Clear();
        a.plots.Clear();
      }
    }
    ImGui::EndCombo();
  }
  Tooltip(
      "Run the same scene again, drawn faded, with one setting different. Same seed: only that setting "
      "differs.");
  if (cp < 0) return;
  const demos::ParamSpec& spec = specs[cp];
  // The ghost's value: a slider (changing it starts the race over).
  float ghost = a.pg.ghostValue(0);
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.55f);
  bool changed = false;
  if (spec.kind == demos::ParamKind::Choice && spec.choices) {
    int iv = int(ghost);
    if (ImGui::BeginCombo("Ghost", spec.choices[iv])) {
      for (int k = 0; k <= int(spec.max); ++k)
        if (ImGui::Selectable(spec.choices[k], k == iv)) ghost = float(k), changed = true;
      ImGui::EndCombo();
    }
  } else {
    changed = ImGui::SliderFloat("Ghost", &ghost, spec.min, spec.max, "%.2f", ImGuiSliderFlags_AlwaysClamp);
  }
  Remember(a, "slider", "ghost", 0.0f, !(spec.kind == demos::ParamKind::Choice && spec.choices));
  if (changed) {
    std::vector<float> values;
    for (int g = 0; g < a.pg.ghostCount(); ++g) values.push_back(a.pg.ghostValue(g));
    values[0] = ghost;
    a.pg.SetCompare(cp, values);
    a.trails.Clear();
    a.plots.Clear();
  }
  // The race: one column per variant (this scene, then each ghost), one row per metric; metric
  // names wrap in the first column and values are short, so nothing is cut at any UI scale.
  std::vector<std::vector<demos::Metric>> variants(1);
  a.pg.Metrics(variants[0]);
  for (int g = 0; g < a.pg.ghostCount(); ++g) {
    variants.emplace_back();
    a.pg.GhostMetrics(g, variants.back());
  }
  int columns = int(variants.size()) + 1;
  if (ImGui::BeginTable("race", columns, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("##metric", ImGuiTableColumnFlags_WidthStretch, 1.6f);
    for (int v = 0; v < int(variants.size()); ++v)
      ImGui::TableSetupColumn(v == 0 ? "scene" : "ghost", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", spec.label);
    for (int v = 0; v < int(variants.size()); ++v) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", ValueText(spec, v == 0 ? a.pg.params()[cp] : a.pg.ghostValue(v - 1)).c_str());
    }
    for (size_t m = 0; m < variants[0].size(); ++m) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", variants[0][m].name);
      for (const auto& ms : variants) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(NumberText(m < ms.size() ? ms[m].value : 0.0f).c_str());
      }
    }
    ImGui::EndTable();
  }
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
  if (ImGui::BeginTable("layers", columns)) {
    for (int b = 0; b < demos::kLayerCount; ++b) {
      ImGui::TableNextColumn();
      LegendSwatch(LayerColor(a, b));
      bool on = (a.pg.layers >> b) & 1u;
      if (ImGui::Checkbox(demos::LayerLabel(b), &on)) {
        a.pg.layers ^= 1u << b;
        Changed(a);
      }
      Remember(a, "layer", demos::LayerName(b));
    }
    ImGui::EndTable();
  }
  ImGui::TextDisabled("Velocity arrows: 0.5 s of travel. Force: x0.1.");
}

void ViewSection(App& a) {
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
  float scale = a.uiScale;
  if (ImGui::SliderFloat("UI scale", &scale, 1.0f, 2.5f, "%.2fx", ImGuiSliderFlags_AlwaysClamp))
    a.uiScale = scale;
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
    if (ImGui::RadioButton(t.label, a.theme == t.theme) && a.theme != t.theme) {
      a.theme = t.theme;
      a.fontScaleBuilt = 0.0f;  // re-apply the style
    }
    Remember(a, "radio", t.name);
    Tooltip(t.help);
  }
  ImGui::Checkbox("Performance", &a.showPerf);
  Remember(a, "check", "perf");
  bool recording = a.pg.recording();
  if (ImGui::Checkbox("Record", &recording)) {
    a.pg.SetRecording(recording);
    a.trails.Clear();
    a.accumulator = 0.0;
  }
  Remember(a, "check", "record");
  Tooltip("Record every agent's trajectory (every 0.1 s) from the start of the run, for the CSV.");
  ImGui::SameLine();
  if (ImGui::Button("CSV")) ExportCsv(a);
  Remember(a, "button", "csv");
  Tooltip("Download the recorded run: time, id, role, x, y, vx, vy.");
  ImGui::SameLine();
  if (ImGui::Button("PNG")) {
    a.pngRequested = 2;
    a.pictureLegend = a.pngLegend;
  }
  Remember(a, "button", "png");
  Tooltip("Download a picture of the scene (the panel left out).");
  ImGui::SameLine();
  ImGui::Checkbox("with legend", &a.pngLegend);
  Remember(a, "check", "pngLegend");
  Tooltip("The picture carries what each colour means: the roles and the annotations shown.");
  if (ImGui::Button("Fit")) a.camera.userMoved = false;
  Remember(a, "button", "fit");
  Tooltip("Show the whole world. Wheel or pinch zooms; drag empty space to pan.");
  // Zoom for one finger or the keyboard, not only the wheel or a pinch (WCAG 2.5.1).
  SameLineIfFits("Zoom in");
  if (ImGui::Button("Zoom in")) ZoomView(a, 1.25f);
  Remember(a, "button", "zoomIn");
  Tooltip("+ on the scene");
  SameLineIfFits("Zoom out");
  if (ImGui::Button("Zoom out")) ZoomView(a, 0.8f);
  Remember(a, "button", "zoomOut");
  Tooltip("- on the scene");
  SameLineIfFits("Offline copy");
  if (ImGui::Button("Offline copy")) web::DownloadOffline();
  Remember(a, "button", "offline");
  Tooltip("Download this page as one HTML file that opens with no network, starting on this scene.");
}

void SelectedSection(App& a) {
  const steer::World& w = a.pg.world();
  if (a.selected < 0 || a.selected >= int(w.agents.size())) {
    ImGui::TextDisabled("Click an agent to see its numbers.");
    return;
  }
  const steer::Agent& ag = w.agents[a.selected];
  ImGui::Text("#%d %s", ag.id, steer::RoleName(ag.role));
  ImGui::Text("speed %.0f / %.0f   force %.0f / %.0f", double(ag.Speed()), double(ag.maxSpeed),
              double(steer::Length(ag.force)), double(ag.maxForce));
  std::vector<demos::Readout> lines;
  a.pg.Explain(a.selected, lines);
  for (const demos::Readout& r : lines) ImGui::TextUnformatted(r.text);
}

void HelpPopup(App& a) {
  if (a.showHelp) {
    ImGui::OpenPopup("Keyboard and mouse");
    a.showHelp = false;
  }
  ImVec2 centre(a.canvas.x * 0.5f, a.canvas.y * 0.5f);
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
    if (ImGui::BeginTable("keys", 2)) {
      for (const auto& k : kKeys) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(k[0]);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(k[1]);
      }
      ImGui::EndTable();
    }
    if (ImGui::Button("Close") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
      ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

}  // namespace

void RememberWidget(App& a, const char* kind, const char* name) { Remember(a, kind, name); }

// [SECTION] the panel
void DrawPanel(App& a) {
  g_pictureFrame = a.pictureFrame;
  a.widgets.clear();
  a.uiRects.clear();
  a.tooltipShown = false;
  // Narrow is about the screen, not the UI scale: a projector at 2x keeps the side panel.
  bool narrow = a.canvas.x < kNarrowCanvas;
  // Portrait (and near-square) phones and tablets stack the world above the panel: beside it,
  // the world would get what a 340 px panel leaves of a narrow width (on an 820 x 1180 tablet
  // 456 x 319 px, 15% of the screen); on top it spans the whole width (46% of that tablet, 94% of
  // a phone's width). A tall desktop window, 1100 px wide or more, keeps the side panel (and its
  // long view of the controls). Landscape phones keep the panel floating over the world.
  a.layout = a.canvas.y > a.canvas.x * 0.9f && a.canvas.x < kStackedBelow ? App::Layout::Stacked
             : narrow                         ? App::Layout::Overlay
                                              : App::Layout::Side;
  if (!a.layoutChosen) {
    // A phone on its side opens on the scene, the panel one tap away; elsewhere the panel
    // does not cover the world, so it opens.
    a.panelOpen = a.layout != App::Layout::Overlay;
    a.layoutChosen = true;
  }
  const float titleBar = ImGui::GetFrameHeight();  // a window's title bar: the folded drawer
  float stackedTop = 0.0f;                          // stacked: where the panel starts
  a.viewMin = {0.0f, 0.0f};
  a.viewMax = a.canvas;
  if (a.layout == App::Layout::Overlay) {
    float width = a.canvas.x - 16.0f;
    ImGui::SetNextWindowPos(ImVec2(8, 8), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, a.canvas.y * 0.6f));
  } else if (a.layout == App::Layout::Stacked) {
    // The world's full width, at its aspect, with FitView's margins and a lesson link's
    // heading; at most 60% of the height, so the panel keeps room for its controls.
    const steer::WorldDef& w = a.pg.world().def;
    float aspect = w.width > 0.0f ? w.height / w.width : 0.7f;
    float worldH = (a.canvas.x - 24.0f) * aspect + 24.0f + a.headerHeight;
    stackedTop = std::floor(std::min(worldH, a.canvas.y * 0.6f));
    float top = a.panelOpen ? stackedTop : a.canvas.y - titleBar;
    ImGui::SetNextWindowPos(ImVec2(0, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(a.canvas.x, a.canvas.y - stackedTop), ImGuiCond_Always);
    a.viewMax = {a.canvas.x, top};
  } else {
    // Beside the world: 340 px, but at most 30% of the width at UI scale 1 (so the world keeps
    // 40% of a 1024 x 768 screen) and 45% at larger scales (a projector's choice).
    float width = std::min(kPanelWidth * a.uiScale, a.canvas.x * (a.uiScale > 1.01f ? 0.45f : 0.30f));
    ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, a.canvas.y), ImGuiCond_Always);
    a.viewMin = {a.panelOpen ? width : 0.0f, 0.0f};
  }
  ImGui::SetNextWindowCollapsed(!a.panelOpen, ImGuiCond_Always);
  ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings;
  if (a.layout == App::Layout::Overlay) flags |= ImGuiWindowFlags_AlwaysAutoResize;
  // Folded below or over the world, the title bar says what it is for.
  bool drawer = a.layout != App::Layout::Side && !a.panelOpen;
  bool asked = a.panelOpen;
  bool open = ImGui::Begin(drawer ? "Steering Playground: tap here for the controls###panel" : "Steering Playground###panel",
                           nullptr, flags);
  a.panelOpen = !ImGui::IsWindowCollapsed();
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  // ImGui also folds on a double click on the title bar: a second tap on the handle soon after the
  // first is one more tap (below), not a double click that would fold and unfold at once.
  if (a.panelOpen != asked && ImGui::GetIO().MouseDoubleClicked[0] &&
      ImGui::GetIO().MouseClickedPos[0].y < wp.y + titleBar)
    a.panelOpen = asked;
  a.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  if (a.layout == App::Layout::Side && !a.panelOpen) a.viewMin = {0.0f, 0.0f};
  // Overlay: the world fits in the space below the panel.
  if (a.layout == App::Layout::Overlay) a.viewMin = {0.0f, wp.y + ws.y + 6.0f};
  if (a.layout == App::Layout::Stacked) a.viewMax = {a.canvas.x, a.panelOpen ? stackedTop : wp.y};
  {
    // The title bar is the drawer's handle: one tap or click anywhere on it folds or unfolds the
    // panel (ImGui itself wants the small arrow, or a double click, which a finger rarely hits).
    const ImGuiIO& io = ImGui::GetIO();
    const ImGuiStyle& st = ImGui::GetStyle();
    ImVec2 tlo = wp, thi(wp.x + ws.x, wp.y + titleBar);
    float arrowEnd = wp.x + st.FramePadding.x + ImGui::GetFontSize() + st.ItemInnerSpacing.x;
    auto onHandle = [&](ImVec2 p) { return p.x >= arrowEnd && p.x < thi.x && p.y >= tlo.y && p.y < thi.y; };
    if (ImGui::IsMouseReleased(0) && onHandle(io.MousePos) && onHandle(io.MouseClickedPos[0]) &&
        io.MouseDragMaxDistanceSqr[0] < 64.0f && !ImGui::IsAnyItemActive())
      a.panelOpen = !a.panelOpen;  // applied by SetNextWindowCollapsed on the next frame
  }
  // A one-finger swipe over the panel scrolls it, the content following the finger (main.cpp
  // starts it when a touch on the panel, not on a slider, moves past the slop).
  if (a.swipe.begin) {
    a.swipe.scrollStart = ImGui::GetScrollY();
    a.swipe.begin = false;
  }
  if (a.swipe.active && open)
    ImGui::SetScrollY(std::clamp(a.swipe.scrollStart - a.swipe.dy, 0.0f, ImGui::GetScrollMaxY()));
  if (open) {
    DemoSection(a);
    ImGui::Separator();
    TimeSection(a);
    OpenIfFocused(a, {"param:", "button:defaults", "input:seed", "button:reroll"});
    bool paramsOpen = ImGui::CollapsingHeader("Parameters", ImGuiTreeNodeFlags_DefaultOpen);
    Remember(a, "header", "parameters");
    if (paramsOpen) ParamsSection(a);
    ComposerSection(a);  // demo custom only: composer_ui.cpp
    bool lessonOpen = ImGui::CollapsingHeader("Lesson: the formula, live", ImGuiTreeNodeFlags_DefaultOpen);
    Remember(a, "header", "lesson");
    if (lessonOpen) LessonSection(a);
    OpenIfFocused(a, {"combo:compare", "slider:ghost"});
    bool compareOpen =
        ImGui::CollapsingHeader("Compare", a.pg.compareParam() >= 0 ? ImGuiTreeNodeFlags_DefaultOpen : 0);
    Remember(a, "header", "compare");
    if (compareOpen) CompareSection(a);
    OpenIfFocused(a, {"button:experiment"});
    bool experimentOpen = ImGui::CollapsingHeader("Experiment: 20 seeds");
    Remember(a, "header", "experiment");
    if (experimentOpen) ExperimentSection(a);
    bool plotsOpen = ImGui::CollapsingHeader("Plots");
    Remember(a, "header", "plots");
    if (plotsOpen) PlotsSection(a);
    OpenIfFocused(a, {"layer:"});
    bool annotationsOpen = ImGui::CollapsingHeader("Annotations", narrow ? 0 : ImGuiTreeNodeFlags_DefaultOpen);
    Remember(a, "header", "annotations");
    if (annotationsOpen) AnnotationsSection(a);
    bool selectedOpen = ImGui::CollapsingHeader("Selected agent", narrow ? 0 : ImGuiTreeNodeFlags_DefaultOpen);
    Remember(a, "header", "selected");
    if (selectedOpen) SelectedSection(a);
    OpenIfFocused(a, {"slider:uiScale", "radio:theme", "check:", "button:csv", "button:png", "button:fit", "button:zoom"});
    bool viewOpen = ImGui::CollapsingHeader("View");
    Remember(a, "header", "view");
    if (viewOpen) ViewSection(a);
  }
  ImGui::End();
  HelpPopup(a);
}

void DrawEmbedOverlay(App& a) {
  a.widgets.clear();
  a.uiRects.clear();
  a.tooltipShown = false;
  a.viewMin = {0.0f, 0.0f};
  a.viewMax = a.canvas;
  // Below a lesson link's title and prompt (their height from the last frame).
  ImGui::SetNextWindowPos(ImVec2(8, 8 + a.headerHeight), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.75f);
  ImGui::Begin("##embed", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  if (ImGui::Button(a.view.paused ? "Play" : "Pause")) a.view.paused = !a.view.paused;
  Remember(a, "button", "play");
  ImGui::SameLine();
  if (ImGui::Button("Reset")) ResetScene(a);
  Remember(a, "button", "reset");
  if (a.embed) {  // panel=0 on the page itself has no other page to open
    ImGui::SameLine();
    if (ImGui::Button("Open in playground")) web::OpenFullPlayground(CurrentFragment(a));
    Remember(a, "button", "open");
  }
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  a.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  ImGui::End();
}

// A lesson link's title and prompt, above the world: the space is taken from the top of the view
// before the world is fitted, so the heading never covers the scene. Plain text only.
void ReserveLessonHeader(App& a) {
  const demos::LessonSetup& l = a.view.setup;
  a.headerHeight = 0.0f;
  if (l.title.empty() && l.prompt.empty() && !l.hasCheck) return;
  float wrap = a.viewMax.x - a.viewMin.x - 32.0f;
  if (wrap < 80.0f) return;
  float h = 14.0f;
  if (!l.title.empty()) h += ImGui::CalcTextSize(l.title.c_str(), nullptr, false, wrap / 1.25f).y * 1.25f + 4.0f;
  if (!l.prompt.empty()) h += ImGui::CalcTextSize(l.prompt.c_str(), nullptr, false, wrap).y + 4.0f;
  h += ChallengeBarHeight(a, wrap);  // a challenge's answer, Run and verdict under its question
  a.headerHeight = h;
  a.viewMin.y += h;
}

// A PNG's legend, in the world's bottom-left corner: each role in the scene and each annotation
// shown, by colour and name, on a panel-coloured card (slides and handouts have no panel).
void DrawPictureLegend(App& a, ImDrawList* dl) {
  std::vector<std::pair<unsigned, const char*>> rows;
  bool role[16] = {};
  for (const steer::Agent& ag : a.pg.world().agents) role[int(ag.role) % 16] = true;
  for (int r = 0; r < 16; ++r)
    if (role[r]) rows.push_back({RoleColor(a, r), steer::RoleName(steer::Role(r))});
  for (int b = 0; b < demos::kLayerCount; ++b)
    if ((a.pg.layers >> b) & 1u) rows.push_back({LayerColor(a, b), demos::LayerLabel(b)});
  if (rows.empty()) return;
  float h = ImGui::GetTextLineHeightWithSpacing(), pad = 8.0f, w = 0.0f;
  for (const auto& row : rows) w = std::max(w, ImGui::CalcTextSize(row.second).x);
  w += h + pad * 2.0f;
  float x = a.viewMin.x + 8.0f, y = a.viewMax.y - 8.0f - pad * 2.0f - h * float(rows.size());
  dl->AddRectFilled({x, y}, {x + w, a.viewMax.y - 8.0f}, ImGui::GetColorU32(ImGuiCol_WindowBg), 4.0f);
  for (const auto& [col, name] : rows) {
    dl->AddRectFilled({x + pad, y + pad + h * 0.25f}, {x + pad + h * 0.7f, y + pad + h * 0.75f}, col, 2.0f);
    dl->AddText({x + pad + h, y + pad}, ImGui::GetColorU32(ImGuiCol_Text), name);
    y += h;
  }
}

void DrawCanvasOverlay(App& a) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  if (a.pictureFrame && a.pictureLegend) DrawPictureLegend(a, dl);
  ImVec4 textCol = ImGui::GetStyle().Colors[ImGuiCol_Text];
  ImU32 text = ImGui::GetColorU32(textCol);
  float line = ImGui::GetTextLineHeightWithSpacing();
  if (a.headerHeight > 0.0f) {
    // Under ImGui's windows (the challenge bar sits in it), over the world.
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const demos::LessonSetup& l = a.view.setup;
    float x = a.viewMin.x + 16.0f, y = a.viewMin.y - a.headerHeight + 8.0f;
    float wrap = a.viewMax.x - a.viewMin.x - 32.0f;
    dl->AddRectFilled({a.viewMin.x, a.viewMin.y - a.headerHeight}, {a.viewMax.x, a.viewMin.y - 2.0f},
                      a.theme == demos::Theme::Dark ? IM_COL32(22, 27, 36, 255) : IM_COL32(255, 255, 255, 255));
    if (!l.title.empty()) {
      ImFont* font = ImGui::GetFont();
      float size = ImGui::GetFontSize() * 1.25f;
      dl->AddText(font, size, {x, y}, text, l.title.c_str(), nullptr, wrap);
      y += font->CalcTextSizeA(size, FLT_MAX, wrap, l.title.c_str()).y + 4.0f;
    }
    if (!l.prompt.empty()) dl->AddText(nullptr, 0.0f, {x, y}, text, l.prompt.c_str(), nullptr, wrap);
    a.widgets.push_back({"text:lesson-header", {a.viewMin.x, a.viewMin.y - a.headerHeight}, {a.viewMax.x, a.viewMin.y}});
  }
  // The demo's status line, top-right of the world view; wrapped to stay inside it at large UI
  // scales.
  char status[96];
  a.pg.Status(status, sizeof status);
  if (status[0]) {
    float wrap = std::max(a.viewMax.x - a.viewMin.x - 28.0f, 40.0f);
    ImVec2 size = ImGui::CalcTextSize(status, nullptr, false, wrap);
    ImVec2 at(std::max(a.viewMax.x - size.x - 14.0f, a.viewMin.x + 14.0f), a.viewMin.y + 10.0f);
    dl->AddRectFilled({at.x - 6, at.y - 3}, {at.x + size.x + 6, at.y + size.y + 3},
                      a.theme == demos::Theme::Dark ? IM_COL32(20, 24, 32, 200) : IM_COL32(255, 255, 255, 230), 4.0f);
    dl->AddText(nullptr, 0.0f, at, text, status, nullptr, wrap);
  }
  if (a.view.paused && !a.pictureFrame) {
    const char* paused = "Paused";
    ImVec2 at(a.viewMin.x + 14.0f, a.viewMax.y - line - 8.0f);
    dl->AddText(at, text, paused);
  }
  if (a.showPerf) {
    // One line, or two right-aligned lines when one would run into the panel (narrow screens,
    // large UI scale).
    char first[80], second[96];
    std::snprintf(first, sizeof first, "%.0f fps   %d agents", double(a.fps), int(a.pg.world().agents.size()));
    std::snprintf(second, sizeof second, "sim %.2f ms (%d step%s%s)   draw %.2f ms", double(a.simMs),
                  a.stepsLastFrame, a.stepsLastFrame == 1 ? "" : "s", a.slowMotion ? ", slow motion" : "",
                  double(a.drawMs));
    char both[180];
    std::snprintf(both, sizeof both, "%s   %s", first, second);
    float room = a.viewMax.x - a.viewMin.x - 28.0f;
    float y = a.viewMin.y + 10.0f + line * 1.3f;
    if (ImGui::CalcTextSize(both).x <= room) {
      dl->AddText(ImVec2(a.viewMax.x - ImGui::CalcTextSize(both).x - 14.0f, y), text, both);
    } else {
      dl->AddText(ImVec2(a.viewMax.x - ImGui::CalcTextSize(first).x - 14.0f, y), text, first);
      dl->AddText(ImVec2(a.viewMax.x - ImGui::CalcTextSize(second).x - 14.0f, y + line), text, second);
    }
  }
  // The notice (plain text; link problems, "Link copied").
  if (!a.notice.empty() && NowSeconds() < a.noticeUntil && !a.pictureFrame) {
    ImVec2 size = ImGui::CalcTextSize(a.notice.c_str(), nullptr, false, (a.viewMax.x - a.viewMin.x) * 0.8f);
    ImVec2 at((a.viewMin.x + a.viewMax.x - size.x) * 0.5f, a.viewMax.y - size.y - line * 1.5f);
    dl->AddRectFilled({at.x - 10, at.y - 6}, {at.x + size.x + 10, at.y + size.y + 6},
                      IM_COL32(250, 215, 100, 240), 6.0f);
    dl->AddText(nullptr, 0.0f, at, IM_COL32(20, 20, 20, 255), a.notice.c_str(), nullptr,
                (a.viewMax.x - a.viewMin.x) * 0.8f);
  }
}

}  // namespace app
