// The platform layer on Emscripten's HTML5 API (platform.h). Which listener sits where, and why:
//  - mousedown, wheel, touch and keys on the canvas: input meant for the scene or the panel;
//  - mousemove and mouseup on the document, so a drag that leaves the canvas (a slider pulled
//    past the panel's edge) still moves and ends; a move is taken while the pointer is over the
//    canvas (mouseenter/mouseleave) or a button is held. Their position on the canvas is the
//    client position less the canvas's (Emscripten's canvasX/Y are not filled in this build);
//  - focus and blur on the window, blur on the canvas: keys held when the focus left are let go.
// The browser's default action is cancelled for a press on the canvas (no text selection, no
// focus stolen back: a11y.js gives the canvas the focus itself), the wheel over it (it zooms the
// scene), a touch's start and end (no emulated mouse events after it, no page pan), the scene's
// shortcut keys and any key while ImGui edits a text field. Tab is never cancelled: the focus
// always leaves the canvas (WCAG 2.1.2).
#include "app/platform.h"

#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <vector>

#include "imgui.h"

namespace app::platform {

namespace {

const char kCanvas[] = "#canvas";
constexpr size_t kMaxQueued = 4096;  // a frame that never comes (a stopped tab) drops input after this

std::vector<Event> g_queue;
size_t g_next = 0;
bool (*g_isShortcut)(const char*) = nullptr;

// The mouse as ImGui sees it: the last position, held buttons, and presses not yet seen by a frame.
Vec2 g_mouse;
bool g_mouseKnown = false;
bool g_overCanvas = false;
bool g_held[3] = {false, false, false};
bool g_pressed[3] = {false, false, false};
double g_wheelSteps = 0.0;  // fractions of a wheel step carried to the next event, as SDL does
long g_primaryFinger = -1;  // the finger that is also the mouse; -1 for none
double g_lastTime = 0.0;
int g_cursor = -1;
// The canvas's CSS size and its drawing buffer (SyncCanvasSize).
double g_cssW = 0.0, g_cssH = 0.0;
int g_bufferW = 0, g_bufferH = 0;

EM_JS(void, platform_canvas_origin, (float* xy), {
  var r = document.getElementById('canvas').getBoundingClientRect();
  HEAPF32[xy >> 2] = r.left;
  HEAPF32[(xy >> 2) + 1] = r.top;
});

// Where a document-level mouse event is on the canvas (CSS px).
Vec2 OnCanvas(const EmscriptenMouseEvent* m) {
  float origin[2] = {0.0f, 0.0f};
  platform_canvas_origin(origin);
  return {float(m->clientX) - origin[0], float(m->clientY) - origin[1]};
}

void Push(const Event& e) {
  if (g_queue.size() - g_next < kMaxQueued) g_queue.push_back(e);
}

bool AnyHeld() { return g_held[0] || g_held[1] || g_held[2]; }

// DOM button numbers (0 left, 1 middle, 2 right) as ImGui's (0 left, 1 right, 2 middle).
int ImGuiButton(unsigned short domButton) { return domButton == 1 ? 2 : domButton == 2 ? 1 : domButton == 0 ? 0 : -1; }

void MouseEvent(Event::Type type, Vec2 pos, int button, bool touch) {
  Event e;
  e.type = type;
  e.pos = pos;
  e.button = button;
  e.touch = touch;
  g_mouse = pos;
  g_mouseKnown = true;
  if (type == Event::MouseDown && button >= 0) g_held[button] = g_pressed[button] = true;
  if (type == Event::MouseUp && button >= 0) g_held[button] = false;
  Push(e);
}

EM_BOOL OnMouse(int type, const EmscriptenMouseEvent* m, void*) {
  int button = ImGuiButton(m->button);
  switch (type) {
    case EMSCRIPTEN_EVENT_MOUSEDOWN:  // on the canvas
      if (button < 0) return EM_FALSE;
      MouseEvent(Event::MouseDown, {float(m->targetX), float(m->targetY)}, button, false);
      return EM_TRUE;
    case EMSCRIPTEN_EVENT_MOUSEUP:  // anywhere: a press on the canvas ends wherever it is let go
      if (button < 0 || !g_held[button]) return EM_FALSE;
      MouseEvent(Event::MouseUp, OnCanvas(m), button, false);
      return EM_FALSE;
    case EMSCRIPTEN_EVENT_MOUSEMOVE:  // anywhere: taken over the canvas or while dragging
      if (!g_overCanvas && !AnyHeld()) return EM_FALSE;
      MouseEvent(Event::MouseMove, OnCanvas(m), 0, false);
      return EM_FALSE;
    case EMSCRIPTEN_EVENT_MOUSEENTER:
      g_overCanvas = true;
      return EM_FALSE;
    case EMSCRIPTEN_EVENT_MOUSELEAVE: {
      g_overCanvas = false;
      if (AnyHeld()) return EM_FALSE;
      g_mouseKnown = false;  // no hover left behind on the panel
      Event e;
      e.type = Event::MouseLeave;
      Push(e);
      return EM_FALSE;
    }
    default:
      return EM_FALSE;
  }
}

EM_BOOL OnWheel(int, const EmscriptenWheelEvent* w, void*) {
  // 100 px, 3 lines or 1/80 of a page make a step (SDL 2.26's Emscripten port, so the zoom per
  // notch is what it was); fractions add up across events.
  double dy = w->deltaY;
  if (w->deltaMode == DOM_DELTA_PIXEL) dy /= 100.0;
  else if (w->deltaMode == DOM_DELTA_LINE) dy /= 3.0;
  else dy *= 80.0;
  if ((-dy > 0.0) != (g_wheelSteps > 0.0)) g_wheelSteps = 0.0;  // a turn the other way starts afresh
  g_wheelSteps += -dy;
  double whole = g_wheelSteps > 0.0 ? std::floor(g_wheelSteps) : std::ceil(g_wheelSteps);
  g_wheelSteps -= whole;
  g_mouse = {float(w->mouse.targetX), float(w->mouse.targetY)};
  g_mouseKnown = true;
  if (whole != 0.0 && std::fabs(whole) < 1e6) {
    Event e;
    e.type = Event::Wheel;
    e.pos = g_mouse;
    e.wheel = int(whole);
    Push(e);
  }
  return EM_TRUE;
}

EM_BOOL OnTouch(int type, const EmscriptenTouchEvent* t, void*) {
  for (int i = 0; i < t->numTouches && i < 32; ++i) {
    const EmscriptenTouchPoint& p = t->touches[i];
    if (!p.isChanged) continue;
    Vec2 pos{float(p.targetX), float(p.targetY)};
    Event f;
    f.finger = p.identifier;
    f.pos = pos;
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
      if (g_primaryFinger < 0) {
        g_primaryFinger = p.identifier;
        MouseEvent(Event::MouseMove, pos, 0, true);
        MouseEvent(Event::MouseDown, pos, 0, true);
      }
      f.type = Event::FingerDown;
    } else if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
      if (p.identifier == g_primaryFinger) MouseEvent(Event::MouseMove, pos, 0, true);
      f.type = Event::FingerMove;
    } else {  // end or cancel
      if (p.identifier == g_primaryFinger) {
        MouseEvent(Event::MouseUp, pos, 0, true);
        g_primaryFinger = -1;
      }
      f.type = Event::FingerUp;
    }
    Push(f);
  }
  return type != EMSCRIPTEN_EVENT_TOUCHMOVE;
}

