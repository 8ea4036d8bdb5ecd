// The app: the window and its GL context and input (platform.cpp, SDL2), Dear ImGui, and one frame
// function that drives everything, in the page and on the desktop. Frame() is driven by
// emscripten_set_main_loop in the page (no ASYNCIFY) and by a while loop on the desktop
// (RunDesktop); both stop while nothing changes (drawing on demand, below).
//
// The clock: the simulation advances in fixed steps of world.def.dt (1/60 s). Each frame adds
// the real elapsed time (times the speed setting) to an accumulator and runs as many whole
// steps as it holds, at most kMaxStepsPerFrame and at most kStepBudgetSeconds of stepping: a
// frame that took long (a hidden tab, a slow machine) never makes the scene jump, and a scene
// whose step is slow (100,000 boids) runs in slow motion instead of freezing the page; the
// excess time is dropped. Steps stay whole fixed steps, so the run is the same run.
#include "app/gl.h"
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <utility>
#include <thread>

#include "app/app.h"
#include "app/controls.h"
#include "app/desktop.h"  // the desktop's number field (desktop_field.cpp)
#include "app/lang_font.h"
#include "app/palette.h"
#include "app/platform.h"
#include "imgui.h"

namespace app {

namespace {

constexpr int kMaxStepsPerFrame = 16;
constexpr double kStepBudgetSeconds = 0.025;  // of stepping per frame (at least one step)
constexpr double kMaxFrameSeconds = 0.25;  // a longer gap counts as this much

App g_app;
double g_lastTime = 0.0;
bool g_firstFrameDrawn = false;
double g_shadersSent = 0.0;  // when StartApp sent the shaders to the GPU process to compile
// The world-only redraws (RenderFrame): the last input or API call, the last whole frame and its size.
double g_lastWake = 0.0;
double g_lastWholeFrame = -1.0;
int g_lastFbW = 0, g_lastFbH = 0;

// [SECTION] drawing on demand
// A paused scene is a still picture: once nothing moves (no steps, no input being handled, no
// experiment, no link or notice waiting) the frame loop stops, and the page's listeners restart
// it (pg_wake) on input, resize and any API call that changes something. A hidden tab or a canvas
// scrolled out of view (an embed further down a course page) neither draws nor steps.
constexpr int kFramesAfterWake = 4;  // ImGui settles hover and active states within a few frames
int g_framesOwed = kFramesAfterWake;
bool g_loopStopped = false;  // emscripten_pause_main_loop is in effect (the desktop waits for an event)
bool g_offscreen = false;    // hidden tab or canvas out of view (shell.js says which)
bool g_fragmentPending = false;
bool g_quit = false;         // the desktop window was closed
bool g_drawingCountedFrames = false;  // the desktop's --frames N: draws them, minimized or not

void StopLoop() {
  if (g_loopStopped) return;
  g_loopStopped = true;
#ifdef __EMSCRIPTEN__
  emscripten_pause_main_loop();
#endif
}

void StartLoop() {
  if (!g_loopStopped || g_offscreen) return;
  g_loopStopped = false;
  g_lastTime = NowSeconds();  // the time spent stopped is not simulation time owed
  g_app.scene.accumulator = 0.0;
#ifdef __EMSCRIPTEN__
  emscripten_resume_main_loop();
#endif
}

// Whether the next frame may look different from this one without any outside event.
bool NeedsAnotherFrame(const App& a, double now) {
  return !a.scene.settings.paused || g_framesOwed > 0 || a.scene.experiment.running() ||
         a.ui.pngRequested > 0 || a.scene.pg.held().kind != demos::Handle::None || ImGui::IsAnyItemActive() ||
         ImGui::GetIO().WantTextInput || now < a.ui.noticeUntil || g_fragmentPending || !g_firstFrameDrawn ||
         platform::InputPending();
}

// [SECTION] fonts
// Browser zoom changes devicePixelRatio (and usually the CSS size): the drawing buffer follows
// both (platform::SyncCanvasSize), so text stays crisp at 200% (WCAG 1.4.4); the font follows here.
// Glyphs the UI uses: Latin-1 plus a few symbols, drawn by the browser in the system's UI font
// (browser_font.cpp), on the desktop by stb_truetype from DejaVu Sans (desktop_font.cpp). Not the
// control characters U+007F-U+009F, which no text shows (a link's text has them as spaces): no font
// has them, and the browser looked for each in every font of the system (about 15 ms of the
// page's start, docs/perf-history.md). scripts/strings.py reads this list: a language without a
// font of its own stays within it.
const ImWchar kGlyphRanges[] = {0x0020, 0x007E, 0x00A0, 0x00FF, 0x2013, 0x2014, 0x2019, 0x2019, 0x2022, 0x2022,
                                0x2026, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212, 0x25B6, 0x25B6, 0};

// The font is rasterised at the real pixel size (CSS size * devicePixelRatio * UI scale) and
// drawn at 1 / devicePixelRatio, so text is crisp on HiDPI screens and at every UI scale.
float DevicePixelRatio() {
  float dpr = platform::PixelRatio();
  return !(dpr > 0.5f) || dpr > 4.0f ? 1.0f : dpr;
}

// The atlas's fonts at `scale` (device pixels per CSS px, times the UI scale), not built yet.
void AddUiFonts(ImFontAtlas& atlas, float scale) {
  atlas.Clear();
  ImFontConfig cfg;
  UiFontData(FontFace::Ui, &cfg);
  cfg.SizePixels = std::round(kUiFontPx * scale);
  cfg.GlyphRanges = kGlyphRanges;
  atlas.AddFont(&cfg);
  // Chinese glyphs, when chosen; the desktop's language picker names each language in itself.
  MergeLanguageFont(atlas, std::round(kUiFontPx * scale), !kOnPage);
}

void EnsureFont(App& a) {
  const demos::LessonSetup& setup = a.scene.settings.setup;
  if (SetLinkText(setup.title, setup.prompt)) a.view.fontScaleBuilt = 0.0f;  // their characters too
  float dpr = DevicePixelRatio();
  float want = dpr * a.view.uiScale;
  if (std::fabs(want - a.view.fontScaleBuilt) < 0.01f) return;
  ImGuiIO& io = ImGui::GetIO();
  AddUiFonts(*io.Fonts, want);
  io.Fonts->Build();
  ForgetWrappedText();
  a.uiRenderer.UploadFontAtlas();
  io.FontGlobalScale = 1.0f / dpr;
  ApplyTheme(a.view.theme);
  if (a.view.coarsePointer) {
    // Touch screens: every frame (button, slider, checkbox, header) and every row of a list at
    // least 24 CSS px high (WCAG 2.5.8): 15 px text + 2 x 6 px padding; rows 15 + 10 px.
    ImGuiStyle& st = ImGui::GetStyle();
    st.FramePadding = ImVec2(8.0f, 6.0f);
    st.ItemSpacing.y = 10.0f;
  }
  ImGui::GetStyle().ScaleAllSizes(a.view.uiScale);
  a.view.fontScaleBuilt = want;
}


// [SECTION] input on the world (what ImGui does not take)
// Whether a press belongs to the UI or the world is decided by its own position against the
// UI's rectangles (PointOnUi), not by io.WantCaptureMouse: that is last frame's hover state, and
// a pointer moved fast from the panel onto an agent and pressed within one frame (50-100 ms at
// 10-20 fps on a software GPU) was taken as a panel click.
struct Pointer {
  bool panning = false;
  bool moved = false;
  Vec2 last;
};
Pointer g_pointer;
using platform::Event;

// [SECTION] touch
// The first finger is also the mouse (platform.cpp: Mouse* events with e.touch), which ImGui and
// the world handle as a mouse; on top of that:
//  - a finger lifted leaves no pointer behind: ImGui sees the release where the finger was,
//    then no pointer at all, so no tooltip stays over the value just set;
//  - a touch on a slider is held back from ImGui until it moves past the slop (then the slider
//    drags from where the finger landed): a tap without movement leaves the value alone, and
//    shell.js opens a number field over the slider for the on-screen keyboard;
//  - a touch on the panel elsewhere that moves vertically past the slop scrolls the panel
//    (ImGui gets no press, so no button fires under a swipe);
//  - two fingers on the world pinch to zoom and pan, about the point between them.

struct Touch {
  bool down = false;     // the first finger is down (the mouse from touch)
  bool lifted = false;   // it went up: hide the pointer once ImGui saw the release
  bool releaseSeen = false;
  bool gated = false;    // on a slider, not moved yet: ImGui does not see the press
  int ungateFrames = 0;  // the press is delivered at `start` this frame
  bool onPanel = false;  // the press landed on the UI, not on a slider
  Vec2 start, pos;
  // two fingers
  long ids[2] = {0, 0};
  Vec2 at[2];
  int fingers = 0;
  bool pinching = false;  // two fingers down, the first landed on the world
  bool firstOnWorld = false;
};
Touch g_touch;

bool OnSlider(const App& a, Vec2 p) {
  for (const WidgetRect& w : a.ui.widgets)
    if (w.drags && p.x >= w.min.x && p.x < w.max.x && p.y >= w.min.y && p.y < w.max.y) return true;
  return false;
}

// The mouse events: those of the first finger (e.touch) record the press, hold back a press on a
// slider and start a panel swipe; a real mouse's motion only shows its pointer again.
void HandleTouchMouseEvent(App& a, const Event& e) {
  Touch& t = g_touch;
  switch (e.type) {
    case Event::MouseDown:
      if (e.button == 0) a.ui.pressByTouch = e.touch;
      if (!e.touch || e.button != 0) return;
      t.down = true;
      t.lifted = t.releaseSeen = false;
      t.start = t.pos = e.pos;
      t.gated = !a.ui.popupOpen && OnSlider(a, t.start);
      t.onPanel = !t.gated && PointOnUi(a.ui, t.start) && !a.ui.popupOpen;
      t.ungateFrames = 0;
      a.ui.swipe = PanelSwipe{};
      break;
    case Event::MouseMove:
      if (!e.touch) {
        t.lifted = false;  // a real mouse: its pointer shows as usual
        return;
      }
      if (!t.down) return;
      t.pos = e.pos;
      if (t.gated && steer::Length(t.pos - t.start) > kTouchSlopPx) {
        t.gated = false;
        t.ungateFrames = 1;
      }
      if (t.onPanel && !a.ui.swipe.active && std::fabs(t.pos.y - t.start.y) > kTouchSlopPx) {
        a.ui.swipe.active = true;
        a.ui.swipe.begin = true;
      }
      if (a.ui.swipe.active) a.ui.swipe.dy = t.pos.y - t.start.y;
      break;
    case Event::MouseUp:
      if (!e.touch || e.button != 0) return;
      t.down = false;
      t.lifted = true;
      t.releaseSeen = false;
      a.ui.swipe.active = false;
      break;
    default:
      break;
  }
}

// Which of the two tracked fingers this is: 0, 1, or -1 for neither.
int FingerSlot(const Touch& t, long id) {
  return t.fingers > 0 && t.ids[0] == id ? 0 : t.fingers > 1 && t.ids[1] == id ? 1 : -1;
}

// The finger events: two fingers that landed on the world pinch to zoom and pan.
void HandleFingerEvent(App& a, const Event& e) {
  Touch& t = g_touch;
  switch (e.type) {
    case Event::FingerDown:
      if (t.fingers < 2) {
        Vec2 p = e.pos;
        if (t.fingers == 0) t.firstOnWorld = !PointOnUi(a.ui, p);
        t.ids[t.fingers] = e.finger;
        t.at[t.fingers] = p;
        ++t.fingers;
        if (t.fingers == 2 && t.firstOnWorld) {
          // The second finger turns a drag into a pinch: what the first finger held is let go.
          t.pinching = true;
          g_pointer.panning = false;
          a.scene.pg.Release();
        }
      }
      break;
    case Event::FingerMove: {
      int k = FingerSlot(t, e.finger);
      if (k < 0) return;
      Vec2 p = e.pos;
      if (t.pinching) {
        // The world point under the old midpoint goes under the new one, scaled by the ratio of
        // the fingers' distances: zoom and pan in one motion, as on any map.
        Vec2 c0 = (t.at[0] + t.at[1]) * 0.5f;
        float d0 = steer::Length(t.at[1] - t.at[0]);
        t.at[k] = p;
        Vec2 c1 = (t.at[0] + t.at[1]) * 0.5f;
        float d1 = steer::Length(t.at[1] - t.at[0]);
        float factor = d0 > 1.0f && d1 > 1.0f ? d1 / d0 : 1.0f;
        ZoomAt(a.view, c0, factor);
        a.view.camera.origin += c1 - c0;
        a.view.camera.userMoved = true;
      } else {
        t.at[k] = p;
      }
      break;
    }
    case Event::FingerUp: {
      int k = FingerSlot(t, e.finger);
      if (k < 0) return;
      if (k == 0 && t.fingers == 2) {
        t.ids[0] = t.ids[1];
        t.at[0] = t.at[1];
      }
      --t.fingers;
      t.pinching = false;
      break;
    }
    default:
      break;
  }
}

// Every event passes here; the mouse and finger events update the touch state (g_touch).
void HandleTouchEvent(App& a, const Event& e) {
  switch (e.type) {
    case Event::MouseDown:
    case Event::MouseMove:
    case Event::MouseUp:
      HandleTouchMouseEvent(a, e);
      break;
    case Event::FingerDown:
    case Event::FingerMove:
    case Event::FingerUp:
      HandleFingerEvent(a, e);
      break;
    default:
      break;
  }
}

// After platform::NewImGuiFrame has told ImGui of the mouse: what ImGui is told of the finger.
void FilterTouchForImGui() {
  ImGuiIO& io = ImGui::GetIO();
  Touch& t = g_touch;
  const ImVec2 nowhere(-FLT_MAX, -FLT_MAX);
  if (t.ungateFrames > 0) {  // the held-back press, where the finger landed
    io.MousePos = ImVec2(t.start.x, t.start.y);
    io.MouseDown[0] = true;
    --t.ungateFrames;
  } else if (t.gated || TheApp().ui.swipe.active || t.pinching) {
    io.MousePos = nowhere;
    io.MouseDown[0] = false;
  } else if (t.lifted && !io.MouseDown[0]) {
    if (!t.releaseSeen)
      t.releaseSeen = true;  // this frame ImGui sees the release where the finger was
    else
      io.MousePos = nowhere;
  }
  if (t.lifted && t.gated) {  // a tap on a slider: ImGui never saw it, nor will it see the finger
    t.gated = false;
    t.releaseSeen = true;
  }
}

// The keyboard's shortcuts on the scene: controls.cpp's table (Shortcuts()), which the help and
// the controls' aria-keyshortcuts read too. D (the scene in words) is the page's accessible view's.
const Shortcut* AppShortcut(const char* key) {
  const Shortcut* s = ShortcutOf(key);
  return s && !s->pageOnly ? s : nullptr;
}
bool IsShortcut(const char* key) { return AppShortcut(key) != nullptr; }

// Acts on a shortcut key; false for another key.
bool HandleKey(App& a, const char* key) {
  const Shortcut* s = AppShortcut(key);
  if (!s) return false;
  switch (s->action) {
    case ShortcutAction::Pause:
      Act(a, "button:play");
      break;
    case ShortcutAction::Step:
      Act(a, "button:step");
      break;
    case ShortcutAction::StepBack:  // the timeline: one step back, the run's first and last moments
      ScrubTo(a, a.scene.pg.steps() - 1);
      break;
    case ShortcutAction::Start:
      ScrubTo(a, a.scene.pg.historyStart());
      break;
    case ShortcutAction::End:
      ScrubTo(a, a.scene.pg.historyEnd());
      break;
    case ShortcutAction::RangeStart:
    case ShortcutAction::RangeEnd:
      MarkRange(a, s->action == ShortcutAction::RangeEnd);
      break;
    case ShortcutAction::RangeClear:
      // Escape is the UI's otherwise: the help window's, a popup's.
      if (!a.scene.range.set || a.ui.showHelp || a.ui.popupOpen) return false;
      ClearRange(a);
      break;
    case ShortcutAction::Reset:
      Act(a, "button:reset");
      break;
    case ShortcutAction::Demo:
      Act(a, "combo:demo", key[0] - '1');
      break;
    case ShortcutAction::Help:
      a.ui.showHelp = !a.ui.showHelp;
      break;
    case ShortcutAction::Fit:
      Act(a, "button:fit");  // the whole world again
      break;
    case ShortcutAction::ZoomIn:  // zoom without a wheel or a pinch (WCAG 2.5.1)
      Act(a, "button:zoomIn");
      break;
    case ShortcutAction::ZoomOut:
      Act(a, "button:zoomOut");
      break;
    case ShortcutAction::Describe:
      return false;
  }
  return true;
}

void HandleWorldEvent(App& a, const Event& e) {
  ImGuiIO& io = ImGui::GetIO();
  switch (e.type) {
    case Event::MouseDown: {
      if (e.button != 0 || PointOnUi(a.ui, e.pos)) return;
      if (g_touch.pinching) return;
      Vec2 s = e.pos;
      Vec2 w = a.view.camera.ToWorld(s);
      demos::Handle h = a.scene.pg.HandleAt(w, 10.0f / a.view.camera.scale);
      if (h.kind == demos::Handle::Agent) a.scene.selected = h.index;
      // A challenge's graded scene holds still until its verdict: selected, not moved (controls.h).
      if (h.kind != demos::Handle::None && !SetupFrozen(a)) {
        a.scene.pg.Grab(h);
      } else if (h.kind == demos::Handle::None) {
        g_pointer.panning = true;
        g_pointer.moved = false;
      }
      g_pointer.last = s;
      break;
    }
    case Event::MouseMove: {
      Vec2 s = e.pos;
      if (a.scene.pg.held().kind != demos::Handle::None) {
        a.scene.pg.DragTo(a.view.camera.ToWorld(s));
        a.page.fragmentDirtySince = NowSeconds();
      } else if (g_pointer.panning && a.scene.pg.PaintCells() > 0 && !SetupFrozen(a)) {  // a paintable field: the drag paints
        if (a.scene.pg.PaintStroke(a.view.camera.ToWorld(g_pointer.last), a.view.camera.ToWorld(s)))
          a.page.fragmentDirtySince = NowSeconds();
        g_pointer.moved = g_pointer.moved || steer::LengthSq(s - g_pointer.last) > 0.0f;
      } else if (g_pointer.panning) {
        Vec2 d = s - g_pointer.last;
        if (steer::LengthSq(d) > 0.0f) {
          a.view.camera.origin += d;
          a.view.camera.userMoved = true;
          g_pointer.moved = true;
        }
      }
      g_pointer.last = s;
      break;
    }
    case Event::MouseUp:
      if (e.button != 0) return;
      if (g_pointer.panning && !g_pointer.moved) {  // a click on empty space
        if (a.scene.pg.desc().clickAddsWaypoints && !SetupFrozen(a) &&
            a.scene.pg.AddWaypoint(a.view.camera.ToWorld(e.pos)))
          a.page.fragmentDirtySince = NowSeconds();
        else
          a.scene.selected = -1;
      }
      g_pointer.panning = false;
      a.scene.pg.Release();
      break;
    case Event::Wheel:
      if (PointOnUi(a.ui, e.pos)) return;
      ZoomAt(a.view, e.pos, std::pow(1.15f, float(e.wheel)));
      break;
    case Event::KeyDown:
    case Event::Text:  // the desktop's printable keys ("+" wherever the layout has it)
      if (!io.WantTextInput && !e.ctrl && !e.alt && !e.meta && HandleKey(a, e.key))
        a.page.fragmentDirtySince = NowSeconds();
      break;
    case Event::Quit:
      g_quit = true;
      break;
    case Event::Hidden:  // the desktop's minimized window, as the page's hidden tab (not while
      if (!g_drawingCountedFrames) SetOffscreen(true);  // --frames draws its screenshot)
      break;
    case Event::Shown:
      SetOffscreen(false);
      break;
    default:
      break;
  }
}

// [SECTION] the frame: input, update, UI and layout, drawing, render, then the page
// Each phase is one function, called in this order by Frame(). Drawing (DrawWorld, the overlays)
// reads the state that input, update and layout left; only the UI's own widgets change it, as
// ImGui widgets do, while they are drawn.

// Input: the canvas size, the GPU objects after a lost context, the font, and every event.
void FrameInput(App& a) {
  platform::SyncCanvasSize();
  if (a.contextRestored) {
    // After a WebGL context loss and restore every GL object is gone: the renderers forget
    // theirs (deleting names from the lost context only makes WebGL complain) and make new
    // ones on their next draw. The context itself is kept (the browser restored it).
    a.uiRenderer.ForgetGpuObjects();
    a.agentRenderer.ForgetGpuObjects();
    a.view.fontScaleBuilt = 0.0f;
    a.contextRestored = false;
    g_lastWholeFrame = -1.0;  // the canvas's pixels are gone too
  }
  EnsureFont(a);
  Event e;
  while (platform::Poll(&e)) {
    g_lastWake = NowSeconds();  // input: the whole canvas is drawn (the page's listeners also Wake)
    HandleTouchEvent(a, e);
    platform::ImGuiEvent(e);
    HandleWorldEvent(a, e);
  }
}

// Update: the clock's whole fixed steps (bounded per frame), a slice of a running experiment,
// the challenge's verdict, and the trails' and plots' samples.
void Update(App& a, double frameDt) {
  double t0 = NowSeconds();
  a.scene.stepsLastFrame = 0;
  a.scene.slowMotion = false;
  if (!a.scene.settings.paused) {
    double dt = double(a.scene.pg.world().def.dt);
    a.scene.accumulator += (frameDt < kMaxFrameSeconds ? (frameDt > 0.0 ? frameDt : 0.0) : kMaxFrameSeconds) *
                           a.scene.settings.speed;
    int steps = int(a.scene.accumulator / dt);
    if (steps > kMaxStepsPerFrame) {
      steps = kMaxStepsPerFrame;
      a.scene.accumulator = 0.0;  // drop what cannot be caught up
    } else {
      a.scene.accumulator -= steps * dt;
    }
    int done = 0;
    while (done < steps) {
      a.scene.pg.Step(1);
      ++done;
      if (NowSeconds() - t0 > kStepBudgetSeconds) break;
    }
    a.scene.slowMotion = done < steps;
    if (a.scene.slowMotion) a.scene.accumulator = 0.0;
    a.scene.stepsLastFrame = done;
  }
  // An experiment runs in slices of at most ~6 ms per frame, so the page stays responsive.
  if (a.scene.experiment.running()) {
    double start = NowSeconds();
    while (!a.scene.experiment.Advance(demos::Experiment::kSliceAgentSteps) && NowSeconds() - start < 0.006) {
    }
  }
  ChallengeFrame(a);  // the verdict shows once the scene reaches it
  a.scene.trails.Sample(a.scene.pg.world());
  a.scene.plots.Sample(a.scene.pg);
  a.perf.simMs = a.perf.simMs * 0.9f + float((NowSeconds() - t0) * 1000.0) * 0.1f;
}

// UI and layout, then the world's draw lists: the panel (its widgets act at once, and it decides
// the world's part of the canvas), the lesson's header, the camera, the world's layout; then
// drawing, which only reads.
bool WorldOnlyFrame(const App& a, int fbW, int fbH, double now);

void BuildFrame(App& a, double now) {
  a.ui.pictureFrame = a.ui.pngRequested == 1;
  platform::NewImGuiFrame();
  FilterTouchForImGui();
  ImGui::NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  a.view.canvas = {io.DisplaySize.x, io.DisplaySize.y};
  // Decided before the panel is built: a frame that redraws only the world keeps the panel's contents.
  a.ui.worldOnly = WorldOnlyFrame(a, platform::DevicePx(io.DisplaySize.x, io.DisplayFramebufferScale.x),
                                  platform::DevicePx(io.DisplaySize.y, io.DisplayFramebufferScale.y), now);
#ifndef __EMSCRIPTEN__
  DesktopFieldBeforePanel(a);  // the page's number field is shell.js's
#endif
  if (a.view.embed || !a.scene.settings.setup.panel)
    DrawEmbedOverlay(a);
  else
    DrawPanel(a);
  ReserveLessonHeader(a);
  ReserveTimelineBar(a);
  DrawLanguagePicker(a);
  if (!a.view.camera.userMoved) FitView(a.view, a.scene.pg.world().def);
  LayoutWorld(a.view, a.scene);
  // The labels' places are the next frame's (their hysteresis) when the next frame follows this
  // one: the page's frames one another, a clip's pictures one another. A PNG's picture (without
  // Paused, the notice and the panel's tooltips) leaves the page's; so do the page's frames while a
  // clip is made, which leave the clip's.
  std::vector<LabelSide> sides = DrawWorld(a.scene, a.view, a.agentRenderer, ImGui::GetBackgroundDrawList());
  if (a.ui.pictureFrame == a.ui.clipping) a.view.labelSides = std::move(sides);
  DrawCanvasOverlay(a);
  DrawChallengeBar(a);
  DrawTimelineBar(a);
#ifndef __EMSCRIPTEN__
  DesktopField(a);
#endif
  a.ui.popupOpen = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
  ImGui::Render();
}

// On a CPU rasterizer (SwiftShader: school laptops without a GPU, virtual desktops) the UI's
// textured triangles cost most of a frame, and the panel beside the world rarely changes while
// the simulation runs. So the canvas keeps its pixels between frames (preserveDrawingBuffer,
// shell.js) and a running scene nobody is touching redraws only the world's part of the canvas;
// the whole canvas is drawn again within kQuietSeconds of any input or API call (Wake), on a new
// size or a restored context, and at least every kPanelRefreshSeconds, so the panel's live
// numbers still tick.
// A machine on which a whole frame takes longer than kSlowWholeFrameMs (a CPU four times slower
// than a laptop's: 8-24 ms) misses the display's next frame with each: there the panel's numbers
// tick every kSlowPanelRefreshSeconds instead, and the world moves smoothly (issue 36). Judged on
// the whole frames' time, smoothed, with a margin each way so that it does not flip.
constexpr double kQuietSeconds = 1.0;
constexpr double kPanelRefreshSeconds = 0.2;
constexpr double kSlowPanelRefreshSeconds = 0.5;
constexpr double kSlowWholeFrameMs = 10.0, kFastWholeFrameMs = 7.0;
double g_wholeFrameMs = 0.0;  // the whole frames' CPU time, smoothed
bool g_slowWholeFrames = false;

// A rectangle of the framebuffer in whole device pixels as glScissor takes it (y from the bottom).
struct PixelRect {
  int x = 0, y = 0, w = 0, h = 0;
};
PixelRect ToPixels(float x0, float y0, float x1, float y1, int fbH) {
  if (!(x1 > x0 && y1 > y0)) return {};
  return {int(std::lround(x0)), int(std::lround(float(fbH) - y1)), int(std::lround(x1 - x0)), int(std::lround(y1 - y0))};
}
// A scissored clear (the scissor test is on: RenderFrame). Every GL call costs the page's main
// thread a trip through WebGL's checks, so the clear colour is set only when it changes
// (`*current`, forgotten each frame start so a restored context is set again).
void ClearPixels(const PixelRect& r, uint32_t color, uint32_t* current) {
  if (r.w <= 0 || r.h <= 0) return;
  glScissor(r.x, r.y, r.w, r.h);
  if (color != *current) {
    ImVec4 c = ImGui::ColorConvertU32ToFloat4(color);
    glClearColor(c.x, c.y, c.z, 1.0f);
    *current = color;
  }
  glClear(GL_COLOR_BUFFER_BIT);
}
// Clears `r` but the parts of it inside `holes` (cleared after, in colours of their own): the bands
// between the holes' top and bottom edges, and in each band the runs of columns outside every
// hole. On a CPU rasterizer every cleared pixel costs, so no pixel is cleared twice (the view in
// the outside's colour and then the world over it).
// A few values in order (std::sort on these small arrays makes GCC warn of bounds it never reaches).
template <typename T>
void SortFew(T* v, int n) {
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && v[j] < v[j - 1]; --j) std::swap(v[j], v[j - 1]);
}
void ClearExcept(const PixelRect& r, std::initializer_list<PixelRect> holes, uint32_t color, uint32_t* current) {
  int ys[2 + 2 * 4], ny = 0;
  ys[ny++] = r.y, ys[ny++] = r.y + r.h;
  for (const PixelRect& h : holes)
    if (h.w > 0 && h.h > 0 && ny + 2 <= int(std::size(ys))) {
      ys[ny++] = std::clamp(h.y, r.y, r.y + r.h);
      ys[ny++] = std::clamp(h.y + h.h, r.y, r.y + r.h);
    }
  SortFew(ys, ny);
  for (int b = 0; b + 1 < ny; ++b) {
    const int y0 = ys[b], y1 = ys[b + 1];
    if (y1 <= y0) continue;
    // The holes across this band (a band lies inside or outside each hole's rows), left to right.
    std::pair<int, int> cut[4];
    int nc = 0;
    for (const PixelRect& h : holes)
      if (h.w > 0 && h.h > 0 && h.y <= y0 && h.y + h.h >= y1 && nc < 4) cut[nc++] = {h.x, h.x + h.w};
    SortFew(cut, nc);
    int x = r.x;
    for (int c = 0; c < nc; ++c) {
      if (cut[c].first > x) ClearPixels({x, y0, std::min(cut[c].first, r.x + r.w) - x, y1 - y0}, color, current);
      x = std::max(x, cut[c].second);
    }
    if (r.x + r.w > x) ClearPixels({x, y0, r.x + r.w - x, y1 - y0}, color, current);
  }
}

// Whether this frame may redraw only the world's view and keep the rest from the last frame.
bool WorldOnlyFrame(const App& a, int fbW, int fbH, double now) {
  return platform::KeepsPixels() && g_lastWholeFrame >= 0.0 && fbW == g_lastFbW && fbH == g_lastFbH && !a.ui.pictureFrame &&
         now - g_lastWake > kQuietSeconds &&
         now - g_lastWholeFrame < (g_slowWholeFrames ? kSlowPanelRefreshSeconds : kPanelRefreshSeconds);
}

// Render: the clears (the outside, then the world's background, scissored), ImGui's draw data
// (the whole canvas, or the world's view only), and a PNG of the world when one was asked for.
void RenderFrame(App& a, double now) {
  ImGuiIO& io = ImGui::GetIO();
  int fbW = platform::DevicePx(io.DisplaySize.x, io.DisplayFramebufferScale.x);
  int fbH = platform::DevicePx(io.DisplaySize.y, io.DisplayFramebufferScale.y);
  ImVec2 s = io.DisplayFramebufferScale;
  UiRenderer::Rect all{0.0f, 0.0f, float(fbW), float(fbH)};
  UiRenderer::Rect view{std::floor(std::max(a.view.viewMin.x * s.x, 0.0f)),
                        std::floor(std::max(a.view.viewMin.y * s.y, 0.0f)),
                        std::ceil(std::min(a.view.viewMax.x * s.x, float(fbW))),
                        std::ceil(std::min(a.view.viewMax.y * s.y, float(fbH)))};
  bool worldOnly = a.ui.worldOnly;  // BuildFrame's decision: the panel may not have been built
  const UiRenderer::Rect& area = worldOnly ? view : all;
  glViewport(0, 0, fbW, fbH);
  glEnable(GL_SCISSOR_TEST);  // for the clears; the UI's renderer sets its own state, then turns it off
  uint32_t clearColor = 0;    // none set yet this frame (an opaque colour is never 0)
  const PixelRect world =  // the world as it shows in its view (LayoutWorld)
      ToPixels(std::max(a.view.worldFillMin.x * s.x, area.x0), std::max(a.view.worldFillMin.y * s.y, area.y0),
               std::min(a.view.worldFillMax.x * s.x, area.x1), std::min(a.view.worldFillMax.y * s.y, area.y1), fbH);
  const PixelRect panel = worldOnly ? PixelRect{}
                                    : ToPixels(a.view.panelFillMin.x * s.x, a.view.panelFillMin.y * s.y,
                                               a.view.panelFillMax.x * s.x, a.view.panelFillMax.y * s.y, fbH);
  // Each pixel cleared once, to the colour the clears of the outside, the panel and then the world
  // in turn would leave it (the world's wins where they overlap).
  ClearExcept(ToPixels(area.x0, area.y0, area.x1, area.y1, fbH), {panel, world}, ThemePalette(a.view.theme).outside,
              &clearColor);
  ClearExcept(panel, {world}, a.view.panelFillColor, &clearColor);
  ClearPixels(world, a.view.worldFillColor, &clearColor);
  // The grid's lines, a device pixel or more wide (a 1 px line at the UI's scale), inside the
  // world's cleared part.
  const int line = std::max(1, int(std::lround(s.x)));
  for (const auto& [at, horizontal] : a.view.gridLines) {
    const int c = int(std::lround(at * (horizontal ? s.y : s.x) - 0.5f * float(line)));
    PixelRect r = horizontal ? PixelRect{world.x, fbH - c - line, world.w, line} : PixelRect{c, world.y, line, world.h};
    const int x0 = std::max(r.x, world.x), x1 = std::min(r.x + r.w, world.x + world.w);
    const int y0 = std::max(r.y, world.y), y1 = std::min(r.y + r.h, world.y + world.h);
    ClearPixels({x0, y0, x1 - x0, y1 - y0}, a.view.gridColor, &clearColor);
  }
  a.uiRenderer.Render(ImGui::GetDrawData(), fbW, fbH, worldOnly ? &view : nullptr);
  if (!worldOnly) {
    g_lastWholeFrame = now;
    g_lastFbW = fbW, g_lastFbH = fbH;
    a.perf.wholeFramesDrawn += 1.0;
  }
  a.perf.uiVertices = ImGui::GetDrawData()->TotalVtxCount;
  a.perf.framesDrawn += 1.0;
  if (a.ui.pictureFrame) {
    // The world's part of the canvas only (the panel and its tooltips are left out), in device
    // pixels (PictureRect), right after drawing while the buffer still holds the frame.
    PicturePixels r = PictureRect(a.view, {s.x, s.y});
    web::DownloadCanvasPng(ExportName(a, "png"), r.x, r.y, r.w, r.h);
  }
  if (a.ui.pngRequested > 0) --a.ui.pngRequested;
}

// The page: the URL follows the scene (debounced; replaceState, so no history spam), and the
// page's layers (the accessible controls) hear of every change they show.
void TellPage(App& a, double now) {
  std::string fragment = CurrentFragment(a);
  web::SignalChanges(a, fragment);
  g_fragmentPending = fragment != a.page.lastFragment;
  if (g_fragmentPending) {
    if (a.page.fragmentDirtySince < 0.0) a.page.fragmentDirtySince = now;
    if (now - a.page.fragmentDirtySince > 0.3) {
      web::ReplaceFragment(fragment);
      a.page.lastFragment = fragment;
      a.page.fragmentDirtySince = -1.0;
    }
  }
}

void (*g_afterRender)(int width, int height) = nullptr;  // the desktop's --screenshot

void Frame() {
  App& a = g_app;
  if (g_offscreen) {  // hidden before the loop started, or a frame already queued: stop here
    g_loopStopped = false;
    StopLoop();
    return;
  }
  double now = NowSeconds();
  double frameDt = now - g_lastTime;
  g_lastTime = now;
  if (frameDt > 0.0) a.perf.fps = a.perf.fps * 0.95f + float(1.0 / frameDt) * 0.05f;

  FrameInput(a);
  KeepNoticeInLanguage(a);
  Update(a, frameDt);
  double t1 = NowSeconds();
  BuildFrame(a, now);
  RenderFrame(a, now);
  if (g_afterRender) {
    ImGuiIO& io = ImGui::GetIO();
    g_afterRender(platform::DevicePx(io.DisplaySize.x, io.DisplayFramebufferScale.x), platform::DevicePx(io.DisplaySize.y, io.DisplayFramebufferScale.y));
  }
  platform::Present();
  const double t2 = NowSeconds();
  a.perf.drawMs = a.perf.drawMs * 0.9f + float((t2 - t1) * 1000.0) * 0.1f;
  if (!a.ui.worldOnly) {
    const double ms = (t2 - now) * 1000.0;
    g_wholeFrameMs = g_wholeFrameMs > 0.0 ? g_wholeFrameMs * 0.7 + ms * 0.3 : ms;
    if (g_wholeFrameMs > kSlowWholeFrameMs) g_slowWholeFrames = true;
    if (g_wholeFrameMs < kFastWholeFrameMs) g_slowWholeFrames = false;
  }
  if (!g_firstFrameDrawn) {
    g_firstFrameDrawn = true;
    web::FirstFrameDrawn();
  }
  TellPage(a, now);
  if (g_framesOwed > 0) --g_framesOwed;
  if (!NeedsAnotherFrame(a, now)) StopLoop();
}

// The start both loops share: ImGui, the platform layer (window, GL context, input), the
// renderers, the screen's preferences and the first link (the page's URL, the desktop's argument).
bool StartApp(const platform::Options& options) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no filesystem
  io.LogFilename = nullptr;
  if (!platform::Init(IsShortcut, options)) return false;  // it says why
  io.BackendRendererName = "gles3 / webgl2 (app/ui_gl.cpp)";

