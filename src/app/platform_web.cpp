// The page's pieces beside SDL (platform.h): what SDL 2.26's Emscripten port does not do as the
// page needs, on Emscripten's HTML5 API. SDL keeps the window (the canvas), the WebGL 2 context,
// the mouse, touch (the first finger is also the mouse), the wheel and the window's focus.
//
//  - Keys. SDL listens on the canvas only (SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, so the single-key
//    shortcuts act on the scene alone and Tab, which shell/a11y.js keeps from the canvas, always
//    moves the focus on), but its keysyms come from KeyboardEvent.keyCode (a US layout: "+" is
//    Shift+= wherever the layout has it) and it cancels Backspace, the arrows, F1-F15 and every
//    Ctrl combination on the canvas (Ctrl++ would not zoom the page). Its keydown and keyup
//    listeners are wrapped at link time (-Wl,--wrap, CMakeLists.txt): SDL's handler still runs
//    (its keyboard state), then the key goes into SDL's queue as a user event with its
//    KeyboardEvent.key, and the page's rule decides what is cancelled: the scene's shortcut keys
//    (Space would scroll the page) and any key while ImGui edits text; never Tab.
//  - A drag that leaves the canvas. SDL hears mousemove on the canvas only, so a slider pulled
//    past the panel's edge would stop; while a button is held, a move outside the canvas goes into
//    SDL's queue as SDL_MOUSEMOTION (SDL itself hears the release anywhere).
//  - The canvas's own blur. SDL hears the window's; when the focus moves on inside the page, held
//    keys are let go as well.
//  - The canvas's size. The page sizes it with CSS; its drawing buffer follows that size times
//    devicePixelRatio (browser zoom too) through SDL_SetWindowSize.
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstring>

#include "app/platform.h"
#include "imgui.h"