EM_BOOL OnKey(int type, const EmscriptenKeyboardEvent* k, void*) {
  Event e;
  e.type = type == EMSCRIPTEN_EVENT_KEYDOWN ? Event::KeyDown : Event::KeyUp;
  e.keyCode = int(k->keyCode) & 511;
  std::strncpy(e.key, k->key, sizeof(e.key) - 1);
  e.ctrl = k->ctrlKey, e.shift = k->shiftKey, e.alt = k->altKey, e.meta = k->metaKey;
  Push(e);
  if (type != EMSCRIPTEN_EVENT_KEYDOWN || std::strcmp(k->key, "Tab") == 0) return EM_FALSE;
  if (ImGui::GetIO().WantTextInput) return EM_TRUE;
  return !e.ctrl && !e.alt && !e.meta && g_isShortcut && g_isShortcut(e.key);
}

EM_BOOL OnFocus(int type, const EmscriptenFocusEvent*, void*) {
  ImGui::GetIO().AddFocusEvent(type == EMSCRIPTEN_EVENT_FOCUS);  // a blur lets go of held keys
  return EM_FALSE;
}

EM_JS(void, platform_set_cursor, (const char* css), {
  var canvas = document.getElementById('canvas');
  if (canvas) canvas.style.cursor = UTF8ToString(css);
});

