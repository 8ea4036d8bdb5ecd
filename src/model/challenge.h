// Predict, then check. A challenge is a link with a question (prompt=) and a check (check=): the
// student predicts (yes or no), sets a knob, or picks one of the chasers, then Run plays the
// scene from the start and shows whether the prediction held. The check is decided by the
// deterministic scene run headless from the same link, so the same link always grades the same.
//
// The check's grammar (a link value; '<' and '>' may be written %3C and %3E):
//   check   = measure op number [ "@" seconds ]  |  "first" [ "@" seconds ]
//   op      = "<" | "<=" | ">" | ">=" | "="
//   measure = "caught"    seconds from the start to the first capture (none: never caught)
//           | "captures"  how many captures by the end of the run
//           | a metric    its value at the end of the run, named as the live plots name it,
//                         with '-' or '_' for spaces: "polarization", "mean-speed",
//                         "agent-steps-inside-an-obstacle", "distance-pursuer-evader"
//   first   = which chase ends first in a capture (the chase demo's lanes: basic, line of
//             sight, intercept): the student picks one.
//   seconds = how long the run lasts, 1 to 300 (default 60; "caught<10" runs 10 s, "caught<0.5" 1 s).
// ask=yesno (default: "does the check hold?"), ask=set (the student sets the unlocked knobs
// until it holds), or pick (the only answer to "first", implied).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace demos {

class Playground;

inline constexpr float kDefaultCheckSeconds = 60.0f;  ///< a check's run time when it says none (but caught's)

enum class Ask : uint8_t { YesNo, Set, Pick };

struct Check {
  enum class Measure : uint8_t { Caught, Captures, First, Metric };
  enum class Op : uint8_t { Less, LessEq, Greater, GreaterEq, Equal };
  Measure measure = Measure::Caught;
  std::string metric;  ///< Measure::Metric: the name as written (dashes for spaces)
  Op op = Op::Less;
  float value = 0.0f;
  float seconds = kDefaultCheckSeconds;  ///< how long the run lasts
  bool operator==(const Check& o) const;
};
inline constexpr float kMinCheckSeconds = 1.0f, kMaxCheckSeconds = 300.0f;  ///< a check's run time (@seconds)
/// The longest number a check reads ("0.000012345678", "-1.5e+08"): the Share dialog's number
/// field takes as many characters (WriteLessonChoices' limits.value).
inline constexpr size_t kMaxCheckNumberText = 24;
/// Run is pressed in the page and decided at once: at most this many agent-steps (about a second
/// or two in the page), so a check on a 100,000-boid flock cannot freeze it.
inline constexpr double kMaxCheckAgentSteps = 2e7;

/// How long a check runs when it does not say (@seconds): a caught check until its time, at least
/// kMinCheckSeconds (caught<0.5 runs 1 s, as caught<0.5@1); any other a minute.
float DefaultSeconds(const Check& c);
/// Parses a check; false (and a plain-text reason) when it does not follow the grammar.
bool ParseCheck(std::string_view text, Check* out, std::string* why);
/// The canonical text of a check, as links write it ("caught<10", "polarization>0.8@20").
std::string FormatCheck(const Check& c);
/// "yesno", "set", "pick"; ParseAsk is false for any other word.
const char* AskName(Ask a);
bool ParseAsk(std::string_view text, Ask* out);

/// What the run showed.
struct CheckResult {
  bool ran = false;     ///< false: the check does not fit this demo (`summary` says why)
  bool holds = false;   ///< the check's statement is true for this scene
  float measured = 0;   ///< seconds (caught; -1 when never), a count, or the metric's value
  std::string first;    ///< Measure::First: the lane that caught its prey first ("" if none)
  float decidedAt = 0;  ///< simulated seconds when the outcome was known (the page reveals it then)
  int64_t decidedStep = 0;  ///< the run's step at decidedAt: the page reveals the verdict there
  std::string metric;   ///< Measure::Metric: the measure's name as the scene has it
  std::string summary;  ///< CheckSummary when it ran: "caught at 6.32 s", "no capture in 30 s", ...
};

/// Why `c` cannot be run on the current demo of `pg` ("the flock demo has no measure
/// 'captures'"), or "" when it can.
std::string CheckProblem(const Playground& pg, const Check& c);
/// Runs `pg`, a scene just built (frame 0, compare mode off), for the check's time, headless, and
/// decides it. The link codec's RunCheck(LinkState, Check) (link.h) builds that scene from a link.
CheckResult RunCheck(Playground& pg, const Check& c);
/// What the run of `c` showed (`r`, RunCheck's), in words of the current language: "caught at
/// 6.32 s", "no capture in 30 s", "polarization 0.91 at 20 s"; why it cannot run when it did not.
/// Written when it is shown, so a verdict said after a change of language is all in the new one.
std::string CheckSummary(const Playground& pg, const Check& c, const CheckResult& r);
/// The chase lanes a student can pick from for Measure::First in the scene's demo (labels of its
/// outcomes), in their order; empty for demos without lanes.
std::vector<std::string> PickChoices(const Playground& pg);
/// A lane's name as people read it in the current language (the name itself stays the answer's).
std::string LaneLabel(const Playground& pg, const std::string& lane);

/// A part of a check a teacher picks from (the Share dialog): its text in the grammar and its
/// words in the current language.
struct CheckChoice {
  std::string text, label;
  bool compares = true;  ///< a measure: takes a comparison and a number ("first" does not)
};
/// What the scene of `pg` can measure: "caught" and "captures" where it counts captures, "first"
/// where it has chasers to pick from, and its plotted measures ("polarization", "mean-speed").
std::vector<CheckChoice> CheckMeasures(const Playground& pg);
/// The comparisons, in the grammar's order: "<" (less than) ... "=" (equal to).
std::vector<CheckChoice> CheckOps();
/// A check's text from the parts the Share dialog picks: a measure (CheckMeasures' text), then,
/// where it compares, a comparison (CheckOps' text) and a number as typed (demos::TypedNumber's
/// rule), and seconds as typed too ("": the measure's default). Joined as the grammar writes them, not
/// judged: ParseCheck says whether it is a check. No measure: "" (no check).
std::string JoinCheck(std::string_view measure, std::string_view op, std::string_view value,
                      std::string_view seconds);
/// The measure of `c` as CheckMeasures names it on the scene of `pg` (the menu's text, whatever
/// spelling the check was typed in: "Mean_Speed" is "mean-speed"), else as FormatCheck writes it.
std::string CheckMeasureText(const Playground& pg, const Check& c);
/// Whether `c` runs for a time of its own, not its measure's default (FormatCheck writes "@").
bool HasOwnSeconds(const Check& c);
/// What a check says, in words of the current language ("The first capture comes at less than
/// 10 s, in a run of 10 s."), for the scene of `pg` (its measures' shown names).
std::string CheckWords(const Playground& pg, const Check& c);

}  // namespace demos
