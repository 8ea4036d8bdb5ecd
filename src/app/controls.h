// The panel's one description (issue #33): every control the panel offers, in its order, with
// its widget name, kind, label and help in the current language, range, step and decimals, value
// (as a number and in words), enabled and locked state; and the one action each control calls.
//
// Two views read it: the ImGui panel (ui.cpp and its sections draw each control from its entry
// and call Act when it changes) and the accessible HTML view (shell/a11y.js builds and refreshes
// its controls from playground.controls(), and acts through playground.act()). The keyboard
// shortcuts (main.cpp) and the JS API's verbs (defaults(), fit()...) call the same Act. A control
// added here appears in both views; a rule (a range, a lock, a step, a text) is written here once.
//
// Widget names are "kind:name" (widgets(), focus(), act()): param:<parameter>, button:<verb>,
// slider:<setting>, combo:<list>, layer:<annotation>, radio:<choice>, check:<setting>,
// input:seed, text:<what>.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "demos/composition.h"
#include "demos/demo.h"
#include "model/experiment.h"
#include "strings/strings.h"

namespace app {

struct App;

enum class ControlKind : uint8_t {
  Button,  ///< a press; `value` unused
  Slider,  ///< a number in [min, max] by `step`, shown with `decimals`
  Choice,  ///< one of `choices` (a combo in the panel, a select in the page)
  Toggle,  ///< on (1) or off (0)
  Radio,   ///< one of a group of Radio controls (`group`); value 1 when chosen
  Number,  ///< a whole number typed in (the seed)
  Text,    ///< words to read (`role`: heading, paragraph, item, status); not a control
};
/// "button", "slider", "choice", "toggle", "radio", "number", "text" (the JS API's words).
const char* ControlKindName(ControlKind kind);

// [SECTION] the scene's keyboard shortcuts
/// What a shortcut on the scene does (main.cpp's HandleKey; Describe is the page's own, a11y.js).
enum class ShortcutAction : uint8_t {
  Pause, Step, StepBack, Start, End, RangeStart, RangeEnd, RangeClear, Reset, Demo, Describe, Help, Fit, ZoomIn, ZoomOut
};
/// "pause", "step", "stepBack", ... (the JS API's words).
const char* ShortcutActionName(ShortcutAction action);
/// One shortcut: the one table the app's keys (main.cpp), the controls' aria-keyshortcuts
/// (Control::keys), the help in the panel (ui.cpp) and the accessible view's help and keys
/// (playground.shortcuts(), a11y.js) are read from. Keys are KeyboardEvent.key values, so they
/// follow the keyboard's layout ("+" wherever the layout has it, and on the keypad).
struct Shortcut {
  const char* keys[9];  ///< the KeyboardEvent.key values that press it (the rest nullptr)
  ShortcutAction action;
  const char* control;  ///< the control it presses, whose aria-keyshortcuts names it ("" for none)
  const char* aria;     ///< its key in aria-keyshortcuts ("Space", "N")
  int row;              ///< its row in the help (what it does: the words help.does<row>)
  bool pageOnly;        ///< only the page has it (the accessible view's description in words)
  int named = 0;        ///< how many of `keys` the help names (0: all; the rest are aliases: "=", "+" unshifted)
  bool inSceneName = false;  ///< the scene's name for a screen reader lists it ("The scene. Keys: Space play / pause, ...")
};
/// Every shortcut, in the help's order.
std::span<const Shortcut> Shortcuts();
/// The shortcut `key` (a KeyboardEvent.key value) presses, or nullptr.
const Shortcut* ShortcutOf(std::string_view key);
/// A control's aria-keyshortcuts: the keys of the shortcuts that press it ("" for none).
std::string ShortcutKeys(std::string_view control);
/// The shortcuts as the help lists them: one row per help row, in the table's order, with its
/// shortcuts, their keys named from the table in the current language ("N or →", "Home / End":
/// key.space, key.escape, key.either) and what they do (help.does<row>).
struct ShortcutRow {
  int row = 0;
  std::string keys, does;
  std::vector<const Shortcut*> shortcuts;
};
std::vector<ShortcutRow> ShortcutRows(bool pageOnlyToo);
/// The help's rows after the keys: what a pointer and fingers do on the scene (click, drag, wheel,
/// two fingers, a tap on a slider: help.key<row> and help.does<row>), which no key table holds.
/// The panel's help and the accessible view's (playground.gestures()) list them.
struct GestureRow {
  std::string gesture, does;
};
std::vector<GestureRow> GestureRows();
/// A text of the timeline that names its keys (timeline.help, ui.tip.timeline), its placeholders
/// filled from the table (aria names): {0} the range's start, {1} its end, {2} clears it, {3} one
/// step back, {4} one step forward, {5} the run's first moment, {6} its latest.
std::string TimelineKeysText(demos::Key key);

struct ControlChoice {
  std::string value;  ///< what act() takes (a demo id, a choice's link name, an index)
  std::string label;  ///< as shown, in the current language
  bool enabled = true;
};

struct Control {
  std::string name;  ///< "param:lookahead": the widget's name in widgets(), focus() and act()
  ControlKind kind = ControlKind::Button;
  std::string label;  ///< its name as shown and read, in the current language
  std::string help;   ///< what it does (the panel's tooltip, the page's description)
  double value = 0.0;
  std::string text;   ///< the value in words ("150 units per second"; a choice's label); Text: the words
  std::string shown;  ///< Slider: the value as the panel prints it ("150 units/s", "0,50 s")
  double min = 0.0, max = 0.0, step = 0.0;
  int decimals = 0;
  bool logarithmic = false;
  /// A logarithmic slider over decades (a flock's 1 to 100,000 boids): a key moves it by this
  /// factor (a hundredth of its range, as the panel's slider moves; ten of them a page), not by
  /// `step` (1,000 boids: from 200, down went to 1). 0: keys move by `step`.
  double keyRatio = 0.0;
  std::string unit;
  std::vector<ControlChoice> choices;
  bool enabled = true;  ///< false: greyed, does nothing now (Noise field with nothing painted)
  bool locked = false;  ///< shown but not changed: a lesson's lock, a challenge until its verdict
  std::string keys;     ///< its keyboard shortcut on the scene, as aria-keyshortcuts writes it
  std::string group;    ///< Radio: the group it belongs to
  std::string role;     ///< Text: "heading", "paragraph", "item", "status" (said at each change),
                        ///< "timer" (changes as the scene runs: said when it comes, then only read)
  /// Choice: where a list is gone through with the arrow keys, each step choosing (a page's
  /// <select>), the label of the button that applies the choice instead: the lessons gallery,
  /// whose every choice replaces the scene (WCAG 3.2.2). The panel's list chooses on a click.
  std::string confirm;
};

/// A slider's or a number's value as a field to type in opens with it: the panel's decimals, the
/// language's decimal mark, no unit ("0,50" in pt-BR; a seed's every digit).
std::string TypedValue(const Control& c);

struct ControlSection {
  std::string name;   ///< "time", "parameters", ... (the panel's header:<name>)
  std::string label;  ///< the section's title in the current language
  std::vector<Control> controls;
};

/// Save clip (the Time section's): the timeline bar draws it (timeline_ui.cpp), the accessible
/// view from the description; its action opens the page's clip dialog (shell/clip.js).
Control ClipControl(const App& a);
/// The panel as it is now, section by section, in the panel's order.
std::vector<ControlSection> PanelControls(const App& a);
/// The Time section's "Link to this moment" (copies the scene's link with at= now): the panel's
/// description lists it, the timeline bar draws it (timeline_ui.cpp).
Control MomentLinkControl(const App& a);
/// The description's challenge section, as PanelControls lists it (empty without a challenge):
/// the challenge bar over the world draws these (challenge_ui.cpp), the accessible view the same.
std::vector<Control> ChallengeControls(const App& a);
/// One control of the description by name, or null.
const Control* FindControl(const std::vector<ControlSection>& sections, std::string_view name);

struct ActResult {
  bool ok = false;
  double value = 0.0;   ///< the value now (a parameter after clamping)
  std::string message;  ///< why not, or what was changed ("clamped"); plain text
};
/// The one action of control `name`: a press for a button, `value` for a slider, toggle, radio or
/// number, `text` (else `value` as an index) for a choice. Honours locks and enabled states.
ActResult Act(App& a, std::string_view name, double value = 0.0, std::string_view text = {});
/// Compare mode, as the panel's "Compare with" and playground.compare() set it: parameter `name`
/// ("" off) against `values` ("0,1", a choice's names; "": one clearly different value, the
/// panel's pick), each read and clamped as a link reads compare= (at most kMaxGhosts; the message
/// says what was clamped or left out). Locked in a challenge's graded scene.
ActResult CompareWith(App& a, std::string_view name, std::string_view values);

// [SECTION] the rules both views share
/// Decimals a parameter's value is shown with: none on wide ranges (>= 100), two otherwise.
int ParamDecimals(const demos::ParamSpec& s);
/// A parameter's step: about a hundredth of its range, rounded to 1, 2 or 5 times a power of ten,
/// never finer than its decimals show (a whole number for Int parameters).
double ParamStep(const demos::ParamSpec& s);
/// "150 units per second", "0.5 seconds", "1 unit" (in the current language, its plural rule).
std::string ValueWords(const char* unit, double v, int decimals);
/// A lesson's lock, or a challenge that waits for its verdict: parameter i cannot change now.
bool ParamLocked(const App& a, int i);
/// The targets behaviour b of composer group g may aim at, in menu order.
std::vector<demos::Target> ComposerTargets(demos::Behaviour b, int g, int groups);
/// The compare race as both views show it (the panel's grid, the description's items): the compared
/// parameter's row, then one per metric; each row's cells this scene's value, then each ghost's,
/// as people read them (a choice's name or a number with its unit; counts whole).
struct RaceRow {
  std::string label;
  std::vector<std::string> cells;
};
std::vector<RaceRow> RaceRows(const App& a);
/// A row of the experiment's table as both views show it: how many were caught ("2", "2, 1
/// escaped"), then the mean, median, min and max seconds to capture with one decimal in the
/// language's numbers; "" where there is no figure (none was caught: the panel draws "-", the
/// accessible view says "none").
std::vector<std::string> ExperimentCells(const demos::ExperimentRow& r);
/// The names of ExperimentCells' figures, in their order ("caught", "mean", ...): the panel's
/// headers and the accessible view's.
std::vector<std::string> ExperimentHeads();

/// A yes/no or pick challenge before its verdict: nothing of the graded scene can change (no
/// knob, seed or drag); after a verdict, free until the student answers again (ChallengeExploring).
bool SceneFrozen(const App& a);
/// Any challenge before its verdict, ask=set too: the scene's own set-up (the seed, Re-roll, a
/// drag of an agent or obstacle, painting, waypoints) is the teacher's; with ask=set only the
/// asked knobs change the run, so that the verdict is theirs, not a lucky seed's.
bool SetupFrozen(const App& a);
/// Why the composer's groups cannot change now, in words, or "" when they can: another demo than
/// custom, or a challenge's graded scene (SceneFrozen). The panel's composer, act() and
/// playground.setComposition ask here.
std::string ComposerRefusal(const App& a);
/// The controls that are the scene's own set-up, which SetupFrozen holds (the rest of the scene's
/// controls SceneFrozen holds): the seed, Re-roll and Noise field (the field's paint). The one
/// list: the description locks them by it, says why by it, and their actions refuse by it.
constexpr bool IsSetupControl(std::string_view name) {
  return name == "input:seed" || name == "button:reroll" || name == "button:noisefield";
}

/// A parameter's value as its slider prints it, in the language's numbers ("150 units/s", "0,50 s").
std::string ParamShown(double v, int decimals, std::string_view unit);
/// A number as a person says it, in the language's numbers: the decimals shown, trailing zeros
/// off ("1.50" reads "1.5"; "0,1" in Portuguese).
std::string Spoken(double v, int decimals);

}  // namespace app
