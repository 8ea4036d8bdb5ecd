// The JS API: every EMSCRIPTEN_KEEPALIVE export and the page's EM_JS calls (URL, clipboard,
// downloads, dialogs) live here; shell/shell.js builds window.playground on these exports alone
// (README, JavaScript API). The only other EM_JS are the platform layer's (platform.cpp) and the
// font's (browser_font.cpp). The exports, by what they serve:
//   the scene      pg_demos pg_params pg_state pg_set pg_load pg_fragment pg_hash pg_formula
//                  pg_describe pg_summary pg_memory pg_widgets pg_to_screen pg_layout pg_code
//                  pg_composition pg_set_composition pg_panel_text
//                  pg_paint pg_clear_paint
//   the clock      pg_pause pg_resume pg_step pg_reset pg_set_speed pg_timeline pg_scrub
//                  pg_moment_fragment pg_keep_history pg_clip_frame pg_clip_end pg_select_range
//   the panel's    pg_controls pg_shortcuts pg_gestures pg_press_key pg_act (its description and its actions, controls.h), pg_select_demo
//                  pg_defaults pg_set_seed pg_show pg_layers pg_compare pg_lessons
//   controls       pg_open_lesson pg_select pg_copy_link pg_help pg_fit pg_zoom pg_focus pg_set_view
//   results        pg_experiment_start pg_experiment_rows pg_experiment_notes pg_record pg_csv
//                  pg_download_csv pg_download_png
//   the page       pg_notify pg_link_copied pg_wake pg_set_offscreen pg_set_corner pg_context_restored pg_limits
//                  pg_start_continue
//   the language   pg_set_language pg_language pg_set_font
//   a challenge    pg_challenge pg_challenge_answer pg_challenge_run pg_challenge_reveal
//   the Share      pg_check pg_check_parts pg_lesson_link (a check as the dialog builds it; the lesson's link,
//   dialog         its set-up written by the link codec)
// Strings cross as UTF-8; replies are JSON made by JsonWriter (app/json.h: numbers always finite,
// text escaped), valid until the next call. Every text has a limit of its kind (kTextLimits below):
// shell.js refuses a longer one before it crosses, with the message the export itself gives.
#include <emscripten.h>
#include <malloc.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/platform.h"
#include "app/code_ui.h"
#include "app/controls.h"
#include "app/json.h"
#include "app/lang_font.h"
#include "code/code.h"
#include "imgui.h"
#include "imgui_internal.h"  // FindWindowByName: the help popup's rectangle (layout())
#include "strings/decimal.h"
#include "strings/strings.h"

