// Predict, then check, on the page: under a challenge link's question, a bar with the student's
// answer (yes / no, a chaser to pick, or "set the knob"), Run, and the verdict: the panel
// description's challenge section (controls.cpp), as the accessible view shows it, drawn as a bar
// (the answers as buttons, the chosen one pressed). Run plays the scene from its start; the
// verdict shows when the scene reaches the moment that decides it (demos::RunCheck decides it
// headless from the same link, so the same link always grades the same, whatever the frame rate).
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "app/controls.h"
#include "link/link.h"
#include "strings/strings.h"
#include "imgui.h"

namespace app {

namespace {
float AnswerRowWidth(const std::vector<Control>& controls);
}  // namespace

bool HasChallenge(const App& a) {
  return a.scene.settings.setup.hasCheck && a.scene.challenge.problem.empty();
}

bool ChallengeExploring(const App& a) {
  const ChallengeState& c = a.scene.challenge;
  return HasChallenge(a) && a.scene.settings.setup.ask != demos::Ask::Set && c.phase == ChallengeState::Ready &&
         c.judged && c.answer.empty();
}

namespace {

// The verdict in a sentence: right or not, and what the run showed.
std::string Verdict(const App& a) {
  const ChallengeState& c = a.scene.challenge;
  const demos::CheckResult& r = c.result;
  // In the language now, as the words around it (a summary kept from Run mixed two languages).
  std::string summary = demos::CheckSummary(a.scene.pg, a.scene.settings.setup.check, r);
  if (!r.ran) return demos::Trf("challenge.cannot", {summary});
  switch (a.scene.settings.setup.ask) {
    case demos::Ask::Set:
      return demos::Trf(r.holds ? demos::Key("challenge.worked") : demos::Key("challenge.not_yet"), {summary});
    case demos::Ask::Pick:
      return demos::Trf(c.correct ? demos::Key("challenge.right") : demos::Key("challenge.not_this_time"), {summary});
    case demos::Ask::YesNo:
      break;
  }
  return demos::Trf(c.correct ? (r.holds ? demos::Key("challenge.right_yes") : demos::Key("challenge.right_no"))
                              : (r.holds ? demos::Key("challenge.wrong_yes") : demos::Key("challenge.wrong_no")),
                    {summary});
}

// The bar draws the description's challenge section (ChallengeControls): each control's words,
// lock, enabled state and tip are the ones the accessible view shows.
const Control& Find(const std::vector<Control>& controls, std::string_view name) {
  static const Control kNone;
  for (const Control& c : controls)
    if (c.name == name) return c;
  return kNone;
}

// The words the answers' row starts with: a set-the-knob question's, else the answers' group
// ("Your prediction:").
const std::string& AnswersLead(const std::vector<Control>& controls) {
  for (const Control& c : controls) {
    if (c.name == "text:challenge-ask") return c.text;
    if (c.kind == ControlKind::Radio) return c.group;
  }
  static const std::string kNone;
  return kNone;
}

// An answer (a radio of the description) as the bar writes it on its button: the chosen one marked.
// The chosen answer's mark before its words ("> no").
constexpr const char* kChosenMark = "> ";
std::string AnswerButtonText(const Control& c) { return (c.value != 0.0 ? kChosenMark : "") + c.label; }

void AnswerButtons(App& a, const std::vector<Control>& controls) {
  ImGui::TextUnformatted(AnswersLead(controls).c_str());
  // Where the words, the answers and Run do not fit on one row (a narrow column, a projector's
  // scale), the answers start the second row together ("yes no Run", not "yes" / "no Run").
  bool first = true, oneRow = AnswerRowWidth(controls) <= ImGui::GetContentRegionAvail().x;
  for (const Control& c : controls) {
    if (c.kind != ControlKind::Radio) continue;
    bool chosen = c.value != 0.0;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    std::string label = AnswerButtonText(c) + "###" + c.name;
    if (!first || oneRow) SameLineIfFits(label.c_str());
    first = false;
    // Given before Run, kept with its verdict: not pressed again, but the student's own answer is
    // not dimmed with the others (dimmed, it was the faintest text of the bar).
    if (chosen) ImGui::PushStyleVar(ImGuiStyleVar_DisabledAlpha, 1.0f);
    ImGui::BeginDisabled(c.locked || !c.enabled);
    if (ImGui::Button(label.c_str())) Act(a, c.name, 1.0);
    ImGui::EndDisabled();
    if (chosen) ImGui::PopStyleVar();
    if (chosen) ImGui::PopStyleColor();
    RememberControl(a, c);
    ControlTooltip(a, c);
  }
}

// A button of the description in the bar, remembered, with its tip.
void BarButton(App& a, const Control& c) {
  if (c.name.empty()) return;
  DrawControl(a, c, c.label + "###" + c.name);
  RememberControl(a, c);
  ControlTooltip(a, c);
}

}  // namespace

void ResetChallenge(App& a) {
  ChallengeState& c = a.scene.challenge;
  c = ChallengeState{};
  if (!a.scene.settings.setup.hasCheck) return;
  c.problem = demos::CheckProblem(a.scene.pg, a.scene.settings.setup.check);
  if (!c.problem.empty()) {
    Notify(a, demos::Trf("challenge.problem", {c.problem}), 8.0);
    return;
  }
  if (a.scene.settings.setup.ask == demos::Ask::Pick) c.choices = demos::PickChoices(a.scene.pg);
}

// The answer is given before Run, and kept through the run and its verdict: a prediction changed
// once the result is known would grade nothing (a changed knob or seed makes the scene another one,
// ChallengeFrame, and the answer free again). Every view and the API ask here.
std::vector<std::string> ChallengeAnswers(const App& a) {
  switch (a.scene.settings.setup.ask) {
    case demos::Ask::Pick:
      return a.scene.challenge.choices;
    case demos::Ask::YesNo:
      return {"yes", "no"};
    case demos::Ask::Set:
      break;
  }
  return {};
}

std::string ChallengeAnswerWords(const App& a, const std::string& answer) {
  // yes and no are the answers' names (links, the JS API); shown in the current language.
  return a.scene.settings.setup.ask == demos::Ask::YesNo ? demos::TrKey("challenge." + answer)
                                                         : demos::LaneLabel(a.scene.pg, answer);
}

bool AnswersLocked(const App& a) { return HasChallenge(a) && a.scene.challenge.phase != ChallengeState::Ready; }

namespace {
// Another setting, seed or composer's groups than the run's make it another scene, and so does a
// rebuild from the seed (what the link placed is gone; Reset goes back to the graded scene
// instead, ResetScene): the verdict no longer belongs to it. A yes/no or pick answer was about the scene it was given on: it goes
// with it, and until another is chosen the student tries things freely (ChallengeExploring; a
// slider's drag goes on to where it is let go, not stopped at its first step by the lock coming
// back). Asked at each frame and before an answer or Run (a script's set() then runChallenge()
// in one task: no frame between them), so no answer is graded on a scene it was not given on.
void ExpireStaleVerdict(App& a) {
  ChallengeState& c = a.scene.challenge;
  if (c.phase == ChallengeState::Ready) return;
  if (a.scene.pg.params() == c.ranWith && a.scene.pg.seed() == c.ranSeed && a.scene.pg.composition() == c.ranMix &&
      a.scene.pg.rebuilds() == c.ranBuild && a.scene.settings.setup.hasCheck)
    return;
  c.phase = ChallengeState::Ready;
  if (a.scene.settings.setup.ask != demos::Ask::Set) c.answer.clear();
}
}  // namespace

bool AnswerChallenge(App& a, const std::string& answer) {
  ChallengeState& c = a.scene.challenge;
  ExpireStaleVerdict(a);
  if (!HasChallenge(a) || AnswersLocked(a)) return false;
  std::vector<std::string> answers = ChallengeAnswers(a);
  if (std::find(answers.begin(), answers.end(), answer) == answers.end()) return false;
  c.answer = answer;
  c.phase = ChallengeState::Ready;
  return true;
}

bool RunChallenge(App& a) {
  ChallengeState& c = a.scene.challenge;
  const demos::LessonSetup& l = a.scene.settings.setup;
  ExpireStaleVerdict(a);
  if (!HasChallenge(a) || (l.ask != demos::Ask::Set && c.answer.empty())) return false;
  // The scene as it is now, from its start, graded; then shown from that same state: a reset would
  // rebuild it from the seed and drop what the link or a drag placed (obstacles, targets, a path),
  // and the run on screen would not be the one graded.
  demos::LinkState graded = demos::CaptureLink(a.scene.pg, a.scene.settings);
  graded.view.at = 0.0f;
  c.result = demos::RunCheck(graded, l.check);
  c.correct = l.ask == demos::Ask::Set    ? c.result.holds
              : l.ask == demos::Ask::Pick ? c.answer == c.result.first
                                          : (c.answer == "yes") == c.result.holds;
  c.ranWith = a.scene.pg.params();
  c.ranSeed = a.scene.pg.seed();
  c.ranMix = a.scene.pg.composition();
  c.ranBuild = a.scene.pg.rebuilds();  // the scene as graded, until RestartGradedScene shows it
  c.phase = ChallengeState::Running;
  c.graded = std::move(graded);
  RestartGradedScene(a);
  a.scene.range = {};  // a span picked on the run explored before
  a.scene.settings.paused = false;
  return true;
}

bool RestartGradedScene(App& a) {
  ChallengeState& c = a.scene.challenge;
  ExpireStaleVerdict(a);  // a change in the same task (set() then reset()) makes it another scene
  if (!HasChallenge(a) || c.phase == ChallengeState::Ready) return false;
  demos::ApplyLink(a.scene.pg, c.graded);
  c.ranBuild = a.scene.pg.rebuilds();
  a.scene.trails.Clear();
  a.scene.accumulator = 0.0;
  // The deciding moment on the timeline, marked when the run gets there (the step ChallengeFrame
  // reveals the verdict at).
  if (c.result.ran) a.scene.pg.MarkWhenReached(c.result.decidedStep, demos::EventKind::Decided);
  return true;
}

void RevealChallenge(App& a) {
  if (a.scene.challenge.phase != ChallengeState::Running) return;
  a.scene.challenge.phase = ChallengeState::Done;
  a.scene.challenge.judged = true;
}

void ChallengeFrame(App& a) {
  ChallengeState& c = a.scene.challenge;
  ExpireStaleVerdict(a);
  if (c.phase == ChallengeState::Running && a.scene.pg.steps() >= c.result.decidedStep)
    RevealChallenge(a);
}

namespace {
// The answers' row as DrawChallengeBar lays it out: its words and buttons side by side, in px.
float AnswerRowWidth(const std::vector<Control>& controls) {
  const ImGuiStyle& st = ImGui::GetStyle();
  auto button = [&](const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + st.FramePadding.x * 2.0f + st.ItemSpacing.x; };
  float w = ImGui::CalcTextSize(AnswersLead(controls).c_str()).x + st.ItemSpacing.x;
  // With the room of the chosen answer's mark from the start: choosing one does not wrap the row
  // (and move what is below it).
  w += ImGui::CalcTextSize(kChosenMark).x;
  for (const Control& c : controls)
    if (c.kind == ControlKind::Radio) w += button(c.label);
  // Run's room for the longer of its two words from the start (it says "Run again" after a verdict).
  return w + button(demos::Tr(demos::Key("challenge.run_again")));
}
}  // namespace

static float BarHeight(const std::vector<Control>& controls, float wrap) {
  const ImGuiStyle& st = ImGui::GetStyle();
  float h = ImGui::GetFrameHeight() + st.WindowPadding.y * 2.0f + 8.0f;
  // Answers and Run that wrap (SameLineIfFits: a projector, longer words) take a second row; kept
  // from the start, as the verdict's room is, so that the world does not move when it comes.
  if (AnswerRowWidth(controls) > wrap) h += ImGui::GetFrameHeight() + st.ItemSpacing.y;
  // The verdict's room is kept from the start (two lines, more if it or the words that hold its
  // place need them): the world does not move or shrink when it comes (issue #34, a steady scene).
  float verdict = ImGui::GetTextLineHeightWithSpacing() * 2.0f;
  // The words that hold its place are measured in every phase: during the run (none shown, the
  // progress stands there) the room stays as it was before Run and will be after the verdict.
  const Control& v = Find(controls, "text:challenge-verdict");
  const std::string before = demos::Tr("challenge.verdict_here"), again = demos::Tr("challenge.answer_again");
  for (const std::string* words : {&v.text, &before, &again})  // the verdict ("" until it shows), its place's words
    if (!words->empty()) verdict = std::max(verdict, ImGui::CalcTextSize(WrapText(words->c_str(), wrap).c_str()).y);
  return h + verdict + st.ItemSpacing.y;
}

// The bar's window inside the header (8 px in on each side) and its contents' width.
static float BarWidth(float headerWidth) { return headerWidth - 16.0f; }
static float BarWrap(float headerWidth) { return BarWidth(headerWidth) - 2.0f * ImGui::GetStyle().WindowPadding.x; }

float ChallengeBarHeight(const App& a, float headerWidth) {
  std::vector<Control> controls = ChallengeControls(a);
  return controls.empty() ? 0.0f : BarHeight(controls, BarWrap(headerWidth));
}

void DrawChallengeBar(App& a) {
  if (!a.view.HasHeader()) return;
  std::vector<Control> controls = ChallengeControls(a);  // the description's challenge section
  if (controls.empty()) return;
  const ChallengeState& c = a.scene.challenge;
  // At the foot of the lesson's header (above the world, or at the top of the panel's column),
  // its text at the header's scale.
  const float headerWidth = a.view.headerMax.x - a.view.headerMin.x, width = BarWidth(headerWidth);
  float h = 0.0f;
  {
    WindowFontScale scaled(a.view.headerScale);
    h = BarHeight(controls, BarWrap(headerWidth));  // as the header's room took it (ChallengeBarHeight)
  }
  ImGui::SetNextWindowPos(ImVec2(a.view.headerMin.x + 8.0f, a.view.headerMax.y - h), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, h - 6.0f), ImGuiCond_Always);
  ImGui::Begin("##challenge", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollbar);
  ImGui::SetWindowFontScale(a.view.headerScale);
  // A press on the bar is the UI's, never the world's (main.cpp decides by these rectangles).
  ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  a.ui.uiRects.push_back({{wp.x, wp.y}, {wp.x + ws.x, wp.y + ws.y}});
  ImVec2 lo = ImGui::GetWindowContentRegionMin(), hi = ImGui::GetWindowContentRegionMax();
  a.ui.challengeRoom = {{wp.x + lo.x, wp.y + lo.y}, {wp.x + hi.x, wp.y + hi.y}};
  const Control& progress = Find(controls, "text:challenge-progress");  // while it runs
  if (!progress.name.empty()) {
    ImGui::TextUnformatted(progress.text.c_str());
    RememberControl(a, progress);
    // Beside the progress where it fits whole, else under it, in the verdict's room (empty while
    // it runs): on a phone's width it was cut at the bar's edge.
    const Control& reveal = Find(controls, "button:challenge-reveal");
    SameLineIfFits(reveal.label.c_str());
    BarButton(a, reveal);
  } else {
    AnswerButtons(a, controls);
    const Control& run = Find(controls, "button:challenge-run");
    SameLineIfFits(run.label.c_str());  // on the answers' row where it fits whole ("Run a" on a projector)
    BarButton(a, run);
  }
  const Control& verdict = Find(controls, "text:challenge-verdict");
  if (!verdict.text.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, c.correct ? ImVec4(0.1f, 0.55f, 0.2f, 1.0f) : ImVec4(0.75f, 0.25f, 0.1f, 1.0f));
    if (a.view.theme == demos::Theme::Dark)
      ImGui::PushStyleColor(ImGuiCol_Text, c.correct ? ImVec4(0.5f, 0.9f, 0.55f, 1.0f) : ImVec4(1.0f, 0.65f, 0.45f, 1.0f));
    ImGui::TextUnformatted(WrapText(verdict.text.c_str(), ImGui::GetContentRegionAvail().x).c_str());
    ImGui::PopStyleColor(a.view.theme == demos::Theme::Dark ? 2 : 1);
    RememberControl(a, verdict);
  } else if (!verdict.help.empty()) {
    // The verdict's room, kept from the start, says what comes there (not while the run's progress
    // stands there: controls.cpp).
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextUnformatted(WrapText(verdict.help.c_str(), ImGui::GetContentRegionAvail().x).c_str());
    ImGui::PopStyleColor();
    RememberControl(a, verdict);
  }
  ImGui::End();
}

std::string ChallengeVerdict(const App& a) {
  return a.scene.challenge.phase == ChallengeState::Done ? Verdict(a) : "";
}

}  // namespace app