// ImGui's wanted cursor as the canvas's CSS cursor, when it changes.
void UpdateCursor() {
  int c = ImGui::GetMouseCursor();
  if (c == g_cursor) return;
  g_cursor = c;
  static const char* const kCss[ImGuiMouseCursor_COUNT] = {"default", "text", "move", "ns-resize", "ew-resize",
                                                           "nesw-resize", "nwse-resize", "pointer", "not-allowed"};
  platform_set_cursor(c == ImGuiMouseCursor_None ? "none" : c >= 0 && c < ImGuiMouseCursor_COUNT ? kCss[c] : "default");
}

}  // namespace

bool Init(bool (*isShortcut)(const char* key)) {
  g_isShortcut = isShortcut;
  EmscriptenWebGLContextAttributes attrs;
  emscripten_webgl_init_context_attributes(&attrs);
  // As shell.js's CONTEXT_ATTRIBUTES: it created the context before the wasm arrived, and this
  // call gets that same one back.
  attrs.alpha = attrs.depth = attrs.stencil = attrs.antialias = EM_FALSE;
  attrs.preserveDrawingBuffer = EM_TRUE;
  attrs.majorVersion = 2;
  attrs.minorVersion = 0;
  attrs.enableExtensionsByDefault = EM_FALSE;
  EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = emscripten_webgl_create_context(kCanvas, &attrs);
  if (gl <= 0 || emscripten_webgl_make_context_current(gl) != EMSCRIPTEN_RESULT_SUCCESS) return false;

  emscripten_set_mousedown_callback(kCanvas, nullptr, EM_FALSE, OnMouse);
  emscripten_set_mouseenter_callback(kCanvas, nullptr, EM_FALSE, OnMouse);
  emscripten_set_mouseleave_callback(kCanvas, nullptr, EM_FALSE, OnMouse);
  emscripten_set_mousemove_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, EM_FALSE, OnMouse);
  emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, EM_FALSE, OnMouse);
  emscripten_set_wheel_callback(kCanvas, nullptr, EM_FALSE, OnWheel);
  emscripten_set_touchstart_callback(kCanvas, nullptr, EM_FALSE, OnTouch);
  emscripten_set_touchmove_callback(kCanvas, nullptr, EM_FALSE, OnTouch);
  emscripten_set_touchend_callback(kCanvas, nullptr, EM_FALSE, OnTouch);
  emscripten_set_touchcancel_callback(kCanvas, nullptr, EM_FALSE, OnTouch);
  emscripten_set_keydown_callback(kCanvas, nullptr, EM_FALSE, OnKey);
  emscripten_set_keyup_callback(kCanvas, nullptr, EM_FALSE, OnKey);
  emscripten_set_focus_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, OnFocus);
  emscripten_set_blur_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, OnFocus);
  emscripten_set_blur_callback(kCanvas, nullptr, EM_FALSE, OnFocus);  // the focus moved on in the page

  ImGuiIO& io = ImGui::GetIO();
  io.BackendPlatformName = "html5 (app/platform.cpp)";
  io.BackendFlags |= ImGuiBackendFlags_HasMouseCursors;
  // ImGui's keys by the DOM's keyCode (io.KeysDown has 512 entries).
  const int keys[][2] = {{ImGuiKey_Tab, 9},       {ImGuiKey_LeftArrow, 37}, {ImGuiKey_RightArrow, 39},
                         {ImGuiKey_UpArrow, 38},  {ImGuiKey_DownArrow, 40}, {ImGuiKey_PageUp, 33},
                         {ImGuiKey_PageDown, 34}, {ImGuiKey_Home, 36},      {ImGuiKey_End, 35},
                         {ImGuiKey_Insert, 45},   {ImGuiKey_Delete, 46},    {ImGuiKey_Backspace, 8},
                         {ImGuiKey_Space, 32},    {ImGuiKey_Enter, 13},     {ImGuiKey_Escape, 27},
                         {ImGuiKey_KeyPadEnter, 13}, {ImGuiKey_A, 65},      {ImGuiKey_C, 67},
                         {ImGuiKey_V, 86},        {ImGuiKey_X, 88},         {ImGuiKey_Y, 89},
                         {ImGuiKey_Z, 90}};
  for (const auto& k : keys) io.KeyMap[k[0]] = k[1];
  SyncCanvasSize();
  return true;
}

