// The app's state, in parts by owner (SceneState, ViewState, UiState...), and the seams between
// its files:
//   main.cpp    Dear ImGui setup, the frame function (input, update, UI and layout, drawing,
//               render, the page), the clock, the page's and the desktop's loops
//   platform.cpp  SDL2: the window (the page's canvas), its GL context, size and input, ImGui's
//               platform side (platform_web.cpp: the page's pieces beside SDL)
//   desktop_main.cpp, desktop_host.cpp  the desktop playground: its command line, and what the
//               page's calls out (web::) do in a window
//   app.cpp     actions shared by the panel, the keyboard and the JS API (load a link, step...)
//   render.cpp  the world and its annotations, drawn with ImGui draw lists (reads state only)
//   ui.cpp      the ImGui panel: demo picker, parameters, time, annotations, view, share
//   challenge_ui.cpp  a challenge link's answer, Run and verdict, under its question
//   webapi.cpp  the one file that talks to JavaScript (window.playground, URL, clipboard)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/agents_gl.h"
#include "app/ui_gl.h"
#include "model/experiment.h"
#include "model/lessons.h"
#include "link/link.h"
#include "model/playground.h"

struct ImDrawList;

namespace app {

using steer::Vec2;

/// The UI's text size at ui=1 (px; a link's ui= and the screen's pixel ratio scale it).
constexpr float kUiFontPx = 15.0f;

/// Whether this build is the page's (Emscripten) or the desktop's: the few things the desktop does
/// otherwise (desktop_host.cpp) say so in their help and tips, and the language picker is the
/// page's own <select> (shell.js) or drawn by the app in the desktop's window (DrawLanguagePicker).
#ifdef __EMSCRIPTEN__
constexpr bool kOnPage = true;
#else
constexpr bool kOnPage = false;
#endif

struct Control;  // controls.h: a control of the panel's one description

/// World <-> screen (canvas pixels in ImGui's coordinates): screen = origin + world * scale.
struct Camera {
  /// Pixels per world unit, at least and at most: a fit to a tiny view (FitView), a zoom (ZoomAt).
  static constexpr float kMinScale = 0.005f, kMaxScale = 50.0f;
  float scale = 1.0f;
  Vec2 origin;
  bool userMoved = false;  ///< zoomed or panned: stop auto-fitting on resize
  Vec2 ToScreen(Vec2 w) const { return origin + w * scale; }
  Vec2 ToWorld(Vec2 s) const { return (s - origin) / scale; }
};

/// The agents' own arrows (the Annotations section's Velocity and Force layers): velocity drawn
/// as the way it goes in this many seconds, force at this many world units per unit of force.
inline constexpr float kVelocityArrowSeconds = 0.5f;
inline constexpr float kForceArrowScale = 0.1f;

/// Positions of the last few seconds for trails (few-agent demos only).
struct Trails {
  static constexpr int kLength = 90;  // samples kept
  static constexpr int kEvery = 3;    // steps between samples
  static constexpr int kMaxAgents = 64;
  std::vector<Vec2> points;  // agent-major ring buffers
  int count = 0, head = 0, agents = 0;
  int64_t lastFrame = -1;
  void Clear() {
    points.clear();
    count = head = agents = 0;
    lastFrame = -1;
  }
  void Sample(const steer::World& w);
};

/// The last 30 s of each demo metric, one sample per 0.1 s of simulated time, for the plots.
struct Plots {
  static constexpr int kSamples = 300;
  static constexpr int kEvery = 6;  // steps per sample
  std::vector<std::string> names;
  std::vector<std::vector<float>> series;  // per metric, a ring of kSamples
  int count = 0, head = 0;
  int64_t lastFrame = -1;
  void Clear() {
    names.clear();
    series.clear();
    count = head = 0;
    lastFrame = -1;
  }
  void Sample(const demos::Playground& pg);
  /// Sample k (0 = oldest) of series s.
  float At(int s, int k) const { return series[s][(head - count + k + kSamples) % kSamples]; }
};

/// A challenge link's run (challenge_ui.cpp): the student's answer, then Run, then the verdict.
struct ChallengeState {
  enum Phase : uint8_t { Ready, Running, Done } phase = Ready;
  std::string answer;                ///< "yes", "no" or a chaser's lane; "" until answered
  std::vector<std::string> choices;  ///< Ask::Pick: the lanes to pick from
  std::string problem;               ///< why the link's check cannot run on its demo, or ""
  demos::CheckResult result;         ///< decided when Run is pressed, shown when the scene gets there
  bool correct = false;
  demos::Params ranWith;  ///< the settings of the run: another setting makes the verdict stale
  uint64_t ranSeed = 0;
  demos::Composition ranMix;  ///< the composer's groups of the run (demo custom), as ranWith
  demos::LinkState graded;    ///< the scene Run graded, from its start: what Reset goes back to
  int ranBuild = 0;           ///< pg.rebuilds() once the graded scene was shown: a rebuild from the
                              ///< seed (a recording switched on) drops what the link placed
  bool judged = false;        ///< a verdict has shown: the link's own scene has been graded
};

/// A span of the run picked on the timeline bar (timeline_ui.cpp: a shift+drag on the bar, the keys
/// I and O, playground.selectRange): Save clip's span while it is set. Whole steps of the run,
/// from < to; `to` kOpenEnd: up to the run's end (I pressed, O not yet). Its steps are moments of a
/// deterministic run, so it stays while the scene plays, scrubs or resets (it is shown and used
/// clamped into the run so far: RangeInRun); a new scene (another demo, a link) clears it.
struct TimeRange {
  static constexpr int64_t kOpenEnd = INT64_MAX;
  bool set = false;
  int64_t from = 0, to = kOpenEnd;
};

/// What the simulation and the lesson own: the model, the settings a link carries beside it, the
/// user's selection, and what is sampled from it. Changed by the actions (app.cpp), the panel's
/// widgets, the keyboard and the JS API; the clock (main.cpp) steps it; drawing only reads it.
struct SceneState {
  SceneState() { pg.KeepHistory(true); }  // the page's run keeps its history: the timeline
  demos::Playground pg;
  /// What a link carries beside the model: paused, speed, a lesson link's setup.
  demos::ViewSettings settings;
  int selected = -1;  ///< the selected agent's index, or -1
  TimeRange range;    ///< the timeline's picked span (Save clip's), if any
  /// The lessons-gallery entry whose text shows; -1 once the demo changes or another link loads.
  int lesson = -1;
  Trails trails;
  Plots plots;
  demos::Experiment experiment;
  ChallengeState challenge;
  double accumulator = 0.0;  ///< simulation seconds owed to the clock
  int stepsLastFrame = 0;
  bool slowMotion = false;  ///< the last frame could not run every step due (step budget)
};

/// Where the panel goes (ui.cpp, DrawPanel): beside the world on landscape screens, below it on
/// portrait ones (a drawer that folds to its title bar), floating over it on small landscape
/// screens (a phone on its side).
enum class Layout { Side, Stacked, Overlay };

/// The place a scene label took in a frame (label_layout.h's LabelRect::place), and its kind: the
/// next frame's label at its rank takes it back (the labels' hysteresis) if it is of that kind.
struct LabelSide {
  demos::Ink ink;
  bool agent;
  int place;
};

/// How the screen shows the scene (not in links: it belongs to the screen): the camera, the
/// theme and scale, and the layout of the canvas. The layout phase of a frame (DrawPanel's
/// placing, ReserveLessonHeader, FitView, LayoutWorld) writes the rectangles; drawing reads them.
struct ViewState {
  Camera camera;
  /// Dark (the calm default), Light (light world, dark ink) or Contrast (black on white, thick
  /// lines); never Screen. A link's theme= sets it; otherwise the screen's prefers-color-scheme.
  demos::Theme theme = demos::Theme::Dark;
  float uiScale = 1.0f;
  float fontScaleBuilt = 0.0f;  ///< pixel ratio * uiScale of the current font atlas (0: rebuild)
  bool embed = false;           ///< ?embed=1: the small overlay instead of the panel
  bool coarsePointer = false;   ///< touch screen: widgets at least 24 CSS px high (WCAG 2.5.8)
  bool showPerf = false;        ///< the performance line over the world
  bool pngLegend = false;       ///< the View section's "with legend": PNGs carry a colour legend
  // the canvas, in ImGui coordinates
  Vec2 canvas;            ///< size
  Vec2 viewMin, viewMax;  ///< the part of the canvas the world is fitted into
  Layout layout = Layout::Side;
  float headerHeight = 0.0f;  ///< a lesson link's title and prompt, above the world (px); 0 in the panel's column
  /// The lesson header's rectangle (title, prompt, a challenge's bar): above the world, or at the
  /// top of the side panel's column (PlacePanel: there the world keeps the whole height), and the
  /// scale of its text (the panel's, in the column; 1 above the world). Empty: no header.
  Vec2 headerMin, headerMax;
  float headerScale = 1.0f;
  bool headerInPanel = false;
  bool HasHeader() const { return headerMax.y > headerMin.y; }
  /// What shows at the world's top-left corner (the language picker: the page's, or the app's on
  /// the desktop), width and height from the view's corner (px): the status line leaves it free.
  float cornerW = 0.0f, cornerH = 0.0f;
  /// Whether the language picker is at that corner (pg_set_corner told the page's size, or
  /// DrawLanguagePicker drew the desktop's; an embed has none).
  bool PickerAtCorner() const { return cornerW > 0.0f && cornerH > 0.0f; }
  /// The room kept between the picker and what sits below it (the world, the status line, the
  /// panel's buttons, the help dialog), px.
  static constexpr float kPickerGap = 6.0f;
  /// The first y below the picker and its gap, measured from the view's top `top` (px).
  float BelowPicker(float top) const { return top + cornerH + kPickerGap; }
  /// The picker's top left: this far in from the view's corner, in the UI's scale (px).
  static constexpr float kPickerInset = 6.0f;
  Vec2 PickerAt() const { return viewMin + Vec2{kPickerInset, kPickerInset} * uiScale; }
  /// The picker's text size, in the UI's scale (px): the page's <select> (shell.js, from
  /// layout()'s `pickerFont`) and the desktop's combo (DrawLanguagePicker) take the same room.
  static constexpr float kPickerFontPx = 13.0f;
  float PickerFontPx() const { return kPickerFontPx * uiScale; }
  /// The world's background, filled by a scissored clear before ImGui draws (a full-canvas
  /// blended quad costs a CPU rasterizer more than the whole flock): screen rect (the world's part
  /// of the view: a zoomed-in world is cut to it) and colour.
  Vec2 worldFillMin, worldFillMax;
  uint32_t worldFillColor = 0;
  /// The 100-unit grid over it, cleared the same way after it (a 1 px line as a scissored clear:
  /// ImGui's line is a quad that a CPU rasterizer walks row by row): each line's x (vertical, 0)
  /// or y (horizontal, 1) on screen, and its colour over the world's background (opaque).
  std::vector<std::pair<float, int>> gridLines;
  uint32_t gridColor = 0;
  /// The panel's background beside the world (side layout), filled the same way: its window is
  /// drawn with no background quad. An empty rectangle when the panel floats over the world.
  Vec2 panelFillMin, panelFillMax;
  uint32_t panelFillColor = 0;
  float minAgentPx = 2.0f;  ///< smallest drawn agent radius this frame (px)
  /// The places the scene's labels took in the last frame the page showed, in the overlay's
  /// order: where they stay while free (BuildFrame keeps them; a PNG's picture leaves them). While
  /// a clip is made, its pictures' own, and the page's kept aside (StartClip, EndClip).
  std::vector<LabelSide> labelSides, labelSidesBeforeClip;
};

/// A canvas rectangle one of the UI's windows covered this frame (panel, embed overlay,
/// challenge bar).
struct UiRect {
  Vec2 min, max;
};
/// CSS px a finger may wander and still tap (main.cpp; the page's tap, a little less: layout()).
inline constexpr float kTouchSlopPx = 8.0f;
/// Where a named widget was drawn last frame (CSS px), so tests and the page's second view can
/// find it.
struct WidgetRect {
  std::string name;
  Vec2 min, max;
  bool drags = false;  ///< a slider: a touch on it waits for movement (a tap types a value)
};
/// A one-finger swipe over the panel scrolls it (main.cpp sees the finger, ui.cpp scrolls).
struct PanelSwipe {
  bool active = false;  ///< the finger moved past the slop from a press on the panel
  bool begin = false;   ///< set by main.cpp on the swipe's first frame
  float dy = 0.0f;      ///< CSS px the finger moved since the press
  float scrollStart = 0.0f;
};

/// The UI's own state (ui.cpp, challenge_ui.cpp, main.cpp's input): the panel, what the UI
/// covered this frame, the notice, a PNG on its way.
struct UiState {
  bool panelOpen = true;
  bool layoutChosen = false;  ///< the first frame chose open/closed for the screen size
  bool showHelp = false;
  /// The canvas rectangles the UI's windows covered this frame, and whether a popup (a combo's
  /// list, the help) is open: a press there belongs to the UI. A press is decided with these and
  /// its own position, never with last frame's hover state.
  std::vector<UiRect> uiRects;
  bool popupOpen = false;
  bool tooltipShown = false;  ///< a panel tooltip was drawn this frame (layout(), touch tests)
  std::string panelTitle;     ///< the panel's title bar as drawn (cut to fit, with "…"; layout())
  std::string timelineLabel;  ///< the moment as written beside the timeline's bar ("" for none; layout())
  UiRect challengeRoom;       ///< the room the challenge bar's rows get this frame (empty: none; layout())
  bool capturePanelText = false;  ///< keep the text the panel draws on the next frame (tests)
  std::string panelText;          ///< ...and that text, as ImGui logs it (one line per row)
  PanelSwipe swipe;
  int64_t rangeAnchor = -1;  ///< the step a Shift+drag on the timeline bar started at (-1: none)
  bool pressByTouch = false;  ///< the last press of the first button was a finger's (main.cpp)
  std::vector<WidgetRect> widgets;  ///< this frame's named widgets (window.playground.widgets())
  // the page's second view (shell/a11y.js): HTML controls that mirror the panel
  std::string focusWidget;   ///< "kind:name" of the widget whose HTML twin has focus ("" none)
  bool focusScroll = false;  ///< scroll the panel to focusWidget on the next frame
  // a short notice on the canvas (link problems, "link copied")
  std::string notice;
  double noticeUntil = 0.0;
  std::string noticeLink;     ///< the link whose notice shows ("" another notice): said again in a new language
  unsigned noticeEpoch = 0;   ///< demos::LanguageEpoch() when the notice was written
  unsigned noticeCount = 0;   ///< notices written so far: the same words again are a new notice (said again)
  /// PNG of the scene: 2 when asked, 1 for the frame that is drawn for the picture (no tooltip,
  /// notice or "Paused"; the panel cropped away), then 0.
  int pngRequested = 0;
  bool pictureFrame = false;   ///< this frame is drawn for the PNG
  /// This frame redraws only the world's part of the canvas (main.cpp, WorldOnlyFrame): the panel
  /// keeps its last pixels, so DrawPanel may keep its last contents too (its widgets, its size).
  bool worldOnly = false;
  bool pictureLegend = false;  ///< the PNG being made carries a legend (this request's choice)
  bool clipping = false;       ///< a clip is being made (shell/clip.js): its frames are pictures
};

/// Performance figures (ms and fps smoothed), for the performance line and window.playground.
struct PerfFigures {
  float simMs = 0.0f, drawMs = 0.0f, fps = 0.0f;
  int uiVertices = 0;      ///< ImGui vertices of the last frame (panel, overlays, annotations)
  double wholeFramesDrawn = 0;  ///< of framesDrawn, those that drew the whole canvas (not the world's view only)
  double framesDrawn = 0;  ///< frames drawn since the page opened (drawing on demand: still when idle)
};

/// What the page was last told: the share link kept in the URL, the change signature.
struct PageSync {
  std::string lastFragment;
  double fragmentDirtySince = -1.0;
  std::string lastSignature;  ///< what the page was last told changed (webapi.cpp)
  demos::Theme theme = demos::Theme::Dark;  ///< the theme the page's <html data-theme> says
  bool themeSet = false;                    ///< ...once it has been told
  Vec2 viewMin, viewMax;                    ///< the world's part of the canvas the page was last told
};

/// The app: its parts by owner, and the GPU renderers.
struct App {
  SceneState scene;
  ViewState view;
  UiState ui;
  PerfFigures perf;
  PageSync page;
  AgentRenderer agentRenderer;
  UiRenderer uiRenderer;
  bool contextRestored = false;  ///< WebGL context came back: recreate GPU objects
};

App& TheApp();

// [SECTION] main.cpp: the frame loop runs only while something changes
/// Input, a resize or an API call arrived: draw the next few frames (restarts a stopped loop).
void Wake();
/// A hidden tab or a canvas out of view: no drawing and no stepping until it is back.
void SetOffscreen(bool offscreen);
#ifdef __EMSCRIPTEN__
/// The page's start after main(), one short task at a time (main.cpp): called by pg_start_continue.
void ContinueStart();
#else
/// The desktop playground's window (desktop_main.cpp): the same Frame() as the page's, in a while
/// loop until the window closes, or for `frames` frames.
struct DesktopRun {
  int width = 1280, height = 720;  ///< the window's size (UI px)
  int frames = 0;                  ///< draw this many frames, then return (0: until the window closes)
  bool hidden = false;
  /// The GL: "" OpenGL ES 3.0, else OpenGL 3.3 core; "es3" or "3.3" only that one (--gl).
  std::string gl;
  /// Called after the last of `frames` is drawn, before it is shown: its size in device pixels.
  void (*afterLastFrame)(int width, int height) = nullptr;
};
int RunDesktop(const DesktopRun& run);
#endif

// [SECTION] actions shared by UI, keyboard and JS API
void Notify(App& a, const std::string& text, double seconds = 4.0);
/// What a copy of the scene's link says: "Link copied", else `failed` (why, as the platform knows
/// it), a notice's 4 s; a `note` (MomentNote) after it, and then 8 s, long enough to read. The page's
/// clipboard (shell.js, through pg_link_copied) and the desktop's (desktop_host.cpp) say it here.
void SayLinkCopied(App& a, bool ok, const std::string& failed, const std::string& note);
/// The panel's buttons whose action writes the clipboard. A browser lends the clipboard only to
/// the click's own code, and the panel acts in the next frame: the page runs these actions
/// inside the click itself (shell.js, layout().inClick); the button's own call then finds it done.
inline constexpr std::string_view kClipboardButtons[] = {"button:copy", "button:copymoment", "button:copycode"};
/// A link's notice that still shows, written again in the language there is now (once per frame):
/// the page reads its first link before another language's table has come (shell/i18n.js).
void KeepNoticeInLanguage(App& a);
/// `text` with line breaks so that no line is wider than `width` (CSS px, the current font):
/// at spaces and between CJK characters, never inside a number or between a number and its unit.
std::string WrapText(const char* text, float width);
/// The font was built again (a size, a language's glyphs): wrapped text is measured afresh.
void ForgetWrappedText();
/// A slider (ImGui's, no text input) whose value text `shown` is drawn at the side of the frame
/// away from its grab, never under it (ui.cpp); true when the user changed *v.
bool ValueSlider(const char* label, float* v, float lo, float hi, const char* shown, bool logarithmic = false);
/// The next widget on the row before when it fits there, else on a row of its own (never cut: a
/// Chinese or Portuguese label at ui=2). `extra`: what the widget adds to its label's width (a
/// checkbox's box, a radio's circle) instead of a button's padding (ui.cpp).
void SameLineIfFits(const char* label, float extra = -1.0f);
/// A small button, at least 24 CSS px high on touch screens (WCAG 2.5.8) (ui.cpp).
bool SmallButton(const App& a, const char* label);
void SelectDemo(App& a, const char* id);
void ResetScene(App& a);
void StepOnce(App& a, int n);
/// Goes to moment `step` of the run (the timeline: ',' '.' Home End, playground.scrub), paused.
void ScrubTo(App& a, int64_t step);
/// The link of the scene with `at=` the current moment: it opens paused there.
std::string MomentFragment(const App& a);
/// The world's part of the canvas as a picture or a clip takes it, in device pixels (`scale`:
/// device pixels per UI px): its whole pixels, less the panel's border where the panel is beside
/// or above it (the border's anti-aliased line put a grey column into every clip).
struct PicturePixels {
  int x = 0, y = 0, w = 0, h = 0;
};
PicturePixels PictureRect(const ViewState& v, Vec2 scale);
/// A clip's first frame is asked for (webapi.cpp, pg_clip_frame): its pictures' labels take their
/// places from one another, from none at its first moment, so the same clip comes out whatever the
/// page showed; the page's places are kept aside, and the page's frames while the clip is made
/// (its moments, with the timeline bar) leave the pictures' alone.
void StartClip(App& a);
/// The longest clip, seconds (600 frames of a GIF at 20 a second), and the span Save clip takes
/// when none is chosen: the last 5 s up to now. The page's dialog and playground.clip() read both
/// from timeline().clip; the panel's tip says the second.
constexpr double kMaxClipSeconds = 30.0;
constexpr double kDefaultClipSeconds = 5.0;
/// The clip is made or given up (pg_clip_end, after the scene is back at its moment): the page's
/// labels take the places they had before it, so the clip moves none of them.
void EndClip(App& a);
/// What a moment's link cannot say: "" for a run nobody changed after its start; else that the link
/// replays it from the start with the settings of now (the copy's notice, the Share dialog).
std::string MomentNote(const App& a);
/// Loads a link; returns false and notifies when refused. Messages are plain text.
/// saysPaused (optional): whether the link says to pause or to play (its paused= key, read).
bool LoadLink(App& a, const std::string& text, std::string* message, bool* saysPaused = nullptr);
/// The scene's shortcut `key` (a KeyboardEvent.key value: controls.cpp's table), as if pressed on
/// the scene: the accessible view's twins press the keys their aria-keyshortcuts name
/// (playground.pressKey). False for a key no shortcut of the app takes now (D is the page's own;
/// Escape without a range to clear).
bool PressShortcut(App& a, const char* key);
std::string CurrentFragment(const App& a);
/// Downloads the recorded trajectories as a CSV named by ExportName (tells the user if empty).
void ExportCsv(App& a);
/// A download's file name that says what it shows and never repeats for another scene:
/// "evade-threat50-evaderSpeed110-seed7-t12.50s-3f9a2c.png" (demo, the settings that differ from
/// the defaults, seed, simulated time, and a short hash of the whole link).
std::string ExportName(const App& a, const char* extension);
/// Fits the whole world into the view's part of the canvas (12 px margins).
void FitView(ViewState& v, const steer::WorldDef& w);
/// Whether a canvas point is on the UI (a window of the panel or overlay, or anywhere while a
/// popup is open), by this frame's rectangles.
bool PointOnUi(const UiState& ui, Vec2 p);
/// Zooms by `factor` keeping the world point under `screen` in place (wheel, pinch).
void ZoomAt(ViewState& v, Vec2 screen, float factor);
/// Zooms about the middle of the world view (keys + and -, the View section's buttons).
void ZoomView(ViewState& v, float factor);
double NowSeconds();

// [SECTION] render.cpp
/// The layout phase of the world, after the camera is fitted and before anything draws: the
/// background's rectangle and colour (main.cpp clears it), the smallest agent size for the crowd.
void LayoutWorld(ViewState& view, const SceneState& scene);
/// Draws the world and its annotations; reads the state, writes only the draw list and the
/// agents' instance buffer. Returns the places its labels took (the frame decides whether the next
/// frame's labels keep them: ViewState::labelSides).
std::vector<LabelSide> DrawWorld(const SceneState& scene, const ViewState& view, AgentRenderer& agents,
                                 ImDrawList* dl);
/// Where a scene's annotation labels are drawn (screen px, in the overlay's order, an agent's name
/// left out while the agent is out of sight): beside the point each names, inside the world's
/// view, off one another, off the marks they name and off every agent (app/label_layout.h), each
/// on the side of its point it had in view.labelSides (the last frame the page showed) while
/// that side is free; `anchor` is the point it labels, `led`: far from it, drawn with a leader
/// line; `place`, the place it took (LabelSide).
struct LabelPlace {
  Vec2 anchor, min, max;
  const demos::Shape* shape;
  bool led = false;
  int place = -1;
};
std::vector<LabelPlace> PlaceLabels(const SceneState& scene, const ViewState& view, const demos::Overlay& overlay);
/// The demo's status line as drawn over the world's top-right corner (wrapped to fit beside the
/// page's language picker, or under it where a word would not fit beside it): its text, where the
/// text starts, and its plate (px); no text, none. The overlay draws it, the labels keep off it,
/// layout() reports it.
struct StatusLinePlace {
  std::string text;
  Vec2 at, min, max;
};
StatusLinePlace PlaceStatusLine(const SceneState& scene, const ViewState& view);
/// The paused badge at the world's bottom right, in the same shape (no text while the scene
/// runs): the overlay draws it, the labels keep off it, layout() reports it.
StatusLinePlace PlacePausedBadge(const SceneState& scene, const ViewState& view);
void ApplyTheme(demos::Theme theme);
struct Palette;
/// "dark", "light" or "contrast" (the link's and the JS API's words).
const char* ThemeName(demos::Theme theme);
/// The scene's colours in the current theme (palette.h).
const Palette& ThemePalette(demos::Theme theme);
/// The colour a role's agents are drawn in, in the current theme (for the legend).
unsigned RoleColor(demos::Theme theme, int role);
/// The colour an annotation layer is drawn in, in the current theme (for the legend).
unsigned LayerColor(demos::Theme theme, int layerBit);

// [SECTION] challenge_ui.cpp
/// A challenge link whose check runs on its demo (a check that cannot is told, and is no challenge).
bool HasChallenge(const App& a);
/// A yes/no or pick challenge whose verdict went stale (a setting or the seed changed after it):
/// the scene is the student's to try things in, nothing locked, until an answer is chosen again;
/// from that answer to the next verdict the scene they answered about is the one graded.
bool ChallengeExploring(const App& a);
/// After a link load: a fresh run of the link's challenge (a check that cannot run here is told).
void ResetChallenge(App& a);
/// "yes" / "no", or a lane to pick; false when it is not an answer to this challenge.
bool AnswerChallenge(App& a, const std::string& answer);
/// The answer is given before Run and kept through the run and its verdict: the answers are
/// locked now (AnswerChallenge refuses; the description locks them and says why).
bool AnswersLocked(const App& a);
/// The answers a challenge offers (yes and no, or the chasers to pick; none for ask=set), by name.
std::vector<std::string> ChallengeAnswers(const App& a);
/// An answer's words in the page's language (the name itself is the link's and the API's).
std::string ChallengeAnswerWords(const App& a, const std::string& answer);
/// Decides the check and plays the scene from its start; false without an answer.
bool RunChallenge(App& a);
void RevealChallenge(App& a);  ///< the verdict now, without waiting for the scene
/// Reset during a challenge's run or after its verdict: the scene Run graded, from its start (a
/// rebuild from the seed would drop what the link placed, and the verdict be over another run).
/// False when there is none (no challenge, or not run yet): a plain reset then.
bool RestartGradedScene(App& a);
void ChallengeFrame(App& a);   ///< each frame: the verdict shows once the scene reaches it
/// The challenge bar's height in a lesson header `headerWidth` px wide (0: no challenge); the
/// bar's window takes that room (DrawChallengeBar).
float ChallengeBarHeight(const App& a, float headerWidth);
void DrawChallengeBar(App& a);
/// The timeline bar over the bottom of the world (timeline_ui.cpp): the run's moments, a slider.
void DrawTimelineBar(App& a);
float TimelineBarHeight(const App& a);  ///< its strip under the world; 0 when it does not show
/// The picked range within the run so far, [*from, *to] steps with from < to; false when none is
/// set or none of it is in the run now (an edit cut the run back before it; it comes back as the
/// run plays on). The one clamp of the range: the bar, the description and the API read it.
bool RangeInRun(const SceneState& s, int64_t* from, int64_t* to);
/// Sets the range to the steps between `a` and `b` (either order; TimeRange::kOpenEnd: the run's
/// end), clamped into the run so far; false, and the range unchanged, when that leaves no step.
bool SetRange(App& a, int64_t from, int64_t to);
void ClearRange(App& a);
/// The keys I (`end` false) and O: the range's start or end at the current moment; its other end
/// stays where it is when that still leaves a span, else the run's start (or end).
void MarkRange(App& a, bool end);
void ReserveTimelineBar(App& a);        ///< the layout phase: the strip taken from the world's part
std::string ChallengeVerdict(const App& a);  ///< "" until the verdict shows

// [SECTION] ui.cpp
/// Records a widget's rectangle (the last item) for widgets() and the keyboard's focus ring.
void RememberWidget(App& a, const char* kind, const char* name);
/// A control of the panel's description (controls.h) as its kind's widget, greyed when locked or
/// not enabled, with `label` as ImGui's (its shown words and a fixed id); acts (Act) when changed.
void DrawControl(App& a, const Control& c, const std::string& label, bool small = false);
/// Records the last item under its control's name (widgets(), the focus ring). `frameWidth` > 0:
/// only the widget's frame; `drags`: a slider, on which a touch waits for movement.
void RememberControl(App& a, const Control& c, float frameWidth = 0.0f, bool drags = false);
/// The last item's tooltip: its control's help (a locked control's says why first).
void ControlTooltip(App& a, const Control& c);
void ComposerSection(App& a);  ///< the behaviour composer (demo custom), composer_ui.cpp
void DrawPanel(App& a);
/// What the panel says around the experiment's finished table, which the accessible view says too
/// (summary().experiment): "Out of date: made with ... Run it again." while the scene's settings
/// differ from the table's ("" while they match), and the note under it (how to read it, or why
/// the demo has no chases to time).
struct ExperimentNotes {
  std::string stale;
  std::string note;
};
ExperimentNotes ExperimentNotesOf(const App& a);
/// The Experiment section's title: "Experiment: 20 seeds" (Experiment::kSeeds).
std::string ExperimentTitle();
void DrawEmbedOverlay(App& a);
/// The desktop's language picker at the world's top-left corner, where the page shows its own
/// <select> (shell.js); its extent is the corner the status line and the labels leave free
/// (ViewState::cornerW, cornerH), as pg_set_corner tells it in the page. Nothing in the page.
void DrawLanguagePicker(App& a);
/// The lesson's header, the status line, "Paused", the performance line, the notice and a PNG's
/// legend, over the world; reads the state only.
void DrawCanvasOverlay(const App& a);
/// Takes the room for a lesson link's title and prompt from the top of the world's view, unless
/// PlacePanel put them at the top of the side panel's column.
void ReserveLessonHeader(App& a);
/// The lesson header's height in `width` px with its text at `scale` (0: no header, or too narrow).
float LessonHeaderHeight(const App& a, float width, float scale);
/// While it lives, the current ImGui window's text is at `scale` (sizes measured, not drawn).
struct WindowFontScale {
  explicit WindowFontScale(float scale);
  ~WindowFontScale();
  float old;
};

// [SECTION] webapi.cpp: calls out to the page
namespace web {
std::string InitialFragment();                      ///< location.hash at start
bool EmbedRequested();                              ///< ?embed=1
void ReplaceFragment(const std::string& fragment);  ///< history.replaceState, no reload
/// Clipboard, with fallback; notifies back ("Link copied", and `note` after it when not empty).
void CopyLink(const std::string& fragment, const std::string& note = "");
void OpenFullPlayground(const std::string& fragment);
void SetPageReady();  ///< hides the loading message
/// Calls app::ContinueStart in a task of its own: soon (a message the page posts to itself), or
/// after `delayMs` milliseconds.
void ContinueStartSoon(double delayMs);
/// performance.mark("playground-first-frame"): when the page first shows the scene (the bench
/// measures start-up by it).
void FirstFrameDrawn();
/// False where the file could not be written (the desktop's; the page's browser always takes it).
bool DownloadText(const std::string& name, const char* mime, const std::string& data);
/// The canvas rectangle (device pixels) as a PNG download; call right after drawing a frame.
void DownloadCanvasPng(const std::string& name, int x, int y, int w, int h);
/// Saves the page as one self-contained HTML file for offline use (shell/offline.js).
void DownloadOffline();
/// Opens the Share dialog (shell/share.js): a lesson's link, its QR code and a preview.
void OpenShare();
/// Opens the Save clip dialog (shell/clip.js): a span of the timeline as a GIF or WebM.
void OpenClip();
/// The finger down now is a long press (the timeline's range), not a tap: shell.js opens no number
/// field over the slider when it lifts.
void TouchHeld();
bool CoarsePointer();  ///< matchMedia("(pointer: coarse)")
bool PrefersLight();   ///< matchMedia("(prefers-color-scheme: light)")
bool PrefersReducedMotion();  ///< matchMedia("(prefers-reduced-motion: reduce)")
/// Makes `tag` (one of strings.h's kLanguages) the app's language, from the app's own picker: the
/// desktop's compiled-in tables. False where nothing changed.
bool ChooseLanguage(const char* tag);
/// Tells the page (a "playgroundchange" event) when what its HTML controls show changed:
/// demo, parameters, pause, speed, annotations, compare, view settings, lesson, outcomes.
void SignalChanges(App& a, const std::string& fragment);
}  // namespace web

}  // namespace app
