// The behaviour composer's section of the panel (demo `custom`): add and remove groups, set each
// group's count, top speed, top force and combination method, add and remove its behaviours, pick
// each behaviour and its target, and its weight (and probability when dithering). The controls
// are the panel description's (controls.cpp: their names, labels, ranges and choices) and every
// change is its action (Act: one SetComposition, validated, and the link follows), as in the
// page's accessible view. Widget names (widgets(), focus(), act()): button:mix-add-group,
// button:mix-A-remove, button:mix-A-add, slider:mix-A-count, slider:mix-A-speed,
// slider:mix-A-force, radio:mix-A-weighted (and -prioritized, -dithered),
// combo:mix-A-1-behaviour, combo:mix-A-1-target, slider:mix-A-1-weight,
// slider:mix-A-1-probability, button:mix-A-1-remove (A the group's letter, 1 the behaviour's place).
#include <cmath>
#include <string>

#include "app/app.h"
#include "app/controls.h"
#include "strings/strings.h"
#include "imgui.h"

namespace app {

namespace {

// A shown label with a fixed ImGui id (so a language switch keeps the widget's state).
std::string Label(const std::string& shown, const std::string& id) { return shown + "###" + id; }

struct Draw {
  App& a;
  const std::vector<ControlSection>& sections;
  const Control& C(const std::string& name) const {
    static const Control kNone;
    const Control* c = FindControl(sections, name);
    return c ? *c : kNone;
  }
  void Remember(const Control& c) const {
    size_t colon = c.name.find(':');
    RememberWidget(a, c.name.substr(0, colon).c_str(), c.name.substr(colon + 1).c_str());
  }
  // A slider that shows the description's text; acts with the value, rounded as shown.
  void Slider(const Control& c, const char* label) const {
    float v = float(c.value);
    if (ValueSlider(label, &v, float(c.min), float(c.max), c.shown.c_str(), c.logarithmic)) {
      double scale = std::pow(10.0, c.decimals);
      Act(a, c.name, std::nearbyint(double(v) * scale) / scale);
    }
    Remember(c);
  }
  void Combo(const Control& c, const char* id) const {
    if (ImGui::BeginCombo(id, c.text.c_str())) {
      for (size_t k = 0; k < c.choices.size(); ++k) {
        if (!c.choices[k].enabled) ImGui::BeginDisabled();
        if (ImGui::Selectable(c.choices[k].label.c_str(), double(k) == c.value) && c.choices[k].enabled)
          Act(a, c.name, double(k), c.choices[k].value);
        if (!c.choices[k].enabled) ImGui::EndDisabled();
      }
      ImGui::EndCombo();
    }
    Remember(c);
  }
  void Button(const Control& c, const std::string& shown) const {
    if (SmallButton(a, Label(shown, c.name).c_str())) Act(a, c.name);
    Remember(c);
  }
};

// A group's slider: 60% of the row with its label beside it, or the whole row under its label
// when the label (a long translation) would not fit beside it. Returns the slider's label.
std::string SliderLabel(const std::string& label, const std::string& id) {
  float avail = ImGui::GetContentRegionAvail().x;
  float w = ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().ItemInnerSpacing.x;
  if (avail * 0.6f + w <= avail) {
    ImGui::SetNextItemWidth(avail * 0.6f);
    return Label(label, id);
  }
  ImGui::TextUnformatted(label.c_str());
  ImGui::SetNextItemWidth(avail);
  return "##" + id;
}

/// One behaviour's row: what, at what, how much, remove.
void UseRow(const Draw& d, const std::string& prefix) {
  const Control& what = d.C("combo:" + prefix + "behaviour");
  const Control& target = d.C("combo:" + prefix + "target");
  ImGui::PushID(prefix.c_str());
  // Half the row each when a target follows and both names fit there (a combo's preview is cut,
  // never wrapped), else the whole row each.
  float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  auto fits = [&](const Control& c) {
    return ImGui::CalcTextSize(c.text.c_str()).x + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2.0f <= half;
  };
  bool beside = !target.name.empty() && fits(what) && fits(target);
  ImGui::SetNextItemWidth(beside ? half : -1.0f);
  d.Combo(what, "##behaviour");
  if (!target.name.empty()) {
    if (beside) ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    d.Combo(target, "##target");
  }
  // Weight (and probability) then Remove, on one row that fits the panel.
  const Control& probability = d.C("slider:" + prefix + "probability");
  bool dithered = !probability.name.empty();
  const ImGuiStyle& st = ImGui::GetStyle();
  const char* remove = demos::Tr("composer.remove");
  float removeW = ImGui::CalcTextSize(remove).x + st.FramePadding.x * 2.0f + st.ItemSpacing.x;
  float w = ImGui::GetContentRegionAvail().x - removeW;
  ImGui::SetNextItemWidth(dithered ? w * 0.55f : w);
  d.Slider(d.C("slider:" + prefix + "weight"), "##weight");
  if (dithered) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(w * 0.45f - st.ItemSpacing.x);
    d.Slider(probability, "##probability");
  }
  ImGui::SameLine();
  d.Button(d.C("button:" + prefix + "remove"), remove);
  ImGui::PopID();
}

/// One group: its header line, numbers, method, behaviours.
void GroupBlock(const Draw& d, const demos::Group& gr, int g) {
  std::string mix = std::string("mix-") + demos::GroupLetter(g) + "-";
  ImGui::PushID(g);
  ImGui::Separator();
  const char* role = steer::RoleName(g == 0 ? steer::Role::Boid : g == 1 ? steer::Role::Pursuer
                                                                : g == 2   ? steer::Role::Seeker
                                                                : g == 3   ? steer::Role::Wanderer
                                                                : g == 4   ? steer::Role::Follower
                                                                           : steer::Role::Hider);
  std::string members = demos::TrKey(std::string("composer.members.") + role + (demos::PluralOne(gr.count) ? ".one" : ".many"));
  ImGui::TextUnformatted(
      demos::Trf("composer.group_line", {std::string(1, demos::GroupLetter(g)), std::to_string(gr.count), members}).c_str());
  const Control& removeGroup = d.C("button:" + mix + "remove");
  if (!removeGroup.name.empty()) {
    SameLineIfFits(demos::Tr("composer.remove_group"));
    d.Button(removeGroup, demos::Tr("composer.remove_group"));
  }
  for (const char* what : {"count", "speed", "force"}) {
    const Control& c = d.C("slider:" + mix + what);
    d.Slider(c, SliderLabel(c.label, c.name).c_str());
  }
  const ImGuiStyle& st = ImGui::GetStyle();
  for (int m = 0; m < 3; ++m) {
    const Control& c = d.C("radio:" + mix + demos::MethodName(steer::Combination(m)));
    if (m) SameLineIfFits(c.label.c_str(), ImGui::GetFrameHeight() + st.ItemInnerSpacing.x);
    if (ImGui::RadioButton(Label(c.label, c.name).c_str(), c.value != 0.0) && c.value == 0.0) Act(d.a, c.name, 1.0);
    d.Remember(c);
  }
  for (int k = 0; k < int(gr.uses.size()); ++k) UseRow(d, mix + std::to_string(k + 1) + "-");
  const Control& add = d.C("button:" + mix + "add");
  if (!add.name.empty()) d.Button(add, add.label);
  ImGui::PopID();
}

}  // namespace

// The section's contents, under its header (ui.cpp's Section, in the custom demo only).
void ComposerSection(App& a) {
  std::vector<ControlSection> sections = PanelControls(a);
  Draw d{a, sections};
  // A copy: a change acts on the composition at once, this frame goes on drawing the one it began with.
  demos::Composition c = demos::Effective(a.scene.pg.composition());
  // Locked as a whole while a challenge grades the scene (the description locks each control).
  const Control& addGroup = d.C("button:mix-add-group");
  bool frozen = SceneFrozen(a);
  if (frozen) {
    ImGui::TextWrapped("%s", demos::Tr("ui.locked_challenge"));
    ImGui::BeginDisabled();
  }
  for (int g = 0; g < int(c.groups.size()); ++g) GroupBlock(d, c.groups[size_t(g)], g);
  ImGui::Separator();
  if (!addGroup.name.empty()) {
    if (ImGui::Button(Label(addGroup.label, "add-group").c_str())) Act(a, addGroup.name);
    d.Remember(addGroup);
  }
  if (frozen) ImGui::EndDisabled();
}

}  // namespace app