bool Poll(Event* e) {
  if (g_next < g_queue.size()) {
    *e = g_queue[g_next++];
    return true;
  }
  g_queue.clear();
  g_next = 0;
  return false;
}

void SyncCanvasSize() {
  double ratio = emscripten_get_device_pixel_ratio();
  if (!(ratio > 0.0) || ratio > 8.0) ratio = 1.0;
  double cssW = 0.0, cssH = 0.0;
  emscripten_get_element_css_size(kCanvas, &cssW, &cssH);
  int w = int(cssW), h = int(cssH);
  if (w <= 0 || h <= 0) return;
  g_cssW = w, g_cssH = h;
  int bw = int(w * ratio), bh = int(h * ratio);
  if (bw != g_bufferW || bh != g_bufferH) {
    emscripten_set_canvas_element_size(kCanvas, bw, bh);
    g_bufferW = bw, g_bufferH = bh;
  }
}

void NewImGuiFrame() {
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(float(g_cssW), float(g_cssH));
  if (g_cssW > 0.0 && g_cssH > 0.0)
    io.DisplayFramebufferScale = ImVec2(float(g_bufferW / g_cssW), float(g_bufferH / g_cssH));
  double now = emscripten_get_now() / 1000.0;
  io.DeltaTime = g_lastTime > 0.0 && now > g_lastTime ? float(now - g_lastTime) : 1.0f / 60.0f;
  g_lastTime = now;
  io.MousePos = g_mouseKnown ? ImVec2(g_mouse.x, g_mouse.y) : ImVec2(-FLT_MAX, -FLT_MAX);
  for (int b = 0; b < 3; ++b) {
    io.MouseDown[b] = g_held[b] || g_pressed[b];  // a click shorter than a frame is still seen
    g_pressed[b] = false;
  }
  UpdateCursor();
}

void ImGuiEvent(const Event& e) {
  ImGuiIO& io = ImGui::GetIO();
  switch (e.type) {
    case Event::Wheel:
      io.MouseWheel += e.wheel > 0 ? 1.0f : -1.0f;
      break;
    case Event::KeyDown:
    case Event::KeyUp: {
      bool down = e.type == Event::KeyDown;
      io.KeysDown[e.keyCode] = down;
      io.KeyCtrl = e.ctrl, io.KeyShift = e.shift, io.KeyAlt = e.alt, io.KeySuper = e.meta;
      // A key that types a character: its KeyboardEvent.key is that one character ("a", "é",
      // "中"); named keys ("Enter", "ArrowLeft") are longer words of ASCII letters.
      size_t n = std::strlen(e.key);
      bool oneChar = n == 1 || (n >= 2 && n <= 4 && (unsigned char)e.key[0] >= 0xC0);
      if (down && oneChar && !e.ctrl && !e.meta) io.AddInputCharactersUTF8(e.key);
      break;
    }
    default:
      break;
  }
}

}  // namespace app::platform