  App& a = g_app;
  // The GPU process compiles the shaders while the page's start draws the glyphs (RunPage).
  a.uiRenderer.StartGpuWork();
  a.agentRenderer.StartGpuWork();
  g_shadersSent = NowSeconds();
  a.view.embed = web::EmbedRequested();
  a.view.coarsePointer = web::CoarsePointer();
  // The screen's own choice of light or dark (a link's theme= still wins: LoadLink).
  if (web::PrefersLight()) a.view.theme = demos::Theme::Light;
  std::string message;
  std::string initial = web::InitialFragment();
  bool saysPaused = false;
  if (!initial.empty() && initial != "#") {
    LoadLink(a, initial, &message, &saysPaused);
  }
  // A screen that asks for less motion opens the scene still, unless its link says whether to
  // pause (WCAG 2.2.2: Play is the first control of the accessible view).
  if (web::PrefersReducedMotion() && !saysPaused) a.scene.settings.paused = true;
  a.page.lastFragment = CurrentFragment(a);
  // The page's address stays bare until the scene changes; the desktop's title names the scene and
  // its language from the start (it said "Steering Playground" in English until then).
  if (!kOnPage || (!initial.empty() && initial != "#")) web::ReplaceFragment(a.page.lastFragment);
  g_lastTime = NowSeconds();
  return true;
}

}  // namespace

