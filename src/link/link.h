// Share links: the state a viewer needs, in the URL fragment, human-readable:
//   #v=1&demo=evade&threat=80&seed=7&show=velocity,threat&speed=0.5&paused=1&target=400,300
// (flow=<base64url>: a painted flow field, one byte per cell, Demo::PaintStroke)
// ("speed" is the simulation rate, 0.1x to 4x; agents' top speeds are maxSpeed, pursuerSpeed...)
// Keys are parameter names (see each demo's table); only values that differ from the defaults
// are written. Reading is forgiving and safe: unknown keys are ignored, numbers are clamped to
// their ranges, garbage and non-finite numbers are rejected, an unknown demo falls back to the
// default, a link over kMaxLinkBytes is refused whole. Every such event becomes a plain-text
// notice; text from the link is never used as a format string nor echoed unfiltered.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/challenge.h"
#include "model/playground.h"

namespace demos {

/// Link format version written by Serialize. Version 1 is the first; later versions migrate: a
/// link only writes values that differ from the defaults, so when a default changes, the version
/// goes up and older links get the old default back (link.cpp, kDefaultChanges). Version 2: the
/// evade demo's evader runs at 120 (was 140), so that its threat range matters. Version 3: the seek
/// demo's steering gain is 10 (before, 1: arrive swung past its target). Version 4 (issue #35):
/// Reynolds' rules are the defaults, rule=reynolds in the queue demo (brake only for the slower),
/// the containment demo (turn by the normal's part across the heading) and the custom demo (both,
/// and OpenSteer's too close), rule=opensteer in the crowd demo (too close is touching); older
/// links get the rules of their day (anyahead, edgepush, legacy, margin). Version 5 (issue #35):
/// leader following in the hide demo gets out of the leader's way by Reynolds' rule, rule=reynolds
/// (step aside off the leader's line); older links keep rule=evade. Version 6 (issue #35): that
/// step aside replaces the arrival while the follower is in the way, as the paper has it ("before
/// resuming arrival behavior"); links of version 5 keep it added to the arrival, rule=sum.
inline constexpr int kLinkVersion = 6;
/// A painted field (flow=) of more bytes than this is refused: more than the largest field has.
inline constexpr size_t kMaxPaintBytes = 10000;
/// Links longer than this (bytes, fragment only) are refused.
inline constexpr size_t kMaxLinkBytes = 8192;

/// Set-up of the page around the scene that a teacher's link can ask for; none of it changes the
/// simulation. Keys: lock=name,name  hide=name,name  panel=0  title=...  prompt=...
/// theme=dark|light|contrast  ui=1..2.5  lesson=<gallery lesson id>  lang=en|zh-CN|pt-BR
/// check=<a challenge's check>  ask=yesno|set|pick  (predict, then check: challenge.h)
enum class Theme : uint8_t { Screen, Dark, Contrast, Light };  ///< Screen: whatever this screen chose
/// The themes a link can ask for, in the order a teacher is offered them (the Share dialog).
inline constexpr Theme kLinkThemes[] = {Theme::Dark, Theme::Light, Theme::Contrast};
/// A theme's name in links (theme=dark, light, contrast); "" for Screen, which a link does not write.
const char* LinkThemeName(Theme t);
/// The theme a link or setView names (dark, light, contrast); false for any other name.
bool ParseLinkTheme(std::string_view name, Theme* out);
inline constexpr size_t kMaxLessonText = 300;  ///< bytes of UTF-8 of title or prompt; longer is cut
struct LessonSetup {
  uint64_t locked = 0;  ///< bit i: the demo's parameter i is shown but cannot be changed
  uint64_t hidden = 0;  ///< bit i: the demo's parameter i is not shown
  bool panel = true;    ///< false: the scene alone, with play/pause and reset
  std::string title;    ///< plain text (never markup), shown above the scene
  std::string prompt;   ///< plain text: the question or task for the student
  Theme theme = Theme::Screen;
  float uiScale = 0.0f;  ///< 0: this screen's own; 1 .. 2.5 when the link asks
  std::string lesson;    ///< a gallery lesson's id (lessons.h): the page shows its title and text
  /// The page's language (strings.h), "" when the link does not say: the page (shell/i18n.js)
  /// switches to it; a captured link carries the current language unless it is English.
  std::string lang;
  bool hasCheck = false;  ///< a challenge: the prompt is its question, `check` decides it
  Check check;
  Ask ask = Ask::YesNo;  ///< how the student answers (Pick for a "first" check)
  bool operator==(const LessonSetup& o) const;
};

/// What the page keeps besides the Playground: clock and view settings that links carry.
struct ViewSettings {
  float speed = 1.0f;  ///< 0.1 .. 4
  bool paused = false;
  /// `at=`: the moment of the run the link opens on, paused (seconds, whole steps; 0: the start).
  /// A one-shot: the page goes on from there, and its own link says no moment until asked.
  float at = 0.0f;
  LessonSetup setup;
};
inline constexpr float kMinSpeed = 0.1f, kMaxSpeed = 4.0f;  ///< the simulation rate's range
/// `at=` reaches at most ten simulated minutes, and at most this many agent-steps: ten minutes of
/// the default 300-boid flock (about a second to open, natively and in the page); a 50,000-boid
/// flock stops after 4 s.
inline constexpr float kMaxAtSeconds = 600.0f;
inline constexpr double kMaxAtAgentSteps = 1.2e7;
/// kMaxAtAgentSteps in millions, as the notices write it ("at most 12 million agent-steps").
inline std::string MaxAtAgentStepsInMillions() { return std::to_string(int64_t(kMaxAtAgentSteps / 1e6)); }
inline constexpr float kMinUiScale = 1.0f, kMaxUiScale = 2.5f;
/// The UI scales a teacher picks from for a class (the Share dialog): a projector's, in the range.
inline constexpr float kLessonUiScales[] = {1.5f, 2.0f, 2.5f};

/// Everything a link can say, decoded and validated, independent of any Playground.
struct LinkState {
  std::string demo;  ///< a known demo id
  uint64_t seed = 1;
  std::vector<float> params;  ///< all values, in the demo's spec order, clamped
  uint32_t layers = 0;
  ViewSettings view;
  std::vector<Vec2> targets;         ///< demo targets (seek target), world units
  std::vector<Vec2> path;            ///< edited path waypoints; empty = the scene's own
  std::vector<Vec2> obstacles;       ///< moved obstacle centres; empty = the scene's own
  int compareParam = -1;             ///< compare mode: the parameter that differs (-1 = off)
  std::vector<float> compareValues;  ///< its values in the ghost scenes
  Composition mix;                   ///< demo `custom`: its groups (group= keys); empty = the default
  /// A painted field (flow=, the flowfield demo): one byte per cell, base64url; empty = none.
  std::vector<uint8_t> paint;
  bool operator==(const LinkState& o) const;
};

struct LinkResult {
  bool ok = true;       ///< false: refused whole (too long); nothing applied
  std::string message;  ///< plain text: what was ignored or changed; empty if nothing
  LinkState state;
  bool saysPaused = false;  ///< the link has a valid "paused" key (otherwise a page keeps its own)
};

/// Decodes a fragment ("#..." or "..." or a full URL with '#'). Never fails but for length.
LinkResult ParseLink(std::string_view text);
/// The composer's groups from `group=` keys ("group=...&group=..."), read as a link of demo custom
/// reads them (the same limit, kMaxLinkBytes, and notices); any demo= in them is not read.
LinkResult ParseComposition(std::string_view groups);

struct Lesson;  // model/lessons.h
/// The demo a gallery lesson is about: its link's demo=, read as ParseLink reads it.
std::string_view LessonDemo(const Lesson& l);

/// The canonical fragment (no '#') for a state: only non-default values.
std::string SerializeLink(const LinkState& s);

/// The LinkState of a playground as it is now.
LinkState CaptureLink(const Playground& pg, const ViewSettings& view);
/// Rebuilds the playground from a LinkState (frame 0, one rebuild) and returns the view settings;
/// what the scene could not take as asked is appended to `*message` (NoteScene).
ViewSettings ApplyLink(Playground& pg, const LinkState& s, std::string* message = nullptr);
/// What only the scene knows of a link (appended to `*message`): more targets or obstacles than it
/// has, a moment (`at=`) farther than a link replays. `pg` is loaded with `s`'s scene, at its start.
void NoteScene(const LinkState& s, const Playground& pg, std::string* message);
/// The step `at=` opens on for a moment `seconds` into `pg`'s run (loaded, at its start): whole
/// steps, at most kMaxAtSeconds and kMaxAtAgentSteps agent-steps (its agents, ghosts included).
int64_t MomentStep(double seconds, const Playground& pg);

/// A lesson set-up as a teacher asks for it (the Share dialog, through playground.lessonLink): each
/// text is what its link key would hold ("" for none; `lock` and `hide` list parameter names as
/// lock= does, "name,name"), and `sceneOnly` is panel=0.
struct LessonRequest {
  std::string lock, hide, theme, ui, title, prompt, check, ask;
  bool sceneOnly = false;
};
/// Puts the set-up `r` asks for in place of the lesson set-up of `s`: all of the earlier one goes
/// (locks, hidden controls, panel, theme, UI scale, gallery lesson, title, prompt, check, ask);
/// the language stays (it is the page's, which every link it makes carries: CaptureLink). `r` is
/// read by the reader of a link's own keys, so the names, ranges, the cut of a text at
/// kMaxLessonText bytes (on a character boundary) and the notices (appended to `*message`) are
/// those of a link.
void SetLesson(LinkState& s, const LessonRequest& r, std::string* message);

/// Runs the scene of `scene` (its demo, parameters, seed and edits; compare mode off) from frame
/// 0 for the check's time, headless, and decides it (challenge.h): the same link always grades
/// the same.
CheckResult RunCheck(const LinkState& scene, const Check& c);


/// Parses a number or a choice name for parameter `spec`; false if it is neither.
bool ParseParamValue(const ParamSpec& spec, std::string_view text, float* out);

}  // namespace demos
