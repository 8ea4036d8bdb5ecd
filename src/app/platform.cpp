// The platform layer on SDL2 (platform.h), the same code in the page and on the desktop: SDL
// gives the window and its GL context, its size, the mouse, fingers, wheel, keys, focus, the
// cursor and the clipboard; this file turns its events into the app's Event and tells Dear ImGui
// what it needs to know. What the page needs beyond SDL 2.26's Emscripten port is in
// platform_web.cpp (a few pieces on Emscripten's HTML5 API, each with its reason).
//
// GL: OpenGL ES 3.0, which is WebGL 2 in the page (Emscripten's EGL, on the context shell.js made)
// and Mesa's or the driver's GLES 3 on the desktop (EGL on X11). No depth or stencil buffer:
// nothing uses them, and the page's context has none (shell.js's CONTEXT_ATTRIBUTES).
#include "app/platform.h"

#include <SDL.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "app/gl.h"
#include "imgui.h"

namespace app::platform {

// [SECTION] the page's pieces beside SDL (platform_web.cpp)
#ifdef __EMSCRIPTEN__
namespace web_side {
void BeforeInit(bool (*isShortcut)(const char*));
void AfterWindow(SDL_Window* window);
bool Translate(const SDL_Event& s, Event* e);  ///< true when the event is the page's (keys)
void SyncCanvasSize(SDL_Window* window);
float PixelRatio();
void KeyMap(ImGuiIO& io);
bool PointerMods(Event* e);  ///< the modifiers of the browser's last mouse event (false: none yet)
}  // namespace web_side
#endif

#ifndef __EMSCRIPTEN__
float X11Scale();  // desktop_scale.cpp
#endif

namespace {

SDL_Window* g_window = nullptr;
// Device pixels per UI px beyond SDL's own drawable-to-window ratio: on X11 (the desktop's
// X11Scale), where a window's size is in device pixels; 1 in the page and where SDL scales (its
// window size is in points there, as the page's is in CSS px).
float g_windowScale = 1.0f;

// The window's size in UI px (the page's CSS px) and in device pixels.
void SizeInUiPx(int* w, int* h) {
  SDL_GetWindowSize(g_window, w, h);
  *w = int(std::lround(float(*w) / g_windowScale)), *h = int(std::lround(float(*h) / g_windowScale));
}
SDL_GLContext g_gl = nullptr;

// The mouse as ImGui sees it: the last position and the held buttons, as they are now...
Vec2 g_mouse;
bool g_mouseKnown = false;
bool g_held[3] = {false, false, false};
// ...and the presses and releases no frame has shown yet. ImGui 1.86 reads one pointer state a
// frame: a press, a release and a move that came within one frame would reach it as one state at
// the latest position (a click on Run and a quick move away was no click; a press and a drag
// pressed where the drag ended). So a frame shows the first change waiting, at its own position,
// and moves wait for the frame after the last one (ImGui 1.87's "trickle" input queue does the
// same). More than kMaxChanges in one frame: the rest are not shown one by one, and once the
// queue is empty ImGui sees the buttons as they are.
struct PointerChange {
  Vec2 pos;
  int button = 0;
  bool down = false;
  bool twice = false;  // the second press of a double-click, by the system's timing (SDL's clicks)
};
constexpr int kMaxChanges = 8;
PointerChange g_changes[kMaxChanges];
int g_changeCount = 0;
bool g_shown[3] = {false, false, false};  // the buttons as the last frame showed them
bool g_doubleClickShown = false;           // this frame shows a double-click's second press
// Keys alike: a key pressed and let go within one frame (a quick tap, a slow frame) was never
// seen down, so Escape did not close the help nor a field. Its release waits for the next frame.
bool g_keyUnseen[512] = {};       // down since the last frame began
std::vector<int> g_keyUpLater;    // let go before a frame saw them down
std::vector<int> g_keyUpNow;      // to let go at the next frame's start
Uint64 g_lastCounter = 0;
int g_cursor = -2;
SDL_Cursor* g_cursors[ImGuiMouseCursor_COUNT] = {};

bool AnyHeld() { return g_held[0] || g_held[1] || g_held[2]; }

// SDL's buttons (1 left, 2 middle, 3 right) as ImGui's (0 left, 1 right, 2 middle).
int ImGuiButton(Uint8 sdlButton) {
  return sdlButton == SDL_BUTTON_LEFT ? 0 : sdlButton == SDL_BUTTON_RIGHT ? 1 : sdlButton == SDL_BUTTON_MIDDLE ? 2 : -1;
}

#ifndef __EMSCRIPTEN__  // the page's keys come from platform_web.cpp
void SetMods(Event* e) {
  SDL_Keymod m = SDL_GetModState();
  e->ctrl = (m & KMOD_CTRL) != 0, e->shift = (m & KMOD_SHIFT) != 0, e->alt = (m & KMOD_ALT) != 0;
  e->meta = (m & KMOD_GUI) != 0;
}

// The desktop's KeyboardEvent.key for the keys the app names; printable keys come as Text.
const char* NamedKey(SDL_Keycode k) {
  switch (k) {
    case SDLK_RIGHT: return "ArrowRight";
    case SDLK_LEFT: return "ArrowLeft";
    case SDLK_UP: return "ArrowUp";
    case SDLK_DOWN: return "ArrowDown";
    case SDLK_TAB: return "Tab";
    case SDLK_RETURN: case SDLK_KP_ENTER: return "Enter";
    case SDLK_ESCAPE: return "Escape";
    case SDLK_BACKSPACE: return "Backspace";
    case SDLK_DELETE: return "Delete";
    case SDLK_HOME: return "Home";
    case SDLK_END: return "End";
    case SDLK_PAGEUP: return "PageUp";
    case SDLK_PAGEDOWN: return "PageDown";
    default: return "";
  }
}
#endif

bool MouseEvent(const SDL_Event& s, Event* e) {
  if (s.type == SDL_MOUSEMOTION) {
    e->type = Event::MouseMove;
    e->pos = {float(s.motion.x) / g_windowScale, float(s.motion.y) / g_windowScale};
    e->touch = s.motion.which == SDL_TOUCH_MOUSEID;
  } else {
    int b = ImGuiButton(s.button.button);
    if (b < 0) return false;
    bool down = s.type == SDL_MOUSEBUTTONDOWN;
    if (!down && !g_held[b]) return false;  // a press that began elsewhere
    e->type = down ? Event::MouseDown : Event::MouseUp;
    e->button = b;
    e->pos = {float(s.button.x) / g_windowScale, float(s.button.y) / g_windowScale};
    e->touch = s.button.which == SDL_TOUCH_MOUSEID;
    g_held[b] = down;
    if (g_changeCount < kMaxChanges) g_changes[g_changeCount++] = {e->pos, b, down, down && s.button.clicks >= 2};
  }
  g_mouse = e->pos;
  g_mouseKnown = true;
  // The modifiers with the mouse's own events too (Shift+drag), as ImGuiEvent gives them to ImGui.
#ifdef __EMSCRIPTEN__
  e->modsKnown = !e->touch && web_side::PointerMods(e);
#else
  SetMods(e);
  e->modsKnown = !e->touch;
#endif
  return true;
}

bool FingerEvent(const SDL_Event& s, Event* e) {
  int w = 0, h = 0;
  SizeInUiPx(&w, &h);
  e->type = s.type == SDL_FINGERDOWN ? Event::FingerDown : s.type == SDL_FINGERUP ? Event::FingerUp : Event::FingerMove;
  e->finger = long(s.tfinger.fingerId);
  e->pos = {s.tfinger.x * float(w), s.tfinger.y * float(h)};  // SDL's are 0..1 of the window
  return true;
}

#ifndef __EMSCRIPTEN__
bool KeyEvent(const SDL_Event& s, Event* e) {
  e->type = s.type == SDL_KEYDOWN ? Event::KeyDown : Event::KeyUp;
  e->keyCode = int(s.key.keysym.scancode) & 511;
  std::strncpy(e->key, NamedKey(s.key.keysym.sym), sizeof(e->key) - 1);
  SetMods(e);
  return true;
}

bool TextEvent(const SDL_Event& s, Event* e) {
  e->type = Event::Text;
  size_t n = std::strlen(s.text.text);  // one character, or the first few of a longer text
  std::memcpy(e->key, s.text.text, n < sizeof(e->key) - 1 ? n : sizeof(e->key) - 1);
  SetMods(e);
  return true;
}
#endif

bool WindowEvent(const SDL_Event& s, Event* e) {
  switch (s.window.event) {
    case SDL_WINDOWEVENT_LEAVE:
      if (AnyHeld()) return false;
      g_mouseKnown = false;  // no hover left behind on the panel
      e->type = Event::MouseLeave;
      return true;
    case SDL_WINDOWEVENT_FOCUS_LOST:
      e->type = Event::Blur;
      return true;
    case SDL_WINDOWEVENT_CLOSE:
      e->type = Event::Quit;
      return true;
    case SDL_WINDOWEVENT_MINIMIZED:
    case SDL_WINDOWEVENT_HIDDEN:
      e->type = Event::Hidden;
      return true;
    case SDL_WINDOWEVENT_RESTORED:
    case SDL_WINDOWEVENT_SHOWN:
    case SDL_WINDOWEVENT_EXPOSED:
      e->type = Event::Shown;
      return true;
    default:
      return false;
  }
}

// One SDL event as the app's; false for an event the app does not use.
bool Translate(const SDL_Event& s, Event* e) {
#ifdef __EMSCRIPTEN__
  if (web_side::Translate(s, e)) return true;
#endif
  switch (s.type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      return MouseEvent(s, e);
    case SDL_MOUSEWHEEL: {
      int y = s.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -s.wheel.y : s.wheel.y;
      if (y == 0) return false;  // SDL adds fractions of a step up (100 px of a trackpad is one)
      e->type = Event::Wheel;
      e->wheel = y;
      e->pos = {float(s.wheel.mouseX) / g_windowScale, float(s.wheel.mouseY) / g_windowScale};
      return true;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
      return FingerEvent(s, e);
#ifndef __EMSCRIPTEN__  // the page's keys come from platform_web.cpp
    case SDL_KEYDOWN:
    case SDL_KEYUP:
      return KeyEvent(s, e);
    case SDL_TEXTINPUT:
      return TextEvent(s, e);
#endif
    case SDL_WINDOWEVENT:
      return WindowEvent(s, e);
    case SDL_QUIT:
      e->type = Event::Quit;
      return true;
    default:
      return false;
  }
}

// ImGui's wanted cursor as SDL's system cursor (the canvas's CSS cursor in the page), when it changes.
void UpdateCursor() {
  int c = ImGui::GetMouseCursor();
  if (c == g_cursor) return;
  g_cursor = c;
  if (c == ImGuiMouseCursor_None || c < 0 || c >= ImGuiMouseCursor_COUNT) {
    SDL_ShowCursor(SDL_DISABLE);
    return;
  }
  static const SDL_SystemCursor kSdl[ImGuiMouseCursor_COUNT] = {
      SDL_SYSTEM_CURSOR_ARROW,    SDL_SYSTEM_CURSOR_IBEAM,    SDL_SYSTEM_CURSOR_SIZEALL,
      SDL_SYSTEM_CURSOR_SIZENS,   SDL_SYSTEM_CURSOR_SIZEWE,   SDL_SYSTEM_CURSOR_SIZENESW,
      SDL_SYSTEM_CURSOR_SIZENWSE, SDL_SYSTEM_CURSOR_HAND,     SDL_SYSTEM_CURSOR_NO};
  if (!g_cursors[c]) g_cursors[c] = SDL_CreateSystemCursor(kSdl[c]);
  if (g_cursors[c]) SDL_SetCursor(g_cursors[c]);
  SDL_ShowCursor(SDL_ENABLE);
}

// ImGui's keys: by SDL scancode on the desktop (io.KeysDown has 512 entries).
void KeyMap(ImGuiIO& io) {
#ifdef __EMSCRIPTEN__
  web_side::KeyMap(io);
#else
  const int keys[][2] = {
      {ImGuiKey_Tab, SDL_SCANCODE_TAB},         {ImGuiKey_LeftArrow, SDL_SCANCODE_LEFT},
      {ImGuiKey_RightArrow, SDL_SCANCODE_RIGHT}, {ImGuiKey_UpArrow, SDL_SCANCODE_UP},
      {ImGuiKey_DownArrow, SDL_SCANCODE_DOWN},   {ImGuiKey_PageUp, SDL_SCANCODE_PAGEUP},
      {ImGuiKey_PageDown, SDL_SCANCODE_PAGEDOWN}, {ImGuiKey_Home, SDL_SCANCODE_HOME},
      {ImGuiKey_End, SDL_SCANCODE_END},          {ImGuiKey_Insert, SDL_SCANCODE_INSERT},
      {ImGuiKey_Delete, SDL_SCANCODE_DELETE},    {ImGuiKey_Backspace, SDL_SCANCODE_BACKSPACE},
      {ImGuiKey_Space, SDL_SCANCODE_SPACE},      {ImGuiKey_Enter, SDL_SCANCODE_RETURN},
      {ImGuiKey_Escape, SDL_SCANCODE_ESCAPE},    {ImGuiKey_KeyPadEnter, SDL_SCANCODE_KP_ENTER},
      {ImGuiKey_A, SDL_SCANCODE_A},              {ImGuiKey_C, SDL_SCANCODE_C},
      {ImGuiKey_V, SDL_SCANCODE_V},              {ImGuiKey_X, SDL_SCANCODE_X},
      {ImGuiKey_Y, SDL_SCANCODE_Y},              {ImGuiKey_Z, SDL_SCANCODE_Z}};
  for (const auto& k : keys) io.KeyMap[k[0]] = k[1];
#endif
}

// One try at a window with a context: OpenGL ES 3.0 (the page's WebGL 2; on X11 through EGL) or,
// on the desktop, OpenGL 3.3 core (through GLX, X11's own, where a driver has no ES).
bool TryWindowAndContext(const Options& options, bool es) {
#ifndef __EMSCRIPTEN__
  SDL_SetHint(SDL_HINT_VIDEO_X11_FORCE_EGL, es ? "1" : "0");  // read when the window loads GL
#endif
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, es ? SDL_GL_CONTEXT_PROFILE_ES : SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, es ? 0 : 3);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (options.hidden) flags |= SDL_WINDOW_HIDDEN;
#ifndef __EMSCRIPTEN__
  if (std::strcmp(SDL_GetCurrentVideoDriver(), "x11") == 0) g_windowScale = X11Scale();
#endif
  g_window = SDL_CreateWindow("Steering Playground", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              int(std::lround(float(options.width) * g_windowScale)),
                              int(std::lround(float(options.height) * g_windowScale)), flags);
  g_gl = g_window ? SDL_GL_CreateContext(g_window) : nullptr;
  if (!g_gl) {
    std::fprintf(stderr, "no OpenGL %s context: %s\n", es ? "ES 3.0" : "3.3 core", SDL_GetError());
    if (g_window) SDL_DestroyWindow(g_window);  // its GL library and visual were the other API's
    g_window = nullptr;
    return false;
  }
  SDL_GL_MakeCurrent(g_window, g_gl);
#ifndef __EMSCRIPTEN__
  SDL_GL_SetSwapInterval(1);  // the display's rate; the page's is requestAnimationFrame's
#endif
  return true;
}

bool CreateWindowAndContext(const Options& options) {
#ifdef __EMSCRIPTEN__
  return TryWindowAndContext(options, true);
#else
  if (options.gl != Options::Gl::Core33 && TryWindowAndContext(options, true)) return true;
  if (options.gl == Options::Gl::Es3 || !TryWindowAndContext(options, false)) return false;
  if (options.gl == Options::Gl::Auto) std::fprintf(stderr, "drawing with OpenGL 3.3 core instead\n");
  return true;
#endif
}

#ifndef __EMSCRIPTEN__
// What --gl asked for, as the driver made it: "GL: OpenGL ES 3.2 Mesa 22.3.6 (llvmpipe ...)".
void SayGl(const Options& options) {
  if (options.gl == Options::Gl::Auto) return;
  auto text = [](GLenum name) { const GLubyte* s = glGetString(name); return s ? reinterpret_cast<const char*>(s) : "?"; };
  std::fprintf(stderr, "GL: %s (%s)\n", text(GL_VERSION), text(GL_RENDERER));
}
#endif

#ifndef __EMSCRIPTEN__
// SDL 2.26's drivers that draw where no one sees (its offscreen driver is tried after X11 and
// Wayland, without being asked).
bool Screenless(const char* driver) {
  return driver && (std::strcmp(driver, "offscreen") == 0 || std::strcmp(driver, "dummy") == 0 ||
                    std::strcmp(driver, "evdev") == 0);
}
#endif

// SDL with its video. On the desktop a window is shown on a display: where none answers, SDL 2.26
// would fall back to its offscreen driver and the app would run on unseen, so that is refused with
// the reason, unless asked for (SDL_VIDEODRIVER=offscreen: screenshots on a machine with no
// display). On Linux the drivers tried are the displays the environment names (DISPLAY: X11,
// WAYLAND_DISPLAY: Wayland). A display that does not answer at once (an X server starting, or
// refusing for a moment: a CI run once met one) is asked again for up to 2 s.
bool InitVideo() {
  constexpr Uint32 kSubsystems = SDL_INIT_VIDEO | SDL_INIT_TIMER;
#ifdef __EMSCRIPTEN__
  if (SDL_Init(kSubsystems) == 0) return true;
  std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
  return false;
#else
  auto env = [](const char* name) {
    const char* v = SDL_getenv(name);
    return v && *v ? v : nullptr;  // set but empty is unset, as SDL reads it
  };
  const char* asked = env("SDL_VIDEODRIVER");
  const char* x11 = env("DISPLAY");
  const char* wayland = env("WAYLAND_DISPLAY");
#ifdef __linux__
  const char* named = x11 && wayland ? "x11,wayland" : x11 ? "x11" : wayland ? "wayland" : nullptr;
  const int attempts = asked || named ? 20 : 0;  // 100 ms apart; none where nothing is named
#else
  const char* named = nullptr;  // SDL's own choice (Cocoa, Windows)
  const int attempts = 20;
#endif
  std::string why = "neither is set";
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    if (attempt > 1) SDL_Delay(100);
    if (!asked && named) SDL_SetHint(SDL_HINT_VIDEODRIVER, named);  // SDL_Quit forgets its hints
    if (SDL_Init(kSubsystems) == 0) {
      if (asked || !Screenless(SDL_GetCurrentVideoDriver())) return true;
      why = "SDL found only its offscreen driver";
      SDL_Quit();
    } else {
      why = SDL_GetError();
    }
  }
  std::fprintf(stderr,
               "no display to show the window on (DISPLAY=%s, WAYLAND_DISPLAY=%s: %s); "
               "SDL_VIDEODRIVER=offscreen draws without one (--frames N --screenshot F.png)\n",
               x11 ? x11 : "", wayland ? wayland : "", why.c_str());
  return false;
#endif
}

}  // namespace

