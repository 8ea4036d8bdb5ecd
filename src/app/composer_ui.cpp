// The behaviour composer's section of the panel (demo `custom`): add and remove groups, set each
// group's count, top speed, top force and combination method, add and remove its behaviours, pick
// each behaviour and its target, and its weight (and probability when dithering). Every change
// goes through Playground::SetComposition (validated, one rebuild) and updates the link.
// Widget names (widgets(), focus()): button:mix-add-group, button:mix-A-remove, button:mix-A-add,
// slider:mix-A-count, slider:mix-A-speed, slider:mix-A-force, radio:mix-A-weighted (and
// -prioritized, -dithered), combo:mix-A-1-behaviour, combo:mix-A-1-target, slider:mix-A-1-weight,
// slider:mix-A-1-probability, button:mix-A-1-remove (A the group's letter, 1 the behaviour's place).
#include <cstdio>
#include <cstring>
#include <string>

#include "app/app.h"
#include "demos/composition.h"
#include "strings/strings.h"
#include "imgui.h"

namespace app {

namespace {

using demos::Behaviour;
using demos::Composition;
using demos::Group;
using demos::Target;
using demos::TargetKind;
using demos::Use;

std::string Name(int group, const char* what) { return std::string("mix-") + demos::GroupLetter(group) + "-" + what; }
std::string Name(int group, int use, const char* what) {
  return Name(group, "") + std::to_string(use + 1) + "-" + what;
}

// A small button, at least 24 CSS px high on touch screens (WCAG 2.5.8), as ui.cpp's.
bool Small(const App& a, const char* label) {
  if (!a.view.coarsePointer) return ImGui::SmallButton(label);
  float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  return ImGui::Button(label, ImVec2(w > ImGui::GetFrameHeight() ? w : ImGui::GetFrameHeight(), 0.0f));
}

std::string TargetLabel(const Target& t) {
  switch (t.kind) {
    case TargetKind::Group: return demos::GroupLabel(t.group);
    case TargetKind::Mouse: return demos::Tr("composer.target.mouse");
    case TargetKind::Path: return demos::Tr("composer.target.path");
    case TargetKind::Obstacles: return demos::Tr("composer.target.obstacles");
    case TargetKind::None: break;
  }
  return "";
}

// A shown label with a fixed ImGui id (so a language switch keeps the widget's state).
std::string Label(demos::Key key, const char* id) { return std::string(demos::Tr(key)) + "###" + id; }

// A group's slider: 60% of the row with its label beside it, or the whole row under its label
// when the label (a long translation) would not fit beside it. Returns the slider's label.
std::string SliderLabel(demos::Key key, const char* id) {
  float avail = ImGui::GetContentRegionAvail().x;
  float label = ImGui::CalcTextSize(demos::Tr(key)).x + ImGui::GetStyle().ItemInnerSpacing.x;
  if (avail * 0.6f + label <= avail) {
    ImGui::SetNextItemWidth(avail * 0.6f);
    return Label(key, id);
  }
  ImGui::TextUnformatted(demos::Tr(key));
  ImGui::SetNextItemWidth(avail);
  return std::string("##") + id;
}

/// Targets behaviour b of group g may aim at, in menu order.
std::vector<Target> TargetChoices(Behaviour b, int g, int groups) {
  std::vector<Target> out;
  uint32_t allowed = demos::BehaviourTargets(b);
  if (allowed & (1u << uint32_t(TargetKind::Group)))
    for (int k = 0; k < groups; ++k)
      if (k != g || demos::BehaviourSelfOk(b)) out.push_back({TargetKind::Group, k});
  for (TargetKind k : {TargetKind::Mouse, TargetKind::Path, TargetKind::Obstacles})
    if (allowed & (1u << uint32_t(k))) out.push_back({k, 0});
  return out;
}

/// One behaviour's row: what, at what, how much, remove. True when it changed `u` or asks to go.
bool UseRow(App& a, Use& u, int g, int k, int groups, steer::Combination method, bool* remove) {
  bool changed = false;
  ImGui::PushID(k);
  float avail = ImGui::GetContentRegionAvail().x;
  // Half the row when a target follows, the whole row otherwise.
  ImGui::SetNextItemWidth(TargetChoices(u.behaviour, g, groups).empty() ? -1.0f : avail * 0.5f);
  if (ImGui::BeginCombo("##behaviour", demos::BehaviourLabel(u.behaviour))) {
    for (int b = 0; b < demos::kBehaviourCount; ++b) {
      Target t;
      bool possible = demos::DefaultTarget(Behaviour(b), g, groups, &t);
      if (!possible) ImGui::BeginDisabled();
      if (ImGui::Selectable(demos::BehaviourLabel(Behaviour(b)), int(u.behaviour) == b) && possible) {
        u.behaviour = Behaviour(b);
        u.target = t;
        u.follow = demos::FollowMethod::Waypoints;
        changed = true;
      }
      if (!possible) ImGui::EndDisabled();
    }
    ImGui::EndCombo();
  }
  RememberWidget(a, "combo", Name(g, k, "behaviour").c_str());
  std::vector<Target> choices = TargetChoices(u.behaviour, g, groups);
  if (!choices.empty()) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    // Path following: the path by its waypoints or as Reynolds' corridor (follow:path, follow:reynolds).
    bool follow = u.behaviour == Behaviour::PathFollowing;
    bool reynolds = follow && u.follow == demos::FollowMethod::Reynolds;
    std::string shown = reynolds ? demos::Tr("composer.target.reynolds") : TargetLabel(u.target);
    if (ImGui::BeginCombo("##target", shown.c_str())) {
      for (const Target& t : choices)
        if (ImGui::Selectable(TargetLabel(t).c_str(), t == u.target && !reynolds)) {
          u.target = t;
          u.follow = demos::FollowMethod::Waypoints;
          changed = true;
        }
      if (follow && ImGui::Selectable(demos::Tr("composer.target.reynolds"), reynolds)) {
        u.target = {TargetKind::Path, 0};
        u.follow = demos::FollowMethod::Reynolds;
        changed = true;
      }
      ImGui::EndCombo();
    }
    RememberWidget(a, "combo", Name(g, k, "target").c_str());
  }
  // Weight (and probability) then Remove, on one row that fits the panel.
  bool dithered = method == steer::Combination::Dithered;
  const ImGuiStyle& st = ImGui::GetStyle();
  float removeW = ImGui::CalcTextSize(demos::Tr("composer.remove")).x + st.FramePadding.x * 2.0f + st.ItemSpacing.x;
  float w = ImGui::GetContentRegionAvail().x - removeW;
  ImGui::SetNextItemWidth(dithered ? w * 0.55f : w);
  std::string weightFormat = std::string(demos::Tr("composer.weight")) + " %.2f";
  changed |= ImGui::SliderFloat("##weight", &u.weight, 0.0f, demos::kMaxWeight, weightFormat.c_str(),
                                ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_NoInput);
  RememberWidget(a, "slider", Name(g, k, "weight").c_str());
  if (dithered) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(w * 0.45f - st.ItemSpacing.x);
    changed |= ImGui::SliderFloat("##probability", &u.probability, 0.0f, 1.0f, "p %.2f", ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoInput);
    RememberWidget(a, "slider", Name(g, k, "probability").c_str());
  }
  ImGui::SameLine();
  if (Small(a, Label("composer.remove", "remove").c_str())) *remove = true;
  RememberWidget(a, "button", Name(g, k, "remove").c_str());
  ImGui::PopID();
  return changed || *remove;
}

