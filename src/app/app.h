// The app's state and the seams between its files:
//   main.cpp    SDL2 + OpenGL ES 3 + Dear ImGui setup, the frame function, input, the clock
//   app.cpp     actions shared by the panel, the keyboard and the JS API (load a link, step...)
//   render.cpp  the world and its annotations, drawn with ImGui draw lists
//   ui.cpp      the ImGui panel: demo picker, parameters, time, annotations, view, share
//   webapi.cpp  the one file that talks to JavaScript (window.playground, URL, clipboard)
#pragma once

#include <string>
#include <vector>

#include "app/agents_gl.h"
#include "app/ui_gl.h"
#include "demos/experiment.h"
#include "demos/lessons.h"
#include "demos/link.h"
#include "demos/playground.h"

struct ImDrawList;

namespace app {

using steer::Vec2;

/// World <-> screen (canvas pixels in ImGui's coordinates): screen = origin + world * scale.
struct Camera {
  float scale = 1.0f;
  Vec2 origin;
  bool userMoved = false;  ///< zoomed or panned: stop auto-fitting on resize
  Vec2 ToScreen(Vec2 w) const { return origin + w * scale; }
  Vec2 ToWorld(Vec2 s) const { return (s - origin) / scale; }
};

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
};

struct App {
  demos::Playground pg;
  demos::ViewSettings view;
  Camera camera;
  Trails trails;
  Plots plots;
  demos::Experiment experiment;
  AgentRenderer agentRenderer;
  UiRenderer uiRenderer;
  ChallengeState challenge;
  int selected = -1;
  double accumulator = 0.0;  ///< simulation seconds owed to the clock
  int stepsLastFrame = 0;

  // view settings (not in links: they belong to the screen, not the scene)
  float uiScale = 1.0f;
  /// Dark (the calm default), Light (light world, dark ink) or Contrast (black on white, thick
  /// lines); never Screen. A link's theme= sets it; otherwise the screen's prefers-color-scheme.
  demos::Theme theme = demos::Theme::Dark;
  bool showPerf = false;
  bool showHelp = false;
  bool embed = false;
  bool panelOpen = true;
  bool layoutChosen = false;     ///< the first frame chose open/closed for the screen size
  bool contextRestored = false;  ///< WebGL context came back: recreate GPU objects
  /// PNG of the scene: 2 when asked, 1 for the frame that is drawn for the picture (no tooltip,
  /// notice or "Paused"; the panel cropped away), then 0.
  int pngRequested = 0;
  bool pictureFrame = false;  ///< this frame is drawn for the PNG
  bool pngLegend = false;     ///< the View section's "with legend": PNGs carry a colour legend
  bool pictureLegend = false;  ///< the PNG being made carries one (this request's choice)
  /// The lessons-gallery entry whose text shows; -1 once the demo changes or another link loads.
  int lesson = -1;
  float fontScaleBuilt = 0.0f;  ///< pixel ratio * uiScale of the current font atlas

  // the canvas, in ImGui coordinates
  Vec2 canvas;            ///< size
  Vec2 viewMin, viewMax;  ///< the part of the canvas the world is fitted into
  /// Where the panel goes (ui.cpp, DrawPanel): beside the world on landscape screens, below it
  /// on portrait ones (a drawer that folds to its title bar), floating over it on small
  /// landscape screens (a phone on its side).
  enum class Layout { Side, Stacked, Overlay };
  Layout layout = Layout::Side;
  /// The canvas rectangles the UI's windows covered this frame (panel, embed overlay), and
  /// whether a popup (a combo's list, the help) is open: a press there belongs to the UI. A
  /// press is decided with these and its own position, never with last frame's hover state.
  struct UiRect {
    Vec2 min, max;
  };
  std::vector<UiRect> uiRects;
  bool popupOpen = false;
  bool tooltipShown = false;  ///< a panel tooltip was drawn this frame (layout(), touch tests)
  /// A one-finger swipe over the panel scrolls it (main.cpp sees the finger, ui.cpp scrolls).
  struct PanelSwipe {
    bool active = false;  ///< the finger moved past the slop from a press on the panel
    bool begin = false;   ///< set by main.cpp on the swipe's first frame
    float dy = 0.0f;      ///< CSS px the finger moved since the press
    float scrollStart = 0.0f;
  };
  PanelSwipe swipe;
  float headerHeight = 0.0f;  ///< a lesson link's title and prompt, above the world (px)

  // a short notice on the canvas (link problems, "link copied")
  std::string notice;
  double noticeUntil = 0.0;

  // performance figures (ms, smoothed)
  float simMs = 0.0f, drawMs = 0.0f, fps = 0.0f;
  int uiVertices = 0;        ///< ImGui vertices of the last frame (panel, overlays, annotations)
  double framesDrawn = 0;    ///< frames drawn since the page opened (drawing on demand: still when idle)
  bool slowMotion = false;   ///< the last frame could not run every step due (step budget)
  float minAgentPx = 2.0f;   ///< smallest drawn agent radius this frame (px)
  /// The world's background, filled by a scissored clear before ImGui draws (a full-canvas
  /// blended quad costs a CPU rasterizer more than the whole flock): screen rect and colour.
  Vec2 worldFillMin, worldFillMax;
  uint32_t worldFillColor = 0;

  // where named widgets were drawn last frame (CSS px), so tests can drive ImGui with the mouse
  struct WidgetRect {
    std::string name;
    Vec2 min, max;
    bool drags = false;  ///< a slider: a touch on it waits for movement (a tap types a value)
  };
  std::vector<WidgetRect> widgets;