bool Init(bool (*isShortcut)(const char* key), const Options& options) {
#ifdef __EMSCRIPTEN__
  web_side::BeforeInit(isShortcut);
#else
  (void)isShortcut;
#endif
  if (!InitVideo()) return false;
  if (!CreateWindowAndContext(options)) return false;
#ifndef __EMSCRIPTEN__
  SayGl(options);
#endif
#ifdef __EMSCRIPTEN__
  web_side::AfterWindow(g_window);
#endif
  ImGuiIO& io = ImGui::GetIO();
  io.BackendPlatformName = "sdl2 (app/platform.cpp)";
  io.BackendFlags |= ImGuiBackendFlags_HasMouseCursors;
  KeyMap(io);
#ifndef __EMSCRIPTEN__
  // The desktop's number field (desktop_field.cpp): Ctrl+C and Ctrl+V through the system's
  // clipboard (ImGui's own keeps a copy inside the process). The page's field is an <input>.
  io.SetClipboardTextFn = [](void*, const char* text) { SDL_SetClipboardText(text); };
  io.GetClipboardTextFn = [](void*) -> const char* {
    static char* held = nullptr;  // SDL's copy, kept until the next paste
    SDL_free(held);
    held = SDL_GetClipboardText();
    return held;
  };
#endif
  SyncCanvasSize();
  return true;
}

