// The one file that talks to JavaScript. Every EMSCRIPTEN_KEEPALIVE export and every EM_JS
// lives here; shell/shell.js builds window.playground on these exports alone (README, JavaScript
// API). The exports, by what they serve:
//   the scene      pg_demos pg_params pg_state pg_set pg_load pg_fragment pg_hash pg_formula
//                  pg_describe pg_summary pg_memory pg_widgets pg_to_screen pg_code
//   the clock      pg_pause pg_resume pg_step pg_reset pg_set_speed
//   the panel's    pg_select_demo pg_defaults pg_set_seed pg_show pg_layers pg_compare pg_lessons
//   controls       pg_open_lesson pg_select pg_copy_link pg_help pg_fit pg_zoom pg_focus pg_set_view
//   results        pg_experiment pg_experiment_start pg_experiment_rows pg_record pg_csv
//                  pg_download_csv pg_download_png
//   the page       pg_notify pg_wake pg_set_offscreen pg_context_restored
// Strings cross as UTF-8; replies are JSON written here (numbers always finite, text escaped).
#include <emscripten.h>
#include <malloc.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "app/app.h"
#include "demos/code.h"

namespace app {

// [SECTION] calls out to the page
// The page's JS is minified with Closure (ADVANCED): properties of shell.js's objects, which
// Closure never sees, are written quoted (obj["name"]) so that it keeps their names.
// clang-format off
EM_JS(char*, js_initial_fragment, (), {
  var s = window.location.hash || "";
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
EM_JS(int, js_embed_requested, (), {
  try { return new URLSearchParams(window.location.search).get("embed") === "1" ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(void, js_replace_fragment, (const char* s), {
  var frag = UTF8ToString(s);
  var shell = window["playgroundShell"];
  if (shell) shell["lastFragment"] = frag;
  try { history.replaceState(history.state, "", "#" + frag); } catch (e) {}
});
EM_JS(void, js_copy_link, (const char* s), {
  var shell = window["playgroundShell"];
  if (shell) shell["copyLink"](UTF8ToString(s));
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
EM_JS(void, js_open_share, (), {
  var pg = window["playground"];
  if (pg && pg["share"]) pg["share"]();
});
EM_JS(void, js_download_offline, (), {
  var pg = window["playground"];
  if (pg && pg["downloadOffline"]) pg["downloadOffline"]();
});
EM_JS(void, js_page_ready, (), {
  var shell = window["playgroundShell"];
  if (shell) shell["ready"]();
});
EM_JS(void, js_first_frame_drawn, (), {
  try { performance.mark("playground-first-frame"); } catch (e) {}
});
EM_JS(int, js_coarse_pointer, (), {
  try { return window.matchMedia("(pointer: coarse)").matches ? 1 : 0; } catch (e) { return 0; }
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
void CopyLink(const std::string& fragment) { js_copy_link(fragment.c_str()); }
void OpenFullPlayground(const std::string& fragment) { js_open_full(fragment.c_str()); }
void SetPageReady() { js_page_ready(); }
void FirstFrameDrawn() { js_first_frame_drawn(); }
void DownloadText(const std::string& name, const char* mime, const std::string& data) {
  js_download_text(name.c_str(), mime, data.c_str());
}
void DownloadCanvasPng(const std::string& name, int x, int y, int w, int h) {
  js_download_canvas_png(name.c_str(), x, y, w, h);
}
void DownloadOffline() { js_download_offline(); }
void OpenShare() { js_open_share(); }
bool CoarsePointer() { return js_coarse_pointer() != 0; }

// Called once per frame with the fragment the frame computed anyway: a handful of numbers and
// one string compare, so a paused page does no more work than before.
void SignalChanges(App& a, const std::string& fragment) {
  static std::vector<std::pair<const char*, float>> outcomes;  // reused: no allocation once warm
  outcomes.clear();
  a.pg.Outcomes(outcomes);
  char extra[160];
  std::snprintf(extra, sizeof extra, "|%.3f|%d|%d|%d|%d|%d|%zu|%d%d|%d|%d|%zu", double(a.uiScale),
                a.highContrast, a.showPerf, a.lesson, a.pg.recording(), a.panelOpen, outcomes.size(),
                a.experiment.running(), a.experiment.done(), a.pg.compareParam(), a.selected,
                a.pg.world().agents.size());
  // The notice while it shows ("Link copied", what a link ignored): the page says it aloud.
  const std::string& notice = NowSeconds() < a.noticeUntil ? a.notice : std::string();
  size_t n = std::strlen(extra);
  if (a.lastSignature.size() == fragment.size() + n + notice.size() &&
      a.lastSignature.compare(0, fragment.size(), fragment) == 0 &&
      a.lastSignature.compare(fragment.size(), n, extra) == 0 &&
      a.lastSignature.compare(fragment.size() + n, std::string::npos, notice) == 0)
    return;
  a.lastSignature = fragment + extra + notice;
  js_changed();
}
}  // namespace web

namespace {

// [SECTION] a tiny JSON writer
struct Json {
  std::string s;
  void Raw(const char* t) { s += t; }
  void Num(double v) {
    if (!std::isfinite(v)) v = 0.0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.9g", v);
    s += buf;
  }
  void Str(const char* t) {
    s += '"';
    for (const unsigned char* c = reinterpret_cast<const unsigned char*>(t); *c; ++c) {
      if (*c == '"' || *c == '\\') {
        s += '\\';
        s += char(*c);
      } else if (*c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", *c);
        s += buf;
      } else {
        s += char(*c);
      }
    }
    s += '"';
  }
  void Key(const char* k) {
    Str(k);
    s += ':';
  }
  void Vec(Vec2 v) {
    s += '[';
    Num(v.x);
    s += ',';
    Num(v.y);
    s += ']';
  }
};

std::string g_reply;  // the last reply; valid until the next call

const char* Reply(Json& j) {
  g_reply = std::move(j.s);
  return g_reply.c_str();
}

/// {"ok": ok, "message": message}: the reply of calls that load something.
const char* OkReply(Json& j, bool ok, const std::string& message) {
  j.Raw("{\"ok\":");
  j.Raw(ok ? "true" : "false");
  j.Raw(",\"message\":");
  j.Str(message.c_str());
  j.Raw("}");
  return Reply(j);
}

std::string HexHash(uint64_t h) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)h);
  return buf;
}

}  // namespace

}  // namespace app

namespace app {
namespace {
// [SECTION] helpers of the second view's exports
/// The widget a focus name belongs to must be drawn: open its section (and the panel).
void FocusWidget(App& a, const char* name) {
  a.focusWidget = name ? name : "";
  a.focusScroll = !a.focusWidget.empty();
  if (!a.focusWidget.empty() && !a.embed) a.panelOpen = true;
}
}  // namespace
}  // namespace app

// [SECTION] exports: the JS API's primitives
using app::Json;
using app::TheApp;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* pg_experiment_rows();

EMSCRIPTEN_KEEPALIVE const char* pg_demos() {
  Json j;
  j.Raw("[");
  const auto& all = demos::Demos();
  for (size_t i = 0; i < all.size(); ++i) {
    if (i) j.Raw(",");
    j.Raw("{");
    j.Key("id");
    j.Str(all[i].id);
    j.Raw(",");
    j.Key("title");
    j.Str(all[i].title);
    // The lesson panel's texts, for the page's second view (screen readers).
    j.Raw(",");
    j.Key("lesson"), j.Str(all[i].lesson), j.Raw(",");
    j.Key("source"), j.Str(all[i].source), j.Raw(",");
    j.Key("tryThis"), j.Raw("[");
    bool first = true;
    for (const char* t : all[i].tryThis) {
      if (!t) continue;
      if (!first) j.Raw(",");
      j.Str(t);
      first = false;
    }
    j.Raw("]");
    j.Raw("}");
  }
  j.Raw("]");
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE const char* pg_params() {
  app::App& a = TheApp();
  Json j;
  j.Raw("[");
  const auto& specs = a.pg.specs();
  static const char* const kKinds[] = {"float", "int", "choice", "toggle"};
  for (size_t i = 0; i < specs.size(); ++i) {
    const demos::ParamSpec& s = specs[i];
    if (i) j.Raw(",");
    j.Raw("{");
    j.Key("name"), j.Str(s.name), j.Raw(",");
    j.Key("label"), j.Str(s.label), j.Raw(",");
    j.Key("unit"), j.Str(s.unit), j.Raw(",");
    j.Key("kind"), j.Str(kKinds[int(s.kind)]), j.Raw(",");
    j.Key("min"), j.Num(s.min), j.Raw(",");
    j.Key("max"), j.Num(s.max), j.Raw(",");
    j.Key("default"), j.Num(s.def), j.Raw(",");
    j.Key("value"), j.Num(a.pg.params()[i]);
    if (s.kind == demos::ParamKind::Choice && s.choices) {
      j.Raw(",");
      j.Key("choices");
      j.Raw("[");
      for (int k = 0; k <= int(s.max); ++k) {
        if (k) j.Raw(",");
        j.Str(s.choices[k]);
      }
      j.Raw("]");
    }
    j.Raw(",");
    j.Key("help"), j.Str(s.help), j.Raw(",");
    // A lesson link's set-up: shown but not editable, or not shown (link.h, LessonSetup).
    const demos::LessonSetup& setup = a.view.setup;
    j.Key("locked"), j.Raw(i < 64 && ((setup.locked >> i) & 1u) ? "true" : "false"), j.Raw(",");
    j.Key("hidden"), j.Raw(i < 64 && ((setup.hidden >> i) & 1u) ? "true" : "false");
    j.Raw("}");
  }
  j.Raw("]");
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE const char* pg_state() {
  app::App& a = TheApp();
  const steer::World& w = a.pg.world();
  Json j;
  j.Raw("{");
  j.Key("demo"), j.Str(a.pg.desc().id), j.Raw(",");
  j.Key("seed"), j.Num(double(a.pg.seed())), j.Raw(",");
  j.Key("frame"), j.Num(double(w.frame)), j.Raw(",");
  j.Key("time"), j.Num(w.Time()), j.Raw(",");
  j.Key("paused"), j.Raw(a.view.paused ? "true" : "false"), j.Raw(",");
  j.Key("speed"), j.Num(a.view.speed), j.Raw(",");
  j.Key("view"), j.Raw("{"), j.Key("uiScale"), j.Num(a.uiScale), j.Raw(","), j.Key("highContrast"),
      j.Raw(a.highContrast ? "true" : "false"), j.Raw("},");
  // What the performance overlay shows (smoothed over the last frames).
  j.Key("perf"), j.Raw("{"), j.Key("fps"), j.Num(a.fps), j.Raw(","), j.Key("simMs"), j.Num(a.simMs), j.Raw(","),
      j.Key("drawMs"), j.Num(a.drawMs), j.Raw(","), j.Key("agents"), j.Num(double(w.agents.size())), j.Raw(","),
      j.Key("uiVertices"), j.Num(a.uiVertices), j.Raw(","), j.Key("framesDrawn"), j.Num(a.framesDrawn),
      j.Raw(","), j.Key("slowMotion"),
      j.Raw(a.slowMotion ? "true" : "false"), j.Raw("},");
  // The scene's fixed parts, so scripts and descriptions can see what the agents steer around.
  j.Key("world"), j.Raw("{"), j.Key("width"), j.Num(w.def.width), j.Raw(","), j.Key("height"),
      j.Num(w.def.height), j.Raw(",");
  j.Key("obstacles"), j.Raw("[");
  for (size_t i = 0; i < w.obstacles.size(); ++i) {
    if (i) j.Raw(",");
    j.Raw("{"), j.Key("pos"), j.Vec(w.obstacles[i].pos), j.Raw(","), j.Key("radius"), j.Num(w.obstacles[i].radius),
        j.Raw("}");
  }
  j.Raw("],"), j.Key("walls"), j.Raw("[");
  for (size_t i = 0; i < w.walls.size(); ++i) {
    if (i) j.Raw(",");
    j.Raw("{"), j.Key("a"), j.Vec(w.walls[i].a), j.Raw(","), j.Key("b"), j.Vec(w.walls[i].b), j.Raw(","),
        j.Key("normal"), j.Vec(w.walls[i].normal), j.Raw("}");
  }
  j.Raw("],"), j.Key("path");
  if (w.path.points.empty()) {
    j.Raw("null");
  } else {
    j.Raw("{"), j.Key("points"), j.Raw("[");
    for (size_t i = 0; i < w.path.points.size(); ++i) {
      if (i) j.Raw(",");
      j.Vec(w.path.points[i]);
    }
    j.Raw("],"), j.Key("loop"), j.Raw(w.path.loop ? "true" : "false"), j.Raw("}");
  }
  j.Raw("},");
  j.Key("params"), j.Raw("{");
  const auto& specs = a.pg.specs();
  for (size_t i = 0; i < specs.size(); ++i) {
    if (i) j.Raw(",");
    j.Key(specs[i].name);
    j.Num(a.pg.params()[i]);
  }
  j.Raw("},");
  j.Key("show"), j.Raw("[");
  bool first = true;
  for (int b = 0; b < demos::kLayerCount; ++b)
    if (a.pg.layers & (1u << b)) {
      if (!first) j.Raw(",");
      j.Str(demos::LayerName(b));
      first = false;
    }
  j.Raw("],");
  j.Key("selected"), j.Num(a.selected), j.Raw(",");
  // Every agent finite and within its speed (NaN cannot cross as a JSON number: it would read 0).
  j.Key("sane"), j.Raw(steer::StateIsSane(w) ? "true" : "false"), j.Raw(",");
  j.Key("notice"), j.Str(app::NowSeconds() < a.noticeUntil ? a.notice.c_str() : ""), j.Raw(",");
  j.Key("agents"), j.Raw("[");
  for (size_t i = 0; i < w.agents.size(); ++i) {
    const steer::Agent& ag = w.agents[i];
    if (i) j.Raw(",");
    j.Raw("{");
    j.Key("id"), j.Num(ag.id), j.Raw(",");
    j.Key("role"), j.Str(steer::RoleName(ag.role)), j.Raw(",");
    j.Key("pos"), j.Vec(ag.pos), j.Raw(",");
    j.Key("vel"), j.Vec(ag.vel), j.Raw(",");
    j.Key("heading"), j.Vec(ag.heading), j.Raw(",");
    j.Key("maxSpeed"), j.Num(ag.maxSpeed), j.Raw(",");
    j.Key("maxForce"), j.Num(ag.maxForce), j.Raw(",");
    j.Key("radius"), j.Num(ag.radius);
    j.Raw("}");
  }
  j.Raw("],");
  // Compare mode: the variants side by side (the main scene first).
  j.Key("compare");
  if (a.pg.compareParam() < 0) {
    j.Raw("null,");
  } else {
    const demos::ParamSpec& spec = a.pg.specs()[a.pg.compareParam()];
    j.Raw("{");
    j.Key("param"), j.Str(spec.name), j.Raw(",");
    j.Key("variants"), j.Raw("[");
    for (int g = -1; g < a.pg.ghostCount(); ++g) {
      if (g >= 0) j.Raw(",");
      std::vector<demos::Metric> ms;
      if (g < 0)
        a.pg.Metrics(ms);
      else
        a.pg.GhostMetrics(g, ms);
      j.Raw("{");
      j.Key("value"), j.Num(g < 0 ? a.pg.params()[a.pg.compareParam()] : a.pg.ghostValue(g)), j.Raw(",");
      j.Key("hash"), j.Str(app::HexHash(g < 0 ? a.pg.Hash() : a.pg.GhostHash(g)).c_str()), j.Raw(",");
      j.Key("metrics"), j.Raw("{");
      for (size_t k = 0; k < ms.size(); ++k) {
        if (k) j.Raw(",");
        j.Key(ms[k].name);
        j.Num(ms[k].value);
      }
      j.Raw("}}");
    }
    j.Raw("]},");
  }
  demos::Marks m = a.pg.GetMarks();
  j.Key("marks"), j.Raw("{");
  j.Key("predicted");
  if (m.hasPredicted)
    j.Vec(m.predicted);
  else
    j.Raw("null");
  j.Raw(",");
  j.Key("lookahead");
  if (m.hasPredicted)
    j.Num(m.lookahead);
  else
    j.Raw("null");
  j.Raw(",");
  j.Key("threat");
  if (m.hasThreat)
    j.Num(m.threat);
  else
    j.Raw("null");
  j.Raw("}}");
  return app::Reply(j);
}

/// Sets a parameter from text (a number, or a choice name); replies {"ok", "value", "message"}.
EMSCRIPTEN_KEEPALIVE const char* pg_set(const char* name, const char* text) {
  app::App& a = TheApp();
  Json j;
  int i = a.pg.ParamIndex(name ? name : "");
  float v = 0.0f;
  if (i < 0) {
    j.Raw("{\"ok\":false,\"value\":null,\"message\":\"unknown parameter\"}");
  } else if (!demos::ParseParamValue(a.pg.specs()[i], text ? text : "", &v)) {
    j.Raw("{\"ok\":false,\"value\":");
    j.Num(a.pg.params()[i]);
    j.Raw(",\"message\":\"not a number\"}");
  } else {
    float applied = a.pg.SetAt(i, v);
    a.fragmentDirtySince = app::NowSeconds();
    j.Raw("{\"ok\":true,\"value\":");
    j.Num(applied);
    j.Raw(",\"message\":");
    j.Str(applied != v ? "clamped" : "");
    j.Raw("}");
  }
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE const char* pg_load(const char* text) {
  std::string message;
  bool ok = app::LoadLink(TheApp(), text ? text : "", &message);
  TheApp().lastFragment.clear();  // make the URL follow at once
  Json j;
  return app::OkReply(j, ok, message);
}

/// The lesson panel's live formula lines, as plain text: ["T = d / ...", "  = 252 / (150 + 100) = 1.01 s"].
EMSCRIPTEN_KEEPALIVE const char* pg_formula() {
  std::vector<demos::Readout> lines;
  TheApp().pg.Formula(lines);
  Json j;
  j.Raw("[");
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) j.Raw(",");
    j.Str(lines[i].text);
  }
  j.Raw("]");
  return app::Reply(j);
}

/// {"ok", "message", "code"}: the selected agent's behaviour (or the demo's main agent's) with the
/// current numbers, as one function in lang "cpp", "csharp", "gdscript" or "js" (demos/code.h).
EMSCRIPTEN_KEEPALIVE const char* pg_code(const char* lang) {
  demos::CodeLang l;
  demos::CodeSpec spec;
  Json j;
  std::string code, message;
  if (!demos::ParseCodeLang(lang ? lang : "", &l))
    message = "Unknown language: use cpp, csharp, gdscript or js.";
  else if (!demos::CodeSpecFor(TheApp().pg, TheApp().selected, &spec))
    message = "No code export for this demo's behaviour yet.";
  else
    code = demos::GenerateCode(spec, l);
  j.Raw("{\"ok\":");
  j.Raw(code.empty() ? "false" : "true");
  j.Raw(",\"message\":");
  j.Str(message.c_str());
  j.Raw(",\"code\":");
  j.Str(code.c_str());
  j.Raw("}");
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE const char* pg_fragment() {
  Json j;
  j.s = app::CurrentFragment(TheApp());
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE void pg_pause() { TheApp().view.paused = true; }
EMSCRIPTEN_KEEPALIVE void pg_resume() {
  TheApp().view.paused = false;
  TheApp().accumulator = 0.0;
}
/// Exactly n fixed steps; returns the frame number. (The JS API's step() used to build the whole
/// state() reply to read the frame: at 50,000 boids that cost 3-7 times the steps themselves.)
EMSCRIPTEN_KEEPALIVE double pg_step(int n) {
  if (n < 0) n = 0;
  if (n > 1000000) n = 1000000;
  app::StepOnce(TheApp(), n);
  return double(TheApp().pg.world().frame);
}
EMSCRIPTEN_KEEPALIVE void pg_reset() { app::ResetScene(TheApp()); }
/// Something may have changed (input, resize, an API call): draw the next few frames.
EMSCRIPTEN_KEEPALIVE void pg_wake() { app::Wake(); }
/// The canvas is hidden (tab in the background, scrolled out of view) or back: no drawing and no
/// stepping while hidden; back, the scene goes on from where it was.
EMSCRIPTEN_KEEPALIVE void pg_set_offscreen(int offscreen) { app::SetOffscreen(offscreen != 0); }
EMSCRIPTEN_KEEPALIVE const char* pg_hash() {
  Json j;
  j.s = app::HexHash(TheApp().pg.Hash());
  return app::Reply(j);
}
EMSCRIPTEN_KEEPALIVE void pg_notify(const char* text) { app::Notify(TheApp(), text ? text : ""); }
/// View settings of this screen (not part of links): UI scale 1..2.5, high contrast, performance
/// overlay. Negative values leave a setting as it is.
EMSCRIPTEN_KEEPALIVE void pg_set_view(float uiScale, int highContrast, int perf) {
  app::App& a = TheApp();
  if (uiScale >= 0.0f) a.uiScale = uiScale < 1.0f ? 1.0f : (uiScale > 2.5f ? 2.5f : uiScale);
  if (highContrast >= 0) {
    a.highContrast = highContrast != 0;
    a.fontScaleBuilt = 0.0f;  // re-apply the style
  }
  if (perf >= 0) a.showPerf = perf != 0;
}

/// {"wasmBytes": size of wasm memory, "heapInUse": bytes allocated by malloc/new}.
EMSCRIPTEN_KEEPALIVE const char* pg_memory() {
  Json j;
  j.Raw("{\"wasmBytes\":");
  j.Num(double(__builtin_wasm_memory_size(0)) * 65536.0);
  j.Raw(",\"heapInUse\":");
  j.Num(double(mallinfo().uordblks));
  j.Raw("}");
  return app::Reply(j);
}

/// Recording of trajectories for the CSV export: on restarts the run at frame 0.
EMSCRIPTEN_KEEPALIVE void pg_record(int on) {
  app::App& a = TheApp();
  a.pg.SetRecording(on != 0);
  a.trails.Clear();
  a.accumulator = 0.0;
}
EMSCRIPTEN_KEEPALIVE const char* pg_csv() {
  Json j;
  j.s = TheApp().pg.recorder().Csv();
  return app::Reply(j);
}
/// Runs the 20-seed experiment of the current scene to completion: [{label, chases, escapes,
/// mean, median, min, max, sameForEverySeed}] (sameForEverySeed: the scene does not depend on
/// the seed, so the 20 runs were one run 20 times).
EMSCRIPTEN_KEEPALIVE const char* pg_experiment() {
  app::App& a = TheApp();
  a.experiment.Start(a.pg);
  while (!a.experiment.Advance(1 << 20)) {
  }
  return pg_experiment_rows();
}

/// The table of the last experiment of this demo, as pg_experiment; null while it runs or if
/// none ran.
EMSCRIPTEN_KEEPALIVE const char* pg_experiment_rows() {
  app::App& a = TheApp();
  Json j;
  if (a.experiment.running() || !a.experiment.done() || a.experiment.demo() != a.pg.desc().id) {
    j.Raw("null");
    return app::Reply(j);
  }
  j.Raw("[");
  bool first = true;
  for (const demos::ExperimentRow& r : a.experiment.rows()) {
    if (!first) j.Raw(",");
    first = false;
    j.Raw("{");
    j.Key("label"), j.Str(r.label.c_str()), j.Raw(",");
    j.Key("chases"), j.Num(r.chases), j.Raw(",");
    j.Key("escapes"), j.Num(r.escapes), j.Raw(",");
    j.Key("mean"), j.Num(r.mean), j.Raw(",");
    j.Key("median"), j.Num(r.median), j.Raw(",");
    j.Key("min"), j.Num(r.min), j.Raw(",");
    j.Key("max"), j.Num(r.max), j.Raw(",");
    j.Key("sameForEverySeed"), j.Raw(a.experiment.sameForEverySeed() ? "true" : "false");
    j.Raw("}");
  }
  j.Raw("]");
  return app::Reply(j);
}

EMSCRIPTEN_KEEPALIVE void pg_download_csv() { app::ExportCsv(TheApp()); }
EMSCRIPTEN_KEEPALIVE void pg_download_png() { TheApp().pngRequested = 2; }

/// The page got its WebGL context back: GPU objects are recreated on the next frame.
EMSCRIPTEN_KEEPALIVE void pg_context_restored() { TheApp().contextRestored = true; }

EMSCRIPTEN_KEEPALIVE void pg_select(int agent) {
  app::App& a = TheApp();
  a.selected = agent >= 0 && agent < int(a.pg.world().agents.size()) ? agent : -1;
}
/// {"kind:name": [x0, y0, x1, y1]} of the widgets drawn last frame (CSS px).
EMSCRIPTEN_KEEPALIVE const char* pg_widgets() {
  Json j;
  j.Raw("{");
  const auto& ws = TheApp().widgets;
  for (size_t i = 0; i < ws.size(); ++i) {
    if (i) j.Raw(",");
    j.Key(ws[i].name.c_str());
    j.Raw("[");
    j.Num(ws[i].min.x), j.Raw(","), j.Num(ws[i].min.y), j.Raw(","), j.Num(ws[i].max.x), j.Raw(","),
        j.Num(ws[i].max.y);
    j.Raw("]");
  }
  j.Raw("}");
  return app::Reply(j);
}

/// World -> CSS pixel position of a world point, for tests that click on agents: "[x,y]".
EMSCRIPTEN_KEEPALIVE const char* pg_to_screen(float x, float y) {
  Json j;
  j.Vec(TheApp().camera.ToScreen({x, y}));
  return app::Reply(j);
}

// [SECTION] exports for the page's second view (shell/a11y.js) and scripts

/// {"text": what is happening in plain words, "events": finished chases so far (captures and
/// escapes: the page announces a change)}.
EMSCRIPTEN_KEEPALIVE const char* pg_describe() {
  app::App& a = TheApp();
  std::vector<std::pair<const char*, float>> outcomes;
  a.pg.Outcomes(outcomes);
  std::string text = a.pg.Describe();
  const steer::World& w = a.pg.world();
  if (a.selected >= 0 && a.selected < int(w.agents.size())) {
    // The panel's "Selected agent" readout, in words.
    const steer::Agent& ag = w.agents[a.selected];
    char buf[160];
    std::snprintf(buf, sizeof buf, " Selected: agent %d, the %s, speed %.0f of %.0f units per second", ag.id,
                  steer::RoleName(ag.role), double(ag.Speed()), double(ag.maxSpeed));
    text += buf;
    std::vector<demos::Readout> lines;
    a.pg.Explain(a.selected, lines);
    for (const demos::Readout& r : lines) {
      std::string line = r.text;
      for (size_t k = line.find("  "); k != std::string::npos; k = line.find("  ")) line.replace(k, 2, " ");
      text += "; " + line;
    }
    text += ".";
  }
  if (a.view.paused) text += " Paused.";
  Json j;
  j.Raw("{");
  j.Key("text"), j.Str(text.c_str()), j.Raw(",");
  j.Key("events"), j.Num(double(outcomes.size()));
  j.Raw("}");
  return app::Reply(j);
}

/// What the HTML controls show, cheap to read (no agents): {demo, frame, paused, speed, lesson,
/// recording, events, panelOpen, experiment: {running, done, progress}, compare: null or
/// {param, values}, view: {uiScale, highContrast, perf}}.
EMSCRIPTEN_KEEPALIVE const char* pg_summary() {
  app::App& a = TheApp();
  std::vector<std::pair<const char*, float>> outcomes;
  a.pg.Outcomes(outcomes);
  Json j;
  j.Raw("{");
  j.Key("demo"), j.Str(a.pg.desc().id), j.Raw(",");
  j.Key("frame"), j.Num(double(a.pg.world().frame)), j.Raw(",");
  j.Key("paused"), j.Raw(a.view.paused ? "true" : "false"), j.Raw(",");
  j.Key("speed"), j.Num(a.view.speed), j.Raw(",");
  j.Key("seed"), j.Num(double(a.pg.seed())), j.Raw(",");
  j.Key("lesson"), j.Num(a.lesson), j.Raw(",");
  j.Key("recording"), j.Raw(a.pg.recording() ? "true" : "false"), j.Raw(",");
  j.Key("events"), j.Num(double(outcomes.size())), j.Raw(",");
  j.Key("panelOpen"), j.Raw(a.panelOpen ? "true" : "false"), j.Raw(",");
  j.Key("notice"), j.Str(app::NowSeconds() < a.noticeUntil ? a.notice.c_str() : ""), j.Raw(",");
  j.Key("selected"), j.Num(a.selected), j.Raw(",");
  j.Key("agents"), j.Num(double(a.pg.world().agents.size())), j.Raw(",");
  j.Key("experiment"), j.Raw("{"), j.Key("running"), j.Raw(a.experiment.running() ? "true" : "false"),
      j.Raw(","), j.Key("done"),
      j.Raw(a.experiment.done() && a.experiment.demo() == a.pg.desc().id ? "true" : "false"), j.Raw(","),
      j.Key("progress"), j.Num(a.experiment.progress()), j.Raw("},");
  j.Key("compare");
  if (a.pg.compareParam() < 0) {
    j.Raw("null,");
  } else {
    j.Raw("{"), j.Key("param"), j.Str(a.pg.specs()[a.pg.compareParam()].name), j.Raw(","), j.Key("values"),
        j.Raw("[");
    for (int g = 0; g < a.pg.ghostCount(); ++g) {
      if (g) j.Raw(",");
      j.Num(a.pg.ghostValue(g));
    }
    j.Raw("]},");
  }
  j.Key("view"), j.Raw("{"), j.Key("uiScale"), j.Num(a.uiScale), j.Raw(","), j.Key("highContrast"),
      j.Raw(a.highContrast ? "true" : "false"), j.Raw(","), j.Key("perf"),
      j.Raw(a.showPerf ? "true" : "false"), j.Raw("}}");
  return app::Reply(j);
}

/// The lessons gallery: [{index, title, demo, link, text}].
EMSCRIPTEN_KEEPALIVE const char* pg_lessons() {
  const auto& lessons = demos::Lessons();
  Json j;
  j.Raw("[");
  for (size_t i = 0; i < lessons.size(); ++i) {
    if (i) j.Raw(",");
    demos::LinkResult r = demos::ParseLink(lessons[i].link);
    j.Raw("{");
    j.Key("index"), j.Num(double(i)), j.Raw(",");
    j.Key("id"), j.Str(lessons[i].id), j.Raw(",");
    j.Key("title"), j.Str(lessons[i].title), j.Raw(",");
    j.Key("demo"), j.Str(r.state.demo.c_str()), j.Raw(",");
    j.Key("link"), j.Str(lessons[i].link), j.Raw(",");
    j.Key("text"), j.Str(lessons[i].text);
    j.Raw("}");
  }
  j.Raw("]");
  return app::Reply(j);
}

/// Opens lesson i of the gallery as the panel does: {ok, message}.
EMSCRIPTEN_KEEPALIVE const char* pg_open_lesson(int i) {
  app::App& a = TheApp();
  const auto& lessons = demos::Lessons();
  Json j;
  if (i < 0 || i >= int(lessons.size())) {
    j.Raw("{\"ok\":false,\"message\":\"no such lesson\"}");
    return app::Reply(j);
  }
  std::string message;
  bool ok = app::LoadLink(a, lessons[i].link, &message);
  if (ok) a.lesson = i;
  a.lastFragment.clear();
  return app::OkReply(j, ok, message);
}

/// The annotation layers: [{name, label, on}].
EMSCRIPTEN_KEEPALIVE const char* pg_layers() {
  app::App& a = TheApp();
  Json j;
  j.Raw("[");
  for (int b = 0; b < demos::kLayerCount; ++b) {
    if (b) j.Raw(",");
    j.Raw("{");
    j.Key("name"), j.Str(demos::LayerName(b)), j.Raw(",");
    j.Key("label"), j.Str(demos::LayerLabel(b)), j.Raw(",");
    j.Key("on"), j.Raw((a.pg.layers >> b) & 1u ? "true" : "false");
    j.Raw("}");
  }
  j.Raw("]");
  return app::Reply(j);
}

/// Switches one annotation layer on (1) or off (0); returns 1, or 0 for an unknown name.
EMSCRIPTEN_KEEPALIVE int pg_show(const char* name, int on) {
  app::App& a = TheApp();
  for (int b = 0; b < demos::kLayerCount; ++b)
    if (name && std::strcmp(name, demos::LayerName(b)) == 0) {
      if (on)
        a.pg.layers |= 1u << b;
      else
        a.pg.layers &= ~(1u << b);
      a.fragmentDirtySince = app::NowSeconds();
      return 1;
    }
  return 0;
}

/// Compare mode: ghosts of the scene with parameter `name` set to each comma-separated value of
/// `values` (empty: one ghost at a clearly different value, as the panel picks it); an empty
/// name turns it off. Replies {ok, message}.
EMSCRIPTEN_KEEPALIVE const char* pg_compare(const char* name, const char* values) {
  app::App& a = TheApp();
  Json j;
  std::string n = name ? name : "";
  if (n.empty()) {
    a.pg.SetCompare(-1, {});
  } else {
    int i = a.pg.ParamIndex(n);
    if (i < 0 || n == "count") {
      j.Raw("{\"ok\":false,\"message\":\"no such parameter to compare\"}");
      return app::Reply(j);
    }
    const demos::ParamSpec& s = a.pg.specs()[i];
    std::vector<float> vs;
    std::string text = values ? values : "";
    size_t start = 0;
    while (start < text.size() && int(vs.size()) < demos::Playground::kMaxGhosts) {
      size_t comma = text.find(',', start);
      if (comma == std::string::npos) comma = text.size();
      float v = 0.0f;
      if (!demos::ParseParamValue(s, std::string_view(text).substr(start, comma - start), &v)) {
        j.Raw("{\"ok\":false,\"message\":\"not a value of this parameter\"}");
        return app::Reply(j);
      }
      vs.push_back(v);
      start = comma + 1;
    }
    if (vs.empty()) {
      // As the panel: the other end of the range, or the next choice.
      float v = a.pg.params()[i];
      vs.push_back(s.kind == demos::ParamKind::Choice
                       ? float((int(v) + 1) % (int(s.max) + 1))
                       : (v - s.min > s.max - v ? s.min : (s.min + s.max) * 0.5f));
    }
    a.pg.SetCompare(i, vs);
  }
  a.trails.Clear();
  a.plots.Clear();
  a.fragmentDirtySince = app::NowSeconds();
  j.Raw("{\"ok\":true,\"message\":\"\"}");
  return app::Reply(j);
}

/// Switches demo as the panel's picker does (the demo's defaults, the same seed); 0 if unknown.
EMSCRIPTEN_KEEPALIVE int pg_select_demo(const char* id) {
  app::App& a = TheApp();
  if (!id || demos::FindDemo(id, int(std::strlen(id))) < 0) return 0;
  app::SelectDemo(a, id);
  a.fragmentDirtySince = app::NowSeconds();
  return 1;
}

/// The simulation speed, clamped to 0.1 .. 4 (the panel's Speed slider; in links as speed=).
EMSCRIPTEN_KEEPALIVE double pg_set_speed(double v) {
  app::App& a = TheApp();
  if (std::isfinite(v)) {
    float f = float(v);
    a.view.speed = f < demos::kMinSpeed ? demos::kMinSpeed : (f > demos::kMaxSpeed ? demos::kMaxSpeed : f);
    a.fragmentDirtySince = app::NowSeconds();
  }
  return a.view.speed;
}

/// The panel's Copy link button: copies the share URL and shows "Link copied".
EMSCRIPTEN_KEEPALIVE void pg_copy_link() { app::web::CopyLink(app::CurrentFragment(TheApp())); }
/// The in-canvas keyboard and mouse help (as H).
EMSCRIPTEN_KEEPALIVE void pg_help() { TheApp().showHelp = true; }
/// Fits the whole world in view (as F).
EMSCRIPTEN_KEEPALIVE void pg_fit() { TheApp().camera.userMoved = false; }
/// Zooms the world view about its middle by `factor` (0.1 .. 10), as + and - do.
EMSCRIPTEN_KEEPALIVE void pg_zoom(double factor) {
  if (std::isfinite(factor) && factor >= 0.1 && factor <= 10.0) app::ZoomView(TheApp(), float(factor));
}
/// A focus ring on the panel's widget "kind:name" (a widgets() key), scrolled into view; "" none.
EMSCRIPTEN_KEEPALIVE void pg_focus(const char* name) { app::FocusWidget(TheApp(), name); }
/// Every parameter of the demo back to its default (the panel's Defaults button).
EMSCRIPTEN_KEEPALIVE void pg_defaults() {
  app::App& a = TheApp();
  for (int i = 0; i < int(a.pg.specs().size()); ++i) a.pg.SetAt(i, a.pg.specs()[i].def);
  a.fragmentDirtySince = app::NowSeconds();
}
/// A new seed (0 .. 2^53): rebuilds the scene.
EMSCRIPTEN_KEEPALIVE void pg_set_seed(double seed) {
  app::App& a = TheApp();
  if (!(seed >= 0.0) || seed > 9007199254740992.0) return;
  a.pg.SetSeed(uint64_t(seed));
  a.trails.Clear();
  a.fragmentDirtySince = app::NowSeconds();
}
/// Starts the 20-seed experiment in the background, as the panel's button (frames advance it).
EMSCRIPTEN_KEEPALIVE void pg_experiment_start() {
  app::App& a = TheApp();
  a.experiment.Start(a.pg);
}

}  // extern "C"