  // the share link, kept in the URL
  std::string lastFragment;
  double fragmentDirtySince = -1.0;

  // the page's second view (shell/a11y.js): HTML controls that mirror the panel
  std::string focusWidget;     ///< "kind:name" of the widget whose HTML twin has focus ("" none)
  bool focusScroll = false;    ///< scroll the panel to focusWidget on the next frame
  bool coarsePointer = false;  ///< touch screen: widgets at least 24 CSS px high (WCAG 2.5.8)
  std::string lastSignature;   ///< what the page was last told changed (webapi.cpp)
};

App& TheApp();

// [SECTION] main.cpp: the frame loop runs only while something changes
/// Input, a resize or an API call arrived: draw the next few frames (restarts a stopped loop).
void Wake();
/// A hidden tab or a canvas out of view: no drawing and no stepping until it is back.
void SetOffscreen(bool offscreen);

// [SECTION] actions shared by UI, keyboard and JS API
void Notify(App& a, const std::string& text, double seconds = 4.0);
void SelectDemo(App& a, const char* id);
void ResetScene(App& a);
void StepOnce(App& a, int n);
/// Loads a link; returns false and notifies when refused. Messages are plain text.
bool LoadLink(App& a, const std::string& text, std::string* message);
std::string CurrentFragment(const App& a);
/// Downloads the recorded trajectories as a CSV named by ExportName (tells the user if empty).
void ExportCsv(App& a);
/// A download's file name that says what it shows and never repeats for another scene:
/// "evade-threat50-evaderSpeed110-seed7-t12.50s-3f9a2c.png" (demo, the settings that differ from
/// the defaults, seed, simulated time, and a short hash of the whole link).
std::string ExportName(const App& a, const char* extension);
void FitView(App& a);
/// Whether a canvas point is on the UI (a window of the panel or overlay, or anywhere while a
/// popup is open), by this frame's rectangles.
bool PointOnUi(const App& a, Vec2 p);
/// Zooms by `factor` keeping the world point under `screen` in place (wheel, pinch).
void ZoomAt(App& a, Vec2 screen, float factor);
/// Zooms about the middle of the world view (keys + and -, the View section's buttons).
void ZoomView(App& a, float factor);
double NowSeconds();

// [SECTION] render.cpp
void DrawWorld(App& a, ImDrawList* dl);
void ApplyTheme(demos::Theme theme);
struct Palette;
/// "dark", "light" or "contrast" (the link's and the JS API's words).
const char* ThemeName(demos::Theme theme);
/// The scene's colours in the current theme (palette.h).
const Palette& ThemePalette(const App& a);
/// The colour a role's agents are drawn in, in the current theme (for the legend).
unsigned RoleColor(const App& a, int role);
/// The colour an annotation layer is drawn in, in the current theme (for the legend).
unsigned LayerColor(const App& a, int layerBit);

// [SECTION] challenge_ui.cpp
/// After a link load: a fresh run of the link's challenge (a check that cannot run here is told).
void ResetChallenge(App& a);
/// "yes" / "no", or a lane to pick; false when it is not an answer to this challenge.
bool AnswerChallenge(App& a, const std::string& answer);
/// Decides the check and plays the scene from its start; false without an answer.
bool RunChallenge(App& a);
void RevealChallenge(App& a);  ///< the verdict now, without waiting for the scene
void ChallengeFrame(App& a);   ///< each frame: the verdict shows once the scene reaches it
float ChallengeBarHeight(const App& a, float wrap);
void DrawChallengeBar(App& a);
std::string ChallengeVerdict(const App& a);  ///< "" until the verdict shows

// [SECTION] ui.cpp
/// Records a widget's rectangle (the last item) for widgets() and the keyboard's focus ring.
void RememberWidget(App& a, const char* kind, const char* name);
void ComposerSection(App& a);  ///< the behaviour composer (demo custom), composer_ui.cpp
void DrawPanel(App& a);
void DrawEmbedOverlay(App& a);
void DrawCanvasOverlay(App& a);
/// Takes the room for a lesson link's title and prompt from the top of the world's view.
void ReserveLessonHeader(App& a);

// [SECTION] webapi.cpp: calls out to the page
namespace web {
std::string InitialFragment();                      ///< location.hash at start
bool EmbedRequested();                              ///< ?embed=1
void ReplaceFragment(const std::string& fragment);  ///< history.replaceState, no reload
void CopyLink(const std::string& fragment);         ///< clipboard, with fallback; notifies back
void OpenFullPlayground(const std::string& fragment);
void SetPageReady();  ///< hides the loading message
/// performance.mark("playground-first-frame"): when the page first shows the scene (the bench
/// measures start-up by it).
void FirstFrameDrawn();
void DownloadText(const std::string& name, const char* mime, const std::string& data);
/// The canvas rectangle (device pixels) as a PNG download; call right after drawing a frame.
void DownloadCanvasPng(const std::string& name, int x, int y, int w, int h);
/// Saves the page as one self-contained HTML file for offline use (shell/offline.js).
void DownloadOffline();
/// Opens the Share dialog (shell/share.js): a lesson's link, its QR code and a preview.
void OpenShare();
bool CoarsePointer();  ///< matchMedia("(pointer: coarse)")
bool PrefersLight();   ///< matchMedia("(prefers-color-scheme: light)")
/// Tells the page (a "playgroundchange" event) when what its HTML controls show changed:
/// demo, parameters, pause, speed, annotations, compare, view settings, lesson, outcomes.
void SignalChanges(App& a, const std::string& fragment);
}  // namespace web

}  // namespace app
