#include "app/app.h"
#include "app/panel_layout.h"
#include "strings/decimal.h"
#include "strings/strings.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>

namespace app {

void Notify(App& a, const std::string& text, double seconds) {
  a.ui.notice = text;
  a.ui.noticeUntil = NowSeconds() + seconds;
  ++a.ui.noticeCount;
  a.ui.noticeLink.clear();
}

void SayLinkCopied(App& a, bool ok, const std::string& failed, const std::string& note) {
  std::string said = ok ? demos::Tr("notice.clipboard.link_copied") : failed;
  if (note.empty())
    Notify(a, said);
  else
    Notify(a, demos::Trf("notice.clipboard.then", {said, note}), 8.0);
}

namespace {
/// What a link's reading says, as the notice shows it (a refusal as it is, anything else after "Link: ").
std::string LinkNotice(const demos::LinkResult& r) {
  return r.ok ? demos::Trf("notice.link.prefix", {r.message}) : r.message;
}
}  // namespace

void KeepNoticeInLanguage(App& a) {
  if (a.ui.noticeLink.empty() || a.ui.noticeEpoch == demos::LanguageEpoch()) return;
  a.ui.noticeEpoch = demos::LanguageEpoch();
  if (NowSeconds() >= a.ui.noticeUntil) {
    a.ui.noticeLink.clear();
    return;
  }
  demos::LinkResult r = demos::ParseLink(a.ui.noticeLink);
  if (r.ok) {  // what only its scene knows, as LoadLink said it (a scene at its start: no steps)
    demos::Playground scene;
    scene.Load(r.state.demo, r.state.params, r.state.seed, r.state.compareParam, r.state.compareValues, &r.state.mix);
    demos::NoteScene(r.state, scene, &r.message);
  }
  if (!r.message.empty()) a.ui.notice = LinkNotice(r);
}

namespace {
void SceneChanged(App& a) {
  a.scene.trails.Clear();
  a.scene.plots.Clear();
  a.scene.accumulator = 0.0;
  if (a.scene.selected >= int(a.scene.pg.world().agents.size())) a.scene.selected = -1;
  a.scene.range = {};  // a span of another scene's run
  a.view.camera.userMoved = false;  // a new scene is shown whole
  a.page.fragmentDirtySince = NowSeconds();
}
}  // namespace

void SelectDemo(App& a, const char* id) {
  if (a.scene.pg.SelectDemo(id)) {
    a.scene.selected = -1;
    a.scene.lesson = -1;  // a gallery lesson's text belongs to the scene it opened
    // So do a lesson link's locks, hidden knobs (by their place in the old demo's table),
    // question and challenge; the screen's panel, theme and scale stay.
    demos::LessonSetup& s = a.scene.settings.setup;
    s.locked = s.hidden = 0;
    s.title.clear();
    s.prompt.clear();
    s.hasCheck = false;
    ResetChallenge(a);
    SceneChanged(a);
  }
}

void ResetScene(App& a) {
  if (!RestartGradedScene(a)) a.scene.pg.Reset();
  a.scene.trails.Clear();
  a.scene.accumulator = 0.0;
}

void StepOnce(App& a, int n) {
  if (n > 0) a.scene.pg.Step(n);
}

void ScrubTo(App& a, int64_t step) {
  a.scene.settings.paused = true;
  if (a.scene.pg.Scrub(step) != a.scene.pg.steps()) return;
  a.scene.trails.Clear();  // the trails behind the moment are drawn again as it plays
  a.scene.accumulator = 0.0;
}

bool LoadLink(App& a, const std::string& text, std::string* message, bool* saysPaused) {
  demos::LinkResult r = demos::ParseLink(text);
  if (saysPaused) *saysPaused = r.ok && r.saysPaused;
  if (!r.ok) {
    if (message) *message = r.message;
    Notify(a, LinkNotice(r), 6.0);
    return false;
  }
  bool wasPaused = a.scene.settings.paused;
  a.scene.settings = demos::ApplyLink(a.scene.pg, r.state, &r.message);
  if (message) *message = r.message;
  // What a teacher's link asks of this screen: a UI scale, a theme (the screen keeps its own
  // otherwise, and the View section can still change both).
  const demos::LessonSetup& setup = a.scene.settings.setup;
  if (setup.uiScale > 0.0f) a.view.uiScale = setup.uiScale;
  if (setup.theme != demos::Theme::Screen) {
    a.view.theme = setup.theme;
    a.view.fontScaleBuilt = 0.0f;  // re-apply the style
  }
  // A link that does not say whether to pause leaves the page as it was: a script can
  // pause(), load(link), step(n) without racing the frame loop.
  if (!r.saysPaused && r.state.view.at <= 0.0f) a.scene.settings.paused = wasPaused;
  a.scene.settings.at = 0.0f;  // a moment is where the link opens, not a setting that stays
  a.scene.selected = -1;
  // A gallery lesson's link brings its text; any other link leaves none.
  a.scene.lesson = demos::FindLesson(a.scene.settings.setup.lesson);
  SceneChanged(a);
  // A notice about an earlier link must not stay over this scene: say what this link did, or
  // nothing.
  if (!r.message.empty()) {
    Notify(a, LinkNotice(r), 6.0);
    a.ui.noticeLink = text;  // within the link's limit, or ParseLink would have refused it
    a.ui.noticeEpoch = demos::LanguageEpoch();
  } else {
    a.ui.noticeUntil = 0.0;
  }
  ResetChallenge(a);  // after the link's own notice: a check that cannot run here says so
  // A challenge waits for the student's prediction: its scene starts when Run is pressed.
  if (a.scene.settings.setup.hasCheck && a.scene.challenge.problem.empty()) a.scene.settings.paused = true;
  return true;
}

void ExportCsv(App& a) {
  if (!a.scene.pg.recording()) {
    Notify(a, demos::Tr("notice.csv_record_first"));
    return;
  }
  std::string name = ExportName(a, "csv");
  bool saved = web::DownloadText(name, "text/csv", a.scene.pg.recorder().Csv());
  Notify(a, saved ? demos::Trf("notice.downloaded", {name}) : demos::Trf("notice.not_saved", {name}));
}

std::string ExportName(const App& a, const char* extension) {
  std::string name = a.scene.pg.desc().id;
  const auto& specs = a.scene.pg.specs();
  for (size_t i = 0; i < specs.size(); ++i) {
    float v = a.scene.pg.params()[i];
    if (v == specs[i].def) continue;
    char part[64];
    if (specs[i].kind == demos::ParamKind::Choice && specs[i].choices)
      std::snprintf(part, sizeof part, "-%s", specs[i].choices[int(v)]);
    else
      std::snprintf(part, sizeof part, "-%s%g", specs[i].name, double(v));
    if (name.size() + std::strlen(part) < 80) name += part;
  }
  char tail[96];
  // FNV-1a of the link: two scenes that differ anywhere (a moved target, the layers) never share
  // a name, even where the settings above were too many to list.
  uint32_t h = 2166136261u;
  for (char c : CurrentFragment(a)) h = (h ^ uint8_t(c)) * 16777619u;
  std::snprintf(tail, sizeof tail, "-seed%llu-t%.2fs-%06x.%s", (unsigned long long)a.scene.pg.seed(),
                a.scene.pg.world().Time(), h & 0xffffffu, extension);
  return name + tail;
}

std::string MomentFragment(const App& a) {
  demos::LinkState s = demos::ParseLink(CurrentFragment(a)).state;
  s.view.at = float(a.scene.pg.Seconds(a.scene.pg.steps()));
  s.view.paused = true;
  return demos::SerializeLink(s);
}

PicturePixels PictureRect(const ViewState& v, Vec2 scale) {
  float left = v.viewMin.x > 0.0f ? v.viewMin.x + 1.0f : 0.0f;
  float top = v.viewMin.y > 0.0f ? v.viewMin.y + 1.0f : 0.0f;
  PicturePixels r;
  r.x = int(std::ceil(left * scale.x)), r.y = int(std::ceil(top * scale.y));
  r.w = std::max(0, int(std::floor(v.viewMax.x * scale.x)) - r.x);
  r.h = std::max(0, int(std::floor(v.viewMax.y * scale.y)) - r.y);
  return r;
}

void StartClip(App& a) {
  if (a.ui.clipping) return;
  a.ui.clipping = true;
  a.view.labelSidesBeforeClip = std::exchange(a.view.labelSides, {});
}

void EndClip(App& a) {
  if (!a.ui.clipping) return;
  a.ui.clipping = false;
  a.view.labelSides = std::exchange(a.view.labelSidesBeforeClip, {});
}

std::string MomentNote(const App& a) {
  const demos::Playground& pg = a.scene.pg;
  auto seconds = [](double t) { return demos::FixedNumber(t, 2); };
  // Farther than a link replays (its agents now stand for the start's: a scene keeps its agents).
  int64_t reached = demos::MomentStep(pg.Seconds(pg.steps()), pg);
  if (reached < pg.steps())
    return demos::Trf("notice.link.moment_beyond",
                      {seconds(pg.Seconds(reached)), seconds(pg.Seconds(pg.steps())),
                       demos::FormatNumber(demos::kMaxAtSeconds), demos::MaxAtAgentStepsInMillions()});
  int64_t edited = pg.FirstEditAfterStart(pg.steps());
  if (edited < 0) return "";
  return demos::Trf("notice.link.moment_edited", {seconds(pg.Seconds(edited))});
}

std::string CurrentFragment(const App& a) {
  demos::ViewSettings view = a.scene.settings;
  // The lesson whose text shows travels with the link; once it is gone (another demo or link),
  // so is the key.
  view.setup.lesson = a.scene.lesson >= 0 && a.scene.lesson < int(demos::Lessons().size())
                          ? demos::Lessons()[a.scene.lesson].id
                          : "";
  return demos::SerializeLink(demos::CaptureLink(a.scene.pg, view));
}

void ZoomAt(ViewState& v, Vec2 screen, float factor) {
  // ImGui marks an unknown mouse position with -FLT_MAX (the pointer left, the canvas lost the
  // focus while a wheel event waited in the queue): zooming there made the camera NaN, and ImGui
  // then divided by zero drawing the world's frame. Such a zoom centres on the view instead.
  if (!(std::fabs(screen.x) < 1e6f && std::fabs(screen.y) < 1e6f))
    screen = (v.viewMin + v.viewMax) * 0.5f;
  if (!(factor > 0.0f && factor < 100.0f)) return;
  Vec2 w = v.camera.ToWorld(screen);
  float s = v.camera.scale * factor;
  s = std::clamp(s, Camera::kMinScale, Camera::kMaxScale);
  v.camera.scale = s;
  v.camera.origin = screen - w * s;
  v.camera.userMoved = true;
}

void ZoomView(ViewState& v, float factor) { ZoomAt(v, (v.viewMin + v.viewMax) * 0.5f, factor); }

void FitView(ViewState& v, const steer::WorldDef& w) {
  Vec2 size = v.viewMax - v.viewMin;
  if (size.x < 10.0f || size.y < 10.0f) return;
  float sx = (size.x - 2.0f * kWorldMargin) / w.width;
  float sy = (size.y - 2.0f * kWorldMargin) / w.height;
  float s = sx < sy ? sx : sy;
  if (s < Camera::kMinScale) s = Camera::kMinScale;
  v.camera.scale = s;
  v.camera.origin = v.viewMin + (size - Vec2{w.width, w.height} * s) * 0.5f;
  // The page's language picker at the view's corner: a world that fills the view's height would
  // reach under it (its corner, under a lesson's heading on a laptop). Then the world starts
  // below it, when that costs it at most 5% of its size: on a phone or a projector the world's
  // size comes first, and the picker covers a corner of its margin (labels keep off it).
  if (!v.PickerAtCorner() || v.camera.origin.x >= v.viewMin.x + v.cornerW ||
      v.camera.origin.y >= v.BelowPicker(v.viewMin.y))
    return;
  float top = v.BelowPicker(0.0f);
  float below = std::min(sx, (size.y - top - kWorldMargin) / w.height);
  if (below < 0.95f * s) return;
  v.camera.scale = below;
  v.camera.origin = {v.viewMin.x + (size.x - w.width * below) * 0.5f, v.viewMin.y + top};
}

bool PointOnUi(const UiState& ui, Vec2 p) {
  if (ui.popupOpen) return true;  // ImGui closes a popup on a press outside it: the press is the UI's
  for (const UiRect& r : ui.uiRects)
    if (p.x >= r.min.x && p.x < r.max.x && p.y >= r.min.y && p.y < r.max.y) return true;
  return false;
}

void Plots::Sample(const demos::Playground& pg) {
  const steer::World& w = pg.world();
  if (w.frame < lastFrame) Clear();  // the scene was rebuilt
  if (lastFrame >= 0 && w.frame - lastFrame < kEvery) return;
  std::vector<demos::Metric> main;
  pg.Metrics(main);
  std::vector<std::pair<std::string, float>> metrics;
  for (const demos::Metric& m : main) metrics.emplace_back(m.name, m.value);
  // Compare mode: each ghost's first metric (the race: distance, polarization...) as well.
  for (int g = 0; g < pg.ghostCount() && !main.empty(); ++g) {
    std::vector<demos::Metric> gm;
    pg.GhostMetrics(g, gm);
    char label[96];
    std::snprintf(label, sizeof label, "ghost %s %g: %s", pg.specs()[pg.compareParam()].name,
                  double(pg.ghostValue(g)), gm[0].name);
    metrics.emplace_back(label, gm[0].value);
  }
  bool same = metrics.size() == names.size();
  for (size_t i = 0; same && i < metrics.size(); ++i) same = names[i] == metrics[i].first;
  if (!same) {
    Clear();
    for (const auto& m : metrics) {
      names.push_back(m.first);
      series.emplace_back(kSamples, 0.0f);
    }
  }
  lastFrame = w.frame;
  for (size_t i = 0; i < metrics.size(); ++i) series[i][head] = metrics[i].second;
  head = (head + 1) % kSamples;
  if (count < kSamples) ++count;
}

void Trails::Sample(const steer::World& w) {
  int n = int(w.agents.size());
  if (n > kMaxAgents) {
    Clear();
    return;
  }
  if (n != agents || w.frame < lastFrame) {
    Clear();
    agents = n;
    points.assign(size_t(n) * kLength, {});
  }
  if (lastFrame >= 0 && w.frame - lastFrame < kEvery) return;
  lastFrame = w.frame;
  for (int i = 0; i < n; ++i) points[size_t(i) * kLength + head] = w.agents[i].pos;
  head = (head + 1) % kLength;
  if (count < kLength) ++count;
}

}  // namespace app