/// One group: its header line, numbers, method, behaviours. True when it changed.
bool GroupBlock(App& a, Composition& c, int g, int* removeGroup) {
  Group& gr = c.groups[size_t(g)];
  int groups = int(c.groups.size());
  bool changed = false;
  ImGui::PushID(g);
  ImGui::Separator();
  const char* role = steer::RoleName(g == 0 ? steer::Role::Boid : g == 1 ? steer::Role::Pursuer
                                                                : g == 2   ? steer::Role::Seeker
                                                                : g == 3   ? steer::Role::Wanderer
                                                                : g == 4   ? steer::Role::Follower
                                                                           : steer::Role::Hider);
  std::string members = demos::TrKey(std::string("composer.members.") + role + (gr.count == 1 ? ".one" : ".many"));
  ImGui::TextUnformatted(
      demos::Trf("composer.group_line", {std::string(1, demos::GroupLetter(g)), std::to_string(gr.count), members}).c_str());
  if (groups > 1) {
    ImGui::SameLine();
    if (Small(a, Label("composer.remove_group", "remove-group").c_str())) *removeGroup = g;
    RememberWidget(a, "button", Name(g, "remove").c_str());
  }
  changed |= ImGui::SliderInt(SliderLabel("composer.agents", "agents").c_str(), &gr.count, demos::kMinCount, demos::kMaxCount, "%d", ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoInput);
  RememberWidget(a, "slider", Name(g, "count").c_str());
  std::string speedFormat = std::string("%.0f ") + demos::Tr("composer.units_per_s");
  changed |= ImGui::SliderFloat(SliderLabel("composer.max_speed", "max-speed").c_str(), &gr.maxSpeed, demos::kMinGroupSpeed,
                                demos::kMaxGroupSpeed, speedFormat.c_str(), ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoInput);
  RememberWidget(a, "slider", Name(g, "speed").c_str());
  changed |= ImGui::SliderFloat(SliderLabel("composer.max_force", "max-force").c_str(), &gr.maxForce, demos::kMinGroupForce, demos::kMaxGroupForce, "%.0f",
                                ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_NoInput);
  RememberWidget(a, "slider", Name(g, "force").c_str());
  for (int m = 0; m < 3; ++m) {
    if (m) ImGui::SameLine();
    const char* name = demos::MethodName(steer::Combination(m));
    if (ImGui::RadioButton((std::string(demos::TrKey(std::string("composer.method.") + name)) + "###" + name).c_str(), int(gr.method) == m)) {
      changed |= int(gr.method) != m;
      gr.method = steer::Combination(m);
    }
    RememberWidget(a, "radio", Name(g, name).c_str());
  }
  int removeUse = -1;
  for (int k = 0; k < int(gr.uses.size()); ++k) {
    bool remove = false;
    changed |= UseRow(a, gr.uses[size_t(k)], g, k, groups, gr.method, &remove);
    if (remove) removeUse = k;
  }
  if (removeUse >= 0) gr.uses.erase(gr.uses.begin() + removeUse);
  if (int(gr.uses.size()) < demos::kMaxBehaviours) {
    if (Small(a, Label("composer.add_behaviour", "add-behaviour").c_str())) {
      Use u;
      u.behaviour = Behaviour::Seek;
      u.target = {TargetKind::Mouse, 0};
      gr.uses.push_back(u);
      changed = true;
    }
    RememberWidget(a, "button", Name(g, "add").c_str());
  }
  ImGui::PopID();
  return changed;
}

}  // namespace