void Shutdown() {
  for (SDL_Cursor*& c : g_cursors)
    if (c) SDL_FreeCursor(c), c = nullptr;
  if (g_gl) SDL_GL_DeleteContext(g_gl);
  if (g_window) SDL_DestroyWindow(g_window);
  g_gl = nullptr, g_window = nullptr;
  SDL_Quit();
}

bool Poll(Event* e) {
  SDL_Event s;
  while (SDL_PollEvent(&s)) {
    *e = Event{};
    if (Translate(s, e)) return true;
  }
  return false;
}

bool WaitEvent(double seconds) {
  return SDL_WaitEventTimeout(nullptr, seconds > 0.0 ? int(seconds * 1000.0) + 1 : 0) != 0;
}

void SyncCanvasSize() {
#ifdef __EMSCRIPTEN__
  web_side::SyncCanvasSize(g_window);
#endif
}

float PixelRatio() {
#ifdef __EMSCRIPTEN__
  return web_side::PixelRatio();
#else
  int w = 0, h = 0, dw = 0, dh = 0;
  SizeInUiPx(&w, &h);
  SDL_GL_GetDrawableSize(g_window, &dw, &dh);
  float r = w > 0 ? float(dw) / float(w) : 1.0f;
  return r > 0.5f && r <= 4.0f ? r : 1.0f;
#endif
}