namespace app::platform::web_side {

namespace {

const char kCanvas[] = "#canvas";
bool (*g_isShortcut)(const char*) = nullptr;
Uint32 g_keyEventType = 0;  // SDL_RegisterEvents
SDL_Window* g_window = nullptr;
double g_lastRatio = 0.0;

// Keys on their way through SDL's queue: the user event carries the slot. A frame reads the queue
// long before 256 keys arrive (each key wakes the frame loop).
constexpr int kKeySlots = 256;
Event g_keys[kKeySlots];
unsigned g_nextKeySlot = 0;

em_key_callback_func g_sdlKeyDown = nullptr, g_sdlKeyUp = nullptr;

EM_BOOL PageKey(int type, const EmscriptenKeyboardEvent* k, void* sdlData) {
  em_key_callback_func sdl = type == EMSCRIPTEN_EVENT_KEYDOWN ? g_sdlKeyDown : g_sdlKeyUp;
  if (sdl) sdl(type, k, sdlData);
  Event& e = g_keys[g_nextKeySlot % kKeySlots];
  e = Event{};
  e.type = type == EMSCRIPTEN_EVENT_KEYDOWN ? Event::KeyDown : Event::KeyUp;
  e.keyCode = int(k->keyCode) & 511;
  std::strncpy(e.key, k->key, sizeof(e.key) - 1);
  e.ctrl = k->ctrlKey, e.shift = k->shiftKey, e.alt = k->altKey, e.meta = k->metaKey;
  SDL_Event u{};
  u.type = g_keyEventType;
  u.user.code = int(g_nextKeySlot++ % kKeySlots);
  SDL_PushEvent(&u);
  if (type != EMSCRIPTEN_EVENT_KEYDOWN || std::strcmp(k->key, "Tab") == 0) return EM_FALSE;
  if (ImGui::GetIO().WantTextInput) return EM_TRUE;
  return !e.ctrl && !e.alt && !e.meta && g_isShortcut && g_isShortcut(e.key);
}

EM_JS(void, platform_canvas_rect, (float* r), {
  var b = document.getElementById('canvas').getBoundingClientRect();
  HEAPF32[r >> 2] = b.left;
  HEAPF32[(r >> 2) + 1] = b.top;
  HEAPF32[(r >> 2) + 2] = b.right;
  HEAPF32[(r >> 2) + 3] = b.bottom;
});

EM_BOOL OnDocumentMouseMove(int, const EmscriptenMouseEvent* m, void*) {
  if ((SDL_GetMouseState(nullptr, nullptr) & (SDL_BUTTON_LMASK | SDL_BUTTON_MMASK | SDL_BUTTON_RMASK)) == 0)
    return EM_FALSE;
  float r[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  platform_canvas_rect(r);
  float x = float(m->clientX), y = float(m->clientY);
  if (x >= r[0] && x < r[2] && y >= r[1] && y < r[3]) return EM_FALSE;  // over the canvas: SDL's
  SDL_Event s{};
  s.type = SDL_MOUSEMOTION;
  s.motion.windowID = SDL_GetWindowID(g_window);
  s.motion.x = int(x - r[0]);
  s.motion.y = int(y - r[1]);
  SDL_PushEvent(&s);
  return EM_FALSE;
}

// The modifier keys as the browser's last mouse event had them. SDL knows Shift only from key
// events on the canvas, so a Shift held down before the scene had the focus (the page's first
// Shift+drag on the timeline bar) would be missed; the mouse event itself says.
struct {
  bool known, ctrl, shift, alt, meta;
} g_pointerMods = {};
EM_BOOL OnWindowMouse(int, const EmscriptenMouseEvent* m, void*) {
  g_pointerMods = {true, m->ctrlKey != 0, m->shiftKey != 0, m->altKey != 0, m->metaKey != 0};
  return EM_FALSE;
}

EM_BOOL OnCanvasBlur(int, const EmscriptenFocusEvent*, void*) {
  SDL_Event s{};
  s.type = SDL_WINDOWEVENT;
  s.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
  s.window.windowID = SDL_GetWindowID(g_window);
  SDL_PushEvent(&s);
  return EM_FALSE;
}

}  // namespace

void BeforeInit(bool (*isShortcut)(const char*)) {
  g_isShortcut = isShortcut;
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, kCanvas);
}

void AfterWindow(SDL_Window* window) {
  g_window = window;
  g_keyEventType = SDL_RegisterEvents(1);
  // Text comes from KeyboardEvent.key (ImGuiEvent): SDL's keypress text is not needed, and with
  // it off SDL leaves keypress alone.
  SDL_EventState(SDL_TEXTINPUT, SDL_DISABLE);
  SDL_EventState(SDL_KEYDOWN, SDL_DISABLE);  // the app reads the page's key events instead
  SDL_EventState(SDL_KEYUP, SDL_DISABLE);
  emscripten_set_mousemove_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, EM_FALSE, OnDocumentMouseMove);
  emscripten_set_blur_callback(kCanvas, nullptr, EM_FALSE, OnCanvasBlur);
  // Capturing, on the window: heard before SDL's listeners on the canvas, so the modifiers are
  // known when SDL's press or move for the same event is read.
  emscripten_set_mousedown_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, OnWindowMouse);
  emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, OnWindowMouse);
  emscripten_set_mousemove_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, OnWindowMouse);
}

bool PointerMods(Event* e) {
  if (!g_pointerMods.known) return false;
  e->ctrl = g_pointerMods.ctrl, e->shift = g_pointerMods.shift, e->alt = g_pointerMods.alt, e->meta = g_pointerMods.meta;
  return true;
}

bool Translate(const SDL_Event& s, Event* e) {
  if (s.type != g_keyEventType || g_keyEventType == 0) return false;
  *e = g_keys[unsigned(s.user.code) % kKeySlots];
  return true;
}

// Whether the canvas's CSS size may have changed since the last call: reading it
// (getBoundingClientRect) makes the browser lay the page out, a tenth of a running frame's main
// thread on a slow CPU, so it is read only after the window resized or a ResizeObserver saw the
// canvas change (which also wakes a stopped frame loop: the new size is drawn). Without
// ResizeObserver, every frame.
EM_JS(int, platform_canvas_resized, (), {
  var watch = Module['canvasWatch'];
  if (!watch) {
    watch = Module['canvasWatch'] = {'dirty': true, 'always': typeof ResizeObserver === 'undefined'};
    var mark = function() {
      watch['dirty'] = true;
      if (Module['_pg_wake']) Module['_pg_wake']();
    };
    if (!watch['always']) new ResizeObserver(mark).observe(document.getElementById('canvas'));
    window.addEventListener('resize', function() { watch['dirty'] = true; });
  }
  var dirty = watch['dirty'] || watch['always'];
  watch['dirty'] = false;
  return dirty ? 1 : 0;
});