namespace app {

// [SECTION] calls out to the page
// The page's JS is minified with Closure (ADVANCED): properties of shell.js's objects, which
// Closure never sees, are written quoted (obj["name"]) so that it keeps their names.
// clang-format off
EM_JS(char*, js_initial_fragment, (), {
  var s = window.location.hash || "";
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  if (p) stringToUTF8(s, p, n);  // no room: no link (never written over the wasm's first bytes)
  return p;
});
EM_JS(int, js_embed_requested, (), {
  var shell = window["playgroundShell"];  // ?embed=1, read once by shell.js (shell.embed)
  return shell && shell["embed"] ? 1 : 0;
});
EM_JS(void, js_replace_fragment, (const char* s), {
  var frag = UTF8ToString(s);
  var shell = window["playgroundShell"];
  if (shell) shell["lastFragment"] = frag;
  try { history.replaceState(history.state, "", "#" + frag); } catch (e) {}
});
EM_JS(void, js_copy_link, (const char* s, const char* note), {
  var shell = window["playgroundShell"];
  if (shell) shell["copyLink"](UTF8ToString(s), UTF8ToString(note));
});
EM_JS(void, js_copy_code, (const char* lang), {
  var shell = window["playgroundShell"];
  if (shell) shell["copyCode"](UTF8ToString(lang));
});
EM_JS(void, js_open_full, (const char* s), {
  var shell = window["playgroundShell"];
  if (shell) shell["openFull"](UTF8ToString(s));
});
EM_JS(void, js_download_text, (const char* name, const char* mime, const char* data), {
  var blob = new Blob([UTF8ToString(data)], {type: UTF8ToString(mime)});
  var url = URL.createObjectURL(blob);
  var a = document.createElement("a");
  a.href = url;
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(function() { URL.revokeObjectURL(url); }, 2000);
});
// Called right after the frame is drawn, in the same task: the WebGL drawing buffer still holds
// the frame (no preserveDrawingBuffer needed).
EM_JS(void, js_download_canvas_png, (const char* name, int x, int y, int w, int h), {
  var src = Module["canvas"];
  var crop = document.createElement("canvas");
  crop.width = Math.max(1, Math.min(w, src.width - x));
  crop.height = Math.max(1, Math.min(h, src.height - y));
  crop.getContext("2d").drawImage(src, x, y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  var a = document.createElement("a");
  a.href = crop.toDataURL("image/png");
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
});
// The page's layers, called from inside a frame: an error of theirs is reported, never thrown
// through the frame (it would stop the frame loop, the scene frozen without a word).
EM_JS(void, js_open_share, (), {
  var pg = window["playground"];
  try { if (pg && pg["share"]) pg["share"](); } catch (e) { console.error(e); }
});
EM_JS(void, js_open_clip, (), {
  var pg = window["playground"];
  try { if (pg && pg["clipDialog"]) pg["clipDialog"](); } catch (e) { console.error(e); }
});
// A clip's frame (shell/clip.js): the world's rectangle of the frame just drawn, handed to the
// clip being made instead of downloaded.
EM_JS(void, js_clip_frame, (int x, int y, int w, int h), {
  var shell = window["playgroundShell"];
  try { if (shell && shell["clipFrame"]) shell["clipFrame"](Module["canvas"], x, y, w, h); } catch (e) { console.error(e); }
});
EM_JS(void, js_download_offline, (), {
  var pg = window["playground"];
  try { if (pg && pg["downloadOffline"]) pg["downloadOffline"](); } catch (e) { console.error(e); }
});
EM_JS(void, js_page_ready, (), {
  var shell = window["playgroundShell"];
  if (shell) shell["ready"]();
});
// A message the page posts to itself (not a timer: an embed out of view has its timers held to
// one a second), which runs the start's next step; a timer when the step is to come later.
EM_JS(void, js_continue_start_soon, (double delayMs), {
  var go = function() { Module['_pg_start_continue'](); };
  if (delayMs > 0 || typeof MessageChannel === 'undefined') { setTimeout(go, delayMs); return; }
  var channel = Module['startChannel'];
  if (!channel) {
    channel = Module['startChannel'] = new MessageChannel();
    channel.port1.onmessage = go;
  }
  channel.port2.postMessage(0);
});
EM_JS(void, js_first_frame_drawn, (), {
  try { performance.mark("playground-first-frame"); } catch (e) {}
  if (Module["firstFrame"]) Module["firstFrame"]();  // shell.js: the deferred module's turn
});
EM_JS(void, js_touch_held, (), { Module["touchHeld"] = true; });
EM_JS(int, js_coarse_pointer, (), {
  try { return window.matchMedia("(pointer: coarse)").matches ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(int, js_prefers_light, (), {
  try { return window.matchMedia("(prefers-color-scheme: light)").matches ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(int, js_prefers_reduced_motion, (), {
  try { return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 0; } catch (e) { return 0; }
});
// The app's theme on the page's <html> (data-theme): the page's own controls and dialogs (the
// language picker, Share, Save clip) take its colours (shell.css).
EM_JS(void, js_view_moved, (), {
  var shell = window["playgroundShell"];
  if (shell && shell["viewMoved"]) shell["viewMoved"]();
});
EM_JS(void, js_set_theme, (const char* name), {
  document.documentElement.setAttribute("data-theme", UTF8ToString(name));
});
// Only flags the change: the page reads the new state after this frame, never inside it.
EM_JS(void, js_changed, (), {
  var shell = window["playgroundShell"];
  if (shell && shell["changed"]) shell["changed"]();
});
// clang-format on

namespace web {
std::string InitialFragment() {
  char* p = js_initial_fragment();
  std::string s = p ? p : "";
  free(p);
  return s;
}
bool EmbedRequested() { return js_embed_requested() != 0; }
void ReplaceFragment(const std::string& fragment) { js_replace_fragment(fragment.c_str()); }
void CopyLink(const std::string& fragment, const std::string& note) { js_copy_link(fragment.c_str(), note.c_str()); }
void CopyCode(const char* lang) { js_copy_code(lang); }
void OpenFullPlayground(const std::string& fragment) { js_open_full(fragment.c_str()); }
void SetPageReady() { js_page_ready(); }
void ContinueStartSoon(double delayMs) { js_continue_start_soon(delayMs); }
void FirstFrameDrawn() { js_first_frame_drawn(); }
bool DownloadText(const std::string& name, const char* mime, const std::string& data) {
  js_download_text(name.c_str(), mime, data.c_str());
  return true;
}
namespace {
bool g_clipFrame = false;  // the picture frame asked for is a clip's (pg_clip_frame), not a PNG
}  // namespace
void DownloadCanvasPng(const std::string& name, int x, int y, int w, int h) {
  if (g_clipFrame) {
    g_clipFrame = false;
    js_clip_frame(x, y, w, h);
    return;
  }
  js_download_canvas_png(name.c_str(), x, y, w, h);
}
void ClipFrameNext() { g_clipFrame = true; }
void DownloadOffline() { js_download_offline(); }
void OpenShare() { js_open_share(); }
void OpenClip() { js_open_clip(); }
void TouchHeld() { js_touch_held(); }
bool CoarsePointer() { return js_coarse_pointer() != 0; }
bool PrefersLight() { return js_prefers_light() != 0; }
bool PrefersReducedMotion() { return js_prefers_reduced_motion() != 0; }
bool ChooseLanguage(const char*) { return false; }  // the page's <select> calls setLanguage()

// Called once per frame with the fragment the frame computed anyway: a handful of numbers and
// one string compare, so a paused page does no more work than before.
void SignalChanges(App& a, const std::string& fragment) {
  if (a.view.theme != a.page.theme || !a.page.themeSet) {
    a.page.theme = a.view.theme;
    a.page.themeSet = true;
    js_set_theme(ThemeName(a.view.theme));
  }
  // The world's part of the canvas moved (a challenge's heading came, the UI's scale, the panel):
  // the page's own controls over it (the language picker) follow.
  if (!(a.view.viewMin == a.page.viewMin) || !(a.view.viewMax == a.page.viewMax)) {
    a.page.viewMin = a.view.viewMin;
    a.page.viewMax = a.view.viewMax;
    js_view_moved();
  }
  static std::vector<std::pair<const char*, float>> outcomes;  // reused: no allocation once warm
  outcomes.clear();
  a.scene.pg.Outcomes(outcomes);
  // The Time slider's words (the moment, the events so far): the step while paused (a scrub or a
  // step moves it; a running scene would signal every frame), and the events' count.
  long long paused = a.scene.settings.paused ? (long long)a.scene.pg.steps() : -1;
  // The range as set (not as clamped into a growing run: that would signal every frame).
  const TimeRange& range = a.scene.range;
  long long rangeFrom = range.set ? (long long)range.from : -1, rangeTo = range.set ? (long long)range.to : -1;
  // A challenge's run: its progress by whole seconds (the description's timer, which the page
  // keeps current for reading; every frame would be a refresh per frame).
  long long running = a.scene.challenge.phase == ChallengeState::Running ? (long long)a.scene.pg.world().Time() : -1;
  char extra[260];
  std::snprintf(extra, sizeof extra, "|%u|%lld|%lld|%lld:%lld|%zu|%.3f|%d|%d|%d|%d|%d|%zu|%d%d|%d|%d|%zu|%d%s", a.ui.noticeCount, paused, running, rangeFrom, rangeTo,
                a.scene.pg.events().size(), double(a.view.uiScale),
                int(a.view.theme) * 2 + int(a.view.pngLegend), a.view.showPerf, a.scene.lesson,
                a.scene.pg.recording(), a.ui.panelOpen, outcomes.size(), a.scene.experiment.running(),
                a.scene.experiment.done(), a.scene.pg.compareParam(), a.scene.selected,
                a.scene.pg.world().agents.size(), int(a.scene.challenge.phase),
                a.scene.challenge.answer.c_str());
  // The notice while it shows ("Link copied", what a link ignored): the page says it aloud.
  const std::string& notice = NowSeconds() < a.ui.noticeUntil ? a.ui.notice : std::string();
  size_t n = std::strlen(extra);
  if (a.page.lastSignature.size() == fragment.size() + n + notice.size() &&
      a.page.lastSignature.compare(0, fragment.size(), fragment) == 0 &&
      a.page.lastSignature.compare(fragment.size(), n, extra) == 0 &&
      a.page.lastSignature.compare(fragment.size() + n, std::string::npos, notice) == 0)
    return;
  a.page.lastSignature = fragment + extra + notice;
  js_changed();
}
}  // namespace web

namespace {

// [SECTION] replies
std::string g_reply;  // the last reply; valid until the next call

const char* Reply(std::string text) {
  g_reply = std::move(text);
  return g_reply.c_str();
}
const char* Reply(JsonWriter& j) { return Reply(j.Take()); }

/// {"ok": ok, "message": message}: the reply of calls that load or change something.
const char* OkReply(bool ok, const std::string& message) {
  JsonWriter j;
  j.BeginObject().Key("ok").Bool(ok).Key("message").String(message).EndObject();
  return Reply(j);
}

std::string HexHash(uint64_t h) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)h);
  return buf;
}

/// The notice while it shows ("Link copied", what a link ignored), else "".
std::string NoticeNow(const App& a) { return NowSeconds() < a.ui.noticeUntil ? a.ui.notice : std::string(); }

// [SECTION] text limits
// Every text the page hands the wasm, by kind, with its limit in bytes of UTF-8. shell.js reads
// them once (pg_limits) and refuses a longer text before it crosses, answering with the message
// below; each export checks the same limit and gives the same message, so the rule holds for a
// text that crosses another way. Why both: ccall copied strings onto the wasm stack (TOTAL_STACK,
// CMakeLists.txt), and a 1.3 MB link overflowed it and trapped the page (issue #30); shell.js now
// passes texts on the heap, and nothing long crosses at all. A link's limit is the codec's own.
enum TextKind { kLinkText, kCompositionText, kNameText, kValueText, kWidgetText, kAnswerText, kLangText,
                kNoticeText, kTableText, kTextKinds };
struct TextLimit {
  const char* kind;     ///< the name shell.js knows it by
  size_t bytes;         ///< longest accepted text, UTF-8 bytes (without the terminating 0)
  demos::Key message;   ///< the refusal, "{0}" the limit (in KB when `kb`)
  bool kb;
  bool cut;             ///< cut at the limit instead of refused (the page's own notices)
  const char* after;    ///< counted after the first of these characters, if any ("#": a link's fragment)
};
constexpr TextLimit kTextLimits[kTextKinds] = {
    {"link", demos::kMaxLinkBytes, "notice.link.too_long", true, false, "#"},  // load(), the address bar
    {"composition", demos::kMaxLinkBytes, "notice.text.composition", true, false, ""},  // group= keys
    {"name", 64, "notice.text.name", false, false, ""},      // a parameter, demo or annotation layer
    {"value", 1024, "notice.text.value", false, false, ""},  // set()'s value, compare()'s values
    {"widget", 64, "notice.text.widget", false, false, ""},  // focus(): "param:lookahead"
    {"answer", 64, "notice.text.answer", false, false, ""},  // a challenge's answer: yes, no, a chaser
    {"lang", 16, "notice.text.lang", false, false, ""},      // a page or code language: "zh-CN", "gdscript"
    {"notice", 1024, "notice.text.notice", false, true, ""},  // a notice the page shows (cut)
    {"table", 1u << 20, "notice.text.table", true, false, ""},  // a language's table from lang/*.json
};

/// The refusal of a text of kind k longer than its limit, in the current language.
std::string TooLong(TextKind k) {
  const TextLimit& l = kTextLimits[k];
  return demos::Trf(l.message, {std::to_string(l.kb ? l.bytes / 1024 : l.bytes)});
}
/// Whether text fits kind k's limit (null fits: it is no text). Reads at most limit + 1 bytes. (A
/// link is checked by demos::ParseLink, which counts its fragment: pg_load.)
bool Fits(const char* text, TextKind k) {
  return !text || strnlen(text, kTextLimits[k].bytes + 1) <= kTextLimits[k].bytes;
}

// [SECTION] parts of the state() reply
void WriteView(const App& a, JsonWriter& j) {
  j.Key("view")
      .BeginObject()
      .Key("uiScale")
      .Number(a.view.uiScale)
      .Key("highContrast")
      .Bool(a.view.theme == demos::Theme::Contrast)
      .Key("theme")
      .String(ThemeName(a.view.theme))
      .Key("pngLegend")
      .Bool(a.view.pngLegend)
      .EndObject();
}

/// What the performance overlay shows (smoothed over the last frames).
void WritePerf(const App& a, JsonWriter& j) {
  j.Key("perf").BeginObject();
  j.Key("fps").Number(a.perf.fps).Key("simMs").Number(a.perf.simMs).Key("drawMs").Number(a.perf.drawMs);
  j.Key("agents")
      .Number(double(a.scene.pg.world().agents.size()))
      .Key("uiVertices")
      .Number(a.perf.uiVertices);
  j.Key("framesDrawn").Number(a.perf.framesDrawn).Key("wholeFramesDrawn").Number(a.perf.wholeFramesDrawn).Key("slowMotion").Bool(a.scene.slowMotion);
  j.EndObject();
}

/// The scene's fixed parts, so scripts and descriptions can see what the agents steer around.
void WriteWorld(const steer::World& w, JsonWriter& j) {
  j.Key("world").BeginObject().Key("width").Number(w.def.width).Key("height").Number(w.def.height);
  j.Key("obstacles").BeginArray();
  for (const steer::Obstacle& o : w.obstacles)
    j.BeginObject().Key("pos").Point(o.pos).Key("radius").Number(o.radius).EndObject();
  j.EndArray().Key("walls").BeginArray();
  for (const steer::Wall& wall : w.walls)
    j.BeginObject()
        .Key("a")
        .Point(wall.a)
        .Key("b")
        .Point(wall.b)
        .Key("normal")
        .Point(wall.normal)
        .EndObject();
  j.EndArray().Key("path");
  if (w.path.points.empty()) {
    j.Null();
  } else {
    j.BeginObject().Key("points").BeginArray();
    for (Vec2 p : w.path.points) j.Point(p);
    j.EndArray().Key("loop").Bool(w.path.loop).EndObject();
  }
  j.EndObject();
}

/// {"name": value} of the demo's parameters.
void WriteParamValues(const demos::Playground& pg, JsonWriter& j) {
  j.BeginObject();
  for (size_t i = 0; i < pg.specs().size(); ++i) j.Key(pg.specs()[i].name).Number(pg.params()[i]);
  j.EndObject();
}

/// ["velocity", ...]: the annotation layers switched on.
void WriteLayerNames(uint32_t layers, JsonWriter& j) {
  j.BeginArray();
  for (int b = 0; b < demos::kLayerCount; ++b)
    if (layers & (1u << b)) j.String(demos::LayerName(b));
  j.EndArray();
}

void WriteAgents(const steer::World& w, JsonWriter& j) {
  j.BeginArray();
  for (const steer::Agent& ag : w.agents) {
    j.BeginObject().Key("id").Number(ag.id).Key("role").String(steer::RoleName(ag.role));
    j.Key("pos").Point(ag.pos).Key("vel").Point(ag.vel).Key("heading").Point(ag.heading);
    j.Key("maxSpeed").Number(ag.maxSpeed).Key("maxForce").Number(ag.maxForce).Key("radius").Number(ag.radius);
    j.EndObject();
  }
  j.EndArray();
}

/// Compare mode: the variants side by side (the main scene first), or null.
void WriteCompare(const demos::Playground& pg, JsonWriter& j) {
  if (pg.compareParam() < 0) {
    j.Null();
    return;
  }
  j.BeginObject()
      .Key("param")
      .String(pg.specs()[size_t(pg.compareParam())].name)
      .Key("variants")
      .BeginArray();
  std::vector<demos::Metric> ms;
  for (int g = -1; g < pg.ghostCount(); ++g) {
    ms.clear();
    if (g < 0)
      pg.Metrics(ms);
    else
      pg.GhostMetrics(g, ms);
    j.BeginObject().Key("value").Number(g < 0 ? pg.params()[size_t(pg.compareParam())] : pg.ghostValue(g));
    j.Key("hash").String(HexHash(g < 0 ? pg.Hash() : pg.GhostHash(g)));
    j.Key("metrics").BeginObject();
    for (const demos::Metric& m : ms) j.Key(m.name).Number(m.value);
    j.EndObject().EndObject();
  }
  j.EndArray().EndObject();
}

/// {predicted: [x, y] or null, lookahead: seconds or null, threat: units or null}.
void WriteMarks(const demos::Marks& m, JsonWriter& j) {
  j.BeginObject().Key("predicted");
  if (m.hasPredicted)
    j.Point(m.predicted).Key("lookahead").Number(m.lookahead);
  else
    j.Null().Key("lookahead").Null();
  j.Key("threat");
  if (m.hasThreat)
    j.Number(m.threat);
  else
    j.Null();
  j.EndObject();
}

/// The experiment's table: [{label, chases, escapes, mean, median, min, max, sameForEverySeed}].
void WriteExperimentRows(const demos::Experiment& e, JsonWriter& j) {
  j.BeginArray();
  for (const demos::ExperimentRow& r : e.rows()) {
    j.BeginObject().Key("label").String(r.label).Key("chases").Number(r.chases).Key("escapes").Number(
        r.escapes);
    j.Key("mean").Number(r.mean).Key("median").Number(r.median).Key("min").Number(r.min).Key("max").Number(
        r.max);
    j.Key("sameForEverySeed").Bool(e.sameForEverySeed()).Key("cells").BeginArray();
    for (const std::string& c : ExperimentCells(r)) j.String(c);
    j.EndArray().EndObject();
  }
  j.EndArray();
}

}  // namespace

}  // namespace app

namespace app {
namespace {
// [SECTION] helpers of the second view's exports
/// One control of the panel's description as JSON (pg_controls).
void WriteControl(const Control& c, JsonWriter& j) {
  j.BeginObject().Key("name").String(c.name).Key("kind").String(ControlKindName(c.kind));
  if (c.kind == ControlKind::Text) {
    j.Key("text").String(c.text).Key("role").String(c.role);
    if (!c.help.empty()) j.Key("help").String(c.help);  // the words that hold its place (a verdict's)
    j.EndObject();
    return;
  }
  j.Key("label").String(c.label).Key("help").String(c.help).Key("value").Number(c.value).Key("text").String(c.text);
  if (c.kind == ControlKind::Slider || c.kind == ControlKind::Number) {
    j.Key("shown").String(c.shown).Key("typed").String(TypedValue(c)).Key("min").Number(c.min).Key("max").Number(c.max).Key("step").Number(c.step);
    j.Key("decimals").Number(c.decimals).Key("log").Bool(c.logarithmic).Key("unit").String(c.unit);
    if (c.keyRatio > 0.0) j.Key("keyRatio").Number(c.keyRatio);
  }
  if (c.kind == ControlKind::Choice) {
    j.Key("choices").BeginArray();
    for (const ControlChoice& ch : c.choices)
      j.BeginObject().Key("value").String(ch.value).Key("label").String(ch.label).Key("enabled").Bool(ch.enabled).EndObject();
    j.EndArray();
    if (!c.confirm.empty()) j.Key("confirm").String(c.confirm);
  }
  j.Key("enabled").Bool(c.enabled).Key("locked").Bool(c.locked).Key("keys").String(c.keys).Key("group").String(c.group);
  j.EndObject();
}
/// The widget a focus name belongs to must be drawn: open its section (and the panel).
void FocusWidget(App& a, const char* name) {
  a.ui.focusWidget = name ? name : "";
  a.ui.focusScroll = !a.ui.focusWidget.empty();
  if (!a.ui.focusWidget.empty() && !a.view.embed) a.ui.panelOpen = true;
}
/// "selection": the range picked on the timeline, {from, to} in seconds within the run so far, or
/// null (timeline_ui.cpp: RangeInRun).
void RangeReply(JsonWriter& j) {
  const SceneState& s = TheApp().scene;
  int64_t from = 0, to = 0;
  j.Key("selection");
  if (RangeInRun(s, &from, &to))
    j.BeginObject().Key("from").Number(s.pg.Seconds(from)).Key("to").Number(s.pg.Seconds(to)).EndObject();
  else
    j.Null();
}
/// A notice's text from the page, cut at its limit on a character boundary.
std::string NoticeText(const char* text) {
  size_t limit = app::kTextLimits[app::kNoticeText].bytes;
  std::string t = text ? std::string(text, strnlen(text, limit + 1)) : "";
  if (t.size() > limit) {
    size_t n = limit;
    while (n > 0 && (static_cast<unsigned char>(t[n]) & 0xC0) == 0x80) --n;  // not inside a character
    t.resize(n);
  }
  return t;
}
}  // namespace
}  // namespace app

// [SECTION] exports: the JS API's primitives
using app::JsonWriter;
using app::TheApp;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* pg_demos() {
  JsonWriter j;
  j.BeginArray();
  for (const demos::DemoDesc& d : demos::Demos()) {
    j.BeginObject().Key("id").String(d.id).Key("title").String(d.title);
    // The lesson panel's texts, for the page's second view (screen readers).
    j.Key("lesson").String(d.lesson).Key("source").String(d.source).Key("tryThis").BeginArray();
    for (const char* t : d.tryThis)
      if (t) j.String(t);
    j.EndArray().EndObject();
  }
  j.EndArray();
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE const char* pg_params() {
  app::App& a = TheApp();
  static const char* const kKinds[] = {"float", "int", "choice", "toggle"};
  // A lesson link's set-up: shown but not editable, or not shown (link.h, LessonSetup).
  const demos::LessonSetup& setup = a.scene.settings.setup;
  JsonWriter j;
  j.BeginArray();
  for (size_t i = 0; i < a.scene.pg.specs().size(); ++i) {
    const demos::ParamSpec& s = a.scene.pg.specs()[i];
    j.BeginObject().Key("name").String(s.name).Key("label").String(s.label).Key("unit").String(s.unit);
    j.Key("kind").String(kKinds[int(s.kind)]).Key("min").Number(s.min).Key("max").Number(s.max);
    j.Key("default").Number(s.def).Key("value").Number(a.scene.pg.params()[i]);
    if (s.kind == demos::ParamKind::Choice && s.choices) {
      j.Key("choices").BeginArray();
      for (int k = 0; k <= int(s.max); ++k) j.String(s.choices[k]);
      j.EndArray().Key("choiceLabels").BeginArray();  // as shown, in the current language
      for (int k = 0; k <= int(s.max); ++k) j.String(demos::ChoiceLabel(a.scene.pg.desc(), s, k));
      j.EndArray();
    }
    j.Key("help").String(s.help);
    j.Key("locked")
        .Bool(i < 64 && ((setup.locked >> i) & 1u))
        .Key("hidden")
        .Bool(i < 64 && ((setup.hidden >> i) & 1u));
    j.EndObject();
  }
  j.EndArray();
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE const char* pg_state() {
  app::App& a = TheApp();
  const steer::World& w = a.scene.pg.world();
  JsonWriter j;
  j.BeginObject().Key("demo").String(a.scene.pg.desc().id).Key("seed").Number(double(a.scene.pg.seed()));
  j.Key("frame").Number(double(w.frame)).Key("time").Number(w.Time());
  j.Key("paused").Bool(a.scene.settings.paused).Key("speed").Number(a.scene.settings.speed);
  app::WriteView(a, j);
  app::WritePerf(a, j);
  app::WriteWorld(w, j);
  j.Key("params");
  app::WriteParamValues(a.scene.pg, j);
  j.Key("show");
  app::WriteLayerNames(a.scene.pg.layers, j);
  j.Key("selected").Number(a.scene.selected);
  // Every agent finite and within its speed (NaN cannot cross as a JSON number: it would read 0).
  j.Key("sane").Bool(steer::StateIsSane(w)).Key("notice").String(app::NoticeNow(a));
  j.Key("agents");
  app::WriteAgents(w, j);
  j.Key("compare");
  app::WriteCompare(a.scene.pg, j);
  j.Key("marks");
  app::WriteMarks(a.scene.pg.GetMarks(), j);
  j.EndObject();
  return app::Reply(j);
}

/// Sets a parameter from text (a number, or a choice name); replies {"ok", "value", "message"}.
EMSCRIPTEN_KEEPALIVE const char* pg_set(const char* name, const char* text) {
  app::App& a = TheApp();
  JsonWriter j;
  j.BeginObject();
  bool nameFits = app::Fits(name, app::kNameText), valueFits = app::Fits(text, app::kValueText);
  int i = nameFits ? a.scene.pg.ParamIndex(name ? name : "") : -1;
  float v = 0.0f;
  if (!nameFits || !valueFits) {  // the limits first, as shell.js checks them
    j.Key("ok").Bool(false).Key("value");
    i < 0 ? j.Null() : j.Number(a.scene.pg.params()[size_t(i)]);
    j.Key("message").String(app::TooLong(nameFits ? app::kValueText : app::kNameText));
  } else if (i < 0) {
    j.Key("ok").Bool(false).Key("value").Null().Key("message").String(demos::Tr("refused.unknown_parameter"));
  } else if (!demos::ParseParamValue(a.scene.pg.specs()[size_t(i)], text ? text : "", &v)) {
    j.Key("ok")
        .Bool(false)
        .Key("value")
        .Number(a.scene.pg.params()[size_t(i)])
        .Key("message")
        .String(demos::Tr("refused.not_a_number"));
  } else {
    app::ActResult r = app::Act(a, std::string("param:") + a.scene.pg.specs()[size_t(i)].name, v);
    j.Key("ok").Bool(r.ok).Key("value").Number(r.value).Key("message").String(r.message);
  }
  j.EndObject();
  return app::Reply(j);
}

/// Loads a link: {ok, message, lang}; `lang` the page's language the link names, as the codec
/// read it (canonical, "zh-CN"; "" when it names none, or the link was refused): the page switches
/// to it (shell.js), and reads no key of a link itself.
EMSCRIPTEN_KEEPALIVE const char* pg_load(const char* text) {
  app::App& a = TheApp();
  std::string message;
  bool ok = app::LoadLink(a, text ? text : "", &message);
  a.page.lastFragment.clear();  // make the URL follow at once
  app::JsonWriter j;
  j.BeginObject().Key("ok").Bool(ok).Key("message").String(message);
  j.Key("lang").String(ok ? a.scene.settings.setup.lang : std::string()).EndObject();
  return app::Reply(j);
}

/// The lesson panel's live formula lines, as plain text: ["T = d / ...", "  = 252 / (150 + 100) = 1.01 s"].
EMSCRIPTEN_KEEPALIVE const char* pg_formula() {
  std::vector<demos::Readout> lines;
  TheApp().scene.pg.Formula(lines);
  JsonWriter j;
  j.BeginArray();
  for (const demos::Readout& line : lines) j.String(line.text);
  j.EndArray();
  return app::Reply(j);
}

/// {"ok", "message", "behaviour", "request", "copied"}: what the selected agent (or the demo's main
/// agent) does, with the current numbers, as a request for the code generator (code/code.h), a
/// module of its own that shell.js fetches on first use and hands the request to
/// (src/app/codegen.cpp): it writes the one function in one of kCodeLangs' languages. "copied" is
/// the notice Copy as code shows ("Copied pursuit as C++"), in the page's language.
EMSCRIPTEN_KEEPALIVE const char* pg_code(const char* lang) {
  demos::CodeLang l;
  demos::CodeRequest r;
  std::string message;
  bool ok = false;
  if (!app::Fits(lang, app::kLangText))
    message = app::TooLong(app::kLangText);
  else if (!demos::ParseCodeLang(lang ? lang : "", &l))
    message = app::CodeLangRefusal();
  else if (!demos::CodeRequestFor(TheApp().scene.pg, TheApp().scene.selected, l, &r))
    message = demos::Tr("refused.code_none");
  else
    ok = true;
  std::string behaviour = ok ? demos::CodeRequestBehaviour(r) : std::string();
  JsonWriter j;
  j.BeginObject().Key("ok").Bool(ok).Key("message").String(message);
  j.Key("behaviour").String(behaviour);
  j.Key("request").String(ok ? demos::EncodeCodeRequest(r) : std::string());
  j.Key("copied").String(ok ? demos::Trf("notice.clipboard.code_copied", {behaviour, demos::CodeLangNameOf(l).name})
                            : std::string());
  return app::Reply(j.EndObject());
}
/// Paints the flow field along a drag from (x0, y0) to (x1, y1), world units, as a drag over the
/// world does; 1 when something changed, 0 otherwise (not the flowfield demo, not a drag).
EMSCRIPTEN_KEEPALIVE int pg_paint(double x0, double y0, double x1, double y1) {
  app::App& a = TheApp();
  if (app::SetupFrozen(a)) return 0;  // a challenge's graded scene, before its verdict
  if (!a.scene.pg.PaintStroke({float(x0), float(y0)}, {float(x1), float(y1)})) return 0;
  a.page.fragmentDirtySince = app::NowSeconds();
  return 1;
}
/// The noise field again: the paint off (the panel's Noise field button).
EMSCRIPTEN_KEEPALIVE void pg_clear_paint() {
  app::App& a = TheApp();
  if (app::SetupFrozen(a)) return;  // a challenge's graded scene, before its verdict
  a.scene.pg.ClearPaint();
  a.page.fragmentDirtySince = app::NowSeconds();
}

EMSCRIPTEN_KEEPALIVE const char* pg_fragment() { return app::Reply(app::CurrentFragment(TheApp())); }

EMSCRIPTEN_KEEPALIVE void pg_pause() { TheApp().scene.settings.paused = true; }
EMSCRIPTEN_KEEPALIVE void pg_resume() {
  TheApp().scene.settings.paused = false;
  TheApp().scene.accumulator = 0.0;
}
/// n fixed steps (at most Playground::StepsAtOnce(n): a million, fewer for a big flock); returns
/// the frame number. (The JS API's step() used to build the whole
/// state() reply to read the frame: at 50,000 boids that cost 3-7 times the steps themselves.)
EMSCRIPTEN_KEEPALIVE double pg_step(int n) {
  app::StepOnce(TheApp(), TheApp().scene.pg.StepsAtOnce(n));
  return double(TheApp().scene.pg.world().frame);
}
EMSCRIPTEN_KEEPALIVE void pg_reset() { app::ResetScene(TheApp()); }
/// The run's timeline: {now, start, end, dt} in seconds, the step, and its events [{t, kind, lane,
/// agent}] (kind: demos::EventName's; lane: demos::SceneEvent's, "capture" or a chase demo's lane,
/// else ""; agent: whose, when one's).
EMSCRIPTEN_KEEPALIVE const char* pg_timeline() {
  const demos::Playground& pg = TheApp().scene.pg;
  app::JsonWriter j;
  j.BeginObject();
  j.Key("now").Number(pg.Seconds(pg.steps()));
  j.Key("start").Number(pg.Seconds(pg.historyStart()));
  j.Key("end").Number(pg.Seconds(pg.historyEnd()));
  j.Key("step").Number(double(pg.steps()));
  j.Key("dt").Number(pg.Seconds(1));  // seconds per step: the Time slider's step
  app::RangeReply(j);
  j.Key("clip").BeginObject().Key("maxSeconds").Number(app::kMaxClipSeconds);
  j.Key("defaultSeconds").Number(app::kDefaultClipSeconds).EndObject();
  j.Key("events").BeginArray();
  for (const demos::Playground::TimelineEvent& e : pg.events()) {
    j.BeginObject();
    j.Key("t").Number(pg.Seconds(e.step));
    j.Key("kind").String(demos::EventName(e.kind));
    j.Key("lane").String(e.lane);
    if (e.agent >= 0) j.Key("agent").Number(double(e.agent));
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  return app::Reply(j);
}
/// Goes to the moment `seconds` of the run (whole steps, clamped into the timeline), paused;
/// returns the moment reached, seconds.
EMSCRIPTEN_KEEPALIVE double pg_scrub(double seconds) {
  app::App& a = TheApp();
  app::ScrubTo(a, std::isfinite(seconds) ? a.scene.pg.StepAt(seconds) : a.scene.pg.steps());
  app::Wake();
  return a.scene.pg.Seconds(a.scene.pg.steps());
}
/// The timeline's range (what a Shift+drag on the bar picks, Save clip's span): `clear` 1 clears
/// it; else from `from` to `to` seconds, in either order, clamped into the run so far (-Infinity:
/// its start; +Infinity: its end, following the run as it grows). Replies {ok, selection,
/// message}: NaN, or no moment of the run between the two, refused with the range unchanged.
EMSCRIPTEN_KEEPALIVE const char* pg_select_range(int clear, double from, double to) {
  app::App& a = TheApp();
  const demos::Playground& pg = a.scene.pg;
  std::string message;
  if (clear) {
    app::ClearRange(a);
  } else if (std::isnan(from) || std::isnan(to)) {
    message = demos::Trf("range.not_a_number", {std::isnan(from) ? "'from'" : "'to'"});
  } else {
    auto step = [&pg](double seconds) -> int64_t {
      return seconds == INFINITY ? app::TimeRange::kOpenEnd : pg.StepAt(seconds);  // -Infinity: 0
    };
    if (!app::SetRange(a, step(from), step(to))) {
      double start = pg.Seconds(pg.historyStart()), end = pg.Seconds(pg.historyEnd());
      auto secs = [&](double t) {  // an end left open is that end of the run
        t = t == -INFINITY ? start : t == INFINITY ? end : t;
        return demos::FixedNumber(t < -1e9 ? -1e9 : (t > 1e9 ? 1e9 : t), 1);
      };
      message = demos::Trf("range.empty", {secs(from), secs(to), secs(start), secs(end)});
    }
  }
  app::JsonWriter j;
  j.BeginObject().Key("ok").Bool(message.empty());
  app::RangeReply(j);
  j.Key("message").String(message).EndObject();
  return app::Reply(j);
}
/// One frame of a clip (shell/clip.js): goes to the moment `seconds` as pg_scrub does, and draws
/// it as the PNG's picture (the world alone: no notice, tooltip or timeline bar), which the next
/// frame hands the page (shell.clipFrame) instead of downloading. Returns the moment reached.
/// `first`: the clip's first frame (app::StartClip); pg_clip_end ends it.
EMSCRIPTEN_KEEPALIVE double pg_clip_frame(double seconds, int first) {
  app::App& a = TheApp();
  if (first) app::StartClip(a);
  double t = pg_scrub(seconds);
  a.ui.pngRequested = 1;  // the next frame is the picture (called between frames, not in one)
  a.ui.pictureLegend = false;
  app::web::ClipFrameNext();
  return t;
}
/// The clip is made or given up, the scene back at its moment (shell/clip.js): the page's labels
/// take back the places they had before it (app::EndClip).
EMSCRIPTEN_KEEPALIVE void pg_clip_end() { app::EndClip(TheApp()); }
/// A number as a person typed it into one of the page's own fields (the Clip dialog's seconds), in
/// the form links write ("1,5" in pt-BR is "1.5"; in English a comma is no decimal mark and the
/// text comes back as it was): demos::TypedNumber, the panel's rule.
EMSCRIPTEN_KEEPALIVE const char* pg_typed_number(const char* text) {
  if (!app::Fits(text, app::kValueText)) return app::Reply("NaN");  // shell.js refuses it before this
  return app::Reply(demos::TypedNumber(text ? text : ""));
}
/// Whether the run keeps its history (the timeline; on in the page). Off: no snapshots, the
/// bar shows only the moment reached (memory tests of the simulation itself turn it off).
/// Keeps the run's history (1), or not (0); -1 asks only. Returns whether it keeps it.
EMSCRIPTEN_KEEPALIVE int pg_keep_history(int on) {
  if (on == 0 || on == 1) TheApp().scene.pg.KeepHistory(on == 1);
  return TheApp().scene.pg.keepsHistory() ? 1 : 0;
}
/// The scene's link with at= the current moment (Copy link to this moment).
EMSCRIPTEN_KEEPALIVE const char* pg_moment_fragment() { return app::Reply(app::MomentFragment(TheApp())); }
/// Something may have changed (input, resize, an API call): draw the next few frames.
EMSCRIPTEN_KEEPALIVE void pg_wake() { app::Wake(); }
/// Whether presses, releases or a key's release still wait for frames of their own (platform.cpp
/// shows one a frame): the page's number field applies its value after them (shell.js).
EMSCRIPTEN_KEEPALIVE int pg_input_pending() { return app::platform::InputPending() ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE void pg_start_continue() { app::ContinueStart(); }
/// The canvas is hidden (tab in the background, scrolled out of view) or back: no drawing and no
/// stepping while hidden; back, the scene goes on from where it was.
EMSCRIPTEN_KEEPALIVE void pg_set_offscreen(int offscreen) { app::SetOffscreen(offscreen != 0); }
/// The page's language picker at the world's top-left corner: its extent from the view's corner
/// (CSS px), which the status line leaves free. Clamped to the canvas; NaN is none.
EMSCRIPTEN_KEEPALIVE void pg_set_corner(float w, float h) {
  app::App& a = TheApp();
  float cw = w > 0.0f ? std::min(w, 4096.0f) : 0.0f, ch = h > 0.0f ? std::min(h, 4096.0f) : 0.0f;
  if (cw == a.view.cornerW && ch == a.view.cornerH) return;
  a.view.cornerW = cw, a.view.cornerH = ch;
  app::Wake();
}
EMSCRIPTEN_KEEPALIVE const char* pg_hash() { return app::Reply(app::HexHash(TheApp().scene.pg.Hash())); }
/// Shows a notice (the page's own: "Copied pursuit as C++"), cut at its limit.
EMSCRIPTEN_KEEPALIVE void pg_notify(const char* text) { app::Notify(TheApp(), app::NoticeText(text)); }
/// The page's clipboard took the scene's link (ok), or refused it (the link is in the address bar
/// still): said as the desktop says it (SayLinkCopied), `note` (js_copy_link's) after it.
EMSCRIPTEN_KEEPALIVE void pg_link_copied(int ok, const char* note) {
  app::SayLinkCopied(TheApp(), ok != 0, demos::Tr("notice.clipboard.in_address_bar"), app::NoticeText(note));
}
/// Every kind of text the page hands the wasm: {kind: {bytes, message, cut, after}}; `message` is the
/// refusal of a longer text (in the current language), which the export itself gives too.
EMSCRIPTEN_KEEPALIVE const char* pg_limits() {
  JsonWriter j;
  j.BeginObject();
  for (int k = 0; k < app::kTextKinds; ++k) {
    const app::TextLimit& l = app::kTextLimits[k];
    j.Key(l.kind).BeginObject().Key("bytes").Number(double(l.bytes));
    j.Key("message").String(app::TooLong(app::TextKind(k)));
    j.Key("cut").Bool(l.cut).Key("after").String(l.after);
    j.EndObject();
  }
  j.EndObject();
  return app::Reply(j);
}
/// View settings of this screen (not part of links): UI scale 1..2.5, high contrast, performance
/// overlay. Negative values leave a setting as it is.
/// theme: a link's theme name (dark, light, contrast: ParseLinkTheme); "" or any other name leaves
/// the theme as it is. highContrast 0 leaves high contrast for the dark theme and keeps dark or
/// light as they are.
// Each setting through the View section's own action (controls.cpp's ViewAct); -1: not given.
EMSCRIPTEN_KEEPALIVE void pg_set_view(float uiScale, int highContrast, int perf, const char* theme, int pngLegend) {
  app::App& a = TheApp();
  if (uiScale >= 0.0f) app::Act(a, "slider:uiScale", uiScale);
  if (highContrast == 1) app::Act(a, "radio:theme-contrast");
  if (highContrast == 0 && a.view.theme == demos::Theme::Contrast) app::Act(a, "radio:theme-dark");
  demos::Theme named;  // a link's names; any other: as it was
  if (theme && demos::ParseLinkTheme(theme, &named)) app::Act(a, "radio:theme-" + std::string(theme));
  if (perf >= 0) app::Act(a, "check:perf", perf != 0 ? 1.0 : 0.0);
  if (pngLegend >= 0) app::Act(a, "check:pngLegend", pngLegend != 0 ? 1.0 : 0.0);
}

/// {"wasmBytes": size of wasm memory, "heapInUse": bytes allocated by malloc/new}.
EMSCRIPTEN_KEEPALIVE const char* pg_memory() {
  JsonWriter j;
  j.BeginObject().Key("wasmBytes").Number(double(__builtin_wasm_memory_size(0)) * 65536.0);
  j.Key("heapInUse").Number(double(mallinfo().uordblks));
  j.Key("history").Number(double(TheApp().scene.pg.historyBytes())).EndObject();  // the timeline's, estimated
  return app::Reply(j);
}

/// Recording of trajectories for the CSV export: on restarts the run at frame 0.
EMSCRIPTEN_KEEPALIVE void pg_record(int on) {
  app::App& a = TheApp();
  a.scene.pg.SetRecording(on != 0);
  a.scene.trails.Clear();
  a.scene.accumulator = 0.0;
}
EMSCRIPTEN_KEEPALIVE const char* pg_csv() { return app::Reply(TheApp().scene.pg.recorder().Csv()); }
/// The table of the last experiment of this demo, as pg_experiment; null while it runs or if
/// none ran.
EMSCRIPTEN_KEEPALIVE const char* pg_experiment_rows() {
  app::App& a = TheApp();
  JsonWriter j;
  if (a.scene.experiment.running() || !a.scene.experiment.done() ||
      a.scene.experiment.demo() != a.scene.pg.desc().id)
    j.Null();
  else
    app::WriteExperimentRows(a.scene.experiment, j);
  return app::Reply(j);
}

/// What the panel says around the finished table: {stale, note} ("Out of date: ... Run it again."
/// or "", and the note under it), or null while there is no table of this demo.
EMSCRIPTEN_KEEPALIVE const char* pg_experiment_notes() {
  app::App& a = TheApp();
  JsonWriter j;
  if (a.scene.experiment.running() || !a.scene.experiment.done() ||
      a.scene.experiment.demo() != a.scene.pg.desc().id) {
    j.Null();
  } else {
    app::ExperimentNotes n = app::ExperimentNotesOf(a);
    j.BeginObject().Key("stale").String(n.stale).Key("note").String(n.note).Key("heads").BeginArray();
    for (const std::string& h : app::ExperimentHeads()) j.String(h);  // the cells' names, in order
    j.EndArray().EndObject();
  }
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE void pg_download_csv() { app::ExportCsv(TheApp()); }
/// A PNG of the scene; legend 1 or 0 for this picture, -1 as the View section's "with legend".
EMSCRIPTEN_KEEPALIVE void pg_download_png(int legend) {
  app::App& a = TheApp();
  a.ui.pngRequested = 2;
  a.ui.pictureLegend = legend < 0 ? a.view.pngLegend : legend != 0;
}

/// The page got its WebGL context back: GPU objects are recreated on the next frame.
EMSCRIPTEN_KEEPALIVE void pg_context_restored() { TheApp().contextRestored = true; }

/// Selects agent `agent` (-1: none), as a click on it would. Replies {ok, selected, message}: a
/// number that is not an agent's (not whole, below -1, past the last agent, NaN) is refused, the
/// selection unchanged, with a message in the page's language (the accessible view's number field
/// says it as it is).
EMSCRIPTEN_KEEPALIVE const char* pg_select(double agent) {
  app::App& a = TheApp();
  int count = int(a.scene.pg.world().agents.size());
  std::string message;
  if (agent == std::floor(agent) && agent >= -1.0 && agent < double(count)) {
    a.scene.selected = int(agent);
  } else {
    char typed[32];
    if (std::isnan(agent))
      std::snprintf(typed, sizeof typed, "NaN");
    else if (std::isinf(agent))
      std::snprintf(typed, sizeof typed, agent > 0 ? "Infinity" : "-Infinity");
    else
      std::snprintf(typed, sizeof typed, "%.15g", agent);
    demos::LocalizeNumbers(typed);
    message = demos::Trf("select.refused", {typed, std::to_string(count - 1)});
  }
  app::JsonWriter j;
  j.BeginObject().Key("ok").Bool(message.empty()).Key("selected").Number(a.scene.selected);
  j.Key("message").String(message).EndObject();
  return app::Reply(j);
}
/// {"kind:name": [x0, y0, x1, y1]} of the widgets drawn last frame (CSS px).
EMSCRIPTEN_KEEPALIVE const char* pg_widgets() {
  JsonWriter j;
  j.BeginObject();
  for (const auto& w : TheApp().ui.widgets)
    j.Key(w.name.c_str())
        .BeginArray()
        .Number(w.min.x)
        .Number(w.min.y)
        .Number(w.max.x)
        .Number(w.max.y)
        .EndArray();
  j.EndObject();
  return app::Reply(j);
}

/// The text the panel drew on the last frame captured (its words and its sliders' numbers as
/// shown), and a capture of the next frame: tests read what people read.
EMSCRIPTEN_KEEPALIVE const char* pg_panel_text() {
  app::App& a = TheApp();
  a.ui.capturePanelText = true;
  app::Wake();  // a paused page draws nothing until asked
  return a.ui.panelText.c_str();
}

/// World -> CSS pixel position of a world point, for tests that click on agents: "[x,y]".
EMSCRIPTEN_KEEPALIVE const char* pg_to_screen(float x, float y) {
  JsonWriter j;
  j.Point(TheApp().view.camera.ToScreen({x, y}));
  return app::Reply(j);
}

/// Where things are on the canvas (CSS px, [x0, y0, x1, y1]): {layout: "side" | "stacked" |
/// "overlay", canvas: [w, h], panelOpen, tooltip: a tooltip shows, panel: the panel window's rectangle (null in embed
/// mode), view: the part given to the world, world: the world's bounds as drawn now, status: the
/// status line's, paused: the paused badge's (null while the scene runs), help: the help popup's (null when closed) and helpScroll (0: it all shows),
/// labels: the scene's labels as placed}.
EMSCRIPTEN_KEEPALIVE const char* pg_layout() {
  app::App& a = TheApp();
  static const char* const kLayouts[] = {"side", "stacked", "overlay"};
  auto rect = [](JsonWriter& j, app::Vec2 lo, app::Vec2 hi) {
    j.BeginArray().Number(lo.x).Number(lo.y).Number(hi.x).Number(hi.y).EndArray();
  };
  const steer::WorldDef& w = a.scene.pg.world().def;
  JsonWriter j;
  j.BeginObject().Key("layout").String(kLayouts[int(a.view.layout)]).Key("canvas").Point(a.view.canvas);
  j.Key("panelOpen").Bool(a.ui.panelOpen).Key("tooltip").Bool(a.ui.tooltipShown);
  j.Key("panelTitle").String(a.ui.panelTitle).Key("timelineLabel").String(a.ui.timelineLabel).Key("panel");
  if (!a.view.embed && a.scene.settings.setup.panel && !a.ui.uiRects.empty())
    rect(j, a.ui.uiRects[0].min, a.ui.uiRects[0].max);
  else
    j.Null();
  j.Key("view");
  rect(j, a.view.viewMin, a.view.viewMax);
  j.Key("challenge");  // the challenge bar's room for its rows (its words and buttons stay in it)
  if (a.ui.challengeRoom.max.x > a.ui.challengeRoom.min.x)
    rect(j, a.ui.challengeRoom.min, a.ui.challengeRoom.max);
  else
    j.Null();
  j.Key("picker").Point(a.view.PickerAt());  // the language picker's top left (the page's <select>)
  j.Key("pickerFont").Number(a.view.PickerFontPx());  // and its text's size
  // The widgets on which a touch waits for movement (a tap there is the page's: a number field),
  // and how far a finger may wander and still tap (main.cpp).
  j.Key("touchSliders").BeginArray();
  for (const app::WidgetRect& w : a.ui.widgets)
    if (w.drags) j.String(w.name);
  j.EndArray().Key("touchSlop").Number(app::kTouchSlopPx);
  j.Key("inClick").BeginArray();  // what the page runs inside a click on it (app.h)
  for (std::string_view name : app::kClipboardButtons) j.String(std::string(name));
  j.EndArray();
  // A picture's or a clip's size in device pixels (PictureRect), at this screen's pixel ratio.
  ImVec2 fb = ImGui::GetIO().DisplayFramebufferScale;  // as the frame that takes it (main.cpp)
  app::PicturePixels picture = app::PictureRect(a.view, {fb.x, fb.y});
  j.Key("picture").BeginArray().Number(picture.w).Number(picture.h).EndArray();
  j.Key("world");
  rect(j, a.view.camera.ToScreen({0.0f, 0.0f}), a.view.camera.ToScreen({w.width, w.height}));
  j.Key("status");  // the demo's status line (top right of the view), or null
  const app::StatusLinePlace status = app::PlaceStatusLine(a.scene, a.view);
  if (!status.text.empty())
    rect(j, status.min, status.max);
  else
    j.Null();
  j.Key("paused");  // the paused badge (bottom right of the view), or null while the scene runs
  const app::StatusLinePlace paused = app::PlacePausedBadge(a.scene, a.view);
  if (!paused.text.empty())
    rect(j, paused.min, paused.max);
  else
    j.Null();
  // The help popup as drawn (ui.cpp, HelpPopup), or null; helpScroll: how far its rows scroll (0:
  // they all show).
  const ImGuiWindow* help = ImGui::FindWindowByName("###help");
  bool helpShown = help && help->Active;
  j.Key("help");
  if (helpShown)
    rect(j, {help->Pos.x, help->Pos.y}, {help->Pos.x + help->Size.x, help->Pos.y + help->Size.y});
  else
    j.Null();
  j.Key("helpScroll").Number(helpShown ? help->ScrollMax.y : 0.0f);
  // The scene's annotation labels as drawn: [x0, y0, x1, y1, text].
  demos::Overlay overlay;
  a.scene.pg.Annotate(a.scene.selected, overlay);
  j.Key("labels").BeginArray();
  for (const app::LabelPlace& l : app::PlaceLabels(a.scene, a.view, overlay))
    j.BeginArray().Number(l.min.x).Number(l.min.y).Number(l.max.x).Number(l.max.y).String(l.shape->text).EndArray();
  j.EndArray();
  j.EndObject();
  return app::Reply(j);
}

// [SECTION] exports for the page's second view (shell/a11y.js) and scripts

/// {"text": what is happening in plain words, "events": finished chases so far (captures and
/// escapes: the page announces a change), "news": the newest of them in a sentence (Demo::News;
/// "" before the first): what the accessible view says when they grow}.
EMSCRIPTEN_KEEPALIVE const char* pg_describe() {
  app::App& a = TheApp();
  std::vector<std::pair<const char*, float>> outcomes;
  a.scene.pg.Outcomes(outcomes);
  std::string text = a.scene.pg.Describe();
  const steer::World& w = a.scene.pg.world();
  if (a.scene.selected >= 0 && a.scene.selected < int(w.agents.size())) {
    // The panel's "Selected agent" readout, in words.
    const steer::Agent& ag = w.agents[a.scene.selected];
    char buf[200];
    std::snprintf(buf, sizeof buf, demos::Tr("describe.selected"), ag.id, a.scene.pg.RoleWord(ag.role), double(ag.Speed()),
                  double(ag.maxSpeed));
    text += buf;
    std::vector<demos::Readout> lines;
    a.scene.pg.Explain(a.scene.selected, lines);
    for (const demos::Readout& r : lines) {
      std::string line = r.text;
      for (size_t k = line.find("  "); k != std::string::npos; k = line.find("  ")) line.replace(k, 2, " ");
      text += demos::Tr("describe.selected.join") + line;
    }
    text += demos::Tr("describe.selected.end");
  }
  if (a.scene.settings.paused) text += demos::Tr("describe.paused");
  JsonWriter j;
  j.BeginObject().Key("text").String(text).Key("events").Number(double(outcomes.size()));
  j.Key("news").String(a.scene.pg.News()).EndObject();
  return app::Reply(j);
}

/// What the HTML controls show, cheap to read (no agents): {demo, frame, paused, speed, lesson,
/// recording, events, panelOpen, experiment: {running, done, progress}, compare: null or
/// {param, values}, view: {uiScale, highContrast, perf}}.
EMSCRIPTEN_KEEPALIVE const char* pg_summary() {
  app::App& a = TheApp();
  std::vector<std::pair<const char*, float>> outcomes;
  a.scene.pg.Outcomes(outcomes);
  JsonWriter j;
  j.BeginObject()
      .Key("demo")
      .String(a.scene.pg.desc().id)
      .Key("frame")
      .Number(double(a.scene.pg.world().frame));
  j.Key("paused")
      .Bool(a.scene.settings.paused)
      .Key("speed")
      .Number(a.scene.settings.speed)
      .Key("seed")
      .Number(double(a.scene.pg.seed()));
  j.Key("lesson").Number(a.scene.lesson).Key("recording").Bool(a.scene.pg.recording());
  j.Key("events").Number(double(outcomes.size())).Key("panelOpen").Bool(a.ui.panelOpen);
  j.Key("notice").String(app::NoticeNow(a)).Key("noticeCount").Number(double(a.ui.noticeCount));
  j.Key("selected").Number(a.scene.selected);
  j.Key("agents").Number(double(a.scene.pg.world().agents.size()));
  j.Key("experiment").BeginObject().Key("running").Bool(a.scene.experiment.running());
  j.Key("done").Bool(a.scene.experiment.done() && a.scene.experiment.demo() == a.scene.pg.desc().id);
  j.Key("progress").Number(a.scene.experiment.progress()).EndObject();
  j.Key("compare");
  if (a.scene.pg.compareParam() < 0) {
    j.Null();
  } else {
    j.BeginObject()
        .Key("param")
        .String(a.scene.pg.specs()[size_t(a.scene.pg.compareParam())].name)
        .Key("values")
        .BeginArray();
    for (int g = 0; g < a.scene.pg.ghostCount(); ++g) j.Number(a.scene.pg.ghostValue(g));
    j.EndArray().EndObject();
  }
  j.Key("view").BeginObject().Key("uiScale").Number(a.view.uiScale);
  j.Key("highContrast")
      .Bool(a.view.theme == demos::Theme::Contrast)
      .Key("theme")
      .String(app::ThemeName(a.view.theme));
  j.Key("perf").Bool(a.view.showPerf).Key("pngLegend").Bool(a.view.pngLegend).EndObject();
  j.EndObject();
  return app::Reply(j);
}

/// The lessons gallery: [{index, title, demo, link, text}].
EMSCRIPTEN_KEEPALIVE const char* pg_lessons() {
  // The gallery changes only with the language: its reply is made once per language (each lesson's
  // link parsed once, for its demo).
  static std::string reply, language;
  if (language == demos::Language()) return reply.c_str();
  language = demos::Language();
  reply = [] {
    const auto& lessons = demos::Lessons();
    JsonWriter j;
    j.BeginArray();
    for (size_t i = 0; i < lessons.size(); ++i) {
      j.BeginObject().Key("index").Number(double(i)).Key("id").String(lessons[i].id);
      j.Key("title")
          .String(lessons[i].title)
          .Key("demo")
          .String(std::string(demos::LessonDemo(lessons[i])));
      j.Key("link").String(lessons[i].link).Key("text").String(lessons[i].text).EndObject();
    }
    j.EndArray();
    return j.Take();
  }();
  return reply.c_str();
}

/// Opens lesson i of the gallery as the panel does: {ok, message}.
EMSCRIPTEN_KEEPALIVE const char* pg_open_lesson(int i) {
  app::App& a = TheApp();
  const auto& lessons = demos::Lessons();
  if (i < 0 || i >= int(lessons.size())) return app::OkReply(false, demos::Tr("refused.no_lesson"));
  std::string message;
  bool ok = app::LoadLink(a, lessons[size_t(i)].link, &message);
  if (ok) a.scene.lesson = i;
  a.page.lastFragment.clear();
  return app::OkReply(ok, message);
}

/// The annotation layers: [{name, label, on}].
EMSCRIPTEN_KEEPALIVE const char* pg_layers() {
  app::App& a = TheApp();
  JsonWriter j;
  j.BeginArray();
  for (int b = 0; b < demos::kLayerCount; ++b) {
    j.BeginObject().Key("name").String(demos::LayerName(b)).Key("label").String(demos::LayerLabel(b));
    j.Key("on").Bool((a.scene.pg.layers >> b) & 1u).EndObject();
  }
  j.EndArray();
  return app::Reply(j);
}

/// Switches one annotation layer on (1) or off (0); returns 1, or 0 for an unknown name.
EMSCRIPTEN_KEEPALIVE int pg_show(const char* name, int on) {
  if (!name || !app::Fits(name, app::kNameText)) return 0;
  return app::Act(TheApp(), "layer:" + std::string(name), on ? 1.0 : 0.0).ok ? 1 : 0;  // the View's toggle
}

/// Compare mode: ghosts of the scene with parameter `name` set to each comma-separated value of
/// `values` (empty: one ghost at a clearly different value, as the panel picks it); an empty
/// name turns it off. Replies {ok, message}.
EMSCRIPTEN_KEEPALIVE const char* pg_compare(const char* name, const char* values) {
  app::App& a = TheApp();
  if (!app::Fits(name, app::kNameText)) return app::OkReply(false, app::TooLong(app::kNameText));
  if (!app::Fits(values, app::kValueText)) return app::OkReply(false, app::TooLong(app::kValueText));
  app::ActResult r = app::CompareWith(a, name ? name : "", values ? values : "");
  if (r.ok) a.page.fragmentDirtySince = app::NowSeconds();
  return app::OkReply(r.ok, r.message);
}

/// Switches demo as the panel's picker does (the demo's defaults, the same seed); 0 if unknown.
EMSCRIPTEN_KEEPALIVE int pg_select_demo(const char* id) {
  if (!id || !*id || !app::Fits(id, app::kNameText)) return 0;
  return app::Act(TheApp(), "combo:demo", NAN, id).ok ? 1 : 0;  // the panel's picker
}

/// The simulation speed, clamped to 0.1 .. 4 (the panel's Speed slider; in links as speed=).
EMSCRIPTEN_KEEPALIVE double pg_set_speed(double v) {
  app::App& a = TheApp();
  app::Act(a, "slider:speed", v);  // the panel's slider (a NaN: refused, the speed as it was)
  return a.scene.settings.speed;
}

/// The panel's Copy link button: copies the share URL and shows "Link copied".
EMSCRIPTEN_KEEPALIVE void pg_copy_link() { app::web::CopyLink(app::CurrentFragment(TheApp())); }
/// The in-canvas keyboard and mouse help (as H).
EMSCRIPTEN_KEEPALIVE void pg_help() { TheApp().ui.showHelp = true; }
/// Fits the whole world in view (as F).
EMSCRIPTEN_KEEPALIVE void pg_fit() { app::Act(TheApp(), "button:fit"); }
/// Zooms the world view about its middle by `factor` (0.1 .. 10), as + and - do.
EMSCRIPTEN_KEEPALIVE void pg_zoom(double factor) {
  if (std::isfinite(factor) && factor >= 0.1 && factor <= 10.0) app::ZoomView(TheApp().view, float(factor));
}
/// A focus ring on the panel's widget "kind:name" (a widgets() key), scrolled into view; "" none.
EMSCRIPTEN_KEEPALIVE void pg_focus(const char* name) {
  // Too long: no widget has such a name.
  app::FocusWidget(TheApp(), app::Fits(name, app::kWidgetText) ? name : nullptr);
}
/// Every parameter of the demo back to its default but those a lesson locks (the panel's
/// Defaults button, the same action).
EMSCRIPTEN_KEEPALIVE void pg_defaults() { app::Act(TheApp(), "button:defaults"); }
/// A new seed (0 .. 2^53): rebuilds the scene.
EMSCRIPTEN_KEEPALIVE void pg_set_seed(double seed) { app::Act(TheApp(), "input:seed", seed); }

/// The panel's description (controls.h), as the panel shows it now: [{name, label, controls:
/// [{name, kind, label, help, value, text, shown, min, max, step, decimals, log, unit, choices:
/// [{value, label, enabled}], enabled, locked, keys, group, role}]}], every text in the current
/// language. The accessible view (a11y.js) is built from it.
EMSCRIPTEN_KEEPALIVE const char* pg_controls() {
  JsonWriter j;
  j.BeginArray();
  for (const app::ControlSection& s : app::PanelControls(TheApp())) {
    j.BeginObject().Key("name").String(s.name).Key("label").String(s.label).Key("controls").BeginArray();
    for (const app::Control& c : s.controls) app::WriteControl(c, j);
    j.EndArray().EndObject();
  }
  j.EndArray();
  return app::Reply(j);
}
/// The scene's keyboard shortcuts as the help lists them (controls.cpp's table): [{key, does,
/// shortcuts: [{action, keys, control, aria}]}], `key` and `does` in the current language, `keys`
/// the KeyboardEvent.key values, `aria` as aria-keyshortcuts writes it. The accessible view's help and its own keys (D, H) are built from it.
EMSCRIPTEN_KEEPALIVE const char* pg_shortcuts() {
  JsonWriter j;
  j.BeginArray();
  for (const app::ShortcutRow& r : app::ShortcutRows(true)) {
    j.BeginObject().Key("key").String(r.keys).Key("does").String(r.does).Key("shortcuts").BeginArray();
    for (const app::Shortcut* s : r.shortcuts) {
      j.BeginObject().Key("action").String(app::ShortcutActionName(s->action)).Key("keys").BeginArray();
      for (const char* k : s->keys)
        if (k) j.String(k);
      j.EndArray().Key("control").String(s->control).Key("aria").String(s->aria);
      j.Key("inSceneName").Bool(s->inSceneName).EndObject();
    }
    j.EndArray().EndObject();
  }
  j.EndArray();
  return app::Reply(j);
}
/// What a pointer and fingers do on the scene, as the help lists them after the keys
/// (controls.h, GestureRows): [{gesture, does}] in the current language. The accessible view's
/// help reads them.
EMSCRIPTEN_KEEPALIVE const char* pg_gestures() {
  JsonWriter j;
  j.BeginArray();
  for (const app::GestureRow& g : app::GestureRows())
    j.BeginObject().Key("gesture").String(g.gesture).Key("does").String(g.does).EndObject();
  j.EndArray();
  return app::Reply(j);
}
/// The scene's shortcut `key` as if pressed on the scene (app::PressShortcut): 1 if one took it.
EMSCRIPTEN_KEEPALIVE int pg_press_key(const char* key) {
  if (!app::Fits(key, app::kNameText)) return 0;
  bool done = app::PressShortcut(TheApp(), key);
  if (done) app::Wake();
  return done ? 1 : 0;
}
/// A control's one action (controls.h, Act): a button's press, a slider's, toggle's or radio's
/// `value`, a choice's `text` (its value's name) or index: {ok, value, message}.
EMSCRIPTEN_KEEPALIVE const char* pg_act(const char* name, double value, const char* text) {
  if (!app::Fits(name, app::kWidgetText)) return app::OkReply(false, app::TooLong(app::kWidgetText));
  if (!app::Fits(text, app::kValueText)) return app::OkReply(false, app::TooLong(app::kValueText));
  app::ActResult r = app::Act(TheApp(), name ? name : "", value, text ? text : "");
  app::Wake();
  JsonWriter j;
  j.BeginObject().Key("ok").Bool(r.ok).Key("value").Number(r.value).Key("message").String(r.message).EndObject();
  return app::Reply(j);
}
/// Starts the 20-seed experiment in the background, as the panel's button (frames advance it).
EMSCRIPTEN_KEEPALIVE void pg_experiment_start() {
  app::App& a = TheApp();
  a.scene.experiment.Start(a.scene.pg);
}

}  // extern "C"

// [SECTION] predict, then check (challenge_ui.cpp)
extern "C" {
/// null when the link has no challenge; else {question, check, ask, choices, answer, phase
/// ("ready" | "running" | "done"), problem, and once done: result {holds, correct, measured,
/// first, decidedAt, summary, verdict}}.
EMSCRIPTEN_KEEPALIVE const char* pg_challenge() {
  app::App& a = TheApp();
  const demos::LessonSetup& l = a.scene.settings.setup;
  JsonWriter j;
  if (!l.hasCheck) {
    j.Null();
    return app::Reply(j);
  }
  const app::ChallengeState& c = a.scene.challenge;
  static const char* const kPhases[] = {"ready", "running", "done"};
  j.BeginObject().Key("question").String(l.prompt).Key("check").String(demos::FormatCheck(l.check));
  j.Key("ask").String(demos::AskName(l.ask)).Key("choices").BeginArray();
  if (l.ask == demos::Ask::Pick)
    for (const std::string& choice : c.choices) j.String(choice);
  if (l.ask == demos::Ask::YesNo) j.String("yes").String("no");
  j.EndArray().Key("answer");
  c.answer.empty() ? j.Null() : j.String(c.answer);
  j.Key("phase").String(kPhases[c.phase]).Key("problem");
  c.problem.empty() ? j.Null() : j.String(c.problem);
  j.Key("result");
  if (c.phase != app::ChallengeState::Done) {
    j.Null().EndObject();
    return app::Reply(j);
  }
  const demos::CheckResult& r = c.result;
  j.BeginObject().Key("holds").Bool(r.holds).Key("correct").Bool(c.correct).Key("measured").Number(r.measured);
  j.Key("first").String(r.first).Key("decidedAt").Number(r.decidedAt);
  j.Key("summary").String(demos::CheckSummary(a.scene.pg, l.check, r));  // in the language now
  j.Key("verdict").String(app::ChallengeVerdict(a)).EndObject().EndObject();
  return app::Reply(j);
}
/// The student's answer: "yes" / "no", or a chaser to pick. 1 when taken.
EMSCRIPTEN_KEEPALIVE int pg_challenge_answer(const char* answer) {
  if (!app::Fits(answer, app::kAnswerText)) return 0;
  return app::AnswerChallenge(TheApp(), answer ? answer : "") ? 1 : 0;
}
/// Run: plays the scene from its start; the verdict shows when the scene reaches it. 1 when run.
EMSCRIPTEN_KEEPALIVE int pg_challenge_run() { return app::RunChallenge(TheApp()) ? 1 : 0; }
/// The verdict now, without waiting for the scene.
EMSCRIPTEN_KEEPALIVE void pg_challenge_reveal() { app::RevealChallenge(TheApp()); }

/// Sets the behaviour composer's groups from `group=` keys ("group=...&group=..."; none: the
/// default composition), read as a link reads them: {ok, message}; ok false outside demo custom.
EMSCRIPTEN_KEEPALIVE const char* pg_set_composition(const char* text) {
  app::App& a = TheApp();
  if (!app::Fits(text, app::kCompositionText))
    return app::OkReply(false, app::TooLong(app::kCompositionText));
  if (std::string why = app::ComposerRefusal(a); !why.empty()) return app::OkReply(false, why);
  demos::LinkResult r = demos::ParseComposition(text ? text : "");
  if (!r.ok) return app::OkReply(false, r.message);
  std::string message = r.message;
  a.scene.pg.SetComposition(r.state.mix, &message);
  a.page.fragmentDirtySince = app::NowSeconds();
  if (!message.empty()) app::Notify(a, demos::Trf("composer.notice", {message}));
  return app::OkReply(true, message);
}

/// The behaviour composer's groups (demo custom), or null in other demos:
/// {default, link, groups: [{name, count, method, maxSpeed, maxForce, behaviours: [{name, target,
/// weight, probability}]}], catalogue: [{name, label, targets, selfOk}]}; `link` is the group= keys
/// the share link carries ("" for the default); `targets` the kinds a behaviour can aim at.
EMSCRIPTEN_KEEPALIVE const char* pg_composition() {
  const demos::Playground& pg = TheApp().scene.pg;
  JsonWriter j;
  if (std::strcmp(pg.desc().id, "custom") != 0) {
    j.Null();
    return app::Reply(j);
  }
  const demos::Composition& c = demos::Effective(pg.composition());
  std::string link;
  for (const demos::Group& g : pg.composition().groups) link += (link.empty() ? "group=" : "&group=") + demos::FormatGroup(g);
  j.BeginObject().Key("default").Bool(pg.composition().groups.empty()).Key("link").String(link).Key("groups").BeginArray();
  for (int i = 0; i < int(c.groups.size()); ++i) {
    const demos::Group& g = c.groups[size_t(i)];
    j.BeginObject().Key("name").String(std::string(1, demos::GroupLetter(i))).Key("count").Number(g.count);
    j.Key("method").String(demos::MethodName(g.method)).Key("maxSpeed").Number(g.maxSpeed);
    j.Key("maxForce").Number(g.maxForce).Key("behaviours").BeginArray();
    for (const demos::Use& u : g.uses) {
      j.BeginObject().Key("name").String(demos::BehaviourName(u.behaviour)).Key("target");
      switch (u.target.kind) {
        case demos::TargetKind::Group: j.String(std::string(1, demos::GroupLetter(u.target.group))); break;
        case demos::TargetKind::Mouse: j.String("mouse"); break;
        case demos::TargetKind::Path: j.String("path"); break;
        case demos::TargetKind::Obstacles: j.String("obstacles"); break;
        case demos::TargetKind::None: j.Null(); break;
      }
      j.Key("weight").Number(u.weight).Key("probability").Number(u.probability).EndObject();
    }
    j.EndArray().EndObject();
  }
  j.EndArray().Key("catalogue").BeginArray();
  for (int b = 0; b < demos::kBehaviourCount; ++b) {
    demos::Behaviour be = demos::Behaviour(b);
    uint32_t t = demos::BehaviourTargets(be);
    j.BeginObject().Key("name").String(demos::BehaviourName(be)).Key("label").String(demos::BehaviourLabel(be));
    j.Key("targets").BeginArray();
    const char* const kinds[] = {"none", "group", "mouse", "path", "obstacles"};
    for (int k = 0; k < 5; ++k)
      if (t & (1u << k)) j.String(kinds[k]);
    j.EndArray().Key("selfOk").Bool(demos::BehaviourSelfOk(be)).EndObject();
  }
  j.EndArray().EndObject();
  return app::Reply(j);
}
}

// [SECTION] the page's language (issue #19; appended)
// clang-format off
EM_JS(void, js_language_changed, (), {
  window.dispatchEvent(new Event('playgroundlanguage'));
});
// clang-format on
extern "C" {
/// Makes `lang` current ("en", "zh-CN", "pt-BR"): English is compiled in; another language comes
/// with its table as the page fetched it, one "key<TAB>text" per line (shell/i18n.js). 1 when
/// applied; 0 (nothing changes) for an unknown language or a table that lacks a key.
EMSCRIPTEN_KEEPALIVE int pg_set_language(const char* lang, const char* table) {
  if (!app::Fits(lang, app::kLangText) || !app::Fits(table, app::kTableText)) return 0;
  if (!demos::SetLanguage(lang ? lang : "", table ? table : "")) return 0;
  app::App& a = TheApp();
  a.view.fontScaleBuilt = 0.0f;  // the atlas again: another language may need other glyphs
  app::Wake();
  js_language_changed();
  return 1;
}
/// The current language's tag.
EMSCRIPTEN_KEEPALIVE const char* pg_language() { return demos::Language(); }
/// A font for the current language's glyphs (Chinese), as the page fetched it; the app keeps a copy.
EMSCRIPTEN_KEEPALIVE void pg_set_font(int loaded) {
  app::SetLanguageFont(loaded != 0);
  TheApp().view.fontScaleBuilt = 0.0f;
  app::Wake();
}
}

// [SECTION] the Share dialog's check (issue #34; appended)
extern "C" {
/// A check as the Share dialog builds it (share.js), read by the one parser (model/challenge.h)
/// on the scene now: {ok, message (why it is not a check, when it is not), text (as read), check
/// (its canonical text), measure (the measures' text for it), op, value, seconds (its parts),
/// ownSeconds (false: seconds is the measure's default, which the canonical text leaves out),
/// words (what it says), problem (why this scene cannot run it, or ""), measures ([{text, label,
/// compares}]: compares false for a measure without a comparison and a number) and ops ([{text,
/// label}]): what the dialog offers, minSeconds, maxSeconds, result (run != 0 and a check this
/// scene runs: {holds, measured, summary}, the verdict the scene's link gives, as Run decides it:
/// the link's scene run headless; else null)}. "" is no check.
EMSCRIPTEN_KEEPALIVE const char* pg_check(const char* text, int run) {
  app::App& a = TheApp();
  JsonWriter j;
  j.BeginObject();
  demos::Check c;
  std::string why;
  bool fits = app::Fits(text, app::kValueText);
  std::string_view t = fits && text ? text : "";
  bool ok = fits && (t.empty() || demos::ParseCheck(t, &c, &why));
  j.Key("ok").Bool(ok).Key("message").String(!fits ? app::TooLong(app::kValueText) : ok ? std::string() : why);
  bool has = ok && !t.empty();
  std::string problem = has ? demos::CheckProblem(a.scene.pg, c) : std::string();
  j.Key("text").String(std::string(t)).Key("check").String(has ? demos::FormatCheck(c) : std::string());
  j.Key("measure").String(has ? demos::CheckMeasureText(a.scene.pg, c) : std::string());
  j.Key("op").String(has && c.measure != demos::Check::Measure::First ? demos::CheckOps()[size_t(c.op)].text : "");
  j.Key("value").Number(has ? c.value : 0.0f).Key("seconds").Number(has ? c.seconds : demos::kDefaultCheckSeconds);
  j.Key("ownSeconds").Bool(has && demos::HasOwnSeconds(c));
  j.Key("words").String(has ? demos::CheckWords(a.scene.pg, c) : std::string()).Key("problem").String(problem);
  j.Key("measures").BeginArray();
  for (const demos::CheckChoice& m : demos::CheckMeasures(a.scene.pg))
    j.BeginObject().Key("text").String(m.text).Key("label").String(m.label).Key("compares").Bool(m.compares).EndObject();
  j.EndArray().Key("ops").BeginArray();
  for (const demos::CheckChoice& o : demos::CheckOps())
    j.BeginObject().Key("text").String(o.text).Key("label").String(o.label).EndObject();
  j.EndArray().Key("minSeconds").Number(demos::kMinCheckSeconds).Key("maxSeconds").Number(demos::kMaxCheckSeconds);
  j.Key("result");
  if (has && problem.empty() && run != 0) {
    demos::CheckResult r = demos::RunCheck(demos::CaptureLink(a.scene.pg, a.scene.settings), c);
    j.BeginObject().Key("holds").Bool(r.holds).Key("measured").Number(r.measured).Key("summary").String(r.summary).EndObject();
  } else {
    j.Null();
  }
  j.EndObject();
  return app::Reply(j);
}
/// pg_check of the check the dialog's choices make: a measure, a comparison, a number as typed and
/// seconds ("" the default), joined as the grammar writes them (demos::JoinCheck).
EMSCRIPTEN_KEEPALIVE const char* pg_check_parts(const char* measure, const char* op, const char* value,
                                                const char* seconds, int run) {
  std::string text = demos::JoinCheck(measure ? measure : "", op ? op : "", value ? value : "", seconds ? seconds : "");
  return pg_check(text.c_str(), run);
}
}

// [SECTION] the Share dialog's link (appended)
namespace app {
namespace {
/// A text the export reads whole: null is "", one over its kind's limit is refused (false).
bool TextArg(const char* text, TextKind k, std::string* out) {
  if (!Fits(text, k)) return false;
  *out = text ? text : "";
  return true;
}
/// A title or prompt: bounded by the notice kind's limit (shell.js cuts it there before it
/// crosses), far above the codec's kMaxLessonText, so the codec still sees a text too long, cuts
/// it on a character boundary and says so.
std::string LessonText(const char* text) {
  // A cut on a character boundary (at most 3 bytes short) still leaves more than the codec keeps.
  static_assert(demos::kMaxLessonText + 4 <= kTextLimits[kNoticeText].bytes, "the codec's cut must be the one seen");
  return text ? std::string(text, strnlen(text, kTextLimits[kNoticeText].bytes)) : std::string();
}
/// pg_lesson_link's reply when it makes no link: {ok: false, message, fragment: null, setup: null,
/// current: null}.
const char* NoLessonLink(const std::string& message) {
  JsonWriter j;
  j.BeginObject().Key("ok").Bool(false).Key("message").String(message).Key("fragment").Null().Key("setup").Null().Key("current").Null();
  return Reply(j.EndObject());
}
/// Names of the parameters whose bits are set, as params() names them.
void WriteParamNames(const demos::DemoDesc& desc, uint64_t bits, JsonWriter& j) {
  j.BeginArray();
  for (size_t i = 0; i < desc.params.size() && i < 64; ++i)
    if ((bits >> i) & 1u) j.String(desc.params[i].name);
  j.EndArray();
}
/// A lesson set-up as a link holds it, as the Share dialog's fields take it: {lock, hide,
/// sceneOnly, theme, ui, title, prompt, check, ask}.
void WriteSetup(const demos::DemoDesc& desc, const demos::LessonSetup& l, JsonWriter& j) {
  j.BeginObject().Key("lock");
  WriteParamNames(desc, l.locked, j);
  j.Key("hide");
  WriteParamNames(desc, l.hidden, j);
  j.Key("sceneOnly").Bool(!l.panel).Key("theme").String(demos::LinkThemeName(l.theme)).Key("ui");
  l.uiScale > 0.0f ? j.Number(l.uiScale) : j.String("");
  j.Key("title").String(l.title).Key("prompt").String(l.prompt);
  j.Key("check").String(l.hasCheck ? demos::FormatCheck(l.check) : std::string());
  j.Key("ask").String(l.hasCheck ? demos::AskName(l.ask) : "").EndObject();
}
/// What the Share dialog draws its fields from: the codec's limits and choices, in words of the
/// current language. `ownScale`: the scene's own UI scale (its link's ui=, 0 for none), offered
/// among the scales when it is none of them (ui=1.75), so the dialog can show what it has.
void WriteLessonChoices(JsonWriter& j, float ownScale) {
  j.Key("limits").BeginObject();
  j.Key("title").Number(double(demos::kMaxLessonText)).Key("prompt").Number(double(demos::kMaxLessonText));
  j.Key("value").Number(double(demos::kMaxCheckNumberText));
  j.EndObject().Key("choices").BeginObject().Key("theme").BeginArray();
  j.BeginObject().Key("value").String("").Key("label").String(demos::Tr("share.screen")).EndObject();
  for (demos::Theme t : demos::kLinkThemes) {
    const char* name = demos::LinkThemeName(t);
    j.BeginObject().Key("value").String(name).Key("label").String(demos::TrKey(std::string("share.theme.") + name)).EndObject();
  }
  j.EndArray().Key("ui").BeginArray();
  j.BeginObject().Key("value").String("").Key("label").String(demos::Tr("share.screen")).EndObject();
  std::vector<float> scales(std::begin(demos::kLessonUiScales), std::end(demos::kLessonUiScales));
  if (ownScale > 0.0f && std::find(scales.begin(), scales.end(), ownScale) == scales.end()) {
    scales.push_back(ownScale);
    std::sort(scales.begin(), scales.end());
  }
  for (float scale : scales) {
    char shown[32];
    std::snprintf(shown, sizeof shown, "%sx", demos::FormatNumber(scale).c_str());
    demos::LocalizeNumbers(shown);
    j.BeginObject().Key("value").Number(scale).Key("label").String(shown).EndObject();
  }
  // How the students answer a yes-or-no check (a "first" check is always answered by a pick).
  j.EndArray().Key("ask").BeginArray();
  for (demos::Ask a : {demos::Ask::YesNo, demos::Ask::Set}) {
    const char* name = demos::AskName(a);
    j.BeginObject().Key("value").String(name).Key("label").String(demos::TrKey(std::string("share.ask.") + name)).EndObject();
  }
  j.EndArray().EndObject();
}
}  // namespace
}  // namespace app

extern "C" {
/// The scene's link (at this moment of the run when `moment` != 0, as pg_moment_fragment) with
/// the lesson set-up the texts ask for in place of any earlier one (demos::SetLesson: each text
/// read as its link key reads it; "" for none; lock and hide "name,name"). Replies {ok, fragment,
/// message (what was clamped, ignored or cut, in the current language; "" if nothing), at (the
/// moment the link opens at, seconds, when `moment`; else null), setup (as
/// the link holds it: {lock, hide, sceneOnly, theme, ui, title, prompt, check, ask}), current
/// (the set-up the scene on screen has, the one the texts replace: the dialog opens on it), limits
/// ({title, prompt}: bytes of UTF-8), choices ({theme, ui, ask}: [{value, label}])}; ok is false
/// when the link is longer than a link may be (it would be refused), or a text was refused before
/// it was read (fragment and setup null). Changes nothing.
EMSCRIPTEN_KEEPALIVE const char* pg_lesson_link(int moment, const char* lock, const char* hide, int sceneOnly,
                                                const char* theme, const char* ui, const char* title,
                                                const char* prompt, const char* check, const char* ask) {
  app::App& a = TheApp();
  demos::LessonRequest r;
  r.sceneOnly = sceneOnly != 0;
  r.title = app::LessonText(title);
  r.prompt = app::LessonText(prompt);
  const std::pair<const char*, app::TextKind> texts[] = {{lock, app::kValueText}, {hide, app::kValueText},
                                                          {theme, app::kNameText}, {ui, app::kValueText},
                                                          {check, app::kValueText}, {ask, app::kNameText}};
  std::string* fields[] = {&r.lock, &r.hide, &r.theme, &r.ui, &r.check, &r.ask};
  for (size_t i = 0; i < 6; ++i)
    if (!app::TextArg(texts[i].first, texts[i].second, fields[i])) return app::NoLessonLink(app::TooLong(texts[i].second));
  demos::LinkResult scene = demos::ParseLink(moment ? app::MomentFragment(a) : app::CurrentFragment(a));
  if (!scene.ok) return app::NoLessonLink(scene.message);  // the scene's own link is too long to open
  std::string message;
  demos::LinkState& s = scene.state;
  const demos::LessonSetup current = s.view.setup;
  demos::SetLesson(s, r, &message);
  // A check this scene cannot run stays in the link, as a link keeps it; the reply says why.
  std::string problem = s.view.setup.hasCheck ? demos::CheckProblem(a.scene.pg, s.view.setup.check) : "";
  if (!problem.empty()) message += (message.empty() ? "" : "; ") + demos::Trf("challenge.cannot", {problem});
  std::string note = moment ? app::MomentNote(a) : std::string();
  if (!note.empty()) message += (message.empty() ? "" : "; ") + note;
  std::string fragment = demos::SerializeLink(s);
  bool fits = fragment.size() <= demos::kMaxLinkBytes;
  if (!fits) message = app::TooLong(app::kLinkText) + (message.empty() ? "" : " (" + message + ")");
  const demos::LessonSetup& l = s.view.setup;
  const demos::DemoDesc& desc = a.scene.pg.desc();
  JsonWriter j;
  j.BeginObject().Key("ok").Bool(fits).Key("fragment").String(fragment).Key("message").String(message);
  j.Key("at");
  moment ? j.Number(double(s.view.at)) : j.Null();
  j.Key("setup");
  app::WriteSetup(desc, l, j);
  j.Key("current");
  app::WriteSetup(desc, current, j);
  app::WriteLessonChoices(j, current.uiScale);
  j.EndObject();
  return app::Reply(j);
}
}