bool KeepsPixels() {
#ifdef __EMSCRIPTEN__
  return true;  // preserveDrawingBuffer (shell.js)
#else
  return false;  // after a swap the back buffer's pixels are undefined
#endif
}

void Present() {
#ifndef __EMSCRIPTEN__
  SDL_GL_SwapWindow(g_window);
#endif
}

void NewImGuiFrame() {
  ImGuiIO& io = ImGui::GetIO();
  int w = 0, h = 0, dw = 0, dh = 0;
  SizeInUiPx(&w, &h);
  SDL_GL_GetDrawableSize(g_window, &dw, &dh);
  io.DisplaySize = ImVec2(float(w), float(h));
  if (w > 0 && h > 0) io.DisplayFramebufferScale = ImVec2(float(dw) / float(w), float(dh) / float(h));
  Uint64 now = SDL_GetPerformanceCounter();
  double dt = g_lastCounter ? double(now - g_lastCounter) / double(SDL_GetPerformanceFrequency()) : 0.0;
  io.DeltaTime = dt > 0.0 ? float(dt) : 1.0f / 60.0f;
  g_lastCounter = now;
  if (g_changeCount > 0) {
    const PointerChange c = g_changes[0];
    std::copy(g_changes + 1, g_changes + g_changeCount, g_changes);
    --g_changeCount;
    io.MousePos = ImVec2(c.pos.x, c.pos.y);
    g_shown[c.button] = c.down;
    g_doubleClickShown = c.button == 0 && c.twice;
  } else {
    g_doubleClickShown = false;
    io.MousePos = g_mouseKnown ? ImVec2(g_mouse.x, g_mouse.y) : ImVec2(-FLT_MAX, -FLT_MAX);
    std::copy(g_held, g_held + 3, g_shown);
  }
  for (int b = 0; b < 3; ++b) io.MouseDown[b] = g_shown[b];
  for (int k : g_keyUpNow) io.KeysDown[k] = false;
  g_keyUpNow.swap(g_keyUpLater);
  g_keyUpLater.clear();
  std::fill(std::begin(g_keyUnseen), std::end(g_keyUnseen), false);
  UpdateCursor();
}