void SyncCanvasSize(SDL_Window* window) {
  double ratio = PixelRatio();
  if (!platform_canvas_resized() && ratio == g_lastRatio) return;
  double cssW = 0.0, cssH = 0.0;
  emscripten_get_element_css_size(kCanvas, &cssW, &cssH);
  int w = int(cssW), h = int(cssH);
  if (w <= 0 || h <= 0) return;
  int curW = 0, curH = 0;
  SDL_GetWindowSize(window, &curW, &curH);
  // SDL sets the drawing buffer to the size times its pixel ratio, which it reads again here.
  if (w != curW || h != curH || ratio != g_lastRatio) {
    SDL_SetWindowSize(window, w, h);
    g_lastRatio = ratio;
  }
}

float PixelRatio() {
  double ratio = emscripten_get_device_pixel_ratio();
  return ratio > 0.0 && ratio <= 8.0 ? float(ratio) : 1.0f;
}

// ImGui's keys by the DOM's keyCode (io.KeysDown has 512 entries).
void KeyMap(ImGuiIO& io) {
  const int keys[][2] = {{ImGuiKey_Tab, 9},       {ImGuiKey_LeftArrow, 37}, {ImGuiKey_RightArrow, 39},
                         {ImGuiKey_UpArrow, 38},  {ImGuiKey_DownArrow, 40}, {ImGuiKey_PageUp, 33},
                         {ImGuiKey_PageDown, 34}, {ImGuiKey_Home, 36},      {ImGuiKey_End, 35},
                         {ImGuiKey_Insert, 45},   {ImGuiKey_Delete, 46},    {ImGuiKey_Backspace, 8},
                         {ImGuiKey_Space, 32},    {ImGuiKey_Enter, 13},     {ImGuiKey_Escape, 27},
                         {ImGuiKey_KeyPadEnter, 13}, {ImGuiKey_A, 65},      {ImGuiKey_C, 67},
                         {ImGuiKey_V, 86},        {ImGuiKey_X, 88},         {ImGuiKey_Y, 89},
                         {ImGuiKey_Z, 90}};
  for (const auto& k : keys) io.KeyMap[k[0]] = k[1];
}

}  // namespace app::platform::web_side

// SDL registers its key listeners through these (SDL_emscriptenevents.c); the page's rule wraps
// them (PageKey above).
extern "C" {
EMSCRIPTEN_RESULT __real_emscripten_set_keydown_callback_on_thread(const char*, void*, EM_BOOL, em_key_callback_func,
                                                                   pthread_t);
EMSCRIPTEN_RESULT __real_emscripten_set_keyup_callback_on_thread(const char*, void*, EM_BOOL, em_key_callback_func,
                                                                 pthread_t);
EMSCRIPTEN_RESULT __wrap_emscripten_set_keydown_callback_on_thread(const char* target, void* data, EM_BOOL capture,
                                                                   em_key_callback_func cb, pthread_t thread) {
  app::platform::web_side::g_sdlKeyDown = cb;
  return __real_emscripten_set_keydown_callback_on_thread(target, data, capture,
                                                          cb ? app::platform::web_side::PageKey : nullptr, thread);
}
EMSCRIPTEN_RESULT __wrap_emscripten_set_keyup_callback_on_thread(const char* target, void* data, EM_BOOL capture,
                                                                 em_key_callback_func cb, pthread_t thread) {
  app::platform::web_side::g_sdlKeyUp = cb;
  return __real_emscripten_set_keyup_callback_on_thread(target, data, capture,
                                                        cb ? app::platform::web_side::PageKey : nullptr, thread);
}
}
