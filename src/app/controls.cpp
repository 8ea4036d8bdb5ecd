// The panel's one description and its actions (controls.h). Sections in the panel's order; in
// each, the controls as the panel draws them. Every label, help text, range and state is made
// here from the model and the strings, and every change goes through Act.
#include "app/controls.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "app/app.h"
#include "app/code_ui.h"
#include "code/code.h"
#include "demos/composition.h"
#include "strings/decimal.h"
#include "strings/strings.h"

namespace app {

namespace {

using demos::Key;


}  // namespace

std::string ParamShown(double v, int decimals, std::string_view unit) {
  return demos::FixedNumber(v, decimals) + (unit.empty() ? "" : " ") + std::string(unit);
}

std::string Spoken(double v, int decimals) {
  std::string n = demos::FixedNumber(v, decimals);
  if (n.find_first_of(".,") != std::string::npos) {
    while (!n.empty() && n.back() == '0') n.pop_back();
    if (!n.empty() && (n.back() == '.' || n.back() == ',')) n.pop_back();
  }
  return n;
}

namespace {

Control Make(const char* name, ControlKind kind, std::string label, std::string help = {}) {
  Control c;
  c.name = name;
  c.kind = kind;
  c.label = std::move(label);
  c.help = std::move(help);
  c.keys = ShortcutKeys(c.name);  // aria-keyshortcuts, from the shortcut table (below)
  return c;
}

// A button's tip that names its key: {0} is its aria-keyshortcuts, from the shortcut table, so
// the tip follows the table.
std::string KeyTip(Key tip, const char* control) { return demos::Trf(tip, {ShortcutKeys(control)}); }

Control Words(const std::string& name, std::string text, const char* role) {
  Control c;
  c.name = name;
  c.kind = ControlKind::Text;
  c.text = std::move(text);
  c.role = role;
  return c;
}

Control SliderOf(const char* name, std::string label, std::string help, double v, double lo, double hi, double step,
                 int decimals) {
  Control c = Make(name, ControlKind::Slider, std::move(label), std::move(help));
  c.value = v, c.min = lo, c.max = hi, c.step = step, c.decimals = decimals;
  return c;
}

Control Toggle(const std::string& name, std::string label, bool on, std::string help = {}) {
  Control c = Make(name.c_str(), ControlKind::Toggle, std::move(label), std::move(help));
  c.value = on ? 1.0 : 0.0;
  return c;
}


// A challenge's lock on control `name` now: the scene's set-up until any question's verdict, the
// rest of the scene until a yes/no or pick question's.
bool ChallengeLocked(const App& a, std::string_view name) { return IsSetupControl(name) ? SetupFrozen(a) : SceneFrozen(a); }

// Whether the scene carries a teacher's set-up that another demo would throw away.
bool HasSetupToLose(const App& a) {
  const demos::LessonSetup& l = a.scene.settings.setup;
  // (a lesson= link's id stays in the set-up after another demo opens: a.scene.lesson is the lesson shown)
  return a.scene.lesson >= 0 || l.hasCheck || !l.title.empty() || !l.prompt.empty() || l.locked != 0 || l.hidden != 0;
}

// [SECTION] the sections
void DemoSection(const App& a, std::vector<Control>& out) {
  Control demo = Make("combo:demo", ControlKind::Choice, demos::Tr("ui.demo"));
  const auto& all = demos::Demos();
  for (int i = 0; i < int(all.size()); ++i) {
    demo.choices.push_back({all[i].id, std::to_string(i + 1) + ". " + all[i].title});
    if (i == a.scene.pg.demoIndex()) demo.value = i, demo.text = all[i].title;
  }
  // A teacher's set-up (a lesson, a question, a title, knobs locked or hidden) goes with the scene
  // when another demo opens: where the arrow keys choose as they go (the accessible view's
  // <select>), the choice then waits for its button, as the lessons gallery's (WCAG 3.2.2). On a
  // scene of one's own an arrow key opens the next demo at once (issue 33's keyboard walk).
  if (HasSetupToLose(a)) demo.confirm = demos::Tr("ui.open_demo");
  out.push_back(std::move(demo));
  Control lessons = Make("combo:lessons", ControlKind::Choice, demos::Tr("ui.lessons"), demos::Tr("ui.tip.lessons"));
  lessons.confirm = demos::Tr("ui.open_lesson");
  lessons.choices.push_back({"none", demos::Tr("ui.choose_lesson")});
  const auto& gallery = demos::Lessons();
  for (int i = 0; i < int(gallery.size()); ++i) lessons.choices.push_back({gallery[i].id, gallery[i].title});
  lessons.value = a.scene.lesson + 1;  // the index of its choice: 0 is "Choose a lesson"
  lessons.text = a.scene.lesson >= 0 && a.scene.lesson < int(gallery.size()) ? gallery[a.scene.lesson].title
                                                                             : lessons.choices[0].label;
  out.push_back(std::move(lessons));
  out.push_back(Words("text:demo-lesson", a.scene.pg.desc().lesson, "paragraph"));
  out.push_back(Words("text:demo-source", demos::Trf("ui.source", {a.scene.pg.desc().source}), "paragraph"));
}

/// The Time slider's words: "12.5 s, 2 captures, 1 escape so far" (each kind of event the run had
/// up to now, in the legend's order), or "12.5 s of 30 s" before any.
std::string TimelineWords(const demos::Playground& pg, const std::string& now, const std::string& end) {
  std::string counts;
  for (int k = 0; k < demos::kEventKinds; ++k) {
    int n = pg.EventsUpTo(demos::EventKind(k), pg.steps());
    if (n == 0) continue;
    std::string key = demos::JoinKey("event", demos::EventName(demos::EventKind(k)), demos::PluralOne(n) ? "one" : "many");
    std::string words = demos::TrKey(key);  // "{0} captures": the count in place of {0}
    size_t at = words.find("{0}");
    if (at != std::string::npos) words.replace(at, 3, std::to_string(n));
    if (!counts.empty()) counts += demos::Tr("ui.list_separator");
    counts += words;
  }
  return counts.empty() ? demos::Trf("ui.timeline_text", {now, end}) : demos::Trf("ui.timeline_events", {now, counts});
}

void TimeSection(const App& a, std::vector<Control>& out) {
  bool paused = a.scene.settings.paused;
  out.push_back(Make("button:play", ControlKind::Button, demos::Tr(paused ? Key("ui.play") : Key("ui.pause")), demos::Tr("ui.tip.play")));
  out.push_back(Make("button:step", ControlKind::Button, demos::Tr("ui.step"), KeyTip("ui.tip.step", "button:step")));
  out.push_back(Make("button:reset", ControlKind::Button, demos::Tr("ui.reset"), demos::Tr("ui.tip.reset")));
  float speed = a.scene.settings.speed;
  char lo[16], hi[16];  // the range's ends in the language's numbers: "0,1x" in Portuguese
  std::snprintf(lo, sizeof lo, "%g", double(demos::kMinSpeed));
  std::snprintf(hi, sizeof hi, "%g", double(demos::kMaxSpeed));
  demos::LocalizeNumbers(lo);
  demos::LocalizeNumbers(hi);
  std::string tip = demos::Trf("ui.tip.speed", {lo, hi});
  Control s = SliderOf("slider:speed", demos::Tr("ui.speed"), tip, speed, demos::kMinSpeed,
                       demos::kMaxSpeed, 0.05, 2);
  s.logarithmic = true;
  s.unit = "x";
  s.shown = demos::FixedNumber(speed, 2) + "x";
  // "1.5 times real time"; at 1x, as it reads rounded, "real time" ("1 times" was no sentence).
  s.text = demos::FixedNumber(speed, 2) == demos::FixedNumber(1.0, 2) ? demos::Tr("ui.speed_text.one") : demos::Trf("ui.speed_text", {Spoken(speed, 2)});
  out.push_back(std::move(s));
  out.push_back(Make("button:copy", ControlKind::Button, demos::Tr("ui.copy_link"), demos::Tr("ui.tip.copy_link")));
  out.push_back(Make("button:share", ControlKind::Button, demos::Tr("ui.share"),
                     demos::Tr(kOnPage ? "ui.tip.share" : "ui.tip.share_desktop")));
  out.push_back(ClipControl(a));
  out.push_back(Make("button:help", ControlKind::Button, demos::Tr("ui.help"), KeyTip("ui.tip.help", "button:help")));
  // The timeline bar under the world (timeline_ui.cpp): any moment of the run so far.
  const demos::Playground& pg = a.scene.pg;
  double now = pg.Seconds(pg.steps()), start = pg.Seconds(pg.historyStart()), end = pg.Seconds(pg.historyEnd());
  Control t = SliderOf("slider:time", demos::Tr("ui.timeline"), TimelineKeysText("ui.tip.timeline"), now, start,
                       std::max(end, now), pg.Seconds(1), 1);
  t.text = TimelineWords(pg, Spoken(now, 1), Spoken(t.max, 1));
  int64_t from = 0, to = 0;
  if (RangeInRun(a.scene, &from, &to))  // the range Save clip opens on (timeline_ui.cpp)
    t.text = demos::Trf("ui.timeline_range", {t.text, Spoken(pg.Seconds(from), 2), Spoken(pg.Seconds(to), 2)});
  t.shown = demos::FixedNumber(now, 1) + " s";
  // Not locked by a challenge: a moment of the run changes nothing graded (the settings, seed and
  // set-up are), and the bar, its keys and scrub() all move it (the accessible slider alone refused).
  out.push_back(std::move(t));
  out.push_back(MomentLinkControl(a));
}


Control ParamControl(const App& a, int i) {
  const demos::ParamSpec& s = a.scene.pg.specs()[size_t(i)];
  float v = a.scene.pg.params()[size_t(i)];
  Control c;
  c.name = std::string("param:") + s.name;
  c.label = s.label;
  c.help = s.help;
  c.value = v;
  c.unit = s.unit;
  c.min = s.min, c.max = s.max;
  c.locked = ParamLocked(a, i);
  switch (s.kind) {
    case demos::ParamKind::Float:
    case demos::ParamKind::Int:
      c.kind = ControlKind::Slider;
      c.decimals = ParamDecimals(s);
      c.step = ParamStep(s);
      c.logarithmic = s.kind == demos::ParamKind::Int && s.max - s.min > 1000.0f;
      if (c.logarithmic && s.min >= 1.0f) c.keyRatio = std::pow(double(s.max) / double(s.min), 0.01);
      c.shown = ParamShown(v, c.decimals, s.unit);
      c.text = ValueWords(s.unit, v, c.decimals);
      break;
    case demos::ParamKind::Choice:
      c.kind = ControlKind::Choice;
      for (int k = 0; k <= int(s.max); ++k)
        c.choices.push_back({s.choices ? s.choices[k] : std::to_string(k), demos::ChoiceLabel(a.scene.pg.desc(), s, k)});
      c.text = demos::ChoiceLabel(a.scene.pg.desc(), s, int(v));
      break;
    case demos::ParamKind::Toggle:
      c.kind = ControlKind::Toggle;
      break;
  }
  return c;
}

void ParamsSection(const App& a, std::vector<Control>& out) {
  const demos::LessonSetup& setup = a.scene.settings.setup;
  for (int i = 0; i < int(a.scene.pg.specs().size()); ++i) {
    if (i < 64 && (setup.hidden >> i) & 1u) continue;  // the lesson's link hides it
    out.push_back(ParamControl(a, i));
  }
  Control defaults = Make("button:defaults", ControlKind::Button, demos::Tr("ui.defaults"), demos::Tr("ui.tip.defaults"));
  defaults.locked = ChallengeLocked(a, defaults.name);
  out.push_back(std::move(defaults));
  Control seed = Make("input:seed", ControlKind::Number, demos::Tr("ui.seed"), demos::Tr("ui.tip.seed"));
  seed.value = double(a.scene.pg.seed());
  seed.text = std::to_string(a.scene.pg.seed());
  seed.min = 0.0, seed.max = double(demos::kMaxSeed), seed.step = 1.0;
  seed.locked = ChallengeLocked(a, seed.name);
  out.push_back(std::move(seed));
  Control reroll = Make("button:reroll", ControlKind::Button, demos::Tr("ui.reroll"), demos::Tr("ui.tip.reroll"));
  reroll.locked = ChallengeLocked(a, reroll.name);
  out.push_back(std::move(reroll));
  if (a.scene.pg.PaintCells() > 0) {  // the flowfield demo: a drag paints; this takes it off
    out.push_back(Words("text:paint-hint", demos::Tr("ui.paint_hint"), "paragraph"));
    bool painted = !a.scene.pg.paint().empty();
    Control noise = Make("button:noisefield", ControlKind::Button, demos::Tr("ui.noise_field"),
                         demos::Tr(painted ? Key("ui.tip.noise_field") : Key("ui.tip.noise_field_none")));
    noise.enabled = painted;
    noise.locked = ChallengeLocked(a, noise.name);  // the field's paint is the scene's set-up, as the seed
    out.push_back(std::move(noise));
  }
}

// [SECTION] the composer (demo custom): names as composer_ui.cpp draws them
std::string MixName(const char* kind, int g, const std::string& what) {
  return std::string(kind) + ":mix-" + demos::GroupLetter(g) + "-" + what;
}

std::string TargetName(const demos::Target& t) {
  switch (t.kind) {
    case demos::TargetKind::Group: return std::string(1, demos::GroupLetter(t.group));
    case demos::TargetKind::Mouse: return "mouse";
    case demos::TargetKind::Path: return "path";
    case demos::TargetKind::Obstacles: return "obstacles";
    case demos::TargetKind::None: break;
  }
  return "";
}

void UseControls(const demos::Group& gr, int g, int k, int groups, std::vector<Control>& out) {
  const demos::Use& u = gr.uses[size_t(k)];
  std::string n = std::to_string(k + 1);
  Control what = Make(MixName("combo", g, n + "-behaviour").c_str(), ControlKind::Choice, demos::Trf("composer.behaviour_n", {n}));
  for (int b = 0; b < demos::kBehaviourCount; ++b) {
    demos::Target t;
    ControlChoice ch{demos::BehaviourName(demos::Behaviour(b)), demos::BehaviourLabel(demos::Behaviour(b))};
    ch.enabled = demos::DefaultTarget(demos::Behaviour(b), g, groups, &t);
    what.choices.push_back(std::move(ch));
  }
  what.value = int(u.behaviour);
  what.text = demos::BehaviourLabel(u.behaviour);
  out.push_back(std::move(what));
  std::vector<ControlChoice> targets;
  for (const demos::Target& t : ComposerTargets(u.behaviour, g, groups))
    targets.push_back({TargetName(t), t.kind == demos::TargetKind::Group ? demos::GroupLabel(t.group)
                                      : t.kind == demos::TargetKind::Mouse ? demos::Tr("composer.target.mouse")
                                      : t.kind == demos::TargetKind::Path  ? demos::Tr("composer.target.path")
                                                                           : demos::Tr("composer.target.obstacles")});
  if (u.behaviour == demos::Behaviour::PathFollowing) targets.push_back({"reynolds", demos::Tr("composer.target.reynolds")});
  if (!targets.empty()) {
    Control target = Make(MixName("combo", g, n + "-target").c_str(), ControlKind::Choice, demos::Trf("composer.target_n", {n}));
    std::string now = u.follow == demos::FollowMethod::Reynolds ? "reynolds" : TargetName(u.target);
    for (size_t i = 0; i < targets.size(); ++i)
      if (targets[i].value == now) target.value = double(i), target.text = targets[i].label;
    target.choices = std::move(targets);
    out.push_back(std::move(target));
  }
  Control weight = SliderOf(MixName("slider", g, n + "-weight").c_str(), demos::Trf("composer.weight_n", {n}), {}, u.weight,
                            0.0, demos::kMaxWeight, 0.1, 2);
  weight.logarithmic = true;
  weight.shown = std::string(demos::Tr("composer.weight")) + " " + demos::FixedNumber(u.weight, 2);
  weight.text = demos::FixedNumber(u.weight, 2);
  out.push_back(std::move(weight));
  if (gr.method == steer::Combination::Dithered) {
    Control p = SliderOf(MixName("slider", g, n + "-probability").c_str(), demos::Trf("composer.probability_n", {n}), {},
                         u.probability, 0.0, 1.0, 0.05, 2);
    p.shown = "p " + demos::FixedNumber(u.probability, 2);
    p.text = demos::FixedNumber(u.probability, 2);
    out.push_back(std::move(p));
  }
  out.push_back(Make(MixName("button", g, n + "-remove").c_str(), ControlKind::Button,
                     demos::Trf("composer.remove_n", {n, std::string(1, demos::GroupLetter(g))})));
}

void GroupControls(const demos::Composition& c, int g, std::vector<Control>& out) {
  const demos::Group& gr = c.groups[size_t(g)];
  int groups = int(c.groups.size());
  std::string letter(1, demos::GroupLetter(g));
  out.push_back(Words(MixName("text", g, "group"), demos::Trf("composer.group_n", {letter}), "heading"));
  if (groups > 1)
    out.push_back(Make(MixName("button", g, "remove").c_str(), ControlKind::Button, demos::Trf("composer.remove_group_n", {letter})));
  Control count = SliderOf(MixName("slider", g, "count").c_str(), demos::Tr("composer.agents"), {}, gr.count,
                           demos::kMinCount, demos::kMaxCount, 1.0, 0);
  count.shown = count.text = std::to_string(gr.count);
  out.push_back(std::move(count));
  Control speed = SliderOf(MixName("slider", g, "speed").c_str(), demos::Tr("composer.max_speed"), {}, gr.maxSpeed,
                           demos::kMinGroupSpeed, demos::kMaxGroupSpeed, 1.0, 0);
  speed.shown = demos::FixedNumber(gr.maxSpeed, 0) + " " + demos::Tr("unit.ups");
  speed.text = ValueWords(demos::Tr("unit.ups"), gr.maxSpeed, 0);
  out.push_back(std::move(speed));
  Control force = SliderOf(MixName("slider", g, "force").c_str(), demos::Tr("composer.max_force"), {}, gr.maxForce,
                           demos::kMinGroupForce, demos::kMaxGroupForce, 10.0, 0);
  force.logarithmic = true;
  force.shown = demos::FixedNumber(gr.maxForce, 0) + " " + demos::Tr("unit.ups2");  // per unit of mass: an acceleration
  force.text = ValueWords(demos::Tr("unit.ups2"), gr.maxForce, 0);
  out.push_back(std::move(force));
  for (int m = 0; m < 3; ++m) {
    const char* method = demos::MethodName(steer::Combination(m));
    Control r = Make(MixName("radio", g, method).c_str(), ControlKind::Radio,
                     demos::TrKey(std::string("composer.method.") + method));
    r.group = demos::Trf("composer.method_of", {letter});
    r.value = int(gr.method) == m ? 1.0 : 0.0;
    out.push_back(std::move(r));
  }
  for (int k = 0; k < int(gr.uses.size()); ++k) UseControls(gr, g, k, groups, out);
  if (int(gr.uses.size()) < demos::kMaxBehaviours)
    out.push_back(Make(MixName("button", g, "add").c_str(), ControlKind::Button, demos::Tr("composer.add_behaviour")));
}

void ComposerSection(const App& a, std::vector<Control>& out) {
  const demos::Composition& c = demos::Effective(a.scene.pg.composition());
  size_t first = out.size();
  for (int g = 0; g < int(c.groups.size()); ++g) GroupControls(c, g, out);
  if (int(c.groups.size()) < demos::kMaxGroups)
    out.push_back(Make("button:mix-add-group", ControlKind::Button, demos::Tr("composer.add_group")));
  // The groups are the custom demo's scene, as another demo's parameters: a challenge's graded
  // scene until its verdict (SceneFrozen), in every view.
  if (SceneFrozen(a))
    for (size_t i = first; i < out.size(); ++i) out[i].locked = out[i].kind != ControlKind::Text;
}

void LessonSection(const App& a, std::vector<Control>& out) {
  const auto& lessons = demos::Lessons();
  if (a.scene.lesson >= 0 && a.scene.lesson < int(lessons.size())) {
    out.push_back(Words("text:lesson", lessons[size_t(a.scene.lesson)].title, "heading"));
    out.push_back(Words("text:lesson-text", lessons[size_t(a.scene.lesson)].text, "paragraph"));
  }
  // The formula, live: the panel writes it line by line; here the lines as one paragraph, as they
  // were when the page last read the description (a running scene's numbers move every frame).
  std::vector<demos::Readout> lines;
  a.scene.pg.Formula(lines);
  std::string formula;
  for (const demos::Readout& r : lines) formula += (formula.empty() ? "" : " ") + std::string(r.text);
  if (!formula.empty()) out.push_back(Words("text:formula", formula, "paragraph"));
  // The hints stay folded while a challenge is open: they would give its answer away.
  if (HasChallenge(a)) return;
  const auto& tryThis = a.scene.pg.desc().tryThis;
  if (!tryThis[0]) return;
  out.push_back(Words("text:try-this", demos::Tr("ui.try_this"), "heading"));
  for (int i = 0; i < 3; ++i)
    if (tryThis[i]) out.push_back(Words("text:try-" + std::to_string(i + 1), tryThis[i], "item"));
}

// A value of parameter `spec` as text: a choice name or a number with its unit.
std::string ValueText(const demos::DemoDesc& demo, const demos::ParamSpec& spec, float v) {
  if (spec.kind == demos::ParamKind::Choice && spec.choices) return demos::ChoiceLabel(demo, spec, int(v));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", double(v));
  demos::LocalizeNumbers(buf);
  return buf + std::string(spec.unit[0] ? " " : "") + spec.unit;
}

// A metric as people read it: whole numbers (counts) without decimals, small values (ratios
// such as polarization) with two, the rest with one.
std::string MetricValueText(float v) {
  if (std::fabs(v) < 1e7f && v == std::floor(v)) return demos::FixedNumber(v, 0);
  return demos::FixedNumber(v, std::fabs(v) < 10.0f ? 2 : 1);
}

void CompareSection(const App& a, std::vector<Control>& out) {
  const auto& specs = a.scene.pg.specs();
  int cp = a.scene.pg.compareParam();
  Control c = Make("combo:compare", ControlKind::Choice, demos::Tr("ui.compare_with"), demos::Tr("ui.tip.compare"));
  c.choices.push_back({"", demos::Tr("ui.off")});
  const uint64_t hidden = a.scene.settings.setup.hidden;
  for (int i = 0; i < int(specs.size()); ++i) {
    if (!demos::Playground::Comparable(specs[size_t(i)])) continue;
    // A knob the lesson's link hides is not offered (unless the link compares it itself).
    if (i != cp && i < 64 && ((hidden >> i) & 1u)) continue;
    c.choices.push_back({specs[size_t(i)].name, specs[size_t(i)].label});
    if (i == cp) c.value = double(c.choices.size() - 1);
  }
  c.text = c.choices[size_t(c.value)].label;
  // A challenge's graded scene until its verdict (SceneFrozen): compare and its ghost too, in every
  // view (a lesson's lock= of the parameter does not lock its ghost: comparing it is the lesson).
  c.locked = SceneFrozen(a);
  out.push_back(std::move(c));
  if (cp < 0) return;
  Control ghost = ParamControl(a, cp);
  ghost.name = "slider:ghost";
  ghost.label = demos::Trf("ui.ghost_of", {specs[size_t(cp)].label});
  ghost.help = {};
  ghost.locked = SceneFrozen(a);
  float v = a.scene.pg.ghostValue(0);
  ghost.value = v;
  if (ghost.kind == ControlKind::Choice) {
    ghost.text = ghost.choices[size_t(std::clamp(int(v), 0, int(ghost.choices.size()) - 1))].label;
  } else {
    ghost.kind = ControlKind::Slider;
    ghost.shown = demos::FixedNumber(v, 2);
    ghost.text = ValueWords(specs[size_t(cp)].unit, v, ghost.decimals);
  }
  out.push_back(std::move(ghost));
  // The race, a row a line: "Captures: scene 3, ghost 1" (the panel's grid, RaceTable).
  std::vector<RaceRow> rows = RaceRows(a);
  for (size_t r = 0; r < rows.size(); ++r) {
    std::string cells;
    for (size_t k = 0; k < rows[r].cells.size(); ++k)
      cells = demos::Trf(k == 0 ? Key("ui.race_first") : Key("ui.race_next"),
                         {cells, demos::Tr(k == 0 ? Key("ui.col_scene") : Key("ui.col_ghost")), rows[r].cells[k]});
    out.push_back(Words("text:race-" + std::to_string(r), demos::Trf("ui.race_row", {rows[r].label, cells}), "item"));
  }
}

void ViewSection(const App& a, std::vector<Control>& out) {
  Control scale = SliderOf("slider:uiScale", demos::Tr("ui.ui_scale"), demos::Tr("ui.tip.ui_scale"), a.view.uiScale,
                           demos::kMinUiScale, demos::kMaxUiScale, 0.25, 2);
  scale.unit = "x";
  scale.shown = demos::FixedNumber(a.view.uiScale, 2) + "x";
  scale.text = demos::Trf("ui.times_text", {Spoken(a.view.uiScale, 2)});
  out.push_back(std::move(scale));
  // The themes a link can name, by those names: radio:theme-dark, ui.theme.dark, ui.tip.theme.dark.
  for (demos::Theme t : demos::kLinkThemes) {
    std::string n = demos::LinkThemeName(t);
    Control r = Make(("radio:theme-" + n).c_str(), ControlKind::Radio, demos::TrKey("ui.theme." + n),
                     demos::TrKey("ui.tip.theme." + n));
    r.group = demos::Tr("ui.theme");
    r.value = a.view.theme == t ? 1.0 : 0.0;
    out.push_back(std::move(r));
  }
  out.push_back(Toggle("check:perf", demos::Tr("ui.performance"), a.view.showPerf));
  out.push_back(Toggle("check:record", demos::Tr("ui.record"), a.scene.pg.recording(),
                       demos::Trf("ui.tip.record", {Spoken(demos::Recorder::kEvery * steer::kStepSeconds, 1)})));
  out.push_back(Make("button:csv", ControlKind::Button, demos::Tr("ui.csv"), demos::Tr("ui.tip.csv")));
  out.push_back(Make("button:png", ControlKind::Button, demos::Tr("ui.png"), demos::Tr("ui.tip.png")));
  out.push_back(Toggle("check:pngLegend", demos::Tr("ui.png_legend"), a.view.pngLegend, demos::Tr("ui.tip.legend")));
  out.push_back(Make("button:fit", ControlKind::Button, demos::Tr("ui.fit"), demos::Tr("ui.tip.fit")));
  out.push_back(Make("button:zoomIn", ControlKind::Button, demos::Tr("ui.zoom_in"), KeyTip("ui.tip.zoom_in", "button:zoomIn")));
  out.push_back(Make("button:zoomOut", ControlKind::Button, demos::Tr("ui.zoom_out"), KeyTip("ui.tip.zoom_out", "button:zoomOut")));
  out.push_back(Make("button:offline", ControlKind::Button, demos::Tr("ui.offline"),
                     demos::Tr(kOnPage ? "ui.tip.offline" : "ui.offline_desktop")));
}

void SelectedCode(const App& a, std::vector<Control>& out);
void SelectedSection(const App& a, std::vector<Control>& out) {
  SelectedCode(a, out);
  // The agent in words, as the panel writes it (a line each: who, its numbers, what it does now),
  // or how to pick one: the section is there whatever is selected (the accessible view's agent
  // picker lives in it).
  const steer::World& w = a.scene.pg.world();
  if (a.scene.selected < 0 || a.scene.selected >= int(w.agents.size())) {
    out.push_back(Words("text:selected", demos::Tr("ui.click_agent"), "paragraph"));
    return;
  }
  const steer::Agent& ag = w.agents[size_t(a.scene.selected)];
  std::string text = "#" + std::to_string(ag.id) + " " + a.scene.pg.RoleWord(ag.role) + "\n" +
                     demos::Trf("ui.agent_numbers", {demos::FixedNumber(ag.Speed(), 0), demos::FixedNumber(ag.maxSpeed, 0),
                                                     demos::FixedNumber(steer::Length(ag.force), 0), demos::FixedNumber(ag.maxForce, 0)});
  std::vector<demos::Readout> lines;
  a.scene.pg.Explain(a.scene.selected, lines);
  for (const demos::Readout& r : lines) (text += "\n") += r.text;
  out.push_back(Words("text:selected", std::move(text), "paragraph"));
}

void SelectedCode(const App& a, std::vector<Control>& out) {
  if (!demos::HasCode(a.scene.pg, a.scene.selected)) return;
  Control lang = Make("combo:codelang", ControlKind::Choice, demos::Tr("ui.code_language"), demos::Tr("ui.tip.code_language"));
  for (int i = 0; CodeLangId(i); ++i) lang.choices.push_back({CodeLangId(i), CodeLangLabel(i)});
  lang.value = CodeExportLangIndex();
  lang.text = CodeLangLabel(CodeExportLangIndex());
  out.push_back(std::move(lang));
  bool custom = std::strcmp(a.scene.pg.desc().id, "custom") == 0;
  out.push_back(Make("button:copycode", ControlKind::Button, demos::Tr("ui.copy_code"),
                     demos::Tr(custom                 ? Key("ui.tip.copy_code_group")
                               : a.scene.selected >= 0 ? Key("ui.tip.copy_code")
                                                       : Key("ui.tip.copy_code_main"))));
}

// A link's title and question (the header over the world), and a challenge's answer, Run, its
// progress and verdict under it.
void HeaderSection(const App& a, std::vector<Control>& out) {
  const demos::LessonSetup& l = a.scene.settings.setup;
  if (!l.title.empty()) out.push_back(Words("text:title", l.title, "heading"));
  if (!l.prompt.empty()) out.push_back(Words("text:prompt", l.prompt, "paragraph"));
}

void ChallengeSection(const App& a, std::vector<Control>& out) {
  if (!HasChallenge(a)) return;
  const ChallengeState& c = a.scene.challenge;
  const demos::LessonSetup& l = a.scene.settings.setup;
  if (l.ask == demos::Ask::Set) {
    out.push_back(Words("text:challenge-ask", demos::Tr("challenge.set_knob"), "paragraph"));
  } else {
    for (const std::string& o : ChallengeAnswers(a)) {
      Control r = Make(("button:answer-" + o).c_str(), ControlKind::Radio, ChallengeAnswerWords(a, o));
      r.group = demos::Tr(l.ask == demos::Ask::Pick ? Key("challenge.your_pick") : Key("challenge.your_prediction"));
      r.value = c.answer == o ? 1.0 : 0.0;
      r.locked = AnswersLocked(a);  // AnswerChallenge's rule: the answer is given before Run
      out.push_back(std::move(r));
    }
  }
  if (c.phase == ChallengeState::Running) {
    // How far the run is, of the check's whole run: a timer (the page keeps it current for
    // reading and says it when the run starts, not at each tenth). Not of the moment that decides
    // it, where the run stops: "0.6 of 6.9 s" where "survive 30 s" would fail told the verdict at
    // Run; the run stopping is the verdict's moment.
    std::string now = demos::FixedNumber(a.scene.pg.world().Time(), 1), end = demos::FixedNumber(l.check.seconds, 1);
    out.push_back(Words("text:challenge-progress", demos::Trf("challenge.running", {now, end}), "timer"));
    out.push_back(Make("button:challenge-reveal", ControlKind::Button, demos::Tr("challenge.reveal")));
  } else {
    Control run = Make("button:challenge-run", ControlKind::Button,
                       demos::Tr(c.phase == ChallengeState::Done ? Key("challenge.run_again") : Key("challenge.run")));
    run.enabled = l.ask == demos::Ask::Set || !c.answer.empty();
    out.push_back(std::move(run));
  }
  // Its room is kept from the start (the world does not move when it comes): until then the
  // challenge bar shows its help there, greyed, and every view with it; not during the run, whose
  // progress stands there.
  Control verdict = Words("text:challenge-verdict", ChallengeVerdict(a), "status");
  if (c.phase != ChallengeState::Running)
    verdict.help = demos::Tr(ChallengeExploring(a) ? Key("challenge.answer_again") : Key("challenge.verdict_here"));
  out.push_back(std::move(verdict));
}

}  // namespace

std::vector<std::string> ExperimentCells(const demos::ExperimentRow& r) {
  std::vector<std::string> cells;
  cells.push_back(r.escapes > 0 ? demos::Trf("ui.exp_escaped", {std::to_string(r.chases), std::to_string(r.escapes)})
                                : std::to_string(r.chases));
  for (float v : {r.mean, r.median, r.min, r.max}) cells.push_back(r.chases > 0 ? demos::FixedNumber(v, 1) : std::string());
  return cells;
}

std::vector<std::string> ExperimentHeads() {
  return {demos::Tr("ui.exp_caught"), demos::Tr("ui.exp_mean"), demos::Tr("ui.exp_median"), demos::Tr("ui.exp_min"),
          demos::Tr("ui.exp_max")};
}

std::vector<RaceRow> RaceRows(const App& a) {
  std::vector<RaceRow> rows;
  const demos::Playground& pg = a.scene.pg;
  int cp = pg.compareParam();
  if (cp < 0) return rows;
  const demos::ParamSpec& spec = pg.specs()[size_t(cp)];
  std::vector<std::vector<demos::Metric>> variants(1);
  pg.Metrics(variants[0]);
  for (int g = 0; g < pg.ghostCount(); ++g) {
    variants.emplace_back();
    pg.GhostMetrics(g, variants.back());
  }
  rows.push_back({spec.label, {}});
  for (int v = 0; v < int(variants.size()); ++v)
    rows.back().cells.push_back(ValueText(pg.desc(), spec, v == 0 ? pg.params()[size_t(cp)] : pg.ghostValue(v - 1)));
  for (size_t m = 0; m < variants[0].size(); ++m) {
    rows.push_back({demos::MetricText(variants[0][m].name), {}});
    for (const auto& ms : variants) rows.back().cells.push_back(MetricValueText(m < ms.size() ? ms[m].value : 0.0f));
  }
  return rows;
}

Control MomentLinkControl(const App&) {
  return Make("button:copymoment", ControlKind::Button, demos::Tr("ui.copy_moment"), demos::Tr("ui.tip.copy_moment"));
}

Control ClipControl(const App& a) {
  (void)a;  // a clip can be made of any run: the dialog says when its span is empty
  // The desktop saves no clip (desktop_host.cpp's OpenClip): its tip is what the click says.
  return Make("button:clip", ControlKind::Button, demos::Tr("ui.clip"),
              kOnPage ? demos::Trf("ui.tip.clip", {Spoken(kDefaultClipSeconds, 1)}) : demos::Tr("ui.clip_desktop"));
}

std::string TypedValue(const Control& c) { return demos::FixedNumber(c.value, c.decimals); }

const char* ControlKindName(ControlKind kind) {
  static const char* const kNames[] = {"button", "slider", "choice", "toggle", "radio", "number", "text"};
  return kNames[int(kind)];
}

// [SECTION] the scene's keyboard shortcuts
const char* ShortcutActionName(ShortcutAction action) {
  static const char* const kNames[] = {"pause", "step", "stepBack", "start", "end", "rangeStart", "rangeEnd",
                                       "rangeClear", "reset", "demo", "describe", "help", "fit", "zoomIn", "zoomOut"};
  return kNames[int(action)];
}

std::span<const Shortcut> Shortcuts() {
  using A = ShortcutAction;
  static constexpr Shortcut kShortcuts[] = {
      {{" "}, A::Pause, "button:play", "Space", 1, false, 0, true},
      {{"n", "N", "ArrowRight"}, A::Step, "button:step", "N", 2, false, 0, true},
      {{","}, A::StepBack, "slider:time", ",", 16, false},
      {{"."}, A::Step, "slider:time", ".", 16, false},
      {{"Home"}, A::Start, "slider:time", "Home", 17, false},
      {{"End"}, A::End, "slider:time", "End", 17, false},
      // The clip's range on the timeline, as video editors mark in and out (timeline_ui.cpp).
      {{"i", "I"}, A::RangeStart, "slider:time", "I", 18, false},
      {{"o", "O"}, A::RangeEnd, "slider:time", "O", 18, false},
      {{"Escape"}, A::RangeClear, "slider:time", "Escape", 19, false},
      {{"r", "R"}, A::Reset, "button:reset", "R", 3, false, 0, true},
      {{"1", "2", "3", "4", "5", "6", "7", "8", "9"}, A::Demo, "combo:demo", "1 2 3 4 5 6 7 8 9", 4, false},
      {{"d", "D"}, A::Describe, "", "D", 5, true, 0, true},
      {{"h", "H", "?"}, A::Help, "button:help", "H", 6, false, 0, true},
      {{"f", "F"}, A::Fit, "button:fit", "F", 14, false},
      {{"+", "="}, A::ZoomIn, "button:zoomIn", "+", 15, false, 1},
      {{"-"}, A::ZoomOut, "button:zoomOut", "-", 15, false},
  };
  return kShortcuts;
}

const Shortcut* ShortcutOf(std::string_view key) {
  for (const Shortcut& s : Shortcuts())
    for (const char* k : s.keys)
      if (k && key == k) return &s;
  return nullptr;
}

namespace {

// A key as the help writes it: a letter in capitals, the space bar and Escape in the reader's
// words (key.space, key.escape), an arrow as an arrow, any other key as KeyboardEvent.key names it
// ("Home", ",", "+": what is printed on the key).
std::string KeyLabel(std::string_view key) {
  if (key == " ") return demos::Tr("key.space");
  if (key == "Escape") return demos::Tr("key.escape");
  static constexpr std::pair<std::string_view, std::string_view> kArrows[] = {
      {"ArrowLeft", "\u2190"}, {"ArrowUp", "\u2191"}, {"ArrowRight", "\u2192"}, {"ArrowDown", "\u2193"}};
  for (const auto& [name, arrow] : kArrows)
    if (key == name) return std::string(arrow);
  if (key.size() == 1 && key[0] >= 'a' && key[0] <= 'z') return std::string(1, char(key[0] - 'a' + 'A'));
  return std::string(key);
}

// A shortcut's keys as the help writes them, from the table: each key once (n and N are one key),
// but its aliases (Shortcut::named), a run of three or more digits as "1 - 9", the others joined
// by key.either ("N or →").
std::string ShortcutLabel(const Shortcut& s) {
  std::vector<std::string> labels;
  const int named = s.named > 0 ? s.named : int(std::size(s.keys));
  for (int i = 0; i < named; ++i) {
    const char* k = s.keys[i];
    if (!k) continue;
    std::string label = KeyLabel(k);
    if (std::find(labels.begin(), labels.end(), label) == labels.end()) labels.push_back(std::move(label));
  }
  if (labels.empty()) return {};
  bool digitRun = labels.size() >= 3;
  for (size_t i = 0; i < labels.size() && digitRun; ++i)
    digitRun = labels[i].size() == 1 && labels[i][0] >= '0' && labels[i][0] <= '9' &&
               (i == 0 || labels[i][0] == labels[i - 1][0] + 1);
  if (digitRun) return labels.front() + " - " + labels.back();
  std::string out = labels[0];
  for (size_t i = 1; i < labels.size(); ++i) out = demos::Trf("key.either", {out, labels[i]});
  return out;
}

}  // namespace

std::vector<ShortcutRow> ShortcutRows(bool pageOnlyToo) {
  std::vector<ShortcutRow> rows;
  for (const Shortcut& s : Shortcuts()) {
    if (s.pageOnly && !pageOnlyToo) continue;
    auto it = std::find_if(rows.begin(), rows.end(), [&](const ShortcutRow& r) { return r.row == s.row; });
    if (it == rows.end()) {
      rows.push_back({s.row, {}, demos::TrKey("help.does" + std::to_string(s.row)), {}});
      it = rows.end() - 1;
    }
    // The shortcuts of one row side by side ("Home / End"), named from the table itself.
    it->keys += (it->shortcuts.empty() ? "" : " / ") + ShortcutLabel(s);
    it->shortcuts.push_back(&s);
  }
  return rows;
}

std::vector<GestureRow> GestureRows() {
  std::vector<GestureRow> rows;
  for (int i = 8; i <= 13; ++i) {
    std::string n = std::to_string(i);
    rows.push_back({demos::TrKey("help.key" + n), demos::TrKey("help.does" + n)});
  }
  return rows;
}

std::string TimelineKeysText(demos::Key key) {
  auto aria = [](ShortcutAction action) -> std::string_view {
    for (const Shortcut& s : Shortcuts())
      if (s.action == action && std::string_view(s.control) == "slider:time") return s.aria;
    return {};
  };
  using A = ShortcutAction;
  return demos::Trf(key, {aria(A::RangeStart), aria(A::RangeEnd), aria(A::RangeClear), aria(A::StepBack),
                          aria(A::Step), aria(A::Start), aria(A::End)});
}

std::string ShortcutKeys(std::string_view control) {
  std::string keys;
  for (const Shortcut& s : Shortcuts()) {
    if (control != s.control) continue;
    if (!keys.empty()) keys += ' ';
    keys += s.aria;
  }
  return keys;
}

namespace {
std::string LockedMessage(const App& a, std::string_view name = {});  // (actions, below)

// A locked control says why first, in both views (the panel's tooltip, the page's description).
void SayWhyLocked(const App& a, std::vector<Control>& controls) {
  for (Control& c : controls)
    if (c.locked) {
      std::string why = LockedMessage(a, c.name);
      c.help = c.help.empty() ? why : why + " " + c.help;
    }
}
}  // namespace

std::vector<ControlSection> PanelControls(const App& a) {
  std::vector<ControlSection> s;
  auto add = [&](const char* name, std::string label, void (*fill)(const App&, std::vector<Control>&)) {
    s.push_back({name, std::move(label), {}});
    fill(a, s.back().controls);
    if (s.back().controls.empty()) s.pop_back();
  };
  add("header", demos::Tr("ui.sec.header"), HeaderSection);
  add("challenge", demos::Tr("ui.sec.challenge"), ChallengeSection);
  if (a.view.embed || !a.scene.settings.setup.panel) {  // the small overlay: play and reset
    s.push_back({"time", demos::Tr("ui.sec.time"), {}});
    std::vector<Control> time;
    TimeSection(a, time);
    // And the timeline's bar where it is drawn (panel=0 on the page; an embed gives the world its
    // strip): its Time slider and Link to this moment.
    const bool bar = !a.view.embed;
    for (Control& c : time)
      if (c.name == "button:play" || c.name == "button:reset" ||
          (bar && (c.name == "slider:time" || c.name == "button:copymoment")))
        s.back().controls.push_back(std::move(c));
    if (a.view.embed) s.back().controls.push_back(Make("button:open", ControlKind::Button, demos::Tr("ui.open_full")));
    for (ControlSection& section : s) SayWhyLocked(a, section.controls);  // a challenge's answers too
    return s;
  }
  // Time first: the page's Tab order reaches Play before anything moves (WCAG 2.2.2); the panel
  // draws the demo picker above it (ui.cpp draws its sections in its own order).
  add("time", demos::Tr("ui.sec.time"), TimeSection);
  add("demo", demos::Tr("ui.sec.demo"), DemoSection);
  add("parameters", demos::Tr("ui.sec.parameters"), ParamsSection);
  if (std::strcmp(a.scene.pg.desc().id, "custom") == 0) add("composer", demos::Tr("composer.header"), ComposerSection);
  add("lesson", demos::Tr("ui.sec.lesson"), LessonSection);
  add("compare", demos::Tr("ui.sec.compare"), CompareSection);
  add("experiment", ExperimentTitle(), [](const App& a, std::vector<Control>& out) {
    std::string seeds = std::to_string(demos::Experiment::kSeeds);
    std::string seconds = std::to_string(std::lround(a.scene.pg.Seconds(demos::Experiment::kStepsPerSeed)));
    out.push_back(Make("button:experiment", ControlKind::Button, demos::Trf("ui.exp_run", {seeds, seconds}),
                       demos::Trf("ui.tip.exp_run", {seeds, seconds})));
  });
  add("annotations", demos::Tr("ui.sec.annotations"), [](const App& a, std::vector<Control>& out) {
    for (int b = 0; b < demos::kLayerCount; ++b)
      out.push_back(Toggle(std::string("layer:") + demos::LayerName(b), demos::LayerLabel(b), (a.scene.pg.layers >> b) & 1u));
    // How long the arrows are (render.cpp draws them by these numbers), under the layers.
    out.push_back(Words("text:arrows-note",
                        demos::Trf("ui.arrows_note", {Spoken(kVelocityArrowSeconds, 2), Spoken(kForceArrowScale, 2)}),
                        "paragraph"));
  });
  add("selected", demos::Tr("ui.sec.selected"), SelectedSection);
  add("view", demos::Tr("ui.sec.view"), ViewSection);
  for (ControlSection& section : s) SayWhyLocked(a, section.controls);
  return s;
}

std::vector<Control> ChallengeControls(const App& a) {
  std::vector<Control> out;
  ChallengeSection(a, out);
  SayWhyLocked(a, out);
  return out;
}

const Control* FindControl(const std::vector<ControlSection>& sections, std::string_view name) {
  for (const ControlSection& s : sections)
    for (const Control& c : s.controls)
      if (c.name == name) return &c;
  return nullptr;
}

// [SECTION] rules
int ParamDecimals(const demos::ParamSpec& s) {
  if (s.kind != demos::ParamKind::Float) return 0;
  return s.max - s.min >= 100.0f ? 0 : 2;
}

double ParamStep(const demos::ParamSpec& s) {
  double range = double(s.max) - double(s.min);
  if (!(range > 0.0)) return 1.0;
  double raw = range / 100.0, power = std::pow(10.0, std::floor(std::log10(raw)));
  double step = raw <= power ? power : raw <= 2.0 * power ? 2.0 * power : raw <= 5.0 * power ? 5.0 * power : 10.0 * power;
  double finest = std::pow(10.0, -ParamDecimals(s));
  if (s.kind != demos::ParamKind::Float) finest = 1.0;
  return std::max(step, finest);
}

std::string ValueWords(const char* unit, double v, int decimals) {
  std::string n = Spoken(v, decimals);
  static const char* const kUnits[] = {"u", "ups", "ups2", "s", "deg", "x", "cells", "ps"};
  for (const char* u : kUnits) {
    std::string key = std::string("unit.") + u;
    if (std::strcmp(demos::TrKey(key), unit) != 0) continue;
    double back = 0.0;
    std::string plain = n;
    std::replace(plain.begin(), plain.end(), ',', '.');
    demos::ParseDecimal(plain, &back);
    std::string words = demos::TrKey(key + (demos::PluralOne(back) ? ".one" : ".other"));
    size_t at = words.find("{0}");
    return at == std::string::npos ? words : words.replace(at, 3, n);
  }
  return unit && unit[0] ? n + " " + unit : n;
}

bool SceneFrozen(const App& a) {
  return SetupFrozen(a) && a.scene.settings.setup.ask != demos::Ask::Set;
}

bool SetupFrozen(const App& a) {
  return HasChallenge(a) && a.scene.challenge.phase != ChallengeState::Done && !ChallengeExploring(a);
}

std::string ComposerRefusal(const App& a) {
  if (std::strcmp(a.scene.pg.desc().id, "custom") != 0) return demos::Tr("refused.no_composer");
  return SceneFrozen(a) ? LockedMessage(a) : "";  // the reason a frozen scene gives everywhere
}

bool ParamLocked(const App& a, int i) {
  return (i >= 0 && i < 64 && ((a.scene.settings.setup.locked >> i) & 1u)) || SceneFrozen(a);
}

}  // namespace app