bool PressShortcut(App& a, const char* key) {
  if (!key || !HandleKey(a, key)) return false;
  a.page.fragmentDirtySince = NowSeconds();
  return true;
}

App& TheApp() { return g_app; }

void Wake() {
  g_framesOwed = kFramesAfterWake;
  g_lastWake = NowSeconds();
  StartLoop();
}

void SetOffscreen(bool offscreen) {
  if (offscreen == g_offscreen) return;
  g_offscreen = offscreen;
  if (offscreen) {
    StopLoop();
  } else {
    g_framesOwed = kFramesAfterWake;
    g_lastWake = NowSeconds();  // back in view: draw the whole canvas again
    StartLoop();
  }
}

double NowSeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

#ifdef __EMSCRIPTEN__
// [SECTION] the page's loop: the browser calls Frame() on requestAnimationFrame
// The page's start comes in short tasks (issue 36: a phone stays responsive while the page opens;
// Lighthouse counts every task over 50 ms at a 4x slower CPU as blocking): main() only asks for
// the next task (the wasm's instantiation and constructors have had theirs), which starts the app
// (StartApp: the window, the context, the shaders sent to the GPU process to compile meanwhile,
// the link); then each task after it, a message to itself (web::ContinueStartSoon, not a timer: an
// embed out of view keeps its pace), has the browser draw about kGlyphSliceMs of the font's glyphs
// (browser_font.cpp keeps them), then one builds the font's atlas. Then one task takes the shaders:
// a GPU that can say whether they are compiled without being waited for (KHR_parallel_shader_compile)
// is asked, a task every 10 ms, until they are or kShaderWaitSeconds have passed; a software GPU
// (SwiftShader) cannot say, and has had the glyphs' 50-70 ms for a link of 10-15 ms here (a fixed
// 0.25 s wait there cost the first frame 0.2 s and saved nothing, issue 32). The last starts the
// frame loop and tells the page the app is ready (window.playground): its first frame then only
// builds and draws the UI, and is drawn within a frame or two of the page's readiness, as scripts
// expect.
namespace {
constexpr double kGlyphSliceMs = 8.0;
constexpr double kShaderWaitSeconds = 0.25;  // at most, for a GPU that says when it is done
enum class StartStep { App, Glyphs, Font, Shaders, Loop };
StartStep g_startStep = StartStep::App;
}  // namespace