void ComposerSection(App& a) {
  if (std::strcmp(a.scene.pg.desc().id, "custom") != 0) return;
  if (a.ui.focusScroll && a.ui.focusWidget.find(":mix-") != std::string::npos) ImGui::SetNextItemOpen(true);
  bool open = ImGui::CollapsingHeader(Label("composer.header", "composer").c_str(), ImGuiTreeNodeFlags_DefaultOpen);
  RememberWidget(a, "header", "composer");
  if (!open) return;
  Composition c = demos::Effective(a.scene.pg.composition());
  bool changed = false;
  int removeGroup = -1;
  for (int g = 0; g < int(c.groups.size()); ++g) changed |= GroupBlock(a, c, g, &removeGroup);
  ImGui::Separator();
  if (removeGroup >= 0) {
    demos::RemoveGroup(c, removeGroup);
    changed = true;
  }
  if (int(c.groups.size()) < demos::kMaxGroups) {
    if (ImGui::Button(Label("composer.add_group", "add-group").c_str())) {
      c.groups.push_back(demos::NewGroup());
      changed = true;
    }
    RememberWidget(a, "button", "mix-add-group");
  }
  if (changed) {
    std::string message;
    a.scene.pg.SetComposition(c, &message);
    a.page.fragmentDirtySince = NowSeconds();
    if (!message.empty()) Notify(a, demos::Trf("composer.notice", {message}));
  }
}

}  // namespace app