// [SECTION] actions: the one place each verb is written
namespace app {

namespace {

void Dirty(App& a) { a.page.fragmentDirtySince = NowSeconds(); }

ActResult Done(double value = 0.0, std::string message = {}) { return {true, value, std::move(message)}; }
// A value from the API as the float the model keeps (1e300 is +inf, not a conversion C++ leaves
// undefined): to tell a value kept from one clamped.
float AsKept(double v) { return v > 3.4e38 ? HUGE_VALF : v < -3.4e38 ? -HUGE_VALF : float(v); }
ActResult Refused(std::string message, double value = 0.0) { return {false, value, std::move(message)}; }

// A choice's index from its value's name (`text`), else from `value`; -1 when neither is one.
int ChoiceIndex(const std::vector<ControlChoice>& choices, double value, std::string_view text) {
  if (!text.empty()) {
    for (size_t i = 0; i < choices.size(); ++i)
      if (choices[i].value == text) return int(i);
    return -1;
  }
  return std::isfinite(value) && value >= 0.0 && value < double(choices.size()) ? int(value) : -1;
}

// Why a control is locked: a challenge's graded scene until its verdict (every control of a yes/no
// or pick question; the scene's set-up, IsSetupControl, of any question), an answer kept with its
// verdict, else the lesson's link (lock=).
std::string LockedMessage(const App& a, std::string_view name) {
  if (name.starts_with("button:answer-") && a.scene.challenge.phase == ChallengeState::Done)
    return demos::Tr("challenge.kept_answer");
  // A knob the lesson's link locks stays locked after the verdict: that is the reason to give.
  if (name.starts_with("param:")) {
    int i = a.scene.pg.ParamIndex(name.substr(6));
    if (i >= 0 && i < 64 && ((a.scene.settings.setup.locked >> i) & 1u)) return demos::Tr("ui.locked");
  }
  return demos::Tr(ChallengeLocked(a, name) ? Key("ui.locked_challenge") : Key("ui.locked"));
}

ActResult SetParam(App& a, int i, double v) {
  const demos::ParamSpec& s = a.scene.pg.specs()[size_t(i)];
  double now = a.scene.pg.params()[size_t(i)];
  if (ParamLocked(a, i)) return Refused(LockedMessage(a), now);
  if (!std::isfinite(v)) return Refused(demos::Tr("refused.not_a_number"), now);
  // A finite number past the float's range is clamped to the parameter's end, as set() and links
  // do: as a float it would be inf, which ClampParam takes for no number (the default).
  float applied = a.scene.pg.SetAt(i, float(std::clamp(v, -double(FLT_MAX), double(FLT_MAX))));
  if (s.rebuild) a.scene.trails.Clear();
  Dirty(a);
  return Done(applied, applied != AsKept(v) ? demos::Tr("notice.clamped") : "");  // 1.05 is kept as the float 1.05f: not clamped
}

// Every parameter back to its default, but those the lesson locks (every view and the API).
ActResult Defaults(App& a) {
  if (SceneFrozen(a)) return Refused(LockedMessage(a));
  const auto& specs = a.scene.pg.specs();
  for (int i = 0; i < int(specs.size()); ++i)
    if (!ParamLocked(a, i)) a.scene.pg.SetAt(i, specs[size_t(i)].def);
  a.scene.trails.Clear();
  Dirty(a);
  return Done();
}

ActResult SetSeed(App& a, double seed) {
  if (ChallengeLocked(a, "input:seed")) return Refused(LockedMessage(a, "input:seed"), double(a.scene.pg.seed()));
  if (!(seed >= 0.0) || seed > double(demos::kMaxSeed))
    return Refused(demos::Trf("refused.not_a_seed", {std::to_string(demos::kMaxSeed)}), double(a.scene.pg.seed()));
  a.scene.pg.SetSeed(uint64_t(seed));
  a.scene.trails.Clear();
  Dirty(a);
  return Done(double(a.scene.pg.seed()));
}

// A new seed from the old one (a splitmix64 step): deterministic, no hidden randomness.
ActResult Reroll(App& a) {
  uint64_t z = a.scene.pg.seed() + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return SetSeed(a, double((z ^ (z >> 31)) % 1000000u));
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

ActResult Compare(App& a, const Control& c, double value, std::string_view text) {
  if (SceneFrozen(a)) return Refused(LockedMessage(a, c.name));
  int k = ChoiceIndex(c.choices, value, text);
  if (k < 0) return Refused(demos::Tr("refused.no_compare_param"));
  ActResult r = CompareWith(a, k == 0 ? "" : c.choices[size_t(k)].value, "");
  if (r.ok) r.value = double(k);
  return r;
}

// The ghost's value: a number, or a choice's name as links write it (the parameter's own rule,
// ParseParamValue and ClampParam, as for the parameter itself).
ActResult Ghost(App& a, double v, std::string_view text) {
  int cp = a.scene.pg.compareParam();
  if (cp < 0) return Refused(demos::Tr("refused.not_comparing"));
  if (SceneFrozen(a)) return Refused(LockedMessage(a, "slider:ghost"));
  const demos::ParamSpec& s = a.scene.pg.specs()[size_t(cp)];
  if (!text.empty()) {
    float parsed = 0.0f;
    if (!demos::ParseParamValue(s, demos::TypedNumber(text), &parsed)) return Refused(demos::Tr("refused.not_a_value"));
    v = parsed;
  }
  if (!std::isfinite(v)) return Refused(demos::Tr("refused.not_a_number"), a.scene.pg.ghostValue(0));
  std::vector<float> values;
  for (int g = 0; g < a.scene.pg.ghostCount(); ++g) values.push_back(a.scene.pg.ghostValue(g));
  if (values.empty()) values.push_back(0.0f);
  values[0] = demos::ClampParam(s, float(std::clamp(v, -double(FLT_MAX), double(FLT_MAX))));
  a.scene.pg.SetCompare(cp, values);
  a.scene.trails.Clear();
  a.scene.plots.Clear();
  Dirty(a);
  return Done(values[0]);
}

void SetTheme(App& a, demos::Theme t) {
  if (a.view.theme == t) return;
  a.view.theme = t;
  a.view.fontScaleBuilt = 0.0f;  // re-apply the style
}

// [SECTION] the composer's edits: each on the composition as it runs, then one SetComposition
bool ComposerUseEdit(demos::Composition& c, int g, int k, std::string_view what, double v, std::string_view text) {
  demos::Group& gr = c.groups[size_t(g)];
  if (k < 0 || k >= int(gr.uses.size())) return false;
  demos::Use& u = gr.uses[size_t(k)];
  int groups = int(c.groups.size());
  if (what == "remove") {
    gr.uses.erase(gr.uses.begin() + k);
  } else if (what == "weight" && std::isfinite(v)) {
    u.weight = std::clamp(float(v), 0.0f, demos::kMaxWeight);
  } else if (what == "probability" && std::isfinite(v)) {
    u.probability = std::clamp(float(v), 0.0f, 1.0f);
  } else if (what == "behaviour") {
    demos::Behaviour b;
    if (text.empty() ? !(v >= 0.0 && v < demos::kBehaviourCount) : !demos::FindBehaviour(text, &b)) return false;
    if (text.empty()) b = demos::Behaviour(int(v));
    demos::Target t;
    if (!demos::DefaultTarget(b, g, groups, &t)) return false;
    u.behaviour = b, u.target = t, u.follow = demos::FollowMethod::Waypoints;
  } else if (what == "target") {
    std::vector<std::string> names;
    std::vector<demos::Target> targets = ComposerTargets(u.behaviour, g, groups);
    for (const demos::Target& t : targets) names.push_back(TargetName(t));
    if (u.behaviour == demos::Behaviour::PathFollowing) names.push_back("reynolds");
    std::vector<ControlChoice> choices;
    for (const std::string& n : names) choices.push_back({n, n});
    int i = ChoiceIndex(choices, v, text);
    if (i < 0) return false;
    bool reynolds = names[size_t(i)] == "reynolds";
    u.target = reynolds ? demos::Target{demos::TargetKind::Path, 0} : targets[size_t(i)];
    u.follow = reynolds ? demos::FollowMethod::Reynolds : demos::FollowMethod::Waypoints;
  } else {
    return false;
  }
  return true;
}

bool ComposerGroupEdit(demos::Composition& c, int g, std::string_view what, double v) {
  demos::Group& gr = c.groups[size_t(g)];
  bool number = std::isfinite(v);
  if (what == "remove" && c.groups.size() > 1) {
    demos::RemoveGroup(c, g);
  } else if (what == "add" && int(gr.uses.size()) < demos::kMaxBehaviours) {
    demos::Use u;
    u.behaviour = demos::Behaviour::Seek;
    u.target = {demos::TargetKind::Mouse, 0};
    gr.uses.push_back(u);
  } else if (what == "count" && number) {
    gr.count = int(std::lround(std::clamp(v, double(demos::kMinCount), double(demos::kMaxCount))));
  } else if (what == "speed" && number) {
    gr.maxSpeed = std::clamp(float(v), demos::kMinGroupSpeed, demos::kMaxGroupSpeed);
  } else if (what == "force" && number) {
    gr.maxForce = std::clamp(float(v), demos::kMinGroupForce, demos::kMaxGroupForce);
  } else {
    for (int m = 0; m < 3; ++m)
      if (what == demos::MethodName(steer::Combination(m))) {
        gr.method = steer::Combination(m);
        return true;
      }
    return false;
  }
  return true;
}

// "mix-add-group", "mix-A-count", "mix-A-1-weight"...: `what` is the name after "kind:".
ActResult ComposerAct(App& a, std::string_view what, double v, std::string_view text) {
  if (std::string why = ComposerRefusal(a); !why.empty()) return Refused(why);
  demos::Composition c = demos::Effective(a.scene.pg.composition());
  bool ok = false;
  if (what == "mix-add-group") {
    ok = int(c.groups.size()) < demos::kMaxGroups;
    if (ok) c.groups.push_back(demos::NewGroup());
  } else if (what.size() > 6 && what[5] == '-' && what[4] >= 'A' && what[4] < 'A' + int(c.groups.size())) {
    int g = what[4] - 'A';
    std::string_view rest = what.substr(6);
    size_t dash = rest.find('-');
    int k = 0;
    bool use = dash != std::string_view::npos && dash > 0;
    for (size_t i = 0; use && i < dash; ++i) use = rest[i] >= '0' && rest[i] <= '9', k = k * 10 + (rest[i] - '0');
    ok = use && k >= 1 && k <= demos::kMaxBehaviours ? ComposerUseEdit(c, g, k - 1, rest.substr(dash + 1), v, text)
                                                      : ComposerGroupEdit(c, g, rest, v);
  }
  // The control as the description has it (the reply's value and words, as a parameter's).
  std::vector<Control> mine;
  ComposerSection(a, mine);
  const Control* control = nullptr;
  for (const Control& m : mine) {
    size_t colon = m.name.find(':');
    if (colon != std::string::npos && std::string_view(m.name).substr(colon + 1) == what) control = &m;
  }
  bool slider = control && control->kind == ControlKind::Slider;
  if (slider && !std::isfinite(v)) return Refused(demos::Tr("refused.not_a_number"), control->value);
  if (!ok) return Refused(demos::Tr("refused.not_a_change"));
  std::string message;
  a.scene.pg.SetComposition(c, &message);
  Dirty(a);
  if (!message.empty()) Notify(a, demos::Trf("composer.notice", {message}));
  if (!slider) return Done();
  const std::string name = control->name;  // (mine is filled again below)
  mine.clear();
  ComposerSection(a, mine);
  for (const Control& m : mine)
    if (m.name == name) return Done(m.value, AsKept(m.value) != AsKept(v) ? demos::Tr("notice.clamped") : "");  // floats, as kept
  return Done();
}

ActResult Button(App& a, std::string_view what) {
  if (what == "play") {
    a.scene.settings.paused = !a.scene.settings.paused;
  } else if (what == "step") {
    a.scene.settings.paused = true;
    StepOnce(a, 1);
  } else if (what == "reset") {
    ResetScene(a);
  } else if (what == "copy") {
    web::CopyLink(CurrentFragment(a));
  } else if (what == "copymoment") {
    web::CopyLink(MomentFragment(a), MomentNote(a));
  } else if (what == "share") {
    web::OpenShare();
  } else if (what == "clip") {
    web::OpenClip();
  } else if (what == "help") {
    a.ui.showHelp = true;
  } else if (what == "defaults") {
    return Defaults(a);
  } else if (what == "reroll") {
    return Reroll(a);
  } else if (what == "noisefield") {
    if (ChallengeLocked(a, "button:noisefield")) return Refused(LockedMessage(a, "button:noisefield"));
    if (a.scene.pg.paint().empty()) return Refused(demos::Tr("ui.tip.noise_field_none"));
    a.scene.pg.ClearPaint();
  } else if (what == "experiment") {
    a.scene.experiment.Start(a.scene.pg);
  } else if (what == "copycode") {
    web::CopyCode(CodeExportLang());
  } else if (what == "csv") {
    ExportCsv(a);
  } else if (what == "png") {
    a.ui.pngRequested = 2;
    a.ui.pictureLegend = a.view.pngLegend;
  } else if (what == "fit") {
    a.view.camera.userMoved = false;  // FitView on the next frame, and on every resize after
  } else if (what == "zoomIn") {
    ZoomView(a.view, 1.25f);
  } else if (what == "zoomOut") {
    ZoomView(a.view, 0.8f);
  } else if (what == "offline") {
    web::DownloadOffline();
  } else if (what == "open") {
    web::OpenFullPlayground(CurrentFragment(a));
  } else if (what == "challenge-run") {
    return RunChallenge(a) ? Done() : Refused(demos::Tr("refused.no_answer"));
  } else if (what == "challenge-reveal") {
    RevealChallenge(a);
  } else if (what.substr(0, 7) == "answer-") {
    if (AnswersLocked(a)) return Refused(LockedMessage(a, "button:" + std::string(what)));
    return AnswerChallenge(a, std::string(what.substr(7))) ? Done() : Refused(demos::Tr("refused.not_an_answer"));
  } else if (what.substr(0, 4) == "mix-") {
    return ComposerAct(a, what, 0.0, {});
  } else {
    return Refused(demos::Tr("refused.unknown_control"));
  }
  Dirty(a);
  return Done();
}

// The lists: a demo, a lesson, the compared setting, the code's language.
ActResult ChoiceAct(App& a, std::string_view name, double value, std::string_view text) {
  if (name == "combo:demo") {
    const auto& all = demos::Demos();
    std::vector<ControlChoice> ids;
    for (const demos::DemoDesc& d : all) ids.push_back({d.id, d.id});
    int i = ChoiceIndex(ids, value, text);
    if (i < 0) return Refused(demos::Tr("refused.unknown_demo"));
    SelectDemo(a, all[size_t(i)].id);
    Dirty(a);
    return Done(i);
  }
  if (name == "combo:lessons") {
    const auto& lessons = demos::Lessons();
    int i = -1;
    if (!text.empty()) i = demos::FindLesson(text);
    else if (std::isfinite(value) && value >= 1.0 && value <= double(lessons.size())) i = int(value) - 1;  // its choice
    if (i < 0) return Refused(demos::Tr("refused.no_lesson"));
    std::string message;
    bool ok = LoadLink(a, lessons[size_t(i)].link, &message);
    if (ok) a.scene.lesson = i;
    a.page.lastFragment.clear();  // the URL follows at once
    return {ok, double(i), message};
  }
  if (name == "combo:compare") {
    std::vector<ControlSection> s = PanelControls(a);
    const Control* c = FindControl(s, name);
    return c ? Compare(a, *c, value, text) : Refused(demos::Tr("refused.no_compare"));
  }
  if (name == "combo:codelang") {
    std::vector<ControlChoice> ids;
    for (int i = 0; CodeLangId(i); ++i) ids.push_back({CodeLangId(i), CodeLangId(i)});
    int i = ChoiceIndex(ids, value, text);
    if (i < 0) return Refused(CodeLangRefusal());
    SetCodeExportLang(i);
    return Done(i);
  }
  return Refused(demos::Tr("refused.unknown_control"));
}

// "Unknown theme: use dark, light or contrast.", the link's names (link.h kLinkThemes).
std::string ThemeRefusal() {
  static_assert(sizeof demos::kLinkThemes / sizeof demos::kLinkThemes[0] >= 2, "TrChoices lists two choices or more");
  std::vector<std::string> names;
  for (demos::Theme t : demos::kLinkThemes) names.push_back(demos::LinkThemeName(t));
  return demos::TrChoices("refused.theme", names);
}

// The View section's settings of this screen.
ActResult ViewAct(App& a, std::string_view name, double value) {
  if (name == "slider:uiScale") {  // an infinity is the end it points to, as setView has it
    if (std::isnan(value)) return Refused(demos::Tr("refused.not_a_number"), a.view.uiScale);
    a.view.uiScale = demos::Clamp(float(value), demos::kMinUiScale, demos::kMaxUiScale);
    return Done(a.view.uiScale);
  }
  if (name.substr(0, 12) == "radio:theme-") {
    demos::Theme t;
    if (!demos::ParseLinkTheme(name.substr(12), &t)) return Refused(ThemeRefusal());
    SetTheme(a, t);
    return Done(1.0);
  }
  if (name == "check:perf") {
    a.view.showPerf = value != 0.0;
    return Done(a.view.showPerf);
  }
  if (name == "check:pngLegend") {
    a.view.pngLegend = value != 0.0;
    return Done(a.view.pngLegend);
  }
  if (name == "check:record") {
    a.scene.pg.SetRecording(value != 0.0);
    a.scene.trails.Clear();
    a.scene.accumulator = 0.0;
    return Done(a.scene.pg.recording());
  }
  return Refused(demos::Tr("refused.unknown_control"));
}

}  // namespace

ActResult CompareWith(App& a, std::string_view name, std::string_view values) {
  if (SceneFrozen(a)) return Refused(LockedMessage(a, "combo:compare"));
  demos::Playground& pg = a.scene.pg;
  int i = -1;
  std::vector<float> vs;
  std::string message;
  if (!name.empty()) {
    i = pg.ParamIndex(std::string(name));
    if (i < 0 || !demos::Playground::Comparable(pg.specs()[size_t(i)])) return Refused(demos::Tr("refused.no_compare_param"));
    const demos::ParamSpec& s = pg.specs()[size_t(i)];
    size_t start = 0;
    while (start < values.size()) {
      size_t comma = std::min(values.find(',', start), values.size());
      float v = 0.0f;
      if (!demos::ParseParamValue(s, values.substr(start, comma - start), &v)) return Refused(demos::Tr("refused.not_a_value"));
      if (int(vs.size()) == demos::Playground::kMaxGhosts) {
        message = demos::Trf("notice.link.compare_max", {std::to_string(demos::Playground::kMaxGhosts)});
        break;
      }
      vs.push_back(demos::ClampParam(s, v));
      if (vs.back() != v && message.empty()) message = demos::Tr("notice.clamped");
      start = comma + 1;
    }
    if (vs.empty()) vs.push_back(ContrastingValue(s, pg.params()[size_t(i)]));
  }
  pg.SetCompare(i, vs);
  a.scene.trails.Clear();
  a.scene.plots.Clear();
  Dirty(a);
  return Done(vs.empty() ? 0.0 : double(vs[0]), message);
}

std::vector<demos::Target> ComposerTargets(demos::Behaviour b, int g, int groups) {
  std::vector<demos::Target> out;
  uint32_t allowed = demos::BehaviourTargets(b);
  if (allowed & (1u << uint32_t(demos::TargetKind::Group)))
    for (int k = 0; k < groups; ++k)
      if (k != g || demos::BehaviourSelfOk(b)) out.push_back({demos::TargetKind::Group, k});
  for (demos::TargetKind k : {demos::TargetKind::Mouse, demos::TargetKind::Path, demos::TargetKind::Obstacles})
    if (allowed & (1u << uint32_t(k))) out.push_back({k, 0});
  return out;
}

ActResult Act(App& a, std::string_view name, double value, std::string_view text) {
  size_t colon = name.find(':');
  if (colon == std::string_view::npos) return Refused(demos::Tr("refused.unknown_control"));
  std::string_view kind = name.substr(0, colon), what = name.substr(colon + 1);
  if (kind == "button") return Button(a, what);
  // The controls that take a number take it written as text too ("42": an <input>'s value, the
  // page's number field over a composer's slider; read as typed, demos::TypedNumber: "0,5" in
  // Portuguese), or refuse it; and no number (undefined, null) is not 0, nor a toggle's "off". A
  // parameter, a choice, the ghost and the composer's choices read their own text (a choice's
  // name, a behaviour's).
  bool takesNumber = (kind == "slider" && name != "slider:ghost") || kind == "input" || kind == "check" || kind == "layer";
  if (takesNumber && !text.empty()) {
    double v = 0.0;
    if (!demos::ParseDecimal(demos::TypedNumber(text), &v)) return Refused(demos::Tr("refused.not_a_number"));
    value = v;
    text = {};
  }
  if ((kind == "check" || kind == "layer") && !std::isfinite(value)) return Refused(demos::Tr("refused.not_a_number"));
  if (kind == "param") {
    int i = a.scene.pg.ParamIndex(std::string(what));
    if (i < 0) return Refused(demos::Tr("refused.unknown_parameter"));
    const demos::ParamSpec& s = a.scene.pg.specs()[size_t(i)];
    if (!text.empty()) {  // a number or a choice's name, as links write it
      float v = 0.0f;
      if (!demos::ParseParamValue(s, demos::TypedNumber(text), &v)) return Refused(demos::Tr("refused.not_a_value"));
      value = v;
    }
    return SetParam(a, i, value);
  }
  if (kind == "layer") {
    for (int b = 0; b < demos::kLayerCount; ++b)
      if (what == demos::LayerName(b)) {
        if (value != 0.0) a.scene.pg.layers |= 1u << b;
        else a.scene.pg.layers &= ~(1u << b);
        Dirty(a);
        return Done(value != 0.0 ? 1.0 : 0.0);
      }
    return Refused(demos::Tr("refused.unknown_annotation"));
  }
  if (what.substr(0, 4) == "mix-") return ComposerAct(a, what, value, text);
  if (name == "slider:speed") {
    if (!std::isfinite(value)) return Refused(demos::Tr("refused.not_a_number"), a.scene.settings.speed);
    a.scene.settings.speed = demos::Clamp(float(value), demos::kMinSpeed, demos::kMaxSpeed);
    Dirty(a);
    return Done(a.scene.settings.speed);
  }
  if (name == "slider:time") {
    // No number is refused, as every slider refuses it; an infinite one goes to that end.
    if (std::isnan(value)) return Refused(demos::Tr("refused.not_a_number"), a.scene.pg.Seconds(a.scene.pg.steps()));
    ScrubTo(a, a.scene.pg.StepAt(value));
    return Done(a.scene.pg.Seconds(a.scene.pg.steps()));
  }
  if (name == "slider:ghost") return Ghost(a, value, text);
  if (name == "input:seed") return SetSeed(a, value);
  if (kind == "combo") return ChoiceAct(a, name, value, text);
  return ViewAct(a, name, value);
}

}  // namespace app