bool InputPending() { return g_changeCount > 0 || !g_keyUpNow.empty(); }
bool DoubleClickShown() { return g_doubleClickShown; }

void ImGuiEvent(const Event& e) {
  ImGuiIO& io = ImGui::GetIO();
  switch (e.type) {
    case Event::Wheel:
      io.MouseWheel += e.wheel > 0 ? 1.0f : -1.0f;
      break;
    case Event::KeyDown:
    case Event::KeyUp: {
      bool down = e.type == Event::KeyDown;
      if (down) {  // down again: a release still waiting is past
        g_keyUnseen[e.keyCode] = true;
        g_keyUpNow.erase(std::remove(g_keyUpNow.begin(), g_keyUpNow.end(), e.keyCode), g_keyUpNow.end());
      }
      if (!down && g_keyUnseen[e.keyCode]) g_keyUpLater.push_back(e.keyCode);  // seen down first
      else io.KeysDown[e.keyCode] = down;
      io.KeyCtrl = e.ctrl, io.KeyShift = e.shift, io.KeyAlt = e.alt, io.KeySuper = e.meta;
#ifdef __EMSCRIPTEN__
      // A key that types a character: its KeyboardEvent.key is that one character ("a", "é",
      // "中"); named keys ("Enter", "ArrowLeft") are longer words of ASCII letters.
      size_t n = std::strlen(e.key);
      bool oneChar = n == 1 || (n >= 2 && n <= 4 && (unsigned char)e.key[0] >= 0xC0);
      if (down && oneChar && !e.ctrl && !e.meta) io.AddInputCharactersUTF8(e.key);
#endif
      break;
    }
    case Event::Text:
      if (!e.ctrl && !e.meta) io.AddInputCharactersUTF8(e.key);
      break;
    case Event::MouseDown:
    case Event::MouseUp:
    case Event::MouseMove:
      if (e.modsKnown) io.KeyCtrl = e.ctrl, io.KeyShift = e.shift, io.KeyAlt = e.alt, io.KeySuper = e.meta;
      break;
    case Event::Blur:
      io.AddFocusEvent(false);  // lets go of held keys
      break;
    default:
      break;
  }
}

bool SetClipboard(const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; }

void SetTitle(const char* title) {
  if (g_window) SDL_SetWindowTitle(g_window, title);
}

}  // namespace app::platform