int RunPage() {
  web::ContinueStartSoon(0);  // not in the task that instantiated the wasm and ran its constructors
  return 0;
}

void ContinueStart() {
  App& a = g_app;
  switch (g_startStep) {
    case StartStep::App:
      if (!StartApp(platform::Options{})) return;  // no WebGL 2: the page shows why (shell.js)
      g_startStep = StartStep::Glyphs;
      web::ContinueStartSoon(0);
      return;
    case StartStep::Glyphs: {
      ImFontAtlas glyphs;  // the fonts EnsureFont builds, to have their glyphs drawn ahead
      AddUiFonts(glyphs, DevicePixelRatio() * a.view.uiScale);
      if (PrepareBrowserGlyphs(glyphs, kGlyphSliceMs)) g_startStep = StartStep::Font;
      web::ContinueStartSoon(0);
      return;
    }
    case StartStep::Font:
      EnsureFont(a);
      g_startStep = StartStep::Shaders;
      web::ContinueStartSoon(0);
      return;
    case StartStep::Shaders: {
      bool done = a.uiRenderer.GpuWorkDone() && a.agentRenderer.GpuWorkDone();
      if (!done && NowSeconds() - g_shadersSent < kShaderWaitSeconds) {
        web::ContinueStartSoon(10.0);
        return;
      }
      a.uiRenderer.FinishGpuWork();
      a.agentRenderer.FinishGpuWork();
      g_startStep = StartStep::Loop;
      web::ContinueStartSoon(0);
      return;
    }
    case StartStep::Loop:
      break;
  }
  g_lastTime = NowSeconds();
  emscripten_set_main_loop(Frame, 0, false);
  web::SetPageReady();  // after the loop exists: the page may stop it at once (hidden, out of view)
}
#else
// [SECTION] the desktop's loop: the same Frame() in a while loop. While the loop is stopped
// (nothing changes) it waits for SDL's next event, as the page's listeners wake its loop on input;
// a frame that took less than 1/60 s waits out the rest where the display does not pace the swap.
int RunDesktop(const DesktopRun& run) {
  platform::Options options;
  options.width = run.width, options.height = run.height, options.hidden = run.hidden;
  options.gl = run.gl == "es3" ? platform::Options::Gl::Es3 : run.gl == "3.3" ? platform::Options::Gl::Core33
                                                                              : platform::Options::Gl::Auto;
  if (!StartApp(options)) return 1;
  g_drawingCountedFrames = run.frames > 0;
  int frames = 0;
  while (!g_quit) {
    if (g_loopStopped && run.frames == 0) {
      if (!platform::WaitEvent(1.0)) continue;
      if (!g_offscreen) {
        Wake();
        continue;
      }
      // Minimized: only being shown again or closed matters; the rest waits for no frame.
      Event e;
      while (platform::Poll(&e))
        if (e.type == Event::Shown || e.type == Event::Quit) HandleWorldEvent(g_app, e);
      continue;
    }
    double start = NowSeconds();
    bool last = run.frames > 0 && frames + 1 >= run.frames;
    g_afterRender = last ? run.afterLastFrame : nullptr;
    Frame();
    ++frames;
    if (last) break;
    double rest = 1.0 / 60.0 - (NowSeconds() - start);
    if (rest > 0.0) std::this_thread::sleep_for(std::chrono::duration<double>(rest));
  }
  g_afterRender = nullptr;
  g_app.uiRenderer.ForgetGpuObjects();
  g_app.agentRenderer.ForgetGpuObjects();
  platform::Shutdown();
  ImGui::DestroyContext();
  return 0;
}
#endif

}  // namespace app

#ifdef __EMSCRIPTEN__
int main() { return app::RunPage(); }
#endif
